/*
 * The screen stack (shell/scene.c): push, pop with a result to the screen
 * beneath, switch, back to the menu, overlays drawn over the screen beneath, a
 * screen's state freed only once its own code has returned; and the battle
 * screen opened by another screen, which pops with the battle's outcome (how the
 * Campaign fights its battles on the board).
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <cmocka.h>

#include "barracks/barracks_scenes.h"
#include "barracks/widgets.h"
#include "board/battle.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/ui.h"
#include "client_test_util.h"
#include "skirmish/i18n.h"
#include "skirmish/ai/simple.h"

static app the_app;

/* ---- a scripted screen that records what happens to it ---- */

typedef struct probe {
    int id;
    int events, frames, resumes;
    int last_code;
    board_battle_result last_battle;
    bool got_battle;
    /* what to do on the next event */
    enum { DO_NOTHING, DO_POP, DO_PUSH, DO_SWITCH } next;
    int frame_order[8];
    bool hovered; /* the pointer over it in its last frame */
} probe;

static int alive;
static int drawn[16], n_drawn;
static const scene probe_scene, probe_overlay;

static bool probe_enter(app *a, const void *arg, void **self)
{
    (void)a;
    const int *id = arg;
    if (*id < 0)
        return false; /* refuses to open */
    probe *p = calloc(1, sizeof *p);
    p->id = *id;
    alive++;
    *self = p;
    return true;
}

static void probe_leave(app *a, void *self)
{
    (void)a;
    alive--;
    free(self);
}

static void probe_event(ui *u, void *self)
{
    probe *p = self;
    p->events++;
    int id = p->id + 10;
    switch (p->next) {
    case DO_POP: {
        scene_result r = { 42 + p->id, NULL };
        app_scene_pop(u->app, &r);
        break;
    }
    case DO_PUSH: app_scene_push(u->app, &probe_overlay, &id); break;
    case DO_SWITCH: app_scene_switch(u->app, &probe_scene, &id); break;
    case DO_NOTHING: break;
    }
    /* Still valid after the stack changed under it: left only once this returns
     * (the sanitizer build would catch a use after free here). */
    p->frame_order[0] = p->id;
}

static void probe_frame(ui *u, void *self)
{
    probe *p = self;
    p->frames++;
    p->hovered = ui_hover(u, ui_rect(0, 0, 10000, 10000));
    if (n_drawn < 16)
        drawn[n_drawn++] = p->id;
}

static void probe_resume(app *a, void *self, const scene_result *r)
{
    (void)a;
    probe *p = self;
    p->resumes++;
    p->last_code = r->code;
    if (r->code == SCENE_DONE && r->data) {
        p->last_battle = *(const board_battle_result *)r->data;
        p->got_battle = true;
    }
}

static const scene probe_scene = {
    .name = "probe",
    .enter = probe_enter,
    .leave = probe_leave,
    .event = probe_event,
    .frame = probe_frame,
    .resume = probe_resume,
};

static const scene probe_overlay = {
    .name = "probe-overlay",
    .overlay = true,
    .enter = probe_enter,
    .leave = probe_leave,
    .event = probe_event,
    .frame = probe_frame,
    .resume = probe_resume,
};

static probe *top_probe(void) { return the_app.stack[the_app.depth - 1].self; }

static void send_key(void)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_KEY;
    ev.key = UI_KEY_SPACE;
    app_handle_event(&the_app, &ev);
}

