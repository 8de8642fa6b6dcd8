/*
 * The Campaign's private panels (issue 32), driven by the mouse on the tiny map
 * (dummy video driver): each seat's own screens (two hot-seat turns differing
 * only in what Player 1 did in secret show Player 2 the same text, buttons and
 * pixels); a Downtime you can read (a long-named wounded Hero keeps its stats,
 * a bought trait shows at once, the recruit's stats before buying, Dismiss asks
 * first, a greyed trait says why, the pagers' arrows never move); the orders
 * (Ready at one place, the empty-capital warning); Prepared Ambuscade offered
 * only when the core allows it (checked against campaign_test_bonus too).
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

#include "barracks/barracks.h"
#include "front/front.h"
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_test_util.h"

static void start(const char *dirs, int w, int h)
{
    set_dirs(dirs);
    setenv("SKIRMISH_SEED", "5", 1);
    assert_true(front_init_offscreen(&the_app, w, h));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    use_tiny_map(&the_app, false);
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    click_button("Start campaign");
    assert_non_null(cs());
}

static void stop(void)
{
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

static void no_layout_fault(const char *where)
{
    if (the_app.layout_faults)
        fail_msg("%s: %d layout fault(s); the first: %s", where, the_app.layout_faults, the_app.layout_fault);
}

/* ---- what a screen shows ---- */

typedef struct shown {
    char text[24000];
    size_t n;
    Uint32 *pixels;
    size_t n_pixels;
} shown;

static void note_text(void *ctx, const char *t)
{
    shown *s = ctx;
    int k = snprintf(s->text + s->n, sizeof s->text - s->n, "%s\n", t);
    if (k > 0 && s->n + (size_t)k < sizeof s->text)
        s->n += (size_t)k;
}

/* Every text drawn (in order), every button (label, place, enabled), the
 * tooltip, the panel's state of the seat on screen, and every pixel. */
static void look(shown *s)
{
    memset(s->text, 0, sizeof s->text);
    s->n = 0;
    void (*old)(void *, const char *) = the_app.text_seen;
    void *old_ctx = the_app.text_seen_ctx;
    the_app.text_seen = note_text;
    the_app.text_seen_ctx = s;
    app_draw(&the_app);
    the_app.text_seen = old;
    the_app.text_seen_ctx = old_ctx;
    char line[1400];
    for (int i = 0; i < the_app.n_drawn_buttons; i++) {
        SDL_Rect r = the_app.drawn_buttons[i].rect;
        snprintf(line, sizeof line, "[%s] %d,%d %dx%d %s\n", the_app.drawn_buttons[i].label, r.x, r.y, r.w, r.h,
                 the_app.drawn_buttons[i].enabled ? "on" : "off");
        note_text(s, line);
    }
    const campaign_screen *c = cs();
    snprintf(line, sizeof line, "tooltip %s | seat %d scroll %d army %d pick %u picking %d lib %d hover %d\n",
             the_app.tooltip, c->seat, c->scroll, c->army, (unsigned)c->pick, c->picking,
             c->seat_ui[c->seat].lib_index, c->hover);
    note_text(s, line);
    SDL_Surface *sf = the_app.offscreen;
    assert_non_null(sf);
    s->n_pixels = (size_t)sf->h * (size_t)sf->pitch / sizeof(Uint32);
    s->pixels = malloc(s->n_pixels * sizeof(Uint32));
    assert_non_null(s->pixels);
    SDL_LockSurface(sf);
    memcpy(s->pixels, sf->pixels, s->n_pixels * sizeof(Uint32));
    SDL_UnlockSurface(sf);
}

static void wheel_at(int x, int y, int wheel)
{
    mouse(SDL_MOUSEMOTION, x, y);
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_WHEEL;
    ev.wheel = wheel;
    app_handle_event(&the_app, &ev);
    pump();
}

/* The n-th button labelled `label` in the last frame (0: the first). */
static SDL_Rect nth_button(const char *label, int n, bool *enabled)
{
    app_draw(&the_app);
    for (int i = 0; i < the_app.n_drawn_buttons; i++)
        if (strcmp(the_app.drawn_buttons[i].label, label) == 0 && n-- == 0) {
            if (enabled)
                *enabled = the_app.drawn_buttons[i].enabled;
            return the_app.drawn_buttons[i].rect;
        }
    fail_msg("no button '%s' on screen", label);
    return ui_rect(0, 0, 0, 0);
}

/* One hot-seat Downtime: Player 1 browses the library `steps` units on,
 * recruits that one, scrolls its roster, steps the army it joins; then what
 * Player 2's Downtime shows. */
static void secret_turn(int variant, shown *bob)
{
    start(variant ? "dt-secret-b" : "dt-secret-a", 1280, 800);
    campaign_screen *c = cs();
    pass_cover(0);
    int steps = variant ? 3 : 1;
    for (int i = 0; i < steps; i++)
        click_at(nth_button(">", 0, NULL));
    assert_int_equal(c->seat_ui[0].lib_index, steps);
    click_button_with("Recruit into army %d");
    assert_int_equal(c->st.players[0].n_units, 2);
    /* Secret habits of this seat: its roster scrolled, the Joins pager stepped,
     * the pointer over one place or another. */
    SDL_Rect side = nth_button(_("Downtime done"), 0, NULL);
    wheel_at(side.x + side.w / 2, side.y - 300, variant ? -1 : 1);
    if (variant)
        click_at(nth_button(">", 1, NULL));
    mouse(SDL_MOUSEMOTION, variant ? 40 : 900, variant ? 500 : 100);
    click_button("Downtime done");
    pass_cover(1);
    look(bob);
    /* Player 2 acts the same in both: its roster's wheel, its own pager. */
    wheel_at(side.x + side.w / 2, side.y - 300, -1);
    click_at(nth_button(">", 0, NULL));
    shown after;
    look(&after);
    size_t n = bob->n;
    snprintf(bob->text + n, sizeof bob->text - n, "---\n%s", after.text);
    bob->n = strlen(bob->text);
    free(after.pixels);
    stop();
}

