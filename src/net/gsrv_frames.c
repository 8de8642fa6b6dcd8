/*
 * Which view a connection is sent (docs/protocol.md, "view"): each kind's,
 * and for TRTS and the Campaign which seats' views changed since they were last
 * numbered. A TRTS view's seq counts the changes of that view (who is
 * connected aside), found by hashing it: another seat's secret orders change
 * no view but its own, so they move no other seat's number and send no other
 * seat a frame. Below gsrv_game.c and gsrv_send.c; calls gsrv_view.c and
 * gsrv_trts.c.
 */
#include <stdlib.h>

#include "gsrv_impl.h"

cJSON *gs_game_view(const gs_game *g, int seat)
{
    if (g->kind == GS_CONQUEST)
        return gs_cq_view(g, seat);
#ifdef GSRV_HAVE_CAMPAIGN
    if (g->kind == GS_CAMPAIGN)
        return gs_ca_view(g, seat, true);
#endif
#ifdef GSRV_HAVE_TRTS
    if (g->kind == GS_TRTS)
        return gs_trts_view(g, seat, true);
#endif
    return gs_esc_view(g, seat);
}

static uint64_t hash_text(const char *text)
{
    uint64_t h = 1469598103934665603ull;
    for (const char *p = text; p && *p; p++)
        h = (h ^ (unsigned char)*p) * 1099511628211ull;
    return h;
}

/* The view without its number, to hash; NULL for a kind not numbered so. */
static cJSON *unnumbered(const gs_game *g, int seat)
{
#ifdef GSRV_HAVE_TRTS
    if (g->kind == GS_TRTS)
        return gs_trts_view(g, seat, false);
#endif
#ifdef GSRV_HAVE_CAMPAIGN
    if (g->kind == GS_CAMPAIGN)
        return gs_ca_view(g, seat, false);
#endif
    (void)g;
    (void)seat;
    return NULL;
}

void gs_game_refresh(gs_game *g)
{
    if (g->kind != GS_TRTS && g->kind != GS_CAMPAIGN)
        return;
    for (int k = 0; k <= g->n_seats; k++) {
        int seat = k < g->n_seats ? k : -1;
        int slot = seat >= 0 ? seat : GSRV_SEATS;
        cJSON *v = unnumbered(g, seat);
        if (v == NULL)
            return;
        cJSON_DeleteItemFromObjectCaseSensitive(v, "seats"); /* who is connected is no change of the game */
        char *text = cJSON_PrintUnformatted(v);
        cJSON_Delete(v);
        uint64_t h = hash_text(text);
        free(text);
        if (h != g->vhash[slot]) {
            g->vhash[slot] = h;
            g->vseq[slot]++;
            g->vchanged[slot] = true;
        }
    }
}