static void test_push_pop_result(void **state)
{
    (void)state;
    app_scene_pop_to_root(&the_app);
    assert_string_equal(app_scene_name(&the_app), "menu");
    int one = 1, two = 2, refused = -1;
    assert_true(app_scene_push(&the_app, &probe_scene, &one));
    assert_int_equal(alive, 1);
    assert_false(app_scene_push(&the_app, &probe_overlay, &refused)); /* refused: nothing changes */
    assert_string_equal(app_scene_name(&the_app), "probe");
    assert_true(app_scene_push(&the_app, &probe_overlay, &two));
    assert_int_equal(alive, 2);
    assert_ptr_equal(app_scene_state(&the_app, &probe_scene), the_app.stack[1].self);

    /* An overlay is drawn over the screen beneath, which is drawn first. */
    n_drawn = 0;
    app_draw(&the_app);
    assert_int_equal(n_drawn, 2);
    assert_int_equal(drawn[0], 1);
    assert_int_equal(drawn[1], 2);

    /* Events go to the top only; popping hands the result to the one beneath. */
    probe *below = the_app.stack[1].self;
    top_probe()->next = DO_POP;
    send_key();
    assert_int_equal(below->events, 0);
    assert_int_equal(below->resumes, 1);
    assert_int_equal(below->last_code, 44);
    assert_int_equal(alive, 1); /* the popped one was freed once its event returned */
    assert_string_equal(app_scene_name(&the_app), "probe");

    /* A pop with no result reads as closed. */
    assert_true(app_scene_push(&the_app, &probe_overlay, &two));
    app_scene_pop(&the_app, NULL);
    assert_int_equal(below->last_code, SCENE_CLOSED);
    assert_int_equal(below->resumes, 2);

    /* Switching replaces the top; the old one is left after its own event. */
    top_probe()->next = DO_SWITCH;
    send_key();
    assert_int_equal(alive, 1);
    assert_int_equal(top_probe()->id, 11);

    /* A push from inside an event opens at once. */
    top_probe()->next = DO_PUSH;
    send_key();
    assert_int_equal(alive, 2);
    assert_int_equal(top_probe()->id, 21);

    /* Back to the menu leaves them all; the menu itself never pops. */
    app_scene_pop_to_root(&the_app);
    assert_int_equal(alive, 0);
    assert_string_equal(app_scene_name(&the_app), "menu");
    app_scene_pop(&the_app, NULL);
    assert_string_equal(app_scene_name(&the_app), "menu");
}

/* A screen pushes an Escarmouche battle with `report` and gets its outcome back:
 * the winner and every unit's Health. */
static void test_battle_reports_its_outcome(void **state)
{
    (void)state;
    app_scene_pop_to_root(&the_app);
    int one = 1;
    assert_true(app_scene_push(&the_app, &probe_scene, &one));
    probe *caller = top_probe();

    escarmouche_content *c = escarmouche_content_get(&the_app);
    assert_non_null(c);
    assert_true(c->n_squads >= 2 && c->n_maps >= 1);
    const esc_squad *squads[ESC_SIDES] = { &c->squads[0], &c->squads[1] };
    esc_settings settings;
    esc_settings_default(&settings);
    bool human[ESC_SIDES] = { true, true };
    board_match m;
    board_match_init_empty(&m);
    char why[200];
    assert_true(board_match_start(&m, &c->maps[0], squads, &settings, 99, human, why, sizeof why));
    board_battle_args args = { &m, false, true, false };
    assert_true(app_scene_push(&the_app, &board_battle_scene, &args));
    board_match_free(&m); /* taken over: empty */
    board_battle *bb = board_battle_current(&the_app);
    assert_non_null(bb);
    assert_true(bb->report);

    /* Play it out with the simple computer player. */
    core_rng rng;
    core_rng_seed(&rng, 7);
    for (int guard = 0; guard < 5000 && bb->match.game.phase != ESC_PHASE_OVER; guard++) {
        esc_action a;
        assert_true(ai_simple_choose(&bb->match.game, &rng, &a));
        assert_int_equal(board_match_apply(&bb->match, &a, NULL), ESC_OK);
    }
    assert_int_equal(bb->match.game.phase, ESC_PHASE_OVER);
    board_battle_result expected = board_battle_outcome(bb);
    assert_int_equal(expected.winner, bb->match.game.winner);
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    for (int i = 0; i < 3; i++)
        app_step(&the_app); /* the result panel opens */
    app_draw(&the_app);
    SDL_Rect r;
    bool enabled;
    assert_true(app_find_button(&the_app, _("Continue"), &r, &enabled));
    assert_false(app_find_button(&the_app, _("Main menu"), NULL, NULL));
    client_click_at(&the_app, r.x + r.w / 2, r.y + r.h / 2);

    assert_string_equal(app_scene_name(&the_app), "probe");
    assert_null(board_battle_current(&the_app));
    assert_int_equal(caller->last_code, SCENE_DONE);
    assert_true(caller->got_battle);
    assert_int_equal(caller->last_battle.winner, expected.winner);
    assert_int_equal(caller->last_battle.rounds, expected.rounds);
    int alive_units[ESC_SIDES] = { 0, 0 };
    for (int side = 0; side < ESC_SIDES; side++)
        for (int slot = 0; slot < ESC_SQUAD_MAX; slot++) {
            assert_int_equal(caller->last_battle.health[side][slot], expected.health[side][slot]);
            assert_true(caller->last_battle.health[side][slot] >= 0);
            alive_units[side] += caller->last_battle.health[side][slot] > 0;
        }
    if (expected.winner >= 0 && expected.reason == ESC_END_ELIMINATION)
        assert_int_equal(alive_units[1 - expected.winner], 0);
    app_scene_pop_to_root(&the_app);
    assert_int_equal(alive, 0);
}

