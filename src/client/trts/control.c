/*
 * TRTS's game controller, below the game screen (play.c) and its panel: an
 * action of the seat to act applied through the core and kept in the record
 * (trts_play_act), what follows each one (the public events noted, the last
 * turn's record, the combat shown step by step, the undo floor, the autosave),
 * who sees what now (the hot-seat covers where trts_input_private says), Undo
 * and Save. The screen, the panel, the map's drags, the pause menu and the
 * computer's turns all act through here; it calls only below it (names.c,
 * content.c, events.c, lastturn.c).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "shell/unfinished.h"
#include "skirmish/data/files.h"
#include "skirmish/data/replay_keep.h"
#include "skirmish/data/trts_files.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"

/* The next player starts with nothing picked (docs/client.md). */
static void cover_up(trts_screen *c)
{
    c->cover = true;
    c->sel_area = c->worker = c->attacker = c->hover = -1;
    trts_set_clear(&c->sel);
    c->panel_scroll = 0;
}

/* Who sees what now: the human giving private input sees its team's boards;
 * public input (targeting, keep-alive, active retreat) and the computers'
 * turns show the public map only when two or more humans share the screen.
 * The cover comes once per hand-over: when the human to decide (privately or
 * in public) is not the one who decided last at the screen (play-test 5: else
 * the player still at the screen named the other's targets). A fight's public
 * step decided by the same human is no hand-over: its private input after it
 * comes uncovered (blind play-test 17: the cover came twice in a row for one
 * player, once for its targets and again for its Micro turn). */
void trts_control_refresh_seat(trts_screen *c)
{
    const trts_state *s = &c->st;
    if (c->online) { /* one person at this screen: its seat's view, never a cover */
        c->cover = false;
        c->viewer = c->remote.seat;
        if (s->phase == TRTS_PHASE_OVER && !c->result_seen)
            c->show_result = c->result_seen = true;
        return;
    }
    int h = trts_play_humans(s), only = -1;
    for (int p = 0; p < s->n_players; p++)
        if (!s->players[p].computer)
            only = p;
    if (s->phase == TRTS_PHASE_OVER) {
        c->cover = false;
        c->viewer = h == 1 ? only : -1;
        if (!c->result_seen)
            c->show_result = c->result_seen = true;
        return;
    }
    int cur = s->current;
    if (h <= 1) {
        c->viewer = only;
        c->cover = false;
        return;
    }
    if (s->players[cur].computer) {
        c->viewer = -1;
        c->cover = false;
        c->last_decider = -1; /* anyone may be looking: the next human's input is covered */
        return;
    }
    /* a "retreat?" with no way out is stayed for at once (trts_play_act):
     * nobody decides it, so it neither raises nor moves a cover */
    if ((s->phase == TRTS_PHASE_DEFEND || s->phase == TRTS_PHASE_COMBAT_RETREAT) && !trts_play_retreat_possible(s)) {
        c->viewer = -1;
        return;
    }
    if (cur != c->last_decider) {
        cover_up(c);
        c->last_decider = cur;
    }
    c->viewer = trts_input_private(s) ? cur : -1;
}

void trts_control_autosave(app *a, trts_screen *c)
{
    trts_content *k = trts_content_get(a);
    if (!k || !k->autosave_dir[0] || c->online) /* online the server keeps the game */
        return;
    if (c->st.phase == TRTS_PHASE_OVER) {
        if (c->autosave[0] && remove(c->autosave) == 0) {
            data_error kept; /* the finished game joins the replays (the newest 50) */
            data_replay_keep_trts(NULL, c->rec, c->seats, NULL, 0, &kept);
        }
        if (c->autosave[0])
            app_unfinished_forget_origin(c->autosave); /* its note goes with it (review 15, item 6) */
        c->autosave[0] = '\0';
        return;
    }
    if (!c->autosave[0]) {
        if (!data_paths_make_dirs(k->autosave_dir))
            return;
        char tag[48], name[96];
        snprintf(tag, sizeof tag, "-%ld-%d.json", (long)getpid(), ++k->autosave_serial);
        data_file_time_stem(name, sizeof name, tag);
        if (!data_paths_join(c->autosave, sizeof c->autosave, k->autosave_dir, name)) {
            c->autosave[0] = '\0';
            return;
        }
    }
    data_error err;
    if (!data_trts_save_write_seats(c->autosave, c->rec, c->seats, &err))
        snprintf(c->message, sizeof c->message, _("Autosave failed: %s"), err.message);
    else if (c->origin[0]) {
        app_unfinished_note_origin(c->autosave, c->origin); /* once, with the autosave's first write */
        c->origin[0] = '\0';
    }
}

