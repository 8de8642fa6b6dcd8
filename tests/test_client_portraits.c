/*
 * Every unit type of the shipped Escarmouche data has its own picture among
 * the types it can meet (play-test 5: a Warden drawn as the enemy Captain, an
 * Archer as a Slinger, told apart only by a diamond). Types meet in the
 * library (the Barracks' units and squads, which the skirmish setup and the
 * Campaign field together) and inside one scenario or one lesson. A unit's
 * picture is its file's "portrait" key when the client has that picture, else
 * the one assets_portrait_auto gives its name: what the board draws. Types a
 * player makes may still share one; those keep the board's yellow diamonds.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <cjson/cJSON.h>

#include "board/view.h"
#include "shell/assets.h"

#define MAX_TYPES 128

typedef struct {
    char name[ESC_NAME_MAX];
    int portrait;
    char file[160];
} unit_type;

typedef struct {
    unit_type t[MAX_TYPES];
    int n;
} group;

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)len + 1);
    size_t got = s ? fread(s, 1, (size_t)len, f) : 0;
    fclose(f);
    if (s)
        s[got] = '\0';
    return s;
}

static void add_units(group *g, const cJSON *o, const char *file)
{
    if (cJSON_IsArray(o) || cJSON_IsObject(o)) {
        const cJSON *name = cJSON_GetObjectItemCaseSensitive(o, "name");
        if (cJSON_IsObject(o) && cJSON_IsString(name) && cJSON_GetObjectItemCaseSensitive(o, "health")) {
            esc_unit_def def;
            memset(&def, 0, sizeof def);
            snprintf(def.name, sizeof def.name, "%s", name->valuestring);
            const cJSON *key = cJSON_GetObjectItemCaseSensitive(o, "portrait");
            int p = cJSON_IsString(key) ? assets_portrait_by_id(key->valuestring) : -1;
            if (p < 0)
                p = assets_portrait_auto(&def);
            bool seen = false;
            for (int i = 0; i < g->n; i++)
                if (strcmp(g->t[i].name, def.name) == 0) {
                    seen = true;
                    /* One type, one picture, whichever file names it. */
                    if (g->t[i].portrait != p)
                        fail_msg("%s is drawn as '%s' in %s but as '%s' in %s", def.name,
                                 assets_portrait_id(g->t[i].portrait), g->t[i].file, assets_portrait_id(p), file);
                }
            if (!seen && g->n < MAX_TYPES) {
                snprintf(g->t[g->n].name, sizeof g->t[g->n].name, "%s", def.name);
                snprintf(g->t[g->n].file, sizeof g->t[g->n].file, "%s", file);
                g->t[g->n].portrait = p;
                g->n++;
            }
        }
        const cJSON *child;
        cJSON_ArrayForEach(child, o) add_units(g, child, file);
    }
}

static void add_dir(group *g, const char *rel)
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s/%s", getenv("SKIRMISH_SOURCE_DIR"), rel);
    DIR *d = opendir(dir);
    assert_non_null(d);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len < 6 || strcmp(e->d_name + len - 5, ".json") != 0)
            continue;
        char path[800], file[400];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        snprintf(file, sizeof file, "%s/%s", rel, e->d_name);
        char *text = read_all(path);
        assert_non_null(text);
        cJSON *root = cJSON_Parse(text);
        assert_non_null(root);
        add_units(g, root, file);
        cJSON_Delete(root);
        free(text);
    }
    closedir(d);
}

/* Fails naming both types and the picture when two types of a group share one. */
static void assert_all_distinct(const group *g, const char *what)
{
    assert_true(g->n > 0);
    for (int i = 0; i < g->n; i++)
        for (int j = i + 1; j < g->n; j++)
            if (g->t[i].portrait == g->t[j].portrait)
                fail_msg("%s: %s (%s) and %s (%s) can meet and both are drawn as '%s'", what, g->t[i].name,
                         g->t[i].file, g->t[j].name, g->t[j].file, assets_portrait_id(g->t[i].portrait));
}