/* Pause menus and dialogs are screens pushed over the one that opened them:
 * the Barracks' path dialog opens over the library, Esc closes it and the
 * library has the input again. */
static void test_dialog_is_a_pushed_screen(void **state)
{
    (void)state;
    app_scene_pop_to_root(&the_app);
    assert_true(app_scene_push(&the_app, &barracks_library_scene, NULL));
    barracks_open_path_dialog(&the_app, BARRACKS_UI_FIELD_IMPORT);
    assert_string_equal(app_scene_name(&the_app), "path-dialog");
    assert_int_equal(the_app.depth, 3);
    app_draw(&the_app); /* the library beneath, then the dialog */
    assert_true(app_find_button(&the_app, _("Import"), NULL, NULL));
    assert_true(app_find_button(&the_app, _("Main menu"), NULL, NULL));
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_KEY;
    ev.key = UI_KEY_ESCAPE;
    app_handle_event(&the_app, &ev);
    assert_string_equal(app_scene_name(&the_app), "barracks");
    assert_int_equal(barracks_get(&the_app)->view.field_mode, BARRACKS_UI_FIELD_NONE);
    app_scene_pop_to_root(&the_app);
}

/* Esc on the main menu asks before quitting; Esc again stays. "Watch the
 * computer" opens its own setup, with legal squads and computer sides only. */
static void test_menu_asks_before_quitting(void **state)
{
    (void)state;
    app_scene_pop_to_root(&the_app);
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_KEY;
    ev.key = UI_KEY_ESCAPE;
    app_handle_event(&the_app, &ev);
    assert_true(the_app.running);
    assert_string_equal(app_scene_name(&the_app), "confirm");
    app_draw(&the_app);
    assert_true(app_find_button(&the_app, _("Quit"), NULL, NULL));
    assert_true(app_find_button(&the_app, _("Stay"), NULL, NULL));
    app_handle_event(&the_app, &ev);
    assert_true(the_app.running);
    assert_string_equal(app_scene_name(&the_app), "menu");

    app_draw(&the_app);
    SDL_Rect r;
    assert_true(app_find_button(&the_app, _("Watch the computer"), &r, NULL));
    client_click_at(&the_app, r.x + r.w / 2, r.y + r.h / 2);
    assert_string_equal(app_scene_name(&the_app), "escarmouche-setup");
    app_draw(&the_app);
    assert_true(app_find_button(&the_app, _("Watch"), NULL, NULL));
    const escarmouche_content *c = escarmouche_content_get(&the_app);
    for (int s = 0; s < ESC_SIDES; s++) {
        assert_false(c->watch.human[s]);
        assert_int_equal(esc_squad_test(&c->squads[c->watch.squad[s]]).problem, ESC_SQUAD_OK);
    }
    /* Squads are offered by name. */
    for (int i = 1; i < c->n_squads; i++)
        assert_true(strcasecmp(c->squads[i - 1].name, c->squads[i].name) <= 0);
    app_scene_pop_to_root(&the_app);
}

