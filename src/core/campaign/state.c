/*
 * The campaign state: settings, setup, units and their current stats, traits and
 * injuries, and Phase 1 (Downtime: recruit, dismiss, replenish, traits, the Hero).
 */
#include <string.h>

#include "internal.h"
#include "skirmish/core/tr.h"

/* The computer stream is seeded from the campaign seed through this constant, so
 * the two streams differ and neither depends on the seats. */
#define COMPUTER_STREAM_SALT UINT64_C(0x636f6d7075746572) /* "computer" */

void campaign_settings_default(campaign_settings *settings, int n_players)
{
    memset(settings, 0, sizeof *settings);
    settings->n_players = n_players;
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
        settings->computer[p] = true;
    settings->turn_limit = CAMPAIGN_TURNS_DEFAULT;
    settings->domination = true;
    settings->warlord = true;
    settings->battle_ai = 2; /* AI_NORMAL */
    settings->round_limit = ESC_DEFAULT_ROUND_LIMIT;
    settings->seed = 1;
}

/* ---- traits and injuries ---- */

enum { STAT_H, STAT_R, STAT_P, STAT_M };

static const campaign_trait_info traits[CAMPAIGN_TRAIT_COUNT] = {
    { "stalwart", 2, { 2, 0, 0, -1 }, -1 },
    { "swift", 2, { -1, 0, 0, 1 }, -1 },
    { "mighty", 3, { 0, 0, 1, -1 }, -1 },
    { "deadeye", 3, { -1, 1, 0, 0 }, -1 },
    { "duelist", 3, { 0, -1, 0, 0 }, ESC_AB_DEVASTATING_STRIKE },
    { "tactician", 3, { 0, 0, -1, 0 }, ESC_AB_TACTICAL_RETREAT },
    { "protector", 3, { 0, -1, 0, 0 }, ESC_AB_GUARDIAN },
    { "inspiring", 4, { 0, 0, -1, 0 }, ESC_AB_COMMAND_FORWARD },
};

static const char *const injury_ids[CAMPAIGN_INJURY_COUNT] = { "lost-eye", "limping-leg", "shattered-arm",
                                                               "deep-scar" };
static const int injury_stat[CAMPAIGN_INJURY_COUNT] = { STAT_R, STAT_M, STAT_P, STAT_H };

const campaign_trait_info *campaign_trait_get(campaign_trait trait)
{
    return (unsigned)trait < CAMPAIGN_TRAIT_COUNT ? &traits[trait] : NULL;
}

const char *campaign_injury_id(campaign_injury injury)
{
    return (unsigned)injury < CAMPAIGN_INJURY_COUNT ? injury_ids[injury] : "?";
}

int campaign_injury_stat(campaign_injury injury)
{
    return (unsigned)injury < CAMPAIGN_INJURY_COUNT ? injury_stat[injury] : -1;
}

int campaign_trait_from_id(const char *id)
{
    for (int t = 0; t < CAMPAIGN_TRAIT_COUNT; t++)
        if (strcmp(id, traits[t].id) == 0)
            return t;
    return -1;
}

int campaign_injury_from_id(const char *id)
{
    for (int i = 0; i < CAMPAIGN_INJURY_COUNT; i++)
        if (strcmp(id, injury_ids[i]) == 0)
            return i;
    return -1;
}

static int clamp_stat(int v)
{
    return v < 1 ? 1 : v > CAMPAIGN_STAT_CAP ? CAMPAIGN_STAT_CAP : v;
}

void campaign_unit_current(const campaign_unit *unit, esc_unit_def *out)
{
    *out = unit->base;
    int d[4] = { 0, 0, 0, 0 };
    for (int t = 0; t < CAMPAIGN_TRAIT_COUNT; t++) {
        if (!(unit->traits >> t & 1u))
            continue;
        for (int k = 0; k < 4; k++)
            d[k] += traits[t].stat_delta[k];
        if (traits[t].ability >= 0)
            esc_unit_add_ability(out, traits[t].ability);
    }
    for (int i = 0; i < CAMPAIGN_INJURY_COUNT; i++)
        if (unit->injuries >> i & 1u)
            d[injury_stat[i]]--;
    out->health = clamp_stat(out->health + d[STAT_H]);
    out->range = clamp_stat(out->range + d[STAT_R]);
    out->power = clamp_stat(out->power + d[STAT_P]);
    out->move = clamp_stat(out->move + d[STAT_M]);
}

