/*
 * The help browser (src/client/help) and every game's book, offscreen: F1 in
 * each game's setup and in play, and "Rules and help" in each pause menu, open
 * that game's book; every page of every book is drawn from its top to its bottom
 * at 800 x 560, 1280 x 800 and 1920 x 1080 with no text wider than its box; it
 * scrolls by keys, wheel and pages, switches pages and books by keys, the list and
 * the tabs; typing searches every book by name and a hit opens its page at its
 * place; links open their page; the catalogues hold what the tables say (every
 * Escarmouche ability, every TRTS unit and building of each faction, every
 * Campaign trait); every Escarmouche diagram is a position the rules accept, and
 * Conquest's worked example is what the core resolved; the Campaign's and TRTS's
 * map pictures are positions their cores resolved, and their captions' numbers
 * the cores' own.
 *
 * The line-of-sight page is also compared with tests/data/pixels/help-sight.png.
 * The language runs (SKIRMISH_TEST_LANGUAGE=fr, es, xx) hold the translated
 * pages to the same fitting, and (xx) every text to being translated.
 *
 * SKIRMISH_HELP_SHOTS=DIR saves every drawn page as DIR/help-WxH-BOOK-PAGE-N.png.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>

#include "client_test_util.h"
#include "escarmouche/help.h"
#include "skirmish/core/esc/los.h"
#include "help/help.h"
#include "skirmish/i18n.h"
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
#include "campaign/campaign.h"
#include "campaign/help_pictures.h"
#endif
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
#include "skirmish/core/trts/combat.h"
#include "trts/help_pictures.h"
#include "trts/trts.h"
#endif

static app the_app;

static void send_key(ui_key key, bool shift)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_KEY;
    ev.key = key;
    ev.shift = shift;
    app_handle_event(&the_app, &ev);
}

static void send_ctrl_key(ui_key key, bool shift)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_KEY;
    ev.key = key;
    ev.ctrl = true;
    ev.shift = shift;
    app_handle_event(&the_app, &ev);
}

static void send_text(const char *text)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_TEXT;
    snprintf(ev.text, sizeof ev.text, "%s", text);
    app_handle_event(&the_app, &ev);
}

static void send_wheel(int wheel)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_WHEEL;
    ev.wheel = wheel;
    ev.x = the_app.w * 2 / 3;
    ev.y = the_app.h / 2;
    app_handle_event(&the_app, &ev);
}

static void click_button(const char *label)
{
    client_click_button(&the_app, label);
}

static help_browser *open_help(const char *book)
{
    app_scene_pop_to_root(&the_app);
    assert_true(app_scene_push(&the_app, &help_scene, book));
    assert_string_equal(app_scene_name(&the_app), "help");
    help_browser *h = help_current(&the_app);
    assert_non_null(h);
    if (book)
        assert_string_equal(help_book_id(h), book);
    return h;
}

static bool language_run(void)
{
    const char *l = getenv("SKIRMISH_TEST_LANGUAGE");
    return l && *l;
}

/* The English run at 200 % (SKIRMISH_TEST_UI_SCALE): its pages' text is the
 * English run's, paged and checked for fitting there at every size; this run
 * adds each page's first screen at 2560 x 1440 at the scale. */
static bool ui_scale_run(void)
{
    const char *s = getenv("SKIRMISH_TEST_UI_SCALE");
    return s && *s;
}

static void draw_checked(help_browser *h, int shot)
{
    app_draw(&the_app);
    if (h->overflows)
        fail_msg("%dx%d, %s page \"%s\", scrolled %d: %d texts do not fit, the first: \"%s\"", the_app.w, the_app.h,
                 help_book_id(h), help_page_id(h), h->scroll[h->book][h->page], h->overflows, h->last_overflow);
    if (the_app.layout_faults)
        fail_msg("%dx%d, %s page \"%s\": %d layout faults, the first: %s", the_app.w, the_app.h, help_book_id(h),
                 help_page_id(h), the_app.layout_faults, the_app.layout_fault);
    const char *dir = getenv("SKIRMISH_HELP_SHOTS");
    if (dir && *dir) {
        char path[1024];
        snprintf(path, sizeof path, "%s/help-%dx%d-%s-%s-%d.png", dir, the_app.w, the_app.h, help_book_id(h),
                 help_page_id(h), shot);
        app_save_screenshot(&the_app, path);
    }
}

