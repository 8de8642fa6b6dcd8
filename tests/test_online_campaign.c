/*
 * The Campaign online (issue 39): against the real server library in-process
 * over loopback, Alice and Bob each hold a seat through the front's remote
 * seat (front/online_campaign.h) and play three turns of a campaign on The
 * Three Crowns: Downtime, secret orders, and in the third turn their Main
 * Armies meet at Heartwood Keep: a battle, its squads, the bonus and the duel
 * played on the server's board move by move, Phase 5, the fourth turn. Every
 * decision is made from the seat's mirror (the campaign_state the screen
 * shows) and goes out through the hook. Every frame a seat is sent is checked
 * against what it may see, and each mirror holds the other player's units
 * only as stand-ins. Alice's link is cut after she gave her second orders
 * (Bob's not yet given) and again mid-duel: it reconnects with her token, the
 * hook says the link is down meanwhile, and the campaign goes on.
 * Then the same on the Campaign screen (online_campaign_open): each seat's
 * decisions made in its panels' own way (the record they keep, Ready), no
 * pass-the-screen cover, the waiting panel naming who is waited for, the
 * reveal shown, the duel pushed on the battle screen and played there by both,
 * the event log telling the battle's winner; Alice cut on the screen sees
 * the drop on the map's strip.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>
#include <cjson/cJSON.h>

#include "board/battle.h"
#include "board/battle_internal.h"
#include "campaign/campaign.h"
#include "campaign/internal.h"
#include "front/front.h"
#include "front/online_campaign.h"
#include "online/conn.h"
#include "online/host.h"
#include "online_test_util.h"
#include "online/proto.h"
#include "skirmish/core/rng.h"
#include "skirmish/data/replay.h"
#include "skirmish/i18n.h"
#include "board/match.h"
#include "client_test_util.h"

#define HEARTWOOD 12

typedef struct player {
    const char *name;
    int seat;
    online_conn *conn;
    online_campaign *oc;
    campaign_remote hook;
    campaign_state st;          /* as the hook hands it */
    int serial;
    core_rng rng;
    const char *recruits[2];
    int n_recruits;
    int frames, board_moves, refusals;
} player;

static const cJSON *get(const cJSON *o, const char *k) { return cJSON_GetObjectItemCaseSensitive(o, k); }

/* What a seat may see (docs/campaign.md, hidden information), frame by frame. */
static void check_frame(const cJSON *v, int seat)
{
    if (strcmp(cJSON_GetStringValue(get(v, "status")), "open") == 0)
        return;
    if (seat < 0) { /* a watcher: the public view, no seat's own things */
        assert_true(cJSON_IsNull(get(v, "seat")));
        assert_null(get(v, "me"));
    } else {
        assert_int_equal(get(v, "seat")->valueint, seat);
    }
    cJSON *copy = cJSON_Duplicate(v, true);
    cJSON_DeleteItemFromObjectCaseSensitive(copy, "me");
    /* once over nothing is hidden: the whole record (checked for its place below) */
    const char *status = cJSON_GetStringValue(get(v, "status"));
    assert_true(get(v, "record") == NULL || strcmp(status, "over") == 0);
    cJSON_DeleteItemFromObjectCaseSensitive(copy, "record");
    char *text = cJSON_PrintUnformatted(copy);
    cJSON_Delete(copy);
    assert_null(strstr(text, "\"gold\"")); /* no other player's gold, library or roster */
    assert_null(strstr(text, "\"library\""));
    assert_null(strstr(text, "\"uid\""));
    free(text);
    const cJSON *it, *u;
    cJSON_ArrayForEach(u, get(get(v, "me"), "units"))
    {
        int army = get(u, "army")->valueint;
        bool mine = army < 0;
        cJSON_ArrayForEach(it, get(v, "armies"))
        {
            if (get(it, "id")->valueint == army && get(it, "player")->valueint == seat)
                mine = true;
        }
        assert_true(mine); /* its roster is its own armies' */
    }
    cJSON_ArrayForEach(it, get(v, "battles"))
    {
        if (get(it, "squad") == NULL)
            continue;
        bool side = false;
        cJSON_ArrayForEach(u, get(it, "sides"))
        {
            side = side || u->valueint == seat;
        }
        assert_true(side); /* a squad only for a side, and only its own */
    }
    const cJSON *d = get(v, "duel");
    if (d) {
        int side = get(d, "side")->valueint;
        bool deploying = strcmp(cJSON_GetStringValue(get(d, "phase")), "deploy") == 0;
        cJSON_ArrayForEach(u, get(d, "units"))
        {
            if (deploying && get(u, "side")->valueint != side)
                assert_true(cJSON_IsTrue(get(u, "deployed"))); /* another side's unit only once placed */
        }
        bool to_act = side >= 0 && strcmp(cJSON_GetStringValue(get(d, "phase")), "over") != 0 &&
                      get(d, "active")->valueint == side;
        assert_int_equal(get(d, "legal") != NULL, to_act);
    }
}

