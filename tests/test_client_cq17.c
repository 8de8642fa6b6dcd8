/*
 * Conquest, blind play-test 14. The legend (L) has a row for the held tint,
 * the token, its corner mark and the neutral token in every language and
 * window: the French one, wider, was the short legend at 1280x800 and lacked
 * them. The turn report lies in the side panel, off the map, at 800x560 too,
 * and the legend opens clear of it.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "client_conquest_util.h"
#include "client_test_util.h"
#include "conquest/conquest.h"
#include "conquest/label.h"
#include "conquest/play_internal.h"
#include "front/front.h"
#include "shell/app.h"
#include "skirmish/core/cq/state.h"
#include "skirmish/core/evlog.h"
#include "skirmish/i18n.h"

/* One of the two words (the full legend's or the short one's) was drawn. */
static bool either_drawn(const char *full, const char *brief)
{
    return client_was_drawn(_(full)) || client_was_drawn(_(brief));
}

static void check_legend_rows(app *a, const char *name, int w, int h)
{
    client_draw_at(a, name, w, h);
    if (!either_drawn("Held by a player: border and tint", "Held: border and tint") ||
        !either_drawn("Token: the holder's colour and pattern", "Token: holder's colour") ||
        !either_drawn("Mark at a token's corner: its holder's shape, as in the list", "Corner mark: holder's shape") ||
        !either_drawn("Token of a neutral area", "Neutral token"))
        fail_msg("%s at %dx%d (%s): the legend lacks a row of the tints and tokens", name, w, h, i18n_language());
}

static void test_legend_rows_every_language(void **state)
{
    (void)state;
    static const char *const langs[] = {"en", "fr"};
    for (int l = 0; l < 2; l++) {
        static app a;
        i18n_set_language(langs[l]);
        conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
        cqc_key(&a, UI_KEY_T); /* the cover lifted */
        assert_false(c->cover);
        cqc_key(&a, UI_KEY_L);
        client_draw_at(&a, "cq17-legend-open", 1280, 800);
        if (!client_was_drawn(_("Weight 1 (sand)")))
            cqc_key(&a, UI_KEY_L); /* it was open (the last game's choice, kept) and L closed it */
        check_legend_rows(&a, "cq17-legend", 1280, 800);
        check_legend_rows(&a, "cq17-legend-small", 800, 560);
        app_free(&a);
    }
    i18n_set_language("en");
}

/* At 800x560 after a turn: the report in the panel right of the map, the
 * whole map free (blind play-test 14, 081: two lines of report under the map
 * while the panel stood empty). */
static void test_report_off_the_map_small(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 800, 560);
    cqc_key(&a, UI_KEY_T);
    c->report_folded = false;
    c->viewer = 0;
    for (int i = 0; i < 6; i++)
        evlog_add(&c->log, 1, EVLOG_INFO, EVLOG_ALL, "news %d of turn 1", i);
    client_draw_at(&a, "cq17-report-small", 800, 560);
    assert_int_equal(c->cam.covered_below, 0);
    SDL_Rect close;
    assert_true(app_find_button(&a, _("Close (Space)"), &close, NULL) || app_find_button(&a, _("Close"), &close, NULL));
    SDL_Rect map = c->cam.viewport;
    assert_true(close.x >= map.x + map.w);
    assert_true(close.y + close.h <= 560);
    /* the legend opens over the map, clear of the report */
    client_draw_at(&a, "cq17-report-legend-small", 800, 560);
    if (!client_was_drawn(_("Weight 1 (sand)")))
        cqc_key(&a, UI_KEY_L);
    client_draw_at(&a, "cq17-report-legend-small", 800, 560);
    assert_true(client_was_drawn(_("Weight 1 (sand)")));
    app_free(&a);
}

/* The hover card of every vertex of every map, in French: a list of
 * neighbours too long for the sentence's row never cuts the sentence (blind
 * play-test 14: "Sens unique depuis Ashford, Coldgate, Dunwick, Elmholm, :
 * pas de passage dans l'autre sens", the rest of the list on the next row). */
