/*
 * Escarmouche's pages of the help browser (help/help.h): the turn, the actions,
 * line of sight, the twelve abilities, the statuses, how a match ends, a
 * scenario's objectives and the keys. Every rule they quote comes from the core (an ability's name and text
 * from esc_ability_get), and every diagram is a real position the core is asked
 * about (help_diagrams.c), so the help cannot drift from the rules.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/battle.h"
#include "board/view.h"
#include "escarmouche/help.h"
#include "skirmish/i18n.h"

static int imax(int a, int b) { return a > b ? a : b; }

static const help_diagram *diagrams_of(const help_page *p)
{
    return p->data;
}

static void draw_diagram(ui *u, SDL_Rect r, const void *ctx)
{
    help_diagram_draw(u, r, ctx);
}

static const int symbols[5] = { 0, 1, 2, 3, 4 };

static void draw_symbol(ui *u, SDL_Rect r, const void *ctx)
{
    help_diagram_symbol(u, r, *(const int *)ctx);
}

static const char *targeting_text(const esc_ability_info *info)
{
    switch (info->targeting) {
    case ESC_TARGETS_NOTHING: return _("picks no target");
    case ESC_TARGETS_ENEMY: return _("picks an enemy");
    case ESC_TARGETS_ALLY: return _("picks an ally");
    case ESC_TARGETS_SQUARE: return _("picks a square");
    case ESC_TARGETS_SQUARE_AND_ENEMY: return _("picks a square, then an enemy");
    }
    return "";
}

/* What each ability's diagram shows (the rule itself is the core's text). */
static const char *const ability_examples[ESC_AB_COUNT] = {
    [ESC_AB_CHARGE] = N_("Here: the dot is where it can charge to, the arrows one charge and its attack."),
    [ESC_AB_ENERGY_TRAIT] = N_("Here: yellow is 3 squares around it; the enemy behind the rock is out of sight. It takes "
                               "the place of the unit's attack that turn, and may be used again every turn."),
    [ESC_AB_DEFENSIVE_STANCE] = N_("Here: used, its stance shows on the token; the enemy's next blow loses a point."),
    [ESC_AB_SUPPRESSING_FIRE] = N_("Here: yellow is 4 squares around it; the enemy on g7 is out of reach."),
    [ESC_AB_TACTICAL_RETREAT] = N_("Here: the dots are where it can go; once used, the icon shows it cannot be targeted."),
    [ESC_AB_COMMAND_FORWARD] = N_("Here: yellow is 3 squares around the commander; the green allies may take a free move "
                                  "(arrows), the one on h1 is too far."),
    [ESC_AB_DEVASTATING_STRIKE] = N_("Here: only the adjacent enemy can be struck."),
    [ESC_AB_FEINT] = N_("Here: it can swap with the green ally; the other two are 2 squares away but out of sight."),
    [ESC_AB_GUARDIAN] = N_("Here: it can guard the adjacent green ally; a blow at that ally (red) falls on the guardian "
                           "(orange). The ally on b5 is not adjacent."),
    [ESC_AB_SWEEP] = N_("Here: the three adjacent enemies are all hit; the one on f6 is not adjacent."),
    [ESC_AB_PRECISION_SHOT] = N_("Here: the ally in between does not block the shot at d4; the rock still hides e2."),
    [ESC_AB_OVERCHARGE] = N_("Here: after its attack on c4 (orange), it can still overcharge an enemy in range."),
};

