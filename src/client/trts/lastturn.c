/*
 * TRTS's "Show last turn again" (docs/client.md "TRTS", issue 21 "What
 * happened"): everything the seat at the screen could see happen since its
 * previous turn ended — the other seats' public Macro results, their moves and
 * engagements, every combat hit by hit, its own answers in their turns — played
 * again step by step from the state it last saw, through its own view
 * (trts_view: hidden pieces stay hidden), until it gives its next order. Each
 * step's moves, fights, losses and markers are marked on the map
 * (lastturn_marks.c); Space, Right or "Next step" step at once (then it waits
 * for the next), Esc, Enter or a click elsewhere is back to now; after its last
 * step it stays there until one of those (never back to now by itself).
 *
 * No states are kept for it: each seat remembers only where in the record its
 * last turn ended and how many steps it could see since (`trts_lastturn_note`
 * after every action, `trts_lastturn_scan` over a loaded or undone record). The
 * replay rebuilds its start from the record and walks the record forward, one
 * visible step at a time, with three states (the walk, the one before its
 * latest step, the view drawn) allocated while it is on screen.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/i18n.h"
#include "trts/play_internal.h"

enum { SHOW_START, SHOW_HITS, SHOW_RESULT };

#define FOCUS_MAX 4

struct trts_lastturn {
    int seat;
    int at, to;            /* the record's actions applied to `full` so far; now */
    int step, steps;       /* the step on screen (0: the start), how many there are */
    int stage;             /* SHOW_*: the start, a combat's hits, a step's result */
    float t;               /* time in the stage */
    int hit, hit_total;    /* combat log entries shown during SHOW_HITS */
    int n_focus, focus[FOCUS_MAX]; /* the areas of the step's events, ringed */
    char caption[EVLOG_TEXT_MAX * 2];
    char fighting[160];    /* the caption while a combat's hits come: its outcome only after */
    trts_state full;       /* the record replayed to `at` */
    trts_state prev;       /* the same before its latest step */
    trts_state view;       /* what is drawn: the seat's view of one of them */
    trts_replay_marks marks; /* the step's moves, losses, markers and fights, on the map */
    bool manual;           /* stepped by Space or Right: no longer moves on by itself */
    bool held;             /* past its last step by itself: held there until the player goes back */
    SDL_Rect next_button;  /* where "Next step" was drawn, for the click */
};

/* Whose turn it is: Macro, Micro and Reposition belong to the seat to act; a
 * group's moves, the engagement it starts and its combats to the group's player
 * (another seat's retreat, targets or keep-alive are answers within that turn). */
int trts_lastturn_owner(const trts_state *s)
{
    switch (s->phase) {
    case TRTS_PHASE_MACRO:
    case TRTS_PHASE_MICRO:
    case TRTS_PHASE_REPOSITION: return s->current;
    case TRTS_PHASE_OVER: return -1;
    default: return s->active;
    }
}

static bool sees(const trts_state *s, int seat, int i)
{
    const trts_piece *p = &s->pieces[i];
    return p->alive && (p->public_ || trts_allies(s, p->owner, seat));
}

/* Did the action between the two states change what the seat sees on its
 * board: a piece it sees (coming, going, moving, hurt, finished, revealed), a
 * marker, an engagement, the combat log, an elimination? Everything else
 * (others' banks, production, hidden pieces, whose turn) is no step: a replay
 * that counted them would tell how many secret orders were given. */
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

