/*
 * The battle in progress inside a campaign save: the optional "battle_match", a
 * whole skirmish-save document (docs/campaign.md §10), written as given and read
 * back checked as any saved match is, replayed with the current duel's hooks.
 */
#include <stdlib.h>
#include <string.h>

#include "campaign_internal.h"
#include "skirmish/core/esc/record.h"
#include "skirmish/data/files.h"

bool data_campaign_match_write(cJSON *root, const char *match_json)
{
    cJSON *m = cJSON_Parse(match_json);
    if (m == NULL || !cJSON_AddItemToObject(root, "battle_match", m)) {
        cJSON_Delete(m);
        return false;
    }
    return true;
}

bool data_campaign_match_read(const data_json_ctx *cx, const cJSON *root, const campaign_state *s, char **match_json)
{
    const cJSON *match;
    if (!data_json_member(cx, root, "", "battle_match", false, &match))
        return false;
    if (match_json)
        *match_json = NULL;
    if (!match)
        return true;
    if (s->phase != CAMPAIGN_PHASE_BATTLES)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "battle_match", "a match only during the battles");
    /* The match is the current duel's, played with its hooks (the file has none). */
    campaign_duel *duel = malloc(sizeof *duel);
    if (duel == NULL)
        return data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, "battle_match", "out of memory");
    bool ready = campaign_duel_setup(s, duel);
    esc_hooks hooks = duel->settings.hooks;
    uint64_t seed = duel->seed;
    free(duel);
    if (!ready)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "battle_match", "no duel is ready to be fought");
    char *text = cJSON_PrintUnformatted(match);
    if (text == NULL)
        return data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, "battle_match", "out of memory");
    esc_record rec;
    memset(&rec, 0, sizeof rec);
    data_error inner;
    if (!data_save_parse_hooks(text, strlen(text), cx->file, &hooks, &rec, NULL, &inner)) {
        free(text);
        char key[DATA_KEY_MAX];
        data_json_path_key(key, "battle_match", inner.key);
        return data_error_set_text(cx->err, inner.kind, cx->file, key, inner.message);
    }
    bool same = rec.seed == seed;
    esc_record_free(&rec);
    if (!same) {
        free(text);
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "battle_match.seed", "not the current duel's seed");
    }
    if (match_json)
        *match_json = text;
    else
        free(text);
    return true;
}
