/*
 * A scenario in words and in a picture, for the Scenarios screen and the
 * editor alike (see scenario_internal.h). Names, briefings, side names and
 * labels are the file's own text: a shipped scenario's translated by the
 * content catalogue, a player's own shown as typed (board_scenario_text); the
 * rest is the client's own text.
 */
#include <stdio.h>
#include <string.h>

#include "board/view.h"
#include "scenario/scenario_internal.h"
#include "skirmish/i18n.h"

void scenario_side_name(const esc_scenario *s, int side, char *out, size_t size)
{
    if (side >= 0 && side < ESC_SIDES && s->sides[side].name[0])
        snprintf(out, size, "%s", board_scenario_text(s, s->sides[side].name));
    else
        /* TRANSLATORS: a scenario's side with no name of its own; %d is 1 or 2 */
        snprintf(out, size, _("Side %d"), side + 1);
}

static const char *unit_name(const esc_scenario *s, int side, int unit)
{
    if (side < 0 || side >= ESC_SIDES || unit < 0 || unit >= s->sides[side].fixed.n_units)
        /* TRANSLATORS: an escort objective whose unit is not chosen yet */
        return _("the escorted unit");
    return i18n_content(s->sides[side].fixed.units[unit].name);
}

/* Whether objective i is an escort, whose other side wins if the unit falls. */
static bool has_counter(const esc_scenario *s, int i)
{
    const esc_objective *o = &s->rules.objectives[i];
    return o->kind == ESC_OBJ_ESCORT && (o->side == 0 || o->side == 1);
}

int scenario_objective_count(const esc_scenario *s)
{
    int n = s->rules.n_objectives;
    for (int i = 0; i < s->rules.n_objectives && i < ESC_OBJECTIVES_MAX; i++)
        n += has_counter(s, i);
    return n;
}

int scenario_objective_of_line(const esc_scenario *s, int line)
{
    if (line < s->rules.n_objectives)
        return line;
    int k = line - s->rules.n_objectives;
    for (int i = 0; i < s->rules.n_objectives && i < ESC_OBJECTIVES_MAX; i++)
        if (has_counter(s, i) && k-- == 0)
            return i;
    return 0;
}

void scenario_objective_line(const esc_scenario *s, int i, char *out, size_t size)
{
    if (i >= s->rules.n_objectives) {
        /* An escort's other side: it wins if the escorted unit falls, as the
         * battle's objectives panel says (play-test 13: The Courier's Pickets
         * had no line here). */
        int e = scenario_objective_of_line(s, i);
        const esc_objective *o = &s->rules.objectives[e];
        char who[ESC_SCENARIO_LABEL_MAX + 40], what[200];
        scenario_side_name(s, 1 - o->side, who, sizeof who);
        /* TRANSLATORS: after the side's name, the side facing an escort ("Pickets: wins if Courier falls") */
        snprintf(what, sizeof what, _("wins if %s falls"), unit_name(s, o->side, o->unit));
        snprintf(out, size, _("%s: %s"), who, what);
        return;
    }
    const esc_objective *o = &s->rules.objectives[i];
    const char *label = s->labels[i][0] ? board_scenario_text(s, s->labels[i]) : NULL;
    char what[300];
    switch (o->kind) {
    case ESC_OBJ_ELIMINATION:
        /* TRANSLATORS: a scenario's elimination objective */
        snprintf(what, sizeof what, "%s", _("Eliminate every enemy unit"));
        break;
    case ESC_OBJ_CONTROL:
        /* A marker said in plain words where it is first met (play-test 17). */
        if (label)
            /* TRANSLATORS: a control objective: %s is its label ("the fords"), %d the markers to win; a marker is
             * one turn that ends with only this side's units in the zone */
            snprintf(what, sizeof what,
                     P_("Control %s: %d marker wins (a marker: a turn ending with only this side's units there)",
                        "Control %s: %d markers win (a marker: a turn ending with only this side's units there)",
                        o->count),
                     label, o->count);
        else
            snprintf(what, sizeof what,
                     P_("Control the zones: %d marker wins (a marker: a turn ending with only this side's units there)",
                        "Control the zones: %d markers win (a marker: a turn ending with only this side's units there)",
                        o->count),
                     o->count);
        break;
    case ESC_OBJ_HOLD:
        if (label)
            /* TRANSLATORS: a hold objective: "Hold the well for 4 rounds in a row" */
            snprintf(what, sizeof what, P_("Hold %s for %d round", "Hold %s for %d rounds in a row", o->count), label,
                     o->count);
        else
            snprintf(what, sizeof what, P_("Hold the zone for %d round", "Hold the zone for %d rounds in a row", o->count),
                     o->count);
        break;
    case ESC_OBJ_ESCORT: {
        int side = o->side < 0 ? 0 : o->side;
        /* The label stands apart, so no language glues its article to a
         * preposition ("jusqu'à le bord"). */
        if (label)
            /* TRANSLATORS: an escort objective, the exit's label in brackets: "Bring Courier to the exit (the far
             * edge)" */
            snprintf(what, sizeof what, _("Bring %s to the exit (%s)"), unit_name(s, side, o->unit), label);
        else
            /* TRANSLATORS: an escort objective whose exit has no label: "Bring Courier to an exit" */
            snprintf(what, sizeof what, _("Bring %s to an exit"), unit_name(s, side, o->unit));
        break;
    }
    case ESC_OBJ_SURVIVE:
        /* TRANSLATORS: a survive objective */
        snprintf(what, sizeof what, P_("Survive %d round", "Survive %d rounds", o->count), o->count);
        break;
    default:
        snprintf(what, sizeof what, "?");
        break;
    }
    char who[ESC_SCENARIO_LABEL_MAX + 40];
    if (o->side == ESC_OBJ_BOTH_SIDES)
        /* TRANSLATORS: an objective either side may meet */
        snprintf(who, sizeof who, "%s", _("Either side"));
    else
        scenario_side_name(s, o->side, who, sizeof who);
    /* TRANSLATORS: an objective's line: "Garrison: Hold the well for 4 rounds in a row" */
    snprintf(out, size, _("%s: %s"), who, what);
}