void trts_lastturn_note(trts_screen *c, const trts_state *before, const trts_state *after, int actor)
{
    int owner = trts_lastturn_owner(before), n = c->rec->n_actions;
    for (int p = 0; p < after->n_players; p++) {
        trts_lastturn_seat *t = &c->last_turn[p];
        if (after->players[p].computer)
            continue;
        if (after->round != before->round && after->phase != TRTS_PHASE_OVER) { /* a new round: its steps from here */
            t->round_from = n;
            t->round_steps = 0;
        } else if (visible_change(before, after, p)) {
            t->round_steps++;
        }
        if (after->phase == TRTS_PHASE_OVER && before->phase != TRTS_PHASE_OVER && t->steps == 0) {
            t->from = t->round_from; /* nothing since its turn: the last round again */
            t->steps = t->round_steps;
            t->whole_round = true;
            continue;
        }
        if (actor == p && owner == p) { /* an order of its own turn */
            t->ordered = true;
            if (trts_lastturn_owner(after) != p) { /* and the turn is over: the next replay starts here */
                t->from = n;
                t->steps = 0;
                t->ordered = false;
            }
        } else if (visible_change(before, after, p)) {
            t->steps++;
        }
    }
}

/* Each seat's last turn and the live map's news (play-test 11: a loaded
 * game's map had lost its marks of the others' moves), from the record. */
bool trts_lastturn_scan(trts_screen *c)
{
    memset(c->last_turn, 0, sizeof c->last_turn);
    free(c->news);
    c->news = NULL;
    if (c->memory)
        trts_memory_clear(c->memory);
    trts_state *s = malloc(sizeof *s), *b = malloc(sizeof *b);
    bool ok = s && b && trts_state_init(s, &c->rec->map, c->st.rules, &c->rec->setup);
    int n = c->rec->n_actions;
    for (int i = 0; ok && i < n; i++) {
        *b = *s;
        ok = trts_apply(s, &c->rec->actions[i]) == TRTS_OK;
        c->rec->n_actions = i + 1; /* where note() reads the record's end */
        if (ok) {
            trts_lastturn_note(c, b, s, c->rec->actions[i].player);
            trts_news_note(c, b, s, c->rec->actions[i].player);
        }
        /* news a seat closed before (play-test 17: replayed after Continue);
         * an undone record shorter than the mark: all it holds was seen */
        for (int p = 0; ok && c->news && p < TRTS_MAX_PLAYERS; p++)
            if (c->seats[p].news_seen > 0 && i + 1 == (c->seats[p].news_seen < n ? c->seats[p].news_seen : n))
                trts_news_marks_clear(&c->news[p]);
    }
    c->rec->n_actions = n;
    for (int p = 0; p < TRTS_MAX_PLAYERS; p++)
        if (c->seats[p].news_seen > n) /* undone past it */
            c->seats[p].news_seen = n;
    free(s);
    free(b);
    return ok;
}

/* As trts_lastturn_available, the results table left aside when `table` is
 * false (it holds the panel still: play-test 14, Replay greyed under it with
 * no word why). */
static bool available(const trts_screen *c, bool table)
{
    int seat = c->viewer;
    /* once the game is over the last round's steps stay to be seen (play-test
     * 11: Replay greyed on the Game over screen), whoever was to act */
    bool over = c->st.phase == TRTS_PHASE_OVER;
    /* the results table no longer greys it: Replay closes the table (play-test 16) */
    if (c->replay || c->anim || c->cover || (table && c->show_result && !over) || seat < 0 || seat >= c->st.n_players ||
        (!over && (!trts_play_human_input(c) || c->st.current != seat)))
        return false;
    const trts_lastturn_seat *t = &c->last_turn[seat];
    return (over || !t->ordered) && t->steps > 0 && t->from < c->rec->n_actions;
}

bool trts_lastturn_available(const trts_screen *c) { return available(c, true); }

const trts_state *trts_lastturn_shown(const trts_screen *c) { return c->replay ? &c->replay->view : NULL; }
int trts_lastturn_step(const trts_screen *c, int *steps, int *at)
{
    if (steps)
        *steps = c->replay ? c->replay->steps : 0;
    if (at)
        *at = c->replay ? c->replay->at : -1;
    return c->replay ? c->replay->step : -1;
}

