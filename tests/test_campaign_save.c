/*
 * Campaign saves (docs/campaign.md §10): saved and loaded at every phase of a
 * turn, a campaign goes on exactly as if never saved; the embedded Escarmouche
 * match comes back; writes are atomic; and damaged or hostile saves are refused
 * naming the file, the key and the problem.
 */
#include "campaign_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "data_test_util.h"
#include "skirmish/ai/campaign_ai.h"
#include "skirmish/ai/campaign_sim.h"
#include "skirmish/core/esc/record.h"
#include "skirmish/data/campaign_files.h"
#include "skirmish/data/campaign_map.h"
#include "skirmish/data/campaign_save.h"

static campaign_map map, map2;
static campaign_state st, st2;
static campaign_library library;
static const campaign_sim_config cfg = { AI_EASY, 1, NULL, NULL, NULL };

static void start(int players, uint64_t seed)
{
    char path[DT_PATH_MAX];
    dt_source_path(path, "maps/campaign/three-crowns.json");
    data_error err;
    assert_true(data_campaign_map_load(path, &map, &err));
    char dir[DT_PATH_MAX];
    dt_source_path(dir, "");
    assert_true(data_campaign_library_load(dir, &library, &err));
    campaign_settings s;
    campaign_settings_default(&s, players);
    s.seed = seed;
    esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS];
    assert_true(campaign_library_first_elite(&library, &heroes[0]));
    for (int p = 1; p < CAMPAIGN_MAX_PLAYERS; p++)
        heroes[p] = heroes[0];
    assert_int_equal(campaign_state_init(&st, &map, &s, heroes), CAMPAIGN_SETUP_OK);
}

/* Saves st, loads it into st2 (on map2), and saves again: the texts agree. */
static void round_trip(void)
{
    char *text = data_campaign_save_to_json(&st, NULL);
    assert_non_null(text);
    data_error err;
    if (!data_campaign_save_parse(text, strlen(text), "round.json", &map2, &st2, NULL, &err)) {
        char msg[1024];
        data_error_format(&err, msg, sizeof msg);
        fail_msg("%s", msg);
    }
    char *again = data_campaign_save_to_json(&st2, NULL);
    assert_string_equal(text, again);
    free(text);
    free(again);
}

/* One turn step by step, swapping in the reloaded state at every step. */
static void turn_with_reloads(void)
{
    int n = st.settings.n_players;
    for (int p = 0; p < n; p++)
        if (!st.players[p].eliminated)
            campaign_ai_downtime(&st, p, &library);
    round_trip();
    st = st2;
    campaign_end_downtime(&st);
    round_trip();
    st = st2;
    campaign_order orders[CAMPAIGN_MAX_ARMIES];
    int total = 0;
    for (int p = 0; p < n; p++) {
        if (st.players[p].eliminated)
            continue;
        campaign_view v;
        campaign_state_view(&st, p, &v);
        total += campaign_ai_orders(&v, orders + total, CAMPAIGN_MAX_ARMIES - total);
    }
    campaign_begin_resolution(&st, orders, total);
    for (int s = 0; s < st.res.n_standoffs; s++) {
        for (int p = 0; p < n; p++) {
            if (!(st.res.standoffs[s].entrants >> p & 1u))
                continue;
            campaign_view v;
            campaign_state_view(&st, p, &v);
            if (campaign_ai_standoff(&v, st.res.standoffs[s].loc))
                campaign_choose_standoff(&st, p, st.res.standoffs[s].loc, true);
            round_trip();
            st = st2;
        }
    }
    round_trip();
    st = st2;
    campaign_finish_resolution(&st);
    while (st.phase == CAMPAIGN_PHASE_BATTLES) {
        round_trip();
        st = st2;
        assert_true(campaign_sim_duel(&st, &cfg));
    }
    round_trip();
    st = st2;
    campaign_end_turn(&st);
}