/* A page's first screen: in a language run also the pseudo-locale's check and
 * the 800 x 560 frame (client_pixels_compare's language mode; at a UI scale the
 * 2560 x 1440 one), once per page: in the smallest window's pass, not again at
 * 1280 x 800 (that pass's own frames are still checked for fitting). */
static void first_screen_checked(help_browser *h)
{
    if (language_run() && the_app.w == 800 && the_app.h == 560) {
        char name[160];
        snprintf(name, sizeof name, "help-%s-%s", help_book_id(h), help_page_id(h));
        client_pixels_compare(&the_app, name);
    }
    draw_checked(h, 0);
}

/* Every page of every book from top to bottom, a screen at a time, then back up. */
static void every_page_fits(void)
{
    help_browser *h = open_help(NULL);
    int books = h->n_books;
    assert_true(books >= 3);
    for (int b = 0; b < books; b++) {
        for (int i = 0; i < h->books[b]->n_pages; i++) {
            char target[HELP_NAME_MAX];
            snprintf(target, sizeof target, "%s:%s", h->books[b]->id, h->books[b]->pages[i].id);
            assert_true(help_go(h, target, NULL));
            assert_int_equal(h->book, b);
            assert_int_equal(h->page, i);
            first_screen_checked(h);
            if (ui_scale_run())
                continue; /* the English run pages through it */
            int *scroll = &h->scroll[b][i];
            assert_int_equal(*scroll, 0);
            int pages = 0;
            while (*scroll < h->max_scroll) {
                int before = *scroll;
                send_key(UI_KEY_SPACE, false);
                assert_true(*scroll > before);
                assert_true(*scroll <= h->max_scroll);
                draw_checked(h, ++pages);
                assert_true(pages < 80);
            }
            int bottom = *scroll;
            send_key(UI_KEY_DOWN, false);
            assert_int_equal(*scroll, bottom);
            if (bottom > 0) {
                send_key(UI_KEY_SPACE, true);
                assert_true(*scroll < bottom);
            }
        }
    }
    app_scene_pop_to_root(&the_app);
}

/* The line-of-sight page at the smallest window, against a stored image. */
static void test_pixels(void **state)
{
    (void)state;
    help_browser *h = open_help("escarmouche");
    assert_true(help_go(h, "sight", NULL));
    client_pixels_compare(&the_app, "help-sight");
    app_scene_pop_to_root(&the_app);
}

static void test_fits_at_the_smallest_window(void **state)
{
    (void)state;
    every_page_fits();
}

static void test_scroll_and_pages(void **state)
{
    (void)state;
    help_browser *h = open_help("escarmouche");
    app_draw(&the_app);
    assert_string_equal(help_page_id(h), "turn");
    /* Wheel and arrows scroll; the top is a floor. */
    send_key(UI_KEY_4, false);
    assert_string_equal(help_page_id(h), "abilities");
    app_draw(&the_app);
    assert_true(h->max_scroll > 0); /* the abilities never fit one screen */
    send_wheel(-1);
    int after_wheel = h->scroll[h->book][h->page];
    assert_true(after_wheel > 0);
    send_key(UI_KEY_DOWN, false);
    assert_true(h->scroll[h->book][h->page] > after_wheel);
    for (int i = 0; i < 6; i++)
        send_wheel(1);
    assert_int_equal(h->scroll[h->book][h->page], 0);
    send_key(UI_KEY_UP, false);
    assert_int_equal(h->scroll[h->book][h->page], 0);
    /* Each page keeps its own place. */
    send_key(UI_KEY_SPACE, false);
    int kept = h->scroll[h->book][h->page];
    assert_true(kept > 0);
    send_key(UI_KEY_RIGHT, false);
    assert_string_equal(help_page_id(h), "statuses");
    send_key(UI_KEY_LEFT, false);
    assert_string_equal(help_page_id(h), "abilities");
    assert_int_equal(h->scroll[h->book][h->page], kept);
    /* Tab and Shift+Tab go round the pages; Ctrl+Tab goes to the next game. */
    send_key(UI_KEY_8, false); /* the last page: Keys */
    send_key(UI_KEY_TAB, false);
    assert_string_equal(help_page_id(h), "turn");
    send_key(UI_KEY_TAB, true);
    assert_string_equal(help_page_id(h), "keys");
    send_ctrl_key(UI_KEY_TAB, false);
    assert_string_equal(help_book_id(h), "conquest");
    send_ctrl_key(UI_KEY_TAB, true);
    assert_string_equal(help_book_id(h), "escarmouche");
    /* The books' tabs are buttons named in the player's language. */
    click_button("Conquest");
    assert_string_equal(help_book_id(h), "conquest");
    click_button("Barracks");
    assert_string_equal(help_book_id(h), "barracks");
    click_button("Escarmouche");
    /* The contents list: a click on a row opens its page. */
    app_draw(&the_app);
    send_key(UI_KEY_1, false);
    assert_string_equal(help_page_id(h), "turn");
    /* Back closes it. */
    click_button("Back");
    assert_string_equal(app_scene_name(&the_app), "menu");
    assert_null(help_current(&the_app));
}

