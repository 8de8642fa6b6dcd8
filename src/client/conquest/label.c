/* Names of vertices, players and orders on screen (label.h). */
#include "conquest/label.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/i18n.h"

/* Our own invented place names: a first part and an ending, 24 × 12. Each part
 * is a message ("place name" context), so a language may give its places its own
 * sound; the parts are joined as they are. */
static const char *const first[24] = {
    NC_("place name", "Ash"), NC_("place name", "Brill"), NC_("place name", "Cold"), NC_("place name", "Dun"),
    NC_("place name", "Elm"), NC_("place name", "Fern"), NC_("place name", "Gale"), NC_("place name", "Hart"),
    NC_("place name", "Ivy"), NC_("place name", "Kel"), NC_("place name", "Lark"), NC_("place name", "Marsh"),
    NC_("place name", "North"), NC_("place name", "Oak"), NC_("place name", "Pine"), NC_("place name", "Quarry"),
    NC_("place name", "Rook"), NC_("place name", "Stone"), NC_("place name", "Thorn"), NC_("place name", "Umber"),
    NC_("place name", "Vale"), NC_("place name", "Wold"), NC_("place name", "Yarrow"), NC_("place name", "Zeal")
};
static const char *const ending[12] = {
    NC_("place name", "ford"), NC_("place name", "ham"), NC_("place name", "ton"), NC_("place name", "wick"),
    NC_("place name", "mere"), NC_("place name", "field"), NC_("place name", "by"), NC_("place name", "stead"),
    NC_("place name", "holm"), NC_("place name", "combe"), NC_("place name", "gate"), NC_("place name", "well")
};

static const char *place_part(const char *part)
{
    char key[48];
    snprintf(key, sizeof key, "place name\004%s", part);
    return i18n_pgettext(key, part);
}

/* A big map's grid references: each vertex's column and row, the rank of its x
 * (y) among the vertices' distinct x (y). Worked out once per graph (sorting,
 * not a count per vertex per call: the map names every vertex every frame) and
 * kept until another graph, or the same one changed, is asked about. */
static struct {
    const cq_graph *graph;
    int n;
    unsigned long sum;     /* of the coordinates' bits: a changed graph at one address */
    int16_t col[CQ_MAX_VERTICES], row[CQ_MAX_VERTICES];
} grid;

static unsigned long coords_sum(const cq_graph *g)
{
    unsigned long sum = (unsigned long)g->n_vertices;
    for (int v = 0; v < g->n_vertices; v++) {
        long long x = (long long)(g->vertices[v].x * 1024.0), y = (long long)(g->vertices[v].y * 1024.0);
        sum = sum * 31u + (unsigned long)x * 7u + (unsigned long)y;
    }
    return sum;
}

static const cq_graph *sort_graph; /* qsort's comparators read it */
static int by_x(const void *a, const void *b)
{
    double x = sort_graph->vertices[*(const int *)a].x, y = sort_graph->vertices[*(const int *)b].x;
    return (x > y) - (x < y);
}
static int by_y(const void *a, const void *b)
{
    double x = sort_graph->vertices[*(const int *)a].y, y = sort_graph->vertices[*(const int *)b].y;
    return (x > y) - (x < y);
}

static void rank_into(const cq_graph *g, bool use_x, int16_t *out)
{
    static int order[CQ_MAX_VERTICES];
    for (int v = 0; v < g->n_vertices; v++)
        order[v] = v;
    sort_graph = g;
    qsort(order, (size_t)g->n_vertices, sizeof order[0], use_x ? by_x : by_y);
    int rank = -1;
    double last = 0;
    for (int i = 0; i < g->n_vertices; i++) {
        double w = use_x ? g->vertices[order[i]].x : g->vertices[order[i]].y;
        if (i == 0 || w != last)
            rank++;
        last = w;
        out[order[i]] = (int16_t)rank;
    }
}

static void grid_of(const cq_graph *g)
{
    unsigned long sum = coords_sum(g);
    if (grid.graph == g && grid.n == g->n_vertices && grid.sum == sum)
        return;
    rank_into(g, true, grid.col);
    rank_into(g, false, grid.row);
    grid.graph = g;
    grid.n = g->n_vertices;
    grid.sum = sum;
}

void conquest_place_name(int v, char *out, size_t size)
{
    if (v < 0 || v >= CONQUEST_PLACE_NAMES) {
        snprintf(out, size, "?");
        return;
    }
    /* Unique: index 24q + r gets first[r] and ending[(q + 5r) % 12]. */
    int r = v % 24, q = v / 24;
    snprintf(out, size, "%s%s", place_part(first[r]), place_part(ending[(q + 5 * r) % 12]));
}

