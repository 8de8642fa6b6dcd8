/*
 * The Conquest screen's players (see play_internal.h): the side panel's list of
 * who is in the game, each with emblem, name, seat, vertices and units (the
 * totals as they stood until the resolution's animation has shown why they
 * changed) and whether a human is still ordering or ready; and the final
 * ranking, ranked by the core (cq_state_rank_groups).
 */
#include <stdio.h>
#include <string.h>

#include "conquest/conquest.h"
#include "conquest/label.h"
#include "conquest/look.h"
#include "conquest/play_internal.h"
#include "shell/ui.h"
#include "skirmish/data/seats.h"
#include "skirmish/i18n.h"

bool conquest_name_says_seat(const conquest_match *m, int p)
{
    if (p < 0 || p >= m->state.n_players)
        return true;
    /* A computer's default name is its seat, numbered ("Computer 2 (Easy)"). */
    if (m->name[p][0] == '\0' && m->seat[p] != CONQUEST_SEAT_HUMAN)
        return true;
    return strstr(conquest_player_name(m, p), conquest_seat_name(m->seat[p])) != NULL;
}

void conquest_draw_players(ui *u, const conquest_screen *c, SDL_Rect p, int *y_io)
{
    /* While a turn resolves the totals are what the map shows at its stage
     * (show.c): they change as the animation shows why. */
    const cq_state *s = c->animating ? &c->shown : &c->match.state;
    int y = *y_io, x = p.x + ui_px(u, 12);
    int px = ui_px(u, 14);
    ui_text(u, x, y, _("Players"), px, true, ui_rgb(150, 156, 172), UI_LEFT);
    y += px * 3 / 2;
    /* The seat ("Human") beside the name on every row or on none: one row
     * without it (too long, or bold as the viewer's) dropped it on some screens
     * and not others. Measured bold, with room for a status. */
    bool seats_fit = true;
    for (int i = 0; i < s->n_players && seats_fit; i++) {
        if (s->players[i].eliminated || conquest_name_says_seat(&c->match, i))
            continue;
        char probe[200];
        snprintf(probe, sizeof probe, "%.40s · %s · %s", conquest_player_name(&c->match, i),
                 conquest_seat_name(c->match.seat[i]), P_("%d vertex", "%d vertices", 99));
        int status_w = ui_text_width(u, C_("players", "ordering"), ui_px(u, 12), true) + ui_px(u, 14);
        seats_fit = ui_text_width(u, probe, px, true) + ui_text_width(u, " · 9999 units", px, true) <=
                    p.w - ui_px(u, 44) - status_w;
    }
    /* Every row on one line, or every row's figures on a line of their own
     * (play-test 3 at 800x560: one row wrapped and the next did not, and the
     * statuses stood at different heights). */
    bool all_two = false;
    int status_room = ui_text_width(u, C_("players", "ordering"), ui_px(u, 12), true) + ui_px(u, 14);
    int ready_room = ui_text_width(u, C_("players", "ready"), ui_px(u, 12), true) + ui_px(u, 14);
    status_room = ready_room > status_room ? ready_room : status_room;
    for (int i = 0; i < s->n_players && !all_two; i++) {
        if (s->players[i].eliminated)
            continue;
        /* Measured with the figures a game grows to (every vertex of the map,
         * three digits of units at least), not today's: the layout chosen on
         * turn 1 holds as the figures grow (play-test 5: "10 vertices · 73
         * units" turned each row into two mid-game). */
        long long nu = (long long)cq_state_player_units(s, i);
        nu = nu < 999 ? 999 : nu;
        int nv = c->match.graph.n_vertices;
        char probe[200], vertices[48], units[48];
        snprintf(vertices, sizeof vertices, P_("%d vertex", "%d vertices", nv), nv);
        snprintf(units, sizeof units, P_("%lld unit", "%lld units", nu), nu);
        snprintf(probe, sizeof probe, "%.40s · %s · %s", conquest_player_name(&c->match, i), vertices, units);
        /* as the row is drawn: bold for the viewer, a status for a human */
        int room = p.w - ui_px(u, 44) - (conquest_match_is_human(&c->match, i) ? status_room : 0);
        all_two = ui_text_width(u, probe, px, i == c->viewer) > room;
    }
    for (int i = 0; i < s->n_players; i++) {
        if (u->draw)
            ui_emblem(u->r, i, (float)(x + ui_px(u, 7)), (float)(y + px * 2 / 3), (float)ui_px(u, 7), conquest_player_colour(i));
        char line[200], how[112];
        if (s->players[i].eliminated) {
            /* TRANSLATORS: a player knocked out of the game, in the players' list. */
            snprintf(how, sizeof how, _("out in turn %d"), s->players[i].eliminated_turn);
        } else {
            int nv = cq_state_player_vertices(s, i);
            long long nu = (long long)cq_state_player_units(s, i);
            char vertices[48], units[48];
            /* TRANSLATORS: a vertex is an area of the Conquest map (a node of its graph). */
            snprintf(vertices, sizeof vertices, P_("%d vertex", "%d vertices", nv), nv);
            snprintf(units, sizeof units, P_("%lld unit", "%lld units", nu), nu);
            snprintf(how, sizeof how, "%s · %s", vertices, units);
        }
        /* Who is ready: each human still in, while orders are being entered. */
        const char *status = NULL;
        bool status_good = false;
        if (c->online)
            status = conquest_remote_seat_status(c, i, &status_good); /* the server's word */
        else if (!s->players[i].eliminated && conquest_match_is_human(&c->match, i) && !c->animating &&
                 !cq_state_over(&c->match.state) && c->match.net == NULL) {
            status = c->match.orders[i].ready ? C_("players", "ready") : C_("players", "ordering");
            status_good = c->match.orders[i].ready;
        }
        int status_w = status ? ui_text_width(u, status, ui_px(u, 12), true) + ui_px(u, 14) : 0;
        if (status) {
            SDL_Color sc = status_good ? ui_rgb(150, 230, 170) : ui_rgb(255, 214, 140);
            /* on the name's line, its middle at the name's middle */
            ui_text(u, p.x + p.w - ui_px(u, 12), y + (ui_text_px(px) - ui_text_px(ui_px(u, 12))) / 2, status,
                    ui_px(u, 12), true, sc, UI_RIGHT);
        }
        const char *name = conquest_player_name(&c->match, i);
        if (conquest_name_says_seat(&c->match, i) || !seats_fit) /* "Computer 2 (Easy)" says its seat */
            snprintf(line, sizeof line, "%.40s · %s", name, how);
        else
            snprintf(line, sizeof line, "%.40s · %s · %s", name, conquest_seat_name(c->match.seat[i]), how);
        /* Narrow panel: the seat goes (the setup and the saves still say it), then
         * the figures go under the name. */
        int room = p.w - ui_px(u, 44) - status_w;
        bool two_lines = false;
        if (ui_text_width(u, line, px, i == c->viewer) > room)
            snprintf(line, sizeof line, "%.40s · %s", name, how);
        if (all_two || ui_text_width(u, line, px, i == c->viewer) > room) {
            snprintf(line, sizeof line, "%.40s", name);
            two_lines = true;
            /* a name longer than the row ends in "…" (play-test 7) */
            if (ui_text_width(u, line, px, i == c->viewer) > room)
                ui_text_cut(u, line, sizeof line, px, i == c->viewer, room);
        }
        SDL_Color ink = s->players[i].eliminated ? ui_rgb(120, 124, 136) : ui_rgb(222, 226, 236);
        ui_text_fit(u, ui_rect(x + ui_px(u, 20), y, room, px * 5 / 4), line, px, i == c->viewer, ink, UI_LEFT);
        y += px * 3 / 2;
        if (two_lines) {
            /* The figures' own line: the ready tag stands on the name's line only. */
            int wide = p.w - ui_px(u, 44);
            ui_text_fit(u, ui_rect(x + ui_px(u, 20), y, wide, px * 5 / 4), how, px, false, ink, UI_LEFT);
            y += px * 3 / 2;
        }
    }
    *y_io = y + ui_px(u, 8);
}

