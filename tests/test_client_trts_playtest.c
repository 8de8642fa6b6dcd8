/*
 * TRTS's blind play-tests' findings (helpers hT, hT2, hTr3; split from
 * test_client_trts_round4.c): Micro's end and the areas held said, an idle Gas
 * Rig warned with the way to its control, the panel holding still, the gas
 * split explained, a refused drop's reason, Save in the Esc menu said, the drag
 * preview judged as the drop (no forecast for a refused move, its reason and
 * the route with its MP while dragging). A duel against the computer on the
 * first shipped map is opened on the screen and its state set by hand.
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

#include "areamap/view.h"
#include "client_test_util.h"
#include "shell/ui.h"
#include "client_trts_screen_util.h"
#include "client_trts_util.h"
#include "skirmish/data/trts_files.h"
#include "skirmish/i18n.h"
#include "trts/board.h"
#include "trts/play_internal.h"
#include "trts/trts.h"
#include "trts_test_util.h"

static void shot(const char *name) { trts_shot("pt", name, false); }

/* ---- 8. The blind play-test's findings (helper hT, 2026-12-06) ---- */

/* A warning's slot shows whole sentences, the rest in its tooltip (play-test
 * 10): a longer language may show only the first. */
static void first_sentence(char *text)
{
    char *end = strstr(text, ". ");
    if (end)
        end[1] = '\0';
}

/* Micro says when it ends; the top bar shows each player's areas (what the game is
 * won on); an unworked Gas Rig is warned under the forecast; tokens of pieces that
 * fired this round are split off with an orange corner and say so. */
static void test_playtest_findings(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(1280, 800, 16);
    until_human(c);
    trts_state *s = &c->st;
    draw();
    char want[300];
    /* the score with what wins, where the bar has room */
    snprintf(want, sizeof want, _("Areas held (most after round %d wins):"), s->map->rounds);
    assert_true(drawn(want));
    /* Micro's end */
    s->phase = TRTS_PHASE_MICRO;
    s->current = 0;
    s->quiet = 0;
    draw();
    snprintf(want, sizeof want, _("Micro ends after %d quiet turns in a row (a pass, or moves only within your team's areas): %d so far."),
             trts_players_left(s), 0);
    assert_true(drawn(want));
    s->quiet = trts_players_left(s) - 1;
    draw();
    snprintf(want, sizeof want,
             P_("Micro ends after this turn unless something happens: the turn before yours was quiet (a pass, or "
                "moves only within your team's areas).",
                "Micro ends after this turn unless something happens: the %d turns before yours were quiet (passes, "
                "or moves only within your team's areas).",
                s->quiet),
             s->quiet);
    assert_true(drawn(want));
    /* the Gas Rig nobody works */
    int home = s->players[0].start_area;
    assert_true(trts_state_place_building(s, 0, TRTS_ROLE_EXTRACTOR, home, true) >= 0);
    s->players[0].gas_workers[home] = 0;
    draw();
    snprintf(want, sizeof want, _("Your %s in %s gives no gas: nobody works it. In Macro, click here and raise Gas "
                                  "workers here."),
             i18n_content(trts_player_faction(s, 0)->buildings[TRTS_ROLE_EXTRACTOR].name),
             trts_area_label(&s->map->areas[home]));
    first_sentence(want);
    assert_true(drawn(want));
    shot("gas-warning");
    /* not while the area is open in Macro: its control is there, and nothing moves as it is set */
    s->phase = TRTS_PHASE_MACRO;
    c->sel_area = home;
    frame_len = 0;
    draw();
    assert_null(strstr(frame_text, want));
    s->phase = TRTS_PHASE_MICRO;
    c->sel_area = -1;
    s->players[0].gas_workers[home] = 1;
    frame_len = 0;
    draw();
    assert_null(strstr(frame_text, want));
    /* a unit that fired: its own token, an orange corner, the tooltip says it */
    int u = -1;
    for (int i = 0; i < s->n_pieces && u < 0; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == 0 && !s->pieces[i].building)
            u = i;
    assert_true(u >= 0);
    s->pieces[u].attacked = true;
    draw();
    int token = -1;
    for (int j = 0; j < c->model.n_pieces; j++)
        if (c->model.pieces[j].id == u || (c->model.pieces[j].node == s->pieces[u].area && c->model.pieces[j].seat == 0 &&
                                           s->pieces[c->model.pieces[j].id].attacked))
            token = j;
    assert_true(token >= 0);
    assert_true(s->pieces[c->model.pieces[token].id].attacked);
    ui uu = { &off, off.renderer, NULL, false, off.scale, true, 0 };
    SDL_Rect r = areamap_view_piece_rect(&uu, &c->cam, &c->model, token);
    off.mouse_x = r.x + r.w / 2;
    off.mouse_y = r.y + r.h / 2;
    draw();
    assert_non_null(strstr(off.tooltip, _("Fired this round (orange mark): cannot fire again until the next round.")));
    Uint8 rr = 0, gg = 0, bb = 0;
    Uint32 px = ((const Uint32 *)((const Uint8 *)off.offscreen->pixels + (r.y + 1) * off.offscreen->pitch))[r.x + r.w - 1];
    SDL_GetRGB(px, off.offscreen->format, &rr, &gg, &bb);
    assert_true(rr > 200 && gg > 110 && gg < 190 && bb < 90);
    shot("fired");
    app_free(&off);
}

