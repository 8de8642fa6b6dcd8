/*
 * The seat's mirror of a served Escarmouche game (online/mirror.h): the
 * history and the views replayed into a record, a hidden squad stood in for
 * by what the view shows of it and at most one placeholder.
 */
#include "online/mirror.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/data/files.h"

void online_mirror_init(online_mirror *m)
{
    memset(m, 0, sizeof *m);
    m->seat = -1;
    esc_settings_default(&m->settings);
}

void online_mirror_free(online_mirror *m)
{
    esc_record_free(&m->record);
    free(m->act_text);
    online_mirror_init(m);
}

static int int_of(const cJSON *o, const char *key, int fallback)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(v) ? v->valueint : fallback;
}

static esc_bits squares_of(const cJSON *a)
{
    esc_bits bits = 0;
    const cJSON *it;
    cJSON_ArrayForEach(it, a) {
        int sq;
        if (cJSON_IsString(it) && esc_square_parse(it->valuestring, &sq))
            bits |= esc_bit(sq);
    }
    return bits;
}

static void map_of(const cJSON *view, esc_map *map)
{
    const cJSON *o = cJSON_GetObjectItemCaseSensitive(view, "map");
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(o, "name");
    esc_map_init(map, cJSON_IsString(name) ? name->valuestring : "");
    map->obstacles = squares_of(cJSON_GetObjectItemCaseSensitive(o, "obstacles"));
    map->zone = squares_of(cJSON_GetObjectItemCaseSensitive(o, "zone"));
}

/* A unit as the view shows it, as a squad's unit (its stats before the battle). */
static void unit_of(const cJSON *u, esc_unit_def *def)
{
    memset(def, 0, sizeof *def);
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(u, "name");
    snprintf(def->name, sizeof def->name, "%s", cJSON_IsString(name) ? name->valuestring : "?");
    def->health = int_of(u, "max_health", 1);
    def->range = int_of(u, "range", 1);
    def->power = int_of(u, "power", 1);
    def->move = int_of(u, "move", 1);
    const cJSON *ab;
    cJSON_ArrayForEach(ab, cJSON_GetObjectItemCaseSensitive(u, "abilities")) {
        int a = cJSON_IsString(ab) ? esc_ability_from_id(ab->valuestring) : ESC_AB_NONE;
        if (a != ESC_AB_NONE && def->n_abilities < ESC_UNIT_ABILITY_CAPACITY)
            def->abilities[def->n_abilities++] = (uint8_t)a;
    }
}

/* The hidden side's squad: its units on the board (slot order), then
 * `placeholders` stand-ins. */
static void hidden_squad(const cJSON *view, int side, int placeholders, esc_squad *sq)
{
    esc_squad_init(sq, ""); /* its name is not shown yet either */
    esc_unit_def by_slot[ESC_SQUAD_MAX];
    int n = 0;
    const cJSON *u;
    cJSON_ArrayForEach(u, cJSON_GetObjectItemCaseSensitive(view, "units")) {
        int slot = int_of(u, "slot", -1);
        if (int_of(u, "side", -1) == side && slot >= 0 && slot < ESC_SQUAD_MAX) {
            unit_of(u, &by_slot[slot]);
            if (slot + 1 > n)
                n = slot + 1;
        }
    }
    for (int i = 0; i < n; i++)
        esc_squad_add(sq, &by_slot[i]);
    esc_unit_def stand_in = { .name = "?", .health = 1, .range = 1, .power = 1, .move = 1 };
    for (int i = 0; i < placeholders && sq->n_units < ESC_SQUAD_MAX; i++)
        esc_squad_add(sq, &stand_in);
}

static const char *phase_word(esc_phase p)
{
    return p == ESC_PHASE_DEPLOY ? "deploy" : p == ESC_PHASE_BATTLE ? "battle" : "over";
}

