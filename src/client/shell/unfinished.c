/*
 * Every unfinished game of every kind in one list (see unfinished.h): the
 * registered games' autosave folders read again only when one changed, one row
 * per game (the newest of its autosaves), newest first, and the screen that
 * opens the chosen one or deletes it (after asking).
 */
#define _POSIX_C_SOURCE 200809L /* struct stat's st_mtim */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "shell/ui.h"
#include "shell/unfinished.h"
#include "skirmish/data/save_list.h"
#include "skirmish/i18n.h"

#define DAMAGED_KEPT 16

typedef struct unfinished {
    const app_unfinished_kind *kinds[APP_UNFINISHED_KINDS];
    int n_kinds;
    bool known;
    long long stamp[APP_UNFINISHED_KINDS]; /* each folder's change time when last read */
    char language[32];                     /* the language the rows were written in */
    app_unfinished_item good[APP_UNFINISHED_MAX];
    int n_good;
    app_unfinished_item damaged[DAMAGED_KEPT]; /* set aside this run, newest last */
    int n_damaged;
    app_unfinished_item rows[APP_UNFINISHED_MAX + DAMAGED_KEPT];
    int n_rows;
    char deleting[DATA_PATH_MAX]; /* the file Delete asks about */
    int deleted;                  /* files removed by app_unfinished_ask_delete_file */
} unfinished;

static void *unfinished_create(app *a)
{
    (void)a;
    return calloc(1, sizeof(unfinished));
}

static void unfinished_destroy(app *a, void *self)
{
    (void)a;
    free(self);
}

static const app_service unfinished_service = { "unfinished", unfinished_create, unfinished_destroy };

static unfinished *get(app *a) { return app_service_get(a, &unfinished_service); }

void app_unfinished_register(app *a, const app_unfinished_kind *kind)
{
    unfinished *u = get(a);
    if (!u || !kind)
        return;
    for (int i = 0; i < u->n_kinds; i++)
        if (u->kinds[i] == kind)
            return;
    if (u->n_kinds < APP_UNFINISHED_KINDS) {
        u->kinds[u->n_kinds++] = kind;
        u->known = false;
    }
}

/* The folder's change time, to nanoseconds; 0 when it does not exist. */
static long long folder_stamp(const char *dir)
{
    struct stat st;
    if (dir[0] == '\0' || stat(dir, &st) != 0)
        return 0;
    return (long long)st.st_mtim.tv_sec * 1000000000LL + st.st_mtim.tv_nsec + 1;
}

static bool kind_dir(app *a, const app_unfinished_kind *k, char *out, size_t size)
{
    out[0] = '\0';
    return k->dir != NULL && k->dir(a, out, size) && out[0] != '\0';
}

/* Newest first; the same time by name, so the order never flickers. */
static int newest_first(const void *pa, const void *pb)
{
    const app_unfinished_item *x = pa, *y = pb;
    if (x->mtime_ns != y->mtime_ns)
        return x->mtime_ns < y->mtime_ns ? 1 : -1;
    return strcmp(y->path, x->path);
}

static void read_kind(app *a, unfinished *u, const app_unfinished_kind *k, const char *dir)
{
    data_save_item *items = NULL;
    data_error err;
    data_error_clear(&err);
    int n = data_save_list(dir, &items, &err);
    for (int i = 0; i < n; i++) {
        app_unfinished_item it;
        memset(&it, 0, sizeof it);
        it.kind = k;
        snprintf(it.path, sizeof it.path, "%s", items[i].path);
        it.mtime_ns = (long long)items[i].mtime_ns;
        data_error_clear(&err);
        if (k->read(a, items[i].path, &it, &err)) {
            app_unfinished_read_origin(items[i].path, it.origin, sizeof it.origin);
            if (u->n_good < APP_UNFINISHED_MAX)
                u->good[u->n_good++] = it;
            continue;
        }
        /* Damaged: set aside with a message (never deleted), and listed as such. */
        it.damaged = true;
        if (err.message[0])
            snprintf(it.why, sizeof it.why, "%.60s%s%.170s", err.key, err.key[0] ? _(": ") : "", err.message);
        app_autosave_set_aside_as(a, items[i].path, &err, it.aside, sizeof it.aside);
        /* One that could not be renamed is met again: listed once. */
        for (int d = 0; d < u->n_damaged; d++)
            if (strcmp(u->damaged[d].path, it.path) == 0) {
                memmove(u->damaged + d, u->damaged + d + 1, sizeof u->damaged[0] * (size_t)(u->n_damaged - d - 1));
                u->n_damaged--;
                break;
            }
        if (u->n_damaged == DAMAGED_KEPT) {
            memmove(u->damaged, u->damaged + 1, sizeof u->damaged[0] * (DAMAGED_KEPT - 1));
            u->n_damaged--;
        }
        u->damaged[u->n_damaged++] = it;
    }
    free(items);
}

