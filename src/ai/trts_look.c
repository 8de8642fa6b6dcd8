/*
 * The normal and hard TRTS computer players' Micro (docs/ai.md "TRTS"): a
 * look-ahead over the player's own choices — which group engages which area, or
 * attacks where it stands, or passes; whether a defender retreats — played out on
 * a copy of its view with the core's own rules, against a model of the opponent
 * built only from that view:
 *
 * - the opponent's hidden army is estimated from what is public (its share of the
 *   controlled fields times the player's own army) and placed, as units of its
 *   sturdiest tier-1 type, in its visible depot areas;
 * - the opponent answers engagements and retreats as the easy level does;
 * - a player clearly ahead (trts_ai_ahead) scores lines for the siege of the
 *   enemy's buildings rather than for holding areas, so a won game is finished.
 *
 * normal scores each choice by the position after it (one ply); hard also lets
 * each opponent reply to its best few choices and keeps the worst outcome (two
 * plies), and considers groups gathered from several areas. Each decision has a
 * fixed work budget (applied actions), so its time is bounded.
 */
#include <string.h>

#include "trts_ai_internal.h"

#define BUDGET_NORMAL 150
#define BUDGET_HARD 2400
#define HARD_REPLIED 12     /* own choices whose replies hard examines */
#define MAX_CANDS 96
#define MAX_LINE 3
#define SIEGE_BUILDING 8  /* enemy buildings' weight when ahead (else 3) */
#define SIEGE_BONUS 1500  /* a line that fights at enemy buildings, when ahead */
#define SIEGE_STEP 30     /* a unit's step nearer the enemy's buildings, when ahead */
/* The early land grab (worker_claims): for its first EARLY_GRAB rounds a player
 * takes back what an enemy took on its own half and, once it has an army unit
 * and SCOUT_FROM workers, one worker away from the depots (SCOUTS at most) walks
 * on from claim to claim, one step past the middle at most. Tuned on seeds 1-6
 * (/work/notes/hTr9b-docs.md): a scout from the first rounds, before any army,
 * cost normal its economy (beat easy in 44-75 % of games, 91 % before, and made
 * its first unit after round 8); waiting for the army keeps 90 %. */
#define EARLY_GRAB 8
#define SCOUT_FROM 5
#define SCOUTS 1
#define PAST_MIDDLE 1
/* A short game (trts_ai_short_game): the grab lasts the whole game, two steps
 * past the middle (hard's own plan: below). Tuned at 12 rounds on seeds 1-40 (hTr11): normal beat
 * easy in 54.0 % of the duels before, 81.7 % after; hard beat normal 50.6 %,
 * 53.6 % after. */
#define PAST_MIDDLE_SHORT 2
/* Hard in a short game (trts_ai_hard_short): three scouts, the workers of a
 * dry start area free to claim as scouts are, and anywhere in reach in the last
 * LAST_CLAIMS rounds; in a game of EVERY_AREA_ROUNDS rounds or fewer its Micro
 * weighs every area as the last rounds do. A swarm (trts_ai_swarm), which takes
 * areas by fighting, keeps one scout and the usual weights. Tuned on seeds 1-40
 * (/work/notes/hTrAI11-docs.md): hard beat normal at 12 rounds 53.6 % before,
 * 60.6 % after; at 16 rounds 40.4 % before, 54.6 % after (weighing every area
 * at 16 rounds gave 48.0 %, three Myriad scouts 52.4 %). */
#define SCOUTS_HARD_SHORT 3
#define LAST_CLAIMS 2
#define EVERY_AREA_ROUNDS 12
/* Play-test 14 (a lone Attendant died twice walking into an area a hidden 1-HP
 * Technician held): a worker takes back an area an enemy holds with a second
 * worker from an area of three or more (two beat a lone guard); alone, in a
 * short game against an enemy holding RACING more areas, its claim is played
 * out against a guard (add_guard). Tuned at 12 rounds on seeds 1-40 against
 * bench_trts_grab's grabber and easy (/work/notes/hTrAI17-docs.md): the guard
 * against any enemy cost normal 3 points against easy; from 3 more areas, none. */
#define RACING 3

typedef struct cand {
    trts_action act[MAX_LINE];
    int n;
    int score;
    bool takes; /* played out, the line takes an area for the team and loses nothing */
    int guard;  /* a worker's claim of an enemy-held area: the area (add_guard), else -1 */
} cand;

