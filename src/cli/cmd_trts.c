/*
 * skirmish-cli trts-combat and trts-sim: one TRTS combat round from a file, and a
 * whole game between computer players. The rules are the core's (src/core/trts),
 * the files the data layer's; this file reads arguments and prints.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "skirmish/i18n.h"
#include "skirmish/ai/trts.h"
#include "skirmish/core/trts/combat.h"
#include "skirmish/core/trts/state.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/trts_files.h"

static int run_combat(int argc, char **argv);
static int run_sim(int argc, char **argv);

const cli_command cli_cmd_trts_combat = {
    "trts-combat",
    /* TRANSLATORS: the synopsis of "skirmish-cli trts-combat": translate the placeholders in
     * capitals as its help does, never the options (--seed) or fixed values. */
    N_("COMBAT.json"),
    /* TRANSLATORS: the help of "skirmish-cli trts-combat", lines of at most 80 characters;
     * keep JSON, option names, ids, file names and printed words as they are. */
    N_("Fights one TRTS combat round in one area with the standard targeting policy\n"
       "and no active retreat, and prints {\"pieces\": [{\"index\", \"alive\", \"hp\",\n"
       "\"shields\", \"attacked\"}], \"steps\": [Ranges fought]} (pieces in input order).\n"
       "COMBAT.json: {\"factions\": [...], \"active\": P, \"teams\": [...], \"order\": [...],\n"
       "\"upgrades\": [[...], ...], \"pieces\": [{\"player\", \"type\", \"hp\", \"shields\",\n"
       "\"attacked\", \"finished\"}]}; teams, order, upgrades and every piece key but\n"
       "player and type are optional (docs/trts.md).\n"
       "Exit status: 0 done, 1 an invalid piece or an area without an engaging or a\n"
       "defending piece, 2 a file that cannot be read or parsed.\n"),
    run_combat,
};

/* The faction tables shipped in assets/trts of the data directory. */
static bool load_rules(const cli_command *cmd, trts_rules *rules)
{
    char dir[1024];
    if (!cli_data_path("assets/trts", dir, sizeof dir))
        return false;
    data_error err;
    if (!data_trts_rules_load(dir, rules, &err)) {
        cli_print_data_error(cmd->name, &err);
        return false;
    }
    return true;
}

/* ---- trts-combat ---- */

static int run_combat(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_trts_combat;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    if (argc != 1)
        return cli_usage_error(cmd, _("expected one COMBAT.json file"));
    static trts_rules rules;
    if (!load_rules(cmd, &rules))
        return CLI_USAGE;
    const char *path = argv[0];
    data_error err;
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, &err)) {
        cli_print_data_error(cmd->name, &err);
        return CLI_USAGE;
    }
    static data_trts_combat c;
    data_trts_combat_result res = data_trts_combat_parse(text, len, path, &rules, &c, &err);
    free(text);
    if (res != DATA_TRTS_COMBAT_OK) {
        cli_print_data_error(cmd->name, &err);
        return res == DATA_TRTS_COMBAT_BAD_PIECE ? CLI_NO : CLI_USAGE;
    }
    bool engager = false, defender = false;
    for (int i = 0; i < c.n_pieces; i++) {
        if (c.pieces[i].engager)
            engager = true;
        else
            defender = true;
    }
    if (!engager || !defender) {
        /* TRANSLATORS: "pieces" is the key of the file in question: keep it. */
        const char *why = engager ? _("pieces: no defending piece in the area") : _("pieces: no engaging piece in the area");
        /* TRANSLATORS: the command, a file, then what is wrong with it. */
        char shown[DATA_PATH_MAX];
        data_text_escape(shown, sizeof shown, path);
        fprintf(stderr, _("skirmish-cli %s: %s: %s\n"), cmd->name, shown, why);
        return CLI_NO;
    }
    int steps[TRTS_COMBAT_MAX_STEPS];
    int n_steps = trts_combat_round(c.pieces, c.n_pieces, c.order, c.n_players, steps);
    printf("{\"pieces\": [");
    for (int i = 0; i < c.n_pieces; i++) {
        const trts_fighter *f = &c.pieces[i];
        printf("%s\n  {\"index\": %d, \"alive\": %s, \"hp\": %d, \"shields\": %d, \"attacked\": %s}", i ? "," : "", i,
               f->alive ? "true" : "false", f->alive ? f->hp : 0, f->alive ? f->shields : 0,
               f->attacked ? "true" : "false");
    }
    printf("%s], \"steps\": [", c.n_pieces ? "\n" : "");
    for (int s = 0; s < n_steps; s++)
        printf("%s%d", s ? ", " : "", steps[s]);
    printf("]}\n");
    return CLI_OK;
}

/* ---- trts-sim ---- */

