/*
 * skirmish-cli los and moves: line of sight and reachable squares on a position
 * given in the notation of docs/rules.md, answered by the rules core.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "skirmish/i18n.h"
#include "skirmish/core/esc/board.h"
#include "skirmish/core/esc/los.h"

static int run_los(int argc, char **argv);
static int run_moves(int argc, char **argv);

const cli_command cli_cmd_los = {
    "los",
    /* TRANSLATORS: a command's synopsis: translate the placeholders in capitals
     * (the help below names them), never the options ("--ignore-units"). */
    N_("POSITION FROM TO [--ignore-units]"),
    /* TRANSLATORS: 'visible' and 'blocked' are what the command prints: keep them
     * in English. Lines of at most 80 characters. */
    N_("Prints 'visible' when a unit on FROM has line of sight to the centre of TO, else\n"
       "'blocked'. Obstacles and units block, except whatever stands on FROM and TO;\n"
       "with --ignore-units only obstacles block. Squares are a1..h8.\n"),
    run_los,
};

const cli_command cli_cmd_moves = {
    "moves",
    /* TRANSLATORS: the synopsis of "skirmish-cli moves": translate the placeholders in
     * capitals as its help does, never the options (--seed) or fixed values. */
    N_("POSITION SQUARE --move N"),
    /* TRANSLATORS: the help of "skirmish-cli moves", lines of at most 80 characters;
     * keep JSON, option names, ids, file names and printed words as they are. */
    N_("Prints, on one line separated by spaces and sorted as strings, the squares the\n"
       "unit on SQUARE can reach with up to N king steps, each onto an empty square (no\n"
       "unit, no obstacle). Its own square is not listed. The line is empty when it\n"
       "cannot move.\n"),
    run_moves,
};

static bool parse_position(const cli_command *cmd, const char *text, esc_position *pos, int *status)
{
    size_t where = 0;
    esc_position_problem p = esc_position_parse(text, pos, &where);
    if (p != ESC_POSITION_OK) {
        *status = cli_usage_error(cmd, _("bad position '%s' (at character %zu): %s"), text, where + 1,
                                  _(esc_position_problem_text(p)));
        return false;
    }
    return true;
}

static bool parse_square(const cli_command *cmd, const char *text, int *square, int *status)
{
    if (!esc_square_parse(text, square)) {
        *status = cli_usage_error(cmd, _("bad square '%s' (expected a1 to h8)"), text);
        return false;
    }
    return true;
}

static int run_los(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_los;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    const char *positional[3];
    int n = 0;
    bool ignore_units = false;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--ignore-units") == 0)
            ignore_units = true;
        else if (argv[i][0] == '-' && argv[i][1] == '-')
            return cli_usage_error(cmd, _("unknown option '%s'"), argv[i]);
        else if (n < 3)
            positional[n++] = argv[i];
        else
            return cli_usage_error(cmd, _("unexpected argument '%s'"), argv[i]);
    }
    if (n < 3)
        return cli_usage_error(cmd, _("expected a position and two squares"));
    esc_position pos;
    int from, to, status;
    if (!parse_position(cmd, positional[0], &pos, &status) || !parse_square(cmd, positional[1], &from, &status) ||
        !parse_square(cmd, positional[2], &to, &status))
        return status;
    esc_bits blockers = pos.obstacles | (ignore_units ? 0 : esc_position_units(&pos));
    puts(esc_los_visible(blockers, from, to) ? "visible" : "blocked");
    return CLI_OK;
}

static int run_moves(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_moves;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    const char *positional[2];
    int n = 0;
    long steps = -1;
    for (int i = 0; i < argc; i++) {
        const char *value;
        int m = cli_option_value(argc, argv, &i, "--move", &value);
        if (m < 0)
            return cli_usage_error(cmd, _("--move needs a number"));
        if (m > 0) {
            if (!cli_parse_int(value, 0, 1000, &steps))
                return cli_usage_error(cmd, _("--move must be a whole number from 0 to 1000, not '%s'"), value);
            continue;
        }
        if (argv[i][0] == '-' && argv[i][1] == '-')
            return cli_usage_error(cmd, _("unknown option '%s'"), argv[i]);
        if (n == 2)
            return cli_usage_error(cmd, _("unexpected argument '%s'"), argv[i]);
        positional[n++] = argv[i];
    }
    if (n < 2)
        return cli_usage_error(cmd, _("expected a position and a square"));
    if (steps < 0)
        return cli_usage_error(cmd, _("missing --move N"));
    esc_position pos;
    int from, status;
    if (!parse_position(cmd, positional[0], &pos, &status) || !parse_square(cmd, positional[1], &from, &status))
        return status;
    if (pos.occupant[from] == ESC_NO_UNIT)
        return cli_usage_error(cmd, _("no unit on %s"), positional[1]);

    esc_bits seen = esc_board_reach(pos.obstacles | esc_position_units(&pos), from, (int)steps);
    /* Square numbers run a1..h1, a2..; names sort by file, then rank. */
    bool first = true;
    for (int file = 0; file < 8; file++) {
        for (int rank = 0; rank < 8; rank++) {
            int sq = esc_square_make(file, rank);
            if (!(seen & esc_bit(sq)))
                continue;
            char name[3];
            esc_square_name(sq, name);
            printf("%s%s", first ? "" : " ", name);
            first = false;
        }
    }
    putchar('\n');
    return CLI_OK;
}
