/*
 * Campaign saves with their record (campaign_record.h): the record added to a
 * save only when its steps lead to the state saved, and read back with the
 * seats and the event log. Above the save's own files (campaign_save_file.c,
 * campaign_seats_file.c) and the record's (replay_campaign*.c), which never
 * call it.
 */
#include <stdlib.h>
#include <string.h>

#include "fileio_internal.h"
#include "replay_internal.h"
#include "skirmish/data/campaign_record.h"
#include "skirmish/data/campaign_save.h"
#include "skirmish/data/files.h"

/* Like a Conquest record, one that would make the save pass 4 MiB is left out
 * of it (the game is saved, not the replay). */
#define RECORD_SAVE_MAX ((size_t)4 << 20)

/* Whether the record's steps lead to `state`: a record that does not (a decision
 * its keeper missed) is left out of the save, so the game is saved all the same
 * and the file loads; it is no replay then. */
static bool leads_to(const data_campaign_record *record, const campaign_state *state)
{
    campaign_state *s = malloc(sizeof *s);
    bool ok = s != NULL;
    if (ok)
        *s = *record->start;
    for (int i = 0; ok && i < record->n_steps; i++)
        ok = data_campaign_record_apply(record, i, s, NULL, 0);
    ok = ok && data_campaign_same_state(state, s);
    free(s);
    return ok;
}

static char *save_text(const campaign_state *state, const data_seat seats[], const char *match_json,
                       const evlog *events, const data_campaign_record *record)
{
    char *text = data_campaign_save_to_json_seats(state, seats, match_json, events);
    if (!text || !record || !record->start || record->broken || !leads_to(record, state))
        return text;
    cJSON *root = cJSON_Parse(text);
    bool ok = root != NULL;
    data_campaign_record_add_json(root, "record", record, &ok);
    char *with = data_json_finish(root, ok);
    if (with && strlen(with) <= RECORD_SAVE_MAX) {
        free(text);
        return with;
    }
    free(with);
    return text;
}

char *data_campaign_save_record_text(const campaign_state *state, const data_seat seats[], const evlog *events,
                                     const data_campaign_record *record)
{
    return save_text(state, seats, NULL, events, record);
}

bool data_campaign_save_record(const char *path, const campaign_state *state, const data_seat seats[],
                               const char *match_json, const evlog *events, const data_campaign_record *record,
                               data_error *err)
{
    data_error_clear(err);
    char *text = save_text(state, seats, match_json, events, record);
    if (text == NULL)
        return data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
    return data_file_save_text(path, text, err);
}

bool data_campaign_save_new_record(const char *dir, char *path, size_t size, const campaign_state *state,
                                   const data_seat seats[], const char *match_json, const evlog *events,
                                   const data_campaign_record *record, data_error *err)
{
    char *text = save_text(state, seats, match_json, events, record);
    return data_file_save_text_stamped(dir, "-campaign", text, path, size, err);
}

bool data_campaign_load_record(const char *path, campaign_map *map, campaign_state *state, data_seat seats[],
                               char **match_json, evlog *events, data_campaign_record *record, data_error *err)
{
    if (!data_campaign_load_seats(path, map, state, seats, match_json, events, err))
        return false;
    if (!record)
        return true;
    /* Read again for the record (checked once already by the load). */
    char *text = NULL;
    size_t len = 0;
    cJSON *root = NULL;
    data_json_ctx cx = { path, err };
    bool ok = data_file_read(path, &text, &len, err) && data_json_parse(&cx, text, len, &root) &&
              data_campaign_record_get_json(&cx, root, "record", state, record);
    cJSON_Delete(root);
    free(text);
    if (!ok && match_json) {
        free(*match_json);
        *match_json = NULL;
    }
    return ok;
}
