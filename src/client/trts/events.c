/*
 * TRTS's public events for the shared event log (src/client/eventlog): after
 * each action the state before and after are compared and what the spec calls
 * public is worded — engagements with the areas the units stepped from (the
 * last area of each path, trts_state.engaged_from), markers
 * placed and removed, areas changing hands, combats begun and their outcome,
 * buildings revealed, eliminations. Nothing private is ever compared (banks,
 * production, hidden pieces' moves), so every entry may be seen by every seat
 * (docs/trts.md "Event log"). Each entry keeps its message untranslated, the
 * areas' names marked, so the log reads in the language of the moment. An entry about the acting seat's own move (its
 * engagement, its marker placed, its attack, its concession) is seen by that
 * seat from the start: its report never lists what it did itself.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eventlog/words.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"

/* An entry for every seat, its message kept untranslated (eventlog/words.h). */
static evlog_entry *say(evlog *log, const trts_state *s, evlog_kind kind, const char *id, ...)
    __attribute__((format(printf, 4, 5)));
static evlog_entry *say(evlog *log, const trts_state *s, evlog_kind kind, const char *id, ...)
{
    va_list ap;
    va_start(ap, id);
    evlog_entry *e = evlog_worded(evlog_vsay(log, s->round, kind, EVLOG_ALL, NULL, id, NULL, 0, ap));
    va_end(ap);
    return e;
}

/* The seat whose action is being noted (trts_events_note), -1 none. */
static int actor = -1;

/* The entry tells what seat p did: p has seen it if p is acting. */
static void own(evlog_entry *e, int p)
{
    if (p == actor)
        evlog_entry_seen_by(e, evlog_seat_bit(p));
}

static const char *area_name(const trts_state *s, int area) { return trts_area_label(&s->map->areas[area]); }

/* The same kept untranslated in the log (eventlog/words.h): translated when shown. */
static const char *area_mark(const trts_state *s, int area)
{
    const trts_area *ar = &s->map->areas[area];
    return evlog_name(NULL, ar->name[0] ? ar->name : ar->id);
}

static void at_area(evlog_entry *e, const trts_state *s, int area)
{
    if (e)
        evlog_entry_at(e, (float)s->map->areas[area].x, (float)s->map->areas[area].y);
}

/* The players' names the entries use (the game screen's seats), NULL: "Player 2". */
static const data_seat *names;
static int n_names;

void trts_events_names(const data_seat *seats, int n)
{
    names = seats;
    n_names = n;
}

/* "Ann (Myriad)", "Player 2 (Myriad)" */
static void seat_name(const trts_state *s, int p, char *out, size_t size)
{
    const char *faction = i18n_content(trts_player_faction(s, p)->name);
    if (names && p < n_names) {
        char name[DATA_SEAT_NAME_MAX + 40];
        data_seat_label(names, n_names, p, name, sizeof name);
        size_t n = strlen(name);
        if (n > 0 && name[n - 1] == ')') {
            /* "Computer (Normal)": one bracket, "Computer (Normal, Luminar)" (play-test 10) */
            name[n - 1] = '\0';
            /* TRANSLATORS: a seat in the TRTS event log whose name ends in brackets ("Computer (Normal"): the
             * name without its closing bracket, the faction */
            snprintf(out, size, _("%s, %s)"), name, faction);
            return;
        }
        /* TRANSLATORS: a seat in the TRTS event log: the player's name and faction */
        snprintf(out, size, _("%s (%s)"), name, faction);
        return;
    }
    /* TRANSLATORS: a seat in the TRTS event log: player number and faction */
    snprintf(out, size, _("Player %d (%s)"), p + 1, faction);
}

