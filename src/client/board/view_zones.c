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

const char *board_scenario_text(const esc_scenario *s, const char *text)
{
    if (!text)
        return "";
    return s && s->shipped ? i18n_content(text) : text;
}

const char *board_no_objective_words(const esc_scenario_rules *r, int side)
{
    if (!r)
        return NULL;
    for (int i = 0; i < r->n_objectives && i < ESC_OBJECTIVES_MAX; i++)
        if (r->objectives[i].side == side || r->objectives[i].side == ESC_OBJ_BOTH_SIDES)
            return NULL;
    if (r->limit_winner == ESC_LIMIT_POINTS)
        /* TRANSLATORS: a scenario side with no objective (play-test 14): what is left to it */
        return _("can win only on points at the round limit");
    if (r->limit_winner == side)
        /* TRANSLATORS: a scenario side with no objective, the round limit being its win */
        return _("wins only when the round limit is reached");
    /* TRANSLATORS: a scenario side with no objective, the round limit being a draw or the other side's win */
    return _("cannot win");
}

void board_use_zone_labels(const char labels[ESC_OBJECTIVES_MAX][ESC_SCENARIO_LABEL_MAX], const esc_scenario_rules *rules,
                           bool shipped)
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
            const char *name = labels[i][0] ? (shipped ? i18n_content(labels[i]) : labels[i]) : info ? _(info->name) : "";
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
    /* While the sides deploy, a zone's own tint is left off their deployment
     * squares: over the green glow and the home tint it read as plain ground
     * (play-test 14: Last Light's chapel, Rearguard deployment ground, showed
     * only its red outline and no one guessed a unit could be placed there).
     * The outline and the label still say it is the zone. */
    esc_bits untinted = g->phase == ESC_PHASE_DEPLOY ? esc_game_home(g, 0) | esc_game_home(g, 1) : 0;
    for (int z = 0; z < r->n_zones && z < ESC_ZONES_MAX; z++) {
        esc_bits bits = r->zones[z];
        int side;
        int oi = zone_objective(r, z, &side);
        if (!bits || oi < 0 || drawn_before(r, z))
            continue;
        const esc_objective *o = &r->objectives[oi];
        bool exit = o->kind == ESC_OBJ_ESCORT;
        /* Neutral, as on the Scenarios picture: in a side's colour the zone
         * read as that side's ground (play-test 17: the red chapel). */
        SDL_Color c = exit ? ui_rgb(90, 220, 120) : ui_rgb(236, 232, 220); /* not the coach's yellow glow */
        (void)colour;
        for (int sq = 0; sq < ESC_SQUARES; sq++) {
            if (!(bits & esc_bit(sq)))
                continue;
            SDL_Rect q = board_square_rect(l, sq);
            if (!(untinted & esc_bit(sq)))
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

/* Where zone z's label goes (see view.h): the top left of the zone's first
 * square with no unit (the top row first, as the screen shows it), else of a
 * free square touching the zone that is no obstacle, at the side that meets
 * it (the row above first). A label covers no unit whenever a free square is there to take it
 * (play-test 3: "the hilltop" covered the unit on d4). */
SDL_Rect board_zone_label_rect(ui *u, const board_layout *l, const esc_game *g, int z)
{
    const esc_scenario_rules *r = &g->scenario;
    SDL_Rect none = { 0, 0, 0, 0 };
    if (!r->active || z < 0 || z >= r->n_zones || z >= ESC_ZONES_MAX || !zone_label[z][0])
        return none;
    esc_bits bits = r->zones[z];
    int side;
    int oi = zone_objective(r, z, &side);
    if (!bits || oi < 0 || drawn_before(r, z) || r->objectives[oi].kind == ESC_OBJ_ESCORT)
        return none;
    int px = l->sq / 6 > ui_px(u, 10) ? l->sq / 6 : ui_px(u, 10);
    int edge = l->sq / 20 > 2 ? l->sq / 20 : 2;
    int full = ui_text_width(u, zone_label[z], px, true) + px / 2, h = px + px / 3;
    int one = l->sq - 2 * edge;
    esc_bits near = 0;
    for (int sq = 0; sq < ESC_SQUARES; sq++)
        if (bits & esc_bit(sq))
            for (int n = 0; n < ESC_SQUARES; n++)
                if (!(bits & esc_bit(n)) && esc_square_distance(sq, n) == 1)
                    near |= esc_bit(n);
    /* Never on a wall: it reads as the wall's name (play-test 15: "the well"
     * on the c6 rubble, both well squares taken). */
    near &= ~g->obstacles;
    SDL_Rect zone_top = { 0, 0, 0, 0 };
    bool have_top = false;
    /* A name longer than a square runs on over the square at its right when
     * that one is free too; else it is cut to its own square. */
    for (int pass = 0; pass < 5; pass++) {
        /* Passes 0-1: a free zone square (with its right-hand neighbour free
         * for a long name, then not); 2-3: a free square beside the zone; 4:
         * the zone's top left square, every square round it being taken. */
        int kind = pass / 2;
        bool wide = full > one && pass % 2 == 0 && pass < 4;
        if (full <= one && pass % 2 == 1)
            continue;
        esc_bits from = kind == 1 ? near : bits;
        SDL_Rect best = { 0, 0, 0, 0 };
        bool found = false;
        for (int sq = 0; sq < ESC_SQUARES; sq++) {
            if (!(from & esc_bit(sq)) || (kind < 2 && g->occupant[sq] != ESC_NO_UNIT))
                continue;
            if (wide) {
                SDL_Rect q = board_square_rect(l, sq);
                int right = board_square_at(l, q.x + q.w + q.w / 2, q.y + q.h / 2);
                if (right == ESC_NO_SQUARE || g->occupant[right] != ESC_NO_UNIT ||
                    (kind == 0 && !(bits & esc_bit(right)))) /* a zone's label stays in it (play-test 17) */
                    continue;
            }
            SDL_Rect q = board_square_rect(l, sq);
            if (!found || q.y < best.y || (q.y == best.y && q.x < best.x)) {
                best = q;
                found = true;
            }
        }
        if (!have_top) {
            for (int sq = 0; sq < ESC_SQUARES; sq++)
                if (bits & esc_bit(sq)) {
                    SDL_Rect q = board_square_rect(l, sq);
                    if (!have_top || q.y < zone_top.y) {
                        zone_top = q;
                        have_top = true;
                    }
                }
        }
        if (!found)
            continue;
        /* A square above the zone takes it at its foot, next to the zone. */
        bool above = kind == 1 && best.y < zone_top.y;
        int w = full > one && !wide ? one : full > 2 * l->sq - 2 * edge ? 2 * l->sq - 2 * edge : full;
        return (SDL_Rect){ best.x + edge, above ? best.y + best.h - edge - h : best.y + edge, w, h };
    }
    return none;
}

/* Over the units, so a token standing on the zone's top square never hides
 * its name (play-test: "Bridgehead" and "the hilltop" went under the tokens),
 * and on a square no unit stands on (board_zone_label_rect). */
void board_draw_zone_labels(ui *u, const board_layout *l, const esc_game *g, const SDL_Color colour[ESC_SIDES])
{
    const esc_scenario_rules *r = &g->scenario;
    if (!u->draw || !r->active)
        return;
    int px = l->sq / 6 > ui_px(u, 10) ? l->sq / 6 : ui_px(u, 10);
    for (int z = 0; z < r->n_zones && z < ESC_ZONES_MAX; z++) {
        SDL_Rect b = board_zone_label_rect(u, l, g, z);
        if (b.w <= 0)
            continue;
        int side;
        zone_objective(r, z, &side);
        SDL_Color c = ui_rgb(236, 232, 220); /* neutral, as the zone (play-test 17) */
        (void)colour;
        ui_fill(u, b, ui_rgba(0, 0, 0, 170));
        char cut[64];
        memcpy(cut, zone_label[z], sizeof cut);
        ui_text_cut(u, cut, sizeof cut, px, true, b.w - px / 4);
        ui_text(u, b.x + px / 4, b.y + (b.h - ui_text_px(px) * 5 / 4) / 2, cut, px, true, ui_rgb(c.r, c.g, c.b),
                UI_LEFT);
    }
}
