/*
 * TRTS, fourth round of issue 33 (docs/trts.md §17): the economy warns (next
 * round's income and where it comes from, "South Main runs dry in 3 rounds"
 * ahead, workers that mine nothing, the area card's dry round; the core's
 * forecast is test_trts_rules.c's), the setup shows each faction's pieces,
 * wounded pieces show their figures, area tokens show fields, vents and free
 * slots, areas have names, the map gets the room at 800 × 560, and the smaller
 * items. A duel against the computer on the first shipped map is opened on the
 * screen and its state set by hand where a situation takes long to reach.
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
#include "trts/play_internal.h"
#include "trts/trts.h"
#include "trts_test_util.h"

/* A producer's Undo (or Cancel) button: its full label, or the short one when
 * the producer's text beside it would be cut (play-test 5); the short "Undo"
 * is the highest so named (the panel's own Undo is at the bottom). */
static bool production_button(const char *full, const char *short_label, SDL_Rect *r, bool *on)
{
    draw();
    if (app_find_button(&off, full, r, on))
        return true;
    bool found = false;
    for (int i = 0; i < off.n_drawn_buttons; i++)
        if (strcmp(off.drawn_buttons[i].label, short_label) == 0 && (!found || off.drawn_buttons[i].rect.y < r->y)) {
            *r = off.drawn_buttons[i].rect;
            *on = off.drawn_buttons[i].enabled;
            found = true;
        }
    return found;
}

static void shot(const char *name) { trts_shot("r4", name, false); }

/* The producer's short Undo (its own msgctxt: the bottom row's Undo is another, hTr11) */
#define PRODUCTION_UNDO C_("trts production: take back this round's order, its whole cost returned", "Take back")

/* ---- 1. The economy warns ---- */

/* The panel says next round's income under the bank, and warns rounds ahead
 * that the start area runs dry; the tracker's tooltip says what its red means. */
static void test_economy_warns(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1280, 800 }, { 800, 560 } };
    for (int z = 0; z < 2; z++) {
        trts_screen *c = open_duel_rounds(sizes[z][0], sizes[z][1], 16);
        int dry = c->st.map->deplete_round;
        assert_true(dry > 2 && dry <= 16);
        draw();
        char want[200];
        int m = 0, g = 0;
        trts_income_forecast(&c->st, 0, c->st.round + 1, &m, &g);
        /* where it comes from: the start area */
        snprintf(want, sizeof want, _("Next round: +%d minerals · +%d gas, from %s"), m, g,
                 trts_area_label(&c->st.map->areas[c->st.players[0].start_area]));
        assert_true(drawn(want));
        c->st.round = dry - 3;
        dry_warning(&c->st, want, sizeof want);
        c->st.round = 1;
        assert_false(drawn(want)); /* not yet: round 1 */
        c->st.round = dry - 3;
        assert_int_equal(trts_income_dry_round(&c->st, 0), dry);
        draw();
        assert_true(drawn(want));
        shot("dry-warning");
        /* the tracker's tooltip */
        off.mouse_x = off.w - 40;
        off.mouse_y = 10;
        draw();
        snprintf(want, sizeof want, "From round %d (red)", dry);
        if (!i18n_language() || strcmp(i18n_language(), "en") == 0)
            assert_non_null(strstr(off.tooltip, want));
        assert_true(off.tooltip[0] != '\0');
        /* dry: no minerals next round */
        c->st.round = dry;
        off.mouse_x = off.w / 3;
        off.mouse_y = off.h / 2;
        draw();
        /* the cause said (play-test 15 #2): no depot where fields remain */
        snprintf(want, sizeof want, _(" no finished %s of yours where fields remain: build one."),
                 i18n_content(trts_player_faction(&c->st, 0)->buildings[TRTS_ROLE_DEPOT].name));
        assert_true(drawn(want + 1));
        assert_true(drawn(_("No minerals next round:")));
        app_free(&off);
    }
}