bool online_mirror_agrees(const online_mirror *m, const cJSON *view, char *why, size_t size)
{
    const esc_game *g = &m->game;
    const cJSON *phase = cJSON_GetObjectItemCaseSensitive(view, "phase");
    if (!cJSON_IsString(phase) || strcmp(phase->valuestring, phase_word(g->phase)) != 0) {
        snprintf(why, size, "phase %s, the mirror's %s", cJSON_IsString(phase) ? phase->valuestring : "?",
                 phase_word(g->phase));
        return false;
    }
    if (g->phase != ESC_PHASE_OVER &&
        (int_of(view, "active", -1) != g->active || int_of(view, "actions_left", -1) != g->actions_left)) {
        snprintf(why, size, "side to act %d (%d actions), the mirror's %d (%d)", int_of(view, "active", -1),
                 int_of(view, "actions_left", -1), g->active, g->actions_left);
        return false;
    }
    /* The zone's markers (a rule the mirror might lack shows here first). */
    const cJSON *mk = cJSON_GetObjectItemCaseSensitive(view, "markers");
    for (int s = 0; cJSON_IsArray(mk) && s < ESC_SIDES; s++) {
        const cJSON *n = cJSON_GetArrayItem(mk, s);
        if (!cJSON_IsNumber(n) || n->valueint != g->markers[s]) {
            snprintf(why, size, "side %d's markers %d, the mirror's %d", s, cJSON_IsNumber(n) ? n->valueint : -1,
                     g->markers[s]);
            return false;
        }
    }
    const cJSON *u;
    cJSON_ArrayForEach(u, cJSON_GetObjectItemCaseSensitive(view, "units")) {
        int id = int_of(u, "id", -1);
        if (id < 0 || id >= ESC_MAX_UNITS || !(g->units[id].flags & ESC_UF_PRESENT)) {
            snprintf(why, size, "unit %d is not in the mirror", id);
            return false;
        }
        const esc_unit_state *mu = &g->units[id];
        const cJSON *sq = cJSON_GetObjectItemCaseSensitive(u, "square");
        int square = ESC_NO_SQUARE;
        if (cJSON_IsString(sq))
            esc_square_parse(sq->valuestring, &square);
        bool alive = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(u, "alive"));
        bool deployed = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(u, "deployed"));
        int msquare = esc_game_unit_alive(g, id) && (mu->flags & ESC_UF_DEPLOYED) ? mu->square : ESC_NO_SQUARE;
        if (alive != !(mu->flags & ESC_UF_DEAD) || deployed != ((mu->flags & ESC_UF_DEPLOYED) != 0) ||
            (deployed && square != msquare) || int_of(u, "health", -1) != mu->health) {
            snprintf(why, size, "unit %d differs (square %d/%d, health %d/%d)", id, square, msquare,
                     int_of(u, "health", -1), mu->health);
            return false;
        }
    }
    return true;
}

/* Replays the actions told onto squads; false when one does not read or is refused. */
static bool replay(online_mirror *m, const esc_squad *squads[ESC_SIDES], const esc_settings *settings, uint64_t seed)
{
    esc_record_free(&m->record);
    esc_record_init(&m->record, &m->map, squads, settings, seed);
    if (esc_record_start(&m->record, &m->game, NULL) != ESC_SETUP_OK)
        return false;
    for (int i = 0; i < m->n_actions; i++) {
        esc_action a;
        if (!esc_action_parse(&m->game, m->act_text[i], &a) || esc_game_apply(&m->game, &a, NULL) != ESC_OK ||
            !esc_record_push(&m->record, &a))
            return false;
    }
    return true;
}

/* Builds the record from what is known, the hidden squads guessed as small
 * as the view allows. */