typedef struct look {
    int me, level, team;
    int budget;
    bool siege;                      /* trts_ai_ahead of the view: go for the enemy's buildings */
    bool every_area;                 /* hard's short game: every area weighs as in the last rounds */
    int edist[TRTS_MAX_AREAS];       /* ground steps to the nearest visible enemy building */
    trts_state base;        /* the view plus the opponent model */
    trts_state sim, reply;  /* scratch */
} look;

static _Thread_local look L;

/* ---- the opponent model ---- */

static int controlled_fields(const trts_state *s, int team)
{
    int n = 0;
    for (int a = 0; a < s->map->n_areas; a++)
        if (trts_team_controls(s, team, a))
            n += s->map->areas[a].minerals + 1;
    return n;
}

static void add_ghosts(trts_state *s, int me)
{
    int mine = trts_ai_army_value(s, me) + 60;
    int my_fields = controlled_fields(s, s->players[me].team);
    int start = s->players[me].start_area;
    int dist[TRTS_MAX_AREAS];
    if (start >= 0)
        trts_ai_distances(s, start, dist);
    else
        memset(dist, 0, sizeof dist);
    for (int q = 0; q < s->n_players; q++) {
        if (trts_allies(s, q, me) || s->players[q].eliminated)
            continue;
        int est = mine * controlled_fields(s, s->players[q].team) / (my_fields > 0 ? my_fields : 1) *
                  trts_ai_style_of(s, me).boldness / 100;
        int hidden = est - trts_ai_army_value(s, q);
        /* where: its visible depot nearest the player's start */
        int where = -1;
        for (int i = 0; i < s->n_pieces; i++) {
            const trts_piece *p = &s->pieces[i];
            if (p->alive && p->owner == q && p->building && p->type == TRTS_ROLE_DEPOT &&
                (where < 0 || (dist[p->area] >= 0 && dist[p->area] < dist[where])))
                where = p->area;
        }
        const trts_faction *f = trts_player_faction(s, q);
        int u = trts_ai_model_unit(f);
        if (where < 0 || u < 0 || hidden <= 0)
            continue;
        int each = 10 * (f->units[u].minerals + f->units[u].gas + 1);
        for (int k = 0; k < hidden / each && k < 16; k++)
            if (trts_state_place_unit(s, q, u, where) < 0)
                break;
    }
}

/* The guard a worker's claim of an enemy-held area meets: a player's pieces
 * are hidden unless contested, and a marker is often kept by the worker that
 * claimed it (play-test 14: a lone Attendant walked twice into an area a hidden
 * 1-HP Technician held and died, since the defender keeps one piece when a step
 * leaves nobody). A worker's claim is played out against one worker of the
 * marker's owner there, so it counts as the loss it may be; an army unit beats
 * such a guard, and its lines are played as they are. */
static void add_guard(trts_state *s, int me, int a)
{
    for (int q = 0; q < s->n_players; q++)
        if ((s->markers[a] >> q & 1u) && !trts_allies(s, q, me) && !s->players[q].eliminated) {
            int w = trts_faction_worker(trts_player_faction(s, q));
            if (w >= 0)
                trts_state_place_unit(s, q, w, a);
            return;
        }
}

/* Ground steps from every area to the nearest area holding a visible enemy
 * building (-1 none), for the army's pull towards them when ahead. */
static void siege_distances(const trts_state *s, int me)
{
    for (int a = 0; a < TRTS_MAX_AREAS; a++)
        L.edist[a] = -1;
    if (!L.siege)
        return;
    int dist[TRTS_MAX_AREAS];
    bool done[TRTS_MAX_AREAS] = {false};
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (!p->alive || !p->building || trts_allies(s, p->owner, me) || done[p->area])
            continue;
        done[p->area] = true;
        trts_ai_distances(s, p->area, dist);
        for (int a = 0; a < s->map->n_areas; a++)
            if (dist[a] >= 0 && (L.edist[a] < 0 || dist[a] < L.edist[a]))
                L.edist[a] = dist[a];
    }
}

/* ---- playing a line out ---- */