static void pump(player *p)
{
    cJSON *j;
    while ((j = online_test_next(p->conn)) != NULL) {
        if (strcmp(online_msg_type(j), "view") == 0) {
            check_frame(j, p->seat);
            p->frames++;
        } else if (strcmp(online_msg_type(j), "error") == 0) {
            const char *code = cJSON_GetStringValue(get(j, "code"));
            if (code == NULL || strcmp(code, "stale") != 0)
                fail_msg("%s: error %s", p->name, code ? code : "?");
        }
        online_campaign_take(p->oc, j);
        cJSON_Delete(j);
    }
    p->hook.state(p->hook.ctx, &p->st, &p->serial);
}

/* Each Main Army's road to Heartwood Keep (starts 8 and 4). */
static int road(int start, int turn)
{
    static const int a[3] = {11, 14, HEARTWOOD}, b[3] = {7, 13, HEARTWOOD};
    if (turn < 1 || turn > 3)
        return -1;
    return start == 8 ? a[turn - 1] : start == 4 ? b[turn - 1] : -1;
}

static int main_army(const campaign_state *st, int seat)
{
    for (int i = 0; i < st->forces.n_armies; i++)
        if (st->forces.armies[i].player == seat && st->forces.armies[i].main)
            return i;
    return -1;
}

