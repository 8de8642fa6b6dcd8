/*
 * TRTS's replay view (replay/internal.h's replay_view_ops): the game's own map
 * (the area map dressed by trts/board.h's hook, as the game screen and the
 * help's pictures dress it: terrain, tints, stripes, names, the pieces and the
 * edges) for the state after any action, sought through the record's
 * checkpoints, and a side panel with the round and the players.
 *
 * Hidden information (docs/trts.md §10): the board shows the pieces the seat
 * whose view it is sees (its own and its allies', and the public ones);
 * "everything" shows every piece; at the game's end nothing is secret. For a
 * game not finished the view is one seat's, fixed, and the timeline holds
 * only the steps that changed what that seat sees (the rule of the game's own
 * "show last turn again", trts/lastturn.c): the other seats' secret orders are
 * neither shown nor counted. A finished game keeps every step.
 */
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "areamap/view.h"
#include "replay/internal.h"
#include "replay/replay.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"
#include "trts/board.h"
#include "trts/trts.h"

typedef struct trts_rview {
    /* A game screen holding only what the board hook reads (the record, the
     * state shown, the viewer), as the help's pictures hold one. */
    trts_screen *c;
    int *pos_of;                 /* the record position of each timeline position */
    int n_shown;
    int built_pos, built_viewer; /* what the model shows (-2: nothing yet) */
    bool fitted;
} trts_rview;

static trts_rview *view_of(const replay_screen *s) { return s->view; }

static bool sees(const trts_state *s, int seat, int i)
{
    const trts_piece *p = &s->pieces[i];
    return p->alive && (p->public_ || trts_allies(s, p->owner, seat));
}

/* Whether the step from b to a changed what `seat` sees on its board (the
 * game's rule for its own replay of the last turn, trts/lastturn.c). */
static bool visible_change(const trts_state *b, const trts_state *a, int seat)
{
    int n = a->n_pieces > b->n_pieces ? a->n_pieces : b->n_pieces;
    for (int i = 0; i < n; i++) {
        bool vb = i < b->n_pieces && sees(b, seat, i), va = i < a->n_pieces && sees(a, seat, i);
        if (vb != va)
            return true;
        if (!va)
            continue;
        const trts_piece *p = &b->pieces[i], *q = &a->pieces[i];
        if (p->born != q->born || p->owner != q->owner || p->type != q->type || p->area != q->area || p->hp != q->hp ||
            p->shields != q->shields || p->finished != q->finished || p->public_ != q->public_)
            return true;
    }
    for (int p = 0; p < a->n_players; p++)
        if (a->players[p].eliminated != b->players[p].eliminated)
            return true;
    return memcmp(a->markers, b->markers, sizeof a->markers) != 0 ||
           memcmp(a->engaged_by, b->engaged_by, sizeof a->engaged_by) != 0 ||
           memcmp(&a->log, &b->log, sizeof a->log) != 0;
}

/* The marks of the step from b to a, from what every seat sees: a public
 * piece killed, an area changing hands, a combat round, an elimination. */
static unsigned char step_marks(const trts_state *b, const trts_state *a)
{
    unsigned char m = 0;
    for (int i = 0; i < b->n_pieces && i < a->n_pieces; i++)
        if (b->pieces[i].alive && b->pieces[i].public_ && !a->pieces[i].alive)
            m |= REPLAY_MARK_KILL;
    for (int ar = 0; ar < a->map->n_areas; ar++) {
        int was = trts_area_controller(b, ar), now = trts_area_controller(a, ar);
        if (now >= 0 && now != was)
            m |= REPLAY_MARK_CAPTURE;
    }
    if (a->log.n_hits > 0 && memcmp(&a->log, &b->log, sizeof a->log) != 0)
        m |= REPLAY_MARK_BATTLE;
    for (int p = 0; p < a->n_players; p++)
        if (a->players[p].eliminated && !b->players[p].eliminated)
            m |= REPLAY_MARK_ELIMINATION;
    return m;
}

