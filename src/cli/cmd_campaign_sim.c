/*
 * skirmish-cli campaign-sim: a whole campaign between computer players, battles
 * played out by the Escarmouche AI, and a JSON summary.
 */
#include <stdio.h>

#include "cli.h"

static int run_sim(int argc, char **argv);

const cli_command cli_cmd_campaign_sim = {
    "campaign-sim",
    "--map FILE --players N --seed S [--turns T] [--battle-ai LEVEL]",
    "Plays a whole campaign with every seat a computer player and every battle\n"
    "auto-played, and prints {\"winners\", \"victory\", \"turns\", \"battles\",\n"
    "\"locations\", \"renown_earned\"}.\n",
    run_sim,
};

static int run_sim(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_campaign_sim;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    return cli_usage_error(cmd, "not available yet");
}
