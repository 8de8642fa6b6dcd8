/*
 * TRTS in the client (src/client/trts). A hot-seat duel between two humans driven
 * by injected SDL mouse events (dummy video driver): the new-game screen, a whole
 * round by mouse — each Macro behind its cover (a worker ordered, undone, ordered
 * again, Done), Micro (workers dragged into a neutral area, End, passes), the
 * covers before every private input, Reposition — then save, load, the autosave
 * and continue; a duel against the computer played to the end-of-game table; the
 * end table of a conceded game; team and free-for-all setups. Then pixel tests
 * of the setup and game screens at 800 x 560 and 1280 x 800 (the combat screens'
 * are in test_client_trts_combat.c). Labels are found
 * by their English msgid or built from the translated formats, so the test holds
 * in every language. The language runs check screens only: the games against
 * the computer and the team and free-for-all starts (no screen of their own) are
 * skipped there, and the pixel tests' screens are drawn once, from the 1280 x 800
 * pass, at both sizes.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <cmocka.h>

#include "client_test_util.h"
#include "client_trts_util.h"
#include "skirmish/ai/trts.h"
#include "skirmish/data/replay.h"
#include "skirmish/data/replay_keep.h"
#include "skirmish/data/save_list.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"
#include "trts/trts.h"

static app the_app;

static void pump(void)
{
    for (int i = 0; i < 400; i++) {
        SDL_Event e;
        SDL_zero(e);
        e.type = the_app.wake_event;
        SDL_PushEvent(&e);
        app_step(&the_app);
        const trts_screen *c = trts_current(&the_app);
        bool computer = c && c->st.phase != TRTS_PHASE_OVER && c->st.players[c->st.current].computer;
        if (i >= 1 && !computer && SDL_PeepEvents(NULL, 0, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT) == 0)
            return;
    }
}

static void mouse(Uint32 type, int x, int y)
{
    /* a motion between a press and its release says the button is held, as
     * SDL does (the shell ends a press on a motion with no button held) */
    static bool held;
    SDL_Event e;
    SDL_zero(e);
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
        e.motion.x = x;
        e.motion.y = y;
        e.motion.state = held ? SDL_BUTTON_LMASK : 0;
    } else {
        held = type == SDL_MOUSEBUTTONDOWN;
        e.button.button = SDL_BUTTON_LEFT;
        e.button.x = x;
        e.button.y = y;
        e.button.clicks = 1;
    }
    SDL_PushEvent(&e);
    pump();
}

static trts_screen *cur(void) { return trts_current(&the_app); }

/* Labels are English msgids (translated here) or texts built already translated
 * (gettext gives those back unchanged). */
static bool button_state(const char *label, bool *enabled)
{
    label = _(label);
    SDL_Rect r;
    app_draw(&the_app);
    return app_find_button(&the_app, label, &r, enabled);
}

static void click_button(const char *label)
{
    label = _(label);
    SDL_Rect r;
    bool enabled = false;
    app_draw(&the_app);
    if (!app_find_button(&the_app, label, &r, &enabled))
        fail_msg("no button '%s' on screen %s (phase %d, player %d, cover %d)", label, app_scene_name(&the_app),
                 cur() ? (int)cur()->st.phase : -1, cur() ? cur()->st.current : -1, cur() ? cur()->cover : -1);
    if (!enabled)
        fail_msg("button '%s' is disabled", label);
    mouse(SDL_MOUSEMOTION, r.x + r.w / 2, r.y + r.h / 2);
    mouse(SDL_MOUSEBUTTONDOWN, r.x + r.w / 2, r.y + r.h / 2);
    mouse(SDL_MOUSEBUTTONUP, r.x + r.w / 2, r.y + r.h / 2);
}


static void area_on_screen(int area, int *x, int *y)
{
    app_draw(&the_app);
    float fx, fy;
    areamap_camera_to_screen(&cur()->cam, cur()->model.nodes[area].x, cur()->model.nodes[area].y, &fx, &fy);
    *x = (int)fx;
    *y = (int)fy;
}

static void drag(int from, int to)
{
    int x0, y0, x1, y1;
    area_on_screen(from, &x0, &y0);
    area_on_screen(to, &x1, &y1);
    client_drag_through(mouse, x0, y0, x1, y1);
}

