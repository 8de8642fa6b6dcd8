/*
 * The battle screen (see board/battle.h) and its pause menu.
 */
#define _POSIX_C_SOURCE 200809L /* localtime_r */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "board/battle.h"

#include <stdlib.h>

#include "board/view.h"
#include "shell/ui.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/data/files.h"

static board_battle *battle_of(const app *a) { return board_battle_current(a); }

board_battle *board_battle_current(const app *a) { return app_scene_state(a, &board_battle_scene); }

static const esc_squad *const *match_squads(app *a, const esc_squad *out[ESC_SIDES])
{
    board_battle *bb = battle_of(a);
    out[0] = &bb->match.record.squads[0];
    out[1] = &bb->match.record.squads[1];
    return out;
}

static void log_row(board_battle_state *b, const char *text)
{
    if (b->log_count == BOARD_LOG_LINES) {
        memmove(b->log[0], b->log[1], sizeof b->log[0] * (BOARD_LOG_LINES - 1));
        b->log_count--;
    }
    snprintf(b->log[b->log_count++], sizeof b->log[0], "%.199s", text);
    b->log_scroll = 0;
}

/* One entry of the log; what follows each "; " (dice, markers, the result) goes on
 * an indented row of its own so nothing is cut at the panel's edge. */
static void log_line(board_battle_state *b, const char *text)
{
    char part[200];
    const char *p = text;
    bool first = true;
    while (*p) {
        const char *end = strstr(p, "; ");
        size_t n = end ? (size_t)(end - p) : strlen(p);
        snprintf(part, sizeof part, "%s%.*s", first ? "" : "    ", (int)(n < 190 ? n : 190), p);
        log_row(b, part);
        first = false;
        p = end ? end + 2 : p + n;
    }
}

static void toast(board_battle_state *b, const char *text)
{
    snprintf(b->toast, sizeof b->toast, "%.199s", text);
    b->toast_age = 0.0f;
}

static float anim_speed(const app *a)
{
    static const float speeds[DATA_ANIM_COUNT] = { 0.0f, 2.2f, 1.0f, 0.6f };
    return speeds[a->prefs.anim_speed];
}

/* Applies an action for whoever chose it and starts showing it. */
static void play(app *a, const esc_action *action)
{
    board_battle *bb = battle_of(a);
    board_battle_state *b = &bb->st;
    esc_game before = bb->match.game;
    esc_events events;
    if (board_match_apply(&bb->match, action, &events) != ESC_OK)
        return;
    const esc_squad *sq[ESC_SIDES];
    match_squads(a, sq);
    char line[200];
    esc_describe_action(&before, sq, action, &events, line, sizeof line);
    log_line(b, line);
    for (int i = 0; i < events.count; i++)
        if (events.list[i].kind == ESC_EV_DICE)
            b->dice_age = 0.0f;
    board_anim_start(&b->anim, &before, &bb->match.game, &events, anim_speed(a));
    a->dirty = true;
}

/* (Re)starts the screen on bb->match. */
static void battle_open(board_battle *bb, bool demo)
{
    app *a = bb->app;
    board_battle_state *b = &bb->st;
    memset(b, 0, sizeof *b);
    b->demo = demo;
    board_input_init(&b->input, &bb->match.game, bb->match.human);
    b->input.show_threats = a->prefs.show_threats;
    board_anim_init(&b->anim, &bb->match.game);
    b->last_turn_seen = bb->match.game.turn;
    b->overlay = bb->match.game.phase == ESC_PHASE_OVER ? BOARD_BATTLE_RESULT : BOARD_BATTLE_PLAYING;
    b->result_seen = b->overlay == BOARD_BATTLE_RESULT;
    const esc_squad *sq[ESC_SIDES] = { &bb->match.record.squads[0], &bb->match.record.squads[1] };
    char line[256];
    snprintf(line, sizeof line, "%.63s against %.63s on %.63s", sq[0]->name, sq[1]->name, bb->match.record.map.name);
    log_line(b, line);
    a->dirty = true;
}

