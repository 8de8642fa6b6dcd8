/*
 * The campaign turn after Downtime: orders (Phase 2), their resolution with the
 * state's units (Phase 3), the battles as chains of duels (Phase 4), and the
 * public resolution with victory (Phase 5).
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"
#include "skirmish/core/tr.h"

#define BIT(n) (UINT64_C(1) << (n))

/* ---- Phase 2 ---- */

campaign_order_problem campaign_state_test_create(const campaign_state *state, int player, int army,
                                                  uint32_t slots)
{
    int i = campaign_forces_find(&state->forces, army);
    if (i < 0)
        return CAMPAIGN_ORDER_NO_SUCH_ARMY;
    if (state->forces.armies[i].player != player)
        return CAMPAIGN_ORDER_NOT_YOUR_ARMY;
    const campaign_player *pl = &state->players[player];
    if (slots == 0)
        return CAMPAIGN_ORDER_CREATE_NO_UNIT;
    int in_army = 0, named = 0;
    for (int k = 0; k < 32; k++) {
        if (!(slots >> k & 1u))
            continue;
        if (k >= pl->n_units || pl->units[k].army != army)
            return CAMPAIGN_ORDER_CREATE_NOT_IN_ARMY;
        if (pl->units[k].hero)
            return CAMPAIGN_ORDER_CREATE_HERO;
        named++;
    }
    for (int k = 0; k < pl->n_units; k++)
        if (pl->units[k].army == army)
            in_army++;
    if (named >= in_army)
        return CAMPAIGN_ORDER_CREATE_ALL_UNITS;
    if (campaign_forces_regiments(&state->forces, player) + 1 > CAMPAIGN_MAX_REGIMENTS)
        return CAMPAIGN_ORDER_TOO_MANY_REGIMENTS;
    return CAMPAIGN_ORDER_OK;
}

campaign_order_problem campaign_state_test_orders(const campaign_state *state, int player,
                                                  const campaign_order *orders, int n, int *bad)
{
    int bad_army;
    campaign_order_problem p = campaign_orders_test(state->map, &state->forces, player, orders, n, bad, &bad_army);
    if (p != CAMPAIGN_ORDER_OK)
        return p;
    for (int k = 0; k < n; k++) {
        if (orders[k].kind != CAMPAIGN_ORDER_CREATE)
            continue;
        p = campaign_state_test_create(state, player, orders[k].army, orders[k].units);
        if (p != CAMPAIGN_ORDER_OK) {
            *bad = k;
            return p;
        }
    }
    *bad = -1;
    return CAMPAIGN_ORDER_OK;
}

/* ---- Phase 3 ---- */

void campaign_begin_resolution(campaign_state *state, const campaign_order *orders, int n)
{
    if (n > CAMPAIGN_MAX_ARMIES)
        n = CAMPAIGN_MAX_ARMIES;
    state->n_orders = n;
    state->orders_ready = 0;
    if (n > 0)
        memmove(state->orders, orders, (size_t)n * sizeof orders[0]);
    memcpy(state->control_before, state->forces.control, sizeof state->control_before);
    campaign_resolve_begin(state->map, &state->forces, orders, n, &state->res);
    state->phase = CAMPAIGN_PHASE_STANDOFFS;
}

campaign_choice_problem campaign_choose_standoff(campaign_state *state, int player, int loc, bool stand)
{
    return campaign_resolve_choose(&state->res, player, loc, stand);
}

static void shuffle(core_rng *rng, int8_t *list, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)core_rng_below(rng, (uint32_t)(i + 1));
        int8_t t = list[i];
        list[i] = list[j];
        list[j] = t;
    }
}

static void reset_duel(campaign_battle *b)
{
    memset(b->squad, 0, sizeof b->squad);
    memset(b->squad_set, 0, sizeof b->squad_set);
    b->fight = 0;
    b->bonus = CAMPAIGN_BONUS_NONE;
    b->bonus_set = false;
    b->ground_high = false;
    b->ground_second = false;
    b->ambuscade_uid = CAMPAIGN_NO_UNIT;
}

