/*
 * skirmish-cli rank: the cost, rank and rank points of a unit from its stats and
 * abilities, as the Barracks computes them.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "skirmish/i18n.h"
#include "skirmish/core/esc/unit.h"

static int run_rank(int argc, char **argv);

const cli_command cli_cmd_rank = {
    "rank",
    /* TRANSLATORS: the synopsis of "skirmish-cli rank": translate the placeholders in
     * capitals as its help does, never the options (--seed) or fixed values. */
    N_("--health H --range R --power P --move M [--ability ID]..."),
    /* TRANSLATORS: the help of "skirmish-cli rank", lines of at most 80 characters;
     * keep JSON, option names, ids, file names and printed words as they are. */
    N_("Prints the unit's cost (rounded up), rank and rank points as one JSON object:\n"
       "  {\"cost\": 12, \"rank\": \"elite\", \"rank_points\": 6}\n\n"
       "Stats are whole numbers from 1 to 99 (the editor offers 1 to 9). Abilities are\n"
       "named by id and may be repeated as options, each ability at most once:\n"
       "  charge energy-trait defensive-stance suppressing-fire tactical-retreat\n"
       "  command-forward devastating-strike feint guardian sweep precision-shot overcharge\n"),
    run_rank,
};

static int run_rank(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_rank;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    static const char *const stat_names[4] = { "--health", "--range", "--power", "--move" };
    long stats[4] = { 0, 0, 0, 0 };
    bool have[4] = { false, false, false, false };
    esc_unit_def unit;
    esc_unit_init(&unit, "", 1, 1, 1, 1);

    for (int i = 0; i < argc; i++) {
        const char *value = NULL;
        bool matched = false;
        for (int s = 0; s < 4 && !matched; s++) {
            int m = cli_option_value(argc, argv, &i, stat_names[s], &value);
            if (m < 0)
                return cli_usage_error(cmd, _("%s needs a value"), stat_names[s]);
            if (m == 0)
                continue;
            if (!cli_parse_int(value, ESC_STAT_MIN, ESC_STAT_MAX, &stats[s]))
                return cli_usage_error(cmd, _("%s must be a whole number from %d to %d, not '%s'"), stat_names[s],
                                       ESC_STAT_MIN, ESC_STAT_MAX, value);
            have[s] = true;
            matched = true;
        }
        if (matched)
            continue;
        int m = cli_option_value(argc, argv, &i, "--ability", &value);
        if (m < 0)
            return cli_usage_error(cmd, _("--ability needs an ability id"));
        if (m == 0)
            return cli_usage_error(cmd, _("unexpected argument '%s'"), argv[i]);
        int ab = esc_ability_from_id(value);
        if (ab == ESC_AB_NONE)
            return cli_usage_error(cmd, _("unknown ability '%s'"), value);
        if (!esc_unit_add_ability(&unit, ab))
            return cli_usage_error(cmd, _("ability '%s' given twice; a unit has each ability at most once"), value);
    }
    for (int s = 0; s < 4; s++)
        if (!have[s])
            return cli_usage_error(cmd, _("missing %s"), stat_names[s]);
    unit.health = (int)stats[0];
    unit.range = (int)stats[1];
    unit.power = (int)stats[2];
    unit.move = (int)stats[3];
    esc_rank rank = esc_unit_rank(&unit);
    printf("{\"cost\": %lld, \"rank\": \"%s\", \"rank_points\": %d}\n", esc_unit_cost(&unit), esc_rank_id(rank),
           esc_rank_points(rank));
    return CLI_OK;
}
