/*
 * The battle's log: its entries (one per action, split at "; " into rows), the
 * line when a side's turn begins, and the whole log told again from the
 * match's record (a loaded or continued match, a change of language). The
 * screen's passing message (the toast) is set here too. Below the screen:
 * it reads the match and writes the screen's state, and calls nothing above.
 */
#include <stdio.h>
#include <string.h>

#include "board/battle_internal.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/i18n.h"

static void log_row(board_battle_state *b, const char *text)
{
    if (b->log_count == BOARD_LOG_LINES) {
        memmove(b->log[0], b->log[1], sizeof b->log[0] * (BOARD_LOG_LINES - 1));
        b->log_count--;
        if (b->log_dice_row > 0)
            b->log_dice_row--;
    }
    snprintf(b->log[b->log_count++], sizeof b->log[0], "%.199s", text);
    b->log_scroll = 0;
}

/* One entry of the log; what follows each "; " (dice, markers, the result) goes on
 * an indented row of its own so nothing is cut at the panel's edge. */
void battle_log_line(board_battle_state *b, const char *text)
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

void battle_toast(board_battle_state *b, const char *text)
{
    snprintf(b->toast, sizeof b->toast, "%.199s", text);
    b->toast_age = 0.0f;
}

void battle_turn_line(const board_match *m, const esc_game *g, char *out, size_t size)
{
    char name[DATA_SEAT_NAME_MAX + 40];
    board_match_side_name(m, g->active, name, sizeof name);
    /* TRANSLATORS: log line and banner when a side's turn begins: the player's name, the round. */
    snprintf(out, size, _("%s · round %d"), name, esc_game_round(g));
}

/* The players' names for the log lines (names[side] points into buf). */
void battle_side_names(const board_match *m, char buf[ESC_SIDES][DATA_SEAT_NAME_MAX + 40], const char *names[ESC_SIDES])
{
    for (int s = 0; s < ESC_SIDES; s++) {
        board_match_side_name(m, s, buf[s], sizeof buf[s]);
        names[s] = buf[s];
    }
}

/* Cuts s to at most `max` bytes without splitting a UTF-8 character. */
static void utf8_cut(char *s, size_t max)
{
    size_t n = strlen(s);
    if (n <= max)
        return;
    n = max;
    while (n > 0 && ((unsigned char)s[n] & 0xC0) == 0x80)
        n--;
    s[n] = '\0';
}

/* Whether a unit name is in both squads (a mirror match: "Captain deploys on
 * e7" could be either side's, play-test). */
static bool squads_share_a_name(const esc_squad *const squads[ESC_SIDES])
{
    for (int i = 0; i < squads[0]->n_units; i++)
        for (int k = 0; k < squads[1]->n_units; k++)
            if (strcmp(squads[0]->units[i].name, squads[1]->units[k].name) == 0)
                return true;
    return false;
}

/* A game that opens the board for its own battle (a campaign: it sets the
 * caption) has players who fight battle after battle with units of every
 * kind: each unit in its lines is named with its owner ("Bob's Archer (c3)
 * attacks Ann's Brute (e5)"), so a line never leaves the reader guessing whose
 * Archer it is (play-test). So are both squads' units when a name is in
 * both (a mirror match). Other Escarmouche lines (Player 1 against Player 2,
 * the units lettered A-F and a-f on the board) stay as they are. */