/* An ability: its name and rule from the core, what kind it is, its diagram. */
static void ability_card(help_page *p, int ability)
{
    const esc_ability_info *info = esc_ability_get((esc_ability)ability);
    if (!info)
        return;
    help_anchor(p, _(info->name));
    if (p->collect)
        return;
    const help_diagram *d = &diagrams_of(p)[HELP_DIAGRAM_ABILITY + ability];
    int pad = p->gap, side = p->diagram;
    int inner = p->w - 2 * pad;
    bool beside = inner >= side + 2 * pad + imax(ui_px(p->u, 240), 190);
    int tw = beside ? inner - side - 2 * pad : inner;
    char kind[192];
    if (info->attacks)
        /* TRANSLATORS: under an ability's name: "Attacking ability · picks an enemy". */
        snprintf(kind, sizeof kind, _("Attacking ability · %s"), targeting_text(info));
    else
        /* TRANSLATORS: under an ability's name: "Ability · picks an ally". */
        snprintf(kind, sizeof kind, _("Ability · %s"), targeting_text(info));
    int small = p->small;
    const char *example = _(ability_examples[ability]);
    const char *name = _(info->name), *rule = _(info->text);
    char rule_buf[1000];
    if (ability == ESC_AB_DEFENSIVE_STANCE) {
        /* Taken again every turn, it stops one blow of 1 a turn for ever: how
         * to beat it, in the words the stance's tooltip on the board uses. */
        snprintf(rule_buf, sizeof rule_buf, "%s %s", rule, board_stance_counter_text());
        rule = rule_buf;
    }
    int rule_h = help_measure(p, rule, tw, p->body);
    int kind_h = help_measure(p, kind, tw, small);
    int th = p->head * 3 / 2 + kind_h + small / 2 + rule_h + pad / 2 + help_measure(p, example, tw, small);
    int height = 2 * pad + (beside ? imax(th, side + 6) : th + pad + side + 6);
    int y = p->y;
    if (help_shows(p, y, height)) {
        SDL_Rect card = { p->x, p->top + y, p->w, height };
        ui_fill(p->u, card, ui_rgb(28, 33, 47));
        ui_frame(p->u, card, ui_rgb(70, 80, 104), 1);
        int dx = beside ? p->x + p->w - pad - side - 3 : p->x + pad + 3;
        int dy = beside ? y + pad + 3 : y + pad + th + pad + 3;
        help_diagram_draw(p->u, ui_rect(dx, p->top + dy, side, side), d);
    }
    int tx = p->x + pad, ty = y + pad;
    help_line(p, tx, ty, tw, name, p->head, true, help_gold);
    ty += p->head * 3 / 2;
    ty += help_wrapped(p, tx, ty, tw, kind, small, help_dim) + small / 2;
    ty += help_wrapped(p, tx, ty, tw, rule, p->body, help_ink) + pad / 2;
    help_wrapped(p, tx, ty, tw, example, small, help_dim);
    p->y += height + p->gap;
}

/* ---- the sections ---- */

/* The round limit of the match the help was opened over (0: none), or -1 with
 * no match under it: the rules' default is described then. */
static int match_round_limit(const help_page *p)
{
    const board_battle *bb = board_battle_current(p->u->app);
    return bb ? bb->match.game.settings.round_limit : -1;
}

static void section_turn(help_page *p)
{
    help_heading(p, _("The board"));
    help_para(p, _("Escarmouche is played on a board of 8 × 8 squares by two squads of up to six units. Files are a to h from "
              "left to right, ranks 1 to 8 from bottom to top. Obstacles cannot be entered and block line of sight."));
    help_para(p, _("Player 1 deploys on ranks 1 and 2, player 2 on ranks 7 and 8: the players place one unit at a time, "
              "alternating, and who places first is drawn by lot (the log says who). Then each rolls a die, ties rolling "
              "again, and the higher roll plays the first turn."));
    help_heading(p, _("Your turn: two actions"));
    help_para(p, _("On your turn you have 2 actions. An action is a Move, an Attack or an Ability, by any of your units: the "
              "same unit may act twice. You may end your turn early, giving up what is left."));
    help_bullet(p, _("One attack or one ability per unit per turn: a unit that attacked cannot use an ability, and one that used "
                "an ability cannot attack or use another. Overcharge is the exception: it may follow the unit's attack."));
    help_bullet(p, _("Moves are limited only by your 2 actions: a unit may move twice, or move and then attack."));
    help_bullet(p, _("The free moves Command Forward gives are not actions. Its key only rings the allies it would free: "
                "the command is given when you click the first of them (or press Enter), and Esc before any free move "
                "takes it back with nothing spent."));
    help_bullet(p, _("A suppressed unit may take only 1 action in its turn."));
    help_heading(p, _("Units"));
    help_para(p, _("A unit has four stats: Health (the damage it can take), Range (how far its attack reaches), Power (the "
              "damage its attack deals) and Move (how many squares a move may take), and up to twelve abilities. Its cost "
              "gives its rank, from Soldier to Paragon, and a squad's rank points may total at most 30."));
    help_para(p, _("Distances are counted as a chess king walks: a diagonal step counts 1. Adjacent means at distance 1."));
    char text[400];
    int limit = match_round_limit(p);
    if (limit < 0)
        limit = ESC_DEFAULT_ROUND_LIMIT;
    if (limit > 0)
        /* TRANSLATORS: "Winning" is the name of the help's section (its tab). */
        snprintf(text, sizeof text,
                 P_("A round is one turn of each player. A match lasts %d round unless one side wins sooner (see Winning).",
                    "A round is one turn of each player. A match lasts %d rounds unless one side wins sooner (see Winning).",
                    limit),
                 limit);
    else
        /* TRANSLATORS: the help opened over a match set up with no round limit. */
        snprintf(text, sizeof text, "%s",
                 _("A round is one turn of each player. This match has no round limit: it lasts until one side wins "
                   "(see Winning)."));
    help_para(p, text);
    help_link(p, NULL, _("Winning"), "ending", NULL);
}

