/*
 * skirmish-cli serve: the game server for players on other machines
 * (docs/protocol.md). The server is src/net/gsrv*.c; this file reads the
 * arguments, prints the address and runs the loop until SIGINT or SIGTERM.
 */
#define _GNU_SOURCE /* sigaction */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "skirmish/data/paths.h"
#include "skirmish/i18n.h"
#ifdef SKIRMISH_HAVE_NET
#include "skirmish/net/gsrv.h"
#endif

#ifndef SKIRMISH_VERSION
#define SKIRMISH_VERSION "0.0.0"
#endif

static int run_serve(int argc, char **argv);

const cli_command cli_cmd_serve = {
    "serve",
    /* TRANSLATORS: the synopsis of "skirmish-cli serve": translate the placeholders in
     * capitals as its help does, never the options. */
    N_("--port N [--data DIR] [--listen ADDR] [--cert FILE --key FILE] [--max-games G]\n"
       "[--max-conns C] [--expire SECONDS] [--log]"),
    /* TRANSLATORS: the help of "skirmish-cli serve", lines of at most 80 characters;
     * keep option names, file names and printed words as they are. */
    N_("Hosts Escarmouche, Conquest and TRTS games for players on other machines over\n"
       "WebSocket, in the protocol of docs/protocol.md (JSON; hello, create, join, act,\n"
       "view...). The server runs the rules: each seat is sent only what it may see. It\n"
       "listens on 127.0.0.1:N unless --listen gives an address (0.0.0.0: every\n"
       "interface), and speaks TLS (wss) with --cert and --key (PEM files). --port 0\n"
       "takes any free port. Every game is stored in DIR as it goes (default: the game's\n"
       "user data folder, server/), one file per game, so a server stopped or killed\n"
       "starts again where it stood. G games (default 10000) and C connections (default\n"
       "4096) at most; a game without any action for SECONDS (default 604800, 7 days) is\n"
       "deleted. The first line printed is the address (ws://ADDR:PORT). --log prints\n"
       "each event on stderr.\n"
       "Exit status: 0 stopped (SIGINT, SIGTERM), 2 bad arguments, or no network\n"
       "support.\n"),
    run_serve,
};

#ifndef SKIRMISH_HAVE_NET
static int run_serve(int argc, char **argv) { return cli_no_network(&cli_cmd_serve, argc, argv); }
#else
static volatile sig_atomic_t stop;

static void on_signal(int sig)
{
    (void)sig;
    stop = 1;
}

static int run_serve(int argc, char **argv)
{
    const cli_command *cmd = &cli_cmd_serve;
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    gsrv_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.port = -1;
    cfg.version = SKIRMISH_VERSION;
    const char *data = NULL;
    for (int i = 0; i < argc; i++) {
        const char *v = NULL;
        long n;
        int r;
        if ((r = cli_option_value(argc, argv, &i, "--port", &v)) != 0) {
            if (r < 0 || !cli_parse_int(v, 0, 65535, &n))
                return cli_usage_error(cmd, _("--port takes a number from 0 to 65535"));
            cfg.port = (int)n;
        } else if ((r = cli_option_value(argc, argv, &i, "--data", &v)) != 0) {
            if (r < 0)
                return cli_usage_error(cmd, _("--data takes a directory"));
            data = v;
        } else if ((r = cli_option_value(argc, argv, &i, "--listen", &v)) != 0) {
            if (r < 0)
                return cli_usage_error(cmd, _("--listen takes an address"));
            cfg.listen = v;
        } else if ((r = cli_option_value(argc, argv, &i, "--cert", &v)) != 0) {
            if (r < 0)
                return cli_usage_error(cmd, _("--cert takes a file"));
            cfg.cert = v;
        } else if ((r = cli_option_value(argc, argv, &i, "--key", &v)) != 0) {
            if (r < 0)
                return cli_usage_error(cmd, _("--key takes a file"));
            cfg.key = v;
        } else if ((r = cli_option_value(argc, argv, &i, "--max-games", &v)) != 0) {
            if (r < 0 || !cli_parse_int(v, 1, 1000000, &n))
                return cli_usage_error(cmd, _("--max-games takes a number from 1 to 1000000"));
            cfg.max_games = (int)n;
        } else if ((r = cli_option_value(argc, argv, &i, "--max-conns", &v)) != 0) {
            if (r < 0 || !cli_parse_int(v, 1, 1000000, &n))
                return cli_usage_error(cmd, _("--max-conns takes a number from 1 to 1000000"));
            cfg.max_conns = (int)n;
        } else if ((r = cli_option_value(argc, argv, &i, "--expire", &v)) != 0) {
            if (r < 0 || !cli_parse_int(v, 1, 315360000, &n))
                return cli_usage_error(cmd, _("--expire takes a number of seconds from 1 to 315360000"));
            cfg.expire_s = n;
        } else if (strcmp(argv[i], "--log") == 0) {
            cfg.log = true;
        } else {
            return cli_usage_error(cmd, _("unknown argument '%s'"), argv[i]);
        }
    }
    if (cfg.port < 0)
        return cli_usage_error(cmd, _("--port is required"));
    if ((cfg.cert == NULL) != (cfg.key == NULL))
        return cli_usage_error(cmd, _("--cert and --key go together"));
    char store[DATA_PATH_MAX], content[DATA_PATH_MAX], user[DATA_PATH_MAX];
    if (data) {
        snprintf(store, sizeof store, "%s", data);
    } else if (!data_paths_user_data_dir(user, sizeof user) || !data_paths_join(store, sizeof store, user, "server")) {
        return cli_usage_error(cmd, _("no user data folder: give --data DIR"));
    }
    if (!cli_data_path("", content, sizeof content))
        return CLI_USAGE;
    cfg.store_dir = store;
    cfg.content_dir = content;
    char why[512];
    gsrv *s = gsrv_open(&cfg, why, sizeof why);
    if (s == NULL) {
        fprintf(stderr, _("skirmish-cli %s: %s\n"), cmd->name, why);
        return CLI_USAGE;
    }
    printf("%s://%s:%d\n", cfg.cert ? "wss" : "ws", cfg.listen ? cfg.listen : "127.0.0.1", gsrv_port(s));
    fflush(stdout);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
    while (!stop)
        gsrv_service(s);
    gsrv_close(s);
    return CLI_OK;
}
#endif
