/*
 * TRTS online (issue 39): against the real server library in-process over
 * loopback, two clients play a TRTS duel to its end through the client's
 * remote seat (front/online_trts.h): each seat's views made into its
 * trts_state, the computer player's choice on that state sent as the seat's
 * action, which the server must find legal (the state the seat is shown is
 * the one the server judges by, pieces named by their labels). Alice's link is
 * cut in the middle of her turn: it comes back with her token, her state is the
 * same, the hook said the drop in words meanwhile, and she plays on. Every
 * frame to a seat and to a watcher holds only what it may see: no other
 * team's hidden piece, private figure or label, no piece index, and each
 * seat's state never shows another team's bank; and once the game is over its
 * record, replayed here, shows every state a seat was shown to be that seat's
 * trts_view of some position of the game (the watcher's, every team's laid
 * over the others).
 *
 * Then the same on the TRTS game screen itself (trts_play_scene with the
 * front's remote hook): two screens play a duel to its end, each order given
 * through the screen (trts_play_act; a Micro drag's Activate and Move, the
 * second sent once the first is answered), each state the server sends shown
 * with its events in the log; never a pass-the-screen cover, the seat's own
 * view always; the strip over the map says whose turn it is and, when Bob's
 * link is cut, that he is not connected; the screen closed (Back to the lobby)
 * and opened again keeps its event log; nothing saved or undone here.
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

#include "client_test_util.h"
#include "front/front.h"
#include "front/online_trts.h"
#include "online/conn.h"
#include "online/host.h"
#include "online_test_util.h"
#include "online/proto.h"
#include "skirmish/ai/trts.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/trts_files.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"

/* What a state shows, as text that names no piece by index or label: each
 * piece seen (owner, kind, type, area, HP, shields, public, finished), each
 * player's bank, the round, phase, player to act and markers. */
#define SIG_MAX 64000
static void signature(const trts_state *s, char *out)
{
    static char rows[TRTS_MAX_PIECES][64];
    int n = 0;
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (p->alive)
            snprintf(rows[n++], sizeof rows[0], "%d%c%d@%d:%d/%d%s%s", p->owner, p->building ? 'b' : 'u', p->type,
                     p->area, p->hp, p->shields, p->public_ ? "p" : "", p->finished ? "f" : "");
    }
    qsort(rows, (size_t)n, sizeof rows[0], (int (*)(const void *, const void *))strcmp);
    size_t len = (size_t)snprintf(out, SIG_MAX, "r%d ph%d c%d |", s->round, s->phase, s->current);
    for (int p = 0; p < s->n_players; p++)
        len += (size_t)snprintf(out + len, SIG_MAX - len, "m%d g%d ", s->players[p].minerals, s->players[p].gas);
    for (int a = 0; a < s->map->n_areas; a++)
        len += (size_t)snprintf(out + len, SIG_MAX - len, "%d,", s->markers[a]);
    for (int i = 0; i < n && len < SIG_MAX - 70; i++)
        len += (size_t)snprintf(out + len, SIG_MAX - len, " %s", rows[i]);
}

typedef struct player {
    online_conn *conn;
    online_trts *ot;
    int seat;
    int team;                  /* from the first view */
    int views;
    int refusals;
    /* each state the seat was shown while the game ran (signature) */
    char **shown;
    int n_shown;
    cJSON *record;             /* the over view's record */
} player;

/* A frame to `seat` (-1 a watcher) holds only what it may see (docs/protocol.md
 * "What each seat sees"), unless the game is over. */
