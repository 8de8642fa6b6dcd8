/*
 * The battle as it is played, below the screen that shows it (battle.c) and its
 * panel and menus: the battle found on the scene stack, applying an action for
 * whoever chose it (the log, the animation, the sounds, the turn held open),
 * Auto-deploy, End turn and Undo of a held turn, opening the screen on a match,
 * what happens as time passes (the animation, the computer), input fed to the
 * state machine, yielding, the outcome. It calls nothing above it: the pause
 * menu it opens is the scene the screen gave it (board_battle.pause_scene).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/view.h"
#include "shell/audio.h"
#include "shell/ui.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/i18n.h"

/* The pause menu, as the screen set it (Esc with nothing to cancel). */
static void battle_pause(app *a, board_battle *bb)
{
    if (bb->pause_scene)
        app_scene_push(a, bb->pause_scene, NULL);
}

/* The battle on the scene stack, found by its name: this file is below the
 * screen (battle.c), which defines the scene, and never names it. */
board_battle *board_battle_current(const app *a)
{
    for (int i = a->depth - 1; i >= 0; i--)
        if (a->stack[i].def && a->stack[i].def->name && strcmp(a->stack[i].def->name, "battle") == 0)
            return a->stack[i].self;
    return NULL;
}


const esc_squad *const *battle_squads(app *a, const esc_squad *out[ESC_SIDES])
{
    board_battle *bb = board_battle_current(a);
    out[0] = &bb->match.record.squads[0];
    out[1] = &bb->match.record.squads[1];
    if (bb->remote.unit_hidden) {
        /* Online: a hidden squad's stand-in (its last slot) is no unit to name. */
        static esc_squad shown[ESC_SIDES]; /* the screen runs on one thread */
        for (int s = 0; s < ESC_SIDES; s++) {
            int n = out[s]->n_units;
            if (n > 0 && bb->remote.unit_hidden(bb->remote.ctx, s * ESC_SQUAD_MAX + n - 1)) {
                shown[s] = *out[s];
                shown[s].n_units = n - 1;
                out[s] = &shown[s];
            }
        }
    }
    return out;
}

/* The settings' animation speed, or a watch's own. */
static data_anim_speed speed_setting(const app *a)
{
    const board_battle *bb = board_battle_current(a);
    data_anim_speed s = bb && bb->own_speed ? bb->speed : a->prefs.anim_speed;
    return s < DATA_ANIM_COUNT ? s : DATA_ANIM_NORMAL;
}

float battle_anim_speed(const app *a)
{
    static const float speeds[DATA_ANIM_COUNT] = { 0.0f, 2.2f, 1.0f, 0.6f };
    return speeds[speed_setting(a)];
}

/* The pause after each of the computer's actions, so a player can follow them:
 * none when animations are instant. */
static float computer_pause(const app *a)
{
    static const float pauses[DATA_ANIM_COUNT] = { 0.0f, 0.25f, 0.5f, 0.9f };
    return pauses[speed_setting(a)];
}

/* The moment the computer's acting unit is ringed before its action plays
 * (none when animations are instant). */
static float computer_lead(const app *a)
{
    static const float leads[DATA_ANIM_COUNT] = { 0.0f, 0.25f, 0.55f, 0.9f };
    return leads[speed_setting(a)];
}

/* The sound of one step of an action, or none. */
static int event_sound(const board_battle *bb, const esc_event *e)
{
    switch (e->kind) {
    case ESC_EV_DEPLOY:
    case ESC_EV_MOVE:
    case ESC_EV_SWAP: return AUDIO_MOVE;
    case ESC_EV_ATTACK:
        if (e->ability != ESC_AB_NONE)
            return -1; /* its ability's cast already sounded */
        return esc_square_distance(e->from, e->to) <= 1 ? AUDIO_HIT : AUDIO_SHOT;
    case ESC_EV_ABILITY:
        switch (e->ability) {
        case ESC_AB_CHARGE:
        case ESC_AB_TACTICAL_RETREAT:
        case ESC_AB_FEINT: return AUDIO_CAST_MOVEMENT;
        case ESC_AB_COMMAND_FORWARD:
        case ESC_AB_GUARDIAN: return AUDIO_CAST_SUPPORT;
        case ESC_AB_DEFENSIVE_STANCE: return AUDIO_CAST_DEFEND;
        default: return AUDIO_CAST_ATTACK;
        }
    case ESC_EV_DEATH: return AUDIO_DEATH;
    case ESC_EV_TURN: return AUDIO_TURN;
    case ESC_EV_GAME_OVER: {
        /* Victory for a human winner (or when the computer plays itself). */
        bool watching = !bb->match.human[0] && !bb->match.human[1];
        bool human_won = e->side >= 0 && e->side < ESC_SIDES && bb->match.human[e->side];
        return watching || human_won ? AUDIO_VICTORY : AUDIO_DEFEAT;
    }
    default: return -1;
    }
}