void conquest_vertex_label(const cq_graph *g, int v, char *out, size_t size)
{
    if (v < 0 || v >= g->n_vertices) {
        snprintf(out, size, "?");
        return;
    }
    if (g->n_vertices <= CONQUEST_PLACE_NAMES) {
        conquest_place_name(v, out, size);
        return;
    }
    /* A grid reference: column letters by x (A … Z, AA …), row number by y. */
    grid_of(g);
    int col = grid.col[v], row = grid.row[v] + 1;
    char letters[8];
    int n = 0;
    do {
        letters[n++] = (char)('A' + col % 26);
        col = col / 26 - 1;
    } while (col >= 0 && n < 7);
    char rev[8];
    for (int i = 0; i < n; i++)
        rev[i] = letters[n - 1 - i];
    rev[n] = '\0';
    snprintf(out, size, "%s%d", rev, row);
}

void conquest_vertex_label_id(const cq_graph *g, int64_t id, char *out, size_t size)
{
    conquest_vertex_label(g, cq_graph_find(g, id), out, size);
}

void conquest_player_label(const conquest_match *m, int p, char *out, size_t size)
{
    if (p < 0 || p >= m->state.n_players) {
        /* TRANSLATORS: nobody holds it (a neutral vertex). */
        snprintf(out, size, "%s", _("neutral"));
        return;
    }
    if (m->name[p][0]) {
        snprintf(out, size, "%s", m->name[p]);
        return;
    }
    const char *id = m->state.players[p].id;
    int k, end = 0;
    bool placeholder = sscanf(id, "p%d%n", &k, &end) == 1 && id[end] == '\0' && k == p;
    if (!placeholder) {
        snprintf(out, size, "%s", id);
        return;
    }
    if (m->seat[p] == CONQUEST_SEAT_NETWORK)
        /* TRANSLATORS: a bot that plays over the network, by its seat number. */
        snprintf(out, size, _("Network bot %d"), p + 1);
    else /* the shared defaults: "Player 1", "Computer (Normal)" */
        snprintf(out, size, "%s", conquest_match_name(m, p));
}

void conquest_order_text(const conquest_match *m, const cq_order *o, char *out, size_t size)
{
    char from[CONQUEST_LABEL_MAX], to[CONQUEST_LABEL_MAX];
    conquest_vertex_label_id(&m->graph, o->from, from, sizeof from);
    conquest_vertex_label_id(&m->graph, o->to, to, sizeof to);
    /* TRANSLATORS: an order: how many units, from which vertex, to which. */
    snprintf(out, size, P_("%lld unit from %s to %s", "%lld units from %s to %s", o->units), (long long)o->units, from,
             to);
    i18n_elide(out); /* "de Umberwell" -> "d'Umberwell" */
}

const char *conquest_player_name(const conquest_match *m, int p)
{
    static char ring[4][CONQUEST_LABEL_MAX + CQ_PLAYER_ID_MAX];
    static int next;
    char *out = ring[next++ % 4];
    conquest_player_label(m, p, out, sizeof ring[0]);
    return out;
}

const char *conquest_place(const cq_graph *g, int v)
{
    static char ring[4][CONQUEST_LABEL_MAX];
    static int next;
    char *out = ring[next++ % 4];
    conquest_vertex_label(g, v, out, sizeof ring[0]);
    return out;
}

void conquest_refusal_text(const conquest_match *m, int p, int from, int to, cq_order_problem problem, char *out,
                           size_t size)
{
    const char *a = conquest_place(&m->graph, from), *b = conquest_place(&m->graph, to);
    switch (problem) {
    case CQ_ORDER_NO_EDGE:
        if (from >= 0 && to >= 0 && cq_graph_edge(&m->graph, to, from) >= 0)
            /* TRANSLATORS: a refused order: the only edge between the two vertices runs the other way. */
            snprintf(out, size, _("No order from %s to %s: no edge leads there (edges go one way, along their arrows)"),
                     a, b);
        else
            /* TRANSLATORS: a refused order: no edge at all joins the two vertices. */
            snprintf(out, size, _("No order from %s to %s: no edge leads there"), a, b);
        break;
    case CQ_ORDER_NOT_CONTROLLED:
        snprintf(out, size, _("No order from %s: %s holds it, not you"), a,
                 conquest_player_name(m, m->state.controller[from]));
        break;
    case CQ_ORDER_NO_UNITS:
        snprintf(out, size, _("No order from %s to %s: an order moves at least 1 unit"), a, b);
        break;
    case CQ_ORDER_TOO_MANY_UNITS: {
        long long left = (long long)conquest_match_units_free(m, p, from);
        snprintf(out, size, P_("No order from %s to %s: only %lld unit is left there", "No order from %s to %s: only %lld units are left there", left), a, b, left);
        break;
    }
    default:
        /* TRANSLATORS: a refused order: from, to, then the rules' reason. */
        snprintf(out, size, _("No order from %s to %s: %s"), a, b, _(cq_order_problem_text(problem)));
        break;
    }
    i18n_elide(out); /* "de Umberwell" -> "d'Umberwell" */
}

/* The player's orders with `extra` standing in for its order on the same edge:
 * a list the caller frees, NULL on out of memory. */