void campaign_finish_resolution(campaign_state *state)
{
    campaign_resolution *res = &state->res;
    campaign_resolve_finish(state->map, res);
    /* Units follow their armies through Merge and Create. */
    for (int m = 0; m < res->n_merged; m++) {
        int p = campaign_army_player(state, res->merged[m].kept);
        if (p < 0)
            continue;
        campaign_player *pl = &state->players[p];
        for (int i = 0; i < pl->n_units; i++)
            if (pl->units[i].army == res->merged[m].gone)
                pl->units[i].army = res->merged[m].kept;
    }
    for (int c = 0; c < res->n_created; c++) {
        int p = campaign_army_player(state, res->created[c].parent);
        if (p < 0)
            continue;
        campaign_player *pl = &state->players[p];
        for (int k = 0; k < pl->n_units && k < 32; k++)
            if ((res->created[c].units >> k & 1u) && pl->units[k].army == res->created[c].parent && !pl->units[k].hero)
                pl->units[k].army = res->created[c].id;
    }
    state->forces = res->forces;
    campaign_state_tidy_armies(state);
    campaign_state_snapshot_public(state); /* the reveal */

    state->n_battles = res->n_battles;
    for (int b = 0; b < res->n_battles; b++) {
        const campaign_battle_site *site = &res->battles[b];
        campaign_battle *bt = &state->battles[b];
        memset(bt, 0, sizeof *bt);
        bt->loc = site->loc;
        bt->defender = site->defender;
        bt->defend_bonus = site->defend_bonus;
        bt->players = site->players;
        for (int i = 0; i < state->forces.n_armies; i++)
            if (state->forces.armies[i].loc == site->loc)
                bt->army_ids[bt->n_army_ids++] = state->forces.armies[i].id;
        bt->winner = CAMPAIGN_NEUTRAL;
        reset_duel(bt);
        state->retreat[b] = CAMPAIGN_NO_LOCATION;
    }
    /* The rules stream: holders and duel queues by ascending location, then each
     * battle's seed in the same order. */
    for (int b = 0; b < state->n_battles; b++) {
        campaign_battle *bt = &state->battles[b];
        int8_t sides[CAMPAIGN_MAX_PLAYERS];
        int n = 0;
        for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
            if (bt->players >> p & 1u)
                sides[n++] = (int8_t)p;
        if (bt->defender != CAMPAIGN_NEUTRAL)
            bt->holder = bt->defender;
        else
            bt->holder = sides[core_rng_below(&state->rules, (uint32_t)n)];
        for (int k = 0; k < n; k++)
            if (sides[k] != bt->holder)
                bt->queue[bt->n_queue++] = sides[k];
        if (bt->n_queue >= 2)
            shuffle(&state->rules, bt->queue, bt->n_queue);
    }
    for (int b = 0; b < state->n_battles; b++)
        state->battles[b].seed = core_rng_next(&state->rules);
    state->battles_fought += state->n_battles;
    state->current = 0;
    state->phase = state->n_battles > 0 ? CAMPAIGN_PHASE_BATTLES : CAMPAIGN_PHASE_RESOLUTION;
}

/* ---- Phase 4 ---- */

/* Before Phase 3 copies it, control_before still holds the previous turn's
 * start; the battle this turn will count control as it stands now, so every
 * screen (hover card, Orders, Downtime, the squad pick) asks this one function
 * and reads the figure the battle really uses. */
int campaign_budget(const campaign_state *state, int player, int loc)
{
    bool planning = state->phase == CAMPAIGN_PHASE_DOWNTIME || state->phase == CAMPAIGN_PHASE_ORDERS;
    return campaign_budget_at(state->map, planning ? state->forces.control : state->control_before, player, loc);
}

bool campaign_current_duel(const campaign_state *state, int *battle, int *holder, int *challenger)
{
    if (state->phase != CAMPAIGN_PHASE_BATTLES)
        return false;
    for (int b = 0; b < state->n_battles; b++) {
        const campaign_battle *bt = &state->battles[b];
        if (bt->over)
            continue;
        if (battle)
            *battle = b;
        if (holder)
            *holder = bt->holder;
        if (challenger)
            *challenger = bt->queue[bt->duel];
        return true;
    }
    return false;
}

static bool army_at_battle(const campaign_battle *bt, int army)
{
    for (int i = 0; i < bt->n_army_ids; i++)
        if (bt->army_ids[i] == army)
            return true;
    return false;
}

