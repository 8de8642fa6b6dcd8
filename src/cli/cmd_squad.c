/*
 * skirmish-cli squad check: is a squad file legal (1 to 6 legal units within 30
 * rank points)?
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "skirmish/i18n.h"
#include "skirmish/core/esc/squad.h"
#include "skirmish/data/files.h"

static int run_squad_check(int argc, char **argv);

const cli_command cli_cmd_squad_check = {
    "squad check",
    /* TRANSLATORS: the synopsis of "skirmish-cli squad check": translate the placeholders in
     * capitals as its help does, never the options (--seed) or fixed values. */
    N_("FILE"),
    /* TRANSLATORS: the help of "skirmish-cli squad check", lines of at most 80 characters;
     * keep JSON, option names, ids, file names and printed words as they are. */
    N_("Reads a squad file (format skirmish-squad, docs/formats.md) and checks it\n"
       "against the squad rules.\n"
       "  legal:     prints {\"units\": n, \"rank_points\": rp, \"valid\": true}, exit 0\n"
       "  illegal:   prints the same object with \"valid\": false and a \"reason\", and the\n"
       "             reason on stderr (too many units, over budget, duplicate ability...), exit 1\n"
       "  unreadable or not a squad file: a message naming the file, key and problem, exit 2\n"),
    run_squad_check,
};

static int run_squad_check(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_squad_check;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    if (argc != 1)
        return cli_usage_error(cmd, argc == 0 ? _("expected a squad file") : _("expected exactly one squad file"));
    static esc_squad squad; /* large: keep it off the stack */
    data_error err;
    if (!data_squad_load(argv[0], &squad, &err)) {
        cli_print_data_error(NULL, &err);
        return CLI_USAGE;
    }
    esc_squad_report report = esc_squad_test(&squad);
    if (report.problem == ESC_SQUAD_OK) {
        printf("{\"units\": %d, \"rank_points\": %d, \"valid\": true}\n", report.units, report.rank_points);
        return CLI_OK;
    }
    /* The reason in the output is the rules' English, whatever the language. */
    char reason[256];
    esc_squad_report_text(&report, &squad, reason, sizeof reason);
    printf("{\"units\": %d, \"rank_points\": %d, \"valid\": false, \"reason\": ", report.units, report.rank_points);
    cli_print_json_string(reason);
    printf("}\n");
    /* The same reason for a person: in their language. */
    cli_core_translation(true);
    esc_squad_report_text(&report, &squad, reason, sizeof reason);
    cli_core_translation(false);
    /* TRANSLATORS: the first %s is a file, the second why its squad is illegal. */
    fprintf(stderr, _("skirmish-cli: %s: illegal squad: %s\n"), argv[0], reason);
    return CLI_NO;
}
