/*
 * The TRTS computer player (docs/trts.md "Computer player"): it decides only from
 * trts_view, so changing what the seat cannot see (the enemy's bank, production,
 * gas split, hidden pieces) never changes its choices; it is deterministic; its
 * plans are legal; its games finish.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "skirmish/ai/trts.h"
#include "skirmish/data/trts_files.h"
#include "trts_test_util.h"

static trts_state S, T;
static trts_map MAP;

static void load_map(const char *name)
{
    char path[1024], rel[128];
    if ((size_t)snprintf(rel, sizeof rel, "maps/trts/%s.json", name) >= (size_t)(sizeof rel))
        fail_msg("path too long");
    tt_source_path(path, rel);
    data_error err;
    if (!data_trts_map_load(path, &MAP, &err))
        fail_msg("%s: %s", err.key, err.message);
}

/* Scrambles what `player` may not see: other teams' banks, production, gas
 * split, MP, undeclared upgrades and hidden pieces (moved, hurt, or gone). */
static void scramble_hidden(trts_state *s, int player)
{
    for (int p = 0; p < s->n_players; p++) {
        if (trts_allies(s, p, player))
            continue;
        s->players[p].minerals = 17;
        s->players[p].gas = 9;
        s->players[p].gas_workers[0] = 5;
        for (int k = 0; k < TRTS_UPGRADES; k++)
            if (!s->players[p].declared[k])
                s->players[p].upgrades[k] = !s->players[p].upgrades[k];
    }
    for (int i = 0; i < s->n_pieces; i++) {
        trts_piece *pc = &s->pieces[i];
        if (!pc->alive || trts_allies(s, pc->owner, player))
            continue;
        pc->mp = 0;
        if (pc->building && pc->finished && pc->item_kind == TRTS_ITEM_NONE) {
            pc->item_kind = TRTS_ITEM_UNIT;
            pc->item_type = 1;
            pc->item_due = (int16_t)(s->round + 1);
        }
        if (!pc->public_ && !pc->building) {
            if (i % 3 == 0)
                pc->alive = false;
            else if (pc->hp > 1)
                pc->hp--;
        }
    }
}

static bool same_plan(const trts_action *a, int na, const trts_action *b, int nb)
{
    return na == nb && memcmp(a, b, (size_t)na * sizeof *a) == 0;
}

static void check_hidden_info_at(const char *map, trts_match_type type, int n, const int *factions, const int *levels,
                                 uint64_t seed)
{
    load_map(map);
    trts_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.type = type;
    setup.n_players = n;
    for (int p = 0; p < n; p++) {
        setup.factions[p] = factions[p];
        /* human seats (so targeting and keep-alive phases come up too), each planned
         * by the computer at its level */
        setup.level[p] = levels ? levels[p] : TRTS_AI_EASY;
    }
    setup.seed = seed;
    assert_true(trts_state_init(&S, &MAP, tt_rules(), &setup));
    static trts_action plan[TRTS_AI_PLAN_MAX], other[TRTS_AI_PLAN_MAX];
    int checked = 0;
    for (int guard = 0; guard < 20000 && S.phase != TRTS_PHASE_OVER; guard++) {
        int me = S.current;
        int np = trts_ai_plan(&S, me, plan, TRTS_AI_PLAN_MAX);
        assert_true(np > 0);
        /* the same choices with the enemy's hidden data changed */
        T = S;
        scramble_hidden(&T, me);
        int no = trts_ai_plan(&T, me, other, TRTS_AI_PLAN_MAX);
        if (!same_plan(plan, np, other, no))
            fail_msg("round %d phase %d player %d: the plan changed with hidden data", S.round, S.phase, me);
        checked++;
        for (int k = 0; k < np; k++)
            if (trts_apply(&S, &plan[k]) != TRTS_OK)
                fail_msg("round %d: the computer's action %d (kind %d) is illegal", S.round, k, plan[k].kind);
    }
    assert_int_equal(S.phase, TRTS_PHASE_OVER);
    assert_true(checked > 100);
}

static void check_hidden_info(const char *map, trts_match_type type, int n, const int *factions, uint64_t seed)
{
    check_hidden_info_at(map, type, n, factions, NULL, seed);
}

static void test_hidden_info_duel(void **st)
{
    (void)st;
    static const int f[] = {TRTS_DIRECTORATE, TRTS_MYRIAD};
    check_hidden_info("twin-ridge", TRTS_DUEL, 2, f, 3);
}

