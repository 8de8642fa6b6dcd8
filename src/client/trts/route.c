/*
 * TRTS's drag preview (split from drop.c): while a drag is held over an area,
 * the drop is judged as it would be played (trts_play_judge_drop, the core's
 * trts_test_move_way). Refused, the reason is drawn at the target and no
 * forecast is shown; legal, the route each unit would take (the core's
 * trts_move_route, the same search the move uses) is drawn through the areas'
 * tokens with its MP cost, and said in words in a box when no combat forecast
 * is shown. Every area on a route is the team's own or the target, so nothing
 * the seat cannot see is drawn. play.c and drop.c call in.
 */
#include <stdio.h>

#include "shell/ui.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"

static const SDL_Color WARN = { 255, 190, 120, 255 }, ROUTE = { 120, 220, 255, 255 }, DIM = { 170, 176, 190, 255 },
                       NO_WAY = { 230, 50, 40, 255 };

#define ROUTES 4

/* The distinct routes of the units (one per area they start from). */
typedef struct routes {
    int n, len[ROUTES], mp[ROUTES], area[ROUTES][TRTS_MAX_AREAS];
} routes;

static void routes_of(const trts_screen *c, const trts_set *units, int to, routes *out)
{
    const trts_state *s = &c->st;
    int kind = s->phase == TRTS_PHASE_DEFEND || s->phase == TRTS_PHASE_COMBAT_RETREAT ? TRTS_ACT_RETREAT : TRTS_ACT_MOVE;
    out->n = 0;
    for (int i = 0; i < s->n_pieces; i++) {
        if (!trts_set_has(units, i) || !s->pieces[i].alive)
            continue;
        int k = 0;
        while (k < out->n && out->area[k][0] != s->pieces[i].area)
            k++;
        if (k < out->n) {
            if (s->pieces[i].mp < out->mp[k])
                out->mp[k] = s->pieces[i].mp;
            continue;
        }
        if (out->n == ROUTES)
            continue;
        int len = trts_move_route(s, i, to, kind, out->area[k], TRTS_MAX_AREAS);
        if (len < 2)
            continue;
        out->len[k] = len;
        out->mp[k] = s->pieces[i].mp;
        out->n++;
    }
}

void trts_play_route_words(const trts_screen *c, const trts_set *units, int to, char *out, size_t size)
{
    const trts_state *s = &c->st;
    routes R;
    routes_of(c, units, to, &R);
    size_t n = 0;
    out[0] = '\0';
    for (int k = 0; k < R.n && n + 1 < size; k++) {
        char way[240];
        size_t w = 0;
        way[0] = '\0';
        for (int j = 0; j < R.len[k] && w + 1 < sizeof way; j++) {
            int m = snprintf(way + w, sizeof way - w, "%s%s", j ? " → " : "", trts_area_label(&s->map->areas[R.area[k][j]]));
            w += m > 0 ? (size_t)m : 0;
        }
        int m = snprintf(out + n, size - n, "%s", k ? "; " : "");
        n += m > 0 ? (size_t)m : 0;
        if (n + 1 >= size)
            break;
        /* TRANSLATORS: a move's route while dragging and after the move: the areas in order ("South Main → South
         * Expansion → South Third"), the MP it costs (one per area entered), the MP the units have */
        m = snprintf(out + n, size - n, _("Route: %s (%d MP of %d)"), way, R.len[k] - 1, R.mp[k]);
        n += m > 0 ? (size_t)m : 0;
    }
}

void trts_play_route_rule(const trts_screen *c, const trts_set *units, int to, char *out, size_t size)
{
    const trts_state *s = &c->st;
    routes R;
    routes_of(c, units, to, &R);
    out[0] = '\0';
    if (R.n == 0)
        return;
    /* TRANSLATORS: under a move's route while dragging (play-test 3: MP were not learnable from the screen) */
    int n = snprintf(out, size, "%s", _("Each area entered costs 1 MP, ramps too; MP refill every Micro."));
    /* a ground unit whose last step climbs a ramp into a fight cannot retreat from it (docs/trts.md §8) */
    bool climbs = false;
    for (int k = 0; k < R.n; k++) {
        int e = trts_map_edge_between(s->map, R.area[k][R.len[k] - 2], to);
        climbs |= e >= 0 && trts_edge_goes_up(&s->map->edges[e], R.area[k][R.len[k] - 2]);
    }
    bool fight = true, ground = false;
    for (int p = 0; p < s->n_players; p++)
        if ((s->markers[to] & (1u << p)) && trts_allies(s, p, s->current))
            fight = false;
    for (int i = 0; i < s->n_pieces; i++)
        ground |= trts_set_has(units, i) && !trts_piece_air(s, i);
    climbs &= ground;
    if (climbs && fight && n > 0 && (size_t)n < size)
        /* TRANSLATORS: after the MP sentence, when the move's last step goes up a ramp into enemies */
        snprintf(out + n, size - (size_t)n, " %s", _("Up a ramp into a fight: no retreat from it."));
}

