/*
 * The replay screen (replay/replay.h), the same for every game: the game's view
 * (its board and panel, replay_view_ops) above a strip of controls — start,
 * turn back, step back, play or pause, step forward, turn forward, end, the
 * speed — and the timeline; whose view is shown (one seat's fixed for a game
 * not finished, any seat's or everything for a finished one); and Play from
 * here, which starts a new game from the moment shown with each seat human or
 * computer, the replay's file untouched.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay/internal.h"
#include "replay/replay.h"
#include "skirmish/data/replay_battle.h"
#include "skirmish/i18n.h"

/* Human, then the computer's levels, for Play from here's seats. */
static const char *const take_levels[] = { "random", "easy", "normal", "hard" };
#define TAKE_CHOICES 5

static void screen_free(replay_screen *s)
{
    if (s->ops && s->view)
        s->ops->close(s);
    replay_ctl_free(&s->ctl);
    data_replay_free(&s->rep);
    free(s);
}

/* The game's view, once whose view it is is known: its marks, its state at
 * the start. False with why. */
static bool open_view(replay_screen *s, char *why, size_t size)
{
    why[0] = '\0';
    if (!replay_ctl_init(&s->ctl, s->rep.n_steps) || !s->ops->open(s, why, size)) {
        if (!why[0])
            snprintf(why, size, "%s", _("out of memory"));
        return false;
    }
    s->ops->show(s, false);
    return true;
}

static bool screen_enter(app *a, const void *arg, void **self)
{
    const char *path = arg;
    replay_screen *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(a->message, sizeof a->message, "%s", _("out of memory"));
        return false;
    }
    s->app = a;
    snprintf(s->path, sizeof s->path, "%s", path ? path : "");
    data_error err;
    if (!data_replay_load(s->path, replay_trts_rules(a), &s->rep, &err)) {
        data_error_format(&err, a->message, sizeof a->message);
        free(s);
        return false;
    }
    data_replay_info_of(&s->rep, &s->info);
    if (s->rep.game == DATA_REPLAY_ESCARMOUCHE)
        s->ops = &replay_esc_ops;
    else if (s->rep.game == DATA_REPLAY_CONQUEST)
        s->ops = &replay_cq_ops;
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    else if (s->rep.game == DATA_REPLAY_TRTS)
        s->ops = &replay_trts_ops;
#endif
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
    else if (s->rep.game == DATA_REPLAY_CAMPAIGN)
        s->ops = &replay_ca_ops;
#endif
    if (!s->ops) {
        /* TRANSLATORS: %s is a game (TRTS, Campaign) whose replays cannot be watched yet */
        snprintf(a->message, sizeof a->message, _("Replays of %s games cannot be watched yet."),
                 replay_game_name(s->rep.game));
        screen_free(s);
        return false;
    }
    /* Hidden information: a game not finished is shown from one seat's view,
     * the seat that opens it — the one human against the computer, else (hot
     * seat, or only computers) the seat chosen now, fixed for the visit: the
     * view opens only once it is chosen (a game's view may leave out what that
     * seat does not see, its steps too). A finished game opens with everything
     * shown, and any seat's view may be chosen. */
    if (s->info.over) {
        s->viewer = -1;
    } else {
        s->view_fixed = true;
        s->viewer = data_seat_only_human(s->info.seats, s->info.n_seats);
        s->choosing_seat = s->viewer < 0;
    }
    char why[240] = "";
    if (!s->choosing_seat && !open_view(s, why, sizeof why)) {
        snprintf(a->message, sizeof a->message, "%s", why);
        screen_free(s);
        return false;
    }
    *self = s;
    return true;
}

static void screen_leave(app *a, void *self)
{
    (void)a;
    screen_free(self);
}

/* Moves the replay by a command; a single step forward is played out. */
static void command(replay_screen *s, replay_cmd cmd)
{
    int before = s->ctl.pos;
    bool was_playing = s->ctl.playing;
    replay_ctl_apply(&s->ctl, cmd);
    if (cmd == REPLAY_CMD_PLAY && s->ctl.playing) {
        s->wait = 0;
        if (before != s->ctl.pos)
            s->ops->show(s, false);
        return;
    }
    if (s->ctl.pos != before)
        s->ops->show(s, s->ctl.pos == before + 1 && cmd == REPLAY_CMD_STEP_FWD);
    if (cmd == REPLAY_CMD_STEP_FWD && was_playing)
        s->ctl.playing = s->ctl.pos < s->ctl.n;
}

