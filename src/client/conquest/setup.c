/*
 * Conquest's setup screen: the map (a shipped one or a generated grid or hex map),
 * the players and who sits in each seat, the turn limit; Start begins the game
 * (and the coached first game, and a game waiting for its network bots). The
 * choices and maps it shows are content.c's, the seats' look look.c's; it is
 * above the game screen, which it opens and which calls nothing of it ("Play
 * again" opens the screen its conquest_play_args name).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "conquest/conquest.h"
#include "conquest/play_internal.h"
#include "conquest/look.h"
#include "conquest/net.h"
#include "conquest/preview.h"
#include "shell/ui.h"
#include "skirmish/core/cq/gen.h"
#include "skirmish/data/choices.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/i18n.h"

/* The seats the setup makes, with their names ("" when left to the default). */
/* The part of a stepper row that opens its explanation: its label, left of
 * the arrows (pointing at "<" or ">" to change it leaves the rows above in
 * view: play-test 3, the tip hid Seat 4). */
static SDL_Rect label_part(const ui *u, int x, int y, int w, int row)
{
    (void)u;
    return ui_rect(x, y, w * 2 / 5, row);
}

/* The value's box of a stepper at (x, y, w, row) showing `value`, as
 * shell/buttons.c lays it out (250 units, wider for a long value). */
static SDL_Rect stepper_value_part(ui *u, int x, int y, int w, int row, const char *value)
{
    int value_w = ui_px(u, 250), need = ui_text_width(u, value, ui_px(u, 16), true) + ui_px(u, 8) + 4;
    if (need > value_w)
        value_w = need;
    return ui_rect(x + w - 2 * row - value_w, y, value_w, row);
}

/* A short dim line between a stepper's label and its value box, when it fits
 * there (else nothing: the tip says it all when the row is pointed at). */
static void starts_caption(ui *u, int x, int y, int w, int row, const char *value, const char *caption, bool loud)
{
    if (!u->draw)
        return;
    int px = ui_px(u, 13), gap = ui_px(u, 12);
    int from = x + ui_text_width(u, _("Starts"), ui_px(u, 16), false) + gap;
    int to = stepper_value_part(u, x, y, w, row, value).x - row - gap;
    if (ui_text_width(u, caption, px, false) <= to - from)
        ui_text(u, from, y + (row - ui_text_px(px)) / 2, caption, px, loud, loud ? ui_rgb(255, 190, 110)
                                                                                 : ui_rgb(150, 158, 178), UI_LEFT);
}

/* A seat's stepper `d` (its arrows), with the mouse's ways back and forth
 * over it (blind play-test 17: a six-step cycle with no way back but "<"): a
 * click on its value steps forward, a right-click on it or its arrows steps
 * back, Shift with ">" too; its value's tooltip says the cycle. */
static int seat_step(ui *u, SDL_Rect r, const char *value, int d)
{
    SDL_Rect box = stepper_value_part(u, r.x, r.y, r.w, r.h, value);
    SDL_Rect all = ui_rect(box.x - r.h, r.y, box.w + 2 * r.h, r.h);
    const ui_event *ev = u->ev;
    if (ev && ev->kind == UI_EV_MOUSE_UP && !ev->cancel) {
        SDL_Point at = {ev->x, ev->y};
        if (ev->button == UI_BUTTON_RIGHT && SDL_PointInRect(&at, &all))
            d = -1;
        else if (d == 0 && ev->button == UI_BUTTON_LEFT && SDL_PointInRect(&at, &box))
            d = 1;
    }
    if (d > 0 && ev && ev->shift && ev->kind != UI_EV_KEY)
        d = -1;
    /* TRANSLATORS: tooltip of a seat's value on the setup (who plays it): the order its arrows go through */
    ui_tooltip(u, box, _("Who plays this seat. \">\" or a click here: Human, Computer (Easy), Computer (Normal), "
                         "Computer (Hard), Computer (Random), Network bot. \"<\" or a right-click: back."));
    return d;
}

/* A tooltip's box ending just above y (below: starting just under the row
 * at y, `row` high), as wide as the row (x, w). */
