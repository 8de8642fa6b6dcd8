/*
 * Escarmouche, fourth round (issue 35), through the client: the computer's
 * turn ends on screen only after its last effect, its last turn can be shown
 * again step by step, each of the player's units shows what the enemy can do
 * to it next turn (the rules core's esc_game_worst_case, tested here too until
 * it has a core test of its own), the hot-seat cover's focus, the deployment
 * squares in every mode, and French names after "de".
 *
 * In a language run (SKIRMISH_TEST_LANGUAGE) the screens are kept under
 * $SKIRMISH_TEST_TMP/shots/r4-*.png for people to look at.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>

#include <SDL_image.h>

#include "barracks/barracks.h"
#include "barracks/barracks_scenes.h"
#include "board/anim.h"
#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/worst.h"
#include "client_esc_util.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/assets.h"
#include "shell/ui.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"
#include "skirmish/i18n.h"

static app the_app;

static void tick(board_battle *bb, int n, float dt)
{
    client_esc_tick(&the_app, bb, n, dt);
}

/* Opens a battle from the Escarmouche setup: human[] says who plays; the
 * humans' units are placed by Auto-deploy and the computer's by itself, and
 * the dice are rolled, so play has begun. */
static board_battle *battle_begun(bool human0, bool human1)
{
    return client_esc_battle_begun(&the_app, human0, human1);
}

/* Plays the side to act's turn with the first legal actions that are not End
 * turn or yield, through the screen, until the turn passes. */
static void play_turn(board_battle *bb)
{
    esc_game *g = &bb->match.game;
    int side = g->active, turn = g->turn;
    while (g->phase == ESC_PHASE_BATTLE && g->active == side && g->turn == turn) {
        esc_action list[ESC_MAX_ACTIONS];
        int n = esc_game_legal_actions(g, list, ESC_MAX_ACTIONS);
        int pick = 0;
        for (int i = 0; i < n; i++)
            if (list[i].kind == ESC_ACT_MOVE || list[i].kind == ESC_ACT_ATTACK) {
                pick = i;
                if (list[i].kind == ESC_ACT_ATTACK)
                    break;
            }
        battle_play(&the_app, &list[pick]);
        board_anim_finish(&bb->st.anim);
    }
}

/* The human's turn (the first, or the one after the computer's first, which
 * is played here by hand) with its End turn: the computer is to act, its
 * thread not yet asked (the test plays its actions). */
static void human_turn_first(board_battle *bb)
{
    esc_game *g = &bb->match.game;
    if (g->active == 1)
        play_turn(bb);
    board_anim_finish(&bb->st.anim);
    bb->st.ai_wait = 0.0f;
    bb->st.anim.floaters[0].square = -1;
    for (int i = 1; i < BOARD_ANIM_FLOATERS; i++)
        bb->st.anim.floaters[i].square = -1;
    tick(bb, 2, 0.1f);
    play_turn(bb);
    board_input_event end = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_END_TURN };
    if (bb->st.held)
        battle_feed(&the_app, &end);
    assert_int_equal(g->active, 1);
}

/* 1. The computer's last action: until its "-2" has floated away and its
 * highlight has stayed its moment, the top bar and the prompt are still the
 * computer's; then the turn is the player's. */
static void test_computer_turn_ends_after_its_effects(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_begun(true, false);
    esc_game *g = &bb->match.game;
    human_turn_first(bb);
    assert_int_equal(g->active, 1);
    /* The computer's turn, its actions chosen here (the thread is not asked). */
    play_turn(bb);
    assert_int_equal(g->active, 0);
    /* Its last action's damage still floats over the board. */
    bb->st.anim.floaters[0] = (board_anim_floater){ .square = esc_square_make(3, 3), .amount = 2 };
    tick(bb, 3, 0.1f);
    assert_int_equal(bb->st.shown_side, 1);
    client_draw_at(&the_app, "r4-computer-last-effect", 1280, 800);
    assert_false(client_was_drawn(_("Waiting for the other side to play")));
    assert_true(client_was_drawn(_("The computer is playing…")));
    client_draw_at(&the_app, "r4-computer-last-effect", 800, 560);
    /* It has played: the turn is the player's. */
    tick(bb, 40, 0.1f);
    assert_int_equal(bb->st.shown_side, -1);
    client_draw_at(&the_app, "r4-player-turn", 1280, 800);
    assert_false(client_was_drawn(_("The computer is playing…")));
    app_scene_pop_to_root(a);
}

static void key(ui_key k)
{
    ui_event ev = { .kind = UI_EV_KEY, .key = k };
    app_handle_event(&the_app, &ev);
}

/* The human's turn after the computer's, everything shown. */
static board_battle *after_computer_turn(void)
{
    board_battle *bb = battle_begun(true, false);
    esc_game *g = &bb->match.game;
    human_turn_first(bb);
    play_turn(bb);
    tick(bb, 40, 0.1f);
    assert_int_equal(g->active, 0);
    return bb;
}

