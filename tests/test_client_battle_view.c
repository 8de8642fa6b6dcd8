/*
 * What the battle screen shows, as a player sees it: the screen is drawn again
 * whenever its state changes (after the computer places a unit, not at the next
 * mouse move); the threat marks (none on an untargetable unit, and the side that
 * finished its turn keeps its view while the turn is held open); the dice say
 * round 1; a hot-seat player starts with no card open; a disabled ability's
 * tooltip gives the rules' reason; the game-over panel asks for no selection.
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
#include <unistd.h>

#include <cmocka.h>

#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/view.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/ai/simple.h"
#include "skirmish/i18n.h"

static app the_app;

/* A new battle over the menu on the first two squads and the first map. */
static board_battle *open_battle(bool human0, bool human1, uint64_t seed)
{
    app_scene_pop_to_root(&the_app);
    /* the pictures show one thing each: no danger overlay unless a test
     * turns it on (a new player's starts on) */
    the_app.prefs.show_threats = false;
    escarmouche_content *c = escarmouche_content_get(&the_app);
    assert_non_null(c);
    const esc_squad *squads[ESC_SIDES] = { &c->squads[0], &c->squads[1] };
    esc_settings settings;
    esc_settings_default(&settings);
    settings.round_limit = 10;
    bool human[ESC_SIDES] = { human0, human1 };
    board_match m;
    board_match_init_empty(&m);
    char why[200];
    assert_true(board_match_start(&m, &c->maps[0], squads, &settings, seed, human, why, sizeof why));
    board_battle_args args = { &m, false, false, false };
    assert_true(app_scene_push(&the_app, &board_battle_scene, &args));
    board_match_free(&m);
    board_battle *bb = board_battle_current(&the_app);
    assert_non_null(bb);
    return bb;
}

/* Plays on with the simple computer player until `done` (instantly, as the
 * match's own moves: the screen is synced after). */
static void play_until_battle(board_battle *bb, uint64_t seed)
{
    core_rng rng;
    core_rng_seed(&rng, seed);
    for (int guard = 0; guard < 200 && bb->match.game.phase == ESC_PHASE_DEPLOY; guard++) {
        esc_action a;
        assert_true(ai_simple_choose(&bb->match.game, &rng, &a));
        assert_int_equal(board_match_apply(&bb->match, &a, NULL), ESC_OK);
    }
    board_anim_init(&bb->st.anim, &bb->match.game);
    board_input_sync(&bb->st.input, &bb->match.game);
    bb->st.last_turn_seen = bb->match.game.turn;
}

static bool step(board_battle *bb, float dt)
{
    return board_battle_scene.update(&the_app, bb, dt, true);
}

typedef struct view {
    int acting_unit, mode, deployed;
} view;

static view view_of(const board_battle *bb)
{
    view v = { bb->st.acting_unit, (int)bb->st.input.mode, bb->match.game.deployed[1] };
    return v;
}

/* After the computer places a unit and its highlight ends, the frame on screen
 * is the one with the player's turn to place: the loop (as app_step) draws when
 * the screen moves or says it is dirty, then waits for input. */