static cq_order *orders_with(const conquest_match *m, int p, const cq_order *extra, size_t *n_out)
{
    const conquest_player_orders *po = &m->orders[p];
    cq_order *list = malloc(((size_t)po->n + 1) * sizeof *list);
    size_t n = 0;
    if (!list)
        return NULL;
    for (int i = 0; i < po->n; i++)
        if (!extra || po->list[i].from != extra->from || po->list[i].to != extra->to)
            list[n++] = po->list[i];
    if (extra)
        list[n++] = *extra;
    *n_out = n;
    return list;
}

/* "Hartwell", or "Hartwell and 2 more vertices": where a reach comes from. */
static void reach_from(const conquest_match *m, const cq_reach *r, char *out, size_t size)
{
    const char *best = conquest_place(&m->graph, r->best);
    if (r->sources <= 1)
        snprintf(out, size, "%s", best);
    else
        /* TRANSLATORS: where another player's units could come from: its biggest vertex, then how many others */
        snprintf(out, size, P_("%s and %d more vertex", "%s and %d more vertices", r->sources - 1), best,
                 r->sources - 1);
}

/* Appends " · " and the text to out. */
static void append(char *out, size_t size, const char *text)
{
    size_t len = strlen(out);
    if (len + 1 < size)
        snprintf(out + len, size - len, "%s%s", len ? " \u00b7 " : "", text);
}

void conquest_odds_split(const int64_t *units, int n, int *pct)
{
    int64_t sum = 0, rem[CQ_MAX_PLAYERS + 1];
    for (int i = 0; i < n; i++)
        sum += units[i] > 0 ? units[i] : 0;
    int given = 0;
    for (int i = 0; i < n; i++) {
        int64_t u = units[i] > 0 ? units[i] : 0;
        pct[i] = sum > 0 ? (int)(u * 100 / sum) : 0;
        rem[i] = sum > 0 && u > 0 ? u * 100 % sum : -1;
        given += pct[i];
    }
    /* the points rounding down left go to the largest remainders, an equal
     * remainder to the larger share (3 against 5: 37 % and 63 %) */
    while (sum > 0 && given < 100) {
        int best = -1;
        for (int i = 0; i < n; i++)
            if (rem[i] >= 0 && (best < 0 || rem[i] > rem[best] || (rem[i] == rem[best] && units[i] > units[best])))
                best = i;
        if (best < 0)
            break;
        pct[best]++;
        rem[best] = -1;
        given++;
    }
}

int conquest_worst_odds(int64_t mine, int64_t others)
{
    /* a worst case, so rounded down (blind play-test 12: 6 against 5 is
     * 54.5 %, said "55 %", more than the player can count on) */
    int64_t sum = (mine > 0 ? mine : 0) + (others > 0 ? others : 0);
    return sum > 0 && mine > 0 ? (int)(mine * 100 / sum) : 0;
}

void conquest_rival_names(const conquest_match *m, int p, int to, char *out, size_t size)
{
    out[0] = '\0';
    static cq_reach reach[CQ_MAX_PLAYERS];
    if (to < 0 || to >= m->graph.n_vertices || !cq_reach_of(&m->state, to, reach))
        return;
    int owner = m->state.controller[to], n = 0, one = -1, two = -1;
    for (int q = 0; q < m->state.n_players; q++)
        if (q != p && q != owner && reach[q].units > 0) {
            if (n == 0)
                one = q;
            else if (n == 1)
                two = q;
            n++;
        }
    if (n == 1)
        snprintf(out, size, "%s", conquest_player_name(m, one));
    else if (n == 2)
        /* TRANSLATORS: two players who can reach a vertex: "if Ann or Bob also moves here" */
        snprintf(out, size, _("%s or %s"), conquest_player_name(m, one), conquest_player_name(m, two));
    else if (n > 2)
        /* TRANSLATORS: more than two players can reach a vertex: "if another player also moves here" */
        snprintf(out, size, "%s", _("another player"));
}

int conquest_attack_draw(const conquest_match *m, int p, const cq_order *extra, int to)
{
    if (p < 0 || p >= m->state.n_players || to < 0 || to >= m->graph.n_vertices)
        return -1;
    size_t n = 0;
    cq_order *list = orders_with(m, p, extra, &n);
    if (!list)
        return -1;
    cq_attack_preview pv;
    bool known = cq_attack_preview_of(&m->state, list, n, p, to, &pv);
    free(list);
    if (!known || pv.kind == CQ_ATTACK_REINFORCE || pv.outcome == CQ_ATTACK_NOTHING || pv.arriving <= 0)
        return -1;
    /* An order that cannot take its target alone is lost unless others come
     * too: its worst case is 0 %, not the draw's share (play-test 8: "draw
     * >=33 %" on 1 unit sent to a weight of 2, "alone, it is lost" beside it).
     * Its preview says it is lost; no draw is offered as its worst. */
    if (pv.kind == CQ_ATTACK_NEUTRAL ? pv.arriving < pv.needed : pv.arriving <= pv.defenders)
        return -1;
    static cq_reach reach[CQ_MAX_PLAYERS];
    cq_reach_of(&m->state, to, reach);
    int owner = m->state.controller[to];
    int64_t rivals = 0;
    for (int q = 0; q < m->state.n_players; q++)
        if (q != p && q != owner)
            rivals += reach[q].units;
    if (rivals <= 0)
        return -1;
    /* a draw needs the arrivals to pay the weight (neutral) or beat the
     * defenders (held) together: else nobody is drawn */
    if (pv.kind == CQ_ATTACK_NEUTRAL ? pv.arriving + rivals < pv.needed : pv.arriving + rivals <= pv.defenders)
        return -1;
    return conquest_worst_odds(pv.arriving, rivals);
}