/* 2. The computer's last turn again: R, a step at a time (Space) or in a row
 * (Enter), nothing in the match changes and nothing else can be done, R again
 * is the present. */
static void test_last_turn_again(void **state)
{
    (void)state;
    board_battle *bb = after_computer_turn();
    esc_game *g = &bb->match.game;
    esc_game now = *g;
    int n_actions = bb->match.record.n_actions;
    client_set_size(&the_app, 1280, 800);
    client_draw_at(&the_app, "r4-before-replay", 1280, 800);
    assert_true(client_was_drawn(_("Show the last turn again (R)")));
    if (!battle_replay_available(bb))
        fail_msg("no replay: phase %d active %d playing %d thinking %d msg %s", g->phase, g->active, bb->st.anim.playing,
                 board_match_ai_thinking(&bb->match), bb->st.input.message);
    key(UI_KEY_R);
    board_replay *r = &bb->st.replay;
    assert_true(r->on);
    assert_int_equal(r->side, 1);
    assert_true(board_replay_count(r) >= 1);
    assert_int_equal(board_replay_shown(r), 0);
    client_draw_at(&the_app, "r4-replay-start", 1280, 800);
    client_draw_at(&the_app, "r4-replay-start", 800, 560);
    assert_true(client_was_drawn(_("Back to now (R)")));
    /* Read-only: End turn does nothing while it is on. */
    key(UI_KEY_E);
    tick(bb, 5, 0.1f);
    assert_int_equal(g->active, 0);
    /* A step, then the rest in a row. */
    key(UI_KEY_SPACE);
    assert_int_equal(board_replay_shown(r), 1);
    tick(bb, 2, 0.05f);
    client_draw_at(&the_app, "r4-replay-step", 1280, 800);
    client_draw_at(&the_app, "r4-replay-step", 800, 560);
    key(UI_KEY_ENTER);
    tick(bb, 200, 0.05f);
    assert_int_equal(board_replay_shown(r), board_replay_count(r));
    assert_false(r->playing);
    /* The replay ends where the match is now (the units' places and Health). */
    for (int u = 0; u < ESC_MAX_UNITS; u++) {
        assert_int_equal(r->game.units[u].square, g->units[u].square);
        assert_int_equal(r->game.units[u].health, g->units[u].health);
    }
    key(UI_KEY_R);
    assert_false(r->on);
    assert_int_equal(bb->match.record.n_actions, n_actions);
    assert_memory_equal(&now, g, sizeof now);
    /* Esc also comes back. */
    key(UI_KEY_R);
    assert_true(r->on);
    key(UI_KEY_ESCAPE);
    assert_false(r->on);
    assert_string_equal(app_scene_name(&the_app), "battle");
    app_scene_pop_to_root(&the_app);
}

/* The replay's model alone: the other side's last turn in the record. */
static void test_replay_find(void **state)
{
    (void)state;
    board_battle *bb = after_computer_turn();
    int side, first, last;
    assert_true(board_replay_find(&bb->match.record, 0, &side, &first, &last));
    assert_int_equal(side, 1);
    assert_int_equal(last, bb->match.record.n_actions);
    esc_game g;
    esc_record_replay(&bb->match.record, &g, first);
    assert_int_equal(g.active, 1);
    assert_int_equal(g.actions_left, ESC_ACTIONS_PER_TURN);
    /* Nothing of side 1's yet at its first turn: none to show to side 1. */
    assert_false(board_replay_find(&bb->match.record, 1, &side, &first, &last) && side == 1);
    app_scene_pop_to_root(&the_app);
}

/* 3. What the enemy can do to me: the board's badges and the card's line come
 * from the rules core's esc_game_worst_case, asked once per position; a
 * previewed move shows the position after it. */