/* ---- 2026-12-06 second play-test (hT2) ---- */

static SDL_Rect button_rect(const char *label, bool *enabled)
{
    SDL_Rect r = { 0, 0, 0, 0 };
    bool on = false;
    draw();
    if (!app_find_button(&off, label, &r, &on))
        fail_msg("no button '%s'", label);
    if (enabled)
        *enabled = on;
    return r;
}

static void build_label(const trts_faction *f, int role, char *out, size_t size)
{
    const trts_building_def *b = &f->buildings[role];
    if (b->gas)
        snprintf(out, size, _("%s %dm %dg"), i18n_content(b->name), b->minerals, b->gas);
    else
        snprintf(out, size, _("%s %dm"), i18n_content(b->name), b->minerals);
}

/* Nothing moves under the pointer: building (the new building's row goes below
 * the area's buttons), a warning coming (its slot is always kept), the gas split
 * set; Done stays; Enter presses each phase's main button, its key shown. */
static void test_panel_holds_still(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1280, 800 }, { 800, 560 } };
    for (int z = 0; z < 2; z++) {
        trts_screen *c = open_duel_rounds(sizes[z][0], sizes[z][1], 16);
        until_human(c);
        trts_state *s = &c->st;
        const trts_faction *f = trts_player_faction(s, 0);
        int home = s->players[0].start_area;
        c->sel_area = home;
        s->players[0].minerals = 40;
        s->players[0].gas = 40;
        for (int i = 0; i < s->n_pieces && c->worker < 0; i++)
            if (s->pieces[i].alive && s->pieces[i].owner == 0 && s->pieces[i].area == home && trts_piece_worker(s, i) &&
                !s->pieces[i].busy)
                c->worker = i;
        assert_true(c->worker >= 0);
        char tier1[120], supply[120];
        build_label(f, TRTS_ROLE_TIER1, tier1, sizeof tier1);
        build_label(f, TRTS_ROLE_SUPPLY, supply, sizeof supply);
        SDL_Rect r_supply = button_rect(supply, NULL), r_done = button_rect(_("Done"), NULL);
        /* the key on the button where it fits (in English; a longer label gives it a tooltip) */
        if (!client_language_run())
            assert_true(drawn(_("Enter")));
        shot("still-before");
        /* a warning coming: the slot was there already */
        s->round = s->map->deplete_round - 3;
        SDL_Rect r2 = button_rect(supply, NULL), d2 = button_rect(_("Done"), NULL);
        char want[200];
        dry_warning(s, want, sizeof want);
        assert_true(drawn(want));
        assert_int_equal(r2.y, r_supply.y);
        assert_int_equal(d2.y, r_done.y);
        s->round = 1;
        /* build the tier-1 building by a click: its row comes below, nothing above moves */
        bool on = false;
        SDL_Rect r_t1 = button_rect(tier1, &on);
        assert_true(on);
        int n = c->rec->n_actions;
        mouse_at(UI_EV_MOUSE_MOVE, r_t1.x + r_t1.w / 2, r_t1.y + r_t1.h / 2);
        mouse_at(UI_EV_MOUSE_DOWN, r_t1.x + r_t1.w / 2, r_t1.y + r_t1.h / 2);
        mouse_at(UI_EV_MOUSE_UP, r_t1.x + r_t1.w / 2, r_t1.y + r_t1.h / 2);
        assert_int_equal(c->rec->n_actions, n + 1);
        SDL_Rect r3 = button_rect(tier1, NULL), r4 = button_rect(supply, NULL), d3 = button_rect(_("Done"), NULL);
        assert_int_equal(r3.y, r_t1.y);
        assert_int_equal(r4.y, r_supply.y);
        assert_int_equal(d3.y, r_done.y);
        /* below the fold at 800 x 560, under the phase line (hTr) and the producers' rows as tall busy as idle
         * (hTr5): the wheel reaches it */
        if (z == 0)
            assert_true(drawn(_("Under construction")));
        shot("still-after-build");
        /* Micro: Enter passes when nothing is picked (the key on the button) */
        s->phase = TRTS_PHASE_MICRO;
        s->current = 0;
        trts_set_clear(&c->sel);
        off.mouse_x = off.w / 3;
        off.mouse_y = off.h / 2;
        draw();
        if (!client_language_run() && z == 0) /* at 800 x 560 it is in Pass's tooltip: clear of the label (hTr3) */
            assert_true(drawn(_("Enter")));
        int q = s->quiet, n0 = c->rec->n_actions;
        key(UI_KEY_ENTER); /* on a panel that has just changed: nothing */
        assert_int_equal(c->rec->n_actions, n0);
        off.frozen_ticks += 1000;
        draw();
        key(UI_KEY_ENTER);
        assert_true(s->quiet == q + 1 || s->phase != TRTS_PHASE_MICRO || s->current != 0);
        /* a second Enter at once does not pass the next panel */
        int n1 = c->rec->n_actions;
        assert_true(n1 > n0);
        key(UI_KEY_ENTER);
        assert_int_equal(c->rec->n_actions, n1);
        off.frozen_ticks += 1000;
        app_free(&off);
    }
}

