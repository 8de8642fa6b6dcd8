/*
 * hEsc19b (blind play-test 16, Campaign #5): in a campaign battle at 800 x 560
 * (French, a unit selected: its card, and the Give up row the campaign adds)
 * the side panel's log keeps at least five lines; the round limit's score and
 * the objectives give way before it, as the marks' legend does (a card with
 * an ability's words, as the play-test's Bombarde).
 */
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
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_test_util.h"

/* How many texts were drawn after the last `heading`. */
static int texts_after(const char *heading)
{
    char line[80];
    snprintf(line, sizeof line, "\n%s\n", heading);
    const char *all = client_drawn_texts(), *at = NULL;
    for (const char *p = all; (p = strstr(p, line)) != NULL; p++)
        at = p;
    if (!at)
        return -1;
    int n = 0;
    for (const char *p = at + strlen(line); *p; p++)
        n += *p == '\n';
    return n;
}

static void test_campaign_log_keeps_lines(void **state)
{
    (void)state;
    i18n_set_language("fr");
    board_battle *bb = campaign_battle_deployed("esc19b-ca-log", true);
    const esc_game *g = &bb->match.game;
    assert_true(bb->st.log_count >= 5);
    assert_true(g->settings.hooks.yielding); /* the Give up row is there */
    /* Each unit of both sides selected in turn (a card with an ability's
     * words is the tallest). */
    int looked = 0;
    for (int id = 0; id < ESC_SIDES * ESC_SQUAD_MAX; id++) {
        if (!(g->units[id].flags & ESC_UF_PRESENT))
            continue;
        /* as the play-test's Bombarde: Suppressing Fire's words on its card */
        bb->match.game.units[id].abilities |= (uint16_t)(1u << ESC_AB_SUPPRESSING_FIRE);
        bb->st.input.selected = id;
        bb->st.input.mode = BOARD_INPUT_UNIT_SELECTED;
        client_draw_at(&the_app, "esc19b-ca-log", 800, 560);
        if (looked++ == 0)
            client_look(&the_app, "esc19b-ca-log");
        int rows = texts_after(_("Log"));
        assert_null(strstr(client_drawn_texts(), "\xe2\x80\xa6")); /* no text cut with "…" */
        if (rows < 5)
            fail_msg("unit %d: %d log rows drawn:\n%s", id, rows, client_drawn_texts());
    }
    assert_true(looked >= 2);
    /* At 1280 x 800 the score and the rule are there too. */
    client_draw_at(&the_app, "esc19b-ca-log", 1280, 800);
    assert_true(texts_after(_("Log")) >= 5);
    assert_true(strstr(client_drawn_texts(), _("To win: eliminate every enemy unit, or lead on points at the round limit.")) !=
                    NULL ||
                client_was_drawn_wrapped(_("To win: eliminate every enemy unit, or lead on points at the round limit.")));
    const char *l = getenv("SKIRMISH_TEST_LANGUAGE");
    i18n_set_language(l && *l ? l : "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_campaign_log_keeps_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