static void test_redraw_after_computer_deploys(void **state)
{
    (void)state;
    the_app.prefs.anim_speed = DATA_ANIM_FAST;
    board_battle *bb = open_battle(true, false, 11);
    /* The player places units until the computer has placed one after them. */
    int guard = 0;
    while (bb->match.game.active != 1 && guard++ < 10) {
        assert_int_equal(bb->st.input.mode, BOARD_INPUT_DEPLOY);
        esc_action d = board_match_auto_deploy(&bb->match);
        board_input_event click = { BOARD_INPUT_EV_CLICK, d.square, BOARD_INPUT_KEY_NEXT_UNIT };
        /* As the screen does for a click on the board. */
        bb->st.input.hovered = d.square;
        battle_feed(&the_app, &click);
        for (int i = 0; i < 400 && bb->st.input.mode == BOARD_INPUT_ANIMATING; i++)
            step(bb, 0.05f);
    }
    assert_int_equal(bb->match.game.active, 1);
    int placed = bb->match.game.deployed[1];
    bb->st.banner_age = 10.0f; /* long after the screen opened */
    view drawn = view_of(bb);
    the_app.dirty = false;
    bool idle = false;
    for (int i = 0; i < 4000 && !idle; i++) {
        bool moving = step(bb, 0.02f);
        if (moving || the_app.dirty) {
            drawn = view_of(bb); /* a frame is drawn */
            the_app.dirty = false;
        } else if (bb->match.game.deployed[1] > placed) {
            idle = true; /* the loop now sleeps until an event */
        }
        SDL_Delay(1);
    }
    assert_true(idle);
    /* What is on screen is the state now: no acting ring, the player's turn. */
    view now = view_of(bb);
    assert_int_equal(now.acting_unit, ESC_NO_UNIT);
    assert_int_equal(now.mode, BOARD_INPUT_DEPLOY);
    assert_memory_equal(&drawn, &now, sizeof now);
    app_scene_pop_to_root(&the_app);
}

/* A unit of the viewer on a square the enemy can hit: marked, until it is
 * untargetable. */
static void test_no_threat_mark_on_untargetable(void **state)
{
    (void)state;
    board_battle *bb = open_battle(true, true, 21);
    play_until_battle(bb, 4);
    esc_game *g = &bb->match.game;
    board_input *in = &bb->st.input;
    in->show_threats = true;
    int viewer = board_threat_viewer(g, in);
    assert_int_equal(viewer, g->active);
    /* Bring an enemy next to one of the viewer's units so it is surely threatened. */
    int mine = viewer * ESC_SQUAD_MAX, theirs = (viewer ^ 1) * ESC_SQUAD_MAX;
    int target_sq = g->units[mine].square;
    esc_bits free_near = esc_board_neighbours(target_sq) & ~esc_game_unit_squares(g) & ~g->obstacles;
    assert_true(free_near != 0);
    int to = __builtin_ctzll(free_near);
    g->occupant[g->units[theirs].square] = ESC_NO_UNIT;
    g->units[theirs].square = (int8_t)to;
    g->occupant[to] = (int8_t)theirs;
    assert_true(board_threatened_units(g, in) & esc_bit(target_sq));
    g->units[mine].untargetable_until = (int16_t)(g->turn + 1);
    assert_false(esc_game_targetable(g, mine));
    assert_false(board_threatened_units(g, in) & esc_bit(target_sq));
    /* The overlay off: no marks at all. */
    in->show_threats = false;
    assert_int_equal(board_threatened_units(g, in), 0);
    app_scene_pop_to_root(&the_app);
}

/* While a hot-seat player's finished turn is held open, the threats shown stay
 * that player's (the rules have already passed the turn on). */
static void test_threats_stay_while_turn_held(void **state)
{
    (void)state;
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    the_app.prefs.end_turn_auto = false;
    board_battle *bb = open_battle(true, true, 31);
    play_until_battle(bb, 5);
    board_input *in = &bb->st.input;
    in->show_threats = true;
    int first = bb->match.game.active;
    /* Two actions end the turn: the turn is held open. */
    for (int n = 0; n < 2; n++) {
        esc_action list[ESC_MAX_ACTIONS];
        int count = esc_game_legal_actions(&bb->match.game, list, ESC_MAX_ACTIONS);
        esc_action pick = list[0];
        for (int i = 0; i < count; i++)
            if (list[i].kind == ESC_ACT_MOVE) {
                pick = list[i];
                break;
            }
        battle_play(&the_app, &pick);
        for (int i = 0; i < 20; i++)
            step(bb, 0.05f);
    }
    assert_true(bb->st.held);
    assert_int_equal(bb->match.game.active, first ^ 1);
    assert_int_equal(board_threat_viewer(&bb->match.game, in), first);
    /* End turn: now the next player's view. */
    board_input_event end = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_END_TURN };
    battle_feed(&the_app, &end);
    assert_false(bb->st.held);
    assert_int_equal(board_threat_viewer(&bb->match.game, in), first ^ 1);
    app_scene_pop_to_root(&the_app);
}