static void test_other_seat_secret_not_shown(void **state)
{
    (void)state;
    client_skip_in_language_runs(); /* no screen of its own to check in a language */
    shown a, b;
    secret_turn(0, &a);
    secret_turn(1, &b);
    if (strcmp(a.text, b.text) != 0) {
        /* The first line that differs, for the failure's message. */
        const char *pa = a.text, *pb = b.text;
        while (*pa && *pa == *pb) {
            pa++;
            pb++;
        }
        while (pa > a.text && pa[-1] != '\n') {
            pa--;
            pb--;
        }
        fail_msg("Player 2's screen depends on Player 1's secrets: \"%.120s\" vs \"%.120s\"", pa, pb);
    }
    assert_int_equal(a.n_pixels, b.n_pixels);
    size_t differ = 0;
    for (size_t i = 0; i < a.n_pixels; i++)
        differ += a.pixels[i] != b.pixels[i];
    if (differ)
        fail_msg("Player 2's Downtime differs in %zu pixels with what Player 1 did in secret", differ);
    free(a.pixels);
    free(b.pixels);
}

/* ---- a Downtime you can read ---- */

static bool text_has(const shown *s, const char *part) { return strstr(s->text, part) != NULL; }

/* Whether `part` is on screen, perhaps wrapped over lines: compared with every
 * space and line break left out. */
static bool text_has_wrapped(const shown *s, const char *part)
{
    static char a[24000], b[2000];
    size_t n = 0, m = 0;
    for (const char *p = s->text; *p && n + 1 < sizeof a; p++)
        if (*p != ' ' && *p != '\n')
            a[n++] = *p;
    a[n] = '\0';
    for (const char *p = part; *p && m + 1 < sizeof b; p++)
        if (*p != ' ' && *p != '\n')
            b[m++] = *p;
    b[m] = '\0';
    return strstr(a, b) != NULL;
}

static void stats_of(const campaign_unit *un, char *out, size_t size)
{
    esc_unit_def d;
    campaign_unit_current(un, &d);
    campaign_stats_text(&d, out, size);
}

static void test_downtime_readable(void **state)
{
    (void)state;
    static const char long_name[] = "Ćĥēvàĺíēŕ ďū Ŀōńĝ Ńōḿ ďé ĺà Ḿàŕćĥé";
    client_pseudo_allow(long_name);
    start("dt-readable", 1280, 800);
    campaign_screen *c = cs();
    campaign_content *k = campaign_content_get(&the_app);
    pass_cover(0);
    campaign_player *pl = &c->st.players[0];
    int hero = campaign_player_hero(pl);
    assert_true(hero >= 0);
    /* A long name, two wounds, Renown for one trait and not another. */
    snprintf(pl->units[hero].base.name, sizeof pl->units[hero].base.name, "%s", long_name);
    pl->units[hero].wounds = 2;
    pl->renown = 2;
    /* Three units more, one long-named and wounded too. */
    for (int i = 0; i < 3; i++)
        assert_int_equal(campaign_recruit(&c->st, 0, &k->library.units[i % k->library.n_units], 0), CAMPAIGN_DT_OK);
    snprintf(pl->units[1].base.name, sizeof pl->units[1].base.name, "%s", long_name);
    pl->units[1].wounds = 1;
    shown s;
    look(&s);
    no_layout_fault("the Downtime");
    /* Every unit on screen says its current stats, rank points and wounds. */
    for (int i = 0; i < 2; i++) {
        char stats[64], rp[64], wounds[200];
        stats_of(&pl->units[i], stats, sizeof stats);
        snprintf(rp, sizeof rp, _("%s · %d RP"), stats, campaign_unit_rp(&pl->units[i]));
        /* The wounds on a line of their own: what they cost, and what they become. */
        if (pl->units[i].hero)
            snprintf(wounds, sizeof wounds, P_("%d wound: heals free at Downtime done", "%d wounds: heal free at Downtime done",
                                                pl->units[i].wounds), pl->units[i].wounds);
        else
            snprintf(wounds, sizeof wounds,
                     P_("%d wound: heal for %dg (unhealed wounds become permanent at Downtime done)",
                        "%d wounds: heal for %dg (unhealed wounds become permanent at Downtime done)", pl->units[i].wounds),
                     pl->units[i].wounds, campaign_unit_replenish_cost(&pl->units[i]));
        if (!text_has(&s, rp) || !text_has_wrapped(&s, wounds))
            fail_msg("unit %d's stats (%s) or wounds (%s) are not on screen", i, rp, wounds);
    }
    /* Its price stays beside its shortened name. */
    char price[96];
    esc_unit_def d1;
    campaign_unit_current(&pl->units[1], &d1);
    snprintf(price, sizeof price, _(" · %s · %dg"), _(esc_rank_name(esc_unit_rank(&d1))), campaign_unit_price(&pl->units[1]));
    assert_true(text_has(&s, price));
    assert_true(text_has(&s, "…"));
    language_look(&the_app, "campaign-downtime-long");
    free(s.pixels);

    /* The recruit's stats and rank points before buying, its arrows in place
     * whatever its name. */
    int *lib = &c->seat_ui[0].lib_index;
    SDL_Rect left0 = nth_button("<", 0, NULL), right0 = nth_button(">", 0, NULL);
    for (int i = 0; i < k->library.n_units; i++) {
        look(&s);
        char stats[64], rp[80];
        campaign_stats_text(&k->library.units[*lib], stats, sizeof stats);
        snprintf(rp, sizeof rp, _("%s · %d RP"), stats, esc_unit_rank_points(&k->library.units[*lib]));
        if (!text_has(&s, rp))
            fail_msg("the recruit %s shows no \"%s\"", k->library.units[*lib].name, rp);
        free(s.pixels);
        SDL_Rect l = nth_button("<", 0, NULL), r = nth_button(">", 0, NULL);
        assert_memory_equal(&l, &left0, sizeof l);
        assert_memory_equal(&r, &right0, sizeof r);
        click_at(r);
    }
    no_layout_fault("the library");

    /* A greyed trait says why, in the player's numbers. */
    int priciest = -1;
    for (int i = 0; i < CAMPAIGN_TRAIT_COUNT; i++)
        if (campaign_test_buy_trait(&c->st, 0, i) == CAMPAIGN_DT_NO_RENOWN)
            priciest = i;
    assert_true(priciest >= 0);
    assert_int_equal(campaign_test_buy_trait(&c->st, 0, priciest), CAMPAIGN_DT_NO_RENOWN);
    char label[80], why[120];
    snprintf(label, sizeof label, "%s %d", campaign_trait_name(priciest), campaign_trait_get((campaign_trait)priciest)->renown);
    bool enabled = true;
    SDL_Rect tr = nth_button(label, 0, &enabled);
    assert_false(enabled);
    mouse(SDL_MOUSEMOTION, tr.x + tr.w / 2, tr.y + tr.h / 2);
    app_draw(&the_app);
    snprintf(why, sizeof why, _("needs %d Renown, you have %d"), campaign_trait_get((campaign_trait)priciest)->renown, 2);
    if (!strstr(the_app.tooltip, why))
        fail_msg("the greyed trait's tooltip \"%s\" does not say \"%s\"", the_app.tooltip, why);

    /* A trait bought: the Hero's new stats at once, above the shop and in its row. */
    int cheap = -1;
    for (int i = 0; i < CAMPAIGN_TRAIT_COUNT && cheap < 0; i++)
        if (campaign_test_buy_trait(&c->st, 0, i) == CAMPAIGN_DT_OK)
            cheap = i;
    assert_true(cheap >= 0);
    char before[64], after[64];
    stats_of(&pl->units[hero], before, sizeof before);
    snprintf(label, sizeof label, "%s %d", campaign_trait_name(cheap), campaign_trait_get((campaign_trait)cheap)->renown);
    click_button(label);
    assert_true(pl->units[hero].traits >> cheap & 1);
    stats_of(&pl->units[hero], after, sizeof after);
    assert_string_not_equal(before, after);
    look(&s);
    /* The Hero's line above the shop: "★ name: stats". */
    bool hero_line = false;
    for (const char *l = s.text; *l && !hero_line; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : l + strlen(l)) {
        const char *end = strchr(l, '\n'), *at = strstr(l, after);
        hero_line = strncmp(l, "★ ", strlen("★ ")) == 0 && at && (!end || at < end);
    }
    if (!hero_line)
        fail_msg("the Hero's new stats %s are not on its line above the shop", after);
    free(s.pixels);
    no_layout_fault("the Hero's line");

    /* Dismiss asks first: Keep it keeps the unit, Dismiss sends it away. */
    int n = pl->n_units;
    click_button("Dismiss");
    assert_string_not_equal(app_scene_name(&the_app), "campaign");
    language_look(&the_app, "campaign-dismiss-ask");
    client_click_button(&the_app, C_("answer", "Keep it"));
    assert_string_equal(app_scene_name(&the_app), "campaign");
    assert_int_equal(pl->n_units, n);
    click_button("Dismiss");
    /* The question's own Dismiss: drawn last, over the roster's. */
    app_draw(&the_app);
    int last = -1;
    for (int i = 0; i < the_app.n_drawn_buttons; i++)
        if (strcmp(the_app.drawn_buttons[i].label, _("Dismiss")) == 0)
            last = i;
    assert_true(last >= 0);
    click_at(the_app.drawn_buttons[last].rect);
    assert_string_equal(app_scene_name(&the_app), "campaign");
    assert_int_equal(pl->n_units, n - 1);
    no_layout_fault("after Dismiss");
    stop();
}

