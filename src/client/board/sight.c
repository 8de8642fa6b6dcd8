/*
 * What the board shows of line of sight, which is one-way (from the shooter's
 * corners to the target's centre), and the move preview it rests on: whether
 * the selected unit is being moved and where it may go. Drawn by view.c; the
 * rules core says who sees whom (esc_game_sight).
 */
#include "board/sight.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "board/sight_line.h"
#include "board/sight_why.h"
#include "board/worst.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/core/esc/los.h"
#include "skirmish/i18n.h"

/* Whether the unit may still move, in the modes where a move is offered. */
bool board_may_move(const board_input *in, const esc_game *g, int mover)
{
    if (in->mode == BOARD_INPUT_UNIT_SELECTED || in->mode == BOARD_INPUT_CHOOSE_MOVE)
        return board_input_unit_options(g, mover).move;
    return true;
}

/* The squares a square-picking ability may go to; the unit's own square stays
 * in it when the ability may end where it starts (charge, tactical retreat). */
esc_bits board_ability_reach(const esc_game *g, esc_bits clickable, int mover)
{
    esc_bits own = esc_bit(g->units[mover].square);
    return clickable & ~(esc_game_unit_squares(g) & ~own);
}

/* A refusal that is the target's, not the unit's (another enemy may do). */
static bool target_reason(esc_problem p)
{
    return p == ESC_ERR_OUT_OF_RANGE || p == ESC_ERR_NO_LINE_OF_SIGHT || p == ESC_ERR_UNTARGETABLE ||
           p == ESC_ERR_UNIT_GONE || p == ESC_ERR_NO_SUCH_UNIT;
}

/* Each enemy tested with `aim` on `g`: the squares it may attack, those
 * refused for line of sight only, and ESC_OK or the unit's own reason. */
static esc_problem aim_at_each(const esc_game *g, int unit, esc_action aim, esc_bits *targets, esc_bits *unseen)
{
    esc_problem own = ESC_ERR_NO_TARGET;
    for (int e = 0; e < ESC_MAX_UNITS; e++) {
        if (esc_unit_side(e) == esc_unit_side(unit) || !esc_game_unit_alive(g, e))
            continue;
        aim.target = (int8_t)e;
        esc_problem p = esc_game_test_action(g, &aim);
        if (p == ESC_OK)
            *targets |= esc_bit(g->units[e].square);
        else if (p == ESC_ERR_NO_LINE_OF_SIGHT)
            *unseen |= esc_bit(g->units[e].square);
        if (p == ESC_OK || target_reason(p))
            own = ESC_OK;
        else if (own != ESC_OK)
            own = p;
    }
    return own;
}

esc_problem board_attacks_from(const esc_game *g, int unit, const esc_action *how, esc_action aim, esc_bits *targets,
                               esc_bits *unseen)
{
    static esc_game after; /* the screen runs on one thread */
    static esc_events events;
    *targets = 0;
    *unseen = 0;
    if (how) {
        /* A spent attack (or ability) says so before the move's cost: no move gives it back. */
        esc_problem now = aim_at_each(g, unit, aim, targets, unseen);
        *targets = 0;
        *unseen = 0;
        if (now == ESC_ERR_ALREADY_ATTACKED || now == ESC_ERR_ALREADY_USED_ABILITY || now == ESC_ERR_OVERCHARGED ||
            now == ESC_ERR_NO_ACTIONS_LEFT || now == ESC_ERR_SUPPRESSED)
            return now;
    }
    after = *g;
    if (how) {
        esc_problem p = esc_game_apply(&after, how, &events);
        if (p != ESC_OK)
            return p;
        if (how->kind == ESC_ACT_COMMAND_MOVE && after.command_unit != ESC_NO_UNIT) {
            /* the other free moves given up: the attack comes after them */
            esc_action done = esc_action_make(ESC_ACT_COMMAND_DONE, after.command_unit, ESC_AB_NONE, ESC_NO_SQUARE,
                                              ESC_NO_UNIT);
            if ((p = esc_game_apply(&after, &done, &events)) != ESC_OK)
                return p;
        }
    }
    if (after.phase != ESC_PHASE_BATTLE)
        return ESC_ERR_GAME_OVER;
    if (after.active != esc_unit_side(unit))
        return ESC_ERR_NO_ACTIONS_LEFT; /* the move ended the turn */
    return aim_at_each(&after, unit, aim, targets, unseen);
}

