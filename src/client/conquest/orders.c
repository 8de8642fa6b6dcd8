/*
 * The Conquest game screen's order list, in its side panel (play.c draws the
 * rest of the panel): the orders of the human entering them (a row each, the
 * selected one framed, red when it cannot take its target), what the selected
 * order would do, Clear all, and the Ready button with its confirmation (no
 * orders, or red orders: asked once a turn). Each row ends with its outcome's
 * mark (board.c's, as on the map). The list scrolls in the panel (panel.c)
 * while Clear all and Ready stay at its foot. It only reads and edits the
 * screen's match and messages; what Ready then does (the next player) is
 * play.c's, so nothing here calls back into it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conquest/board.h"
#include "conquest/conquest.h"
#include "conquest/label.h"
#include "conquest/play_internal.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"

void conquest_set_units(app *a, int which, int64_t units)
{
    conquest_screen *c = conquest_current(a);
    int who = c->cover ? CQ_NO_PLAYER : c->viewer;
    if (who < 0 || which < 0 || which >= c->match.orders[who].n)
        return;
    cq_order o = c->match.orders[who].list[which];
    int from = cq_graph_find(&c->match.graph, o.from), to = cq_graph_find(&c->match.graph, o.to);
    int64_t most = conquest_match_units_free(&c->match, who, from) + o.units;
    if (units > most && o.units >= most) {
        /* TRANSLATORS: the wheel (or A) cannot raise an order: %s is its source vertex */
        snprintf(c->message, sizeof c->message, _("No more units at %s: all are ordered out; lower another of its orders first"),
                 conquest_place(&c->match.graph, from));
        return;
    }
    if (units > most)
        units = most;
    if (units < 1)
        units = 1;
    cq_order_problem p = conquest_match_set_order(&c->match, who, from, to, units);
    if (p != CQ_ORDER_OK)
        conquest_refusal_text(&c->match, who, from, to, p, c->message, sizeof c->message);
    else
        c->message[0] = '\0'; /* an earlier warning no longer holds */
}

bool conquest_ready_warning_up(const conquest_screen *c)
{
    return c->message[0] && strcmp(c->message, c->message_ready) == 0;
}

bool conquest_ready_ask(conquest_screen *c)
{
    int who = c->viewer;
    /* No orders, or an order that cannot take its target: asked once a turn
     * (the panel says it); Ready again goes on. */
    const conquest_match *m = &c->match;
    const conquest_player_orders *o = &m->orders[who];
    int failing = 0;
    for (int i = 0; i < o->n; i++) {
        char why[1024];
        if (conquest_attack_text(m, who, NULL, cq_graph_find(&m->graph, o->list[i].to), why, sizeof why))
            failing++;
    }
    int mark = m->state.turn * 16 + who + 1;
    if ((o->n == 0 || failing > 0) && c->ready_asked != mark) {
        c->ready_asked = mark;
        if (o->n == 0)
            /* TRANSLATORS: Ready pressed with no orders: asked once a turn */
            snprintf(c->message, sizeof c->message, "%s", _("No orders this turn: Ready again to be ready anyway."));
        else
            /* TRANSLATORS: Ready pressed with red orders (they cannot take their target): asked once a turn */
            snprintf(c->message, sizeof c->message,
                     P_("%d order cannot take its target (red): Ready again to be ready anyway.",
                        "%d orders cannot take their target (red): Ready again to be ready anyway.", failing),
                     failing);
        /* Hard to miss (blind play-test 17: a small line under the buttons,
         * cleared by the next click on the map): boxed by Ready, kept until
         * the orders change, the first red order selected and its row lit. */
        snprintf(c->message_ready, sizeof c->message_ready, "%s", c->message);
        for (int i = o->n; i-- > 0;) {
            char why[1024];
            if (conquest_attack_text(m, who, NULL, cq_graph_find(&m->graph, o->list[i].to), why, sizeof why))
                c->selected = i;
        }
        return true;
    }
    return false;
}