uint32_t campaign_battle_units(const campaign_state *state, int battle, int player)
{
    if (battle < 0 || battle >= state->n_battles || player < 0 || player >= CAMPAIGN_MAX_PLAYERS)
        return 0;
    const campaign_battle *bt = &state->battles[battle];
    const campaign_player *pl = &state->players[player];
    uint32_t out = 0;
    for (int i = 0; i < pl->n_units && i < 32; i++) {
        const campaign_unit *u = &pl->units[i];
        if (army_at_battle(bt, u->army) && !u->fallen && !u->hero_fell)
            out |= 1u << i;
    }
    return out;
}

const char *campaign_squad_problem_text(campaign_squad_problem problem)
{
    switch (problem) {
    case CAMPAIGN_SQUAD_OK: return "ok";
    case CAMPAIGN_SQUAD_NOT_A_SIDE: return N_("the player does not fight this duel");
    case CAMPAIGN_SQUAD_NO_UNIT: return N_("a squad needs at least one unit");
    case CAMPAIGN_SQUAD_TOO_MANY: return N_("a squad has at most 6 units");
    case CAMPAIGN_SQUAD_NOT_THERE: return N_("a unit is not at this battle, or fell earlier in it");
    case CAMPAIGN_SQUAD_OVER_BUDGET: return N_("the squad's rank points exceed the battle budget");
    default: return N_("unknown problem");
    }
}

static bool fights_now(const campaign_state *state, int battle, int player)
{
    int b, h, c;
    return campaign_current_duel(state, &b, &h, &c) && b == battle && (player == h || player == c);
}

campaign_squad_problem campaign_test_squad(const campaign_state *state, int battle, int player, uint32_t slots)
{
    if (!fights_now(state, battle, player))
        return CAMPAIGN_SQUAD_NOT_A_SIDE;
    int n = __builtin_popcount(slots);
    if (n == 0)
        return CAMPAIGN_SQUAD_NO_UNIT;
    if (n > ESC_SQUAD_MAX)
        return CAMPAIGN_SQUAD_TOO_MANY;
    if (slots & ~campaign_battle_units(state, battle, player))
        return CAMPAIGN_SQUAD_NOT_THERE;
    int rp = 0;
    for (int k = 0; k < 32; k++)
        if (slots >> k & 1u)
            rp += campaign_unit_rp(&state->players[player].units[k]);
    if (rp > campaign_budget(state, player, state->battles[battle].loc))
        return CAMPAIGN_SQUAD_OVER_BUDGET;
    return CAMPAIGN_SQUAD_OK;
}

campaign_squad_problem campaign_set_squad(campaign_state *state, int battle, int player, uint32_t slots)
{
    campaign_squad_problem p = campaign_test_squad(state, battle, player, slots);
    if (p != CAMPAIGN_SQUAD_OK)
        return p;
    state->battles[battle].squad[player] = slots;
    state->battles[battle].squad_set[player] = true;
    return CAMPAIGN_SQUAD_OK;
}

void campaign_set_fight(campaign_state *state, int battle, int player, bool fight)
{
    if (battle < 0 || battle >= state->n_battles || player < 0 || player >= state->settings.n_players)
        return;
    uint8_t bit = (uint8_t)(1u << player);
    campaign_battle *bt = &state->battles[battle];
    bt->fight = (uint8_t)(fight ? bt->fight | bit : bt->fight & ~bit);
}

bool campaign_fights(const campaign_state *state, int battle, int player)
{
    return battle >= 0 && battle < state->n_battles && player >= 0 && player < CAMPAIGN_MAX_PLAYERS &&
           (state->battles[battle].fight >> player & 1);
}

const char *campaign_bonus_problem_text(campaign_bonus_problem problem)
{
    switch (problem) {
    case CAMPAIGN_BONUS_OK: return "ok";
    case CAMPAIGN_BONUS_NOT_DEFENDER: return N_("only a defender with a defending army there may take a bonus");
    case CAMPAIGN_BONUS_SQUADS_NOT_SET: return N_("the bonus is chosen once both squads are fixed");
    case CAMPAIGN_BONUS_NO_CORE_UNIT: return N_("Prepared Ambuscade needs a fielded Core unit (Soldier, Veteran or Elite, not the Hero)");
    default: return N_("unknown problem");
    }
}

