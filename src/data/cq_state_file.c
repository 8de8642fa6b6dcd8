/*
 * Conquest game states in the public server's shape.
 *
 * The state reader is lenient where the public server's own states vary (players
 * as objects or as plain names, elimination entries as [turn, [names]] pairs or as
 * objects, a player listed again in later elimination entries, no "max_turns") and
 * strict about everything that would make the rules misbehave: unknown names,
 * dangling edges, duplicate ids, units on neutral vertices, vertices held by an
 * eliminated player, a status that contradicts the state. Derived values
 * (players' "total_units", "final_rankings") are not read: they are recomputed
 * when written.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cq_json_internal.h"
#include "fileio_internal.h"
#include "json_util.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

static const char *const key_names[DATA_CQ_STATE_KEYS] = {
    "turn", "max_turns", "graph", "players", "elimination_order", "game_status", "final_rankings", "rng",
};

void data_cq_layout_default(data_cq_layout *layout)
{
    memset(layout, 0, sizeof *layout);
    layout->n_keys = DATA_CQ_STATE_KEYS;
    for (int k = 0; k < DATA_CQ_STATE_KEYS; k++)
        layout->keys[k] = (uint8_t)k;
    layout->turn_duration_seconds = 1.0;
}

bool data_cq_layout_warning(const data_cq_layout *layout, char *buf, size_t size)
{
    if (size > 0)
        buf[0] = '\0';
    if (layout == NULL || (!layout->lobby && layout->n_orphans == 0))
        return false;
    size_t used = 0;
    if (layout->n_orphans > 0) {
        int n;
        if (layout->n_orphans > 1)
            /* TRANSLATORS: %lld is a vertex number, %s a player's name, %d
             * how many other vertices are in the same case. */
            n = snprintf(buf, size,
                         P_("vertex %lld is controlled by \"%s\", who is not in \"players\" (a player who left): "
                            "it loads neutral, and %d more such vertex",
                            "vertex %lld is controlled by \"%s\", who is not in \"players\" (a player who left): "
                            "it loads neutral, and %d more such vertices",
                            layout->n_orphans - 1),
                         (long long)layout->orphan_vertex, layout->orphan_name, layout->n_orphans - 1);
        else
            n = snprintf(buf, size,
                         _("vertex %lld is controlled by \"%s\", who is not in \"players\" (a player who left): it "
                           "loads neutral"),
                         (long long)layout->orphan_vertex, layout->orphan_name);
        used = n > 0 ? (size_t)n : 0;
    }
    if (layout->lobby && used < size)
        snprintf(buf + used, size - used, "%s%s", used > 0 ? "; " : "",
                 _("a \"waiting\" state on turn 0 (the server's lobby): it loads as turn 1"));
    return true;
}

/* ---- states ---- */

static bool read_players(const data_json_ctx *cx, const cJSON *root, cq_state *s, data_cq_layout *layout,
                         bool status_eliminated[CQ_MAX_PLAYERS])
{
    const cJSON *players;
    if (!data_json_get_array(cx, root, "", "players", true, &players))
        return false;
    int n = data_json_length(players);
    if (n < 1)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "players", "a game needs at least one player");
    if (n > CQ_MAX_PLAYERS)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "players",
                              "%d players: Skirmish holds at most %d in a game (its limit; the public server has none)",
                              n, CQ_MAX_PLAYERS);
    int i = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, players)
    {
        char at[DATA_KEY_MAX], id[CQ_PLAYER_ID_MAX];
        data_json_path_index(at, "players", i);
        bool disconnected = false;
        status_eliminated[i] = false;
        if (cJSON_IsString(item)) {
            if (i == 0)
                layout->players_as_strings = true;
            if (!data_cq_json_player_id(cx, item, at, id))
                return false;
        } else if (cJSON_IsObject(item)) {
            const cJSON *idv;
            char path[DATA_KEY_MAX];
            if (!data_json_member(cx, item, at, "id", true, &idv))
                return false;
            data_json_path_key(path, at, "id");
            if (!data_cq_json_player_id(cx, idv, path, id))
                return false;
            char status[16] = "active";
            if (!data_json_get_string(cx, item, at, "status", false, status, sizeof status))
                return false;
            data_json_path_key(path, at, "status");
            if (strcmp(status, "eliminated") == 0)
                status_eliminated[i] = true;
            else if (strcmp(status, "disconnected") == 0)
                disconnected = true;
            else if (strcmp(status, "active") != 0)
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                      "expected \"active\", \"eliminated\" or \"disconnected\"");
        } else {
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, at,
                                  "expected a player name or {\"id\": name, …}, found %s", data_json_type_name(item));
        }
        if (cq_state_find_player(s, id) != CQ_NO_PLAYER)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, at, "\"%s\" is listed twice", id);
        int p = cq_state_add_player(s, id);
        if (p == CQ_NO_PLAYER)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, at, "cannot add this player");
        s->players[p].disconnected = disconnected;
        i++;
    }
    return true;
}

