/*
 * The New-match screen's squad lists at 800 x 560 (blind play-test 14,
 * Escarmouche #7: "Shieldbearer · E…", "Ch…", "Sw…"; in French "Capitaine
 * d'ava…"): every unit's name and rank of every shipped squad is drawn whole,
 * in English and French, at 800 x 560 and 1280 x 800.
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

#include "client_esc_util.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "skirmish/i18n.h"

static app the_app;

static void test_squad_names_whole(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    app *a = &the_app;
    static const int sizes[][2] = { { 800, 560 }, { 1280, 800 } };
    for (int l = 0; l < 2; l++) {
        i18n_set_language(l == 0 ? "en" : "fr");
        app_scene_pop_to_root(a);
        assert_true(app_scene_push(a, &escarmouche_setup_scene, NULL));
        escarmouche_content *k = escarmouche_content_get(a);
        assert_true(k->n_squads >= 2);
        for (int z = 0; z < 2; z++)
            for (int s = 0; s < k->n_squads; s++) {
                k->setup.squad[0] = s;
                k->setup.squad[1] = (s + 1) % k->n_squads;
                client_draw_at(a, "lbl17-setup", sizes[z][0], sizes[z][1]);
                for (int side = 0; side < 2; side++) {
                    const esc_squad *q = &k->squads[k->setup.squad[side]];
                    for (int i = 0; i < q->n_units && i < ESC_SQUAD_MAX; i++) {
                        const esc_unit_def *d = &q->units[i];
                        char line[200];
                        snprintf(line, sizeof line, "%s · %s", i18n_content(d->name), _(esc_rank_name(esc_unit_rank(d))));
                        if (!client_was_drawn(line))
                            fail_msg("%dx%d, %s, squad %s: \"%s\" not drawn whole", sizes[z][0], sizes[z][1],
                                     i18n_language(), q->name, line);
                    }
                }
            }
        app_scene_pop_to_root(a);
    }
    i18n_set_language("en");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_squad_names_whole),
    };
    return client_esc_run_tests(&the_app, tests, sizeof tests / sizeof tests[0]);
}