/* The cover is up for the player to act (unless that player also gave the
 * latest private input); it says so and goes at a click. */
static int last_input = -1;

static void pass_cover(void)
{
    assert_int_equal(cur()->cover, cur()->st.current != last_input);
    last_input = cur()->st.current;
    if (!cur()->cover)
        return;
    click_button(trts_test_cover_label(cur()->st.current));
    assert_false(cur()->cover);
    assert_int_equal(cur()->viewer, cur()->st.current);
}

static int worker_item(int player)
{
    const trts_state *s = &cur()->st;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].building && s->pieces[i].owner == player &&
            s->pieces[i].item_kind == TRTS_ITEM_UNIT)
            return i;
    return -1;
}

static void set_xdg(const char *name)
{
    char dir[1024];
    /* a clean start: no saves or autosaves of earlier runs */
    snprintf(dir, sizeof dir, "rm -rf '%s/%s'", getenv("SKIRMISH_TEST_TMP"), name);
    assert_int_equal(system(dir), 0);
    snprintf(dir, sizeof dir, "%s/%s/config", getenv("SKIRMISH_TEST_TMP"), name);
    setenv("XDG_CONFIG_HOME", dir, 1);
    snprintf(dir, sizeof dir, "%s/%s/data", getenv("SKIRMISH_TEST_TMP"), name);
    setenv("XDG_DATA_HOME", dir, 1);
}

