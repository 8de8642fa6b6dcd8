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
#include <sys/stat.h>

#include <SDL_image.h>

#include "barracks/barracks.h"
#include "barracks/barracks_scenes.h"
#include "board/battle.h"
#include "conquest/conquest.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/ui.h"
#include "barracks/widgets.h"
#include "skirmish/i18n.h"

static app the_app;

/* ---- every screen in every language ----
 * Run again in French, Spanish and the pseudo-locale (SKIRMISH_TEST_LANGUAGE,
 * tests/CMakeLists.txt), each Barracks screen the test passes through is drawn
 * at the window's size and at the minimum one (800 x 560): no layout fault (a
 * label wider than its button, text out of its panel), and in the pseudo-locale
 * no text that escaped translation. Shots go to $SKIRMISH_TEST_TMP/shots. */

static const char *const made_up[] = { "Lancer", "lancer.json", "Six Archers", "six-archers.json", "Iron Vanguard",
                                       "barracks-xdg", "dropped.json", "Skirmish" };
static char escaped[300];
static int n_escaped;
/* Names of a file the test imported: the player's content, shown as it is. */
static char imported_names[1 + ESC_SQUAD_CAPACITY][ESC_NAME_MAX];
static int n_imported_names;

static bool pseudo_run(void)
{
    const char *l = getenv("SKIRMISH_TEST_LANGUAGE");
    return l && strcmp(l, "xx") == 0;
}

/* Pseudo-translated letters sit inside ‹ ›; two ASCII letters in a row outside
 * them, once the test's own names are taken out, came through untranslated. */
static void text_seen(void *ctx, const char *text)
{
    (void)ctx;
    if (text[0] == '/' || strcmp(text, "Archer") == 0)
        return; /* a file's path; the picker's search as the test typed it */
    char copy[600];
    snprintf(copy, sizeof copy, "%s", text);
    for (size_t k = 0; k < sizeof made_up / sizeof made_up[0]; k++)
        for (char *hit = strstr(copy, made_up[k]); hit; hit = strstr(hit, made_up[k]))
            memset(hit, ' ', strlen(made_up[k]));
    for (int k = 0; k < n_imported_names; k++)
        for (char *hit = strstr(copy, imported_names[k]); imported_names[k][0] && hit;
             hit = strstr(hit, imported_names[k]))
            memset(hit, ' ', strlen(imported_names[k]));
    int depth = 0;
    for (const char *p = copy; *p; p++) {
        if (strncmp(p, "\u2039", 3) == 0) {
            depth++;
            p += 2;
        } else if (strncmp(p, "\u203a", 3) == 0) {
            depth = depth > 0 ? depth - 1 : 0;
            p += 2;
        } else if (depth == 0 && ((p[0] | 32) >= 'a' && (p[0] | 32) <= 'z') &&
                   ((p[1] | 32) >= 'a' && (p[1] | 32) <= 'z')) {
            if (n_escaped++ == 0)
                snprintf(escaped, sizeof escaped, "%s", text);
            return;
        }
    }
}

static void shot(const char *name, int w, int h)
{
    const char *tmp = getenv("SKIRMISH_TEST_TMP");
    char path[1200];
    snprintf(path, sizeof path, "%.900s/shots", tmp);
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%.900s/shots/barracks-%s.png", tmp, name);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (s && SDL_RenderReadPixels(the_app.renderer, &(SDL_Rect){ 0, 0, w, h }, SDL_PIXELFORMAT_ARGB8888, s->pixels,
                                  s->pitch) == 0)
        IMG_SavePNG(s, path);
    SDL_FreeSurface(s);
}

static void check_draw(const char *name, const char *size)
{
    if (the_app.layout_faults)
        fail_msg("%s (%s): %d layout fault(s); the first: %s", name, size, the_app.layout_faults,
                 the_app.layout_fault);
    if (n_escaped)
        fail_msg("%s (%s): %d text(s) escaped translation; the first: \"%s\"", name, size, n_escaped, escaped);
}