/* The decision for what the seat is asked, made from its mirror; false when none. */
static bool decide(player *p, campaign_decision *d)
{
    const campaign_state *st = &p->st;
    memset(d, 0, sizeof *d);
    d->army = CAMPAIGN_NO_ARMY;
    int mi = main_army(st, p->seat);
    switch (p->hook.asked(p->hook.ctx)) {
    case CAMPAIGN_ASK_DOWNTIME:
        if (st->turn == 1 && p->n_recruits > 0 && mi >= 0) {
            d->kind = CAMPAIGN_DECIDE_RECRUIT;
            snprintf(d->name, sizeof d->name, "%s", p->recruits[--p->n_recruits]);
            d->army = st->forces.armies[mi].id;
            if (p->seat == 1) /* a unit of Bob's own making, not the library's */
                d->def = (esc_unit_def){.name = "Militia", .health = 2, .range = 1, .power = 1, .move = 1};
        } else
            d->kind = CAMPAIGN_DECIDE_DOWNTIME_DONE;
        return true;
    case CAMPAIGN_ASK_ORDERS: {
        d->kind = CAMPAIGN_DECIDE_ORDERS;
        if (mi < 0)
            return true; /* whatever is left defends */
        const campaign_army *a = &st->forces.armies[mi];
        int step = road(st->start[p->seat], st->turn);
        d->orders[d->n_orders++] = step >= 0 && campaign_map_adjacent(st->map, a->loc, step)
                                       ? campaign_order_move(a->id, step)
                                       : campaign_order_defend(a->id);
        return true;
    }
    case CAMPAIGN_ASK_STANDOFFS:
        d->kind = CAMPAIGN_DECIDE_STANDOFFS;
        for (int k = 0; k < st->res.n_standoffs; k++)
            if (st->res.standoffs[k].entrants >> p->seat & 1u)
                d->stand |= 1ull << st->res.standoffs[k].loc;
        return true;
    case CAMPAIGN_ASK_SQUAD: {
        d->kind = CAMPAIGN_DECIDE_SQUAD;
        const campaign_battle *b = &st->battles[st->current];
        const campaign_player *pl = &st->players[p->seat];
        int rp = 0, n = 0;
        for (int pass = 0; pass < 2; pass++) /* the Hero first, then the others */
            for (int i = 0; i < pl->n_units; i++) {
                const campaign_unit *u = &pl->units[i];
                int ai = campaign_forces_find(&st->forces, u->army);
                if (u->hero != (pass == 0) || ai < 0 || st->forces.armies[ai].loc != b->loc)
                    continue;
                int r = campaign_unit_rp(u);
                if (n < 6 && rp + r <= 18) {
                    d->squad |= 1u << i;
                    rp += r;
                    n++;
                }
            }
        /* the mirror holds what the core's own test needs: the armies there, the budget */
        assert_int_equal(campaign_test_squad(st, st->current, p->seat, d->squad), CAMPAIGN_SQUAD_OK);
        return true;
    }
    case CAMPAIGN_ASK_BONUS:
        d->kind = CAMPAIGN_DECIDE_BONUS;
        d->bonus = CAMPAIGN_BONUS_ASSAULT;
        assert_int_equal(campaign_test_bonus(st, st->current, p->seat, CAMPAIGN_BONUS_ASSAULT, CAMPAIGN_NO_UNIT),
                         CAMPAIGN_BONUS_OK);
        return true;
    case CAMPAIGN_ASK_BOARD: {
        campaign_remote_duel duel;
        p->hook.duel(p->hook.ctx, &duel);
        if (duel.n_legal == 0)
            return false;
        d->kind = CAMPAIGN_DECIDE_BOARD;
        int pick = (int)core_rng_below(&p->rng, (uint32_t)duel.n_legal);
        for (int i = 0; i < duel.n_legal && core_rng_below(&p->rng, 10) < 3; i++)
            if (strncmp(duel.legal[i], "end", 3) == 0)
                pick = i;
        snprintf(d->board, sizeof d->board, "%s", duel.legal[pick]);
        p->board_moves++;
        /* Every other move through the battle screen's hook: the match the
         * duel's mirror holds is the server's (the same legal action reads). */
        board_match m;
        board_remote bh;
        assert_true(p->hook.board(p->hook.ctx, &m, &bh));
        assert_int_equal(bh.side, duel.side);
        assert_int_equal(m.game.active, duel.active);
        bool via_board = p->board_moves % 2 == 0;
        if (via_board) {
            esc_action a;
            assert_true(esc_action_parse(&m.game, d->board, &a));
            assert_true(bh.send(bh.ctx, &m.game, &a));
        }
        board_match_free(&m);
        return !via_board;
    }
    case CAMPAIGN_ASK_RETREAT: {
        d->kind = CAMPAIGN_DECIDE_RETREAT;
        uint64_t o = p->hook.retreat_options(p->hook.ctx);
        for (int l = 0; l < 64; l++)
            if (o >> l & 1u) {
                d->loc = l;
                break;
            }
        return true;
    }
    default:
        return false;
    }
}

/* Reads until neither seat is sent anything for a while. */
static void settle(player *a, player *b)
{
    for (int quiet = 0; quiet < 60;) {
        int before = a->frames + b->frames;
        pump(a);
        pump(b);
        quiet = a->frames + b->frames == before ? quiet + 1 : 0;
        online_test_sleep_ms(2);
    }
}

/* Cuts the seat's link and waits for it back, the hook telling the drop meanwhile. */
static void cut_and_back(player *p)
{
    int links = p->hook.links(p->hook.ctx);
    online_conn_cut(p->conn);
    bool told = false;
    for (int w = 0; w < 10000 && p->hook.links(p->hook.ctx) == links; w += 5) {
        pump(p);
        campaign_remote_status s;
        p->hook.status(p->hook.ctx, &s);
        if (s.down) {
            assert_non_null(strstr(s.line, "Connection lost"));
            told = true;
        }
        online_test_sleep_ms(5);
    }
    assert_true(told);
    assert_true(p->hook.links(p->hook.ctx) > links);
    for (int w = 0; w < 5000 && online_conn_state(p->conn) != ONLINE_CONNECTED; w += 5)
        online_test_sleep_ms(5);
}