/* Typing searches every book; Enter opens the first hit at its place; Esc
 * clears the search, then closes. */
static void test_search(void **state)
{
    (void)state;
    help_browser *h = open_help("escarmouche");
    app_draw(&the_app);
    /* An ability of Escarmouche, by part of its name in any case. */
    const esc_ability_info *guardian = esc_ability_get(ESC_AB_GUARDIAN);
    char part[32];
    snprintf(part, sizeof part, "%.6s", _(guardian->name));
    for (size_t n = strlen(part); n > 0 && ((unsigned char)part[n] & 0xC0) == 0x80;) /* whole letters only */
        part[--n] = '\0';
    send_text(part);
    assert_string_equal(h->query, part);
    assert_true(h->n_hits >= 1);
    bool found = false;
    for (int k = 0; k < h->n_hits; k++)
        found = found || strcmp(h->anchors[h->hits[k]].name, _(guardian->name)) == 0;
    assert_true(found);
    draw_checked(h, 0);
    /* Backspace takes a letter off; a search for nothing shows no hit. */
    send_key(UI_KEY_BACKSPACE, false);
    assert_true(strlen(h->query) < strlen(part) && strlen(h->query) > 0);
    send_text("qqqzz");
    assert_int_equal(h->n_hits, 0);
    draw_checked(h, 1);
    /* Ctrl+A selects the whole query (play-test 3): typing replaces it,
     * Backspace clears it. */
    send_ctrl_key(UI_KEY_A, false);
    assert_true(h->query_selected);
    draw_checked(h, 1);
    send_text("d");
    assert_string_equal(h->query, "d");
    send_text("r");
    assert_string_equal(h->query, "dr");
    send_ctrl_key(UI_KEY_A, false);
    send_key(UI_KEY_BACKSPACE, false);
    assert_string_equal(h->query, "");
    send_text("qqqzz");
    send_key(UI_KEY_ESCAPE, false);
    assert_string_equal(h->query, "");
    assert_string_equal(app_scene_name(&the_app), "help");
    /* A digit with no search is a page, not a letter of the search. */
    send_key(UI_KEY_2, false);
    send_text("2");
    assert_string_equal(h->query, "");
    assert_string_equal(help_page_id(h), "actions");
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    /* A TRTS unit, found from Escarmouche's book: its faction's page opens scrolled to it. */
    const trts_content *k = trts_content_get(&the_app);
    assert_true(k->rules_ok);
    const trts_unit_def *last = &k->rules.factions[TRTS_MYRIAD].units[k->rules.factions[TRTS_MYRIAD].n_units - 1];
    help_search(h, i18n_content(last->name));
    assert_true(h->n_hits >= 1);
    send_key(UI_KEY_ENTER, false);
    assert_string_equal(help_book_id(h), "trts");
    assert_string_equal(help_page_id(h), "myriad");
    app_draw(&the_app); /* one frame: the page is drawn from the place found */
    assert_true(h->scroll[h->book][h->page] > 0);
    draw_checked(h, 2);
#endif
    /* Many hits: the wheel over the list scrolls the list, not the page. */
    help_search(h, " "); /* every name of two words or more, in any language */
    app_draw(&the_app);
    assert_true(h->n_hits > 20);
    int page_scroll = h->scroll[h->book][h->page];
    ui_event wheel;
    memset(&wheel, 0, sizeof wheel);
    wheel.kind = UI_EV_MOUSE_MOVE;
    wheel.x = 40;
    wheel.y = the_app.h / 2;
    app_handle_event(&the_app, &wheel);
    wheel.kind = UI_EV_WHEEL;
    wheel.wheel = -1;
    app_handle_event(&the_app, &wheel);
    assert_int_equal(h->list_scroll, 1);
    assert_int_equal(h->scroll[h->book][h->page], page_scroll);
    draw_checked(h, 3);
    /* A hit is a row of the list: a click on it opens it at its place. */
    /* hEsc3: a draw and conceding are found by their words. */
    help_search(h, "draw");
    assert_true(client_language_run() || h->n_hits >= 1);
    help_search(h, "concede");
    assert_true(client_language_run() || h->n_hits >= 1);
    help_search(h, _("Line of sight"));
    assert_true(h->n_hits >= 1);
    app_draw(&the_app);
    client_click_at(&the_app, h->first_row.x + h->first_row.w / 2, h->first_row.y + h->first_row.h / 2);
    assert_string_equal(help_page_id(h), "sight");
    help_search(h, "");
    send_key(UI_KEY_ESCAPE, false);
    assert_string_equal(app_scene_name(&the_app), "menu");
}