static void refresh(app *a, unfinished *u)
{
    char dirs[APP_UNFINISHED_KINDS][DATA_PATH_MAX];
    long long stamps[APP_UNFINISHED_KINDS];
    bool changed = !u->known || strcmp(u->language, i18n_language()) != 0;
    for (int i = 0; i < u->n_kinds; i++) {
        stamps[i] = kind_dir(a, u->kinds[i], dirs[i], sizeof dirs[i]) ? folder_stamp(dirs[i]) : 0;
        changed |= stamps[i] != u->stamp[i];
    }
    if (!changed)
        return;
    u->known = true;
    snprintf(u->language, sizeof u->language, "%s", i18n_language());
    u->n_good = 0;
    for (int i = 0; i < u->n_kinds; i++) {
        if (stamps[i] != 0)
            read_kind(a, u, u->kinds[i], dirs[i]);
        /* Setting files aside changed the folder: this is what it holds now. */
        u->stamp[i] = stamps[i] != 0 ? folder_stamp(dirs[i]) : 0;
    }
    qsort(u->good, (size_t)u->n_good, sizeof u->good[0], newest_first);
    u->n_rows = 0;
    for (int i = 0; i < u->n_good; i++)
        u->rows[u->n_rows++] = u->good[i];
    for (int i = u->n_damaged - 1; i >= 0; i--)
        u->rows[u->n_rows++] = u->damaged[i];
}

int app_unfinished_list(app *a, const app_unfinished_item **items)
{
    unfinished *u = get(a);
    if (!u) {
        *items = NULL;
        return 0;
    }
    refresh(a, u);
    *items = u->rows;
    return u->n_rows;
}

int app_unfinished_playable(app *a)
{
    const app_unfinished_item *items;
    int n = app_unfinished_list(a, &items), good = 0;
    for (int i = 0; i < n; i++)
        good += !items[i].damaged;
    return good;
}

/* "last played 14:20" today, "last played 2026-12-05 14:20" before. */
static void item_date(const app_unfinished_item *item, char *out, size_t size)
{
    out[0] = '\0';
    if (item->mtime_ns <= 0)
        return;
    char when[64];
    if (app_unfinished_when((time_t)(item->mtime_ns / 1000000000LL), when, sizeof when))
        /* TRANSLATORS: in the Continue list, when an unfinished game was last played: a time today ("14:20") */
        snprintf(out, size, _("last played today at %s"), when);
    else
        /* TRANSLATORS: in the Continue list, when an unfinished game was last played: a date and time */
        snprintf(out, size, _("last played %s"), when);
}

void app_unfinished_title(const app_unfinished_item *item, char *out, size_t size)
{
    char when[80], from[160];
    item_date(item, when, sizeof when);
    app_unfinished_origin_text(item->origin, from, sizeof from);
    const char *game = item->kind && item->kind->game ? _(item->kind->game) : "?";
    if (item->damaged)
        /* TRANSLATORS: a damaged autosave in the Continue list: the game, its new file name */
        snprintf(out, size, _("%s · damaged, set aside as %s"), game, item->aside[0] ? item->aside : "?");
    else if (from[0])
        /* TRANSLATORS: an unfinished game in the Continue list: the game, the map, how far
         * ("turn 3 of 12, Orders", "round 5"), the players ("Ann vs Computer (Normal)"),
         * the save it goes on from ("from the save of 2026-12-07 13:31"), when it was last played */
        snprintf(out, size, _("%s · %s · %s · %s · %s · %s"), game, item->map,
                 item->progress[0] ? item->progress : "?", item->players[0] ? item->players : "?", from, when);
    else
        /* TRANSLATORS: an unfinished game in the Continue list: the game, the map, how far
         * ("turn 3 of 12, Orders", "round 5"), the players ("Ann vs Computer (Normal)"),
         * when it was last played */
        snprintf(out, size, _("%s · %s · %s · %s · %s"), game, item->map, item->progress[0] ? item->progress : "?",
                 item->players[0] ? item->players : "?", when);
}

