/*
 * TRTS's game screen (the side panel is panel.c): the map on the shared area-map
 * view extended as the spec's "The map view" says (fields, vents and free slots
 * per area; open edges plain, cliffs dashed, ramps with a chevron pointing up;
 * each team's markers as coloured flags; contested areas striped; visible pieces
 * as counters by type, the viewer's own hidden pieces marked hidden), the map's
 * mouse input (the drags that move groups and retreat units are played by
 * drop.c, judged by judge.c), the computer seats planned by the AI one plan per
 * tick (passive while Learn to play coaches, lesson.c), the combat shown step
 * by step, and the screen's enter and leave. Actions, covers, Undo and the
 * autosave are control.c's; nothing in trts/ but setup.c calls this file.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "areamap/keys.h"
#include "areamap/view.h"
#include "trts/board.h"
#include "shell/ui.h"
#include "skirmish/ai/trts.h"
#include "skirmish/data/files.h"
#include "skirmish/data/trts_files.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"

trts_screen *trts_current(const app *a) { return app_scene_state(a, &trts_play_scene); }

/* ---- the map ---- */

static void screen_layout(ui *u, app *a, float s, SDL_Rect *top, SDL_Rect *view, SDL_Rect *panel)
{
    /* The panel's text is at least 12 px (UI_MIN_TEXT_PX) whatever the scale:
     * its width follows the text, not the map, in a small window. */
    int top_h = (int)(36 * s), pw = (int)(380 * (s > 1.0f ? s : 1.0f)), m = (int)(8 * s);
    if (a->w < pw * 3) {
        /* a small window (800 x 560): the map takes the room, the panel keeps
         * a third, or what its bottom row of buttons needs */
        int narrow = a->w * 32 / 100, need = trts_panel_min_width(u);
        if (narrow < need)
            narrow = need;
        if (narrow < pw)
            pw = narrow;
    }
    if (pw > a->w * 9 / 20)
        pw = a->w * 9 / 20;
    *top = ui_rect(0, 0, a->w, top_h);
    *panel = ui_rect(a->w - pw - m, top_h + m, pw, a->h - top_h - 2 * m);
    *view = ui_rect(m, top_h + m, a->w - pw - 3 * m, a->h - top_h - 2 * m);
}

static int first_marker(uint8_t bits)
{
    for (int p = 0; p < TRTS_MAX_PLAYERS; p++)
        if (bits & (1u << p))
            return p;
    return -1;
}

static void build_model(trts_screen *c)
{
    const trts_state *s = &c->st;
    const trts_map *m = s->map;
    areamap_model *model = &c->model;
    areamap_model_clear(model);
    model->names_kept = true; /* every area named on the map (no name left to the hover card) */
    for (int i = 0; i < m->n_areas; i++) {
        const trts_area *ar = &m->areas[i];
        areamap_node *n = areamap_model_add_node(model);
        if (!n)
            return;
        n->x = (float)ar->x;
        n->y = (float)ar->y;
        n->size = 20.0f + 1.5f * (float)ar->minerals;
        int ctl = trts_area_controller(s, i), owner = first_marker(s->markers[i]);
        n->fill = ctl < 0 ? ui_rgb(92, 98, 110) : trts_player_colour(owner);
        n->pattern = ctl == -2 ? AREAMAP_PATTERN_STRIPES : AREAMAP_PATTERN_NONE;
        bool target = trts_play_drop_target(c, i);
        /* the picked area's neighbours a ground unit can step to (cliffs are for air only) */
        int e = c->sel_area >= 0 && c->sel_area != i ? trts_map_edge_between(m, c->sel_area, i) : -1;
        bool near = e >= 0 && m->edges[e].kind != TRTS_EDGE_CLIFF;
        n->highlight = i == c->sel_area || i == c->hover || target || near ||
                       (s->phase == TRTS_PHASE_DEFEND && i == s->pending_area);
        n->outline = i == c->sel_area ? ui_rgb(255, 240, 150)
                     : target         ? ui_rgb(120, 230, 140)
                     : near           ? ui_rgb(150, 190, 240)
                                      : ui_rgb(230, 232, 240);
        /* the combat being shown step by step */
        if (i == s->log.area && c->log_shown < s->log.n_hits + s->log.n_steps) {
            n->highlight = true;
            n->outline = ui_rgb(240, 96, 80);
        }
    }
    /* terrain, tints, stripes, names, pieces and edges: board.c */
    trts_board_describe(c, model);
    trts_board_edges(c, model);
}

static bool in_rect(SDL_Rect r, int x, int y) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }

