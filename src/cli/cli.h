/*
 * skirmish-cli: the headless command-line tool. Each command is a function taking
 * its own arguments (after the command words) and returning the exit status:
 * 0 success, 1 a negative answer (an illegal squad), 2 wrong arguments or an
 * unreadable file.
 */
#ifndef SKIRMISH_CLI_CLI_H
#define SKIRMISH_CLI_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "skirmish/data/error.h"

#define CLI_OK 0
#define CLI_NO 1
#define CLI_USAGE 2

/* usage and help are N_()-marked (skirmish/i18n.h) and shown through gettext:
 * what a person reads is in their language, the outputs of the commands stay
 * exactly as specified whatever the language. */
typedef struct cli_command {
    const char *name;       /* "rank", "squad check" (never translated) */
    const char *usage;      /* the arguments after the name; lines after a '\n'
                             * continue the synopsis, indented by the printer */
    const char *help;       /* what it does, several lines */
    int (*run)(int argc, char **argv);
} cli_command;

/* Prints "skirmish-cli NAME: MESSAGE", the command's synopsis and a hint to
 * stderr; returns CLI_USAGE. fmt is a translated format: _("...") at the call. */
int cli_usage_error(const cli_command *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* True when argv holds -h or --help; then the command's help went to stdout. */
bool cli_wants_help(const cli_command *cmd, int argc, char **argv);
/* A command that needs the network in a build without it: its help if asked,
 * else why it cannot run. Returns the exit status (CLI_OK, CLI_USAGE). */
int cli_no_network(const cli_command *cmd, int argc, char **argv);
/* "usage: skirmish-cli NAME USAGE" (translated) on out. */
void cli_print_usage(FILE *out, const cli_command *cmd);
/* text and a newline on out, every line after the first indented by `indent`
 * columns. */
void cli_print_lines(FILE *out, const char *text, int indent);
/* Columns taken on a terminal by UTF-8 text (its characters). */
int cli_text_width(const char *s);
/* Prints s as a JSON string on stdout, quoted, with quotes, backslashes and
 * control characters escaped (names and reasons may hold any of them). */
void cli_print_json_string(const char *s);
/* The rules cores' sentences (skirmish/core/tr.h) in the reader's language (on)
 * or in English (off, the default main sets: the exact outputs need it). Turn it
 * on only around text for people (a reason on stderr, the demo's narration), and
 * never while threads play games. */
void cli_core_translation(bool on);
/* The display name of shipped content (a map, a squad): i18n_content, without
 * needing the i18n library (the fuzz harnesses link these files alone). */
const char *cli_content(const char *name);
/* Strict decimal integer in [min, max]; false on anything else. */
bool cli_parse_int(const char *text, long min, long max, long *out);
bool cli_parse_u64(const char *text, unsigned long long *out);
/* Matches "--name VALUE" (consuming the next argument) or "--name=VALUE" at argv[*i].
 * Returns 1 when matched (value set), 0 when argv[*i] is another argument, -1 when
 * the value is missing. */
int cli_option_value(int argc, char **argv, int *i, const char *name, const char **value);
/* A data file's error on stderr: "skirmish-cli COMMAND: FILE: KEY: MESSAGE"
 * (without COMMAND when it is NULL). */
void cli_print_data_error(const char *command, const data_error *err);
/* The folder holding this program ("/usr/games/"), from /proc/self/exe, into
 * out; NULL when it cannot be told. */
const char *cli_program_dir(char *out, size_t size);
/* The data file `rel` ("maps/crossroads.json") into out, from the data directory the
 * game would use (data_paths_find_data_dir). False, after saying so on stderr, when
 * there is none; out is then empty. */
bool cli_data_path(const char *rel, char *out, size_t size);

extern const cli_command cli_cmd_rank;
extern const cli_command cli_cmd_los;
extern const cli_command cli_cmd_moves;
extern const cli_command cli_cmd_squad_check;
extern const cli_command cli_cmd_scenario_check;
extern const cli_command cli_cmd_demo;
extern const cli_command cli_cmd_conquest_turn;
extern const cli_command cli_cmd_conquest_sim;
extern const cli_command cli_cmd_conquest_map;
extern const cli_command cli_cmd_conquest_serve;
extern const cli_command cli_cmd_simulate;
extern const cli_command cli_cmd_tournament;
#ifdef SKIRMISH_HAVE_REPLAY
extern const cli_command cli_cmd_replay;
#endif
/* Defined by src/cli/campaign.cmake and src/cli/trts.cmake when those games are built. */
#ifdef SKIRMISH_HAVE_CAMPAIGN
extern const cli_command cli_cmd_campaign_resolve;
extern const cli_command cli_cmd_campaign_sim;
#endif
#ifdef SKIRMISH_HAVE_TRTS
extern const cli_command cli_cmd_trts_combat;
extern const cli_command cli_cmd_trts_sim;
#endif

#endif
