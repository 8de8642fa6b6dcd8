/*
 * The scenario editor (scenario.h): an 8x8 board painted with the mouse (or
 * the arrows and Space) with six tools (obstacle, each side's deployment
 * squares, the selected objective's zone, its exits, erase), the panel on the
 * right (editor_panel.c), and under the board what the checker says, in
 * words, as you go: esc_scenario_test, then the scenario written and read
 * back as a file (data_scenario_parse), the very checks of `skirmish-cli
 * scenario check`. Every change can be undone (the Undo button, Ctrl+Z); a
 * mouse stroke is one change. Save writes the player's folder atomically and
 * the Scenarios list shows the file; Test play calls scenario_launch with the
 * scenario as it is.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/view.h"
#include "scenario/editor_internal.h"
#include "skirmish/ai/ai.h"
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

static const char *tool_name(int tool)
{
    switch (tool) {
    /* TRANSLATORS: the scenario editor's painting tools */
    case EDITOR_TOOL_OBSTACLE: return _("Obstacle");
    case EDITOR_TOOL_DEPLOY0: return _("Deploy 1");
    case EDITOR_TOOL_DEPLOY1: return _("Deploy 2");
    case EDITOR_TOOL_ZONE: return _("Zone");
    case EDITOR_TOOL_EXIT: return _("Exit");
    default: return _("Erase");
    }
}

/* The zone the selected objective's squares go to, made when needed; -1 with
 * st->message set when the tool does not fit the objective. */
static int paint_zone(editor_screen *st, int tool)
{
    esc_scenario_rules *r = &st->s.rules;
    if (st->objective < 0 || st->objective >= r->n_objectives) {
        /* TRANSLATORS: the editor: the Zone or Exit tool with no objective */
        snprintf(st->message, sizeof st->message, "%s", _("Add an objective first: zones and exits belong to one"));
        return -1;
    }
    esc_objective *o = &r->objectives[st->objective];
    bool fits = tool == EDITOR_TOOL_EXIT ? o->kind == ESC_OBJ_ESCORT
                                         : (o->kind == ESC_OBJ_CONTROL || o->kind == ESC_OBJ_HOLD);
    if (!fits) {
        snprintf(st->message, sizeof st->message, "%s",
                 tool == EDITOR_TOOL_EXIT ? _("Exits belong to an escort objective: choose one on the right")
                                          : _("Zones belong to a control or hold objective: choose one on the right"));
        return -1;
    }
    int last = -1;
    for (int z = 0; z < r->n_zones; z++)
        if (o->zones & (1u << z))
            last = z;
    if (last >= 0 && !(st->new_zone && o->kind == ESC_OBJ_CONTROL))
        return last;
    if (r->n_zones >= ESC_ZONES_MAX) {
        snprintf(st->message, sizeof st->message, "%s", _("At most 8 zones in a scenario"));
        return -1;
    }
    int z = r->n_zones++;
    r->zones[z] = 0;
    o->zones |= (uint8_t)(1u << z);
    st->new_zone = false;
    return z;
}

static void paint(editor_screen *st, int square)
{
    esc_scenario *s = &st->s;
    esc_bits b = esc_bit(square);
    st->message[0] = '\0';
    switch (st->tool) {
    case EDITOR_TOOL_OBSTACLE: s->obstacles |= b; break;
    case EDITOR_TOOL_DEPLOY0: s->sides[0].deploy |= b; break;
    case EDITOR_TOOL_DEPLOY1: s->sides[1].deploy |= b; break;
    case EDITOR_TOOL_ZONE:
    case EDITOR_TOOL_EXIT: {
        int z = paint_zone(st, st->tool);
        if (z >= 0)
            s->rules.zones[z] |= b;
        editor_zones_tidy(s);
        break;
    }
    default:
        s->obstacles &= ~b;
        for (int side = 0; side < ESC_SIDES; side++)
            s->sides[side].deploy &= ~b;
        for (int z = 0; z < s->rules.n_zones; z++)
            s->rules.zones[z] &= ~b;
        editor_zones_tidy(s);
        break;
    }
}

