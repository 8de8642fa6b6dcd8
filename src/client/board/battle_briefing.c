/*
 * A scenario's briefing at the match's start (play-test 7: the briefing was
 * only in the Scenarios list, and the side facing an escort never read what
 * wins it). A card over the board gives the scenario's name, its briefing and
 * each side's objectives as the panel words them; the first click or key takes
 * it away and does nothing else, as the hot-seat card does.
 */
#include <stdio.h>

#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/view.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"

void battle_briefing_start(board_battle *bb)
{
    const board_match *m = &bb->match;
    bb->st.briefing = !bb->st.demo && m->record.has_scenario && m->record.scenario.briefing[0] &&
                      m->game.phase == ESC_PHASE_DEPLOY && m->record.n_actions == 0;
    if (bb->st.briefing)
        app_tooltip_hush(bb->app);
}

bool battle_briefing_event(ui *u, board_battle *bb)
{
    const ui_event *ev = u->ev;
    if (!ev)
        return false;
    if (bb->st.briefing_release && ev->kind == UI_EV_MOUSE_UP) {
        bb->st.briefing_release = false;
        return true;
    }
    if (bb->coach.look)
        bb->st.briefing = false; /* a lesson: its coach says what to do */
    if (!bb->st.briefing || (ev->kind != UI_EV_MOUSE_DOWN && ev->kind != UI_EV_KEY))
        return false;
    bb->st.briefing = false;
    bb->st.briefing_release = ev->kind == UI_EV_MOUSE_DOWN;
    app_tooltip_hush(bb->app);
    bb->app->dirty = true;
    return true;
}

void battle_briefing_draw(ui *u, const board_layout *l, board_battle *bb)
{
    board_battle_state *b = &bb->st;
    const board_match *m = &bb->match;
    if (bb->coach.look)
        b->briefing = false; /* a lesson: its coach (set after the battle opens) says what to do */
    if (!b->briefing || !u->draw || b->overlay != BOARD_BATTLE_PLAYING)
        return;
    u->app->tooltip[0] = '\0';
    int pad = ui_px(u, 16), tpx = ui_px(u, 22), px = ui_px(u, 14);
    SDL_Rect r = { l->board.x + ui_px(u, 8), l->board.y + ui_px(u, 8), l->board.w - 2 * ui_px(u, 8),
                   l->board.h - 2 * ui_px(u, 8) };
    ui_fill(u, ui_rect(r.x - 3, r.y - 3, r.w + 6, r.h + 6), ui_rgb(200, 170, 90));
    ui_fill(u, r, ui_rgba(16, 18, 26, 245));
    int x = r.x + pad, w = r.w - 2 * pad, y = r.y + pad;
    char title[ESC_SCENARIO_LABEL_MAX + 8];
    snprintf(title, sizeof title, "%s", board_scenario_text(&m->record.scenario, m->record.scenario.name));
    ui_text_cut(u, title, sizeof title, tpx, true, w);
    ui_text(u, r.x + r.w / 2, y, title, tpx, true, ui_rgb(245, 246, 250), UI_CENTER);
    y += tpx * 3 / 2;
    y += ui_text_wrapped(u, ui_rect(x, y, w, 0), board_scenario_text(&m->record.scenario, m->record.scenario.briefing), px,
                         ui_rgb(214, 218, 230));
    y += px;
    /* Each side's goals, as the objectives panel words them; a side with none
     * is told what is left to it (play-test 14: Ridge Hold's Raiders could
     * win only on points, and the briefing listed nothing for them). */
    for (int side = 0; side < ESC_SIDES; side++)
        for (int i = 0; i < m->game.scenario.n_objectives || i == 0; i++) {
            char line[300];
            const char *none = i == 0 ? board_no_objective_words(&m->game.scenario, side) : NULL;
            if (none)
                /* TRANSLATORS: the briefing card, a side with no objective: %s is "can win only on points at the
                 * round limit" or "cannot win" */
                snprintf(line, sizeof line, _("No objective: %s"), none);
            else if (i >= ESC_OBJECTIVES_MAX || !battle_objective_line(m, i, side, line, sizeof line))
                continue;
            char who[DATA_SEAT_NAME_MAX + 40];
            board_match_side_name(m, side, who, sizeof who);
            const char *title_s = battle_side_title(m, &m->record.squads[side], side);
            char text[DATA_SEAT_NAME_MAX + ESC_SCENARIO_LABEL_MAX + 400];
            /* TRANSLATORS: the briefing card: a side (its player and the scenario's name for it) and one of its
             * objectives ("Player 2 (Mill guards): wins if Courier falls") */
            snprintf(text, sizeof text, _("%s (%s): %s"), who, title_s[0] ? title_s : who, line);
            int er = ui_px(u, 6);
            ui_emblem(u->r, board_emblem(side), (float)(x + er), (float)y + (float)px * 0.62f, (float)er,
                      board_colour(side));
            y += ui_text_wrapped(u, ui_rect(x + 3 * er, y, w - 3 * er, 0), text, px, ui_rgb(230, 232, 240));
            char hint[400]; /* a rule note: a hint under its objective, no emblem (play-test 17) */
            if (!none && battle_objective_hint(m, i, side, hint, sizeof hint))
                y += ui_text_wrapped(u, ui_rect(x + 3 * er, y, w - 3 * er, 0), hint, ui_px(u, 12), ui_rgb(160, 168, 186));
        }
    /* TRANSLATORS: the briefing card's last line: how to take it away (that click or key does nothing else). */
    ui_text(u, r.x + r.w / 2, r.y + r.h - pad - px, _("Click or press a key to begin"), px, false,
            ui_rgb(190, 196, 210), UI_CENTER);
}
