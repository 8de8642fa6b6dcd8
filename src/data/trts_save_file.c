/*
 * TRTS saved games (docs/trts.md "Saved games"): the map (embedded, in the map
 * files' shape), the setup with its seed, and the action list. A game is exactly
 * that, so loading replays the actions and refuses a save whose actions are not
 * legal, naming the first bad one; nothing in a hostile file can crash the game.
 *
 * Each action is one short array: [kind, player, a, b, c, unit, unit, ...].
 */
#include <errno.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio_internal.h"
#include "json_util.h"
#include "seats_internal.h"
#include "skirmish/data/files.h"
#include "skirmish/data/trts_files.h"
#include "trts_internal.h"
#include "skirmish/i18n.h"

static const char *const kind_names[TRTS_ACT_KINDS] = {
    "make", "research", "build", "cancel", "repair", "gas", "done", "activate",
    "pass", "move", "attack", "leave", "end", "retreat", "stay", "concede", "target", "keep",
};
static const char *const type_names[] = {"duel", "team", "ffa", "lms"};

/* The TRTS computer's levels, the default (the one level it had first) first. */
static const char *const trts_levels[] = { "easy", "normal", "hard", NULL };

char *data_trts_save_to_json(const trts_game_record *rec)
{
    return data_trts_save_to_json_seats(rec, NULL);
}

char *data_trts_save_to_json_seats(const trts_game_record *rec, const data_seat seats[])
{
    bool ok = true;
    cJSON *root = cJSON_CreateObject();
    if (!root)
        return NULL;
    data_json_add_header(root, DATA_TRTS_SAVE_FORMAT, &ok);
    data_trts_map_to_obj(&rec->map, root, "map", false, &ok);
    cJSON *setup = data_json_add_object(root, "setup", &ok);
    data_json_add_string(setup, "type", type_names[rec->setup.type], &ok);
    char seed[32];
    snprintf(seed, sizeof seed, "%" PRIu64, rec->setup.seed);
    /* a string: JSON numbers lose 64-bit seeds */
    data_json_add_string(setup, "seed", seed, &ok);
    cJSON *players = data_json_add_array(setup, "players", &ok);
    for (int p = 0; p < rec->setup.n_players; p++) {
        cJSON *o = data_json_add_object(players, NULL, &ok);
        data_json_add_string(o, "faction", trts_faction_id_name((trts_faction_id)rec->setup.factions[p]), &ok);
        if (seats != NULL) {
            /* The seat's name and level beside its faction; "computer" and the
             * level are the setup's. */
            data_seat seat = seats[p];
            data_seat_set(&seat, rec->setup.computer[p], trts_level_id(rec->setup.level[p]));
            snprintf(seat.name, sizeof seat.name, "%s", seats[p].name);
            data_seat_fill_json(o, &seat, &ok);
            if (seats[p].news_seen > 0 && seats[p].news_seen <= rec->n_actions)
                data_json_add_int(o, "news_seen", seats[p].news_seen, &ok);
        } else {
            cJSON *c = rec->setup.computer[p] ? cJSON_CreateTrue() : cJSON_CreateFalse();
            if (!c || !o || !cJSON_AddItemToObject(o, "computer", c))
                ok = false;
            if (rec->setup.computer[p])
                data_json_add_string(o, "level", trts_level_id(rec->setup.level[p]), &ok);
        }
    }
    cJSON *actions = data_json_add_array(root, "actions", &ok);
    for (int i = 0; i < rec->n_actions; i++) {
        const trts_action *a = &rec->actions[i];
        cJSON *arr = data_json_add_array(actions, NULL, &ok);
        data_json_add_string(arr, NULL, a->kind < TRTS_ACT_KINDS ? kind_names[a->kind] : "?", &ok);
        data_json_add_int(arr, NULL, a->player, &ok);
        data_json_add_int(arr, NULL, a->a, &ok);
        data_json_add_int(arr, NULL, a->b, &ok);
        data_json_add_int(arr, NULL, a->c, &ok);
        for (int u = 0; u < TRTS_MAX_PIECES; u++)
            if (trts_set_has(&a->units, u))
                data_json_add_int(arr, NULL, u, &ok);
    }
    return data_json_finish(root, ok);
}