static void check_frame(const cJSON *v, int seat)
{
    const char *status = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(v, "status"));
    const cJSON *players = cJSON_GetObjectItemCaseSensitive(v, "players");
    if (!cJSON_IsArray(players) || (status && strcmp(status, "over") == 0))
        return;
    int team = -1;
    if (seat >= 0)
        team = cJSON_GetObjectItemCaseSensitive(cJSON_GetArrayItem(players, seat), "team")->valueint;
    const char *private_player[] = {"minerals", "gas", "gas_workers", "researching", "supply", "made", "lost"};
    const cJSON *p;
    cJSON_ArrayForEach(p, players)
    {
        bool ours = team >= 0 && cJSON_GetObjectItemCaseSensitive(p, "team")->valueint == team;
        for (size_t k = 0; !ours && k < sizeof private_player / sizeof *private_player; k++)
            assert_null(cJSON_GetObjectItemCaseSensitive(p, private_player[k]));
    }
    const char *private_piece[] = {"mp", "busy", "due", "making"};
    cJSON_ArrayForEach(p, cJSON_GetObjectItemCaseSensitive(v, "pieces"))
    {
        int owner = cJSON_GetObjectItemCaseSensitive(p, "owner")->valueint;
        bool ours = team >= 0 && cJSON_GetObjectItemCaseSensitive(cJSON_GetArrayItem(players, owner), "team")->valueint == team;
        const char *id = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(p, "id"));
        assert_non_null(id);
        assert_null(cJSON_GetObjectItemCaseSensitive(p, "index"));
        if (ours)
            continue;
        assert_true(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(p, "public"))); /* no hidden piece of theirs */
        assert_non_null(strstr(id, ".s"));                                          /* known by the number it was seen by */
        for (size_t k = 0; k < sizeof private_piece / sizeof *private_piece; k++)
            assert_null(cJSON_GetObjectItemCaseSensitive(p, private_piece[k]));
    }
    if (seat < 0) {
        assert_null(cJSON_GetObjectItemCaseSensitive(v, "last"));
        assert_null(cJSON_GetObjectItemCaseSensitive(v, "legal"));
    }
}

static void pump(player *p)
{
    cJSON *j;
    while ((j = online_test_next(p->conn)) != NULL) {
        if (strcmp(online_msg_type(j), "view") == 0) {
            check_frame(j, p->seat);
            p->views++;
        }
        if (strcmp(online_msg_type(j), "error") == 0)
            p->refusals++;
        int seq = online_trts_seq(p->ot);
        online_trts_take(p->ot, j);
        const trts_state *now = online_trts_state(p->ot);
        if (online_trts_ready(p->ot) && online_trts_seq(p->ot) != seq && now->phase != TRTS_PHASE_OVER) {
            p->shown = realloc(p->shown, (size_t)(p->n_shown + 1) * sizeof *p->shown);
            p->shown[p->n_shown] = malloc(SIG_MAX);
            signature(now, p->shown[p->n_shown++]);
        }
        const cJSON *record = cJSON_GetObjectItemCaseSensitive(j, "record");
        if (record && p->record == NULL)
            p->record = cJSON_Duplicate(record, true);
        cJSON_Delete(j);
    }
}

static bool same_action(const trts_action *x, const trts_action *y)
{
    return x->kind == y->kind && x->a == y->a && x->b == y->b && x->c == y->c &&
           memcmp(&x->units, &y->units, sizeof x->units) == 0;
}

/* The seat's move, when it is to act and nothing is in flight: the computer
 * player's first action on the seat's own state, which the server must take
 * (no refusal in the whole game); returns whether one was sent. */
static int planned, planned_legal;
static unsigned phases_seen; /* the phases a seat acted in (bit per trts_phase) */
static bool play_one(player *p, trts_remote *hook)
{
    const trts_state *s = online_trts_state(p->ot);
    if (!online_trts_ready(p->ot) || s->phase == TRTS_PHASE_OVER || s->current != p->seat || hook->waiting(hook->ctx))
        return false;
    static trts_action plan[TRTS_AI_PLAN_MAX], legal[2048];
    int n = trts_ai_plan_view(s, p->seat, plan, TRTS_AI_PLAN_MAX);
    int nl = online_trts_legal(p->ot, legal, 2048);
    if (nl == 0)
        return false; /* the view with `legal` is on its way */
    /* the seat's state holds what the rules test: every action the server
     * lists as legal is legal on it too (a combat retreat, a target at the
     * step's range, a worker's one construction a round) */
    phases_seen |= 1u << s->phase;
    for (int i = 0; i < nl; i++) {
        trts_action l = legal[i];
        l.player = (int8_t)p->seat;
        if (trts_test(s, &l) != TRTS_OK)
            fail_msg("round %d phase %d: legal on the server, refused on the seat's state: kind %d (%s)", s->round,
                     s->phase, l.kind, trts_why_text(trts_test(s, &l)));
    }
    /* the computer's choice, as the seat's screen would give it: the server
     * must take it (the view's `legal` lists only some of Micro's groups) */
    trts_action pick = n > 0 ? plan[0] : legal[nl - 1];
    if (n > 0) {
        planned++;
        for (int i = 0; i < nl; i++)
            planned_legal += same_action(&plan[0], &legal[i]);
    }
    /* the state knows what the rules test: the pick is legal on it too */
    trts_action a = pick;
    a.player = (int8_t)p->seat;
    assert_int_equal(trts_test(s, &a), TRTS_OK);
    assert_true(hook->send(hook->ctx, &a));
    return true;
}

