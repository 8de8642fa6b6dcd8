/*
 * TRTS, blind play-test 14 (hTr17): the map's plates say what became of an
 * area from the seat's own side and the true outcome (defect 1: "Your attack
 * failed" to the defender who lost the area): the attacker reads "Captured"
 * or "Your attack failed", the defender "<Area> lost" or "Attack repelled",
 * read from the seat's views only.
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
#include "skirmish/i18n.h"
#include "trts/board.h"
#include "trts/panel_kit.h"
#include "trts/play_internal.h"
#include "trts/trts.h"
#include "trts_test_util.h"

static const int dd[] = { TRTS_DIRECTORATE, TRTS_DIRECTORATE };

/* Play-test 14, North Watch: seat 0 took B earlier this round (it engaged
 * there) and holds it with a trooper; seat 1, both seats people at one
 * screen, comes back into B with a trooper: contested, seat 1's fight. */
static void counter_attack(trts_state *S, trts_state *E, int *mine, int *theirs)
{
    tt_game(S, TRTS_DUEL, 2, dd, TRTS_PHASE_MICRO);
    S->players[0].computer = S->players[1].computer = false;
    *mine = tt_unit(S, 0, "trooper", TT_B);
    *theirs = tt_unit(S, 1, "trooper", TT_C);
    S->pieces[*theirs].public_ = true;
    tt_marker(S, 0, TT_B);
    tt_marker(S, 1, TT_C);
    S->engaged_by[TT_B] = 1u; /* seat 0's capture, earlier this round */
    S->active = 1;
    *E = *S;
    E->pieces[*theirs].area = TT_B;
    E->pieces[*mine].public_ = true;
    tt_marker(E, 1, TT_B);
    E->engaged_by[TT_B] |= 2u;
    E->engaged_from = UINT64_C(1) << TT_C;
}

/* The four outcomes, each seat's view: the defender lost (seat 0) is the
 * attacker's capture (seat 1); the defender held (seat 0) is the attacker's
 * failure (seat 1). */
static void test_outcome_each_side(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static trts_state S, E, L, H;
    static trts_replay_marks k0, k1;
    int mine, theirs;
    counter_attack(&S, &E, &mine, &theirs);
    /* the defender loses: its trooper dies, its marker goes */
    L = E;
    L.pieces[mine].alive = false;
    L.markers[TT_B] = 2u;
    trts_replay_marks_of(&E, &L, 0, &k0);
    assert_false(k0.held[TT_B]); /* not "Your attack failed" (play-test 14) */
    assert_int_equal(k0.taken[TT_B], 1);
    assert_true(k0.was_ours[TT_B]);
    trts_replay_marks_of(&E, &L, 1, &k1);
    assert_false(k1.held[TT_B]);
    assert_int_equal(k1.taken[TT_B], 1);
    assert_true(trts_allies(&L, k1.taken[TT_B], 1)); /* its own: "Captured" */
    /* the defender holds: the attacker's trooper dies */
    H = E;
    H.pieces[theirs].alive = false;
    H.markers[TT_B] = 1u;
    trts_replay_marks_of(&E, &H, 0, &k0);
    assert_true(k0.held[TT_B]);
    assert_int_equal(k0.held_by[TT_B], trts_team_of(&H, 0));
    assert_int_equal(k0.taken[TT_B], -1);
    trts_replay_marks_of(&E, &H, 1, &k1);
    assert_true(k1.held[TT_B]);
    assert_int_equal(k1.attacker[TT_B], trts_team_of(&H, 1));
    /* the live map's news, step by step: the engagement, then the loss */
    static trts_screen c;
    memset(&c, 0, sizeof c);
    trts_news_note(&c, &S, &E, 1);
    assert_int_equal(c.news[0].taken[TT_B], -1);
    trts_news_note(&c, &E, &L, 1);
    assert_int_equal(c.news[0].taken[TT_B], 1);
    assert_true(c.news[0].was_ours[TT_B]);
    assert_false(c.news[0].held[TT_B]);
    /* the engagement and the fight in one step (a computer's): lost too */
    trts_news_marks_clear(&c.news[0]);
    trts_news_note(&c, &S, &L, 1);
    assert_int_equal(c.news[0].taken[TT_B], 1);
    assert_true(c.news[0].was_ours[TT_B]);
    free(c.news);
}

