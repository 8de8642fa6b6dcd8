/*
 * TRTS's content (faction tables and shipped maps, read once), the new-game
 * screen (map, match type, 2-4 seats: human or computer, faction, team; seed),
 * and the files: save titles, autosaves, loading and continuing; the setup's
 * choices are remembered across runs (<config dir>/trts-setup.json).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include <cjson/cJSON.h>

#include "shell/ui.h"
#include "shell/unfinished.h"
#include "skirmish/ai/trts.h"
#include "skirmish/i18n.h"
#include "skirmish/data/choices.h"
#include "skirmish/data/files.h"
#include "skirmish/data/trts_files.h"
#include "trts/play_internal.h"
#include "trts/trts.h"

/* TRANSLATORS: TRTS match types, shown in the setup's "Match" stepper. */
static const char *const type_names[] = { N_("Duel (2 players)"), N_("Team (2 vs 2)"), N_("Free for all (3-4)"),
                                          N_("Last man standing (3-4)") };

/* A stepper without a label for a seat's row: "<", the value, ">" (-1, 0 or 1). */
static int seat_stepper(ui *u, SDL_Rect r, const char *value)
{
    int bw = r.h;
    SDL_Rect mid = ui_rect(r.x + bw, r.y, r.w - 2 * bw, r.h);
    ui_fill(u, mid, ui_rgb(30, 36, 52));
    ui_text_fit(u, ui_rect(mid.x + 2, r.y, mid.w - 4, r.h), value, ui_px(u, 16), true, ui_rgb(240, 240, 240), UI_CENTER);
    int d = 0;
    if (ui_button(u, ui_rect(r.x, r.y, bw, r.h), "<", true))
        d = -1;
    if (ui_button(u, ui_rect(r.x + r.w - bw, r.y, bw, r.h), ">", true))
        d = 1;
    return d;
}

/* The seats the setup makes, with their names ("" when left to the default). */
static void setup_seats(const trts_client_setup *c, data_seat seats[TRTS_MAX_PLAYERS])
{
    for (int p = 0; p < c->players; p++)
        data_seat_set(&seats[p], c->computer[p], trts_level_id(c->level[p]));
    for (int p = 0; p < c->players; p++)
        data_seat_set_name(seats, c->players, p, c->name[p]);
}

bool trts_start(app *a)
{
    trts_content *k = trts_content_get(a);
    if (!k || !k->rules_ok || k->n_maps == 0) {
        /* TRANSLATORS: %s is why (a file's problem, or "no maps"). */
        snprintf(a->message, sizeof a->message, _("TRTS cannot start: %s"), k && !k->rules_ok ? k->rules_error : _("no maps"));
        return false;
    }
    trts_client_setup *c = &k->setup;
    trts_setup_clamp(k);
    trts_game_record *rec = calloc(1, sizeof *rec);
    if (!rec) {
        snprintf(a->message, sizeof a->message, "%s", _("out of memory"));
        return false;
    }
    rec->map = k->maps[c->map];
    /* the chosen length, the depletion round scaled with it (docs/trts.md §4) */
    trts_map_set_length(&rec->map, c->rounds ? c->rounds : TRTS_DEFAULT_ROUNDS);
    rec->setup.type = (trts_match_type)c->type;
    rec->setup.n_players = c->players;
    rec->setup.seed = c->seed;
    for (int p = 0; p < c->players; p++) {
        rec->setup.factions[p] = c->faction[p];
        rec->setup.computer[p] = c->computer[p];
        rec->setup.level[p] = c->computer[p] ? c->level[p] : 0;
    }
    if (!trts_setup_valid(&rec->setup, &rec->map)) {
        /* TRANSLATORS: %s is a map's name. */
        snprintf(a->message, sizeof a->message, _("%s cannot be played with these seats"), i18n_content(rec->map.name));
        free(rec);
        return false;
    }
    data_seat seats[TRTS_MAX_PLAYERS];
    setup_seats(c, seats);
    ui_fields_release(k->name_field, TRTS_MAX_PLAYERS);
    trts_play_args args = { rec, NULL, seats, false, &trts_setup_scene, NULL };
    bool ok = app_scene_open_from_root(a, &trts_play_scene, &args);
    free(rec);
    return ok;
}

/* Learn to play (docs/client.md "TRTS"): a duel on Twin Ridge against a
 * computer kept passive by the lesson (lesson.c), the same for everyone. */
