/*
 * The Campaign's setup screen: the map, the seats (human or computer, 2 to 4, as
 * many as the map offers), the turn limit, the victory conditions, the battle AI
 * level, and each human's Hero, built in the Barracks' unit editor (rank at most
 * Elite: campaign_test_hero). Start draws the seed and opens the campaign. The
 * choices but the Heroes and the seed are remembered across runs
 * (<config dir>/campaign-setup.json).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "barracks/barracks_scenes.h"
#include "barracks/widgets.h"
#include <cjson/cJSON.h>

#include "campaign/internal.h"
#include "skirmish/data/choices.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

#define ROUND_LIMIT_MAX 100 /* the setup's stepper; the rules take up to ESC_MAX_ROUND_LIMIT */

static void clamp(campaign_content *k)
{
    campaign_setup *s = &k->setup;
    if (s->map >= k->n_maps)
        s->map = 0;
    if (k->n_maps == 0)
        return;
    const campaign_map *m = &k->maps[s->map];
    for (int tries = 0; tries < 4 && (s->players < CAMPAIGN_MIN_PLAYERS || s->players > CAMPAIGN_MAX_PLAYERS ||
                                      m->n_starts[s->players - 2] != s->players);
         tries++)
        s->players = s->players >= CAMPAIGN_MAX_PLAYERS ? CAMPAIGN_MIN_PLAYERS : s->players + 1;
    if (s->turns < CAMPAIGN_TURNS_MIN)
        s->turns = CAMPAIGN_TURNS_MIN;
    if (s->turns > CAMPAIGN_TURNS_MAX)
        s->turns = CAMPAIGN_TURNS_MAX;
    if (s->round_limit < 1)
        s->round_limit = 1;
    if (s->round_limit > ROUND_LIMIT_MAX)
        s->round_limit = ROUND_LIMIT_MAX;
}

/* The seed typed in: digits only (at most 20), "" for one drawn at the start. */
/* A seed the player typed: SEED_OK, SEED_NOT_NUMBER, or SEED_TOO_LARGE (a
 * whole number past 2^64 - 1: play-test 3's 23 digits were told "not a whole
 * number"). */
enum { SEED_OK, SEED_NOT_NUMBER, SEED_TOO_LARGE };
static int seed_parse(const char *text, uint64_t *out)
{
    size_t n = strlen(text);
    if (n == 0 || strspn(text, "0123456789") != n)
        return SEED_NOT_NUMBER;
    if (n > 20)
        return SEED_TOO_LARGE;
    errno = 0;
    unsigned long long v = strtoull(text, NULL, 10);
    if (errno)
        return SEED_TOO_LARGE;
    *out = (uint64_t)v;
    return SEED_OK;
}

/* Play-test 6: 4 turns on Four Rivers ended before the capitals could meet.
 * The setup offers no limit under the map's campaign_map_turns_min once the
 * player touches the map, the players or the limit (the rules take 4-40: a
 * remembered or scripted shorter limit still starts). */
static void fit_turns(campaign_content *k)
{
    campaign_setup *s = &k->setup;
    if (k->n_maps == 0)
        return;
    int turns_min = campaign_map_turns_min(&k->maps[s->map], s->players);
    if (s->turns < turns_min)
        s->turns = turns_min;
}

/* The next player count the map has starts for, from the setup's, in
 * direction d (+1 or -1); 0 when there is none that way: the stepper stops
 * at the map's fewest and most (play-test 6: ">" at Veldt Marches' 2 looked
 * enabled and did nothing). */
static int next_players(const campaign_content *k, int d)
{
    const campaign_setup *s = &k->setup;
    const campaign_map *m = &k->maps[s->map];
    for (int n = s->players + d; n >= CAMPAIGN_MIN_PLAYERS && n <= CAMPAIGN_MAX_PLAYERS; n += d)
        if (m->n_starts[n - 2] == n)
            return n;
    return 0;
}

static void step_players(campaign_content *k, int d)
{
    int n = next_players(k, d);
    if (n)
        k->setup.players = n;
}

/* The Players stepper, its arrow greyed where the map has no more (or no
 * fewer) starts, the greyed arrow's tooltip saying how many it takes. */
