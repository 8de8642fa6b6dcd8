/*
 * TRTS hides what it should (issue 33, docs/trts.md "Piece numbers" and
 * "Hidden information"): two hot-seat games from the same seed that differ
 * only in what player 1 did unseen — a Technician made in secret, its bank, a
 * quiet move of that Technician in its own area — show player 2 exactly the
 * same screens: every text drawn (panel, piece labels, combat log, the event
 * report and the whole log, each area's hover card), every pixel, and the
 * steps of its "last turn again". The game is played on the screen with the
 * players' orders scripted (player 1 the Directorate, player 2 the Myriad, on
 * the small test map, made a two-player map): each moves its two starting
 * workers one area towards the middle in round 1; in round 2 both engage the
 * middle and fight there. The transcripts also hold the new labels: player 2's
 * new Tender is "Tender 3" whatever player 1 made, the enemy's workers are
 * "Technician 1" and "2" in the order player 2 saw them, the log's rows say
 * "Round 2", the engagement comes "from" the last area of the path.
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
#include "trts/play_internal.h"
#include "trts/trts.h"
#include "trts_test_util.h"

#define SEAT 1          /* the seat whose screens are compared */
#define SNAPS_MAX 400
#define SNAP_TEXT 24000

typedef struct snap {
    uint64_t pixels;    /* FNV-1a of the frame */
    int steps;          /* the seat's "last turn again" steps */
    char text[SNAP_TEXT];
} snap;

static app off;
static trts_game_record rec;
static snap *snaps[2];
static int n_snaps[2];
static char frame_text[SNAP_TEXT];
static size_t frame_len;

static void text_seen(void *ctx, const char *text)
{
    (void)ctx;
    size_t n = strlen(text);
    if (frame_len + n + 2 < sizeof frame_text) {
        memcpy(frame_text + frame_len, text, n);
        frame_len += n;
        frame_text[frame_len++] = '\n';
        frame_text[frame_len] = '\0';
    }
}

/* Draws a frame and adds its text (and hash) to the snapshot being built. */
static void draw_into(snap *sn)
{
    frame_len = 0;
    frame_text[0] = '\0';
    app_draw(&off);
    sn->pixels = sn->pixels * 31 + trts_test_pixels_hash(off.offscreen);
    size_t used = strlen(sn->text);
    snprintf(sn->text + used, sizeof sn->text - used, "%s--\n", frame_text);
}

/* What the seat is shown now, when the screen is its own or public: the frame,
 * each area's hover card, the whole log; kept when it differs from the last. */
static void capture(int game)
{
    trts_screen *c = trts_current(&off);
    if (c->cover || (c->viewer != SEAT && c->viewer != -1))
        return;
    static snap sn;
    memset(&sn, 0, sizeof sn);
    draw_into(&sn);
    for (int a = 0; a < c->st.map->n_areas; a++) {
        c->hover = a;
        draw_into(&sn);
    }
    c->hover = -1;
    bool open = c->history_open;
    c->history_open = true;
    draw_into(&sn);
    c->history_open = open;
    sn.steps = c->last_turn[SEAT].steps;
    int n = n_snaps[game];
    if (n > 0 && memcmp(&snaps[game][n - 1], &sn, sizeof sn) == 0)
        return;
    assert_true(n < SNAPS_MAX);
    snaps[game][n_snaps[game]++] = sn;
}

/* The test map for two players: starts A and E, laid out for the screen. */
static void two_player_map(trts_map *m)
{
    *m = *tt_map();
    m->max_players = 2;
    m->areas[TT_F].start = m->areas[TT_G].start = 0;
    static const int xy[][2] = {{100, 100}, {250, 180}, {400, 300}, {550, 420}, {700, 500}, {400, 120}, {400, 480}};
    for (int a = 0; a < m->n_areas; a++) {
        m->areas[a].x = xy[a][0];
        m->areas[a].y = xy[a][1];
    }
}

/* A player's workers standing in an area. */
static trts_set workers_in(const trts_state *s, int p, int area)
{
    trts_set set;
    trts_set_clear(&set);
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == p && s->pieces[i].area == area && trts_piece_worker(s, i))
            trts_set_add(&set, i);
    return set;
}

/* The area one step from a player's start towards the middle. */
static int step_one(const trts_state *s, int p)
{
    return s->players[p].start_area == TT_A ? TT_B : TT_D;
}

static void act(trts_screen *c, trts_action a)
{
    assert_true(trts_play_act(&off, c, a));
}

/* The seat's last turn again, whenever it is offered (once per place in the
 * record), every frame of it kept with its step and how many there are. */