/* From round 1 the panel foretells the rest of the game at this income (play-test
 * 9: "the economy stalls", said too late): the minerals still to come, the round
 * they stop (the start area runs dry), and how many of the cheapest unit they pay. */
static void test_economy_forecasts_the_game(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1280, 800 }, { 800, 560 } };
    for (int z = 0; z < 2; z++) {
        trts_screen *c = open_duel_rounds(sizes[z][0], sizes[z][1], 12);
        const trts_state *s = &c->st;
        int dry = s->map->deplete_round, total = 0;
        assert_true(dry > 2 && dry <= 12);
        for (int r = s->round + 1; r <= 12; r++) {
            int m = 0;
            trts_income_forecast(s, 0, r, &m, NULL);
            total += m;
            if (r >= dry)
                assert_int_equal(m, 0); /* nothing mined elsewhere yet */
        }
        const trts_faction *f = trts_player_faction(s, 0);
        int u = -1;
        for (int k = 0; k < f->n_units; k++)
            if (k != trts_faction_worker(f) && !(f->units[k].tags & TRTS_TAG_T2) &&
                (u < 0 || f->units[k].minerals + f->units[k].gas < f->units[u].minerals + f->units[u].gas))
                u = k;
        assert_true(u >= 0);
        draw();
        char want[400];
        /* play-test 11: the unit count jumped with every order; the slot says
         * the round the start area runs dry, whole sentences */
        dry_warning(s, want, sizeof want);
        assert_true(drawn(want));
        (void)total;
        shot("game-forecast");
        app_free(&off);
    }
}

/* A group that fired earlier this round is told so before it moves into a fight
 * (play-test 9): the whole group, or how many of it. */
static void test_fired_group_said(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(1280, 800, 12);
    trts_state *s = &c->st;
    int u[2], n = 0;
    for (int i = 0; i < s->n_pieces && n < 2; i++)
        if (s->pieces[i].alive && !s->pieces[i].building && s->pieces[i].owner == 0)
            u[n++] = i;
    assert_int_equal(n, 2);
    trts_set set;
    trts_set_clear(&set);
    trts_set_add(&set, u[0]);
    char out[240], want[240];
    assert_false(trts_forecast_fired_words(c, &set, out, sizeof out));
    assert_string_equal(out, "");
    s->pieces[u[0]].attacked = true;
    assert_true(trts_forecast_fired_words(c, &set, out, sizeof out));
    assert_string_equal(out, _("Your group already fired this round: in this fight it cannot shoot back, only take "
                               "hits."));
    trts_set_add(&set, u[1]);
    assert_true(trts_forecast_fired_words(c, &set, out, sizeof out));
    snprintf(want, sizeof want, _("%d of your %d units already fired this round: they cannot shoot in this fight."), 1, 2);
    assert_string_equal(out, want);
    app_free(&off);
}

/* The economy is visible (issue 33, hTr): an area's card says when its
 * minerals run dry and what the seat mines there; workers standing where they
 * mine nothing are flagged in the panel and on the card. */