static void test_worst_case(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = after_computer_turn();
    esc_game *g = &bb->match.game;
    board_input *in = &bb->st.input;
    assert_int_equal(g->active, 0);
    /* The core's answer, checked against its own rules: never more than the
     * unit's Health, a knock-out exactly when all of it. */
    esc_worst_case w;
    esc_game_worst_case(g, 0, &w);
    for (int u = 0; u < ESC_SQUAD_MAX; u++) {
        if (!esc_game_unit_alive(g, u))
            continue;
        assert_true(w.damage[u] >= 0 && w.damage[u] <= g->units[u].health);
        assert_true(w.ko[u] == (w.damage[u] == g->units[u].health && w.damage[u] > 0));
    }
    /* The screen asks the same thing, once per position (the cache). */
    const esc_worst_case *now, *after;
    assert_true(board_worst_cases(g, in, 0, ESC_AB_NONE, &now, &after));
    assert_null(after);
    assert_memory_equal(now, &w, sizeof w);
    const esc_worst_case *again, *none;
    board_worst_cases(g, in, 0, ESC_AB_NONE, &again, &none);
    assert_ptr_equal(again, now);
    /* A unit's card says it. */
    int unit = -1;
    for (int u = 0; u < ESC_SQUAD_MAX && unit < 0; u++)
        if (esc_game_unit_alive(g, u) && board_input_unit_options(g, u).move)
            unit = u;
    assert_true(unit >= 0);
    board_input_event click = { BOARD_INPUT_EV_CLICK, g->units[unit].square, BOARD_INPUT_KEY_NEXT_UNIT };
    battle_feed(a, &click);
    assert_int_equal(in->selected, unit);
    assert_int_equal(in->mode, BOARD_INPUT_UNIT_SELECTED);
    client_draw_at(&the_app, "r4-worst-card", 1280, 800);
    bool line = false;
    for (const char *p = client_drawn_texts(); *p && !line; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : p + strlen(p))
        line = client_has_message(p, "Enemy's next turn: %s") ||
               client_has_message(p, "Enemy's next turn: %s; after this: %s");
    assert_true(line);
    client_draw_at(&the_app, "r4-worst-card", 800, 560);
    /* A move previewed: the worst case of the position after it. */
    esc_bits reach = esc_game_reachable(g, unit);
    assert_true(reach != 0);
    int to = __builtin_ctzll(reach);
    in->hovered = to;
    esc_action mv;
    assert_true(board_worst_preview_action(g, in, ESC_AB_NONE, &mv));
    assert_int_equal(mv.kind, ESC_ACT_MOVE);
    assert_true(board_worst_cases(g, in, 0, ESC_AB_NONE, &now, &after));
    assert_non_null(after);
    esc_game moved = *g;
    assert_int_equal(esc_game_apply(&moved, &mv, NULL), ESC_OK);
    esc_game_worst_case(&moved, 0, &w);
    assert_memory_equal(after, &w, sizeof w);
    client_draw_at(&the_app, "r4-worst-preview", 1280, 800);
    client_draw_at(&the_app, "r4-worst-preview", 800, 560);
    app_scene_pop_to_root(a);
}

/* The unit whose card the panel shows (the commander during free moves). */
static int card_unit(const board_battle *bb)
{
    const esc_game *g = &bb->match.game;
    const board_input *in = &bb->st.input;
    bool commanding = (in->mode == BOARD_INPUT_COMMAND_UNIT || in->mode == BOARD_INPUT_COMMAND_SQUARE) &&
                      g->command_unit != ESC_NO_UNIT;
    return commanding ? g->command_unit : in->selected;
}

/* 4. Hot-seat: each player places by hand (clicks on the board); at no moment
 * of the deployment nor of each player's first turn is the other player's card
 * open. */
static void test_hot_seat_cards(void **state)
{
    (void)state;
    app *a = &the_app;
    escarmouche_content *c = escarmouche_content_get(a);
    app_scene_pop_to_root(a);
    c->setup.human[0] = c->setup.human[1] = true;
    assert_true(app_scene_push(a, &escarmouche_setup_scene, NULL));
    client_set_size(a, 1280, 800);
    app_draw(a);
    client_click_button(a, "Start");
    board_battle *bb = board_battle_current(a);
    esc_game *g = &bb->match.game;
    while (g->phase == ESC_PHASE_DEPLOY) {
        int card = card_unit(bb);
        if (card != ESC_NO_UNIT && esc_unit_side(card) != g->active)
            fail_msg("deploying: side %d to place, the card of side %d's unit %d is open", g->active,
                     esc_unit_side(card), card);
        esc_bits home = esc_game_home(g, g->active) & ~esc_game_blockers(g);
        assert_true(home != 0);
        board_input_event click = { BOARD_INPUT_EV_CLICK, __builtin_ctzll(home), BOARD_INPUT_KEY_NEXT_UNIT };
        battle_feed(a, &click);
        for (int i = 0; i < 3; i++) {
            tick(bb, 1, 0.02f);
            card = card_unit(bb);
            if (card != ESC_NO_UNIT && esc_unit_side(card) != g->active && g->phase == ESC_PHASE_DEPLOY)
                fail_msg("after a placement: side %d to place, side %d's card open", g->active, esc_unit_side(card));
        }
        tick(bb, 20, 0.1f);
    }
    tick(bb, 60, 0.1f);
    for (int turn = 0; turn < 2; turn++) {
        assert_int_equal(g->phase, ESC_PHASE_BATTLE);
        int card = card_unit(bb);
        if (card != ESC_NO_UNIT)
            fail_msg("first turn of side %d: unit %d's card is open", g->active, card);
        client_draw_at(&the_app, turn ? "hot-seat-second" : "hot-seat-first", 1280, 800);
        /* The player opens one of theirs, plays the turn and ends it. */
        play_turn(bb);
        board_input_event end = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_END_TURN };
        if (bb->st.held)
            battle_feed(a, &end);
        tick(bb, 30, 0.1f);
    }
    app_scene_pop_to_root(a);
}

