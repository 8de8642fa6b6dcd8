/*
 * The battle screen's geometry (board/view.h's board_layout): where the board,
 * its squares, the panel, the top bar and the prompt line are for a window
 * size, and the conversions between squares and pixels. Below everything that
 * draws the board (view.c, view_effects.c) and everything that reads the
 * pointer (battle.c): it calls nothing of theirs.
 */
#include "board/view.h"

static bool use_flipped;

void board_use_flip(bool flipped)
{
    use_flipped = flipped;
}

board_layout board_layout_compute(int w, int h, float s)
{
    board_layout l;
    l.flipped = use_flipped;
    int margin = (int)(16 * s);
    int top_h = (int)(44 * s), prompt_h = (int)(30 * s), label = (int)(26 * s);
    int panel_w = (int)(w * 0.30f);
    /* The panel's text stays at least 12 px in a small window (UI_MIN_TEXT_PX):
     * its least width follows the text, not the window. */
    int pmin = (int)(300 * (s > 1.0f ? s : 1.0f)), pmax = (int)(470 * s);
    pmax = pmax < pmin ? pmin : pmax;
    panel_w = panel_w < pmin ? pmin : panel_w > pmax ? pmax : panel_w;
    if (panel_w > w / 2)
        panel_w = w / 2;
    int avail_w = w - panel_w - 3 * margin - label;
    int avail_h = h - top_h - prompt_h - 2 * margin - label;
    int side = avail_w < avail_h ? avail_w : avail_h;
    if (side < 64)
        side = 64;
    l.sq = side / 8;
    side = l.sq * 8;
    /* Centred in the space left of the panel, below the top bar. */
    int area_x = margin + label, area_w = w - panel_w - 2 * margin - label;
    int area_y = top_h + margin, area_h = h - top_h - prompt_h - 2 * margin - label;
    l.board = (SDL_Rect){ area_x + (area_w - side) / 2, area_y + (area_h - side) / 2, side, side };
    l.panel = (SDL_Rect){ w - panel_w - margin, top_h + margin, panel_w, h - top_h - 2 * margin };
    l.top = (SDL_Rect){ 0, 0, w, top_h };
    l.prompt = (SDL_Rect){ l.board.x, l.board.y + side + label, side, prompt_h };
    return l;
}

int board_square_at(const board_layout *l, int x, int y)
{
    if (x < l->board.x || y < l->board.y || x >= l->board.x + l->board.w || y >= l->board.y + l->board.h)
        return ESC_NO_SQUARE;
    int file = (x - l->board.x) / l->sq, row = (y - l->board.y) / l->sq;
    if (l->flipped)
        return esc_square_make(7 - file, row);
    return esc_square_make(file, 7 - row);
}

SDL_Rect board_square_rect(const board_layout *l, int square)
{
    int col = esc_square_file(square), row = 7 - esc_square_rank(square);
    if (l->flipped) {
        col = 7 - col;
        row = 7 - row;
    }
    return (SDL_Rect){ l->board.x + col * l->sq, l->board.y + row * l->sq, l->sq, l->sq };
}

void board_to_pixels(const board_layout *l, float fx, float fy, float *x, float *y)
{
    if (l->flipped) {
        fx = 8.0f - fx;
        fy = 8.0f - fy;
    }
    *x = (float)l->board.x + fx * (float)l->sq;
    *y = (float)l->board.y + (8.0f - fy) * (float)l->sq;
}

SDL_Rect board_token_slot(SDL_Rect square, int slot)
{
    /* Fractions of the square: left, top, right, bottom (right and bottom
     * excluded). Each edge is rounded down, so two slots that do not meet as
     * fractions never share a pixel at any square size. */
    static const float box[BOARD_SLOTS][4] = {
        [BOARD_SLOT_DANGER] = { 0.02f, 0.02f, 0.72f, 0.37f }, [BOARD_SLOT_STATUS] = { 0.74f, 0.02f, 0.98f, 0.76f },
        [BOARD_SLOT_LETTER] = { 0.02f, 0.40f, 0.40f, 0.75f }, [BOARD_SLOT_MARK] = { 0.42f, 0.40f, 0.72f, 0.75f },
        [BOARD_SLOT_HEALTH] = { 0.08f, 0.79f, 0.92f, 0.97f },
    };
    if (slot < 0 || slot >= BOARD_SLOTS)
        return (SDL_Rect){ square.x, square.y, 0, 0 };
    const float *b = box[slot];
    int x0 = (int)(b[0] * (float)square.w), y0 = (int)(b[1] * (float)square.h);
    int x1 = (int)(b[2] * (float)square.w), y1 = (int)(b[3] * (float)square.h);
    return (SDL_Rect){ square.x + x0, square.y + y0, x1 - x0, y1 - y0 };
}