static void handle_map_events(ui *u, app *a, trts_screen *c)
{
    const ui_event *ev = u->ev;
    if (!ev || c->cover)
        return;
    SDL_Rect vp = c->cam.viewport;
    switch (ev->kind) {
    case UI_EV_MOUSE_MOVE:
        if (c->panning) {
            areamap_camera_pan(&c->cam, (float)(ev->x - c->pan_x), (float)(ev->y - c->pan_y));
            c->pan_moved = true;
            c->pan_x = ev->x;
            c->pan_y = ev->y;
        }
        c->hover = in_rect(vp, ev->x, ev->y) ? areamap_view_hit(&c->cam, &c->model, ev->x, ev->y) : -1;
        if (c->drop_note[0] && abs(ev->x - c->drop_x) + abs(ev->y - c->drop_y) > ui_px(u, 48))
            c->drop_note[0] = '\0'; /* the refusal's box goes with the pointer (play-test 11: it lingered) */
        return;
    case UI_EV_WHEEL:
        if (in_rect(vp, a->mouse_x, a->mouse_y))
            areamap_camera_zoom_at(&c->cam, ev->wheel > 0 ? 1.25f : 0.8f, (float)a->mouse_x, (float)a->mouse_y);
        return;
    case UI_EV_MOUSE_DOWN:
        if (!in_rect(vp, ev->x, ev->y))
            return;
        if (ev->button == UI_BUTTON_RIGHT) {
            c->panning = true;
            c->pan_moved = false;
            c->pan_x = ev->x;
            c->pan_y = ev->y;
            return;
        }
        c->drag_from = areamap_view_hit(&c->cam, &c->model, ev->x, ev->y);
        c->drop_note[0] = '\0';
        c->message[0] = '\0'; /* the last refusal was about the gesture before (play-test 15: it stayed) */
        return;
    case UI_EV_MOUSE_UP: {
        if (ev->button == UI_BUTTON_RIGHT) {
            c->panning = false;
            return;
        }
        int from = c->drag_from, to = in_rect(vp, ev->x, ev->y) ? areamap_view_hit(&c->cam, &c->model, ev->x, ev->y) : -1;
        c->drag_from = -1;
        if (from < 0 || to < 0)
            return;
        if (from == to) {
            if (c->sel_area != to)
                c->worker = -1;
            c->sel_area = to;
            return;
        }
        c->drop_x = ev->x;
        c->drop_y = ev->y;
        if (trts_play_human_input(c))
            trts_play_drop_asking(a, c, from, to); /* asked first into another team's area */
        return;
    }
    default: return;
    }
}

/* What the first Esc over a group that has moved says (play-test 17). */
static const char *group_kept(void)
{
    /* TRANSLATORS: TRTS Micro: Esc pressed while the player's group, which has already moved, is active */
    return _("Your group has moved, so it stays picked until you End it (Enter). Press Esc again for the menu.");
}

/* The news just closed by the seat at the screen (its unread entries, some a
 * frame ago, all read now): the marks of what it saw go with it. A game opened
 * with its news already read keeps its marks until the seat acts (control.c),
 * unless the seat had closed them before (play-test 17: after kill -9 and
 * Continue the closed news came back): where it closed them is kept in the
 * save (data_seat.news_seen, trts_lastturn_scan), written at once. */
static void news_closed(app *a, trts_screen *c)
{
    static const trts_screen *screen;
    static int viewer = -1, unread;
    int now = c->viewer >= 0 && c->viewer < TRTS_MAX_PLAYERS ? evlog_unseen(&c->events, c->viewer, NULL, 0) : 0;
    if (screen == c && viewer == c->viewer && unread > 0 && now == 0 && c->news) {
        trts_news_marks_clear(&c->news[c->viewer]);
        c->seats[c->viewer].news_seen = c->rec->n_actions;
        trts_control_autosave(a, c);
    }
    screen = c;
    viewer = c->viewer;
    unread = now;
}

