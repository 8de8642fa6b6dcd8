/*
 * TRTS's map drags judged (split from drop.c so the drag's preview, route.c,
 * and the forecast, forecast.c, ask it without calling the drop back): a drag
 * from one area to another as the drop would play it (a move, a retreat, a
 * reposition), and when the core refuses it, the reason told apart (no MP
 * left, a cliff, too far, the way through other teams' areas) in the map's
 * terms. The reason is the core's (trts_test_move_way); this file only words
 * it, and calls nothing of trts/ but names.c.
 */
#include <stdio.h>
#include <string.h>

#include "areamap/board.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"

/* ---- walls: areas whose regions touch on the board with no link between ---- */

static struct {
    const areamap_board *board; /* the board they were found on, and its build */
    int builds, n;
    trts_wall w[TRTS_MAX_WALLS];
} walls;

/* The board's borders walked once per build (the board is rebuilt when the
 * map's areas move): each pixel on a border between two regions whose areas
 * have no edge is a point of their wall. */
static void walls_find(const trts_screen *c)
{
    const areamap_board *b = c->model.board;
    const trts_map *m = c->st.map;
    if (b == walls.board && (!b || b->builds == walls.builds))
        return;
    walls.board = b;
    walls.builds = b ? b->builds : 0;
    walls.n = 0;
    if (!b || !b->region || !b->other || !b->dist || b->k <= 0)
        return;
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) {
            size_t p = (size_t)y * (size_t)b->w + (size_t)x;
            int r = b->region[p], o = b->other[p];
            if (b->dist[p] != 0 || r < 0 || o <= r || o >= m->n_areas || trts_map_edge_between(m, r, o) >= 0)
                continue;
            int k = 0;
            while (k < walls.n && (walls.w[k].a != r || walls.w[k].b != o))
                k++;
            if (k == walls.n) {
                if (walls.n == TRTS_MAX_WALLS)
                    continue;
                walls.w[walls.n++] = (trts_wall){ .a = r, .b = o };
            }
            trts_wall *w = &walls.w[k];
            if (w->n < TRTS_WALL_POINTS) {
                w->x[w->n] = b->x0 + ((float)x + 0.5f) / b->k;
                w->y[w->n] = b->y0 + ((float)y + 0.5f) / b->k;
                w->n++;
            }
        }
}

const trts_wall *trts_play_walls(const trts_screen *c, int *n)
{
    walls_find(c);
    *n = walls.n;
    return walls.w;
}

bool trts_play_not_linked(const trts_screen *c, int a, int b)
{
    const trts_map *m = c->st.map;
    if (a < 0 || b < 0 || a == b || a >= m->n_areas || b >= m->n_areas || trts_map_edge_between(m, a, b) >= 0)
        return false;
    int n;
    const trts_wall *w = trts_play_walls(c, &n);
    for (int k = 0; k < n; k++)
        if ((w[k].a == a && w[k].b == b) || (w[k].a == b && w[k].b == a))
            return true;
    return false;
}

/* Link steps (every edge, cliffs too) from `from`, -1 unreachable. */
static void link_steps(const trts_map *m, int from, int d[TRTS_MAX_AREAS])
{
    int queue[TRTS_MAX_AREAS], head = 0, tail = 0;
    for (int a = 0; a < m->n_areas; a++)
        d[a] = -1;
    d[from] = 0;
    queue[tail++] = from;
    while (head < tail) {
        int a = queue[head++];
        for (int k = 0; k < m->areas[a].n_adj; k++)
            if (d[m->areas[a].adj[k]] < 0) {
                d[m->areas[a].adj[k]] = d[a] + 1;
                queue[tail++] = m->areas[a].adj[k];
            }
    }
}

/* The cliff a walking unit goes round on its way from `from` to `to`: one on a
 * shortest line of links when that line is shorter than the `hops` walked
 * (play-test 7: "needs 3 MP" for what looked like two links, the cliff between
 * North Third and North Main unnamed). False when no cliff makes the way longer. */
static bool cliff_on_way(const trts_map *m, int from, int to, int hops, int *ca, int *cb)
{
    int df[TRTS_MAX_AREAS], dt[TRTS_MAX_AREAS];
    link_steps(m, from, df);
    link_steps(m, to, dt);
    if (df[to] < 0 || df[to] >= hops)
        return false;
    for (int e = 0; e < m->n_edges; e++) {
        const trts_edge *x = &m->edges[e];
        if (x->kind != TRTS_EDGE_CLIFF)
            continue;
        for (int flip = 0; flip < 2; flip++) {
            int a = flip ? x->b : x->a, b = flip ? x->a : x->b;
            if (df[a] >= 0 && dt[b] >= 0 && df[a] + 1 + dt[b] == df[to]) {
                *ca = a;
                *cb = b;
                return true;
            }
        }
    }
    return false;
}

