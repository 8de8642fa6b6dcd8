/*
 * skirmish-cli demo: the computer plays a whole Escarmouche game against itself and
 * tells it move by move, with the board drawn in text at every turn. The story is
 * for people, so it is told in the reader's language, the rules core's sentences
 * included (docs/cli.md: no program reads it).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "skirmish/i18n.h"
#include "skirmish/ai/simple.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/core/esc/game.h"
#include "skirmish/data/files.h"

static int run_demo(int argc, char **argv);

const cli_command cli_cmd_demo = {
    "demo",
    /* TRANSLATORS: the synopsis of "skirmish-cli demo": translate the placeholders in
     * capitals as its help does, never the options (--seed) or fixed values. */
    N_("[--seed S] [--map FILE] [--squad FILE --squad FILE] [--quiet]"),
    /* TRANSLATORS: the help of "skirmish-cli demo", lines of at most 80 characters;
     * keep JSON, option names, ids, file names and printed words as they are. */
    N_("Plays computer against computer and prints the game: each action in words and\n"
       "the board at the start of every turn (capitals: player 1, lower case: player 2,\n"
       "# obstacle, + objective zone). Defaults: the crossroads map and the squads\n"
       "iron-vanguard and longbow-line from the data directory (SKIRMISH_DATA_DIR\n"
       "overrides where that is). --quiet prints only the result.\n"),
    run_demo,
};

static void print_board(const esc_game *g)
{
    esc_position pos;
    esc_game_position(g, &pos);
    printf("    a b c d e f g h\n");
    for (int rank = 7; rank >= 0; rank--) {
        printf(" %d ", rank + 1);
        for (int file = 0; file < 8; file++) {
            int sq = esc_square_make(file, rank);
            char c = '.';
            if (g->obstacles & esc_bit(sq))
                c = '#';
            else if (pos.occupant[sq] != ESC_NO_UNIT) {
                int u = pos.occupant[sq];
                c = (char)(u < ESC_SQUAD_MAX ? 'A' + u : 'a' + (u - ESC_SQUAD_MAX));
            } else if (g->zone & esc_bit(sq))
                c = '+';
            printf(" %c", c);
        }
        printf("  %d\n", rank + 1);
    }
    printf("    a b c d e f g h\n");
}

static bool load_squad(const char *path, esc_squad *squad)
{
    data_error err;
    if (!data_squad_load(path, squad, &err)) {
        cli_print_data_error("demo", &err);
        return false;
    }
    esc_squad_report r = esc_squad_test(squad);
    if (r.problem != ESC_SQUAD_OK) {
        char why[256];
        esc_squad_report_text(&r, squad, why, sizeof why);
        fprintf(stderr, _("skirmish-cli %s: %s: illegal squad: %s\n"), "demo", path, why);
        return false;
    }
    return true;
}

static int play_demo(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_demo;
    unsigned long long seed = 1;
    const char *map_path = NULL, *squad_paths[2] = { NULL, NULL };
    int n_squads = 0;
    bool quiet = false;
    for (int i = 0; i < argc; i++) {
        const char *v;
        int m;
        if ((m = cli_option_value(argc, argv, &i, "--seed", &v)) != 0) {
            if (m < 0 || !cli_parse_u64(v, &seed))
                return cli_usage_error(cmd, _("--seed needs a whole number"));
        } else if ((m = cli_option_value(argc, argv, &i, "--map", &v)) != 0) {
            if (m < 0)
                return cli_usage_error(cmd, _("--map needs a file"));
            map_path = v;
        } else if ((m = cli_option_value(argc, argv, &i, "--squad", &v)) != 0) {
            if (m < 0 || n_squads == 2)
                return cli_usage_error(cmd, _("--squad takes a file, twice at most"));
            squad_paths[n_squads++] = v;
        } else if (strcmp(argv[i], "--quiet") == 0) {
            quiet = true;
        } else {
            return cli_usage_error(cmd, _("unexpected argument '%s'"), argv[i]);
        }
    }
    if (n_squads == 1)
        return cli_usage_error(cmd, _("give two --squad files, or none"));

    static esc_squad squads[2];
    esc_map map;
    char path[1024];
    const char *defaults[2] = { "assets/squads/iron-vanguard.json", "assets/squads/longbow-line.json" };
    for (int s = 0; s < 2; s++) {
        if (squad_paths[s])
            snprintf(path, sizeof path, "%s", squad_paths[s]);
        else
            cli_data_path(defaults[s], path, sizeof path);
        if (!load_squad(path, &squads[s]))
            return CLI_USAGE;
    }
    if (map_path)
        snprintf(path, sizeof path, "%s", map_path);
    else
        cli_data_path("maps/crossroads.json", path, sizeof path);
    data_error err;
    if (!data_map_load(path, &map, &err)) {
        cli_print_data_error("demo", &err);
        return CLI_USAGE;
    }

    const esc_squad *sq[2] = { &squads[0], &squads[1] };
    esc_settings settings;
    esc_settings_default(&settings);
    esc_game game;
    esc_game_init(&game, &map, sq, &settings, seed, NULL);
    core_rng ai_rng;
    core_rng_seed(&ai_rng, seed ^ UINT64_C(0x5EED5EED));
    if (!quiet)
        /* TRANSLATORS: the demo's first line: two squad names, a map name and a number. */
        printf(_("%s (player 1) against %s (player 2) on %s, seed %llu\n"), cli_content(squads[0].name),
               cli_content(squads[1].name), cli_content(map.name), seed);
    int last_turn = -1;
    while (game.phase != ESC_PHASE_OVER) {
        if (!quiet && game.phase == ESC_PHASE_BATTLE && game.turn != last_turn) {
            last_turn = game.turn;
            printf(_("\nRound %d, player %d to act\n"), esc_game_round(&game), game.active + 1);
            print_board(&game);
        }
        esc_action action;
        if (!ai_simple_choose(&game, &ai_rng, &action))
            break;
        esc_game before = game;
        esc_events events;
        if (esc_game_apply(&game, &action, &events) != ESC_OK) {
            fprintf(stderr, _("skirmish-cli %s: internal error: %s\n"), "demo", _("the player chose an illegal action"));
            return CLI_USAGE;
        }
        if (!quiet) {
            char line[512];
            esc_describe_action(&before, sq, &action, &events, line, sizeof line);
            printf("  %s\n", line);
        }
    }
    if (!quiet) {
        printf("\n%s\n", _("Final position"));
        print_board(&game);
    }
    int rounds = esc_game_round(&game);
    const char *how = _(esc_end_reason_text(game.end_reason));
    if (game.winner < 0)
        /* TRANSLATORS: %s is how the game ended ("the round limit"). */
        printf(P_("Draw after %d round (%s)\n", "Draw after %d rounds (%s)\n", rounds), rounds, how);
    else
        /* TRANSLATORS: the demo's last line: a player's number, their squad's name,
         * how they won ("elimination", "holding the objective") and a number of
         * rounds. Reorder with %1$d, %2$s, %3$s, %4$d. */
        printf(P_("Player %d (%s) wins by %s after %d round\n", "Player %d (%s) wins by %s after %d rounds\n", rounds),
               game.winner + 1, cli_content(squads[game.winner].name), how, rounds);
    return CLI_OK;
}

static int run_demo(int argc, char **argv)
{
    if (cli_wants_help(&cli_cmd_demo, argc, argv))
        return CLI_OK;
    /* All the demo prints is for a person: the rules core's sentences (each
     * action, how the game ended, a squad's problem) in the reader's language. */
    cli_core_translation(true);
    int status = play_demo(argc, argv);
    cli_core_translation(false);
    return status;
}
