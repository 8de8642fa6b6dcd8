/*
 * The Campaign's replay view (replay/internal.h's replay_view_ops): the
 * campaign's own area map (campaign/replay_map.h: the campaign board's
 * drawing) for the state after any decision of the record, sought through its
 * checkpoints, and a side panel with the turn and its phase, each player's
 * places, armies and Renown, and what the last step did. A battle's step opens
 * that duel as an Escarmouche replay ("Watch this battle", Enter), from which
 * Back returns here at the same step.
 *
 * Hidden information (docs/campaign.md, "hidden information"; the core's
 * campaign_state_view): a seat sees its own gold, roster and decisions, the
 * others' armies at their public size until the reveal, never their
 * purchases, standoff choices or squads. For a game not finished the view is
 * one seat's, fixed, and the timeline holds only the steps that seat sees
 * (as TRTS's: the others' private decisions are neither shown nor counted).
 * A finished game keeps every step; from a seat's view another seat's private
 * step is told without what it was.
 */
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign/campaign.h"
#include "campaign/replay_map.h"
#include "replay/internal.h"
#include "replay/replay.h"
#include "skirmish/data/files.h"
#include "skirmish/data/replay_battle.h"
#include "skirmish/i18n.h"

typedef struct ca_rview {
    campaign_state *st;          /* after record_pos(ctl.pos) steps */
    campaign_replay_map *map;
    int *pos_of;                 /* the record position of each timeline position */
    int n_shown;
    int built_pos, built_viewer; /* what the map shows (-3: nothing yet) */
    char told[240];              /* the last step, told for the viewer */
} ca_rview;

static ca_rview *view_of(const replay_screen *s) { return s->view; }

/* Whether a seat sees step k as it was: the others' purchases, standoff
 * choices, squads and bonuses are theirs alone (campaign_state_view). */
static bool step_seen(const data_campaign_step *st, int seat)
{
    switch ((data_campaign_step_kind)st->kind) {
    case DATA_CAMPAIGN_RECRUIT:
    case DATA_CAMPAIGN_DISMISS:
    case DATA_CAMPAIGN_REPLENISH:
    case DATA_CAMPAIGN_TRAIT:
    case DATA_CAMPAIGN_HERO:
    case DATA_CAMPAIGN_STANDOFF:
    case DATA_CAMPAIGN_SQUAD:
    case DATA_CAMPAIGN_BONUS:
        return seat < 0 || st->player == seat;
    default:
        return true;
    }
}

/* The marks of the step from b to a: a battle, a place taken, a player out;
 * a turn starts when the turn changes. */
static unsigned char step_marks(const data_campaign_step *st, const campaign_state *b, const campaign_state *a)
{
    unsigned char m = 0;
    if (st->kind == DATA_CAMPAIGN_DUEL)
        m |= REPLAY_MARK_BATTLE;
    for (int l = 0; l < CAMPAIGN_MAX_LOCATIONS; l++)
        if (a->forces.control[l] >= 0 && a->forces.control[l] != b->forces.control[l])
            m |= REPLAY_MARK_CAPTURE;
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
        if (a->players[p].eliminated && !b->players[p].eliminated)
            m |= REPLAY_MARK_ELIMINATION;
    return m;
}

static bool ca_open(replay_screen *s, char *why, size_t size)
{
    ca_rview *v = calloc(1, sizeof *v);
    int n = s->rep.n_steps;
    campaign_state *b = malloc(sizeof *b), *a = malloc(sizeof *a);
    unsigned char *marks = calloc((size_t)n + 1, 1);
    if (v) {
        v->st = malloc(sizeof *v->st);
        v->pos_of = calloc((size_t)n + 1, sizeof *v->pos_of);
        v->map = campaign_replay_map_new(s->rep.ca_map);
    }
    if (!v || !v->st || !v->pos_of || !v->map || !b || !a || !marks) {
        if (v) {
            free(v->st);
            free(v->pos_of);
            campaign_replay_map_free(v->map);
        }
        free(v);
        free(b);
        free(a);
        free(marks);
        snprintf(why, size, "%s", _("out of memory"));
        return false;
    }
    s->view = v;
    v->built_pos = v->built_viewer = -3;
    /* Only the steps the fixed seat sees, for a game not finished. */
    int seat = s->view_fixed ? s->viewer : -1;
    bool ok = data_replay_seek(&s->rep, 0, b);
    int shown = 0;
    for (int k = 0; ok && k < n; k++) {
        *a = *b;
        if (!(ok = data_campaign_record_apply(&s->rep.ca, k, a, NULL, 0)))
            break;
        marks[shown + 1] |= step_marks(&s->rep.ca.steps[k], b, a);
        if (step_seen(&s->rep.ca.steps[k], seat)) {
            v->pos_of[++shown] = k + 1;
            if (a->turn != b->turn && a->phase != CAMPAIGN_PHASE_OVER)
                marks[shown] |= REPLAY_MARK_TURN;
        }
        *b = *a;
    }
    free(a);
    free(b);
    if (ok) {
        v->n_shown = shown;
        replay_ctl_free(&s->ctl);
        ok = replay_ctl_init(&s->ctl, shown);
        for (int p = 1; ok && p <= shown; p++)
            s->ctl.marks[p] |= marks[p];
    }
    free(marks);
    if (!ok)
        snprintf(why, size, "%s", _("The game cannot start from its setup."));
    else
        data_replay_seek(&s->rep, 0, v->st);
    return ok;
}

