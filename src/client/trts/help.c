/*
 * TRTS's book of the help browser (help/help.h): the round, combat, winning,
 * one catalogue page per faction and the keys. The catalogue is written from
 * the faction tables the rules load (assets/trts/<faction>.json, through the
 * content service), never from numbers of its own: every figure, what a unit is
 * made at, what a building requires, makes and researches.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trts/help_pictures.h"
#include "trts/play_internal.h"
#include "trts/trts.h"
#include "help/help.h"
#include "skirmish/core/trts/combat.h"
#include "skirmish/i18n.h"

enum { EX_PIECES = 6 };

/* A combat round the core fights, for the Combat page: three Directorate units
 * engage three Luminar ones. */
typedef struct trts_example {
    bool ok;
    int n;
    const trts_unit_def *def[EX_PIECES];
    trts_fighter before[EX_PIECES], after[EX_PIECES];
    int n_steps;
    trts_step_report steps[TRTS_COMBAT_MAX_STEPS];
} trts_example;

typedef struct trts_help {
    const trts_content *content;
    trts_example ex;
    trts_help_pictures *pictures;  /* the map's worked examples, NULL when the map is missing */
} trts_help;

static const trts_content *content_of(const help_page *p)
{
    const trts_help *k = p->data;
    return k ? k->content : NULL;
}

static bool example_build(trts_example *ex, const trts_rules *rules)
{
    static const struct {
        int faction;
        const char *id;
    } pieces[EX_PIECES] = { { TRTS_DIRECTORATE, "trooper" }, { TRTS_DIRECTORATE, "trooper" },
                            { TRTS_DIRECTORATE, "breacher" }, { TRTS_LUMINAR, "arbalest" },
                            { TRTS_LUMINAR, "blade" },        { TRTS_LUMINAR, "striker" } };
    for (int i = 0; i < EX_PIECES; i++) {
        const trts_faction *f = &rules->factions[pieces[i].faction];
        int u = trts_faction_unit(f, pieces[i].id);
        if (u < 0)
            return false;
        ex->def[i] = &f->units[u];
        trts_fighter_unit(&ex->before[i], ex->def[i], pieces[i].faction == TRTS_DIRECTORATE ? 0 : 1, false, false);
        ex->before[i].engager = pieces[i].faction == TRTS_DIRECTORATE;
    }
    ex->n = EX_PIECES;
    memcpy(ex->after, ex->before, sizeof ex->before);
    int ranges[TRTS_COMBAT_MAX_STEPS], order[2] = { 0, 1 };
    int n_ranges = trts_combat_ranges(ex->after, ex->n, ranges);
    for (int r = 0; r < n_ranges && trts_combat_both_sides(ex->after, ex->n); r++) {
        trts_combat_choice choices[EX_PIECES];
        trts_combat_policy_choices(ex->after, ex->n, ranges[r], choices);
        trts_combat_step(ex->after, ex->n, ranges[r], choices, order, 2, &ex->steps[ex->n_steps++]);
    }
    return ex->n_steps > 0;
}

/* "Trooper (blue 2)": the example's pieces by name, side and number. */
static void piece_label(const trts_example *ex, int i, char *out, size_t size)
{
    int nth = 1;
    for (int k = 0; k < i; k++)
        nth += ex->before[k].player == ex->before[i].player;
    if (ex->before[i].player == 0)
        /* TRANSLATORS: a piece of the combat example: "Trooper (blue 2)" */
        snprintf(out, size, _("%s (blue %d)"), i18n_content(ex->def[i]->name), nth);
    else
        /* TRANSLATORS: a piece of the combat example: "Blade (red 1)" */
        snprintf(out, size, _("%s (red %d)"), i18n_content(ex->def[i]->name), nth);
}