/* Applies an action for whoever chose it and starts showing it. */
void battle_play(app *a, const esc_action *action)
{
    board_battle *bb = board_battle_current(a);
    board_battle_state *b = &bb->st;
    if (bb->remote.send && !bb->remote_applying) {
        /* Online: this screen's action goes to the server, and is played
         * when the server's answer names it (battle_remote_poll). */
        if (bb->match.game.active != bb->remote.side || bb->remote_pending)
            return;
        if (bb->remote.send(bb->remote.ctx, &bb->match.game, action))
            bb->remote_pending = true;
        else
            /* TRANSLATORS: online, an action could not be sent (the link is down). */
            battle_toast(b, _("Not sent: the connection to the server is down"));
        a->dirty = true;
        return;
    }
    esc_game before = bb->match.game;
    esc_events events;
    if (board_match_apply(&bb->match, action, &events) != ESC_OK)
        return;
    const esc_game *g = &bb->match.game;
    const esc_squad *sq[ESC_SIDES];
    battle_squads(a, sq);
    int mover = before.active;
    /* The pointer's square changed under it (a unit moved there or away): its
     * frame waits for the mouse to move, so the selected unit's card is the one
     * selection shown (play-test 16: after Command Forward the frame stayed on
     * the last commanded ally beside the Warden's card). */
    if (bb->match.human[mover])
        b->input.hovered = ESC_NO_SQUARE;
    bool turn_passed = before.phase == ESC_PHASE_BATTLE && g->phase == ESC_PHASE_BATTLE && g->turn != before.turn;
    /* Online the server passes the turn: nothing is held open. */
    bool hold = turn_passed && bb->match.human[mover] && action->kind != ESC_ACT_END_TURN && !a->prefs.end_turn_auto &&
                !bb->remote.send;
    char line[1024]; /* a deployment's last line carries every roll of the dice (ties rolled again) */
    if (hold)
        battle_log_describe_held(&bb->match, &before, sq, action, &events, line, sizeof line);
    else
        battle_log_describe(&bb->match, &before, sq, action, &events, line, sizeof line);
    battle_log_reword(&before, &events, line, (int)sizeof line);
    battle_log_line(b, line);
    /* The roll's rows ("first turn: Ann rolled 5, …", "Ann starts") end the line, one per event. */
    int roll_rows = 0;
    for (int i = 0; i < events.count; i++) {
        if (events.list[i].kind == ESC_EV_DICE)
            b->dice_age = 0.0f;
        roll_rows += events.list[i].kind == ESC_EV_DICE || events.list[i].kind == ESC_EV_FIRST_PLAYER;
    }
    if (roll_rows)
        b->log_dice_row = b->log_count > roll_rows ? b->log_count - roll_rows : 0;
    board_anim_start(&b->anim, &before, g, &events, battle_anim_speed(a));
    b->sounded = -1;
    if (!b->anim.playing) {
        /* Instant animation: the action's first sound, and any death. */
        bool first = true;
        for (int i = 0; i < events.count; i++) {
            int snd = event_sound(bb, &events.list[i]);
            if (snd >= 0 && (first || events.list[i].kind == ESC_EV_DEATH || events.list[i].kind == ESC_EV_GAME_OVER)) {
                audio_play(a, (audio_sound)snd);
                first = false;
            }
        }
    }
    b->shown_side = mover;
    b->shown_round = esc_game_round(&before);
    b->acting_unit = action->unit >= 0 && action->unit < ESC_MAX_UNITS ? action->unit : ESC_NO_UNIT;
    if (!bb->match.human[mover])
        b->ai_wait = computer_pause(a);
    if (hold) {
        /* The turn is over but stays open until End turn: Undo can still take
         * this action back. */
        b->held = true;
        b->held_side = mover;
        b->input.held_side = mover; /* its threats stay on screen, not the next side's */
        bb->match.held = mover;
        board_match_autosave(&bb->match); /* the save keeps the turn open too */
        if (bb->match.changed) /* and so does a game that keeps the battle itself (a campaign's) */
            bb->match.changed(bb->match.changed_ctx, &bb->match);
    } else if (turn_passed || (before.phase == ESC_PHASE_DEPLOY && g->phase == ESC_PHASE_BATTLE)) {
        battle_log_turn(bb);
    }
    if (before.phase == ESC_PHASE_DEPLOY) {
        /* Who placed first is done with once it has placed: its banner goes
         * (play-test 13: it stayed over the roll into round 1; 14: over the
         * player's own placing). */
        char first[DATA_SEAT_NAME_MAX + 80];
        if (battle_first_deployer_line(&bb->match, first, sizeof first) && strcmp(b->toast, first) == 0)
            b->toast[0] = '\0';
    }
    if (before.phase == ESC_PHASE_DEPLOY && g->phase == ESC_PHASE_BATTLE) {
        b->input.selected = ESC_NO_UNIT; /* play starts with no unit selected, whoever starts */
        /* nor the last placed unit ringed through the first turn's roll
         * (play-test 12: a ring on player 1's unit while player 2 was to play) */
        b->acting_unit = ESC_NO_UNIT;
    }
    /* Hot-seat deployment: each hand-over of the placing between the two
     * players is said by the banner ("Bob places a unit"), which blocks
     * nothing (play-test 15). */
    if (before.phase == ESC_PHASE_DEPLOY && g->phase == ESC_PHASE_DEPLOY && mover != g->active && !b->auto_deploy[g->active] &&
        b->turn_card_last != g->active + 1) /* not to the player already at the screen (Auto-deploy's placings) */
        battle_turn_card_start(bb);
    /* Hot-seat: the next player starts with no card open, not the one the
     * previous player was looking at. */
    if (turn_passed && mover != g->active && bb->match.human[mover] && bb->match.human[g->active])
        b->handoff = true;
    a->dirty = true;
}

