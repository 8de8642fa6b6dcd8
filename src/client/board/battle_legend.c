/*
 * The board's marks named in the side panel (play-test 15 #3: arrows,
 * hatching, rings and "-1/-2/KO" badges at once, their meaning only in long
 * hover cards): a compact strip, one entry per kind of mark on the board now,
 * each with a drawn sample and a few words; a mark not on screen is not named.
 */
#include <stdio.h>
#include <string.h>

#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/sight.h"
#include "board/view.h"
#include "board/view_shot.h"
#include "board/worst.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"

enum { MARK_REACH, MARK_SHOT, MARK_HATCH, MARK_RING, MARK_MINUS, MARK_KO, MARK_ARROW, MARK_COUNT };

/* The kinds of mark the board shows now (bit 1 << MARK_...). */
unsigned battle_legend_marks(const board_battle *bb)
{
    const esc_game *g = &bb->match.game;
    const board_input *in = &bb->st.input;
    if (g->phase != ESC_PHASE_BATTLE || bb->st.replay.on || bb->st.anim.playing)
        return 0;
    unsigned marks = 0;
    int mover = in->mode == BOARD_INPUT_COMMAND_SQUARE ? in->command_ally : in->selected;
    if (board_moving_mode(in) && mover != ESC_NO_UNIT && esc_game_unit_alive(g, mover) && board_may_move(in, g, mover) &&
        in->mode != BOARD_INPUT_CHOOSE_ABILITY) {
        esc_bits reach = esc_game_reachable(g, mover);
        if (reach)
            marks |= 1u << MARK_REACH;
        if (board_shot_squares(g, in, reach))
            marks |= 1u << MARK_SHOT;
    }
    if (in->show_threats) {
        marks |= 1u << MARK_HATCH;
        if (board_threatened_units(g, in))
            marks |= 1u << MARK_RING;
    }
    int viewer = board_threat_viewer(g, in);
    for (int id = viewer * ESC_SQUAD_MAX; id < (viewer + 1) * ESC_SQUAD_MAX; id++) {
        char badge[32] = "";
        if (esc_game_unit_alive(g, id))
            board_danger_badge(g, in, ESC_AB_NONE, id, badge, sizeof badge);
        if (badge[0] == '-')
            marks |= 1u << MARK_MINUS;
        else if (badge[0])
            marks |= 1u << MARK_KO;
    }
    if (board_intent_active(g, in))
        marks |= 1u << MARK_ARROW;
    return marks;
}

/* Draws the sample in r (its height; a badge may be wider); returns its width. */
static int draw_sample(ui *u, int kind, SDL_Rect r)
{
    float cx = (float)r.x + (float)r.w / 2.0f, cy = (float)r.y + (float)r.h / 2.0f, s = (float)r.w;
    switch (kind) {
    case MARK_REACH:
        ui_fill(u, r, ui_rgba(80, 160, 255, 90));
        draw_disc(u->r, cx, cy, s * 0.16f, ui_rgba(150, 205, 255, 230));
        break;
    case MARK_SHOT:
        ui_fill(u, r, ui_rgba(80, 160, 255, 90));
        board_draw_shot_mark(u, ui_rect(r.x - r.w * 2 / 5, r.y - r.h * 2 / 5, r.w * 9 / 5, r.h * 9 / 5)); /* larger here */
        break;
    case MARK_HATCH:
        ui_fill(u, r, ui_rgba(255, 140, 30, 60));
        for (int k = 1; k < 3; k++) {
            float o = s * (float)k / 3.0f;
            draw_line(u->r, (float)r.x + o, (float)r.y, (float)r.x, (float)r.y + o, 2, ui_rgba(255, 150, 40, 170));
            draw_line(u->r, (float)r.x + s, (float)r.y + o, (float)r.x + o, (float)r.y + s, 2, ui_rgba(255, 150, 40, 170));
        }
        break;
    case MARK_RING:
        draw_ring(u->r, cx, cy, s * 0.42f, s * 0.1f, ui_rgba(255, 150, 60, 230));
        break;
    case MARK_MINUS:
    case MARK_KO: {
        /* TRANSLATORS: badge on a unit the action would kill ("knocked out"); 2-3 letters. */
        const char *text = kind == MARK_KO ? _("KO") : "-2";
        int px = r.h * 2 / 3;
        SDL_Rect chip = { r.x, r.y, ui_text_width(u, text, px, true) + 6, r.h };
        board_draw_unit_chip(u, chip, px, text, kind == MARK_KO ? ui_rgb(190, 30, 30) : ui_rgb(200, 80, 30),
                             ui_rgb(255, 250, 240));
        return chip.w;
    }
    case MARK_ARROW:
        draw_line(u->r, (float)r.x, cy, (float)r.x + s, cy, s * 0.12f, ui_rgba(255, 150, 60, 230));
        draw_line(u->r, (float)r.x + s * 0.6f, cy - s * 0.3f, (float)r.x + s, cy, s * 0.12f, ui_rgba(255, 150, 60, 230));
        draw_line(u->r, (float)r.x + s * 0.6f, cy + s * 0.3f, (float)r.x + s, cy, s * 0.12f, ui_rgba(255, 150, 60, 230));
        break;
    }
    return r.w;
}

