/*
 * Conquest's first game, coached (play-test 6: "no Conquest tutorial"): Learn
 * to play starts a small game against the computer (conquest_coach_start) and
 * a banner over the map's foot says what to do next, and waits for it: pick a
 * vertex you hold, send units to a neighbour, Ready, read the report, then
 * the rules that surprise newcomers (play-test 7: draws, head-on meetings and
 * too few units for a weight were never taught). Each
 * step ends on what the player did (the screen's own state: a pick, an order,
 * a new turn), never on a timer; Skip ends it at any time. Finished or
 * skipped, it is remembered (conquest-setup.json's "first_game_done") and
 * Learn to play shows it ticked.
 */
#include <stdio.h>
#include <string.h>

#include "conquest/conquest.h"
#include "conquest/play_internal.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"

/* The step a coached game is at (conquest_screen.coach; 0: not coached). */
enum { COACH_OFF, COACH_PICK, COACH_SEND, COACH_READY, COACH_REPORT, COACH_RULES, COACH_DONE };

void conquest_coach_begin(conquest_screen *c)
{
    c->coach = COACH_PICK;
    c->coach_turn = c->match.state.turn;
}

/* The step after what the player has done so far. */
static int coach_step(const conquest_screen *c)
{
    int who = c->viewer;
    if (c->coach == COACH_RULES || c->coach == COACH_DONE)
        return c->coach;
    if (c->coach == COACH_REPORT || c->match.state.turn > c->coach_turn)
        return COACH_REPORT;
    if (who >= 0 && c->match.orders[who].n > 0)
        return COACH_READY;
    if (c->drag_from >= 0)
        return COACH_SEND;
    return c->coach;
}

static const char *coach_text(int step)
{
    switch (step) {
    /* TRANSLATORS: the coached first Conquest game's banner, step 1 */
    case COACH_PICK: return _("1 of 4 · Your vertices carry your colour and emblem. Click one of them that has "
                              "units: it is picked, and the edges show where its units can go.");
    /* TRANSLATORS: the coached first Conquest game's banner, step 2 */
    case COACH_SEND: return _("2 of 4 · Now click a neighbour at the end of an edge (or drag there): that sends the "
                              "units. A neutral vertex needs as many units as its weight, the number in brackets.");
    /* TRANSLATORS: the coached first Conquest game's banner, step 3 */
    case COACH_READY: return _("3 of 4 · Your order is in the panel (the wheel or A, H, 1 set its units). Press "
                               "Ready (Enter): your orders and the computer's, kept secret, play out together.");
    /* TRANSLATORS: the coached first Conquest game's banner, step 4 */
    case COACH_REPORT: return _("4 of 4 · The turn is played: the report tells what happened, in order. Each turn "
                                "every vertex you hold grows by its weight. Take the map, or hold the most units "
                                "at the turn limit, to win.");
    /* TRANSLATORS: the coached first Conquest game's banner, after "Got it" on step 4: the rules that surprise
     * newcomers ("lottery" is the tag on an order's arrow: the same word as the arrow's tag) */
    case COACH_RULES: return _("Before you play on · When several players arrive at a vertex together, luck can "
                               "decide: one of them is drawn by units sent and keeps every survivor; an order that "
                               "may end so shows \"lottery\" and your worst odds on its arrow. Units that meet "
                               "head-on on an edge fight there first. Fewer units than a neutral vertex's weight "
                               "are all lost.");
    /* TRANSLATORS: the coached first Conquest game's last banner, after "Got it" on the rules (play-test 16:
     * the tips stopped at "4 of 4" and the 25-turn game carried on, saying nothing) */
    case COACH_DONE: return _("Lesson done · The tips are over: this game is yours to finish. Play on to win it "
                              "(take the map, or hold the most units at the turn limit), or leave it with Menu "
                              "(Esc), then Quit to menu; the lessons are under Learn to play.");
    default: return "";
    }
}

