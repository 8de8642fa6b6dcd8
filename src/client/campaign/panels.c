/*
 * The campaign screen's private panels: Downtime (roster by army with stats,
 * rank, wounds and price; recruiting from the library or a new unit from the
 * editor; replenishing; dismissing; the Hero's trait shop; gold and the next
 * revenue), the orders (the armies' orders, Defend, Create Regiment, Merge,
 * refusals said at once, Ready) and every private choice (standoff, squad within
 * the budget with fight or auto, Defend bonus, retreat). Every refusal is the
 * core's test_* answer.
 */
#include <stdio.h>
#include <string.h>

#include "barracks/barracks_scenes.h"
#include "barracks/widgets.h"
#include "campaign/internal.h"
#include "skirmish/i18n.h"

static SDL_Color dim(void) { return ui_rgb(150, 156, 172); }
static SDL_Color text(void) { return ui_rgb(218, 222, 232); }
static SDL_Color warn(void) { return ui_rgb(255, 190, 120); }

static int title(ui *u, campaign_screen *c, SDL_Rect p, const char *what)
{
    ui_panel(u, p);
    char t[120];
    snprintf(t, sizeof t, "%s · %s", what, campaign_seat_label(c->seat));
    int x = p.x + ui_px(u, 12), y = p.y + ui_px(u, 10);
    if (u->draw)
        draw_disc(u->r, (float)(x + ui_px(u, 6)), (float)(y + ui_px(u, 9)), (float)ui_px(u, 6),
                  campaign_seat_colour(c->seat));
    ui_text(u, x + ui_px(u, 18), y, t, ui_px(u, 16), true, ui_rgb(236, 238, 244), UI_LEFT);
    return y + ui_px(u, 26);
}

static void message_at(ui *u, campaign_screen *c, SDL_Rect p, int y)
{
    if (c->message[0] && y < p.y + p.h - ui_px(u, 16))
        ui_text_wrapped(u, ui_rect(p.x + ui_px(u, 12), y, p.w - ui_px(u, 24), 0), c->message, ui_px(u, 12), warn());
}

static void unit_line(const campaign_unit *un, char *out, size_t size)
{
    esc_unit_def d;
    campaign_unit_current(un, &d);
    char name[40];
    campaign_clip(name, sizeof name, i18n_content(d.name), 18);
    /* TRANSLATORS: a unit's line: its name, then Health, Range, Power and Move after one-letter (or two) marks,
       then its rank: "Archer H3 R4 P2 M2 Veteran" */
    snprintf(out, size, _("%s H%d R%d P%d M%d %s"), name, d.health, d.range, d.power, d.move,
             _(esc_rank_name(esc_unit_rank(&d))));
    if (un->hero && strlen(out) + 4 < size) {
        memmove(out + 4, out, strlen(out) + 1);
        memcpy(out, "★ ", 4);
    }
}

/* ---- Downtime ---- */

static int next_revenue(const campaign_screen *c, int p)
{
    int r = 0;
    for (int l = 0; l < c->map.n_locations; l++)
        if (c->st.forces.control[l] == p)
            r += campaign_map_revenue(&c->map, l);
    return r;
}

static void say_dt(campaign_screen *c, const char *what, campaign_downtime_problem p)
{
    if (p == CAMPAIGN_DT_OK)
        c->message[0] = '\0';
    else
        /* TRANSLATORS: an action refused: "Recruit: not enough gold" */
        snprintf(c->message, sizeof c->message, _("%s: %s"), what, _(campaign_downtime_problem_text(p)));
}

int campaign_roster_rows(const campaign_screen *c, int seat, campaign_roster_row *rows, int max)
{
    const campaign_player *pl = &c->st.players[seat];
    int n = 0;
    /* The Main Army first, then the others by id; then units of no army. */
    int order[CAMPAIGN_MAX_ARMIES + 1], n_armies = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < c->st.forces.n_armies; i++) {
            const campaign_army *ar = &c->st.forces.armies[i];
            if (ar->player == seat && (pass == 0) == (bool)ar->main)
                order[n_armies++] = ar->id;
        }
    order[n_armies++] = CAMPAIGN_NO_ARMY;
    for (int a = 0; a < n_armies; a++) {
        bool none = order[a] == CAMPAIGN_NO_ARMY, heading = false;
        for (int k = 0; k < pl->n_units && n < max; k++) {
            int army = pl->units[k].army;
            bool here = none ? campaign_forces_find(&c->st.forces, army) < 0 : army == order[a];
            if (!here)
                continue;
            if (!heading && n < max) {
                rows[n++] = (campaign_roster_row){ order[a], -1 };
                heading = true;
            }
            if (n < max)
                rows[n++] = (campaign_roster_row){ order[a], k };
        }
        if (!heading && !none && n < max) /* an army without units still has its heading */
            rows[n++] = (campaign_roster_row){ order[a], -1 };
    }
    return n;
}