/* An order's row in a narrow panel: "3 units: Ashford → Brillham". */
static void order_short(const conquest_match *m, const cq_order *o, char *line, size_t size)
{
    char from[CONQUEST_LABEL_MAX], to[CONQUEST_LABEL_MAX];
    conquest_vertex_label_id(&m->graph, o->from, from, sizeof from);
    conquest_vertex_label_id(&m->graph, o->to, to, sizeof to);
    /* TRANSLATORS: an order's row in a narrow panel: its units, its source, its target
     * (the count first said as units: "1:" read as the order's number) */
    snprintf(line, size, P_("%lld unit: %s \u2192 %s", "%lld units: %s \u2192 %s", o->units), (long long)o->units, from,
             to);
}

bool conquest_draw_possible(const conquest_match *m, int who)
{
    static cq_reach reach[CQ_MAX_PLAYERS];
    for (int v = 0; v < m->graph.n_vertices; v++) {
        int owner = m->state.controller[v];
        if (owner == who || !cq_reach_of(&m->state, v, reach) || reach[who].units <= 0)
            continue;
        for (int q = 0; q < m->state.n_players; q++)
            if (q != who && q != owner && reach[q].units > 0)
                return true;
    }
    return false;
}

/* The draw's rule, once, the first turn an order could end in it (blind
 * play-test 17: "lottery" came with no word of its stakes and decided the
 * game): a line in the panel for that turn, not a dialog. */
static int draw_lottery_intro(ui *u, conquest_screen *c, int who, int x, int y, int w)
{
    const conquest_match *m = &c->match;
    if (c->lottery_turn == 0 && who >= 0 && who < m->state.n_players && !cq_state_over(&m->state) &&
        conquest_draw_possible(m, who))
        c->lottery_turn = m->state.turn > 0 ? m->state.turn : 1;
    if (c->lottery_turn == 0 || c->lottery_turn != (m->state.turn > 0 ? m->state.turn : 1))
        return 0;
    /* TRANSLATORS: a one-time line in the order panel, the first turn the player and another can reach the same
     * vertex ("lottery" is the word on an order's arrow) */
    return ui_text_wrapped(u, ui_rect(x, y, w, 0),
                           _("Lottery: if you and another player send units to the same vertex, one draw weighted "
                             "by units sent picks the winner, who keeps every survivor, yours included. An order "
                             "that risks it says \"lottery\" on its arrow."),
                           ui_px(u, 12), ui_rgb(255, 206, 140)) + ui_px(u, 4);
}

