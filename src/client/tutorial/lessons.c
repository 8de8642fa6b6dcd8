/*
 * The lessons (tutorial_internal.h): each a scenario file of maps/tutorial,
 * read by the scenario loader like any other, whose "tutorial" member lists
 * its steps:
 *
 *   "tutorial": {"steps": [
 *     {"until": "select", "show": "unit", "say": "Click your Archer."},
 *     {"until": "attack", "target": 0, "show": "target", "say": "Attack the Scout...",
 *      "hint": "Select your Archer and click the Scout."}]}
 *
 * "until": deploy, select, move (optional "squares"), attack, ability
 * (optional "ability": an ability's id), end_turn, in_sight, progress
 * ("objective", "count"), win. "unit" is a slot of the player's squad (side 0),
 * "target" one of the enemy's (both 0 by default). "show": "unit", "target" or
 * a square. A step is refused whole, with the key named, like the scenario.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <cjson/cJSON.h>

#include "tutorial/tutorial_internal.h"
#include "skirmish/data/scenario_file.h"

static const char *const until_names[TUTORIAL_UNTIL_COUNT] = {
    "deploy", "select", "move", "attack", "ability", "end_turn", "in_sight", "progress", "win",
};

static bool fail(char *why, size_t size, const char *path, const char *key, const char *problem)
{
    snprintf(why, size, "%s: %s: %s", path, key, problem);
    return false;
}

static bool text_of(const cJSON *o, const char *name, char *out, size_t size, bool required)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, name);
    out[0] = '\0';
    if (!v)
        return !required;
    if (!cJSON_IsString(v) || strlen(v->valuestring) >= size || (required && !v->valuestring[0]))
        return false;
    snprintf(out, size, "%s", v->valuestring);
    return true;
}

static bool int_of(const cJSON *o, const char *name, int lo, int hi, int *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, name);
    if (!v)
        return true;
    if (!cJSON_IsNumber(v) || v->valuedouble < lo || v->valuedouble > hi || v->valuedouble != (int)v->valuedouble)
        return false;
    *out = (int)v->valuedouble;
    return true;
}

static bool step_of(const cJSON *o, const tutorial_lesson *l, tutorial_step *s, char *key, size_t key_size, int i)
{
    memset(s, 0, sizeof *s);
    s->ability = ESC_AB_NONE;
    s->square = ESC_NO_SQUARE;
    char word[32];
    snprintf(key, key_size, "tutorial.steps[%d]", i);
    if (!cJSON_IsObject(o))
        return false;
    snprintf(key, key_size, "tutorial.steps[%d].until", i);
    if (!text_of(o, "until", word, sizeof word, true))
        return false;
    s->until = TUTORIAL_UNTIL_COUNT;
    for (int k = 0; k < TUTORIAL_UNTIL_COUNT; k++)
        if (strcmp(word, until_names[k]) == 0)
            s->until = (tutorial_until)k;
    if (s->until == TUTORIAL_UNTIL_COUNT)
        return false;
    snprintf(key, key_size, "tutorial.steps[%d].say", i);
    if (!text_of(o, "say", s->say, sizeof s->say, true))
        return false;
    snprintf(key, key_size, "tutorial.steps[%d].hint", i);
    if (!text_of(o, "hint", s->hint, sizeof s->hint, false))
        return false;
    int mine = l->scenario.sides[l->player].fixed.n_units, theirs = l->scenario.sides[l->player ^ 1].fixed.n_units;
    snprintf(key, key_size, "tutorial.steps[%d].unit", i);
    if (!int_of(o, "unit", 0, mine - 1, &s->unit))
        return false;
    snprintf(key, key_size, "tutorial.steps[%d].target", i);
    if (!int_of(o, "target", 0, theirs > 0 ? theirs - 1 : 0, &s->target))
        return false;
    snprintf(key, key_size, "tutorial.steps[%d].objective", i);
    if (!int_of(o, "objective", 0, l->scenario.rules.n_objectives - 1, &s->objective))
        return false;
    snprintf(key, key_size, "tutorial.steps[%d].count", i);
    s->count = 1;
    if (!int_of(o, "count", 1, 99, &s->count))
        return false;
    snprintf(key, key_size, "tutorial.steps[%d].ability", i);
    if (cJSON_GetObjectItemCaseSensitive(o, "ability")) {
        if (!text_of(o, "ability", word, sizeof word, true) || esc_ability_from_id(word) == (int)ESC_AB_NONE)
            return false;
        s->ability = esc_ability_from_id(word);
    }
    const cJSON *squares = cJSON_GetObjectItemCaseSensitive(o, "squares");
    if (squares) {
        snprintf(key, key_size, "tutorial.steps[%d].squares", i);
        if (!cJSON_IsArray(squares) || cJSON_GetArraySize(squares) > TUTORIAL_SQUARES_MAX)
            return false;
        const cJSON *q;
        cJSON_ArrayForEach(q, squares) {
            snprintf(key, key_size, "tutorial.steps[%d].squares[%d]", i, s->n_squares);
            if (!cJSON_IsString(q) || !esc_square_parse(q->valuestring, &s->squares[s->n_squares]))
                return false;
            s->n_squares++;
        }
    }
    snprintf(key, key_size, "tutorial.steps[%d].show", i);
    if (!text_of(o, "show", word, sizeof word, false))
        return false;
    if (strcmp(word, "unit") == 0)
        s->show = TUTORIAL_SHOW_UNIT;
    else if (strcmp(word, "target") == 0)
        s->show = TUTORIAL_SHOW_TARGET;
    else if (word[0]) {
        if (!esc_square_parse(word, &s->square))
            return false;
        s->show = TUTORIAL_SHOW_SQUARE;
    }
    if ((s->until == TUTORIAL_ATTACK || s->until == TUTORIAL_IN_SIGHT || s->show == TUTORIAL_SHOW_TARGET) && theirs == 0) {
        snprintf(key, key_size, "tutorial.steps[%d].target", i);
        return false;
    }
    return true;
}

bool tutorial_lesson_load(const char *path, tutorial_lesson *out, char *why, size_t why_size)
{
    memset(out, 0, sizeof *out);
    data_error err;
    if (!data_scenario_load(path, &out->scenario, &err)) {
        char msg[500];
        data_error_format(&err, msg, sizeof msg);
        snprintf(why, why_size, "%s", msg);
        return false;
    }
    out->scenario.shipped = true; /* the lessons are the game's own: translated */
    snprintf(out->path, sizeof out->path, "%s", path);
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    snprintf(out->stem, sizeof out->stem, "%s", base);
    char *dot = strrchr(out->stem, '.');
    if (dot)
        *dot = '\0';
    out->player = 0;
    if (out->scenario.sides[0].fixed.n_units == 0 || out->scenario.sides[0].budget > 0)
        return fail(why, why_size, path, "sides[0].squad", "a lesson's player has a fixed squad and no budget to spend");
    size_t len = 0;
    char *text = SDL_LoadFile(path, &len);
    if (!text)
        return fail(why, why_size, path, "tutorial", "cannot read the file");
    cJSON *root = cJSON_ParseWithLength(text, len);
    SDL_free(text);
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(root, "tutorial");
    const cJSON *steps = cJSON_GetObjectItemCaseSensitive(t, "steps");
    bool ok = true;
    char key[64] = "tutorial.steps";
    if (!cJSON_IsArray(steps) || cJSON_GetArraySize(steps) < 1 || cJSON_GetArraySize(steps) > TUTORIAL_STEPS_MAX) {
        ok = fail(why, why_size, path, key, "1 to 12 steps are needed");
    } else {
        const cJSON *o;
        cJSON_ArrayForEach(o, steps) {
            if (!step_of(o, out, &out->steps[out->n_steps], key, sizeof key, out->n_steps)) {
                ok = fail(why, why_size, path, key, "missing or not allowed here (docs/formats.md, tutorial)");
                break;
            }
            out->n_steps++;
        }
    }
    cJSON_Delete(root);
    return ok;
}

static void *lessons_create(app *a)
{
    tutorial_lessons *ls = calloc(1, sizeof *ls);
    if (!ls)
        return NULL;
    ls->offer = -1;
    static char paths[TUTORIAL_LESSONS_MAX][DATA_PATH_MAX];
    char dir[DATA_PATH_MAX];
    if (!data_paths_join(dir, sizeof dir, a->assets.data_dir, "maps/tutorial"))
        return ls;
    int n = app_list_json(dir, paths, TUTORIAL_LESSONS_MAX);
    for (int i = 0; i < n; i++) {
        char why[600];
        if (tutorial_lesson_load(paths[i], &ls->lessons[ls->n], why, sizeof why)) {
            ls->n++;
        } else {
            SDL_Log("skipping a lesson: %s", why);
            if (!ls->skipped++)
                snprintf(ls->problem, sizeof ls->problem, "%s", why);
        }
    }
    return ls;
}

static void lessons_destroy(app *a, void *self)
{
    (void)a;
    free(self);
}

static const app_service lessons_service = { "tutorial lessons", lessons_create, lessons_destroy };

tutorial_lessons *tutorial_lessons_get(app *a)
{
    return app_service_get(a, &lessons_service);
}
