/*
 * Conquest in the client. A hot-seat game between two humans driven by injected
 * SDL mouse and key events (dummy video driver): each player passes the cover,
 * drags an order from one of its vertices to a neighbour, and declares ready; the
 * other's orders stay hidden; the turn resolves and the orders took effect. Then
 * pixel tests of the setup, the order entry, the cover and the ranking, drawn
 * offscreen. A turn half entered kept over Quit to menu, a kill and a load.
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

#include "barracks/barracks_scenes.h"
#include "board/battle.h"
#include "conquest/conquest.h"
#include "conquest/label.h"
#include "conquest/look.h"
#include "conquest/play_internal.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/i18n.h"
#include "client_test_util.h"

static app the_app;

static void pump(void)
{
    for (int i = 0; i < 200; i++) {
        SDL_Event e;
        SDL_zero(e);
        e.type = the_app.wake_event;
        SDL_PushEvent(&e);
        app_step(&the_app);
        /* Updates (the resolution) run at the start of the next step: always two. */
        const conquest_screen *c = conquest_current(&the_app);
        if (i >= 1 && (!c || !c->animating) && SDL_PeepEvents(NULL, 0, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT) == 0)
            return;
    }
}

static void mouse(Uint32 type, int x, int y)
{
    /* a motion between a press and its release says the button is held, as
     * SDL's does (the shell drops a press when a motion holds no button) */
    static bool held;
    SDL_Event e;
    SDL_zero(e);
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
        e.motion.x = x;
        e.motion.y = y;
        e.motion.state = held ? SDL_BUTTON_LMASK : 0;
    } else {
        held = type == SDL_MOUSEBUTTONDOWN;
        e.button.button = SDL_BUTTON_LEFT;
        e.button.x = x;
        e.button.y = y;
        e.button.clicks = 1;
    }
    SDL_PushEvent(&e);
    pump();
}

/* Clicks the button showing exactly `text` (already in the game's language). */
static void click_shown(const char *text)
{
    SDL_Rect r;
    app_draw(&the_app);
    if (!app_find_button(&the_app, text, &r, NULL))
        fail_msg("no button '%s' on screen %s", text, app_scene_name(&the_app));
    mouse(SDL_MOUSEMOTION, r.x + r.w / 2, r.y + r.h / 2);
    mouse(SDL_MOUSEBUTTONDOWN, r.x + r.w / 2, r.y + r.h / 2);
    mouse(SDL_MOUSEBUTTONUP, r.x + r.w / 2, r.y + r.h / 2);
}

/* label: the English msgid, found in the language the game speaks. */
static void click_button(const char *label) { click_shown(_(label)); }

/* The turn report's Close: "Close (Space)", or "Close" in a panel too narrow
 * for its key (the report lies in the side panel: blind play-test 14). */
static void click_report_close(void)
{
    app_draw(&the_app);
    click_shown(app_find_button(&the_app, _("Close (Space)"), NULL, NULL) ? _("Close (Space)") : _("Close"));
}

static void key(SDL_Keycode k)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    SDL_PushEvent(&e);
    pump();
}

static void vertex_on_screen(int v, int *x, int *y)
{
    app_draw(&the_app); /* lays out the camera */
    float fx, fy;
    areamap_camera_to_screen(&conquest_current(&the_app)->cam, conquest_current(&the_app)->model.nodes[v].x, conquest_current(&the_app)->model.nodes[v].y, &fx, &fy);
    *x = (int)fx;
    *y = (int)fy;
}

/* Drags from the player's first vertex to its first out-neighbour, as a person would. */
static void drag_an_order(int player, int *from_out, int *to_out)
{
    const conquest_match *m = &conquest_current(&the_app)->match;
    int from = -1;
    for (int v = 0; v < m->graph.n_vertices && from < 0; v++)
        if (m->state.controller[v] == player && m->state.units[v] > 0)
            from = v;
    assert_true(from >= 0);
    int to = cq_graph_out_neighbour(&m->graph, from, 0);
    int x0, y0, x1, y1;
    vertex_on_screen(from, &x0, &y0);
    vertex_on_screen(to, &x1, &y1);
    mouse(SDL_MOUSEMOTION, x0, y0);
    mouse(SDL_MOUSEBUTTONDOWN, x0, y0);
    assert_int_equal(conquest_current(&the_app)->drag_from, from);
    mouse(SDL_MOUSEMOTION, (x0 + x1) / 2, (y0 + y1) / 2);
    mouse(SDL_MOUSEMOTION, x1, y1);
    mouse(SDL_MOUSEBUTTONUP, x1, y1);
    *from_out = from;
    *to_out = to;
}