/* One entry's players: an array of names, or one name. */
static bool read_elimination_players(const data_json_ctx *cx, const cJSON *names, const char *path, cq_state *s,
                                     int turn)
{
    if (cJSON_IsString(names)) {
        int p = CQ_NO_PLAYER;
        if (!data_cq_json_known_player(cx, names, path, s, &p))
            return false;
        if (!s->players[p].eliminated) {
            s->players[p].eliminated = true;
            s->players[p].eliminated_turn = turn;
        }
        return true;
    }
    if (!cJSON_IsArray(names))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected an array of player names, found %s",
                              data_json_type_name(names));
    int k = 0;
    const cJSON *name;
    cJSON_ArrayForEach(name, names)
    {
        char at[DATA_KEY_MAX];
        data_json_path_index(at, path, k++);
        int p = CQ_NO_PLAYER;
        if (!data_cq_json_known_player(cx, name, at, s, &p))
            return false;
        /* The public server lists a player again in each later turn's entry; the
         * first entry is the turn it was eliminated. */
        if (!s->players[p].eliminated) {
            s->players[p].eliminated = true;
            s->players[p].eliminated_turn = turn;
        }
    }
    return true;
}

static bool read_elimination_order(const data_json_ctx *cx, const cJSON *root, cq_state *s, data_cq_layout *layout)
{
    const cJSON *order;
    if (!data_json_get_array(cx, root, "", "elimination_order", true, &order))
        return false;
    int i = 0;
    const cJSON *entry;
    cJSON_ArrayForEach(entry, order)
    {
        char at[DATA_KEY_MAX], path[DATA_KEY_MAX];
        data_json_path_index(at, "elimination_order", i);
        int64_t turn = 0;
        const cJSON *names;
        if (cJSON_IsArray(entry)) {
            int m = data_json_length(entry);
            if (m != 2)
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, at,
                                      P_("expected [turn, [player names]], found %d element",
                                         "expected [turn, [player names]], found %d elements", m),
                                      m);
            data_json_path_index(path, at, 0);
            if (!data_cq_json_int64(cx, entry->child, path, 0, CQ_MAX_TURN_LIMIT, &turn))
                return false;
            names = entry->child->next;
            data_json_path_index(path, at, 1);
        } else if (cJSON_IsObject(entry)) {
            if (!data_cq_get_int64(cx, entry, at, "turn", true, 0, CQ_MAX_TURN_LIMIT, &turn))
                return false;
            names = cJSON_GetObjectItemCaseSensitive(entry, "players");
            data_json_path_key(path, at, "players");
            if (names == NULL) {
                names = cJSON_GetObjectItemCaseSensitive(entry, "player");
                data_json_path_key(path, at, "player");
            }
            if (names == NULL)
                return data_error_set(cx->err, DATA_ERR_MISSING, cx->file, path, "missing (required)");
            if (i == 0) {
                /* Remember the entry's shape, down to its key order, to write
                 * the next state's entries alike. */
                layout->elimination_as_objects = true;
                layout->elimination_one_per_player = cJSON_IsString(names);
                layout->elimination_player_first = false;
                for (const cJSON *m = entry->child; m != NULL; m = m->next) {
                    if (m == names) {
                        layout->elimination_player_first = true;
                        break;
                    }
                    if (m->string != NULL && strcmp(m->string, "turn") == 0)
                        break;
                }
            }
        } else {
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, at,
                                  "expected [turn, [player names]], found %s", data_json_type_name(entry));
        }
        if (turn > s->turn) {
            data_json_path_index(path, at, 0);
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, cJSON_IsArray(entry) ? path : at,
                                  "eliminated in turn %lld, after the state's turn %d", (long long)turn, (int)s->turn);
        }
        if (!read_elimination_players(cx, names, path, s, (int)turn))
            return false;
        i++;
    }
    return true;
}