int trts_lastturn_hits(const trts_screen *c) { return c->replay && c->replay->stage == SHOW_HITS ? c->replay->hit : -1; }
const trts_replay_marks *trts_lastturn_marks(const trts_screen *c)
{
    return c->replay && c->replay->step > 0 ? &c->replay->marks : NULL;
}

/* ---- the walk through the record ---- */

static void caption_step(trts_screen *c, struct trts_lastturn *r, int actor, int kind)
{
    evlog tmp;
    evlog_init(&tmp);
    trts_events_note(&tmp, &r->prev, &r->full);
    r->caption[0] = '\0';
    r->n_focus = 0;
    const trts_map *m = r->full.map;
    for (int i = 0; i < tmp.n; i++) {
        size_t len = strlen(r->caption);
        snprintf(r->caption + len, sizeof r->caption - len, "%s%s", len ? " · " : "", tmp.items[i].text);
        for (int k = 0; k < m->n_areas && tmp.items[i].has_pos && r->n_focus < FOCUS_MAX; k++)
            if ((float)m->areas[k].x == tmp.items[i].x && (float)m->areas[k].y == tmp.items[i].y) {
                r->focus[r->n_focus++] = k;
                break;
            }
    }
    evlog_free(&tmp);
    if (r->full.log.area >= 0 && memcmp(&r->prev.log, &r->full.log, sizeof r->full.log) != 0 && r->n_focus < FOCUS_MAX)
        r->focus[r->n_focus++] = r->full.log.area;
    const trts_combat_log *g = &r->full.log;
    r->fighting[0] = '\0';
    if (g->area >= 0 && g->n_steps > 0 && memcmp(&r->prev.log, g, sizeof *g) != 0)
        /* TRANSLATORS: "Show last turn again": a step of a combat round is fought (its hits follow in the panel) */
        snprintf(r->fighting, sizeof r->fighting, _("Combat in %s: the fire order %d step"), trts_area_label(&m->areas[g->area]),
                 g->ranges[g->n_steps - 1]);
    if (r->caption[0])
        return;
    /* no public event worded: what the seat saw, by the kind of action */
    const char *who = trts_player_name(c, actor);
    if (r->fighting[0])
        snprintf(r->caption, sizeof r->caption, "%s", r->fighting);
    else if (r->full.round != r->prev.round)
        /* TRANSLATORS: "Show last turn again": a step that starts a new round */
        snprintf(r->caption, sizeof r->caption, _("Round %d begins"), r->full.round);
    else if (kind == TRTS_ACT_RETREAT)
        /* TRANSLATORS: "Show last turn again": a player's units retreat */
        snprintf(r->caption, sizeof r->caption, _("%s retreats"), who);
    else if (kind == TRTS_ACT_MOVE || kind == TRTS_ACT_LEAVE)
        /* TRANSLATORS: "Show last turn again": a player's units move */
        snprintf(r->caption, sizeof r->caption, _("%s moves"), who);
    else
        /* TRANSLATORS: "Show last turn again": a player's action changed the board */
        snprintf(r->caption, sizeof r->caption, _("%s acts"), who);
}

/* To the next step the seat can see (false: none left, the walk is at now). */
static bool next_step(trts_screen *c, struct trts_lastturn *r)
{
    while (r->at < r->to) {
        r->prev = r->full;
        const trts_action *act = &c->rec->actions[r->at];
        if (trts_apply(&r->full, act) != TRTS_OK)
            return false;
        r->at++;
        if (!visible_change(&r->prev, &r->full, r->seat))
            continue;
        r->step++;
        r->t = 0;
        caption_step(c, r, act->player, act->kind);
        trts_replay_marks_of(&r->prev, &r->full, r->seat, &r->marks);
        const trts_combat_log *was = &r->prev.log, *now = &r->full.log;
        if (now->area >= 0 && memcmp(was, now, sizeof *now) != 0) {
            /* a combat: the board before it while the log's new entries come one by one */
            bool more = was->area == now->area && r->prev.combat_area >= 0 && now->n_hits >= was->n_hits;
            r->hit = more ? was->n_hits + was->n_steps : 0;
            r->hit_total = now->n_hits + now->n_steps;
            r->stage = SHOW_HITS;
            trts_view(&r->prev, r->seat, &r->view);
            r->view.log = *now;
        } else {
            r->stage = SHOW_RESULT;
            trts_view(&r->full, r->seat, &r->view);
        }
        return true;
    }
    return false;
}

