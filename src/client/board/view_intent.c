/*
 * Enemy intent on the board (see board/view.h, board/intent.h): with the
 * pointer on an enemy unit that is not the current choice's target, an arrow
 * from it to each of the viewer's units it can hit in its next turn (along the
 * line of sight, or dotted along its walk when it must move first), with the
 * most it can take ("-2", or "KO" in red), so a newcomer sees who threatens
 * whom by pointing, as Into the Breach shows it (play-test 7).
 */
#include "board/view.h"

#include <stdio.h>
#include <string.h>

#include "board/intent.h"
#include "board/sight.h"
#include "board/sight_why.h"
#include "skirmish/core/esc/los.h"
#include "skirmish/i18n.h"

/* A walk of `n` steps from `start` along `route`, dotted from centre to centre. */
static void intent_walk(ui *u, const board_layout *l, int start, const int *route, int n, SDL_Color c)
{
    float s = (float)l->sq, wide = s * 0.035f + 1;
    int prev = start;
    for (int k = 0; k < n; k++) {
        float x0, y0, x1, y1;
        board_to_pixels(l, (float)esc_square_file(prev) + 0.5f, (float)esc_square_rank(prev) + 0.5f, &x0, &y0);
        board_to_pixels(l, (float)esc_square_file(route[k]) + 0.5f, (float)esc_square_rank(route[k]) + 0.5f, &x1, &y1);
        for (int d = 0; d < 6; d += 2) {
            float a0 = (float)d / 6.0f, a1 = (float)(d + 1) / 6.0f;
            draw_line(u->r, x0 + (x1 - x0) * a0, y0 + (y1 - y0) * a0, x0 + (x1 - x0) * a1, y0 + (y1 - y0) * a1, wide, c);
        }
        draw_disc(u->r, x1, y1, s * 0.05f, c);
        prev = route[k];
    }
}

/* The hovered enemy whose intent is shown, and it (false when none). */
static bool shown_intent(const esc_game *g, const board_input *in, int *enemy_out, int *viewer_out, const board_intent **it)
{
    int sq = in->hovered;
    if (g->phase != ESC_PHASE_BATTLE || sq < 0 || sq >= ESC_SQUARES)
        return false;
    int enemy = g->occupant[sq];
    int viewer = board_threat_viewer(g, in);
    if (enemy == ESC_NO_UNIT || !esc_game_unit_alive(g, enemy) || esc_unit_side(enemy) == viewer ||
        (board_input_clickable(in, g) & esc_bit(sq)))
        return false;
    *enemy_out = enemy;
    *viewer_out = viewer;
    return board_intent_of(g, viewer, enemy, it);
}

void board_intent_legend(const esc_game *g, const board_input *in, char *out, size_t size)
{
    int enemy, viewer;
    const board_intent *it;
    out[0] = '\0';
    if (!shown_intent(g, in, &enemy, &viewer, &it))
        return;
    bool any = false, walks = false;
    for (int id = viewer * ESC_SQUAD_MAX; id < (viewer + 1) * ESC_SQUAD_MAX; id++)
        if (it->damage[id] > 0 && esc_game_unit_alive(g, id)) {
            any = true;
            walks |= it->from[id] != g->units[enemy].square ||
                     !esc_los_visible(esc_game_unit_squares(g) | g->obstacles, it->from[id], g->units[id].square);
        }
    if (!any)
        return;
    /* Play-test 11: "Its arrows" read as a bow's arrows on a Scout, and its
     * French pronoun took a gender; play-test 13: "melee reach" was said of an
     * Adept's 3-square ability too, and the arrow's "-2" read as the unit's
     * whole danger. The words say what the arrows are, whatever the attack. */
    /* TRANSLATORS: tooltip on a hovered enemy whose next-turn threats are drawn as arrows. */
    const char *lead = _("Threat arrows: the units this enemy can reach and hit in its next turn (by attack or "
                         "ability); red: it alone can knock the unit out. The badge on each of your units counts "
                         "every enemy together.");
    snprintf(out, size, "%s", lead);
    /* Its own share, unit by unit: "On its own: B -2, A KO." */
    char share[160] = "";
    for (int id = viewer * ESC_SQUAD_MAX; id < (viewer + 1) * ESC_SQUAD_MAX; id++) {
        char chip[16];
        board_intent_chip(g, in, id, chip, sizeof chip);
        size_t n = strlen(share);
        if (chip[0] && n + 24 < sizeof share)
            snprintf(share + n, sizeof share - n, "%s%c %s", n ? ", " : "",
                     board_unit_letter(id), chip);
    }
    if (share[0]) {
        size_t n = strlen(out);
        /* TRANSLATORS: threat arrows' tooltip: what the hovered enemy alone can do to each unit, by the
         * letters on their tokens ("B -2, A KO"). */
        snprintf(out + n, size > n ? size - n : 0, _(" On its own: %s."), share);
    }
    if (walks) {
        size_t n = strlen(out);
        /* TRANSLATORS: follows the threat arrows' tooltip when some threats need a move first. */
        snprintf(out + n, size > n ? size - n : 0, " %s",
                 _("Dotted: the walk first; a ring: the square the strike comes from."));
    }
    /* Play-test 10: a line from the enemy's own corner between two rocks
     * looked illegal; the first such arrow says the rule. */
    int start = g->units[enemy].square;
    esc_bits walls = (esc_game_unit_squares(g) & ~esc_bit(start)) | g->obstacles;
    for (int id = viewer * ESC_SQUAD_MAX; id < (viewer + 1) * ESC_SQUAD_MAX; id++) {
        char corner[300];
        if (it->damage[id] <= 0 || !esc_game_unit_alive(g, id))
            continue;
        board_sight_own_corner_words(walls, it->from[id], g->units[id].square, true, corner, sizeof corner);
        if (corner[0]) {
            size_t n = strlen(out);
            snprintf(out + n, size > n ? size - n : 0, " %s", corner);
            break;
        }
    }
}

