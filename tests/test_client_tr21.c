/*
 * TRTS's client after blind play-test 17 (helper hTr21): an area another side
 * holds shows a "?" when the seat sees none of that side's units there, and
 * says so on its hover card; what is hidden changes nothing the seat is shown.
 * A duel against the computer on the first shipped map.
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

#include "client_test_util.h"
#include "client_trts_screen_util.h"
#include "client_trts_util.h"
#include "shell/ui.h"
#include "skirmish/data/trts_files.h"
#include "skirmish/i18n.h"
#include "areamap/camera.h"
#include "areamap/view.h"
#include "trts/board.h"
#include "trts/play_internal.h"
#include "trts/trts.h"
#include "trts_test_util.h"

/* What the seat is shown: the frame's pixels and text, every area's card. */
typedef struct shown {
    uint64_t pixels;
    char text[TEXT_MAX];
    char cards[40000];
} shown;

static void capture(trts_screen *c, shown *out)
{
    draw();
    out->pixels = trts_test_pixels_hash(off.offscreen);
    snprintf(out->text, sizeof out->text, "%s", frame_text);
    size_t used = 0;
    out->cards[0] = '\0';
    for (int a = 0; a < c->st.map->n_areas; a++) {
        areamap_card k;
        trts_board_card(c, a, &k);
        used += (size_t)snprintf(out->cards + used, sizeof out->cards - used, "%s|%s\n", k.title, k.subtitle);
        for (int r = 0; r < k.n_rows && used < sizeof out->cards; r++)
            used += (size_t)snprintf(out->cards + used, sizeof out->cards - used, " %s\n", k.rows[r].text);
        assert_true(used < sizeof out->cards);
    }
}

static bool card_says(trts_screen *c, int area, const char *part)
{
    areamap_card k;
    trts_board_card(c, area, &k);
    for (int r = 0; r < k.n_rows; r++)
        if (strstr(k.rows[r].text, part))
            return true;
    return false;
}

/* The area held by Player 2 alone where its hidden units stand (its start). */
static int enemy_area(const trts_state *s)
{
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == 1 && !s->pieces[i].building && !s->pieces[i].public_ &&
            s->markers[s->pieces[i].area] == 1u << 1)
            return s->pieces[i].area;
    return -1;
}

static void hidden_badge(int w, int h)
{
    static shown before, after;
    trts_screen *c = open_duel(w, h);
    trts_state *s = &c->st;
    assert_int_equal(c->viewer, 0);
    int area = enemy_area(s);
    assert_true(area >= 0);
    draw();
    assert_string_equal(c->model.nodes[area].badge, _("? units"));
    assert_true(card_says(c, area, _("Units here: hidden from you")));
    /* the seat's own areas and neutral ones: no "?" */
    for (int a = 0; a < s->map->n_areas; a++)
        if (!(s->markers[a] & (1u << 1)))
            assert_string_equal(c->model.nodes[a].badge, "");
    trts_shot("tr21", "hidden", false);
    capture(c, &before);
    /* the hidden units change, count and kind: the seat is shown the same */
    for (int t = 0; t < 3; t++)
        assert_true(trts_state_place_unit(s, 1, t % 2, area) >= 0);
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == 1 && !s->pieces[i].building && s->pieces[i].area == area) {
            s->pieces[i].alive = false; /* one of the first ones gone */
            break;
        }
    capture(c, &after);
    assert_string_equal(before.text, after.text);
    assert_string_equal(before.cards, after.cards);
    assert_true(before.pixels == after.pixels);
    /* a unit of theirs the seat sees there: shown, no "?" */
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == 1 && !s->pieces[i].building && s->pieces[i].area == area) {
            s->pieces[i].public_ = true;
            break;
        }
    draw();
    assert_string_equal(c->model.nodes[area].badge, "");
    assert_false(card_says(c, area, _("Units here: hidden from you")));
    bool token = false;
    for (int j = 0; j < c->model.n_pieces; j++)
        token |= c->model.pieces[j].node == area && c->model.pieces[j].seat == 1;
    assert_true(token);
    app_free(&off);
}

static void test_hidden_badge(void **state)
{
    (void)state;
    hidden_badge(1280, 800);
    hidden_badge(800, 560);
}

/* News the seat closed stays closed across save and Continue (play-test 17:
 * after kill -9 and Continue the marks of the computer's moves came back);
 * an older save without the mark still shows them (test_client_trts13b). */