/* Every state a seat was shown is what the rules let it see at some point of
 * the game: the record told at the end replayed here, each position's
 * trts_view for that seat (for a watcher every team's laid over the
 * others, as the server does), and each shown state found among them. */
static void check_only_views(player *p, const trts_rules *rules)
{
    assert_non_null(p->record);
    static trts_map map;
    char path[4200];
    snprintf(path, sizeof path, "%s/maps/trts/twin-ridge.json", getenv("SKIRMISH_SOURCE_DIR"));
    data_error err;
    assert_true(data_trts_map_load(path, &map, &err));
    assert_true(trts_map_set_length(&map, 12));
    trts_setup setup = {.type = TRTS_DUEL, .n_players = 2, .factions = {TRTS_DIRECTORATE, TRTS_MYRIAD}};
    setup.seed = strtoull(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(p->record, "seed")), NULL, 10);
    static trts_state s, v, w;
    assert_true(trts_state_init(&s, &map, rules, &setup));
    const cJSON *acts = cJSON_GetObjectItemCaseSensitive(p->record, "actions");
    int n = cJSON_GetArraySize(acts);
    char **views = calloc((size_t)n + 1, sizeof *views);
    for (int k = 0; k <= n; k++) {
        if (p->seat >= 0) {
            trts_view(&s, p->seat, &v);
        } else {
            trts_view(&s, 1, &w); /* the watchers: each team's secrets gone */
            trts_view(&w, 0, &v);
        }
        views[k] = malloc(SIG_MAX);
        signature(&v, views[k]);
        if (k == n)
            break;
        const cJSON *a = cJSON_GetArrayItem(acts, k);
        trts_action act = trts_action_make(cJSON_GetArrayItem(a, 0)->valueint, cJSON_GetArrayItem(a, 1)->valueint,
                                           cJSON_GetArrayItem(a, 2)->valueint, cJSON_GetArrayItem(a, 3)->valueint,
                                           cJSON_GetArrayItem(a, 4)->valueint);
        for (int u = 5; u < cJSON_GetArraySize(a); u++)
            trts_set_add(&act.units, cJSON_GetArrayItem(a, u)->valueint);
        assert_int_equal(trts_apply(&s, &act), TRTS_OK);
    }
    assert_int_equal(s.phase, TRTS_PHASE_OVER);
    assert_true(p->n_shown > 10);
    for (int i = 0; i < p->n_shown; i++) {
        bool found = false;
        for (int k = 0; k <= n && !found; k++)
            found = strcmp(p->shown[i], views[k]) == 0;
        if (!found)
            fail_msg("seat %d, state %d shown: not what the rules let it see at any point:\n%.600s", p->seat, i,
                     p->shown[i]);
    }
    for (int k = 0; k <= n; k++)
        free(views[k]);
    free(views);
    print_message("seat %d: %d states shown, each a view the rules allow, %d actions replayed\n", p->seat, p->n_shown, n);
}

