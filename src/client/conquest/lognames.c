/* Conquest's names in the event log, worded when shown (lognames.h). */
#include "conquest/lognames.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conquest/label.h"
#include "eventlog/words.h"
#include "skirmish/data/seats.h"
#include "skirmish/i18n.h"

/* The players of the match last used: a literal name (typed, or joined with),
 * a network bot, or a seat's default name worded at each call. */
static struct {
    int n;
    data_seat seats[CQ_MAX_PLAYERS];
    char literal[CQ_MAX_PLAYERS][CONQUEST_LABEL_MAX + CQ_PLAYER_ID_MAX];
    bool network[CQ_MAX_PLAYERS];
    bool grid;                         /* a big map: its places by grid reference */
    int n_vertices;
    char refs[CQ_MAX_VERTICES][8];
} players;

static void place_words(int v, char *out, size_t size)
{
    if (players.grid && v >= 0 && v < players.n_vertices)
        snprintf(out, size, "%s", players.refs[v]);
    else
        conquest_place_name(v, out, size);
}

#define ITEM '\036'
#define FIELD '\037'

static void player_words(int p, char *out, size_t size)
{
    if (p < 0 || p >= players.n) {
        /* TRANSLATORS: nobody holds it (a neutral vertex). */
        snprintf(out, size, "%s", p < 0 ? _("neutral") : "?");
        return;
    }
    if (players.literal[p][0])
        snprintf(out, size, "%s", players.literal[p]);
    else if (players.network[p])
        snprintf(out, size, _("Network bot %d"), p + 1);
    else
        data_seat_label(players.seats, players.n, p, out, size);
}

static const char *player_namer(const char *key)
{
    static char out[4][CONQUEST_LABEL_MAX + CQ_PLAYER_ID_MAX];
    static int next;
    char *o = out[next++ % 4];
    player_words(atoi(key), o, sizeof out[0]);
    return o;
}

static const char *place_namer(const char *key)
{
    static char out[4][CONQUEST_LABEL_MAX];
    static int next;
    char *o = out[next++ % 4];
    place_words(atoi(key), o, sizeof out[0]);
    return o;
}

/* One item of a list worded: its kind, then numbers apart by FIELD. */
static size_t item_words(const char *item, char *out, size_t size)
{
    char kind = item[0];
    long long f[12] = {0};
    int nf = 0;
    const char *p = item + 1;
    while (*p && *p != ITEM && nf < 12) {
        f[nf++] = strtoll(p, (char **)&p, 10);
        if (*p == FIELD)
            p++;
        else
            break;
    }
    char name[CONQUEST_LABEL_MAX + CQ_PLAYER_ID_MAX];
    player_words((int)f[0], name, sizeof name);
    switch (kind) {
    case 'A': {
        char from[128] = "";
        size_t fl = 0;
        for (int i = 2; i < nf && fl < sizeof from; i++) {
            char lab[CONQUEST_LABEL_MAX];
            place_words((int)f[i], lab, sizeof lab);
            fl += (size_t)snprintf(from + fl, sizeof from - fl, "%s%s", fl ? ", " : "", lab);
        }
        /* TRANSLATORS: who arrives at a vertex: a player, its units, the vertices they came from. */
        return (size_t)snprintf(out, size, _("%s%s with %lld (from %s)"), "", name, f[1], from);
    }
    case 'O': return (size_t)snprintf(out, size, "%s %lld %%", name, f[1]);
    case 'D':
        /* TRANSLATORS: in the departures step: a player, units sent, along how many edges. */
        return (size_t)snprintf(out, size, P_("%s%s sent %lld along %d edge", "%s%s sent %lld along %d edges", f[2]),
                                "", name, f[1], (int)f[2]);
    case 'G': return (size_t)snprintf(out, size, "%s +%lld", name, f[1]);
    default: return (size_t)snprintf(out, size, "?");
    }
}