/* Does a refused way let the move stop in the first area it may not cross
 * (a move of Micro or of a group, which may then go on), rather than not
 * enter it at all (a retreat, a reposition)? */
static bool stop_first(const trts_state *s)
{
    return s->phase == TRTS_PHASE_MICRO || s->phase == TRTS_PHASE_GROUP;
}

/* A refused drop: the reason in the panel's message and by the map where it
 * was dropped (s: the state the core judged). The reason is the core's
 * (trts_test_move_way): when the way fails, which unit and why (no MP left, a
 * cliff, too far, the way through other teams' areas, a retreat's target not
 * held); the client only words it. */
static void refusal_words(const trts_screen *c, const trts_state *s, const trts_move_refusal *r, int to, bool retreat,
                          const trts_set *units, char *reason, size_t size)
{
    snprintf(reason, size, "%s", _(trts_why_text(r->why)));
    if (r->why == TRTS_WHY_NOT_CONTROLLED && s->current >= 0) {
        /* the area it fails on is where a unit stands, not the target (play-test:
         * "not your team's alone" read as about the area dropped on) */
        int team = trts_team_of(s, s->current);
        for (int i = 0; i < s->n_pieces; i++)
            if (trts_set_has(units, i) && s->pieces[i].alive && !trts_team_controls(s, team, s->pieces[i].area)) {
                /* TRANSLATORS: a refused reposition: the area the unit stands in is contested or not the team's alone */
                snprintf(reason, size, _("%s stands in %s, which is not your team's alone: units reposition only out "
                                                  "of areas your team holds alone"),
                         trts_play_piece_label(c, s, i), trts_area_label(&s->map->areas[s->pieces[i].area]));
                break;
            }
    }
    if (r->why == TRTS_WHY_UNREACHABLE && r->unit >= 0) {
        const char *there = trts_area_label(&s->map->areas[to]), *here = trts_area_label(&s->map->areas[r->from]);
        const char *unit = trts_play_piece_label(c, s, r->unit);
        int ca = -1, cb = -1;
        /* the core gives the first rule that forbids it (trts_test_move_way:
         * a reposition's target not the team's before any MP or way round) */
        switch (r->way) {
        case TRTS_WAY_NO_MP:
            /* TRANSLATORS: a refused move: the unit has no movement points left */
            snprintf(reason, size, _("%s has no MP left this round"), unit);
            break;
        case TRTS_WAY_CLIFF:
            /* TRANSLATORS: a refused move: a cliff between the two areas */
            snprintf(reason, size, _("a cliff lies between %s and %s: only air units cross it"), here, there);
            break;
        case TRTS_WAY_NO_WAY:
            /* TRANSLATORS: a refused move: no edge a walking unit may take leads there */
            snprintf(reason, size, _("%s cannot reach %s: only cliffs lead there"), unit, there);
            break;
        case TRTS_WAY_TOO_FAR:
            if (r->cliff)
                /* TRANSLATORS: a refused move: a cliff between the two areas, and the walking way round costs more
                 * MP than the unit has: the areas, the MP of the way round, the unit, its MP */
                snprintf(reason, size, _("a cliff lies between %s and %s, and the way round costs %d MP: %s has %d MP"),
                         here, there, r->hops, unit, r->mp);
            else if (cliff_on_way(s->map, r->from, to, r->hops, &ca, &cb))
                /* TRANSLATORS: a refused move: the unit, the MP the walking way costs, the target, the MP it has,
                 * then the two areas of a cliff on the shortest line that walking units go round (play-test 7:
                 * "needs 3 MP" for what looked like two links) */
                snprintf(reason, size, _("%s needs %d MP to reach %s and has %d MP: walking units go round the "
                                         "cliff between %s and %s (1 MP per area entered)"),
                         unit, r->hops, there, r->mp, trts_area_label(&s->map->areas[ca]),
                         trts_area_label(&s->map->areas[cb]));
            else
                /* TRANSLATORS: a refused move: the unit, the MP the shortest way costs (one per area entered), the
                 * target, the MP it has (play-test: "3 areas away" read as steps) */
                snprintf(reason, size, _("%s needs %d MP to reach %s (1 MP per area entered) and has %d MP"), unit,
                         r->hops, there, r->mp);
            break;
        case TRTS_WAY_NOT_NEXT:
            /* TRANSLATORS: a refused retreat during a combat round */
            snprintf(reason, size, _("between steps a unit retreats one area only, and %s is not next to %s"), there,
                     here);
            break;
        case TRTS_WAY_TARGET_NOT_HELD:
            /* TRANSLATORS: a refused retreat or reposition: the target area is not held */
            snprintf(reason, size, retreat ? _("units retreat only into areas you hold, and %s is not one")
                                                    : _("units reposition only into your team's areas, and %s is not one"),
                     there);
            break;
        case TRTS_WAY_THROUGH_OTHERS:
            if (r->block >= 0 && stop_first(s)) {
                /* a move (Micro, a group's) may enter any area and go on with
                 * the next move of the same activation (the rules' "Repeat any
                 * of: Move"; play-test 14: one drag refused, the same way in two
                 * drags played): the area to stop in is said */
                const char *block = trts_area_label(&s->map->areas[r->block]);
                if (r->cliff)
                    /* TRANSLATORS: a refused move: a cliff between the first two areas; the way round crosses an
                     * area (the third %s) the team does not hold: the move may stop there and go on next */
                    snprintf(reason, size, _("a cliff lies between %s and %s, and a move may cross only your team's "
                                             "areas: stop in %s, then drag on from there"),
                             here, there, block);
                else
                    /* TRANSLATORS: a refused move: the way crosses an area the team does not hold; the move may
                     * stop there (an engagement) and go on with the next drag of the same turn */
                    snprintf(reason, size, _("a move may cross only your team's areas: stop in %s, then drag on from "
                                             "there"),
                             block);
            } else if (r->block >= 0 && r->cliff)
                /* TRANSLATORS: a refused move: a cliff between the two areas, and the way round crosses an area
                 * (the third %s) the team does not hold (play-test 6: only the cliff was named) */
                snprintf(reason, size, _("a cliff lies between %s and %s, and the way round crosses %s, which your "
                                         "team does not hold (units pass only through your team's areas)"),
                         here, there, trts_area_label(&s->map->areas[r->block]));
            else if (r->block >= 0)
                /* TRANSLATORS: a refused move: the way crosses an area (the second %s) the team does not hold */
                snprintf(reason, size, _("the way to %s crosses %s, which your team does not hold (units pass only "
                                         "through your team's areas)"),
                         there, trts_area_label(&s->map->areas[r->block]));
            else
                /* TRANSLATORS: a refused move: the way is long enough but crosses areas of other teams */
                snprintf(reason, size, _("the way to %s crosses areas your team does not hold (units pass only through "
                                         "your team's areas)"), there);
            break;
        case TRTS_WAY_OK: break;
        }
    }
}