void conquest_draw_orders(ui *u, conquest_screen *c, int who, int x, int w, int *y_io, const char *inactive, SDL_Rect clip)
{
    conquest_match *m = &c->match;
    int y = *y_io;
    /* While the last turn is shown again the map is not the board the orders
     * are for: the list is greyed and takes nothing, with the reason. */
    ui quiet = *u;
    if (inactive) {
        quiet.ev = NULL;
        u = &quiet;
    }
    bool on = inactive == NULL;
    char line[160];
    snprintf(line, sizeof line, _("Orders of %.40s"), conquest_player_name(m, who));
    i18n_elide(line); /* "Ordres de Ann" -> "Ordres d'Ann" */
    /* a long name ends in "…" inside the panel (play-test 7: clipped at its edge) */
    ui_text_cut(u, line, sizeof line, ui_px(u, 15), true, w);
    ui_text(u, x, y, line, ui_px(u, 15), true, on ? conquest_player_colour(who) : ui_rgb(130, 134, 146), UI_LEFT);
    y += ui_px(u, 22);
    if (inactive)
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0), inactive, ui_px(u, 13), ui_rgb(255, 214, 140)) + ui_px(u, 4);
    const cq_state *s = &m->state;
    if (s->max_turns > 0 && s->turn >= s->max_turns)
        /* TRANSLATORS: the order panel on the turn limit's turn */
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0),
                             _("Last turn: when it resolves, the player with the most units in total wins."),
                             ui_px(u, 13), ui_rgb(255, 200, 100)) + ui_px(u, 4);
    if (!inactive)
        y += draw_lottery_intro(u, c, who, x, y, w);
    const conquest_player_orders *o = &m->orders[who];
    /* With orders given, the hint shrinks to the keys on one line, so the
     * list and the selected order's forecast stay in sight, in a small window too
     * (blind play-test 10: at 800x560 the forecast fell below the panel). */
    if (o->n > 0)
        /* TRANSLATORS: the order panel's short hint once orders are given (the keys; keep the letters) */
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0), _("A all · H half · 1 one · wheel over an order ±1 · Delete removes · Z whole map"),
                             ui_px(u, 12), ui_rgb(150, 156, 172)) + ui_px(u, 4);
    else {
        /* TRANSLATORS: A, H, 1 and Delete are the keys (keep the letters; the
         * words in brackets say what each does). */
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0),
                             _("Drag from one of your vertices to a neighbour, or click one, then the other. A "
                               "(all), H (half) or 1 (one), or the wheel over its row here, set the selected order's "
                               "units; right-click or Delete removes it."),
                             ui_px(u, 12), ui_rgb(150, 156, 172));
        /* TRANSLATORS: the map's keys under the order hint (Z is the key). */
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0), _("Wheel zooms, right drag pans, Z fits the whole map."),
                             ui_px(u, 12), ui_rgb(150, 156, 172));
        y += ui_px(u, 4);
    }
    /* One form for the whole list: the long one ("3 units from Ashford to
     * Brillham") when every row holds it, else the short one ("3: Ashford
     * → Brillham") for all (a narrow panel, a longer language). */
    /* Each row: the order (a click selects it) with its outcome's mark, then a
     * Remove button of its own (play-test: the red cross of an order that
     * fails was taken for a delete button). */
    /* TRANSLATORS: the button at the end of each order's row in the side panel (short: about 60 pixels) */
    const char *remove_label = _("Remove");
    int rm_w = ui_text_width(u, remove_label, ui_px(u, 13), true) + ui_px(u, 10), rm_gap = ui_px(u, 4);
    int mark_w = ui_px(u, 22), row_w = w - rm_w - rm_gap - mark_w, widest = 0;
    bool short_form = false;
    for (int i = 0; i < o->n && i < 40; i++) {
        conquest_order_text(m, &o->list[i], line, sizeof line);
        short_form = short_form || ui_text_width(u, line, ui_px(u, 15), true) > row_w - ui_px(u, 12);
        order_short(m, &o->list[i], line, sizeof line);
        int tw = ui_text_width(u, line, ui_px(u, 15), true);
        widest = tw > widest ? tw : widest;
    }
    /* A narrow panel: the rows take the marks' room (a failing row is framed
     * red, and the map marks every target). */
    bool marks = !short_form || widest <= row_w - ui_px(u, 8);
    if (!marks) {
        row_w += mark_w;
        mark_w = 0;
    }
    /* Still too narrow (800x560, a longer language): the order's text ends in
     * "…" and its tooltip says it whole; the Remove button keeps its word
     * (blind play-test 11: it turned into a bare "×"). */
    int shown = 0, removed = -1, wheeled = -1;
    c->order_rows = ui_rect(0, 0, 0, 0);
    for (int i = 0; i < o->n && shown < 40; i++, shown++) {
        conquest_order_text(m, &o->list[i], line, sizeof line);
        if (short_form)
            order_short(m, &o->list[i], line, sizeof line);
        /* A row scrolled out of the panel's list is neither drawn nor clicked. */
        SDL_Rect row = ui_rect(x, y, w, ui_px(u, 24));
        if (row.y + row.h <= clip.y || row.y >= clip.y + clip.h) {
            y += ui_px(u, 27);
            continue;
        }
        row.w = row_w;
        /* a row too long even a little smaller ends in "…" (its tooltip and
         * the selected order's lines say it whole) */
        char whole[sizeof line];
        snprintf(whole, sizeof whole, "%s", line);
        ui_text_cut(u, line, sizeof line, ui_px(u, 13), true, row_w - ui_px(u, 8));
        if (ui_button(u, row, line, on))
            c->selected = i;
        if (strcmp(whole, line) != 0)
            ui_tooltip(u, row, whole);
        /* the wheel over its order (its text) sets its units, as on the map;
         * elsewhere over the panel (Remove, the lines under), or over a list
         * longer than the panel (it must scroll to be read), it scrolls */
        SDL_Rect seen = {0, 0, 0, 0};
        if (SDL_IntersectRect(&row, &clip, &seen))
            SDL_UnionRect(&c->order_rows, &seen, &c->order_rows);
        SDL_Point at = {u->app->mouse_x, u->app->mouse_y};
        if (on && u->ev && u->ev->kind == UI_EV_WHEEL && SDL_PointInRect(&at, &seen) && c->panel_content_h <= clip.h)
            wheeled = i;
        /* a right-click on its row removes it, as on the map (the hint says so) */
        if (u->ev && u->ev->kind == UI_EV_MOUSE_UP && u->ev->button == UI_BUTTON_RIGHT && ui_hover(u, row))
            removed = i;
        SDL_Rect rm = ui_rect(x + row_w + mark_w + rm_gap, y, rm_w, row.h);
        if (ui_button(u, rm, remove_label, on))
            removed = i;
        /* TRANSLATORS: tooltip of an order row's Remove button */
        ui_tooltip(u, rm, _("Remove this order: its units stay home (Delete or a right-click does the same)"));
        char why[1024];
        int to = cq_graph_find(&m->graph, o->list[i].to), from_i = cq_graph_find(&m->graph, o->list[i].from);
        conquest_outcome oc = conquest_order_forecast(m, who, NULL, from_i, to, why, sizeof why);
        bool fails = oc == CONQUEST_OUTCOME_FAILS;
        if (u->draw && fails && conquest_ready_warning_up(c))
            ui_fill(u, row, ui_rgba(236, 64, 52, 90)); /* what Ready's warning is about */
        if (u->draw && (i == c->selected || fails))
            ui_frame(u, row, fails ? ui_rgb(236, 64, 52) : ui_rgb(255, 240, 150), 2);
        /* every order's outcome, as its target's mark on the map; the mark says what it means */
        int mx = x + row_w + mark_w / 2;
        if (marks) {
            conquest_outcome_mark(u, oc, (float)mx, (float)(y + ui_px(u, 12)), (float)ui_px(u, 7));
            ui_tooltip(u, ui_rect(mx - ui_px(u, 10), y, ui_px(u, 20), row.h), conquest_outcome_meaning(oc));
        }
        y += ui_px(u, 27);
    }
    if (wheeled >= 0 && removed < 0) {
        c->selected = wheeled;
        conquest_set_units(u->app, wheeled, o->list[wheeled].units + u->ev->wheel * (u->ev->shift ? 10 : 1));
        u->app->dirty = true;
    }
    if (removed >= 0) {
        conquest_match_remove_order(m, who, removed);
        c->selected = -1;
        c->message[0] = '\0';
    }
    /* The selected order: what taking its target needs, what it would do
     * (the core's answer, against what is there now). */
    if (c->selected >= 0 && c->selected < o->n) {
        char why[1024];
        const cq_order *sel = &o->list[c->selected];
        int to = cq_graph_find(&m->graph, sel->to), from = cq_graph_find(&m->graph, sel->from);
        conquest_outcome oc = conquest_order_forecast(m, who, NULL, from, to, why, sizeof why);
        /* How many of how many it sends: "all" (the default) empties the source. */
        long long here = from >= 0 ? (long long)m->state.units[from] : 0, units = (long long)sel->units;
        char amount[200];
        if (units >= here)
            /* TRANSLATORS: the selected order's amount: every unit of its source (A, H, 1 and the wheel change it) */
            snprintf(amount, sizeof amount, P_("Sends all %lld unit of %s (A all, H half, 1 one, wheel ±1)",
                                               "Sends all %lld units of %s (A all, H half, 1 one, wheel ±1)", units),
                     units, conquest_place(&m->graph, from));
        else
            /* TRANSLATORS: the selected order's amount: part of its source's units */
            snprintf(amount, sizeof amount, P_("Sends %lld of the %lld units of %s (A all, H half, 1 one, wheel ±1)",
                                               "Sends %lld of the %lld units of %s (A all, H half, 1 one, wheel ±1)",
                                               here),
                     units, here, conquest_place(&m->graph, from));
        i18n_elide(amount);
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0), amount, ui_px(u, 13), ui_rgb(236, 238, 246));
        char warn[320];
        if (conquest_source_warning(m, who, NULL, from, warn, sizeof warn))
            y += ui_text_wrapped(u, ui_rect(x, y, w, 0), warn, ui_px(u, 13), ui_rgb(255, 196, 110));
        if (why[0]) {
            /* Its first two parts, the outcome and the worst case; the rest
             * (the best case, the rule) when pointed at (play-test 13: a
             * preview ran to ten lines and more). */
            char head[1024];
            snprintf(head, sizeof head, "%s", why);
            char *cut = strstr(head, " \u00b7 ");
            cut = cut ? strstr(cut + 1, " \u00b7 ") : NULL;
            if (cut)
                *cut = '\0';
            int top = y;
            y += ui_text_wrapped(u, ui_rect(x, y, w, 0), head, ui_px(u, 13),
                                 oc == CONQUEST_OUTCOME_FAILS ? ui_rgb(255, 150, 140)
                                 : oc == CONQUEST_OUTCOME_UNSURE ? ui_rgb(255, 206, 140) : ui_rgb(200, 230, 206));
            if (cut) {
                /* TRANSLATORS: under an order's shortened preview: pointing there shows the whole of it */
                y += ui_text_wrapped(u, ui_rect(x, y, w, 0), _("More… (point here)"), ui_px(u, 12), ui_rgb(150, 190, 255));
                ui_tooltip(u, ui_rect(x, top, w, y - top), why);
            }
            /* TRANSLATORS: under an order's preview: why it may still turn out otherwise. */
            y += ui_text_wrapped(u, ui_rect(x, y, w, 0), _("Against what is there now: the others' orders are hidden."),
                                 ui_px(u, 11), ui_rgb(150, 156, 172)) + ui_px(u, 4);
        }
        /* what "-> 0" at its source means, after its preview (blind play-test 17) */
        if (conquest_empty_rule(m, who, NULL, from, warn, sizeof warn))
            y += ui_text_wrapped(u, ui_rect(x, y, w, 0), warn, ui_px(u, 12), ui_rgb(190, 196, 212)) + ui_px(u, 4);
    }
    if (o->n > shown) {
        /* TRANSLATORS: more orders than the list shows. */
        snprintf(line, sizeof line, P_("… and %d more", "… and %d more", o->n - shown), o->n - shown);
        ui_text(u, x, y, line, ui_px(u, 13), false, ui_rgb(150, 156, 172), UI_LEFT);
        y += ui_px(u, 20);
    }
    *y_io = y;
}

