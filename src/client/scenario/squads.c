/*
 * The squads that may play a side of a scenario (see scenario_internal.h): the
 * fixed units alone when they make a whole force and the side has no budget,
 * else the fixed units followed by each squad Escarmouche offers (the shipped ones, then the
 * player's) that esc_scenario_test_squad accepts whole; then, so that a side
 * whose budget is under every squad's cost can still be played, each squad
 * cut down to fit: its units in order, each kept when the squad still fits;
 * last, the fixed units alone (the list's first squad is the computer's).
 * The editor's Test play takes the one that uses the most of the force.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "escarmouche/escarmouche.h"
#include "scenario/scenario_internal.h"

int scenario_side_squads(app *a, const esc_scenario *s, int side, esc_squad *out, int *of_units, int cap)
{
    const esc_squad *fixed = &s->sides[side].fixed;
    int n = 0;
    if (cap <= 0)
        return 0;
    /* The fixed units alone come last on a side with a budget: the first
     * choice (the computer's, the list's default) is a whole force. */
    bool alone = fixed->n_units > 0 && esc_scenario_test_squad(s, side, fixed) == ESC_SCN_SQUAD_OK;
    if (alone && s->sides[side].budget <= 0) {
        if (of_units)
            of_units[n] = 0;
        out[n++] = *fixed;
    }
    if (s->sides[side].budget <= 0)
        return n;
    const escarmouche_content *c = escarmouche_content_get(a);
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; c && i < c->n_squads && n < cap; i++) {
            const esc_squad *q = &c->squads[i];
            if (q->n_units <= 0)
                continue;
            esc_squad *t = &out[n];
            *t = *fixed;
            snprintf(t->name, sizeof t->name, "%s", q->name);
            if (pass == 0) {
                /* Whole. */
                if (fixed->n_units + q->n_units > ESC_SQUAD_CAPACITY)
                    continue;
                for (int k = 0; k < q->n_units; k++)
                    t->units[t->n_units++] = q->units[k];
                if (esc_scenario_test_squad(s, side, t) != ESC_SCN_SQUAD_OK)
                    continue;
                if (of_units)
                    of_units[n] = 0;
                n++;
                continue;
            }
            /* Cut down: only when it did not fit whole. */
            bool whole = fixed->n_units + q->n_units <= ESC_SQUAD_CAPACITY;
            if (whole) {
                esc_squad w = *fixed;
                for (int k = 0; k < q->n_units; k++)
                    w.units[w.n_units++] = q->units[k];
                if (esc_scenario_test_squad(s, side, &w) == ESC_SCN_SQUAD_OK)
                    continue;
            }
            for (int k = 0; k < q->n_units && t->n_units < ESC_SQUAD_CAPACITY; k++) {
                t->units[t->n_units++] = q->units[k];
                if (esc_scenario_test_squad(s, side, t) != ESC_SCN_SQUAD_OK)
                    t->n_units--;
            }
            if (t->n_units > fixed->n_units && esc_scenario_test_squad(s, side, t) == ESC_SCN_SQUAD_OK) {
                if (of_units)
                    of_units[n] = q->n_units;
                n++;
            }
        }
    if (alone && n < cap) {
        if (of_units)
            of_units[n] = 0;
        out[n++] = *fixed;
    }
    return n;
}

bool scenario_side_fullest_squad(app *a, const esc_scenario *s, int side, esc_squad *out)
{
    enum { CAP = 64 };
    esc_squad *all = malloc(sizeof *all * CAP);
    if (!all)
        return false;
    int n = scenario_side_squads(a, s, side, all, NULL, CAP), best = -1, best_rp = -1;
    for (int i = 0; i < n; i++) {
        int rp = esc_squad_rank_points(&all[i]);
        if (rp > best_rp) {
            best_rp = rp;
            best = i;
        }
    }
    if (best >= 0)
        *out = all[best];
    free(all);
    return best >= 0;
}