static void test_hot_seat_round_by_mouse(void **state)
{
    (void)state;
    set_xdg("trts-xdg");
    setenv("SKIRMISH_SEED", "7", 1);
    assert_true(front_init(&the_app, false, true, true));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    pump();
    assert_true(app_scene_push(&the_app, &trts_setup_scene, NULL));
    pump();
    trts_content *k = trts_content_get(&the_app);
    assert_true(k->rules_ok);
    assert_true(k->n_maps >= 3);
    assert_string_equal(k->maps[0].name, "Twin Ridge");
    k->setup.computer[0] = k->setup.computer[1] = false;
    k->setup.faction[0] = TRTS_DIRECTORATE;
    k->setup.faction[1] = TRTS_MYRIAD;
    click_button("Start");
    assert_string_equal(app_scene_name(&the_app), "trts");
    assert_int_equal(cur()->st.round, 1);
    assert_int_equal(cur()->st.phase, TRTS_PHASE_MACRO);
    /* Macro: each player behind its cover orders a worker (undone once), then Done. */
    for (int n = 0; n < 2; n++) {
        int p = cur()->st.current;
        pass_cover();
        char worker[64];
        snprintf(worker, sizeof worker, _("%s %dm"), i18n_content(p == 0 ? "Technician" : "Tender"), 1);
        click_button(worker);
        assert_true(worker_item(p) >= 0);
        assert_int_equal(cur()->st.players[p].minerals, 0);
        click_button("Undo");
        assert_int_equal(worker_item(p), -1);
        assert_int_equal(cur()->st.players[p].minerals, 1);
        click_button(worker);
        assert_true(worker_item(p) >= 0);
        /* with the bank empty, the button stays but is disabled */
        bool enabled = true;
        assert_true(button_state("Undo", &enabled));
        assert_true(enabled);
        /* construction: pick the start area on the map, then a worker; a building
         * the bank cannot pay is disabled, its tooltip the core's reason */
        int home = cur()->st.players[p].start_area, x, y, picked = -1;
        area_on_screen(home, &x, &y);
        mouse(SDL_MOUSEMOTION, x, y);
        mouse(SDL_MOUSEBUTTONDOWN, x, y);
        mouse(SDL_MOUSEBUTTONUP, x, y);
        assert_int_equal(cur()->sel_area, home);
        for (int i = 0; i < cur()->st.n_pieces && picked < 0; i++)
            if (cur()->st.pieces[i].alive && cur()->st.pieces[i].owner == p && !cur()->st.pieces[i].building)
                picked = i;
        char label[160];
        app_draw(&the_app); /* the first free worker here is picked for the build buttons (play-test 12) */
        assert_int_equal(cur()->worker, picked);
        const trts_building_def *depot = &trts_player_faction(&cur()->st, p)->buildings[TRTS_ROLE_DEPOT];
        snprintf(label, sizeof label, _("%s %dm"), i18n_content(depot->name), depot->minerals);
        SDL_Rect r;
        bool on = true;
        app_draw(&the_app);
        assert_true(app_find_button(&the_app, label, &r, &on));
        assert_false(on);
        mouse(SDL_MOUSEMOTION, r.x + r.w / 2, r.y + r.h / 2);
        app_draw(&the_app);
        trts_why why = trts_test_build(&cur()->st, p, picked, TRTS_ROLE_DEPOT, home);
        assert_int_not_equal(why, TRTS_OK);
        /* the reason first (its first letter a capital: hTr15), then what the building is */
        const char *reason = _(trts_why_text(why));
        assert_int_equal(strncasecmp(the_app.tooltip, reason, 1), 0);
        assert_int_equal(strncmp(the_app.tooltip + 1, reason + 1, strlen(reason) - 1), 0);
        click_button("Done");
        assert_true(cur()->st.current != p || cur()->st.phase != TRTS_PHASE_MACRO);
    }
    /* Micro: the first player drags its workers into the area next to its start. */
    assert_int_equal(cur()->st.phase, TRTS_PHASE_MICRO);
    int p = cur()->st.current;
    pass_cover();
    int start = cur()->st.players[p].start_area, to = -1;
    const trts_area *ar = &cur()->st.map->areas[start];
    for (int e = 0; e < ar->n_adj && to < 0; e++)
        if (cur()->st.map->edges[ar->adj_edge[e]].kind != TRTS_EDGE_CLIFF)
            to = ar->adj[e];
    assert_true(to >= 0);
    drag(start, to);
    /* all its workers leave the start area, which stops its minerals, and the
     * move cannot be undone: asked first (hTr15, play-test 13) */
    if (strcmp(app_scene_name(&the_app), "trts-move-confirm") == 0)
        click_button("Move in (Enter)");
    assert_int_equal(cur()->st.phase, TRTS_PHASE_GROUP);
    assert_true(cur()->st.markers[to] & (1u << p));
    /* taking a neutral area is announced: no undo past it */
    bool enabled = true;
    assert_true(button_state("Undo", &enabled));
    assert_false(enabled);
    click_button("End");
    /* the other player, behind its cover, passes; then the first passes too */
    assert_int_equal(cur()->st.phase, TRTS_PHASE_MICRO);
    assert_int_not_equal(cur()->st.current, p);
    pass_cover();
    click_button("Pass");
    pass_cover();
    click_button("Pass");
    if (cur()->st.phase == TRTS_PHASE_MICRO) {
        pass_cover();
        click_button("Pass");
    }
    /* Reposition: each behind its cover, Done. */
    assert_int_equal(cur()->st.phase, TRTS_PHASE_REPOSITION);
    for (int n = 0; n < 2; n++) {
        pass_cover();
        click_button("Done: everyone else stays where they are");
    }
    assert_int_equal(cur()->st.round, 2);
    assert_int_equal(cur()->st.phase, TRTS_PHASE_MACRO);
    /* the ordered workers deployed */
    int workers = 0;
    for (int i = 0; i < cur()->st.n_pieces; i++)
        workers += cur()->st.pieces[i].alive && !cur()->st.pieces[i].building;
    assert_int_equal(workers, 6);
    /* the autosave holds the game; save, load and continue give it back */
    assert_true(cur()->autosave[0] != '\0');
    int n_actions = cur()->rec->n_actions;
    pass_cover();
    click_button("Save");
    const char *saved = _("Saved as %s"), *name_at = strstr(saved, "%s"); /* the text before the file's name */
    assert_non_null(name_at);
    assert_int_equal(strncmp(cur()->message, saved, (size_t)(name_at - saved)), 0);
    char saves[DATA_PATH_MAX];
    assert_true(data_paths_join(saves, sizeof saves, the_app.user_dir, "saves"));
    static char found[64][DATA_PATH_MAX];
    int n_found = app_list_json(saves, found, 64);
    assert_true(n_found >= 1);
    if (n_found > 1) /* earlier runs' saves: the newest is last by name */
        memcpy(found[0], found[n_found - 1], sizeof found[0]);
    assert_true(trts_save_is(found[0]));
    char title[160];
    assert_true(trts_save_title(found[0], title, sizeof title));
    assert_non_null(strstr(title, i18n_content("Twin Ridge")));
    assert_true(trts_load(&the_app, found[0]));
    assert_int_equal(cur()->rec->n_actions, n_actions);
    assert_int_equal(cur()->st.round, 2);
    assert_true(cur()->cover); /* a loaded hot-seat game starts behind the cover */
    static char autos[8][DATA_PATH_MAX];
    assert_true(trts_list_autosaves(&the_app, autos, 8) >= 1);
    assert_true(trts_continue(&the_app));
    assert_int_equal(cur()->st.round, 2);
    /* Round 2: both Macros done; in Micro the first player walks its workers home
     * (a quiet move inside its own areas) and takes it back with Undo. */
    last_input = -1;
    for (int n = 0; n < 2; n++) {
        pass_cover();
        /* one click gives last round's order again where the core allows it now,
         * and says how many; the button counts only those (disabled at none) */
        char same[96];
        int can = trts_repeat_available(cur());
        assert_true(can == 0 || can == 1);
        snprintf(same, sizeof same, _("Same as last round (%d)"), can);
        int before = cur()->rec->n_actions;
        bool on = false;
        assert_true(button_state(same, &on));
        assert_int_equal(on, can > 0);
        if (can) {
            click_button(same);
            assert_int_equal(cur()->rec->n_actions, before + 1);
            assert_true(cur()->rec->actions[before].kind == TRTS_ACT_MAKE ||
                        cur()->rec->actions[before].kind == TRTS_ACT_BUILD);
            assert_true(cur()->message[0] != '\0');
        }
        click_button("Done");
        if (!can && cur()->confirm_done) { /* no order this round, something to pay for: Done asks first */
            assert_int_equal(cur()->st.phase, TRTS_PHASE_MACRO);
            click_button("Yes, Done");
        }
    }
    assert_int_equal(cur()->st.phase, TRTS_PHASE_MICRO);
    if (cur()->st.current != p) {
        pass_cover();
        click_button("Pass");
    }
    assert_int_equal(cur()->st.current, p);
    pass_cover();
    int there = 0;
    for (int i = 0; i < cur()->st.n_pieces; i++)
        there += cur()->st.pieces[i].alive && cur()->st.pieces[i].owner == p && cur()->st.pieces[i].area == to;
    assert_int_equal(there, 2);
    drag(to, start);
    assert_int_equal(cur()->st.phase, TRTS_PHASE_GROUP);
    assert_true(button_state("Undo", &enabled));
    assert_true(enabled); /* a quiet move is private: it may be taken back */
    click_button("Undo"); /* the move: the group stands where it was */
    assert_int_equal(cur()->st.phase, TRTS_PHASE_GROUP);
    there = 0;
    for (int i = 0; i < cur()->st.n_pieces; i++)
        there += cur()->st.pieces[i].alive && cur()->st.pieces[i].owner == p && cur()->st.pieces[i].area == to;
    assert_int_equal(there, 2);
    click_button("Undo"); /* the activation too */
    assert_int_equal(cur()->st.phase, TRTS_PHASE_MICRO);
    assert_false(cur()->cover); /* the same player goes on */
    assert_true(button_state("Undo", &enabled));
    assert_false(enabled); /* nothing before its turn */
    /* a Conquest save is no TRTS save */
    assert_false(trts_save_is("/nonexistent/file.json"));
    app_free(&the_app);
}

