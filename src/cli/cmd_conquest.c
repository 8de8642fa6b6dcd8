/*
 * skirmish-cli conquest-turn, conquest-sim and conquest-map: one Conquest turn
 * from a state file and an orders file, bot-against-bot series on a map, and the
 * map generators. The rules are the core's (src/core/cq), the files the data
 * layer's; this file only reads arguments and prints.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "skirmish/i18n.h"
#include "skirmish/ai/cq_bots.h"
#include "skirmish/core/cq/gen.h"
#include "skirmish/core/cq/map.h"
#include "skirmish/core/cq/state.h"
#include "skirmish/core/cq/turn.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/data/paths.h"

static int run_turn(int argc, char **argv);
static int run_sim(int argc, char **argv);
static int run_map(int argc, char **argv);

const cli_command cli_cmd_conquest_turn = {
    "conquest-turn",
    /* TRANSLATORS: the synopsis of "skirmish-cli conquest-turn": translate the placeholders in
     * capitals as its help does, never the options (--seed) or fixed values. */
    N_("STATE.json ORDERS.json [--seed S] [--wrap]"),
    /* TRANSLATORS: the help of "skirmish-cli conquest-turn", lines of at most 80 characters;
     * keep JSON, option names, ids, file names and printed words as they are. */
    N_("Plays one Conquest turn and prints the next state, in the JSON shape of the\n"
       "state read (the public Chromatic Warfare server's shape; docs/formats.md).\n"
       "ORDERS.json is {\"orders\": [{\"player\": \"p0\", \"from\": 1, \"to\": 2, \"units\": 3}]}.\n"
       "Orders are checked in the given order; each dropped order is reported on\n"
       "stderr with its reason, and the others stand. Random draws come from the\n"
       "generator seeded with S when --seed is given, else from the state's \"rng\"\n"
       "key, else from seed 0; the generator's state after the turn is written as\n"
       "\"rng\". A state whose game is over is printed unchanged.\n"
       "STATE.json may be a raw server state, with or without its {\"type\":\n"
       "\"game_state\", ...} wrapper. --wrap prints the server's message shape instead\n"
       "({\"type\": \"game_state\", ...}, its key order, \"turn_duration_seconds\"), as\n"
       "its viewer and bot library read it.\n"
       "Exit status: 0 done (even with dropped orders), 2 bad arguments or files.\n"),
    run_turn,
};

const cli_command cli_cmd_conquest_sim = {
    "conquest-sim",
    /* TRANSLATORS: the synopsis of "skirmish-cli conquest-sim": translate the placeholders in
     * capitals as its help does, never the options (--seed) or fixed values. */
    N_("--map FILE --bot LEVEL --bot LEVEL [--bot LEVEL ...] [--games N] [--seed S] [--max-turns T]\n"
       "[--record-dir DIR]"),
    /* TRANSLATORS: the help of "skirmish-cli conquest-sim", lines of at most 80 characters;
     * keep JSON, option names, ids, file names and printed words as they are. */
    N_("Plays N games (default 10) between computer players on a Conquest map and\n"
       "prints a JSON summary: per seat (p0 is the first --bot) its level, wins (ranked\n"
       "first alone), shared wins (tied first) and how many times it finished at each\n"
       "rank; and the number of turns played. LEVEL is random, easy, normal or hard.\n"
       "FILE is a map file, a game state (ours or a raw server state: its graph is the\n"
       "map), or the name of a map in maps/conquest/ (\"duel\").\n"
       "Games are seeded from S (default 1): the same arguments print the same summary.\n"
       "--max-turns overrides the map's turn limit.\n"),
    run_sim,
};

const cli_command cli_cmd_conquest_map = {
    "conquest-map",
    /* TRANSLATORS: the synopsis of "skirmish-cli conquest-map": translate the placeholders in
     * capitals as its help does, never the options (--seed) or fixed values. */
    N_("--grid W H | --hex W H [--seed S] [--remove P] [--weights MIN-MAX] [--players MIN-MAX] [--max-turns T] "
       "[--name NAME]"),
    /* TRANSLATORS: the help of "skirmish-cli conquest-map", lines of at most 80 characters;
     * keep JSON, option names, ids, file names and printed words as they are. */
    N_("Generates a Conquest map and prints it as a skirmish-conquest-map file. --grid\n"
       "joins each vertex to its 4 neighbours, --hex to its 6 (W, H from 2 to 64). Every\n"
       "edge goes both ways. Weights are drawn from MIN to MAX (default 1-5, at most\n"
       "100); --remove P (0 to 0.8) is the chance of trying to remove each vertex, which\n"
       "is removed only if the map stays in one piece (at least 8 vertices are kept).\n"
       "Defaults: seed 0, players 2-8, 100 turns.\n"),
    run_map,
};