/* ---- the orders, the squads and the Defend bonus ---- */

static void test_orders_and_ambuscade(void **state)
{
    (void)state;
    start("dt-orders", 1280, 800);
    campaign_screen *c = cs();
    campaign_content *k = campaign_content_get(&the_app);
    pass_cover(0);
    click_button("Downtime done");
    pass_cover(1);
    click_button("Downtime done");
    pass_cover(0);
    /* Ready stays where it is when an army is selected. */
    const char *ready = "Ready (hand over)";
    SDL_Rect r0 = nth_button(_(ready), 0, NULL);
    int x, y;
    banner_on_screen(0, &x, &y);
    mouse(SDL_MOUSEMOTION, x, y);
    mouse(SDL_MOUSEBUTTONDOWN, x, y);
    mouse(SDL_MOUSEBUTTONUP, x, y);
    assert_int_equal(c->army, 0);
    SDL_Rect r1 = nth_button(_(ready), 0, NULL);
    assert_memory_equal(&r0, &r1, sizeof r0);
    click_button(C_("button", "Create Regiment"));
    SDL_Rect r2 = nth_button(_(ready), 0, NULL);
    assert_memory_equal(&r0, &r2, sizeof r0);
    no_layout_fault("the orders");
    /* Player 1's Main Army leaves its capital next to Player 2's army: the panel
     * says what that risks. */
    int home = c->st.forces.armies[0].loc, enemy = c->st.forces.armies[1].loc;
    assert_true(c->map.domination >> home & 1u);
    shown s;
    look(&s);
    char warning[300];
    snprintf(warning, sizeof warning, _("Your capital %s is left empty: an enemy army can walk in and win by Domination."),
             campaign_loc_name(c, home));
    assert_false(strstr(s.text, campaign_loc_name(c, home)) && text_has(&s, _("is left empty")));
    free(s.pixels);
    drag_army(0, enemy);
    assert_int_equal(c->n_orders[0], 1);
    look(&s);
    /* Wrapped, the warning is drawn line by line: its first words and its end. */
    char head[40];
    snprintf(head, sizeof head, "%.20s", warning);
    assert_true(text_has(&s, head));
    free(s.pixels);
    /* The pointer off the map (its hover card is not this test's). */
    SDL_Rect rr = nth_button(_(ready), 0, NULL);
    mouse(SDL_MOUSEMOTION, rr.x + rr.w / 2, rr.y + rr.h / 2);
    language_look(&the_app, "campaign-orders-warning");
    no_layout_fault("the warning");
    /* The standoff's prompt (its panel drawn over this state, a fake step) says
     * that Withdraw still means a battle when the other side stands. */
    campaign_step was_step = c->step;
    c->step = CSTEP_STANDOFF;
    c->loc = enemy;
    look(&s);
    for (char *p = s.text; *p; p++)
        if (*p == '\n')
            *p = ' ';
    if (!client_has_message(s.text, "Your armies and others are marching on %s. Stand and fight for it, or withdraw "
                                     "to where they came from? If the other side stands, there is a battle here "
                                     "anyway, and your armies fight in it."))
        fail_msg("the standoff's prompt does not say that Withdraw still fights when the other side stands");
    free(s.pixels);
    language_look(&the_app, "campaign-standoff-withdraw");
    c->step = was_step;
    SDL_Rect r3 = nth_button(_(ready), 0, NULL);
    assert_memory_equal(&r0, &r3, sizeof r0);
    click_button(ready);
    pass_cover(1);
    click_button(ready);
    assert_int_equal(c->step, CSTEP_REVEAL);
    pump();
    click_button("Continue");

    /* The squads: Player 1, the attacker, first; Player 2 fields only its Hero. */
    assert_int_equal(c->step, CSTEP_SQUAD);
    pass_cover(0);
    /* Play-test 3: picking a unit (the Hero's "sits out" line going) moved
     * Auto battle under the pointer; it stays put now. */
    SDL_Rect auto0 = nth_button(_("Auto battle"), 0, NULL);
    click_button_with("★");
    SDL_Rect auto1 = nth_button(_("Auto battle"), 0, NULL);
    assert_memory_equal(&auto0, &auto1, sizeof auto0);
    no_layout_fault("the squad");
    click_button("Auto battle");
    pass_cover(1);
    click_button_with("★");
    language_look(&the_app, "campaign-squad-rows");
    no_layout_fault("the squad");
    click_button("Auto battle");
    /* The defender's bonus follows its squad on its own screen: no cover between. */
    assert_int_equal(c->step, CSTEP_BONUS);
    assert_false(c->cover);
    /* The core: no fielded unit of Player 2 may lie in ambush. */
    const campaign_player *pl = &c->st.players[1];
    for (int i = 0; i < pl->n_units; i++)
        assert_int_equal(campaign_test_bonus(&c->st, c->battle, 1, CAMPAIGN_BONUS_AMBUSCADE, pl->units[i].uid),
                         CAMPAIGN_BONUS_NO_CORE_UNIT);
    assert_int_equal(campaign_test_bonus(&c->st, c->battle, 1, CAMPAIGN_BONUS_ASSAULT, CAMPAIGN_NO_UNIT), CAMPAIGN_BONUS_OK);
    /* The panel: not offered. */
    SDL_Rect r;
    bool en;
    app_draw(&the_app);
    assert_false(app_find_button(&the_app, _("Prepared Ambuscade"), &r, &en));
    assert_true(app_find_button(&the_app, _("Ready for the Assault"), &r, &en));
    language_look(&the_app, "campaign-bonus-no-ambuscade");
    no_layout_fault("the bonus");
    click_button("Ready for the Assault");
    click_button("Confirm");
    (void)k;
    stop();
}