static void test_economy_visible(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(1280, 800, 16);
    until_human(c);
    trts_state *s = &c->st;
    int home = s->players[0].start_area, dry = s->map->deplete_round, other = -1;
    for (int a = 0; a < s->map->n_areas && other < 0; a++)
        if (trts_map_edge_between(s->map, home, a) >= 0)
            other = a;
    char want[300];
    c->hover = home;
    off.mouse_x = 40, off.mouse_y = 60; /* the sea: no token under the pointer, so the card */
    draw();
    snprintf(want, sizeof want, P_("Minerals run dry in round %d (%d round left)", "Minerals run dry in round %d (%d rounds left)",
                                   dry - s->round),
             dry, dry - s->round);
    assert_true(drawn(want));
    trts_income_area_info in;
    trts_income_area(s, 0, s->round + 1, home, &in);
    snprintf(want, sizeof want, _("You mine here next round: +%dm +%dg"), in.minerals, in.gas);
    assert_true(drawn(want));
    shot("card-dry");
    c->hover = other;
    draw();
    assert_true(drawn(_("Minerals last the whole game")));
    /* the workers walk to an area without a depot: flagged in the panel and on the card */
    int n = 0;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == 0 && trts_piece_worker(s, i)) {
            s->pieces[i].area = (int16_t)other;
            n++;
        }
    const char *depot = i18n_content(trts_player_faction(s, 0)->buildings[TRTS_ROLE_DEPOT].name);
    snprintf(want, sizeof want, P_("Your %d worker here mines nothing: no %s of yours here",
                                   "Your %d workers here mine nothing: no %s of yours here", n), n, depot);
    size_t cut = 111; /* a card row holds 111 bytes (the pseudo-locale's rows are longer): cut at a character */
    while (strlen(want) > cut && ((unsigned char)want[cut] & 0xC0) == 0x80)
        cut--;
    want[strlen(want) > cut ? cut : strlen(want)] = '\0';
    draw();
    assert_true(drawn(want));
    snprintf(want, sizeof want, P_("%d worker in %s mines nothing: no %s of yours there.",
                                   "%d workers in %s mine nothing: no %s of yours there.", n),
             n, trts_area_label(&s->map->areas[other]), depot);
    assert_true(drawn(want) || strstr(off.tooltip, want));
    shot("idle-workers");
    /* after the depletion round: the card says so */
    s->round = dry;
    c->hover = home;
    draw();
    snprintf(want, sizeof want, _("Minerals dry since round %d: nobody mines here"), dry);
    assert_true(drawn(want));
    app_free(&off);
}

/* "Same as last round" counts the orders the core takes now: disabled once
 * they are given (issue 33, hTr). */
static void test_repeat_disabled(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(1280, 800, 16);
    until_human(c);
    trts_state *s = &c->st;
    int depot = -1;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == 0 && s->pieces[i].building)
            depot = i;
    s->players[0].minerals = 10, c->repeat_round = s->round, c->repeat_player = 0, c->repeat_n = 1;
    c->repeat[0] = (trts_action){ .kind = TRTS_ACT_MAKE, .player = 0, .a = (int16_t)depot,
                                  .b = (int16_t)trts_faction_worker(trts_player_faction(s, 0)) };
    char label[120];
    bool on = false;
    snprintf(label, sizeof label, _("Same as last round (%d)"), 1);
    draw();
    assert_true(app_find_button(&off, label, &(SDL_Rect){ 0, 0, 0, 0 }, &on) && on);
    assert_true(trts_play_act(&off, c, c->repeat[0]));
    draw();
    snprintf(label, sizeof label, _("Same as last round (%d)"), 0);
    assert_true(app_find_button(&off, label, &(SDL_Rect){ 0, 0, 0, 0 }, &on));
    assert_false(on);
    app_free(&off);
}

/* ---- 2. The setup shows each faction's pieces ---- */

/* The table of the first seat's faction: every unit and building with its
 * cost, role and what it needs; the tabs switch to another faction. */
static void test_setup_pieces_table(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1280, 800 }, { 800, 560 } };
    for (int z = 0; z < 2; z++) {
        trts_content *k = open_setup(sizes[z][0], sizes[z][1], 0);
        const trts_faction *f = &k->rules.factions[TRTS_DIRECTORATE];
        assert_true(drawn(_("Cost")));
        assert_true(drawn(_("Role")));
        char cost[120], role[120], needs[120];
        for (int t = 0; t < f->n_units; t++) {
            assert_true(drawn(i18n_content(f->units[t].name)));
            trts_tip_row(f, false, t, cost, role, needs, sizeof cost);
            assert_true(drawn(cost));
        }
        shot("setup");
        if (!drawn(_("Units")) || !drawn(_("Buildings"))) { /* split: the other half by its button */
            assert_true(drawn(_("Show buildings")));
            client_click_button(&off, _("Show buildings"));
            draw();
            shot("setup-buildings");
        }
        for (int r = 0; r < TRTS_ROLES; r++) {
            assert_true(drawn(i18n_content(f->buildings[r].name)));
            trts_tip_row(f, true, r, cost, role, needs, sizeof cost);
            assert_true(drawn(cost));
            if (f->buildings[r].requires >= 0)
                assert_true(drawn(needs));
        }
        if (drawn(_("Show units")))
            client_click_button(&off, _("Show units"));
        app_free(&off);
    }
}