static void test_hot_seat_by_mouse(void **state)
{
    (void)state;
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/cq-xdg/config", getenv("SKIRMISH_TEST_TMP"));
    setenv("XDG_CONFIG_HOME", dir, 1);
    snprintf(dir, sizeof dir, "%s/cq-xdg/data", getenv("SKIRMISH_TEST_TMP"));
    setenv("XDG_DATA_HOME", dir, 1);
    setenv("SKIRMISH_SEED", "12", 1);
    assert_true(front_init(&the_app, false, true, true));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    pump();
    click_button("New Conquest game");
    assert_string_equal(app_scene_name(&the_app), "conquest-setup");
    conquest_content_get(&the_app)->setup.players = 2;
    conquest_content_get(&the_app)->setup.seat[0] = conquest_content_get(&the_app)->setup.seat[1] = CONQUEST_SEAT_HUMAN;
    click_button("Start");
    assert_string_equal(app_scene_name(&the_app), "conquest");
    for (int turn = 1; turn <= 3; turn++) {
        assert_int_equal(conquest_current(&the_app)->match.state.turn, turn);
        int from[2], to[2];
        for (int p = 0; p < 2; p++) {
            /* The cover hides the map until the player says it is them. */
            assert_true(conquest_current(&the_app)->cover);
            assert_int_equal(conquest_current(&the_app)->viewer, p);
            /* Behind the cover nobody reads the report or the log. */
            assert_int_equal(conquest_show_reader(conquest_current(&the_app)), -1);
            char label[96];
            snprintf(label, sizeof label, _("I am %.40s: show my map (T)"), conquest_player_name(&conquest_current(&the_app)->match, p));
            click_shown(label);
            assert_false(conquest_current(&the_app)->cover);
            /* From turn 2: this player's turn report, then Close. The other
             * player's report stays unread until it takes the screen. */
            evlog *log = &conquest_current(&the_app)->log;
            if (turn > 1) {
                assert_true(evlog_unseen(log, p, NULL, 0) > 0);
                assert_true(evlog_unseen(log, 1 - p, NULL, 0) > 0 || p == 1);
                click_report_close();
                assert_int_equal(evlog_unseen(log, p, NULL, 0), 0);
                if (p == 0)
                    assert_true(evlog_unseen(log, 1, NULL, 0) > 0);
            } else {
                assert_int_equal(log->n, 0); /* nothing resolved yet: nothing in the log */
            }
            /* The other player's orders are not shown: only this player's exist. */
            assert_int_equal(conquest_current(&the_app)->match.orders[p].n, 0);
            drag_an_order(p, &from[p], &to[p]);
            assert_int_equal(conquest_current(&the_app)->match.orders[p].n, 1);
            assert_int_equal(conquest_current(&the_app)->match.orders[p].list[0].units,
                             conquest_current(&the_app)->match.state.units[from[p]]); /* all the units by default */
            key(SDLK_RETURN);
            if (conquest_current(&the_app)->ready_asked == turn * 16 + p + 1 && !conquest_current(&the_app)->cover)
                key(SDLK_RETURN); /* the order cannot take its target: asked once, ready anyway */
            if (app_scene_top(&the_app) != &conquest_play_scene)
                key(SDLK_RETURN); /* "Hand the screen to…?": Hand over */
        }
        /* Both ready: the turn resolved (instant animation) with both orders in it. */
        assert_int_equal(conquest_current(&the_app)->match.state.turn, turn + 1);
        assert_int_equal(conquest_current(&the_app)->match.n_last, 2);
        for (int i = 0; i < 2; i++)
            assert_int_equal(conquest_current(&the_app)->match.last_problems[i], CQ_ORDER_OK);
    }
    /* An order a player cannot give is refused at once, with the reason. */
    char label[96];
    snprintf(label, sizeof label, _("I am %.40s: show my map (T)"), conquest_player_name(&conquest_current(&the_app)->match, 0));
    click_shown(label);
    click_report_close();
    const conquest_match *m = &conquest_current(&the_app)->match;
    int enemy = -1;
    for (int v = 0; v < m->graph.n_vertices && enemy < 0; v++)
        if (m->state.controller[v] == 1)
            enemy = v;
    int x, y;
    vertex_on_screen(enemy, &x, &y);
    mouse(SDL_MOUSEMOTION, x, y);
    mouse(SDL_MOUSEBUTTONDOWN, x, y);
    assert_int_equal(conquest_current(&the_app)->drag_from, -1);
    char refused[200];
    snprintf(refused, sizeof refused, _("%s is not yours: %s holds it"), conquest_place(&m->graph, enemy),
             conquest_player_name(m, 1));
    assert_string_equal(conquest_current(&the_app)->message, refused);
    app_free(&the_app);
}

