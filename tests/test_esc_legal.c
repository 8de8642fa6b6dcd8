/*
 * Property tests of the legal-action generator (docs/rules.md, and game.h: "both
 * are written from one set of checks, and a test holds them to each other").
 *
 * Random games (random legal squads and maps, fixed seeds, random legal actions
 * drawn with core_rng) visit deployment, battle, pending command-forward moves and
 * finished games. In every state visited:
 *   - every generated action passes esc_game_test_action, in the fixed order, once;
 *   - the actions esc_game_test_action accepts, over an enumeration of every
 *     syntactically possible action, are exactly the generated ones (the full
 *     kind x unit x ability x square x target product in some states, the fields
 *     each kind uses in all of them);
 *   - refused actions leave the state byte for byte unchanged through
 *     esc_game_apply, with the same problem;
 *   - esc_action_format / esc_action_parse give each legal action back, and the
 *     text reads the same with the tests' own notation reader;
 *   - esc_game_check holds after every action.
 */
#include "esc_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N_GAMES 80
#define FULL_EVERY 31      /* full product enumeration on one state in this many */
#define MAX_STEPS 160

typedef struct stats {
    int states, full_states, deploy_states, command_states, over_states, actions_checked;
    int kinds[8];
} stats;

static int cmp_action(const void *pa, const void *pb)
{
    const esc_action *a = pa, *b = pb;
    if (a->kind != b->kind)
        return a->kind < b->kind ? -1 : 1;
    if (a->unit != b->unit)
        return a->unit < b->unit ? -1 : 1;
    if (a->ability != b->ability)
        return a->ability < b->ability ? -1 : 1;
    if (a->square != b->square)
        return a->square < b->square ? -1 : 1;
    if (a->target != b->target)
        return a->target < b->target ? -1 : 1;
    return 0;
}

static const char *describe(const esc_action *a)
{
    static char text[96];
    snprintf(text, sizeof text, "{kind %d, unit %d, ability %d, square %d, target %d}", a->kind, a->unit, a->ability,
             a->square, a->target);
    return text;
}

/* Collects accepted actions; samples refused ones for the apply check. */
typedef struct collector {
    esc_action *accepted;
    int n_accepted, cap;
    esc_game *game;
    core_rng *rng;
    int refused_seen;
} collector;

static void try_action(collector *c, esc_action a)
{
    esc_problem p = esc_game_test_action(c->game, &a);
    if (p == ESC_OK) {
        if (c->n_accepted == c->cap)
            fail_msg("more accepted actions than ESC_MAX_ACTIONS");
        c->accepted[c->n_accepted++] = a;
        return;
    }
    assert_true(p > ESC_OK && p < ESC_ERR_COUNT);
    /* One refused action in 64: esc_game_apply must refuse it the same way and
     * change nothing. */
    if ((c->refused_seen++ & 63) == 0) {
        static esc_game before;
        memcpy(&before, c->game, sizeof before);
        esc_events ev;
        esc_problem q = esc_game_apply(c->game, &a, &ev);
        if (q != p)
            fail_msg("%s: test_action says %d, apply says %d", describe(&a), (int)p, (int)q);
        if (memcmp(&before, c->game, sizeof before) != 0)
            fail_msg("%s: refused (%d) but the state changed", describe(&a), (int)p);
    }
}

static esc_action act(int kind, int unit, int ability, int square, int target)
{
    esc_action a = {(uint8_t)kind, (uint8_t)ability, (int8_t)unit, (int8_t)square, (int8_t)target};
    return a;
}

/* Every field value an action may hold, plus the "none" values. */
#define UNIT_VALUES 13    /* -1 .. 11 */
#define SQUARE_VALUES 65  /* -1 .. 63 */
#define ABILITY_VALUES 13 /* 0 .. 11, ESC_AB_NONE */

static int ability_value(int i) { return i < ESC_AB_COUNT ? i : ESC_AB_NONE; }

