/*
 * TRTS's client after blind play-test 18 (helper hTr22): an Enter that
 * changed the panel while held is released with nothing drawn (a key's
 * release draws no frame); the release is seen all the same, so the next
 * Enter, pressed after the calm, acts without the pointer moving (play-test
 * 18: after "Move in (Enter)" the next Enter did nothing until the mouse
 * moved). Keyboard only. The computer's "Micro begins" is said as Micro
 * begins, not after its Reposition's Done.
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
#include "trts/play_internal.h"
#include "trts/trts.h"

/* SDL's own key state, as a held or released Enter leaves it */
static void hold_enter(bool down)
{
    Uint8 *keys = (Uint8 *)(uintptr_t)SDL_GetKeyboardState(NULL);
    assert_non_null(keys);
    keys[SDL_SCANCODE_RETURN] = down ? 1 : 0;
}

/* a real press: down, its event, the frame after it; the release comes later */
static void press_enter(void)
{
    hold_enter(true);
    key(UI_KEY_ENTER);
}

/* the app wakes for the release (an SDL event the game does not draw for) */
static void release_enter(trts_screen *c)
{
    hold_enter(false);
    trts_play_scene.update(&off, c, 0.05f, true);
}

/* time passes, past every prompt's calm, its frames drawn */
static void calm(trts_screen *c)
{
    off.frozen_ticks += 700;
    trts_play_scene.update(&off, c, 0.7f, true);
    draw();
}

static void test_enter_after_enter(void **state)
{
    (void)state;
    for (int size = 0; size < 2; size++) {
        setenv("SKIRMISH_SEED", "4", 1);
        assert_true(front_init_offscreen(&off, size ? 800 : 1280, size ? 560 : 800));
        off.frozen_ticks = 1000;
        off.prefs.anim_speed = DATA_ANIM_INSTANT;
        off.text_seen = text_seen;
        trts_content *k = trts_content_get(&off);
        assert_non_null(k);
        trts_play_args args = { .rec = trts_test_duel(k, TRTS_DIRECTORATE, TRTS_MYRIAD, true), .again = &trts_setup_scene };
        assert_true(app_scene_open_from_root(&off, &trts_play_scene, &args));
        trts_screen *c = trts_current(&off);
        assert_non_null(c);
        draw();
        assert_false(c->cover);
        calm(c); /* the computer's Macro */
        calm(c);
        int n = c->rec->n_actions;
        /* Macro, no order: Enter asks first, then Enter says Done */
        press_enter();
        assert_true(c->confirm_done);
        release_enter(c);
        calm(c);
        press_enter();
        assert_int_equal(c->rec->n_actions, n + 1);
        assert_true(c->enter_stale); /* the panel changed under the held key */
        release_enter(c);            /* no frame drawn: the computer's Macro done too */
        assert_false(c->enter_stale);
        draw();
        assert_int_not_equal(c->st.phase, TRTS_PHASE_MACRO);
        for (int i = 0; i < 40 && c->st.current != c->viewer; i++)
            calm(c); /* the computer's moves, if its turn */
        calm(c);
        assert_int_equal(c->st.current, c->viewer);
        n = c->rec->n_actions;
        /* the seat's next step (Micro's Pass, Reposition's Done): Enter acts, no pointer moved */
        press_enter();
        assert_true(c->rec->n_actions > n);
        release_enter(c);
        assert_false(c->enter_stale);
        /* on to the next round by Enter alone: the computer's "finished its
         * Macro ... Micro begins" is said only as Micro begins, never in
         * Reposition (play-test 18: it stayed there, and on Game over) */
        char said[sizeof c->message];
        snprintf(said, sizeof said, _("%s finished its Macro: its orders stay secret. Micro begins."),
                 trts_player_name(c, 1));
        bool reposition = false;
        for (int i = 0; i < 200 && c->st.round == 1; i++) {
            if (c->st.phase == TRTS_PHASE_REPOSITION)
                reposition = true;
            if (c->st.phase != TRTS_PHASE_MICRO)
                assert_string_not_equal(c->message, said);
            calm(c);
            if (c->st.current == c->viewer && c->st.phase != TRTS_PHASE_OVER) {
                press_enter();
                release_enter(c);
            }
        }
        assert_true(reposition);
        assert_int_equal(c->st.round, 2);
        app_free(&off);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_enter_after_enter),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
