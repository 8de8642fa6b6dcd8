/*
 * The match controller (see match.h). The record is the truth: undo truncates it
 * and replays, loading replays it, autosaving writes it.
 */
#include "board/match.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shell/unfinished.h"
#include "skirmish/ai/simple.h"
#include "skirmish/data/files.h"
#include "skirmish/data/replay_keep.h"
#include "skirmish/i18n.h"

void board_match_init_empty(board_match *m)
{
    memset(m, 0, sizeof *m);
    for (int s = 0; s < ESC_SIDES; s++)
        m->emblem[s] = -1;
    m->bottom = -1;
    m->held = -1;
}

void board_match_set_mark(board_match *m, int side, int slot, board_unit_mark kind)
{
    if (side < 0 || side >= ESC_SIDES || slot < 0 || slot >= ESC_SQUAD_MAX || kind < BOARD_MARK_NONE ||
        kind > BOARD_MARK_ESCORT)
        return;
    m->mark[side * ESC_SQUAD_MAX + slot] = (unsigned char)kind;
}

board_unit_mark board_match_mark(const board_match *m, int unit)
{
    if (unit < 0 || unit >= ESC_MAX_UNITS)
        return BOARD_MARK_NONE;
    return (board_unit_mark)m->mark[unit];
}

static void find_turn_start(board_match *m)
{
    /* The current turn began after the last action that started a turn. */
    esc_game g;
    esc_record_replay(&m->record, &g, 0);
    m->turn_start = 0;
    for (int i = 0; i < m->record.n_actions; i++) {
        int turn = g.turn;
        esc_game_apply(&g, &m->record.actions[i], NULL);
        if (g.turn != turn)
            m->turn_start = i + 1;
    }
}

bool board_match_start(board_match *m, const esc_map *map, const esc_squad *squads[ESC_SIDES], const esc_settings *settings,
                 uint64_t seed, const bool human[ESC_SIDES], char *why, int why_size)
{
    board_match_free(m);
    int which = 0;
    esc_setup_problem p = esc_game_init(&m->game, map, squads, settings, seed, &which);
    if (p != ESC_SETUP_OK) {
        if (p == ESC_SETUP_BAD_SQUAD) {
            char reason[200];
            esc_squad_report r = esc_squad_test(squads[which]);
            esc_squad_report_text(&r, squads[which], reason, sizeof reason);
            /* TRANSLATORS: %s is why the squad is not legal ("over budget: ..."). */
            snprintf(why, (size_t)why_size, _("Player %d's squad cannot play: %s"), which + 1, reason);
        } else {
            snprintf(why, (size_t)why_size, "%s",
                     p == ESC_SETUP_BAD_MAP ? _("This map cannot be played") : _("Bad settings"));
        }
        return false;
    }
    esc_record_init(&m->record, map, squads, settings, seed);
    for (int s = 0; s < ESC_SIDES; s++) {
        m->human[s] = human[s];
        m->ai_level[s] = AI_NORMAL;
        data_seat_set(&m->seats[s], !human[s], ai_level_id(AI_NORMAL));
    }
    core_rng_seed(&m->ai_rng, seed ^ UINT64_C(0xA1A1A1A1));
    m->turn_start = 0;
    return true;
}

bool board_match_start_scenario(board_match *m, const esc_scenario *scenario, const esc_squad *squads[ESC_SIDES],
                                uint64_t seed, const bool human[ESC_SIDES], char *why, int why_size)
{
    board_match_free(m);
    int which = 0;
    esc_setup_problem p = esc_scenario_start(&m->game, scenario, squads, seed, &which);
    if (p != ESC_SETUP_OK) {
        if (p == ESC_SETUP_BAD_SQUAD)
            /* TRANSLATORS: %s is why the squad may not play this scenario. */
            snprintf(why, (size_t)why_size, _("Player %d's squad cannot play: %s"), which + 1,
                     _(esc_scenario_squad_problem_text(esc_scenario_test_squad(scenario, which, squads[which]))));
        else
            snprintf(why, (size_t)why_size, _("This scenario cannot be played: %s"),
                     _(esc_scenario_problem_text(esc_scenario_test(scenario).problem)));
        return false;
    }
    esc_record_init_scenario(&m->record, scenario, squads, seed);
    for (int s = 0; s < ESC_SIDES; s++) {
        m->human[s] = human[s];
        m->ai_level[s] = AI_NORMAL;
        data_seat_set(&m->seats[s], !human[s], ai_level_id(AI_NORMAL));
    }
    core_rng_seed(&m->ai_rng, seed ^ UINT64_C(0xA1A1A1A1));
    m->turn_start = 0;
    return true;
}

