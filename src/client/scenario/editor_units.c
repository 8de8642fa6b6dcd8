/*
 * The scenario editor's units page (editor_internal.h): one side's fixed
 * units listed one by one with their stats in words as the battle shows them
 * ("Health 3 · Range 2 · Power 2 · Move 2"), each removable and, when the side
 * has an escort objective, the one to escort chosen by its row; a unit of any
 * kind Escarmouche offers added one at a time, or a whole squad taken at once.
 * The kinds are the units of the shipped and the player's squads, each once.
 * Play-test 7: a side was a budget or a preset squad, the escorted unit
 * cycled by a name nobody could see.
 */
#include <stdio.h>
#include <string.h>

#include "escarmouche/escarmouche.h"
#include "scenario/editor_internal.h"
#include "skirmish/i18n.h"

#define UNIT_KINDS_MAX 64

static bool same_kind(const esc_unit_def *a, const esc_unit_def *b)
{
    return strcmp(a->name, b->name) == 0 && a->health == b->health && a->range == b->range &&
           a->power == b->power && a->move == b->move && esc_unit_ability_mask(a) == esc_unit_ability_mask(b);
}

/* The kinds of unit the squads offer, each once, in the squads' order. */
static int unit_kinds(app *a, esc_unit_def *out, int cap)
{
    const escarmouche_content *c = escarmouche_content_get(a);
    int n = 0;
    for (int i = 0; c && i < c->n_squads; i++)
        for (int k = 0; k < c->squads[i].n_units && k < ESC_SQUAD_CAPACITY; k++) {
            const esc_unit_def *d = &c->squads[i].units[k];
            bool seen = false;
            for (int j = 0; j < n && !seen; j++)
                seen = same_kind(&out[j], d);
            if (!seen && n < cap && esc_unit_test(d, NULL) == ESC_UNIT_OK)
                out[n++] = *d;
        }
    return n;
}

/* The unit's name and rank ("Archer · Elite"), and its stats and abilities
 * in words ("Health 2 · Range 3 · Power 1 · Move 1 · Charge"). */
static void unit_lines(const esc_unit_def *d, char *name, size_t name_size, char *stats, size_t stats_size)
{
    /* TRANSLATORS: a unit in the scenario editor: its name and rank, "Archer · Elite" */
    snprintf(name, name_size, _("%s · %s"), i18n_content(d->name), _(esc_rank_name(esc_unit_rank(d))));
    ui_unit_stats(d->health, d->range, d->power, d->move, -1, NULL, NULL, 0, stats, stats_size);
    size_t n = strlen(stats);
    for (int k = 0; k < d->n_abilities && n < stats_size; k++) {
        const esc_ability_info *info = esc_ability_get((esc_ability)d->abilities[k]);
        if (info)
            n += (size_t)snprintf(stats + n, stats_size - n, " · %s", _(info->name));
    }
}

void editor_unit_words(const esc_unit_def *d, char *out, size_t size)
{
    char name[200], stats[300];
    unit_lines(d, name, sizeof name, stats, sizeof stats);
    if (snprintf(out, size, "%s · %s", name, stats) >= (int)size && size > 0)
        out[size - 1] = '\0'; /* cut: the caller's line is shorter than a long ability list */
}

/* The escort objective of the side ("" none): the first, as the panel shows it. */
static esc_objective *escort_of(esc_scenario *s, int side)
{
    for (int i = 0; i < s->rules.n_objectives && i < ESC_OBJECTIVES_MAX; i++)
        if (s->rules.objectives[i].kind == ESC_OBJ_ESCORT && s->rules.objectives[i].side == side)
            return &s->rules.objectives[i];
    return NULL;
}

void editor_unit_remove(esc_scenario *s, int side, int k)
{
    esc_squad *q = &s->sides[side].fixed;
    if (k < 0 || k >= q->n_units)
        return;
    for (int j = k; j + 1 < q->n_units; j++)
        q->units[j] = q->units[j + 1];
    q->n_units--;
    /* The escort keeps its unit; the escorted one removed leaves the choice
     * to the player (the checker says so), not to the next in the list. */
    for (int i = 0; i < s->rules.n_objectives && i < ESC_OBJECTIVES_MAX; i++) {
        esc_objective *o = &s->rules.objectives[i];
        if (o->kind != ESC_OBJ_ESCORT || o->side != side)
            continue;
        if (o->unit == k)
            o->unit = ESC_NO_UNIT;
        else if (o->unit > k)
            o->unit--;
    }
}

