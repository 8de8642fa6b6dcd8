/*
 * TRTS factions as data: each faction's units, buildings and upgrades with the
 * figures of docs/trts.md "Factions". The core only holds the tables as plain
 * structs; src/data/trts_faction.c fills them from assets/trts/<faction>.json, and every
 * rule reads its numbers from here, never from a constant of its own.
 *
 * A faction has exactly one building per role (depot, supply, extractor, tier 1,
 * tier 2, tower) stored at the index of its role, and both upgrades stored at the
 * index of their kind, so the rules can say "the depot" without searching.
 */
#ifndef SKIRMISH_CORE_TRTS_FACTION_H
#define SKIRMISH_CORE_TRTS_FACTION_H

#include <stdbool.h>

#define TRTS_FACTIONS 3
#define TRTS_MAX_UNIT_TYPES 8
#define TRTS_ID_MAX 24          /* bytes with the NUL: "sentry-tower" */
#define TRTS_NO_ATTACK (-1)     /* the tables' "–" */
#define TRTS_WORKER_ATTACK_FLOOR 0
#define TRTS_ATTACK_FLOOR 1

typedef enum trts_faction_id {
    TRTS_DIRECTORATE = 0,
    TRTS_LUMINAR,
    TRTS_MYRIAD
} trts_faction_id;

/* Unit tags of the tables. */
enum {
    TRTS_TAG_WORKER = 1u << 0,  /* W: gathers and builds */
    TRTS_TAG_AIR = 1u << 1,     /* A */
    TRTS_TAG_SPLASH = 1u << 2,  /* S */
    TRTS_TAG_SUICIDE = 1u << 3, /* X */
    TRTS_TAG_T2 = 1u << 4       /* two rounds to make */
};

typedef enum trts_role {
    TRTS_ROLE_DEPOT = 0,
    TRTS_ROLE_SUPPLY,
    TRTS_ROLE_EXTRACTOR,
    TRTS_ROLE_TIER1,
    TRTS_ROLE_TIER2,
    TRTS_ROLE_TOWER,
    TRTS_ROLES
} trts_role;

typedef enum trts_upgrade_kind {
    TRTS_UPGRADE_WEAPONS = 0,
    TRTS_UPGRADE_PLATING,
    TRTS_UPGRADES
} trts_upgrade_kind;

typedef struct trts_unit_def {
    char id[TRTS_ID_MAX];
    char name[TRTS_ID_MAX];
    int minerals, gas, supply;
    int speed;                  /* MP */
    int hp, shields, armour;
    int range;
    int ground, air;            /* attacks; TRTS_NO_ATTACK when none */
    unsigned tags;
    trts_role made_at;
} trts_unit_def;

typedef struct trts_building_def {
    char id[TRTS_ID_MAX];
    char name[TRTS_ID_MAX];
    int minerals, gas;
    int hp, shields, armour;
    int supply;                 /* +supply provided once finished */
    int rounds;                 /* rounds to build: deployed this many rounds after placing */
    int range;                  /* 0 without an attack */
    int ground, air;
    int requires;               /* a trts_role, or -1 */
} trts_building_def;

typedef struct trts_upgrade_def {
    char id[TRTS_ID_MAX];
    char name[TRTS_ID_MAX];
    int minerals, gas, rounds;
    trts_role researched_at;
} trts_upgrade_def;

typedef struct trts_faction {
    char id[TRTS_ID_MAX];
    char name[TRTS_ID_MAX];
    int n_units;
    trts_unit_def units[TRTS_MAX_UNIT_TYPES];
    trts_building_def buildings[TRTS_ROLES];
    trts_upgrade_def upgrades[TRTS_UPGRADES];
} trts_faction;

/* The three factions, indexed by trts_faction_id. */
typedef struct trts_rules {
    trts_faction factions[TRTS_FACTIONS];
} trts_rules;

/* "directorate", "luminar", "myriad" (the ids of files and the CLI). */
const char *trts_faction_id_name(trts_faction_id id);
/* -1 when `name` is none of them. */
int trts_faction_find(const char *name);
const char *trts_role_name(trts_role role);
int trts_role_find(const char *name);
const char *trts_upgrade_name(trts_upgrade_kind kind);
int trts_upgrade_find(const char *name);

/* Index of a unit type or building (its role) by id; -1 if the faction has none. */
int trts_faction_unit(const trts_faction *f, const char *id);
int trts_faction_building(const trts_faction *f, const char *id);
/* The worker type (the unit tagged W), or -1. */
int trts_faction_worker(const trts_faction *f);
/* Rounds a unit takes to make: 2 with T2, else 1. */
int trts_unit_rounds(const trts_unit_def *u);

#endif