static void test_resume_at_every_step(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        start(3, seed);
        /* The reference: never saved. */
        campaign_state ref = st;
        char why[200];
        while (ref.phase != CAMPAIGN_PHASE_OVER)
            assert_true(campaign_sim_turn(&ref, &library, &cfg, why, sizeof why));
        while (st.phase != CAMPAIGN_PHASE_OVER) {
            turn_with_reloads();
            st.map = &map; /* st2 pointed at map2; both hold the same map */
        }
        char *a = data_campaign_save_to_json(&ref, NULL), *b = data_campaign_save_to_json(&st, NULL);
        assert_string_equal(a, b);
        free(a);
        free(b);
    }
}

/* Army numbers are never given twice in a campaign (an army gone keeps its
 * number), the counter is saved, and a save from before the counter loads with
 * none (0: the lowest free number, as it was played). */
static void test_army_numbers(void **state)
{
    (void)state;
    start(3, 5);
    uint8_t seen[CAMPAIGN_MAX_ARMY_ID / 8 + 1] = { 0 }, gone[sizeof seen] = { 0 };
    char why[200];
    int created = 0;
    while (st.phase != CAMPAIGN_PHASE_OVER) {
        for (int i = 0; i < st.forces.n_armies; i++) {
            int id = st.forces.armies[i].id;
            assert_false(gone[id / 8] >> (id % 8) & 1); /* a number used again */
            if (!(seen[id / 8] >> (id % 8) & 1))
                created++;
            seen[id / 8] |= (uint8_t)(1u << (id % 8));
        }
        for (int id = 0; id < CAMPAIGN_MAX_ARMY_ID; id++)
            if ((seen[id / 8] >> (id % 8) & 1) && campaign_forces_find(&st.forces, id) < 0)
                gone[id / 8] |= (uint8_t)(1u << (id % 8));
        assert_true(st.forces.next_id >= created);
        /* Play-test 13: each player's own numbers, from 1, none twice. */
        for (int i = 0; i < st.forces.n_armies; i++) {
            const campaign_army *a = &st.forces.armies[i];
            assert_true(a->number >= 1);
            if (a->main && a->number != 1)
                assert_true(st.turn > 1); /* only the first Main Army is surely 1 */
            for (int j = 0; j < i; j++)
                assert_false(st.forces.armies[j].player == a->player && st.forces.armies[j].number == a->number);
        }
        round_trip();
        assert_int_equal(st2.forces.next_id, st.forces.next_id);
        for (int i = 0; i < st.forces.n_armies; i++)
            assert_int_equal(st2.forces.armies[i].number, st.forces.armies[i].number);
        assert_true(campaign_sim_turn(&st, &library, &cfg, why, sizeof why));
    }
    assert_true(created > 4);
    char *text = data_campaign_save_to_json(&st, NULL);
    cJSON *root = cJSON_Parse(text);
    cJSON_DeleteItemFromObject(root, "next_army");
    const cJSON *it;
    cJSON_ArrayForEach(it, cJSON_GetObjectItem(root, "armies"))
        cJSON_DeleteItemFromObject((cJSON *)it, "number");
    char *old = cJSON_PrintUnformatted(root);
    data_error err;
    assert_true(data_campaign_save_parse(old, strlen(old), "old.json", &map2, &st2, NULL, &err));
    assert_int_equal(st2.forces.next_id, 0);
    /* A save from before numbers: each player's armies numbered 1, 2… in id order. */
    int next[CAMPAIGN_MAX_PLAYERS] = { 1, 1, 1, 1 };
    for (int i = 0; i < st2.forces.n_armies; i++) {
        const campaign_army *a = &st2.forces.armies[i];
        assert_int_equal(a->number, next[a->player]++);
    }
    cJSON_Delete(root);
    free(old);
    free(text);
}

