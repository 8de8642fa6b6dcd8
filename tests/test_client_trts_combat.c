/*
 * TRTS's combat in the client (src/client/trts), on a made-up position of a
 * hot-seat duel in an offscreen app: an engagement, the defender's retreat
 * choice behind its cover, targets named and auto-targeted, combat step by step,
 * keep-alive; then pixel tests of those screens at 800 x 560 and 1280 x 800.
 * Labels are found by their English msgid or built from the translated formats,
 * so the test holds in every language.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "client_test_util.h"
#include "client_trts_util.h"
#include "skirmish/i18n.h"
#include "trts/board.h"
#include "trts/play_internal.h"
#include "trts/trts.h"

static app off; /* the offscreen app the tests drive */

/* ---- an engagement, a defender's retreat choice, combat step by step ---- */


static void off_event(ui_event_kind kind, int x, int y)
{
    ui_event ev = { .kind = kind, .x = x, .y = y, .button = UI_BUTTON_LEFT };
    app_handle_event(&off, &ev);
    app_draw(&off);
}

static void off_click(const char *label);

/* The combat button: "Fight" once every piece has a target, else "Auto-target
 * the rest and fight"; `named` says which one must be there. */
static void off_fight(bool named)
{
    SDL_Rect r;
    bool enabled = false;
    app_draw(&off);
    /* The button heads the list: a panel scrolled down earlier goes back up. */
    trts_current(&off)->panel_scroll = 0;
    app_draw(&off);
    bool fight = app_find_button(&off, C_("trts combat", "Fight"), &r, &enabled);
    if (named)
        assert_true(fight);
    off_click(fight ? C_("trts combat", "Fight") : "Auto-target the rest and fight");
}


/* The button labelled `label`, or cut from it with "…" (a row too long for the
 * panel, whole in its tooltip). */
static bool off_find(const char *label, SDL_Rect *r, bool *enabled)
{
    if (app_find_button(&off, label, r, enabled))
        return true;
    const char *dots = "\u2026";
    for (int i = 0; i < off.n_drawn_buttons; i++) {
        const char *drawn = off.drawn_buttons[i].label;
        size_t n = strlen(drawn), d = strlen(dots);
        if (n > d && strcmp(drawn + n - d, dots) == 0 && strncmp(drawn, label, n - d) == 0) {
            *r = off.drawn_buttons[i].rect;
            *enabled = off.drawn_buttons[i].enabled;
            return true;
        }
    }
    return false;
}

static void off_click(const char *label)
{
    SDL_Rect r = { 0, 0, 0, 0 };
    bool enabled = false;
    label = _(label);
    app_draw(&off);
    /* Not on the panel as it is scrolled: at its top (the buttons heading a
     * list), then at its bottom (those under it). */
    trts_screen *c = trts_current(&off);
    for (int scroll = 0; c && scroll < 2 && !off_find(label, &r, &enabled); scroll++) {
        c->panel_scroll = scroll ? 1 << 20 : 0;
        app_draw(&off);
    }
    if (!off_find(label, &r, &enabled) || !enabled) {
        for (int i = 0; i < off.n_drawn_buttons; i++)
            print_message("drawn: '%s'%s\n", off.drawn_buttons[i].label, off.drawn_buttons[i].enabled ? "" : " (off)");
        fail_msg("no enabled button '%s' on screen %s", label, app_scene_name(&off));
    }
    off_event(UI_EV_MOUSE_MOVE, r.x + r.w / 2, r.y + r.h / 2);
    off_event(UI_EV_MOUSE_DOWN, r.x + r.w / 2, r.y + r.h / 2);
    off_event(UI_EV_MOUSE_UP, r.x + r.w / 2, r.y + r.h / 2);
}

static void off_drag(trts_screen *c, int from, int to)
{
    float x0, y0, x1, y1;
    app_draw(&off);
    areamap_camera_to_screen(&c->cam, c->model.nodes[from].x, c->model.nodes[from].y, &x0, &y0);
    areamap_camera_to_screen(&c->cam, c->model.nodes[to].x, c->model.nodes[to].y, &x1, &y1);
    off_event(UI_EV_MOUSE_MOVE, (int)x0, (int)y0);
    off_event(UI_EV_MOUSE_DOWN, (int)x0, (int)y0);
    off_event(UI_EV_MOUSE_MOVE, (int)x1, (int)y1);
    off_event(UI_EV_MOUSE_UP, (int)x1, (int)y1);
    /* a move into another team's area is asked first (play-test 7): yes */
    if (strcmp(app_scene_name(&off), "trts-move-confirm") == 0) {
        ui_event ev = { .kind = UI_EV_KEY, .key = UI_KEY_ENTER };
        app_handle_event(&off, &ev);
    }
}