/* ---- pixels ---- */

static void test_pixels(void **state)
{
    (void)state;
    static app a;
    setenv("SKIRMISH_SEED", "21", 1);
    assert_true(front_init_offscreen(&a, 1024, 640));
    a.frozen_ticks = 1000;
    app_scene_open_from_root(&a, &conquest_setup_scene, NULL);
    client_pixels_compare(&a, "conquest-setup");
    /* A game on the first map: p0 human with a pending order, p1 a bot. */
    conquest_content_get(&a)->setup.map = 0;
    conquest_content_get(&a)->setup.players = 2;
    conquest_content_get(&a)->setup.seat[0] = CONQUEST_SEAT_HUMAN;
    conquest_content_get(&a)->setup.seat[1] = CQ_BOT_NORMAL;
    app_scene_open_from_root(&a, &conquest_setup_scene, NULL);
    ui_event enter = { .kind = UI_EV_KEY, .key = UI_KEY_ENTER };
    app_handle_event(&a, &enter);
    assert_string_equal(app_scene_name(&a), "conquest");
    conquest_match *m = &conquest_current(&a)->match;
    for (int v = 0; v < m->graph.n_vertices; v++)
        if (m->state.controller[v] == 0) {
            assert_int_equal(conquest_match_set_order(m, 0, v, cq_graph_out_neighbour(&m->graph, v, 0), 1), CQ_ORDER_OK);
            break;
        }
    conquest_current(&a)->selected = 0;
    client_pixels_compare(&a, "conquest-orders");
    /* The cover between two humans. */
    conquest_current(&a)->cover = true;
    client_pixels_compare(&a, "conquest-cover");
    conquest_current(&a)->cover = false;
    /* Played out by bots to the ranking. */
    m->seat[0] = CQ_BOT_HARD;
    for (int t = 0; t < 400 && !cq_state_over(&m->state); t++)
        conquest_match_resolve(m);
    assert_true(cq_state_over(&m->state));
    conquest_current(&a)->show_result = true;
    conquest_current(&a)->animating = false;
    client_pixels_compare(&a, "conquest-ranking");
    app_free(&a);
}

/* ---- the smallest window, in the run's language ---- */

/* In the pseudo-locale: the first text drawn that did not come through gettext. */
static char escaped[200];

static void text_seen(void *ctx, const char *text)
{
    (void)ctx;
    if (!escaped[0] && client_pseudo_escapes(text))
        snprintf(escaped, sizeof escaped, "%s", text);
}

static void assert_no_fault(app *a, const char *what)
{
    const char *lang = getenv("SKIRMISH_TEST_LANGUAGE");
    if (lang && strcmp(lang, "xx") == 0)
        a->text_seen = text_seen;
    a->layout_faults = 0;
    escaped[0] = '\0';
    app_draw(a);
    if (a->layout_faults)
        fail_msg("%s at 800 x 560: %d layout fault(s); the first: %s", what, a->layout_faults, a->layout_fault);
    if (escaped[0])
        fail_msg("%s: \"%s\" escaped translation", what, escaped);
}

/* Every map's name with its players, the longest seat names, the game screen, the
 * pause menu and an eight-player ranking fit the smallest window (in French and
 * Spanish, the language runs, as well as in English). */
