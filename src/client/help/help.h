/*
 * The rules and help browser every game shares. A game describes its help as a
 * `help_book`: pages, each a function that writes the page top to bottom with the
 * writer below (headings, paragraphs, bullets, key rows, figure rows, links).
 * The pages live in the game's own folder and read the game's own tables, so a
 * catalogue cannot drift from the rules; the front registers every book
 * (help_add_book) and the browser shows them: one tab per game, the book's
 * contents beside the page, a search by name over every heading and catalogue
 * entry of every book, links between pages.
 *
 * The shell opens the browser on F1 and app_open_help with the book named by
 * the `help` field of the screens on the stack (scene.help).
 */
#ifndef SKIRMISH_CLIENT_HELP_HELP_H
#define SKIRMISH_CLIENT_HELP_HELP_H

#include <stdbool.h>
#include <stdint.h>

#include "shell/ui.h"

#define HELP_MAX_BOOKS 8
#define HELP_MAX_PAGES 16
#define HELP_MAX_ANCHORS 512
#define HELP_MAX_LINKS 64
#define HELP_NAME_MAX 64

typedef struct help_page help_page;

typedef struct help_page_def {
    const char *id;                /* stable, for links and tests: "abilities" */
    const char *title;             /* N_(): the contents row */
    void (*write)(help_page *p);
} help_page_def;

typedef struct help_book {
    const char *id;                /* as scene.help: "escarmouche" */
    const char *name;              /* N_(): the book's tab */
    const char *title;             /* N_(): the heading over its pages */
    const help_page_def *pages;
    int n_pages;
    /* What the pages read (diagrams, loaded tables), made when the browser
     * opens and freed when it closes; NULL when the book needs none. */
    void *(*open)(app *a);
    void (*close)(void *data);
} help_book;

/* Registers a book (the front does, once, at start); the order is the tabs'. */
void help_add_book(app *a, const help_book *book);
/* The book the help opens at when the screen names none (the main menu's
 * "Rules and help"): the game last played (its screen calls this) or the book
 * last read. */
void help_note_book(app *a, const char *id);

extern const scene help_scene;     /* arg: a book id (const char *), NULL for the first */

/* ---- the page writer (help/page.c) ---- */

typedef struct help_browser help_browser;

struct help_page {
    ui *u;
    help_browser *h;
    const void *data;              /* the book's open() result */
    bool collect;                  /* only gather anchors (search): nothing is measured */
    SDL_Rect view;                 /* the viewport on screen */
    int x, w;                      /* the text column on screen */
    int top;                       /* screen y of the page's top (scrolled) */
    int y;                         /* where the next block goes, from the page's top */
    int body, head, small, gap;
    int diagram;                   /* side of a diagram */
};

/* Colours of the pages' text. */
extern const SDL_Color help_ink, help_dim, help_gold, help_link_colour;

/* A searchable name at the current place (headings and items are anchors). */
void help_anchor(help_page *p, const char *name);
void help_heading(help_page *p, const char *text);
/* A catalogue entry's name (an anchor) with a short line beside it in grey. */
void help_item(help_page *p, const char *name, const char *note);
void help_para(help_page *p, const char *text);
void help_bullet(help_page *p, const char *text);
/* `key` in a narrow column, `text` wrapped beside it. */
void help_key_row(help_page *p, const char *key, const char *text);
/* Figures "Label value" in as many columns as fit. */
typedef struct help_stat {
    const char *label;
    char value[32];
} help_stat;
void help_stats(help_page *p, const help_stat *stats, int n);
/* "label: target" where target is a link to `page` ("book:page", or a page of
 * this book) scrolled to its anchor `anchor` (NULL: its top). */
void help_link(help_page *p, const char *label, const char *text, const char *page, const char *anchor);
/* A square picture drawn by `draw` with `text` beside it (or under it). */
typedef void (*help_draw_fn)(ui *u, SDL_Rect r, const void *ctx);
void help_figure(help_page *p, help_draw_fn draw, const void *ctx, const char *text);
/* A picture as wide as the column (a map) with `text` under it. */
void help_figure_wide(help_page *p, help_draw_fn draw, const void *ctx, const char *text);
/* A small symbol drawn by `draw` (ctx as given) then `text`. */
void help_symbol_row(help_page *p, help_draw_fn draw, const void *ctx, const char *text);
/* An icon (may be NULL), a name (an anchor) and its text. */
void help_icon_row(help_page *p, SDL_Texture *icon, const char *name, const char *text);
/* The pieces for a game's own blocks: true when rows y..y+height show. */
bool help_shows(const help_page *p, int y, int height);
/* Height of `text` wrapped at w (counts words wider than w in the draw pass). */
int help_measure(help_page *p, const char *text, int w, int px);
/* Draws wrapped text at page y; returns its height. */
int help_wrapped(help_page *p, int x, int y, int w, const char *text, int px, SDL_Color c);
/* One line that must fit w. */
void help_line(help_page *p, int x, int y, int w, const char *text, int px, bool bold, SDL_Color c);
void help_overflow(help_page *p, const char *text);
/* The help's own keys (every book's keys page ends with them). */
void help_keys_of_help(help_page *p);

/* ---- the browser's state (for tests) ---- */

typedef struct help_hit {
    int book, page;
    char name[HELP_NAME_MAX];
} help_hit;

struct help_browser {
    const help_book *books[HELP_MAX_BOOKS];
    void *data[HELP_MAX_BOOKS];
    bool opened[HELP_MAX_BOOKS];
    int n_books;
    bool text_input;               /* this screen started SDL's text input */
    int book, page;
    int scroll[HELP_MAX_BOOKS][HELP_MAX_PAGES];
    int max_scroll;                /* of the page shown, from the last layout */
    int page_height;
    /* Text that did not fit its box in the last drawn frame (0 when all fits). */
    int overflows;
    char last_overflow[120];
    /* Every anchor of every book (the search's index) and the current query's hits. */
    help_hit anchors[HELP_MAX_ANCHORS];
    int n_anchors;
    char query[HELP_NAME_MAX];
    /* Ctrl+A selected the whole query: what is typed next replaces it, and
     * Backspace or Delete clears it (play-test 3). */
    bool query_selected;
    int hits[HELP_MAX_ANCHORS];    /* indices into anchors */
    int n_hits;
    int list_scroll;               /* rows of the contents or hits scrolled away */
    SDL_Rect first_row;            /* the list's first row as last drawn */
    /* An anchor to scroll to once the page is laid out ("" none). */
    char seek[HELP_NAME_MAX];
    bool sought;                   /* found while drawing: the page is drawn again */
    /* The links of the last drawn frame. */
    struct {
        SDL_Rect r;
        char page[HELP_NAME_MAX], anchor[HELP_NAME_MAX];
    } links[HELP_MAX_LINKS];
    int n_links;
    struct {
        uint32_t hash;
        int w, px, height, overflows;
    } measured[512];
};

/* The browser's state when it is open, else NULL. */
help_browser *help_current(app *a);
/* The book shown ("" none) and its page's id. */
const char *help_book_id(const help_browser *h);
const char *help_page_id(const help_browser *h);
/* Opens a page ("book:page" or a page of the book shown), at `anchor` when
 * given; false when there is no such page. */
bool help_go(help_browser *h, const char *page, const char *anchor);
/* Sets the search and fills hits. */
void help_search(help_browser *h, const char *query);

#endif