/* ---- 3. Wounded pieces show their figures now ---- */

/* A wounded piece (the first of seat 0's with more than 1 HP): the area's hover card gives its HP now of its full HP. */
static void test_wounded_figures(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(1280, 800, 16);
    int w = -1;
    for (int i = 0; i < c->st.n_pieces && w < 0; i++)
        if (c->st.pieces[i].alive && c->st.pieces[i].owner == 0 && trts_piece_max_hp(&c->st, i) > 1)
            w = i;
    assert_true(w >= 0);
    int full = trts_piece_max_hp(&c->st, w);
    assert_true(full > 1);
    c->st.pieces[w].hp = (int8_t)(full - 1);
    c->hover = c->st.pieces[w].area;
    off.mouse_x = 200;
    off.mouse_y = 200;
    draw();
    char want[160];
    snprintf(want, sizeof want, _("%s: %d/%d HP"), trts_play_piece_label(c, &c->st, w), full - 1, full);
    assert_true(drawn(want));
    shot("wounded");
    app_free(&off);
}

/* ---- 4. Area tokens show fields, vents and free slots ---- */

/* Above each token: its vents and free slots (the token has its fields); a
 * building placed takes a free slot off the plate. */
static void test_area_plates(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(1280, 800, 16);
    int a = c->st.players[0].start_area;
    const trts_area *ar = &c->st.map->areas[a];
    assert_true(ar->gas > 0 && ar->slots > 0);
    draw();
    char want[40];
    snprintf(want, sizeof want, "\n%d\n%d\n", ar->gas, trts_play_free_slots(c, a));
    assert_non_null(strstr(frame_text, want));
    shot("plates");
    app_free(&off);
}

/* ---- 5. Areas have names a player can say ---- */

/* Every area of every shipped map has a name; the map, the hover card and the
 * panel say it (in the language's content catalogue), never the id. */
static void test_area_names(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(1280, 800, 16);
    trts_content *k = trts_content_get(&off);
    for (int m = 0; m < k->n_maps; m++)
        for (int a = 0; a < k->maps[m].n_areas; a++) {
            assert_true(k->maps[m].areas[a].name[0] != '\0');
            assert_string_not_equal(k->maps[m].areas[a].name, k->maps[m].areas[a].id);
        }
    until_human(c);
    int a = c->st.players[0].start_area;
    const trts_area *ar = &c->st.map->areas[a];
    assert_string_equal(trts_area_label(ar), i18n_content(ar->name));
    c->sel_area = a;
    c->hover = a;
    off.mouse_x = 300;
    off.mouse_y = 300;
    draw();
    assert_true(drawn(i18n_content(ar->name)));
    char want[120];
    snprintf(want, sizeof want, _("Area %s"), i18n_content(ar->name));
    assert_true(drawn(want));
    if (!i18n_language() || strcmp(i18n_language(), "en") == 0) {
        assert_false(drawn(ar->id));
        assert_true(drawn("North Main") || drawn("South Main"));
    }
    shot("names");
    app_free(&off);
}

/* ---- 6. The map gets the room at 800 x 560 ---- */

/* At 800 x 560 the map's view takes most of the width (the panel a third, or
 * what its bottom row needs); at 1280 x 800 the panel keeps its width. */