/* A link opens its page (in another book too) at its place. */
static void test_links(void **state)
{
    (void)state;
    help_browser *h = open_help("escarmouche");
    assert_true(help_go(h, "turn", NULL));
    /* The turn page ends with a link to Winning: scroll to the bottom, click it. */
    app_draw(&the_app);
    for (int i = 0; i < 20; i++)
        send_key(UI_KEY_PAGE_DOWN, false);
    app_draw(&the_app);
    assert_true(h->n_links >= 1);
    SDL_Rect r = h->links[h->n_links - 1].r;
    client_click_at(&the_app, r.x + r.w / 2, r.y + r.h / 2);
    assert_string_equal(help_page_id(h), "ending");
    /* Campaign's Heroes page links each ability a trait gives to Escarmouche's card. */
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
    assert_true(help_go(h, "campaign:heroes", NULL));
    app_draw(&the_app);
    int link = -1;
    for (int guard = 0; guard < 40 && link < 0; guard++) {
        for (int i = 0; i < h->n_links && link < 0; i++)
            if (strncmp(h->links[i].page, "escarmouche:", 12) == 0)
                link = i;
        if (link < 0) {
            send_key(UI_KEY_DOWN, false);
            app_draw(&the_app);
        }
    }
    assert_true(link >= 0);
    char anchor[HELP_NAME_MAX];
    snprintf(anchor, sizeof anchor, "%s", h->links[link].anchor);
    r = h->links[link].r;
    client_click_at(&the_app, r.x + r.w / 2, r.y + r.h / 2);
    assert_string_equal(help_book_id(h), "escarmouche");
    assert_string_equal(help_page_id(h), "abilities");
    app_draw(&the_app); /* one frame: the page is drawn from the place found */
    assert_true(h->scroll[h->book][h->page] > 0);
    assert_string_equal(h->seek, "");
#endif
    assert_false(help_go(h, "nowhere:page", NULL));
    assert_false(help_go(h, "escarmouche:nothing", NULL));
    app_scene_pop_to_root(&the_app);
}

/* F1 and the pause menu in a game's setup and play open that game's book. */
static void expect_book(const char *book)
{
    assert_string_equal(app_scene_name(&the_app), "help");
    help_browser *h = help_current(&the_app);
    assert_string_equal(help_book_id(h), book);
    first_screen_checked(h);
}

static void f1_here(const char *book)
{
    const char *was = app_scene_name(&the_app);
    char name[64];
    snprintf(name, sizeof name, "%s", was);
    int depth = the_app.depth;
    send_key(UI_KEY_F1, false);
    expect_book(book);
    send_key(UI_KEY_F1, false); /* not a second help over the first */
    assert_int_equal(the_app.depth, depth + 1);
    send_key(UI_KEY_ESCAPE, false);
    assert_string_equal(app_scene_name(&the_app), name);
}

