/*
 * TRTS's side panel, the economy (split from panel.c): an area's income as one
 * line, and the block under the bank: next round's income and the areas it
 * comes from, then one warning in a slot of fixed height (so nothing below
 * moves as it comes or goes), most urgent first: the start area runs dry in a
 * few rounds, it is dry and nothing else is mined, workers stand where they
 * mine nothing (no depot of the seat's there), a Gas Rig nobody works (before
 * the idle workers, who keep their map mark; clicked in Macro, it picks the
 * rig's area so its gas control shows). Every
 * figure is the core's (trts_income_area, trts_income_forecast,
 * trts_income_dry_round, trts_area_dry_round, trts_income_idle_workers,
 * trts_income_idle_extractors;
 * docs/trts.md "Income"). Calls the kit only.
 */
#include <stdio.h>
#include <string.h>

#include "skirmish/i18n.h"
#include "trts/panel_kit.h"

static const SDL_Color DIM = { 150, 156, 172, 255 }, WARN = { 255, 190, 120, 255 }, HINT = { 150, 225, 170, 255 };

/* An area's income as one line ("3 workers: 2 on minerals +2m (4 fields), 1 on
 * gas +1g"), from the core's breakdown, so the yield is explained; empty when
 * the area gives nothing and has nobody to explain. */
void trts_panel_income_line(const trts_state *s, int v, int area, char *out, size_t size)
{
    trts_income_area_info in;
    trts_income_area(s, v, s->round + 1, area, &in);
    out[0] = 0;
    const char *name = trts_area_label(&s->map->areas[area]);
    if (!in.counted) {
        if (!in.extractors && !in.workers)
            return;
        /* which of the two it lacks, exactly (play-test 15: "no finished HQ of
         * yours here, or the area is not held" beside a tooltip "held by Player 1") */
        const char *depot = i18n_content(trts_player_faction(s, v)->buildings[TRTS_ROLE_DEPOT].name);
        bool held = in.held, built = in.depot; /* as the core's Income counts them */
        if (held && !built)
            /* TRANSLATORS: the income breakdown of an area the player holds but gathers nothing in; %s the area,
             * then the faction's depot ("Command Center") */
            snprintf(out, size, _("%s: nothing (held by you, but no finished %s of yours here)"), name, depot);
        else if (!held && built)
            /* TRANSLATORS: the income breakdown of an area with the player's depot that the player does not hold */
            snprintf(out, size, _("%s: nothing (your %s is here, but you do not hold the area)"), name, depot);
        else if (!held)
            /* TRANSLATORS: the income breakdown of an area the player neither holds nor has a depot in */
            snprintf(out, size, _("%s: nothing (not held by you, and no finished %s of yours here)"), name, depot);
        else
            /* TRANSLATORS: the income breakdown before the first Income */
            snprintf(out, size, _("%s: nothing yet (the first income is in round 2)"), name);
        return;
    }
    char gas[120] = "";
    if (in.extractors && in.dry)
        /* TRANSLATORS: income breakdown: workers on gas in a dry start area (1 gas only with 3 on a rig) */
        snprintf(gas, sizeof gas, _(", %d on gas +%dg (dry: 1g only with 3 on a rig)"), in.gas_workers, in.gas);
    else if (in.extractors)
        /* TRANSLATORS: income breakdown: workers on gas and what they give (g gas) */
        snprintf(gas, sizeof gas, _(", %d on gas +%dg"), in.gas_workers, in.gas);
    /* workers that fought mine nothing (docs/trts.md "Income"): said, so "+0m" with
     * workers standing there has its reason (play-test: "+0m +2g" with 4 Technicians) */
    int fought = in.fought; /* the core's: this round's attackers at the next Income */
    if (fought) {
        size_t n = strlen(gas);
        /* TRANSLATORS: income breakdown: workers that fought and so gather nothing */
        snprintf(gas + n, sizeof gas - n, P_(", %d fought: mines nothing", ", %d fought: mine nothing", fought), fought);
    }
    if (in.dry)
        /* TRANSLATORS: income breakdown of an area: its workers, on minerals (none: the start area is dry), then gas */
        snprintf(out, size, _("%s: %d workers, minerals dry +0m%s"), name, in.workers, gas);
    else
        /* TRANSLATORS: income breakdown of an area: workers, those on minerals, what they give (m minerals) and the
         * fields there (one worker a field), then gas */
        snprintf(out, size, _("%s: %d workers, %d on minerals +%dm (%d fields)%s"), name, in.workers, in.miners, in.minerals,
                 in.fields, gas);
}