static void example_write(help_page *p, const trts_example *ex)
{
    char text[400], a[96], t[96];
    help_heading(p, _("A combat round"));
    help_para(p, _("Three Directorate units engage three Luminar units; auto-target chooses for everyone. Before the "
                   "round:"));
    for (int i = 0; i < ex->n; i++) {
        const trts_fighter *f = &ex->before[i];
        piece_label(ex, i, a, sizeof a);
        /* TRANSLATORS: a piece of the combat example before the round */
        snprintf(text, sizeof text, _("%s: fire order %d, HP %d, shields %d, attack %d"), a, f->range, f->hp, f->shields,
                 f->ground);
        help_bullet(p, text);
    }
    for (int s = 0; s < ex->n_steps; s++) {
        const trts_step_report *r = &ex->steps[s];
        snprintf(text, sizeof text, _("Fire order %d step"), r->range);
        help_item(p, text, NULL);
        if (r->n_hits == 0)
            help_para(p, _("Nobody with that fire order is left to attack."));
        for (int h = 0; h < r->n_hits; h++) {
            piece_label(ex, r->hits[h].attacker, a, sizeof a);
            piece_label(ex, r->hits[h].target, t, sizeof t);
            /* TRANSLATORS: one attack of the combat example */
            snprintf(text, sizeof text, _("%s hits %s for %d."), a, t, r->hits[h].damage);
            help_bullet(p, text);
        }
    }
    help_para(p, _("After the round:"));
    for (int i = 0; i < ex->n; i++) {
        const trts_fighter *f = &ex->after[i];
        piece_label(ex, i, a, sizeof a);
        if (f->alive)
            /* TRANSLATORS: a piece of the combat example after the round */
            snprintf(text, sizeof text, _("%s: HP %d and shields %d left"), a, f->hp, f->shields);
        else
            snprintf(text, sizeof text, _("%s: destroyed"), a);
        help_bullet(p, text);
    }
}

static const char *role_name(int role)
{
    /* TRANSLATORS: the part a TRTS building plays (every faction has one of each) */
    static const char *const names[TRTS_ROLES] = { N_("Depot"),  N_("Supply"), N_("Extractor"),
                                                   N_("Tier 1"), N_("Tier 2"), N_("Tower") };
    return role >= 0 && role < TRTS_ROLES ? _(names[role]) : "";
}

static void attack_text(char *out, size_t size, int value)
{
    if (value == TRTS_NO_ATTACK)
        snprintf(out, size, "–");
    else
        snprintf(out, size, "%d", value);
}

/* A Range in the help's figures, shown as "Fire order" (play-test 14 and 15:
 * "Range" read as reach; the help's combat page says the rules call it Range). */
static void range_text(char *out, size_t size, int range) { snprintf(out, size, "%d", range); }

static void cost_text(char *out, size_t size, int minerals, int gas)
{
    /* TRANSLATORS: a cost, "3m 1g": minerals and gas, short */
    snprintf(out, size, _("%dm %dg"), minerals, gas);
}

static void rounds_text(char *out, size_t size, int rounds)
{
    snprintf(out, size, P_("%d round", "%d rounds", rounds), rounds);
}

static void unit_entry(help_page *p, const trts_faction *f, const trts_unit_def *d)
{
    char note[200] = "";
    static const struct {
        unsigned tag;
        const char *name;
    } tags[] = {
        /* TRANSLATORS: TRTS unit tags, listed after the unit's name */
        { TRTS_TAG_WORKER, N_("worker: gathers and builds") },
        { TRTS_TAG_AIR, N_("air") },
        { TRTS_TAG_SPLASH, N_("splash: hits a second target") },
        { TRTS_TAG_SUICIDE, N_("suicide: gone after its attack") },
    };
    for (size_t i = 0; i < sizeof tags / sizeof tags[0]; i++)
        if (d->tags & tags[i].tag) {
            size_t n = strlen(note);
            snprintf(note + n, sizeof note - n, "%s%s", n ? " · " : "", _(tags[i].name));
        }
    help_item(p, i18n_content(d->name), note);
    help_stat s[10];
    int n = 0;
    s[n].label = _("HP");
    snprintf(s[n++].value, sizeof s[0].value, "%d", d->hp);
    s[n].label = _("Armour");
    snprintf(s[n++].value, sizeof s[0].value, "%d", d->armour);
    s[n].label = _("Shields");
    snprintf(s[n++].value, sizeof s[0].value, "%d", d->shields);
    s[n].label = _("Ground attack");
    attack_text(s[n++].value, sizeof s[0].value, d->ground);
    s[n].label = _("Air attack");
    attack_text(s[n++].value, sizeof s[0].value, d->air);
    /* TRANSLATORS: a piece's Range in the help's figures, shown as the order it fires in a fight */
    s[n].label = _("Fire order");
    range_text(s[n++].value, sizeof s[0].value, d->range);
    s[n].label = _("Speed");
    snprintf(s[n++].value, sizeof s[0].value, "%d", d->speed);
    s[n].label = _("Supply");
    snprintf(s[n++].value, sizeof s[0].value, "%d", d->supply);
    s[n].label = _("Cost");
    cost_text(s[n++].value, sizeof s[0].value, d->minerals, d->gas);
    s[n].label = _("Build time");
    rounds_text(s[n++].value, sizeof s[0].value, trts_unit_rounds(d));
    help_stats(p, s, n);
    if (trts_tip_ruling(f, d->id))
        help_para(p, trts_tip_ruling(f, d->id));
    const trts_building_def *maker = &f->buildings[d->made_at];
    help_link(p, _("Made at:"), i18n_content(maker->name), trts_faction_id_name((trts_faction_id)(f - content_of(p)->rules.factions)),
              i18n_content(maker->name));
}