int campaign_def_price(const esc_unit_def *def)
{
    return (int)(CAMPAIGN_PRICE_FACTOR * esc_unit_cost(def));
}

int campaign_unit_price(const campaign_unit *unit)
{
    esc_unit_def cur;
    campaign_unit_current(unit, &cur);
    return campaign_def_price(&cur);
}

int campaign_unit_rp(const campaign_unit *unit)
{
    esc_unit_def cur;
    campaign_unit_current(unit, &cur);
    return esc_unit_rank_points(&cur);
}

int campaign_unit_max_health(const campaign_unit *unit)
{
    esc_unit_def cur;
    campaign_unit_current(unit, &cur);
    return cur.health;
}

int campaign_unit_replenish_cost(const campaign_unit *unit)
{
    if (unit->wounds == 0 || unit->hero)
        return 0;
    int price = campaign_unit_price(unit), h = campaign_unit_max_health(unit);
    return (price * unit->wounds + 2 * h - 1) / (2 * h);
}

/* ---- roster helpers ---- */

int campaign_player_unit_index(const campaign_player *player, int uid)
{
    for (int i = 0; i < player->n_units; i++)
        if (player->units[i].uid == uid)
            return i;
    return -1;
}

int campaign_player_hero(const campaign_player *player)
{
    for (int i = 0; i < player->n_units; i++)
        if (player->units[i].hero)
            return i;
    return -1;
}

int campaign_army_player(const campaign_state *state, int army_id)
{
    int i = campaign_forces_find(&state->forces, army_id);
    return i < 0 ? -1 : state->forces.armies[i].player;
}

int campaign_army_units(const campaign_state *state, int army_id)
{
    int p = campaign_army_player(state, army_id);
    if (p < 0)
        return 0;
    int n = 0;
    for (int i = 0; i < state->players[p].n_units; i++)
        if (state->players[p].units[i].army == army_id)
            n++;
    return n;
}

uint64_t campaign_controlled(const campaign_state *state, int player)
{
    uint64_t out = 0;
    for (int l = 0; l < state->map->n_locations; l++)
        if (state->forces.control[l] == player)
            out |= UINT64_C(1) << l;
    return out;
}

void campaign_rank_keys(const campaign_state *state, const int8_t *control, int player,
                        long key[CAMPAIGN_RANK_KEYS])
{
    const int8_t *owner = control ? control : state->forces.control;
    key[CAMPAIGN_RANK_PLACES] = key[CAMPAIGN_RANK_SUPPLY] = 0;
    for (int l = 0; l < state->map->n_locations; l++)
        if (owner[l] == player) {
            key[CAMPAIGN_RANK_PLACES]++;
            key[CAMPAIGN_RANK_SUPPLY] += state->map->locations[l].supply;
        }
    key[CAMPAIGN_RANK_RENOWN] = state->players[player].renown_earned;
}

uint8_t campaign_rank_first(const campaign_state *state, const int8_t *control, uint8_t among, int *decider)
{
    long keys[CAMPAIGN_MAX_PLAYERS][CAMPAIGN_RANK_KEYS];
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
        if (among >> p & 1u)
            campaign_rank_keys(state, control, p, keys[p]);
    int k = 0;
    for (; k < CAMPAIGN_RANK_KEYS && __builtin_popcount(among) > 1; k++) {
        long best = -1;
        for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
            if ((among >> p & 1u) && keys[p][k] > best)
                best = keys[p][k];
        uint8_t next = 0;
        for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
            if ((among >> p & 1u) && keys[p][k] == best)
                next |= (uint8_t)(1u << p);
        among = next;
        if (__builtin_popcount(among) <= 1)
            break;
    }
    if (decider)
        *decider = k;
    return among;
}

