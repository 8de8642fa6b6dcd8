/*
 * The scenario editor's right-hand panel (editor_internal.h): the name and
 * briefing, the sides' names, the round limit and who wins at it, who deploys
 * and moves first, each side's force (a budget, and a button to the side's
 * units page, editor_units.c), and the objectives one at a time (type, side, count, label, the
 * escorted unit). Every change is to st->s; editor.c keeps Undo and checks.
 */
#include <stdio.h>
#include <string.h>

#include "scenario/editor_internal.h"
#include "skirmish/i18n.h"

void editor_zones_tidy(esc_scenario *s)
{
    esc_scenario_rules *r = &s->rules;
    uint8_t used = 0;
    for (int i = 0; i < r->n_objectives; i++)
        used |= r->objectives[i].zones;
    int to = 0;
    uint8_t remap[ESC_ZONES_MAX];
    for (int z = 0; z < r->n_zones && z < ESC_ZONES_MAX; z++) {
        remap[z] = 0xff;
        if ((used & (1u << z)) && r->zones[z]) {
            remap[z] = (uint8_t)to;
            r->zones[to++] = r->zones[z];
        }
    }
    for (int i = 0; i < r->n_objectives; i++) {
        uint8_t m = 0;
        for (int z = 0; z < r->n_zones && z < ESC_ZONES_MAX; z++)
            if ((r->objectives[i].zones & (1u << z)) && remap[z] != 0xff)
                m |= (uint8_t)(1u << remap[z]);
        r->objectives[i].zones = m;
    }
    for (int z = to; z < ESC_ZONES_MAX; z++)
        r->zones[z] = 0;
    r->n_zones = (uint8_t)to;
}

static const char *side_or(const esc_scenario *s, int side, const char *none, char *buf, size_t size)
{
    if (side < 0)
        return none;
    scenario_side_name(s, side, buf, size);
    return buf;
}

bool editor_typing(const editor_screen *st)
{
    return st->brief.focused || ui_fields_typing(st->fields, EDITOR_FIELDS);
}

void editor_typing_release(editor_screen *st)
{
    ui_fields_release(st->fields, EDITOR_FIELDS);
    scenario_textbox_release(&st->brief);
}

static bool field(ui *u, editor_screen *st, SDL_Rect r, int k, char *text, size_t cap, const char *placeholder)
{
    int used = ui_text_field(u, r, &st->fields[k], text, cap, placeholder);
    if (used & UI_FIELD_USED) {
        if (st->fields[k].focused) {
            for (int t = 0; t < EDITOR_FIELDS; t++)
                if (t != k)
                    st->fields[t].focused = st->fields[t].selected = false;
            st->brief.focused = st->brief.selected = false;
        }
        u->app->dirty = true;
        return true;
    }
    return false;
}

static void set_kind(esc_scenario *s, int i, int kind)
{
    esc_objective *o = &s->rules.objectives[i];
    o->kind = (uint8_t)kind;
    o->count = kind == ESC_OBJ_CONTROL ? 5 : kind == ESC_OBJ_HOLD ? 3 : kind == ESC_OBJ_SURVIVE ? 8 : 0;
    o->unit = kind == ESC_OBJ_ESCORT ? 0 : ESC_NO_UNIT;
    if (kind == ESC_OBJ_ESCORT && o->side < 0)
        o->side = 0;
    if (kind == ESC_OBJ_ELIMINATION || kind == ESC_OBJ_SURVIVE)
        o->zones = 0;
    else if (kind != ESC_OBJ_CONTROL)
        o->zones &= (uint8_t)(o->zones & -o->zones); /* hold and escort: one zone */
    editor_zones_tidy(s);
}

static bool zone_kind(int kind)
{
    return kind == ESC_OBJ_CONTROL || kind == ESC_OBJ_HOLD;
}