/* Plays the game on the screen against the computer until it ends or round
 * `last_round` is over: the computer's turns play themselves (pump), the human
 * plays by the computer's plan through the screen's action path. */
static void play_on_screen_against_computer(int last_round)
{
    int steps = 0;
    while (cur()->st.phase != TRTS_PHASE_OVER && cur()->st.round <= last_round && steps < 4000) {
        steps++;
        trts_screen *c = cur();
        /* one human: no cover, ever */
        assert_false(c->cover);
        assert_int_equal(c->viewer, 0);
        if (c->st.players[c->st.current].computer) {
            pump();
            continue;
        }
        /* the human plays by the computer's plan, through the core (the mouse path is
         * the other test's); naming targets goes through "Auto-target" */
        static trts_action plan[TRTS_AI_PLAN_MAX];
        int n = trts_ai_plan(&c->st, c->st.current, plan, TRTS_AI_PLAN_MAX);
        assert_true(n > 0);
        if (c->st.phase == TRTS_PHASE_COMBAT_TARGETS) {
            click_button("Auto-target the rest and fight");
            continue;
        }
        for (int i = 0; i < n; i++)
            assert_true(trts_play_act(&the_app, cur(), plan[i]));
        pump();
    }
}

/* Against the computer: its turns play themselves; the game runs to the table.
 * Its first three rounds are played on the screen started by Start, its middle
 * through the core (on the screen every computer plan is a full redraw and an
 * autosave of the whole record: this was most of the test's time), and its last
 * round on the screen again, opened from that record, to the end-of-game table. */