/* The gas split stops at the workers present (the tooltip says why); the area
 * says what it yields and why; the core's per-area breakdown sums to the forecast. */
static void test_gas_explained(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1280, 800 }, { 800, 560 } };
    for (int z = 0; z < 2; z++) {
        trts_screen *c = open_duel_rounds(sizes[z][0], sizes[z][1], 16);
        until_human(c);
        trts_state *s = &c->st;
        int home = s->players[0].start_area;
        assert_true(trts_state_place_building(s, 0, TRTS_ROLE_EXTRACTOR, home, true) >= 0);
        int here = 0;
        for (int i = 0; i < s->n_pieces; i++)
            here += s->pieces[i].alive && !s->pieces[i].building && s->pieces[i].owner == 0 && s->pieces[i].area == home &&
                    trts_piece_worker(s, i);
        assert_true(here >= 1);
        s->players[0].gas_workers[home] = here < 3 ? here : 3;
        c->sel_area = home;
        bool on = true;
        SDL_Rect up = button_rect(">", &on);
        if (here <= 3) {
            assert_false(on);
            off.mouse_x = up.x + up.w / 2;
            off.mouse_y = up.y + up.h / 2;
            draw();
            char want[200];
            snprintf(want, sizeof want, P_("Only %d worker stands here: move more here in Micro to put more on gas.",
                                           "Only %d workers stand here: move more here in Micro to put more on gas.", here),
                     here);
            if (!strstr(off.tooltip, want))
                fail_msg("tooltip \"%s\", want \"%s\"", off.tooltip, want);
        }
        trts_income_area_info in;
        trts_income_area(s, 0, s->round + 1, home, &in);
        assert_true(in.counted);
        char want[300], gas[120];
        snprintf(gas, sizeof gas, _(", %d on gas +%dg"), in.gas_workers, in.gas);
        snprintf(want, sizeof want, _("%s: %d workers, %d on minerals +%dm (%d fields)%s"), trts_area_label(&s->map->areas[home]),
                 in.workers, in.miners, in.minerals, in.fields, gas);
        off.mouse_x = off.w / 3;
        off.mouse_y = off.h / 2;
        draw();
        assert_true(drawn(want));
        /* what the split does, under its control (play-test 3: not learnable from the screen) */
        snprintf(want, sizeof want, _("Each worker on gas gives 1 gas a round instead of minerals, 3 at most per %s."),
                 i18n_content(trts_player_faction(s, 0)->buildings[TRTS_ROLE_EXTRACTOR].name));
        if (z == 0)
            assert_true(drawn(want));
        /* and always in the tooltip of its label, left of its "<" */
        SDL_Rect lt = button_rect("<", NULL);
        off.mouse_x = lt.x - 20;
        off.mouse_y = lt.y + lt.h / 2;
        draw();
        bool tip = strstr(off.tooltip, want) != NULL;
        if (!tip)
            fail_msg("no tooltip \"%s\" at %dx%d", want, off.w, off.h);
        off.mouse_x = off.w / 3;
        off.mouse_y = off.h / 2;
        draw();
        shot("gas-explained");
        /* the breakdown sums to the forecast, now and once the start area is dry */
        for (int r = 2; r <= s->map->rounds; r += 3) {
            int m = 0, g = 0, sm = 0, sg = 0;
            trts_income_forecast(s, 0, r, &m, &g);
            for (int a = 0; a < s->map->n_areas; a++) {
                trts_income_area(s, 0, r, a, &in);
                sm += in.minerals;
                sg += in.gas;
            }
            assert_int_equal(sm, m);
            assert_int_equal(sg, g);
        }
        app_free(&off);
    }
}