/* Controllers and units of each vertex (in the order of the file, which is the
 * graph's index order). */
static bool read_holdings(const data_json_ctx *cx, const cJSON *vertices, cq_state *s, data_cq_layout *layout)
{
    int i = 0;
    const cJSON *v;
    cJSON_ArrayForEach(v, vertices)
    {
        char at[DATA_KEY_MAX], path[DATA_KEY_MAX];
        data_json_path_index(at, "graph.vertices", i);
        const cJSON *c;
        if (!data_json_member(cx, v, at, "controller", true, &c))
            return false;
        data_json_path_key(path, at, "controller");
        int owner = CQ_NEUTRAL;
        bool orphan = false;
        if (!cJSON_IsNull(c)) {
            char id[CQ_PLAYER_ID_MAX];
            if (!data_cq_json_player_id(cx, c, path, id))
                return false;
            owner = cq_state_find_player(s, id);
            if (owner == CQ_NO_PLAYER) {
                /* The server leaves a vertex with a bot that left its lobby: the
                 * vertex loads neutral (and empty), with a warning naming it. */
                orphan = true;
                owner = CQ_NEUTRAL;
                if (layout->n_orphans++ == 0) {
                    layout->orphan_vertex = s->graph->vertices[i].id;
                    memcpy(layout->orphan_name, id, sizeof id);
                }
            }
        }
        if (owner != CQ_NEUTRAL) {
            if (s->players[owner].eliminated)
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                      "\"%s\" was eliminated and cannot control a vertex", s->players[owner].id);
        }
        int64_t units = 0;
        if (!data_cq_get_int64(cx, v, at, "units", true, 0, CQ_MAX_UNITS, &units))
            return false;
        if (orphan)
            units = 0;
        if (owner == CQ_NEUTRAL && units != 0) {
            data_json_path_key(path, at, "units");
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                  "a neutral vertex holds no units (found %lld)", (long long)units);
        }
        s->controller[i] = (int8_t)owner;
        s->units[i] = units;
        i++;
    }
    return true;
}

