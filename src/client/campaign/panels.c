/*
 * The campaign screen's private panels but Downtime (downtime.c) and the
 * orders (orders_panel.c): every private choice (standoff, squad within the
 * budget with fight or auto, Defend bonus, retreat); and what every private
 * panel shares: the
 * seat's own screen state, the title, the message, a pager whose arrows never
 * move, a unit's line whose name gives way before its stats. Every refusal is
 * the core's test_* answer.
 */
#include <stdio.h>
#include <string.h>

#include "campaign/internal.h"
#include "skirmish/i18n.h"

static SDL_Color dim(void) { return ui_rgb(150, 156, 172); }
static SDL_Color text(void) { return ui_rgb(218, 222, 232); }
static SDL_Color warn(void) { return ui_rgb(255, 190, 120); }

/* ---- what a battle risks, told before it is chosen ---- */

/* Another player's army where this seat may see it: its unit count as the seat
 * sees it (frozen at the start of Downtime until the reveal). */
static int seen_units(const campaign_screen *c, int seat, int army_index)
{
    static campaign_view v; /* large; one screen at a time */
    campaign_state_view(&c->st, seat, &v);
    return army_index >= 0 && army_index < CAMPAIGN_MAX_ARMIES ? v.units[army_index] : 0;
}

int campaign_enemy_text(const campaign_screen *c, int seat, int loc, char *out, size_t size)
{
    const campaign_forces *f = &c->st.forces;
    int n = 0, len = 0;
    out[0] = '\0';
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS && p < c->st.settings.n_players; p++) {
        if (p == seat)
            continue;
        int units = 0, armies = 0;
        for (int i = 0; i < f->n_armies; i++)
            if (f->armies[i].player == p && f->armies[i].loc == loc) {
                units += seen_units(c, seat, i);
                armies++;
            }
        if (!armies)
            continue;
        if (len > 0 && (size_t)len + 3 < size)
            len += snprintf(out + len, size - (size_t)len, " · ");
        if ((size_t)len < size)
            /* TRANSLATORS: what a player knows of an enemy at a battle: its name, its units there (as
             * counted at the start of Downtime) and the rank points it may field there ("Player 2: 3
             * units seen here, battle budget 15 RP") */
            len += snprintf(out + len, size - (size_t)len,
                            P_("%s: %d unit seen here, battle budget %d RP", "%s: %d units seen here, battle budget %d RP",
                               units),
                            campaign_seat_label(p), units, campaign_budget(&c->st, p, loc));
        n++;
    }
    return n;
}

/* One army of another player that may be met: "Army 2 of Computer: 3 units
 * seen, there now", or "…: 3 units seen, a route away at Stonebridge". */
static int meet_one(const campaign_screen *c, int seat, int i, int to, char *out, size_t size)
{
    const campaign_army *ar = &c->st.forces.armies[i];
    int units = seen_units(c, seat, i), no = campaign_army_no(c, ar->id);
    if (ar->loc == to)
        /* TRANSLATORS: an army that may be met where a move goes: its number, its player, its units as this
         * player sees them; it stands there now */
        return snprintf(out, size, P_("Army %d of %s: %d unit seen, there now", "Army %d of %s: %d units seen, there now",
                                      units),
                        no, campaign_seat_label(ar->player), units);
    /* TRANSLATORS: an army that may be met where a move goes: its number, its player, its units as this player
     * sees them, the place a route away it stands in (its orders are hidden: it may march in) */
    return snprintf(out, size,
                    P_("Army %d of %s: %d unit seen, a route away at %s", "Army %d of %s: %d units seen, a route away at %s",
                       units),
                    no, campaign_seat_label(ar->player), units, campaign_loc_name(c, ar->loc));
}

int campaign_meet_text(const campaign_screen *c, int seat, int army, int to, bool here_too, char *out, size_t size)
{
    const campaign_forces *f = &c->st.forces;
    char list[600] = "";
    int n = 0, len = 0;
    /* Those there first, then those a route away: every army's place is public,
     * its units as this seat may count them (campaign_state_view), its orders
     * hidden till the reveal. */
    for (int pass = here_too ? 0 : 1; pass < 2; pass++)
        for (int i = 0; i < f->n_armies; i++) {
            const campaign_army *ar = &f->armies[i];
            if (ar->player == seat || ar->player < 0 || c->st.players[ar->player].eliminated || ar->id == army)
                continue;
            if (pass == 0 ? ar->loc != to : !campaign_map_adjacent(&c->map, ar->loc, to))
                continue;
            if (n == 3) {
                n++;
                continue;
            }
            if (n++ > 0 && (size_t)len + 3 < sizeof list)
                len += snprintf(list + len, sizeof list - (size_t)len, "; ");
            if ((size_t)len < sizeof list)
                len += meet_one(c, seat, i, to, list + len, sizeof list - (size_t)len);
        }
    out[0] = '\0';
    if (n > 4)
        /* TRANSLATORS: the armies that may be met, when more than three: "…; and 2 more" */
        snprintf(list + strlen(list), sizeof list - strlen(list), P_("; and %d more", "; and %d more", n - 3), n - 3);
    if (n > 0)
        /* TRANSLATORS: before a move: the other players' armies it may meet there (their orders are hidden) */
        snprintf(out, size, _("You may meet there: %s. Their orders stay hidden until the reveal."), list);
    return n;
}