/* Hot-seat: the cover up for the seat to act, when there is one, lifted by its
 * button (the other human decided last: play-test 5). */
static void off_lift(trts_screen *c)
{
    if (c->cover)
        off_click(trts_test_cover_label(c->st.current));
    assert_false(c->cover);
}

/* Player 1 holds `watch`, player 2 `nat`; Player 1's Micro turn, every unit's MP
 * full, no cover. */
static void micro_of_player_1(trts_screen *c, int watch, int nat)
{
    trts_state *s = &c->st;
    s->markers[watch] = 1u << 0;
    s->markers[nat] = 1u << 1;
    s->line[0] = 0;
    s->line[1] = 1;
    s->phase = TRTS_PHASE_MICRO;
    s->current = 0;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && !s->pieces[i].building)
            s->pieces[i].mp = (int8_t)trts_piece_unit(s, i)->speed;
    c->cover = false;
    c->viewer = c->last_decider = 0;
}

/* Two humans: Directorate troopers (Range 4) in s-watch, the Myriad's skitters
 * (Range 1) and a spitter (Range 4) in s-nat; Player 1's Micro turn. */
static trts_screen *combat_scenario(int w, int h, int skitters)
{
    setenv("SKIRMISH_SEED", "21", 1);
    assert_true(front_init_offscreen(&off, w, h));
    off.frozen_ticks = 1000;
    off.prefs.anim_speed = DATA_ANIM_INSTANT;
    trts_content *k = trts_content_get(&off);
    trts_play_args args = { .rec = trts_test_duel(k, TRTS_DIRECTORATE, TRTS_MYRIAD, false) };
    assert_true(app_scene_open_from_root(&off, &trts_play_scene, &args));
    trts_screen *c = trts_current(&off);
    trts_state *s = &c->st;
    int watch = trts_map_find_area(s->map, "s-watch"), nat = trts_map_find_area(s->map, "s-nat");
    const trts_faction *d = &k->rules.factions[TRTS_DIRECTORATE], *m = &k->rules.factions[TRTS_MYRIAD];
    for (int i = 0; i < 3; i++)
        assert_true(trts_state_place_unit(s, 0, trts_faction_unit(d, "trooper"), watch) >= 0);
    /* the spec's HP (1 and 2), as the scenario was drawn before the balance rulings */
    for (int i = 0; i < skitters; i++) {
        int sk = trts_state_place_unit(s, 1, trts_faction_unit(m, "skitter"), nat);
        assert_true(sk >= 0);
        s->pieces[sk].hp = 1;
    }
    int sp = trts_state_place_unit(s, 1, trts_faction_unit(m, "spitter"), nat);
    assert_true(sp >= 0);
    s->pieces[sp].hp = 2;
    micro_of_player_1(c, watch, nat);
    return c;
}

static char seen[20000]; /* the texts drawn since the last seen_clear */

static void text_seen(void *ctx, const char *text)
{
    (void)ctx;
    size_t n = strlen(seen);
    snprintf(seen + n, sizeof seen - n, "%s\n", text);
}

static bool seen_now(const char *part)
{
    seen[0] = '\0';
    app_draw(&off);
    return strstr(seen, part) != NULL;
}

/* Micro lists the seat's units in every area, grouped by area, with no area
 * picked (issue 33, hTr): the troopers in s-watch and the workers at home. */
