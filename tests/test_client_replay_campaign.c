/*
 * The Campaign's replay (issue 38): a kept campaign opened from the Replays
 * list on its own area map, every position the state stepping the record
 * gives, its marks (battles, captures, turns); a battle opened as an
 * Escarmouche replay and Back to the same step; the hidden views (an
 * unfinished game fixed to its one human's seat: changing only the other
 * seat's recruits changes nothing drawn or written, while that other seat's
 * view does see them); Play from here starting a campaign at the moment
 * shown with the seats chosen.
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

#include "campaign/internal.h"
#include "client_test_util.h"
#include "replay/control.h"
#include "replay/internal.h"
#include "replay/replay.h"
#include "skirmish/data/campaign_record.h"
#include "skirmish/data/files.h"
#include "skirmish/data/replay_battle.h"
#include "skirmish/data/replay_keep.h"
#include "skirmish/i18n.h"

static app the_app;

static void veldt(char *out, size_t size)
{
    snprintf(out, size, "%s/replay_ui/campaign-veldt-4-turns.json", getenv("SKIRMISH_TEST_DATA"));
}

static void look(const char *name)
{
    app_draw(&the_app);
    if (the_app.layout_faults)
        fail_msg("%s: %d layout fault(s); the first: %s", name, the_app.layout_faults, the_app.layout_fault);
    client_look(&the_app, name);
}

static void key(int k, bool ctrl, bool shift)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_KEY;
    ev.key = (ui_key)k;
    ev.ctrl = ctrl;
    ev.shift = shift;
    app_handle_event(&the_app, &ev);
}

static replay_screen *open_screen(void)
{
    assert_string_equal(app_scene_name(&the_app), "replay");
    replay_screen *s = app_scene_state(&the_app, &replay_screen_scene);
    assert_non_null(s);
    return s;
}

/* The view's state (ca.c's first member) is the state stepping the record
 * gives, on what the rules read. */
static void assert_same_state(const campaign_state *a, const campaign_state *b)
{
    assert_int_equal(a->turn, b->turn);
    assert_int_equal(a->phase, b->phase);
    assert_memory_equal(a->forces.control, b->forces.control, sizeof a->forces.control);
    assert_int_equal(a->forces.n_armies, b->forces.n_armies);
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++) {
        assert_int_equal(a->players[p].gold, b->players[p].gold);
        assert_int_equal(a->players[p].n_units, b->players[p].n_units);
        assert_int_equal(a->players[p].renown_earned, b->players[p].renown_earned);
    }
}

/* Opened from the Replays list (kept as the Campaign keeps it), seeking
 * anywhere gives the state stepping gives; a battle opens as an Escarmouche
 * replay and Back returns at the same step. */