static int replays, replayed_at;

static void replay_if_offered(int game, trts_screen *c)
{
    if (c->cover || c->viewer != SEAT || !trts_lastturn_available(c) || replayed_at == c->rec->n_actions)
        return;
    replayed_at = c->rec->n_actions;
    replays++;
    assert_true(trts_lastturn_open(&off, c));
    for (int i = 0; i < 2000 && c->replay && !trts_lastturn_held(c); i++) {
        int steps = 0;
        static snap sn;
        memset(&sn, 0, sizeof sn);
        sn.steps = 1000 + trts_lastturn_step(c, &steps, NULL) * 100 + steps;
        draw_into(&sn);
        int n = n_snaps[game];
        if (n == 0 || memcmp(&snaps[game][n - 1], &sn, sizeof sn) != 0) {
            assert_true(n < SNAPS_MAX);
            snaps[game][n_snaps[game]++] = sn;
        }
        trts_play_scene.update(&off, c, 0.25f, true);
    }
    assert_true(trts_lastturn_held(c)); /* at its last step, until the player goes back */
    trts_lastturn_close(&off, c);
}

/* Plays the script to round 3's Macro, capturing the seat's screens. Player
 * 0's secrets in `game` 1: a Technician made in round 1, moved quietly from
 * its start to its own area in round 2's Micro (game 0 passes that turn). */
static void play(int game)
{
    setenv("SKIRMISH_SEED", "4", 1);
    assert_true(front_init_offscreen(&off, 1280, 800));
    off.frozen_ticks = 1000;
    off.prefs.anim_speed = DATA_ANIM_INSTANT;
    off.text_seen = text_seen;
    memset(&rec, 0, sizeof rec);
    two_player_map(&rec.map);
    rec.setup = (trts_setup){ .type = TRTS_DUEL, .n_players = 2, .factions = { TRTS_DIRECTORATE, TRTS_MYRIAD },
                              .computer = { false, false }, .seed = 4 };
    trts_play_args args = { .rec = &rec };
    assert_true(app_scene_open_from_root(&off, &trts_play_scene, &args));
    trts_screen *c = trts_current(&off);
    replays = 0;
    replayed_at = -1;
    bool made[2] = { false, false }, moved[2] = { false, false }, engaged[2] = { false, false }, quiet = false;
    int target = -1;
    for (int guard = 0; guard < 400; guard++) {
        const trts_state *s = &c->st;
        if (s->round == 3 && s->phase == TRTS_PHASE_MACRO && s->current == SEAT)
            break;
        assert_true(s->phase != TRTS_PHASE_OVER);
        capture(game);
        if (c->cover) {
            c->cover = false;
            if (s->current == SEAT && s->phase == TRTS_PHASE_MACRO)
                c->sel_area = s->players[SEAT].start_area; /* its workers listed */
            capture(game);
        }
        replay_if_offered(game, c);
        int p = s->current;
        const trts_faction *f = trts_player_faction(s, p);
        switch (s->phase) {
        case TRTS_PHASE_MACRO:
            if (s->round == 1 && !made[p] && (p == SEAT || game == 1)) {
                made[p] = true;
                int depot = -1;
                for (int i = 0; i < s->n_pieces; i++)
                    if (s->pieces[i].alive && s->pieces[i].owner == p && s->pieces[i].building)
                        depot = i;
                act(c, (trts_action){ .kind = TRTS_ACT_MAKE, .a = (int16_t)depot, .b = (int16_t)trts_faction_worker(f) });
            } else {
                act(c, (trts_action){ .kind = TRTS_ACT_DONE });
            }
            break;
        case TRTS_PHASE_MICRO: {
            trts_set units;
            if (s->round == 1 && !moved[p]) {
                moved[p] = true;
                units = workers_in(s, p, s->players[p].start_area);
                target = step_one(s, p);
            } else if (s->round == 2 && !engaged[p]) {
                engaged[p] = true;
                units = workers_in(s, p, step_one(s, p));
                target = TT_C;
            } else if (s->round == 2 && p == 0 && !quiet) {
                quiet = true;
                if (game == 0) {
                    act(c, (trts_action){ .kind = TRTS_ACT_PASS });
                    break;
                }
                units = workers_in(s, p, s->players[p].start_area); /* the secret Technician */
                target = step_one(s, p);
            } else {
                act(c, (trts_action){ .kind = TRTS_ACT_PASS });
                break;
            }
            assert_false(trts_set_empty(&units));
            act(c, (trts_action){ .kind = TRTS_ACT_ACTIVATE, .units = units });
            break;
        }
        case TRTS_PHASE_GROUP:
            if (target >= 0) {
                int to = target;
                target = -1;
                act(c, (trts_action){ .kind = TRTS_ACT_MOVE, .a = (int16_t)to });
            } else {
                act(c, (trts_action){ .kind = TRTS_ACT_END });
            }
            break;
        case TRTS_PHASE_KEEP_ALIVE:
            for (int i = 0; i < s->n_pieces; i++)
                if (trts_set_has(&s->keep_candidates, i)) {
                    act(c, (trts_action){ .kind = TRTS_ACT_KEEP, .a = (int16_t)i });
                    break;
                }
            break;
        case TRTS_PHASE_DEFEND:
        case TRTS_PHASE_COMBAT_RETREAT: act(c, (trts_action){ .kind = TRTS_ACT_STAY }); break;
        case TRTS_PHASE_COMBAT_TARGETS:
        case TRTS_PHASE_REPOSITION: act(c, (trts_action){ .kind = TRTS_ACT_DONE }); break;
        default: fail_msg("unexpected phase %d", (int)s->phase);
        }
    }
    capture(game);
    if (c->cover)
        c->cover = false;
    capture(game);
    assert_true(engaged[0] && engaged[1] && (game == 0 || quiet));
    assert_true(c->st.log.n_hits > 0);
    assert_true(replays > 0);
    if (game == 1) { /* a shot to look at: the panel's combat log and the whole event log */
        char path[1024];
        snprintf(path, sizeof path, "%s/trts-hidden-log.bmp", getenv("SKIRMISH_TEST_TMP") ? getenv("SKIRMISH_TEST_TMP") : ".");
        c->history_open = true;
        app_draw(&off);
        SDL_SaveBMP(off.offscreen, path);
        c->history_open = false;
    }
    app_free(&off);
}

