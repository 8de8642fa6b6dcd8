/*
 * TRTS's map drags (split from play.c): a drag from one area to another judged
 * by the core and played as a move, a retreat or a reposition, and when the core
 * refuses it, the reason told apart (no MP left, a cliff, too far, the way
 * through other teams' areas) in the panel's message and in a note drawn by
 * where it was dropped; the reason is the core's (trts_test_move_way), this
 * file only words it. play.c calls in; this file calls back only through
 * play_internal.h.
 */
#include <stdio.h>

#include "shell/ui.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"

/* A refused drop: the reason in the panel's message and by the map where it
 * was dropped (s: the state the core judged). The reason is the core's
 * (trts_test_move_way): when the way fails, which unit and why (no MP left, a
 * cliff, too far, the way through other teams' areas, a retreat's target not
 * held); the client only words it. */
static void refuse_drop(trts_screen *c, const trts_state *s, const trts_move_refusal *r, int to, bool retreat,
                        const trts_set *units)
{
    char reason[280];
    snprintf(reason, sizeof reason, "%s", _(trts_why_text(r->why)));
    if (r->why == TRTS_WHY_NOT_CONTROLLED && s->current >= 0) {
        /* the area it fails on is where a unit stands, not the target (play-test:
         * "not your team's alone" read as about the area dropped on) */
        int team = trts_team_of(s, s->current);
        for (int i = 0; i < s->n_pieces; i++)
            if (trts_set_has(units, i) && s->pieces[i].alive && !trts_team_controls(s, team, s->pieces[i].area)) {
                /* TRANSLATORS: a refused reposition: the area the unit stands in is contested or not the team's alone */
                snprintf(reason, sizeof reason, _("%s stands in %s, which is not your team's alone: units reposition only out "
                                                  "of areas your team holds alone"),
                         trts_play_piece_label(c, s, i), trts_area_label(&s->map->areas[s->pieces[i].area]));
                break;
            }
    }
    if (r->why == TRTS_WHY_UNREACHABLE && r->unit >= 0) {
        const char *there = trts_area_label(&s->map->areas[to]), *here = trts_area_label(&s->map->areas[r->from]);
        const char *unit = trts_play_piece_label(c, s, r->unit);
        switch (r->way) {
        case TRTS_WAY_NO_MP:
            /* TRANSLATORS: a refused move: the unit has no movement points left */
            snprintf(reason, sizeof reason, _("%s has no MP left this round"), unit);
            break;
        case TRTS_WAY_CLIFF:
            /* TRANSLATORS: a refused move: a cliff between the two areas */
            snprintf(reason, sizeof reason, _("a cliff lies between %s and %s: only air units cross it"), here, there);
            break;
        case TRTS_WAY_NO_WAY:
            /* TRANSLATORS: a refused move: no edge a walking unit may take leads there */
            snprintf(reason, sizeof reason, _("%s cannot reach %s: only cliffs lead there"), unit, there);
            break;
        case TRTS_WAY_TOO_FAR:
            /* TRANSLATORS: a refused move: the target is so many areas away */
            snprintf(reason, sizeof reason, _("%s is not next to %s: it is %d areas away and %s has %d MP (one area per MP)"),
                     there, here, r->hops, unit, r->mp);
            break;
        case TRTS_WAY_NOT_NEXT:
            /* TRANSLATORS: a refused retreat during a combat round */
            snprintf(reason, sizeof reason, _("between steps a unit retreats one area only, and %s is not next to %s"), there,
                     here);
            break;
        case TRTS_WAY_TARGET_NOT_HELD:
            /* TRANSLATORS: a refused retreat or reposition: the target area is not held */
            snprintf(reason, sizeof reason, retreat ? _("units retreat only into areas you hold, and %s is not one")
                                                    : _("units reposition only into your team's areas, and %s is not one"),
                     there);
            break;
        case TRTS_WAY_THROUGH_OTHERS:
            /* TRANSLATORS: a refused move: the way is long enough but crosses areas of other teams */
            snprintf(reason, sizeof reason, _("the way to %s crosses areas your team does not hold (units pass only through "
                                              "your team's areas)"), there);
            break;
        case TRTS_WAY_OK: break;
        }
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
        trts_move_refusal r = { .why = trts_apply(&copy, &act), .unit = TRTS_NO_PIECE };
        if (r.why == TRTS_OK)
            trts_test_move_way(&copy, &(trts_action){ TRTS_ACT_MOVE, (int8_t)s->current, (int16_t)to, 0, 0, units }, &r);
        if (r.why != TRTS_OK) {
            refuse_drop(c, &copy, &r, to, false, &units);
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
    trts_move_refusal r;
    if (trts_test_move_way(s, &(trts_action){ act.kind, (int8_t)s->current, act.a, 0, 0, act.units }, &r) != TRTS_OK) {
        refuse_drop(c, s, &r, to, act.kind == TRTS_ACT_RETREAT, &act.units);
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
