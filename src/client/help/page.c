/*
 * The page writer of the help browser (see help.h). Each block measures itself
 * the same way in every pass, draws only what shows in the viewport, records the
 * anchors the search finds and the links a click follows, and counts any text
 * wider than its box, so a test can hold every page to fitting at every window
 * size and in every language.
 */
#include <stdio.h>
#include <string.h>

#include "help/help.h"
#include "skirmish/i18n.h"

const SDL_Color help_ink = { 214, 218, 228, 255 }, help_dim = { 160, 166, 182, 255 },
                help_gold = { 242, 222, 160, 255 }, help_link_colour = { 130, 190, 255, 255 };

static int imax(int a, int b) { return a > b ? a : b; }
static int imin(int a, int b) { return a < b ? a : b; }

bool help_shows(const help_page *p, int y, int height)
{
    return p->u->draw && !p->collect && p->top + y + height > p->view.y && p->top + y < p->view.y + p->view.h;
}

void help_overflow(help_page *p, const char *text)
{
    if (p->h->overflows++ == 0)
        snprintf(p->h->last_overflow, sizeof p->h->last_overflow, "%.110s", text);
}

int help_measure(help_page *p, const char *text, int w, int px)
{
    if (p->collect)
        return 0;
    uint32_t hash = 2166136261u; /* FNV-1a */
    for (const char *c = text; *c; c++)
        hash = (hash ^ (uint8_t)*c) * 16777619u;
    help_browser *h = p->h;
    int slot = (int)(hash % (sizeof h->measured / sizeof h->measured[0]));
    if (h->measured[slot].hash == hash && h->measured[slot].w == w && h->measured[slot].px == px &&
        h->measured[slot].height > 0) {
        if (p->u->draw && h->measured[slot].overflows)
            help_overflow(p, text);
        return h->measured[slot].height;
    }
    int before = h->overflows;
    ui quiet = *p->u;
    quiet.draw = false;
    quiet.ev = NULL;
    if (p->u->draw) {
        char word[128];
        const char *s = text;
        while (*s) {
            while (*s == ' ')
                s++;
            int n = 0;
            while (s[n] && s[n] != ' ' && n < (int)sizeof word - 1) {
                word[n] = s[n];
                n++;
            }
            word[n] = '\0';
            if (n && ui_text_width(p->u, word, px, false) > w)
                help_overflow(p, word);
            s += n;
            while (*s && *s != ' ')
                s++;
        }
    }
    int height = ui_text_wrapped(&quiet, ui_rect(0, 0, w, 10000), text, px, help_ink);
    if (p->u->draw) {
        h->measured[slot].hash = hash;
        h->measured[slot].w = w;
        h->measured[slot].px = px;
        h->measured[slot].height = height;
        h->measured[slot].overflows = h->overflows - before;
    }
    return height;
}

void help_line(help_page *p, int x, int y, int w, const char *text, int px, bool bold, SDL_Color c)
{
    if (!p->u->draw || p->collect)
        return;
    if (ui_text_width(p->u, text, px, bold) > w)
        help_overflow(p, text);
    if (help_shows(p, y, px * 3 / 2))
        ui_text(p->u, x, p->top + y, text, px, bold, c, UI_LEFT);
}

int help_wrapped(help_page *p, int x, int y, int w, const char *text, int px, SDL_Color c)
{
    int height = help_measure(p, text, w, px);
    if (help_shows(p, y, height))
        ui_text_wrapped(p->u, ui_rect(x, p->top + y, w, height), text, px, c);
    return height;
}

void help_anchor(help_page *p, const char *name)
{
    help_browser *h = p->h;
    if (p->collect) {
        if (h->n_anchors < HELP_MAX_ANCHORS) {
            help_hit *hit = &h->anchors[h->n_anchors++];
            hit->book = h->book;
            hit->page = h->page;
            snprintf(hit->name, sizeof hit->name, "%s", name);
        }
        return;
    }
    if (h->seek[0] && p->u->draw && strncmp(h->seek, name, HELP_NAME_MAX - 1) == 0) {
        h->seek[0] = '\0';
        h->scroll[h->book][h->page] = imax(0, p->y - p->gap);
        h->sought = true; /* the browser draws the page again from there */
    }
}

void help_heading(help_page *p, const char *text)
{
    if (p->y > 0)
        p->y += p->gap;
    help_anchor(p, text);
    help_line(p, p->x, p->y, p->w, text, p->head, true, help_gold);
    p->y += p->head * 3 / 2;
}

