/*
 * skirmish-cli campaign-sim: a whole campaign between computer players, battles
 * played out by the Escarmouche AI, and a JSON summary. The campaign is the
 * core's (src/core/campaign), the players and the auto battles src/ai's; this
 * file reads arguments, files, and prints.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "skirmish/i18n.h"
#include "skirmish/ai/campaign_sim.h"
#include "skirmish/data/campaign_files.h"
#include "skirmish/data/campaign_map.h"
#include "skirmish/data/campaign_record.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"

static int run_sim(int argc, char **argv);

const cli_command cli_cmd_campaign_sim = {
    "campaign-sim",
    /* TRANSLATORS: the synopsis of "skirmish-cli campaign-sim": translate the placeholders in
     * capitals as its help does, never the options (--seed) or fixed values. */
    N_("--map FILE --players N --seed S [--turns T] [--battle-ai LEVEL] [--record FILE]"),
    /* TRANSLATORS: the help of "skirmish-cli campaign-sim", lines of at most 80 characters;
     * keep JSON, option names, ids, file names and printed words as they are. */
    N_("Plays a whole campaign with every seat a computer player and every battle\n"
       "auto-played by the Escarmouche AI, and prints {\"winners\", \"victory\", \"turns\",\n"
       "\"battles\", \"locations\", \"renown_earned\"} (docs/campaign.md, \"skirmish-cli\").\n"
       "FILE is a campaign map file, or the name of one in maps/campaign/ (\"veldt-marches\").\n"
       "N is 2 to 4 (the map must offer it), T the turn limit (4 to 40, default 12),\n"
       "LEVEL the battle AI (random, easy, normal or hard; default normal). Domination\n"
       "and Warlord King are on. The same arguments print the same summary.\n"
       "--record FILE writes the campaign played as a Campaign save with its record\n"
       "(docs/formats.md \"Replays\"), which skirmish-cli replay reads.\n"
       "Exit status: 0 done, 2 bad arguments or files.\n"),
    run_sim,
};

/* Escarmouche battle maps by name, loaded once each from maps/. */
typedef struct map_cache {
    char names[16][CAMPAIGN_NAME_MAX];
    esc_map maps[16];
    bool ok[16];
    int n;
} map_cache;

static const esc_map *battle_map(void *user, const char *name)
{
    map_cache *c = user;
    for (int i = 0; i < c->n; i++)
        if (strcmp(c->names[i], name) == 0)
            return c->ok[i] ? &c->maps[i] : NULL;
    if (c->n >= 16)
        return NULL;
    int i = c->n++;
    snprintf(c->names[i], sizeof c->names[i], "%s", name);
    char rel[128], path[DATA_PATH_MAX];
    snprintf(rel, sizeof rel, "maps/%s.json", name);
    data_error err;
    c->ok[i] = cli_data_path(rel, path, sizeof path) && data_map_load(path, &c->maps[i], &err);
    return c->ok[i] ? &c->maps[i] : NULL;
}