/* 5. The deployment squares show while deploying, in every mode: a plain
 * match, and a campaign's (homes swapped, the players' own colours). The
 * squares the player may place on are lit: the drawn board differs there from
 * the same board with no choice to make. */
static void expect_deploy_squares(const char *shot, bool swap, bool own_colours)
{
    app *a = &the_app;
    escarmouche_content *c = escarmouche_content_get(a);
    app_scene_pop_to_root(a);
    c->setup.human[0] = true;
    c->setup.human[1] = false;
    assert_true(app_scene_push(a, &escarmouche_setup_scene, NULL));
    client_set_size(a, 1280, 800);
    app_draw(a);
    client_click_button(a, "Start");
    board_battle *bb = board_battle_current(a);
    esc_map map = bb->match.record.map;
    static esc_squad squads[ESC_SIDES];
    squads[0] = bb->match.record.squads[0];
    squads[1] = bb->match.record.squads[1];
    const esc_squad *sp[ESC_SIDES] = { &squads[0], &squads[1] };
    esc_settings settings = bb->match.record.settings;
    settings.hooks.swap_homes = swap;
    bool human[ESC_SIDES] = { true, false };
    char why[200];
    assert_true(board_match_start(&bb->match, &map, sp, &settings, 11, human, why, sizeof why));
    if (own_colours) {
        bb->match.own_colours = true;
        bb->match.colour[0] = ui_rgb(200, 60, 60);
        bb->match.colour[1] = ui_rgb(60, 90, 200);
        snprintf(bb->match.caption, sizeof bb->match.caption, "%s", "Battle at Westhold");
    }
    battle_open(bb, false);
    esc_game *g = &bb->match.game;
    /* The computer places when it is its turn; then the player's. */
    for (int i = 0; i < 400 && !(g->phase == ESC_PHASE_DEPLOY && g->active == 0 && !bb->st.anim.playing &&
                                  bb->st.input.mode == BOARD_INPUT_DEPLOY); i++) {
        tick(bb, 1, 0.05f);
        SDL_Delay(1);
    }
    assert_int_equal(bb->st.input.mode, BOARD_INPUT_DEPLOY);
    esc_bits free_home = esc_game_home(g, 0) & ~esc_game_blockers(g);
    assert_true(free_home != 0);
    client_draw_at(&the_app, shot, 1280, 800);
    /* A lit home square against the same square with the choice taken away. */
    int sq = __builtin_ctzll(free_home);
    board_layout l = board_layout_compute(a->w, a->h, a->scale);
    SDL_Rect r = board_square_rect(&l, sq);
    Uint32 lit[4];
    for (int k = 0; k < 4; k++)
        lit[k] = ((Uint32 *)a->offscreen->pixels)[(r.y + r.h / 4 + k * 3) * (a->offscreen->pitch / 4) + r.x + r.w / 4 + k];
    board_input_mode was = bb->st.input.mode;
    bb->st.input.mode = BOARD_INPUT_WAITING;
    app_draw(a);
    int differ = 0;
    for (int k = 0; k < 4; k++)
        differ += ((Uint32 *)a->offscreen->pixels)[(r.y + r.h / 4 + k * 3) * (a->offscreen->pitch / 4) + r.x + r.w / 4 + k] != lit[k];
    bb->st.input.mode = was;
    if (differ == 0)
        fail_msg("%s: the deployment square %d is not shown", shot, sq);
    client_draw_at(&the_app, shot, 800, 560);
    app_scene_pop_to_root(a);
}

static void test_deploy_squares_shown(void **state)
{
    (void)state;
    expect_deploy_squares("deploy-plain", false, false);
    expect_deploy_squares("deploy-campaign", true, true);
}

/* 6. French elision of a name put after "de" or "que": "d'Umberwell". */
static void test_french_elision(void **state)
{
    (void)state;
    char was[16];
    snprintf(was, sizeof was, "%s", i18n_language());
    i18n_set_language("fr");
    struct {
        const char *in, *out;
    } cases[] = {
        { "3 unités de Umberwell vers Ashford", "3 unités d'Umberwell vers Ashford" },
        { "Héros de Ann", "Héros d'Ann" },
        { "De Élise à Oakham", "D'Élise à Oakham" },
        { "En attente que Ivy prenne l'écran", "En attente qu'Ivy prenne l'écran" },
        { "Pas d'ordre de Hartwick vers Yarrowford", "Pas d'ordre de Hartwick vers Yarrowford" }, /* h, y: as written */
        { "Le tour de Ordinateur (Normal)", "Le tour d'Ordinateur (Normal)" },
        { "mode de jeu", "mode de jeu" },
        { "de 2 à 4", "de 2 à 4" },
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char t[120];
        snprintf(t, sizeof t, "%s", cases[k].in);
        i18n_elide(t);
        assert_string_equal(t, cases[k].out);
    }
    i18n_set_language("en");
    char t[60] = "de Umberwell";
    i18n_elide(t);
    assert_string_equal(t, "de Umberwell"); /* only French elides */
    i18n_set_language(was);
}