/* An army's heading in the roster: "Army 2* · Westhold · 3 units". */
static void roster_heading(ui *u, const campaign_screen *c, int army, SDL_Rect r)
{
    char t[160];
    int i = campaign_forces_find(&c->st.forces, army);
    if (i < 0) {
        snprintf(t, sizeof t, "%s", _("Units of no army"));
    } else {
        const campaign_army *ar = &c->st.forces.armies[i];
        int n = campaign_army_units(&c->st, army);
        char where[48];
        campaign_clip(where, sizeof where, campaign_loc_name(c, ar->loc), 20);
        if (ar->main)
            /* TRANSLATORS: the roster's heading of the Main Army: its id, where it stands, its units */
            snprintf(t, sizeof t, P_("Main Army %d · %s · %d unit", "Main Army %d · %s · %d units", n), army, where, n);
        else
            /* TRANSLATORS: the roster's heading of an army: its id, where it stands, its units */
            snprintf(t, sizeof t, P_("Army %d · %s · %d unit", "Army %d · %s · %d units", n), army, where, n);
    }
    if (u->draw)
        ui_fill(u, ui_rect(r.x - 2, r.y + r.h - 3, r.w + 4, 1), ui_rgba(150, 160, 190, 120));
    ui_text_fit(u, ui_rect(r.x, r.y, r.w, r.h - 2), t, ui_px(u, 12), true, ui_rgb(236, 238, 244), UI_LEFT);
}

/* A trait's tooltip: what it gives, what it costs ("Mighty: +1 Power. Costs 3
 * Renown; kept for the whole campaign."). */
static void trait_tip(int trait, char *out, size_t size)
{
    const campaign_trait_info *ti = campaign_trait_get((campaign_trait)trait);
    /* TRANSLATORS: the stats a trait raises, in the trait's tooltip */
    const char *stats[4] = { C_("stat", "Health"), C_("stat", "Range"), C_("stat", "Power"), C_("stat", "Move") };
    char effect[240] = "";
    for (int k = 0; k < 4; k++)
        if (ti->stat_delta[k]) {
            char one[48];
            snprintf(one, sizeof one, "%s%+d %s", effect[0] ? ", " : "", ti->stat_delta[k], stats[k]);
            strncat(effect, one, sizeof effect - strlen(effect) - 1);
        }
    if (ti->ability >= 0) {
        const esc_ability_info *ab = esc_ability_get((esc_ability)ti->ability);
        char one[160];
        /* TRANSLATORS: a trait's tooltip: the ability it gives ("the ability Charge") */
        snprintf(one, sizeof one, _("%sthe ability %s"), effect[0] ? ", " : "", ab ? _(ab->name) : "?");
        strncat(effect, one, sizeof effect - strlen(effect) - 1);
    }
    /* TRANSLATORS: a trait's tooltip: its name, what it gives, its price in Renown */
    snprintf(out, size, _("%s: %s. Costs %d Renown; the Hero keeps it for the whole campaign."),
             campaign_trait_name(trait), effect, ti->renown);
}

