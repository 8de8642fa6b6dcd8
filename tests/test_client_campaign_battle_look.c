/*
 * How the Campaign's battles look on the Escarmouche board (issue 32, third
 * round): a player keeps the colour and the emblem it has on the map in every
 * battle, whichever side it fights on, and a battle drawn after another with
 * other players draws its own (the cached tokens are keyed by the look); the
 * log's first-turn roll shows the defender's +1 of Ready for the Assault,
 * re-rolls too; the Hero carries the board's Hero mark.
 *
 * The tiny map's first battle (campaign_to_the_board): Player 1 (seat 0, blue, circle)
 * attacks Player 2's capital; Player 2 (seat 1, red, triangle) defends, as the
 * board's side 0, with Ready for the Assault. A plain battle's side 0 is blue
 * with the circle: the two battles swap the colours and emblems of the sides.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>

#include <cmocka.h>

#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/view.h"
#include "campaign/campaign.h"
#include "campaign/internal.h"
#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/ai/simple.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/data/campaign_save.h"
#include "skirmish/data/files.h"
#include "skirmish/data/replay_keep.h"
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_test_util.h"

static SDL_Color pixel(app *a, int x, int y)
{
    SDL_Surface *s = a->offscreen;
    Uint32 v = ((const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch))[x];
    SDL_Color c = { 0, 0, 0, 255 };
    SDL_GetRGB(v, s->format, &c.r, &c.g, &c.b);
    return c;
}

/* The rectangle of a unit's token on the board, as board_draw puts it. */
static SDL_Rect token_rect(app *a, int unit)
{
    board_layout l = board_layout_compute(a->w, a->h, a->scale);
    int sq = board_battle_current(a)->match.game.units[unit].square;
    assert_true(sq != ESC_NO_SQUARE);
    float x, y;
    board_to_pixels(&l, (float)esc_square_file(sq) + 0.5f, (float)esc_square_rank(sq) + 0.5f, &x, &y);
    return (SDL_Rect){ (int)(x - l.sq * 0.45f), (int)(y - l.sq * 0.47f), (int)(l.sq * 0.9f), (int)(l.sq * 0.9f) };
}

/* Which of red and blue the token's rim is tinted with, read on the screen:
 * the pixels of its lower rim (under the portrait, away from the letter,
 * Health bar and emblem) that lean to one or the other. */
static char rim_hue(app *a, SDL_Rect r)
{
    int red = 0, blue = 0;
    for (int dx = -r.w / 5; dx <= r.w / 5; dx++)
        for (int y = r.y + r.h * 3 / 4; y < r.y + r.h * 92 / 100; y++) {
            SDL_Color c = pixel(a, r.x + r.w / 2 + dx, y);
            if (c.r > c.b + 40)
                red++;
            else if (c.b > c.r + 40)
                blue++;
        }
    if (red > 4 * blue && red > 10)
        return 'r';
    if (blue > 4 * red && blue > 10)
        return 'b';
    fail_msg("token at %d,%d: neither red nor blue (%d red, %d blue pixels)", r.x, r.y, red, blue);
    return '?';
}

/* Whether the white emblem on the token's rim is the circle (seat 0) or the
 * triangle (seat 1): on a circle every point of the ring at 0.8 of its radius
 * (right half: the unit's letter is to its left) is white; a triangle leaves
 * most of them dark. */
static char emblem_shape(app *a, SDL_Rect r)
{
    float cx = (float)r.x + (float)r.w * 0.2f, cy = (float)r.y + (float)r.h * 0.2f, rad = (float)r.w * 0.1f;
    int white = 0, n = 0;
    for (int i = -4; i <= 4; i++) {
        float ang = (float)i * 3.14159265f / 8.0f; /* -90 to 90 degrees from up, clockwise */
        int x = (int)(cx + sinf(ang) * rad * 0.8f + 0.5f), y = (int)(cy - cosf(ang) * rad * 0.8f + 0.5f);
        SDL_Color c = pixel(a, x, y);
        white += c.r > 225 && c.g > 225 && c.b > 225;
        n++;
    }
    if (white >= n - 1)
        return 'o';
    if (white <= n / 2)
        return '^';
    fail_msg("token at %d,%d: an emblem neither circle nor triangle (%d of %d white)", r.x, r.y, white, n);
    return '?';
}

/* Side 0's tokens and side 1's, as drawn now: "rb^o" is side 0 red with a
 * triangle, side 1 blue with a circle. */
