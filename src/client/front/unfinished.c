/*
 * The four games' descriptors for the shell's list of unfinished games
 * (shell/unfinished.h): where each keeps its autosaves, how one reads (its map
 * and how far it is) and how one opens (in its own file, which it goes on
 * writing). The front knows every game; the shell knows none.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conquest/conquest.h"
#include "conquest/look.h"
#include "escarmouche/escarmouche.h"
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
#include "campaign/campaign.h"
#include "skirmish/data/campaign_save.h"
#endif
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
#include "skirmish/data/trts_files.h"
#include "trts/trts.h"
#endif
#include "front/front.h"
#include "shell/unfinished.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

/* ---- Escarmouche: <user data>/autosaves ---- */

static bool esc_dir(app *a, char *out, size_t size)
{
    const escarmouche_content *c = escarmouche_content_get(a);
    if (!c || !c->autosave_dir[0])
        return false;
    snprintf(out, size, "%s", c->autosave_dir);
    return true;
}

static bool esc_read(app *a, const char *path, char *map, size_t map_size, char *progress, size_t progress_size,
                     data_error *err)
{
    (void)a;
    esc_record rec;
    memset(&rec, 0, sizeof rec);
    int held = -1;
    if (!data_save_load_held(path, &rec, NULL, &held, err))
        return false;
    esc_game g;
    /* A turn held open until its End turn is still that turn's round. */
    esc_record_replay(&rec, &g, held >= 0 && rec.n_actions > 0 ? rec.n_actions - 1 : -1);
    snprintf(map, map_size, "%s", i18n_content(rec.map.name));
    char sa[40], sb[40], state[48];
    snprintf(sa, sizeof sa, "%.36s", i18n_content(rec.squads[0].name));
    snprintf(sb, sizeof sb, "%.36s", i18n_content(rec.squads[1].name));
    if (g.phase == ESC_PHASE_DEPLOY)
        snprintf(state, sizeof state, "%s", _("deployment"));
    else
        /* TRANSLATORS: how far an unfinished game is, in the Continue list */
        snprintf(state, sizeof state, _("round %d"), esc_game_round(&g));
    /* TRANSLATORS: an unfinished match in the Continue list: the two squads, then
     * how far it is ("Free Company vs Arcane Circle · round 4"). */
    snprintf(progress, progress_size, _("%s vs %s · %s"), sa, sb, state);
    esc_record_free(&rec);
    return true;
}

static const app_unfinished_kind esc_kind = { N_("Escarmouche"), esc_dir, esc_read, escarmouche_load };

/* ---- Conquest: <user data>/conquest-autosaves ---- */

static bool cq_dir(app *a, char *out, size_t size)
{
    return a->user_dir[0] && data_paths_join(out, size, a->user_dir, "conquest-autosaves");
}

static bool cq_read(app *a, const char *path, char *map, size_t map_size, char *progress, size_t progress_size,
                    data_error *err)
{
    (void)a;
    static cq_state state; /* large: not on the stack */
    cq_graph graph;
    cq_graph_init(&graph);
    data_seat seats[CQ_MAX_PLAYERS];
    char name[64];
    bool ok = data_cq_save_load_seats(path, name, sizeof name, seats, &graph, &state, NULL, err);
    cq_graph_free(&graph);
    if (!ok)
        return false;
    conquest_map_title(map, map_size, name);
    /* TRANSLATORS: how far an unfinished game is, in the Continue list */
    snprintf(progress, progress_size, _("turn %d"), state.turn);
    return true;
}

static const app_unfinished_kind cq_kind = { N_("Conquest"), cq_dir, cq_read, conquest_load };

/* ---- Campaign: <user data>/campaign-autosaves ---- */

#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
static bool camp_dir(app *a, char *out, size_t size)
{
    const campaign_content *k = campaign_content_get(a);
    if (!k || !k->autosave_dir[0])
        return false;
    snprintf(out, size, "%s", k->autosave_dir);
    return true;
}

static const char *camp_phase(campaign_phase phase)
{
    switch (phase) {
    case CAMPAIGN_PHASE_DOWNTIME: return _("Downtime");
    case CAMPAIGN_PHASE_ORDERS: return _("Orders");
    case CAMPAIGN_PHASE_STANDOFFS: return _("Standoffs");
    case CAMPAIGN_PHASE_BATTLES: return _("Battles");
    case CAMPAIGN_PHASE_RESOLUTION: return _("Resolution");
    default: return _("Over");
    }
}

static bool camp_read(app *a, const char *path, char *map, size_t map_size, char *progress, size_t progress_size,
                      data_error *err)
{
    (void)a;
    struct loaded {
        campaign_map map;
        campaign_state state;
    } *l = malloc(sizeof *l);
    if (!l)
        return true; /* out of memory is no reason to set a file aside */
    bool ok = data_campaign_load(path, &l->map, &l->state, NULL, err);
    if (ok) {
        snprintf(map, map_size, "%s", i18n_content(l->map.name));
        /* TRANSLATORS: how far an unfinished campaign is, in the Continue list: the turn, the
         * turn limit, the phase ("Orders") */
        snprintf(progress, progress_size, _("turn %d of %d, %s"), l->state.turn, l->state.settings.turn_limit,
                 camp_phase(l->state.phase));
    }
    free(l);
    return ok;
}

static const app_unfinished_kind camp_kind = { N_("Campaign"), camp_dir, camp_read, campaign_load };
#endif

/* ---- TRTS: <user data>/trts-autosaves ---- */

#ifdef SKIRMISH_HAVE_TRTS_CLIENT
static bool trts_dir(app *a, char *out, size_t size)
{
    const trts_content *k = trts_content_get(a);
    if (!k || !k->autosave_dir[0])
        return false;
    snprintf(out, size, "%s", k->autosave_dir);
    return true;
}

static bool trts_read(app *a, const char *path, char *map, size_t map_size, char *progress, size_t progress_size,
                      data_error *err)
{
    trts_content *k = trts_content_get(a);
    trts_game_record *rec = calloc(1, sizeof *rec);
    if (!k || !k->rules_ok || !rec) {
        /* No rules or no memory: no reason to set a file aside. */
        free(rec);
        snprintf(map, map_size, "?");
        progress[0] = '\0';
        return true;
    }
    bool ok = data_trts_save_load(path, &k->rules, rec, err);
    if (ok) {
        snprintf(map, map_size, "%s", i18n_content(rec->map.name));
        int round = trts_save_round(path);
        if (round > 0)
            /* TRANSLATORS: how far an unfinished game is, in the Continue list */
            snprintf(progress, progress_size, _("round %d"), round);
        else
            snprintf(progress, progress_size, "%s", _("setting up"));
    }
    free(rec);
    return ok;
}

static const app_unfinished_kind trts_kind = { N_("TRTS"), trts_dir, trts_read, trts_load };
#endif

void front_register_unfinished(app *a)
{
    app_unfinished_register(a, &esc_kind);
    app_unfinished_register(a, &cq_kind);
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
    app_unfinished_register(a, &camp_kind);
#endif
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    app_unfinished_register(a, &trts_kind);
#endif
}
