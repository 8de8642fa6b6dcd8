/*
 * The campaign screen's orders panel (Phase 2): the seat's armies in rows, the
 * selected army's buttons right under its row (Defend, Create Regiment with the
 * units leaving picked, Clear order, Merge with another army there), an order
 * refused said at once in the core's words, the warning when a held capital is
 * left empty next to an enemy, and Ready at a fixed place at the panel's foot.
 * The other private panels are panels.c's.
 */
#include <stdio.h>
#include <string.h>

#include "campaign/internal.h"
#include "skirmish/i18n.h"

void campaign_next_army(campaign_screen *c, int dir)
{
    /* A, Shift+A: the seat's armies one after the other, as the list
     * names them (play-test 14: no way to step through one's armies). */
    int mine[CAMPAIGN_MAX_ARMIES], n = 0, at = -1;
    for (int i = 0; i < c->st.forces.n_armies; i++)
        if (c->st.forces.armies[i].player == c->seat) {
            if (c->st.forces.armies[i].id == c->army)
                at = n;
            mine[n++] = c->st.forces.armies[i].id;
        }
    if (n == 0)
        return;
    at = at < 0 ? (dir > 0 ? 0 : n - 1) : ((at + dir) % n + n) % n;
    c->army = mine[at];
    c->picking = 0;
}

static SDL_Color dim(void) { return ui_rgb(150, 156, 172); }
static SDL_Color text(void) { return ui_rgb(218, 222, 232); }
static SDL_Color warn(void) { return ui_rgb(255, 190, 120); }
/* ---- orders ---- */

static void drop_order(campaign_screen *c, int seat, int i)
{
    for (int k = i; k + 1 < c->n_orders[seat]; k++)
        c->orders[seat][k] = c->orders[seat][k + 1];
    c->n_orders[seat]--;
}

/* Play-test 10: 27 RP ordered into a place whose battle budget is 18, told
 * only in the next Downtime; play-test 17: still unsaid where no enemy was
 * near, though one may come. Said where the move is given, by the core's
 * fielding rule (campaign_move_warning); "" when all fit. */
static void too_big_text(const campaign_screen *c, const campaign_army *ar, int to, char *out, size_t size)
{
    out[0] = '\0';
    if (campaign_move_warning(c, ar->id, to, out, size))
        /* TRANSLATORS: the orders panel, after "Only 15 of Army 1's 27 RP can fight at Pyke." */
        snprintf(out + strlen(out), size - strlen(out), " %s",
                 _("In a battle there, the rest sit out. To use them all, split the army: Create Regiment, then "
                   "send the Regiment elsewhere."));
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
        /* TRANSLATORS: an order refused (play-test 13: "Army 0 (Move):" read as a developer's message): "Army 2
         * cannot take the order Merge: the armies are not at the same location" */
        snprintf(c->message, sizeof c->message, _("Army %d cannot take the order %s: %s"), campaign_army_no(c, o.army),
                 campaign_order_kind_name(o.kind), _(campaign_order_problem_text(p)));
        return false;
    }
    c->message[0] = '\0';
    return true;
}

/* The selected army's buttons (Defend, Create Regiment, Clear order, Merge, a Create order's units), right under
 * its row: play-test 9 found them under the next army's row, and the first click hit the wrong army. */
static int army_actions(ui *u, campaign_screen *c, int sel, int x, int y, int w, int limit)
{
    int gap = ui_px(u, 4), h = ui_px(u, 26);
    const campaign_player *pl = &c->st.players[c->seat];
    char t[200];
    y += gap;
    /* Defend, Create Regiment and Clear order in a row when their labels fit a third each; otherwise Create
     * Regiment takes a row of its own below the other two (a narrow window, a longer language). */
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
    /* Play-test 7: a split used up the army's order and nothing said so before. */
    if (u->draw)
        ui_tooltip(u, r_create, campaign_create_words());
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
        snprintf(t, sizeof t, _("Merge with Army %d"), campaign_army_no(c, ar->id));
        if (ui_button(u, ui_rect(x, y, w, h), t, true))
            campaign_give_order(c, c->seat, campaign_order_merge(c->army, ar->id));
        y += h + gap;
    }
    if (c->picking) {
        /* Said before the units are picked, not found out after: the split is the army's order for the turn. */
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0), campaign_create_words(), ui_px(u, 11), warn()) + ui_px(u, 3);
        const char *leaving = _("Units leaving for the new Regiment:");
        int lh = ui_px(u, 16) - ui_px(u, 3);
        if (ui_text_width(u, leaving, ui_px(u, 11), true) <= w)
            ui_text(u, x, y, leaving, ui_px(u, 11), true, dim(), UI_LEFT);
        else /* a longer language in a narrow panel: wrapped */
            lh = ui_text_wrapped(u, ui_rect(x, y, w, 0), leaving, ui_px(u, 11), dim());
        y += lh + ui_px(u, 3);
        for (int k = 0; k < pl->n_units && y + ui_px(u, 24) + h + gap <= limit; k++) {
            if (pl->units[k].army != c->army)
                continue;
            campaign_unit_label(u, &pl->units[k], "", ui_px(u, 12), true, w - 6, t, sizeof t);
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
    return y;
}