int campaign_domination_at_stake(const campaign_state *state, int player, const campaign_order *orders, int n)
{
    if (!state->settings.domination)
        return -1;
    const campaign_map *map = state->map;
    const campaign_forces *f = &state->forces;
    for (int l = 0; l < map->n_locations; l++) {
        if (!(map->domination >> l & 1u) || f->control[l] != player)
            continue;
        bool held = false, threat = false;
        for (int i = 0; i < f->n_armies; i++) {
            const campaign_army *ar = &f->armies[i];
            if (ar->player == player) {
                int to = ar->loc;
                for (int k = 0; k < n; k++)
                    if (orders[k].kind == CAMPAIGN_ORDER_MOVE && orders[k].army == ar->id)
                        to = orders[k].to;
                held = held || to == l;
            } else if (ar->player >= 0 && campaign_map_adjacent(map, ar->loc, l)) {
                bool rest = true; /* the army's player holds the set but for l */
                for (int m = 0; m < map->n_locations && rest; m++)
                    rest = m == l || !(map->domination >> m & 1u) || f->control[m] == ar->player;
                threat = threat || rest;
            }
        }
        if (!held && threat)
            return l;
    }
    return -1;
}

const char *campaign_victory_id(campaign_victory victory)
{
    switch (victory) {
    case CAMPAIGN_VICTORY_LAST: return "last";
    case CAMPAIGN_VICTORY_DOMINATION: return "domination";
    case CAMPAIGN_VICTORY_WARLORD: return "warlord";
    case CAMPAIGN_VICTORY_TIMED: return "timed";
    default: return "none";
    }
}

/* What the other seats see: each army's unit count, frozen at the start of Downtime. */
void campaign_state_snapshot_public(campaign_state *state)
{
    state->n_public = state->forces.n_armies;
    for (int i = 0; i < state->forces.n_armies; i++) {
        state->public_ids[i] = state->forces.armies[i].id;
        int n = campaign_army_units(state, state->forces.armies[i].id);
        state->public_units[i] = (uint8_t)(n > 255 ? 255 : n);
    }
}

/* ---- setup ---- */

bool campaign_library_first_elite(const campaign_library *library, esc_unit_def *out)
{
    for (int i = 0; i < library->n_units; i++) {
        if (esc_unit_test(&library->units[i], NULL) == ESC_UNIT_OK && esc_unit_rank(&library->units[i]) == ESC_RANK_ELITE) {
            *out = library->units[i];
            return true;
        }
    }
    return false;
}

campaign_setup_problem campaign_test_hero(const esc_unit_def *hero)
{
    /* A Hero without a name reads "Hero:  (Elite)" on every screen: refused
     * (a name of spaces too). */
    bool named = false;
    for (const char *ch = hero->name; *ch && !named; ch++)
        named = *ch != ' ';
    if (!named || esc_unit_test(hero, NULL) != ESC_UNIT_OK || esc_unit_rank(hero) > ESC_RANK_ELITE)
        return CAMPAIGN_SETUP_BAD_HERO;
    return CAMPAIGN_SETUP_OK;
}

