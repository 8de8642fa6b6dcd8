/*
 * TRTS's side panel: the seat's bank and supply, then one block per phase —
 * Macro (producers' queues with time left, unit and upgrade buttons with their
 * cost and the core's reason when refused, construction by a picked worker in
 * the picked area (panel_area.c: gas split, workers, repair), cancel, Done), Micro (pick units into a
 * group, MP left, Attack, Leave, End, Pass), the engagement's blocks
 * (panel_combat.c: defence, targets, retreat, keep-alive, Reposition, the latest
 * combat), and the bottom row (Undo, Save, Replay: the last turn again, Menu).
 * The lines and buttons are the kit's (panel_kit.c). The end-of-game table is
 * result.c.
 * Every button asks the core first (trts_test_*), so a disabled button says why.
 */
#include <stdio.h>
#include <string.h>

#include "skirmish/i18n.h"
#include "trts/panel_kit.h"

static const SDL_Color TEXT = { 226, 230, 238, 255 }, DIM = { 150, 156, 172, 255 }, WARN = { 255, 190, 120, 255 };
static const SDL_Color PHASE = { 150, 205, 255, 255 }; /* the phase explainer */

/* ---- Macro ---- */

static void construction_block(pl *L);
static void your_orders(pl *L);

/* Cancel's label says what it gives back of what was paid ("Cancel: refund 6m
 * of 7m"): less than Undo, which takes the order back whole while it may.
 * (Play-test 3: "nothing back (1m fee)" read as a contradiction.) An order of
 * this same Macro is never "cancelled" for a fee: its button says Undo and
 * gives everything back (play-test 5, takeback.c). `room`: the width left
 * beside the producer's text; a label that would cut that text short is the
 * short one ("Cancel", "Undo"), its refund in the tooltip (play-test 5: "Drill
 * Hall: Trooper, 1 roun"). */
static void cancel_label(const pl *L, int piece, bool full, char *out, size_t size)
{
    int m = 0, g = 0;
    trts_cancel_refund(&L->c->st, piece, &m, &g);
    bool undo = trts_takeback_order(L->a, L->c, piece) >= 0;
    if (!full)
        /* TRANSLATORS: a short button: stop this production (its refund in the tooltip); must differ from "Undo" */
        snprintf(out, size, "%s",
                 undo ? C_("trts production: take back this round's order, its whole cost returned", "Take back")
                      : C_("trts production", "Cancel"));
    else if (undo && g)
        /* TRANSLATORS: a button: take back an order given this round, its whole cost returned */
        snprintf(out, size, C_("trts production", "Take back (%dm, %dg refunded)"), m + 1, g);
    else if (undo)
        /* TRANSLATORS: a button: take back an order given this round, its whole cost returned */
        snprintf(out, size, C_("trts production", "Take back (%dm refunded)"), m + 1);
    else if (g)
        /* TRANSLATORS: a button: stop this production or construction; what it gives back of what was paid
         * (minerals back, minerals paid, gas back in full: the fee is 1 mineral); must differ from "Undo" */
        snprintf(out, size, C_("trts production", "Cancel: refund %dm of %dm, all %dg"), m, m + 1, g);
    else
        /* TRANSLATORS: a button: stop this production or construction; minerals back of minerals paid (the fee
         * is 1 mineral, so "refund 0m of 1m" for a 1-mineral order) */
        snprintf(out, size, C_("trts production", "Cancel: refund %dm of %dm"), m, m + 1);
}

/* The button's width: the full label unless `text` (the producer's, NULL:
 * none beside) would then be cut; *full says which. */
static int cancel_width(const pl *L, int piece, const char *text, bool *full)
{
    char label[120];
    int w = 0;
    for (int pass = 0; pass < 2; pass++) {
        *full = pass == 0;
        cancel_label(L, piece, *full, label, sizeof label);
        w = ui_text_width(L->u, label, L->px + 2, true) + ui_px(L->u, 14);
        w = w > ui_px_text(L->u, 80) ? w : ui_px_text(L->u, 80);
        if (!text || ui_text_width(L->u, text, L->px, false) <= L->w - w - L->gap)
            break;
    }
    return w;
}

/* The button, and its click: Undo takes this Macro's order back whole, Cancel
 * is the rules' (cost less 1 mineral). */
static void cancel_button(pl *L, int piece, const char *lead, const char *beside)
{
    char label[120], what[200];
    bool full = true;
    int w = cancel_width(L, piece, beside, &full);
    cancel_label(L, piece, full, label, sizeof label);
    SDL_Rect r = ui_rect(L->x + L->w - w, L->y, w, L->row);
    bool undo = trts_takeback_order(L->a, L->c, piece) >= 0;
    char tip[700];
    cancel_label(L, piece, true, what, sizeof what);
    /* the producer's text first: beside the button it may be cut short; then the whole label */
    snprintf(tip, sizeof tip, "%s%s%s · %s", lead ? lead : "", lead ? " · " : "", what,
             undo ? _("Given this round: Undo takes the order back whole, its full cost returned. (Cancel, for "
                      "production begun in an earlier round, gives back the cost less a fee of 1 mineral.)")
                  /* TRANSLATORS: the Cancel button's tooltip */
                  : _("Cancel gives back the cost less a fee of 1 mineral (gas in full). Undo takes the order back "
                      "whole, the full cost returned, while it can (until Done)."));
    trts_why why = undo ? TRTS_OK : trts_test_cancel(&L->c->st, L->c->st.current, piece);
    if (!trts_pk_tip_button(L, r, label, why, tip))
        return;
    if (undo)
        trts_takeback(L->a, L->c, piece);
    else
        trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_CANCEL, .a = (int16_t)piece });
}

