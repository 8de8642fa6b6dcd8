/*
 * The match setup screen: the map, each side's squad and player (a human or the
 * computer at a level), the round limit, and a summary of both squads.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/view.h"
#include "escarmouche/escarmouche.h"
#include "shell/field.h"
#include "skirmish/ai/ai.h"
#include "skirmish/data/choices.h"
#include "skirmish/i18n.h"

/* A unit's "Name · Rank" as the match setup shows it. */
static void name_rank(const esc_unit_def *d, char *out, size_t size)
{
    snprintf(out, size, "%s · %s", i18n_content(d->name), _(esc_rank_name(esc_unit_rank(d))));
}

/* The widest "Name · Rank" of the squad's first n units at px, bold. */
static int widest_name(ui *u, const esc_squad *s, int n, int px)
{
    int most = 0;
    for (int i = 0; i < n; i++) {
        char line[160];
        name_rank(&s->units[i], line, sizeof line);
        int w = ui_text_width(u, line, px, true);
        most = w > most ? w : most;
    }
    return most;
}

static void squad_summary(ui *u, SDL_Rect r, const esc_squad *s, int side)
{
    ui_panel(u, r);
    int pad = ui_px(u, 10), y = r.y + pad;
    char line[320], units[64];
    esc_squad_report rep = esc_squad_test(s);
    snprintf(units, sizeof units, P_("%d unit", "%d units", rep.units), rep.units);
    if (rep.problem == ESC_SQUAD_OK)
        /* TRANSLATORS: a squad's summary in the match setup: "4 units · 27 of 30 rank points". */
        snprintf(line, sizeof line, _("%s · %d of %d rank points"), units, rep.rank_points, ESC_SQUAD_BUDGET);
    else
        /* TRANSLATORS: the same for a draft squad (from the Barracks) that cannot start a match. */
        snprintf(line, sizeof line, _("%s · %d of %d rank points · cannot play"), units, rep.rank_points,
                 ESC_SQUAD_BUDGET);
    ui_text(u, r.x + pad, y, line, ui_px(u, 14), false, ui_rgb(180, 186, 200), UI_LEFT);
    y += ui_px(u, 20);
    /* Play-test 10: "H1 R1 P1 M2" needed a hover; the letters spelt out. */
    /* TRANSLATORS: legend of the units' figures in the match setup ("H1 R1 P1 M2"): keep the letters as in
     * the "H%d R%d P%d M%d" strings. */
    snprintf(line, sizeof line, "%s", _("H Health · R Range · P Power · M Move"));
    int lpx = ui_px(u, 13);
    ui_text_cut(u, line, sizeof line, lpx, false, r.w - 2 * pad);
    ui_text(u, r.x + pad, y, line, lpx, false, ui_rgb(150, 156, 172), UI_LEFT);
    y += ui_px(u, 22);
    if (rep.problem != ESC_SQUAD_OK) {
        /* A draft from the Barracks: say why it cannot start a match. */
        char why[200];
        esc_squad_report_text(&rep, s, why, (int)sizeof why);
        /* TRANSLATORS: %s says why the squad cannot start a match. */
        snprintf(line, sizeof line, _("Draft: %s"), why);
        ui_text(u, r.x + pad, y, line, ui_px(u, 14), true, ui_rgb(255, 112, 96), UI_LEFT);
        y += ui_px(u, 24);
    }
    /* The units share the panel's height left: a shorter window packs them
     * closer, then (when two lines of text each no longer fit one under the
     * other) sets them in two columns, so a squad of six stays inside its
     * panel; when a name and rank would not stay whole in a column (blind
     * play-test 14 at 800x560: "Shieldbearer · E…", "Capitaine d'ava…"), one
     * unit a line instead, its name and rank whole, its figures after them. */
    int shown = s->n_units < ESC_SQUAD_MAX ? s->n_units : ESC_SQUAD_MAX;
    int need = ui_text_px(ui_px(u, 15)) + ui_text_px(ui_px(u, 13)) * 4 / 3 + ui_px(u, 4);
    int room = r.y + r.h - pad - y, cols = 1, rows = shown > 0 ? shown : 1;
    bool one_line = false;
    /* Too low for two lines a unit: one line a unit, the whole panel's width,
     * when the rows fit (play-test 17: in two columns at 800x560 the
     * abilities were cut, "Posture dé…"); else two columns. */
    if (room / rows < need && shown > 1 && room / rows >= ui_text_px(ui_px(u, 15)) * 5 / 4) {
        one_line = true;
    } else if (room / rows < need && shown > 1) {
        cols = 2;
        rows = (shown + 1) / 2;
    }
    int step = room / rows < ui_px(u, 46) ? room / rows : ui_px(u, 46);
    int token = step - ui_px(u, 6) < ui_px(u, 40) ? step - ui_px(u, 6) : ui_px(u, 40);
    if (one_line)
        token = step - ui_px(u, 2);
    int col_w = (r.w - 2 * pad - (cols - 1) * pad) / cols;
    if (cols == 2 && widest_name(u, s, shown, ui_px(u, 15)) > col_w - token - pad) {
        one_line = true;
        cols = 1;
        rows = shown;
        step = room / rows < ui_px(u, 46) ? room / rows : ui_px(u, 46);
        token = step - ui_px(u, 2);
        col_w = r.w - 2 * pad;
    }
    int portraits[ESC_SQUAD_CAPACITY];
    assets_squad_portraits(s, portraits, ESC_SQUAD_CAPACITY);
    for (int i = 0; i < shown; i++) {
        const esc_unit_def *d = &s->units[i];
        int ux = r.x + pad + (i / rows) * (col_w + pad), uy = y + (i % rows) * step;
        if (uy + (token > need ? need : token) > r.y + r.h)
            break; /* never drawn over the frame */
        int tx = ux + token + pad, tw = col_w - token - pad;
        if (u->draw)
            board_draw_unit_token(u, ui_rect(ux, uy, token, token), side, portraits[i], 1.0f, false, false);
        esc_rank rank = esc_unit_rank(d);
        name_rank(d, line, sizeof line);
        char whole[sizeof line * 2];
        snprintf(whole, sizeof whole, "%s", line);
        ui_text_cut(u, line, sizeof line, ui_px(u, 15), true, tw);
        bool cut = strcmp(line, whole) != 0;
        char name_shown[sizeof line];
        snprintf(name_shown, sizeof name_shown, "%s", line);
        int lines_h = ui_text_px(ui_px(u, 15)) + ui_text_px(ui_px(u, 13)) * 4 / 3;
        if (one_line)
            lines_h = ui_text_px(ui_px(u, 15)) * 5 / 4;
        int text_y = uy + (token - lines_h) / 2; /* the line(s) centred on the token */
        if (text_y < uy)
            text_y = uy;
        char abil[240] = "";
        size_t n = 0;
        for (int k = 0; k < d->n_abilities && k < ESC_UNIT_ABILITY_CAPACITY; k++) {
            const esc_ability_info *info = esc_ability_get(d->abilities[k]);
            if (info)
                n += (size_t)snprintf(abil + n, n < sizeof abil ? sizeof abil - n : 0, "%s%s", k ? ", " : " · ", _(info->name));
        }
        char stats[64], words[200];
        ui_unit_stats(d->health, d->range, d->power, d->move, esc_unit_rank_points(d), _(esc_rank_name(rank)), stats,
                      sizeof stats, words, sizeof words); /* shared: shell/ui.h */
        snprintf(line, sizeof line, "%s%s", stats, abil);
        size_t wl = strlen(whole);
        snprintf(whole + wl, sizeof whole - wl, " · %s%s", words, abil);
        ui_text(u, tx, text_y, name_shown, ui_px(u, 15), true, ui_rgb(230, 232, 240), UI_LEFT);
        int name_w = ui_text_width(u, name_shown, ui_px(u, 15), true) + pad;
        /* The figures and abilities a little smaller rather than cut (French
         * "Posture défensive" in two columns); cut only past that. */
        int spx = ui_px(u, 13), sroom = one_line ? tw - name_w : tw;
        while (spx > ui_px(u, 11) && ui_text_width(u, line, spx, false) > sroom)
            spx--;
        ui_text_cut(u, line, sizeof line, spx, false, sroom);
        (void)cut;
        /* Each ability's rule after its name (play-test 13: "Command Forward"
         * named, never said what it does): the core's own words, as in battle. */
        char tip[sizeof whole + 900];
        size_t tl = (size_t)snprintf(tip, sizeof tip, "%s.", whole);
        for (int k = 0; k < d->n_abilities && k < ESC_UNIT_ABILITY_CAPACITY && tl < sizeof tip; k++) {
            const esc_ability_info *info = esc_ability_get(d->abilities[k]);
            if (info)
                /* TRANSLATORS: setup screen, a unit's tooltip: an ability's name, then its rule. */
                tl += (size_t)snprintf(tip + tl, sizeof tip - tl, _(" %s: %s"), _(info->name), _(info->text));
        }
        ui_tooltip(u, ui_rect(ux, uy, col_w, step), tip); /* the unit's line, whole, its stats in words */
        if (one_line) /* the figures after the name, on its line */
            ui_text(u, tx + name_w, text_y + (ui_text_px(ui_px(u, 15)) - ui_text_px(spx)) / 2, line, spx, false,
                    ui_rgb(160, 166, 182), UI_LEFT);
        else
            ui_text(u, tx, text_y + ui_text_px(ui_px(u, 15)) + ui_px(u, 2), line, spx, false, ui_rgb(160, 166, 182),
                    UI_LEFT);
    }
}


