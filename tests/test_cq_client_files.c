/*
 * The public server's states in the client (docs/conquest.md §16, "Their
 * files"), headless: a recorded state dropped on the window (the Load screen's
 * path) opens as a game to continue, played by computers to its end, and so does
 * one of 40 players with names of up to 255 bytes; a state put in
 * <user data dir>/conquest/ is a map on the setup screen.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>

#include "conquest/conquest.h"
#include "front/front.h"
#include "shell/ui.h"
#include "client_test_util.h"

static app the_app;

static void step(void)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = the_app.wake_event;
    SDL_PushEvent(&e);
    app_step(&the_app);
}

static void mkdir_p(const char *path)
{
    char part[1200];
    snprintf(part, sizeof part, "%s", path);
    for (char *q = part + 1; *q; q++)
        if (*q == '/') {
            *q = '\0';
            mkdir(part, 0755);
            *q = '/';
        }
    mkdir(part, 0755);
}

static void click_button(const char *label)
{
    client_sdl_click_button(&the_app, label);
}

static void copy_file(const char *from, const char *to)
{
    FILE *in = fopen(from, "rb"), *out = fopen(to, "wb");
    assert_non_null(in);
    assert_non_null(out);
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0)
        assert_int_equal(fwrite(buf, 1, n, out), n);
    fclose(in);
    assert_int_equal(fclose(out), 0);
}

static void test_server_states(void **state)
{
    (void)state;
    char dir[1024], path[1200], fixture[1200];
    snprintf(dir, sizeof dir, "%s/cq-files-xdg/config", getenv("SKIRMISH_TEST_TMP"));
    setenv("XDG_CONFIG_HOME", dir, 1);
    snprintf(dir, sizeof dir, "%s/cq-files-xdg/data", getenv("SKIRMISH_TEST_TMP"));
    setenv("XDG_DATA_HOME", dir, 1);
    assert_true(front_init(&the_app, false, true, true));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    step();
    snprintf(fixture, sizeof fixture, "%s/conquest/states/server-lobby.json", getenv("SKIRMISH_TEST_DATA"));

    /* A state in the player's conquest folder is a map on the setup screen. */
    snprintf(path, sizeof path, "%s/conquest", the_app.user_dir);
    mkdir_p(path);
    snprintf(path, sizeof path, "%s/conquest/lobby.json", the_app.user_dir);
    copy_file(fixture, path);
    /* The maps are read when the program starts. */
    app_free(&the_app);
    assert_true(front_init(&the_app, false, true, true));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    step();
    conquest_content *k = conquest_content_get(&the_app);
    assert_non_null(k);
    bool listed = false;
    for (int i = 0; i < k->n_maps; i++)
        if (strcmp(k->maps[i].name, "lobby.json (a state)") == 0) {
            listed = true;
            assert_int_equal(k->maps[i].graph.n_vertices, 35);
        }
    assert_true(listed);

    /* Dropped on the setup screen: the chosen map. */
    click_button("New Conquest game");
    assert_string_equal(app_scene_name(&the_app), "conquest-setup");
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_DROPFILE;
    e.drop.file = SDL_strdup(fixture);
    SDL_PushEvent(&e);
    step();
    step();
    assert_string_equal(app_scene_name(&the_app), "conquest-setup");
    assert_string_equal(k->maps[k->setup.map].name, "server-lobby.json (a state)");
    app_scene_pop(&the_app, NULL);
    step();

    /* Dropped on the window elsewhere: a game to continue, watched to its end. */
    SDL_zero(e);
    e.type = SDL_DROPFILE;
    e.drop.file = SDL_strdup(fixture);
    SDL_PushEvent(&e);
    step();
    step();
    assert_string_equal(app_scene_name(&the_app), "conquest");
    const conquest_screen *c = conquest_current(&the_app);
    assert_int_equal(c->match.state.n_players, 2);
    assert_string_equal(c->match.state.players[1].id, "my bot q1w2");
    assert_int_equal(c->match.state.turn, 1);
    bool over = false;
    for (int i = 0; i < 5000 && !over; i++) {
        step();
        c = conquest_current(&the_app);
        over = c != NULL && cq_state_over(&c->match.state);
    }
    assert_true(over);

    /* 40 players with names up to 255 bytes: it opens, draws and plays. */
    snprintf(fixture, sizeof fixture, "%s/conquest/states/server-crowded.json", getenv("SKIRMISH_TEST_DATA"));
    SDL_zero(e);
    e.type = SDL_DROPFILE;
    e.drop.file = SDL_strdup(fixture);
    SDL_PushEvent(&e);
    step();
    step();
    c = conquest_current(&the_app);
    assert_non_null(c);
    assert_int_equal(c->match.state.n_players, 40);
    int turn = c->match.state.turn;
    for (int i = 0; i < 300 && conquest_current(&the_app)->match.state.turn < turn + 3; i++)
        step();
    assert_true(conquest_current(&the_app)->match.state.turn >= turn + 3);
    app_free(&the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_server_states),
    };
    return cmocka_run_group_tests_name("client conquest: the server's states", tests, NULL, NULL);
}