void scenario_budget_words(char *out, size_t size)
{
    /* The ranks' points from the core's table: "Soldier 1, Veteran 3, ..." */
    char ranks[300] = "";
    size_t n = 0;
    for (int r = 0; r < ESC_RANK_COUNT && n < sizeof ranks; r++)
        /* TRANSLATORS: one rank and its rank points in the budget's sentence: "Elite 6" */
        n += (size_t)snprintf(ranks + n, sizeof ranks - n, _("%s%s %d"), r ? ", " : "", _(esc_rank_name((esc_rank)r)),
                              esc_rank_points((esc_rank)r));
    /* TRANSLATORS: where a scenario's budgets are shown (play-test 13: "cost 14" and "30 RP" read as one
     * currency); %s is the ranks with their points, "Soldier 1, Veteran 3, Elite 6, ..." */
    snprintf(out, size, _("A side's budget counts rank points (RP), by each unit's rank: %s. Not a unit's cost, which "
                          "only sets its rank."),
             ranks);
}

void scenario_force_line(const esc_scenario *s, int side, char *out, size_t size)
{
    const esc_scenario_side *sd = &s->sides[side];
    char fixed[400] = "", budget[120] = "";
    if (sd->fixed.n_units > 0) {
        /* TRANSLATORS: a side's fixed units in a scenario */
        int n = snprintf(fixed, sizeof fixed, P_("%d fixed unit", "%d fixed units", sd->fixed.n_units), sd->fixed.n_units);
        /* and who they are: "4 fixed units (Courier, Bodyguard, ...)" */
        for (int i = 0; i < sd->fixed.n_units && i < ESC_SQUAD_CAPACITY && n > 0 && n < (int)sizeof fixed; i++)
            n += snprintf(fixed + n, sizeof fixed - (size_t)n, "%s%s%s", i ? ", " : " (",
                          i18n_content(sd->fixed.units[i].name), i + 1 == sd->fixed.n_units ? ")" : "");
    }
    if (sd->budget > 0)
        /* TRANSLATORS: a side's budget in a scenario */
        snprintf(budget, sizeof budget, P_("budget %d rank point (RP)", "budget %d rank points (RP)", sd->budget),
                 sd->budget);
    char name[ESC_SCENARIO_LABEL_MAX + 40];
    scenario_side_name(s, side, name, sizeof name);
    if (fixed[0] && budget[0])
        /* TRANSLATORS: a scenario side's forces: its name, its fixed units, its budget */
        snprintf(out, size, _("%s: %s · %s"), name, fixed, budget);
    else
        /* TRANSLATORS: a scenario side's forces: its name, then its units or its budget */
        snprintf(out, size, _("%s: %s"), name, fixed[0] ? fixed : budget[0] ? budget : "—");
}