static void ca_close(replay_screen *s)
{
    ca_rview *v = view_of(s);
    if (v) {
        campaign_replay_map_free(v->map);
        free(v->st);
        free(v->pos_of);
    }
    free(v);
    s->view = NULL;
}

static int record_pos(const replay_screen *s, int pos)
{
    const ca_rview *v = view_of(s);
    if (pos < 0)
        pos = 0;
    if (pos > v->n_shown)
        pos = v->n_shown;
    return v->pos_of[pos];
}

static void ca_show(replay_screen *s, bool animate)
{
    (void)animate; /* a decision is shown at once */
    data_replay_seek(&s->rep, record_pos(s, s->ctl.pos), view_of(s)->st);
}

static bool ca_update(replay_screen *s, float dt)
{
    (void)s;
    (void)dt;
    return false;
}

static bool ca_busy(const replay_screen *s)
{
    (void)s;
    return false;
}

static const char *phase_name(int phase)
{
    switch ((campaign_phase)phase) {
    case CAMPAIGN_PHASE_DOWNTIME: return _("Downtime");
    case CAMPAIGN_PHASE_ORDERS: return _("Orders");
    case CAMPAIGN_PHASE_STANDOFFS: return _("The reveal"); /* as the top bar names it */
    case CAMPAIGN_PHASE_BATTLES: return _("Battles");
    case CAMPAIGN_PHASE_RESOLUTION: return _("Resolution");
    default: return _("Over");
    }
}

static void ca_where(const replay_screen *s, int pos, char *out, size_t size)
{
    campaign_state *st = malloc(sizeof *st);
    if (st && data_replay_seek(&s->rep, record_pos(s, pos), st))
        /* TRANSLATORS: where a Campaign replay stands: the turn and its phase ("Turn 3 · Orders") */
        snprintf(out, size, _("Turn %d · %s"), st->turn, phase_name(st->phase));
    else
        snprintf(out, size, "?");
    free(st);
}

static const char *loc_name(const replay_screen *s, int loc)
{
    const campaign_map *m = s->rep.ca_map;
    return loc >= 0 && loc < m->n_locations ? i18n_content(m->locations[loc].name) : "?";
}

/* The record step k (0-based) whose result is shown, or -1 at the start. */
static int shown_step(const replay_screen *s) { return record_pos(s, s->ctl.pos) - 1; }

/* The duel of step k: each board side's campaign player and the winning side
 * (-1 a draw), played from its record. */
static bool duel_result(const replay_screen *s, int k, int players[ESC_SIDES], int *winner)
{
    data_replay battle;
    if (!data_replay_campaign_battle(&s->rep, k, &battle, players))
        return false;
    esc_game *g = malloc(sizeof *g);
    bool ok = g && data_replay_seek(&battle, battle.n_steps, g);
    *winner = ok && g->phase == ESC_PHASE_OVER ? g->winner : -1;
    free(g);
    data_replay_free(&battle);
    return ok;
}

/* What step k did, as the viewer may know it: another seat's private
 * decision is told without what it was. */
