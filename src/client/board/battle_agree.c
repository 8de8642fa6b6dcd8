/*
 * Ways out of a battle that no longer moves (play-test: rounds 13 to 30 of End
 * turn only): the pause menu's "Offer a draw" and "Concede", and the notice
 * that the round limit will decide when no side has dealt damage for a while.
 *
 * The rules know no agreed ending, so the match ends here: the game is marked
 * over with the agreed result (a concession reads as the yield hook's ending,
 * a draw as no winner), its record keeps the battle as it was played, and its
 * autosave goes, as for any finished match. A computer accepts a draw when it
 * is not ahead by the round limit's measure (rank points left, then Health),
 * or in a scenario by its objectives (the core's esc_objectives_ahead). A lesson offers
 * neither: its coach says how it ends.
 */
#include <stdio.h>
#include <string.h>

#include "board/battle_internal.h"
#include "skirmish/ai/ai.h"
#include "skirmish/i18n.h"

/* The side whose turn it is for a draw or a concession: a turn held open
 * (both actions spent, End turn still to come) is still its player's, though
 * the game has passed to the other side (play-test 3: both were greyed then). */
int battle_agree_side(const board_battle *bb)
{
    if (bb->st.held && bb->st.held_side >= 0 && bb->st.held_side < ESC_SIDES)
        return bb->st.held_side;
    return bb->match.game.active;
}

const char *battle_agree_why_not(const board_battle *bb)
{
    const board_match *m = &bb->match;
    const esc_game *g = &m->game;
    if (g->phase == ESC_PHASE_OVER)
        /* TRANSLATORS: why Offer a draw and Concede are greyed. */
        return _("The match is over");
    if (bb->remote.send)
        /* TRANSLATORS: why Offer a draw and Concede are greyed in a game played online. */
        return _("Not in a game played online: the server knows no draw by agreement");
    if (g->phase != ESC_PHASE_BATTLE)
        /* TRANSLATORS: why Offer a draw and Concede are greyed. */
        return _("Not before the battle starts: finish placing the units");
    if (bb->st.demo)
        /* TRANSLATORS: why Offer a draw and Concede are greyed (computer against computer). */
        return _("Not in a match between two computers");
    if (bb->coach.look)
        /* TRANSLATORS: why Offer a draw and Concede are greyed in a lesson of the tutorial. */
        return _("Not in a lesson: its banner restarts or skips it");
    if (bb->host.save_quit)
        /* TRANSLATORS: why Offer a draw and Concede are greyed in a Campaign battle. */
        return _("Not in a battle of a larger game: it is fought to its end");
    if (!m->human[battle_agree_side(bb)] || board_match_ai_thinking(m))
        /* TRANSLATORS: why Offer a draw and Concede are greyed. */
        return _("Only on your turn: wait for the computer to finish");
    if (g->command_unit != ESC_NO_UNIT)
        /* TRANSLATORS: why Offer a draw and Concede are greyed (Command Forward's free moves). */
        return _("Finish the commanded moves first");
    if (bb->st.replay.on)
        /* TRANSLATORS: why Offer a draw and Concede are greyed while the last turn is shown again. */
        return _("Go back to now first (R)");
    return NULL;
}

bool battle_agree_possible(const board_battle *bb)
{
    return battle_agree_why_not(bb) == NULL;
}

/* Ends the match with the agreed result: winner -1 is a draw. */
static void agree_end(app *a, board_battle *bb, int winner)
{
    board_match *m = &bb->match;
    esc_game *g = &m->game;
    board_anim_finish(&bb->st.anim);
    /* The round the top bar names: a turn held open for its End turn is still
     * its own round, though the game has passed on (play-test 6: "after 2
     * rounds" under "Round 1"). */
    const board_battle_state *b = &bb->st;
    bool previous = b->shown_side >= 0 && b->shown_side != g->active && b->shown_round >= 1;
    m->agreed_round = previous ? b->shown_round : esc_game_round(g);
    g->phase = ESC_PHASE_OVER;
    g->winner = (int8_t)winner;
    g->end_reason = winner < 0 ? ESC_END_NONE : ESC_END_YIELD;
    m->agreed = winner < 0 ? BOARD_AGREED_DRAW : BOARD_AGREED_CONCEDED;
    m->held = -1;
    bb->st.held = false;
    board_match_autosave(m); /* a finished match has none: Continue no longer lists it */
    if (m->changed)
        m->changed(m->changed_ctx, m);
    char line[300], name[DATA_SEAT_NAME_MAX + 40];
    if (winner < 0) {
        snprintf(line, sizeof line, "%s", _("Both sides agree to a draw."));
    } else {
        board_match_side_name(m, 1 - winner, name, sizeof name);
        /* TRANSLATORS: the log when a player concedes the match; %s is their name. */
        snprintf(line, sizeof line, _("%s concedes the match."), name);
    }
    battle_log_line(&bb->st, line);
    a->dirty = true;
}

