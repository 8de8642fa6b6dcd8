/*
 * The help browser's screen (see help.h): a tab per game's book over the
 * book's contents (or the search's hits) beside the page, which scrolls. Typing
 * searches every heading and catalogue entry of every book by name; a link or a
 * hit opens its page scrolled to its place.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "help/help.h"
#include "skirmish/i18n.h"

static int imax(int a, int b) { return a > b ? a : b; }
static int imin(int a, int b) { return a < b ? a : b; }

/* ---- the books the front registered ---- */

typedef struct help_shelf {
    const help_book *books[HELP_MAX_BOOKS];
    int n;
    char last[32]; /* the book of the game last played or read ("" none): the help opens there */
} help_shelf;

static void *shelf_create(app *a)
{
    (void)a;
    return calloc(1, sizeof(help_shelf));
}

static void shelf_destroy(app *a, void *self)
{
    (void)a;
    free(self);
}

static const app_service shelf_service = { "help-books", shelf_create, shelf_destroy };

void help_note_book(app *a, const char *id)
{
    help_shelf *s = app_service_get(a, &shelf_service);
    if (s && id)
        snprintf(s->last, sizeof s->last, "%s", id);
}

void help_add_book(app *a, const help_book *book)
{
    help_shelf *s = app_service_get(a, &shelf_service);
    if (!s || !book)
        return;
    for (int i = 0; i < s->n; i++)
        if (s->books[i] == book)
            return;
    if (s->n < HELP_MAX_BOOKS)
        s->books[s->n++] = book;
}

/* ---- navigation ---- */

static int body_px(const ui *u) { return imax(ui_px(u, 17), 13); }

const char *help_book_id(const help_browser *h)
{
    return h->n_books ? h->books[h->book]->id : "";
}

const char *help_page_id(const help_browser *h)
{
    return h->n_books && h->books[h->book]->n_pages ? h->books[h->book]->pages[h->page].id : "";
}

static void show(help_browser *h, int book, int page)
{
    if (h->n_books == 0)
        return;
    h->book = (book % h->n_books + h->n_books) % h->n_books;
    int n = imin(h->books[h->book]->n_pages, HELP_MAX_PAGES);
    h->page = n ? (page % n + n) % n : 0;
    h->max_scroll = 1 << 28; /* unknown until the next layout */
    h->seek[0] = '\0';
}

bool help_go(help_browser *h, const char *target, const char *anchor)
{
    if (!target || h->n_books == 0)
        return false;
    int book = h->book;
    const char *page = target, *colon = strchr(target, ':');
    if (colon) {
        book = -1;
        for (int b = 0; b < h->n_books; b++)
            if (strlen(h->books[b]->id) == (size_t)(colon - target) &&
                strncmp(h->books[b]->id, target, (size_t)(colon - target)) == 0)
                book = b;
        page = colon + 1;
        if (book < 0)
            return false;
    }
    const help_book *bk = h->books[book];
    for (int i = 0; i < bk->n_pages && i < HELP_MAX_PAGES; i++)
        if (strcmp(bk->pages[i].id, page) == 0 || (!*page && i == 0)) {
            show(h, book, i);
            if (anchor && *anchor)
                snprintf(h->seek, sizeof h->seek, "%s", anchor);
            else
                h->scroll[book][i] = 0;
            return true;
        }
    return false;
}

/* ASCII case folding is enough for a search box: accented letters compare as typed. */
static bool contains(const char *text, const char *query)
{
    size_t n = strlen(query);
    if (n == 0)
        return false;
    for (const char *t = text; *t; t++) {
        size_t i = 0;
        while (i < n && t[i]) {
            char a = t[i], b = query[i];
            if (a >= 'A' && a <= 'Z')
                a = (char)(a - 'A' + 'a');
            if (b >= 'A' && b <= 'Z')
                b = (char)(b - 'A' + 'a');
            if (a != b)
                break;
            i++;
        }
        if (i == n)
            return true;
    }
    return false;
}

