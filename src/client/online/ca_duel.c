/*
 * A Campaign duel as an Escarmouche view and history (online/ca_duel.h).
 */
#include "online/ca_duel.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "online/mirror.h"
#include "skirmish/core/rng.h"
#include "skirmish/data/files.h"

static bool draws_match(uint64_t seed, int first_deployer, const uint8_t (*dice)[ESC_SIDES], int n)
{
    core_rng r;
    core_rng_seed(&r, seed);
    if (first_deployer >= 0 && (int)core_rng_below(&r, 2) != first_deployer)
        return false;
    for (int i = 0; i < n; i++)
        for (int s = 0; s < ESC_SIDES; s++)
            if (1 + (int)core_rng_below(&r, 6) != dice[i][s])
                return false;
    return true;
}

uint64_t online_ca_stand_in_seed(int first_deployer, const uint8_t (*dice)[ESC_SIDES], int n)
{
    for (uint64_t seed = 1; seed <= ONLINE_CA_SEED_TRIES; seed++)
        if (draws_match(seed, first_deployer, dice, n))
            return seed;
    return 0;
}

static int int_of(const cJSON *o, const char *key, int fallback)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(v) ? v->valueint : fallback;
}

/* The seed for the draws the duel shows, once deployment is over (0 before). */
static bool stand_in(const cJSON *duel, uint64_t *seed)
{
    const char *phase = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(duel, "phase"));
    if (phase == NULL || strcmp(phase, "deploy") == 0) {
        *seed = 0;
        return true;
    }
    const cJSON *hooks = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(duel, "settings"), "hooks");
    const cJSON *actions = cJSON_GetObjectItemCaseSensitive(duel, "actions");
    int first = int_of(hooks, "first_deployer", 0) > 0 ? -1 : int_of(cJSON_GetArrayItem(actions, 0), "side", -1);
    uint8_t dice[ESC_MAX_DICE_ROLLS][ESC_SIDES];
    int n = 0;
    const cJSON *pair;
    cJSON_ArrayForEach(pair, cJSON_GetObjectItemCaseSensitive(duel, "dice"))
    {
        if (n >= ESC_MAX_DICE_ROLLS)
            break;
        for (int s = 0; s < ESC_SIDES; s++) {
            const cJSON *d = cJSON_GetArrayItem(pair, s);
            dice[n][s] = (uint8_t)(cJSON_IsNumber(d) ? d->valueint : 0);
        }
        n++;
    }
    if (*seed != 0 && draws_match(*seed, first, (const uint8_t(*)[ESC_SIDES])dice, n))
        return true;
    *seed = online_ca_stand_in_seed(first, (const uint8_t(*)[ESC_SIDES])dice, n);
    return *seed != 0;
}

/* A side's squad as the duel shows it, when the whole of it shows: the seat's
 * own, and both once deployment is over; null otherwise. */
static cJSON *squad_json(const cJSON *view, int side, bool whole)
{
    if (!whole)
        return cJSON_CreateNull();
    esc_squad sq;
    online_mirror_view_squad(view, side, &sq);
    char *text = data_squad_to_json(&sq);
    cJSON *j = text ? cJSON_Parse(text) : NULL;
    free(text);
    return j ? j : cJSON_CreateNull();
}

bool online_ca_duel_messages(const cJSON *duel, uint64_t *seed, cJSON **view, cJSON **history)
{
    *view = *history = NULL;
    if (!cJSON_IsObject(duel) || !stand_in(duel, seed))
        return false;
    const cJSON *actions = cJSON_GetObjectItemCaseSensitive(duel, "actions");
    int n = cJSON_GetArraySize(actions), side = int_of(duel, "side", -1);
    cJSON *v = cJSON_Duplicate(duel, true), *h = cJSON_CreateObject();
    if (v == NULL || h == NULL) {
        cJSON_Delete(v);
        cJSON_Delete(h);
        return false;
    }
    /* the view: the board as the Escarmouche view words it, seat = board side */
    cJSON_DeleteItemFromObjectCaseSensitive(v, "actions");
    cJSON_AddStringToObject(v, "type", "view");
    cJSON_AddStringToObject(v, "kind", "escarmouche");
    cJSON_AddNumberToObject(v, "seq", n);
    cJSON_AddStringToObject(v, "status", "playing");
    cJSON_DeleteItemFromObjectCaseSensitive(v, "seat");
    if (side >= 0)
        cJSON_AddNumberToObject(v, "seat", side);
    else
        cJSON_AddNullToObject(v, "seat");
    cJSON *last = cJSON_GetObjectItemCaseSensitive(v, "last");
    if (cJSON_IsObject(last))
        cJSON_AddNumberToObject(last, "seat", int_of(last, "side", -1));
    /* the history: the settings, the squads shown whole, the actions */
    cJSON_AddNumberToObject(h, "seq", n);
    cJSON *set = cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(duel, "settings"), true);
    cJSON_AddItemToObject(h, "settings", set ? set : cJSON_CreateObject());
    bool open = *seed != 0;
    if (open) {
        char digits[24];
        snprintf(digits, sizeof digits, "%" PRIu64, *seed);
        cJSON_AddStringToObject(h, "seed", digits);
    }
    cJSON *squads = cJSON_AddArrayToObject(h, "squads");
    for (int s = 0; s < ESC_SIDES; s++)
        cJSON_AddItemToArray(squads, squad_json(v, s, open || s == side));
    cJSON *list = cJSON_AddArrayToObject(h, "actions");
    const cJSON *a;
    cJSON_ArrayForEach(a, actions)
    {
        cJSON *x = cJSON_CreateObject();
        cJSON_AddNumberToObject(x, "seat", int_of(a, "side", -1));
        cJSON_AddStringToObject(x, "action", cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(a, "action")));
        cJSON_AddItemToArray(list, x);
    }
    *view = v;
    *history = h;
    return true;
}
