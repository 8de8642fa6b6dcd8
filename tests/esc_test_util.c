#include "esc_test_util.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const tu_ability_ids[ESC_AB_COUNT] = {
    [ESC_AB_CHARGE] = "charge",
    [ESC_AB_ENERGY_TRAIT] = "energy-trait",
    [ESC_AB_DEFENSIVE_STANCE] = "defensive-stance",
    [ESC_AB_SUPPRESSING_FIRE] = "suppressing-fire",
    [ESC_AB_TACTICAL_RETREAT] = "tactical-retreat",
    [ESC_AB_COMMAND_FORWARD] = "command-forward",
    [ESC_AB_DEVASTATING_STRIKE] = "devastating-strike",
    [ESC_AB_FEINT] = "feint",
    [ESC_AB_GUARDIAN] = "guardian",
    [ESC_AB_SWEEP] = "sweep",
    [ESC_AB_PRECISION_SHOT] = "precision-shot",
    [ESC_AB_OVERCHARGE] = "overcharge",
};

int tu_ability_targeting(int ability)
{
    switch (ability) {
    case ESC_AB_DEFENSIVE_STANCE:
    case ESC_AB_SWEEP:
    case ESC_AB_COMMAND_FORWARD:
        return ESC_TARGETS_NOTHING;
    case ESC_AB_FEINT:
    case ESC_AB_GUARDIAN:
        return ESC_TARGETS_ALLY;
    case ESC_AB_TACTICAL_RETREAT:
        return ESC_TARGETS_SQUARE;
    case ESC_AB_CHARGE:
        return ESC_TARGETS_SQUARE_AND_ENEMY;
    default:
        return ESC_TARGETS_ENEMY;
    }
}

static int ability_by_id(const char *id, size_t len)
{
    for (int i = 0; i < ESC_AB_COUNT; i++)
        if (strlen(tu_ability_ids[i]) == len && memcmp(tu_ability_ids[i], id, len) == 0)
            return i;
    return -1;
}

static bool square_of(const char *text, size_t len, int *square)
{
    if (len != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return false;
    *square = (text[0] - 'a') + 8 * (text[1] - '1');
    return true;
}

int tu_sq(const char *name)
{
    int square = -1;
    if (name == NULL || !square_of(name, strlen(name), &square))
        fail_msg("test helper: bad square name \"%s\"", name ? name : "(null)");
    return square;
}

esc_bits tu_bits(const char *list)
{
    esc_bits bits = 0;
    const char *p = list;
    while (*p) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        const char *start = p;
        while (*p && *p != ' ')
            p++;
        int square = 0;
        if (!square_of(start, (size_t)(p - start), &square))
            fail_msg("test helper: bad square list \"%s\"", list);
        bits |= esc_bit(square);
    }
    return bits;
}

const char *tu_name(int square)
{
    static char names[4][4];
    static int next;
    char *out = names[next++ & 3];
    if (square < 0 || square >= ESC_SQUARES) {
        snprintf(out, 4, "%s", square == ESC_NO_SQUARE ? "-" : "?");
        return out;
    }
    out[0] = (char)('a' + square % 8);
    out[1] = (char)('1' + square / 8);
    out[2] = 0;
    return out;
}

void tu_unit(esc_unit_def *unit, const char *spec)
{
    int stats[4] = {0, 0, 0, 0}; /* H R P M, as esc_unit_init takes them */
    const char *p = spec;
    esc_unit_init(unit, "unit", 1, 1, 1, 1);
    while (*p && *p != '+') {
        const char *letters = "HRPM";
        const char *which = strchr(letters, *p);
        if (which == NULL || !isdigit((unsigned char)p[1]))
            fail_msg("test helper: bad unit spec \"%s\"", spec);
        p++;
        int value = 0;
        while (isdigit((unsigned char)*p))
            value = value * 10 + (*p++ - '0');
        stats[which - letters] = value;
    }
    if (stats[0] == 0 || stats[1] == 0 || stats[2] == 0 || stats[3] == 0)
        fail_msg("test helper: unit spec \"%s\" lacks a stat", spec);
    esc_unit_init(unit, "unit", stats[0], stats[1], stats[2], stats[3]);
    while (*p == '+') {
        const char *start = ++p;
        while (*p && *p != '+')
            p++;
        int ability = ability_by_id(start, (size_t)(p - start));
        if (ability < 0 || !esc_unit_add_ability(unit, ability))
            fail_msg("test helper: bad ability in unit spec \"%s\"", spec);
    }
}

