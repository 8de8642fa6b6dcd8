/*
 * The client's "network bot" seat (src/client/conquest/net.c), headless: the
 * Conquest setup screen with a network seat waits for the bot and shows the
 * address; a scripted bot in the public server's protocol (Debian's
 * python3-websockets, a child process on 127.0.0.1) joins; the game screen opens
 * and plays to the end with the bot's name in its seat. Then a human and a
 * network bot in one game: the human's orders go to the server once it is
 * ready, the turn waits for the late bot (the panel names it), and both orders
 * are played. Every loop is bounded in steps and in time.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "conquest/conquest.h"
#include "conquest/net.h"
#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"
#include "client_test_util.h"

static app the_app;

static const char bot_script[] =
    "import asyncio, json, sys, websockets\n"
    "async def main():\n"
    "    async with websockets.connect(sys.argv[1]) as ws:\n"
    "        await ws.send(json.dumps({'type': 'join_as_bot', 'player_id': 'netbot', 'game_id': 'default'}))\n"
    "        while True:\n"
    "            m = json.loads(await asyncio.wait_for(ws.recv(), 60))\n"
    "            if m.get('type') == 'game_over':\n"
    "                return\n"
    "            if m.get('type') != 'game_state' or m['game_status'] != 'active':\n"
    "                continue\n"
    "            out = {}\n"
    "            for e in m['graph']['edges']:\n"
    "                out.setdefault(e['from'], []).append(e['to'])\n"
    "            cmds = [{'from': v['id'], 'to': sorted(out[v['id']])[0], 'units': v['units']}\n"
    "                    for v in m['graph']['vertices'] if v['controller'] == 'netbot' and v['units'] > 0 and v['id'] in out]\n"
    "            await asyncio.sleep(float(sys.argv[2]) if len(sys.argv) > 2 else 0)\n"
    "            await ws.send(json.dumps({'type': 'move_command', 'commands': cmds}))\n"
    "asyncio.run(asyncio.wait_for(main(), 90))\n";

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void step(void)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = the_app.wake_event;
    SDL_PushEvent(&e);
    app_step(&the_app);
}

static void click_button(const char *label)
{
    client_sdl_click_button(&the_app, label);
}

static void test_network_seat(void **state)
{
    (void)state;
    if (!conquest_net_available())
        skip();
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/cq-net-xdg/config", getenv("SKIRMISH_TEST_TMP"));
    setenv("XDG_CONFIG_HOME", dir, 1);
    snprintf(dir, sizeof dir, "%s/cq-net-xdg/data", getenv("SKIRMISH_TEST_TMP"));
    setenv("XDG_DATA_HOME", dir, 1);
    setenv("SKIRMISH_SEED", "4", 1);
    assert_true(front_init(&the_app, false, true, true));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    step();
    click_button("New Conquest game");
    assert_string_equal(app_scene_name(&the_app), "conquest-setup");
    conquest_content *k = conquest_content_get(&the_app);
    for (int i = 0; i < k->n_maps; i++)
        if (strcmp(k->maps[i].name, "Duel at the Ford") == 0)
            k->setup.map = i;
    k->setup.players = 2;
    k->setup.seat[0] = CONQUEST_SEAT_NETWORK;
    k->setup.seat[1] = 1; /* easy */
    k->setup.turns = 25;
    click_button("Start");
    /* Waiting: the address and a way out; nothing blocks. */
    assert_non_null(k->waiting);
    assert_string_equal(app_scene_name(&the_app), "conquest-setup");
    int port = conquest_net_port(k->waiting);
    assert_true(port > 0);
    SDL_Rect r;
    the_app.layout_faults = 0;
    app_draw(&the_app);
    if (the_app.layout_faults)
        fail_msg("the waiting room: %d layout fault(s); the first: %s", the_app.layout_faults, the_app.layout_fault);
    assert_true(app_find_button(&the_app, _("Cancel"), &r, NULL));
    for (int i = 0; i < 10; i++)
        step();
    assert_non_null(k->waiting); /* no bot yet */

    char url[64];
    snprintf(url, sizeof url, "ws://127.0.0.1:%d", port);
    const char *python = getenv("SK_PYTHON") ? getenv("SK_PYTHON") : "/usr/bin/python3";
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        execl(python, python, "-c", bot_script, url, (char *)NULL);
        _exit(127);
    }
    /* Bounded: at most 20,000 steps and 90 seconds. */
    double deadline = now_s() + 90;
    bool over = false;
    for (int i = 0; i < 20000 && now_s() < deadline && !over; i++) {
        step();
        const conquest_screen *c = conquest_current(&the_app);
        over = c != NULL && cq_state_over(&c->match.state) && !c->animating;
    }
    const conquest_screen *c = conquest_current(&the_app);
    assert_non_null(c);
    assert_true(over);
    assert_string_equal(c->match.state.players[0].id, "netbot");
    assert_int_equal(c->match.seat[0], CONQUEST_SEAT_NETWORK);
    assert_true(c->match.has_last);
    assert_null(k->waiting);
    /* The server lets the bot go (game_over), and the bot ends. */
    int status = -1;
    for (int i = 0; i < 3000 && now_s() < deadline + 10; i++) {
        step();
        if (waitpid(child, &status, WNOHANG) == child)
            break;
    }
    if (waitpid(child, &status, WNOHANG) == 0) {
        kill(child, SIGKILL);
        waitpid(child, &status, 0);
        fail_msg("the bot did not finish");
    }
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    app_free(&the_app);
}