bool app_unfinished_delete(app *a, const char *path)
{
    unfinished *u = get(a);
    /* Only a file the list shows now (never anything else). */
    bool listed = false;
    for (int i = 0; u && i < u->n_rows && !listed; i++)
        listed = !u->rows[i].damaged && strcmp(u->rows[i].path, path) == 0;
    if (!listed || remove(path) != 0) {
        /* TRANSLATORS: Delete in the Continue list failed: the file */
        snprintf(a->message, sizeof a->message, _("Could not delete %s"), path);
        return false;
    }
    app_unfinished_forget_origin(path);
    if (u)
        u->known = false; /* read again */
    a->dirty = true;
    return true;
}

static void delete_confirmed(app *a, void *ctx)
{
    unfinished *u = ctx;
    char path[DATA_PATH_MAX];
    snprintf(path, sizeof path, "%s", u->deleting);
    u->deleting[0] = '\0';
    app_unfinished_delete(a, path);
}

static void delete_file_confirmed(app *a, void *ctx)
{
    unfinished *u = ctx;
    char path[DATA_PATH_MAX];
    snprintf(path, sizeof path, "%s", u->deleting);
    u->deleting[0] = '\0';
    if (!path[0] || remove(path) != 0) {
        snprintf(a->message, sizeof a->message, _("Could not delete %s"), path);
        return;
    }
    u->deleted++;
    u->known = false;
    a->dirty = true;
}

void app_unfinished_ask_delete_file(app *a, const char *path, const char *question)
{
    unfinished *u = get(a);
    if (!u)
        return;
    snprintf(u->deleting, sizeof u->deleting, "%s", path);
    app_confirm(a, question, _("Delete"), _("Keep it"), delete_file_confirmed, u);
}

int app_unfinished_deleted(app *a)
{
    unfinished *u = get(a);
    return u ? u->deleted : 0;
}

/* ---- the screen ---- */

typedef struct unfinished_screen {
    int first; /* the first row shown (scrolling) */
} unfinished_screen;

/* Copies text, cut at a character's start when it does not fit. */
static void copy_text(char *out, size_t size, const char *in)
{
    size_t n = strlen(in);
    if (n >= size) {
        n = size - 1;
        while (n > 0 && ((unsigned char)in[n] & 0xC0) == 0x80)
            n--;
    }
    memcpy(out, in, n);
    out[n] = '\0';
}

/* One row: the game on the left, the map and how far in the middle, the date on
 * the right; a damaged one greyed, with why. True when clicked. */