static void row_tip(ui *u, int x, int y, int w, int row, bool below, const char *text)
{
    int px = ui_px(u, 14), pad = ui_px(u, 8);
    ui quiet = *u;
    quiet.draw = false;
    int h = ui_text_wrapped(&quiet, ui_rect(0, 0, w - 2 * pad, 0), text, px, ui_rgb(0, 0, 0)) + 2 * pad;
    int top = below ? y + row + ui_px(u, 6) : y - h - ui_px(u, 6);
    if (below && top + h > u->app->h - 4)
        top = u->app->h - 4 - h; /* as low as the window lets it */
    if (top < 4)
        top = 4;
    ui_fill(u, ui_rect(x - 1, top - 1, w + 2, h + 2), ui_rgb(150, 160, 190));
    ui_fill(u, ui_rect(x, top, w, h), ui_rgb(20, 24, 34));
    SDL_Rect was = u->app->text_box;
    u->app->text_box = ui_rect(x, top, w, h); /* its own box: over the rows above is no fault */
    ui_text_wrapped(u, ui_rect(x + pad, top + pad, w - 2 * pad, 0), text, px, ui_rgb(232, 234, 242));
    u->app->text_box = was;
}

/* Whether name is a default name seat p could have had (another level, one
 * computer or several, human): a placeholder once kept as a name ("Computer 3
 * (Normal)") is dropped, so the placeholder follows the seats again. */
static bool is_default_name(const char *name, int p)
{
    char bot[DATA_SEAT_NAME_MAX + 40];
    snprintf(bot, sizeof bot, _("Network bot %d"), p + 1);
    if (strcmp(name, bot) == 0)
        return true;
    static const char *const levels[] = { "random", "easy", "normal", "hard" };
    data_seat seats[2];
    for (int human = 0; human < 2; human++)
        for (size_t l = 0; l < sizeof levels / sizeof levels[0]; l++)
            for (int several = 0; several < 2; several++) {
                /* seat p alone or beside another computer */
                data_seat_set(&seats[0], !human, levels[l]);
                data_seat_set(&seats[1], several != 0, levels[l]);
                char def[DATA_SEAT_NAME_MAX + 40];
                data_seat all[CQ_SETUP_MAX_PLAYERS];
                for (int i = 0; i < CQ_SETUP_MAX_PLAYERS; i++)
                    all[i] = i == p ? seats[0] : seats[1];
                data_seat_default_name(all, CQ_SETUP_MAX_PLAYERS, p, def, sizeof def);
                if (strcmp(name, def) == 0)
                    return true;
            }
    return false;
}

static void cq_setup_seats(const conquest_setup *c, data_seat seats[CQ_SETUP_MAX_PLAYERS])
{
    for (int p = 0; p < c->players; p++)
        data_cq_seat_make(&seats[p], c->seat[p]);
    for (int p = 0; p < c->players; p++)
        data_seat_set_name(seats, c->players, p, c->name[p]);
}

/* The next game's seed, drawn once before it starts (the preview shows the
 * Fair starts it gives) and again after it has started. */
static uint64_t setup_seed(conquest_setup *c)
{
    if (!c->seed_drawn) {
        c->seed = (uint64_t)time(NULL) ^ ((uint64_t)SDL_GetPerformanceCounter() << 20);
        const char *fixed = getenv("SKIRMISH_SEED");
        if (fixed && *fixed)
            c->seed = strtoull(fixed, NULL, 10);
        c->seed_drawn = true;
    }
    return c->seed;
}

/* Whether the seats make a game served to network bots (Fair starts are not
 * offered there: the server sets those games up as the public one does). */
static bool setup_networked(const conquest_setup *c)
{
    for (int p = 0; p < c->players; p++)
        if (c->seat[p] == CONQUEST_SEAT_NETWORK)
            return true;
    return false;
}

/* The Fair starts of this map, count and seed, worked out once (for the
 * preview and the Starts row's words); false when none are shown. */
static bool fair_update(conquest_setup *c, const conquest_content *k)
{
    bool shown = c->fair_starts && !setup_networked(c) && c->map < k->n_maps;
    uint64_t seed = setup_seed(c);
    if (shown && (c->shown_map != c->map || c->shown_players != c->players || c->shown_seed != seed)) {
        c->shown_map = -1;
        if (cq_fair_starts(&k->maps[c->map].graph, c->players, seed, c->shown_starts, &c->shown_quality)) {
            c->shown_map = c->map;
            c->shown_players = c->players;
            c->shown_seed = seed;
        }
    }
    return shown && c->shown_map == c->map;
}

