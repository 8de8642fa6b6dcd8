#define _POSIX_C_SOURCE 200809L /* localtime_r, getpid */
/*
 * The Campaign's content (the shipped campaign maps and the unit library, read
 * once), the seats' look, and its saves: saving, loading, the autosave kept at
 * each Downtime and before each battle (one file per unfinished campaign in
 * <user data>/campaign-autosaves/, removed when it ends; a campaign opened from
 * a file removes its older autosaves once its own is written) and Continue.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "campaign/internal.h"
#include "eventlog/words.h"
#include "skirmish/i18n.h"
#include "skirmish/data/files.h"
#include "skirmish/data/campaign_files.h"
#include "skirmish/data/campaign_map.h"
#include "skirmish/data/campaign_save.h"
#include "skirmish/data/replay_keep.h"
#include "skirmish/data/save_list.h"

static const areamap_pattern seat_patterns[CAMPAIGN_MAX_PLAYERS] = { AREAMAP_PATTERN_NONE, AREAMAP_PATTERN_RING,
                                                                     AREAMAP_PATTERN_DOT, AREAMAP_PATTERN_STRIPES };

SDL_Color campaign_seat_colour(int p)
{
    return p >= 0 && p < CAMPAIGN_MAX_PLAYERS ? ui_seat_colour(p) : (SDL_Color){ 112, 118, 130, 255 };
}

areamap_pattern campaign_seat_pattern(int p)
{
    return p >= 0 && p < CAMPAIGN_MAX_PLAYERS ? seat_patterns[p] : AREAMAP_PATTERN_NONE;
}

/* One campaign is on screen at a time: its seats name the players everywhere. */
static data_seat shown_seats[CAMPAIGN_MAX_PLAYERS];
static int n_shown_seats;

void campaign_seats_use(const data_seat *seats, int n)
{
    n_shown_seats = seats && n > 0 ? (n < CAMPAIGN_MAX_PLAYERS ? n : CAMPAIGN_MAX_PLAYERS) : 0;
    if (n_shown_seats)
        memcpy(shown_seats, seats, sizeof shown_seats[0] * (size_t)n_shown_seats);
}

const char *campaign_seat_label(int p)
{
    static char names[CAMPAIGN_MAX_PLAYERS][DATA_SEAT_NAME_MAX + 40];
    if (p < 0 || p >= CAMPAIGN_MAX_PLAYERS)
        /* TRANSLATORS: the holder of a location nobody controls */
        return _("Nobody");
    if (p < n_shown_seats) {
        data_seat_label(shown_seats, n_shown_seats, p, names[p], sizeof names[p]);
        return names[p];
    }
    /* TRANSLATORS: a player's default name; %d is the seat's number. */
    snprintf(names[p], sizeof names[p], _("Player %d"), p + 1);
    return names[p];
}

void campaign_seat_fit(ui *u, const char *fmt, int seat, int px, bool bold, int w, char *out, size_t size)
{
    char name[DATA_SEAT_NAME_MAX + 40];
    snprintf(name, sizeof name, "%s", campaign_seat_label(seat));
    for (int guard = 0; guard < 8; guard++) {
        snprintf(out, size, fmt, name);
        int over = ui_text_width(u, out, px, bold) - w;
        int nw = ui_text_width(u, name, px, bold);
        if (over <= 0 || nw <= ui_px(u, 24))
            return;
        /* the name alone pays for what is too wide; the words around it stay */
        ui_text_cut(u, name, sizeof name, px, bold, nw - over > ui_px(u, 24) ? nw - over : ui_px(u, 24));
    }
}

const char *campaign_seat_mark(int p)
{
    /* The default names as msgids of their own, so a line kept in the log is
     * worded again in the language of the moment (play-test ca: "Joueur 1 now
     * holds Four Rivers" in the English log after a French game). */
    static const char *const defaults[CAMPAIGN_MAX_PLAYERS] = {
        /* TRANSLATORS: a player's default name in the event log, as "Player %d" */
        N_("Player 1"), N_("Player 2"), N_("Player 3"), N_("Player 4")
    };
    if (p < 0 || p >= CAMPAIGN_MAX_PLAYERS)
        return evlog_name(NULL, "Nobody");
    bool named = p < n_shown_seats && shown_seats[p].name[0];
    bool computer = p < n_shown_seats && shown_seats[p].computer;
    if (named || computer)
        return campaign_seat_label(p);
    return evlog_name(NULL, defaults[p]);
}