/* An attack on a held vertex its holder can reinforce, said worst case first
 * (blind play-test 11: "5 arrive: taken", then the holder added 2 and all
 * died): "Worst case: 5 against 7: its defenders hold · taken only if Computer
 * adds fewer than 2 units", then the best case, what `out` held. */
static void holder_first(const conquest_match *m, int owner, long long arriving, long long defenders,
                         long long holder, char *out, size_t size)
{
    char best[900], worst[400], cond[300];
    snprintf(best, sizeof best, "%s", out);
    long long most = defenders + holder, margin = arriving - defenders;
    const char *name = conquest_player_name(m, owner);
    if (arriving > most) {
        /* TRANSLATORS: an order's preview, after "N arrive: taken": sure even if the holder adds all it can (its
         * name, the most it can add) */
        snprintf(cond, sizeof cond, P_("even if %s adds the %lld unit it can", "even if %s adds all %lld units it can",
                                       holder),
                 name, holder);
        i18n_elide(cond);
        append(out, size, cond);
        return;
    }
    if (arriving < most)
        /* TRANSLATORS: an order's preview, first: the worst case, the holder adding all it can (the player's units,
         * the defenders then) */
        snprintf(worst, sizeof worst, _("Worst case: %lld against %lld, its defenders hold and all yours are lost"),
                 arriving, most);
    else
        /* TRANSLATORS: an order's preview, first: the worst case, as many as the defenders then */
        snprintf(worst, sizeof worst, _("Worst case: %lld against %lld, all destroyed and it becomes neutral"),
                 arriving, most);
    if (margin <= 1)
        /* TRANSLATORS: an order's preview, after the worst case: the holder's name */
        snprintf(cond, sizeof cond, _("taken only if %s adds none"), name);
    else
        /* TRANSLATORS: an order's preview, after the worst case: the holder's name and how few it must add */
        snprintf(cond, sizeof cond, P_("taken only if %s adds fewer than %lld unit", "taken only if %s adds fewer than %lld units",
                                   margin),
             name, margin);
    i18n_elide(cond);
    append(worst, sizeof worst, cond);
    /* TRANSLATORS: an order's preview, after its worst case: what happens if nobody else sends units */
    snprintf(cond, sizeof cond, "%s", _("Best case:"));
    snprintf(out, size, "%s \u00b7 %s %s", worst, cond, best);
}

conquest_outcome conquest_attack_forecast(const conquest_match *m, int p, const cq_order *extra, int to, char *out,
                                          size_t size)
{
    int source = extra != NULL ? cq_graph_find(&m->graph, extra->from) : -1;
    return conquest_order_forecast(m, p, extra, source, to, out, size);
}