static bool battle_update(board_battle *bb, float dt, bool on_top)
{
    app *a = bb->app;
    board_battle_state *b = &bb->st;
    board_match *m = &bb->match;
    bool moving = board_anim_update(&b->anim, dt);
    if (m->autosave_error[0]) {
        char msg[200];
        snprintf(msg, sizeof msg, "Autosave failed: %.160s", m->autosave_error);
        toast(b, msg);
        SDL_Log("%s", msg);
        m->autosave_error[0] = '\0';
    }
    if (b->toast[0]) {
        b->toast_age += dt;
        if (b->toast_age > 3.0f)
            b->toast[0] = '\0';
        moving = true;
    }
    b->dice_age += dt;
    if (b->banner_age < 1.5f) {
        b->banner_age += dt;
        moving = true;
    }
    if (b->anim.playing)
        return true;
    if (b->input.mode == BOARD_INPUT_ANIMATING)
        board_input_animation_done(&b->input, &m->game);
    else if (b->input.mode == BOARD_INPUT_WAITING || (m->human[m->game.active] && b->input.mode == BOARD_INPUT_IDLE &&
                                              b->input.selected == ESC_NO_UNIT))
        board_input_sync(&b->input, &m->game);
    if (m->game.phase == ESC_PHASE_BATTLE && m->game.turn != b->last_turn_seen) {
        b->last_turn_seen = m->game.turn;
        b->banner_age = 0.0f;
        moving = true;
    }
    if (m->game.phase == ESC_PHASE_OVER) {
        if (!b->result_seen) {
            b->result_seen = true;
            b->overlay = BOARD_BATTLE_RESULT;
            a->dirty = true;
        }
        return moving;
    }
    if (b->overlay != BOARD_BATTLE_PLAYING || !on_top)
        return moving; /* the computer waits while a menu is open */
    if (board_match_computer_to_act(m)) {
        board_match_ai_request(m);
        esc_action action;
        if (board_match_ai_poll(m, &action)) {
            play(a, &action);
            /* Nothing to show (instant animation): hand the turn over now, so the
             * next click already finds the right mode. */
            if (!b->anim.playing)
                board_input_sync(&b->input, &m->game);
        }
        return true; /* thinking shows a spinner */
    }
    return moving;
}

/* ---- drawing helpers ---- */

static void draw_top_bar(ui *u, const board_layout *l, app *a)
{
    board_battle *bb = battle_of(a);
    const esc_game *g = &bb->match.game;
    const esc_squad *sq[ESC_SIDES];
    match_squads(a, sq);
    ui_fill(u, l->top, ui_rgb(26, 30, 44));
    ui_fill(u, ui_rect(0, l->top.h - 2, l->top.w, 2), ui_rgb(56, 64, 86));
    int px = ui_px(u, 18), y = (l->top.h - px * 5 / 4) / 2, x = ui_px(u, 16);
    char text[200];
    if (g->phase == ESC_PHASE_DEPLOY)
        snprintf(text, sizeof text, "Deployment");
    else if (g->phase == ESC_PHASE_OVER)
        snprintf(text, sizeof text, "Game over");
    else if (g->settings.round_limit)
        snprintf(text, sizeof text, "Round %d of %d", esc_game_round(g), g->settings.round_limit);
    else
        snprintf(text, sizeof text, "Round %d", esc_game_round(g));
    x += ui_text(u, x, y, text, px, true, ui_rgb(236, 238, 244), UI_LEFT) + ui_px(u, 24);
    if (g->phase != ESC_PHASE_OVER) {
        int side = g->active;
        draw_disc(u->r, (float)x + px / 2.0f, (float)y + px * 0.6f, px * 0.45f, board_side_colour[side]);
        x += px + ui_px(u, 6);
        snprintf(text, sizeof text, "Player %d · %.60s%s%s%s", side + 1, sq[side]->name,
                 bb->match.human[side] ? "" : " (computer, ",
                 bb->match.human[side] ? "" : ai_level_id((ai_level)bb->match.ai_level[side]),
                 bb->match.human[side] ? "" : ")");
        x += ui_text(u, x, y, text, px, false, ui_rgb(220, 224, 234), UI_LEFT) + ui_px(u, 18);
        if (g->phase == ESC_PHASE_BATTLE) {
            /* The two action slots. */
            for (int i = 0; i < ESC_ACTIONS_PER_TURN; i++) {
                float cx = (float)x + (float)i * px * 1.3f + px / 2.0f, cy = (float)y + px * 0.62f;
                if (i < g->actions_left)
                    draw_disc(u->r, cx, cy, px * 0.42f, ui_rgb(250, 214, 90));
                else
                    draw_ring(u->r, cx, cy, px * 0.42f, 2.5f, ui_rgb(120, 120, 130));
            }
            x += (int)(px * 2.8f);
            ui_text(u, x, y, "actions", ui_px(u, 14), false, ui_rgb(160, 166, 180), UI_LEFT);
        }
    }
    if (g->zone) {
        snprintf(text, sizeof text, "Markers  P1 %d  ·  P2 %d  (of %d)", g->markers[0], g->markers[1],
                 g->settings.markers_to_win);
        ui_text(u, l->top.w - ui_px(u, 16), y, text, ui_px(u, 16), false, ui_rgb(240, 210, 110), UI_RIGHT);
    }
}