static void test_units_every_area(void **state)
{
    (void)state;
    trts_screen *c = combat_scenario(1280, 800, 1);
    off.text_seen = text_seen;
    const trts_state *s = &c->st;
    c->sel_area = -1;
    char want[2][120];
    snprintf(want[0], sizeof want[0], _("Your units in %s:"),
             trts_area_label(&s->map->areas[trts_map_find_area(s->map, "s-watch")]));
    snprintf(want[1], sizeof want[1], _("Your units in %s:"), trts_area_label(&s->map->areas[s->players[0].start_area]));
    assert_true(seen_now(want[0]));
    assert_true(seen_now(want[1]));
    /* an area picked where the seat has no unit: no heading over an empty list */
    int empty = trts_map_find_area(s->map, "n-main");
    c->sel_area = empty;
    snprintf(want[0], sizeof want[0], _("Your units in %s:"), trts_area_label(&s->map->areas[empty]));
    assert_false(seen_now(want[0]));
    assert_true(seen_now(want[1]));
    app_free(&off);
}

static void test_engagement_and_combat(void **state)
{
    (void)state;
    trts_screen *c = combat_scenario(1280, 800, 5);
    off.text_seen = text_seen;
    trts_state *s = &c->st;
    int watch = trts_map_find_area(s->map, "s-watch"), nat = trts_map_find_area(s->map, "s-nat");
    /* dragging the troopers (picked from their area) into s-nat engages the Myriad */
    c->sel_area = watch;
    off_drag(c, watch, nat);
    /* the engagers' area is the defender's only way out: "retreat?" is not asked,
     * the defender stays (an action of the record) */
    assert_int_equal(c->rec->actions[c->rec->n_actions - 1].kind, TRTS_ACT_STAY);
    assert_int_equal(c->rec->actions[c->rec->n_actions - 1].player, 1);
    /* targeting is public: no cover, the private boards hidden */
    assert_int_equal(s->phase, TRTS_PHASE_COMBAT_TARGETS);
    assert_int_equal(s->current, 0);
    assert_false(c->cover);
    assert_true(seen_now(_("Fight here"))); /* crossed swords by the fight's area */
    assert_int_equal(c->viewer, -1);
    assert_int_equal(trts_combat_step_range(s), 4);
    /* Player 1 names the spitter as its first trooper's target, by clicking */
    int trooper = -1, spitter = -1;
    for (int i = 0; i < s->n_pieces; i++) {
        if (s->pieces[i].alive && s->pieces[i].owner == 0 && strcmp(trts_play_piece_name(s, i), i18n_content("Trooper")) == 0 &&
            trooper < 0)
            trooper = i;
        if (s->pieces[i].alive && s->pieces[i].owner == 1 && s->pieces[i].area == nat &&
            strcmp(trts_play_piece_name(s, i), i18n_content("Spitter")) == 0)
            spitter = i;
    }
    char label[400];
    snprintf(label, sizeof label, "%s", trts_test_target_row(trts_current(&off), trooper));
    off_click(label);
    assert_int_equal(c->attacker, trooper);
    snprintf(label, sizeof label, "%s (2)", trts_test_piece_label(trts_current(&off), "Spitter", spitter));
    off_click(label);
    assert_int_equal(s->choice[trooper][0], spitter);
    off_fight(false);
    /* the Myriad names its spitter's target in turn (public too, behind its
     * own cover: play-test 5), auto */
    if (s->phase == TRTS_PHASE_COMBAT_TARGETS) {
        assert_int_equal(s->current, 1);
        assert_true(c->cover);
        off_click(trts_test_cover_label(1));
        assert_int_equal(c->viewer, -1);
        off_click("Auto-target the rest and fight");
    }
    /* after the Range 4 step, the troopers may retreat: they stay */
    assert_true(s->log.n_steps >= 1);
    assert_int_equal(s->log.ranges[0], 4);
    bool hit_spitter = false;
    for (int i = 0; i < s->log.n_hits; i++)
        hit_spitter |= s->log.hits[i].attacker == trooper && s->log.hits[i].target == spitter;
    assert_true(hit_spitter);
    assert_int_equal(s->phase, TRTS_PHASE_COMBAT_RETREAT);
    off_lift(c);
    /* play-test 11: "Fight on to the end" stays at every step left, never asked again */
    off_click("Fight on to the end");
    while (s->phase == TRTS_PHASE_COMBAT_TARGETS || s->phase == TRTS_PHASE_COMBAT_RETREAT) {
        assert_false(s->phase == TRTS_PHASE_COMBAT_RETREAT && s->current == 0);
        off_lift(c);
        off_click(s->phase == TRTS_PHASE_COMBAT_TARGETS ? "Auto-target the rest and fight" : "Stay and fight on");
    }
    assert_true(s->log.n_steps >= 2);
    trts_play_scene.update(&off, c, 0.1f, true);
    assert_int_equal(c->log_shown, s->log.n_hits + s->log.n_steps); /* instant: the whole log shown */
    /* at normal speed the same round is shown an entry every 0.35 s, its area
     * outlined in red meanwhile */
    off.prefs.anim_speed = DATA_ANIM_NORMAL;
    c->log_seen_area = -1;
    trts_play_scene.update(&off, c, 0.0f, true);
    assert_int_equal(c->log_shown, 0);
    app_draw(&off);
    assert_true(c->model.nodes[nat].highlight);
    trts_play_scene.update(&off, c, 0.36f, true);
    assert_int_equal(c->log_shown, 1);
    trts_play_scene.update(&off, c, 0.36f, true);
    assert_int_equal(c->log_shown, 2);
    /* the first hit's damage on the map, by the swords */
    char dmg[80];
    const trts_log_hit *h0 = &s->log.hits[0];
    if (h0->outcome == TRTS_LOG_DESTROYED)
        snprintf(dmg, sizeof dmg, _("−%d · destroyed"), h0->damage);
    else
        snprintf(dmg, sizeof dmg, _("−%d"), h0->damage);
    /* the Myriad named the fight's last targets and its Micro turn follows:
     * no second cover for the same player (blind play-test 17) */
    assert_int_equal(s->current, 1);
    assert_false(c->cover);
    bool cover = c->cover;
    assert_true(seen_now(_("Fight here")));
    assert_true(seen_now(dmg));
    char shot[1024];
    snprintf(shot, sizeof shot, "%s/trts-fight-mark.bmp", getenv("SKIRMISH_TEST_TMP") ? getenv("SKIRMISH_TEST_TMP") : ".");
    SDL_SaveBMP(off.offscreen, shot);
    c->cover = cover;
    for (int i = 0; i < 100; i++)
        trts_play_scene.update(&off, c, 0.36f, true);
    assert_int_equal(c->log_shown, s->log.n_hits + s->log.n_steps);
    /* the fight over: no mark on the board (the seat's news may mark it as seen) */
    app_draw(&off);
    assert_int_equal(trts_board_fight_area(c), -1);
    assert_false(c->model.nodes[nat].highlight);
    app_free(&off);
}