static void draw_top(ui *u, trts_screen *c, SDL_Rect top)
{
    const trts_state *s = &c->st;
    ui_fill(u, top, ui_rgb(26, 30, 44));
    /* TRANSLATORS: TRTS phases, in the top bar after the map's name */
    static const char *const phases[] = { N_("Macro"), N_("Micro"), N_("Micro · group"), N_("Micro · defence"),
                                          N_("Combat · retreat?"), N_("Combat · targets"), N_("Combat · keep-alive"),
                                          N_("Reposition"), N_("Game over") };
    char text[200], map_name[64];
    snprintf(map_name, sizeof map_name, "%s", i18n_content(s->map->name));
    /* TRANSLATORS: the top bar: the map's name and the phase */
    /* a computer's group is its own business: plain "Micro" (play-test 3) */
    int phase = s->phase == TRTS_PHASE_GROUP && s->current >= 0 && s->players[s->current].computer ? TRTS_PHASE_MICRO
                                                                                                     : (int)s->phase;
    snprintf(text, sizeof text, _("TRTS · %s · %s"), map_name, _(phases[phase]));
    /* the last turn shown again is no live turn (play-test 11: Player 2's
     * replay looked like Player 1 to act): the title says so, in amber */
    bool replay = trts_lastturn_shown(c) != NULL;
    if (replay && trts_lastturn_owner(s) >= 0) /* a defence or a retreat is an answer within that turn */
        /* TRANSLATORS: TRTS top bar while the last turn is shown again: whose turn it was, and its phase */
        snprintf(text, sizeof text, _("Replay: %s's turn · %s"), trts_player_name(c, trts_lastturn_owner(s)),
                 _(phases[phase]));
    SDL_Color title_col = replay ? ui_rgb(250, 200, 90) : ui_rgb(236, 238, 244);
    int px = ui_px(u, 16), y = (top.h - px) / 2;
    int title_w = ui_text(u, ui_px(u, 12), y, text, px, true, title_col, UI_LEFT);
    /* the event log, beside the title (L too) */
    /* TRANSLATORS: TRTS top-bar button: opens the whole event log (keep it short) */
    const char *log_label = C_("trts button", "Log");
    int lw = ui_text_width(u, log_label, ui_px(u, 13), true) + ui_px(u, 20), lh = top.h - ui_px(u, 10);
    /* at the end the log opens over the map, the table put away (View map) */
    bool over = s->phase == TRTS_PHASE_OVER && !c->cover && !c->replay;
    if (ui_button(u, ui_rect(ui_px(u, 24) + title_w, ui_px(u, 5), lw, lh), log_label, trts_report_reader(c) >= 0 || over)) {
        c->history_open = c->show_result || !c->history_open;
        c->show_result = false;
        c->history_scroll = 0;
    }
    /* the round tracker: red from the depletion round */
    int shown = s->round > s->map->rounds ? s->map->rounds : s->round;
    snprintf(text, sizeof text, _("Round %d / %d"), shown, s->map->rounds);
    bool red = s->round >= s->map->deplete_round;
    int x = top.w - ui_px(u, 12);
    int tw = ui_text(u, x, y, text, px, true, red ? ui_rgb(240, 96, 80) : ui_rgb(220, 224, 232), UI_RIGHT);
    if (u->draw) { /* what the red means (the legend says it too) */
        char tip[300];
        if (s->map->deplete_round > s->map->rounds)
            snprintf(tip, sizeof tip, "%s", _("The round and the game's length. Start areas never run dry in this game."));
        else
            /* TRANSLATORS: the round tracker's tooltip */
            snprintf(tip, sizeof tip,
                     _("The round and the game's length. From round %d (red) start areas give no more minerals and their "
                       "extractors 1 gas with 3 workers: build depots elsewhere before then."),
                     s->map->deplete_round);
        ui_tooltip(u, ui_rect(x - tw, 0, tw, top.h), tip);
    }
    x -= tw + ui_px(u, 16);
    /* the turn line, this round's starting player first */
    /* and each player's areas now, the count the game is won on (docs/trts.md "End of game") */
    int order[TRTS_MAX_PLAYERS], n = trts_turn_order(s, order);
    int right = x, apx = ui_px(u, 14);
    for (int i = n - 1; i >= 0; i--) {
        float r = (float)ui_px(u, order[i] == s->current ? 9 : 6);
        if (u->draw) {
            ui_emblem(u->r, order[i], (float)x - r, (float)(top.h / 2), r, trts_player_colour(order[i]));
            if (order[i] == s->current)
                draw_ring(u->r, (float)x - r, (float)(top.h / 2), r + 2, 2, title_col);
        }
        x -= (int)(2 * r) + ui_px(u, 3);
    }
    if (u->draw) { /* the legend says it too (play-test 3: the signs were nowhere explained) */
        char tip[400], names[200] = "";
        for (int i = 0; i < n; i++)
            snprintf(names + strlen(names), sizeof names - strlen(names), i ? ", %s" : "%s", trts_player_name(c, order[i]));
        /* TRANSLATORS: the top bar's turn line tooltip: the players in this round's order, then the one to act */
        snprintf(tip, sizeof tip, _("Turn order this round, first on the left: %s. The larger sign ringed in white is the "
                                    "player to act: %s."), names, trts_player_name(c, s->current));
        if (replay)
            /* TRANSLATORS: the top bar's turn line tooltip while the last turn is shown again */
            snprintf(tip, sizeof tip, _("Replay: the turn order of that round, first on the left: %s. The larger sign "
                                        "ringed in amber is the player to act in the step shown: %s."),
                     names, trts_player_name(c, s->current));
        ui_tooltip(u, ui_rect(x, 0, right - x, top.h), tip);
    }
    /* the areas in player order (the turn line's order changes from round to
     * round; the count stays put): "Areas: 3 ▲ 2 ●"; kept at the game's end,
     * the final score (play-test 10 found it gone) */
    x -= ui_px(u, 14);
    right = x;
    for (int p = s->n_players - 1; p >= 0; p--) {
        float r = (float)ui_px(u, 5);
        if (u->draw)
            ui_emblem(u->r, p, (float)x - r, (float)(top.h / 2), r, trts_player_colour(p));
        x -= (int)(2 * r) + ui_px(u, 2);
        snprintf(text, sizeof text, "%d", trts_areas_of(s, p));
        x -= ui_text(u, x, (top.h - apx) / 2, text, apx, true, trts_player_colour(p), UI_RIGHT) + ui_px(u, 8);
    }
    /* the score as the objective: what each holds now and what wins, when the
     * bar has room (800 px wide it has not: the short label, the tooltip says it) */
    char goal[120];
    /* TRANSLATORS: the top bar, before each player's count of areas: the score, and what wins at the end */
    snprintf(goal, sizeof goal, _("Areas held (most after round %d wins):"), s->map->rounds);
    if (s->phase == TRTS_PHASE_OVER)
        /* TRANSLATORS: the top bar at the game's end, before each player's count of areas */
        snprintf(goal, sizeof goal, "%s", _("Areas held at the end:"));
    int left_end = ui_px(u, 24) + title_w + lw + ui_px(u, 12);
    if (x - ui_text_width(u, goal, apx, false) < left_end)
        /* TRANSLATORS: the top bar, before each player's count of areas (the game is won on areas) */
        snprintf(goal, sizeof goal, "%s", _("Areas:"));
    x -= ui_text(u, x, (top.h - apx) / 2, goal, apx, false, ui_rgb(170, 176, 190), UI_RIGHT);
    if (u->draw) {
        char tip[400], names[200] = "";
        for (int i = 0; i < s->n_players; i++) {
            size_t len = strlen(names);
            /* TRANSLATORS: one player's areas in the top bar's tooltip: name and count */
            snprintf(names + len, sizeof names - len, i ? _(" · %s %d") : _("%s %d"), trts_player_name(c, i),
                     trts_areas_of(s, i));
        }
        /* TRANSLATORS: the top bar's areas tooltip: %d is the last round, %s each player's count */
        snprintf(tip, sizeof tip,
                 _("Areas: how many areas each player holds now (an area is held by the team whose markers alone are "
                   "in it). How to win: after round %d the player with the most areas wins (ties: most unit supply on "
                   "the map). A player with no buildings left is out at once. Areas now: %s."),
                 s->map->rounds, names);
        ui_tooltip(u, ui_rect(x, 0, right - x, top.h), tip);
    }
}

