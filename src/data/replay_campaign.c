/*
 * The Campaign record in memory (campaign_record.h): adding each decision as it
 * is taken, reading a computer seat's whole Downtime back as purchases, and
 * applying one step to a state with the rules' own functions, so a step the
 * rules refuse is found by replaying. The JSON form and the saves are
 * replay_campaign_json.c's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay_internal.h"
#include "skirmish/data/campaign_record.h"
#include "skirmish/data/campaign_save.h"

static const char *const step_ids[DATA_CAMPAIGN_STEP_KINDS] = {
    "recruit", "dismiss", "replenish", "trait", "hero", "end-downtime", "orders",
    "standoff", "end-standoffs", "squad", "bonus", "duel", "retreat", "end-turn",
};

const char *data_campaign_step_id(data_campaign_step_kind kind)
{
    return (unsigned)kind < DATA_CAMPAIGN_STEP_KINDS ? step_ids[kind] : "?";
}

void data_campaign_record_init(data_campaign_record *rec)
{
    memset(rec, 0, sizeof *rec);
}

void data_campaign_record_free(data_campaign_record *rec)
{
    free(rec->start);
    free(rec->steps);
    free(rec->orders);
    free(rec->actions);
    free(rec->texts);
    data_campaign_record_init(rec);
}

bool data_campaign_record_begin(data_campaign_record *rec, const campaign_state *start)
{
    data_campaign_record_free(rec);
    rec->start = malloc(sizeof *rec->start);
    if (!rec->start)
        return false;
    *rec->start = *start;
    rec->computer = start->computer;
    return true;
}

static bool grow(void **items, int *cap, int need, size_t size)
{
    if (need <= *cap)
        return true;
    int n = *cap ? *cap : 64;
    while (n < need)
        n *= 2;
    void *grown = realloc(*items, (size_t)n * size);
    if (!grown)
        return false;
    *items = grown;
    *cap = n;
    return true;
}

bool data_campaign_record_copy(data_campaign_record *dst, const data_campaign_record *src)
{
    data_campaign_record_free(dst);
    *dst = *src;
    dst->start = NULL;
    dst->steps = NULL;
    dst->orders = NULL;
    dst->actions = NULL;
    dst->texts = NULL;
    dst->cap_steps = dst->cap_orders = dst->cap_actions = 0;
    bool ok = (!src->start || (dst->start = malloc(sizeof *dst->start)) != NULL) &&
              grow((void **)&dst->steps, &dst->cap_steps, src->n_steps, sizeof *dst->steps) &&
              grow((void **)&dst->orders, &dst->cap_orders, src->n_orders, sizeof *dst->orders) &&
              grow((void **)&dst->actions, &dst->cap_actions, src->n_actions, sizeof *dst->actions) &&
              (src->n_actions == 0 || (dst->texts = malloc((size_t)dst->cap_actions * sizeof *dst->texts)) != NULL);
    if (!ok) {
        data_campaign_record_free(dst);
        return false;
    }
    if (src->start)
        *dst->start = *src->start;
    if (src->n_steps)
        memcpy(dst->steps, src->steps, (size_t)src->n_steps * sizeof *dst->steps);
    if (src->n_orders)
        memcpy(dst->orders, src->orders, (size_t)src->n_orders * sizeof *dst->orders);
    if (src->n_actions) {
        memcpy(dst->actions, src->actions, (size_t)src->n_actions * sizeof *dst->actions);
        memcpy(dst->texts, src->texts, (size_t)src->n_actions * sizeof *dst->texts);
    }
    return true;
}

void data_campaign_record_truncate(data_campaign_record *rec, int n)
{
    if (n < 0 || n >= rec->n_steps)
        return;
    rec->n_steps = n;
    int orders = 0, actions = 0;
    for (int i = 0; i < n; i++) {
        const data_campaign_step *s = &rec->steps[i];
        if (s->kind == DATA_CAMPAIGN_ORDERS)
            orders = s->first + s->count;
        if (s->kind == DATA_CAMPAIGN_DUEL)
            actions = s->first + s->count;
    }
    rec->n_orders = orders;
    rec->n_actions = actions;
}

/* ---- adding ---- */

