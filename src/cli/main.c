/*
 * skirmish-cli entry point: finds the command named by the first words and hands
 * it the rest of the arguments. What a person reads (help, usage errors, the
 * messages on stderr) is in the environment's language; the commands' outputs,
 * and the rules cores' texts within them, stay in English.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "skirmish/i18n.h"

/* skirmish-cli serve (cmd_serve.c), the game server of docs/protocol.md. */
extern const cli_command cli_cmd_serve;

#ifndef SKIRMISH_VERSION
#define SKIRMISH_VERSION "0.0.0"
#endif

static const cli_command *const commands[] = {
    &cli_cmd_rank,
    &cli_cmd_los,
    &cli_cmd_moves,
    &cli_cmd_squad_check,
    &cli_cmd_scenario_check,
    &cli_cmd_demo,
    &cli_cmd_conquest_turn,
    &cli_cmd_conquest_sim,
    &cli_cmd_conquest_map,
    &cli_cmd_conquest_serve,
    &cli_cmd_serve,
    &cli_cmd_simulate,
    &cli_cmd_tournament,
#ifdef SKIRMISH_HAVE_CAMPAIGN
    &cli_cmd_campaign_resolve,
    &cli_cmd_campaign_sim,
#endif
#ifdef SKIRMISH_HAVE_TRTS
    &cli_cmd_trts_combat,
    &cli_cmd_trts_sim,
#endif
#ifdef SKIRMISH_HAVE_REPLAY
    &cli_cmd_replay,
#endif
};
#define N_COMMANDS (sizeof commands / sizeof commands[0])

static void print_help(FILE *out)
{
    const char *label = _("usage:");
    /* TRANSLATORS: the program's synopsis, "usage: skirmish-cli COMMAND [ARGS]":
     * COMMAND and ARGS stand for what the user types. */
    const char *synopsis = _("COMMAND [ARGS]");
    fprintf(out, "%s skirmish-cli %s\n\n", label, synopsis);
    fprintf(out, "%s\n\n%s\n", _("Headless tools for Skirmish: Escarmouche rules, squads and positions."),
            _("Commands:"));
    for (size_t i = 0; i < N_COMMANDS; i++) {
        fprintf(out, "  %s ", commands[i]->name);
        cli_print_lines(out, _(commands[i]->usage), 7);
    }
    fprintf(out, "\n%s", _("Positions use the notation of docs/rules.md, e.g. '8/8/8/3#4/8/8/8/8'.\n"
                           "'skirmish-cli COMMAND --help' describes a command.\n"
                           "Exit status: 0 done, 1 a negative answer (illegal squad), 2 bad arguments or file.\n"));
}

/* The catalogues are looked for next to the program first (an unpacked or moved
 * install), then where the build and the install put them. */
static void init_language(void)
{
    char exe[4096];
    i18n_init(cli_program_dir(exe, sizeof exe));
    /* i18n_init hands the cores gettext; take it back: their texts within the
     * commands' outputs must not depend on the language. */
    cli_core_translation(false);
}

int main(int argc, char **argv)
{
    init_language();
    if (argc < 2) {
        print_help(stderr);
        return CLI_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0) {
        print_help(stdout);
        return CLI_OK;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("skirmish-cli %s\n", SKIRMISH_VERSION);
        return CLI_OK;
    }
    /* Longest match first: "squad check" is two words. */
    for (size_t i = 0; i < N_COMMANDS; i++) {
        const char *name = commands[i]->name;
        const char *space = strchr(name, ' ');
        if (space) {
            size_t n = (size_t)(space - name);
            if (strncmp(argv[1], name, n) == 0 && argv[1][n] == '\0' && argc >= 3 && strcmp(argv[2], space + 1) == 0)
                return commands[i]->run(argc - 3, argv + 3);
        } else if (strcmp(argv[1], name) == 0) {
            return commands[i]->run(argc - 2, argv + 2);
        }
    }
    if (strcmp(argv[1], "squad") == 0 && argc >= 3 && (strcmp(argv[2], "--help") == 0 || strcmp(argv[2], "-h") == 0)) {
        cli_print_usage(stdout, &cli_cmd_squad_check);
        printf("\n%s", _("Squad tools; 'skirmish-cli squad check --help' for details.\n"));
        return CLI_OK;
    }
    if (strcmp(argv[1], "squad") == 0) {
        fprintf(stderr, _("skirmish-cli %s: %s\n"), "squad", _("expected a subcommand"));
        cli_print_usage(stderr, &cli_cmd_squad_check);
        return CLI_USAGE;
    }
    fprintf(stderr, _("skirmish-cli: unknown command '%s'\n"), argv[1]);
    print_help(stderr);
    return CLI_USAGE;
}
