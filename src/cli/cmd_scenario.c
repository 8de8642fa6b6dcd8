/*
 * skirmish-cli scenario check: can this scenario file be played? The same checks
 * as the game's loader and the scenario editor (data_scenario_load, which runs
 * esc_scenario_test), so a file the command accepts is one the game opens.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "skirmish/core/esc/objective.h"
#include "skirmish/core/esc/scenario.h"
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

static int run_scenario_check(int argc, char **argv);

const cli_command cli_cmd_scenario_check = {
    "scenario check",
    /* TRANSLATORS: the synopsis of "skirmish-cli scenario check": translate the placeholders in
     * capitals as its help does, never the options or fixed values. */
    N_("FILE"),
    /* TRANSLATORS: the help of "skirmish-cli scenario check", lines of at most 80 characters;
     * keep JSON, option names, ids, file names and printed words as they are. */
    N_("Reads a scenario file (format skirmish-scenario, docs/formats.md) and checks\n"
       "that a game can be played from it: squares on the board and off obstacles,\n"
       "deployment squares of the two sides apart, fixed squads within their budgets,\n"
       "known objective types, every zone reachable by the sides it is for.\n"
       "  valid:     prints one JSON object: {\"name\": ..., \"objectives\": [types],\n"
       "             \"sides\": [{\"name\", \"deploy\", \"budget\", \"fixed_units\",\n"
       "             \"max_units\"}, ...], \"round_limit\", \"at_round_limit\",\n"
       "             \"deploys_first\", \"moves_first\"}, exit 0\n"
       "  invalid, unreadable or not a scenario file: a message naming the file, the\n"
       "             key and the problem on stderr, exit 2\n"),
    run_scenario_check,
};

/* 0 or 1 as a number, anything else as the word. */
static void print_side_value(int side, const char *word)
{
    if (side == 0 || side == 1)
        printf("%d", side);
    else
        cli_print_json_string(word);
}

static int run_scenario_check(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_scenario_check;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    if (argc != 1)
        return cli_usage_error(cmd, argc == 0 ? _("expected a scenario file")
                                              : _("expected exactly one scenario file"));
    static esc_scenario scn; /* large: keep it off the stack */
    data_error err;
    /* The reason is for a person: in their language. */
    cli_core_translation(true);
    bool ok = data_scenario_load(argv[0], &scn, &err);
    cli_core_translation(false);
    if (!ok) {
        cli_print_data_error(NULL, &err);
        return CLI_USAGE;
    }
    printf("{\"name\": ");
    cli_print_json_string(scn.name);
    printf(", \"objectives\": [");
    for (int i = 0; i < scn.rules.n_objectives; i++) {
        if (i > 0)
            printf(", ");
        cli_print_json_string(esc_objective_kind_id(scn.rules.objectives[i].kind));
    }
    printf("], \"sides\": [");
    for (int s = 0; s < ESC_SIDES; s++) {
        const esc_scenario_side *sd = &scn.sides[s];
        printf("%s{\"name\": ", s > 0 ? ", " : "");
        cli_print_json_string(sd->name);
        printf(", \"deploy\": %d, \"budget\": %d, \"fixed_units\": %d, \"max_units\": %d}",
               esc_bits_count(sd->deploy), esc_scenario_budget(&scn, s), sd->fixed.n_units,
               esc_scenario_max_units(&scn, s));
    }
    printf("], \"round_limit\": %d, \"at_round_limit\": ", scn.round_limit);
    print_side_value(scn.rules.limit_winner, scn.rules.limit_winner == ESC_LIMIT_DRAW ? "draw" : "points");
    printf(", \"deploys_first\": ");
    print_side_value(scn.first_deployer, "random");
    printf(", \"moves_first\": ");
    print_side_value(scn.rules.first_player, "dice");
    printf("}\n");
    return CLI_OK;
}