/* A move's words start empty; false when there is no seat to act or `to` is
 * no area (nothing to say). */
static bool move_words_start(const trts_state *s, int to, char *out)
{
    out[0] = '\0';
    return s->current >= 0 && to >= 0 && to < s->map->n_areas;
}

/* The phases in which units are moved (Micro, a group's move, Reposition). */
static bool moves_now(const trts_state *s)
{
    return s->phase == TRTS_PHASE_MICRO || s->phase == TRTS_PHASE_GROUP || s->phase == TRTS_PHASE_REPOSITION;
}

/* `view` (a view of s) with the living `units` moved to `to`. */
static void move_in_view(const trts_state *s, const trts_set *units, int to, trts_state *view)
{
    for (int i = 0; i < s->n_pieces; i++)
        if (trts_set_has(units, i) && s->pieces[i].alive)
            view->pieces[i].area = (int16_t)to;
}

/* Next round's minerals after moving `units` to `to` (play-test 11 and 13:
 * both Technicians dragged out of North Main, "+0 minerals" learnt only
 * after): each area whose minerals the move stops (its workers all leave),
 * then "Next round: +4 → +0 minerals". 0: the move cuts nothing, 1: it cuts
 * them, 2: it stops an area's minerals. Reckoned on the seat's view. */
int trts_play_income_words(const trts_screen *c, const trts_set *units, int to, char *out, size_t size)
{
    const trts_state *s = &c->st;
    static trts_state seen, after; /* large: off the stack (one screen, one thread) */
    size_t n = 0;
    if (!move_words_start(s, to, out) || !moves_now(s))
        return 0;
    int v = s->current;
    /* on the seat's view, so nothing hidden counts (review 15) */
    trts_view(s, v, &seen);
    after = seen;
    move_in_view(s, units, to, &after);
    int m0 = 0, m1 = 0;
    trts_income_forecast(&seen, v, s->round + 1, &m0, NULL);
    trts_income_forecast(&after, v, s->round + 1, &m1, NULL);
    if (m1 >= m0)
        return 0;
    int cut = 1;
    for (int a = 0; a < s->map->n_areas && n + 2 < size; a++) {
        trts_income_area_info was, will;
        trts_income_area(&seen, v, s->round + 1, a, &was);
        trts_income_area(&after, v, s->round + 1, a, &will);
        if (was.minerals > 0 && will.workers == 0) {
            cut = 2;
            /* TRANSLATORS: in a move's preview, before it is made: %s the area all the player's workers would
             * leave, %d the minerals it gives next round now */
            n += (size_t)snprintf(out + n, size - n, _("%s%s will have no workers: its +%d minerals stop."),
                                  n ? " " : "", trts_area_label(&s->map->areas[a]), was.minerals);
        }
    }
    if (n + 2 < size)
        /* TRANSLATORS: in a move's preview, before it is made: next round's minerals now → after the move */
        snprintf(out + n, size - n, _("%sNext round: +%d → +%d minerals."), n ? " " : "", m0, m1);
    return cut;
}

/* A quiet turn's end foretold before its first move (play-test 14: one move
 * within the team's areas and the other side's pass ended Micro, six units
 * unmoved; the question came only on the last turn): in Micro, before the
 * activation, a move that engages nothing while the seat has other units
 * not yet activated: after it, if the next players' turns are quiet too,
 * Micro ends. Empty when it does not apply. */
static void quiet_words(const trts_state *s, const trts_set *units, int to, char *out, size_t size)
{
    out[0] = '\0';
    if (s->phase != TRTS_PHASE_MICRO || s->turn_eventful || trts_play_move_final(s, to))
        return;
    int others = 0, left = trts_players_left(s) - (s->quiet + 1);
    for (int i = 0; i < s->n_pieces; i++)
        others += s->pieces[i].alive && !s->pieces[i].building && s->pieces[i].owner == s->current &&
                  !s->pieces[i].activated && !trts_set_has(units, i);
    if (others == 0 || left <= 0) /* none left to move, or this turn ends Micro itself (End asks then) */
        return;
    if (left == 1)
        /* TRANSLATORS: in a quiet move's preview in Micro, the seat having other units not yet activated */
        snprintf(out, size, "%s",
                 _("After this move, if the other side passes, Micro ends (your other units then wait for Reposition)."));
    else
        /* TRANSLATORS: in a quiet move's preview in Micro with more players: %d the players after this one */
        snprintf(out, size, _("After this move, if the next %d players pass, Micro ends (your other units then wait for "
                              "Reposition)."),
                 left);
}