static bool state_from_json(const data_json_ctx *cx, const cJSON *root, cq_graph *g, cq_state *s,
                            data_cq_layout *layout)
{
    /* The order of the known keys, to write them back the same way. */
    layout->n_keys = 0;
    const cJSON *member;
    cJSON_ArrayForEach(member, root)
    {
        for (int k = 0; k < DATA_CQ_STATE_KEYS; k++) {
            if (member->string == NULL || strcmp(member->string, key_names[k]) != 0)
                continue;
            bool seen = false;
            for (int j = 0; j < layout->n_keys; j++)
                seen = seen || layout->keys[j] == k;
            if (!seen)
                layout->keys[layout->n_keys++] = (uint8_t)k;
        }
    }

    /* The server's message wrapper: "type" says what the message is. */
    const cJSON *type = cJSON_GetObjectItemCaseSensitive(root, "type");
    if (type != NULL) {
        if (!cJSON_IsString(type) || strcmp(type->valuestring, "game_state") != 0)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "type",
                                  "expected \"game_state\" (a server message of another type is no state)");
        layout->wrapped = true;
    }
    const cJSON *duration = cJSON_GetObjectItemCaseSensitive(root, "turn_duration_seconds");
    if (duration != NULL) {
        double d = 0;
        if (!data_cq_json_number(cx, duration, "turn_duration_seconds", &d))
            return false;
        if (!(d > 0 && d <= 86400))
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "turn_duration_seconds",
                                  "expected a number of seconds above 0, at most 86400");
        layout->turn_duration_seconds = d;
    }
    const cJSON *vertices = NULL;
    if (!data_cq_read_graph(cx, root, false, g, &vertices))
        return false;
    cq_state_init(s, g);
    /* A started game is on turn 1; after its last turn a state is on max_turns + 1
     * (what cq_turn_resolve leaves, so what we write must read back). The server's
     * lobby ("waiting", turn 0) is the game it will start on turn 1. */
    int turn = 0, max_turns = CQ_DEFAULT_MAX_TURNS;
    if (!data_json_get_int(cx, root, "", "turn", true, 0, CQ_MAX_TURN_LIMIT + 1, &turn) ||
        !data_json_get_int(cx, root, "", "max_turns", false, 1, CQ_MAX_TURN_LIMIT, &max_turns))
        return false;
    if (turn == 0) {
        const cJSON *st = cJSON_GetObjectItemCaseSensitive(root, "game_status");
        if (!cJSON_IsString(st) || strcmp(st->valuestring, "waiting") != 0)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "turn",
                                  "turn 0 is only the server's lobby (\"game_status\": \"waiting\"); a game starts on turn 1");
        layout->lobby = true;
        turn = 1;
    }
    if (turn > max_turns + 1)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "turn",
                              "turn %d is past the game's last turn (max_turns %d)", turn, max_turns);
    s->turn = turn;
    s->max_turns = max_turns;

    bool status_eliminated[CQ_MAX_PLAYERS];
    if (!read_players(cx, root, s, layout, status_eliminated) || !read_elimination_order(cx, root, s, layout))
        return false;
    for (int p = 0; p < s->n_players; p++) {
        if (status_eliminated[p] && !s->players[p].eliminated) {
            char at[DATA_KEY_MAX], path[DATA_KEY_MAX];
            data_json_path_index(at, "players", p);
            data_json_path_key(path, at, "status");
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                  "\"eliminated\", but \"%s\" is not in \"elimination_order\"", s->players[p].id);
        }
    }
    if (!read_holdings(cx, vertices, s, layout))
        return false;

    char status[16] = "";
    if (!data_json_get_string(cx, root, "", "game_status", false, status, sizeof status))
        return false;
    if (strcmp(status, "ended") == 0)
        s->ended = true;
    else if (status[0] != '\0' && strcmp(status, "active") != 0 && strcmp(status, "waiting") != 0)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "game_status",
                              "expected \"waiting\", \"active\" or \"ended\"");
    /* A status that says the game goes on must be possible. */
    if (status[0] != '\0' && !s->ended) {
        if (cq_state_players_left(s) == 0)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "game_status",
                                  "\"%s\", but every player is eliminated", status);
        if (s->turn > s->max_turns)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "game_status",
                                  "\"%s\", but turn %d is past the last turn (max_turns %d)", status,
                                  (int)s->turn, (int)s->max_turns);
    }

    const cJSON *rng = cJSON_GetObjectItemCaseSensitive(root, "rng");
    layout->had_rng = rng != NULL;
    uint64_t seed = CQ_DEFAULT_SEED;
    if (rng != NULL && !data_cq_json_u64(cx, rng, "rng", &seed))
        return false;
    s->rng.state = seed;

    int where = -1;
    cq_state_problem sp = cq_state_check(s, &where);
    if (sp != CQ_STATE_OK)
        return data_error_set_text(cx->err, DATA_ERR_VALUE, cx->file, "", _(cq_state_problem_text(sp)));
    return true;
}