void tu_squad(esc_squad *squad, const char *spec)
{
    char word[128];
    const char *p = spec;
    esc_squad_init(squad, "squad");
    while (*p) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        size_t n = 0;
        while (*p && *p != ' ' && n + 1 < sizeof word)
            word[n++] = *p++;
        word[n] = 0;
        esc_unit_def unit;
        tu_unit(&unit, word);
        snprintf(unit.name, sizeof unit.name, "unit%d", squad->n_units + 1);
        if (!esc_squad_add(squad, &unit))
            fail_msg("test helper: squad \"%s\" too big", spec);
    }
}

/* The test's own reading of the position notation: unit id (or -1) per square, and
 * obstacles. */
static void read_position(const char *text, int8_t occupant[ESC_SQUARES], esc_bits *obstacles)
{
    int rank = 7, file = 0;
    *obstacles = 0;
    for (int s = 0; s < ESC_SQUARES; s++)
        occupant[s] = ESC_NO_UNIT;
    for (const char *p = text; *p; p++) {
        if (*p == '/') {
            if (file != 8)
                fail_msg("test helper: bad position \"%s\"", text);
            rank--;
            file = 0;
            continue;
        }
        if (rank < 0 || file >= 8)
            fail_msg("test helper: bad position \"%s\"", text);
        if (*p >= '1' && *p <= '8') {
            file += *p - '0';
            continue;
        }
        int square = file + 8 * rank;
        if (*p == '#')
            *obstacles |= esc_bit(square);
        else if (*p >= 'A' && *p <= 'F')
            occupant[square] = (int8_t)(*p - 'A');
        else if (*p >= 'a' && *p <= 'f')
            occupant[square] = (int8_t)(ESC_SQUAD_MAX + *p - 'a');
        else
            fail_msg("test helper: bad position \"%s\"", text);
        file++;
    }
    if (rank != 0 || file != 8)
        fail_msg("test helper: bad position \"%s\"", text);
}

esc_action tu_deploy_action(const esc_game *game, int square)
{
    /* The core's reading of ESC_ACT_DEPLOY: the unit field names the unit placed,
     * which must be the active side's next one (squad order). */
    esc_action deploy = {ESC_ACT_DEPLOY, ESC_AB_NONE,
                         (int8_t)(game->active * ESC_SQUAD_MAX + game->deployed[game->active]), (int8_t)square,
                         ESC_NO_UNIT};
    return deploy;
}

static void deploy_all(esc_game *game)
{
    while (game->phase == ESC_PHASE_DEPLOY) {
        esc_bits home = game->active == 0 ? 0xFFFFull : 0xFFFFull << 48;
        int square = -1;
        for (int s = 0; s < ESC_SQUARES && square < 0; s++)
            if ((home & esc_bit(s)) && !(game->obstacles & esc_bit(s)) && game->occupant[s] == ESC_NO_UNIT)
                square = s;
        if (square < 0)
            fail_msg("test helper: no free home square");
        esc_action deploy = tu_deploy_action(game, square);
        esc_problem problem = esc_game_apply(game, &deploy, NULL);
        if (problem != ESC_OK)
            fail_msg("test helper: deploy on %s refused: %s", tu_name(square), esc_problem_text(problem));
    }
}