static void test_hidden_info_team(void **st)
{
    (void)st;
    static const int f[] = {TRTS_LUMINAR, TRTS_MYRIAD, TRTS_DIRECTORATE, TRTS_LUMINAR};
    check_hidden_info("four-winds", TRTS_TEAM, 4, f, 5);
}

/* The normal and hard levels: blind to hidden data, every action legal, every game
 * finished, in a duel of each pairing of levels and in a team game. */
static void test_levels_hidden_info(void **st)
{
    (void)st;
    static const int duel[] = {TRTS_MYRIAD, TRTS_DIRECTORATE};
    static const int hard_normal[] = {TRTS_AI_HARD, TRTS_AI_NORMAL}, normal_easy[] = {TRTS_AI_NORMAL, TRTS_AI_EASY},
                     easy_hard[] = {TRTS_AI_EASY, TRTS_AI_HARD};
    check_hidden_info_at("twin-ridge", TRTS_DUEL, 2, duel, hard_normal, 3);
    check_hidden_info_at("three-crowns", TRTS_DUEL, 2, duel, normal_easy, 4);
    check_hidden_info_at("four-winds", TRTS_DUEL, 2, duel, easy_hard, 6);
    static const int team[] = {TRTS_LUMINAR, TRTS_MYRIAD, TRTS_DIRECTORATE, TRTS_LUMINAR};
    static const int team_levels[] = {TRTS_AI_HARD, TRTS_AI_NORMAL, TRTS_AI_NORMAL, TRTS_AI_HARD};
    check_hidden_info_at("four-winds", TRTS_TEAM, 4, team, team_levels, 5);
}

/* A duel lost beyond doubt (docs/ai.md "TRTS", conceding): player 0 keeps only its
 * HQ in A, three enemy Troopers stand there, the enemy holds B, C, D and E, and
 * player 0 has no army, nothing in production, no money and no workers. */
static void lost_position(trts_state *s, int level, int type, int n_players)
{
    static const int f[] = {TRTS_DIRECTORATE, TRTS_DIRECTORATE, TRTS_DIRECTORATE, TRTS_DIRECTORATE};
    tt_game(s, (trts_match_type)type, n_players, f, TRTS_PHASE_MICRO);
    for (int p = 0; p < n_players; p++)
        s->setup.level[p] = level;
    tt_building(s, 0, "hq", TT_A, true);
    tt_marker(s, 0, TT_A);
    tt_marker(s, 1, TT_A);
    for (int k = 0; k < 3; k++)
        tt_unit(s, 1, "trooper", TT_A);
    tt_building(s, 1, "hq", TT_E, true);
    static const int theirs[] = {TT_B, TT_C, TT_D, TT_E};
    for (int k = 0; k < 4; k++)
        tt_marker(s, 1, theirs[k]);
}

static bool concedes(const trts_state *s)
{
    static trts_action plan[TRTS_AI_PLAN_MAX];
    int n = trts_ai_plan(s, 0, plan, TRTS_AI_PLAN_MAX);
    assert_true(n > 0);
    return plan[0].kind == TRTS_ACT_CONCEDE;
}

/* normal and hard concede a lost duel at their Micro turn, and only then; easy
 * (the spec's player) never does */