/* The placements Auto-deploy makes: the side that pressed it and any computer
 * side, never a human who has not asked (hot-seat: player 2 places their own). */
void battle_auto_deploy(board_battle *bb)
{
    board_battle_state *b = &bb->st;
    board_match *m = &bb->match;
    bool placed = false;
    if (bb->remote.send) {
        /* Online: one placement of this screen's side at a time, sent; the
         * next when the server has played it and it is this side's turn again. */
        if (m->game.phase == ESC_PHASE_DEPLOY && m->game.active == bb->remote.side && b->auto_deploy[bb->remote.side] &&
            !bb->remote_pending) {
            esc_action d = board_match_auto_deploy(m);
            battle_play(bb->app, &d);
        }
        return;
    }
    for (int s = 0; s < ESC_SIDES; s++)
        m->auto_deploy[s] = b->auto_deploy[s]; /* kept in the save, for Continue */
    while (m->game.phase == ESC_PHASE_DEPLOY && (b->auto_deploy[m->game.active] || !m->human[m->game.active])) {
        esc_action d = board_match_auto_deploy(m);
        int n = m->record.n_actions;
        battle_play(bb->app, &d);
        if (m->record.n_actions == n) {
            b->auto_deploy[m->game.active] = false; /* refused: the player places by hand */
            m->auto_deploy[m->game.active] = false;
            break;
        }
        placed = true;
        /* Placements are instant; the last one's dice roll is shown. */
        if (m->game.phase == ESC_PHASE_DEPLOY)
            board_anim_finish(&b->anim);
    }
    if (placed) {
        b->input.selected = ESC_NO_UNIT; /* no placing card left open */
        board_input_sync(&b->input, &m->game);
        /* Hot-seat: the other player's turn to place came round behind an
         * auto-deploy; their card says so (play-test: the hand-off was skipped),
         * but not again to the player already at the screen (play-test 12: it
         * came after each of their placements). */
        if (m->game.phase == ESC_PHASE_DEPLOY && b->turn_card_last != m->game.active + 1)
            battle_turn_card_start(bb);
    }
}

/* End turn while the turn is held open: it passes to the other side. */
static void release_turn(board_battle *bb)
{
    bb->st.held = false;
    bb->st.input.held_side = -1;
    bb->match.held = -1;
    board_match_autosave(&bb->match);
    if (bb->st.handoff) {
        bb->st.handoff = false;
        bb->st.input.selected = ESC_NO_UNIT;
        board_input_sync(&bb->st.input, &bb->match.game);
    }
    bb->st.shown_side = -1;
    battle_log_held_markers(bb);
    battle_log_turn(bb);
    bb->app->dirty = true;
}

/* Undo while the turn is held open: the action that ended it is taken back. */
static void undo_turn_end(board_battle *bb)
{
    board_battle_state *b = &bb->st;
    if (b->anim.playing || !board_match_undo_turn_end(&bb->match))
        return;
    b->held = false;
    b->input.held_side = -1;
    b->handoff = false;
    b->shown_side = -1;
    b->last_turn_seen = bb->match.game.turn;
    board_anim_init(&b->anim, &bb->match.game);
    board_input_sync(&b->input, &bb->match.game);
    b->input.message[0] = '\0'; /* not "Your turn is over": an action is back */
    /* The log is told again from the record: the action taken back leaves it. */
    battle_rebuild_log(bb);
    /* TRANSLATORS: passing message after the last action was taken back. */
    battle_toast(b, _("Undone"));
    bb->app->dirty = true;
}

/* The sides' look on the board: the shell's seat colours and emblems, or the
 * game's own players' (a campaign's seat keeps its colour and emblem in every
 * battle, whichever side it fights on). An emblem not given is the one of the
 * seat whose colour the side has. */