const cli_command cli_cmd_trts_sim = {
    "trts-sim",
    /* TRANSLATORS: the synopsis of "skirmish-cli trts-sim": translate the placeholders in
     * capitals as its help does, never the options (--seed) or fixed values. */
    N_("--map FILE --faction F --faction F [--faction F ...] [--type duel|team|ffa|lms] [--seed S]\n"
       "[--level easy|normal|hard ...] [--rounds 12|16|24|32] [--record FILE]"),
    /* TRANSLATORS: the help of "skirmish-cli trts-sim", lines of at most 80 characters;
     * keep JSON, option names, ids, file names and printed words as they are. */
    N_("Plays a whole TRTS game between computer players and prints {\"winner\": P,\n"
       "\"winners\": [players of the winning team], \"rounds\": N, \"end\": \"elimination\"\n"
       "or \"rounds\", \"areas\": [...], \"supply\": [...], \"made\": [...], \"lost\": [...],\n"
       "\"levels\": [...]} (per player: areas its team controls, unit supply on the map,\n"
       "units made, units lost, its level). Each --faction (directorate, luminar,\n"
       "myriad) adds a player, in seat order. --level (easy, normal, hard) is the\n"
       "computers' level: given once for every seat, or once per --faction in seat\n"
       "order; the default is easy. FILE is a map file or the name of a map in\n"
       "maps/trts/ (\"twin-ridge\"). --type defaults to duel for 2 players and ffa for\n"
       "more; --seed to 0. --rounds (12, 16, 24 or 32) sets the game's length (the\n"
       "map's by default, 32 on the shipped maps); the depletion round scales with it.\n"
       "The same arguments print the same result.\n"
       "Exit status: 0 done, 2 bad arguments or an unreadable map.\n"),
    run_sim,
};

static const char *const type_names[] = {"duel", "team", "ffa", "lms"};

static void print_ints(const char *key, const int *v, int n)
{
    printf(", \"%s\": [", key);
    for (int i = 0; i < n; i++)
        printf("%s%d", i ? ", " : "", v[i]);
    printf("]");
}

