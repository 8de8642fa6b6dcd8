/*
 * The seats kept between runs (src/client/online/seats.c): saved and read
 * back, newest first, one per address and game, at most ONLINE_SEATS_KEPT, the
 * file private to the user; a damaged file is an empty list with a message,
 * and a bad row is skipped with the others kept.
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

#include "online/seats.h"

static void path_of(const char *name, char *out, size_t size)
{
    const char *tmp = getenv("SKIRMISH_TEST_TMP");
    snprintf(out, size, "%s/%s", tmp ? tmp : "/tmp", name);
    remove(out);
}

static online_saved_seat seat_of(const char *address, int n)
{
    online_saved_seat s;
    memset(&s, 0, sizeof s);
    snprintf(s.address, sizeof s.address, "%s", address);
    snprintf(s.game, sizeof s.game, "%012x", n);
    snprintf(s.token, sizeof s.token, "%032x", n * 7 + 1);
    s.seat = n % 2;
    return s;
}

static void test_saved_and_read_back(void **state)
{
    (void)state;
    char path[1024], why[300];
    path_of("online-seats.json", path, sizeof path);
    online_seats s;
    assert_true(online_seats_load(path, &s, why, sizeof why)); /* none yet */
    assert_int_equal(s.n, 0);
    online_saved_seat a = seat_of("127.0.0.1:7474", 1), b = seat_of("10.0.0.2:7474", 2);
    online_seats_put(&s, &a);
    online_seats_put(&s, &b);
    online_seats_put(&s, &a); /* again: first, once */
    snprintf(s.name, sizeof s.name, "Zoé");
    snprintf(s.address, sizeof s.address, "10.0.0.2:7474");
    assert_int_equal(s.n, 2);
    assert_string_equal(s.list[0].game, a.game);
    assert_true(online_seats_save(path, &s, why, sizeof why));
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0600);
    online_seats back;
    assert_true(online_seats_load(path, &back, why, sizeof why));
    assert_int_equal(back.n, 2);
    assert_string_equal(back.name, "Zoé");
    assert_string_equal(back.address, "10.0.0.2:7474");
    const online_saved_seat *f = online_seats_find(&back, "10.0.0.2:7474", b.game);
    assert_non_null(f);
    assert_string_equal(f->token, b.token);
    assert_int_equal(f->seat, b.seat);
    assert_null(online_seats_find(&back, "127.0.0.1:7474", b.game));
    online_seats_forget(&back, "127.0.0.1:7474", a.game);
    assert_int_equal(back.n, 1);
}

static void test_at_most_kept(void **state)
{
    (void)state;
    online_seats s;
    memset(&s, 0, sizeof s);
    for (int i = 0; i < ONLINE_SEATS_KEPT + 5; i++) {
        online_saved_seat x = seat_of("h:1", i + 1);
        online_seats_put(&s, &x);
    }
    assert_int_equal(s.n, ONLINE_SEATS_KEPT);
    online_saved_seat newest = seat_of("h:1", ONLINE_SEATS_KEPT + 5), oldest = seat_of("h:1", 1);
    assert_string_equal(s.list[0].game, newest.game);
    assert_null(online_seats_find(&s, "h:1", oldest.game));
}

static void test_damaged_file(void **state)
{
    (void)state;
    char path[1024], why[300] = "";
    path_of("online-seats-bad.json", path, sizeof path);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("{\"seats\": 3", f);
    fclose(f);
    online_seats s;
    assert_false(online_seats_load(path, &s, why, sizeof why));
    assert_int_equal(s.n, 0);
    assert_non_null(strstr(why, "damaged"));
    /* A bad row is skipped, the good one kept. */
    f = fopen(path, "w");
    fputs("{\"seats\": [{\"address\": \"h:1\", \"game\": \"zz\", \"seat\": 0, \"token\": \"x\"},"
          " {\"address\": \"h:1\", \"game\": \"0123456789ab\", \"seat\": 1,"
          " \"token\": \"0123456789abcdef0123456789abcdef\"}]}",
          f);
    fclose(f);
    assert_true(online_seats_load(path, &s, why, sizeof why));
    assert_int_equal(s.n, 1);
    assert_int_equal(s.list[0].seat, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_saved_and_read_back),
        cmocka_unit_test(test_at_most_kept),
        cmocka_unit_test(test_damaged_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
