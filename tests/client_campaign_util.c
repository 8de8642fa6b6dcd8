/*
 * What the Campaign's client tests share (client_campaign_util.h): the app they
 * drive, the mouse and buttons by their English labels, the hot-seat cover, the
 * tiny three-location map, dragging an army.
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

#include "board/battle_internal.h"
#include "client_campaign_util.h"
#include "front/front.h"
#include "client_test_util.h"
#include "skirmish/i18n.h"

app the_app;

campaign_screen *cs(void) { return campaign_current(&the_app); }

/* In a language run (SKIRMISH_TEST_LANGUAGE): the screen checked for layout
 * faults and untranslated text at the test's size and at 800 x 560 (no English
 * pixel reference for these). */
void language_look(app *a, const char *name)
{
    const char *l = getenv("SKIRMISH_TEST_LANGUAGE");
    if (l && *l)
        client_pixels_compare(a, name);
}

void pump(void)
{
    /* Events go straight to the screens (app_handle_event); drawing lays out what
     * the next event hits. app_step would wait for events that never come. */
    app_draw(&the_app);
}

void press_key(ui_key key)
{
    ui_event ev = { .kind = UI_EV_KEY, .key = key };
    app_handle_event(&the_app, &ev);
    pump();
}

void mouse(Uint32 type, int x, int y)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = type == SDL_MOUSEMOTION ? UI_EV_MOUSE_MOVE : type == SDL_MOUSEBUTTONDOWN ? UI_EV_MOUSE_DOWN : UI_EV_MOUSE_UP;
    ev.button = UI_BUTTON_LEFT;
    ev.x = x;
    ev.y = y;
    app_handle_event(&the_app, &ev);
    pump();
}

void click_at(SDL_Rect r)
{
    mouse(SDL_MOUSEMOTION, r.x + r.w / 2, r.y + r.h / 2);
    mouse(SDL_MOUSEBUTTONDOWN, r.x + r.w / 2, r.y + r.h / 2);
    mouse(SDL_MOUSEBUTTONUP, r.x + r.w / 2, r.y + r.h / 2);
}

/* The button labelled `label`, given as its English text (the msgid): a language
 * run looks for its translation. */
void click_button(const char *label)
{
    SDL_Rect r;
    bool enabled = false;
    label = gettext(label);
    app_draw(&the_app);
    if (!app_find_button(&the_app, label, &r, &enabled))
        fail_msg("no button '%s' on screen %s", label, app_scene_name(&the_app));
    if (!enabled)
        fail_msg("button '%s' is disabled", label);
    click_at(r);
}

/* The first enabled button whose label contains `part`: a translated format's
 * text before its first placeholder ("Recruit into Army %d": "Recruit into Army "). */
void click_button_with(const char *format)
{
    char part[120];
    snprintf(part, sizeof part, "%s", gettext(format));
    char *pc = strchr(part, '%');
    if (pc)
        *pc = '\0';
    app_draw(&the_app);
    for (int i = 0; i < the_app.n_drawn_buttons; i++)
        if (strstr(the_app.drawn_buttons[i].label, part) && the_app.drawn_buttons[i].enabled) {
            click_at(the_app.drawn_buttons[i].rect);
            return;
        }
    fail_msg("no button with '%s' on screen %s", part, app_scene_name(&the_app));
}

void pass_cover(int seat)
{
    assert_true(cs()->cover);
    assert_int_equal(cs()->seat, seat);
    char label[80];
    snprintf(label, sizeof label, _("I am %s: show my screen (T)"), campaign_seat_label(seat));
    click_button(label);
    assert_false(cs()->cover);
}

/* Three locations in a row, the two capitals the starts, the village between... and
 * a route from capital to capital too, so the Heroes can meet at once. */
void tiny_map(campaign_map *m)
{
    campaign_map_init(m, "Tiny");
    assert_true(campaign_map_add_location(m, 0, "Westhold", CAMPAIGN_CAPITAL, -1, 100, 300, ""));
    assert_true(campaign_map_add_location(m, 1, "Midmere", CAMPAIGN_VILLAGE, -1, 300, 160, ""));
    assert_true(campaign_map_add_location(m, 2, "Easthold", CAMPAIGN_CAPITAL, -1, 500, 300, ""));
    assert_int_equal(campaign_map_sort(m), CAMPAIGN_MAP_OK);
    assert_int_equal(campaign_map_add_route(m, 0, 1), CAMPAIGN_MAP_OK);
    assert_int_equal(campaign_map_add_route(m, 1, 2), CAMPAIGN_MAP_OK);
    assert_int_equal(campaign_map_add_route(m, 0, 2), CAMPAIGN_MAP_OK);
    m->n_starts[0] = 2;
    m->starts[0][0] = 0;
    m->starts[0][1] = 2;
    campaign_map_finish(m);
    assert_true(campaign_map_default_domination(m));
    assert_int_equal(campaign_map_test(m), CAMPAIGN_MAP_OK);
}