bool trts_lastturn_open(app *a, trts_screen *c)
{
    if (!trts_lastturn_available(c))
        return false;
    struct trts_lastturn *r = calloc(1, sizeof *r);
    if (!r || !trts_state_init(&r->full, &c->rec->map, c->st.rules, &c->rec->setup)) {
        free(r);
        return false;
    }
    int seat = c->viewer;
    r->seat = seat;
    r->to = c->rec->n_actions;
    r->steps = c->last_turn[seat].steps;
    r->stage = SHOW_START;
    /* the start: the state the seat last saw, rebuilt from the record */
    for (; r->at < c->last_turn[seat].from; r->at++)
        if (trts_apply(&r->full, &c->rec->actions[r->at]) != TRTS_OK) {
            free(r);
            return false;
        }
    r->prev = r->full;
    trts_view(&r->full, seat, &r->view);
    if (c->last_turn[seat].whole_round)
        /* TRANSLATORS: "Show last turn again" on a finished game: the first picture, the last round's start */
        snprintf(r->caption, sizeof r->caption, "%s", _("The last round, as it began"));
    else
        /* TRANSLATORS: "Show last turn again": the first picture, before anything happened */
        snprintf(r->caption, sizeof r->caption, "%s", _("As you last saw it, when your turn ended"));
    c->replay = r;
    a->dirty = true;
    return true;
}

void trts_lastturn_close(app *a, trts_screen *c)
{
    free(c->replay);
    c->replay = NULL;
    a->dirty = true;
}

bool trts_lastturn_update(app *a, trts_screen *c, float dt)
{
    struct trts_lastturn *r = c->replay;
    if (!r)
        return false;
    /* the animation speed setting; "instant" plays at normal speed: it was asked for */
    static const float per_step[DATA_ANIM_COUNT] = { 1.3f, 0.7f, 1.3f, 2.2f };
    static const float per_hit[DATA_ANIM_COUNT] = { 0.35f, 0.15f, 0.35f, 0.6f };
    int speed = a->prefs.anim_speed >= 0 && a->prefs.anim_speed < DATA_ANIM_COUNT ? (int)a->prefs.anim_speed : 2;
    r->t += dt;
    a->dirty = true;
    if (r->stage == SHOW_HITS) {
        while (r->hit < r->hit_total && r->t >= per_hit[speed]) {
            r->hit++;
            r->t -= per_hit[speed];
        }
        if (r->hit >= r->hit_total && r->t >= per_hit[speed]) {
            r->stage = SHOW_RESULT;
            r->t = 0;
            trts_view(&r->full, r->seat, &r->view);
        }
        return true;
    }
    if (r->manual || r->t < per_step[speed])
        return true;
    /* After the last step it waits for the player: closing by itself, it let
     * the Esc pressed to leave it open the pause menu too (play-test 5: one Esc,
     * two things). Esc, Enter, Space or a click goes back to now. */
    if (!next_step(c, r))
        r->held = r->manual = true;
    return true;
}

bool trts_lastturn_held(const trts_screen *c)
{
    return c->replay && c->replay->held;
}

/* Space, Right or "Next step": a combat's hits all at once, else the next
 * step at once, and no more steps by themselves; after the last, now. */