static bool sim_apply(trts_state *s, const trts_action *a)
{
    if (L.budget <= 0)
        return false;
    L.budget--;
    return trts_apply(s, a) == TRTS_OK;
}

/* Plays on until `actor`'s turn is over: groups end, defenders and retreats
 * answer as the easy level does. */
static void settle(trts_state *s, int actor)
{
    for (int guard = 0; guard < 64 && L.budget > 0; guard++) {
        if (s->phase == TRTS_PHASE_OVER || s->phase == TRTS_PHASE_MACRO || s->phase == TRTS_PHASE_REPOSITION)
            return;
        if (s->phase == TRTS_PHASE_MICRO && (s->current != actor || guard > 0))
            return;
        trts_action a[4];
        if (s->phase == TRTS_PHASE_GROUP) {
            a[0] = trts_action_make(TRTS_ACT_END, s->current, 0, 0, 0);
        } else if (trts_ai_easy_plan(s, s->current, a, 4) < 1) {
            return;
        }
        if (!sim_apply(s, &a[0]))
            return;
    }
}

static int eval(const trts_state *s, int me)
{
    int team = s->players[me].team;
    if (s->phase == TRTS_PHASE_OVER)
        return (s->winners & (1u << me)) ? 100000 : -100000;
    int v = 0;
    for (int i = 0; i < s->n_pieces; i++) {
        if (!s->pieces[i].alive)
            continue;
        int val = trts_ai_value(s, i);
        /* enemy buildings weigh more: destroying them is how games are won outright */
        if (s->pieces[i].building && !trts_allies(s, s->pieces[i].owner, me))
            val *= L.siege ? SIEGE_BUILDING : 3;
        v += trts_allies(s, s->pieces[i].owner, me) ? val : -val;
        /* ahead: an army nearer the enemy's buildings is worth more */
        if (L.siege && trts_ai_mine(s, i, me) && trts_ai_army(s, i) && L.edist[s->pieces[i].area] >= 0)
            v -= SIEGE_STEP * L.edist[s->pieces[i].area];
    }
    bool late = s->round >= s->map->rounds - 2;
    for (int a = 0; a < s->map->n_areas; a++) {
        int c = trts_area_controller(s, a);
        if (c < 0)
            continue;
        bool now = late || L.every_area; /* every area counts as at the end */
        int w = (L.siege ? 1 : 3) * (s->map->areas[a].minerals + s->map->areas[a].gas + 1) + (now ? 60 : 2);
        v += c == team ? w : -w;
    }
    for (int q = 0; q < s->n_players; q++)
        if (s->players[q].eliminated)
            v += trts_allies(s, q, me) ? -3000 : 3000;
    return v;
}

/* The best (lowest, for `me`) outcome of the opponent acting next, 1 ply. */
static int reply_value(const trts_state *after, int me);

/* Whether the line played out on L.sim took the area it moved to for the team
 * (an area the enemy held or claimed, or a neutral one) and lost no own piece. */
static bool took_area(const cand *c)
{
    int t = -1;
    for (int k = 0; k < c->n; k++)
        if (c->act[k].kind == TRTS_ACT_MOVE)
            t = c->act[k].a;
    if (t < 0 || trts_area_controller(&L.base, t) == L.team || trts_area_controller(&L.sim, t) != L.team)
        return false;
    for (int i = 0; i < L.base.n_pieces; i++)
        if (L.base.pieces[i].alive && trts_ai_mine(&L.base, i, L.me) && !L.sim.pieces[i].alive)
            return false;
    return true;
}

static int score_line(cand *c, int depth)
{
    L.sim = L.base;
    c->takes = false;
    if (c->guard >= 0)
        add_guard(&L.sim, L.me, c->guard);
    for (int k = 0; k < c->n; k++)
        if (!sim_apply(&L.sim, &c->act[k]))
            return -1000000;
    settle(&L.sim, L.me);
    c->takes = took_area(c);
    if (depth <= 1 || L.sim.phase != TRTS_PHASE_MICRO || trts_allies(&L.sim, L.sim.current, L.me))
        return eval(&L.sim, L.me);
    return reply_value(&L.sim, L.me);
}

/* ---- candidates ---- */

static bool free_army(const trts_state *s, int i, int player)
{
    const trts_piece *p = &s->pieces[i];
    return trts_ai_mine(s, i, player) && trts_ai_army(s, i) && !p->activated && !p->busy;
}