/* Every square on the line from the stroke's last square to this one
 * (play-test 14: a quick drag across row 7 left c7, e7 and g7 unpainted, the
 * mouse having jumped over them between two of its moves). */
static void paint_line(editor_screen *st, int to)
{
    int from = st->stroke_last == ESC_NO_SQUARE ? to : st->stroke_last;
    int f0 = esc_square_file(from), r0 = esc_square_rank(from), f1 = esc_square_file(to), r1 = esc_square_rank(to);
    int df = abs(f1 - f0), dr = abs(r1 - r0), n = df > dr ? df : dr;
    for (int i = 1; i <= n; i++) {
        /* rounded to the nearest square, each step one file or rank on */
        int f = f0 + ((f1 - f0) * 2 * i + (f1 > f0 ? n : -n)) / (2 * n);
        int r = r0 + ((r1 - r0) * 2 * i + (r1 > r0 ? n : -n)) / (2 * n);
        paint(st, esc_square_make(f, r));
    }
    if (n == 0)
        paint(st, to);
    st->stroke_last = to;
}

/* A side with no objective is playable (the round limit decides for it) but
 * seldom meant (play-test 14: Ridge Hold's Raiders could win only on points,
 * and the checker said nothing): a warning, not a problem. */
static void warn(editor_screen *st)
{
    st->warning[0] = '\0';
    for (int side = 0; side < ESC_SIDES; side++) {
        const char *what = board_no_objective_words(&st->s.rules, side);
        if (!what)
            continue;
        char name[ESC_SCENARIO_LABEL_MAX + 40];
        scenario_side_name(&st->s, side, name, sizeof name);
        size_t n = strlen(st->warning);
        if (n && n + 2 < sizeof st->warning)
            st->warning[n++] = '\n';
        /* TRANSLATORS: the scenario editor's warning (the scenario can still be played): %1$s a side's name, %2$s
         * "can win only on points at the round limit" or "cannot win" */
        snprintf(st->warning + n, sizeof st->warning - n, _("No objective for %s: that side %s"), name, what);
    }
    /* An exit the other side deploys on: it may stand there and block it
     * (play-test 15: the checker said nothing). */
    for (int i = 0; i < st->s.rules.n_objectives && i < ESC_OBJECTIVES_MAX; i++) {
        const esc_objective *o = &st->s.rules.objectives[i];
        if (o->kind != ESC_OBJ_ESCORT || (o->side != 0 && o->side != 1) ||
            !(esc_scenario_zone_squares(&st->s.rules, o->zones) & st->s.sides[1 - o->side].deploy))
            continue;
        char name[ESC_SCENARIO_LABEL_MAX + 40];
        scenario_side_name(&st->s, 1 - o->side, name, sizeof name);
        size_t n = strlen(st->warning);
        if (n && n + 2 < sizeof st->warning)
            st->warning[n++] = '\n';
        /* TRANSLATORS: the scenario editor's warning (the scenario can still be played): %s the other side's name */
        snprintf(st->warning + n, sizeof st->warning - n,
                 _("%s can deploy onto an exit square (it is also their deployment ground) and block it"), name);
    }
}

static void check(editor_screen *st)
{
    warn(st);
    /* Every problem, one a line (play-test 16: only the first showed, so
     * an author fixed them one at a time). */
    esc_scenario_report rep[EDITOR_PROBLEMS_MAX];
    int n = scenario_test_all(&st->s, rep, EDITOR_PROBLEMS_MAX);
    st->problem[0] = '\0';
    for (int i = 0; i < n && i < EDITOR_PROBLEMS_MAX; i++) {
        char line[500];
        scenario_problem_words(&st->s, &rep[i], line, sizeof line);
        size_t len = strlen(st->problem);
        snprintf(st->problem + len, sizeof st->problem - len, "%s%s", len ? "\n" : "", line);
    }
    st->n_problems = n;
    if (n > 0)
        return;
    /* As a file: what `skirmish-cli scenario check` reads. */
    st->problem[0] = '\0';
    char *text = data_scenario_to_json(&st->s);
    esc_scenario *back = malloc(sizeof *back);
    data_error err;
    if (text && back && !data_scenario_parse(text, strlen(text), "scenario", back, &err)) {
        data_error_format(&err, st->problem, sizeof st->problem);
        st->n_problems = 1;
    }
    free(back);
    free(text);
}