/* The next squad in `dir`, among the legal ones only when `legal_only`. */
static int step_squad(const escarmouche_content *c, int from, int dir, bool legal_only)
{
    int at = from;
    for (int tries = 0; tries < c->n_squads; tries++) {
        at = ui_wrap(at, dir, c->n_squads);
        if (!legal_only || esc_squad_test(&c->squads[at]).problem == ESC_SQUAD_OK)
            return at;
    }
    return from;
}

/* The map picture's legend: a dark square "Obstacle: impassable" when the
 * map has obstacles, a gold one "Objective zone" when it has a zone; on one
 * line when both fit the picture's width, else one under the other (French
 * at 800x560). */
typedef struct map_key {
    const char *text[2];
    SDL_Color col[2];
    int n, px, lines, h;
} map_key;

static int key_item_w(ui *u, const map_key *k, int i)
{
    return ui_text_px(k->px) + ui_px(u, 5) + ui_text_width(u, k->text[i], k->px, false);
}

static map_key map_key_fit(ui *u, const esc_map *map, int w)
{
    map_key k = { { NULL, NULL }, { { 0 }, { 0 } }, 0, ui_px(u, 12), 1, 0 };
    if (map->obstacles) {
        /* TRANSLATORS: the match setup's map picture, the legend of its dark squares (obstacles: walls, rocks) */
        k.text[k.n] = _("Obstacle: impassable");
        k.col[k.n++] = ui_rgb(52, 50, 48);
    }
    if (map->zone) {
        /* TRANSLATORS: the match setup's map picture, the legend of its gold squares */
        k.text[k.n] = _("Objective zone");
        k.col[k.n++] = ui_rgb(222, 190, 80);
    }
    if (k.n == 0)
        return k;
    for (;; k.px--) {
        int one = key_item_w(u, &k, 0) + (k.n > 1 ? ui_px(u, 12) + key_item_w(u, &k, 1) : 0);
        if (one <= w)
            break;
        if (k.px <= ui_px(u, 11)) { /* one under the other, at the usual size */
            k.px = ui_px(u, 12);
            k.lines = k.n;
            break;
        }
    }
    k.h = k.lines * ui_text_px(k.px) * 3 / 2;
    return k;
}