/* A busy producer or an unfinished building: its text beside its Cancel
 * button, or above it when a long text (or a translation) does not fit
 * beside; returns the height used. */
static int busy_row(pl *L, const char *text, SDL_Color col, int piece)
{
    bool full = true;
    int y0 = L->y, cw = cancel_width(L, piece, NULL, &full), room = L->w - cw - L->gap;
    if (ui_text_width(L->u, text, L->px * 4 / 5, false) > room) {
        trts_pk_line(L, text, false, col);
    } else if (trts_pk_fits(L, L->y, L->row)) {
        ui_text_fit(L->u, ui_rect(L->x, L->y + ui_px(L->u, 4), room, L->px * 5 / 4), text, L->px, false, col, UI_LEFT);
    }
    cancel_button(L, piece, NULL, NULL);
    L->y += L->row + 2;
    return L->y - y0;
}

/* How many of a producer's buttons go on a row (two while every label fits),
 * and the height its idle block takes: its "X at area" line and its rows. */
static int producer_per_row(const pl *L, const trts_faction *f, int type, int *count)
{
    int half = (L->w - L->gap) / 2, per_row = 2, n = 0;
    char text[120];
    for (int t = 0; t < f->n_units + TRTS_UPGRADES; t++) {
        bool unit = t < f->n_units;
        if (unit ? (int)f->units[t].made_at != type : (int)f->upgrades[t - f->n_units].researched_at != type)
            continue;
        n++;
        if (unit)
            trts_pk_cost_text(text, sizeof text, i18n_content(f->units[t].name), f->units[t].minerals, f->units[t].gas);
        else
            trts_pk_cost_text(text, sizeof text, i18n_content(f->upgrades[t - f->n_units].name), f->upgrades[t - f->n_units].minerals,
                      f->upgrades[t - f->n_units].gas);
        if (ui_text_width(L->u, text, L->px + 2, true) + ui_px(L->u, 12) > half)
            per_row = 1;
    }
    *count = n;
    return per_row;
}

/* A producer's first row, as tall busy as idle: its name (and what it is making)
 * at the left, and while busy its Cancel at the right end. The Cancel appears on
 * this row only, never where one of the producer's buttons was (play-test 4:
 * after queuing Weapons, the row under the pointer turned into Cancel and the
 * next click, meant for the Breacher, cancelled the research). */
static int producer_head_height(const pl *L)
{
    return L->row + 2;
}

static void producer_head(pl *L, const char *text, SDL_Color col, int piece)
{
    bool full = true;
    int cw = piece >= 0 ? cancel_width(L, piece, text, &full) : 0, room = L->w - (piece >= 0 ? cw + L->gap : 0);
    if (trts_pk_fits(L, L->y, L->row))
        ui_text_fit(L->u, ui_rect(L->x, L->y + ui_px(L->u, 4), room, L->px * 5 / 4), text, L->px, false, col, UI_LEFT);
    if (piece >= 0)
        cancel_button(L, piece, text, text);
    L->y += producer_head_height(L);
}

