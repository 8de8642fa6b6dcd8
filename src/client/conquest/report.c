/* The story of a resolved turn, for the replay and the turn report (report.h). */
#include "conquest/report.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conquest/label.h"
#include "conquest/lognames.h"
#include "eventlog/words.h"
#include "skirmish/i18n.h"

typedef struct flows {
    int64_t *sent;   /* per edge: units ordered along it (one player per edge: the source's holder) */
    int *owner;      /* per edge: that player, or -1 */
    int64_t *arrive; /* per edge: what is left after a head-on meeting */
} flows;

static bool flows_compute(const conquest_match *m, flows *f)
{
    const cq_graph *g = &m->graph;
    size_t ne = (size_t)(g->n_edges > 0 ? g->n_edges : 1);
    f->sent = calloc(ne, sizeof *f->sent);
    f->arrive = calloc(ne, sizeof *f->arrive);
    f->owner = malloc(ne * sizeof *f->owner);
    if (!f->sent || !f->arrive || !f->owner)
        return false;
    for (int e = 0; e < g->n_edges; e++)
        f->owner[e] = -1;
    for (int i = 0; i < m->n_last; i++) {
        if (m->last_problems[i] != CQ_ORDER_OK)
            continue;
        const cq_order *o = &m->last_orders[i];
        int e = cq_graph_edge(g, cq_graph_find(g, o->from), cq_graph_find(g, o->to));
        if (e < 0)
            continue;
        f->sent[e] += o->units;
        f->owner[e] = o->player;
    }
    for (int e = 0; e < g->n_edges; e++) {
        int r = g->reverse[e];
        bool meet = r >= 0 && f->sent[r] > 0 && f->sent[e] > 0 && f->owner[r] != f->owner[e];
        int64_t lost = meet ? (f->sent[e] < f->sent[r] ? f->sent[e] : f->sent[r]) : 0;
        f->arrive[e] = f->sent[e] - lost;
    }
    return true;
}

static void flows_free(flows *f)
{
    free(f->sent);
    free(f->owner);
    free(f->arrive);
}

/* The messages of the steps being written, untranslated, one a step (NULL:
 * not kept): conquest_report_log's, for the log to word them again. */
static evlog_msg *step_msgs;

/* A step: its message kept (step_msgs) and worded in the current language. */
static conquest_step *add(conquest_step *out, int *n, int max, conquest_step_kind kind, int v, int v2, evlog_kind lk,
                          const char *id, const char *plural, unsigned long pn, ...)
    __attribute__((format(printf, 8, 11)));
static conquest_step *add(conquest_step *out, int *n, int max, conquest_step_kind kind, int v, int v2, evlog_kind lk,
                          const char *id, const char *plural, unsigned long pn, ...)
{
    if (*n >= max)
        return NULL;
    conquest_step *s = &out[(*n)++];
    s->kind = kind;
    s->vertex = v;
    s->vertex2 = v2;
    s->loss = 0;
    s->draw = false;
    s->winner = CQ_NO_PLAYER;
    s->odds[0] = '\0';
    s->defenders = -1;
    s->log_kind = lk;
    static evlog_msg msg;
    va_list ap, again;
    va_start(ap, pn);
    va_copy(again, ap);
    if (evlog_msg_vset(&msg, NULL, id, plural, pn, ap)) {
        evlog_msg_words(&msg, s->text, sizeof s->text);
    } else { /* too long to keep: worded once, as written */
        msg.id[0] = '\0';
        vsnprintf(s->text, sizeof s->text, plural ? P_(id, plural, pn) : _(id), again);
        i18n_elide(s->text);
    }
    va_end(again);
    va_end(ap);
    if (step_msgs)
        step_msgs[*n - 1] = msg;
    return s;
}

/* "Player 1 with 4 (from Ashford, Brillham)" for each player arriving at v:
 * an argument kept as numbers, worded when shown (lognames.h). */
static const char *arrivals_arg(const conquest_match *m, const flows *f, int v, const int64_t *arr, const bool *which,
                                conquest_log_list *l)
{
    const cq_graph *g = &m->graph;
    conquest_log_list_init(l);
    for (int p = 0; p < m->before.n_players; p++) {
        if (!which[p] || arr[p] == 0)
            continue;
        int from[10], n = 0;
        for (int i = g->in_start[v]; i < g->in_start[v + 1] && n < 10; i++) {
            int e = g->in_edge[i];
            if (f->owner[e] == p && f->arrive[e] != 0)
                from[n++] = g->edges[e].from;
        }
        conquest_log_list_arrival(l, p, arr[p], from, n);
    }
    return conquest_log_list_arg(l);
}

/* "Player 1 67 %, Computer 2 (hard) 33 %": the odds of a weighted draw, as an
 * argument (worded when shown) and in words now (`words`). */
