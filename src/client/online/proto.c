/*
 * The game server's messages (see proto.h).
 */
#include "online/proto.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

static const char *str(const cJSON *o, const char *key)
{
    const char *s = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(o, key));
    return s ? s : "";
}

static int num(const cJSON *o, const char *key, int fallback)
{
    const cJSON *n = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(n) ? n->valueint : fallback;
}

const char *online_msg_type(const cJSON *msg) { return str(msg, "type"); }

void online_parse_seats(const cJSON *seats, online_game *g)
{
    g->n_seats = 0;
    const cJSON *s;
    cJSON_ArrayForEach(s, seats)
    {
        if (g->n_seats >= ONLINE_MAX_SEATS)
            break;
        online_seat *o = &g->seats[g->n_seats++];
        memset(o, 0, sizeof *o);
        snprintf(o->name, sizeof o->name, "%s", str(s, "name"));
        snprintf(o->player, sizeof o->player, "%s", str(s, "player"));
        snprintf(o->level, sizeof o->level, "%s", str(s, "level"));
        o->connected = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(s, "connected"));
    }
}

int online_parse_games(const cJSON *msg, online_game *out, int cap)
{
    int n = 0;
    const cJSON *g;
    cJSON_ArrayForEach(g, cJSON_GetObjectItemCaseSensitive(msg, "games"))
    {
        if (n >= cap)
            break;
        online_game *o = &out[n];
        memset(o, 0, sizeof *o);
        snprintf(o->id, sizeof o->id, "%s", str(g, "game"));
        if (o->id[0] == '\0')
            continue;
        snprintf(o->kind, sizeof o->kind, "%s", str(g, "kind"));
        snprintf(o->map, sizeof o->map, "%s", str(g, "map"));
        snprintf(o->status, sizeof o->status, "%s", str(g, "status"));
        o->seq = num(g, "seq", 0);
        o->watchers = num(g, "watchers", 0);
        o->seed_chosen = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(g, "seed_chosen"));
        online_parse_seats(cJSON_GetObjectItemCaseSensitive(g, "seats"), o);
        n++;
    }
    return n;
}

static void append(char *out, size_t size, const char *text)
{
    size_t used = strlen(out);
    if (used + 1 < size)
        snprintf(out + used, size - used, "%s", text);
}

void online_game_waiting(const online_game *g, char *out, size_t size)
{
    out[0] = '\0';
    if (strcmp(g->status, "over") == 0)
        return;
    char list[400] = "";
    for (int i = 0; i < g->n_seats; i++) {
        const online_seat *s = &g->seats[i];
        char one[96];
        if (strcmp(s->player, "open") == 0)
            /* TRANSLATORS: the lobby: a seat nobody has taken yet; %d its number from 1 */
            snprintf(one, sizeof one, _("seat %d (open)"), i + 1);
        else if (strcmp(s->player, "human") == 0 && !s->connected)
            /* TRANSLATORS: the lobby: a player whose connection is away; %s the name */
            snprintf(one, sizeof one, _("%s (not connected)"), s->name);
        else
            continue;
        if (list[0])
            append(list, sizeof list, ", ");
        append(list, sizeof list, one);
    }
    if (list[0])
        /* TRANSLATORS: the lobby and the online battle: who the game waits for */
        snprintf(out, size, _("Waiting for: %s"), list);
}

/* A computer's level as the server names it, in the player's language. */
static const char *level_label(const char *level)
{
    if (strcmp(level, "easy") == 0)
        /* TRANSLATORS: a computer player's level, in the lobby's list of seats */
        return C_("level", "easy");
    if (strcmp(level, "hard") == 0)
        return C_("level", "hard");
    if (strcmp(level, "random") == 0)
        return C_("level", "random");
    return C_("level", "normal");
}