conquest_outcome conquest_order_forecast(const conquest_match *m, int p, const cq_order *extra, int source, int to,
                                         char *out, size_t size)
{
    out[0] = '\0';
    if (p < 0 || p >= m->state.n_players || to < 0 || to >= m->graph.n_vertices)
        return CONQUEST_OUTCOME_NONE;
    size_t n = 0;
    cq_order *list = orders_with(m, p, extra, &n);
    if (!list)
        return CONQUEST_OUTCOME_NONE;
    cq_attack_preview pv;
    bool known = cq_attack_preview_of(&m->state, list, n, p, to, &pv);
    /* A source of these orders the target has an edge back to: its holder's
     * units may come the other way on the same edge and meet them there first
     * (the rules' head-on meetings; blind play-test 15: a green "taken" lost
     * all 7 on the edge, and the source with them). */
    /* Only an order with no more units than the target holds can be stopped
     * there: with more, the meeting costs both sides alike and changes
     * nothing at the target. With a source given, only that order's own edge
     * (blind play-test 16: "Coldgate -> Ashford" selected, the risk of
     * "Brillfield -> Ashford" shown). */
    int back = -1, holder_at = m->state.controller[to];
    long long back_sent = 0, back_units = holder_at >= 0 && holder_at != p ? (long long)m->state.units[to] : 0;
    for (size_t i = n; i-- > 0 && back < 0 && back_units > 0;) /* `extra` (the last) first */
        if (list[i].to == m->graph.vertices[to].id && (long long)list[i].units <= back_units) {
            int s = cq_graph_find(&m->graph, list[i].from);
            if (s >= 0 && (source < 0 || s == source) && cq_graph_edge(&m->graph, to, s) >= 0) {
                back = s;
                back_sent = (long long)list[i].units;
            }
        }
    free(list);
    if (!known)
        return CONQUEST_OUTCOME_NONE;
    const char *place = conquest_place(&m->graph, to);
    long long arriving = (long long)pv.arriving, needed = (long long)pv.needed;
    if (pv.kind == CQ_ATTACK_REINFORCE) {
        if (pv.outcome == CQ_ATTACK_JOINS)
            /* TRANSLATORS: an order's preview: units sent to the player's own vertex. */
            snprintf(out, size, P_("%lld unit reinforces %s", "%lld units reinforce %s", arriving), arriving, place);
        return pv.outcome == CQ_ATTACK_JOINS ? CONQUEST_OUTCOME_JOINS : CONQUEST_OUTCOME_NONE;
    }
    /* Who else could arrive this turn, from what every seat sees: the holder
     * (adding to its defenders) and the others (pooled with these arrivals). */
    static cq_reach reach[CQ_MAX_PLAYERS];
    cq_reach_of(&m->state, to, reach);
    int owner = m->state.controller[to];
    long long rivals = 0, holder = owner >= 0 && owner != p ? (long long)reach[owner].units : 0;
    for (int q = 0; q < m->state.n_players; q++)
        if (q != p && q != owner)
            rivals += (long long)reach[q].units;
    conquest_outcome verdict;
    if (pv.outcome == CQ_ATTACK_NOTHING)
        verdict = CONQUEST_OUTCOME_NONE;
    else if (pv.kind == CQ_ATTACK_NEUTRAL)
        /* Pooled, the arrivals pay the weight together and one draw takes all:
         * sure only with nobody else in reach. Fewer than its weight fails
         * alone: red, as every losing order (blind play-test 12: the amber "?"
         * of a gamble on "alone, all are lost"); amber only when it may take
         * it and others decide. */
        verdict = pv.outcome == CQ_ATTACK_TAKES ? (rivals == 0 ? CONQUEST_OUTCOME_TAKES : CONQUEST_OUTCOME_UNSURE)
                                                : CONQUEST_OUTCOME_FAILS;
    else if (arriving <= (long long)pv.defenders)
        verdict = CONQUEST_OUTCOME_FAILS; /* not more than its defenders: alone it never takes it */
    else if (rivals == 0 && arriving > (long long)pv.defenders + holder)
        verdict = CONQUEST_OUTCOME_TAKES; /* more than its defenders with all the holder could add */
    else
        verdict = CONQUEST_OUTCOME_UNSURE;
    if (back >= 0 && verdict == CONQUEST_OUTCOME_TAKES)
        verdict = CONQUEST_OUTCOME_UNSURE; /* never a plain "taken" with that risk */
    if (pv.outcome == CQ_ATTACK_NOTHING && needed == 0)
        return CONQUEST_OUTCOME_NONE;
    char need[120], what[200] = "";
    /* TRANSLATORS: an order's preview: the fewest units that take the vertex
     * from what is there now (a neutral's weight, or one more than its defenders). */
    snprintf(need, sizeof need, P_("Needs %lld unit to take %s", "Needs %lld units to take %s", needed), needed, place);
    switch (pv.outcome) {
    case CQ_ATTACK_TAKES:
        /* TRANSLATORS: an order's preview, after "Needs N units to take X · ". */
        snprintf(what, sizeof what, P_("%lld arrives: taken", "%lld arrive: taken", arriving), arriving);
        break;
    case CQ_ATTACK_EMPTIES:
        /* TRANSLATORS: an order's preview: as many as the defenders. */
        snprintf(what, sizeof what,
                 P_("%lld arrives, as many as its defenders: all destroyed, it becomes neutral",
                    "%lld arrive, as many as its defenders: all destroyed, it becomes neutral", arriving),
                 arriving);
        break;
    case CQ_ATTACK_HOLDS:
        /* TRANSLATORS: an order's preview: fewer than the defenders. */
        snprintf(what, sizeof what, P_("%lld arrives: its defenders hold", "%lld arrive: its defenders hold", arriving),
                 arriving);
        break;
    case CQ_ATTACK_LOST:
        if (rivals > 0 && arriving + rivals >= needed)
            /* TRANSLATORS: an order's preview: fewer than a neutral vertex's weight, but another player can arrive too. */
            snprintf(what, sizeof what,
                     P_("%lld arrives: fewer than its weight; alone, it is lost",
                        "%lld arrive: fewer than its weight; alone, all are lost", arriving),
                     arriving);
        else
            /* TRANSLATORS: an order's preview: fewer than a neutral vertex's weight. */
            snprintf(what, sizeof what,
                     P_("%lld arrives: fewer than its weight, all lost", "%lld arrive: fewer than its weight, all lost",
                        arriving),
                     arriving);
        break;
    default: break;
    }
    snprintf(out, size, what[0] ? "%s · %s" : "%s", need, what);
    bool worst_first = pv.kind == CQ_ATTACK_HELD && rivals == 0 && holder > 0 && arriving > (long long)pv.defenders;
    if (worst_first)
        holder_first(m, owner, arriving, (long long)pv.defenders, holder, out, size);
    int draw = conquest_attack_draw(m, p, extra, to);
    if (draw >= 0) {
        /* the draw first, short, as the arrow says it (its rule follows) */
        char head[1400];
        /* TRANSLATORS: an order's preview, first: others can reach the target, so a weighted draw may decide it; the
         * player's worst odds in percent */
        snprintf(head, sizeof head, _("May go to a lottery: at worst %d %% for you"), draw);
        /* What the draw does, in full words and naming who may come (blind
         * play-test 14: that the winner keeps the loser's units came as a
         * surprise; blind play-test 17: "lottery" alone did not say the
         * stakes, and a 10-10 race became 10-20). */
        char rule[600], who[200];
        conquest_rival_names(m, p, to, who, sizeof who);
        /* TRANSLATORS: an order's preview, after "May go to a lottery: at worst N % for you": what the draw does.
         * %s the other players who can reach the target ("Computer", "Ann or Bob", ...) */
        snprintf(rule, sizeof rule, _("if %s also moves here, one draw weighted by units sent picks the winner, "
                                      "who keeps every survivor, yours included; the loser keeps nothing"),
                 who);
        i18n_elide(rule);
        append(head, sizeof head, rule);
        /* the best case after the worst (blind play-test 11: the best led) */
        size_t len = strlen(head);
        snprintf(head + len, sizeof head - len, " \u00b7 %s %s", _("Best case:"), out);
        snprintf(out, size, "%s", head);
    }
    if (back >= 0 && pv.outcome != CQ_ATTACK_NOTHING) {
        /* the risk first, as the worst case it is */
        char head[1400];
        if (back_units > back_sent)
            /* TRANSLATORS: an order's preview, first: the target's holder may send its units back along the same
             * edge. %1$s the target, %2$lld its units, %3$lld the order's units, %4$s the order's source. */
            snprintf(head, sizeof head,
                     P_("Head-on risk: if %s's %lld unit comes this way on the same edge, the two forces meet on the "
                        "edge first: all your %lld there are destroyed and the rest of theirs go on to %s",
                        "Head-on risk: if %s's %lld units come this way on the same edge, the two forces meet on the "
                        "edge first: all your %lld there are destroyed and the rest of theirs go on to %s",
                        back_units),
                     place, back_units, back_sent, conquest_place(&m->graph, back));
        else
            /* TRANSLATORS: the same, the holder's units as many as the order's: %1$s the target, %2$lld the units */
            snprintf(head, sizeof head,
                     P_("Head-on risk: if %s's %lld unit comes this way on the same edge, the two forces meet on the "
                        "edge first and destroy each other: none of yours get there",
                        "Head-on risk: if %s's %lld units come this way on the same edge, the two forces meet on the "
                        "edge first and destroy each other: none of yours get there",
                        back_units),
                     place, back_units);
        i18n_elide(head);
        /* after the holder's worst case ("Worst case: 5 against 5, ..."), else first */
        const char *dot = worst_first ? strstr(out, " \u00b7 ") : NULL;
        char whole[2000];
        if (dot)
            snprintf(whole, sizeof whole, "%.*s \u00b7 %s%s", (int)(dot - out), out, head, dot);
        else
            snprintf(whole, sizeof whole, "%s \u00b7 %s", head, out);
        snprintf(out, size, "%s", whole);
    }
    /* Each other player in reach, by name, with the most it could bring and
     * from where (public: its vertices next to the target, their units). */
    int named = 0;
    for (int q = 0; q < m->state.n_players; q++) {
        if (q == p || reach[q].units <= 0)
            continue;
        if (named == 3) {
            /* TRANSLATORS: an order's preview: more players than it names can reach the target too */
            append(out, size, _("others can reach it too"));
            break;
        }
        char from[96], line[320];
        reach_from(m, &reach[q], from, sizeof from);
        long long up = (long long)reach[q].units;
        if (q == owner)
            /* TRANSLATORS: an order's preview: the holder of the target can add units to its defenders (its name, how many, from where) */
            snprintf(line, sizeof line, P_("%s can add up to %lld unit to its defenders, from %s",
                                           "%s can add up to %lld units to its defenders, from %s", up),
                     conquest_player_name(m, q), up, from);
        else
            /* TRANSLATORS: an order's preview: another player can also reach the target this turn (name, place, how many, from where) */
            snprintf(line, sizeof line, P_("%s can also reach %s: up to %lld unit from %s",
                                           "%s can also reach %s: up to %lld units from %s", up),
                     conquest_player_name(m, q), place, up, from);
        i18n_elide(line);
        append(out, size, line);
        named++;
    }
    /* others could pay with these arrivals: the draw may happen, even to an order red alone */
    bool pooled = pv.kind == CQ_ATTACK_NEUTRAL ? arriving + rivals >= needed
                                               : arriving + rivals > (long long)pv.defenders;
    if (rivals > 0 && pv.outcome != CQ_ATTACK_NOTHING && arriving > 0 && pooled) {
        /* The rule of shared arrivals, said before the order is given (play-test
         * 5: "a lottery the loser pays for"): who pays, the draw and the worst
         * odds (every rival sending all it can), who keeps the survivors. Not
         * when everyone's units together cannot pay (blind play-test 9): then
         * nobody is drawn, and the verdict says all are lost. */
        char rule[400];
        int odds = conquest_worst_odds(arriving, rivals);
        if (pv.kind == CQ_ATTACK_NEUTRAL)
            /* TRANSLATORS: an order's preview on a neutral target another player can reach: what happens if several
             * players arrive. %1$lld the weight, %2$lld the player's units, %3$lld the most the others can send, %4$d
             * the player's worst odds in percent. */
            snprintf(rule, sizeof rule,
                     _("If others arrive too: all arriving units pay its weight %lld together, then one player is drawn "
                       "by units sent (your %lld against at most %lld: at worst %d %% for you) and keeps all the "
                       "survivors; the others lose every unit they sent"),
                     needed, arriving, rivals, odds);
        else
            /* TRANSLATORS: an order's preview on a held target a third player can reach: what happens if several
             * players attack. %1$lld the player's units, %2$lld the most the others can send, %3$d the worst odds. */
            snprintf(rule, sizeof rule,
                     _("If others attack too: all attackers together fight the defenders, then one attacker is drawn "
                       "by units sent (your %lld against at most %lld: at worst %d %% for you) and takes it with all "
                       "the survivors; the others lose every unit they sent"),
                     arriving, rivals, odds);
        append(out, size, rule);
    }
    return verdict;
}