bool data_cq_state_parse(const char *text, size_t len, const char *name, cq_graph *graph, cq_state *state,
                         data_cq_layout *layout, data_error *err)
{
    data_json_ctx cx = {name != NULL ? name : "", err};
    data_error_clear(err);
    if (graph == NULL || state == NULL)
        return data_error_set(err, DATA_ERR_MEMORY, cx.file, NULL, "no state to fill");
    cJSON *root;
    if (!data_json_parse(&cx, text, len, &root))
        return false;
    cq_graph g;
    cq_graph_init(&g);
    cq_state *s = malloc(sizeof *s);
    data_cq_layout lay;
    data_cq_layout_default(&lay);
    bool ok = s != NULL ? state_from_json(&cx, root, &g, s, &lay)
                        : data_error_set(err, DATA_ERR_MEMORY, cx.file, NULL, "out of memory");
    cJSON_Delete(root);
    if (ok) {
        cq_graph_swap(graph, &g);
        *state = *s;
        state->graph = graph;
        if (layout != NULL)
            *layout = lay;
    }
    cq_graph_free(&g);
    free(s);
    return ok;
}

bool data_cq_state_load(const char *path, cq_graph *graph, cq_state *state, data_cq_layout *layout,
                        data_error *err)
{
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, err))
        return false;
    bool ok = data_cq_state_parse(text, len, path, graph, state, layout, err);
    free(text);
    return ok;
}

/* ---- writing ---- */

static void fill_key(cJSON *root, const cq_state *s, const data_cq_layout *layout, data_cq_key key, bool *ok)
{
    switch (key) {
    case DATA_CQ_KEY_TURN:
        data_json_add_int(root, "turn", s->turn, ok);
        break;
    case DATA_CQ_KEY_MAX_TURNS:
        data_json_add_int(root, "max_turns", s->max_turns, ok);
        break;
    case DATA_CQ_KEY_GRAPH:
        data_cq_fill_graph(root, s->graph, s, ok);
        break;
    case DATA_CQ_KEY_PLAYERS: {
        cJSON *players = data_json_add_array(root, "players", ok);
        for (int p = 0; p < s->n_players; p++) {
            const cq_player *pl = &s->players[p];
            if (layout->players_as_strings) {
                data_json_add_string(players, NULL, pl->id, ok);
                continue;
            }
            cJSON *o = data_json_add_object(players, NULL, ok);
            data_json_add_string(o, "id", pl->id, ok);
            data_json_add_string(o, "status", pl->eliminated ? "eliminated" : pl->disconnected ? "disconnected" : "active",
                                 ok);
            data_json_add_int(o, "total_units", pl->eliminated ? 0 : cq_state_player_units(s, p), ok);
        }
        break;
    }
    case DATA_CQ_KEY_ELIMINATION_ORDER: {
        cJSON *order = data_json_add_array(root, "elimination_order", ok);
        /* One entry per turn with eliminations, turns ascending, players in seat
         * order inside an entry. */
        int32_t last = -1;
        for (;;) {
            int32_t next = -1;
            for (int p = 0; p < s->n_players; p++) {
                const cq_player *pl = &s->players[p];
                if (pl->eliminated && pl->eliminated_turn > last && (next < 0 || pl->eliminated_turn < next))
                    next = pl->eliminated_turn;
            }
            if (next < 0)
                break;
            if (layout->elimination_as_objects && layout->elimination_one_per_player) {
                for (int p = 0; p < s->n_players; p++) {
                    if (!s->players[p].eliminated || s->players[p].eliminated_turn != next)
                        continue;
                    cJSON *o = data_json_add_object(order, NULL, ok);
                    if (!layout->elimination_player_first)
                        data_json_add_int(o, "turn", next, ok);
                    data_json_add_string(o, "player", s->players[p].id, ok);
                    if (layout->elimination_player_first)
                        data_json_add_int(o, "turn", next, ok);
                }
                last = next;
                continue;
            }
            cJSON *names;
            if (layout->elimination_as_objects) {
                cJSON *o = data_json_add_object(order, NULL, ok);
                data_json_add_int(o, "turn", next, ok);
                names = data_json_add_array(o, "players", ok);
            } else {
                cJSON *pair = data_json_add_array(order, NULL, ok);
                data_json_add_int(pair, NULL, next, ok);
                names = data_json_add_array(pair, NULL, ok);
            }
            for (int p = 0; p < s->n_players; p++)
                if (s->players[p].eliminated && s->players[p].eliminated_turn == next)
                    data_json_add_string(names, NULL, s->players[p].id, ok);
            last = next;
        }
        break;
    }
    case DATA_CQ_KEY_GAME_STATUS:
        data_json_add_string(root, "game_status", cq_state_over(s) ? "ended" : "active", ok);
        break;
    case DATA_CQ_KEY_FINAL_RANKINGS: {
        cJSON *rankings = data_json_add_array(root, "final_rankings", ok);
        if (!cq_state_over(s))
            break; /* as the server: empty until the game ends */
        int order[CQ_MAX_PLAYERS], start[CQ_MAX_PLAYERS + 1];
        int groups = cq_state_rank_groups(s, order, start);
        for (int gi = 0; gi < groups; gi++) {
            cJSON *group = data_json_add_array(rankings, NULL, ok);
            for (int i = start[gi]; i < start[gi + 1]; i++)
                data_json_add_string(group, NULL, s->players[order[i]].id, ok);
        }
        break;
    }
    case DATA_CQ_KEY_RNG: {
        if (layout->no_rng)
            break;
        char rng[24];
        snprintf(rng, sizeof rng, "%llu", (unsigned long long)s->rng.state);
        data_json_add_string(root, "rng", rng, ok);
        break;
    }
    }
}