void online_game_seats_line(const online_game *g, char *out, size_t size)
{
    out[0] = '\0';
    for (int i = 0; i < g->n_seats; i++) {
        const online_seat *s = &g->seats[i];
        char one[96];
        if (strcmp(s->player, "open") == 0)
            /* TRANSLATORS: the lobby: an open seat in the list of a game's seats */
            snprintf(one, sizeof one, "%s", _("open"));
        else if (strcmp(s->player, "computer") == 0)
            /* TRANSLATORS: the lobby: a seat the server's computer plays; %s its level */
            snprintf(one, sizeof one, _("computer (%s)"), level_label(s->level));
        else if (!s->connected)
            /* TRANSLATORS: the lobby: a player not connected now; %s the name */
            snprintf(one, sizeof one, _("%s (away)"), s->name);
        else
            snprintf(one, sizeof one, "%s", s->name);
        if (i)
            append(out, size, ", ");
        append(out, size, one);
    }
}

const char *online_kind_label(const char *kind)
{
    if (strcmp(kind, "escarmouche") == 0)
        return _("Escarmouche");
    if (strcmp(kind, "trts") == 0)
        /* TRANSLATORS: the game's name (as the main menu says it) */
        return _("TRTS");
    if (strcmp(kind, "conquest") == 0)
        return _("Conquest");
    if (strcmp(kind, "campaign") == 0)
        return _("Campaign");
    return kind;
}

void online_error_text(const cJSON *msg, char *out, size_t size)
{
    const char *code = str(msg, "code"), *reason = str(msg, "reason"), *message = str(msg, "message");
    const char *plain = NULL;
    if (strcmp(code, "no_game") == 0)
        /* TRANSLATORS: the server's answer: the game asked for is not there (ended, expired, or a wrong id) */
        plain = _("That game is no longer on the server");
    else if (strcmp(code, "seat_taken") == 0)
        /* TRANSLATORS: the server's answer: someone took that seat first */
        plain = _("That seat was taken meanwhile");
    else if (strcmp(code, "bad_token") == 0)
        /* TRANSLATORS: the server's answer: the seat's token is not that game's */
        plain = _("The server no longer knows this seat");
    else if (strcmp(code, "not_your_turn") == 0)
        plain = _("It is not your turn");
    else if (strcmp(code, "stale") == 0)
        /* TRANSLATORS: the server's answer: the action was for a position that has changed since */
        plain = _("The game moved on before your action arrived: try again");
    else if (strcmp(code, "full") == 0)
        /* TRANSLATORS: the server's answer: it holds as many games as it may */
        plain = _("The server is full: try again later");
    else if (strcmp(code, "busy") == 0)
        /* TRANSLATORS: the server's answer: this connection created too many games in the last hour */
        plain = _("Too many games created in the last hour: try again later");
    else if (strcmp(code, "replaced") == 0)
        /* TRANSLATORS: the server's answer: this seat was taken back from another window or machine */
        plain = _("This seat was taken over by another connection");
    else if (strcmp(code, "expired") == 0)
        /* TRANSLATORS: the server's answer: the game waited too long without a move and was removed */
        plain = _("The game expired: nobody played for too long");
    else if (strcmp(code, "rate") == 0)
        /* TRANSLATORS: the server's answer: too many messages in a second */
        plain = _("Too fast: wait a moment");
    else if (strcmp(code, "game_over") == 0)
        plain = _("The game is over");
    else if (strcmp(code, "bad_squad") == 0)
        /* TRANSLATORS: the server's answer: it refused a squad (its reason follows) */
        plain = _("The server refused the squad");
    else if (strcmp(code, "illegal") == 0)
        /* TRANSLATORS: the server's answer: the rules refused an action */
        plain = _("The rules refuse that");
    if (plain && reason[0])
        snprintf(out, size, "%s: %s", plain, reason);
    else if (plain)
        snprintf(out, size, "%s", plain);
    else
        /* TRANSLATORS: the server refused a request; %s the server's own words (English) */
        snprintf(out, size, _("The server refused: %s"), message[0] ? message : code);
}

static char *print(cJSON *o)
{
    char *text = o ? cJSON_PrintUnformatted(o) : NULL;
    cJSON_Delete(o);
    return text;
}

char *online_msg_list(void)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "type", "list");
    return print(o);
}