static void check_screen(const char *name)
{
    if (pseudo_run()) {
        the_app.text_seen = text_seen;
        the_app.text_seen_ctx = NULL;
    }
    the_app.layout_faults = 0;
    n_escaped = 0;
    app_draw(&the_app);
    check_draw(name, "window size");
    bool keep = getenv("SKIRMISH_TEST_LANGUAGE") != NULL;
    if (keep)
        shot(name, the_app.w, the_app.h);
    int w = the_app.w, h = the_app.h;
    float scale = the_app.scale;
    const char *big_env = getenv("SKIRMISH_TEST_UI_SCALE");
    int big = big_env ? atoi(big_env) : 0;
    if (big || w > 800 || h > 560) {
        /* The minimum window, drawn in the top left (as tests/client_test_util.c),
         * or 2560 x 1440 at the UI scale of that run. */
        the_app.w = big ? 2560 : 800;
        the_app.h = big ? 1440 : 560;
        the_app.scale = app_scale_for(the_app.w, the_app.h, big ? big : app_ui_percent(&the_app));
        app_draw(&the_app);
        if (keep && !big) {
            char min_name[100];
            snprintf(min_name, sizeof min_name, "%s-min", name);
            shot(min_name, 800, 560);
        }
        the_app.w = w;
        the_app.h = h;
        the_app.scale = scale;
        check_draw(name, "800 x 560");
        app_draw(&the_app);
    }
    the_app.text_seen = NULL;
}

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

/* Clicks the button labelled `label`: an English msgid, found as the player
 * reads it (in whatever language the test runs). */
