/*
 * The combat forecast (docs/trts.md "Combat forecast"): before a move into an
 * area with enemies, or an Attack, what the fight would be. It is read from the
 * player's own view (trts_view), so nothing hidden from the seat can change it,
 * and the round itself is foretold by combat.c, the code that fights it.
 */
#include <string.h>

#include "internal.h"

void trts_forecast_fight(const trts_state *s, int player, const trts_set *units, int area, trts_fight_forecast *out)
{
    memset(out, 0, sizeof *out);
    out->round.outcome = TRTS_FORECAST_NO_FIGHT;
    if (player < 0 || player >= s->n_players || area < 0 || area >= s->map->n_areas)
        return;
    static _Thread_local trts_state view;
    trts_view(s, player, &view);
    for (int i = 0; i < view.n_pieces; i++) {
        trts_piece *p = &view.pieces[i];
        if (!trts_set_has(units, i) || !p->alive || p->building || p->owner != player || p->area == area)
            continue;
        p->area = (int8_t)area;
        out->moving = true;
    }
    if (out->moving)
        out->engages = (view.markers[area] & trts_team_mask(&view, trts_team_of(&view, player))) == 0;
    out->n = trts_area_fighters(&view, area, player, out->f, out->map);
    int order[TRTS_MAX_PLAYERS];
    int n_order = trts_turn_order(&view, order);
    bool auto_[TRTS_COMBAT_MAX];
    for (int k = 0; k < out->n; k++)
        auto_[k] = !view.setup.computer[out->f[k].player];
    trts_combat_forecast_round(out->f, out->n, order, n_order, auto_, &out->round);
}