static void seek(replay_screen *s, int pos)
{
    if (pos < 0)
        return;
    int before = s->ctl.pos;
    replay_ctl_seek(&s->ctl, pos);
    if (s->ctl.pos != before)
        s->ops->show(s, false);
}

static bool screen_update(app *a, void *self, float dt, bool on_top)
{
    (void)a;
    replay_screen *s = self;
    if (!s->view)
        return false; /* whose view is still being asked */
    bool moving = s->ops->update(s, dt);
    if (!on_top || !s->ctl.playing || s->take_open || s->choosing_seat)
        return moving;
    if (s->ops->busy(s))
        return true;
    s->wait -= dt;
    if (s->wait <= 0) {
        command(s, REPLAY_CMD_STEP_FWD);
        /* A short pause between steps, shorter the faster it plays. */
        s->wait = 0.35f / replay_ctl_speed(&s->ctl);
    }
    return true;
}

/* A small stepper: the label, then < value > in what is left of r. The
 * shell's stepper keeps 250 px for its value, more than a strip of controls
 * has. Returns -1, 0 or +1. */
static int mini_stepper(ui *u, SDL_Rect r, const char *label, const char *value)
{
    int bw = r.h, px = ui_px(u, 14), lw = label[0] ? ui_text_width(u, label, px, false) + ui_px(u, 8) : 0;
    /* The label keeps what the value's box (a short word: "Normal", "×0.5")
     * leaves it. */
    int most = r.w - 2 * bw - ui_px(u, 76);
    if (lw > most)
        lw = most > 0 ? most : 0;
    if (u->draw && label[0]) {
        char cut[120];
        snprintf(cut, sizeof cut, "%s", label);
        ui_text_cut(u, cut, sizeof cut, px, false, lw - ui_px(u, 4));
        ui_text(u, r.x, r.y + (r.h - px) / 2 - ui_px(u, 2), cut, px, false, ui_rgb(200, 206, 220), UI_LEFT);
    }
    SDL_Rect left = { r.x + lw, r.y, bw, r.h }, right = { r.x + r.w - bw, r.y, bw, r.h };
    SDL_Rect mid = { left.x + bw, r.y, right.x - left.x - bw, r.h };
    if (u->draw) {
        ui_fill(u, mid, ui_rgb(30, 36, 52));
        char cut[120];
        snprintf(cut, sizeof cut, "%s", value);
        ui_text_cut(u, cut, sizeof cut, px, true, mid.w - ui_px(u, 6));
        ui_text(u, mid.x + mid.w / 2, r.y + (r.h - px) / 2 - ui_px(u, 2), cut, px, true, ui_rgb(240, 240, 240),
                UI_CENTER);
    }
    if (ui_button(u, left, "<", true))
        return -1;
    if (ui_button(u, right, ">", true))
        return 1;
    return 0;
}

static const char *take_value(const data_seat *seat)
{
    if (!seat->computer)
        /* TRANSLATORS: Play from here: a seat given to a person */
        return _("Human");
    return data_seat_level_label(seat->level);
}

static int take_index(const data_seat *seat)
{
    if (!seat->computer)
        return 0;
    for (int i = 0; i < TAKE_CHOICES - 1; i++)
        if (strcmp(seat->level, take_levels[i]) == 0)
            return i + 1;
    return 3;
}

static void take_open(replay_screen *s)
{
    s->take_open = true;
    s->message[0] = '\0';
    for (int i = 0; i < s->info.n_seats; i++)
        s->take[i] = s->info.seats[i];
}