void help_search(help_browser *h, const char *query)
{
    snprintf(h->query, sizeof h->query, "%s", query ? query : "");
    h->n_hits = 0;
    h->list_scroll = 0;
    for (int i = 0; i < h->n_anchors; i++)
        if (contains(h->anchors[i].name, h->query)) {
            /* One hit per name and page (a name may head a page and open it). */
            bool seen = false;
            for (int k = 0; k < h->n_hits && !seen; k++) {
                const help_hit *o = &h->anchors[h->hits[k]];
                seen = o->book == h->anchors[i].book && o->page == h->anchors[i].page &&
                       strcmp(o->name, h->anchors[i].name) == 0;
            }
            if (!seen)
                h->hits[h->n_hits++] = i;
        }
}

static void open_hit(help_browser *h, int k)
{
    if (k < 0 || k >= h->n_hits)
        return;
    const help_hit *hit = &h->anchors[h->hits[k]];
    show(h, hit->book, hit->page);
    snprintf(h->seek, sizeof h->seek, "%s", hit->name);
}

/* ---- the page ---- */

static void page_start(help_page *p, ui *u, help_browser *h, SDL_Rect view)
{
    memset(p, 0, sizeof *p);
    p->u = u;
    p->h = h;
    p->data = h->data[h->book];
    p->view = view;
    int pad = imax(ui_px(u, 18), 10);
    p->w = imin(view.w - 2 * pad, imax(ui_px(u, 980), 760));
    p->x = view.x + (view.w - p->w) / 2;
    p->body = body_px(u);
    p->head = imax(ui_px(u, 22), 16);
    p->small = imax(p->body - ui_px(u, 2), 12);
    p->gap = imax(ui_px(u, 12), 8);
    p->diagram = imin(imax(ui_px(u, 240), 184), 344) / 8 * 8;
}

/* Every page once without drawing: the names the search finds. */
static void collect_anchors(ui *u, help_browser *h)
{
    ui quiet = *u;
    quiet.draw = false;
    quiet.ev = NULL;
    int book = h->book, page = h->page;
    h->n_anchors = 0;
    for (int b = 0; b < h->n_books; b++)
        for (int i = 0; i < h->books[b]->n_pages && i < HELP_MAX_PAGES; i++) {
            h->book = b;
            h->page = i;
            help_page p;
            page_start(&p, &quiet, h, ui_rect(0, 0, 800, 600));
            p.collect = true;
            help_anchor(&p, _(h->books[b]->pages[i].title));
            h->books[b]->pages[i].write(&p);
        }
    h->book = book;
    h->page = page;
}

typedef struct help_layout {
    SDL_Rect back, tabs[HELP_MAX_BOOKS], search, list, view;
    int title_px, title_y, hint_y, row_h;
} help_layout;

static help_layout layout(const ui *u, const help_browser *h)
{
    const app *a = u->app;
    help_layout l;
    memset(&l, 0, sizeof l);
    int margin = imax(ui_px(u, 24), 12), gap = imax(ui_px(u, 8), 5);
    int bh = imax(ui_px(u, 40), 30), bw = imax(ui_px(u, 120), 90);
    l.title_px = imax(ui_px(u, 30), 20);
    l.back = ui_rect(a->w - margin - bw, margin / 2 + 2, bw, bh);
    l.title_y = l.back.y + (bh - l.title_px * 5 / 4) / 2;
    int n = imax(h->n_books, 1);
    int ty = l.back.y + bh + gap, tw = (a->w - 2 * margin - (n - 1) * gap) / n;
    for (int i = 0; i < h->n_books; i++)
        l.tabs[i] = ui_rect(margin + i * (tw + gap), ty, tw, bh);
    int hint_px = imax(ui_px(u, 14), 12);
    l.hint_y = a->h - hint_px * 2 + hint_px / 3;
    int vy = ty + bh + gap, vh = a->h - hint_px * 2 - vy;
    int lw = imin(imax(a->w * 22 / 100, 170), 300);
    l.search = ui_rect(margin, vy, lw, imax(ui_px(u, 34), 28));
    l.list = ui_rect(margin, vy + l.search.h + gap, lw, vh - l.search.h - gap);
    l.row_h = imax(ui_px(u, 34), 28);
    l.view = ui_rect(margin + lw + gap, vy, a->w - 2 * margin - lw - gap, vh);
    return l;
}

static void clamp_scroll(help_browser *h)
{
    int *s = &h->scroll[h->book][h->page];
    if (*s > h->max_scroll)
        *s = h->max_scroll;
    if (*s < 0)
        *s = 0;
}