/* A drop on an area that is not next to the units' area, farther than their
 * MP: the reason says so (not "through your team's areas"), by the map too. */
static void test_move_refusal_reason(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(1280, 800, 16);
    until_human(c);
    trts_state *s = &c->st;
    int home = s->players[0].start_area, far = s->players[1].start_area;
    assert_true(trts_map_edge_between(s->map, home, far) < 0);
    s->phase = TRTS_PHASE_MICRO;
    s->current = 0;
    for (int i = 0; i < s->n_pieces; i++) /* as Micro's start gives them (the phase set by hand here) */
        if (s->pieces[i].alive && !s->pieces[i].building)
            s->pieces[i].mp = 1;
    trts_set_clear(&c->sel);
    draw();
    float hx, hy, fx, fy;
    areamap_camera_to_screen(&c->cam, c->model.nodes[home].x, c->model.nodes[home].y, &hx, &hy);
    areamap_camera_to_screen(&c->cam, c->model.nodes[far].x, c->model.nodes[far].y, &fx, &fy);
    mouse_at(UI_EV_MOUSE_MOVE, (int)hx, (int)hy);
    mouse_at(UI_EV_MOUSE_DOWN, (int)hx, (int)hy);
    mouse_at(UI_EV_MOUSE_MOVE, (int)fx, (int)fy);
    mouse_at(UI_EV_MOUSE_UP, (int)fx, (int)fy);
    char part[160];
    snprintf(part, sizeof part, "%s", trts_area_label(&s->map->areas[far]));
    if (!strstr(c->message, part))
        fail_msg("message \"%s\", want \"%s\"", c->message, part);
    assert_null(strstr(c->message, _("no path within its MP through your team's areas")));
    assert_string_equal(c->drop_note, c->message);
    draw();
    shot("move-refused");
    app_free(&off);
}

/* Save game in the Esc menu says it saved, in the menu. */
static void test_pause_save_said(void **state)
{
    (void)state;
    /* French gives "Save game" and the panel's "Save" the same text: the click is found by its English name */
    client_skip_in_language_runs();
    trts_screen *c = open_duel_rounds(800, 560, 16);
    until_human(c);
    c->message[0] = '\0';
    trts_play_pause(&off, c);
    draw();
    client_click_button(&off, "Save game");
    draw();
    /* "Saved as …" (or why not: the test's home may have no saves directory), under the menu's buttons */
    assert_true(c->message[0] != '\0');
    static char menu[TEXT_MAX]; /* the text drawn from the menu's title on, wrapped lines joined */
    const char *after = strstr(frame_text, _("Paused"));
    assert_non_null(after);
    snprintf(menu, sizeof menu, "%s", after);
    for (char *q = menu; *q; q++)
        if (*q == '\n')
            *q = ' ';
    assert_non_null(strstr(menu, c->message));
    shot("pause-saved");
    app_free(&off);
}

/* ---- 2026-12-06 third play-test (hTr3) ---- */

/* A finished Gas Rig nobody works: warned before idle workers (which hid it), on
 * the map ("no gas") and on the area's card, with the way to fix it; a click on
 * the warning in Macro picks the rig's area, so "Gas workers here" shows. */
