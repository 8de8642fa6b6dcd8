/*
 * Escarmouche's replay view (replay/internal.h's replay_view_ops): the board
 * drawn by board/ through its public functions (board_draw, the animation
 * player), the state at any step sought through the record's checkpoints
 * (data_replay_seek), a step forward played as the battle plays an action, and
 * a side panel with the players, the round and the actions around the moment.
 *
 * Escarmouche hides nothing from either side (docs/rules.md): a seat's view is
 * the board turned to that seat (its home ranks at the bottom), "everything"
 * the board as the battle shows it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/anim.h"
#include "board/input.h"
#include "board/view.h"
#include "escarmouche/escarmouche.h"
#include "replay/internal.h"
#include "replay/replay.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

#define LOG_ROWS 14

typedef struct esc_rview {
    esc_game game;               /* the state after ctl.pos steps */
    board_anim_player anim;
    int *round;                  /* n + 1: the round at each position (0: deployment) */
    int log_pos;                 /* the position the log was told for (-1: none yet) */
    int log_n;
    int log_first;               /* the step of log[0] */
    char log[LOG_ROWS][200];
    char log_language[16];
} esc_rview;

static esc_rview *view_of(const replay_screen *s) { return s->view; }

static const esc_squad *const *squads_of(const replay_screen *s, const esc_squad *out[ESC_SIDES])
{
    out[0] = &s->rep.esc.squads[0];
    out[1] = &s->rep.esc.squads[1];
    return out;
}

/* One walk through the record: each position's round, the turns' starts, the
 * kills, the objectives' markers taken and the elimination that ended it. */
static bool esc_open(replay_screen *s, char *why, size_t size)
{
    esc_rview *v = calloc(1, sizeof *v);
    int n = s->rep.n_steps;
    if (v)
        v->round = calloc((size_t)n + 1, sizeof *v->round);
    if (!v || !v->round) {
        if (v)
            free(v);
        snprintf(why, size, "%s", _("out of memory"));
        return false;
    }
    s->view = v;
    esc_game g;
    if (!data_replay_seek(&s->rep, 0, &g)) {
        snprintf(why, size, "%s", _("The game cannot start from its setup."));
        return false;
    }
    int last_turn = g.turn;
    esc_phase last_phase = g.phase;
    v->round[0] = esc_game_round(&g);
    for (int i = 0; i < n; i++) {
        esc_events ev;
        if (esc_game_apply(&g, &s->rep.esc.actions[i], &ev) != ESC_OK)
            break;
        unsigned char m = 0;
        for (int e = 0; e < ev.count; e++) {
            const esc_event *x = &ev.list[e];
            if (x->kind == ESC_EV_DEATH)
                m |= REPLAY_MARK_KILL;
            else if (x->kind == ESC_EV_MARKER && x->amount > 0)
                m |= REPLAY_MARK_CAPTURE;
            else if (x->kind == ESC_EV_GAME_OVER && x->amount == ESC_END_ELIMINATION)
                m |= REPLAY_MARK_ELIMINATION;
        }
        /* A turn mark where a battle turn starts (the deployment is one). */
        if (g.phase == ESC_PHASE_BATTLE && (g.turn != last_turn || last_phase != ESC_PHASE_BATTLE))
            m |= REPLAY_MARK_TURN;
        last_turn = g.turn;
        last_phase = g.phase;
        s->ctl.marks[i + 1] |= m;
        v->round[i + 1] = esc_game_round(&g);
    }
    v->log_pos = -1;
    data_replay_seek(&s->rep, 0, &v->game);
    board_anim_init(&v->anim, &v->game);
    return true;
}

static void esc_close(replay_screen *s)
{
    esc_rview *v = view_of(s);
    if (v)
        free(v->round);
    free(v);
    s->view = NULL;
}

static void esc_show(replay_screen *s, bool animate)
{
    esc_rview *v = view_of(s);
    int pos = s->ctl.pos;
    if (animate && pos > 0) {
        esc_game before;
        esc_events ev;
        if (data_replay_seek(&s->rep, pos - 1, &before)) {
            v->game = before;
            if (esc_game_apply(&v->game, &s->rep.esc.actions[pos - 1], &ev) == ESC_OK) {
                board_anim_start(&v->anim, &before, &v->game, &ev, replay_ctl_speed(&s->ctl));
                return;
            }
        }
    }
    /* A jump: the state at once, through the nearest checkpoint. */
    data_replay_seek(&s->rep, pos, &v->game);
    board_anim_init(&v->anim, &v->game);
}

static bool esc_update(replay_screen *s, float dt)
{
    return board_anim_update(&view_of(s)->anim, dt);
}

static bool esc_busy(const replay_screen *s)
{
    return board_anim_settling(&view_of(s)->anim);
}

static void esc_where(const replay_screen *s, int pos, char *out, size_t size)
{
    const esc_rview *v = view_of(s);
    int r = v && pos >= 0 && pos <= s->rep.n_steps ? v->round[pos] : 0;
    if (r <= 0)
        /* TRANSLATORS: where a replay of Escarmouche stands: the units being placed */
        snprintf(out, size, "%s", _("Deployment"));
    else
        /* TRANSLATORS: where a replay of Escarmouche stands */
        snprintf(out, size, _("Round %d"), r);
}