static void test_play_now(app *a, void *ctx)
{
    editor_screen *st = ctx;
    scenario_launch(a, &st->s, &st->test, st->message, sizeof st->message);
}

static void test_play(app *a, editor_screen *st)
{
    scenario_launch_options *o = &st->test;
    editor_disarm_leaving(st); /* back from the match (or its question), Back warns again */
    memset(o, 0, sizeof *o);
    o->test_play = true;
    o->human[0] = true;
    o->level[0] = o->level[1] = AI_NORMAL;
    /* Play-test 12: Test play filled the sides' points with units without
     * saying so. Which units each side gets is asked first. */
    char filled[900] = "";
    for (int side = 0; side < ESC_SIDES; side++) {
        esc_squad one;
        char name[ESC_SCENARIO_LABEL_MAX + 40];
        scenario_side_name(&st->s, side, name, sizeof name);
        if (!scenario_side_fullest_squad(a, &st->s, side, &one)) {
            snprintf(st->message, sizeof st->message, _("No squad fits %s's force: make one in the Barracks"), name);
            return;
        }
        o->squads[side] = one;
        if (one.n_units <= st->s.sides[side].fixed.n_units)
            continue;
        size_t n = strlen(filled);
        snprintf(filled + n, sizeof filled - n, "\n%s:", name);
        for (int k = 0; k < one.n_units; k++) {
            n = strlen(filled);
            snprintf(filled + n, sizeof filled - n, "%s %s", k ? "," : "", i18n_content(one.units[k].name));
        }
    }
    if (!filled[0]) {
        test_play_now(a, st);
        return;
    }
    char q[1200];
    /* TRANSLATORS: the scenario editor's Test play, before a match where a side's points are filled; %s lists
     * each side and its units, one per line */
    snprintf(q, sizeof q, _("Test play fills each side's points with a squad from your Barracks:%s"), filled);
    /* TRANSLATORS: the answers to the scenario editor's Test play question */
    app_confirm(a, q, _("Play"), _("Cancel"), test_play_now, st);
}

/* The checker's words under the tools: a message, then every problem, one
 * a line under a count, the wheel scrolling them when they do not fit
 * (play-test 16); or "Ready to play". True when the event was used. */
static bool checker_words(ui *u, editor_screen *st, SDL_Rect r)
{
    const app *a = u->app;
    bool over = a->mouse_x >= r.x && a->mouse_x < r.x + r.w && a->mouse_y >= r.y && a->mouse_y < r.y + r.h;
    bool used = false;
    if (u->ev && u->ev->kind == UI_EV_WHEEL && over && st->n_problems > 1) {
        st->problems_top -= u->ev->wheel;
        used = true;
    }
    int last = st->n_problems > 1 ? st->n_problems - 1 : 0;
    st->problems_top = st->problems_top < 0 ? 0 : st->problems_top > last ? last : st->problems_top;
    if (!u->draw)
        return used;
    static char list[sizeof st->problem + 200], ok[1100], both[sizeof list + 600];
    const char *problems = st->problem;
    if (st->n_problems > 1) {
        /* TRANSLATORS: the scenario editor's checker, over its list of problems (one a line) */
        int n = snprintf(list, sizeof list, P_("%d problem to fix (scroll for more):",
                                               "%d problems to fix (scroll for more):",
                                               st->n_problems),
                         st->n_problems);
        const char *p = st->problem;
        for (int skip = st->problems_top; skip > 0 && strchr(p, '\n'); skip--)
            p = strchr(p, '\n') + 1;
        for (; *p && n > 0 && (size_t)n < sizeof list; p++) {
            if (p == st->problem || p[-1] == '\n')
                n += snprintf(list + n, sizeof list - (size_t)n, "\n\u2022 ");
            if ((size_t)n < sizeof list - 1 && *p != '\n')
                list[n++] = *p;
            list[(size_t)n < sizeof list ? n : (int)sizeof list - 1] = '\0';
        }
        problems = list;
    }
    const char *words = st->message[0] ? st->message : problems;
    SDL_Color col = st->message[0] ? ui_rgb(255, 200, 140) : ui_rgb(255, 120, 100);
    /* A message never hides the checker's reason (play-test 13: "Not
     * saved: Back again…" took its place). */
    if (st->message[0] && st->problem[0] && !strstr(st->message, st->problem)) {
        snprintf(both, sizeof both, "%s\n%s", st->message, problems);
        words = both;
    }
    if (!words[0] && st->warning[0]) {
        /* TRANSLATORS: the scenario editor's checker found nothing wrong but warns: %s the warnings, one a line */
        snprintf(ok, sizeof ok, _("Ready to play, but:\n%s"), st->warning);
        words = ok;
        col = ui_rgb(240, 200, 110);
    } else if (!words[0]) {
        /* TRANSLATORS: the scenario editor's checker found nothing wrong */
        snprintf(ok, sizeof ok, "%s", _("Ready to play: the checker finds nothing wrong"));
        words = ok;
        col = ui_rgb(140, 210, 150);
    }
    scenario_text_lines(u, r, words, ui_px(u, 14), col);
    return used;
}