static bool trts_open(replay_screen *s, char *why, size_t size)
{
    trts_rview *v = calloc(1, sizeof *v);
    int n = s->rep.n_steps;
    trts_state *b = malloc(sizeof *b), *a = malloc(sizeof *a);
    if (v) {
        v->c = calloc(1, sizeof *v->c);
        v->pos_of = calloc((size_t)n + 1, sizeof *v->pos_of);
    }
    if (!v || !v->c || !v->pos_of || !b || !a) {
        if (v) {
            free(v->c);
            free(v->pos_of);
        }
        free(v);
        free(b);
        free(a);
        snprintf(why, size, "%s", _("out of memory"));
        return false;
    }
    s->view = v;
    v->built_pos = v->built_viewer = -2;
    trts_screen *c = v->c;
    c->rec = s->rep.trts;
    for (int p = 0; p < s->info.n_seats && p < TRTS_MAX_PLAYERS; p++)
        c->seats[p] = s->info.seats[p];
    c->sel_area = c->worker = c->attacker = c->drag_from = c->hover = -1;
    areamap_model_init(&c->model);
    /* Only the steps the fixed seat sees, for a game not finished. */
    bool filter = s->view_fixed && s->viewer >= 0;
    bool ok = data_replay_seek(&s->rep, 0, b);
    unsigned char *marks = calloc((size_t)n + 1, 1);
    int shown = 0, round = ok ? b->round : 0;
    ok = ok && marks;
    for (int p = 1; ok && p <= n; p++) {
        *a = *b;
        if (!(ok = trts_apply(a, &s->rep.trts->actions[p - 1]) == TRTS_OK))
            break;
        marks[shown + 1] |= step_marks(b, a);
        if (!filter || s->rep.trts->actions[p - 1].player == s->viewer || visible_change(b, a, s->viewer)) {
            v->pos_of[++shown] = p;
            if (a->round != round)
                marks[shown] |= REPLAY_MARK_TURN;
            round = a->round;
        }
        *b = *a;
    }
    free(a);
    free(b);
    if (ok) {
        v->n_shown = shown;
        replay_ctl_free(&s->ctl);
        ok = replay_ctl_init(&s->ctl, shown);
        for (int p = 1; ok && p <= shown; p++)
            s->ctl.marks[p] |= marks[p];
    }
    free(marks);
    if (!ok)
        snprintf(why, size, "%s", _("The game cannot start from its setup."));
    return ok;
}

static void trts_close(replay_screen *s)
{
    trts_rview *v = view_of(s);
    if (v) {
        if (v->c)
            areamap_model_free(&v->c->model);
        free(v->c);
        free(v->pos_of);
    }
    free(v);
    s->view = NULL;
}

static int record_pos(const replay_screen *s, int pos)
{
    const trts_rview *v = view_of(s);
    if (pos < 0)
        pos = 0;
    if (pos > v->n_shown)
        pos = v->n_shown;
    return v->pos_of[pos];
}

static void trts_show(replay_screen *s, bool animate)
{
    (void)animate;
    trts_rview *v = view_of(s);
    data_replay_seek(&s->rep, record_pos(s, s->ctl.pos), &v->c->st);
}

static bool trts_update(replay_screen *s, float dt)
{
    (void)s;
    (void)dt;
    return false;
}

static bool trts_busy(const replay_screen *s)
{
    (void)s;
    return false;
}

static void trts_where(const replay_screen *s, int pos, char *out, size_t size)
{
    trts_rview *v = view_of(s);
    trts_state *st = malloc(sizeof *st);
    int round = st && data_replay_seek(&s->rep, record_pos(s, pos), st) ? st->round : 0;
    free(st);
    (void)v;
    /* TRANSLATORS: where a TRTS replay stands */
    snprintf(out, size, _("Round %d"), round);
}

static int first_marker(uint8_t bits)
{
    for (int p = 0; p < TRTS_MAX_PLAYERS; p++)
        if (bits >> p & 1)
            return p;
    return -1;
}

/* The map as the game screen builds it (trts/play.c) for the seat whose view
 * it is; everything: every piece made public on the screen's copy. */
