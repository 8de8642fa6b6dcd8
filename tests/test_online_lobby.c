/*
 * The lobby in the real client (dummy video driver): Host a game starts the
 * server inside the client and connects to it; Create puts a game on it that
 * waits for seat 2; another player (a bare connection, as a friend's client)
 * finds it in the list and joins, and the lobby says everyone is here; when
 * the friend's link goes, the lobby says who it waits for. Back stops the
 * server.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <cjson/cJSON.h>

#include "client_test_util.h"
#include "online/conn.h"
#include "online/proto.h"
#include "skirmish/data/files.h"

static app the_app;

static void step(app *a)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = a->wake_event;
    SDL_PushEvent(&e);
    app_step(a);
}

/* Runs the client's loop until the message `msgid` (English; as the run's
 * language writes it) is drawn on the screen (5 s at most). */
static void until_drawn(app *a, const char *msgid)
{
    for (int t = 0; t < 1000; t++) {
        step(a);
        client_draw_at(a, "online-lobby", a->w, a->h);
        if (client_has_message(client_drawn_texts(), msgid))
            return;
        SDL_Delay(5);
    }
    fail_msg("'%s' never drawn; drawn:\n%s", msgid, client_drawn_texts());
}

/* The game has started: the battle screen opened on it by itself (who is
 * connected in its top bar); its menu's "Back to the lobby" closes it. */
static void battle_then_lobby(app *a, const char *status_msgid, const char *look)
{
    for (int t = 0; t < 1000 && strcmp(app_scene_name(a), "battle") != 0; t++) {
        step(a);
        SDL_Delay(5);
    }
    until_drawn(a, status_msgid);
    assert_string_equal(app_scene_name(a), "battle");
    /* Looked at in English only: its new strings reach po/ when the lead merges them. */
    if (look && !client_language_run())
        client_look(a, look);
    client_click_button(a, "Menu (Esc)");
    client_click_button(a, "Back to the lobby");
    assert_string_equal(app_scene_name(a), "online");
}

static cJSON *wait_for(online_conn *c, const char *type)
{
    for (int t = 0; t < 2500; t++) {
        char *text = online_conn_next(c);
        if (text == NULL) {
            step(&the_app); /* the host's server runs on its own thread; the lobby reads its answers */
            SDL_Delay(2);
            continue;
        }
        cJSON *j = cJSON_Parse(text);
        free(text);
        if (j && strcmp(online_msg_type(j), type) == 0)
            return j;
        cJSON_Delete(j);
    }
    fail_msg("no %s", type);
    return NULL;
}

