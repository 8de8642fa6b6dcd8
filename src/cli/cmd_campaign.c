/*
 * skirmish-cli campaign-resolve and campaign-sim: Phase 3 alone on a bare position
 * and its orders, and whole campaigns between computer players. The rules are the
 * core's (src/core/campaign), the files the data layer's (src/data/campaign_*);
 * this file reads arguments and prints.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "skirmish/i18n.h"
#include "skirmish/core/campaign/resolve.h"
#include "skirmish/data/campaign_files.h"

static int run_resolve(int argc, char **argv);

const cli_command cli_cmd_campaign_resolve = {
    "campaign-resolve",
    /* TRANSLATORS: the synopsis of "skirmish-cli campaign-resolve": translate the placeholders in
     * capitals as its help does, never the options (--seed) or fixed values. */
    N_("POSITION.json ORDERS.json"),
    /* TRANSLATORS: the help of "skirmish-cli campaign-resolve", lines of at most 80 characters;
     * keep JSON, option names, ids, file names and printed words as they are. */
    N_("Runs a campaign's Phase 3 (order resolution) alone and prints what it decided:\n"
       "{\"armies\", \"battles\", \"taken\", \"standoffs\"} (docs/campaign.md, \"skirmish-cli\").\n"
       "POSITION.json is {\"locations\": [{\"id\", \"supply\", \"controller\"}], \"routes\": [[a, b]],\n"
       "\"armies\": [{\"id\", \"player\", \"location\", \"main\"}]}; ORDERS.json is {\"orders\":\n"
       "[{\"army\", \"order\": \"move\"|\"defend\"|\"merge\", \"to\", \"with\"}], \"standoffs\":\n"
       "[{\"player\", \"location\", \"choice\": \"stand\"|\"withdraw\"}]}. An army with no order\n"
       "defends; a standoff choice not given is withdraw.\n"
       "Exit status: 0 done, 1 an invalid order or a position breaking the rules'\n"
       "invariant (stderr names the army and the reason), 2 a file that cannot be read\n"
       "or parsed, or bad arguments.\n"),
    run_resolve,
};

static int run_resolve(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_campaign_resolve;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    const char *files[2];
    int n = 0;
    for (int i = 0; i < argc; i++) {
        if (argv[i][0] == '-' && argv[i][1] == '-')
            return cli_usage_error(cmd, _("unknown option '%s'"), argv[i]);
        if (n == 2)
            return cli_usage_error(cmd, _("unexpected argument '%s'"), argv[i]);
        files[n++] = argv[i];
    }
    if (n < 2)
        return cli_usage_error(cmd, _("expected a position file and an orders file"));
    campaign_map *map = malloc(sizeof *map);
    campaign_forces *forces = malloc(sizeof *forces);
    data_campaign_orders *orders = malloc(sizeof *orders);
    campaign_resolution *res = malloc(sizeof *res);
    int status = CLI_USAGE;
    data_error err;
    bool invalid = false;
    if (!map || !forces || !orders || !res) {
        fprintf(stderr, _("skirmish-cli %s: out of memory\n"), cmd->name);
        goto done;
    }
    if (!data_campaign_position_load(files[0], map, forces, &err, &invalid) ||
        !data_campaign_orders_load(files[1], map, forces, orders, &err, &invalid)) {
        cli_print_data_error(cmd->name, &err);
        status = invalid ? CLI_NO : CLI_USAGE;
        goto done;
    }
    campaign_resolve_begin(map, forces, orders->orders, orders->n_orders, res);
    /* Choices for a location without a standoff, or from a player with no army
     * moving in there, are ignored; so is Withdraw for an engaged army. The last
     * choice given for a player and location counts. */
    for (int c = 0; c < orders->n_choices; c++) {
        const data_campaign_choice *ch = &orders->choices[c];
        campaign_resolve_choose(res, ch->player, ch->loc, ch->stand);
    }
    campaign_resolve_finish(map, res);
    char *text = data_campaign_resolution_to_json(map, res);
    if (text == NULL) {
        fprintf(stderr, _("skirmish-cli %s: out of memory\n"), cmd->name);
        goto done;
    }
    fputs(text, stdout);
    free(text);
    status = CLI_OK;
done:
    free(map);
    free(forces);
    free(orders);
    free(res);
    return status;
}