static void pause_menu_help(const char *book, const char *pause_name)
{
    send_key(UI_KEY_ESCAPE, false);
    assert_string_equal(app_scene_name(&the_app), pause_name);
    click_button("Rules and help (F1)");
    expect_book(book);
    send_key(UI_KEY_ESCAPE, false);
    assert_string_equal(app_scene_name(&the_app), pause_name);
    send_key(UI_KEY_ESCAPE, false);
}

static void test_f1_per_game(void **state)
{
    (void)state;
    /* The main menu's button and F1 there open the first book. */
    app_scene_pop_to_root(&the_app);
    click_button("Rules and help (F1)");
    expect_book("escarmouche");
    send_key(UI_KEY_ESCAPE, false);
    /* Escarmouche: setup, the battle, its pause menu. */
    assert_true(app_scene_open_from_root(&the_app, &escarmouche_setup_scene, NULL));
    f1_here("escarmouche");
    send_key(UI_KEY_ENTER, false);
    assert_string_equal(app_scene_name(&the_app), "battle");
    f1_here("escarmouche");
    pause_menu_help("escarmouche", "battle-pause");
    /* Conquest. */
    conquest_content_get(&the_app)->setup.map = 0;
    conquest_content_get(&the_app)->setup.players = 2;
    conquest_content_get(&the_app)->setup.seat[0] = CONQUEST_SEAT_HUMAN;
    conquest_content_get(&the_app)->setup.seat[1] = CQ_BOT_NORMAL;
    assert_true(app_scene_open_from_root(&the_app, &conquest_setup_scene, NULL));
    f1_here("conquest");
    send_key(UI_KEY_ENTER, false);
    assert_string_equal(app_scene_name(&the_app), "conquest");
    f1_here("conquest");
    pause_menu_help("conquest", "conquest-pause");
    /* The Barracks and its editors. */
    assert_true(app_scene_open_from_root(&the_app, &barracks_library_scene, NULL));
    f1_here("barracks");
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    trts_content *tk = trts_content_get(&the_app);
    tk->setup.computer[0] = false;
    tk->setup.computer[1] = true;
    assert_true(app_scene_open_from_root(&the_app, &trts_setup_scene, NULL));
    f1_here("trts");
    click_button("Start");
    assert_string_equal(app_scene_name(&the_app), "trts");
    f1_here("trts");
    pause_menu_help("trts", "trts-pause");
#endif
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/help-user", getenv("SKIRMISH_TEST_TMP"));
    mkdir(dir, 0755);
    snprintf(the_app.user_dir, sizeof the_app.user_dir, "%s", dir);
    campaign_content *ck = campaign_content_get(&the_app);
    ck->setup.players = 2;
    ck->setup.computer[0] = false;
    ck->setup.computer[1] = true;
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    f1_here("campaign");
    click_button("Start campaign");
    if (strcmp(app_scene_name(&the_app), "campaign") != 0)
        fail_msg("not started: %s", the_app.message);
    f1_here("campaign");
    pause_menu_help("campaign", "campaign-pause");
    the_app.user_dir[0] = '\0';
#endif
    app_scene_pop_to_root(&the_app);
}