static void building_entry(help_page *p, const trts_faction *f, int role)
{
    const trts_building_def *d = &f->buildings[role];
    const char *page = trts_faction_id_name((trts_faction_id)(f - content_of(p)->rules.factions));
    help_item(p, i18n_content(d->name), role_name(role));
    help_stat s[10];
    int n = 0;
    s[n].label = _("HP");
    snprintf(s[n++].value, sizeof s[0].value, "%d", d->hp);
    s[n].label = _("Armour");
    snprintf(s[n++].value, sizeof s[0].value, "%d", d->armour);
    s[n].label = _("Shields");
    snprintf(s[n++].value, sizeof s[0].value, "%d", d->shields);
    if (d->range > 0) {
        s[n].label = _("Ground attack");
        attack_text(s[n++].value, sizeof s[0].value, d->ground);
        s[n].label = _("Air attack");
        attack_text(s[n++].value, sizeof s[0].value, d->air);
        s[n].label = _("Fire order");
        range_text(s[n++].value, sizeof s[0].value, d->range);
    }
    s[n].label = _("Supply");
    snprintf(s[n++].value, sizeof s[0].value, "+%d", d->supply);
    s[n].label = _("Cost");
    cost_text(s[n++].value, sizeof s[0].value, d->minerals, d->gas);
    s[n].label = _("Build time");
    rounds_text(s[n++].value, sizeof s[0].value, d->rounds);
    help_stats(p, s, n);
    if (trts_tip_ruling(f, d->id))
        help_para(p, trts_tip_ruling(f, d->id));
    if (d->requires >= 0 && d->requires < TRTS_ROLES)
        help_link(p, _("Requires:"), i18n_content(f->buildings[d->requires].name), page,
                  i18n_content(f->buildings[d->requires].name));
    for (int u = 0; u < f->n_units; u++)
        if ((int)f->units[u].made_at == role)
            help_link(p, _("Makes:"), i18n_content(f->units[u].name), page, i18n_content(f->units[u].name));
    for (int g = 0; g < TRTS_UPGRADES; g++)
        if ((int)f->upgrades[g].researched_at == role)
            help_link(p, _("Researches:"), i18n_content(f->upgrades[g].name), page, i18n_content(f->upgrades[g].name));
}