/* Undo reaches back through private input only: never past a public event (an
 * engagement, a combat, a seat change) nor past Done, End or Pass, nor a
 * computer's action. May the action from `before` to `after` be taken back? */
static bool undoable(const trts_state *before, const trts_state *after, const trts_action *act)
{
    int player = before->current;
    bool private_kind = act->kind == TRTS_ACT_MAKE || act->kind == TRTS_ACT_RESEARCH || act->kind == TRTS_ACT_BUILD ||
                        act->kind == TRTS_ACT_CANCEL || act->kind == TRTS_ACT_REPAIR || act->kind == TRTS_ACT_GAS ||
                        act->kind == TRTS_ACT_ACTIVATE || act->kind == TRTS_ACT_MOVE || act->kind == TRTS_ACT_LEAVE;
    bool public_event = memcmp(before->engaged_by, after->engaged_by, sizeof after->engaged_by) != 0 ||
                        after->log.area != before->log.area || after->log.n_hits != before->log.n_hits ||
                        after->log.n_steps != before->log.n_steps || after->current != player ||
                        (before->phase != after->phase &&
                         !(before->phase == TRTS_PHASE_MICRO && after->phase == TRTS_PHASE_GROUP));
    return private_kind && !public_event && !after->players[player].computer;
}

bool trts_play_idle_activation(const trts_screen *c)
{
    return c->st.phase == TRTS_PHASE_GROUP && c->rec->n_actions > 0 &&
           c->rec->actions[c->rec->n_actions - 1].kind == TRTS_ACT_ACTIVATE;
}

/* Online: the action goes to the server, checked here first so the rules'
 * own words say at once why not; the state changes when the server's view
 * comes (trts_control_take). */
static bool trts_control_send(trts_screen *c, const trts_action *act)
{
    if (c->remote.waiting(c->remote.ctx)) { /* it follows the one before, once that is answered */
        if (c->online_queued >= (int)(sizeof c->online_queue / sizeof *c->online_queue))
            return false;
        c->online_queue[c->online_queued++] = *act;
        return true;
    }
    trts_why why = trts_test(&c->st, act);
    if (why != TRTS_OK) {
        snprintf(c->message, sizeof c->message, "%s", _(trts_why_text(why)));
        return false;
    }
    if (!c->remote.send(c->remote.ctx, act)) {
        /* TRANSLATORS: TRTS online: an order could not go (the link is down: it reconnects by itself) */
        snprintf(c->message, sizeof c->message, "%s",
                 _("Not sent: the connection is down. Try again once it is back."));
        return false;
    }
    c->message[0] = '\0';
    c->confirm_end = c->confirm_done = false;
    c->hover = -1;
    if (act->kind != TRTS_ACT_BUILD && act->kind != TRTS_ACT_REPAIR)
        c->worker = -1;
    if (act->kind != TRTS_ACT_MAKE && act->kind != TRTS_ACT_RESEARCH && act->kind != TRTS_ACT_GAS)
        trts_set_clear(&c->sel);
    return true;
}