static bool rebuild(online_mirror *m, const cJSON *view, char *why, size_t size)
{
    bool hidden[ESC_SIDES];
    for (int s = 0; s < ESC_SIDES; s++)
        hidden[s] = m->known[s].n_units == 0;
    m->complete = !hidden[0] && !hidden[1] && m->seed != 0;
    const esc_squad *squads[ESC_SIDES] = { &m->known[0], &m->known[1] };
    if (m->complete) {
        m->placeholder[0] = m->placeholder[1] = 0;
        if (!replay(m, squads, &m->settings, m->seed) || !online_mirror_agrees(m, view, why, size)) {
            if (!why[0])
                snprintf(why, size, "the history does not replay");
            return false;
        }
        return true;
    }
    /* Deploying: who deploys first as the history says it, no draw. */
    esc_settings st = m->settings;
    int first = m->n_actions > 0 ? m->act_seat[0] : int_of(view, "active", 0);
    st.hooks.first_deployer = (uint8_t)(1 + (first == 1));
    esc_squad guess[ESC_SIDES];
    for (int combo = 0; combo < 4; combo++) {
        int p[ESC_SIDES] = { combo & 1 ? 0 : 1, combo & 2 ? 0 : 1 };
        if ((!hidden[0] && (combo & 1)) || (!hidden[1] && (combo & 2)))
            continue;
        for (int s = 0; s < ESC_SIDES; s++) {
            m->placeholder[s] = hidden[s] ? p[s] : 0;
            if (hidden[s]) {
                hidden_squad(view, s, p[s], &guess[s]);
                squads[s] = &guess[s];
                st.hooks.budget[s] = 255;
            }
        }
        why[0] = '\0';
        if (replay(m, squads, &st, 1) && online_mirror_agrees(m, view, why, size))
            return true;
    }
    if (!why[0])
        snprintf(why, size, "the deployment does not replay");
    return false;
}

static bool push_told(online_mirror *m, int seat, const char *text)
{
    if (m->n_actions >= ONLINE_MIRROR_MAX_ACTIONS)
        return false;
    if (m->act_text == NULL) {
        m->act_text = calloc(ONLINE_MIRROR_MAX_ACTIONS, sizeof *m->act_text);
        if (m->act_text == NULL)
            return false;
    }
    m->act_seat[m->n_actions] = seat;
    snprintf(m->act_text[m->n_actions], ESC_ACTION_TEXT_MAX, "%s", text);
    m->n_actions++;
    return true;
}

void online_mirror_view_squad(const cJSON *view, int side, esc_squad *sq) { hidden_squad(view, side, 0, sq); }

/* A Campaign duel's hooks (docs/protocol.md, "The Campaign view": `duel.settings.hooks`). */
static void hooks_of(const cJSON *k, esc_hooks *h)
{
    if (!cJSON_IsObject(k))
        return;
    for (int s = 0; s < ESC_SIDES; s++) {
        const cJSON *b = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(k, "budget"), s);
        const cJSON *d = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(k, "die_modifier"), s);
        h->budget[s] = (uint8_t)(cJSON_IsNumber(b) ? b->valueint : 0);
        h->die_modifier[s] = (int8_t)(cJSON_IsNumber(d) ? d->valueint : 0);
    }
    h->swap_homes = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(k, "swap_homes"));
    h->yielding = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(k, "yielding"));
    h->no_first_turn_marker = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(k, "no_first_turn_marker"));
    h->first_deployer = (uint8_t)int_of(k, "first_deployer", 0);
    h->vanguard = (int8_t)int_of(k, "vanguard", 0);
    const cJSON *it;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(k, "start_health")) {
        const cJSON *id = cJSON_GetArrayItem(it, 0), *hp = cJSON_GetArrayItem(it, 1);
        if (cJSON_IsNumber(id) && cJSON_IsNumber(hp) && id->valueint >= 0 && id->valueint < ESC_MAX_UNITS)
            h->start_health[id->valueint] = (uint8_t)hp->valueint;
    }
}