void scenario_limit_line(const esc_scenario *s, char *out, size_t size)
{
    char who[ESC_SCENARIO_LABEL_MAX + 60];
    int w = s->rules.limit_winner;
    if (w == ESC_LIMIT_DRAW)
        /* TRANSLATORS: who wins at a scenario's round limit */
        snprintf(who, sizeof who, "%s", _("a draw"));
    else if (w == ESC_LIMIT_POINTS)
        snprintf(who, sizeof who, "%s", _("the side with more rank points left wins"));
    else {
        char name[ESC_SCENARIO_LABEL_MAX + 40];
        scenario_side_name(s, w, name, sizeof name);
        /* TRANSLATORS: who wins at a scenario's round limit, after "After 12 rounds: ": "the win goes to Mill
         * guards" (a side's name may be plural: play-test 7 read "Mill guards wins"; play-test 16, French:
         * "victoire : Arrière-garde" made two colons) */
        snprintf(who, sizeof who, _("the win goes to %s"), name);
    }
    /* TRANSLATORS: "After 12 rounds: Garrison wins" */
    snprintf(out, size, P_("After %d round: %s", "After %d rounds: %s", s->round_limit), s->round_limit, who);
}

/* The objective whose zone or exit a square is in, -1 for none. */
static int zone_objective(const esc_scenario *s, int square)
{
    for (int i = 0; i < s->rules.n_objectives && i < ESC_OBJECTIVES_MAX; i++) {
        const esc_objective *o = &s->rules.objectives[i];
        if (esc_scenario_zone_squares(&s->rules, o->zones) & esc_bit(square))
            return i;
    }
    return -1;
}

/* An exit: an arrow pointing off the board's nearest edge (up on the upper
 * half, down on the lower), not a bare bar (play-test 7 read it as "|"). */
static void exit_arrow(ui *u, SDL_Rect c, int rank, SDL_Color col)
{
    bool up = rank >= 4;
    int shaft = c.w / 8 > 2 ? c.w / 8 : 2, mid = c.x + c.w / 2;
    int top = c.y + c.h / 5, bottom = c.y + c.h * 4 / 5, head = c.h / 4;
    ui_fill(u, ui_rect(mid - shaft / 2, up ? top + head / 2 : top, shaft, bottom - top - head / 2), col);
    for (int k = 0; k < head; k++) {
        int half = (k * c.w / 3) / (head > 0 ? head : 1) + 1;
        int y = up ? top + k : bottom - 1 - k;
        ui_fill(u, ui_rect(mid - half, y, 2 * half, 1), col);
    }
}

/* The board's squares in r: a margin on the left and at the foot for the
 * ranks' and files' names when r is large enough. */
static void board_geometry(SDL_Rect r, int *sq, int *ox, int *oy)
{
    int marks = r.w >= 200 && r.h >= 200 ? 18 : 0;
    int w = r.w - marks, h = r.h - marks;
    *sq = w / 8 < h / 8 ? w / 8 : h / 8;
    *ox = r.x + marks + (w - *sq * 8) / 2;
    *oy = r.y + (h - *sq * 8) / 2;
}

/* Each zone's label (or "Exit" for an exit with none) on a dark band at the
 * foot of its first square, when the squares are large enough to read it. */
static void zone_labels(ui *u, const esc_scenario *s, int sq, int ox, int oy)
{
    int px = ui_px(u, 11);
    if (sq < ui_text_px(px) * 2 + 4)
        return; /* the band would cover the square */
    for (int i = 0; i < s->rules.n_objectives && i < ESC_OBJECTIVES_MAX; i++) {
        const esc_objective *o = &s->rules.objectives[i];
        for (int z = 0; z < s->rules.n_zones && z < ESC_ZONES_MAX; z++) {
            if (!(o->zones & (1u << z)) || s->rules.zones[z] == 0)
                continue;
            /* The first square as read: the top rank's leftmost. */
            int at = ESC_NO_SQUARE;
            for (int rank = 7; rank >= 0 && at == ESC_NO_SQUARE; rank--)
                for (int file = 0; file < 8 && at == ESC_NO_SQUARE; file++)
                    if (s->rules.zones[z] & esc_bit(esc_square_make(file, rank)))
                        at = esc_square_make(file, rank);
            char text[ESC_SCENARIO_LABEL_MAX + 8];
            if (s->labels[i][0])
                snprintf(text, sizeof text, "%s", board_scenario_text(s, s->labels[i])); /* play-test 9: was English in French */
            else if (o->kind == ESC_OBJ_ESCORT)
                /* TRANSLATORS: an exit square of an escort objective on the editor's board, when it has no label */
                snprintf(text, sizeof text, "%s", _("Exit"));
            else
                continue;
            /* Across the zone's squares to the right on the same rank: "the far edge" fits a row of exits. */
            int run = 1;
            while (esc_square_file(at) + run < 8 &&
                   (s->rules.zones[z] & esc_bit(esc_square_make(esc_square_file(at) + run, esc_square_rank(at)))))
                run++;
            int x = ox + esc_square_file(at) * sq, y = oy + (7 - esc_square_rank(at)) * sq, bw = run * sq;
            int h = ui_text_px(px) + 2;
            char whole[sizeof text];
            snprintf(whole, sizeof whole, "%s", text);
            ui_text_cut(u, text, sizeof text, px, false, bw - 8);
            if (strcmp(text, whole) != 0 && strlen(text) < 8)
                continue; /* "th…" says nothing: the objectives list names the zone */
            int tw = ui_text_width(u, text, px, false) + 8;
            ui_fill(u, ui_rect(x + (bw - tw) / 2, y + sq - 1 - h - 2, tw, h), ui_rgba(12, 14, 20, 210));
            ui_text(u, x + bw / 2, y + sq - 1 - h - 1, text, px, false, ui_rgb(240, 240, 240), UI_CENTER);
        }
    }
}