void editor_objective_kind(editor_screen *st, int i, int kind)
{
    esc_scenario *s = &st->s;
    esc_scenario_rules *r = &s->rules;
    esc_objective *o = &r->objectives[i];
    if (i < 0 || i >= ESC_OBJECTIVES_MAX || o->kind >= ESC_OBJ_KIND_COUNT || kind < 0 || kind >= ESC_OBJ_KIND_COUNT) {
        set_kind(s, i, kind);
        return;
    }
    editor_kind_memo *was = &st->memo[i][o->kind];
    const editor_kind_memo *to = &st->memo[i][kind];
    memset(was, 0, sizeof *was);
    was->kept = true;
    was->count = o->count;
    was->unit = o->unit;
    was->side = o->side;
    for (int z = 0; z < r->n_zones && z < ESC_ZONES_MAX; z++)
        if (o->zones & (1u << z))
            was->zones[was->n_zones++] = r->zones[z];
    if (to->kept || !(zone_kind(o->kind) && zone_kind(kind)))
        o->zones = 0; /* kept in the memo: back with the type */
    set_kind(s, i, kind);
    if (!to->kept)
        return;
    o->count = to->count;
    o->unit = to->unit;
    o->side = to->side;
    for (int k = 0; k < to->n_zones && r->n_zones < ESC_ZONES_MAX; k++) {
        r->zones[r->n_zones] = to->zones[k];
        o->zones |= (uint8_t)(1u << r->n_zones);
        r->n_zones++;
    }
    editor_zones_tidy(s);
}