static void scroll_by(help_browser *h, int dy)
{
    h->scroll[h->book][h->page] += dy;
    clamp_scroll(h);
}

static void draw_page(ui *u, help_browser *h, const help_layout *l)
{
    ui_panel(u, l->view);
    if (h->n_books == 0 || h->books[h->book]->n_pages == 0)
        return;
    int pad = imax(ui_px(u, 18), 10);
    /* Drawn again at once when the pass found the place a link or a hit asked
     * for, or when the page turned out shorter than the place scrolled to. */
    for (int pass = 0; pass < 3; pass++) {
        if (pass > 0)
            ui_panel(u, l->view);
        help_page p;
        page_start(&p, u, h, l->view);
        clamp_scroll(h);
        p.top = l->view.y + pad - h->scroll[h->book][h->page];
        h->n_links = 0;
        h->sought = false;
        SDL_Rect clip = { l->view.x + 1, l->view.y + 1, l->view.w - 2, l->view.h - 2 };
        SDL_RenderSetClipRect(u->r, &clip);
        h->books[h->book]->pages[h->page].write(&p);
        SDL_RenderSetClipRect(u->r, NULL);
        h->page_height = l->view.h;
        h->max_scroll = imax(0, p.y + 2 * pad - l->view.h);
        bool past_end = h->scroll[h->book][h->page] > h->max_scroll;
        if (past_end)
            h->scroll[h->book][h->page] = h->max_scroll;
        if (!h->sought && !past_end)
            break;
        h->overflows = 0; /* counted again by the pass drawn */
        h->last_overflow[0] = '\0';
    }
    if (h->max_scroll > 0) {
        int track = l->view.h - 2 * pad, total = h->max_scroll + l->view.h;
        int bar = imax(track * l->view.h / total, ui_px(u, 24));
        int by = l->view.y + pad + (track - bar) * h->scroll[h->book][h->page] / h->max_scroll;
        int bw = imax(ui_px(u, 5), 3);
        ui_fill(u, ui_rect(l->view.x + l->view.w - bw - 3, l->view.y + pad, bw, track), ui_rgb(36, 42, 58));
        ui_fill(u, ui_rect(l->view.x + l->view.w - bw - 3, by, bw, bar), ui_rgb(110, 122, 150));
    }
}

/* `text` cut with an ellipsis to fit w. */
static void fit_text(ui *u, const char *text, int px, bool bold, int w, char *out, size_t size)
{
    snprintf(out, size, "%s", text);
    if (ui_text_width(u, out, px, bold) <= w)
        return;
    size_t n = strlen(out);
    while (n > 0) {
        n--;
        while (n > 0 && ((unsigned char)out[n] & 0xC0) == 0x80)
            n--;
        if (n + 4 > size)
            continue;
        memcpy(out + n, "…", 4);
        if (ui_text_width(u, out, px, bold) <= w)
            return;
    }
}

/* The contents (the book's pages) or, while searching, the hits. Returns true
 * when a click was used. */