static const char *status_words(const esc_game *g, int id, char *out, size_t size)
{
    const esc_unit_state *st = &g->units[id];
    out[0] = '\0';
    size_t n = 0;
#define ADD(s) n += (size_t)snprintf(out + n, n < size ? size - n : 0, "%s%s", n ? ", " : "", s)
    if (st->flags & ESC_UF_STANCE)
        ADD("defensive stance");
    if (esc_game_is_suppressed(g, id))
        ADD("suppressed");
    if (!esc_game_targetable(g, id))
        ADD("untargetable");
    if (esc_game_is_overcharged(g, id))
        ADD("overcharged");
    if (st->guarded_by != ESC_NO_UNIT)
        ADD("guarded");
#undef ADD
    return out;
}

static board_input_output feed(app *a, const board_input_event *ev);

static void draw_unit_card(ui *u, SDL_Rect box, app *a, int id, int *y_out)
{
    board_battle *bb = battle_of(a);
    const esc_game *g = &bb->match.game;
    const esc_squad *sq[ESC_SIDES];
    match_squads(a, sq);
    int side = esc_unit_side(id), slot = esc_unit_slot(id);
    const esc_unit_def *def = &sq[side]->units[slot];
    const esc_unit_state *st = &g->units[id];
    int pad = ui_px(u, 10), y = box.y;
    int token = ui_px(u, 64);
    board_draw_unit_token(u, ui_rect(box.x, y, token, token), side, assets_portrait_for(def), 1.0f, false, false);
    int tx = box.x + token + pad;
    ui_text(u, tx, y + ui_px(u, 2), def->name, ui_px(u, 18), true, ui_rgb(240, 242, 248), UI_LEFT);
    char line[160];
    esc_rank rank = esc_unit_rank(def);
    snprintf(line, sizeof line, "%s · %d RP · cost %lld", esc_rank_name(rank), esc_rank_points(rank), esc_unit_cost(def));
    ui_text(u, tx, y + ui_px(u, 26), line, ui_px(u, 14), false, ui_rgb(180, 186, 200), UI_LEFT);
    /* Not yet deployed: full Health; eliminated: none. */
    int hp = st->square != ESC_NO_SQUARE ? st->health : (st->flags & ESC_UF_DEAD) ? 0 : def->health;
    snprintf(line, sizeof line, "Health %d/%d   Range %d   Power %d   Move %d", hp, def->health, def->range, def->power,
             def->move);
    if (ui_text_width(u, line, ui_px(u, 14), true) > box.x + box.w - tx)
        snprintf(line, sizeof line, "HP %d/%d  Rng %d  Pow %d  Mov %d", hp, def->health, def->range, def->power, def->move);
    ui_text(u, tx, y + ui_px(u, 46), line, ui_px(u, 14), true, ui_rgb(222, 226, 236), UI_LEFT);
    y += token + pad;
    char statuses[160];
    status_words(g, id, statuses, sizeof statuses);
    if (st->square == ESC_NO_SQUARE && (st->flags & ESC_UF_DEAD))
        snprintf(statuses, sizeof statuses, "eliminated");
    if (statuses[0]) {
        snprintf(line, sizeof line, "Status: %.140s", statuses);
        ui_text(u, box.x, y, line, ui_px(u, 14), false, ui_rgb(140, 230, 170), UI_LEFT);
        y += ui_px(u, 20);
    }
    /* Abilities: a button each for the unit to act with, and their rule text. */
    bool own_turn = side == g->active && bb->match.human[side] && g->phase == ESC_PHASE_BATTLE;
    int key = 0;
    for (int ab = 0; ab < ESC_AB_COUNT; ab++) {
        if (!(st->abilities & (1u << ab)))
            continue;
        key++;
        const esc_ability_info *info = esc_ability_get(ab);
        snprintf(line, sizeof line, "%d  %s", key, info->name);
        SDL_Rect br = { box.x, y, box.w, ui_px(u, 28) };
        bool active = bb->st.input.mode == BOARD_INPUT_CHOOSE_ABILITY && bb->st.input.ability == ab && bb->st.input.selected == id;
        if (own_turn) {
            if (ui_button(u, br, line, st->square != ESC_NO_SQUARE)) {
                board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, (board_input_key)(BOARD_INPUT_KEY_ABILITY_1 + key - 1) };
                feed(a, &e);
            }
            if (active)
                ui_frame(u, br, ui_rgb(255, 220, 120), 2);
        } else {
            ui_text(u, box.x, y + ui_px(u, 5), line, ui_px(u, 15), true, ui_rgb(210, 214, 226), UI_LEFT);
        }
        y += ui_px(u, 30);
        y += ui_text_wrapped(u, ui_rect(box.x + ui_px(u, 6), y, box.w - ui_px(u, 6), 0), info->text, ui_px(u, 13),
                             ui_rgb(160, 166, 182)) + ui_px(u, 4);
    }
    *y_out = y;
}

