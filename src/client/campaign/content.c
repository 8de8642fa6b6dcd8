#define _POSIX_C_SOURCE 200809L /* localtime_r, getpid */
/*
 * The Campaign's content (the shipped campaign maps and the unit library, read
 * once) and its saves: saving, the autosave kept at each Downtime and before
 * each battle (one file per unfinished campaign in
 * <user data>/campaign-autosaves/, removed when it ends; a campaign opened from
 * a save goes on in a new one, noted as coming from that save, and no other
 * autosave is removed but a byte-for-byte duplicate), the battle's
 * hooks. Opening a save (Load, Continue) is open.c's, above the screen.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "campaign/internal.h"
#include "eventlog/words.h"
#include "shell/unfinished.h"
#include "skirmish/i18n.h"
#include "skirmish/data/files.h"
#include "skirmish/data/campaign_files.h"
#include "skirmish/data/campaign_map.h"
#include "skirmish/data/campaign_save.h"
#include "skirmish/data/replay_keep.h"
#include "skirmish/data/save_list.h"

static void *content_create(app *a)
{
    campaign_content *k = calloc(1, sizeof *k);
    if (!k)
        return NULL;
    char dir[DATA_PATH_MAX], maps_dir[DATA_PATH_MAX];
    static char paths[CAMPAIGN_CLIENT_MAX_MAPS][DATA_PATH_MAX];
    data_error err;
    if (data_paths_join(dir, sizeof dir, a->assets.data_dir, "maps/campaign") &&
        data_paths_join(maps_dir, sizeof maps_dir, a->assets.data_dir, "maps")) {
        int n = app_list_json(dir, paths, CAMPAIGN_CLIENT_MAX_MAPS);
        for (int i = 0; i < n; i++)
            if (data_campaign_map_load_checked(paths[i], maps_dir, &k->maps[k->n_maps], &err))
                k->n_maps++;
    }
    k->have_library = data_campaign_library_load(a->assets.data_dir, &k->library, &err);
    if (a->user_dir[0])
        data_paths_join(k->autosave_dir, sizeof k->autosave_dir, a->user_dir, "campaign-autosaves");
    campaign_setup *s = &k->setup;
    s->map = 0;
    s->players = 2;
    s->computer[0] = false;
    for (int p = 1; p < CAMPAIGN_MAX_PLAYERS; p++)
        s->computer[p] = true;
    s->turns = CAMPAIGN_TURNS_DEFAULT;
    s->domination = s->warlord = true;
    /* Easy until the player picks another level (remembered, campaign-setup.json):
     * play-test 16, a newcomer on the old default Normal was overrun with no warning. */
    s->battle_ai = AI_EASY;
    s->round_limit = ESC_DEFAULT_ROUND_LIMIT;
    s->editing = -1;
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
        if (!k->have_library || !campaign_library_first_elite(&k->library, &s->heroes[p]))
            esc_unit_init(&s->heroes[p], N_("Hero"), 3, 2, 2, 2); /* English in files; shown by i18n_content */
    return k;
}

static void content_destroy(app *a, void *self)
{
    (void)a;
    free(self);
}

const app_service campaign_service = { "campaign", content_create, content_destroy };

campaign_content *campaign_content_get(app *a) { return app_service_get(a, &campaign_service); }

/* The play scene as play.c registers it when it is entered: the saves and the
 * battle's hooks find the screen through the scene stack, never calling up. */
static const scene *play_scene;

void campaign_screen_register(const scene *s) { play_scene = s; }

campaign_screen *campaign_current(const app *a) { return play_scene ? app_scene_state(a, play_scene) : NULL; }

/* ---- saving ---- */

/* During the orders, what each seat entered so far (handed over or not) goes
 * into the state, so a save keeps it (docs/campaign.md, "drafts"). */
static void drafts_store(campaign_screen *c)
{
    if (c->st.phase == CAMPAIGN_PHASE_DOWNTIME) {
        /* The seats whose Downtime is over: a load resumes the next one's
         * (behind its cover), never the first's again. */
        for (int p = 0; p < c->st.settings.n_players; p++)
            c->st.players[p].downtime_done = c->done[p];
        return;
    }
    if (c->st.phase != CAMPAIGN_PHASE_ORDERS)
        return;
    int n = 0;
    uint8_t ready = 0;
    for (int p = 0; p < c->st.settings.n_players; p++) {
        for (int i = 0; i < c->n_orders[p] && n < CAMPAIGN_MAX_ARMIES; i++)
            c->st.orders[n++] = c->orders[p][i];
        if (c->done[p])
            ready |= (uint8_t)(1u << p);
    }
    c->st.n_orders = n;
    c->st.orders_ready = ready;
}