/* The log around the moment: the actions before pos (the last one is the step
 * just shown), told with the players' names. */
static void tell_log(replay_screen *s)
{
    esc_rview *v = view_of(s);
    int pos = s->ctl.pos;
    if (v->log_pos == pos && strcmp(v->log_language, i18n_language()) == 0)
        return;
    v->log_pos = pos;
    snprintf(v->log_language, sizeof v->log_language, "%s", i18n_language());
    int first = pos - LOG_ROWS;
    if (first < 0)
        first = 0;
    v->log_first = first;
    v->log_n = 0;
    esc_game g;
    if (!data_replay_seek(&s->rep, first, &g))
        return;
    const esc_squad *sq[ESC_SIDES];
    squads_of(s, sq);
    char names[ESC_SIDES][DATA_SEAT_NAME_MAX + 24];
    const char *np[ESC_SIDES];
    for (int side = 0; side < ESC_SIDES; side++) {
        replay_seat_name(s, side, names[side], sizeof names[side]);
        np[side] = names[side];
    }
    for (int i = first; i < pos; i++) {
        esc_game before = g;
        esc_events ev;
        if (esc_game_apply(&g, &s->rep.esc.actions[i], &ev) != ESC_OK)
            break;
        esc_describe_action_named(&before, sq, np, &s->rep.esc.actions[i], &ev, v->log[v->log_n],
                                  (int)sizeof v->log[v->log_n]);
        v->log_n++;
    }
}

static void draw_panel(ui *u, replay_screen *s, SDL_Rect p)
{
    esc_rview *v = view_of(s);
    ui_panel(u, p);
    int pad = ui_px(u, 12), y = p.y + pad, px = ui_px(u, 15);
    for (int side = 0; side < ESC_SIDES; side++) {
        char name[DATA_SEAT_NAME_MAX + 24], line[200];
        replay_seat_name(s, side, name, sizeof name);
        int units = esc_game_units_left(&v->anim.shown, side);
        if (s->rep.esc.squads[side].name[0])
            /* TRANSLATORS: a side in the replay's panel: player, squad, units left on the board */
            snprintf(line, sizeof line, P_("%s · %s · %d unit", "%s · %s · %d units", units), name,
                     i18n_content(s->rep.esc.squads[side].name), units);
        else
            /* TRANSLATORS: a side in the replay's panel (a Campaign battle's squad has no name): player, units left */
            snprintf(line, sizeof line, P_("%s · %d unit", "%s · %d units", units), name, units);
        SDL_Rect row = ui_rect(p.x + pad + ui_px(u, 22), y, p.w - 2 * pad - ui_px(u, 22), ui_px(u, 22));
        if (u->draw)
            draw_disc(u->r, (float)(p.x + pad + ui_px(u, 9)), (float)(y + ui_px(u, 11)), (float)ui_px(u, 8),
                      board_colour(side));
        bool acting = side == v->anim.shown.active && v->anim.shown.phase != ESC_PHASE_OVER;
        ui_text_cut(u, line, sizeof line, px, acting, row.w);
        ui_text(u, row.x, row.y, line, px, acting, board_colour(side), UI_LEFT);
        y += ui_px(u, 26);
    }
    char where[80], line[200];
    esc_where(s, s->ctl.pos, where, sizeof where);
    const esc_game *g = &v->anim.shown;
    if (g->phase == ESC_PHASE_OVER) {
        char who[DATA_SEAT_NAME_MAX + 24];
        if (g->winner >= 0) {
            replay_seat_name(s, g->winner, who, sizeof who);
            /* TRANSLATORS: the replay's panel at the end of an Escarmouche match: %s the winner, then why */
            snprintf(line, sizeof line, _("%s wins: %s"), who, esc_end_reason_text(g->end_reason));
        } else {
            /* TRANSLATORS: the replay's panel at the end of a drawn match */
            snprintf(line, sizeof line, _("Draw: %s"), esc_end_reason_text(g->end_reason));
        }
    } else {
        char who[DATA_SEAT_NAME_MAX + 24];
        replay_seat_name(s, g->active, who, sizeof who);
        /* TRANSLATORS: the replay's panel: the round (or Deployment), then whose turn it is */
        snprintf(line, sizeof line, _("%s · %s to act"), where, who);
    }
    y += ui_px(u, 4);
    y += ui_text_wrapped(u, ui_rect(p.x + pad, y, p.w - 2 * pad, 0), line, px, ui_rgb(236, 240, 250)) + ui_px(u, 10);
    /* TRANSLATORS: the heading of the replay's list of actions */
    ui_text(u, p.x + pad, y, _("Actions"), ui_px(u, 14), true, ui_rgb(150, 156, 172), UI_LEFT);
    y += ui_px(u, 22);
    tell_log(s);
    /* The timeline's marks explained at the panel's foot. */
    int legend_h = ui_px(u, 36), bottom = p.y + p.h - pad - legend_h;
    replay_mark_legend(u, ui_rect(p.x + pad, bottom + ui_px(u, 2), p.w - 2 * pad, legend_h),
                       REPLAY_MARK_KILL | REPLAY_MARK_CAPTURE | REPLAY_MARK_ELIMINATION);
    int row_h = ui_px(u, 20);
    int fit = (bottom - y) / row_h;
    int from = v->log_n - fit;
    if (from < 0)
        from = 0;
    if (v->log_n == 0)
        /* TRANSLATORS: the replay's list of actions at the start of the record */
        ui_text(u, p.x + pad, y, _("Nothing played yet"), ui_px(u, 13), false, ui_rgb(130, 136, 150), UI_LEFT);
    for (int i = from; i < v->log_n; i++, y += row_h) {
        bool last = i == v->log_n - 1;
        char shown[224]; /* "N. " and a log line of 200 */
        snprintf(shown, sizeof shown, "%d. %s", v->log_first + i + 1, v->log[i]);
        ui_text_cut(u, shown, sizeof shown, ui_px(u, 13), last, p.w - 2 * pad);
        if (u->draw)
            ui_text(u, p.x + pad, y, shown, ui_px(u, 13), last, last ? ui_rgb(255, 230, 140) : ui_rgb(190, 196, 210),
                    UI_LEFT);
    }
}