/* Online: the link and whom the game waits for, in a strip over the map's top
 * (a drop said there at once; it reconnects by itself). */
static void draw_online(ui *u, trts_screen *c, SDL_Rect view)
{
    if (!c->online || !u->draw)
        return;
    trts_remote_status st;
    c->remote.status(c->remote.ctx, &st);
    const trts_state *s = &c->st;
    char line[700];
    snprintf(line, sizeof line, "%s", st.line);
    size_t n = strlen(line);
    if (!st.down && s->phase != TRTS_PHASE_OVER) {
        char part[200] = ""; /* the seat's own turn: the panel says it */
        if (s->current == c->remote.seat && c->remote.waiting(c->remote.ctx))
            snprintf(part, sizeof part, "%s", _("Sent to the server…"));
        else if (s->current != c->remote.seat)
            snprintf(part, sizeof part, _("Waiting for %s to play"), trts_player_name(c, s->current));
        if (part[0])
            snprintf(line + n, sizeof line - n, " · %s", part);
        for (int p = 0; p < s->n_players; p++) {
            n = strlen(line);
            if (p != c->remote.seat && !c->remote.connected(c->remote.ctx, p)) {
                snprintf(part, sizeof part, _("%s (not connected)"), trts_player_name(c, p));
                snprintf(line + n, sizeof line - n, " · %s", part);
            }
        }
    }
    int h = ui_px(u, 24);
    SDL_Rect r = ui_rect(view.x, view.y, view.w, h);
    ui_fill(u, r, st.down ? ui_rgba(110, 40, 30, 230) : ui_rgba(20, 24, 34, 220));
    ui_text_cut(u, line, sizeof line, ui_px(u, 13), true, view.w - ui_px(u, 16));
    ui_text_fit(u, ui_rect(view.x + ui_px(u, 8), view.y, view.w - ui_px(u, 16), h), line, ui_px(u, 13), true,
                st.down ? ui_rgb(255, 220, 200) : ui_rgb(200, 210, 226), UI_LEFT);
}