bool campaign_move_loss_text(const campaign_screen *c, int seat, int army, int to, char *out, size_t size)
{
    int i = campaign_forces_find(&c->st.forces, army);
    out[0] = '\0';
    if (i < 0 || to < 0 || to >= c->map.n_locations || !campaign_battle_may_come(c, seat, to))
        return false;
    const campaign_army *ar = &c->st.forces.armies[i];
    int units = campaign_army_units(&c->st, army);
    if (c->st.forces.control[to] != seat) /* an attacker: repelled to where it came from (the core's rule) */
        return campaign_loss_text(c, seat, to, ar->loc, units, out, size);
    /* into a place of its own: a defender there with the armies already in it */
    for (int k = 0; k < c->st.forces.n_armies; k++)
        if (c->st.forces.armies[k].player == seat && c->st.forces.armies[k].loc == to)
            units += campaign_army_units(&c->st, c->st.forces.armies[k].id);
    return campaign_loss_text(c, seat, to, -1, units, out, size);
}

const char *campaign_rp_words(void)
{
    /* TRANSLATORS: a tooltip naming RP in words, on each screen where "RP" appears */
    return _("RP: rank points, the battle budget's unit.");
}

const char *campaign_round_limit_words(void)
{
    /* TRANSLATORS: where a battle's squad is chosen: the round limit's tally (play-test 17) */
    return _("At the round limit, the side whose surviving units total more RP wins: more RP fielded starts you "
             "ahead on points.");
}

const char *campaign_first_turn_words(void)
{
    /* TRANSLATORS: Downtime's panel on the first turn only: the words the panel uses below, said once */
    return _("RP: a unit's rank points. Battle budget: the most RP a battle lets you field. Library: the units "
             "to recruit.");
}

const char *campaign_create_words(void)
{
    /* TRANSLATORS: the orders panel, before a Regiment is split off: it costs the army its order */
    return _("Creating a Regiment is this army's order for the turn: the army and its new Regiment both stay here "
             "this turn, and move from the next.");
}

const char *campaign_budget_words(void)
{
    /* TRANSLATORS: the squad choice, under the budget line: where a battle's budget comes from */
    return _("The budget is what the place's supply buys, with more for places you held next to it (and a little "
             "for those two routes away). Your squad's RP must fit it, 6 units at most; the units left out sit this "
             "battle out.");
}

