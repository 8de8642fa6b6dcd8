/*
 * A scenario's zones on the board (docs/rules.md "Scenarios"): each zone of
 * the game's esc_scenario_rules tinted and outlined in the colour of the side
 * whose objectives name it (gold when both sides'), with its objective's label
 * on a badge at its top left, and each escort exit marked "Exit". Drawn over
 * the cached board layer, under the units; the labels over the units, never
 * hidden by a token (board_draw_zone_labels). The labels come from the match's
 * scenario (board_use_zone_labels), as the marks do; the sides' colours from
 * the board that draws them (view.c, which calls in here).
 */
#include <stdio.h>
#include <string.h>

#include "board/view.h"
#include "skirmish/core/esc/objective.h"
#include "skirmish/i18n.h"

static char zone_label[ESC_ZONES_MAX][64];

void board_use_zone_labels(const char labels[ESC_OBJECTIVES_MAX][ESC_SCENARIO_LABEL_MAX], const esc_scenario_rules *rules)
{
    memset(zone_label, 0, sizeof zone_label);
    if (!labels || !rules || !rules->active)
        return;
    for (int i = rules->n_objectives - 1; i >= 0; i--) {
        if (i >= ESC_OBJECTIVES_MAX)
            continue;
        const esc_objective *o = &rules->objectives[i];
        const esc_objective_info *info = esc_objective_info_get(o->kind);
        int n_zones = 0;
        for (int z = 0; z < ESC_ZONES_MAX; z++)
            n_zones += (o->zones >> z) & 1;
        int k = 0;
        for (int z = 0; z < ESC_ZONES_MAX; z++) {
            if (!((o->zones >> z) & 1))
                continue;
            k++;
            const char *name = labels[i][0] ? i18n_content(labels[i]) : info ? _(info->name) : "";
            if (n_zones > 1 && o->kind != ESC_OBJ_ESCORT)
                snprintf(zone_label[z], sizeof zone_label[z], "%.50s %d", name, k % 10);
            else
                snprintf(zone_label[z], sizeof zone_label[z], "%.60s", name);
        }
    }
}

const char *board_zone_label(int zone)
{
    return zone >= 0 && zone < ESC_ZONES_MAX ? zone_label[zone] : "";
}

/* The objective a zone belongs to (the first that names it or a zone of the
 * very same squares: a hold and a control objective on one well), -1 if none;
 * in *side the side whose objectives name them, ESC_OBJ_BOTH_SIDES when both's. */
static int zone_objective(const esc_scenario_rules *r, int z, int *side)
{
    int first = -1;
    *side = -2;
    for (int i = 0; i < r->n_objectives && i < ESC_OBJECTIVES_MAX; i++)
        for (int z2 = 0; z2 < r->n_zones && z2 < ESC_ZONES_MAX; z2++)
            if (r->zones[z2] == r->zones[z] && ((r->objectives[i].zones >> z2) & 1)) {
                if (first < 0)
                    first = i;
                int s = r->objectives[i].side;
                *side = *side == -2 || *side == s ? s : ESC_OBJ_BOTH_SIDES;
                break;
            }
    return first;
}

/* Whether an earlier zone has the very same squares (drawn once). */
static bool drawn_before(const esc_scenario_rules *r, int z)
{
    for (int z2 = 0; z2 < z; z2++)
        if (r->zones[z2] == r->zones[z])
            return true;
    return false;
}

