/*
 * TRTS's map drags (split from play.c): a drag from one area to another judged
 * by the core and played as a move, a retreat or a reposition, and when the core
 * refuses it, the reason told apart (no MP left, a cliff, too far, the way
 * through other teams' areas) in the panel's message and in a note drawn by
 * where it was dropped. play.c calls in; this file calls back only through
 * play_internal.h.
 */
#include <stdio.h>

#include "shell/ui.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"

/* Hops from `from` to `to` over the map's edges (cliffs only when `air`), -1 when none. */
static int hops(const trts_map *map, int from, int to, bool air)
{
    int dist[TRTS_MAX_AREAS], queue[TRTS_MAX_AREAS], head = 0, tail = 0;
    for (int i = 0; i < map->n_areas; i++)
        dist[i] = -1;
    dist[from] = 0;
    queue[tail++] = from;
    while (head < tail) {
        int x = queue[head++];
        for (int k = 0; k < map->areas[x].n_adj; k++) {
            int y = map->areas[x].adj[k];
            if (dist[y] >= 0 || (!air && map->edges[map->areas[x].adj_edge[k]].kind == TRTS_EDGE_CLIFF))
                continue;
            dist[y] = dist[x] + 1;
            queue[tail++] = y;
        }
    }
    return dist[to];
}

/* A refused drop: the reason in the panel's message and by the map where it
 * was dropped (s: the state the core judged). The core's "no path within its MP through your team's areas"
 * is told apart: no MP left, a cliff, the target not next to the area and
 * farther than the MP, or the way through areas the team does not hold. */
static void refuse_drop(trts_screen *c, const trts_state *s, const trts_set *units, int to, trts_why why, bool retreat)
{
    char reason[200];
    snprintf(reason, sizeof reason, "%s", _(trts_why_text(why)));
    int unit = -1, mp = 1000;
    bool air = true;
    for (int i = 0; i < s->n_pieces; i++)
        if (trts_set_has(units, i) && (s->phase != TRTS_PHASE_GROUP || trts_set_has(&s->group, i))) {
            if (s->pieces[i].mp < mp) {
                mp = s->pieces[i].mp;
                unit = i;
            }
            air &= (trts_player_faction(s, s->pieces[i].owner)->units[s->pieces[i].type].tags & TRTS_TAG_AIR) != 0;
        }
    if (why == TRTS_WHY_UNREACHABLE && unit >= 0) {
        int from = s->pieces[unit].area, d = hops(s->map, from, to, air), edge = trts_map_edge_between(s->map, from, to);
        const char *there = trts_area_label(&s->map->areas[to]), *here = trts_area_label(&s->map->areas[from]);
        if (mp <= 0)
            /* TRANSLATORS: a refused move: the unit has no movement points left */
            snprintf(reason, sizeof reason, _("%s has no MP left this round"), trts_play_piece_label(c, s, unit));
        else if (edge >= 0 && s->map->edges[edge].kind == TRTS_EDGE_CLIFF && !air)
            /* TRANSLATORS: a refused move: a cliff between the two areas */
            snprintf(reason, sizeof reason, _("a cliff lies between %s and %s: only air units cross it"), here, there);
        else if (edge < 0 && (d < 0 || d > mp))
            /* TRANSLATORS: a refused move: the areas are not joined, the target is so many areas away */
            snprintf(reason, sizeof reason, _("%s is not next to %s: it is %d areas away and %s has %d MP (one area per MP)"),
                     there, here, d, trts_play_piece_label(c, s, unit), mp);
        else if (edge < 0)
            /* TRANSLATORS: a refused move: the way is long enough but crosses areas of other teams */
            snprintf(reason, sizeof reason, _("the way to %s crosses areas your team does not hold (units pass only through "
                                              "your team's areas)"), there);
    }
    /* TRANSLATORS: %s is the reason */
    snprintf(c->message, sizeof c->message, retreat ? _("Retreat refused: %s") : _("Move refused: %s"), reason);
    snprintf(c->drop_note, sizeof c->drop_note, "%s", c->message);
}