static bool reaches(const trts_state *s, int i, int to)
{
    int cost = trts_path_cost(s, i, to, false);
    return cost > 0 && cost <= s->pieces[i].mp;
}

static void push(cand *cs, int *n, const trts_action *acts, int na)
{
    if (*n >= MAX_CANDS)
        return;
    cand *c = &cs[(*n)++];
    for (int k = 0; k < na; k++)
        c->act[k] = acts[k];
    c->n = na;
    c->score = 0;
    c->takes = false;
    c->guard = -1;
}

/* Whether a worker may not claim `t`: the own team or several players hold it,
 * or it is contested. An area one enemy holds and shows no piece in is
 * claimable: markers stay without pieces, so a lone enemy worker that walked
 * through took it (play-test report5 defect 4), and a worker walking in takes it
 * back unless hidden pieces stand there. */
static bool claim_blocked(const trts_state *s, int player, int t)
{
    if (s->markers[t] == 0)
        return false;
    if (trts_area_contested(s, t))
        return true;
    for (int q = 0; q < s->n_players; q++)
        if ((s->markers[t] >> q & 1u) && trts_allies(s, q, player))
            return true;
    return false;
}

/* Claims by a worker: a neutral area, or one beside the start an enemy took,
 * that shows no enemy, taken by one worker
 * from the own area holding most of them (never a builder at work nor the last
 * worker of an area). Markers need no pieces, and Reposition walks the worker
 * back to its field unless the area is the next expansion, so an early claim
 * costs no income: without it Directorate and Luminar held only their start
 * area until their first army (play-test: "barely contests the map"). */