static void test_watch_and_battle(void **state)
{
    (void)state;
    client_player_dirs("replay-ca", "watch", true);
    client_player_start(&the_app, 1280, 800);
    char path[1024], dir[1024], kept[1024];
    veldt(path, sizeof path);
    replay_folder(&the_app, dir, sizeof dir);
    data_error err;
    assert_true(data_replay_keep_file(dir, path, "-campaign", kept, sizeof kept, &err));
    client_click_button(&the_app, "Replays");
    key(UI_KEY_ENTER, false, false);
    replay_screen *s = open_screen();
    assert_int_equal(s->rep.game, DATA_REPLAY_CAMPAIGN);
    assert_true(s->info.over);
    assert_int_equal(s->viewer, -1);
    assert_int_equal(s->ctl.n, s->rep.n_steps); /* finished: every step */
    look("replay-campaign-start");
    /* Every position against stepping, through the timeline's seek. */
    campaign_state *want = malloc(sizeof *want), *next = malloc(sizeof *next);
    assert_non_null(want);
    assert_non_null(next);
    *want = *s->rep.ca.start;
    int battle_at = -1, turns = 0, captures = 0;
    for (int p = 0; p <= s->ctl.n; p++) {
        if (p > 0) {
            *next = *want;
            assert_true(data_campaign_record_apply(&s->rep.ca, p - 1, next, NULL, 0));
            *want = *next;
        }
        replay_ctl_seek(&s->ctl, p);
        s->ops->show(s, false);
        assert_same_state(*(campaign_state **)s->view, want);
        if (s->ctl.marks[p] & REPLAY_MARK_BATTLE)
            battle_at = p;
        turns += (s->ctl.marks[p] & REPLAY_MARK_TURN) != 0;
        captures += (s->ctl.marks[p] & REPLAY_MARK_CAPTURE) != 0;
    }
    assert_int_equal(turns, 4);
    assert_true(captures >= 1);
    assert_int_equal(battle_at, 35); /* the duel, step 34 */
    /* Keys: End, Home, then a turn forward. */
    key(UI_KEY_END, false, false);
    assert_int_equal(s->ctl.pos, s->ctl.n);
    look("replay-campaign-end");
    key(UI_KEY_HOME, false, false);
    assert_int_equal(s->ctl.pos, 0);
    key(UI_KEY_PAGE_DOWN, false, false);
    assert_true(s->ctl.marks[s->ctl.pos] & REPLAY_MARK_TURN);
    /* Only a duel's step is a battle. */
    data_replay none;
    int sides[ESC_SIDES];
    assert_false(data_replay_campaign_battle(&s->rep, 0, &none, sides));
    assert_false(data_replay_campaign_battle(&s->rep, s->rep.n_steps, &none, sides));
    /* The battle: the button at its step, Enter opens it. */
    replay_ctl_seek(&s->ctl, battle_at);
    s->ops->show(s, false);
    app_draw(&the_app);
    SDL_Rect r;
    bool enabled;
    assert_true(app_find_button(&the_app, _("Watch this battle"), &r, &enabled));
    assert_true(enabled);
    look("replay-campaign-battle-step");
    key(UI_KEY_ENTER, false, false);
    assert_string_equal(app_scene_name(&the_app), "replay-battle");
    replay_screen *b = app_scene_state(&the_app, &replay_battle_scene);
    assert_non_null(b);
    assert_int_equal(b->rep.game, DATA_REPLAY_ESCARMOUCHE);
    assert_int_equal(b->rep.n_steps, s->rep.ca.steps[battle_at - 1].count);
    assert_true(b->battle);
    /* Each side named as the campaign names its player. */
    for (int side = 0; side < ESC_SIDES; side++) {
        bool found = false;
        for (int p = 0; p < s->info.n_seats; p++) {
            char name[64], got[64];
            replay_seat_name(s, p, name, sizeof name);
            replay_seat_name(b, side, got, sizeof got);
            found = found || strcmp(name, got) == 0;
        }
        assert_true(found);
    }
    key(UI_KEY_END, false, false);
    esc_game g;
    assert_true(data_replay_seek(&b->rep, b->ctl.pos, &g));
    assert_int_equal(g.phase, ESC_PHASE_OVER);
    look("replay-campaign-battle");
    /* No Play from here inside a battle: it is the campaign's. */
    app_draw(&the_app);
    assert_true(app_find_button(&the_app, _("Play from here"), &r, &enabled));
    assert_false(enabled);
    client_click_button(&the_app, "Back");
    assert_string_equal(app_scene_name(&the_app), "replay");
    assert_ptr_equal(open_screen(), s);
    assert_int_equal(s->ctl.pos, battle_at);
    /* No button where no battle was fought. */
    replay_ctl_seek(&s->ctl, battle_at - 2);
    s->ops->show(s, false);
    app_draw(&the_app);
    assert_false(app_find_button(&the_app, _("Watch this battle"), &r, &enabled));
    /* Another seat's view of the finished game: its gold shown, the other's not. */
    free(want);
    free(next);
    client_player_stop(&the_app);
}

/* The veldt campaign cut after `cut` steps, unfinished, seat `human` a
 * person's; `other_recruit`: seat 1's first recruit changed to a Captain (a
 * different unit, a different price), what seat 0 may not see. */