/* A side's deployment squares on the picture. */
static SDL_Color deploy_colour(int side)
{
    SDL_Color seat = ui_seat_colour(side);
    return ui_rgb(seat.r * 3 / 4 + 30, seat.g * 3 / 4 + 30, seat.b * 3 / 4 + 30);
}

/* A legend entry's swatch in c, drawn as the board draws that kind of square. */
static void legend_swatch(ui *u, SDL_Rect c, int kind)
{
    if (kind < ESC_SIDES) {
        ui_fill(u, c, deploy_colour(kind));
        ui_emblem(u->r, kind, (float)c.x + (float)c.h * 0.3f, (float)c.y + (float)c.h * 0.3f, (float)c.h * 0.2f,
                  ui_rgb(245, 245, 245));
    } else {
        ui_fill(u, c, ui_rgb(138, 132, 110));
        SDL_Color f = kind == ESC_SIDES ? ui_rgb(240, 200, 70) : ui_rgb(90, 220, 120);
        ui_frame(u, ui_rect(c.x + 1, c.y + 1, c.w - 2, c.h - 2), f, 2);
        if (kind != ESC_SIDES)
            exit_arrow(u, c, 7, f);
    }
}

/* One entry of the legend at *x, *y (on the next row when it would pass
 * r's right edge): a swatch drawn as the board draws it, then its words. */
static void legend_entry(ui *u, SDL_Rect r, int *x, int *y, int kind, const char *words)
{
    int px = ui_px(u, 12), h = ui_text_px(px) + ui_px(u, 4), gap = ui_px(u, 12);
    int w = h + ui_px(u, 4) + ui_text_width(u, words, px, false);
    if (*x > r.x && *x + w > r.x + r.w) {
        *x = r.x;
        *y += h + ui_px(u, 3);
    }
    /* Wider than the whole row (a long side name, a longer language at 800x560):
     * its words wrap beside the swatch, and the next entry starts below them. */
    int tx = *x + h + ui_px(u, 4), room = r.x + r.w - tx;
    if (w > r.w && room > 0) {
        ui quiet = *u;
        quiet.draw = false;
        int th = ui_text_wrapped(&quiet, ui_rect(tx, *y, room, 0), words, px, ui_rgb(200, 204, 214));
        if (u->draw) {
            legend_swatch(u, ui_rect(*x, *y, h, h), kind);
            ui_text_wrapped(u, ui_rect(tx, *y + (h - ui_text_px(px)) / 2, room, 0), words, px, ui_rgb(200, 204, 214));
        }
        *x = r.x + r.w; /* the next entry on a row of its own */
        *y += th > h ? th - h + ui_px(u, 2) : 0;
        return;
    }
    if (u->draw) {
        legend_swatch(u, ui_rect(*x, *y, h, h), kind);
        ui_text(u, *x + h + ui_px(u, 4), *y + (h - ui_text_px(px)) / 2, words, px, false, ui_rgb(200, 204, 214),
                UI_LEFT);
    }
    *x += w + gap;
}

int scenario_board_legend(ui *u, SDL_Rect r, const esc_scenario *s)
{
    int x = r.x, y = r.y;
    for (int side = 0; side < ESC_SIDES; side++)
        if (s->sides[side].deploy) {
            char who[ESC_SCENARIO_LABEL_MAX + 40], words[ESC_SCENARIO_LABEL_MAX + 80];
            scenario_side_name(s, side, who, sizeof who);
            /* TRANSLATORS: the legend under a scenario's board picture: a side's deployment squares, its name
             * ("Rearguard deploys here") */
            snprintf(words, sizeof words, _("%s deploys here"), who);
            legend_entry(u, r, &x, &y, side, words);
        }
    bool zone = false, exit = false;
    for (int i = 0; i < s->rules.n_objectives && i < ESC_OBJECTIVES_MAX; i++)
        if (esc_scenario_zone_squares(&s->rules, s->rules.objectives[i].zones)) {
            exit |= s->rules.objectives[i].kind == ESC_OBJ_ESCORT;
            zone |= s->rules.objectives[i].kind != ESC_OBJ_ESCORT;
        }
    if (zone)
        /* TRANSLATORS: the legend under a scenario's board picture: a yellow-framed square */
        legend_entry(u, r, &x, &y, ESC_SIDES, _("objective zone (see Objectives)"));
    if (exit)
        /* TRANSLATORS: the legend under a scenario's board picture: a green-framed square with an arrow */
        legend_entry(u, r, &x, &y, ESC_SIDES + 1, _("exit for an escorted unit"));
    return x == r.x && y == r.y ? 0 : y - r.y + ui_text_px(ui_px(u, 12)) + ui_px(u, 4);
}