/* The height of the warning slot under the forecast: two or three lines as the panel
 * wraps them, always kept, so a warning coming or going never moves the buttons
 * below. */
static int warn_slot_h(const pl *L)
{
    int px = ui_text_px(L->px); /* as ui_text_wrapped spaces its lines */
    /* a narrow panel (800 x 560) wraps the longest warnings on three lines */
    return (L->w < ui_text_px(L->px) * 24 ? 3 : 2) * (px + px / 3) + 2;
}

/* The areas next round's income comes from ("South Main, West Flats"), and
 * those of them contested now (a fight there may still cut it). */
static void sources(const trts_state *s, int v, char *out, size_t size, char *contested, size_t csize)
{
    size_t n = 0, k = 0;
    out[0] = contested[0] = 0;
    for (int a = 0; a < s->map->n_areas && n + 2 < size; a++) {
        trts_income_area_info in;
        trts_income_area(s, v, s->round + 1, a, &in);
        if (in.minerals > 0 || in.gas > 0) {
            n += (size_t)snprintf(out + n, size - n, "%s%s", n ? ", " : "", trts_area_label(&s->map->areas[a]));
            if (in.contested && k + 2 < csize)
                k += (size_t)snprintf(contested + k, csize - k, "%s%s", k ? ", " : "", trts_area_label(&s->map->areas[a]));
        }
    }
}

/* A finished extractor of the seat's that gives no gas next round (the core's
 * trts_income_idle_extractors), the area it stands in, -1 none; in Macro the
 * area picked is skipped: its "Gas workers here" control is in sight. */
static int idle_rig(const pl *L, int v)
{
    const trts_state *s = &L->c->st;
    for (int a = 0; a < s->map->n_areas; a++)
        if (trts_income_idle_extractors(s, v, a) > 0 && !(s->phase == TRTS_PHASE_MACRO && a == L->c->sel_area))
            return a;
    return -1;
}

/* The start area the seat mines that runs dry in `dry` (its own start area
 * when none is mined now). */
static int drying_area(const trts_state *s, int v, int dry)
{
    int home = s->players[v].start_area;
    for (int a = 0; a < s->map->n_areas; a++) {
        trts_income_area_info in;
        trts_income_area(s, v, s->round + 1, a, &in);
        if (trts_area_dry_round(s, a) == dry && in.minerals > 0)
            home = a;
    }
    return home;
}

/* The warning that the start area's fields run dry (the core's
 * trts_income_dry_round, the map's depletion round: a fixed round, so the line
 * never jumps as orders change; play-test 11: "Income ends round 20: N ×
 * Trooper more at most" read 71, 34, 49, 54, 35). Empty when nothing runs dry
 * within the game. */
static void dry_warning(const trts_state *s, int v, char *out, size_t size)
{
    out[0] = '\0';
    int dry = trts_income_dry_round(s, v);
    if (dry <= 0)
        return;
    int left = dry - s->round;
    /* TRANSLATORS: a warning in the panel, rounds ahead: %s the start area, %d rounds, %d the round, %s
     * the faction's depot ("Command Center"), the building workers mine around */
    snprintf(out, size, P_("%s runs dry in %d round (round %d): build a second %s elsewhere.",
                           "%s runs dry in %d rounds (round %d): build a second %s elsewhere.", left),
             trts_area_label(&s->map->areas[drying_area(s, v, dry)]), left, dry,
             i18n_content(trts_player_faction(s, v)->buildings[TRTS_ROLE_DEPOT].name));
}

