/*
 * The Replays screen (replay/replay.h): two lists, newest first — the finished
 * games kept (<user data>/replays, pinned ones never dropped) and the saved
 * games (<user data>/saves and the autosaves), any of which opens as a replay
 * from its start. Each row says the game, the map, the players, the result,
 * the length and the date; a click (or Enter) watches it, Pin keeps a kept
 * replay for good. The files are read once when the list is shown.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "replay/internal.h"
#include "replay/replay.h"
#include "skirmish/data/save_list.h"
#include "skirmish/i18n.h"

#define LIST_MAX 120

typedef struct list_row {
    char path[DATA_PATH_MAX];
    int64_t mtime_ns;
    bool ok;
    data_replay_info info;
    char why[200];             /* why it does not open as a replay */
} list_row;

typedef struct list_screen {
    int tab;                   /* 0: kept replays, 1: saved games */
    list_row *rows;
    int n;
    int first;                 /* the first row shown */
    int selected;
    char message[512];
} list_screen;

static const char *const save_dirs[] = { "saves", "autosaves", "trts-autosaves", "conquest-autosaves",
                                          "campaign-autosaves" };

static void add_dir(app *a, list_screen *l, const char *dir)
{
    data_save_item *items = NULL;
    data_error err;
    int n = data_save_list(dir, &items, &err);
    for (int i = 0; i < n && l->n < LIST_MAX; i++) {
        list_row *r = &l->rows[l->n++];
        memset(r, 0, sizeof *r);
        snprintf(r->path, sizeof r->path, "%s", items[i].path);
        r->mtime_ns = items[i].mtime_ns;
        data_replay rep;
        if (data_replay_load(r->path, replay_trts_rules(a), &rep, &err)) {
            r->ok = data_replay_info_of(&rep, &r->info);
            data_replay_free(&rep);
        } else {
            data_error_format(&err, r->why, sizeof r->why);
        }
    }
    free(items);
}

static int newest_first(const void *x, const void *y)
{
    const list_row *a = x, *b = y;
    return a->mtime_ns < b->mtime_ns ? 1 : a->mtime_ns > b->mtime_ns ? -1 : strcmp(a->path, b->path);
}

static void list_read(app *a, list_screen *l)
{
    l->n = 0;
    l->first = 0;
    l->selected = 0;
    char dir[DATA_PATH_MAX];
    if (l->tab == 0) {
        replay_folder(a, dir, sizeof dir);
        if (dir[0])
            add_dir(a, l, dir);
    } else {
        for (size_t i = 0; i < sizeof save_dirs / sizeof save_dirs[0]; i++)
            if (a->user_dir[0] && data_paths_join(dir, sizeof dir, a->user_dir, save_dirs[i]))
                add_dir(a, l, dir);
        qsort(l->rows, (size_t)l->n, sizeof l->rows[0], newest_first);
    }
}

static bool list_enter(app *a, const void *arg, void **self)
{
    (void)arg;
    list_screen *l = calloc(1, sizeof *l);
    if (l)
        l->rows = calloc(LIST_MAX, sizeof *l->rows);
    if (!l || !l->rows) {
        free(l);
        snprintf(a->message, sizeof a->message, "%s", _("out of memory"));
        return false;
    }
    list_read(a, l);
    *self = l;
    return true;
}

static void list_leave(app *a, void *self)
{
    (void)a;
    list_screen *l = self;
    free(l->rows);
    free(l);
}

/* "Escarmouche · Open Field · Ann wins" and "Ann vs Computer (Normal) · 37
 * actions, round 5 · 2026-12-06 22:40". */