void scenario_board_draw(ui *u, SDL_Rect r, const esc_scenario *s, int cursor)
{
    if (!u->draw)
        return;
    int sq, ox, oy;
    board_geometry(r, &sq, &ox, &oy);
    ui_fill(u, ui_rect(ox - 2, oy - 2, sq * 8 + 4, sq * 8 + 4), ui_rgb(12, 14, 20));
    for (int rank = 0; rank < 8; rank++)
        for (int file = 0; file < 8; file++) {
            int square = esc_square_make(file, rank);
            esc_bits b = esc_bit(square);
            SDL_Rect c = { ox + file * sq, oy + (7 - rank) * sq, sq - 1, sq - 1 };
            SDL_Color col = (file + rank) & 1 ? ui_rgb(150, 144, 120) : ui_rgb(126, 121, 101);
            for (int side = 0; side < ESC_SIDES; side++)
                if (s->sides[side].deploy & b)
                    col = deploy_colour(side);
            if ((s->sides[0].deploy & s->sides[1].deploy & b) != 0)
                col = ui_rgb(170, 60, 170); /* both: wrong, and seen */
            ui_fill(u, c, col);
            int obj = zone_objective(s, square);
            int kind = obj >= 0 ? s->rules.objectives[obj].kind : -1;
            if (kind == ESC_OBJ_ESCORT) {
                ui_frame(u, ui_rect(c.x + 2, c.y + 2, c.w - 4, c.h - 4), ui_rgb(90, 220, 120), 3);
                exit_arrow(u, c, rank, ui_rgb(90, 220, 120));
            } else if (kind >= 0) {
                /* The frame alone: a solid mark in the middle went under the
                 * zone's label (play-test 17). */
                ui_frame(u, ui_rect(c.x + 2, c.y + 2, c.w - 4, c.h - 4), ui_rgb(240, 200, 70), 3);
            }
            if (s->obstacles & b) {
                /* The picture the match draws on this square (view.c, board_obstacle_look):
                 * play-test 15 saw a dark box here, then a rock or a wall in the match. */
                SDL_Texture *t = u->app->assets.obstacle[(file * 3 + rank) % 3];
                if (t)
                    SDL_RenderCopy(u->r, t, NULL, &c);
                else
                    ui_fill(u, ui_rect(c.x + sq / 6, c.y + sq / 6, c.w - sq / 3, c.h - sq / 3), ui_rgb(46, 44, 42));
            }
            for (int side = 0; side < ESC_SIDES; side++)
                if (s->sides[side].deploy & b) {
                    /* The side's emblem too: colour is never the only sign. */
                    ui_emblem(u->r, side, (float)c.x + (float)sq * 0.22f, (float)c.y + (float)sq * 0.22f,
                              (float)sq * 0.13f, ui_rgb(245, 245, 245));
                }
            if (square == cursor)
                ui_frame(u, c, ui_rgb(255, 240, 160), 2);
        }
    zone_labels(u, s, sq, ox, oy);
    /* The files and ranks, so a problem's square ("c3") can be found. */
    int px = ui_px(u, 12);
    if (ox - r.x >= 14)
        for (int i = 0; i < 8; i++) {
            char t[2] = { (char)('1' + i), 0 };
            ui_text(u, ox - 4, oy + (7 - i) * sq + sq / 2 - ui_text_px(px) / 2, t, px, false,
                    ui_rgb(150, 156, 172), UI_RIGHT);
        }
    if (r.y + r.h - (oy + sq * 8) >= 14)
        for (int i = 0; i < 8; i++) {
            char t[2] = { (char)('a' + i), 0 };
            ui_text(u, ox + i * sq + sq / 2, oy + sq * 8 + 2, t, px, false, ui_rgb(150, 156, 172), UI_CENTER);
        }
}