campaign_setup_problem campaign_state_init(campaign_state *state, const campaign_map *map,
                                           const campaign_settings *settings,
                                           const esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS])
{
    if (campaign_map_test(map) != CAMPAIGN_MAP_OK)
        return CAMPAIGN_SETUP_BAD_MAP;
    int n = settings->n_players;
    if (n < CAMPAIGN_MIN_PLAYERS || n > CAMPAIGN_MAX_PLAYERS || map->n_starts[n - 2] != n)
        return CAMPAIGN_SETUP_PLAYER_COUNT;
    if (settings->turn_limit < CAMPAIGN_TURNS_MIN || settings->turn_limit > CAMPAIGN_TURNS_MAX ||
        settings->round_limit < 1 || settings->round_limit > ESC_MAX_ROUND_LIMIT)
        return CAMPAIGN_SETUP_TURN_LIMIT;
    for (int p = 0; p < n; p++)
        if (campaign_test_hero(&heroes[p]) != CAMPAIGN_SETUP_OK)
            return CAMPAIGN_SETUP_BAD_HERO;

    memset(state, 0, sizeof *state);
    state->map = map;
    state->settings = *settings;
    core_rng_seed(&state->rules, settings->seed);
    core_rng_seed(&state->computer, settings->seed ^ COMPUTER_STREAM_SALT);
    for (int l = 0; l < CAMPAIGN_MAX_LOCATIONS; l++)
        state->forces.control[l] = CAMPAIGN_NEUTRAL;
    /* The start draw: the map's list for n players, shuffled by the rules stream
     * (Fisher-Yates from the last place down); seat p takes place p. */
    int8_t starts[CAMPAIGN_MAX_PLAYERS];
    memcpy(starts, map->starts[n - 2], sizeof starts);
    for (int i = n - 1; i > 0; i--) {
        int j = (int)core_rng_below(&state->rules, (uint32_t)(i + 1));
        int8_t t = starts[i];
        starts[i] = starts[j];
        starts[j] = t;
    }
    for (int p = 0; p < n; p++) {
        campaign_player *pl = &state->players[p];
        state->start[p] = starts[p];
        state->forces.control[starts[p]] = (int8_t)p;
        pl->gold = CAMPAIGN_START_GOLD;
        campaign_army *a = &state->forces.armies[state->forces.n_armies++];
        a->id = (int16_t)p; /* the first numbers, in seat order */
        state->forces.next_id = (int16_t)(p + 1);
        a->player = (int8_t)p;
        a->loc = starts[p];
        a->main = true;
        a->number = 1;
        campaign_unit *u = &pl->units[pl->n_units++];
        memset(u, 0, sizeof *u);
        u->uid = (int16_t)pl->next_uid++;
        u->army = a->id;
        u->base = heroes[p];
        u->hero = true;
    }
    for (int p = n; p < CAMPAIGN_MAX_PLAYERS; p++)
        state->players[p].eliminated = true;
    state->turn = 1;
    state->phase = CAMPAIGN_PHASE_DOWNTIME;
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++) {
        state->took_last[p] = CAMPAIGN_NEUTRAL;
        state->last_loc_taken[p] = CAMPAIGN_NO_LOCATION;
    }
    campaign_state_snapshot_public(state);
    return CAMPAIGN_SETUP_OK;
}

/* ---- Phase 1: Downtime ---- */

const char *campaign_downtime_problem_text(campaign_downtime_problem problem)
{
    switch (problem) {
    case CAMPAIGN_DT_OK: return "ok";
    case CAMPAIGN_DT_WRONG_PHASE: return N_("not during Downtime");
    case CAMPAIGN_DT_NO_SUCH_PLAYER: return N_("no such player");
    case CAMPAIGN_DT_NO_SUCH_UNIT: return N_("no such unit in the roster");
    case CAMPAIGN_DT_NO_SUCH_ARMY: return N_("no such army of this player");
    case CAMPAIGN_DT_BAD_UNIT: return N_("the unit breaks a unit rule");
    case CAMPAIGN_DT_ROSTER_FULL: return N_("the roster holds 24 units already");
    case CAMPAIGN_DT_NO_GOLD: return N_("not enough gold");
    case CAMPAIGN_DT_IS_HERO: return N_("the Hero cannot be dismissed");
    case CAMPAIGN_DT_NOT_WOUNDED: return N_("the unit has no fresh wound");
    case CAMPAIGN_DT_NO_HERO: return N_("the player has no Hero");
    case CAMPAIGN_DT_HAS_HERO: return N_("the player already has a Hero");
    case CAMPAIGN_DT_TRAIT_OWNED: return N_("the Hero has this trait already");
    case CAMPAIGN_DT_TRAIT_USELESS: return N_("the trait's benefit or drawback would change nothing");
    case CAMPAIGN_DT_NO_RENOWN: return N_("not enough Renown");
    case CAMPAIGN_DT_ELIMINATED: return N_("the player is eliminated");
    case CAMPAIGN_DT_TRAIT_STAT_AT_1: return N_("a stat the trait lowers is already 1");
    default: return N_("unknown problem");
    }
}