static void test_library_types_distinct(void **state)
{
    (void)state;
    static group g;
    g.n = 0;
    add_dir(&g, "assets/units");
    add_dir(&g, "assets/squads");
    assert_true(g.n >= 29);
    assert_all_distinct(&g, "the library (Barracks, skirmish setup, Campaign)");
}

/* Each scenario and each lesson on its own: its two sides' types. */
static void each_file_distinct(const char *rel)
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s/%s", getenv("SKIRMISH_SOURCE_DIR"), rel);
    DIR *d = opendir(dir);
    assert_non_null(d);
    struct dirent *e;
    int files = 0;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len < 6 || strcmp(e->d_name + len - 5, ".json") != 0)
            continue;
        static group g;
        g.n = 0;
        char path[800], file[400];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        snprintf(file, sizeof file, "%s/%s", rel, e->d_name);
        char *text = read_all(path);
        assert_non_null(text);
        cJSON *root = cJSON_Parse(text);
        assert_non_null(root);
        add_units(&g, root, file);
        cJSON_Delete(root);
        free(text);
        if (g.n > 0)
            assert_all_distinct(&g, file);
        files++;
    }
    closedir(d);
    assert_true(files > 0);
}

static void test_scenario_types_distinct(void **state)
{
    (void)state;
    each_file_distinct("maps/scenarios");
}

static void test_lesson_types_distinct(void **state)
{
    (void)state;
    each_file_distinct("maps/tutorial");
}

/* Every picture the table names is shipped, and no two ids name one file. */
static void test_every_portrait_shipped(void **state)
{
    (void)state;
    for (int i = 0; i < PORTRAIT_COUNT; i++) {
        const char *id = assets_portrait_id(i);
        assert_true(id[0] != '\0');
        assert_int_equal(assets_portrait_by_id(id), i);
        char path[600];
        snprintf(path, sizeof path, "%s/assets/sprites/portrait-%s.png", getenv("SKIRMISH_SOURCE_DIR"), id);
        FILE *f = fopen(path, "rb");
        if (!f)
            fail_msg("no picture file for portrait '%s' (%s)", id, path);
        fclose(f);
    }
}

/* Two user-made types with one picture: the second is marked and its card
 * names the first; a type with a picture of its own has no mark. */
static void test_user_types_still_marked(void **state)
{
    (void)state;
    assets_portrait_forget_all();
    esc_squad a, b;
    esc_squad_init(&a, "Mine");
    esc_squad_init(&b, "Theirs");
    esc_unit_def u;
    esc_unit_init(&u, "Swordsman", 2, 1, 1, 1);
    assert_true(esc_squad_add(&a, &u));
    esc_unit_init(&u, "Sword Master", 3, 1, 2, 1);
    assert_true(esc_squad_add(&b, &u));
    esc_unit_init(&u, "Warden", 3, 1, 1, 1);
    assert_true(esc_squad_add(&b, &u));
    const esc_squad *sq[ESC_SIDES] = { &a, &b };
    int portraits[ESC_SIDES][ESC_SQUAD_MAX];
    for (int s = 0; s < ESC_SIDES; s++)
        assets_squad_portraits(sq[s], portraits[s], ESC_SQUAD_MAX);
    assert_int_equal(portraits[0][0], portraits[1][0]);
    const int(*p)[ESC_SQUAD_MAX] = (const int(*)[ESC_SQUAD_MAX])portraits;
    assert_int_equal(board_unit_variant(sq, p, 0, 0), 0);
    assert_int_equal(board_unit_variant(sq, p, 1, 0), 1);
    assert_int_equal(board_unit_variant(sq, p, 1, 1), 0);
    char text[300];
    board_variant_text(sq, p, 1, 0, text, sizeof text);
    assert_non_null(strstr(text, "\u25C6"));
    assert_non_null(strstr(text, "Swordsman"));
    board_variant_text(sq, p, 1, 1, text, sizeof text);
    assert_string_equal(text, "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_library_types_distinct),
        cmocka_unit_test(test_scenario_types_distinct),
        cmocka_unit_test(test_lesson_types_distinct),
        cmocka_unit_test(test_every_portrait_shipped),
        cmocka_unit_test(test_user_types_still_marked),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