static void test_two_clients_play_a_duel(void **state)
{
    (void)state;
    static trts_rules rules;
    char dir[4200];
    snprintf(dir, sizeof dir, "%s/assets/trts", getenv("SKIRMISH_SOURCE_DIR"));
    data_error err;
    assert_true(data_trts_rules_load(dir, &rules, &err));
    online_host *h = online_test_start_host("online-trts-store");
    static player alice = {.seat = 0}, bob = {.seat = 1}, eve = {.seat = -1};
    alice.conn = online_test_welcomed(h, "Alice");
    bob.conn = online_test_welcomed(h, "Bob");
    eve.conn = online_test_welcomed(h, "Eve");
    char game[16];
    online_test_two_seats(alice.conn, "{\"type\":\"create\",\"kind\":\"trts\",\"map\":\"twin-ridge\",\"rounds\":12,"
                                      "\"seed\":\"11\",\"seats\":[{\"player\":\"me\",\"faction\":\"directorate\"},"
                                      "{\"player\":\"open\",\"faction\":\"myriad\"}]}",
                          bob.conn, game);
    char *watch = online_msg_watch(game);
    assert_true(online_conn_send(eve.conn, watch));
    free(watch);
    player *all[3] = {&alice, &bob, &eve};
    static trts_remote hooks[3];
    for (int i = 0; i < 3; i++) {
        all[i]->ot = online_trts_new(all[i]->conn, game, all[i]->seat, &rules, getenv("SKIRMISH_SOURCE_DIR"));
        assert_non_null(all[i]->ot);
        online_trts_hook(all[i]->ot, &hooks[i]);
    }
    bool cut = false, said = false;
    int shown = 0, sent = 0;
    static trts_state next;
    for (int t = 0; t < 60000; t++) {
        for (int i = 0; i < 3; i++)
            pump(all[i]);
        /* the screen's side: every changed state handed once, in order */
        while (hooks[0].next(hooks[0].ctx, &next)) {
            assert_ptr_equal(next.rules, &rules);
            assert_int_equal(next.n_players, 2);
            shown++;
        }
        const trts_state *sa = online_trts_state(alice.ot), *sb = online_trts_state(bob.ot),
                         *se = online_trts_state(eve.ot);
        if (online_trts_ready(alice.ot) && sa->phase == TRTS_PHASE_OVER && sb->phase == TRTS_PHASE_OVER &&
            se->phase == TRTS_PHASE_OVER)
            break;
        /* what a seat's state holds of the other team: no bank, no hidden piece */
        if (online_trts_ready(alice.ot) && sa->phase != TRTS_PHASE_OVER) {
            assert_int_equal(sa->players[1].minerals, 0);
            assert_int_equal(sa->players[1].gas, 0);
            for (int i = 0; i < sa->n_pieces; i++)
                if (sa->pieces[i].alive && sa->pieces[i].owner == 1)
                    assert_true(sa->pieces[i].public_);
            for (int i = 0; se->phase != TRTS_PHASE_OVER && i < se->n_pieces; i++) /* once over all is shown */
                if (se->pieces[i].alive)
                    assert_true(se->pieces[i].public_);
        }
        /* Round 2's Micro, Alice to act: her link is cut; it comes back by itself. */
        if (!cut && online_trts_ready(alice.ot) && sa->round == 2 && sa->phase == TRTS_PHASE_MICRO &&
            sa->current == 0 && !hooks[0].waiting(hooks[0].ctx)) {
            static trts_state before;
            before = *sa;
            int seq = online_trts_seq(alice.ot);
            online_conn_cut(alice.conn);
            cut = true;
            for (int w = 0; w < 10000 && (online_conn_reconnects(alice.conn) == 0 ||
                                          online_conn_state(alice.conn) != ONLINE_CONNECTED);
                 w += 5) {
                pump(&alice);
                if (!said && online_conn_state(alice.conn) != ONLINE_CONNECTED) {
                    trts_remote_status st;
                    hooks[0].status(hooks[0].ctx, &st);
                    assert_true(st.down);
                    assert_non_null(strstr(st.line, "Connection lost"));
                    said = true;
                }
                online_test_sleep_ms(5);
            }
            assert_true(said);
            assert_int_equal(online_conn_state(alice.conn), ONLINE_CONNECTED);
            /* the seat resumed: a view again, the same position */
            int views = alice.views;
            for (int w = 0; w < 5000 && alice.views == views; w += 5) {
                pump(&alice);
                online_test_sleep_ms(5);
            }
            assert_true(alice.views > views);
            assert_int_equal(online_trts_seq(alice.ot), seq);
            assert_int_equal(online_trts_state(alice.ot)->round, before.round);
            assert_int_equal(online_trts_state(alice.ot)->current, 0);
            assert_memory_equal(online_trts_state(alice.ot)->pieces, before.pieces, sizeof before.pieces);
            trts_remote_status st;
            hooks[0].status(hooks[0].ctx, &st);
            assert_false(st.down);
        }
        bool moved = play_one(&alice, &hooks[0]) || play_one(&bob, &hooks[1]);
        sent += moved;
        if (!moved)
            online_test_sleep_ms(1);
    }
    const trts_state *sa = online_trts_state(alice.ot), *sb = online_trts_state(bob.ot);
    assert_int_equal(sa->phase, TRTS_PHASE_OVER);
    assert_int_equal(sb->phase, TRTS_PHASE_OVER);
    assert_true(cut);
    assert_true(shown > 10);
    /* both seats end on the same board: everything shown once over */
    assert_int_equal(sa->n_pieces > 0, true);
    assert_int_equal(sa->winner, sb->winner);
    assert_int_equal(sa->players[0].minerals, sb->players[0].minerals);
    assert_int_equal(sa->players[1].minerals, sb->players[1].minerals);
    /* the computer's choice on the seat's own state was the server's legal one */
    assert_true(planned > 0);
    print_message("%d actions sent, %d planned, %d of them in the view's legal list, %d states shown, %d refusals, "
                  "phases acted in 0x%x\n", sent, planned, planned_legal, shown, alice.refusals + bob.refusals, phases_seen);
    assert_int_equal(alice.refusals + bob.refusals, 0);
    /* the finished game kept among the replays by each, as offline: the over
     * view's record replays to the same end */
    for (int w = 0; w < 2000 && !(online_trts_kept(alice.ot) && online_trts_kept(eve.ot)); w += 5) {
        pump(&alice);
        pump(&eve);
        online_test_sleep_ms(5);
    }
    assert_true(online_trts_kept(alice.ot));
    assert_true(online_trts_kept(bob.ot));
    assert_true(online_trts_kept(eve.ot));
    check_only_views(&alice, &rules);
    check_only_views(&eve, &rules);
    for (int i = 0; i < 3; i++) {
        online_trts_free(all[i]->ot);
        online_conn_close(all[i]->conn);
        for (int k = 0; k < all[i]->n_shown; k++)
            free(all[i]->shown[k]);
        free(all[i]->shown);
        cJSON_Delete(all[i]->record);
    }
    online_host_stop(h);
}

