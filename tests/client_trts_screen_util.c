/* Helpers of TRTS's on-screen play-test programs (client_trts_screen_util.h). */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "client_test_util.h"
#include "client_trts_screen_util.h"
#include "client_trts_util.h"
#include "front/front.h"
#include "skirmish/data/trts_files.h"
#include "skirmish/i18n.h"

app off;
char frame_text[TEXT_MAX];
size_t frame_len;

void text_seen(void *ctx, const char *text)
{
    (void)ctx;
    size_t n = strlen(text);
    if (frame_len + n + 2 < sizeof frame_text) {
        memcpy(frame_text + frame_len, text, n);
        frame_len += n;
        frame_text[frame_len++] = '\n';
        frame_text[frame_len] = '\0';
    }
}

void draw(void)
{
    frame_len = 0;
    frame_text[0] = '\0';
    app_draw(&off);
}

bool drawn(const char *part)
{
    if (strstr(frame_text, part))
        return true;
    static char joined[TEXT_MAX]; /* a wrapped text's lines joined again */
    snprintf(joined, sizeof joined, "%s", frame_text);
    for (char *q = joined; *q; q++)
        if (*q == '\n')
            *q = ' ';
    if (strstr(joined, part))
        return true;
    print_message("not drawn: \"%s\" in:\n%s\n", part, frame_text);
    return false;
}

void trts_shot(const char *prefix, const char *name, bool with_language)
{
    char path[1024];
    const char *tmp = getenv("SKIRMISH_TEST_TMP") ? getenv("SKIRMISH_TEST_TMP") : ".";
    if (with_language)
        snprintf(path, sizeof path, "%s/trts-%s-%s-%s-%dx%d.bmp", tmp, prefix, name, i18n_language(), off.w, off.h);
    else
        snprintf(path, sizeof path, "%s/trts-%s-%s-%dx%d.bmp", tmp, prefix, name, off.w, off.h);
    SDL_SaveBMP(off.offscreen, path);
}

trts_screen *open_test_duel(int w, int h, bool computer)
{
    setenv("SKIRMISH_SEED", "4", 1);
    assert_true(front_init_offscreen(&off, w, h));
    off.frozen_ticks = 1000;
    off.prefs.anim_speed = DATA_ANIM_INSTANT;
    off.text_seen = text_seen;
    trts_content *k = trts_content_get(&off);
    assert_non_null(k);
    trts_game_record *rec = trts_test_duel(k, TRTS_DIRECTORATE, TRTS_MYRIAD, computer);
    trts_play_args args = { .rec = rec, .again = &trts_setup_scene };
    assert_true(app_scene_open_from_root(&off, &trts_play_scene, &args));
    trts_screen *c = trts_current(&off);
    assert_non_null(c);
    return c;
}

trts_screen *open_duel(int w, int h)
{
    trts_screen *c = open_test_duel(w, h, true);
    for (int i = 0; i < 400 && (c->st.current != 0 || c->cover); i++)
        trts_play_scene.update(&off, c, 0.25f, true);
    assert_int_equal(c->st.current, 0);
    return c;
}

trts_screen *open_duel_rounds(int w, int h, int rounds)
{
    setenv("SKIRMISH_SEED", "4", 1);
    assert_true(front_init_offscreen(&off, w, h));
    off.frozen_ticks = 1000;
    off.prefs.anim_speed = DATA_ANIM_INSTANT;
    off.text_seen = text_seen;
    trts_content *k = trts_content_get(&off);
    assert_non_null(k);
    assert_true(k->n_maps > 0);
    trts_game_record *rec = trts_test_duel(k, TRTS_DIRECTORATE, TRTS_MYRIAD, true);
    assert_true(trts_map_set_length(&rec->map, rounds));
    trts_play_args args = { .rec = rec, .again = &trts_setup_scene };
    assert_true(app_scene_open_from_root(&off, &trts_play_scene, &args));
    trts_screen *c = trts_current(&off);
    assert_non_null(c);
    assert_int_equal(c->viewer, 0);
    return c;
}