/* Two bursters (suicide) engage two skitters; Player 1 names one skitter for each
 * burster, so nobody is left after the step and Player 2 (human, two candidates)
 * picks the piece it keeps alive. */
static void test_targets_and_keep_alive(void **state)
{
    (void)state;
    setenv("SKIRMISH_SEED", "21", 1);
    assert_true(front_init_offscreen(&off, 1280, 800));
    off.frozen_ticks = 1000;
    off.prefs.anim_speed = DATA_ANIM_INSTANT;
    trts_content *k = trts_content_get(&off);
    trts_play_args args = { .rec = trts_test_duel(k, TRTS_MYRIAD, TRTS_MYRIAD, false) };
    assert_true(app_scene_open_from_root(&off, &trts_play_scene, &args));
    trts_screen *c = trts_current(&off);
    trts_state *s = &c->st;
    int watch = trts_map_find_area(s->map, "s-watch"), nat = trts_map_find_area(s->map, "s-nat");
    const trts_faction *m = &k->rules.factions[TRTS_MYRIAD];
    int burster[2], skitter[2];
    for (int i = 0; i < 2; i++) {
        burster[i] = trts_state_place_unit(s, 0, trts_faction_unit(m, "burster"), watch);
        skitter[i] = trts_state_place_unit(s, 1, trts_faction_unit(m, "skitter"), nat);
        s->pieces[burster[i]].hp = s->pieces[skitter[i]].hp = 1; /* the spec's HP */
    }
    micro_of_player_1(c, watch, nat);
    c->sel_area = watch;
    off_drag(c, watch, nat);
    assert_int_equal(s->phase, TRTS_PHASE_COMBAT_TARGETS); /* no way out: no question */
    char label[160];
    for (int i = 0; i < 2; i++) {
        snprintf(label, sizeof label, "%s", trts_test_target_row(trts_current(&off), burster[i]));
        off_click(label);
        snprintf(label, sizeof label, "%s (1)", trts_test_piece_label(trts_current(&off), "Skitter", skitter[i]));
        off_click(label);
        assert_int_equal(s->choice[burster[i]][0], skitter[i]);
    }
    off_fight(true); /* every burster has its target: the button says "Fight" */
    if (s->phase == TRTS_PHASE_COMBAT_TARGETS) {
        off_lift(c);
        off_click("Auto-target the rest and fight");
    }
    /* nobody is left: the defender keeps one of its two skitters, publicly */
    assert_int_equal(s->phase, TRTS_PHASE_KEEP_ALIVE);
    assert_int_equal(s->current, 1);
    off_lift(c); /* behind its own cover (play-test 5), the public map */
    assert_int_equal(c->viewer, -1);
    snprintf(label, sizeof label, _("Keep %s"), trts_play_piece_label(trts_current(&off), s, skitter[1]));
    off_click(label);
    assert_true(s->pieces[skitter[1]].alive);
    assert_int_equal(s->pieces[skitter[1]].hp, 1);
    assert_false(s->pieces[skitter[0]].alive);
    assert_false(s->pieces[burster[0]].alive || s->pieces[burster[1]].alive);
    app_free(&off);
}