static bool contents(ui *u, help_browser *h, const help_layout *l)
{
    SDL_Rect box = l->list;
    int rows_fit = imax(1, (box.h - 8) / l->row_h);
    bool searching = h->query[0] != '\0';
    int n = searching ? h->n_hits : (h->n_books ? imin(h->books[h->book]->n_pages, HELP_MAX_PAGES) : 0);
    if (h->list_scroll > n - rows_fit)
        h->list_scroll = n - rows_fit;
    if (h->list_scroll < 0)
        h->list_scroll = 0;
    if (u->ev && u->ev->kind == UI_EV_WHEEL && ui_hover(u, box)) {
        h->list_scroll = imax(0, imin(h->list_scroll - u->ev->wheel, n - rows_fit));
        return true;
    }
    if (u->draw)
        ui_panel(u, box);
    int px = imax(ui_px(u, 15), 12), small = imax(ui_px(u, 12), 12);
    if (u->draw && searching && n == 0)
        ui_text_wrapped(u, ui_rect(box.x + 8, box.y + 8, box.w - 16, box.h - 16), _("Nothing has that name."), px,
                        help_dim);
    for (int k = 0; k + h->list_scroll < n && k < rows_fit; k++) {
        int i = k + h->list_scroll;
        SDL_Rect r = { box.x + 4, box.y + 4 + k * l->row_h, box.w - 8, l->row_h - 2 };
        bool current = !searching && i == h->page;
        if (k == 0 && u->draw)
            h->first_row = r;
        if (u->ev && u->ev->kind == UI_EV_MOUSE_DOWN && u->ev->button == UI_BUTTON_LEFT && ui_hover(u, r)) {
            if (searching)
                open_hit(h, i);
            else
                help_go(h, h->books[h->book]->pages[i].id, NULL);
            return true;
        }
        if (!u->draw)
            continue;
        if (current || ui_hover(u, r))
            ui_fill(u, r, current ? ui_rgb(58, 66, 92) : ui_rgb(40, 46, 64));
        if (current)
            ui_fill(u, ui_rect(r.x, r.y, 3, r.h), help_gold);
        char text[160];
        if (searching) {
            const help_hit *hit = &h->anchors[h->hits[i]];
            fit_text(u, hit->name, px, true, r.w - 12, text, sizeof text);
            ui_text(u, r.x + 8, r.y + 1, text, px, true, help_gold, UI_LEFT);
            char where[160];
            snprintf(where, sizeof where, "%s · %s", _(h->books[hit->book]->name),
                     _(h->books[hit->book]->pages[hit->page].title));
            fit_text(u, where, small, false, r.w - 12, text, sizeof text);
            ui_text(u, r.x + 8, r.y + r.h - small * 5 / 4, text, small, false, help_dim, UI_LEFT);
        } else {
            char label[140];
            snprintf(label, sizeof label, "%d  %s", i + 1, _(h->books[h->book]->pages[i].title));
            if (ui_text_width(u, label, px, current) > r.w - 12)
                ui_layout_fault(u, "help contents: \"%s\" is wider than its row", label);
            fit_text(u, label, px, current, r.w - 12, text, sizeof text);
            ui_text(u, r.x + 8, r.y + (r.h - px * 5 / 4) / 2, text, px, current, current ? help_gold : help_ink,
                    UI_LEFT);
        }
    }
    if (u->draw && n > rows_fit) {
        /* TRANSLATORS: under the help's contents when they are longer than the box. */
        const char *more = _("Wheel: more");
        ui_text(u, box.x + box.w - 6, box.y + box.h - small * 3 / 2, more, small, false, help_dim, UI_RIGHT);
    }
    return false;
}

static void search_box(ui *u, const help_browser *h, const help_layout *l)
{
    if (!u->draw)
        return;
    SDL_Rect r = l->search;
    ui_fill(u, r, ui_rgb(22, 26, 38));
    ui_frame(u, r, h->query[0] ? help_gold : ui_rgb(90, 100, 126), 1);
    int px = imax(ui_px(u, 15), 12);
    char text[160];
    if (h->query[0]) {
        char shown[HELP_NAME_MAX + 8];
        bool blink = (app_ticks(u->app) / 500) % 2 == 0;
        snprintf(shown, sizeof shown, "%s%s", h->query, blink && !h->query_selected ? "|" : "");
        fit_text(u, shown, px, false, r.w - 16, text, sizeof text);
        if (h->query_selected) /* Ctrl+A: the whole query on a selection's ground */
            ui_fill(u, ui_rect(r.x + 6, r.y + 4, ui_text_width(u, text, px, false) + 4, r.h - 8), ui_rgb(60, 90, 150));
        ui_text(u, r.x + 8, r.y + (r.h - px * 5 / 4) / 2, text, px, false, help_ink, UI_LEFT);
    } else {
        /* TRANSLATORS: the help's search box while empty: typing searches. */
        const char *hint = _("Type to search…");
        if (ui_text_width(u, hint, px, false) > r.w - 16)
            ui_layout_fault(u, "help search box: \"%s\" is wider than the box", hint);
        ui_text(u, r.x + 8, r.y + (r.h - px * 5 / 4) / 2, hint, px, false, help_dim, UI_LEFT);
    }
}

static void erase_last(char *s)
{
    size_t n = strlen(s);
    while (n > 0) {
        n--;
        if (((unsigned char)s[n] & 0xC0) != 0x80)
            break;
    }
    s[n] = '\0';
}