static void worker_claims(const trts_state *s, int player, cand *cs, int *n)
{
    int in[TRTS_MAX_AREAS] = {0}, mine[TRTS_MAX_AREAS], theirs[TRTS_MAX_AREAS];
    int start = s->players[player].start_area;
    if (start < 0)
        return;
    /* the early land grab (play-test 7: "passive, then steamrolls", a human's
     * lone workers took 8 areas to its 4 by round 3): until the armies are out
     * it also claims one step past the middle and takes back what an enemy
     * took anywhere on its own half, as a player racing for markers would */
    bool early = s->round <= EARLY_GRAB || trts_ai_short_game(s);
    trts_ai_distances(s, start, mine);
    for (int a = 0; a < s->map->n_areas; a++)
        theirs[a] = 99;
    for (int q = 0; q < s->n_players; q++) {
        int d[TRTS_MAX_AREAS];
        if (trts_allies(s, q, player) || s->players[q].start_area < 0)
            continue;
        trts_ai_distances(s, s->players[q].start_area, d);
        for (int a = 0; a < s->map->n_areas; a++)
            if (d[a] >= 0 && d[a] < theirs[a])
                theirs[a] = d[a];
    }
    bool depot[TRTS_MAX_AREAS] = {false}, army = false;
    for (int i = 0; i < s->n_pieces; i++) {
        if (trts_ai_mine(s, i, player) && !s->pieces[i].building && trts_piece_worker(s, i))
            in[s->pieces[i].area]++;
        if (trts_ai_mine(s, i, player) && s->pieces[i].building && s->pieces[i].type == TRTS_ROLE_DEPOT)
            depot[s->pieces[i].area] = true;
        army |= trts_ai_mine(s, i, player) && trts_ai_army(s, i);
    }
    /* hard's short game: a dry start area's workers earn nothing, so they claim */
    bool dry[TRTS_MAX_AREAS] = {false}, hard_short = trts_ai_hard_short(s, player);
    for (int a = 0; a < s->map->n_areas && hard_short; a++)
        dry[a] = depot[a] && s->map->areas[a].minerals > 0 && trts_ai_dry(s, a);
    bool anywhere = hard_short && s->map->rounds - s->round < LAST_CLAIMS;
    int scouts = 0, workers = 0; /* workers away from the depots, all workers */
    for (int i = 0; i < s->n_pieces; i++) {
        bool w = trts_ai_mine(s, i, player) && !s->pieces[i].building && trts_piece_worker(s, i);
        scouts += w && !depot[s->pieces[i].area] && !dry[s->pieces[i].area];
        workers += w;
    }
    int past = trts_ai_short_game(s) ? PAST_MIDDLE_SHORT : PAST_MIDDLE;
    /* an enemy holding RACING more areas than the team races for markers with
     * its workers, and a marker of its is likely kept by a hidden one */
    int held = 0, enemy_held = 0;
    for (int a = 0; a < s->map->n_areas; a++) {
        int c = trts_area_controller(s, a);
        held += c == s->players[player].team;
        enemy_held += c >= 0 && c != s->players[player].team;
    }
    int most = hard_short && !trts_ai_swarm(trts_player_faction(s, player)) ? SCOUTS_HARD_SHORT : SCOUTS;
    bool leap = early && army && scouts <= most && workers >= SCOUT_FROM;
    bool racing = trts_ai_short_game(s) && enemy_held >= held + RACING;
    for (int t = 0; t < s->map->n_areas; t++) {
        /* only on the own side of the map and its middle (start areas are
         * public): a worker claiming beside the enemy's base feeds its army.
         * An area the enemy took only next to the start: taking back farther
         * ones lost workers to hidden units (normal won 80% of seeds 1-6
         * against easy, 89% without) */
        if (mine[t] < 0 || claim_blocked(s, player, t))
            continue;
        bool far = s->markers[t] ? mine[t] > 1 && !(early && mine[t] <= theirs[t])
                                 : mine[t] > theirs[t] + (early ? past : 0);
        if (far && !anywhere)
            continue;
        bool enemy_here = false;
        for (int i = 0; i < s->n_pieces; i++)
            enemy_here |= s->pieces[i].alive && s->pieces[i].area == t && !trts_allies(s, s->pieces[i].owner, player);
        if (enemy_here)
            continue;
        int best = -1;
        for (int i = 0; i < s->n_pieces; i++) {
            const trts_piece *p = &s->pieces[i];
            /* a worker away from the depots earns nothing, so it may walk on
             * during the early grab; a miner only from an area with others */
            bool away = (leap && !depot[p->area]) || dry[p->area];
            if (!trts_ai_mine(s, i, player) || p->building || !trts_piece_worker(s, i) || p->activated || p->busy ||
                (in[p->area] < 2 && !away) || !reaches(s, i, t))
                continue;
            bool best_away = best >= 0 && ((leap && !depot[s->pieces[best].area]) || dry[s->pieces[best].area]);
            if (best < 0 || (away && !best_away) || (away == best_away && in[p->area] > in[s->pieces[best].area]))
                best = i;
        }
        if (best < 0)
            continue;
        trts_action a[2] = {trts_action_make(TRTS_ACT_ACTIVATE, player, 0, 0, 0),
                            trts_action_make(TRTS_ACT_MOVE, player, t, 0, 0)};
        trts_set_add(&a[0].units, best);
        /* an area an enemy holds: two workers from an area with three or more
         * take it back from a hidden lone guard (the defender keeps one piece
         * only when a step leaves nobody); one alone meets the guard (add_guard) */
        int mate = -1, from = s->pieces[best].area;
        for (int i = 0; i < s->n_pieces && s->markers[t] != 0 && in[from] >= 3 && mate < 0; i++) {
            const trts_piece *p = &s->pieces[i];
            if (i != best && trts_ai_mine(s, i, player) && !p->building && trts_piece_worker(s, i) && p->area == from &&
                !p->activated && !p->busy && reaches(s, i, t))
                mate = i;
        }
        if (mate >= 0)
            trts_set_add(&a[0].units, mate);
        int before = *n;
        push(cs, n, a, 2);
        if (s->markers[t] != 0 && mate < 0 && racing && *n > before)
            cs[before].guard = t;
    }
}

/* The player's Micro choices: attacks where its units stand, engagements by the
 * whole free army that can reach an area (hard: from several areas; normal: from
 * the area holding most of it), a single unit claiming an area that shows no
 * enemy, and Pass (always first). */