/* How many computer-stream draws lead from `from` to `to`: the battle AIs' seeds
 * (two a duel in campaign-sim) are drawn between decisions. */
static int draws_between(core_rng from, core_rng to)
{
    for (int k = 0; k <= 4096; k++) {
        if (from.state == to.state)
            return k;
        core_rng_next(&from);
    }
    return -1;
}

static bool push(data_campaign_record *rec, data_campaign_step step, const campaign_state *after)
{
    if (!rec->start)
        return true; /* no record kept (a game loaded from an older save) */
    if (!grow((void **)&rec->steps, &rec->cap_steps, rec->n_steps + 1, sizeof *rec->steps))
        return false;
    if (after) {
        step.draws = draws_between(rec->computer, after->computer);
        if (step.draws < 0)
            step.draws = 0;
        rec->computer = after->computer;
    }
    rec->steps[rec->n_steps++] = step;
    return true;
}

static data_campaign_step make(data_campaign_step_kind kind, int player, int battle, int a)
{
    data_campaign_step s;
    memset(&s, 0, sizeof s);
    s.kind = (uint8_t)kind;
    s.player = (int8_t)player;
    s.battle = (int8_t)battle;
    s.a = (int16_t)a;
    s.b = CAMPAIGN_NO_UNIT;
    return s;
}

bool data_campaign_record_recruit(data_campaign_record *rec, int player, const esc_unit_def *def, int army,
                                  const campaign_state *after)
{
    data_campaign_step s = make(DATA_CAMPAIGN_RECRUIT, player, -1, army);
    s.def = *def;
    return push(rec, s, after);
}

bool data_campaign_record_dismiss(data_campaign_record *rec, int player, int uid, const campaign_state *after)
{
    return push(rec, make(DATA_CAMPAIGN_DISMISS, player, -1, uid), after);
}

bool data_campaign_record_replenish(data_campaign_record *rec, int player, int uid, const campaign_state *after)
{
    return push(rec, make(DATA_CAMPAIGN_REPLENISH, player, -1, uid), after);
}

bool data_campaign_record_trait(data_campaign_record *rec, int player, int trait, const campaign_state *after)
{
    return push(rec, make(DATA_CAMPAIGN_TRAIT, player, -1, trait), after);
}

bool data_campaign_record_hero(data_campaign_record *rec, int player, int uid, const campaign_state *after)
{
    return push(rec, make(DATA_CAMPAIGN_HERO, player, -1, uid), after);
}

bool data_campaign_record_end_downtime(data_campaign_record *rec, const campaign_state *after)
{
    return push(rec, make(DATA_CAMPAIGN_END_DOWNTIME, -1, -1, 0), after);
}

bool data_campaign_record_orders(data_campaign_record *rec, const campaign_order *orders, int n,
                                 const campaign_state *after)
{
    if (!rec->start)
        return true;
    if (!grow((void **)&rec->orders, &rec->cap_orders, rec->n_orders + n, sizeof *rec->orders))
        return false;
    data_campaign_step s = make(DATA_CAMPAIGN_ORDERS, -1, -1, 0);
    s.first = rec->n_orders;
    s.count = n;
    if (!push(rec, s, after))
        return false;
    if (n > 0)
        memcpy(rec->orders + rec->n_orders, orders, (size_t)n * sizeof *orders);
    rec->n_orders += n;
    return true;
}

bool data_campaign_record_standoff(data_campaign_record *rec, int player, int loc, bool stand,
                                   const campaign_state *after)
{
    data_campaign_step s = make(DATA_CAMPAIGN_STANDOFF, player, -1, loc);
    s.stand = stand;
    return push(rec, s, after);
}

bool data_campaign_record_end_standoffs(data_campaign_record *rec, const campaign_state *after)
{
    return push(rec, make(DATA_CAMPAIGN_END_STANDOFFS, -1, -1, 0), after);
}