/* The card a hot-seat player left open (even on an enemy unit) is closed when
 * the next player's turn begins. */
static void test_hotseat_card_closed(void **state)
{
    (void)state;
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    the_app.prefs.end_turn_auto = true;
    the_app.prefs.confirm_end_turn = false;
    board_battle *bb = open_battle(true, true, 41);
    play_until_battle(bb, 6);
    int first = bb->match.game.active;
    int enemy = (first ^ 1) * ESC_SQUAD_MAX;
    board_input_event click = { BOARD_INPUT_EV_CLICK, bb->match.game.units[enemy].square, BOARD_INPUT_KEY_NEXT_UNIT };
    battle_feed(&the_app, &click);
    assert_int_equal(bb->st.input.selected, enemy);
    board_input_event end = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_END_TURN };
    battle_feed(&the_app, &end);
    for (int i = 0; i < 20; i++)
        step(bb, 0.05f);
    assert_int_equal(bb->match.game.active, first ^ 1);
    assert_int_equal(bb->st.input.selected, ESC_NO_UNIT);
    the_app.prefs.end_turn_auto = false;
    the_app.prefs.confirm_end_turn = true;
    app_scene_pop_to_root(&the_app);
}

/* ---- text drawn ---- */

static char seen[512][200];
static int n_seen;

static void remember(void *ctx, const char *text)
{
    (void)ctx;
    if (n_seen < 512)
        snprintf(seen[n_seen++], sizeof seen[0], "%s", text);
}

static bool drew(const char *text)
{
    for (int i = 0; i < n_seen; i++)
        if (strstr(seen[i], text))
            return true;
    return false;
}

static void draw_and_read(void)
{
    n_seen = 0;
    the_app.text_seen = remember;
    app_draw(&the_app);
    the_app.text_seen = NULL;
}

/* The dice for the first turn come after the last placement: the top bar says
 * round 1 then, never round 0. */
static void test_dice_say_round_one(void **state)
{
    (void)state;
    the_app.prefs.anim_speed = DATA_ANIM_NORMAL;
    board_battle *bb = open_battle(true, true, 51);
    for (int guard = 0; guard < 40 && bb->match.game.phase == ESC_PHASE_DEPLOY; guard++) {
        esc_action d = board_match_auto_deploy(&bb->match);
        battle_play(&the_app, &d);
        if (bb->match.game.phase == ESC_PHASE_DEPLOY)
            board_anim_finish(&bb->st.anim);
    }
    for (int i = 0; i < 200 && bb->st.anim.playing; i++) {
        const esc_event *e = board_anim_current(&bb->st.anim, NULL);
        if (e && e->kind == ESC_EV_DICE)
            break;
        board_anim_update(&bb->st.anim, 0.02f);
    }
    assert_true(bb->st.anim.playing);
    draw_and_read();
    assert_true(drew(_("Rolling for the first turn")) || drew(_("A tie: roll again")));
    char want[64];
    snprintf(want, sizeof want, _("Round %d of %d"), 1, 10);
    assert_true(drew(want));
    snprintf(want, sizeof want, _("Round %d of %d"), 0, 10);
    assert_false(drew(want));
    app_scene_pop_to_root(&the_app);
}

