/*
 * A lesson's battle and its coach (tutorial.h): the lesson's scenario started
 * as a match (the player side 0, the computer side 1 at Easy, one fixed seed,
 * no autosave: a lesson never takes Continue's place), the battle screen
 * opened on it, and the screen's coach hook set (board_battle_coach): each
 * frame the battle asks what to tell the player (the step's prompt, its hint
 * after an action that did not do it, the square to point at, the lesson's
 * progress) and hands back the presses on the banner's buttons (skip the
 * step, skip or restart the lesson, the next lesson).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/battle.h"
#include "conquest/conquest.h"
#include "escarmouche/escarmouche.h"
#include "tutorial/tutorial.h"
#include "tutorial/tutorial_internal.h"
#include "skirmish/ai/ai.h"
#include "skirmish/i18n.h"

/* The same match every time, so the computer's answers (and the prompts
 * written for them) hold. */
#define TUTORIAL_SEED 20261206u

typedef struct coach {
    tutorial_run run;
    bool on;                         /* a lesson's battle is open */
} coach;

static void *coach_create(app *a)
{
    (void)a;
    return calloc(1, sizeof(coach));
}

static void coach_destroy(app *a, void *self)
{
    (void)a;
    free(self);
}

static const app_service coach_service = { "tutorial coach", coach_create, coach_destroy };

/* Every Escarmouche lesson finished, Conquest's first game not yet: the
 * last lesson's Next starts it. */
static bool only_conquest_left(app *a, const tutorial_lessons *ls)
{
    if (conquest_coach_done(a))
        return false;
    for (int i = 0; i < ls->n; i++)
        if (tutorial_progress_get(a, ls->lessons[i].stem) != TUTORIAL_FINISHED)
            return false;
    return true;
}

enum { PRESS_SKIP_STEP, PRESS_SKIP_LESSON, PRESS_RESTART, PRESS_NEXT };

/* The buttons shown now, in order (their meaning by index for press). */
static int coach_buttons(app *a, const coach *c, const tutorial_lessons *ls, int out[BOARD_COACH_BUTTONS],
                         const char *labels[])
{
    int n = 0;
    if (c->run.won) {
        out[n] = PRESS_NEXT;
        /* TRANSLATORS: Learn to play: the banner's button when a lesson is won and another follows */
        labels[n++] = c->run.lesson + 1 < ls->n || only_conquest_left(a, ls)
                          ? _("Next lesson")
                          /* TRANSLATORS: Learn to play: after the last lesson */
                          : _("Back to the lessons");
        out[n] = PRESS_RESTART;
        /* TRANSLATORS: Learn to play: play the lesson again from its start */
        labels[n++] = _("Play it again");
    } else if (c->run.lost) {
        out[n] = PRESS_RESTART;
        /* TRANSLATORS: Learn to play: the banner's button that starts the lesson again */
        labels[n++] = _("Restart lesson");
        out[n] = PRESS_SKIP_LESSON;
        /* TRANSLATORS: Learn to play: the banner's button that leaves this lesson for the next one */
        labels[n++] = _("Skip lesson");
    } else {
        out[n] = PRESS_SKIP_STEP;
        /* TRANSLATORS: Learn to play: the banner's button that passes the step shown */
        labels[n++] = _("Skip step");
        out[n] = PRESS_SKIP_LESSON;
        labels[n++] = _("Skip lesson");
        out[n] = PRESS_RESTART;
        /* TRANSLATORS: Learn to play: the banner's narrow button that starts the lesson again */
        labels[n++] = _("Restart");
    }
    return n;
}

/* The last lesson won: "All lessons complete!" only when every lesson is
 * finished (a skipped one is not: play-test 5 was told so after skipping two);
 * otherwise the lessons still to finish, by number and name. */