int scenario_board_square_at(SDL_Rect r, int x, int y)
{
    int sq, ox, oy;
    board_geometry(r, &sq, &ox, &oy);
    if (sq <= 0)
        return ESC_NO_SQUARE;
    if (x < ox || y < oy || x >= ox + sq * 8 || y >= oy + sq * 8)
        return ESC_NO_SQUARE;
    return esc_square_make((x - ox) / sq, 7 - (y - oy) / sq);
}

int scenario_test_all(const esc_scenario *s, esc_scenario_report *out, int cap)
{
    int n = esc_scenario_test_all(s, out, cap);
    /* A side with fewer deployment squares than the units its points buy
     * would have its squads cut down without a word (play-test 16: one
     * square left a 22 RP side with one Warden): refused too. */
    for (int side = 0; side < ESC_SIDES; side++) {
        bool told = false;
        for (int i = 0; i < n && i < cap; i++)
            told |= out[i].side == side && out[i].objective < 0;
        if (told || s->sides[side].deploy == 0 ||
            esc_bits_count(s->sides[side].deploy) >= esc_scenario_side_units(s, side))
            continue;
        if (n < cap)
            out[n] = (esc_scenario_report){ESC_SCN_TOO_FEW_DEPLOY, side, -1, -1, ESC_NO_SQUARE};
        n++;
    }
    return n;
}

esc_scenario_report scenario_test(const esc_scenario *s)
{
    esc_scenario_report rep[ESC_OBJECTIVES_MAX + 8];
    if (scenario_test_all(s, rep, (int)(sizeof rep / sizeof rep[0])) > 0)
        return rep[0];
    return (esc_scenario_report){ESC_SCN_OK, -1, -1, -1, ESC_NO_SQUARE};
}

void scenario_problem_words(const esc_scenario *s, const esc_scenario_report *rep, char *out, size_t size)
{
    if (rep->problem == ESC_SCN_OK) {
        out[0] = '\0';
        return;
    }
    char where[200] = "";
    size_t n = 0;
    if (rep->side >= 0 && rep->side < ESC_SIDES)
        scenario_side_name(s, rep->side, where, sizeof where);
    n = strlen(where);
    if (rep->objective >= 0)
        /* TRANSLATORS: where a scenario's problem is: "objective 2" */
        n += (size_t)snprintf(where + n, sizeof where - n, _("%sobjective %d"), n ? ", " : "", rep->objective + 1);
    if (rep->square != ESC_NO_SQUARE && n < sizeof where) {
        char sq[3];
        esc_square_name(rep->square, sq);
        snprintf(where + n, sizeof where - n, "%s%s", n ? ", " : "", sq);
    }
    /* The checker's words, said for the objective at hand: an escort's zone
     * is its exits, and a wrong number of zones says which tool to use. */
    const char *text = _(esc_scenario_problem_text(rep->problem));
    char few[300];
    int kind = rep->objective >= 0 && rep->objective < s->rules.n_objectives && rep->objective < ESC_OBJECTIVES_MAX
                   ? s->rules.objectives[rep->objective].kind
                   : -1;
    if (kind == ESC_OBJ_ESCORT && rep->problem == ESC_SCN_ZONE_ON_OBSTACLE)
        /* TRANSLATORS: the editor's checker, an escort objective: "The Couriers, objective 1, d8: an exit square is
         * an obstacle" */
        text = _("an exit square is an obstacle");
    else if (kind == ESC_OBJ_ESCORT && rep->problem == ESC_SCN_ZONE_UNREACHABLE)
        /* TRANSLATORS: the editor's checker, an escort objective */
        text = _("no unit of the side can reach an exit");
    else if (rep->problem == ESC_SCN_ESCORT_TOO_FAR)
        /* TRANSLATORS: the editor's checker, an escort objective: more rounds, nearer exits or a faster unit */
        text = _("the escorted unit cannot reach an exit before the round limit, even unopposed: raise the round "
                 "limit, paint exits nearer, or pick a faster unit");
    else if (kind == ESC_OBJ_ESCORT && rep->problem == ESC_SCN_BAD_ZONE)
        /* TRANSLATORS: the editor's checker: an escort objective with no exit yet */
        text = _("the objective has no exit: paint its exit squares with the Exit tool");
    else if (kind == ESC_OBJ_CONTROL && rep->problem == ESC_SCN_BAD_ZONE)
        /* TRANSLATORS: the editor's checker: a control objective with no zone yet */
        text = _("the objective has no zone: paint one with the Zone tool");
    else if (rep->problem == ESC_SCN_TOO_FEW_DEPLOY && rep->side >= 0 && rep->side < ESC_SIDES) {
        /* The counts, and what to do (play-test 16: the side's units were
         * dropped without a word). The side's name is in `where`. */
        int squares = esc_bits_count(s->sides[rep->side].deploy), units = esc_scenario_side_units(s, rep->side);
        char count[240];
        /* TRANSLATORS: the editor's checker: "Reds: 1 deployment square, but their squad may field up to 5 units:
         * paint more with the Deploy tool"; this part is "1 deployment square" */
        snprintf(count, sizeof count, P_("%d deployment square", "%d deployment squares", squares), squares);
        /* TRANSLATORS: the rest: ", but their squad may field up to 5 units: paint more with the Deploy tool" */
        size_t c = strlen(count);
        snprintf(count + c, sizeof count - c,
                 P_(", but their squad may field up to %d unit: paint more with the Deploy tool",
                    ", but their squad may field up to %d units: paint more with the Deploy tool", units),
                 units);
        snprintf(few, sizeof few, "%s", count);
        text = few;
    } else if (kind == ESC_OBJ_HOLD && rep->problem == ESC_SCN_BAD_ZONE)
        /* TRANSLATORS: the editor's checker: a hold objective needs exactly one zone */
        text = _("a hold objective needs one zone: paint it with the Zone tool");
    if (where[0])
        /* TRANSLATORS: a scenario's problem: "Garrison, c3: a deployment square is an obstacle" */
        snprintf(out, size, _("%s: %s"), where, text);
    else
        snprintf(out, size, "%s", text);
    /* A message starts with a capital (the side's name or "objective 2"
     * may not): ASCII only, a translation starting otherwise keeps its own. */
    if (out[0] >= 'a' && out[0] <= 'z')
        out[0] = (char)(out[0] - 'a' + 'A');
}