static void test_against_computer_to_the_end(void **state)
{
    (void)state;
    client_skip_in_language_runs(); /* its screens are test_pixels's */
    set_xdg("trts-xdg-ai");
    setenv("SKIRMISH_SEED", "3", 1);
    assert_true(front_init(&the_app, false, true, true));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    pump();
    assert_true(app_scene_push(&the_app, &trts_setup_scene, NULL));
    trts_content *k = trts_content_get(&the_app);
    k->setup.computer[0] = false;
    k->setup.computer[1] = true;
    click_button("Start");
    play_on_screen_against_computer(3);
    assert_int_not_equal(cur()->st.phase, TRTS_PHASE_OVER);
    assert_true(cur()->st.round > 3);
    /* the rest of the game through the core, both seats by the computer's plan */
    static trts_game_record rec;
    static trts_state s;
    rec = *cur()->rec;
    int bad = -1;
    assert_true(trts_replay(&s, &k->rules, &rec, &bad));
    int last_round_start = rec.n_actions, round = s.round;
    while (s.phase != TRTS_PHASE_OVER) {
        if (s.round != round) {
            round = s.round;
            last_round_start = rec.n_actions;
        }
        static trts_action plan[TRTS_AI_PLAN_MAX];
        int n = trts_ai_plan(&s, s.current, plan, TRTS_AI_PLAN_MAX);
        assert_true(n > 0);
        for (int i = 0; i < n; i++) {
            assert_int_equal(trts_apply(&s, &plan[i]), TRTS_OK);
            rec.actions[rec.n_actions++] = plan[i];
        }
    }
    /* its last round on the screen, from the record of the rounds before */
    rec.n_actions = last_round_start;
    trts_play_args args = { .rec = &rec };
    assert_true(app_scene_open_from_root(&the_app, &trts_play_scene, &args));
    assert_int_not_equal(cur()->st.phase, TRTS_PHASE_OVER);
    play_on_screen_against_computer(100000);
    assert_int_equal(cur()->st.phase, TRTS_PHASE_OVER);
    assert_true(cur()->show_result);
    assert_true(button_state("View map", NULL));
    assert_string_equal(cur()->autosave, ""); /* a finished game keeps no autosave */
    /* but joins the replays, once, and opens as one to its end */
    char kept[1024];
    assert_true(data_replay_keep_dir(kept, sizeof kept));
    data_save_item *items = NULL;
    data_error err;
    assert_int_equal(data_save_list(kept, &items, &err), 1);
    data_replay rep;
    assert_true(data_replay_load(items[0].path, &k->rules, &rep, &err));
    data_replay_info info;
    assert_true(data_replay_info_of(&rep, &info));
    assert_true(info.over);
    data_replay_free(&rep);
    free(items);
    click_button("View map");
    assert_false(cur()->show_result);
    app_free(&the_app);
}



static char told[8][200];
static int n_told;