/* A Core unit fielded by the defender: Prepared Ambuscade offered, with that unit. */
static void test_ambuscade_offered_with_core_unit(void **state)
{
    (void)state;
    start("dt-ambush", 1280, 800);
    campaign_screen *c = cs();
    campaign_content *k = campaign_content_get(&the_app);
    pass_cover(0);
    click_button("Downtime done");
    pass_cover(1);
    /* The library's cheapest Core unit. */
    int pick = -1;
    for (int i = 0; i < k->library.n_units; i++)
        if (esc_unit_rank(&k->library.units[i]) <= ESC_RANK_ELITE &&
            (pick < 0 || campaign_def_price(&k->library.units[i]) < campaign_def_price(&k->library.units[pick])))
            pick = i;
    assert_true(pick >= 0);
    for (int i = 0; i < k->library.n_units && c->seat_ui[1].lib_index != pick; i++)
        click_at(nth_button(">", 0, NULL));
    assert_int_equal(c->seat_ui[1].lib_index, pick);
    click_button_with("Recruit into army %d");
    assert_int_equal(c->st.players[1].n_units, 2);
    click_button("Downtime done");
    pass_cover(0);
    drag_army(0, c->st.forces.armies[1].loc);
    click_button("Ready (hand over)");
    pass_cover(1);
    click_button("Ready (hand over)");
    pump();
    click_button("Continue");
    assert_int_equal(c->step, CSTEP_SQUAD);
    pass_cover(0); /* the attacker first */
    click_button_with("★");
    click_button("Auto battle");
    pass_cover(1);
    /* Every unit Player 2 has. */
    const campaign_player *pl = &c->st.players[1];
    uint32_t avail = campaign_battle_units(&c->st, c->battle, 1);
    c->pick = avail;
    if (campaign_test_squad(&c->st, c->battle, 1, c->pick) != CAMPAIGN_SQUAD_OK)
        skip(); /* over the budget on this map: nothing to see here */
    click_button("Auto battle");
    assert_int_equal(c->step, CSTEP_BONUS);
    assert_false(c->cover);
    int core = -1;
    for (int i = 0; i < pl->n_units; i++)
        if (!pl->units[i].hero)
            core = pl->units[i].uid;
    assert_int_equal(campaign_test_bonus(&c->st, c->battle, 1, CAMPAIGN_BONUS_AMBUSCADE, core), CAMPAIGN_BONUS_OK);
    click_button("Prepared Ambuscade");
    assert_int_equal(c->bonus_choice, CAMPAIGN_BONUS_AMBUSCADE);
    assert_int_equal(c->bonus_unit, core);
    language_look(&the_app, "campaign-bonus-ambuscade-core");
    no_layout_fault("the ambuscade");
    click_button("Confirm");
    assert_int_equal(c->st.battles[c->battle].bonus, CAMPAIGN_BONUS_AMBUSCADE);
    stop();
}

/* "New unit…" in Downtime: leaving the editor with Back recruits nothing and
 * costs nothing (a play-test lost 80 gold a time); Done recruits the unit made. */
static void test_new_unit_back_costs_nothing(void **state)
{
    (void)state;
    client_skip_in_language_runs(); /* no screen of its own to check in a language */
    start("dt-new-unit", 1280, 800);
    campaign_screen *c = cs();
    pass_cover(0);
    const campaign_player *pl = &c->st.players[0];
    int gold = pl->gold, units = pl->n_units;
    int lib = barracks_get(&the_app)->lib.n_units;
    click_button("New unit…");
    barracks_unit_editor *ed = &barracks_get(&the_app)->unit_ed;
    assert_int_equal(ed->target, BARRACKS_TARGET_CALLER);
    assert_string_equal(ed->title, _("A new recruit"));
    click_button("Back");
    assert_true(cs() != NULL);
    assert_false(c->new_unit);
    assert_int_equal(pl->gold, gold);
    assert_int_equal(pl->n_units, units);
    /* Again, with Done: recruited, paid, and the library untouched. */
    click_button("New unit…");
    esc_unit_init(&barracks_get(&the_app)->unit_ed.entry.def, "Pikeman", 2, 1, 1, 1);
    SDL_Rect r;
    app_draw(&the_app);
    assert_true(app_find_button(&the_app, C_("editor", "Done"), &r, NULL));
    click_at(r);
    assert_int_equal(pl->n_units, units + 1);
    assert_string_equal(pl->units[pl->n_units - 1].base.name, "Pikeman");
    assert_int_equal(pl->gold, gold - campaign_def_price(&pl->units[pl->n_units - 1].base));
    assert_int_equal(barracks_get(&the_app)->lib.n_units, lib);
    stop();
}