static void draw_panel(ui *u, const board_layout *l, app *a)
{
    board_battle *bb = battle_of(a);
    board_battle_state *b = &bb->st;
    const esc_game *g = &bb->match.game;
    SDL_Rect p = l->panel;
    ui_panel(u, p);
    int pad = ui_px(u, 12), x = p.x + pad, w = p.w - 2 * pad, y = p.y + pad;
    SDL_Rect inner = { x, y, w, 0 };
    if (b->input.selected != ESC_NO_UNIT && (g->units[b->input.selected].flags & ESC_UF_PRESENT)) {
        draw_unit_card(u, inner, a, b->input.selected, &y);
    } else {
        ui_text_wrapped(u, ui_rect(x, y, w, 0),
                        g->phase == ESC_PHASE_DEPLOY ? "Place your units on your two home ranks, one at a time in turn."
                                                     : "Select a unit to see its card. Tab cycles your units.",
                        ui_px(u, 14), ui_rgb(170, 176, 190));
        y += ui_px(u, 44);
    }
    y += ui_px(u, 6);
    /* Command buttons. */
    int bh = ui_px(u, 32), gap = ui_px(u, 6), half = (w - gap) / 2;
    bool human_turn = bb->match.human[g->active] && g->phase != ESC_PHASE_OVER && !b->anim.playing;
    board_input_mode mode = b->input.mode;
    if (g->phase == ESC_PHASE_DEPLOY) {
        if (ui_button(u, ui_rect(x, y, w, bh), "Auto-deploy", human_turn)) {
            while (bb->match.game.phase == ESC_PHASE_DEPLOY) {
                esc_action d = board_match_auto_deploy(&bb->match);
                play(a, &d);
                /* Placements are instant; the last one's dice roll is shown. */
                if (bb->match.game.phase == ESC_PHASE_DEPLOY)
                    board_anim_finish(&b->anim);
            }
            board_input_sync(&b->input, &bb->match.game);
        }
        y += bh + gap;
    } else if (mode == BOARD_INPUT_COMMAND_UNIT || mode == BOARD_INPUT_COMMAND_SQUARE) {
        if (ui_button(u, ui_rect(x, y, w, bh), "Done with free moves (D)", human_turn)) {
            board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_DONE };
            feed(a, &e);
        }
        y += bh + gap;
    } else if (g->phase == ESC_PHASE_BATTLE) {
        bool own = human_turn && b->input.selected != ESC_NO_UNIT && esc_unit_side(b->input.selected) == g->active;
        if (ui_button(u, ui_rect(x, y, half, bh), "Move (M)", own)) {
            board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_MOVE };
            feed(a, &e);
        }
        if (ui_button(u, ui_rect(x + half + gap, y, half, bh), "Attack (A)", own)) {
            board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_ATTACK };
            feed(a, &e);
        }
        y += bh + gap;
        const char *end = mode == BOARD_INPUT_CONFIRM_END ? "Confirm end turn" : "End turn (E)";
        if (ui_button(u, ui_rect(x, y, half, bh), end, human_turn)) {
            board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, mode == BOARD_INPUT_CONFIRM_END ? BOARD_INPUT_KEY_CONFIRM : BOARD_INPUT_KEY_END_TURN };
            feed(a, &e);
        }
        if (ui_button(u, ui_rect(x + half + gap, y, half, bh), "Undo (Ctrl+Z)", board_match_can_undo(&bb->match) && !b->anim.playing)) {
            board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_UNDO };
            feed(a, &e);
        }
        y += bh + gap;
    }
    if (ui_button(u, ui_rect(x, y, half, bh), b->input.show_threats ? "Threats: on (T)" : "Threats: off (T)", true)) {
        board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_THREATS };
        feed(a, &e);
    }
    if (ui_button(u, ui_rect(x + half + gap, y, half, bh), "Menu (Esc)", true)) {
        app_scene_push(a, &board_pause_scene, NULL);
        return;
    }
    y += bh + gap * 2;
    /* The action log fills the rest, newest at the bottom. */
    int log_px = ui_px(u, 13), line_h = log_px + log_px / 2;
    int bottom = p.y + p.h - pad;
    ui_text(u, x, y, "Log", ui_px(u, 14), true, ui_rgb(150, 156, 172), UI_LEFT);
    y += line_h + 2;
    int rows = (bottom - y) / line_h;
    if (rows > 0 && u->draw) {
        int first = b->log_count - rows - b->log_scroll;
        if (first < 0)
            first = 0;
        for (int i = first; i < b->log_count && i < first + rows; i++) {
            SDL_Rect clip = { x, y, w, line_h };
            SDL_RenderSetClipRect(u->r, &clip);
            ui_text(u, x, y, b->log[i], log_px, false, i == b->log_count - 1 ? ui_rgb(236, 238, 244) : ui_rgb(170, 176, 190),
                    UI_LEFT);
            SDL_RenderSetClipRect(u->r, NULL);
            y += line_h;
        }
    }
    if (u->ev && u->ev->kind == UI_EV_WHEEL && ui_hover(u, p)) {
        b->log_scroll += u->ev->wheel;
        if (b->log_scroll < 0)
            b->log_scroll = 0;
        if (b->log_scroll > b->log_count)
            b->log_scroll = b->log_count;
        a->dirty = true;
    }
}