static void test_human_and_network_bot(void **state)
{
    (void)state;
    if (!conquest_net_available())
        skip();
    assert_true(front_init(&the_app, false, true, true));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    step();
    click_button("New Conquest game");
    conquest_content *k = conquest_content_get(&the_app);
    for (int i = 0; i < k->n_maps; i++)
        if (strcmp(k->maps[i].name, "Duel at the Ford") == 0)
            k->setup.map = i;
    k->setup.players = 2;
    k->setup.seat[0] = CONQUEST_SEAT_HUMAN;
    k->setup.seat[1] = CONQUEST_SEAT_NETWORK;
    k->setup.turns = 25;
    click_button("Start");
    assert_non_null(k->waiting); /* humans and network bots in one game: no longer refused */
    char url[64];
    snprintf(url, sizeof url, "ws://127.0.0.1:%d", conquest_net_port(k->waiting));
    const char *python = getenv("SK_PYTHON") ? getenv("SK_PYTHON") : "/usr/bin/python3";
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        execl(python, python, "-c", bot_script, url, "0.6", (char *)NULL); /* answers 0.6 s late */
        _exit(127);
    }
    double deadline = now_s() + 60;
    for (int i = 0; i < 20000 && now_s() < deadline && conquest_current(&the_app) == NULL; i++)
        step();
    conquest_screen *c = conquest_current(&the_app);
    assert_non_null(c);
    assert_int_equal(c->viewer, 0); /* the human orders; one human: no cover */
    assert_false(c->cover);
    assert_int_equal(c->match.state.turn, 1);
    /* One order (all units out of its vertex to the first neighbour), then Ready. */
    int from = -1;
    for (int v = 0; v < c->match.graph.n_vertices && from < 0; v++)
        if (c->match.state.controller[v] == 0)
            from = v;
    assert_int_equal(conquest_match_set_order(&c->match, 0, from, cq_graph_out_neighbour(&c->match.graph, from, 0),
                                              c->match.state.units[from]),
                     CQ_ORDER_OK);
    click_button("Ready (Enter)");
    for (int i = 0; i < 5; i++)
        step();
    /* an order that cannot take its target is asked about once: Ready again */
    if (!conquest_match_all_ready(&c->match))
        click_button("Ready (Enter)");
    /* giving the orders to the server takes a few frames on a loaded machine */
    for (int i = 0; i < 20000 && now_s() < deadline && !c->net_given; i++)
        step();
    /* Given to the server, which waits for the late bot. */
    assert_true(c->net_given);
    assert_false(conquest_net_seat_answered(&c->match, 1));
    assert_int_equal(c->match.state.turn, 1);
    for (int i = 0; i < 20000 && now_s() < deadline && c->match.state.turn == 1; i++)
        step();
    assert_int_equal(c->match.state.turn, 2);
    bool human = false, bot = false;
    for (int i = 0; i < c->match.n_last; i++) {
        human = human || (c->match.last_orders[i].player == 0 && c->match.last_problems[i] == CQ_ORDER_OK);
        bot = bot || (c->match.last_orders[i].player == 1 && c->match.last_problems[i] == CQ_ORDER_OK);
    }
    assert_true(human);
    assert_true(bot);
    for (int i = 0; i < 200 && c->animating; i++)
        step();
    /* The next turn's orders (unless the bot took the human's last vertex). */
    assert_int_equal(c->viewer, c->match.state.players[0].eliminated ? CQ_NO_PLAYER : 0);
    assert_false(c->net_given);
    assert_int_equal(c->match.orders[0].n, 0);
    app_free(&the_app);
    kill(child, SIGKILL);
    int status;
    waitpid(child, &status, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_network_seat),
        cmocka_unit_test(test_human_and_network_bot),
    };
    return cmocka_run_group_tests_name("client conquest network seat", tests, NULL, NULL);
}