/* The catalogues hold what the tables say. */
static void test_catalogues(void **state)
{
    (void)state;
    help_browser *h = open_help(NULL);
    /* Every Escarmouche ability has its card on the abilities page. */
    for (int a = 0; a < ESC_AB_COUNT; a++) {
        const char *name = _(esc_ability_get((esc_ability)a)->name);
        bool found = false;
        for (int i = 0; i < h->n_anchors && !found; i++)
            found = strcmp(h->anchors[i].name, name) == 0 &&
                    strcmp(h->books[h->anchors[i].book]->pages[h->anchors[i].page].id, "abilities") == 0;
        if (!found)
            fail_msg("no card for %s", name);
    }
    /* Conquest's worked example is shown: the core resolved it as the page tells. */
    bool worked = false;
    for (int i = 0; i < h->n_anchors && !worked; i++)
        worked = strcmp(h->anchors[i].name, _("A worked example")) == 0 &&
                 strcmp(h->books[h->anchors[i].book]->id, "conquest") == 0;
    assert_true(worked);
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    /* Every TRTS unit, building and upgrade on its faction's page. */
    const trts_content *k = trts_content_get(&the_app);
    for (int f = 0; f < TRTS_FACTIONS; f++) {
        const trts_faction *fac = &k->rules.factions[f];
        const char *want[TRTS_MAX_UNIT_TYPES + TRTS_ROLES + TRTS_UPGRADES];
        int n = 0;
        for (int u = 0; u < fac->n_units; u++)
            want[n++] = i18n_content(fac->units[u].name);
        for (int r = 0; r < TRTS_ROLES; r++)
            want[n++] = i18n_content(fac->buildings[r].name);
        for (int g = 0; g < TRTS_UPGRADES; g++)
            want[n++] = i18n_content(fac->upgrades[g].name);
        for (int w = 0; w < n; w++) {
            bool found = false;
            for (int i = 0; i < h->n_anchors && !found; i++)
                found = strcmp(h->anchors[i].name, want[w]) == 0 &&
                        strcmp(h->books[h->anchors[i].book]->pages[h->anchors[i].page].id,
                               trts_faction_id_name((trts_faction_id)f)) == 0;
            if (!found)
                fail_msg("%s is not on the %s page", want[w], trts_faction_id_name((trts_faction_id)f));
        }
    }
    /* The combat page fights a round in the core. */
    bool fought = false;
    for (int i = 0; i < h->n_anchors && !fought; i++)
        fought = strcmp(h->anchors[i].name, _("A combat round")) == 0;
    assert_true(fought);
#endif
    app_scene_pop_to_root(&the_app);
}

/* Every diagram is a legal position with something the core said about it. */
static void test_diagrams(void **state)
{
    (void)state;
    help_browser *h = open_help("escarmouche");
    const help_diagram *d = h->data[h->book];
    assert_non_null(d);
    for (int i = 0; i < HELP_DIAGRAM_COUNT; i++) {
        if (!d[i].ok)
            fail_msg("diagram %d could not be set up", i);
        char why[200] = "";
        if (!esc_game_check(&d[i].game, why, (int)sizeof why))
            fail_msg("diagram %d: %s", i, why);
        assert_int_not_equal(d[i].actor, ESC_NO_SQUARE);
        if (!(d[i].dots | d[i].targets | d[i].allies | d[i].seen | d[i].game.zone) && d[i].n_lines == 0)
            fail_msg("diagram %d shows nothing", i);
    }
    const help_diagram *ds = &d[HELP_DIAGRAM_ABILITY + ESC_AB_DEFENSIVE_STANCE];
    assert_true(ds->game.units[ds->game.occupant[ds->actor]].flags & ESC_UF_STANCE);
    assert_int_not_equal(d[HELP_DIAGRAM_ATTACK].refused, 0);
    assert_int_not_equal(d[HELP_DIAGRAM_SIGHT_AREA].hidden, 0);
    assert_int_not_equal(d[HELP_DIAGRAM_SIGHT_RAYS].framed, 0);
    assert_int_equal(d[HELP_DIAGRAM_SIGHT_RAYS].n_lines, 4);
    assert_int_equal(d[HELP_DIAGRAM_ZONE].markers, 1);
    int f5 = -1;
    assert_true(esc_square_parse("f5", &f5));
    assert_true(d[HELP_DIAGRAM_SIGHT_RAYS].targets & esc_bit(f5));
    /* hEsc12: d5 sees e2 from its corner between the rocks; e2 does not see d5. */
    const help_diagram *oc = &d[HELP_DIAGRAM_SIGHT_OWN_CORNER];
    int e2 = -1;
    assert_true(esc_square_parse("e2", &e2));
    assert_true(oc->targets & esc_bit(e2));
    assert_false(esc_los_visible(esc_game_blockers(&oc->game), e2, oc->actor));
    assert_int_equal(oc->n_lines, 4);
    const help_diagram *ps = &d[HELP_DIAGRAM_ABILITY + ESC_AB_PRECISION_SHOT];
    int behind = -1;
    assert_true(esc_square_parse("d4", &behind));
    assert_true(ps->targets & esc_bit(behind));
    app_scene_pop_to_root(&the_app);
}

/* A page drawn from its top to its bottom (figures included). */
static void draw_whole_page(help_browser *h, const char *page)
{
    assert_true(help_go(h, page, NULL));
    draw_checked(h, 0);
    int *scroll = &h->scroll[h->book][h->page];
    for (int guard = 0; *scroll < h->max_scroll && guard < 80; guard++) {
        send_key(UI_KEY_SPACE, false);
        draw_checked(h, guard + 1);
    }
}