void battle_use_look(const board_match *m)
{
    board_use_marks(m->mark); /* the Hero's crown, an escort's flag */
    board_use_zone_labels(m->record.has_scenario ? (const char(*)[ESC_SCENARIO_LABEL_MAX])m->record.scenario.labels : NULL,
                          &m->game.scenario, m->record.scenario.shipped);
    /* The side to keep at the bottom: the board turned when its home ranks
     * are the far ones, and its tokens the discs. */
    bool flipped = false;
    if ((m->own_colours || m->remote) && (m->bottom == 0 || m->bottom == 1)) { /* online: the seat's own side */
        esc_bits home = esc_game_home(&m->game, m->bottom);
        for (int sq = 0; sq < ESC_SQUARES; sq++)
            if ((home & esc_bit(sq)) && esc_square_rank(sq) >= 4)
                flipped = true;
        int shapes[ESC_SIDES] = { m->bottom == 0 ? 0 : 1, m->bottom == 1 ? 0 : 1 };
        board_use_shapes(shapes);
    } else {
        board_use_shapes(NULL);
    }
    board_use_letter_case(m->own_colours && m->bottom == 1 ? 1 : 0); /* a campaign's: the bottom side's upper case */
    board_use_flip(flipped);
    if (!m->own_colours) {
        board_use_look(NULL, NULL);
        return;
    }
    int emblem[ESC_SIDES];
    for (int s = 0; s < ESC_SIDES; s++) {
        emblem[s] = m->emblem[s];
        for (int seat = 0; emblem[s] < 0 && seat < UI_SEATS; seat++) {
            SDL_Color c = ui_seat_colour(seat);
            if (c.r == m->colour[s].r && c.g == m->colour[s].g && c.b == m->colour[s].b)
                emblem[s] = seat;
        }
        if (emblem[s] < 0)
            emblem[s] = s;
    }
    board_use_look(m->colour, emblem);
}


/* (Re)starts the screen on bb->match. */
void battle_open(board_battle *bb, bool demo)
{
    app *a = bb->app;
    board_battle_state *b = &bb->st;
    memset(b, 0, sizeof *b);
    b->demo = demo;
    b->acting_unit = ESC_NO_UNIT;
    b->shown_side = -1;
    b->preview_ability = ESC_AB_NONE;
    b->sounded = -1;
    board_input_init(&b->input, &bb->match.game, bb->match.human);
    /* A scenario's escorted unit carries the escort's flag, as the game that
     * opened the board would mark it (board_match_set_mark). */
    const esc_scenario_rules *scn = &bb->match.game.scenario;
    for (int i = 0; scn->active && i < scn->n_objectives && i < ESC_OBJECTIVES_MAX; i++) {
        const esc_objective *o = &scn->objectives[i];
        if (o->kind != ESC_OBJ_ESCORT || o->unit < 0 || o->unit >= ESC_SQUAD_MAX)
            continue;
        for (int side = 0; side < ESC_SIDES; side++)
            if (esc_objective_for(o, side) && board_match_mark(&bb->match, side * ESC_SQUAD_MAX + o->unit) == BOARD_MARK_NONE)
                board_match_set_mark(&bb->match, side, o->unit, BOARD_MARK_ESCORT);
    }
    battle_use_look(&bb->match);
    for (int s = 0; s < ESC_SIDES; s++) /* a continued match places as its players chose (Auto-deploy) */
        b->auto_deploy[s] = bb->match.auto_deploy[s] && bb->match.human[s];
    b->input.show_threats = a->prefs.show_threats;
    board_anim_init(&b->anim, &bb->match.game);
    b->last_turn_seen = bb->match.game.turn;
    if (bb->match.held >= 0 && bb->match.held < ESC_SIDES && bb->match.human[bb->match.held]) {
        /* Saved after the turn's last action, before its End turn: the turn
         * stays open, Undo can take that action back. */
        b->held = true;
        b->held_side = bb->match.held;
        b->input.held_side = bb->match.held;
        b->shown_side = bb->match.held;
        esc_game before;
        esc_record_replay(&bb->match.record, &before, bb->match.record.n_actions - 1);
        b->shown_round = esc_game_round(&before);
        /* As in play: the turn counts as passed, and hot-seat's hand-off
         * comes, only at End turn (play-test: none after Continue). */
        b->last_turn_seen = before.turn;
        b->handoff = bb->match.human[bb->match.game.active] && bb->match.game.active != bb->match.held;
    }
    b->overlay = bb->match.game.phase == ESC_PHASE_OVER ? BOARD_BATTLE_RESULT : BOARD_BATTLE_PLAYING;
    b->result_seen = b->overlay == BOARD_BATTLE_RESULT;
    battle_rebuild_log(bb);
    char first[DATA_SEAT_NAME_MAX + 80];
    if (bb->match.record.n_actions == 0 && battle_first_deployer_line(&bb->match, first, sizeof first))
        battle_toast(b, first); /* on screen too as placing starts (play-test 10) */
    if (!b->held)
        battle_turn_card_start(bb); /* hot-seat: who plays first (or now, in a loaded game) */
    battle_briefing_start(bb);
    a->dirty = true;
}

/* Online: what the server played, one action per update (each shown in
 * turn); a record taken again while the other squad is hidden. True when
 * something came. */