/* A unit's automatic portrait is its name's, whatever the rest of the squad:
 * units of one name share it (hEsc: a look-alike given in slot order changed
 * as other units were edited, added or moved); a chosen one stands. */
static void test_squad_portraits_by_name(void **state)
{
    (void)state;
    esc_squad squad;
    memset(&squad, 0, sizeof squad);
    squad.n_units = 4;
    for (int i = 0; i < 4; i++) {
        snprintf(squad.units[i].name, sizeof squad.units[i].name, "Bowman of the test");
        squad.units[i].health = 2;
        squad.units[i].range = 3;
        squad.units[i].power = 1;
        squad.units[i].move = 1;
    }
    int p[ESC_SQUAD_MAX];
    assets_squad_portraits(&squad, p, ESC_SQUAD_MAX);
    assert_int_equal(p[0], assets_portrait_by_id("archer"));
    for (int i = 1; i < 4; i++)
        assert_int_equal(p[i], p[0]);
    /* Chosen in the Barracks: the choice stands, shared or not. */
    assets_portrait_remember(&squad.units[0], "wolf");
    assets_squad_portraits(&squad, p, ESC_SQUAD_MAX);
    for (int i = 0; i < 4; i++)
        assert_int_equal(p[i], assets_portrait_by_id("wolf"));
    assets_portrait_forget_all();
    barracks_start(&the_app); /* the library's own choices back */
}

/* Text fields: Ctrl+A selects the whole text, and typing over a selection
 * replaces it (the unit editor's name, the library's search...). */
static void test_text_field_select_all(void **state)
{
    (void)state;
    app_scene_pop_to_root(&the_app);
    assert_true(app_scene_push(&the_app, &barracks_library_scene, NULL));
    barracks *b = barracks_get(&the_app);
    int tab = b->view.tab;
    snprintf(b->view.search[tab], sizeof b->view.search[tab], "arch");
    barracks_ui_focus(&the_app, BARRACKS_UI_FOCUS_SEARCH);
    app_draw(&the_app);
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_KEY;
    ev.key = UI_KEY_A;
    ev.ctrl = true;
    app_handle_event(&the_app, &ev);
    assert_true(b->view.field_selected);
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_TEXT;
    snprintf(ev.text, sizeof ev.text, "g");
    app_handle_event(&the_app, &ev);
    assert_string_equal(b->view.search[tab], "g");
    assert_false(b->view.field_selected);
    app_handle_event(&the_app, &ev);
    assert_string_equal(b->view.search[tab], "gg"); /* no selection now: typing adds */
    b->view.search[tab][0] = '\0';
    barracks_ui_focus(&the_app, BARRACKS_UI_FOCUS_NONE);
    app_scene_pop_to_root(&the_app);
}

/* A screen under a dialog sees no pointer while drawn (TRTS play-test 10: its
 * hover card and tooltips were drawn over the dialog); the dialog does, and
 * the pointer is where it was afterwards. */
static void test_no_hover_under_overlay(void **state)
{
    (void)state;
    int one = 1, two = 2;
    app_scene_pop_to_root(&the_app);
    assert_true(app_scene_push(&the_app, &probe_scene, &one));
    probe *below = top_probe();
    assert_true(app_scene_push(&the_app, &probe_overlay, &two));
    the_app.mouse_x = the_app.mouse_y = 5;
    app_draw(&the_app);
    assert_false(below->hovered);
    assert_true(top_probe()->hovered);
    assert_int_equal(the_app.mouse_x, 5);
    app_scene_pop(&the_app, NULL);
    app_draw(&the_app);
    assert_true(below->hovered);
    the_app.mouse_x = the_app.mouse_y = -1;
    app_scene_pop_to_root(&the_app);
}

