/*
 * What a campaign battle's control markers are, told on the battle screen
 * (play-test 7: "take 5 control markers" with only 4 gold squares on the board;
 * a Berserker ended its turn on one and scored nothing, and nobody said why).
 * The battle's coach banner (board_battle_coach) carries it while the units are
 * placed and through the first rounds: what the gold squares are, how a marker
 * is taken and lost, who holds how many, and that the markers decide the battle
 * and so the place. The rule read is the core's (esc_game_end_turn): only the
 * side whose turn ends takes one, and only with a unit on the zone and none of
 * the other side's there. The names come in words (campaign_battle_hint).
 * A watched battle's banner also carries Fast forward and Result now (look).
 */
#include <stdio.h>
#include <string.h>

#include "board/battle.h"
#include "campaign/internal.h"
#include "skirmish/i18n.h"

/* Rounds the banner stays: enough to see one marker taken or refused. */
#define HINT_ROUNDS 2

static void markers(const campaign_battle_hint *h, board_battle *bb, board_coach_view *out)
{
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

/* A watched battle (the computer plays both sides: play-test 16, about 30 s
 * of empty rounds with no way out) keeps the banner to its end with two
 * buttons, each with its key: Fast forward (+) plays on with no animation and
 * no pause, and again back at the settings' speed; Result now (S)
 * closes the board and the campaign plays the rest at once from the battle
 * kept so far (campaign_flow_skip_duel), then shows the result. */
static void look(void *ctx, board_battle *bb, board_coach_view *out)
{
    markers(ctx, bb, out);
    if (!bb->st.demo || bb->match.game.phase == ESC_PHASE_OVER)
        return;
    if (!out->text[0]) {
        /* TRANSLATORS: campaign battle watched (the computer plays both sides): the banner's title */
        snprintf(out->progress, sizeof out->progress, "%s", _("Watching the battle"));
        /* TRANSLATORS: campaign battle watched: what the banner's two buttons do */
        snprintf(out->text, sizeof out->text, "%s",
                 _("The computer plays both sides. Fast forward plays on without animations; Result now "
                   "plays the rest at once."));
    }
    bool fast = bb->own_speed && bb->speed == DATA_ANIM_INSTANT;
    /* TRANSLATORS: campaign battle watched: a button (and its key, +) playing on without animations, and
     * the same button once pressed, back to the usual speed */
    out->buttons[0] = fast ? _("Normal speed (+)") : _("Fast forward (+)");
    out->keys[0] = UI_KEY_PLUS;
    /* TRANSLATORS: campaign battle watched: a button (and its key, S) playing the rest of the battle at once */
    out->buttons[1] = _("Result now (S)");
    out->keys[1] = UI_KEY_S;
}

static void press(void *ctx, app *a, int button)
{
    (void)ctx;
    board_battle *bb = board_battle_current(a);
    campaign_screen *c = campaign_current(a);
    if (!bb || !c || !bb->st.demo || bb->match.game.phase == ESC_PHASE_OVER)
        return;
    if (button == 0) {
        bool fast = bb->own_speed && bb->speed == DATA_ANIM_INSTANT;
        bb->own_speed = !fast;
        bb->speed = DATA_ANIM_INSTANT;
        a->dirty = true;
        return;
    }
    /* The battle as far as it went is the one the campaign plays out. */
    campaign_match_changed(a, &bb->match);
    c->watch_skip = true;
    app_scene_pop(a, NULL);
}

void campaign_battle_hint_attach(campaign_battle_hint *hint, board_battle *bb)
{
    if (!bb)
        return;
    bb->coach.look = look;
    bb->coach.press = press;
    bb->coach.ctx = hint;
}