static bool start_game(app *a, conquest_content *k)
{
    conquest_setup *c = &k->setup;
    uint64_t seed = setup_seed(c);
    c->seed_drawn = false; /* the game after this one draws its own */
    cq_map generated;
    const cq_map *map;
    cq_map_init(&generated);
    if (c->map < k->n_maps) {
        map = &k->maps[c->map];
    } else {
        cq_gen_params p;
        cq_gen_params_default(&p, c->map == k->n_maps ? CQ_LAYOUT_GRID : CQ_LAYOUT_HEX, c->gen_size,
                              c->gen_size);
        p.remove_permille = 150;
        p.seed = seed;
        if (cq_generate(&generated.graph, &p) != CQ_GEN_OK) {
            snprintf(a->message, sizeof a->message, "%s", _("Cannot generate that map"));
            cq_map_free(&generated);
            return false;
        }
        /* English, as saved: conquest_map_title translates it when shown. */
        snprintf(generated.name, sizeof generated.name, "Generated %s %d×%d",
                 p.layout == CQ_LAYOUT_GRID ? "grid" : "hex", p.width, p.height);
        map = &generated;
    }
    char why[200];
    int network = 0;
    for (int p = 0; p < c->players; p++)
        network += c->seat[p] == CONQUEST_SEAT_NETWORK;
    if (network > 0) {
        /* Served to the bots; the human seats give their orders here. */
        conquest_match *w = malloc(sizeof *w);
        if (w != NULL)
            conquest_match_init(w);
        bool started = w != NULL && conquest_net_start(w, map, c->players, c->seat, c->turns, seed, why, sizeof why);
        cq_map_free(&generated);
        if (!started) {
            if (w != NULL) {
                conquest_match_free(w);
                free(w);
            }
            snprintf(a->message, sizeof a->message, "%s", w != NULL ? why : _("out of memory"));
            return false;
        }
        k->waiting = w;
        a->message[0] = '\0';
        return true;
    }
    conquest_match m;
    conquest_match_init(&m);
    bool ok = conquest_match_start_starts(&m, map, c->players, c->seat, c->turns, seed, c->fair_starts, why, sizeof why);
    cq_map_free(&generated);
    if (!ok) {
        conquest_match_free(&m);
        snprintf(a->message, sizeof a->message, "%s", why);
        return false;
    }
    data_seat seats[CQ_SETUP_MAX_PLAYERS];
    cq_setup_seats(c, seats);
    conquest_match_set_names(&m, seats, c->players);
    ui_fields_release(k->name_field, CQ_SETUP_MAX_PLAYERS);
    conquest_play_args args = { .match = &m, .again = &conquest_setup_scene };
    ok = app_scene_open_from_root(a, &conquest_play_scene, &args);
    conquest_match_free(&m); /* empty if the screen took it over */
    return ok;
}

bool conquest_coach_start(app *a)
{
    conquest_content *k = conquest_content_get(a);
    if (!k)
        return false;
    /* A small map, one computer that plays at random, Fair starts: a first
     * game to learn the moves on; the player's own setup is left as it was. */
    conquest_setup kept = k->setup;
    conquest_setup *c = &k->setup;
    c->map = 0;
    int least = 0;
    for (int i = 0; i < k->n_maps; i++)
        if (k->maps[i].min_players <= 2 && (least == 0 || k->maps[i].graph.n_vertices < least)) {
            least = k->maps[i].graph.n_vertices;
            c->map = i;
        }
    if (least == 0) {
        c->map = k->n_maps; /* no shipped map: a small generated grid */
        c->gen_size = 4;
    }
    c->players = 2;
    c->seat[0] = CONQUEST_SEAT_HUMAN;
    c->seat[1] = CQ_BOT_RANDOM;
    c->name[0][0] = c->name[1][0] = '\0';
    c->turns = 25;
    c->fair_starts = true;
    c->seed_drawn = false;
    bool ok = start_game(a, k);
    k->setup = kept;
    k->setup.seed_drawn = false;
    conquest_screen *s = ok ? conquest_current(a) : NULL;
    if (s) {
        conquest_coach_begin(s);
        s->no_autosave = true;
        conquest_autosave(a, s); /* removes the one made as it opened */
    }
    return s != NULL;
}

