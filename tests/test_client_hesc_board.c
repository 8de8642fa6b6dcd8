/*
 * Escarmouche play-test fixes (hEsc), through the client: what the board
 * draws. The attack forecast and floating damage inside their square, a zone's
 * label over no unit, one Health segment per point of maximum, a blocked shot's
 * red line reaching its target, a charge with the enemy clicked first, a line of
 * sight grazing a corner marked. The screens' words and questions:
 * test_client_hesc.c.
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

#include "barracks/barracks.h"
#include "barracks/widgets.h"
#include "board/anim.h"
#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/sight_line.h"
#include "board/view.h"
#include "client_esc_util.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "scenario/scenario.h"
#include "scenario/scenario_internal.h"
#include "shell/assets.h"
#include "shell/ui.h"
#include "skirmish/core/esc/los.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

static app the_app;

/* A hot-seat battle, play begun (client_esc_battle_playing). */
static board_battle *battle_begun(void) { return client_esc_battle_playing(&the_app); }

/* 6. The attack forecast ("-2", "KO", "blocked") and the floating damage
 * number sit on a chip wholly inside the hit unit's square, at a readable
 * size, at every window size and scale, in English and a longer language
 * (play-test 3: the chip ran past the square's edge; a rising "-1" ended
 * between two squares). */
static void test_chips_inside_square(void **state)
{
    (void)state;
    app *a = &the_app;
    ui u = { 0 };
    u.app = a;
    const int sizes[][2] = { { 800, 560 }, { 1024, 700 }, { 1280, 800 }, { 1920, 1080 }, { 2560, 1440 } };
    const float scales[] = { 1.0f, 1.5f, 2.0f };
    const char *texts[] = { "-1", "-12", "KO" };
    const int amounts[] = { 1, 12, 0 };
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
        for (size_t c = 0; c < sizeof scales / sizeof scales[0]; c++) {
            board_layout l = board_layout_compute(sizes[k][0], sizes[k][1], scales[c]);
            for (int s = 0; s < 64; s++) {
                SDL_Rect sq = board_square_rect(&l, s), cut;
                for (size_t t = 0; t < 3; t++) {
                    int px = 0;
                    /* The forecast, where the board asks for it (over the token). */
                    SDL_Rect chip = board_unit_chip(&u, sq, (float)sq.x + (float)l.sq / 2,
                                                    (float)sq.y + (float)l.sq * 0.38f, texts[t], (int)(l.sq * 0.26f), &px);
                    SDL_IntersectRect(&chip, &sq, &cut);
                    if (!SDL_RectEquals(&cut, &chip))
                        fail_msg("%dx%d x%.1f: the chip \"%s\" runs out of square %d", sizes[k][0], sizes[k][1],
                                 (double)scales[c], texts[t], s);
                    assert_true(px >= UI_MIN_TEXT_PX);
                    assert_true(px >= l.sq / 5 || px >= 16); /* large, not the old 0.2 of a square */
                    /* The floating number ("-1", "-12", "blocked"), all its life. */
                    for (int age = 0; age <= 11; age++) {
                        board_anim_floater f = { s, amounts[t], amounts[t] ? 0 : 1, (float)age / 10.0f,
                                                 amounts[t] > 0 && age % 2 }; /* "-12 · KO" too (hEsc15) */
                        char text[32];
                        chip = board_floater_chip(&u, &l, &f, text, sizeof text, &px);
                        SDL_IntersectRect(&chip, &sq, &cut);
                        if (!SDL_RectEquals(&cut, &chip))
                            fail_msg("%dx%d: the floater \"%s\" leaves square %d at age %.1f", sizes[k][0],
                                     sizes[k][1], text, s, (double)f.age);
                        assert_true(px >= UI_MIN_TEXT_PX);
                    }
                }
            }
        }
}

/* 7. A zone's label never covers a unit while a square in or beside the zone
 * is free, whichever squares the units stand on, turned or not, at 800x560
 * and 1280x800 (play-test 3: "the hilltop" covered the unit on d4). */
