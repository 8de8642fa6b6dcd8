/*
 * The game server's games, whatever their kind (gsrv_impl.h): the clock and the
 * log, the table that finds a game by its id, a game added, removed and freed, begun when
 * every seat has its squad, settled after each change (over? a computer to
 * think?), and an Escarmouche action applied to the record and the state. Both
 * the protocol's part (gsrv_game.c) and storage (gsrv_store.c) stand on it; it
 * calls neither, only each kind's own part (gsrv_cq.c, gsrv_trts.c).
 */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/random.h>
#include <time.h>

#include "gsrv_impl.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"
#include "skirmish/ai/cq_bots.h"
#include "skirmish/i18n.h"

int64_t gs_now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

int64_t gs_wall_s(void) { return (int64_t)time(NULL); }

void gs_log(gsrv *s, const char *fmt, ...)
{
    if (!s->cfg.log)
        return;
    va_list ap;
    va_start(ap, fmt);
    fputs("serve: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

bool gs_random_hex(char *out, int n)
{
    unsigned char raw[64];
    int bytes = (n + 1) / 2;
    if (bytes > (int)sizeof raw || getrandom(raw, (size_t)bytes, 0) != bytes)
        return false;
    static const char hex[] = "0123456789abcdef";
    for (int i = 0; i < n; i++)
        out[i] = hex[(raw[i / 2] >> (i % 2 ? 0 : 4)) & 15];
    out[n] = '\0';
    return true;
}

static unsigned bucket_of(const char *id)
{
    unsigned h = 2166136261u;
    for (const char *p = id; *p; p++)
        h = (h ^ (unsigned char)*p) * 16777619u;
    return h % GSRV_BUCKETS;
}

gs_game *gs_game_find(gsrv *s, const char *id)
{
    for (gs_game *g = s->buckets[bucket_of(id)]; g; g = g->hnext)
        if (strcmp(g->id, id) == 0)
            return g;
    return NULL;
}

void gs_game_add(gsrv *s, gs_game *g)
{
    unsigned b = bucket_of(g->id);
    g->hnext = s->buckets[b];
    s->buckets[b] = g;
    g->next = s->games;
    s->games = g;
    s->n_games++;
}

void gs_game_free(gs_game *g)
{
    if (g->job) { /* a decision still thinking: wait for it (bounded by its cap) */
        pthread_join(g->job->thread, NULL);
        free(g->job);
    }
    esc_record_free(&g->record);
#ifdef GSRV_HAVE_TRTS
    gs_trts_free(g);
#endif
    gs_cq_free(g);
#ifdef GSRV_HAVE_CAMPAIGN
    gs_ca_free(g);
#endif
    free(g);
}

/* ---- playing ---- */

void gs_game_settle(gs_game *g)
{
    if (g->kind == GS_CONQUEST) { /* the bots give their orders as the turn is resolved */
        if (g->status == GS_STATUS_PLAYING && gs_cq_over(g))
            g->status = GS_STATUS_OVER;
        g->wants_ai = false;
        return;
    }
#ifdef GSRV_HAVE_CAMPAIGN
    if (g->kind == GS_CAMPAIGN) { /* its computers decide as the campaign goes, but on the board */
        if (g->status == GS_STATUS_PLAYING && gs_ca_over(g))
            g->status = GS_STATUS_OVER;
        int level;
        g->wants_ai = g->status == GS_STATUS_PLAYING && gs_ca_board_computer(g, &level) >= 0;
        return;
    }
#endif
#ifdef GSRV_HAVE_TRTS
    if (g->kind == GS_TRTS) {
        if (g->status == GS_STATUS_PLAYING && gs_trts_over(g))
            g->status = GS_STATUS_OVER;
        g->wants_ai = g->status == GS_STATUS_PLAYING && g->seats[gs_trts_current(g)].player == GS_COMPUTER;
        return;
    }
#endif
    if (g->status == GS_STATUS_PLAYING && g->game.phase == ESC_PHASE_OVER)
        g->status = GS_STATUS_OVER;
    g->wants_ai = g->status == GS_STATUS_PLAYING && g->seats[g->game.active].player == GS_COMPUTER;
}

/* Every seat has its squad: the game begins (a failure leaves it open). */
bool gs_game_start(gsrv *s, gs_game *g, char *message, size_t size)
{
#ifdef GSRV_HAVE_CAMPAIGN
    if (g->kind == GS_CAMPAIGN) {
        if (!gs_ca_start(s, g)) {
            snprintf(message, size, "the campaign cannot start on this map");
            return false;
        }
        g->status = GS_STATUS_PLAYING;
        gs_game_settle(g);
        return true;
    }
#endif
    if (g->kind == GS_CONQUEST) {
        if (!gs_cq_start(g)) {
            snprintf(message, size, "the game cannot start on this map");
            return false;
        }
        g->status = GS_STATUS_PLAYING;
        return true;
    }
#ifdef GSRV_HAVE_TRTS
    if (g->kind == GS_TRTS) {
        if (!gs_trts_start(s, g)) {
            snprintf(message, size, "the game cannot start on this map");
            return false;
        }
        g->status = GS_STATUS_PLAYING;
        gs_game_settle(g);
        return true;
    }
#endif
    (void)s;
    const esc_squad *squads[ESC_SIDES] = { &g->seats[0].squad, &g->seats[1].squad };
    int which = 0;
    esc_setup_problem p = esc_game_init(&g->game, &g->map, squads, &g->settings, g->seed, &which);
    if (p != ESC_SETUP_OK) {
        snprintf(message, size, "the game cannot start: %s",
                 p == ESC_SETUP_BAD_SQUAD ? "a squad is not legal" : p == ESC_SETUP_BAD_MAP ? "bad map" : "bad settings");
        return false;
    }
    esc_record_free(&g->record);
    esc_record_init(&g->record, &g->map, squads, &g->settings, g->seed);
    g->status = GS_STATUS_PLAYING;
    gs_game_settle(g);
    return true;
}

bool gs_game_all_squads(const gs_game *g)
{
    for (int i = 0; i < g->n_seats; i++)
        if (!g->seats[i].has_squad)
            return false;
    return true;
}
/* Applies a legal action for the side to act, recording it; the caller stores. */
bool gs_game_apply_esc(gs_game *g, const esc_action *a)
{
    if (!esc_record_push(&g->record, a))
        return false;
    char text[ESC_ACTION_TEXT_MAX];
    esc_action_format(&g->game, a, text);
    int side = g->game.active;
    if (esc_game_apply(&g->game, a, NULL) != ESC_OK) {
        esc_record_truncate(&g->record, g->record.n_actions - 1);
        return false;
    }
    snprintf(g->last, sizeof g->last, "%s", text);
    g->last_seat = side;
    return true;
}

void gs_game_remove(gsrv *s, gs_game *g, bool forget)
{
    gs_game **p = &s->buckets[bucket_of(g->id)];
    for (; *p; p = &(*p)->hnext)
        if (*p == g) {
            *p = g->hnext;
            break;
        }
    for (p = &s->games; *p; p = &(*p)->next)
        if (*p == g) {
            *p = g->next;
            break;
        }
    s->n_games--;
    if (forget) {
        char path[4200], file[32];
        snprintf(file, sizeof file, "%s.json", g->id);
        if (data_paths_join(path, sizeof path, s->store_dir, file))
            remove(path);
    }
    if (g->job)
        s->jobs--;
    gs_game_free(g);
}