bool conquest_coach_run(ui *u, app *a, SDL_Rect view)
{
    conquest_screen *c = conquest_current(a);
    if (c)
        c->coach_top = 0;
    if (!c || c->coach == COACH_OFF || c->animating || c->cover || c->show_result || cq_state_over(&c->match.state))
        return false;
    int step = coach_step(c);
    if (step != c->coach) {
        c->coach = step;
        a->dirty = true;
    }
    int m = ui_px(u, 10), pad = ui_px(u, 10), bh = ui_px(u, 30), bw = ui_px(u, 120);
    /* as wide as its longest label (play-test 16: "Passer les conseils" ran out of it at 800x560) */
    const char *labels[] = { _("Got it"), _("Skip tips"), _("Close") };
    for (int i = 0; i < 3; i++) {
        int lw = ui_text_width(u, labels[i], ui_px(u, 15), true) + ui_px(u, 20);
        bw = lw > bw ? lw : bw;
    }
    int w = view.w - 2 * m, tw = w - 2 * pad - bw - pad;
    const char *text = coach_text(step);
    ui measure = *u;
    measure.draw = false;
    measure.ev = NULL;
    int th = ui_text_wrapped(&measure, ui_rect(0, 0, tw, 0), text, ui_px(u, 14), ui_rgb(0, 0, 0));
    int buttons = step == COACH_REPORT || step == COACH_RULES ? 2 : 1;
    int h = th > buttons * (bh + pad) - pad ? th : buttons * (bh + pad) - pad;
    h += 2 * pad;
    /* Over the map's foot, above the Legend and Threats buttons. */
    SDL_Rect box = ui_rect(view.x + m, view.y + view.h - h - ui_px(u, 44), w, h);
    c->coach_top = box.y - 2; /* its frame's top: no hover card over it (play-test 7) */
    if (u->draw) {
        ui_fill(u, ui_rect(box.x - 2, box.y - 2, box.w + 4, box.h + 4), ui_rgb(255, 214, 120));
        ui_fill(u, box, ui_rgb(24, 28, 40));
        ui_text_wrapped(u, ui_rect(box.x + pad, box.y + pad, tw, 0), text, ui_px(u, 14), ui_rgb(250, 244, 222));
    }
    int bx = box.x + box.w - pad - bw, by = box.y + pad;
    bool done = false;
    if (step == COACH_REPORT || step == COACH_RULES) {
        /* TRANSLATORS: the coached first game's last steps: the next tip, or the lesson is over and the game goes on */
        if (ui_button(u, ui_rect(bx, by, bw, bh), _("Got it"), true)) {
            /* the rules that surprise, then the lesson's end (remembered as done) */
            c->coach = step == COACH_REPORT ? COACH_RULES : COACH_DONE;
            if (c->coach == COACH_DONE)
                conquest_coach_remember(a);
            a->dirty = true;
            return true;
        }
        by += bh + pad;
    }
    /* TRANSLATORS: the coached first game's last banner ("Lesson done"): puts it away, the game goes on */
    const char *close_label = _("Close");
    /* TRANSLATORS: the coached first game's banner: ends the coaching, the game goes on */
    const char *skip_label = _("Skip tips");
    if (ui_button(u, ui_rect(bx, by, bw, bh), step == COACH_DONE ? close_label : skip_label, true))
        done = true;
    if (done) {
        c->coach = COACH_OFF;
        conquest_coach_remember(a);
        a->dirty = true;
        return true;
    }
    /* The banner takes the pointer over it: no order given through it. */
    const ui_event *ev = u->ev;
    return ev && (ev->kind == UI_EV_MOUSE_DOWN || ev->kind == UI_EV_MOUSE_UP || ev->kind == UI_EV_WHEEL) &&
           ev->x >= box.x && ev->x < box.x + box.w && ev->y >= box.y && ev->y < box.y + box.h;
}