bool conquest_attack_text(const conquest_match *m, int p, const cq_order *extra, int to, char *out, size_t size)
{
    return conquest_attack_forecast(m, p, extra, to, out, size) == CONQUEST_OUTCOME_FAILS;
}

int64_t conquest_planned_units(const conquest_match *m, int p, const cq_order *extra, int v, int64_t *sent,
                               int64_t *arriving)
{
    size_t n = 0;
    cq_order *list = p >= 0 && p < m->state.n_players ? orders_with(m, p, extra, &n) : NULL;
    /* the rule is the core's (the turn's own validation); out of memory: none */
    int64_t left = cq_planned_units(&m->state, list, list ? n : 0, p, v, sent, arriving);
    free(list);
    return left;
}

bool conquest_source_warning(const conquest_match *m, int p, const cq_order *extra, int from, char *out,
                             size_t size)
{
    out[0] = '\0';
    if (p < 0 || p >= m->state.n_players || from < 0 || from >= m->graph.n_vertices ||
        m->state.controller[from] != p)
        return false;
    int64_t sent = 0, arriving = 0;
    long long left = (long long)conquest_planned_units(m, p, extra, from, &sent, &arriving);
    if (sent == 0)
        return false;
    static cq_reach reach[CQ_MAX_PLAYERS];
    cq_reach_of(&m->state, from, reach);
    int worst = -1;
    for (int q = 0; q < m->state.n_players; q++)
        if (q != p && reach[q].units > 0 && (worst < 0 || reach[q].units > reach[worst].units))
            worst = q;
    /* As many attackers as defenders empty it (cq_turn_resolve): safe only
     * with more than the most one player could bring. */
    if (worst < 0 || left > (long long)reach[worst].units)
        return false;
    const char *place = conquest_place(&m->graph, from);
    long long up = (long long)reach[worst].units;
    if (left <= 0 && reach[worst].sources == 1)
        /* TRANSLATORS: an order leaves its source empty next to another player's vertex (source; that vertex, its holder, its units) */
        snprintf(out, size, P_("%s will be empty; %s (%s, %lld unit) is next to it",
                               "%s will be empty; %s (%s, %lld units) is next to it", up),
                 place, conquest_place(&m->graph, reach[worst].best), conquest_player_name(m, worst), up);
    else {
        char where[96];
        reach_from(m, &reach[worst], where, sizeof where);
        if (left <= 0)
            /* TRANSLATORS: an order leaves its source empty; another player could bring that many from there */
            snprintf(out, size, P_("%s will be empty; %s can bring up to %lld unit from %s",
                                   "%s will be empty; %s can bring up to %lld units from %s", up),
                     place, conquest_player_name(m, worst), up, where);
        else if (arriving > 0)
            /* TRANSLATORS: an order leaves few units at its source, though the player's own units arrive there before
             * any fight (source, units it will have, of them arriving, name, how many, from where) */
            snprintf(out, size, P_("%s will have %lld unit (%lld of yours arrive first); %s can bring up to %lld from %s",
                                   "%s will have %lld units (%lld of yours arrive first); %s can bring up to %lld from %s",
                                   left),
                     place, left, (long long)arriving, conquest_player_name(m, worst), up, where);
        else
            /* TRANSLATORS: an order leaves fewer units at its source than another player could bring (source, units kept, name, how many, from where) */
            snprintf(out, size, P_("%s keeps %lld unit; %s can bring up to %lld from %s",
                                   "%s keeps %lld units; %s can bring up to %lld from %s", left),
                     place, left, conquest_player_name(m, worst), up, where);
    }
    i18n_elide(out);
    return true;
}

