/*
 * The game the lobby is in, on its own screen (front/online_kinds.h).
 */
#ifdef SKIRMISH_HAVE_ONLINE_CLIENT
#include "front/online_kinds.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/battle.h"
#include "conquest/conquest.h"
#include "front/online_battle.h"
#include "front/online_conquest.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/paths.h"
#include "skirmish/i18n.h"
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
#include "front/online_trts.h"
#include "trts/trts.h"
#endif
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
#include "front/online_campaign.h"
#endif

void online_kinds_drop(online_kinds *k)
{
    online_battle_free(k->battle);
    online_conquest_free(k->cq);
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    online_trts_free(k->trts);
#endif
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
    online_campaign_free(k->campaign);
#endif
    memset(k, 0, sizeof *k);
}

bool online_kinds_any(const online_kinds *k) { return k->battle || k->cq || k->trts || k->campaign; }

bool online_kinds_on_screens(const char *kind)
{
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
    if (strcmp(kind, "campaign") == 0)
        return true;
#endif
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    if (strcmp(kind, "trts") == 0)
        return true;
#endif
    return strcmp(kind, "escarmouche") == 0 || strcmp(kind, "conquest") == 0;
}

void online_kinds_take(online_kinds *k, const cJSON *msg)
{
    if (k->battle)
        online_battle_take(k->battle, msg);
    if (k->cq)
        online_conquest_take(k->cq, msg);
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    if (k->trts)
        online_trts_take(k->trts, msg);
#endif
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
    if (k->campaign)
        online_campaign_take(k->campaign, msg);
#endif
}

void online_kinds_view(online_kinds *k, app *a, online_conn *conn, const char *game, int seat, const char *kind,
                       const char *status, const cJSON *view)
{
    if (online_kinds_any(k) || strcmp(status, "open") == 0)
        return;
    /* An Escarmouche game: its battle screen (the mirror asks the server for the history first). */
    if (strcmp(kind, "escarmouche") == 0)
        k->battle = online_battle_new(conn, game, seat);
    else if (strcmp(kind, "conquest") == 0)
        k->cq = online_conquest_new(conn, game, seat);
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    else if (strcmp(kind, "trts") == 0) {
        const trts_content *tc = trts_content_get(a);
        if (tc && tc->rules_ok)
            k->trts = online_trts_new(conn, game, seat, &tc->rules, a->assets.data_dir);
    }
#endif
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
    else if (strcmp(kind, "campaign") == 0)
        k->campaign = online_campaign_new(conn, game, seat);
#endif
    (void)a;
    k->why[0] = '\0';
    online_kinds_take(k, view);
}

/* The battle screen on the game held or watched, as the server has it now. */
static void open_battle(app *a, online_kinds *k)
{
    board_match m;
    if (!online_battle_match(k->battle, &m))
        return;
    board_battle_args args = {.match = &m};
    if (!app_scene_push(a, &board_battle_scene, &args)) {
        board_match_free(&m);
        return;
    }
    board_battle *bb = board_battle_current(a);
    board_remote hook;
    online_battle_hook(k->battle, &hook);
    /* TRANSLATORS: online, the battle's menus: back to the lobby (the seat stays the player's) */
    bb->leave_label = N_("Back to the lobby");
    board_battle_play_remote(bb, &hook);
    k->shown = true;
}

/* The Conquest screen on the game held or watched, as the server has it now. */
static void open_conquest(app *a, online_kinds *k)
{
    conquest_match m;
    conquest_match_init(&m);
    k->shown = true; /* once: Back to the game opens it again */
    if (!online_conquest_match(k->cq, &m)) {
        conquest_match_free(&m);
        return;
    }
    /* The shipped map's own name ("Duel at the Ford"), not the server's file stem. */
    char maps_dir[DATA_PATH_MAX], dir[DATA_PATH_MAX], file[DATA_PATH_MAX], path[DATA_PATH_MAX];
    snprintf(file, sizeof file, "%s.json", m.map_name);
    cq_map shipped;
    cq_map_init(&shipped);
    data_error err;
    if (data_paths_join(maps_dir, sizeof maps_dir, a->assets.data_dir, "maps") &&
        data_paths_join(dir, sizeof dir, maps_dir, "conquest") && data_paths_join(path, sizeof path, dir, file) &&
        data_cq_map_load(path, &shipped, &err))
        snprintf(m.map_name, sizeof m.map_name, "%s", shipped.name);
    cq_map_free(&shipped);
    conquest_remote hook;
    online_conquest_hook(k->cq, &hook);
    conquest_play_args args = {.match = &m, .remote = &hook};
    if (!app_scene_push(a, &conquest_play_scene, &args))
        hook.close(hook.ctx);
    conquest_match_free(&m); /* empty if the screen took it over */
}

#ifdef SKIRMISH_HAVE_TRTS_CLIENT
/* The TRTS game screen on the game held or watched, as the server has it now. */
static void open_trts(app *a, online_kinds *k)
{
    k->shown = true; /* once: Back to the game opens it again */
    trts_game_record *rec = malloc(sizeof *rec);
    data_seat seats[TRTS_MAX_PLAYERS];
    if (rec == NULL || !online_trts_record(k->trts, rec, seats)) {
        free(rec);
        return;
    }
    trts_remote hook;
    online_trts_hook(k->trts, &hook);
    trts_play_args args = {.rec = rec, .seats = seats, .remote = &hook};
    a->message[0] = '\0';
    if (!app_scene_push(a, &trts_play_scene, &args)) {
        hook.close(hook.ctx);
        snprintf(k->why, sizeof k->why, "%s", a->message);
    }
    free(rec);
}
#endif

void online_kinds_update(online_kinds *k, app *a, bool on_top)
{
    if (k->shown || !on_top)
        return;
    if (k->battle && online_battle_ready(k->battle))
        open_battle(a, k);
    if (k->cq && online_conquest_ready(k->cq))
        open_conquest(a, k);
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    if (k->trts && online_trts_ready(k->trts))
        open_trts(a, k);
#endif
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
    if (k->campaign && online_campaign_ready(k->campaign)) {
        k->shown = true; /* once: Back to the game tries again */
        a->message[0] = '\0';
        if (!online_campaign_open(k->campaign, a))
            snprintf(k->why, sizeof k->why, "%s", a->message);
        else
            k->why[0] = '\0';
    }
#endif
}

const char *online_kinds_back_label(const online_kinds *k)
{
    if (!k->shown)
        return NULL;
    if (k->why[0])
        /* TRANSLATORS: the lobby: the game's screen did not open (why is said above): open it again */
        return _("Try again");
    if (k->cq && !online_conquest_on_screen(k->cq))
        /* TRANSLATORS: the lobby, in a Conquest game: opens its screen again */
        return _("Back to the game");
    if (k->battle && !online_battle_on_screen(k->battle))
        /* TRANSLATORS: the lobby, in a game: opens the battle screen again */
        return _("Back to the battle");
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    if (k->trts && !online_trts_on_screen(k->trts))
        return _("Back to the game");
#endif
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
    if (k->campaign && !online_campaign_on_screen(k->campaign))
        return _("Back to the game");
#endif
    return NULL;
}

void online_kinds_reopen(online_kinds *k) { k->shown = false; }

#endif