static campaign_downtime_problem check_player(const campaign_state *state, int player)
{
    if (state->phase != CAMPAIGN_PHASE_DOWNTIME)
        return CAMPAIGN_DT_WRONG_PHASE;
    if (player < 0 || player >= state->settings.n_players)
        return CAMPAIGN_DT_NO_SUCH_PLAYER;
    if (state->players[player].eliminated)
        return CAMPAIGN_DT_ELIMINATED;
    return CAMPAIGN_DT_OK;
}

/* Where a player with no army raises one: its controlled location of highest
 * supply, then lowest id. */
static int muster_location(const campaign_state *state, int player)
{
    int best = -1;
    for (int l = 0; l < state->map->n_locations; l++)
        if (state->forces.control[l] == player &&
            (best < 0 || state->map->locations[l].supply > state->map->locations[best].supply))
            best = l;
    return best;
}

static bool has_army(const campaign_state *state, int player)
{
    for (int i = 0; i < state->forces.n_armies; i++)
        if (state->forces.armies[i].player == player)
            return true;
    return false;
}

campaign_downtime_problem campaign_test_recruit(const campaign_state *state, int player, const esc_unit_def *def,
                                                int army)
{
    campaign_downtime_problem p = check_player(state, player);
    if (p != CAMPAIGN_DT_OK)
        return p;
    const campaign_player *pl = &state->players[player];
    if (army == CAMPAIGN_NO_ARMY) {
        if (has_army(state, player) || muster_location(state, player) < 0)
            return CAMPAIGN_DT_NO_SUCH_ARMY;
    } else if (campaign_army_player(state, army) != player) {
        return CAMPAIGN_DT_NO_SUCH_ARMY;
    }
    if (esc_unit_test(def, NULL) != ESC_UNIT_OK)
        return CAMPAIGN_DT_BAD_UNIT;
    if (pl->n_units >= CAMPAIGN_ROSTER_MAX)
        return CAMPAIGN_DT_ROSTER_FULL;
    if (campaign_def_price(def) > pl->gold)
        return CAMPAIGN_DT_NO_GOLD;
    return CAMPAIGN_DT_OK;
}

campaign_downtime_problem campaign_recruit(campaign_state *state, int player, const esc_unit_def *def, int army)
{
    campaign_downtime_problem p = campaign_test_recruit(state, player, def, army);
    if (p != CAMPAIGN_DT_OK)
        return p;
    campaign_player *pl = &state->players[player];
    if (army == CAMPAIGN_NO_ARMY) {
        campaign_army a = { (int16_t)campaign_forces_take_id(&state->forces), (int8_t)player,
                            (int8_t)muster_location(state, player), false, false,
                            (int8_t)campaign_forces_next_number(&state->forces, player) };
        state->forces.armies[state->forces.n_armies++] = a;
        campaign_forces_sort(&state->forces);
        army = a.id;
    }
    pl->gold -= campaign_def_price(def);
    campaign_unit *u = &pl->units[pl->n_units++];
    memset(u, 0, sizeof *u);
    u->uid = (int16_t)pl->next_uid++;
    u->army = (int16_t)army;
    u->base = *def;
    return CAMPAIGN_DT_OK;
}