static void step_now(app *a, trts_screen *c)
{
    struct trts_lastturn *r = c->replay;
    r->manual = true;
    r->t = 0;
    a->dirty = true;
    if (r->stage == SHOW_HITS) {
        r->hit = r->hit_total;
        r->stage = SHOW_RESULT;
        trts_view(&r->full, r->seat, &r->view);
    } else if (!next_step(c, r)) {
        trts_lastturn_close(a, c);
    }
}

/* ---- on screen ---- */

bool trts_lastturn_button(ui *u, app *a, trts_screen *c, SDL_Rect r)
{
    bool on = trts_lastturn_available(c);
    /* TRANSLATORS: TRTS panel button: show the last turn again (keep it short) */
    bool hit = ui_button(u, r, C_("trts button", "Replay"), on);
    bool over = c->st.phase == TRTS_PHASE_OVER, round = c->viewer >= 0 && c->viewer < TRTS_MAX_PLAYERS &&
                                                         c->last_turn[c->viewer].whole_round;
    if (u->draw)
        ui_tooltip(u, r,
                   on && round ? /* TRANSLATORS: the Replay button's tooltip on a finished game */
                       _("Show the game's last round again, as you saw it (R)")
                   : on ? _("Show again what you saw happen since your turn ended (R)")
                   : over && c->show_result && available(c, false)
                       ? /* TRANSLATORS: the greyed Replay button's tooltip while a finished game's results table
                          * is open ("View map" is the table's button) */
                       _("Close the results (View map) to show the game's last round again (R).")
                   : over ? /* TRANSLATORS: the greyed Replay button's tooltip on a finished game */
                       _("Nothing to show again: you saw nothing happen in the last round.")
                          : _("Show the last turn again (R): after another player's turn, until your next order"));
    if ((hit || ui_pressed(u, UI_KEY_R)) && on) {
        c->show_result = false; /* the game over's table closes for the replay (play-test 16: greyed there) */
        return trts_lastturn_open(a, c);
    }
    return false;
}

static void banner(ui *u, trts_screen *c)
{
    struct trts_lastturn *r = c->replay;
    SDL_Rect view = c->cam.viewport;
    const char *caption = r->stage == SHOW_HITS && r->fighting[0] ? r->fighting : r->caption;
    int m = ui_px(u, 10), px = ui_px(u, 14), w = view.w - 2 * m;
    char title[160];
    if (r->step == 0)
        /* TRANSLATORS: the replay's banner before its first step: how many steps follow */
        snprintf(title, sizeof title, P_("Last turn again · %d step to now", "Last turn again · %d steps to now", r->steps),
                 r->steps);
    else
        /* TRANSLATORS: the replay's banner: the step shown and how many there are */
        snprintf(title, sizeof title, _("Last turn again · step %d of %d"), r->step, r->steps);
    /* TRANSLATORS: the replay's button: back to the game as it stands */
    const char *back = _("Back to now (Esc)");
    /* TRANSLATORS: the replay's button: show the next step now (Space or the Right arrow key) */
    const char *next = _("Next step (Space)");
    int bw1 = ui_text_width(u, next, ui_px(u, 13), true) + ui_px(u, 20);
    int bw2 = ui_text_width(u, back, ui_px(u, 13), true) + ui_px(u, 20);
    if (bw1 + bw2 + ui_px(u, 6) > w - 2 * m) /* a very small window: half each */
        bw1 = bw2 = (w - 2 * m - ui_px(u, 6)) / 2;
    int bw = bw1 + ui_px(u, 6) + bw2;
    ui quiet = *u;
    quiet.draw = false;
    quiet.ev = NULL;
    /* the title beside the button, the step's events under them; a title too
     * long for that (a small window, a long language) above them, the button
     * last */
    int text_w = w - 2 * m, bh = ui_px(u, 28), line_h = px * 5 / 4;
    bool beside = ui_text_width(u, title, px * 4 / 5, true) <= text_w - bw - m;
    int head = beside && bh > line_h ? bh : line_h;
    int text_h = ui_text_wrapped(&quiet, ui_rect(0, 0, text_w, 0), caption, px, ui_rgb(0, 0, 0));
    int h = 2 * ui_px(u, 8) + head + ui_px(u, 4) + text_h + (beside ? 0 : ui_px(u, 6) + bh);
    SDL_Rect box = ui_rect(view.x + m, view.y + m, w, h);
    ui_fill(u, box, ui_rgba(16, 19, 28, 230));
    ui_frame(u, box, ui_rgb(255, 214, 120), ui_px(u, 2));
    int x = box.x + m, y = box.y + ui_px(u, 8);
    ui_text_fit(u, ui_rect(x, y + (head - line_h) / 2, beside ? text_w - bw - m : text_w, line_h), title, px, true,
                ui_rgb(255, 224, 150), UI_LEFT);
    int by = beside ? y + (head - bh) / 2 : box.y + box.h - ui_px(u, 8) - bh;
    r->next_button = ui_rect(box.x + box.w - m - bw, by, bw1, bh);
    ui_button(u, r->next_button, next, true);
    ui_button(u, ui_rect(box.x + box.w - m - bw2, by, bw2, bh), back, true);
    ui_text_wrapped(u, ui_rect(x, y + head + ui_px(u, 4), text_w, 0), caption, px, ui_rgb(230, 232, 240));
    if (!u->draw)
        return;
    for (int k = 0; k < r->n_focus; k++) {
        const areamap_node *n = &c->model.nodes[r->focus[k]];
        float sx, sy;
        areamap_camera_to_screen(&c->cam, n->x, n->y, &sx, &sy);
        SDL_RenderSetClipRect(u->r, &view);
        draw_ring(u->r, sx, sy, areamap_view_node_radius(&c->cam, n) + (float)ui_px(u, 6), (float)ui_px(u, 4),
                  ui_rgb(255, 224, 150));
        SDL_RenderSetClipRect(u->r, NULL);
    }
}