static void test_smallest_window(void **state)
{
    (void)state;
    static app a;
    setenv("SKIRMISH_SEED", "5", 1);
    assert_true(front_init_offscreen(&a, 800, 560));
    a.frozen_ticks = 1000;
    app_scene_open_from_root(&a, &conquest_setup_scene, NULL);
    conquest_content *k = conquest_content_get(&a);
    char what[160];
    for (int m = 0; m < k->n_maps + 2; m++) {
        k->setup.map = m;
        k->setup.players = m < k->n_maps ? k->maps[m].max_players : CQ_SETUP_MAX_PLAYERS;
        for (int p = 0; p < k->setup.players; p++)
            k->setup.seat[p] = p == 0 ? CONQUEST_SEAT_HUMAN : p % 2 ? CQ_BOT_RANDOM : CONQUEST_SEAT_NETWORK;
        snprintf(what, sizeof what, "the setup on map %d (%s)", m, m < k->n_maps ? k->maps[m].name : "generated");
        assert_no_fault(&a, what);
    }
    /* Eight computers on a generated grid, to the end of a short game. */
    k->setup.map = k->n_maps;
    k->setup.players = CQ_SETUP_MAX_PLAYERS;
    k->setup.seat[0] = CONQUEST_SEAT_HUMAN;
    for (int p = 1; p < CQ_SETUP_MAX_PLAYERS; p++)
        k->setup.seat[p] = p % 2 ? CQ_BOT_RANDOM : CQ_BOT_HARD;
    k->setup.turns = 25;
    ui_event enter = { .kind = UI_EV_KEY, .key = UI_KEY_ENTER };
    app_handle_event(&a, &enter);
    assert_string_equal(app_scene_name(&a), "conquest");
    assert_no_fault(&a, "the game screen");
    ui_event esc = { .kind = UI_EV_KEY, .key = UI_KEY_ESCAPE };
    app_handle_event(&a, &esc);
    assert_string_equal(app_scene_name(&a), "conquest-pause");
    assert_no_fault(&a, "the pause menu");
    app_handle_event(&a, &esc);
    assert_string_equal(app_scene_name(&a), "conquest");
    /* Ready: the turn resolves and the human's turn report opens over the map
     * (its three buttons must fit the box in every language). */
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    app_handle_event(&a, &enter); /* no orders: asked once, */
    app_handle_event(&a, &enter); /* ready anyway */
    for (int i = 0; i < 20 && conquest_current(&a)->match.state.turn < 2; i++) {
        SDL_Event e;
        SDL_zero(e);
        e.type = a.wake_event;
        SDL_PushEvent(&e);
        app_step(&a);
    }
    assert_int_equal(conquest_current(&a)->match.state.turn, 2);
    assert_true(evlog_unseen(&conquest_current(&a)->log, 0, NULL, 0) > 0);
    assert_no_fault(&a, "the turn report");
    assert_true(app_find_button(&a, _("Close (Space)"), NULL, NULL) || app_find_button(&a, _("Close"), NULL, NULL));
    conquest_match *m = &conquest_current(&a)->match;
    m->seat[0] = CQ_BOT_EASY;
    for (int t = 0; t < 400 && !cq_state_over(&m->state); t++)
        conquest_match_resolve(m);
    assert_true(cq_state_over(&m->state));
    conquest_current(&a)->show_result = true;
    conquest_current(&a)->animating = false;
    conquest_current(&a)->cover = false;
    assert_no_fault(&a, "the ranking");
    app_free(&a);
}

/* Saves keep maps' English names; the player reads them in the game's language. */
static void test_map_titles(void **state)
{
    (void)state;
    char got[128], want[128];
    conquest_map_title(got, sizeof got, "Generated grid 8×8");
    snprintf(want, sizeof want, _("Generated grid %d×%d"), 8, 8);
    assert_string_equal(got, want);
    conquest_map_title(got, sizeof got, "Generated hex 12×10");
    snprintf(want, sizeof want, _("Generated hex map %d×%d"), 12, 10);
    assert_string_equal(got, want);
    conquest_map_title(got, sizeof got, "server-lobby.json (a state)");
    snprintf(want, sizeof want, _("%s (a state)"), "server-lobby.json");
    assert_string_equal(got, want);
    conquest_map_title(got, sizeof got, "Chromatic Warfare state");
    assert_string_equal(got, _("Chromatic Warfare state"));
    conquest_map_title(got, sizeof got, "Archipelago");
    assert_string_equal(got, i18n_content("Archipelago"));
    /* A player's own map, whatever its name looks like, comes back as it is. */
    conquest_map_title(got, sizeof got, "Generated gridlock 8×8");
    assert_string_equal(got, "Generated gridlock 8×8");
    conquest_map_title(got, sizeof got, "Generated grid 8×8 (mine)");
    assert_string_equal(got, "Generated grid 8×8 (mine)");
    conquest_map_title(got, sizeof got, "");
    assert_string_equal(got, "");
}


/* ---- a turn left half way comes back (issue 34) ---- */

static int count_files(const char *dir)
{
    char cmd[1300];
    snprintf(cmd, sizeof cmd, "ls '%s' | grep -c json", dir);
    FILE *f = popen(cmd, "r");
    int n = 0;
    assert_non_null(f);
    assert_int_equal(fscanf(f, "%d", &n), 1);
    pclose(f);
    return n;
}

/* The screen's pixels, to tell whether anything on it changed. */
static unsigned long screen_hash(app *a)
{
    app_draw(a);
    SDL_Surface *s = a->offscreen;
    unsigned long h = 5381;
    for (int y = 0; y < s->h; y++)
        for (int x = 0; x < s->w * s->format->BytesPerPixel; x++)
            h = h * 33 + ((const unsigned char *)s->pixels)[y * s->pitch + x];
    return h;
}