int trts_panel_hq_plan(const trts_state *s, int v, char *plan, size_t plan_size, char *warn, size_t warn_size)
{
    plan[0] = warn[0] = '\0';
    int dry = trts_income_dry_round(s, v);
    if (dry <= 0 || s->round >= dry || s->round >= s->map->rounds)
        return -1; /* nothing runs dry, or it has already: the warning slot says it */
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *pc = &s->pieces[i];
        if (pc->alive && pc->building && pc->owner == v && pc->type == TRTS_ROLE_DEPOT && pc->area >= 0 &&
            trts_area_dry_round(s, pc->area) == 0)
            return -1; /* a depot where the fields never run dry: the second one is there (or on its way) */
    }
    const trts_building_def *hq = &trts_player_faction(s, v)->buildings[TRTS_ROLE_DEPOT];
    const char *name = i18n_content(hq->name);
    int bank = s->players[v].minerals, rate = 0, reach = bank >= hq->minerals ? s->round : -1;
    trts_income_forecast(s, v, s->round + 1, &rate, NULL);
    for (int r = s->round + 1; r <= s->map->rounds && reach < 0; r++) {
        int m = 0;
        trts_income_forecast(s, v, r, &m, NULL);
        bank = bank + m > TRTS_BANK_CAP ? TRTS_BANK_CAP : bank + m;
        if (bank >= hq->minerals)
            reach = r;
    }
    if (reach == s->round)
        /* TRANSLATORS: the Macro panel's economy plan: %s the faction's depot ("HQ"), %d its cost in minerals */
        snprintf(plan, plan_size, _("A second %s costs %dm: you have enough now."), name, hq->minerals);
    else if (reach > 0)
        /* TRANSLATORS: the Macro panel's economy plan: %s the faction's depot ("HQ"), %d its cost in minerals, %d the
         * minerals next round, %d the round the bank reaches the cost if nothing is spent */
        snprintf(plan, plan_size, _("A second %s costs %dm: at +%d a round you reach it in round %d."), name,
                 hq->minerals, rate, reach);
    else
        /* TRANSLATORS: the Macro panel's economy plan: %s the faction's depot ("HQ"), %d its cost in minerals, %d the
         * minerals next round */
        snprintf(plan, plan_size, _("A second %s costs %dm: at +%d a round you never reach it before the game ends."),
                 name, hq->minerals, rate);
    if (reach < 0 || reach >= dry)
        /* TRANSLATORS: under the economy plan, in the warning colour: %d the round the start areas run dry */
        snprintf(warn, warn_size, _("Your areas run dry from round %d: save now or expand first."), dry);
    return reach < 0 ? 0 : reach;
}

/* The income's tooltip lead, in plain words: this round's rate, the minerals it
 * brings to the end (the core's forecast round by round, so a field running dry
 * is counted), and the rule behind the dry round. Empty in the last round. */
static void game_forecast(const trts_state *s, int v, char *out, size_t size)
{
    out[0] = '\0';
    if (s->round >= s->map->rounds)
        return;
    int total = 0, rate = 0;
    trts_income_forecast(s, v, s->round + 1, &rate, NULL);
    for (int r = s->round + 1; r <= s->map->rounds; r++) {
        int m = 0;
        trts_income_forecast(s, v, r, &m, NULL);
        total += m;
    }
    /* TRANSLATORS: the income's tooltip: %d minerals a round now, %d minerals in all, %d the last round */
    int n = snprintf(out, size, _("At this rate (+%d minerals a round) you mine %d more minerals by round %d, "
                                  "if nothing changes."),
                     rate, total, s->map->rounds);
    if (n > 0 && (size_t)n < size && s->map->deplete_round <= s->map->rounds)
        /* TRANSLATORS: the income's tooltip, after the rate: %d the round start areas run dry */
        snprintf(out + n, size - (size_t)n, " %s",
                 _("Fields in the start areas give minerals only until they run dry; fields elsewhere never run dry."));
}

