/*
 * Conquest, blind play-test 16 (hCq19).
 * #4: "6 units: Coldgate -> Ashford" selected, the panel said the head-on risk
 * of the other order to Ashford ("all your 4 there are destroyed and the rest
 * of theirs go on to Brillfield"). Each order's forecast is its own edge's.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "conquest/board.h"
#include "conquest/conquest.h"
#include "conquest/label.h"
#include "conquest/play_internal.h"
#include "eventlog/panel.h"
#include "front/front.h"
#include "shell/ui.h"
#include "shell/app.h"
#include "areamap/view.h"
#include "skirmish/i18n.h"
#include "client_conquest_util.h"
#include "client_test_util.h"

static void test_head_on_of_the_selected_order(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = cqc_hot_seat_open(&a, 1280, 800);
    conquest_match *m = &c->match;
    const cq_graph *g = &m->graph;
    int s1, s2, t = cqc_head_on(m, 4, 6, 5, &s1, &s2); /* t: two in-neighbours, an edge back to s1 */
    /* 4 from s1 (5 may meet them on their edge), 6 from s2 (more than 5: no
     * meeting on its edge stops them) */
    assert_int_equal(conquest_match_set_order(m, 0, s1, t, 4), CQ_ORDER_OK);
    assert_int_equal(conquest_match_set_order(m, 0, s2, t, 6), CQ_ORDER_OK);
    char out[2000], want[600];
    cqc_head_on_words(g, t, s1, want, sizeof want);
    conquest_order_forecast(m, 0, NULL, s1, t, out, sizeof out);
    print_message("s1: %s\n", out);
    assert_non_null(strstr(out, want));
    conquest_order_forecast(m, 0, NULL, s2, t, out, sizeof out);
    print_message("s2: %s\n", out);
    assert_null(strstr(out, "Head-on"));
    assert_null(strstr(out, want));
    /* the panel under the selected order says its own */
    const conquest_player_orders *o = &m->orders[0];
    for (int i = 0; i < o->n; i++) {
        c->selected = i;
        client_draw_at(&a, "cq19-head-on", 1280, 800);
        bool from_s1 = cq_graph_find(g, o->list[i].from) == s1;
        bool said = strstr(client_drawn_texts(), _("Head-on risk")) != NULL;
        cqc_keep_shot(&a, "cq19", from_s1 ? "head-on-s1" : "head-on-s2");
        if (from_s1 != said)
            fail_msg("order %d (from %s): the panel %s the head-on risk", i, from_s1 ? "s1" : "s2",
                     from_s1 ? "does not say" : "says");
    }
    app_free(&a);
}

/* #2: at 800x560 in French the turn report was blank ("0 de plus au-dessus,
 * 2 en dessous") and the lottery's row, taller than the body, never shown.
 * The view scrolls by wrapped lines: scrolled a line at a time from the top
 * to the end, the top lines and then the last view hold every row whole, in
 * order, and nothing is drawn outside the box. */
#define SEEN_MAX 64
static char seen[SEEN_MAX][400];
static int n_seen;

static void seen_text(void *ctx, const char *text)
{
    (void)ctx;
    if (n_seen < SEEN_MAX)
        snprintf(seen[n_seen++], sizeof seen[0], "%s", text);
}