static void test_map_room(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(800, 560, 16);
    until_human(c);
    c->sel_area = c->st.players[0].start_area;
    draw();
    assert_true(c->cam.viewport.w >= 800 * 55 / 100);
    shot("room");
    app_free(&off);
    c = open_duel_rounds(1280, 800, 16);
    until_human(c);
    c->sel_area = c->st.players[0].start_area;
    draw();
    assert_true(c->cam.viewport.w >= 1280 * 60 / 100);
    shot("room");
    app_free(&off);
}

/* ---- 7. Smaller items ---- */

/* Cancel says its refund; an enemy's area says why nothing is built there;
 * Space closes the whole log; a finished upgrade reads as done; a saved and
 * loaded game keeps its Undo; the end table's Log opens the log. */
static void test_smaller_items(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(1280, 800, 16);
    until_human(c);
    const trts_state *s = &c->st;
    const trts_faction *f = trts_player_faction(s, 0);
    int depot = -1;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == 0 && s->pieces[i].building)
            depot = i;
    assert_true(depot >= 0);
    c->st.players[0].minerals = 10;
    int worker = trts_faction_worker(f);
    assert_true(trts_play_act(&off, c, (trts_action){ .kind = TRTS_ACT_MAKE, .a = (int16_t)depot, .b = (int16_t)worker }));
    draw();
    int m = -1, g = -1;
    trts_cancel_refund(&c->st, depot, &m, &g);
    assert_int_equal(m, f->units[worker].minerals > 0 ? f->units[worker].minerals - 1 : 0);
    char want[160], cancel[160];
    /* given this Macro: the button is Undo, the whole cost back, never the
     * rules' Cancel for a fee (play-test 5: "refund 0m of 1m") */
    if (g) {
        snprintf(want, sizeof want, C_("trts production", "Take back (%dm, %dg refunded)"), m + 1, g);
        snprintf(cancel, sizeof cancel, C_("trts production", "Cancel: refund %dm of %dm, all %dg"), m, m + 1, g);
    } else {
        snprintf(want, sizeof want, C_("trts production", "Take back (%dm refunded)"), m + 1);
        snprintf(cancel, sizeof cancel, C_("trts production", "Cancel: refund %dm of %dm"), m, m + 1);
    }
    SDL_Rect r;
    bool on = false;
    assert_true(production_button(want, PRODUCTION_UNDO, &r, &on) && on);
    assert_false(drawn(cancel));
    shot("cancel");
    /* Undo survives a save and a load */
    assert_true(trts_play_can_undo(c));
    int n = c->rec->n_actions;
    char path[DATA_PATH_MAX];
    snprintf(path, sizeof path, "%s/trts-r4-undo.json", getenv("SKIRMISH_TEST_TMP") ? getenv("SKIRMISH_TEST_TMP") : ".");
    data_error err;
    assert_true(data_trts_save_write_seats(path, c->rec, c->seats, &err));
    assert_true(trts_load(&off, path));
    c = trts_current(&off);
    assert_int_equal(c->rec->n_actions, n);
    until_human(c);
    assert_true(trts_play_can_undo(c));
    trts_play_undo(&off, c);
    assert_int_equal(c->rec->n_actions, n - 1);
    /* an enemy's area: why nothing is built there */
    int enemy = c->st.players[1].start_area;
    c->sel_area = enemy;
    draw();
    assert_true(drawn(_("Another team holds this area and you have no worker here: you build only where one of your workers "
                        "stands.")));
    assert_false(drawn(_("Pick a worker here to build.")));
    /* a finished upgrade */
    const trts_faction *ff = trts_player_faction(&c->st, 0);
    int up = -1;
    for (int gg = 0; gg < TRTS_UPGRADES && up < 0; gg++)
        if (ff->upgrades[gg].researched_at == TRTS_ROLE_DEPOT || ff->upgrades[gg].researched_at == TRTS_ROLE_TIER1)
            up = gg;
    if (up >= 0) {
        int maker = trts_state_place_building(&c->st, 0, ff->upgrades[up].researched_at, c->st.players[0].start_area, true);
        assert_true(maker >= 0);
        c->st.players[0].upgrades[up] = true;
        draw();
        snprintf(want, sizeof want, _("%s ✓ done"), i18n_content(ff->upgrades[up].name));
        assert_true(drawn(want));
        shot("upgrade-done");
    }
    /* Space closes the whole log (its button says so) */
    c->history_open = true;
    draw();
    key(UI_KEY_SPACE);
    assert_false(c->history_open);
    /* the end table's Log */
    c->st.phase = TRTS_PHASE_OVER;
    c->show_result = true;
    draw();
    client_click_button(&off, C_("trts button", "Log"));
    draw();
    assert_false(c->show_result);
    assert_true(c->history_open);
    shot("end-log");
    /* New game from the end table keeps the game's length (16 here) */
    trts_content *k = trts_content_get(&off);
    k->setup.rounds = 32;
    c->history_open = false;
    c->show_result = true;
    draw();
    client_click_button(&off, _("New game"));
    draw();
    assert_int_equal(k->setup.rounds, 16);
    assert_null(trts_current(&off)); /* the setup, the game gone */
    app_free(&off);
}