/* How many times `what` is in `text`. */
static int times_in(const char *text, const char *what)
{
    int n = 0;
    for (const char *p = strstr(text, what); p; p = strstr(p + 1, what))
        n++;
    return n;
}

/* The tooltip with the pointer at (x, y). */
static const char *tooltip_at(int x, int y)
{
    mouse(SDL_MOUSEMOTION, x, y);
    app_draw(&the_app);
    return the_app.tooltip;
}

/* Issue 32 (fourth round): the Hero's wounds heal free (spec, Replenish), and
 * its heal button says so instead of "0g"; a unit's tooltip, in the roster and
 * in the library, names each ability once, with its rule (it read "Energy
 * Trait · Energy Trait (one action ...)"). */
static void test_heal_free_and_abilities_once(void **state)
{
    (void)state;
    start("dt-heal-free", 1280, 800);
    campaign_screen *c = cs();
    campaign_content *k = campaign_content_get(&the_app);
    pass_cover(0);
    campaign_player *pl = &c->st.players[0];
    int hero = campaign_player_hero(pl);
    assert_true(hero >= 0);
    pl->units[hero].wounds = 2;
    int with = -1; /* a library unit with an ability */
    for (int i = 0; i < k->library.n_units && with < 0; i++)
        if (k->library.units[i].n_abilities > 0)
            with = i;
    assert_true(with >= 0);
    assert_int_equal(campaign_recruit(&c->st, 0, &k->library.units[with], 0), CAMPAIGN_DT_OK);
    int recruit = pl->n_units - 1;
    pl->units[recruit].wounds = 1;
    c->seat_ui[0].lib_index = with;
    char label[64];
    snprintf(label, sizeof label, _("+%d H: free"), 2);
    bool enabled = false;
    SDL_Rect heal = nth_button(label, 0, &enabled);
    assert_true(enabled);
    const char *tip = tooltip_at(heal.x + heal.w / 2, heal.y + heal.h / 2);
    char free_tip[400];
    snprintf(free_tip, sizeof free_tip,
             P_("Replenish: the Hero's %d wound heals free (by itself at the end of Downtime too)",
                "Replenish: the Hero's %d wounds heal free (by themselves at the end of Downtime too)", 2),
             2);
    if (!strstr(tip, free_tip))
        fail_msg("the Hero's heal tooltip: %s", tip);
    int gold = pl->gold;
    click_at(heal);
    assert_int_equal(pl->units[hero].wounds, 0);
    assert_int_equal(pl->gold, gold);
    /* The recruit's heal costs gold, and its row's tooltip names its abilities once each. */
    snprintf(label, sizeof label, _("+%d H: %dg"), 1, campaign_unit_replenish_cost(&pl->units[recruit]));
    assert_true(campaign_unit_replenish_cost(&pl->units[recruit]) > 0);
    SDL_Rect b = nth_button(label, 0, NULL);
    char row_tip[1400];
    snprintf(row_tip, sizeof row_tip, "%s", tooltip_at(b.x - (int)(30 * the_app.scale), b.y + b.h / 2));
    const esc_unit_def *d = &k->library.units[with];
    for (int i = 0; i < d->n_abilities; i++) {
        const char *name = _(esc_ability_get((esc_ability)d->abilities[i])->name);
        if (times_in(row_tip, name) != 1)
            fail_msg("the roster tooltip names %s %d times: %s", name, times_in(row_tip, name), row_tip);
    }
    /* The library's unit (the same one), under its pager. */
    SDL_Rect pager = nth_button("<", 0, NULL);
    snprintf(row_tip, sizeof row_tip, "%s", tooltip_at(pager.x + pager.w / 2, pager.y + pager.h + (int)(8 * the_app.scale)));
    for (int i = 0; i < d->n_abilities; i++) {
        const char *name = _(esc_ability_get((esc_ability)d->abilities[i])->name);
        if (times_in(row_tip, name) != 1)
            fail_msg("the library tooltip names %s %d times: %s", name, times_in(row_tip, name), row_tip);
    }
    /* Play-test 4: the stats' letters and the two costs explained on hover,
     * in the library's tooltip and the roster's. */
    const char *key = _("H Health, R Range, P Power, M Move. Gold (g): what recruiting it costs. RP (rank points): "
                        "what it takes of a battle's budget.");
    if (!strstr(row_tip, key))
        fail_msg("the library tooltip does not explain H/R/P/M, g and RP: %s", row_tip);
    snprintf(row_tip, sizeof row_tip, "%s", tooltip_at(b.x - (int)(30 * the_app.scale), b.y + b.h / 2));
    if (!strstr(row_tip, key))
        fail_msg("the roster tooltip does not explain H/R/P/M, g and RP: %s", row_tip);
    client_look(&the_app, "campaign-downtime-heal-free");
    stop();
}

/* The best total of at most `left` of rp[from..n) within `budget` (by brute force). */
static int brute_best(const int *rp, int n, int from, int left, int budget)
{
    int best = 0;
    for (int i = from; i < n && left > 0; i++)
        if (rp[i] <= budget) {
            int v = rp[i] + brute_best(rp, n, i + 1, left - 1, budget - rp[i]);
            if (v > best)
                best = v;
        }
    return best;
}

/* Play-test 6.5 (hCa2): an 11-unit army met a 25-RP budget with no warning.
 * Each army's heading says what it can field in the battles it may meet (the
 * core's budgets, at most ESC_SQUAD_MAX units), and warns once it outgrows
 * every budget near it; the budgets line shows every place in full. */
