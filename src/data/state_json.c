/*
 * A game state as JSON, for golden tests and bug reports.
 *
 * Every field of esc_game appears, in a fixed order, so that two states print the
 * same text exactly when they are equal and a failing golden test shows the
 * difference as a readable diff. Squares are written by name, enums by name, and
 * unit flags as a list of names. The occupant array is written as the position
 * notation (which also shows the obstacles), since it is derived from the units'
 * squares and a 64-entry array would drown the diff.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats_internal.h"
#include "json_util.h"
#include "skirmish/data/files.h"

static const char *phase_name(esc_phase phase, char spare[24])
{
    switch (phase) {
    case ESC_PHASE_DEPLOY:
        return "deploy";
    case ESC_PHASE_BATTLE:
        return "battle";
    case ESC_PHASE_OVER:
        return "over";
    }
    snprintf(spare, 24, "invalid-%d", (int)phase);
    return spare;
}

static const char *end_reason_name(esc_end_reason reason, char spare[24])
{
    switch (reason) {
    case ESC_END_NONE:
        return "none";
    case ESC_END_ELIMINATION:
        return "elimination";
    case ESC_END_ROUND_LIMIT:
        return "round-limit";
    case ESC_END_OBJECTIVE:
        return "objective";
    case ESC_END_YIELD:
        return "yield";
    }
    snprintf(spare, 24, "invalid-%d", (int)reason);
    return spare;
}

/* A unit id, or null for ESC_NO_UNIT. */
static void add_unit_ref(cJSON *obj, const char *key, int unit, bool *ok)
{
    if (unit < 0 || unit >= ESC_MAX_UNITS)
        data_json_add_null(obj, key, ok);
    else
        data_json_add_int(obj, key, unit, ok);
}

static void add_flags(cJSON *obj, const char *key, unsigned flags, bool *ok)
{
    static const struct {
        unsigned bit;
        const char *name;
    } names[] = {
        {ESC_UF_PRESENT, "present"},   {ESC_UF_DEPLOYED, "deployed"},   {ESC_UF_DEAD, "dead"},
        {ESC_UF_STANCE, "stance"},     {ESC_UF_ATTACKED, "attacked"},   {ESC_UF_USED_ABILITY, "used-ability"},
    };
    cJSON *list = data_json_add_array(obj, key, ok);
    unsigned known = 0;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        known |= names[i].bit;
        if (flags & names[i].bit)
            data_json_add_string(list, NULL, names[i].name, ok);
    }
    /* Bits the core may add later still show up, by number. */
    for (unsigned bit = 0; bit < 8; bit++) {
        if ((flags & ~known) & (1u << bit)) {
            char name[16];
            snprintf(name, sizeof name, "bit-%u", bit);
            data_json_add_string(list, NULL, name, ok);
        }
    }
}

static void add_ability_mask(cJSON *obj, const char *key, unsigned mask, bool *ok)
{
    cJSON *list = data_json_add_array(obj, key, ok);
    for (int ab = 0; ab < 16; ab++) {
        if (!(mask & (1u << ab)))
            continue;
        const char *id = data_ability_id(ab);
        char name[16];
        if (id == NULL) {
            snprintf(name, sizeof name, "bit-%d", ab);
            id = name;
        }
        data_json_add_string(list, NULL, id, ok);
    }
}

static void add_unit(cJSON *list, const esc_game *game, int id, bool *ok)
{
    const esc_unit_state *u = &game->units[id];
    cJSON *obj = data_json_add_object(list, NULL, ok);
    char letter[2] = {(char)((esc_unit_side(id) == 0 ? 'A' : 'a') + esc_unit_slot(id)), '\0'};
    data_json_add_int(obj, "id", id, ok);
    data_json_add_int(obj, "side", esc_unit_side(id), ok);
    data_json_add_int(obj, "slot", esc_unit_slot(id), ok);
    data_json_add_string(obj, "letter", letter, ok);
    add_flags(obj, "flags", u->flags, ok);
    data_json_add_square(obj, "square", u->square, ok);
    data_json_add_int(obj, "health", u->health, ok);
    data_json_add_int(obj, "max_health", u->max_health, ok);
    data_json_add_int(obj, "range", u->range, ok);
    data_json_add_int(obj, "power", u->power, ok);
    data_json_add_int(obj, "move", u->move, ok);
    add_ability_mask(obj, "abilities", u->abilities, ok);
    data_json_add_int(obj, "rank_points", u->rank_points, ok);
    data_json_add_int(obj, "acted", u->acted, ok);
    add_unit_ref(obj, "guarded_by", u->guarded_by, ok);
    data_json_add_int(obj, "guard_until", u->guard_until, ok);
    data_json_add_int(obj, "suppressed_turn", u->suppressed_turn, ok);
    data_json_add_int(obj, "untargetable_until", u->untargetable_until, ok);
    data_json_add_int(obj, "no_attack_turn", u->no_attack_turn, ok);
}