void campaign_panel_downtime(ui *u, campaign_screen *c, SDL_Rect p)
{
    app *a = u->app;
    int y = title(u, c, p, _("Downtime"));
    int x = p.x + ui_px(u, 12), w = p.w - ui_px(u, 24), px = ui_px(u, 12), gap = ui_px(u, 4);
    campaign_player *pl = &c->st.players[c->seat];
    char t[200];
    /* TRANSLATORS: Renown to spend, Renown earned in the whole campaign, the gold the next turn brings */
    snprintf(t, sizeof t, _("Gold %d · Renown %d (earned %d) · next revenue +%d"), pl->gold, pl->renown, pl->renown_earned,
             next_revenue(c, c->seat));
    /* One line in English; a longer language may need two. */
    int th = ui_text_wrapped(u, ui_rect(x, y, w, 0), t, px, text());
    y += th + ui_px(u, 4) > ui_px(u, 20) ? th + ui_px(u, 4) : ui_px(u, 20);
    /* The roster, by army. */
    int row = ui_px(u, 22), bottom = p.y + p.h - ui_px(u, 316);
    /* The roster's two small buttons: as wide as their longest label needs (a
     * longer language), at most a quarter of the panel each. */
    int bw = ui_px(u, 62);
    {
        char heal[40];
        snprintf(heal, sizeof heal, _("+%d H: %dg"), 9, 99);
        const char *labels[] = { _("Dismiss"), C_("button", "Hero"), heal };
        for (int i = 0; i < 3; i++) {
            int need = ui_text_width(u, labels[i], ui_px(u, 12), true) + ui_px(u, 8);
            bw = need > bw ? need : bw;
        }
        if (bw > w / 4)
            bw = w / 4;
    }
    if (u->ev && u->ev->kind == UI_EV_WHEEL && ui_hover(u, p))
        c->scroll -= u->ev->wheel;
    if (c->scroll < 0)
        c->scroll = 0;
    int shown = 0, skipped = 0;
    campaign_roster_row rows[CAMPAIGN_ROSTER_MAX + CAMPAIGN_MAX_ARMIES + 1];
    int n_rows = campaign_roster_rows(c, c->seat, rows, (int)(sizeof rows / sizeof rows[0]));
    for (int r = 0; r < n_rows; r++) {
        if (skipped < c->scroll) {
            skipped++;
            continue;
        }
        shown++;
        if (y + row > bottom)
            continue;
        if (rows[r].unit < 0) {
            roster_heading(u, c, rows[r].army, ui_rect(x, y, w, row));
            y += row;
            continue;
        }
        const campaign_unit *un = &pl->units[rows[r].unit];
        unit_line(un, t, sizeof t);
        size_t base = strlen(t);
        char extra[64];
        /* TRANSLATORS: after a unit's line: its price in gold ("g"), then its wounds (shown even at 0) */
        snprintf(extra, sizeof extra, P_(" · %dg · %d wound", " · %dg · %d wounds", un->wounds), campaign_unit_price(un),
                 un->wounds);
        strncat(t, extra, sizeof t - strlen(t) - 1);
        if (u->draw && (un->army == c->army))
            ui_fill(u, ui_rect(x - 2, y - 1, w + 4, row - 2), ui_rgba(255, 240, 150, 30));
        int tx = x + ui_px(u, 10); /* under its army's heading */
        /* The text runs up to the first button the row has. */
        bool second = un->wounds || campaign_player_hero(pl) < 0;
        int right = second ? x + w - 2 * bw - 2 * gap : !un->hero ? x + w - bw - gap : x + w;
        if (ui_text_width(u, t, ui_px(u, 10), un->hero) > right - tx) {
            /* Too long even a little smaller: the wounds stay, the price goes. */
            /* TRANSLATORS: after a unit's line when room is short: its wounds (shown even at 0) */
            snprintf(t + base, sizeof t - base, P_(" · %d wound", " · %d wounds", un->wounds), un->wounds);
        }
        if (ui_text_width(u, t, ui_px(u, 10), un->hero) > right - tx) {
            /* Still too long (a longer language): the name and the wounds. */
            esc_unit_def d;
            campaign_unit_current(un, &d);
            char name[40];
            campaign_clip(name, sizeof name, i18n_content(d.name), 18);
            snprintf(t, sizeof t, P_("%s%s · %d wound", "%s%s · %d wounds", un->wounds), un->hero ? "★ " : "", name,
                     un->wounds);
        }

        ui_text_fit(u, ui_rect(tx, y, right - tx, row - 2), t, ui_px(u, 11), un->hero, un->wounds ? warn() : text(),
                    UI_LEFT);
        if (un->wounds) {
            int cost = campaign_unit_replenish_cost(un);
            /* TRANSLATORS: a small button: heal the unit's wounds (+Health) for this much gold ("g") */
            snprintf(t, sizeof t, _("+%d H: %dg"), un->wounds, cost);
            SDL_Rect hb = ui_rect(x + w - 2 * bw - gap, y, bw, row - 2);
            campaign_downtime_problem hp = campaign_test_replenish(&c->st, c->seat, un->uid);
            if (ui_button(u, hb, t, hp == CAMPAIGN_DT_OK))
                say_dt(c, _("Replenish"), campaign_replenish(&c->st, c->seat, un->uid));
            char tip[200];
            /* TRANSLATORS: the heal button's tooltip: wounds healed, gold paid */
            snprintf(tip, sizeof tip, P_("Replenish: heals its %d wound for %d gold", "Replenish: heals its %d wounds for %d gold",
                                         un->wounds),
                     un->wounds, cost);
            if (u->draw)
                ui_tooltip(u, hb, hp == CAMPAIGN_DT_OK ? tip : _(campaign_downtime_problem_text(hp)));
        } else if (campaign_player_hero(pl) < 0) {
            /* TRANSLATORS: a small button (~7 characters): make this unit the Hero */
            if (ui_button(u, ui_rect(x + w - 2 * bw - gap, y, bw, row - 2), C_("button", "Hero"),
                          campaign_test_appoint_hero(&c->st, c->seat, un->uid) == CAMPAIGN_DT_OK))
                say_dt(c, C_("button", "Hero"), campaign_appoint_hero(&c->st, c->seat, un->uid));
        }
        /* TRANSLATORS: a small button (~7 characters): send the unit away */
        if (!un->hero && ui_button(u, ui_rect(x + w - bw, y, bw, row - 2), _("Dismiss"), true)) {
            say_dt(c, _("Dismiss"), campaign_dismiss(&c->st, c->seat, un->uid));
            return;
        }
        y += row;
    }
    if (skipped + shown > 0 && (c->scroll > 0 || y + row > bottom)) {
        /* TRANSLATORS: the roster is longer than the panel; %d is the number of units in it */
        snprintf(t, sizeof t, _("wheel: more units (%d)"), skipped + shown);
        ui_text(u, x, bottom, t, ui_px(u, 10), false, dim(), UI_LEFT);
    }
    y = bottom + ui_px(u, 14);
    /* Recruiting. */
    campaign_content *k = campaign_content_get(a);
    int target = c->army;
    if (campaign_forces_find(&c->st.forces, target) < 0 ||
        c->st.forces.armies[campaign_forces_find(&c->st.forces, target)].player != c->seat) {
        target = CAMPAIGN_NO_ARMY;
        for (int i = 0; i < c->st.forces.n_armies && target < 0; i++)
            if (c->st.forces.armies[i].player == c->seat)
                target = c->st.forces.armies[i].id;
    }
    int h = ui_px(u, 26);
    if (k && k->have_library && k->library.n_units > 0) {
        if (c->lib_index >= k->library.n_units)
            c->lib_index = 0;
        const esc_unit_def *def = &k->library.units[c->lib_index];
        char name[48];
        campaign_clip(name, sizeof name, i18n_content(def->name), 20);
        /* TRANSLATORS: a unit to recruit: its name, its rank, its price in gold ("g") */
        snprintf(t, sizeof t, _("%s %s %dg"), name, _(esc_rank_name(esc_unit_rank(def))), campaign_def_price(def));
        /* The label above: beside the value it would not fit the panel. */
        ui_text(u, x, y, _("Recruit from the library"), ui_px(u, 11), true, dim(), UI_LEFT);
        y += ui_px(u, 18);
        int d = ui_stepper(u, ui_rect(x, y, w, h), "", t);
        if (d)
            c->lib_index = (c->lib_index + d + k->library.n_units) % k->library.n_units;
        y += h + gap;
        /* Which army the recruit joins: any of the seat's, chosen here. */
        if (target >= 0) {
            int ids[CAMPAIGN_MAX_ARMIES], n_ids = 0, at = 0;
            for (int i = 0; i < c->st.forces.n_armies; i++)
                if (c->st.forces.armies[i].player == c->seat) {
                    if (c->st.forces.armies[i].id == target)
                        at = n_ids;
                    ids[n_ids++] = c->st.forces.armies[i].id;
                }
            char where[48], joins[120];
            campaign_clip(where, sizeof where,
                          campaign_loc_name(c, c->st.forces.armies[campaign_forces_find(&c->st.forces, target)].loc), 16);
            /* TRANSLATORS: a stepper's value: the army a recruit joins, its id, where it stands */
            snprintf(joins, sizeof joins, _("Joins army %d at %s"), target, where);
            int dj = ui_stepper(u, ui_rect(x, y, w, h), "", joins);
            if (dj && n_ids > 0) {
                c->army = ids[(at + dj + n_ids) % n_ids];
                target = c->army;
            }
            y += h + gap;
        }
        int half = (w - gap) / 2;
        if (target >= 0)
            snprintf(t, sizeof t, _("Recruit into army %d"), target);
        else
            snprintf(t, sizeof t, "%s", _("Recruit (new army)"));
        campaign_downtime_problem rp = campaign_test_recruit(&c->st, c->seat, def, target);
        if (ui_button(u, ui_rect(x, y, half, h), t, rp == CAMPAIGN_DT_OK))
            say_dt(c, C_("action", "Recruit"), campaign_recruit(&c->st, c->seat, def, target));
        if (u->draw && rp != CAMPAIGN_DT_OK)
            ui_tooltip(u, ui_rect(x, y, half, h), _(campaign_downtime_problem_text(rp)));
        if (ui_button(u, ui_rect(x + half + gap, y, half, h), _("New unit…"), pl->n_units < CAMPAIGN_ROSTER_MAX)) {
            c->new_unit = true;
            c->army = target;
            barracks_open_unit_editor(a, NULL, BARRACKS_TARGET_LIBRARY, -1);
            return;
        }
        y += h + gap;
    }
    /* The Hero's trait shop. */
    ui_text(u, x, y, _("Hero's traits (Renown)"), ui_px(u, 11), true, dim(), UI_LEFT);
    y += ui_px(u, 18);
    int tw = (w - gap) / 2; /* two a row: "protector 3" must fit its button */
    for (int i = 0; i < CAMPAIGN_TRAIT_COUNT; i++) {
        const campaign_trait_info *ti = campaign_trait_get((campaign_trait)i);
        int hero = campaign_player_hero(pl);
        bool owned = hero >= 0 && (pl->units[hero].traits >> i & 1);
        if (owned)
            snprintf(t, sizeof t, "%s ✓", campaign_trait_name(i));
        else
            snprintf(t, sizeof t, "%s %d", campaign_trait_name(i), ti->renown);
        campaign_downtime_problem tp = campaign_test_buy_trait(&c->st, c->seat, i);
        SDL_Rect r = ui_rect(x + (i % 2) * (tw + gap), y + (i / 2) * (h + gap), tw, h);
        if (ui_button(u, r, t, tp == CAMPAIGN_DT_OK))
            say_dt(c, _("Trait"), campaign_buy_trait(&c->st, c->seat, i));
        if (u->draw) {
            char tip[400], why[200] = "";
            trait_tip(i, tip, sizeof tip);
            if (tp != CAMPAIGN_DT_OK && !owned)
                snprintf(why, sizeof why, " (%s)", _(campaign_downtime_problem_text(tp)));
            strncat(tip, why, sizeof tip - strlen(tip) - 1);
            ui_tooltip(u, r, tip);
        }
    }
    y += (CAMPAIGN_TRAIT_COUNT + 1) / 2 * (h + gap);
    if (ui_button(u, ui_rect(x, y, w, ui_px(u, 30)), _("Downtime done"), true)) {
        c->done[c->seat] = true;
        campaign_flow_advance(a, c);
        return;
    }
    y += ui_px(u, 34);
    message_at(u, c, p, y);
}