static void draw_dice(ui *u, app *a, const board_layout *l)
{
    board_battle *bb = battle_of(a);
    float p;
    const esc_event *e = board_anim_current(&bb->st.anim, &p);
    if (!e || (e->kind != ESC_EV_DICE && e->kind != ESC_EV_FIRST_PLAYER))
        return;
    SDL_Rect box = { l->board.x + l->board.w / 2 - ui_px(u, 190), l->board.y + l->board.h / 2 - ui_px(u, 90),
                     ui_px(u, 380), ui_px(u, 180) };
    ui_panel(u, box);
    int die = ui_px(u, 64);
    for (int s = 0; s < ESC_SIDES; s++) {
        SDL_Rect d = { box.x + box.w / 2 + (s == 0 ? -die - ui_px(u, 24) : ui_px(u, 24)), box.y + ui_px(u, 36), die, die };
        ui_fill(u, d, ui_rgb(245, 242, 232));
        ui_frame(u, d, board_side_colour[s], 4);
        int value;
        if (e->kind == ESC_EV_DICE && p < 0.7f)
            value = 1 + (int)((app_ticks(a) / 70 + (Uint32)s * 3) % 6); /* rolling */
        else if (e->kind == ESC_EV_DICE)
            value = s == 0 ? e->amount : e->other;
        else {
            const esc_game *g = &bb->match.game;
            value = g->dice[g->n_dice ? g->n_dice - 1 : 0][s];
        }
        char t[16];
        snprintf(t, sizeof t, "%d", value);
        ui_text(u, d.x + d.w / 2, d.y + ui_px(u, 12), t, ui_px(u, 34), true, ui_rgb(30, 30, 36), UI_CENTER);
        char who[16];
        snprintf(who, sizeof who, "Player %d", s + 1);
        ui_text(u, d.x + d.w / 2, d.y + die + ui_px(u, 8), who, ui_px(u, 14), false, ui_rgb(200, 204, 216), UI_CENTER);
    }
    const char *title = "Rolling for the first turn";
    char buf[64];
    if (e->kind == ESC_EV_DICE && p >= 0.7f && e->amount == e->other)
        title = "A tie: roll again";
    else if (e->kind == ESC_EV_FIRST_PLAYER) {
        snprintf(buf, sizeof buf, "Player %d takes the first turn", e->side + 1);
        title = buf;
    }
    ui_text(u, box.x + box.w / 2, box.y + ui_px(u, 10), title, ui_px(u, 16), true, ui_rgb(240, 240, 246), UI_CENTER);
}