static void test_army_fields_of_budget(void **state)
{
    (void)state;
    start("dt-army-fields", 1280, 800);
    campaign_screen *c = cs();
    campaign_content *k = campaign_content_get(&the_app);
    pass_cover(0);
    campaign_player *pl = &c->st.players[0];
    int main_army = -1;
    for (int i = 0; i < c->st.forces.n_armies; i++)
        if (c->st.forces.armies[i].player == 0 && c->st.forces.armies[i].main)
            main_army = c->st.forces.armies[i].id;
    assert_true(main_army >= 0);
    campaign_fielding f;
    assert_true(campaign_army_fielding(&c->st, main_army, &f));
    /* Play-test (ca, polish): with one army the "Joins army" arrows are greyed
     * (they did nothing), the only greyed arrows on the panel. */
    app_draw(&the_app);
    int off = 0, arrows = 0;
    for (int i = 0; i < the_app.n_drawn_buttons; i++)
        if (strcmp(the_app.drawn_buttons[i].label, ">") == 0 || strcmp(the_app.drawn_buttons[i].label, "<") == 0) {
            arrows++;
            off += !the_app.drawn_buttons[i].enabled;
        }
    assert_true(arrows >= 4);
    assert_int_equal(off, 2);
    shown s;
    look(&s);
    char want[200], where[48];
    /* A fresh Main Army fits its own place: the line says "here", no warning
     * (play-test ca: "Fields 18 of 18 RP at Stonebridge" read as its place). */
    assert_int_equal(f.loc, c->st.forces.armies[campaign_forces_find(&c->st.forces, main_army)].loc);
    assert_false(campaign_army_too_big_here(c, main_army));
    snprintf(want, sizeof want, _("Can field %d of %d RP here"), f.fields, f.total);
    if (!strstr(s.text, want))
        fail_msg("no '%s' under the Main Army's heading:\n%s", want, s.text);
    free(s.pixels);
    /* Over-recruit: the dearest library unit, many times, into the Main Army. */
    int dear = 0;
    for (int i = 1; i < k->library.n_units; i++)
        if (campaign_def_price(&k->library.units[i]) > campaign_def_price(&k->library.units[dear]))
            dear = i;
    pl->gold = 100000;
    while (pl->n_units < 11 && campaign_recruit(&c->st, 0, &k->library.units[dear], main_army) == CAMPAIGN_DT_OK) {
    }
    assert_true(campaign_army_fielding(&c->st, main_army, &f));
    int rp[CAMPAIGN_ROSTER_MAX], n = 0, total = 0;
    for (int i = 0; i < pl->n_units; i++)
        if (pl->units[i].army == main_army) {
            esc_unit_def d;
            campaign_unit_current(&pl->units[i], &d);
            rp[n] = esc_unit_rank_points(&d);
            total += rp[n++];
        }
    assert_int_equal(f.total, total);
    int best = 0, loc = c->st.forces.armies[campaign_forces_find(&c->st.forces, main_army)].loc;
    for (int l = 0; l < c->map.n_locations; l++)
        if (l == loc || c->map.distance[loc][l] == 1) {
            int v = brute_best(rp, n, 0, ESC_SQUAD_MAX, campaign_budget_now(&c->st, 0, l));
            if (v > best)
                best = v;
        }
    assert_int_equal(f.fields, best);
    assert_true(f.fields <= f.budget);
    assert_int_equal(f.budget, campaign_budget_now(&c->st, 0, f.loc));
    assert_true(f.over);
    look(&s);
    campaign_clip(where, sizeof where, campaign_loc_name(c, f.loc), 16);
    assert_true(campaign_army_too_big_here(c, main_army));
    if (f.loc == loc)
        snprintf(want, sizeof want, _("Too big: can field %d of %d RP here"), f.fields, f.total);
    else if (c->st.forces.control[f.loc] == 0)
        snprintf(want, sizeof want, _("Too big here: can field %d of %d RP (best: a battle at %s)"), f.fields, f.total,
                 where);
    else
        snprintf(want, sizeof want, _("Too big here: can field %d of %d RP (best: attacking %s)"), f.fields, f.total,
                 where);
    char brief[200]; /* the short form, when the long one does not fit the panel */
    if (f.fields >= f.total)
        snprintf(brief, sizeof brief, _("Too big here; all %d RP fit at %s"), f.total, where);
    else
        snprintf(brief, sizeof brief, _("Too big here; at most %d of %d RP, at %s"), f.fields, f.total, where);
    if (f.fields >= f.total && f.loc != loc)
        snprintf(want, sizeof want,
                 c->st.forces.control[f.loc] == 0 ? _("Too big for a battle here; all %d RP would fit in a battle at %s")
                                                  : _("Too big for a battle here; all %d RP would fit attacking %s"),
                 f.total, where);
    {
        /* Play-test 4: "best 27 of 27 RP, at Wyrmgate" read as a contradiction.
         * Where all of it fits a route away, the short form says so. */
        campaign_fielding all = f;
        for (int l = 0; l < c->map.n_locations; l++)
            if (c->map.distance[loc][l] == 1)
                all.loc = l;
        all.fields = all.total;
        char got[200], all_where[48];
        campaign_fields_text(c, main_army, &all, true, got, sizeof got);
        campaign_clip(all_where, sizeof all_where, campaign_loc_name(c, all.loc), 16);
        char all_want[200];
        snprintf(all_want, sizeof all_want, _("Too big here; all %d RP fit at %s"), all.total, all_where);
        assert_string_equal(got, all_want);
    }
    if (!strstr(s.text, want) && (f.loc == loc || !strstr(s.text, brief)))
        fail_msg("no warning '%s' for an army of %d units:\n%s", want, n, s.text);
    no_layout_fault("the Downtime of an over-recruited army");
    free(s.pixels);
    /* The budgets line: every place near the army, none cut off. */
    look(&s);
    for (int l = 0; l < c->map.n_locations; l++)
        if (l == loc || c->map.distance[loc][l] == 1) {
            char one[64];
            campaign_clip(where, sizeof where, campaign_loc_name(c, l), 16);
            snprintf(one, sizeof one, "%s %d", where, campaign_budget_now(&c->st, 0, l));
            if (!strstr(s.text, one))
                fail_msg("the budgets line lacks '%s':\n%s", one, s.text);
        }
    free(s.pixels);
    /* While recruiting into it: the budgets line (under the Joins pager) warns too. */
    SDL_Rect joins = nth_button("<", 1, NULL);
    const char *tip = tooltip_at(joins.x + joins.w / 2, joins.y + joins.h + (int)(10 * the_app.scale));
    if (!strstr(tip, _("This army outgrows every battle budget near it: the units over budget sit out. Recruit into "
                       "another army, or form a Regiment.")))
        fail_msg("the budgets line's tooltip does not warn: '%s'", tip);
    client_look(&the_app, "campaign-downtime-army-fields");
    stop();
}