static void test_zone_label_covers_no_unit(void **state)
{
    (void)state;
    app *a = &the_app;
    ui u = { 0 };
    u.app = a;
    static esc_game g;
    const char *hill[] = { "d4", "e4", "d3", "e3" };
    esc_bits zone = 0;
    for (int i = 0; i < 4; i++)
        zone |= esc_bit(esc_square_make(hill[i][0] - 'a', hill[i][1] - '1'));
    client_zone_game(&g, zone, (esc_objective){ ESC_OBJ_CONTROL, ESC_OBJ_BOTH_SIDES, 5, ESC_NO_UNIT, 1 }, "the hilltop",
                     true);
    const int sizes[2][2] = { { 800, 560 }, { 1280, 800 } };
    unsigned seed = 11;
    int placed = 0;
    for (int k = 0; k < 2; k++)
        for (int flip = 0; flip < 2; flip++) {
            board_use_flip(flip != 0);
            board_layout l = board_layout_compute(sizes[k][0], sizes[k][1], 1.0f);
            for (int trial = 0; trial < 400; trial++) {
                for (int s = 0; s < ESC_SQUARES; s++)
                    g.occupant[s] = ESC_NO_UNIT;
                /* The zone and its ring: each square taken by chance, more and more. */
                int units = 0;
                for (int s = 0; s < ESC_SQUARES; s++) {
                    seed = seed * 1103515245u + 12345u;
                    if ((int)((seed >> 16) % 400) < trial && units < ESC_MAX_UNITS)
                        g.occupant[s] = (int8_t)units++;
                }
                /* The very case of the report: a unit on d4, the zone's top left. */
                if (trial == 0)
                    g.occupant[esc_square_make(3, 3)] = 0;
                SDL_Rect b = board_zone_label_rect(&u, &l, &g, 0);
                assert_true(b.w > 0 && b.h > 0);
                bool free_square = false;
                for (int s = 0; s < ESC_SQUARES; s++) {
                    bool near = false;
                    for (int z = 0; z < ESC_SQUARES; z++)
                        near |= (g.scenario.zones[0] & esc_bit(z)) && esc_square_distance(s, z) <= 1;
                    free_square |= near && g.occupant[s] == ESC_NO_UNIT;
                }
                if (!free_square)
                    continue;
                placed++;
                for (int s = 0; s < ESC_SQUARES; s++) {
                    SDL_Rect q = board_square_rect(&l, s), cut;
                    if (g.occupant[s] != ESC_NO_UNIT && SDL_IntersectRect(&b, &q, &cut))
                        fail_msg("%dx%d%s trial %d: the label covers the unit on square %d", sizes[k][0], sizes[k][1],
                                 flip ? " turned" : "", trial, s);
                }
                SDL_Rect board = l.board, cut;
                SDL_IntersectRect(&b, &board, &cut);
                assert_true(SDL_RectEquals(&cut, &b)); /* on the board */
            }
        }
    board_use_flip(false);
    board_use_zone_labels(NULL, NULL, false);
    assert_true(placed > 400);
}

/* hEsc5 (play-test 4 CA medium 2): one Health segment per point of maximum
 * Health, each one apart from the next at every UI scale, a lost point a
 * hollow box: a 4-Health unit at full Health shows four green segments (it
 * showed two: fractional gaps rounded away), at 1 Health one red and three
 * empty. `colour` tells the lit segments; returns the most runs in one row. */
static int bar_runs(app *a, SDL_Rect sq, bool (*lit)(Uint8, Uint8, Uint8), int *empty)
{
    SDL_Surface *s = a->offscreen;
    int best = 0;
    for (int y = sq.y + sq.h / 2; y < sq.y + sq.h && y < s->h; y++) {
        int runs = 0, holes = 0;
        bool in = false, in_hole = false;
        for (int x = sq.x; x < sq.x + sq.w && x < s->w; x++) {
            Uint8 r, g, b;
            SDL_GetRGB(((Uint32 *)s->pixels)[y * (s->pitch / 4) + x], s->format, &r, &g, &b);
            bool on = lit(r, g, b), hole = r == 22 && g == 22 && b == 26;
            runs += on && !in;
            holes += hole && !in_hole;
            in = on;
            in_hole = hole;
        }
        if (runs > best || (runs == best && empty && holes > *empty)) {
            best = runs;
            if (empty)
                *empty = holes;
        }
    }
    return best;
}