bool editor_unit_add(esc_scenario *s, int side, const esc_unit_def *d)
{
    esc_squad *q = &s->sides[side].fixed;
    if (q->n_units >= ESC_SQUAD_MAX)
        return false;
    esc_unit_def u = *d;
    /* The escort names its unit: two of a kind are "Archer" and "Archer 2". */
    for (int n = 2, clash = 1; clash && n < 100; n++) {
        clash = 0;
        for (int j = 0; j < q->n_units; j++)
            clash |= strcmp(q->units[j].name, u.name) == 0;
        if (clash)
            snprintf(u.name, sizeof u.name, "%.50s %d", d->name, n);
    }
    q->units[q->n_units++] = u;
    if (q->name[0] == '\0') {
        /* A squad file needs a name: the side's, as the player reads it now. */
        char name[ESC_SCENARIO_LABEL_MAX + 40];
        scenario_side_name(s, side, name, sizeof name);
        snprintf(q->name, sizeof q->name, "%.*s", (int)sizeof q->name - 1, name);
    }
    esc_objective *o = escort_of(s, side);
    if (o && o->unit < 0)
        o->unit = (int8_t)(q->n_units - 1);
    return true;
}

static void text_cut(ui *u, int x, int y, int w, int h, const char *text, int px, bool bold, SDL_Color c)
{
    char shown[400];
    snprintf(shown, sizeof shown, "%s", text);
    ui_text_cut(u, shown, sizeof shown, px, bold, w);
    if (strcmp(shown, text) != 0)
        ui_tooltip(u, ui_rect(x, y, w, h), text);
    ui_text(u, x, y + (h - ui_text_px(px)) / 2, shown, px, bold, c, UI_LEFT);
}

