/*
 * The squads that may play a side of a scenario (see scenario_internal.h): the
 * fixed units alone when they make a whole force, else the fixed units
 * followed by each squad Escarmouche offers (the shipped ones, then the
 * player's), kept when esc_scenario_test_squad accepts the whole.
 */
#include <stdio.h>
#include <string.h>

#include "escarmouche/escarmouche.h"
#include "scenario/scenario_internal.h"

int scenario_side_squads(app *a, const esc_scenario *s, int side, esc_squad *out, int cap)
{
    const esc_squad *fixed = &s->sides[side].fixed;
    int n = 0;
    if (cap <= 0)
        return 0;
    if (fixed->n_units > 0 && esc_scenario_test_squad(s, side, fixed) == ESC_SCN_SQUAD_OK)
        out[n++] = *fixed;
    if (s->sides[side].budget <= 0)
        return n;
    const escarmouche_content *c = escarmouche_content_get(a);
    for (int i = 0; c && i < c->n_squads && n < cap; i++) {
        const esc_squad *q = &c->squads[i];
        if (q->n_units <= 0 || fixed->n_units + q->n_units > ESC_SQUAD_CAPACITY)
            continue;
        esc_squad *t = &out[n];
        *t = *fixed;
        snprintf(t->name, sizeof t->name, "%s", q->name);
        for (int k = 0; k < q->n_units; k++)
            t->units[t->n_units++] = q->units[k];
        if (esc_scenario_test_squad(s, side, t) == ESC_SCN_SQUAD_OK)
            n++;
    }
    return n;
}