void help_item(help_page *p, const char *name, const char *note)
{
    p->y += p->gap / 2;
    help_anchor(p, name);
    if (p->collect)
        return;
    int nw = p->u->draw ? ui_text_width(p->u, name, p->body + 2, true) : 0;
    help_line(p, p->x, p->y, p->w, name, p->body + 2, true, help_gold);
    if (note && *note) {
        int x = p->x + nw + p->gap;
        if (x + ui_text_width(p->u, note, p->small, false) <= p->x + p->w) {
            help_line(p, x, p->y + 2, p->x + p->w - x, note, p->small, false, help_dim);
        } else {
            p->y += (p->body + 2) * 4 / 3;
            help_line(p, p->x, p->y, p->w, note, p->small, false, help_dim);
            p->y -= p->small / 3;
        }
    }
    p->y += (p->body + 2) * 3 / 2;
}

void help_para(help_page *p, const char *text)
{
    p->y += help_wrapped(p, p->x, p->y, p->w, text, p->body, help_ink) + p->gap / 2;
}

void help_bullet(help_page *p, const char *text)
{
    int indent = p->body * 3 / 2;
    if (help_shows(p, p->y, p->body * 2))
        ui_text(p->u, p->x + p->body / 3, p->top + p->y, "•", p->body, true, help_gold, UI_LEFT);
    p->y += help_wrapped(p, p->x + indent, p->y, p->w - indent, text, p->body, help_ink) + p->gap / 3;
}

void help_key_row(help_page *p, const char *key, const char *text)
{
    if (p->collect)
        return;
    int kw = imin(imax(ui_px(p->u, 200), 150), p->w / 3);
    if (ui_text_width(p->u, key, p->body, true) > kw - p->gap) {
        /* A long key on its own line, its text under it. */
        help_line(p, p->x, p->y, p->w, key, p->body, true, help_gold);
        p->y += p->body * 4 / 3;
    } else {
        help_line(p, p->x, p->y, kw - p->gap, key, p->body, true, help_gold);
    }
    p->y += help_wrapped(p, p->x + kw, p->y, p->w - kw, text, p->body, help_ink) + p->gap / 3;
}

void help_stats(help_page *p, const help_stat *stats, int n)
{
    if (p->collect || n <= 0)
        return;
    int px = p->body, cw = 0;
    for (int i = 0; i < n; i++) {
        int w = ui_text_width(p->u, stats[i].label, px, false) + ui_text_width(p->u, stats[i].value, px, true);
        cw = imax(cw, w + p->gap * 2);
    }
    int cols = imax(1, imin(n, p->w / imax(cw, 1)));
    /* Spread over the column, but not so far that a label loses its value. */
    cw = imin(p->w / cols, cw + p->gap * 4);
    int rows = (n + cols - 1) / cols, rh = px * 3 / 2;
    for (int i = 0; i < n; i++) {
        int x = p->x + (i % cols) * cw, y = p->y + (i / cols) * rh;
        int lw = p->u->draw ? ui_text_width(p->u, stats[i].label, px, false) : 0;
        help_line(p, x, y, cw, stats[i].label, px, false, help_dim);
        help_line(p, x + lw + p->gap / 2, y, cw - lw - p->gap / 2, stats[i].value, px, true, help_ink);
    }
    p->y += rows * rh + p->gap / 2;
}

void help_link(help_page *p, const char *label, const char *text, const char *page, const char *anchor)
{
    if (p->collect)
        return;
    int lw = 0;
    if (label && *label) {
        lw = (p->u->draw ? ui_text_width(p->u, label, p->body, false) : 0) + p->gap / 2;
        help_line(p, p->x, p->y, p->w, label, p->body, false, help_dim);
    }
    char shown[160];
    snprintf(shown, sizeof shown, "→ %s", text);
    int tw = p->u->draw ? ui_text_width(p->u, shown, p->body, true) : 0;
    help_line(p, p->x + lw, p->y, p->w - lw, shown, p->body, true, help_link_colour);
    if (help_shows(p, p->y, p->body * 3 / 2)) {
        SDL_Rect r = { p->x + lw, p->top + p->y, imin(tw, p->w - lw), p->body * 3 / 2 };
        help_browser *h = p->h;
        if (ui_hover(p->u, r))
            ui_fill(p->u, ui_rect(r.x, r.y + r.h - 2, r.w, 1), help_link_colour);
        if (h->n_links < HELP_MAX_LINKS) {
            h->links[h->n_links].r = r;
            snprintf(h->links[h->n_links].page, sizeof h->links[0].page, "%s", page);
            snprintf(h->links[h->n_links].anchor, sizeof h->links[0].anchor, "%s", anchor ? anchor : "");
            h->n_links++;
        }
    }
    p->y += p->body * 3 / 2 + p->gap / 3;
}