/* The fields each kind uses (the others at their "none" values). */
static void enumerate_targeted(collector *c)
{
    for (int u = -1; u < ESC_MAX_UNITS; u++) {
        for (int s = -1; s < ESC_SQUARES; s++) {
            try_action(c, act(ESC_ACT_DEPLOY, u, ESC_AB_NONE, s, ESC_NO_UNIT));
            try_action(c, act(ESC_ACT_MOVE, u, ESC_AB_NONE, s, ESC_NO_UNIT));
            try_action(c, act(ESC_ACT_COMMAND_MOVE, u, ESC_AB_NONE, s, ESC_NO_UNIT));
        }
        for (int t = -1; t < ESC_MAX_UNITS; t++)
            try_action(c, act(ESC_ACT_ATTACK, u, ESC_AB_NONE, ESC_NO_SQUARE, t));
        try_action(c, act(ESC_ACT_ABILITY, u, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT));
        for (int ab = 0; ab < ESC_AB_COUNT; ab++) {
            switch (tu_ability_targeting(ab)) {
            case ESC_TARGETS_NOTHING:
                try_action(c, act(ESC_ACT_ABILITY, u, ab, ESC_NO_SQUARE, ESC_NO_UNIT));
                break;
            case ESC_TARGETS_ENEMY:
            case ESC_TARGETS_ALLY:
                for (int t = -1; t < ESC_MAX_UNITS; t++)
                    try_action(c, act(ESC_ACT_ABILITY, u, ab, ESC_NO_SQUARE, t));
                break;
            case ESC_TARGETS_SQUARE:
                for (int s = -1; s < ESC_SQUARES; s++)
                    try_action(c, act(ESC_ACT_ABILITY, u, ab, s, ESC_NO_UNIT));
                break;
            default:
                for (int s = -1; s < ESC_SQUARES; s++)
                    for (int t = -1; t < ESC_MAX_UNITS; t++)
                        try_action(c, act(ESC_ACT_ABILITY, u, ab, s, t));
                break;
            }
        }
    }
    try_action(c, act(ESC_ACT_COMMAND_DONE, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT));
    try_action(c, act(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT));
}

/* Every kind (and one past the last) x unit x ability x square x target. */
static void enumerate_full(collector *c)
{
    for (int kind = 0; kind <= ESC_ACT_END_TURN + 1; kind++)
        for (int u = -1; u < ESC_MAX_UNITS; u++)
            for (int ai = 0; ai < ABILITY_VALUES; ai++)
                for (int s = -1; s < ESC_SQUARES; s++)
                    for (int t = -1; t < ESC_MAX_UNITS; t++)
                        try_action(c, act(kind, u, ability_value(ai), s, t));
}

static void compare_sets(const esc_action *legal, int n_legal, collector *c, const char *how)
{
    qsort(c->accepted, (size_t)c->n_accepted, sizeof c->accepted[0], cmp_action);
    int i = 0, j = 0;
    while (i < n_legal || j < c->n_accepted) {
        int d = i == n_legal ? 1 : j == c->n_accepted ? -1 : cmp_action(&legal[i], &c->accepted[j]);
        if (d < 0)
            fail_msg("%s: generated %s is not accepted", how, describe(&legal[i]));
        if (d > 0)
            fail_msg("%s: accepted %s is not generated (turn %d, phase %d)", how, describe(&c->accepted[j]),
                     c->game->turn, c->game->phase);
        i++, j++;
    }
}

/* The board queries agree with the state, and the target overlays with the legal
 * attacks: whenever a unit has a legal attack (plain or by a single-target
 * attacking ability), its targets are exactly the visible set of
 * esc_game_targets_from from its square. */