char *campaign_clip(char *out, size_t size, const char *text, int max_bytes)
{
    if (size == 0)
        return out;
    size_t n = strlen(text ? text : "");
    if (max_bytes >= 0 && n > (size_t)max_bytes)
        n = (size_t)max_bytes;
    if (n >= size)
        n = size - 1;
    /* Never cut inside a UTF-8 sequence: step back over continuation bytes. */
    if (text && text[n] != '\0')
        while (n > 0 && ((unsigned char)text[n] & 0xC0) == 0x80)
            n--;
    if (n)
        memcpy(out, text, n);
    out[n] = '\0';
    return out;
}

/* The tables follow the core's enums (campaign_trait, campaign_injury,
 * campaign_victory, campaign_order_kind); the identifiers stay the files'. */
const char *campaign_trait_name(int trait)
{
    /* TRANSLATORS: a Hero's traits, bought with Renown; short (a button holds the name and a price) */
    static const char *const names[CAMPAIGN_TRAIT_COUNT] = { N_("Stalwart"),  N_("Swift"),     N_("Mighty"),
                                                             N_("Deadeye"),   N_("Duelist"),   N_("Tactician"),
                                                             N_("Protector"), N_("Inspiring") };
    return trait >= 0 && trait < CAMPAIGN_TRAIT_COUNT ? _(names[trait]) : "?";
}

const char *campaign_injury_name(int injury)
{
    /* TRANSLATORS: a Hero's lasting injuries */
    static const char *const names[CAMPAIGN_INJURY_COUNT] = { N_("Lost eye"), N_("Limping leg"), N_("Shattered arm"),
                                                              N_("Deep scar") };
    return injury >= 0 && injury < CAMPAIGN_INJURY_COUNT ? _(names[injury]) : "?";
}

static const char *injury_namer(const char *key)
{
    return campaign_injury_name(atoi(key));
}

const char *campaign_injury_mark(int injury)
{
    /* Play-test 6: "blessure : Deep scar", a name worded once in English and
     * kept in a line read later in French. */
    evlog_set_namer("ca-injury", injury_namer);
    char key[8];
    snprintf(key, sizeof key, "%d", injury);
    return evlog_name("ca-injury", key);
}

const char *campaign_victory_name(int victory)
{
    switch ((campaign_victory)victory) {
    /* TRANSLATORS: how a campaign was won: the last player standing */
    case CAMPAIGN_VICTORY_LAST: return _("last one standing");
    /* TRANSLATORS: how a campaign was won: holding every location of the domination set */
    case CAMPAIGN_VICTORY_DOMINATION: return _("domination");
    /* TRANSLATORS: how a campaign was won: the Warlord King rule */
    case CAMPAIGN_VICTORY_WARLORD: return _("Warlord King");
    /* TRANSLATORS: how a campaign was won: the turn limit reached, the best ranked wins */
    case CAMPAIGN_VICTORY_TIMED: return _("turn limit");
    default: return _("no victory");
    }
}

const char *campaign_order_kind_name(int kind)
{
    switch ((campaign_order_kind)kind) {
    case CAMPAIGN_ORDER_MOVE: return C_("order", "Move");
    case CAMPAIGN_ORDER_DEFEND: return C_("order", "Defend");
    case CAMPAIGN_ORDER_CREATE: return C_("order", "Create Regiment");
    case CAMPAIGN_ORDER_MERGE: return C_("order", "Merge");
    default: return C_("order", "None");
    }
}

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
    s->battle_ai = AI_NORMAL;
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

campaign_screen *campaign_current(const app *a) { return app_scene_state(a, &campaign_play_scene); }

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

typedef struct loaded {
    campaign_map map;
    campaign_state state;
    data_seat seats[CAMPAIGN_MAX_PLAYERS];
} loaded;

/* Whether two saves hold the same campaign: the same start (its seed, drawn
 * afresh for every new campaign, the map and the settings). */