static void map_key_draw(ui *u, const map_key *k, SDL_Rect r)
{
    int box = ui_text_px(k->px), line_h = r.h / (k->lines > 0 ? k->lines : 1);
    int gap = ui_px(u, 12);
    int whole = k->n > 1 && k->lines == 1 ? key_item_w(u, k, 0) + gap + key_item_w(u, k, 1) : 0;
    int x = r.x + (r.w - whole) / 2;
    for (int i = 0; i < k->n; i++) {
        int line = k->lines > 1 ? i : 0;
        if (k->lines > 1 || k->n == 1)
            x = r.x + (r.w - key_item_w(u, k, i)) / 2;
        int cy = r.y + line * line_h + line_h / 2;
        SDL_Rect b = ui_rect(x, cy - box / 2, box, box);
        ui_fill(u, b, ui_rgb(120, 116, 96)); /* a square of the board under it, as the picture draws it */
        ui_fill(u, ui_rect(b.x + box / 6, b.y + box / 6, box - box / 3, box - box / 3), k->col[i]);
        ui_text(u, x + box + ui_px(u, 5), cy - ui_text_px(k->px) * 5 / 8, k->text[i], k->px, false,
                ui_rgb(200, 204, 214), UI_LEFT);
        x += key_item_w(u, k, i) + gap;
    }
}

/* A small picture of the map: its squares, obstacles, the objective zone and
 * each side's two home ranks. */