static void test_host_create_join_leave(void **state)
{
    (void)state;
    client_player_dirs("online", "host", true);
    client_player_start(&the_app, 1280, 800);
    /* The players' names and the test's game are data, not messages. */
    client_pseudo_allow("Player");
    client_pseudo_allow("Bob");
    client_click_button(&the_app, "Host a game");
    assert_string_equal(app_scene_name(&the_app), "online");
    until_drawn(&the_app, "No game yet: create one");
    online_conn *mine = front_online_conn(&the_app);
    assert_non_null(mine);
    assert_int_equal(online_conn_state(mine), ONLINE_CONNECTED);
    /* Every kind's maps by their own names, as the offline setups show them,
     * never by their file stems; round the kinds back to Escarmouche. */
    static const char *const stems[] = {"archipelago", "four-winds", "four-rivers"};
    static const char *const titles[] = {"Archipelago", "Four Winds", "Four Rivers"};
    int titled = 0;
    for (int k = 0; k < 40; k++) { /* the kinds come with the server's welcome: wait for them */
        step(&the_app);
        SDL_Delay(5);
        client_click_button(&the_app, ">"); /* the first stepper: the game's kind */
        client_draw_at(&the_app, "online-lobby", the_app.w, the_app.h);
        for (int m = 0; m < 3; m++) {
            assert_false(client_was_drawn(stems[m]));
            titled += client_was_drawn(i18n_content(titles[m]));
        }
        if (titled >= 2 && client_has_message(client_drawn_texts(), "Your squad")) /* Escarmouche's alone */
            break;
    }
    assert_true(client_has_message(client_drawn_texts(), "Your squad"));
    assert_true(titled >= 2); /* Conquest's and the Campaign's at least (TRTS with its factions) */
    /* The host types a name after the server connected it: the game shows it. */
    client_pseudo_allow("Alice");
    float s = the_app.scale;
    client_click_at(&the_app, (int)(52 * s), (int)(140 * s)); /* the name field: its text selected */
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_TEXTINPUT;
    snprintf(e.text.text, sizeof e.text.text, "%s", "Alice");
    SDL_PushEvent(&e);
    step(&the_app);
    client_click_button(&the_app, "Create");
    until_drawn(&the_app, "seat %d (open)");
    assert_true(client_has_message(client_drawn_texts(), "You hold seat %d"));
    /* A newcomer is told what to do for the friend, and that the host is in its own server. */
    assert_true(client_was_drawn_wrapped(_("Only this machine can reach the game: press Open to my network "
                                           "for a friend on another machine to join.")));
    assert_true(client_has_message(client_drawn_texts(), "Your server is running, and you are connected to it"));
    client_look(&the_app, "online-host-waiting");

    /* The friend: another client at the address the host shows. */
    char why[300];
    online_conn *bob = online_conn_open(online_conn_address(mine), "Bob", 0, why, sizeof why);
    assert_non_null(bob);
    cJSON *welcome = wait_for(bob, "welcome");
    cJSON_Delete(welcome);
    assert_true(online_conn_send(bob, "{\"type\":\"list\"}"));
    cJSON *games = wait_for(bob, "games");
    online_game rows[4];
    assert_int_equal(online_parse_games(games, rows, 4), 1);
    cJSON_Delete(games);
    assert_string_equal(rows[0].seats[0].name, "Alice");
    assert_false(rows[0].seed_chosen); /* the client never chooses a seed */
    esc_squad squad;
    data_error err;
    char path[4200];
    snprintf(path, sizeof path, "%s/assets/squads/longbow-line.json", getenv("SKIRMISH_SOURCE_DIR"));
    assert_true(data_squad_load(path, &squad, &err));
    char *join = online_msg_join(rows[0].id, 1, &squad);
    assert_true(online_conn_send(bob, join));
    free(join);
    cJSON *joined = wait_for(bob, "joined");
    cJSON_Delete(joined);
    battle_then_lobby(&the_app, "Online: both players connected", "online-battle-deploy");
    until_drawn(&the_app, "Everyone is here: the game is on");
    until_drawn(&the_app, "Back to the battle");
    client_look(&the_app, "online-host-everyone");

    /* The friend's link goes: the lobby names who it waits for. */
    online_conn_close(bob);
    until_drawn(&the_app, "%s (not connected)");

    /* Opened to the network after the question: the address to give is
     * shown, and the host's own seat is taken back over the new link. */
    assert_true(client_has_message(client_drawn_texts(), "Hosting on this machine only (%s)"));
    client_click_button(&the_app, "Open to my network");
    assert_string_not_equal(app_scene_name(&the_app), "online"); /* the question */
    client_click_button(&the_app, "Allow");
    battle_then_lobby(&the_app, "Waiting for: %s", NULL); /* the seat taken back: its battle again */
    until_drawn(&the_app, "You hold seat %d");
    bool shown = false;
    for (int t = 0; t < 200 && !shown; t++) {
        step(&the_app);
        client_draw_at(&the_app, "online-lobby", the_app.w, the_app.h);
        const char *texts = client_drawn_texts();
        shown = client_has_message(texts, "Give your friend this address: %s");
    }
    assert_true(shown);

    client_click_button(&the_app, "Back");
    assert_string_equal(app_scene_name(&the_app), "menu");

    /* Hosting again: the stored game is there, and the host's seat, kept
     * between runs, comes back with one click. */
    client_click_button(&the_app, "Host a game");
    until_drawn(&the_app, "Your seat %d");
    until_drawn(&the_app, "Take my seat back");
    client_click_button(&the_app, "Take my seat back");
    battle_then_lobby(&the_app, "Waiting for: %s", NULL);
    until_drawn(&the_app, "You hold seat %d");
    client_click_button(&the_app, "Back");
    client_player_stop(&the_app);
}

static void test_bad_address_changes_nothing(void **state)
{
    (void)state;
    client_player_dirs("online", "join", true);
    client_player_start(&the_app, 800, 560);
    client_pseudo_allow("Player");
    client_click_button(&the_app, "Play online");
    assert_null(front_online_conn(&the_app)); /* nothing until Connect */
    app_draw(&the_app);
    if (the_app.layout_faults)
        fail_msg("%d layout faults, the first: %s", the_app.layout_faults, the_app.layout_fault);
    client_look(&the_app, "online-play");
    client_player_stop(&the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_host_create_join_leave),
        cmocka_unit_test(test_bad_address_changes_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