static void macro_block(pl *L)
{
    trts_screen *c = L->c;
    const trts_state *s = &c->st;
    int p = s->current;
    const trts_faction *f = trts_player_faction(s, p);
    char text[120];
    trts_pk_line(L, _("Production"), true, TEXT);
    int half = (L->w - L->gap) / 2;
    for (int i = 0; i < s->n_pieces && L->y < L->bottom; i++) {
        const trts_piece *pc = &s->pieces[i];
        if (!pc->alive || !pc->building || pc->owner != p)
            continue;
        const trts_building_def *b = &f->buildings[pc->type];
        if (!pc->finished)
            continue; /* under the area's buttons (construction_block): a new one never moves them */
        bool makes = false;
        for (int t = 0; t < f->n_units; t++)
            makes |= (int)f->units[t].made_at == pc->type;
        for (int g = 0; g < TRTS_UPGRADES; g++)
            makes |= (int)f->upgrades[g].researched_at == pc->type;
        if (!makes)
            continue;
        if (pc->item_kind != TRTS_ITEM_NONE) {
            const char *what = pc->item_kind == TRTS_ITEM_UNIT ? f->units[pc->item_type].name : f->upgrades[pc->item_type].name;
            int left = pc->item_due - s->round;
            char maker[120];
            bool twin = false; /* two HQs both said "HQ: Technician" (play-test 6): named by area */
            for (int j = 0; j < s->n_pieces; j++)
                twin |= j != i && s->pieces[j].alive && s->pieces[j].building && s->pieces[j].owner == pc->owner &&
                        s->pieces[j].type == pc->type;
            if (twin)
                snprintf(maker, sizeof maker, _("%s at %s"), i18n_content(b->name), trts_area_label(&s->map->areas[pc->area]));
            else
                snprintf(maker, sizeof maker, "%s", i18n_content(b->name));
            /* TRANSLATORS: a producer, what it is making, and the rounds until it is ready */
            snprintf(text, sizeof text, P_("%s: %s, %d round left", "%s: %s, %d rounds left", left), maker,
                     i18n_content(what), left);
            producer_head(L, text, TEXT, i);
        } else {
            char maker[48];
            snprintf(maker, sizeof maker, "%s", i18n_content(b->name));
            /* TRANSLATORS: a building and the area it stands in */
            snprintf(text, sizeof text, _("%s at %s"), maker, trts_area_label(&s->map->areas[pc->area]));
            producer_head(L, text, DIM, -1);
        }
        int n_items = 0, col = 0, per_row = producer_per_row(L, f, pc->type, &n_items), bw = half;
        if (per_row == 1)
            bw = L->w;
        for (int t = 0; t < f->n_units; t++) {
            if ((int)f->units[t].made_at != pc->type)
                continue;
            trts_pk_cost_text(text, sizeof text, i18n_content(f->units[t].name), f->units[t].minerals, f->units[t].gas);
            char tip[400];
            trts_tip_unit(f, t, tip, sizeof tip);
            if (trts_pk_tip_button(L, ui_rect(L->x + col * (half + L->gap), L->y, bw, L->row), text, trts_test_make(s, p, i, t), tip))
                trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_MAKE, .a = (int16_t)i, .b = (int16_t)t });
            if (++col == per_row) {
                col = 0;
                L->y += L->row + 2;
            }
        }
        for (int g = 0; g < TRTS_UPGRADES; g++) {
            if ((int)f->upgrades[g].researched_at != pc->type)
                continue;
            if (s->players[p].upgrades[g])
                /* TRANSLATORS: an upgrade's button once it is researched (no cost: nothing to buy) */
                snprintf(text, sizeof text, _("%s ✓ done"), i18n_content(f->upgrades[g].name));
            else
                trts_pk_cost_text(text, sizeof text, i18n_content(f->upgrades[g].name), f->upgrades[g].minerals, f->upgrades[g].gas);
            /* what it gives, as the unit buttons say their figures (docs/trts.md "Upgrades") */
            char tip[300];
            const trts_upgrade_def *ud = &f->upgrades[g];
            snprintf(tip, sizeof tip,
                     g == TRTS_UPGRADE_WEAPONS ? /* TRANSLATORS: tooltip of the Weapons research button: cost, rounds */
                         _("%s: +1 to each attack of your non-worker units (a missing attack stays missing); "
                           "buildings get nothing. %dm %dg, ready in %d rounds, once.")
                            : /* TRANSLATORS: tooltip of the Plating research button: cost, rounds */
                         _("%s: +1 armour for your non-worker units; buildings get nothing. %dm %dg, ready in %d "
                           "rounds, once."),
                     i18n_content(ud->name), ud->minerals, ud->gas, ud->rounds);
            if (trts_pk_tip_button(L, ui_rect(L->x + col * (half + L->gap), L->y, bw, L->row), text,
                                   trts_test_research(s, p, i, g), tip))
                trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_RESEARCH, .a = (int16_t)i, .b = (int16_t)g });
            if (++col == per_row) {
                col = 0;
                L->y += L->row + 2;
            }
        }
        if (col)
            L->y += L->row + 2;
    }
    L->y += L->gap;
    trts_panel_area(L);
    construction_block(L);
    your_orders(L);
}

/* What the seat ordered in this Macro turn, last in Macro's list under its own
 * heading, as Production and Under construction are (play-test 16 and 17:
 * nothing said what had been ordered); none, no heading. */
static void your_orders(pl *L)
{
    static trts_action given[256]; /* large: kept off the stack */
    int n = trts_repeat_given(L->c, L->c->st.current, given, 256);
    if (n == 0)
        return;
    L->y += L->gap;
    /* TRANSLATORS: TRTS panel: the heading over what the player ordered in this Macro turn, or did in this
     * round's Micro */
    trts_pk_line(L, _("Your moves"), true, TEXT);
    char name[160], text[200];
    for (int i = 0; i < n; i++) {
        trts_repeat_order_name(&L->c->st, &given[i], name, sizeof name);
        snprintf(text, sizeof text, "· %s", name);
        trts_pk_line(L, text, false, DIM);
    }
}

/* The buildings under construction, last in Macro's list: one started is
 * added below the buttons it was started with. */
static void construction_block(pl *L)
{
    const trts_state *s = &L->c->st;
    int p = s->current;
    const trts_faction *f = trts_player_faction(s, p);
    char text[120];
    bool first = true;
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *pc = &s->pieces[i];
        if (!pc->alive || !pc->building || pc->owner != p || pc->finished)
            continue;
        if (first) {
            L->y += L->gap;
            /* TRANSLATORS: Macro panel: the heading over the player's buildings not finished yet */
            trts_pk_line(L, _("Under construction"), true, TEXT);
            first = false;
        }
        /* TRANSLATORS: a building under construction, its area and the round it will be finished */
        snprintf(text, sizeof text, _("%s in %s (ready round %d)"), i18n_content(f->buildings[pc->type].name),
                 trts_area_label(&s->map->areas[pc->area]), pc->due);
        busy_row(L, text, DIM, i);
    }
}

/* ---- Micro ---- */

