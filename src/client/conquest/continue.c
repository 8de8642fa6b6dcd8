/*
 * Opening a Conquest game that was saved: the main menu's "Continue Conquest"
 * (the newest autosave that loads, its label read again only when the file
 * changed) and a file chosen or dropped (conquest_load: on the setup screen a
 * map joins its maps, else a saved game opens and goes on in the autosave it
 * names, autosave.c). Above the game screen and the setup: it opens them.
 */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "conquest/conquest.h"
#include "conquest/look.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/data/paths.h"
#include "skirmish/i18n.h"

/* Whether a Conquest autosave loads; err says why not. */
static bool autosave_loads(app *a, const char *path, void *ctx, data_error *err)
{
    (void)a;
    (void)ctx;
    static cq_state state; /* large: not on the stack */
    cq_graph graph;
    cq_graph_init(&graph);
    data_seat seats[CQ_MAX_PLAYERS];
    char name[64];
    bool ok = data_cq_save_load_seats(path, name, sizeof name, seats, &graph, &state, NULL, err);
    cq_graph_free(&graph);
    return ok;
}

static bool newest(app *a, char *out, size_t size)
{
    conquest_content *k = conquest_content_get(a);
    char dir[DATA_PATH_MAX];
    if (!k || !conquest_autosave_dir(a, dir, sizeof dir))
        return false;
    return app_autosave_newest(a, &k->autosaves, dir, autosave_loads, NULL, out, size);
}

bool conquest_continue_label(app *a, char *out, size_t size, char *tip, size_t tip_size)
{
    conquest_content *k = conquest_content_get(a);
    char path[DATA_PATH_MAX];
    if (!k || !newest(a, path, sizeof path))
        return false;
    struct stat st;
    time_t t = stat(path, &st) == 0 ? st.st_mtime : 0;
    if (t != k->continue_time || strcmp(path, k->continue_path) != 0) { /* read again only when it changed */
        static cq_state state;
        cq_graph graph;
        cq_graph_init(&graph);
        data_seat seats[CQ_MAX_PLAYERS];
        data_error err;
        k->continue_turn = data_cq_save_load_seats(path, k->continue_map, sizeof k->continue_map, seats, &graph,
                                                   &state, NULL, &err)
                               ? state.turn
                               : 0;
        cq_graph_free(&graph);
        k->continue_time = t;
        snprintf(k->continue_path, sizeof k->continue_path, "%s", path);
    }
    char map[96];
    conquest_map_title(map, sizeof map, k->continue_map);
    /* TRANSLATORS: the main menu's button: the newest unfinished Conquest game, its map and its turn */
    snprintf(out, size, _("Continue Conquest: %.60s, turn %d"), map, k->continue_turn);
    if (tip && tip_size) {
        char when[64] = "";
        if (t)
            i18n_date(when, sizeof when, (time_t)t);
        /* TRANSLATORS: the tooltip of "Continue Conquest": the map, the turn, when it was last played */
        snprintf(tip, tip_size, _("%.80s · turn %d · %.40s"), map, k->continue_turn, when);
    }
    return true;
}

bool conquest_continue(app *a)
{
    char path[DATA_PATH_MAX];
    if (!newest(a, path, sizeof path)) {
        if (!a->message[0])
            snprintf(a->message, sizeof a->message, "%s", _("No unfinished Conquest game to continue"));
        return false;
    }
    return conquest_load(a, path);
}

/* A dropped or chosen file: a map while the setup is open, else a saved game. */
bool conquest_load(app *a, const char *path)
{
    if (app_scene_top(a) == &conquest_setup_scene)
        return conquest_setup_add_map(a, path);
    cq_graph graph;
    cq_graph_init(&graph);
    cq_state state;
    data_seat saved[CQ_MAX_PLAYERS];
    int seats[CQ_MAX_PLAYERS];
    char name[64];
    data_error err;
    evlog events;
    evlog_init(&events);
    static data_cq_save_setup setup; /* large: not on the stack */
    data_cq_record record;
    data_cq_record_init(&record);
    if (!data_cq_save_load_record(path, name, sizeof name, saved, &graph, &state, &events, &setup, &record, &err)) {
        data_error_format(&err, a->message, sizeof a->message);
        evlog_free(&events);
        cq_graph_free(&graph);
        a->dirty = true;
        return false;
    }
    conquest_match m;
    conquest_match_init(&m);
    for (int p = 0; p < state.n_players; p++)
        seats[p] = data_cq_seat_level(&saved[p]);
    bool ok = conquest_match_adopt(&m, &graph, &state, seats, name);
    m.fair_starts = setup.fair_starts; /* saved again with the game */
    conquest_match_set_names(&m, saved, state.n_players);
    cq_graph_free(&graph);
    if (ok) {
        conquest_match_take_record(&m, &record); /* Replay and Steps of the last turn, as before the quit */
        conquest_drafts_restore(&m, &setup); /* the turn as it was left: orders and Ready */
    }
    data_cq_record_free(&record);
    data_cq_save_setup_free(&setup);
    if (!ok) {
        conquest_match_free(&m);
        evlog_free(&events);
        snprintf(a->message, sizeof a->message, "%s", _("out of memory"));
        return false;
    }
    /* An autosave goes on in its own file; a save goes on in its game's
     * autosave (named in it), so the game keeps one Continue row, unless that
     * autosave is further on than the save (an older save loaded): then the
     * loaded game goes on in a new autosave and both stay in Continue, each
     * with its turn; nothing a player played is overwritten. */
    char own[DATA_PATH_MAX];
    const char *autosave = conquest_autosave_is(a, path) ? path
                           : conquest_autosave_named(a, setup.autosave, own, sizeof own) ? own
                                                                                           : NULL;
    if (autosave == own && conquest_autosave_ahead(own, state.turn))
        autosave = NULL;
    conquest_play_args args = { .match = &m, .autosave = autosave, .events = &events, .again = &conquest_setup_scene };
    ok = app_scene_open_from_root(a, &conquest_play_scene, &args);
    evlog_free(&events);
    conquest_match_free(&m);
    return ok;
}