bool data_campaign_record_squad(data_campaign_record *rec, int battle, int player, uint32_t slots,
                                const campaign_state *after)
{
    data_campaign_step s = make(DATA_CAMPAIGN_SQUAD, player, battle, 0);
    s.slots = slots;
    return push(rec, s, after);
}

bool data_campaign_record_bonus(data_campaign_record *rec, int battle, int player, campaign_bonus bonus, bool high,
                                bool second, int ambuscade_uid, const campaign_state *after)
{
    data_campaign_step s = make(DATA_CAMPAIGN_BONUS, player, battle, (int)bonus);
    s.high = high;
    s.second = second;
    s.b = (int16_t)ambuscade_uid;
    return push(rec, s, after);
}

bool data_campaign_record_retreat(data_campaign_record *rec, int battle, int loc, const campaign_state *after)
{
    return push(rec, make(DATA_CAMPAIGN_RETREAT, -1, battle, loc), after);
}

bool data_campaign_record_end_turn(data_campaign_record *rec, const campaign_state *after)
{
    return push(rec, make(DATA_CAMPAIGN_END_TURN, -1, -1, 0), after);
}

/* The map a duel was fought on: "" the plain board, else the record's copy. */
const esc_map *data_campaign_record_map(const data_campaign_record *rec, const char *name, esc_map *plain)
{
    memset(plain, 0, sizeof *plain);
    if (name[0] == '\0')
        return plain;
    for (int i = 0; i < rec->n_maps; i++)
        if (strcmp(rec->map_names[i], name) == 0)
            return &rec->maps[i];
    return NULL;
}

bool data_campaign_record_keep_map(data_campaign_record *rec, const char *name, const esc_map *map)
{
    esc_map plain;
    if (name[0] == '\0' || data_campaign_record_map(rec, name, &plain))
        return true;
    if (rec->n_maps >= DATA_CAMPAIGN_RECORD_MAPS)
        return false;
    snprintf(rec->map_names[rec->n_maps], sizeof rec->map_names[0], "%s", name);
    if (map)
        rec->maps[rec->n_maps] = *map;
    else
        memset(&rec->maps[rec->n_maps], 0, sizeof rec->maps[0]);
    rec->n_maps++;
    return true;
}

/* The duel's match played through its actions (texts filled when texts is not
 * NULL); false with why when one is refused or the match is not over after them. */
static bool play_duel(const campaign_duel *duel, const esc_map *map, const esc_action *actions, int n,
                      char (*texts)[ESC_ACTION_TEXT_MAX], esc_game *game, char *why, int size)
{
    const esc_squad *squads[ESC_SIDES] = { &duel->squads[0], &duel->squads[1] };
    if (esc_game_init(game, map, squads, &duel->settings, duel->seed, NULL) != ESC_SETUP_OK) {
        snprintf(why, (size_t)size, "the duel's match cannot start");
        return false;
    }
    for (int k = 0; k < n; k++) {
        if (texts)
            esc_action_format(game, &actions[k], texts[k]);
        if (esc_game_apply(game, &actions[k], NULL) != ESC_OK) {
            snprintf(why, (size_t)size, "action %d of the duel is refused", k);
            return false;
        }
    }
    if (game->phase != ESC_PHASE_OVER) {
        snprintf(why, (size_t)size, "the duel's match is not over after its %d actions", n);
        return false;
    }
    return true;
}

bool data_campaign_record_duel(data_campaign_record *rec, const campaign_duel *duel, const esc_map *map,
                               const esc_action *actions, int n, const campaign_state *after)
{
    if (!rec->start)
        return true;
    if (!grow((void **)&rec->actions, &rec->cap_actions, rec->n_actions + n, sizeof *rec->actions))
        return false;
    char(*texts)[ESC_ACTION_TEXT_MAX] = realloc(rec->texts, (size_t)rec->cap_actions * sizeof *texts);
    if (!texts)
        return false;
    rec->texts = texts;
    esc_map plain;
    memset(&plain, 0, sizeof plain);
    if (!data_campaign_record_keep_map(rec, duel->battle_map, map))
        return false;
    esc_game *game = malloc(sizeof *game);
    char why[96];
    bool ok = game && play_duel(duel, map ? map : &plain, actions, n, rec->texts + rec->n_actions, game, why,
                                (int)sizeof why);
    free(game);
    if (!ok)
        return false;
    data_campaign_step s = make(DATA_CAMPAIGN_DUEL, -1, duel->battle, 0);
    s.first = rec->n_actions;
    s.count = n;
    if (!push(rec, s, after))
        return false;
    if (n > 0)
        memcpy(rec->actions + rec->n_actions, actions, (size_t)n * sizeof *actions);
    rec->n_actions += n;
    return true;
}

