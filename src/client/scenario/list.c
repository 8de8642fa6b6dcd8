/*
 * The Scenarios screen (scenario.h): the list on the left (the shipped ones,
 * then the player's, marked), the selected one's details on the right (its
 * name, briefing, board, objectives in words, each side's force, the round
 * limit and who wins at it), then the player's choices (which side, or
 * hot-seat; the computer's level; a squad for a side with a budget) and the
 * buttons: Back, New scenario, Edit, Play; top right, Learn to play (the
 * tutorial's lessons, with how many are done). Under the list, Rename and
 * Delete for the player's own scenarios (manage.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/view.h"
#include "escarmouche/escarmouche.h"
#include "scenario/scenario_internal.h"
#include "tutorial/tutorial.h"
#include "skirmish/ai/ai.h"
#include "skirmish/data/library.h"
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

typedef struct list_screen {
    int selected, scroll;
    unsigned serial;                 /* the catalogue's when last read */
    char want[DATA_PATH_MAX];        /* a file to select once listed */
    int mode;                        /* 0, 1: the player plays that side; 2: hot-seat */
    int you;                         /* in hot-seat, the side played before (back to it with a computer) */
    int level;                       /* the computer's */
    int pick[ESC_SIDES];
    esc_squad squads[ESC_SIDES][SCENARIO_SQUADS_MAX];
    int n_squads[ESC_SIDES];
    int of_units[ESC_SIDES][SCENARIO_SQUADS_MAX]; /* a squad cut down to fit: its whole count */
    int squads_for;                  /* the row the squads were found for, -1 */
    char message[400];
    int rows_drawn;
    SDL_Rect first_row, side_choice, opponent_choice;
    int row_h;
} list_screen;

static bool inside(SDL_Rect r, int x, int y) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }

static bool clicked(const ui *u, SDL_Rect r)
{
    const ui_event *ev = u->ev;
    return ev && ev->kind == UI_EV_MOUSE_UP && ev->button == UI_BUTTON_LEFT && !ev->cancel && inside(r, ev->x, ev->y) &&
           inside(r, u->app->press_x, u->app->press_y);
}

static void refresh(app *a, list_screen *st, const scenario_catalog *c)
{
    bool reread = st->serial != c->serial; /* a message said with it stays */
    if (reread) {
        st->serial = c->serial;
        if (c->last_saved[0] && !st->want[0]) /* a file dropped meanwhile comes first */
            snprintf(st->want, sizeof st->want, "%s", c->last_saved);
        st->squads_for = -1;
    }
    if (st->want[0]) {
        int at = scenario_catalog_find(c, st->want);
        if (at >= 0) {
            st->selected = at;
            st->squads_for = -1;
        }
        st->want[0] = '\0';
    }
    if (st->selected >= c->n)
        st->selected = c->n - 1;
    if (st->selected < 0)
        st->selected = 0;
    if (c->n > 0 && st->squads_for != st->selected) {
        const esc_scenario *s = &c->rows[st->selected].s;
        for (int side = 0; side < ESC_SIDES; side++) {
            st->n_squads[side] = scenario_side_squads(a, s, side, st->squads[side], st->of_units[side], SCENARIO_SQUADS_MAX);
            st->pick[side] = 0;
        }
        st->squads_for = st->selected;
        if (!reread)
            st->message[0] = '\0';
    }
}