/* Round 5 (play-test). Opens a battle from the setup, nothing placed yet. */
static board_battle *battle_opened(bool human0, bool human1)
{
    app *a = &the_app;
    escarmouche_content *c = escarmouche_content_get(a);
    app_scene_pop_to_root(a);
    c->setup.human[0] = human0;
    c->setup.human[1] = human1;
    assert_true(app_scene_push(a, &escarmouche_setup_scene, NULL));
    client_set_size(a, 1280, 800);
    app_draw(a);
    client_click_button(a, "Start");
    assert_string_equal(app_scene_name(a), "battle");
    return board_battle_current(a);
}

/* 5. One click on Auto-deploy places all the player's units (the computer's
 * placements between them too): the battle begins. */
static void test_auto_deploy_one_click(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    app *a = &the_app;
    board_battle *bb = battle_opened(true, false);
    esc_game *g = &bb->match.game;
    /* The computer may place first: its placements come with time. */
    for (int i = 0; i < 2000 && g->phase == ESC_PHASE_DEPLOY && !bb->match.human[g->active]; i++) {
        tick(bb, 1, 0.1f);
        SDL_Delay(2); /* its thread thinks in real time */
    }
    assert_int_equal(g->phase, ESC_PHASE_DEPLOY);
    /* Its last placement shown and the pause after it over: the player's turn. */
    for (int i = 0; i < 100 && bb->st.anim.playing; i++) {
        board_anim_finish(&bb->st.anim);
        tick(bb, 1, 0.1f);
    }
    client_set_size(a, 1280, 800);
    app_draw(a);
    client_click_button(a, _("Auto-deploy"));
    for (int i = 0; i < 400 && g->phase == ESC_PHASE_DEPLOY; i++)
        tick(bb, 1, 0.1f);
    assert_int_equal(g->phase, ESC_PHASE_BATTLE);
    app_scene_pop_to_root(a);
}

/* Puts `unit` on `square`, whoever stood there taking its old square. */
static void place_unit(esc_game *g, int unit, int square)
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

/* 1. One-way line of sight shown: with b2 blocked, the enemy on b3 (Range 2)
 * shoots the player's unit on a1, which cannot see it: the enemy is ringed
 * and the unit's square explains it; a previewed move says who could shoot
 * the unit there. */
static void test_sight_marks(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = after_computer_turn();
    esc_game *g = &bb->match.game;
    board_input *in = &bb->st.input;
    assert_int_equal(g->active, 0);
    int me = -1, enemy = -1;
    for (int u = 0; u < ESC_MAX_UNITS; u++)
        if (esc_game_unit_alive(g, u)) {
            if (esc_unit_side(u) == 0 && me < 0 && board_input_unit_options(g, u).move)
                me = u;
            if (esc_unit_side(u) == 1 && enemy < 0)
                enemy = u;
        }
    assert_true(me >= 0 && enemy >= 0);
    int a1 = esc_square_make(0, 0), b2 = esc_square_make(1, 1), b3 = esc_square_make(1, 2);
    place_unit(g, me, a1);
    place_unit(g, enemy, b3);
    if (g->occupant[b2] != ESC_NO_UNIT)
        for (int sq = 63; sq >= 0; sq--)
            if (g->occupant[sq] == ESC_NO_UNIT && !(g->obstacles & esc_bit(sq)) && sq != b2) {
                place_unit(g, g->occupant[b2], sq);
                break;
            }
    g->obstacles |= esc_bit(b2);
    g->units[enemy].range = 2;
    board_anim_init(&bb->st.anim, g);
    esc_sight sight;
    esc_game_sight(g, me, a1, &sight);
    assert_true(sight.blind_to & (1u << enemy));
    board_input_event click = { BOARD_INPUT_EV_CLICK, a1, BOARD_INPUT_KEY_NEXT_UNIT };
    battle_feed(a, &click);
    assert_int_equal(in->selected, me);
    /* The pointer on the unit: its square's tooltip says it. */
    client_set_size(a, 1280, 800);
    board_layout l = board_layout_compute(1280, 800, a->scale);
    SDL_Rect r = board_square_rect(&l, a1);
    a->mouse_x = r.x + r.w / 2;
    a->mouse_y = r.y + r.h / 2;
    in->hovered = a1;
    client_draw_at(&the_app, "r4-sight-one-way", 1280, 800);
    /* The tooltip drawn last, whole (its rows are wrapped on screen). */
    assert_true(client_has_message(a->tooltip, "%s can shoot %s here, but %s cannot see %s from here: "
                                               "line of sight runs from the shooter's corners to the target's centre."));
    /* A move previewed: the square it would reach says who could shoot it there. */
    esc_bits reach = esc_game_reachable(g, me);
    assert_true(reach != 0);
    int to = __builtin_ctzll(reach);
    r = board_square_rect(&l, to);
    a->mouse_x = r.x + r.w / 2;
    a->mouse_y = r.y + r.h / 2;
    in->hovered = to;
    client_draw_at(&the_app, "r4-sight-move", 1280, 800);
    /* hEsc 4: its danger there in the unit card's own words (one source,
     * board_worst_line), never a second verdict of its own. */
    const esc_worst_case *now = NULL, *after = NULL;
    assert_true(board_worst_cases(g, in, 0, ESC_AB_NONE, &now, &after));
    assert_non_null(after);
    char danger[400];
    board_worst_line(after, NULL, me, danger, sizeof danger);
    if (!strstr(a->tooltip, danger))
        fail_msg("the move preview says \"%s\", not the card's \"%s\"", a->tooltip, danger);
    assert_false(client_has_message(a->tooltip, "%s on %s: no enemy could shoot it from where they stand now."));
    client_draw_at(&the_app, "r4-sight-move", 800, 560);
    app_scene_pop_to_root(a);
}