static void section_actions(help_page *p)
{
    const help_diagram *d = diagrams_of(p);
    help_heading(p, C_("action", "Move"));
    help_figure(p, draw_diagram, &d[HELP_DIAGRAM_MOVE],
           _("A move takes the unit up to Move king steps, each onto an empty square (no unit, no obstacle). A diagonal step "
             "may pass between two occupied squares. A move must end on another square. The blue dots show where this "
             "unit, with Move 2, can go."));
    /* Play-test 3: a tester found out only by trying that allies block too. */
    help_para(p, _("No unit moves through another, not even through its own allies: go round them, or move the "
                        "ally out of the way first."));
    help_heading(p, _("Attack"));
    help_figure(p, draw_diagram, &d[HELP_DIAGRAM_ATTACK],
           _("An attack targets an enemy within the unit's Range that it can see (see Line of sight). It always hits: the "
             "target loses Health equal to the attacker's Power, and a unit at 0 Health is removed at once. Yellow: this "
             "unit's Range of 3. Red reticle: an enemy it can attack. Grey cross: in range but out of sight."));
    help_heading(p, _("Abilities"));
    help_para(p, _("Using an ability is one action, and it is the unit's one ability or attack of the turn. Attacking "
              "abilities follow the attack rules (an enemy, in range, in sight, not untargetable) unless their text "
              "says otherwise. Each one is shown under Abilities."));
    help_heading(p, _("Damage"));
    help_para(p, _("Each hit is dealt in three steps: a guardian takes the damage in place of the ally it guards (once: damage "
              "is never redirected twice); a defensive stance on the unit taking it cancels 1 point and is spent; the unit "
              "loses the rest. A unit at 0 Health or less is removed at once."));
}