static void loaded(board_match *m, esc_record rec, const data_seat seats[ESC_SIDES])
{
    board_match_free(m);
    m->record = rec;
    esc_record_replay(&m->record, &m->game, -1);
    board_match_set_seats(m, seats);
    core_rng_seed(&m->ai_rng, m->record.seed ^ UINT64_C(0xA1A1A1A1) ^ (uint64_t)m->record.n_actions);
    find_turn_start(m);
}


bool board_match_load(board_match *m, const char *path, data_error *err)
{
    esc_record rec;
    memset(&rec, 0, sizeof rec);
    data_seat seats[ESC_SIDES];
    data_save_moment moment;
    if (!data_save_load_moment(path, &rec, seats, &moment, err))
        return false;
    loaded(m, rec, seats);
    /* Auto-deploy goes on only while units are still placed. */
    for (int side = 0; side < ESC_SIDES; side++)
        m->auto_deploy[side] = m->game.phase == ESC_PHASE_DEPLOY && moment.auto_deploy[side];
    board_match_restore_held(m, moment.held);
    return true;
}

void board_match_restore_held(board_match *m, int held)
{
    /* Held only where it still means something: the last action passed the
     * turn of that (human) side without an End turn. */
    if (held >= 0 && board_match_can_undo_turn_end(m)) {
        esc_game before;
        esc_record_replay(&m->record, &before, m->record.n_actions - 1);
        if (before.active == held)
            m->held = held;
    }
}

void board_match_adopt(board_match *m, esc_record *record, const data_seat seats[ESC_SIDES])
{
    loaded(m, *record, seats);
    memset(record, 0, sizeof *record);
}

/* What a save keeps beyond the actions: the held turn, and Auto-deploy while
 * units are placed. */
static data_save_moment moment_of(const board_match *m)
{
    data_save_moment moment = { m->held, { false, false } };
    for (int side = 0; side < ESC_SIDES && m->game.phase == ESC_PHASE_DEPLOY; side++)
        moment.auto_deploy[side] = m->auto_deploy[side];
    return moment;
}

bool board_match_save(const board_match *m, const char *path, data_error *err)
{
    data_save_moment moment = moment_of(m);
    return data_save_save_moment(path, &m->record, m->seats, &moment, err);
}

void board_match_autosave(board_match *m)
{
    if (!m->autosave_path[0])
        return;
    if (m->game.phase == ESC_PHASE_OVER) {
        /* The match's own autosave goes; the finished game is kept among the
         * replays (the newest 50, src/data/replay_keep.c), once: when its
         * autosave was there to remove. */
        app_unfinished_forget_origin(m->autosave_path); /* its note, "from the save of ..." */
        if (remove(m->autosave_path) == 0) {
            data_error kerr;
            /* A concession or an agreed draw is no action of the rules: the
             * kept game says it ended so (play-test 6: "not finished"). */
            data_replay_esc_end end = m->agreed == BOARD_AGREED_CONCEDED ? DATA_REPLAY_ESC_END_CONCEDED
                                      : m->agreed == BOARD_AGREED_DRAW   ? DATA_REPLAY_ESC_END_DRAW
                                                                         : DATA_REPLAY_ESC_END_NONE;
            data_replay_keep_esc_ended(NULL, &m->record, m->seats, end, m->game.winner, NULL, 0, &kerr);
        }
        return;
    }
    data_error err;
    /* Play goes on either way, but a failure is said (board/battle.c). */
    data_save_moment moment = moment_of(m);
    if (data_save_save_moment(m->autosave_path, &m->record, m->seats, &moment, &err))
        m->autosave_error[0] = '\0';
    else
        data_error_format(&err, m->autosave_error, sizeof m->autosave_error);
}

void board_match_free(board_match *m)
{
    if (m->ai_thread) {
        /* Leaving a match mid-thought: ask the search to stop, then wait. */
        ai_player_set_cancel(&m->ai[m->ai_side], true);
        SDL_WaitThread(m->ai_thread, NULL);
        m->ai_thread = NULL;
    }
    for (int s = 0; s < ESC_SIDES; s++)
        ai_player_free(&m->ai[s]);
    esc_record_free(&m->record);
    /* Where it autosaves (and why it cannot) belong to the screen, not the game. */
    Uint32 wake = m->wake_event;
    bool remote = m->remote;
    void (*changed)(void *, const board_match *) = m->changed;
    void *changed_ctx = m->changed_ctx;
    char autosave[DATA_PATH_MAX], autosave_error[sizeof m->autosave_error];
    memcpy(autosave, m->autosave_path, sizeof autosave);
    memcpy(autosave_error, m->autosave_error, sizeof autosave_error);
    board_match_init_empty(m);
    m->wake_event = wake;
    m->remote = remote;
    m->changed = changed;
    m->changed_ctx = changed_ctx;
    memcpy(m->autosave_path, autosave, sizeof autosave);
    memcpy(m->autosave_error, autosave_error, sizeof autosave_error);
}