/* Has `p` given an order in this Macro entry? Then the record ends with one of
 * its actions that is not a Done (the last Done, its own Reposition's or
 * another seat's, closes the previous entry; Undo takes orders off). */
bool trts_panel_macro_orders(const trts_screen *c, int p)
{
    int n = c->rec->n_actions;
    return n > 0 && c->rec->actions[n - 1].player == p && c->rec->actions[n - 1].kind != TRTS_ACT_DONE;
}

int trts_panel_next_step(const trts_screen *c, int v, int income, char *out, size_t size)
{
    const trts_state *s = &c->st;
    out[0] = 0;
    if (s->phase != TRTS_PHASE_MACRO || v != s->current || v < 0)
        return 0;
    int bank = s->players[v].minerals;
    if (bank + income > TRTS_BANK_CAP && bank > 0) {
        /* TRANSLATORS: a warning in the Macro panel: minerals in the bank, the bank's cap, next round's income */
        snprintf(out, size, _("Bank nearly full (%d of %d minerals): spend now, or part of next round's +%d is lost."),
                 bank, TRTS_BANK_CAP, income);
        return 1;
    }
    if (trts_panel_macro_orders(c, v))
        return 0; /* something is queued: the player knows what to do */
    static trts_action acts[4096]; /* large: kept off the stack */
    int n = trts_legal_actions(s, acts, 4096);
    const trts_faction *f = trts_player_faction(s, v);
    int army = -1, hall = -1, worker = -1;
    for (int i = 0; i < n; i++) {
        const trts_action *x = &acts[i];
        if (x->kind == TRTS_ACT_MAKE && x->b >= 0 && x->b < f->n_units) {
            bool w = (f->units[x->b].tags & TRTS_TAG_WORKER) != 0;
            if (!w && (army < 0 || f->units[x->b].minerals < f->units[acts[army].b].minerals))
                army = i;
            if (w && worker < 0)
                worker = i;
        } else if (x->kind == TRTS_ACT_BUILD && x->b == TRTS_ROLE_TIER1 && hall < 0) {
            hall = i;
        }
    }
    bool have_hall = false;
    for (int i = 0; i < s->n_pieces; i++)
        have_hall |= s->pieces[i].alive && s->pieces[i].building && s->pieces[i].owner == v &&
                     s->pieces[i].type == TRTS_ROLE_TIER1;
    if (army >= 0) {
        const trts_action *x = &acts[army];
        /* TRANSLATORS: the next useful step in the Macro panel: minerals in the bank, a unit ("Trooper"), the building
         * that trains it ("Drill Hall") */
        snprintf(out, size, P_("Next step, with your %d mineral: train a %s at your %s (Production, below) to defend "
                                "and take areas.",
                                "Next step, with your %d minerals: train a %s at your %s (Production, below) to defend "
                                "and take areas.",
                                bank),
                 bank, i18n_content(f->units[x->b].name),
                 i18n_content(f->buildings[s->pieces[x->a].type].name));
    } else if (hall >= 0 && !have_hall) {
        /* TRANSLATORS: the next useful step in the Macro panel: minerals in the bank, the building that trains an
         * army ("Drill Hall"); buildings are started by picking an area, then a worker there */
        snprintf(out, size, P_("Next step, with your %d mineral: build a %s (pick an area, then a worker) to train an "
                                "army.",
                                "Next step, with your %d minerals: build a %s (pick an area, then a worker) to train an "
                                "army.",
                                bank),
                 bank, i18n_content(f->buildings[TRTS_ROLE_TIER1].name));
    } else if (worker >= 0) {
        const trts_action *x = &acts[worker];
        /* TRANSLATORS: the next useful step in the Macro panel: minerals in the bank, a worker ("Technician"), the
         * building that makes it ("HQ") */
        snprintf(out, size, P_("Next step, with your %d mineral: make a %s at your %s; more workers mine more.",
                                "Next step, with your %d minerals: make a %s at your %s; more workers mine more.", bank), bank,
                 i18n_content(f->units[x->b].name), i18n_content(f->buildings[s->pieces[x->a].type].name));
    }
    trts_tip_articles(out, size); /* play-test 14: "make a Attendant" */
    return out[0] ? 2 : 0;
}