static const char *odds_arg(const conquest_match *m, const int64_t *arr, const bool *which, conquest_log_list *l,
                            char *words, size_t size)
{
    int64_t sum = 0;
    for (int p = 0; p < m->before.n_players; p++)
        sum += which[p] ? arr[p] : 0;
    conquest_log_list_init(l);
    /* split as the order's preview splits it (conquest_odds_split): shares
     * that sum to 100 */
    int64_t share[CQ_MAX_PLAYERS];
    int pct[CQ_MAX_PLAYERS];
    for (int p = 0; p < m->before.n_players; p++)
        share[p] = which[p] ? arr[p] : 0;
    conquest_odds_split(share, m->before.n_players, pct);
    for (int p = 0; p < m->before.n_players && sum > 0; p++) {
        if (!which[p] || arr[p] == 0)
            continue;
        conquest_log_list_odds(l, p, pct[p]);
    }
    conquest_log_list_text(l, words, size);
    return conquest_log_list_arg(l);
}

static void arrival_step(const conquest_match *m, const flows *f, int v, conquest_step *out, int *n, int max)
{
    const cq_graph *g = &m->graph;
    int np = m->before.n_players;
    int64_t arr[CQ_MAX_PLAYERS] = {0}, total = 0;
    for (int i = g->in_start[v]; i < g->in_start[v + 1]; i++) {
        int e = g->in_edge[i];
        if (f->owner[e] >= 0) {
            arr[f->owner[e]] += f->arrive[e];
            total += f->arrive[e];
        }
    }
    if (total == 0)
        return;
    conquest_log_list wl, ol;
    char odds_words[200];
    const char *who, *odds, *owner;
    const char *place = conquest_log_place(g, v);
    int o = m->before.controller[v], after = m->state.controller[v];
    const char *winner = conquest_log_player(after);
    bool all[CQ_MAX_PLAYERS], attackers[CQ_MAX_PLAYERS];
    int n_att = 0;
    int64_t att = 0;
    for (int p = 0; p < np; p++) {
        all[p] = true;
        attackers[p] = p != o && arr[p] > 0;
        n_att += attackers[p];
        att += attackers[p] ? arr[p] : 0;
    }
    if (o < 0) {
        int w = g->vertices[v].weight;
        who = arrivals_arg(m, f, v, arr, all, &wl);
        if (total < w) {
            /* TRANSLATORS: %1$s who arrived, %2$s the vertex, %3$d its weight. */
            add(out, n, max, CONQUEST_STEP_ARRIVE, v, -1, EVLOG_BATTLE,
                N_("%s: too few to take neutral %s (weight %d), all lost"), NULL, 0, who, place, w);
        } else if (n_att == 1) {
            add(out, n, max, CONQUEST_STEP_ARRIVE, v, -1, EVLOG_CAPTURE,
                N_("%s took neutral %s: its weight %d paid, %lld left"), NULL, 0, who, place, w,
                (long long)(total - w));
        } else {
            odds = odds_arg(m, arr, all, &ol, odds_words, sizeof odds_words);
            conquest_step *d = add(out, n, max, CONQUEST_STEP_ARRIVE, v, -1, EVLOG_BATTLE,
                /* TRANSLATORS: who arrived, the vertex, its weight, the odds, the winner, the survivors. */
                N_("%s reached neutral %s together and paid its weight %d together; the lottery by units sent (%s) "
                   "gave it to %s with all %lld survivors; the others lost every unit they sent"),
                NULL, 0, who, place, w, odds, winner, (long long)(total - w));
            if (d) {
                d->draw = true;
                d->winner = after;
                snprintf(d->odds, sizeof d->odds, "%s", odds_words);
            }
        }
        return;
    }
    owner = conquest_log_player(o);
    int64_t left = m->before.units[v];
    for (int i = g->out_start[v]; i < g->out_start[v + 1]; i++)
        left -= f->sent[g->out_edge[i]];
    int64_t def = left + arr[o];
    if (n_att == 0) {
        who = arrivals_arg(m, f, v, arr, all, &wl);
        add(out, n, max, CONQUEST_STEP_ARRIVE, v, -1, EVLOG_INFO, N_("%s reinforced %s"), NULL, 0, who, place);
        return;
    }
    if (arr[o] > 0) {
        /* The holder's own arrivals join the defence before the fight: said
         * first, so "13 against 19" where 13 stood is explained. */
        bool holder[CQ_MAX_PLAYERS] = { false };
        holder[o] = true;
        conquest_log_list hl;
        const char *came = arrivals_arg(m, f, v, arr, holder, &hl);
        conquest_step *r = add(out, n, max, CONQUEST_STEP_ARRIVE, v, -1, EVLOG_INFO,
            /* TRANSLATORS: %1$s who arrived (and from where), %2$s the vertex, then
             * the defenders' count after they arrived (the plural follows it). */
            NP_("%s reinforced %s before the fight: %lld defender in all",
                "%s reinforced %s before the fight: %lld defenders in all"),
            (unsigned long)def, came, place, (long long)def);
        if (r)
            r->defenders = def; /* the token says it while this step is shown */
    }
    who = arrivals_arg(m, f, v, arr, attackers, &wl);
    conquest_step *s;
    if (att < def) {
        s = add(out, n, max, CONQUEST_STEP_ARRIVE, v, -1, EVLOG_BATTLE,
                /* TRANSLATORS: the plural follows the defenders' count (the fifth number). */
                NP_("%s attacked %s's %s: %lld against %lld defender, held with %lld",
                    "%s attacked %s's %s: %lld against %lld defenders, held with %lld"),
                (unsigned long)def, who, owner, place, (long long)att, (long long)def, (long long)(def - att));
    } else if (att == def) {
        s = add(out, n, max, CONQUEST_STEP_ARRIVE, v, -1, EVLOG_BATTLE,
                N_("%s attacked %s's %s: %lld against %lld, all destroyed, %s is neutral"), NULL, 0, who, owner,
                place, (long long)att, (long long)def, place);
        if (s)
            s->loss = evlog_seat_bit(o);
    } else if (n_att == 1) {
        s = add(out, n, max, CONQUEST_STEP_ARRIVE, v, -1, EVLOG_CAPTURE,
                /* TRANSLATORS: the plural follows the defenders' count (the fifth number). */
                NP_("%s took %s from %s: %lld against %lld defender, %lld left",
                    "%s took %s from %s: %lld against %lld defenders, %lld left"),
                (unsigned long)def, who, place, owner, (long long)att, (long long)def, (long long)(att - def));
        if (s)
            s->loss = evlog_seat_bit(o);
    } else {
        odds = odds_arg(m, arr, attackers, &ol, odds_words, sizeof odds_words);
        s = add(out, n, max, CONQUEST_STEP_ARRIVE, v, -1, EVLOG_CAPTURE,
                N_("%s attacked %s's %s: %lld against %lld; the lottery (%s) gave it to %s with %lld"), NULL, 0, who,
                owner, place, (long long)att, (long long)def, odds, winner, (long long)(att - def));
        if (s) {
            s->loss = evlog_seat_bit(o);
            s->draw = true;
            s->winner = after;
            snprintf(s->odds, sizeof s->odds, "%s", odds_words);
        }
    }
}