/* Orders and Ready of a hot-seat turn survive Quit to menu (then Continue)
 * and a kill (the autosave on disk, written as they changed); the other
 * seat's drafts never show; loading a save goes on in the game's own
 * autosave: one game, one Continue row. */
static void test_turn_kept(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static app a;
    setenv("SKIRMISH_SEED", "34", 1);
    assert_true(front_init_offscreen(&a, 1280, 800));
    a.frozen_ticks = 1000;
    char cmd[2400], autosaves[1100];
    snprintf(a.user_dir, sizeof a.user_dir, "%s/cq-turn-kept", getenv("SKIRMISH_TEST_TMP"));
    snprintf(cmd, sizeof cmd, "rm -rf '%s'; mkdir -p '%s'", a.user_dir, a.user_dir);
    assert_int_equal(system(cmd), 0);
    snprintf(autosaves, sizeof autosaves, "%s/conquest-autosaves", a.user_dir);
    conquest_content *k = conquest_content_get(&a);
    k->setup.map = 0;
    k->setup.players = 2;
    k->setup.seat[0] = k->setup.seat[1] = CONQUEST_SEAT_HUMAN;
    app_scene_open_from_root(&a, &conquest_setup_scene, NULL);
    ui_event enter = { .kind = UI_EV_KEY, .key = UI_KEY_ENTER };
    app_handle_event(&a, &enter);
    conquest_screen *c = conquest_current(&a);
    assert_non_null(c);
    char first[DATA_PATH_MAX];
    snprintf(first, sizeof first, "%s", c->autosave);
    int from[2], to[2];
    for (int p = 0; p < 2; p++) {
        from[p] = -1;
        for (int v = 0; v < c->match.graph.n_vertices && from[p] < 0; v++)
            if (c->match.state.controller[v] == p)
                from[p] = v;
        to[p] = cq_graph_out_neighbour(&c->match.graph, from[p], 0);
        assert_int_equal(conquest_match_set_order(&c->match, p, from[p], to[p], 1), CQ_ORDER_OK);
    }
    conquest_match_set_ready(&c->match, 0, true);
    conquest_play_scene.update(&a, c, 0.01f, true);
    /* kill -9 now: the autosave on disk has both seats' drafts, 0 ready. */
    static data_cq_save_setup got;
    static cq_state st;
    cq_graph g;
    cq_graph_init(&g);
    data_seat seats[CQ_MAX_PLAYERS];
    char name[64];
    data_error err;
    assert_true(data_cq_save_load_setup(first, name, sizeof name, seats, &g, &st, NULL, &got, &err));
    assert_int_equal(got.n_drafts[0], 1);
    assert_int_equal(got.n_drafts[1], 1);
    assert_true(got.ready[0] && !got.ready[1]);
    assert_int_equal(got.drafts[1][0].to, g.vertices[to[1]].id);
    data_cq_save_setup_free(&got);
    cq_graph_free(&g);
    /* A save, then Quit to menu and Continue: seat 1's turn with its order. */
    client_click_button(&a, "Save game");
    char saved[DATA_PATH_MAX + 1200];
    snprintf(saved, sizeof saved, "%s/saves/%s", a.user_dir, strstr(c->message, "Saved as ") + 9);
    app_scene_pop_to_root(&a);
    assert_true(conquest_continue(&a));
    c = conquest_current(&a);
    assert_string_equal(c->autosave, first);
    assert_true(c->match.orders[0].ready && !c->match.orders[1].ready);
    assert_int_equal(c->match.orders[1].n, 1);
    assert_int_equal(c->viewer, 1);
    /* Seat 1's screen is the same whatever seat 0 ordered. */
    c->cover = false;
    c->hover = -1;
    unsigned long seen = screen_hash(&a);
    conquest_match_clear_orders(&c->match, 0);
    conquest_match_set_ready(&c->match, 0, true);
    assert_true(screen_hash(&a) == seen);
    /* Loading the save goes on in the same autosave: one row. */
    app_scene_pop_to_root(&a);
    assert_true(conquest_load(&a, saved));
    c = conquest_current(&a);
    assert_string_equal(c->autosave, first);
    assert_int_equal(c->match.orders[0].n, 1);
    assert_int_equal(count_files(autosaves), 1);
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hot_seat_by_mouse),
        cmocka_unit_test(test_pixels),
        cmocka_unit_test(test_smallest_window),
        cmocka_unit_test(test_map_titles),
        cmocka_unit_test(test_turn_kept),
    };
    return cmocka_run_group_tests_name("client conquest", tests, NULL, NULL);
}