/* The area where `v` would mine (a finished depot of its own, held, fields
 * left: the core's trts_income_area), most fields first; -1 none. */
static int mining_area(const trts_state *s, int v)
{
    int best = -1, most = 0;
    for (int a = 0; a < s->map->n_areas; a++) {
        trts_income_area_info in;
        trts_income_area(s, v, s->round + 1, a, &in);
        if (in.counted && !in.dry && in.fields > most) {
            most = in.fields;
            best = a;
        }
    }
    return best;
}

/* "South Main is dry: move its 3 workers to South Expansion." when workers of
 * `v` stand on minerals in a dry area (play-test 15 #2: three Technicians idled
 * in dry South Main unwarned); false when none do. */
static bool dry_workers(const trts_state *s, int v, char *out, size_t size)
{
    int to = mining_area(s, v);
    for (int a = 0; a < s->map->n_areas; a++) {
        trts_income_area_info in;
        trts_income_area(s, v, s->round + 1, a, &in);
        if (!in.dry || in.miners <= 0)
            continue;
        if (to >= 0)
            /* TRANSLATORS: a warning in the panel: %s a dry start area, %d workers standing there, %s the area
             * with fields and a finished depot of the player's */
            snprintf(out, size, P_("%s is dry: move its %d worker to %s.", "%s is dry: move its %d workers to %s.",
                                   in.miners),
                     trts_area_label(&s->map->areas[a]), in.miners, trts_area_label(&s->map->areas[to]));
        else
            /* TRANSLATORS: a warning in the panel: %s a dry start area, %d workers standing there, %s the faction's
             * depot ("HQ") */
            snprintf(out, size, P_("%s is dry: its %d worker mines nothing. Build a %s where fields remain.",
                                   "%s is dry: its %d workers mine nothing. Build a %s where fields remain.",
                                   in.miners),
                     trts_area_label(&s->map->areas[a]), in.miners,
                     i18n_content(trts_player_faction(s, v)->buildings[TRTS_ROLE_DEPOT].name));
        trts_tip_articles(out, size);
        return true;
    }
    return false;
}

/* Why `v` mines no minerals next round, from the core's figures (play-test 15
 * #2: "South Main is dry. Build a second HQ elsewhere" was said whatever the
 * cause, to a seat with a second HQ whose workers had fought): its workers
 * there fought, its workers stand in a dry area, or no finished depot of its
 * own stands where fields remain. */
static void no_minerals_cause(const trts_state *s, int v, const char *depot, char *warn, size_t size)
{
    int to = mining_area(s, v);
    /* TRANSLATORS: the start of a warning in the panel; its causes follow */
    size_t len = (size_t)snprintf(warn, size, "%s", _("No minerals next round:"));
    if (to < 0) {
        /* TRANSLATORS: a cause of no minerals next round: %s the faction's depot ("HQ") */
        snprintf(warn + len, size - len, _(" no finished %s of yours where fields remain: build one."),
                 depot);
        trts_tip_articles(warn, size);
        return;
    }
    trts_income_area_info in;
    trts_income_area(s, v, s->round + 1, to, &in);
    char dry[300] = "";
    if (in.fought > 0 && len < size)
        /* TRANSLATORS: a cause of no minerals next round: %d workers, %s the area they fought in */
        len += (size_t)snprintf(warn + len, size - len,
                                _(" workers who fought this round gather nothing next round (%d in %s)."),
                                in.fought, trts_area_label(&s->map->areas[to]));
    if (dry_workers(s, v, dry, sizeof dry) && len < size)
        len += (size_t)snprintf(warn + len, size - len, " %s", dry);
    if (in.fought == 0 && !dry[0] && len < size)
        /* TRANSLATORS: a cause of no minerals next round: %s the area with fields and a finished depot */
        snprintf(warn + len, size - len, _(" no worker of yours mines in %s. Move workers there."),
                 trts_area_label(&s->map->areas[to]));
}