/* Keys, typed text and the wheel over the page; true when the event was used. */
static bool help_keys(ui *u, help_browser *h, const help_layout *l)
{
    const ui_event *ev = u->ev;
    int step = body_px(u) * 3, pagestep = imax(l->view.h * 9 / 10, step);
    bool searching = h->query[0] != '\0';
    if (ev->kind == UI_EV_TEXT) {
        /* A digit or a space with no search yet was a key (a page, a page down). */
        if (!searching && (ev->text[0] == ' ' || (ev->text[0] >= '1' && ev->text[0] <= '9')) && !ev->text[1])
            return true;
        char q[HELP_NAME_MAX];
        size_t n = h->query_selected ? 0 : strlen(h->query), add = strlen(ev->text);
        h->query_selected = false;
        if (n + add >= sizeof q)
            return true; /* the box is full */
        memcpy(q, h->query, n);
        memcpy(q + n, ev->text, add + 1);
        help_search(h, q);
        return true;
    }
    if (ev->kind == UI_EV_WHEEL) {
        if (ui_hover(u, l->list))
            return false; /* the contents' own scrolling */
        scroll_by(h, -ev->wheel * step);
        return true;
    }
    if (ev->kind != UI_EV_KEY)
        return false;
    int pages = h->n_books ? h->books[h->book]->n_pages : 0;
    if (ev->ctrl && ev->key == UI_KEY_A) {
        /* Select the whole query, as in any text field (play-test 3). */
        h->query_selected = searching;
        return true;
    }
    bool selected = h->query_selected;
    h->query_selected = false;
    switch (ev->key) {
    case UI_KEY_ESCAPE:
        if (!searching)
            return false;
        help_search(h, "");
        return true;
    case UI_KEY_DELETE:
        if (!selected)
            return false;
        help_search(h, "");
        return true;
    case UI_KEY_BACKSPACE: {
        char q[HELP_NAME_MAX];
        snprintf(q, sizeof q, "%s", selected ? "" : h->query);
        if (!selected)
            erase_last(q);
        help_search(h, q);
        return true;
    }
    case UI_KEY_ENTER:
        if (searching && h->n_hits)
            open_hit(h, 0);
        return true;
    case UI_KEY_UP: scroll_by(h, -step); return true;
    case UI_KEY_DOWN: scroll_by(h, step); return true;
    case UI_KEY_SPACE:
        if (searching)
            return false;
        scroll_by(h, ev->shift ? -pagestep : pagestep);
        return true;
    case UI_KEY_PAGE_DOWN: scroll_by(h, pagestep); return true;
    case UI_KEY_PAGE_UP: scroll_by(h, -pagestep); return true;
    case UI_KEY_LEFT: show(h, h->book, h->page - 1); return true;
    case UI_KEY_RIGHT: show(h, h->book, h->page + 1); return true;
    case UI_KEY_TAB:
        if (ev->ctrl)
            show(h, h->book + (ev->shift ? -1 : 1), 0);
        else
            show(h, h->book, h->page + (ev->shift ? -1 : 1));
        return true;
    default: break;
    }
    if (!searching && ev->key >= UI_KEY_1 && ev->key <= UI_KEY_9 && (int)(ev->key - UI_KEY_1) < pages) {
        show(h, h->book, (int)(ev->key - UI_KEY_1));
        return true;
    }
    return false;
}

static bool follow_link(ui *u, help_browser *h)
{
    const ui_event *ev = u->ev;
    if (ev->kind != UI_EV_MOUSE_DOWN || ev->button != UI_BUTTON_LEFT)
        return false;
    for (int i = 0; i < h->n_links; i++) {
        SDL_Rect r = h->links[i].r;
        if (ev->x >= r.x && ev->y >= r.y && ev->x < r.x + r.w && ev->y < r.y + r.h) {
            char page[HELP_NAME_MAX], anchor[HELP_NAME_MAX];
            snprintf(page, sizeof page, "%s", h->links[i].page);
            snprintf(anchor, sizeof anchor, "%s", h->links[i].anchor);
            help_go(h, page, anchor);
            return true;
        }
    }
    return false;
}