/* ---- orders ---- */

int campaign_order_of(const campaign_screen *c, int seat, int army)
{
    for (int i = 0; i < c->n_orders[seat]; i++)
        if (c->orders[seat][i].army == army ||
            (c->orders[seat][i].kind == CAMPAIGN_ORDER_MERGE && c->orders[seat][i].with == army))
            return i;
    return -1;
}

static void drop_order(campaign_screen *c, int seat, int i)
{
    for (int k = i; k + 1 < c->n_orders[seat]; k++)
        c->orders[seat][k] = c->orders[seat][k + 1];
    c->n_orders[seat]--;
}

bool campaign_give_order(campaign_screen *c, int seat, campaign_order o)
{
    if (seat < 0)
        return false;
    campaign_order_problem p = CAMPAIGN_ORDER_OK;
    switch ((campaign_order_kind)o.kind) {
    case CAMPAIGN_ORDER_MOVE: p = campaign_test_move(&c->map, &c->st.forces, seat, o.army, o.to); break;
    case CAMPAIGN_ORDER_DEFEND: p = campaign_test_defend(&c->st.forces, seat, o.army); break;
    case CAMPAIGN_ORDER_MERGE: p = campaign_test_merge(&c->st.forces, seat, o.army, o.with); break;
    case CAMPAIGN_ORDER_CREATE: p = campaign_state_test_create(&c->st, seat, o.army, o.units); break;
    default: p = CAMPAIGN_ORDER_BAD_KIND; break;
    }
    if (p == CAMPAIGN_ORDER_OK) {
        /* Replace the army's order (and the other army's, for a merge), then test the set. */
        campaign_order saved[CAMPAIGN_MAX_ARMIES];
        int n = c->n_orders[seat];
        memcpy(saved, c->orders[seat], sizeof saved);
        int i;
        while ((i = campaign_order_of(c, seat, o.army)) >= 0)
            drop_order(c, seat, i);
        while (o.kind == CAMPAIGN_ORDER_MERGE && (i = campaign_order_of(c, seat, o.with)) >= 0)
            drop_order(c, seat, i);
        c->orders[seat][c->n_orders[seat]++] = o;
        int bad = -1;
        p = campaign_state_test_orders(&c->st, seat, c->orders[seat], c->n_orders[seat], &bad);
        if (p != CAMPAIGN_ORDER_OK) {
            memcpy(c->orders[seat], saved, sizeof saved);
            c->n_orders[seat] = n;
        }
    }
    if (p != CAMPAIGN_ORDER_OK) {
        /* TRANSLATORS: an order refused: "Army 2 (Move): the destination is not adjacent to the army's location" */
        snprintf(c->message, sizeof c->message, _("Army %d (%s): %s"), o.army, campaign_order_kind_name(o.kind),
                 _(campaign_order_problem_text(p)));
        return false;
    }
    c->message[0] = '\0';
    return true;
}