static void play_run(ui *u, void *self)
{
    app *a = u->app;
    trts_screen *c = self;
    SDL_Rect top, view, side;
    screen_layout(u, a, u->s, &top, &view, &side);
    build_model(c);
    if (!c->fitted || c->cam.viewport.w != view.w || c->cam.viewport.h != view.h) {
        float zoom = c->cam.zoom, cx = c->cam.centre_x, cy = c->cam.centre_y;
        areamap_camera_fit(&c->cam, &c->model, view);
        /* room for the flags above the areas, their names under and the counters beside */
        float pw = (c->cam.max_x - c->cam.min_x) * 0.08f + 30, ph = (c->cam.max_y - c->cam.min_y) * 0.08f + 30;
        c->cam.min_x -= pw;
        c->cam.max_x += pw * 1.6f;
        c->cam.min_y -= ph;
        c->cam.max_y += ph * 1.3f;
        c->cam.centre_x = (c->cam.min_x + c->cam.max_x) / 2;
        c->cam.centre_y = (c->cam.min_y + c->cam.max_y) / 2;
        if (c->fitted) {
            c->cam.zoom = zoom;
            c->cam.centre_x = cx;
            c->cam.centre_y = cy;
        }
        c->fitted = true;
    }
    if (!(trts_report_open(c) && trts_report_key(u))) /* the report's key is not the map cursor's */
        areamap_keys_run(u, &c->model, &c->cam, !c->cover && !c->show_result, c->drag_from >= 0); /* the map by keys (areamap/keys.h) */
    if (u->draw) {
        SDL_SetRenderDrawColor(u->r, 16, 19, 28, 255);
        SDL_RenderClear(u->r);
        if (c->cover) /* else the map covers it, opaque */
            ui_fill(u, view, ui_rgb(22, 26, 36));
    }
    draw_top(u, c, top);
    if (!c->cover) {
        areamap_view_draw_cached(u, &c->cam, &c->model, &c->cache);
        if (u->draw) {
            SDL_RenderSetClipRect(u->r, &view);
            if (c->drag_from >= 0) {
                float x, y;
                areamap_camera_to_screen(&c->cam, c->model.nodes[c->drag_from].x, c->model.nodes[c->drag_from].y, &x, &y);
                /* red over a border with no passage (play-test 14: the line read as a link) */
                trts_set units;
                bool retreat, no_way = trts_play_not_linked(c, c->drag_from, c->hover);
                char why[280];
                no_way = no_way && trts_play_judge_drop(c, c->drag_from, c->hover, &units, &retreat, why, sizeof why) != TRTS_OK;
                draw_line(u->r, x, y, (float)a->mouse_x, (float)a->mouse_y, 4,
                          no_way ? ui_rgba(230, 50, 40, 230) : ui_rgba(255, 240, 150, 220));
            }
            SDL_RenderSetClipRect(u->r, NULL);
        }
        /* what the seat could see the others do since its last turn (play-test
         * 11), until it closes the news (play-test 14: the marks stayed after
         * the news was closed and covered the areas' names) */
        news_closed(a, c);
        if (c->news && c->viewer >= 0 && c->viewer < TRTS_MAX_PLAYERS && c->viewer == c->st.current && !c->show_result &&
            c->drag_from < 0 && !trts_lastturn_shown(c)) /* the replay has its own marks */
            trts_news_marks_draw(u, c, &c->news[c->viewer], view);
        if (!c->show_result) {
            /* one box at a time: the refusal's note, else the area's card (play-test 11: they overlapped) */
            bool note = c->drop_note[0] && strcmp(c->drop_note, c->message) == 0;
            int hover = c->hover;
            c->hover = note ? -1 : hover;
            trts_board_overlay(u, c, view);
            c->hover = hover;
            bool forecast = trts_forecast_box(u, c, view);
            trts_play_drag_preview(u, c, view, forecast);
        }
        if (c->drop_note[0] && strcmp(c->drop_note, c->message) == 0 && u->draw)
            trts_play_drop_note(u, c, view);
        draw_online(u, c, view);
    }
    SDL_Rect report = c->cover ? ui_rect(0, 0, 0, 0) : trts_report_box(u, a, c, view);
    if (c->show_result) {
        /* the panel's bottom row stays live beside the table: Replay (or R)
         * shows the last round again (play-test 16: greyed there) */
        ui quiet = *u;
        bool panel_ev = u->ev && ((u->ev->kind == UI_EV_KEY && u->ev->key == UI_KEY_R) ||
                                  (u->ev->kind != UI_EV_KEY && in_rect(side, u->ev->x, u->ev->y)));
        quiet.ev = panel_ev ? u->ev : NULL;
        trts_panel(&quiet, a, c, side);
        if (!c->show_result || app_scene_top(a) != &trts_play_scene)
            return;
        int box_h = ui_px(u, 140) + c->st.n_players * ui_px(u, 24);
        /* Over the map, or over the whole window when the map is too narrow for
         * the table's text (never under 12 px). */
        int bw = ui_px_text(u, 560) < a->w - ui_px(u, 20) ? ui_px_text(u, 560) : a->w - ui_px(u, 20);
        int bx = view.x + view.w / 2 - bw / 2;
        bx = bx + bw > a->w - ui_px(u, 10) ? a->w - ui_px(u, 10) - bw : bx;
        bx = bx < ui_px(u, 10) ? ui_px(u, 10) : bx;
        trts_result_table(u, a, c, ui_rect(bx, view.y + view.h / 2 - box_h / 2, bw, box_h));
        return;
    }
    if (trts_alarm_card(u, a, c, view)) { /* another side's attack told first (play-test 16) */
        ui quiet = *u;
        quiet.ev = NULL;
        trts_panel(&quiet, a, c, side);
        return;
    }
    if (report.w > 0 && trts_report_key(u)) { /* the report closed by it: nothing else has the key */
        ui quiet = *u;
        quiet.ev = NULL;
        trts_panel(&quiet, a, c, side);
        return;
    }
    if (ui_pressed(u, UI_KEY_ESCAPE)) {
        /* the move under way first (the question, a drag, picks, an activation
         * that did nothing yet), the pause menu only once there is none */
        if (c->confirm_end || c->confirm_done) { /* "End this turn without moving?": Keep choosing */
            if (c->confirm_done)
                c->message[0] = '\0';
            c->confirm_end = c->confirm_done = false;
        } else if (trts_board_legend_close()) {
            /* the legend over the map closes first (play-test 14: Esc opened the pause menu over it) */
        } else if (c->drag_from >= 0 || !trts_set_empty(&c->sel) || (c->worker >= 0 && c->sel_area < 0) ||
                   c->attacker >= 0) {
            c->drag_from = c->worker = c->attacker = -1;
            trts_set_clear(&c->sel);
            c->message[0] = '\0'; /* nothing picked: no old refusal either (play-test 15) */
        } else if (c->sel_area >= 0) {
            /* the picked area next, with the worker its panel picked for it
             * (play-test 14: Esc cleared that worker, the panel picked it again,
             * and nothing seemed to happen) */
            c->sel_area = c->worker = -1;
        } else if (trts_play_idle_activation(c) && trts_play_can_undo(c)) {
            trts_play_undo(a, c);
            /* TRANSLATORS: TRTS Micro: Esc took back an activation before its group did anything */
            snprintf(c->message, sizeof c->message, "%s", _("Activation taken back: nothing was moved, the turn is still yours."));
        } else if (c->st.phase == TRTS_PHASE_GROUP && c->viewer == c->st.current && !c->cover &&
                   !c->st.players[c->st.current].computer && strcmp(c->message, group_kept()) != 0) {
            /* a group that has moved cannot be put down (its moves are made):
             * the first Esc says so, the second opens the menu (play-test 17:
             * Esc over the group opened the pause menu at once) */
            snprintf(c->message, sizeof c->message, "%s", group_kept());
        } else {
            trts_play_pause(a, c);
        }
        return;
    }
    if (u->ev && u->ev->kind == UI_EV_KEY && u->ev->key == UI_KEY_Z && u->ev->ctrl) {
        trts_play_undo(a, c);
        return;
    }
    bool coached = trts_lesson_run(u, a, c, view); /* the first game's banner (lesson.c) */
    if (!coached && !(u->ev && report.w > 0 && in_rect(report, u->ev->x, u->ev->y) && u->ev->kind != UI_EV_MOUSE_UP))
        handle_map_events(u, a, c);
    /* A menu pushed by this event: nothing more of it here. Drawn under an
     * overlay (the pause menu), the panel is still drawn, without input. */
    if (u->ev && app_scene_top(a) != &trts_play_scene)
        return;
    if (c->cover) {
        trts_cover_draw(u, a, c, ui_rect(0, top.h, a->w, a->h - top.h));
        return;
    }
    trts_panel(u, a, c, side);
}