/* The board and its tools in the left column; true when the event was used. */
static bool board_column(ui *u, editor_screen *st, int x, int y, int w, int h)
{
    app *a = u->app;
    int gap = ui_px(u, 6), th = ui_px(u, 30);
    int tools_h = 2 * th + gap, words_h = ui_px(u, 64);
    /* What the board's marks mean, under it (play-test 17). */
    ui measure = *u;
    measure.draw = false;
    int legend = scenario_board_legend(&measure, ui_rect(x, 0, w, 0), &st->s);
    int side = h - tools_h - words_h - 3 * gap - (legend > 0 ? legend + gap : 0);
    if (side > w)
        side = w;
    st->board = ui_rect(x, y, side, side);
    int board_bottom = y + side;
    if (legend > 0) {
        scenario_board_legend(u, ui_rect(x, board_bottom + gap, w, 0), &st->s);
        board_bottom += legend + gap;
    }
    /* While a field has the keyboard, the arrows are its caret's, not the board's. */
    bool typing = editor_typing(st);
    ui calm = *u;
    if (typing)
        calm.ev = NULL;
    bool focused = ui_focus_arrows(&calm, st->board);
    u->focus_n = calm.focus_n;
    scenario_board_draw(u, st->board, &st->s, focused ? st->cursor : ESC_NO_SQUARE);
    const ui_event *ev = u->ev;
    if (ev) {
        int sq = ev->kind == UI_EV_MOUSE_UP ? ESC_NO_SQUARE : scenario_board_square_at(st->board, ev->x, ev->y);
        if (ev->kind == UI_EV_MOUSE_DOWN && ev->button == UI_BUTTON_LEFT && sq != ESC_NO_SQUARE) {
            st->painting = true;
            st->stroke_undone = false;
            st->cursor = sq;
            paint(st, sq);
            st->stroke_last = sq;
            return true;
        }
        if (ev->kind == UI_EV_MOUSE_MOVE && st->painting && sq != ESC_NO_SQUARE) {
            if (sq != st->stroke_last)
                paint_line(st, sq);
            return true;
        }
        if (ev->kind == UI_EV_MOUSE_UP && st->painting) {
            st->painting = false;
            return true;
        }
        if (focused && !typing && ev->kind == UI_EV_KEY) {
            int f = esc_square_file(st->cursor), r = esc_square_rank(st->cursor);
            if (ev->key == UI_KEY_LEFT && f > 0)
                f--;
            else if (ev->key == UI_KEY_RIGHT && f < 7)
                f++;
            else if (ev->key == UI_KEY_UP && r < 7)
                r++;
            else if (ev->key == UI_KEY_DOWN && r > 0)
                r--;
            else if (ui_focus_activated(u))
                paint(st, st->cursor);
            else
                return false;
            st->cursor = esc_square_make(f, r);
            a->dirty = true;
            return true;
        }
    }
    int ty = board_bottom + gap, tw = (w - 2 * gap) / 3;
    for (int t = 0; t < EDITOR_TOOLS; t++) {
        SDL_Rect r = ui_rect(x + (t % 3) * (tw + gap), ty + (t / 3) * (th + gap), tw, th);
        char label[80];
        snprintf(label, sizeof label, "%s", tool_name(t));
        if (t == EDITOR_TOOL_DEPLOY0 || t == EDITOR_TOOL_DEPLOY1) {
            char name[ESC_SCENARIO_LABEL_MAX + 40];
            scenario_side_name(&st->s, t - EDITOR_TOOL_DEPLOY0, name, sizeof name);
            char tip[ESC_SCENARIO_LABEL_MAX + 100];
            /* TRANSLATORS: the tooltip of the editor's Deploy 1 and Deploy 2 tools; %s is the side */
            snprintf(tip, sizeof tip, _("%s's deployment squares"), name);
            ui_tooltip(u, r, tip);
        } else {
            /* What it paints, as the help says (play-test 16: no tooltips). */
            ui_tooltip(u, r, _(editor_tool_help(t)));
        }
        if (ui_button(u, r, label, true)) {
            st->tool = t;
            return true;
        }
        if (u->draw && t == st->tool)
            ui_frame(u, r, ui_rgb(255, 226, 140), 2);
        if (u->draw && (t == EDITOR_TOOL_DEPLOY0 || t == EDITOR_TOOL_DEPLOY1))
            ui_fill(u, ui_rect(r.x + 3, r.y + r.h - 5, r.w - 6, 3), ui_seat_colour(t - EDITOR_TOOL_DEPLOY0));
    }
    return checker_words(u, st, ui_rect(x, ty + tools_h + gap, w, words_h));
}