static void objective_rows(ui *u, editor_screen *st, int x, int w, int *y, int row, int gap)
{
    esc_scenario *s = &st->s;
    int n = s->rules.n_objectives, half = (w - gap) / 2;
    char value[300], buf[ESC_SCENARIO_LABEL_MAX + 40];
    if (st->objective >= n)
        st->objective = n - 1;
    if (st->objective < 0)
        st->objective = 0;
    int bw = (half - gap) / 2;
    if (n > 0) {
        const esc_objective_info *info = esc_objective_info_get(s->rules.objectives[st->objective].kind);
        /* TRANSLATORS: the editor's objective chooser: "Objective 2 of 3: Hold" */
        snprintf(value, sizeof value, _("Objective %d of %d: %s"), st->objective + 1, n, info ? _(info->name) : "?");
        /* Too long for the stepper (play-test 12: "Objective 1 of 1: Elimin…" at
         * 800 x 560): the number alone, the Type stepper under it names it. */
        /* Still too long: "2/3: Hold", the type kept (play-test 16: "Objectif
         * 1 sur 1" left out which objective it was). */
        if (ui_text_width(u, value, ui_px(u, 14), false) > half - 2 * row - ui_px(u, 8))
            /* TRANSLATORS: the editor's objective chooser when "Objective 2 of 3: Hold" does not fit: "2/3: Hold" */
            snprintf(value, sizeof value, _("%d/%d: %s"), st->objective + 1, n, info ? _(info->name) : "?");
    } else {
        snprintf(value, sizeof value, "%s", _("No objective"));
    }
    int d = scenario_stepper(u, ui_rect(x, *y, half, row), value);
    if (d && n > 0) {
        st->objective = ui_wrap(st->objective, d, n);
        st->new_zone = false;
    }
    /* TRANSLATORS: the editor's button that adds an objective */
    if (ui_button(u, ui_rect(x + half + gap, *y, bw, row), _("Add"), n < ESC_OBJECTIVES_MAX)) {
        esc_objective *o = &s->rules.objectives[n];
        memset(o, 0, sizeof *o);
        o->side = ESC_OBJ_BOTH_SIDES;
        s->labels[n][0] = '\0';
        memset(st->memo[n], 0, sizeof st->memo[n]);
        s->rules.n_objectives++;
        set_kind(s, n, ESC_OBJ_CONTROL);
        st->objective = n;
        st->new_zone = true;
    }
    /* TRANSLATORS: the editor's button that removes the objective shown */
    if (ui_button(u, ui_rect(x + half + gap * 2 + bw, *y, bw, row), _("Remove"), n > 0)) {
        for (int i = st->objective; i + 1 < n; i++) {
            s->rules.objectives[i] = s->rules.objectives[i + 1];
            memcpy(s->labels[i], s->labels[i + 1], sizeof s->labels[i]);
            memcpy(st->memo[i], st->memo[i + 1], sizeof st->memo[i]);
        }
        s->rules.n_objectives--;
        s->labels[n - 1][0] = '\0';
        editor_zones_tidy(s);
        if (st->objective > 0)
            st->objective--;
        return;
    }
    *y += row + gap;
    if (n == 0)
        return;
    int i = st->objective;
    esc_objective *o = &s->rules.objectives[i];
    const esc_objective_info *info = esc_objective_info_get(o->kind);
    /* TRANSLATORS: the editor's objective type stepper: "Type: Hold" */
    snprintf(value, sizeof value, _("Type: %s"), info ? _(info->name) : "?");
    d = scenario_stepper(u, ui_rect(x, *y, half, row), value);
    if (d)
        editor_objective_kind(st, i, ui_wrap(o->kind, d, ESC_OBJ_KIND_COUNT));
    if (info)
        ui_tooltip(u, ui_rect(x, *y, half, row), _(info->text));
    /* TRANSLATORS: the editor's objective side stepper: "For: Garrison" */
    snprintf(value, sizeof value, _("For: %s"), side_or(s, o->side, _("either side"), buf, sizeof buf));
    d = scenario_stepper(u, ui_rect(x + half + gap, *y, w - half - gap, row), value);
    if (d) {
        int k = ui_wrap(o->side + 1, d, 3) - 1;
        if (o->kind == ESC_OBJ_ESCORT && k < 0)
            k = d > 0 ? 0 : 1;
        o->side = (int8_t)k;
    }
    *y += row + gap;
    if (o->kind == ESC_OBJ_CONTROL || o->kind == ESC_OBJ_HOLD || o->kind == ESC_OBJ_SURVIVE) {
        if (o->kind == ESC_OBJ_CONTROL)
            /* TRANSLATORS: the editor: the markers a control objective needs */
            snprintf(value, sizeof value, _("Markers to win: %d"), o->count);
        else
            /* TRANSLATORS: the editor: the rounds of a hold or survive objective */
            snprintf(value, sizeof value, _("Rounds: %d"), o->count);
        o->count = (uint8_t)scenario_stepper_by5(u, ui_rect(x, *y, half, row), value, o->count, 1,
                                                 ESC_OBJECTIVE_COUNT_MAX);
        if (o->kind == ESC_OBJ_CONTROL)
            /* What a marker is, where the editor first says the word (play-test 17).
             * TRANSLATORS: tooltip of the editor's "Markers to win" stepper */
            ui_tooltip(u, ui_rect(x, *y, half, row),
                       _("A marker: a turn that ends with only this side's units in the zone. Where both sides play for "
                         "the zone, it also takes one away from the other side."));
    } else if (o->kind == ESC_OBJ_ESCORT) {
        int side = o->side < 0 ? 0 : o->side, nu = s->sides[side].fixed.n_units;
        if (o->unit >= 0 && o->unit < nu)
            /* TRANSLATORS: the editor: the unit an escort objective brings to an exit */
            snprintf(value, sizeof value, _("Escorted: %s"), i18n_content(s->sides[side].fixed.units[o->unit].name));
        else
            /* TRANSLATORS: the editor: an escort objective whose side has no fixed unit */
            snprintf(value, sizeof value, "%s", _("Escorted: give the side fixed units"));
        d = scenario_stepper(u, ui_rect(x, *y, half, row), value);
        if (d && nu > 0)
            o->unit = (int8_t)ui_wrap(o->unit < 0 ? 0 : o->unit, d, nu);
    }
    /* A label names a zone or the exits: elimination and survive have none. */
    if (o->kind != ESC_OBJ_ELIMINATION && o->kind != ESC_OBJ_SURVIVE &&
        field(u, st, ui_rect(x + half + gap, *y, w - half - gap, row), EDITOR_FIELD_LABEL, s->labels[i],
              sizeof s->labels[i], _("Label: the well")))
        return;
    *y += row + gap;
    if (o->kind == ESC_OBJ_CONTROL) {
        /* Greyed while armed, it says why (play-test 7: a grey "Paint a new zone"
         * beside "the objective has no zone" said nothing of what to do). */
        const char *label = st->new_zone
                                /* TRANSLATORS: the editor's greyed new-zone button: the Zone tool's next square
                                 * starts a zone */
                                ? _("Next Zone square: a new zone")
                                /* TRANSLATORS: the editor: the next Zone square starts another zone of the control
                                 * objective */
                                : _("Paint a new zone");
        if (ui_button(u, ui_rect(x, *y, half, row), label, !st->new_zone))
            st->new_zone = true;
    }
    if (u->draw && o->kind != ESC_OBJ_ELIMINATION && o->kind != ESC_OBJ_SURVIVE) {
        const char *hint = o->kind == ESC_OBJ_ESCORT ? _("Paint its exits with the Exit tool")
                                                     : _("Paint its zone with the Zone tool");
        int hx = o->kind == ESC_OBJ_CONTROL ? x + half + gap : x, hw = o->kind == ESC_OBJ_CONTROL ? w - half - gap : w;
        char shown[200];
        snprintf(shown, sizeof shown, "%s", hint);
        ui_text_cut(u, shown, sizeof shown, ui_px(u, 13), false, hw);
        ui_text(u, hx, *y + (row - ui_text_px(ui_px(u, 13))) / 2, shown, ui_px(u, 13), false, ui_rgb(150, 156, 172),
                UI_LEFT);
    }
    *y += row + gap;
}