void battle_log_describe(const board_match *m, const esc_game *before, const esc_squad *const squads[ESC_SIDES],
                         const esc_action *action, const esc_events *events, char *out, int size)
{
    char nbuf[ESC_SIDES][DATA_SEAT_NAME_MAX + 40];
    const char *names[ESC_SIDES];
    battle_side_names(m, nbuf, names);
    if (!m->caption[0] && !squads_share_a_name(squads)) {
        esc_describe_action_named(before, squads, names, action, events, out, size);
        return;
    }
    static esc_squad owned[ESC_SIDES]; /* large; one log line at a time (the screen's thread) */
    const esc_squad *use[ESC_SIDES];
    for (int s = 0; s < ESC_SIDES; s++) {
        owned[s] = *squads[s];
        char owner[40];
        snprintf(owner, sizeof owner, "%s", names[s]);
        utf8_cut(owner, 24);
        for (int k = 0; k < owned[s].n_units; k++) {
            char name[ESC_NAME_MAX];
            snprintf(name, sizeof name, "%s", i18n_content(squads[s]->units[k].name));
            /* Two units of one name are numbered inside the one format, so a
             * translator may put the owner after the unit and its number
             * ("Fantassin 1 de Joueur 1", not "Fantassin de Joueur 1 1"). */
            int number = esc_unit_name_number(squads[s], k);
            if (number)
                /* TRANSLATORS: a unit named with its owner in a campaign battle's log, when its squad has two
                 * or more of that name: the player's name, the unit's, its number ("Bob's Archer 2").
                 * Reorder with %1$s, %2$s, %3$d ("%2$s %3$d de %1$s"). */
                snprintf(owned[s].units[k].name, sizeof owned[s].units[k].name, _("%s's %s %d"), owner, name, number);
            else
                /* TRANSLATORS: a unit named with its owner in a campaign battle's log: the player's name, the
                 * unit's ("Bob's Archer"). */
                snprintf(owned[s].units[k].name, sizeof owned[s].units[k].name, _("%s's %s"), owner, name);
            utf8_cut(owned[s].units[k].name, ESC_NAME_MAX - 1);
        }
        use[s] = &owned[s];
    }
    esc_describe_action_named(before, use, names, action, events, out, size);
}

/* The events without their control markers: a turn held open (both actions
 * spent, End turn to come) has not ended yet for the player, so its markers
 * are told at End turn, as the lesson and the rules say (play-test 3: "takes a
 * control marker" was logged while End turn and Undo were still there). */
static void without_markers(const esc_events *events, esc_events *out, bool markers_only)
{
    out->count = 0;
    for (int i = 0; i < events->count; i++)
        if ((events->list[i].kind == ESC_EV_MARKER) == markers_only)
            out->list[out->count++] = events->list[i];
}

void battle_log_describe_held(const board_match *m, const esc_game *before, const esc_squad *const squads[ESC_SIDES],
                              const esc_action *action, const esc_events *events, char *out, int size)
{
    esc_events rest;
    without_markers(events, &rest, false);
    battle_log_describe(m, before, squads, action, &rest, out, size);
}

/* End turn of a held turn: the markers its last action took, on rows of their
 * own under that action's line ("    Player 1 takes a control marker"), the
 * same rows the log has when it is told again from the record afterwards. */
void battle_log_held_markers(board_battle *bb)
{
    const board_match *m = &bb->match;
    esc_game before, after;
    if (m->record.n_actions == 0)
        return;
    esc_record_replay(&m->record, &before, m->record.n_actions - 1);
    after = before;
    esc_events events, markers, none = { 0 };
    if (esc_game_apply(&after, &m->record.actions[m->record.n_actions - 1], &events) != ESC_OK)
        return;
    without_markers(&events, &markers, true);
    if (!markers.count)
        return;
    const esc_squad *sq[ESC_SIDES] = { &m->record.squads[0], &m->record.squads[1] };
    const esc_action *action = &m->record.actions[m->record.n_actions - 1];
    char head[320], line[320];
    battle_log_describe(m, &before, sq, action, &none, head, sizeof head);
    battle_log_describe(m, &before, sq, action, &markers, line, sizeof line);
    size_t n = strlen(head);
    const char *tail = strncmp(line, head, n) == 0 ? line + n : line;
    if (strncmp(tail, "; ", 2) == 0)
        tail += 2;
    char row[330];
    snprintf(row, sizeof row, "    %s", tail); /* indented as the rows after "; " (battle_log_line) */
    battle_log_line(&bb->st, row);
}

/* "Player 2 · round 4" in the log when a side's turn begins. */
void battle_log_turn(board_battle *bb)
{
    const esc_game *g = &bb->match.game;
    if (g->phase != ESC_PHASE_BATTLE)
        return;
    char line[120];
    battle_turn_line(&bb->match, g, line, sizeof line);
    battle_log_line(&bb->st, line);
}

/* Who places units first, said at the start of deployment (play-test 10:
 * nothing said it, and it changed from match to match). */