/* Over: the panel does not ask to select a unit. */
static void test_game_over_panel(void **state)
{
    (void)state;
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    board_battle *bb = open_battle(true, true, 61);
    core_rng rng;
    core_rng_seed(&rng, 8);
    for (int guard = 0; guard < 5000 && bb->match.game.phase != ESC_PHASE_OVER; guard++) {
        esc_action a;
        assert_true(ai_simple_choose(&bb->match.game, &rng, &a));
        assert_int_equal(board_match_apply(&bb->match, &a, NULL), ESC_OK);
    }
    board_anim_init(&bb->st.anim, &bb->match.game);
    board_input_sync(&bb->st.input, &bb->match.game);
    bb->st.input.selected = ESC_NO_UNIT;
    /* The result names each side with its units left, the winner first. */
    const esc_game *g = &bb->match.game;
    int first = g->winner >= 0 ? g->winner : 0;
    char a0[80], a1[80], want[240];
    board_match_side_name(&bb->match, first, a0, sizeof a0);
    board_match_side_name(&bb->match, 1 - first, a1, sizeof a1);
    snprintf(want, sizeof want, _("Units left · %.60s: %d · %.60s: %d"), a0, esc_game_units_left(g, first), a1,
             esc_game_units_left(g, 1 - first));
    bb->st.overlay = BOARD_BATTLE_RESULT;
    draw_and_read();
    assert_true(drew(want));
    if (g->winner >= 0)
        assert_true(esc_game_units_left(g, first) >= esc_game_units_left(g, 1 - first) ||
                    g->end_reason != ESC_END_ELIMINATION);
    bb->st.overlay = BOARD_BATTLE_PLAYING; /* "View board" */
    bb->st.result_seen = true;
    draw_and_read();
    assert_false(drew(_("Select a unit to see its card. Tab cycles your units.")));
    assert_true(drew(_("Click a unit to see its card.")));
    app_scene_pop_to_root(&the_app);
}

/* A disabled ability button's tooltip says why, in the rules' words. */
static void test_disabled_ability_says_why(void **state)
{
    (void)state;
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    board_battle *bb = open_battle(true, true, 71);
    play_until_battle(bb, 9);
    esc_game *g = &bb->match.game;
    /* A unit of the side to act with an ability, its actions spent. */
    int unit = ESC_NO_UNIT;
    for (int id = g->active * ESC_SQUAD_MAX; id < (g->active + 1) * ESC_SQUAD_MAX && unit == ESC_NO_UNIT; id++)
        if (esc_game_unit_alive(g, id) && g->units[id].abilities)
            unit = id;
    assert_true(unit != ESC_NO_UNIT);
    int ability = __builtin_ctz(g->units[unit].abilities);
    g->actions_left = 0;
    assert_int_equal(board_input_ability_problem(g, unit, ability), ESC_ERR_NO_ACTIONS_LEFT);
    bb->st.input.selected = unit;
    bb->st.input.mode = BOARD_INPUT_UNIT_SELECTED;
    app_draw(&the_app);
    /* The ability buttons are labelled "1  Name". */
    char label[120];
    snprintf(label, sizeof label, "1  %s", _(esc_ability_get(ability)->name));
    SDL_Rect r;
    bool enabled = true;
    assert_true(app_find_button(&the_app, label, &r, &enabled));
    assert_false(enabled);
    the_app.mouse_x = r.x + r.w / 2;
    the_app.mouse_y = r.y + r.h / 2;
    app_draw(&the_app);
    assert_non_null(strstr(the_app.tooltip, _(esc_problem_text(ESC_ERR_NO_ACTIONS_LEFT))));
    app_scene_pop_to_root(&the_app);
}

