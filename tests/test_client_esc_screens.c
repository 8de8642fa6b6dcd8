/*
 * Escarmouche's screens around the battle, through the client: New match's
 * name fields (only the one typed in looks focused), the Squad editor drawing
 * units alike with the pictures the battle gives them, and the unit editor's
 * ability cards showing each rule whole. The battle screen itself is
 * test_client_esc_round3.c and test_client_esc_round4.c.
 *
 * In a language run (SKIRMISH_TEST_LANGUAGE) the screens are kept under
 * $SKIRMISH_TEST_TMP/shots/esc-*.png for people to look at.
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

#include "barracks/barracks.h"
#include "barracks/barracks_scenes.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/assets.h"
#include "shell/ui.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

static app the_app;

/* hE2 5. New match: after typing in Player 2's name field, a click in Player
 * 1's leaves only Player 1's looking focused (Player 2's used to keep its
 * yellow frame and caret). */
static void test_one_name_field_focused(void **state)
{
    (void)state;
    app *a = &the_app;
    escarmouche_content *c = escarmouche_content_get(a);
    app_scene_pop_to_root(a);
    c->setup.human[0] = c->setup.human[1] = true;
    char names[ESC_SIDES][sizeof c->setup.name[0]];
    for (int s = 0; s < ESC_SIDES; s++)
        snprintf(names[s], sizeof names[s], "%s", c->setup.name[s]);
    assert_true(app_scene_push(a, &escarmouche_setup_scene, NULL));
    client_set_size(a, 1280, 800);
    app_draw(a);
    SDL_Rect r[ESC_SIDES];
    bool focused[ESC_SIDES];
    for (int s = 0; s < ESC_SIDES; s++)
        assert_true(escarmouche_setup_name_field(a, s, &r[s], &focused[s]));
    client_click_at(a, r[1].x + r[1].w / 2, r[1].y + r[1].h / 2);
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_TEXT;
    snprintf(ev.text, sizeof ev.text, "%s", "Bea");
    app_handle_event(a, &ev);
    app_draw(a);
    assert_true(escarmouche_setup_name_field(a, 1, &r[1], &focused[1]));
    assert_true(focused[1]);
    client_click_at(a, r[0].x + r[0].w / 2, r[0].y + r[0].h / 2);
    client_draw_at(&the_app, "esc-setup-name-fields", 1280, 800);
    for (int s = 0; s < ESC_SIDES; s++)
        assert_true(escarmouche_setup_name_field(a, s, &r[s], &focused[s]));
    assert_true(focused[0]);
    assert_false(focused[1]);
    /* And back: a click in Player 2's leaves Player 1's. */
    client_click_at(a, r[1].x + r[1].w / 2, r[1].y + r[1].h / 2);
    for (int s = 0; s < ESC_SIDES; s++)
        assert_true(escarmouche_setup_name_field(a, s, &r[s], &focused[s]));
    assert_false(focused[0]);
    assert_true(focused[1]);
    client_draw_at(&the_app, "esc-setup-name-fields-2", 800, 560);
    app_scene_pop_to_root(a);
    for (int s = 0; s < ESC_SIDES; s++)
        snprintf(c->setup.name[s], sizeof c->setup.name[s], "%s", names[s]);
}

/* hE2 4. Two units alike in a squad: the Squad editor draws each with the
 * picture the Barracks list, the New match panel and the battle give it (the
 * second a look-alike), not the role's picture for both. */
static void test_squad_editor_portraits_as_battle(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    data_squad_entry *e = calloc(1, sizeof *e);
    assert_non_null(e);
    e->squad.n_units = 3;
    for (int i = 0; i < 3; i++) {
        snprintf(e->squad.units[i].name, sizeof e->squad.units[i].name, "Pike Tester");
        e->squad.units[i].health = 2;
        e->squad.units[i].range = 1;
        e->squad.units[i].power = 1;
        e->squad.units[i].move = 1;
    }
    int battle[ESC_SQUAD_MAX];
    assets_squad_portraits(&e->squad, battle, ESC_SQUAD_MAX);
    for (int i = 0; i < 3; i++)
        assert_int_equal(barracks_squad_slot_portrait(e, i), battle[i]);
    assert_int_not_equal(barracks_squad_slot_portrait(e, 0), barracks_squad_slot_portrait(e, 1));
    /* The editor itself, to look at (kept with SKIRMISH_TEST_SHOTS). */
    app *a = &the_app;
    app_scene_pop_to_root(a);
    snprintf(e->squad.name, sizeof e->squad.name, "Pikes");
    barracks_squad_editor_open(barracks_get(a), e, -1);
    assert_true(app_scene_push(a, &barracks_squad_editor_scene, NULL));
    client_draw_at(&the_app, "esc-squad-editor-alike", 1280, 800);
    app_scene_pop_to_root(a);
    /* A picture chosen in the editor is the one drawn. */
    snprintf(e->portraits.id[1], sizeof e->portraits.id[1], "wolf");
    assert_int_equal(barracks_squad_slot_portrait(e, 1), assets_portrait_by_id("wolf"));
    free(e);
}

/* hE2 6. The unit editor's ability cards show each rule whole at 1280x800
 * (French Charge was cut: "…puis l'attaque avec …"): the rule's last word is
 * drawn; at 800x560 each shows its start. Kept as esc-unit-editor-cards-*.png in language runs. */
static void test_unit_editor_rules_whole(void **state)
{
    (void)state;
    app *a = &the_app;
    app_scene_pop_to_root(a);
    barracks *b = barracks_get(a);
    assert_non_null(b);
    barracks_unit_editor_open(b, NULL, BARRACKS_TARGET_LIBRARY, -1);
    assert_true(app_scene_push(a, &barracks_unit_editor_scene, NULL));
    static const int sizes[2][2] = { { 1280, 800 }, { 800, 560 } };
    for (int k = 0; k < 2; k++) {
        client_draw_at(&the_app, "esc-unit-editor-cards", sizes[k][0], sizes[k][1]);
        for (int ab = 0; ab < ESC_AB_COUNT; ab++) {
            const char *text = _(esc_ability_get((esc_ability)ab)->text);
            const char *last = strrchr(text, ' ');
            last = last ? last + 1 : text;
            /* At 800x560 twelve whole rules cannot fit in two columns: each
             * card shows the rule's start and the whole in its tooltip. */
            /* Spanish names take a line of their own in every card (longer):
             * its longest rules still end in "…" at 1280x800, whole in the
             * tooltip. */
            const char *lang = getenv("SKIRMISH_TEST_LANGUAGE");
            if (lang && strcmp(lang, "xx") == 0)
                continue; /* a pseudo-text's first bytes cut a character in two */
            if (k == 1 || (lang && strcmp(lang, "es") == 0)) {
                char start[16];
                snprintf(start, sizeof start, "%s", text);
                char *sp = strrchr(start, ' ');
                if (sp)
                    *sp = '\0';
                assert_true(client_was_drawn(start));
                continue;
            }
            if (!client_was_drawn(last))
                fail_msg("at %dx%d the rule of \"%s\" is cut (no \"%s\")", sizes[k][0], sizes[k][1],
                         _(esc_ability_get((esc_ability)ab)->name), last);
        }
    }
    app_scene_pop_to_root(a);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    if (!front_init_offscreen(&the_app, 2560, 1440))
        return 1;
    the_app.frozen_ticks = 1000;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_one_name_field_focused),
        cmocka_unit_test(test_squad_editor_portraits_as_battle),
        cmocka_unit_test(test_unit_editor_rules_whole),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
