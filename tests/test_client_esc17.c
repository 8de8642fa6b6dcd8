/*
 * hEsc17 (play-test 14), on the battle screen: one points system in the match
 * (the unit card says its rank and rank points; the build cost only in the
 * tooltip, as the chain "build cost 20 → Elite rank → 6 RP").
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

#include "board/battle.h"
#include "board/battle_internal.h"
#include "client_esc_util.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "skirmish/i18n.h"

static app the_app;

/* The unit card and its tooltip: rank points shown, the cost only as where they come from. */
static void test_card_one_points_system(void **state)
{
    (void)state;
    board_battle *bb = client_esc_battle_playing(&the_app);
    esc_game *g = &bb->match.game;
    int id = client_esc_first_unit_of(g, g->active);
    const esc_squad *sq[ESC_SIDES];
    battle_squads(&the_app, sq);
    const esc_unit_def *def = &sq[esc_unit_side(id)]->units[esc_unit_slot(id)];
    esc_rank rank = esc_unit_rank(def);
    char want[160], tip[500], chain[200], old[160];
    snprintf(want, sizeof want, _("rank %s · worth %d RP"), _(esc_rank_name(rank)), esc_rank_points(rank));
    snprintf(old, sizeof old, "cost %lld", esc_unit_cost(def));
    for (int i = 0; i < 2; i++) {
        int w = i ? 800 : 1280, h = i ? 560 : 800;
        bb->st.input.selected = id; /* the card is the selected unit's */
        client_esc_hover(&the_app, bb, g->units[id].square, w, h, "esc17-card");
        assert_true(client_was_drawn(want));
        assert_null(strstr(client_drawn_texts(), old));
    }
    battle_rank_points_words(def, tip, sizeof tip);
    snprintf(chain, sizeof chain, "%lld → %s", esc_unit_cost(def), _(esc_rank_name(rank)));
    assert_non_null(strstr(tip, chain));
    /* The play-test's Captain (H3 R2 P2 M2): build cost 20, Elite, 6 RP. */
    esc_unit_def captain = { .health = 3, .range = 2, .power = 2, .move = 2 };
    snprintf(captain.name, sizeof captain.name, "Captain");
    assert_int_equal(esc_unit_cost(&captain), 20);
    battle_rank_points_words(&captain, tip, sizeof tip);
    if (!client_language_run())
        assert_non_null(strstr(tip, "build cost 20 → Elite rank → 6 RP"));
    app_scene_pop_to_root(&the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_card_one_points_system),
    };
    return client_esc_run_tests(&the_app, tests, sizeof tests / sizeof tests[0]);
}