esc_problem board_match_apply(board_match *m, const esc_action *action, esc_events *events)
{
    int turn = m->game.turn;
    esc_problem p = esc_game_apply(&m->game, action, events);
    if (p != ESC_OK)
        return p;
    if (!esc_record_push(&m->record, action)) {
        /* Out of memory: keep the record and the state in step by undoing. */
        esc_record_replay(&m->record, &m->game, -1);
        return ESC_ERR_MALFORMED;
    }
    if (m->game.turn != turn)
        m->turn_start = m->record.n_actions;
    m->held = -1; /* the battle screen holds the turn again after this, if it does */
    m->edits++;
    board_match_autosave(m);
    if (m->changed)
        m->changed(m->changed_ctx, m);
    return ESC_OK;
}

bool board_match_unsaved(const board_match *m)
{
    return m->game.phase != ESC_PHASE_OVER && m->edits != m->saved_edits;
}

void board_match_mark_saved(board_match *m)
{
    m->saved_edits = m->edits;
}

/* Deployment (play-test 8: no undo while placing): the active side's last
 * placement, when every placement after it is a computer's (its reply, which
 * it makes again); -1 if there is none to take back. A hot-seat opponent's
 * placement is never taken back, nor one made by Auto-deploy. */
static int deploy_undo_point(const board_match *m)
{
    const esc_game *g = &m->game;
    if (g->phase != ESC_PHASE_DEPLOY || !m->human[g->active] || m->auto_deploy[g->active] || m->ai_thread || m->remote)
        return -1;
    for (int i = m->record.n_actions - 1; i >= 0; i--) {
        const esc_action *a = &m->record.actions[i];
        if (a->kind != ESC_ACT_DEPLOY)
            return -1;
        int side = esc_unit_side(a->unit);
        if (side == g->active)
            return i;
        if (m->human[side])
            return -1;
    }
    return -1;
}

bool board_match_can_undo(const board_match *m)
{
    if (m->game.phase == ESC_PHASE_DEPLOY)
        return deploy_undo_point(m) >= 0;
    return m->game.phase == ESC_PHASE_BATTLE && m->human[m->game.active] && m->record.n_actions > m->turn_start &&
           !m->ai_thread && !m->remote;
}

bool board_match_undo(board_match *m)
{
    if (!board_match_can_undo(m))
        return false;
    int keep = m->game.phase == ESC_PHASE_DEPLOY ? deploy_undo_point(m) : m->record.n_actions - 1;
    esc_record_truncate(&m->record, keep);
    esc_record_replay(&m->record, &m->game, -1);
    if (m->game.phase == ESC_PHASE_DEPLOY)
        find_turn_start(m);
    m->edits++;
    board_match_autosave(m);
    if (m->changed)
        m->changed(m->changed_ctx, m);
    return true;
}

bool board_match_can_undo_turn_end(const board_match *m)
{
    if (m->game.phase != ESC_PHASE_BATTLE || m->ai_thread || m->remote || m->record.n_actions == 0 ||
        m->record.n_actions != m->turn_start)
        return false;
    esc_game before;
    esc_record_replay(&m->record, &before, m->record.n_actions - 1);
    return before.phase == ESC_PHASE_BATTLE && m->human[before.active] &&
           m->record.actions[m->record.n_actions - 1].kind != ESC_ACT_END_TURN;
}

bool board_match_undo_turn_end(board_match *m)
{
    if (!board_match_can_undo_turn_end(m))
        return false;
    esc_record_truncate(&m->record, m->record.n_actions - 1);
    esc_record_replay(&m->record, &m->game, -1);
    m->edits++;
    find_turn_start(m);
    m->held = -1;
    board_match_autosave(m);
    if (m->changed)
        m->changed(m->changed_ctx, m);
    return true;
}

bool board_match_held_before(const board_match *m, esc_game *before)
{
    if (m->held < 0 || m->record.n_actions == 0 || m->game.phase != ESC_PHASE_BATTLE)
        return false;
    esc_record_replay(&m->record, before, m->record.n_actions - 1);
    return before->phase == ESC_PHASE_BATTLE && before->active == m->held;
}

bool board_match_computer_to_act(const board_match *m)
{
    return m->game.phase != ESC_PHASE_OVER && !m->human[m->game.active] && !m->remote;
}