/* A drag from one area to another: a move, a retreat, a reposition. */
void trts_play_drop(app *a, trts_screen *c, int from, int to)
{
    trts_state *s = &c->st;
    trts_set units = c->sel;
    if (trts_set_empty(&units) || s->phase == TRTS_PHASE_GROUP)
        trts_play_eligible(c, s->phase == TRTS_PHASE_GROUP ? -1 : from, &units);
    if (s->phase == TRTS_PHASE_MICRO) {
        /* no units picked: the area's not-activated non-workers (or its workers) */
        if (trts_set_empty(&c->sel)) {
            trts_set fighters;
            trts_set_clear(&fighters);
            for (int i = 0; i < s->n_pieces; i++)
                if (trts_set_has(&units, i) && !trts_piece_worker(s, i))
                    trts_set_add(&fighters, i);
            if (!trts_set_empty(&fighters))
                units = fighters;
        }
        if (trts_set_empty(&units)) {
            snprintf(c->message, sizeof c->message, "%s", _("None of your units there may move"));
            return;
        }
        trts_state copy = *s;
        trts_action act = { .kind = TRTS_ACT_ACTIVATE, .player = (int8_t)s->current, .units = units };
        trts_why why = trts_apply(&copy, &act);
        if (why == TRTS_OK)
            why = trts_test_move(&copy, s->current, &units, to);
        if (why != TRTS_OK) {
            refuse_drop(c, &copy, &units, to, why, false);
            return;
        }
        trts_play_act(a, c, act);
        trts_play_act(a, c, (trts_action){ .kind = TRTS_ACT_MOVE, .a = (int16_t)to, .units = units });
        return;
    }
    trts_action act = { .a = (int16_t)to, .units = units };
    switch (s->phase) {
    case TRTS_PHASE_GROUP: act.kind = TRTS_ACT_MOVE; act.units = s->group; break;
    case TRTS_PHASE_REPOSITION: act.kind = TRTS_ACT_MOVE; break;
    case TRTS_PHASE_DEFEND:
    case TRTS_PHASE_COMBAT_RETREAT: act.kind = TRTS_ACT_RETREAT; break;
    default: return;
    }
    if (trts_set_empty(&act.units)) {
        snprintf(c->message, sizeof c->message, "%s", _("None of your units there may move"));
        return;
    }
    trts_why why = trts_test(s, &(trts_action){ act.kind, (int8_t)s->current, act.a, 0, 0, act.units });
    if (why != TRTS_OK) {
        refuse_drop(c, s, &act.units, to, why, act.kind == TRTS_ACT_RETREAT);
        return;
    }
    trts_play_act(a, c, act);
}

/* A refused drop's reason in a box by where it was dropped, inside the map. */
void trts_play_drop_note(ui *u, const trts_screen *c, SDL_Rect view)
{
    int px = ui_px(u, 13), pad = ui_px(u, 6), w = ui_px_text(u, 320);
    if (w > view.w - 2 * pad)
        w = view.w - 2 * pad;
    ui quiet = *u;
    quiet.draw = false;
    quiet.ev = NULL;
    int h = ui_text_wrapped(&quiet, ui_rect(0, 0, w - 2 * pad, 0), c->drop_note, px, ui_rgb(255, 190, 120)) + 2 * pad;
    /* above the drop point: the area's tooltip goes below it */
    int x = c->drop_x - w / 2, y = c->drop_y - ui_px(u, 24) - h;
    if (x + w > view.x + view.w)
        x = view.x + view.w - w;
    if (y < view.y)
        y = c->drop_y + ui_px(u, 24);
    if (x < view.x)
        x = view.x;
    if (y < view.y)
        y = view.y;
    SDL_Rect box = ui_rect(x, y, w, h);
    ui_fill(u, box, ui_rgba(20, 22, 30, 235));
    ui_frame(u, box, ui_rgb(255, 190, 120), 1);
    ui_text_wrapped(u, ui_rect(x + pad, y + pad, w - 2 * pad, 0), c->drop_note, px, ui_rgb(255, 190, 120));
}