static int micro_cands(const trts_state *s, int player, int level, cand *cs)
{
    int n = 0, team = s->players[player].team;
    trts_action a[2];
    a[0] = trts_action_make(TRTS_ACT_PASS, player, 0, 0, 0);
    push(cs, &n, a, 1);
    for (int ar = 0; ar < s->map->n_areas; ar++) {
        if (!trts_area_contested(s, ar))
            continue;
        a[0] = trts_action_make(TRTS_ACT_ACTIVATE, player, 0, 0, 0);
        for (int i = 0; i < s->n_pieces; i++)
            if (free_army(s, i, player) && s->pieces[i].area == ar)
                trts_set_add(&a[0].units, i);
        if (trts_set_empty(&a[0].units))
            continue;
        a[1] = trts_action_make(TRTS_ACT_ATTACK, player, 0, 0, 0);
        trts_state copy = *s;
        if (trts_apply(&copy, &a[0]) == TRTS_OK && trts_test_attack(&copy, player) == TRTS_OK)
            push(cs, &n, a, 2);
    }
    for (int t = 0; t < s->map->n_areas; t++) {
        bool own_marker = false;
        for (int q = 0; q < s->n_players; q++)
            own_marker |= (s->markers[t] >> q & 1u) && s->players[q].team == team;
        if (own_marker) {
            /* a contested area: the army that can reach it joins those there and attacks */
            if (!trts_area_contested(s, t))
                continue;
            a[0] = trts_action_make(TRTS_ACT_ACTIVATE, player, 0, 0, 0);
            for (int i = 0; i < s->n_pieces; i++)
                if (free_army(s, i, player) && s->pieces[i].area != t && reaches(s, i, t))
                    trts_set_add(&a[0].units, i);
            if (trts_set_empty(&a[0].units))
                continue;
            trts_action line[3] = {a[0], trts_action_make(TRTS_ACT_MOVE, player, t, 0, 0),
                                   trts_action_make(TRTS_ACT_ATTACK, player, 0, 0, 0)};
            push(cs, &n, line, 3);
            continue;
        }
        const trts_area *ta = &s->map->areas[t];
        bool enemy_armed = false;
        for (int i = 0; i < s->n_pieces; i++)
            if (s->pieces[i].alive && s->pieces[i].area == t && !trts_allies(s, s->pieces[i].owner, player))
                enemy_armed |= s->pieces[i].building || !trts_piece_worker(s, i);
        /* an area the enemy holds: a small force takes it back (what its lone
         * workers took unopposed, play-test report5 defect 4) */
        bool enemy_held = s->markers[t] != 0;
        int per_area[TRTS_MAX_AREAS] = {0};
        int cheapest = -1, cheapest_cost = 0;
        for (int i = 0; i < s->n_pieces; i++)
            if (free_army(s, i, player) && reaches(s, i, t)) {
                per_area[s->pieces[i].area] += trts_ai_value(s, i);
                const trts_unit_def *d = trts_piece_unit(s, i);
                int cost = d->minerals + d->gas;
                if (cheapest < 0 || cost < cheapest_cost) {
                    cheapest = i;
                    cheapest_cost = cost;
                }
            }
        if (cheapest < 0)
            continue;
        int from = -1;
        for (int ar = 0; ar < s->map->n_areas; ar++)
            if (per_area[ar] > 0 && (from < 0 || per_area[ar] > per_area[from]))
                from = ar;
        a[0] = trts_action_make(TRTS_ACT_ACTIVATE, player, 0, 0, 0);
        for (int i = 0; i < s->n_pieces; i++)
            if (free_army(s, i, player) && reaches(s, i, t) && (level >= TRTS_AI_HARD || s->pieces[i].area == from))
                trts_set_add(&a[0].units, i);
        a[1] = trts_action_make(TRTS_ACT_MOVE, player, t, 0, 0);
        /* normal engages an area where it sees armed enemies only as the easy
         * level would (trts_ai_look_turn adds that choice); lone workers it
         * chases itself */
        if (level >= TRTS_AI_HARD || !enemy_armed)
            push(cs, &n, a, 2);
        if (!enemy_armed && (ta->minerals > 0 || ta->gas > 0 || enemy_held) && trts_set_count(&a[0].units) > 1) {
            a[0] = trts_action_make(TRTS_ACT_ACTIVATE, player, 0, 0, 0);
            trts_set_add(&a[0].units, cheapest);
            push(cs, &n, a, 2);
        }
    }
    worker_claims(s, player, cs, &n);
    return n;
}