static void micro_block(pl *L)
{
    trts_screen *c = L->c;
    const trts_state *s = &c->st;
    int p = s->current, half = (L->w - L->gap) / 2;
    int n = trts_set_count(&c->sel);
    char text[400]; /* a long translation (the pseudo-locale doubles it) stays whole */
    /* the buttons above the list: a list growing or shrinking never moves them;
     * Enter activates the picked units, or passes when none is picked */
    trts_why act_why = n ? trts_test_activate(s, p, &c->sel) : TRTS_WHY_EMPTY_GROUP;
    bool enter_act = n > 0 && act_why == TRTS_OK;
    /* TRANSLATORS: a button (half the panel wide); %d is the number of units picked */
    snprintf(text, sizeof text, _("Activate (%d)"), n);
    SDL_Rect act_r = ui_rect(L->x, L->y, half, L->row);
    if (trts_pk_main_button(L, act_r, text, act_why, enter_act)) {
        trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_ACTIVATE, .units = c->sel });
        return;
    }
    if (act_why == TRTS_OK)
        /* what Activate does (a disabled button says why not instead); clear of Pass beside it */
        ui_tooltip_clear(L->u, act_r,
                         /* TRANSLATORS: the Activate button's tooltip in TRTS Micro */
                         _("Activate: the picked units become this turn's group. Then drag the group to an area to "
                           "move (into enemies: a fight), Attack where it stands, or End. A unit activates once a "
                           "round, and an activated unit cannot move in Reposition. Key: Enter."),
                         ui_rect(L->x, L->y, L->w, L->row));
    trts_why pass_why = trts_test_pass(s, p);
    SDL_Rect pass_r = ui_rect(L->x + half + L->gap, L->y, half, L->row);
    if (trts_pk_main_button(L, pass_r, _("Pass"), pass_why, !enter_act)) {
        trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_PASS });
        return;
    }
    L->y += L->row + L->gap;
    /* a short panel (800 x 560) keeps its room for the units (play-test 11:
     * the list was cut): the quiet turns' count in Pass's tooltip until the
     * next quiet turn ends Micro, the hint until a unit is picked */
    bool short_panel = L->bottom - L->top < ui_px(L->u, 400);
    /* when the phase ends (docs/trts.md: as many quiet turns in a row as players left) */
    int left = trts_players_left(s) - s->quiet;
    if (left <= 1)
        /* TRANSLATORS: Micro phase: the turns before this one were quiet (%d of them, so many players' turns); a
         * quiet turn now ends the phase; it may be the very first turn of the round for this player */
        snprintf(text, sizeof text,
                 P_("Micro ends after this turn unless something happens: the turn before yours was quiet (a pass, or "
                    "moves only within your team's areas).",
                    "Micro ends after this turn unless something happens: the %d turns before yours were quiet (passes, "
                    "or moves only within your team's areas).",
                    s->quiet),
                 s->quiet);
    else
        /* TRANSLATORS: Micro phase: so many quiet turns in a row (a pass, or moves that stay in the team's areas: no engagement, no fight) end it; how many so far */
        snprintf(text, sizeof text, _("Micro ends after %d quiet turns in a row (a pass, or moves only within your team's areas): %d so far."),
                 trts_players_left(s), s->quiet);
    if (short_panel && left > 1) {
        if (pass_why == TRTS_OK && L->u->draw)
            ui_tooltip_clear(L->u, pass_r, text, ui_rect(L->x, pass_r.y, L->w, pass_r.h));
    } else {
        L->y += ui_text_wrapped(L->u, ui_rect(L->x, L->y, L->w, 0), text, L->px, left <= 1 ? WARN : DIM) + 2;
        L->y += L->gap;
    }
    trts_pk_pick_block(L, short_panel && n > 0 ? ""
                                               : _("Pick units (from one or several areas), then drag from an area to "
                                                   "move them, or Activate."));
}

/* Could the seat give any order that makes, builds or researches now (the
 * core's legal actions)? Done is asked about only then (play-test 7: asked
 * every round with 0 minerals and nothing to buy). */
/* Whether an order can still be paid; *what names one (play-test 10: the question looked needless) */
static bool macro_affordable(const trts_state *s, char *what, size_t size)
{
    static trts_action acts[4096]; /* large: kept off the stack */
    int n = trts_legal_actions(s, acts, 4096);
    const trts_faction *f = trts_player_faction(s, s->current);
    /* every kind it pays for, units first, up to five, each once (play-test
     * 15: "Technician" alone while a Trooper was affordable too) */
    const char *names[5];
    int k_names = 0;
    size_t len = 0;
    what[0] = '\0';
    static const int kinds[] = { TRTS_ACT_MAKE, TRTS_ACT_BUILD, TRTS_ACT_RESEARCH }; /* units first */
    for (int j = 0; j < 3 * n && k_names < 5; j++) {
        int i = j % n, k = acts[i].kind, b = acts[i].b;
        if (k != kinds[j / n])
            continue;
        const char *name = k == TRTS_ACT_MAKE ? i18n_content(f->units[b].name)
                           : k == TRTS_ACT_BUILD ? i18n_content(f->buildings[b].name)
                                                 : _("an upgrade");
        bool dup = false;
        for (int m = 0; m < k_names; m++)
            dup |= strcmp(names[m], name) == 0;
        if (dup)
            continue;
        names[k_names] = name;
        int w = snprintf(what + len, size - len, "%s%s", k_names ? ", " : "", name);
        k_names++;
        if (w < 0 || (size_t)w >= size - len)
            break;
        len += (size_t)w;
    }
    return k_names > 0;
}