/* The warning of the economy, most urgent first; empty when all is well.
 * *rig: the area of an idle Gas Rig the warning speaks of, -1 none (a click on
 * the warning in Macro picks it, so its gas control shows). */
static void warning(const pl *L, int v, int minerals, char *warn, size_t size, int *rig, bool *hint)
{
    const trts_state *s = &L->c->st;
    const char *depot = i18n_content(trts_player_faction(s, v)->buildings[TRTS_ROLE_DEPOT].name);
    warn[0] = 0;
    *rig = -1;
    *hint = false;
    /* the start area runs dry within four rounds and takes minerals with it */
    int dry = trts_income_dry_round(s, v);
    if (dry > 0 && dry - s->round <= 4) {
        dry_warning(s, v, warn, size);
        return;
    }
    if (s->round + 1 >= s->map->deplete_round && minerals == 0 && s->map->deplete_round <= s->map->rounds) {
        no_minerals_cause(s, v, depot, warn, size);
        return;
    }
    /* a finished extractor nobody works gives no gas (play-test 3: it was said
     * only after the idle workers' warning, so never seen): before them, with
     * the way to fix it; the idle workers keep their map mark */
    int a = idle_rig(L, v);
    if (a >= 0) {
        trts_income_area_info in;
        trts_income_area(s, v, s->round + 1, a, &in);
        const char *rig_name = i18n_content(trts_player_faction(s, v)->buildings[TRTS_ROLE_EXTRACTOR].name);
        *rig = a;
        if (in.workers == 0)
            /* TRANSLATORS: a warning in the panel: %s a gas extractor ("Gas Rig"), %s its area; a rig gives gas
             * only with workers of the player's standing in its area */
            snprintf(warn, size, _("Your %s in %s gives no gas: no worker of yours stands there. Move workers there "
                                   "in Micro."),
                     rig_name, trts_area_label(&s->map->areas[a]));
        else
            /* TRANSLATORS: a warning in the panel: %s a gas extractor ("Gas Rig"), %s its area; "Gas workers here"
             * is the control shown when the area is picked in Macro */
            snprintf(warn, size, _("Your %s in %s gives no gas: nobody works it. In Macro, click here and raise Gas "
                                   "workers here."),
                     rig_name, trts_area_label(&s->map->areas[a]));
        return;
    }
    /* supply full: every unit button is greyed, and says why here (play-test 3:
     * they greyed with no word) */
    int used = trts_supply_used(s, v), provided = trts_supply_provided(s, v);
    if (used >= provided && s->phase == TRTS_PHASE_MACRO) { /* production is Macro's */
        if (provided >= TRTS_SUPPLY_CAP)
            /* TRANSLATORS: a warning in the panel: supply used / provided at the rules' cap */
            snprintf(warn, size, _("Supply full (%d/%d, the most there can be): no unit can be made until some are lost."),
                     used, provided);
        else
            /* TRANSLATORS: a warning in the panel: supply used / provided, %s the faction's supply building
             * ("Habitat") */
            snprintf(warn, size, _("Supply full (%d/%d): no unit can be made. Build a %s for more."), used, provided,
                     i18n_content(trts_player_faction(s, v)->buildings[TRTS_ROLE_SUPPLY].name));
        trts_tip_articles(warn, size);
        return;
    }
    /* the bank about to overflow, else the next useful step (play-test 13) */
    char step[400];
    int kind = trts_panel_next_step(L->c, v, minerals, step, sizeof step);
    if (kind == 1) {
        snprintf(warn, size, "%s", step);
        return;
    }
    /* workers standing where they mine nothing: in a dry area, or with no depot */
    if (dry_workers(s, v, warn, size))
        return;
    for (int b = 0; b < s->map->n_areas; b++) {
        int idle = trts_income_idle_workers(s, v, b);
        if (idle > 0) {
            /* TRANSLATORS: a warning in the panel: %d workers, %s the area, %s the faction's depot ("Command
             * Center"); workers mine only in an area with a finished depot of theirs that their team holds */
            snprintf(warn, size, P_("%d worker in %s mines nothing: no %s of yours there.",
                                    "%d workers in %s mine nothing: no %s of yours there.", idle),
                     idle, trts_area_label(&s->map->areas[b]), depot);
            return;
        }
    }
    if (kind == 2) {
        snprintf(warn, size, "%s", step);
        *hint = true;
        return;
    }
    /* last: the start area runs dry before the game ends, said from round 1
     * (play-test 9: "the economy stalls", told too late); a fixed round, so the
     * line never jumps (play-test 11); in the slot, so nothing moves */
    dry_warning(s, v, warn, size);
}