static void tell(void *ctx, const char *text)
{
    (void)ctx;
    if (n_told < 8 && (client_has_message(text, "Victory: %s concedes") ||
                       client_has_message(text, "Defeat: you conceded") ||
                       client_has_message(text, "%s (%s) wins: %s conceded")))
        snprintf(told[n_told++], sizeof told[0], "%s", text);
}

/* A duel ended by a concession says who conceded in the end table (not "by
 * elimination"): against the computer from the human's seat, either way round;
 * in hot seat with the winner's name. */
static void test_concession_told(void **state)
{
    (void)state;
    static const char *const want[] = { "Defeat: you conceded", "Victory: %s concedes", "%s (%s) wins: %s conceded" };
    for (int run = 0; run < 3; run++) {
        int quitter = run == 0 ? 0 : 1;
        assert_true(front_init_offscreen(&the_app, 1280, 800));
        the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
        trts_content *k = trts_content_get(&the_app);
        trts_game_record *rec = trts_test_duel(k, TRTS_DIRECTORATE, TRTS_MYRIAD, run < 2);
        rec->actions[rec->n_actions++] = trts_action_make(TRTS_ACT_CONCEDE, quitter, 0, 0, 0);
        trts_play_args args = { .rec = rec };
        assert_true(app_scene_open_from_root(&the_app, &trts_play_scene, &args));
        trts_screen *c = trts_current(&the_app);
        assert_int_equal(c->st.phase, TRTS_PHASE_OVER);
        assert_true(c->st.players[quitter].conceded);
        c->show_result = true;
        n_told = 0;
        the_app.text_seen = tell;
        app_draw(&the_app);
        the_app.text_seen = NULL;
        bool found = false;
        for (int i = 0; i < n_told; i++)
            found |= client_has_message(told[i], want[run]);
        if (!found)
            fail_msg("run %d: the end table does not say \"%s\" (%d texts caught)", run, want[run], n_told);
        app_free(&the_app);
    }
}

/* Conceding from the pause menu asks first: "Play on" changes nothing, "Concede"
 * ends the game with the other seat the winner. */
static void test_concede_asks(void **state)
{
    (void)state;
    set_xdg("trts-xdg-concede");
    assert_true(front_init(&the_app, false, true, true));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    pump();
    trts_content *k = trts_content_get(&the_app);
    trts_play_args args = { .rec = trts_test_duel(k, TRTS_DIRECTORATE, TRTS_LUMINAR, false) };
    assert_true(app_scene_open_from_root(&the_app, &trts_play_scene, &args));
    int seat = cur()->st.current;
    click_button(trts_test_cover_label(seat));
    trts_play_pause(&the_app, cur());
    click_button("Concede");
    assert_int_not_equal(cur()->st.phase, TRTS_PHASE_OVER);
    click_button("Play on");
    assert_int_not_equal(cur()->st.phase, TRTS_PHASE_OVER);
    assert_false(cur()->st.players[seat].conceded);
    trts_play_pause(&the_app, cur());
    click_button("Concede");
    click_button("Concede"); /* the question's answer */
    assert_int_equal(cur()->st.phase, TRTS_PHASE_OVER);
    assert_true(cur()->st.players[seat].conceded);
    assert_int_equal(cur()->st.winner, 1 - seat);
    app_free(&the_app);
}

/* The new-game screen's other match types: a 2 vs 2 team game and a three-player
 * free-for-all of computers start on a map that takes them and play on. No
 * autosave here (the other tests check it): every computer plan wrote the whole
 * record again, most of this test's time. */