static void details(ui *u, SDL_Rect r, const scenario_entry *e)
{
    const esc_scenario *s = &e->s;
    int gap = ui_px(u, 12), pic = r.w * 2 / 5;
    if (pic > r.h * 11 / 20)
        pic = r.h * 11 / 20;
    ui_panel(u, r);
    int pad = ui_px(u, 12);
    SDL_Rect board = ui_rect(r.x + r.w - pad - pic, r.y + pad, pic, pic);
    scenario_board_draw(u, board, s, ESC_NO_SQUARE);
    /* What its marks mean, under it (play-test 17); the text goes under both. */
    ui measure = *u;
    measure.draw = false;
    SDL_Rect key = ui_rect(board.x, board.y + pic + ui_px(u, 4), pic, 0);
    int legend = scenario_board_legend(&measure, key, s);
    if (legend > 0 && key.y + legend <= r.y + r.h - pad) {
        scenario_board_legend(u, key, s);
        pic += ui_px(u, 4) + legend; /* below here, the width is the panel's */
    }
    int tx = r.x + pad, tw = board.x - gap - tx, y = r.y + pad;
    char line[600];
    snprintf(line, sizeof line, "%s", board_scenario_text(s, s->name));
    ui_text_cut(u, line, sizeof line, ui_px(u, 20), true, tw);
    ui_text(u, tx, y, line, ui_px(u, 20), true, ui_rgb(240, 232, 200), UI_LEFT);
    y += ui_text_px(ui_px(u, 20)) + ui_px(u, 8);
    int px = ui_px(u, 14), line_h = ui_text_px(px) + ui_px(u, 5), bottom = r.y + r.h - pad;
    if (e->draft) {
        char why[500];
        scenario_draft_words(s, why, sizeof why);
        y += scenario_text_lines(u, ui_rect(tx, y, tw, 3 * line_h), why, px, ui_rgb(255, 150, 120)) + ui_px(u, 6);
    }
    /* The briefing, then the objectives and forces beside the picture while
     * there is room, under it after. */
    int lines_h = 0;
    for (int i = 0; i < scenario_objective_count(s) + ESC_SIDES + 3; i++)
        lines_h += line_h;
    int brief_h = board.y + pic - y;
    if (bottom - (board.y + pic + gap) < lines_h)
        brief_h = brief_h - (lines_h - (bottom - (board.y + pic + gap)));
    if (brief_h < ui_text_px(px) * 2)
        brief_h = ui_text_px(px) * 2;
    y += scenario_text_lines(u, ui_rect(tx, y, tw, brief_h), board_scenario_text(s, s->briefing), px, ui_rgb(200, 204, 214));
    y += gap;
    /* TRANSLATORS: the heading of a scenario's objectives on the Scenarios screen */
    const char *heads[2] = { N_("Objectives"), N_("Forces") };
    for (int part = 0; part < 2; part++) {
        if (y + line_h > bottom)
            break;
        ui_text(u, tx, y, _(heads[part]), px, true, ui_rgb(150, 156, 172), UI_LEFT);
        y += line_h;
        int n = part == 0 ? scenario_objective_count(s) : ESC_SIDES + 1;
        for (int i = 0; i < n && y + line_h <= bottom; i++) {
            if (part == 0)
                scenario_objective_line(s, i, line, sizeof line);
            else if (i < ESC_SIDES)
                scenario_force_line(s, i, line, sizeof line);
            else
                scenario_limit_line(s, line, sizeof line);
            /* Beside the picture, or under it; a long one wraps (play-test 12:
             * "2 marq…" in French at 800 x 560). */
            int w = y >= board.y + pic + gap / 2 ? r.w - 2 * pad : tw;
            SDL_Rect lr = ui_rect(tx + ui_px(u, 12), y, w - ui_px(u, 12), bottom - y);
            SDL_Color col = ui_rgb(225, 228, 236);
            if (part == 1 && i < ESC_SIDES)
                col = ui_seat_colour(i), col = ui_rgb(col.r / 2 + 120, col.g / 2 + 120, col.b / 2 + 120);
            int used = scenario_text_lines(u, lr, line, px, col);
            lr.h = used;
            if (part == 0 && u->draw) {
                int o = scenario_objective_of_line(s, i);
                const esc_objective_info *info = esc_objective_info_get(s->rules.objectives[o].kind);
                char tip[900];
                snprintf(tip, sizeof tip, "%s · %s: %s", line, info ? _(info->name) : "?", info ? _(info->text) : "");
                ui_tooltip(u, lr, tip);
            }
            y += used + ui_px(u, 5) - ui_text_px(px) / 3; /* one line: line_h */
        }
        y += ui_px(u, 4);
    }
    /* What the budgets count, in one sentence (play-test 13: a unit's "cost
     * 14" and a budget's rank points read as one currency). */
    if (s->sides[0].budget > 0 || s->sides[1].budget > 0) {
        char what[500];
        scenario_budget_words(what, sizeof what);
        int spx = ui_px(u, 13), w = y >= board.y + pic + gap / 2 ? r.w - 2 * pad : tw;
        if (y + ui_text_px(spx) <= bottom)
            scenario_text_lines(u, ui_rect(tx, y, w, bottom - y), what, spx, ui_rgb(160, 166, 182));
    }
}

