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
#include "skirmish/data/seats.h"
#include "skirmish/i18n.h"

/* Who plays, with the mode: "Ann vs Computer (Normal)"; every seat a person:
 * "hot-seat: Ann vs Bob". With `squads` (NULL: none), each seat's squad after
 * its name ("Ann, Arcane Circle"). */
static void players_of(const data_seat *seats, int n, const char *const *squads, char *out, size_t size)
{
    char all[160] = "";
    int humans = 0;
    for (int i = 0; i < n; i++) {
        char name[64], acc[160];
        data_seat_label(seats, n, i, name, sizeof name);
        if (squads && squads[i] && squads[i][0]) {
            char label[64];
            snprintf(label, sizeof label, "%s", name);
            /* TRANSLATORS: a player and their squad in the Continue list ("Ann, Arcane Circle") */
            snprintf(name, sizeof name, _("%.31s, %.30s"), label, squads[i]);
        }
        humans += !seats[i].computer;
        if (i == 0)
            snprintf(all, sizeof all, "%s", name);
        else {
            /* TRANSLATORS: the players of an unfinished game in the Continue list ("Ann vs Computer (Normal)") */
            snprintf(acc, sizeof acc, _("%s vs %s"), all, name);
            snprintf(all, sizeof all, "%s", acc);
        }
    }
    if (humans >= 2 && humans == n)
        /* TRANSLATORS: the players of an unfinished game played by people at one computer, in the Continue list */
        snprintf(out, size, _("hot-seat: %s"), all);
    else
        snprintf(out, size, "%s", all);
}

/* ---- Escarmouche: <user data>/autosaves ---- */

static bool esc_dir(app *a, char *out, size_t size)
{
    const escarmouche_content *c = escarmouche_content_get(a);
    if (!c || !c->autosave_dir[0])
        return false;
    snprintf(out, size, "%s", c->autosave_dir);
    return true;
}

static bool esc_read(app *a, const char *path, app_unfinished_item *it, data_error *err)
{
    (void)a;
    esc_record rec;
    memset(&rec, 0, sizeof rec);
    int held = -1;
    data_seat seats[ESC_SIDES];
    memset(seats, 0, sizeof seats);
    if (!data_save_load_held(path, &rec, seats, &held, err))
        return false;
    esc_game g;
    /* A turn held open until its End turn is still that turn's round. */
    esc_record_replay(&rec, &g, held >= 0 && rec.n_actions > 0 ? rec.n_actions - 1 : -1);
    snprintf(it->map, sizeof it->map, "%s", i18n_content(rec.map.name));
    /* Each seat with its squad ("Ann, Arcane Circle vs Computer (Normal), Free
     * Company"): two matches on one map told apart (play-test). */
    const char *squads[ESC_SIDES] = { i18n_content(rec.squads[0].name), i18n_content(rec.squads[1].name) };
    players_of(seats, ESC_SIDES, squads, it->players, sizeof it->players);
    /* How many actions were played tells apart two saves of one match (a
     * loaded save and the autosave it forked from) made in the same minute. */
    if (g.phase == ESC_PHASE_DEPLOY)
        snprintf(it->progress, sizeof it->progress, "%s", _("deployment"));
    else
        /* TRANSLATORS: how far an unfinished game is, in the Continue list: the round, the actions played */
        snprintf(it->progress, sizeof it->progress, P_("round %d, %d action", "round %d, %d actions", rec.n_actions),
                 esc_game_round(&g), rec.n_actions);
    esc_record_free(&rec);
    return true;
}

static const app_unfinished_kind esc_kind = { N_("Escarmouche"), esc_dir, esc_read, escarmouche_load };

/* ---- Conquest: <user data>/conquest-autosaves ---- */

static bool cq_dir(app *a, char *out, size_t size)
{
    return a->user_dir[0] && data_paths_join(out, size, a->user_dir, "conquest-autosaves");
}

static bool cq_read(app *a, const char *path, app_unfinished_item *it, data_error *err)
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
    conquest_map_title(it->map, sizeof it->map, name);
    int n = state.n_players > 0 && state.n_players <= CQ_MAX_PLAYERS ? state.n_players : 0;
    players_of(seats, n, NULL, it->players, sizeof it->players);
    /* TRANSLATORS: how far an unfinished game is, in the Continue list */
    snprintf(it->progress, sizeof it->progress, _("turn %d"), state.turn);
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
    case CAMPAIGN_PHASE_STANDOFFS: return _("The reveal"); /* as the top bar names it */
    case CAMPAIGN_PHASE_BATTLES: return _("Battles");
    case CAMPAIGN_PHASE_RESOLUTION: return _("Resolution");
    default: return _("Over");
    }
}

static bool camp_read(app *a, const char *path, app_unfinished_item *it, data_error *err)
{
    (void)a;
    struct loaded {
        campaign_map map;
        campaign_state state;
        data_seat seats[CAMPAIGN_MAX_PLAYERS];
    } *l = calloc(1, sizeof *l);
    if (!l)
        return true; /* out of memory is no reason to set a file aside */
    bool ok = data_campaign_load_seats(path, &l->map, &l->state, l->seats, NULL, NULL, err);
    if (ok) {
        const campaign_settings *st = &l->state.settings;
        snprintf(it->map, sizeof it->map, "%s", i18n_content(l->map.name));
        int n = st->n_players > 0 && st->n_players <= CAMPAIGN_MAX_PLAYERS ? st->n_players : 0;
        players_of(l->seats, n, NULL, it->players, sizeof it->players);
        /* TRANSLATORS: how far an unfinished campaign is, in the Continue list: the turn, the
         * turn limit, the phase ("Orders") */
        snprintf(it->progress, sizeof it->progress, _("turn %d of %d, %s"), l->state.turn, st->turn_limit,
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

static bool trts_read(app *a, const char *path, app_unfinished_item *it, data_error *err)
{
    trts_content *k = trts_content_get(a);
    trts_game_record *rec = calloc(1, sizeof *rec);
    if (!k || !k->rules_ok || !rec) {
        /* No rules or no memory: no reason to set a file aside. */
        free(rec);
        snprintf(it->map, sizeof it->map, "?");
        return true;
    }
    data_seat seats[TRTS_MAX_PLAYERS];
    memset(seats, 0, sizeof seats);
    bool ok = data_trts_save_load_seats(path, &k->rules, rec, seats, err);
    if (ok) {
        const trts_setup *st = &rec->setup;
        snprintf(it->map, sizeof it->map, "%s", i18n_content(rec->map.name));
        int n = st->n_players > 0 && st->n_players <= TRTS_MAX_PLAYERS ? st->n_players : 0;
        players_of(seats, n, NULL, it->players, sizeof it->players);
        int round = trts_save_round(path);
        if (round > 0)
            /* TRANSLATORS: how far an unfinished game is, in the Continue list */
            snprintf(it->progress, sizeof it->progress, _("round %d"), round);
        else
            snprintf(it->progress, sizeof it->progress, "%s", _("setting up"));
    }
    free(rec);
    return ok;
}

static const app_unfinished_kind trts_kind = { N_("TRTS"), trts_dir, trts_read, trts_load };
#endif

const app_unfinished_kind *front_unfinished_kind_of(const char *path)
{
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
    if (campaign_save_is(path))
        return &camp_kind;
#endif
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    if (trts_save_is(path))
        return &trts_kind;
#endif
    if (data_cq_save_is(path))
        return &cq_kind;
    return &esc_kind;
}

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
