/*
 * What the orders panel says of an army's order (panels.c): its order in words,
 * the widest order it may be given this turn (so a row wraps the same whatever
 * order it gets), and the warning's test for a held capital left empty next to
 * an enemy.
 */
#include <stdio.h>
#include <string.h>

#include "campaign/internal.h"
#include "skirmish/i18n.h"

/* An army's order in words, after "Army 1 at Westhold (3): ". */
void campaign_order_text(const campaign_screen *c, int seat, int army, char *out, size_t size)
{
    int i = campaign_order_of(c, seat, army);
    if (i < 0) {
        snprintf(out, size, "%s", _("no order (defends)"));
        return;
    }
    const campaign_order *o = &c->orders[seat][i];
    switch ((campaign_order_kind)o->kind) {
    /* TRANSLATORS: an army's order, after "Army 1 at Westhold (3): " */
    case CAMPAIGN_ORDER_MOVE: snprintf(out, size, _("move to %s"), campaign_loc_name(c, o->to)); break;
    /* TRANSLATORS: an army's order, after "Army 1 at Westhold (3): " */
    case CAMPAIGN_ORDER_DEFEND: snprintf(out, size, "%s", _("defend")); break;
    /* TRANSLATORS: an army's order: merge army 1 with army 2 */
    case CAMPAIGN_ORDER_MERGE: snprintf(out, size, _("merge %d with %d"), o->army, o->with); break;
    case CAMPAIGN_ORDER_CREATE: {
        int n = 0;
        for (int k = 0; k < 32; k++)
            n += o->units >> k & 1;
        /* TRANSLATORS: an army's order: a new Regiment of this many units leaves it */
        snprintf(out, size, P_("create a regiment of %d unit", "create a regiment of %d units", n), n);
        break;
    }
    default: snprintf(out, size, "?"); break;
    }
}

/* The widest order `ar` may be given this turn at px (bold), in `out`: a row
 * wraps as its widest order would, so giving an order never moves the rows and
 * buttons under it (play-test 3: a click meant for army 3 met army 0's). */
void campaign_widest_order(ui *u, const campaign_screen *c, const campaign_army *ar, int px, char *out, size_t size)
{
    char t[120];
    int best = -1;
    for (int k = -4; k < c->map.n_locations; k++) {
        if (k == -4)
            snprintf(t, sizeof t, "%s", _("no order (defends)"));
        else if (k == -3)
            snprintf(t, sizeof t, "%s", _("defend"));
        else if (k == -2)
            snprintf(t, sizeof t, _("merge %d with %d"), ar->id, 99);
        else if (k == -1)
            snprintf(t, sizeof t, P_("create a regiment of %d unit", "create a regiment of %d units", 6), 6);
        else if (campaign_map_adjacent(&c->map, ar->loc, k))
            snprintf(t, sizeof t, _("move to %s"), campaign_loc_name(c, k));
        else
            continue;
        int tw = ui_text_width(u, t, px, true);
        if (tw > best) {
            best = tw;
            snprintf(out, size, "%s", t);
        }
    }
}

/* A location of the domination set `seat` holds that its orders leave with no
 * army of its own while another player's army stands next to it, that player
 * holding every other location of the set: one step takes it, and the game by
 * Domination (play-test 9: it was said with the win nowhere near). -1 when none. */
int campaign_empty_capital(const campaign_screen *c, int seat)
{
    if (!c->st.settings.domination)
        return -1;
    const campaign_forces *f = &c->st.forces;
    for (int l = 0; l < c->map.n_locations; l++) {
        if (!(c->map.domination >> l & 1u) || f->control[l] != seat)
            continue;
        bool held = false, threat = false;
        for (int i = 0; i < f->n_armies; i++) {
            const campaign_army *ar = &f->armies[i];
            if (ar->player == seat) {
                int k = campaign_order_of(c, seat, ar->id), to = ar->loc;
                if (k >= 0 && c->orders[seat][k].kind == CAMPAIGN_ORDER_MOVE && c->orders[seat][k].army == ar->id)
                    to = c->orders[seat][k].to;
                held = held || to == l;
            } else if (ar->player >= 0 && campaign_map_adjacent(&c->map, ar->loc, l)) {
                bool rest = true; /* the army's player holds the set but for l */
                for (int m = 0; m < c->map.n_locations && rest; m++)
                    rest = m == l || !(c->map.domination >> m & 1u) || f->control[m] == ar->player;
                threat = threat || rest;
            }
        }
        if (!held && threat)
            return l;
    }
    return -1;
}

int campaign_order_of(const campaign_screen *c, int seat, int army)
{
    for (int i = 0; i < c->n_orders[seat]; i++)
        if (c->orders[seat][i].army == army ||
            (c->orders[seat][i].kind == CAMPAIGN_ORDER_MERGE && c->orders[seat][i].with == army))
            return i;
    return -1;
}