static void faction_page(help_page *p, trts_faction_id id)
{
    const trts_content *k = content_of(p);
    if (!k || !k->rules_ok) {
        help_para(p, _("The faction tables could not be read:"));
        help_para(p, k ? k->rules_error : "");
        return;
    }
    const trts_faction *f = &k->rules.factions[id];
    static const char *const about[TRTS_FACTIONS] = {
        N_("Directorate: buildings have armour. A Technician stays busy on its building until it is done (if it dies, "
           "the building is lost) and can repair: once a round, 2 HP to one of your pieces in its area for 1 mineral."),
        N_("Luminar: shields refill in every area that is not contested when a round starts, but HP never heals. The "
           "Attendant is free again as soon as it has placed a building."),
        N_("Myriad: pieces heal 1 HP when a round starts, outside contested areas. A Tender becomes the building it "
           "places (its supply is freed) and comes back if the building is cancelled."),
    };
    help_para(p, _(about[id]));
    help_heading(p, _("Units"));
    for (int u = 0; u < f->n_units; u++)
        unit_entry(p, f, &f->units[u]);
    help_heading(p, _("Buildings"));
    for (int r = 0; r < TRTS_ROLES; r++)
        building_entry(p, f, r);
    help_heading(p, _("Upgrades"));
    for (int g = 0; g < TRTS_UPGRADES; g++) {
        const trts_upgrade_def *d = &f->upgrades[g];
        help_item(p, i18n_content(d->name),
                  g == TRTS_UPGRADE_WEAPONS ? _("+1 to each attack of your non-worker units")
                                            : _("+1 armour for your non-worker units"));
        help_stat s[2];
        s[0].label = _("Cost");
        cost_text(s[0].value, sizeof s[0].value, d->minerals, d->gas);
        s[1].label = _("Build time");
        rounds_text(s[1].value, sizeof s[1].value, d->rounds);
        help_stats(p, s, 2);
        help_link(p, _("Researched at:"), i18n_content(f->buildings[d->researched_at].name), trts_faction_id_name(id),
                  i18n_content(f->buildings[d->researched_at].name));
    }
}

static void page_directorate(help_page *p) { faction_page(p, TRTS_DIRECTORATE); }
static void page_luminar(help_page *p) { faction_page(p, TRTS_LUMINAR); }
static void page_myriad(help_page *p) { faction_page(p, TRTS_MYRIAD); }

static void page_round(help_page *p)
{
    char text[1000];
    help_heading(p, _("The map"));
    help_para(p, _("The map is made of areas joined by edges. Ground units cross open edges and ramps, never cliffs; air "
                   "units cross any edge. An area is neutral (no marker), controlled by a team (only its markers) or "
                   "contested (markers of two teams or more). Areas have mineral fields, gas vents and building slots."));
    const trts_help *k = p->data;
    if (k && k->pictures) {
        trts_help_caption_areas(k->pictures, text, sizeof text);
        trts_help_figure(p, k->pictures, TRTS_HELP_AREAS, text);
    }
    help_heading(p, _("A round"));
    help_para(p, _("Each round has four phases: Macro, Micro, Reposition and End. The turn order starts with this round's "
                   "first player; at the End that player goes to the back of the line."));
    help_heading(p, _("Macro"));
    help_bullet(p, _("Income: in each area where you have a finished depot and your marker, you mine one mineral per "
                     "worker (at most one per field) and take gas from your finished extractors, up to 3 workers each. "
                     "Workers that attacked last round or are busy do not count. Round 1 gives 1 mineral only."));
    snprintf(text, sizeof text, _("Your bank holds at most %d minerals and %d gas; the rest is lost."), TRTS_BANK_CAP,
             TRTS_BANK_CAP);
    help_bullet(p, text);
    help_bullet(p, _("From the map's red rounds, start areas give no minerals, and an extractor there gives 1 gas only "
                     "with 3 workers on it."));
    help_heading(p, _("Your economy in one paragraph"));
    const trts_content *kc = content_of(p);
    char depots[200] = "";
    if (kc && kc->rules_ok)
        /* TRANSLATORS: the help's economy paragraph: the three factions' depots, in brackets after "depot" */
        snprintf(depots, sizeof depots, _(" (%s, %s or %s)"),
                 i18n_content(kc->rules.factions[TRTS_DIRECTORATE].buildings[TRTS_ROLE_DEPOT].name),
                 i18n_content(kc->rules.factions[TRTS_LUMINAR].buildings[TRTS_ROLE_DEPOT].name),
                 i18n_content(kc->rules.factions[TRTS_MYRIAD].buildings[TRTS_ROLE_DEPOT].name));
    /* TRANSLATORS: the help's economy paragraph; %s the depots' names in brackets (or nothing) */
    snprintf(text, sizeof text,
             _("Workers mine only in an area where you have a finished depot%s and your marker. Your start area runs "
               "dry at the first red round (round 10 of 16, 15 of 24, 20 of 32); every other area lasts the whole "
               "game. So before then, move workers to another area your team holds, build a depot there (two "
               "rounds) and mine there. The panel says next round's income and where it comes from, warns four "
               "rounds before your start area runs dry and flags workers standing where they mine nothing; an "
               "area's card (hover it) says when its minerals run dry."),
             depots);
    help_para(p, text);
    help_bullet(p, _("Deployment: what was ordered earlier appears: units at their maker, buildings finished, upgrades "
                     "applied."));
    snprintf(text, sizeof text,
             _("Production: each finished building makes one thing at a time, paid at once. A unit needs supply: "
               "your units' supply may not pass what your buildings provide, and never %d."),
             TRTS_SUPPLY_CAP);
    help_bullet(p, text);
    help_bullet(p, _("Construction: a worker that is not busy builds in its own area, which your team must control, "
                     "on a free slot (an extractor on a free vent). Buildings start at half HP and shields and do "
                     "nothing until finished. Cancelling refunds the cost less 1 mineral."));
    help_heading(p, _("Micro"));
    help_para(p, _("In turn order each player activates one group of units or passes; the phase ends once every player "
                   "in a row has gone without a fight. A group may move (each unit within its Speed, through areas "
                   "your team controls), attack where it stands, leave units behind, and end. A unit is activated once "
                   "a round and attacks once a round."));
    help_para(p, _("Moving into an area another team holds is an engagement: its pieces are revealed, each defender may "
                   "retreat units that have not been activated, then a combat round is fought."));
    if (k && k->pictures) {
        trts_help_caption_move(k->pictures, text, sizeof text);
        trts_help_figure(p, k->pictures, TRTS_HELP_MOVE, text);
    }
    help_heading(p, _("Reposition"));
    help_para(p, _("Each player may move units that were not activated to an area of the team's, then says Done."));
    help_link(p, NULL, _("Combat"), "combat", NULL);
}