static void write_cut(const char *out, int cut, int human, bool other_recruit)
{
    char path[1024];
    veldt(path, sizeof path);
    data_replay rep;
    data_error err;
    assert_true(data_replay_load(path, NULL, &rep, &err));
    data_campaign_record rec;
    data_campaign_record_init(&rec);
    assert_true(data_campaign_record_copy(&rec, &rep.ca));
    data_campaign_record_truncate(&rec, cut);
    if (other_recruit) {
        assert_int_equal(rec.steps[5].kind, DATA_CAMPAIGN_RECRUIT);
        assert_int_equal(rec.steps[5].player, 1);
        assert_int_equal(rec.steps[14].kind, DATA_CAMPAIGN_RECRUIT);
        rec.steps[5].def = rec.steps[14].def; /* a Captain, not a Knight Commander */
    }
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
        rec.start->settings.computer[p] = p != human;
    campaign_state *st = malloc(sizeof *st);
    assert_non_null(st);
    *st = *rec.start;
    for (int k = 0; k < cut; k++) {
        char why[200] = "";
        if (!data_campaign_record_apply(&rec, k, st, why, (int)sizeof why))
            fail_msg("step %d: %s", k, why);
    }
    rec.computer = st->computer;
    data_seat seats[CAMPAIGN_MAX_PLAYERS];
    memcpy(seats, rep.ca_seats, sizeof seats);
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
        seats[p].computer = p != human;
    if (!data_campaign_save_record(out, st, seats, NULL, NULL, &rec, &err)) {
        char msg[600];
        data_error_format(&err, msg, sizeof msg);
        fail_msg("%s", msg);
    }
    free(st);
    data_campaign_record_free(&rec);
    data_replay_free(&rep);
}

typedef struct seen {
    int n;
    char told[40][2048];
    char *drawn[40];
    uint64_t pixels[40];    /* the frame's pixels, hashed */
} seen;

/* The frame just drawn, read back from the renderer and hashed (FNV-1a). */
static uint64_t frame_hash(void)
{
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(the_app.renderer, &w, &h);
    uint32_t *px = malloc((size_t)w * (size_t)h * 4);
    assert_non_null(px);
    assert_int_equal(SDL_RenderReadPixels(the_app.renderer, NULL, SDL_PIXELFORMAT_ARGB8888, px, w * 4), 0);
    uint64_t x = 1469598103934665603ull;
    bool any = false;
    for (size_t i = 0; i < (size_t)w * (size_t)h; i++) {
        x = (x ^ (px[i] & 0xFFFFFFu)) * 1099511628211ull;
        any = any || (px[i] & 0xFFFFFFu) != 0;
    }
    free(px);
    assert_true(any); /* something was drawn */
    return x;
}

/* What an unfinished replay shows its fixed seat at every position: the
 * view's own description and every text drawn. */
static void watch(const char *path, int viewer, seen *out)
{
    if (!replay_open(&the_app, path))
        fail_msg("%s", the_app.message);
    replay_screen *s = open_screen();
    assert_false(s->info.over);
    assert_true(s->view_fixed);
    if (s->choosing_seat)
        key(UI_KEY_1 + viewer, false, false);
    assert_int_equal(s->viewer, viewer);
    assert_true(s->ctl.n < 40);
    out->n = s->ctl.n;
    for (int p = 0; p <= s->ctl.n; p++) {
        replay_ctl_seek(&s->ctl, p);
        s->ops->show(s, false);
        client_draw_at(&the_app, "replay-campaign-hidden", 1280, 800);
        out->pixels[p] = frame_hash();
        replay_ca_describe(s, out->told[p], sizeof out->told[p]);
        out->drawn[p] = strdup(client_drawn_texts());
        assert_non_null(strstr(out->drawn[p], "Last step")); /* the panel's texts were recorded */
    }
    app_scene_pop(&the_app, NULL);
}

static void seen_free(seen *s)
{
    for (int p = 0; p <= s->n; p++)
        free(s->drawn[p]);
}

/* Hidden information: seat 0's view of an unfinished campaign is the same,
 * drawn and written, whatever seat 1 recruited in secret; seat 1's own view
 * of the same two games tells them apart. */
