/*
 * TRTS's map drags (split from play.c): a drag from one area to another played
 * as judge.c judged it (a move, a retreat or a reposition, through control.c),
 * and when the core refuses it, the reason in the panel's message and in a note
 * drawn by where it was dropped; the areas a drag may go to, outlined on the
 * map. play.c calls in; this file never calls it back.
 *
 * The question before a move into another team's area (docs/client.md "TRTS",
 * "Combat forecast"): a drag in Micro, or a group's move, into an area where
 * another team has a marker or where the seat sees enemy pieces is asked first,
 * over the game screen, with the forecast of what would fight there (forecast.c,
 * the seat's view only) or, when no enemy is seen, that hidden ones may be
 * there. Yes (or Enter) plays the drop as it was judged; no (or Esc) leaves
 * everything as it was, the pick kept. Play-test 7: a drag into an enemy area
 * fought at once, and the Trooper was lost unforeseen.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "areamap/camera.h"
#include "areamap/view.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"

/* Areas the current move-like input may go to (highlighted on the map). */
bool trts_play_drop_target(const trts_screen *c, int area)
{
    const trts_state *s = &c->st;
    if (!trts_play_human_input(c))
        return false;
    trts_set units;
    switch (s->phase) {
    case TRTS_PHASE_GROUP: {
        trts_set stay;
        trts_play_drop_stayers(c, area, &stay);
        if (trts_set_empty(&stay))
            return trts_test_move(s, s->current, &s->group, area) == TRTS_OK;
        bool retreat;
        char reason[8];
        return trts_play_judge_drop(c, -1, area, &units, &retreat, reason, sizeof reason) == TRTS_OK;
    }
    case TRTS_PHASE_DEFEND:
    case TRTS_PHASE_COMBAT_RETREAT:
        if (trts_set_empty(&c->sel))
            trts_play_eligible(c, -1, &units);
        else
            units = c->sel;
        return !trts_set_empty(&units) && trts_test_retreat(s, s->current, &units, area) == TRTS_OK;
    case TRTS_PHASE_MICRO:
    case TRTS_PHASE_REPOSITION:
        if (trts_set_empty(&c->sel))
            return false;
        if (s->phase == TRTS_PHASE_REPOSITION)
            return trts_test_move(s, s->current, &c->sel, area) == TRTS_OK;
        trts_set stay;
        trts_play_drop_stayers(c, area, &stay); /* already there: they stay, the others move */
        for (int i = 0; i < s->n_pieces; i++)
            if (trts_set_has(&c->sel, i) && !trts_set_has(&stay, i)) {
                int cost = trts_path_cost(s, i, area, false);
                if (cost < 0 || cost > s->pieces[i].mp || s->pieces[i].area == area)
                    return false;
            }
        return true;
    default: return false;
    }
}

/* A drag from one area to another: a move, a retreat, a reposition, judged
 * as the drag's preview judged it (trts_play_judge_drop). */
void trts_play_drop(app *a, trts_screen *c, int from, int to)
{
    trts_state *s = &c->st;
    trts_set units;
    bool retreat;
    char reason[280];
    trts_why why = trts_play_judge_drop(c, from, to, &units, &retreat, reason, sizeof reason);
    if (why == TRTS_WHY_EMPTY_GROUP && reason[0] && trts_set_empty(&units)) {
        snprintf(c->message, sizeof c->message, "%s", reason);
        return;
    }
    if (why == TRTS_WHY_WRONG_PHASE)
        return;
    if (why != TRTS_OK) {
        /* TRANSLATORS: %s is the reason */
        snprintf(c->message, sizeof c->message, retreat ? _("Retreat refused: %s") : _("Move refused: %s"), reason);
        snprintf(c->drop_note, sizeof c->drop_note, "%s", c->message);
        /* nothing moved and the pick is kept (play-test 6: a refusal let it go, and
         * the next drag moved the whole stack): the player drags it again elsewhere */
        return;
    }
    char route[600], stayers[280];
    trts_play_route_words(c, &units, to, route, sizeof route);
    trts_play_stayers_words(c, to, stayers, sizeof stayers);
    int mover = s->current;
    if (s->phase == TRTS_PHASE_MICRO) {
        if (!trts_play_act(a, c, (trts_action){ .kind = TRTS_ACT_ACTIVATE, .units = units }))
            return;
        if (!trts_play_act(a, c, (trts_action){ .kind = TRTS_ACT_MOVE, .a = (int16_t)to, .units = units }))
            return;
    } else {
        trts_set stay;
        trts_play_drop_stayers(c, to, &stay);
        int from_n = c->rec->n_actions;
        bool leave = !retreat && !trts_set_empty(&stay);
        if (leave && !trts_play_act(a, c, (trts_action){ .kind = TRTS_ACT_LEAVE, .units = stay }))
            return;
        trts_action act = { .kind = retreat ? TRTS_ACT_RETREAT : TRTS_ACT_MOVE, .a = (int16_t)to, .units = units };
        if (!trts_play_act(a, c, act))
            return;
        if (leave) { /* the stayers and the move: one gesture, one Undo (review 15) */
            c->gesture_from = from_n;
            c->gesture_to = c->rec->n_actions;
        }
    }
    /* the route taken, to the mover alone: never once another seat is to act
     * (the hot-seat cover), as it crosses the mover's own areas */
    if (stayers[0] && route[0] && strlen(route) + strlen(stayers) + 2 < sizeof route) {
        strcat(route, ". ");
        strcat(route, stayers);
        size_t n = strlen(route);
        if (n && route[n - 1] == '.')
            route[n - 1] = '\0'; /* the line below ends it */
    }
    if (route[0] && !c->message[0] && c->st.current == mover && !c->cover) {
        if (c->undo_scouted && !trts_play_can_undo(c))
            /* TRANSLATORS: after a move: its route, then why Undo is greyed now */
            snprintf(c->message, sizeof c->message, _("%s. No Undo: the move showed whether enemies were there."),
                     route);
        else
            snprintf(c->message, sizeof c->message, "%s", route);
    }
}