void use_tiny_map(app *a, bool p1_computer)
{
    /* The made-up map's names are no text to translate. */
    client_pseudo_allow("Tiny");
    client_pseudo_allow("Westhold");
    client_pseudo_allow("Midmere");
    client_pseudo_allow("Easthold");
    /* An offscreen app has no user directory: the test gives it one. */
    snprintf(a->user_dir, sizeof a->user_dir, "%s", getenv("XDG_DATA_HOME"));
    campaign_content *k = campaign_content_get(a);
    assert_non_null(k);
    assert_true(k->n_maps >= 1);
    assert_true(k->have_library);
    if (strcmp(k->maps[k->n_maps - 1].name, "Tiny") != 0) {
        assert_true(k->n_maps < CAMPAIGN_CLIENT_MAX_MAPS);
        tiny_map(&k->maps[k->n_maps++]);
    }
    k->setup.map = k->n_maps - 1;
    k->setup.players = 2;
    k->setup.computer[0] = false;
    k->setup.computer[1] = p1_computer;
    k->setup.turns = 4;
}

void banner_on_screen(int army, int *x, int *y)
{
    app_draw(&the_app);
    assert_true(campaign_forces_find(&cs()->st.forces, army) >= 0);
    /* The army is a banner among the board's pieces, beside its location. */
    ui u = { &the_app, the_app.renderer, NULL, false, the_app.scale, true, 0 };
    for (int p = 0; p < cs()->model.n_pieces; p++)
        if (cs()->model.pieces[p].id == army) {
            SDL_Rect r = areamap_view_piece_rect(&u, &cs()->cam, &cs()->model, p);
            *x = r.x + r.w / 2;
            *y = r.y + r.h / 3;
            return;
        }
    fail_msg("army %d has no banner", army);
}

void location_on_screen(int loc, int *x, int *y)
{
    float fx, fy;
    areamap_camera_to_screen(&cs()->cam, (float)cs()->map.locations[loc].x, (float)cs()->map.locations[loc].y, &fx, &fy);
    *x = (int)fx;
    *y = (int)fy;
}

void drag_army(int army, int to)
{
    int x0, y0, x1, y1;
    banner_on_screen(army, &x0, &y0);
    location_on_screen(to, &x1, &y1);
    mouse(SDL_MOUSEMOTION, x0, y0);
    mouse(SDL_MOUSEBUTTONDOWN, x0, y0);
    assert_int_equal(cs()->drag_army, army);
    mouse(SDL_MOUSEMOTION, (x0 + x1) / 2, (y0 + y1) / 2);
    mouse(SDL_MOUSEMOTION, x1, y1);
    mouse(SDL_MOUSEBUTTONUP, x1, y1);
}

void set_dirs(const char *name)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/%s/config", getenv("SKIRMISH_TEST_TMP"), name);
    setenv("XDG_CONFIG_HOME", dir, 1);
    snprintf(dir, sizeof dir, "%s/%s/data", getenv("SKIRMISH_TEST_TMP"), name);
    setenv("XDG_DATA_HOME", dir, 1);
}

void crash_and_continue(void)
{
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
    assert_true(front_init_offscreen(&the_app, 1280, 800));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    use_tiny_map(&the_app, false);
    assert_true(campaign_continue(&the_app));
}

campaign_screen *open_tiny_campaign(void)
{
    assert_true(front_init_offscreen(&the_app, 1280, 800));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    use_tiny_map(&the_app, false);
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    click_button("Start campaign");
    campaign_screen *c = cs();
    assert_non_null(c);
    return c;
}

campaign_screen *start_tiny_campaign(const char *name)
{
    set_dirs(name);
    return open_tiny_campaign();
}

void campaign_downtime_done(void)
{
    pass_cover(0);
    click_button("Downtime done");
    pass_cover(1);
    click_button("Downtime done");
    pass_cover(0);
}

campaign_screen *start_at_orders(const char *name)
{
    campaign_screen *c = start_tiny_campaign(name);
    campaign_downtime_done();
    return c;
}