/* The units a drop to `to` leaves where they are because they already stand
 * there (play-test 11: picking Trooper 3, already in North Third, with
 * Breacher 1 and dragging to North Third was refused "already in that area"):
 * in Micro, of the picked units; with a group, of the group. Empty unless
 * some others of them do move: a drop of units all already there is the
 * core's refusal. In Micro the stayers are not activated (they may still act
 * this round); a group's stayers leave it (the core's Leave: done for this
 * round, as the whole group is at its End). */
void trts_play_drop_stayers(const trts_screen *c, int to, trts_set *stay)
{
    const trts_state *s = &c->st;
    trts_set_clear(stay);
    const trts_set *set = s->phase == TRTS_PHASE_GROUP ? &s->group : s->phase == TRTS_PHASE_MICRO ? &c->sel : NULL;
    if (!set || to < 0 || to >= s->map->n_areas)
        return;
    bool movers = false;
    for (int i = 0; i < s->n_pieces; i++)
        if (trts_set_has(set, i) && s->pieces[i].alive) {
            if (s->pieces[i].area == to)
                trts_set_add(stay, i);
            else
                movers = true;
        }
    if (!movers)
        trts_set_clear(stay);
}

/* The stayers' words ("Trooper 3 is already in North Third and stays."),
 * empty when none. */
