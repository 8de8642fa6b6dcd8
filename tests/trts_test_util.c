#include "trts_test_util.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "skirmish/data/trts_files.h"

void tt_source_path(char out[1024], const char *rel)
{
    const char *src = getenv("SKIRMISH_SOURCE_DIR");
    assert_non_null(src);
    if ((size_t)snprintf(out, 1024, "%s/%s", src, rel) >= (size_t)(1024))
        fail_msg("path too long");
}

const trts_rules *tt_rules(void)
{
    static trts_rules rules;
    static int loaded;
    if (!loaded) {
        char dir[1024];
        data_error err;
        tt_source_path(dir, "assets/trts");
        if (!data_trts_rules_load(dir, &rules, &err))
            fail_msg("%s: %s: %s", err.file, err.key, err.message);
        loaded = 1;
    }
    return &rules;
}

const trts_map *tt_map(void)
{
    static trts_map map;
    static int built;
    if (!built) {
        trts_map_init(&map);
        snprintf(map.name, sizeof map.name, "Test");
        map.min_players = 2;
        map.max_players = 4;
        trts_map_add_area(&map, "A", 6, 1, 4, 1);
        trts_map_add_area(&map, "B", 4, 1, 4, 0);
        trts_map_add_area(&map, "C", 3, 0, 2, 0);
        trts_map_add_area(&map, "D", 4, 1, 4, 0);
        trts_map_add_area(&map, "E", 6, 1, 4, 2);
        trts_map_add_area(&map, "F", 2, 0, 2, 3);
        trts_map_add_area(&map, "G", 2, 0, 2, 4);
        trts_map_add_edge(&map, TT_A, TT_B, TRTS_EDGE_RAMP, TT_A);
        trts_map_add_edge(&map, TT_B, TT_C, TRTS_EDGE_OPEN, -1);
        trts_map_add_edge(&map, TT_C, TT_D, TRTS_EDGE_OPEN, -1);
        trts_map_add_edge(&map, TT_D, TT_E, TRTS_EDGE_RAMP, TT_E);
        trts_map_add_edge(&map, TT_A, TT_C, TRTS_EDGE_CLIFF, -1);
        trts_map_add_edge(&map, TT_C, TT_F, TRTS_EDGE_OPEN, -1);
        trts_map_add_edge(&map, TT_C, TT_G, TRTS_EDGE_OPEN, -1);
        trts_map_problem pr = trts_map_check(&map);
        assert_int_equal(pr.why, TRTS_MAP_OK);
        built = 1;
    }
    return &map;
}

void tt_game(trts_state *s, trts_match_type type, int n, const int *factions, trts_phase phase)
{
    trts_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.type = type;
    setup.n_players = n;
    for (int p = 0; p < n; p++) {
        setup.factions[p] = factions[p];
        setup.computer[p] = true; /* combat uses the standard policy; tests of human targeting clear it */
    }
    setup.seed = 7;
    assert_true(trts_state_init(s, tt_map(), tt_rules(), &setup));
    s->n_pieces = 0;
    memset(s->markers, 0, sizeof s->markers);
    for (int p = 0; p < n; p++) {
        s->players[p].minerals = s->players[p].gas = 0;
        s->line[p] = p;
    }
    s->phase = phase;
    s->current = 0;
    s->active = 0;
}

int tt_unit(trts_state *s, int p, const char *id, int area)
{
    int t = trts_faction_unit(trts_player_faction(s, p), id);
    if (t < 0)
        fail_msg("no unit %s", id);
    int i = trts_state_place_unit(s, p, t, area);
    s->pieces[i].mp = (int8_t)trts_player_faction(s, p)->units[t].speed;
    return i;
}

int tt_building(trts_state *s, int p, const char *id, int area, bool finished)
{
    int r = trts_faction_building(trts_player_faction(s, p), id);
    if (r < 0)
        fail_msg("no building %s", id);
    return trts_state_place_building(s, p, r, area, finished);
}

void tt_marker(trts_state *s, int p, int area)
{
    s->markers[area] |= (uint8_t)(1u << p);
}

trts_action tt_act(int kind, int player, int a, int b, int c)
{
    return trts_action_make(kind, player, a, b, c);
}

trts_action tt_act_units(int kind, int player, int area, int n, const int *units)
{
    trts_action x = tt_act(kind, player, area, 0, 0);
    for (int i = 0; i < n; i++)
        trts_set_add(&x.units, units[i]);
    return x;
}

void tt_do(trts_state *s, trts_action a, trts_why want)
{
    trts_why got = trts_apply(s, &a);
    if (got != want)
        fail_msg("action %d by %d: got \"%s\", want \"%s\"", a.kind, a.player, trts_why_text(got), trts_why_text(want));
}

const int tt_dir2[4] = {TRTS_DIRECTORATE, TRTS_DIRECTORATE, TRTS_DIRECTORATE, TRTS_DIRECTORATE};
const int tt_dir_myr[2] = {TRTS_DIRECTORATE, TRTS_MYRIAD};

void tt_next_round(trts_state *s)
{
    s->phase = TRTS_PHASE_REPOSITION;
    int order[TRTS_MAX_PLAYERS];
    int n = trts_turn_order(s, order);
    s->current = order[0];
    for (int i = 0; i < n; i++)
        tt_do(s, tt_act(TRTS_ACT_DONE, order[i], 0, 0, 0), TRTS_OK);
}

void tt_base_two(trts_state *s, const int *factions)
{
    tt_game(s, TRTS_DUEL, 2, factions, TRTS_PHASE_MACRO);
    tt_building(s, 0, trts_player_faction(s, 0)->buildings[TRTS_ROLE_DEPOT].id, TT_A, true);
    tt_building(s, 1, trts_player_faction(s, 1)->buildings[TRTS_ROLE_DEPOT].id, TT_E, true);
    tt_marker(s, 0, TT_A);
    tt_marker(s, 1, TT_E);
}

void tt_workers(trts_state *s, int p, int area, int n)
{
    const trts_faction *f = trts_player_faction(s, p);
    for (int i = 0; i < n; i++)
        tt_unit(s, p, f->units[trts_faction_worker(f)].id, area);
}
