/*
 * What a campaign battle's control markers are, told on the battle screen
 * (play-test 7: "take 5 control markers" with only 4 gold squares on the board;
 * a Berserker ended its turn on one and scored nothing, and nobody said why).
 * The battle's coach banner (board_battle_coach) carries it while the units are
 * placed and through the first rounds: what the gold squares are, how a marker
 * is taken and lost, who holds how many, and that the markers decide the battle
 * and so the place. The rule read is the core's (esc_game_end_turn): only the
 * side whose turn ends takes one, and only with a unit on the zone and none of
 * the other side's there. The names come in words (campaign_battle_hint): this
 * file calls nothing of the campaign's, which calls it.
 */
#include <stdio.h>
#include <string.h>

#include "board/battle.h"
#include "campaign/internal.h"
#include "skirmish/i18n.h"

/* Rounds the banner stays: enough to see one marker taken or refused. */
#define HINT_ROUNDS 2

static void look(void *ctx, board_battle *bb, board_coach_view *out)
{
    const campaign_battle_hint *h = ctx;
    const esc_game *g = &bb->match.game;
    if (!g->zone || g->phase == ESC_PHASE_OVER)
        return;
    int round = g->turn > 0 ? (g->turn + 1) / 2 : 0;
    if (g->phase != ESC_PHASE_DEPLOY && round > HINT_ROUNDS)
        return;
    /* TRANSLATORS: campaign battle, banner's title over the control markers' explanation */
    snprintf(out->progress, sizeof out->progress, "%s", _("Control markers"));
    /* The markers held apart, in the banner's note: never cut off with the
     * explanation (play-test 12: the French stopped at "Ordinateur (Normal) 0 ·",
     * past the view's 400 bytes). A small window gets the short explanation, so
     * the banner leaves the score and the log in sight. */
    /* TRANSLATORS: campaign battle, under the control markers' explanation: each side's markers now
     * ("Markers held now: Ann 1 · Bob 0.") */
    snprintf(out->note, sizeof out->note, _("Markers held now: %s %d · %s %d."), h->side[0], g->markers[0], h->side[1],
             g->markers[1]);
    if (bb->app && bb->app->h < 700)
        /* TRANSLATORS: campaign battle, a small window: the short form of what the gold squares are; the markers
         * to win and the place the battle decides (keep it short: about 150 characters) */
        snprintf(out->text, sizeof out->text,
                 _("Gold squares: end your turn with a unit on one and no enemy on any to take a control marker. "
                   "%d markers win this battle and %s."),
                 g->settings.markers_to_win, h->place);
    else if (g->settings.hooks.no_first_turn_marker)
        /* TRANSLATORS: campaign battle: what the gold squares and control markers are, with the ruling that the
         * battle's first turn gives no marker; the markers to win, the place the battle decides (at most about
         * 390 bytes) */
        snprintf(out->text, sizeof out->text,
                 _("The gold squares are the objective. End your turn with a unit on one and no enemy on any: you "
                   "take a control marker and the enemy loses one (not on the battle's first turn: the side moving "
                   "first cannot score before the other has played). %d markers win this battle, and with it %s."),
                 g->settings.markers_to_win, h->place);
    else
        /* TRANSLATORS: campaign battle: what the gold squares and control markers are; the markers to win, the
         * place the battle decides */
        snprintf(out->text, sizeof out->text,
                 _("The gold squares are the objective. End your turn with a unit on one and no enemy on any: you "
                   "take a control marker and the enemy loses one. %d markers win this battle, and with it %s."),
                 g->settings.markers_to_win, h->place);
}

void campaign_battle_hint_attach(campaign_battle_hint *hint, board_battle *bb)
{
    if (!bb)
        return;
    bb->coach.look = look;
    bb->coach.press = NULL;
    bb->coach.ctx = hint;
}