/* One pass; false when the screen closed. */
static bool editor_pass(ui *u, editor_screen *st)
{
    app *a = u->app;
    /* TRANSLATORS: the scenario editor's title */
    ui_screen_background(u, _("Scenario editor"));
    int m = ui_px(u, 24), gap = ui_px(u, 10), top = ui_px(u, 100), bh = ui_px(u, 40);
    int buttons_y = a->h - m - bh, body_h = buttons_y - gap - top;
    int left_w = (a->w - 2 * m) * 2 / 5;
    if (board_column(u, st, m, top, left_w, body_h))
        return true;
    /* A key that ends typing (Esc) is the field's, not the screen's too. */
    bool was_typing = editor_typing(st);
    bool units_page = st->units_side >= 0; /* its Esc is its Done */
    SDL_Rect panel = ui_rect(m + left_w + gap * 2, top, a->w - m - (m + left_w + gap * 2), body_h);
    /* Help, top right (or H): it takes the panel's place until closed. */
    bool help_was = st->help;
    /* TRANSLATORS: the scenario editor's button that shows what each tool and field does (key H) */
    if (ui_button(u, ui_rect(a->w - m - ui_px(u, 140), ui_px(u, 28), ui_px(u, 140), ui_px(u, 36)), _("Help"), true) ||
        (!was_typing && !help_was && ui_pressed(u, UI_KEY_H))) {
        editor_typing_release(st);
        st->help = !st->help;
        st->help_top = 0;
        return true;
    }
    if (help_was) {
        editor_help(u, st, panel);
        if (!st->help)
            return true;
    } else {
        editor_panel(u, st, panel);
    }
    bool typing = was_typing || editor_typing(st);
    int bw = (a->w - 2 * m - 3 * gap) / 4;
    if (bw > ui_px(u, 180))
        bw = ui_px(u, 180);
    int bx = a->w - m - 3 * bw - 2 * gap;
    if (ui_button(u, ui_rect(m, buttons_y, bw, bh), _("Back"), true) || (!typing && !units_page && ui_pressed(u, UI_KEY_ESCAPE))) {
        if (editor_unsaved(st) && !st->leaving) {
            st->leaving = true;
            /* TRANSLATORS: the editor's Back with unsaved changes */
            snprintf(st->message, sizeof st->message, "%s", _("Not saved: Back again leaves without saving"));
            return true;
        }
        editor_typing_release(st);
        app_scene_pop(a, NULL);
        return false;
    }
    bool ctrl_z = !typing && u->ev && u->ev->kind == UI_EV_KEY && u->ev->key == UI_KEY_Z && u->ev->ctrl;
    /* TRANSLATORS: the scenario editor's Undo (one step back); its own word where the language's Undo is also
     * its Cancel (play-test 16, French: "Annuler" for both on one screen) */
    const char *undo = C_("scenario editor", "Undo");
    if (ui_button(u, ui_rect(m + bw + gap, buttons_y, bw, bh), undo, st->n_undo > 0) || ctrl_z) {
        if (editor_undo(st))
            st->message[0] = '\0';
        return true;
    }
    /* TRANSLATORS: the scenario editor's button that starts a match of the scenario as edited */
    if (ui_button(u, ui_rect(bx, buttons_y, bw, bh), _("Test play"), !st->problem[0])) {
        test_play(a, st);
        return true;
    }
    bool ctrl_s = !typing && u->ev && u->ev->kind == UI_EV_KEY && u->ev->key == UI_KEY_S && u->ev->ctrl;
    /* A scenario the checker refuses is saved too, as a draft (play-test 13:
     * an invalid one could only be fixed or lost). */
    if (st->problem[0])
        /* TRANSLATORS: the scenario editor's Save while the checker finds a problem */
        ui_tooltip(u, ui_rect(bx + 2 * (bw + gap), buttons_y, bw, bh),
                   _("Keeps it as a draft in your scenarios: it cannot be played until the checker finds nothing "
                     "wrong."));
    /* A shipped scenario is never written over: Save says it makes the
     * player's copy (play-test 15: a silent same-named copy).
     * TRANSLATORS: the scenario editor's Save on a scenario shipped with the game (it writes the player's own copy) */
    const char *save = st->shipped_copy ? _("Save as my copy") : _("Save");
    if (ui_button(u, ui_rect(bx + 2 * (bw + gap), buttons_y, bw, bh), save, true) || ctrl_s) {
        editor_save_asking(a, st);
        return true;
    }
    if (ui_button(u, ui_rect(bx + bw + gap, buttons_y, bw, bh), _("Undo all"), editor_undo_all_possible(st))) {
        if (editor_undo_all(st))
            st->message[0] = '\0';
        return true;
    }
    if (!typing && u->ev && u->ev->kind == UI_EV_KEY && !u->ev->ctrl && u->ev->key >= UI_KEY_1 &&
        u->ev->key < UI_KEY_1 + EDITOR_TOOLS) {
        st->tool = (int)(u->ev->key - UI_KEY_1);
        return true;
    }
    return true;
}