static void test_team_and_ffa(void **state)
{
    (void)state;
    client_skip_in_language_runs(); /* its screens are test_pixels's (trts-setup-team) */
    set_xdg("trts-xdg-team");
    setenv("SKIRMISH_SEED", "5", 1);
    assert_true(front_init(&the_app, false, true, true));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    pump();
    trts_content_get(&the_app)->autosave_dir[0] = '\0';
    const int types[] = { TRTS_TEAM, TRTS_FFA, TRTS_LMS };
    const int players[] = { 4, 3, 4 };
    for (int t = 0; t < 3; t++) {
        assert_true(app_scene_open_from_root(&the_app, &trts_setup_scene, NULL));
        trts_content *k = trts_content_get(&the_app);
        for (int m = 0; m < k->n_maps; m++)
            if (k->maps[m].max_players == 4)
                k->setup.map = m;
        k->setup.type = types[t];
        k->setup.players = players[t];
        for (int p = 0; p < 4; p++) {
            k->setup.computer[p] = true;
            k->setup.faction[p] = p % TRTS_FACTIONS;
        }
        click_button("Start");
        assert_string_equal(app_scene_name(&the_app), "trts");
        assert_int_equal(cur()->st.n_players, players[t]);
        assert_int_equal(cur()->st.setup.type, types[t]);
        if (types[t] == TRTS_TEAM)
            assert_true(trts_allies(&cur()->st, 0, 2) && !trts_allies(&cur()->st, 0, 1));
        for (int i = 0; i < 40 && cur()->st.round < 2 && cur()->st.phase != TRTS_PHASE_OVER; i++)
            pump();
        assert_true(cur()->st.round >= 2 || cur()->st.phase == TRTS_PHASE_OVER);
        assert_false(cur()->cover);
        assert_int_equal(cur()->viewer, -1); /* no human: the public view */
    }
    app_free(&the_app);
}

/* ---- pixels ---- */

static void play_to(trts_game_record *rec, const trts_rules *rules, int round, trts_phase phase)
{
    static trts_state s;
    assert_true(trts_state_init(&s, &rec->map, rules, &rec->setup));
    static trts_action plan[TRTS_AI_PLAN_MAX];
    while (s.phase != TRTS_PHASE_OVER && !(s.round >= round && s.phase == phase && !s.players[s.current].computer)) {
        int n = trts_ai_plan(&s, s.current, plan, TRTS_AI_PLAN_MAX);
        assert_true(n > 0);
        for (int i = 0; i < n; i++) {
            assert_int_equal(trts_apply(&s, &plan[i]), TRTS_OK);
            rec->actions[rec->n_actions++] = plan[i];
        }
    }
}