/* Enter held when a prompt changed counts again once released. Seen on every
 * step of the app, not only on drawn frames: a key's release draws nothing, so
 * a release seen only at the next frame was seen at the next press, with the
 * key down again (play-test 18: Enter after "Move in (Enter)" did nothing until
 * the pointer moved). */
static void enter_release_seen(trts_screen *c)
{
    const Uint8 *keys = SDL_GetKeyboardState(NULL);
    if (c->enter_stale && !(keys && (keys[SDL_SCANCODE_RETURN] || keys[SDL_SCANCODE_KP_ENTER])))
        c->enter_stale = false; /* released: the next press counts */
}

/* While a combat is shown step by step, the screen is drawn from the state
 * before it with the live log, and takes no input but "skip" (a click, Space). */
static void play_frame(ui *u, void *self)
{
    trts_screen *c = self;
    /* every Enter seen, whatever takes it: a press and its repeats are one */
    Uint32 now = app_ticks(u->app);
    if (u->ev && u->ev->kind == UI_EV_KEY && u->ev->key == UI_KEY_ENTER) {
        if (c->enter_last_at == 0 || now - c->enter_last_at > TRTS_ENTER_REPEAT_MS)
            c->enter_press_at = now;
        c->enter_last_at = now ? now : 1;
    }
    if (c->drop_note[0] && (c->note_w != u->app->w || c->note_h != u->app->h)) {
        /* the note by the map's drop is of a map that moved: gone with a resize
         * (play-test 16: a stale "Move refused" hid an area after one) */
        if (c->note_w)
            c->drop_note[0] = '\0';
        c->note_w = u->app->w;
        c->note_h = u->app->h;
    }
    enter_release_seen(c);
    if (c->replay) {
        trts_lastturn_frame(u, u->app, c, play_run);
        return;
    }
    if (!c->anim) {
        play_run(u, self);
        return;
    }
    if (u->ev && (u->ev->kind == UI_EV_MOUSE_DOWN || ui_pressed(u, UI_KEY_SPACE) || ui_pressed(u, UI_KEY_ENTER))) {
        c->log_shown = c->st.log.n_hits + c->st.log.n_steps;
        c->anim = false;
        u->app->dirty = true;
        return;
    }
    c->scratch = c->st;
    c->st = c->shown;
    c->st.log = c->scratch.log;
    ui quiet = *u;
    quiet.ev = NULL;
    /* A combat is public: in hot-seat everyone watches it on the public map,
     * and the next human's cover comes after it (play-test 5) */
    bool cover = c->cover;
    int viewer = c->viewer;
    if (trts_play_humans(&c->scratch) >= 2) {
        c->cover = false;
        c->viewer = -1;
    }
    play_run(&quiet, self);
    c->cover = cover;
    c->viewer = viewer;
    c->st = c->scratch;
}