static void esc_draw(ui *u, replay_screen *s, int bottom)
{
    esc_rview *v = view_of(s);
    /* The board turned to the seat whose view it is; the default look. */
    board_use_look(NULL, NULL);
    board_use_shapes(NULL);
    board_use_marks(NULL);
    board_use_zone_labels(s->rep.esc.has_scenario
                              ? (const char(*)[ESC_SCENARIO_LABEL_MAX])s->rep.esc.scenario.labels
                              : NULL,
                          &v->game.scenario, s->rep.esc.scenario.shipped);
    bool flip = false;
    if (s->viewer == 0 || s->viewer == 1) {
        esc_bits home = esc_game_home(&v->game, s->viewer);
        for (int sq = 0; sq < ESC_SQUARES; sq++)
            if ((home & esc_bit(sq)) && esc_square_rank(sq) >= 4)
                flip = true;
    }
    board_use_flip(flip);
    board_layout l = board_layout_compute(u->app->w, bottom, u->s);
    const esc_squad *sq[ESC_SIDES];
    squads_of(s, sq);
    board_input look;
    const bool nobody[ESC_SIDES] = { false, false };
    board_input_init(&look, &v->game, nobody);
    look.mode = BOARD_INPUT_WAITING;
    look.selected = ESC_NO_UNIT;
    look.hovered = ESC_NO_SQUARE;
    look.show_threats = false;
    if (u->draw) {
        board_draw(u, &l, &v->game, &v->anim, &look, sq, NULL);
        board_draw_effects(u, &l, &v->anim);
        int hovered = board_square_at(&l, u->app->mouse_x, u->app->mouse_y);
        int unit = hovered == ESC_NO_SQUARE ? ESC_NO_UNIT : esc_game_unit_at(&v->anim.shown, hovered);
        if (unit != ESC_NO_UNIT && !v->anim.playing)
            board_token_tooltip(u, &l, unit, &v->anim.shown, sq, "", false);
    }
    draw_panel(u, s, l.panel);
    board_use_flip(false);
}

static bool esc_can_take_over(const replay_screen *s, int pos)
{
    const esc_rview *v = view_of(s);
    if (!v || pos < 0 || pos > s->rep.n_steps)
        return false;
    esc_game g;
    return data_replay_seek(&s->rep, pos, &g) && g.phase != ESC_PHASE_OVER;
}

/* The record cut at pos with the seats chosen, written where no list looks
 * (a hidden file of the replays folder), opened as a loaded save — the match
 * then goes on in an autosave of its own — and removed. The replay's file is
 * never written. */
static bool esc_take_over(app *a, replay_screen *s, char *why, size_t size)
{
    char path[DATA_PATH_MAX];
    if (!replay_take_over_path(a, path, sizeof path, why, size))
        return false;
    data_replay copy = s->rep; /* by value: the copy is never freed */
    for (int side = 0; side < ESC_SIDES; side++)
        copy.esc_seats[side] = s->take[side];
    data_error err;
    if (!data_replay_save_at(&copy, s->ctl.pos, path, &err)) {
        data_error_format(&err, why, size);
        return false;
    }
    bool ok = escarmouche_load(a, path);
    if (!ok)
        snprintf(why, size, "%s", a->message);
    remove(path);
    return ok;
}

const replay_view_ops replay_esc_ops = {
    .open = esc_open,
    .close = esc_close,
    .show = esc_show,
    .update = esc_update,
    .busy = esc_busy,
    .draw = esc_draw,
    .where = esc_where,
    .take_over = esc_take_over,
    .can_take_over = esc_can_take_over,
};