bool board_intent_active(const esc_game *g, const board_input *in)
{
    int enemy, viewer;
    const board_intent *it;
    return shown_intent(g, in, &enemy, &viewer, &it);
}

void board_intent_chip(const esc_game *g, const board_input *in, int id, char *out, size_t size)
{
    int enemy, viewer;
    const board_intent *it;
    out[0] = '\0';
    if (id < 0 || id >= ESC_MAX_UNITS || !shown_intent(g, in, &enemy, &viewer, &it) || esc_unit_side(id) != viewer ||
        it->damage[id] <= 0 || !esc_game_unit_alive(g, id))
        return;
    if (it->ko[id])
        snprintf(out, size, "%s", _("KO")); /* the word of the damage preview's badge */
    else
        snprintf(out, size, "-%d", it->damage[id]);
}

void board_draw_intent(ui *u, const board_layout *l, const esc_game *g, const board_input *in)
{
    int enemy, viewer;
    const board_intent *it;
    if (!shown_intent(g, in, &enemy, &viewer, &it))
        return;
    float s = (float)l->sq;
    int start = g->units[enemy].square;
    /* What stands in the way once the enemy has left its square. */
    esc_bits walls = (esc_game_unit_squares(g) & ~esc_bit(start)) | g->obstacles;
    for (int id = viewer * ESC_SQUAD_MAX; id < (viewer + 1) * ESC_SQUAD_MAX; id++) {
        if (it->damage[id] <= 0 || !esc_game_unit_alive(g, id))
            continue;
        int at = g->units[id].square, from = it->from[id];
        SDL_Color c = it->ko[id] ? ui_rgba(235, 45, 35, 240) : ui_rgba(245, 145, 35, 240);
        /* Play-test 9: a straight arrow ran through walls. A blow from where it
         * stands is drawn along the rules' own clear line; one after a move
         * (or a blow that walks, like a charge) along its walk, dotted, with
         * a ring where it would stop: "after moving". */
        bool seen = esc_los_visible(walls, from, at);
        int route[ESC_SQUARES], n = 0;
        if (from != start || !seen)
            n = board_route(walls, start, seen ? from : at, route);
        if (n > 0)
            intent_walk(u, l, start, route, seen ? n : n - 1, c);
        if (from != start && seen) {
            SDL_Rect q = board_square_rect(l, from);
            draw_ring(u->r, (float)q.x + s / 2, (float)q.y + s / 2, s * 0.3f, s * 0.04f + 1, c);
        }
        int tail = seen ? from : n > 1 ? route[n - 2] : start; /* the arrow's last leg: from there to it */
        if (!seen && n <= 0)
            continue; /* no way there to draw */
        board_sight_arrow(u, l, walls, tail, at, c);
        /* This enemy's own share is said in its hover card (board_intent_legend),
         * not on the token: its danger slot keeps the whole enemy side's worst
         * case (play-test 13: this enemy's "-2" there read as the whole danger). */
    }
}