static void tell_step(const replay_screen *s, int k, const campaign_state *before, char *out, size_t size)
{
    const data_campaign_step *st = &s->rep.ca.steps[k];
    char who[DATA_SEAT_NAME_MAX + 24];
    replay_seat_name(s, st->player, who, sizeof who);
    bool seen = step_seen(st, s->viewer);
    switch ((data_campaign_step_kind)st->kind) {
    case DATA_CAMPAIGN_RECRUIT:
    case DATA_CAMPAIGN_DISMISS:
    case DATA_CAMPAIGN_REPLENISH:
    case DATA_CAMPAIGN_TRAIT:
    case DATA_CAMPAIGN_HERO:
        if (!seen)
            /* TRANSLATORS: a Campaign replay's step another seat took in secret: %s the player */
            snprintf(out, size, _("%s prepares in Downtime."), who);
        else if (st->kind == DATA_CAMPAIGN_RECRUIT)
            /* TRANSLATORS: a Campaign replay's step: %s the player, then the unit recruited */
            snprintf(out, size, _("%s recruits %s."), who, i18n_content(st->def.name));
        else if (st->kind == DATA_CAMPAIGN_DISMISS)
            /* TRANSLATORS: a Campaign replay's step */
            snprintf(out, size, _("%s dismisses a unit."), who);
        else if (st->kind == DATA_CAMPAIGN_REPLENISH)
            /* TRANSLATORS: a Campaign replay's step */
            snprintf(out, size, _("%s replenishes a wounded unit."), who);
        else if (st->kind == DATA_CAMPAIGN_TRAIT)
            /* TRANSLATORS: a Campaign replay's step */
            snprintf(out, size, _("%s buys a trait with Renown."), who);
        else
            /* TRANSLATORS: a Campaign replay's step */
            snprintf(out, size, _("%s names a new Hero."), who);
        break;
    case DATA_CAMPAIGN_END_DOWNTIME:
        /* TRANSLATORS: a Campaign replay's step */
        snprintf(out, size, "%s", _("Downtime ends: the orders are written in secret."));
        break;
    case DATA_CAMPAIGN_ORDERS:
        /* TRANSLATORS: a Campaign replay's step */
        snprintf(out, size, "%s", _("The orders are revealed and the armies move."));
        break;
    case DATA_CAMPAIGN_STANDOFF:
        if (!seen)
            /* TRANSLATORS: a Campaign replay's step another seat took in secret: %s the player, then the place */
            snprintf(out, size, _("%s chooses at the standoff at %s."), who, loc_name(s, st->a));
        else
            snprintf(out, size, st->stand ? _("%s stands at %s.") : _("%s withdraws from %s."), who,
                     loc_name(s, st->a));
        break;
    case DATA_CAMPAIGN_END_STANDOFFS:
        /* TRANSLATORS: a Campaign replay's step */
        snprintf(out, size, "%s", _("The standoffs are resolved."));
        break;
    case DATA_CAMPAIGN_SQUAD:
    case DATA_CAMPAIGN_BONUS: {
        int loc = st->battle >= 0 && st->battle < before->n_battles ? before->battles[st->battle].loc : -1;
        if (st->kind == DATA_CAMPAIGN_SQUAD)
            /* TRANSLATORS: a Campaign replay's step: %s the player, then the place of the battle */
            snprintf(out, size, _("%s chooses a squad for the battle at %s."), who, loc_name(s, loc));
        else
            /* TRANSLATORS: a Campaign replay's step: %s the player, then the place of the battle */
            snprintf(out, size, _("%s chooses a bonus for the battle at %s."), who, loc_name(s, loc));
        break;
    }
    case DATA_CAMPAIGN_DUEL: {
        int loc = st->battle >= 0 && st->battle < before->n_battles ? before->battles[st->battle].loc : -1;
        int players[ESC_SIDES] = { -1, -1 }, w = -1;
        char a[DATA_SEAT_NAME_MAX + 24], b[DATA_SEAT_NAME_MAX + 24];
        if (!duel_result(s, k, players, &w)) {
            snprintf(out, size, _("Battle at %s."), loc_name(s, loc));
            break;
        }
        replay_seat_name(s, players[w >= 0 ? w : 0], a, sizeof a);
        replay_seat_name(s, players[w >= 0 ? 1 - w : 1], b, sizeof b);
        if (w >= 0)
            /* TRANSLATORS: a Campaign replay's battle: the place, the winner, the loser */
            snprintf(out, size, _("Battle at %s: %s beats %s."), loc_name(s, loc), a, b);
        else
            /* TRANSLATORS: a Campaign replay's battle drawn: the place, the two players */
            snprintf(out, size, _("Battle at %s: %s and %s draw."), loc_name(s, loc), a, b);
        break;
    }
    case DATA_CAMPAIGN_RETREAT:
        /* TRANSLATORS: a Campaign replay's step: the beaten army retreats to a place */
        snprintf(out, size, _("The beaten army retreats to %s."), loc_name(s, st->a));
        break;
    case DATA_CAMPAIGN_END_TURN:
        /* TRANSLATORS: a Campaign replay's step: the turn that ended */
        snprintf(out, size, _("Turn %d ends: gold, Renown and injuries."), before->turn);
        break;
    default:
        snprintf(out, size, "?");
    }
}