/* Waiting for the network bots: the address to give them, who is there. */
static void waiting_run(ui *u, app *a, conquest_content *k)
{
    conquest_match *m = k->waiting;
    int w = ui_px(u, 760) < a->w - ui_px(u, 40) ? ui_px(u, 760) : a->w - ui_px(u, 40);
    int x = a->w / 2 - w / 2, y = ui_px(u, 130), row = ui_px(u, 32);
    char line[400];
    if (u->draw) {
        SDL_SetRenderDrawColor(u->r, 16, 19, 28, 255);
        SDL_RenderClear(u->r);
        ui_text(u, a->w / 2, ui_px(u, 40), _("Waiting for network bots"), ui_px(u, 36), true, ui_rgb(242, 236, 220),
                UI_CENTER);
        /* TRANSLATORS: the address network bots connect to; keep "ws://127.0.0.1:%d"
         * and "game_id" (a field of the protocol) as they are. */
        snprintf(line, sizeof line, _("Connect your bots to  ws://127.0.0.1:%d  (any game_id)"), conquest_net_port(m));
        ui_text(u, a->w / 2, ui_px(u, 96), line, ui_px(u, 18), true, ui_rgb(170, 210, 250), UI_CENTER);
        for (int p = 0; p < m->state.n_players; p++) {
            bool net = m->seat[p] == CONQUEST_SEAT_NETWORK;
            bool there = !net || conquest_net_seat_connected(m, p);
            snprintf(line, sizeof line, "%.40s · %s · %s", m->state.players[p].id, conquest_seat_name(m->seat[p]),
                     there ? (net ? C_("network seat", "connected") : C_("network seat", "ready"))
                           : C_("network seat", "waiting…"));
            draw_disc(u->r, (float)(x + ui_px(u, 8)), (float)(y + row / 2), (float)ui_px(u, 7),
                      conquest_seat_colour[p % CQ_SETUP_MAX_PLAYERS]);
            ui_text(u, x + ui_px(u, 26), y + row / 2 - ui_px(u, 9), line, ui_px(u, 16), false,
                    there ? ui_rgb(220, 226, 236) : ui_rgb(150, 156, 170), UI_LEFT);
            y += row;
        }
        ui_text(u, a->w / 2, y + ui_px(u, 8), _("The game starts when every seat is taken; each turn lasts a second."),
                ui_px(u, 14), false, ui_rgb(150, 156, 170), UI_CENTER);
    } else {
        y += row * m->state.n_players;
    }
    y += ui_px(u, 40);
    int bw = ui_px(u, 200), bh = ui_px(u, 44);
    if (ui_button(u, ui_rect(a->w / 2 - bw / 2, y, bw, bh), _("Cancel"), true) || ui_pressed(u, UI_KEY_ESCAPE))
        conquest_waiting_drop(k);
}

/* The lobby runs from here: when the seats are full, the game screen opens. */
static bool setup_update(app *a, void *self, float dt, bool on_top)
{
    (void)self, (void)dt, (void)on_top;
    conquest_content *k = conquest_content_get(a);
    if (!k || !k->waiting)
        return false;
    conquest_net_phase ph = conquest_net_poll(k->waiting, false);
    a->dirty = true;
    if (ph == CONQUEST_NET_WAITING)
        return true;
    conquest_play_args args = { .match = k->waiting, .again = &conquest_setup_scene };
    app_scene_open_from_root(a, &conquest_play_scene, &args);
    conquest_waiting_drop(k); /* empty if the screen took it over */
    return true;
}

static void setup_leave(app *a, void *self)
{
    (void)self;
    conquest_content *k = conquest_content_get(a);
    if (k) {
        conquest_choices_write(a, k);
        k->setup.pointer_moved = false; /* the next visit waits for the pointer again */
    }
    if (k)
        conquest_waiting_drop(k);
    if (k)
        ui_fields_release(k->name_field, CQ_SETUP_MAX_PLAYERS);
}

