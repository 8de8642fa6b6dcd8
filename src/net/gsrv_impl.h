/*
 * The game server's insides, shared by its files, whose calls run one way:
 * gsrv.c (connections, limits, the clock, the public functions) hands each
 * message to gsrv_proto.c (what it does) and runs the computer seats through
 * gsrv_ai.c; they send through gsrv_send.c (over the output queues of outq.c,
 * errors, views to everyone in a game) and keep the games through
 * gsrv_game.c (a game's setup, actions, file, loading), whose TRTS part is
 * gsrv_trts.c; which view a seat is sent, and which changed, is
 * gsrv_frames.c's, and Escarmouche's view, the seats and a game's row are
 * gsrv_view.c's, at the bottom. Not a public header.
 */
#ifndef SKIRMISH_NET_GSRV_IMPL_H
#define SKIRMISH_NET_GSRV_IMPL_H

#include <cjson/cJSON.h>
#include <libwebsockets.h>
#include <pthread.h>
#include <stdatomic.h>

#include "skirmish/ai/ai.h"
#include "skirmish/core/esc/game.h"
#include "skirmish/core/esc/record.h"
#include "skirmish/net/gsrv.h"
#include "skirmish/net/outq.h"
#include "skirmish/net/rx.h"
#ifdef GSRV_HAVE_TRTS
#include "skirmish/core/trts/state.h"
#endif
#ifdef GSRV_HAVE_CAMPAIGN
#include "skirmish/core/campaign/state.h"
#include "skirmish/data/campaign_record.h"
#endif
#include "skirmish/core/cq/map.h"
#include "skirmish/core/cq/state.h"
#include "skirmish/core/cq/turn.h"

#define GSRV_ID_LEN 12
#define GSRV_TOKEN_LEN 32
#define GSRV_SEATS 4  /* the most seats a game has (Escarmouche 2, TRTS 2 to 4) */
#define GSRV_BUCKETS 4096

struct gs_game;

typedef struct gs_conn {
    struct gs_conn *next;       /* all connections */
    struct gs_conn *gnext;      /* those in the same game */
    struct lws *wsi;
    gsrv *server;
    struct gs_game *game;       /* NULL: in none */
    int seat;                   /* -1: watching (when game is set) */
    bool hello;
    char name[GSRV_NAME_MAX + 1];
    net_outq out;               /* what it has not read (out.closing: being closed) */
    net_rx rx;                  /* the message being received */
    double bucket;              /* messages it may send now (rate limit) */
    int64_t bucket_us;
    int64_t rate_error_us;      /* the last "rate" error: one a second at most */
    int64_t creates[GSRV_CREATES_PER_HOUR];
} gs_conn;

typedef enum gs_player { GS_OPEN, GS_HUMAN, GS_COMPUTER } gs_player;
typedef enum gs_status { GS_STATUS_OPEN, GS_STATUS_PLAYING, GS_STATUS_OVER } gs_status;

typedef struct gs_seat {
    gs_player player;
    int level;                  /* ai_level for a computer (TRTS: its trts level) */
    const char *level_word;     /* the level's id, as the protocol says it */
    char name[GSRV_NAME_MAX + 1];
    char token[GSRV_TOKEN_LEN + 1];
    bool has_squad;
    esc_squad squad;
    gs_conn *conn;              /* connected now, or NULL */
} gs_seat;

/* A computer's decision in progress on its own thread. */
typedef struct gs_job {
    pthread_t thread;
    esc_game game;              /* the thread's own copy */
    ai_config config;
    esc_action out;
    bool ok;
    atomic_bool done;
    int seq;                    /* the position it thinks about */
} gs_job;

typedef enum gs_kind { GS_ESCARMOUCHE, GS_TRTS, GS_CONQUEST, GS_CAMPAIGN } gs_kind;

/* A Conquest game: its map, state, the orders given this turn (secret until
 * the turn is resolved), the last turn's valid orders, the record of turns. */