int conquest_report_steps(const conquest_match *m, conquest_step *out, int max)
{
    if (!m->has_last)
        return 0;
    const cq_graph *g = &m->graph;
    flows f;
    if (!flows_compute(m, &f)) {
        flows_free(&f);
        return 0;
    }
    int n = 0, np = m->before.n_players;
    conquest_log_names_use(m);
    conquest_log_list line;
    /* Departures, per player. */
    conquest_log_list_init(&line);
    for (int p = 0; p < np; p++) {
        int64_t units = 0;
        int orders = 0;
        for (int e = 0; e < g->n_edges; e++)
            if (f.owner[e] == p) {
                units += f.sent[e];
                orders++;
            }
        if (orders > 0)
            conquest_log_list_departure(&line, p, units, orders);
    }
    if (line.len == 0)
        add(out, &n, max, CONQUEST_STEP_DEPART, -1, -1, EVLOG_INFO, N_("Departures: nobody moved"), NULL, 0);
    else
        add(out, &n, max, CONQUEST_STEP_DEPART, -1, -1, EVLOG_INFO, N_("Departures: %s"), NULL, 0,
            conquest_log_list_arg(&line));
    /* Head-on meetings, each pair once. */
    for (int e = 0; e < g->n_edges; e++) {
        int r = g->reverse[e];
        if (r < 0 || r < e || f.sent[e] == 0 || f.sent[r] == 0 || f.owner[e] == f.owner[r])
            continue;
        int u = g->edges[e].from, v = g->edges[e].to;
        const char *a = conquest_log_player(f.owner[e]), *b = conquest_log_player(f.owner[r]);
        const char *pu = conquest_log_place(g, u), *pv = conquest_log_place(g, v);
        long long lost = (long long)(f.sent[e] - f.arrive[e]);
        /* Whose losses, by name, out of how many (play-test 5: "1 lost" made
         * the reader do the sums); what went on is the rest. At most 8
         * arguments: a log message keeps no more. */
        /* TRANSLATORS: %1$s %2$s the two vertices; then each player, its losses and the units it sent. */
        add(out, &n, max, CONQUEST_STEP_MEET, u, v, EVLOG_ENGAGEMENT,
            N_("Head-on between %s and %s: %s lost %lld of %lld, %s lost %lld of %lld"), NULL, 0, pu, pv, a, lost,
            (long long)f.sent[e], b, lost, (long long)f.sent[r]);
    }
    /* Arrivals and fights, in ascending id order (the rules' order). */
    for (int i = 0; i < g->n_vertices; i++)
        arrival_step(m, &f, g->by_id[i], out, &n, max);
    /* Generation. */
    conquest_log_list_init(&line);
    for (int p = 0; p < np; p++) {
        int64_t made = 0;
        for (int v = 0; v < g->n_vertices; v++)
            made += m->state.controller[v] == p ? g->vertices[v].weight : 0;
        if (made > 0)
            conquest_log_list_growth(&line, p, made);
    }
    /* TRANSLATORS: the generation step: each player and the units its vertices made. */
    /* Logged as a routine line (the report lists them last, in the order
     * logged): the generation reads after every reinforcement and fight of
     * its turn, as the rules play it (blind play-test 10 read "Generation"
     * above "Bob reinforced Hartwell"). */
    add(out, &n, max, CONQUEST_STEP_GROW, -1, -1, EVLOG_INFO, N_("Generation: %s"), NULL, 0,
        line.len ? conquest_log_list_arg(&line) : "-");
    /* Eliminations. */
    for (int p = 0; p < np; p++) {
        if (m->before.players[p].eliminated || !m->state.players[p].eliminated)
            continue;
        conquest_step *s = add(out, &n, max, CONQUEST_STEP_ELIMINATE, -1, -1, EVLOG_ELIMINATION,
                               N_("%s is out of the game"), NULL, 0, conquest_log_player(p));
        if (s)
            s->loss = evlog_seat_bit(p);
    }
    flows_free(&f);
    return n;
}