bool app_unfinished_row(ui *u, SDL_Rect r, const app_unfinished_item *it)
{
    char title[400];
    app_unfinished_title(it, title, sizeof title);
    int px = ui_px(u, 15);
    /* The button's own label (tests and accessibility find it by it), cut to fit. */
    char label[sizeof u->app->drawn_buttons[0].label];
    ui_text_cut(u, title, sizeof title, px, true, r.w - ui_px(u, 16));
    copy_text(label, sizeof label, title);
    if (!u->draw)
        return ui_button(u, r, label, !it->damaged);
    /* Drawn in columns: the button without text (its box, hover and focus),
     * then the columns over it; the label it keeps is the whole title. */
    bool clicked = ui_button(u, r, "", !it->damaged);
    app *a = u->app;
    int n = a->n_drawn_buttons;
    if (n > 0 && a->drawn_buttons[n - 1].label[0] == '\0')
        copy_text(a->drawn_buttons[n - 1].label, sizeof a->drawn_buttons[0].label, label);
    SDL_Color strong = it->damaged ? ui_rgb(255, 180, 120) : ui_rgb(240, 240, 240);
    SDL_Color soft = it->damaged ? ui_rgb(200, 150, 120) : ui_rgb(180, 186, 200);
    int pad = ui_px(u, 10), game_w = r.w * 16 / 100;
    /* the game's column as wide as the longest game name needs */
    int game_need = ui_text_width(u, it->kind && it->kind->game ? _(it->kind->game) : "?", px, true) + 2 * pad;
    if (game_need > game_w && game_need < r.w / 4)
        game_w = game_need;
    char game[64], middle[400], when[96];
    snprintf(game, sizeof game, "%s", it->kind && it->kind->game ? _(it->kind->game) : "?");
    ui_text_cut(u, game, sizeof game, px, true, game_w - pad);
    if (it->damaged) {
        ui_text_fit(u, ui_rect(r.x + pad, r.y, game_w - pad, r.h), game, px, true, strong, UI_LEFT);
        if (it->aside[0])
            /* TRANSLATORS: a damaged autosave in the Continue list: its new file name, why it does not load */
            snprintf(middle, sizeof middle, _("Damaged, set aside as %.100s: %.180s"), it->aside,
                     it->why[0] ? it->why : "?");
        else
            /* TRANSLATORS: a damaged autosave in the Continue list that could not be renamed: why */
            snprintf(middle, sizeof middle, _("Damaged, cannot be opened: %.200s"), it->why[0] ? it->why : "?");
        char cut[400];
        snprintf(cut, sizeof cut, "%s", middle);
        ui_text_cut(u, cut, sizeof cut, px, false, r.w - game_w - pad);
        ui_text_fit(u, ui_rect(r.x + game_w, r.y, r.w - game_w - pad, r.h), cut, px, false, soft, UI_LEFT);
        if (strcmp(cut, middle) != 0)
            ui_tooltip(u, r, middle);
        return clicked;
    }
    /* Two lines: the map and how far beside the game; below, who plays (whole
     * when it fits), the save it goes on from, and when it was last played.
     * Two autosaves of one game are told apart by the second line. */
    int line_h = r.h / 2, small = ui_px(u, 13);
    SDL_Rect top = ui_rect(r.x, r.y + ui_px(u, 2), r.w, line_h - ui_px(u, 2));
    SDL_Rect low = ui_rect(r.x, r.y + line_h - ui_px(u, 1), r.w, r.h - line_h - ui_px(u, 2));
    if (r.h < ui_px(u, 34)) /* too low for two lines: one */
        top = low = r;
    ui_text_fit(u, ui_rect(r.x + pad, top.y, game_w - pad, top.h), game, px, true, strong, UI_LEFT);
    item_date(it, when, sizeof when);
    const char *sep = _(" · ");
    char map[96], players[160], progress[96], from[160], line[400];
    snprintf(map, sizeof map, "%s", it->map);
    snprintf(players, sizeof players, "%s", it->players[0] ? it->players : "?");
    snprintf(progress, sizeof progress, "%s", it->progress[0] ? it->progress : "?");
    app_unfinished_origin_text(it->origin, from, sizeof from);
    bool cut_any = false;
    /* The first line: the map (cut last) and how far (never cut); when it was
     * last played on the right. */
    int date_w = ui_text_width(u, when, small, false);
    int top_w = r.w - game_w - pad - date_w - pad;
    int room = top_w - ui_text_width(u, progress, px, false) - ui_text_width(u, sep, px, false);
    if (ui_text_width(u, map, px, false) > room) {
        cut_any = true;
        ui_text_cut(u, map, sizeof map, px, false, room > ui_px(u, 40) ? room : ui_px(u, 40));
    }
    snprintf(line, sizeof line, "%s%s%s", map, sep, progress);
    ui_text_cut(u, line, sizeof line, px, false, top_w);
    ui_text_fit(u, ui_rect(r.x + game_w, top.y, top_w, top.h), line, px, false, strong, UI_LEFT);
    ui_text_fit(u, ui_rect(r.x + r.w - pad - date_w - ui_px(u, 2), top.y, date_w + ui_px(u, 2), top.h), when, small,
                false, soft, UI_RIGHT);
    /* The second line, the row's whole width: who plays, then the save it goes
     * on from (never cut); the players are cut only when it is too short. */
    int low_x = top.y == low.y ? r.x + game_w : r.x + pad, low_w = r.x + r.w - pad - low_x;
    if (top.y == low.y) { /* one line: after the first's text */
        low_x = r.x + game_w + ui_text_width(u, line, px, false) + ui_text_width(u, sep, px, false);
        low_w = r.x + r.w - pad - date_w - pad - low_x;
    }
    char tail[200] = "";
    if (from[0])
        snprintf(tail, sizeof tail, "%s%s", sep, from);
    int players_room = low_w - ui_text_width(u, tail, small, false);
    if (ui_text_width(u, players, small, false) > players_room) {
        cut_any = true;
        ui_text_cut(u, players, sizeof players, small, false, players_room > ui_px(u, 60) ? players_room : ui_px(u, 60));
    }
    snprintf(line, sizeof line, "%s%s", players, tail);
    ui_text_cut(u, line, sizeof line, small, false, low_w);
    ui_text_fit(u, ui_rect(low_x, low.y, low_w, low.h), line, small, false, ui_rgb(214, 218, 228), UI_LEFT);
    if (cut_any) {
        app_unfinished_title(it, title, sizeof title); /* whole again */
        ui_tooltip(u, r, title);
    }
    return clicked;
}