/* What a legal move costs beyond its MP, said before it is made: the units
 * already there that stay, next round's income when the move cuts it
 * (trts_play_income_words), workers taken where they mine nothing, and that
 * the move cannot be undone when it enters an area not the team's alone (it
 * shows whether enemies are there: the Undo floor, control.c). The income is
 * reckoned on the seat's view (trts_view): no hidden enemy piece counts. */
void trts_play_move_warnings(const trts_screen *c, const trts_set *units, int to, char *out, size_t size)
{
    const trts_state *s = &c->st;
    static trts_state after; /* large: off the stack (one screen, one thread) */
    size_t n = 0;
    if (!move_words_start(s, to, out))
        return;
    int v = s->current;
    char line[600];
    trts_play_stayers_words(c, to, line, sizeof line);
    if (line[0])
        n += (size_t)snprintf(out + n, size - n, "%s", line);
    if (trts_play_income_words(c, units, to, line, sizeof line) && n + 2 < size)
        n += (size_t)snprintf(out + n, size - n, "%s%s", n ? " " : "", line);
    if (moves_now(s)) {
        trts_view(s, v, &after); /* the seat's view: nothing hidden counts (review 15) */
        move_in_view(s, units, to, &after);
        int idle = 0;
        for (int i = 0; i < s->n_pieces; i++)
            idle += trts_set_has(units, i) && trts_piece_worker(s, i) && s->pieces[i].area != to;
        if (idle && trts_income_idle_workers(&after, v, to) > 0 && n + 2 < size)
            /* TRANSLATORS: in a move's preview: workers moved where the player has no depot ("HQ") */
            n += (size_t)snprintf(out + n, size - n, _("%sWorkers mine nothing in %s: no %s of yours there."),
                                  n ? " " : "", trts_area_label(&s->map->areas[to]),
                                  i18n_content(trts_player_faction(s, v)->buildings[TRTS_ROLE_DEPOT].name));
    }
    if (trts_play_move_final(s, to) && n + 2 < size)
        /* TRANSLATORS: in a move's preview, before it is made, when the target is not the player's team's alone */
        n += (size_t)snprintf(out + n, size - n, "%s%s", n ? " " : "",
                              _("No Undo after this move: it shows whether enemies are there."));
    char quiet[320];
    quiet_words(s, units, to, quiet, sizeof quiet);
    if (quiet[0] && n + 2 < size)
        snprintf(out + n, size - n, "%s%s", n ? " " : "", quiet);
}

/* A move into an area not the team's alone cannot be taken back (Micro and a
 * group's move): it shows whether enemies are there. */
bool trts_play_move_final(const trts_state *s, int to)
{
    bool own = false, other = false;
    for (int p = 0; p < s->n_players; p++)
        if (s->markers[to] & (1u << p)) {
            own |= trts_allies(s, p, s->current);
            other |= !trts_allies(s, p, s->current);
        }
    return (s->phase == TRTS_PHASE_MICRO || s->phase == TRTS_PHASE_GROUP) && (!own || other);
}

/* The box by the target's token: the refusal, or the route in words (`rule`,
 * may be NULL: a dim line under it). */
static void note_box(ui *u, const trts_screen *c, SDL_Rect view, int area, const char *text, const char *rule,
                     const char *warn, SDL_Color colour)
{
    int px = ui_px(u, 12), pad = ui_px(u, 6), w = ui_px_text(u, 320);
    if (w > view.w - 2 * pad)
        w = view.w - 2 * pad;
    ui quiet = *u;
    quiet.draw = false;
    quiet.ev = NULL;
    int th = ui_text_wrapped(&quiet, ui_rect(0, 0, w - 2 * pad, 0), text, px, colour);
    int rh = rule && rule[0] ? ui_text_wrapped(&quiet, ui_rect(0, 0, w - 2 * pad, 0), rule, px, DIM) + 2 : 0;
    int h = th + 2 * pad + rh + (warn && warn[0] ? ui_text_wrapped(&quiet, ui_rect(0, 0, w - 2 * pad, 0), warn, px, WARN) + 2 : 0);
    float sx, sy;
    areamap_camera_to_screen(&c->cam, c->model.nodes[area].x, c->model.nodes[area].y, &sx, &sy);
    int x = (int)sx - w / 2, y = (int)sy - ui_px(u, 30) - h;
    if (y < view.y)
        y = (int)sy + ui_px(u, 30);
    if (x + w > view.x + view.w)
        x = view.x + view.w - w;
    if (y + h > view.y + view.h)
        y = view.y + view.h - h;
    x = x < view.x ? view.x : x;
    y = y < view.y ? view.y : y;
    SDL_Rect box = ui_rect(x, y, w, h);
    ui_fill(u, box, ui_rgba(20, 22, 30, 240));
    ui_frame(u, box, colour, 1);
    ui_text_wrapped(u, ui_rect(x + pad, y + pad, w - 2 * pad, 0), text, px, colour);
    if (rule && rule[0])
        ui_text_wrapped(u, ui_rect(x + pad, y + pad + th + 2, w - 2 * pad, 0), rule, px, DIM);
    if (warn && warn[0]) /* what the move costs beyond its MP, in the warning's colour */
        ui_text_wrapped(u, ui_rect(x + pad, y + pad + th + 2 + rh, w - 2 * pad, 0), warn, px, WARN);
}