static void engagements(evlog *log, const trts_state *b, const trts_state *s)
{
    bool same_round = b->round == s->round;
    for (int a = 0; a < s->map->n_areas; a++) {
        uint8_t fresh = (uint8_t)(s->engaged_by[a] & ~(same_round ? b->engaged_by[a] : 0));
        for (int p = 0; p < s->n_players; p++) {
            if (!(fresh & (1u << p)))
                continue;
            /* the areas its units stepped from: the last area of each one's path
             * (the core's announcement), never where they stood before the move */
            char from[160] = "";
            for (int f = 0; f < s->map->n_areas; f++) {
                if (!(s->engaged_from & (UINT64_C(1) << f)))
                    continue;
                size_t len = strlen(from);
                snprintf(from + len, sizeof from - len, "%s%s", len ? ", " : "", area_name(s, f));
            }
            char who[80];
            seat_name(s, p, who, sizeof who);
            evlog_entry *e;
            if (b->markers[a] == 0) /* a neutral area: no fight, nobody met (play-test 10: "engaged" read as one) */
                e = from[0]
                        /* TRANSLATORS: event log: who entered which neutral area, from which areas */
                        ? say(log, s, EVLOG_ENGAGEMENT, N_("%s entered %s, a neutral area, from %s"), who, area_mark(s, a), from)
                        /* TRANSLATORS: event log: who entered which neutral area */
                        : say(log, s, EVLOG_ENGAGEMENT, N_("%s entered %s, a neutral area"), who, area_mark(s, a));
            else if (from[0])
                /* TRANSLATORS: event log: who engaged which area, from which areas */
                e = say(log, s, EVLOG_ENGAGEMENT, N_("%s engaged %s from %s"), who, area_mark(s, a), from);
            else
                /* TRANSLATORS: event log: who engaged which area (its units were already there) */
                e = say(log, s, EVLOG_ENGAGEMENT, N_("%s engaged %s"), who, area_mark(s, a));
            own(e, p);
            at_area(e, s, a);
        }
    }
}

static int first_team(const trts_state *s, uint8_t bits)
{
    for (int p = 0; p < s->n_players; p++)
        if (bits & (1u << p))
            return p;
    return -1;
}

static void markers(evlog *log, const trts_state *b, const trts_state *s)
{
    char who[80];
    for (int a = 0; a < s->map->n_areas; a++) {
        uint8_t was = b->markers[a], now = s->markers[a];
        if (was == now)
            continue;
        /* changing hands: the team holding the markers is another one now */
        int pw = first_team(s, was), pn = first_team(s, now);
        bool changed_hands = pw >= 0 && pn >= 0 && !trts_allies(s, pw, pn) && trts_area_controller(s, a) == trts_team_of(s, pn);
        for (int p = 0; p < s->n_players; p++) {
            uint8_t bit = (uint8_t)(1u << p);
            if ((was & bit) == (now & bit))
                continue;
            if (!(now & bit) && s->players[p].eliminated && !b->players[p].eliminated)
                continue; /* its elimination's line says it */
            seat_name(s, p, who, sizeof who);
            evlog_entry *e = (now & bit)
                                 /* TRANSLATORS: event log: a seat placed its marker on an area */
                                 ? say(log, s, EVLOG_INFO, N_("%s placed a marker on %s"), who, area_mark(s, a))
                                 /* TRANSLATORS: event log: a seat's marker was taken off an area */
                                 : say(log, s, EVLOG_LOSS, N_("%s's marker was removed from %s"), who, area_mark(s, a));
            if (e && !(now & bit) && !changed_hands) /* else "changed hands" is its one loss (an area counted once) */
                e->loss = evlog_seat_bit(p);
            if (now & bit)
                own(e, p);
            else if (e && actor >= 0) /* the acting seat took it off: no news in its report (play-test 10) */
                evlog_entry_seen_by(e, evlog_seat_bit(actor));
            at_area(e, s, a);
        }
        if (changed_hands) {
            seat_name(s, pn, who, sizeof who);
            /* TRANSLATORS: event log: an area changed hands; who holds it now */
            evlog_entry *e = say(log, s, EVLOG_CAPTURE, N_("%s changed hands: %s holds it"), area_mark(s, a), who);
            if (e)
                for (int p = 0; p < s->n_players; p++)
                    if (was & (1u << p))
                        e->loss |= evlog_seat_bit(p);
            own(e, pn);
            at_area(e, s, a);
        }
    }
}

