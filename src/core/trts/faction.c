/*
 * Names and look-ups over the faction tables (the figures themselves are data:
 * assets/trts/, loaded by src/data/trts_faction.c).
 */
#include "skirmish/core/trts/faction.h"

#include <string.h>

static const char *const faction_names[TRTS_FACTIONS] = {"directorate", "luminar", "myriad"};
static const char *const role_names[TRTS_ROLES] = {"depot", "supply", "extractor", "tier1", "tier2", "tower"};
static const char *const upgrade_names[TRTS_UPGRADES] = {"weapons", "plating"};

const char *trts_faction_id_name(trts_faction_id id)
{
    return (unsigned)id < TRTS_FACTIONS ? faction_names[id] : "?";
}

static int find_name(const char *const *names, int n, const char *name)
{
    for (int i = 0; i < n; i++)
        if (name && strcmp(names[i], name) == 0)
            return i;
    return -1;
}

int trts_faction_find(const char *name)
{
    return find_name(faction_names, TRTS_FACTIONS, name);
}

const char *trts_role_name(trts_role role)
{
    return (unsigned)role < TRTS_ROLES ? role_names[role] : "?";
}

int trts_role_find(const char *name)
{
    return find_name(role_names, TRTS_ROLES, name);
}

const char *trts_upgrade_name(trts_upgrade_kind kind)
{
    return (unsigned)kind < TRTS_UPGRADES ? upgrade_names[kind] : "?";
}

int trts_upgrade_find(const char *name)
{
    return find_name(upgrade_names, TRTS_UPGRADES, name);
}

int trts_faction_unit(const trts_faction *f, const char *id)
{
    for (int i = 0; i < f->n_units; i++)
        if (strcmp(f->units[i].id, id) == 0)
            return i;
    return -1;
}

int trts_faction_building(const trts_faction *f, const char *id)
{
    for (int i = 0; i < TRTS_ROLES; i++)
        if (strcmp(f->buildings[i].id, id) == 0)
            return i;
    return -1;
}

int trts_faction_worker(const trts_faction *f)
{
    for (int i = 0; i < f->n_units; i++)
        if (f->units[i].tags & TRTS_TAG_WORKER)
            return i;
    return -1;
}

int trts_unit_rounds(const trts_unit_def *u)
{
    return (u->tags & TRTS_TAG_T2) ? 2 : 1;
}