static void list_words(const char *key, char *out, size_t size)
{
    size_t len = 0;
    out[0] = '\0';
    for (const char *p = key; *p && len < size;) {
        const char *sep = p[0] == 'D' ? "; " : ", ";
        if (len)
            len += (size_t)snprintf(out + len, size - len, "%s", sep);
        if (len < size)
            len += item_words(p, out + len, size - len);
        const char *next = strchr(p, ITEM);
        if (!next)
            break;
        p = next + 1;
    }
}

static const char *list_namer(const char *key)
{
    static char out[4][EVLOG_TEXT_MAX];
    static int next;
    char *o = out[next++ % 4];
    list_words(key, o, sizeof out[0]);
    return o;
}

void conquest_log_names_use(const conquest_match *m)
{
    memset(&players, 0, sizeof players);
    players.n = m->state.n_players;
    conquest_match_seats(m, players.seats);
    for (int p = 0; p < players.n; p++) {
        const char *id = m->state.players[p].id;
        int k, end = 0;
        bool placeholder = sscanf(id, "p%d%n", &k, &end) == 1 && id[end] == '\0' && k == p;
        if (m->name[p][0])
            snprintf(players.literal[p], sizeof players.literal[p], "%s", m->name[p]);
        else if (!placeholder)
            snprintf(players.literal[p], sizeof players.literal[p], "%s", id);
        players.network[p] = m->seat[p] == CONQUEST_SEAT_NETWORK;
    }
    players.n_vertices = m->graph.n_vertices;
    players.grid = m->graph.n_vertices > CONQUEST_PLACE_NAMES;
    for (int v = 0; players.grid && v < m->graph.n_vertices; v++)
        conquest_vertex_label(&m->graph, v, players.refs[v], sizeof players.refs[v]);
    evlog_set_namer("cq-player", player_namer);
    evlog_set_namer("cq-place", place_namer);
    evlog_set_namer("cq-list", list_namer);
}

const char *conquest_log_player(int p)
{
    char key[16];
    snprintf(key, sizeof key, "%d", p);
    return evlog_name("cq-player", key);
}

const char *conquest_log_place(const cq_graph *g, int v)
{
    if (g->n_vertices > CONQUEST_PLACE_NAMES || v < 0 || v >= g->n_vertices)
        return conquest_place(g, v); /* a grid reference reads the same in every language */
    char key[16];
    snprintf(key, sizeof key, "%d", v);
    return evlog_name("cq-place", key);
}

void conquest_log_list_init(conquest_log_list *l)
{
    l->key[0] = '\0';
    l->len = 0;
}

static void list_add(conquest_log_list *l, char kind, const long long *f, int n)
{
    char item[128];
    size_t k = (size_t)snprintf(item, sizeof item, "%s%c", l->len ? "\036" : "", kind);
    for (int i = 0; i < n && k < sizeof item; i++)
        k += (size_t)snprintf(item + k, sizeof item - k, "%s%lld", i ? "\037" : "", f[i]);
    if (k >= sizeof item || l->len + k >= sizeof l->key)
        return; /* the list is full: the rest left out */
    memcpy(l->key + l->len, item, k + 1);
    l->len += k;
}

void conquest_log_list_arrival(conquest_log_list *l, int p, int64_t units, const int *from, int n)
{
    long long f[12] = { p, (long long)units };
    int k = 2;
    for (int i = 0; i < n && k < 12; i++)
        f[k++] = from[i];
    list_add(l, 'A', f, k);
}

void conquest_log_list_odds(conquest_log_list *l, int p, int pct)
{
    list_add(l, 'O', (long long[]){ p, pct }, 2);
}

void conquest_log_list_departure(conquest_log_list *l, int p, int64_t units, int orders)
{
    list_add(l, 'D', (long long[]){ p, (long long)units, orders }, 3);
}

void conquest_log_list_growth(conquest_log_list *l, int p, int64_t made)
{
    list_add(l, 'G', (long long[]){ p, (long long)made }, 2);
}

const char *conquest_log_list_arg(const conquest_log_list *l)
{
    return evlog_name("cq-list", l->key);
}

void conquest_log_list_text(const conquest_log_list *l, char *out, size_t size)
{
    list_words(l->key, out, size);
}