/* A refused drop's reason in a box by where it was dropped, inside the map. */
static SDL_Rect last_note; /* where the note was last drawn (tests) */

SDL_Rect trts_play_drop_note_rect(void)
{
    return last_note;
}

void trts_play_drop_note(ui *u, const trts_screen *c, SDL_Rect view)
{
    int px = ui_px(u, 13), pad = ui_px(u, 6), w = ui_px_text(u, 320);
    if (w > view.w - 2 * pad)
        w = view.w - 2 * pad;
    ui quiet = *u;
    quiet.draw = false;
    quiet.ev = NULL;
    int h = ui_text_wrapped(&quiet, ui_rect(0, 0, w - 2 * pad, 0), c->drop_note, px, ui_rgb(255, 190, 120)) + 2 * pad;
    /* beside the drop point, off every token and name (play-test 17: it sat
     * on West Crossing's token and name; the panel says it too): above it
     * first (the area's tooltip goes below), else below, right, left; else
     * where it covers least; always whole in the view */
    int gap = ui_px(u, 24), dx = c->drop_x, dy = c->drop_y;
    SDL_Rect at[] = { { dx - w / 2, dy - gap - h, w, h }, { dx - w / 2, dy + gap, w, h },
                      { dx + gap, dy - h / 2, w, h },     { dx - gap - w, dy - h / 2, w, h },
                      { dx + gap, dy - gap - h, w, h },   { dx - gap - w, dy - gap - h, w, h },
                      { dx + gap, dy + gap, w, h },       { dx - gap - w, dy + gap, w, h } };
    static SDL_Rect names[TRTS_MAX_AREAS];
    int n_names = areamap_view_name_boxes(u, &c->cam, &c->model, names, TRTS_MAX_AREAS);
    SDL_Rect best_box = at[0];
    long best = -1;
    for (int k = 0; k < (int)(sizeof at / sizeof at[0]) && best != 0; k++) {
        SDL_Rect b = at[k], o;
        b.x = b.x + b.w > view.x + view.w ? view.x + view.w - b.w : b.x < view.x ? view.x : b.x;
        b.y = b.y + b.h > view.y + view.h ? view.y + view.h - b.h : b.y < view.y ? view.y : b.y;
        long cost = 0;
        for (int i = 0; i < c->model.n_nodes; i++) {
            float nx, ny, r = areamap_view_node_radius(&c->cam, &c->model.nodes[i]);
            areamap_camera_to_screen(&c->cam, c->model.nodes[i].x, c->model.nodes[i].y, &nx, &ny);
            SDL_Rect tok = { (int)(nx - r), (int)(ny - r), (int)(2 * r), (int)(2 * r) };
            cost += SDL_IntersectRect(&b, &tok, &o) ? 4L * o.w * o.h : 0;
            cost += i < n_names && SDL_IntersectRect(&b, &names[i], &o) ? (long)o.w * o.h : 0;
        }
        if (best < 0 || cost < best) {
            best = cost;
            best_box = b;
        }
    }
    int x = best_box.x, y = best_box.y;
    SDL_Rect box = ui_rect(x, y, w, h);
    last_note = box;
    ui_fill(u, box, ui_rgba(20, 22, 30, 235));
    ui_frame(u, box, ui_rgb(255, 190, 120), 1);
    ui_text_wrapped(u, ui_rect(x + pad, y + pad, w - 2 * pad, 0), c->drop_note, px, ui_rgb(255, 190, 120));
}