trts_content *open_setup(int w, int h, int rounds)
{
    setenv("SKIRMISH_SEED", "4", 1);
    assert_true(front_init_offscreen(&off, w, h));
    off.frozen_ticks = 1000;
    off.text_seen = text_seen;
    trts_content *k = trts_content_get(&off);
    k->setup.players = 2;
    k->setup.faction[0] = TRTS_DIRECTORATE;
    k->setup.faction[1] = TRTS_MYRIAD;
    if (rounds > 0)
        k->setup.rounds = rounds;
    assert_true(app_scene_open_from_root(&off, &trts_setup_scene, NULL));
    draw();
    return k;
}

void until_human(trts_screen *c)
{
    for (int i = 0; i < 400 && (c->st.current != 0 || c->cover); i++)
        trts_play_scene.update(&off, c, 0.25f, true);
    assert_int_equal(c->st.current, 0);
}

void trts_seat0_ends(trts_screen *c)
{
    static const trts_action_kind kinds[] = { TRTS_ACT_DONE, TRTS_ACT_END, TRTS_ACT_PASS, TRTS_ACT_STAY };
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++) {
        trts_action act;
        memset(&act, 0, sizeof act);
        act.kind = kinds[i];
        act.player = 0;
        if (trts_test(&c->st, &act) == TRTS_OK) {
            assert_true(trts_play_act(&off, c, act));
            return;
        }
    }
    fail_msg("seat 0 could not end its step (phase %d)", (int)c->st.phase);
}

void dry_warning(const trts_state *s, char *out, size_t size)
{
    int dry = s->map->deplete_round, left = dry - s->round;
    snprintf(out, size, P_("%s runs dry in %d round (round %d): build a second %s elsewhere.",
                           "%s runs dry in %d rounds (round %d): build a second %s elsewhere.", left),
             trts_area_label(&s->map->areas[s->players[0].start_area]), left, dry,
             i18n_content(trts_player_faction(s, 0)->buildings[TRTS_ROLE_DEPOT].name));
}

void mouse_at(ui_event_kind kind, int x, int y)
{
    off.mouse_x = x;
    off.mouse_y = y;
    client_mouse(&off, kind, x, y);
}

void key(ui_key k)
{
    ui_event ev = { .kind = UI_EV_KEY, .key = k };
    app_handle_event(&off, &ev);
    draw();
}

/* Player 1's Micro turn: troopers in s-watch (held by Player 1), `enemy_marker`:
 * s-nat carries Player 2's marker (no piece of theirs seen there). */
trts_screen *trts_micro_scene_at(int w, int h, int troopers, bool enemy_marker, int *watch, int *nat)
{
    trts_screen *c = open_duel(w, h);
    trts_state *s = &c->st;
    trts_content *k = trts_content_get(&off);
    *watch = trts_map_find_area(s->map, "s-watch");
    *nat = trts_map_find_area(s->map, "s-nat");
    const trts_faction *d = &k->rules.factions[TRTS_DIRECTORATE];
    for (int i = 0; i < troopers; i++)
        assert_true(trts_state_place_unit(s, 0, trts_faction_unit(d, "trooper"), *watch) >= 0);
    s->markers[*watch] = 1u << 0;
    s->markers[*nat] = enemy_marker ? 1u << 1 : 0;
    s->phase = TRTS_PHASE_MICRO;
    s->current = 0;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && !s->pieces[i].building)
            s->pieces[i].mp = (int8_t)trts_piece_unit(s, i)->speed;
    c->cover = false;
    c->viewer = c->last_decider = 0;
    c->sel_area = *watch;
    draw();
    return c;
}

void trts_repelled_shot(const char *prefix)
{
    draw();
    assert_true(drawn(_("Attack repelled")));
    trts_shot(prefix, "repelled", true);
}