static void test_a_turn_with_a_battle(void **state)
{
    (void)state;
    online_host *h = online_test_start_host("online-campaign-store");
    static player alice = {.name = "Alice", .seat = 0, .recruits = {"Footman", "Recruit"}, .n_recruits = 2},
                  bob = {.name = "Bob", .seat = 1, .recruits = {"Recruit"}, .n_recruits = 1};
    alice.conn = online_test_welcomed(h, "Alice");
    bob.conn = online_test_welcomed(h, "Bob");
    char game[16];
    online_test_two_seats(alice.conn, "{\"type\":\"create\",\"kind\":\"campaign\",\"map\":\"three-crowns\","
                                      "\"seed\":\"5\",\"turn_limit\":6,"
                                      "\"seats\":[{\"player\":\"me\"},{\"player\":\"open\"}]}",
                          bob.conn, game);
    player *all[2] = {&alice, &bob};
    for (int i = 0; i < 2; i++) {
        all[i]->oc = online_campaign_new(all[i]->conn, game, all[i]->seat);
        assert_non_null(all[i]->oc);
        online_campaign_hook(all[i]->oc, &all[i]->hook);
        all[i]->st.map = &online_campaign_mirror(all[i]->oc)->map;
        core_rng_seed(&all[i]->rng, 11u + (unsigned)i);
    }
    /* The view before the join is open; Bob's join sends both the started game. */
    for (int w = 0; w < 5000 && !(online_campaign_ready(alice.oc) && online_campaign_ready(bob.oc)); w += 5) {
        pump(&alice);
        pump(&bob);
        online_test_sleep_ms(5);
    }
    assert_true(online_campaign_ready(alice.oc));
    assert_true(online_campaign_ready(bob.oc));
    bool cut_orders = false, cut_duel = false, battle = false;
    int complete_seen = 0;
    for (int step = 0; step < 3000 && alice.st.turn < 4; step++) {
        settle(&alice, &bob);
        /* the other player's units as stand-ins, as many as the view counts */
        for (int i = 0; i < 2; i++) {
            const online_ca_mirror *m = online_campaign_mirror(all[i]->oc);
            const campaign_player *other = &m->st.players[1 - all[i]->seat];
            for (int u = 0; u < other->n_units; u++)
                assert_string_equal(other->units[u].base.name, "?");
            assert_int_equal(other->gold, 0);
            assert_int_equal(m->n_units_hidden, other->n_units);
        }
        /* Alice's link cut after her second orders, Bob's not given yet. */
        if (!cut_orders && alice.st.turn == 2 && alice.st.phase == CAMPAIGN_PHASE_ORDERS &&
            alice.hook.asked(alice.hook.ctx) == CAMPAIGN_ASK_NONE) {
            assert_false(alice.hook.ready(alice.hook.ctx, 1)); /* she waits for Bob */
            campaign_remote_status s;
            alice.hook.status(alice.hook.ctx, &s);
            assert_non_null(strstr(s.line, "Bob"));
            assert_true(alice.st.n_orders > 0); /* her own orders, as the server holds them */
            cut_and_back(&alice);
            cut_orders = true;
        }
        campaign_remote_duel duel;
        alice.hook.duel(alice.hook.ctx, &duel);
        if (duel.on) {
            battle = true;
            /* the duel's match mirror: built, and once the dice are cast the
             * server's match exactly (a stand-in seed gives the same draws) */
            for (int i = 0; i < 2; i++) {
                const online_ca_board *bd = online_campaign_board(all[i]->oc);
                assert_true(online_ca_board_ready(bd));
                if (online_ca_board_record(bd)->n_actions > 0 && online_campaign_mirror(all[i]->oc)->duel_active >= 0 &&
                    online_ca_board_complete(bd))
                    complete_seen++;
            }
            assert_int_equal(duel.battle, alice.st.current);
            assert_int_equal(alice.st.battles[duel.battle].loc, HEARTWOOD);
            if (!cut_duel && alice.board_moves >= 2 && duel.side == duel.active && !duel.over) {
                cut_and_back(&alice);
                settle(&alice, &bob);
                campaign_remote_duel again;
                alice.hook.duel(alice.hook.ctx, &again);
                assert_true(again.on);
                assert_int_equal(again.active, duel.active); /* at the exact point: hers to act */
                cut_duel = true;
            }
        }
        /* Alice's first Downtime all at once, faster than the server answers:
         * the decisions go one after another, each on the view it follows */
        if (alice.n_recruits == 2 && alice.hook.asked(alice.hook.ctx) == CAMPAIGN_ASK_DOWNTIME) {
            for (int k = 0; k < 3; k++) {
                campaign_decision d;
                assert_true(decide(&alice, &d));
                assert_true(alice.hook.send(alice.hook.ctx, &d));
            }
            settle(&alice, &bob);
            const campaign_player *me = &online_campaign_mirror(alice.oc)->st.players[0];
            assert_int_equal(me->n_units, 3); /* her Hero and both recruits */
            assert_int_equal(alice.hook.asked(alice.hook.ctx), CAMPAIGN_ASK_NONE);
        }
        bool acted = false;
        for (int i = 0; i < 2 && !acted; i++) {
            if (cut_orders == false && i == 1 && alice.st.turn == 2 && alice.st.phase == CAMPAIGN_PHASE_ORDERS)
                continue; /* Bob waits for the cut */
            campaign_decision d;
            int moves = all[i]->board_moves;
            if (decide(all[i], &d)) {
                assert_true(all[i]->hook.send(all[i]->hook.ctx, &d));
                acted = true;
            }
            acted = acted || all[i]->board_moves != moves;
        }
        if (!acted)
            online_test_sleep_ms(20);
    }
    assert_int_equal(alice.st.turn, 4);
    assert_true(battle);
    assert_true(cut_orders);
    assert_true(cut_duel);
    assert_true(alice.board_moves > 0 && bob.board_moves > 0);
    assert_true(complete_seen > 0);
    /* the duel's end reached both boards: its last action came with the
     * duel as it ended (the view's last_duel) */
    for (int i = 0; i < 2; i++) {
        board_match m;
        const char *names[ESC_SIDES] = {"Alice", "Bob"};
        assert_true(online_ca_board_match((online_ca_board *)online_campaign_board(all[i]->oc), &m, names));
        assert_int_equal(m.game.phase, ESC_PHASE_OVER);
        board_match_free(&m);
    }
    /* Bob's own unit is in his roster as he made it */
    bool militia = false;
    const campaign_player *bp = &online_campaign_mirror(bob.oc)->st.players[1];
    for (int u = 0; u < bp->n_units; u++)
        militia = militia || strcmp(bp->units[u].base.name, "Militia") == 0;
    assert_true(militia);
    /* the battle's result is public: both mirrors say who won it */
    assert_int_equal(alice.st.phase, CAMPAIGN_PHASE_DOWNTIME);
    print_message("turn %d: Alice %d frames, %d moves; Bob %d frames, %d moves\n", alice.st.turn, alice.frames,
                  alice.board_moves, bob.frames, bob.board_moves);
    for (int i = 0; i < 2; i++) {
        online_campaign_free(all[i]->oc);
        online_conn_close(all[i]->conn);
    }
    online_host_stop(h);
}