static bool battle_remote_poll(board_battle *bb)
{
    app *a = bb->app;
    board_battle_state *b = &bb->st;
    board_match *m = &bb->match;
    static board_remote_event ev; /* the screen runs on one thread */
    if (!bb->remote.next(bb->remote.ctx, &ev))
        return false;
    if (ev.kind == BOARD_REMOTE_ACTION) {
        bool mine = m->game.active == bb->remote.side;
        bb->remote_applying = true;
        battle_play(a, &ev.action);
        bb->remote_applying = false;
        if (mine)
            bb->remote_pending = false;
        if (!b->anim.playing)
            board_input_sync(&b->input, &m->game);
    } else if (ev.kind == BOARD_REMOTE_RECORD) {
        data_seat seats[ESC_SIDES];
        memcpy(seats, m->seats, sizeof seats);
        int bottom = m->bottom;
        bool human[ESC_SIDES] = { m->human[0], m->human[1] };
        bool autod[ESC_SIDES] = { b->auto_deploy[0], b->auto_deploy[1] };
        board_match_adopt(m, &ev.record, seats);
        m->bottom = bottom;
        memcpy(m->human, human, sizeof human);
        for (int s = 0; s < ESC_SIDES; s++)
            m->auto_deploy[s] = autod[s];
        battle_open(bb, false);
        bb->remote_pending = false;
    } else {
        bb->remote_pending = false;
        battle_toast(b, ev.why);
        board_input_sync(&b->input, &m->game);
    }
    a->dirty = true;
    return true;
}

