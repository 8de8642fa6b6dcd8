/*
 * The Campaign's map screen at every size (issue 32): on each shipped map, at
 * 800 x 560, at 1280 x 800, after a resize from one to the other in the middle
 * of a game and at a few zooms, every army's banner stands on its own location
 * (the location under the banner's middle is the banner's) and every name drawn
 * is its own token's (nearer it than any other token, covering none); the top
 * bar's turn and player never cover each other; Esc first lets go of a picked
 * army, a second Esc opens the pause menu; closing the window on the map keeps
 * the campaign in its autosave; no two parts drawn round the tokens (plates,
 * marks, names, banners) cover each other at either size.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <SDL_image.h>
#include <cmocka.h>

#include "areamap/view.h"
#include "campaign/board.h"
#include "front/front.h"
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_test_util.h"

static const char *const maps[] = { "The Three Crowns", "Four Rivers", "Veldt Marches" };

/* A campaign on the shipped map `name`, Player 1 against the computer. */
static void start(const char *dirs, const char *name, int w, int h)
{
    set_dirs(dirs);
    setenv("SKIRMISH_SEED", "7", 1);
    assert_true(front_init_offscreen(&the_app, w, h));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    snprintf(the_app.user_dir, sizeof the_app.user_dir, "%s", getenv("XDG_DATA_HOME"));
    campaign_content *k = campaign_content_get(&the_app);
    assert_non_null(k);
    int found = -1;
    for (int i = 0; i < k->n_maps; i++)
        if (strcmp(k->maps[i].name, name) == 0)
            found = i;
    if (found < 0)
        fail_msg("no map %s", name);
    k->setup.map = found;
    k->setup.players = 2;
    k->setup.computer[0] = false;
    k->setup.computer[1] = true;
    k->setup.turns = 12;
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    click_button("Start campaign");
    assert_non_null(cs());
    if (cs()->cover)
        pass_cover(0);
    client_pseudo_allow(campaign_seat_label(0));
    client_pseudo_allow(campaign_seat_label(1));
}

/* Armies spread over the map as a long game leaves them: each player's four
 * (the most a player has) over half the map it holds, two of them together on
 * one place, the two players' places side by side so banners crowd. */
static void crowd(void)
{
    campaign_screen *c = cs();
    campaign_forces *f = &c->st.forces;
    int n_loc = c->map.n_locations;
    for (int l = 0; l < n_loc; l++)
        f->control[l] = (int8_t)(l % 3 == 2 ? CAMPAIGN_NEUTRAL : l % 2);
    f->n_armies = 0;
    int placed[2] = { 0, 0 };
    for (int l = 0; l < n_loc; l++) {
        int owner = f->control[l];
        if (owner < 0 || placed[owner] >= 4)
            continue;
        int here = placed[owner] == 1 ? 2 : 1;
        for (int k = 0; k < here && placed[owner] < 4; k++) {
            campaign_army *a = &f->armies[f->n_armies];
            memset(a, 0, sizeof *a);
            a->id = (int16_t)f->n_armies++;
            a->player = (int8_t)owner;
            a->loc = (int8_t)l;
            a->main = placed[owner] == 0;
            placed[owner]++;
        }
    }
    c->army = -1;
    the_app.dirty = true;
}

/* The window becomes w x h (drawn in the top left of the offscreen surface). */
static void resize(int w, int h)
{
    the_app.w = w;
    the_app.h = h;
    the_app.scale = app_scale_for(w, h, app_ui_percent(&the_app));
    the_app.dirty = true;
    app_draw(&the_app);
}

static float dist2(float ax, float ay, float bx, float by) { return (ax - bx) * (ax - bx) + (ay - by) * (ay - by); }