static void section_sight(help_page *p)
{
    const help_diagram *d = diagrams_of(p);
    help_heading(p, _("Who sees whom"));
    help_para(p, _("A unit sees a target when a straight line from at least one of the four corners of its square reaches the "
              "centre of the target's square without touching a blocking square: an obstacle, or any unit other than the "
              "two. Touching counts: a line through the very corner of a blocking square is blocked, except at its start: "
              "a line may always start at the unit's own corner."));
    help_figure(p, draw_diagram, &d[HELP_DIAGRAM_SIGHT_RAYS],
           _("The four corner rays from the unit on b2 to the enemy on f5. White rays are clear; red rays touch a "
             "blocking square, framed in red. One clear ray is enough. Red reticle: an enemy in sight. Grey cross: an "
             "enemy out of sight."));
    help_figure(p, draw_diagram, &d[HELP_DIAGRAM_SIGHT_AREA],
           _("Everything the unit on b2 sees past three obstacles and an enemy: the green squares. It does not see the "
             "dark ones."));
    help_figure(p, draw_diagram, &d[HELP_DIAGRAM_SIGHT_GAP],
           _("No gap between corners: the obstacles on c4 and d3 touch at a corner, and the line from a1 to e5 would pass "
             "exactly through it. Touching counts, so every ray is red: e5 is out of sight. In a battle, the enemy's "
             "tooltip says so."));
    help_figure(p, draw_diagram, &d[HELP_DIAGRAM_SIGHT_OWN_CORNER],
           _("A line may start at the shooter's own corner, even where two obstacles meet: the unit on d5 sees e2 from "
             "its corner between the rocks on d4 and e5 (the white ray). Only the start is free: the same corner "
             "anywhere else along a line blocks it. Sight is one-way: from e2's corners every line to d5 crosses a "
             "rock, so e2 does not see d5."));
    help_heading(p, _("Worth knowing"));
    help_bullet(p, _("A unit directly between two others, on a line or a diagonal, blocks."));
    help_bullet(p, _("Adjacent units always see each other."));
    help_bullet(p, _("Sight goes from corners to a centre, so it is not always the same both ways."));
    help_bullet(p, _("In a battle, hovering an enemy in range draws the line to it: white from the first clear corner, or red, "
                "solid up to the first blocking square (framed and crossed) and dashed beyond it."));
}

static void section_abilities(help_page *p)
{
    help_para(p, _("Each ability below is shown in a real position, with what the rules allow the unit with the yellow ring "
              "to do there. Select a unit and press 1 to 9 to use its abilities, in the order of its card."));
    help_symbol_row(p, draw_symbol, &symbols[0], _("Blue dot: a square it can move to."));
    help_symbol_row(p, draw_symbol, &symbols[1], _("Red reticle: an enemy it can target."));
    help_symbol_row(p, draw_symbol, &symbols[2], _("Grey cross: a unit in reach that it cannot pick."));
    help_symbol_row(p, draw_symbol, &symbols[3], _("Green ring: an ally it can pick."));
    help_symbol_row(p, draw_symbol, &symbols[4], _("Yellow: its reach."));
    p->y += p->gap;
    for (int ab = 0; ab < ESC_AB_COUNT; ab++)
        ability_card(p, ab);
}

static void section_statuses(help_page *p)
{
    help_para(p, _("Statuses show as icons down the right side of a unit's token and on its card in the side panel."));
    char stance[1000];
    /* TRANSLATORS: help, statuses: the defensive stance's icon row, before how it is beaten. */
    snprintf(stance, sizeof stance, "%s %s",
             _("Cancels the next 1 point of damage dealt to the unit, then is gone; its token shows a blue ring. A unit "
               "has one at most."),
             board_stance_counter_text());
    help_icon_row(p, p->u->app->assets.status[0], _("Defensive stance (from Defensive Stance)"), stance);
    help_icon_row(p, p->u->app->assets.status[1], _("Suppressed (from Suppressing Fire)"),
               _("In its owner's next turn the unit may take only 1 action. Gone at the end of that turn."));
    help_icon_row(p, p->u->app->assets.status[2], _("Untargetable (from Tactical Retreat)"),
               _("Enemy attacks and abilities cannot target the unit until the end of the opponent's next turn. It still "
                 "blocks line of sight, and Sweep passes it by."));
    help_icon_row(p, p->u->app->assets.status[3], _("Overcharged (from Overcharge)"),
               _("In its owner's next turn the unit can neither attack nor use an attacking ability."));
    help_icon_row(p, p->u->app->assets.status[4], _("Guarded (from Guardian)"),
               _("Damage dealt to the unit is dealt to its guardian instead, until the start of the guardian's owner's "
                 "next turn, or until the guardian dies."));
    help_heading(p, _("Other marks on a token"));
    help_bullet(p, _("The letter on its left tab names it in the position notation (A to F for player 1, a to f for "
                     "player 2)."));
    help_bullet(p, _("A white mark at its top left (a dot for player 1, a triangle for player 2, unless the players "
                     "chose other emblems) is its side's emblem, as beside the side's name above the board."));
    help_bullet(p, _("A number beside its letter tells apart units of the same name (\"Archer 1\", \"Archer 2\")."));
    help_bullet(p, _("A badge at its top (\"-2\", \"KO\") is the most Health the enemy can take from it in its next "
                     "turn; an orange ring and \"!\" (Danger on, T) say an enemy can hit it."));
    help_bullet(p, _("A crown marks a campaign's Hero, a flag a scenario's escorted unit."));
    help_para(p, _("Point at a token: its tooltip names every mark on it."));
}