bool battle_update(board_battle *bb, float dt, bool on_top)
{
    app *a = bb->app;
    board_battle_state *b = &bb->st;
    board_match *m = &bb->match;
    bool moving = board_anim_update(&b->anim, dt);
    if (!on_top) {
        b->covered = true;
    } else if (b->covered) {
        /* A dialog closed: the hover is the pointer's now, not where it was
         * before the dialog (play-test 15: old threat arrows stayed until the
         * mouse moved). */
        b->covered = false;
        board_layout l = board_layout_compute(a->w, a->h, a->scale);
        board_input_event e = { BOARD_INPUT_EV_HOVER, board_square_at(&l, a->mouse_x, a->mouse_y),
                                BOARD_INPUT_KEY_NEXT_UNIT };
        if (e.square != b->input.hovered && !b->replay.on && b->input.mode != BOARD_INPUT_ANIMATING) {
            battle_feed(a, &e);
            a->dirty = true;
        }
    }
    if (bb->remote.status) {
        /* Online: who is connected, who is awaited, or the link lost, where
         * a campaign's battle says what it is. */
        board_remote_status st;
        memset(&st, 0, sizeof st);
        bb->remote.status(bb->remote.ctx, &st);
        const char *line = st.down ? _("Connection lost: trying again…") : st.line;
        if (strcmp(m->caption, line) != 0) {
            snprintf(m->caption, sizeof m->caption, "%s", line);
            a->dirty = true;
        }
    }
    if (b->anim.playing && b->anim.index != b->sounded) {
        /* Each step sounds as it starts to show. */
        b->sounded = b->anim.index;
        const esc_event *e = board_anim_current(&b->anim, NULL);
        int snd = e ? event_sound(bb, e) : -1;
        if (snd >= 0)
            audio_play(a, (audio_sound)snd);
    }
    if (strcmp(b->log_language, a->prefs.language) != 0) {
        /* The language changed mid-match: the log is told again in it. */
        battle_rebuild_log(bb);
        a->dirty = true;
    }
    if (m->autosave_error[0]) {
        char msg[200];
        snprintf(msg, sizeof msg, _("Autosave failed: %.160s"), m->autosave_error);
        battle_toast(b, msg);
        SDL_Log("%s", msg);
        m->autosave_error[0] = '\0';
    }
    if (b->toast[0]) {
        /* Three seconds, longer for a longer message (a file set aside). */
        float life = 3.0f + 0.04f * (float)strlen(b->toast);
        b->toast_age += dt;
        if (b->toast_age > (life < 8.0f ? life : 8.0f))
            b->toast[0] = '\0';
        moving = true;
    }
    b->dice_age += dt;
    if (b->banner_age < 1.5f) {
        b->banner_age += dt;
        moving = true;
    }
    if (b->replay.on && board_replay_update(&b->replay, &m->record, dt))
        moving = true;
    if (b->anim.playing)
        return true;
    /* The computer's action is over only when its last effect (a "-2" still
     * floating) has played and its highlight has stayed a moment: until then
     * the top bar and the prompt are still its turn's. */
    bool computer_shown = b->shown_side >= 0 && b->shown_side < ESC_SIDES && !m->human[b->shown_side];
    if (computer_shown && board_anim_settling(&b->anim))
        return true;
    if (b->ai_wait > 0.0f) {
        /* The computer's last action stays highlighted a moment. */
        b->ai_wait -= dt;
        return true;
    }
    if (!b->held)
        b->shown_side = -1;
    b->acting_unit = ESC_NO_UNIT;
    if (b->input.mode == BOARD_INPUT_ANIMATING) {
        if (b->handoff && !b->held) {
            b->handoff = false;
            b->input.selected = ESC_NO_UNIT;
        }
        board_input_animation_done(&b->input, &m->game);
        if (b->click_queued) {
            /* A click made during the animation, on the position it left:
             * only while the same player still acts here (not behind a
             * hand-off, a held turn or the computer's turn). */
            b->click_queued = false;
            if (!b->held && m->game.phase == ESC_PHASE_BATTLE && m->human[m->game.active] &&
                b->input.mode != BOARD_INPUT_ANIMATING)
                battle_feed(a, &b->queued_click);
        }
    }
    else if (b->input.mode == BOARD_INPUT_WAITING || (m->human[m->game.active] && b->input.mode == BOARD_INPUT_IDLE &&
                                              b->input.selected == ESC_NO_UNIT))
        board_input_sync(&b->input, &m->game);
    if (m->game.phase == ESC_PHASE_DEPLOY && !b->second_deployer_carded && !b->anim.playing &&
        m->game.deployed[m->game.active] == 0 && m->game.deployed[m->game.active ^ 1] > 0) {
        /* Hot-seat: the second player's first placement has its hand-off
         * card as the first player's had (play-test 11). */
        b->second_deployer_carded = true;
        if (!b->turn_card)
            battle_turn_card_start(bb);
    }
    if (m->game.phase == ESC_PHASE_BATTLE && m->game.turn != b->last_turn_seen && !b->held) {
        b->last_turn_seen = m->game.turn;
        b->banner_age = 0.0f;
        app_tooltip_hush(a); /* no hover card from before the turn passed (play-test 3: one hid the enemy Captain) */
        battle_turn_card_start(bb);
        moving = true;
    }
    if (b->turn_card) {
        /* A banner: gone at the next player's first click or key, or
         * faded out after a few seconds (it blocks nothing). */
        b->turn_card_age += dt;
        if (b->turn_card_side != m->game.active || battle_turn_card_faded(bb))
            b->turn_card = false;
        else
            moving = true;
    }
    if (m->game.phase == ESC_PHASE_OVER) {
        if (b->result_guard > 0.0f) {
            b->result_guard -= dt;
            moving = true;
        }
        if (!b->result_seen) {
            b->result_seen = true;
            b->overlay = BOARD_BATTLE_RESULT;
            /* Half a second in which a click on it is ignored (one meant for
             * the board started a rematch); none with instant animations,
             * where the player asked for no waits. */
            b->result_guard = battle_anim_speed(a) > 0.0f ? 0.5f : 0.0f;
            moving = true;
            a->dirty = true;
        }
        return moving;
    }
    battle_draw_refused_watch(bb->app, bb);
    battle_agree_watch(bb);
    if (b->overlay != BOARD_BATTLE_PLAYING || !on_top || b->held || b->replay.on)
        return moving; /* the computer waits while a menu is open or a turn is held open */
    if (bb->remote.next && battle_remote_poll(bb))
        return true;
    if (m->game.phase == ESC_PHASE_DEPLOY && m->human[m->game.active] && b->auto_deploy[m->game.active] &&
        !bb->remote_pending) {
        battle_auto_deploy(bb); /* its turn to place again, after the other player's */
        return true;
    }
    if (bb->remote.next)
        return moving;
    if (board_match_computer_to_act(m)) {
        if (b->ai_pending) {
            /* Its unit ringed a moment first, then the action (checked again:
             * nothing may have changed, but a stale one is never played). */
            b->acting_unit = b->ai_next.unit;
            b->ai_lead -= dt;
            if (b->ai_lead > 0.0f)
                return true;
            b->ai_pending = false;
            if (esc_game_test_action(&m->game, &b->ai_next) == ESC_OK) {
                battle_play(a, &b->ai_next);
                if (!b->anim.playing)
                    board_input_sync(&b->input, &m->game);
            }
            return true;
        }
        if (battle_computer_concedes(a, bb))
            return true;
        board_match_ai_request(m);
        esc_action action;
        if (board_match_ai_poll(m, &action)) {
            if (m->game.phase == ESC_PHASE_BATTLE && action.unit >= 0 && action.unit < ESC_MAX_UNITS &&
                action.kind != ESC_ACT_YIELD && computer_lead(a) > 0.0f) {
                b->ai_pending = true;
                b->ai_next = action;
                b->ai_lead = computer_lead(a);
                b->acting_unit = action.unit;
                return true;
            }
            if (action.kind == ESC_ACT_YIELD && !bb->computer_may_yield) {
                /* Not this battle's call: the computer plays on (ends its turn,
                 * or the first other legal action when it may not). */
                action = esc_action_make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
                if (esc_game_test_action(&m->game, &action) != ESC_OK) {
                    static esc_action list[ESC_MAX_ACTIONS];
                    int n = esc_game_legal_actions(&m->game, list, ESC_MAX_ACTIONS);
                    for (int i = 0; i < n; i++)
                        if (list[i].kind != ESC_ACT_YIELD) {
                            action = list[i];
                            break;
                        }
                }
            }
            battle_play(a, &action);
            /* Nothing to show (instant animation): hand the turn over now, so the
             * next click already finds the right mode. */
            if (!b->anim.playing)
                board_input_sync(&b->input, &m->game);
        }
        return true; /* thinking shows a spinner */
    }
    return moving;
}


