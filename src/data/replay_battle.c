/*
 * A Campaign replay's battle as an Escarmouche replay (replay_battle.h).
 */
#include <stdlib.h>
#include <string.h>

#include "skirmish/data/campaign_record.h"
#include "skirmish/data/replay_battle.h"

/* The same spacing as an Escarmouche file's checkpoints (replay.c). */
#define BATTLE_EVERY 16

bool data_replay_campaign_battle(const data_replay *campaign, int n, data_replay *out, int players[ESC_SIDES])
{
    memset(out, 0, sizeof *out);
    if (campaign->game != DATA_REPLAY_CAMPAIGN || n < 0 || n >= campaign->n_steps ||
        campaign->ca.steps[n].kind != DATA_CAMPAIGN_DUEL)
        return false;
    campaign_state *before = malloc(sizeof *before);
    campaign_duel *duel = malloc(sizeof *duel);
    bool ok = before && duel && data_replay_seek(campaign, n, before) && campaign_duel_setup(before, duel) &&
              data_campaign_record_duel_record(&campaign->ca, n, before, &out->esc);
    if (ok) {
        out->game = DATA_REPLAY_ESCARMOUCHE;
        out->n_steps = out->esc.n_actions;
        out->every = BATTLE_EVERY;
        out->state_size = sizeof(esc_game);
        out->n_checkpoints = out->n_steps / out->every + 1;
        for (int side = 0; side < ESC_SIDES; side++) {
            int p = duel->players[side];
            players[side] = p;
            if (p >= 0 && p < CAMPAIGN_MAX_PLAYERS)
                out->esc_seats[side] = campaign->ca_seats[p];
        }
        out->checkpoints = malloc(out->state_size * (size_t)out->n_checkpoints);
        esc_game *g = malloc(sizeof *g);
        ok = out->checkpoints && g && esc_record_start(&out->esc, g, NULL) == ESC_SETUP_OK;
        for (int i = 0; ok && i <= out->n_steps; i++) {
            if (i % out->every == 0)
                memcpy(out->checkpoints + (size_t)(i / out->every) * out->state_size, g, out->state_size);
            if (i < out->n_steps)
                ok = esc_game_apply(g, &out->esc.actions[i], NULL) == ESC_OK;
        }
        free(g);
    }
    free(before);
    free(duel);
    if (!ok)
        data_replay_free(out);
    return ok;
}