static void test_report_scrolls_by_lines(void **state)
{
    (void)state;
    static app a;
    assert_true(front_init_offscreen(&a, 800, 560));
    i18n_set_language("fr");
    evlog log;
    evlog_init(&log);
    static const char *const rows_text[] = {
        "Tour 4 : résolution",
        "Tirage au sort à Larkton entre Alice (4 unités arrivées, 40 %) et Bob (6 unités arrivées, 60 %) : Bob "
        "l'emporte et garde les 3 survivants, dont 1 des vôtres ; vos 4 unités envoyées sont perdues, Larkton "
        "passe à Bob et vous perdez ce sommet que vous vouliez prendre ce tour-ci",
        "Production : Alice +3, Bob +4",
        "Bob prend Dunwick avec 5 unités",
    };
    int n = (int)(sizeof rows_text / sizeof rows_text[0]);
    for (int i = 0; i < n; i++)
        evlog_add(&log, 4, i == 1 ? EVLOG_BATTLE : EVLOG_INFO, EVLOG_ALL, "%s", rows_text[i]);
    ui u = cqc_drawing_ui(&a);
    /* a report box as small as 800x560 gives, its body shorter than the lottery's row */
    SDL_Rect box = ui_rect(10, 50, 300, 150), footer;
    a.text_seen = seen_text;
    char all[4000] = "";
    int scroll = 0, last = -1;
    for (int step = 0; step < 60 && scroll != last; step++) {
        last = scroll;
        SDL_SetRenderDrawColor(a.renderer, 0, 0, 0, 255);
        SDL_RenderClear(a.renderer);
        n_seen = 0;
        u.draw = true;
        u.ev = NULL;
        evlog_report_panel_scrolled(&u, box, &log, 0, "Tour 4", &footer, &scroll);
        assert_true(n_seen >= 3); /* the title, at least a line, the "more" line */
        /* nothing outside the box */
        Uint32 px[800];
        SDL_Rect under = ui_rect(0, box.y + box.h + 1, 800, 1), right = ui_rect(box.x + box.w + 1, 0, 1, 560);
        assert_int_equal(SDL_RenderReadPixels(a.renderer, &under, SDL_PIXELFORMAT_ARGB8888, px, 800 * 4), 0);
        for (int x = 0; x < 800; x++)
            assert_int_equal(px[x] & 0xFFFFFF, 0);
        Uint32 col[560];
        assert_int_equal(SDL_RenderReadPixels(a.renderer, &right, SDL_PIXELFORMAT_ARGB8888, col, 4), 0);
        for (int y = 0; y < 560; y++)
            assert_int_equal(col[y] & 0xFFFFFF, 0);
        /* one line down, as the wheel moves it */
        u.draw = false;
        ui_event wheel = { .kind = UI_EV_WHEEL, .wheel = -1, .x = box.x + 20, .y = box.y + 60 };
        a.mouse_x = wheel.x;
        a.mouse_y = wheel.y;
        u.ev = &wheel;
        evlog_report_panel_scrolled(&u, box, &log, 0, "Tour 4", &footer, &scroll);
        /* the top line here; at the end, every line down to the "more" line */
        int upto = scroll == last ? n_seen - 1 : 2;
        for (int i = 1; i < upto; i++) {
            size_t len = strlen(all);
            snprintf(all + len, sizeof all - len, "%s%s", len ? " " : "", seen[i]);
        }
    }
    a.text_seen = NULL;
    print_message("%s\n", all);
    for (int i = 0; i < n; i++)
        if (!strstr(all, rows_text[i]))
            fail_msg("row %d never shown whole: \"%s\"", i, rows_text[i]);
    evlog_free(&log);
    i18n_set_language("en");
    app_free(&a);
}

/* #5: Save stayed enabled on the Victory screen; the legend's "Mark at a
 * token's corner" sample was the plain token's blue disc. */
static void test_over_no_save(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = cqc_hot_seat_open(&a, 1280, 800);
    bool on = false;
    app_draw(&a);
    assert_true(app_find_button(&a, _("Save game"), NULL, &on));
    assert_true(on);
    c->match.state.ended = true;
    app_draw(&a);
    assert_true(app_find_button(&a, _("Save game"), NULL, &on));
    assert_false(on);
    app_free(&a);
}

/* #5: the Rules' "Winning" page opened on a paragraph, without its heading:
 * its title is drawn as a line of its own over the page (the list says "3  Winning"). */