static void test_card_lists_whole_sentences(void **state)
{
    (void)state;
    static app a;
    i18n_set_language("fr");
    assert_true(front_init_offscreen(&a, 1280, 800));
    a.frozen_ticks = 1000;
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    conquest_content *k = conquest_content_get(&a);
    assert_non_null(k);
    int below = 0;
    for (int i = 0; i < k->n_maps; i++) {
        int seats[8];
        for (int p = 0; p < 8; p++)
            seats[p] = p == 0 ? CONQUEST_SEAT_HUMAN : CQ_BOT_NORMAL; /* one human: the map waits for its orders */
        char why[200];
        conquest_match m;
        conquest_match_init(&m);
        assert_true(conquest_match_start(&m, &k->maps[i], k->maps[i].min_players, seats, 100, 7, why, sizeof why));
        conquest_play_args args = { .match = &m };
        assert_true(app_scene_open_from_root(&a, &conquest_play_scene, &args));
        conquest_match_free(&m);
        conquest_screen *c = conquest_current(&a);
        c->animating = false;
        client_draw_at(&a, "cq17-card-map", 1280, 800);
        if (client_was_drawn(_("Hide legend (L)")))
            cqc_key(&a, UI_KEY_L); /* the legend, left open by the last test, over the map */
        for (int v = 0; v < c->match.graph.n_vertices; v++) {
            if (cq_graph_in_degree(&c->match.graph, v) < 4)
                continue; /* (fast: only the vertices with a list that may be long) */
            int x, y;
            cqc_vertex_at(c, v, &x, &y);
            cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, x, y);
            cqc_update(&a, 2.0f); /* the card after its rest */
            client_draw_at(&a, "cq17-card", 1280, 800);
            if (client_was_drawn(", :") || client_was_drawn(",  :"))
                fail_msg("%s, %s: a card's sentence cut by its list: %s", k->maps[i].name, conquest_place(&c->match.graph, v),
                         client_drawn_texts());
            char words[64];
            snprintf(words, sizeof words, P_("the %d below", "the %d below", 5), 5);
            char *cut = strstr(words, "5");
            if (cut)
                *cut = '\0';
            below += client_was_drawn(words);
        }
        app_scene_pop_to_root(&a);
    }
    assert_true(below > 0); /* some list was too long for its sentence's row */
    app_free(&a);
    i18n_set_language("en");
}

/* The setup's Starts row says "equal, far apart" only when the Fair starts
 * are (blind play-test 14: 6 on Archipelago, some two steps apart, one next
 * to an empty island): else "as fair as the map allows", with the nearest and
 * farthest pair, the core's own figures. */
static void test_fair_row_keeps_its_word(void **state)
{
    (void)state;
    static app a;
    assert_true(front_init_offscreen(&a, 1280, 800));
    a.frozen_ticks = 1000;
    setenv("SKIRMISH_SEED", "7", 1);
    app_scene_open_from_root(&a, &conquest_setup_scene, NULL);
    conquest_content *k = conquest_content_get(&a);
    int said_even = 0, said_uneven = 0;
    for (int i = 0; i < k->n_maps; i++)
        for (int n = k->maps[i].min_players; n <= k->maps[i].max_players; n++) {
            k->setup.map = i;
            k->setup.players = n;
            k->setup.fair_starts = true;
            client_draw_at(&a, "cq17-setup", 1280, 800);
            int32_t starts[CQ_SETUP_MAX_PLAYERS];
            cq_fair_quality q;
            assert_true(cq_fair_starts(&k->maps[i].graph, n, k->setup.seed, starts, &q));
            bool even = q.weight_min == q.weight_max && q.apart_max - q.apart_min < 2;
            char words[128];
            snprintf(words, sizeof words, _("starts %d to %d steps apart"), q.apart_min,
                     q.apart_max);
            if (even != client_was_drawn(_("equal, far apart")) || even == client_was_drawn(words))
                fail_msg("%s with %d: the Starts row does not say how fair the starts are (%d to %d apart)",
                         k->maps[i].name, n, q.apart_min, q.apart_max);
            said_even += even;
            said_uneven += !even;
        }
    assert_true(said_uneven > 0); /* Archipelago with 6 at least */
    unsetenv("SKIRMISH_SEED");
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_legend_rows_every_language),
        cmocka_unit_test(test_report_off_the_map_small),
        cmocka_unit_test(test_card_lists_whole_sentences),
        cmocka_unit_test(test_fair_row_keeps_its_word),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