typedef struct gs_cq {
    cq_map map;
    char map_file[72];
    int max_turns;
    cq_state state;
    bool given[GSRV_SEATS];
    cq_order *pending[GSRV_SEATS];
    size_t n_pending[GSRV_SEATS];
    cq_order *last;
    size_t n_last;
    cJSON *turns;               /* [[player, from, to, units], ...] a turn */
    cJSON *new_turn;            /* a turn resolved, not yet stored */
    int staged_seat;            /* a staged copy: whose orders it adds */
    bool resolved;              /* a staged copy: it resolves the turn */
    core_rng rng[GSRV_SEATS];   /* each bot's generator */
} gs_cq;

#ifdef GSRV_HAVE_TRTS
/* A TRTS game: its map, setup and actions (the state they replay to). */
typedef struct gs_trts {
    trts_map map;
    char map_file[72];          /* the shipped map's name */
    trts_setup setup;
    trts_state state;
    int n_actions, cap;
    trts_action *actions;
    /* each seat's last action as its team words it, and when (action count):
     * a seat is told its own team's last action only */
    int last_at[TRTS_MAX_PLAYERS];
    char last_text[TRTS_MAX_PLAYERS][2048];
} gs_trts;
#endif

#ifdef GSRV_HAVE_CAMPAIGN
/* A Campaign game (gsrv_ca.c): its map and state (the core's, which holds the
 * turn in progress: orders given, standoff choices, squads), the seats done
 * with this phase that the state does not count, and the duel on the board. */
typedef struct gs_ca {
    campaign_map map;
    char map_file[72];
    campaign_library library;
    campaign_state state;
    uint8_t standoffs_done;     /* entrants that made their choices */
    uint64_t retreats_done;     /* battles whose retreat was chosen */
    bool on_board;              /* the current duel is being played */
    campaign_duel duel;
    esc_map board_map;
    esc_game board;
    int n_board, board_cap;
    esc_action *board_actions;  /* the duel's actions, stored */
    char last[ESC_ACTION_TEXT_MAX];
    int last_side;              /* -1: none yet */
    /* The campaign's record from its start (gsrv_ca.c), told once it is over
     * (a replay); shared by a staged copy (rec_steps, rec_computer: where to
     * take it back to when the copy is dropped). NULL: none (a game loaded
     * after a restart). */
    data_campaign_record *rec;
    int rec_steps;
    core_rng rec_computer;
} gs_ca;
#endif

typedef struct gs_game {
    struct gs_game *next;       /* all games */
    struct gs_game *hnext;      /* same hash bucket */
    char id[GSRV_ID_LEN + 1];
    gs_kind kind;
    int n_seats;
    gs_status status;
    int64_t created, touched;   /* wall-clock seconds */
    esc_map map;
    esc_settings settings;
    uint64_t seed;
    /* The computer's seeds are drawn from this, never from `seed`: an
     * Escarmouche history tells the seed once deployment ends, and whoever
     * knows a computer's seed can foretell its choices. Drawn at creation,
     * kept in the game's file, sent to nobody. */
    uint64_t ai_seed;
    /* The creator chose `seed` ("seed" in create): whoever chose it may know
     * every draw it makes, so the lobby's row says so before anyone joins. */
    bool seed_chosen;
    gs_seat seats[GSRV_SEATS];
    esc_record record;          /* once playing */
    esc_game game;
    gs_conn *conns;             /* seated and watching */
    int watchers;
    gs_job *job;
    bool wants_ai;              /* a computer is to act and no job runs */
    char last[ESC_ACTION_TEXT_MAX];
    int last_seat;              /* -1: no last action */
    struct gs_trts *trts;       /* a TRTS game's part, else NULL */
    gs_cq *cq;                  /* a Conquest game's part, else NULL */
    struct gs_ca *ca;           /* a Campaign game's part, else NULL */
    /* TRTS: each seat's view (and the watchers', last) is numbered by its own
     * changes, so that what a seat may not see changes no number it is told. */
    int vseq[GSRV_SEATS + 1];
    uint64_t vhash[GSRV_SEATS + 1];
    bool vchanged[GSRV_SEATS + 1];
    bool seats_changed;         /* who is connected changed: every view is sent again */
} gs_game;