static void test_news_seen_kept(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    for (int i = 0; i < 40 && !(c->news && trts_replay_marks_any(&c->news[0]) &&
                                 evlog_unseen(&c->events, 0, NULL, 0) > 0); i++) {
        trts_seat0_ends(c);
        until_human(c);
    }
    assert_true(trts_replay_marks_any(&c->news[0]));
    draw();
    assert_true(drawn(_("Marks: what you saw the others do since your last turn (arrows numbered in order)")));
    evlog_mark_seen(&c->events, 0); /* the seat closes its news */
    draw();
    assert_false(trts_replay_marks_any(&c->news[0]));
    assert_int_equal(c->seats[0].news_seen, c->rec->n_actions);
    /* saved and read back with the seats, as the autosave and Continue do */
    static trts_game_record rec;
    static data_seat seats[TRTS_MAX_PLAYERS];
    char *json = data_trts_save_to_json_seats(c->rec, c->seats);
    assert_non_null(json);
    assert_non_null(strstr(json, "\"news_seen\""));
    data_error err;
    assert_true(data_trts_save_parse_seats(json, strlen(json), "t.json", &trts_content_get(&off)->rules, &rec, seats,
                                           &err));
    free(json);
    assert_int_equal(seats[0].news_seen, c->rec->n_actions);
    assert_int_equal(seats[1].news_seen, 0);
    trts_play_args args = { .rec = &rec, .seats = seats, .again = &trts_setup_scene };
    assert_true(app_scene_open_from_root(&off, &trts_play_scene, &args));
    c = trts_current(&off);
    assert_non_null(c);
    draw();
    assert_false(c->news && trts_replay_marks_any(&c->news[0]));
    assert_false(drawn(_("Marks: what you saw the others do since your last turn (arrows numbered in order)")));
    /* a save without the mark: the news is shown as before */
    seats[0].news_seen = 0;
    assert_true(app_scene_open_from_root(&off, &trts_play_scene, &args));
    c = trts_current(&off);
    draw();
    assert_true(trts_replay_marks_any(&c->news[0]));
    app_free(&off);
}

/* Each "Captured" plate stands whole in the map's view, nearer its own area's
 * token than any other's, over no token (play-test 17: "Captured" beside West
 * Crossing's token; 6: over "South Third"), every area captured at once. */
static void plates_placed(int size)
{
    int watch, nat;
    trts_screen *c = trts_news_scene_sized(size, &watch, &nat);
    int n = c->st.map->n_areas;
    for (int a = 0; a < n; a++)
        c->news[0].taken[a] = 1;
    draw();
    assert_true(drawn(_("Captured")));
    trts_shot("tr21", "captured", false);
    SDL_Rect boxes[TRTS_MAX_AREAS * 3];
    int areas[TRTS_MAX_AREAS * 3];
    int m = trts_replay_marks_plates(boxes, areas, TRTS_MAX_AREAS * 3);
    assert_int_equal(m, n);
    SDL_Rect view = c->cam.viewport;
    for (int i = 0; i < m; i++) {
        SDL_Rect b = boxes[i], in;
        assert_true(SDL_IntersectRect(&b, &view, &in) && in.w == b.w && in.h == b.h);
        float best = 1e9f;
        int nearest = -1;
        for (int j = 0; j < c->model.n_nodes; j++) {
            float x, y, r = areamap_view_node_radius(&c->cam, &c->model.nodes[j]);
            areamap_camera_to_screen(&c->cam, c->model.nodes[j].x, c->model.nodes[j].y, &x, &y);
            float cx = x < b.x ? b.x : x > b.x + b.w ? b.x + b.w : x, cy = y < b.y ? b.y : y > b.y + b.h ? b.y + b.h : y;
            float d = SDL_sqrtf((cx - x) * (cx - x) + (cy - y) * (cy - y)) - r;
            if (d < best) {
                best = d;
                nearest = j;
            }
            if (j != areas[i]) {
                SDL_Rect tok = { (int)(x - r) + 1, (int)(y - r) + 1, (int)(2 * r) - 2, (int)(2 * r) - 2 };
                if (SDL_HasIntersection(&b, &tok))
                    fail_msg("the plate of %s covers %s's token", c->model.nodes[areas[i]].name,
                             c->model.nodes[j].name);
            }
        }
        if (nearest != areas[i])
            fail_msg("the plate of %s stands nearer %s", c->model.nodes[areas[i]].name, c->model.nodes[nearest].name);
    }
    app_free(&off);
}