static void page_combat(help_page *p)
{
    help_heading(p, _("Steps by fire order"));
    help_para(p, _("A combat round has one step per fire order among the pieces able to attack, highest first. In a "
                   "step each piece of that fire order names a target or declines, the active player first, and all "
                   "damage is dealt at once."));
    /* TRANSLATORS: the TRTS help, Combat (play-tests 14 and 15: "Range 4" read as reach) */
    help_bullet(p, _("The rules call the fire order Range: in a fight, higher fires first. It is not how far: a piece "
                     "attacks only enemies in its own area, and Attack is offered only when one is there."));
    help_heading(p, _("Targets"));
    help_bullet(p, _("A ground attack hits ground units and buildings; an air attack hits air units."));
    help_bullet(p, _("A ground unit or building may only target enemies whose fire order is at most its own; if none, "
                     "those of the lowest fire order it can hit. Air units target freely. Unfinished buildings have "
                     "fire order 0."));
    help_heading(p, _("Damage"));
    help_para(p, _("Damage is attack minus armour, at least 1 (at least 0 for workers). Shields take it first; a piece "
                   "at 0 HP is removed. Splash deals the same damage to a second target; a suicide unit is removed "
                   "after it attacks."));
    help_para(p, _("After each step, units of the active group may retreat to an adjacent area of theirs for 1 speed, "
                   "unless one came up a ramp this round."));
    /* TRANSLATORS: TRTS help: the keep-alive rule's heading (play-test 9: never explained) */
    help_heading(p, _("Nobody left: one piece kept at 1 HP"));
    help_para(p, _("Damage in a step is dealt at once, so both sides can fall together. When a step would leave no "
                   "piece of anyone in the area, the first defender who had a piece there keeps one of them at 1 HP "
                   "and 0 shields (the dearest, or the player's pick when there is a choice). So a fight always has a "
                   "side left standing: the defender keeps its marker and the area. The combat log says \"kept alive "
                   "at 1 HP\" when it happens."));
    help_para(p, _("Auto-target picks, for every piece without a choice, a target it would destroy, the dearest first, "
                   "else the one with the least HP and shields left."));
    help_para(p, _("Your pieces share the work: a target that your shots already named this step will destroy is skipped "
                   "for the next best, and a piece with nothing else to hit holds its fire, so it may still fire later "
                   "this round. The list shows each piece's automatic target before you fight; click to change it."));
    const trts_help *k = p->data;
    if (k && k->pictures) {
        char text[700];
        help_heading(p, _("A combat on the map"));
        trts_help_caption_combat(k->pictures, text, sizeof text);
        trts_help_figure(p, k->pictures, TRTS_HELP_COMBAT, text);
        for (int h = 0; h < k->pictures->log.n_hits; h++) {
            trts_help_hit_text(k->pictures, h, text, sizeof text);
            help_bullet(p, text);
        }
    }
    if (k && k->ex.ok)
        example_write(p, &k->ex);
    help_heading(p, _("Markers"));
    help_para(p, _("After a fight, a player with no piece left in a contested area loses its marker there; if one team's "
                   "markers remain, it controls the area."));
}