void board_draw_zones(ui *u, const board_layout *l, const esc_game *g, const SDL_Color colour[ESC_SIDES])
{
    const esc_scenario_rules *r = &g->scenario;
    if (!u->draw || !r->active)
        return;
    int px = l->sq / 6 > ui_px(u, 10) ? l->sq / 6 : ui_px(u, 10);
    int edge = l->sq / 20 > 2 ? l->sq / 20 : 2;
    for (int z = 0; z < r->n_zones && z < ESC_ZONES_MAX; z++) {
        esc_bits bits = r->zones[z];
        int side;
        int oi = zone_objective(r, z, &side);
        if (!bits || oi < 0 || drawn_before(r, z))
            continue;
        const esc_objective *o = &r->objectives[oi];
        SDL_Color c = side >= 0 && side < ESC_SIDES ? colour[side] : ui_rgb(240, 200, 70);
        bool exit = o->kind == ESC_OBJ_ESCORT;
        for (int sq = 0; sq < ESC_SQUARES; sq++) {
            if (!(bits & esc_bit(sq)))
                continue;
            SDL_Rect q = board_square_rect(l, sq);
            ui_fill(u, q, ui_rgba(c.r, c.g, c.b, exit ? 60 : 46));
            /* The outline: the sides of the square with no square of the zone beyond. */
            int f = esc_square_file(sq), rk = esc_square_rank(sq);
            const int df[4] = { 0, 0, -1, 1 }, dr[4] = { 1, -1, 0, 0 };
            for (int d = 0; d < 4; d++) {
                int nf = f + df[d], nr = rk + dr[d];
                if (nf >= 0 && nf < 8 && nr >= 0 && nr < 8 && (bits & esc_bit(esc_square_make(nf, nr))))
                    continue;
                /* Where that neighbour is on screen (the board may be turned). */
                SDL_Rect n = board_square_rect(l, esc_square_make(nf < 0 ? 0 : nf > 7 ? 7 : nf, nr < 0 ? 0 : nr > 7 ? 7 : nr));
                int sx = n.x - q.x, sy = n.y - q.y;
                if (nf < 0 || nf > 7)
                    sx = (l->flipped ? -1 : 1) * (nf < 0 ? -1 : 1);
                if (nr < 0 || nr > 7)
                    sy = (l->flipped ? -1 : 1) * (nr < 0 ? 1 : -1);
                SDL_Rect e = q;
                if (sx < 0)
                    e.w = edge;
                else if (sx > 0)
                    e = ui_rect(q.x + q.w - edge, q.y, edge, q.h);
                else if (sy < 0)
                    e.h = edge;
                else
                    e = ui_rect(q.x, q.y + q.h - edge, q.w, edge);
                ui_fill(u, e, ui_rgba(c.r, c.g, c.b, 230));
            }
            if (exit)
                /* TRANSLATORS: on the board, an escort's exit square (short) */
                ui_text(u, q.x + q.w / 2, q.y + q.h - px * 3 / 2 - edge, _("Exit"), px, true, ui_rgba(255, 255, 255, 220),
                        UI_CENTER);
        }
        /* Its label is drawn over the units (board_draw_zone_labels). */
    }
}

/* Over the units, so a token standing on the zone's top square never hides
 * its name (play-test: "Bridgehead" and "the hilltop" went under the tokens):
 * the label sits at that square's top left, over the token's edge. */
void board_draw_zone_labels(ui *u, const board_layout *l, const esc_game *g, const SDL_Color colour[ESC_SIDES])
{
    const esc_scenario_rules *r = &g->scenario;
    if (!u->draw || !r->active)
        return;
    int px = l->sq / 6 > ui_px(u, 10) ? l->sq / 6 : ui_px(u, 10);
    int edge = l->sq / 20 > 2 ? l->sq / 20 : 2;
    for (int z = 0; z < r->n_zones && z < ESC_ZONES_MAX; z++) {
        esc_bits bits = r->zones[z];
        int side;
        int oi = zone_objective(r, z, &side);
        if (!bits || oi < 0 || drawn_before(r, z))
            continue;
        SDL_Color c = side >= 0 && side < ESC_SIDES ? colour[side] : ui_rgb(240, 200, 70);
        bool exit = r->objectives[oi].kind == ESC_OBJ_ESCORT;
        SDL_Rect top = { 0, 0, 0, 0 };
        bool have_top = false;
        for (int sq = 0; sq < ESC_SQUARES; sq++) {
            if (!(bits & esc_bit(sq)))
                continue;
            SDL_Rect q = board_square_rect(l, sq);
            if (!have_top || q.y < top.y || (q.y == top.y && q.x < top.x)) {
                top = q;
                have_top = true;
            }
        }
        const char *label = zone_label[z];
        if (have_top && label[0] && !exit) {
            int w = ui_text_width(u, label, px, true) + px / 2, h = px + px / 3;
            if (w > l->sq * 2)
                w = l->sq * 2;
            SDL_Rect b = { top.x + edge, top.y + edge, w, h };
            ui_fill(u, b, ui_rgba(0, 0, 0, 170));
            char cut[64];
            memcpy(cut, zone_label[z], sizeof cut);
            ui_text_cut(u, cut, sizeof cut, px, true, w - px / 4);
            ui_text(u, b.x + px / 4, b.y + (h - ui_text_px(px) * 5 / 4) / 2, cut, px, true, ui_rgb(c.r, c.g, c.b),
                    UI_LEFT);
        }
    }
}
