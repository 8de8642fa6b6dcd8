/*
 * TRTS, blind play-test 11 (hTr13b): the live map's marks of what the others
 * did since the seat's last turn are rebuilt from the record when a game is
 * loaded (or continued), the same as before the save; while the last turn is
 * shown again, the top bar says it is a replay and whose turn it shows.
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

#include "areamap/card.h"
#include "client_test_util.h"
#include "client_trts_screen_util.h"
#include "client_trts_util.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"
#include "trts/trts.h"
#include "trts_test_util.h"

static void test_news_rebuilt_on_load(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    for (int i = 0; i < 40 && !(c->news && trts_replay_marks_any(&c->news[0])); i++) {
        trts_seat0_ends(c);
        until_human(c);
    }
    assert_non_null(c->news);
    assert_true(trts_replay_marks_any(&c->news[0]));
    static trts_replay_marks before;
    before = c->news[0];
    static trts_game_record rec;
    rec = *c->rec;
    /* the game opened again from its record, as Load and Continue do */
    trts_play_args args = { .rec = &rec, .again = &trts_setup_scene };
    assert_true(app_scene_open_from_root(&off, &trts_play_scene, &args));
    c = trts_current(&off);
    assert_non_null(c);
    assert_non_null(c->news);
    assert_memory_equal(&c->news[0], &before, sizeof before);
    until_human(c);
    draw();
    assert_true(drawn(_("Marks: what you saw the others do since your last turn (arrows numbered in order)")));
    app_free(&off);
}

/* The replay's top bar: "Replay: Player 2's turn", not a live turn's title (800 × 560). */
static void test_replay_top_bar(void **state)
{
    (void)state;
    trts_screen *c = open_duel(800, 560);
    for (int i = 0; i < 40 && !trts_lastturn_available(c); i++) {
        trts_seat0_ends(c);
        until_human(c);
    }
    assert_true(trts_lastturn_available(c));
    assert_true(trts_lastturn_open(&off, c));
    assert_non_null(trts_lastturn_shown(c));
    draw();
    char want[200];
    snprintf(want, sizeof want, _("Replay: %s's turn · %s"), trts_player_name(c, trts_lastturn_owner(trts_lastturn_shown(c))), "");
    want[strlen(want) - strlen(" · ")] = '\0';
    assert_true(drawn(want));
    /* the live map's marks stay off the replay, which has its own */
    const char *caption = _("Marks: what you saw the others do since your last turn (arrows numbered in order)");
    assert_false(strstr(frame_text, caption));
    trts_shot("13b", "replay-top", true);
    trts_lastturn_close(&off, c);
    draw();
    assert_false(drawn(want));
    app_free(&off);
}

/* A short panel (800 x 560) keeps its room for the units: the pick hint goes
 * once a unit is picked (a tall one keeps it). */
static void test_short_panel_units(void **state)
{
    (void)state;
    static const int sizes[2][2] = { { 800, 560 }, { 1280, 800 } };
    const char *hint = _("Pick units (from one or several areas), then drag from an area to move them, or Activate.");
    for (int k = 0; k < 2; k++) {
        int watch, nat;
        trts_screen *c = trts_micro_scene_at(sizes[k][0], sizes[k][1], 1, false, &watch, &nat);
        trts_set_clear(&c->sel);
        draw();
        assert_true(drawn(hint));
        int unit = -1;
        for (int i = 0; i < c->st.n_pieces && unit < 0; i++)
            if (c->st.pieces[i].alive && !c->st.pieces[i].building && c->st.pieces[i].owner == 0 &&
                c->st.pieces[i].area == watch)
                unit = i;
        assert_true(unit >= 0);
        trts_set_add(&c->sel, unit);
        draw();
        if (k == 1)
            assert_true(drawn(hint));
        else
            assert_false(drawn(hint));
        app_free(&off);
    }
}

/* The legend wraps a line too long for its column inside its box (play-test
 * 11: French at 800 x 560 cut "... ne peut plus tirer avant le s"). */
static void test_legend_wraps(void **state)
{
    (void)state;
    open_duel(800, 560);
    static const areamap_legend_entry e[] = {
        { AREAMAP_LEGEND_TOKEN, 0, { 255, 150, 40, 255 },
          "A very long legend line that cannot fit in its column at all, so it must wrap onto a second row inside the box" },
        { AREAMAP_LEGEND_TOKEN, 0, { 59, 120, 216, 255 }, "Short" },
    };
    ui u = { &off, off.renderer, NULL, true, off.scale, false, 0 };
    frame_len = 0;
    frame_text[0] = '\0';
    off.layout_faults = 0;
    areamap_legend_draw(&u, NULL, ui_rect(0, 0, 360, 400), e, 2);
    assert_true(drawn(e[0].text));
    assert_true(drawn("Short"));
    if (off.layout_faults) /* a text past the legend's box is a layout fault */
        fail_msg("%s", off.layout_fault);
    app_free(&off);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_news_rebuilt_on_load),
        cmocka_unit_test(test_replay_top_bar),
        cmocka_unit_test(test_short_panel_units),
        cmocka_unit_test(test_legend_wraps),
    };
    return cmocka_run_group_tests_name("client trts play-test 11 (b)", tests, NULL, NULL);
}