bool campaign_loss_text(const campaign_screen *c, int seat, int loc, int origin, int units, char *out, size_t size)
{
    const campaign_forces *f = &c->st.forces;
    if (units < 0) { /* every unit of the seat there */
        units = 0;
        for (int i = 0; i < f->n_armies; i++)
            if (f->armies[i].player == seat && f->armies[i].loc == loc)
                units += campaign_army_units(&c->st, f->armies[i].id);
    }
    /* A place of the seat's with no other player's army. */
    uint64_t free = 0;
    for (int l = 0; l < c->map.n_locations; l++) {
        if (f->control[l] != seat)
            continue;
        bool foe = false;
        for (int i = 0; i < f->n_armies; i++)
            foe = foe || (f->armies[i].loc == l && f->armies[i].player != seat);
        if (!foe)
            free |= 1ull << l;
    }
    if (origin >= 0 && (free >> origin & 1)) {
        /* TRANSLATORS: before an attack: what losing it costs (the army walks back) */
        snprintf(out, size, _("If you lose: your army goes back to %s."), campaign_loc_name(c, origin));
        return false;
    }
    int first = -1, count = 0;
    for (int l = 0; l < c->map.n_locations; l++)
        if (l != loc && (free >> l & 1) && campaign_map_adjacent(&c->map, loc, l)) {
            if (first < 0)
                first = l;
            count++;
        }
    if (first >= 0) {
        if (count == 1)
            /* TRANSLATORS: before a battle: what losing it costs (the only place to retreat to) */
            snprintf(out, size, _("If you lose: your armies here retreat to %s."), campaign_loc_name(c, first));
        else
            /* TRANSLATORS: before a battle: what losing it costs (one of several places of the player's) */
            snprintf(out, size, _("If you lose: your armies here retreat to a place of yours next to it (%s…)."),
                     campaign_loc_name(c, first));
        return false;
    }
    /* Why there is no retreat, in the rule's words, and that the units left
     * out of the squad go too (play-test 9: "no place of yours next to it"
     * misled a player who held one, with an enemy army in it). */
    if (campaign_no_retreat_why(&c->map, f, seat, loc) == CAMPAIGN_NO_RETREAT_NONE_HELD)
        /* TRANSLATORS: before a battle: what losing it costs when the player holds no place next to it */
        snprintf(out, size,
                 P_("If you lose: you hold no place next to it to retreat to, so your armies here are scattered: "
                    "%d unit lost, fielded or not.",
                    "If you lose: you hold no place next to it to retreat to, so your armies here are scattered: "
                    "all %d units lost, fielded or not.",
                    units),
                 units);
    else
        /* TRANSLATORS: before a battle: what losing it costs when each place of the player's next to it has
         * another player's army in it */
        snprintf(out, size,
                 P_("If you lose: each place of yours next to it has another player's army in it, so there is none "
                    "to retreat to and your armies here are scattered: %d unit lost, fielded or not.",
                    "If you lose: each place of yours next to it has another player's army in it, so there is none "
                    "to retreat to and your armies here are scattered: all %d units lost, fielded or not.",
                    units),
                 units);
    return true;
}

/* ---- what every private panel shares ---- */

void campaign_panel_seat(campaign_screen *c)
{
    if (c->seat < 0 || c->seat >= CAMPAIGN_MAX_PLAYERS || c->seat == c->ui_seat)
        return;
    /* Another seat's screen: nothing the last one left (where it scrolled, what
     * its pointer was over, the units it picked) may show. Its own lists
     * (seat_ui) stay as it left them. */
    c->ui_seat = c->seat;
    c->scroll = 0;
    c->hover = -1;
    c->pick = 0;
    c->picking = 0;
    c->seat_ui[c->seat].dismiss_uid = CAMPAIGN_NO_UNIT;
}

int campaign_panel_title(ui *u, campaign_screen *c, SDL_Rect p, const char *what)
{
    ui_panel(u, p);
    char t[120];
    snprintf(t, sizeof t, "%s · %s", what, campaign_seat_label(c->seat));
    int x = p.x + ui_px(u, 12), y = p.y + ui_px(u, 10);
    if (u->draw)
        /* the seat's emblem, as on the top bar and the map (one emblem per player) */
        ui_emblem(u->r, c->seat, (float)(x + ui_px(u, 6)), (float)(y + ui_px(u, 9)), (float)ui_px(u, 7),
                  campaign_seat_colour(c->seat));
    /* A long player name ends in "…" at the panel's border (play-test 3: it ran past it). */
    ui_text_cut(u, t, sizeof t, ui_px(u, 16), true, p.x + p.w - ui_px(u, 8) - (x + ui_px(u, 18)));
    ui_text(u, x + ui_px(u, 18), y, t, ui_px(u, 16), true, ui_rgb(236, 238, 244), UI_LEFT);
    return y + ui_px(u, 26);
}

void campaign_panel_message(ui *u, campaign_screen *c, SDL_Rect p, int y)
{
    if (c->message[0] && y < p.y + p.h - ui_px(u, 16))
        ui_text_wrapped(u, ui_rect(p.x + ui_px(u, 12), y, p.w - ui_px(u, 24), 0), c->message, ui_px(u, 12), warn());
}

int campaign_pair(ui *u, int x, int y, int w, int h, int gap, const char *la, const char *lb, SDL_Rect *ra,
                  SDL_Rect *rb)
{
    int half = (w - gap) / 2, px = ui_px(u, 15), room = half - ui_px(u, 10);
    if (ui_text_width(u, la, px, true) <= room && ui_text_width(u, lb, px, true) <= room) {
        *ra = ui_rect(x, y, half, h);
        *rb = ui_rect(x + half + gap, y, half, h);
        return y + h;
    }
    *ra = ui_rect(x, y, w, h);
    *rb = ui_rect(x, y + h + gap, w, h);
    return y + 2 * h + gap;
}

int campaign_pager(ui *u, SDL_Rect r, const char *value)
{
    return campaign_pager_on(u, r, value, true, NULL);
}

