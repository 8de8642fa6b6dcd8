/*
 * Macro's "Same as last round" (docs/trts.md §17): the orders a seat gave in
 * its previous Macro — production, research, construction, gas split — found by
 * replaying the record, and given again in the same order on one click; each
 * the core refuses now (no money, a busy producer, a worker gone) is skipped,
 * and the message says how many were repeated. The seat then adjusts and presses
 * Done.
 */
#include <stdio.h>
#include <stdlib.h>

#include "skirmish/i18n.h"
#include "trts/play_internal.h"

static bool macro_order(int kind)
{
    return kind == TRTS_ACT_MAKE || kind == TRTS_ACT_RESEARCH || kind == TRTS_ACT_BUILD || kind == TRTS_ACT_GAS;
}

int trts_repeat_orders(const trts_screen *c, int player, trts_action *out, int cap)
{
    const trts_state *now = &c->st;
    if (now->phase != TRTS_PHASE_MACRO || now->round < 2)
        return 0;
    trts_state *s = malloc(sizeof *s);
    if (!s || !trts_state_init(s, &c->rec->map, now->rules, &c->rec->setup)) {
        free(s);
        return 0;
    }
    int n = 0;
    for (int i = 0; i < c->rec->n_actions && s->round < now->round; i++) {
        const trts_action *a = &c->rec->actions[i];
        if (s->phase == TRTS_PHASE_MACRO && s->round == now->round - 1 && a->player == player && macro_order(a->kind) &&
            n < cap)
            out[n++] = *a;
        if (trts_apply(s, a) != TRTS_OK)
            break;
    }
    free(s);
    return n;
}

int trts_repeat_available(const trts_screen *c)
{
    const trts_state *s = &c->st;
    int n = 0;
    for (int i = 0; i < c->repeat_n; i++) {
        const trts_action *o = &c->repeat[i];
        if (o->kind == TRTS_ACT_GAS && s->players[s->current].gas_workers[o->a] == o->b)
            continue; /* the split is that already */
        n += o->player == s->current && trts_test(s, o) == TRTS_OK;
    }
    return n;
}

int trts_repeat_last_round(app *a, trts_screen *c)
{
    static trts_action orders[256];
    int p = c->st.current, n = trts_repeat_orders(c, p, orders, 256), done = 0;
    for (int i = 0; i < n; i++)
        if (trts_test(&c->st, &orders[i]) == TRTS_OK && trts_play_act(a, c, orders[i]))
            done++;
    /* TRANSLATORS: after "Same as last round": orders given again / orders of last round */
    snprintf(c->message, sizeof c->message, P_("Repeated %d of %d order", "Repeated %d of %d orders", n), done, n);
    return done;
}