bool conquest_final_turn_line(const conquest_screen *c, char *out, size_t size)
{
    out[0] = '\0';
    int seat = conquest_show_reader(c);
    if (seat < 0 || !conquest_match_is_human(&c->match, seat))
        return false; /* a game of computers: the ranking says it all */
    int turn = c->match.state.turn - 1, took = 0, lost = 0, told = 0;
    for (int i = 0; i < c->log.n; i++) {
        const evlog_entry *e = &c->log.items[i];
        if (e->turn != turn || e->visible != evlog_seat_bit(seat))
            continue; /* the seat's own entries of the last turn: what it took and lost */
        told++;
        took += e->kind == EVLOG_CAPTURE;
        lost += e->kind == EVLOG_LOSS;
    }
    if (told == 0)
        return false; /* no turn of its told here (a finished game loaded without its log) */
    /* TRANSLATORS: the result dialog's line on the final turn: its number, the vertices the player took and
     * lost in it; View map is the dialog's button (the turn's report opens behind it). */
    snprintf(out, size, P_("Turn %d, the last: %d vertex taken, %d lost. View map: its report.",
                           "Turn %d, the last: %d vertices taken, %d lost. View map: its report.", took),
             turn, took, lost);
    return true;
}

/* The rule that ranked them (docs/conquest.md §10, §11). */
static void ranking_why(const conquest_screen *c, char *why, size_t size)
{
    const cq_state *s = &c->match.state;
    int winner = cq_state_winner(s);
    if (winner >= 0)
        /* TRANSLATORS: why the game ended: %s is the winner's name. */
        snprintf(why, size, _("%.40s is the last player left."), conquest_player_name(&c->match, winner));
    else if (s->turn > s->max_turns)
        /* TRANSLATORS: why the game ended and how the players are ranked at the turn limit. */
        snprintf(why, size, _("Turn limit (%d turns) reached: the most units in total wins."), s->max_turns);
    else if (cq_state_players_left(s) == 0)
        snprintf(why, size, "%s", _("No player is left."));
    else
        /* TRANSLATORS: why the players are ranked so: a game ended early (its file says so). */
        snprintf(why, size, "%s", _("The game was ended: the most units in total wins."));
}