/* A fielded Core unit: Soldier, Veteran or Elite, not the Hero. */
static bool core_unit(const campaign_state *state, const campaign_battle *bt, int player, int uid)
{
    const campaign_player *pl = &state->players[player];
    int k = campaign_player_unit_index(pl, uid);
    if (k < 0 || k >= 32 || !(bt->squad[player] >> k & 1u) || pl->units[k].hero)
        return false;
    esc_unit_def cur;
    campaign_unit_current(&pl->units[k], &cur);
    return esc_unit_rank(&cur) <= ESC_RANK_ELITE;
}

static bool may_take_bonus(const campaign_state *state, int battle, int player)
{
    const campaign_battle *bt = &state->battles[battle];
    return fights_now(state, battle, player) && bt->defend_bonus && bt->defender == player && bt->holder == player;
}

campaign_bonus_problem campaign_test_bonus(const campaign_state *state, int battle, int player, campaign_bonus bonus,
                                           int ambuscade_uid)
{
    if (battle < 0 || battle >= state->n_battles || !may_take_bonus(state, battle, player))
        return CAMPAIGN_BONUS_NOT_DEFENDER;
    const campaign_battle *bt = &state->battles[battle];
    int c = bt->queue[bt->duel];
    if (!bt->squad_set[player] || !bt->squad_set[c])
        return CAMPAIGN_BONUS_SQUADS_NOT_SET;
    if (bonus == CAMPAIGN_BONUS_AMBUSCADE && !core_unit(state, bt, player, ambuscade_uid))
        return CAMPAIGN_BONUS_NO_CORE_UNIT;
    return CAMPAIGN_BONUS_OK;
}

campaign_bonus_problem campaign_set_bonus(campaign_state *state, int battle, int player, campaign_bonus bonus,
                                          bool high_ranks, bool deploy_second, int ambuscade_uid)
{
    campaign_bonus_problem p = campaign_test_bonus(state, battle, player, bonus, ambuscade_uid);
    if (p != CAMPAIGN_BONUS_OK)
        return p;
    campaign_battle *bt = &state->battles[battle];
    bt->bonus = (uint8_t)bonus;
    bt->bonus_set = true;
    bt->ground_high = bonus == CAMPAIGN_BONUS_GROUND && high_ranks;
    bt->ground_second = bonus == CAMPAIGN_BONUS_GROUND && deploy_second;
    bt->ambuscade_uid = (int16_t)(bonus == CAMPAIGN_BONUS_AMBUSCADE ? ambuscade_uid : CAMPAIGN_NO_UNIT);
    return CAMPAIGN_BONUS_OK;
}

bool campaign_duel_setup(const campaign_state *state, campaign_duel *duel)
{
    int b, h, c;
    if (!campaign_current_duel(state, &b, &h, &c))
        return false;
    const campaign_battle *bt = &state->battles[b];
    if (!bt->squad_set[h] || !bt->squad_set[c])
        return false;
    if (may_take_bonus(state, b, h) && !bt->bonus_set)
        return false;
    memset(duel, 0, sizeof *duel);
    duel->battle = b;
    duel->players[0] = h;
    duel->players[1] = c;
    esc_settings_default(&duel->settings);
    duel->settings.round_limit = state->settings.round_limit;
    esc_hooks *hk = &duel->settings.hooks;
    hk->yielding = true;
    for (int s = 0; s < ESC_SIDES; s++) {
        int p = duel->players[s];
        const campaign_player *pl = &state->players[p];
        esc_squad_init(&duel->squads[s], "");
        int slot = 0;
        for (int k = 0; k < pl->n_units && k < 32; k++) {
            if (!(bt->squad[p] >> k & 1u))
                continue;
            const campaign_unit *u = &pl->units[k];
            esc_unit_def cur;
            campaign_unit_current(u, &cur);
            esc_squad_add(&duel->squads[s], &cur);
            duel->uids[s][slot] = u->uid;
            if (u->wounds > 0)
                hk->start_health[s * ESC_SQUAD_MAX + slot] = (uint8_t)(cur.health - u->wounds);
            if (s == 0 && bt->bonus == CAMPAIGN_BONUS_AMBUSCADE && u->uid == bt->ambuscade_uid)
                hk->vanguard = (int8_t)(1 + slot);
            slot++;
        }
        hk->budget[s] = (uint8_t)campaign_budget(state, p, bt->loc);
    }
    /* Side 0, the holder, deploys on ranks 1-2 unless Favourable Ground says
     * otherwise; the deployment order is drawn unless it fixes it. */
    if (bt->bonus == CAMPAIGN_BONUS_GROUND) {
        hk->swap_homes = bt->ground_high;
        hk->first_deployer = bt->ground_second ? 2 : 1;
    }
    if (bt->bonus == CAMPAIGN_BONUS_ASSAULT)
        hk->die_modifier[0] = 1;
    /* A Campaign ruling (docs/campaign.md, Battles): no control marker before
     * both sides have played a turn (play-test 11: the side moving first took
     * one on the hill before the other could act). */
    hk->no_first_turn_marker = true;
    duel->seed = bt->seed + (uint64_t)bt->duel;
    snprintf(duel->battle_map, sizeof duel->battle_map, "%s", state->map->locations[bt->loc].battle_map);
    return true;
}

