/*
 * The game server's games (gsrv_impl.h): an Escarmouche game from its create
 * message to its end, held as the core's record (map, squads, settings, seed,
 * actions) and the state it replays to. Every action goes through the core's
 * own test (esc_game_test_action) before esc_game_apply, and is stored before
 * it is answered. Computer seats think on a thread each (ai_choose on a copy
 * of the game), at most GSRV_AI_THREADS at once. Storing a game in its file
 * and loading them all back are at the end ("storing"). What a seat is shown
 * is gsrv_view.c's, the only file this one calls.
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

static void game_add(gsrv *s, gs_game *g)
{
    unsigned b = bucket_of(g->id);
    g->hnext = s->buckets[b];
    s->buckets[b] = g;
    g->next = s->games;
    s->games = g;
    s->n_games++;
}

static void game_free(gs_game *g)
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
static bool start(gsrv *s, gs_game *g, char *message, size_t size)
{
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

static bool all_squads(const gs_game *g)
{
    for (int i = 0; i < g->n_seats; i++)
        if (!g->seats[i].has_squad)
            return false;
    return true;
}

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
    if (strcmp(kind->valuestring, "escarmouche") != 0 && !trts && !cq) {
        *code = "unknown_kind";
        snprintf(message, size, "kind: this server plays \"escarmouche\", \"conquest\"%s", s->trts_rules ? ", \"trts\"" : "");
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
        if (*end != '\0') {
            snprintf(message, size, "seed: a string of digits");
            goto fail;
        }
    } else if (getrandom(&g->seed, sizeof g->seed, 0) != (ssize_t)sizeof g->seed) {
        g->seed = (uint64_t)gs_now_us();
    }
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
    if (all_squads(g) && !start(s, g, message, size)) {
        *code = g->kind == GS_TRTS ? "bad_request" : "bad_squad";
        goto fail;
    }
    gs_game_refresh(g);
    if (!gs_game_store(s, g)) {
        *code = "internal";
        snprintf(message, size, "the game could not be stored");
        goto fail;
    }
    game_add(s, g);
    gs_log(s, "game %s created by %s", g->id, name);
    return g;
fail:
    game_free(g);
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
    if (all_squads(g) && !start(s, g, message, size)) {
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

/* Applies a legal action for the side to act, recording it; the caller stores. */
static bool play(gs_game *g, const esc_action *a)
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

/* Plays and stores; on a failure to store, the game goes back to before. */
bool gs_game_play_esc(gsrv *s, gs_game *g, const esc_action *a)
{
    esc_game before = g->game;
    char last[ESC_ACTION_TEXT_MAX];
    int last_seat = g->last_seat;
    memcpy(last, g->last, sizeof last);
    int64_t touched = g->touched;
    if (!play(g, a))
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
    if (g->kind == GS_TRTS)
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
    game_free(g);
}

/* ---- storing: one file per game, rewritten atomically ---- */

static bool level_find_trts(const char *id, int *level)
{
#ifdef GSRV_HAVE_TRTS
    *level = trts_level_find(id);
    return *level >= 0;
#else
    (void)id;
    (void)level;
    return false;
#endif
}

static const char *level_id_trts(int level)
{
#ifdef GSRV_HAVE_TRTS
    return trts_level_id(level);
#else
    (void)level;
    return "?";
#endif
}

static cJSON *parsed(char *text)
{
    cJSON *o = text ? cJSON_Parse(text) : NULL;
    free(text);
    return o;
}