static int players_stepper(ui *u, campaign_content *k, SDL_Rect r)
{
    const campaign_setup *s = &k->setup;
    const campaign_map *m = &k->maps[s->map];
    char v[16];
    snprintf(v, sizeof v, "%d", s->players);
    int fewest = s->players, most = s->players;
    for (int n = CAMPAIGN_MIN_PLAYERS; n <= CAMPAIGN_MAX_PLAYERS; n++)
        if (m->n_starts[n - 2] == n) {
            fewest = n < fewest ? n : fewest;
            most = n > most ? n : most;
        }
    char tip[200];
    if (fewest == most)
        /* TRANSLATORS: tooltip of the setup's greyed Players arrows: a map, its only player count */
        snprintf(tip, sizeof tip, _("%s is for %d players only"), i18n_content(m->name), most);
    else
        /* TRANSLATORS: tooltip of the setup's greyed Players arrow: a map, its fewest and most players */
        snprintf(tip, sizeof tip, _("%s is for %d to %d players"), i18n_content(m->name), fewest, most);
    return ui_stepper_ends(u, r, _("Players"), v, next_players(k, -1) != 0, next_players(k, 1) != 0, tip);
}

static bool start(app *a, campaign_content *k)
{
    campaign_setup *s = &k->setup;
    campaign_settings settings;
    campaign_settings_default(&settings, s->players);
    for (int p = 0; p < s->players; p++)
        settings.computer[p] = s->computer[p];
    settings.turn_limit = s->turns;
    settings.domination = s->domination;
    settings.warlord = s->warlord;
    settings.battle_ai = (uint8_t)s->battle_ai;
    settings.round_limit = s->round_limit;
    settings.seed = (uint64_t)time(NULL) ^ ((uint64_t)SDL_GetPerformanceCounter() << 20);
    const char *fixed = getenv("SKIRMISH_SEED");
    if (fixed && *fixed)
        settings.seed = strtoull(fixed, NULL, 10);
    int seed = s->seed[0] ? seed_parse(s->seed, &settings.seed) : SEED_OK;
    if (seed == SEED_NOT_NUMBER) {
        snprintf(a->message, sizeof a->message, "%s", _("Cannot start: the seed must be a whole number (or empty)"));
        return false;
    }
    if (seed == SEED_TOO_LARGE) {
        /* TRANSLATORS: the seed typed in the campaign's setup has too many digits; %s is the largest one */
        snprintf(a->message, sizeof a->message, _("Cannot start: the seed is too large (at most %s)"),
                 "18446744073709551615");
        return false;
    }
    esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS];
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++) {
        heroes[p] = s->heroes[p];
        if (s->computer[p] && k->have_library)
            campaign_library_first_elite(&k->library, &heroes[p]);
    }
    campaign_state *st = malloc(sizeof *st);
    if (!st)
        return false;
    campaign_setup_problem pb = campaign_state_init(st, &k->maps[s->map], &settings, heroes);
    if (pb != CAMPAIGN_SETUP_OK) {
        static const char *const why[] = { N_("the map is broken"), N_("the map is broken"),
                                           N_("the map has no starts for that many players"),
                                           N_("the turn limit is out of range"), N_("a Hero is illegal or above Elite") };
        /* TRANSLATORS: %s is the reason, e.g. "the turn limit is out of range" */
        snprintf(a->message, sizeof a->message, _("Cannot start: %s"), _(why[pb]));
        free(st);
        return false;
    }
    data_seat seats[CAMPAIGN_MAX_PLAYERS];
    for (int p = 0; p < s->players; p++)
        data_seat_set(&seats[p], s->computer[p], ai_level_id((ai_level)s->battle_ai));
    for (int p = 0; p < s->players; p++)
        data_seat_set_name(seats, s->players, p, s->name[p]);
    ui_fields_release(k->name_field, CAMPAIGN_MAX_PLAYERS);
    ui_fields_release(&k->seed_field, 1);
    campaign_play_args args = { &k->maps[s->map], st, "", seats, NULL, NULL, NULL, NULL, NULL };
    bool ok = app_scene_open_from_root(a, &campaign_play_scene, &args);
    free(st);
    return ok;
}

/* Play-test 17: the rows' meanings were only in tooltips, which a newcomer
 * never waited for. The row under the pointer, or with the keyboard focus (a
 * widget counted from `from` on), gives its one-line explanation, shown at
 * once under Start. */