static bool overlaps(SDL_Rect a, SDL_Rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* Every banner on its own location, every name drawn nearest its own token and
 * over no other; returns how many names were drawn. */
static int check_map(const char *what)
{
    app_draw(&the_app);
    campaign_screen *c = cs();
    const areamap_model *m = &c->model;
    const areamap_camera *cam = &c->cam;
    ui u = { &the_app, the_app.renderer, NULL, false, the_app.scale, true, 0 };
    SDL_Rect vp = cam->viewport;
    assert_true(m->n_pieces > 0);
    for (int p = 0; p < m->n_pieces; p++) {
        SDL_Rect r = areamap_view_piece_rect(&u, cam, m, p);
        int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
        if (cx < vp.x || cy < vp.y || cx >= vp.x + vp.w || cy >= vp.y + vp.h)
            continue; /* out of view (zoomed in) */
        int under = areamap_view_hit(cam, m, cx, cy);
        if (under != m->pieces[p].node)
            fail_msg("%s: the banner of army %d (at %s) stands on %s", what, m->pieces[p].id,
                     m->nodes[m->pieces[p].node].name, under >= 0 ? m->nodes[under].name : "nothing");
        /* and a click there picks that army */
        int id = campaign_board_army_at(&u, c, cx, cy);
        assert_int_equal(id, m->pieces[p].id);
    }
    SDL_Rect names[CAMPAIGN_MAX_LOCATIONS];
    int n = areamap_view_name_boxes(&u, cam, m, names, CAMPAIGN_MAX_LOCATIONS);
    assert_int_equal(n, m->n_nodes);
    int drawn = 0;
    for (int i = 0; i < m->n_nodes; i++) {
        SDL_Rect b = names[i];
        if (b.w <= 0)
            continue;
        drawn++;
        float x, y;
        areamap_camera_to_screen(cam, m->nodes[i].x, m->nodes[i].y, &x, &y);
        /* the anchor: the box's point nearest its token */
        float ax = x < b.x ? (float)b.x : x > b.x + b.w ? (float)(b.x + b.w) : x;
        float ay = y < b.y ? (float)b.y : y > b.y + b.h ? (float)(b.y + b.h) : y;
        float own = dist2(ax, ay, x, y);
        /* a name set farther out is tied to its token by a leader line */
        float far = areamap_view_node_radius(cam, &m->nodes[i]) + 1.5f * (float)b.h;
        /* play-tests 8 and 9: a name reads as its place's, never far off on a long leader line */
        float bound = areamap_view_node_radius(cam, &m->nodes[i]) + AREAMAP_NAME_REACH * (float)b.h;
        if (own > bound * bound)
            fail_msg("%s: the name %s stands %.0f px from its place (at most %.0f)", what, m->nodes[i].name,
                     (double)sqrtf(own), (double)bound);
        for (int j = 0; j < m->n_nodes; j++) {
            if (j == i)
                continue;
            float ox, oy, r = areamap_view_node_radius(cam, &m->nodes[j]);
            areamap_camera_to_screen(cam, m->nodes[j].x, m->nodes[j].y, &ox, &oy);
            if (own <= far * far && dist2(ax, ay, ox, oy) <= own)
                fail_msg("%s: the name %s is nearer %s than its own token", what, m->nodes[i].name, m->nodes[j].name);
            SDL_Rect tok = { (int)(ox - r), (int)(oy - r), (int)(2 * r), (int)(2 * r) };
            if (overlaps(b, tok))
                fail_msg("%s: the name %s covers the token of %s", what, m->nodes[i].name, m->nodes[j].name);
        }
    }
    return drawn;
}

static void zoom_at_centre(float factor)
{
    SDL_Rect vp = cs()->cam.viewport;
    areamap_camera_zoom_at(&cs()->cam, factor, (float)(vp.x + vp.w / 2), (float)(vp.y + vp.h / 2));
    the_app.dirty = true;
}

static void test_small_window(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof maps / sizeof maps[0]; i++) {
        char dirs[80], what[120];
        snprintf(dirs, sizeof dirs, "small-%zu", i);
        start(dirs, maps[i], 800, 560);
        crowd();
        snprintf(what, sizeof what, "map-%zu-800x560", i);
        save_shot(what);
        snprintf(what, sizeof what, "%s at 800 x 560", maps[i]);
        int drawn = check_map(what);
        /* most names have room at the whole map's zoom in the smallest window,
         * among two or three banners a place (the others are on the hover card,
         * and on the map once zoomed in) */
        const char *lang = getenv("SKIRMISH_TEST_LANGUAGE");
        bool pseudo = lang && strcmp(lang, "xx") == 0; /* names made longer on purpose */
        /* among the names that can stand clearly by their own token (a long
         * French name between two close tokens could only be misread) */
        ui u = { &the_app, the_app.renderer, NULL, false, the_app.scale, true, 0 };
        int roomy = 0;
        for (int v = 0; v < cs()->model.n_nodes; v++)
            roomy += client_name_has_room(&u, &cs()->cam, &cs()->model, v);
        if (!pseudo && drawn * 4 < roomy * 3)
            fail_msg("%s: %d of %d names drawn (%d with room)", what, drawn, cs()->model.n_nodes, roomy);
        const float zooms[] = { 1.6f, 1.5f };
        for (int z = 0; z < 2; z++) {
            zoom_at_centre(zooms[z]);
            snprintf(what, sizeof what, "%s at 800 x 560, zoom %.1f", maps[i], (double)cs()->cam.zoom);
            check_map(what);
        }
        snprintf(what, sizeof what, "map-%zu-800x560-zoom", i);
        save_shot(what);
        app_free(&the_app);
        memset(&the_app, 0, sizeof the_app);
    }
}