uint8_t campaign_sides_fought(const esc_action *actions, int n)
{
    uint8_t out = 0;
    for (int i = 0; i < n; i++) {
        const esc_action *x = &actions[i];
        bool fights = x->kind == ESC_ACT_MOVE || x->kind == ESC_ACT_ATTACK || x->kind == ESC_ACT_ABILITY ||
                      x->kind == ESC_ACT_COMMAND_MOVE;
        if (fights && x->unit >= 0 && x->unit < ESC_MAX_UNITS)
            out |= (uint8_t)(1u << (x->unit / ESC_SQUAD_MAX));
    }
    return out;
}

void campaign_duel_finish(campaign_state *state, const campaign_duel *duel, int winner_side,
                          const int health[ESC_MAX_UNITS], uint8_t fought)
{
    campaign_battle *bt = &state->battles[duel->battle];
    if (bt->over)
        return;
    int win = winner_side == 1 ? 1 : 0; /* a draw goes to the holder */
    for (int s = 0; s < ESC_SIDES; s++) {
        campaign_player *pl = &state->players[duel->players[s]];
        for (int slot = 0; slot < duel->squads[s].n_units; slot++) {
            int k = campaign_player_unit_index(pl, duel->uids[s][slot]);
            if (k < 0)
                continue;
            campaign_unit *u = &pl->units[k];
            int h = health[s * ESC_SQUAD_MAX + slot], max = campaign_unit_max_health(u);
            /* A Campaign ruling (docs/campaign.md, Renown): a battle the side
             * yielded, or won, without acting on the board was not fought. */
            if (u->hero && (fought >> s & 1u))
                bt->fielded |= (uint8_t)(1u << duel->players[s]);
            if (h <= 0) {
                if (u->hero)
                    u->hero_fell = true;
                else
                    u->fallen = true;
                u->wounds = 0;
            } else {
                u->wounds = (uint8_t)(h < max ? max - h : 0);
            }
        }
    }
    bt->holder = (int8_t)duel->players[win];
    bt->duel++;
    reset_duel(bt);
    if (bt->duel >= bt->n_queue) {
        bt->over = true;
        bt->winner = bt->holder;
    }
    if (!campaign_current_duel(state, NULL, NULL, NULL))
        state->phase = CAMPAIGN_PHASE_RESOLUTION;
}

/* ---- Phase 5 ---- */

/* Where each army stands once the losers are left out: for the retreat checks. */
typedef struct phase5_view {
    uint64_t others[CAMPAIGN_MAX_PLAYERS]; /* locations holding an army of another player (not losing) */
} phase5_view;

static bool losing_army(const campaign_state *state, int army_index)
{
    const campaign_army *a = &state->forces.armies[army_index];
    for (int b = 0; b < state->n_battles; b++) {
        const campaign_battle *bt = &state->battles[b];
        if (bt->loc == a->loc && army_at_battle(bt, a->id))
            return a->player != bt->winner;
    }
    return false;
}

static void build_view(const campaign_state *state, phase5_view *v)
{
    memset(v, 0, sizeof *v);
    for (int i = 0; i < state->forces.n_armies; i++) {
        if (losing_army(state, i))
            continue;
        const campaign_army *a = &state->forces.armies[i];
        for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
            if (p != a->player)
                v->others[p] |= BIT(a->loc);
    }
}

static uint64_t retreat_set(const campaign_state *state, const phase5_view *v, int player, int from)
{
    uint64_t out = 0;
    for (uint64_t adj = state->map->adjacent[from]; adj; adj &= adj - 1) {
        int l = __builtin_ctzll(adj);
        if (state->forces.control[l] == player && !(v->others[player] & BIT(l)))
            out |= BIT(l);
    }
    return out;
}