void trts_play_stayers_words(const trts_screen *c, int to, char *out, size_t size)
{
    const trts_state *s = &c->st;
    trts_set stay;
    trts_play_drop_stayers(c, to, &stay);
    out[0] = '\0';
    /* the names in their own buffer, ended with "…" when they do not fit: the
     * sentence is never left out for a cut list (review 15) */
    char names[200];
    size_t n = 0;
    int count = 0;
    bool cut = false;
    names[0] = '\0';
    for (int i = 0; i < s->n_pieces; i++)
        if (trts_set_has(&stay, i)) {
            const char *label = trts_play_piece_label(c, s, i);
            if (cut || n + strlen(label) + 2 * sizeof ", …" > sizeof names) {
                if (!cut)
                    n += (size_t)snprintf(names + n, sizeof names - n, "%s", ", …");
                cut = true;
                count++;
                continue; /* counted for the sentence's number, not named */
            }
            int m = snprintf(names + n, sizeof names - n, "%s%s", count ? ", " : "", label);
            n += m > 0 ? (size_t)m : 0;
            count++;
        }
    if (!count)
        return;
    if (s->phase == TRTS_PHASE_GROUP)
        /* TRANSLATORS: a move of a group some of whose units already stand in the target: %s those units, %s the
         * area; they leave the group and stay (the rules' Leave: done for this round) */
        snprintf(out, size, P_("%s is already in %s: it stays there and leaves the group (done for this round).",
                               "%s are already in %s: they stay there and leave the group (done for this round).", count),
                 names, trts_area_label(&s->map->areas[to]));
    else
        /* TRANSLATORS: a move of picked units some of which already stand in the target: %s those units, %s the
         * area; they are not moved and may still act this round */
        snprintf(out, size, P_("%s is already in %s and stays (it may still act this round).",
                               "%s are already in %s and stay (they may still act this round).", count),
                 names, trts_area_label(&s->map->areas[to]));
}

/* Has the seat to act a living unit in `area`? */
static bool seat_units_in(const trts_state *s, int area)
{
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && !s->pieces[i].building && s->pieces[i].owner == s->current && s->pieces[i].area == area)
            return true;
    return false;
}

/* The drop judged by the core's rules (trts_play_judge_drop), its refusal in `out`
 * (its block -1 when the core did not judge a way). */
static trts_why judge_way(const trts_screen *c, int from, int to, trts_set *units, bool *retreat, char *reason,
                          size_t size, trts_move_refusal *out)
{
    const trts_state *s = &c->st;
    *out = (trts_move_refusal){ .why = TRTS_OK, .unit = TRTS_NO_PIECE, .from = -1, .hops = -1, .block = -1 };
    *retreat = false;
    reason[0] = '\0';
    trts_set_clear(units);
    if (from >= 0 && from < s->map->n_areas && !seat_units_in(s, from)) {
        /* a drag starts only where the seat has units (play-test 14: one from
         * the enemy's area moved the unit picked elsewhere and named its cliff) */
        /* TRANSLATORS: a drag on the map from an area where the player has no units; %s the area */
        snprintf(reason, size, _("You have no units in %s"), trts_area_label(&s->map->areas[from]));
        return TRTS_WHY_EMPTY_GROUP;
    }
    static trts_state copy; /* large: kept off the stack (one screen at a time, one thread) */
    trts_set stay;
    trts_play_drop_stayers(c, to, &stay);
    *units = c->sel;
    for (int i = 0; i < s->n_pieces; i++)
        if (trts_set_has(&stay, i) && s->phase == TRTS_PHASE_MICRO)
            trts_set_del(units, i);
    if (trts_set_empty(units) || s->phase == TRTS_PHASE_GROUP)
        trts_play_eligible(c, s->phase == TRTS_PHASE_GROUP ? -1 : from, units);
    trts_action act = { .a = (int16_t)to, .units = *units };
    switch (s->phase) {
    case TRTS_PHASE_MICRO: {
        /* no units picked: the area's not-activated non-workers (or its workers) */
        if (trts_set_empty(&c->sel)) {
            trts_set fighters;
            trts_set_clear(&fighters);
            for (int i = 0; i < s->n_pieces; i++)
                if (trts_set_has(units, i) && !trts_piece_worker(s, i))
                    trts_set_add(&fighters, i);
            if (!trts_set_empty(&fighters))
                *units = fighters;
        }
        if (trts_set_empty(units)) {
            snprintf(reason, size, "%s", _("None of your units there may move"));
            return TRTS_WHY_EMPTY_GROUP;
        }
        /* as the drop plays it: Activate, then the move, judged on a copy */
        copy = *s;
        trts_action activate = { .kind = TRTS_ACT_ACTIVATE, .player = (int8_t)s->current, .units = *units };
        trts_move_refusal r = { .why = trts_apply(&copy, &activate), .unit = TRTS_NO_PIECE };
        if (r.why == TRTS_OK)
            trts_test_move_way(&copy, &(trts_action){ TRTS_ACT_MOVE, (int8_t)s->current, (int16_t)to, 0, 0, *units }, &r);
        if (r.why != TRTS_OK)
            refusal_words(c, &copy, &r, to, false, units, reason, size);
        *out = r;
        return r.why;
    }
    case TRTS_PHASE_GROUP: act.kind = TRTS_ACT_MOVE; act.units = s->group; break;
    case TRTS_PHASE_REPOSITION: act.kind = TRTS_ACT_MOVE; break;
    case TRTS_PHASE_DEFEND:
    case TRTS_PHASE_COMBAT_RETREAT: act.kind = TRTS_ACT_RETREAT; break;
    case TRTS_PHASE_MACRO:
        /* TRANSLATORS: a drag on the map in Macro (production): units move in the Micro phase that follows */
        snprintf(reason, size, "%s", _("units move in Micro, after Done here"));
        return TRTS_WHY_WRONG_PHASE;
    default: return TRTS_WHY_WRONG_PHASE;
    }
    *units = act.units;
    *retreat = act.kind == TRTS_ACT_RETREAT;
    if (trts_set_empty(units)) {
        snprintf(reason, size, "%s", _("None of your units there may move"));
        return TRTS_WHY_EMPTY_GROUP;
    }
    trts_move_refusal r;
    const trts_state *judged = s;
    if (!trts_set_empty(&stay) && act.kind == TRTS_ACT_MOVE && s->phase == TRTS_PHASE_GROUP) {
        /* as the drop plays it: the stayers leave the group, then the move */
        copy = *s;
        r = (trts_move_refusal){ .why = trts_apply(&copy, &(trts_action){ .kind = TRTS_ACT_LEAVE,
                                                                           .player = (int8_t)s->current, .units = stay }),
                                 .unit = TRTS_NO_PIECE };
        if (r.why != TRTS_OK) {
            snprintf(reason, size, "%s", _(trts_why_text(r.why)));
            return r.why;
        }
        judged = &copy;
        act.units = copy.group;
        *units = copy.group;
    }
    if (trts_test_move_way(judged, &(trts_action){ act.kind, (int8_t)s->current, act.a, 0, 0, act.units }, &r) != TRTS_OK)
        refusal_words(c, judged, &r, to, *retreat, units, reason, size);
    *out = r;
    return r.why;
}