static void test_resized(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof maps / sizeof maps[0]; i++) {
        char dirs[80], what[120];
        snprintf(dirs, sizeof dirs, "resized-%zu", i);
        start(dirs, maps[i], 1280, 800);
        crowd();
        snprintf(what, sizeof what, "map-%zu-1280x800", i);
        save_shot(what);
        snprintf(what, sizeof what, "%s at 1280 x 800", maps[i]);
        if (check_map(what) < cs()->model.n_nodes)
            fail_msg("%s: a name is missing", what);
        resize(800, 560);
        snprintf(what, sizeof what, "map-%zu-resized", i);
        save_shot(what);
        snprintf(what, sizeof what, "%s resized to 800 x 560", maps[i]);
        check_map(what);
        zoom_at_centre(2.0f);
        snprintf(what, sizeof what, "%s resized to 800 x 560, zoom 2", maps[i]);
        check_map(what);
        resize(1280, 800);
        snprintf(what, sizeof what, "%s back to 1280 x 800, zoom 2", maps[i]);
        check_map(what);
        app_free(&the_app);
        memset(&the_app, 0, sizeof the_app);
    }
}

/* Texts drawn in a frame (the app's hook). */
static char seen_texts[64][200];
static int n_seen;

static void note_text(void *ctx, const char *text)
{
    (void)ctx;
    if (n_seen < 64)
        snprintf(seen_texts[n_seen++], sizeof seen_texts[0], "%s", text);
}

static bool drawn(const char *msgid)
{
    n_seen = 0;
    void (*was)(void *, const char *) = the_app.text_seen;
    the_app.text_seen = note_text;
    the_app.dirty = true;
    app_draw(&the_app);
    the_app.text_seen = was;
    /* a wrapped text is drawn a line at a time: the lines joined again */
    static char all[64 * 201];
    all[0] = '\0';
    for (int i = 0; i < n_seen; i++) {
        if (client_has_message(seen_texts[i], msgid))
            return true;
        strcat(all, seen_texts[i]);
        strcat(all, " ");
    }
    return client_has_message(all, msgid);
}

/* From the first Downtime to Player 1's orders. */
static void to_orders(void)
{
    click_button("Downtime done");
    if (cs()->cover)
        pass_cover(0);
    assert_int_equal(cs()->step, CSTEP_ORDERS);
}

/* Player 1's main army and a neighbour of its location. */
static void own_army(int *army, int *to)
{
    campaign_screen *c = cs();
    *army = -1;
    *to = -1;
    for (int i = 0; i < c->st.forces.n_armies && *army < 0; i++)
        if (c->st.forces.armies[i].player == 0)
            *army = c->st.forces.armies[i].id;
    assert_true(*army >= 0);
    int from = c->st.forces.armies[campaign_forces_find(&c->st.forces, *army)].loc;
    for (int l = 0; l < c->map.n_locations && *to < 0; l++)
        if (campaign_map_adjacent(&c->map, from, l))
            *to = l;
    assert_true(*to >= 0);
}

/* The top bar at both sizes, in every language run: the turn and phase and the
 * player's name both drawn, neither covering the other (a layout fault when
 * the title would not fit beside the name). */