static void row_words(const list_row *r, char *first, size_t fsize, char *second, size_t ssize)
{
    const data_replay_info *in = &r->info;
    char result[120], length[120], players[240] = "", date[48];
    if (in->over && in->winner >= 0 && in->winner < in->n_seats) {
        char who[DATA_SEAT_NAME_MAX + 24];
        data_seat_label(in->seats, in->n_seats, in->winner, who, sizeof who);
        /* TRANSLATORS: a replay's result in the Replays list: %s the winner */
        snprintf(result, sizeof result, _("%s won"), who);
    } else if (in->over) {
        /* TRANSLATORS: a replay's result in the Replays list */
        snprintf(result, sizeof result, "%s", _("Draw"));
    } else {
        /* TRANSLATORS: a replay's result in the Replays list: the game was not finished */
        snprintf(result, sizeof result, "%s", _("Unfinished"));
    }
    if (in->game == DATA_REPLAY_CONQUEST)
        /* TRANSLATORS: a Conquest replay's length in the Replays list */
        snprintf(length, sizeof length, P_("%d turn", "%d turns", in->turns), in->turns);
    else if (in->game == DATA_REPLAY_CAMPAIGN)
        /* TRANSLATORS: a Campaign replay's length in the Replays list: its steps, then the turn it reached */
        snprintf(length, sizeof length, P_("%d step, turn %d", "%d steps, turn %d", in->steps), in->steps, in->turns);
    else
        /* TRANSLATORS: a replay's length in the Replays list: its actions, then the round it reached */
        snprintf(length, sizeof length, P_("%d action, round %d", "%d actions, round %d", in->steps), in->steps,
                 in->turns);
    for (int i = 0; i < in->n_seats; i++) {
        char name[DATA_SEAT_NAME_MAX + 24];
        data_seat_label(in->seats, in->n_seats, i, name, sizeof name);
        size_t len = strlen(players);
        snprintf(players + len, sizeof players - len, "%s%s", i ? _(" vs ") : "", name);
    }
    i18n_date(date, sizeof date, (time_t)(r->mtime_ns / 1000000000));
    snprintf(first, fsize, "%s · %s · %s", replay_game_name(in->game), i18n_content(in->map), result);
    snprintf(second, ssize, "%s · %s · %s", players, length, date);
}

static void open_row(app *a, list_screen *l, int i)
{
    if (i < 0 || i >= l->n || !l->rows[i].ok)
        return;
    if (!replay_open(a, l->rows[i].path))
        snprintf(l->message, sizeof l->message, "%.200s", a->message);
    a->message[0] = '\0';
}