static bool same_campaign(const campaign_map *am, const campaign_state *as, const campaign_map *bm,
                          const campaign_state *bs)
{
    const campaign_settings *x = &as->settings, *y = &bs->settings;
    if (x->seed != y->seed || x->n_players != y->n_players || x->turn_limit != y->turn_limit ||
        x->domination != y->domination || x->warlord != y->warlord || x->round_limit != y->round_limit ||
        strcmp(am->name, bm->name) != 0)
        return false;
    for (int p = 0; p < x->n_players; p++)
        if (x->computer[p] != y->computer[p])
            return false;
    return true;
}

/* Whether a copy of the campaign is further on than `now` (a later turn, or a
 * later phase of the same turn): a player's progress, which loading an older
 * save must not delete. */
static bool further_on(const campaign_state *copy, const campaign_state *now)
{
    return copy->turn > now->turn || (copy->turn == now->turn && copy->phase > now->phase);
}

/* One autosave per campaign: once a campaign opened from a file (a save, or
 * one of its autosaves) is safely autosaved, the other autosaves of the same
 * campaign (older copies made by earlier starts) are removed. Files that do
 * not load, hold another campaign, or are further on than the campaign opened
 * (an older save loaded: the newer autosave stays in Continue, as Conquest's
 * does) are left alone. */
static void prune_copies(const campaign_content *k, const campaign_screen *c)
{
    data_save_item *items = NULL;
    data_error err;
    int n = data_save_list(k->autosave_dir, &items, &err);
    if (n <= 0) {
        free(items);
        return;
    }
    const char *mine = strrchr(c->autosave_path, '/');
    mine = mine ? mine + 1 : c->autosave_path;
    loaded *l = malloc(sizeof *l);
    for (int i = 0; l && i < n; i++) {
        const char *name = strrchr(items[i].path, '/');
        name = name ? name + 1 : items[i].path;
        if (strcmp(name, mine) == 0)
            continue;
        if (data_campaign_load(items[i].path, &l->map, &l->state, NULL, &err) &&
            same_campaign(&c->map, &c->st, &l->map, &l->state) && !further_on(&l->state, &c->st))
            remove(items[i].path);
    }
    free(l);
    free(items);
}