/* ---- conquest-turn ---- */

static int run_turn(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_conquest_turn;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    const char *files[2];
    int n = 0;
    bool seeded = false, wrap = false;
    unsigned long long seed = 0;
    for (int i = 0; i < argc; i++) {
        const char *value;
        if (strcmp(argv[i], "--wrap") == 0) {
            wrap = true;
            continue;
        }
        int m = cli_option_value(argc, argv, &i, "--seed", &value);
        if (m < 0)
            return cli_usage_error(cmd, _("--seed needs a number"));
        if (m > 0) {
            if (!cli_parse_u64(value, &seed))
                return cli_usage_error(cmd, _("--seed must be a whole number from 0 to 18446744073709551615, not '%s'"),
                                       value);
            seeded = true;
            continue;
        }
        if (argv[i][0] == '-' && argv[i][1] == '-')
            return cli_usage_error(cmd, _("unknown option '%s'"), argv[i]);
        if (n == 2)
            return cli_usage_error(cmd, _("unexpected argument '%s'"), argv[i]);
        files[n++] = argv[i];
    }
    if (n < 2)
        return cli_usage_error(cmd, _("expected a state file and an orders file"));

    cq_graph graph;
    cq_graph_init(&graph);
    cq_state *state = malloc(sizeof *state);
    if (state == NULL) {
        fprintf(stderr, _("skirmish-cli %s: out of memory\n"), cmd->name);
        return CLI_USAGE;
    }
    data_cq_layout layout;
    data_error err;
    cq_order *orders = NULL;
    size_t n_orders = 0;
    cq_order_problem *problems = NULL;
    int status = CLI_USAGE;
    if (!data_cq_state_load(files[0], &graph, state, &layout, &err) ||
        !data_cq_orders_load(files[1], state, &orders, &n_orders, &err)) {
        cli_print_data_error(cmd->name, &err);
        goto done;
    }
    char warning[CQ_PLAYER_ID_MAX + 256];
    if (data_cq_layout_warning(&layout, warning, sizeof warning)) {
        char shown[DATA_PATH_MAX];
        data_text_escape(shown, sizeof shown, files[0]);
        /* TRANSLATORS: %s the command, a file, then what is unusual in it. */
        fprintf(stderr, _("skirmish-cli %s: warning: %s: %s\n"), cmd->name, shown, warning);
    }
    layout.wrap = wrap;
    problems = malloc((n_orders > 0 ? n_orders : 1) * sizeof *problems);
    if (problems == NULL) {
        fprintf(stderr, _("skirmish-cli %s: out of memory\n"), cmd->name);
        goto done;
    }
    if (seeded)
        core_rng_seed(&state->rng, seed);
    bool was_over = cq_state_over(state);
    cq_turn_report report;
    if (!cq_turn_resolve(state, orders, n_orders, problems, &report)) {
        fprintf(stderr, _("skirmish-cli %s: out of memory\n"), cmd->name);
        goto done;
    }
    if (was_over)
        fprintf(stderr, _("skirmish-cli %s: the game is over: no turn was played\n"), cmd->name);
    for (size_t i = 0; i < n_orders; i++) {
        if (problems[i] == CQ_ORDER_OK)
            continue;
        const cq_order *o = &orders[i];
        const char *who = o->player >= 0 ? state->players[o->player].id : "?";
        /* TRANSLATORS: a dropped order: the command, the order's index in the file,
         * the reason's id (keep "(%s)" as is), the player's id, the order (from
         * vertex, to vertex, units) and the reason. */
        fprintf(stderr,
                P_("skirmish-cli %s: orders[%zu] dropped (%s): %s %lld -> %lld, %lld unit: %s\n",
                   "skirmish-cli %s: orders[%zu] dropped (%s): %s %lld -> %lld, %lld units: %s\n",
                   (unsigned long)(o->units < 0 ? -o->units : o->units)),
                cmd->name, i, cq_order_problem_id(problems[i]), who, (long long)o->from, (long long)o->to,
                (long long)o->units, _(cq_order_problem_text(problems[i])));
    }
    char *text = data_cq_state_to_json(state, &layout);
    if (text == NULL) {
        fprintf(stderr, _("skirmish-cli %s: out of memory\n"), cmd->name);
        goto done;
    }
    fputs(text, stdout);
    free(text);
    status = CLI_OK;
done:
    free(problems);
    free(orders);
    free(state);
    cq_graph_free(&graph);
    return status;
}