bool board_moving_mode(const board_input *in)
{
    return in->mode == BOARD_INPUT_UNIT_SELECTED || in->mode == BOARD_INPUT_CHOOSE_MOVE || in->mode == BOARD_INPUT_COMMAND_SQUARE ||
           (in->mode == BOARD_INPUT_CHOOSE_ABILITY && in->ability != ESC_AB_NONE &&
            (esc_ability_get(in->ability)->targeting == ESC_TARGETS_SQUARE ||
             (in->ability == ESC_AB_CHARGE && in->step == 0)));
}

static const char *shown_name(const esc_squad *const squads[ESC_SIDES], int unit, char *buf, int size)
{
    return esc_unit_display_name(squads[esc_unit_side(unit)], esc_unit_slot(unit), buf, size);
}

/* An arrow from the shooter's square to its target's, stopping at the target
 * token's rim: who can shoot whom one way only. It starts at the shooter's
 * corner whose line to the target is clear (the rules' own line), so it never
 * crosses a wall or a rock (play-test 9: centre to centre, it ran through
 * them); centre to centre only when no corner sees (never, for a shot). */
void board_sight_arrow(ui *u, const board_layout *l, esc_bits blockers, int from, int to, SDL_Color c)
{
    float x0, y0, x1, y1;
    board_sight_ray rays[4];
    board_to_pixels(l, (float)esc_square_file(from) + 0.5f, (float)esc_square_rank(from) + 0.5f, &x0, &y0);
    board_to_pixels(l, (float)esc_square_file(to) + 0.5f, (float)esc_square_rank(to) + 0.5f, &x1, &y1);
    float rim = (float)l->sq * 0.47f, start = rim;
    int df = esc_square_file(from) - esc_square_file(to), dr = esc_square_rank(from) - esc_square_rank(to);
    if (df >= -1 && df <= 1 && dr >= -1 && dr <= 1)
        start = (float)l->sq * 0.3f; /* next to it: always in sight, from the token's edge (a corner's arrow is too short to see) */
    else if (board_sight_rays(blockers, from, to, rays) > 0) {
        int k = 0;
        while (!rays[k].clear)
            k++; /* the nearest clear corner */
        board_to_pixels(l, (float)rays[k].corner_x, (float)rays[k].corner_y, &x0, &y0);
        start = 0.0f;
    }
    float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
    if (len <= start + rim)
        return;
    float ux = dx / len, uy = dy / len, w = (float)l->sq * 0.05f;
    float ex = x1 - ux * rim, ey = y1 - uy * rim, head = (float)l->sq * 0.18f;
    draw_line(u->r, x0 + ux * start, y0 + uy * start, ex, ey, w, c);
    draw_line(u->r, ex, ey, ex - head * (ux - uy * 0.6f), ey - head * (uy + ux * 0.6f), w, c);
    draw_line(u->r, ex, ey, ex - head * (ux + uy * 0.6f), ey - head * (uy - ux * 0.6f), w, c);
}

/* A cross of half-size `h` centred on (x, y). */
static void sight_cross(ui *u, float x, float y, float h, float wide, SDL_Color c)
{
    draw_line(u->r, x - h, y - h, x + h, y + h, wide, c);
    draw_line(u->r, x - h, y + h, x + h, y - h, wide, c);
}

/* Where the selected unit aims from (the square Charge picked) and what
 * blocks its sight (units too, but for Precision Shot). */
static int aim_from(const esc_game *g, const board_input *in, esc_bits *blockers)
{
    int from = in->mode == BOARD_INPUT_CHOOSE_ABILITY && in->ability == ESC_AB_CHARGE ? in->picked_square
                                                                                     : g->units[in->selected].square;
    bool ignore = in->mode == BOARD_INPUT_CHOOSE_ABILITY && in->ability == ESC_AB_PRECISION_SHOT;
    esc_bits units = esc_game_unit_squares(g) & ~esc_bit(g->units[in->selected].square);
    *blockers = g->obstacles | (ignore ? 0 : units);
    return from;
}

void board_sight_hover_why(const esc_game *g, const board_input *in, char *out, size_t size)
{
    esc_bits blockers;
    int from = aim_from(g, in, &blockers);
    board_sight_why(blockers, g->obstacles, from, in->hovered, out, size);
}