/* Domination one place away (play-test 15: the computer held 3 of the 4
 * gold-ringed places and walked into an empty capital, nothing had said how
 * close it was): a player holding all the set's places but one, as the map's
 * control stands. Empty when none, or Domination is off. */
static void domination_near(const campaign_screen *c, char *out, size_t size)
{
    out[0] = '\0';
    int total = 0, held[CAMPAIGN_MAX_PLAYERS] = { 0 };
    for (int l = 0; l < c->map.n_locations; l++)
        if (c->map.domination >> l & 1) {
            total++;
            int owner = c->st.forces.control[l];
            if (owner >= 0 && owner < CAMPAIGN_MAX_PLAYERS)
                held[owner]++;
        }
    if (!c->st.settings.domination || total < 3) /* two: each side holds its own from the start */
        return;
    for (int p = 0; p < c->st.settings.n_players; p++) {
        if (held[p] != total - 1 || c->st.players[p].eliminated)
            continue;
        if (p == c->seat)
            /* TRANSLATORS: the orders panel: Domination (gold-ringed places) one place away for the player */
            snprintf(out, size, _("You hold %d of the %d gold-ringed places: take the last one and you win."),
                     held[p], total);
        else
            /* TRANSLATORS: the orders panel: an opponent one place away from winning by Domination */
            snprintf(out, size, _("%s holds %d of the %d gold-ringed places: one more and they win."),
                     campaign_seat_label(p), held[p], total);
        if (p != c->seat)
            return; /* a threat is said before one's own chance */
    }
}