/* ---- conquest-sim ---- */

/* A map file, or the name of a shipped map. */
static void map_path(const char *arg, char *out, size_t size)
{
    if (strchr(arg, '/') != NULL || strstr(arg, ".json") != NULL) {
        snprintf(out, size, "%s", arg);
        return;
    }
    char rel[256];
    snprintf(rel, sizeof rel, "maps/conquest/%s.json", arg);
    cli_data_path(rel, out, size);
}

typedef struct seat_stats {
    cq_bot_level level;
    long wins, shared_wins;
    long ranks[CQ_SETUP_MAX_PLAYERS];
} seat_stats;

/* Game `game` of conquest-sim as a save with its record: DIR/conquest-0001.json
 * for the first. */
static bool write_record(const cli_command *cmd, const char *dir, long game, const cq_map *map,
                         const seat_stats seats[], int n_seats, const cq_state *state, const data_cq_record *record)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/conquest-%04ld.json", dir, game + 1);
    data_seat s[CQ_SETUP_MAX_PLAYERS];
    for (int p = 0; p < n_seats; p++)
        data_cq_seat_make(&s[p], (int)seats[p].level);
    data_error err;
    if (!data_cq_save_save_record(path, map->name, s, state, NULL, NULL, record, &err)) {
        cli_print_data_error(cmd->name, &err);
        return false;
    }
    return true;
}