bool campaign_autosave(app *a, campaign_screen *c)
{
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
    if (c->autosave_prune) {
        c->autosave_prune = false;
        prune_copies(k, c);
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

/* ---- loading ---- */

static bool newest_autosave(app *a, char *out, size_t size);

static bool open_file(app *a, const char *path, const char *autosave)
{
    loaded *l = malloc(sizeof *l);
    if (!l) {
        snprintf(a->message, sizeof a->message, "%s", _("out of memory"));
        return false;
    }
    data_error err;
    char *match = NULL;
    evlog events;
    evlog_init(&events);
    data_campaign_record record; /* none in a save made before records: a game, not a replay */
    data_campaign_record_init(&record);
    if (!data_campaign_load_record(path, &l->map, &l->state, l->seats, &match, &events, &record, &err)) {
        data_error_format(&err, a->message, sizeof a->message);
        free(l);
        a->dirty = true;
        return false;
    }
    /* A battle saved half-fought goes on at its last action (docs/campaign.md). */
    campaign_play_args args = { &l->map, &l->state, autosave, l->seats, match, &events, &record };
    bool ok = app_scene_open_from_root(a, &campaign_play_scene, &args);
    data_campaign_record_free(&record);
    evlog_free(&events);
    free(match);
    free(l);
    return ok;
}

/* An autosave (the Continue list opens any of them) goes on in its own file. */
bool campaign_load(app *a, const char *path)
{
    campaign_content *k = campaign_content_get(a);
    size_t n = k ? strlen(k->autosave_dir) : 0;
    bool autosave = n > 0 && strncmp(path, k->autosave_dir, n) == 0 && path[n] == '/';
    return open_file(a, path, autosave ? path : NULL);
}

/* When a save was made, from its name ("20261126-142320-campaign.json"), in the
 * player's language; "" when the name says nothing. */
static void save_date(const char *path, char *out, size_t size)
{
    out[0] = '\0';
    const char *name = strrchr(path, '/');
    name = name ? name + 1 : path;
    int y, mo, d, h, mi, s;
    if (sscanf(name, "%4d%2d%2d-%2d%2d%2d", &y, &mo, &d, &h, &mi, &s) == 6) {
        struct tm tm = { .tm_year = y - 1900, .tm_mon = mo - 1, .tm_mday = d, .tm_hour = h, .tm_min = mi,
                         .tm_sec = s, .tm_isdst = -1 };
        i18n_date(out, size, mktime(&tm));
    }
}

static const char *phase_name(int phase)
{
    switch ((campaign_phase)phase) {
    case CAMPAIGN_PHASE_DOWNTIME: return _("Downtime");
    case CAMPAIGN_PHASE_ORDERS: return _("Orders");
    case CAMPAIGN_PHASE_STANDOFFS: return _("Standoffs");
    case CAMPAIGN_PHASE_BATTLES: return _("Battles");
    case CAMPAIGN_PHASE_RESOLUTION: return _("Resolution");
    default: return _("Over");
    }
}

bool campaign_save_title(const char *path, char *out, int size)
{
    loaded *l = malloc(sizeof *l);
    if (!l)
        return false;
    data_error err;
    bool ok = data_campaign_load(path, &l->map, &l->state, NULL, &err);
    if (ok && out && size > 0) {
        char players[48], when[40];
        int n = l->state.settings.n_players;
        snprintf(players, sizeof players, P_("%d player", "%d players", n), n);
        save_date(path, when, sizeof when);
        const char *name = i18n_content(l->map.name);
        if (l->state.phase == CAMPAIGN_PHASE_OVER)
            /* TRANSLATORS: a line of the Load screen: the map's name, the last turn, "2 players", the save's date */
            snprintf(out, (size_t)size, _("Campaign · %.48s · over after turn %d · %s · %s"), name, l->state.turn, players,
                     when);
        else
            /* TRANSLATORS: a line of the Load screen: the map's name, the turn, the turn limit, the phase
             * ("Orders"), "2 players", the save's date */
            snprintf(out, (size_t)size, _("Campaign · %.48s · turn %d of %d, %s · %s · %s"), name, l->state.turn,
                     l->state.settings.turn_limit, phase_name(l->state.phase), players, when);
    }
    free(l);
    return ok;
}

bool campaign_continue_title(app *a, char *out, size_t size)
{
    campaign_content *k = campaign_content_get(a);
    char path[DATA_PATH_MAX];
    if (!k || !newest_autosave(a, path, sizeof path))
        return false;
    /* Read once per autosave file, not at every frame of the menu. */
    if (strcmp(path, k->continue_path) != 0) {
        snprintf(k->continue_path, sizeof k->continue_path, "%s", path);
        if (!campaign_save_title(path, k->continue_title, (int)sizeof k->continue_title))
            k->continue_title[0] = '\0';
    }
    snprintf(out, size, "%s", k->continue_title);
    return out[0] != '\0';
}

bool campaign_save_is(const char *path) { return campaign_save_title(path, NULL, 0); }

/* Whether a campaign autosave loads; err says why not. */
static bool campaign_autosave_loads(app *a, const char *path, void *ctx, data_error *err)
{
    (void)a;
    (void)ctx;
    loaded *l = malloc(sizeof *l);
    if (!l)
        return true; /* out of memory is no reason to set a file aside */
    bool ok = data_campaign_load(path, &l->map, &l->state, NULL, err);
    free(l);
    return ok;
}

/* The newest autosave that loads; damaged ones are set aside on the way. */
static bool newest_autosave(app *a, char *out, size_t size)
{
    campaign_content *k = campaign_content_get(a);
    if (!k || !k->autosave_dir[0])
        return false;
    return app_autosave_newest(a, &k->autosaves, k->autosave_dir, campaign_autosave_loads, NULL, out, size);
}

bool campaign_can_continue(app *a)
{
    char path[DATA_PATH_MAX];
    return newest_autosave(a, path, sizeof path);
}

bool campaign_continue(app *a)
{
    char path[DATA_PATH_MAX];
    if (!newest_autosave(a, path, sizeof path)) {
        if (!a->message[0])
            snprintf(a->message, sizeof a->message, "%s", _("No unfinished campaign to continue"));
        return false;
    }
    return open_file(a, path, path);
}
