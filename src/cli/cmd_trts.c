/*
 * skirmish-cli trts-combat and trts-sim: one TRTS combat round from a file, and a
 * whole game between computer players. The rules are the core's (src/core/trts),
 * the files the data layer's; this file reads arguments and prints.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "skirmish/core/trts/combat.h"
#include "skirmish/data/files.h"
#include "skirmish/data/trts_files.h"

static int run_combat(int argc, char **argv);
static int run_sim(int argc, char **argv);

const cli_command cli_cmd_trts_combat = {
    "trts-combat",
    "COMBAT.json",
    "Fights one TRTS combat round in one area with the standard targeting policy\n"
    "and no active retreat, and prints {\"pieces\": [{\"index\", \"alive\", \"hp\",\n"
    "\"shields\", \"attacked\"}], \"steps\": [Ranges fought]} (pieces in input order).\n"
    "COMBAT.json: {\"factions\": [...], \"active\": P, \"teams\": [...], \"order\": [...],\n"
    "\"upgrades\": [[...], ...], \"pieces\": [{\"player\", \"type\", \"hp\", \"shields\",\n"
    "\"attacked\", \"finished\"}]}; teams, order, upgrades and every piece key but\n"
    "player and type are optional (docs/trts.md).\n"
    "Exit status: 0 done, 1 an invalid piece or an area without an engaging or a\n"
    "defending piece, 2 a file that cannot be read or parsed.\n",
    run_combat,
};

static void print_error(const cli_command *cmd, const data_error *err)
{
    char msg[768];
    data_error_format(err, msg, sizeof msg);
    fprintf(stderr, "skirmish-cli %s: %s\n", cmd->name, msg);
}

/* The faction tables shipped in assets/trts of the data directory. */
static bool load_rules(const cli_command *cmd, trts_rules *rules)
{
    char dir[1024];
    if (!cli_data_path("assets/trts", dir, sizeof dir))
        return false;
    data_error err;
    if (!data_trts_rules_load(dir, rules, &err)) {
        print_error(cmd, &err);
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
        return cli_usage_error(cmd, "expected one COMBAT.json file");
    static trts_rules rules;
    if (!load_rules(cmd, &rules))
        return CLI_USAGE;
    const char *path = argv[0];
    data_error err;
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, &err)) {
        print_error(cmd, &err);
        return CLI_USAGE;
    }
    static data_trts_combat c;
    data_trts_combat_result res = data_trts_combat_parse(text, len, path, &rules, &c, &err);
    free(text);
    if (res != DATA_TRTS_COMBAT_OK) {
        print_error(cmd, &err);
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
        fprintf(stderr, "skirmish-cli %s: %s: pieces: no %s piece in the area\n", cmd->name, path,
                engager ? "defending" : "engaging");
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
    "--map FILE --faction F --faction F ... --type duel|team|ffa|lms --seed S",
    "Plays a whole TRTS game between computer players and prints a JSON summary.\n",
    run_sim,
};

static int run_sim(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_trts_sim;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    return cli_usage_error(cmd, "not built yet");
}
