/*
 * skirmish-cli conquest-serve: Conquest's bot server on the command line. Bots
 * written for the public Chromatic Warfare server connect to ws://127.0.0.1:PORT
 * and play; our levels may take the other seats. The server itself is
 * src/net/cq_serve.c; this file reads arguments and prints.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "skirmish/i18n.h"
#include "skirmish/ai/cq_bots.h"
#include "skirmish/core/cq/map.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/paths.h"
#ifdef SKIRMISH_HAVE_NET
#include "skirmish/net/cq_serve.h"
#endif

static int run_serve(int argc, char **argv);

const cli_command cli_cmd_conquest_serve = {
    "conquest-serve",
    /* TRANSLATORS: the synopsis of "skirmish-cli conquest-serve": translate the placeholders in
     * capitals as its help does, never the options (--seed) or fixed values. */
    N_("--map FILE --port N [--turn-ms T] [--turn-min-ms M] [--seed S] [--seats N] [--bot LEVEL ...] [--max-turns T] "
       "[--wait-start] [--linger-ms L] [--record FILE] [--log]"),
    /* TRANSLATORS: the help of "skirmish-cli conquest-serve", lines of at most 80 characters;
     * keep JSON, option names, ids, file names and printed words as they are. */
    N_("Serves one Conquest game to bots over WebSocket on 127.0.0.1:N, in the public\n"
       "Chromatic Warfare server's protocol (join_as_bot, move_command; game_state,\n"
       "turn_processed, game_over): a bot written for that server plays unchanged.\n"
       "FILE is a map, a game state (its graph) or a shipped map's name. There are N\n"
       "seats (default 2, or one more than the --bot levels); each --bot LEVEL\n"
       "(random, easy, normal, hard) takes the last free seat, the others wait for\n"
       "bots to connect (a bot may also ask for ours with request_bots). The game\n"
       "starts when every seat is taken, or with --wait-start when a viewer presses\n"
       "Start (seats still free then leave the game). A turn lasts T ms (default\n"
       "1000), or ends as soon as every connected bot has sent its orders and M ms\n"
       "have passed (default 60 percent of T, so that the community viewer's\n"
       "animations play); orders count for the turn in play when they arrive; a bot\n"
       "that disconnects keeps its seat and gives no more orders. After the end the\n"
       "game stays while anyone is connected, at most L ms (default 60000). The game\n"
       "is conquest-sim's game 0 for seed S (default 1).\n"
       "--port 0 takes any free port. The first line printed is the address\n"
       "(ws://127.0.0.1:PORT); at the end the final state follows, in the server's\n"
       "message shape. --record FILE writes every turn's orders, for replays with\n"
       "conquest-turn. --log prints each event on stderr.\n"
       "Exit status: 0 game played, 2 bad arguments or files, or no network support.\n"),
    run_serve,
};

#ifndef SKIRMISH_HAVE_NET
static int run_serve(int argc, char **argv) { return cli_no_network(&cli_cmd_conquest_serve, argc, argv); }
#else
static bool parse_level(const char *name, int *level)
{
    static const char *const names[] = {"random", "easy", "normal", "hard"};
    for (int i = 0; i < CQ_BOT_LEVELS; i++)
        if (strcmp(name, names[i]) == 0) {
            *level = i;
            return true;
        }
    return false;
}