/* The losses of a finished combat round, from its fixed log. */
static void combat_outcome(evlog *log, const trts_state *s)
{
    const trts_combat_log *g = &s->log;
    if (g->area < 0)
        return;
    char text[EVLOG_TEXT_MAX] = "", who[80];
    uint64_t loss = 0;
    for (int p = 0; p < s->n_players; p++) {
        char lost[120] = "";
        int n = 0;
        for (int h = 0; h < g->n_hits; h++) {
            const trts_log_hit *hit = &g->hits[h];
            if (hit->outcome != TRTS_LOG_DESTROYED || hit->whom.owner != p)
                continue;
            bool again = false; /* one line per piece hit by several attackers */
            for (int k = 0; k < h; k++)
                again |= g->hits[k].outcome == TRTS_LOG_DESTROYED && g->hits[k].whom.born == hit->whom.born;
            if (again)
                continue;
            size_t len = strlen(lost);
            snprintf(lost + len, sizeof lost - len, "%s%s", len ? ", " : "", trts_play_log_name(s, &hit->whom));
            n++;
        }
        if (!n)
            continue;
        loss |= evlog_seat_bit(p);
        seat_name(s, p, who, sizeof who);
        size_t len = strlen(text);
        /* TRANSLATORS: event log, a combat's outcome: who lost which pieces */
        snprintf(text + len, sizeof text - len, _("%s%s lost %s"), len ? "; " : "", who, lost);
    }
    int ctl = trts_area_controller(s, g->area);
    const char *area = area_mark(s, g->area);
    evlog_entry *e;
    if (g->n_hits == 0)
        /* TRANSLATORS: event log: a combat round in which no piece could fire */
        e = say(log, s, EVLOG_BATTLE, N_("Combat in %s: nobody could fire"), area);
    else if (!text[0])
        /* TRANSLATORS: event log: a combat round in which nothing was destroyed */
        e = say(log, s, EVLOG_BATTLE, N_("Combat in %s: nothing destroyed"), area);
    else if (ctl == -2)
        /* TRANSLATORS: event log: a combat's outcome; the area is still contested */
        e = say(log, s, EVLOG_BATTLE, N_("Combat in %s: %s; still contested"), area, text);
    else
        /* TRANSLATORS: event log: a combat's outcome; one side is left */
        e = say(log, s, EVLOG_BATTLE, N_("Combat in %s: %s"), area, text);
    if (e)
        e->loss = loss;
    at_area(e, s, g->area);
}

static void combats(evlog *log, const trts_state *b, const trts_state *s)
{
    /* a round begun in this action: none was under way and the log was written afresh */
    bool begun = b->combat_area < 0 && s->log.area >= 0 && memcmp(&b->log, &s->log, sizeof s->log) != 0;
    if (begun) {
        char who[80];
        seat_name(s, s->active, who, sizeof who);
        /* TRANSLATORS: event log: a combat round starts in an area */
        evlog_entry *e = say(log, s, EVLOG_BATTLE, N_("%s attacks in %s"), who, area_mark(s, s->log.area));
        /* the attacker knows it attacked, whoever's action began the round (a
         * defender's Stay does, after an engagement): never in its own report
         * (play-test 3) */
        if (e)
            evlog_entry_seen_by(e, evlog_seat_bit(s->active));
        at_area(e, s, s->log.area);
    }
    if (s->combat_area < 0 && (begun || b->combat_area >= 0))
        combat_outcome(log, s);
}

static void reveals(evlog *log, const trts_state *b, const trts_state *s)
{
    char who[80];
    for (int i = 0; i < s->n_pieces && i < b->n_pieces; i++) {
        const trts_piece *now = &s->pieces[i], *was = &b->pieces[i];
        if (!now->alive || !now->building || !now->public_ || (was->alive && was->born == now->born && was->public_))
            continue;
        if (!was->alive || was->born != now->born)
            continue; /* a new piece: only old hidden ones are revealed */
        seat_name(s, now->owner, who, sizeof who);
        /* TRANSLATORS: event log: a hidden building is revealed: whose, what, where */
        evlog_entry *e = say(log, s, EVLOG_INFO, N_("%s's %s revealed in %s"), who, trts_play_piece_name(s, i),
                             area_mark(s, now->area));
        if (e) /* its owner knew it was there: no news in its own report (play-test 3) */
            evlog_entry_seen_by(e, evlog_seat_bit(now->owner));
        at_area(e, s, now->area);
    }
}

/* docs/trts.md "Income": the start areas run dry at the map's depletion round,
 * a public fact; said in the log the round before and the round it happens, as
 * the panel's warning says it to each seat. */
