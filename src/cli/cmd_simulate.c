/*
 * skirmish-cli simulate and tournament: headless games between computer players,
 * to measure the AI levels against each other and the squads' balance.
 *
 * Each game is fully determined by the base seed and its index (the game's seed,
 * which argument plays which board side, each player's seed), so results do not
 * depend on how many threads play them; only the measured decision times do.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "record.h"
#include "skirmish/i18n.h"
#include "skirmish/ai/ai.h"
#include "skirmish/ai/match.h"
#include "skirmish/core/esc/game.h"
#include "skirmish/core/esc/scenario.h"
#include "skirmish/data/files.h"
#include "skirmish/data/scenario_file.h"

static int run_simulate(int argc, char **argv);
static int run_tournament(int argc, char **argv);

const cli_command cli_cmd_simulate = {
    "simulate",
    /* TRANSLATORS: the synopsis of "skirmish-cli simulate": translate the placeholders in
     * capitals as its help does, never the options (--seed) or fixed values. */
    N_("--squad A.json --squad B.json [--ai LEVEL [--ai LEVEL]] [--games N] [--seed S] [--time-ms T]\n"
       "[--threads K] [--map FILE] [--scenario FILE] [--round-limit R] [--check-invariants] [--no-clock-stop]\n"
       "[--record-dir DIR]"),
    /* TRANSLATORS: the help of "skirmish-cli simulate", lines of at most 80 characters;
     * keep JSON, option names, ids, file names and printed words as they are. */
    N_("Plays N games between two computer players and prints one JSON object:\n"
       "  {\"games\": N, \"wins\": [w0, w1], \"draws\": d, \"mean_rounds\": r,\n"
       "   \"decision_ms\": [{\"median\": m, \"p99\": q}, {\"median\": m, \"p99\": q}]}\n"
       "Index 0 is the first --squad with the first --ai, index 1 the second. The two\n"
       "alternate: in even games the first deploys first and takes the first turn, in odd\n"
       "games the second does. LEVEL is random, easy, normal or hard (one --ai: both\n"
       "sides). Defaults: 100 games, seed 1, each level's own time cap, 1 thread, the\n"
       "crossroads map from the data directory, the 30-round limit.\n"
       "  --time-ms T         cap each decision at T ms (a deterministic work budget)\n"
       "  --threads K         play K games at a time; the results do not depend on K\n"
       "  --check-invariants  check the rules' invariants after every action; the first\n"
       "                      broken one is reported on stderr with exit 1 (soak runs)\n"
       "  --no-clock-stop     never cut a decision on the wall clock (reproducible even\n"
       "                      on a slow machine or under a sanitizer)\n"
       "  --scenario FILE     play a scenario (docs/formats.md): index k plays its side\n"
       "                      k, who deploys and moves first is the scenario's; give\n"
       "                      --squad twice (\"fixed\": that side's fixed squad) or not\n"
       "                      at all (the fixed squads); no --map; --round-limit\n"
       "                      replaces the scenario's. The JSON adds, after mean_rounds,\n"
       "                      \"ends\": {\"elimination\": e, \"objective\": o,\n"
       "                      \"round_limit\": l}: how many games ended each way\n"

       "Exit: 0 done; 1 an illegal squad or a broken invariant; 2 bad arguments or an\n"
       "unreadable squad, map or scenario file.\n"),
    run_simulate,
};

const cli_command cli_cmd_tournament = {
    "tournament",
    /* TRANSLATORS: the synopsis of "skirmish-cli tournament": translate the placeholders in
     * capitals as its help does, never the options (--seed) or fixed values. */
    N_("[--ai LEVEL] [--games N] [--seed S] [--time-ms T] [--threads K] [--map FILE] [--json]"),
    /* TRANSLATORS: the help of "skirmish-cli tournament", lines of at most 80 characters;
     * keep JSON, option names, ids, file names and printed words as they are. */
    N_("Plays every default squad (assets/squads/ in the data directory) against every\n"
       "other, N games per pairing (default 20) with sides alternating as in simulate,\n"
       "both sides at LEVEL (default normal), and prints a table: each cell is the win\n"
       "rate of the row's squad against the column's (draws count as half a win), the\n"
       "last column its rate over all its games. --json prints the same as JSON.\n"),
    run_tournament,
};