/* Balance rulings: a changed figure says so in its tooltip (and the help). */
static void test_balance_ruling_said(void **state)
{
    (void)state;
    const trts_rules *r = tt_rules();
    const trts_faction *f = &r->factions[TRTS_DIRECTORATE];
    char tip[800];
    /* the ruling is the help's (trts_tip_ruling), never in a tooltip: a tooltip says what a thing does */
    assert_non_null(trts_tip_ruling(f, "hq"));
    assert_string_equal(trts_tip_ruling(f, "hq"), _("Balance ruling: the printed rules make it cost 8 minerals."));
    trts_tip_building(f, TRTS_ROLE_DEPOT, tip, sizeof tip);
    assert_null(strstr(tip, _("Balance ruling: the printed rules make it cost 8 minerals.")));
    trts_tip_building(f, TRTS_ROLE_SUPPLY, tip, sizeof tip);
    assert_null(strstr(tip, "Balance ruling"));
    const trts_faction *m = &r->factions[TRTS_MYRIAD];
    for (int t = 0; t < m->n_units; t++)
        if (strcmp(m->units[t].id, "skitter") == 0) {
            trts_tip_unit(m, t, tip, sizeof tip);
            assert_null(strstr(tip, _("Balance ruling: the printed rules give it 1 HP and ground attack 1.")));
            assert_non_null(trts_tip_ruling(m, "skitter"));
        }
}

/* During "last turn again" the panel's first line says so, not whose turn it
 * was then above the player's own bank of now. */
static void test_replay_header(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(1280, 800, 16);
    bool seen = false;
    for (int guard = 0; guard < 60 && !seen && c->st.phase != TRTS_PHASE_OVER; guard++) {
        until_human(c);
        if (trts_lastturn_available(c)) {
            assert_true(trts_lastturn_open(&off, c));
            draw();
            assert_true(drawn(_("Your last turn again")));
            assert_false(drawn(_("computer to act")));
            shot("replay");
            trts_lastturn_close(&off, c);
            seen = true;
            break;
        }
        /* seat 0 passes its turn: Done in Macro and Reposition, Pass in Micro */
        trts_action a = { .kind = c->st.phase == TRTS_PHASE_MICRO ? TRTS_ACT_PASS : TRTS_ACT_DONE };
        if (c->st.phase == TRTS_PHASE_GROUP)
            a.kind = TRTS_ACT_END;
        if (c->st.phase == TRTS_PHASE_DEFEND || c->st.phase == TRTS_PHASE_COMBAT_RETREAT)
            a.kind = TRTS_ACT_STAY;
        assert_true(trts_play_act(&off, c, a));
    }
    assert_true(seen);
    app_free(&off);
}