trts_screen *trts_micro_scene(int troopers, bool enemy_marker, int *watch, int *nat)
{
    return trts_micro_scene_at(1280, 800, troopers, enemy_marker, watch, nat);
}

trts_screen *trts_micro_scene_sized(int size, int troopers, bool enemy_marker, int *watch, int *nat)
{
    return size ? trts_micro_scene_at(800, 560, troopers, enemy_marker, watch, nat)
                : trts_micro_scene_at(1280, 800, troopers, enemy_marker, watch, nat);
}

trts_screen *trts_news_scene_sized(int size, int *watch, int *nat)
{
    trts_screen *c = trts_micro_scene_sized(size, 1, true, watch, nat);
    trts_news_note(c, &c->st, &c->st, 1);
    assert_non_null(c->news);
    return c;
}

int trts_own_unit_in(const trts_state *s, int owner, int area)
{
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && !s->pieces[i].building && s->pieces[i].owner == owner && s->pieces[i].area == area)
            return i;
    return -1;
}

void trts_drag_hold(trts_screen *c, int from, int to, SDL_Point *from_at, SDL_Point *to_at)
{
    float fx, fy, tx, ty;
    draw();
    areamap_camera_to_screen(&c->cam, c->model.nodes[from].x, c->model.nodes[from].y, &fx, &fy);
    areamap_camera_to_screen(&c->cam, c->model.nodes[to].x, c->model.nodes[to].y, &tx, &ty);
    mouse_at(UI_EV_MOUSE_MOVE, (int)fx, (int)fy);
    mouse_at(UI_EV_MOUSE_DOWN, (int)fx, (int)fy);
    mouse_at(UI_EV_MOUSE_MOVE, (int)tx, (int)ty);
    if (from_at)
        *from_at = (SDL_Point){ (int)fx, (int)fy };
    if (to_at)
        *to_at = (SDL_Point){ (int)tx, (int)ty };
}

void trts_drag(trts_screen *c, int from, int to)
{
    SDL_Point at;
    trts_drag_hold(c, from, to, NULL, &at);
    mouse_at(UI_EV_MOUSE_UP, at.x, at.y);
    draw();
}

trts_screen *trts_quiet_move_scene(int *watch, int *nat)
{
    trts_screen *c = trts_micro_scene(2, false, watch, nat);
    trts_state *s = &c->st;
    s->markers[*nat] = 1u << 0; /* our own: a quiet move */
    s->quiet = trts_players_left(s) - 1;
    draw();
    trts_drag(c, *watch, *nat);
    assert_int_equal(s->phase, TRTS_PHASE_GROUP);
    return c;
}

/* The first enabled button drawn whose label starts with `prefix`. */
bool trts_find_button(const char *prefix, SDL_Rect *r)
{
    for (int i = 0; i < off.n_drawn_buttons; i++)
        if (off.drawn_buttons[i].enabled && strncmp(off.drawn_buttons[i].label, prefix, strlen(prefix)) == 0) {
            *r = off.drawn_buttons[i].rect;
            return true;
        }
    for (int i = 0; i < off.n_drawn_buttons; i++)
        print_message("drawn: '%s'%s\n", off.drawn_buttons[i].label, off.drawn_buttons[i].enabled ? "" : " (off)");
    return false;
}

/* A click on a button (clicks: 2 makes it the second click of a double-click). */
void trts_click(SDL_Rect r, int clicks)
{
    int x = r.x + r.w / 2, y = r.y + r.h / 2;
    mouse_at(UI_EV_MOUSE_MOVE, x, y);
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_MOUSE_DOWN;
    ev.button = UI_BUTTON_LEFT;
    ev.x = x;
    ev.y = y;
    ev.clicks = clicks;
    app_handle_event(&off, &ev);
    ev.kind = UI_EV_MOUSE_UP;
    app_handle_event(&off, &ev);
    draw();
}