static void depletion(evlog *log, const trts_state *b, const trts_state *s)
{
    int dry = s->map->deplete_round;
    if (b->round == s->round || dry > s->map->rounds || dry <= 1)
        return;
    if (s->round == dry - 1)
        /* TRANSLATORS: event log, at the start of the round before the start areas run dry: that round */
        say(log, s, EVLOG_INFO, N_("The start areas run dry next round (round %d): only a depot elsewhere keeps minerals coming"),
            dry);
    else if (s->round == dry)
        /* TRANSLATORS: event log, at the start of the round the start areas run dry */
        say(log, s, EVLOG_INFO, N_("The start areas are dry from this round: nobody mines there any more"));
}

/* docs/trts.md "Building": an unfinished building goes with the worker building
 * it. Only a public building is told (its area is contested when its builder
 * falls in combat, so it is); a hidden one stays unsaid. */
static void builds_lost(evlog *log, const trts_state *b, const trts_state *s)
{
    char who[80];
    for (int i = 0; i < s->n_pieces && i < b->n_pieces; i++) {
        const trts_piece *was = &b->pieces[i], *now = &s->pieces[i];
        if (!was->alive || now->alive || !was->building || was->finished || !was->public_)
            continue;
        int w = was->builder;
        if (w < 0 || w >= s->n_pieces || !b->pieces[w].alive || s->pieces[w].alive)
            continue;
        seat_name(s, was->owner, who, sizeof who);
        /* TRANSLATORS: event log: a building under construction went with its killed worker: whose, what, where, which worker */
        evlog_entry *e = say(log, s, EVLOG_LOSS, N_("%s's %s in %s (unfinished) lost with its %s"), who,
                             trts_play_piece_name(b, i), area_mark(s, was->area), trts_play_piece_name(b, w));
        if (e)
            e->loss = evlog_seat_bit(was->owner);
        at_area(e, s, was->area);
    }
}

/* Units the acting seat left behind out of its group (the rules' Leave):
 * done for this round (play-test 11: "Leave silently spends the left unit's
 * turn"). Told to that seat alone (which units are in a group is its own). */
static void leaves(evlog *log, const trts_state *b, const trts_state *s)
{
    if (b->phase != TRTS_PHASE_GROUP || actor < 0 || b->current != actor)
        return;
    for (int i = 0; i < b->n_pieces; i++) {
        if (!trts_set_has(&b->group, i) || trts_set_has(&s->group, i) || !s->pieces[i].alive ||
            s->pieces[i].area != b->pieces[i].area || s->phase != TRTS_PHASE_GROUP)
            continue;
        /* TRANSLATORS: event log, to the player alone: a unit they left out of the group (the Leave button): the
         * unit ("Breacher"), the area */
        evlog_entry *e = evlog_worded(evlog_say(log, s->round, EVLOG_INFO, evlog_seat_bit(actor), NULL,
                                                N_("You left your %s behind in %s: done for this round"), NULL, 0,
                                                trts_play_piece_name(b, i), area_mark(s, s->pieces[i].area)));
        own(e, actor);
        at_area(e, s, s->pieces[i].area);
    }
}

void trts_events_note(evlog *log, const trts_state *before, const trts_state *after)
{
    actor = before->current;
    leaves(log, before, after);
    engagements(log, before, after);
    combats(log, before, after);
    builds_lost(log, before, after);
    depletion(log, before, after);
    /* an elimination before the markers it takes off the map */
    char who[80];
    for (int p = 0; p < after->n_players; p++)
        if (after->players[p].eliminated && !before->players[p].eliminated) {
            seat_name(after, p, who, sizeof who);
            /* TRANSLATORS: event log: a seat is out of the game, destroyed / by conceding */
            evlog_entry *e = say(log, after, EVLOG_ELIMINATION,
                                 after->players[p].conceded ? N_("%s concedes") : N_("%s is eliminated"), who);
            if (e)
                e->loss = evlog_seat_bit(p);
            if (after->players[p].conceded)
                own(e, p);
        }
    markers(log, before, after);
    reveals(log, before, after);
    actor = -1;
}

bool trts_events_replay(evlog *log, const trts_rules *rules, const trts_game_record *rec)
{
    trts_state *s = malloc(sizeof *s), *b = malloc(sizeof *b);
    bool ok = s && b && trts_state_init(s, &rec->map, rules, &rec->setup);
    for (int i = 0; ok && i < rec->n_actions; i++) {
        *b = *s;
        ok = trts_apply(s, &rec->actions[i]) == TRTS_OK;
        if (ok)
            trts_events_note(log, b, s);
    }
    free(s);
    free(b);
    return ok;
}