static void build_model(replay_screen *s)
{
    trts_rview *v = view_of(s);
    trts_screen *c = v->c;
    if (v->built_pos == s->ctl.pos && v->built_viewer == s->viewer)
        return;
    v->built_pos = s->ctl.pos;
    v->built_viewer = s->viewer;
    data_replay_seek(&s->rep, record_pos(s, s->ctl.pos), &c->st);
    c->viewer = s->viewer;
    if (s->viewer < 0)
        for (int i = 0; i < c->st.n_pieces; i++)
            c->st.pieces[i].public_ = true;
    const trts_state *st = &c->st;
    const trts_map *m = st->map;
    areamap_model *model = &c->model;
    areamap_model_clear(model);
    model->names_kept = true;
    for (int i = 0; i < m->n_areas; i++) {
        const trts_area *ar = &m->areas[i];
        areamap_node *n = areamap_model_add_node(model);
        if (!n)
            return;
        n->x = (float)ar->x;
        n->y = (float)ar->y;
        n->size = 20.0f + 1.5f * (float)ar->minerals;
        int ctl = trts_area_controller(st, i), owner = first_marker(st->markers[i]);
        n->fill = ctl < 0 ? ui_rgb(92, 98, 110) : trts_player_colour(owner);
        n->pattern = ctl == -2 ? AREAMAP_PATTERN_STRIPES : AREAMAP_PATTERN_NONE;
        if (i == st->log.area && st->log.n_hits > 0 && (s->ctl.marks[s->ctl.pos] & REPLAY_MARK_BATTLE)) {
            n->highlight = true;
            n->outline = ui_rgb(240, 96, 80);
        }
    }
    trts_board_describe(c, model);
    trts_board_edges(c, model);
}

static void draw_panel(ui *u, replay_screen *s, SDL_Rect p)
{
    const trts_state *st = &view_of(s)->c->st;
    ui_panel(u, p);
    int pad = ui_px(u, 12), y = p.y + pad, px = ui_px(u, 14);
    char line[240], where[80];
    trts_where(s, s->ctl.pos, where, sizeof where);
    if (st->phase == TRTS_PHASE_OVER) {
        char who[DATA_SEAT_NAME_MAX + 24];
        if (st->winner >= 0) {
            replay_seat_name(s, st->winner, who, sizeof who);
            /* TRANSLATORS: the TRTS replay's panel at the end: the round, the winner */
            snprintf(line, sizeof line, _("%s · %s wins"), where, who);
        } else {
            snprintf(line, sizeof line, "%s · %s", where, _("Draw"));
        }
    } else {
        char who[DATA_SEAT_NAME_MAX + 24];
        replay_seat_name(s, st->current, who, sizeof who);
        snprintf(line, sizeof line, _("%s · %s to act"), where, who);
    }
    y += ui_text_wrapped(u, ui_rect(p.x + pad, y, p.w - 2 * pad, 0), line, px, ui_rgb(236, 240, 250)) + ui_px(u, 8);
    for (int q = 0; q < st->n_players && y < p.y + p.h - ui_px(u, 70); q++) {
        char name[DATA_SEAT_NAME_MAX + 24];
        replay_seat_name(s, q, name, sizeof name);
        int areas = trts_areas_of(st, q);
        /* A bank is private: shown for the seat whose view it is, or everything. */
        bool bank = s->viewer < 0 || trts_allies(st, q, s->viewer) || st->phase == TRTS_PHASE_OVER;
        if (st->players[q].eliminated)
            /* TRANSLATORS: a player's row in the TRTS replay's panel: out since that round */
            snprintf(line, sizeof line, _("%s · out (round %d)"), name, st->players[q].eliminated_round);
        else if (bank)
            /* TRANSLATORS: a player's row in the TRTS replay's panel: areas held, minerals, gas */
            snprintf(line, sizeof line, P_("%s · %d area · %d minerals, %d gas", "%s · %d areas · %d minerals, %d gas",
                                           areas),
                     name, areas, st->players[q].minerals, st->players[q].gas);
        else
            /* TRANSLATORS: a player's row in the TRTS replay's panel (another seat's bank is secret) */
            snprintf(line, sizeof line, P_("%s · %d area", "%s · %d areas", areas), name, areas);
        y = replay_player_row(u, s, p, y, q, trts_player_colour(q), line, sizeof line, st->players[q].eliminated);
    }
    if (s->view_fixed && s->viewer >= 0 && u->draw) {
        /* TRANSLATORS: the TRTS replay of an unfinished game: why some steps are not on the timeline */
        const char *note = _("Only the steps this seat saw are on the timeline.");
        ui_text_wrapped(u, ui_rect(p.x + pad, y + ui_px(u, 6), p.w - 2 * pad, 0), note, ui_px(u, 12),
                        ui_rgb(150, 156, 172));
    }
    int legend_h = ui_px(u, 36);
    replay_mark_legend(u, ui_rect(p.x + pad, p.y + p.h - pad - legend_h, p.w - 2 * pad, legend_h),
                       REPLAY_MARK_KILL | REPLAY_MARK_CAPTURE | REPLAY_MARK_BATTLE | REPLAY_MARK_ELIMINATION);
}