bool conquest_empty_rule(const conquest_match *m, int p, const cq_order *extra, int from, char *out, size_t size)
{
    out[0] = '\0';
    if (p < 0 || p >= m->state.n_players || from < 0 || from >= m->graph.n_vertices ||
        m->state.controller[from] != p)
        return false;
    int64_t sent = 0, arriving = 0;
    if (conquest_planned_units(m, p, extra, from, &sent, &arriving) > 0 || sent == 0)
        return false;
    /* The rule the "-> 0" tag asks about (blind play-test 17: "does leaving
     * it at 0 let it be taken for free?"): held with no units, it stays the
     * player's and grows by its weight; any unit that arrives takes it. */
    static cq_reach reach[CQ_MAX_PLAYERS];
    cq_reach_of(&m->state, from, reach);
    bool reachable = false;
    for (int q = 0; q < m->state.n_players; q++)
        reachable = reachable || (q != p && reach[q].units > 0);
    long long w = (long long)m->graph.vertices[from].weight;
    if (reachable)
        /* TRANSLATORS: under an order that leaves its source with 0 units: the rule (the source, its weight) */
        snprintf(out, size, _("Left with 0 units, %s is taken by the first enemy unit that arrives, with no fight; if "
                              "none comes, it stays yours and grows by %lld"),
                 conquest_place(&m->graph, from), w);
    else
        /* TRANSLATORS: the same, no other player can reach the source this turn (the source, its weight) */
        snprintf(out, size, _("Left with 0 units, %s stays yours: no other player can reach it this turn, and it "
                              "still grows by %lld"),
                 conquest_place(&m->graph, from), w);
    i18n_elide(out);
    return true;
}