static void combat_pixels(int w, int h, const char *suffix)
{
    trts_screen *c = combat_scenario(w, h, 34);
    trts_state *s = &c->st;
    int watch = trts_map_find_area(s->map, "s-watch"), nat = trts_map_find_area(s->map, "s-nat");
    /* a way out for the defender (its marker next door), so "retreat?" is asked */
    s->markers[trts_map_find_area(s->map, "s-third")] = 2;
    c->sel_area = watch;
    off_drag(c, watch, nat);
    assert_int_equal(s->phase, TRTS_PHASE_DEFEND);
    off_click(trts_test_cover_label(1));
    char name[64];
    snprintf(name, sizeof name, "trts-defend%s", suffix);
    client_pixels_compare(&off, name);
    /* thirty-five units do not fit the panel: the wheel scrolls it */
    ui_event move = { .kind = UI_EV_MOUSE_MOVE, .x = off.w - 20, .y = off.h / 2 };
    ui_event wheel = { .kind = UI_EV_WHEEL, .x = off.w - 20, .y = off.h / 2, .wheel = -20 };
    app_handle_event(&off, &move);
    app_handle_event(&off, &wheel);
    app_draw(&off);
    assert_true(c->panel_scroll > 0);
    snprintf(name, sizeof name, "trts-defend-scrolled%s", suffix);
    client_pixels_compare(&off, name);
    /* a language run draws at 800 x 560 too, where the scroll is cut to that size's
     * panel: to the bottom again */
    app_handle_event(&off, &move);
    app_handle_event(&off, &wheel);
    app_draw(&off);
    off_click("Stay");
    off_lift(c); /* Player 1 names its targets behind its own cover (play-test 5) */
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == 0 && strcmp(trts_play_piece_name(s, i), i18n_content("Trooper")) == 0) {
            c->attacker = i;
            break;
        }
    snprintf(name, sizeof name, "trts-targets%s", suffix);
    client_pixels_compare(&off, name);
    /* the list of targets runs past a small window's panel (text is never under
     * 12 px): the button below it is reached with the wheel */
    app_handle_event(&off, &move);
    app_handle_event(&off, &wheel);
    app_draw(&off);
    off_click("Auto-target the rest and fight");
    if (s->phase == TRTS_PHASE_COMBAT_TARGETS) {
        off_lift(c);
        off_click("Auto-target the rest and fight");
    }
    off_lift(c);
    trts_play_scene.update(&off, c, 0.1f, true);
    snprintf(name, sizeof name, "trts-retreat%s", suffix);
    client_pixels_compare(&off, name);
    app_free(&off);
}

/* Issue 33: the crossed swords and "Fight here" never cover the area's name as
 * the map placed it, for every area of the map, at both sizes. */