static int run_sim(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_trts_sim;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    const char *map_arg = NULL, *type_arg = NULL, *record_path = NULL;
    unsigned long long seed = 0;
    int levels[TRTS_MAX_PLAYERS], n_levels = 0, rounds = 0;
    trts_setup setup;
    memset(&setup, 0, sizeof setup);
    for (int i = 0; i < argc; i++) {
        const char *v;
        int r;
        if ((r = cli_option_value(argc, argv, &i, "--map", &v)) != 0) {
            if (r < 0)
                return cli_usage_error(cmd, _("--map needs a value"));
            map_arg = v;
        } else if ((r = cli_option_value(argc, argv, &i, "--faction", &v)) != 0) {
            if (r < 0)
                return cli_usage_error(cmd, _("--faction needs a value"));
            int f = trts_faction_find(v);
            if (f < 0)
                return cli_usage_error(cmd, _("unknown faction \"%s\" (directorate, luminar, myriad)"), v);
            if (setup.n_players >= TRTS_MAX_PLAYERS)
                return cli_usage_error(cmd, _("at most %d players"), TRTS_MAX_PLAYERS);
            setup.factions[setup.n_players] = f;
            setup.computer[setup.n_players++] = true;
        } else if ((r = cli_option_value(argc, argv, &i, "--level", &v)) != 0) {
            if (r < 0)
                return cli_usage_error(cmd, _("--level needs a value"));
            int lv = trts_level_find(v);
            if (lv < 0)
                return cli_usage_error(cmd, _("unknown level \"%s\" (easy, normal, hard)"), v);
            if (n_levels >= TRTS_MAX_PLAYERS)
                return cli_usage_error(cmd, _("at most %d players"), TRTS_MAX_PLAYERS);
            levels[n_levels++] = lv;
        } else if ((r = cli_option_value(argc, argv, &i, "--rounds", &v)) != 0) {
            unsigned long long n = 0;
            if (r < 0 || !cli_parse_u64(v, &n) || (n != 12 && n != 16 && n != 24 && n != 32))
                return cli_usage_error(cmd, _("--rounds needs 12, 16, 24 or 32"));
            rounds = (int)n;
        } else if ((r = cli_option_value(argc, argv, &i, "--type", &v)) != 0) {
            if (r < 0)
                return cli_usage_error(cmd, _("--type needs a value"));
            type_arg = v;
        } else if ((r = cli_option_value(argc, argv, &i, "--seed", &v)) != 0) {
            if (r < 0 || !cli_parse_u64(v, &seed))
                return cli_usage_error(cmd, _("--seed needs a whole number"));
        } else if ((r = cli_option_value(argc, argv, &i, "--record", &v)) != 0) {
            if (r < 0)
                return cli_usage_error(cmd, _("--record needs a file"));
            record_path = v;
        } else {
            return cli_usage_error(cmd, _("unexpected argument '%s'"), argv[i]);
        }
    }
    if (!map_arg)
        return cli_usage_error(cmd, _("--map is required"));
    if (setup.n_players < 2)
        return cli_usage_error(cmd, _("at least two --faction options"));
    if (n_levels > 1 && n_levels != setup.n_players)
        return cli_usage_error(cmd, _("--level once for every seat or once per --faction (%d), not %d times"),
                               setup.n_players, n_levels);
    for (int p = 0; p < setup.n_players; p++)
        setup.level[p] = n_levels == 0 ? TRTS_AI_EASY : levels[n_levels == 1 ? 0 : p];
    setup.type = setup.n_players == 2 ? TRTS_DUEL : TRTS_FFA;
    if (type_arg) {
        int t = -1;
        for (int k = 0; k < 4; k++)
            if (strcmp(type_arg, type_names[k]) == 0)
                t = k;
        if (t < 0)
            return cli_usage_error(cmd, _("unknown type \"%s\" (duel, team, ffa, lms)"), type_arg);
        setup.type = (trts_match_type)t;
    }
    setup.seed = seed;
    static trts_rules rules;
    if (!load_rules(cmd, &rules))
        return CLI_USAGE;
    char path[1024];
    if (strchr(map_arg, '/') || strstr(map_arg, ".json")) {
        snprintf(path, sizeof path, "%s", map_arg);
    } else {
        char rel[256];
        snprintf(rel, sizeof rel, "maps/trts/%s.json", map_arg);
        if (!cli_data_path(rel, path, sizeof path))
            return CLI_USAGE;
    }
    static trts_map map;
    data_error err;
    if (!data_trts_map_load(path, &map, &err)) {
        cli_print_data_error(cmd->name, &err);
        return CLI_USAGE;
    }
    if (rounds)
        trts_map_set_length(&map, rounds);
    if (!trts_setup_valid(&setup, &map))
        /* TRANSLATORS: %s is a match type's id ("duel"); the map's numbers of players follow. */
        return cli_usage_error(cmd,
                               setup.type == TRTS_DUEL   ? _("%s needs 2 players and the map takes %d to %d")
                               : setup.type == TRTS_TEAM ? _("%s needs 4 players and the map takes %d to %d")
                                                         : _("%s needs 3 or 4 players and the map takes %d to %d"),
                               type_names[setup.type], map.min_players, map.max_players);
    static trts_state s;
    static trts_game_record rec;
    if (!trts_ai_play_game(&s, &map, &rules, &setup, record_path ? &rec : NULL)) {
        fprintf(stderr, _("skirmish-cli %s: the game did not finish (a bug)\n"), cmd->name);
        return CLI_NO;
    }
    if (record_path) {
        data_seat seats[TRTS_MAX_PLAYERS];
        for (int p = 0; p < setup.n_players; p++)
            data_seat_set(&seats[p], true, trts_level_id(setup.level[p]));
        /* A record cut at its capacity would not replay to this end. */
        if (rec.n_actions >= TRTS_MAX_ACTIONS) {
            fprintf(stderr, _("skirmish-cli %s: the game is longer than a record holds\n"), cmd->name);
            return CLI_USAGE;
        }
        if (!data_trts_save_write_seats(record_path, &rec, seats, &err)) {
            cli_print_data_error(cmd->name, &err);
            return CLI_USAGE;
        }
    }
    int n = s.n_players, areas[TRTS_MAX_PLAYERS], supply[TRTS_MAX_PLAYERS], made[TRTS_MAX_PLAYERS],
        lost[TRTS_MAX_PLAYERS];
    for (int p = 0; p < n; p++) {
        areas[p] = trts_areas_of(&s, p);
        supply[p] = trts_supply_on_map(&s, p);
        made[p] = s.players[p].made;
        lost[p] = s.players[p].lost;
    }
    printf("{\"winner\": %d, \"winners\": [", s.winner);
    bool first = true;
    for (int p = 0; p < n; p++)
        if (s.winners & (1u << p)) {
            printf("%s%d", first ? "" : ", ", p);
            first = false;
        }
    printf("], \"rounds\": %d, \"end\": \"%s\"", s.round, s.end == TRTS_END_ELIMINATION ? "elimination" : "rounds");
    print_ints("areas", areas, n);
    print_ints("supply", supply, n);
    print_ints("made", made, n);
    print_ints("lost", lost, n);
    printf(", \"levels\": [");
    for (int p = 0; p < n; p++)
        printf("%s\"%s\"", p ? ", " : "", trts_level_id(s.setup.level[p]));
    printf("]}\n");
    return CLI_OK;
}