static void unfinished_run(ui *u, void *self)
{
    unfinished_screen *s = self;
    app *a = u->app;
    ui_screen_background(u, _("Continue a game"));
    const app_unfinished_item *items;
    int n = app_unfinished_list(a, &items);
    int w = ui_px(u, 900) < a->w - ui_px(u, 40) ? ui_px(u, 900) : a->w - ui_px(u, 40);
    int x = a->w / 2 - w / 2, top = ui_px(u, 110), rh = ui_px(u, 50), gap = ui_px(u, 6);
    int bw = ui_px(u, 200), bh = ui_px(u, 44);
    int msg_h = a->message[0] ? ui_px(u, 48) : 0;
    int bottom = a->h - bh - ui_px(u, 40) - msg_h;
    int fit = (bottom - top + gap) / (rh + gap);
    if (fit < 1)
        fit = 1;
    if (u->ev && u->ev->kind == UI_EV_WHEEL)
        s->first -= u->ev->y;
    if (ui_pressed(u, UI_KEY_PAGE_DOWN))
        s->first += fit;
    if (ui_pressed(u, UI_KEY_PAGE_UP))
        s->first -= fit;
    if (s->first > n - fit)
        s->first = n - fit;
    if (s->first < 0)
        s->first = 0;
    if (n == 0)
        ui_text(u, a->w / 2, top + ui_px(u, 10), _("Nothing to continue: every game is finished."), ui_px(u, 16), false,
                ui_rgb(180, 186, 200), UI_CENTER);
    int y = top;
    /* TRANSLATORS: the button beside each row of the Continue list that deletes that autosave (it asks first) */
    const char *del = _("Delete");
    int del_w = ui_text_width(u, del, ui_px(u, 15), true) + ui_px(u, 24), del_gap = ui_px(u, 6);
    for (int i = s->first; i < n && i < s->first + fit; i++) {
        if (!items[i].damaged &&
            ui_button(u, ui_rect(x + w - del_w, y, del_w, rh), del, true)) {
            unfinished *list = get(a);
            if (list) {
                char question[520], title[400];
                app_unfinished_title(&items[i], title, sizeof title);
                snprintf(list->deleting, sizeof list->deleting, "%s", items[i].path);
                /* TRANSLATORS: asked before Delete in the Continue list removes an autosave: the row's title */
                snprintf(question, sizeof question, _("Delete this unfinished game for good? %s"), title);
                /* TRANSLATORS: the answers to "Delete this unfinished game for good?" */
                app_confirm(a, question, _("Delete"), _("Keep it"), delete_confirmed, list);
            }
            return;
        }
        if (app_unfinished_row(u, ui_rect(x, y, items[i].damaged ? w : w - del_w - del_gap, rh), &items[i])) {
            /* Opening may read the folders again: what was clicked, copied first. */
            const app_unfinished_kind *k = items[i].kind;
            char path[DATA_PATH_MAX];
            snprintf(path, sizeof path, "%s", items[i].path);
            a->message[0] = '\0';
            if (!k->open(a, path))
                a->dirty = true; /* the message says why; the list stays */
            return;
        }
        y += rh + gap;
    }
    if (n > fit) {
        char more[96];
        /* TRANSLATORS: under a list that scrolls: the rows shown and how many there are */
        snprintf(more, sizeof more, _("%d-%d of %d (wheel or Page Up/Down)"), s->first + 1,
                 s->first + fit < n ? s->first + fit : n, n);
        ui_text(u, a->w / 2, y, more, ui_px(u, 13), false, ui_rgb(150, 156, 172), UI_CENTER);
    }
    int by = bottom + msg_h + ui_px(u, 8);
    if (a->message[0])
        ui_text_wrapped(u, ui_rect(x, bottom + ui_px(u, 4), w, 0), a->message, ui_px(u, 14), ui_rgb(255, 180, 120));
    if (ui_button(u, ui_rect(a->w / 2 - bw / 2, by, bw, bh), _("Back"), true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        app_scene_pop(a, NULL);
        return;
    }
}

static bool unfinished_enter(app *a, const void *arg, void **self)
{
    (void)a;
    (void)arg;
    unfinished_screen *s = calloc(1, sizeof *s);
    if (!s)
        return false;
    *self = s;
    return true;
}

static void unfinished_leave(app *a, void *self)
{
    (void)a;
    free(self);
}

const scene app_unfinished_scene = {
    .name = "unfinished",
    .enter = unfinished_enter,
    .leave = unfinished_leave,
    .event = unfinished_run,
    .frame = unfinished_run,
};
