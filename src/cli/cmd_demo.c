/*
 * skirmish-cli demo: the computer plays a whole Escarmouche game against itself and
 * tells it move by move, with the board drawn in text at every turn.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "skirmish/ai/simple.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/core/esc/game.h"
#include "skirmish/data/files.h"

static int run_demo(int argc, char **argv);

const cli_command cli_cmd_demo = {
    "demo",
    "[--seed S] [--map FILE] [--squad FILE --squad FILE] [--quiet]",
    "Plays computer against computer and prints the game: each action in words and\n"
    "the board at the start of every turn (capitals: player 1, lower case: player 2,\n"
    "# obstacle, + objective zone). Defaults: the crossroads map and the squads\n"
    "iron-vanguard and longbow-line from the data directory (SKIRMISH_DATA_DIR\n"
    "overrides where that is). --quiet prints only the result.\n",
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
        char msg[768];
        data_error_format(&err, msg, sizeof msg);
        fprintf(stderr, "skirmish-cli demo: %s\n", msg);
        return false;
    }
    esc_squad_report r = esc_squad_test(squad);
    if (r.problem != ESC_SQUAD_OK) {
        char why[256];
        esc_squad_report_text(&r, squad, why, sizeof why);
        fprintf(stderr, "skirmish-cli demo: %s: illegal squad: %s\n", path, why);
        return false;
    }
    return true;
}

static int run_demo(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_demo;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    unsigned long long seed = 1;
    const char *map_path = NULL, *squad_paths[2] = { NULL, NULL };
    int n_squads = 0;
    bool quiet = false;
    for (int i = 0; i < argc; i++) {
        const char *v;
        int m;
        if ((m = cli_option_value(argc, argv, &i, "--seed", &v)) != 0) {
            if (m < 0 || !cli_parse_u64(v, &seed))
                return cli_usage_error(cmd, "--seed needs a whole number");
        } else if ((m = cli_option_value(argc, argv, &i, "--map", &v)) != 0) {
            if (m < 0)
                return cli_usage_error(cmd, "--map needs a file");
            map_path = v;
        } else if ((m = cli_option_value(argc, argv, &i, "--squad", &v)) != 0) {
            if (m < 0 || n_squads == 2)
                return cli_usage_error(cmd, "--squad takes a file, twice at most");
            squad_paths[n_squads++] = v;
        } else if (strcmp(argv[i], "--quiet") == 0) {
            quiet = true;
        } else {
            return cli_usage_error(cmd, "unexpected argument '%s'", argv[i]);
        }
    }
    if (n_squads == 1)
        return cli_usage_error(cmd, "give two --squad files, or none");

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
        char msg[768];
        data_error_format(&err, msg, sizeof msg);
        fprintf(stderr, "skirmish-cli demo: %s\n", msg);
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
        printf("%s (player 1) against %s (player 2) on %s, seed %llu\n", squads[0].name, squads[1].name, map.name,
               seed);
    int last_turn = -1;
    while (game.phase != ESC_PHASE_OVER) {
        if (!quiet && game.phase == ESC_PHASE_BATTLE && game.turn != last_turn) {
            last_turn = game.turn;
            printf("\nRound %d, player %d to act\n", esc_game_round(&game), game.active + 1);
            print_board(&game);
        }
        esc_action action;
        if (!ai_simple_choose(&game, &ai_rng, &action))
            break;
        esc_game before = game;
        esc_events events;
        if (esc_game_apply(&game, &action, &events) != ESC_OK) {
            fprintf(stderr, "skirmish-cli demo: internal error: the player chose an illegal action\n");
            return CLI_USAGE;
        }
        if (!quiet) {
            char line[512];
            esc_describe_action(&before, sq, &action, &events, line, sizeof line);
            printf("  %s\n", line);
        }
    }
    if (!quiet) {
        printf("\nFinal position\n");
        print_board(&game);
    }
    if (game.winner < 0)
        printf("Draw after %d rounds (%s)\n", esc_game_round(&game), esc_end_reason_text(game.end_reason));
    else
        printf("Player %d (%s) wins by %s after %d rounds\n", game.winner + 1, squads[game.winner].name,
               esc_end_reason_text(game.end_reason), esc_game_round(&game));
    return CLI_OK;
}