/* The viewer as the map reads it: a seat, or everything. */
static int map_viewer(const replay_screen *s) { return s->viewer >= 0 ? s->viewer : CAMPAIGN_REPLAY_EVERYTHING; }

static void build(replay_screen *s)
{
    ca_rview *v = view_of(s);
    if (v->built_pos == s->ctl.pos && v->built_viewer == s->viewer)
        return;
    v->built_pos = s->ctl.pos;
    v->built_viewer = s->viewer;
    campaign_replay_map_show(v->map, v->st, map_viewer(s));
    int k = shown_step(s);
    campaign_state *before = malloc(sizeof *before);
    v->told[0] = '\0';
    if (k < 0)
        /* TRANSLATORS: a Campaign replay at its start */
        snprintf(v->told, sizeof v->told, "%s", _("The campaign begins: each Hero at its start."));
    else if (before && data_replay_seek(&s->rep, k, before))
        tell_step(s, k, before, v->told, sizeof v->told);
    free(before);
}

/* Whether the step shown is a battle: its record step, else -1. */
static int battle_shown(const replay_screen *s)
{
    int k = shown_step(s);
    return k >= 0 && s->rep.ca.steps[k].kind == DATA_CAMPAIGN_DUEL ? k : -1;
}

static void draw_panel(ui *u, replay_screen *s, SDL_Rect p)
{
    ca_rview *v = view_of(s);
    const campaign_state *st = v->st;
    ui_panel(u, p);
    int pad = ui_px(u, 12), y = p.y + pad, px = ui_px(u, 14);
    char line[320], where[80];
    ca_where(s, s->ctl.pos, where, sizeof where);
    if (st->phase == CAMPAIGN_PHASE_OVER) {
        char names[200] = "";
        for (int q = 0; q < st->settings.n_players; q++)
            if (st->winners >> q & 1) {
                char who[DATA_SEAT_NAME_MAX + 24];
                replay_seat_name(s, q, who, sizeof who);
                size_t len = strlen(names);
                snprintf(names + len, sizeof names - len, "%s%s", len ? ", " : "", who);
            }
        int n_won = 0;
        for (int q = 0; q < CAMPAIGN_MAX_PLAYERS; q++)
            n_won += st->winners >> q & 1;
        /* TRANSLATORS: the Campaign replay's panel at the end: the turn, the winner (or winners, comma-separated) */
        snprintf(line, sizeof line, P_("Turn %d · %s wins", "Turn %d · %s win", n_won), st->turn,
                 names[0] ? names : "-");
    } else {
        /* TRANSLATORS: the Campaign replay's panel: where it stands, then the turn limit */
        snprintf(line, sizeof line, _("%s · %d turns at most"), where, st->settings.turn_limit);
    }
    y += ui_text_wrapped(u, ui_rect(p.x + pad, y, p.w - 2 * pad, 0), line, px, ui_rgb(236, 240, 250)) + ui_px(u, 8);
    if (s->view_fixed && s->viewer >= 0)
        /* The others' secret decisions are not steps here (as TRTS's panel says). */
        y += ui_text_wrapped(u, ui_rect(p.x + pad, y, p.w - 2 * pad, 0),
                             _("Only the steps this seat saw are on the timeline."), ui_px(u, 12),
                             ui_rgb(150, 156, 172)) + ui_px(u, 6);
    /* Each player's lines first, to measure them: with four players in a
     * small window they are cut to a line each (and the legend left out)
     * rather than run past the panel. */
    int n = st->settings.n_players < CAMPAIGN_MAX_PLAYERS ? st->settings.n_players : CAMPAIGN_MAX_PLAYERS;
    char rows[CAMPAIGN_MAX_PLAYERS][3][200];
    int tx = p.x + pad + ui_px(u, 22), tw = p.w - 2 * pad - ui_px(u, 22), lh = ui_px(u, 17), px13 = ui_px(u, 13);
    int wrapped = 0, cut = 0;
    for (int q = 0; q < n; q++) {
        int places = 0, armies = 0;
        for (int l = 0; l < s->rep.ca_map->n_locations; l++)
            places += st->forces.control[l] == q;
        for (int i = 0; i < st->forces.n_armies; i++)
            armies += st->forces.armies[i].player == q;
        char name[DATA_SEAT_NAME_MAX + 24], places_s[48], armies_s[48];
        replay_seat_name(s, q, name, sizeof name);
        const campaign_player *pl = &st->players[q];
        rows[q][1][0] = rows[q][2][0] = '\0';
        if (pl->eliminated) {
            /* TRANSLATORS: a player's row in the Campaign replay's panel, out since that turn */
            snprintf(rows[q][0], sizeof rows[q][0], _("%s · out (turn %d)"), name, pl->eliminated_turn);
        } else {
            snprintf(rows[q][0], sizeof rows[q][0], "%s", name);
            /* What every seat sees: places, armies, Renown earned; then what
             * is the seat's own (gold, Renown to spend, its roster), shown for
             * the seat whose view it is, or for everyone when everything is. */
            /* TRANSLATORS: part of a player's line in the Campaign replay's panel */
            snprintf(places_s, sizeof places_s, P_("%d place", "%d places", places), places);
            /* TRANSLATORS: part of a player's line in the Campaign replay's panel */
            snprintf(armies_s, sizeof armies_s, P_("%d army", "%d armies", armies), armies);
            /* TRANSLATORS: a player's line in the Campaign replay's panel: places held, armies, Renown earned */
            snprintf(rows[q][1], sizeof rows[q][1], _("%s · %s · %d Renown"), places_s, armies_s, pl->renown_earned);
            if (s->viewer < 0 || s->viewer == q)
                /* TRANSLATORS: a player's own line in the Campaign replay: gold, Renown to spend, units in its roster */
                snprintf(rows[q][2], sizeof rows[q][2],
                         P_("%d gold · %d Renown to spend · %d unit", "%d gold · %d Renown to spend · %d units",
                            pl->n_units),
                         pl->gold, pl->renown, pl->n_units);
        }
        wrapped += ui_px(u, 30);
        cut += ui_px(u, 30);
        for (int k = 1; k < 3; k++)
            if (rows[q][k][0]) {
                int w = ui_text_width(u, rows[q][k], px13, false);
                wrapped += lh * (w > tw ? 1 + w / (tw > 0 ? tw : 1) : 1);
                cut += lh;
            }
    }
    int battle_k = battle_shown(s);
    int legend_h = ui_px(u, 36);
    int told_w = ui_text_width(u, v->told, px13, false), told_lines = 1 + told_w / (p.w - 2 * pad > 0 ? p.w - 2 * pad : 1);
    int rest = ui_px(u, 36) + told_lines * lh + (battle_k >= 0 ? ui_px(u, 42) : 0);
    int room = p.y + p.h - pad - y;
    bool wrap = wrapped + rest + legend_h <= room;
    bool legend = wrap || cut + rest + legend_h <= room;
    for (int q = 0; q < n; q++) {
        bool out = st->players[q].eliminated;
        int top = y;
        char whole[620]; /* the lines uncut, for the tooltip when they are cut */
        snprintf(whole, sizeof whole, "%s%s%s%s%s", rows[q][0], rows[q][1][0] ? " · " : "", rows[q][1],
                 rows[q][2][0] ? " · " : "", rows[q][2]);
        y = replay_player_row(u, s, p, y, q, campaign_replay_map_seat_colour(q), rows[q][0], sizeof rows[q][0], out);
        for (int k = 1; k < 3; k++) {
            if (!rows[q][k][0])
                continue;
            SDL_Color c = k == 1 ? ui_rgb(200, 206, 220) : ui_rgb(170, 176, 190);
            if (wrap) {
                y += ui_text_wrapped(u, ui_rect(tx, y - ui_px(u, 5), tw, 0), rows[q][k], px13, c);
            } else {
                if (u->draw) {
                    ui_text_cut(u, rows[q][k], sizeof rows[q][k], px13, false, tw);
                    ui_text(u, tx, y - ui_px(u, 5), rows[q][k], px13, false, c, UI_LEFT);
                }
                y += lh;
            }
        }
        if (!wrap)
            ui_tooltip(u, ui_rect(p.x, top, p.w, y - top), whole);
        y += ui_px(u, 4);
    }
    y += ui_px(u, 6);
    /* TRANSLATORS: the heading of what the last step of a Campaign replay did */
    ui_text(u, p.x + pad, y, _("Last step"), ui_px(u, 14), true, ui_rgb(150, 156, 172), UI_LEFT);
    y += ui_px(u, 22);
    y += ui_text_wrapped(u, ui_rect(p.x + pad, y, p.w - 2 * pad, 0), v->told, px13, ui_rgb(255, 230, 140)) +
         ui_px(u, 8);
    if (battle_k >= 0) {
        SDL_Rect b = ui_rect(p.x + pad, y, p.w - 2 * pad, ui_px(u, 34));
        /* TRANSLATORS: the Campaign replay's button opening the battle just fought as an Escarmouche replay */
        if (ui_button(u, b, _("Watch this battle"), true) || ui_pressed(u, UI_KEY_ENTER)) {
            /* The screen opens it once the frame is over (screen.c). */
            s->ctl.playing = false;
            s->watch_step = battle_k;
            return;
        }
        /* TRANSLATORS: the tooltip of "Watch this battle" */
        ui_tooltip(u, b, _("The duel on the board, as an Escarmouche replay (Enter); Back returns here"));
    }
    if (!legend)
        return;
    replay_mark_legend(u, ui_rect(p.x + pad, p.y + p.h - pad - legend_h, p.w - 2 * pad, legend_h),
                       REPLAY_MARK_BATTLE | REPLAY_MARK_CAPTURE | REPLAY_MARK_ELIMINATION);
}