void editor_units(ui *u, editor_screen *st, SDL_Rect r)
{
    esc_scenario *s = &st->s;
    int side = st->units_side;
    if (side < 0 || side >= ESC_SIDES)
        return;
    esc_scenario_side *sd = &s->sides[side];
    esc_squad *q = &sd->fixed;
    int gap = ui_px(u, 6), row = (r.h - 11 * gap) / 12;
    if (row > ui_px(u, 36))
        row = ui_px(u, 36);
    int x = r.x, w = r.w, y = r.y, bw = (w - 2 * gap) / 4, sb = (w - 4 * gap) / 5;
    char name[ESC_SCENARIO_LABEL_MAX + 40], line[400];
    scenario_side_name(s, side, name, sizeof name);
    /* TRANSLATORS: the title of the editor's units page: "Couriers: fixed units (3 of 6)" */
    snprintf(line, sizeof line, _("%s: fixed units (%d of %d)"), name, q->n_units, ESC_SQUAD_MAX);
    if (u->draw)
        text_cut(u, x, y, w - bw - gap, row, line, ui_px(u, 16), true, ui_rgb(240, 240, 240));
    /* TRANSLATORS: the editor's units page: back to the scenario's fields */
    /* Esc closes the page as Done does (play-test 8: it was the editor's
     * Back, "Not saved: Back again leaves without saving"). */
    if (ui_button(u, ui_rect(x + w - bw, y, bw, row), _("Done"), true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        st->units_side = -1;
        return;
    }
    y += row + gap;
    if (u->draw) {
        int cost = esc_squad_rank_points(q);
        if (sd->budget > 0)
            /* TRANSLATORS: the editor's units page; %d are rank points */
            snprintf(line, sizeof line,
                     _("They always play, in this order, and take %d of the budget's %d rank points (RP): the side "
                       "adds units of its choice with the rest."),
                     cost, sd->budget);
        else
            /* TRANSLATORS: the editor's units page of a side with no budget; %d are rank points */
            snprintf(line, sizeof line, _("They are the whole force (cost %d rank points): set a budget to let the side add its own."), cost);
        scenario_text_lines(u, ui_rect(x, y, w, row), line, ui_px(u, 13), ui_rgb(170, 176, 192));
    }
    y += row + gap;
    esc_objective *escort = escort_of(s, side);
    int rw = escort ? sb : 0, kill = sb;
    for (int k = 0; k < ESC_SQUAD_MAX; k++) {
        SDL_Rect box = ui_rect(x, y, w - kill - rw - (escort ? 2 : 1) * gap, row);
        if (k < q->n_units) {
            bool escorted = escort && escort->unit == k;
            if (u->draw) {
                ui_fill(u, box, escorted ? ui_rgb(70, 62, 34) : ui_rgb(30, 36, 52));
                ui_frame(u, box, escorted ? ui_rgb(255, 226, 140) : ui_rgb(80, 96, 130), escorted ? 2 : 1);
                char nm[220], stats[300];
                unit_lines(&q->units[k], nm, sizeof nm, stats, sizeof stats);
                char numbered[240];
                snprintf(numbered, sizeof numbered, "%d. %s", k + 1, nm);
                /* Two lines when the row is tall enough: the name, then the stats in words. */
                int px1 = ui_px(u, 13), px2 = ui_px(u, 12), tx = box.x + ui_px(u, 8), tw = box.w - ui_px(u, 16);
                if (box.h >= ui_text_px(px1) + ui_text_px(px2) + 2) {
                    int top = box.y + (box.h - ui_text_px(px1) - ui_text_px(px2)) / 2;
                    text_cut(u, tx, top, tw, ui_text_px(px1), numbered, px1, true, ui_rgb(240, 240, 240));
                    text_cut(u, tx, top + ui_text_px(px1), tw, ui_text_px(px2), stats, px2, false,
                             ui_rgb(200, 204, 216));
                } else {
                    char both[560];
                    snprintf(both, sizeof both, "%s · %s", numbered, stats);
                    text_cut(u, tx, box.y, tw, box.h, both, px2, false, ui_rgb(240, 240, 240));
                }
            }
            /* TRANSLATORS: the editor's units page: the row's unit is the one the escort objective brings out;
             * "Escorted" is shown on the unit that is */
            if (escort && ui_button(u, ui_rect(x + w - kill - rw - gap, y, rw, row), escorted ? _("Escorted") : C_("editor: choose the unit to escort", "Escort"),
                                    !escorted)) {
                escort->unit = (int8_t)k;
                return;
            }
            /* TRANSLATORS: the editor's units page: removes the row's unit */
            if (ui_button(u, ui_rect(x + w - kill, y, kill, row), _("Remove"), true)) {
                editor_unit_remove(s, side, k);
                return;
            }
        } else if (u->draw && k == q->n_units) {
            ui_frame(u, box, ui_rgb(60, 70, 96), 1);
            /* TRANSLATORS: the editor's units page: an empty row */
            text_cut(u, box.x + ui_px(u, 8), box.y, box.w - ui_px(u, 16), box.h,
                     q->n_units ? _("Add a unit below") : _("No fixed unit: add one below"), ui_px(u, 13), false,
                     ui_rgb(150, 156, 172));
        }
        y += row + gap;
    }
    esc_unit_def kinds[UNIT_KINDS_MAX];
    int nk = unit_kinds(u->app, kinds, UNIT_KINDS_MAX);
    if (nk > 0) {
        if (st->unit_pick < 0 || st->unit_pick >= nk)
            st->unit_pick = 0;
        editor_unit_words(&kinds[st->unit_pick], line, sizeof line);
        int d = scenario_stepper(u, ui_rect(x, y, w - bw - gap, row), line);
        if (d)
            st->unit_pick = ui_wrap(st->unit_pick, d, nk);
        /* TRANSLATORS: the editor's units page: adds the unit shown beside it */
        if (ui_button(u, ui_rect(x + w - bw, y, bw, row), _("Add unit"), q->n_units < ESC_SQUAD_MAX)) {
            editor_unit_add(s, side, &kinds[st->unit_pick]);
            return;
        }
    }
    y += row + gap;
    const escarmouche_content *c = escarmouche_content_get(u->app);
    int n = c ? c->n_squads : 0;
    if (n > 0) {
        int at = st->fixed_pick[side] < 0 ? 0 : st->fixed_pick[side] % n;
        /* TRANSLATORS: the editor's units page: a whole squad to take as the fixed units ("Squad: Vanguard (4 units)") */
        snprintf(line, sizeof line, P_("Squad: %s (%d unit)", "Squad: %s (%d units)", c->squads[at].n_units),
                 i18n_content(c->squads[at].name), c->squads[at].n_units);
        int d = scenario_stepper(u, ui_rect(x, y, w - 2 * bw - 2 * gap, row), line);
        if (d)
            st->fixed_pick[side] = ui_wrap(at, d, n);
        /* TRANSLATORS: the editor's units page: the squad shown replaces the fixed units */
        if (ui_button(u, ui_rect(x + w - 2 * bw - gap, y, bw, row), _("Take squad"), true)) {
            st->fixed_pick[side] = at;
            esc_squad taken = c->squads[at];
            esc_squad_init(q, "");
            snprintf(q->name, sizeof q->name, "%s", taken.name);
            for (int i = 0; i < s->rules.n_objectives && i < ESC_OBJECTIVES_MAX; i++)
                if (s->rules.objectives[i].kind == ESC_OBJ_ESCORT && s->rules.objectives[i].side == side)
                    s->rules.objectives[i].unit = ESC_NO_UNIT;
            for (int k = 0; k < taken.n_units && k < ESC_SQUAD_MAX; k++)
                editor_unit_add(s, side, &taken.units[k]);
            return;
        }
        /* TRANSLATORS: the editor's units page: removes every fixed unit */
        if (ui_button(u, ui_rect(x + w - bw, y, bw, row), _("Remove all"), q->n_units > 0)) {
            while (q->n_units > 0)
                editor_unit_remove(s, side, q->n_units - 1);
            esc_squad_init(q, "");
            return;
        }
    }
}
