/*
 * The game server's computer seats: an Escarmouche decision thinks on a
 * thread of its own (ai_choose on a copy of the game, at most
 * GSRV_AI_THREADS at once) and is played, checked again, once it is done and
 * the game is still where it was; a TRTS plan is played at once (the TRTS
 * computer decides in milliseconds), one plan a tick. Each is stored before
 * it is shown. Called by gsrv.c's clock; calls gsrv_game.c and gsrv_trts.c.
 */
#include <stdlib.h>

#include "gsrv_impl.h"

static void *think(void *arg)
{
    gs_job *job = arg;
    ai_player player;
    job->ok = ai_player_init(&player, &job->config) && ai_choose(&player, &job->game, &job->out, NULL);
    ai_player_free(&player);
    atomic_store(&job->done, true);
    return NULL;
}

#ifdef GSRV_HAVE_CAMPAIGN
/* A Campaign computer's board action: staged, stored, then kept (as an act). */
static bool play_board(gsrv *s, gs_game *g, const esc_action *a)
{
    gs_ca *old = g->ca, *staged = gs_ca_stage_board(s, g, a);
    if (staged == NULL)
        return false;
    int64_t touched = g->touched;
    g->touched = gs_wall_s();
    g->ca = staged;
    gs_game_settle(g);
    gs_game_refresh(g);
    bool stored = gs_game_store(s, g);
    g->ca = old;
    gs_ca_finish(g, staged, stored);
    if (!stored)
        g->touched = touched;
    gs_game_settle(g);
    return stored;
}
#endif

bool gs_game_ai_start(gsrv *s, gs_game *g)
{
#ifdef GSRV_HAVE_TRTS
    if (g->kind == GS_TRTS) {
        /* The TRTS computer plans in a few milliseconds: played at once, one
         * plan a tick (each stored before it is shown). */
        bool played = g->wants_ai && gs_trts_ai(g);
        g->wants_ai = false;
        if (played) {
            g->touched = gs_wall_s();
            gs_game_settle(g);
            gs_game_refresh(g);
            gs_game_store(s, g);
        }
        return played;
    }
#endif
    if (!g->wants_ai || g->job || s->jobs >= GSRV_AI_THREADS)
        return false;
    const esc_game *board = &g->game;
    int level = g->seats[g->game.active].level, seq = g->record.n_actions;
#ifdef GSRV_HAVE_CAMPAIGN
    if (g->kind == GS_CAMPAIGN) { /* a computer's turn on a duel's board */
        if (gs_ca_board_computer(g, &level) < 0) {
            g->wants_ai = false;
            return false;
        }
        board = &g->ca->board;
        seq = g->ca->n_board;
    }
#endif
    gs_job *job = calloc(1, sizeof *job);
    if (job == NULL)
        return false;
    job->game = *board;
    job->seq = seq;
    ai_config_default(&job->config, (ai_level)level);
    /* The same position gets the same answer after a restart. */
    job->config.seed = g->ai_seed ^ (0x9E3779B97F4A7C15ull * (uint64_t)(seq + 1));
    atomic_init(&job->done, false);
    if (pthread_create(&job->thread, NULL, think, job) != 0) {
        free(job);
        return false;
    }
    g->job = job;
    g->wants_ai = false;
    s->jobs++;
    return false;
}

bool gs_game_ai_poll(gsrv *s, gs_game *g)
{
    gs_job *job = g->job;
    if (job == NULL || !atomic_load(&job->done))
        return false;
    pthread_join(job->thread, NULL);
    g->job = NULL;
    s->jobs--;
    bool played = false;
#ifdef GSRV_HAVE_CAMPAIGN
    if (g->kind == GS_CAMPAIGN) {
        played = job->ok && job->seq == g->ca->n_board && g->status == GS_STATUS_PLAYING && play_board(s, g, &job->out);
        if (!played)
            gs_game_settle(g);
        free(job);
        return played;
    }
#endif
    if (job->ok && job->seq == g->record.n_actions && g->status == GS_STATUS_PLAYING &&
        esc_game_test_action(&g->game, &job->out) == ESC_OK)
        played = gs_game_play_esc(s, g, &job->out);
    if (!played)
        gs_game_settle(g); /* tried again at the next tick */
    free(job);
    return played;
}