static void ca_draw(ui *u, replay_screen *s, int bottom)
{
    ca_rview *v = view_of(s);
    SDL_Rect view, panel;
    replay_map_and_panel(u, bottom, &view, &panel);
    build(s);
    campaign_replay_map_draw(u, v->map, view);
    draw_panel(u, s, panel);
}

static bool ca_can_take_over(const replay_screen *s, int pos)
{
    if (!view_of(s) || pos < 0 || pos > s->ctl.n)
        return false;
    campaign_state *st = malloc(sizeof *st);
    bool ok = st && data_replay_seek(&s->rep, record_pos(s, pos), st) && st->phase != CAMPAIGN_PHASE_OVER;
    free(st);
    return ok;
}

/* As the other games': the record cut at the moment shown, each seat human
 * or computer as chosen (a seat's kind is the campaign's settings, in its
 * start and its state alike, so the record still replays), in a hidden file
 * opened as a loaded save (a new campaign, its own autosave), then removed;
 * the replay's file is never written. */
static bool ca_take_over(app *a, replay_screen *s, char *why, size_t size)
{
    char path[DATA_PATH_MAX];
    if (!replay_take_over_path(a, path, sizeof path, why, size))
        return false;
    int n = record_pos(s, s->ctl.pos);
    campaign_state *state = malloc(sizeof *state);
    data_campaign_record rec;
    data_campaign_record_init(&rec);
    data_error err;
    bool ok = state && data_campaign_record_copy(&rec, &s->rep.ca) && rec.start && data_replay_seek(&s->rep, n, state);
    if (!ok) {
        snprintf(why, size, "%s", _("out of memory"));
    } else {
        data_campaign_record_truncate(&rec, n);
        rec.computer = state->computer;
        data_seat seats[CAMPAIGN_MAX_PLAYERS];
        memcpy(seats, s->rep.ca_seats, sizeof seats);
        for (int p = 0; p < s->info.n_seats && p < CAMPAIGN_MAX_PLAYERS; p++) {
            seats[p] = s->take[p];
            state->settings.computer[p] = rec.start->settings.computer[p] = s->take[p].computer;
        }
        ok = data_campaign_save_record(path, state, seats, NULL, NULL, &rec, &err);
        if (!ok)
            data_error_format(&err, why, size);
    }
    data_campaign_record_free(&rec);
    free(state);
    if (!ok)
        return false;
    ok = campaign_load(a, path);
    if (!ok)
        snprintf(why, size, "%s", a->message);
    remove(path);
    return ok;
}

const replay_view_ops replay_ca_ops = {
    .open = ca_open,
    .close = ca_close,
    .show = ca_show,
    .update = ca_update,
    .busy = ca_busy,
    .draw = ca_draw,
    .where = ca_where,
    .take_over = ca_take_over,
    .can_take_over = ca_can_take_over,
};

void replay_ca_describe(const replay_screen *s, char *out, size_t size)
{
    const ca_rview *v = view_of(s);
    size_t len = (size_t)snprintf(out, size, "%s|", v->told);
    if (len < size)
        campaign_replay_map_describe(v->map, out + len, size - len);
}
#endif