/* An entry of a seat's own report, its message kept untranslated
 * (eventlog/words.h): worded in the language of the moment. */
static evlog_entry *say(evlog *log, int turn, evlog_kind kind, uint64_t seats, const char *id, const char *plural,
                        unsigned long n, ...) __attribute__((format(printf, 5, 8)));
static evlog_entry *say(evlog *log, int turn, evlog_kind kind, uint64_t seats, const char *id, const char *plural,
                        unsigned long n, ...)
{
    va_list ap;
    va_start(ap, n);
    evlog_entry *e = evlog_worded(evlog_vsay(log, turn, kind, seats, NULL, id, plural, n, ap));
    va_end(ap);
    return e;
}

/* What the turn did to seat p, in the second person, visible to p alone: its
 * head-on losses, then each vertex where it attacked or was attacked (in id
 * order), then its wasted units. The vertices and meetings it is told of are
 * marked in vertex_told / edge_told, so the story for everyone leaves them out
 * for p (it would tell them twice). */
static void seat_entries(evlog *log, const conquest_match *m, const flows *f, int p, uint64_t *vertex_told,
                         uint64_t *edge_told)
{
    const cq_graph *g = &m->graph;
    int np = m->before.n_players, turn = m->before.turn;
    uint64_t me = evlog_seat_bit(p);
    int64_t wasted = 0;
    const char *place, *other, *odds;
    conquest_log_list ol;
    char odds_words[200];
    evlog_entry *e;
    /* Head-on meetings: what was lost on the way. */
    for (int k = 0; k < g->n_edges; k++) {
        int r = g->reverse[k];
        if (r < 0 || f->owner[k] != p || f->sent[k] == 0 || f->sent[r] == 0 || f->owner[r] == p)
            continue;
        int64_t lost = f->sent[k] - f->arrive[k];
        const char *from = conquest_log_place(g, g->edges[k].from), *to = conquest_log_place(g, g->edges[k].to);
        other = conquest_log_player(f->owner[r]);
        /* TRANSLATORS: the seat's own report: its units met another player's head-on on an edge. */
        /* TRANSLATORS: your units, from, to, the other player and its units; then your losses, theirs (the
         * same number: each side loses the smaller force), and yours that went on. */
        e = say(log, turn, EVLOG_ENGAGEMENT, me,
                N_("Your %lld from %s to %s met %s's %lld head-on: you lost %lld and they lost %lld; %lld of yours "
                   "went on"),
                NULL, 0, (long long)f->sent[k], from, to, other, (long long)f->sent[r], (long long)lost,
                (long long)lost, (long long)f->arrive[k]);
        if (e) {
            e->loss = lost > 0 ? me : 0;
            evlog_entry_at(e, (float)(g->vertices[g->edges[k].from].x + g->vertices[g->edges[k].to].x) / 2,
                           (float)(g->vertices[g->edges[k].from].y + g->vertices[g->edges[k].to].y) / 2);
        }
        wasted += lost;
        edge_told[k < r ? k : r] |= me;
    }
    for (int i = 0; i < g->n_vertices; i++) {
        int v = g->by_id[i];
        int64_t arr[CQ_MAX_PLAYERS] = {0}, att = 0;
        int n_att = 0, o = m->before.controller[v], after = m->state.controller[v];
        for (int k = g->in_start[v]; k < g->in_start[v + 1]; k++) {
            int ed = g->in_edge[k];
            if (f->owner[ed] >= 0)
                arr[f->owner[ed]] += f->arrive[ed];
        }
        for (int q = 0; q < np; q++)
            if (q != o && arr[q] > 0) {
                n_att++;
                att += arr[q];
            }
        if (n_att == 0 && o == p && arr[p] > 0) {
            /* Its own units moved between its own vertices: the numbers on
             * the map changed, so the report says why. */
            place = conquest_log_place(g, v);
            /* TRANSLATORS: the seat's own report: its units moved into a vertex it holds (no fight); the units there after the turn. */
            e = say(log, turn, EVLOG_INFO, me,
                    N_("You reinforced %s with %lld: %lld there after the turn"), NULL, 0,
                    place, (long long)arr[p], (long long)m->state.units[v]);
            if (e)
                evlog_entry_at(e, (float)g->vertices[v].x, (float)g->vertices[v].y);
            vertex_told[v] |= me;
            continue;
        }
        if (n_att == 0 || (o != p && arr[p] == 0))
            continue; /* nothing happened to p here */
        bool all[CQ_MAX_PLAYERS], attackers[CQ_MAX_PLAYERS];
        for (int q = 0; q < np; q++) {
            all[q] = true;
            attackers[q] = q != o && arr[q] > 0;
        }
        odds = odds_arg(m, arr, o < 0 ? all : attackers, &ol, odds_words, sizeof odds_words);
        bool draw = n_att > 1 && after >= 0 && after != o; /* a shared attack that took it */
        int64_t total = att; /* at a neutral vertex: every arrival */
        int weight = g->vertices[v].weight;
        conquest_log_list wl;
        place = conquest_log_place(g, v);
        int64_t left = after >= 0 ? m->state.units[v] - g->vertices[v].weight : 0;
        if (left < 0)
            left = 0;
        e = NULL;
        /* Of the survivors the one drawn keeps, each arrival's part, split in
         * proportion to the units sent (the core's split): the seat's own
         * units among those another keeps, or the others' among its own
         * (blind play-test 14: that the winner keeps the loser's units too
         * came as a surprise). */
        int64_t part[CQ_MAX_PLAYERS] = {0};
        if (draw && o < 0)
            cq_split_proportional(np, arr, left, part);
        /* The defenders the attack met (the units the holder kept there and
         * those it moved in), worded alike for both sides. */
        int64_t def = m->before.units[v] + (o >= 0 ? arr[o] : 0);
        for (int k = g->out_start[v]; k < g->out_start[v + 1]; k++)
            def -= f->sent[g->out_edge[k]];
        const char *holder = conquest_log_player(o);
        if (o >= 0 && arr[o] > 0) {
            /* The holder's units that joined the defence, named with where they
             * came from before the fight's numbers, in the seat's own report as
             * in the story (play-test 9: "N defenders" left the reader to guess
             * which areas sent them). The story's words, so both read alike. */
            bool only_holder[CQ_MAX_PLAYERS] = { false };
            only_holder[o] = true;
            conquest_log_list hl;
            e = say(log, turn, EVLOG_INFO, me,
                    NP_("%s reinforced %s before the fight: %lld defender in all",
                        "%s reinforced %s before the fight: %lld defenders in all"),
                    (unsigned long)def, arrivals_arg(m, f, v, arr, only_holder, &hl), place, (long long)def);
            if (e)
                evlog_entry_at(e, (float)g->vertices[v].x, (float)g->vertices[v].y);
            e = NULL;
        }
        if (o == p) {
            if (after == p)
                /* TRANSLATORS: the seat's own report: it kept a vertex; attackers, its defenders, lost, left. A
                 * success: not among its losses. */
                /* The attackers by name with where they came from (blind
                 * play-test 10: "6 attacked" left the reader to guess). %1$s
                 * the vertex, %2$s who attacked with how many from where. */
                e = say(log, turn, EVLOG_BATTLE, me,
                        NP_("You held %s: %s attacked your %lld defender, %lld lost, %lld left",
                            "You held %s: %s attacked your %lld defenders, %lld lost, %lld left"),
                        (unsigned long)def, place, arrivals_arg(m, f, v, arr, attackers, &wl), (long long)def,
                        (long long)att, (long long)left);
            else if (after < 0)
                /* TRANSLATORS: the seat's own report: it lost a vertex that is neutral now. */
                e = say(log, turn, EVLOG_LOSS, me,
                        N_("You lost %s: %lld against your %lld, all destroyed, it is neutral"), NULL, 0, place,
                        (long long)att, (long long)def);
            else {
                other = conquest_log_player(after);
                /* TRANSLATORS: the seat's own report: another player took its vertex. %1$s the vertex, %2$s
                 * who took it, %3$s who attacked with how many from where, %4$lld the defenders. */
                e = say(log, turn, EVLOG_LOSS, me,
                        N_("You lost %s to %s: %s against your %lld"), NULL, 0, place,
                        other, arrivals_arg(m, f, v, arr, attackers, &wl), (long long)def);
            }
            if (e && after != p)
                e->loss = me;
        } else if (after == p) {
            if (draw && o < 0 && left == part[p])
                /* TRANSLATORS: the seat's own report: a contested neutral vertex, the draw gave it to the seat,
                 * none of the survivors were the others' (blind play-test 16: "0 of them"). %1$s the vertex,
                 * %2$s who arrived (each with its units), %3$d its weight, %4$s the odds, %5$lld the survivors. */
                e = say(log, turn, EVLOG_CAPTURE, me,
                        NP_("You won the lottery for neutral %s: %s arrived together and paid its weight %d; the "
                            "draw by units sent (%s) chose you: you keep the %lld survivor",
                            "You won the lottery for neutral %s: %s arrived together and paid its weight %d; the "
                            "draw by units sent (%s) chose you: you keep the %lld survivors"),
                        (unsigned long)left, place, arrivals_arg(m, f, v, arr, all, &wl), weight, odds,
                        (long long)left);
            else if (draw && o < 0)
                /* TRANSLATORS: the seat's own report: a contested neutral vertex, the draw gave it to the seat.
                 * %1$s the vertex, %2$s who arrived (each with its units), %3$d its weight, %4$s the odds,
                 * %5$lld the survivors, %6$lld of them the others' (split in proportion to the units sent; the
                 * plural follows the survivors, blind play-test 16: "the 1 survivors"). */
                e = say(log, turn, EVLOG_CAPTURE, me,
                        NP_("You won the lottery for neutral %s: %s arrived together and paid its weight %d; the "
                            "draw by units sent (%s) chose you: you keep the %lld survivor, %lld of them from the "
                            "others",
                            "You won the lottery for neutral %s: %s arrived together and paid its weight %d; the "
                            "draw by units sent (%s) chose you: you keep the %lld survivors, %lld of them from the "
                            "others"),
                        (unsigned long)left, place, arrivals_arg(m, f, v, arr, all, &wl), weight, odds,
                        (long long)left, (long long)(left - part[p]));
            else if (draw)
                /* TRANSLATORS: the seat's own report: a shared attack, the draw gave it the vertex. The rule in
                 * a few words: several players arriving at once is a draw, weighted by the units each sent (the
                 * odds in parentheses), and all the survivors go to the one drawn. */
                e = say(log, turn, EVLOG_CAPTURE, me,
                        N_("You took %s in a lottery: players arrived together, so one was drawn by units sent (%s) "
                           "and gets all the survivors: you, %lld left"),
                        NULL, 0,
                        place, odds, (long long)left);
            else if (o < 0)
                /* TRANSLATORS: the seat's own report: it took a neutral vertex; %1$s the vertex, %2$lld the
                 * seat's units, %3$d its weight (the units it costs), %4$lld left there (blind play-test 12:
                 * "36 arrived, 34 left" did not say where the 2 went). */
                e = say(log, turn, EVLOG_CAPTURE, me,
                        NP_("You took neutral %s: your %lld unit against its weight %d, %lld left there",
                            "You took neutral %s: your %lld units against its weight %d, %lld left there"),
                        (unsigned long)arr[p], place, (long long)arr[p], weight, (long long)left);
            else if (arr[o] > 0) {
                other = conquest_log_player(o);
                /* TRANSLATORS: the seat's own report: it took another player's vertex that its holder had
                 * reinforced before the fight (play-test 6: the defenders it met were said nowhere). %1$s the
                 * vertex, %2$s its holder, %3$lld the seat's units, %4$lld the defenders, %5$lld those moved in,
                 * %6$lld left there. */
                e = say(log, turn, EVLOG_CAPTURE, me,
                        NP_("You took %s from %s: your %lld against %lld defender (%lld moved in before the fight), "
                            "%lld left there",
                            "You took %s from %s: your %lld against %lld defenders (%lld moved in before the fight), "
                            "%lld left there"),
                        (unsigned long)def, place, other, (long long)arr[p], (long long)def, (long long)arr[o],
                        (long long)left);
            } else {
                other = conquest_log_player(o);
                /* TRANSLATORS: the seat's own report: it took another player's vertex; %1$s the vertex, %2$s its
                 * holder, %3$lld the seat's units, %4$lld the defenders, %5$lld left there. */
                e = say(log, turn, EVLOG_CAPTURE, me,
                        NP_("You took %s from %s: your %lld against %lld defender, %lld left there",
                            "You took %s from %s: your %lld against %lld defenders, %lld left there"),
                        (unsigned long)def, place, other, (long long)arr[p], (long long)def, (long long)left);
            }
        } else {
            wasted += arr[p];
            if (draw && o < 0) {
                other = conquest_log_player(after);
                /* TRANSLATORS: the seat's own report: a contested neutral vertex, the draw gave it to another
                 * player. %1$s the vertex, %2$s who arrived (each with its units), %3$d its weight, %4$s the
                 * odds, %5$s the winner, %6$lld the survivors, %7$lld of them the seat's (split in proportion to
                 * the units sent), %8$lld the seat's units. */
                if (part[p] > 0)
                    e = say(log, turn, EVLOG_BATTLE, me,
                            NP_("You lost the lottery for neutral %s: %s arrived together and paid its weight %d; "
                                "the draw by units sent (%s) chose %s, who keeps the %lld survivor, %lld of them "
                                "yours; all you sent are lost (%lld)",
                                "You lost the lottery for neutral %s: %s arrived together and paid its weight %d; "
                                "the draw by units sent (%s) chose %s, who keeps the %lld survivors, %lld of them "
                                "yours; all you sent are lost (%lld)"),
                            (unsigned long)left, place, arrivals_arg(m, f, v, arr, all, &wl), weight, odds, other,
                            (long long)left, (long long)part[p], (long long)arr[p]);
                else
                    /* TRANSLATORS: the same, none of the survivors the seat's (the plural follows the survivors) */
                    e = say(log, turn, EVLOG_BATTLE, me,
                            NP_("You lost the lottery for neutral %s: %s arrived together and paid its weight %d; "
                                "the draw by units sent (%s) chose %s, who keeps the %lld survivor; all you sent "
                                "are lost (%lld)",
                                "You lost the lottery for neutral %s: %s arrived together and paid its weight %d; "
                                "the draw by units sent (%s) chose %s, who keeps the %lld survivors; all you sent "
                                "are lost (%lld)"),
                            (unsigned long)left, place, arrivals_arg(m, f, v, arr, all, &wl), weight, odds, other,
                            (long long)left, (long long)arr[p]);
            } else if (draw) {
                other = conquest_log_player(after);
                /* TRANSLATORS: the seat's own report: its units went into a shared attack another player won in the
                 * draw. */
                e = say(log, turn, EVLOG_BATTLE, me,
                        N_("Your %lld went into a shared attack on %s: players arriving together make a lottery, "
                           "weighted by units sent (%s), and all the survivors go to the one drawn: %s; your %lld "
                           "lost"),
                        NULL, 0, (long long)arr[p], place, odds, other, (long long)arr[p]);
            } else if (o >= 0 && after == o)
                /* TRANSLATORS: the seat's own report: its attack on another player's vertex failed; the same
                 * numbers the holder reads ("You held ..."): its units, the defenders, the holder, what is left. */
                e = say(log, turn, EVLOG_BATTLE, me,
                        NP_("Your attack on %s failed: your %lld against %lld defender of %s, all lost; %lld left "
                            "there",
                            "Your attack on %s failed: your %lld against %lld defenders of %s, all lost; %lld left "
                            "there"),
                        (unsigned long)def, place, (long long)arr[p], (long long)def, holder, (long long)left);
            else if (o >= 0)
                /* TRANSLATORS: the seat's own report: its attack destroyed the defenders and itself; the vertex is
                 * neutral now (the holder reads "You lost ...: all destroyed, it is neutral"). */
                e = say(log, turn, EVLOG_BATTLE, me,
                        N_("Your attack on %s: your %lld against %lld defenders of %s, all destroyed, it is neutral"),
                        NULL, 0, place, (long long)arr[p], (long long)def, holder);
            else if (n_att > 1)
                /* TRANSLATORS: the seat's own report: several players reached a neutral vertex, together fewer than
                 * its weight. %1$s the vertex, %2$s who arrived, %3$lld all arrivals, %4$d its weight, %5$lld the
                 * seat's units. */
                e = say(log, turn, EVLOG_BATTLE, me,
                        N_("Your attack on neutral %s failed: %s arrived, %lld in all, fewer than its weight %d "
                           "even together; your %lld are lost"),
                        NULL, 0, place, arrivals_arg(m, f, v, arr, all, &wl), (long long)total, weight,
                        (long long)arr[p]);
            else
                /* TRANSLATORS: an attack that took nothing; all its units died. */
                e = say(log, turn, EVLOG_BATTLE, me,
                        N_("Your attack on %s failed: your %lld all lost"), NULL, 0, place,
                        (long long)arr[p]);
            if (e)
                e->loss = me;
        }
        if (e)
            evlog_entry_at(e, (float)g->vertices[v].x, (float)g->vertices[v].y);
        vertex_told[v] |= me;
    }
    if (wasted > 0)
        /* TRANSLATORS: the seat's own report: units sent that took nothing (lost head-on or in failed attacks). */
        say(log, turn, EVLOG_INFO, me,
            NP_("Wasted this turn: %lld unit (lost on the way or in attacks that took nothing)",
                "Wasted this turn: %lld units (lost on the way or in attacks that took nothing)"),
            (unsigned long)wasted, (long long)wasted);
}