void campaign_drafts_restore(campaign_screen *c)
{
    if (c->st.phase == CAMPAIGN_PHASE_DOWNTIME) {
        for (int p = 0; p < c->st.settings.n_players; p++)
            c->done[p] = c->st.players[p].downtime_done && !c->st.players[p].eliminated;
        return;
    }
    if (c->st.phase != CAMPAIGN_PHASE_ORDERS)
        return;
    memset(c->n_orders, 0, sizeof c->n_orders);
    for (int k = 0; k < c->st.n_orders; k++) {
        int i = campaign_forces_find(&c->st.forces, c->st.orders[k].army);
        int p = i >= 0 ? c->st.forces.armies[i].player : -1;
        if (p >= 0 && p < CAMPAIGN_MAX_PLAYERS && c->n_orders[p] < CAMPAIGN_MAX_ARMIES)
            c->orders[p][c->n_orders[p]++] = c->st.orders[k];
    }
    for (int p = 0; p < c->st.settings.n_players; p++) {
        int bad = -1;
        bool ok = c->n_orders[p] == 0 || campaign_state_test_orders(&c->st, p, c->orders[p], c->n_orders[p], &bad) ==
                                             CAMPAIGN_ORDER_OK;
        if (!ok) /* a set that no longer holds (an edited file): entered again */
            c->n_orders[p] = 0;
        c->done[p] = ok && !c->st.players[p].eliminated && (c->st.orders_ready >> p & 1);
    }
    c->st.n_orders = 0;
    c->st.orders_ready = 0;
}

static uint64_t text_hash(const char *t)
{
    uint64_t h = UINT64_C(1469598103934665603);
    for (; *t; t++)
        h = (h ^ (uint8_t)*t) * UINT64_C(1099511628211);
    return h;
}

/* The campaign as a save would write it now. */
static uint64_t state_hash(campaign_screen *c)
{
    drafts_store(c);
    char *text = data_campaign_save_to_json_seats(&c->st, c->seats, c->match, NULL);
    uint64_t h = text ? text_hash(text) : 0;
    free(text);
    return h;
}

void campaign_mark_saved(campaign_screen *c) { c->saved_hash = state_hash(c); }

bool campaign_unsaved(campaign_screen *c)
{
    return c->step != CSTEP_OVER && state_hash(c) != c->saved_hash;
}

/* Whether two files hold the same bytes. */
static bool same_bytes(const char *x, const char *y)
{
    FILE *f = fopen(x, "rb"), *g = fopen(y, "rb");
    bool same = f != NULL && g != NULL;
    while (same) {
        int a = fgetc(f), b = fgetc(g);
        same = a == b;
        if (a == EOF)
            break;
    }
    if (f)
        fclose(f);
    if (g)
        fclose(g);
    return same;
}

/* Autosaves are never removed for being older or behind: each is a game the
 * player may go on with (a save loaded again goes on in its own file, the
 * Continue list telling them apart). Only a true duplicate is folded: once a
 * campaign opened from a file is autosaved, another autosave holding the very
 * same bytes (the same save opened again and not played on) is removed, since
 * nothing of it is lost. */
static void fold_duplicates(const campaign_content *k, const campaign_screen *c)
{
    data_save_item *items = NULL;
    data_error err;
    int n = data_save_list(k->autosave_dir, &items, &err);
    const char *mine = strrchr(c->autosave_path, '/');
    mine = mine ? mine + 1 : c->autosave_path;
    char origin[96], other[96];
    app_unfinished_read_origin(c->autosave_path, origin, sizeof origin);
    for (int i = 0; i < n; i++) {
        const char *name = strrchr(items[i].path, '/');
        name = name ? name + 1 : items[i].path;
        if (strcmp(name, mine) == 0 || !same_bytes(items[i].path, c->autosave_path))
            continue;
        app_unfinished_read_origin(items[i].path, other, sizeof other);
        if (strcmp(origin, other) != 0)
            continue; /* told apart in the list by where it came from: kept */
        app_unfinished_forget_origin(items[i].path);
        remove(items[i].path);
    }
    free(items);
}

