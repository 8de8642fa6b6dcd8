/* The turn report and the log on screen (panel.h), worded when drawn (words.h). */
#include "eventlog/panel.h"

#include <stdio.h>
#include <string.h>

#include "eventlog/words.h"
#include "skirmish/i18n.h"

#define ROWS_MAX 64

static SDL_Color kind_colour(const evlog_entry *e, int seat)
{
    if (e->loss & evlog_seat_bit(seat))
        return ui_rgb(255, 150, 120);
    switch (e->kind) {
    case EVLOG_CAPTURE: return ui_rgb(150, 220, 160);
    case EVLOG_BATTLE: return ui_rgb(255, 214, 140);
    case EVLOG_ENGAGEMENT: return ui_rgb(200, 200, 255);
    case EVLOG_ELIMINATION: return ui_rgb(255, 120, 120);
    default: return ui_rgb(205, 210, 222);
    }
}

static bool clicked(const ui *u, SDL_Rect r)
{
    const ui_event *ev = u->ev;
    return ev && ev->kind == UI_EV_MOUSE_UP && ev->button == UI_BUTTON_LEFT && ev->x >= r.x && ev->x < r.x + r.w &&
           ev->y >= r.y && ev->y < r.y + r.h;
}

/* A row's text: the entry in the current language, after its turn number when
 * the rows span turns. */
static void row_text(const evlog *log, const evlog_entry *e, bool turns, char *line, size_t size)
{
    char text[EVLOG_TEXT_MAX];
    evlog_words(e, text, sizeof text);
    if (turns && log->rounds)
        /* TRANSLATORS: an event log row (TRTS): the round number, then what happened. */
        snprintf(line, size, _("Round %d · %s"), e->turn, text);
    else if (turns)
        /* TRANSLATORS: an event log row: the turn number, then what happened. */
        snprintf(line, size, _("T%d · %s"), e->turn, text);
    else
        snprintf(line, size, "%s", text);
}

/* A row's wrapped height in a body `w` wide, measured without drawing. */
static int row_height(const ui *u, int w, const char *line)
{
    int pad = ui_px(u, 4);
    ui quiet = *u;
    quiet.draw = false;
    return ui_text_wrapped(&quiet, ui_rect(0, 0, w - 2 * pad, 0), line, ui_px(u, 13), ui_rgb(0, 0, 0)) + pad;
}

/* The rows cut into the lines they wrap to, in a body `w` wide: the view
 * scrolls by these lines, so a row taller than the body is read a line at a
 * time and none is skipped (blind play-test 16: at 800x560 in French the
 * lottery's row was taller than the report's body, never drawn, and the
 * scroll went from nothing to the row after it). */
#define LINES_MAX 4096
typedef struct wrapped_line {
    int row;           /* the row's place in index[] */
    int start, len;    /* bytes of the row's text */
    bool first, last;  /* the row's first, last line */
} wrapped_line;

typedef struct wrapped {
    wrapped_line line[LINES_MAX];
    int n, line_h, pad;
} wrapped;

static void wrap_rows(ui *u, int w, const evlog *log, const int *index, int n, bool turns, wrapped *out)
{
    int px = ui_text_px(ui_px(u, 13));
    out->n = 0;
    out->line_h = px + px / 3;
    out->pad = ui_px(u, 4);
    for (int k = 0; k < n && out->n < LINES_MAX; k++) {
        char text[EVLOG_TEXT_MAX + 24];
        row_text(log, &log->items[index[k]], turns, text, sizeof text);
        int at = 0, len = (int)strlen(text), from = out->n;
        while (at < len && out->n < LINES_MAX) {
            int cut = ui_text_break(u, text + at, px, false, w - 2 * out->pad, NULL);
            out->line[out->n++] = (wrapped_line){ k, at, cut, at == 0, false };
            at += cut;
            while (text[at] == ' ')
                at++;
        }
        if (out->n == from) /* an empty row still takes a line */
            out->line[out->n++] = (wrapped_line){ k, 0, 0, true, false };
        out->line[out->n - 1].last = true;
    }
}

/* A line's height in the view: the row's padding on its first and last. */
static int line_height(const wrapped *wl, int i)
{
    const wrapped_line *l = &wl->line[i];
    return wl->line_h + (l->first ? wl->pad / 2 : 0) + (l->last ? wl->pad - wl->pad / 2 : 0);
}

/* The first line that still fills the body to its bottom, the "more" line
 * kept when anything is left out. */