/* ---- time: the computer's plans, the combat shown step by step ---- */

static bool play_update(app *a, void *self, float dt, bool on_top)
{
    trts_screen *c = self;
    trts_state *s = &c->st;
    enter_release_seen(c);
    if (!on_top && c->hover >= 0) { /* a question over the game (the window's close asked): the area's card
                                     * described the pointer before it, back when the pointer moves (play-test 13) */
        c->hover = -1;
        a->dirty = true;
    }
    if (c->replay) /* "Show last turn again": held while the pause menu is over it */
        return on_top && trts_lastturn_update(a, c, dt);
    if (c->online)
        trts_control_take(a, c, true); /* the server's views (trts/remote.h) */
    bool instant = a->prefs.anim_speed == DATA_ANIM_INSTANT;
    bool moving = false;
    /* new combat in the log: show it hit by hit */
    if (s->log.area >= 0 && (s->log.area != c->log_seen_area || s->log.n_hits < c->log_seen_hits)) {
        c->log_seen_area = s->log.area;
        c->log_shown = 0;
        c->log_t = 0;
    }
    c->log_seen_hits = s->log.n_hits;
    int total = s->log.area >= 0 ? s->log.n_hits + s->log.n_steps : 0;
    if (c->anim && c->log_shown >= total) {
        c->anim = false;
        a->dirty = true;
    }
    if (c->log_shown < total) {
        c->log_t += dt;
        float per = instant ? 0.0f : a->prefs.anim_speed == DATA_ANIM_FAST ? 0.15f : 0.35f;
        while (c->log_shown < total && (per == 0.0f || c->log_t >= per)) {
            c->log_shown++;
            c->log_t -= per;
        }
        a->dirty = true;
        moving = true;
    }
    if (!on_top || c->anim || s->phase == TRTS_PHASE_OVER || s->players[s->current].computer == false || c->show_result ||
        c->online) /* online the server plays its computers */
        return moving;
    c->ai_t += dt;
    if (!instant && c->ai_t < 0.25f)
        return true;
    c->ai_t = 0;
    static trts_action plan[TRTS_AI_PLAN_MAX];
    int n = trts_lesson_plan(c, plan, TRTS_AI_PLAN_MAX); /* the computer's, passive in the lesson */
    for (int i = 0; i < n; i++) {
        int who = s->current, was = s->phase;
        if (!trts_play_act(a, c, plan[i])) {
            char why[sizeof c->message];
            memcpy(why, c->message, sizeof why);
            snprintf(c->message, sizeof c->message, _("The computer's plan was refused (a bug): %s"), why);
            break;
        }
        /* its Micro turns are otherwise invisible (play-test 5): a pass is said
         * until the human's next order */
        if (plan[i].kind == TRTS_ACT_PASS)
            /* TRANSLATORS: TRTS Micro: a computer seat passed (%s: its name); the second: it so ended Micro */
            snprintf(c->message, sizeof c->message, s->phase != TRTS_PHASE_REPOSITION ? _("%s passed: nothing moved.")
                     : _("%s passed: nothing moved. Micro is over: as many quiet turns in a row as players."),
                     trts_player_name(c, who));
        /* its Macro is secret, but that it ended it and so began Micro is not
         * (play-test 17: after Done the phase just turned to Micro,
         * unexplained); said only then: in Macro the words would come and go
         * under the seat's own Done (test_panel_holds_still); a Done of
         * Reposition or the game's last is none (play-test 18: the words stayed
         * through Reposition and on Game over) */
        if (plan[i].kind == TRTS_ACT_DONE && was == TRTS_PHASE_MACRO && s->phase == TRTS_PHASE_MICRO)
            /* TRANSLATORS: TRTS: a computer seat (%s: its name) ended its Macro, the last to, so Micro begins */
            snprintf(c->message, sizeof c->message, _("%s finished its Macro: its orders stay secret. Micro begins."),
                     trts_player_name(c, who));
    }
    a->dirty = true;
    return true;
}