void tu_game_ex(esc_game *game, const char *position, const char *squad0, const char *squad1,
                int first_player, const esc_settings *settings, esc_bits zone)
{
    int8_t occupant[ESC_SQUARES];
    esc_bits obstacles;
    read_position(position, occupant, &obstacles);

    static esc_squad squads[ESC_SIDES];
    tu_squad(&squads[0], squad0);
    tu_squad(&squads[1], squad1);
    for (int side = 0; side < ESC_SIDES; side++) {
        esc_squad_report report = esc_squad_test(&squads[side]);
        if (report.problem != ESC_SQUAD_OK)
            fail_msg("test helper: squad %d \"%s\" illegal (%s, %d RP)", side, side ? squad1 : squad0,
                     esc_squad_problem_text(report.problem), report.rank_points);
        int count = 0;
        for (int s = 0; s < ESC_SQUARES; s++)
            if (occupant[s] != ESC_NO_UNIT && esc_unit_side(occupant[s]) == side) {
                count++;
                if (esc_unit_slot(occupant[s]) >= squads[side].n_units)
                    fail_msg("test helper: position \"%s\" has a unit beyond squad %d", position, side);
            }
        if (count != squads[side].n_units)
            fail_msg("test helper: position \"%s\" shows %d units of side %d, squad has %d", position, count, side,
                     squads[side].n_units);
    }

    esc_map map;
    esc_map_init(&map, "test");
    map.obstacles = obstacles;
    map.zone = zone;
    int bad_side = -1;
    if (esc_map_test(&map, &bad_side) != ESC_MAP_OK)
        fail_msg("test helper: map of \"%s\" refused", position);
    esc_settings defaults;
    esc_settings_default(&defaults);
    const esc_squad *list[ESC_SIDES] = {&squads[0], &squads[1]};

    for (uint64_t seed = 1; seed < 1000; seed++) {
        int which = -1;
        esc_setup_problem setup = esc_game_init(game, &map, list, settings ? settings : &defaults, seed, &which);
        if (setup != ESC_SETUP_OK)
            fail_msg("test helper: esc_game_init refused (%d, side %d)", (int)setup, which);
        deploy_all(game);
        if (game->phase != ESC_PHASE_BATTLE)
            fail_msg("test helper: not in battle after deployment");
        if (game->first_player != first_player)
            continue;
        for (int s = 0; s < ESC_SQUARES; s++)
            game->occupant[s] = ESC_NO_UNIT;
        for (int s = 0; s < ESC_SQUARES; s++)
            if (occupant[s] != ESC_NO_UNIT) {
                game->occupant[s] = occupant[s];
                game->units[occupant[s]].square = (int8_t)s;
            }
        tu_check(game);
        if (game->turn != 1 || game->active != first_player || game->actions_left != ESC_ACTIONS_PER_TURN)
            fail_msg("test helper: battle does not start at turn 1 with 2 actions");
        return;
    }
    fail_msg("test helper: no seed gives the first turn to side %d", first_player);
}

void tu_game(esc_game *game, const char *position, const char *squad0, const char *squad1)
{
    tu_game_ex(game, position, squad0, squad1, 0, NULL, 0);
}

int tu_at(const esc_game *game, const char *square)
{
    int s = tu_sq(square);
    int unit = game->occupant[s];
    if (unit == ESC_NO_UNIT)
        fail_msg("test helper: no unit on %s", square);
    return unit;
}

int tu_health_at(const esc_game *game, const char *square)
{
    return game->units[tu_at(game, square)].health;
}

void tu_set_health(esc_game *game, int unit, int health)
{
    if (game->units[unit].max_health < health)
        game->units[unit].max_health = (uint8_t)health;
    game->units[unit].health = (int16_t)health;
}

static esc_action make(int kind, int unit, int ability, int square, int target)
{
    esc_action action = {(uint8_t)kind, (uint8_t)ability, (int8_t)unit, (int8_t)square, (int8_t)target};
    return action;
}

esc_action tu_act(const esc_game *game, const char *text)
{
    char words[5][32];
    int n = 0;
    const char *p = text;
    while (*p) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        if (n == 5)
            fail_msg("test helper: too many words in \"%s\"", text);
        size_t len = 0;
        while (*p && *p != ' ' && len + 1 < sizeof words[0])
            words[n][len++] = *p++;
        words[n][len] = 0;
        n++;
    }
    if (n == 0)
        fail_msg("test helper: empty action");
    int sq[4] = {ESC_NO_SQUARE, ESC_NO_SQUARE, ESC_NO_SQUARE, ESC_NO_SQUARE};
    for (int i = 1; i < n; i++)
        sq[i - 1] = tu_sq(words[i]);