static const char *level_name(int level)
{
    return level == AI_EASY ? _("Computer (Easy)") : level == AI_HARD ? _("Computer (Hard)") : _("Computer (Normal)");
}

/* Whether a squad's name only repeats its side's ("The rearguard" for the
 * Rearguard: play-test 14 read "Rearguard: The rearguard"). */
static bool same_name(const char *side, const char *squad)
{
    if (SDL_strncasecmp(squad, "the ", 4) == 0)
        squad += 4;
    if (SDL_strncasecmp(side, "the ", 4) == 0)
        side += 4;
    return SDL_strcasecmp(side, squad) == 0;
}

/* A side's squad: a stepper when several fit, else its name. Against the
 * computer the side is named on the stepper before ("Your side: Defenders"):
 * the squad alone, so it is not cut (play-test 14: "Defend…: Arcane Circle,
 * 2 of its 5 units"); in hot-seat "Side: squad". */
static void squad_words(const list_screen *st, const esc_scenario *s, int side, bool named, char *value, size_t size)
{
    char name[ESC_SCENARIO_LABEL_MAX + 40], squad[ESC_NAME_MAX + 80];
    scenario_side_name(s, side, name, sizeof name);
    const esc_squad *q = st->n_squads[side] > 0 ? &st->squads[side][st->pick[side]] : NULL;
    if (q && st->of_units[side][st->pick[side]] > 0)
        /* TRANSLATORS: a squad cut down to fit a side's budget: "Vanguard, 3 of its 5 units" */
        snprintf(squad, sizeof squad, _("%s, %d of its %d units"), i18n_content(q->name),
                 q->n_units - s->sides[side].fixed.n_units, st->of_units[side][st->pick[side]]);
    else if (q)
        snprintf(squad, sizeof squad, "%s", i18n_content(q->name));
    if (!q)
        /* TRANSLATORS: no squad of the player's or shipped one fits a side's budget */
        snprintf(value, size, _("%s: no squad fits"), name);
    else if (!named)
        snprintf(value, size, "%s", squad);
    else if (same_name(name, i18n_content(q->name)) && st->of_units[side][st->pick[side]] == 0)
        snprintf(value, size, "%s", name);
    else
        /* TRANSLATORS: the squad a side plays a scenario with: "Garrison: Vanguard" */
        snprintf(value, size, _("%s: %s"), name, squad);
}

static void squad_choice(ui *u, list_screen *st, const esc_scenario *s, int side, SDL_Rect r, bool named)
{
    char value[300];
    squad_words(st, s, side, named, value, sizeof value);
    if (st->n_squads[side] > 1) {
        int d = scenario_stepper(u, r, value);
        if (d)
            st->pick[side] = ui_wrap(st->pick[side], d, st->n_squads[side]);
    } else if (u->draw) {
        scenario_fit_draw(u, r, value, ui_rgb(200, 204, 214));
    }
}

/* The player's choices under the details: the side played, the opponent
 * (the computer at a level, or another player here: hot-seat, listed with the
 * levels, play-test 14 having found it only at the end of the side choice),
 * the squads. Against the computer: [You play X] [opponent] [X's squad]; in
 * hot-seat: [side 1's squad] [opponent] [side 2's squad], the opponent's
 * stepper staying where it was. */