static void test_fight_mark_off_names(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static const int sizes[][2] = { { 800, 560 }, { 1280, 800 } };
    for (int z = 0; z < 2; z++) {
        trts_screen *c = combat_scenario(sizes[z][0], sizes[z][1], 5);
        app_draw(&off);
        ui u = { &off, off.renderer, NULL, false, off.scale, true, 0 };
        SDL_Rect names[TRTS_MAX_AREAS];
        int n = areamap_view_name_boxes(&u, &c->cam, &c->model, names, TRTS_MAX_AREAS);
        for (int a = 0; a < n; a++) {
            SDL_Rect m = trts_board_fight_rect(&u, c, a);
            assert_true(m.w > 0 && m.h > 0);
            if (names[a].w > 0)
                assert_false(SDL_HasIntersection(&m, &names[a]));
        }
        app_free(&off);
    }
}

/* Issue 33: an amber "idle" tag on the map where the viewer's workers mine
 * nothing (no depot of theirs there), gone when there is none. */
static void test_idle_workers_marked(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    trts_screen *c = combat_scenario(1280, 800, 1);
    off.text_seen = text_seen;
    trts_state *s = &c->st;
    int v = c->viewer, watch = trts_map_find_area(s->map, "s-watch");
    assert_true(v >= 0);
    for (int a = 0; a < s->map->n_areas; a++)
        if (trts_income_idle_workers(s, v, a) > 0)
            for (int i = 0; i < s->n_pieces; i++) /* none idle to begin with */
                if (s->pieces[i].owner == v && s->pieces[i].area == a && trts_piece_unit(s, i) &&
                    (trts_piece_unit(s, i)->tags & TRTS_TAG_WORKER))
                    s->pieces[i].alive = false;
    assert_false(seen_now(C_("map mark", "idle")));
    const trts_faction *f = trts_player_faction(s, v);
    int t = -1;
    for (int u = 0; u < f->n_units && t < 0; u++)
        if (f->units[u].tags & TRTS_TAG_WORKER)
            t = u;
    assert_true(t >= 0);
    assert_true(trts_state_place_unit(s, v, t, watch) >= 0);
    assert_true(trts_income_idle_workers(s, v, watch) > 0);
    assert_true(seen_now(C_("map mark", "idle")));
    app_free(&off);
}

/* Play-test (hTr3 item 2): Activate, then End with nothing done spent the Micro
 * turn at once and left the units out of Reposition. End now asks first ("End
 * this turn without moving?"); Enter does not answer it, Keep choosing and Esc
 * go back to the group; Yes ends it. After a move End ends at once. */
static void test_end_idle_activation_asks(void **state)
{
    (void)state;
    trts_screen *c = combat_scenario(1280, 800, 1);
    trts_state *s = &c->st;
    int watch = trts_map_find_area(s->map, "s-watch");
    trts_set_clear(&c->sel);
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == 0 && s->pieces[i].area == watch && !s->pieces[i].building)
            trts_set_add(&c->sel, i);
    char activate[80];
    snprintf(activate, sizeof activate, _("Activate (%d)"), trts_set_count(&c->sel));
    off_click(activate);
    assert_int_equal(s->phase, TRTS_PHASE_GROUP);
    int n = c->rec->n_actions;
    off_click("End");
    assert_int_equal(s->phase, TRTS_PHASE_GROUP);
    assert_int_equal(c->rec->n_actions, n);
    assert_true(c->confirm_end);
    /* the question, and a long message (four lines in French) above the bottom buttons, looked at */
    snprintf(c->message, sizeof c->message, "%s %s", _("Last turn of Micro: if you pass (or fight nothing), the phase ends."),
             _("Drag to a green area to move the group; pick units and Leave them behind: units left behind "
               "are done for this round."));
    client_draw_at(&off, "trts-end-ask", 800, 560);
    client_draw_at(&off, "trts-end-ask", 1280, 800);
    c->message[0] = '\0';
    off.frozen_ticks += 60000; /* past the panel's Enter calm: Enter is no answer */
    ui_event ev = { .kind = UI_EV_KEY, .key = UI_KEY_ENTER };
    app_handle_event(&off, &ev);
    app_draw(&off);
    assert_int_equal(c->rec->n_actions, n);
    off_click("Keep choosing");
    assert_false(c->confirm_end);
    off_click("End");
    assert_true(c->confirm_end);
    ev.key = UI_KEY_ESCAPE;
    app_handle_event(&off, &ev);
    app_draw(&off);
    assert_false(c->confirm_end);
    assert_ptr_equal(app_scene_top(&off), &trts_play_scene); /* no pause menu for that Esc */
    off_click("End");
    off_click("Yes, end it");
    assert_int_equal(c->rec->n_actions, n + 1);
    assert_int_equal(c->rec->actions[n].kind, TRTS_ACT_END);
    assert_false(c->confirm_end);
    app_free(&off);
}