int campaign_pager_on(ui *u, SDL_Rect r, const char *value, bool on, const char *why_off)
{
    int bw = r.h, px = ui_px(u, 15);
    char v[160];
    snprintf(v, sizeof v, "%s", value);
    SDL_Rect mid = { r.x + bw + 2, r.y, r.w - 2 * bw - 4, r.h };
    /* ui_text_fit may draw it a fifth smaller: cut it for that size. */
    ui_text_cut(u, v, sizeof v, px - (2 * px + 9) / 10, true, mid.w - 8);
    ui_fill(u, mid, ui_rgb(30, 36, 52));
    ui_text_fit(u, ui_rect(mid.x + 4, r.y, mid.w - 8, r.h), v, px, true, ui_rgb(240, 240, 240), UI_CENTER);
    int d = 0;
    if (ui_button(u, ui_rect(r.x, r.y, bw, r.h), "<", on))
        d = -1;
    if (ui_button(u, ui_rect(r.x + r.w - bw, r.y, bw, r.h), ">", on))
        d = 1;
    if (!on && why_off && u->draw)
        ui_tooltip(u, r, why_off);
    return d;
}

void campaign_stats_text(const esc_unit_def *d, char *out, size_t size)
{
    ui_unit_stats(d->health, d->range, d->power, d->move, -1, NULL, out, size, NULL, 0); /* shared: shell/ui.h */
}

void campaign_abilities_text(const esc_unit_def *d, char *out, size_t size)
{
    out[0] = '\0';
    for (int i = 0; i < d->n_abilities; i++) {
        const esc_ability_info *ab = esc_ability_get((esc_ability)d->abilities[i]);
        if (!ab)
            continue;
        size_t n = strlen(out);
        snprintf(out + n, size - n, "%s%s", n ? ", " : "", _(ab->name));
    }
}

void campaign_abilities_rules(const esc_unit_def *d, char *out, size_t size)
{
    size_t n = strlen(out);
    for (int i = 0; i < d->n_abilities && n + 1 < size; i++) {
        const esc_ability_info *ab = esc_ability_get((esc_ability)d->abilities[i]);
        if (!ab)
            continue;
        /* TRANSLATORS: in a unit's tooltip: an ability and its rule ("Energy Trait (one action,
         * usable every turn): Power-2 attack on an enemy within 3 squares.") */
        snprintf(out + n, size - n, _(" · %s (one action, usable every turn): %s"), _(ab->name), _(ab->text));
        n = strlen(out);
    }
}

void campaign_name_fit(ui *u, const char *name, const char *rest, int px, bool bold, int w, char *out, size_t size)
{
    snprintf(out, size, "%s", name);
    int room = w - ui_text_width(u, rest, px, bold);
    if (room < ui_text_width(u, "M…", px, bold))
        room = ui_text_width(u, "M…", px, bold);
    ui_text_cut(u, out, size, px, bold, room);
}

void campaign_unit_label(ui *u, const campaign_unit *un, const char *suffix, int px, bool bold, int w, char *out,
                         size_t size)
{
    esc_unit_def d;
    campaign_unit_current(un, &d);
    char name[64], rest[200];
    /* TRANSLATORS: a unit's line: its name, then Health, Range, Power and Move after one-letter (or two) marks,
       then its rank: "Archer H3 R4 P2 M2 Veteran" */
    snprintf(rest, sizeof rest, _("%s H%d R%d P%d M%d %s"), "", d.health, d.range, d.power, d.move,
             _(esc_rank_name(esc_unit_rank(&d))));
    size_t n = strlen(rest);
    snprintf(rest + n, sizeof rest - n, "%s%s", suffix, un->hero ? "★ " : "");
    campaign_name_fit(u, i18n_content(d.name), rest, px, bold, w, name, sizeof name);
    snprintf(out, size, _("%s H%d R%d P%d M%d %s"), name, d.health, d.range, d.power, d.move,
             _(esc_rank_name(esc_unit_rank(&d))));
    n = strlen(out);
    snprintf(out + n, size - n, "%s", suffix);
    if (un->hero && strlen(out) + 4 < size) {
        memmove(out + 4, out, strlen(out) + 1);
        memcpy(out, "★ ", 4);
    }
}

/* ---- private choices ---- */