static int run_sim(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_conquest_sim;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    const char *map_arg = NULL;
    seat_stats seats[CQ_SETUP_MAX_PLAYERS];
    memset(seats, 0, sizeof seats);
    int n_seats = 0;
    long games = 10, max_turns = 0;
    unsigned long long seed = 1;
    const char *record_dir = NULL;
    for (int i = 0; i < argc; i++) {
        const char *value;
        int m;
        if ((m = cli_option_value(argc, argv, &i, "--map", &value)) != 0) {
            if (m < 0)
                return cli_usage_error(cmd, _("--map needs a file"));
            map_arg = value;
        } else if ((m = cli_option_value(argc, argv, &i, "--bot", &value)) != 0) {
            if (m < 0)
                return cli_usage_error(cmd, _("--bot needs a level"));
            if (n_seats == CQ_SETUP_MAX_PLAYERS)
                return cli_usage_error(cmd, _("at most %d bots"), CQ_SETUP_MAX_PLAYERS);
            if (!cq_bot_level_parse(value, &seats[n_seats].level))
                return cli_usage_error(cmd, _("unknown bot level '%s' (random, easy, normal or hard)"), value);
            n_seats++;
        } else if ((m = cli_option_value(argc, argv, &i, "--games", &value)) != 0) {
            if (m < 0 || !cli_parse_int(value, 1, 1000000, &games))
                return cli_usage_error(cmd, _("--games must be a whole number from 1 to 1000000"));
        } else if ((m = cli_option_value(argc, argv, &i, "--seed", &value)) != 0) {
            if (m < 0 || !cli_parse_u64(value, &seed))
                return cli_usage_error(cmd, _("--seed must be a whole number from 0 to 18446744073709551615"));
        } else if ((m = cli_option_value(argc, argv, &i, "--max-turns", &value)) != 0) {
            if (m < 0 || !cli_parse_int(value, 1, CQ_MAX_TURN_LIMIT, &max_turns))
                return cli_usage_error(cmd, _("--max-turns must be a whole number from 1 to %d"), CQ_MAX_TURN_LIMIT);
        } else if ((m = cli_option_value(argc, argv, &i, "--record-dir", &value)) != 0) {
            if (m < 0)
                return cli_usage_error(cmd, _("--record-dir needs a folder"));
            record_dir = value;
        } else {
            return cli_usage_error(cmd, _("unexpected argument '%s'"), argv[i]);
        }
    }
    if (map_arg == NULL)
        return cli_usage_error(cmd, _("missing --map FILE"));
    if (n_seats < CQ_SETUP_MIN_PLAYERS)
        return cli_usage_error(cmd, _("give at least two --bot"));

    char path[1024];
    map_path(map_arg, path, sizeof path);
    cq_map map;
    cq_map_init(&map);
    data_error err;
    if (!data_cq_map_load(path, &map, &err)) {
        cli_print_data_error(cmd->name, &err);
        return CLI_USAGE;
    }
    if (n_seats < map.min_players || n_seats > map.max_players) {
        /* TRANSLATORS: the command, a map's name, then numbers of players. */
        fprintf(stderr, _("skirmish-cli %s: the map \"%s\" is for %d to %d players, not %d\n"), cmd->name,
                cli_content(map.name), map.min_players, map.max_players, n_seats);
        cq_map_free(&map);
        return CLI_USAGE;
    }
    int limit = max_turns > 0 ? (int)max_turns : map.max_turns;
    size_t cap = (size_t)(map.graph.n_edges > 0 ? map.graph.n_edges : 1);
    cq_order *orders = malloc(cap * (size_t)n_seats * sizeof *orders);
    cq_state *state = malloc(sizeof *state);
    if (orders == NULL || state == NULL) {
        fprintf(stderr, _("skirmish-cli %s: out of memory\n"), cmd->name);
        free(orders);
        free(state);
        cq_map_free(&map);
        return CLI_USAGE;
    }
    if (record_dir)
        (void)mkdir(record_dir, 0777); /* made when missing; a failure shows at the first write */
    core_rng seeds;
    core_rng_seed(&seeds, seed);
    long turns_total = 0, turns_min = -1, turns_max = 0, no_winner = 0;
    int status = CLI_OK;
    for (long game = 0; game < games && status == CLI_OK; game++) {
        uint64_t game_seed = core_rng_next(&seeds);
        cq_state_setup(state, &map.graph, n_seats, limit, game_seed);
        data_cq_record record;
        data_cq_record_init(&record);
        bool recording = record_dir != NULL;
        if (recording && !data_cq_record_begin(&record, state)) {
            fprintf(stderr, _("skirmish-cli %s: out of memory\n"), cmd->name);
            status = CLI_USAGE;
            break;
        }
        core_rng bots[CQ_SETUP_MAX_PLAYERS];
        for (int p = 0; p < n_seats; p++)
            core_rng_seed(&bots[p], game_seed ^ (UINT64_C(0x9E3779B97F4A7C15) * (uint64_t)(p + 1)));
        long turns = 0;
        while (!cq_state_over(state)) {
            size_t n = 0;
            for (int p = 0; p < n_seats; p++) {
                int k = cq_bot_orders(state, p, seats[p].level, &bots[p], orders + n, (int)cap);
                if (k < 0)
                    break;
                n += (size_t)k;
            }
            if (!cq_turn_resolve(state, orders, n, NULL, NULL) ||
                (recording && !data_cq_record_push_turn(&record, orders, n))) {
                fprintf(stderr, _("skirmish-cli %s: out of memory\n"), cmd->name);
                status = CLI_USAGE;
                break;
            }
            turns++;
        }
        if (recording && status == CLI_OK && !write_record(cmd, record_dir, game, &map, seats, n_seats, state, &record))
            status = CLI_USAGE;
        data_cq_record_free(&record);
        int rank[CQ_MAX_PLAYERS];
        cq_state_ranks(state, rank);
        int firsts = 0;
        for (int p = 0; p < n_seats; p++) {
            seats[p].ranks[rank[p] - 1]++;
            firsts += rank[p] == 1;
        }
        for (int p = 0; p < n_seats; p++) {
            if (rank[p] == 1 && firsts == 1)
                seats[p].wins++;
            else if (rank[p] == 1)
                seats[p].shared_wins++;
        }
        no_winner += firsts != 1;
        turns_total += turns;
        turns_max = turns > turns_max ? turns : turns_max;
        turns_min = turns_min < 0 || turns < turns_min ? turns : turns_min;
    }
    if (status == CLI_OK) {
        /* Written by hand: the summary is small and flat, and its shape is part of
         * the command's contract (docs/conquest.md). */
        printf("{\n  \"map\": \"");
        for (const char *c = map.name; *c; c++) {
            if (*c == '"' || *c == '\\')
                putchar('\\');
            if ((unsigned char)*c >= 0x20)
                putchar(*c);
        }
        printf("\",\n  \"games\": %ld,\n  \"seed\": \"%llu\",\n  \"max_turns\": %d,\n  \"players\": [\n", games, seed,
               limit);
        for (int p = 0; p < n_seats; p++) {
            printf("    {\"seat\": \"p%d\", \"bot\": \"%s\", \"wins\": %ld, \"shared_wins\": %ld, \"ranks\": [", p,
                   cq_bot_level_name(seats[p].level), seats[p].wins, seats[p].shared_wins);
            for (int r = 0; r < n_seats; r++)
                printf("%s%ld", r ? ", " : "", seats[p].ranks[r]);
            printf("]}%s\n", p + 1 < n_seats ? "," : "");
        }
        printf("  ],\n  \"games_without_single_winner\": %ld,\n", no_winner);
        printf("  \"turns\": {\"min\": %ld, \"max\": %ld, \"total\": %ld}\n}\n", turns_min, turns_max, turns_total);
    }
    free(orders);
    free(state);
    cq_map_free(&map);
    return status;
}