void board_sight_hover_own_corner(const esc_game *g, const board_input *in, char *out, size_t size)
{
    esc_bits blockers;
    int from = aim_from(g, in, &blockers);
    board_sight_own_corner_words(blockers, from, in->hovered, false, out, size);
}

/* Play-test 8: one ray, often from the shooter's far corner, read as wrong.
 * The rules look from each of the four corners (docs/rules.md section 5), so
 * the board shows the corner a player would look from first, the nearest,
 * and the others behind it. */
void board_draw_sight_line(ui *u, const board_layout *l, const esc_game *g, const board_input *in)
{
    esc_bits blockers;
    int from = aim_from(g, in, &blockers);
    board_sight_ray rays[4];
    int clear = board_sight_rays(blockers, from, in->hovered, rays);
    float x1, y1, s = (float)l->sq, wide = s * 0.035f + 1, thin = s * 0.018f + 1;
    board_to_pixels(l, (float)esc_square_file(in->hovered) + 0.5f, (float)esc_square_rank(in->hovered) + 0.5f, &x1, &y1);
    SDL_Color c = clear ? ui_rgba(255, 255, 255, 235) : ui_rgba(255, 60, 50, 240);
    SDL_Color faint = clear ? ui_rgba(255, 255, 255, 95) : ui_rgba(255, 90, 80, 110);
    /* Blocked: a line stopped between two corners first, as the words say. */
    int main_ray = clear ? 0 : board_sight_blocked_ray(blockers & ~(esc_bit(from) | esc_bit(in->hovered)), in->hovered, rays);
    while (clear && !rays[main_ray].clear)
        main_ray++; /* the nearest clear corner */
    /* The others first, faint and thin, so the main ray is drawn over them:
     * the other clear corners when there is sight, every corner's stopped
     * ray when there is none. */
    for (int k = 0; k < 4; k++) {
        if (k == main_ray || rays[k].clear != (clear > 0))
            continue;
        float x0, y0, mx, my;
        board_to_pixels(l, (float)rays[k].corner_x, (float)rays[k].corner_y, &x0, &y0); /* the board may be turned */
        board_to_pixels(l, rays[k].stop_x, rays[k].stop_y, &mx, &my);
        draw_line(u->r, x0, y0, mx, my, thin, faint);
        if (!rays[k].clear)
            sight_cross(u, mx, my, s * 0.06f, thin, faint);
    }
    const board_sight_ray *m = &rays[main_ray];
    float x0, y0, mx, my;
    board_to_pixels(l, (float)m->corner_x, (float)m->corner_y, &x0, &y0);
    board_to_pixels(l, m->stop_x, m->stop_y, &mx, &my);
    draw_line(u->r, x0, y0, mx, my, wide, c);
    if (!m->clear) {
        /* Blocked: the line still runs to the target (what was aimed at),
         * dashed past the point where it first touches its blocker (closed:
         * a rock's corner stops it, play-test 5), with a cross there and the
         * blocker framed (play-test 4: it stopped at the blocker and read as
         * aimed at it). */
        for (int d = 0; d < 8; d += 2) {
            float a0 = (float)d / 8.0f, a1 = (float)(d + 1) / 8.0f;
            draw_line(u->r, mx + (x1 - mx) * a0, my + (y1 - my) * a0, mx + (x1 - mx) * a1, my + (y1 - my) * a1, wide, c);
        }
        ui_frame(u, board_square_rect(l, m->block_square), c, 3);
        int side_a, side_b; /* stopped between two touching corners: both sides framed */
        if (board_sight_corner_stop(blockers & ~(esc_bit(from) | esc_bit(in->hovered)), in->hovered, m, &side_a, &side_b) &&
            side_b != ESC_NO_SQUARE) {
            ui_frame(u, board_square_rect(l, side_a), c, 3);
            ui_frame(u, board_square_rect(l, side_b), c, 3);
        }
        sight_cross(u, mx, my, s * 0.12f, wide, c);
    }
    draw_disc(u->r, x0, y0, s * 0.06f, c);
}