static int run_serve(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_conquest_serve;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    const char *map_arg = NULL, *record = NULL;
    long port = -1, turn_ms = 1000, turn_min_ms = -1, linger_ms = 60000, seats = 0, max_turns = 0;
    unsigned long long seed = 1;
    int bots[CQ_SETUP_MAX_PLAYERS], n_bots = 0;
    bool log = false, wait_start = false;
    for (int i = 0; i < argc; i++) {
        const char *value;
        int m;
        if (strcmp(argv[i], "--log") == 0) {
            log = true;
        } else if (strcmp(argv[i], "--wait-start") == 0) {
            wait_start = true;
        } else if ((m = cli_option_value(argc, argv, &i, "--turn-min-ms", &value)) != 0) {
            if (m < 0 || !cli_parse_int(value, 0, 600000, &turn_min_ms))
                return cli_usage_error(cmd, _("--turn-min-ms must be a number from 0 to 600000"));
        } else if ((m = cli_option_value(argc, argv, &i, "--linger-ms", &value)) != 0) {
            if (m < 0 || !cli_parse_int(value, 0, 3600000, &linger_ms))
                return cli_usage_error(cmd, _("--linger-ms must be a number from 0 to 3600000"));
        } else if ((m = cli_option_value(argc, argv, &i, "--map", &value)) != 0) {
            if (m < 0)
                return cli_usage_error(cmd, _("--map needs a file"));
            map_arg = value;
        } else if ((m = cli_option_value(argc, argv, &i, "--port", &value)) != 0) {
            if (m < 0 || !cli_parse_int(value, 0, 65535, &port))
                return cli_usage_error(cmd, _("--port must be a number from 0 to 65535"));
        } else if ((m = cli_option_value(argc, argv, &i, "--turn-ms", &value)) != 0) {
            if (m < 0 || !cli_parse_int(value, 1, 600000, &turn_ms))
                return cli_usage_error(cmd, _("--turn-ms must be a number from 1 to 600000"));
        } else if ((m = cli_option_value(argc, argv, &i, "--seats", &value)) != 0) {
            if (m < 0 || !cli_parse_int(value, CQ_SETUP_MIN_PLAYERS, CQ_SETUP_MAX_PLAYERS, &seats))
                return cli_usage_error(cmd, _("--seats must be a number from %d to %d"), CQ_SETUP_MIN_PLAYERS,
                                       CQ_SETUP_MAX_PLAYERS);
        } else if ((m = cli_option_value(argc, argv, &i, "--max-turns", &value)) != 0) {
            if (m < 0 || !cli_parse_int(value, 1, CQ_MAX_TURN_LIMIT, &max_turns))
                return cli_usage_error(cmd, _("--max-turns must be a number from 1 to %d"), CQ_MAX_TURN_LIMIT);
        } else if ((m = cli_option_value(argc, argv, &i, "--seed", &value)) != 0) {
            if (m < 0 || !cli_parse_u64(value, &seed))
                return cli_usage_error(cmd, _("--seed must be a whole number"));
        } else if ((m = cli_option_value(argc, argv, &i, "--record", &value)) != 0) {
            if (m < 0)
                return cli_usage_error(cmd, _("--record needs a file"));
            record = value;
        } else if ((m = cli_option_value(argc, argv, &i, "--bot", &value)) != 0) {
            int level;
            if (m < 0 || !parse_level(value, &level))
                return cli_usage_error(cmd, _("unknown bot level '%s' (random, easy, normal or hard)"), m < 0 ? "" : value);
            if (n_bots == CQ_SETUP_MAX_PLAYERS)
                return cli_usage_error(cmd, _("at most %d --bot"), CQ_SETUP_MAX_PLAYERS);
            bots[n_bots++] = level;
        } else {
            return cli_usage_error(cmd, _("unexpected argument '%s'"), argv[i]);
        }
    }
    if (map_arg == NULL)
        return cli_usage_error(cmd, _("missing --map"));
    if (port < 0)
        return cli_usage_error(cmd, _("missing --port (0 takes any free port)"));
    if (seats == 0)
        seats = n_bots + 1 > 2 ? n_bots + 1 : 2;
    if (n_bots > seats)
        return cli_usage_error(cmd, _("%d --bot for %ld seats"), n_bots, seats);

    char path[DATA_PATH_MAX];
    if (strchr(map_arg, '/') != NULL || strstr(map_arg, ".json") != NULL) {
        snprintf(path, sizeof path, "%s", map_arg);
    } else {
        char rel[256];
        snprintf(rel, sizeof rel, "maps/conquest/%.200s.json", map_arg);
        cli_data_path(rel, path, sizeof path);
    }
    cq_map map;
    cq_map_init(&map);
    data_error err;
    if (!data_cq_map_load(path, &map, &err)) {
        cli_print_data_error(cmd->name, &err);
        cq_map_free(&map);
        return CLI_USAGE;
    }
    if (seats < map.min_players || seats > map.max_players) {
        /* TRANSLATORS: the command, a map's name, then numbers of players. */
        fprintf(stderr, _("skirmish-cli %s: the map \"%s\" is for %d to %d players, not %d\n"), cmd->name,
                cli_content(map.name), map.min_players, map.max_players, (int)seats);
        cq_map_free(&map);
        return CLI_USAGE;
    }
    cq_serve_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.map = &map;
    cfg.n_seats = (int)seats;
    for (int p = 0; p < cfg.n_seats; p++) {
        int b = p - (cfg.n_seats - n_bots);
        cfg.seat[p] = b >= 0 ? bots[b] : CQ_SERVE_NETWORK;
    }
    cfg.port = (int)port;
    cfg.turn_ms = (int)turn_ms;
    cfg.max_turns = (int)max_turns;
    cfg.seed = seed;
    /* The community viewer animates a turn over 55 % of turn_duration_seconds
     * and skips a turn that comes while it animates. */
    cfg.turn_min_ms = turn_min_ms >= 0 ? (int)turn_min_ms : (int)((turn_ms * 6 + 9) / 10);
    cfg.linger_ms = (int)linger_ms;
    cfg.wait_start = wait_start;
    cfg.record = record != NULL;
    cfg.log = log;
    char why[200];
    cq_serve *s = cq_serve_open(&cfg, why, sizeof why);
    cq_map_free(&map);
    if (s == NULL) {
        fprintf(stderr, _("skirmish-cli %s: %s\n"), cmd->name, why);
        return CLI_USAGE;
    }
    printf("ws://127.0.0.1:%d\n", cq_serve_port(s));
    fflush(stdout);
    while (cq_serve_service(s, true) != CQ_SERVE_DONE) {
    }
    int status = CLI_OK;
    data_cq_layout layout;
    data_cq_layout_default(&layout);
    layout.wrap = true;
    layout.turn_duration_seconds = (double)turn_ms / 1000.0;
    char *text = data_cq_state_to_json(cq_serve_state(s), &layout);
    if (text != NULL) {
        fputs(text, stdout);
        free(text);
    }
    if (record != NULL) {
        char *rec = cq_serve_record_json(s);
        FILE *f = rec != NULL ? fopen(record, "w") : NULL;
        bool written = f != NULL && fputs(rec, f) >= 0;
        if (f != NULL && fclose(f) != 0)
            written = false;
        if (!written) {
            fprintf(stderr, _("skirmish-cli %s: cannot write %s\n"), cmd->name, record);
            status = CLI_USAGE;
        }
        free(rec);
    }
    cq_serve_close(s);
    return status;
}
#endif