bool campaign_autosave(app *a, campaign_screen *c)
{
    if (c->online.on)
        return true; /* online: the campaign is the server's */
    campaign_content *k = campaign_content_get(a);
    if (!c->autosave_path[0]) {
        if (!k || !k->autosave_dir[0])
            return false;
        /* A name no file has yet: the serial restarts with the content, and an
         * earlier screen of this process may have used it this very second. */
        for (int tries = 0;; tries++) {
            char tag[48], name[96];
            snprintf(tag, sizeof tag, "-%ld-%d.json", (long)getpid(), ++k->autosave_serial);
            data_file_time_stem(name, sizeof name, tag);
            if (!data_paths_join(c->autosave_path, sizeof c->autosave_path, k->autosave_dir, name) || tries > 1000) {
                c->autosave_path[0] = '\0';
                return false;
            }
            if (access(c->autosave_path, F_OK) != 0)
                break;
        }
    }
    char dir[DATA_PATH_MAX];
    snprintf(dir, sizeof dir, "%s", c->autosave_path);
    char *slash = strrchr(dir, '/');
    if (slash)
        *slash = '\0';
    /* A failure (a full disk, a read-only folder) stays shown over the map until an
     * autosave succeeds: the step that follows may clear c->message, and a
     * battle is about to start (TRTS shows its failures so too). */
    data_error err;
    if (!data_paths_make_dirs(dir)) {
        char shown[96];
        const char *last = strrchr(dir, '/');
        data_text_escape(shown, sizeof shown, last ? last + 1 : dir);
        char why[160];
        /* TRANSLATORS: why autosaving fails; %s is a folder. */
        snprintf(why, sizeof why, _("cannot create the folder %s"), shown);
        snprintf(c->autosave_error, sizeof c->autosave_error, _("Autosave failed: %s"), why);
        return false;
    }
    drafts_store(c);
    /* The reason without the path: the message must fit over the map. */
    if (!data_campaign_save_record(c->autosave_path, &c->st, c->seats, c->match, &c->events, &c->record, &err)) {
        snprintf(c->autosave_error, sizeof c->autosave_error, _("Autosave failed: %s"), err.message);
        return false;
    }
    c->autosave_error[0] = '\0';
    c->saved_hash = state_hash(c);
    if (c->loaded_from[0]) { /* the save it goes on from, said in the Continue list */
        app_unfinished_note_origin(c->autosave_path, c->loaded_from);
        c->loaded_from[0] = '\0';
    }
    if (c->autosave_prune) {
        c->autosave_prune = false;
        fold_duplicates(k, c);
    }
    return true;
}

void campaign_autosave_remove(campaign_screen *c)
{
    if (c->autosave_path[0]) {
        /* A campaign that is over is kept among the replays, once (its autosave
         * goes just after): the autosave is written first, since the last one
         * was made before the final turn ended, then copied with its record. */
        if (c->st.phase == CAMPAIGN_PHASE_OVER) {
            data_error kerr;
            drafts_store(c);
            if (data_campaign_save_record(c->autosave_path, &c->st, c->seats, c->match, &c->events, &c->record,
                                          &kerr))
                data_replay_keep_file(NULL, c->autosave_path, "-campaign", NULL, 0, &kerr);
        }
        remove(c->autosave_path);
        app_unfinished_forget_origin(c->autosave_path);
    }
    c->autosave_path[0] = '\0';
}

bool campaign_save_now(app *a, campaign_screen *c)
{
    char dir[DATA_PATH_MAX], path[DATA_PATH_MAX];
    if (!a->user_dir[0] || !data_paths_join(dir, sizeof dir, a->user_dir, "saves") || !data_paths_make_dirs(dir)) {
        snprintf(c->message, sizeof c->message, _("Not saved: cannot create the saves directory"));
        return false;
    }
    /* A new name, claimed atomically: never over another save, even one made in
     * the same second or by another Skirmish. */
    data_error err;
    drafts_store(c);
    if (!data_campaign_save_new_record(dir, path, sizeof path, &c->st, c->seats, c->match, &c->events, &c->record,
                                       &err)) {
        char msg[700];
        data_error_format(&err, msg, sizeof msg);
        /* TRANSLATORS: %s is the reason (a file error) */
        snprintf(c->message, sizeof c->message, _("Not saved: %.200s"), msg);
        return false;
    }
    c->saved_hash = state_hash(c);
    /* Continue takes the autosave: brought to this save's moment, so it never
     * goes back to an earlier one (a battle's result, the turn's start). */
    campaign_autosave(a, c);
    const char *name = strrchr(path, '/');
    /* TRANSLATORS: %s is the save's file name */
    snprintf(c->message, sizeof c->message, _("Saved as %.150s"), name ? name + 1 : path);
    return true;
}

/* ---- the battle on the board ---- */

void campaign_match_changed(void *app_ptr, const board_match *m)
{
    campaign_screen *c = campaign_current(app_ptr);
    if (!c)
        return;
    /* With its held turn: a battle resumed after a crash is still open to Undo. */
    char *text = data_save_to_json_held(&m->record, m->seats, m->held);
    if (!text)
        return; /* out of memory: the last action kept stays */
    free(c->match);
    c->match = text;
    campaign_autosave(app_ptr, c);
}

static bool save_and_quit(app *a, const board_match *m, char *why, size_t size)
{
    campaign_screen *c = campaign_current(a);
    if (!c) {
        snprintf(why, size, "%s", _("Not saved: no campaign"));
        return false;
    }
    campaign_match_changed(a, m);
    if (!campaign_save_now(a, c)) {
        snprintf(why, size, "%s", c->message);
        return false;
    }
    return true;
}

const board_battle_host campaign_battle_host = { save_and_quit, N_("Save campaign and quit") };