/* The number `n` appears in `text` as a number of its own. */
static bool has_number(const char *text, int n)
{
    char want[16];
    snprintf(want, sizeof want, "%d", n);
    size_t len = strlen(want);
    for (const char *p = strstr(text, want); p; p = strstr(p + 1, want)) {
        bool before = p == text || p[-1] < '0' || p[-1] > '9';
        bool after = p[len] < '0' || p[len] > '9';
        if (before && after)
            return true;
    }
    return false;
}

/* The map pictures of the Campaign and TRTS pages: built from positions the
 * cores resolved, drawn by the area map on their pages without a layout fault,
 * and their captions' numbers the cores' own. */
static void test_map_pictures(void **state)
{
    (void)state;
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
    {
        help_browser *h = open_help("campaign");
        const campaign_help_pictures *k = campaign_help_book_pictures(h->data[h->book]);
        assert_non_null(k);
        assert_true(k->ok);
        draw_whole_page(h, "campaign:orders");
        draw_whole_page(h, "campaign:battles");
        for (int i = 0; i < CAMPAIGN_HELP_SCENES; i++) {
            const campaign_help_scene *s = &k->scenes[i];
            assert_true(s->ok);
            assert_int_equal(s->pic.model.n_nodes, k->map.n_locations);
            assert_true(s->pic.model.n_pieces > 0);
            if (s->pic.cache.redraws < 1)
                fail_msg("picture %d was not drawn", i);
        }
        char text[1200];
        /* Orders: a Regiment created, the move takes an empty location, its revenue. */
        const campaign_help_scene *o = &k->scenes[CAMPAIGN_HELP_ORDERS];
        assert_int_equal(o->after.res.n_created, 1);
        assert_int_equal(o->after.res.n_taken, 1);
        int to = o->after.res.taken[0].loc;
        assert_int_equal(o->after.res.taken[0].player, 0);
        campaign_help_caption_orders(k, text, sizeof text);
        assert_true(has_number(text, campaign_map_revenue(&k->map, to)));
        assert_true(has_number(text, k->map.locations[to].supply));
        /* Merge: one army left, the Main Army, with the units of both. */
        const campaign_help_scene *g = &k->scenes[CAMPAIGN_HELP_MERGE];
        assert_int_equal(g->after.res.n_merged, 1);
        int kept = g->after.res.merged[0].kept;
        assert_true(g->after.res.forces.armies[campaign_forces_find(&g->after.res.forces, kept)].main);
        assert_int_equal(campaign_army_units(&g->after, kept), campaign_army_units(&g->before, kept) +
                                                                   campaign_army_units(&g->before, g->after.res.merged[0].gone));
        campaign_help_caption_merge(k, text, sizeof text);
        assert_true(has_number(text, campaign_army_units(&g->after, kept)));
        /* The clash is fought at the end with more supply; the standoff becomes a battle. */
        const campaign_help_scene *c = &k->scenes[CAMPAIGN_HELP_CLASH];
        assert_int_equal(c->after.n_battles, 2);
        assert_int_equal(c->after.res.n_standoffs, 1);
        assert_true(c->after.res.standoffs[0].battle);
        int a = c->after.battles[0].loc, b = c->orders[0].to;
        campaign_help_caption_clash(k, text, sizeof text);
        assert_true(strstr(text, i18n_content(k->map.locations[a].name)) != NULL);
        assert_true(has_number(text, k->map.locations[a].supply));
        assert_true(a == b || k->map.locations[a].supply >= k->map.locations[b].supply);
        /* The battle: blue attacks, red defends with its bonus; the budgets are the core's. */
        const campaign_help_scene *t = &k->scenes[CAMPAIGN_HELP_BATTLE];
        assert_int_equal(t->after.n_battles, 1);
        const campaign_battle *bt = &t->after.battles[0];
        assert_int_equal(bt->defender, 1);
        assert_true(bt->defend_bonus);
        campaign_help_caption_battle(k, text, sizeof text);
        assert_true(has_number(text, campaign_budget(&t->after, 0, bt->loc)));
        assert_true(has_number(text, campaign_budget(&t->after, 1, bt->loc)));
        app_scene_pop_to_root(&the_app);
    }
#endif
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    {
        help_browser *h = open_help("trts");
        const trts_help_pictures *k = trts_help_book_pictures(h->data[h->book]);
        assert_non_null(k);
        assert_true(k->ok);
        draw_whole_page(h, "trts:round");
        draw_whole_page(h, "trts:combat");
        for (int i = 0; i < TRTS_HELP_SCENES; i++) {
            assert_true(k->scenes[i].ok);
            assert_int_equal(k->scenes[i].pic.model.n_nodes, k->map.n_areas);
            if (k->scenes[i].pic.cache.redraws < 1)
                fail_msg("picture %d was not drawn", i);
        }
        char text[1000];
        /* Round 2's income: one mineral a worker, at most one a field. */
        const trts_area *home = &k->map.areas[k->start];
        assert_int_equal(k->income, k->workers < home->minerals ? k->workers : home->minerals);
        trts_help_caption_areas(k, text, sizeof text);
        assert_true(has_number(text, k->income));
        assert_true(has_number(text, home->minerals));
        trts_help_caption_move(k, text, sizeof text);
        assert_true(k->cost > 0 && k->cost <= k->speed);
        assert_true(has_number(text, k->cost));
        /* Every attack's damage is what the core's damage rule gives for those two units. */
        assert_true(k->log.n_hits > 0);
        for (int i = 0; i < k->log.n_hits; i++) {
            const trts_log_hit *hit = &k->log.hits[i];
            const trts_faction *fa = &k->rules->factions[hit->who.owner == 0 ? TRTS_DIRECTORATE : TRTS_LUMINAR];
            const trts_faction *ft = &k->rules->factions[hit->whom.owner == 0 ? TRTS_DIRECTORATE : TRTS_LUMINAR];
            assert_false(hit->who.building || hit->whom.building);
            trts_fighter x, y;
            trts_fighter_unit(&x, &fa->units[hit->who.type], hit->who.owner, false, false);
            trts_fighter_unit(&y, &ft->units[hit->whom.type], hit->whom.owner, false, false);
            assert_int_equal(hit->damage, trts_combat_damage(&x, &y));
            trts_help_hit_text(k, i, text, sizeof text);
            assert_true(has_number(text, hit->damage));
            assert_true(strstr(text, i18n_content(fa->units[hit->who.type].name)) != NULL);
        }
        app_scene_pop_to_root(&the_app);
    }
#endif
}