/* Line of sight is one-way (from the shooter's corners to the target's
 * centre): for the selected unit (else the hovered one), the enemies that can
 * shoot it where it stands but that it cannot see (a magenta ring and arrow),
 * and those it can shoot unseen (a green ring and arrow), each explained in
 * its square's tooltip. While a move is previewed, the same for the hovered
 * destination, and every enemy that could shoot the unit there is ringed
 * (orange). The rules core says who sees whom (esc_game_sight). */
/* A one-way shot from a shooter's own corner where blocking squares meet
 * says so after the sentence (play-test 10: it looked against the rules). */
static void own_corner_after(char *tip, size_t size, esc_bits walls, int from, int to, bool target_named)
{
    char corner[300];
    board_sight_own_corner_words(walls, from, to, target_named, corner, sizeof corner);
    size_t n = strlen(tip);
    if (corner[0] && n + 1 < size)
        snprintf(tip + n, size - n, " %s", corner);
}

/* Play-test 11: a diagonal step between two blocking squares that touch at
 * a corner looked like a pathing bug, since a line of sight through that
 * corner is blocked; when the previewed path takes one, one line says so. */
static void corner_step_words(const esc_game *g, int mover, int to, char *out, size_t size)
{
    out[0] = '\0';
    int8_t path[ESC_PATH_MAX];
    int n = esc_game_path(g, mover, to, path);
    esc_bits walls = g->obstacles | (esc_game_unit_squares(g) & ~esc_bit(g->units[mover].square));
    for (int i = 0, a = g->units[mover].square; i < n; a = path[i++]) {
        int b = path[i], fa = esc_square_file(a), ra = esc_square_rank(a), fb = esc_square_file(b),
            rb = esc_square_rank(b);
        if (fa == fb || ra == rb)
            continue;
        int s1 = esc_square_make(fa, rb), s2 = esc_square_make(fb, ra);
        if (!(walls & esc_bit(s1)) || !(walls & esc_bit(s2)))
            continue;
        char n1[3], n2[3];
        esc_square_name(s1, n1);
        esc_square_name(s2, n2);
        /* TRANSLATORS: a previewed move's tooltip: the path steps diagonally between two squares (c4, d3)
         * that block and touch at a corner. */
        snprintf(out, size, _("The path slips diagonally between %s and %s, which touch at a corner: a move may "
                              "pass there, a line of sight may not."),
                 n1, n2);
        return;
    }
}

/* Play-test 14: a shot refused for a corner was learned only after trying
 * it. An enemy in range but out of sight from `from` gets an "out of sight"
 * word over it, and what stops the line is marked: a thin line from the
 * shooter's corner to it, the blocking square framed with a cross on it, or
 * for a corner, the cross on that point and the squares that meet there
 * framed. */
static void mark_out_of_sight(ui *u, const board_layout *l, esc_bits walls, int from, int to)
{
    esc_bits b = walls & ~(esc_bit(from) | esc_bit(to));
    board_sight_ray rays[4];
    if (board_sight_rays(b, from, to, rays) > 0)
        return;
    const board_sight_ray *m = &rays[board_sight_blocked_ray(b, to, rays)];
    SDL_Color c = ui_rgba(255, 80, 70, 215);
    float s = (float)l->sq, x0, y0, mx, my, x1, y1;
    board_to_pixels(l, (float)m->corner_x, (float)m->corner_y, &x0, &y0);
    board_to_pixels(l, (float)esc_square_file(to) + 0.5f, (float)esc_square_rank(to) + 0.5f, &x1, &y1);
    float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy), rim = s * 0.47f;
    if (len > rim)
        draw_line(u->r, x0, y0, x1 - dx * rim / len, y1 - dy * rim / len, s * 0.015f + 1, ui_rgba(255, 80, 70, 150));
    int side_a, side_b;
    if (board_sight_corner_stop(b, to, m, &side_a, &side_b)) {
        /* A corner: the cross on the very point, the squares that meet there framed. */
        board_to_pixels(l, m->stop_x, m->stop_y, &mx, &my);
        ui_frame(u, board_square_rect(l, side_a), c, 2);
        if (side_b != ESC_NO_SQUARE)
            ui_frame(u, board_square_rect(l, side_b), c, 2);
    } else {
        /* Through a square: the cross on it (play-test 14: a cross on its
         * corner read as a corner rule). */
        board_to_pixels(l, (float)esc_square_file(m->block_square) + 0.5f, (float)esc_square_rank(m->block_square) + 0.5f,
                        &mx, &my);
        ui_frame(u, board_square_rect(l, m->block_square), c, 2);
    }
    sight_cross(u, mx, my, s * 0.1f, s * 0.03f + 1, c);
    SDL_Rect r = board_square_rect(l, to);
    float x, y;
    board_to_pixels(l, (float)esc_square_file(to) + 0.5f, (float)esc_square_rank(to) + 0.5f, &x, &y);
    /* TRANSLATORS: a word over an enemy within the unit's Range that its line of sight cannot reach (from where
     * it stands, or from the square a move is previewed to). */
    const char *word = _("out of sight");
    int cpx;
    SDL_Rect chip = board_unit_chip(u, r, x, (float)r.y + s * 0.88f, word, (int)(s * 0.15f) + 3, &cpx);
    board_draw_unit_chip(u, chip, cpx, word, ui_rgba(70, 20, 20, 235), ui_rgb(255, 200, 195));
}