/* The rule's line split in two at a space where it is wider than w (play-test
 * 13: "le plus d'unités au total l'emp…" cut in French); false: one line. */
static bool why_split(ui *u, char *why, int px, int w, char **second)
{
    *second = NULL;
    if (ui_text_width(u, why, px, false) <= w)
        return false;
    size_t n = strlen(why), at = 0;
    for (size_t d = 0; d <= n / 2 && at == 0; d++) /* the space nearest the middle */
        at = n / 2 + d < n && why[n / 2 + d] == ' ' ? n / 2 + d : d < n / 2 && why[n / 2 - d] == ' ' ? n / 2 - d : 0;
    if (at > 0) {
        why[at] = '\0';
        *second = why + at + 1;
        return true;
    }
    return false;
}

int conquest_ranking_extra(ui *u, const conquest_screen *c, int box_w)
{
    char why[200], *second;
    ranking_why(c, why, sizeof why);
    int extra = why_split(u, why, ui_px(u, 14), box_w - ui_px(u, 40), &second) ? ui_px(u, 18) : 0;
    /* the final turn's line on two when it must (blind play-test 17: cut in French) */
    char last[240];
    if (conquest_final_turn_line(c, last, sizeof last) && why_split(u, last, ui_px(u, 13), box_w - ui_px(u, 40), &second))
        extra += ui_px(u, 17);
    return extra;
}