struct gsrv {
    gsrv_config cfg;
    char store_dir[4096], content_dir[4096];
    struct lws_context *ctx;
    int port;
    gs_conn *conns;
    int n_conns;
    gs_game *games;
    int n_games;
    gs_game *buckets[GSRV_BUCKETS];
    net_outq_pool outq;         /* every connection's output queue, bounded */
    int jobs;                   /* computer decisions running */
    void *trts_rules;           /* the TRTS factions (trts_rules), NULL without them */
    int64_t last_sweep_us;
    bool trim;
    bool shutting;              /* gsrv_close: nothing more is sent */
    lws_sorted_usec_list_t sul;
};

/* ---- gsrv_games.c: what every kind of game shares (calls neither file below) ---- */
int64_t gs_now_us(void);
int64_t gs_wall_s(void);
void gs_log(gsrv *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
bool gs_random_hex(char *out, int n);   /* n hex digits and a NUL */
gs_game *gs_game_find(gsrv *s, const char *id);
void gs_game_add(gsrv *s, gs_game *g);  /* into the table and the list */
void gs_game_free(gs_game *g);          /* waits for a thinking computer first */
/* Removes the game from the server and frees it (its file with `forget`);
 * the caller has detached its connections. */
void gs_game_remove(gsrv *s, gs_game *g, bool forget);
/* Every seat has its squad: the game begins (false with message: it stays open). */
bool gs_game_start(gsrv *s, gs_game *g, char *message, size_t size);
bool gs_game_all_squads(const gs_game *g);
/* Applies a legal Escarmouche action for the side to act, recording it. */
bool gs_game_apply_esc(gs_game *g, const esc_action *a);

/* ---- gsrv_game.c: the games as the protocol sees them; gsrv_store.c: storing ---- */
/* A new game from a create message; NULL with code and message set. The
 * creator's seat in *seat. It is added to the server and stored. */
gs_game *gs_game_create(gsrv *s, const cJSON *msg, const char *name, int *seat, const char **code, char *message,
                        size_t size);
/* Takes the open seat with the squad in msg. False with code and message. */
bool gs_game_join(gsrv *s, gs_game *g, int seat, const cJSON *squad, const char *name, const char **code,
                  char *message, size_t size);
/* Plays `text` for `seat` at `seq`: checked, applied, stored. False with code
 * and message (and *problem for "illegal", -1 otherwise). */
bool gs_game_act(gsrv *s, gs_game *g, int seat, int seq, const cJSON *action, const char **code, char *message,
                 size_t size, int *problem);
/* The seq an act of `seat` names (Escarmouche: actions played; TRTS: the seat's view's). */
int gs_game_act_seq(const gs_game *g, int seat);

bool gs_game_store(gsrv *s, gs_game *g);
/* Loads every game under the store directory; returns how many. */
int gs_game_load_all(gsrv *s);
/* An Escarmouche action (legal) played and stored; false, nothing changed, when
 * it could not be stored. */
bool gs_game_play_esc(gsrv *s, gs_game *g, const esc_action *a);
/* After a change: the status (over?) and whether a computer is to act. */
void gs_game_settle(gs_game *g);

/* ---- gsrv_frames.c: which view, and which changed (below gsrv_game.c) ---- */
/* The view for `seat` (-1: a watcher). */
cJSON *gs_game_view(const gs_game *g, int seat);
/* TRTS: which views changed since the last call (vchanged, vseq). */
void gs_game_refresh(gs_game *g);

/* ---- gsrv_ai.c: the computer seats (above gsrv_game.c) ---- */
/* Starts a decision when one is due and there is room (TRTS: plays it at
 * once, true when it did: views are due); gs_game_ai_poll: true when a
 * decision finished and was played (views are due). */
bool gs_game_ai_start(gsrv *s, gs_game *g);
bool gs_game_ai_poll(gsrv *s, gs_game *g);

/* ---- gsrv_view.c: what a seat sees (below gsrv_game.c) ---- */
int gs_game_seq(const gs_game *g);
/* Escarmouche's view for `seat` (-1: a watcher). */
cJSON *gs_esc_view(const gs_game *g, int seat);
/* ---- gsrv_history.c: every action so far, as `seat` (-1: a watcher) may know it ---- */
cJSON *gs_esc_history(const gs_game *g, int seat);
/* A match's board as board side `seat` (-1: a watcher) may see it, added to v
 * (phase, dice, units...); gs_esc_legal adds the side to act's legal actions. */
void gs_esc_board(cJSON *v, const esc_game *gm, const esc_map *map, const esc_squad *const squads[ESC_SIDES], int seat);
void gs_esc_legal(cJSON *v, const esc_game *gm);
cJSON *gs_esc_squares(esc_bits bits);
cJSON *gs_seats_json(const gs_game *g);
const char *gs_status_word(gs_status st);
/* The row of a "games" answer. */
cJSON *gs_game_row(const gs_game *g);
const char *gs_player_word(const gs_seat *st); /* "open", "human", "computer" */

#ifdef GSRV_HAVE_TRTS
/* ---- gsrv_trts.c: a TRTS game's part (below gsrv_game.c, calls gsrv_view.c) ---- */
bool gs_trts_create(gsrv *s, gs_game *g, const cJSON *msg, const char *name, int *seat, const char **code,
                    char *message, size_t size);
bool gs_trts_start(gsrv *s, gs_game *g);
void gs_trts_free(gs_game *g);
/* -2 played, else the refusal (code, message; >= 0: the rules' trts_why). */
int gs_trts_act(gs_game *g, int seat, const cJSON *action, const char **code, char *message, size_t size);
void gs_trts_undo_to(gs_game *g, const trts_state *before, int n_actions);
bool gs_trts_over(const gs_game *g);
int gs_trts_current(const gs_game *g);
bool gs_trts_ai(gs_game *g);
cJSON *gs_trts_view(const gs_game *g, int seat, bool with_seq);
void gs_trts_store(const gs_game *g, cJSON *root);
bool gs_trts_load(gsrv *s, gs_game *g, const cJSON *root, char *why, size_t size);
#endif

/* ---- gsrv_cq.c: a Conquest game's part (below gsrv_game.c, calls gsrv_view.c) ---- */
bool gs_cq_create(gsrv *s, gs_game *g, const cJSON *msg, const char *name, int *seat, const char **code,
                  char *message, size_t size);
bool gs_cq_start(gs_game *g);
void gs_cq_free(gs_game *g);
/* The orders given, staged on a copy of the game's part (*staged; the turn
 * resolved on it when they were the last): -2, else the refusal (>= 0: the
 * core's cq_order_problem). The caller stores the copy, then gs_cq_finish
 * keeps it (it becomes g->cq) or drops it. */
int gs_cq_stage(gs_game *g, int seat, const cJSON *action, gs_cq **staged, const char **code, char *message,
                size_t size);
void gs_cq_finish(gs_game *g, gs_cq *staged, bool keep);
bool gs_cq_over(const gs_game *g);
int gs_cq_turn(const gs_game *g);
cJSON *gs_cq_view(const gs_game *g, int seat);
void gs_cq_store(const gs_game *g, cJSON *root);
bool gs_cq_load(gsrv *s, gs_game *g, const cJSON *root, char *why, size_t size);

#ifdef GSRV_HAVE_CAMPAIGN
/* ---- gsrv_ca.c: a Campaign game's part (below gsrv_game.c, calls gsrv_ca_view.c) ---- */
bool gs_ca_create(gsrv *s, gs_game *g, const cJSON *msg, const char *name, int *seat, const char **code,
                  char *message, size_t size);
bool gs_ca_start(gsrv *s, gs_game *g);
void gs_ca_free(gs_game *g);
/* The decision of `seat` applied on a copy of the game's part (*staged),
 * with every computer decision it lets follow: -2, else the refusal (code,
 * message; >= 0 the core's problem). gs_ca_finish keeps the copy or drops it. */
int gs_ca_stage(gsrv *s, gs_game *g, int seat, const cJSON *action, gs_ca **staged, const char **code,
                char *message, size_t size);
void gs_ca_finish(gs_game *g, gs_ca *staged, bool keep);
bool gs_ca_over(const gs_game *g);
/* The board side a computer plays now (its level in *level), or -1. */
int gs_ca_board_computer(const gs_game *g, int *level);
/* A computer's board action (the campaign's yield rule applied) staged on a
 * copy with what follows it, as gs_ca_stage; NULL when it is not legal now. */
gs_ca *gs_ca_stage_board(gsrv *s, gs_game *g, const esc_action *a);
void gs_ca_store(const gs_game *g, cJSON *root);
bool gs_ca_load(gsrv *s, gs_game *g, const cJSON *root, char *why, size_t size);
/* ---- gsrv_ca_view.c: what a Campaign seat sees (the core's campaign_view) ---- */
cJSON *gs_ca_view(const gs_game *g, int seat, bool with_seq);
/* What `seat` is asked to decide now: "downtime", "orders", "standoffs",
 * "squad", "bonus", "board", "retreat", or NULL. */
const char *gs_ca_asked(const gs_ca *a, const gs_game *g, int seat);
/* Each action of the duel on the board with the side that played it, in the
 * notation of the position it was played in (gsrv_ca_view.c). */
bool gs_ca_board_each(const gs_ca *a, void (*each)(void *ctx, int side, const char *text), void *ctx);
/* The record: a decision added after the rules took it (a failed addition
 * drops the record: the game goes on without a replay); a staged copy dropped
 * takes the record back to where it was when the copy was made. */
void gs_ca_kept(gs_ca *a, bool added);
void gs_ca_undo(gs_ca *a);
#endif

/* ---- gsrv_content.c: content by name, Escarmouche's maps and squads, seats (the bottom) ---- */
bool gs_name_ok(const char *name);
/* <content>/<folder>/<name>.json for a shipped name; false for a name that is not one. */
bool gs_shipped_path(const gsrv *s, const char *folder, const char *name, char *path, size_t size);
/* A create message's seats (n already checked): "me" once, "open", "computer"
 * with a level `level` parses (setting level and level_word); the creator's
 * seat in *seat. False with the message. */
bool gs_seats_parse(gs_game *g, const cJSON *seats, const char *name, int *seat,
                    bool (*level)(const char *word, gs_seat *st), char *message, size_t size);
bool gs_esc_load_map(gsrv *s, const cJSON *item, esc_map *map, char *message, size_t size);
bool gs_esc_load_squad(gsrv *s, const cJSON *item, int seat, esc_squad *squad, char *message, size_t size);

/* ---- gsrv_send.c: what is sent ---- */
void gs_queue_text(gs_conn *c, const char *text, size_t len);
void gs_queue_json(gs_conn *c, cJSON *msg);
void gs_send_error(gs_conn *c, const cJSON *id, const char *code, const char *message);
/* The output pool's on_close: a connection closed for not reading. */
void gs_conn_closed(void *conn);
/* The view to every connection in the game; `actor` (may be NULL) gets `id`. */
void gs_broadcast_views(gs_game *g, gs_conn *actor, const cJSON *id);
void gs_send_view(gs_conn *c, const cJSON *id);
/* Puts c in g (seat or -1) after taking it out of its game; detach alone with g NULL. */
void gs_conn_attach(gs_conn *c, gs_game *g, int seat);
/* Every connection leaves the game, told `code` (may be NULL). */
void gs_game_detach_all(gs_game *g, const char *code, const char *message);

/* ---- gsrv_proto.c: what each message does ---- */
void gs_on_message(gsrv *s, gs_conn *c, const char *text, size_t len);

#endif