bool online_mirror_build(online_mirror *m, const cJSON *history, const cJSON *view, char *why, size_t size)
{
    online_mirror_free(m);
    why[0] = '\0';
    const cJSON *seat = cJSON_GetObjectItemCaseSensitive(view, "seat");
    m->seat = cJSON_IsNumber(seat) ? seat->valueint : -1;
    map_of(view, &m->map);
    const cJSON *set = cJSON_GetObjectItemCaseSensitive(history, "settings");
    m->settings.round_limit = int_of(set, "round_limit", m->settings.round_limit);
    m->settings.markers_to_win = int_of(set, "markers_to_win", m->settings.markers_to_win);
    hooks_of(cJSON_GetObjectItemCaseSensitive(set, "hooks"), &m->settings.hooks);
    const cJSON *seed = cJSON_GetObjectItemCaseSensitive(history, "seed");
    if (cJSON_IsString(seed))
        m->seed = strtoull(seed->valuestring, NULL, 10);
    const cJSON *squads = cJSON_GetObjectItemCaseSensitive(history, "squads");
    for (int s = 0; s < ESC_SIDES; s++) {
        const cJSON *sq = cJSON_GetArrayItem(squads, s);
        if (!cJSON_IsObject(sq))
            continue;
        char *text = cJSON_PrintUnformatted(sq);
        data_error err;
        if (text == NULL || !data_squad_parse(text, strlen(text), "squad", &m->known[s], &err))
            m->known[s].n_units = 0;
        free(text);
    }
    const cJSON *a;
    cJSON_ArrayForEach(a, cJSON_GetObjectItemCaseSensitive(history, "actions")) {
        const cJSON *text = cJSON_GetObjectItemCaseSensitive(a, "action");
        if (!cJSON_IsString(text) || !push_told(m, int_of(a, "seat", -1), text->valuestring)) {
            snprintf(why, size, "the history's action %d does not read", m->n_actions);
            return false;
        }
    }
    if (int_of(history, "seq", -1) != m->n_actions || int_of(view, "seq", -2) != m->n_actions) {
        snprintf(why, size, "the history (seq %d) is not at the view's seq %d", int_of(history, "seq", -1),
                 int_of(view, "seq", -2));
        return false;
    }
    return rebuild(m, view, why, size);
}

online_mirror_step online_mirror_follow(online_mirror *m, const cJSON *view, esc_action *action)
{
    int seq = int_of(view, "seq", -1);
    if (seq == m->n_actions)
        return ONLINE_MIRROR_SAME;
    const cJSON *last = cJSON_GetObjectItemCaseSensitive(view, "last");
    const cJSON *text = cJSON_GetObjectItemCaseSensitive(last, "action");
    if (seq != m->n_actions + 1 || !cJSON_IsString(text))
        return ONLINE_MIRROR_NEED_HISTORY;
    char why[200] = "";
    if (m->complete) {
        esc_game before = m->game;
        if (!esc_action_parse(&m->game, text->valuestring, action) || esc_game_apply(&m->game, action, NULL) != ESC_OK ||
            !esc_record_push(&m->record, action) || !push_told(m, int_of(last, "seat", -1), text->valuestring)) {
            m->game = before;
            return ONLINE_MIRROR_NEED_HISTORY;
        }
        if (!online_mirror_agrees(m, view, why, sizeof why))
            return ONLINE_MIRROR_NEED_HISTORY; /* out of step: built again from the history */
        return ONLINE_MIRROR_STEP;
    }
    const cJSON *phase = cJSON_GetObjectItemCaseSensitive(view, "phase");
    if (!cJSON_IsString(phase) || strcmp(phase->valuestring, "deploy") != 0)
        return ONLINE_MIRROR_NEED_HISTORY; /* deployment is over: the squads and the seed are told now */
    int seat = int_of(last, "seat", -1);
    if (!push_told(m, seat, text->valuestring))
        return ONLINE_MIRROR_NEED_HISTORY;
    /* One of the seat's own placements, the squads unchanged: a step, when
     * the side to act after it is the mirror's. */
    bool own = seat >= 0 && seat < ESC_SIDES && m->known[seat].n_units > 0;
    if (own) {
        esc_game before = m->game;
        esc_action a;
        if (esc_action_parse(&m->game, text->valuestring, &a) && esc_game_apply(&m->game, &a, NULL) == ESC_OK &&
            online_mirror_agrees(m, view, why, sizeof why) && esc_record_push(&m->record, &a)) {
            *action = a;
            return ONLINE_MIRROR_STEP;
        }
        m->game = before;
    }
    if (!rebuild(m, view, why, sizeof why)) {
        m->n_actions--;
        return ONLINE_MIRROR_NEED_HISTORY;
    }
    return ONLINE_MIRROR_REBUILT;
}

bool online_mirror_unit_hidden(const online_mirror *m, int unit)
{
    if (unit < 0 || unit >= ESC_MAX_UNITS || m->complete)
        return false;
    int side = esc_unit_side(unit), slot = esc_unit_slot(unit);
    return m->placeholder[side] > 0 && slot == m->record.squads[side].n_units - 1;
}
