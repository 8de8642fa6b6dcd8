/*
 * The TRTS combat round in the core (docs/trts.md "Combat round"): the steps, each
 * reason trts_combat_test_target refuses a target for, the standard policy and its
 * ties, splash, suicide, keep-alive and the step report the client shows. The
 * command-line contract (tests/trts_combat_contract.py) covers the same rules from
 * outside.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <string.h>

#include <cmocka.h>

#include "skirmish/core/trts/combat.h"
#include "trts_test_util.h"

static trts_fighter F[16];
static int N;

static int unit(int player, const char *faction, const char *id, bool engager)
{
    const trts_faction *f = &tt_rules()->factions[trts_faction_find(faction)];
    int u = trts_faction_unit(f, id);
    assert_true(u >= 0);
    trts_fighter_unit(&F[N], &f->units[u], player, false, false);
    F[N].engager = engager;
    return N++;
}

static int building(int player, const char *faction, const char *id, bool engager, bool finished)
{
    const trts_faction *f = &tt_rules()->factions[trts_faction_find(faction)];
    int b = trts_faction_building(f, id);
    assert_true(b >= 0);
    trts_fighter_building(&F[N], &f->buildings[b], player, finished);
    F[N].engager = engager;
    return N++;
}

static void test_ranges(void **st)
{
    (void)st;
    N = 0;
    unit(0, "directorate", "lancer", true);
    unit(0, "directorate", "trooper", true);
    unit(1, "myriad", "skitter", false);
    int tower = building(1, "myriad", "thornroot", false, false);
    int ranges[TRTS_COMBAT_MAX_STEPS];
    assert_int_equal(trts_combat_ranges(F, N, ranges), 3);
    assert_int_equal(ranges[0], 7);
    assert_int_equal(ranges[1], 4);
    assert_int_equal(ranges[2], 1);
    /* a finished tower adds Range 6 */
    F[tower].finished = false;
    building(1, "myriad", "thornroot", false, true);
    assert_int_equal(trts_combat_ranges(F, N, ranges), 4);
    assert_int_equal(ranges[1], 6);
}

static void test_target_reasons(void **st)
{
    (void)st;
    N = 0;
    int br = unit(0, "directorate", "breacher", true);
    int tr = unit(0, "directorate", "trooper", true);
    int sp = unit(1, "myriad", "spitter", false);
    int dr = unit(1, "myriad", "drake", false);
    int ju = unit(1, "myriad", "juggernaut", false);
    int nest = building(1, "myriad", "nest", false, false);
    assert_int_equal(trts_combat_test_target(F, N, 2, br, ju), TRTS_TARGET_OK);
    assert_int_equal(trts_combat_test_target(F, N, 2, br, sp), TRTS_TARGET_SCREENED);
    assert_int_equal(trts_combat_test_target(F, N, 2, br, dr), TRTS_TARGET_WRONG_KIND);
    assert_int_equal(trts_combat_test_target(F, N, 2, br, nest), TRTS_TARGET_OK); /* Range 0 unfinished */
    assert_int_equal(trts_combat_test_target(F, N, 2, br, tr), TRTS_TARGET_SAME_SIDE);
    assert_int_equal(trts_combat_test_target(F, N, 4, br, ju), TRTS_TARGET_NOT_THIS_STEP);
    assert_int_equal(trts_combat_test_target(F, N, 0, nest, br), TRTS_TARGET_UNFINISHED);
    assert_int_equal(trts_combat_test_target(F, N, 2, br, 99), TRTS_TARGET_BAD_INDEX);
    F[br].attacked = true;
    assert_int_equal(trts_combat_test_target(F, N, 2, br, ju), TRTS_TARGET_ALREADY_ATTACKED);
    F[ju].alive = false;
    F[br].attacked = false;
    assert_int_equal(trts_combat_test_target(F, N, 2, br, ju), TRTS_TARGET_DEAD);
    F[br].alive = false;
    assert_int_equal(trts_combat_test_target(F, N, 2, br, nest), TRTS_TARGET_ATTACKER_DEAD);
    /* the air unit targets freely: Range 4 drake on a Range 4 trooper or the breacher */
    assert_int_equal(trts_combat_test_target(F, N, 4, dr, tr), TRTS_TARGET_OK);
}