void trts_lastturn_frame(ui *u, app *a, trts_screen *c, void (*run)(ui *, void *))
{
    struct trts_lastturn *r = c->replay;
    const ui_event *ev = u->ev;
    bool on_next = ev && ev->kind == UI_EV_MOUSE_DOWN && SDL_PointInRect(&(SDL_Point){ ev->x, ev->y }, &r->next_button);
    if (ev && (on_next || ui_pressed(u, UI_KEY_SPACE) || ui_pressed(u, UI_KEY_RIGHT))) {
        step_now(a, c);
        if (!c->replay)
            return;
    } else if (ev && (ev->kind == UI_EV_MOUSE_DOWN || ui_pressed(u, UI_KEY_ESCAPE) || ui_pressed(u, UI_KEY_ENTER))) {
        trts_lastturn_close(a, c); /* skip to now */
        return;
    }
    /* the screen drawn from the replay's view, for its seat, with nothing picked */
    int viewer = c->viewer, sel = c->sel_area, worker = c->worker, attacker = c->attacker, shown = c->log_shown;
    int hover = c->hover;
    trts_set picked = c->sel;
    c->scratch = c->st;
    c->st = r->view;
    c->viewer = r->seat;
    c->sel_area = c->worker = c->attacker = c->hover = -1; /* no hover card over the replay */
    trts_set_clear(&c->sel);
    c->log_shown = r->stage == SHOW_HITS ? r->hit : r->view.log.n_hits + r->view.log.n_steps;
    ui quiet = *u;
    quiet.ev = NULL;
    run(&quiet, c);
    if (r->step > 0 && r->stage == SHOW_RESULT)
        trts_replay_marks_draw(&quiet, c, &r->marks);
    banner(&quiet, c);
    c->st = c->scratch;
    c->viewer = viewer;
    c->sel_area = sel;
    c->worker = worker;
    c->attacker = attacker;
    c->sel = picked;
    c->log_shown = shown;
    c->hover = hover;
}
