/*
 * A human seat knocked out (blind play-test 15): the game stops and says so
 * ("You are out: Bob took Coldgate in turn 4"). When no human is left at the
 * screen it asks what now: watch the rest (the computers' turns one at a time,
 * with a pause, the log and the report), the results at once, or the menu.
 * In hot-seat with players left, the seat's notice is said once, before the
 * next player takes the screen. Played locally only (the server says it online).
 */
#include <stdio.h>

#include "conquest/conquest.h"
#include "conquest/label.h"
#include "conquest/out.h"
#include "conquest/play_internal.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"

/* How long a watched game rests between two turns (seconds). */
#define WATCH_BREATH 1.5f

/* How many seats of the game are human (out or not). */
static int humans_seated(const conquest_match *m)
{
    int n = 0;
    for (int p = 0; p < m->state.n_players; p++)
        n += conquest_match_is_human(m, p);
    return n;
}

void conquest_out_text(const conquest_match *m, int p, bool you, char *out, size_t size)
{
    const cq_state *s = &m->state, *b = &m->before;
    int turn = s->players[p].eliminated_turn;
    int lost = -1, taker = CQ_NEUTRAL;
    /* Its last vertices as the turn found them: who holds them now. */
    if (b->turn == turn && !b->players[p].eliminated)
        for (int v = 0; v < m->graph.n_vertices; v++)
            if (b->controller[v] == p && s->controller[v] != p && (lost < 0 || taker == CQ_NEUTRAL)) {
                lost = v;
                taker = s->controller[v];
            }
    const char *name = conquest_player_name(m, p);
    if (lost >= 0 && taker != CQ_NEUTRAL) {
        if (you)
            /* TRANSLATORS: the notice when the human is knocked out; %s a player, %s a vertex (its last) */
            snprintf(out, size, _("You are out: %.40s took %.40s, your last vertex, in turn %d."),
                     conquest_player_name(m, taker), conquest_place(&m->graph, lost), turn);
        else
            /* TRANSLATORS: hot-seat, a player knocked out: %s that player, %s who took its last vertex %s */
            snprintf(out, size, _("%.40s is out: %.40s took %.40s, their last vertex, in turn %d."), name,
                     conquest_player_name(m, taker), conquest_place(&m->graph, lost), turn);
    } else if (lost >= 0) {
        if (you)
            snprintf(out, size, _("You are out: your last units, at %.40s, were destroyed in turn %d."),
                     conquest_place(&m->graph, lost), turn);
        else
            snprintf(out, size, _("%.40s is out: their last units, at %.40s, were destroyed in turn %d."),
                     name, conquest_place(&m->graph, lost), turn);
    } else if (you)
        snprintf(out, size, _("You are out: you lost your last vertex in turn %d."), turn);
    else
        snprintf(out, size, _("%.40s is out: they lost their last vertex in turn %d."), name, turn);
}

bool conquest_out_check(app *a, conquest_screen *c)
{
    if (c->out_notice > 0)
        return true;
    const conquest_match *m = &c->match;
    if (c->online || m->net != NULL || cq_state_over(&m->state))
        return false;
    for (int p = 0; p < m->state.n_players && p < 32; p++)
        if (conquest_match_is_human(m, p) && m->state.players[p].eliminated && !(c->out_said & (1u << p))) {
            c->out_said |= 1u << p;
            c->out_notice = p + 1;
            c->out_reader = p + 1; /* the last one out reads the log while the rest is watched */
            c->watching = false;
            a->dirty = true;
            return true;
        }
    return false;
}

float conquest_out_breath(const conquest_screen *c)
{
    return c->watching ? WATCH_BREATH : 0.35f;
}

/* Every turn left resolved at once, into the log; the game over. */
static void finish_now(app *a, conquest_screen *c)
{
    int guard = c->match.state.max_turns - c->match.state.turn + 2; /* the turn limit ends it at the latest */
    for (; guard > 0 && !cq_state_over(&c->match.state); guard--) {
        if (!conquest_match_resolve(&c->match)) {
            snprintf(c->message, sizeof c->message, "%s", _("Out of memory resolving the turn"));
            break;
        }
        conquest_show_turn_done(c);
    }
    c->animating = false;
    c->watching = false;
    conquest_autosave(a, c);
    a->dirty = true;
}

