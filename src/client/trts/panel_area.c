/*
 * TRTS's side panel, Macro's picked area (split from panel.c): its income
 * explained, the gas split, the workers standing there (pick one), the
 * construction buttons for the picked worker, repairs. Calls the kit only.
 */
#include <stdio.h>
#include <string.h>

#include "skirmish/i18n.h"
#include "trts/board.h"
#include "trts/panel_kit.h"

static const SDL_Color TEXT = { 226, 230, 238, 255 }, DIM = { 150, 156, 172, 255 }, WARN = { 255, 190, 120, 255 };

/* How many of the player's workers stand in the area (the gas split's cap). */
static int workers_here(const trts_state *s, int p, int area)
{
    int n = 0;
    for (int i = 0; i < s->n_pieces; i++)
        n += s->pieces[i].alive && !s->pieces[i].building && s->pieces[i].owner == p && s->pieces[i].area == area &&
             trts_piece_worker(s, i);
    return n;
}

/* How many buttons a row (1 to `most`) while a label `widest` wide fits its button. */
static int columns(const pl *L, int widest, int most)
{
    int n = most;
    while (n > 1 && widest + ui_px(L->u, 12) > (L->w - (n - 1) * L->gap) / n)
        n--;
    return n;
}

/* The button in column `col` of a row of `n`, at the cursor. */
static SDL_Rect cell(const pl *L, int n, int col)
{
    int w = (L->w - (n - 1) * L->gap) / n;
    return ui_rect(L->x + col * (w + L->gap), L->y, n == 1 ? L->w : w, L->row);
}

/* Macro's picked area: its income explained, the gas split, its workers, the
 * construction buttons, repairs. */
/* After a build, the next worker here free to build is picked (play-test 12:
 * the busy builder stayed picked and every build button greyed); with none,
 * the builder stays picked and the panel says why the buttons are grey. */
static void pick_next_free(trts_screen *c, const trts_state *s, const int *order, int n_order)
{
    for (int o = 0; o < n_order; o++) {
        const trts_piece *pc = &s->pieces[order[o]];
        if (order[o] != c->worker && pc->alive && !pc->busy && !pc->built_this_round) {
            c->worker = order[o];
            return;
        }
    }
}

/* The workers standing here as buttons: pick one to build or repair; in order
 * (by type, then number), each keeping its place whatever its state (busy,
 * built), several a row while every label fits. */
static void worker_buttons(pl *L, const int *order, int n_order)
{
    trts_screen *c = L->c;
    const trts_state *s = &c->st;
    int p = s->current;
    char text[200];
    int widest = 0;
    for (int o = 0; o < n_order; o++) {
        /* measured picked, without its state (a "(busy)" label is fitted to the slot) */
        snprintf(text, sizeof text, "> %s", trts_play_piece_label(c, s, order[o]));
        int w = ui_text_width(L->u, text, L->px + 2, true);
        widest = w > widest ? w : widest;
    }
    /* three a row where every name fits; more than two rows of one type: its
     * name said once over buttons that show the number (play-test 11: nine
     * Technicians pushed the build buttons below the panel's end at 1280 x 800) */
    int per_row = columns(L, widest, 3), col = 0;
    bool one_type = n_order > 2 * per_row;
    for (int o = 1; o < n_order; o++)
        one_type &= s->pieces[order[o]].type == s->pieces[order[0]].type;
    if (one_type) {
        const char *name = i18n_content(trts_player_faction(s, p)->units[s->pieces[order[0]].type].name);
        /* TRANSLATORS: Macro, over the buttons of the workers in the picked area, which show their numbers only */
        snprintf(text, sizeof text, _("Workers here (%s):"), name);
        trts_pk_line(L, text, false, DIM);
        widest = ui_text_width(L->u, "> 00 (", L->px + 2, true);
        per_row = columns(L, widest, 5);
    }
    for (int o = 0; o < n_order; o++) {
        int i = order[o];
        const trts_piece *pc = &s->pieces[i];
        /* TRANSLATORS: after a worker's name: it is busy building / it already built this round */
        const char *state = pc->busy ? _("busy") : pc->built_this_round ? _("built") : NULL;
        SDL_Rect r = cell(L, per_row, col);
        if (one_type) {
            snprintf(text, sizeof text, "%s%d", c->worker == i ? "> " : "", trts_play_piece_number(c, s, i));
            if (!state && trts_pk_fits(L, r.y, r.h) && L->u->draw)
                ui_tooltip(L->u, r, trts_play_piece_label(c, s, i));
        } else {
            snprintf(text, sizeof text, "%s%s", c->worker == i ? "> " : "", trts_play_piece_label(c, s, i));
        }
        if (state) { /* its state where the slot has room for it, always in the tooltip; the slot never changes */
            size_t len = strlen(text);
            snprintf(text + len, sizeof text - len, " (%s)", state);
            if (ui_text_width(L->u, text, ui_px(L->u, 15), true) + ui_px(L->u, 8) > r.w)
                text[len] = '\0';
            if (trts_pk_fits(L, r.y, r.h) && L->u->draw)
                /* TRANSLATORS: a worker's tooltip in Macro: busy building / already built this round */
                ui_tooltip(L->u, r, pc->busy ? _("Busy: building until its construction is finished.")
                                             : _("Built this round: it starts no other construction until the next round."));
        }
        if (trts_pk_fits(L, r.y, r.h) && ui_button(L->u, r, text, !pc->busy))
            c->worker = c->worker == i ? -1 : i;
        if (++col == per_row) {
            col = 0;
            L->y += L->row + 2;
        }
    }
    if (col)
        L->y += L->row + 2;
}