static void test_file_and_match(void **state)
{
    (void)state;
    start(2, 5);
    char path[DT_PATH_MAX + 32], dir[DT_PATH_MAX];
    dt_fresh_dir(dir, "campaign_save");
    snprintf(path, sizeof path, "%s/autosave.json", dir);
    /* An Escarmouche record, embedded as its skirmish-save document. */
    esc_map board;
    memset(&board, 0, sizeof board);
    esc_squad sq[2];
    dt_sample_squad(&sq[0], 2);
    dt_sample_squad(&sq[1], 3);
    const esc_squad *squads[2] = { &sq[0], &sq[1] };
    esc_settings es;
    esc_settings_default(&es);
    esc_record rec;
    esc_record_init(&rec, &board, squads, &es, 42);
    char *match = data_save_to_json(&rec);
    assert_non_null(match);
    data_error err;
    /* Only during the battles. */
    assert_true(data_campaign_save(path, &st, match, &err));
    char *back = NULL;
    assert_false(data_campaign_load(path, &map2, &st2, &back, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "autosave.json", "battle_match");
    /* Play on to a battle. */
    char why[200];
    for (int guard = 0; guard < 40 && st.phase != CAMPAIGN_PHASE_BATTLES && st.phase != CAMPAIGN_PHASE_OVER; guard++) {
        int n = st.settings.n_players;
        for (int p = 0; p < n; p++)
            if (!st.players[p].eliminated)
                campaign_ai_downtime(&st, p, &library);
        campaign_end_downtime(&st);
        campaign_order orders[CAMPAIGN_MAX_ARMIES];
        int total = 0;
        for (int p = 0; p < n; p++) {
            campaign_view v;
            campaign_state_view(&st, p, &v);
            if (!st.players[p].eliminated)
                total += campaign_ai_orders(&v, orders + total, CAMPAIGN_MAX_ARMIES - total);
        }
        campaign_begin_resolution(&st, orders, total);
        for (int s = 0; s < st.res.n_standoffs; s++)
            for (int p = 0; p < n; p++)
                if (st.res.standoffs[s].entrants >> p & 1u)
                    campaign_choose_standoff(&st, p, st.res.standoffs[s].loc, true);
        campaign_finish_resolution(&st);
        if (st.phase == CAMPAIGN_PHASE_RESOLUTION)
            campaign_end_turn(&st);
    }
    (void)why;
    assert_int_equal(st.phase, CAMPAIGN_PHASE_BATTLES);
    /* A match that is not the current duel's is refused: here no duel is ready. */
    assert_true(data_campaign_save(path, &st, match, &err));
    assert_false(data_campaign_load(path, &map2, &st2, &back, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "autosave.json", "battle_match");
    /* The current duel's squads and bonus chosen: its match, played with its hooks
     * (the file does not carry them), is kept. */
    int db, dh, dc;
    assert_true(campaign_current_duel(&st, &db, &dh, &dc));
    int sides[2] = { dh, dc };
    for (int k = 0; k < 2; k++) {
        campaign_view v;
        campaign_state_view(&st, sides[k], &v);
        assert_int_equal(campaign_set_squad(&st, db, sides[k], campaign_ai_squad(&v, db)), CAMPAIGN_SQUAD_OK);
    }
    campaign_set_fight(&st, db, dh, true);
    if (campaign_test_bonus(&st, db, dh, CAMPAIGN_BONUS_ASSAULT, CAMPAIGN_NO_UNIT) == CAMPAIGN_BONUS_OK)
        campaign_set_bonus(&st, db, dh, CAMPAIGN_BONUS_ASSAULT, false, false, CAMPAIGN_NO_UNIT);
    static campaign_duel duel;
    assert_true(campaign_duel_setup(&st, &duel));
    const esc_squad *dsq[2] = { &duel.squads[0], &duel.squads[1] };
    esc_record drec;
    esc_record_init(&drec, &board, dsq, &duel.settings, duel.seed);
    esc_game g;
    assert_int_equal(esc_record_replay(&drec, &g, -1).setup, ESC_SETUP_OK);
    for (int k = 0; k < 6 && g.phase != ESC_PHASE_OVER; k++) {
        static esc_action list[2048];
        int n = esc_game_legal_actions(&g, list, 2048);
        assert_true(n > 0);
        assert_true(esc_record_push(&drec, &list[0]));
        assert_int_equal(esc_game_apply(&g, &list[0], NULL), ESC_OK);
    }
    char *dmatch = data_save_to_json(&drec);
    assert_non_null(dmatch);
    assert_true(data_campaign_save(path, &st, dmatch, &err));
    assert_int_equal(dt_temps(dir, NULL), 0);
    if (!data_campaign_load(path, &map2, &st2, &back, &err))
        fail_msg("%s: %s", err.key, err.message);
    assert_non_null(back);
    assert_true(campaign_fights(&st2, db, dh)); /* the fight choice is kept */
    assert_false(campaign_fights(&st2, db, dc));
    esc_record rec2;
    memset(&rec2, 0, sizeof rec2);
    assert_true(data_save_parse_hooks(back, strlen(back), "match", &duel.settings.hooks, &rec2, NULL, &err));
    assert_int_equal(rec2.seed, duel.seed);
    assert_int_equal(rec2.n_actions, drec.n_actions);
    esc_record_free(&rec2);
    free(back);
    free(dmatch);
    esc_record_free(&drec);
    esc_record_free(&rec);
    free(match);
    /* The loaded state is at the same duel. */
    st2.map = &map2;
    int b, h, c, b2, h2, c2;
    assert_true(campaign_current_duel(&st, &b, &h, &c));
    assert_true(campaign_current_duel(&st2, &b2, &h2, &c2));
    assert_int_equal(b, b2);
    assert_int_equal(h, h2);
    assert_int_equal(c, c2);
    /* A directory that does not exist: an I/O error, nothing written. */
    snprintf(path, sizeof path, "%s/missing/autosave.json", dir);
    assert_false(data_campaign_save(path, &st, NULL, &err));
    assert_int_equal(err.kind, DATA_ERR_IO);
}

/* A hostile edit of a valid save: `edit` changes the parsed tree. */
typedef void (*edit_fn)(cJSON *root);

/* The save `base` with `edit` made to its tree (caller frees). */
static char *edited(const char *base, edit_fn edit)
{
    cJSON *root = cJSON_Parse(base);
    assert_non_null(root);
    edit(root);
    char *text = cJSON_PrintUnformatted(root);
    cJSON_Delete(root);
    return text;
}

static void expect_refused(const char *base, edit_fn edit, data_error_kind kind, const char *key)
{
    char *text = edited(base, edit);
    data_error err;
    bool ok = data_campaign_save_parse(text, strlen(text), "hostile.json", &map2, &st2, NULL, &err);
    free(text);
    if (ok)
        fail_msg("a hostile save loaded (expected key %s)", key);
    dt_assert_error(&err, kind, "hostile.json", key);
}

static cJSON *at(cJSON *root, const char *key) { return cJSON_GetObjectItem(root, key); }
static void set_num(cJSON *obj, const char *key, double v) { cJSON_ReplaceItemInObject(obj, key, cJSON_CreateNumber(v)); }
static void set_str(cJSON *obj, const char *key, const char *v) { cJSON_ReplaceItemInObject(obj, key, cJSON_CreateString(v)); }

static void e_format(cJSON *r) { set_str(r, "format", "skirmish-save"); }
static void e_version(cJSON *r) { set_num(r, "version", 2); }
static void e_phase(cJSON *r) { set_str(r, "phase", "lunch"); }
static void e_turn(cJSON *r) { set_num(r, "turn", 39); }
static void e_seed(cJSON *r) { set_str(at(r, "rng"), "rules", "12x"); }
static void e_seed_big(cJSON *r) { set_str(at(r, "rng"), "rules", "99999999999999999999999"); }
static void e_players(cJSON *r) { cJSON_DeleteItemFromArray(at(r, "players"), 0); }
static void e_gold(cJSON *r) { set_num(cJSON_GetArrayItem(at(r, "players"), 0), "gold", -5); }
static void e_control(cJSON *r) { cJSON_ReplaceItemInArray(at(r, "control"), 0, cJSON_CreateNumber(7)); }
static void e_control_len(cJSON *r) { cJSON_DeleteItemFromArray(at(r, "control"), 0); }
static void e_army_loc(cJSON *r) { set_num(cJSON_GetArrayItem(at(r, "armies"), 0), "location", 999); }
static void e_uncontrolled(cJSON *r)
{
    /* Army 0 stands where its player has no control. */
    cJSON *a = cJSON_GetArrayItem(at(r, "armies"), 0);
    int loc = cJSON_GetObjectItem(a, "location")->valueint;
    cJSON_ReplaceItemInArray(at(r, "control"), loc, cJSON_CreateNull());
}
static cJSON *unit0(cJSON *r) { return cJSON_GetArrayItem(at(cJSON_GetArrayItem(at(r, "players"), 0), "units"), 0); }
static void e_unit_army(cJSON *r) { set_num(unit0(r), "army", 77); }
static void e_unit_stat(cJSON *r) { set_num(unit0(r), "power", 12); }
static void e_unit_ability(cJSON *r) { cJSON_AddItemToArray(at(unit0(r), "abilities"), cJSON_CreateString("fly")); }
static void e_unit_trait(cJSON *r) { cJSON_AddItemToArray(at(unit0(r), "traits"), cJSON_CreateString("lucky")); }
static void e_uid(cJSON *r) { set_num(cJSON_GetArrayItem(at(r, "players"), 0), "next_uid", 0); }
static void e_wounds(cJSON *r) { set_num(unit0(r), "wounds", 8); }
static void e_two_heroes(cJSON *r)
{
    cJSON *units = at(cJSON_GetArrayItem(at(r, "players"), 0), "units");
    cJSON *copy = cJSON_Duplicate(cJSON_GetArrayItem(units, 0), true);
    set_num(copy, "uid", 0);
    cJSON_AddItemToArray(units, copy);
    set_num(cJSON_GetArrayItem(at(r, "players"), 0), "next_uid", 1000);
    set_num(copy, "uid", 999);
}
static void e_map(cJSON *r) { cJSON_ReplaceItemInArray(at(at(r, "map"), "routes"), 0, cJSON_CreateString("x")); }
static void e_result(cJSON *r) { set_num(at(r, "result"), "victory", 2); }
static void e_battles_early(cJSON *r) { cJSON_AddItemToArray(at(r, "battles"), cJSON_CreateObject()); }
static void e_armies_order(cJSON *r)
{
    cJSON *armies = at(r, "armies");
    cJSON *first = cJSON_Duplicate(cJSON_GetArrayItem(armies, 0), true);
    cJSON_AddItemToArray(armies, first);
}
static void e_not_object(cJSON *r) { cJSON_ReplaceItemInObject(r, "settings", cJSON_CreateString("none")); }

static void test_hostile_saves(void **state)
{
    (void)state;
    start(3, 9);
    char *base = data_campaign_save_to_json(&st, NULL);
    assert_non_null(base);
    expect_refused(base, e_format, DATA_ERR_FORMAT, "format");
    expect_refused(base, e_version, DATA_ERR_FORMAT, "version");
    expect_refused(base, e_phase, DATA_ERR_VALUE, "phase");
    expect_refused(base, e_turn, DATA_ERR_VALUE, "turn");
    expect_refused(base, e_seed, DATA_ERR_VALUE, "rng.rules");
    expect_refused(base, e_seed_big, DATA_ERR_VALUE, "rng.rules");
    expect_refused(base, e_players, DATA_ERR_VALUE, "players");
    expect_refused(base, e_gold, DATA_ERR_VALUE, "players[0].gold");
    expect_refused(base, e_control, DATA_ERR_VALUE, "control[0]");
    expect_refused(base, e_control_len, DATA_ERR_VALUE, "control");
    expect_refused(base, e_army_loc, DATA_ERR_VALUE, "armies[0].location");
    expect_refused(base, e_uncontrolled, DATA_ERR_VALUE, "");
    expect_refused(base, e_unit_army, DATA_ERR_VALUE, "");
    expect_refused(base, e_unit_stat, DATA_ERR_VALUE, "players[0].units[0].power");
    expect_refused(base, e_unit_ability, DATA_ERR_VALUE, "players[0].units[0].abilities[0]");
    expect_refused(base, e_unit_trait, DATA_ERR_VALUE, "players[0].units[0].traits[0]");
    expect_refused(base, e_uid, DATA_ERR_VALUE, "players[0].units[0]");
    expect_refused(base, e_wounds, DATA_ERR_VALUE, "");
    expect_refused(base, e_two_heroes, DATA_ERR_VALUE, "");
    expect_refused(base, e_map, DATA_ERR_TYPE, "map.routes[0]");
    expect_refused(base, e_result, DATA_ERR_VALUE, "result");
    expect_refused(base, e_battles_early, DATA_ERR_VALUE, "battles[0]");
    expect_refused(base, e_armies_order, DATA_ERR_VALUE, "armies");
    expect_refused(base, e_not_object, DATA_ERR_TYPE, "settings");
    /* Truncated anywhere: refused, never a crash. */
    size_t len = strlen(base);
    for (size_t cut = 0; cut < len; cut += len / 97 + 1) {
        data_error err;
        assert_false(data_campaign_save_parse(base, cut, "cut.json", &map2, &st2, NULL, &err));
    }
    free(base);
}

/* ---- the event log kept in a save (docs/formats.md "Events") ---- */

static void sample_events(evlog *log)
{
    evlog_init(log);
    evlog_entry *e = evlog_add(log, 1, EVLOG_CAPTURE, EVLOG_ALL, "Ann took Westhold");
    evlog_entry_at(e, 120, -40);
    e = evlog_add(log, 2, EVLOG_BATTLE, evlog_seat_bit(0) | evlog_seat_bit(2), "Bataille à Midmere : Ann gagne");
    e->loss = evlog_seat_bit(2);
    evlog_add(log, 2, EVLOG_PRODUCTION, evlog_seat_bit(1), "Bo recruited a Regiment");
    /* seat 0 has read all three, seat 1 the first, seat 2 none */
    log->items[0].seen = evlog_seat_bit(0) | evlog_seat_bit(1);
    log->items[1].seen = evlog_seat_bit(0);
    log->items[2].seen = evlog_seat_bit(0);
}

static char *events_save(const evlog *log)
{
    data_seat seats[3];
    for (int p = 0; p < 3; p++)
        data_seat_set(&seats[p], st.settings.computer[p], NULL);
    return data_campaign_save_to_json_seats(&st, seats, NULL, log);
}

static bool load_text(const char *text, const char *name, evlog *out, data_error *err)
{
    char dir[DT_PATH_MAX], path[DT_PATH_MAX + 40];
    dt_fresh_dir(dir, "campaign_events");
    snprintf(path, sizeof path, "%s/%s", dir, name);
    dt_write(path, text, strlen(text));
    data_seat seats[CAMPAIGN_MAX_PLAYERS];
    return data_campaign_load_seats(path, &map2, &st2, seats, NULL, out, err);
}

/* The log and how far each seat has read come back as they were saved; a save
 * without a log loads an empty one. */
static void test_events_kept(void **state)
{
    (void)state;
    start(3, 9);
    evlog log, back;
    sample_events(&log);
    evlog_init(&back);
    char *text = events_save(&log);
    assert_non_null(text);
    data_error err;
    assert_true(load_text(text, "events.json", &back, &err));
    assert_int_equal(back.n, log.n);
    for (int i = 0; i < log.n; i++) {
        assert_int_equal(back.items[i].turn, log.items[i].turn);
        assert_int_equal(back.items[i].kind, log.items[i].kind);
        assert_true(back.items[i].visible == log.items[i].visible);
        assert_true(back.items[i].loss == log.items[i].loss);
        assert_int_equal(back.items[i].has_pos, log.items[i].has_pos);
        assert_true(back.items[i].x == log.items[i].x && back.items[i].y == log.items[i].y);
        assert_string_equal(back.items[i].text, log.items[i].text);
        assert_true(back.items[i].seen == log.items[i].seen);
    }
    /* a text longer than an entry holds is cut at a character's boundary, both
     * when written (evlog_add) and when read */
    char longer[EVLOG_TEXT_MAX + 40] = "";
    while (strlen(longer) + 2 < sizeof longer)
        strcat(longer, "é");
    evlog_entry *cut = evlog_add(&log, 3, EVLOG_INFO, EVLOG_ALL, "x%s", longer);
    assert_true(strlen(cut->text) < EVLOG_TEXT_MAX && strlen(cut->text) % 2 == 1); /* "x" and whole "é" */
    free(text);
    text = events_save(&log);
    cJSON *root = cJSON_Parse(text);
    cJSON *last = cJSON_GetArrayItem(at(at(root, "events"), "entries"), 3);
    assert_string_equal(at(last, "text")->valuestring, cut->text);
    set_str(last, "text", longer);
    free(text);
    text = cJSON_PrintUnformatted(root);
    cJSON_Delete(root);
    assert_true(load_text(text, "long.json", &back, &err));
    assert_int_equal(back.n, 4);
    assert_true(strlen(back.items[3].text) < EVLOG_TEXT_MAX && strlen(back.items[3].text) % 2 == 0);
    /* what seat 1 has not read: the battle is not its to see; the recruits and
     * the long entry are */
    int idx[4];
    assert_int_equal(evlog_unseen(&back, 1, idx, 4), 2);
    free(text);
    text = data_campaign_save_to_json_seats(&st, NULL, NULL, NULL);
    assert_true(load_text(text, "none.json", &back, &err));
    assert_int_equal(back.n, 0);
    free(text);
    evlog_free(&back);
    evlog_free(&log);
}

static cJSON *entry0(cJSON *r) { return cJSON_GetArrayItem(at(at(r, "events"), "entries"), 0); }
static void v_kind(cJSON *r) { set_str(entry0(r), "kind", "gossip"); }
static void v_seat(cJSON *r) { cJSON_ReplaceItemInObject(entry0(r), "visible", cJSON_CreateIntArray((int[]){ 0, 3 }, 2)); }
static void v_all(cJSON *r) { set_str(entry0(r), "visible", "everyone"); }
static void v_text(cJSON *r) { set_str(entry0(r), "text", "\xff\xfe"); }
static void v_at(cJSON *r) { cJSON_ReplaceItemInObject(entry0(r), "at", cJSON_CreateIntArray((int[]){ 1 }, 1)); }
static void v_turn(cJSON *r) { set_num(entry0(r), "turn", -1); }
static void v_seen_len(cJSON *r) { cJSON_DeleteItemFromArray(at(at(r, "events"), "seen"), 0); }
static void v_seen_past(cJSON *r) { cJSON_ReplaceItemInArray(at(at(r, "events"), "seen"), 0, cJSON_CreateNumber(4)); }
static void v_entries(cJSON *r) { cJSON_ReplaceItemInObject(at(r, "events"), "entries", cJSON_CreateString("x")); }

static void events_refused(const char *base, edit_fn edit, data_error_kind kind, const char *key)
{
    char *text = edited(base, edit);
    evlog back;
    evlog_init(&back);
    evlog_add(&back, 9, EVLOG_INFO, EVLOG_ALL, "kept");
    data_error err;
    bool ok = load_text(text, "hostile-events.json", &back, &err);
    free(text);
    if (ok)
        fail_msg("a hostile event log loaded (expected key %s)", key);
    dt_assert_error(&err, kind, "hostile-events.json", key);
    /* nothing changed */
    assert_int_equal(back.n, 1);
    assert_string_equal(back.items[0].text, "kept");
    evlog_free(&back);
}

/* A damaged or hostile log refuses the save, naming the key, and changes nothing. */
static void test_events_hostile(void **state)
{
    (void)state;
    start(3, 9);
    evlog log;
    sample_events(&log);
    char *base = events_save(&log);
    events_refused(base, v_kind, DATA_ERR_VALUE, "events.entries[0].kind");
    events_refused(base, v_seat, DATA_ERR_VALUE, "events.entries[0].visible[1]");
    events_refused(base, v_all, DATA_ERR_TYPE, "events.entries[0].visible");
    events_refused(base, v_text, DATA_ERR_VALUE, "events.entries[0].text"); /* not UTF-8 */
    events_refused(base, v_at, DATA_ERR_TYPE, "events.entries[0].at");
    events_refused(base, v_turn, DATA_ERR_VALUE, "events.entries[0].turn");
    events_refused(base, v_seen_len, DATA_ERR_VALUE, "events.seen");
    events_refused(base, v_seen_past, DATA_ERR_VALUE, "events.seen[0]");
    events_refused(base, v_entries, DATA_ERR_TYPE, "events.entries");
    free(base);
    evlog_free(&log);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_resume_at_every_step),
        cmocka_unit_test(test_army_numbers),
        cmocka_unit_test(test_file_and_match),
        cmocka_unit_test(test_hostile_saves),
        cmocka_unit_test(test_events_kept),
        cmocka_unit_test(test_events_hostile),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