static cJSON *json_of(char *text)
{
    cJSON *j = text ? cJSON_Parse(text) : NULL;
    free(text);
    return j;
}

char *online_msg_create_escarmouche(const esc_map *map, const esc_squad *mine, bool other_computer,
                                    const char *level, const esc_squad *other, int round_limit)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "type", "create");
    cJSON_AddStringToObject(o, "kind", "escarmouche");
    cJSON *m = json_of(data_map_to_json(map));
    if (m == NULL) {
        cJSON_Delete(o);
        return NULL;
    }
    cJSON_AddItemToObject(o, "map", m);
    cJSON *seats = cJSON_AddArrayToObject(o, "seats");
    cJSON *me = cJSON_CreateObject();
    cJSON_AddStringToObject(me, "player", "me");
    cJSON_AddItemToObject(me, "squad", json_of(data_squad_to_json(mine)));
    cJSON_AddItemToArray(seats, me);
    cJSON *them = cJSON_CreateObject();
    if (other_computer && other) {
        cJSON_AddStringToObject(them, "player", "computer");
        cJSON_AddStringToObject(them, "level", level && level[0] ? level : "normal");
        cJSON_AddItemToObject(them, "squad", json_of(data_squad_to_json(other)));
    } else {
        cJSON_AddStringToObject(them, "player", "open");
    }
    cJSON_AddItemToArray(seats, them);
    if (round_limit >= 0)
        cJSON_AddNumberToObject(o, "round_limit", round_limit);
    return print(o);
}

char *online_msg_create_named(const char *kind, const char *map, int seats, const bool *computer,
                              const char *level, const char *const *factions)
{
    const char *levels[ONLINE_MAX_SEATS] = {NULL};
    for (int i = 1; i < seats && i < ONLINE_MAX_SEATS; i++)
        levels[i] = computer && computer[i] ? (level && level[0] ? level : "normal") : NULL;
    return online_msg_create_seats(kind, map, seats, levels, factions);
}

char *online_msg_create_seats(const char *kind, const char *map, int seats, const char *const *levels,
                              const char *const *factions)
{
    if (seats > ONLINE_MAX_SEATS)
        seats = ONLINE_MAX_SEATS;
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "type", "create");
    cJSON_AddStringToObject(o, "kind", kind);
    cJSON_AddStringToObject(o, "map", map);
    if (strcmp(kind, "trts") == 0 && seats > 2)
        cJSON_AddStringToObject(o, "match", "ffa"); /* a duel is two: three or four play each for itself */
    cJSON *arr = cJSON_AddArrayToObject(o, "seats");
    for (int i = 0; i < seats; i++) {
        cJSON *s = cJSON_CreateObject();
        bool computer = i > 0 && levels && levels[i];
        cJSON_AddStringToObject(s, "player", i == 0 ? "me" : computer ? "computer" : "open");
        if (computer)
            cJSON_AddStringToObject(s, "level", levels[i]);
        if (factions && factions[i])
            cJSON_AddStringToObject(s, "faction", factions[i]);
        cJSON_AddItemToArray(arr, s);
    }
    return print(o);
}

char *online_msg_join(const char *game, int seat, const esc_squad *squad)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "type", "join");
    cJSON_AddStringToObject(o, "game", game);
    cJSON_AddNumberToObject(o, "seat", seat);
    if (squad)
        cJSON_AddItemToObject(o, "squad", json_of(data_squad_to_json(squad)));
    return print(o);
}

char *online_msg_watch(const char *game)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "type", "watch");
    cJSON_AddStringToObject(o, "game", game);
    return print(o);
}

char *online_msg_resume(const char *game, const char *token)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "type", "resume");
    cJSON_AddStringToObject(o, "game", game);
    cJSON_AddStringToObject(o, "token", token);
    return print(o);
}

char *online_msg_leave(void)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "type", "leave");
    return print(o);
}

char *online_msg_act(const char *game, int seq, const char *action)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "type", "act");
    cJSON_AddStringToObject(o, "game", game);
    cJSON_AddNumberToObject(o, "seq", seq);
    cJSON_AddStringToObject(o, "action", action);
    return print(o);
}