/* ---- on the Campaign screen ---- */

typedef struct screen_player {
    player p;
    app a;
    bool open;
    int cover_seen, wait_seen, reveal_seen, board_seen, board_moves;
    bool looked_board, looked_over;
    int phase5_seen;
} screen_player;

static const esc_unit_def *library_unit(app *a, const char *name)
{
    const campaign_content *k = campaign_content_get(a);
    for (int i = 0; k && i < k->library.n_units; i++)
        if (strcmp(k->library.units[i].name, name) == 0)
            return &k->library.units[i];
    return NULL;
}

/* The screen's own update and a frame drawn, after the messages came. */
static void screen_pump(screen_player *sp)
{
    pump(&sp->p);
    if (!sp->open && online_campaign_ready(sp->p.oc)) {
        assert_true(online_campaign_open(sp->p.oc, &sp->a));
        assert_true(online_campaign_on_screen(sp->p.oc));
        sp->a.prefs.anim_speed = DATA_ANIM_INSTANT;
        sp->open = true;
    }
    if (!sp->open)
        return;
    const scene *top = app_scene_top(&sp->a);
    if (top == &board_battle_scene)
        board_battle_scene.update(&sp->a, board_battle_current(&sp->a), 0.5f, true);
    else if (top == &campaign_play_scene)
        campaign_play_scene.update(&sp->a, campaign_current(&sp->a), 0.5f, true);
    app_draw(&sp->a);
}