static void test_plates_placed(void **state)
{
    (void)state;
    plates_placed(0);
    plates_placed(1);
}

/* Esc over a group that has moved: first it says the group stays picked until
 * End, then the pause menu (play-test 17: the menu at once). */
static void test_esc_group(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_quiet_move_scene(&watch, &nat);
    trts_set_clear(&c->sel);
    c->drag_from = c->worker = c->attacker = c->sel_area = -1;
    c->message[0] = '\0';
    draw();
    key(UI_KEY_ESCAPE);
    assert_ptr_equal(app_scene_top(&off), &trts_play_scene);
    assert_int_equal(c->st.phase, TRTS_PHASE_GROUP);
    assert_true(drawn(_("Your group has moved, so it stays picked until you End it (Enter). Press Esc again for the menu.")));
    trts_shot("tr21", "esc-group", false);
    key(UI_KEY_ESCAPE);
    assert_ptr_not_equal(app_scene_top(&off), &trts_play_scene);
    app_free(&off);
}

/* The set-up screen says what "dry from" means under the game length in a
 * long game (play-test 17: unexplained, over an empty row), the short game's
 * warning in a short one. */
static void test_setup_dry(void **state)
{
    (void)state;
    for (int size = 0; size < 2; size++) {
        int w = size ? 800 : 1280, h = size ? 560 : 800;
        trts_content *k = open_setup(w, h, 32);
        assert_non_null(k);
        assert_true(drawn("the start areas give no more minerals; build a"));
        assert_false(drawn("Short game"));
        trts_shot("tr21", "setup-long", false);
        app_free(&off);
        open_setup(w, h, 12);
        assert_true(drawn("Short game"));
        assert_false(drawn("the start areas give no more minerals; build a"));
        app_free(&off);
    }
}

/* The refusal's note by the drop point covers no token (play-test 17: "Move
 * refused" over West Crossing's token and name), at each area in turn. */
static void test_note_beside(void **state)
{
    (void)state;
    for (int size = 0; size < 2; size++) {
        int watch, nat;
        trts_screen *c = trts_micro_scene_sized(size, 1, false, &watch, &nat);
        draw();
        for (int a = 0; a < c->model.n_nodes; a++) {
            float x, y, r = areamap_view_node_radius(&c->cam, &c->model.nodes[a]);
            areamap_camera_to_screen(&c->cam, c->model.nodes[a].x, c->model.nodes[a].y, &x, &y);
            snprintf(c->drop_note, sizeof c->drop_note, "%s", "Move refused: Technician 1 has no MP left this round");
            snprintf(c->message, sizeof c->message, "%s", c->drop_note);
            c->drop_x = (int)x;
            c->drop_y = (int)y;
            draw();
            SDL_Rect b = trts_play_drop_note_rect(), tok = { (int)(x - r) + 1, (int)(y - r) + 1, (int)(2 * r) - 2,
                                                              (int)(2 * r) - 2 };
            if (SDL_HasIntersection(&b, &tok))
                fail_msg("the note covers %s's token", c->model.nodes[a].name);
            if (a == watch)
                trts_shot("tr21", "refused", false);
        }
        app_free(&off);
    }
}

/* The computer's Macro is secret, but that it is over is said (play-test 17:
 * after Done the phase just turned to Micro). */
static void test_computer_macro_said(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    bool said = false;
    for (int i = 0; i < 6 && !said; i++) {
        bool macro = c->st.phase == TRTS_PHASE_MACRO;
        trts_seat0_ends(c);
        until_human(c);
        draw();
        if (macro && c->st.phase != TRTS_PHASE_MACRO)
            said = strstr(c->message, "finished its Macro: its orders stay secret") != NULL;
    }
    assert_true(said);
    trts_shot("tr21", "macro-said", false);
    app_free(&off);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hidden_badge),
        cmocka_unit_test(test_news_seen_kept),
        cmocka_unit_test(test_plates_placed),
        cmocka_unit_test(test_esc_group),
        cmocka_unit_test(test_setup_dry),
        cmocka_unit_test(test_note_beside),
        cmocka_unit_test(test_computer_macro_said),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