void save_shot(const char *name)
{
    char dir[1024], path[1200];
    const char *l = getenv("SKIRMISH_TEST_LANGUAGE");
    snprintf(dir, sizeof dir, "%s/shots", getenv("SKIRMISH_TEST_TMP"));
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/%s%s%s.png", dir, name, l && *l ? "-" : "", l && *l ? l : "");
    the_app.dirty = true;
    app_draw(&the_app);
    SDL_Surface *shot = SDL_CreateRGBSurfaceWithFormat(0, the_app.w, the_app.h, 32, SDL_PIXELFORMAT_RGB888);
    if (!shot)
        return;
    SDL_Rect src = { 0, 0, the_app.w, the_app.h };
    SDL_BlitSurface(the_app.offscreen, &src, shot, NULL);
    client_write_shot(shot, path);
    SDL_FreeSurface(shot);
}

void campaign_march_and_ready(int to)
{
    pass_cover(0);
    drag_army(0, to);
    click_button("Ready (hand over)");
    pass_cover(1);
    click_button("Ready (hand over)");
}

campaign_screen *campaign_to_the_reveal(void)
{
    campaign_screen *c = open_tiny_campaign();
    int start1 = c->st.forces.armies[1].loc;
    for (int p = 0; p < 2; p++) {
        pass_cover(p);
        click_button("Downtime done");
    }
    campaign_march_and_ready(start1);
    return c;
}

board_battle *campaign_to_the_board(void)
{
    campaign_screen *c = campaign_to_the_reveal();
    click_button("Continue");
    return campaign_fight_on_board(c);
}

board_battle *campaign_fight_on_board(campaign_screen *c)
{
    for (int p = 0; p < 2; p++) { /* the attacker first */
        pass_cover(p);
        click_button_with("★");
        click_button("Fight on the board");
    }
    if (c->step == CSTEP_BONUS) {
        click_button("Ready for the Assault");
        click_button("Confirm");
    }
    board_battle *bb = board_battle_current(&the_app);
    assert_non_null(bb);
    return bb;
}

void campaign_deploy_all(app *a)
{
    for (int guard = 0; guard < 64; guard++) {
        board_battle *bb = board_battle_current(a);
        if (bb->match.game.phase != ESC_PHASE_DEPLOY)
            break;
        esc_action act = board_match_auto_deploy(&bb->match);
        battle_play(a, &act);
        for (int i = 0; i < 4; i++)
            app_step(a); /* the animation (instant) and the held turn */
    }
    board_battle *bb = board_battle_current(a);
    assert_int_equal(bb->match.game.phase, ESC_PHASE_BATTLE);
    board_anim_init(&bb->st.anim, &bb->match.game);
    bb->st.input.selected = ESC_NO_UNIT;
    bb->st.banner_age = 10.0f;
}

board_battle *campaign_battle_deployed(const char *name, bool end_turn_auto)
{
    set_dirs(name);
    setenv("SKIRMISH_SEED", "5", 1);
    campaign_to_the_board();
    if (!end_turn_auto)
        the_app.prefs.end_turn_auto = false;
    campaign_deploy_all(&the_app);
    return board_battle_current(&the_app);
}

void campaign_play_until_held(board_battle *bb)
{
    esc_game *g = &bb->match.game;
    int me = g->active;
    for (int guard = 0; guard < 8 && g->active == me && !bb->st.held; guard++) {
        client_battle_play_first(&the_app, bb);
        for (int i = 0; i < 50 && bb->st.anim.playing; i++)
            board_battle_scene.update(&the_app, bb, 0.5f, true);
    }
}

static esc_squad plain_squads[ESC_SIDES];
static esc_map plain_map;
static esc_settings plain_settings;

void campaign_push_plain_battle(app *a)
{
    board_battle *cb = board_battle_current(a);
    if (cb && cb->match.own_colours) {
        for (int s = 0; s < ESC_SIDES; s++)
            plain_squads[s] = cb->match.record.squads[s];
        plain_map = cb->match.record.map;
        plain_settings = cb->match.record.settings;
        memset(&plain_settings.hooks, 0, sizeof plain_settings.hooks);
    }
    const esc_squad *squads[ESC_SIDES] = { &plain_squads[0], &plain_squads[1] };
    board_match m;
    board_match_init_empty(&m);
    bool human[ESC_SIDES] = { true, true };
    char why[200];
    if (!board_match_start(&m, &plain_map, squads, &plain_settings, 11, human, why, (int)sizeof why))
        fail_msg("plain battle: %s", why);
    board_battle_args args = { &m, false, false, false };
    assert_true(app_scene_push(a, &board_battle_scene, &args));
    board_match_free(&m);
    campaign_deploy_all(a);
}