/* ---- applying ---- */

#define WHY(...)                                          \
    do {                                                  \
        if (why && size > 0)                              \
            snprintf(why, (size_t)size, __VA_ARGS__);     \
        return false;                                     \
    } while (0)

static bool apply_orders(const data_campaign_record *rec, const data_campaign_step *s, campaign_state *state,
                         char *why, int size)
{
    if (state->phase != CAMPAIGN_PHASE_ORDERS)
        WHY("no orders are given in this phase");
    const campaign_order *all = rec->orders + s->first;
    for (int p = 0; p < state->settings.n_players; p++) {
        campaign_order mine[CAMPAIGN_MAX_ARMIES];
        int k = 0;
        for (int i = 0; i < s->count && k < CAMPAIGN_MAX_ARMIES; i++)
            if (campaign_army_player(state, all[i].army) == p)
                mine[k++] = all[i];
        int bad;
        campaign_order_problem pr = campaign_state_test_orders(state, p, mine, k, &bad);
        if (pr != CAMPAIGN_ORDER_OK)
            WHY("player %d's order for army %d: %s", p, mine[bad].army, campaign_order_problem_text(pr));
    }
    for (int i = 0; i < s->count; i++)
        if (campaign_army_player(state, all[i].army) < 0)
            WHY("an order for army %d, which is nobody's", all[i].army);
    campaign_begin_resolution(state, all, s->count);
    return true;
}

static bool apply_duel(const data_campaign_record *rec, const data_campaign_step *s, campaign_state *state,
                       char *why, int size)
{
    int b;
    if (state->phase != CAMPAIGN_PHASE_BATTLES || !campaign_current_duel(state, &b, NULL, NULL) || b != s->battle)
        WHY("battle %d has no duel to fight now", s->battle);
    campaign_duel *duel = malloc(sizeof *duel);
    esc_game *game = malloc(sizeof *game);
    esc_map plain;
    bool ok = duel && game;
    if (!ok && why && size > 0)
        snprintf(why, (size_t)size, "out of memory");
    if (ok && !(ok = campaign_duel_setup(state, duel)) && why && size > 0)
        snprintf(why, (size_t)size, "the duel's squads are not chosen");
    const esc_map *map = ok ? data_campaign_record_map(rec, duel->battle_map, &plain) : NULL;
    if (ok && !(ok = map != NULL) && why && size > 0)
        snprintf(why, (size_t)size, "the record holds no map \"%s\"", duel->battle_map);
    ok = ok && play_duel(duel, map, rec->actions + s->first, s->count, NULL, game, why, size);
    if (ok) {
        int health[ESC_MAX_UNITS];
        for (int id = 0; id < ESC_MAX_UNITS; id++) {
            const esc_unit_state *u = &game->units[id];
            health[id] = (u->flags & ESC_UF_DEAD) || u->health < 0 ? 0 : u->health;
        }
        campaign_duel_finish(state, duel, game->winner, health, campaign_sides_fought(rec->actions + s->first, s->count));
    }
    free(duel);
    free(game);
    return ok;
}