static void editor_run(ui *u, void *self)
{
    editor_screen *st = self;
    if (!u->ev) {
        editor_pass(u, st);
        return;
    }
    if (u->ev->kind == UI_EV_MOUSE_UP && u->ev->cancel)
        st->painting = false;
    esc_scenario *before = malloc(sizeof *before);
    if (!before)
        return;
    *before = st->s;
    int n_undo = st->n_undo;
    st->named_copy = false;
    if (editor_pass(u, st) && st->n_undo == n_undo && !st->named_copy && memcmp(before, &st->s, sizeof *before) != 0) {
        /* One change, one step back; a stroke of the mouse is one change. */
        if (!st->painting || !st->stroke_undone)
            editor_undo_push(st, before);
        if (st->painting)
            st->stroke_undone = true;
        st->changed = true;
        st->leaving = false;
        /* A tool's refusal is about the scenario as it was: a change (another
         * objective type, say) makes it stale (play-test 7: "Exits belong to an
         * escort objective" stayed under a Control objective). */
        if (!st->painting)
            st->message[0] = '\0';
        u->app->dirty = true;
    }
    if (app_scene_state(u->app, &scenario_editor_scene) == st)
        check(st);
    free(before);
}

/* A shipped scenario's texts (msgids) in the player's language, made the
 * copy's own. */
