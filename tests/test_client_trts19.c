/*
 * TRTS's client after blind play-test 16 (helper hTr19): a refused drag
 * between walled neighbours keeps the core's reason unless the missing link
 * is the reason; Enter pressed or held before a prompt appeared does not
 * answer it; another side's attack is told on a card first, from what the
 * seat may see. A duel against the computer on the first shipped map.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "client_test_util.h"
#include "client_trts_screen_util.h"
#include "client_trts_util.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"
#include "trts/trts.h"
#include "trts_test_util.h"

static void shot(const char *name) { trts_shot("t19", name, false); }

/* The message after a drag, checked to hold `want` and not `not`. */
static void message_says(const trts_screen *c, const char *want, const char *not)
{
    if (!strstr(c->message, want) || (not && strstr(c->message, not)))
        fail_msg("message \"%s\", want \"%s\"%s%s", c->message, want, not ? ", not " : "", not ? not : "");
}

/* South Watch → West Crossing: walled apart on the map (no edge), the way
 * round through East Crossing. Neutral East Crossing: the core's reason
 * (a move crosses only the team's areas), never "not linked" (play-test 16:
 * "not linked" hid that rule); too few MP for the way round: "not linked"
 * with the way round's cost; East Crossing held: the move is played. */
static void test_walled_keeps_core_reason(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(1, false, &watch, &nat);
    trts_state *s = &c->st;
    int u = trts_own_unit_in(s, 0, watch), east = trts_map_find_area(s->map, "mid-e"),
        west = trts_map_find_area(s->map, "mid-w");
    assert_true(u >= 0 && east >= 0 && west >= 0);
    assert_true(trts_play_not_linked(c, watch, west));
    const char *here = trts_area_label(&s->map->areas[watch]), *there = trts_area_label(&s->map->areas[west]);
    char not_linked[300], want[300];
    snprintf(not_linked, sizeof not_linked, _("not linked: no passage between %s and %s"), here, there);
    s->markers[east] = s->markers[west] = 0;
    s->pieces[u].mp = 2;
    trts_drag(c, watch, west);
    snprintf(want, sizeof want, _("a move may cross only your team's areas: stop in %s, then drag on from there"),
             trts_area_label(&s->map->areas[east]));
    message_says(c, want, not_linked);
    assert_int_equal(s->pieces[u].area, watch);
    shot("through-others");
    /* the way round too long for the unit: the missing link and its cost */
    s->pieces[u].mp = 1;
    trts_drag(c, watch, west);
    snprintf(want, sizeof want, _("not linked: no passage between %s and %s; the way round costs %d MP and %s has %d MP"),
             here, there, 2, trts_play_piece_label(c, s, u), 1);
    message_says(c, want, NULL);
    assert_int_equal(s->pieces[u].area, watch);
    /* East Crossing the team's: the same drag played */
    s->markers[east] = 1u << 0;
    s->pieces[u].mp = 2;
    trts_drag(c, watch, west);
    if (s->pieces[u].area != west)
        fail_msg("not moved: \"%s\"", c->message);
    app_free(&off);
}

/* Enter at `t` ms (the app's clock frozen there). */
static void enter_at(Uint32 t)
{
    off.frozen_ticks = t;
    key(UI_KEY_ENTER);
}

/* Enter pressed to skip a combat shown step by step, held (the key's repeat)
 * as Micro's prompt comes back, then pressed again at once: none of it
 * passes (play-test 16: a second Enter answered a new prompt); released and
 * pressed again after the calm, it passes. */
static void test_enter_held_across_prompt(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(1, false, &watch, &nat);
    trts_state *s = &c->st;
    int actions = c->rec->n_actions;
    c->shown = c->st;
    c->anim = true;
    off.frozen_ticks = 10000;
    draw();
    enter_at(10000); /* skips the combat shown */
    assert_false(c->anim);
    assert_true(drawn(_("Pass")));
    enter_at(10300); /* a second press in the prompt's first moment */
    for (Uint32 t = 10330; t <= 11300; t += 30)
        enter_at(t); /* held: the key's repeat */
    assert_int_equal(c->rec->n_actions, actions);
    assert_int_equal(s->phase, TRTS_PHASE_MICRO);
    enter_at(11800); /* released, pressed again */
    assert_true(c->rec->n_actions > actions);
    app_free(&off);
}

/* Seat 1 (the computer) moves two units from South Expansion into South
 * Watch, where seat 0's Trooper stands; with `hidden`, seat 1 also has a unit
 * in North Main and more minerals, which seat 0 may not see. The card's
 * sentence in `text`. */