static void order_text(const campaign_screen *c, int seat, int army, char *out, size_t size)
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

void campaign_panel_orders(ui *u, campaign_screen *c, SDL_Rect p)
{
    app *a = u->app;
    int y = title(u, c, p, _("Orders"));
    int x = p.x + ui_px(u, 12), w = p.w - ui_px(u, 24), gap = ui_px(u, 4), h = ui_px(u, 26);
    int th = ui_text_wrapped(u, ui_rect(x, y, w, 0),
                             _("Drag an army's banner to a neighbour to move it; pick an army for Defend, Create "
                               "Regiment or Merge. An army without an order defends."),
                             ui_px(u, 11), dim());
    y += th > ui_px(u, 52) ? th + ui_px(u, 4) : ui_px(u, 44); /* three lines fit the 44 */
    const campaign_player *pl = &c->st.players[c->seat];
    char t[200], o[120];
    for (int i = 0; i < c->st.forces.n_armies; i++) {
        const campaign_army *ar = &c->st.forces.armies[i];
        if (ar->player != c->seat)
            continue;
        order_text(c, c->seat, ar->id, o, sizeof o);
        char where[48];
        campaign_clip(where, sizeof where, campaign_loc_name(c, ar->loc), 16);
        int units = campaign_army_units(&c->st, ar->id);
        if (ar->main)
            /* TRANSLATORS: the Main Army's button: its id, where it stands, its units, its order */
            snprintf(t, sizeof t, _("Army %d* at %s (%d): %s"), ar->id, where, units, o);
        else
            /* TRANSLATORS: an army's button: its id, where it stands, its units, its order */
            snprintf(t, sizeof t, _("Army %d at %s (%d): %s"), ar->id, where, units, o);
        /* A row too long for the panel (a long name, a longer language) wraps:
         * the army on its button, its order on a line under it. */
        bool wrap = ui_text_width(u, t, ui_px(u, 13), true) > w - 6;
        if (wrap) {
            char *colon = strrchr(t, ':');
            if (colon && (size_t)(colon - t) + 1 < sizeof t)
                colon[1] = '\0';
        }
        if (ui_button(u, ui_rect(x, y, w, h), t, true)) {
            c->army = ar->id;
            c->picking = 0;
        }
        if (u->draw && ar->id == c->army)
            ui_frame(u, ui_rect(x, y, w, h), ui_rgb(255, 240, 150), 2);
        y += h + gap;
        if (wrap) {
            ui_text_fit(u, ui_rect(x + ui_px(u, 12), y, w - ui_px(u, 12), ui_px(u, 16)), o, ui_px(u, 12), false,
                        ui_rgb(214, 218, 228), UI_LEFT);
            y += ui_px(u, 16) + gap;
        }
    }
    int sel = campaign_forces_find(&c->st.forces, c->army);
    if (sel >= 0 && c->st.forces.armies[sel].player == c->seat) {
        y += gap;
        /* Defend, Create Regiment and Clear order in a row when their labels fit a
         * third each; otherwise Create Regiment takes a row of its own below the
         * other two (a narrow window, a longer language). */
        const char *defend = C_("button", "Defend"), *create = C_("button", "Create Regiment"),
                   *clear = _("Clear order");
        int third = (w - 2 * gap) / 3, half = (w - gap) / 2, room = third - ui_px(u, 8), px = ui_px(u, 15);
        bool one_row = ui_text_width(u, defend, px, true) <= room && ui_text_width(u, create, px, true) <= room &&
                       ui_text_width(u, clear, px, true) <= room;
        SDL_Rect r_defend = one_row ? ui_rect(x, y, third, h) : ui_rect(x, y, half, h);
        SDL_Rect r_clear = one_row ? ui_rect(x + 2 * (third + gap), y, third, h) : ui_rect(x + half + gap, y, half, h);
        SDL_Rect r_create = one_row ? ui_rect(x + third + gap, y, third, h) : ui_rect(x, y + h + gap, w, h);
        if (ui_button(u, r_defend, defend, true))
            campaign_give_order(c, c->seat, campaign_order_defend(c->army));
        if (ui_button(u, r_create, create, true)) {
            c->picking = 1;
            c->pick = 0;
        }
        if (ui_button(u, r_clear, clear, campaign_order_of(c, c->seat, c->army) >= 0)) {
            int i;
            while ((i = campaign_order_of(c, c->seat, c->army)) >= 0)
                drop_order(c, c->seat, i);
        }
        y += (one_row ? 1 : 2) * (h + gap);
        /* Merge with another own army standing there. */
        for (int i = 0; i < c->st.forces.n_armies; i++) {
            const campaign_army *ar = &c->st.forces.armies[i];
            if (ar->player != c->seat || ar->id == c->army || ar->loc != c->st.forces.armies[sel].loc)
                continue;
            snprintf(t, sizeof t, _("Merge with army %d"), ar->id);
            if (ui_button(u, ui_rect(x, y, w, h), t, true))
                campaign_give_order(c, c->seat, campaign_order_merge(c->army, ar->id));
            y += h + gap;
        }
        if (c->picking) {
            ui_text(u, x, y, _("Units leaving for the new Regiment:"), ui_px(u, 11), true, dim(), UI_LEFT);
            y += ui_px(u, 16);
            for (int k = 0; k < pl->n_units && y < p.y + p.h - ui_px(u, 110); k++) {
                if (pl->units[k].army != c->army)
                    continue;
                unit_line(&pl->units[k], t, sizeof t);
                if (ui_button(u, ui_rect(x, y, w, ui_px(u, 22)), t, !pl->units[k].hero))
                    c->pick ^= 1u << k;
                if (u->draw && (c->pick >> k & 1))
                    ui_frame(u, ui_rect(x, y, w, ui_px(u, 22)), ui_rgb(255, 240, 150), 2);
                y += ui_px(u, 24);
            }
            if (ui_button(u, ui_rect(x, y, w, h), _("Give the Create order"), true) &&
                campaign_give_order(c, c->seat, campaign_order_create(c->army, c->pick)))
                c->picking = 0;
            y += h + gap;
        }
    }
    y += gap;
    /* "hand over" only when another human's turn comes next, not against the computer */
    const char *ready = campaign_humans(&c->st) > 1 ? _("Ready (hand over)") : _("Ready (Enter)");
    if (ui_button(u, ui_rect(x, y, w, ui_px(u, 32)), ready, true) || ui_pressed(u, UI_KEY_ENTER)) {
        int bad = -1;
        campaign_order_problem pb = campaign_state_test_orders(&c->st, c->seat, c->orders[c->seat], c->n_orders[c->seat], &bad);
        if (pb != CAMPAIGN_ORDER_OK) {
            snprintf(c->message, sizeof c->message, _("Order %d refused: %s"), bad + 1,
                     _(campaign_order_problem_text(pb)));
            return;
        }
        c->done[c->seat] = true;
        campaign_flow_advance(a, c);
        return;
    }
    y += ui_px(u, 36);
    message_at(u, c, p, y);
}