/* 8. Watching the computer play itself: none of a player's buttons. */
static void test_watch_buttons(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_opened(false, false);
    esc_game *g = &bb->match.game;
    for (int i = 0; i < 3000 && g->phase != ESC_PHASE_BATTLE; i++) {
        tick(bb, 1, 0.1f);
        SDL_Delay(1);
    }
    client_draw_at(&the_app, "r4-watch", 1280, 800);
    assert_false(client_was_drawn(_("Move (M)")));
    assert_false(client_was_drawn(_("End turn (E)")));
    assert_false(client_was_drawn(_("Undo (Ctrl+Z)")));
    assert_false(client_was_drawn(_("Auto-deploy")));
    client_draw_at(&the_app, "r4-watch", 800, 560);
    app_scene_pop_to_root(a);
}

/* 2. The first-turn die on a slow machine: one update longer than the whole
 * roll still stops at the rolled face for a frame before the roll ends. */
static void test_dice_face_when_slow(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    esc_game g;
    memset(&g, 0, sizeof g);
    esc_events ev;
    memset(&ev, 0, sizeof ev);
    ev.count = 2;
    ev.list[0].kind = ESC_EV_DICE;
    ev.list[0].amount = 5;
    ev.list[0].other = 2;
    ev.list[1].kind = ESC_EV_FIRST_PLAYER;
    board_anim_player p;
    board_anim_init(&p, &g);
    board_anim_start(&p, &g, &g, &ev, 1.0f);
    board_anim_update(&p, 5.0f); /* a frame of five seconds */
    float progress;
    const esc_event *e = board_anim_current(&p, &progress);
    assert_non_null(e);
    assert_int_equal(e->kind, ESC_EV_DICE);
    assert_true(p.revealed);
    assert_true(progress >= BOARD_ANIM_DICE_REVEAL - 0.01f);
    /* The next frame goes on. */
    board_anim_update(&p, 5.0f);
    e = board_anim_current(&p, NULL);
    assert_true(!e || e->kind != ESC_EV_DICE);
}

/* hE2 2. A save made with the turn's actions spent (the turn held open until
 * its End turn) is listed by Load in the round loading opens, as Continue
 * lists it: not the next round. */