/* The computer concedes at the start of its turn when it cannot win
 * (ai_should_concede; play-test 12: a lone Reaver paced for 18 turns): only
 * where a person could concede against a person at this screen, so never in a
 * Campaign battle (its host, or the yielding hook: the Campaign's own rule), a
 * lesson, online or between two computers. True when the match ended so. */
bool battle_computer_concedes(app *a, board_battle *bb)
{
    const board_match *m = &bb->match;
    const esc_game *g = &m->game;
    int side = g->active;
    if (g->phase != ESC_PHASE_BATTLE || side >= ESC_SIDES || m->human[side] || !m->human[1 - side] ||
        bb->remote.send || bb->st.demo || bb->coach.look || bb->host.save_quit || g->settings.hooks.yielding ||
        board_match_ai_thinking(m) ||
        g->actions_left != ESC_ACTIONS_PER_TURN || g->command_unit != ESC_NO_UNIT || !ai_should_concede(g, side))
        return false;
    agree_end(a, bb, 1 - side);
    return true;
}

static void concede_now(app *a, void *ctx)
{
    board_battle *bb = ctx;
    if (battle_agree_possible(bb))
        agree_end(a, bb, 1 - battle_agree_side(bb));
}

void battle_ask_concede(app *a, board_battle *bb)
{
    app_confirm(a, _("Concede this match? The other side wins it."), _("Concede"), _("Fight on"), concede_now, bb);
}

static void draw_accepted(app *a, void *ctx)
{
    board_battle *bb = ctx;
    bb->st.draw_asked = false;
    if (battle_agree_possible(bb))
        agree_end(a, bb, -1);
}

static void draw_to_computer(app *a, void *ctx);

/* Hot-seat, the offer confirmed: the other player answers at this screen. */
static void draw_to_player(app *a, void *ctx)
{
    board_battle *bb = ctx;
    if (!battle_agree_possible(bb))
        return;
    board_match *m = &bb->match;
    int me = battle_agree_side(bb), other = 1 - me;
    char offerer[DATA_SEAT_NAME_MAX + 40], answerer[DATA_SEAT_NAME_MAX + 40], question[400];
    board_match_side_name(m, me, offerer, sizeof offerer);
    board_match_side_name(m, other, answerer, sizeof answerer);
    /* TRANSLATORS: hot-seat: the player offering a draw, then the player asked to answer. */
    snprintf(question, sizeof question, _("%s offers a draw. %s, do you accept it?"), offerer, answerer);
    bb->st.draw_asked = app_confirm(a, question, _("Accept the draw"), _("Refuse"), draw_accepted, bb);
}

void battle_offer_draw(app *a, board_battle *bb)
{
    if (!battle_agree_possible(bb))
        return;
    board_match *m = &bb->match;
    int me = battle_agree_side(bb), other = 1 - me;
    char answerer[DATA_SEAT_NAME_MAX + 40];
    board_match_side_name(m, other, answerer, sizeof answerer);
    char question[400];
    if (m->human[other]) {
        /* Hot-seat: confirmed first, as against the computer (play-test 16:
         * it went straight to the other player's question). */
        /* TRANSLATORS: hot-seat, asked before a draw is offered; %s is the other player's name. */
        snprintf(question, sizeof question, _("Offer a draw to %s? If they accept, the match ends with no winner."),
                 answerer);
        app_confirm(a, question, _("Offer a draw"), _("Fight on"), draw_to_player, bb);
        return;
    }
    /* TRANSLATORS: asked before a draw is offered to the computer; %s is its name. */
    snprintf(question, sizeof question, _("Offer a draw to %s? If it accepts, the match ends with no winner."),
             answerer);
    app_confirm(a, question, _("Offer a draw"), _("Fight on"), draw_to_computer, bb);
}