static void help_run(ui *u, void *self)
{
    help_browser *h = self;
    app *a = u->app;
    help_layout l = layout(u, h);
    if (u->ev && help_keys(u, h, &l)) {
        a->dirty = true;
        return;
    }
    if (u->ev && ui_pressed(u, UI_KEY_ESCAPE)) {
        app_scene_pop(a, NULL);
        return;
    }
    if (u->ev && follow_link(u, h)) {
        a->dirty = true;
        return;
    }
    if (u->draw) {
        h->overflows = 0;
        h->last_overflow[0] = '\0';
        ui_backdrop(u);
        const char *title = h->n_books ? _(h->books[h->book]->title) : _("Rules and help");
        if (ui_text_width(u, title, l.title_px, true) > l.back.x - l.search.x - ui_px(u, 8))
            ui_layout_fault(u, "help title: \"%s\" is wider than the window", title);
        ui_text(u, l.search.x, l.title_y, title, l.title_px, true, ui_rgb(242, 236, 220), UI_LEFT);
    }
    if (ui_button(u, l.back, _("Back"), true)) {
        app_scene_pop(a, NULL);
        return;
    }
    for (int i = 0; i < h->n_books; i++) {
        if (u->draw && i == h->book) {
            SDL_Rect r = l.tabs[i];
            ui_fill(u, ui_rect(r.x - 2, r.y - 2, r.w + 4, r.h + 4), help_gold);
        }
        if (ui_button(u, l.tabs[i], _(h->books[i]->name), true)) {
            show(h, i, 0);
            a->dirty = true;
            return;
        }
    }
    search_box(u, h, &l);
    if (contents(u, h, &l)) {
        a->dirty = true;
        return;
    }
    if (!u->draw)
        return;
    draw_page(u, h, &l);
    /* TRANSLATORS: the help's bottom line, keys and what they do; the short form below
     * is shown when this one is wider than the window. */
    const char *hint = _("Type: search · Up/Down, wheel: scroll · Left/Right: page · Ctrl+Tab: game · Esc: back");
    int hint_px = imax(ui_px(u, 14), 12);
    if (ui_text_width(u, hint, hint_px, false) > a->w - 2 * l.search.x)
        hint = _("Type: search · Esc: back");
    ui_text(u, a->w / 2, l.hint_y, hint, hint_px, false, help_dim, UI_CENTER);
}

static bool help_enter(app *a, const void *arg, void **self)
{
    help_browser *h = calloc(1, sizeof *h);
    if (!h) {
        snprintf(a->message, sizeof a->message, "%s", _("Not enough memory for the help"));
        return false;
    }
    help_shelf *s = app_service_get(a, &shelf_service);
    for (int i = 0; s && i < s->n; i++) {
        h->books[h->n_books] = s->books[i];
        h->data[h->n_books] = s->books[i]->open ? s->books[i]->open(a) : NULL;
        h->opened[h->n_books] = s->books[i]->open != NULL;
        /* A book whose data cannot be made (no memory) is left out rather than shown broken. */
        if (!h->opened[h->n_books] || h->data[h->n_books])
            h->n_books++;
    }
    const char *want = arg;
    if (!want && s && s->last[0])
        want = s->last; /* from the main menu: the game last played or read (play-test 6) */
    for (int i = 0; want && i < h->n_books; i++)
        if (strcmp(h->books[i]->id, want) == 0)
            h->book = i;
    h->max_scroll = 1 << 28;
    ui u = { a, a->renderer, NULL, false, a->scale, true, 0 }; /* measuring only: nothing takes the focus */
    collect_anchors(&u, h);
    /* Typing searches; a screen beneath that has text input on keeps it. */
    if (!SDL_IsTextInputActive()) {
        SDL_StartTextInput();
        h->text_input = true;
    }
    *self = h;
    return true;
}

static void help_leave(app *a, void *self)
{
    help_browser *h = self;
    if (h->n_books > 0)
        help_note_book(a, h->books[h->book]->id);
    if (h->text_input)
        SDL_StopTextInput();
    for (int i = 0; i < h->n_books; i++)
        if (h->books[i]->close && h->opened[i])
            h->books[i]->close(h->data[i]);
    free(h);
}

const scene help_scene = {
    .name = "help",
    .own_tab = true, /* Tab moves among its pages, Ctrl+Tab among the books */
    .own_keys = true,
    .enter = help_enter,
    .leave = help_leave,
    .event = help_run,
    .frame = help_run,
};

help_browser *help_current(app *a)
{
    return app_scene_state(a, &help_scene);
}