static void explain(ui *u, SDL_Rect r, int from, const char *text, char *about, size_t size)
{
    const app *ap = u->app;
    if (u->draw && (ui_hover(u, r) || (ap->focus_visible && ap->focus >= from && ap->focus < u->focus_n)))
        snprintf(about, size, "%s", text);
    if (u->draw)
        ui_tooltip(u, r, text); /* and where the pointer rests, as every setup screen */
}

static void edit_hero(app *a, campaign_content *k, int p)
{
    data_unit_entry e;
    memset(&e, 0, sizeof e);
    e.def = k->setup.heroes[p];
    k->setup.editing = p;
    /* The Hero's own editor: titled for it, the Elite cap said while editing,
     * and nothing added to the unit library. */
    barracks_open_unit_editor(a, &e, BARRACKS_TARGET_CALLER, -1);
    barracks_unit_editor *ed = &barracks_get(a)->unit_ed;
    ed->seat = p; /* the portrait in the player's colour */
    char name[DATA_SEAT_NAME_MAX + 40];
    data_seat seats[CAMPAIGN_MAX_PLAYERS];
    for (int q = 0; q < k->setup.players; q++)
        data_seat_set(&seats[q], k->setup.computer[q], ai_level_id((ai_level)k->setup.battle_ai));
    for (int q = 0; q < k->setup.players; q++)
        data_seat_set_name(seats, k->setup.players, q, k->setup.name[q]);
    data_seat_label(seats, k->setup.players, p, name, sizeof name);
    /* TRANSLATORS: the unit editor's title when it edits a campaign player's Hero ("Ann's Hero") */
    snprintf(ed->title, sizeof ed->title, _("%.40s's Hero"), name);
    i18n_elide(ed->title); /* "Héros d'Ann" */
    ed->max_rank = ESC_RANK_ELITE;
}