/* Armies without units disband; the Main Army is the one holding the Hero. */
void campaign_state_tidy_armies(campaign_state *state)
{
    campaign_forces *f = &state->forces;
    for (int i = f->n_armies - 1; i >= 0; i--) {
        campaign_army *a = &f->armies[i];
        const campaign_player *pl = &state->players[a->player];
        int units = 0;
        bool hero = false;
        for (int k = 0; k < pl->n_units; k++) {
            if (pl->units[k].army == a->id) {
                units++;
                hero = hero || pl->units[k].hero;
            }
        }
        a->main = hero;
        if (units == 0) {
            memmove(&f->armies[i], &f->armies[i + 1], (size_t)(f->n_armies - i - 1) * sizeof f->armies[0]);
            f->n_armies--;
        }
    }
}

void campaign_player_remove_unit(campaign_player *pl, int index)
{
    memmove(&pl->units[index], &pl->units[index + 1], (size_t)(pl->n_units - index - 1) * sizeof pl->units[0]);
    pl->n_units--;
}

campaign_downtime_problem campaign_test_dismiss(const campaign_state *state, int player, int uid)
{
    campaign_downtime_problem p = check_player(state, player);
    if (p != CAMPAIGN_DT_OK)
        return p;
    int i = campaign_player_unit_index(&state->players[player], uid);
    if (i < 0)
        return CAMPAIGN_DT_NO_SUCH_UNIT;
    if (state->players[player].units[i].hero)
        return CAMPAIGN_DT_IS_HERO;
    return CAMPAIGN_DT_OK;
}

campaign_downtime_problem campaign_dismiss(campaign_state *state, int player, int uid)
{
    campaign_downtime_problem p = campaign_test_dismiss(state, player, uid);
    if (p != CAMPAIGN_DT_OK)
        return p;
    campaign_player_remove_unit(&state->players[player], campaign_player_unit_index(&state->players[player], uid));
    campaign_state_tidy_armies(state);
    return CAMPAIGN_DT_OK;
}

campaign_downtime_problem campaign_test_replenish(const campaign_state *state, int player, int uid)
{
    campaign_downtime_problem p = check_player(state, player);
    if (p != CAMPAIGN_DT_OK)
        return p;
    const campaign_player *pl = &state->players[player];
    int i = campaign_player_unit_index(pl, uid);
    if (i < 0)
        return CAMPAIGN_DT_NO_SUCH_UNIT;
    if (pl->units[i].wounds == 0)
        return CAMPAIGN_DT_NOT_WOUNDED;
    if (campaign_unit_replenish_cost(&pl->units[i]) > pl->gold)
        return CAMPAIGN_DT_NO_GOLD;
    return CAMPAIGN_DT_OK;
}

campaign_downtime_problem campaign_replenish(campaign_state *state, int player, int uid)
{
    campaign_downtime_problem p = campaign_test_replenish(state, player, uid);
    if (p != CAMPAIGN_DT_OK)
        return p;
    campaign_player *pl = &state->players[player];
    campaign_unit *u = &pl->units[campaign_player_unit_index(pl, uid)];
    pl->gold -= campaign_unit_replenish_cost(u);
    u->wounds = 0;
    return CAMPAIGN_DT_OK;
}

int campaign_trait_floor_stat(const campaign_state *state, int player, int trait)
{
    if (player < 0 || player >= state->settings.n_players || trait < 0 || trait >= CAMPAIGN_TRAIT_COUNT)
        return -1;
    const campaign_player *pl = &state->players[player];
    int h = campaign_player_hero(pl);
    if (h < 0)
        return -1;
    esc_unit_def cur;
    campaign_unit_current(&pl->units[h], &cur);
    const int stat[4] = { cur.health, cur.range, cur.power, cur.move };
    for (int k = 0; k < 4; k++)
        if (traits[trait].stat_delta[k] < 0 && stat[k] <= 1)
            return k;
    return -1;
}

/* Play-test 6: the cheaper refusal first. A player short of Renown is told so
 * before anything about the Hero's stats, and a drawback that cannot apply (a
 * stat already at 1) is its own reason, never "would change nothing". */