/* What the Map stepper shows for map i ("Archipelago (2–4 players)"). */
static void map_value(const conquest_content *k, int i, char *out, size_t size)
{
    if (i < k->n_maps) {
        const cq_map *m = &k->maps[i];
        char title[96];
        conquest_map_title(title, sizeof title, m->name);
        if (m->min_players == m->max_players)
            /* TRANSLATORS: a map and the one number of players it takes. */
            snprintf(out, size, P_("%s (%d player)", "%s (%d players)", m->max_players), title,
                     m->max_players);
        else
            /* TRANSLATORS: a map and how many players it takes (at least two). */
            snprintf(out, size, P_("%s (%d–%d player)", "%s (%d–%d players)", m->max_players), title,
                     m->min_players, m->max_players);
    } else {
        snprintf(out, size, "%s", i == k->n_maps ? _("Generated grid") : _("Generated hex map"));
    }
}

/* What the computer does at each level, said where the level is chosen
 * (blind play-test 10: "Computer (Random)" read as harmless, and beat a
 * player who waited: a random mover still grows on what it happens to take). */
static const char *conquest_level_tip(int level)
{
    switch (level) {
    case CQ_BOT_RANDOM:
        /* TRANSLATORS: the setup's seat set to Computer (Random), when pointed at */
        return _("Random: each turn it sends units from about half its vertices along edges drawn at random, with no "
                 "plan. The easiest to beat, but not harmless: every vertex it happens to take makes units, so a player "
                 "who waits can still lose on units at the turn limit.");
    case CQ_BOT_EASY:
        /* TRANSLATORS: the setup's seat set to Computer (Easy), when pointed at */
        return _("Easy: from each of its vertices it takes the cheapest neighbour it can pay for; it never plans "
                 "ahead or keeps units back to defend.");
    case CQ_BOT_NORMAL:
        /* TRANSLATORS: the setup's seat set to Computer (Normal), when pointed at */
        return _("Normal: each turn it tries many plans, plays each two turns ahead against the others, and "
                 "gives the orders of the one that ends strongest.");
    default:
        /* TRANSLATORS: the setup's seat set to Computer (Hard), when pointed at */
        return _("Hard: as Normal, three turns ahead, and it guards against a player who attacks every weakly "
                 "held vertex: the strongest.");
    }
}