/* F1 over a match of 10 rounds: the help says 10, not the default 30. */
static void test_help_says_the_match_round_limit(void **state)
{
    (void)state;
    open_battle(true, true, 91);
    assert_true(app_scene_push(&the_app, the_app.help_scene, NULL));
    /* The page as it scrolls by (a longer language pushes it down). */
    static char all[512 * 40 * 3];
    all[0] = '\0';
    size_t n = 0;
    for (int page = 0; page < 3; page++) {
        draw_and_read();
        for (int i = 0; i < n_seen && n < sizeof all - 210; i++)
            n += (size_t)snprintf(all + n, sizeof all - n, "%s ", seen[i]);
        ui_event ev;
        memset(&ev, 0, sizeof ev);
        ev.kind = UI_EV_KEY;
        ev.key = UI_KEY_PAGE_DOWN;
        app_handle_event(&the_app, &ev);
    }
    char want[200];
    snprintf(want, sizeof want,
             P_("A round is one turn of each player. A match lasts %d round unless one side wins sooner (see Winning).",
                "A round is one turn of each player. A match lasts %d rounds unless one side wins sooner (see Winning).",
                10),
             10);
    /* Its start, up to the number and the word after, as wrapped lines joined. */
    char *cut = strstr(want, "10");
    assert_non_null(cut);
    cut[2] = '\0';
    if (!strstr(all, want))
        fail_msg("\"%s\" not in the help's text: %.3000s", want, all);
    app_scene_pop_to_root(&the_app);
}

/* ---- the marks of a choice, as pixels ---- */

/* A human-against-human battle on the Hill (the first map with an objective
 * zone when there is no Hill: new maps sort before it), its units deployed,
 * the side to act's first unit given only `ability`. */
static board_battle *marks_battle(int ability, int *unit_out)
{
    app_scene_pop_to_root(&the_app);
    escarmouche_content *c = escarmouche_content_get(&the_app);
    int map = -1;
    for (int i = 0; i < c->n_maps; i++)
        if (c->maps[i].zone && (map < 0 || strcmp(c->maps[i].name, "Hill") == 0))
            map = i;
    if (map < 0)
        map = 0;
    assert_true(c->maps[map].zone != 0);
    const esc_squad *squads[ESC_SIDES] = { &c->squads[0], &c->squads[1] };
    esc_settings settings;
    esc_settings_default(&settings);
    bool human[ESC_SIDES] = { true, true };
    board_match m;
    board_match_init_empty(&m);
    char why[200];
    assert_true(board_match_start(&m, &c->maps[map], squads, &settings, 3, human, why, sizeof why));
    board_battle_args args = { &m, false, false, false };
    assert_true(app_scene_push(&the_app, &board_battle_scene, &args));
    board_match_free(&m);
    board_battle *bb = board_battle_current(&the_app);
    play_until_battle(bb, 12);
    bb->st.banner_age = 10.0f;
    bb->st.toast[0] = '\0'; /* 'deploys first' has passed: placing took time */
    esc_game *g = &bb->match.game;
    int unit = g->active * ESC_SQUAD_MAX;
    if (ability >= 0)
        g->units[unit].abilities = (uint16_t)(1u << ability);
    *unit_out = unit;
    the_app.mouse_x = the_app.mouse_y = 0;
    return bb;
}

static void move_unit(esc_game *g, int unit, int square)
{
    g->occupant[g->units[unit].square] = ESC_NO_UNIT;
    g->units[unit].square = (int8_t)square;
    g->occupant[square] = (int8_t)unit;
}

static void feed_key(board_input_key key)
{
    board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, key };
    battle_feed(&the_app, &e);
}

static void feed_click(int square)
{
    board_input_event e = { BOARD_INPUT_EV_CLICK, square, BOARD_INPUT_KEY_NEXT_UNIT };
    battle_feed(&the_app, &e);
}

/* An enemy in range but out of sight, standing on the objective zone: the grey
 * cross over it. */