/* Play-test (hTr3 item 3): the Pass button's "Enter" hint sat against its label
 * at 800 x 560 ("Pass Enter"); play-test 3 then found it gone (French too):
 * now drawn at both sizes, the label moved left to keep a clear gap. */
static bool seen_line(const char *line)
{
    seen[0] = '\0';
    app_draw(&off);
    size_t n = strlen(line);
    for (const char *p = seen; (p = strstr(p, line)) != NULL; p++)
        if ((p == seen || p[-1] == '\n') && p[n] == '\n')
            return true;
    return false;
}

static void test_pass_hint_clear(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    for (int big = 0; big < 2; big++) {
        trts_screen *c = combat_scenario(big ? 1280 : 800, big ? 800 : 560, 1);
        off.text_seen = text_seen;
        trts_set_clear(&c->sel);
        off.frozen_ticks += 60000;
        assert_true(seen_line("Pass"));
        assert_true(seen_line("Enter"));
        off.text_seen = NULL;
        app_free(&off);
    }
}

/* Play-test 5 (MAJOR): a two-human fight walked on the screen. Player 2 is asked
 * "retreat?" (a way out next door) and stays; from then on every decision of a
 * seat (targets, retreat or fight on, keep-alive) comes behind that seat's own
 * cover whenever the other human decided last, the cover shows nothing of
 * either side, and no step shows the other seat's private boards: the public
 * steps are drawn for nobody (viewer -1), no bank, no hidden piece. */
static void hot_seat_decision(trts_screen *c, int *last, int *covers)
{
    const trts_state *s = &c->st;
    int cur = s->current;
    char pass[120], bank[2][160];
    snprintf(pass, sizeof pass, _("Pass the screen to %s"), trts_player_name(c, cur));
    for (int p = 0; p < 2; p++)
        snprintf(bank[p], sizeof bank[p], _("Bank %d/%d minerals · %d/%d gas · supply %d/%d"), s->players[p].minerals,
                 TRTS_BANK_CAP, s->players[p].gas, TRTS_BANK_CAP, trts_supply_used(s, p), trts_supply_provided(s, p));
    if (cur != *last) {
        assert_true(c->cover);
        assert_true(seen_now(pass));
        for (int p = 0; p < 2; p++)
            assert_null(strstr(seen, bank[p]));
        off_click(trts_test_cover_label(cur));
        (*covers)++;
    }
    assert_false(c->cover);
    *last = cur;
    seen_now("");
    if (trts_input_private(s)) {
        assert_int_equal(c->viewer, cur);
        return;
    }
    assert_int_equal(c->viewer, -1);
    for (int p = 0; p < 2; p++)
        assert_null(strstr(seen, bank[p]));
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && !s->pieces[i].public_)
            assert_false(trts_play_visible(c, i));
}

static void test_hot_seat_fight_covers(void **state)
{
    (void)state;
    trts_screen *c = combat_scenario(1280, 800, 5);
    off.text_seen = text_seen;
    trts_state *s = &c->st;
    int watch = trts_map_find_area(s->map, "s-watch"), nat = trts_map_find_area(s->map, "s-nat");
    s->markers[trts_map_find_area(s->map, "s-third")] = 2; /* a way out: "retreat?" is asked */
    c->sel_area = watch;
    off_drag(c, watch, nat);
    int last = 0, covers = 0;
    assert_int_equal(s->phase, TRTS_PHASE_DEFEND);
    assert_int_equal(s->current, 1);
    hot_seat_decision(c, &last, &covers);
    off_click("Stay");
    /* the play-test's case: Player 1's targets right after Player 2's "Stay" */
    assert_int_equal(s->phase, TRTS_PHASE_COMBAT_TARGETS);
    assert_int_equal(s->current, 0);
    assert_true(c->cover);
    int decisions = 0, seats = 0;
    while (s->phase == TRTS_PHASE_COMBAT_TARGETS || s->phase == TRTS_PHASE_COMBAT_RETREAT ||
           s->phase == TRTS_PHASE_DEFEND) {
        assert_true(++decisions < 60);
        seats |= 1 << s->current;
        hot_seat_decision(c, &last, &covers);
        off_click(s->phase == TRTS_PHASE_COMBAT_TARGETS ? "Auto-target the rest and fight"
                  : s->phase == TRTS_PHASE_DEFEND       ? "Stay"
                                                         : "Stay and fight on");
    }
    assert_int_equal(seats, 3);   /* both seats decided in the fight */
    assert_true(covers >= 3);     /* Player 2's "retreat?", then each seat's targets */
    assert_true(s->log.n_steps >= 1);
    app_free(&off);
}

