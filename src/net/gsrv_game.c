/*
 * The game server's games as the protocol sees them (gsrv_impl.h): a game from
 * its create message, a seat joined, an act checked by the core's own test
 * (esc_game_test_action, or each kind's part) before it is applied, and stored
 * before it is answered; a game removed. Computer seats think on a thread each
 * (ai_choose on a copy of the game), at most GSRV_AI_THREADS at once. What every
 * kind shares (the table, start, settle) is gsrv_games.c's, storing a game and
 * loading them back gsrv_store.c's; this file calls them, they never call it.
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

gs_game *gs_game_create(gsrv *s, const cJSON *msg, const char *name, int *seat, const char **code, char *message,
                        size_t size)
{
    *code = "bad_request";
    const cJSON *kind = cJSON_GetObjectItemCaseSensitive(msg, "kind");
    if (!cJSON_IsString(kind)) {
        snprintf(message, size, "kind: a string is needed");
        return NULL;
    }
    bool trts = strcmp(kind->valuestring, "trts") == 0 && s->trts_rules != NULL;
    bool cq = strcmp(kind->valuestring, "conquest") == 0;
#ifdef GSRV_HAVE_CAMPAIGN
    bool ca = strcmp(kind->valuestring, "campaign") == 0;
    const char *ca_word = ", \"campaign\"";
#else
    bool ca = false;
    const char *ca_word = "";
#endif
    if (strcmp(kind->valuestring, "escarmouche") != 0 && !trts && !cq && !ca) {
        *code = "unknown_kind";
        snprintf(message, size, "kind: this server plays \"escarmouche\", \"conquest\"%s%s",
                 s->trts_rules ? ", \"trts\"" : "", ca_word);
        return NULL;
    }
    if (s->n_games >= s->cfg.max_games) {
        *code = "full";
        snprintf(message, size, "the server holds its most games (%d)", s->cfg.max_games);
        return NULL;
    }
    gs_game *g = calloc(1, sizeof *g);
    if (g == NULL) {
        *code = "internal";
        snprintf(message, size, "out of memory");
        return NULL;
    }
    g->last_seat = -1;
    g->n_seats = 2;
    esc_settings_default(&g->settings);
    const cJSON *limit = cJSON_GetObjectItemCaseSensitive(msg, "round_limit");
    if (limit) {
        if (!cJSON_IsNumber(limit) || limit->valuedouble != (int)limit->valuedouble || limit->valueint < 0 ||
            limit->valueint > ESC_MAX_ROUND_LIMIT) {
            snprintf(message, size, "round_limit: an integer from 0 to %d", ESC_MAX_ROUND_LIMIT);
            goto fail;
        }
        g->settings.round_limit = limit->valueint;
    }
    const cJSON *seed = cJSON_GetObjectItemCaseSensitive(msg, "seed");
    if (seed) {
        char *end = NULL;
        if (!cJSON_IsString(seed) || seed->valuestring[0] < '0' || seed->valuestring[0] > '9' ||
            strlen(seed->valuestring) > 20) {
            snprintf(message, size, "seed: a string of digits");
            goto fail;
        }
        g->seed = strtoull(seed->valuestring, &end, 10);
        g->seed_chosen = true;
        if (*end != '\0') {
            snprintf(message, size, "seed: a string of digits");
            goto fail;
        }
    } else if (getrandom(&g->seed, sizeof g->seed, 0) != (ssize_t)sizeof g->seed) {
        g->seed = (uint64_t)gs_now_us();
    }
    if (getrandom(&g->ai_seed, sizeof g->ai_seed, 0) != (ssize_t)sizeof g->ai_seed)
        g->ai_seed = (uint64_t)gs_now_us() * 0x9E3779B97F4A7C15ull ^ g->seed;
#ifdef GSRV_HAVE_CAMPAIGN
    if (ca) {
        g->kind = GS_CAMPAIGN;
        if (!gs_ca_create(s, g, msg, name, seat, code, message, size))
            goto fail;
        snprintf(g->map.name, sizeof g->map.name, "%s", g->ca->map.name);
        goto seated;
    }
#endif
    if (cq) {
        g->kind = GS_CONQUEST;
        if (!gs_cq_create(s, g, msg, name, seat, code, message, size))
            goto fail;
        snprintf(g->map.name, sizeof g->map.name, "%s", g->cq->map.name);
        goto seated;
    }
#ifdef GSRV_HAVE_TRTS
    if (trts) {
        g->kind = GS_TRTS;
        if (!gs_trts_create(s, g, msg, name, seat, code, message, size))
            goto fail;
        snprintf(g->map.name, sizeof g->map.name, "%s", g->trts->map.name);
        goto seated;
    }
#endif
    if (!gs_esc_load_map(s, cJSON_GetObjectItemCaseSensitive(msg, "map"), &g->map, message, size)) {
        *code = "bad_map";
        goto fail;
    }
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(msg, "seats");
    if (!cJSON_IsArray(seats) || cJSON_GetArraySize(seats) != ESC_SIDES) {
        snprintf(message, size, "seats: an array of %d objects", ESC_SIDES);
        goto fail;
    }
    *seat = -1;
    for (int i = 0; i < ESC_SIDES; i++) {
        const cJSON *si = cJSON_GetArrayItem(seats, i);
        const cJSON *player = cJSON_GetObjectItemCaseSensitive(si, "player");
        gs_seat *st = &g->seats[i];
        if (!cJSON_IsString(player)) {
            snprintf(message, size, "seats[%d].player: \"me\", \"open\" or \"computer\"", i);
            goto fail;
        }
        const char *p = player->valuestring;
        if (strcmp(p, "open") == 0) {
            st->player = GS_OPEN;
            continue;
        }
        if (strcmp(p, "me") == 0) {
            if (*seat >= 0) {
                snprintf(message, size, "seats[%d].player: only one seat is \"me\"", i);
                goto fail;
            }
            *seat = i;
            st->player = GS_HUMAN;
            snprintf(st->name, sizeof st->name, "%s", name);
        } else if (strcmp(p, "computer") == 0) {
            const cJSON *level = cJSON_GetObjectItemCaseSensitive(si, "level");
            ai_level lv;
            if (!cJSON_IsString(level) || !ai_level_parse(level->valuestring, &lv)) {
                snprintf(message, size, "seats[%d].level: random, easy, normal or hard", i);
                goto fail;
            }
            st->player = GS_COMPUTER;
            st->level = (int)lv;
            snprintf(st->name, sizeof st->name, "Computer (%s)", ai_level_id(lv));
        } else {
            snprintf(message, size, "seats[%d].player: \"me\", \"open\" or \"computer\"", i);
            goto fail;
        }
        if (!gs_esc_load_squad(s, cJSON_GetObjectItemCaseSensitive(si, "squad"), i, &st->squad, message, size)) {
            *code = "bad_squad";
            goto fail;
        }
        st->has_squad = true;
    }
    if (*seat < 0) {
        snprintf(message, size, "seats: one seat must be \"me\"");
        goto fail;
    }
seated:
    for (int i = 0; i < g->n_seats; i++)
        if (g->seats[i].player == GS_HUMAN && !gs_random_hex(g->seats[i].token, GSRV_TOKEN_LEN)) {
            *code = "internal";
            snprintf(message, size, "no random source for the token");
            goto fail;
        }
    do {
        if (!gs_random_hex(g->id, GSRV_ID_LEN)) {
            *code = "internal";
            snprintf(message, size, "no random source for the id");
            goto fail;
        }
    } while (gs_game_find(s, g->id));
    g->created = g->touched = gs_wall_s();
    g->status = GS_STATUS_OPEN;
    if (gs_game_all_squads(g) && !gs_game_start(s, g, message, size)) {
        *code = g->kind == GS_TRTS ? "bad_request" : "bad_squad";
        goto fail;
    }
    gs_game_refresh(g);
    if (!gs_game_store(s, g)) {
        *code = "internal";
        snprintf(message, size, "the game could not be stored");
        goto fail;
    }
    gs_game_add(s, g);
    gs_log(s, "game %s created by %s", g->id, name);
    return g;
fail:
    gs_game_free(g);
    return NULL;
}

bool gs_game_join(gsrv *s, gs_game *g, int seat, const cJSON *squad, const char *name, const char **code,
                  char *message, size_t size)
{
    if (seat < 0 || seat >= g->n_seats || g->seats[seat].player != GS_OPEN) {
        *code = "seat_taken";
        snprintf(message, size, "seat %d is not open", seat);
        return false;
    }
    gs_seat saved = g->seats[seat];
    gs_seat *st = &g->seats[seat];
    if (g->kind == GS_ESCARMOUCHE && !gs_esc_load_squad(s, squad, seat, &st->squad, message, size)) {
        *code = "bad_squad";
        *st = saved;
        return false;
    }
    st->has_squad = true;
    st->player = GS_HUMAN;
    snprintf(st->name, sizeof st->name, "%s", name);
    if (!gs_random_hex(st->token, GSRV_TOKEN_LEN)) {
        *st = saved;
        *code = "internal";
        snprintf(message, size, "no random source for the token");
        return false;
    }
    if (gs_game_all_squads(g) && !gs_game_start(s, g, message, size)) {
        *st = saved;
        *code = "bad_squad";
        return false;
    }
    gs_game_refresh(g);
    g->touched = gs_wall_s();
    if (!gs_game_store(s, g)) {
        *st = saved;
        g->status = GS_STATUS_OPEN;
        g->wants_ai = false;
        *code = "internal";
        snprintf(message, size, "the game could not be stored");
        return false;
    }
    return true;
}


/* Plays and stores; on a failure to store, the game goes back to before. */
bool gs_game_play_esc(gsrv *s, gs_game *g, const esc_action *a)
{
    esc_game before = g->game;
    char last[ESC_ACTION_TEXT_MAX];
    int last_seat = g->last_seat;
    memcpy(last, g->last, sizeof last);
    int64_t touched = g->touched;
    if (!gs_game_apply_esc(g, a))
        return false;
    g->touched = gs_wall_s();
    if (!gs_game_store(s, g)) {
        g->game = before;
        esc_record_truncate(&g->record, g->record.n_actions - 1);
        memcpy(g->last, last, sizeof last);
        g->last_seat = last_seat;
        g->touched = touched;
        return false;
    }
    gs_game_settle(g);
    return true;
}