static void test_top_bar(void **state)
{
    (void)state;
    start("top-bar", "The Three Crowns", 1280, 800);
    to_orders();
    const int sizes[2][2] = { { 1280, 800 }, { 800, 560 } };
    for (int k = 0; k < 2; k++) {
        resize(sizes[k][0], sizes[k][1]);
        the_app.layout_faults = 0;
        assert_true(drawn("turn %d of %d") || drawn("Campaign · %.40s · turn %d of %d · %s"));
        n_seen = 0;
        the_app.text_seen = note_text;
        app_draw(&the_app);
        the_app.text_seen = NULL;
        bool name = false;
        for (int i = 0; i < n_seen; i++)
            name = name || strcmp(seen_texts[i], campaign_seat_label(0)) == 0;
        assert_true(name);
        if (the_app.layout_faults)
            fail_msg("top bar at %dx%d: %s", sizes[k][0], sizes[k][1], the_app.layout_fault);
        char shot[40];
        snprintf(shot, sizeof shot, "top-bar-%d", sizes[k][0]);
        save_shot(shot);
    }
    language_look(&the_app, "campaign-orders-top-bar");
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* Esc lets go of a picked army first, and says a second Esc opens the menu;
 * the second does. The menu has no empty row. */
static void test_escape(void **state)
{
    (void)state;
    start("escape", "Veldt Marches", 800, 560);
    to_orders();
    int army, to;
    own_army(&army, &to);
    int x, y;
    banner_on_screen(army, &x, &y);
    mouse(SDL_MOUSEMOTION, x, y);
    mouse(SDL_MOUSEBUTTONDOWN, x, y);
    mouse(SDL_MOUSEBUTTONUP, x, y);
    assert_int_equal(cs()->army, army);
    assert_true(drawn("Esc: let go of the army · Esc again: the menu"));
    save_shot("escape-picked");
    press_key(UI_KEY_ESCAPE);
    assert_string_equal(app_scene_name(&the_app), "campaign");
    assert_int_equal(cs()->army, -1);
    assert_false(drawn("Esc: let go of the army · Esc again: the menu"));
    press_key(UI_KEY_ESCAPE);
    assert_string_equal(app_scene_name(&the_app), "campaign-pause");
    save_shot("escape-pause");
    language_look(&the_app, "campaign-pause-orders");
    click_button("Resume");
    assert_string_equal(app_scene_name(&the_app), "campaign");
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* Closing the window on the campaign map with an order given since the last
 * autosave: the campaign is autosaved at once and the player told so and
 * asked; closing again quits; Continue finds the order. */
/* Continue opens the campaign at its orders with army's move to `to` kept;
 * then the app is dropped. */
static void continue_finds_order(int army, int to)
{
    assert_true(campaign_continue(&the_app));
    if (cs()->cover)
        pass_cover(0);
    assert_int_equal(cs()->step, CSTEP_ORDERS);
    bool kept = false;
    for (int i = 0; i < cs()->n_orders[0]; i++)
        kept = kept || (cs()->orders[0][i].army == army && cs()->orders[0][i].to == to);
    assert_true(kept);
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

static void test_close_window(void **state)
{
    (void)state;
    start("close", "Veldt Marches", 1280, 800);
    to_orders();
    int army, to;
    own_army(&army, &to);
    drag_army(army, to);
    assert_true(cs()->n_orders[0] > 0);
    assert_false(campaign_unsaved(cs())); /* an order is autosaved as it is given */
    ui_event quit = { .kind = UI_EV_QUIT };
    app_handle_event(&the_app, &quit);
    assert_true(the_app.running);
    assert_string_equal(app_scene_name(&the_app), "confirm");
    assert_false(campaign_unsaved(cs()));
    assert_true(drawn("Quit Skirmish? The campaign is autosaved as it stands: Continue on the main menu goes on "
                      "from here."));
    save_shot("close-asked");
    language_look(&the_app, "campaign-close");
    /* Stay: back on the map, the order still there. */
    click_button("Stay");
    assert_string_equal(app_scene_name(&the_app), "campaign");
    app_handle_event(&the_app, &quit);
    app_handle_event(&the_app, &quit); /* closed again while asked: quits */
    assert_false(the_app.running);
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
    assert_true(front_init_offscreen(&the_app, 1280, 800));
    snprintf(the_app.user_dir, sizeof the_app.user_dir, "%s", getenv("XDG_DATA_HOME"));
    continue_finds_order(army, to);
}

/* Quit to menu from the pause menu says and does what closing the window does:
 * the campaign is autosaved as it stands (no "Quit without saving?" that the
 * window's close contradicted), and Continue finds the order given. */
static void test_quit_to_menu(void **state)
{
    (void)state;
    client_skip_in_language_runs(); /* no screen of its own to check in a language */
    start("quit-menu", "Veldt Marches", 1280, 800);
    to_orders();
    int army, to;
    own_army(&army, &to);
    drag_army(army, to);
    assert_false(campaign_unsaved(cs())); /* an order is autosaved as it is given */
    press_key(UI_KEY_ESCAPE); /* lets go of the army, if still picked */
    if (strcmp(app_scene_name(&the_app), "campaign-pause") != 0)
        press_key(UI_KEY_ESCAPE);
    assert_string_equal(app_scene_name(&the_app), "campaign-pause");
    click_button("Quit to menu");
    assert_null(cs()); /* at the main menu, nothing asked */
    continue_finds_order(army, to);
}

/* The locations' labels of the model as last drawn, one string. */
static void labels(char *out, size_t size)
{
    out[0] = '\0';
    for (int n = 0; n < cs()->model.n_nodes; n++) {
        size_t len = strlen(out);
        snprintf(out + len, size - len, "%s|", cs()->model.nodes[n].label);
    }
}

/* Issue 32 (fourth round): the revenue labels ("+25", or a bare "25" where a
 * small view has no room for the sign) never change between a layout's first
 * frame and the next: the first frame of the screen, and the first after a
 * resize either way, are worded for the camera they are drawn with. */
static void test_labels_steady(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static const int sizes[][2] = { { 800, 560 }, { 1280, 800 }, { 800, 560 }, { 1280, 800 }, { 640, 480 }, { 800, 560 } };
    for (size_t i = 0; i < sizeof maps / sizeof maps[0]; i++) {
        char dirs[80];
        snprintf(dirs, sizeof dirs, "labels-%zu", i);
        start(dirs, maps[i], 800, 560);
        /* The screen's very first frame: nothing fitted yet. */
        cs()->fitted = false;
        memset(&cs()->cam, 0, sizeof cs()->cam);
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            char first[1024], next[1024];
            if (k > 0)
                resize(sizes[k][0], sizes[k][1]);
            else
                app_draw(&the_app);
            labels(first, sizeof first);
            the_app.dirty = true;
            app_draw(&the_app);
            labels(next, sizeof next);
            if (strcmp(first, next) != 0)
                fail_msg("%s at %dx%d: the labels changed after the first frame: %s then %s", maps[i], sizes[k][0],
                         sizes[k][1], first, next);
        }
        app_free(&the_app);
        memset(&the_app, 0, sizeof the_app);
    }
}

/* No two parts of the map cover each other: figures' plates, marks, names,
 * banners whole (pole, flag, crown, emblem); `what` names the view. */
static void check_parts_apart(const char *what)
{
    app_draw(&the_app);
    campaign_screen *c = cs();
    ui u = { &the_app, the_app.renderer, NULL, false, the_app.scale, true, 0 };
    enum { MAX_PARTS = CAMPAIGN_MAX_LOCATIONS * 9 + 64 };
    SDL_Rect parts[MAX_PARTS];
    int n = areamap_view_part_boxes(&u, &c->cam, &c->model, parts, MAX_PARTS);
    assert_true(n >= c->model.n_nodes); /* each place has a name or a mark at least */
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            if (overlaps(parts[a], parts[b]))
                fail_msg("%s: part %d (%d,%d %dx%d) covers part %d (%d,%d %dx%d)", what, a, parts[a].x, parts[a].y,
                         parts[a].w, parts[a].h, b, parts[b].x, parts[b].y, parts[b].w, parts[b].h);
}

/* Issue 32: at 800 x 560 a capital's "100" plate was under its banner's and
 * its own seat emblem, its symbol under the plate; every map at both sizes,
 * at the start and crowded with armies. */
static void test_parts_apart(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static const int sizes[][2] = { { 800, 560 }, { 1280, 800 } };
    for (size_t i = 0; i < sizeof maps / sizeof maps[0]; i++)
        for (size_t k = 0; k < 2; k++) {
            char dirs[80], what[160];
            snprintf(dirs, sizeof dirs, "parts-%zu-%zu", i, k);
            start(dirs, maps[i], sizes[k][0], sizes[k][1]);
            snprintf(what, sizeof what, "%s at %d x %d", maps[i], sizes[k][0], sizes[k][1]);
            check_parts_apart(what);
            crowd();
            snprintf(what, sizeof what, "%s at %d x %d, crowded", maps[i], sizes[k][0], sizes[k][1]);
            check_parts_apart(what);
            snprintf(what, sizeof what, "parts-%zu-%dx%d", i, sizes[k][0], sizes[k][1]);
            save_shot(what);
            app_free(&the_app);
            memset(&the_app, 0, sizeof the_app);
        }
}

/* Play-test 3 (328): at 800 x 560, in French, Pont-de-Pierre and Nethercott
 * went unnamed beside banners, and Marrowby's name sat under Lande-Crépuscule's
 * as its second line. Every place is named (in English) on every map at both
 * sizes, at the start and crowded, and in every language no name stands right
 * under or over another. */
static void test_every_place_named(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 800, 560 }, { 1280, 800 } };
    for (size_t i = 0; i < sizeof maps / sizeof maps[0]; i++)
        for (size_t k = 0; k < 2; k++) {
            char dirs[80], what[160];
            snprintf(dirs, sizeof dirs, "named-%zu-%zu", i, k);
            start(dirs, maps[i], sizes[k][0], sizes[k][1]);
            for (int crowded = 0; crowded < 2; crowded++) {
                if (crowded)
                    crowd();
                snprintf(what, sizeof what, "%s at %d x %d%s", maps[i], sizes[k][0], sizes[k][1],
                         crowded ? ", crowded" : "");
                check_map(what);
                char shot[80];
                snprintf(shot, sizeof shot, "named-%zu-%dx%d-%d", i, sizes[k][0], sizes[k][1], crowded);
                save_shot(shot);
                campaign_screen *c = cs();
                ui u = { &the_app, the_app.renderer, NULL, false, the_app.scale, true, 0 };
                SDL_Rect names[CAMPAIGN_MAX_LOCATIONS];
                int n = areamap_view_name_boxes(&u, &c->cam, &c->model, names, CAMPAIGN_MAX_LOCATIONS);
                int unnamed = 0;
                for (int a = 0; a < n; a++) {
                    const areamap_node *nd = &c->model.nodes[a];
                    /* A name that could stand only as near another token as its
                     * own (among banners, at 800 x 560) is left to the hover
                     * card (play-test 13: "Kilnbury" in Yeaveley's region):
                     * never a player's start, three places in four named. */
                    bool may = names[a].w <= 0 && !(nd->seat >= 0 && (nd->marks & AREAMAP_MARK_START)) &&
                               ++unnamed * 4 <= n;
                    if (names[a].w <= 0 && !may && !getenv("SKIRMISH_TEST_LANGUAGE"))
                        fail_msg("%s: %s has no name on the map", what, c->model.nodes[a].name);
                    if (names[a].w <= 0)
                        continue;
                    for (int b = 0; b < n; b++) {
                        SDL_Rect p = names[a], q = names[b];
                        int gap = p.h / 3;
                        if (b != a && q.w > 0 && p.x < q.x + q.w && q.x < p.x + p.w && p.y < q.y + q.h + gap && q.y < p.y + p.h + gap)
                            fail_msg("%s: the name of %s stands right by %s's", what, c->model.nodes[a].name,
                                     c->model.nodes[b].name);
                    }
                }
            }
            app_free(&the_app);
            memset(&the_app, 0, sizeof the_app);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_small_window),
        cmocka_unit_test(test_resized),
        cmocka_unit_test(test_top_bar),
        cmocka_unit_test(test_escape),
        cmocka_unit_test(test_close_window),
        cmocka_unit_test(test_quit_to_menu),
        cmocka_unit_test(test_labels_steady),
        cmocka_unit_test(test_parts_apart),
        cmocka_unit_test(test_every_place_named),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