/* One decision on the screen as its panel makes it; false when none is due. */
static bool screen_act(screen_player *sp)
{
    app *a = &sp->a;
    if (app_scene_top(a) == &board_battle_scene) {
        board_battle *bb = board_battle_current(a);
        sp->board_seen++;
        const esc_game *g = &bb->match.game;
        char name[80];
        if (g->phase == ESC_PHASE_OVER) {
            if (!sp->looked_over) { /* the duel's end reached this board: its result shows */
                snprintf(name, sizeof name, "online-campaign-board-over-%s", sp->p.name);
                client_look(a, name);
                sp->looked_over = true;
            }
            app_scene_pop(a, NULL); /* the result read: back to the campaign */
            return true;
        }
        if (!sp->looked_board && g->phase == ESC_PHASE_BATTLE) {
            snprintf(name, sizeof name, "online-campaign-board-%s", sp->p.name);
            client_look(a, name);
            sp->looked_board = true;
        }
        if (g->active != bb->remote.side || bb->remote_pending)
            return false;
        static esc_action acts[ESC_MAX_ACTIONS];
        int n = esc_game_legal_actions(g, acts, ESC_MAX_ACTIONS);
        if (n <= 0)
            return false;
        int pick = (int)core_rng_below(&sp->p.rng, (uint32_t)n);
        for (int i = 0; i < n && core_rng_below(&sp->p.rng, 10) < 2; i++)
            if (acts[i].kind == ESC_ACT_END_TURN)
                pick = i;
        battle_play(a, &acts[pick]);
        sp->board_moves++;
        return bb->remote_pending;
    }
    campaign_screen *c = campaign_current(a);
    if (c == NULL || app_scene_top(a) != &campaign_play_scene)
        return false;
    int seat = sp->p.seat;
    if (c->cover)
        sp->cover_seen++;
    const campaign_state *st = &c->st;
    switch (c->step) {
    case CSTEP_DOWNTIME:
        if (st->turn == 1 && sp->p.n_recruits > 0) {
            const esc_unit_def *def = library_unit(a, sp->p.recruits[--sp->p.n_recruits]);
            assert_non_null(def);
            int mi = main_army(st, seat);
            assert_int_equal(campaign_rec_recruit(&c->record, &c->st, seat, def, st->forces.armies[mi].id),
                             CAMPAIGN_DT_OK);
        }
        c->done[seat] = true;
        campaign_advance(a, c);
        return true;
    case CSTEP_ORDERS: {
        if (seat == 0 && st->turn == 1) {
            client_draw_at(a, "online-campaign-orders", 1024, 640); /* her own panel: Ready, no hand-over */
            assert_true(client_was_drawn(_("Ready (Enter)")));
            assert_false(client_was_drawn(_("Ready (hand over)")));
        }
        int mi = main_army(st, seat);
        if (mi >= 0) {
            const campaign_army *ar = &st->forces.armies[mi];
            int step = road(st->start[seat], st->turn);
            campaign_order o = step >= 0 && campaign_map_adjacent(st->map, ar->loc, step)
                                   ? campaign_order_move(ar->id, step)
                                   : campaign_order_defend(ar->id);
            assert_true(campaign_give_order(c, seat, o));
        }
        c->done[seat] = true;
        campaign_advance(a, c);
        return true;
    }
    case CSTEP_STANDOFF:
        assert_int_equal(campaign_rec_choose_standoff(&c->record, &c->st, seat, c->loc, true), CAMPAIGN_CHOICE_OK);
        campaign_advance(a, c);
        return true;
    case CSTEP_SQUAD: {
        sp->p.st = c->st; /* the squad chosen as the hook-level players do */
        campaign_decision d;
        assert_true(decide(&sp->p, &d));
        assert_int_equal(campaign_rec_set_squad(&c->record, &c->st, c->battle, seat, d.squad), CAMPAIGN_SQUAD_OK);
        campaign_advance(a, c);
        return true;
    }
    case CSTEP_BONUS:
        assert_int_equal(campaign_rec_set_bonus(&c->record, &c->st, c->battle, seat, CAMPAIGN_BONUS_ASSAULT, false,
                                                false, CAMPAIGN_NO_UNIT),
                         CAMPAIGN_BONUS_OK);
        campaign_advance(a, c);
        return true;
    case CSTEP_RETREAT: {
        uint64_t o = campaign_retreat_options(&c->st, c->battle);
        for (int l = 0; l < 64; l++)
            if (o >> l & 1u) {
                assert_true(campaign_rec_set_retreat(&c->record, &c->st, c->battle, l));
                break;
            }
        campaign_advance(a, c);
        return true;
    }
    case CSTEP_REVEAL:
        sp->reveal_seen++;
        c->anim_t = campaign_reveal_total(c);
        campaign_advance(a, c); /* Continue */
        return true;
    case CSTEP_PHASE5:
        if (sp->phase5_seen++ == 1 && seat == 0)
            client_look(a, "online-campaign-phase5");
        campaign_advance(a, c); /* Continue */
        return true;
    case CSTEP_WAIT:
        sp->wait_seen++;
        return false;
    default:
        return false;
    }
}