static void test_load_list_round_of_held_turn(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    app *a = &the_app;
    const char *tmp = getenv("SKIRMISH_TEST_TMP");
    assert_non_null(tmp);
    char user[sizeof a->user_dir], old_user[sizeof a->user_dir];
    snprintf(old_user, sizeof old_user, "%.1000s", a->user_dir);
    snprintf(user, sizeof user, "%.900s/r4-load-list", tmp);
    assert_true(data_paths_make_dirs(user));
    snprintf(a->user_dir, sizeof a->user_dir, "%s", user);
    board_battle *bb = after_computer_turn();
    esc_game *g = &bb->match.game;
    int round = esc_game_round(g);
    play_turn(bb);
    assert_true(bb->st.held);
    battle_save_now(a);
    front_saves *saves = calloc(1, sizeof *saves);
    assert_non_null(saves);
    front_list_saves(a, saves);
    assert_true(saves->n >= 1);
    char want[64];
    snprintf(want, sizeof want, _("in play, round %d"), round);
    /* The newest save is this one. */
    const char *title = saves->title[0];
    if (!strstr(title, want))
        fail_msg("Load lists \"%s\", the match is in round %d", title, round);
    /* Continue's title for the same file says the same. */
    esc_record rec;
    memset(&rec, 0, sizeof rec);
    int held = -1;
    data_error err;
    assert_true(data_save_load_held(saves->path[0], &rec, NULL, &held, &err));
    char cont[sizeof saves->title[0]];
    escarmouche_save_title_held(saves->path[0], &rec, held, cont, sizeof cont);
    esc_record_free(&rec);
    assert_string_equal(cont, title);
    /* Loading it opens that round. */
    char path[DATA_PATH_MAX];
    snprintf(path, sizeof path, "%s", saves->path[0]);
    app_scene_pop_to_root(a);
    assert_true(front_load_game(a, path));
    bb = board_battle_current(a);
    assert_non_null(bb);
    assert_true(bb->match.held >= 0); /* the turn still open, in its round */
    esc_game before;
    esc_record_replay(&bb->match.record, &before, bb->match.record.n_actions - 1);
    assert_int_equal(esc_game_round(&before), round);
    /* End turn: the computer plays, then its turn can be shown again (the
     * play-test missed it after Load). */
    board_input_event end = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_END_TURN };
    battle_feed(a, &end);
    g = &bb->match.game;
    for (int i = 0; i < 3000 && (g->active != 0 || bb->st.anim.playing || bb->st.ai_wait > 0.0f); i++) {
        tick(bb, 1, 0.1f);
        board_anim_finish(&bb->st.anim);
        SDL_Delay(1);
    }
    tick(bb, 40, 0.1f);
    assert_int_equal(g->active, 0);
    if (!battle_replay_available(bb))
        fail_msg("no replay after Load and the computer's turn: phase %d human %d/%d thinking %d", g->phase,
                 bb->match.human[0], bb->match.human[1], board_match_ai_thinking(&bb->match));
    remove(path);
    free(saves);
    app_scene_pop_to_root(a);
    snprintf(a->user_dir, sizeof a->user_dir, "%s", old_user);
}




/* Units of side `s` on the board. */
static int deployed(const esc_game *g, int s)
{
    int n = 0;
    for (int id = s * ESC_SQUAD_MAX; id < (s + 1) * ESC_SQUAD_MAX; id++)
        n += g->units[id].square != ESC_NO_SQUARE;
    return n;
}

/* hE2 3. Hot-seat: one click on Auto-deploy places all the clicking side's
 * units, each at its own deployment turn with no more clicks (the other
 * player places theirs by hand between); when both click it, deployment ends
 * at once. The prompt says so. */
static void test_hot_seat_auto_deploy(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_opened(true, true);
    esc_game *g = &bb->match.game;
    assert_int_equal(g->phase, ESC_PHASE_DEPLOY);
    int auto_side = g->active, hand = auto_side ^ 1;
    client_set_size(a, 1280, 800);
    app_draw(a);
    client_click_button(a, _("Auto-deploy"));
    tick(bb, 3, 0.1f);
    bb->st.turn_card = false; /* hEsc18: the hand-over banner over the prompt line gone (it fades in 3 s) */
    client_draw_at(&the_app, "r4-hot-seat-auto-deploy", 1280, 800);
    /* The other player, to place, is told the auto side's units follow. */
    if (g->phase == ESC_PHASE_DEPLOY && g->active == hand) {
        /* A whole sentence (play-test 3: it ended "after each"), on two lines
         * in a longer language. */
        char other[80], want[400];
        board_match_side_name(&bb->match, auto_side, other, sizeof other);
        snprintf(want, sizeof want,
                 _("Place your next unit on your two home ranks: one of %s's units is placed automatically after "
                   "each of yours"),
                 other);
        assert_true(client_was_drawn_wrapped(want));
    }
    client_draw_at(&the_app, "r4-hot-seat-auto-deploy", 800, 560);
    /* The other player places by hand, one unit at a time: the auto side's
     * units follow by themselves. */
    for (int i = 0; i < 40 && g->phase == ESC_PHASE_DEPLOY; i++) {
        if (g->active == hand) {
            esc_action list[ESC_MAX_ACTIONS];
            int n = esc_game_legal_actions(g, list, ESC_MAX_ACTIONS);
            assert_true(n > 0);
            battle_play(a, &list[0]);
        }
        board_anim_finish(&bb->st.anim);
        tick(bb, 3, 0.1f);
    }
    assert_int_equal(g->phase, ESC_PHASE_BATTLE);
    assert_int_equal(deployed(g, auto_side), bb->match.record.squads[auto_side].n_units);
    app_scene_pop_to_root(a);

    /* Both click: one click each and the battle begins. */
    bb = battle_opened(true, true);
    g = &bb->match.game;
    for (int k = 0; k < 2 && g->phase == ESC_PHASE_DEPLOY; k++) {
        app_draw(a);
        client_click_button(a, _("Auto-deploy"));
        for (int i = 0; i < 20; i++) {
            board_anim_finish(&bb->st.anim);
            tick(bb, 1, 0.1f);
        }
    }
    assert_int_equal(g->phase, ESC_PHASE_BATTLE);
    app_scene_pop_to_root(a);
}