static bool inside(SDL_Rect r, int x, int y) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }

/* A "label: value" text cut to fit w by shortening the label before its
 * colon, the value kept whole (play-test 13: "Marqueurs pour gagner…" hid the
 * number itself); false when the value does not fit with a few letters of
 * the label left. */
static bool cut_label(ui *u, char *shown, size_t size, const char *value, int px, int w)
{
    const char *colon = strstr(value, ": ");
    if (!colon || colon == value)
        return false;
    const char *sep = colon;
    while (sep > value && sep[-1] == ' ') /* French: "Pour : ..." */
        sep--;
    int room = w - ui_text_width(u, sep, px, false);
    if (sep == value || room < ui_text_width(u, "Mar\u2026", px, false))
        return false;
    char label[300];
    snprintf(label, sizeof label, "%.*s", (int)(sep - value), value);
    ui_text_cut(u, label, sizeof label, px, false, room);
    snprintf(shown, size, "%s%s", label, sep);
    return true;
}

/* The stepper's text at the size it fits: whole, else the label shortened
 * before its value, else a size smaller, else cut; the px it is drawn at. */
int scenario_fit_value(ui *u, char *shown, size_t size, const char *value, int w)
{
    const int sizes[] = { ui_px(u, 14), ui_px(u, 12) };
    for (int k = 0; k < 2; k++) {
        snprintf(shown, size, "%s", value);
        if (ui_text_width(u, shown, sizes[k], false) <= w || cut_label(u, shown, size, value, sizes[k], w))
            return sizes[k];
    }
    snprintf(shown, size, "%s", value);
    ui_text_cut(u, shown, size, sizes[1], false, w);
    return sizes[1];
}

/* value on two lines of px, each within w, split at the space that leaves
 * the longer line shortest; false when no split fits. */
static bool two_lines(ui *u, const char *value, int px, int w, char *first, char *second, size_t size)
{
    /* After the label's colon first ("Déploie en premier :" / "Arrière-garde"). */
    const char *colon = strstr(value, ": ");
    if (colon && (size_t)(colon - value) + 2 < size) {
        snprintf(first, size, "%.*s", (int)(colon - value + 1), value);
        snprintf(second, size, "%s", colon + 2);
        if (ui_text_width(u, first, px, false) <= w && ui_text_width(u, second, px, false) <= w)
            return true;
    }
    int best = -1, best_w = 0;
    for (int i = 1; value[i] && i < (int)size - 1; i++) {
        if (value[i] != ' ')
            continue;
        snprintf(first, size, "%.*s", i, value);
        snprintf(second, size, "%s", value + i + 1);
        int a = ui_text_width(u, first, px, false), b = ui_text_width(u, second, px, false);
        int wide = a > b ? a : b;
        if (a <= w && b <= w && (best < 0 || wide < best_w)) {
            best = i;
            best_w = wide;
        }
    }
    if (best < 0)
        return false;
    snprintf(first, size, "%.*s", best, value);
    snprintf(second, size, "%s", value + best + 1);
    return true;
}