bool trts_lesson_start(app *a)
{
    trts_content *k = trts_content_get(a);
    if (!k || !k->rules_ok || k->n_maps == 0) {
        /* TRANSLATORS: %s is why (a file's problem, or "no maps"). */
        snprintf(a->message, sizeof a->message, _("TRTS cannot start: %s"), k && !k->rules_ok ? k->rules_error : _("no maps"));
        return false;
    }
    static trts_game_record rec; /* large: kept off the stack; copied by the screen */
    memset(&rec, 0, sizeof rec);
    int map = 0;
    for (int i = 0; i < k->n_maps; i++)
        if (strcmp(k->maps[i].name, "Twin Ridge") == 0)
            map = i;
    rec.map = k->maps[map];
    trts_map_set_length(&rec.map, 16);
    rec.setup.type = TRTS_DUEL;
    rec.setup.n_players = 2;
    rec.setup.seed = 8; /* one game for everyone: the same start areas */
    rec.setup.factions[0] = TRTS_DIRECTORATE;
    rec.setup.factions[1] = TRTS_MYRIAD;
    rec.setup.computer[1] = true;
    /* the computer plays at Easy once the tips end: its seat says so (hTr11: the
     * seat's default level read "Normal" in the names while Easy played) */
    rec.setup.level[1] = TRTS_AI_EASY;
    data_seat seats[TRTS_MAX_PLAYERS];
    for (int p = 0; p < TRTS_MAX_PLAYERS; p++)
        data_seat_set(&seats[p], p == 1, p == 1 ? trts_level_id(TRTS_AI_EASY) : NULL);
    trts_play_args args = { &rec, NULL, seats, true, &trts_setup_scene, NULL };
    return trts_setup_valid(&rec.setup, &rec.map) && app_scene_open_from_root(a, &trts_play_scene, &args);
}

/* The faction whose pieces the setup's table shows (-1: the first seat's). */
static int table_faction = -1;
static bool table_buildings; /* the buildings shown when the table is split */

/* One cell of the table, shrunk to its width. */
/* A cell of the table: cut with "…" where a longer language does not fit the
 * column (the row's tooltip says everything whole). */
static void cell(ui *u, int x, int y, int w, int h, const char *text, bool bold, SDL_Color col)
{
    char shown[160];
    snprintf(shown, sizeof shown, "%s", text);
    ui_text_cut(u, shown, sizeof shown, ui_px(u, 12), bold, w - ui_px(u, 4));
    ui_text_fit(u, ui_rect(x, y, w - ui_px(u, 4), h), shown, ui_px(u, 12), bold, col, UI_LEFT);
}

/* The setup's table of a faction's pieces between y and `bottom`; returns the
 * y under it. */
static int faction_table(ui *u, trts_content *k, int x, int y, int w, int bottom)
{
    const trts_client_setup *c = &k->setup;
    if (table_faction < 0 || table_faction >= TRTS_FACTIONS)
        table_faction = c->faction[0];
    const trts_faction *f = &k->rules.factions[table_faction];
    int gap = ui_px(u, 5), tab_h = ui_px(u, 24), rh = ui_px(u, 15);
    char about[400];
    trts_tip_faction(f, table_faction, about, sizeof about);
    char *cut = strstr(about, ". "); /* the description without the list of names the table gives */
    if (cut)
        *cut = '\0';
    ui quiet = *u;
    quiet.draw = false;
    quiet.ev = NULL;
    int about_h = ui_text_wrapped(&quiet, ui_rect(x, y, w, 0), about, ui_px(u, 12), ui_rgb(170, 176, 190));
    /* units, then buildings, one a row; when both do not fit, one of them and a
     * button for the other */
    bool split = y + tab_h + gap + about_h + gap + (f->n_units + TRTS_ROLES + 2) * rh > bottom;
    /* the tabs: "Pieces:" then each faction, those in play first */
    /* TRANSLATORS: the setup: before the tabs that show each faction's pieces */
    int lx = x + ui_text(u, x, y + (tab_h - ui_px(u, 13)) / 2, _("Pieces:"), ui_px(u, 13), true, ui_rgb(200, 206, 220), UI_LEFT) +
             gap * 2;
    int order[TRTS_FACTIONS], n = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int id = 0; id < TRTS_FACTIONS; id++) {
            bool in_play = false;
            for (int p = 0; p < c->players; p++)
                in_play |= c->faction[p] == id;
            if (in_play == (pass == 0))
                order[n++] = id;
        }
    for (int i = 0; i < n; i++) {
        char label[80];
        snprintf(label, sizeof label, "%s%s", order[i] == table_faction ? "> " : "", i18n_content(k->rules.factions[order[i]].name));
        int bw = ui_text_width(u, label, ui_px(u, 13), true) + ui_px(u, 20);
        if (ui_button(u, ui_rect(lx, y, bw, tab_h), label, true))
            table_faction = order[i];
        lx += bw + gap;
    }
    if (split) {
        /* TRANSLATORS: the setup's button showing the other half of the table of pieces */
        const char *other = table_buildings ? _("Show units") : _("Show buildings");
        int bw = ui_text_width(u, other, ui_px(u, 13), true) + ui_px(u, 20);
        if (ui_button(u, ui_rect(x + w - bw, y, bw, tab_h), other, true))
            table_buildings = !table_buildings;
    }
    y += tab_h + gap;
    ui_text_wrapped(u, ui_rect(x, y, w, 0), about, ui_px(u, 12), ui_rgb(170, 176, 190));
    y += about_h + gap;
    static const SDL_Color head = { 200, 206, 220, 255 }, body = { 226, 230, 238, 255 }, dim = { 160, 166, 182, 255 };
    int nw = w * 24 / 100, cw = w * 11 / 100, rw = w * 38 / 100, qw = w - nw - cw - rw;
    for (int side = 0; side < 2; side++) {
        if (split && side != (int)table_buildings)
            continue;
        /* TRANSLATORS: the setup's table of pieces: its two halves' headings */
        cell(u, x, y, nw, rh, side ? _("Buildings") : _("Units"), true, head);
        /* TRANSLATORS: the setup's table of pieces: column headings */
        cell(u, x + nw, y, cw, rh, _("Cost"), true, head);
        cell(u, x + nw + cw, y, rw, rh, _("Role"), true, head);
        cell(u, x + nw + cw + rw, y, qw, rh, side ? _("Needs") : _("Made at"), true, head);
        y += rh;
        int count = side ? TRTS_ROLES : f->n_units;
        for (int i = 0; i < count && y + rh <= bottom; i++) {
            char cost[120], role[120], needs[120], tip[600];
            trts_tip_row(f, side == 1, i, cost, role, needs, sizeof cost);
            const char *name = i18n_content(side ? f->buildings[i].name : f->units[i].name);
            if (side)
                trts_tip_building(f, i, tip, sizeof tip);
            else
                trts_tip_unit(f, i, tip, sizeof tip);
            cell(u, x, y, nw, rh, name, false, body);
            cell(u, x + nw, y, cw, rh, cost, false, body);
            cell(u, x + nw + cw, y, rw, rh, role, false, dim);
            cell(u, x + nw + cw + rw, y, qw, rh, needs, false, dim);
            if (u->draw) {
                char full[700];
                snprintf(full, sizeof full, "%s: %s", name, tip);
                ui_tooltip(u, ui_rect(x, y, w, rh), full);
            }
            y += rh;
        }
    }
    return y + gap;
}