static void pixels_at(int w, int h, const char *suffix)
{
    static app a;
    char name[64];
    setenv("SKIRMISH_SEED", "21", 1);
    assert_true(front_init_offscreen(&a, w, h));
    a.frozen_ticks = 1000;
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    assert_true(app_scene_open_from_root(&a, &trts_setup_scene, NULL));
    snprintf(name, sizeof name, "trts-setup%s", suffix);
    client_pixels_compare(&a, name);
    trts_content *k = trts_content_get(&a);
    /* the longest seat rows: a 2 vs 2 team game on a four-player map */
    trts_client_setup keep = k->setup;
    for (int m = 0; m < k->n_maps; m++)
        if (k->maps[m].max_players == 4)
            k->setup.map = m;
    k->setup.type = TRTS_TEAM;
    k->setup.players = 4;
    snprintf(name, sizeof name, "trts-setup-team%s", suffix);
    client_pixels_compare(&a, name);
    k->setup = keep;
    static trts_game_record rec;
    memset(&rec, 0, sizeof rec);
    rec.map = k->maps[0];
    rec.setup = (trts_setup){ .type = TRTS_DUEL, .n_players = 2, .factions = { TRTS_DIRECTORATE, TRTS_LUMINAR },
                              .computer = { false, false }, .seed = 4 };
    /* Macro in round 6 of a hot-seat duel, a worker picked in the start area */
    play_to(&rec, &k->rules, 6, TRTS_PHASE_MACRO);
    trts_play_args args = { .rec = &rec };
    assert_true(app_scene_open_from_root(&a, &trts_play_scene, &args));
    trts_screen *c = trts_current(&a);
    snprintf(name, sizeof name, "trts-cover%s", suffix);
    client_pixels_compare(&a, name);
    c->cover = false;
    c->sel_area = c->st.players[c->st.current].start_area;
    for (int i = 0; i < c->st.n_pieces; i++)
        if (c->st.pieces[i].alive && c->st.pieces[i].owner == c->st.current && trts_piece_worker(&c->st, i) &&
            c->st.pieces[i].area == c->sel_area && c->worker < 0)
            c->worker = i;
    snprintf(name, sizeof name, "trts-macro%s", suffix);
    client_pixels_compare(&a, name);
    /* the workers' states on their buttons (the longest labels of the panel), and a
     * refusal's message above the bottom row */
    int marked = 0;
    for (int i = 0; i < c->st.n_pieces && marked < 2; i++)
        if (c->st.pieces[i].alive && c->st.pieces[i].owner == c->st.current && trts_piece_worker(&c->st, i) &&
            c->st.pieces[i].area == c->sel_area && i != c->worker) {
            if (marked++ == 0)
                c->st.pieces[i].built_this_round = true;
            else
                c->st.pieces[i].busy = true;
        }
    snprintf(c->message, sizeof c->message, _("Move refused: %s"), _(trts_why_text(TRTS_WHY_UNREACHABLE)));
    snprintf(name, sizeof name, "trts-macro-workers%s", suffix);
    client_pixels_compare(&a, name);
    c->message[0] = '\0';
    /* Micro of round 8 with a group */
    rec.n_actions = 0;
    play_to(&rec, &k->rules, 8, TRTS_PHASE_MICRO);
    assert_true(app_scene_open_from_root(&a, &trts_play_scene, &args));
    c = trts_current(&a);
    c->cover = false;
    c->sel_area = c->st.players[c->st.current].start_area;
    snprintf(name, sizeof name, "trts-micro%s", suffix);
    client_pixels_compare(&a, name);
    /* the pause menu over it */
    trts_play_pause(&a, c);
    snprintf(name, sizeof name, "trts-pause%s", suffix);
    client_pixels_compare(&a, name);
    app_scene_pop(&a, NULL);
    /* Macro late in the game: the panel scrolls with the wheel */
    rec.n_actions = 0;
    play_to(&rec, &k->rules, 18, TRTS_PHASE_MACRO);
    assert_true(app_scene_open_from_root(&a, &trts_play_scene, &args));
    c = trts_current(&a);
    c->cover = false;
    c->sel_area = c->st.players[c->st.current].start_area;
    for (int i = 0; i < c->st.n_pieces; i++)
        if (c->st.pieces[i].alive && c->st.pieces[i].owner == c->st.current && trts_piece_worker(&c->st, i) &&
            c->st.pieces[i].area == c->sel_area && c->worker < 0)
            c->worker = i;
    snprintf(name, sizeof name, "trts-macro-late%s", suffix);
    client_pixels_compare(&a, name);
    /* the wheel does not scroll a panel whose content fits */
    ui_event move = { .kind = UI_EV_MOUSE_MOVE, .x = a.w - 20, .y = a.h / 2 };
    ui_event wheel = { .kind = UI_EV_WHEEL, .x = a.w - 20, .y = a.h / 2, .wheel = -3 };
    app_handle_event(&a, &move);
    app_handle_event(&a, &wheel);
    app_draw(&a);
    /* the late Macro (its area's income line, the buildings under construction
     * below the buttons, "Same as last round") may not fit even at 1280 x 800:
     * the wheel scrolls it, never above its top */
    assert_true(c->panel_scroll >= 0);
    /* to the end, and the table */
    rec.n_actions = 0;
    play_to(&rec, &k->rules, 100000, TRTS_PHASE_OVER);
    assert_true(app_scene_open_from_root(&a, &trts_play_scene, &args));
    c = trts_current(&a);
    c->show_result = true;
    snprintf(name, sizeof name, "trts-over%s", suffix);
    client_pixels_compare(&a, name);
    app_free(&a);
}

static void test_pixels(void **state)
{
    (void)state;
    /* a language run draws each screen of the 1280 x 800 pass at 800 x 560 (or
     * at 2560 x 1440 at its UI scale) too: the 800 x 560 pass is English only */
    if (!client_language_run())
        pixels_at(800, 560, "");
    pixels_at(1280, 800, "-1280");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hot_seat_round_by_mouse),
        cmocka_unit_test(test_against_computer_to_the_end),
        cmocka_unit_test(test_concession_told),
        cmocka_unit_test(test_concede_asks),
        cmocka_unit_test(test_team_and_ffa),
        cmocka_unit_test(test_pixels),
    };
    return cmocka_run_group_tests_name("client trts", tests, NULL, NULL);
}