static const char *mark_words(int kind)
{
    switch (kind) {
    /* TRANSLATORS: side panel, the board's marks: a square tinted blue with a dot. 2-4 words. */
    case MARK_REACH: return _("Can move there");
    /* TRANSLATORS: side panel, the board's marks: a small crosshair on a square. 2-4 words. */
    case MARK_SHOT: return _("A shot from there");
    /* TRANSLATORS: side panel, the board's marks: orange hatching on squares. 2-4 words. */
    case MARK_HATCH: return _("Enemy can hit");
    /* TRANSLATORS: side panel, the board's marks: an orange ring round a unit. 2-4 words. */
    case MARK_RING: return _("Unit in danger");
    /* TRANSLATORS: side panel, the board's marks: "-2" on a unit. 2-4 words. */
    case MARK_MINUS: return _("Most it can lose");
    /* TRANSLATORS: side panel, the board's marks: "KO" on a unit. 2-4 words. */
    case MARK_KO: return _("Can be killed");
    /* TRANSLATORS: side panel, the board's marks: arrows from the enemy under the pointer. 2-4 words. */
    default: return _("Who it can hit");
    }
}

/* The strip, two entries a row; returns the y under it. */
int battle_draw_legend(ui *u, board_battle *bb, int x, int y, int w, int max_h)
{
    unsigned marks = battle_legend_marks(bb);
    if (!marks)
        return y;
    /* Two entries a row, the words a little smaller where a longer language
     * needs it, cut only as a last resort: one column would take the log's
     * room at 800x560. */
    int px = ui_px(u, 12), cols = 2;
    for (bool fits = false; !fits && px > ui_px(u, 10); px -= fits ? 0 : 1) {
        fits = true;
        for (int kind = 0; kind < MARK_COUNT; kind++)
            if ((marks & (1u << kind)) &&
                px * 3 + ui_px(u, 10) + ui_text_width(u, mark_words(kind), px, false) > w / 2 - ui_px(u, 5))
                fits = false;
    }
    int box = px * 3 / 2, row = box + ui_px(u, 3), gap = ui_px(u, 5);
    int col = w / cols;
    /* Where each entry goes: words too long for half the width (a longer
     * language even at the smaller size) take a row of their own, whole
     * (play-test 16, French: "L'ennemi peut fra…"). */
    int at_row[MARK_COUNT], at_col[MARK_COUNT], rows = 0, next = 0;
    for (int kind = 0; kind < MARK_COUNT; kind++) {
        if (!(marks & (1u << kind)))
            continue;
        bool wide = px * 3 + ui_px(u, 10) + ui_text_width(u, mark_words(kind), px, false) > col - ui_px(u, 5);
        if (wide && next) {
            rows++;
            next = 0;
        }
        at_row[kind] = rows;
        at_col[kind] = wide ? -1 : next;
        next = wide ? cols : next + 1;
        if (next >= cols) {
            rows++;
            next = 0;
        }
    }
    rows += next ? 1 : 0;
    if (rows * row + ui_px(u, 6) > max_h)
        return y; /* the log keeps its least height (play-test 16 at 800 x 560: two lines); tooltips say the same */
    for (int kind = 0; kind < MARK_COUNT; kind++) {
        if (!(marks & (1u << kind)))
            continue;
        int cx = x + (at_col[kind] > 0 ? at_col[kind] * col : 0), cy = y + at_row[kind] * row;
        int sw = draw_sample(u, kind, ui_rect(cx, cy, box, box));
        if (sw < box)
            sw = box;
        char words[120];
        snprintf(words, sizeof words, "%s", mark_words(kind));
        ui_text_cut(u, words, sizeof words, px, false, (at_col[kind] < 0 ? w : col) - sw - 2 * gap);
        ui_text(u, cx + sw + gap, cy + (box - px * 5 / 4) / 2 + 1, words, px, false, ui_rgb(190, 196, 210), UI_LEFT);
    }
    return y + rows * row + ui_px(u, 6);
}