void board_match_set_levels(board_match *m, const int levels[ESC_SIDES])
{
    for (int s = 0; s < ESC_SIDES; s++) {
        if (m->ai_level[s] != levels[s])
            ai_player_free(&m->ai[s]);
        m->ai_level[s] = levels[s];
        snprintf(m->seats[s].level, sizeof m->seats[s].level, "%s", ai_level_id((ai_level)levels[s]));
    }
}

void board_match_set_seats(board_match *m, const data_seat seats[ESC_SIDES])
{
    int levels[ESC_SIDES];
    for (int s = 0; s < ESC_SIDES; s++) {
        ai_level level = AI_NORMAL;
        ai_level_parse(seats[s].level, &level);
        levels[s] = (int)level;
        m->human[s] = !seats[s].computer;
    }
    board_match_set_levels(m, levels);
    memcpy(m->seats, seats, sizeof m->seats);
    for (int s = 0; s < ESC_SIDES; s++)
        snprintf(m->seats[s].level, sizeof m->seats[s].level, "%s", ai_level_id((ai_level)levels[s]));
}

void board_match_side_name(const board_match *m, int side, char *out, size_t size)
{
    data_seat_label(m->seats, ESC_SIDES, side, out, size);
    /* The log splits its entries into rows at "; " (board/battle_log.c): a
     * name's own "; " keeps a no-break space instead, which reads the same
     * (play-test 6: "Bob <b>&amp; ü" was cut in two and lost its ";"). */
    for (char *p = strstr(out, "; "); p; p = strstr(p + 1, "; ")) {
        size_t n = strlen(out);
        if (n + 2 >= size)
            break;
        memmove(p + 3, p + 2, n - (size_t)(p + 2 - out) + 1);
        p[1] = (char)0xC2;
        p[2] = (char)0xA0;
    }
}

static int ai_main(void *data)
{
    board_match *m = data;
    esc_action a;
    ai_player *p = &m->ai[m->ai_side];
    if (!p->scratch || !ai_choose(p, &m->ai_game, &a, NULL))
        ai_simple_choose(&m->ai_game, &m->ai_rng, &a); /* no memory for the search: still play */
    m->ai_action = a;
    SDL_AtomicSet(&m->ai_ready, 1);
    if (m->wake_event) {
        SDL_Event ev;
        SDL_zero(ev);
        ev.type = m->wake_event;
        SDL_PushEvent(&ev);
    }
    return 0;
}

void board_match_ai_request(board_match *m)
{
    if (m->ai_thread || !board_match_computer_to_act(m))
        return;
    int side = m->game.active;
    if (!m->ai[side].scratch) {
        /* Seeded from the match, so a replayed match gets the same answers. */
        ai_config config;
        ai_config_default(&config, (ai_level)m->ai_level[side]);
        config.seed = m->record.seed * 2 + (uint64_t)side + 1;
        ai_player_init(&m->ai[side], &config);
    }
    ai_player_set_cancel(&m->ai[side], false);
    m->ai_side = side;
    m->ai_game = m->game;
    SDL_AtomicSet(&m->ai_ready, 0);
    m->ai_thread = SDL_CreateThread(ai_main, "skirmish-ai", m);
    if (!m->ai_thread)
        ai_main(m); /* no threads: think here, the screen just waits */
}

bool board_match_ai_thinking(const board_match *m)
{
    return m->ai_thread && !SDL_AtomicGet((SDL_atomic_t *)&m->ai_ready);
}

bool board_match_ai_poll(board_match *m, esc_action *out)
{
    if (!SDL_AtomicGet(&m->ai_ready))
        return false;
    if (m->ai_thread) {
        SDL_WaitThread(m->ai_thread, NULL);
        m->ai_thread = NULL;
    }
    SDL_AtomicSet(&m->ai_ready, 0);
    *out = m->ai_action;
    return true;
}

esc_action board_match_auto_deploy(board_match *m)
{
    esc_action a;
    ai_simple_choose(&m->game, &m->ai_rng, &a);
    return a;
}

void board_battle_result_title(const board_match *m, char *out, size_t size)
{
    const esc_game *g = &m->game;
    int human = data_seat_only_human(m->seats, ESC_SIDES);
    if (g->winner < 0 || g->winner >= ESC_SIDES) {
        snprintf(out, size, "%s", _("Draw"));
    } else if (human >= 0 && !m->neutral_result) {
        /* Against the computer the result is told from the human's seat. */
        snprintf(out, size, "%s", g->winner == human ? _("Victory") : _("Defeat"));
    } else {
        char name[DATA_SEAT_NAME_MAX + 40];
        board_match_side_name(m, g->winner, name, sizeof name);
        /* TRANSLATORS: the result's title in a game between people (or two computers): "Ann wins". */
        snprintf(out, size, _("%s wins"), name);
    }
}