static void setup_run(ui *u, void *self)
{
    (void)self;
    app *a = u->app;
    conquest_content *k = conquest_content_get(a);
    if (!k)
        return;
    if (k->waiting) {
        waiting_run(u, a, k);
        return;
    }
    conquest_setup *c = &k->setup;
    /* No explanation opens before the pointer moves: where it lay when the
     * screen opened is not pointing at anything (play-test 6). */
    if (u->ev && u->ev->kind == UI_EV_MOUSE_MOVE)
        c->pointer_moved = true;
    if (u->draw) {
        SDL_SetRenderDrawColor(u->r, 16, 19, 28, 255);
        SDL_RenderClear(u->r);
        ui_text(u, a->w / 2, ui_px(u, 40), _("Conquest"), ui_px(u, 44), true, ui_rgb(242, 236, 220), UI_CENTER);
        ui_text(u, a->w / 2, ui_px(u, 96), _("Simultaneous orders: the last player standing, or the most units at the turn limit, wins"),
                ui_px(u, 16), false, ui_rgb(170, 176, 190), UI_CENTER);
    }
    int w = ui_px(u, 760) < a->w - ui_px(u, 40) ? ui_px(u, 760) : a->w - ui_px(u, 40);
    int x = a->w / 2 - w / 2, y = ui_px(u, 130), row = ui_px(u, 36), gap = ui_px(u, 6);
    /* Rows lower where the window is short (eight seats, a generated map's
     * size, the starts), so Back and Start stay in it. */
    int rows = 5 + c->players, below = gap * 3 + ui_px(u, 44) + ui_px(u, 8);
    if (y + rows * (row + gap) + below > a->h) {
        row = (a->h - below - y) / rows - gap;
        if (row < ui_px(u, 24))
            row = ui_px(u, 24);
    }
    char value[128], widest[128] = "";
    map_value(k, c->map, value, sizeof value);
    /* The arrows stay still whatever the map: the value's box fits the longest. */
    for (int i = 0, most = -1; i < conquest_setup_map_count(k); i++) {
        char v[128];
        map_value(k, i, v, sizeof v);
        int vw = ui_text_width(u, v, ui_px(u, 16), true);
        if (vw > most) {
            most = vw;
            snprintf(widest, sizeof widest, "%s", v);
        }
    }
    int d = ui_stepper_still(u, ui_rect(x, y, w, row), _("Map"), value, widest);
    /* A shipped map says what it is like, in the player's language. */
    if (c->pointer_moved && c->map < k->n_maps && k->maps[c->map].description[0]) {
        /* over the label and the value, never the arrows: a tooltip that stayed
         * after a click on ">" covered the Players stepper below (the value's
         * box is at least 250 units wide, so these two parts hold no arrow) */
        int least = ui_px(u, 250);
        ui_tooltip(u, ui_rect(x, y, w - 3 * row - least, row), i18n_content(k->maps[c->map].description));
        ui_tooltip(u, ui_rect(x + w - 2 * row - least, y, least + row, row), i18n_content(k->maps[c->map].description));
    }
    if (d) {
        int n = conquest_setup_map_count(k);
        c->map = ui_wrap(c->map, d, n);
        conquest_setup_clamp(k);
    }
    y += row + gap;
    /* The Size row for every map, so no row below moves when the map changes
     * (blind play-test 17: "Generated grid" added it, and the next click on
     * the Turn limit's "<" set Players): a shipped map's size is its own,
     * its arrows greyed. */
    if (c->map >= k->n_maps) {
        snprintf(value, sizeof value, "%d × %d", c->gen_size, c->gen_size);
        d = ui_stepper(u, ui_rect(x, y, w, row), C_("map", "Size"), value);
        if (d) {
            c->gen_size += d * 2;
            c->gen_size = c->gen_size < 4 ? 4 : c->gen_size > 24 ? 24 : c->gen_size;
        }
    } else {
        int n = k->maps[c->map].graph.n_vertices;
        /* TRANSLATORS: the setup's Size row on a shipped map: its vertices, fixed (the arrows greyed) */
        snprintf(value, sizeof value, P_("%d vertex (set by the map)", "%d vertices (set by the map)", n), n);
        ui_stepper_ends(u, ui_rect(x, y, w, row), C_("map", "Size"), value, false, false, NULL);
    }
    c->size_row = ui_rect(x, y, w, row);
    y += row + gap;
    c->players_row = ui_rect(x, y, w, row);
    snprintf(value, sizeof value, "%d", c->players);
    d = ui_stepper(u, ui_rect(x, y, w, row), _("Players"), value);
    if (d) {
        c->players += d;
        conquest_setup_clamp(k);
    }
    y += row + gap;
    /* The settings before the seats, so a seat more or less moves no row a
     * player may click next (play-test 13: from 4 players to 3 the Turn
     * limit's row went up and the next click set Starts). */
    /* The ends say they are ends: the value, and the arrow greyed that way. */
    if (c->turns == 25)
        /* TRANSLATORS: the setup's Turn limit at its lowest choice ("<" greyed) */
        snprintf(value, sizeof value, _("%d turns (fewest)"), c->turns);
    else if (c->turns == 200)
        /* TRANSLATORS: the setup's Turn limit at its highest choice (">" greyed) */
        snprintf(value, sizeof value, _("%d turns (most)"), c->turns);
    else
        snprintf(value, sizeof value, P_("%d turn", "%d turns", c->turns), c->turns);
    c->turns_row = ui_rect(x, y, w, row);
    d = ui_stepper_ends(u, ui_rect(x, y, w, row), _("Turn limit"), value, c->turns > 25, c->turns < 200, NULL);
    /* Its explanation under Back and Start (play-test 5 found Seat 4 hidden
     * by it above, play-test 6 the Starts row below): nothing there to click. */
    bool tips = u->draw && !u->beneath && c->pointer_moved;
    const char *tip = NULL;
    if (tips && ui_hover(u, label_part(u, x, y, w, row)))
        /* TRANSLATORS: the setup's "Turn limit" row, when pointed at */
        tip = _("A player alone on the map wins at once. Otherwise, after the last turn, the player with the most "
                "units in total wins (equal totals tie); the top bar shows who leads.");
    if (d) {
        static const int limits[] = { 25, 50, 100, 200 };
        int at = 2;
        for (int i = 0; i < 4; i++)
            if (limits[i] == c->turns)
                at = i;
        /* Stops at the fewest and the most: going round from 200 ("most")
         * to 25 ("fewest") read as a fault (play-test 6). */
        at += d;
        c->turns = limits[at < 0 ? 0 : at > 3 ? 3 : at];
    }
    y += row + gap;
    /* Fair starts (an extension, docs/conquest.md): not for network bots. */
    bool net = setup_networked(c);
    /* TRANSLATORS: the setup's "Starts" setting: random start vertices (the rules' default) or fair ones. */
    const char *starts = net ? _("Random (network game)") : c->fair_starts ? _("Fair") : _("Random");
    d = ui_stepper(u, ui_rect(x, y, w, row), _("Starts"), starts);
    /* What the choice does, in a line beside its name, where the row leaves
     * room (play-test 9: "Starts" and "Random" were unexplained until pointed
     * at); the whole explanation when pointed at. */
    /* Fair as the map allows, said when it cannot be equal and far apart
     * (blind play-test 14: 6 on Archipelago, some starts two steps apart
     * under "equal, far apart") */
    const cq_fair_quality *fq = &c->shown_quality;
    bool uneven = !net && c->fair_starts && fair_update(c, k) &&
                  (fq->weight_min != fq->weight_max || fq->apart_max - fq->apart_min >= 2);
    char as_can[96];
    /* TRANSLATORS: beside the setup's Starts row set to Fair when the map cannot give every start the same
     * distance: the nearest and farthest pair of starts, in edges (short: the row's free room; blind play-test
     * 16: "uneven" beside "Fair" read as a contradiction) */
    snprintf(as_can, sizeof as_can, _("starts %d to %d steps apart"), fq->apart_min, fq->apart_max);
    starts_caption(u, x, y, w, row, starts,
                   uneven ? as_can
                   /* TRANSLATORS: beside the setup's Starts row set to Fair (short: the row's free room) */
                   : !net && c->fair_starts ? _("equal, far apart")
                   /* TRANSLATORS: beside the setup's Starts row when a Network bot seat made Fair
                    * starts Random (play-test 13: it changed silently) */
                   : net && c->fair_starts ? _("not Fair: a network bot plays")
                   /* TRANSLATORS: beside the setup's Starts row when a Network bot seat is chosen: starts are
                    * then random (blind play-test 17: the change went unannounced) */
                   : net ? _("random: a network bot plays")
                                          /* TRANSLATORS: beside the setup's Starts row set to Random */
                                          : _("drawn by lot"),
                   net);
    /* Its explanation under Back and Start too, never over a row nor over
     * the buttons (the pointer landed on it when the screen opened and the
     * tip hid Seat 3 and the Turn limit: play-test 6). */
    if (tips && ui_hover(u, label_part(u, x, y, w, row)))
        tip = _("Random: each player starts on a vertex drawn at random (the rules). Fair: starts of equal weight, "
                "as far from each other and from the rich vertices as the map allows; the map below shows them.");
    if (d && !net)
        c->fair_starts = !c->fair_starts;
    y += row + gap;
    for (int p = 0; p < c->players; p++) {
        char label[64];
        /* TRANSLATORS: a seat of the game's setup; %d is its number. */
        snprintf(label, sizeof label, _("Seat %d"), p + 1);
        if (u->draw)
            ui_emblem(u->r, p, (float)(x - ui_px(u, 14)), (float)(y + row / 2), (float)ui_px(u, 7), conquest_seat_colour[p]);
        /* The player's name beside the seat: empty is the default name, shown dimmed. */
        int name_w = w / 3;
        data_seat seats[CQ_SETUP_MAX_PLAYERS];
        cq_setup_seats(c, seats);
        char def[DATA_SEAT_NAME_MAX + 40];
        data_seat_default_name(seats, c->players, p, def, sizeof def);
        if (c->seat[p] == CONQUEST_SEAT_NETWORK)
            /* the name the game gives it (label.c), not a computer's (play-test 3) */
            snprintf(def, sizeof def, _("Network bot %d"), p + 1);
        if (strcmp(c->name[p], def) == 0 || is_default_name(c->name[p], p))
            c->name[p][0] = '\0';
        if (ui_text_field(u, ui_rect(x + w - name_w, y, name_w, row), &k->name_field[p], c->name[p], sizeof c->name[p],
                          def) & UI_FIELD_USED) {
            a->dirty = true;
            return;
        }
        d = ui_stepper(u, ui_rect(x, y, w - name_w - gap, row), label, conquest_seat_name(c->seat[p]));
        /* its label, left of its "<" (the seat's stepper is narrower than the rows) */
        int seat_left = stepper_value_part(u, x, y, w - name_w - gap, row, conquest_seat_name(c->seat[p])).x - row;
        bool pointed = u->draw && !u->beneath && c->pointer_moved && ui_hover(u, ui_rect(x, y, seat_left - x, row));
        if (pointed && c->seat[p] == CONQUEST_SEAT_NETWORK)
            /* TRANSLATORS: the setup's seat set to "Network bot", when pointed at (play-test 6: unexplained) */
            tip = _("Network bot: a program of yours plays this seat, connected to the game server this game "
                         "starts (the manual says how to write one). A game with one starts at random: Fair starts are for local "
                         "games.");
        else if (pointed && c->seat[p] != CONQUEST_SEAT_HUMAN)
            /* TRANSLATORS: the setup's seat played by the computer, when pointed at (play-test 9: "Computer
             * (Random)" was unexplained) */
            tip = conquest_level_tip(c->seat[p]);
        d = seat_step(u, ui_rect(x, y, w - name_w - gap, row), conquest_seat_name(c->seat[p]), d);
        c->seat_value[p] = stepper_value_part(u, x, y, w - name_w - gap, row, conquest_seat_name(c->seat[p]));
        if (d) {
            /* Human, then the computer from Easy up to Hard (forward is
             * harder), then Random, then a network bot (when this build has
             * the network): blind play-test 17, "Random" first after Human
             * started a hot-seat game against a computer by mistake. */
            static const int order[] = { CONQUEST_SEAT_HUMAN, CQ_BOT_EASY, CQ_BOT_NORMAL, CQ_BOT_HARD, CQ_BOT_RANDOM,
                                         CONQUEST_SEAT_NETWORK };
            int kinds = conquest_net_available() ? 6 : 5;
            int at = 0;
            for (int i = 0; i < kinds; i++)
                if (order[i] == c->seat[p])
                    at = i;
            /* A typed name stays with the seat while a person plays it, here
             * or over the network (play-test 3: "Bartholomew" was lost on the
             * way to Network bot), and goes when a computer takes the seat or
             * leaves it (play-test 4: "Bob" played as Computer); an empty one
             * follows the seat's default. */
            int was = c->seat[p];
            c->seat[p] = order[ui_wrap(at, d, kinds)];
            bool person_was = was == CONQUEST_SEAT_HUMAN || was == CONQUEST_SEAT_NETWORK;
            bool person_now = c->seat[p] == CONQUEST_SEAT_HUMAN || c->seat[p] == CONQUEST_SEAT_NETWORK;
            if (person_was != person_now)
                c->name[p][0] = '\0';
        }
        y += row + gap;
    }
    y += gap * 3;
    int bw = ui_px(u, 200), bh = ui_px(u, 44);
    int tip_y = y + bh + gap - row - ui_px(u, 6); /* the tip's box starts under the buttons */
    if (ui_button(u, ui_rect(a->w / 2 - bw - gap, y, bw, bh), _("Back"), true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        app_scene_pop(a, NULL);
        return;
    }
    if (ui_button(u, ui_rect(a->w / 2 + gap, y, bw, bh), _("Start"), true) || ui_pressed(u, UI_KEY_ENTER)) {
        start_game(a, k);
        return;
    }
    if (a->message[0])
        ui_text(u, a->w / 2, y + bh + gap * 2, a->message, ui_px(u, 15), false, ui_rgb(255, 180, 120), UI_CENTER);
    /* The chosen map, drawn small below, where the window leaves room. */
    int top = y + bh + gap * 2 + ui_px(u, 24), room = a->h - top - ui_px(u, 12);
    if (u->draw && c->map < k->n_maps && room >= ui_px(u, 110)) {
        /* With Fair starts, each seat's start (the seed the game will use). */
        bool shown = fair_update(c, k);
        conquest_draw_preview(u, ui_rect(a->w / 2 - room * 3 / 4, top, room * 3 / 2, room), &k->maps[c->map].graph,
                              shown ? c->shown_starts : NULL, shown ? c->players : 0);
    }
    if (tip)
        row_tip(u, x, tip_y, w, row, true, tip);
}

const scene conquest_setup_scene = {
    .name = "conquest-setup",
    .help = "conquest",
    .leave = setup_leave,
    .event = setup_run,
    .frame = setup_run,
    .update = setup_update,
};

