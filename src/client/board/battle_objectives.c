/*
 * A scenario's objectives on the battle screen (docs/rules.md "Scenarios"):
 * each objective in words with its progress from esc_objective_progress ("Hold
 * the well: 1 of 4 rounds in a row"), after the emblem of the side it is for,
 * in the side panel; and the words the result panel uses to say which
 * objective decided. Nothing for a standard match.
 */
#include <stdio.h>
#include <string.h>

#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/view.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"

static const char *objective_label(const board_match *m, int i)
{
    const char *label = m->record.has_scenario ? m->record.scenario.labels[i] : "";
    if (label[0])
        return board_scenario_text(&m->record.scenario, label);
    /* TRANSLATORS: an objective's zone when the scenario gives it no label */
    return _("the zone");
}

/* The hint under a control objective (play-test 17: the rule note stood
 * among the objectives as if it were one, and "markers" was nowhere said):
 * what a marker is, and what standing alone there does for the other side
 * (docs/rules.md: a one-sided zone is blocked, never drained). Said once,
 * under the line of the side it is written for: the owner's, or side 0's when
 * both sides play for the zone. */
bool battle_objective_hint(const board_match *m, int i, int side, char *out, size_t size)
{
    const esc_game *g = &m->game;
    if (!g->scenario.active || i < 0 || i >= g->scenario.n_objectives || i >= ESC_OBJECTIVES_MAX)
        return false;
    const esc_objective *o = &g->scenario.objectives[i];
    if (o->kind != ESC_OBJ_CONTROL || side != (o->side == ESC_OBJ_BOTH_SIDES ? 0 : o->side))
        return false;
    if (o->side == ESC_OBJ_BOTH_SIDES)
        /* TRANSLATORS: objectives panel, a hint under a control objective both sides play for, after the zone's
         * label: what a marker is and what it costs the other side */
        snprintf(out, size, _("A marker for %s: a turn that ends with only your units there. It also takes one away "
                              "from the other side."),
                 objective_label(m, i));
    else
        /* TRANSLATORS: objectives panel, a hint under a control objective only one side plays for, after the zone's
         * label: what a marker is; the other side, alone there, blocks scoring but takes no marker away */
        snprintf(out, size, _("A marker for %s: a turn that ends with only this side's units there. The other side "
                              "standing alone there stops it scoring, but takes none of its markers away."),
                 objective_label(m, i));
    return true;
}