/* ---- files ---- */

/* CLI_OK, or the exit status after saying what is wrong. */
static int load_squad(const cli_command *cmd, const char *path, esc_squad *squad)
{
    data_error err;
    if (!data_squad_load(path, squad, &err)) {
        cli_print_data_error(cmd->name, &err);
        return CLI_USAGE;
    }
    esc_squad_report r = esc_squad_test(squad);
    if (r.problem != ESC_SQUAD_OK) {
        char why[256];
        /* Before any game is played (no threads yet): the reason for a person. */
        cli_core_translation(true);
        esc_squad_report_text(&r, squad, why, sizeof why);
        cli_core_translation(false);
        /* TRANSLATORS: the first %s is the command, the second a file, the third why its squad is illegal. */
        fprintf(stderr, _("skirmish-cli %s: %s: illegal squad: %s\n"), cmd->name, path, why);
        return CLI_NO;
    }
    return CLI_OK;
}

static int load_map(const cli_command *cmd, const char *given, esc_map *map)
{
    char path[1024];
    if (given)
        snprintf(path, sizeof path, "%s", given);
    else if (!cli_data_path("maps/crossroads.json", path, sizeof path))
        return CLI_USAGE;
    data_error err;
    if (!data_map_load(path, map, &err)) {
        cli_print_data_error(cmd->name, &err);
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* ---- a batch of games ---- */

typedef struct batch {
    /* what to play */
    const esc_squad *squads[2];   /* by argument index */
    ai_config ai[2];
    const esc_map *map;
    const esc_scenario *scenario; /* instead of the map, when given */
    esc_settings settings;
    int games;
    uint64_t seed;
    int threads;
    bool check;
    const char *record_dir;       /* --record-dir, or NULL */
    /* per game, filled by the workers */
    struct game_out *out;
    atomic_int next;
} batch;

typedef struct time_list {
    double *ms;
    int n, cap;
    bool oom;
} time_list;

typedef struct game_out {
    int winner_arg;               /* argument index of the winner, -1 draw */
    int rounds;
    esc_end_reason end;
    bool broken;
    char why[200];
    uint64_t game_seed;
    time_list times[2];           /* by argument index */
} game_out;

static void times_push(time_list *t, double ms)
{
    if (t->n == t->cap) {
        int cap = t->cap ? 2 * t->cap : 128;
        double *p = realloc(t->ms, sizeof *p * (size_t)cap);
        if (!p) {
            t->oom = true;
            return;
        }
        t->ms = p;
        t->cap = cap;
    }
    t->ms[t->n++] = ms;
}

static uint64_t mix64(uint64_t x)
{
    x += UINT64_C(0x9E3779B97F4A7C15);
    x = (x ^ (x >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    x = (x ^ (x >> 27)) * UINT64_C(0x94D049BB133111EB);
    return x ^ (x >> 31);
}

/* Who takes the first turn, drawn exactly as the rules will draw it at the end of
 * deployment (docs/rules.md, section 10: each roll pair is player 1's die then
 * player 2's, ties re-rolled), from the game's generator right after setup. */
static int predicted_first_player(const esc_game *g)
{
    core_rng rng = g->rng;
    int r0, r1;
    do {
        r0 = 1 + (int)core_rng_below(&rng, 6);
        r1 = 1 + (int)core_rng_below(&rng, 6);
    } while (r0 == r1);
    return r0 > r1 ? 0 : 1;
}

typedef struct decision_sink {
    game_out *out;
    int arg_of_side[2];
} decision_sink;

static void on_decision(void *user, int side, const ai_decision_stats *stats)
{
    decision_sink *sink = user;
    times_push(&sink->out->times[sink->arg_of_side[side]], stats->elapsed_ms);
}

/* One game (its seed, squads by board side), kept as a record in --record-dir
 * when asked; as ai_match_play. */
static bool play_game(batch *b, int i, esc_game *game, ai_player *players[2], decision_sink *sink,
                      ai_match_result *r, const esc_squad *by_side[2], uint64_t seed)
{
    if (!b->record_dir)
        return ai_match_play(game, players, b->check, on_decision, sink, r);
    esc_record rec;
    memset(&rec, 0, sizeof rec);
    if (b->scenario)
        esc_record_init_scenario(&rec, b->scenario, by_side, seed);
    else
        esc_record_init(&rec, b->map, by_side, &b->settings, seed);
    bool ok = ai_match_play_kept(game, players, b->check, on_decision, sink, r, &rec);
    ai_level levels[2] = { players[0]->config.level, players[1]->config.level };
    if (ok && !cli_write_esc_record(b->record_dir, i, &rec, levels, r->why, sizeof r->why))
        ok = false;
    esc_record_free(&rec);
    return ok;
}

/* Game i of a scenario: argument k plays the scenario's side k; who deploys and
 * moves first is the scenario's (or the game seed's draws). */
static void play_scenario(batch *b, int i, ai_player players_by_arg[2])
{
    game_out *out = &b->out[i];
    esc_game game;
    uint64_t seed = mix64(b->seed ^ mix64((uint64_t)i * 64));
    out->game_seed = seed;
    if (esc_scenario_start(&game, b->scenario, b->squads, seed, NULL) != ESC_SETUP_OK) {
        /* The scenario and squads were checked when read: not expected. */
        out->broken = true;
        snprintf(out->why, sizeof out->why, "%s", _("the game cannot start with these squads and this scenario"));
        return;
    }
    ai_player *by_side_players[2];
    for (int s = 0; s < 2; s++) {
        players_by_arg[s].config.seed = mix64(b->ai[s].seed ^ mix64((uint64_t)i * 2 + (uint64_t)s));
        by_side_players[s] = &players_by_arg[s];
    }
    decision_sink sink = { out, { 0, 1 } };
    ai_match_result r;
    bool ok = play_game(b, i, &game, by_side_players, &sink, &r, b->squads, seed);
    out->rounds = r.rounds;
    out->winner_arg = r.winner;
    out->end = game.end_reason;
    if (!ok) {
        out->broken = true;
        snprintf(out->why, sizeof out->why, "%s", r.why);
    }
}

/* Game i: argument i % 2 deploys first and takes the first turn. The game's seed
 * is the first of a seeded sequence whose draws give one board side both. */
static void play_one(batch *b, int i, ai_player players_by_arg[2])
{
    game_out *out = &b->out[i];
    if (b->scenario) {
        play_scenario(b, i, players_by_arg);
        return;
    }
    int lead = i % 2;
    esc_game game;
    uint64_t seed = 0;
    for (uint64_t attempt = 0;; attempt++) {
        seed = mix64(b->seed ^ mix64((uint64_t)i * 64 + attempt));
        const esc_squad *probe[2] = { b->squads[0], b->squads[1] };
        if (esc_game_init(&game, b->map, probe, &b->settings, seed, NULL) != ESC_SETUP_OK) {
            /* Squads, map and settings were checked when read: not expected. */
            out->broken = true;
            snprintf(out->why, sizeof out->why, "%s", _("the game cannot start with these squads, map and settings"));
            return;
        }
        if (predicted_first_player(&game) == game.first_deployer)
            break;
    }
    /* Put the leading argument on the side that deploys and plays first. */
    int lead_side = game.first_deployer;
    int arg_of_side[2];
    arg_of_side[lead_side] = lead;
    arg_of_side[lead_side ^ 1] = lead ^ 1;
    const esc_squad *by_side[2] = { b->squads[arg_of_side[0]], b->squads[arg_of_side[1]] };
    esc_game_init(&game, b->map, by_side, &b->settings, seed, NULL); /* as the probe: it starts */
    out->game_seed = seed;

    ai_player *by_side_players[2];
    for (int s = 0; s < 2; s++) {
        int arg = arg_of_side[s];
        players_by_arg[arg].config.seed = mix64(b->ai[arg].seed ^ mix64((uint64_t)i * 2 + (uint64_t)arg));
        by_side_players[s] = &players_by_arg[arg];
    }
    decision_sink sink = { out, { arg_of_side[0], arg_of_side[1] } };
    ai_match_result r;
    bool ok = play_game(b, i, &game, by_side_players, &sink, &r, by_side, seed);
    out->rounds = r.rounds;
    out->end = game.end_reason;
    out->winner_arg = r.winner < 0 ? -1 : arg_of_side[r.winner];
    if (!ok) {
        out->broken = true;
        snprintf(out->why, sizeof out->why, "%s", r.why);
    } else if (game.first_player != lead_side) {
        out->broken = true;
        snprintf(out->why, sizeof out->why, "%s", _("internal error: the first turn went to the wrong side"));
    }
}

static void *worker(void *arg)
{
    batch *b = arg;
    ai_player players[2];
    bool ready0 = ai_player_init(&players[0], &b->ai[0]);
    bool ready1 = ai_player_init(&players[1], &b->ai[1]); /* both, so both may be freed */
    bool ready = ready0 && ready1;
    for (;;) {
        int i = atomic_fetch_add(&b->next, 1);
        if (i >= b->games)
            break;
        if (!ready) {
            b->out[i].broken = true;
            snprintf(b->out[i].why, sizeof b->out[i].why, "%s", _("out of memory for the players"));
            continue;
        }
        play_one(b, i, players);
    }
    ai_player_free(&players[0]);
    ai_player_free(&players[1]);
    return NULL;
}

/* Plays the batch; false (with a message on stderr) when out of memory. */
static bool batch_run(batch *b)
{
    b->out = calloc((size_t)b->games, sizeof *b->out);
    if (!b->out) {
        fputs(_("skirmish-cli: out of memory\n"), stderr);
        return false;
    }
    atomic_init(&b->next, 0);
    int k = b->threads < b->games ? b->threads : b->games;
    if (k <= 1) {
        worker(b);
        return true;
    }
    pthread_t *ids = calloc((size_t)k, sizeof *ids);
    int started = 0;
    if (ids)
        for (; started < k; started++)
            if (pthread_create(&ids[started], NULL, worker, b) != 0)
                break;
    if (started == 0)
        worker(b); /* no threads to be had: play them all here */
    for (int t = 0; t < started; t++)
        pthread_join(ids[t], NULL);
    free(ids);
    return true;
}

static void batch_free(batch *b)
{
    if (!b->out)
        return;
    for (int i = 0; i < b->games; i++)
        for (int a = 0; a < 2; a++)
            free(b->out[i].times[a].ms);
    free(b->out);
    b->out = NULL;
}

static int compare_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Median and 99th percentile (nearest rank) of every decision of one argument. */
static bool batch_times(const batch *b, int arg, double *median, double *p99)
{
    size_t total = 0;
    for (int i = 0; i < b->games; i++)
        total += (size_t)b->out[i].times[arg].n;
    *median = *p99 = 0.0;
    if (total == 0)
        return true;
    double *all = malloc(sizeof *all * total);
    if (!all)
        return false;
    size_t n = 0;
    for (int i = 0; i < b->games; i++)
        for (int k = 0; k < b->out[i].times[arg].n; k++)
            all[n++] = b->out[i].times[arg].ms[k];
    qsort(all, n, sizeof *all, compare_double);
    *median = n % 2 ? all[n / 2] : (all[n / 2 - 1] + all[n / 2]) / 2.0;
    size_t rank = (size_t)((99 * n + 99) / 100); /* ceil(0.99 n), 1-based */
    *p99 = all[(rank ? rank : 1) - 1];
    free(all);
    return true;
}

/* ---- option parsing shared by both commands ---- */

typedef struct options {
    const char *squads[2];
    int n_squads;
    ai_level levels[2];
    int n_levels;
    long games;
    unsigned long long seed;
    long time_ms;
    long threads;
    long round_limit;
    const char *map;
    const char *scenario;
    const char *record_dir;
    bool check, no_clock_stop, json;
} options;

/* CLI_OK or the usage error's status. */
static int parse_options(const cli_command *cmd, int argc, char **argv, options *o, bool tournament)
{
    memset(o, 0, sizeof *o);
    o->games = tournament ? 20 : 100;
    o->seed = 1;
    o->threads = 1;
    o->round_limit = -1;
    for (int i = 0; i < argc; i++) {
        const char *v;
        int m;
        if (!tournament && (m = cli_option_value(argc, argv, &i, "--squad", &v)) != 0) {
            if (m < 0 || o->n_squads == 2)
                return cli_usage_error(cmd, _("--squad takes a file, exactly twice"));
            o->squads[o->n_squads++] = v;
        } else if ((m = cli_option_value(argc, argv, &i, "--ai", &v)) != 0) {
            if (m < 0 || o->n_levels == (tournament ? 1 : 2))
                return cli_usage_error(cmd, tournament ? _("--ai takes a level, once") : _("--ai takes a level, at most twice"));
            if (!ai_level_parse(v, &o->levels[o->n_levels]))
                return cli_usage_error(cmd, _("unknown level '%s' (random, easy, normal or hard)"), v);
            o->n_levels++;
        } else if ((m = cli_option_value(argc, argv, &i, "--games", &v)) != 0) {
            if (m < 0 || !cli_parse_int(v, 1, 10000000, &o->games))
                return cli_usage_error(cmd, _("--games needs a whole number from 1"));
        } else if ((m = cli_option_value(argc, argv, &i, "--seed", &v)) != 0) {
            if (m < 0 || !cli_parse_u64(v, &o->seed))
                return cli_usage_error(cmd, _("--seed needs a whole number"));
        } else if ((m = cli_option_value(argc, argv, &i, "--time-ms", &v)) != 0) {
            if (m < 0 || !cli_parse_int(v, 1, AI_TIME_MS_MAX, &o->time_ms))
                return cli_usage_error(cmd, _("--time-ms needs a whole number of milliseconds from 1 to %d"),
                                       AI_TIME_MS_MAX);
        } else if ((m = cli_option_value(argc, argv, &i, "--threads", &v)) != 0) {
            if (m < 0 || !cli_parse_int(v, 1, 256, &o->threads))
                return cli_usage_error(cmd, _("--threads needs a whole number from 1 to 256"));
        } else if ((m = cli_option_value(argc, argv, &i, "--map", &v)) != 0) {
            if (m < 0)
                return cli_usage_error(cmd, _("--map needs a file"));
            o->map = v;
        } else if (!tournament && (m = cli_option_value(argc, argv, &i, "--scenario", &v)) != 0) {
            if (m < 0)
                return cli_usage_error(cmd, _("--scenario needs a file"));
            o->scenario = v;
        } else if (!tournament && (m = cli_option_value(argc, argv, &i, "--round-limit", &v)) != 0) {
            if (m < 0 || !cli_parse_int(v, 0, ESC_MAX_ROUND_LIMIT, &o->round_limit))
                return cli_usage_error(cmd, _("--round-limit needs a whole number from 0 to %d"), ESC_MAX_ROUND_LIMIT);
        } else if (!tournament && (m = cli_option_value(argc, argv, &i, "--record-dir", &v)) != 0) {
            if (m < 0)
                return cli_usage_error(cmd, _("--record-dir needs a folder"));
            o->record_dir = v;
        } else if (!tournament && strcmp(argv[i], "--check-invariants") == 0) {
            o->check = true;
        } else if (!tournament && strcmp(argv[i], "--no-clock-stop") == 0) {
            o->no_clock_stop = true;
        } else if (tournament && strcmp(argv[i], "--json") == 0) {
            o->json = true;
        } else {
            return cli_usage_error(cmd, _("unexpected argument '%s'"), argv[i]);
        }
    }
    if (o->scenario && o->map)
        return cli_usage_error(cmd, _("--map and --scenario do not go together: the scenario has its board"));
    if (o->scenario && o->n_squads == 1)
        return cli_usage_error(cmd, _("with --scenario, give --squad twice (a file or \"fixed\") or not at all"));
    if (!tournament && o->n_squads != 2 && !o->scenario)
        return cli_usage_error(cmd, _("give two --squad files"));
    if (o->n_levels == 0) {
        if (!tournament)
            return cli_usage_error(cmd, _("give the players' levels with --ai"));
        o->levels[0] = AI_NORMAL;
        o->n_levels = 1;
    }
    if (o->n_levels == 1)
        o->levels[1] = o->levels[0];
    return CLI_OK;
}

static void batch_setup(batch *b, const options *o, const esc_map *map, const esc_squad *a, const esc_squad *c)
{
    memset(b, 0, sizeof *b);
    b->squads[0] = a;
    b->squads[1] = c;
    b->map = map;
    esc_settings_default(&b->settings);
    if (o->round_limit >= 0)
        b->settings.round_limit = (int)o->round_limit;
    b->games = (int)o->games;
    b->seed = o->seed;
    b->threads = (int)o->threads;
    b->check = o->check;
    b->record_dir = o->record_dir;
    for (int k = 0; k < 2; k++) {
        ai_config_default(&b->ai[k], o->levels[k]);
        b->ai[k].time_ms = (int)o->time_ms;
        b->ai[k].seed = o->seed + (uint64_t)k + 1;
        b->ai[k].no_clock_stop = o->no_clock_stop;
    }
}

/* The first broken game, reported; true if there was one. */
static bool batch_report_broken(const cli_command *cmd, const batch *b)
{
    for (int i = 0; i < b->games; i++)
        if (b->out[i].broken) {
            /* TRANSLATORS: %s the command, %d a game's number, %llu its seed, the last %s what went wrong. */
            fprintf(stderr, _("skirmish-cli %s: game %d (game seed %llu): %s\n"), cmd->name, i,
                    (unsigned long long)b->out[i].game_seed, b->out[i].why);
            return true;
        }
    return false;
}

/* ---- simulate ---- */

/* The scenario of --scenario and each side's squad: its --squad file, or the
 * scenario's fixed squad ("fixed", or no --squad at all). CLI_OK or the exit
 * status after saying what is wrong. */
static int load_scenario(const cli_command *cmd, const options *o, esc_scenario *scn, esc_squad squads[2])
{
    data_error err;
    if (!data_scenario_load(o->scenario, scn, &err)) {
        cli_print_data_error(cmd->name, &err);
        return CLI_USAGE;
    }
    if (o->round_limit >= 0) {
        scn->round_limit = (int)o->round_limit;
        esc_scenario_report rep = esc_scenario_test(scn);
        if (rep.problem != ESC_SCN_OK)
            /* TRANSLATORS: %s why the scenario cannot be played with the round limit given. */
            return cli_usage_error(cmd, _("--round-limit does not suit the scenario: %s"),
                                   _(esc_scenario_problem_text(rep.problem)));
    }
    for (int k = 0; k < 2; k++) {
        const char *given = o->n_squads == 2 ? o->squads[k] : "fixed";
        if (strcmp(given, "fixed") == 0) {
            if (scn->sides[k].fixed.n_units == 0) {
                /* TRANSLATORS: %s the scenario file, %d a side (0 or 1). */
                fprintf(stderr, _("skirmish-cli %s: %s: side %d has no fixed squad: give its --squad file\n"),
                        cmd->name, o->scenario, k);
                return CLI_USAGE;
            }
            squads[k] = scn->sides[k].fixed;
        } else if (!data_squad_load(given, &squads[k], &err)) {
            cli_print_data_error(cmd->name, &err);
            return CLI_USAGE;
        }
        esc_scenario_squad_problem p = esc_scenario_test_squad(scn, k, &squads[k]);
        if (p != ESC_SCN_SQUAD_OK) {
            /* TRANSLATORS: the first %s is the command, the second a file, %d a side, the last %s why. */
            fprintf(stderr, _("skirmish-cli %s: %s: the squad cannot play side %d of the scenario: %s\n"), cmd->name,
                    given, k, _(esc_scenario_squad_problem_text(p)));
            return CLI_NO;
        }
    }
    return CLI_OK;
}

static int run_simulate(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_simulate;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    options o;
    int status = parse_options(cmd, argc, argv, &o, false);
    if (status != CLI_OK)
        return status;
    static esc_squad squads[2];
    static esc_scenario scn;
    esc_map map;
    if (o.scenario) {
        esc_map_init(&map, "");
        if ((status = load_scenario(cmd, &o, &scn, squads)) != CLI_OK)
            return status;
    } else {
        for (int k = 0; k < 2; k++)
            if ((status = load_squad(cmd, o.squads[k], &squads[k])) != CLI_OK)
                return status;
        if ((status = load_map(cmd, o.map, &map)) != CLI_OK)
            return status;
    }

    batch b;
    batch_setup(&b, &o, &map, &squads[0], &squads[1]);
    if (o.scenario)
        b.scenario = &scn;
    if (o.record_dir)
        (void)mkdir(o.record_dir, 0777); /* made when missing; a failure shows at the first write */
    if (!batch_run(&b))
        return CLI_USAGE;
    if (batch_report_broken(cmd, &b)) {
        batch_free(&b);
        return CLI_NO;
    }
    int wins[2] = { 0, 0 }, draws = 0, ends[3] = { 0, 0, 0 };
    long long rounds = 0;
    for (int i = 0; i < b.games; i++) {
        if (b.out[i].winner_arg < 0)
            draws++;
        else
            wins[b.out[i].winner_arg]++;
        rounds += b.out[i].rounds;
        ends[0] += b.out[i].end == ESC_END_ELIMINATION;
        ends[1] += b.out[i].end == ESC_END_OBJECTIVE;
        ends[2] += b.out[i].end == ESC_END_ROUND_LIMIT;
    }
    double med[2], p99[2];
    for (int k = 0; k < 2; k++)
        if (!batch_times(&b, k, &med[k], &p99[k])) {
            fprintf(stderr, _("skirmish-cli %s: out of memory\n"), cmd->name);
            batch_free(&b);
            return CLI_USAGE;
        }
    printf("{\"games\": %d, \"wins\": [%d, %d], \"draws\": %d, \"mean_rounds\": %.2f, ", b.games, wins[0], wins[1],
           draws, (double)rounds / b.games);
    if (o.scenario)
        printf("\"ends\": {\"elimination\": %d, \"objective\": %d, \"round_limit\": %d}, ", ends[0], ends[1],
               ends[2]);
    printf("\"decision_ms\": [{\"median\": %.3f, \"p99\": %.3f}, {\"median\": %.3f, \"p99\": %.3f}]}\n", med[0],
           p99[0], med[1], p99[1]);
    batch_free(&b);
    return CLI_OK;
}

/* ---- tournament ---- */

#define MAX_SQUADS 32

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The .json files of the default squads directory, sorted; -1 if unreadable, -2
 * when there is no data directory (already said). */
static int list_default_squads(char dir[1024], char *names[MAX_SQUADS])
{
    if (!cli_data_path("assets/squads", dir, 1024))
        return -2;
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) && n < MAX_SQUADS) {
        size_t len = strlen(e->d_name);
        if (len > 5 && strcmp(e->d_name + len - 5, ".json") == 0 && e->d_name[0] != '.') {
            names[n] = malloc(len + 1);
            if (!names[n])
                break;
            memcpy(names[n], e->d_name, len + 1);
            n++;
        }
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], compare_names);
    return n;
}

static int run_tournament(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_tournament;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    options o;
    int status = parse_options(cmd, argc, argv, &o, true);
    if (status != CLI_OK)
        return status;
    esc_map map;
    if ((status = load_map(cmd, o.map, &map)) != CLI_OK)
        return status;
    char dir[1024];
    char *names[MAX_SQUADS];
    int n = list_default_squads(dir, names);
    if (n == -2)
        return CLI_USAGE;
    if (n < 0) {
        fprintf(stderr, _("skirmish-cli tournament: %s: cannot read the squads directory\n"), dir);
        return CLI_USAGE;
    }
    static esc_squad squads[MAX_SQUADS];
    static double score[MAX_SQUADS][MAX_SQUADS];
    static int draws[MAX_SQUADS][MAX_SQUADS];
    for (int i = 0; i < n && status == CLI_OK; i++) {
        char path[1100];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        status = load_squad(cmd, path, &squads[i]);
    }
    if (status == CLI_OK && n < 2) {
        fprintf(stderr, _("skirmish-cli tournament: %s: fewer than two squads\n"), dir);
        status = CLI_USAGE;
    }
    for (int i = 0; i < n && status == CLI_OK; i++)
        for (int j = i + 1; j < n && status == CLI_OK; j++) {
            batch b;
            batch_setup(&b, &o, &map, &squads[i], &squads[j]);
            /* Each pairing its own seeds, still a function of --seed alone. */
            b.seed = mix64(o.seed ^ mix64((uint64_t)(i * MAX_SQUADS + j)));
            if (!batch_run(&b)) {
                status = CLI_USAGE;
                break;
            }
            if (batch_report_broken(cmd, &b))
                status = CLI_NO;
            double wi = 0, wj = 0;
            int d = 0;
            for (int g = 0; g < b.games; g++) {
                if (b.out[g].winner_arg == 0)
                    wi += 1;
                else if (b.out[g].winner_arg == 1)
                    wj += 1;
                else
                    d++;
            }
            score[i][j] = (wi + d / 2.0) / b.games;
            score[j][i] = (wj + d / 2.0) / b.games;
            draws[i][j] = draws[j][i] = d;
            batch_free(&b);
        }
    if (status == CLI_OK) {
        /* Squad ids: the file names without .json. */
        for (int i = 0; i < n; i++)
            names[i][strlen(names[i]) - 5] = '\0';
        if (o.json) {
            printf("{\"level\": \"%s\", \"games_per_pairing\": %ld, \"squads\": [", ai_level_id(o.levels[0]), o.games);
            for (int i = 0; i < n; i++)
                printf("%s\"%s\"", i ? ", " : "", names[i]);
            printf("], \"win_rate\": [");
            for (int i = 0; i < n; i++) {
                printf("%s[", i ? ", " : "");
                for (int j = 0; j < n; j++)
                    if (i == j)
                        printf("%snull", j ? ", " : "");
                    else
                        printf("%s%.3f", j ? ", " : "", score[i][j]);
                printf("]");
            }
            printf("], \"draws\": [");
            for (int i = 0; i < n; i++) {
                printf("%s[", i ? ", " : "");
                for (int j = 0; j < n; j++)
                    printf("%s%d", j ? ", " : "", i == j ? 0 : draws[i][j]);
                printf("]");
            }
            printf("]}\n");
        } else {
            /* The table is for people: its title and last column in their language. */
            /* TRANSLATORS: the tournament table's title: %s are AI level ids ("normal"),
             * %ld a number of games, the last %s a map's name. */
            printf(P_("Win rate of the row's squad against the column's (%s vs %s, %ld game per pairing, %s)\n\n",
                      "Win rate of the row's squad against the column's (%s vs %s, %ld games per pairing, %s)\n\n",
                      o.games),
                   ai_level_id(o.levels[0]), ai_level_id(o.levels[0]), o.games, cli_content(map.name));
            printf("%-16s", "");
            for (int j = 0; j < n; j++)
                printf(" %15.15s", names[j]);
            /* TRANSLATORS: the tournament table's last column (a win rate over all
             * games), at most 9 characters. */
            const char *overall = _("overall");
            printf(" %*s%s\n", 9 - cli_text_width(overall) > 0 ? 9 - cli_text_width(overall) : 0, "", overall);
            for (int i = 0; i < n; i++) {
                printf("%-16.16s", names[i]);
                double total = 0;
                for (int j = 0; j < n; j++) {
                    if (i == j) {
                        printf(" %15s", "-");
                        continue;
                    }
                    char rate[32];
                    i18n_decimal(rate, sizeof rate, 100.0 * score[i][j], 1);
                    printf(" %14s%%", rate);
                    total += score[i][j];
                }
                char rate[32];
                i18n_decimal(rate, sizeof rate, 100.0 * total / (n - 1), 1);
                printf(" %8s%%\n", rate);
            }
        }
    }
    for (int i = 0; i < n; i++)
        free(names[i]);
    return status;
}