void trts_panel_area(pl *L)
{
    trts_screen *c = L->c;
    const trts_state *s = &c->st;
    int p = s->current;
    const trts_faction *f = trts_player_faction(s, p);
    char text[240];
    int area = c->sel_area;
    if (area < 0) {
        trts_pk_hint(L, _("Pick an area on the map to build there."));
        return;
    }
    snprintf(text, sizeof text, _("Area %s"), trts_area_label(&s->map->areas[area]));
    trts_pk_line(L, text, true, TEXT);
    /* what the area gives next round and why (always a line: the buttons below stay put) */
    trts_panel_income_line(s, p, area, text, sizeof text);
    if (!text[0])
        /* TRANSLATORS: Macro, the picked area's income line when nothing is gathered there */
        snprintf(text, sizeof text, "%s", _("No income here: no depot and no workers of yours."));
    trts_pk_line(L, text, false, DIM);
    /* the gas split, where the player has a finished extractor */
    bool extractor = false;
    for (int i = 0; i < s->n_pieces; i++)
        extractor |= s->pieces[i].alive && s->pieces[i].building && s->pieces[i].owner == p &&
                     s->pieces[i].area == area && s->pieces[i].type == TRTS_ROLE_EXTRACTOR && s->pieces[i].finished;
    if (extractor) {
        int g = s->players[p].gas_workers[area], here = workers_here(s, p, area);
        snprintf(text, sizeof text, "%d", g);
        int d = 0;
        /* the rules gather gas with at most the workers present: the control stops there */
        bool more = g < here && trts_test_gas(s, p, area, g + 1) == TRTS_OK;
        if (trts_pk_fits(L, L->y, L->row)) {
            /* the label on the left, "<", the count, ">" on the right (as narrow as the count allows) */
            int sw = 2 * L->row + ui_px(L->u, 40);
            /* amber and bold while the rig gives nothing: the fix the panel's warning names */
            ui_text_fit(L->u, ui_rect(L->x, L->y, L->w - sw - L->gap, L->row), _("Gas workers here"), L->px, g == 0,
                        g == 0 ? WARN : TEXT, UI_LEFT);
            SDL_Rect r = ui_rect(L->x + L->w - sw, L->y, sw, L->row);
            ui_fill(L->u, ui_rect(r.x + L->row, r.y, r.w - 2 * L->row, r.h), ui_rgb(30, 36, 52));
            ui_text_fit(L->u, ui_rect(r.x + L->row, r.y, r.w - 2 * L->row, r.h), text, L->px, true, TEXT, UI_CENTER);
            if (ui_button(L->u, ui_rect(r.x, r.y, L->row, r.h), "<", true))
                d = -1;
            SDL_Rect up = ui_rect(r.x + r.w - L->row, r.y, L->row, r.h);
            if (ui_button(L->u, up, ">", more))
                d = 1;
            if (!more && g >= here && L->u->draw) {
                char tip[200];
                /* TRANSLATORS: tooltip of the gas split's ">" when it is at the workers present */
                snprintf(tip, sizeof tip, P_("Only %d worker stands here: move more here in Micro to put more on gas.",
                                             "Only %d workers stand here: move more here in Micro to put more on gas.", here),
                         here);
                ui_tooltip(L->u, up, tip);
            }
        }
        if (d > 0 && !more)
            d = 0;
        if (d && trts_test_gas(s, p, area, g + d) == TRTS_OK)
            trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_GAS, .a = (int16_t)area, .b = (int16_t)(g + d) });
        /* what the split does, where it is set (play-test 3: the gas split was not
         * learnable from the screen): a line under it on a tall panel, the label's
         * tooltip always (at 800 x 560 the line pushed the workers out of sight) */
        SDL_Rect label_r = ui_rect(L->x, L->y, L->w - 2 * L->row - ui_px(L->u, 40) - L->gap, L->row);
        L->y += L->row + 2;
        trts_income_area_info in;
        trts_income_area(s, p, s->round + 1, area, &in);
        const char *rig = i18n_content(f->buildings[TRTS_ROLE_EXTRACTOR].name);
        if (in.dry)
            /* TRANSLATORS: Macro, under "Gas workers here" in a dry start area: %s the gas extractor ("Gas Rig") */
            snprintf(text, sizeof text, _("Dry area: a %s gives 1 gas a round only with 3 workers on it."), rig);
        else
            /* TRANSLATORS: Macro, under "Gas workers here": %s the faction's gas extractor ("Gas Rig") */
            snprintf(text, sizeof text, _("Each worker on gas gives 1 gas a round instead of minerals, 3 at most per %s."),
                     rig);
        if (L->u->draw && trts_pk_fits(L, label_r.y, label_r.h))
            ui_tooltip(L->u, label_r, text);
        if (L->bottom - L->top >= ui_px(L->u, 400))
            trts_pk_line(L, text, false, DIM);
    }
    /* the workers standing here: pick one to build or repair; in order (by type, then
     * number), each keeping its place whatever its state (busy, built), two a row
     * while every label fits */
    trts_set here;
    trts_set_clear(&here);
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && !s->pieces[i].building && s->pieces[i].owner == p && s->pieces[i].area == area &&
            trts_piece_worker(s, i))
            trts_set_add(&here, i);
    int order[TRTS_MAX_PIECES], n_order = trts_pk_sorted(c, &here, order);
    /* a worker picked whenever one stands here, a free one first, and the build
     * buttons over the workers' (play-test 12: a third worker pushed the grid
     * down, and a click meant for Drill Hall built a Habitat) */
    if (c->worker < 0 || !s->pieces[c->worker].alive || s->pieces[c->worker].area != area) {
        c->worker = -1;
        pick_next_free(c, s, order, n_order);
        c->worker = c->worker < 0 && n_order ? order[0] : c->worker;
    }
    if (c->worker < 0) {
        c->worker = -1;
        int mine = 0;
        for (int i = 0; i < s->n_pieces; i++)
            mine += s->pieces[i].alive && !s->pieces[i].building && s->pieces[i].owner == p && s->pieces[i].area == area &&
                    trts_piece_worker(s, i);
        if (mine)
            trts_pk_hint(L, _("Pick a worker here to build."));
        else if (trts_area_controller(s, area) >= 0 && trts_area_controller(s, area) != trts_team_of(s, p)) {
            /* TRANSLATORS: Macro, an area held by another team picked: why nothing can be built there */
            trts_pk_hint(L, _("Another team holds this area and you have no worker here: you build only where one of your workers "
                      "stands."));
            if (trts_board_units_hidden(c, area))
                /* TRANSLATORS: Macro, an area held by another team picked, its units hidden from the player (the
                 * map's "? units") */
                trts_pk_hint(L, _("Its units here are hidden from you (\"? units\" on the map)."));
        }
        else
            /* TRANSLATORS: Macro, an area without a worker of the player's picked */
            trts_pk_hint(L, _("You have no worker here: you build only where one of your workers stands. Move one here in Micro."));
        return;
    }
    trts_pk_slot_line(L, c->worker, area); /* said, not only on hover (play-test 11) */
    if (s->pieces[c->worker].busy || s->pieces[c->worker].built_this_round) /* why every build button is grey */
        trts_pk_hint(L, s->pieces[c->worker].busy ? _("Busy: building until its construction is finished.")
                                                   : _("Built this round: it starts no other construction until the next round."));
    int widest = 0;
    for (int r = 0; r < TRTS_ROLES; r++) {
        trts_pk_cost_text(text, sizeof text, i18n_content(f->buildings[r].name), f->buildings[r].minerals, f->buildings[r].gas);
        int w = ui_text_width(L->u, text, L->px + 2, true);
        widest = w > widest ? w : widest;
    }
    int col = 0, per_row = columns(L, widest, 3); /* a long name (a translation): fewer a row */
    for (int r = 0; r < TRTS_ROLES; r++) {
        trts_pk_cost_text(text, sizeof text, i18n_content(f->buildings[r].name), f->buildings[r].minerals, f->buildings[r].gas);
        char tip[400];
        trts_tip_building(f, r, tip, sizeof tip);
        if (trts_pk_tip_button(L, cell(L, per_row, col), text,
                       trts_test_build(s, p, c->worker, r, area), tip))
            if (trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_BUILD, .a = (int16_t)c->worker, .b = (int16_t)r, .c = (int16_t)area }))
                pick_next_free(c, s, order, n_order);
        if (++col == per_row) {
            col = 0;
            L->y += L->row + 2;
        }
    }
    worker_buttons(L, order, n_order);
    /* repair (Directorate): damaged own pieces here */
    if (c->worker >= 0 && s->players[p].faction == TRTS_DIRECTORATE)
        for (int i = 0; i < s->n_pieces; i++) {
            if (!s->pieces[i].alive || s->pieces[i].owner != p || s->pieces[i].area != area)
                continue;
            trts_why why = trts_test_repair(s, p, c->worker, i);
            /* only what can be repaired: damaged, finished (unfinished buildings are built, not repaired) */
            if (why == TRTS_WHY_NOT_DAMAGED || (s->pieces[i].building && !s->pieces[i].finished) ||
                s->pieces[i].hp >= trts_piece_max_hp(s, i))
                continue;
            /* TRANSLATORS: a button: repair a piece ("Trooper 3") for 1 mineral (m as in the build buttons) */
            snprintf(text, sizeof text, _("Repair %s (1m)"), trts_play_piece_label(c, s, i));
            if (trts_pk_button(L, ui_rect(L->x, L->y, L->w, L->row), text, why))
                trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_REPAIR, .a = (int16_t)c->worker, .b = (int16_t)i });
            L->y += L->row + 2;
        }
}
