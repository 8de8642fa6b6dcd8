/*
 * The replays' book of the help (help/help.h): how to open a replay, the
 * timeline and its marks, the keys, whose view is shown, and Play from here.
 * Its words follow what the replay screen does (screen.c, control.c).
 */
#include "help/help.h"
#include "replay/replay.h"
#include "skirmish/i18n.h"

static void page_watch(help_page *p)
{
    help_heading(p, _("Watching a replay"));
    help_para(p, _("Every game you finish is kept as a replay: Replays on the main menu lists the last 50, newest "
                   "first, with the game, the map, the players, the result, the length and the date. Pin a replay to "
                   "keep it for good; the oldest unpinned ones are dropped first. Any saved game opens as a replay "
                   "from its start too (the Saved games list), and a finished game's file dropped on the window "
                   "opens on the replay screen."));
    help_heading(p, _("The timeline"));
    help_para(p, _("Under the board a bar runs from the game's start to its end. Click or drag anywhere on it to go "
                   "there at once. A tick marks the start of each turn (each round in Escarmouche and TRTS); the "
                   "marks above it show a unit killed (red), a capture (gold), a battle (orange) and an elimination "
                   "(a white diamond)."));
    help_heading(p, _("Keys"));
    help_key_row(p, _("Space"), _("Play or pause"));
    help_key_row(p, _("Left / Right"), _("Back or forward one action (a turn in Conquest)"));
    help_key_row(p, _("Page Up / Page Down"), _("Back or forward one turn (also Shift+Left / Shift+Right)"));
    help_key_row(p, _("Home / End"), _("To the start, to the end (also Ctrl+Left / Ctrl+Right)"));
    help_key_row(p, _("+ / -"), _("Faster, slower (×0.5 to ×8)"));
    /* TRANSLATORS: a key of the replays' help */
    help_key_row(p, _("Enter"), _("In a Campaign, at a battle's step: watch that battle"));
    help_key_row(p, _("Esc"), _("Back to the list"));
    help_keys_of_help(p);
}

static void page_views(help_page *p)
{
    help_heading(p, _("Whose view"));
    help_para(p, _("A finished game can be watched from any seat's view, or with everything shown (View, top "
                   "right). A game that is not finished shows one seat's view only: the player's own against the "
                   "computer, else the seat chosen when it opens, and that stays for the whole visit."));
    help_para(p, _("Escarmouche and Conquest hide nothing once an action or a turn is played, so a seat's view only "
                   "turns the board to that seat. In TRTS a seat sees its own and its allies' pieces and the public "
                   "ones; in a game not finished the timeline keeps only the steps that seat saw, so the others' "
                   "secret orders are neither shown nor counted."));
    help_para(p, _("In the Campaign a seat sees its own gold, roster and decisions, and the others' armies at "
                   "their public size until the orders are revealed; in a game not finished the others' purchases, "
                   "standoff choices and squads are left out of the timeline. At a battle's step, Watch this "
                   "battle (Enter) opens the duel as an Escarmouche replay; Back returns to the campaign at the "
                   "same step."));
    help_heading(p, _("Play from here"));
    help_para(p, _("Play from here starts a new game at the moment shown, each seat a person or the computer at any "
                   "level. It is a normal game with its own saves and autosave; the replay stays as it is. In TRTS a "
                   "seat's kind is part of the game so far: when changing it would break the record, only the "
                   "computer's level can change."));
}

static const help_page_def pages[] = {
    /* TRANSLATORS: a page of the Replays book of the help */
    { "watch", N_("Watching"), page_watch },
    /* TRANSLATORS: a page of the Replays book of the help */
    { "views", N_("Views"), page_views },
};

const help_book replay_help_book = {
    .id = "replays",
    /* TRANSLATORS: the help's tab of the replays */
    .name = N_("Replays"),
    .title = N_("Replays"),
    .pages = pages,
    .n_pages = 2,
};