static void choices(ui *u, list_screen *st, SDL_Rect r, const esc_scenario *s)
{
    int gap = ui_px(u, 8), n = 3;
    char name[ESC_SCENARIO_LABEL_MAX + 40], value[300];
    bool hot_seat = st->mode == 2;
    /* Each column as wide as its words need, the room shared in that
     * proportion (play-test 14, French: "Vous jouez Arrière…" cut while the
     * squad beside it, "L'arrière-garde", left half its column empty). */
    int need[3], sum = 0, room = r.w - (n - 1) * gap, px = ui_px(u, 14);
    if (!hot_seat)
        scenario_side_name(s, st->mode, name, sizeof name);
    snprintf(value, sizeof value, _("Your side: %s"), hot_seat ? "" : name);
    need[0] = ui_text_width(u, value, px, false) + 2 * r.h;
    need[1] = ui_text_width(u, hot_seat ? _("Another player (hot-seat)") : level_name(st->level), px, false) + 2 * r.h;
    squad_words(st, s, hot_seat ? 1 : st->mode, hot_seat, value, sizeof value);
    need[2] = ui_text_width(u, value, px, false) + (st->n_squads[hot_seat ? 1 : st->mode] > 1 ? 2 * r.h : 0);
    if (hot_seat) {
        squad_words(st, s, 0, true, value, sizeof value);
        need[0] = ui_text_width(u, value, px, false) + (st->n_squads[0] > 1 ? 2 * r.h : 0);
    }
    for (int k = 0; k < n; k++)
        sum += need[k] > room / 5 ? need[k] : (need[k] = room / 5);
    SDL_Rect col[3];
    int x = r.x;
    for (int k = 0; k < n; k++) {
        int w = k == n - 1 ? r.x + r.w - x : (int)((long)room * need[k] / sum);
        col[k] = ui_rect(x, r.y, w, r.h);
        x += w + gap;
    }
    if (hot_seat) {
        squad_choice(u, st, s, 0, col[0], true);
        st->side_choice = ui_rect(0, 0, 0, 0);
    } else {
        scenario_side_name(s, st->mode, name, sizeof name);
        /* TRANSLATORS: the Scenarios screen's side choice: "Your side: Garrison" (play-test 16, French:
         * "Vous jouez Arrière-garde" wanted an article the name cannot carry) */
        snprintf(value, sizeof value, _("Your side: %s"), name);
        st->side_choice = col[0];
        int d = scenario_stepper(u, st->side_choice, value);
        if (d)
            st->mode = ui_wrap(st->mode, d, ESC_SIDES);
    }
    st->opponent_choice = col[1];
    int opp = hot_seat ? 3 : st->level - AI_EASY;
    /* TRANSLATORS: the Scenarios screen's opponent choice, after Computer (Easy/Normal/Hard): both sides played
     * at this screen */
    int d = scenario_stepper(u, col[1], opp == 3 ? _("Another player (hot-seat)") : level_name(st->level));
    if (d) {
        opp = ui_wrap(opp, d, 4);
        if (opp == 3) {
            if (!hot_seat)
                st->you = st->mode;
            st->mode = 2;
        } else {
            st->level = AI_EASY + opp;
            if (hot_seat)
                st->mode = st->you;
        }
    }
    /* the mode as the opponent stepper left it */
    squad_choice(u, st, s, st->mode == 2 ? 1 : st->mode, col[2], st->mode == 2);
}

static void play(app *a, list_screen *st, const esc_scenario *s)
{
    scenario_launch_options o;
    memset(&o, 0, sizeof o);
    o.from_list = true; /* the battle is pushed over this screen and leaves back to it */
    for (int side = 0; side < ESC_SIDES; side++) {
        o.human[side] = st->mode == 2 || st->mode == side;
        o.level[side] = st->level;
        int k = o.human[side] ? st->pick[side] : 0;
        if (st->n_squads[side] == 0) {
            char name[ESC_SCENARIO_LABEL_MAX + 40];
            scenario_side_name(s, side, name, sizeof name);
            /* TRANSLATORS: Play refused: no squad fits a side; %s is the side */
            snprintf(st->message, sizeof st->message, _("No squad fits %s's force: make one in the Barracks"), name);
            return;
        }
        o.squads[side] = st->squads[side][k];
    }
    if (!scenario_launch(a, s, &o, st->message, sizeof st->message))
        a->dirty = true;
}