int campaign_default_retreat(const campaign_state *state, uint64_t options)
{
    int best = CAMPAIGN_NO_LOCATION;
    for (uint64_t o = options; o; o &= o - 1) {
        int l = __builtin_ctzll(o);
        if (best < 0 || state->map->locations[l].supply > state->map->locations[best].supply)
            best = l;
    }
    return best;
}

/* Control as step 1 leaves it, applied to a copy. */
static void apply_control(campaign_state *state)
{
    for (int b = 0; b < state->n_battles; b++) {
        const campaign_battle *bt = &state->battles[b];
        if (bt->winner != CAMPAIGN_NEUTRAL)
            state->forces.control[bt->loc] = bt->winner;
    }
    for (int t = 0; t < state->res.n_taken; t++)
        state->forces.control[state->res.taken[t].loc] = state->res.taken[t].player;
}

uint64_t campaign_retreat_options(const campaign_state *state, int battle)
{
    if (battle < 0 || battle >= state->n_battles || state->phase != CAMPAIGN_PHASE_RESOLUTION)
        return 0;
    const campaign_battle *bt = &state->battles[battle];
    if (bt->defender == CAMPAIGN_NEUTRAL || bt->winner == bt->defender)
        return 0;
    campaign_state copy = *state;
    apply_control(&copy);
    phase5_view v;
    build_view(&copy, &v);
    return retreat_set(&copy, &v, bt->defender, bt->loc);
}

bool campaign_set_retreat(campaign_state *state, int battle, int loc)
{
    if (loc < 0 || !(campaign_retreat_options(state, battle) & BIT(loc)))
        return false;
    state->retreat[battle] = (int8_t)loc;
    return true;
}

static void scatter_army(campaign_state *state, int army_index)
{
    const campaign_army *a = &state->forces.armies[army_index];
    campaign_player *pl = &state->players[a->player];
    for (int k = pl->n_units - 1; k >= 0; k--)
        if (pl->units[k].army == a->id)
            campaign_player_remove_unit(pl, k);
}

static void heroes_and_renown(campaign_state *state)
{
    state->n_rolls = 0;
    state->n_awards = 0;
    /* Injury rolls by ascending location and seat: the d6, then which injury. */
    for (int b = 0; b < state->n_battles; b++) {
        for (int p = 0; p < state->settings.n_players; p++) {
            campaign_player *pl = &state->players[p];
            for (int k = 0; k < pl->n_units; k++) {
                campaign_unit *u = &pl->units[k];
                if (!u->hero_fell || !army_at_battle(&state->battles[b], u->army))
                    continue;
                u->hero_fell = false;
                int d6 = 1 + (int)core_rng_below(&state->rules, 6);
                campaign_injury_roll *roll = state->n_rolls < CAMPAIGN_MAX_PLAYERS ? &state->rolls[state->n_rolls++] : NULL;
                if (roll)
                    *roll = (campaign_injury_roll){ (int8_t)p, state->battles[b].loc, (int8_t)d6, -1 };
                if (d6 < 4)
                    continue;
                esc_unit_def cur;
                campaign_unit_current(u, &cur);
                const int stat[CAMPAIGN_INJURY_COUNT] = { cur.range, cur.move, cur.power, cur.health };
                int options[CAMPAIGN_INJURY_COUNT], n = 0;
                for (int i = 0; i < CAMPAIGN_INJURY_COUNT; i++)
                    if (!(u->injuries >> i & 1u) && stat[i] > 1)
                        options[n++] = i;
                if (n > 0) {
                    int injury = options[core_rng_below(&state->rules, (uint32_t)n)];
                    u->injuries |= (uint8_t)(1u << injury);
                    if (roll)
                        roll->injury = (int8_t)injury;
                }
            }
        }
    }
    for (int b = 0; b < state->n_battles; b++) {
        const campaign_battle *bt = &state->battles[b];
        for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++) {
            if (!(bt->fielded >> p & 1u))
                continue;
            int gain = 1 + (bt->winner == p ? 1 : 0);
            if (state->n_awards < CAMPAIGN_MAX_BATTLES)
                state->awards[state->n_awards++] = (campaign_renown_award){ (int8_t)p, bt->loc, (int8_t)gain };
            state->players[p].renown += gain;
            state->players[p].renown_earned += gain;
        }
    }
}