/* Only what seat 0 may not see changes (a hidden piece of seat 1 elsewhere
 * moves and is hurt): the same marks. */
static void test_outcome_hidden_changes_nothing(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static trts_state S, E, L, E2, L2;
    static trts_replay_marks k, k2;
    int mine, theirs;
    counter_attack(&S, &E, &mine, &theirs);
    int h = tt_unit(&E, 1, "trooper", TT_E);
    E.pieces[h].public_ = false;
    L = E;
    L.pieces[mine].alive = false;
    L.markers[TT_B] = 2u;
    E2 = E;
    L2 = L;
    L2.pieces[h].area = TT_D;
    L2.pieces[h].hp = 1;
    trts_replay_marks_of(&E, &L, 0, &k);
    trts_replay_marks_of(&E2, &L2, 0, &k2);
    assert_memory_equal(&k, &k2, sizeof k);
    assert_true(k.was_ours[TT_B]);
}

/* On screen, hot-seat, at both window sizes: each seat reads its own plate. */
static void test_outcome_drawn(void **state)
{
    (void)state;
    for (int z = 0; z < 2; z++) {
        int watch, nat;
        trts_screen *c = trts_news_scene_sized(z, &watch, &nat);
        trts_replay_marks *k = &c->news[0];
        char lost[160];
        snprintf(lost, sizeof lost, _("%s lost"), c->model.nodes[nat].name);
        /* seat 0 defended and lost */
        k->seat = 0;
        k->fight[nat] = true;
        k->taken[nat] = 1;
        k->was_ours[nat] = true;
        k->attacker[nat] = (int8_t)trts_team_of(&c->st, 1);
        k->lost_own[nat] = 1;
        draw();
        assert_true(drawn(lost));
        assert_false(drawn(_("Your attack failed")));
        assert_false(drawn(_("Captured")));
        trts_shot("17", "area-lost", true);
        /* seat 0 attacked and won */
        k->was_ours[nat] = false;
        k->taken[nat] = 0;
        k->attacker[nat] = (int8_t)trts_team_of(&c->st, 0);
        draw();
        assert_true(drawn(_("Captured")));
        assert_false(drawn(lost));
        /* seat 0 attacked and failed */
        k->taken[nat] = -1;
        k->held[nat] = true;
        k->held_by[nat] = (int8_t)trts_team_of(&c->st, 1);
        draw();
        assert_true(drawn(_("Your attack failed")));
        assert_false(drawn(_("Attack repelled")));
        /* seat 0 defended and held */
        k->held_by[nat] = (int8_t)trts_team_of(&c->st, 0);
        k->attacker[nat] = (int8_t)trts_team_of(&c->st, 1);
        draw();
        assert_true(drawn(_("Attack repelled")));
        assert_false(drawn(_("Your attack failed")));
        app_free(&off);
    }
}

/* The round the bank reaches `cost` at the core's forecast, as a player would
 * count it (the test's own count, from the core's income per round). */
static int reach_round(const trts_state *s, int v, int cost)
{
    int bank = s->players[v].minerals;
    if (bank >= cost)
        return s->round;
    for (int r = s->round + 1; r <= s->map->rounds; r++) {
        int m = 0;
        trts_income_forecast(s, v, r, &m, NULL);
        bank = bank + m > TRTS_BANK_CAP ? TRTS_BANK_CAP : bank + m;
        if (bank >= cost)
            return r;
    }
    return 0;
}

/* Play-test 14, defect 2 (12 rounds, dry from 8): the Macro panel says what a
 * second HQ costs and the round the bank reaches it; in time, no warning;
 * too late (or never), "Your areas run dry from round 8" in the warning
 * colour. At both window sizes. */