/* ---- the question before a move into another team's area ---- */

static const SDL_Color ASK_TEXT = { 226, 230, 238, 255 }, ASK_DIM = { 150, 156, 172, 255 }, ASK_WARN = { 255, 190, 120, 255 };

#define ASK_LINES 8 /* title, forecast or why, …, route; then next round's minerals */

typedef struct ask_state {
    trts_screen *c; /* the game screen beneath the question */
    int from, to;
    trts_set units; /* as the drop was judged (the pick is kept under the question) */
    char lines[ASK_LINES][240];
} ask_state;

/* The other teams with a marker in the area, as the seat may know them
 * (markers are public): the first such player, -1 none. */
static int other_marker(const trts_state *s, int area)
{
    int team = trts_team_of(s, s->current);
    for (int p = 0; p < s->n_players; p++)
        if ((s->markers[area] >> p & 1) && trts_team_of(s, p) != team)
            return p;
    return -1;
}

/* Is the drop of `units` into `to` asked first? In Micro or a group's move,
 * into an area with another team's marker or enemy pieces the seat sees. */
static bool confirm_needed(const trts_screen *c, const trts_set *units, int to)
{
    const trts_state *s = &c->st;
    if (s->current < 0 || to < 0 || to >= s->map->n_areas)
        return false;
    if (s->phase != TRTS_PHASE_MICRO && s->phase != TRTS_PHASE_GROUP)
        return false;
    if (other_marker(s, to) >= 0)
        return true;
    char lines[5][240];
    if (trts_forecast_words(c, units, to, lines))
        return true;
    /* a move that stops an area's minerals and cannot be taken back
     * (play-test 13: both Technicians left North Main, +4 became +0) */
    return trts_play_move_final(s, to) && trts_play_income_words(c, units, to, lines[0], sizeof lines[0]) == 2;
}

/* The units going, by name: "Trooper 1, Trooper 2" (at most four, then "and 3 more"). */
static void unit_names(const trts_screen *c, const trts_set *units, char *out, size_t size)
{
    int order[TRTS_MAX_PIECES], n = 0;
    const trts_state *s = &c->st;
    for (int i = 0; i < s->n_pieces; i++)
        if (trts_set_has(units, i))
            order[n++] = i;
    out[0] = '\0';
    size_t len = 0;
    for (int k = 0; k < n && len + 1 < size; k++) {
        if (k == 4) {
            /* TRANSLATORS: the end of a list of units: "Trooper 1, Trooper 2, …, and 3 more" */
            snprintf(out + len, size - len, _(", and %d more"), n - 4);
            return;
        }
        int w = snprintf(out + len, size - len, "%s%s", k ? ", " : "", trts_play_piece_label(c, s, order[k]));
        len += w > 0 ? (size_t)w : 0;
    }
}

static void ask_run(ui *u, void *self)
{
    ask_state *k = self;
    app *a = u->app;
    ui_fill(u, ui_rect(0, 0, a->w, a->h), ui_rgba(0, 0, 0, 110));
    int w = ui_px_text(u, 480) < a->w - ui_px(u, 30) ? ui_px_text(u, 480) : a->w - ui_px(u, 30);
    int pad = ui_px(u, 16), px = ui_px(u, 14);
    ui quiet = *u;
    quiet.draw = false;
    quiet.ev = NULL;
    int text_h = 0;
    for (int i = 0; i < ASK_LINES; i++)
        if (k->lines[i][0])
            text_h += ui_text_wrapped(&quiet, ui_rect(0, 0, w - 2 * pad, 0), k->lines[i], i ? px : ui_px(u, 17),
                                      ASK_TEXT) + ui_px(u, 4);
    int bh = ui_px(u, 38), h = pad + text_h + ui_px(u, 10) + bh + pad;
    SDL_Rect box = { a->w / 2 - w / 2, a->h / 2 - h / 2, w, h };
    ui_panel(u, box);
    int y = box.y + pad;
    for (int i = 0; i < ASK_LINES; i++)
        if (k->lines[i][0])
            y += ui_text_wrapped(u, ui_rect(box.x + pad, y, w - 2 * pad, 0), k->lines[i], i ? px : ui_px(u, 17),
                                 i == 0 ? ui_rgb(240, 242, 248) : i == 1 || i == 7 ? ASK_WARN : i >= 5 ? ASK_DIM : ASK_TEXT) + ui_px(u, 4);
    int gap = ui_px(u, 12), bw = (w - 2 * pad - gap) / 2, by = box.y + box.h - pad - bh;
    /* TRANSLATORS: the question before a move into another team's area: go (Enter) */
    bool yes = ui_button(u, ui_rect(box.x + pad, by, bw, bh), _("Move in (Enter)"), true) || ui_pressed(u, UI_KEY_ENTER);
    /* TRANSLATORS: the question before a move into another team's area: stay (Esc) */
    bool no = ui_button(u, ui_rect(box.x + pad + bw + gap, by, bw, bh), _("Stay (Esc)"), true) ||
              ui_pressed(u, UI_KEY_ESCAPE);
    if (!yes && !no)
        return;
    ask_state copy = *k;
    app_scene_pop(a, NULL); /* frees k; the game screen beneath stays */
    trts_screen *c = copy.c;
    if (yes) {
        trts_play_drop(a, c, copy.from, copy.to);
    } else {
        /* TRANSLATORS: TRTS: the move into another team's area was not made */
        snprintf(c->message, sizeof c->message, "%s", _("Nothing moved: your units stay where they are."));
    }
    a->dirty = true;
}