static void map_picture(ui *u, SDL_Rect r, const esc_map *map)
{
    if (!u->draw)
        return;
    ui_fill(u, r, ui_rgb(12, 14, 20));
    /* A line under the squares says what the dark ones are (play-test 17:
     * obstacles or cover?), and the gold ones on a map with a zone. */
    map_key key = map_key_fit(u, map, r.w - ui_px(u, 12));
    int legend_h = key.h;
    int sq = (r.w - 4) / 8;
    if (sq * 8 > r.h - 4 - legend_h)
        sq = (r.h - 4 - legend_h) / 8;
    int ox = r.x + (r.w - sq * 8) / 2, oy = r.y + (r.h - legend_h - sq * 8) / 2;
    for (int rank = 0; rank < 8; rank++)
        for (int file = 0; file < 8; file++) {
            int square = esc_square_make(file, rank);
            SDL_Rect c = { ox + file * sq, oy + (7 - rank) * sq, sq - 1, sq - 1 };
            SDL_Color col = (file + rank) & 1 ? ui_rgb(150, 144, 120) : ui_rgb(120, 116, 96);
            if (esc_board_home(0) & esc_bit(square))
                col = (file + rank) & 1 ? ui_rgb(110, 140, 190) : ui_rgb(92, 120, 170);
            else if (esc_board_home(1) & esc_bit(square))
                col = (file + rank) & 1 ? ui_rgb(196, 112, 96) : ui_rgb(172, 96, 82);
            if (map->zone & esc_bit(square))
                col = ui_rgb(222, 190, 80);
            ui_fill(u, c, col);
            if (map->obstacles & esc_bit(square)) {
                SDL_Rect o = { c.x + sq / 6, c.y + sq / 6, c.w - sq / 3, c.h - sq / 3 };
                ui_fill(u, o, ui_rgb(52, 50, 48));
            }
        }
    /* Whose home ranks are whose, on them (play-test 15: nothing said which
     * side was the player's); the board in play tints them in the same
     * colours. */
    int px = ui_px(u, 12);
    /* TRANSLATORS: setup's map picture, over the bottom two ranks (blue). */
    ui_text(u, r.x + r.w / 2, oy + 7 * sq - px / 2 - 1, _("Player 1 starts here"), px, true, ui_rgb(250, 250, 255),
            UI_CENTER);
    /* TRANSLATORS: setup's map picture, over the top two ranks (red). */
    ui_text(u, r.x + r.w / 2, oy + sq - px / 2 - 1, _("Player 2 starts here"), px, true, ui_rgb(250, 250, 255), UI_CENTER);
    map_key_draw(u, &key, ui_rect(r.x + ui_px(u, 6), oy + 8 * sq + ui_px(u, 2), r.w - ui_px(u, 12), legend_h));
    ui_frame(u, r, ui_rgb(70, 80, 104), 1);
}

/* The screen's own state: which mode, and the name fields. */
typedef struct setup_screen {
    bool watch;
    ui_field field[ESC_SIDES];
    SDL_Rect field_rect[ESC_SIDES]; /* where each name field was drawn last */
    bool has_field[ESC_SIDES];      /* a human's seat: the computer's has a plain label */
} setup_screen;

/* Squads of unequal worth said plainly (play-test 11: the default pair was
 * 30 against 28 rank points, and the bigger one won at the round limit by
 * waiting): which player's squad is worth more, by how much, and why it
 * matters. "" when they are equal, when a squad cannot play, or with no
 * round limit. */
void escarmouche_setup_uneven_note(const escarmouche_setup *c, const esc_squad *first, const esc_squad *second, char *out,
                       size_t size)
{
    out[0] = '\0';
    esc_squad_report r0 = esc_squad_test(first), r1 = esc_squad_test(second);
    if (r0.problem != ESC_SQUAD_OK || r1.problem != ESC_SQUAD_OK || r0.rank_points == r1.rank_points ||
        c->round_limit == 0)
        return;
    int more = r0.rank_points > r1.rank_points ? 0 : 1;
    int diff = abs(r0.rank_points - r1.rank_points);
    data_seat seats[ESC_SIDES];
    escarmouche_setup_seats(c, seats);
    char name[DATA_SEAT_NAME_MAX + 40];
    if (c->name[more][0])
        snprintf(name, sizeof name, "%s", c->name[more]);
    else
        data_seat_default_name(seats, ESC_SIDES, more, name, sizeof name);
    snprintf(out, size,
             /* TRANSLATORS: match setup, squads of unequal worth: %s is the player ("Alice"), %d the difference
              * in rank points. */
             P_("%s's squad is worth %d rank point more: at the round limit, the side with more rank points left wins.",
                "%s's squad is worth %d rank points more: at the round limit, the side with more rank points left wins.",
                diff),
             name, diff);
}

/* What the summaries' words mean, in a line under them (play-test 17: the
 * abilities were named, never explained, with no sign that a hover would;
 * "Elite" and "rank points" unexplained): hover a unit for its abilities' rules;
 * each rank's cost in rank points (the core's names and figures), the squad's
 * budget; where squads are made. */