static void force_row(ui *u, editor_screen *st, int side, int x, int w, int y, int row, int gap)
{
    esc_scenario *s = &st->s;
    esc_scenario_side *sd = &s->sides[side];
    char value[300], name[ESC_SCENARIO_LABEL_MAX + 40];
    int third = (w - gap) / 2;
    scenario_side_name(s, side, name, sizeof name);
    if (sd->budget > 0)
        /* TRANSLATORS: the editor's budget stepper: "Garrison: budget 28 RP" (rank points) */
        snprintf(value, sizeof value, _("%s: budget %d RP"), name, sd->budget);
    else
        /* TRANSLATORS: the editor's budget stepper at 0: the fixed units are the whole force */
        snprintf(value, sizeof value, _("%s: no budget"), name);
    sd->budget = scenario_stepper_by5(u, ui_rect(x, y, third, row), value, sd->budget, 0, ESC_SCENARIO_BUDGET_MAX);
    if (u->draw) {
        char what[700];
        scenario_budget_words(what, sizeof what);
        size_t n = strlen(what);
        snprintf(what + n, sizeof what - n, " %s", _("Shift+click (or Shift+Left/Right) steps by 5"));
        ui_tooltip(u, ui_rect(x + row, y, third - 2 * row, row), what);
    }
    if (sd->fixed.n_units == 0)
        /* TRANSLATORS: the editor's button opening a side's units page when it has no fixed unit */
        snprintf(value, sizeof value, "%s", _("Fixed units: none…"));
    else
        /* TRANSLATORS: the editor's button opening a side's units page: "Fixed units: 4…" */
        snprintf(value, sizeof value, P_("Fixed units: %d…", "Fixed units: %d…", sd->fixed.n_units), sd->fixed.n_units);
    SDL_Rect b = ui_rect(x + third + gap, y, w - third - gap, row);
    char tip[400] = "";
    for (int k = 0; k < sd->fixed.n_units && k < ESC_SQUAD_MAX; k++) {
        size_t at = strlen(tip);
        snprintf(tip + at, sizeof tip - at, "%s%s", k ? ", " : "", i18n_content(sd->fixed.units[k].name));
    }
    if (tip[0])
        ui_tooltip(u, b, tip);
    if (ui_button(u, b, value, true)) {
        editor_typing_release(st);
        st->units_side = side;
    }
}