/* judge_way, and a way between areas walled apart said so (play-test 14: a
 * line was drawn between them and the refusal spoke of MP) only when the
 * core's refusal is about that missing link: no way at all, or a way round
 * too long (its cost said too). Any other reason is the core's, kept
 * (play-test 16: North Watch to East Crossing through neutral West Crossing
 * was refused "not linked", hiding the rule that a move crosses only the
 * team's areas). */
static trts_why judge(const trts_screen *c, int from, int to, trts_set *units, bool *retreat, char *reason, size_t size,
                      trts_move_refusal *out)
{
    trts_why why = judge_way(c, from, to, units, retreat, reason, size, out);
    if (why != TRTS_WHY_UNREACHABLE || !trts_play_not_linked(c, from, to))
        return why;
    const char *here = trts_area_label(&c->st.map->areas[from]), *there = trts_area_label(&c->st.map->areas[to]);
    if (out->way == TRTS_WAY_NO_WAY)
        /* TRANSLATORS: a refused move between two areas whose borders touch on the map with no way between them */
        snprintf(reason, size, _("not linked: no passage between %s and %s"), here, there);
    else if (out->way == TRTS_WAY_TOO_FAR && out->unit >= 0)
        /* TRANSLATORS: a refused move between two areas whose borders touch on the map with no passage between
         * them; the way round (through other areas) costs more MP than the unit has: the two areas, the MP of the
         * way round, the unit, its MP */
        snprintf(reason, size, _("not linked: no passage between %s and %s; the way round costs %d MP and %s has %d MP"),
                 here, there, out->hops, trts_play_piece_label(c, &c->st, out->unit), out->mp);
    return why;
}

trts_why trts_play_judge_drop(const trts_screen *c, int from, int to, trts_set *units, bool *retreat, char *reason,
                              size_t size)
{
    trts_move_refusal r;
    return judge(c, from, to, units, retreat, reason, size, &r);
}

int trts_play_judge_stop(const trts_screen *c, int from, int to)
{
    trts_set units;
    bool retreat;
    char reason[280];
    trts_move_refusal r;
    if (judge(c, from, to, &units, &retreat, reason, sizeof reason, &r) != TRTS_WHY_UNREACHABLE ||
        r.way != TRTS_WAY_THROUGH_OTHERS || r.block < 0 || r.block == from || !stop_first(&c->st))
        return -1;
    return trts_play_judge_drop(c, from, r.block, &units, &retreat, reason, sizeof reason) == TRTS_OK ? r.block : -1;
}