/* ---- private choices ---- */

static void standoff_panel(ui *u, campaign_screen *c, SDL_Rect p, int y)
{
    int x = p.x + ui_px(u, 12), w = p.w - ui_px(u, 24), h = ui_px(u, 34);
    char t[200];
    snprintf(t, sizeof t,
             _("Your armies and others are marching on %s. Stand and fight for it, or withdraw to where "
               "they came from?"),
             campaign_loc_name(c, c->loc));
    y += ui_text_wrapped(u, ui_rect(x, y, w, 0), t, ui_px(u, 13), text()) + ui_px(u, 10);
    int s = campaign_resolve_standoff_at(&c->st.res, c->loc);
    if (s >= 0) {
        const campaign_standoff *so = &c->st.res.standoffs[s];
        if (so->occupant >= 0)
            /* TRANSLATORS: who holds the contested location: "Occupant: Player 2" */
            snprintf(t, sizeof t, _("Occupant: %s"), campaign_seat_label(so->occupant));
        else
            snprintf(t, sizeof t, "%s", _("Occupant: nobody"));
        ui_text(u, x, y, t, ui_px(u, 12), false, dim(), UI_LEFT);
        y += ui_px(u, 24);
    }
    int half = (w - ui_px(u, 6)) / 2;
    bool choose = false, stand = false;
    if (ui_button(u, ui_rect(x, y, half, h), _("Stand"), true))
        choose = stand = true;
    if (ui_button(u, ui_rect(x + half + ui_px(u, 6), y, half, h), _("Withdraw"),
                  campaign_test_standoff_choice(&c->st.res, c->seat, c->loc, false) == CAMPAIGN_CHOICE_OK))
        choose = true;
    if (choose) {
        if (s >= 0)
            c->standoff_asked[s] |= (uint8_t)(1u << c->seat);
        campaign_choice_problem pb = campaign_choose_standoff(&c->st, c->seat, c->loc, stand);
        if (pb != CAMPAIGN_CHOICE_OK)
            snprintf(c->message, sizeof c->message, "%s", _(campaign_choice_problem_text(pb)));
        campaign_flow_advance(u->app, c);
        return;
    }
    message_at(u, c, p, y + h + ui_px(u, 8));
}