static void draw_result(ui *u, app *a)
{
    board_battle *bb = battle_of(a);
    const esc_game *g = &bb->match.game;
    const esc_squad *sq[ESC_SIDES];
    match_squads(a, sq);
    ui_fill(u, ui_rect(0, 0, a->w, a->h), ui_rgba(0, 0, 0, 120));
    SDL_Rect box = { a->w / 2 - ui_px(u, 230), a->h / 2 - ui_px(u, 150), ui_px(u, 460), ui_px(u, 300) };
    ui_panel(u, box);
    char title[160], how[200];
    if (g->winner < 0)
        snprintf(title, sizeof title, "Draw");
    else
        snprintf(title, sizeof title, "Player %d wins", g->winner + 1);
    if (g->winner >= 0)
        snprintf(how, sizeof how, "%s, by %s after %d round%s", sq[g->winner]->name, esc_end_reason_text(g->end_reason),
                 esc_game_round(g), esc_game_round(g) == 1 ? "" : "s");
    else
        snprintf(how, sizeof how, "at %s after %d rounds", esc_end_reason_text(g->end_reason), esc_game_round(g));
    if (u->draw && g->winner >= 0)
        draw_disc(u->r, (float)(box.x + box.w / 2), (float)(box.y + ui_px(u, 40)), (float)ui_px(u, 16), board_side_colour[g->winner]);
    ui_text(u, box.x + box.w / 2, box.y + ui_px(u, 64), title, ui_px(u, 28), true, ui_rgb(245, 246, 250), UI_CENTER);
    ui_text(u, box.x + box.w / 2, box.y + ui_px(u, 106), how, ui_px(u, 15), false, ui_rgb(190, 196, 210), UI_CENTER);
    int left[2] = { esc_game_units_left(g, 0), esc_game_units_left(g, 1) };
    char units[120];
    snprintf(units, sizeof units, "Units left: %d against %d", left[0], left[1]);
    ui_text(u, box.x + box.w / 2, box.y + ui_px(u, 132), units, ui_px(u, 14), false, ui_rgb(160, 166, 182), UI_CENTER);
    int bw = ui_px(u, 130), bh = ui_px(u, 38), gap = ui_px(u, 12), bx = box.x + (box.w - 3 * bw - 2 * gap) / 2;
    int by = box.y + box.h - bh - ui_px(u, 24);
    if (ui_button(u, ui_rect(bx, by, bw, bh), "Rematch", true) || ui_pressed(u, UI_KEY_R)) {
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
        int levels[ESC_SIDES] = { bb->match.ai_level[0], bb->match.ai_level[1] };
        if (board_match_start(&bb->match, &map, sp, &settings, seed, human, why, sizeof why)) {
            board_match_set_levels(&bb->match, levels);
            battle_open(bb, bb->st.demo);
        }
        return;
    }
    if (ui_button(u, ui_rect(bx + bw + gap, by, bw, bh), "View board", true)) {
        bb->st.overlay = BOARD_BATTLE_PLAYING;
        a->dirty = true;
    }
    if (ui_button(u, ui_rect(bx + 2 * (bw + gap), by, bw, bh), bb->report ? "Continue" : "Main menu", true) ||
        ui_pressed(u, UI_KEY_ESCAPE)) {
        if (bb->report) {
            board_battle_result result = board_battle_outcome(bb);
            scene_result r = { SCENE_DONE, &result };
            app_scene_pop(a, &r);
        } else {
            app_scene_pop_to_root(a);
        }
        return;
    }
}

static void save_now(app *a)
{
    board_battle *bb = battle_of(a);
    char dir[DATA_PATH_MAX], path[DATA_PATH_MAX], stem[64];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(stem, sizeof stem, "%Y%m%d-%H%M%S", &tm);
    data_error err;
    if (!a->user_dir[0] || !data_paths_join(dir, sizeof dir, a->user_dir, "saves") || !data_paths_make_dirs(dir)) {
        toast(&bb->st, "Not saved: cannot create the saves directory");
        return;
    }
    /* A new name, claimed atomically: never over another save, even one made in
     * the same second or by another Skirmish. */
    if (data_save_save_new(dir, stem, path, sizeof path, &bb->match.record, &err)) {
        const char *name = strrchr(path, '/');
        char msg[200];
        snprintf(msg, sizeof msg, "Saved as %.150s", name ? name + 1 : path);
        toast(&bb->st, msg);
    } else {
        char msg[700];
        data_error_format(&err, msg, sizeof msg);
        char shown[200];
        snprintf(shown, sizeof shown, "Not saved: %.180s", msg);
        toast(&bb->st, shown);
    }
}

static void pause_run(ui *u, void *self)
{
    (void)self;
    app *a = u->app;
    if (ui_pressed(u, UI_KEY_ESCAPE)) {
        app_scene_pop(a, NULL);
        return;
    }
    ui_fill(u, ui_rect(0, 0, a->w, a->h), ui_rgba(0, 0, 0, 120));
    int bw = ui_px(u, 260), bh = ui_px(u, 40), gap = ui_px(u, 10);
    SDL_Rect box = { a->w / 2 - bw / 2 - ui_px(u, 24), a->h / 2 - ui_px(u, 170), bw + ui_px(u, 48), ui_px(u, 340) };
    ui_panel(u, box);
    ui_text(u, a->w / 2, box.y + ui_px(u, 16), "Paused", ui_px(u, 22), true, ui_rgb(240, 242, 248), UI_CENTER);
    int x = a->w / 2 - bw / 2, y = box.y + ui_px(u, 64);
    if (ui_button(u, ui_rect(x, y, bw, bh), "Resume", true)) {
        app_scene_pop(a, NULL);
        return;
    }
    y += bh + gap;
    if (ui_button(u, ui_rect(x, y, bw, bh), "Save game", true))
        save_now(a);
    y += bh + gap;
    if (ui_button(u, ui_rect(x, y, bw, bh), "Load game", a->load_scene != NULL)) {
        app_scene_push(a, a->load_scene, NULL);
        return;
    }
    y += bh + gap;
    if (ui_button(u, ui_rect(x, y, bw, bh), "Settings", a->settings_scene != NULL)) {
        app_scene_push(a, a->settings_scene, NULL);
        return;
    }
    y += bh + gap;
    if (ui_button(u, ui_rect(x, y, bw, bh), "Quit to menu", true)) {
        app_scene_pop_to_root(a);
        return;
    }
}