/* The action that takes the mover to the previewed square `at` (a move, a
 * Command Forward free move, a square-picking ability) and the attack it could
 * then make (Charge: the charge itself, aimed from `at`). */
static esc_action preview_how(const board_input *in, int mover, int at, esc_action *aim)
{
    *aim = esc_action_make(ESC_ACT_ATTACK, mover, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    if (in->mode == BOARD_INPUT_COMMAND_SQUARE)
        return esc_action_make(ESC_ACT_COMMAND_MOVE, mover, ESC_AB_NONE, at, ESC_NO_UNIT);
    if (in->mode == BOARD_INPUT_CHOOSE_ABILITY && in->ability == ESC_AB_CHARGE) {
        *aim = esc_action_make(ESC_ACT_ABILITY, mover, ESC_AB_CHARGE, at, ESC_NO_UNIT);
        return esc_action_make(ESC_ACT_END_TURN, mover, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT); /* nothing first */
    }
    if (in->mode == BOARD_INPUT_CHOOSE_ABILITY)
        return esc_action_make(ESC_ACT_ABILITY, mover, in->ability, at, ESC_NO_UNIT);
    return esc_action_make(ESC_ACT_MOVE, mover, ESC_AB_NONE, at, ESC_NO_UNIT);
}

/* Marks each enemy in `blocked` (in range, out of sight from `at`:
 * mark_out_of_sight); their names in `names`. */
static void mark_blocked(ui *u, const board_layout *l, const esc_game *g, int subject, int at, esc_bits blocked,
                         const esc_squad *const squads[ESC_SIDES], char *names, size_t size)
{
    esc_bits walls = (esc_game_unit_squares(g) & ~esc_bit(g->units[subject].square)) | g->obstacles;
    names[0] = '\0';
    for (esc_bits b = blocked; b; b &= b - 1) {
        int sq = __builtin_ctzll(b);
        if (g->occupant[sq] == ESC_NO_UNIT)
            continue;
        mark_out_of_sight(u, l, walls, at, sq);
        char them[ESC_NAME_MAX + 16];
        shown_name(squads, g->occupant[sq], them, (int)sizeof them);
        size_t n = strlen(names);
        snprintf(names + n, size - n, "%s%s", n ? ", " : "", them);
    }
}

void board_draw_sight_marks(ui *u, const board_layout *l, const esc_game *g, const board_input *in,
                             const esc_squad *const squads[ESC_SIDES])
{
    if (g->phase != ESC_PHASE_BATTLE || in->mode == BOARD_INPUT_ANIMATING)
        return;
    int hovered_unit = in->hovered != ESC_NO_SQUARE ? g->occupant[in->hovered] : ESC_NO_UNIT;
    int subject = in->selected != ESC_NO_UNIT && esc_game_unit_alive(g, in->selected) ? in->selected : hovered_unit;
    int mover = in->mode == BOARD_INPUT_COMMAND_SQUARE ? in->command_ally : in->selected;
    int at = subject != ESC_NO_UNIT ? g->units[subject].square : ESC_NO_SQUARE;
    bool moving = false;
    if (board_moving_mode(in) && mover != ESC_NO_UNIT && esc_game_unit_alive(g, mover) && board_may_move(in, g, mover) &&
        in->hovered != ESC_NO_SQUARE && hovered_unit == ESC_NO_UNIT) {
        esc_bits reach = in->mode == BOARD_INPUT_CHOOSE_ABILITY ? board_ability_reach(g, board_input_clickable(in, g), mover)
                                                                : esc_game_reachable(g, mover);
        if (reach & esc_bit(in->hovered)) {
            subject = mover;
            at = in->hovered;
            moving = true;
        }
    }
    if (subject == ESC_NO_UNIT || at == ESC_NO_SQUARE || !esc_game_unit_alive(g, subject))
        return;
    esc_sight s;
    esc_game_sight(g, subject, at, &s);
    /* What the unit may attack from there THIS turn, by the core's own rules
     * (board_attacks_from: an attack or ability already spent, the actions
     * left...), never from its Range alone (play-test 16). In range but out
     * of sight is marked before a move is spent (from the previewed square)
     * or an attack tried (from the selected unit's own square; a hovered
     * enemy has the whole line drawn instead). */
    char blocked_names[400] = "";
    esc_bits blocked = 0, hittable = 0;
    esc_problem no_attack = ESC_OK;
    bool own_turn = esc_unit_side(subject) == g->active;
    if (moving && own_turn) {
        esc_action aim, how = preview_how(in, subject, at, &aim);
        no_attack = board_attacks_from(g, subject, how.kind == ESC_ACT_END_TURN ? NULL : &how, aim, &hittable,
                                       &blocked);
        mark_blocked(u, l, g, subject, at, blocked, squads, blocked_names, sizeof blocked_names);
    } else if (own_turn && subject == in->selected &&
               (in->mode == BOARD_INPUT_UNIT_SELECTED || in->mode == BOARD_INPUT_CHOOSE_ATTACK) &&
               (hovered_unit == ESC_NO_UNIT || esc_unit_side(hovered_unit) == esc_unit_side(subject))) {
        esc_bits here = 0, unseen = 0;
        board_attacks_from(g, subject, NULL, esc_action_make(ESC_ACT_ATTACK, subject, ESC_AB_NONE, ESC_NO_SQUARE,
                                                             ESC_NO_UNIT), &here, &unseen);
        mark_blocked(u, l, g, subject, at, unseen, squads, blocked_names, sizeof blocked_names);
    }
    /* What blocks sight with the subject on `at` (moved there, its own square is free). */
    esc_bits walls = (esc_game_unit_squares(g) & ~esc_bit(g->units[subject].square)) | g->obstacles;
    char me[ESC_NAME_MAX + 16], them[ESC_NAME_MAX + 16], tip[900];
    shown_name(squads, subject, me, (int)sizeof me);
    SDL_Color blind = ui_rgba(235, 80, 235, 240), unseen = ui_rgba(90, 235, 150, 240), shot = ui_rgba(255, 150, 60, 230);
    char list[400] = "", hits[400] = "", summary[2000] = "";
    /* Play-test 11: before the move is spent, whom the unit could attack
     * from the hovered square (its Range, its own line of sight from there)
     * and who could attack it there, told apart on the board (a word over
     * each enemy) and in the square's tooltip. */
    for (int e = 0; e < ESC_MAX_UNITS; e++) {
        uint32_t bit = 1u << e;
        int sq = esc_game_unit_alive(g, e) ? g->units[e].square : ESC_NO_SQUARE;
        bool can_hit = moving && sq != ESC_NO_SQUARE && (hittable & esc_bit(sq));
        if (!((s.shot_by | s.unseen_by) & bit) && !can_hit)
            continue;
        float x, y;
        board_to_pixels(l, (float)esc_square_file(sq) + 0.5f, (float)esc_square_rank(sq) + 0.5f, &x, &y);
        shown_name(squads, e, them, (int)sizeof them);
        if (moving && (s.shot_by & bit)) {
            size_t n = strlen(list);
            snprintf(list + n, sizeof list - n, "%s%s", n ? ", " : "", them);
        }
        if (can_hit) {
            size_t n = strlen(hits);
            snprintf(hits + n, sizeof hits - n, "%s%s", n ? ", " : "", them);
        }
        SDL_Rect r = board_square_rect(l, sq);
        if (moving) {
            bool hits_me = (s.shot_by & bit) != 0;
            /* TRANSLATORS: a word over an enemy while a move is previewed: both can attack each other there. */
            const char *word = hits_me && can_hit ? _("both ways")
                               /* TRANSLATORS: over an enemy while a move is previewed: the moving unit could attack it. */
                               : can_hit ? _("you can hit")
                                         /* TRANSLATORS: over an enemy while a move is previewed: it could attack the
                                          * moving unit there. */
                                         : _("can hit you");
            SDL_Color back = hits_me && can_hit ? shot : can_hit ? unseen : blind;
            int cpx;
            SDL_Rect chip = board_unit_chip(u, r, x, (float)r.y + l->sq * 0.12f, word, (int)(l->sq * 0.17f) + 3, &cpx);
            board_draw_unit_chip(u, chip, cpx, word, ui_rgba(back.r / 3, back.g / 3, back.b / 3, 235),
                                 ui_rgb(255, 255, 255));
        }
        if (s.blind_to & bit) {
            draw_ring(u->r, x, y - l->sq * 0.02f, l->sq * 0.47f, (float)l->sq * 0.06f, blind);
            board_sight_arrow(u, l, walls, sq, at, blind);
            if (moving)
                /* TRANSLATORS: tooltip on an enemy while a move is previewed: 1st and 4th %s the enemy, 2nd and 3rd the unit
                 * that would move there. Line of sight runs one way only. */
                snprintf(tip, sizeof tip, _("%s could shoot %s there, and %s could not see %s from there: "
                                            "line of sight runs from the shooter's corners to the target's centre."),
                         them, me, me, them);
            else
                /* TRANSLATORS: tooltip on an enemy: 1st and 4th %s the enemy, 2nd and 3rd the selected or hovered unit.
                 * Line of sight runs one way only. */
                snprintf(tip, sizeof tip, _("%s can shoot %s here, but %s cannot see %s from here: "
                                            "line of sight runs from the shooter's corners to the target's centre."),
                         them, me, me, them);
            own_corner_after(tip, sizeof tip, walls, sq, at, true);
            board_square_tooltip(u, l, r, tip);
            size_t n = strlen(summary);
            snprintf(summary + n, sizeof summary - n, "%s%s", n ? " " : "", tip);
        } else if (s.unseen_by & bit) {
            draw_ring(u->r, x, y - l->sq * 0.02f, l->sq * 0.47f, (float)l->sq * 0.06f, unseen);
            board_sight_arrow(u, l, walls, at, sq, unseen);
            /* TRANSLATORS: tooltip on an enemy: 1st and 4th %s the selected or hovered unit (or the one whose
             * move is previewed), 2nd and 3rd the enemy. Line of sight runs one way only. */
            snprintf(tip, sizeof tip, _("%s can shoot %s from there, but %s cannot see %s: "
                                        "line of sight runs from the shooter's corners to the target's centre."),
                     me, them, them, me);
            own_corner_after(tip, sizeof tip, walls, at, sq, false);
            board_square_tooltip(u, l, r, tip);
            size_t n = strlen(summary);
            snprintf(summary + n, sizeof summary - n, "%s%s", n ? " " : "", tip);
        } else if (moving && (s.shot_by & bit)) {
            draw_ring(u->r, x, y - l->sq * 0.02f, l->sq * 0.47f, (float)l->sq * 0.04f, shot);
            if (can_hit)
                /* TRANSLATORS: tooltip on an enemy while a move is previewed: the enemy, then the unit that would move. */
                snprintf(tip, sizeof tip, _("%s could shoot %s there (and be shot back)."), them, me);
            else
                /* TRANSLATORS: tooltip on an enemy while a move is previewed: the enemy, the unit that would move
                 * (twice). */
                snprintf(tip, sizeof tip, _("%s could shoot %s there; %s could not reach it back from there."), them,
                         me, me);
            board_square_tooltip(u, l, r, tip);
        } else if (moving) {
            draw_ring(u->r, x, y - l->sq * 0.02f, l->sq * 0.47f, (float)l->sq * 0.04f, unseen);
            /* TRANSLATORS: tooltip on an enemy while a move is previewed: the unit that would move, the enemy. */
            snprintf(tip, sizeof tip, _("%s could attack %s from there; it could not attack back."), me, them);
            board_square_tooltip(u, l, r, tip);
        }
    }
    for (esc_bits b = blocked; b; b &= b - 1) {
        int sq = __builtin_ctzll(b);
        if (g->occupant[sq] == ESC_NO_UNIT || (s.shot_by & (1u << g->occupant[sq])))
            continue; /* one that can shoot it there says so already */
        char why[400];
        board_sight_why(walls, g->obstacles, at, sq, why, sizeof why);
        shown_name(squads, g->occupant[sq], them, (int)sizeof them);
        /* TRANSLATORS: tooltip on an enemy in range but out of sight while a move is previewed: the unit that would
         * move, the enemy, then why ("Out of sight: an obstacle on d3 stands in the way."). */
        snprintf(tip, sizeof tip, _("%s could not shoot %s from there. %s"), me, them, why);
        board_square_tooltip(u, l, board_square_rect(l, sq), tip);
    }
    if (moving) {
        char where[3];
        esc_square_name(at, where);
        /* The danger there in the unit card's own words (board/worst.c): what
         * the enemy's whole next turn can do to it, not only who can shoot it
         * from where they stand, so the two never disagree. */
        const esc_worst_case *now = NULL, *after = NULL;
        char danger[400] = "";
        int viewer = esc_unit_side(subject);
        if (viewer == g->active && board_worst_cases(g, in, viewer, ESC_AB_NONE, &now, &after) && after)
            board_worst_line(after, NULL, subject, danger, sizeof danger);
        if (danger[0]) {
            /* TRANSLATORS: tooltip on a square a move is previewed to: the unit, the square, then
             * "Enemy's next turn: up to 2 damage" (the unit card's words). */
            int n = snprintf(tip, sizeof tip, _("%s on %s. %s."), me, where, danger);
            if (list[0] && n > 0 && (size_t)n < sizeof tip)
                /* TRANSLATORS: after the danger on a previewed square: the enemies (comma-separated) whose plain
                 * attack reaches it there from where they stand now. */
                snprintf(tip + n, sizeof tip - (size_t)n, _(" Already in reach of it there: %s."), list);
        } else if (list[0])
            /* TRANSLATORS: tooltip on a square a move is previewed to: the unit, the square, the enemies
             * (comma-separated) whose plain attack would reach it there from where they stand now. */
            snprintf(tip, sizeof tip, _("%s on %s could be shot by: %s (from where they stand now)."), me, where,
                     list);
        else
            /* TRANSLATORS: tooltip on a square a move is previewed to: the unit, the square. */
            snprintf(tip, sizeof tip, _("%s on %s: no enemy could shoot it from where they stand now."), me, where);
        size_t n = strlen(tip);
        if (hits[0])
            /* TRANSLATORS: after a previewed square's tooltip: the enemies (comma-separated) the moving unit
             * could attack from there (its Range and its own line of sight). */
            snprintf(tip + n, sizeof tip - n, _(" From there it can attack: %s."), hits);
        else if (no_attack != ESC_OK && no_attack != ESC_ERR_NO_TARGET)
            /* TRANSLATORS: after a previewed square's tooltip: the unit may make no attack this turn once
             * there; %s is the rule's reason ("this unit already used an ability this turn"). */
            snprintf(tip + n, sizeof tip - n, _(" No attack from there this turn: %s."), _(esc_problem_text(no_attack)));
        else
            snprintf(tip + n, sizeof tip - n, " %s", _("From there it can attack no enemy."));
        n = strlen(tip);
        if (blocked_names[0])
            /* TRANSLATORS: after a previewed square's tooltip: the enemies (comma-separated) within the moving
             * unit's Range whose line of sight from there is blocked (marked on the board). */
            snprintf(tip + n, sizeof tip - n, _(" In range but out of sight from there: %s."), blocked_names);
        char squeeze[300];
        corner_step_words(g, subject, at, squeeze, sizeof squeeze);
        n = strlen(tip);
        if (squeeze[0])
            snprintf(tip + n, sizeof tip - n, " %s", squeeze);
        board_square_tooltip(u, l, board_square_rect(l, at), tip);
    } else if (summary[0]) {
        /* The unit's own square says all of it (hovering an enemy makes it the one shown). */
        board_square_tooltip(u, l, board_square_rect(l, at), summary);
    }
}

/* The board under the units: tiles, zone, obstacles, and the square overlays that
 * change only when the selection does (threats, reachable squares, deployment
 * squares). Drawn into the cached layer. */