static void test_idle_rig_warned(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1280, 800 }, { 800, 560 } };
    for (int z = 0; z < 2; z++) {
        trts_screen *c = open_duel_rounds(sizes[z][0], sizes[z][1], 16);
        until_human(c);
        trts_state *s = &c->st;
        assert_int_equal(s->phase, TRTS_PHASE_MACRO);
        int home = s->players[0].start_area;
        assert_true(trts_state_place_building(s, 0, TRTS_ROLE_EXTRACTOR, home, true) >= 0);
        s->players[0].gas_workers[home] = 0;
        /* a worker idle elsewhere too: its warning came first and hid the rig's */
        int other = s->map->areas[home].adj[0];
        assert_true(tt_unit(s, 0, "technician", other) >= 0);
        assert_true(trts_income_idle_workers(s, 0, other) > 0);
        c->sel_area = -1;
        draw();
        char want[400];
        snprintf(want, sizeof want, _("Your %s in %s gives no gas: nobody works it. In Macro, click here and raise "
                                      "Gas workers here."),
                 i18n_content(trts_player_faction(s, 0)->buildings[TRTS_ROLE_EXTRACTOR].name),
                 trts_area_label(&s->map->areas[home]));
        first_sentence(want);
        assert_true(drawn(want));
        shot("idle-rig");
        /* a click on the warning picks the area: its control shows */
        int n = c->rec->n_actions, x = off.w - (z ? 120 : 190);
        for (int y = 40; y < off.h / 2 && c->sel_area != home; y += 4) {
            mouse_at(UI_EV_MOUSE_UP, x, y);
            assert_int_equal(c->rec->n_actions, n); /* nothing else was clicked on the way */
        }
        assert_int_equal(c->sel_area, home);
        off.mouse_x = off.w / 3;
        off.mouse_y = off.h / 2;
        draw();
        assert_true(drawn(_("Gas workers here")));
        frame_len = 0;
        draw();
        assert_null(strstr(frame_text, want)); /* its control in sight: said no more */
        shot("idle-rig-picked");
        app_free(&off);
    }
}

/* The area a drag from `from` is held over at `to` (not released). */
static void drag_over(trts_screen *c, int from, int to)
{
    float hx, hy, fx, fy;
    areamap_camera_to_screen(&c->cam, c->model.nodes[from].x, c->model.nodes[from].y, &hx, &hy);
    areamap_camera_to_screen(&c->cam, c->model.nodes[to].x, c->model.nodes[to].y, &fx, &fy);
    mouse_at(UI_EV_MOUSE_MOVE, (int)hx, (int)hy);
    mouse_at(UI_EV_MOUSE_DOWN, (int)hx, (int)hy);
    mouse_at(UI_EV_MOUSE_MOVE, (int)fx, (int)fy);
    draw();
    assert_int_equal(c->hover, to);
}

/* While dragging, the drop is judged as it would be played: a refused target
 * gets its reason (in MP: "needs 3 MP ... and has 1 MP") and no fight
 * forecast; a legal one its route with its MP cost, said again after the drop;
 * a refused drop keeps the pick (play-test 6). */
static void test_drag_preview_judged(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(1280, 800, 16);
    until_human(c);
    trts_state *s = &c->st;
    int home = s->players[0].start_area, far = s->players[1].start_area;
    s->phase = TRTS_PHASE_MICRO;
    s->current = 0;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && !s->pieces[i].building)
            s->pieces[i].mp = 1;
    /* a unit picked first: a refused drop keeps it picked */
    trts_set_clear(&c->sel);
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == 0 && s->pieces[i].area == home && !s->pieces[i].building) {
            trts_set_add(&c->sel, i);
            break;
        }
    draw();
    drag_over(c, home, far);
    /* the reason as the drop would give it, at the target; no forecast */
    trts_set units;
    bool retreat;
    char reason[700], want[800]; /* the pseudo-locale's cliff reason passes 300 bytes */
    assert_int_not_equal(trts_play_judge_drop(c, home, far, &units, &retreat, reason, sizeof reason), TRTS_OK);
    snprintf(want, sizeof want, _("Move refused: %s"), reason);
    /* its start: a long reason (the pseudo-locale's cliff) wraps in the
     * panel and its last line may be cut; the start says which refusal */
    size_t keep = strlen(want) > 90 ? 90 : strlen(want);
    while (keep > 0 && ((unsigned char)want[keep] & 0xC0) == 0x80)
        keep--;
    want[keep] = '\0';
    assert_true(drawn(want));
    if (!client_language_run())
        assert_non_null(strstr(reason, "MP to reach")); /* MP, not "areas away" (play-test 3) */
    char fight[240];
    snprintf(fight, sizeof fight, _("Fight in %s if the defenders stay:"), trts_area_label(&s->map->areas[far]));
    assert_null(strstr(frame_text, fight));
    int unit = -1;
    for (int i = 0; i < s->n_pieces && unit < 0; i++)
        if (trts_set_has(&units, i))
            unit = i;
    assert_true(unit >= 0);
    shot("drag-refused");
    mouse_at(UI_EV_MOUSE_UP, off.mouse_x, off.mouse_y);
    /* the pick is kept after a refusal (play-test 6: the next drag moved the whole stack) */
    assert_true(trts_set_has(&c->sel, unit));
    assert_int_equal(trts_set_count(&c->sel), 1);
    /* a legal target next door: the route and its MP, before and after the drop */
    int next = -1;
    for (int k = 0; k < s->map->areas[home].n_adj && next < 0; k++) {
        int b = s->map->areas[home].adj[k];
        int route[TRTS_MAX_AREAS];
        if (trts_move_route(s, unit, b, TRTS_ACT_MOVE, route, TRTS_MAX_AREAS) == 2)
            next = b;
    }
    assert_true(next >= 0);
    c->message[0] = c->drop_note[0] = '\0';
    drag_over(c, home, next);
    char way[200];
    snprintf(way, sizeof way, "%s → %s", trts_area_label(&s->map->areas[home]), trts_area_label(&s->map->areas[next]));
    snprintf(want, sizeof want, _("Route: %s (%d MP of %d)"), way, 1, 1);
    assert_true(drawn(want));
    assert_true(drawn(_("Each area entered costs 1 MP, ramps too; MP refill every Micro.")));
    shot("drag-route");
    mouse_at(UI_EV_MOUSE_UP, off.mouse_x, off.mouse_y);
    if (s->current == 0 && !c->cover) /* the route, then maybe why Undo closed (play-test 6) */
        assert_non_null(strstr(c->message, want)); /* the pseudo-locale's message wraps it in its own marks */
    app_free(&off);
}