void campaign_end_turn(campaign_state *state)
{
    if (state->phase != CAMPAIGN_PHASE_RESOLUTION)
        return;
    const campaign_map *m = state->map;
    int8_t control_start[CAMPAIGN_MAX_LOCATIONS];
    memcpy(control_start, state->forces.control, sizeof control_start);
    /* 1. Control. */
    apply_control(state);
    /* 2. Losers, all at once, judged with every losing army left out. */
    phase5_view v;
    build_view(state, &v);
    int8_t dest[CAMPAIGN_MAX_ARMIES];
    for (int i = 0; i < state->forces.n_armies; i++) {
        dest[i] = state->forces.armies[i].loc;
        if (!losing_army(state, i))
            continue;
        const campaign_army *a = &state->forces.armies[i];
        int b = 0;
        while (b < state->n_battles && state->battles[b].loc != a->loc)
            b++;
        const campaign_battle *bt = &state->battles[b];
        int origin = CAMPAIGN_NO_LOCATION;
        for (int r = 0; r < state->res.forces.n_armies; r++)
            if (state->res.forces.armies[r].id == a->id)
                origin = state->res.origin[r];
        bool entrant = a->player != bt->defender;
        if (entrant && origin >= 0 && origin != a->loc && state->forces.control[origin] == a->player &&
            !(v.others[a->player] & BIT(origin))) {
            dest[i] = (int8_t)origin;
            continue;
        }
        uint64_t options = retreat_set(state, &v, a->player, a->loc);
        int to = CAMPAIGN_NO_LOCATION;
        if (!entrant && state->retreat[b] >= 0 && (options & BIT(state->retreat[b])))
            to = state->retreat[b];
        else
            to = campaign_default_retreat(state, options);
        dest[i] = (int8_t)to; /* -1: scattered */
    }
    for (int i = state->forces.n_armies - 1; i >= 0; i--) {
        if (dest[i] >= 0)
            state->forces.armies[i].loc = dest[i];
        else
            scatter_army(state, i);
    }
    /* Units eliminated on the board leave (not the Hero). */
    for (int p = 0; p < state->settings.n_players; p++) {
        campaign_player *pl = &state->players[p];
        for (int k = pl->n_units - 1; k >= 0; k--)
            if (pl->units[k].fallen)
                campaign_player_remove_unit(pl, k);
    }
    campaign_state_tidy_armies(state);
    for (int i = 0; i < state->forces.n_armies; i++)
        state->forces.armies[i].defending = false;
    /* 3. Heroes, Renown, revenue. */
    heroes_and_renown(state);
    for (int l = 0; l < m->n_locations; l++)
        if (state->forces.control[l] != CAMPAIGN_NEUTRAL)
            state->players[state->forces.control[l]].gold += campaign_map_revenue(m, l);
    /* 4. Eliminations: a player controlling no location. */
    uint8_t eliminated_now = 0;
    for (int p = 0; p < state->settings.n_players; p++) {
        campaign_player *pl = &state->players[p];
        if (pl->eliminated || campaign_controlled(state, p) != 0)
            continue;
        pl->eliminated = true;
        pl->eliminated_turn = state->turn;
        pl->n_units = 0;
        eliminated_now |= (uint8_t)(1u << p);
    }
    campaign_state_tidy_armies(state);
    /* Victory, in the spec's order. */
    uint8_t alive = 0;
    for (int p = 0; p < state->settings.n_players; p++)
        if (!state->players[p].eliminated)
            alive |= (uint8_t)(1u << p);
    state->winners = 0;
    state->victory = CAMPAIGN_VICTORY_NONE;
    if (__builtin_popcount(alive) <= 1) {
        /* Ruling: if the last players fall together, those eliminated this turn
         * rank as for Timed. */
        state->winners = alive ? alive : campaign_rank_first(state, NULL, eliminated_now, NULL);
        state->victory = CAMPAIGN_VICTORY_LAST;
    } else {
        uint8_t dom = 0, war = 0;
        if (state->settings.domination)
            for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
                if ((alive >> p & 1u) && (campaign_controlled(state, p) & m->domination) == m->domination)
                    dom |= (uint8_t)(1u << p);
        if (state->settings.warlord && eliminated_now) {
            /* Who took each eliminated player's locations this turn; among them the
             * taker of the location of highest supply, then the lower player id. */
            int best_loc = -1, best_player = -1;
            for (int l = 0; l < m->n_locations; l++) {
                int was = control_start[l], now = state->forces.control[l];
                if (was < 0 || !(eliminated_now >> was & 1u) || now < 0 || now == was || !(alive >> now & 1u))
                    continue;
                int s = m->locations[l].supply, bs = best_loc < 0 ? -1 : m->locations[best_loc].supply;
                if (best_loc < 0 || s > bs || (s == bs && now < best_player)) {
                    best_loc = l;
                    best_player = now;
                }
            }
            if (best_player >= 0)
                war = (uint8_t)(1u << best_player);
        }
        if (dom | war) {
            state->winners = campaign_rank_first(state, NULL, (uint8_t)(dom | war), NULL);
            state->victory = (dom & state->winners) ? CAMPAIGN_VICTORY_DOMINATION : CAMPAIGN_VICTORY_WARLORD;
        } else if (state->turn >= state->settings.turn_limit) {
            state->winners = campaign_rank_first(state, NULL, alive, NULL);
            state->victory = CAMPAIGN_VICTORY_TIMED;
        }
    }
    state->n_battles = 0;
    state->n_orders = 0;
    state->orders_ready = 0;
    if (state->victory != CAMPAIGN_VICTORY_NONE) {
        state->phase = CAMPAIGN_PHASE_OVER;
        return;
    }
    state->turn++;
    state->phase = CAMPAIGN_PHASE_DOWNTIME;
    campaign_state_snapshot_public(state);
}