static void test_levels_concede(void **st)
{
    (void)st;
    for (int lv = TRTS_AI_NORMAL; lv <= TRTS_AI_HARD; lv++) {
        lost_position(&S, lv, TRTS_DUEL, 2);
        assert_true(concedes(&S));
        static trts_action plan[TRTS_AI_PLAN_MAX];
        assert_int_equal(trts_ai_plan(&S, 0, plan, TRTS_AI_PLAN_MAX), 1);
        tt_do(&S, plan[0], TRTS_OK);
        assert_int_equal(S.phase, TRTS_PHASE_OVER);
        assert_int_equal(S.end, TRTS_END_ELIMINATION);
        assert_int_equal(S.winner, 1);
        assert_true(S.players[0].conceded && S.players[0].eliminated);
        assert_false(S.players[1].conceded);
        /* an army of one unit: plays on */
        lost_position(&S, lv, TRTS_DUEL, 2);
        tt_unit(&S, 0, "trooper", TT_A);
        assert_false(concedes(&S));
        /* a unit in production: plays on */
        lost_position(&S, lv, TRTS_DUEL, 2);
        int hall = tt_building(&S, 0, "drill-hall", TT_A, true);
        S.pieces[hall].item_kind = TRTS_ITEM_UNIT;
        S.pieces[hall].item_type = 1;
        S.pieces[hall].item_due = (int16_t)(S.round + 1);
        assert_false(concedes(&S));
        /* money for an army: plays on */
        lost_position(&S, lv, TRTS_DUEL, 2);
        S.players[0].minerals = TRTS_AI_HOPELESS_MINERALS;
        assert_false(concedes(&S));
        /* two besiegers only: plays on */
        lost_position(&S, lv, TRTS_DUEL, 2);
        for (int i = 0; i < S.n_pieces; i++)
            if (S.pieces[i].alive && S.pieces[i].owner == 1 && !S.pieces[i].building) {
                S.pieces[i].alive = false;
                break;
            }
        assert_false(concedes(&S));
        /* workers that can earn in an area it holds: plays on */
        lost_position(&S, lv, TRTS_DUEL, 2);
        tt_marker(&S, 0, TT_F);
        tt_workers(&S, 0, TT_F, TRTS_AI_HOPELESS_MINERS);
        assert_false(concedes(&S));
        /* the same workers where the enemy stands: nothing to earn with */
        lost_position(&S, lv, TRTS_DUEL, 2);
        tt_workers(&S, 0, TT_A, TRTS_AI_HOPELESS_MINERS);
        assert_true(concedes(&S));
        /* two areas held against four: plays on */
        lost_position(&S, lv, TRTS_DUEL, 2);
        tt_marker(&S, 0, TT_F);
        tt_marker(&S, 0, TT_G);
        assert_false(concedes(&S));
        /* in a team game conceding would lose the allies' game too: plays on */
        lost_position(&S, lv, TRTS_TEAM, 4);
        assert_false(concedes(&S));
    }
    lost_position(&S, TRTS_AI_EASY, TRTS_DUEL, 2);
    assert_false(concedes(&S));
}

/* Each level plays the same game twice from the same seed. */
static void test_levels_deterministic(void **st)
{
    (void)st;
    load_map("twin-ridge");
    for (int lv = TRTS_AI_NORMAL; lv <= TRTS_AI_HARD; lv++) {
        trts_setup setup = {TRTS_DUEL, 2, {TRTS_LUMINAR, TRTS_MYRIAD}, {true, true}, 7, {lv, lv}};
        static trts_game_record a, b;
        assert_true(trts_ai_play_game(&S, &MAP, tt_rules(), &setup, &a));
        assert_true(trts_ai_play_game(&T, &MAP, tt_rules(), &setup, &b));
        assert_int_equal(a.n_actions, b.n_actions);
        assert_memory_equal(a.actions, b.actions, (size_t)a.n_actions * sizeof a.actions[0]);
        assert_int_equal(S.winner, T.winner);
    }
}

/* Issue 33: normal took no more of the map than easy (it weighed only the easy
 * level's choice against Pass, and sat in its base). Every faction pairing on
 * two maps, both seats, seeds 1-2: normal now holds about a third more areas a
 * round than easy (the old normal a tenth fewer) and makes about twice its
 * engagements (the old one about as many). */
static void test_normal_takes_the_map(void **st)
{
    (void)st;
    static const char *const maps[] = {"twin-ridge", "three-crowns"};
    long areas[2] = {0, 0}, engaged[2] = {0, 0}; /* [0] normal, [1] easy */
    trts_action buf[TRTS_AI_PLAN_MAX];
    for (int m = 0; m < 2; m++) {
        load_map(maps[m]);
        for (int fa = 0; fa < TRTS_FACTIONS; fa++)
            for (int fb = 0; fb < TRTS_FACTIONS; fb++)
                for (int seat = 0; seat < 2; seat++)
                    for (int seed = 1; seed <= 2; seed++) {
                        trts_setup setup = {TRTS_DUEL, 2, {fa, fb}, {true, true}, (uint64_t)seed, {0}};
                        setup.level[seat] = TRTS_AI_NORMAL;
                        setup.level[1 - seat] = TRTS_AI_EASY;
                        assert_true(trts_state_init(&S, &MAP, tt_rules(), &setup));
                        int round = -1;
                        for (int guard = 0; guard < 100000 && S.phase != TRTS_PHASE_OVER; guard++) {
                            if (S.round != round) {
                                round = S.round;
                                for (int p = 0; p < 2; p++)
                                    areas[p == seat ? 0 : 1] += trts_areas_of(&S, p);
                            }
                            int n = trts_ai_plan(&S, S.current, buf, TRTS_AI_PLAN_MAX);
                            assert_true(n > 0);
                            for (int k = 0; k < n; k++) {
                                const trts_action *a = &buf[k];
                                if (S.phase == TRTS_PHASE_GROUP && a->kind == TRTS_ACT_MOVE &&
                                    !trts_team_controls(&S, S.players[a->player].team, a->a))
                                    engaged[a->player == seat ? 0 : 1]++;
                                assert_int_equal(trts_apply(&S, a), TRTS_OK);
                            }
                        }
                        assert_int_equal(S.phase, TRTS_PHASE_OVER);
                    }
    }
    print_message("areas a round: normal %ld, easy %ld; engagements: normal %ld, easy %ld\n", areas[0], areas[1],
                  engaged[0], engaged[1]);
    assert_true(areas[0] * 10 >= areas[1] * 12);
    assert_true(engaged[0] * 10 >= engaged[1] * 15);
}