void escarmouche_setup_explain_note(char *out, size_t size)
{
    char costs[200] = "";
    size_t n = 0;
    for (int r = 0; r < ESC_RANK_COUNT && n < sizeof costs; r++)
        /* TRANSLATORS: match setup, a rank and its cost in rank points, as in "Elite 6", in a list */
        n += (size_t)snprintf(costs + n, sizeof costs - n, r ? _(", %s %d") : _("%s %d"), _(esc_rank_name((esc_rank)r)),
                              esc_rank_points((esc_rank)r));
    snprintf(out, size,
             /* TRANSLATORS: match setup, under the two squads: %d is the squad's budget (30), %s the ranks and
              * their costs ("Soldier 1, Veteran 3, Elite 6, Champion 10, Paragon 15") */
             _("Hover a unit to read what its abilities do. A unit's rank sets its cost in rank points (%s); a squad "
               "spends at most %d. Squads are made in the Barracks."),
             costs, ESC_SQUAD_BUDGET);
}

/* A centred note under the squads: its size, and its lines (the longest
 * notes two or three even lines at the smallest size rather than one and a
 * last word: French and Spanish at 800x560 ran off both sides of the
 * window; text is never smaller than the shell's least size). */
#define NOTE_LINES 4
typedef struct setup_note {
    int px, h, n;
    int start[NOTE_LINES], len[NOTE_LINES];
    bool bold;
} setup_note;

/* Greedy lines of at most `w` pixels; how many there are (NOTE_LINES at most). */
static int note_break(ui *u, setup_note *n, const char *text, int w)
{
    int at = 0, lines = 0;
    while (text[at] && lines < NOTE_LINES) {
        bool space = false;
        int left = (int)strlen(text + at);
        int len = ui_text_break(u, text + at, n->px, n->bold, w, &space);
        if (len <= 0 || len > left)
            len = left;
        n->start[lines] = at;
        n->len[lines++] = len;
        at += len; /* never past the end: the break's space is skipped below */
        while (text[at] == ' ')
            at++;
    }
    return text[at] ? NOTE_LINES + 1 : lines;
}

static setup_note note_fit(ui *u, const char *text, int w, bool bold)
{
    setup_note n = { bold ? ui_px(u, 15) : ui_px(u, 13), 0, 0, { 0 }, { 0 }, bold };
    if (!text[0])
        return n;
    while (n.px > ui_px(u, 11) && ui_text_width(u, text, n.px, bold) > w)
        n.px--;
    if (ui_text_width(u, text, n.px, bold) <= w) {
        n.n = 1;
        n.start[0] = 0;
        n.len[0] = (int)strlen(text);
    } else {
        n.px = bold ? ui_px(u, 14) : ui_px(u, 13);
        int total = ui_text_width(u, text, n.px, bold), lines = (total + w - 1) / w;
        /* even lines: each about the whole's share, else as full as they go */
        int even = total / (lines > 0 ? lines : 1) + ui_px(u, 24);
        n.n = note_break(u, &n, text, even < w ? even : w);
        if (n.n > lines)
            n.n = note_break(u, &n, text, w);
        if (n.n > NOTE_LINES)
            n.n = NOTE_LINES;
    }
    n.h = n.n > 1 ? ui_text_px(n.px) * 5 / 4 * n.n + ui_px(u, 6) : ui_text_px(n.px) * 3 / 2;
    if (n.h < ui_px(u, 20))
        n.h = ui_px(u, 20);
    return n;
}

static int note_draw(ui *u, const setup_note *n, const char *text, int cx, int y, SDL_Color col)
{
    if (!text[0])
        return 0;
    for (int i = 0; i < n->n; i++) {
        char line[400];
        snprintf(line, sizeof line, "%.*s", n->len[i], text + n->start[i]);
        ui_text(u, cx, y + i * (ui_text_px(n->px) * 5 / 4), line, n->px, n->bold, col, UI_CENTER);
    }
    return n->h;
}