static void test_out_of_sight_cross_on_zone(void **state)
{
    (void)state;
    int unit;
    board_battle *bb = marks_battle(-1, &unit);
    esc_game *g = &bb->match.game;
    int enemy = (g->active ^ 1) * ESC_SQUAD_MAX;
    g->units[unit].range = 4;
    bool found = false;
    for (int z = 0; z < ESC_SQUARES && !found; z++) {
        if (!(g->zone & esc_bit(z)) || (g->occupant[z] != ESC_NO_UNIT && g->occupant[z] != enemy))
            continue;
        move_unit(g, enemy, z);
        for (int s = 0; s < ESC_SQUARES && !found; s++) {
            if ((g->obstacles & esc_bit(s)) || (g->occupant[s] != ESC_NO_UNIT && g->occupant[s] != unit))
                continue;
            move_unit(g, unit, s);
            esc_action a = esc_action_make(ESC_ACT_ATTACK, unit, ESC_AB_NONE, ESC_NO_SQUARE, enemy);
            found = esc_game_test_action(g, &a) == ESC_ERR_NO_LINE_OF_SIGHT;
        }
    }
    assert_true(found);
    board_anim_init(&bb->st.anim, g);
    board_input_sync(&bb->st.input, g);
    feed_click(g->units[unit].square);
    assert_int_equal(bb->st.input.selected, unit);
    client_pixels_compare(&the_app, "battle-out-of-sight");
    app_scene_pop_to_root(&the_app);
}

/* Tactical Retreat: the unit's own square framed (it may stay). */
static void test_retreat_own_square(void **state)
{
    (void)state;
    int unit;
    board_battle *bb = marks_battle(ESC_AB_TACTICAL_RETREAT, &unit);
    esc_game *g = &bb->match.game;
    board_input_sync(&bb->st.input, g);
    feed_click(g->units[unit].square);
    feed_key(BOARD_INPUT_KEY_ABILITY_1);
    assert_int_equal(bb->st.input.mode, BOARD_INPUT_CHOOSE_ABILITY);
    assert_true(board_input_clickable(&bb->st.input, g) & esc_bit(g->units[unit].square));
    client_pixels_compare(&the_app, "battle-retreat");
    app_scene_pop_to_root(&the_app);
}

/* Charge's second step: the unit's ghost at the square chosen first. */
static void test_charge_ghost(void **state)
{
    (void)state;
    int unit;
    board_battle *bb = marks_battle(ESC_AB_CHARGE, &unit);
    esc_game *g = &bb->match.game;
    /* An enemy two squares ahead of the charger, so that a square between
     * reaches it. */
    int own = g->units[unit].square, enemy = (g->active ^ 1) * ESC_SQUAD_MAX;
    int dir = g->active == 0 ? 1 : -1;
    int target = esc_square_make(esc_square_file(own), esc_square_rank(own) + 3 * dir);
    if (g->obstacles & esc_bit(target) || (g->occupant[target] != ESC_NO_UNIT && g->occupant[target] != enemy))
        target = esc_square_make(esc_square_file(own) < 7 ? esc_square_file(own) + 1 : 6, esc_square_rank(own) + 3 * dir);
    move_unit(g, enemy, target);
    board_anim_init(&bb->st.anim, g);
    board_input_sync(&bb->st.input, g);
    feed_click(own);
    feed_key(BOARD_INPUT_KEY_ABILITY_1);
    assert_int_equal(bb->st.input.mode, BOARD_INPUT_CHOOSE_ABILITY);
    esc_bits from = board_input_clickable(&bb->st.input, g) & ~esc_bit(own);
    assert_true(from != 0);
    feed_click(__builtin_ctzll(from));
    assert_int_equal(bb->st.input.step, 1);
    client_pixels_compare(&the_app, "battle-charge-ghost");
    app_scene_pop_to_root(&the_app);
}

/* Command Forward: the ally being moved is lit like the selected unit. */
static void test_command_forward_ally_lit(void **state)
{
    (void)state;
    int unit;
    board_battle *bb = marks_battle(ESC_AB_COMMAND_FORWARD, &unit);
    esc_game *g = &bb->match.game;
    board_input_sync(&bb->st.input, g);
    feed_click(g->units[unit].square);
    /* The key shows the allies it would free (play-test 7: nothing spent yet);
     * the first one clicked gives the command and is the one being moved. */
    feed_key(BOARD_INPUT_KEY_ABILITY_1);
    assert_int_equal(bb->st.input.mode, BOARD_INPUT_CHOOSE_ABILITY);
    esc_bits allies = board_input_clickable(&bb->st.input, g);
    assert_true(allies != 0);
    feed_click(__builtin_ctzll(allies));
    for (int i = 0; i < 20 && bb->st.input.mode != BOARD_INPUT_COMMAND_SQUARE; i++)
        step(bb, 0.05f);
    assert_int_equal(bb->st.input.mode, BOARD_INPUT_COMMAND_SQUARE);
    client_pixels_compare(&the_app, "battle-command-ally");
    app_scene_pop_to_root(&the_app);
}

