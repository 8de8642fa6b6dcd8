/*
 * The battle's result panel (Rematch, View board, Main menu or Continue) and its
 * pause menu (an overlay screen), with saving.
 */
#define _POSIX_C_SOURCE 200809L /* localtime_r */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/view.h"
#include "shell/ui.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

bool battle_result_guarded(const ui *u, board_battle_state *b)
{
    const ui_event *ev = u->ev;
    if (u->draw || !ev || b->overlay != BOARD_BATTLE_RESULT)
        return false;
    if (ev->kind == UI_EV_MOUSE_DOWN && b->result_guard > 0.0f) {
        b->result_release = true;
        return true;
    }
    if (ev->kind == UI_EV_MOUSE_UP && (b->result_release || b->result_guard > 0.0f)) {
        b->result_release = false;
        return true;
    }
    return false;
}

void battle_draw_result(ui *u, app *a)
{
    board_battle *bb = board_battle_current(a);
    const esc_game *g = &bb->match.game;
    const esc_squad *sq[ESC_SIDES];
    battle_squads(a, sq);
    ui_fill(u, ui_rect(0, 0, a->w, a->h), ui_rgba(0, 0, 0, 120));
    SDL_Rect box = { a->w / 2 - ui_px_text(u, 240), a->h / 2 - ui_px(u, 155), ui_px_text(u, 480), ui_px(u, 310) };
    ui_panel(u, box);
    char title[160], how[200];
    board_battle_result_title(&bb->match, title, sizeof title);
    int rounds = bb->match.agreed != BOARD_AGREED_NONE && bb->match.agreed_round > 0 ? bb->match.agreed_round
                                                                                    : esc_game_round(g);
    /* A scenario's objective says how it was met ("the escorted unit falling"). */
    const char *reason = _(g->end_reason == ESC_END_OBJECTIVE && g->scenario.active
                               ? esc_objective_end_text(esc_objective_end_of(g, g->winner, NULL))
                               : esc_end_reason_text(g->end_reason));
    if (g->winner >= 0) {
        /* The winning player by their seat's name, as the log and the top bar
         * say (play-test 9: a mirror match read "Free Company, by the round
         * limit", and both sides were Free Company). */
        char winner[DATA_SEAT_NAME_MAX + 40];
        board_match_side_name(&bb->match, g->winner, winner, sizeof winner);
        if (g->end_reason == ESC_END_ROUND_LIMIT)
            /* TRANSLATORS: result screen: the winning player's name, how it won ("the round limit"), the
             * number of rounds. */
            snprintf(how, sizeof how, P_("%s, by %s after %d round", "%s, by %s after %d rounds", rounds), winner,
                     reason, rounds);
        else
            /* TRANSLATORS: result screen: the winning player's name, how it won ("elimination", "holding the
             * objective"), the round it happened in (play-test 16: "after 9 rounds" read wrong during round 9). */
            snprintf(how, sizeof how, _("%s, by %s in round %d"), winner, reason, rounds);
        if (g->end_reason == ESC_END_YIELD && bb->match.agreed == BOARD_AGREED_CONCEDED) {
            board_match_side_name(&bb->match, 1 - g->winner, winner, sizeof winner);
            /* TRANSLATORS: result screen: the conceding player's name, the round it conceded in */
            snprintf(how, sizeof how, _("%s conceded in round %d"), winner, rounds);
        } else if (g->end_reason == ESC_END_YIELD) { /* a sentence, not "X, by the other side yielding after 2 rounds" */
            board_match_side_name(&bb->match, 1 - g->winner, winner, sizeof winner);
            /* TRANSLATORS: result screen: the yielding player's name, the round it yielded in */
            snprintf(how, sizeof how, _("%s yielded in round %d"), winner, rounds);
        }
    } else if (bb->match.agreed == BOARD_AGREED_DRAW)
        /* TRANSLATORS: result screen: a draw both players agreed to, the round it was agreed in. */
        snprintf(how, sizeof how, _("Draw agreed in round %d"), rounds);
    else
        /* TRANSLATORS: result screen, a draw: how it ended ("the round limit"), the number of rounds. */
        snprintf(how, sizeof how, P_("at %s after %d round", "at %s after %d rounds", rounds), reason, rounds);
    if (u->draw && g->winner >= 0)
        ui_emblem(u->r, board_emblem(g->winner), (float)(box.x + box.w / 2), (float)(box.y + ui_px(u, 40)),
                  (float)ui_px(u, 16), board_colour(g->winner));
    ui_text(u, box.x + box.w / 2, box.y + ui_px(u, 64), title, ui_px(u, 28), true, ui_rgb(245, 246, 250), UI_CENTER);
    /* A long squad name or a longer language: a smaller font rather than past the box. */
    int how_px = ui_px(u, 15);
    while (how_px > ui_px(u, 11) && ui_text_width(u, how, how_px, false) > box.w - ui_px(u, 24))
        how_px--;
    ui_text(u, box.x + box.w / 2, box.y + ui_px(u, 106), how, how_px, false, ui_rgb(190, 196, 210), UI_CENTER);
    /* Each side named, the winner first: "0 against 3" read as the winner's
     * 0 when the board's side 0 was the loser (a campaign's holder). */
    int first = g->winner >= 0 ? g->winner : 0;
    char names[2][DATA_SEAT_NAME_MAX + 40];
    board_match_side_name(&bb->match, first, names[0], sizeof names[0]);
    board_match_side_name(&bb->match, 1 - first, names[1], sizeof names[1]);
    char units[240];
    /* TRANSLATORS: result screen: the winner's name (or player 1's in a draw) and its units still
     * standing, then the other side's name and its units ("Units left · Ann: 3 · Bob: 0"). */
    snprintf(units, sizeof units, _("Units left · %.60s: %d · %.60s: %d"), names[0],
             esc_game_units_left(g, first), names[1], esc_game_units_left(g, 1 - first));
    ui_text(u, box.x + box.w / 2, box.y + ui_px(u, 132), units, ui_px(u, 14), false, ui_rgb(160, 166, 182), UI_CENTER);
    /* Why: what the round limit compared, or what ended the game. */
    char why_text[240] = "";
    int rp[2] = { esc_game_rank_points_left(g, 0), esc_game_rank_points_left(g, 1) };
    int hp[2] = { esc_game_health_left(g, 0), esc_game_health_left(g, 1) };
    if (g->end_reason == ESC_END_ROUND_LIMIT) {
        if (rp[0] != rp[1])
            snprintf(why_text, sizeof why_text,
                     _("At the round limit the side with more rank points left wins: %d against %d."), rp[0], rp[1]);
        else if (hp[0] != hp[1])
            snprintf(why_text, sizeof why_text,
                     _("At the round limit rank points were equal (%d each), so Health left decided: %d against %d."), rp[0],
                     hp[0], hp[1]);
        else
            snprintf(why_text, sizeof why_text,
                     _("At the round limit both sides had %d rank points and %d Health left: a draw."), rp[0], hp[0]);
    } else if (g->end_reason == ESC_END_ELIMINATION && g->winner >= 0) {
        char loser[DATA_SEAT_NAME_MAX + 40];
        board_match_side_name(&bb->match, 1 - g->winner, loser, sizeof loser);
        /* TRANSLATORS: result screen; %s is the losing player's name. */
        snprintf(why_text, sizeof why_text, _("%s has no units left."), loser);
    } else if (g->end_reason == ESC_END_YIELD && bb->match.agreed == BOARD_AGREED_CONCEDED && g->winner >= 0 &&
               !bb->match.human[1 - g->winner]) {
        /* The computer's concession says why, from what its rule tests
         * (docs/ai.md, "Conceding"; play-test 13: it gave no reason). */
        char loser[DATA_SEAT_NAME_MAX + 40];
        int l = 1 - g->winner, left = esc_game_units_left(g, l);
        board_match_side_name(&bb->match, l, loser, sizeof loser);
        int others = esc_game_units_left(g, g->winner);
        /* Play-test 14: "it judged the battle lost" read as "it could no longer win"; the rule is
         * ai_should_concede's: outmatched (1 unit against 2 or more, or under a quarter of the other
         * side's rank points), not ahead, no objective of its own within reach. */
        if (left == 1 && others >= 2)
            /* TRANSLATORS: result screen after the computer conceded: its name, the other side's units left, the
             * rank points of each. */
            snprintf(why_text, sizeof why_text,
                     _("%s had 1 unit left against %d (rank points %d against %d), was not ahead and had no objective "
                       "of its own within reach: it judged itself outmatched (1 unit against 2 or more) and conceded."),
                     loser, others, rp[l], rp[g->winner]);
        else
            /* TRANSLATORS: result screen after the computer conceded: its name, its units left, the other side's,
             * the rank points of each. */
            snprintf(why_text, sizeof why_text,
                     P_("%s had %d unit left against %d and rank points %d against %d, was not ahead and had no "
                        "objective of its own within reach: it judged itself outmatched (under a quarter of the other "
                        "side's rank points) and conceded.",
                        "%s had %d units left against %d and rank points %d against %d, was not ahead and had no "
                        "objective of its own within reach: it judged itself outmatched (under a quarter of the other "
                        "side's rank points) and conceded.",
                        left),
                     loser, left, others, rp[l], rp[g->winner]);
    } else if (battle_objective_result(&bb->match, why_text, sizeof why_text)) {
        /* A scenario's objective decided: said by battle_objective_result. */
    } else if (g->end_reason == ESC_END_OBJECTIVE && g->winner >= 0 && !g->scenario.active) {
        /* TRANSLATORS: result screen: markers the winner took, markers needed to win. */
        snprintf(why_text, sizeof why_text, _("%d control markers of %d taken on the objective zone."),
                 g->markers[g->winner], g->settings.markers_to_win);
    }
    int inner = box.w - ui_px(u, 56);
    if (why_text[0] && ui_text_width(u, why_text, ui_px(u, 14), false) <= inner)
        ui_text(u, box.x + box.w / 2, box.y + ui_px(u, 164), why_text, ui_px(u, 14), false, ui_rgb(210, 214, 226),
                UI_CENTER);
    else if (why_text[0])
        ui_text_wrapped(u, ui_rect(box.x + ui_px(u, 28), box.y + ui_px(u, 164), inner, 0), why_text, ui_px(u, 14),
                        ui_rgb(210, 214, 226));
    /* A battle owned by another game (the Campaign) has no Rematch: its result is that game's. */
    bool hosted = bb->host.save_quit != NULL || bb->remote.send != NULL; /* online: the server's game, no local rematch */
    int nb = hosted ? 2 : 3;
    int bw = ui_px_text(u, 130), bh = ui_px(u, 38), gap = ui_px(u, 12), bx = box.x + (box.w - nb * bw - (nb - 1) * gap) / 2;
    int by = box.y + box.h - bh - ui_px(u, 24);
    if (hosted)
        bx -= bw + gap;
    else if (ui_button(u, ui_rect(bx, by, bw, bh), _("Rematch"), true) || ui_pressed(u, UI_KEY_R)) {
        /* Same map, squads and sides; a new seed. */
        esc_map map = bb->match.record.map;
        static esc_squad squads[ESC_SIDES];
        squads[0] = bb->match.record.squads[0];
        squads[1] = bb->match.record.squads[1];
        const esc_squad *sp[ESC_SIDES] = { &squads[0], &squads[1] };
        esc_settings settings = bb->match.record.settings;
        bool human[ESC_SIDES] = { bb->match.human[0], bb->match.human[1] };
        char why[200];
        uint64_t seed = (uint64_t)time(NULL) ^ ((uint64_t)SDL_GetPerformanceCounter() << 16);
        data_seat seats[ESC_SIDES] = { bb->match.seats[0], bb->match.seats[1] };
        static esc_scenario scenario; /* a scenario's rematch: the same scenario */
        bool has_scenario = bb->match.record.has_scenario;
        if (has_scenario)
            scenario = bb->match.record.scenario;
        if (has_scenario ? board_match_start_scenario(&bb->match, &scenario, sp, seed, human, why, sizeof why)
                         : board_match_start(&bb->match, &map, sp, &settings, seed, human, why, sizeof why)) {
            board_match_set_seats(&bb->match, seats);
            battle_open(bb, bb->st.demo);
        }
        return;
    }
    if (ui_button(u, ui_rect(bx + bw + gap, by, bw, bh), _("View board"), true)) {
        bb->st.overlay = BOARD_BATTLE_PLAYING;
        a->dirty = true;
    }
    const char *leave = bb->report            ? _("Continue")
                        : bb->leave_short     ? _(bb->leave_short)
                        : bb->leave_label     ? _(bb->leave_label)
                                              : _("Main menu");
    if (ui_button(u, ui_rect(bx + 2 * (bw + gap), by, bw, bh), leave, true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        if (bb->report) {
            board_battle_result result = board_battle_outcome(bb);
            scene_result r = { SCENE_DONE, &result };
            app_scene_pop(a, &r);
        } else if (bb->leave_label) {
            app_scene_pop(a, NULL);
        } else {
            app_scene_pop_to_root(a);
        }
        return;
    }
}

void battle_save_now(app *a)
{
    board_battle *bb = board_battle_current(a);
    char dir[DATA_PATH_MAX], path[DATA_PATH_MAX], stem[64];
    data_file_time_stem(stem, sizeof stem, "");
    data_error err;
    if (!a->user_dir[0] || !data_paths_join(dir, sizeof dir, a->user_dir, "saves") || !data_paths_make_dirs(dir)) {
        battle_toast(&bb->st, _("Not saved: cannot create the saves directory"));
        return;
    }
    /* A new name, claimed atomically: never over another save, even one made in
     * the same second or by another Skirmish. */
    if (data_save_save_new_held(dir, stem, path, sizeof path, &bb->match.record, bb->match.seats, bb->match.held, &err)) {
        board_match_mark_saved(&bb->match);
        const char *name = strrchr(path, '/');
        char msg[200];
        /* TRANSLATORS: %s is the save's file name. */
        snprintf(msg, sizeof msg, _("Saved as %.150s"), name ? name + 1 : path);
        battle_toast(&bb->st, msg);
    } else {
        char msg[700];
        data_error_format(&err, msg, sizeof msg);
        char shown[200];
        /* TRANSLATORS: %s is why saving failed. */
        snprintf(shown, sizeof shown, _("Not saved: %.180s"), msg);
        battle_toast(&bb->st, shown);
    }
}

/* The pause menu of a battle another game owns: only what keeps that game whole. */
static void hosted_pause(ui *u, board_battle *bb)
{
    app *a = u->app;
    SDL_Rect b = ui_menu_panel(u, _("Paused"), 5);
    if (ui_button(u, b, _("Resume"), true)) {
        app_scene_pop(a, NULL);
        return;
    }
    ui_menu_next(u, &b);
    char yield_tip[400];
    const char *yield_label = battle_yield_label(bb, yield_tip, sizeof yield_tip);
    ui_tooltip(u, b, yield_tip);
    if (ui_button(u, b, yield_label, battle_can_yield(bb))) {
        app_scene_pop(a, NULL);
        battle_ask_yield(a);
        return;
    }
    ui_menu_next(u, &b);
    if (ui_button(u, b, _("Settings"), a->settings_scene != NULL)) {
        app_scene_push(a, a->settings_scene, NULL);
        return;
    }
    ui_menu_next(u, &b);
    if (ui_button(u, b, _("Rules and help (F1)"), a->help_scene != NULL)) {
        app_open_help(a);
        return;
    }
    ui_menu_next(u, &b);
    const char *label = bb->host.save_quit_label ? _(bb->host.save_quit_label) : _("Quit to menu");
    if (ui_button(u, b, label, true)) {
        char why[200] = "";
        if (bb->host.save_quit(a, &bb->match, why, sizeof why)) {
            app_scene_pop_to_root(a);
        } else {
            battle_toast(&bb->st, why);
            app_scene_pop(a, NULL);
        }
        return;
    }
}

/* What Load asks over a match that moved since it was last saved: the truth,
 * as closing the window tells it (play-test 3: Load said the moves "will be
 * lost" while Quit said "The game is autosaved"). A match with an autosave that
 * was written keeps it (Continue lists it, the loaded game autosaves in a file
 * of its own); a lesson, a watched match or a failed autosave loses the moves. */
const char *battle_load_question(const board_match *m)
{
    if (m->game.phase == ESC_PHASE_OVER)
        /* TRANSLATORS: asked when Load game is pressed after the match ended (play-test 16: it said the
         * finished match was autosaved). */
        return _("Load another game? This match is over: it is kept among the replays.");
    if (m->autosave_path[0] && !m->autosave_error[0])
        /* TRANSLATORS: asked when Load game is pressed in a match that autosaves (as closing the window says). */
        return _("Load another game? This match is autosaved: Continue on the main menu goes on from its last "
                 "autosave.");
    /* TRANSLATORS: asked when Load game is pressed in a match with unsaved moves and no autosave. */
    return _("Load another game? This match has moves that are not saved; they will be lost.");
}

/* The player said yes to loading: the Load list. */
static void open_load(app *a, void *ctx)
{
    (void)ctx;
    app_scene_push(a, a->load_scene, NULL);
}

static void pause_run(ui *u, void *self)
{
    (void)self;
    app *a = u->app;
    if (ui_pressed(u, UI_KEY_ESCAPE)) {
        app_scene_pop(a, NULL);
        return;
    }
    board_battle *bb = board_battle_current(a);
    if (bb && bb->host.save_quit) {
        hosted_pause(u, bb);
        return;
    }
    SDL_Rect b = ui_menu_panel(u, _("Paused"), 8);
    if (ui_button(u, b, _("Resume"), true)) {
        app_scene_pop(a, NULL);
        return;
    }
    ui_menu_next(u, &b);
    /* A match that is over has nothing left to continue: no save. */
    bool over = bb && bb->match.game.phase == ESC_PHASE_OVER;
    bool online = bb && bb->remote.send;
    if (ui_button(u, b, _("Save game"), !over && !online))
        battle_save_now(a);
    if (online)
        /* TRANSLATORS: why Save game and Load game are greyed in a game played online. */
        ui_tooltip(u, b, _("Online, the server keeps the game: your seat's token takes it back"));
    else if (over)
        ui_tooltip(u, b, _("The match is over: there is nothing left to save"));
    ui_menu_next(u, &b);
    if (online)
        ui_tooltip(u, b, _("Online, the server keeps the game: your seat's token takes it back"));
    if (ui_button(u, b, _("Load game"), a->load_scene != NULL && !online)) {
        /* Loading replaces the match on screen: one that moved since it was
         * last saved is lost unless the player says so (Cancel keeps it). */
        if (bb && board_match_unsaved(&bb->match))
            app_confirm(a, battle_load_question(&bb->match),
                        /* TRANSLATORS: the answers to "Load another game?" (load it, keep the match). */
                        _("Load"), _("Cancel"), open_load, NULL);
        else
            app_scene_push(a, a->load_scene, NULL);
        return;
    }
    ui_menu_next(u, &b);
    /* A way out of a battle that no longer moves (the round limit is far). */
    bool agree = bb && battle_agree_possible(bb);
    const char *why_not = bb ? battle_agree_why_not(bb) : NULL;
    if (why_not)
        ui_tooltip(u, b, why_not);
    else if (bb && !bb->match.human[1 - battle_agree_side(bb)])
        ui_tooltip(u, b, bb->match.game.scenario.active
                             /* TRANSLATORS: tooltip of Offer a draw in a scenario against the computer. */
                             ? _("The computer accepts a draw when the scenario's objectives do not favour it")
                             : _("The computer accepts a draw when it is not ahead (rank points left, then Health)"));
    if (ui_button(u, b, _("Offer a draw"), agree)) {
        app_scene_pop(a, NULL);
        battle_offer_draw(a, bb);
        return;
    }
    ui_menu_next(u, &b);
    if (why_not)
        ui_tooltip(u, b, why_not); /* a greyed button says why (play-test 3: Concede did not) */
    if (ui_button(u, b, _("Concede"), agree)) {
        app_scene_pop(a, NULL);
        battle_ask_concede(a, bb);
        return;
    }
    ui_menu_next(u, &b);
    if (ui_button(u, b, _("Settings"), a->settings_scene != NULL)) {
        app_scene_push(a, a->settings_scene, NULL);
        return;
    }
    ui_menu_next(u, &b);
    if (ui_button(u, b, _("Rules and help (F1)"), a->help_scene != NULL)) {
        app_open_help(a);
        return;
    }
    ui_menu_next(u, &b);
    if (ui_button(u, b, bb && bb->leave_label ? _(bb->leave_label) : _("Quit to menu"), true)) {
        if (bb && bb->leave_label) {
            app_scene_pop(a, NULL); /* the pause menu */
            app_scene_pop(a, NULL); /* the battle: back to the screen that opened it */
        } else {
            app_scene_pop_to_root(a);
        }
        return;
    }
}

const scene board_pause_scene = {
    .name = "battle-pause",
    .overlay = true,
    .event = pause_run,
    .frame = pause_run,
};