static void check_queries(const esc_game *g, const esc_action *legal, int n)
{
    esc_position pos;
    esc_game_position(g, &pos);
    assert_true(pos.obstacles == g->obstacles);
    assert_memory_equal(pos.occupant, g->occupant, sizeof pos.occupant);
    esc_bits all = 0;
    for (int s = 0; s < ESC_SQUARES; s++) {
        assert_int_equal(esc_game_unit_at(g, s), g->occupant[s]);
        if (g->occupant[s] != ESC_NO_UNIT)
            all |= esc_bit(s);
    }
    assert_true(esc_game_unit_squares(g) == all);
    assert_true(esc_game_blockers(g) == (all | g->obstacles));
    assert_true((esc_game_side_squares(g, 0) | esc_game_side_squares(g, 1)) == all);
    assert_true((esc_game_side_squares(g, 0) & esc_game_side_squares(g, 1)) == 0);
    for (int side = 0; side < ESC_SIDES; side++)
        if (g->phase != ESC_PHASE_DEPLOY)
            assert_int_equal(esc_game_units_left(g, side), esc_bits_count(esc_game_side_squares(g, side)));
    for (int u = 0; u < ESC_MAX_UNITS; u++) {
        bool alive = esc_game_unit_alive(g, u);
        assert_int_equal(alive, g->units[u].square != ESC_NO_SQUARE);
        if (alive)
            assert_int_equal(g->occupant[g->units[u].square], u);
    }
    static const int attacks[] = {ESC_AB_NONE, ESC_AB_ENERGY_TRAIT, ESC_AB_SUPPRESSING_FIRE, ESC_AB_DEVASTATING_STRIKE,
                                  ESC_AB_PRECISION_SHOT, ESC_AB_OVERCHARGE};
    for (int u = 0; u < ESC_MAX_UNITS; u++) {
        if (!esc_game_unit_alive(g, u))
            continue;
        for (size_t k = 0; k < sizeof attacks / sizeof attacks[0]; k++) {
            int ab = attacks[k];
            int kind = ab == ESC_AB_NONE ? ESC_ACT_ATTACK : ESC_ACT_ABILITY;
            esc_bits targets = 0;
            for (int i = 0; i < n; i++)
                if (legal[i].kind == kind && legal[i].unit == u && legal[i].ability == (uint8_t)ab)
                    targets |= esc_bit(g->units[legal[i].target].square);
            if (!targets)
                continue;
            esc_bits in_range = 0, visible = 0;
            esc_game_targets_from(g, u, ab, g->units[u].square, &in_range, &visible);
            if (targets != visible)
                fail_msg("unit %d ability %d: legal targets %016llx, esc_game_targets_from visible %016llx", u, ab,
                         (unsigned long long)targets, (unsigned long long)visible);
            assert_true((visible & ~in_range) == 0);
        }
    }
}