/* The larger sizes' fitting is layout, the same in any build: the Release pass
 * checks it; the sanitizer pass (every page's text already measured, wrapped
 * and drawn at 800 x 560 under its watch) skips it. */
static void skip_under_the_sanitizers(void)
{
#if defined(__SANITIZE_ADDRESS__)
    skip();
#endif
}

static void test_fits_at_1920(void **state)
{
    (void)state;
    if (language_run())
        return; /* the roomiest size: the language runs check the two smaller ones */
    skip_under_the_sanitizers();
    app_free(&the_app);
    assert_true(front_init_offscreen(&the_app, 1920, 1080));
    the_app.frozen_ticks = 1000;
    every_page_fits();
}

static void test_fits_at_1280(void **state)
{
    (void)state;
    if (ui_scale_run())
        return; /* English at 1280 x 800: the English run's pass */
    skip_under_the_sanitizers();
    app_free(&the_app);
    assert_true(front_init_offscreen(&the_app, 1280, 800));
    the_app.frozen_ticks = 1000;
    every_page_fits();
}

int main(void)
{
    setenv("SKIRMISH_SEED", "21", 1);
    if (!front_init_offscreen(&the_app, 800, 560))
        return 1;
    the_app.frozen_ticks = 1000;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pixels),
        cmocka_unit_test(test_fits_at_the_smallest_window),
        cmocka_unit_test(test_scroll_and_pages),
        cmocka_unit_test(test_search),
        cmocka_unit_test(test_links),
        cmocka_unit_test(test_f1_per_game),
        cmocka_unit_test(test_catalogues),
        cmocka_unit_test(test_diagrams),
        cmocka_unit_test(test_map_pictures),
        cmocka_unit_test(test_fits_at_1920),
        cmocka_unit_test(test_fits_at_1280),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