static void setup_run(ui *u, void *self)
{
    (void)self;
    app *a = u->app;
    campaign_content *k = campaign_content_get(a);
    if (u->draw)
        ui_screen_background(u, _("New campaign"));
    if (!k || k->n_maps == 0) {
        ui_text(u, a->w / 2, a->h / 2, _("No campaign maps found"), ui_px(u, 18), true, ui_rgb(255, 190, 120), UI_CENTER);
        if (ui_button(u, ui_rect(a->w / 2 - ui_px(u, 80), a->h / 2 + ui_px(u, 40), ui_px(u, 160), ui_px(u, 36)), _("Back"),
                      true) ||
            ui_pressed(u, UI_KEY_ESCAPE))
            app_scene_pop(a, NULL);
        return;
    }
    clamp(k);
    campaign_setup *s = &k->setup;
    int w = ui_px_text(u, 560), x = a->w / 2 - w / 2, y = ui_px(u, 96), h = ui_px(u, 32), gap = ui_px(u, 6);
    if (w > a->w - ui_px(u, 20)) {
        w = a->w - ui_px(u, 20);
        x = ui_px(u, 10);
    }
    const campaign_map *m = &k->maps[s->map];
    char v[160], about[600] = "";
    int d = ui_stepper(u, ui_rect(x, y, w, h), C_("setup", "Map"), i18n_content(m->name));
    if (d) {
        s->map = (s->map + d + k->n_maps) % k->n_maps;
        clamp(k);
        fit_turns(k);
    }
    y += h + gap;
    /* Two lines in English; a longer language may take a third. */
    int dh = ui_text_wrapped(u, ui_rect(x, y, w, 0), i18n_content(m->description), ui_px(u, 12), ui_rgb(160, 166, 182));
    y += dh > ui_px(u, 34) ? dh + ui_px(u, 2) : ui_px(u, 34);
    d = players_stepper(u, k, ui_rect(x, y, w, h));
    if (d) {
        step_players(k, d);
        fit_turns(k);
    }
    y += h + gap;
    int half = (w - gap) / 2;
    for (int p = 0; p < s->players; p++) {
        if (u->draw)
            ui_emblem(u->r, p, (float)(x - ui_px(u, 12)), (float)(y + h / 2), (float)ui_px(u, 7), campaign_seat_colour(p));
        /* The player's name (empty: the default, dimmed), then human or computer. */
        data_seat seats[CAMPAIGN_MAX_PLAYERS];
        for (int q = 0; q < s->players; q++)
            data_seat_set(&seats[q], s->computer[q], ai_level_id((ai_level)s->battle_ai));
        char def[DATA_SEAT_NAME_MAX + 40];
        data_seat_default_name(seats, s->players, p, def, sizeof def);
        if (strcmp(s->name[p], def) == 0)
            s->name[p][0] = '\0';
        int name_w = ui_px(u, 176), kind_w = ui_px_text(u, 118);
        if (ui_text_field(u, ui_rect(x, y, name_w, h), &k->name_field[p], s->name[p], sizeof s->name[p], def) &
            UI_FIELD_USED) {
            a->dirty = true;
            return;
        }
        if (ui_button(u, ui_rect(x + name_w + gap, y, kind_w, h), s->computer[p] ? _("Computer") : _("Human"), true))
            s->computer[p] = !s->computer[p];
        const esc_unit_def *hero = &s->heroes[p];
        bool ok = campaign_test_hero(hero) == CAMPAIGN_SETUP_OK;
        char name[64];
        campaign_clip(name, sizeof name, i18n_content(hero->name), 24);
        const char *rank = _(esc_rank_name(esc_unit_rank(hero)));
        /* The Hero's line runs to the Edit button (a computer has none). */
        int tx = x + name_w + kind_w + 2 * gap, tpx = ui_px(u, 13), from = u->focus_n;
        int room = (s->computer[p] ? x + w : x + w - ui_px_text(u, 128)) - tx; /* "Éditer héros 1" whole */
        if (s->computer[p])
            snprintf(v, sizeof v, "%s", _("Hero: the library's first Elite"));
        else
            /* TRANSLATORS: the Hero's name and rank: "Hero: Aldric (Elite)" */
            snprintf(v, sizeof v, _("Hero: %s (%s)"), name, rank);
        if (!ok) {
            /* The longer warning when it fits; the red and the line under the
             * buttons say it anyway. */
            char longer[160];
            /* TRANSLATORS: the Hero's name and rank, the rank too high: "Hero: Aldric (Champion) — above Elite" */
            if (esc_unit_rank(hero) > ESC_RANK_ELITE)
                snprintf(longer, sizeof longer, _("Hero: %s (%s) — above Elite"), name, rank);
            else
                /* TRANSLATORS: the Hero's line in the campaign setup when the Hero has no name */
                snprintf(longer, sizeof longer, "%s", _("Hero: no name yet"));
            if (ui_text_width(u, longer, tpx * 4 / 5, true) <= room || esc_unit_rank(hero) <= ESC_RANK_ELITE)
                snprintf(v, sizeof v, "%s", longer);
        }
        ui_text_cut(u, v, sizeof v, tpx * 4 / 5, !ok, room);
        ui_text_fit(u, ui_rect(tx, y, room, h), v, tpx, !ok, ok ? ui_rgb(210, 214, 226) : ui_rgb(255, 150, 120),
                    UI_LEFT);
        /* What the line means (a play-tester asked what "the library's first Elite" was). */
        char tip[400];
        {
            snprintf(tip, sizeof tip, "%s %s",
                     /* TRANSLATORS: tooltip of a seat's Hero line in the campaign's setup */
                     _("The Hero: one unit, of rank Elite at most, that leads the player's Main Army and buys traits "
                       "with Renown."),
                     s->computer[p]
                         /* TRANSLATORS: tooltip of a computer seat's Hero line, after what the Hero is */
                         ? _("A computer player's Hero is the first unit of rank Elite in your unit library (Barracks).")
                         /* TRANSLATORS: tooltip of a human seat's Hero line, after what the Hero is */
                         : _("Edit Hero makes or changes this player's Hero."));
        }
        if (!s->computer[p]) {
            char label[32];
            /* TRANSLATORS: button, at most ~12 characters; %d is the seat (1 to 4) */
            snprintf(label, sizeof label, _("Edit Hero %d"), p + 1);
            if (ui_button(u, ui_rect(x + w - ui_px_text(u, 122), y, ui_px_text(u, 122), h), label, true)) {
                edit_hero(a, k, p);
                return;
            }
        }
        explain(u, ui_rect(tx, y, x + w - tx, h), from, tip, about, sizeof about);
        y += h + gap;
    }
    snprintf(v, sizeof v, "%d", s->turns);
    int turns_min = k->n_maps > 0 ? campaign_map_turns_min(&k->maps[s->map], s->players) : CAMPAIGN_TURNS_MIN;
    /* "<" greyed at the map's shortest limit (play-test 7: it looked enabled and did nothing). */
    int from = u->focus_n;
    d = ui_stepper_ends(u, ui_rect(x, y, w, h), _("Turn limit"), v, s->turns > turns_min,
                        s->turns < CAMPAIGN_TURNS_MAX, NULL);
    if (d) {
        s->turns += d;
        fit_turns(k);
    }
    clamp(k);
    if (u->draw && k->n_maps > 0) {
        char tip[400];
        /* TRANSLATORS: tooltip of the campaign setup's turn limit: %d is the shortest limit offered on this map */
        snprintf(tip, sizeof tip,
                 _("After the last turn the player holding the most places wins (ties: Renown earned, then supply "
                   "held). At least %d turns on this map, so the armies have time to meet."),
                 campaign_map_turns_min(&k->maps[s->map], s->players));
        explain(u, ui_rect(x, y, w, h), from, tip, about, sizeof about);
    }
    y += h + gap;
    from = u->focus_n;
    if (ui_button(u, ui_rect(x, y, half, h), s->domination ? _("Domination: on") : _("Domination: off"), true))
        s->domination = !s->domination;
    /* TRANSLATORS: tooltip of the Domination victory switch */
    explain(u, ui_rect(x, y, half, h), from,
            _("Domination: a player who holds every location ringed in gold on the map wins at once."), about,
            sizeof about);
    from = u->focus_n;
    if (ui_button(u, ui_rect(x + half + gap, y, half, h), s->warlord ? _("Warlord King: on") : _("Warlord King: off"), true))
        s->warlord = !s->warlord;
    /* TRANSLATORS: tooltip of the Warlord King victory switch */
    explain(u, ui_rect(x + half + gap, y, half, h), from,
            _("Warlord King: when a player is eliminated, the player who took its last location wins at once."),
            about, sizeof about);
    y += h + gap;
    from = u->focus_n;
    d = ui_stepper(u, ui_rect(x, y, w, h), _("Battle AI"), _(ai_level_name((ai_level)s->battle_ai)));
    /* TRANSLATORS: the campaign setup's explanation of the Battle AI row (the line under it says each level) */
    explain(u, ui_rect(x, y, w, h), from,
            _("Battle AI: how well the computer fights its battles, on the board and in auto battles."), about,
            sizeof about);
    if (d)
        s->battle_ai = (s->battle_ai + d + AI_LEVEL_COUNT) % AI_LEVEL_COUNT;
    y += h + gap;
    /* What the level means, in one line (play-test 16: nothing said Normal was
     * hard for a first campaign). The level is the computer's play in battles,
     * its own and the auto battles; its orders on the map are the same at every
     * level (src/ai/campaign_ai.c), and the line says so. */
    static const char *const meaning[AI_LEVEL_COUNT] = {
        /* TRANSLATORS: campaign setup, under the Battle AI level: what Random means (one line) */
        N_("Random: the computer's units act at random in battle. To try the rules."),
        /* TRANSLATORS: campaign setup, under the Battle AI level: what Easy means (one line) */
        N_("Easy: for a first campaign. In battle the computer ignores threats and leaves units exposed."),
        /* TRANSLATORS: campaign setup, under the Battle AI level: what Normal means (one line) */
        N_("Normal: a real fight. In battle the computer weighs threats; it punishes mistakes."),
        /* TRANSLATORS: campaign setup, under the Battle AI level: what Hard means (one line) */
        N_("Hard: for veterans. In battle the computer looks further ahead."),
    };
    /* TRANSLATORS: campaign setup, after the level's line: the level changes battles only */
    char line[400];
    snprintf(line, sizeof line, "%s %s", _(meaning[s->battle_ai % AI_LEVEL_COUNT]),
             _("On the map it plays alike at every level."));
    y += ui_text_wrapped(u, ui_rect(x, y, w, 0), line, ui_px(u, 12), ui_rgb(170, 176, 192)) + gap;
    /* Each battle's round limit, and the seed (empty: drawn at the start). */
    {
        int bw = h, tpx = ui_px(u, 14);
        from = u->focus_n;
        /* TRANSLATORS: the setup: each battle's round limit */
        snprintf(v, sizeof v, _("Battle rounds: %d"), s->round_limit);
        ui_text_fit(u, ui_rect(x, y, half - 2 * bw - 2 * gap, h), v, tpx, false, ui_rgb(200, 206, 220), UI_LEFT);
        /* By one up to 10, by five above. */
        if (ui_button(u, ui_rect(x + half - 2 * bw - gap, y, bw, h), "<", true))
            s->round_limit = s->round_limit > 10 ? (s->round_limit - 5 < 10 ? 10 : s->round_limit - 5) : s->round_limit - 1;
        if (ui_button(u, ui_rect(x + half - bw, y, bw, h), ">", true))
            s->round_limit += s->round_limit >= 10 ? 5 : 1;
        clamp(k);
        /* TRANSLATORS: the campaign setup's explanation of the Battle rounds row */
        explain(u, ui_rect(x, y, half, h), from,
                _("Battle rounds: a battle not won sooner ends after this many rounds; then the side whose surviving "
                  "units total more RP wins (a draw goes to the place's holder)."),
                about, sizeof about);
        from = u->focus_n;
        int sx = x + half + gap, label_w = ui_text_width(u, _("Seed"), tpx, false) + ui_px(u, 10);
        /* TRANSLATORS: the setup: the campaign's random seed (a number) */
        ui_text_fit(u, ui_rect(sx, y, label_w, h), _("Seed"), tpx, false, ui_rgb(200, 206, 220), UI_LEFT);
        /* TRANSLATORS: the seed field's placeholder: a seed is drawn at the start */
        if (ui_text_field(u, ui_rect(sx + label_w, y, x + w - sx - label_w, h), &k->seed_field, s->seed, sizeof s->seed,
                          _("random")) &
            UI_FIELD_USED) {
            a->dirty = true;
            return;
        }
        /* TRANSLATORS: the campaign setup's explanation of the Seed row */
        explain(u, ui_rect(sx, y, x + w - sx, h), from,
                _("Seed: the number behind the campaign's random draws; the same seed and choices give the same "
                  "campaign. Empty: a new one at the start."),
                about, sizeof about);
    }
    y += h + gap * 3;
    bool heroes_ok = true, unnamed = false;
    for (int p = 0; p < s->players; p++) {
        bool ok = s->computer[p] || campaign_test_hero(&s->heroes[p]) == CAMPAIGN_SETUP_OK;
        heroes_ok = heroes_ok && ok;
        unnamed = unnamed || (!ok && esc_unit_rank(&s->heroes[p]) <= ESC_RANK_ELITE);
    }
    if (ui_button(u, ui_rect(x, y, half, ui_px(u, 40)), _("Back (Esc)"), true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        ui_fields_release(k->name_field, CAMPAIGN_MAX_PLAYERS);
        ui_fields_release(&k->seed_field, 1);
        app_scene_pop(a, NULL);
        return;
    }
    if (ui_button(u, ui_rect(x + half + gap, y, half, ui_px(u, 40)), _("Start campaign"), heroes_ok) ||
        (heroes_ok && ui_pressed(u, UI_KEY_ENTER))) {
        start(a, k);
        return;
    }
    y += ui_px(u, 48);
    /* The pointed row's explanation, else how to get one. */
    if (!about[0])
        /* TRANSLATORS: the campaign setup, under Start, while no row is pointed at */
        snprintf(about, sizeof about, "%s", _("Point at a choice, or Tab to it, to see what it does."));
    if (u->draw)
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0), about, ui_px(u, 13), ui_rgb(200, 210, 232)) + gap;
    if (!heroes_ok)
        ui_text(u, x, y,
                unnamed ?
                        /* TRANSLATORS: the campaign setup: Start is off while a Hero has no name */
                        _("A Hero needs a name (Edit Hero).") :
                        _("A Hero's rank must be at most Elite."),
                ui_px(u, 13), false, ui_rgb(255, 150, 120), UI_LEFT);
    else if (a->message[0])
        ui_text_wrapped(u, ui_rect(x, y, w, 0), a->message, ui_px(u, 13), ui_rgb(255, 190, 120));
}