/* A level outside easy..hard is no valid setup. */
static void test_levels_setup(void **st)
{
    (void)st;
    load_map("twin-ridge");
    trts_setup setup = {TRTS_DUEL, 2, {TRTS_LUMINAR, TRTS_MYRIAD}, {true, true}, 7, {TRTS_AI_HARD, TRTS_LEVELS}};
    assert_false(trts_setup_valid(&setup, &MAP));
    setup.level[1] = -1;
    assert_false(trts_setup_valid(&setup, &MAP));
    setup.level[1] = TRTS_AI_EASY;
    assert_true(trts_setup_valid(&setup, &MAP));
    assert_string_equal(trts_level_id(TRTS_AI_NORMAL), "normal");
    assert_int_equal(trts_level_find("hard"), TRTS_AI_HARD);
    assert_int_equal(trts_level_find("expert"), -1);
}

static void test_deterministic(void **st)
{
    (void)st;
    load_map("three-crowns");
    trts_setup setup = {TRTS_FFA, 3, {TRTS_DIRECTORATE, TRTS_LUMINAR, TRTS_MYRIAD}, {true, true, true}, 9, {0}};
    static trts_game_record a, b;
    assert_true(trts_ai_play_game(&S, &MAP, tt_rules(), &setup, &a));
    assert_true(trts_ai_play_game(&T, &MAP, tt_rules(), &setup, &b));
    assert_int_equal(a.n_actions, b.n_actions);
    assert_memory_equal(a.actions, b.actions, (size_t)a.n_actions * sizeof a.actions[0]);
    assert_int_equal(S.winner, T.winner);
}

/* The view hides exactly what it should. */
static void test_view(void **st)
{
    (void)st;
    static const int f[] = {TRTS_DIRECTORATE, TRTS_MYRIAD};
    tt_game(&S, TRTS_DUEL, 2, f, TRTS_PHASE_MACRO);
    int hq = tt_building(&S, 1, "nest", TT_E, true);
    S.pieces[hq].public_ = true;
    int hidden = tt_unit(&S, 1, "skitter", TT_E);
    int hidden_b = tt_building(&S, 1, "warren", TT_E, true);
    tt_marker(&S, 1, TT_E);
    tt_marker(&S, 0, TT_C);
    tt_marker(&S, 1, TT_C);
    int seen = tt_unit(&S, 1, "spitter", TT_C);
    int mine = tt_unit(&S, 0, "trooper", TT_C);
    S.players[1].minerals = 12;
    S.players[1].upgrades[TRTS_UPGRADE_WEAPONS] = true;
    trts_state v;
    trts_view(&S, 0, &v);
    assert_true(v.pieces[hq].alive);
    assert_false(v.pieces[hidden].alive);
    assert_false(v.pieces[hidden_b].alive);
    assert_true(v.pieces[mine].alive);
    /* the spitter stands in a contested area: public (after the marker rule runs) */
    assert_int_equal(v.players[1].minerals, 0);
    assert_false(v.players[1].upgrades[TRTS_UPGRADE_WEAPONS]);
    (void)seen;
    trts_view(&S, 1, &v);
    assert_int_equal(v.players[1].minerals, 12);
    assert_true(v.pieces[hidden].alive);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hidden_info_duel),
        cmocka_unit_test(test_hidden_info_team),
        cmocka_unit_test(test_deterministic),
        cmocka_unit_test(test_view),
        cmocka_unit_test(test_levels_hidden_info),
        cmocka_unit_test(test_levels_deterministic),
        cmocka_unit_test(test_levels_setup),
        cmocka_unit_test(test_levels_concede),
        cmocka_unit_test(test_normal_takes_the_map),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