static void test_hq_plan(void **state)
{
    (void)state;
    for (int z = 0; z < 2; z++) {
        trts_screen *c = z ? open_duel_rounds(800, 560, 12) : open_duel_rounds(1280, 800, 12);
        until_human(c);
        trts_state *s = &c->st;
        assert_int_equal(s->phase, TRTS_PHASE_MACRO);
        int dry = trts_income_dry_round(s, 0);
        assert_true(dry > s->round && dry <= s->map->rounds);
        const trts_building_def *hq = &trts_player_faction(s, 0)->buildings[TRTS_ROLE_DEPOT];
        char plan[300], late[200], want[300], warn[200];
        snprintf(warn, sizeof warn, _("Your areas run dry from round %d: save now or expand first."), dry);
        int rate = 0;
        trts_income_forecast(s, 0, s->round + 1, &rate, NULL);
        assert_true(rate > 0);
        /* in time: a bank one round's income short of the cost */
        s->players[0].minerals = hq->minerals - rate;
        int r = trts_panel_hq_plan(s, 0, plan, sizeof plan, late, sizeof late);
        assert_int_equal(r, reach_round(s, 0, hq->minerals));
        assert_int_equal(r, s->round + 1);
        snprintf(want, sizeof want, _("A second %s costs %dm: at +%d a round you reach it in round %d."),
                 i18n_content(hq->name), hq->minerals, rate, r);
        assert_string_equal(plan, want);
        assert_string_equal(late, "");
        draw();
        assert_true(drawn(want));
        assert_false(drawn(warn));
        trts_shot("17", "hq-plan", true);
        /* too late: nothing saved two rounds before the dry-out */
        s->players[0].minerals = 0;
        s->round = dry - 2;
        r = trts_panel_hq_plan(s, 0, plan, sizeof plan, late, sizeof late);
        assert_int_equal(r, reach_round(s, 0, hq->minerals));
        assert_true(r == 0 || r >= dry);
        assert_string_equal(late, warn);
        draw();
        assert_true(drawn(warn));
        trts_shot("17", "hq-plan-late", true);
        /* enough now: no warning */
        s->players[0].minerals = hq->minerals;
        assert_int_equal(trts_panel_hq_plan(s, 0, plan, sizeof plan, late, sizeof late), s->round);
        assert_string_equal(late, "");
        /* a second HQ where the fields never run dry (even one being built): no plan */
        int other = -1;
        for (int a = 0; a < s->map->n_areas && other < 0; a++)
            if (trts_area_dry_round(s, a) == 0)
                other = a;
        assert_true(other >= 0);
        int hq2 = tt_building(s, 0, hq->id, other, false);
        assert_int_equal(trts_panel_hq_plan(s, 0, plan, sizeof plan, late, sizeof late), -1);
        s->pieces[hq2].alive = false;
        /* dry already: no plan (the warning slot says it) */
        s->round = dry;
        assert_int_equal(trts_panel_hq_plan(s, 0, plan, sizeof plan, late, sizeof late), -1);
        assert_string_equal(plan, "");
        app_free(&off);
    }
}

/* The setup, a short game (12 rounds, dry from 8): one line under the length
 * says what the dry-out does and to save for a second HQ at once, with its
 * cost; the full length (32 rounds) has no such line. At both window sizes. */