static int most_scroll(const wrapped *wl, int body_h, int more_h)
{
    int h = 0, all = 0;
    for (int i = 0; i < wl->n; i++)
        all += line_height(wl, i);
    if (all <= body_h)
        return 0;
    int most = wl->n - 1;
    for (int i = wl->n - 1; i >= 0; i--) {
        h += line_height(wl, i);
        if (h > body_h - more_h)
            break;
        most = i;
    }
    return most;
}

/* The wheel over the body, Page Up and Page Down (the arrows are the map's
 * cursor's) move *scroll, a line of the wrapped rows, no further than the last
 * line shown at the bottom. */
static void scroll_by_input(const ui *u, SDL_Rect body, const wrapped *wl, int *scroll)
{
    const ui_event *ev = u->ev;
    if (ev && ev->kind == UI_EV_WHEEL && ui_hover(u, body))
        *scroll -= ev->wheel;
    if (ui_pressed(u, UI_KEY_PAGE_DOWN))
        *scroll += 4;
    if (ui_pressed(u, UI_KEY_PAGE_UP))
        *scroll -= 4;
    int most = most_scroll(wl, body.h, ui_px(u, 18));
    if (*scroll > most)
        *scroll = most;
    if (*scroll < 0)
        *scroll = 0;
}

/* The wrapped lines from `skip` on in the box's body, each whole and inside
 * it; when some do not fit, the body's last line says how many rows lie
 * (wholly or in part) above and below and how to reach them. */
static int hovered = -1;
static SDL_Rect hovered_row;

int evlog_hovered(SDL_Rect *row)
{
    if (row)
        *row = hovered_row;
    return hovered;
}

static int rows(ui *u, SDL_Rect body, const evlog *log, int seat, const int *index, const wrapped *wl, int skip,
                bool turns)
{
    int hit = -1, px = ui_px(u, 13), pad = wl->pad;
    if (u->draw)
        hovered = -1;
    int y = body.y, more_h = ui_px(u, 18), n = wl->n;
    bool cut = skip > 0 || most_scroll(wl, body.h, more_h) > 0;
    int room = body.y + body.h - (cut ? more_h : 0), i = skip;
    char text[EVLOG_TEXT_MAX + 24];
    for (; i < n; i++) {
        const wrapped_line *l = &wl->line[i];
        int h = line_height(wl, i);
        if (y + h > room)
            break;
        const evlog_entry *e = &log->items[index[l->row]];
        row_text(log, e, turns, text, sizeof text);
        char one[EVLOG_TEXT_MAX + 24];
        snprintf(one, sizeof one, "%.*s", l->len, text + l->start);
        /* the row's part in view: its lines from here to its last or the bottom */
        int rh = h, j = i + 1;
        for (; j < n && !wl->line[j - 1].last && y + rh + line_height(wl, j) <= room; j++)
            rh += line_height(wl, j);
        SDL_Rect row = ui_rect(body.x, y, body.w, rh);
        bool top = i == skip || l->first;
        if (u->draw) {
            if (top && e->has_pos && ui_hover(u, row)) {
                ui_fill(u, row, ui_rgba(80, 96, 130, 120));
                hovered = index[l->row];
                hovered_row = row;
            }
            ui_text(u, body.x + pad, y + (l->first ? pad / 2 : 0), one, ui_text_px(px), false, kind_colour(e, seat),
                    UI_LEFT);
            if (top && e->has_pos)
                /* TRANSLATORS: tooltip of an event log row. */
                ui_tooltip(u, row, _("Click to centre the map here"));
        } else if (top && e->has_pos && clicked(u, row)) {
            hit = index[l->row];
        }
        y += h;
    }
    if (cut && u->draw) {
        /* rows above: those whose first line is scrolled off; below: those
         * whose last line is not shown */
        int above = skip < n ? wl->line[skip].row + (wl->line[skip].first ? 0 : 1) : 0;
        int below = i < n ? wl->line[n - 1].row + 1 - wl->line[i].row : 0;
        char more[160];
        /* TRANSLATORS: the last line of the turn report or the log when not every row fits */
        snprintf(more, sizeof more, _("%d more above, %d below: wheel or Page Up/Down"), above, below);
        int wide = body.w - 2 * pad;
        if (ui_text_width(u, more, ui_px(u, 12), true) > wide)
            /* TRANSLATORS: the same in a narrow box: rows above and below */
            snprintf(more, sizeof more, _("%d more above, %d below"), above, below);
        if (ui_text_width(u, more, ui_px(u, 12), true) > wide)
            snprintf(more, sizeof more, "\u2191%d \u2193%d", above, below);
        ui_text_fit(u, ui_rect(body.x + pad, body.y + body.h - more_h, body.w - 2 * pad, more_h), more, ui_px(u, 12),
                    true, ui_rgb(255, 214, 140), UI_LEFT);
    }
    return hit;
}