/* Shortens a warning to what its slot shows (play-test 10: "at most 4 ×" cut
 * off mid-sentence, no sign of more): whole sentences while the first fits,
 * else whole words and "…". `quiet` measures without drawing. */
static void fit_slot(ui *quiet, const pl *L, char *warn, int h)
{
    size_t n = strlen(warn);
    while (n > 0 && ui_text_wrapped(quiet, ui_rect(L->x, L->y, L->w, 0), warn, L->px, WARN) > h) {
        char *dot = NULL;
        for (char *p = warn; p + 1 < warn + n; p++)
            if (p[0] == '.' && p[1] == ' ')
                dot = p;
        if (dot) {
            dot[1] = 0; /* drop the last sentence */
        } else {
            char *sp = strrchr(warn, ' ');
            if (!sp)
                break;
            memcpy(sp, "…", sizeof "…"); /* drop the last word */
        }
        n = strlen(warn);
    }
}

/* Under the bank: next round's income (the core's forecast) and where it comes
 * from; its tooltip the rest of the game at this income and each area's
 * breakdown; then the warning slot. */
void trts_panel_economy(pl *L, int v)
{
    const trts_state *s = &L->c->st;
    if (s->phase == TRTS_PHASE_OVER || s->round >= s->map->rounds)
        return;
    char text[400], from[240], contested[240];
    int m = 0, g = 0;
    trts_income_forecast(s, v, s->round + 1, &m, &g);
    sources(s, v, from, sizeof from, contested, sizeof contested);
    if (from[0])
        /* TRANSLATORS: under the bank: what the player gathers at the next round's Income as things stand, and the
         * areas it comes from */
        snprintf(text, sizeof text, _("Next round: +%d minerals · +%d gas, from %s"), m, g, from);
    else
        /* TRANSLATORS: under the bank: what the player gathers at the next round's Income as things stand */
        snprintf(text, sizeof text, _("Next round: +%d minerals · +%d gas"), m, g);
    int y0 = L->y;
    L->y += ui_text_wrapped(L->u, ui_rect(L->x, L->y, L->w, 0), text, L->px, DIM) + 2;
    /* play-test 14: "build a second HQ" never said its cost nor when to save:
     * the plan, in Macro, while the start area still mines */
    char plan[300], late[200];
    if (s->phase == TRTS_PHASE_MACRO && trts_panel_hq_plan(s, v, plan, sizeof plan, late, sizeof late) != -1) {
        L->y += ui_text_wrapped(L->u, ui_rect(L->x, L->y, L->w, 0), plan, L->px, late[0] ? DIM : HINT) + 2;
        if (late[0])
            L->y += ui_text_wrapped(L->u, ui_rect(L->x, L->y, L->w, 0), late, L->px, WARN) + 2;
    }
    if (contested[0]) {
        /* play-test 6: "+4 minerals from South Expansion" while it was contested, and +0 came */
        /* TRANSLATORS: under the income forecast: %s the areas it counts on that are contested now */
        snprintf(text, sizeof text, _("Contested: %s. A fight there can cut this: workers who fight gather nothing next round."),
                 contested);
        L->y += ui_text_wrapped(L->u, ui_rect(L->x, L->y, L->w, 0), text, L->px, WARN) + 2;
    }
    /* the hints' slot keeps the tallest height they have had for this seat and
     * panel width (two lines at least), so the buttons below never move up
     * when a hint is shorter next round (play-test 16) */
    int key = v * 100000 + L->w + 1, min_h = 2 * (ui_text_px(L->px) + ui_text_px(L->px) / 3) + 2;
    if (L->c->econ_hold_key != key)
        L->c->econ_hold_h = 0;
    L->c->econ_hold_key = key;
    if (L->c->econ_hold_h < L->y - y0)
        L->c->econ_hold_h = L->y - y0;
    if (L->c->econ_hold_h < min_h)
        L->c->econ_hold_h = min_h;
    int shown_end = L->y;
    L->y = y0 + L->c->econ_hold_h;
    if (L->u->draw) {
        /* the rest of the game at this income leads the tooltip (when the
         * income stops early it is also the last of the warnings) */
        char tip[1600];
        game_forecast(s, v, tip, sizeof tip);
        size_t n = strlen(tip);
        for (int a = 0; a < s->map->n_areas && n + 2 < sizeof tip; a++) {
            char line[240];
            trts_panel_income_line(s, v, a, line, sizeof line);
            if (line[0])
                n += (size_t)snprintf(tip + n, sizeof tip - n, "%s%s", n ? " · " : "", line);
        }
        if (tip[0])
            ui_tooltip(L->u, ui_rect(L->x, y0, L->w, shown_end - y0), tip);
    }
    char warn[400];
    int rig;
    bool hint;
    warning(L, v, m, warn, sizeof warn, &rig, &hint);
    SDL_Color col = hint ? HINT : WARN;
    SDL_Rect slot = ui_rect(L->x, L->y, L->w, warn_slot_h(L));
    /* the idle rig's warning, clicked in Macro, picks its area: the panel then
     * shows that area's "Gas workers here" control */
    const ui_event *ev = L->u->ev;
    if (rig >= 0 && s->phase == TRTS_PHASE_MACRO && v == s->current && ev && ev->kind == UI_EV_MOUSE_UP &&
        ev->button == UI_BUTTON_LEFT && ev->x >= slot.x && ev->x < slot.x + slot.w && ev->y >= slot.y &&
        ev->y < slot.y + slot.h && trts_play_human_input(L->c)) {
        if (L->c->sel_area != rig)
            L->c->worker = -1;
        L->c->sel_area = rig;
    }
    if (warn[0] && L->u->draw) {
        ui quiet = *L->u;
        quiet.draw = false;
        quiet.ev = NULL;
        /* the warning whole in the tooltip (cut to the slot), and the rate behind it */
        char tip[1200], lead[600];
        game_forecast(s, v, lead, sizeof lead);
        snprintf(tip, sizeof tip, "%s %s", warn, lead);
        ui_tooltip(L->u, slot, tip);
        if (ui_text_wrapped(&quiet, ui_rect(L->x, L->y, L->w, 0), warn, L->px, col) > slot.h)
            fit_slot(&quiet, L, warn, slot.h);
        SDL_RenderSetClipRect(L->u->r, &slot);
        ui_text_wrapped(L->u, ui_rect(L->x, L->y, L->w, 0), warn, L->px, col);
        SDL_RenderSetClipRect(L->u->r, NULL);
    }
    L->y += slot.h;
}