static void check_state(esc_game *g, core_rng *rng, stats *st, bool full)
{
    static esc_action legal[ESC_MAX_ACTIONS];
    static esc_action accepted[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(g, legal, ESC_MAX_ACTIONS);
    assert_true(n >= 0 && n <= ESC_MAX_ACTIONS);
    st->states++;
    st->deploy_states += g->phase == ESC_PHASE_DEPLOY;
    st->over_states += g->phase == ESC_PHASE_OVER;
    st->command_states += g->command_unit != ESC_NO_UNIT;
    if (g->phase == ESC_PHASE_OVER)
        assert_int_equal(n, 0);
    else
        assert_true(n > 0);

    /* A small cap: the count is still the total, nothing written past the cap. */
    esc_action few[3];
    assert_int_equal(esc_game_legal_actions(g, few, 3), n);
    for (int i = 0; i < n && i < 3; i++)
        assert_true(esc_action_equal(&few[i], &legal[i]));

    for (int i = 0; i < n; i++) {
        esc_problem p = esc_game_test_action(g, &legal[i]);
        if (p != ESC_OK)
            fail_msg("generated %s refused: %s", describe(&legal[i]), esc_problem_text(p));
        /* Fixed order (kind, unit, ability, square, target), no repeats. */
        if (i > 0 && cmp_action(&legal[i - 1], &legal[i]) >= 0)
            fail_msg("generated actions out of order or repeated at %d: %s", i, describe(&legal[i]));
        st->kinds[legal[i].kind]++;
        /* Notation round trip, and the tests' own reader agrees. */
        char text[ESC_ACTION_TEXT_MAX];
        memset(text, 0, sizeof text);
        esc_action_format(g, &legal[i], text);
        assert_true(strlen(text) > 0 && strlen(text) < ESC_ACTION_TEXT_MAX);
        esc_action back;
        memset(&back, 0x77, sizeof back);
        if (!esc_action_parse(g, text, &back))
            fail_msg("\"%s\" (%s) does not parse back", text, describe(&legal[i]));
        if (!esc_action_equal(&back, &legal[i]) || memcmp(&back, &legal[i], sizeof back) != 0)
            fail_msg("\"%s\" parses to %s", text, describe(&back));
        esc_action mine = tu_act(g, text);
        if (memcmp(&mine, &legal[i], sizeof mine) != 0)
            fail_msg("\"%s\": the tests' notation reader gives %s", text, describe(&mine));
        st->actions_checked++;
    }

    check_queries(g, legal, n);

    collector c = {accepted, 0, ESC_MAX_ACTIONS, g, rng, (int)core_rng_below(rng, 64)};
    enumerate_targeted(&c);
    compare_sets(legal, n, &c, "fields of each kind");
    if (full) {
        st->full_states++;
        c.n_accepted = 0;
        enumerate_full(&c);
        compare_sets(legal, n, &c, "full product");
    }

    /* Each legal action applied to a copy keeps the invariants (a sample when
     * there are many). */
    int step = n > 40 ? n / 40 : 1;
    for (int i = 0; i < n; i += step) {
        static esc_game copy;
        memcpy(&copy, g, sizeof copy);
        esc_events ev;
        assert_int_equal(esc_game_apply(&copy, &legal[i], &ev), ESC_OK);
        assert_true(ev.count >= 0 && ev.count <= ESC_EVENTS_MAX);
        tu_check(&copy);
    }
}

/* Prefers attacks, abilities and command moves half of the time, so that games
 * meet statuses and endings rather than wander. */
static int pick(core_rng *rng, const esc_action *list, int n)
{
    if (core_rng_below(rng, 2)) {
        int interesting = 0;
        for (int i = 0; i < n; i++)
            interesting += list[i].kind == ESC_ACT_ATTACK || list[i].kind == ESC_ACT_ABILITY ||
                           list[i].kind == ESC_ACT_COMMAND_MOVE;
        if (interesting) {
            int k = (int)core_rng_below(rng, (uint32_t)interesting);
            for (int i = 0; i < n; i++)
                if ((list[i].kind == ESC_ACT_ATTACK || list[i].kind == ESC_ACT_ABILITY ||
                     list[i].kind == ESC_ACT_COMMAND_MOVE) &&
                    k-- == 0)
                    return i;
        }
    }
    int i = (int)core_rng_below(rng, (uint32_t)n);
    if (list[i].kind == ESC_ACT_END_TURN && n > 1)
        i = (int)core_rng_below(rng, (uint32_t)n);
    return i;
}

static void play_random_game(uint64_t seed, stats *st)
{
    core_rng rng;
    core_rng_seed(&rng, seed * 7919 + 1);
    static esc_squad squads[ESC_SIDES];
    tu_random_squad(&rng, &squads[0]);
    tu_random_squad(&rng, &squads[1]);
    /* The stronger mixes need abilities: give every unit of one side command-forward
     * in one game of four so that pending free moves are visited. */
    if (seed % 4 == 0)
        for (int i = 0; i < squads[0].n_units; i++) {
            esc_unit_def u = squads[0].units[i];
            esc_unit_init(&u, "c", 1, 1, 1, 2);
            esc_unit_add_ability(&u, ESC_AB_COMMAND_FORWARD);
            squads[0].units[i] = u;
        }
    for (int side = 0; side < ESC_SIDES; side++)
        while (esc_squad_test(&squads[side]).problem != ESC_SQUAD_OK)
            squads[side].n_units--;
    esc_map map;
    tu_random_map(&rng, &map);
    esc_settings settings;
    esc_settings_default(&settings);
    settings.round_limit = 3 + (int)core_rng_below(&rng, 6);
    settings.markers_to_win = 1 + (int)core_rng_below(&rng, 5);
    const esc_squad *list[ESC_SIDES] = {&squads[0], &squads[1]};
    static esc_game g;
    int which = -1;
    assert_int_equal(esc_game_init(&g, &map, list, &settings, seed, &which), ESC_SETUP_OK);
    tu_check(&g);
    static esc_action legal[ESC_MAX_ACTIONS];
    for (int step = 0; step < MAX_STEPS; step++) {
        bool full = (st->states % FULL_EVERY) == 0;
        check_state(&g, &rng, st, full);
        if (g.phase == ESC_PHASE_OVER)
            break;
        int n = esc_game_legal_actions(&g, legal, ESC_MAX_ACTIONS);
        int i = pick(&rng, legal, n);
        esc_events ev;
        assert_int_equal(esc_game_apply(&g, &legal[i], &ev), ESC_OK);
        tu_check(&g);
    }
}

static void test_legal_random_games(void **state)
{
    (void)state;
    stats st;
    memset(&st, 0, sizeof st);
    for (uint64_t seed = 1; seed <= N_GAMES; seed++)
        play_random_game(seed, &st);
    print_message("states %d (full enumeration %d, deploying %d, command pending %d, over %d), actions %d\n",
                  st.states, st.full_states, st.deploy_states, st.command_states, st.over_states,
                  st.actions_checked);
    print_message("generated by kind: deploy %d move %d attack %d ability %d command %d done %d end %d\n",
                  st.kinds[0], st.kinds[1], st.kinds[2], st.kinds[3], st.kinds[4], st.kinds[5], st.kinds[6]);
    /* The walk must have seen the interesting parts. */
    assert_true(st.deploy_states > 0);
    assert_true(st.command_states > 0);
    assert_true(st.over_states > 0);
    assert_true(st.full_states >= 3);
    for (int k = 0; k <= ESC_ACT_END_TURN; k++)
        assert_true(st.kinds[k] > 0);
}

/* Hand-made states the random walk may miss: a state with every kind of refusal
 * around and the full product enumerated. */
static void test_legal_hand_states(void **state)
{
    (void)state;
    core_rng rng;
    core_rng_seed(&rng, 5);
    stats st;
    memset(&st, 0, sizeof st);
    esc_game g;
    /* Every ability on the board at once, with statuses in force. */
    tu_game(&g, "3a4/8/2b5/3c4/2ABC3/3D4/8/8",
            "H1R1P1M2+charge H1R2P1M1+guardian+sweep H1R1P1M1+command-forward H1R1P1M1+tactical-retreat+feint",
            "H2R1P1M1+suppressing-fire H2R2P1M1+precision-shot+overcharge H3R1P1M1+devastating-strike");
    check_state(&g, &rng, &st, true);
    tu_play(&g, "tactical-retreat d3 d3");
    check_state(&g, &rng, &st, true);
    tu_play(&g, "command-forward e4");
    check_state(&g, &rng, &st, true);
    tu_play(&g, "command c4 c3");
    check_state(&g, &rng, &st, false);
    tu_play(&g, "done");
    check_state(&g, &rng, &st, true);
}

/* The notation's fixed forms, and text that is not an action. */
static void test_notation_forms(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/8/8/3a4/3A4/8/8/8", "H3R1P1M1+sweep", "H3R1P1M2+tactical-retreat");
    static const struct {
        const char *text;
        esc_action_kind kind;
    } forms[] = {
        {"move d4 d3", ESC_ACT_MOVE},
        {"attack d4 d5", ESC_ACT_ATTACK},
        {"sweep d4", ESC_ACT_ABILITY},
        {"end", ESC_ACT_END_TURN},
    };
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
        esc_action mine = tu_act(&g, forms[i].text);
        assert_int_equal(mine.kind, forms[i].kind);
        char out[ESC_ACTION_TEXT_MAX];
        esc_action_format(&g, &mine, out);
        assert_string_equal(out, forms[i].text);
        esc_action parsed;
        assert_true(esc_action_parse(&g, forms[i].text, &parsed));
        assert_memory_equal(&parsed, &mine, sizeof mine);
    }
    tu_play(&g, "end");
    esc_action mine = tu_act(&g, "tactical-retreat d5 d7");
    char out[ESC_ACTION_TEXT_MAX];
    esc_action_format(&g, &mine, out);
    assert_string_equal(out, "tactical-retreat d5 d7");

    static const char *const bad[] = {"", "move", "move d4", "move d4 d9", "move z4 d5", "jump d4 d5",
                                      "attack d4", "sweep", "move d4 d5 d6", "deploy", "end now",
                                      "tactical-retreat", "d4 d5"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        esc_action parsed;
        if (esc_action_parse(&g, bad[i], &parsed))
            fail_msg("\"%s\" parsed as an action", bad[i]);
    }
    for (int p = ESC_OK; p < ESC_ERR_COUNT; p++) {
        assert_non_null(esc_problem_text((esc_problem)p));
        assert_true(strlen(esc_problem_text((esc_problem)p)) > 0);
    }
    esc_action a = esc_action_make(ESC_ACT_ATTACK, 3, ESC_AB_NONE, ESC_NO_SQUARE, 7);
    assert_int_equal(a.kind, ESC_ACT_ATTACK);
    assert_int_equal(a.unit, 3);
    assert_int_equal(a.ability, ESC_AB_NONE);
    assert_int_equal(a.square, ESC_NO_SQUARE);
    assert_int_equal(a.target, 7);
    esc_action b = a;
    assert_true(esc_action_equal(&a, &b));
    b.target = 8;
    assert_false(esc_action_equal(&a, &b));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_notation_forms),
        cmocka_unit_test(test_legal_hand_states),
        cmocka_unit_test(test_legal_random_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