static void section_ending(help_page *p)
{
    char text[1000];
    help_heading(p, _("Elimination"));
    help_para(p, _("A player with no units left loses at once. If both players lose their last unit in the same action, the "
              "player whose turn it is wins."));
    help_heading(p, _("Round limit"));
    snprintf(text, sizeof text,
             P_("A match has a round limit, %d round unless the match setup says otherwise. At the end of the last "
                "round, the player whose surviving units total more rank points wins; if they are equal, the one with "
                "more Health left in total; if that is equal too, the match is a draw.",
                "A match has a round limit, %d rounds unless the match setup says otherwise. At the end of the last "
                "round, the player whose surviving units total more rank points wins; if they are equal, the one with "
                "more Health left in total; if that is equal too, the match is a draw.",
                ESC_DEFAULT_ROUND_LIMIT),
             ESC_DEFAULT_ROUND_LIMIT);
    help_para(p, text);
    int limit = match_round_limit(p);
    if (limit > 0) {
        /* TRANSLATORS: the help opened over a match: its own round limit. */
        snprintf(text, sizeof text, P_("This match: %d round.", "This match: %d rounds.", limit), limit);
        help_para(p, text);
    } else if (limit == 0) {
        help_para(p, _("This match has no round limit."));
    }
    /* Found by the help's search for "draw" or "concede" (play-test 3: nothing was). */
    help_heading(p, _("Offer a draw, or concede"));
    help_para(p, _("On your turn, even with both actions spent and End turn still to press, the pause menu (Esc) has "
                   "Offer a draw and Concede. The computer accepts a draw when it is not ahead by the round limit's "
                   "measure (rank points left, then Health); in hot-seat the other player answers. Conceding gives the "
                   "match to the other side."));
    help_heading(p, _("Objective markers"));
    snprintf(text, sizeof text,
             P_("Some maps have an objective zone (squares framed in yellow). At the end of each turn, if the player "
                "whose turn it was has a unit in the zone and the opponent has none there, that player takes a control "
                "marker and the opponent, if they have any, loses one. %d marker wins at once, even in the last round.",
                "Some maps have an objective zone (squares framed in yellow). At the end of each turn, if the player "
                "whose turn it was has a unit in the zone and the opponent has none there, that player takes a control "
                "marker and the opponent, if they have any, loses one. %d markers win at once, even in the last round.",
                ESC_DEFAULT_MARKERS_TO_WIN),
             ESC_DEFAULT_MARKERS_TO_WIN);
    help_para(p, text);
    const help_diagram *zone = &diagrams_of(p)[HELP_DIAGRAM_ZONE];
    /* TRANSLATORS: %d is how many markers blue has once this turn ends. */
    snprintf(text, sizeof text,
             _("Here blue holds the zone alone: when blue's turn ends, blue takes a marker (%d after this turn). If red "
               "moved a unit in, neither would take one."),
             zone->markers);
    help_figure(p, draw_diagram, zone, text);
    help_heading(p, _("After the match"));
    help_para(p, _("The result says who won, how and after how many rounds. Rematch (R) plays the same squads on the same map "
              "with new dice; View board shows the final position."));
}

/* A scenario's objectives: each kind's name and rule from the core
 * (esc_objective_info_get), and where a match shows them. */