static void test_pixels(void **state)
{
    (void)state;
    combat_pixels(800, 560, "");
    combat_pixels(1280, 800, "-1280");
}

/* The combat forecast (hTr): while the troopers are dragged over s-nat, a box
 * tells both sides and the likely outcome, from what Player 1 may see only:
 * with the Myriad's pieces hidden there is nothing to foretell. */
static void test_forecast_while_dragging(void **state)
{
    (void)state;
    trts_screen *c = combat_scenario(1280, 800, 2);
    off.text_seen = text_seen;
    trts_state *s = &c->st;
    int watch = trts_map_find_area(s->map, "s-watch"), nat = trts_map_find_area(s->map, "s-nat");
    char title[160];
    snprintf(title, sizeof title, _("Fight in %s if the defenders stay:"), trts_area_label(&s->map->areas[nat]));
    float x0, y0, x1, y1;
    app_draw(&off);
    areamap_camera_to_screen(&c->cam, c->model.nodes[watch].x, c->model.nodes[watch].y, &x0, &y0);
    areamap_camera_to_screen(&c->cam, c->model.nodes[nat].x, c->model.nodes[nat].y, &x1, &y1);
    off_event(UI_EV_MOUSE_MOVE, (int)x0, (int)y0);
    off_event(UI_EV_MOUSE_DOWN, (int)x0, (int)y0);
    off_event(UI_EV_MOUSE_MOVE, (int)x1, (int)y1);
    assert_int_equal(c->hover, nat);
    /* the title is one text in English (a longer language wraps it into pieces) */
    bool english = !client_language_run();
    assert_false(seen_now(title)); /* hidden pieces: no forecast */
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == 1 && s->pieces[i].area == nat)
            s->pieces[i].public_ = true;
    assert_true(seen_now(title) || !english);
    client_pixels_compare(&off, "trts-forecast-1280");
    off_event(UI_EV_MOUSE_UP, (int)x1, (int)y1);
    app_free(&off);
    /* the troopers already in the contested s-nat, activated: Attack's forecast in the panel */
    c = combat_scenario(800, 560, 2);
    off.text_seen = text_seen;
    s = &c->st;
    trts_action act = { .kind = TRTS_ACT_ACTIVATE, .player = 0 };
    for (int i = 0; i < s->n_pieces; i++) {
        trts_piece *p = &s->pieces[i];
        if (p->alive && p->area == watch && p->owner == 0) {
            p->area = (int8_t)nat;
            trts_set_add(&act.units, i);
        }
        if (p->alive && p->area == nat && p->owner == 1)
            p->public_ = true;
    }
    s->markers[nat] |= 1u;
    assert_int_equal(trts_apply(s, &act), TRTS_OK);
    assert_int_equal(trts_test_attack(s, 0), TRTS_OK);
    snprintf(title, sizeof title, _("Attack in %s:"), trts_area_label(&s->map->areas[nat]));
    assert_true(seen_now(title) || !english);
    client_pixels_compare(&off, "trts-forecast-attack");
    app_free(&off);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_units_every_area),
        cmocka_unit_test(test_forecast_while_dragging),
        cmocka_unit_test(test_engagement_and_combat),
        cmocka_unit_test(test_targets_and_keep_alive),
        cmocka_unit_test(test_hot_seat_fight_covers),
        cmocka_unit_test(test_fight_mark_off_names),
        cmocka_unit_test(test_idle_workers_marked),
        cmocka_unit_test(test_end_idle_activation_asks),
        cmocka_unit_test(test_pass_hint_clear),
        cmocka_unit_test(test_pixels),
    };
    return cmocka_run_group_tests_name("client trts combat", tests, NULL, NULL);
}