bool conquest_draw_order_buttons(ui *u, conquest_screen *c, int who, int x, int y, int w, const char *inactive)
{
    conquest_match *m = &c->match;
    ui quiet = *u;
    if (inactive) {
        quiet.ev = NULL;
        u = &quiet;
    }
    bool on = inactive == NULL;
    int bh = ui_px(u, 32), gap = ui_px(u, 6), half = (w - gap) / 2;
    const conquest_player_orders *o = &m->orders[who];
    /* Clear all can be taken back (blind play-test 11: no undo) until an
     * order is given again: the button says so, C again does it. */
    bool undo = c->cleared && c->cleared_for == who && c->cleared_turn == m->state.turn && o->n == 0;
    /* TRANSLATORS: the Clear all button just after it was pressed: it gives the orders back; C is its key */
    const char *label = undo ? _("Undo clear (C)") : _("Clear all (C)");
    if (ui_button(u, ui_rect(x, y, half, bh), label, on && (o->n > 0 || undo)) || ui_pressed(u, UI_KEY_C)) {
        if (undo) {
            for (int i = 0; i < c->n_cleared; i++)
                conquest_match_set_order(m, who, cq_graph_find(&m->graph, c->cleared[i].from),
                                         cq_graph_find(&m->graph, c->cleared[i].to), c->cleared[i].units);
            free(c->cleared);
            c->cleared = NULL;
        } else if (o->n > 0) {
            free(c->cleared);
            c->cleared = malloc((size_t)o->n * sizeof *c->cleared);
            if (c->cleared)
                memcpy(c->cleared, o->list, (size_t)o->n * sizeof *c->cleared);
            c->n_cleared = o->n;
            c->cleared_for = who;
            c->cleared_turn = m->state.turn;
            conquest_match_clear_orders(m, who);
        }
        c->selected = -1;
        c->message[0] = '\0';
    }
    SDL_Rect ready = ui_rect(x + half + gap, y, half, bh);
    bool pressed = ui_button(u, ready, _("Ready (Enter)"), on) || ui_pressed(u, UI_KEY_ENTER);
    if (u->draw && conquest_ready_warning_up(c)) /* the warning under it is about this button */
        ui_frame(u, ui_rect(ready.x - 2, ready.y - 2, ready.w + 4, ready.h + 4), ui_rgb(255, 150, 60), 2);
    return pressed;
}