static void section_objectives(help_page *p)
{
    help_heading(p, _("Scenario objectives"));
    help_para(p, _("A scenario (Scenarios on the main menu) gives each side its own squares to deploy on, its own force "
                   "and objectives: the first side to meet one of its objectives wins at once. Elimination always ends "
                   "the match too."));
    help_para(p, _("During the match the side panel lists every objective with its progress, after the emblem of the "
                   "side it is for; point at one for its rule. Zones are tinted and outlined on the board in the colour "
                   "of the side whose objective they are (yellow when both sides'), with their names; an escort's exit "
                   "squares say Exit, and the escorted unit carries a flag."));
    for (int kind = 0; kind < ESC_OBJ_KIND_COUNT; kind++) {
        const esc_objective_info *info = esc_objective_info_get(kind);
        if (!info)
            continue;
        help_heading(p, _(info->name));
        help_para(p, _(info->text));
        if (kind == ESC_OBJ_CONTROL)
            /* The rule's one-sided case (docs/rules.md; play-test 15: Last Light). */
            help_para(p, _("When only one side plays for a zone, the other side standing alone there stops it "
                           "scoring but takes none of its markers away. Markers are lost only on a zone both sides play for."));
    }
    help_heading(p, _("Round limit"));
    help_para(p, _("A scenario states its round limit and who wins there when no objective has been met: a side, a draw, "
                   "or the usual comparison of rank points, then Health."));
}

static void section_keys(help_page *p)
{
    help_heading(p, _("In a battle"));
    /* TRANSLATORS: the keys column: key names as your keyboard prints them ("Échap", "Maj", "Suppr");
     * single letters and F-keys are the real keys, keep them. */
    help_key_row(p, C_("key", "Left click"), _("On one of your units: select it. On a blue square: move there. On an enemy with a red "
                                          "reticle: attack it."));
    help_key_row(p, C_("key", "Right click, Esc"), _("Back one step; Esc with nothing selected opens the pause menu."));
    help_key_row(p, C_("key", "Tab, Shift+Tab"), _("Next or previous unit that can still act."));
    help_key_row(p, C_("key", "M, A"), _("Show only the selected unit's moves, or only its attacks."));
    help_key_row(p, C_("key", "1 … 9"), _("The selected unit's abilities, in the order of its card."));
    help_key_row(p, C_("key", "D"), _("Stop giving Command Forward's free moves."));
    help_key_row(p, C_("key", "E"), _("End the turn; while actions remain it asks first, and E or Enter confirms."));
    help_key_row(p, C_("key", "Ctrl+Z"), _("Undo the last action of your current turn."));
    help_key_row(p, C_("key", "T"), _("Show every square the enemy could hit next turn."));
    help_key_row(p, C_("key", "R"), _("Show the other side's last turn again: Space a step, Enter the rest, R or Esc back "
                                      "to now. On the result: rematch."));
    help_heading(p, _("Menus"));
    help_key_row(p, C_("key", "N"), _("Main menu: a new Escarmouche match."));
    help_key_row(p, C_("key", "L"), _("Main menu: load a saved game."));
    help_key_row(p, C_("key", "Enter"), _("Match setup: start the match."));
    help_key_row(p, C_("key", "Esc"), _("Back, close a menu; on the main menu, quit."));
    help_heading(p, _("Everywhere"));
    help_key_row(p, C_("key", "F1"), _("This help."));
    help_key_row(p, C_("key", "F11"), _("Full screen on or off."));
    help_keys_of_help(p);
}


/* TRANSLATORS: the help's pages of Escarmouche, in its contents list: short
 * (about 18 characters show at the smallest window). */
static const help_page_def pages[] = {
    { "turn", N_("The turn"), section_turn },
    { "actions", N_("Actions"), section_actions },
    { "sight", N_("Line of sight"), section_sight },
    { "abilities", N_("Abilities"), section_abilities },
    { "statuses", N_("Statuses"), section_statuses },
    { "ending", N_("Winning"), section_ending },
    { "objectives", N_("Objectives"), section_objectives },
    { "keys", N_("Keys"), section_keys },
};

static void *book_open(app *a)
{
    (void)a;
    help_diagram *d = calloc(HELP_DIAGRAM_COUNT, sizeof *d);
    if (d)
        help_diagrams_build(d);
    return d;
}

static void book_close(void *data)
{
    free(data);
}

const help_book escarmouche_help_book = {
    .id = "escarmouche",
    .name = N_("Escarmouche"),
    .title = N_("How to play Escarmouche"),
    .pages = pages,
    .n_pages = (int)(sizeof pages / sizeof pages[0]),
    .open = book_open,
    .close = book_close,
};