static void setup_run(ui *u, void *self)
{
    setup_screen *mode = self;
    bool watch = mode->watch;
    app *a = u->app;
    escarmouche_content *content = escarmouche_content_get(a);
    if (!content)
        return;
    escarmouche_setup *c = watch ? &content->watch : &content->setup;
    ui_screen_background(u, watch ? _("Watch the computer") : _("New match"));
    int w = ui_px(u, 900) < a->w - ui_px(u, 40) ? ui_px(u, 900) : a->w - ui_px(u, 40);
    int x = a->w / 2 - w / 2, y = ui_px(u, 100), row = ui_px(u, 40), gap = ui_px(u, 8);
    /* Below the summaries: the buttons and a line for a message, inside the
     * window at every size. */
    int bw = ui_px(u, 200), bh = ui_px(u, 44), foot = bh + gap * 3 + ui_px(u, 22);
    /* The steppers on the left, the map's picture on the right. */
    int rows = watch ? 7 : 6;
    int pic = rows * (row + gap) - gap;
    if (pic > w / 3)
        pic = w / 3;
    int sw = w - pic - gap * 2;
    map_picture(u, ui_rect(x + w - pic, y, pic, pic), &content->maps[c->map]);
    char value[160];
    const char *map_name = i18n_content(content->maps[c->map].name);
    if (content->maps[c->map].zone)
        /* TRANSLATORS: a map with an objective zone, in the setup's Map stepper. */
        snprintf(value, sizeof value, _("%s (objective)"), map_name);
    else
        snprintf(value, sizeof value, "%s", map_name);
    int d = ui_stepper(u, ui_rect(x, y, sw, row), _("Map"), value);
    if (d)
        c->map = ui_wrap(c->map, d, content->n_maps);
    y += row + gap;
    for (int s = 0; s < ESC_SIDES; s++) {
        char label[64];
        /* TRANSLATORS: a stepper's label, %d is 1 or 2. */
        snprintf(label, sizeof label, _("Player %d squad"), s + 1);
        char squad_name[ESC_NAME_MAX + 64];
        const char *shown = i18n_content(content->squads[c->squad[s]].name);
        if (esc_squad_test(&content->squads[c->squad[s]]).problem == ESC_SQUAD_OK)
            snprintf(squad_name, sizeof squad_name, "%s", shown);
        else
            /* TRANSLATORS: a squad from the Barracks that cannot start a match yet. */
            snprintf(squad_name, sizeof squad_name, _("%s (draft)"), shown);
        d = ui_stepper(u, ui_rect(x, y, sw, row), label, squad_name);
        if (d)
            c->squad[s] = step_squad(content, c->squad[s], d, watch);
        y += row + gap;
        static const char *const who[] = { N_("Human"), N_("Computer (Easy)"), N_("Computer (Normal)"),
                                           N_("Computer (Hard)") };
        int k = c->human[s] && !watch ? 0 : (c->level[s] == AI_EASY ? 1 : c->level[s] == AI_HARD ? 3 : 2);
        /* The player's name in the place of the stepper's label (its value and
         * arrows take the right: ui_stepper), empty for the default name, shown dimmed. */
        int name_w = sw - 3 * row - ui_px(u, 250) - ui_px(u, 8);
        data_seat seats[ESC_SIDES];
        escarmouche_setup_seats(c, seats);
        char def[DATA_SEAT_NAME_MAX + 40];
        data_seat_default_name(seats, ESC_SIDES, s, def, sizeof def);
        if (!c->name[s][0] || strcmp(c->name[s], def) == 0)
            c->name[s][0] = '\0';
        mode->field_rect[s] = ui_rect(x, y, name_w, row);
        /* The computer's seat has no name to type (play-test 17: a greyed
         * box repeating "Computer (Normal)" looked editable): a plain label,
         * "Player 2", as the squad's stepper's, the level on its right. */
        mode->has_field[s] = c->human[s] && !watch;
        int used = 0;
        if (mode->has_field[s])
            used = ui_text_field(u, mode->field_rect[s], &mode->field[s], c->name[s], sizeof c->name[s], def);
        else {
            mode->field[s].focused = mode->field[s].selected = false;
            char seat[64];
            /* TRANSLATORS: match setup, the label of a seat the computer plays, %d is 1 or 2 */
            snprintf(seat, sizeof seat, _("Player %d"), s + 1);
            ui_text(u, x, y + (row - ui_text_px(ui_px(u, 16)) * 5 / 4) / 2, seat, ui_px(u, 16), false,
                    ui_rgb(210, 214, 224), UI_LEFT);
        }
        if (used & UI_FIELD_USED) {
            /* One field is typed in at a time: a click in this one ends the
             * other's typing (the click never reaches it, the event is this
             * field's), so only this one shows the frame and the caret. */
            if (mode->field[s].focused)
                for (int t = 0; t < ESC_SIDES; t++)
                    if (t != s)
                        mode->field[t].focused = mode->field[t].selected = false;
            a->dirty = true;
            return;
        }
        int step = ui_stepper(u, ui_rect(x, y, sw, row), "", _(who[k]));
        if (step) {
            /* Watching: the three computer levels only. */
            k = watch ? 1 + ui_wrap(k - 1, step, 3) : ui_wrap(k, step, 4);
            if (c->human[s] && k != 0) /* a person's name leaves with them: the seat is the computer's now */
                c->name[s][0] = '\0';
            c->human[s] = k == 0;
            c->level[s] = k == 1 ? AI_EASY : k == 3 ? AI_HARD : AI_NORMAL;
        }
        y += row + gap;
    }
    if (c->round_limit)
        snprintf(value, sizeof value, P_("%d round", "%d rounds", c->round_limit), c->round_limit);
    else
        snprintf(value, sizeof value, "%s", _("no limit"));
    /* Shortest to longest, "no limit" last, stopping at both ends
     * (play-test 11: 10 rounds wrapped round to "no limit"). */
    static const int limits[] = { 10, 15, 20, 30, 40, 50, 0 };
    int k = 6;
    for (int i = 0; i < 7; i++)
        if (limits[i] == c->round_limit)
            k = i;
    d = ui_stepper_ends(u, ui_rect(x, y, sw, row), _("Round limit"), value, k > 0, k < 6,
                        /* TRANSLATORS: tooltip of the round limit's greyed arrow at either end. */
                        _("10 rounds is the shortest limit, no limit the longest"));
    if (d && k + d >= 0 && k + d < 7)
        c->round_limit = limits[k + d];
    y += row + gap;
    if (watch) {
        /* The watch's own speed: the settings' animation speed is the player's
         * and stays as it is. */
        d = ui_stepper(u, ui_rect(x, y, sw, row), _("Speed"), ui_anim_speed_label(c->speed));
        if (d)
            c->speed = (data_anim_speed)ui_wrap((int)c->speed, d, DATA_ANIM_COUNT);
        y += row + gap;
    }
    y += gap;
    int half = (w - gap) / 2;
    int summary_h = a->h - foot - y;
    if (summary_h > ui_px(u, 330))
        summary_h = ui_px(u, 330);
    char uneven[300], explain[600];
    escarmouche_setup_uneven_note(c, &content->squads[c->squad[0]], &content->squads[c->squad[1]], uneven, sizeof uneven);
    escarmouche_setup_explain_note(explain, sizeof explain);
    setup_note n_explain = note_fit(u, explain, w, false), n_uneven = note_fit(u, uneven, w, true);
    summary_h -= n_explain.h + n_uneven.h;
    squad_summary(u, ui_rect(x, y, half, summary_h), &content->squads[c->squad[0]], 0);
    squad_summary(u, ui_rect(x + half + gap, y, half, summary_h), &content->squads[c->squad[1]], 1);
    y += summary_h + gap;
    y += note_draw(u, &n_explain, explain, a->w / 2, y, ui_rgb(176, 182, 198));
    y += note_draw(u, &n_uneven, uneven, a->w / 2, y, ui_rgb(255, 206, 120));
    y += gap;
    bool legal = esc_squad_test(&content->squads[c->squad[0]]).problem == ESC_SQUAD_OK &&
                 esc_squad_test(&content->squads[c->squad[1]]).problem == ESC_SQUAD_OK;
    if (ui_button(u, ui_rect(a->w / 2 - bw - gap, y, bw, bh), _("Back"), true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        ui_fields_release(mode->field, ESC_SIDES);
        app_scene_pop(a, NULL);
        return;
    }
    if (ui_button(u, ui_rect(a->w / 2 + gap, y, bw, bh), watch ? _("Watch") : _("Start"), legal) ||
        (legal && ui_pressed(u, UI_KEY_ENTER))) {
        ui_fields_release(mode->field, ESC_SIDES);
        if (watch)
            escarmouche_start_watch(a);
        else
            escarmouche_start(a, false);
        return;
    }
    if (a->message[0])
        ui_text(u, a->w / 2, y + bh + gap, a->message, ui_px(u, 15), false, ui_rgb(255, 180, 120), UI_CENTER);
}

/* ---- the match setup's choices remembered across runs:
 * <config dir>/escarmouche-setup.json (data/choices.c, as the other games'; read
 * once a run, when the screen first opens; a damaged file is ignored) ---- */

#define SETUP_FILE "escarmouche-setup.json"
#define SETUP_FILE_FORMAT "skirmish-escarmouche-setup"

static void *choices_create(app *a)
{
    (void)a;
    return calloc(1, sizeof(bool)); /* read yet? */
}

static void choices_destroy(app *a, void *self)
{
    (void)a;
    free(self);
}

static const app_service choices_service = { "escarmouche-choices", choices_create, choices_destroy };

static void choices_write(app *a, const escarmouche_content *c)
{
    const escarmouche_setup *st = &c->setup;
    cJSON *root = cJSON_CreateObject();
    if (!root)
        return;
    if (st->map >= 0 && st->map < c->n_maps)
        cJSON_AddStringToObject(root, "map", c->maps[st->map].name);
    cJSON *sides = cJSON_AddArrayToObject(root, "sides");
    for (int s = 0; sides && s < ESC_SIDES; s++) {
        cJSON *o = cJSON_CreateObject();
        if (!o)
            break;
        if (st->squad[s] >= 0 && st->squad[s] < c->n_squads)
            cJSON_AddStringToObject(o, "squad", c->squads[st->squad[s]].name);
        cJSON_AddBoolToObject(o, "human", st->human[s]);
        cJSON_AddNumberToObject(o, "level", st->level[s]);
        cJSON_AddStringToObject(o, "name", st->name[s]);
        cJSON_AddItemToArray(sides, o);
    }
    cJSON_AddNumberToObject(root, "round_limit", st->round_limit);
    data_choices_write(a->config_dir, SETUP_FILE, SETUP_FILE_FORMAT, root);
}

static void choices_read(app *a, escarmouche_content *c)
{
    cJSON *root = data_choices_read(a->config_dir, SETUP_FILE, SETUP_FILE_FORMAT);
    if (!root)
        return;
    escarmouche_setup *st = &c->setup;
    const cJSON *map = cJSON_GetObjectItemCaseSensitive(root, "map");
    for (int i = 0; cJSON_IsString(map) && i < c->n_maps; i++)
        if (strcmp(c->maps[i].name, map->valuestring) == 0)
            st->map = i;
    const cJSON *sides = cJSON_GetObjectItemCaseSensitive(root, "sides"), *side;
    if (!cJSON_IsArray(sides))
        sides = NULL;
    int s = 0;
    cJSON_ArrayForEach(side, sides) {
        if (s >= ESC_SIDES)
            break;
        const cJSON *squad = cJSON_GetObjectItemCaseSensitive(side, "squad");
        for (int i = 0; cJSON_IsString(squad) && i < c->n_squads; i++)
            if (strcmp(c->squads[i].name, squad->valuestring) == 0)
                st->squad[s] = i;
        data_choices_bool(side, "human", &st->human[s]);
        data_choices_int(side, "level", AI_RANDOM, AI_LEVEL_COUNT - 1, &st->level[s]);
        data_choices_string(side, "name", st->name[s], sizeof st->name[s]);
        s++;
    }
    static const int limits[] = { 0, 10, 15, 20, 30, 40, 50 };
    int rounds = st->round_limit;
    data_choices_int(root, "round_limit", 0, 1000, &rounds);
    for (int i = 0; i < 7; i++)
        if (limits[i] == rounds)
            st->round_limit = rounds;
    cJSON_Delete(root);
}

/* The squads are read again each time the screen opens: the Barracks may have
 * changed them since. */
static bool setup_enter(app *a, const void *arg, void **self)
{
    const escarmouche_setup_args *args = arg;
    escarmouche_reload_squads(a);
    escarmouche_content *c = escarmouche_content_get(a);
    if (!c || c->n_maps == 0 || c->n_squads == 0) {
        snprintf(a->message, sizeof a->message, "%s", _("No maps or squads to play with"));
        return false;
    }
    setup_screen *mode = calloc(1, sizeof *mode);
    if (!mode)
        return false;
    mode->watch = args && args->watch;
    bool *read = app_service_get(a, &choices_service);
    if (read && !*read) {
        *read = true;
        choices_read(a, c);
    }
    if (mode->watch)
        for (int s = 0; s < ESC_SIDES; s++)
            if (esc_squad_test(&c->squads[c->watch.squad[s]]).problem != ESC_SQUAD_OK)
                c->watch.squad[s] = step_squad(c, c->watch.squad[s], 1, true);
    *self = mode;
    return true;
}

static void setup_leave(app *a, void *self)
{
    setup_screen *mode = self;
    const escarmouche_content *c = escarmouche_content_get(a);
    if (c && !mode->watch)
        choices_write(a, c);
    ui_fields_release(mode->field, ESC_SIDES);
    free(self);
}

const scene escarmouche_setup_scene = {
    .name = "escarmouche-setup",
    .help = "escarmouche",
    .enter = setup_enter,
    .leave = setup_leave,
    .event = setup_run,
    .frame = setup_run,
};

bool escarmouche_setup_name_field(const app *a, int side, SDL_Rect *rect, bool *focused)
{
    const setup_screen *mode = app_scene_state(a, &escarmouche_setup_scene);
    if (!mode || side < 0 || side >= ESC_SIDES || !mode->has_field[side])
        return false;
    *rect = mode->field_rect[side];
    *focused = mode->field[side].focused;
    return true;
}