static trts_screen *attack_scene(int size, bool hidden, char *text, size_t n)
{
    int watch, nat;
    trts_screen *c = trts_micro_scene_sized(size, 1, true, &watch, &nat);
    trts_state *s = &c->st;
    const trts_faction *f = trts_player_faction(s, 1);
    trts_set movers;
    trts_set_clear(&movers);
    for (int k = 0; k < f->n_units && trts_set_empty(&movers); k++)
        for (int m = 0; m < 2; m++) {
            int i = trts_state_place_unit(s, 1, k, nat);
            if (i >= 0 && trts_piece_worker(s, i))
                s->pieces[i].alive = false;
            else if (i >= 0)
                trts_set_add(&movers, i);
        }
    assert_false(trts_set_empty(&movers));
    int first = -1;
    for (int i = 0; i < s->n_pieces; i++)
        if (trts_set_has(&movers, i)) {
            s->pieces[i].mp = 2;
            first = first < 0 ? i : first;
        }
    if (hidden) {
        assert_true(trts_state_place_unit(s, 1, s->pieces[first].type, trts_map_find_area(s->map, "n-main")) >= 0);
        s->players[1].minerals += 40;
    }
    s->current = 1;
    assert_true(trts_play_act(&off, c, (trts_action){ .kind = TRTS_ACT_ACTIVATE, .units = movers }));
    assert_int_equal(c->alarm.seat, -1); /* nothing attacked yet */
    assert_true(trts_play_act(&off, c, (trts_action){ .kind = TRTS_ACT_MOVE, .a = (int16_t)watch, .units = movers }));
    assert_int_equal(c->alarm.seat, 0);
    assert_int_equal(c->alarm.area, watch);
    assert_int_equal(c->alarm.attacker, 1);
    trts_alarm_text(c, text, n);
    return c;
}

/* The card before the prompt: who attacks where, with what, from where; the
 * same sentence whatever seat 1 has where seat 0 cannot see; an Enter at once
 * does not close it, Continue does (play-test 16: attacks came unannounced). */
static void test_attack_card(void **state)
{
    (void)state;
    char text[600], again[600], want[300];
    for (int size = 0; size < 2; size++) {
        trts_screen *c = attack_scene(size, false, text, sizeof text);
        const trts_state *s = &c->st;
        int watch = c->alarm.area;
        snprintf(want, sizeof want, _("Attack on %s"), trts_area_label(&s->map->areas[watch]));
        off.frozen_ticks = 20000;
        draw();
        assert_true(trts_alarm_shown(c));
        assert_true(drawn(want));
        assert_true(drawn(text));
        if (!strstr(text, trts_area_label(&s->map->areas[trts_map_find_area(s->map, "s-nat")])) ||
            !strstr(text, trts_player_name(c, 1)) || !strstr(text, "×2"))
            fail_msg("card \"%s\"", text);
        shot(size ? "attack-card-small" : "attack-card");
        enter_at(20100); /* too soon: the card stays */
        assert_true(trts_alarm_shown(c));
        enter_at(21000);
        assert_false(trts_alarm_shown(c));
        app_free(&off);
    }
    /* only what seat 0 may see: a hidden unit and bank change nothing */
    trts_screen *c = attack_scene(0, false, text, sizeof text);
    app_free(&off);
    c = attack_scene(0, true, again, sizeof again);
    (void)c;
    assert_string_equal(text, again);
    app_free(&off);
}

/* Shields made learnable (play-test 16: "shields take all 1" read as a unit
 * that hits of 1 cannot hurt): a shielded unit's card and the fight's
 * forecast say how shields fall. */
static void test_shields_told(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(1, true, &watch, &nat);
    trts_state *s = &c->st;
    const char *tip_rule = _("shields take damage first, hits of 1 too, and stay down for the rest of the round; they "
                             "refill next round where the area is not contested (HP never heals)");
    const trts_faction *lum = &trts_content_get(&off)->rules.factions[TRTS_LUMINAR];
    char tip[1000];
    trts_tip_unit(lum, trts_faction_unit(lum, "blade"), tip, sizeof tip);
    assert_non_null(strstr(tip, tip_rule));
    const trts_faction *dir = &trts_content_get(&off)->rules.factions[TRTS_DIRECTORATE];
    trts_tip_unit(dir, trts_faction_unit(dir, "trooper"), tip, sizeof tip);
    assert_null(strstr(tip, tip_rule));
    /* the forecast of a move onto a Blade seen there */
    s->players[1].faction = TRTS_LUMINAR;
    int blade = trts_state_place_unit(s, 1, trts_faction_unit(lum, "blade"), nat);
    assert_true(blade >= 0);
    s->pieces[blade].public_ = true; /* seen there */
    trts_set units;
    trts_set_clear(&units);
    trts_set_add(&units, trts_own_unit_in(s, 0, watch));
    char lines[5][240];
    assert_true(trts_forecast_words(c, &units, nat, lines));
    if (!strstr(lines[4], _("Shields take every hit first, even hits of 1, and do not refill during the fight: once "
                            "they are down, hits take HP.")))
        fail_msg("forecast's last line \"%s\"", lines[4]);
    app_free(&off);
}

/* A drop's refusal note by the map goes with a resize (play-test 16: a stale
 * "Move refused" stayed over North Expansion after one). */
static void test_note_gone_on_resize(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(1, false, &watch, &nat);
    trts_state *s = &c->st;
    int west = trts_map_find_area(s->map, "mid-w");
    s->pieces[trts_own_unit_in(s, 0, watch)].mp = 2;
    trts_drag(c, watch, west); /* refused: a note by the map */
    draw();
    assert_true(c->drop_note[0] != '\0');
    client_set_size(&off, 800, 560);
    draw();
    assert_true(c->drop_note[0] == '\0');
    app_free(&off);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_walled_keeps_core_reason),
        cmocka_unit_test(test_enter_held_across_prompt),
        cmocka_unit_test(test_attack_card),
        cmocka_unit_test(test_shields_told),
        cmocka_unit_test(test_note_gone_on_resize),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