static void own_word(const esc_scenario *s, char *text, size_t size)
{
    static char was[ESC_SCENARIO_BRIEFING_MAX];
    snprintf(was, sizeof was, "%s", text);
    snprintf(text, size, "%s", board_scenario_text(s, was));
}

static void own_words(esc_scenario *s)
{
    own_word(s, s->name, sizeof s->name);
    own_word(s, s->briefing, sizeof s->briefing);
    for (int side = 0; side < ESC_SIDES; side++)
        own_word(s, s->sides[side].name, sizeof s->sides[side].name);
    for (int i = 0; i < ESC_OBJECTIVES_MAX; i++)
        own_word(s, s->labels[i], sizeof s->labels[i]);
    /* Unit and squad names too, as the lists show them (play-test 15: a
     * French copy kept English unit names). */
    for (int side = 0; side < ESC_SIDES; side++) {
        esc_squad *q = &s->sides[side].fixed;
        snprintf(q->name, sizeof q->name, "%s", i18n_content(q->name));
        for (int k = 0; k < q->n_units && k < ESC_SQUAD_MAX; k++) {
            char was[sizeof q->units[k].name];
            snprintf(was, sizeof was, "%s", q->units[k].name);
            snprintf(q->units[k].name, sizeof q->units[k].name, "%s", i18n_content(was));
        }
    }
    s->shipped = false;
}

static bool editor_enter(app *a, const void *arg, void **self)
{
    (void)a;
    const scenario_editor_args *args = arg;
    editor_screen *st = calloc(1, sizeof *st);
    if (!st)
        return false;
    if (args && args->scenario) {
        st->s = *args->scenario;
        if (args->path)
            snprintf(st->path, sizeof st->path, "%s", args->path);
    } else {
        /* A scenario that plays from the start: two home ranks, 30 points
         * each, elimination. */
        /* TRANSLATORS: the name of a new scenario in the editor */
        esc_scenario_init(&st->s, _("New scenario"));
        for (int side = 0; side < ESC_SIDES; side++) {
            st->s.sides[side].deploy = esc_board_home(side);
            st->s.sides[side].budget = ESC_SQUAD_BUDGET;
        }
        st->s.rules.n_objectives = 1;
        st->s.rules.objectives[0].kind = ESC_OBJ_ELIMINATION;
        st->s.rules.objectives[0].side = ESC_OBJ_BOTH_SIDES;
        st->s.rules.objectives[0].unit = ESC_NO_UNIT;
    }
    /* What the editor holds is the player's own (a shipped one is saved as a
     * copy): its texts are shown as typed, as its text fields show them; a
     * shipped one's are first put in the player's language. */
    if (st->s.shipped) {
        own_words(&st->s);
        st->shipped_copy = !st->path[0];
    }
    st->opened = st->s;
    st->saved = st->s;
    st->units_side = -1;
    st->cursor = esc_square_make(3, 3);
    check(st);
    *self = st;
    return true;
}

static void editor_leave(app *a, void *self)
{
    (void)a;
    editor_screen *st = self;
    editor_typing_release(st);
    editor_undo_free(st);
    free(self);
}

const scene scenario_editor_scene = {
    .name = "scenario-editor",
    .help = "escarmouche",
    .enter = editor_enter,
    .leave = editor_leave,
    .event = editor_run,
    .frame = editor_run,
    .closing = editor_closing,
};

bool scenario_editor_get(const app *a, const esc_scenario **s, const char **problem, SDL_Rect *board)
{
    const editor_screen *st = app_scene_state(a, &scenario_editor_scene);
    if (!st)
        return false;
    if (s)
        *s = &st->s;
    if (problem)
        *problem = st->message[0] && !st->problem[0] ? "" : st->problem;
    if (board)
        *board = st->board;
    return true;
}

bool scenario_editor_briefing(const app *a, SDL_Rect *box, const scenario_textbox **t)
{
    const editor_screen *st = app_scene_state(a, &scenario_editor_scene);
    if (!st)
        return false;
    if (box)
        *box = st->brief_box;
    if (t)
        *t = &st->brief;
    return true;
}