static void last_lesson_won(app *a, const tutorial_lessons *ls, char *out, size_t size)
{
    char left[400] = "";
    int n_left = 0;
    /* Conquest's first game is a lesson of the list too (play-test 16: "All
     * lessons complete!" with it never played). */
    for (int i = 0; i <= ls->n; i++) {
        if (i < ls->n ? tutorial_progress_get(a, ls->lessons[i].stem) == TUTORIAL_FINISHED : conquest_coach_done(a))
            continue;
        /* The lessons' names carry their numbers ("Lesson 2: Attacking"). */
        size_t used = strlen(left);
        snprintf(left + used, sizeof left - used, "%s%s", n_left ? ", " : "",
                 i < ls->n ? i18n_content(ls->lessons[i].scenario.name) : _("Conquest: a first game"));
        n_left++;
    }
    if (only_conquest_left(a, ls))
        /* TRANSLATORS: Learn to play: the last Escarmouche lesson won, only Conquest's first game left; %s is
         * its name */
        snprintf(out, size, _("Lesson complete! Next: %s."), _("Conquest: a first game"));
    else if (n_left == 0)
        snprintf(out, size, "%s",
                 /* TRANSLATORS: Learn to play: the last lesson won, every lesson finished */
                 _("All lessons complete! Try a scenario from the Scenarios screen next."));
    else if (n_left == 1)
        /* TRANSLATORS: Learn to play: the last lesson won while one other was skipped or left; %s is its
         * name, "Lesson 2: Attacking" */
        snprintf(out, size, _("Lesson complete! Still to finish: %s. Pick it on the Learn to play screen."), left);
    else
        /* TRANSLATORS: Learn to play: the last lesson won while others were skipped or left; %s lists their
         * names, "Lesson 2: Attacking, Lesson 3: Line of sight" */
        snprintf(out, size, _("Lesson complete! Still to finish: %s. Pick them on the Learn to play screen."), left);
}

static void coach_look(void *ctx, struct board_battle *bb, board_coach_view *out)
{
    coach *c = ctx;
    app *a = bb->app;
    tutorial_lessons *ls = tutorial_lessons_get(a);
    memset(out, 0, sizeof *out);
    out->square = ESC_NO_SQUARE;
    if (!ls || c->run.lesson >= ls->n)
        return;
    const tutorial_lesson *l = &ls->lessons[c->run.lesson];
    const esc_game *g = &bb->match.game;
    bool was_won = c->run.won;
    tutorial_run_update(&c->run, l, g, &bb->match.record, bb->st.input.selected, bb->st.held);
    if (c->run.won && !was_won)
        tutorial_progress_set(a, l->stem, TUTORIAL_FINISHED);
    int step = c->run.step < l->n_steps ? c->run.step + 1 : l->n_steps;
    /* A lesson does not ask "actions left: end the turn anyway?": its steps
     * say when to end the turn, often with actions left (play-test 7, lesson
     * 5: told to end the turn, then asked), and a slip costs only a restart. */
    out->end_turn_now = !c->run.won && !c->run.lost;
    /* Counted as the Learn to play list counts: its lessons, then Conquest's
     * first game (play-test 15: "Lesson 1 of 5" beside a list of six).
     * TRANSLATORS: Learn to play: the banner's progress line, "Lesson 2 of 6 · step 3 of 6" */
    snprintf(out->progress, sizeof out->progress, _("Lesson %d of %d · step %d of %d"), c->run.lesson + 1,
             tutorial_list_count(ls), step, l->n_steps);
    if (c->run.won) {
        out->done = true;
        if (c->run.lesson + 1 < ls->n)
            /* TRANSLATORS: Learn to play: a lesson won; %s is the next lesson's name */
            snprintf(out->text, sizeof out->text, _("Lesson complete! Next: %s."),
                     i18n_content(ls->lessons[c->run.lesson + 1].scenario.name));
        else
            last_lesson_won(a, ls, out->text, sizeof out->text);
    } else if (c->run.lost) {
        snprintf(out->text, sizeof out->text, "%s",
                 /* TRANSLATORS: Learn to play: the lesson's match was lost */
                 _("This match is lost, but the lesson is not: restart it and try again."));
    } else if (g->phase == ESC_PHASE_BATTLE && g->active != l->player && !bb->st.held) {
        snprintf(out->text, sizeof out->text, "%s",
                 /* TRANSLATORS: Learn to play: shown while the computer plays its turn */
                 _("The other side plays its turn now: watch what it does."));
    } else if (c->run.step < l->n_steps) {
        const tutorial_step *s = &l->steps[c->run.step];
        snprintf(out->text, sizeof out->text, "%s", i18n_content(s->say));
        if (c->run.wrong)
            snprintf(out->note, sizeof out->note, "%s",
                     s->hint[0] ? i18n_content(s->hint)
                                /* TRANSLATORS: Learn to play: after an action that is not the one asked */
                                : _("That works too, but this lesson asks for the step above."));
        out->square = tutorial_run_highlight(&c->run, l, g);
    }
    int ids[BOARD_COACH_BUTTONS];
    coach_buttons(a, c, ls, ids, out->buttons);
}