static void click(const char *label)
{
    SDL_Rect r;
    bool enabled;
    app_draw(&the_app);
    label = _(label);
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

/* The widgets whose tooltip holds `text`, offered in one frame (app.tooltip_seen). */
typedef struct tip_search {
    const char *text;
    SDL_Rect box;
    SDL_Rect found[16];
    int n;
} tip_search;

static void tip_offered(void *ctx, SDL_Rect at, const char *text)
{
    tip_search *t = ctx;
    SDL_Point mid = { at.x + at.w / 2, at.y + at.h / 2 };
    if (t->n < 16 && strstr(text, t->text) && SDL_PointInRect(&mid, &t->box))
        t->found[t->n++] = at;
}

/* Whether, with the pointer on some widget in the box, the tooltip shown holds
 * `text`; the pointer is put back where it was. The frame lists the widgets
 * that offer it, and the pointer then rests on each in turn. */
static bool tooltip_somewhere(SDL_Rect box, const char *text, const char *shot_name)
{
    int mx = the_app.mouse_x, my = the_app.mouse_y;
    tip_search t = { .text = text, .box = box };
    the_app.tooltip_seen = tip_offered;
    the_app.tooltip_seen_ctx = &t;
    app_draw(&the_app);
    the_app.tooltip_seen = NULL;
    bool seen = false;
    for (int i = 0; i < t.n && !seen; i++) {
        the_app.mouse_x = t.found[i].x + t.found[i].w / 2;
        the_app.mouse_y = t.found[i].y + t.found[i].h / 2;
        app_draw(&the_app);
        seen = strstr(the_app.tooltip, text) != NULL;
        if (seen && shot_name)
            shot(shot_name, the_app.w, the_app.h);
    }
    the_app.mouse_x = mx;
    the_app.mouse_y = my;
    app_draw(&the_app);
    return seen;
}

/* hEsc2 3. The Barracks say in words what "H2 R3 P1 M1", "cost" and "RP" are:
 * on the unit editor's stats and price, and on a list's row. */
static void check_price_explained(bool editor)
{
    char brief[400], words[1200];
    barracks_price_brief(brief, sizeof brief);
    barracks_price_words(words, sizeof words);
    char start[200]; /* a longer language's whole text may be cut at the tooltip's size */
    memcpy(start, words, sizeof start - 1);
    start[sizeof start - 1] = 0;
    SDL_Rect left = { 0, 0, the_app.w / 2, the_app.h * 3 / 4 };
    if (!tooltip_somewhere(left, editor ? start : brief, editor ? "tip-price" : "tip-row"))
        fail_msg("no tooltip says what cost and RP are on %s", app_scene_name(&the_app));
    if (!editor)
        return;
    /* The ranks' costs are the core's. */
    assert_non_null(strstr(words, _(esc_rank_name(ESC_RANK_PARAGON))));
    for (int st = 0; st < BARRACKS_STAT_COUNT; st++)
        if (!tooltip_somewhere(left, barracks_stat_words((barracks_stat)st), st == 1 ? "tip-range" : NULL))
            fail_msg("no tooltip says what %s is", barracks_stat_name((barracks_stat)st));
    assert_non_null(strstr(words, barracks_growth_words()));
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
     * unit (Iron Vanguard's captain carries "chevrons"; charge alone would give
     * the knight). */
    esc_unit_def captain;
    esc_unit_init(&captain, "Vanguard Captain", 3, 1, 1, 2);
    esc_unit_add_ability(&captain, ESC_AB_CHARGE);
    assert_int_equal(assets_portrait_for(&captain), assets_portrait_by_id("chevrons"));
    assert_int_equal(assets_portrait_by_role(&captain), assets_portrait_by_id("knight"));
    assert_string_equal(assets_portrait_id(assets_portrait_by_id("wolf")), "wolf");
    assert_int_equal(assets_portrait_by_id("dragon"), -1);
    assert_false(SDL_IsTextInputActive()); /* off until a field has the keyboard */

    click("Barracks");
    assert_string_equal(app_scene_name(&the_app), "barracks");
    char label[64];
    snprintf(label, sizeof label, _("Units (%d)"), b->lib.n_units);
    click(label);
    assert_int_equal(b->view.tab, DATA_LIBRARY_UNITS);
    int shipped_units = b->lib.n_units;
    check_screen("units");
    check_price_explained(false);

    /* A new unit: the name field has the keyboard and text input is on. */
    click("New unit");
    assert_string_equal(app_scene_name(&the_app), "unit-editor");
    assert_int_equal(b->view.focus, BARRACKS_UI_FOCUS_UNIT_NAME);
    assert_true(SDL_IsTextInputActive());
    check_screen("new-unit");
    check_price_explained(true);
    /* Its name starts selected: typing replaces "New unit". */
    assert_true(b->view.field_selected);
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
    check_screen("unit-editor");
    key(SDLK_s, KMOD_LCTRL);
    check_screen("unit-saved");
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
    check_screen("own-unit");

    /* Delete, and undo. */
    key(SDLK_DELETE, 0);
    assert_int_equal(b->lib.n_units, shipped_units);
    assert_false(data_paths_is_file(path));
    key(SDLK_z, KMOD_LCTRL);
    assert_int_equal(b->lib.n_units, shipped_units + 1);
    assert_true(data_paths_is_file(path));
    check_screen("undone");

    /* A squad by clicks: six Archers are over budget, a draft. */
    snprintf(label, sizeof label, _("Squads (%d)"), b->lib.n_squads);
    click(label);
    check_screen("squads");
    click("Import…");
    check_screen("import");
    click("Cancel");
    click("New squad");
    assert_string_equal(app_scene_name(&the_app), "squad-editor");
    /* The same for a new squad: typing replaces "New squad". */
    assert_int_equal(b->view.focus, BARRACKS_UI_FOCUS_SQUAD_NAME);
    assert_true(b->view.field_selected);
    type("Six Archers");
    assert_string_equal(b->squad_ed.entry.squad.name, "Six Archers");
    /* The picker lists by the names the player reads: find the Archer in every
     * language (a search matches the English name too). */
    snprintf(b->view.picker_search, sizeof b->view.picker_search, "Archer");
    for (int i = 0; i < 6; i++)
        click("Add");
    assert_int_equal(b->squad_ed.entry.squad.n_units, 6);
    bool enabled = true;
    app_draw(&the_app);
    assert_true(app_find_button(&the_app, _("Add"), NULL, &enabled));
    assert_false(enabled); /* full */
    check_screen("squad-full");
    click("Save draft");
    check_screen("squad-draft");
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
    check_screen("squad-saved");

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
    /* The toast names the imported squad, in the player's language. */
    const data_squad_entry *imported = &b->lib.squads[b->view.selected[DATA_LIBRARY_SQUADS]];
    barracks_gauge ig = barracks_squad_gauge(&imported->squad);
    char expected[DATA_LIBRARY_MESSAGE_MAX];
    if (ig.legal)
        snprintf(expected, sizeof expected, _("Imported the squad \"%s\""), imported->squad.name);
    else
        snprintf(expected, sizeof expected, _("Imported \"%s\" as a draft: %s"), imported->squad.name, ig.reason);
    assert_string_equal(b->view.toast, expected);
    snprintf(imported_names[n_imported_names++], ESC_NAME_MAX, "%s", imported->squad.name);
    for (int i = 0; i < imported->squad.n_units && i < ESC_SQUAD_CAPACITY; i++)
        snprintf(imported_names[n_imported_names++], ESC_NAME_MAX, "%s", imported->squad.units[i].name);
    check_screen("imported");

    app_free(&the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = { cmocka_unit_test(test_barracks_by_keyboard_and_mouse) };
    return cmocka_run_group_tests_name("client barracks", tests, NULL, NULL);
}