static void trts_draw(ui *u, replay_screen *s, int bottom)
{
    trts_rview *v = view_of(s);
    SDL_Rect view, panel;
    replay_map_and_panel(u, bottom, &view, &panel);
    build_model(s);
    areamap_camera_follow(&v->c->cam, &v->c->model, view, &v->fitted);
    if (u->draw) {
        SDL_RenderSetClipRect(u->r, &view);
        areamap_view_draw(u, &v->c->cam, &v->c->model);
        SDL_RenderSetClipRect(u->r, NULL);
    }
    draw_panel(u, s, panel);
}

static bool trts_can_take_over(const replay_screen *s, int pos)
{
    if (!view_of(s) || pos < 0 || pos > s->ctl.n)
        return false;
    trts_state *st = malloc(sizeof *st);
    bool ok = st && data_replay_seek(&s->rep, record_pos(s, pos), st) && st->phase != TRTS_PHASE_OVER;
    free(st);
    return ok;
}

/* As Escarmouche's: the record cut at the moment shown, the seats chosen, in a
 * hidden file opened as a loaded save (a new game, its own autosave), then
 * removed; the replay's file is never written. */
static bool trts_take_over(app *a, replay_screen *s, char *why, size_t size)
{
    char path[DATA_PATH_MAX];
    if (!replay_take_over_path(a, path, sizeof path, why, size))
        return false;
    data_replay copy = s->rep; /* by value: the copy is never freed */
    trts_game_record *rec = malloc(sizeof *rec);
    if (!rec) {
        snprintf(why, size, "%s", _("out of memory"));
        return false;
    }
    *rec = *s->rep.trts;
    copy.trts = rec;
    for (int p = 0; p < s->info.n_seats && p < TRTS_MAX_PLAYERS; p++) {
        copy.trts_seats[p] = s->take[p];
        rec->setup.computer[p] = s->take[p].computer; /* a seat's kind is the setup's */
    }
    data_error err;
    bool ok = data_replay_save_at(&copy, record_pos(s, s->ctl.pos), path, &err);
    free(rec);
    if (!ok) {
        data_error_format(&err, why, size);
        return false;
    }
    /* A seat's kind is part of TRTS's rules (a person names targets, the
     * computer's pieces follow the policy): a record whose steps so far do not
     * replay with the seats changed cannot go on from here so. */
    data_replay check;
    if (!data_replay_load(path, s->rep.rules, &check, &err)) {
        remove(path);
        /* TRANSLATORS: Play from here in TRTS when a seat changed between person and computer breaks the record */
        snprintf(why, size, "%s", _("In TRTS a seat's kind is part of the game so far: here it cannot change "
                                    "between person and computer (the computer's level can)."));
        return false;
    }
    data_replay_free(&check);
    ok = trts_load(a, path);
    if (!ok)
        snprintf(why, size, "%s", a->message);
    remove(path);
    return ok;
}

const replay_view_ops replay_trts_ops = {
    .open = trts_open,
    .close = trts_close,
    .show = trts_show,
    .update = trts_update,
    .busy = trts_busy,
    .draw = trts_draw,
    .where = trts_where,
    .take_over = trts_take_over,
    .can_take_over = trts_can_take_over,
};
#endif