void trts_control_take(app *a, trts_screen *c, bool note)
{
    static trts_state next; /* one game screen at a time */
    trts_content *k = trts_content_get(a);
    trts_state *s = &c->st, *before = &c->scratch;
    bool took = false;
    while (k && c->remote.next(c->remote.ctx, &next)) {
        *before = *s;
        *s = next;
        s->map = &c->rec->map;
        s->rules = &k->rules;
        if (note) {
            trts_events_note(&c->events, before, s);
            trts_news_note(c, before, s, before->current);
            trts_alarm_note(c, before, s, before->current);
        }
        /* a combat shown step by step: the map and lists wait for the log */
        if (note && !c->anim && a->prefs.anim_speed != DATA_ANIM_INSTANT &&
            (s->log.area != before->log.area || s->log.n_hits != before->log.n_hits ||
             s->log.n_steps != before->log.n_steps)) {
            c->shown = *before;
            c->anim = true;
        }
        if (s->current != before->current || s->phase != before->phase)
            c->panel_scroll = 0;
        took = true;
    }
    char why[300];
    if (c->remote.refusal(c->remote.ctx, why, sizeof why)) {
        snprintf(c->message, sizeof c->message, _("The server refused it: %.200s"), why);
        c->online_queued = 0; /* what followed it is dropped */
    }
    if (!took)
        return;
    /* the orders that waited for this view, one at a time */
    if (c->online_queued > 0 && s->current == c->remote.seat && !c->remote.waiting(c->remote.ctx)) {
        trts_action queued = c->online_queue[0];
        c->online_queued--;
        memmove(c->online_queue, c->online_queue + 1, (size_t)c->online_queued * sizeof queued);
        if (!trts_control_send(c, &queued))
            c->online_queued = 0;
    } else if (s->current != c->remote.seat) {
        c->online_queued = 0;
    }
    trts_control_refresh_seat(c);
    a->dirty = true;
    /* "retreat?" is asked only when a unit can retreat; else the seat stays */
    if ((s->phase == TRTS_PHASE_DEFEND || s->phase == TRTS_PHASE_COMBAT_RETREAT) && s->current == c->remote.seat &&
        !c->remote.waiting(c->remote.ctx) && !trts_play_retreat_possible(s))
        trts_control_send(c, &(trts_action){ .kind = TRTS_ACT_STAY, .player = (int8_t)s->current });
}

bool trts_play_act(app *a, trts_screen *c, trts_action act)
{
    trts_state *s = &c->st;
    act.player = (int8_t)s->current;
    c->gesture_to = -1; /* a gesture's caller marks it once its last action is in */
    if (c->replay)
        trts_lastturn_close(a, c);
    if (!trts_record_has_room(c->rec, &act)) {
        snprintf(c->message, sizeof c->message, "%s", _("The game record is full: save it, or concede"));
        return false;
    }
    if (c->online)
        return trts_control_send(c, &act);
    trts_state *before = &c->scratch;
    *before = *s;
    int player = s->current, phase = s->phase, log_area = s->log.area, log_hits = s->log.n_hits, log_steps = s->log.n_steps;
    trts_why why = trts_apply(s, &act);
    if (why != TRTS_OK) {
        snprintf(c->message, sizeof c->message, "%s", _(trts_why_text(why)));
        return false;
    }
    c->message[0] = '\0';
    c->confirm_end = c->confirm_done = false;
    c->hover = -1; /* the area's card described the board before: back when the pointer moves (play-test 8) */
    bool can_undo = undoable(before, s, &act); /* `before` is the scratch state: asked at once */
    c->rec->actions[c->rec->n_actions++] = act;
    trts_lastturn_note(c, before, s, player);
    /* a seat's own public moves are no news to it (the others are told) */
    bool own_news = !s->players[player].computer && evlog_unseen(&c->events, player, NULL, 0) == 0;
    trts_events_note(&c->events, before, s);
    trts_news_note(c, before, s, player);
    trts_alarm_note(c, before, s, player);
    if (c->news && !s->players[player].computer && player == c->viewer)
        trts_news_marks_clear(&c->news[player]); /* the seat acts: the last turn's marks go (play-test 14: they covered names) */
    if (own_news)
        evlog_mark_seen(&c->events, player);
    /* a combat shown step by step: the map and lists wait for the log (docs/client.md) */
    if (!c->anim && a->prefs.anim_speed != DATA_ANIM_INSTANT &&
        (s->log.area != log_area || s->log.n_hits != log_hits || s->log.n_steps != log_steps)) {
        c->shown = *before;
        c->anim = true;
    }
    if (!can_undo) /* an engaging move would let Undo scout for free: said on the greyed button (play-test 6) */
        c->undo_floor = c->rec->n_actions;
    c->undo_scouted = !can_undo && act.kind == TRTS_ACT_MOVE && s->current == player &&
                      memcmp(before->engaged_by, s->engaged_by, sizeof s->engaged_by) != 0;
    if (act.kind != TRTS_ACT_BUILD && act.kind != TRTS_ACT_REPAIR)
        c->worker = -1;
    if (s->phase != TRTS_PHASE_COMBAT_TARGETS)
        c->attacker = -1;
    if (act.kind != TRTS_ACT_MAKE && act.kind != TRTS_ACT_RESEARCH && act.kind != TRTS_ACT_GAS)
        trts_set_clear(&c->sel);
    if (s->current != player || (int)s->phase != phase)
        c->panel_scroll = 0;
    trts_control_refresh_seat(c);
    trts_control_autosave(a, c);
    a->dirty = true;
    /* "retreat?" is asked only when a unit can retreat; else the seat stays */
    bool fight_on = s->phase == TRTS_PHASE_COMBAT_RETREAT && c->fight_on_seat == s->current &&
                    c->fight_on_area == s->combat_area && c->fight_on_round == s->round; /* "Fight on to the end" */
    if ((s->phase == TRTS_PHASE_DEFEND || s->phase == TRTS_PHASE_COMBAT_RETREAT) && !s->players[s->current].computer &&
        (!trts_play_retreat_possible(s) || fight_on))
        return trts_play_act(a, c, (trts_action){ .kind = TRTS_ACT_STAY });
    return true;
}