static void squad_panel(ui *u, campaign_screen *c, SDL_Rect p, int y)
{
    int x = p.x + ui_px(u, 12), w = p.w - ui_px(u, 24), gap = ui_px(u, 4);
    const campaign_battle *bt = &c->st.battles[c->battle];
    int budget = campaign_budget(&c->st, c->seat, bt->loc);
    const campaign_player *pl = &c->st.players[c->seat];
    uint32_t avail = campaign_battle_units(&c->st, c->battle, c->seat);
    c->pick &= avail;
    int rp = 0, n = 0;
    for (int k = 0; k < pl->n_units; k++)
        if (c->pick >> k & 1) {
            rp += campaign_unit_rp(&pl->units[k]);
            n++;
        }
    char t[200];
    /* TRANSLATORS: RP = rank points; the budget, the squad's rank points, how many of at most 6 units */
    snprintf(t, sizeof t, _("Battle at %s · budget %d RP · chosen %d RP, %d of 6 units"), campaign_loc_name(c, bt->loc),
             budget, rp, n);
    int th = ui_text_wrapped(u, ui_rect(x, y, w, 0), t, ui_px(u, 13), rp > budget ? warn() : text());
    y += th > ui_px(u, 38) ? th + ui_px(u, 4) : ui_px(u, 38);
    for (int k = 0; k < pl->n_units && y < p.y + p.h - ui_px(u, 120); k++) {
        if (!(avail >> k & 1))
            continue;
        const campaign_unit *un = &pl->units[k];
        unit_line(un, t, sizeof t);
        char more[48];
        int hmax = campaign_unit_max_health(un);
        /* TRANSLATORS: after a unit's line: its rank points (RP), then its Health now and at most */
        snprintf(more, sizeof more, _(" · %d RP · %d/%d"), campaign_unit_rp(un), hmax - un->wounds, hmax);
        strncat(t, more, sizeof t - strlen(t) - 1);
        if (ui_button(u, ui_rect(x, y, w, ui_px(u, 24)), t, true))
            c->pick ^= 1u << k;
        if (u->draw && (c->pick >> k & 1))
            ui_frame(u, ui_rect(x, y, w, ui_px(u, 24)), ui_rgb(255, 240, 150), 2);
        y += ui_px(u, 26);
    }
    y += gap;
    campaign_squad_problem sp = campaign_test_squad(&c->st, c->battle, c->seat, c->pick);
    int half = (w - gap) / 2;
    int which = 0;
    if (ui_button(u, ui_rect(x, y, half, ui_px(u, 32)), _("Fight on the board"), sp == CAMPAIGN_SQUAD_OK))
        which = 1;
    if (ui_button(u, ui_rect(x + half + gap, y, half, ui_px(u, 32)), _("Auto battle"), sp == CAMPAIGN_SQUAD_OK))
        which = 2;
    y += ui_px(u, 36);
    if (which) {
        campaign_set_squad(&c->st, c->battle, c->seat, c->pick);
        campaign_set_fight(&c->st, c->battle, c->seat, which == 1);
        campaign_flow_advance(u->app, c);
        return;
    }
    if (sp != CAMPAIGN_SQUAD_OK && c->pick) {
        snprintf(t, sizeof t, "%s", _(campaign_squad_problem_text(sp)));
        ui_text_wrapped(u, ui_rect(x, y, w, 0), t, ui_px(u, 12), warn());
    }
}