/* The box's body (between the title and the footer's button row), and the
 * footer; nothing drawn. */
static SDL_Rect frame_layout(const ui *u, SDL_Rect box, SDL_Rect *footer)
{
    int m = ui_px(u, 10), bh = ui_px(u, 30), title_bottom = box.y + m + ui_px(u, 24);
    *footer = ui_rect(box.x + m, box.y + box.h - m - bh, box.w - 2 * m, bh);
    return ui_rect(box.x + m, title_bottom, box.w - 2 * m, footer->y - title_bottom - ui_px(u, 6));
}

static SDL_Rect frame(ui *u, SDL_Rect box, const char *title, SDL_Rect *footer)
{
    ui_panel(u, box);
    int m = ui_px(u, 10);
    ui_text(u, box.x + m, box.y + m, title, ui_px(u, 16), true, ui_rgb(240, 242, 248), UI_LEFT);
    return frame_layout(u, box, footer);
}

#define FOOTER_GAP 6

SDL_Rect evlog_box(ui *u, SDL_Rect view, const char *const *labels, int n)
{
    int m = ui_px(u, 10), w = view.w * 11 / 20;
    /* every button as wide as the widest label needs at the smallest size a
     * button draws it (ui_button: 15 px, shrunk by at most a fifth) */
    int px = ui_px(u, 15), floor_px = px - (px * 2 + 9) / 10, widest = 0;
    for (int i = 0; i < n; i++) {
        int lw = ui_text_width(u, labels[i], floor_px, true) + 8;
        if (lw > widest)
            widest = lw;
    }
    int need = n * widest + (n - 1) * ui_px(u, FOOTER_GAP) + 2 * m;
    if (w < need || w < ui_px_text(u, 330))
        w = view.w - 2 * m;
    return ui_rect(view.x + m, view.y + m, w, view.h * 3 / 5);
}

int evlog_footer_buttons(ui *u, SDL_Rect footer, const char *const *labels, const char *const *tips, const bool *on,
                         int n)
{
    int gap = ui_px(u, FOOTER_GAP), w = (footer.w - gap * (n - 1)) / n, hit = -1;
    for (int i = 0; i < n; i++) {
        SDL_Rect r = ui_rect(footer.x + i * (w + gap), footer.y, w, footer.h);
        if (ui_button(u, r, labels[i], on[i]))
            hit = i;
        if (tips && tips[i] && u->draw)
            ui_tooltip(u, r, tips[i]);
    }
    return hit;
}

/* The red notice's height above the rows, its gap included. */
static int notice_height(const ui *u)
{
    return ui_px(u, 22) + ui_px(u, 4);
}

/* The report's entries for this seat: grouped by turn, the newest turn first,
 * each turn's lines in the order they happened, so its heading ("Turn 1:
 * resolution") comes before what it heads and a capture before the
 * elimination it caused (play-test 11: the heading sat at the bottom, under
 * lines sorted by importance). The seat's losses are counted in the notice
 * above. How many, at most ROWS_MAX; *turns: they span several turns. */
static int report_order(const evlog *log, int seat, int order[ROWS_MAX], bool *turns)
{
    int index[ROWS_MAX], n = evlog_unseen(log, seat, index, ROWS_MAX);
    if (n > ROWS_MAX)
        n = ROWS_MAX;
    int k = 0;
    bool used[ROWS_MAX] = { false };
    while (k < n) {
        int newest = -1; /* the newest turn not placed yet */
        for (int i = 0; i < n; i++)
            if (!used[i] && (newest < 0 || log->items[index[i]].turn > log->items[index[newest]].turn))
                newest = i;
        int turn = log->items[index[newest]].turn;
        for (int i = 0; i < n; i++)
            if (!used[i] && log->items[index[i]].turn == turn) {
                used[i] = true;
                order[k++] = index[i];
            }
    }
    *turns = false;
    for (int i = 1; i < k && !*turns; i++)
        *turns = log->items[order[i]].turn != log->items[order[0]].turn;
    return k;
}

int evlog_report_first_placed(const evlog *log, int seat)
{
    bool turns;
    int order[ROWS_MAX], k = report_order(log, seat, order, &turns);
    for (int i = 0; i < k; i++)
        if (log->items[order[i]].has_pos)
            return order[i];
    return -1;
}