void conquest_draw_ranking(ui *u, const conquest_screen *c, SDL_Rect box)
{
    const cq_state *s = &c->match.state;
    ui_panel(u, box);
    int x = box.x + ui_px(u, 20), y = box.y + ui_px(u, 16);
    int winner = cq_state_winner(s);
    int order[CQ_MAX_PLAYERS], start[CQ_MAX_PLAYERS + 1];
    int groups = cq_state_rank_groups(s, order, start);
    /* At the turn limit the ranking's first wins, when it is first alone. */
    int first = winner >= 0 ? winner : groups > 0 && start[1] - start[0] == 1 ? order[0] : -1;
    char title[120], why[200];
    data_seat seats[CQ_MAX_PLAYERS];
    conquest_match_seats(&c->match, seats);
    int human = data_seat_only_human(seats, s->n_players);
    if (first >= 0 && human >= 0)
        /* Against the computer the result is told from the human's seat. */
        snprintf(title, sizeof title, "%s", first == human ? _("Victory") : _("Defeat"));
    else if (first >= 0)
        snprintf(title, sizeof title, _("%.40s wins"), conquest_player_name(&c->match, first));
    else if (cq_state_players_left(s) == 0)
        snprintf(title, sizeof title, "%s", _("Nobody wins"));
    else
        /* TRANSLATORS: the end of a game: two or more players share the first place. */
        snprintf(title, sizeof title, "%s", _("A tie for first place"));
    ranking_why(c, why, sizeof why);
    ui_text(u, box.x + box.w / 2, y, title, ui_px(u, 26), true, ui_rgb(245, 246, 250), UI_CENTER);
    y += ui_px(u, 40);
    char *second, rest[200] = "";
    if (why_split(u, why, ui_px(u, 14), box.w - ui_px(u, 40), &second))
        snprintf(rest, sizeof rest, "%s", second);
    ui_text_cut(u, why, sizeof why, ui_px(u, 14), false, box.w - ui_px(u, 40));
    ui_text(u, box.x + box.w / 2, y, why, ui_px(u, 14), false, ui_rgb(200, 206, 220), UI_CENTER);
    if (rest[0]) {
        y += ui_px(u, 18);
        ui_text_cut(u, rest, sizeof rest, ui_px(u, 14), false, box.w - ui_px(u, 40));
        ui_text(u, box.x + box.w / 2, y, rest, ui_px(u, 14), false, ui_rgb(200, 206, 220), UI_CENTER);
    }
    /* The final turn in a line: the result came out of it, and its report
     * waits behind View map (play-test 4: nothing said what it did). The
     * dialog is that much taller (play.c). */
    char last[240];
    if (conquest_final_turn_line(c, last, sizeof last)) {
        y += ui_px(u, 22);
        /* wrapped on two lines, not cut (blind play-test 17: "… sommets perdus : 1. Vo…") */
        char *tail = NULL;
        why_split(u, last, ui_px(u, 13), box.w - ui_px(u, 40), &tail);
        for (char *part = last; part; part = part == last ? tail : NULL) {
            char line[240];
            snprintf(line, sizeof line, "%s", part);
            ui_text_cut(u, line, sizeof line, ui_px(u, 13), false, box.w - ui_px(u, 40));
            ui_text(u, box.x + box.w / 2, y, line, ui_px(u, 13), false, ui_rgb(255, 214, 140), UI_CENTER);
            if (part == last && tail)
                y += ui_px(u, 17);
        }
        y += ui_px(u, 24);
    } else {
        y += ui_px(u, 32);
    }
    int px = ui_px(u, 15);
    int place = 1;
    for (int g = 0; g < groups; g++) {
        for (int k = start[g]; k < start[g + 1]; k++) {
            int pl = order[k];
            char line[200], how[112];
            if (s->players[pl].eliminated) {
                snprintf(how, sizeof how, _("eliminated in turn %d"), s->players[pl].eliminated_turn);
            } else {
                long long nu = (long long)cq_state_player_units(s, pl);
                int nv = cq_state_player_vertices(s, pl);
                char units[48], vertices[48];
                snprintf(units, sizeof units, P_("%lld unit", "%lld units", nu), nu);
                snprintf(vertices, sizeof vertices, P_("%d vertex", "%d vertices", nv), nv);
                snprintf(how, sizeof how, "%s, %s", units, vertices);
            }
            /* TRANSLATORS: in the final ranking, a player who shares its place with others. */
            const char *tied = start[g + 1] - start[g] > 1 ? C_("ranking", "tied") : NULL;
            /* The seat in brackets only when the name does not say it already
             * (a computer's default name is its seat: "Computer (Easy)"). */
            const char *pname = conquest_player_name(&c->match, pl), *seat = conquest_seat_name(c->match.seat[pl]);
            if (conquest_name_says_seat(&c->match, pl))
                snprintf(line, sizeof line, "%d.  %.40s · %s%s%s", place, pname, how, tied ? " · " : "", tied ? tied : "");
            else
                /* a dot, not brackets: a seat's name has its own ("Bob (Computer (Hard))") */
                snprintf(line, sizeof line, "%d.  %.40s · %s · %s%s%s", place, pname, seat, how, tied ? " · " : "",
                         tied ? tied : "");
            /* Too wide (a longer language, a tie): the seat goes, as in the side panel. */
            if (ui_text_width(u, line, px, g == 0) > box.w - ui_px(u, 40))
                snprintf(line, sizeof line, "%d.  %.40s · %s%s%s", place, conquest_player_name(&c->match, pl), how,
                         tied ? " · " : "",
                         tied ? tied : "");
            ui_text_cut(u, line, sizeof line, px, g == 0, box.w - ui_px(u, 40));
            if (u->draw)
                ui_emblem(u->r, pl, (float)(x + ui_px(u, 6)), (float)(y + px * 2 / 3), (float)ui_px(u, 6), conquest_player_colour(pl));
            ui_text(u, x + ui_px(u, 20), y, line, px, g == 0, ui_rgb(226, 230, 238), UI_LEFT);
            y += px * 3 / 2;
        }
        place += start[g + 1] - start[g];
    }
}