static void test_damage(void **st)
{
    (void)st;
    N = 0;
    int te = unit(0, "directorate", "technician", true);
    int sk = unit(0, "myriad", "skitter", true);
    int ju = unit(1, "myriad", "juggernaut", false);
    int hk = unit(1, "directorate", "hawk", false);
    assert_int_equal(trts_combat_damage(&F[te], &F[ju]), 0); /* workers: at least 0 */
    assert_int_equal(trts_combat_damage(&F[sk], &F[ju]), 1); /* others: at least 1 */
    assert_int_equal(trts_combat_damage(&F[hk], &F[ju]), 1);
    assert_int_equal(trts_combat_damage(&F[sk], &F[hk]), 0); /* no air attack */
    const trts_faction *d = &tt_rules()->factions[TRTS_DIRECTORATE];
    trts_fighter up;
    trts_fighter_unit(&up, &d->units[trts_faction_unit(d, "breacher")], 0, true, true);
    assert_int_equal(up.ground, 3);
    assert_int_equal(up.air, TRTS_NO_ATTACK);
    assert_int_equal(up.armour, 2);
    trts_fighter_unit(&up, &d->units[trts_faction_unit(d, "technician")], 0, true, true);
    assert_int_equal(up.ground, 1);
    assert_int_equal(up.armour, 0);
}

static void test_policy_and_report(void **st)
{
    (void)st;
    N = 0;
    int la = unit(0, "directorate", "lancer", true);
    int t1 = unit(1, "myriad", "tender", false);
    int sk = unit(1, "myriad", "skitter", false);
    int sp = unit(1, "myriad", "spitter", false);
    int ju = unit(1, "myriad", "juggernaut", false);
    assert_int_equal(trts_combat_policy_target(F, N, 7, la, TRTS_NO_TARGET), sp);
    assert_int_equal(trts_combat_policy_target(F, N, 7, la, sp), t1);
    trts_combat_choice ch[16];
    trts_combat_policy_choices(F, N, 7, ch);
    assert_int_equal(ch[la].target, sp);
    assert_int_equal(ch[la].second, t1);
    assert_int_equal(ch[sk].target, TRTS_NO_TARGET);
    static trts_step_report rep;
    int order[] = {0, 1};
    trts_combat_step(F, N, 7, ch, order, 2, &rep);
    assert_int_equal(rep.n_hits, 2);
    assert_int_equal(rep.hits[0].target, sp);
    assert_int_equal(rep.hits[0].damage, 3);
    assert_false(F[sp].alive);
    assert_false(F[t1].alive);
    assert_true(F[ju].alive);
    /* no kill possible: the least HP + shields */
    N = 0;
    int tr = unit(0, "directorate", "trooper", true);
    int a = unit(1, "luminar", "blade", false);
    int b = unit(1, "luminar", "striker", false);
    assert_int_equal(trts_combat_policy_target(F, N, 4, tr, TRTS_NO_TARGET), b);
    F[a].shields = 1;
    assert_int_equal(trts_combat_policy_target(F, N, 4, tr, TRTS_NO_TARGET), a); /* 3 = 3: the lower index */
}

static void test_keep_alive_and_suicide(void **st)
{
    (void)st;
    N = 0;
    int bu = unit(0, "myriad", "burster", true);
    int br = unit(1, "directorate", "breacher", false);
    int te = unit(1, "directorate", "technician", false);
    F[br].attacked = true;
    F[te].attacked = true;
    F[te].alive = false;
    static trts_step_report rep;
    trts_combat_choice ch[16];
    trts_combat_policy_choices(F, N, 1, ch);
    int order[] = {1, 0};
    trts_combat_step(F, N, 1, ch, order, 2, &rep);
    assert_false(F[bu].alive); /* suicide */
    assert_int_equal(rep.kept_alive, br);
    assert_true(F[br].alive);
    assert_int_equal(F[br].hp, 1);
    assert_int_equal(F[br].shields, 0);
}