static void expect_look(app *a, const char *want, const char *shot)
{
    app_draw(a);
    if (getenv("CAMPAIGN_SHOTS")) {
        char p[1200];
        snprintf(p, sizeof p, "%s/%s.png", getenv("CAMPAIGN_SHOTS"), shot);
        app_save_screenshot(a, p);
    }
    const esc_game *g = &board_battle_current(a)->match.game;
    for (int side = 0; side < ESC_SIDES; side++)
        for (int slot = 0; slot < g->squad_size[side]; slot++) {
            int id = side * ESC_SQUAD_MAX + slot;
            if (!esc_game_unit_alive(g, id))
                continue;
            SDL_Rect r = token_rect(a, id);
            char got[3] = { rim_hue(a, r), emblem_shape(a, r), 0 };
            char exp[3] = { want[side], want[2 + side], 0 };
            if (strcmp(got, exp) != 0)
                fail_msg("%s: side %d unit %d drawn %s, wanted %s", shot, side, slot, got, exp);
        }
}

/* One app run, three battles drawn in turn: the campaign's (side 0 is Player 2,
 * red, triangle), a plain one over it (side 0 blue, circle), and the campaign's
 * again once the plain one is closed. Each draws its own players' colours and
 * emblems, on the board and through the token cache, keyed by them. */
static void test_tokens_follow_players(void **state)
{
    (void)state;
    set_dirs("camp-battle-look");
    setenv("SKIRMISH_SEED", "5", 1);
    board_battle *bb = campaign_to_the_board();
    campaign_screen *c = cs();
    assert_int_equal(c->duel.players[0], 1); /* the defender, Player 2, is side 0 */
    assert_int_equal(c->duel.players[1], 0);
    campaign_deploy_all(&the_app);
    bb = board_battle_current(&the_app);
    expect_look(&the_app, "rb^o", "battle-look-campaign");
    assert_int_equal(board_emblem(0), 1);
    assert_int_equal(board_emblem(1), 0);
    /* The cache holds side 0's tokens as Player 2's. */
    assert_int_equal(the_app.assets.unit_tex_emblem[0], 1);
    assert_int_equal(the_app.assets.unit_tex_colour[0].r, ui_seat_colour(1).r);

    campaign_push_plain_battle(&the_app);
    expect_look(&the_app, "bro^", "battle-look-plain");
    assert_int_equal(board_emblem(0), 0);
    assert_int_equal(the_app.assets.unit_tex_emblem[0], 0);

    app_scene_pop(&the_app, NULL);
    assert_ptr_equal(board_battle_current(&the_app), bb);
    expect_look(&the_app, "rb^o", "battle-look-campaign-again");
    app_free(&the_app);
}

static bool tie_drawn;

static void note_text(void *ctx, const char *text)
{
    (void)ctx;
    if (strcmp(text, _("A tie: roll again")) == 0)
        tie_drawn = true;
}

/* The roll for the first turn with the defender's +1: each roll's clause, a
 * re-roll's too, shows the die, the +1 and the sum, and a modified tie says it
 * is rolled again (the core's sentence, then the campaign battle's log). */