void help_figure(help_page *p, help_draw_fn draw, const void *ctx, const char *text)
{
    if (p->collect)
        return;
    int side = p->diagram, gap = p->gap * 2;
    bool beside = p->w >= side + gap + imax(ui_px(p->u, 260), 200);
    int tx = beside ? p->x + side + gap : p->x, tw = beside ? p->w - side - gap : p->w;
    int th = help_measure(p, text, tw, p->body);
    int height = beside ? imax(side, th) : side + p->gap + th;
    if (help_shows(p, p->y, height + 6)) {
        draw(p->u, ui_rect(p->x + 3, p->top + p->y + 3, side, side), ctx);
        int ty = beside ? p->y + 3 : p->y + side + p->gap;
        ui_text_wrapped(p->u, ui_rect(tx, p->top + ty, tw, th), text, p->body, help_ink);
    }
    p->y += height + p->gap + 6;
}

void help_figure_wide(help_page *p, help_draw_fn draw, const void *ctx, const char *text)
{
    if (p->collect)
        return;
    /* As wide as the column, at most three fifths of the view high: a map
     * needs the room a square beside the text would not give it. */
    int w = p->w - 6, h = imin(w * 5 / 8, p->view.h * 3 / 5);
    w = imin(w, h * 7 / 4); /* no wider than a wide screen's shape */
    int th = help_measure(p, text, p->w, p->body);
    int height = h + p->gap + th;
    if (help_shows(p, p->y, height + 6)) {
        draw(p->u, ui_rect(p->x + (p->w - w) / 2, p->top + p->y + 3, w, h), ctx);
        ui_text_wrapped(p->u, ui_rect(p->x, p->top + p->y + 3 + h + p->gap, p->w, th), text, p->body, help_ink);
    }
    p->y += height + p->gap + 6;
}

void help_symbol_row(help_page *p, help_draw_fn draw, const void *ctx, const char *text)
{
    if (p->collect)
        return;
    int s = p->body * 3 / 2;
    if (help_shows(p, p->y, s))
        draw(p->u, ui_rect(p->x, p->top + p->y, s, s), ctx);
    int th = help_wrapped(p, p->x + s + p->gap, p->y + (s - p->body * 4 / 3) / 2, p->w - s - p->gap, text, p->body,
                          help_ink);
    p->y += imax(s, th) + p->gap / 3;
}

void help_icon_row(help_page *p, SDL_Texture *icon, const char *name, const char *text)
{
    help_anchor(p, name);
    if (p->collect)
        return;
    int s = p->body * 2;
    if (help_shows(p, p->y, s) && icon) {
        SDL_Rect r = { p->x, p->top + p->y, s, s };
        SDL_RenderCopy(p->u->r, icon, NULL, &r);
    }
    int x = p->x + s + p->gap, w = p->w - s - p->gap;
    help_line(p, x, p->y, w, name, p->body, true, help_gold);
    int th = p->body * 3 / 2 + help_wrapped(p, x, p->y + p->body * 3 / 2, w, text, p->body, help_ink);
    p->y += imax(s, th) + p->gap;
}

void help_keys_of_help(help_page *p)
{
    help_heading(p, _("In this help"));
    help_key_row(p, C_("key", "Typing"), _("Search every page by name; Enter opens the first hit, Esc clears the search."));
    help_key_row(p, C_("key", "Up, Down, wheel"), _("Scroll."));
    help_key_row(p, C_("key", "(Shift+) Space"), _("A page down (with Shift: up)."));
    help_key_row(p, C_("key", "Left, Right, Tab"), _("The previous or next page; 1 to 9 open a page."));
    help_key_row(p, C_("key", "Ctrl+Tab"), _("The next game's help (with Shift: the previous)."));
    help_key_row(p, C_("key", "Left click"), _("A page in the list, a search hit, a blue link."));
    help_key_row(p, C_("key", "Esc"), _("Close the help."));
}