static bool bar_green(Uint8 r, Uint8 g, Uint8 b)
{
    return r == 90 && g == 210 && b == 100;
}

static bool bar_red(Uint8 r, Uint8 g, Uint8 b)
{
    return r == 235 && g == 70 && b == 60;
}

static void test_health_segments_per_max(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    int unit = -1;
    for (int u = 0; u < ESC_MAX_UNITS && unit < 0; u++)
        if (esc_game_unit_alive(g, u))
            unit = u;
    assert_true(unit >= 0);
    g->units[unit].max_health = 4;
    bb->st.input.hovered = ESC_NO_SQUARE;
    const int sizes[][2] = { { 1280, 800 }, { 800, 560 } };
    for (int k = 0; k < 2; k++) {
        g->units[unit].health = 4;
        board_anim_init(&bb->st.anim, g); /* the board draws the Health the animations show */
        client_draw_at(a, "hesc5-health-full", sizes[k][0], sizes[k][1]);
        board_layout l = board_layout_compute(a->w, a->h, a->scale);
        SDL_Rect sq = board_square_rect(&l, g->units[unit].square);
        int segs = bar_runs(a, sq, bar_green, NULL);
        if (segs != 4)
            fail_msg("%dx%d: a 4-Health unit at full Health shows %d segments, not 4", a->w, a->h, segs);
        g->units[unit].health = 1;
        board_anim_init(&bb->st.anim, g);
        client_draw_at(a, "hesc5-health-low", sizes[k][0], sizes[k][1]);
        int empty = 0;
        segs = bar_runs(a, sq, bar_red, &empty);
        if (segs != 1 || empty != 3)
            fail_msg("%dx%d: at 1 Health of 4: %d lit and %d empty segments, not 1 and 3", a->w, a->h, segs, empty);
    }
    app_scene_pop_to_root(a);
}

static void put_unit(esc_game *g, int unit, int square)
{
    int from = g->units[unit].square, other = g->occupant[square];
    if (from == square)
        return;
    if (other != ESC_NO_UNIT)
        g->units[other].square = from;
    g->occupant[from] = other;
    g->units[unit].square = square;
    g->occupant[square] = unit;
}

static bool reddish(app *a, int x, int y)
{
    SDL_Surface *s = a->offscreen;
    for (int dy = -2; dy <= 2; dy++)
        for (int dx = -2; dx <= 2; dx++) {
            int px = x + dx, py = y + dy;
            if (px < 0 || py < 0 || px >= s->w || py >= s->h)
                continue;
            Uint8 r, g, b;
            SDL_GetRGB(((Uint32 *)s->pixels)[py * (s->pitch / 4) + px], s->format, &r, &g, &b);
            if (r > 200 && g < 110 && b < 110)
                return true;
        }
    return false;
}

/* hEsc5 (play-test 4 CA minor 9): a shot blocked by an obstacle draws its red
 * line on towards the target past the blocking square (it stopped at the
 * blocker's centre and read as aimed at the blocker). The unit on a1 aims at
 * the enemy on a3 over the rock on a2. */