static void test_reroll_shows_modifier(void **state)
{
    (void)state;
    esc_game before;
    memset(&before, 0, sizeof before);
    before.settings.hooks.die_modifier[0] = 1;
    esc_events ev;
    memset(&ev, 0, sizeof ev);
    ev.count = 3;
    ev.list[0].kind = ESC_EV_DICE;
    ev.list[0].amount = 3;
    ev.list[0].other = 4;
    ev.list[1].kind = ESC_EV_DICE;
    ev.list[1].amount = 2;
    ev.list[1].other = 5;
    ev.list[2].kind = ESC_EV_FIRST_PLAYER;
    ev.list[2].side = 1;
    esc_squad sq[ESC_SIDES];
    memset(sq, 0, sizeof sq);
    const esc_squad *squads[ESC_SIDES] = { &sq[0], &sq[1] };
    const char *names[ESC_SIDES] = { "Bob", "Ann" };
    esc_action end = esc_action_make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    char line[400];
    esc_describe_action_named(&before, squads, names, &end, &ev, line, (int)sizeof line);
    if (!strstr(line, "; first turn: Bob rolled 3+1=4, Ann rolled 4: a tie, rolled again; first turn: Bob rolled 2+1=3, "
                      "Ann rolled 5 (the higher starts); Ann starts"))
        fail_msg("the roll's clauses: %s", line);
    /* Without a modifier: the plain dice. */
    before.settings.hooks.die_modifier[0] = 0;
    esc_describe_action_named(&before, squads, names, &end, &ev, line, (int)sizeof line);
    if (!strstr(line, "; first turn: Bob rolled 3, Ann rolled 4 (the higher starts); first turn: Bob rolled 2, Ann rolled 5 "
                      "(the higher starts); Ann starts"))
        fail_msg("the plain roll's clauses: %s", line);

    /* The campaign battle: every die row of the log carries side 0's +1. */
    set_dirs("camp-battle-dice");
    setenv("SKIRMISH_SEED", "5", 1);
    board_battle *bb = campaign_to_the_board();
    assert_int_equal(bb->match.game.settings.hooks.die_modifier[0], 1);
    campaign_deploy_all(&the_app);
    bb = board_battle_current(&the_app);
    int rows = 0;
    for (int i = 0; i < bb->st.log_count; i++) {
        const char *row = strstr(bb->st.log[i], "first turn: ");
        if (!row)
            continue;
        rows++;
        int r0, sum0, r1;
        const char *first = strstr(row, " rolled "), *second = first ? strstr(first + 1, " rolled ") : NULL;
        if (!second || sscanf(first, " rolled %d+1=%d", &r0, &sum0) != 2 || sscanf(second, " rolled %d", &r1) != 1 ||
            sum0 != r0 + 1)
            fail_msg("a die row without the +1: '%s'", bb->st.log[i]);
        bool tie = sum0 == r1;
        if (tie != (strstr(row, "a tie, rolled again") != NULL))
            fail_msg("a die row that says a tie wrongly: '%s'", bb->st.log[i]);
    }
    assert_int_equal(rows, bb->match.game.n_dice);

    /* The dice box on the board, shown again at the first roll (1+1 against 2
     * with this seed): a tie of the modified rolls is said to be one. */
    const esc_record *rec = &bb->match.record;
    esc_game g;
    esc_record_replay(rec, &g, rec->n_actions - 1);
    esc_game after = g;
    esc_events events;
    assert_int_equal(esc_game_apply(&after, &rec->actions[rec->n_actions - 1], &events), ESC_OK);
    assert_true(g.n_dice == 0 && after.n_dice >= 2 && after.dice[0][0] + 1 == after.dice[0][1]);
    board_anim_start(&bb->st.anim, &g, &after, &events, 1.0f);
    float p = 0.0f;
    for (int i = 0; i < 400; i++) {
        const esc_event *e = board_anim_current(&bb->st.anim, &p);
        if (e && e->kind == ESC_EV_DICE && p > 0.8f)
            break;
        board_anim_update(&bb->st.anim, 0.01f);
    }
    assert_true(p > 0.8f);
    tie_drawn = false;
    the_app.text_seen = note_text;
    app_draw(&the_app);
    the_app.text_seen = NULL;
    assert_true(tie_drawn);
    if (getenv("CAMPAIGN_SHOTS")) {
        char path[1200];
        snprintf(path, sizeof path, "%s/battle-dice-modified.png", getenv("CAMPAIGN_SHOTS"));
        app_save_screenshot(&the_app, path);
    }
    app_free(&the_app);
}

static void expect_hero_marks(void)
{
    board_battle *bb = board_battle_current(&the_app);
    assert_non_null(bb);
    campaign_screen *c = cs();
    int heroes = 0;
    for (int s = 0; s < ESC_SIDES; s++) {
        const campaign_player *pl = &c->st.players[c->duel.players[s]];
        for (int k = 0; k < ESC_SQUAD_MAX; k++) {
            bool hero = false;
            for (int i = 0; k < c->duel.squads[s].n_units && i < pl->n_units; i++)
                hero = hero || (pl->units[i].uid == c->duel.uids[s][k] && pl->units[i].hero);
            heroes += hero;
            assert_int_equal(board_match_mark(&bb->match, s * ESC_SQUAD_MAX + k), hero ? BOARD_MARK_HERO : BOARD_MARK_NONE);
        }
    }
    assert_int_equal(heroes, 2); /* both Heroes fight (each seat put its ★ in) */
}

/* Issue 32 (fourth round): the Hero is marked on the battle board (its token
 * carries the board's Hero mark, no other unit does), in a battle reopened
 * from a save too (the marks are not saved: the campaign sets them again). */
static void test_hero_marked_on_board(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    set_dirs("camp-battle-hero");
    setenv("SKIRMISH_SEED", "5", 1);
    campaign_to_the_board();
    expect_hero_marks();
    campaign_deploy_all(&the_app);
    expect_hero_marks();
    crash_and_continue();
    for (int i = 0; i < 4 && !board_battle_current(&the_app); i++)
        app_step(&the_app);
    expect_hero_marks();
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tokens_follow_players),
        cmocka_unit_test(test_reroll_shows_modifier),
        cmocka_unit_test(test_hero_marked_on_board),
    };
    return cmocka_run_group_tests_name("client campaign battle look", tests, NULL, NULL);
}