/* One player's program: its connection, remote seat and the TRTS screen. */
typedef struct screen_player {
    player p;
    app a;
    bool on_screen;
} screen_player;

static void screen_pump(screen_player *sp)
{
    pump(&sp->p);
    if (!sp->on_screen && online_trts_ready(sp->p.ot)) {
        static trts_game_record rec;
        data_seat seats[TRTS_MAX_PLAYERS];
        assert_true(online_trts_record(sp->p.ot, &rec, seats));
        trts_remote hook;
        online_trts_hook(sp->p.ot, &hook);
        trts_play_args args = {.rec = &rec, .seats = seats, .remote = &hook};
        sp->a.prefs.anim_speed = DATA_ANIM_INSTANT;
        assert_true(app_scene_push(&sp->a, &trts_play_scene, &args));
        sp->on_screen = true;
    }
    if (sp->on_screen)
        trts_play_scene.update(&sp->a, trts_current(&sp->a), 0.5f, true);
}

/* The seat's order through the screen, when its input is open: the
 * computer's choice on the screen's own state; a Micro move by a drag. */
static bool screen_order(screen_player *sp)
{
    trts_screen *c = trts_current(&sp->a);
    if (c == NULL || !trts_play_human_input(c))
        return false;
    assert_false(c->cover);
    assert_int_equal(c->viewer, sp->p.seat);
    static trts_action plan[TRTS_AI_PLAN_MAX];
    int n = trts_ai_plan_view(&c->st, sp->p.seat, plan, TRTS_AI_PLAN_MAX);
    if (n == 0)
        return false;
    if (n > 1 && plan[0].kind == TRTS_ACT_ACTIVATE && plan[1].kind == TRTS_ACT_MOVE) {
        assert_true(trts_play_act(&sp->a, c, plan[0]));
        assert_true(trts_play_act(&sp->a, c, plan[1])); /* waits for the first's answer */
        return true;
    }
    return trts_play_act(&sp->a, c, plan[0]);
}