/* The turn's entries as they happened: each human seat's own (the first
 * *n_own), then the story for everyone. */
static void report_as_happened(evlog *log, const conquest_match *m, int *n_own)
{
    conquest_log_names_use(m); /* the names the entries keep as keys */
    int max = m->graph.n_vertices + m->graph.n_edges / 2 + m->state.n_players + 4;
    conquest_step *steps = malloc((size_t)max * sizeof *steps);
    evlog_msg *msgs = calloc((size_t)max, sizeof *msgs);
    uint64_t *vertex_told = calloc((size_t)m->graph.n_vertices + 1, sizeof *vertex_told);
    uint64_t *edge_told = calloc((size_t)m->graph.n_edges + 1, sizeof *edge_told);
    flows f = {0};
    if (steps == NULL || msgs == NULL || vertex_told == NULL || edge_told == NULL || !flows_compute(m, &f)) {
        free(steps);
        free(msgs);
        free(vertex_told);
        free(edge_told);
        flows_free(&f);
        return;
    }
    /* First what happened to each human seat (its own entries, to it alone),
     * then the story for everyone, without what a seat was told as its own. */
    for (int p = 0; p < m->before.n_players; p++)
        if (conquest_match_is_human(m, p) && !m->before.players[p].eliminated)
            seat_entries(log, m, &f, p, vertex_told, edge_told);
    *n_own = log->n;
    step_msgs = msgs;
    int n = conquest_report_steps(m, steps, max);
    step_msgs = NULL;
    for (int i = 0; i < n; i++) {
        const conquest_step *s = &steps[i];
        /* Every change the map shows is told: a player's units moved into its
         * own vertex (a reinforcement) too; the departures are not a change of
         * their own (each arrival tells where its units came from). */
        if (s->kind == CONQUEST_STEP_DEPART)
            continue;
        uint64_t visible = EVLOG_ALL;
        if (s->kind == CONQUEST_STEP_ARRIVE && s->vertex >= 0)
            visible &= ~vertex_told[s->vertex];
        if (s->kind == CONQUEST_STEP_MEET && s->vertex >= 0) {
            int k = cq_graph_edge(&m->graph, s->vertex, s->vertex2), r = k >= 0 ? m->graph.reverse[k] : -1;
            if (k >= 0)
                visible &= ~edge_told[r >= 0 && r < k ? r : k];
        }
        if (visible == 0)
            continue;
        evlog_entry *e = evlog_add(log, m->before.turn, s->log_kind, visible, "%s", s->text);
        if (e == NULL)
            break;
        e->msg = msgs[i]; /* worded again in the language of the moment */
        e->loss = s->loss & visible;
        if (s->vertex >= 0) {
            const cq_vertex *v = &m->graph.vertices[s->vertex];
            evlog_entry_at(e, (float)v->x, (float)v->y);
        }
    }
    free(steps);
    free(msgs);
    free(vertex_told);
    free(edge_told);
    flows_free(&f);
}