campaign_downtime_problem campaign_test_buy_trait(const campaign_state *state, int player, int trait)
{
    campaign_downtime_problem p = check_player(state, player);
    if (p != CAMPAIGN_DT_OK)
        return p;
    const campaign_player *pl = &state->players[player];
    if (trait < 0 || trait >= CAMPAIGN_TRAIT_COUNT)
        return CAMPAIGN_DT_TRAIT_USELESS;
    int h = campaign_player_hero(pl);
    if (h < 0)
        return CAMPAIGN_DT_NO_HERO;
    const campaign_unit *u = &pl->units[h];
    if (u->traits >> trait & 1u)
        return CAMPAIGN_DT_TRAIT_OWNED;
    const campaign_trait_info *t = &traits[trait];
    if (pl->renown < t->renown)
        return CAMPAIGN_DT_NO_RENOWN;
    if (campaign_trait_floor_stat(state, player, trait) >= 0)
        return CAMPAIGN_DT_TRAIT_STAT_AT_1;
    esc_unit_def cur;
    campaign_unit_current(u, &cur);
    const int stat[4] = { cur.health, cur.range, cur.power, cur.move };
    for (int k = 0; k < 4; k++)
        if (t->stat_delta[k] > 0 && stat[k] >= CAMPAIGN_STAT_CAP)
            return CAMPAIGN_DT_TRAIT_USELESS;
    if (t->ability >= 0 && esc_unit_has_ability(&cur, t->ability))
        return CAMPAIGN_DT_TRAIT_USELESS;
    return CAMPAIGN_DT_OK;
}

campaign_downtime_problem campaign_buy_trait(campaign_state *state, int player, int trait)
{
    campaign_downtime_problem p = campaign_test_buy_trait(state, player, trait);
    if (p != CAMPAIGN_DT_OK)
        return p;
    campaign_player *pl = &state->players[player];
    pl->renown -= traits[trait].renown;
    campaign_unit *hero = &pl->units[campaign_player_hero(pl)];
    hero->traits |= (uint8_t)(1u << trait);
    /* Ruling: a Health drawback (swift, deadeye) on a wounded Hero leaves it 1
     * Health, never none: its fresh wounds heal free when Downtime ends anyway,
     * and a unit whose wounds reach its Health is a fallen one (the state check
     * refused such a save). */
    int max_health = campaign_unit_max_health(hero);
    if (hero->wounds >= max_health)
        hero->wounds = (uint8_t)(max_health - 1);
    return CAMPAIGN_DT_OK;
}

campaign_downtime_problem campaign_test_appoint_hero(const campaign_state *state, int player, int uid)
{
    campaign_downtime_problem p = check_player(state, player);
    if (p != CAMPAIGN_DT_OK)
        return p;
    const campaign_player *pl = &state->players[player];
    if (campaign_player_hero(pl) >= 0)
        return CAMPAIGN_DT_HAS_HERO;
    if (campaign_player_unit_index(pl, uid) < 0)
        return CAMPAIGN_DT_NO_SUCH_UNIT;
    return CAMPAIGN_DT_OK;
}

campaign_downtime_problem campaign_appoint_hero(campaign_state *state, int player, int uid)
{
    campaign_downtime_problem p = campaign_test_appoint_hero(state, player, uid);
    if (p != CAMPAIGN_DT_OK)
        return p;
    campaign_player *pl = &state->players[player];
    campaign_unit *u = &pl->units[campaign_player_unit_index(pl, uid)];
    u->hero = true;
    u->traits = 0;
    u->injuries = 0;
    campaign_state_tidy_armies(state);
    return CAMPAIGN_DT_OK;
}

/* The highest-RP unit, then roster order (the default Hero, and the computer's). */
int campaign_player_best_unit(const campaign_player *pl)
{
    int best = -1, best_rp = -1;
    for (int i = 0; i < pl->n_units; i++) {
        int rp = campaign_unit_rp(&pl->units[i]);
        if (rp > best_rp) {
            best_rp = rp;
            best = i;
        }
    }
    return best;
}