static bool launch(app *a, int lesson, bool replace);

static void coach_press(void *ctx, app *a, int button)
{
    coach *c = ctx;
    tutorial_lessons *ls = tutorial_lessons_get(a);
    board_battle *bb = board_battle_current(a);
    if (!ls || !bb || c->run.lesson >= ls->n)
        return;
    int ids[BOARD_COACH_BUTTONS];
    const char *labels[BOARD_COACH_BUTTONS] = { NULL };
    int n = coach_buttons(a, c, ls, ids, labels);
    if (button < 0 || button >= n)
        return;
    const tutorial_lesson *l = &ls->lessons[c->run.lesson];
    int lesson = c->run.lesson;
    switch (ids[button]) {
    case PRESS_SKIP_STEP:
        tutorial_run_skip(&c->run, l, &bb->match.game);
        return;
    case PRESS_RESTART:
        launch(a, lesson, true);
        return;
    case PRESS_SKIP_LESSON:
        tutorial_progress_set(a, l->stem, TUTORIAL_SKIPPED);
        /* fall through */
    case PRESS_NEXT:
        if (lesson + 1 < ls->n) {
            launch(a, lesson + 1, true);
        } else {
            bool conquest = ids[button] == PRESS_NEXT && only_conquest_left(a, ls);
            c->on = false;
            app_scene_pop(a, NULL); /* back to the lessons */
            if (conquest)
                conquest_coach_start(a); /* the list's last lesson */
        }
        return;
    default: return;
    }
}

static bool launch(app *a, int lesson, bool replace)
{
    tutorial_lessons *ls = tutorial_lessons_get(a);
    coach *c = app_service_get(a, &coach_service);
    if (!ls || !c || lesson < 0 || lesson >= ls->n) {
        snprintf(a->message, sizeof a->message, "%s", _("out of memory"));
        return false;
    }
    const tutorial_lesson *l = &ls->lessons[lesson];
    const esc_squad *squads[ESC_SIDES] = { &l->scenario.sides[0].fixed, &l->scenario.sides[1].fixed };
    board_match *m = malloc(sizeof *m);
    if (!m) {
        snprintf(a->message, sizeof a->message, "%s", _("out of memory"));
        return false;
    }
    escarmouche_match_prepare(a, m, false);
    bool human[ESC_SIDES] = { false, false };
    human[l->player] = true;
    char why[256];
    if (!board_match_start_scenario(m, &l->scenario, squads, TUTORIAL_SEED, human, why, (int)sizeof why)) {
        board_match_free(m);
        free(m);
        snprintf(a->message, sizeof a->message, "%s", why);
        return false;
    }
    int levels[ESC_SIDES];
    data_seat seats[ESC_SIDES];
    for (int side = 0; side < ESC_SIDES; side++) {
        levels[side] = AI_EASY;
        data_seat_set(&seats[side], !human[side], ai_level_id(AI_EASY));
    }
    board_match_set_seats(m, seats);
    board_match_set_levels(m, levels);
    board_battle_args args = { m, false, false, false };
    bool ok = replace ? app_scene_switch(a, &board_battle_scene, &args) : app_scene_push(a, &board_battle_scene, &args);
    board_match_free(m); /* empty if the battle took it over */
    free(m);
    board_battle *bb = ok ? board_battle_current(a) : NULL;
    if (!bb)
        return false;
    tutorial_run_begin(&c->run, lesson);
    c->on = true;
    bb->coach.look = coach_look;
    bb->coach.press = coach_press;
    bb->coach.ctx = c;
    /* TRANSLATORS: a lesson's pause menu: the button that leaves it, back to the Learn to play screen */
    bb->leave_label = N_("Back to the lessons");
    /* TRANSLATORS: the same on the result panel's narrow button (about 12 characters) */
    bb->leave_short = N_("Lessons");
    return true;
}

bool tutorial_start(app *a, int lesson)
{
    return launch(a, lesson, false);
}

const tutorial_run *tutorial_current(const app *a)
{
    board_battle *bb = board_battle_current(a);
    if (!bb || bb->coach.look != coach_look)
        return NULL;
    const coach *c = bb->coach.ctx;
    return &c->run;
}