bool gs_game_store(gsrv *s, gs_game *g)
{
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "format", "skirmish-server-game");
    cJSON_AddNumberToObject(root, "version", 1);
    cJSON_AddStringToObject(root, "id", g->id);
    cJSON_AddStringToObject(root, "kind", g->kind == GS_TRTS ? "trts" : g->kind == GS_CONQUEST ? "conquest" : "escarmouche");
    cJSON_AddNumberToObject(root, "created", (double)g->created);
    cJSON_AddNumberToObject(root, "touched", (double)g->touched);
    char seed[24];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)g->seed);
    cJSON_AddStringToObject(root, "seed", seed);
    bool ok = true;
    bool esc = g->kind == GS_ESCARMOUCHE;
    if (esc) {
        cJSON *map = parsed(data_map_to_json(&g->map));
        cJSON *settings = parsed(data_settings_to_json(&g->settings));
        ok = map && settings;
        cJSON_AddItemToObject(root, "map", map ? map : cJSON_CreateNull());
        cJSON_AddItemToObject(root, "settings", settings ? settings : cJSON_CreateNull());
    }
    cJSON *seats = cJSON_AddArrayToObject(root, "seats");
    for (int i = 0; i < g->n_seats; i++) {
        const gs_seat *st = &g->seats[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "player", gs_player_word(st));
        if (st->player != GS_OPEN)
            cJSON_AddStringToObject(o, "name", st->name);
        if (st->player == GS_HUMAN)
            cJSON_AddStringToObject(o, "token", st->token);
        if (st->player == GS_COMPUTER)
            cJSON_AddStringToObject(o, "level", esc ? ai_level_id((ai_level)st->level)
                                                : st->level_word ? st->level_word : level_id_trts(st->level));
        if (esc && st->has_squad) {
            cJSON *sq = parsed(data_squad_to_json(&st->squad));
            ok = ok && sq;
            cJSON_AddItemToObject(o, "squad", sq ? sq : cJSON_CreateNull());
        }
        cJSON_AddItemToArray(seats, o);
    }
#ifdef GSRV_HAVE_TRTS
    if (g->kind == GS_TRTS) {
        cJSON *views = cJSON_AddArrayToObject(root, "views");
        for (int k = 0; k <= GSRV_SEATS; k++) {
            char h[24];
            snprintf(h, sizeof h, "%016llx", (unsigned long long)g->vhash[k]);
            cJSON *o = cJSON_CreateObject();
            cJSON_AddNumberToObject(o, "seq", g->vseq[k]);
            cJSON_AddStringToObject(o, "hash", h);
            cJSON_AddItemToArray(views, o);
        }
        gs_trts_store(g, root);
    }
#endif
    if (g->kind == GS_CONQUEST)
        gs_cq_store(g, root);
    cJSON *actions = cJSON_AddArrayToObject(root, "actions");
    if (esc && g->status != GS_STATUS_OPEN) {
        /* Each action in the notation, written in the position it was played in. */
        esc_game gm;
        if (esc_record_start(&g->record, &gm, NULL) != ESC_SETUP_OK)
            ok = false;
        for (int i = 0; ok && i < g->record.n_actions; i++) {
            char text[ESC_ACTION_TEXT_MAX];
            esc_action_format(&gm, &g->record.actions[i], text);
            cJSON_AddItemToArray(actions, cJSON_CreateString(text));
            ok = esc_game_apply(&gm, &g->record.actions[i], NULL) == ESC_OK;
        }
    }
    char *text = ok ? cJSON_PrintUnformatted(root) : NULL;
    cJSON_Delete(root);
    if (text == NULL)
        return false;
    char path[4200], file[32];
    snprintf(file, sizeof file, "%s.json", g->id);
    data_error err;
    ok = data_paths_join(path, sizeof path, s->store_dir, file) &&
         data_file_write_atomic(path, text, strlen(text), &err);
    if (!ok)
        gs_log(s, "game %s: cannot store it in %s", g->id, s->store_dir);
    free(text);
    return ok;
}