/* ---- conquest-map ---- */

/* "A-B" with both in [lo, hi] and A <= B. */
static bool parse_range(const char *text, long lo, long hi, long *a, long *b)
{
    const char *dash = strchr(text, '-');
    if (dash == NULL || dash == text)
        return false;
    char first[32];
    size_t n = (size_t)(dash - text);
    if (n >= sizeof first)
        return false;
    memcpy(first, text, n);
    first[n] = '\0';
    return cli_parse_int(first, lo, hi, a) && cli_parse_int(dash + 1, lo, hi, b) && *a <= *b;
}

/* A probability from 0 to 0.8 with at most three decimals, as a count per 1000. */
static bool parse_permille(const char *text, long *out)
{
    long whole = 0, frac = 0, digits = 0;
    const char *p = text;
    if (*p < '0' || *p > '9')
        return false;
    while (*p >= '0' && *p <= '9') {
        /* Any whole part above 1 is refused below; stop growing it before it can
         * overflow (99999999999999999999 is just "too large"). */
        if (whole <= 1)
            whole = whole * 10 + (*p - '0');
        p++;
    }
    if (*p == '.') {
        p++;
        while (*p >= '0' && *p <= '9') {
            if (digits == 3)
                return false;
            frac = frac * 10 + (*p++ - '0');
            digits++;
        }
        if (digits == 0)
            return false;
    }
    if (*p != '\0' || whole > 1)
        return false;
    while (digits++ < 3)
        frac *= 10;
    long permille = whole * 1000 + frac;
    if (permille > CQ_GEN_MAX_REMOVE_PERMILLE)
        return false;
    *out = permille;
    return true;
}