static void test_winning_page_heading(void **state)
{
    (void)state;
    static app a;
    cqc_hot_seat_open(&a, 1280, 800);
    assert_true(app_open_help(&a));
    app_draw(&a);
    cqc_key(&a, UI_KEY_RIGHT);
    cqc_key(&a, UI_KEY_RIGHT);
    client_draw_at(&a, "cq19-winning", 1280, 800);
    const char *t = client_drawn_texts(), *w = _("Winning");
    int n = 0;
    for (const char *at = strstr(t, w); at; at = strstr(at + 1, w))
        n += (at == t || at[-1] == '\n') && (at[strlen(w)] == '\n');
    assert_true(client_was_drawn(_("Ranking")));
    assert_int_equal(n, 1);
    app_free(&a);
}

/* #5: while a turn resolved, the top bar's leader was the turn's start's and
 * the Players panel the animation's: both read the state shown. */
static void test_leader_as_shown(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = cqc_hot_seat_open(&a, 1280, 800);
    /* the turn's start differs from what the animation shows */
    c->match.before = c->match.state;
    for (int v = 0; v < c->match.graph.n_vertices; v++)
        if (c->match.before.controller[v] == 1)
            c->match.before.units[v] = 20;
    c->animating = true;
    client_draw_at(&a, "cq19-leader", 1280, 800);
    char want[160], start[160];
    conquest_leader_text(&c->shown, &c->match, want, sizeof want);
    conquest_leader_text(&c->match.before, &c->match, start, sizeof start);
    c->animating = false;
    assert_string_not_equal(want, start);
    assert_non_null(strstr(client_drawn_texts(), want));
    assert_null(strstr(client_drawn_texts(), start));
    app_free(&a);
}

/* #5: a threat tag sat on a neighbour's "+1" (Umberford). With the threats
 * shown, every text the map wrote (figures, "+N" tags, names) reads the same
 * pixels as without. */
static void read_boxes(app *a, const SDL_Rect *box, int n, Uint32 *out, int max)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        for (int y = box[i].y; y < box[i].y + box[i].h; y++)
            for (int x = box[i].x; x < box[i].x + box[i].w && k < max; x++) {
                SDL_Rect px = { x, y, 1, 1 };
                out[k] = 0;
                if (x >= 0 && y >= 0 && x < a->w && y < a->h)
                    SDL_RenderReadPixels(a->renderer, &px, SDL_PIXELFORMAT_ARGB8888, &out[k], 4);
                k++;
            }
}

static void test_threat_tags_cover_no_text(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = cqc_hot_seat_open(&a, 1280, 800);
    conquest_match *m = &c->match;
    int hits = 0;
    /* every vertex the viewer's and every other player 1's, many units: a
     * threat on each of the viewer's with a neighbour of player 1 */
    for (int v = 0; v < m->graph.n_vertices; v++) {
        m->state.controller[v] = (int8_t)(v % 2);
        m->state.units[v] = v % 2 ? 30 : 2;
    }
    c->threats = false;
    app_draw(&a);
    ui u = { &a, a.renderer, NULL, false, a.scale, true, 0 };
    static SDL_Rect box[4096];
    int n = areamap_view_label_boxes(&u, &c->cam, &c->model, box, 4096);
    static Uint32 off[1 << 20], on[1 << 20];
    read_boxes(&a, box, n, off, 1 << 20);
    c->threats = true;
    app_draw(&a);
    cqc_keep_shot(&a, "cq19", "threats");
    read_boxes(&a, box, n, on, 1 << 20);
    for (int v = 0; v < m->graph.n_vertices; v++)
        hits += v % 2 == 0 && conquest_threat_at(m, 0, v) > 0;
    assert_true(hits > 3);
    int k = 0, differ = 0;
    for (int i = 0; i < n; i++)
        for (int p = 0; p < box[i].w * box[i].h && k < (1 << 20); p++, k++)
            differ += off[k] != on[k];
    assert_int_equal(differ, 0);
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_threat_tags_cover_no_text),
        cmocka_unit_test(test_leader_as_shown),
        cmocka_unit_test(test_winning_page_heading),
        cmocka_unit_test(test_over_no_save),
        cmocka_unit_test(test_report_scrolls_by_lines),
        cmocka_unit_test(test_head_on_of_the_selected_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
