/* Each player's units per turn, drawn on the result panel (graph.h). */
#include "conquest/graph.h"

#include <stdio.h>
#include <stdlib.h>

#include "skirmish/i18n.h"

#define SERIES_MAX 1024

int conquest_units_series(const conquest_match *m, int64_t *out, int max)
{
    const data_cq_record *r = &m->record;
    if (!r->start || max <= 0)
        return 0;
    cq_state *s = malloc(sizeof *s);
    if (!s)
        return 0;
    *s = *r->start;
    s->graph = &m->graph;
    int rows = 0;
    for (int t = 0;; t++) {
        for (int p = 0; p < CQ_MAX_PLAYERS; p++)
            out[rows * CQ_MAX_PLAYERS + p] = p < s->n_players ? cq_state_player_units(s, p) : 0;
        rows++;
        if (t >= r->n_turns || rows >= max)
            break;
        size_t begin = t > 0 ? r->turn_end[t - 1] : 0, end = r->turn_end[t];
        if (!cq_turn_resolve(s, r->orders + begin, end - begin, NULL, NULL))
            break;
    }
    free(s);
    return rows;
}

bool conquest_draw_units_graph(ui *u, const conquest_match *m, SDL_Rect box, const SDL_Color *colour)
{
    static int64_t series[SERIES_MAX * CQ_MAX_PLAYERS];
    int n = conquest_units_series(m, series, SERIES_MAX);
    if (n < 2 || box.w < 40 || box.h < 40)
        return false;
    if (!u->draw)
        return true;
    int np = m->state.n_players;
    int64_t top = 1;
    for (int i = 0; i < n * CQ_MAX_PLAYERS; i++)
        top = series[i] > top ? series[i] : top;
    int title_h = ui_px(u, 18);
    /* TRANSLATORS: the title of the small graph on a Conquest game's result panel; %lld the most units shown */
    char title[120];
    snprintf(title, sizeof title, _("Units per turn (top: %lld)"), (long long)top);
    ui_text(u, box.x, box.y, title, ui_px(u, 13), true, ui_rgb(200, 206, 220), UI_LEFT);
    SDL_Rect plot = ui_rect(box.x, box.y + title_h, box.w, box.h - title_h);
    ui_fill(u, plot, ui_rgba(14, 16, 24, 200));
    ui_frame(u, plot, ui_rgb(60, 66, 84), 1);
    float x0 = (float)plot.x + 4, y0 = (float)(plot.y + plot.h) - 4;
    float sx = (float)(plot.w - 8) / (float)(n - 1), sy = (float)(plot.h - 8) / (float)top;
    for (int p = 0; p < np; p++) {
        SDL_Color col = colour[p];
        for (int t = 1; t < n; t++) {
            float ya = y0 - (float)series[(t - 1) * CQ_MAX_PLAYERS + p] * sy;
            float yb = y0 - (float)series[t * CQ_MAX_PLAYERS + p] * sy;
            draw_line(u->r, x0 + (float)(t - 1) * sx, ya, x0 + (float)t * sx, yb, 2.0f, col);
        }
    }
    return true;
}
