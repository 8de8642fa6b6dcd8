/*
 * The Barracks' book of the help browser (help/help.h): what a unit costs and
 * which rank it gets, squads, and the keys of the library and the two editors.
 * The figures come from the core: rank points from esc_rank_points, every
 * ability's cost from esc_ability_get, the worked examples' cost and rank from
 * esc_unit_cost and esc_unit_rank.
 */
#include <stdio.h>

#include "barracks/barracks_scenes.h"
#include "help/help.h"
#include "skirmish/core/esc/squad.h"
#include "skirmish/core/esc/unit.h"
#include "skirmish/i18n.h"

static void page_units(help_page *p)
{
    char text[400];
    help_para(p, _("A unit has four stats, each from 1 to 9 in the editor: Health, Range, Power and Move, and any of the "
                   "twelve abilities. Its cost follows from them, Power and Range the dearest, and its cost and "
                   "abilities give its rank. A unit with any ability ranks higher than a plain one of the same cost."));
    help_heading(p, _("Ranks"));
    for (int r = ESC_RANK_SOLDIER; r <= ESC_RANK_PARAGON; r++) {
        snprintf(text, sizeof text, P_("%d rank point", "%d rank points", esc_rank_points((esc_rank)r)),
                 esc_rank_points((esc_rank)r));
        help_item(p, i18n_content(esc_rank_name((esc_rank)r)), text);
    }
    help_heading(p, _("Examples"));
    static const struct {
        int h, r, pw, m, ability;
    } examples[] = { { 1, 1, 1, 1, -1 }, { 2, 1, 1, 1, -1 }, { 1, 2, 2, 1, -1 }, { 3, 1, 3, 1, -1 },
                     { 1, 3, 3, 2, -1 }, { 2, 1, 1, 1, ESC_AB_CHARGE } };
    for (size_t i = 0; i < sizeof examples / sizeof examples[0]; i++) {
        esc_unit_def u;
        esc_unit_init(&u, "", examples[i].h, examples[i].r, examples[i].pw, examples[i].m);
        if (examples[i].ability >= 0)
            esc_unit_add_ability(&u, examples[i].ability);
        const esc_ability_info *ab = examples[i].ability >= 0 ? esc_ability_get((esc_ability)examples[i].ability) : NULL;
        char with[96] = "";
        if (ab)
            snprintf(with, sizeof with, " + %s", _(ab->name));
        /* TRANSLATORS: a worked example: "Health 2, Range 1, Power 1, Move 1 + Charge: cost 12, Elite" */
        snprintf(text, sizeof text, _("Health %d, Range %d, Power %d, Move %d%s: cost %lld, %s"), u.health, u.range,
                 u.power, u.move, with, esc_unit_cost(&u), i18n_content(esc_rank_name(esc_unit_rank(&u))));
        help_bullet(p, text);
    }
    help_heading(p, _("Ability costs"));
    for (int a = 0; a < ESC_AB_COUNT; a++) {
        const esc_ability_info *ab = esc_ability_get((esc_ability)a);
        if (!ab)
            continue;
        snprintf(text, sizeof text, _("%s: cost %d"), _(ab->name), ab->cost);
        help_bullet(p, text);
    }
    help_link(p, NULL, _("What each ability does"), "escarmouche:abilities", NULL);
}

static void page_squads(help_page *p)
{
    char text[400];
    snprintf(text, sizeof text,
             _("A squad has 1 to 6 units whose rank points total at most %d. Units deploy in the squad's order, the "
               "first on the left."),
             ESC_SQUAD_BUDGET);
    help_para(p, text);
    help_para(p, _("A squad that cannot play can still be saved as a draft: the match setup lists it with the reason and "
                   "will not start with it."));
    help_para(p, _("Dropping a squad or unit file on the window, on any screen, adds it to your library; Export and "
                   "Import do the same through a path. Print cards makes a sheet of playing cards of the units."));
}

static void page_keys(help_page *p)
{
    help_heading(p, _("Library"));
    help_key_row(p, C_("key", "Up, Down, Tab"), _("The library: choose an entry; Tab switches between squads and units."));
    help_key_row(p, C_("key", "Enter, N"), _("Edit the chosen entry; make a new one."));
    help_key_row(p, C_("key", "Ctrl+D, F2, Delete"), _("Duplicate, rename, delete the chosen entry; Ctrl+Z undoes a delete."));
    help_key_row(p, C_("key", "Esc"), _("Back, close a menu; on the main menu, quit."));
    help_heading(p, _("Unit editor"));
    help_key_row(p, C_("key", "Tab, Shift+Tab"), _("From the name to each stat and back."));
    help_key_row(p, C_("key", "Left, Right, −, +"), _("The focused stat one less or one more; 1 to 9 set it."));
    help_key_row(p, C_("key", "Ctrl+R"), _("In the unit editor: a random unit of the chosen rank."));
    help_key_row(p, C_("key", "Ctrl+S"), _("In an editor: save."));
    help_heading(p, _("Squad editor"));
    help_key_row(p, C_("key", "Left click"), _("Add a unit from the library; ▲ ▼ reorder; ✕ removes; Edit opens the unit."));
    help_key_row(p, C_("key", "F1"), _("This help."));
    help_keys_of_help(p);
}

/* TRANSLATORS: the help's pages of the Barracks, in its contents list: short */
static const help_page_def pages[] = {
    { "units", N_("Units"), page_units },
    { "squads", N_("Squads"), page_squads },
    { "keys", N_("Keys"), page_keys },
};

const help_book barracks_help_book = {
    .id = "barracks",
    .name = N_("Barracks"),
    .title = N_("The Barracks"),
    .pages = pages,
    .n_pages = (int)(sizeof pages / sizeof pages[0]),
};