int evlog_report_height(const ui *u, int w, const evlog *log, int seat)
{
    /* the frame around an empty body: title, footer's gap and button row */
    SDL_Rect footer, body = frame_layout(u, ui_rect(0, 0, w, 0), &footer);
    int h = -body.h;
    if (evlog_unseen_losses(log, seat) > 0)
        h += notice_height(u);
    bool turns;
    int order[ROWS_MAX], k = report_order(log, seat, order, &turns);
    if (k == 0)
        return h + ui_px(u, 20);
    for (int i = 0; i < k; i++) {
        char line[EVLOG_TEXT_MAX + 24];
        row_text(log, &log->items[order[i]], turns, line, sizeof line);
        h += row_height(u, body.w, line);
    }
    return h;
}

int evlog_report_panel(ui *u, SDL_Rect box, const evlog *log, int seat, const char *title, SDL_Rect *footer)
{
    /* A game that keeps no scroll of its own: one here, back at the top for
     * another report (another log, seat or first entry). */
    static const evlog *was_log;
    static int was_seat = -1, was_first = -1, scroll;
    int first = -1;
    evlog_unseen(log, seat, &first, 1);
    if (log != was_log || seat != was_seat || first != was_first) {
        was_log = log;
        was_seat = seat;
        was_first = first;
        scroll = 0;
    }
    return evlog_report_panel_scrolled(u, box, log, seat, title, footer, &scroll);
}

int evlog_report_panel_scrolled(ui *u, SDL_Rect box, const evlog *log, int seat, const char *title, SDL_Rect *footer,
                                int *scroll)
{
    SDL_Rect body = frame(u, box, title, footer);
    bool turns;
    int order[ROWS_MAX], k = report_order(log, seat, order, &turns);
    int losses = evlog_unseen_losses(log, seat);
    if (losses > 0) {
        char notice[96];
        /* TRANSLATORS: the notice at the top of the turn report: how many of its lines tell of the reader's
         * losses (play-test 12: "You lost something" read oddly, and in French like a lost game; play-test
         * 13: "Your losses this turn: 2" over one unit lost read as two units). */
        snprintf(notice, sizeof notice,
                 P_("%d line below tells of your losses", "%d lines below tell of your losses", losses), losses);
        int h = ui_px(u, 22);
        if (u->draw) {
            ui_fill(u, ui_rect(body.x, body.y, body.w, h), ui_rgb(110, 36, 36));
            ui_text(u, body.x + ui_px(u, 6), body.y + ui_px(u, 3), notice, ui_px(u, 14), true, ui_rgb(255, 230, 220),
                    UI_LEFT);
        }
        body.y += notice_height(u);
        body.h -= notice_height(u);
    }
    if (k == 0) {
        ui_text(u, body.x, body.y, _("Nothing happened that you could see."), ui_px(u, 13), false,
                ui_rgb(170, 176, 190), UI_LEFT);
        return -1;
    }
    /* Turn numbers when the report spans several turns. */
    static wrapped wl;
    wrap_rows(u, body.w, log, order, k, turns, &wl);
    scroll_by_input(u, body, &wl, scroll);
    return rows(u, body, log, seat, order, &wl, *scroll, turns);
}

void evlog_history_turn_order(const evlog *log, int *index, int n)
{
    /* Newest turn first, but each turn's lines as they happened (play-test 5:
     * "Generation" read above the captures it followed). */
    for (int a = 0; a < n;) {
        int b = a;
        while (b + 1 < n && log->items[index[b + 1]].turn == log->items[index[a]].turn)
            b++;
        for (int i = a, j = b; i < j; i++, j--) {
            int t = index[i];
            index[i] = index[j];
            index[j] = t;
        }
        a = b + 1;
    }
}

int evlog_history_panel(ui *u, SDL_Rect box, const evlog *log, int seat, int *scroll, SDL_Rect *footer)
{
    SDL_Rect body = frame(u, box, _("Event log"), footer);
    int index[512];
    int n = evlog_history(log, seat, index, 512);
    if (n > 512)
        n = 512; /* the latest 512 */
    evlog_history_turn_order(log, index, n);
    static wrapped wl;
    wrap_rows(u, body.w, log, index, n, true, &wl);
    scroll_by_input(u, body, &wl, scroll);
    if (n == 0) {
        ui_text(u, body.x, body.y, _("Nothing has happened yet."), ui_px(u, 13), false, ui_rgb(170, 176, 190), UI_LEFT);
        return -1;
    }
    return rows(u, body, log, seat, index, &wl, *scroll, true);
}