static void setup_run(ui *u, void *self)
{
    (void)self;
    app *a = u->app;
    trts_content *k = trts_content_get(a);
    if (!k)
        return;
    trts_client_setup *c = &k->setup;
    if (u->draw) {
        SDL_SetRenderDrawColor(u->r, 16, 19, 28, 255);
        SDL_RenderClear(u->r);
        /* TRANSLATORS: the game's name (tabletop real-time strategy); keep it unless it has a usual local name */
        ui_text(u, a->w / 2, ui_px(u, 22), _("TRTS"), ui_px(u, 40), true, ui_rgb(242, 236, 220), UI_CENTER);
        /* under the title: what TRTS stands for, then the game in a line (play-test 11: "TRTS" was never spelled
         * out), two msgids drawn on one line when they fit, else on two (review 15: a translation was cut at its
         * first ": ") */
        /* TRANSLATORS: under the title: what TRTS stands for */
        const char *name = _("Tabletop real-time strategy, played in turns");
        /* TRANSLATORS: under the title, after what TRTS stands for: the game in a line */
        const char *what = _("gather, build and research in secret; move control groups and fight in fire order");
        char sub[400];
        /* TRANSLATORS: under the title: what TRTS stands for, then the game in a line, on one line */
        snprintf(sub, sizeof sub, _("%s: %s"), name, what);
        int sub_px = ui_px(u, 15), room = a->w - ui_px(u, 16);
        while (sub_px > ui_px(u, 12) && ui_text_width(u, sub, sub_px, false) > room)
            sub_px--; /* one line at 800 x 560 */
        SDL_Color grey = ui_rgb(170, 176, 190);
        if (ui_text_width(u, sub, sub_px, false) > room) { /* still too long: two lines */
            ui_text(u, a->w / 2, ui_px(u, 64), name, sub_px, false, grey, UI_CENTER);
            ui_text(u, a->w / 2, ui_px(u, 64) + sub_px * 5 / 4, what, sub_px, false, grey, UI_CENTER);
        } else {
            ui_text(u, a->w / 2, ui_px(u, 72), sub, sub_px, false, grey, UI_CENTER);
        }
    }
    int w = ui_px(u, 680) < a->w - ui_px(u, 60) ? ui_px(u, 680) : a->w - ui_px(u, 60);
    int x = a->w / 2 - w / 2, y = ui_px(u, 104), row = ui_px(u, 32), gap = ui_px(u, 5);
    char value[160];
    if (k->n_maps == 0 || !k->rules_ok) {
        ui_text(u, a->w / 2, y, k->rules_ok ? _("No TRTS maps found") : k->rules_error, ui_px(u, 16), false,
                ui_rgb(255, 180, 120), UI_CENTER);
    } else {
        const trts_map *m = &k->maps[c->map];
        snprintf(value, sizeof value, "%s (%d–%d)", i18n_content(m->name), m->min_players, m->max_players);
        int d = ui_stepper(u, ui_rect(x, y, w, row), _("Map"), value);
        if (d) {
            c->map = ((c->map + d) % k->n_maps + k->n_maps) % k->n_maps;
            trts_setup_clamp(k);
        }
        y += row + gap;
        /* TRANSLATORS: the setup's stepper for the kind of match (duel, team...). */
        d = ui_stepper(u, ui_rect(x, y, w, row), C_("trts setup", "Match"), _(type_names[c->type]));
        if (d) {
            c->type = ui_wrap(c->type, d, 4);
            if (c->type >= TRTS_FFA && c->players < 3)
                c->players = 3;
            trts_setup_clamp(k);
        }
        y += row + gap;
        snprintf(value, sizeof value, "%d", c->players);
        d = ui_stepper(u, ui_rect(x, y, w, row), _("Players"), value);
        if (d) {
            c->players += d;
            trts_setup_clamp(k);
        }
        y += row + gap;
        /* each seat on one row: its name, then human or computer, then the faction */
        int kind_w = 2 * row + ui_px_text(u, 165), faction_w = 2 * row + ui_px_text(u, 135);
        int faction_x = x + w - faction_w, kind_x = faction_x - gap - kind_w;
        for (int p = 0; p < c->players; p++) {
            if (u->draw)
                ui_emblem(u->r, p, (float)(x - ui_px(u, 14)), (float)(y + row / 2), (float)ui_px(u, 7), trts_player_colour(p));
            /* The player's name (empty: the default, "Player 1", dimmed), after the team in team play. */
            int label_w = 0;
            if (c->type == TRTS_TEAM) {
                char label[48];
                /* TRANSLATORS: a seat's team in team play; %s is the team's letter (A or B). */
                snprintf(label, sizeof label, _("Team %s"), p % 2 == 0 ? "A" : "B");
                label_w = ui_text_width(u, label, ui_px(u, 16), false) + ui_px(u, 12);
                if (label_w > (kind_x - x) / 2)
                    label_w = (kind_x - x) / 2;
                ui_text_fit(u, ui_rect(x, y, label_w - ui_px(u, 6), row), label, ui_px(u, 16), false,
                            ui_rgb(200, 206, 220), UI_LEFT);
            }
            data_seat seats[TRTS_MAX_PLAYERS];
            setup_seats(c, seats);
            char def[DATA_SEAT_NAME_MAX + 40];
            data_seat_default_name(seats, c->players, p, def, sizeof def);
            if (strcmp(c->name[p], def) == 0)
                c->name[p][0] = '\0';
            if (ui_text_field(u, ui_rect(x + label_w, y, kind_x - gap - x - label_w, row), &k->name_field[p], c->name[p],
                              sizeof c->name[p], def) & UI_FIELD_USED) {
                a->dirty = true;
                return;
            }
            /* human, then the computer at each level (the words of the other games' setups) */
            static const char *const kinds[] = {N_("Human"), N_("Computer (Easy)"), N_("Computer (Normal)"),
                                                N_("Computer (Hard)")};
            int kind = c->computer[p] ? 1 + c->level[p] : 0;
            d = seat_stepper(u, ui_rect(kind_x, y, kind_w, row), _(kinds[kind]));
            if (d) {
                kind = ui_wrap(kind, d, 1 + TRTS_LEVELS);
                c->computer[p] = kind > 0;
                c->level[p] = kind > 0 ? kind - 1 : c->level[p];
            }
            SDL_Rect fr = ui_rect(faction_x, y, faction_w, row);
            d = seat_stepper(u, fr, i18n_content(k->rules.factions[c->faction[p]].name));
            if (u->draw) {
                char about[400];
                trts_tip_faction(&k->rules.factions[c->faction[p]], c->faction[p], about, sizeof about);
                ui_tooltip(u, fr, about);
            }
            if (d) {
                c->faction[p] = ((c->faction[p] + d) % TRTS_FACTIONS + TRTS_FACTIONS) % TRTS_FACTIONS;
                table_faction = c->faction[p];
            }
            y += row + gap;
        }
        /* the game's length: 12, 16, 24 or 32 rounds, "<" and ">" cycling through all */
        int len = TRTS_LENGTHS - 1;
        for (int i = 0; i < TRTS_LENGTHS; i++)
            if (trts_lengths[i] == c->rounds)
                len = i;
        trts_map shown = *m;
        trts_map_set_length(&shown, trts_lengths[len]);
        /* TRANSLATORS: the TRTS setup's game length (short): rounds, and the round the start areas run dry */
        snprintf(value, sizeof value, _("%d rounds, dry from %d"), shown.rounds, shown.deplete_round);
        d = ui_stepper(u, ui_rect(x, y, w, row), _("Game length"), value);
        if (u->draw) { /* play-test 7: "dry from 20" stayed unclear for rounds */
            char tip[400];
            /* TRANSLATORS: the TRTS setup's game length tooltip: the rounds, the round the start areas run dry */
            snprintf(tip, sizeof tip,
                     _("The game lasts %d rounds; then the player holding the most areas wins (markers decide, not "
                       "units). From round %d the start areas run dry: no more minerals there, so build depots in "
                       "other areas before then."),
                     shown.rounds, shown.deplete_round);
            ui_tooltip(u, ui_rect(x, y, w, row), tip);
        }
        if (d)
            len = ui_wrap(len, d, TRTS_LENGTHS);
        c->rounds = trts_lengths[len];
        y += row + gap;
        /* play-test 14: in a short game the dry-out caught the player with no
         * second HQ saved for: said under the length, with the HQ's cost; its
         * lines kept in every length, so Start never moves as it comes or goes
         * (play-test 15: a click meant for Start landed on empty space) */
        {
            const trts_building_def *hq = &k->rules.factions[c->faction[0]].buildings[TRTS_ROLE_DEPOT];
            char early[400];
            /* TRANSLATORS: the TRTS setup, under a short game length: %d the round the start areas run dry, %s the
             * faction's depot ("HQ"), %d its cost in minerals */
            snprintf(early, sizeof early,
                     _("Short game: from round %d the start areas give no more minerals. Start saving at once for a "
                       "second %s (%dm) in another area."),
                     shown.deplete_round, i18n_content(hq->name), hq->minerals);
            /* play-test 17: in a longer game the same lines say what "dry from"
             * means (the place stood empty, and "dry from 20" was unexplained) */
            char dry[400];
            /* TRANSLATORS: the TRTS setup, under the game length: %d the round the start areas run dry, %s the
             * faction's depot ("HQ") */
            snprintf(dry, sizeof dry, _("Dry from %d: from round %d the start areas give no more minerals; build a "
                                        "%s in another area before then."),
                     shown.deplete_round, shown.deplete_round, i18n_content(hq->name));
            ui quiet = *u;
            quiet.draw = false;
            quiet.ev = NULL;
            int eh = ui_text_wrapped(&quiet, ui_rect(x, y, w, 0), early, ui_px(u, 13), ui_rgb(255, 190, 120));
            int dh = ui_text_wrapped(&quiet, ui_rect(x, y, w, 0), dry, ui_px(u, 13), ui_rgb(190, 196, 210));
            if (shown.rounds <= trts_lengths[1] && shown.deplete_round <= shown.rounds)
                ui_text_wrapped(u, ui_rect(x, y, w, 0), early, ui_px(u, 13), ui_rgb(255, 190, 120));
            else if (shown.deplete_round <= shown.rounds)
                ui_text_wrapped(u, ui_rect(x, y, w, 0), dry, ui_px(u, 13), ui_rgb(190, 196, 210));
            y += (eh > dh ? eh : dh) + gap;
        }
        snprintf(value, sizeof value, "%llu", (unsigned long long)c->seed);
        d = ui_stepper(u, ui_rect(x, y, w, row), _("Seed"), value);
        if (d)
            c->seed = (uint64_t)((int64_t)c->seed + d);
        y += row + gap;
    }
    /* a faction's pieces: tabs of the factions (those in play first), its
     * description, then its units and buildings side by side, each with its
     * cost, role and what it needs (the row's tooltip gives every figure) */
    if (k->rules_ok && k->n_maps > 0)
        y = faction_table(u, k, x, y, w, a->h - ui_px(u, 40) - gap * 3 - ui_px(u, 30));
    y += gap * 3;
    int bw = ui_px(u, 180), bh = ui_px(u, 40);
    /* TRANSLATORS: a button of TRTS's setup: a first game with a banner saying what to do */
    const char *learn_label = _("Learn to play");
    int text_w = ui_text_width(u, learn_label, ui_px(u, 16), true) + ui_px(u, 28);
    int lw = text_w < ui_px(u, 150) ? ui_px(u, 150) : text_w;
    /* Learn to play left of Back when it fits there, else right of Start: never
     * out of the window nor squeezed (play-test 10: "Apprendre à jouer" stuck out
     * at 800 x 560; Back and Start made narrower then cut "Commencer"). */
    int room = a->w / 2 - bw - 2 * gap - x;
    bool learn_left = room >= text_w;
    if (learn_left && lw > room)
        lw = room;
    if (ui_button(u, ui_rect(a->w / 2 - bw - gap, y, bw, bh), _("Back"), true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        ui_fields_release(k->name_field, TRTS_MAX_PLAYERS);
        app_scene_pop(a, NULL);
        return;
    }
    if (ui_button(u, ui_rect(a->w / 2 + gap, y, bw, bh), _("Start"), k->rules_ok && k->n_maps > 0) ||
        ui_pressed(u, UI_KEY_ENTER)) {
        trts_start(a);
        return;
    }
    /* the coached first game (lesson.c), beside Back or Start */
    SDL_Rect learn = learn_left ? ui_rect(a->w / 2 - bw - 2 * gap - lw, y, lw, bh)
                                : ui_rect(a->w / 2 + bw + 2 * gap, y, lw, bh);
    if (ui_button(u, learn, learn_label, k->rules_ok && k->n_maps > 0)) {
        trts_lesson_start(a);
        return;
    }
    if (u->draw)
        /* TRANSLATORS: the tooltip of TRTS's Learn to play button */
        ui_tooltip(u, learn, _("A first game on Twin Ridge against a computer that only waits: a banner says what to do "
                               "at each step of one round (orders, production, moves and fights)."));
    if (a->message[0])
        ui_text(u, a->w / 2, y + bh + gap * 2, a->message, ui_px(u, 14), false, ui_rgb(255, 180, 120), UI_CENTER);
}

/* ---- the choices remembered across runs: <config dir>/trts-setup.json ----
 * The map (by name), the match type, the seats (human or computer, level,
 * faction, name) and the length; written atomically when the screen is left,
 * read when it opens. A file that does not read is ignored. */

#define SETUP_FILE "trts-setup.json"
#define SETUP_FILE_FORMAT "skirmish-trts-setup"

static void choices_write(app *a, const trts_content *k)
{
    if (!k || k->n_maps == 0)
        return;
    const trts_client_setup *c = &k->setup;
    cJSON *root = cJSON_CreateObject();
    if (!root)
        return;
    cJSON_AddStringToObject(root, "map", k->maps[c->map < k->n_maps ? c->map : 0].name);
    cJSON_AddNumberToObject(root, "type", c->type);
    cJSON_AddNumberToObject(root, "players", c->players);
    cJSON *seats = cJSON_AddArrayToObject(root, "seats");
    for (int p = 0; seats && p < TRTS_MAX_PLAYERS; p++) {
        cJSON *o = cJSON_CreateObject();
        if (!o)
            break;
        cJSON_AddBoolToObject(o, "computer", c->computer[p]);
        cJSON_AddNumberToObject(o, "level", c->level[p]);
        cJSON_AddNumberToObject(o, "faction", c->faction[p]);
        cJSON_AddStringToObject(o, "name", c->name[p]);
        cJSON_AddItemToArray(seats, o);
    }
    cJSON_AddNumberToObject(root, "rounds", c->rounds);
    data_choices_write(a->config_dir, SETUP_FILE, SETUP_FILE_FORMAT, root);
}

static void choices_read(app *a, trts_content *k)
{
    cJSON *root = data_choices_read(a->config_dir, SETUP_FILE, SETUP_FILE_FORMAT);
    if (!root)
        return;
    trts_client_setup *c = &k->setup;
    const cJSON *map = cJSON_GetObjectItemCaseSensitive(root, "map");
    for (int i = 0; cJSON_IsString(map) && i < k->n_maps; i++)
        if (strcmp(k->maps[i].name, map->valuestring) == 0)
            c->map = i;
    data_choices_int(root, "type", TRTS_DUEL, TRTS_FFA, &c->type);
    data_choices_int(root, "players", 2, TRTS_MAX_PLAYERS, &c->players);
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(root, "seats"), *seat;
    if (!cJSON_IsArray(seats))
        seats = NULL;
    int p = 0;
    cJSON_ArrayForEach(seat, seats) {
        if (p >= TRTS_MAX_PLAYERS)
            break;
        data_choices_bool(seat, "computer", &c->computer[p]);
        data_choices_int(seat, "level", 0, TRTS_LEVELS - 1, &c->level[p]);
        data_choices_int(seat, "faction", 0, TRTS_FACTIONS - 1, &c->faction[p]);
        data_choices_string(seat, "name", c->name[p], sizeof c->name[p]);
        p++;
    }
    int rounds = c->rounds;
    data_choices_int(root, "rounds", 0, 1000, &rounds);
    for (int i = 0; i < TRTS_LENGTHS; i++)
        if (rounds == 0 || trts_lengths[i] == rounds)
            c->rounds = rounds;
    cJSON_Delete(root);
    trts_setup_clamp(k);
}

/* arg: NULL, or the length (an int: 12, 16, 24 or 32) of the game just ended, kept
 * by "New game" from the end table over the choices remembered. */
static bool setup_enter(app *a, const void *arg, void **self)
{
    trts_content *k = trts_content_get(a);
    if (!k) {
        snprintf(a->message, sizeof a->message, "%s", _("out of memory"));
        return false;
    }
    choices_read(a, k);
    if (arg)
        for (int i = 0; i < TRTS_LENGTHS; i++)
            if (trts_lengths[i] == *(const int *)arg)
                k->setup.rounds = trts_lengths[i];
    trts_setup_seed_now(&k->setup);
    *self = NULL;
    return true;
}

static void setup_leave(app *a, void *self)
{
    (void)self;
    choices_write(a, trts_content_get(a));
}

const scene trts_setup_scene = {
    .name = "trts-setup",
    .help = "trts",
    .enter = setup_enter,
    .leave = setup_leave,
    .event = setup_run,
    .frame = setup_run,
};


static time_t mtime_of(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 ? st.st_mtime : 0;
}

/* ---- files ---- */

static cJSON *read_json(const char *path)
{
    char *text = NULL;
    size_t len = 0;
    data_error err;
    if (!data_file_read(path, &text, &len, &err))
        return NULL;
    cJSON *root = cJSON_ParseWithLength(text, len);
    free(text);
    return root;
}

bool trts_save_is(const char *path)
{
    cJSON *root = read_json(path);
    const cJSON *f = root ? cJSON_GetObjectItemCaseSensitive(root, "format") : NULL;
    bool is = cJSON_IsString(f) && strcmp(f->valuestring, DATA_TRTS_SAVE_FORMAT) == 0;
    cJSON_Delete(root);
    return is;
}

bool trts_save_title(const char *path, char *out, size_t size)
{
    cJSON *root = read_json(path);
    if (!root)
        return false;
    const cJSON *map = cJSON_GetObjectItemCaseSensitive(root, "map");
    const cJSON *name = map ? cJSON_GetObjectItemCaseSensitive(map, "name") : NULL;
    const cJSON *setup = cJSON_GetObjectItemCaseSensitive(root, "setup");
    const cJSON *players = setup ? cJSON_GetObjectItemCaseSensitive(setup, "players") : NULL;
    const cJSON *actions = cJSON_GetObjectItemCaseSensitive(root, "actions");
    int n_players = cJSON_GetArraySize(players), n_actions = cJSON_GetArraySize(actions);
    char map_name[64], who[48], done[48];
    snprintf(map_name, sizeof map_name, "%s", cJSON_IsString(name) ? i18n_content(name->valuestring) : "?");
    snprintf(who, sizeof who, P_("%d player", "%d players", n_players), n_players);
    snprintf(done, sizeof done, P_("%d action", "%d actions", n_actions), n_actions);
    cJSON_Delete(root);
    /* the round it stands at (a replay) and when it was saved */
    int round = trts_save_round(path);
    char when[40] = "";
    time_t t = mtime_of(path);
    struct tm tm;
    if (t && localtime_r(&t, &tm))
        strftime(when, sizeof when, "%Y-%m-%d %H:%M", &tm);
    if (round > 0)
        /* TRANSLATORS: how far a saved TRTS game is, on the Load screen and Continue */
        snprintf(done, sizeof done, _("round %d"), round);
    /* TRANSLATORS: a TRTS save on the Load screen: map, "2 players", "round 5" (or "14 actions"), date */
    snprintf(out, size, _("TRTS · %s · %s · %s · %s"), map_name, who, done, when);
    return true;
}

int trts_save_round(const char *path)
{
    if (!trts_title_rules())
        return 0;
    trts_game_record *rec = malloc(sizeof *rec);
    trts_state *s = malloc(sizeof *s);
    data_error err;
    int bad = -1, round = 0;
    if (rec && s && data_trts_save_load(path, trts_title_rules(), rec, &err) && trts_replay(s, trts_title_rules(), rec, &bad))
        round = s->round > rec->map.rounds ? rec->map.rounds : s->round;
    free(rec);
    free(s);
    return round;
}

/* Are two records the same game (its map, its setup and its seed)? */
static bool same_game(const trts_game_record *x, const trts_game_record *y)
{
    const trts_setup *p = &x->setup, *q = &y->setup;
    if (strcmp(x->map.name, y->map.name) != 0 || p->type != q->type || p->n_players != q->n_players || p->seed != q->seed)
        return false;
    for (int i = 0; i < p->n_players && i < TRTS_MAX_PLAYERS; i++)
        if (p->factions[i] != q->factions[i] || p->computer[i] != q->computer[i] || p->level[i] != q->level[i])
            return false;
    return true;
}

/* The autosave the game of `rec` (a save being loaded) goes on in: the same
 * game's autosave no further on than it, into out ("" none); *ahead: the round
 * of the furthest autosave of that game further on (0 none), kept untouched. */
static void same_game_autosave(app *a, const trts_game_record *rec, char *out, size_t size, int *ahead)
{
    trts_content *k = trts_content_get(a);
    out[0] = '\0';
    *ahead = 0;
    if (!k || !k->autosave_dir[0] || !data_paths_is_dir(k->autosave_dir))
        return;
    static char paths[64][DATA_PATH_MAX];
    int n = app_list_json(k->autosave_dir, paths, 64);
    trts_game_record *other = calloc(1, sizeof *other);
    int best = -1;
    for (int i = 0; other && i < n; i++) {
        data_error err;
        if (!data_trts_save_load(paths[i], &k->rules, other, &err) || !same_game(rec, other))
            continue;
        if (other->n_actions > rec->n_actions) {
            int round = trts_save_round(paths[i]);
            *ahead = round > *ahead ? round : *ahead;
        } else if (other->n_actions > best) {
            best = other->n_actions;
            snprintf(out, size, "%s", paths[i]);
        }
    }
    free(other);
}

bool trts_load(app *a, const char *path)
{
    trts_content *k = trts_content_get(a);
    if (!k || !k->rules_ok) {
        snprintf(a->message, sizeof a->message, _("TRTS cannot load: %s"), k ? k->rules_error : _("out of memory"));
        return false;
    }
    trts_game_record *rec = calloc(1, sizeof *rec);
    if (!rec) {
        snprintf(a->message, sizeof a->message, "%s", _("out of memory"));
        return false;
    }
    data_error err;
    data_seat seats[TRTS_MAX_PLAYERS];
    if (!data_trts_save_load_seats(path, &k->rules, rec, seats, &err)) {
        data_error_format(&err, a->message, sizeof a->message);
        free(rec);
        a->dirty = true;
        return false;
    }
    size_t n = strlen(k->autosave_dir);
    bool autosave = n > 0 && strncmp(path, k->autosave_dir, n) == 0 && path[n] == '/';
    /* An autosave goes on in its own file; a save goes on in its game's
     * autosave, so the game keeps one Continue row, unless that autosave is
     * further on (an older save loaded): then the loaded game goes on in a new
     * autosave and the newer one is left as it is (Conquest's and the
     * Campaign's ruling; play-test 3: five rounds were lost from sight). */
    char own[DATA_PATH_MAX] = "";
    int ahead_round = 0;
    if (!autosave)
        same_game_autosave(a, rec, own, sizeof own, &ahead_round);
    trts_play_args args = { rec, autosave ? path : own[0] ? own : NULL, seats, false, &trts_setup_scene, NULL };
    bool ok = app_scene_open_from_root(a, &trts_play_scene, &args);
    trts_screen *c = ok && ahead_round > 0 ? trts_current(a) : NULL;
    if (c) {
        /* TRANSLATORS: after loading a save: the same game's autosave is further on and is kept; %d its round */
        snprintf(c->message, sizeof c->message,
                 _("This game's autosave at round %d is kept as it was: this save goes on in a new autosave."),
                 ahead_round);
        /* its Continue row says "from the save of …" (the shell's ruling, as
         * Escarmouche's and the Campaign's; play-test 13: two rows of one
         * match told apart only by their rounds) */
        snprintf(c->origin, sizeof c->origin, "%s", path);
        if (c->autosave[0]) { /* written as the game opened */
            app_unfinished_note_origin(c->autosave, path);
            c->origin[0] = '\0';
        }
    }
    free(rec);
    return ok;
}

int trts_list_autosaves(app *a, char (*out)[DATA_PATH_MAX], int cap)
{
    trts_content *k = trts_content_get(a);
    if (!k || !k->autosave_dir[0] || !data_paths_is_dir(k->autosave_dir))
        return 0;
    int n = app_list_json(k->autosave_dir, out, cap);
    /* newest first */
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && (mtime_of(out[j]) > mtime_of(out[j - 1]) ||
                                  (mtime_of(out[j]) == mtime_of(out[j - 1]) && strcmp(out[j], out[j - 1]) > 0));
             j--) {
            char t[DATA_PATH_MAX];
            memcpy(t, out[j], sizeof t);
            memcpy(out[j], out[j - 1], sizeof t);
            memcpy(out[j - 1], t, sizeof t);
        }
    return n;
}