bool campaign_state_check(const campaign_state *state, char *why, int size)
{
#define FAIL(...)                                     \
    do {                                              \
        if (why && size > 0)                          \
            snprintf(why, (size_t)size, __VA_ARGS__); \
        return false;                                 \
    } while (0)
    int bad;
    if (state->phase == CAMPAIGN_PHASE_DOWNTIME || state->phase == CAMPAIGN_PHASE_ORDERS ||
        state->phase == CAMPAIGN_PHASE_OVER) {
        campaign_forces_problem fp = campaign_forces_test(state->map, &state->forces, &bad);
        if (fp != CAMPAIGN_FORCES_OK)
            /* TRANSLATORS: a broken save: an army's id, then what is wrong with it */
            FAIL(_("army %d: %s"), bad >= 0 ? state->forces.armies[bad].id : -1, _(campaign_forces_problem_text(fp)));
    }
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++) {
        const campaign_player *pl = &state->players[p];
        if (pl->n_units < 0 || pl->n_units > CAMPAIGN_ROSTER_MAX)
            FAIL(P_("player %d has %d unit", "player %d has %d units", pl->n_units), p, pl->n_units);
        if (pl->gold < 0)
            FAIL(P_("player %d has %d gold", "player %d has %d gold", pl->gold), p, pl->gold);
        int heroes = 0;
        for (int k = 0; k < pl->n_units; k++) {
            const campaign_unit *u = &pl->units[k];
            heroes += u->hero;
            int a = campaign_forces_find(&state->forces, u->army);
            if (a < 0 || state->forces.armies[a].player != p)
                FAIL(_("player %d's unit %d is in army %d, which is not its"), p, u->uid, u->army);
            if (esc_unit_test(&u->base, NULL) != ESC_UNIT_OK)
                FAIL(_("player %d's unit %d has illegal stats"), p, u->uid);
            if (u->wounds >= campaign_unit_max_health(u) && !u->fallen)
                FAIL(P_("player %d's unit %d has %d wound", "player %d's unit %d has %d wounds", u->wounds), p, u->uid,
                     u->wounds);
            for (int j = 0; j < k; j++)
                if (pl->units[j].uid == u->uid)
                    FAIL(_("player %d has two units %d"), p, u->uid);
        }
        if (heroes > 1)
            FAIL(P_("player %d has %d Hero", "player %d has %d Heroes", heroes), p, heroes);
    }
    for (int i = 0; i < state->forces.n_armies; i++) {
        const campaign_army *a = &state->forces.armies[i];
        if (campaign_army_units(state, a->id) == 0)
            FAIL(_("army %d has no unit"), a->id);
    }
    return true;
#undef FAIL
}