bool battle_first_deployer_line(const board_match *m, char *out, size_t size)
{
    esc_game start;
    out[0] = '\0';
    if (m->record.n_actions == 0 && m->game.phase != ESC_PHASE_DEPLOY)
        return false; /* a position set up past its deployment */
    if (esc_record_start(&m->record, &start, NULL) != ESC_SETUP_OK || start.phase != ESC_PHASE_DEPLOY)
        return false;
    char name[DATA_SEAT_NAME_MAX + 40];
    board_match_side_name(m, start.first_deployer, name, sizeof name);
    if (m->record.settings.hooks.first_deployer == 0)
        /* TRANSLATORS: log line and passing message when deployment starts: the player who places units first. */
        snprintf(out, size, _("%s deploys first (drawn by lot)"), name);
    else
        /* TRANSLATORS: log line when deployment starts in a scenario that says who places units first. */
        snprintf(out, size, _("%s deploys first"), name);
    return true;
}

/* The log from the match's first line and its record, in the language now in
 * use (battle_open, and again when the player changes the language). */
void battle_rebuild_log(board_battle *bb)
{
    board_battle_state *b = &bb->st;
    b->log_count = 0;
    b->log_scroll = 0;
    snprintf(b->log_language, sizeof b->log_language, "%s", bb->app->prefs.language);
    const esc_squad *sq[ESC_SIDES] = { &bb->match.record.squads[0], &bb->match.record.squads[1] };
    char line[1024]; /* as long as battle_play's: every roll of the dice */
    char nbuf[ESC_SIDES][DATA_SEAT_NAME_MAX + 40];
    const char *names[ESC_SIDES];
    battle_side_names(&bb->match, nbuf, names);
    if (bb->match.caption[0] && !bb->remote.send) { /* online the caption is who is connected */
        /* Opened by another game (a campaign battle): what it is there. */
        battle_log_line(b, bb->match.caption);
    }
    char who[ESC_SIDES][DATA_SEAT_NAME_MAX + ESC_NAME_MAX + 48];
    for (int s = 0; s < ESC_SIDES; s++) {
        if (battle_side_title(&bb->match, sq[s], s)[0])
            /* TRANSLATORS: a side in the first log line: the player's name and the squad's ("Ann (Free Company)"). */
            snprintf(who[s], sizeof who[s], _("%s (%.63s)"), names[s], battle_side_title(&bb->match, sq[s], s));
        else
            snprintf(who[s], sizeof who[s], "%s", names[s]);
    }
    if (bb->match.record.map.name[0])
        /* TRANSLATORS: first log line: side 1 (its player and squad), side 2, the map's name. */
        snprintf(line, sizeof line, _("%.100s against %.100s on %.40s"), who[0], who[1],
                 bb->match.record.has_scenario
                     ? board_scenario_text(&bb->match.record.scenario, bb->match.record.map.name)
                     : i18n_content(bb->match.record.map.name));
    else
        /* TRANSLATORS: first log line on the plain board (a map with no name): side 1, side 2. */
        snprintf(line, sizeof line, _("%.100s against %.100s"), who[0], who[1]);
    battle_log_line(b, line);
    if (battle_first_deployer_line(&bb->match, line, sizeof line))
        battle_log_line(b, line);
    /* A loaded or continued match: the log is rebuilt from its actions. */
    const esc_record *rec = &bb->match.record;
    if (rec->n_actions > 0) {
        esc_game g;
        esc_record_replay(rec, &g, 0);
        for (int i = 0; i < rec->n_actions; i++) {
            esc_game before = g;
            esc_events events;
            if (esc_game_apply(&g, &rec->actions[i], &events) != ESC_OK)
                break;
            bool held_open = bb->match.held >= 0 && i == rec->n_actions - 1; /* its End turn is still to come */
            if (held_open)
                battle_log_describe_held(&bb->match, &before, sq, &rec->actions[i], &events, line, sizeof line);
            else
                battle_log_describe(&bb->match, &before, sq, &rec->actions[i], &events, line, sizeof line);
            battle_log_reword(&before, &events, line, (int)sizeof line); /* as the line was first told */
            battle_log_line(b, line);
            if (g.phase == ESC_PHASE_BATTLE && (g.turn != before.turn || before.phase == ESC_PHASE_DEPLOY) &&
                !held_open) {
                battle_turn_line(&bb->match, &g, line, sizeof line);
                battle_log_line(b, line);
            }
        }
    }
}