static int run_map(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_conquest_map;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    int layout = -1;
    long w = 0, h = 0, wmin = 1, wmax = 5, pmin = CQ_SETUP_MIN_PLAYERS, pmax = CQ_SETUP_MAX_PLAYERS;
    long turns = CQ_DEFAULT_MAX_TURNS, permille = 0;
    unsigned long long seed = 0;
    const char *name = NULL;
    for (int i = 0; i < argc; i++) {
        const char *value;
        int m;
        if (strcmp(argv[i], "--grid") == 0 || strcmp(argv[i], "--hex") == 0) {
            if (layout >= 0)
                return cli_usage_error(cmd, _("give one of --grid and --hex"));
            layout = strcmp(argv[i], "--grid") == 0 ? CQ_LAYOUT_GRID : CQ_LAYOUT_HEX;
            if (i + 2 >= argc || !cli_parse_int(argv[i + 1], CQ_GEN_MIN_SIDE, CQ_GEN_MAX_SIDE, &w) ||
                !cli_parse_int(argv[i + 2], CQ_GEN_MIN_SIDE, CQ_GEN_MAX_SIDE, &h))
                return cli_usage_error(cmd, _("%s needs a width and a height from %d to %d"), argv[i], CQ_GEN_MIN_SIDE,
                                       CQ_GEN_MAX_SIDE);
            i += 2;
        } else if ((m = cli_option_value(argc, argv, &i, "--seed", &value)) != 0) {
            if (m < 0 || !cli_parse_u64(value, &seed))
                return cli_usage_error(cmd, _("--seed must be a whole number from 0 to 18446744073709551615"));
        } else if ((m = cli_option_value(argc, argv, &i, "--remove", &value)) != 0) {
            if (m < 0 || !parse_permille(value, &permille))
                return cli_usage_error(cmd, _("--remove must be a number from 0 to 0.8 (at most 3 decimals)"));
        } else if ((m = cli_option_value(argc, argv, &i, "--weights", &value)) != 0) {
            if (m < 0 || !parse_range(value, 1, CQ_GEN_MAX_WEIGHT, &wmin, &wmax))
                return cli_usage_error(cmd, _("--weights must be MIN-MAX within 1-%d"), CQ_GEN_MAX_WEIGHT);
        } else if ((m = cli_option_value(argc, argv, &i, "--players", &value)) != 0) {
            if (m < 0 || !parse_range(value, CQ_SETUP_MIN_PLAYERS, CQ_SETUP_MAX_PLAYERS, &pmin, &pmax))
                return cli_usage_error(cmd, _("--players must be MIN-MAX within %d-%d"), CQ_SETUP_MIN_PLAYERS,
                                       CQ_SETUP_MAX_PLAYERS);
        } else if ((m = cli_option_value(argc, argv, &i, "--max-turns", &value)) != 0) {
            if (m < 0 || !cli_parse_int(value, 1, CQ_MAX_TURN_LIMIT, &turns))
                return cli_usage_error(cmd, _("--max-turns must be a whole number from 1 to %d"), CQ_MAX_TURN_LIMIT);
        } else if ((m = cli_option_value(argc, argv, &i, "--name", &value)) != 0) {
            if (m < 0 || value[0] == '\0')
                return cli_usage_error(cmd, _("--name needs a name"));
            name = value;
        } else {
            return cli_usage_error(cmd, _("unexpected argument '%s'"), argv[i]);
        }
    }
    if (layout < 0)
        return cli_usage_error(cmd, _("give --grid W H or --hex W H"));

    cq_gen_params params;
    cq_gen_params_default(&params, (cq_layout)layout, (int)w, (int)h);
    params.weight_min = (int)wmin;
    params.weight_max = (int)wmax;
    params.remove_permille = (int)permille;
    params.seed = seed;
    cq_map map;
    cq_map_init(&map);
    cq_gen_problem gp = cq_generate(&map.graph, &params);
    if (gp != CQ_GEN_OK) {
        fprintf(stderr, _("skirmish-cli %s: %s\n"), cmd->name, _(cq_gen_problem_text(gp)));
        cq_map_free(&map);
        return CLI_USAGE;
    }
    if (name != NULL)
        snprintf(map.name, sizeof map.name, "%s", name);
    else
        snprintf(map.name, sizeof map.name, "%s %ldx%ld, seed %llu", layout == CQ_LAYOUT_GRID ? "Grid" : "Hex", w, h,
                 seed);
    map.min_players = (int)pmin;
    map.max_players = (int)pmax;
    map.max_turns = (int)turns;
    int status = CLI_OK;
    cq_map_problem mp = cq_map_test(&map);
    char *text = mp == CQ_MAP_OK ? data_cq_map_to_json(&map) : NULL;
    if (mp != CQ_MAP_OK) {
        fprintf(stderr, _("skirmish-cli %s: %s\n"), cmd->name, _(cq_map_problem_text(mp)));
        status = CLI_USAGE;
    } else if (text == NULL) {
        fprintf(stderr, _("skirmish-cli %s: out of memory\n"), cmd->name);
        status = CLI_USAGE;
    } else {
        fputs(text, stdout);
    }
    free(text);
    cq_map_free(&map);
    return status;
}