const scene board_pause_scene = {
    .name = "battle-pause",
    .overlay = true,
    .event = pause_run,
    .frame = pause_run,
};

/* ---- input ---- */

static board_input_output feed(app *a, const board_input_event *ev)
{
    board_battle *bb = battle_of(a);
    board_battle_state *b = &bb->st;
    board_input_output out = board_input_handle(&b->input, &bb->match.game, ev);
    switch (out.kind) {
    case BOARD_INPUT_OUT_ACTION: play(a, &out.action); break;
    case BOARD_INPUT_OUT_UNDO:
        if (!b->anim.playing && board_match_undo(&bb->match)) {
            board_anim_init(&b->anim, &bb->match.game);
            board_input_sync(&b->input, &bb->match.game);
            log_line(b, "Undone");
        }
        break;
    case BOARD_INPUT_OUT_PAUSE: app_scene_push(a, &board_pause_scene, NULL); break;
    case BOARD_INPUT_OUT_NONE: break;
    }
    /* With confirmation turned off in the settings, the question answers itself. */
    if (ev->kind == BOARD_INPUT_EV_KEY && ev->key == BOARD_INPUT_KEY_END_TURN && b->input.mode == BOARD_INPUT_CONFIRM_END &&
        !a->prefs.confirm_end_turn) {
        board_input_event yes = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_CONFIRM };
        return feed(a, &yes);
    }
    if (ev->kind == BOARD_INPUT_EV_KEY && ev->key == BOARD_INPUT_KEY_THREATS) {
        a->prefs.show_threats = b->input.show_threats;
        app_save_prefs(a);
    }
    a->dirty = true;
    return out;
}

static void board_events(ui *u, const board_layout *l, app *a)
{
    board_battle *bb = battle_of(a);
    const ui_event *ev = u->ev;
    if (!ev)
        return;
    board_input_event e = { BOARD_INPUT_EV_HOVER, ESC_NO_SQUARE, BOARD_INPUT_KEY_NEXT_UNIT };
    switch (ev->kind) {
    case UI_EV_MOUSE_MOVE: {
        int sq = board_square_at(l, ev->x, ev->y);
        if (sq != bb->st.input.hovered) {
            e.square = sq;
            feed(a, &e);
        }
        return;
    }
    case UI_EV_MOUSE_DOWN:
        if (board_square_at(l, ev->x, ev->y) == ESC_NO_SQUARE && ev->button == UI_BUTTON_LEFT)
            return;
        e.kind = ev->button == UI_BUTTON_RIGHT ? BOARD_INPUT_EV_CANCEL : BOARD_INPUT_EV_CLICK;
        e.square = board_square_at(l, ev->x, ev->y);
        feed(a, &e);
        return;
    case UI_EV_KEY:
        e.kind = BOARD_INPUT_EV_KEY;
        switch (ev->key) {
        case UI_KEY_TAB: e.key = ev->shift ? BOARD_INPUT_KEY_PREV_UNIT : BOARD_INPUT_KEY_NEXT_UNIT; break;
        case UI_KEY_M: e.key = BOARD_INPUT_KEY_MOVE; break;
        case UI_KEY_A: e.key = BOARD_INPUT_KEY_ATTACK; break;
        case UI_KEY_E: e.key = BOARD_INPUT_KEY_END_TURN; break;
        case UI_KEY_ENTER: e.key = BOARD_INPUT_KEY_CONFIRM; break;
        case UI_KEY_D: e.key = BOARD_INPUT_KEY_DONE; break;
        case UI_KEY_T: e.key = BOARD_INPUT_KEY_THREATS; break;
        case UI_KEY_Z:
            if (!ev->ctrl)
                return;
            e.key = BOARD_INPUT_KEY_UNDO;
            break;
        case UI_KEY_ESCAPE: e.kind = BOARD_INPUT_EV_CANCEL; break;
        default:
            if (ev->key >= UI_KEY_1 && ev->key <= UI_KEY_9) {
                e.key = (board_input_key)(BOARD_INPUT_KEY_ABILITY_1 + (ev->key - UI_KEY_1));
                break;
            }
            return;
        }
        feed(a, &e);
        return;
    default: return;
    }
}