int gs_game_act_seq(const gs_game *g, int seat)
{
    if (g->kind == GS_CONQUEST)
        return g->status == GS_STATUS_OPEN ? 0 : gs_cq_turn(g);
    if (g->kind == GS_TRTS || g->kind == GS_CAMPAIGN)
        return g->vseq[seat >= 0 && seat < GSRV_SEATS ? seat : GSRV_SEATS];
    return gs_game_seq(g);
}

#ifdef GSRV_HAVE_TRTS
static bool trts_act(gsrv *s, gs_game *g, int seat, const cJSON *action, const char **code, char *message,
                     size_t size, int *problem)
{
    trts_state *before = malloc(sizeof *before);
    if (before == NULL) {
        *code = "internal";
        snprintf(message, size, "out of memory");
        return false;
    }
    *before = g->trts->state;
    int n = g->trts->n_actions;
    int r = gs_trts_act(g, seat, action, code, message, size);
    if (r != -2) {
        *problem = r;
        free(before);
        return false;
    }
    int64_t touched = g->touched;
    g->touched = gs_wall_s();
    gs_game_settle(g);
    gs_game_refresh(g);
    if (!gs_game_store(s, g)) {
        gs_trts_undo_to(g, before, n);
        g->touched = touched;
        gs_game_settle(g);
        *code = "internal";
        snprintf(message, size, "the game could not be stored: nothing was played");
        free(before);
        return false;
    }
    free(before);
    return true;
}
#endif

