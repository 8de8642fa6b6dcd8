/*
 * What TRTS pieces are, in words (docs/trts.md §17): the tooltips of the build,
 * produce and research buttons (figures, what a piece needs, what a building
 * makes), of the map's counters, and the factions' short descriptions with
 * their pieces on the setup screen. Every figure is read from the faction tables.
 */
#include <stdio.h>
#include <string.h>

#include "skirmish/i18n.h"
#include "trts/play_internal.h"

static void add(char *out, size_t size, const char *text)
{
    size_t n = strlen(out);
    if (n < size)
        snprintf(out + n, size - n, "%s%s", n ? " · " : "", text);
}

static void attack_text(char *out, size_t size, int range, int ground, int air)
{
    char g[16], a[16];
    snprintf(g, sizeof g, ground == TRTS_NO_ATTACK ? "–" : "%d", ground);
    snprintf(a, sizeof a, air == TRTS_NO_ATTACK ? "–" : "%d", air);
    if (ground == TRTS_NO_ATTACK && air == TRTS_NO_ATTACK) {
        /* TRANSLATORS: a piece's figures in a tooltip: it cannot attack */
        snprintf(out, size, "%s", _("no attack"));
        return;
    }
    /* TRANSLATORS: a piece's figures in a tooltip: ground and air attack */
    int n = snprintf(out, size, _("attack %s ground / %s air"), g, a);
    char what[240];
    trts_tip_range(range, what, sizeof what);
    if (n > 0 && (size_t)n < size)
        snprintf(out + n, size - (size_t)n, " · %s", what);
}

/* Does English say "an" before `w`: a vowel letter, or an abbreviation read
 * from a letter that sounds like one ("an HQ")? */
static bool an_before(const char *w)
{
    char c0 = w[0];
    if (c0 >= 'a' && c0 <= 'z')
        return strchr("aeio", c0) != NULL; /* "a unit", "a useful": by sound, not letter */
    if (c0 < 'A' || c0 > 'Z')
        return false;
    bool caps = w[1] >= 'A' && w[1] <= 'Z';
    return strchr(caps ? "AEFHILMNORSX" : "AEIO", c0) != NULL;
}

void trts_tip_articles(char *text, size_t size)
{
    const char *lang = i18n_language();
    if (!lang || strncmp(lang, "en", 2) != 0)
        return; /* other languages have their own words (their own msgids) */
    size_t n = strlen(text);
    for (size_t i = 0; i + 3 < n && n + 1 < size; i++) {
        bool word = i == 0 || text[i - 1] == ' ' || text[i - 1] == '(';
        if (!word || (text[i] != 'a' && text[i] != 'A') || text[i + 1] != ' ' || !an_before(text + i + 2))
            continue;
        memmove(text + i + 2, text + i + 1, n - i); /* room for the "n", with the end */
        text[i + 1] = 'n';
        n++;
    }
}

void trts_tip_range(int range, char *out, size_t size)
{
    /* play-test 14: "Range 4" read as reach; by the rules it is when a piece
     * fires in a fight (one step per Range, highest first) */
    /* TRANSLATORS: what a piece's Range is, in its tooltip: a fight has one step per Range, highest first */
    snprintf(out, size, _("Fire order %d (the rules call it Range: in a fight, higher fires first; attacks reach only "
                          "the same area)"),
             range);
}

/* docs/trts.md "Balance rulings": the figures changed from the printed rules,
 * said where the figure is shown (tooltips, help). */
const char *trts_tip_ruling(const trts_faction *f, const char *piece_id)
{
    static const struct {
        const char *faction, *piece, *text;
    } rulings[] = {
        /* TRANSLATORS: TRTS balance rulings, after a piece's figures (tooltip, help): what the printed rules said */
        { "myriad", "skitter", N_("Balance ruling: the printed rules give it 1 HP and ground attack 1.") },
        { "myriad", "spitter", N_("Balance ruling: the printed rules give it 2 HP.") },
        { "myriad", "burster", N_("Balance ruling: the printed rules give it 1 HP.") },
        { "myriad", "drake", N_("Balance ruling: the printed rules give it 3 HP.") },
        { "myriad", "nest", N_("Balance ruling: the printed rules make it cost 6 minerals.") },
        { "myriad", "cyst", N_("Balance ruling: the printed rules give it +4 supply.") },
        { "luminar", "blade", N_("Balance ruling: the printed rules make it cost 2 minerals.") },
        { "luminar", "arbalest", N_("Balance ruling: the printed rules make it cost 2 minerals.") },
        { "luminar", "sanctum", N_("Balance ruling: the printed rules make it cost 8 minerals.") },
        { "directorate", "hq", N_("Balance ruling: the printed rules make it cost 8 minerals.") },
        { "directorate", "drill-hall", N_("Balance ruling: the printed rules make it cost 3 minerals.") },
    };
    for (size_t i = 0; i < sizeof rulings / sizeof rulings[0]; i++)
        if (strcmp(f->id, rulings[i].faction) == 0 && strcmp(piece_id, rulings[i].piece) == 0)
            return _(rulings[i].text);
    return NULL;
}

