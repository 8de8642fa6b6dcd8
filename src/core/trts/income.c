/*
 * TRTS's Income forecast (split from state.c): what a player gathers per area and
 * in all at the Income of a round with its pieces, markers and gas split as they
 * stand now, and the round its mineral income runs dry (docs/trts.md "Income").
 * state.c's Income applies it (with upkeep and the bank cap); the panel and the
 * computer read it. Pure C, no SDL, no I/O; calls only control.c (trts_holds),
 * never back into state.c, so the calls run one way.
 */
#include "internal.h"

#include <string.h>

/* docs/trts.md "Income": what `player` gathers at the Income of `round` with
 * its pieces, markers and gas split as they stand now (no upkeep, no bank cap):
 * the Income itself and the forecast the panel and the computer read. */
void trts_income_area(const trts_state *s, int player, int round, int area, trts_income_area_info *out)
{
    const trts_player *pl = &s->players[player];
    const trts_faction *f = &s->rules->factions[pl->faction]; /* trts_player_faction, without a call into state.c */
    const trts_area *ar = &s->map->areas[area];
    memset(out, 0, sizeof *out);
    out->set_gas_workers = pl->gas_workers[area];
    bool depot = false;
    int holders = 0;
    for (int q = 0; q < s->n_players; q++) {
        bool has = false;
        for (int i = 0; i < s->n_pieces && !has; i++) {
            const trts_piece *p = &s->pieces[i];
            has = p->alive && p->owner == q && p->building && p->finished && p->type == TRTS_ROLE_DEPOT && p->area == area;
        }
        holders += has;
        if (q == player)
            depot = has;
    }
    bool depleted = round >= s->map->deplete_round && ar->start;
    out->dry = depleted;
    out->depot = depot;
    out->held = trts_holds(s, player, area);
    out->contested = trts_area_contested(s, area);
    int workers = 0, extractors = 0;
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (!p->alive || p->owner != player || p->area != area)
            continue;
        /* at a later round's Income, this round's attackers are "attacked last round" */
        bool fought = round > s->round ? p->attacked : p->attacked_last;
        if (!p->building && (f->units[p->type].tags & TRTS_TAG_WORKER) && !p->busy) {
            if (fought)
                out->fought++;
            else
                workers++;
        }
        if (p->building && p->finished && p->type == TRTS_ROLE_EXTRACTOR)
            extractors++;
    }
    int gas_workers = pl->gas_workers[area];
    if (gas_workers > workers)
        gas_workers = workers;
    if (gas_workers > 3 * extractors)
        gas_workers = 3 * extractors;
    out->workers = workers;
    out->extractors = extractors;
    out->gas_workers = gas_workers;
    out->miners = workers - gas_workers;
    if (!depot || !out->held || round <= 1)
        return;
    out->counted = true;
    int fields = depleted ? 0 : ar->minerals / holders;
    out->fields = fields;
    out->minerals = out->miners < fields ? out->miners : fields;
    /* extractors fill 3 at a time in build order; all have the same yield rule,
     * so only the counts matter */
    for (int e = 0; e < extractors; e++) {
        int w = gas_workers < 3 ? gas_workers : 3;
        gas_workers -= w;
        out->gas += depleted ? (w == 3 ? 1 : 0) : w;
    }
}

void trts_income_forecast(const trts_state *s, int player, int round, int *minerals, int *gas)
{
    int m = round <= 1 ? 1 : 0, g = 0;
    for (int a = 0; a < s->map->n_areas && round > 1; a++) {
        trts_income_area_info info;
        trts_income_area(s, player, round, a, &info);
        m += info.minerals;
        g += info.gas;
    }
    if (minerals)
        *minerals = m;
    if (gas)
        *gas = g;
}

int trts_income_dry_round(const trts_state *s, int player)
{
    int dry = s->map->deplete_round;
    if (dry <= s->round || dry > s->map->rounds)
        return 0;
    int now = 0, then = 0;
    trts_income_forecast(s, player, dry - 1 > 2 ? dry - 1 : 2, &now, NULL);
    trts_income_forecast(s, player, dry, &then, NULL);
    return then < now ? dry : 0;
}

int trts_area_dry_round(const trts_state *s, int area)
{
    if (!s->map->areas[area].start || s->map->deplete_round > s->map->rounds)
        return 0;
    return s->map->deplete_round;
}

int trts_income_idle_workers(const trts_state *s, int player, int area)
{
    trts_income_area_info info;
    trts_income_area(s, player, s->round + 1 > 2 ? s->round + 1 : 2, area, &info);
    return info.counted ? 0 : info.workers;
}

int trts_income_idle_extractors(const trts_state *s, int player, int area)
{
    trts_income_area_info info;
    trts_income_area(s, player, s->round + 1 > 2 ? s->round + 1 : 2, area, &info);
    if (info.extractors == 0 || info.gas_workers > 0 || (!info.counted && info.workers > 0))
        return 0;
    return info.extractors;
}