/* ---- input ---- */

/* Whether the screen still shows the computer's turn: its side to act, or its
 * last action still highlighted or settling after the turn has passed. */
static bool computer_on_screen(const board_battle *bb)
{
    const board_battle_state *b = &bb->st;
    const esc_game *g = &bb->match.game;
    if (g->phase == ESC_PHASE_OVER)
        return false;
    if (g->active < ESC_SIDES && !bb->match.human[g->active])
        return true;
    return b->shown_side >= 0 && b->shown_side < ESC_SIDES && !bb->match.human[b->shown_side];
}

board_input_output battle_feed(app *a, const board_input_event *ev)
{
    board_battle *bb = board_battle_current(a);
    board_battle_state *b = &bb->st;
    if (b->held) {
        /* Only End turn, Undo, the menu and the threat overlay while a turn is
         * held open. */
        board_input_output none = { BOARD_INPUT_OUT_NONE };
        bool key = ev->kind == BOARD_INPUT_EV_KEY;
        if (key && (ev->key == BOARD_INPUT_KEY_END_TURN || ev->key == BOARD_INPUT_KEY_CONFIRM)) {
            release_turn(bb);
            return none;
        }
        if (key && ev->key == BOARD_INPUT_KEY_UNDO) {
            undo_turn_end(bb);
            return none;
        }
        if (ev->kind == BOARD_INPUT_EV_CANCEL) {
            battle_pause(a, bb);
            return none;
        }
        /* A click on a unit still shows its card (play-test 8: with both
         * actions spent nothing could be looked at before End turn); on an
         * empty square it closes the card. Nothing is chosen or spent. */
        if (ev->kind == BOARD_INPUT_EV_CLICK && ev->square >= 0 && ev->square < ESC_SQUARES) {
            int unit = bb->match.game.occupant[ev->square];
            b->input.selected = unit != ESC_NO_UNIT && esc_game_unit_alive(&bb->match.game, unit) ? unit : ESC_NO_UNIT;
            a->dirty = true;
            return none;
        }
        if (ev->kind == BOARD_INPUT_EV_HOVER) {
            /* The pointer still reads the board (an enemy's threats, a unit's
             * card): the hover went stale while the turn was held (play-test 9). */
            b->input.hovered = ev->square >= 0 && ev->square < ESC_SQUARES ? ev->square : ESC_NO_SQUARE;
            a->dirty = true;
            return none;
        }
        if (!(key && ev->key == BOARD_INPUT_KEY_THREATS)) {
            if (ev->kind != BOARD_INPUT_EV_HOVER)
                snprintf(b->input.message, sizeof b->input.message,
                         "%s", _("Your turn is over: End turn (E) passes it on, Ctrl+Z takes the last action back"));
            a->dirty = true;
            return none;
        }
    }
    const esc_event *card = ev->kind == BOARD_INPUT_EV_CLICK ? board_anim_current(&b->anim, NULL) : NULL;
    /* No dice to read (a scenario or a lesson says who starts): the click that
     * takes the card away goes on to the board (play-test 14: a lesson's
     * "Click your Archer" took two clicks, the first only closing the card). */
    bool no_dice = card && card->kind == ESC_EV_FIRST_PLAYER && bb->match.game.n_dice == 0;
    if (ev->kind == BOARD_INPUT_EV_CLICK && board_anim_skip_result(&b->anim)) {
        /* The first turn's roll, read: a click takes it away (play-test 10). */
        a->dirty = true;
        board_input_output none = { BOARD_INPUT_OUT_NONE };
        if (!no_dice)
            return none;
    }
    if (computer_on_screen(bb) &&
        (ev->kind == BOARD_INPUT_EV_CLICK || (ev->kind == BOARD_INPUT_EV_KEY && ev->key != BOARD_INPUT_KEY_THREATS &&
                                              ev->key != BOARD_INPUT_KEY_UNDO))) {
        /* A key pressed while the computer plays is not kept for the player's
         * own turn (pressed twice, End turn would end it unseen). */
        board_input_output none = { BOARD_INPUT_OUT_NONE };
        return none;
    }
    if (b->input.mode == BOARD_INPUT_ANIMATING && (ev->kind == BOARD_INPUT_EV_CLICK || ev->kind == BOARD_INPUT_EV_CANCEL)) {
        /* The player's own action still plays: the click waits for the
         * position after it (battle_update hands it on), the last one kept. */
        const esc_game *g = &bb->match.game;
        b->click_queued = !b->handoff && !b->held && g->phase == ESC_PHASE_BATTLE && bb->match.human[g->active];
        b->queued_click = *ev;
        board_input_output none = { BOARD_INPUT_OUT_NONE };
        return none;
    }
    b->input.can_undo = !b->anim.playing && board_match_can_undo(&bb->match);
    board_input_output out = board_input_handle(&b->input, &bb->match.game, ev);
    switch (out.kind) {
    case BOARD_INPUT_OUT_ACTION: battle_play(a, &out.action); break;
    case BOARD_INPUT_OUT_UNDO:
        if (!b->anim.playing && board_match_undo(&bb->match)) {
            board_anim_init(&b->anim, &bb->match.game);
            board_input_sync(&b->input, &bb->match.game);
            battle_rebuild_log(bb); /* the action taken back leaves the log */
            battle_toast(b, _("Undone"));
        }
        break;
    case BOARD_INPUT_OUT_PAUSE: battle_pause(a, bb); break;
    case BOARD_INPUT_OUT_NONE: break;
    }
    /* With confirmation turned off in the settings, the question answers itself. */
    if (ev->kind == BOARD_INPUT_EV_KEY && ev->key == BOARD_INPUT_KEY_END_TURN && b->input.mode == BOARD_INPUT_CONFIRM_END &&
        (!a->prefs.confirm_end_turn || b->coach_end_turn)) {
        board_input_event yes = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_CONFIRM };
        return battle_feed(a, &yes);
    }
    if (ev->kind == BOARD_INPUT_EV_KEY && ev->key == BOARD_INPUT_KEY_THREATS) {
        a->prefs.show_threats = b->input.show_threats;
        app_save_prefs(a);
    }
    a->dirty = true;
    return out;
}