void trts_tip_unit(const trts_faction *f, int t, char *out, size_t size)
{
    const trts_unit_def *u = &f->units[t];
    char part[320];
    out[0] = '\0';
    /* TRANSLATORS: a unit's figures in a tooltip: hit points, shields, armour, movement points */
    snprintf(part, sizeof part, _("%d HP, %d shields, armour %d, %d MP"), u->hp, u->shields, u->armour, u->speed);
    add(out, size, part);
    attack_text(part, sizeof part, u->range, u->ground, u->air);
    add(out, size, part);
    /* TRANSLATORS: a unit's supply and the rounds it takes to make, in a tooltip */
    snprintf(part, sizeof part, P_("supply %d, %d round to make", "supply %d, %d rounds to make", trts_unit_rounds(u)),
             u->supply, trts_unit_rounds(u));
    add(out, size, part);
    if (u->shields > 0)
        /* TRANSLATORS: a shielded unit's tooltip (play-test 16: "shields take all 1" read as a unit nothing hurts) */
        add(out, size, _("shields take damage first, hits of 1 too, and stay down for the rest of the round; they "
                         "refill next round where the area is not contested (HP never heals)"));
    if (u->tags & TRTS_TAG_WORKER)
        add(out, size, _("gathers and builds"));
    if (u->tags & TRTS_TAG_AIR)
        add(out, size, _("flies (crosses cliffs)"));
    if (u->tags & TRTS_TAG_SPLASH)
        add(out, size, _("splash: hits a second target"));
    if (u->tags & TRTS_TAG_SUICIDE)
        add(out, size, _("dies when it attacks"));
    /* TRANSLATORS: where a unit is made, in a tooltip: "made at a Drill Hall" */
    snprintf(part, sizeof part, _("made at a %s"), i18n_content(f->buildings[u->made_at].name));
    trts_tip_articles(part, sizeof part);
    add(out, size, part);
    /* no balance ruling here: a tooltip says what a thing does; the help says why (trts_tip_ruling) */
}

void trts_tip_building(const trts_faction *f, int role, char *out, size_t size)
{
    const trts_building_def *b = &f->buildings[role];
    char part[320];
    out[0] = '\0';
    /* TRANSLATORS: a building's figures in a tooltip: hit points, shields, armour, rounds to build */
    snprintf(part, sizeof part, P_("%d HP, %d shields, armour %d, %d round to build", "%d HP, %d shields, armour %d, %d rounds to build",
                                   b->rounds),
             b->hp, b->shields, b->armour, b->rounds);
    add(out, size, part);
    if (b->range > 0) {
        attack_text(part, sizeof part, b->range, b->ground, b->air);
        add(out, size, part);
    }
    if (b->supply > 0) {
        /* TRANSLATORS: a building's supply in a tooltip */
        snprintf(part, sizeof part, _("+%d supply"), b->supply);
        add(out, size, part);
    }
    if (role == TRTS_ROLE_EXTRACTOR)
        add(out, size, _("draws gas from a vent"));
    if (b->requires >= 0) {
        /* TRANSLATORS: what a building requires, in a tooltip: "needs a Drill Hall" */
        snprintf(part, sizeof part, _("needs a %s"), i18n_content(f->buildings[b->requires].name));
        trts_tip_articles(part, sizeof part);
        add(out, size, part);
    }
    char makes[120] = "";
    for (int t = 0; t < f->n_units; t++)
        if ((int)f->units[t].made_at == role) {
            size_t n = strlen(makes);
            snprintf(makes + n, sizeof makes - n, "%s%s", n ? ", " : "", i18n_content(f->units[t].name));
        }
    for (int g = 0; g < TRTS_UPGRADES; g++)
        if ((int)f->upgrades[g].researched_at == role) {
            size_t n = strlen(makes);
            snprintf(makes + n, sizeof makes - n, "%s%s", n ? ", " : "", i18n_content(f->upgrades[g].name));
        }
    if (makes[0]) {
        /* TRANSLATORS: what a building makes or researches, in a tooltip */
        snprintf(part, sizeof part, _("makes %s"), makes);
        add(out, size, part);
    }
    /* no balance ruling here: a tooltip says what a thing does; the help says why (trts_tip_ruling) */
}