/* ---- the choices remembered across runs: <config dir>/campaign-setup.json ----
 * The map (by name), the seats (how many, human or computer, names), the turn
 * limit, the victory conditions, the battle AI and its round limit; written
 * atomically when the screen is left (Back or Start), read when it opens. A file
 * that does not read is ignored: the defaults (or this run's choices) stay. */

#define SETUP_FILE "campaign-setup.json"
#define SETUP_FILE_FORMAT "skirmish-campaign-setup"

static void choices_write(app *a, const campaign_content *k)
{
    if (!k || k->n_maps == 0)
        return;
    const campaign_setup *s = &k->setup;
    cJSON *root = cJSON_CreateObject();
    if (!root)
        return;
    cJSON_AddStringToObject(root, "map", k->maps[s->map < k->n_maps ? s->map : 0].name);
    cJSON_AddNumberToObject(root, "players", s->players);
    cJSON *seats = cJSON_AddArrayToObject(root, "seats");
    for (int p = 0; seats && p < CAMPAIGN_MAX_PLAYERS; p++) {
        cJSON *o = cJSON_CreateObject();
        if (!o)
            break;
        cJSON_AddBoolToObject(o, "computer", s->computer[p]);
        cJSON_AddStringToObject(o, "name", s->name[p]);
        cJSON_AddItemToArray(seats, o);
    }
    cJSON_AddNumberToObject(root, "turns", s->turns);
    cJSON_AddBoolToObject(root, "domination", s->domination);
    cJSON_AddBoolToObject(root, "warlord", s->warlord);
    cJSON_AddNumberToObject(root, "battle_ai", s->battle_ai);
    cJSON_AddNumberToObject(root, "round_limit", s->round_limit);
    data_choices_write(a->config_dir, SETUP_FILE, SETUP_FILE_FORMAT, root);
}