bool data_campaign_record_apply(const data_campaign_record *rec, int i, campaign_state *state, char *why, int size)
{
    if (i < 0 || i >= rec->n_steps)
        WHY("no such step");
    const data_campaign_step *s = &rec->steps[i];
    campaign_downtime_problem dt = CAMPAIGN_DT_OK;
    /* Hostile values never reach the rules' arrays. */
    if (s->player >= state->settings.n_players || (s->player < 0 && s->kind != DATA_CAMPAIGN_END_DOWNTIME &&
                                                    s->kind < DATA_CAMPAIGN_SQUAD && s->kind != DATA_CAMPAIGN_ORDERS &&
                                                    s->kind != DATA_CAMPAIGN_END_STANDOFFS))
        WHY("no player %d", s->player);
    if (s->kind >= DATA_CAMPAIGN_SQUAD && s->kind <= DATA_CAMPAIGN_RETREAT &&
        (s->battle < 0 || s->battle >= state->n_battles || (s->kind <= DATA_CAMPAIGN_BONUS && s->player < 0)))
        WHY("no battle %d, or no such side", s->battle);
    if ((s->kind == DATA_CAMPAIGN_STANDOFF || s->kind == DATA_CAMPAIGN_RETREAT) &&
        (s->a < 0 || s->a >= state->map->n_locations))
        WHY("no location %d", s->a);
    switch ((data_campaign_step_kind)s->kind) {
    case DATA_CAMPAIGN_RECRUIT:
        dt = campaign_recruit(state, s->player, &s->def, s->a);
        break;
    case DATA_CAMPAIGN_DISMISS:
        dt = campaign_dismiss(state, s->player, s->a);
        break;
    case DATA_CAMPAIGN_REPLENISH:
        dt = campaign_replenish(state, s->player, s->a);
        break;
    case DATA_CAMPAIGN_TRAIT:
        dt = campaign_buy_trait(state, s->player, s->a);
        break;
    case DATA_CAMPAIGN_HERO:
        dt = campaign_appoint_hero(state, s->player, s->a);
        break;
    case DATA_CAMPAIGN_END_DOWNTIME:
        if (state->phase != CAMPAIGN_PHASE_DOWNTIME)
            WHY("Downtime is not being played");
        campaign_end_downtime(state);
        break;
    case DATA_CAMPAIGN_ORDERS:
        if (!apply_orders(rec, s, state, why, size))
            return false;
        break;
    case DATA_CAMPAIGN_STANDOFF: {
        campaign_choice_problem p = state->phase == CAMPAIGN_PHASE_STANDOFFS
                                        ? campaign_choose_standoff(state, s->player, s->a, s->stand)
                                        : CAMPAIGN_CHOICE_NO_STANDOFF;
        if (p != CAMPAIGN_CHOICE_OK)
            WHY("player %d's standoff choice: %s", s->player, campaign_choice_problem_text(p));
        break;
    }
    case DATA_CAMPAIGN_END_STANDOFFS:
        if (state->phase != CAMPAIGN_PHASE_STANDOFFS)
            WHY("no standoffs to end in this phase");
        campaign_finish_resolution(state);
        break;
    case DATA_CAMPAIGN_SQUAD: {
        campaign_squad_problem p = state->phase == CAMPAIGN_PHASE_BATTLES
                                       ? campaign_set_squad(state, s->battle, s->player, s->slots)
                                       : CAMPAIGN_SQUAD_NOT_A_SIDE;
        if (p != CAMPAIGN_SQUAD_OK)
            WHY("player %d's squad: %s", s->player, campaign_squad_problem_text(p));
        break;
    }
    case DATA_CAMPAIGN_BONUS: {
        campaign_bonus_problem p =
            state->phase == CAMPAIGN_PHASE_BATTLES
                ? campaign_set_bonus(state, s->battle, s->player, (campaign_bonus)s->a, s->high, s->second, s->b)
                : CAMPAIGN_BONUS_NOT_DEFENDER;
        if (p != CAMPAIGN_BONUS_OK)
            WHY("player %d's bonus: %s", s->player, campaign_bonus_problem_text(p));
        break;
    }
    case DATA_CAMPAIGN_DUEL:
        if (!apply_duel(rec, s, state, why, size))
            return false;
        break;
    case DATA_CAMPAIGN_RETREAT:
        if (state->phase != CAMPAIGN_PHASE_RESOLUTION || !campaign_set_retreat(state, s->battle, s->a))
            WHY("battle %d's loser cannot retreat there", s->battle);
        break;
    case DATA_CAMPAIGN_END_TURN:
        if (state->phase != CAMPAIGN_PHASE_RESOLUTION)
            WHY("the turn cannot end in this phase");
        campaign_end_turn(state);
        break;
    default:
        WHY("unknown step");
    }
    if (dt != CAMPAIGN_DT_OK)
        WHY("player %d: %s", s->player, campaign_downtime_problem_text(dt));
    for (int k = 0; k < s->draws; k++)
        core_rng_next(&state->computer);
    return true;
}