char *data_cq_state_to_json(const cq_state *state, const data_cq_layout *layout)
{
    if (state == NULL || state->graph == NULL)
        return NULL;
    data_cq_layout def;
    if (layout == NULL) {
        data_cq_layout_default(&def);
        layout = &def;
    }
    cJSON *root = cJSON_CreateObject();
    bool ok = root != NULL;
    if (layout->wrap) {
        /* The server's message: GameState.to_dict() plus the two keys its
         * server adds, in its order; "rng" (ours) last, which its readers ignore. */
        data_cq_layout server = *layout;
        server.players_as_strings = false;
        server.elimination_as_objects = false;
        static const data_cq_key before[] = {DATA_CQ_KEY_TURN, DATA_CQ_KEY_GRAPH, DATA_CQ_KEY_PLAYERS,
                                             DATA_CQ_KEY_GAME_STATUS, DATA_CQ_KEY_ELIMINATION_ORDER,
                                             DATA_CQ_KEY_FINAL_RANKINGS};
        data_json_add_string(root, "type", "game_state", &ok);
        for (size_t i = 0; i < sizeof before / sizeof before[0]; i++)
            fill_key(root, state, &server, before[i], &ok);
        data_cq_add_number(root, "turn_duration_seconds",
                           layout->turn_duration_seconds > 0 ? layout->turn_duration_seconds : 1.0, &ok);
        fill_key(root, state, &server, DATA_CQ_KEY_MAX_TURNS, &ok);
        fill_key(root, state, &server, DATA_CQ_KEY_RNG, &ok);
        return data_json_finish(root, ok);
    }
    bool written[DATA_CQ_STATE_KEYS] = {false};
    /* The keys the document had, in its order; then every other key in ours. */
    for (int i = 0; i < layout->n_keys && i < DATA_CQ_STATE_KEYS; i++) {
        int k = layout->keys[i];
        if (k < DATA_CQ_STATE_KEYS && !written[k]) {
            fill_key(root, state, layout, (data_cq_key)k, &ok);
            written[k] = true;
        }
    }
    for (int k = 0; k < DATA_CQ_STATE_KEYS; k++)
        if (!written[k])
            fill_key(root, state, layout, (data_cq_key)k, &ok);
    return data_json_finish(root, ok);
}

bool data_cq_state_save(const char *path, const cq_state *state, const data_cq_layout *layout, data_error *err)
{
    return data_file_save_text(path, data_cq_state_to_json(state, layout), err);
}