void conquest_out_run(ui *u, app *a, SDL_Rect view)
{
    conquest_screen *c = conquest_current(a);
    if (!c)
        return;
    if (c->out_notice > 0) {
        int p = c->out_notice - 1;
        bool last = conquest_match_humans_left(&c->match) == 0;
        char text[300];
        conquest_out_text(&c->match, p, humans_seated(&c->match) == 1, text, sizeof text);
        int w = view.w - ui_px(u, 40) < ui_px(u, 560) ? view.w - ui_px(u, 40) : ui_px(u, 560);
        int pad = ui_px(u, 20), bh = ui_px(u, 38);
        ui measure = *u; /* the heights first, nothing drawn */
        measure.draw = false;
        int text_h = ui_text_wrapped(&measure, ui_rect(0, 0, w - 2 * pad, 0), text, ui_px(u, 17), ui_rgb(0, 0, 0));
        const char *sub = last ? _("The computers play on without you. What now?") : NULL;
        int sub_h = sub ? ui_text_wrapped(&measure, ui_rect(0, 0, w - 2 * pad, 0), sub, ui_px(u, 15), ui_rgb(0, 0, 0)) : 0;
        int h = pad + ui_px(u, 34) + text_h + ui_px(u, 10) + sub_h + ui_px(u, 16) + bh + pad;
        SDL_Rect box = ui_rect(view.x + (view.w - w) / 2, view.y + (view.h - h) / 2, w, h);
        ui_panel(u, box);
        int x = box.x + pad, y = box.y + pad;
        ui_text(u, x, y, last && humans_seated(&c->match) == 1 ? _("You are out") : _("A player is out"), ui_px(u, 24),
                true, ui_rgb(255, 150, 120), UI_LEFT);
        y += ui_px(u, 34);
        y += ui_text_wrapped(u, ui_rect(x, y, w - 2 * pad, 0), text, ui_px(u, 17), ui_rgb(236, 238, 246)) + ui_px(u, 10);
        if (sub)
            ui_text_wrapped(u, ui_rect(x, y, w - 2 * pad, 0), sub, ui_px(u, 15), ui_rgb(190, 196, 210));
        int by = box.y + box.h - pad - bh, gap = ui_px(u, 10);
        if (!last) {
            /* TRANSLATORS: the only button of "Alice is out" in hot-seat: the game goes on for the others */
            if (ui_button(u, ui_rect(box.x + box.w - pad - ui_px(u, 160), by, ui_px(u, 160), bh), _("Go on (Enter)"),
                          true) ||
                ui_pressed(u, UI_KEY_ENTER)) {
                c->out_notice = 0;
                a->dirty = true;
            }
            return;
        }
        int bw = (w - 2 * pad - 2 * gap) / 3;
        /* TRANSLATORS: the three answers of "You are out", buttons about 160 pixels wide at the smallest window */
        bool watch = ui_button(u, ui_rect(x, by, bw, bh), _("Watch the rest"), true) || ui_pressed(u, UI_KEY_ENTER);
        bool results = ui_button(u, ui_rect(x + bw + gap, by, bw, bh), _("See results now"), true);
        bool menu = ui_button(u, ui_rect(x + 2 * (bw + gap), by, bw, bh), _("Main menu"), true);
        if (watch || results) {
            c->out_notice = 0;
            c->watching = watch;
            c->watch_paused = false;
            c->idle_t = 0;
            a->dirty = true;
            if (results)
                finish_now(a, c);
        } else if (menu)
            app_scene_pop_to_root(a);
        return;
    }
    if (!c->watching || cq_state_over(&c->match.state) || conquest_match_humans_left(&c->match) > 0)
        return;
    /* Watching: a strip at the map's foot says so, with a pause and the results. */
    int bh = ui_px(u, 30), pad = ui_px(u, 8);
    /* each button as wide as its label needs (a longer language) */
    const char *pause = c->watch_paused ? _("Play on") : _("Pause"), *results = _("See results now");
    int bw_res = ui_text_width(u, results, ui_px(u, 15), true) + ui_px(u, 24);
    int bw_pause = ui_text_width(u, pause, ui_px(u, 15), true) + ui_px(u, 24);
    bw_pause = bw_pause < ui_px(u, 110) ? ui_px(u, 110) : bw_pause;
    int turn = c->match.state.turn - (c->animating ? 1 : 0); /* the turn the map shows resolving */
    char line[160];
    if (c->watch_paused)
        /* TRANSLATORS: the strip while an eliminated player watches the computers, paused */
        snprintf(line, sizeof line, _("Watching, paused at turn %d"), turn);
    else
        snprintf(line, sizeof line, _("Watching the computers: turn %d"), turn);
    /* the line beside the buttons, or over them in a narrow window */
    int text_w = ui_text_width(u, line, ui_px(u, 15), true);
    bool two_rows = text_w + bw_res + bw_pause + 4 * pad > view.w;
    int strip_h = bh + 2 * pad + (two_rows ? ui_px(u, 24) : 0);
    SDL_Rect strip = ui_rect(view.x, view.y + view.h - strip_h, view.w, strip_h);
    ui_fill(u, strip, ui_rgba(16, 19, 28, 220));
    int by = strip.y + strip.h - pad - bh, bx = strip.x + strip.w - pad - bw_res;
    ui_text(u, strip.x + pad, two_rows ? strip.y + pad : by + ui_px(u, 6), line, ui_px(u, 15), true,
            ui_rgb(230, 234, 244), UI_LEFT);
    if (ui_button(u, ui_rect(bx - pad - bw_pause, by, bw_pause, bh), pause, true)) {
        c->watch_paused = !c->watch_paused;
        c->idle_t = 0;
        a->dirty = true;
    }
    if (ui_button(u, ui_rect(bx, by, bw_res, bh), results, true))
        finish_now(a, c);
}
