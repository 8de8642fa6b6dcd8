/*
 * TRTS's first game, coached (play-test 8: "there is no TRTS lesson"): Learn
 * to play on the setup screen (trts_lesson_start, setup.c) starts a duel on
 * Twin Ridge against a passive computer (it only ends its phases: Done, Pass, Stay), and a banner over the
 * map's foot says what to do next and waits for it: a Macro order, Done, a
 * drag in Micro, how a move into an enemy area is fought, the end of Micro,
 * Reposition, then the round's end. Each step ends on what the player did (the
 * game's own state and record), never on a timer; Skip tips ends it at any time
 * and the game goes on against the Easy computer (its seat's level, setup.c).
 *
 * play.c calls in (trts_lesson_new when the game opens, trts_lesson_run over
 * the map, trts_lesson_plan for the computer's turns); this file calls nothing
 * of trts/ but names.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shell/ui.h"
#include "skirmish/ai/trts.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"

/* The steps; LESSON_OFF: not coached (or the tips are over). */
enum { LESSON_OFF, LESSON_ORDER, LESSON_DONE, LESSON_MOVE, LESSON_FIGHT, LESSON_PASS, LESSON_REPOSITION, LESSON_ROUND };

struct trts_lesson {
    int step;
    int round; /* the round the lesson began in */
};

/* Has seat 0 (the player) given an order of `kind` since the game began (the
 * lesson's steps only go forward)? */
static bool ordered(const trts_screen *c, int kind)
{
    for (int i = c->rec->n_actions - 1; i >= 0; i--) {
        const trts_action *x = &c->rec->actions[i];
        if (x->player == 0 && x->kind == kind)
            return true;
    }
    return false;
}

/* The step after what the player has done so far (never back). */
static int lesson_step(const trts_screen *c, const struct trts_lesson *l)
{
    const trts_state *s = &c->st;
    int step = l->step;
    if (s->phase == TRTS_PHASE_OVER)
        return LESSON_OFF;
    if (s->round > l->round)
        return LESSON_ROUND;
    if (s->phase == TRTS_PHASE_REPOSITION)
        return step > LESSON_REPOSITION ? step : LESSON_REPOSITION;
    if (step == LESSON_ORDER && (ordered(c, TRTS_ACT_MAKE) || ordered(c, TRTS_ACT_BUILD) || ordered(c, TRTS_ACT_RESEARCH)))
        step = LESSON_DONE;
    if (step <= LESSON_DONE && s->phase != TRTS_PHASE_MACRO)
        step = LESSON_MOVE;
    if (step == LESSON_MOVE && ordered(c, TRTS_ACT_MOVE))
        step = LESSON_FIGHT;
    if (step == LESSON_FIGHT && s->phase == TRTS_PHASE_MICRO)
        step = LESSON_PASS; /* the group's turn ended */
    return step;
}

static const char *lesson_text(int step)
{
    switch (step) {
    /* TRANSLATORS: the coached first TRTS game's banner, step 1 (Macro) */
    case LESSON_ORDER: return _("1 of 7 · A round is Macro (secret orders), Micro (moves in turn), Reposition. Now "
                                "Macro: the panel shows your HQ. Press Technician to make a worker there (workers "
                                "mine minerals where you have an HQ, and build).");
    /* TRANSLATORS: the coached first TRTS game's banner, step 2 */
    case LESSON_DONE: return _("2 of 7 · The order is paid and queued: the unit comes at the round's end. Give more "
                               "if you can pay, then press Done (Enter): the computer's orders stay secret.");
    /* TRANSLATORS: the coached first TRTS game's banner, step 3 (Micro) */
    case LESSON_MOVE: return _("3 of 7 · Micro: players take turns, one group each. Pick ONE Technician in the "
                               "panel, then drag from your start area to the free area next to it (1 MP per area): "
                               "your marker then holds that area, and markers decide who wins. Keep the other "
                               "Technician at home: workers mine only where you have an HQ (the drag shows next "
                               "round's minerals before you let go).");
    /* TRANSLATORS: the coached first TRTS game's banner, step 4: how a fight is resolved */
    case LESSON_FIGHT: return _("4 of 7 · A move into another player's area is asked first, with a forecast. The "
                                "defender may first retreat units not activated this round (not against Attack). "
                                "The fight runs in steps, ranged fire first; each hit loses the target's armour, "
                                "shields take it first. If a step leaves nobody, the defender keeps one piece at "
                                "1 HP. Now press End: the group's turn is over.");
    /* TRANSLATORS: the coached first TRTS game's banner, step 5 */
    case LESSON_PASS: return _("5 of 7 · Micro goes on turn by turn until every player's turn in a row is quiet (a "
                               "pass, or moves within your own areas). Press Pass (Enter) to end it.");
    /* TRANSLATORS: the coached first TRTS game's banner, step 6 */
    case LESSON_REPOSITION: return _("6 of 7 · Reposition: units that did not move may step within your own areas, "
                                     "in secret. Nobody needs to move now: press Done (Enter).");
    /* TRANSLATORS: the coached first TRTS game's banner, step 7 */
    case LESSON_ROUND: return _("7 of 7 · The round is over: income came in and your Technician is made. That is "
                                "the whole loop, round after round. Bring the Technician home to mine, or build an HQ "
                                "where it stands; play on against the computer (Easy), or start a real game from the setup.");
    default: return "";
    }
}