static void test_on_the_campaign_screen(void **state)
{
    (void)state;
    online_host *h = online_test_start_host("online-campaign-store");
    static screen_player alice = {.p = {.name = "Alice", .seat = 0, .recruits = {"Footman", "Recruit"}, .n_recruits = 2}},
                         bob = {.p = {.name = "Bob", .seat = 1, .recruits = {"Recruit"}, .n_recruits = 1}},
                         eve = {.p = {.name = "Eve", .seat = -1}};
    screen_player *all[3] = {&alice, &bob, &eve};
    for (int i = 0; i < 3; i++) {
        all[i]->p.conn = online_test_connect(h, all[i]->p.name);
        cJSON_Delete(online_test_wait_for(all[i]->p.conn, "welcome"));
        assert_true(front_init_offscreen(&all[i]->a, 1024, 640));
        core_rng_seed(&all[i]->p.rng, 21u + (unsigned)i);
    }
    char game[16];
    online_test_two_seats(alice.p.conn, "{\"type\":\"create\",\"kind\":\"campaign\",\"map\":\"three-crowns\","
                                        "\"seed\":\"5\",\"turn_limit\":4,"
                                        "\"seats\":[{\"player\":\"me\"},{\"player\":\"open\"}]}",
                          bob.p.conn, game);
    char *watch = online_msg_watch(game);
    assert_true(online_conn_send(eve.p.conn, watch));
    free(watch);
    for (int i = 0; i < 3; i++) {
        all[i]->p.oc = online_campaign_new(all[i]->p.conn, game, all[i]->p.seat);
        online_campaign_hook(all[i]->p.oc, &all[i]->p.hook);
        all[i]->p.st.map = &online_campaign_mirror(all[i]->p.oc)->map;
    }
    bool looked_wait = false, cut = false;
    for (int t = 0; t < 4000; t++) {
        for (int i = 0; i < 3; i++)
            screen_pump(all[i]);
        if (!alice.open || !bob.open || !eve.open) {
            online_test_sleep_ms(5);
            continue;
        }
        campaign_screen *ca = campaign_current(&alice.a), *cb = campaign_current(&bob.a);
        if (ca->step == CSTEP_OVER && cb->step == CSTEP_OVER && app_scene_top(&alice.a) == &campaign_play_scene &&
            app_scene_top(&bob.a) == &campaign_play_scene)
            break; /* the campaign over (4 turns): the final table on both screens */
        /* Alice waits for Bob's first orders: her panel says so, by name */
        if (!looked_wait && ca->step == CSTEP_WAIT && ca->st.phase == CAMPAIGN_PHASE_ORDERS &&
            app_scene_top(&alice.a) == &campaign_play_scene) {
            client_draw_at(&alice.a, "online-campaign-alice-waits", 1024, 640);
            assert_true(client_was_drawn(_("Waiting for the other players")));
            assert_true(client_was_drawn_wrapped(ca->online.line));
            assert_non_null(strstr(ca->online.line, "Bob"));
            client_look(&alice.a, "online-campaign-alice-waits");
            client_draw_at(&alice.a, "online-campaign-alice-waits", 800, 560); /* the smallest window too */
            client_draw_at(&alice.a, "online-campaign-alice-waits", 1280, 800);
            looked_wait = true;
        }
        /* Turn 2: Alice's link cut while she waits; the strip says so, then she is back */
        if (!cut && ca->st.turn == 2 && ca->step == CSTEP_WAIT && app_scene_top(&alice.a) == &campaign_play_scene) {
            int links = ca->online.remote.links(ca->online.remote.ctx);
            online_conn_cut(alice.p.conn);
            bool told = false;
            for (int w = 0; w < 10000 && ca->online.remote.links(ca->online.remote.ctx) == links; w += 5) {
                screen_pump(&alice);
                if (!told && ca->online.down) {
                    client_draw_at(&alice.a, "online-campaign-alice-cut", 800, 560);
                    assert_true(client_was_drawn(ca->online.line));
                    client_draw_at(&alice.a, "online-campaign-alice-cut", 1024, 640);
                    told = true;
                }
                online_test_sleep_ms(5);
            }
            assert_true(told);
            cut = true;
        }
        bool acted = false;
        for (int i = 0; i < 3 && !acted; i++)
            acted = screen_act(all[i]);
        if (!acted)
            online_test_sleep_ms(10);
    }
    campaign_screen *ca = campaign_current(&alice.a), *cb = campaign_current(&bob.a);
    assert_int_equal(ca->st.phase, CAMPAIGN_PHASE_OVER);
    assert_int_equal(cb->st.phase, CAMPAIGN_PHASE_OVER);
    assert_int_equal(ca->st.winners, cb->st.winners); /* the same result told to both */
    assert_true(ca->st.winners != 0);
    client_draw_at(&alice.a, "online-campaign-final", 1024, 640);
    /* Once over nothing is hidden: each seat and the watcher keep the whole
     * campaign among their replays, and it replays (every decision, every
     * duel) to the end the server reached. */
    for (int i = 0; i < 3; i++) {
        for (int w = 0; w < 3000 && online_campaign_kept(all[i]->p.oc) == NULL; w += 5) {
            screen_pump(all[i]);
            online_test_sleep_ms(5);
        }
        const char *kept = online_campaign_kept(all[i]->p.oc);
        assert_non_null(kept);
        data_replay rep;
        data_error err;
        if (!data_replay_load(kept, NULL, &rep, &err))
            fail_msg("%s's replay: %s", all[i]->p.name, err.message);
        data_replay_free(&rep);
    }
    char winner[120];
    snprintf(winner, sizeof winner, _("%s (winner)"), campaign_seat_label(ca->st.winners & 1 ? 0 : 1));
    assert_true(client_was_drawn_wrapped(winner) || strstr(client_drawn_texts(), winner) != NULL);
    assert_true(looked_wait);
    assert_true(cut);
    for (int i = 0; i < 2; i++) {
        assert_int_equal(all[i]->cover_seen, 0); /* one person at each screen: never a cover */
        assert_true(all[i]->wait_seen > 0);
        /* each turn's orders revealed, those the server resolved at once too */
        assert_true(all[i]->reveal_seen >= 3);
        assert_true(all[i]->board_seen > 0);
        assert_true(all[i]->looked_over);
        assert_true(all[i]->phase5_seen >= 2); /* each turn's end told in public, as offline */
    }
    assert_true(alice.board_moves > 0 && bob.board_moves > 0);
    /* the watcher: never asked anything, never a cover, the duel shown on its board */
    assert_int_equal(eve.cover_seen, 0);
    assert_int_equal(eve.board_moves, 0);
    assert_true(eve.board_seen > 0);
    assert_true(eve.reveal_seen > 0);
    /* the event log tells the battle and its winner */
    bool battle_told = false;
    for (int i = 0; i < ca->events.n; i++)
        battle_told = battle_told || (strstr(ca->events.items[i].text, "battle at Heartwood") != NULL);
    assert_true(battle_told);
    /* each recruit told to its own seat only, as offline */
    int recruits_told = 0;
    for (int i = 0; i < ca->events.n; i++)
        if (strstr(ca->events.items[i].text, "Recruited") != NULL) {
            assert_true(ca->events.items[i].visible == evlog_seat_bit(0));
            recruits_told++;
        }
    assert_true(recruits_told > 0);
    client_look(&alice.a, "online-campaign-alice");
    client_look(&bob.a, "online-campaign-bob");
    print_message("screens: Alice %d board moves, Bob %d\n", alice.board_moves, bob.board_moves);
    for (int i = 0; i < 3; i++) {
        app_free(&all[i]->a);
        online_campaign_free(all[i]->p.oc);
        online_conn_close(all[i]->p.conn);
    }
    online_host_stop(h);
}

int main(void)
{
    /* the replays kept go under the test's folder, not the user's */
    online_test_home("online-campaign-home");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_turn_with_a_battle),
        cmocka_unit_test(test_on_the_campaign_screen),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