/* The computer's answer, once the player has confirmed the offer (play-test 6:
 * Concede asked, the offer did not). */
static void draw_to_computer(app *a, void *ctx)
{
    board_battle *bb = ctx;
    if (!battle_agree_possible(bb))
        return;
    board_match *m = &bb->match;
    const esc_game *g = &m->game;
    int me = battle_agree_side(bb), other = 1 - me;
    char answerer[DATA_SEAT_NAME_MAX + 40];
    board_match_side_name(m, other, answerer, sizeof answerer);
    if (!esc_objectives_ahead(g, other)) {
        agree_end(a, bb, -1);
        return;
    }
    char msg[300];
    if (g->scenario.active)
        /* TRANSLATORS: the computer refuses a draw in a scenario; %s is its name. */
        snprintf(msg, sizeof msg, _("%s refuses the draw: the scenario's objectives favour it (see Objectives)."),
                 answerer);
    else
        /* TRANSLATORS: the computer refuses a draw; %s is its name, then its rank points and Health left and
         * the player's. */
        snprintf(msg, sizeof msg,
                 _("%s refuses the draw: it is ahead (rank points %d against %d, Health %d against %d)."), answerer,
                 esc_game_rank_points_left(g, other), esc_game_rank_points_left(g, me), esc_game_health_left(g, other),
                 esc_game_health_left(g, me));
    battle_toast(&bb->st, msg);
    battle_log_line(&bb->st, msg);
    a->dirty = true;
}

void battle_draw_refused_watch(app *a, board_battle *bb)
{
    if (!bb->st.draw_asked || strcmp(app_scene_name(a), "confirm") == 0)
        return;
    bb->st.draw_asked = false; /* closed without Accept: Refuse or Esc */
    char answerer[DATA_SEAT_NAME_MAX + 40], msg[300];
    board_match_side_name(&bb->match, 1 - battle_agree_side(bb), answerer, sizeof answerer);
    /* TRANSLATORS: hot-seat: the player asked refused the draw (or closed the question); %s is that player. */
    snprintf(msg, sizeof msg, _("%s declines the draw"), answerer);
    battle_toast(&bb->st, msg);
    battle_log_line(&bb->st, msg);
    a->dirty = true;
}

void battle_agree_watch(board_battle *bb)
{
    board_battle_state *b = &bb->st;
    const esc_game *g = &bb->match.game;
    if (g->phase != ESC_PHASE_BATTLE)
        return;
    int health = esc_game_health_left(g, 0) + esc_game_health_left(g, 1);
    int round = esc_game_round(g);
    if (!b->quiet_watch || health != b->quiet_health) {
        b->quiet_watch = true;
        b->quiet_health = health;
        b->quiet_round = round;
        return;
    }
    int limit = g->settings.round_limit;
    if (limit <= 0 || g->scenario.active || round - b->quiet_round < BATTLE_QUIET_ROUNDS || b->quiet_told == b->quiet_round)
        return;
    b->quiet_told = b->quiet_round;
    char msg[400];
    /* TRANSLATORS: said once when neither side has dealt damage for some rounds: the rounds without
     * damage, the last round, each side's rank points left, each side's Health left. */
    if (bb->remote.send || bb->st.demo || bb->coach.look || bb->host.save_quit)
        /* TRANSLATORS: the same, where the pause menu offers no draw or concession (online, a watch, a lesson,
         * a Campaign battle). */
        snprintf(msg, sizeof msg,
                 _("No damage for %d rounds. After round %d the round limit decides: more rank points left wins "
                   "(now %d against %d), then more Health left (%d against %d)."),
                 round - b->quiet_round, limit, esc_game_rank_points_left(g, 0), esc_game_rank_points_left(g, 1),
                 esc_game_health_left(g, 0), esc_game_health_left(g, 1));
    else
        snprintf(msg, sizeof msg,
                 _("No damage for %d rounds. After round %d the round limit decides: more rank points left wins "
                   "(now %d against %d), then more Health left (%d against %d). Esc: offer a draw or concede."),
                 round - b->quiet_round, limit, esc_game_rank_points_left(g, 0), esc_game_rank_points_left(g, 1),
                 esc_game_health_left(g, 0), esc_game_health_left(g, 1));
    battle_log_line(b, msg);
    battle_toast(b, _("No damage for some rounds: the round limit will decide (see the log)."));
}