/* Play-test 4 (major): after an order the producer's rows keep their place and
 * kind: its buttons stay where they were (refused while it is busy), and its
 * Cancel comes on the producer's own first row, never over a button the pointer
 * may be resting on (a click meant for the Breacher cancelled the research). */
static void test_cancel_not_under_pointer(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1280, 800 }, { 800, 560 } };
    for (int z = 0; z < 2; z++) {
        trts_screen *c = open_duel_rounds(sizes[z][0], sizes[z][1], 16);
        until_human(c);
        const trts_state *s = &c->st;
        const trts_faction *f = trts_player_faction(s, 0);
        c->st.players[0].minerals = 10;
        int worker = trts_faction_worker(f);
        char label[120];
        if (f->units[worker].gas)
            snprintf(label, sizeof label, _("%s %dm %dg"), i18n_content(f->units[worker].name), f->units[worker].minerals,
                     f->units[worker].gas);
        else
            snprintf(label, sizeof label, _("%s %dm"), i18n_content(f->units[worker].name), f->units[worker].minerals);
        SDL_Rect before = { 0, 0, 0, 0 }, after = { 0, 0, 0, 0 }, cancel = { 0, 0, 0, 0 };
        bool on = false;
        draw();
        assert_true(app_find_button(&off, label, &before, &on) && on);
        int n = c->rec->n_actions;
        ui_event ev = { .kind = UI_EV_MOUSE_MOVE, .button = UI_BUTTON_LEFT, .x = before.x + before.w / 2, .y = before.y + before.h / 2 };
        off.mouse_x = ev.x, off.mouse_y = ev.y;
        app_handle_event(&off, &ev);
        ev.kind = UI_EV_MOUSE_DOWN;
        app_handle_event(&off, &ev);
        ev.kind = UI_EV_MOUSE_UP;
        app_handle_event(&off, &ev);
        assert_int_equal(c->rec->n_actions, n + 1);
        draw();
        shot("cancel-place");
        /* the same button in the same place, refused now */
        assert_true(app_find_button(&off, label, &after, &on));
        assert_false(on);
        assert_int_equal(after.x, before.x);
        assert_int_equal(after.y, before.y);
        int m = 0, g = 0, depot = c->rec->actions[n].a;
        trts_cancel_refund(&c->st, depot, &m, &g);
        if (g)
            snprintf(label, sizeof label, C_("trts production", "Take back (%dm, %dg refunded)"), m + 1, g);
        else
            snprintf(label, sizeof label, C_("trts production", "Take back (%dm refunded)"), m + 1);
        assert_true(production_button(label, PRODUCTION_UNDO, &cancel, &on));
        assert_false(SDL_HasIntersection(&cancel, &before));
        assert_true(cancel.y + cancel.h <= before.y);
        /* a click where the pointer rests cancels nothing */
        ev.kind = UI_EV_MOUSE_DOWN;
        app_handle_event(&off, &ev);
        ev.kind = UI_EV_MOUSE_UP;
        app_handle_event(&off, &ev);
        assert_int_equal(c->rec->n_actions, n + 1);
        app_free(&off);
    }
}

/* Play-test 5: an order of this Macro given before another is taken back whole
 * by its own Undo button on the producer (the later order kept), the bank as
 * before it; an order the rest needs is refused with the reason. */