/* The active group's choices: End (first), Attack where it stands, an engagement. */
static int group_cands(const trts_state *s, int player, cand *cs)
{
    int n = 0, team = s->players[player].team;
    trts_action a = trts_action_make(TRTS_ACT_END, player, 0, 0, 0);
    push(cs, &n, &a, 1);
    if (trts_test_attack(s, player) == TRTS_OK) {
        a = trts_action_make(TRTS_ACT_ATTACK, player, 0, 0, 0);
        push(cs, &n, &a, 1);
    }
    for (int t = 0; t < s->map->n_areas; t++) {
        bool own_marker = false;
        for (int q = 0; q < s->n_players; q++)
            own_marker |= (s->markers[t] >> q & 1u) && s->players[q].team == team;
        if (own_marker && !trts_area_contested(s, t))
            continue;
        trts_action line[2] = {trts_action_make(TRTS_ACT_MOVE, player, t, 0, 0),
                               trts_action_make(TRTS_ACT_ATTACK, player, 0, 0, 0)};
        if (trts_test_move(s, player, &s->group, t) == TRTS_OK)
            push(cs, &n, line, own_marker ? 2 : 1);
    }
    return n;
}

/* The opponent's reply as the model plays it (the easy level's Micro turn, its
 * group's moves, and whatever follows until its turn is over). */
static int reply_value(const trts_state *after, int me)
{
    L.reply = *after;
    int q = L.reply.current;
    for (int guard = 0; guard < 24 && L.budget > 0; guard++) {
        if (L.reply.phase == TRTS_PHASE_OVER || L.reply.phase == TRTS_PHASE_MACRO ||
            L.reply.phase == TRTS_PHASE_REPOSITION || (L.reply.phase == TRTS_PHASE_MICRO && guard > 0))
            break;
        trts_action a[4];
        if (trts_ai_easy_plan(&L.reply, L.reply.current, a, 4) < 1 || !sim_apply(&L.reply, &a[0]))
            break;
    }
    (void)q;
    return eval(&L.reply, me);
}

/* The area a candidate fights in or moves to (-1: Pass or End). */
static int cand_area(const cand *c, const trts_state *s)
{
    int area = -1;
    for (int k = 0; k < c->n; k++) {
        const trts_action *a = &c->act[k];
        if (a->kind == TRTS_ACT_MOVE)
            return a->a;
        if (a->kind == TRTS_ACT_ACTIVATE)
            for (int i = 0; i < s->n_pieces && area < 0; i++)
                if (trts_set_has(&a->units, i))
                    area = s->pieces[i].area;
        if (a->kind == TRTS_ACT_ATTACK && area < 0)
            for (int i = 0; i < s->n_pieces && area < 0; i++)
                if (trts_set_has(&s->group, i) && s->pieces[i].alive)
                    area = s->pieces[i].area;
    }
    return area;
}

/* Ahead, a line that takes the army to (or fights at) enemy buildings is worth a
 * siege's reward: the one-ply look sees the losses of a siege, not the win that
 * the rounds after it bring. */
static void siege_bonus(cand *cs, int n)
{
    if (!L.siege)
        return;
    for (int k = 1; k < n; k++) {
        int a = cand_area(&cs[k], &L.base);
        if (a >= 0 && L.edist[a] == 0 && cs[k].score > -1000000)
            cs[k].score += SIEGE_BONUS;
    }
}

/* Scores every candidate (one ply), then for hard the best few again with the
 * opponent's reply; returns the index of the best (the first on ties). */
static int choose(cand *cs, int n)
{
    for (int k = 0; k < n; k++)
        cs[k].score = L.budget > 0 || k == 0 ? score_line(&cs[k], 1) : -1000000;
    if (L.level >= TRTS_AI_HARD) {
        int order[MAX_CANDS];
        for (int k = 0; k < n; k++)
            order[k] = k;
        for (int i = 1; i < n; i++)
            for (int j = i; j > 0 && cs[order[j]].score > cs[order[j - 1]].score; j--) {
                int t = order[j];
                order[j] = order[j - 1];
                order[j - 1] = t;
            }
        /* the baseline (index 0: Pass or End) is always replied to */
        bool done0 = false;
        for (int r = 0; r < n && r < HARD_REPLIED; r++) {
            cs[order[r]].score = score_line(&cs[order[r]], 2);
            done0 |= order[r] == 0;
        }
        for (int r = HARD_REPLIED; r < n; r++)
            cs[order[r]].score = -1000000;
        if (!done0)
            cs[0].score = score_line(&cs[0], 2);
    }
    siege_bonus(cs, n);
    int best = 0;
    for (int k = 1; k < n; k++)
        if (cs[k].score > cs[best].score)
            best = k;
    return best;
}