/* Play-test 6.5 (hCa2): "RP" is named in words on the orders screen (the
 * attack's budget line has a tooltip), and the legend, opened there, shows the
 * move in the colour the placed order's arrow is drawn in. */
static void test_orders_rp_words_and_legend(void **state)
{
    (void)state;
    start("dt-orders-rp", 1280, 800);
    campaign_screen *c = cs();
    pass_cover(0);
    click_button("Downtime done");
    pass_cover(1);
    click_button("Downtime done");
    pass_cover(0);
    drag_army(0, c->st.forces.armies[1].loc);
    assert_int_equal(c->n_orders[0], 1);
    click_button("Legend (L)");
    SDL_Rect ready = nth_button(_("Ready (hand over)"), 0, NULL);
    bool named = false;
    for (int y = (int)(60 * the_app.scale); y < ready.y && !named; y += 4)
        named = strstr(tooltip_at(ready.x + ready.w / 2, y), _("RP: rank points, the battle budget's unit.")) != NULL;
    assert_true(named);
    mouse(SDL_MOUSEMOTION, 1, 1);
    client_look(&the_app, "campaign-orders-legend");
    stop();
}

/* Play-test 3 (medium): unpaid wounds became permanent at Downtime done and
 * nothing said so. The row says what the wounds cost and become, and Downtime
 * done asks first while the seat's gold could heal them: "Go back and heal"
 * changes nothing, "End Downtime" ends it; with the wounds healed, or with no
 * gold to heal them, it asks nothing. */
static void test_unhealed_wounds_ask_first(void **state)
{
    (void)state;
    start("dt-wounds-ask", 1280, 800);
    campaign_screen *c = cs();
    campaign_content *k = campaign_content_get(&the_app);
    pass_cover(0);
    campaign_player *pl = &c->st.players[0];
    assert_int_equal(campaign_recruit(&c->st, 0, &k->library.units[0], 0), CAMPAIGN_DT_OK);
    int w = pl->n_units - 1;
    pl->units[w].wounds = 1;
    int cost = campaign_unit_replenish_cost(&pl->units[w]);
    assert_true(cost > 0 && pl->gold >= cost);
    shown s;
    look(&s);
    char line[300];
    snprintf(line, sizeof line,
             P_("%d wound: heal for %dg (unhealed wounds become permanent at Downtime done)",
                "%d wounds: heal for %dg (unhealed wounds become permanent at Downtime done)", 1),
             1, cost);
    /* On two lines at this size, all of it on screen. */
    if (!text_has_wrapped(&s, line))
        fail_msg("the wounded row does not say \"%s\"", line);
    free(s.pixels);
    no_layout_fault("a wounded row");
    /* Asked; going back changes nothing. */
    click_button("Downtime done");
    assert_string_not_equal(app_scene_name(&the_app), "campaign");
    look(&s);
    assert_true(text_has(&s, C_("answer", "End it")));
    free(s.pixels);
    language_look(&the_app, "campaign-downtime-wounds-ask");
    client_click_button(&the_app, C_("answer", "Go back"));
    assert_string_equal(app_scene_name(&the_app), "campaign");
    assert_false(c->done[0]);
    assert_int_equal(c->step, CSTEP_DOWNTIME);
    assert_int_equal(pl->units[w].wounds, 1);
    /* Healed: no question. */
    char label[64];
    snprintf(label, sizeof label, _("+%d H: %dg"), 1, cost);
    click_button(label);
    assert_int_equal(pl->units[w].wounds, 0);
    click_button("Downtime done");
    assert_string_equal(app_scene_name(&the_app), "campaign");
    assert_true(c->done[0]);
    stop();

    /* The answer "End Downtime" ends it, wounds unpaid. */
    start("dt-wounds-yes", 1280, 800);
    c = cs();
    k = campaign_content_get(&the_app);
    pass_cover(0);
    pl = &c->st.players[0];
    assert_int_equal(campaign_recruit(&c->st, 0, &k->library.units[0], 0), CAMPAIGN_DT_OK);
    w = pl->n_units - 1;
    pl->units[w].wounds = 1;
    click_button("Downtime done");
    assert_false(c->done[0]);
    app_draw(&the_app);
    int last = -1;
    for (int i = 0; i < the_app.n_drawn_buttons; i++)
        if (strcmp(the_app.drawn_buttons[i].label, C_("answer", "End it")) == 0)
            last = i;
    assert_true(last >= 0);
    click_at(the_app.drawn_buttons[last].rect);
    assert_string_equal(app_scene_name(&the_app), "campaign");
    assert_true(c->done[0]);
    stop();

    /* No gold to heal: nothing to ask. */
    start("dt-wounds-poor", 1280, 800);
    c = cs();
    k = campaign_content_get(&the_app);
    pass_cover(0);
    pl = &c->st.players[0];
    assert_int_equal(campaign_recruit(&c->st, 0, &k->library.units[0], 0), CAMPAIGN_DT_OK);
    w = pl->n_units - 1;
    pl->units[w].wounds = 1;
    pl->gold = 0;
    click_button("Downtime done");
    assert_string_equal(app_scene_name(&the_app), "campaign");
    assert_true(c->done[0]);
    stop();
}

/* Play-test 3: in hot-seat, the ring and card of the place Player 1's pointer
 * rested on (its order just dropped there) were still shown to Player 2 after
 * the hand-over. Two games alike but for where Player 1's pointer rested:
 * Player 2's first frame is the same, pixel for pixel, with nothing hovered. */