/* A tooltip explains a button under the pointer. */
static void test_tooltips(void **state)
{
    (void)state;
    escarmouche_content *c = escarmouche_content_get(&the_app);
    c->autosave_dir[0] = '\0';
    assert_true(escarmouche_start(&the_app, false));
    app_draw(&the_app);
    SDL_Rect r;
    assert_true(app_find_button(&the_app, _("Menu (Esc)"), &r, NULL));
    the_app.mouse_x = r.x + r.w / 2;
    the_app.mouse_y = r.y + r.h / 2;
    app_draw(&the_app);
    assert_true(client_has_message(the_app.tooltip, "Pause: save, load, settings, quit (Esc)."));
    the_app.mouse_x = the_app.mouse_y = -1;
    app_draw(&the_app);
    assert_string_equal(the_app.tooltip, "");
    app_scene_pop_to_root(&the_app);
}

static void click_label(const char *label)
{
    client_click_button(&the_app, label);
}

/* A battle with the yield hook (a campaign's) offers a human "Yield the battle",
 * asked first; yielding ends it, lost. */
static void test_yield_button(void **state)
{
    (void)state;
    app_scene_pop_to_root(&the_app);
    escarmouche_content *c = escarmouche_content_get(&the_app);
    const esc_squad *squads[ESC_SIDES] = { &c->squads[0], &c->squads[1] };
    esc_settings settings;
    esc_settings_default(&settings);
    settings.hooks.yielding = true;
    bool human[ESC_SIDES] = { true, true };
    board_match m;
    board_match_init_empty(&m);
    char why[200];
    assert_true(board_match_start(&m, &c->maps[0], squads, &settings, 5, human, why, sizeof why));
    board_battle_args args = { &m, false, true, false };
    assert_true(app_scene_push(&the_app, &board_battle_scene, &args));
    board_match_free(&m);
    board_battle *bb = board_battle_current(&the_app);
    core_rng rng;
    core_rng_seed(&rng, 3);
    for (int guard = 0; guard < 100 && bb->match.game.phase == ESC_PHASE_DEPLOY; guard++) {
        esc_action a;
        assert_true(ai_simple_choose(&bb->match.game, &rng, &a));
        assert_int_equal(board_match_apply(&bb->match, &a, NULL), ESC_OK);
    }
    board_anim_init(&bb->st.anim, &bb->match.game);
    board_input_sync(&bb->st.input, &bb->match.game);
    int yielder = bb->match.game.active;
    click_label("Yield the battle");
    assert_string_equal(app_scene_name(&the_app), "confirm");
    click_label("Yield");
    assert_int_equal(bb->match.game.phase, ESC_PHASE_OVER);
    assert_int_equal(bb->match.game.end_reason, ESC_END_YIELD);
    assert_int_equal(bb->match.game.winner, 1 - yielder);
    app_scene_pop_to_root(&the_app);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "99", 1);
    if (!front_init_offscreen(&the_app, 1024, 640))
        return 1;
    the_app.frozen_ticks = 1000;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_push_pop_result),
        cmocka_unit_test(test_battle_reports_its_outcome),
        cmocka_unit_test(test_dialog_is_a_pushed_screen),
        cmocka_unit_test(test_menu_asks_before_quitting),
        cmocka_unit_test(test_squad_portraits_by_name),
        cmocka_unit_test(test_text_field_select_all),
        cmocka_unit_test(test_tooltips),
        cmocka_unit_test(test_no_hover_under_overlay),
        cmocka_unit_test(test_yield_button),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