static void test_takeback_this_macro(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(1280, 800, 16);
    until_human(c);
    const trts_state *s = &c->st;
    const trts_faction *f = trts_player_faction(s, 0);
    int depot = -1;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == 0 && s->pieces[i].building)
            depot = i;
    assert_true(depot >= 0);
    int worker = trts_faction_worker(f), n = c->rec->n_actions, bank = s->players[0].minerals;
    assert_true(trts_play_act(&off, c, (trts_action){ .kind = TRTS_ACT_MAKE, .a = (int16_t)depot, .b = (int16_t)worker }));
    assert_true(trts_play_act(&off, c, (trts_action){ .kind = TRTS_ACT_GAS, .a = (int16_t)s->players[0].start_area, .b = 0 }));
    assert_int_equal(trts_takeback_order(&off, c, depot), n);
    int m = 0, g = 0;
    trts_cancel_refund(&c->st, depot, &m, &g);
    char label[160];
    snprintf(label, sizeof label, C_("trts production", "Take back (%dm refunded)"), m + 1);
    SDL_Rect r;
    bool on = false;
    assert_true(production_button(label, PRODUCTION_UNDO, &r, &on));
    assert_true(on);
    client_click_at(&off, r.x + r.w / 2, r.y + r.h / 2);
    assert_int_equal(c->rec->n_actions, n + 1); /* the gas order kept */
    assert_int_equal(c->rec->actions[n].kind, TRTS_ACT_GAS);
    assert_int_equal(c->st.pieces[depot].item_kind, TRTS_ITEM_NONE);
    assert_int_equal(c->st.players[0].minerals, bank); /* all of it back */
    assert_string_equal(c->message, _("Order taken back: its whole cost returned."));
    app_free(&off);
}

/* Play-test 5: the computer's pass in Micro is said ("Player 2 passed: nothing
 * moved.") until the human's next order. */
static void test_computer_pass_said(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(1280, 800, 16);
    bool said = false;
    for (int guard = 0; guard < 80 && !said && c->st.phase != TRTS_PHASE_OVER; guard++) {
        int n = c->rec->n_actions;
        until_human(c);
        for (int i = n; i < c->rec->n_actions; i++)
            if (c->rec->actions[i].kind == TRTS_ACT_PASS && c->rec->actions[i].player == 1) {
                char want[160];
                snprintf(want, sizeof want, _("%s passed: nothing moved."), trts_player_name(c, 1));
                /* the last pass is said, unless the computer acted again after it */
                bool last = true;
                for (int j = i + 1; j < c->rec->n_actions; j++)
                    last &= c->rec->actions[j].player != 1;
                if (last) {
                    char ended[240]; /* the pass that ended Micro says so (play-test 8) */
                    snprintf(ended, sizeof ended, _("%s passed: nothing moved. Micro is over: as many quiet turns in a row as players."),
                             trts_player_name(c, 1));
                    if (strcmp(c->message, ended) != 0)
                        assert_string_equal(c->message, want);
                    said = true;
                }
            }
        trts_action a = { .kind = c->st.phase == TRTS_PHASE_MICRO ? TRTS_ACT_PASS : TRTS_ACT_DONE };
        if (c->st.phase == TRTS_PHASE_GROUP)
            a.kind = TRTS_ACT_END;
        if (c->st.phase == TRTS_PHASE_DEFEND || c->st.phase == TRTS_PHASE_COMBAT_RETREAT)
            a.kind = TRTS_ACT_STAY;
        if (c->st.phase == TRTS_PHASE_COMBAT_TARGETS)
            a.kind = TRTS_ACT_DONE;
        if (!trts_play_act(&off, c, a))
            break;
    }
    assert_true(said);
    app_free(&off);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_economy_warns),
        cmocka_unit_test(test_economy_forecasts_the_game),
        cmocka_unit_test(test_fired_group_said),
        cmocka_unit_test(test_economy_visible),
        cmocka_unit_test(test_repeat_disabled),
        cmocka_unit_test(test_setup_pieces_table),
        cmocka_unit_test(test_wounded_figures),
        cmocka_unit_test(test_area_plates),
        cmocka_unit_test(test_area_names),
        cmocka_unit_test(test_map_room),
        cmocka_unit_test(test_smaller_items),
        cmocka_unit_test(test_takeback_this_macro),
        cmocka_unit_test(test_computer_pass_said),
        cmocka_unit_test(test_balance_ruling_said),
        cmocka_unit_test(test_replay_header),
        cmocka_unit_test(test_cancel_not_under_pointer),
    };
    return cmocka_run_group_tests_name("client trts round 4", tests, NULL, NULL);
}