void campaign_panel_orders(ui *u, campaign_screen *c, SDL_Rect p)
{
    app *a = u->app;
    campaign_panel_seat(c);
    int y = campaign_panel_title(u, c, p, _("Orders"));
    int x = p.x + ui_px(u, 12), w = p.w - ui_px(u, 24), gap = ui_px(u, 4), h = ui_px(u, 26);
    /* Ready keeps one place at the panel's foot, whatever is selected above it (a click meant for it never
     * lands on a button that moved there); the warning about an empty capital and the message just above it. */
    int ready_h = ui_px(u, 32);
    SDL_Rect ready_r = ui_rect(x, p.y + p.h - ui_px(u, 12) - ready_h, w, ready_h);
    char warning[240] = "";
    int bare = campaign_empty_capital(c, c->seat);
    if (bare >= 0)
        /* TRANSLATORS: the orders panel's warning: %s is a location of the domination set the player holds */
        snprintf(warning, sizeof warning,
                 _("Your capital %s is left empty: an enemy army can walk in and win by Domination."),
                 campaign_loc_name(c, bare));
    else
        domination_near(c, warning, sizeof warning);
    int warning_h = 0;
    if (warning[0]) {
        ui quiet = *u;
        quiet.draw = false;
        warning_h = ui_text_wrapped(&quiet, ui_rect(x, 0, w, 0), warning, ui_px(u, 12), warn()) + gap;
    }
    int limit = ready_r.y - warning_h - gap; /* what the orders may use above the warning */
    int th = ui_text_wrapped(u, ui_rect(x, y, w, 0),
                             _("Drag an army's banner to a neighbour to move it; pick an army for Defend, Create "
                               "Regiment or Merge. An army without an order defends."),
                             ui_px(u, 11), dim());
    y += th + ui_px(u, 8); /* every line of it, whatever the language wraps to */
    char t[200], o[120];
    if (ui_pressed(u, UI_KEY_A) && !u->ev->ctrl) /* Tab is the keyboard focus's */
        campaign_next_army(c, u->ev->shift ? -1 : 1);
    bool acted = false; /* the selected army's buttons drawn under its row */
    for (int i = 0; i < c->st.forces.n_armies; i++) {
        const campaign_army *ar = &c->st.forces.armies[i];
        if (ar->player != c->seat)
            continue;
        if (y + h > limit)
            break; /* the rest on the map: a banner selects its army too */
        campaign_order_text(c, c->seat, ar->id, o, sizeof o);
        char where[48];
        campaign_clip(where, sizeof where, campaign_loc_name(c, ar->loc), 16);
        int units = campaign_army_units(&c->st, ar->id);
        if (ar->main)
            /* Named as Downtime, its banner ("A1") and the log name it (play-test 14: "Main Army" here, "Army 1"
             * in the log). TRANSLATORS: the Main Army's button: its number, where it stands, its units, its order */
            snprintf(t, sizeof t, _("Army %d (Main) at %s (%d): %s"), campaign_army_no(c, ar->id), where, units, o);
        else
            /* TRANSLATORS: an army's button: its number (its player's own, from 1), where it stands, its units, its
             * order */
            snprintf(t, sizeof t, _("Army %d at %s (%d): %s"), campaign_army_no(c, ar->id), where, units, o);
        /* A row too long for the panel (a long name, a longer language) wraps:
         * the army on its button, its order on a line under it; as its widest
         * order would, whichever it has. */
        char widest[120], wt[200];
        campaign_widest_order(u, c, ar, ui_px(u, 13), widest, sizeof widest);
        if (ar->main)
            snprintf(wt, sizeof wt, _("Army %d (Main) at %s (%d): %s"), campaign_army_no(c, ar->id), where, units,
                     widest);
        else
            snprintf(wt, sizeof wt, _("Army %d at %s (%d): %s"), campaign_army_no(c, ar->id), where, units, widest);
        bool wrap = ui_text_width(u, t, ui_px(u, 13), true) > w - 6 || ui_text_width(u, wt, ui_px(u, 13), true) > w - 6;
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
        if (ar->id == c->army) {
            y = army_actions(u, c, i, x, y, w, limit);
            acted = true;
        }
    }
    int sel = campaign_forces_find(&c->st.forces, c->army);
    if (!acted && sel >= 0 && c->st.forces.armies[sel].player == c->seat) /* its row off the panel */
        y = army_actions(u, c, sel, x, y, w, limit);
    /* The selected army's battle, before Ready: an attack tells what is seen of
     * the enemy there and what losing costs; an army staying put next to an enemy
     * what losing there would cost (with no army selected, the first one's).
     * Drawn when it fits above the warning. */
    int told = sel >= 0 && c->st.forces.armies[sel].player == c->seat ? sel : -1;
    for (int i = 0; i < c->st.forces.n_armies && told < 0; i++)
        if (c->st.forces.armies[i].player == c->seat)
            told = i; /* none selected: the first army */
    if (told >= 0 && !c->picking) {
        const campaign_army *ar = &c->st.forces.armies[told];
        int k = campaign_order_of(c, c->seat, ar->id);
        bool moves = k >= 0 && c->orders[c->seat][k].kind == CAMPAIGN_ORDER_MOVE && c->orders[c->seat][k].army == ar->id;
        int to = moves ? c->orders[c->seat][k].to : ar->loc;
        char enemy[400] = "", loss[300] = "", head[160] = "";
        bool threat = false;
        for (int i = 0; i < c->st.forces.n_armies; i++) {
            const campaign_army *foe = &c->st.forces.armies[i];
            if (foe->player >= 0 && foe->player != c->seat &&
                (foe->loc == to || campaign_map_adjacent(&c->map, foe->loc, to)))
                threat = true;
        }
        bool scattered = false;
        if (moves && campaign_enemy_text(c, c->seat, to, enemy, sizeof enemy) > 0) {
            /* TRANSLATORS: the orders panel, under an army ordered to attack: the place and this player's budget there */
            snprintf(head, sizeof head, _("Attack on %s: your battle budget there %d RP."), campaign_loc_name(c, to),
                     campaign_budget(&c->st, c->seat, to));
            scattered = campaign_loss_text(c, c->seat, to, ar->loc, campaign_army_units(&c->st, ar->id), loss,
                                           sizeof loss);
        } else if (moves && campaign_battle_may_come(c, c->seat, to)) {
            /* No one seen there yet, but a battle may come: whom it may meet
             * (those a route away may march in) and what losing costs. */
            snprintf(head, sizeof head, _("Move to %s: your battle budget there %d RP."), campaign_loc_name(c, to),
                     campaign_budget(&c->st, c->seat, to));
            campaign_meet_text(c, c->seat, ar->id, to, true, enemy, sizeof enemy);
            scattered = campaign_move_loss_text(c, c->seat, ar->id, to, loss, sizeof loss);
        } else if (!moves && threat) {
            /* TRANSLATORS: the orders panel, under an army staying where an enemy can attack: this player's budget */
            snprintf(head, sizeof head, _("If attacked at %s: your battle budget there %d RP."),
                     campaign_loc_name(c, to), campaign_budget(&c->st, c->seat, to));
            campaign_enemy_text(c, c->seat, to, enemy, sizeof enemy);
            scattered = campaign_loss_text(c, c->seat, to, -1, -1, loss, sizeof loss);
        }
        char big[300] = "";
        if (moves)
            too_big_text(c, ar, to, big, sizeof big);
        if (big[0] && !head[0])
            /* TRANSLATORS: the orders panel, under an army ordered to move: the place and this player's budget there */
            snprintf(head, sizeof head, _("Move to %s: your battle budget there %d RP."), campaign_loc_name(c, to),
                     campaign_budget(&c->st, c->seat, to));
        if (head[0]) {
            ui quiet = *u;
            quiet.draw = false;
            int px = ui_px(u, 12);
            int need = ui_text_wrapped(&quiet, ui_rect(x, 0, w, 0), head, px, text()) +
                       (enemy[0] ? ui_text_wrapped(&quiet, ui_rect(x, 0, w, 0), enemy, px, text()) : 0) +
                       (big[0] ? ui_text_wrapped(&quiet, ui_rect(x, 0, w, 0), big, px, text()) : 0) +
                       ui_text_wrapped(&quiet, ui_rect(x, 0, w, 0), loss, px, text());
            if (y + gap + need <= limit) {
                y += gap;
                int hh = ui_text_wrapped(u, ui_rect(x, y, w, 0), head, px, text());
                if (u->draw)
                    ui_tooltip(u, ui_rect(x, y, w, hh), campaign_rp_words());
                y += hh;
                if (big[0])
                    y += ui_text_wrapped(u, ui_rect(x, y, w, 0), big, px, warn());
                if (enemy[0])
                    y += ui_text_wrapped(u, ui_rect(x, y, w, 0), enemy, px, text());
                y += ui_text_wrapped(u, ui_rect(x, y, w, 0), loss, px, scattered ? warn() : dim());
            }
        }
    }
    if (warning[0]) {
        ui_text_wrapped(u, ui_rect(x, limit + gap, w, 0), warning, ui_px(u, 12), warn());
    }
    /* "hand over" only when another human's turn comes next, not against the computer */
    const char *ready = campaign_humans(&c->st) > 1 && !c->online.on ? _("Ready (hand over)") : _("Ready (Enter)");
    /* A drafted move refused and no order since (play-test 13: Ready went
     * through and the turn was lost): Ready asks once. */
    bool ask = c->refused && campaign_forces_find(&c->st.forces, c->refused_army) >= 0 &&
               campaign_order_of(c, c->seat, c->refused_army) < 0;
    if (ask && c->ready_asked)
        /* TRANSLATORS: the Ready button, pressed once already after the warning that an army has no order */
        ready = _("Ready anyway (Enter)");
    if (ui_button(u, ready_r, ready, true) || ui_pressed(u, UI_KEY_ENTER)) {
        int bad = -1;
        campaign_order_problem pb = campaign_state_test_orders(&c->st, c->seat, c->orders[c->seat], c->n_orders[c->seat], &bad);
        if (pb != CAMPAIGN_ORDER_OK) {
            snprintf(c->message, sizeof c->message, _("Order %d refused: %s"), bad + 1,
                     _(campaign_order_problem_text(pb)));
            return;
        }
        if (ask && !c->ready_asked) {
            c->ready_asked = true;
            /* TRANSLATORS: Ready pressed while an army's move was refused: "Army 2 has no order: its move to
             * Ferrow was refused. It will defend. Press Ready again to go anyway." */
            int i = campaign_forces_find(&c->st.forces, c->refused_army);
            if (c->st.forces.armies[i].main) /* named as its row names it */
                snprintf(c->message, sizeof c->message,
                         _("The Main Army has no order: its move to %s was refused. It will defend. Give it an order, "
                           "or press Ready again to go anyway."),
                         campaign_loc_name(c, c->refused_to));
            else
                snprintf(c->message, sizeof c->message,
                         _("Army %d has no order: its move to %s was refused. It will defend. Give it an order, or "
                           "press Ready again to go anyway."),
                         campaign_army_no(c, c->refused_army), campaign_loc_name(c, c->refused_to));
            return;
        }
        c->done[c->seat] = true;
        campaign_advance(a, c);
        return;
    }
    /* The message under the orders, clear of the warning and of Ready. */
    if (c->message[0]) {
        ui quiet = *u;
        quiet.draw = false;
        int mh = ui_text_wrapped(&quiet, ui_rect(x, 0, w, 0), c->message, ui_px(u, 12), warn());
        int my = y + gap;
        if (my + mh > limit)
            my = limit - mh;
        ui_fill(u, ui_rect(x - 2, my - 2, w + 4, mh + 4), ui_rgba(24, 28, 40, 230));
        campaign_panel_message(u, c, p, my);
    }
}
