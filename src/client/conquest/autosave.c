/*
 * Conquest's autosave and the main menu's "Continue Conquest" (docs/client.md
 * "Saves"): an unfinished game is written to <user dir>/conquest-autosaves when
 * it opens, after every turn and whenever a seat's orders or Ready change, with
 * its seats, names and each seat's orders of the turn (hidden: only that seat's
 * screen shows them) and its record (every turn from the start, so the last
 * turn plays again after Continue), one file per game (a new name claimed atomically, then
 * rewritten in place); the file goes when the game ends. A save names the
 * game's autosave, so loading it goes on writing to that file (one game, one
 * Continue row). The main menu's Continue lists every one of them among the
 * other games' (shell/unfinished.c, fed by front/unfinished.c); conquest_continue
 * opens the newest one that loads (a damaged one is set aside by the shell's
 * app_autosave_newest); either way the game goes on writing to it. A save
 * loaded (conquest_load: a file chosen or dropped) goes on in the autosave it
 * names, here too; a file dropped on the setup screen is a map (setup.c).
 */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "conquest/conquest.h"
#include "conquest/look.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/replay_keep.h"
#include "skirmish/i18n.h"

static bool autosave_dir(app *a, char *out, size_t size)
{
    return a->user_dir[0] && data_paths_join(out, size, a->user_dir, "conquest-autosaves");
}

bool conquest_autosave_named(app *a, const char *name, char *out, size_t size)
{
    char dir[DATA_PATH_MAX];
    return name[0] && autosave_dir(a, dir, sizeof dir) && data_paths_join(out, size, dir, name);
}

bool conquest_autosave_is(app *a, const char *path)
{
    char dir[DATA_PATH_MAX];
    if (!autosave_dir(a, dir, sizeof dir))
        return false;
    size_t n = strlen(dir);
    return strncmp(path, dir, n) == 0 && path[n] == '/';
}

bool conquest_autosave_ahead(const char *path, int turn)
{
    static cq_state state; /* large: not on the stack */
    cq_graph graph;
    cq_graph_init(&graph);
    data_seat seats[CQ_MAX_PLAYERS];
    char name[64];
    data_error err;
    bool ahead = data_cq_save_load_seats(path, name, sizeof name, seats, &graph, &state, NULL, &err) &&
                 state.turn > turn;
    cq_graph_free(&graph);
    return ahead;
}

void conquest_save_setup(const conquest_screen *c, data_cq_save_setup *out)
{
    memset(out, 0, sizeof *out);
    out->fair_starts = c->match.fair_starts;
    const char *name = strrchr(c->autosave, '/');
    snprintf(out->autosave, sizeof out->autosave, "%s", name ? name + 1 : "");
    /* Each human's orders of this turn and Ready (the bots order when the turn
     * resolves): Continue resumes the turn where it was left. */
    for (int p = 0; p < c->match.state.n_players && p < CQ_MAX_PLAYERS; p++)
        if (conquest_match_is_human(&c->match, p)) {
            out->drafts[p] = c->match.orders[p].list;
            out->n_drafts[p] = c->match.orders[p].n;
            out->ready[p] = c->match.orders[p].ready;
        }
}

unsigned long conquest_drafts_hash(const conquest_match *m)
{
    unsigned long h = 2166136261u;
#define MIX(v) (h = (h ^ (unsigned long)(v)) * 16777619u)
    MIX(m->state.turn);
    for (int p = 0; p < m->state.n_players; p++) {
        MIX(m->orders[p].ready ? 7 : 3);
        MIX(m->orders[p].n);
        for (int i = 0; i < m->orders[p].n; i++) {
            MIX(m->orders[p].list[i].from);
            MIX(m->orders[p].list[i].to);
            MIX(m->orders[p].list[i].units);
        }
    }
#undef MIX
    return h;
}

void conquest_drafts_restore(conquest_match *m, const data_cq_save_setup *setup)
{
    for (int p = 0; p < m->state.n_players && p < CQ_MAX_PLAYERS; p++) {
        if (!conquest_match_is_human(m, p) || cq_state_over(&m->state))
            continue;
        /* Entered again as the screen would: an order the state refuses is dropped. */
        for (int i = 0; i < setup->n_drafts[p]; i++) {
            const cq_order *o = &setup->drafts[p][i];
            int from = cq_graph_find(&m->graph, o->from), to = cq_graph_find(&m->graph, o->to);
            if (from >= 0 && to >= 0)
                conquest_match_set_order(m, p, from, to, o->units);
        }
        conquest_match_set_ready(m, p, setup->ready[p]);
    }
}

void conquest_autosave(app *a, conquest_screen *c)
{
    c->drafts_saved = conquest_drafts_hash(&c->match);
    if (c->online)
        return; /* the server keeps an online game (its replay: remote.c) */
    if (cq_state_over(&c->match.state)) {
        /* A finished game is nothing to continue: its autosave goes, and the
         * game is kept among the replays, once (the autosave is removed once). */
        if (c->autosave[0] && remove(c->autosave) == 0) {
            data_error kerr;
            data_seat kept_seats[CQ_MAX_PLAYERS];
            conquest_match_seats(&c->match, kept_seats);
            data_replay_keep_cq(NULL, c->match.map_name, kept_seats, &c->match.state, &c->match.record, NULL, 0,
                                &kerr);
        }
        c->autosave[0] = '\0';
        return;
    }
    char dir[DATA_PATH_MAX];
    if (!autosave_dir(a, dir, sizeof dir))
        return;
    data_seat seats[CQ_MAX_PLAYERS];
    conquest_match_seats(&c->match, seats);
    data_error err;
    bool ok;
    static data_cq_save_setup setup; /* large: not on the stack */
    conquest_save_setup(c, &setup);
    if (c->autosave[0]) {
        ok = data_cq_save_save_record(c->autosave, c->match.map_name, seats, &c->match.state, &c->log, &setup,
                                      &c->match.record, &err);
    } else {
        char stem[64];
        data_file_time_stem(stem, sizeof stem, "-conquest");
        ok = data_paths_make_dirs(dir) && data_cq_save_save_new_record(dir, stem, c->autosave, sizeof c->autosave,
                                                                        c->match.map_name, seats, &c->match.state,
                                                                        &c->log, &setup, &c->match.record, &err);
        if (!ok) {
            c->autosave[0] = '\0';
            if (!data_paths_is_dir(dir))
                snprintf(err.message, sizeof err.message, "%s", _("cannot create the autosave folder"));
        }
    }
    if (!ok)
        /* TRANSLATORS: %s says why (a file error); the game goes on. */
        snprintf(c->message, sizeof c->message, _("Autosave failed: %.150s"), err.message);
}

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
    if (!k || !autosave_dir(a, dir, sizeof dir))
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
    conquest_play_args args = { .match = &m, .autosave = autosave, .events = &events };
    ok = app_scene_open_from_root(a, &conquest_play_scene, &args);
    evlog_free(&events);
    conquest_match_free(&m);
    return ok;
}