static void test_setup_short_game(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1280, 800 }, { 800, 560 } };
    for (int z = 0; z < 2; z++) {
        for (int len = 0; len < 2; len++) {
            trts_content *k = open_setup(sizes[z][0], sizes[z][1], len ? TRTS_DEFAULT_ROUNDS : 12);
            trts_map shown = k->maps[k->setup.map];
            assert_true(trts_map_set_length(&shown, k->setup.rounds));
            const trts_building_def *hq = &k->rules.factions[TRTS_DIRECTORATE].buildings[TRTS_ROLE_DEPOT];
            char early[400];
            snprintf(early, sizeof early,
                     _("Short game: from round %d the start areas give no more minerals. Start saving at once for a "
                       "second %s (%dm) in another area."),
                     shown.deplete_round, i18n_content(hq->name), hq->minerals);
            assert_true(drawn(early) == (len == 0));
            if (len == 0)
                trts_shot("17", "setup-short", true);
            /* Start stays where it was, the line or not (play-test 15: it moved 40 px) */
            static SDL_Rect start[2];
            assert_true(trts_find_button(_("Start"), &start[len]));
            if (len == 1)
                assert_int_equal(start[0].y, start[1].y);
            app_free(&off);
        }
    }
}

/* Play-test 14, defect 6: "Range 4" read as reach. A unit's and a tower's
 * tooltips say what Range does by the rules (the step of a fight it fires
 * in, higher first) and that it attacks only in its own area. */
static void test_range_words(void **state)
{
    (void)state;
    const trts_rules *r = tt_rules();
    const trts_faction *f = &r->factions[TRTS_DIRECTORATE];
    char tip[1200], range[240];
    for (int t = 0; t < f->n_units; t++) {
        trts_tip_unit(f, t, tip, sizeof tip);
        if (f->units[t].ground == TRTS_NO_ATTACK && f->units[t].air == TRTS_NO_ATTACK)
            continue;
        trts_tip_range(f->units[t].range, range, sizeof range);
        assert_non_null(strstr(tip, range));
    }
    for (int b = 0; b < TRTS_ROLES; b++)
        if (f->buildings[b].range > 0) {
            trts_tip_building(f, b, tip, sizeof tip);
            trts_tip_range(f->buildings[b].range, range, sizeof range);
            assert_non_null(strstr(tip, range));
        }
    trts_tip_range(4, range, sizeof range);
    char want[240];
    snprintf(want, sizeof want, _("Fire order %d (the rules call it Range: in a fight, higher fires first; attacks "
                                  "reach only the same area)"), 4);
    assert_string_equal(range, want);
}

/* Play-test 14: "make a Attendant" (English only: other languages have their
 * own msgids and are left alone). */
static void test_articles(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    char t[120];
    snprintf(t, sizeof t, "Next step: make a Attendant at your Sanctum; a Trooper, a unit, a HQ (a Overseer)");
    trts_tip_articles(t, sizeof t);
    assert_string_equal(t, "Next step: make an Attendant at your Sanctum; a Trooper, a unit, an HQ (an Overseer)");
    snprintf(t, sizeof t, "A Engineer");
    trts_tip_articles(t, sizeof t);
    assert_string_equal(t, "An Engineer");
    char small[12] = "a Attendant"; /* no room: left as it is */
    trts_tip_articles(small, sizeof small);
    assert_string_equal(small, "a Attendant");
    const trts_faction *m = &tt_rules()->factions[TRTS_MYRIAD];
    char tip[800];
    for (int t2 = 0; t2 < m->n_units; t2++) {
        trts_tip_unit(m, t2, tip, sizeof tip);
        assert_null(strstr(tip, " a A"));
        assert_null(strstr(tip, " a E"));
    }
}

/* Play-test 14: the round's news covered half the map. The box keeps to a few
 * rows (at most 3/10 of the map) with "More…" to show it taller (at most half),
 * "Less" back. At both window sizes. */
