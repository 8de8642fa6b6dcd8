/*
 * What the orders panel says of an army's order (orders_panel.c): its order in words,
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
    /* TRANSLATORS: an army's order, after "Army 1 at Westhold (3): ": it merges with Army 2 */
    case CAMPAIGN_ORDER_MERGE: snprintf(out, size, _("merge with Army %d"),
                                         campaign_army_no(c, o->army == army ? o->with : o->army)); break;
    case CAMPAIGN_ORDER_CREATE: {
        int n = 0;
        for (int k = 0; k < 32; k++)
            n += o->units >> k & 1;
        /* TRANSLATORS: an army's order: a new Regiment of this many units leaves it */
        snprintf(out, size, P_("create a Regiment of %d unit", "create a Regiment of %d units", n), n);
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
            snprintf(t, sizeof t, _("merge with Army %d"), 99);
        else if (k == -1)
            snprintf(t, sizeof t, P_("create a Regiment of %d unit", "create a Regiment of %d units", 6), 6);
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

/* The warning's test for a held capital left empty next to an enemy: the core's
 * campaign_domination_at_stake on the seat's orders (play-test 9: it was said with
 * the win nowhere near). -1 when none. */
int campaign_empty_capital(const campaign_screen *c, int seat)
{
    return campaign_domination_at_stake(&c->st, seat, c->orders[seat], c->n_orders[seat]);
}

int campaign_order_of(const campaign_screen *c, int seat, int army)
{
    for (int i = 0; i < c->n_orders[seat]; i++)
        if (c->orders[seat][i].army == army ||
            (c->orders[seat][i].kind == CAMPAIGN_ORDER_MERGE && c->orders[seat][i].with == army))
            return i;
    return -1;
}