void trts_tip_faction(const trts_faction *f, int id, char *out, size_t size)
{
    /* TRANSLATORS: the factions' short descriptions on the TRTS setup screen */
    static const char *const about[TRTS_FACTIONS] = {
        N_("Armoured soldiers; a Technician stays on its building until it is done and repairs"),
        N_("Shields that refill each round outside contested areas; an Attendant places a building and is free at once"),
        N_("Pieces heal 1 HP a round outside contested areas; a Tender becomes the building it places; Bursters explode")};
    char units[200] = "";
    for (int t = 0; t < f->n_units; t++) {
        size_t n = strlen(units);
        snprintf(units + n, sizeof units - n, "%s%s", n ? ", " : "", i18n_content(f->units[t].name));
    }
    /* TRANSLATORS: a faction on the setup: its description, then its units */
    snprintf(out, size, _("%s. Pieces: %s"), id >= 0 && id < TRTS_FACTIONS ? _(about[id]) : "", units);
}

/* ---- the setup's table of a faction's pieces: cost, role, requirement ---- */

void trts_tip_row(const trts_faction *f, bool building, int i, char *cost, char *role, char *needs, size_t size)
{
    int m = building ? f->buildings[i].minerals : f->units[i].minerals;
    int g = building ? f->buildings[i].gas : f->units[i].gas;
    if (g)
        /* TRANSLATORS: a piece's cost in the setup's table: minerals and gas (one letter each, as on the build buttons) */
        snprintf(cost, size, _("%dm %dg"), m, g);
    else
        snprintf(cost, size, _("%dm"), m);
    if (building) {
        const trts_building_def *b = &f->buildings[i];
        /* TRANSLATORS: a building's role in the setup's table */
        static const char *const roles[TRTS_ROLES] = { N_("depot: income, workers"), N_("supply"), N_("gas"),
                                                       N_("makes units"), N_("advanced units, research"), N_("defence tower") };
        snprintf(role, size, "%s", i < TRTS_ROLES ? _(roles[i]) : "");
        if (b->requires >= 0)
            /* TRANSLATORS: what a building requires, in the setup's table: "needs Drill Hall" */
            snprintf(needs, size, _("needs %s"), i18n_content(f->buildings[b->requires].name));
        else
            snprintf(needs, size, "%s", "");
        return;
    }
    const trts_unit_def *u = &f->units[i];
    const char *what = (u->tags & TRTS_TAG_WORKER)                                  ? _("worker")
                       : u->ground != TRTS_NO_ATTACK && u->air != TRTS_NO_ATTACK ? _("hits ground and air")
                       : u->air != TRTS_NO_ATTACK                                 ? _("hits air only")
                       : u->ground != TRTS_NO_ATTACK                              ? _("hits ground only")
                                                                                  : _("no attack");
    snprintf(role, size, "%s", what);
    if (u->tags & TRTS_TAG_AIR)
        snprintf(role + strlen(role), size - strlen(role), ", %s", _("flies"));
    if (u->tags & TRTS_TAG_SPLASH)
        snprintf(role + strlen(role), size - strlen(role), ", %s", _("splash"));
    if (u->tags & TRTS_TAG_SUICIDE)
        snprintf(role + strlen(role), size - strlen(role), ", %s", _("explodes"));
    /* TRANSLATORS: where a unit is made, in the setup's table: "at Drill Hall" */
    snprintf(needs, size, _("at %s"), i18n_content(f->buildings[u->made_at].name));
}

const char *trts_phase_explained(const trts_state *s)
{
    /* two lines at most in the narrowest panel: the lists under them keep their room */
    switch (s->phase) {
    case TRTS_PHASE_MACRO:
        /* TRANSLATORS: TRTS phase explainer: Macro (orders are secret) */
        return _("Macro (secret): make units, research, build with a worker; then Done.");
    case TRTS_PHASE_MICRO:
        /* TRANSLATORS: TRTS phase explainer: Micro, a player's turn */
        return _("Micro: Activate units to move or fight, or Pass. Markers hold areas; most wins.");
    case TRTS_PHASE_GROUP:
        /* TRANSLATORS: TRTS phase explainer: the activated group */
        return _("Your group: drag it to move (enemies there: a fight), Attack, or End.");
    case TRTS_PHASE_DEFEND:
        /* TRANSLATORS: TRTS phase explainer: an engagement against the player */
        return _("Defence: enemies came in. Retreat units, or Stay and fight.");
    case TRTS_PHASE_COMBAT_RETREAT:
        /* TRANSLATORS: TRTS phase explainer: between two Range steps of a combat */
        return _("Combat: your group may retreat one area, or fight on.");
    case TRTS_PHASE_COMBAT_TARGETS:
        /* TRANSLATORS: TRTS phase explainer: naming targets before a Range step */
        return _("Combat: name your pieces' targets for this fire order, then Fight.");
    case TRTS_PHASE_KEEP_ALIVE:
        /* TRANSLATORS: TRTS phase explainer: nobody left in the area after a step */
        return _("Combat: nobody is left. Pick your piece that lives at 1 HP.");
    case TRTS_PHASE_REPOSITION:
        /* TRANSLATORS: TRTS phase explainer: Reposition (orders are secret) */
        return _("Reposition (secret): move units not activated within your areas; Done.");
    default: return NULL;
    }
}