void conquest_report_log(evlog *log, const conquest_match *m)
{
    /* Each seat reads its losses first, then the rest of what it did, then the
     * story (blind play-test 15: the notice "1 line below tells of your
     * losses" stood over a reinforcement, the loss 6 lines down, out of
     * sight). A story entry that cost some seats is told to them among their
     * losses and to the others in its place. */
    evlog turn;
    evlog_init(&turn);
    int own = 0;
    report_as_happened(&turn, m, &own);
    for (int pass = 0; pass < 3; pass++)
        for (int i = 0; i < turn.n; i++) {
            const evlog_entry *s = &turn.items[i];
            uint64_t lost = s->loss & s->visible, rest = s->visible & ~lost;
            uint64_t to = pass == 0 ? lost : pass == 1 ? (i < own ? rest : 0) : (i >= own ? rest : 0);
            evlog_entry *d = to ? evlog_add(log, s->turn, s->kind, to, "%s", "") : NULL;
            if (d) {
                *d = *s;
                d->visible = to;
                d->loss = lost & to;
            }
        }
    evlog_free(&turn);
}

void conquest_report_map_at(const conquest_match *m, const conquest_step *steps, int n, int k, int8_t *controller,
                            int64_t *units)
{
    const cq_graph *g = &m->graph;
    bool grown = false;
    for (int i = 0; i <= k && i < n; i++)
        grown = grown || steps[i].kind == CONQUEST_STEP_GROW || steps[i].kind == CONQUEST_STEP_ELIMINATE;
    for (int v = 0; v < g->n_vertices; v++) {
        controller[v] = grown ? m->state.controller[v] : m->before.controller[v];
        units[v] = grown ? m->state.units[v] : m->before.units[v];
    }
    if (grown)
        return;
    for (int i = 0; i < m->n_last; i++) {
        if (m->last_problems[i] != CQ_ORDER_OK)
            continue;
        int from = cq_graph_find(g, m->last_orders[i].from);
        if (from >= 0)
            units[from] -= m->last_orders[i].units;
    }
    for (int i = 0; i <= k && i < n; i++) {
        if (steps[i].kind != CONQUEST_STEP_ARRIVE)
            continue;
        int v = steps[i].vertex;
        if (i == k && steps[i].defenders >= 0) {
            /* the holder's reinforcements in, the fight still to come: the
             * token shows the defenders the step names (play-test 7: "3
             * defenders in all" over a token of 1) */
            controller[v] = m->before.controller[v];
            units[v] = steps[i].defenders;
            continue;
        }
        controller[v] = m->state.controller[v];
        int64_t u = m->state.units[v] - (controller[v] >= 0 ? g->vertices[v].weight : 0);
        units[v] = u > 0 ? u : 0;
    }
}