/* Micro never passes, nor a group ends, while a line in reach takes an area for
 * nothing (play-test 12: normal passed rounds 3-7 while a human's lone workers
 * and empty markers stood in reach of its army, and the siege's step weight
 * outscored a capture): the best-scoring such line is played instead of Pass or
 * End. */
static int no_idle_pass(const cand *cs, int n, int best)
{
    if (cs[best].act[0].kind != TRTS_ACT_PASS && cs[best].act[0].kind != TRTS_ACT_END)
        return best;
    int take = -1;
    for (int k = 0; k < n; k++)
        if (cs[k].takes && cs[k].score > -1000000 && (take < 0 || cs[k].score > cs[take].score))
            take = k;
    return take >= 0 ? take : best;
}

/* Defend and combat retreat: each legal retreat, and Stay, played out. */
static int retreat_choice(const trts_state *v, int me, trts_action *out)
{
    static _Thread_local trts_action legal[TRTS_MAX_AREAS + 8];
    static _Thread_local cand cs[MAX_CANDS];
    int nl = trts_legal_actions(v, legal, TRTS_MAX_AREAS + 8), n = 0;
    trts_action stay = trts_action_make(TRTS_ACT_STAY, me, 0, 0, 0);
    push(cs, &n, &stay, 1);
    for (int k = 0; k < nl; k++)
        if (legal[k].kind == TRTS_ACT_RETREAT)
            push(cs, &n, &legal[k], 1);
    for (int k = 0; k < n; k++) {
        L.sim = L.base;
        cs[k].score = -1000000;
        if (!sim_apply(&L.sim, &cs[k].act[0]) && k > 0)
            continue;
        settle(&L.sim, L.sim.active);
        cs[k].score = eval(&L.sim, me);
    }
    int best = 0;
    for (int k = 1; k < n; k++)
        if (cs[k].score > cs[best].score)
            best = k;
    out[0] = cs[best].act[0];
    return 1;
}

int trts_ai_look_turn(const trts_state *view, int player, int level, trts_action *out)
{
    static _Thread_local cand cs[MAX_CANDS];
    L.me = player;
    L.level = level;
    L.team = view->players[player].team;
    L.budget = level >= TRTS_AI_HARD ? BUDGET_HARD : BUDGET_NORMAL;
    L.base = *view;
    L.siege = trts_ai_ahead(view, player);
    L.every_area = trts_ai_hard_short(view, player) && view->map->rounds <= EVERY_AREA_ROUNDS &&
                   !trts_ai_swarm(trts_player_faction(view, player));
    siege_distances(view, player);
    add_ghosts(&L.base, player);
    switch (view->phase) {
    case TRTS_PHASE_MICRO: {
        int n = micro_cands(view, player, level, cs);
        if (level < TRTS_AI_HARD) {
            /* normal: the easy level's choice among the others (issue 33: normal
             * once weighed this one against Pass alone, and sat in its base) */
            trts_action line[2];
            if (trts_ai_easy_plan(view, player, line, 2) == 1 && line[0].kind == TRTS_ACT_ACTIVATE) {
                int nl = 1;
                L.sim = *view;
                trts_action next[2];
                if (trts_apply(&L.sim, &line[0]) == TRTS_OK && trts_ai_easy_plan(&L.sim, player, next, 2) == 1)
                    line[nl++] = next[0];
                push(cs, &n, line, nl);
            }
        }
        out[0] = cs[no_idle_pass(cs, n, choose(cs, n))].act[0];
        return 1;
    }
    case TRTS_PHASE_GROUP: {
        int n = group_cands(view, player, cs);
        out[0] = cs[no_idle_pass(cs, n, choose(cs, n))].act[0];
        return 1;
    }
    case TRTS_PHASE_DEFEND:
    case TRTS_PHASE_COMBAT_RETREAT: return retreat_choice(view, player, out);
    default: break;
    }
    return trts_ai_easy_plan(view, player, out, 2);
}