static void test_blocked_line_reaches_target(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    board_input *in = &bb->st.input;
    int side = g->active, me = -1, enemy = -1;
    for (int u = 0; u < ESC_MAX_UNITS; u++)
        if (esc_game_unit_alive(g, u)) {
            if (esc_unit_side(u) == side && me < 0)
                me = u;
            if (esc_unit_side(u) != side && enemy < 0)
                enemy = u;
        }
    assert_true(me >= 0 && enemy >= 0);
    int a1 = esc_square_make(0, 0), a2 = esc_square_make(0, 1), a3 = esc_square_make(0, 2);
    put_unit(g, me, a1);
    put_unit(g, enemy, a3);
    if (g->occupant[a2] != ESC_NO_UNIT)
        for (int sq = 63; sq >= 0; sq--)
            if (g->occupant[sq] == ESC_NO_UNIT && !(g->obstacles & esc_bit(sq)) && sq != a2) {
                put_unit(g, g->occupant[a2], sq);
                break;
            }
    g->obstacles |= esc_bit(a2);
    g->units[me].range = 3;
    board_anim_init(&bb->st.anim, g);
    board_input_event click = { BOARD_INPUT_EV_CLICK, a1, BOARD_INPUT_KEY_NEXT_UNIT };
    battle_feed(a, &click);
    assert_int_equal(in->selected, me);
    in->hovered = a3;
    esc_los_trace t = esc_los_explain(g->obstacles | (esc_game_unit_squares(g) & ~esc_bit(a1)), a1, a3);
    assert_false(t.visible);
    assert_int_equal(t.block_square, a2);
    /* The line drawn is the ray from the corner nearest the target (hEsc10). */
    board_sight_ray rays[4];
    assert_int_equal(board_sight_rays(g->obstacles | (esc_game_unit_squares(g) & ~esc_bit(a1)), a1, a3, rays), 0);
    t.corner_x = rays[0].corner_x;
    t.corner_y = rays[0].corner_y;
    const int sizes[][2] = { { 1280, 800 }, { 800, 560 } };
    for (int k = 0; k < 2; k++) {
        client_draw_at(a, "hesc5-blocked-line", sizes[k][0], sizes[k][1]);
        board_layout l = board_layout_compute(a->w, a->h, a->scale);
        /* Along the ray, between the blocker's centre (rank 1.5) and the target's
         * square (rank 2): red somewhere past the blocker. */
        int found = 0;
        for (int i = 0; i < 10; i++) {
            float fy = 1.70f + 0.025f * (float)i, cx = (float)t.corner_x, cy = (float)t.corner_y;
            float fx = cx + (0.5f - cx) * (fy - cy) / (2.5f - cy), x, y;
            board_to_pixels(&l, fx, fy, &x, &y);
            found += reddish(a, (int)x, (int)y);
        }
        if (found == 0)
            fail_msg("%dx%d: the blocked line stops at the blocker, short of the target", a->w, a->h);
    }
    app_scene_pop_to_root(a);
}


/* Every unit off the board but `keep0` and `keep1`, and no obstacle. */
static void clear_board_but(esc_game *g, int keep0, int keep1)
{
    for (int u = 0; u < ESC_MAX_UNITS; u++)
        if (u != keep0 && u != keep1 && g->units[u].square != ESC_NO_SQUARE) {
            g->occupant[g->units[u].square] = ESC_NO_UNIT;
            g->units[u].square = ESC_NO_SQUARE;
            g->units[u].flags |= ESC_UF_DEAD;
            g->units[u].health = 0;
        }
    g->obstacles = 0;
}

/* Charge with the enemy clicked first: from the one square it may be charged
 * from, the charge is made (play-test 5: "that square is occupied"); with
 * several, nothing is done and the player picks one. */
static void test_charge_enemy_first(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    board_input *in = &bb->st.input;
    int me = client_esc_first_unit_of(g, g->active), enemy = client_esc_first_unit_of(g, g->active ^ 1);
    clear_board_but(g, me, enemy);
    g->units[me].abilities = (uint16_t)(1u << ESC_AB_CHARGE);
    g->units[me].move = 2;
    g->units[me].range = 1;
    put_unit(g, me, esc_square_make(3, 1));    /* d2 */
    put_unit(g, enemy, esc_square_make(3, 4)); /* d5: from c4, d4 or e4 */
    board_anim_init(&bb->st.anim, g);
    board_input_sync(in, g);
    board_input_event click = { BOARD_INPUT_EV_CLICK, esc_square_make(3, 1), BOARD_INPUT_KEY_NEXT_UNIT };
    battle_feed(a, &click);
    assert_int_equal(in->selected, me);
    board_input_event charge = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_ABILITY_1 };
    battle_feed(a, &charge);
    assert_int_equal(in->mode, BOARD_INPUT_CHOOSE_ABILITY);
    assert_int_equal(in->ability, ESC_AB_CHARGE);
    int n = bb->match.record.n_actions;
    click.square = esc_square_make(3, 4);
    battle_feed(a, &click);
    assert_int_equal(bb->match.record.n_actions, n); /* several squares: the player picks one */
    /* One square only (a5 from d2 with Move 2: b4): the charge is made from it. */
    put_unit(g, enemy, esc_square_make(0, 4));
    in->message[0] = '\0';
    click.square = esc_square_make(0, 4);
    battle_feed(a, &click);
    board_anim_finish(&bb->st.anim);
    assert_int_equal(bb->match.record.n_actions, n + 1);
    const esc_action *done = &bb->match.record.actions[n];
    assert_int_equal(done->ability, ESC_AB_CHARGE);
    assert_int_equal(done->square, esc_square_make(1, 3));
    app_scene_pop_to_root(a);
}

