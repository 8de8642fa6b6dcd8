/*
 * The Barracks through the real client with injected SDL events (dummy video
 * driver): a unit made by typing its name and pressing keys, saved, deleted and
 * brought back; a squad built by clicks and saved as a draft; a squad file
 * dropped on the window. The files the player ends up with are checked on disk.
 */
#define _XOPEN_SOURCE 700 /* nftw, setenv */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <ftw.h>

#include "barracks/barracks_scenes.h"
#include "board/battle.h"
#include "conquest/conquest.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/ui.h"
#include "barracks/widgets.h"

static app the_app;

static void pump(void)
{
    for (int i = 0; i < 50 && SDL_PeepEvents(NULL, 0, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT) > 0; i++)
        app_step(&the_app);
    app_draw(&the_app);
}

static void push(SDL_Event *e)
{
    SDL_PushEvent(e);
    /* app_step sleeps in SDL_WaitEvent: only step while something is queued. */
    pump();
}

static void click_at(int x, int y)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = x;
    e.motion.y = y;
    SDL_PushEvent(&e);
    SDL_zero(e);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.x = x;
    e.button.y = y;
    e.button.clicks = 1;
    SDL_PushEvent(&e);
    e.type = SDL_MOUSEBUTTONUP;
    push(&e);
}

static void click(const char *label)
{
    SDL_Rect r;
    bool enabled;
    app_draw(&the_app);
    if (!app_find_button(&the_app, label, &r, &enabled))
        fail_msg("no button '%s' on screen %s", label, app_scene_name(&the_app));
    if (!enabled)
        fail_msg("button '%s' is disabled", label);
    click_at(r.x + r.w / 2, r.y + r.h / 2);
}

static void key(SDL_Keycode k, Uint16 mod)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    e.key.keysym.mod = mod;
    push(&e);
}

static void type(const char *text)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_TEXTINPUT;
    snprintf(e.text.text, sizeof e.text.text, "%s", text);
    push(&e);
}

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    return remove(path);
}

static char data_home[1024];

static void user_file(char *out, size_t size, const char *rel)
{
    snprintf(out, size, "%.900s/skirmish/%s", data_home, rel);
}

/* The squads the match setup offers when it opens. */
static int find_squad(const char *name)
{
    escarmouche_reload_squads(&the_app);
    for (int i = 0; i < escarmouche_content_get(&the_app)->n_squads; i++)
        if (strcmp(escarmouche_content_get(&the_app)->squads[i].name, name) == 0)
            return i;
    return -1;
}

