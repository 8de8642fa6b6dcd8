/*
 * Fuzz harness: skirmish-cli's arguments. The input is a list of arguments, one
 * a line; the first names the command. Only commands that read their arguments
 * and answer quickly are run (rank, los, moves, squad check, conquest-map):
 * the simulations are bounded by their own limits but too slow for fuzzing, and
 * the file readers behind conquest-turn have harnesses of their own. Arguments
 * naming files are refused outright, so a run never touches the disk. The exit
 * status must be one of the documented ones.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "fuzz_util.h"

#define MAX_ARGS 32

static const cli_command *const commands[] = {
    &cli_cmd_rank, &cli_cmd_los, &cli_cmd_moves, &cli_cmd_squad_check, &cli_cmd_conquest_map,
};
#define N_COMMANDS (sizeof commands / sizeof commands[0])

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4096)
        return 0;
    char *text = fuzz_text(data, size);
    char *argv[MAX_ARGS + 1];
    int argc = 0;
    for (char *line = text; line != NULL && argc < MAX_ARGS;) {
        char *next = strchr(line, '\n');
        if (next != NULL)
            *next++ = '\0';
        argv[argc++] = line;
        line = next;
    }
    argv[argc] = NULL;
    for (int i = 0; i < argc; i++)
        if (strchr(argv[i], '/') != NULL && i > 0 && strcmp(argv[0], "los") != 0 && strcmp(argv[0], "moves") != 0) {
            free(text); /* a path: not for a harness */
            return 0;
        }
    if (argc >= 1 && strcmp(argv[0], "squad") == 0) {
        /* "squad check FILE" reads a file: only its option parsing is fuzzed. */
        for (int i = 1; i < argc; i++)
            if (argv[i][0] != '-') {
                free(text);
                return 0;
            }
    }
    for (size_t c = 0; argc >= 1 && c < N_COMMANDS; c++) {
        const char *name = commands[c]->name;
        size_t words = strchr(name, ' ') != NULL ? 2 : 1;
        char joined[64];
        snprintf(joined, sizeof joined, "%s%s%s", argv[0], words == 2 && argc >= 2 ? " " : "",
                 words == 2 && argc >= 2 ? argv[1] : "");
        if (strcmp(joined, name) != 0)
            continue;
        int status = commands[c]->run(argc - (int)words, argv + words);
        FUZZ_CHECK(status == CLI_OK || status == CLI_NO || status == CLI_USAGE, "exit status %d", status);
        break;
    }
    fflush(stdout);
    free(text);
    return 0;
}