static void bonus_panel(ui *u, campaign_screen *c, SDL_Rect p, int y)
{
    int x = p.x + ui_px(u, 12), w = p.w - ui_px(u, 24), h = ui_px(u, 28), gap = ui_px(u, 4);
    int th = ui_text_wrapped(u, ui_rect(x, y, w, 0), _("You defend: choose a Defend bonus for this battle."),
                             ui_px(u, 13), text());
    y += th > ui_px(u, 20) ? th + ui_px(u, 8) : ui_px(u, 26);
    /* TRANSLATORS: the Defend bonuses (docs: Favourable Ground, Prepared Ambuscade, Ready for the Assault) */
    static const char *const names[] = { N_("No bonus"), N_("Favourable Ground"), N_("Prepared Ambuscade"),
                                         N_("Ready for the Assault") };
    /* TRANSLATORS: tooltips of the Defend bonuses: the effect, what it costs, its drawback */
    static const char *const tips[] = {
        N_("No bonus: the battle is fought as it stands. Costs nothing."),
        N_("Favourable Ground: you choose your home ranks (1-2 or 7-8) and whether you deploy first or second. "
           "Costs nothing; the only bonus this battle."),
        N_("Prepared Ambuscade: one fielded Core unit (not the Hero) makes a free Move after deployment, before the "
           "dice. Costs nothing; the only bonus this battle, and it needs a Core unit fielded."),
        N_("Ready for the Assault: +1 on your first-turn die (modified ties are re-rolled). Costs nothing; the only "
           "bonus this battle.")
    };
    for (int b = 0; b < 4; b++) {
        if (ui_button(u, ui_rect(x, y, w, h), _(names[b]), true))
            c->bonus_choice = b;
        if (u->draw)
            ui_tooltip(u, ui_rect(x, y, w, h), _(tips[b]));
        if (u->draw && c->bonus_choice == b)
            ui_frame(u, ui_rect(x, y, w, h), ui_rgb(255, 240, 150), 2);
        y += h + gap;
    }
    const campaign_player *pl = &c->st.players[c->seat];
    const campaign_battle *bt = &c->st.battles[c->battle];
    char t[160];
    if (c->bonus_choice == CAMPAIGN_BONUS_GROUND) {
        int half = (w - gap) / 2;
        if (ui_button(u, ui_rect(x, y, half, h), c->ground_high ? _("Ranks 7-8") : _("Ranks 1-2"), true))
            c->ground_high = !c->ground_high;
        if (ui_button(u, ui_rect(x + half + gap, y, half, h), c->ground_second ? _("Deploy second") : _("Deploy first"), true))
            c->ground_second = !c->ground_second;
        y += h + gap;
    } else if (c->bonus_choice == CAMPAIGN_BONUS_AMBUSCADE) {
        int k = campaign_player_unit_index(pl, c->bonus_unit);
        campaign_clip(t, sizeof t, k >= 0 ? i18n_content(pl->units[k].base.name) : _("(pick a unit)"), 30);
        /* The label above: beside the value it would not fit the panel. */
        /* TRANSLATORS: above the choice of the unit set in ambush */
        ui_text(u, x, y, _("Unit in ambush"), ui_px(u, 11), true, dim(), UI_LEFT);
        y += ui_px(u, 15);
        int d = ui_stepper(u, ui_rect(x, y, w, h), "", t);
        if (d) {
            int start = k < 0 ? 0 : k;
            for (int i = 1; i <= pl->n_units; i++) {
                int j = ((start + d * i) % pl->n_units + pl->n_units) % pl->n_units;
                if (bt->squad[c->seat] >> j & 1) {
                    c->bonus_unit = pl->units[j].uid;
                    break;
                }
            }
        }
        y += h + gap;
    }
    campaign_bonus_problem bp = c->bonus_choice == CAMPAIGN_BONUS_NONE
                                    ? CAMPAIGN_BONUS_OK
                                    : campaign_test_bonus(&c->st, c->battle, c->seat, (campaign_bonus)c->bonus_choice,
                                                          c->bonus_unit);
    if (ui_button(u, ui_rect(x, y, w, ui_px(u, 32)), _("Confirm"), bp == CAMPAIGN_BONUS_OK)) {
        campaign_set_bonus(&c->st, c->battle, c->seat, (campaign_bonus)c->bonus_choice, c->ground_high, c->ground_second,
                           c->bonus_unit);
        campaign_flow_advance(u->app, c);
        return;
    }
    y += ui_px(u, 36);
    if (bp != CAMPAIGN_BONUS_OK)
        ui_text_wrapped(u, ui_rect(x, y, w, 0), _(campaign_bonus_problem_text(bp)), ui_px(u, 12), warn());
}

static void retreat_panel(ui *u, campaign_screen *c, SDL_Rect p, int y)
{
    int x = p.x + ui_px(u, 12), w = p.w - ui_px(u, 24), h = ui_px(u, 28);
    char t[160];
    /* TRANSLATORS: %s is the location the battle was lost at */
    snprintf(t, sizeof t, _("You lost %s: where do your armies retreat?"),
             campaign_loc_name(c, c->st.battles[c->battle].loc));
    y += ui_text_wrapped(u, ui_rect(x, y, w, 0), t, ui_px(u, 13), text()) + ui_px(u, 8);
    uint64_t options = campaign_retreat_options(&c->st, c->battle);
    for (int l = 0; l < c->map.n_locations; l++) {
        if (!(options >> l & 1))
            continue;
        /* TRANSLATORS: a retreat's destination and its supply */
        snprintf(t, sizeof t, _("To %s (supply %d)"), campaign_loc_name(c, l), c->map.locations[l].supply);
        if (ui_button(u, ui_rect(x, y, w, h), t, true)) {
            campaign_set_retreat(&c->st, c->battle, l);
            campaign_flow_advance(u->app, c);
            return;
        }
        y += h + ui_px(u, 4);
    }
}

void campaign_panel_choice(ui *u, campaign_screen *c, SDL_Rect p)
{
    static const char *const what[] = { "", "", "", N_("Standoff"), N_("Squad"), N_("Defend bonus"), "", "", N_("Retreat") };
    int y = title(u, c, p, what[c->step][0] ? _(what[c->step]) : "");
    switch (c->step) {
    case CSTEP_STANDOFF: standoff_panel(u, c, p, y); break;
    case CSTEP_SQUAD: squad_panel(u, c, p, y); break;
    case CSTEP_BONUS: bonus_panel(u, c, p, y); break;
    case CSTEP_RETREAT: retreat_panel(u, c, p, y); break;
    default: break;
    }
}