void conquest_none_left_text(const conquest_match *m, int from, char *out, size_t size)
{
    snprintf(out, size, _("No units left at %s: they are all ordered out"), conquest_place(&m->graph, from));
    i18n_elide(out);
}

conquest_outcome conquest_drag_forecast(const conquest_match *m, int who, int from, int to, char *out, size_t size)
{
    out[0] = '\0';
    if (who < 0 || from < 0 || to < 0 || to == from || cq_graph_edge(&m->graph, from, to) < 0)
        return CONQUEST_OUTCOME_NONE;
    int existing = conquest_match_find_order(m, who, from, to);
    cq_order o = { who, m->graph.vertices[from].id, m->graph.vertices[to].id,
                   conquest_match_units_free(m, who, from) + (existing >= 0 ? m->orders[who].list[existing].units : 0) };
    if (o.units < 1) { /* on a neighbour: the edge is there, the units are not */
        conquest_none_left_text(m, from, out, size);
        return CONQUEST_OUTCOME_FAILS;
    }
    conquest_outcome oc = conquest_attack_forecast(m, who, &o, to, out, size);
    char warn[320];
    if (conquest_source_warning(m, who, &o, from, warn, sizeof warn)) {
        size_t len = strlen(out);
        snprintf(out + len, size - len, "%s%s", len ? "\n" : "", warn);
    }
    if (conquest_empty_rule(m, who, &o, from, warn, sizeof warn)) {
        size_t len = strlen(out);
        snprintf(out + len, size - len, "%s%s", len ? "\n" : "", warn);
    }
    return oc;
}

bool conquest_not_next_text(const conquest_match *m, int who, int from, int v, char *out, size_t size)
{
    if (v < 0 || from < 0 || v == from || cq_graph_edge(&m->graph, from, v) >= 0)
        return false;
    bool back = cq_graph_edge(&m->graph, v, from) >= 0;
    if (back) /* a one-way edge the wrong way */
        conquest_refusal_text(m, who, from, v, CQ_ORDER_NO_EDGE, out, size);
    else if (m->state.controller[v] != who)
        /* TRANSLATORS: the second click of click-click on a vertex with no edge from the first: clicked, picked */
        snprintf(out, size, _("%s is not next to %s: no edge leads there from it"), conquest_place(&m->graph, v),
                 conquest_place(&m->graph, from));
    else
        return false; /* another of the player's own vertices: a new pick */
    i18n_elide(out);
    return true;
}