bool battle_objective_line(const board_match *m, int i, int side, char *out, size_t size)
{
    const esc_game *g = &m->game;
    int done = 0, goal = 0;
    if (g->scenario.active && i >= 0 && i < g->scenario.n_objectives && i < ESC_OBJECTIVES_MAX) {
        /* An escort is also the other side's way to win: its line says so
         * (play-test 7: the guards' goal was nowhere under Objectives). */
        const esc_objective *e = &g->scenario.objectives[i];
        if (e->kind == ESC_OBJ_ESCORT && (e->side == 0 || e->side == 1) && side == 1 - e->side) {
            const char *unit = e->unit >= 0 && e->unit < m->record.squads[e->side].n_units
                                   ? i18n_content(m->record.squads[e->side].units[e->unit].name)
                                   : "";
            /* TRANSLATORS: objectives panel, after the side's name, the side facing an escort: it wins if the
             * escorted unit falls ("Computer: wins if Messenger falls") */
            snprintf(out, size, _("wins if %s falls"), unit);
            return true;
        }
    }
    if (!esc_objective_progress(g, i, side, &done, &goal))
        return false;
    const esc_objective *o = &g->scenario.objectives[i];
    bool deploying = g->phase == ESC_PHASE_DEPLOY; /* units not all on the board yet: no count */
    switch (o->kind) {
    case ESC_OBJ_ELIMINATION:
        if (deploying) {
            /* TRANSLATORS: objectives panel during deployment: elimination */
            snprintf(out, size, "%s", _("Eliminate every enemy"));
            break;
        }
        /* TRANSLATORS: objectives panel: elimination, with the enemy units still on the board */
        snprintf(out, size, P_("Eliminate every enemy: %d left", "Eliminate every enemy: %d left", done), done);
        break;
    case ESC_OBJ_CONTROL:
    case ESC_OBJ_HOLD: {
        /* A turn held open (its last action spent, End turn to come) has not
         * ended: what its end counts is shown as pending, not as done
         * (play-test 3: "markers 1 of 5" while End turn and Undo were there). */
        esc_game before;
        int was = done, was_goal = goal;
        if (!board_match_held_before(m, &before) || !esc_objective_progress(&before, i, side, &was, &was_goal))
            was = done;
        if (o->kind == ESC_OBJ_CONTROL)
            /* TRANSLATORS: objectives panel: "Control the well: markers 2 of 4" */
            snprintf(out, size, _("Control %s: markers %d of %d"), objective_label(m, i), was, goal);
        else
            /* TRANSLATORS: objectives panel: "Hold the well: 1 of 4 rounds in a row" */
            snprintf(out, size, P_("Hold %s: %d of %d round in a row", "Hold %s: %d of %d rounds in a row", goal),
                     objective_label(m, i), was, goal);
        if (was != done) {
            size_t n = strlen(out);
            /* TRANSLATORS: objectives panel, after a count while the turn's last action is spent and End turn is
             * still to come: the change End turn makes ("Control the well: markers 0 of 4 · +1 at End turn"). */
            snprintf(out + n, size - n, _(" · %+d at End turn"), done - was);
        }
        break;
    }
    case ESC_OBJ_ESCORT: {
        const char *unit = "";
        if (o->unit >= 0 && o->unit < m->record.squads[side].n_units)
            unit = i18n_content(m->record.squads[side].units[o->unit].name);
        /* The exit's label stands apart, in brackets, so no language glues its
         * article to a preposition (play-test 7: "à 7 cases de le bord opposé"). */
        const char *label = m->record.has_scenario ? m->record.scenario.labels[i] : "";
        char exit[ESC_SCENARIO_LABEL_MAX + 8] = "";
        if (label[0])
            snprintf(exit, sizeof exit, " (%s)", board_scenario_text(&m->record.scenario, label));
        if (done < 0 && deploying)
            /* TRANSLATORS: objectives panel during deployment: the escorted unit, then the exit's label in
             * brackets or nothing ("Envoy: bring to the exit (the far road)") */
            snprintf(out, size, _("%s: bring to the exit%s"), unit, exit);
        else if (done < 0)
            /* TRANSLATORS: objectives panel: the escorted unit was eliminated ("Envoy: lost") */
            snprintf(out, size, _("%s: lost"), unit);
        else if (done == 0)
            /* TRANSLATORS: objectives panel: the escorted unit stands on an exit, then the exit's label in
             * brackets or nothing ("Envoy: on the exit (the far road)") */
            snprintf(out, size, _("%s: on the exit%s"), unit, exit);
        else
            /* TRANSLATORS: objectives panel: the escorted unit, its distance, then the exit's label in brackets
             * or nothing ("Envoy: 3 squares from the exit (the far road)") */
            snprintf(out, size, P_("%s: %d square from the exit%s", "%s: %d squares from the exit%s", done), unit,
                     done, exit);
        /* A label the line already says is not said again (play-test 14:
         * "Scout: bring to the exit (the exit)"). */
        size_t n = strlen(out), e = strlen(exit);
        if (e > 3 && n >= e && strcmp(out + n - e, exit) == 0) {
            char said[ESC_SCENARIO_LABEL_MAX + 8];
            snprintf(said, sizeof said, "%.*s", (int)(e - 3), exit + 2);
            out[n - e] = '\0';
            if (!strstr(out, said))
                out[n - e] = ' ';
        }
        break;
    }
    case ESC_OBJ_SURVIVE: {
        /* The round in play as the top bar counts it: a turn held open after its
         * last action is still its round, though the game has moved on. */
        esc_game held;
        int round = board_match_held_before(m, &held) ? esc_game_round(&held) : esc_game_round(g);
        if (round > goal)
            round = goal;
        if (deploying || round < 1) {
            /* No "round 0 of 10" before the battle: the goal, and where the count starts.
             * TRANSLATORS: objectives panel during deployment: "Survive 10 rounds (counts from round 1)" */
            snprintf(out, size, P_("Survive %d round (counts from round 1)", "Survive %d rounds (counts from round 1)", goal),
                     goal);
            break;
        }
        /* TRANSLATORS: objectives panel: "Survive: round 6 of 10" */
        snprintf(out, size, _("Survive: round %d of %d"), round, goal);
        break;
    }
    default: return false;
    }
    return true;
}