static void test_two_screens_play_a_duel(void **state)
{
    (void)state;
    online_host *h = online_test_start_host("online-trts-store");
    static screen_player alice = {.p = {.seat = 0}}, bob = {.p = {.seat = 1}};
    alice.p.conn = online_test_welcomed(h, "Alice");
    bob.p.conn = online_test_welcomed(h, "Bob");
    char game[16];
    online_test_two_seats(alice.p.conn, "{\"type\":\"create\",\"kind\":\"trts\",\"map\":\"twin-ridge\",\"rounds\":12,"
                                        "\"seats\":[{\"player\":\"me\",\"faction\":\"luminar\"},"
                                        "{\"player\":\"open\",\"faction\":\"directorate\"}]}",
                          bob.p.conn, game);
    screen_player *all[2] = {&alice, &bob};
    for (int i = 0; i < 2; i++) {
        assert_true(front_init_offscreen(&all[i]->a, 1024, 640));
        trts_content *k = trts_content_get(&all[i]->a);
        assert_true(k && k->rules_ok);
        all[i]->p.ot = online_trts_new(all[i]->p.conn, game, all[i]->p.seat, &k->rules, all[i]->a.assets.data_dir);
        assert_non_null(all[i]->p.ot);
    }
    bool cut = false, looked = false, reopened = false;
    for (int t = 0; t < 60000; t++) {
        screen_pump(&alice);
        screen_pump(&bob);
        trts_screen *ca = trts_current(&alice.a), *cb = trts_current(&bob.a);
        if (ca && cb && ca->st.phase == TRTS_PHASE_OVER && cb->st.phase == TRTS_PHASE_OVER)
            break;
        /* Round 2, Alice to act: Bob's link cut; Alice's strip says so */
        if (!cut && ca && ca->st.round == 2 && ca->st.current == 0 && trts_play_human_input(ca)) {
            online_conn_cut(bob.p.conn);
            cut = true;
            bool said = false;
            for (int w = 0; w < 5000 && !said; w += 5) {
                screen_pump(&alice);
                said = !ca->remote.connected(ca->remote.ctx, 1);
                online_test_sleep_ms(5);
            }
            assert_true(said);
            client_draw_at(&alice.a, "online-trts-alice-bob-away", 1024, 640);
            char away[120];
            snprintf(away, sizeof away, _("%s (not connected)"), "Bob");
            assert_non_null(strstr(client_drawn_texts(), away));
            for (int w = 0; w < 10000 && online_conn_state(bob.p.conn) != ONLINE_CONNECTED; w += 5) {
                screen_pump(&bob);
                online_test_sleep_ms(5);
            }
            assert_int_equal(online_conn_state(bob.p.conn), ONLINE_CONNECTED);
        }
        if (!looked && ca && ca->st.round == 3 && trts_play_human_input(ca)) {
            client_draw_at(&alice.a, "online-trts-alice", 1024, 640);
            assert_non_null(strstr(client_drawn_texts(), "127.0.0.1")); /* the strip: the link */
            client_draw_at(&alice.a, "online-trts-alice-small", 800, 560);
            looked = true;
        }
        /* Round 4: Alice goes back to the lobby and opens the game again: the
         * same state, and the log of what she was shown so far */
        if (!reopened && ca && ca->st.round == 4 && ca->events.n > 0) {
            int events = ca->events.n, round = ca->st.round;
            app_scene_pop(&alice.a, NULL);
            app_draw(&alice.a); /* the screen left */
            assert_false(online_trts_on_screen(alice.p.ot));
            alice.on_screen = false;
            screen_pump(&alice);
            ca = trts_current(&alice.a);
            assert_non_null(ca);
            assert_true(ca->events.n >= events);
            assert_int_equal(ca->st.round, round);
            reopened = true;
        }
        bool moved = screen_order(&alice) || screen_order(&bob);
        if (!moved)
            online_test_sleep_ms(1);
    }
    trts_screen *ca = trts_current(&alice.a), *cb = trts_current(&bob.a);
    assert_non_null(ca);
    assert_non_null(cb);
    assert_int_equal(ca->st.phase, TRTS_PHASE_OVER);
    assert_int_equal(cb->st.phase, TRTS_PHASE_OVER);
    assert_true(cut);
    assert_true(looked);
    assert_true(reopened);
    assert_int_equal(ca->st.winner, cb->st.winner);
    assert_true(ca->events.n > 0); /* every state's public events, as offline */
    assert_int_equal(ca->rec->n_actions, 0); /* nothing applied here: the server holds the game */
    assert_false(trts_play_can_undo(ca));
    assert_true(ca->show_result);
    print_message("both screens over in round %d, %d events in Alice's log\n", ca->st.round, ca->events.n);
    client_look(&alice.a, "online-trts-over");
    for (int i = 0; i < 2; i++) {
        app_free(&all[i]->a);
        online_trts_free(all[i]->p.ot);
        online_conn_close(all[i]->p.conn);
    }
    online_host_stop(h);
}

int main(void)
{
    /* the replays kept go under the test's folder, not the user's */
    online_test_home("online-trts-home");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_clients_play_a_duel),
        cmocka_unit_test(test_two_screens_play_a_duel),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