static void group_block(pl *L)
{
    trts_screen *c = L->c;
    const trts_state *s = &c->st;
    int p = s->current, third = (L->w - 2 * L->gap) / 3;
    char text[640];
    trts_pk_hint(L, _("Drag to a green area to move the group; pick units and Leave them behind: units left behind "
                      "are done for this round.")); /* play-test 11: Leave's cost was unsaid */
    trts_set leave;
    trts_set_clear(&leave);
    for (int i = 0; i < s->n_pieces; i++)
        if (trts_set_has(&s->group, i) && trts_set_has(&c->sel, i))
            trts_set_add(&leave, i);
    /* play-test 14: "no enemy there" while an enemy stood next door, Range read as reach */
    if (trts_pk_tip_button(L, ui_rect(L->x, L->y, third, L->row), _("Attack"), trts_test_attack(s, p),
                           /* TRANSLATORS: TRTS Micro, the Attack button's tooltip */
                           _("The group fights the enemies in its own area: attacks reach only enemies in the same "
                             "area (fire order, the rules' Range, is when a piece fires, not how far)."))) /* Leave shortens the list */
        trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_ATTACK });
    if (trts_pk_tip_button(L, ui_rect(L->x + third + L->gap, L->y, third, L->row), _("Leave"),
                           trts_set_empty(&leave) ? TRTS_WHY_EMPTY_GROUP : trts_test_leave(s, p, &leave), _("The picked "
                           "units stay where they are, out of the group: units left behind are done for this round.")))
        trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_LEAVE, .units = leave });
    trts_why end_why = trts_test_end(s, p);
    /* End with nothing done since Activate (the core allows it) would spend the
     * turn and leave the units out of Reposition: asked first, never by Enter */
    bool idle = trts_play_idle_activation(c);
    /* End of a quiet turn that ends Micro (as many quiet turns in a row as
     * players left): the seat's other units get no turn this round. Said under
     * the buttons and asked first (play-test 8: after a drag within its own
     * areas, End ended Micro unwarned) */
    bool ends_micro = !s->turn_eventful && s->quiet + 1 >= trts_players_left(s);
    if (c->confirm_end && (idle || ends_micro) && end_why == TRTS_OK) { /* the question under Attack and Leave, in End's stead */
        int half = (L->w - L->gap) / 2;
        L->y += L->row + L->gap;
        L->y += ui_text_wrapped(L->u, ui_rect(L->x, L->y, L->w, 0),
                                idle ?
                                /* TRANSLATORS: TRTS Micro: End pressed before the activated group did anything */
                                _("End this turn without moving? The group stays activated: it cannot move again this "
                                  "round, nor in Reposition (Undo takes the activation back).") :
                                /* TRANSLATORS: TRTS Micro: End pressed on a quiet turn that ends the Micro phase */
                                _("End this turn and Micro ends with it: this turn was quiet (moves only within your "
                                  "team's areas), like the turns before it. Your other units get no turn this round; "
                                  "only Reposition follows."),
                                L->px, WARN) + L->gap;
        /* TRANSLATORS: the answers to "End this turn without moving?" */
        /* Enter accepts the question End (Enter) asked (play-test 15: it did
         * nothing); never the idle activation's, which End never takes by Enter */
        if (trts_pk_main_button(L, ui_rect(L->x, L->y, half, L->row), idle ? _("Yes, end it") : _("Yes, end Micro"),
                                TRTS_OK, !idle)) {
            trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_END });
            return;
        }
        if (trts_pk_button(L, ui_rect(L->x + half + L->gap, L->y, half, L->row), _("Keep choosing"), TRTS_OK))
            c->confirm_end = false;
    } else if (trts_pk_main_button(L, ui_rect(L->x + 2 * (third + L->gap), L->y, third, L->row), _("End"), end_why, true)) {
        if (idle || ends_micro) {
            c->confirm_end = true;
            L->a->dirty = true;
            return;
        }
        trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_END });
        return;
    }
    L->y += L->row + L->gap;
    int others = trts_players_left(s) - s->quiet - 1; /* quiet turns after this one that end Micro */
    /* the first of the quiet turns that would end it: said only when the group
     * cannot attack (then the forecast under the buttons matters more) */
    if (!s->turn_eventful && !c->confirm_end && end_why == TRTS_OK && (ends_micro || trts_test_attack(s, p) != TRTS_OK)) {
        if (ends_micro)
            snprintf(text, sizeof text, "%s",
                     /* TRANSLATORS: TRTS Micro, under the group's buttons: ending this quiet turn ends the phase */
                     _("End now and Micro ends: this turn is quiet so far (moves only within your team's areas), "
                       "like the turns before it. Your other units get no turn this round."));
        else
            /* TRANSLATORS: TRTS Micro, under the group's buttons: this turn is quiet so far; if so many players
             * after it pass (or move only in their own areas), the phase ends */
            snprintf(text, sizeof text,
                     P_("A quiet turn so far: if the next player's turn is quiet too, Micro ends and your other "
                        "units get no turn this round.",
                        "A quiet turn so far: if the next %d players' turns are quiet too, Micro ends and your other "
                        "units get no turn this round.",
                        others),
                     others);
        L->y += ui_text_wrapped(L->u, ui_rect(L->x, L->y, L->w, 0), text, L->px, ends_micro ? WARN : DIM) + L->gap;
    }
    trts_panel_forecast(L);
    int order[TRTS_MAX_PIECES], n = trts_pk_sorted(c, &s->group, order);
    /* one area for all: said once above the rows, which then fit at 800 x 560
     * (play-test 3: "[ ] Trooper 2 · 1 MP · South Expa…") */
    bool one_area = n > 0;
    for (int o = 1; o < n; o++)
        one_area &= s->pieces[order[o]].area == s->pieces[order[0]].area;
    if (one_area) {
        /* TRANSLATORS: TRTS Micro: the heading of the group's list when all its units stand in one area */
        snprintf(text, sizeof text, _("The group, in %s:"), trts_area_label(&s->map->areas[s->pieces[order[0]].area]));
        trts_pk_line(L, text, true, TEXT);
    } else
        trts_pk_line(L, _("The group:"), true, TEXT);
    for (int o = 0; o < n; o++)
        trts_pk_unit_toggle(L, order[o], &c->sel, !one_area);
}