void scenario_fit_draw(ui *u, SDL_Rect r, const char *value, SDL_Color colour)
{
    char shown[300];
    int px = scenario_fit_value(u, shown, sizeof shown, value, r.w);
    /* A number after the label stays on the line, the label shortened
     * (play-test 16, French at 800 x 560: "Marqueurs pour gagner :" over a
     * cut-off "5"). */
    const char *colon = strstr(value, ": ");
    bool number = colon && colon[2] >= '0' && colon[2] <= '9' && strlen(colon + 2) <= 4;
    if (strcmp(shown, value) != 0 && !(number && strstr(shown, colon))) {
        /* Too long for one line even small (play-test 14, French: "Déploie en
         * pre… : les dés"): on two lines when the box is tall enough. */
        char first[300], second[300];
        int small = ui_px(u, 12), line = ui_text_px(small);
        if (2 * line <= r.h + 2 && two_lines(u, value, small, r.w, first, second, sizeof first)) {
            int y = r.y + (r.h - 2 * line) / 2;
            ui_text(u, r.x + r.w / 2, y, first, small, false, colour, UI_CENTER);
            ui_text(u, r.x + r.w / 2, y + line, second, small, false, colour, UI_CENTER);
            return;
        }
    }
    if (strcmp(shown, value) != 0)
        ui_tooltip(u, r, value);
    ui_text(u, r.x + r.w / 2, r.y + (r.h - ui_text_px(px)) / 2, shown, px, false, colour, UI_CENTER);
}

int scenario_stepper(ui *u, SDL_Rect r, const char *value)
{
    bool focused = ui_focus(u, r);
    int bw = r.h;
    SDL_Rect left = { r.x, r.y, bw, r.h }, right = { r.x + r.w - bw, r.y, bw, r.h };
    if (u->draw) {
        ui_fill(u, r, ui_rgb(30, 36, 52));
        ui_frame(u, r, focused ? ui_rgb(255, 226, 140) : ui_rgb(80, 96, 130), 1);
        bool hl = ui_hover(u, left), hr = ui_hover(u, right);
        ui_fill(u, left, hl ? ui_rgb(62, 80, 118) : ui_rgb(46, 56, 80));
        ui_fill(u, right, hr ? ui_rgb(62, 80, 118) : ui_rgb(46, 56, 80));
        int px = ui_px(u, 15), ty = r.y + (r.h - ui_text_px(px)) / 2;
        ui_text(u, left.x + bw / 2, ty, "<", px, true, ui_rgb(235, 238, 245), UI_CENTER);
        ui_text(u, right.x + bw / 2, ty, ">", px, true, ui_rgb(235, 238, 245), UI_CENTER);
        scenario_fit_draw(u, ui_rect(r.x + bw + ui_px(u, 4), r.y, r.w - 2 * bw - ui_px(u, 8), r.h), value,
                          ui_rgb(240, 240, 240));
        return 0;
    }
    const ui_event *ev = u->ev;
    if (!ev)
        return 0;
    if (ev->kind == UI_EV_MOUSE_UP && ev->button == UI_BUTTON_LEFT && !ev->cancel) {
        if (inside(left, ev->x, ev->y) && inside(left, u->app->press_x, u->app->press_y))
            return -1;
        if (inside(right, ev->x, ev->y) && inside(right, u->app->press_x, u->app->press_y))
            return 1;
    }
    if (focused && ev->kind == UI_EV_KEY) {
        if (ev->key == UI_KEY_LEFT)
            return -1;
        if (ev->key == UI_KEY_RIGHT || ui_focus_activated(u))
            return 1;
    }
    return 0;
}

int scenario_stepper_by5(ui *u, SDL_Rect r, const char *value, int v, int lo, int hi)
{
    /* TRANSLATORS: tooltip of the editor's number steppers (round limit, budgets, markers, rounds) */
    ui_tooltip(u, r, _("Shift+click (or Shift+Left/Right) steps by 5"));
    int d = scenario_stepper(u, r, value);
    if (!d)
        return v;
    /* The mouse's events carry no Shift: the keyboard's state says it. */
    bool shift = u->ev && (u->ev->shift || (SDL_GetModState() & KMOD_SHIFT));
    if (!shift)
        return lo + ui_wrap(v - lo, d, hi - lo + 1); /* one step wraps round, as before */
    v += 5 * d; /* five stop at the end (play-test 17 polish) */
    return v < lo ? lo : v > hi ? hi : v;
}

void scenario_draft_words(const esc_scenario *s, char *out, size_t size)
{
    esc_scenario_report rep = scenario_test(s);
    char why[500] = "";
    if (rep.problem != ESC_SCN_OK)
        scenario_problem_words(s, &rep, why, sizeof why);
    /* TRANSLATORS: the Scenarios screen on a draft the editor kept; %s is the checker's reason */
    snprintf(out, size, _("Draft — cannot be played yet: %s"), why);
}