board_battle_result board_battle_outcome(const board_battle *bb)
{
    const esc_game *g = &bb->match.game;
    board_battle_result r;
    memset(&r, 0, sizeof r);
    r.winner = g->phase == ESC_PHASE_OVER ? g->winner : -1;
    r.reason = g->end_reason;
    r.rounds = esc_game_round(g);
    for (int side = 0; side < ESC_SIDES; side++)
        for (int slot = 0; slot < ESC_SQUAD_MAX; slot++) {
            const esc_unit_state *st = &g->units[side * ESC_SQUAD_MAX + slot];
            r.health[side][slot] = (st->flags & ESC_UF_DEAD) ? 0 : st->health;
        }
    return r;
}

static void yield_now(app *a, void *ctx);

void battle_ask_yield(app *a)
{
    app_confirm(a, _("Yield this battle? It is lost, but your units still on the board survive."), _("Yield"),
                _("Fight on"), yield_now, NULL);
}

bool battle_can_yield(const board_battle *bb)
{
    const esc_game *g = &bb->match.game;
    const board_battle_state *b = &bb->st;
    esc_action yield = esc_action_make(ESC_ACT_YIELD, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    return g->settings.hooks.yielding && g->phase == ESC_PHASE_BATTLE && bb->match.human[g->active] &&
           !board_match_ai_thinking(&bb->match) && !b->anim.playing && !b->held &&
           (b->shown_side < 0 || b->shown_side == g->active) && esc_game_test_action(g, &yield) == ESC_OK;
}

const char *battle_yield_label(const board_battle *bb, char *why, size_t n)
{
    const esc_game *g = &bb->match.game;
    esc_action yield = esc_action_make(ESC_ACT_YIELD, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    esc_problem rule = esc_game_test_action(g, &yield);
    if (battle_can_yield(bb)) {
        snprintf(why, n, "%s", _("Give up this battle: it is lost, but your units still on the board survive it."));
        return _("Yield the battle");
    }
    /* Play-test 14: greyed after the turn's last action with no reason given. */
    if (bb->st.held) {
        /* TRANSLATORS: tooltip of the greyed "Yield the battle" once the turn's actions are spent (the turn waits
         * for End turn). */
        snprintf(why, n, "%s",
                 _("Your actions this turn are spent, so you can no longer yield in it: yield at the start of your "
                   "next turn, before acting. Undo (Ctrl+Z) takes the last action back."));
        /* TRANSLATORS: the greyed "Yield the battle" button once the turn's actions are spent; short. */
        return _("Yield: on your next turn");
    }
    if (rule != ESC_OK && bb->match.human[g->active]) {
        /* TRANSLATORS: tooltip of the greyed "Yield the battle"; %s is the rules' reason. */
        snprintf(why, n, _("Not now: %s"), _(esc_problem_text(rule)));
        /* TRANSLATORS: the greyed "Yield the battle" button while the rules forbid it for a moment; short. */
        return _("Yield: not now");
    }
    /* TRANSLATORS: tooltip of the greyed "Yield the battle" while the other side plays or its turn is still shown. */
    snprintf(why, n, "%s", _("Not now: it is not your turn. You may yield at the start of your turn, before acting."));
    /* TRANSLATORS: the greyed "Yield the battle" button while the other side plays; short. */
    return _("Yield: on your turn");
}

static void yield_now(app *a, void *ctx)
{
    (void)ctx;
    board_battle *bb = board_battle_current(a);
    esc_action yield = esc_action_make(ESC_ACT_YIELD, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    /* Asked again: the turn may have passed while the question was open. */
    if (bb && battle_can_yield(bb))
        battle_play(a, &yield);
}