/* A human seat's auto-target (the ruling of trts_combat_auto_targets): the standard
 * policy, each attacker alone on the step's starting HP, puts every shot on one
 * target; the auto-target spreads them, skips a target already certain to die and
 * holds the fire of a piece left with none. */
static void test_auto_targets_spread(void **st)
{
    (void)st;
    N = 0;
    int tr[4];
    for (int i = 0; i < 4; i++)
        tr[i] = unit(0, "directorate", "trooper", true);
    int sk[3];
    for (int i = 0; i < 3; i++)
        sk[i] = unit(1, "myriad", "skitter", false);
    int d = trts_combat_damage(&F[tr[0]], &F[sk[0]]);
    assert_true(d > 0);
    for (int i = 0; i < 3; i++) {
        F[sk[i]].hp = 2 * d; /* two shots each */
        F[sk[i]].shields = 0;
    }
    trts_combat_choice policy[16], auto_ch[16];
    trts_combat_policy_choices(F, N, 4, policy);
    for (int i = 0; i < 4; i++)
        assert_int_equal(policy[tr[i]].target, sk[0]); /* four shots at one: two wasted */
    bool pick[16] = {false};
    for (int i = 0; i < N; i++)
        auto_ch[i].target = auto_ch[i].second = TRTS_NO_TARGET;
    for (int i = 0; i < 4; i++)
        pick[tr[i]] = true;
    trts_combat_auto_targets(F, N, 4, pick, auto_ch);
    assert_int_equal(auto_ch[tr[0]].target, sk[0]);
    assert_int_equal(auto_ch[tr[1]].target, sk[0]); /* the kill */
    assert_int_equal(auto_ch[tr[2]].target, sk[1]); /* sk[0] is certain to die: the next best */
    assert_int_equal(auto_ch[tr[3]].target, sk[1]);
    for (int i = 0; i < 3; i++)
        assert_int_equal(auto_ch[sk[i]].target, TRTS_NO_TARGET); /* not picked, not this step */
    trts_fighter g[16];
    memcpy(g, F, sizeof g);
    int order[] = {0, 1};
    trts_combat_step(g, N, 4, policy, order, 2, NULL);
    int dead_policy = !g[sk[0]].alive + !g[sk[1]].alive + !g[sk[2]].alive;
    memcpy(g, F, sizeof g);
    trts_combat_step(g, N, 4, auto_ch, order, 2, NULL);
    int dead_auto = !g[sk[0]].alive + !g[sk[1]].alive + !g[sk[2]].alive;
    assert_int_equal(dead_policy, 1);
    assert_int_equal(dead_auto, 2);

    /* a named target counts first; a piece left with only doomed targets holds its fire */
    N = 0;
    int a = unit(0, "directorate", "trooper", true);
    int b = unit(0, "directorate", "trooper", true);
    int c = unit(0, "directorate", "trooper", true);
    int e = unit(1, "myriad", "skitter", false);
    F[e].hp = d;
    F[e].shields = 0;
    memset(pick, 0, sizeof pick);
    auto_ch[a] = (trts_combat_choice){ .target = e, .second = TRTS_NO_TARGET };
    pick[b] = pick[c] = true;
    trts_combat_auto_targets(F, N, 4, pick, auto_ch);
    assert_int_equal(auto_ch[a].target, e); /* read only */
    assert_int_equal(auto_ch[b].target, TRTS_NO_TARGET);
    assert_int_equal(auto_ch[c].target, TRTS_NO_TARGET);
    /* another seat's damage does not count: each seat apart */
    F[b].player = 2;
    trts_combat_auto_targets(F, N, 4, pick, auto_ch);
    assert_int_equal(auto_ch[b].target, e);
    assert_int_equal(auto_ch[c].target, TRTS_NO_TARGET);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ranges),
        cmocka_unit_test(test_target_reasons),
        cmocka_unit_test(test_damage),
        cmocka_unit_test(test_policy_and_report),
        cmocka_unit_test(test_keep_alive_and_suicide),
        cmocka_unit_test(test_auto_targets_spread),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