static void page_winning(help_page *p)
{
    help_para(p, _("A player with no building left, finished or not, is eliminated at once. In a duel the other player "
                   "wins; in a team match that player's team loses; in free-for-all the first elimination ends the "
                   "game; in last man standing the last player left wins. In a duel or a team match you may concede."));
    help_para(p, _("After the map's last round, the best ranked wins: most areas controlled, then most unit supply on the "
                   "map, then earliest in the turn order. There are no draws."));
    help_heading(p, _("What others see"));
    help_para(p, _("Markers, the round, buildings once revealed and everything in contested areas are public. Your bank, "
                   "supply, production, hidden units and upgrades not yet declared are yours and your allies' only."));
}

static void page_keys(help_page *p)
{
    help_heading(p, _("On the map"));
    help_key_row(p, C_("key", "Left click"), _("Pick an area; then pick units, a worker or a piece in the panel."));
    help_key_row(p, C_("key", "Drag"), _("From one area to another: the picked units (or the area's units) move there."));
    help_key_row(p, C_("key", "Right drag, wheel"), _("Pan and zoom the map."));
    help_key_row(p, C_("key", "Arrows, Enter"), _("Without a mouse: Tab to the map (or an arrow), the arrows move its cursor; Enter on an area, arrows, Enter on another is a drag; Enter twice is a click."));
    help_heading(p, _("Keys"));
    help_key_row(p, C_("key", "L"), _("The map's legend: what every symbol means."));
    help_key_row(p, C_("key", "J"), _("The event log: what happened, turn by turn."));
    help_key_row(p, C_("key", "R"), _("Show the last turn again, as it was animated, until your next order; a click or Space stops it."));
    help_key_row(p, C_("key", "Enter"), _("Done: end your Macro or Reposition orders."));
    help_key_row(p, C_("key", "Ctrl+Z"), _("Undo your latest private order."));
    help_key_row(p, C_("key", "Space"), _("Lift the cover when the screen has been passed to you."));
    help_key_row(p, C_("key", "Esc"), _("Drop the picked units; with none, the pause menu."));
    help_key_row(p, C_("key", "Enter, Esc"), _("New game screen: start; back."));
    help_key_row(p, C_("key", "F1"), _("This help."));
    help_keys_of_help(p);
}

/* TRANSLATORS: the help's pages of TRTS, in its contents list: short */
static const help_page_def pages[] = {
    { "round", N_("The round"), page_round },
    { "combat", N_("Combat"), page_combat },
    { "winning", N_("Winning"), page_winning },
    { "directorate", N_("Directorate"), page_directorate },
    { "luminar", N_("Luminar"), page_luminar },
    { "myriad", N_("Myriad"), page_myriad },
    { "keys", N_("Keys"), page_keys },
};

static void *book_open(app *a)
{
    trts_help *k = calloc(1, sizeof *k);
    if (!k)
        return NULL;
    k->content = trts_content_get(a);
    if (k->content && k->content->rules_ok)
        k->ex.ok = example_build(&k->ex, &k->content->rules);
    if (k->content && k->content->rules_ok)
        k->pictures = trts_help_pictures_open(a, &k->content->rules);
    return k;
}

static void book_close(void *data)
{
    trts_help *k = data;
    if (k)
        trts_help_pictures_free(k->pictures);
    free(data);
}

const help_book trts_help_book = {
    .id = "trts",
    .name = N_("TRTS"),
    .title = N_("How to play TRTS"),
    .pages = pages,
    .n_pages = (int)(sizeof pages / sizeof pages[0]),
    .open = book_open,
    .close = book_close,
};

const trts_help_pictures *trts_help_book_pictures(const void *book_data)
{
    const trts_help *k = book_data;
    return k ? k->pictures : NULL;
}