static void battle_run(ui *u, void *self)
{
    board_battle *bb = self;
    app *a = u->app;
    board_battle_state *b = &bb->st;
    board_layout l = board_layout_compute(a->w, a->h, u->s);
    const esc_squad *sq[ESC_SIDES];
    match_squads(a, sq);
    if (u->draw) {
        SDL_SetRenderDrawColor(u->r, 16, 19, 28, 255);
        SDL_RenderClear(u->r);
        draw_top_bar(u, &l, a);
        board_draw(u, &l, &bb->match.game, &b->anim, &b->input, sq);
        /* The prompt line: what to do now, or why a click did nothing. */
        const char *prompt = b->input.message[0] ? b->input.message : board_input_prompt(&b->input, &bb->match.game);
        if (board_match_computer_to_act(&bb->match))
            prompt = board_match_ai_thinking(&bb->match) ? "The computer is thinking…" : "The computer is playing…";
        ui_text(u, l.prompt.x + l.prompt.w / 2, l.prompt.y + ui_px(u, 4), prompt, ui_px(u, 16), false,
                b->input.message[0] ? ui_rgb(255, 190, 120) : ui_rgb(200, 206, 220), UI_CENTER);
        draw_dice(u, a, &l);
        if (b->banner_age < 1.2f && bb->match.game.phase == ESC_PHASE_BATTLE && !b->anim.playing) {
            char text[80];
            snprintf(text, sizeof text, "Player %d · turn %d", bb->match.game.active + 1, bb->match.game.turn);
            int bw = ui_px(u, 320), bh = ui_px(u, 54);
            SDL_Rect r = { l.board.x + l.board.w / 2 - bw / 2, l.board.y + l.board.h / 2 - bh / 2, bw, bh };
            ui_fill(u, r, ui_rgba(16, 18, 26, 210));
            ui_fill(u, ui_rect(r.x, r.y, ui_px(u, 6), r.h), board_side_colour[bb->match.game.active]);
            ui_text(u, r.x + r.w / 2, r.y + ui_px(u, 14), text, ui_px(u, 20), true, ui_rgb(245, 246, 250), UI_CENTER);
        }
        if (b->toast[0]) {
            /* Passing messages live in the top bar, never over the units. */
            int tw = ui_text_width(u, b->toast, ui_px(u, 15), true) + ui_px(u, 24);
            SDL_Rect tr = { l.top.w / 2 - tw / 2 + ui_px(u, 120), ui_px(u, 6), tw, l.top.h - ui_px(u, 12) };
            ui_fill(u, tr, ui_rgb(30, 60, 44));
            ui_text(u, tr.x + tw / 2, tr.y + (tr.h - ui_px(u, 19)) / 2, b->toast, ui_px(u, 15), true,
                    ui_rgb(170, 245, 190), UI_CENTER);
        }
    }
    if (b->overlay == BOARD_BATTLE_PLAYING) {
        if (!u->draw)
            board_events(u, &l, a);
        draw_panel(u, &l, a);
    } else {
        ui quiet = *u; /* the panel is drawn but not clickable: the overlay takes the input */
        quiet.ev = NULL;
        draw_panel(&quiet, &l, a);
        draw_result(u, a);
    }
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

static bool battle_enter(app *a, const void *arg, void **self)
{
    const board_battle_args *args = arg;
    board_battle *bb = calloc(1, sizeof *bb);
    if (!bb) {
        snprintf(a->message, sizeof a->message, "out of memory");
        return false;
    }
    bb->app = a;
    bb->match = *args->match;
    board_match_init_empty(args->match); /* taken over */
    bb->report = args->report;
    battle_open(bb, args->demo);
    *self = bb;
    return true;
}

static void battle_leave(app *a, void *self)
{
    (void)a;
    board_battle *bb = self;
    board_match_free(&bb->match);
    free(bb);
}

static bool battle_tick(app *a, void *self, float dt, bool on_top)
{
    (void)a;
    return battle_update(self, dt, on_top);
}

static void battle_notify(app *a, void *self, const char *text)
{
    (void)a;
    board_battle *bb = self;
    toast(&bb->st, text);
}

const scene board_battle_scene = {
    .name = "battle",
    .enter = battle_enter,
    .leave = battle_leave,
    .event = battle_run,
    .frame = battle_run,
    .update = battle_tick,
    .notify = battle_notify,
};