/* hE2 7. After Load (as after Continue) the computer's last turn can be shown
 * again. */
static void test_last_turn_again_after_load(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    app *a = &the_app;
    const char *tmp = getenv("SKIRMISH_TEST_TMP");
    assert_non_null(tmp);
    char old_user[sizeof a->user_dir];
    snprintf(old_user, sizeof old_user, "%.1000s", a->user_dir);
    snprintf(a->user_dir, sizeof a->user_dir, "%.900s/r4-load-replay", tmp);
    assert_true(data_paths_make_dirs(a->user_dir));
    board_battle *bb = after_computer_turn();
    assert_true(battle_replay_available(bb));
    battle_save_now(a);
    front_saves *saves = calloc(1, sizeof *saves);
    assert_non_null(saves);
    front_list_saves(a, saves);
    assert_true(saves->n >= 1);
    char path[DATA_PATH_MAX];
    snprintf(path, sizeof path, "%s", saves->path[0]);
    free(saves);
    app_scene_pop_to_root(a);
    assert_true(front_load_game(a, path));
    bb = board_battle_current(a);
    assert_non_null(bb);
    tick(bb, 40, 0.1f);
    if (!battle_replay_available(bb))
        fail_msg("no replay after Load: phase %d active %d human %d/%d playing %d thinking %d", bb->match.game.phase,
                 bb->match.game.active, bb->match.human[0], bb->match.human[1], bb->st.anim.playing,
                 board_match_ai_thinking(&bb->match));
    client_draw_at(&the_app, "r4-loaded", 1280, 800);
    assert_true(client_was_drawn(_("Show the last turn again (R)")));
    remove(path);
    app_scene_pop_to_root(a);
    snprintf(a->user_dir, sizeof a->user_dir, "%s", old_user);
}

/* hE2 7. A finished match cannot be saved: the pause menu greys Save game. */
static void test_no_save_when_over(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    app *a = &the_app;
    board_battle *bb = after_computer_turn();
    assert_true(app_scene_push(a, &board_pause_scene, NULL));
    client_draw_at(&the_app, "r4-pause", 1280, 800);
    bool found = false;
    for (int i = 0; i < a->n_drawn_buttons; i++)
        if (strcmp(a->drawn_buttons[i].label, _("Save game")) == 0) {
            assert_true(a->drawn_buttons[i].enabled);
            found = true;
        }
    assert_true(found);
    bb->match.game.phase = ESC_PHASE_OVER;
    client_draw_at(&the_app, "r4-pause-over", 1280, 800);
    found = false;
    for (int i = 0; i < a->n_drawn_buttons; i++)
        if (strcmp(a->drawn_buttons[i].label, _("Save game")) == 0) {
            assert_false(a->drawn_buttons[i].enabled);
            found = true;
        }
    assert_true(found);
    app_scene_pop_to_root(a);
}

/* Play-test 10 (hCa12): a core's reason is shown as a sentence, capitalised
 * ("This unit already attacked this turn", not "this unit ..."). */
static void test_refusal_capitalised(void **state)
{
    (void)state;
    board_battle *bb = battle_begun(true, false);
    if (bb->match.game.active == 1)
        play_turn(bb);
    board_anim_finish(&bb->st.anim);
    tick(bb, 40, 0.1f);
    assert_int_equal(bb->match.game.active, 0);
    snprintf(bb->st.input.message, sizeof bb->st.input.message, "%s", "this unit already attacked this turn");
    client_draw_at(&the_app, "r4-refusal", 1280, 800);
    assert_true(client_was_drawn("This unit already attacked this turn"));
    assert_false(client_was_drawn("this unit already attacked this turn"));
    app_scene_pop_to_root(&the_app);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    if (!front_init_offscreen(&the_app, 2560, 1440))
        return 1;
    the_app.frozen_ticks = 1000;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_computer_turn_ends_after_its_effects),
        cmocka_unit_test(test_last_turn_again),
        cmocka_unit_test(test_replay_find),
        cmocka_unit_test(test_worst_case),
        cmocka_unit_test(test_hot_seat_cards),
        cmocka_unit_test(test_deploy_squares_shown),
        cmocka_unit_test(test_french_elision),
        cmocka_unit_test(test_auto_deploy_one_click),
        cmocka_unit_test(test_sight_marks),
        cmocka_unit_test(test_watch_buttons),
        cmocka_unit_test(test_dice_face_when_slow),
        cmocka_unit_test(test_load_list_round_of_held_turn),
        cmocka_unit_test(test_hot_seat_auto_deploy),
        cmocka_unit_test(test_last_turn_again_after_load),
        cmocka_unit_test(test_no_save_when_over),
        cmocka_unit_test(test_refusal_capitalised),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