/* One stored game back; false with the reason (the file is then set aside). */
static bool load_one(gsrv *s, const char *path, const char *text, size_t len, char *why, size_t size)
{
    cJSON *root = cJSON_ParseWithLength(text, len);
    gs_game *g = calloc(1, sizeof *g);
    bool ok = false;
    data_error err;
    if (root == NULL || g == NULL) {
        snprintf(why, size, "not JSON");
        goto done;
    }
    g->last_seat = -1;
    const cJSON *format = cJSON_GetObjectItemCaseSensitive(root, "format");
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(root, "id");
    const cJSON *seed = cJSON_GetObjectItemCaseSensitive(root, "seed");
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(root, "seats");
    const cJSON *actions = cJSON_GetObjectItemCaseSensitive(root, "actions");
    const cJSON *kind = cJSON_GetObjectItemCaseSensitive(root, "kind");
    bool cq = cJSON_IsString(kind) && strcmp(kind->valuestring, "conquest") == 0;
    bool esc = !cq && (!cJSON_IsString(kind) || strcmp(kind->valuestring, "trts") != 0);
    g->kind = esc ? GS_ESCARMOUCHE : cq ? GS_CONQUEST : GS_TRTS;
    g->n_seats = cJSON_IsArray(seats) ? cJSON_GetArraySize(seats) : 0;
    if (!cJSON_IsString(format) || strcmp(format->valuestring, "skirmish-server-game") != 0 || !cJSON_IsString(id) ||
        strlen(id->valuestring) != GSRV_ID_LEN || !cJSON_IsString(seed) || !cJSON_IsArray(seats) ||
        g->n_seats < 2 || g->n_seats > (esc ? 2 : GSRV_SEATS) || !cJSON_IsArray(actions)) {
        snprintf(why, size, "not a server game (format, id, seed, seats, actions)");
        goto done;
    }
    snprintf(g->id, sizeof g->id, "%s", id->valuestring);
    if (!gs_name_ok(g->id) || gs_game_find(s, g->id)) {
        snprintf(why, size, "bad or repeated id");
        goto done;
    }
    g->seed = strtoull(seed->valuestring, NULL, 10);
    const cJSON *created = cJSON_GetObjectItemCaseSensitive(root, "created");
    const cJSON *touched = cJSON_GetObjectItemCaseSensitive(root, "touched");
    g->created = cJSON_IsNumber(created) ? (int64_t)created->valuedouble : gs_wall_s();
    g->touched = cJSON_IsNumber(touched) ? (int64_t)touched->valuedouble : gs_wall_s();
    char *part = esc ? cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(root, "map")) : NULL;
    ok = !esc || (part && data_map_parse(part, strlen(part), "map", &g->map, &err));
    free(part);
    part = ok && esc ? cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(root, "settings")) : NULL;
    ok = !esc || (part && data_settings_parse(part, strlen(part), "settings", &g->settings, &err));
    free(part);
    if (!ok) {
        snprintf(why, size, "its map or settings do not load");
        goto done;
    }
    for (int i = 0; i < g->n_seats; i++) {
        const cJSON *si = cJSON_GetArrayItem(seats, i);
        const cJSON *player = cJSON_GetObjectItemCaseSensitive(si, "player");
        const cJSON *name = cJSON_GetObjectItemCaseSensitive(si, "name");
        const cJSON *token = cJSON_GetObjectItemCaseSensitive(si, "token");
        const cJSON *level = cJSON_GetObjectItemCaseSensitive(si, "level");
        const cJSON *squad = cJSON_GetObjectItemCaseSensitive(si, "squad");
        gs_seat *st = &g->seats[i];
        ok = cJSON_IsString(player);
        if (ok && strcmp(player->valuestring, "open") == 0) {
            st->player = GS_OPEN;
            continue;
        }
        ok = ok && cJSON_IsString(name) && (!esc || cJSON_IsObject(squad));
        if (ok && strcmp(player->valuestring, "human") == 0) {
            st->player = GS_HUMAN;
            ok = cJSON_IsString(token) && strlen(token->valuestring) == GSRV_TOKEN_LEN;
            if (ok)
                snprintf(st->token, sizeof st->token, "%s", token->valuestring);
        } else if (ok && strcmp(player->valuestring, "computer") == 0) {
            ai_level lv = AI_RANDOM;
            cq_bot_level cl = CQ_BOT_RANDOM;
            ok = cJSON_IsString(level) && (esc  ? ai_level_parse(level->valuestring, &lv)
                                           : cq ? cq_bot_level_parse(level->valuestring, &cl)
                                                : level_find_trts(level->valuestring, &st->level));
            if (cq)
                st->level = (int)cl;
            st->player = GS_COMPUTER;
            if (esc)
                st->level = (int)lv;
        } else {
            ok = false;
        }
        if (ok && !esc) {
            snprintf(st->name, sizeof st->name, "%s", name->valuestring);
            st->has_squad = true;
        } else if (ok) {
            snprintf(st->name, sizeof st->name, "%s", name->valuestring);
            part = cJSON_PrintUnformatted(squad);
            ok = part && data_squad_parse(part, strlen(part), "squad", &st->squad, &err);
            free(part);
            st->has_squad = ok;
        }
        if (!ok) {
            snprintf(why, size, "seats[%d] does not load", i);
            goto done;
        }
    }
    g->status = GS_STATUS_OPEN;
    if (cq) {
        if (!gs_cq_load(s, g, root, why, size))
            goto done;
        snprintf(g->map.name, sizeof g->map.name, "%s", g->cq->map.name);
        g->status = all_squads(g) ? GS_STATUS_PLAYING : GS_STATUS_OPEN;
        gs_game_settle(g);
        game_add(s, g);
        g = NULL;
        ok = true;
        goto done;
    }