/* The bottom row's Undo takes back the latest private order (Ctrl+Z); a
 * producer's Undo has its own msgctxt (hTr11: both read "Annuler" in French) */
#define BOTTOM_LABELS _("Undo"), _("Save"), C_("trts button", "Replay"), _("Menu")

int trts_panel_min_width(ui *u)
{
    const char *labels[4] = { BOTTOM_LABELS };
    int sum = 0;
    for (int i = 0; i < 4; i++)
        sum += ui_text_width(u, labels[i], ui_px(u, 15), true) + ui_px(u, 12);
    /* a finished game's Results in Save's place (trts_panel) */
    int results = ui_text_width(u, _("Results"), ui_px(u, 15), true) - ui_text_width(u, labels[1], ui_px(u, 15), true);
    if (results > 0)
        sum += results;
    sum += 3 * ui_px(u, 5) + 2 * ui_px(u, 10) + ui_px(u, 16); /* gaps, margins, a little spare */
    return sum > ui_px(u, 250) ? sum : ui_px(u, 250);
}

static void panel_body(ui *u, app *a, trts_screen *c, SDL_Rect p)
{
    ui_panel(u, p);
    const trts_state *s = &c->st;
    pl L = { .u = u, .a = a, .c = c, .x = p.x + ui_px(u, 10), .y = p.y + ui_px(u, 8), .w = p.w - ui_px(u, 20),
             .top = 0, .row = ui_px(u, 22), .gap = ui_px(u, 5), .px = ui_px(u, 12) };
    /* the message above the bottom row has a slot of its own (two lines), always
     * kept, so a message never moves Done or the lists under the pointer; a
     * longer one (French) makes it taller, so that it ends above the buttons */
    int bh = ui_px(u, 28), msg_h = 2 * ui_px(u, 12) * 5 / 4 + ui_px(u, 10);
    if (c->message[0]) {
        ui measure = *u;
        measure.draw = false;
        measure.ev = NULL;
        int need = ui_text_wrapped(&measure, ui_rect(L.x, 0, L.w, 0), c->message, ui_px(u, 12), WARN) + ui_px(u, 8);
        msg_h = need > msg_h ? need : msg_h;
    }
    L.bottom = p.y + p.h - bh - ui_px(u, 14) - msg_h;
    char text[160];
    int cur = s->current;
    trts_pk_watch(c, app_ticks(a));
    if (s->phase == TRTS_PHASE_OVER) {
        trts_pk_line(&L, _("The game is over."), true, TEXT);
    } else {
        /* TRANSLATORS: whose turn it is: the player's name, its faction */
        const trts_state *shown = trts_lastturn_shown(c);
        /* the first step is the seat's own view as its turn ended; a later one may be another's move */
        if (c->replay && shown && trts_lastturn_step(c, NULL, NULL) > 0 && shown->current != c->viewer && shown->current >= 0) {
            /* TRANSLATORS: the panel's first line while "last turn again" shows another player's move in it */
            snprintf(text, sizeof text, _("Last turn again: %s's move"), trts_player_name(c, shown->current));
            trts_pk_line(&L, text, true, trts_player_colour(shown->current));
        } else if (c->replay)
            /* TRANSLATORS: the panel's first line while "last turn again" is shown (whose turn it is then is not now) */
            trts_pk_line(&L, _("Your last turn again"), true, TEXT);
        else {
            snprintf(text, sizeof text, s->players[cur].computer ? _("%s (%s) · computer to act") : _("%s (%s) to act"),
                     trts_player_name(c, cur), i18n_content(trts_player_faction(s, cur)->name));
            trts_pk_line(&L, text, true, trts_player_colour(cur));
            /* what this phase is for and what the seat may do now: kept in the
             * header, so it changes with every phase and never scrolls away */
            /* (none on a computer's turn: "Your group: drag it" was stale there, play-test 3) */
            const char *what = s->players[cur].computer ? NULL : trts_phase_explained(s);
            if (what)
                L.y += ui_text_wrapped(u, ui_rect(L.x, L.y, L.w, 0), what, L.px, PHASE) + L.gap;
        }
    }
    int v = c->viewer;
    if (v >= 0 && !c->cover) {
        /* private boards: bank and supply of the viewer */
        /* TRANSLATORS: the player's stock and cap of minerals and gas, supply used / provided */
        snprintf(text, sizeof text, _("Bank %d/%d minerals · %d/%d gas · supply %d/%d"), s->players[v].minerals, TRTS_BANK_CAP,
                 s->players[v].gas, TRTS_BANK_CAP, trts_supply_used(s, v), trts_supply_provided(s, v));
        /* on two lines when the panel is narrow */
        L.y += ui_text_wrapped(u, ui_rect(L.x, L.y, L.w, 0), text, L.px, TEXT) + 2;
        trts_panel_economy(&L, v);
    }
    L.y += L.gap;
    bool input = trts_play_human_input(c) && (v == cur || !trts_input_private(s));
    /* below the header the panel scrolls with the wheel; Macro keeps Done under it */
    bool macro = input && !c->cover && s->phase == TRTS_PHASE_MACRO;
    int done_y = L.bottom - L.row, repeat_y = done_y - L.row - L.gap;
    if (macro)
        L.bottom = repeat_y - L.gap;
    /* while the pointer is over the panel its lists never move up under it (a
     * header line gone); they are laid out afresh once it leaves */
    int hold_key = s->phase * 64 + cur * 2 + (c->replay != NULL); /* a new phase or seat: laid out afresh */
    if (ui_hover(u, p) && L.y < c->panel_top_hold && hold_key == c->panel_hold_key)
        L.y = c->panel_top_hold;
    else
        c->panel_top_hold = L.y;
    c->panel_hold_key = hold_key;
    L.top = L.y;
    if (u->ev && u->ev->kind == UI_EV_WHEEL && ui_hover(u, ui_rect(p.x, L.top, p.w, L.bottom - L.top)))
        c->panel_scroll -= u->ev->wheel * L.row * 2;
    if (c->panel_scroll < 0)
        c->panel_scroll = 0;
    L.y -= c->panel_scroll;
    SDL_Rect clip = ui_rect(p.x, L.top, p.w, L.bottom - L.top);
    if (u->draw)
        SDL_RenderSetClipRect(u->r, &clip);
    if (input && !c->cover) {
        switch (s->phase) {
        case TRTS_PHASE_MACRO: macro_block(&L); break;
        case TRTS_PHASE_MICRO: micro_block(&L); break;
        case TRTS_PHASE_GROUP: group_block(&L); break;
        case TRTS_PHASE_DEFEND: trts_panel_retreat_block(&L, true); break;
        case TRTS_PHASE_COMBAT_RETREAT: trts_panel_retreat_block(&L, false); break;
        case TRTS_PHASE_COMBAT_TARGETS: trts_panel_targets_block(&L); break;
        case TRTS_PHASE_KEEP_ALIVE: trts_panel_keep_block(&L); break;
        case TRTS_PHASE_REPOSITION: trts_panel_reposition_block(&L); break;
        default: break;
        }
        if (s->phase != TRTS_PHASE_MACRO)
            trts_panel_combat_log(&L);
    } else if (s->phase != TRTS_PHASE_OVER) {
        /* TRANSLATORS: the panel while the last turn is shown again */
        trts_pk_line(&L, c->replay ? _("Showing the last turn again: Space or Right for the next step, Esc for now.")
                 : s->players[cur].computer ? _("The computer is playing…") : _("Waiting for the player."), false, DIM);
        trts_panel_combat_log(&L);
    } else {
        trts_panel_combat_log(&L);
    }
    if (u->draw)
        SDL_RenderSetClipRect(u->r, NULL);
    /* keep the scroll within the content; say when more is below */
    int content = L.y + c->panel_scroll - L.top, room = L.bottom - L.top;
    if (c->panel_scroll > (content > room ? content - room : 0))
        c->panel_scroll = content > room ? content - room : 0;
    if (content - c->panel_scroll > room) {
        /* on a strip of its own over the list's last line, so it never sits on a button's label */
        int sh = ui_text_px(L.px) * 4 / 3 + 2;
        if (u->draw)
            ui_fill(u, ui_rect(p.x + 1, L.bottom - sh, p.w - 2, sh), ui_rgb(22, 26, 38));
        ui_text(u, p.x + p.w - ui_px(u, 10), L.bottom - sh + 1, _("more below (wheel)"), L.px, true, WARN, UI_RIGHT);
    }
    if (macro) {
        /* fixed slots under the list: "Same as last round", then Done */
        pl B = { u, a, c, L.x, 0, L.w, repeat_y, done_y + L.row, L.row, L.gap, L.px };
        if (c->repeat_round != s->round || c->repeat_player != cur) {
            c->repeat_round = s->round;
            c->repeat_player = cur;
            c->repeat_n = trts_repeat_orders(c, cur, c->repeat, 256);
            c->repeat_mark = 0;
        }
        /* only the orders the core takes now (none once given: their producers are busy) */
        int can = trts_repeat_available(c);
        /* TRANSLATORS: Macro button: give last round's orders again (then adjust); %d orders */
        snprintf(text, sizeof text, _("Same as last round (%d)"), can);
        SDL_Rect rr = ui_rect(L.x, repeat_y, L.w, L.row);
        if (c->repeat_n == 0 && u->draw)
            ui_tooltip(u, rr, _("No orders last round to repeat"));
        else if (can == 0 && u->draw)
            /* TRANSLATORS: tooltip of "Same as last round" when none of last round's orders can be given now */
            ui_tooltip(u, rr, _("Nothing to repeat now: last round's orders are given already or cannot be paid"));
        else if (u->draw) {
            char preview[900];
            trts_repeat_preview(c, preview, sizeof preview);
            ui_tooltip(u, rr, preview);
        }
        if (ui_button(u, rr, text, can > 0) && can > 0) {
            trts_repeat_last_round(a, c);
            return;
        }
        trts_why done_why = trts_test_done(s, cur);
        if (c->confirm_done && done_why == TRTS_OK) {
            /* the question in Done's slot: Enter says yes once the calm after
             * the question has passed (a second Enter at once does nothing) */
            int half = (L.w - L.gap) / 2;
            if (trts_pk_main_button(&B, ui_rect(L.x, done_y, half, L.row), _("Yes, Done"), TRTS_OK, true)) {
                trts_pk_act(&L, (trts_action){ .kind = TRTS_ACT_DONE });
                return;
            }
            if (trts_pk_button(&B, ui_rect(L.x + half + L.gap, done_y, half, L.row), _("Keep choosing"), TRTS_OK)) {
                c->confirm_done = false;
                c->message[0] = '\0';
            }
        } else if (trts_pk_main_button(&B, ui_rect(L.x, done_y, L.w, L.row), _("Done"), done_why, true)) {
            char what[240];
            if (!trts_panel_macro_orders(c, cur) && macro_affordable(s, what, sizeof what)) {
                c->confirm_done = true;
                c->panel_changed_at = app_ticks(a); /* the Enter that asked is not the answer */
                /* TRANSLATORS: TRTS Macro: Done (or Enter) pressed before any order; %s what the bank still
                 * pays for, a list ("Technician, Trooper, Habitat, an upgrade") */
                snprintf(c->message, sizeof c->message,
                         _("Done without any order this round? Your bank still pays for: %s. Yes, Done (Enter) or "
                           "Keep choosing (Esc)."), what);
                a->dirty = true;
                return;
            }
            trts_pk_act(&L, (trts_action){ .kind = TRTS_ACT_DONE });
            return;
        }
    }
    /* bottom row: undo, save, the last turn again, menu (the event log is in the
     * top bar), each as wide as its label asks, the rest shared */
    int y = p.y + p.h - bh - ui_px(u, 8);
    if (c->message[0]) /* its slot is as tall as it wraps: it ends above the buttons */
        ui_text_wrapped(u, ui_rect(L.x, y - msg_h, L.w, 0), c->message, ui_px(u, 12), WARN);
    const char *labels[4] = { BOTTOM_LABELS };
    bool over = s->phase == TRTS_PHASE_OVER;
    if (over && !c->online)
        /* TRANSLATORS: TRTS panel button on a finished game, in Save's place: the results table again (play-test 13:
         * after "View map" it could not be reopened) */
        labels[1] = _("Results");
    int want[4], sum = 0, bx = L.x;
    for (int i = 0; i < 4; i++)
        sum += want[i] = ui_text_width(u, labels[i], ui_px(u, 15), true) + ui_px(u, 12);
    int spare = L.w - 3 * L.gap - sum;
    for (int i = 0; i < 4; i++) {
        int w = i < 3 ? want[i] + spare / 4 : L.x + L.w - bx;
        SDL_Rect r = ui_rect(bx, y, w, bh);
        bx += w + L.gap;
        if (i == 2) { /* its tooltip, its key (R), disabled until there is a last turn to show */
            if (trts_lastturn_button(u, a, c, r))
                return;
            continue;
        }
        /* online the server keeps the game; a finished game has nothing to save (play-test 10) */
        bool on = i == 0 ? trts_play_can_undo(c) : i != 1 || !c->online;
        if (i == 0 && !on && c->undo_scouted && trts_play_human_input(c))
            /* TRANSLATORS: the greyed Undo button's tooltip after a move into an area without the team's marker */
            ui_tooltip(u, r, _("Undo is closed: your move entered an area without your marker and so showed whether "
                               "enemies were there. Drag the group on, or End."));
        if (!ui_button(u, r, labels[i], on))
            continue;
        if (i == 0) {
            trts_play_undo(a, c);
            return;
        }
        if (i == 1 && over)
            c->show_result = true;
        else if (i == 1)
            trts_play_save(a, c);
        else
            trts_play_pause(a, c);
    }
}

void trts_panel(ui *u, app *a, trts_screen *c, SDL_Rect p)
{
    panel_body(u, a, c, p);
    /* a panel row's tooltip beside the panel, level with the row, never over
     * the row's other buttons nor the ones under it (play-test 14: a unit's
     * tooltip hid the row's Take back, "Same as last round"'s hid Done) */
    SDL_Rect at = a->tooltip_at, in;
    if (u->draw && a->tooltip[0] && a->tooltip_clear.w <= 0 && SDL_IntersectRect(&at, &p, &in) &&
        in.w == at.w && in.h == at.h)
        a->tooltip_clear = ui_rect(p.x, at.y, p.w, at.h);
}