struct trts_lesson *trts_lesson_new(const trts_screen *c)
{
    struct trts_lesson *l = calloc(1, sizeof *l);
    if (l) {
        l->step = LESSON_ORDER;
        l->round = c->st.round;
    }
    return l; /* NULL: the game without its tips */
}

int trts_lesson_step(const trts_screen *c)
{
    return c->lesson ? c->lesson->step : 0;
}

int trts_lesson_plan(const trts_screen *c, trts_action *out, int cap)
{
    const trts_state *s = &c->st;
    if (!c->lesson || c->lesson->step == LESSON_OFF)
        return trts_ai_plan(s, s->current, out, cap);
    /* passive: each phase ended at once (Done, Pass, Stay, End), else the
     * computer's own choice (targets, keep-alive) */
    static trts_action legal[4096]; /* large: kept off the stack */
    int n = trts_legal_actions(s, legal, 4096);
    static const int calm[] = { TRTS_ACT_DONE, TRTS_ACT_PASS, TRTS_ACT_STAY, TRTS_ACT_END };
    for (int k = 0; k < (int)(sizeof calm / sizeof calm[0]); k++)
        for (int i = 0; i < n && cap > 0; i++)
            if (legal[i].kind == calm[k]) {
                out[0] = legal[i];
                return 1;
            }
    return trts_ai_plan(s, s->current, out, cap);
}

bool trts_lesson_run(ui *u, app *a, trts_screen *c, SDL_Rect view)
{
    struct trts_lesson *l = c->lesson;
    if (!l || l->step == LESSON_OFF || c->cover || c->show_result || c->anim || c->replay)
        return false;
    int step = lesson_step(c, l);
    if (step != l->step) {
        l->step = step;
        a->dirty = true;
        if (step == LESSON_OFF)
            return false;
    }
    int m = ui_px(u, 10), pad = ui_px(u, 10), bh = ui_px(u, 30);
    int bw = ui_px_text(u, 120) < view.w / 4 ? ui_px_text(u, 120) : view.w / 4;
    int w = view.w - 2 * m, tw = w - 2 * pad - bw - pad;
    const char *text = lesson_text(step);
    ui measure = *u;
    measure.draw = false;
    measure.ev = NULL;
    int th = ui_text_wrapped(&measure, ui_rect(0, 0, tw, 0), text, ui_px(u, 14), ui_rgb(0, 0, 0));
    int buttons = 1;
    int h = th > buttons * (bh + pad) - pad ? th : buttons * (bh + pad) - pad;
    h += 2 * pad;
    /* over the map's top: the report box and the legend keep its foot */
    SDL_Rect box = ui_rect(view.x + m, view.y + m, w, h);
    if (u->draw) {
        ui_fill(u, ui_rect(box.x - 2, box.y - 2, box.w + 4, box.h + 4), ui_rgb(255, 214, 120));
        ui_fill(u, box, ui_rgb(24, 28, 40));
        ui_text_wrapped(u, ui_rect(box.x + pad, box.y + pad, tw, 0), text, ui_px(u, 14), ui_rgb(250, 244, 222));
    }
    int bx = box.x + box.w - pad - bw, by = box.y + pad;
    /* TRANSLATORS: the coached first TRTS game's last step: the lesson is over and the game goes on */
    bool done = step == LESSON_ROUND && ui_button(u, ui_rect(bx, by, bw, bh), _("Got it"), true);
    /* TRANSLATORS: the coached first TRTS game's banner: ends the coaching, the game goes on */
    if (step != LESSON_ROUND && ui_button(u, ui_rect(bx, by, bw, bh), _("Skip tips"), true))
        done = true;
    if (done) {
        l->step = LESSON_OFF; /* the computer plays as itself from now on */
        a->dirty = true;
        return true;
    }
    /* the banner takes the pointer over it: no map input through it */
    const ui_event *ev = u->ev;
    return ev && (ev->kind == UI_EV_MOUSE_DOWN || ev->kind == UI_EV_MOUSE_UP || ev->kind == UI_EV_WHEEL) &&
           ev->x >= box.x && ev->x < box.x + box.w && ev->y >= box.y && ev->y < box.y + box.h;
}