static void standoff_panel(ui *u, campaign_screen *c, SDL_Rect p, int y)
{
    int x = p.x + ui_px(u, 12), w = p.w - ui_px(u, 24), h = ui_px(u, 34);
    char t[600]; /* the prompt, accented and longer in other languages */
    snprintf(t, sizeof t,
             _("Your armies and others are marching on %s. Stand and fight for it, or withdraw to where "
               "they came from? If the other side stands, there is a battle here anyway, and your armies "
               "fight in it."),
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
        y += ui_px(u, 20);
    }
    /* The forecast before choosing: what each side may field here (play-test: chosen blind). */
    campaign_standoff_forecast(c, c->seat, c->loc, t, sizeof t);
    int fh = ui_text_wrapped(u, ui_rect(x, y, w, 0), t, ui_px(u, 12), text());
    if (u->draw)
        ui_tooltip(u, ui_rect(x, y, w, fh), campaign_rp_words());
    y += fh + ui_px(u, 10);
    SDL_Rect r_stand, r_withdraw;
    int below = campaign_pair(u, x, y, w, h, ui_px(u, 6), _("Stand"), _("Withdraw"), &r_stand, &r_withdraw);
    bool choose = false, stand = false;
    if (ui_button(u, r_stand, _("Stand"), true))
        choose = stand = true;
    if (ui_button(u, r_withdraw, _("Withdraw"),
                  campaign_test_standoff_choice(&c->st.res, c->seat, c->loc, false) == CAMPAIGN_CHOICE_OK))
        choose = true;
    if (choose) {
        if (s >= 0)
            c->standoff_asked[s] |= (uint8_t)(1u << c->seat);
        campaign_choice_problem pb = campaign_rec_choose_standoff(&c->record, &c->st, c->seat, c->loc, stand);
        if (pb != CAMPAIGN_CHOICE_OK)
            snprintf(c->message, sizeof c->message, "%s", _(campaign_choice_problem_text(pb)));
        campaign_advance(u->app, c);
        return;
    }
    campaign_panel_message(u, c, p, below + ui_px(u, 8));
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
    /* TRANSLATORS: RP = rank points; the budget, the squad's rank points, how many of at most 6 units (a plural
       form by the number chosen: French read "1 unités sur 6") */
    snprintf(t, sizeof t, P_("Battle at %s · budget %d RP · chosen %d RP, %d of 6 units",
                             "Battle at %s · budget %d RP · chosen %d RP, %d of 6 units", n),
             campaign_loc_name(c, bt->loc), budget, rp, n);
    int th = ui_text_wrapped(u, ui_rect(x, y, w, 0), t, ui_px(u, 13), rp > budget ? warn() : text());
    /* The round limit's tally said under the budget where the panel has room for it,
     * else in the header's tooltip (French at 800x560 pushed Auto battle off the window). */
    bool roomy = p.h >= 640; /* window pixels: 1280x800 has room, 800x560 not */
    if (u->draw) {
        char tip[600];
        snprintf(tip, sizeof tip, "%s%s%s", campaign_rp_words(), roomy ? "" : "\n", roomy ? "" : campaign_round_limit_words());
        ui_tooltip(u, ui_rect(x, y, w, th), tip);
    }
    /* As tall as its widest numbers would make it: picking units never moves
     * the buttons under it (play-test 3: Auto battle moved under the pointer). */
    {
        ui quiet = *u;
        quiet.draw = false;
        quiet.ev = NULL;
        char most[200];
        snprintf(most, sizeof most,
                 P_("Battle at %s · budget %d RP · chosen %d RP, %d of 6 units",
                    "Battle at %s · budget %d RP · chosen %d RP, %d of 6 units", 6),
                 campaign_loc_name(c, bt->loc), budget, budget > 99 ? budget : 99, 6);
        int mh = ui_text_wrapped(&quiet, ui_rect(x, y, w, 0), most, ui_px(u, 13), text());
        th = mh > th ? mh : th;
    }
    y += th + ui_px(u, 4);
    /* Play-test 7: fielding 15-18 RP of a 77 RP army surprised; the budget says
     * where it comes from where it is spent, not only in a tooltip. */
    y += ui_text_wrapped(u, ui_rect(x, y, w, 0), campaign_budget_words(), ui_px(u, 11), dim()) + ui_px(u, 4);
    /* Play-test 17: 15 RP against 12 led on points from the first round, unsaid. */
    if (roomy)
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0), campaign_round_limit_words(), ui_px(u, 11), dim()) + ui_px(u, 4);
    /* Before choosing: what is known of the enemy, and what losing costs. */
    char info[400];
    if (campaign_enemy_text(c, c->seat, bt->loc, info, sizeof info) > 0)
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0), info, ui_px(u, 12), text()) + ui_px(u, 2);
    int origin = -1, units = -1;
    if (c->seat != bt->defender) {
        const campaign_forces *rf = &c->st.res.forces;
        units = 0;
        for (int i = 0; i < rf->n_armies; i++)
            if (rf->armies[i].player == c->seat && rf->armies[i].loc == bt->loc) {
                if (origin < 0 && c->st.res.origin[i] != bt->loc)
                    origin = c->st.res.origin[i];
                units += campaign_army_units(&c->st, rf->armies[i].id);
            }
    }
    bool scattered = campaign_loss_text(c, c->seat, bt->loc, origin, units, info, sizeof info);
    y += ui_text_wrapped(u, ui_rect(x, y, w, 0), info, ui_px(u, 12), scattered ? warn() : dim()) + ui_px(u, 6);
    for (int k = 0; k < pl->n_units && y < p.y + p.h - ui_px(u, 120); k++) {
        if (!(avail >> k & 1))
            continue;
        const campaign_unit *un = &pl->units[k];
        char more[48];
        int hmax = campaign_unit_max_health(un);
        /* TRANSLATORS: after a unit's line: its rank points (RP), then its Health now and at most (play-test
           17: "2/2" alone was not read as Health) */
        snprintf(more, sizeof more, _(" · %d RP · Health %d/%d"), campaign_unit_rp(un), hmax - un->wounds, hmax);
        /* The name whole (play-test 10: "Knight Comma…" twice, which one?): the
         * row says name, RP and Health; its stats are in its tooltip. Inside its
         * button, as the button draws it at its smallest: the name gives way last. */
        esc_unit_def d;
        campaign_unit_current(un, &d);
        char rest[80], name[64];
        snprintf(rest, sizeof rest, "%s%s", un->hero ? "★ " : "", more);
        campaign_name_fit(u, i18n_content(d.name), rest, ui_px(u, 12), true, w - 8, name, sizeof name);
        snprintf(t, sizeof t, "%s%s%s", un->hero ? "★ " : "", name, more);
        if (ui_button(u, ui_rect(x, y, w, ui_px(u, 24)), t, true))
            c->pick ^= 1u << k;
        if (u->draw) {
            /* An ability's numbers, not its name alone (play-test 17: the Battle Mage's Energy Trait, a
             * Power-2 attack at range 3 every turn, won the battle unexplained). */
            char tip[800];
            campaign_unit_label(u, un, "", ui_px(u, 12), false, 10000, tip, sizeof tip);
            campaign_abilities_rules(&d, tip, sizeof tip);
            ui_tooltip(u, ui_rect(x, y, w, ui_px(u, 24)), tip);
        }
        if (u->draw && (c->pick >> k & 1))
            ui_frame(u, ui_rect(x, y, w, ui_px(u, 24)), ui_rgb(255, 240, 150), 2);
        y += ui_px(u, 26);
    }
    /* Renown comes only with the Hero on the board (play-test ca: a won battle
     * gave "Renown 0" and nothing had said why). */
    int hero = campaign_player_hero(pl);
    if (hero >= 0 && (avail >> hero & 1)) {
        /* Its room kept while the Hero is picked too: the buttons under it stay put. */
        ui quiet = *u;
        quiet.draw = false;
        quiet.ev = NULL;
        /* Once a squad is being picked: not over an empty pick (play-test 14: the warning came first) */
        bool sits_out = c->pick != 0 && !(c->pick >> hero & 1);
        /* TRANSLATORS: the squad pick, when the player's Hero could fight here but is not chosen */
        y += ui_text_wrapped(sits_out ? u : &quiet, ui_rect(x, y, w, 0),
                             _("Your Hero sits out: no Renown from this battle (fielded: +1 if your side acts on the board, and +1 more "
                               "for a win)."),
                             ui_px(u, 12), warn()) +
             ui_px(u, 2);
    }
    y += gap;
    campaign_squad_problem sp = campaign_test_squad(&c->st, c->battle, c->seat, c->pick);
    int which = 0;
    SDL_Rect r_fight, r_auto;
    /* Online each side is played on the board by its own player (no Auto battle) */
    if (c->online.on) {
        r_fight = ui_rect(x, y, w, ui_px(u, 32));
        y += ui_px(u, 32) + gap;
    } else {
        y = campaign_pair(u, x, y, w, ui_px(u, 32), gap, _("Fight on the board"), _("Auto battle"), &r_fight, &r_auto);
    }
    if (ui_button(u, r_fight, _("Fight on the board"), sp == CAMPAIGN_SQUAD_OK))
        which = 1;
    if (!c->online.on && ui_button(u, r_auto, _("Auto battle"), sp == CAMPAIGN_SQUAD_OK))
        which = 2;
    y += ui_px(u, 4);
    int duel_b, sides[2];
    if (!c->online.on && campaign_current_duel(&c->st, &duel_b, &sides[0], &sides[1]) &&
        !c->st.settings.computer[sides[0]] && !c->st.settings.computer[sides[1]]) {
        /* Two humans: the rule told before choosing (the other's choice stays secret until both chose). */
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0),
                             _("Against another player: the battle is fought on the board if either of you "
                               "chooses to; the computer then plays for the one who chose Auto battle."),
                             ui_px(u, 12), dim()) +
             ui_px(u, 6);
    }
    if (which) {
        campaign_rec_set_squad(&c->record, &c->st, c->battle, c->seat, c->pick);
        campaign_set_fight(&c->st, c->battle, c->seat, which == 1);
        campaign_advance(u->app, c);
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
    /* What each does, in one short line under its button (no tooltip: one over
     * the options below would hide the Unit and Confirm controls).
     * TRANSLATORS: the line under each Defend bonus's button: what it does */
    static const char *const lines[] = {
        N_("The battle as it stands."),
        N_("You choose your home ranks and whether you deploy first or second."),
        N_("One Core unit (Soldier, Veteran or Elite; not the Hero) makes a free Move before the dice."),
        N_("+1 on your first-turn die."),
    };
    /* TRANSLATORS: under the Defend bonus choice's title */
    y += ui_text_wrapped(u, ui_rect(x, y - ui_px(u, 4), w, 0), _("One bonus per battle; none costs anything."),
                         ui_px(u, 12), dim()) +
         ui_px(u, 2);
    const campaign_player *pl = &c->st.players[c->seat];
    /* Prepared Ambuscade is offered only when the core allows it for a fielded
     * unit (a Core unit, not the Hero); the first such unit is the default one. */
    int ambush_first = CAMPAIGN_NO_UNIT;
    for (int k = 0; k < pl->n_units && ambush_first == CAMPAIGN_NO_UNIT; k++)
        if (campaign_test_bonus(&c->st, c->battle, c->seat, CAMPAIGN_BONUS_AMBUSCADE, pl->units[k].uid) ==
            CAMPAIGN_BONUS_OK)
            ambush_first = pl->units[k].uid;
    if (ambush_first == CAMPAIGN_NO_UNIT && c->bonus_choice == CAMPAIGN_BONUS_AMBUSCADE)
        c->bonus_choice = CAMPAIGN_BONUS_NONE;
    for (int b = 0; b < 4; b++) {
        if (b == CAMPAIGN_BONUS_AMBUSCADE && ambush_first == CAMPAIGN_NO_UNIT) {
            /* TRANSLATORS: in place of the Prepared Ambuscade button when no fielded unit may take it */
            y += ui_text_wrapped(u, ui_rect(x + ui_px(u, 6), y + gap, w - ui_px(u, 6), 0),
                                 _("No Prepared Ambuscade: it needs a fielded Core unit (Soldier, Veteran or "
                                   "Elite; not the Hero)."),
                                 ui_px(u, 12), dim()) +
                 2 * gap;
            continue;
        }
        if (ui_button(u, ui_rect(x, y, w, h), _(names[b]), true)) {
            c->bonus_choice = b;
            if (b == CAMPAIGN_BONUS_AMBUSCADE &&
                campaign_test_bonus(&c->st, c->battle, c->seat, CAMPAIGN_BONUS_AMBUSCADE, c->bonus_unit) !=
                    CAMPAIGN_BONUS_OK)
                c->bonus_unit = ambush_first;
        }
        if (u->draw && c->bonus_choice == b)
            ui_frame(u, ui_rect(x, y, w, h), ui_rgb(255, 240, 150), 2);
        y += h + ui_px(u, 1);
        y += ui_text_wrapped(u, ui_rect(x + ui_px(u, 6), y, w - ui_px(u, 6), 0), _(lines[b]), ui_px(u, 12), dim()) +
             gap + ui_px(u, 2);
    }
    char t[160];
    /* Confirm stays where it is whichever bonus is picked: room for the
     * tallest block of options (Favourable Ground's pair, two rows in a longer
     * language, or the ambush unit's label and pager) is kept under the bonuses. */
    int options_top = y, options_h = ui_px(u, 15) + h + gap;
    if (ambush_first == CAMPAIGN_NO_UNIT)
        options_h = 0;
    {
        SDL_Rect ra, rb;
        const char *ranks = ui_text_width(u, _("Ranks 7-8"), ui_px(u, 15), true) >
                                    ui_text_width(u, _("Ranks 1-2"), ui_px(u, 15), true)
                                ? _("Ranks 7-8")
                                : _("Ranks 1-2");
        const char *order = ui_text_width(u, _("Deploy second"), ui_px(u, 15), true) >
                                    ui_text_width(u, _("Deploy first"), ui_px(u, 15), true)
                                ? _("Deploy second")
                                : _("Deploy first");
        int ground_h = campaign_pair(u, x, y, w, h, gap, ranks, order, &ra, &rb) + gap - y;
        if (ground_h > options_h)
            options_h = ground_h;
    }
    if (c->bonus_choice == CAMPAIGN_BONUS_GROUND) {
        const char *ranks = c->ground_high ? _("Ranks 7-8") : _("Ranks 1-2");
        const char *order = c->ground_second ? _("Deploy second") : _("Deploy first");
        SDL_Rect r_ranks, r_order;
        y = campaign_pair(u, x, y, w, h, gap, ranks, order, &r_ranks, &r_order) + gap;
        if (ui_button(u, r_ranks, ranks, true))
            c->ground_high = !c->ground_high;
        if (ui_button(u, r_order, order, true))
            c->ground_second = !c->ground_second;
    } else if (c->bonus_choice == CAMPAIGN_BONUS_AMBUSCADE) {
        int k = campaign_player_unit_index(pl, c->bonus_unit);
        campaign_clip(t, sizeof t, k >= 0 ? i18n_content(pl->units[k].base.name) : _("(pick a unit)"), 30);
        /* The label above: beside the value it would not fit the panel. */
        /* TRANSLATORS: above the choice of the unit set in ambush */
        ui_text(u, x, y, _("Unit in ambush"), ui_px(u, 11), true, dim(), UI_LEFT);
        y += ui_px(u, 15);
        int d = campaign_pager(u, ui_rect(x, y, w, h), t);
        if (d) {
            int start = k < 0 ? 0 : k;
            for (int i = 1; i <= pl->n_units; i++) {
                int j = ((start + d * i) % pl->n_units + pl->n_units) % pl->n_units;
                if (campaign_test_bonus(&c->st, c->battle, c->seat, CAMPAIGN_BONUS_AMBUSCADE, pl->units[j].uid) ==
                    CAMPAIGN_BONUS_OK) {
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
    y = options_top + options_h;
    if (ui_button(u, ui_rect(x, y, w, ui_px(u, 32)), _("Confirm"), bp == CAMPAIGN_BONUS_OK)) {
        campaign_rec_set_bonus(&c->record, &c->st, c->battle, c->seat, (campaign_bonus)c->bonus_choice, c->ground_high,
                               c->ground_second, c->bonus_unit);
        campaign_advance(u->app, c);
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
    /* A single way back is taken with Enter too (play-test 10: Enter did nothing). */
    bool single = __builtin_popcountll(options) == 1;
    for (int l = 0; l < c->map.n_locations; l++) {
        if (!(options >> l & 1))
            continue;
        if (single)
            /* TRANSLATORS: the only retreat's destination and its supply; Enter takes it */
            snprintf(t, sizeof t, _("To %s (supply %d) (Enter)"), campaign_loc_name(c, l), c->map.locations[l].supply);
        else
            /* TRANSLATORS: a retreat's destination and its supply */
            snprintf(t, sizeof t, _("To %s (supply %d)"), campaign_loc_name(c, l), c->map.locations[l].supply);
        if (ui_button(u, ui_rect(x, y, w, h), t, true) || (single && ui_pressed(u, UI_KEY_ENTER))) {
            campaign_rec_set_retreat(&c->record, &c->st, c->battle, l);
            campaign_advance(u->app, c);
            return;
        }
        y += h + ui_px(u, 4);
    }
}

void campaign_panel_choice(ui *u, campaign_screen *c, SDL_Rect p)
{
    static const char *const what[] = { "", "", "", N_("Standoff"), N_("Squad"), N_("Defend bonus"), "", "", N_("Retreat") };
    campaign_panel_seat(c);
    int y = campaign_panel_title(u, c, p, what[c->step][0] ? _(what[c->step]) : "");
    switch (c->step) {
    case CSTEP_STANDOFF: standoff_panel(u, c, p, y); break;
    case CSTEP_SQUAD: squad_panel(u, c, p, y); break;
    case CSTEP_BONUS: bonus_panel(u, c, p, y); break;
    case CSTEP_RETREAT: retreat_panel(u, c, p, y); break;
    default: break;
    }
}