/* Whether a TRTS autosave loads and replays; err says why not. */
static bool trts_autosave_loads(app *a, const char *path, void *ctx, data_error *err)
{
    (void)ctx;
    trts_content *k = trts_content_get(a);
    trts_game_record *rec = calloc(1, sizeof *rec);
    if (!k || !k->rules_ok || !rec) {
        free(rec);
        return true; /* no rules or no memory: no reason to set a file aside */
    }
    bool ok = data_trts_save_load(path, &k->rules, rec, err);
    free(rec);
    return ok;
}

static bool newest_autosave(app *a, char *out, size_t size)
{
    trts_content *k = trts_content_get(a);
    if (!k || !k->autosave_dir[0])
        return false;
    return app_autosave_newest(a, &k->autosaves, k->autosave_dir, trts_autosave_loads, NULL, out, size);
}

bool trts_can_continue(app *a)
{
    char path[DATA_PATH_MAX];
    return newest_autosave(a, path, sizeof path);
}

bool trts_continue_label(app *a, char *out, size_t size)
{
    static char cached_path[DATA_PATH_MAX];
    static time_t cached_time;
    static int cached_round;
    char newest[1][DATA_PATH_MAX];
    if (!newest_autosave(a, newest[0], sizeof newest[0]))
        return false;
    time_t t = mtime_of(newest[0]);
    if (t != cached_time || strcmp(cached_path, newest[0]) != 0) { /* a replay only when it changed */
        cached_round = trts_save_round(newest[0]);
        cached_time = t;
        snprintf(cached_path, sizeof cached_path, "%s", newest[0]);
    }
    char when[40] = "";
    struct tm tm;
    if (t && localtime_r(&t, &tm))
        strftime(when, sizeof when, "%m-%d %H:%M", &tm);
    /* TRANSLATORS: the main menu's button: the newest unfinished TRTS game, its round and date (month-day time) */
    snprintf(out, size, _("Continue TRTS: round %d, %s"), cached_round, when);
    return true;
}

bool trts_continue(app *a)
{
    char path[DATA_PATH_MAX];
    if (!newest_autosave(a, path, sizeof path)) {
        if (!a->message[0])
            snprintf(a->message, sizeof a->message, "%s", _("No unfinished TRTS game to continue"));
        return false;
    }
    return trts_load(a, path);
}