/* Loading an older save keeps the same game's newer autosave as it was (the
 * loaded game goes on in a new one, and says so); a save no older than the
 * game's autosave goes on in that autosave (one file per game). */
static void test_load_keeps_newer_autosave(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(1280, 800, 16);
    until_human(c);
    const char *tmp = getenv("SKIRMISH_TEST_TMP") ? getenv("SKIRMISH_TEST_TMP") : ".";
    trts_content *k = trts_content_get(&off);
    char cmd[2400];
    snprintf(k->autosave_dir, sizeof k->autosave_dir, "%s/trts-pt-autosaves", tmp);
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", k->autosave_dir, k->autosave_dir);
    assert_int_equal(system(cmd), 0);
    /* the game played on: its autosave; an older save of it (fewer actions) */
    static trts_game_record older;
    older = *c->rec;
    int n = c->rec->n_actions;
    assert_true(n >= 2);
    older.n_actions = 1;
    char newer_path[DATA_PATH_MAX + 16], older_path[DATA_PATH_MAX], same_path[DATA_PATH_MAX];
    snprintf(newer_path, sizeof newer_path, "%s/game.json", k->autosave_dir);
    snprintf(older_path, sizeof older_path, "%s/trts-pt-older.json", tmp);
    snprintf(same_path, sizeof same_path, "%s/trts-pt-same.json", tmp);
    data_error err;
    assert_true(data_trts_save_write_seats(newer_path, c->rec, c->seats, &err));
    assert_true(data_trts_save_write_seats(same_path, c->rec, c->seats, &err));
    assert_true(data_trts_save_write_seats(older_path, &older, c->seats, &err));
    int round = trts_save_round(newer_path);
    assert_true(trts_load(&off, older_path));
    c = trts_current(&off);
    assert_int_equal(c->rec->n_actions, 1);
    assert_string_not_equal(c->autosave, newer_path);
    char want[300];
    snprintf(want, sizeof want, _("This game's autosave at round %d is kept as it was: this save goes on in a new autosave."),
             round);
    assert_string_equal(c->message, want);
    static trts_game_record back;
    assert_true(data_trts_save_load(newer_path, &k->rules, &back, &err));
    assert_int_equal(back.n_actions, n); /* untouched */
    /* a save as far on as the autosave goes on in it */
    remove(c->autosave);
    assert_true(trts_load(&off, same_path));
    c = trts_current(&off);
    assert_string_equal(c->autosave, newer_path);
    app_free(&off);
}

/* A full supply cap greys every unit button: the panel says why and what to
 * build (play-test 3: it said nothing). */