/* The undo floor of a record (a loaded game): the actions after the last one
 * Undo may not reach back through. */
int trts_control_undo_floor(const trts_rules *rules, const trts_game_record *rec)
{
    static trts_state s, before;
    if (!trts_state_init(&s, &rec->map, rules, &rec->setup))
        return rec->n_actions;
    int floor = 0;
    for (int i = 0; i < rec->n_actions; i++) {
        before = s;
        if (trts_apply(&s, &rec->actions[i]) != TRTS_OK)
            return rec->n_actions;
        if (!undoable(&before, &s, &rec->actions[i]))
            floor = i + 1;
    }
    return floor;
}

bool trts_play_can_undo(const trts_screen *c)
{
    return trts_play_human_input(c) && c->rec->n_actions > c->undo_floor;
}

void trts_play_undo(app *a, trts_screen *c)
{
    if (!trts_play_can_undo(c))
        return;
    trts_content *k = trts_content_get(a);
    bool gesture = c->gesture_to == c->rec->n_actions && c->gesture_from >= c->undo_floor &&
                   c->gesture_from < c->gesture_to;
    c->rec->n_actions = gesture ? c->gesture_from : c->rec->n_actions - 1; /* a gesture at once (review 15) */
    c->gesture_to = -1;
    c->message[0] = '\0'; /* "Repeated 1 of 2 orders" and the like were about what Undo takes back */
    int bad = -1;
    if (!trts_replay(&c->st, &k->rules, c->rec, &bad))
        snprintf(c->message, sizeof c->message, _("Undo failed at action %d"), bad);
    trts_lastturn_scan(c);
    c->worker = c->attacker = c->hover = -1;
    c->confirm_end = c->confirm_done = false;
    trts_set_clear(&c->sel);
    trts_control_refresh_seat(c);
    trts_control_autosave(a, c);
}

bool trts_play_save(app *a, trts_screen *c)
{
    char dir[DATA_PATH_MAX], path[DATA_PATH_MAX];
    if (!a->user_dir[0] || !data_paths_join(dir, sizeof dir, a->user_dir, "saves") || !data_paths_make_dirs(dir)) {
        snprintf(c->message, sizeof c->message, "%s", _("Not saved: cannot create the saves directory"));
        return false;
    }
    /* A new name, claimed atomically: never over another save. */
    data_error err;
    if (!data_trts_save_new(dir, path, sizeof path, c->rec, c->seats, &err)) {
        snprintf(c->message, sizeof c->message, _("Not saved: %s"), err.message);
        return false;
    }
    const char *name = strrchr(path, '/');
    snprintf(c->message, sizeof c->message, _("Saved as %s"), name ? name + 1 : path);
    return true;
}