static bool read_setup(const data_json_ctx *cx, const cJSON *root, trts_setup *setup, data_seat seats[])
{
    const cJSON *obj, *players;
    char type[16], seed[32];
    /* The seed is a string (JSON numbers lose 64-bit values): 1 to 20 digits that
     * fit in 64 bits. Anything else is refused here, naming the key, rather than
     * read as another seed whose replay then fails far from the cause. */
    if (!data_json_get_object(cx, root, "", "setup", true, &obj) ||
        !data_json_get_string(cx, obj, "setup", "type", true, type, sizeof type) ||
        !data_json_get_string_whole(cx, obj, "setup", "seed", true, seed, sizeof seed) ||
        !data_json_get_array(cx, obj, "setup", "players", true, &players))
        return false;
    int t = -1;
    for (int k = 0; k < 4; k++)
        if (strcmp(type, type_names[k]) == 0)
            t = k;
    if (t < 0)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "setup.type", "unknown type \"%s\" (duel, team, ffa, lms)",
                              type);
    setup->type = (trts_match_type)t;
    size_t digits = strspn(seed, "0123456789");
    if (digits == 0 || seed[digits] != '\0')
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "setup.seed", "expected a whole number in a string");
    errno = 0;
    setup->seed = strtoull(seed, NULL, 10);
    if (errno == ERANGE)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "setup.seed",
                              "%s is too large for a seed (at most %" PRIu64 ")", seed, UINT64_MAX);
    int n = data_json_length(players);
    if (n < 2 || n > TRTS_MAX_PLAYERS)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "setup.players",
                              P_("%d player (2 to %d)", "%d players (2 to %d)", n), n,
                              TRTS_MAX_PLAYERS);
    setup->n_players = n;
    int p = 0;
    const cJSON *o;
    cJSON_ArrayForEach(o, players)
    {
        char k[DATA_KEY_MAX], fk[DATA_KEY_MAX], faction[TRTS_ID_MAX];
        data_json_path_index(k, "setup.players", p);
        if (!cJSON_IsObject(o))
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, k, "expected an object, found %s",
                                  data_json_type_name(o));
        if (!data_json_get_string(cx, o, k, "faction", true, faction, sizeof faction))
            return false;
        setup->factions[p] = trts_faction_find(faction);
        data_json_path_key(fk, k, "faction");
        if (setup->factions[p] < 0)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, fk,
                                  "unknown faction \"%s\" (directorate, luminar, myriad)", faction);
        const cJSON *c = cJSON_GetObjectItemCaseSensitive(o, "computer");
        if (c != NULL && !cJSON_IsBool(c)) {
            data_json_path_key(fk, k, "computer");
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, fk, "expected true or false, found %s",
                                  data_json_type_name(c));
        }
        setup->computer[p] = cJSON_IsTrue(c);
        /* the computer's level; saves before it had one are easy */
        char level[16] = "easy";
        if (cJSON_GetObjectItemCaseSensitive(o, "level") &&
            !data_json_get_string(cx, o, k, "level", false, level, sizeof level))
            return false;
        setup->level[p] = trts_level_find(level);
        if (setup->level[p] < 0) {
            data_json_path_key(fk, k, "level");
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, fk, "unknown level \"%s\" (easy, normal, hard)",
                                  level);
        }
        /* The seat's name too (its level is the setup's). */
        data_seat seat;
        if (!data_seat_from_json(cx, o, k, trts_levels, &seat))
            return false;
        if (seats != NULL) {
            data_seat_set(&seats[p], setup->computer[p], trts_level_id(setup->level[p]));
            snprintf(seats[p].name, sizeof seats[p].name, "%s", seat.name);
            /* where the seat closed its news (the client's; older saves: never) */
            if (!data_json_get_int(cx, o, k, "news_seen", false, 0, TRTS_MAX_ACTIONS, &seats[p].news_seen))
                return false;
        }
        p++;
    }
    return true;
}

static bool read_action(const data_json_ctx *cx, const cJSON *item, int index, trts_action *a)
{
    char k[DATA_KEY_MAX];
    data_json_path_index(k, "actions", index);
    memset(a, 0, sizeof *a);
    /* [kind, player, a, b, c] and at most one index per piece. */
    if (!cJSON_IsArray(item))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, k, "expected [kind, player, a, b, c, units...]");
    if (!data_json_at_most(cx, item, k, 5 + TRTS_MAX_PIECES))
        return false;
    const cJSON *el = item->child;
    char kind[16], ik[DATA_KEY_MAX];
    data_json_path_index(ik, k, 0);
    if (data_json_length(item) < 5)
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, k, "expected [kind, player, a, b, c, units...]");
    if (!data_json_string(cx, el, ik, kind, sizeof kind))
        return false;
    int kd = -1;
    for (int i = 0; i < TRTS_ACT_KINDS; i++)
        if (strcmp(kind, kind_names[i]) == 0)
            kd = i;
    if (kd < 0)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, ik, "unknown action \"%s\"", kind);
    a->kind = (uint8_t)kd;
    int v[4];
    static const long lo[4] = {0, -2, -2, -2}, hi[4] = {TRTS_MAX_PLAYERS - 1, TRTS_MAX_PIECES, TRTS_MAX_PIECES,
                                                       TRTS_MAX_AREAS};
    for (int i = 0; i < 4; i++) {
        el = el->next;
        data_json_path_index(ik, k, i + 1);
        if (!data_json_int(cx, el, ik, lo[i], hi[i], &v[i]))
            return false;
    }
    a->player = (int8_t)v[0];
    a->a = (int16_t)v[1];
    a->b = (int16_t)v[2];
    a->c = (int16_t)v[3];
    int i = 5;
    for (el = el->next; el != NULL; el = el->next, i++) {
        int u;
        data_json_path_index(ik, k, i);
        if (!data_json_int(cx, el, ik, 0, TRTS_MAX_PIECES - 1, &u))
            return false;
        trts_set_add(&a->units, u);
    }
    return true;
}

