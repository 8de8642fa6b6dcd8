/*
 * What the player has done of the tutorial (tutorial_internal.h), in the
 * config dir's tutorial.json ("skirmish-tutorial"): each lesson's file stem
 * with "finished" or "skipped". Read each time it is asked (a few lessons,
 * a small file), written atomically by data_choices; a file that is missing or damaged reads as
 * nothing done, which only offers the lessons again.
 */
#include <string.h>

#include "conquest/conquest.h"
#include "tutorial/tutorial.h"
#include "tutorial/tutorial_internal.h"
#include "skirmish/data/choices.h"

#define PROGRESS_FILE "tutorial.json"
#define PROGRESS_FORMAT "skirmish-tutorial"

/* The file, or NULL; an app without a config dir (offscreen, in tests)
 * remembers nothing and offers nothing. */
static cJSON *read_file(app *a)
{
    return a->config_dir[0] ? data_choices_read(a->config_dir, PROGRESS_FILE, PROGRESS_FORMAT) : NULL;
}

static void write_file(app *a, cJSON *root)
{
    if (a->config_dir[0])
        data_choices_write(a->config_dir, PROGRESS_FILE, PROGRESS_FORMAT, root);
    else
        cJSON_Delete(root);
}

static tutorial_mark mark_of(const cJSON *lessons, const char *stem)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(lessons, stem);
    if (cJSON_IsString(v) && strcmp(v->valuestring, "finished") == 0)
        return TUTORIAL_FINISHED;
    if (cJSON_IsString(v) && strcmp(v->valuestring, "skipped") == 0)
        return TUTORIAL_SKIPPED;
    return TUTORIAL_NOT_DONE;
}

static void forget_offer(app *a)
{
    tutorial_lessons *ls = tutorial_lessons_get(a);
    if (ls)
        ls->offer = -1;
}

tutorial_mark tutorial_progress_get(app *a, const char *stem)
{
    cJSON *root = read_file(a);
    tutorial_mark m = mark_of(cJSON_GetObjectItemCaseSensitive(root, "lessons"), stem);
    cJSON_Delete(root);
    return m;
}

/* The file as it is (or a new one), its "lessons" object made. */
static cJSON *read_or_new(app *a, cJSON **lessons)
{
    cJSON *root = read_file(a);
    if (!root)
        root = cJSON_CreateObject();
    if (!root)
        return NULL;
    cJSON_DeleteItemFromObjectCaseSensitive(root, "format");
    cJSON_DeleteItemFromObjectCaseSensitive(root, "version");
    *lessons = cJSON_GetObjectItemCaseSensitive(root, "lessons");
    if (!cJSON_IsObject(*lessons)) {
        cJSON_DeleteItemFromObjectCaseSensitive(root, "lessons");
        *lessons = cJSON_AddObjectToObject(root, "lessons");
    }
    return root;
}

void tutorial_progress_set(app *a, const char *stem, tutorial_mark mark)
{
    cJSON *lessons = NULL, *root = read_or_new(a, &lessons);
    if (!root || !lessons) {
        cJSON_Delete(root);
        return;
    }
    tutorial_mark was = mark_of(lessons, stem);
    if (was == TUTORIAL_FINISHED || was == mark) {
        cJSON_Delete(root);
        return;
    }
    cJSON_DeleteItemFromObjectCaseSensitive(lessons, stem);
    if (mark != TUTORIAL_NOT_DONE)
        cJSON_AddStringToObject(lessons, stem, mark == TUTORIAL_FINISHED ? "finished" : "skipped");
    write_file(a, root);
    forget_offer(a);
}

/* As the Learn to play list counts: the lessons, then Conquest's first game
 * (play-test 16: "Learn to play (5/5)" with a tick beside a list of six). */
int tutorial_lesson_count(app *a)
{
    tutorial_lessons *ls = tutorial_lessons_get(a);
    return ls && ls->n > 0 ? tutorial_list_count(ls) : 0;
}

int tutorial_lessons_done(app *a)
{
    tutorial_lessons *ls = tutorial_lessons_get(a);
    if (!ls)
        return 0;
    cJSON *root = read_file(a);
    const cJSON *lessons = cJSON_GetObjectItemCaseSensitive(root, "lessons");
    int done = 0;
    for (int i = 0; i < ls->n; i++)
        done += mark_of(lessons, ls->lessons[i].stem) != TUTORIAL_NOT_DONE;
    cJSON_Delete(root);
    return done;
}

int tutorial_lessons_finished(app *a)
{
    tutorial_lessons *ls = tutorial_lessons_get(a);
    if (!ls)
        return 0;
    cJSON *root = read_file(a);
    const cJSON *lessons = cJSON_GetObjectItemCaseSensitive(root, "lessons");
    int done = 0;
    for (int i = 0; i < ls->n; i++)
        done += mark_of(lessons, ls->lessons[i].stem) == TUTORIAL_FINISHED;
    cJSON_Delete(root);
    return done + (ls->n > 0 && conquest_coach_done(a));
}

/* Asked by the menu every frame: the file is read once, then again only
 * after this program changed it. */
bool tutorial_available(app *a)
{
    tutorial_lessons *ls = tutorial_lessons_get(a);
    return ls && ls->n > 0 && a->config_dir[0];
}

bool tutorial_offer(app *a)
{
    tutorial_lessons *ls = tutorial_lessons_get(a);
    if (!ls || ls->n == 0 || !a->config_dir[0])
        return false;
    if (ls->offer < 0)
        ls->offer = tutorial_lessons_done(a) == 0;
    return ls->offer > 0;
}