/* A slot the squad does not have is written only if something in it is set, so
 * that a core bug writing there still shows in a golden diff. */
static bool slot_is_blank(const esc_unit_state *u)
{
    return u->flags == 0 && u->max_health == 0 && u->range == 0 && u->power == 0 && u->move == 0 &&
           u->abilities == 0 && u->rank_points == 0 && u->health == 0 && u->acted == 0 &&
           (u->square == ESC_NO_SQUARE || u->square == 0) && (u->guarded_by == ESC_NO_UNIT || u->guarded_by == 0) &&
           u->suppressed_turn == 0 && u->untargetable_until == 0 && u->no_attack_turn == 0 && u->guard_until == 0;
}

char *data_state_to_json(const esc_game *game)
{
    if (game == NULL)
        return NULL;
    bool ok = true;
    char spare[24];
    cJSON *root = cJSON_CreateObject();
    ok = root != NULL;
    data_json_add_header(root, DATA_FORMAT_STATE, &ok);

    data_json_add_string(root, "phase", phase_name(game->phase, spare), &ok);
    data_json_add_int(root, "turn", game->turn, &ok);
    data_json_add_int(root, "round", esc_game_round(game), &ok);
    data_json_add_int(root, "active", game->active, &ok);
    data_json_add_int(root, "actions_left", game->actions_left, &ok);
    data_json_add_int(root, "first_deployer", game->first_deployer, &ok);
    data_json_add_int(root, "first_player", game->first_player, &ok);
    char rng[24];
    snprintf(rng, sizeof rng, "%llu", (unsigned long long)game->rng.state);
    data_json_add_string(root, "rng", rng, &ok);

    cJSON *settings = data_json_add_object(root, "settings", &ok);
    data_settings_fill_json(settings, &game->settings, false, &ok);

    esc_position pos;
    esc_game_position(game, &pos);
    char position[ESC_POSITION_TEXT_MAX];
    esc_position_format(&pos, position);
    data_json_add_string(root, "position", position, &ok);
    data_json_add_squares(root, "obstacles", game->obstacles, &ok);
    data_json_add_squares(root, "zone", game->zone, &ok);

    cJSON *list = data_json_add_array(root, "squad_size", &ok);
    for (int side = 0; side < ESC_SIDES; side++)
        data_json_add_int(list, NULL, game->squad_size[side], &ok);
    list = data_json_add_array(root, "deployed", &ok);
    for (int side = 0; side < ESC_SIDES; side++)
        data_json_add_int(list, NULL, game->deployed[side], &ok);
    list = data_json_add_array(root, "markers", &ok);
    for (int side = 0; side < ESC_SIDES; side++)
        data_json_add_int(list, NULL, game->markers[side], &ok);

    list = data_json_add_array(root, "dice", &ok);
    int n_dice = game->n_dice > ESC_MAX_DICE_ROLLS ? ESC_MAX_DICE_ROLLS : game->n_dice;
    for (int i = 0; i < n_dice; i++) {
        cJSON *roll = data_json_add_array(list, NULL, &ok);
        for (int side = 0; side < ESC_SIDES; side++)
            data_json_add_int(roll, NULL, game->dice[i][side], &ok);
    }

    cJSON *command = data_json_add_object(root, "command", &ok);
    add_unit_ref(command, "unit", game->command_unit, &ok);
    data_json_add_int(command, "left", game->command_left, &ok);
    list = data_json_add_array(command, "moved", &ok);
    for (int id = 0; id < 16; id++)
        if (game->command_moved & (1u << id))
            data_json_add_int(list, NULL, id, &ok);

    if (game->winner == 0 || game->winner == 1)
        data_json_add_int(root, "winner", game->winner, &ok);
    else if (game->winner == -1)
        data_json_add_null(root, "winner", &ok);
    else
        data_json_add_int(root, "winner", game->winner, &ok);
    data_json_add_string(root, "end_reason", end_reason_name(game->end_reason, spare), &ok);

    list = data_json_add_array(root, "units", &ok);
    for (int id = 0; id < ESC_MAX_UNITS; id++)
        if ((game->units[id].flags & ESC_UF_PRESENT) || !slot_is_blank(&game->units[id]))
            add_unit(list, game, id, &ok);

    return data_json_finish(root, ok);
}
