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
 * app_autosave_newest, continue.c); either way the game goes on writing to it.
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

bool conquest_autosave_dir(app *a, char *out, size_t size)
{
    return a->user_dir[0] && data_paths_join(out, size, a->user_dir, "conquest-autosaves");
}

bool conquest_autosave_named(app *a, const char *name, char *out, size_t size)
{
    char dir[DATA_PATH_MAX];
    return name[0] && conquest_autosave_dir(a, dir, sizeof dir) && data_paths_join(out, size, dir, name);
}

bool conquest_autosave_is(app *a, const char *path)
{
    char dir[DATA_PATH_MAX];
    if (!conquest_autosave_dir(a, dir, sizeof dir))
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
    if (c->no_autosave) {
        /* the coached first game (blind play-test 11: each one stayed under
         * Continue): its file, made as the screen opened, goes */
        if (c->autosave[0])
            remove(c->autosave);
        c->autosave[0] = '\0';
        return;
    }
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
    if (!conquest_autosave_dir(a, dir, sizeof dir))
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