#define UNIT_ON(i) (sq[i] == ESC_NO_SQUARE ? ESC_NO_UNIT : game->occupant[sq[i]])
    const char *verb = words[0];
    if (strcmp(verb, "end") == 0 && n == 1)
        return make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    if (strcmp(verb, "done") == 0 && n == 1)
        return make(ESC_ACT_COMMAND_DONE, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    if (strcmp(verb, "deploy") == 0 && n == 2)
        return tu_deploy_action(game, sq[0]);
    if (strcmp(verb, "move") == 0 && n == 3)
        return make(ESC_ACT_MOVE, UNIT_ON(0), ESC_AB_NONE, sq[1], ESC_NO_UNIT);
    if (strcmp(verb, "command") == 0 && n == 3)
        return make(ESC_ACT_COMMAND_MOVE, UNIT_ON(0), ESC_AB_NONE, sq[1], ESC_NO_UNIT);
    if (strcmp(verb, "attack") == 0 && n == 3)
        return make(ESC_ACT_ATTACK, UNIT_ON(0), ESC_AB_NONE, ESC_NO_SQUARE, UNIT_ON(1));
    int ability = ability_by_id(verb, strlen(verb));
    if (ability >= 0) {
        switch (tu_ability_targeting(ability)) {
        case ESC_TARGETS_NOTHING:
            if (n == 2)
                return make(ESC_ACT_ABILITY, UNIT_ON(0), ability, ESC_NO_SQUARE, ESC_NO_UNIT);
            break;
        case ESC_TARGETS_ENEMY:
        case ESC_TARGETS_ALLY:
            if (n == 3)
                return make(ESC_ACT_ABILITY, UNIT_ON(0), ability, ESC_NO_SQUARE, UNIT_ON(1));
            break;
        case ESC_TARGETS_SQUARE:
            if (n == 3)
                return make(ESC_ACT_ABILITY, UNIT_ON(0), ability, sq[1], ESC_NO_UNIT);
            break;
        default:
            if (n == 4)
                return make(ESC_ACT_ABILITY, UNIT_ON(0), ability, sq[1], UNIT_ON(2));
            break;
        }
    }
#undef UNIT_ON
    fail_msg("test helper: cannot read action \"%s\"", text);
    return make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
}

void tu_check(const esc_game *game)
{
    char why[256] = "";
    if (!esc_game_check(game, why, (int)sizeof why))
        fail_msg("esc_game_check: %s", why);
}

void tu_play_ev(esc_game *game, const char *text, esc_events *events)
{
    esc_action action = tu_act(game, text);
    esc_problem tested = esc_game_test_action(game, &action);
    if (tested != ESC_OK)
        fail_msg("\"%s\" refused by esc_game_test_action: %s (%d)", text, esc_problem_text(tested), (int)tested);
    esc_problem applied = esc_game_apply(game, &action, events);
    if (applied != ESC_OK)
        fail_msg("\"%s\" refused by esc_game_apply: %s (%d)", text, esc_problem_text(applied), (int)applied);
    tu_check(game);
}

void tu_play(esc_game *game, const char *text)
{
    tu_play_ev(game, text, NULL);
}

void tu_refuse_action(esc_game *game, const esc_action *action, esc_problem expected)
{
    esc_game before;
    memcpy(&before, game, sizeof before);
    esc_problem tested = esc_game_test_action(game, action);
    if (tested != expected)
        fail_msg("action (kind %d unit %d ability %d square %s target %d): esc_game_test_action gave %s (%d), "
                 "expected %s (%d)",
                 action->kind, action->unit, action->ability, tu_name(action->square), action->target,
                 esc_problem_text(tested), (int)tested, esc_problem_text(expected), (int)expected);
    esc_events events;
    esc_problem applied = esc_game_apply(game, action, &events);
    if (applied != expected)
        fail_msg("esc_game_apply gave %s (%d), expected %s (%d)", esc_problem_text(applied), (int)applied,
                 esc_problem_text(expected), (int)expected);
    if (memcmp(&before, game, sizeof before) != 0)
        fail_msg("a refused action changed the state");
}

void tu_refuse(esc_game *game, const char *text, esc_problem expected)
{
    esc_action action = tu_act(game, text);
    esc_game before;
    memcpy(&before, game, sizeof before);
    esc_problem tested = esc_game_test_action(game, &action);
    if (tested != expected)
        fail_msg("\"%s\": esc_game_test_action gave %s (%d), expected %s (%d)", text, esc_problem_text(tested),
                 (int)tested, esc_problem_text(expected), (int)expected);
    esc_problem applied = esc_game_apply(game, &action, NULL);
    if (applied != expected)
        fail_msg("\"%s\": esc_game_apply gave %s (%d), expected %s (%d)", text, esc_problem_text(applied),
                 (int)applied, esc_problem_text(expected), (int)expected);
    if (memcmp(&before, game, sizeof before) != 0)
        fail_msg("\"%s\": the refused action changed the state", text);
}