void editor_panel(ui *u, editor_screen *st, SDL_Rect r)
{
    esc_scenario *s = &st->s;
    if (st->units_side >= 0) {
        editor_units(u, st, r);
        return;
    }
    /* Twelve rows: the briefing takes two. */
    int gap = ui_px(u, 6), row = (r.h - 11 * gap) / 12;
    if (row > ui_px(u, 36))
        row = ui_px(u, 36);
    int x = r.x, w = r.w, y = r.y, half = (w - gap) / 2;
    char value[300], buf[ESC_SCENARIO_LABEL_MAX + 40];
    /* TRANSLATORS: the editor's name field, shown while empty */
    if (field(u, st, ui_rect(x, y, w, row), EDITOR_FIELD_NAME, s->name, sizeof s->name, _("Scenario name")))
        return;
    y += row + gap;
    /* TRANSLATORS: the editor's briefing box, shown while empty; Enter starts a new line there */
    /* The rows are at their tallest on a big window: the briefing takes what is left. */
    int spare = r.h - 12 * row - 11 * gap;
    spare = spare < 0 ? 0 : spare > 3 * row ? 3 * row : spare;
    st->brief_box = ui_rect(x, y, w, 2 * row + gap + spare);
    int used = scenario_textbox_run(u, st->brief_box, &st->brief, s->briefing, sizeof s->briefing,
                                _("Briefing: what the players read before the match (Enter: a new line)"));
    if (used & SCENARIO_TEXTBOX_USED) {
        if (st->brief.focused)
            for (int t = 0; t < EDITOR_FIELDS; t++)
                st->fields[t].focused = st->fields[t].selected = false;
        u->app->dirty = true;
        return;
    }
    y += 2 * (row + gap) + spare;
    for (int side = 0; side < ESC_SIDES; side++) {
        char ph[64];
        /* TRANSLATORS: a side's name field in the editor, shown while empty; %d is 1 or 2 */
        snprintf(ph, sizeof ph, _("Side %d's name"), side + 1);
        if (field(u, st, ui_rect(x + side * (half + gap), y, half, row), EDITOR_FIELD_SIDE0 + side, s->sides[side].name,
                  sizeof s->sides[side].name, ph))
            return;
    }
    y += row + gap;
    /* TRANSLATORS: the editor's round limit stepper */
    snprintf(value, sizeof value, _("Round limit: %d"), s->round_limit);
    s->round_limit = scenario_stepper_by5(u, ui_rect(x, y, half, row), value, s->round_limit, 1, ESC_MAX_ROUND_LIMIT);
    int d, lw = s->rules.limit_winner;
    const char *who = lw == ESC_LIMIT_POINTS ? _("points decide") : lw == ESC_LIMIT_DRAW ? _("a draw")
                                                                                         : side_or(s, lw, "", buf, sizeof buf);
    /* TRANSLATORS: the editor: who wins at the round limit ("At the limit: Garrison") */
    snprintf(value, sizeof value, _("At the limit: %s"), who);
    d = scenario_stepper(u, ui_rect(x + half + gap, y, w - half - gap, row), value);
    if (d)
        s->rules.limit_winner = (int8_t)(ui_wrap(lw + 2, d, 4) - 2);
    y += row + gap;
    /* TRANSLATORS: the editor: who deploys first ("Deploys first: the dice") */
    snprintf(value, sizeof value, _("Deploys first: %s"), side_or(s, s->first_deployer, _("the dice"), buf, sizeof buf));
    d = scenario_stepper(u, ui_rect(x, y, half, row), value);
    if (d)
        s->first_deployer = ui_wrap(s->first_deployer + 1, d, 3) - 1;
    /* TRANSLATORS: the editor: who moves first ("Moves first: the dice") */
    snprintf(value, sizeof value, _("Moves first: %s"),
             side_or(s, s->rules.first_player, _("the dice"), buf, sizeof buf));
    d = scenario_stepper(u, ui_rect(x + half + gap, y, w - half - gap, row), value);
    if (d)
        s->rules.first_player = (int8_t)(ui_wrap(s->rules.first_player + 1, d, 3) - 1);
    y += row + gap;
    for (int side = 0; side < ESC_SIDES; side++) {
        force_row(u, st, side, x, w, y, row, gap);
        y += row + gap;
    }
    objective_rows(u, st, x, w, &y, row, gap);
}