bool data_campaign_record_duel_record(const data_campaign_record *rec, int i, const campaign_state *before,
                                      esc_record *out)
{
    if (i < 0 || i >= rec->n_steps || rec->steps[i].kind != DATA_CAMPAIGN_DUEL)
        return false;
    const data_campaign_step *s = &rec->steps[i];
    campaign_duel *duel = malloc(sizeof *duel);
    esc_map plain;
    const esc_map *map = NULL;
    bool ok = duel && campaign_duel_setup(before, duel) && duel->battle == s->battle &&
              (map = data_campaign_record_map(rec, duel->battle_map, &plain)) != NULL;
    if (ok) {
        const esc_squad *squads[ESC_SIDES] = { &duel->squads[0], &duel->squads[1] };
        esc_record_free(out);
        esc_record_init(out, map, squads, &duel->settings, duel->seed);
        for (int k = 0; ok && k < s->count; k++)
            ok = esc_record_push(out, &rec->actions[s->first + k]);
    }
    free(duel);
    return ok;
}

/* ---- a computer seat's Downtime read back as purchases ---- */

static const campaign_unit *unit_of(const campaign_player *pl, int uid)
{
    int k = campaign_player_unit_index(pl, uid);
    return k < 0 ? NULL : &pl->units[k];
}

static bool army_known(const campaign_state *before, int army, const int *made, int n_made)
{
    for (int i = 0; i < before->forces.n_armies; i++)
        if (before->forces.armies[i].id == army)
            return true;
    for (int i = 0; i < n_made; i++)
        if (made[i] == army)
            return true;
    return false;
}

/* The purchases that lead from before to after, in an order the rules accept
 * (every cost is paid from gold or Renown that the end state still covers). */
static int downtime_steps(int p, const campaign_state *before, const campaign_state *after, data_campaign_step *out,
                          int cap)
{
    const campaign_player *b = &before->players[p], *a = &after->players[p];
    int n = 0;
    for (int k = 0; k < b->n_units && n < cap; k++)
        if (!unit_of(a, b->units[k].uid))
            out[n++] = make(DATA_CAMPAIGN_DISMISS, p, -1, b->units[k].uid);
    for (int k = 0; k < b->n_units && n < cap; k++) {
        const campaign_unit *u = unit_of(a, b->units[k].uid);
        if (u && b->units[k].wounds > 0 && u->wounds == 0)
            out[n++] = make(DATA_CAMPAIGN_REPLENISH, p, -1, u->uid);
    }
    int hero_uid = -1;
    for (int k = 0; k < a->n_units; k++)
        if (a->units[k].hero) {
            const campaign_unit *was = unit_of(b, a->units[k].uid);
            if (!was || !was->hero)
                hero_uid = a->units[k].uid;
        }
    if (hero_uid >= 0 && hero_uid < b->next_uid && n < cap)
        out[n++] = make(DATA_CAMPAIGN_HERO, p, -1, hero_uid);
    int made[CAMPAIGN_ROSTER_MAX], n_made = 0;
    for (int k = 0; k < a->n_units && n < cap; k++) {
        const campaign_unit *u = &a->units[k];
        if (u->uid < b->next_uid)
            continue;
        bool known = army_known(before, u->army, made, n_made);
        data_campaign_step s = make(DATA_CAMPAIGN_RECRUIT, p, -1, known ? u->army : CAMPAIGN_NO_ARMY);
        s.def = u->base;
        out[n++] = s;
        if (!known && n_made < CAMPAIGN_ROSTER_MAX)
            made[n_made++] = u->army;
    }
    if (hero_uid >= b->next_uid && n < cap)
        out[n++] = make(DATA_CAMPAIGN_HERO, p, -1, hero_uid);
    int h = campaign_player_hero(a);
    const campaign_unit *was = h >= 0 ? unit_of(b, a->units[h].uid) : NULL;
    uint8_t had = was && was->hero ? was->traits : 0;
    for (int t = 0; h >= 0 && t < CAMPAIGN_TRAIT_COUNT && n < cap; t++)
        if ((a->units[h].traits >> t & 1u) && !(had >> t & 1u))
            out[n++] = make(DATA_CAMPAIGN_TRAIT, p, -1, t);
    return n;
}