static void test_supply_full_said(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(800, 560, 16);
    until_human(c);
    trts_state *s = &c->st;
    int home = s->players[0].start_area;
    for (int guard = 0; guard < 40 && trts_supply_used(s, 0) < trts_supply_provided(s, 0); guard++)
        assert_true(tt_unit(s, 0, "trooper", home) >= 0);
    draw();
    char want[300];
    snprintf(want, sizeof want, _("Supply full (%d/%d): no unit can be made. Build a %s for more."), trts_supply_used(s, 0),
             trts_supply_provided(s, 0), i18n_content(trts_player_faction(s, 0)->buildings[TRTS_ROLE_SUPPLY].name));
    assert_true(drawn(want));
    shot("supply-full");
    app_free(&off);
}

/* On the computer's turn the header and the panel say nothing meant for the
 * player's own group (play-test 3: "Micro · group", "Your group: drag it"). */
static void test_computer_turn_not_yours(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(1280, 800, 16);
    until_human(c);
    trts_state *s = &c->st;
    s->phase = TRTS_PHASE_GROUP;
    s->current = 1;
    draw();
    assert_null(strstr(frame_text, _("Your group: drag it to move (enemies there: a fight), Attack, or End.")));
    assert_null(strstr(frame_text, _("Micro · group")));
    s->current = 0;
    draw();
    assert_true(drawn(_("Micro · group")));
    app_free(&off);
}

/* A unit done this round (activated, or retreated from a fight) stays named in
 * Micro's list: it does not vanish (play-test 3). */
static void test_done_units_named(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(1280, 800, 16);
    until_human(c);
    trts_state *s = &c->st;
    s->phase = TRTS_PHASE_MICRO;
    s->current = 0;
    int home = s->players[0].start_area, u = tt_unit(s, 0, "trooper", home);
    assert_true(u >= 0);
    s->pieces[u].activated = true;
    draw();
    char want[300], item[160];
    snprintf(item, sizeof item, "%s (%s)", trts_play_piece_label(c, s, u), trts_area_label(&s->map->areas[home]));
    snprintf(want, sizeof want, _("Done this round: %s"), item);
    assert_true(drawn(want));
    app_free(&off);
}

/* hTr4 (play-test 3, what hTr3 left) */

/* The phase's main button keeps its key on a half-wide button: Micro's Pass says
 * "Enter" at 800 x 560 and in French ("Entrée"), the label moved left to make room. */
static void test_pass_key_shown(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1280, 800 }, { 800, 560 } };
    for (int z = 0; z < 2; z++) {
        trts_screen *c = open_duel_rounds(sizes[z][0], sizes[z][1], 16);
        until_human(c);
        trts_state *s = &c->st;
        s->phase = TRTS_PHASE_MICRO;
        s->current = 0;
        trts_set_clear(&c->sel);
        bool on = false;
        SDL_Rect r = button_rect(_("Pass"), &on);
        assert_true(on);
        ui u = { &off, off.renderer, NULL, false, off.scale, true, 0 };
        int lw = ui_text_width(&u, _("Pass"), ui_px(&u, 15), true);
        int kw = ui_text_width(&u, _("Enter"), ui_px(&u, 12), false) + 2;
        char line[64];
        snprintf(line, sizeof line, "\n%s\n", _("Enter"));
        if (lw + kw + ui_px(&u, 28) <= r.w) /* room for both: the key is drawn (English and French here) */
            if (!strstr(frame_text, line))
                fail_msg("no key \"%s\" on Pass (%d px wide) at %dx%d:\n%s", _("Enter"), r.w, off.w, off.h, frame_text);
        shot("pass-key");
        app_free(&off);
    }
}

/* The top bar's turn-order signs are in the legend and their tooltip names the
 * order and the player to act; South Main's plate of vents and slots covers none
 * of its buildings with their counts, even crowded, at 800 x 560 and 1280 x 800. */