/* The first line where two texts differ, for the failure message. */
static void first_difference(const char *a, const char *b, char *out, size_t size)
{
    while (*a && *a == *b) {
        a++;
        b++;
    }
    while (*a && a[-1] != '\n')
        a--, b--;
    const char *ea = strchr(a, '\n'), *eb = strchr(b, '\n');
    snprintf(out, size, "\"%.*s\" / \"%.*s\"", ea ? (int)(ea - a) : 80, a, eb ? (int)(eb - b) : 80, b);
}

static bool transcript_has(int game, const char *part)
{
    for (int i = 0; i < n_snaps[game]; i++)
        if (strstr(snaps[game][i].text, part))
            return true;
    return false;
}

static void test_other_side_unseen(void **state)
{
    (void)state;
    for (int g = 0; g < 2; g++) {
        snaps[g] = calloc(SNAPS_MAX, sizeof *snaps[g]);
        assert_non_null(snaps[g]);
        n_snaps[g] = 0;
        play(g);
    }
    for (int i = 0; i < n_snaps[0] && i < n_snaps[1]; i++) {
        const snap *a = &snaps[0][i], *b = &snaps[1][i];
        if (strcmp(a->text, b->text) != 0) {
            char diff[400];
            first_difference(a->text, b->text, diff, sizeof diff);
            fail_msg("screen %d of the seat differs: %s", i, diff);
        }
        if (a->steps != b->steps)
            fail_msg("screen %d: last-turn steps %d / %d", i, a->steps, b->steps);
        if (a->pixels != b->pixels)
            fail_msg("screen %d: the same text, other pixels", i);
    }
    assert_int_equal(n_snaps[0], n_snaps[1]);
    /* what the labels say (English run) */
    char want[160];
    for (int g = 0; g < 2; g++) {
        snprintf(want, sizeof want, _("%s %d"), i18n_content("Tender"), 3);
        assert_true(transcript_has(g, want));
        snprintf(want, sizeof want, _("%s %d"), i18n_content("Technician"), 2);
        assert_true(transcript_has(g, want));
        assert_false(transcript_has(g, "#"));
        assert_true(transcript_has(g, "engaged C from "));
        assert_false(transcript_has(g, "engaged C from A"));
        assert_false(transcript_has(g, "engaged C from E"));
        if (!i18n_language() || strcmp(i18n_language(), "en") == 0) {
            assert_true(transcript_has(g, "Round 2 · "));
            assert_false(transcript_has(g, "T2 · "));
        }
    }
    free(snaps[0]);
    free(snaps[1]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_other_side_unseen),
    };
    return cmocka_run_group_tests_name("client trts hidden information", tests, NULL, NULL);
}