/* A line of sight that only grazes a blocker's corner is marked at that
 * corner, on the line (the rules block it: closed squares). */
static void test_sight_marked_on_corner(void **state)
{
    (void)state;
    /* From a1's corner (0, 0) to c3's centre (2.5, 2.5): through (1, 1), the
     * corner of b1 (file 1, rank 0) and of a2. */
    esc_los_trace t = { false, 0, 0, esc_square_make(1, 0) };
    float x, y;
    board_sight_entry(&t, esc_square_make(2, 2), &x, &y);
    assert_true(x > 0.999f && x < 1.001f && y > 0.999f && y < 1.001f);
    /* Through a square: where the segment enters it. */
    t = (esc_los_trace){ false, 1, 0, esc_square_make(1, 1) };
    board_sight_entry(&t, esc_square_make(1, 3), &x, &y); /* (1, 0) to (1.5, 3.5) */
    assert_true(y > 0.999f && y < 1.001f);
    assert_true(x > 1.14f && x < 1.15f);
    /* In a real battle: a rock whose corner the only ray grazes. */
    app *a = &the_app;
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    board_input *in = &bb->st.input;
    int me = client_esc_first_unit_of(g, g->active), enemy = client_esc_first_unit_of(g, g->active ^ 1);
    clear_board_but(g, me, enemy);
    put_unit(g, me, esc_square_make(0, 0));    /* a1 */
    put_unit(g, enemy, esc_square_make(2, 2)); /* c3 */
    g->obstacles = esc_bit(esc_square_make(1, 0)) | esc_bit(esc_square_make(0, 1)) |
                   esc_bit(esc_square_make(1, 1)); /* b1, a2, b2 */
    g->units[me].range = 3;
    board_anim_init(&bb->st.anim, g);
    board_input_sync(in, g);
    board_input_event click = { BOARD_INPUT_EV_CLICK, esc_square_make(0, 0), BOARD_INPUT_KEY_NEXT_UNIT };
    battle_feed(a, &click);
    in->hovered = esc_square_make(2, 2);
    client_draw_at(a, "hesc6-sight-corner", 1280, 800);
    client_esc_keep_shot(a, "hesc6-shots", "hesc6-sight-corner");
    app_scene_pop_to_root(a);
}

/* 8. Every badge a token can carry has its own slot (board_token_slot): the
 * danger badge (forecast, arrow chip, worst case, "!"), the status icons,
 * the letter, the mark (crown, flag, number, diamonds) and the Health bar;
 * no two share a pixel and all lie inside the square, at every window size
 * and scale, and the badges' words fit their slot at a readable size
 * (play-test 11: the letter, "!", "KO" and "-1" piled up on one token). */
