/*
 * An Escarmouche game's history (docs/protocol.md, "history"): every action
 * played so far, with the seat that played it, so that a client that joins or
 * resumes mid-game can rebuild its board and its event log, and once
 * deployment is over what it needs to replay the game exactly as the server
 * did (both squads and the seed). Every action of Escarmouche is public (the
 * view's `last` tells each one to every seat as it is played); what stays on
 * the server until deployment ends is the other squad and the seed (whose
 * draws, who deploys first and the first-turn dice, are all made and shown
 * by then). Reads the game; changes nothing. Below gsrv_proto.c.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "skirmish/data/files.h"

#include "gsrv_impl.h"

static cJSON *squad_json(const esc_squad *squad)
{
    char *text = data_squad_to_json(squad);
    cJSON *o = text ? cJSON_Parse(text) : NULL;
    free(text);
    return o ? o : cJSON_CreateNull();
}

cJSON *gs_esc_history(const gs_game *g, int seat)
{
    cJSON *h = cJSON_CreateObject();
    cJSON_AddStringToObject(h, "type", "history");
    cJSON_AddStringToObject(h, "game", g->id);
    if (seat >= 0)
        cJSON_AddNumberToObject(h, "seat", seat);
    else
        cJSON_AddNullToObject(h, "seat");
    cJSON_AddNumberToObject(h, "seq", gs_game_seq(g));
    cJSON *set = cJSON_AddObjectToObject(h, "settings");
    cJSON_AddNumberToObject(set, "round_limit", g->settings.round_limit);
    cJSON_AddNumberToObject(set, "markers_to_win", g->settings.markers_to_win);
    cJSON *acts = cJSON_AddArrayToObject(h, "actions");
    bool playing = g->status != GS_STATUS_OPEN;
    bool deployed = playing && g->game.phase != ESC_PHASE_DEPLOY;
    cJSON *squads = cJSON_AddArrayToObject(h, "squads");
    for (int sd = 0; sd < ESC_SIDES; sd++) {
        bool mine = sd == seat && g->seats[sd].has_squad;
        cJSON_AddItemToArray(squads, deployed || mine ? squad_json(&g->seats[sd].squad) : cJSON_CreateNull());
    }
    if (deployed) {
        char seed[24];
        snprintf(seed, sizeof seed, "%" PRIu64, g->seed);
        cJSON_AddStringToObject(h, "seed", seed);
    } else {
        cJSON_AddNullToObject(h, "seed");
    }
    if (!playing)
        return h;
    /* The actions in notation as each was worded when played: replayed from
     * the start, as the record holds them. */
    esc_game gm;
    if (esc_record_start(&g->record, &gm, NULL) != ESC_SETUP_OK)
        return h;
    for (int i = 0; i < g->record.n_actions; i++) {
        const esc_action *a = &g->record.actions[i];
        char text[ESC_ACTION_TEXT_MAX];
        esc_action_format(&gm, a, text);
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "seat", gm.active);
        cJSON_AddStringToObject(o, "action", text);
        cJSON_AddItemToArray(acts, o);
        if (esc_game_apply(&gm, a, NULL) != ESC_OK)
            break;
    }
    return h;
}