#ifdef GSRV_HAVE_TRTS
    if (!esc) {
        if (!gs_trts_load(s, g, root, why, size))
            goto done;
        snprintf(g->map.name, sizeof g->map.name, "%s", g->trts->map.name);
        const cJSON *views = cJSON_GetObjectItemCaseSensitive(root, "views");
        for (int k = 0; k <= GSRV_SEATS; k++) {
            const cJSON *o = cJSON_GetArrayItem(views, k);
            const cJSON *sq = cJSON_GetObjectItemCaseSensitive(o, "seq");
            const cJSON *h = cJSON_GetObjectItemCaseSensitive(o, "hash");
            g->vseq[k] = cJSON_IsNumber(sq) ? sq->valueint : 0;
            g->vhash[k] = cJSON_IsString(h) ? strtoull(h->valuestring, NULL, 16) : 0;
        }
        if (all_squads(g))
            g->status = GS_STATUS_PLAYING;
        gs_game_settle(g);
        gs_game_refresh(g);
        memset(g->vchanged, 0, sizeof g->vchanged);
        game_add(s, g);
        g = NULL;
        ok = true;
        goto done;
    }
#else
    if (!esc) {
        snprintf(why, size, "a TRTS game, and this build has no TRTS");
        goto done;
    }
#endif
    if (all_squads(g)) {
        if (!start(s, g, why, size))
            goto done;
        const cJSON *a;
        int i = 0;
        cJSON_ArrayForEach(a, actions) {
            esc_action act;
            if (!cJSON_IsString(a) || !esc_action_parse(&g->game, a->valuestring, &act) ||
                esc_game_test_action(&g->game, &act) != ESC_OK || !play(g, &act)) {
                snprintf(why, size, "actions[%d] is not legal there", i);
                ok = false;
                goto done;
            }
            i++;
        }
        gs_game_settle(g);
    }
    game_add(s, g);
    g = NULL;
    ok = true;
done:
    (void)path;
    if (g)
        game_free(g);
    cJSON_Delete(root);
    return ok;
}

int gs_game_load_all(gsrv *s)
{
    data_error err;
    data_file_clean_temps(s->store_dir, &err);
    DIR *d = opendir(s->store_dir);
    if (d == NULL)
        return 0;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len != GSRV_ID_LEN + 5 || strcmp(e->d_name + GSRV_ID_LEN, ".json") != 0)
            continue;
        char path[4200];
        char *text = NULL;
        size_t size = 0;
        if (!data_paths_join(path, sizeof path, s->store_dir, e->d_name) || !data_file_read(path, &text, &size, &err))
            continue;
        char why[256] = "";
        if (load_one(s, path, text, size, why, sizeof why)) {
            n++;
        } else {
            char aside[4300];
            data_file_set_aside(path, aside, sizeof aside);
            fprintf(stderr, _("skirmish-cli serve: %s: %s; set aside as %s\n"), path, why, aside);
        }
        free(text);
    }
    closedir(d);
    return n;
}