void conquest_leader_text(const cq_state *s, const conquest_match *m, char *out, size_t size)
{
    out[0] = '\0';
    long long best = -1;
    int n_best = 0, first = -1;
    for (int p = 0; p < s->n_players; p++) {
        if (s->players[p].eliminated)
            continue;
        long long u = (long long)cq_state_player_units(s, p);
        if (u > best) {
            best = u;
            n_best = 1;
            first = p;
        } else if (u == best) {
            n_best++;
        }
    }
    if (first < 0)
        return;
    if (n_best == 1)
        /* TRANSLATORS: the top bar; %s a player's name; the units are that player's in total */
        snprintf(out, size, P_("%.40s leads with %lld unit", "%.40s leads with %lld units", best),
                 conquest_player_name(m, first), best);
    else
        /* TRANSLATORS: the top bar: several players have the most units in total */
        snprintf(out, size, P_("%d players tie for the lead with %lld unit", "%d players tie for the lead with %lld units", best),
                 n_best, best);
}

void conquest_draw_top(ui *u, const conquest_screen *c, SDL_Rect top)
{
    const cq_state *s = &c->match.state;
    /* While a turn resolves the lead is read from what the Players panel and
     * the map show at that moment (blind play-test 16: "2 players tie for the
     * lead with 1 unit" over a panel of 0 units each, the turn's start's). */
    const cq_state *shown = c->animating ? &c->shown : s;
    bool last = !c->animating && !cq_state_over(s) && s->max_turns > 0 && s->turn >= s->max_turns;
    char text[320], map[96], when[96], lead[120];
    conquest_map_title(map, sizeof map, c->match.map_name);
    if (c->animating)
        snprintf(when, sizeof when, _("resolving turn %d of %d"), c->match.before.turn, s->max_turns);
    else if (cq_state_over(s))
        snprintf(when, sizeof when, _("game over after turn %d"), s->turn - 1);
    else if (last)
        /* TRANSLATORS: the top bar on the turn limit's turn: the game ends when it resolves */
        snprintf(when, sizeof when, _("LAST TURN (%d of %d)"), s->turn, s->max_turns);
    else
        snprintf(when, sizeof when, _("turn %d of %d"), s->turn, s->max_turns);
    conquest_leader_text(shown, &c->match, lead, sizeof lead);
    if (lead[0] && !cq_state_over(s))
        snprintf(text, sizeof text, "%s \u00b7 %.60s \u00b7 %s \u00b7 %s", _("Conquest"), map, when, lead);
    else
        snprintf(text, sizeof text, "%s \u00b7 %.60s \u00b7 %s", _("Conquest"), map, when);
    SDL_Rect line = ui_rect(ui_px(u, 16), 0, top.w - ui_px(u, 32), top.h);
    ui_text_fit(u, ui_rect(line.x, (top.h - ui_px(u, 22)) / 2, line.w, ui_px(u, 24)), text, ui_px(u, 18), true,
                last ? ui_rgb(255, 200, 100) : ui_rgb(236, 238, 244), UI_LEFT);
    char tip[400];
    /* TRANSLATORS: the top bar's tooltip; %d is the turn limit */
    snprintf(tip, sizeof tip,
             _("A player alone on the map wins at once. Otherwise the game ends after turn %d: the player with the "
               "most units in total wins (equal totals tie), and players knocked out rank below, the last out first."),
             s->max_turns);
    ui_tooltip(u, line, tip);
}