static bool ask_enter(app *a, const void *arg, void **self)
{
    (void)a;
    ask_state *k = malloc(sizeof *k);
    if (!k)
        return false;
    *k = *(const ask_state *)arg;
    *self = k;
    return true;
}

static void ask_leave(app *a, void *self)
{
    (void)a;
    free(self);
}

static const scene ask_scene = {
    .name = "trts-move-confirm",
    .overlay = true,
    .enter = ask_enter,
    .leave = ask_leave,
    .event = ask_run,
    .frame = ask_run,
};

static bool confirm_ask(app *a, trts_screen *c, const trts_set *units, int from, int to)
{
    const trts_state *s = &c->st;
    static ask_state k; /* large: kept off the stack */
    memset(&k, 0, sizeof k);
    k.c = c;
    k.from = from;
    k.to = to;
    k.units = *units;
    const char *where = trts_area_label(&s->map->areas[to]);
    char names[200];
    unit_names(c, units, names, sizeof names);
    /* TRANSLATORS: the question before a move into another team's area: the units, the area */
    snprintf(k.lines[0], sizeof k.lines[0], _("Move %s into %s?"), names, where);
    char lines[5][240];
    bool cuts = trts_play_income_words(c, units, to, k.lines[7], sizeof k.lines[7]) > 0;
    if (trts_forecast_words(c, units, to, lines)) {
        memcpy(k.lines[1], lines, sizeof lines); /* the same width */
    } else if (other_marker(s, to) < 0 && cuts) {
        /* only the income at stake: said first, then why it is asked */
        memcpy(k.lines[1], k.lines[7], sizeof k.lines[1]);
        k.lines[7][0] = '\0';
        snprintf(k.lines[5], sizeof k.lines[5], "%s", _("No Undo after this move: it shows whether enemies are there."));
    } else {
        int p = other_marker(s, to);
        bool ours = (s->markers[to] & (1u << s->current)) != 0;
        if (p >= 0 && !ours)
            /* TRANSLATORS: before a move into an area another player holds, where no enemy piece is seen */
            snprintf(k.lines[1], sizeof k.lines[1],
                     _("%s holds %s: entering starts a fight with whatever is there. You see no enemy piece there, "
                       "but hidden ones may be."),
                     trts_player_name(c, p), where);
        else
            /* TRANSLATORS: before a move into a contested area (both markers), where no enemy piece is seen */
            snprintf(k.lines[1], sizeof k.lines[1],
                     _("%s is contested: %s has a marker there too. You see no enemy piece there, but hidden ones "
                       "may be."),
                     where, p >= 0 ? trts_player_name(c, p) : "?");
        /* TRANSLATORS: before a move into another team's area: why it matters */
        snprintf(k.lines[5], sizeof k.lines[5], "%s",
                 _("Markers decide the winner: the team whose markers alone are in an area holds it."));
        trts_forecast_fired_words(c, units, k.lines[4], sizeof k.lines[4]); /* hidden enemies would go unanswered */
    }
    trts_play_route_words(c, units, to, k.lines[6], sizeof k.lines[6]);
    return app_scene_push(a, &ask_scene, &k);
}

void trts_play_drop_asking(app *a, trts_screen *c, int from, int to)
{
    trts_set units;
    bool retreat;
    char reason[280];
    if (trts_play_judge_drop(c, from, to, &units, &retreat, reason, sizeof reason) == TRTS_OK && !retreat &&
        confirm_needed(c, &units, to) && confirm_ask(a, c, &units, from, to))
        return;
    trts_play_drop(a, c, from, to);
}
