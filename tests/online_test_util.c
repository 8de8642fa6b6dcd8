/*
 * Helpers of the online tests (online_test_util.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "online_test_util.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "online/proto.h"

void online_test_sleep_ms(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

online_host *online_test_start_host(const char *store)
{
    static char store_dir[4096];
    const char *src = getenv("SKIRMISH_SOURCE_DIR"), *tmp = getenv("SKIRMISH_TEST_TMP");
    assert_non_null(src);
    snprintf(store_dir, sizeof store_dir, "%s/%s", tmp ? tmp : "/tmp", store);
    char cmd[4200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", store_dir);
    assert_int_equal(system(cmd), 0);
    char why[512] = "";
    online_host *h = online_host_start(0, false, src, store_dir, "test", why, sizeof why);
    if (h == NULL)
        fail_msg("host: %s", why);
    return h;
}

online_conn *online_test_open(online_host *h, const char *name)
{
    char addr[64], why[512] = "";
    snprintf(addr, sizeof addr, "127.0.0.1:%d", online_host_port(h));
    online_conn *c = online_conn_open(addr, name, 0, why, sizeof why);
    if (c == NULL)
        fail_msg("open: %s", why);
    return c;
}

online_conn *online_test_connect(online_host *h, const char *name)
{
    online_conn *c = online_test_open(h, name);
    online_test_wait_state(c, ONLINE_CONNECTED, 5000);
    assert_int_equal(online_conn_state(c), ONLINE_CONNECTED);
    return c;
}

bool online_test_wait_state(online_conn *c, online_state want, int ms)
{
    for (int t = 0; t < ms; t += 5) {
        if (online_conn_state(c) == want)
            return true;
        online_test_sleep_ms(5);
    }
    return online_conn_state(c) == want;
}

cJSON *online_test_next(online_conn *c)
{
    char *text = online_conn_next(c);
    if (text == NULL)
        return NULL;
    cJSON *j = cJSON_Parse(text);
    free(text);
    assert_non_null(j);
    return j;
}

online_conn *online_test_welcomed(online_host *h, const char *name)
{
    online_conn *c = online_test_connect(h, name);
    cJSON_Delete(online_test_wait_for(c, "welcome"));
    return c;
}

static cJSON *wait_message(online_conn *c, const char *type, bool strict)
{
    for (int t = 0; t < 5000; t += 2) {
        char *text = online_conn_next(c);
        if (text == NULL) {
            online_test_sleep_ms(2);
            continue;
        }
        cJSON *j = cJSON_Parse(text);
        free(text);
        if (strict)
            assert_non_null(j);
        if (strcmp(online_msg_type(j), type) == 0)
            return j;
        if (strict && strcmp(online_msg_type(j), "error") == 0 && strcmp(type, "error") != 0) {
            char plain[300];
            online_error_text(j, plain, sizeof plain);
            fail_msg("waiting for %s: %s", type, plain);
        }
        cJSON_Delete(j);
    }
    fail_msg("no %s in 5 s", type);
    return NULL;
}

cJSON *online_test_wait_for(online_conn *c, const char *type) { return wait_message(c, type, false); }

cJSON *online_test_wait_for_strict(online_conn *c, const char *type) { return wait_message(c, type, true); }

void online_test_two_seats(online_conn *creator, const char *create, online_conn *joiner, char game[16])
{
    assert_true(online_conn_send(creator, create));
    cJSON *joined = online_test_wait_for(creator, "joined");
    snprintf(game, 16, "%s", cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(joined, "game")));
    cJSON_Delete(joined);
    char msg[200];
    snprintf(msg, sizeof msg, "{\"type\":\"join\",\"game\":\"%s\",\"seat\":1}", game);
    assert_true(online_conn_send(joiner, msg));
    cJSON_Delete(online_test_wait_for(joiner, "joined"));
}

void online_test_home(const char *name)
{
    char dir[4200];
    snprintf(dir, sizeof dir, "%s/%s", getenv("SKIRMISH_TEST_TMP") ? getenv("SKIRMISH_TEST_TMP") : "/tmp", name);
    setenv("XDG_DATA_HOME", dir, 1);
    setenv("XDG_CONFIG_HOME", dir, 1);
}