static void take_dialog(ui *u, replay_screen *s)
{
    app *a = u->app;
    int rows = s->info.n_seats + 4 + (s->message[0] ? 2 : 0);
    SDL_Rect box = ui_menu_panel(u, _("Play from here"), rows);
    char where[80], line[240];
    s->ops->where(s, s->ctl.pos, where, sizeof where);
    /* TRANSLATORS: Play from here's explanation: the step and the round (or turn) it starts at */
    snprintf(line, sizeof line, _("A new game from step %d (%s), with its own saves. The replay stays as it is."),
             s->ctl.pos, where);
    SDL_Rect row = box;
    if (u->draw)
        ui_text_wrapped(u, ui_rect(row.x, row.y, row.w, 0), line, ui_px(u, 13), ui_rgb(200, 206, 220));
    ui_menu_next(u, &row);
    ui_menu_next(u, &row);
    for (int i = 0; i < s->info.n_seats; i++) {
        char name[DATA_SEAT_NAME_MAX + 24];
        replay_seat_name(s, i, name, sizeof name);
        int d = mini_stepper(u, row, name, take_value(&s->take[i]));
        if (d) {
            int k = ui_wrap(take_index(&s->take[i]), d, TAKE_CHOICES);
            char keep[DATA_SEAT_NAME_MAX];
            snprintf(keep, sizeof keep, "%s", s->take[i].name);
            data_seat_set(&s->take[i], k > 0, k > 0 ? take_levels[k - 1] : s->take[i].level);
            snprintf(s->take[i].name, sizeof s->take[i].name, "%s", keep);
        }
        ui_menu_next(u, &row);
    }
    if (ui_button(u, row, _("Start"), true) || ui_pressed(u, UI_KEY_ENTER)) {
        s->message[0] = '\0';
        if (!s->ops->take_over(a, s, s->message, sizeof s->message))
            s->take_open = true;
        return;
    }
    ui_menu_next(u, &row);
    if (ui_button(u, row, _("Cancel"), true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        s->take_open = false;
        s->message[0] = '\0';
        return;
    }
    if (s->message[0] && u->draw) {
        /* Why the game could not start, inside the dialog that asked. */
        ui_menu_next(u, &row);
        ui_text_wrapped(u, ui_rect(row.x, row.y, row.w, 0), s->message, ui_px(u, 13), ui_rgb(255, 180, 120));
    }
}

static void seat_dialog(ui *u, replay_screen *s)
{
    SDL_Rect box = ui_menu_panel(u, _("Whose view?"), s->info.n_seats + 3);
    SDL_Rect row = box;
    if (u->draw)
        ui_text_wrapped(u, ui_rect(row.x, row.y, row.w, 0),
                        /* TRANSLATORS: a replay of an unfinished game opened with no single human seat */
                        _("The game is not finished: it is watched from one seat's view, fixed once chosen."),
                        ui_px(u, 13), ui_rgb(200, 206, 220));
    ui_menu_next(u, &row);
    ui_menu_next(u, &row);
    for (int i = 0; i < s->info.n_seats; i++) {
        char name[DATA_SEAT_NAME_MAX + 24];
        replay_seat_name(s, i, name, sizeof name);
        if (ui_button(u, row, name, true) || ui_pressed(u, (ui_key)(UI_KEY_1 + i))) {
            s->viewer = i;
            s->choosing_seat = false;
            char why[240];
            if (!open_view(s, why, sizeof why)) {
                snprintf(u->app->message, sizeof u->app->message, "%s", why);
                app_scene_pop(u->app, NULL);
            }
            return;
        }
        ui_menu_next(u, &row);
    }
    if (ui_button(u, row, _("Back"), true) || ui_pressed(u, UI_KEY_ESCAPE))
        app_scene_pop(u->app, NULL);
}

static void view_label(const replay_screen *s, int viewer, char *out, size_t size)
{
    if (viewer < 0) {
        /* TRANSLATORS: the replay's view: every seat's information shown */
        snprintf(out, size, "%s", _("Everything"));
        return;
    }
    replay_seat_name(s, viewer, out, size);
}

static void top_bar(ui *u, replay_screen *s)
{
    app *a = u->app;
    int h = ui_px(u, 44), pad = ui_px(u, 12);
    ui_fill(u, ui_rect(0, 0, a->w, h), ui_rgb(24, 28, 40));
    /* The view on the right: a stepper for a finished game, a fixed label else. */
    int vw = a->w / 3 < ui_px(u, 300) ? a->w / 3 : ui_px(u, 300);
    SDL_Rect vr = ui_rect(a->w - pad - vw, ui_px(u, 6), vw, h - ui_px(u, 12));
    char value[DATA_SEAT_NAME_MAX + 24];
    view_label(s, s->viewer, value, sizeof value);
    if (s->view_fixed) {
        char line[120];
        /* TRANSLATORS: the replay of an unfinished game: whose view it is shown from, fixed */
        snprintf(line, sizeof line, _("View: %s"), value);
        ui_text_cut(u, line, sizeof line, ui_px(u, 14), false, vr.w);
        ui_text(u, vr.x + vr.w, vr.y + ui_px(u, 6), line, ui_px(u, 14), false, ui_rgb(200, 206, 220), UI_RIGHT);
        ui_tooltip(u, vr, _("The game is not finished: only this seat's view is shown."));
    } else {
        /* TRANSLATORS: the replay's view stepper (whose view, or everything) */
        int d = mini_stepper(u, vr, _("View"), value);
        if (d)
            s->viewer = ui_wrap(s->viewer + 1, d, s->info.n_seats + 1) - 1;
    }
    char title[320], players[200] = "";
    for (int i = 0; i < s->info.n_seats; i++) {
        char name[DATA_SEAT_NAME_MAX + 24];
        replay_seat_name(s, i, name, sizeof name);
        size_t len = strlen(players);
        snprintf(players + len, sizeof players - len, "%s%s", i ? _(" vs ") : "", name);
    }
    if (s->title[0])
        snprintf(title, sizeof title, "%s", s->title);
    else
        /* TRANSLATORS: the replay screen's title: the game, the map, the players */
        snprintf(title, sizeof title, _("Replay · %s · %s · %s"), replay_game_name(s->info.game),
                 i18n_content(s->info.map), players);
    ui_text_cut(u, title, sizeof title, ui_px(u, 16), true, vr.x - 2 * pad);
    ui_text(u, pad, ui_px(u, 12), title, ui_px(u, 16), true, ui_rgb(236, 240, 250), UI_LEFT);
}

/* The strip of controls and the timeline, from y = top to the window's foot. */
static void controls(ui *u, replay_screen *s, int top)
{
    app *a = u->app;
    int pad = ui_px(u, 12), bh = ui_px(u, 34), gap = ui_px(u, 6);
    int y = top + pad;
    struct {
        const char *label, *tip;
        replay_cmd cmd;
        int w;
    } b[] = {
        /* TRANSLATORS: the replay's buttons' tooltips, with their keys */
        { "|<", N_("To the start (Ctrl+Left)"), REPLAY_CMD_START, 40 },
        { "<<", N_("Back a turn (Page Up, Shift+Left)"), REPLAY_CMD_TURN_BACK, 40 },
        { "<", N_("Back an action (Left)"), REPLAY_CMD_STEP_BACK, 40 },
        { NULL, N_("Play or pause (Space)"), REPLAY_CMD_PLAY, 80 },
        { ">", N_("Forward an action (Right)"), REPLAY_CMD_STEP_FWD, 40 },
        { ">>", N_("Forward a turn (Page Down, Shift+Right)"), REPLAY_CMD_TURN_FWD, 40 },
        { ">|", N_("To the end (Ctrl+Right)"), REPLAY_CMD_END, 40 },
    };
    int x = pad;
    for (size_t i = 0; i < sizeof b / sizeof b[0]; i++) {
        SDL_Rect r = ui_rect(x, y, ui_px(u, (float)b[i].w), bh);
        /* TRANSLATORS: the replay's play button, and the same while it plays */
        const char *label = b[i].label ? b[i].label : s->ctl.playing ? _("Pause") : _("Play");
        bool enabled = b[i].cmd == REPLAY_CMD_PLAY ? s->ctl.n > 0
                       : b[i].cmd == REPLAY_CMD_STEP_BACK || b[i].cmd == REPLAY_CMD_TURN_BACK ||
                               b[i].cmd == REPLAY_CMD_START
                           ? s->ctl.pos > 0
                           : s->ctl.pos < s->ctl.n;
        if (ui_button(u, r, label, enabled)) {
            command(s, b[i].cmd);
            return;
        }
        ui_tooltip(u, r, _(b[i].tip));
        x += r.w + gap;
    }
    /* The speed. */
    int speed_w = ui_text_width(u, _("Speed"), ui_px(u, 14), false) + ui_px(u, 8) + 2 * bh + ui_px(u, 80);
    SDL_Rect sr = ui_rect(x + gap, y, speed_w, bh);
    /* TRANSLATORS: the replay's speed stepper (keys + and -) */
    int d = mini_stepper(u, sr, _("Speed"), replay_ctl_speed_label(&s->ctl));
    if (d)
        command(s, d > 0 ? REPLAY_CMD_FASTER : REPLAY_CMD_SLOWER);
    /* Back and Play from here on the right. */
    int right = a->w - pad;
    SDL_Rect back = ui_rect(right - ui_px(u, 80), y, ui_px(u, 80), bh);
    if (ui_button(u, back, _("Back"), true)) {
        app_scene_pop(a, NULL);
        return;
    }
    int tw = ui_text_width(u, _("Play from here"), ui_px(u, 15), true) + ui_px(u, 24);
    int min_x = sr.x + sr.w + gap;
    SDL_Rect take = ui_rect(back.x - gap - tw, y, tw, bh);
    if (take.x < min_x) {
        take.x = min_x;
        take.w = back.x - gap - min_x;
    }
    bool can = !s->battle && s->ops->can_take_over(s, s->ctl.pos);
    if (ui_button(u, take, _("Play from here"), can)) {
        take_open(s);
        return;
    }
    ui_tooltip(u, take,
               can        ? _("A new game from this moment, each seat human or computer")
               : s->battle ? /* TRANSLATORS: Play from here's tooltip in a Campaign's battle */
                     _("A battle of a campaign: play from here on the campaign's timeline")
                           : _("The game is over at this moment: go back to play from an earlier one"));
    /* The timeline, with where the replay stands on its left. */
    y += bh + gap;
    char where[80], line[120];
    s->ops->where(s, s->ctl.pos, where, sizeof where);
    /* TRANSLATORS: the replay's position: the round or turn, then the step of all steps */
    snprintf(line, sizeof line, _("%s · %d/%d"), where, s->ctl.pos, s->ctl.n);
    /* Room for "Turn 12 · Resolution · 140/152", not more than a quarter of the window. */
    int lw = ui_text_width(u, line, ui_px(u, 14), true) + ui_px(u, 4);
    if (lw < ui_px(u, 170))
        lw = ui_px(u, 170);
    /* Only ever wider while the screen is open: the timeline does not shift
     * back and forth with the text. */
    if (lw < s->label_w && s->label_w_at == a->w)
        lw = s->label_w;
    s->label_w = lw;
    s->label_w_at = a->w;
    if (lw > a->w / 4)
        lw = a->w / 4;
    ui_text_cut(u, line, sizeof line, ui_px(u, 14), true, lw);
    ui_text(u, pad, y + ui_px(u, 7), line, ui_px(u, 14), true, ui_rgb(236, 240, 250), UI_LEFT);
    SDL_Rect tl = ui_rect(pad + lw + gap, y, a->w - 2 * pad - lw - gap, ui_px(u, 30));
    int p = replay_timeline(u, tl, &s->ctl, &s->dragging);
    if (p >= 0)
        seek(s, p);
}

static void screen_keys(ui *u, replay_screen *s)
{
    const ui_event *ev = u->ev;
    if (!ev || ev->kind != UI_EV_KEY)
        return;
    if (ev->key == UI_KEY_ESCAPE) {
        app_scene_pop(u->app, NULL);
        return;
    }
    replay_cmd cmd = replay_ctl_key(ev->key, ev->ctrl, ev->shift);
    if (cmd != REPLAY_CMD_NONE)
        command(s, cmd);
}

static void watch_battle(replay_screen *s);

static void screen_run(ui *u, void *self)
{
    replay_screen *s = self;
    app *a = u->app;
    s->watch_step = -1;
    int bottom = a->h - ui_px(u, 12) * 2 - ui_px(u, 34) - ui_px(u, 6) - ui_px(u, 30);
    if (u->draw) {
        SDL_SetRenderDrawColor(u->r, 16, 19, 28, 255);
        SDL_RenderClear(u->r);
    }
    bool dialog = s->take_open || s->choosing_seat;
    if (s->choosing_seat) {
        /* Nothing of the game shown before its seat is chosen. */
        top_bar(u, s);
    } else if (!dialog || u->draw) {
        /* Under a dialog the screen is drawn but takes no input. */
        const ui_event *ev = u->ev;
        if (dialog)
            u->ev = NULL;
        s->ops->draw(u, s, bottom);
        top_bar(u, s);
        controls(u, s, bottom);
        if (!dialog && u->ev)
            screen_keys(u, s);
        u->ev = ev;
    }
    if (s->watch_step >= 0) {
        watch_battle(s);
        return;
    }
    if (s->message[0] && u->draw && !s->take_open) {
        char cut[240];
        snprintf(cut, sizeof cut, "%s", s->message);
        ui_text_cut(u, cut, sizeof cut, ui_px(u, 14), false, a->w - ui_px(u, 24));
        ui_text(u, a->w / 2, bottom - ui_px(u, 24), cut, ui_px(u, 14), false, ui_rgb(255, 180, 120), UI_CENTER);
    }
    if (s->choosing_seat) {
        if (u->draw)
            ui_fill(u, ui_rect(0, 0, a->w, a->h), ui_rgba(8, 10, 16, 170));
        seat_dialog(u, s);
    } else if (s->take_open) {
        if (u->draw)
            ui_fill(u, ui_rect(0, 0, a->w, a->h), ui_rgba(8, 10, 16, 170));
        take_dialog(u, s);
    }
}

const scene replay_screen_scene = {
    .name = "replay",
    .help = "replays",
    .own_tab = true,
    .enter = screen_enter,
    .leave = screen_leave,
    .event = screen_run,
    .frame = screen_run,
    .update = screen_update,
};

bool replay_open(app *a, const char *path)
{
    return app_scene_push(a, &replay_screen_scene, path);
}

typedef struct battle_arg {
    const replay_screen *campaign;
    int step;
} battle_arg;

/* A Campaign's battle: its duel as an Escarmouche replay in memory, seen as
 * the campaign is (a game not finished: fixed to the seat, on its side when
 * it fought, else everything: Escarmouche hides nothing). */
static bool battle_enter(app *a, const void *arg, void **self)
{
    const battle_arg *b = arg;
    const replay_screen *from = b->campaign;
    replay_screen *s = calloc(1, sizeof *s);
    int players[ESC_SIDES] = { -1, -1 };
    if (!s || !data_replay_campaign_battle(&from->rep, b->step, &s->rep, players)) {
        free(s);
        /* TRANSLATORS: a Campaign replay's battle that cannot be opened */
        snprintf(a->message, sizeof a->message, "%s", _("This battle cannot be replayed."));
        return false;
    }
    s->app = a;
    s->battle = true;
    snprintf(s->path, sizeof s->path, "%s", from->path);
    /* Each side named as the campaign names its player (a default name
     * follows the seat's number, which is the campaign's, not the side's):
     * replay_seat_name reads these. */
    s->camp_n = from->info.n_seats;
    memcpy(s->camp_seats, from->info.seats, sizeof s->camp_seats);
    for (int side = 0; side < ESC_SIDES; side++)
        s->battle_players[side] = players[side];
    data_replay_info_of(&s->rep, &s->info);
    s->ops = &replay_esc_ops;
    s->view_fixed = from->view_fixed;
    s->viewer = -1;
    for (int side = 0; side < ESC_SIDES; side++)
        if (from->viewer >= 0 && players[side] == from->viewer)
            s->viewer = side;
    campaign_state *before = malloc(sizeof *before);
    int loc = -1;
    if (before && data_replay_seek(&from->rep, b->step, before)) {
        int k = from->rep.ca.steps[b->step].battle;
        loc = k >= 0 && k < before->n_battles ? before->battles[k].loc : -1;
    }
    free(before);
    char names[ESC_SIDES][DATA_SEAT_NAME_MAX + 24];
    for (int side = 0; side < ESC_SIDES; side++)
        replay_seat_name(from, players[side], names[side], sizeof names[side]);
    const campaign_map *m = from->rep.ca_map;
    /* TRANSLATORS: a Campaign battle's replay title: the place, then the two players */
    snprintf(s->title, sizeof s->title, _("Replay · Campaign · battle at %s · %s vs %s"),
             loc >= 0 && loc < m->n_locations ? i18n_content(m->locations[loc].name) : "?", names[0], names[1]);
    char why[240] = "";
    if (!open_view(s, why, sizeof why)) {
        snprintf(a->message, sizeof a->message, "%s", why);
        screen_free(s);
        return false;
    }
    *self = s;
    return true;
}

const scene replay_battle_scene = {
    .name = "replay-battle",
    .help = "replays",
    .own_tab = true,
    .enter = battle_enter,
    .leave = screen_leave,
    .event = screen_run,
    .frame = screen_run,
    .update = screen_update,
};

/* Opens the battle a view asked for; why not under the map. */
static void watch_battle(replay_screen *s)
{
    battle_arg b = { s, s->watch_step };
    s->watch_step = -1;
    if (!app_scene_push(s->app, &replay_battle_scene, &b)) {
        memcpy(s->message, s->app->message, sizeof s->message - 1);
        s->message[sizeof s->message - 1] = '\0';
    }
}