void tu_assert_position(const esc_game *game, const char *position)
{
    int8_t occupant[ESC_SQUARES];
    esc_bits obstacles;
    read_position(position, occupant, &obstacles);
    if (obstacles != game->obstacles)
        fail_msg("obstacles differ from \"%s\"", position);
    for (int s = 0; s < ESC_SQUARES; s++) {
        if (occupant[s] != game->occupant[s])
            fail_msg("square %s holds unit %d, expected %d (position \"%s\")", tu_name(s), game->occupant[s],
                     occupant[s], position);
        if (occupant[s] != ESC_NO_UNIT && game->units[occupant[s]].square != s)
            fail_msg("unit %d does not know it is on %s", occupant[s], tu_name(s));
    }
}

int tu_count_events(const esc_events *events, int kind)
{
    int n = 0;
    for (int i = 0; i < events->count; i++)
        if (events->list[i].kind == kind)
            n++;
    return n;
}

const esc_event *tu_find_event(const esc_events *events, int kind, int n)
{
    for (int i = 0; i < events->count; i++)
        if (events->list[i].kind == kind && n-- == 0)
            return &events->list[i];
    return NULL;
}

void tu_random_squad(core_rng *rng, esc_squad *squad)
{
    esc_squad_init(squad, "random");
    int want = 1 + (int)core_rng_below(rng, ESC_SQUAD_MAX);
    int points = 0;
    for (int tries = 0; tries < 60 && squad->n_units < want; tries++) {
        esc_unit_def unit;
        esc_unit_init(&unit, "r", 1 + (int)core_rng_below(rng, 4), 1 + (int)core_rng_below(rng, 4),
                      1 + (int)core_rng_below(rng, 3), 1 + (int)core_rng_below(rng, 4));
        int n_abilities = (int)core_rng_below(rng, 4);
        for (int i = 0; i < n_abilities; i++)
            esc_unit_add_ability(&unit, (int)core_rng_below(rng, ESC_AB_COUNT));
        int rp = esc_unit_rank_points(&unit);
        if (points + rp > ESC_SQUAD_BUDGET)
            continue;
        points += rp;
        esc_squad_add(squad, &unit);
    }
    if (squad->n_units == 0) {
        esc_unit_def unit;
        esc_unit_init(&unit, "s", 1, 1, 1, 1);
        esc_squad_add(squad, &unit);
    }
}

void tu_random_map(core_rng *rng, esc_map *map)
{
    esc_map_init(map, "random");
    for (;;) {
        map->obstacles = 0;
        map->zone = 0;
        int n = (int)core_rng_below(rng, 12);
        for (int i = 0; i < n; i++)
            map->obstacles |= esc_bit((int)core_rng_below(rng, ESC_SQUARES));
        if (core_rng_below(rng, 2)) {
            int start = 16 + (int)core_rng_below(rng, 32);
            map->zone = esc_bit(start) | esc_bit(start ^ 1) | esc_bit(start ^ 8) | esc_bit(start ^ 9);
            map->zone &= ~map->obstacles;
        }
        int bad_side = -1;
        if (esc_map_test(map, &bad_side) == ESC_MAP_OK)
            return;
    }
}

void tu_random_deploy(core_rng *rng, esc_game *game)
{
    while (game->phase == ESC_PHASE_DEPLOY) {
        esc_bits home = game->active == 0 ? 0xFFFFull : 0xFFFFull << 48;
        int free_squares[16];
        int n = 0;
        for (int s = 0; s < ESC_SQUARES; s++)
            if ((home & esc_bit(s)) && !(game->obstacles & esc_bit(s)) && game->occupant[s] == ESC_NO_UNIT)
                free_squares[n++] = s;
        if (n == 0)
            fail_msg("test helper: no free home square");
        int square = free_squares[core_rng_below(rng, (uint32_t)n)];
        esc_action deploy = tu_deploy_action(game, square);
        esc_problem problem = esc_game_apply(game, &deploy, NULL);
        if (problem != ESC_OK)
            fail_msg("test helper: deploy on %s refused: %s", tu_name(square), esc_problem_text(problem));
    }
}