static void test_news_compact(void **state)
{
    (void)state;
    for (int z = 0; z < 2; z++) {
        trts_screen *c = z ? open_duel(800, 560) : open_duel(1280, 800);
        until_human(c);
        for (int i = 0; i < 24; i++)
            evlog_add(&c->events, c->st.round, EVLOG_ENGAGEMENT, ~UINT64_C(0), "Computer (Normal) moved %d", i);
        c->news_folded = false;
        draw();
        SDL_Rect view = c->cam.viewport, more;
        assert_true(trts_report_open(c));
        assert_true(app_find_button(&off, _("More…"), &more, NULL));
        assert_true(more.y > view.y + view.h * 6 / 10); /* the box in the map's lowest 3/10 (and its margin) */
        trts_shot("17", "news-compact", true);
        client_click_at(&off, more.x + more.w / 2, more.y + more.h / 2);
        assert_true(c->news_more);
        draw();
        SDL_Rect less;
        assert_true(app_find_button(&off, _("Less"), &less, NULL));
        assert_true(less.y == more.y);
        client_click_at(&off, less.x + less.w / 2, less.y + less.h / 2);
        assert_false(c->news_more);
        app_free(&off);
    }
}

/* Play-test 14: a unit button's tooltip hid the row's Take back (and "Same as
 * last round"'s hid Done): a panel row's tooltip stands beside the panel,
 * level with the row, over none of its buttons. At both window sizes. */
static void test_panel_tooltip_beside(void **state)
{
    (void)state;
    for (int z = 0; z < 2; z++) {
        trts_screen *c = z ? open_duel(800, 560) : open_duel(1280, 800);
        until_human(c);
        const trts_faction *f = trts_player_faction(&c->st, 0);
        char label[80];
        trts_pk_cost_text(label, sizeof label, i18n_content(f->units[trts_faction_worker(f)].name),
                          f->units[trts_faction_worker(f)].minerals, f->units[trts_faction_worker(f)].gas);
        draw();
        SDL_Rect b;
        assert_true(trts_find_button(label, &b));
        off.tooltip_clock_manual = true;
        mouse_at(UI_EV_MOUSE_MOVE, b.x + b.w / 2, b.y + b.h / 2);
        for (int i = 0; i < 4; i++) {
            off.tooltip_clock_ms += 400;
            draw();
        }
        assert_true(off.tooltip[0] != '\0');
        SDL_Rect t = off.text_box;
        assert_true(t.x + t.w <= b.x); /* beside the panel, left of the row */
        assert_true(t.y <= b.y + b.h && t.y + t.h >= b.y); /* level with it */
        trts_shot("17", "tooltip-beside", true);
        app_free(&off);
    }
}

static char seen_tips[8192];
static void tip_seen(void *ctx, SDL_Rect r, const char *text)
{
    (void)ctx;
    (void)r;
    size_t n = strlen(seen_tips);
    snprintf(seen_tips + n, sizeof seen_tips - n, "%s\n", text);
}

/* Play-test 14: Replay greyed on the game-over screen with no word why. Under
 * the results table its tooltip says to close the table (View map); closed,
 * Replay is offered. */
static void test_replay_under_results(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    trts_screen *c = open_duel(1280, 800);
    until_human(c);
    assert_true(c->rec->n_actions > 0);
    c->st.phase = TRTS_PHASE_OVER;
    c->last_turn[0] = (trts_lastturn_seat){ .from = 0, .steps = 1, .whole_round = true };
    c->show_result = true;
    off.tooltip_seen = tip_seen;
    seen_tips[0] = '\0';
    draw();
    /* play-test 16: offered under the table too; R closes it for the replay */
    assert_true(trts_lastturn_available(c));
    key(UI_KEY_R);
    assert_false(c->show_result);
    assert_non_null(c->replay);
    off.tooltip_seen = NULL;
    app_free(&off);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_outcome_each_side),
        cmocka_unit_test(test_outcome_hidden_changes_nothing),
        cmocka_unit_test(test_outcome_drawn),
        cmocka_unit_test(test_hq_plan),
        cmocka_unit_test(test_setup_short_game),
        cmocka_unit_test(test_range_words),
        cmocka_unit_test(test_articles),
        cmocka_unit_test(test_news_compact),
        cmocka_unit_test(test_panel_tooltip_beside),
        cmocka_unit_test(test_replay_under_results),
    };
    return cmocka_run_group_tests_name("client trts play-test 14", tests, NULL, NULL);
}