static int run_sim(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_campaign_sim;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    const char *map_arg = NULL, *level_arg = "normal", *record_path = NULL;
    long players = 0, turns = CAMPAIGN_TURNS_DEFAULT;
    unsigned long long seed = 0;
    bool have_seed = false;
    for (int i = 0; i < argc; i++) {
        const char *value;
        int m;
        if ((m = cli_option_value(argc, argv, &i, "--map", &value)) != 0) {
            if (m < 0)
                return cli_usage_error(cmd, _("--map needs a file"));
            map_arg = value;
        } else if ((m = cli_option_value(argc, argv, &i, "--players", &value)) != 0) {
            if (m < 0 || !cli_parse_int(value, CAMPAIGN_MIN_PLAYERS, CAMPAIGN_MAX_PLAYERS, &players))
                return cli_usage_error(cmd, _("--players must be 2, 3 or 4"));
        } else if ((m = cli_option_value(argc, argv, &i, "--seed", &value)) != 0) {
            if (m < 0 || !cli_parse_u64(value, &seed))
                return cli_usage_error(cmd, _("--seed must be a whole number from 0 to 18446744073709551615"));
            have_seed = true;
        } else if ((m = cli_option_value(argc, argv, &i, "--turns", &value)) != 0) {
            if (m < 0 || !cli_parse_int(value, CAMPAIGN_TURNS_MIN, CAMPAIGN_TURNS_MAX, &turns))
                return cli_usage_error(cmd, _("--turns must be from 4 to 40"));
        } else if ((m = cli_option_value(argc, argv, &i, "--battle-ai", &value)) != 0) {
            if (m < 0)
                return cli_usage_error(cmd, _("--battle-ai needs a level"));
            level_arg = value;
        } else if ((m = cli_option_value(argc, argv, &i, "--record", &value)) != 0) {
            if (m < 0)
                return cli_usage_error(cmd, _("--record needs a file"));
            record_path = value;
        } else {
            return cli_usage_error(cmd, _("unexpected argument '%s'"), argv[i]);
        }
    }
    if (!map_arg || players == 0 || !have_seed)
        return cli_usage_error(cmd, _("--map, --players and --seed are required"));
    ai_level level;
    if (!ai_level_parse(level_arg, &level))
        return cli_usage_error(cmd, _("unknown level '%s' (random, easy, normal or hard)"), level_arg);

    char path[DATA_PATH_MAX], data_dir[DATA_PATH_MAX];
    if (strchr(map_arg, '/') != NULL || strstr(map_arg, ".json") != NULL) {
        snprintf(path, sizeof path, "%s", map_arg);
    } else {
        char rel[256];
        snprintf(rel, sizeof rel, "maps/campaign/%s.json", map_arg);
        if (!cli_data_path(rel, path, sizeof path))
            return CLI_USAGE;
    }
    if (!cli_data_path("", data_dir, sizeof data_dir))
        return CLI_USAGE;
    campaign_map *map = malloc(sizeof *map);
    campaign_state *state = malloc(sizeof *state);
    campaign_library *library = malloc(sizeof *library);
    map_cache *cache = calloc(1, sizeof *cache);
    data_campaign_record *rec = calloc(1, sizeof *rec);
    int status = CLI_USAGE;
    data_error err;
    char msg[768];
    if (!map || !state || !library || !cache || !rec) {
        fprintf(stderr, _("skirmish-cli %s: out of memory\n"), cmd->name);
        goto done;
    }
    /* A battle_map naming no Escarmouche map is refused here, not played on the
     * plain board. */
    char maps_dir[DATA_PATH_MAX];
    if (!data_paths_join(maps_dir, sizeof maps_dir, data_dir, "maps"))
        maps_dir[0] = '\0';
    if (!data_campaign_map_load_checked(path, maps_dir, map, &err) ||
        !data_campaign_library_load(data_dir, library, &err)) {
        cli_print_data_error(cmd->name, &err);
        goto done;
    }
    campaign_settings settings;
    campaign_settings_default(&settings, (int)players);
    settings.turn_limit = (int)turns;
    settings.seed = seed;
    settings.battle_ai = (uint8_t)level;
    esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS];
    if (!campaign_library_first_elite(library, &heroes[0])) {
        fprintf(stderr, _("skirmish-cli %s: the unit library has no Elite to make a Hero of\n"), cmd->name);
        goto done;
    }
    for (int p = 1; p < CAMPAIGN_MAX_PLAYERS; p++)
        heroes[p] = heroes[0];
    campaign_setup_problem sp = campaign_state_init(state, map, &settings, heroes);
    if (sp != CAMPAIGN_SETUP_OK) {
        char shown[DATA_PATH_MAX];
        data_text_escape(shown, sizeof shown, path);
        fprintf(stderr, _("skirmish-cli %s: %s: %s\n"), cmd->name, shown,
                sp == CAMPAIGN_SETUP_PLAYER_COUNT ? _("the map has no start list for this many players")
                                                  : _("the campaign cannot be set up"));
        goto done;
    }
    campaign_sim_config cfg = { level, 0, battle_map, cache, NULL };
    /* --record: every decision added to the record as the simulation takes it. */
    campaign_sim_observer ob = {
        rec, data_campaign_record_on_downtime, data_campaign_record_on_end_downtime, data_campaign_record_on_orders,
        data_campaign_record_on_standoff, data_campaign_record_on_end_standoffs, data_campaign_record_on_squad,
        data_campaign_record_on_bonus, data_campaign_record_on_duel, data_campaign_record_on_retreat,
        data_campaign_record_on_end_turn,
    };
    data_campaign_record_init(rec);
    rec->broken = record_path && !data_campaign_record_begin(rec, state);
    if (!campaign_sim_run_observed(state, library, &cfg, record_path ? &ob : NULL, msg, sizeof msg)) {
        /* TRANSLATORS: the command, then what went wrong. */
        fprintf(stderr, _("skirmish-cli %s: internal error: %s\n"), cmd->name, msg);
        goto done;
    }
    if (record_path) {
        data_seat seats[CAMPAIGN_MAX_PLAYERS];
        for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
            data_seat_set(&seats[p], true, NULL);
        if (rec->broken) {
            fprintf(stderr, _("skirmish-cli %s: internal error: %s\n"), cmd->name, _("the record could not be kept"));
            goto done;
        }
        if (!data_campaign_save_record(record_path, state, seats, NULL, NULL, rec, &err)) {
            cli_print_data_error(cmd->name, &err);
            goto done;
        }
    }
    char *text = data_campaign_summary_to_json(state);
    if (text == NULL) {
        fprintf(stderr, _("skirmish-cli %s: out of memory\n"), cmd->name);
        goto done;
    }
    fputs(text, stdout);
    free(text);
    status = CLI_OK;
done:
    if (rec)
        data_campaign_record_free(rec);
    free(rec);
    free(map);
    free(state);
    free(library);
    free(cache);
    return status;
}