bool data_trts_save_parse(const char *text, size_t len, const char *name, const trts_rules *rules,
                          trts_game_record *rec, data_error *err)
{
    return data_trts_save_parse_seats(text, len, name, rules, rec, NULL, err);
}

bool data_trts_save_parse_seats(const char *text, size_t len, const char *name, const trts_rules *rules,
                                trts_game_record *rec, data_seat seats[], data_error *err)
{
    data_json_ctx cx = {name, err};
    cJSON *root = NULL;
    data_error_clear(err);
    memset(&rec->setup, 0, sizeof rec->setup);
    rec->n_actions = 0;
    if (!data_json_parse(&cx, text, len, &root))
        return false;
    const cJSON *map, *actions;
    bool ok = data_json_check_header(&cx, root, "", DATA_TRTS_SAVE_FORMAT, true) &&
              data_json_get_object(&cx, root, "", "map", true, &map) &&
              data_trts_map_from_json(&cx, map, "map", &rec->map) && read_setup(&cx, root, &rec->setup, seats) &&
              data_json_get_array(&cx, root, "", "actions", true, &actions);
    if (ok && !trts_setup_valid(&rec->setup, &rec->map))
        /* TRANSLATORS: %s is the game type as the file writes it: duel, team, ffa or lms. */
        ok = data_error_set(err, DATA_ERR_VALUE, name, "setup",
                            P_("%d player cannot play a %s on this map", "%d players cannot play a %s on this map",
                               rec->setup.n_players),
                            rec->setup.n_players, type_names[rec->setup.type]);
    if (ok && !data_json_at_most(&cx, actions, "actions", TRTS_MAX_ACTIONS))
        ok = false;
    int i = 0;
    for (const cJSON *it = ok ? actions->child : NULL; ok && it; it = it->next, i++)
        ok = read_action(&cx, it, i, &rec->actions[rec->n_actions++]);
    cJSON_Delete(root);
    if (!ok)
        return false;
    /* the actions must replay */
    static _Thread_local trts_state s;
    int bad;
    if (!trts_replay(&s, rules, rec, &bad)) {
        char k[DATA_KEY_MAX];
        data_json_path_index(k, "actions", bad);
        trts_why why = bad >= 0 ? trts_test(&s, &rec->actions[bad]) : TRTS_WHY_BAD_VALUE;
        /* TRANSLATORS: an action of a saved TRTS game that the rules refuse; %s is why. */
        return data_error_set(err, DATA_ERR_VALUE, name, bad >= 0 ? k : "setup", "illegal: %s", _(trts_why_text(why)));
    }
    return true;
}

bool data_trts_save_write(const char *path, const trts_game_record *rec, data_error *err)
{
    return data_trts_save_write_seats(path, rec, NULL, err);
}

bool data_trts_save_write_seats(const char *path, const trts_game_record *rec, const data_seat seats[],
                                data_error *err)
{
    return data_file_save_text(path, data_trts_save_to_json_seats(rec, seats), err);
}

bool data_trts_save_new(const char *dir, char *path, size_t size, const trts_game_record *rec, const data_seat seats[],
                        data_error *err)
{
    return data_file_save_text_stamped(dir, "-trts", data_trts_save_to_json_seats(rec, seats), path, size, err);
}

bool data_trts_save_load(const char *path, const trts_rules *rules, trts_game_record *rec, data_error *err)
{
    return data_trts_save_load_seats(path, rules, rec, NULL, err);
}

bool data_trts_save_load_seats(const char *path, const trts_rules *rules, trts_game_record *rec, data_seat seats[],
                               data_error *err)
{
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, err))
        return false;
    bool ok = data_trts_save_parse_seats(text, len, path, rules, rec, seats, err);
    free(text);
    return ok;
}