static void test_barracks_by_keyboard_and_mouse(void **state)
{
    (void)state;
    const char *tmp = getenv("SKIRMISH_TEST_TMP");
    assert_non_null(tmp);
    char dir[900];
    snprintf(dir, sizeof dir, "%.800s/barracks-xdg", tmp);
    nftw(dir, remove_one, 16, FTW_DEPTH | FTW_PHYS);
    snprintf(data_home, sizeof data_home, "%s/data", dir);
    setenv("XDG_DATA_HOME", data_home, 1);
    snprintf(dir, sizeof dir, "%.800s/barracks-xdg/config", tmp);
    setenv("XDG_CONFIG_HOME", dir, 1);
    assert_true(front_init(&the_app, false, true, true));
    barracks *b = barracks_get(&the_app);
    pump();
    /* A portrait chosen in a squad file is the one every screen draws for that
     * unit (Iron Vanguard's captain carries "commander"; charge alone would give
     * the knight). */
    esc_unit_def captain;
    esc_unit_init(&captain, "Vanguard Captain", 3, 1, 1, 2);
    esc_unit_add_ability(&captain, ESC_AB_CHARGE);
    assert_int_equal(assets_portrait_for(&captain), assets_portrait_by_id("commander"));
    assert_int_equal(assets_portrait_by_role(&captain), assets_portrait_by_id("knight"));
    assert_string_equal(assets_portrait_id(assets_portrait_by_id("wolf")), "wolf");
    assert_int_equal(assets_portrait_by_id("dragon"), -1);
    assert_false(SDL_IsTextInputActive()); /* off until a field has the keyboard */

    click("Barracks");
    assert_string_equal(app_scene_name(&the_app), "barracks");
    char label[64];
    snprintf(label, sizeof label, "Units (%d)", b->lib.n_units);
    click(label);
    assert_int_equal(b->view.tab, DATA_LIBRARY_UNITS);
    int shipped_units = b->lib.n_units;

    /* A new unit: the name field has the keyboard and text input is on. */
    click("New unit");
    assert_string_equal(app_scene_name(&the_app), "unit-editor");
    assert_int_equal(b->view.focus, BARRACKS_UI_FOCUS_UNIT_NAME);
    assert_true(SDL_IsTextInputActive());
    for (size_t i = 0; i < strlen(BARRACKS_NEW_UNIT_NAME); i++)
        key(SDLK_BACKSPACE, 0);
    type("Lan");
    type("cer");
    key(SDLK_s, 0); /* a letter typed in the field is text, never a shortcut */
    assert_string_equal(b->unit_ed.entry.def.name, "Lancer");
    /* Tab to Health, +/Right twice; Down to Range, 4; Down, Down to Move, -. */
    key(SDLK_TAB, 0);
    assert_int_equal(b->view.focus, BARRACKS_UI_FOCUS_STAT_FIRST);
    assert_false(SDL_IsTextInputActive());
    key(SDLK_PLUS, 0);
    key(SDLK_RIGHT, 0);
    assert_int_equal(b->unit_ed.entry.def.health, 3);
    key(SDLK_DOWN, 0);
    key(SDLK_4, 0);
    assert_int_equal(b->unit_ed.entry.def.range, 4);
    key(SDLK_DOWN, 0);
    key(SDLK_DOWN, 0);
    key(SDLK_9, 0);
    key(SDLK_MINUS, 0);
    assert_int_equal(b->unit_ed.entry.def.move, 8);
    click("Precision Shot");
    assert_true(esc_unit_has_ability(&b->unit_ed.entry.def, ESC_AB_PRECISION_SHOT));
    click("portrait crossbow");
    assert_string_equal(b->unit_ed.entry.portrait, "crossbow");
    assert_true(b->unit_ed.dirty);
    key(SDLK_s, KMOD_LCTRL);
    assert_false(b->unit_ed.dirty);
    assert_int_equal(b->lib.n_units, shipped_units + 1);
    char path[1200];
    user_file(path, sizeof path, "units/lancer.json");
    data_unit_entry disk;
    data_error err;
    assert_true(data_library_read_unit(path, &disk, &err));
    assert_int_equal(disk.def.health, 3);
    assert_int_equal(disk.def.range, 4);
    assert_int_equal(disk.def.move, 8);
    assert_string_equal(disk.portrait, "crossbow");

    /* Esc drops the stat focus, Esc again leaves (nothing unsaved). */
    key(SDLK_ESCAPE, 0);
    key(SDLK_ESCAPE, 0);
    assert_string_equal(app_scene_name(&the_app), "barracks");
    int lancer = b->view.selected[DATA_LIBRARY_UNITS];
    assert_string_equal(b->lib.units[lancer].def.name, "Lancer");

    /* Delete, and undo. */
    key(SDLK_DELETE, 0);
    assert_int_equal(b->lib.n_units, shipped_units);
    assert_false(data_paths_is_file(path));
    key(SDLK_z, KMOD_LCTRL);
    assert_int_equal(b->lib.n_units, shipped_units + 1);
    assert_true(data_paths_is_file(path));

    /* A squad by clicks: six of the first unit listed is over budget, a draft. */
    snprintf(label, sizeof label, "Squads (%d)", b->lib.n_squads);
    click(label);
    click("New squad");
    assert_string_equal(app_scene_name(&the_app), "squad-editor");
    for (size_t i = 0; i < strlen(BARRACKS_NEW_SQUAD_NAME); i++)
        key(SDLK_BACKSPACE, 0);
    type("Six Archers");
    for (int i = 0; i < 6; i++)
        click("Add");
    assert_int_equal(b->squad_ed.entry.squad.n_units, 6);
    bool enabled = true;
    app_draw(&the_app);
    assert_true(app_find_button(&the_app, "Add", NULL, &enabled));
    assert_false(enabled); /* full */
    click("Save draft");
    user_file(path, sizeof path, "squads/six-archers.json");
    assert_true(data_paths_is_file(path));
    /* The match setup sees it, as a squad that cannot play. */
    int six = find_squad("Six Archers");
    assert_true(six >= 0);
    assert_int_equal(esc_squad_test(&escarmouche_content_get(&the_app)->squads[six]).problem, ESC_SQUAD_OVER_BUDGET);
    /* ✕ on slot A then Save: 30 RP, legal. */
    click("✕");
    click("Save");
    six = find_squad("Six Archers");
    assert_int_equal(esc_squad_test(&escarmouche_content_get(&the_app)->squads[six]).problem, ESC_SQUAD_OK);
    click("Back");
    assert_string_equal(app_scene_name(&the_app), "barracks");

    /* A squad file dropped on the window is imported. */
    char drop[1200];
    snprintf(drop, sizeof drop, "%.900s/barracks-xdg/dropped.json", tmp);
    assert_true(data_library_write_squad(drop, &b->lib.squads[0], &err));
    int squads = b->lib.n_squads;
    app_scene_pop_to_root(&the_app);
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_DROPFILE;
    e.drop.file = SDL_strdup(drop);
    push(&e);
    assert_string_equal(app_scene_name(&the_app), "barracks");
    assert_int_equal(b->lib.n_squads, squads + 1);
    assert_non_null(strstr(b->view.toast, "Imported"));

    app_free(&the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = { cmocka_unit_test(test_barracks_by_keyboard_and_mouse) };
    return cmocka_run_group_tests_name("client barracks", tests, NULL, NULL);
}