static void test_token_badges_apart(void **state)
{
    (void)state;
    app *a = &the_app;
    ui u = { 0 };
    u.app = a;
    const int sizes[][2] = { { 800, 560 }, { 1024, 700 }, { 1280, 800 }, { 1920, 1080 }, { 2560, 1440 } };
    const int percents[] = { 100, 150, 200 }; /* the player's UI scale, as the window allows it */
    /* Each slot's longest words, in English and French ("KO" is "KO"). */
    const char *words[BOARD_SLOTS][4] = {
        [BOARD_SLOT_DANGER] = { "-1", "KO", "3\u21921", "!" },
        [BOARD_SLOT_LETTER] = { "C", "W", "m", "e" },
        [BOARD_SLOT_MARK] = { "2", "3", NULL, NULL },
    };
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
        for (size_t c = 0; c < sizeof percents / sizeof percents[0]; c++) {
            float scale = app_scale_for(sizes[k][0], sizes[k][1], percents[c]);
            board_layout l = board_layout_compute(sizes[k][0], sizes[k][1], scale);
            SDL_Rect sq = board_square_rect(&l, esc_square_make(3, 3)), cut;
            SDL_Rect slot[BOARD_SLOTS];
            for (int s = 0; s < BOARD_SLOTS; s++) {
                slot[s] = board_token_slot(sq, s);
                assert_true(slot[s].w > 0 && slot[s].h > 0);
                SDL_IntersectRect(&slot[s], &sq, &cut);
                if (!SDL_RectEquals(&cut, &slot[s]))
                    fail_msg("%dx%d x%.1f: slot %d leaves the square", sizes[k][0], sizes[k][1], (double)scale, s);
                for (int t = 0; t < s; t++)
                    if (SDL_HasIntersection(&slot[s], &slot[t]))
                        fail_msg("%dx%d x%.1f: slots %d and %d overlap", sizes[k][0], sizes[k][1], (double)scale,
                                 t, s);
                for (int w = 0; w < 4 && words[s][w]; w++) {
                    int px = 0;
                    SDL_Rect chip = board_slot_chip(&u, slot[s], words[s][w], l.sq / 4, 1, &px);
                    SDL_IntersectRect(&chip, &slot[s], &cut);
                    assert_true(SDL_RectEquals(&cut, &chip));
                    assert_true(px >= UI_MIN_TEXT_PX);
                    /* The words fit their chip: nothing was cut to keep it in the slot. */
                    if (ui_text_width(&u, words[s][w], px, true) + 2 > chip.w || px * 4 / 3 + 2 > chip.h + 1)
                        fail_msg("%dx%d x%.1f: \"%s\" does not fit its slot %d (%dx%d)", sizes[k][0], sizes[k][1],
                                 (double)scale, words[s][w], s, slot[s].w, slot[s].h);
                }
            }
            /* Two status icons side by side need no more than the column. */
            assert_true(slot[BOARD_SLOT_STATUS].h / 2 >= l.sq / 5);
            /* The portrait's middle stays in sight: no slot covers the square's centre. */
            SDL_Point mid = { sq.x + sq.w / 2, sq.y + sq.h / 2 };
            for (int s = 0; s < BOARD_SLOTS; s++)
                if (s != BOARD_SLOT_MARK)
                    assert_false(SDL_PointInRect(&mid, &slot[s]));
        }
    /* A token with every badge at once, drawn: looked at in the kept shot. */
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    int me = client_esc_first_unit_of(g, g->active), guard = me + 1;
    g->units[me].flags |= ESC_UF_STANCE;
    g->units[me].guarded_by = (int8_t)guard;
    board_anim_init(&bb->st.anim, g);
    board_input_sync(&bb->st.input, g);
    bb->st.input.show_threats = true;
    bb->match.mark[me] = BOARD_MARK_HERO;
    bb->match.mark[guard] = BOARD_MARK_ESCORT;
    client_draw_at(a, "hesc13b-badges", 800, 560);
    client_esc_keep_shot(a, "hesc13b-shots", "hesc13b-badges");
    client_draw_at(a, "hesc13b-badges", 1280, 800);
    client_esc_keep_shot(a, "hesc13b-shots", "hesc13b-badges");
    app_scene_pop_to_root(a);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    if (!front_init_offscreen(&the_app, 2560, 1440))
        return 1;
    the_app.frozen_ticks = 1000;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_chips_inside_square),
        cmocka_unit_test(test_zone_label_covers_no_unit),
        cmocka_unit_test(test_health_segments_per_max),
        cmocka_unit_test(test_blocked_line_reaches_target),
        cmocka_unit_test(test_charge_enemy_first),
        cmocka_unit_test(test_sight_marked_on_corner),
        cmocka_unit_test(test_token_badges_apart),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