static void list_run(ui *u, void *self)
{
    list_screen *st = self;
    app *a = u->app;
    scenario_catalog *c = scenario_catalog_get(a);
    if (!c)
        return;
    refresh(a, st, c);
    ui_screen_background(u, _("Scenarios"));
    int m = ui_px(u, 24), gap = ui_px(u, 10), top = ui_px(u, 96), bh = ui_px(u, 40), row = ui_px(u, 34);
    int buttons_y = a->h - m - bh, msg_y = buttons_y - gap - ui_text_px(ui_px(u, 14)),
        choice_y = msg_y - gap - row;
    int list_w = ui_px(u, 250), list_h = choice_y - gap - top;
    /* The list. */
    int rh = ui_px(u, 32), fit = list_h / rh;
    if (fit < 1)
        fit = 1;
    if (st->selected < st->scroll)
        st->scroll = st->selected;
    if (st->selected >= st->scroll + fit)
        st->scroll = st->selected - fit + 1;
    if (st->scroll > c->n - fit)
        st->scroll = c->n - fit > 0 ? c->n - fit : 0;
    SDL_Rect list = ui_rect(m, top, list_w, list_h);
    if (u->draw)
        ui_panel(u, list);
    if (u->ev && u->ev->kind == UI_EV_WHEEL && inside(list, a->mouse_x, a->mouse_y)) {
        st->scroll -= u->ev->wheel;
        if (st->scroll < 0)
            st->scroll = 0;
    }
    st->rows_drawn = 0;
    st->first_row = ui_rect(m + 2, top + 2, list_w - 4, rh - 2);
    st->row_h = rh;
    for (int i = st->scroll; i < c->n && i < st->scroll + fit; i++) {
        SDL_Rect r = ui_rect(m + 2, top + 2 + (i - st->scroll) * rh, list_w - 4, rh - 2);
        bool focused = ui_focus(u, r);
        if (clicked(u, r) || (focused && ui_focus_activated(u))) {
            st->selected = i;
            a->dirty = true;
            return;
        }
        st->rows_drawn++;
        if (!u->draw)
            continue;
        if (i == st->selected)
            ui_fill(u, r, ui_rgb(62, 80, 118));
        else if (ui_hover(u, r))
            ui_fill(u, r, ui_rgb(42, 50, 70));
        char name[ESC_NAME_MAX + 40];
        snprintf(name, sizeof name, "%s", board_scenario_text(&c->rows[i].s, c->rows[i].s.name));
        int mark_w = 0;
        if (!c->rows[i].shipped) {
            /* TRANSLATORS: marks a scenario of the player's own in the Scenarios list */
            const char *mine = c->rows[i].draft ? _("draft") : _("yours");
            mark_w = ui_text_width(u, mine, ui_px(u, 12), false) + ui_px(u, 8);
            ui_text(u, r.x + r.w - ui_px(u, 6), r.y + (r.h - ui_text_px(ui_px(u, 12))) / 2, mine, ui_px(u, 12), false,
                    ui_rgb(140, 200, 150), UI_RIGHT);
        }
        ui_text_cut(u, name, sizeof name, ui_px(u, 15), i == st->selected, r.w - ui_px(u, 16) - mark_w);
        ui_text(u, r.x + ui_px(u, 8), r.y + (r.h - ui_text_px(ui_px(u, 15))) / 2, name, ui_px(u, 15), i == st->selected,
                ui_rgb(230, 232, 240), UI_LEFT);
    }
    /* Rename and Delete, under the list: the next stops of the focus ring. */
    if (scenario_manage_buttons(u, ui_rect(m, choice_y, list_w, row), c->n > 0 ? &c->rows[st->selected] : NULL))
        return;
    if (u->draw && c->n == 0)
        ui_text_wrapped(u, ui_rect(m + gap, top + gap, list_w - 2 * gap, 0), _("No scenario found"), ui_px(u, 14),
                        ui_rgb(200, 160, 120));
    const esc_scenario *s = c->n > 0 ? &c->rows[st->selected].s : NULL;
    int dx = m + list_w + gap * 2;
    if (s) {
        details(u, ui_rect(dx, top, a->w - m - dx, list_h), &c->rows[st->selected]);
        if (!c->rows[st->selected].draft) /* no squads to choose for what cannot be played */
            choices(u, st, ui_rect(dx, choice_y, a->w - m - dx, row), s);
    }
    const char *msg = st->message[0] ? st->message : a->message;
    if (u->draw && msg[0]) {
        char shown[600];
        snprintf(shown, sizeof shown, "%s", msg);
        ui_text_cut(u, shown, sizeof shown, ui_px(u, 14), false, a->w - 2 * m);
        if (strcmp(shown, msg) != 0)
            ui_tooltip(u, ui_rect(m, msg_y, a->w - 2 * m, ui_text_px(ui_px(u, 14))), msg);
        ui_text(u, a->w / 2, msg_y, shown, ui_px(u, 14), false, ui_rgb(255, 180, 120), UI_CENTER);
    }
    /* Learn to play (tutorial/), top right: the lessons finished of all (a
     * skipped one is not learnt: play-test 5), a tick once all are. */
    int lessons = tutorial_lesson_count(a), learnt = lessons > 0 ? tutorial_lessons_finished(a) : 0;
    char learn[120];
    if (learnt > 0)
        /* TRANSLATORS: the Scenarios screen's button to the tutorial, with the lessons finished of all */
        snprintf(learn, sizeof learn, _("Learn to play (%d/%d)"), learnt, lessons);
    else
        snprintf(learn, sizeof learn, "%s", _("Learn to play"));
    SDL_Rect lr = ui_rect(a->w - m - ui_px(u, 230), ui_px(u, 28), ui_px(u, 230), ui_px(u, 36));
    if (u->draw && lessons > 0 && learnt == lessons) {
        float t = (float)ui_px(u, 18), tx = (float)(lr.x - ui_px(u, 28)), ty = (float)(lr.y + (lr.h - ui_px(u, 18)) / 2);
        draw_line(u->r, tx, ty + t * 0.55f, tx + t * 0.38f, ty + t * 0.9f, (float)ui_px(u, 3), ui_rgb(120, 220, 140));
        draw_line(u->r, tx + t * 0.38f, ty + t * 0.9f, tx + t, ty + t * 0.1f, (float)ui_px(u, 3), ui_rgb(120, 220, 140));
    }
    if (ui_button(u, lr, learn, lessons > 0)) {
        a->message[0] = '\0';
        app_scene_push(a, &tutorial_scene, NULL);
        return;
    }
    int bw = (a->w - 2 * m - 3 * gap) / 4;
    if (bw > ui_px(u, 200))
        bw = ui_px(u, 200);
    int bx = a->w - m - 4 * bw - 3 * gap;
    if (ui_button(u, ui_rect(m, buttons_y, bw, bh), _("Back"), true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        a->message[0] = '\0';
        app_scene_pop(a, NULL);
        return;
    }
    bx += bw + gap;
    /* TRANSLATORS: the Scenarios screen's button that opens the editor on an empty scenario */
    if (ui_button(u, ui_rect(bx, buttons_y, bw, bh), _("New scenario"), true)) {
        app_scene_push(a, &scenario_editor_scene, NULL);
        return;
    }
    bx += bw + gap;
    /* TRANSLATORS: the Scenarios screen's button that opens the editor on the selected scenario (a copy of a shipped one) */
    if (ui_button(u, ui_rect(bx, buttons_y, bw, bh), _("Edit"), s != NULL) || (s && ui_pressed(u, UI_KEY_E))) {
        scenario_editor_args args = { s, c->rows[st->selected].shipped ? NULL : c->rows[st->selected].path };
        app_scene_push(a, &scenario_editor_scene, &args);
        return;
    }
    bx += bw + gap;
    bool playable = s && !c->rows[st->selected].draft;
    if (s && !playable)
        /* TRANSLATORS: the Scenarios screen's greyed Play on a draft */
        ui_tooltip(u, ui_rect(bx, buttons_y, bw, bh), _("A draft cannot be played: Edit it until the checker finds "
                                                        "nothing wrong, then Save."));
    if (ui_button(u, ui_rect(bx, buttons_y, bw, bh), _("Play"), playable) || (playable && ui_pressed(u, UI_KEY_ENTER))) {
        play(a, st, s);
        return;
    }
    if (s && (ui_pressed(u, UI_KEY_PAGE_DOWN) || ui_pressed(u, UI_KEY_PAGE_UP))) {
        st->selected = ui_wrap(st->selected, ui_pressed(u, UI_KEY_PAGE_DOWN) ? 1 : -1, c->n);
        a->dirty = true;
    }
}

static bool list_enter(app *a, const void *arg, void **self)
{
    list_screen *st = calloc(1, sizeof *st);
    if (!st)
        return false;
    st->level = AI_NORMAL;
    st->squads_for = -1;
    /* The squads offered are read again: the Barracks may have changed them. */
    escarmouche_reload_squads(a);
    if (arg)
        snprintf(st->want, sizeof st->want, "%s", (const char *)arg);
    scenario_catalog *c = scenario_catalog_get(a);
    if (c)
        st->serial = c->serial;
    *self = st;
    return true;
}

/* Delete's and Rename's outcome (manage.c), under the details. */
static void list_notify(app *a, void *self, const char *text)
{
    list_screen *st = self;
    snprintf(st->message, sizeof st->message, "%s", text);
    a->dirty = true;
}

static void list_leave(app *a, void *self)
{
    (void)a;
    free(self);
}

const scene scenario_list_scene = {
    .name = "scenarios",
    .help = "escarmouche",
    .enter = list_enter,
    .leave = list_leave,
    .notify = list_notify,
    .event = list_run,
    .frame = list_run,
};

bool scenario_list_get_view(const app *a, scenario_list_view *out)
{
    const list_screen *st = app_scene_state(a, &scenario_list_scene);
    const scenario_catalog *c = st ? scenario_catalog_get((app *)a) : NULL;
    if (!st || !c)
        return false;
    out->n_rows = c->n;
    out->selected = st->selected;
    out->path = c->n > 0 ? c->rows[st->selected].path : "";
    out->first_row = st->first_row;
    out->row_h = st->row_h;
    out->scroll = st->scroll;
    out->side_choice = st->side_choice;
    out->opponent_choice = st->opponent_choice;
    return true;
}

bool scenario_open_file(app *a, const char *path)
{
    char format[64];
    if (!data_library_sniff(path, format, sizeof format) || strcmp(format, "skirmish-scenario") != 0)
        return false;
    esc_scenario *s = malloc(sizeof *s);
    data_error err;
    if (!s)
        return true;
    bool ok = data_scenario_load(path, s, &err);
    free(s);
    if (!ok) {
        char msg[700], said[800];
        data_error_format(&err, msg, sizeof msg);
        /* TRANSLATORS: a scenario file dropped on the window was refused; %s says why */
        snprintf(said, sizeof said, _("Not a playable scenario: %s"), msg);
        app_notify(a, said);
        return true;
    }
    scenario_catalog_add_extra(a, path);
    list_screen *st = app_scene_state(a, &scenario_list_scene);
    if (st && app_scene_top(a) == &scenario_list_scene) {
        snprintf(st->want, sizeof st->want, "%s", path);
        return true;
    }
    if (a->depth <= 1) {
        app_scene_push(a, &scenario_list_scene, path);
        return true;
    }
    /* Never away from a game or a screen in use. */
    /* TRANSLATORS: a scenario file dropped during a game: it waits in the Scenarios list */
    app_notify(a, _("The scenario is in the Scenarios list (main menu)"));
    return true;
}
