/*
 * TRTS's client after blind play-test 17, leftovers (helper hTr21b): in a
 * hot-seat game the "pass the screen" cover comes once per hand-over (never
 * twice in a row for one player, not after a fight's public step that player
 * decided), and nothing passes without the player's own act: two humans driven
 * through two full rounds (Macro, Micro, Reposition) by keyboard and mouse.
 * The panel's "Your moves" over what the seat did this round.
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
#include "client_trts_screen_util.h"
#include "client_trts_util.h"
#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/data/trts_files.h"
#include "skirmish/i18n.h"
#include "trts/panel_kit.h"
#include "trts/play_internal.h"
#include "trts/trts.h"

/* Two humans, a duel on the first shipped map, round 1 ahead. */
static trts_screen *open_hot_seat(int w, int h)
{
    return open_test_duel(w, h, false);
}

/* Time passes (past every prompt's Enter calm), frames drawn: nothing may change. */
static void wait_a_while(trts_screen *c)
{
    int n = c->rec->n_actions, cur = c->st.current, phase = c->st.phase;
    bool cover = c->cover;
    for (int i = 0; i < 4; i++) {
        off.frozen_ticks += 700;
        trts_play_scene.update(&off, c, 0.7f, true);
        draw();
    }
    assert_int_equal(c->rec->n_actions, n);
    assert_int_equal(c->st.current, cur);
    assert_int_equal(c->st.phase, phase);
    assert_int_equal(c->cover, cover);
}

static void click_button(const char *label)
{
    SDL_Rect r;
    draw();
    if (!trts_find_button(label, &r))
        fail_msg("no button '%s'", label);
    trts_click(r, 1);
}

/* The seat to act ends its step: by the keyboard (`keys`) or the mouse. */
static void end_step(trts_screen *c, bool keys)
{
    int n = c->rec->n_actions;
    switch (c->st.phase) {
    case TRTS_PHASE_MACRO:
        /* no order given: Done asks first, and Yes answers it */
        if (keys)
            key(UI_KEY_ENTER);
        else
            click_button(_("Done"));
        assert_true(c->confirm_done);
        assert_int_equal(c->rec->n_actions, n);
        wait_a_while(c);
        assert_true(c->confirm_done);
        if (keys) {
            key(UI_KEY_ENTER); /* the second Enter, after the calm, registers */
        } else
            click_button(_("Yes, Done"));
        break;
    case TRTS_PHASE_MICRO:
        if (keys)
            key(UI_KEY_ENTER);
        else
            click_button(_("Pass"));
        break;
    case TRTS_PHASE_REPOSITION:
        if (keys)
            key(UI_KEY_ENTER);
        else
            click_button(_("Done: everyone else stays where they are"));
        break;
    default:
        fail_msg("unexpected phase %d", (int)c->st.phase);
    }
    assert_int_equal(c->rec->n_actions, n + 1);
}

static void two_rounds(int w, int h)
{
    trts_screen *c = open_hot_seat(w, h);
    int at_screen = -1, covers = 0, handovers = 0, steps = 0;
    while (c->st.round <= 2 && c->st.phase != TRTS_PHASE_OVER) {
        assert_true(++steps < 80);
        draw();
        int cur = c->st.current;
        assert_false(c->st.players[cur].computer);
        handovers += cur != at_screen;
        /* one cover per hand-over: up exactly when another human is to act */
        if (cur != at_screen) {
            assert_true(c->cover);
            covers++;
            /* Enter and Space (the last player's keys) neither lift it nor act */
            key(UI_KEY_ENTER);
            key(UI_KEY_SPACE);
            wait_a_while(c);
            assert_true(c->cover);
            if (covers % 2)
                key(UI_KEY_T);
            else
                click_button(trts_test_cover_label(cur));
            at_screen = cur;
        }
        assert_false(c->cover);
        assert_int_equal(c->viewer, cur);
        wait_a_while(c); /* nothing passes by itself */
        end_step(c, steps % 3 != 0);
    }
    assert_int_equal(c->st.round, 3);
    assert_int_equal(covers, handovers);
    assert_true(covers >= 8); /* both seats, each phase of two rounds */
    trts_shot("tr21b", "cover", false);
    app_free(&off);
}

static void test_hot_seat_two_rounds(void **state)
{
    (void)state;
    two_rounds(1280, 800);
    two_rounds(800, 560);
}

/* A fight's public step decided by a human, then that human's own private
 * input: one cover, before the step (blind play-test 17: a second came
 * before its Micro turn); the other human's input after it is covered. */
static void test_fight_then_own_turn(void **state)
{
    (void)state;
    trts_screen *c = open_hot_seat(1280, 800);
    trts_state *s = &c->st;
    c->cover = false;
    c->last_decider = 0;
    s->phase = TRTS_PHASE_COMBAT_TARGETS;
    s->current = 1;
    trts_control_refresh_seat(c);
    assert_true(c->cover);
    assert_int_equal(c->viewer, -1);
    key(UI_KEY_T);
    assert_false(c->cover);
    s->phase = TRTS_PHASE_MICRO; /* the fight over, its own Micro turn */
    trts_control_refresh_seat(c);
    assert_false(c->cover);
    assert_int_equal(c->viewer, 1);
    s->current = 0; /* the other human's turn */
    trts_control_refresh_seat(c);
    assert_true(c->cover);
    assert_int_equal(c->viewer, 0);
    app_free(&off);
}

/* The panel heads what the seat did this round "Your moves", as its other
 * lists are headed: in Macro the orders given this turn (one taken back is
 * gone; none, no heading), in Micro the units done this round. */
static void test_your_moves(void **state)
{
    (void)state;
    for (int size = 0; size < 2; size++) {
        trts_screen *c = open_hot_seat(size ? 800 : 1280, size ? 560 : 800);
        key(UI_KEY_T);
        assert_false(c->cover);
        assert_false(drawn(_("Your moves")));
        /* the seat's worker, its faction's first unit */
        const trts_unit_def *worker = &trts_player_faction(&c->st, c->st.current)->units[0];
        char label[120];
        trts_pk_cost_text(label, sizeof label, i18n_content(worker->name), worker->minerals, worker->gas);
        click_button(label);
        draw();
        assert_true(drawn(_("Your moves")));
        char line[160];
        snprintf(line, sizeof line, "· %s", i18n_content(worker->name));
        assert_true(drawn(line));
        trts_shot("tr21b", "your-moves-macro", true);
        click_button(C_("trts production: take back this round's order, its whole cost returned", "Take back"));
        draw();
        assert_false(drawn(_("Your moves")));
        app_free(&off);

        int watch, nat;
        c = trts_micro_scene_sized(size, 1, false, &watch, &nat);
        draw();
        assert_false(drawn(_("Your moves")));
        int unit = trts_own_unit_in(&c->st, 0, watch);
        assert_true(unit >= 0);
        c->st.pieces[unit].activated = true; /* moved earlier this round */
        draw();
        assert_true(drawn(_("Your moves")));
        trts_shot("tr21b", "your-moves-micro", true);
        app_free(&off);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hot_seat_two_rounds),
        cmocka_unit_test(test_fight_then_own_turn),
        cmocka_unit_test(test_your_moves),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