bool data_campaign_record_downtime(data_campaign_record *rec, int player, const campaign_state *before,
                                   const campaign_state *after)
{
    if (!rec->start)
        return true;
    if (player < 0 || player >= CAMPAIGN_MAX_PLAYERS)
        return false;
    data_campaign_step steps[3 * CAMPAIGN_ROSTER_MAX + CAMPAIGN_TRAIT_COUNT + 2];
    int n = downtime_steps(player, before, after, steps, (int)(sizeof steps / sizeof steps[0]));
    /* Checked: the purchases replayed on `before` must give `after` exactly. */
    campaign_state *check = malloc(sizeof *check);
    data_campaign_record tmp;
    data_campaign_record_init(&tmp);
    tmp.steps = steps;
    tmp.n_steps = n;
    bool ok = check != NULL;
    if (ok)
        *check = *before;
    for (int i = 0; ok && i < n; i++)
        ok = data_campaign_record_apply(&tmp, i, check, NULL, 0);
    if (ok) {
        check->computer = after->computer;
        char *x = data_campaign_save_to_json(check, NULL), *y = data_campaign_save_to_json(after, NULL);
        ok = x && y && strcmp(x, y) == 0;
        free(x);
        free(y);
    }
    free(check);
    for (int i = 0; ok && i < n; i++)
        ok = push(rec, steps[i], i == n - 1 ? after : NULL);
    return ok;
}

/* ---- the simulation's observer ---- */

#define ON(call)                                      \
    do {                                              \
        data_campaign_record *r_ = rec;               \
        if (!r_->broken && !(call))                   \
            r_->broken = true;                        \
    } while (0)

void data_campaign_record_on_downtime(void *rec, int seat, const campaign_state *before, const campaign_state *after)
{
    ON(data_campaign_record_downtime(r_, seat, before, after));
}

void data_campaign_record_on_end_downtime(void *rec, const campaign_state *after)
{
    ON(data_campaign_record_end_downtime(r_, after));
}

void data_campaign_record_on_orders(void *rec, const campaign_order *orders, int n, const campaign_state *after)
{
    ON(data_campaign_record_orders(r_, orders, n, after));
}

void data_campaign_record_on_standoff(void *rec, int player, int loc, bool stand, const campaign_state *after)
{
    ON(data_campaign_record_standoff(r_, player, loc, stand, after));
}

void data_campaign_record_on_end_standoffs(void *rec, const campaign_state *after)
{
    ON(data_campaign_record_end_standoffs(r_, after));
}

void data_campaign_record_on_squad(void *rec, int battle, int player, uint32_t slots, const campaign_state *after)
{
    ON(data_campaign_record_squad(r_, battle, player, slots, after));
}

void data_campaign_record_on_bonus(void *rec, int battle, int player, campaign_bonus bonus,
                                   const campaign_state *after)
{
    ON(data_campaign_record_bonus(r_, battle, player, bonus, false, false, CAMPAIGN_NO_UNIT, after));
}

void data_campaign_record_on_duel(void *rec, const campaign_duel *duel, const esc_map *map, const esc_action *actions,
                                  int n, const campaign_state *after)
{
    ON(data_campaign_record_duel(r_, duel, map, actions, n, after));
}

void data_campaign_record_on_retreat(void *rec, int battle, int loc, const campaign_state *after)
{
    ON(data_campaign_record_retreat(r_, battle, loc, after));
}

void data_campaign_record_on_end_turn(void *rec, const campaign_state *after)
{
    ON(data_campaign_record_end_turn(r_, after));
}