static void p2_after_p1_hovered(int loc, const char *dirs, shown *s)
{
    start(dirs, 1280, 800);
    campaign_screen *c = cs();
    pass_cover(0);
    click_button("Downtime done");
    pass_cover(1);
    click_button("Downtime done");
    pass_cover(0);
    SDL_Rect ready = nth_button(_("Ready (hand over)"), 0, NULL);
    int x, y;
    location_on_screen(loc, &x, &y);
    mouse(SDL_MOUSEMOTION, x, y);
    assert_int_equal(c->hover, loc);
    /* Ready pressed where the pointer is not moved first (a pen, a quick click). */
    mouse(SDL_MOUSEBUTTONDOWN, ready.x + 4, ready.y + 4);
    mouse(SDL_MOUSEBUTTONUP, ready.x + 4, ready.y + 4);
    assert_true(c->cover);
    assert_int_equal(c->seat, 1);
    ui_event t = { .kind = UI_EV_KEY, .key = UI_KEY_T };
    app_handle_event(&the_app, &t);
    pump();
    assert_false(c->cover);
    assert_int_equal(c->hover, -1);
    the_app.mouse_x = 2;
    the_app.mouse_y = 2;
    look(s);
    stop();
}

static void test_handover_hides_last_hover(void **state)
{
    (void)state;
    shown a, b;
    p2_after_p1_hovered(1, "dt-hover-a", &a);
    p2_after_p1_hovered(2, "dt-hover-b", &b);
    assert_int_equal(a.n_pixels, b.n_pixels);
    size_t differ = 0;
    for (size_t i = 0; i < a.n_pixels; i++)
        differ += a.pixels[i] != b.pixels[i];
    if (differ)
        fail_msg("Player 2's screen shows where Player 1's pointer rested: %zu pixels differ", differ);
    free(a.pixels);
    free(b.pixels);
}

/* Play-test 3: giving an army an order changed how its row wrapped, and the
 * rows and buttons under it moved under the pointer. At 800x560, in every
 * language: the selected army's buttons stay put whatever order it gets. */
static void test_order_rows_stay_put(void **state)
{
    (void)state;
    start("dt-rows", 800, 560);
    campaign_screen *c = cs();
    pass_cover(0);
    click_button("Downtime done");
    pass_cover(1);
    click_button("Downtime done");
    pass_cover(0);
    int x, y;
    banner_on_screen(0, &x, &y);
    mouse(SDL_MOUSEMOTION, x, y);
    mouse(SDL_MOUSEBUTTONDOWN, x, y);
    mouse(SDL_MOUSEBUTTONUP, x, y);
    assert_int_equal(c->army, 0);
    SDL_Rect d0 = nth_button(C_("button", "Defend"), 0, NULL);
    click_button(C_("button", "Defend"));
    assert_true(campaign_order_of(c, 0, 0) >= 0);
    SDL_Rect d1 = nth_button(C_("button", "Defend"), 0, NULL);
    assert_memory_equal(&d0, &d1, sizeof d0);
    for (int l = 0; l < c->map.n_locations; l++)
        if (campaign_map_adjacent(&c->map, c->st.forces.armies[0].loc, l)) {
            assert_true(campaign_give_order(c, 0, campaign_order_move(0, l)));
            SDL_Rect d2 = nth_button(C_("button", "Defend"), 0, NULL);
            assert_memory_equal(&d0, &d2, sizeof d0);
        }
    no_layout_fault("the orders at 800x560");
    stop();
}

/* Play-test 3 (319): at 800 x 560 in French the roster had no room for one
 * unit ("molette : plus d'unités (1)" over empty space). In every language
 * the roster shows a unit at least: the hint never counts every unit. */
static void test_roster_shows_a_unit(void **state)
{
    (void)state;
    start("dt-roster-small", 800, 560);
    campaign_screen *c = cs();
    pass_cover(0);
    shown *s = malloc(sizeof *s);
    assert_non_null(s);
    look(s);
    char all[120];
    snprintf(all, sizeof all, _("wheel: more units (%d)"), c->st.players[0].n_units);
    if (strstr(s->text, all))
        fail_msg("the roster shows no unit: \"%s\"", all);
    free(s->pixels);
    free(s);
    no_layout_fault("Downtime at 800x560");
    stop();
}

/* Play-test 3: the measure that wins was first seen on the Defeat screen. The
 * top bar tracks each player's places held, its tooltip says what wins and
 * each player's places and supply, as the map shows them. */
static void test_victory_tracker(void **state)
{
    (void)state;
    start("dt-standing", 1280, 800);
    campaign_screen *c = cs();
    pass_cover(0);
    shown s;
    look(&s);
    assert_true(text_has(&s, _("Places held:")));
    free(s.pixels);
    char want[400], got[2000] = "";
    campaign_standing_text(c, want, sizeof want);
    for (int x = 400; x < 1270 && !got[0]; x += 6) {
        const char *t = tooltip_at(x, (int)(20 * the_app.scale));
        if (t && strncmp(t, want, 20) == 0)
            snprintf(got, sizeof got, "%s", t);
    }
    if (!got[0])
        fail_msg("no tracker tooltip in the top bar (want \"%s\")", want);
    int held = 0;
    for (int l = 0; l < c->map.n_locations; l++)
        held += c->st.forces.control[l] == 0;
    char line[200];
    snprintf(line, sizeof line,
             P_(" %s: %d place · Renown earned %d · %d supply.", " %s: %d places · Renown earned %d · %d supply.",
                held),
             campaign_seat_label(0), held, 0, 0);
    char *cut = strstr(line, " · "); /* the supply's number left out */
    if (cut)
        *cut = '\0';
    if (!strstr(got, line))
        fail_msg("the tracker's tooltip \"%s\" has no \"%s\"", got, line);
    mouse(SDL_MOUSEMOTION, 2, 400);
    language_look(&the_app, "campaign-standing");
    stop();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_other_seat_secret_not_shown),
        cmocka_unit_test(test_downtime_readable),
        cmocka_unit_test(test_orders_and_ambuscade),
        cmocka_unit_test(test_ambuscade_offered_with_core_unit),
        cmocka_unit_test(test_new_unit_back_costs_nothing),
        cmocka_unit_test(test_heal_free_and_abilities_once),
        cmocka_unit_test(test_army_fields_of_budget),
        cmocka_unit_test(test_orders_rp_words_and_legend),
        cmocka_unit_test(test_unhealed_wounds_ask_first),
        cmocka_unit_test(test_handover_hides_last_hover),
        cmocka_unit_test(test_order_rows_stay_put),
        cmocka_unit_test(test_roster_shows_a_unit),
        cmocka_unit_test(test_victory_tracker),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