static void test_hidden_views(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    client_player_dirs("replay-ca", "hidden", true);
    client_player_start(&the_app, 1280, 800);
    char a[1200], b[1200];
    snprintf(a, sizeof a, "%.900s/cut-a.json", the_app.user_dir);
    snprintf(b, sizeof b, "%.900s/cut-b.json", the_app.user_dir);
    seen *x = calloc(1, sizeof *x), *y = calloc(1, sizeof *y);
    assert_non_null(x);
    assert_non_null(y);
    write_cut(a, 17, 0, false);
    write_cut(b, 17, 0, true);
    watch(a, 0, x);
    watch(b, 0, y);
    /* Seat 1's five recruits of turn 1 and one of turn 2 are not its steps. */
    assert_int_equal(x->n, 17 - 6);
    assert_int_equal(x->n, y->n);
    for (int p = 0; p <= x->n; p++) {
        assert_string_equal(x->told[p], y->told[p]);
        assert_string_equal(x->drawn[p], y->drawn[p]);
        assert_true(x->pixels[p] == y->pixels[p]);
    }
    seen_free(x);
    seen_free(y);
    /* The same games from seat 1's view: its recruits are steps, told. */
    write_cut(a, 17, 1, false);
    write_cut(b, 17, 1, true);
    watch(a, 1, x);
    watch(b, 1, y);
    assert_int_equal(x->n, 17 - 6);
    bool differ = false;
    bool drawn_differ = false;
    for (int p = 0; p <= x->n; p++) {
        differ = differ || strcmp(x->told[p], y->told[p]) != 0;
        drawn_differ = drawn_differ || x->pixels[p] != y->pixels[p];
    }
    assert_true(differ);
    assert_true(drawn_differ); /* the hash sees what the seat sees */
    assert_non_null(strstr(y->told[1], "Captain"));
    seen_free(x);
    seen_free(y);
    free(x);
    free(y);
    client_player_stop(&the_app);
}

/* Play from here: a campaign from the moment shown, seat 0 a person's and
 * seat 1 the computer's, its record the replay's first steps; the replay's
 * file untouched. */
static void test_play_from_here(void **state)
{
    (void)state;
    client_player_dirs("replay-ca", "take", true);
    client_player_start(&the_app, 800, 560);
    char path[1024];
    veldt(path, sizeof path);
    char *text;
    size_t len;
    data_error err;
    assert_true(data_file_read(path, &text, &len, &err));
    assert_true(replay_open(&the_app, path));
    replay_screen *s = open_screen();
    look("replay-campaign-small");
    replay_ctl_seek(&s->ctl, 23); /* turn 3, its orders to give */
    s->ops->show(s, false);
    client_click_button(&the_app, "Play from here");
    assert_true(s->take_open);
    s->take[0].computer = false;
    s->take[1].computer = true;
    snprintf(s->take[1].level, sizeof s->take[1].level, "normal");
    look("replay-campaign-play-from-here");
    client_click_button(&the_app, "Start");
    assert_string_equal(app_scene_name(&the_app), "campaign");
    campaign_screen *c = campaign_current(&the_app);
    assert_non_null(c);
    assert_int_equal(c->record.n_steps, 23);
    assert_int_equal(c->st.turn, 3);
    assert_false(c->st.settings.computer[0]);
    assert_true(c->st.settings.computer[1]);
    char *after;
    size_t after_len;
    assert_true(data_file_read(path, &after, &after_len, &err));
    assert_int_equal(after_len, len);
    assert_memory_equal(after, text, len);
    free(after);
    free(text);
    /* The new campaign's autosave is among the Replays' saved games. */
    while (the_app.depth > 1)
        app_scene_pop(&the_app, NULL);
    client_click_button(&the_app, "Replays");
    client_click_button(&the_app, "Saved games");
    client_draw_at(&the_app, "replays-saved-campaign", 800, 560);
    if (!client_language_run())
        assert_true(client_was_drawn("Campaign · Veldt Marches · Unfinished"));
    client_player_stop(&the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_watch_and_battle),
        cmocka_unit_test(test_hidden_views),
        cmocka_unit_test(test_play_from_here),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