void campaign_end_downtime(campaign_state *state)
{
    if (state->phase != CAMPAIGN_PHASE_DOWNTIME)
        return;
    for (int p = 0; p < state->settings.n_players; p++) {
        campaign_player *pl = &state->players[p];
        if (pl->eliminated)
            continue;
        if (campaign_player_hero(pl) < 0 && pl->n_units > 0) {
            campaign_unit *u = &pl->units[campaign_player_best_unit(pl)];
            u->hero = true;
            u->traits = 0;
            u->injuries = 0;
        }
        for (int i = 0; i < pl->n_units; i++) {
            campaign_unit *u = &pl->units[i];
            if (u->wounds > 0 && !u->hero) {
                int h = u->base.health - u->wounds;
                u->base.health = h < 1 ? 1 : h;
            }
            u->wounds = 0;
        }
        pl->downtime_done = false;
    }
    campaign_state_tidy_armies(state);
    state->phase = CAMPAIGN_PHASE_ORDERS;
}

/* ---- hidden information ---- */

void campaign_state_view_public(const campaign_state *state, campaign_view *view)
{
    campaign_state_view(state, CAMPAIGN_VIEW_PUBLIC, view);
}

void campaign_state_view(const campaign_state *state, int seat, campaign_view *view)
{
    /* Any seat outside 0-3 is the public view: it sees no seat's own things. */
    bool is_seat = seat >= 0 && seat < CAMPAIGN_MAX_PLAYERS;
    unsigned seat_bit = is_seat ? 1u << seat : 0u;
    if (!is_seat)
        seat = CAMPAIGN_VIEW_PUBLIC;
    memset(view, 0, sizeof *view);
    view->map = state->map;
    view->seat = seat;
    view->turn = state->turn;
    view->turn_limit = state->settings.turn_limit;
    view->n_players = state->settings.n_players;
    view->phase = state->phase;
    view->forces = state->forces;
    bool frozen = state->phase == CAMPAIGN_PHASE_DOWNTIME || state->phase == CAMPAIGN_PHASE_ORDERS;
    for (int i = 0; i < state->forces.n_armies; i++) {
        const campaign_army *a = &state->forces.armies[i];
        int n = campaign_army_units(state, a->id);
        if (frozen && a->player != seat) {
            /* Frozen at the start of Downtime; an army formed since is not known
             * to hold more than one unit. */
            n = 1;
            for (int k = 0; k < state->n_public; k++)
                if (state->public_ids[k] == a->id)
                    n = state->public_units[k];
        }
        view->units[i] = (uint8_t)(n > 255 ? 255 : n);
    }
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++) {
        view->renown_earned[p] = state->players[p].renown_earned;
        view->eliminated[p] = state->players[p].eliminated;
        view->start[p] = state->start[p];
    }
    if (is_seat)
        view->me = state->players[seat];
    memcpy(view->control_before, state->control_before, sizeof view->control_before);
    view->revealed = !frozen && state->phase != CAMPAIGN_PHASE_OVER;
    if (view->revealed) {
        view->res = state->res;
        /* Standoff choices are private until the standoffs resolve. */
        if (state->phase == CAMPAIGN_PHASE_STANDOFFS)
            for (int s = 0; s < view->res.n_standoffs; s++)
                view->res.standoffs[s].stand = (uint8_t)(view->res.standoffs[s].must_stand |
                                                         (view->res.standoffs[s].stand & seat_bit));
        view->n_battles = state->n_battles;
        memcpy(view->battles, state->battles, (size_t)state->n_battles * sizeof state->battles[0]);
        for (int b = 0; b < view->n_battles; b++) {
            for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++) {
                if (p == seat)
                    continue;
                view->battles[b].squad[p] = 0;
            }
        }
    }
}

int campaign_view_budget(const campaign_view *view, int player, int loc)
{
    bool planning = view->phase == CAMPAIGN_PHASE_DOWNTIME || view->phase == CAMPAIGN_PHASE_ORDERS;
    return campaign_budget_at(view->map, planning ? view->forces.control : view->control_before, player, loc);
}