/* Continue with a damaged autosave beside a good one: the damaged one is set
 * aside and the battle that opens says so. */
static void test_autosave_set_aside_message(void **state)
{
    (void)state;
    app_scene_pop_to_root(&the_app);
    escarmouche_content *c = escarmouche_content_get(&the_app);
    char dir[DATA_PATH_MAX], bad[DATA_PATH_MAX + 64], good[DATA_PATH_MAX + 64];
    snprintf(dir, sizeof dir, "%.900s/battle-view-autosaves", getenv("SKIRMISH_TEST_TMP"));
    mkdir(dir, 0755);
    snprintf(bad, sizeof bad, "%s/20260101-100000-1-1.json", dir);
    snprintf(good, sizeof good, "%s/20260101-090000-1-2.json", dir);
    FILE *f = fopen(bad, "w");
    assert_non_null(f);
    fputs("{\"format\": \"skirmish-save\", \"actions\": [", f);
    fclose(f);
    board_battle *bb = open_battle(true, true, 81);
    data_error err;
    assert_true(board_match_save(&bb->match, good, &err));
    app_scene_pop_to_root(&the_app);
    char saved_dir[DATA_PATH_MAX];
    snprintf(saved_dir, sizeof saved_dir, "%s", c->autosave_dir);
    snprintf(c->autosave_dir, sizeof c->autosave_dir, "%s", dir);
    the_app.message[0] = '\0';
    assert_true(escarmouche_continue(&the_app));
    assert_string_equal(app_scene_name(&the_app), "battle");
    bb = board_battle_current(&the_app);
    assert_true(client_has_message(bb->st.toast, "A damaged autosave was set aside as %s"));
    assert_non_null(strstr(bb->st.toast, "20260101-100000-1-1"));
    draw_and_read();
    /* Drawn whole, or cut with "…" when a longer language runs past the bar
     * (the whole message is its tooltip): its start is on screen either way. */
    char start[24];
    memcpy(start, bb->st.toast, sizeof start - 1);
    start[sizeof start - 1] = '\0';
    assert_true(drew(start));
    /* Set aside, not deleted, and not offered again. */
    assert_true(access(bad, F_OK) != 0);
    escarmouche_autosaves list;
    escarmouche_list_autosaves(&the_app, &list);
    assert_int_equal(list.n, 1);
    assert_string_equal(list.set_aside, "");
    app_scene_pop_to_root(&the_app);
    remove(good);
    snprintf(c->autosave_dir, sizeof c->autosave_dir, "%s", saved_dir);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "5", 1);
    if (!front_init_offscreen(&the_app, 1280, 800))
        return 1;
    the_app.frozen_ticks = 1000;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_redraw_after_computer_deploys),
        cmocka_unit_test(test_no_threat_mark_on_untargetable),
        cmocka_unit_test(test_threats_stay_while_turn_held),
        cmocka_unit_test(test_hotseat_card_closed),
        cmocka_unit_test(test_dice_say_round_one),
        cmocka_unit_test(test_game_over_panel),
        cmocka_unit_test(test_disabled_ability_says_why),
        cmocka_unit_test(test_autosave_set_aside_message),
        cmocka_unit_test(test_help_says_the_match_round_limit),
        cmocka_unit_test(test_out_of_sight_cross_on_zone),
        cmocka_unit_test(test_retreat_own_square),
        cmocka_unit_test(test_charge_ghost),
        cmocka_unit_test(test_command_forward_ally_lit),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