static void choices_read(app *a, campaign_content *k)
{
    cJSON *root = k ? data_choices_read(a->config_dir, SETUP_FILE, SETUP_FILE_FORMAT) : NULL;
    if (!root)
        return;
    campaign_setup *s = &k->setup;
    const cJSON *map = cJSON_GetObjectItemCaseSensitive(root, "map");
    for (int i = 0; cJSON_IsString(map) && i < k->n_maps; i++)
        if (strcmp(k->maps[i].name, map->valuestring) == 0)
            s->map = i;
    data_choices_int(root, "players", CAMPAIGN_MIN_PLAYERS, CAMPAIGN_MAX_PLAYERS, &s->players);
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(root, "seats"), *seat;
    if (!cJSON_IsArray(seats))
        seats = NULL;
    int p = 0;
    cJSON_ArrayForEach(seat, seats) {
        if (p >= CAMPAIGN_MAX_PLAYERS)
            break;
        data_choices_bool(seat, "computer", &s->computer[p]);
        data_choices_string(seat, "name", s->name[p], sizeof s->name[p]);
        p++;
    }
    data_choices_int(root, "turns", CAMPAIGN_TURNS_MIN, CAMPAIGN_TURNS_MAX, &s->turns);
    data_choices_bool(root, "domination", &s->domination);
    data_choices_bool(root, "warlord", &s->warlord);
    data_choices_int(root, "battle_ai", 0, AI_LEVEL_COUNT - 1, &s->battle_ai);
    data_choices_int(root, "round_limit", 1, ROUND_LIMIT_MAX, &s->round_limit);
    cJSON_Delete(root);
    clamp(k);
}

static void setup_resume(app *a, void *self, const scene_result *r)
{
    (void)self;
    (void)r;
    campaign_content *k = campaign_content_get(a);
    if (!k || k->setup.editing < 0)
        return;
    /* The unit editor closed: with Done, the Hero is what was edited there. */
    if (barracks_get(a)->unit_ed.done)
        k->setup.heroes[k->setup.editing] = barracks_get(a)->unit_ed.entry.def;
    k->setup.editing = -1;
    a->dirty = true;
}

static bool setup_enter(app *a, const void *arg, void **self)
{
    (void)arg;
    *self = NULL;
    a->message[0] = '\0';
    campaign_content *k = campaign_content_get(a);
    if (k && k->setup.editing < 0)
        choices_read(a, k);
    return k != NULL;
}

static void setup_leave(app *a, void *self)
{
    (void)self;
    choices_write(a, campaign_content_get(a));
}

const scene campaign_setup_scene = {
    .name = "campaign-setup",
    .help = "campaign",
    .enter = setup_enter,
    .leave = setup_leave,
    .event = setup_run,
    .frame = setup_run,
    .resume = setup_resume,
};