/* ---- enter and leave ---- */

static bool play_enter(app *a, const void *arg, void **self)
{
    const trts_play_args *args = arg;
    trts_content *k = trts_content_get(a);
    trts_screen *c = calloc(1, sizeof *c);
    if (c)
        c->rec = malloc(sizeof *c->rec);
    if (!k || !c || !c->rec) {
        if (c)
            free(c->rec);
        free(c);
        snprintf(a->message, sizeof a->message, "%s", _("out of memory"));
        return false;
    }
    *c->rec = *args->rec;
    for (int p = 0; p < TRTS_MAX_PLAYERS; p++) {
        if (args->seats && p < c->rec->setup.n_players)
            c->seats[p] = args->seats[p];
        else
            data_seat_set(&c->seats[p], false, NULL);
        c->seats[p].computer = c->rec->setup.computer[p]; /* the rules' word */
    }
    int bad = -1;
    if (!trts_replay(&c->st, &k->rules, c->rec, &bad)) {
        snprintf(a->message, sizeof a->message, _("The game cannot be replayed (action %d)"), bad);
        free(c->rec);
        free(c);
        return false;
    }
    c->undo_floor = trts_control_undo_floor(&k->rules, c->rec); /* a loaded game keeps its Undo */
    c->gesture_to = -1;
    c->last_decider = -1;
    c->sel_area = c->worker = c->attacker = c->drag_from = c->hover = -1;
    c->fight_on_area = c->fight_on_seat = -1;
    c->alarm.seat = -1;
    c->log_seen_area = c->st.log.area;
    c->log_seen_hits = c->st.log.n_hits;
    c->log_shown = c->st.log.n_hits + c->st.log.n_steps;
    c->result_seen = c->st.phase == TRTS_PHASE_OVER;
    /* the events so far (a loaded game's log reads back), already seen */
    evlog_init(&c->events);
    c->events.rounds = true; /* its rows say "Round 12" */
    trts_events_names(c->seats, c->rec->setup.n_players);
    trts_events_replay(&c->events, &k->rules, c->rec);
    for (int p = 0; p < c->st.n_players; p++)
        evlog_mark_seen(&c->events, p);
    trts_lastturn_scan(c); /* each seat's last turn, from the record */
    /* a loaded game's combat log is of the round its last fight was logged in
     * (play-test 11: after Continue, round 4's fight read "Latest" in round 8) */
    c->log_mark_area = c->st.log.area;
    c->log_mark_steps = c->st.log.n_steps;
    c->log_mark_hits = c->st.log.n_hits;
    for (int i = 0; i < c->events.n; i++)
        if (c->events.items[i].kind == EVLOG_BATTLE)
            c->log_round = c->events.items[i].turn;
    if (args->autosave)
        snprintf(c->autosave, sizeof c->autosave, "%s", args->autosave);
    c->again = args->again;
    if (args->lesson)
        c->lesson = trts_lesson_new(c);
    if (args->remote) { /* online: the seat's view as the server has it now */
        c->online = true;
        c->remote = *args->remote;
        if (c->remote.events) /* the log of its earlier visits */
            evlog_copy(&c->events, c->remote.events);
        trts_control_take(a, c, false);
        c->log_seen_area = c->st.log.area;
        c->log_seen_hits = c->st.log.n_hits;
        c->log_shown = c->st.log.n_hits + c->st.log.n_steps;
        for (int p = 0; p < c->st.n_players; p++)
            evlog_mark_seen(&c->events, p);
    }
    areamap_model_init(&c->model);
    trts_control_refresh_seat(c);
    trts_control_autosave(a, c);
    *self = c;
    return true;
}

static void play_leave(app *a, void *self)
{
    (void)a;
    trts_screen *c = self;
    if (c->online && c->remote.events) /* kept for its next visit */
        evlog_copy(c->remote.events, &c->events);
    if (c->online && c->remote.close)
        c->remote.close(c->remote.ctx);
    trts_events_names(NULL, 0);
    areamap_model_free(&c->model);
    areamap_cache_free(&c->cache);
    evlog_free(&c->events);
    free(c->replay);
    free(c->news);
    free(c->memory);
    free(c->lesson);
    free(c->rec);
    free(c);
}

const scene trts_play_scene = {
    .name = "trts",
    .help = "trts",
    .enter = play_enter,
    .leave = play_leave,
    .event = play_frame,
    .frame = play_frame,
    .update = play_update,
};