static void list_run(ui *u, void *self)
{
    list_screen *l = self;
    app *a = u->app;
    /* TRANSLATORS: the Replays screen's title */
    ui_screen_background(u, _("Replays"));
    int w = ui_px(u, 1000) < a->w - ui_px(u, 40) ? ui_px(u, 1000) : a->w - ui_px(u, 40);
    int pad = a->w / 2 - w / 2, y = ui_px(u, 100);
    /* The two lists. */
    /* TRANSLATORS: the Replays screen's tabs: the finished games kept, and the saved games */
    const char *tabs[2] = { _("Finished games kept"), _("Saved games") };
    for (int t = 0; t < 2; t++) {
        SDL_Rect r = ui_rect(pad + t * (w / 2), y, w / 2 - ui_px(u, 6), ui_px(u, 34));
        /* The open tab as the help browser's: a button in a gold surround, not greyed. */
        if (u->draw && l->tab == t)
            ui_fill(u, ui_rect(r.x - ui_px(u, 2), r.y - ui_px(u, 2), r.w + ui_px(u, 4), r.h + ui_px(u, 4)),
                    ui_rgb(255, 230, 140));
        if (ui_button(u, r, tabs[t], true) && l->tab != t) {
            l->tab = t;
            l->message[0] = '\0';
            list_read(a, l);
            return;
        }
    }
    y += ui_px(u, 44);
    int foot = a->h - ui_px(u, 110), row_h = ui_px(u, 48), gap = ui_px(u, 4);
    int fit = (foot - y) / (row_h + gap);
    if (fit < 1)
        fit = 1;
    if (u->ev && u->ev->kind == UI_EV_WHEEL)
        l->first -= u->ev->wheel;
    if (ui_pressed(u, UI_KEY_PAGE_DOWN))
        l->first += fit;
    if (ui_pressed(u, UI_KEY_PAGE_UP))
        l->first -= fit;
    if (ui_pressed(u, UI_KEY_DOWN) && l->selected < l->n - 1)
        l->selected++;
    if (ui_pressed(u, UI_KEY_UP) && l->selected > 0)
        l->selected--;
    if (l->selected < l->first)
        l->first = l->selected;
    if (l->selected >= l->first + fit && (ui_pressed(u, UI_KEY_DOWN) || ui_pressed(u, UI_KEY_UP)))
        l->first = l->selected - fit + 1;
    if (l->first > l->n - fit)
        l->first = l->n - fit;
    if (l->first < 0)
        l->first = 0;
    if (l->n == 0) {
        const char *none = l->tab == 0
                               /* TRANSLATORS: the Replays screen with no finished game kept yet */
                               ? _("No finished game yet: every game you finish is kept here (the last 50; pin one "
                                   "to keep it for good).")
                               /* TRANSLATORS: the Replays screen's saved games, when there is none */
                               : _("No saved game yet.");
        ui_text_wrapped(u, ui_rect(pad, y + ui_px(u, 10), w, 0), none, ui_px(u, 15), ui_rgb(170, 176, 190));
    }
    int bw = ui_px(u, 90);
    for (int i = l->first; i < l->n && i < l->first + fit; i++) {
        list_row *r = &l->rows[i];
        SDL_Rect row = ui_rect(pad, y, w, row_h);
        bool pin_button = l->tab == 0 && r->ok;
        SDL_Rect text = ui_rect(row.x + ui_px(u, 10), row.y, row.w - ui_px(u, 20) - (pin_button ? bw + ui_px(u, 8) : 0),
                                row.h);
        SDL_Rect pin = ui_rect(row.x + row.w - bw - ui_px(u, 6), row.y + ui_px(u, 7), bw, row.h - ui_px(u, 14));
        bool pinned = data_replay_keep_pinned(r->path);
        bool hot = ui_hover(u, text) || i == l->selected;
        if (u->draw) {
            ui_fill(u, row, hot && r->ok ? ui_rgb(44, 52, 72) : ui_rgb(30, 35, 50));
            if (i == l->selected)
                ui_frame(u, row, ui_rgb(120, 150, 210), ui_px(u, 1));
        }
        if (pin_button && ui_button(u, pin, pinned ? _("Unpin") : _("Pin"), true)) {
            char out[DATA_PATH_MAX];
            data_error err;
            if (!data_replay_keep_pin(r->path, !pinned, out, sizeof out, &err))
                data_error_format(&err, l->message, sizeof l->message);
            else
                snprintf(r->path, sizeof r->path, "%s", out);
            return;
        }
        if (pin_button)
            ui_tooltip(u, pin, pinned ? _("Pinned: never dropped. Unpin to let it go with the oldest.")
                                      : _("Keep this replay for good: the oldest are dropped past 50, never a pinned one."));
        if (u->ev && u->ev->kind == UI_EV_MOUSE_DOWN && u->ev->button == UI_BUTTON_LEFT && ui_hover(u, text)) {
            l->selected = i;
            open_row(a, l, i);
            return;
        }
        if (u->draw) {
            char first[400], second[400];
            if (r->ok) {
                row_words(r, first, sizeof first, second, sizeof second);
                if (pinned) {
                    size_t len = strlen(first);
                    /* TRANSLATORS: a tag on a pinned replay's row */
                    snprintf(first + len, sizeof first - len, " · %s", _("pinned"));
                }
            } else {
                const char *slash = strrchr(r->path, '/');
                snprintf(first, sizeof first, "%.200s", slash ? slash + 1 : r->path);
                /* TRANSLATORS: a file of the Replays screen that does not open as a replay; %s is why */
                snprintf(second, sizeof second, _("Not a replay: %s"), r->why);
            }
            char a1[400], a2[400];
            snprintf(a1, sizeof a1, "%s", first);
            snprintf(a2, sizeof a2, "%s", second);
            ui_text_cut(u, a1, sizeof a1, ui_px(u, 15), true, text.w);
            ui_text_cut(u, a2, sizeof a2, ui_px(u, 13), false, text.w);
            SDL_Color ink = r->ok ? ui_rgb(236, 240, 250) : ui_rgb(140, 144, 156);
            ui_text(u, text.x, text.y + ui_px(u, 4), a1, ui_px(u, 15), true, ink, UI_LEFT);
            ui_text(u, text.x, text.y + ui_px(u, 25), a2, ui_px(u, 13), false,
                    r->ok ? ui_rgb(170, 176, 190) : ui_rgb(200, 140, 110), UI_LEFT);
            if (strcmp(a1, first) != 0 || strcmp(a2, second) != 0) {
                char tip[820];
                snprintf(tip, sizeof tip, "%s\n%s", first, second);
                ui_tooltip(u, text, tip);
            }
        }
        y += row_h + gap;
    }
    if (ui_pressed(u, UI_KEY_ENTER)) {
        open_row(a, l, l->selected);
        return;
    }
    if (l->n > fit && u->draw) {
        char more[120];
        snprintf(more, sizeof more, _("%d-%d of %d (wheel or Page Up/Down)"), l->first + 1,
                 l->first + fit < l->n ? l->first + fit : l->n, l->n);
        ui_text(u, a->w / 2, foot + ui_px(u, 2), more, ui_px(u, 13), false, ui_rgb(150, 156, 172), UI_CENTER);
    }
    if (l->message[0] && u->draw)
        ui_text_wrapped(u, ui_rect(pad, foot + ui_px(u, 18), w, 0), l->message, ui_px(u, 13), ui_rgb(255, 180, 120));
    SDL_Rect back = ui_rect(pad, a->h - ui_px(u, 54), ui_px(u, 120), ui_px(u, 40));
    if (ui_button(u, back, _("Back"), true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        app_scene_pop(a, NULL);
        return;
    }
    if (u->draw)
        ui_text(u, back.x + back.w + ui_px(u, 16), back.y + ui_px(u, 9),
                /* TRANSLATORS: the Replays screen's hint line */
                _("Click a game to watch it · drop a saved game on the window to watch it"), ui_px(u, 13), false,
                ui_rgb(120, 126, 140), UI_LEFT);
}

/* Back from a replay: the list read again (a pin, a game kept meanwhile). */
static void list_resume(app *a, void *self, const scene_result *r)
{
    (void)r;
    list_screen *l = self;
    int sel = l->selected;
    list_read(a, l);
    l->selected = sel < l->n ? sel : 0;
}

const scene replay_list_scene = {
    .name = "replays",
    .help = "replays",
    .enter = list_enter,
    .leave = list_leave,
    .event = list_run,
    .frame = list_run,
    .resume = list_resume,
};

/* A dropped file is watched when it is a replay to watch: one of the kept
 * replays, or a record whose game is over (nothing to continue). An unfinished
 * save goes on as a game, as before. */
bool replay_drop(app *a, const char *path)
{
    char dir[DATA_PATH_MAX];
    replay_folder(a, dir, sizeof dir);
    size_t len = strlen(dir);
    bool kept = len > 0 && strncmp(path, dir, len) == 0 && path[len] == '/';
    if (!kept) {
        data_replay rep;
        data_error err;
        if (!data_replay_load(path, replay_trts_rules(a), &rep, &err))
            return false;
        data_replay_info info;
        bool over = data_replay_info_of(&rep, &info) && info.over;
        data_replay_free(&rep);
        if (!over)
            return false;
    }
    /* A finished game whose replay cannot be watched yet (another game's view)
     * goes on to the other readers, as before; a kept one says why. */
    return replay_open(a, path) || kept;
}
