/*
 * skirmish-cli replay: any game's record (an Escarmouche, Conquest, Campaign or
 * TRTS save) as one JSON object: its steps, its result, the state after any step, and a
 * save of the game at any step to play on from there. The replay itself is
 * src/data/replay.c's; this file reads arguments and prints.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "skirmish/i18n.h"
#include "skirmish/data/replay.h"
#include "skirmish/data/trts_files.h"

static int run_replay(int argc, char **argv);

const cli_command cli_cmd_replay = {
    "replay",
    /* TRANSLATORS: the synopsis of "skirmish-cli replay": translate the placeholders in
     * capitals as its help does, never the options (--at) or fixed values. */
    N_("FILE [--at N] [--play-from N --out SAVE]"),
    /* TRANSLATORS: the help of "skirmish-cli replay", lines of at most 80 characters;
     * keep JSON, option names, ids, file names and printed words as they are. */
    N_("Reads a game's record (an Escarmouche, Conquest, Campaign or TRTS save, or a\n"
       "record written by simulate, conquest-sim, campaign-sim or trts-sim) and\n"
       "prints one JSON object: {\"game\", \"steps\", \"result\"}: the game (escarmouche,\n"
       "conquest, campaign or trts), every step in order (actions, a Conquest turn's\n"
       "orders, a Campaign decision) and the result after the last one (docs/cli.md,\n"
       "\"replay\").\n"
       "  --at N            adds \"at\" and \"state\", the state after N steps in the\n"
       "                    game's state format (Escarmouche also \"position\")\n"
       "  --play-from N     with --out SAVE: writes the game at step N as a save that\n"
       "                    the game continues and replay reads\n"
       "N is 0 to the number of steps. A save without a record from its start (an\n"
       "older Conquest or Campaign save) is a game to continue, not a replay.\n"
       "Exit status: 0 done, 2 bad arguments, a file that is not a record or does\n"
       "not replay, or N out of range.\n"),
    run_replay,
};

static int run_replay(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_replay;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    const char *file = NULL, *out = NULL;
    long at = -1, from = -1;
    for (int i = 0; i < argc; i++) {
        const char *value;
        int m;
        if ((m = cli_option_value(argc, argv, &i, "--at", &value)) != 0) {
            if (m < 0 || !cli_parse_int(value, 0, 1000000000, &at))
                return cli_usage_error(cmd, _("--at needs a step number from 0"));
        } else if ((m = cli_option_value(argc, argv, &i, "--play-from", &value)) != 0) {
            if (m < 0 || !cli_parse_int(value, 0, 1000000000, &from))
                return cli_usage_error(cmd, _("--play-from needs a step number from 0"));
        } else if ((m = cli_option_value(argc, argv, &i, "--out", &value)) != 0) {
            if (m < 0)
                return cli_usage_error(cmd, _("--out needs a file"));
            out = value;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            return cli_usage_error(cmd, _("unexpected argument '%s'"), argv[i]);
        } else if (file) {
            return cli_usage_error(cmd, _("expected exactly one file"));
        } else {
            file = argv[i];
        }
    }
    if (!file)
        return cli_usage_error(cmd, _("expected a file"));
    if ((from >= 0) != (out != NULL))
        return cli_usage_error(cmd, _("--play-from and --out go together"));

    /* The TRTS factions, for a TRTS record; the other games do without them. */
    static trts_rules rules;
    const trts_rules *have_rules = NULL;
    char dir[1024];
    data_error err;
    if (cli_data_path("assets/trts", dir, sizeof dir) && data_trts_rules_load(dir, &rules, &err))
        have_rules = &rules;

    static data_replay replay; /* large */
    if (!data_replay_load(file, have_rules, &replay, &err)) {
        cli_print_data_error(cmd->name, &err);
        return CLI_USAGE;
    }
    int status = CLI_OK;
    char shown[1024];
    data_text_escape(shown, sizeof shown, file);
    long bad = at > replay.n_steps ? at : from > replay.n_steps ? from : -1;
    if (bad >= 0) {
        /* TRANSLATORS: a file, the step asked for, then the record's last step. */
        fprintf(stderr, _("skirmish-cli %s: %s: step %ld is not in the record (0 to %d)\n"), cmd->name, shown, bad,
                replay.n_steps);
        status = CLI_USAGE;
    }
    if (status == CLI_OK && out && !data_replay_save_at(&replay, (int)from, out, &err)) {
        cli_print_data_error(cmd->name, &err);
        status = CLI_USAGE;
    }
    if (status == CLI_OK) {
        char *text = data_replay_to_json(&replay, (int)at);
        if (!text) {
            fprintf(stderr, _("skirmish-cli %s: out of memory\n"), cmd->name);
            status = CLI_USAGE;
        } else {
            fputs(text, stdout);
            free(text);
        }
    }
    data_replay_free(&replay);
    return status;
}