static void thick_line(SDL_Renderer *r, float x0, float y0, float x1, float y1)
{
    for (int d = -2; d <= 2; d++) {
        SDL_RenderDrawLineF(r, x0 + (float)d, y0, x1 + (float)d, y1);
        SDL_RenderDrawLineF(r, x0, y0 + (float)d, x1, y1 + (float)d);
    }
}

bool trts_play_drag_target(const trts_screen *c, int *to)
{
    const trts_state *s = &c->st;
    if (c->drag_from < 0 || c->hover < 0 || c->hover == c->drag_from || c->hover >= s->map->n_areas || c->cover ||
        c->replay || c->show_result || !trts_play_human_input(c) || c->viewer != s->current)
        return false;
    *to = c->hover;
    return true;
}

/* The routes drawn through the areas' tokens, in `colour`. */
static void draw_routes(ui *u, const trts_screen *c, SDL_Rect view, const routes *R, SDL_Color colour)
{
    SDL_RenderSetClipRect(u->r, &view);
    SDL_SetRenderDrawBlendMode(u->r, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(u->r, colour.r, colour.g, colour.b, 230);
    for (int k = 0; k < R->n; k++)
        for (int j = 0; j + 1 < R->len[k]; j++) {
            float x0, y0, x1, y1;
            areamap_camera_to_screen(&c->cam, c->model.nodes[R->area[k][j]].x, c->model.nodes[R->area[k][j]].y, &x0, &y0);
            areamap_camera_to_screen(&c->cam, c->model.nodes[R->area[k][j + 1]].x, c->model.nodes[R->area[k][j + 1]].y,
                                     &x1, &y1);
            thick_line(u->r, x0, y0, x1, y1);
        }
    SDL_RenderSetClipRect(u->r, NULL);
}

void trts_play_drag_preview(ui *u, const trts_screen *c, SDL_Rect view, bool forecast_shown)
{
    int to;
    if (!u->draw || !trts_play_drag_target(c, &to))
        return;
    trts_set units;
    bool retreat;
    char reason[280], text[400];
    routes R;
    if (trts_play_judge_drop(c, c->drag_from, to, &units, &retreat, reason, sizeof reason) != TRTS_OK) {
        /* the way crosses an area not the team's: the farthest stop along it
         * drawn, the move's own route there (play-test 14) */
        int stop = trts_play_judge_stop(c, c->drag_from, to);
        char ignored[280];
        if (stop >= 0 && trts_play_judge_drop(c, c->drag_from, stop, &units, &retreat, ignored, sizeof ignored) == TRTS_OK) {
            routes_of(c, &units, stop, &R);
            draw_routes(u, c, view, &R, ROUTE);
        }
        if (trts_play_not_linked(c, c->drag_from, to)) {
            /* no passage: a red line, never the route's (play-test 14) */
            R.n = 1;
            R.len[0] = 2;
            R.area[0][0] = c->drag_from;
            R.area[0][1] = to;
            draw_routes(u, c, view, &R, NO_WAY);
        }
        /* TRANSLATORS: while dragging: the move would be refused, %s the reason (as the refusal after the drop) */
        snprintf(text, sizeof text, retreat ? _("Retreat refused: %s") : _("Move refused: %s"), reason);
        note_box(u, c, view, to, text, NULL, NULL, WARN);
        return;
    }
    routes_of(c, &units, to, &R);
    draw_routes(u, c, view, &R, ROUTE);
    if (forecast_shown)
        return; /* the forecast's box says the route on its first line */
    trts_play_route_words(c, &units, to, text, sizeof text);
    char rule[240], warn[900];
    trts_play_route_rule(c, &units, to, rule, sizeof rule);
    trts_play_move_warnings(c, &units, to, warn, sizeof warn);
    if (text[0])
        note_box(u, c, view, to, text, rule, warn, ROUTE);
}
