/*
 * What the TRTS computer player's files share (src/ai/trts_*.c). Calls run one
 * way: the front door (trts_ai.c) picks a level; normal and hard (trts_smart.c:
 * Macro and Reposition) hand their Micro to the look-ahead (trts_look.c); both
 * use the easy level (trts_easy.c) as their model of an opponent; every level
 * makes plans on the plan buffer (trts_plan.c) and reads the view through the
 * shared queries (trts_query.c), which call only the rules core.
 */
#ifndef SKIRMISH_AI_TRTS_AI_INTERNAL_H
#define SKIRMISH_AI_TRTS_AI_INTERNAL_H

#include "skirmish/ai/trts.h"

/* A plan being made on a working copy of the view. */
typedef struct trts_ai_buf {
    trts_state *s;   /* the working copy */
    int player;
    trts_action *out;
    int n, cap;
} trts_ai_buf;

/* ---- the plan buffer (trts_plan.c) ---- */

/* Applies to the copy and records; false when illegal (then nothing happens). */
bool trts_ai_buf_do(trts_ai_buf *pl, trts_action a);

/* A level's Macro or Reposition plan, made whole on a working copy of the view
 * (view->phase says which of the two planners runs). */
typedef void (*trts_ai_planner)(trts_ai_buf *pl);
int trts_ai_plan_whole(const trts_state *view, int player, trts_action *out, int cap, trts_ai_planner macro,
                       trts_ai_planner reposition);

/* ---- the levels ---- */

/* The easy level (the spec's player) from a view (trts_easy.c). */
int trts_ai_easy_plan(const trts_state *view, int player, trts_action *out, int cap);

/* The easy seat itself (not the other levels' model of it) plays more than the
 * spec's player (play-test 15: it never left its start area in 5 rounds): its
 * first producer from TRTS_AI_EASY_PRODUCER_AT workers, and one worker a round
 * claims an area when its depot area has TRTS_AI_EASY_CLAIM_FROM workers.
 * Tuned at 12 and 16 rounds on seeds 1-40 (bench_trts_easy, docs/ai.md "TRTS"):
 * a ceiling of 10 workers as well gave it its army sooner and let it beat
 * normal in 35 % of the 16-round games (23 % before, 20 % without it). */
#define TRTS_AI_EASY_PRODUCER_AT 6
#define TRTS_AI_EASY_CLAIM_FROM 3

/* The normal and hard levels from a view (trts_smart.c). */
int trts_ai_smart_plan(const trts_state *view, int player, int level, trts_action *out, int cap);
/* Micro, Group, Defend and Combat-retreat decisions with look-ahead (trts_look.c). */
int trts_ai_look_turn(const trts_state *view, int player, int level, trts_action *out);

/* ---- shared queries (trts_query.c) ---- */

/* A game's style for the normal and hard levels: figures drawn once per game
 * from the setup's seed and the seat (public: the seed draws only the starts and
 * the turn line, which everyone sees), so a level is deterministic for a seed
 * but does not play every game the same way. */
typedef struct trts_ai_style {
    int workers;      /* worker ceiling: 14-18, normal 10-14, hard 17-21 */
    int producers;    /* extra tier-1 buildings, 0-1 */
    int tier2_round;  /* earliest tier 2, 5-9 */
    int expand_at;    /* workers before the first expansion, 4-7 */
    int boldness;     /* the opponent model's hidden army, percent of the estimate: 60-100 */
} trts_ai_style;

trts_ai_style trts_ai_style_of(const trts_state *view, int player);
/* The normal level's worker ceiling is this much below the style's (10-14) and
 * hard's this much above it (17-21): normal plays the board as hard does, so a
 * smaller economy keeps it a level below. Tuned on seeds 1-6 once workers claim
 * areas and both levels keep a standing army (docs/ai.md "TRTS"): 7 fewer let
 * easy's larger economy beat normal Luminar in most games. */
#define TRTS_AI_NORMAL_FEWER_WORKERS 4
#define TRTS_AI_HARD_MORE_WORKERS 3

/* Fields and vents (plus one per area) of the areas `team` controls (public). */
int trts_ai_controlled_fields(const trts_state *s, int team);
/* Army value (trts_ai_value, in tenths of a mineral) a player needs before it
 * counts as ahead. */
#define TRTS_AI_AHEAD_ARMY 150
/* Whether `me` is clearly ahead, from its view only: its team controls at least
 * 3/2 of the fields and vents (plus one an area) the enemies control (markers
 * are public) and its army is worth TRTS_AI_AHEAD_ARMY and twice what it sees of theirs.
 * A player ahead goes for the enemy's buildings instead of holding areas
 * (docs/ai.md §9, "Finishing"). */
bool trts_ai_ahead(const trts_state *s, int me);
/* Whether the player's duel is lost beyond doubt by its view, so it concedes
 * (the limits in skirmish/ai/trts.h). */
bool trts_ai_hopeless(const trts_state *s, int me);
bool trts_ai_mine(const trts_state *s, int i, int player);
bool trts_ai_army(const trts_state *s, int i);      /* a living non-worker unit */
int trts_ai_value(const trts_state *s, int i);      /* cost x health left, in tenths */
int trts_ai_army_value(const trts_state *s, int player);
/* The sturdiest non-suicide unit of a faction's tier-1 building (the opponent
 * model's unit for an army not seen); -1 if none. */
int trts_ai_model_unit(const trts_faction *f);
/* Ground distances (cliffs not crossed) from `to`; -1 unreachable. */
void trts_ai_distances(const trts_state *s, int to, int dist[TRTS_MAX_AREAS]);
/* The same through the areas `team` controls only (team < 0: every area). */
void trts_ai_distances_within(const trts_state *s, int to, int team, int dist[TRTS_MAX_AREAS]);

#endif
/* A short game (12 or 16 rounds, start areas dry from round 8 or 10): the
 * economy is a few dozen minerals, and the areas held at the end decide it, so
 * the levels race for markers the whole game and put supply ahead of the army
 * (bench_trts_areas with TRTS_AREAS_ROUNDS=12, /work/notes/hTr11-docs.md). */
#define TRTS_AI_SHORT_GAME 16
bool trts_ai_short_game(const trts_state *s);
/* Hard's plan for the short game (docs/ai.md "TRTS", hard over normal at 12
 * rounds, /work/notes/hTrAI11-docs.md): the areas held at the end decide it and
 * a worker's marker counts as an army's, so hard makes TRTS_AI_HARD_CLAIMERS
 * workers beyond what its fields take (unless its army is a swarm: then the
 * minerals go to the army) and its workers walk from a dry start to claim. */
#define TRTS_AI_HARD_CLAIMERS 3
bool trts_ai_hard_short(const trts_state *s, int me);
/* A faction whose tier-1 army has a mineral-only unit with 3 health or more per
 * mineral (the Myriad's Skitter): its minerals are worth more as army than as
 * claimers, and it takes areas by fighting for them. */
bool trts_ai_swarm(const trts_faction *f);
/* Whether an area's fields give nothing from this round on (a start area run dry). */
bool trts_ai_dry(const trts_state *s, int a);