bool gs_game_act(gsrv *s, gs_game *g, int seat, int seq, const cJSON *action, const char **code, char *message,
                 size_t size, int *problem)
{
    *problem = -1;
    if (g->status == GS_STATUS_OPEN) {
        *code = "not_started";
        snprintf(message, size, "a seat is still open");
        return false;
    }
    if (g->status == GS_STATUS_OVER) {
        *code = "game_over";
        snprintf(message, size, "the game is over");
        return false;
    }
    if (seq != gs_game_act_seq(g, seat)) {
        *code = "stale";
        snprintf(message, size, "the game is at seq %d, not %d", gs_game_act_seq(g, seat), seq);
        return false;
    }
#ifdef GSRV_HAVE_TRTS
    if (g->kind == GS_TRTS)
        return trts_act(s, g, seat, action, code, message, size, problem);
#endif
#ifdef GSRV_HAVE_CAMPAIGN
    if (g->kind == GS_CAMPAIGN) {
        gs_ca *staged = NULL, *old = g->ca;
        int r = gs_ca_stage(s, g, seat, action, &staged, code, message, size);
        *problem = r >= 0 ? r : -1;
        if (r != -2)
            return false;
        int64_t touched = g->touched;
        g->touched = gs_wall_s();
        g->ca = staged; /* stored as it would be */
        gs_game_settle(g);
        gs_game_refresh(g);
        bool stored = gs_game_store(s, g);
        g->ca = old;
        gs_ca_finish(g, staged, stored);
        gs_game_settle(g);
        if (!stored) {
            g->touched = touched;
            *code = "internal";
            snprintf(message, size, "the game could not be stored: nothing was decided");
            return false;
        }
        return true;
    }
#endif
    if (g->kind == GS_CONQUEST) {
        gs_cq *staged = NULL, *q = g->cq;
        int r = gs_cq_stage(g, seat, action, &staged, code, message, size);
        *problem = r >= 0 ? r : -1;
        if (r != -2)
            return false;
        int64_t touched = g->touched;
        g->touched = gs_wall_s();
        g->cq = staged; /* stored as it would be */
        bool stored = gs_game_store(s, g);
        g->cq = q;
        gs_cq_finish(g, staged, stored);
        if (!stored) {
            g->touched = touched;
            *code = "internal";
            snprintf(message, size, "the orders could not be stored: nothing was given");
            return false;
        }
        gs_game_settle(g);
        return true;
    }
    if (!cJSON_IsString(action)) {
        *code = "bad_request";
        snprintf(message, size, "action: a string in the rules' notation");
        return false;
    }
    const char *text = action->valuestring;
    if (g->game.active != seat) {
        *code = "not_your_turn";
        snprintf(message, size, "seat %d is to act", g->game.active);
        return false;
    }
    esc_action a;
    if (strlen(text) >= 64 || !esc_action_parse(&g->game, text, &a)) {
        *code = "bad_action";
        snprintf(message, size, "not an action in the notation: '%.64s'", text);
        return false;
    }
    esc_problem p = esc_game_test_action(&g->game, &a);
    if (p != ESC_OK) {
        *code = "illegal";
        *problem = (int)p;
        snprintf(message, size, "the rules refuse '%s': %s", text, esc_problem_text(p));
        return false;
    }
    if (!gs_game_play_esc(s, g, &a)) {
        *code = "internal";
        snprintf(message, size, "the game could not be stored: nothing was played");
        return false;
    }
    return true;
}