static void test_turn_order_and_plates(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 800, 560 }, { 1280, 800 } };
    for (int z = 0; z < 2; z++) {
        trts_screen *c = open_duel_rounds(sizes[z][0], sizes[z][1], 16);
        until_human(c);
        trts_state *s = &c->st;
        int home = s->players[0].start_area;
        static const int roles[] = { TRTS_ROLE_EXTRACTOR, TRTS_ROLE_SUPPLY, TRTS_ROLE_TIER1, TRTS_ROLE_SUPPLY };
        for (int k = 0; k < 4; k++)
            assert_true(trts_state_place_building(s, 0, roles[k], home, k % 2 == 0) >= 0);
        key(UI_KEY_L);
        assert_true(drawn(_("Signs by the round (top bar): the turn order, first on the left")));
        assert_true(drawn(_("The larger sign ringed in white: the player to act")));
        key(UI_KEY_L);
        /* the turn line's tooltip, somewhere left of the round */
        bool said = false;
        char want[200];
        snprintf(want, sizeof want, "%s",
                 _("Turn order this round, first on the left: %s. The larger sign ringed in white is the player to act: %s."));
        *strchr(want, '%') = '\0';
        for (int x = off.w - 1; x > off.w / 2 && !said; x -= 3) {
            off.mouse_x = x;
            off.mouse_y = 14;
            draw();
            said = strstr(off.tooltip, want) != NULL;
        }
        assert_true(said);
        off.mouse_x = off.w / 3;
        off.mouse_y = off.h / 2;
        draw();
        ui u = { &off, off.renderer, NULL, false, off.scale, true, 0 };
        SDL_Rect plate = trts_board_plate_rect(&u, c, home);
        assert_true(plate.w > 0);
        for (int j = 0; j < c->model.n_pieces; j++) {
            SDL_Rect p = areamap_view_piece_rect(&u, &c->cam, &c->model, j);
            if (SDL_HasIntersection(&plate, &p))
                fail_msg("plate (%d,%d %dx%d) over piece %d (%d,%d %dx%d) at %dx%d", plate.x, plate.y, plate.w, plate.h, j,
                         p.x, p.y, p.w, p.h, off.w, off.h);
        }
        /* the rig nobody works: its "no gas" mark covers no name, piece or plate */
        SDL_Rect mark = trts_board_mark_rect(&u, c, home), names[TRTS_MAX_AREAS];
        assert_true(mark.w > 0);
        assert_false(SDL_HasIntersection(&mark, &plate));
        int nn = areamap_view_name_boxes(&u, &c->cam, &c->model, names, TRTS_MAX_AREAS);
        for (int k = 0; k < nn; k++)
            if (names[k].w > 0 && SDL_HasIntersection(&mark, &names[k]))
                fail_msg("mark over the name of area %d at %dx%d", k, off.w, off.h);
        for (int j = 0; j < c->model.n_pieces; j++) {
            SDL_Rect p = areamap_view_piece_rect(&u, &c->cam, &c->model, j);
            assert_false(SDL_HasIntersection(&mark, &p));
        }
        shot("plates");
        app_free(&off);
    }
}

/* A group in one area says it once, above rows that then fit at 800 x 560
 * (play-test 3: "[ ] Trooper 2 · 1 MP · South Expa…"). */
static void test_group_rows_fit(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(800, 560, 16);
    until_human(c);
    trts_state *s = &c->st;
    int home = s->players[0].start_area;
    s->phase = TRTS_PHASE_GROUP;
    s->current = 0;
    trts_set_clear(&s->group);
    int u = -1;
    for (int i = 0; i < s->n_pieces && u < 0; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == 0 && s->pieces[i].area == home && !s->pieces[i].building)
            u = i;
    assert_true(u >= 0);
    trts_set_add(&s->group, u);
    draw();
    char want[200];
    snprintf(want, sizeof want, _("The group, in %s:"), trts_area_label(&s->map->areas[home]));
    assert_true(drawn(want));
    snprintf(want, sizeof want, _("%s %s · %d MP · %d HP"), "[ ]", trts_play_piece_label(c, s, u), s->pieces[u].mp,
             s->pieces[u].hp + s->pieces[u].shields);
    assert_true(drawn(want));
    shot("group-rows");
    app_free(&off);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_playtest_findings),
        cmocka_unit_test(test_panel_holds_still),
        cmocka_unit_test(test_gas_explained),
        cmocka_unit_test(test_move_refusal_reason),
        cmocka_unit_test(test_pause_save_said),
        cmocka_unit_test(test_idle_rig_warned),
        cmocka_unit_test(test_drag_preview_judged),
        cmocka_unit_test(test_load_keeps_newer_autosave),
        cmocka_unit_test(test_supply_full_said),
        cmocka_unit_test(test_computer_turn_not_yours),
        cmocka_unit_test(test_done_units_named),
        cmocka_unit_test(test_pass_key_shown),
        cmocka_unit_test(test_turn_order_and_plates),
        cmocka_unit_test(test_group_rows_fit),
    };
    return cmocka_run_group_tests_name("client trts play-test findings", tests, NULL, NULL);
}