static int draw_objectives(ui *u, board_battle *bb, int x, int y, int w, bool hints)
{
    const board_match *m = &bb->match;
    const esc_scenario_rules *r = &m->game.scenario;
    if (!r->active)
        return y;
    int px = ui_px(u, 14), er = ui_px(u, 6);
    /* While the last turn is shown again (R) the board is the past but these
     * counts are now's: the heading says so (play-test 3). */
    /* TRANSLATORS: side panel: the heading of a scenario's objectives; the second while the last turn is shown
     * again (the board shows the past, the objectives as they stand now). */
    ui_text(u, x, y, bb->st.replay.on ? _("Objectives now") : _("Objectives"), px, true, ui_rgb(150, 156, 172),
            UI_LEFT);
    y += px + px / 2;
    for (int i = 0; i < r->n_objectives && i < ESC_OBJECTIVES_MAX; i++) {
        for (int side = 0; side < ESC_SIDES; side++) {
            char line[300];
            if (!battle_objective_line(m, i, side, line, sizeof line))
                continue;
            int top = y;
            char who[DATA_SEAT_NAME_MAX + 40], said[DATA_SEAT_NAME_MAX + 340], tip[900];
            board_match_side_name(m, side, who, sizeof who);
            /* Whose it is, in words, not only the emblem (play-test 17: "Win if
             * Scout falls" read as the player's own goal); "You" for the one
             * player against the computer. */
            bool you = m->human[side] && !m->human[1 - side] && !m->remote;
            /* TRANSLATORS: objectives panel: the side's name ("You" for the one player against the computer), then
             * its objective ("Computer (Easy): wins if Scout falls") */
            snprintf(said, sizeof said, _("%s: %s"), you ? _("You") : who, line);
            if (u->draw) /* not while measured */
                ui_emblem(u->r, board_emblem(side), (float)(x + er), (float)y + (float)px * 0.62f, (float)er,
                          board_colour(side));
            y += ui_text_wrapped(u, ui_rect(x + 3 * er, y, w - 3 * er, 0), said, px, ui_rgb(230, 232, 240));
            /* Whose objective it is, and its rule, in the tooltip. */
            const esc_objective_info *info = esc_objective_info_get(r->objectives[i].kind);
            const char *side_name = m->record.has_scenario ? m->record.scenario.sides[side].name : "";
            if (side_name[0])
                /* TRANSLATORS: tooltip of an objective: the player, the scenario's side ("Garrison"), the rule */
                snprintf(tip, sizeof tip, _("%s (%s): %s"), who, board_scenario_text(&m->record.scenario, side_name), info ? _(info->text) : "");
            else
                /* TRANSLATORS: tooltip of an objective: the player, the rule */
                snprintf(tip, sizeof tip, _("%s: %s"), who, info ? _(info->text) : "");
            char hint[400];
            size_t n = strlen(tip);
            if (battle_objective_hint(m, i, side, hint, sizeof hint) && n + 2 < sizeof tip)
                snprintf(tip + n, sizeof tip - n, " %s", hint); /* the hint also in its tooltip */
            ui_tooltip(u, ui_rect(x, top, w, y - top), tip);
            y += ui_px(u, 2);
        }
        /* A rule note is a hint under its objective's lines: no emblem, dimmer,
         * smaller; only in the tooltip where the panel has no room for it. */
        char hint[400];
        for (int side = 0; side < ESC_SIDES && hints; side++)
            if (battle_objective_hint(m, i, side, hint, sizeof hint))
                y += ui_text_wrapped(u, ui_rect(x + 3 * er, y, w - 3 * er, 0), hint, ui_px(u, 12),
                                     ui_rgb(160, 168, 186)) + ui_px(u, 2);
    }
    return y + ui_px(u, 6);
}

int battle_draw_objectives(ui *u, board_battle *bb, int x, int y, int w, int limit)
{
    ui measure = *u;
    measure.draw = false;
    measure.ev = NULL;
    return draw_objectives(u, bb, x, y, w, draw_objectives(&measure, bb, x, y, w, true) <= limit);
}

/* Whether objective i is met for `side` now. */
static bool met(const esc_game *g, int i, int side)
{
    int done = 0, goal = 0;
    if (!esc_objective_progress(g, i, side, &done, &goal))
        return false;
    switch (g->scenario.objectives[i].kind) {
    case ESC_OBJ_CONTROL:
    case ESC_OBJ_HOLD: return done >= goal;
    case ESC_OBJ_ESCORT: return done == 0;
    case ESC_OBJ_SURVIVE: return esc_game_round(g) >= goal;
    default: return false;
    }
}

bool battle_objective_result(const board_match *m, char *out, size_t size)
{
    const esc_game *g = &m->game;
    if (!g->scenario.active || g->end_reason != ESC_END_OBJECTIVE || g->winner < 0 || g->winner >= ESC_SIDES)
        return false;
    char line[300];
    for (int i = 0; i < g->scenario.n_objectives && i < ESC_OBJECTIVES_MAX; i++)
        if (met(g, i, g->winner) && battle_objective_line(m, i, g->winner, line, sizeof line)) {
            /* TRANSLATORS: result screen: the objective that decided, with its progress */
            snprintf(out, size, _("Objective met: %s."), line);
            return true;
        }
    /* An escorted unit lost loses for its side. */
    int loser = 1 - g->winner;
    for (int i = 0; i < g->scenario.n_objectives && i < ESC_OBJECTIVES_MAX; i++) {
        int done = 0, goal = 0;
        if (g->scenario.objectives[i].kind == ESC_OBJ_ESCORT && esc_objective_progress(g, i, loser, &done, &goal) &&
            done < 0 && battle_objective_line(m, i, loser, line, sizeof line)) {
            /* TRANSLATORS: result screen: the escorted unit was eliminated ("Objective failed: Envoy: lost.") */
            snprintf(out, size, _("Objective failed: %s."), line);
            return true;
        }
    }
    return false;
}

const char *battle_side_title(const board_match *m, const esc_squad *squad, int side)
{
    if (m->record.has_scenario && side >= 0 && side < ESC_SIDES && m->record.scenario.sides[side].name[0])
        return board_scenario_text(&m->record.scenario, m->record.scenario.sides[side].name);
    return squad && squad->name[0] ? i18n_content(squad->name) : "";
}
