/*
 * The Campaign's reveal told whole (issue 32), driven on the tiny map (dummy
 * video driver): every standoff's outcome in public before any squad is asked
 * for (who stood, who withdrew, whether a battle follows), the withdrawn
 * walking home, "both withdrew" and "X withdrew to Y" in the event log and in
 * Phase 5; each battle worded by its kind (a place nobody held is fought for,
 * an occupant holding after a head-on clash is not defending); a fallen Hero
 * reported as fallen, not lost; no line twice in the log; the report's notice
 * counting only real losses; the hover card and the banners describing what
 * the reveal draws (armies standing at a standoff, a new Regiment's banner
 * split off its parent).
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "front/front.h"
#include "skirmish/i18n.h"
#include "campaign/board.h"
#include "areamap/card.h"
#include "client_campaign_util.h"
#include "client_test_util.h"

static void start(const char *dirs, const char *seed)
{
    set_dirs(dirs);
    setenv("SKIRMISH_SEED", seed, 1);
    assert_true(front_init_offscreen(&the_app, 1280, 800));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    use_tiny_map(&the_app, false);
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    click_button("Start campaign");
    assert_non_null(cs());
}

/* Whether some event of the log is the message `msgid` (any arguments). */
static int events_with(const char *msgid)
{
    int n = 0;
    for (int i = 0; i < cs()->events.n; i++)
        n += client_has_message(cs()->events.items[i].text, msgid);
    return n;
}

static bool panel_has(const char *msgid)
{
    for (int i = 0; i < cs()->n_log; i++)
        if (client_has_message(cs()->log[i], msgid))
            return true;
    return false;
}

/* No public line of the log is there twice in one turn (two recruits of one
 * kind are two private lines alike, rightly). */
static void check_no_duplicates(void)
{
    const evlog *log = &cs()->events;
    for (int i = 0; i < log->n; i++)
        for (int j = i + 1; j < log->n; j++) {
            const evlog_entry *x = &log->items[i], *y = &log->items[j];
            if (x->turn == y->turn && x->visible == EVLOG_ALL && y->visible == EVLOG_ALL && strcmp(x->text, y->text) == 0)
                fail_msg("twice in the log: \"%s\"", x->text);
        }
}

/* Every entry costing a seat something is a real loss: a unit, a place, an
 * injury, an army scattered, an elimination, never a lost duel or a retreat. */
static void check_losses_real(void)
{
    const evlog *log = &cs()->events;
    for (int i = 0; i < log->n; i++) {
        const evlog_entry *e = &log->items[i];
        if (!e->loss)
            continue;
        bool real = e->kind == EVLOG_LOSS || e->kind == EVLOG_CAPTURE || e->kind == EVLOG_ELIMINATION;
        if (!real)
            fail_msg("counted as a loss: \"%s\"", e->text);
        assert_false(client_has_message(e->text, "Army %d of %s retreated from %s to %s"));
    }
}

static void downtime_done(void)
{
    for (int p = 0; p < 2; p++) {
        pass_cover(p);
        click_button("Downtime done");
    }
    assert_int_equal(cs()->step, CSTEP_ORDERS);
}

/* Each seat's orders given (no order: Defend) and handed over. */
static void orders(const campaign_order *o0, int n0, const campaign_order *o1, int n1)
{
    campaign_screen *c = cs();
    const campaign_order *o[2] = { o0, o1 };
    int n[2] = { n0, n1 };
    for (int p = 0; p < 2; p++) {
        pass_cover(p);
        for (int i = 0; i < n[p]; i++)
            assert_true(campaign_give_order(c, p, o[p][i]));
        click_button("Ready (hand over)");
    }
    assert_int_equal(c->step, CSTEP_REVEAL);
}

/* Texts drawn in the last frame (the hover card's lines among them). */
static char seen[64][256];
static int n_seen;
static void collect(void *ctx, const char *text)
{
    (void)ctx;
    if (n_seen < 64)
        snprintf(seen[n_seen++], sizeof seen[0], "%s", text);
}

static bool drawn(const char *text)
{
    for (int i = 0; i < n_seen; i++)
        if (strcmp(seen[i], text) == 0)
            return true;
    return false;
}

/* The hover card of a location: the pointer on it, one frame drawn. */
static void hover(int loc)
{
    int x, y;
    location_on_screen(loc, &x, &y);
    mouse(SDL_MOUSEMOTION, x, y);
    assert_int_equal(cs()->hover, loc);
    void (*was)(void *, const char *) = the_app.text_seen;
    void *was_ctx = the_app.text_seen_ctx;
    the_app.text_seen = collect;
    the_app.text_seen_ctx = NULL;
    n_seen = 0;
    app_draw(&the_app);
    the_app.text_seen = was;
    the_app.text_seen_ctx = was_ctx;
}

/* One frame drawn, its texts collected. */
static void draw_collecting(void)
{
    void (*was)(void *, const char *) = the_app.text_seen;
    void *was_ctx = the_app.text_seen_ctx;
    the_app.text_seen = collect;
    the_app.text_seen_ctx = NULL;
    n_seen = 0;
    app_draw(&the_app);
    the_app.text_seen = was;
    the_app.text_seen_ctx = was_ctx;
}

/* Both Main Armies march on Midmere, nobody's: a standoff, both withdraw.
 * Its outcome is told before anything else, they walk home, and the log and
 * Phase 5 say so; the hover card counts the banners standing there. */
static void test_both_withdraw(void **state)
{
    (void)state;
    start("reveal-withdraw", "11");
    campaign_screen *c = cs();
    downtime_done();
    int mid = campaign_map_index(&c->map, 1), home[2];
    for (int p = 0; p < 2; p++)
        home[p] = c->st.forces.armies[p].loc;
    campaign_order m0 = campaign_order_move(0, mid), m1 = campaign_order_move(1, mid);
    orders(&m0, 1, &m1, 1);
    assert_int_equal(c->st.res.n_standoffs, 1);
    /* After the moves, both banners stand at Midmere: the card says two armies. */
    c->anim_t = CAMPAIGN_REVEAL_ORDERS + CAMPAIGN_REVEAL_MOVES + 0.2f;
    hover(mid);
    char want[160];
    snprintf(want, sizeof want, P_("%d army here (public size)", "%d armies here (public size)", 2), 2);
    assert_true(drawn(want));
    /* (The card's own width at every size is the map's test: the pointer leaves it.) */
    mouse(SDL_MOUSEMOTION, 2, 2);
    language_look(&the_app, "campaign-reveal-after-moves");
    click_button("Continue");
    for (int n = 0; n < 2; n++) {
        assert_int_equal(c->step, CSTEP_STANDOFF);
        pass_cover(c->seat);
        /* The standoff's choice: the armies stand where the reveal left them. */
        assert_int_equal(campaign_shown_forces(c)->armies[0].loc, mid);
        click_button("Withdraw");
    }
    /* The outcome, in public, before any other step. */
    assert_int_equal(c->step, CSTEP_REVEAL);
    assert_false(c->cover);
    assert_true(c->has_outcome);
    campaign_caption caps[CAMPAIGN_REVEAL_CAPTIONS];
    int n = campaign_reveal_outcome_captions(c, caps, CAMPAIGN_REVEAL_CAPTIONS);
    assert_int_equal(n, 1);
    assert_int_equal(caps[0].kind, CAMPAIGN_CAPTION_OUTCOME);
    assert_true(client_has_message(caps[0].text,
                                   "Standoff at %s: %s both withdrew, each back where it came from: no battle there"));
    /* Its timeline: from the end of the first part, the first outcome on screen at once. */
    float t0 = campaign_reveal_outcome_start(c);
    assert_true(fabsf(c->anim_t - t0) < 0.001f);
    int n0 = campaign_reveal_captions(c, campaign_reveal_res(c), NULL, 0);
    assert_int_equal(campaign_reveal_caption_at(c, t0 + 0.1f), n0);
    assert_true(campaign_reveal_total(c) > t0 + CAMPAIGN_REVEAL_MOVES);
    /* The withdrawal animated: halfway home, then home. */
    float mx, my, hx, hy, x, y;
    areamap_camera_to_screen(&c->cam, (float)c->map.locations[mid].x, (float)c->map.locations[mid].y, &mx, &my);
    areamap_camera_to_screen(&c->cam, (float)c->map.locations[home[0]].x, (float)c->map.locations[home[0]].y, &hx,
                             &hy);
    c->anim_t = t0 + CAMPAIGN_REVEAL_MOVES / 2;
    assert_true(campaign_banners_moving(c));
    /* The panel's title says what is told now: the outcome, not the orders. */
    draw_collecting();
    assert_true(drawn(_("The standoffs decided")));
    assert_false(drawn(_("The orders revealed")));
    campaign_banner_pos(c, 0, &x, &y);
    assert_true(fabsf(x - 10 - (mx + hx) / 2) < fabsf(hx - mx) / 4 + 33);
    app_draw(&the_app);
    if (getenv("CAMPAIGN_SHOTS")) {
        char p[1200];
        snprintf(p, sizeof p, "%s/reveal-withdraw.png", getenv("CAMPAIGN_SHOTS"));
        app_save_screenshot(&the_app, p);
    }
    language_look(&the_app, "campaign-reveal-withdraw");
    c->anim_t = t0 + CAMPAIGN_REVEAL_MOVES + 0.05f;
    campaign_banner_pos(c, 0, &x, &y);
    /* home, where the map places its banner beside the token (hCa21b) */
    assert_true(fabsf(x - hx) < 120 && fabsf(y - hy) < 60);
    /* The log: the outcome and each army's way home, placed where they went. */
    assert_int_equal(events_with("Standoff at %s: %s both withdrew, each back where it came from: no battle there"), 1);
    assert_int_equal(events_with("Army %d of %s withdrew from %s to %s"), 2);
    assert_true(panel_has("Army %d of %s withdrew from %s to %s"));
    click_button("Continue");
    /* No battle: Phase 5, which lists the standoff and the withdrawals again. */
    assert_int_equal(c->step, CSTEP_PHASE5);
    assert_true(panel_has("Standoff at %s: all withdrew, no battle"));
    assert_true(panel_has("Army %d of %s withdrew from %s to %s"));
    for (int p = 0; p < 2; p++) {
        assert_int_equal(c->st.forces.armies[p].loc, home[p]);
        assert_int_equal(evlog_unseen_losses(&c->events, p), 0); /* nothing was lost */
    }
    check_no_duplicates();
    app_free(&the_app);
}

/* Player 1 stands, Player 2 withdraws at Midmere, nobody's: one stood, so
 * both fight, for a place nobody held; a Hero that falls is told as fallen. */
static void test_stand_at_empty(void **state)
{
    (void)state;
    start("reveal-stand", "12");
    campaign_screen *c = cs();
    downtime_done();
    int mid = campaign_map_index(&c->map, 1);
    campaign_order m0 = campaign_order_move(0, mid), m1 = campaign_order_move(1, mid);
    orders(&m0, 1, &m1, 1);
    click_button("Continue");
    for (int n = 0; n < 2; n++) {
        assert_int_equal(c->step, CSTEP_STANDOFF);
        int seat = c->seat;
        pass_cover(seat);
        click_button(seat == 0 ? "Stand" : "Withdraw");
    }
    assert_int_equal(c->step, CSTEP_REVEAL);
    campaign_caption caps[CAMPAIGN_REVEAL_CAPTIONS];
    int n = campaign_reveal_outcome_captions(c, caps, CAMPAIGN_REVEAL_CAPTIONS);
    assert_int_equal(n, 2);
    assert_true(client_has_message(caps[0].text, "Standoff at %s: %s stood, %s withdrew: one stood, so they all fight there"));
    assert_int_equal(caps[1].kind, CAMPAIGN_CAPTION_BATTLE);
    assert_int_equal(caps[1].loc, mid);
    assert_int_equal(caps[1].defender, -1);
    assert_true(client_has_message(caps[1].text, "Battle at %s: %s fight for it"));
    assert_false(client_has_message(caps[1].text, "Battle at %s: %s attacks %s, who defends"));
    c->anim_t = campaign_reveal_outcome_start(c) + CAMPAIGN_REVEAL_MOVES + CAMPAIGN_REVEAL_CAPTION + 0.2f;
    assert_int_equal(campaign_reveal_caption_at(c, c->anim_t), campaign_reveal_captions(c, campaign_reveal_res(c), NULL, 0) + 1);
    app_draw(&the_app);
    if (getenv("CAMPAIGN_SHOTS")) {
        char p[1200];
        snprintf(p, sizeof p, "%s/reveal-stand.png", getenv("CAMPAIGN_SHOTS"));
        app_save_screenshot(&the_app, p);
    }
    language_look(&the_app, "campaign-reveal-outcome");
    click_button("Continue");
    /* Only now the squads. */
    for (int guard = 0; guard < 4 && c->step == CSTEP_SQUAD; guard++) {
        if (c->cover)
            pass_cover(c->seat);
        click_button_with("★");
        click_button("Auto battle");
    }
    assert_int_equal(c->step, CSTEP_MODE);
    char cap[240];
    campaign_duel_caption(c, cap, sizeof cap);
    assert_true(client_has_message(cap, "Battle at %s: %s and %s fight for it"));
    /* The duel: board side 1's Hero falls (every unit of that side at 0). */
    int health[ESC_MAX_UNITS];
    for (int s = 0; s < ESC_SIDES; s++)
        for (int k = 0; k < ESC_SQUAD_MAX; k++)
            health[s * ESC_SQUAD_MAX + k] = s == 0 && k < c->duel.squads[0].n_units ? c->duel.squads[0].units[k].health : 0;
    int fallen = c->duel.players[1];
    campaign_flow_battle_result(&the_app, c, health, 0, ESC_END_ELIMINATION, NULL);
    int falls = 0;
    for (int i = 0; i < c->events.n; i++) {
        const evlog_entry *e = &c->events.items[i];
        if (client_has_message(e->text, "  The Hero of %s, %s, falls: it stays with its army and rolls for an injury at the "
                                        "end of the turn")) {
            falls++;
            assert_int_equal(e->loss, 0);
        }
        /* Its only unit was the Hero: it is not reported lost. */
        assert_false(client_has_message(e->text, "  %s loses %s") && strstr(e->text, campaign_seat_label(fallen)));
    }
    assert_int_equal(falls, 1);
    language_look(&the_app, "campaign-duel-hero-falls");
    click_button("Continue");
    for (int guard = 0; guard < 4 && c->step == CSTEP_RETREAT; guard++) {
        pass_cover(c->seat);
        if (__builtin_popcountll(campaign_retreat_options(&c->st, c->battle)) == 1) {
            /* a single way back: Enter takes it (play-test 10) */
            ui_event ev = { .kind = UI_EV_KEY, .key = UI_KEY_ENTER };
            app_handle_event(&the_app, &ev);
            pump();
        } else {
            click_button_with("To %s (supply %d)");
        }
    }
    assert_int_equal(c->step, CSTEP_PHASE5);
    /* The Hero's roll, told truly, on the panel and in the log. */
    assert_int_equal(c->st.n_rolls, 1);
    bool told = panel_has("The Hero of %s fell at %s: rolled %d (only 4 to 6 injures), no lasting harm") ||
                panel_has("The Hero of %s fell at %s: rolled %d (4 to 6 injures), injured: %s") ||
                panel_has("The Hero of %s fell at %s: rolled %d (4 to 6 injures), but it has every injury already: "
                                                   "no more harm");
    assert_true(told);
    check_no_duplicates();
    check_losses_real();
    /* The winner lost nothing: no notice for it. */
    int winner = c->st.forces.control[mid];
    assert_true(winner == 0 || winner == 1);
    assert_int_equal(evlog_unseen_losses(&c->events, winner), 0);
    app_free(&the_app);
}

/* The two Main Armies march on each other's capital along one road: a
 * head-on clash, fought at Westhold (equal supply: the lower id), where
 * Player 1 held: it holds it without defending. Its cancelled move keeps an
 * arrow and a line. */
static void test_clash_not_defending(void **state)
{
    (void)state;
    start("reveal-clash", "13");
    campaign_screen *c = cs();
    downtime_done();
    int west = campaign_map_index(&c->map, 0), east = campaign_map_index(&c->map, 2);
    int a0 = c->st.forces.armies[0].loc == west ? 0 : 1; /* the army starting at Westhold */
    int p0 = c->st.forces.armies[a0].player;
    campaign_order o[2] = { campaign_order_move(c->st.forces.armies[0].id, c->st.forces.armies[0].loc == west ? east : west),
                            campaign_order_move(c->st.forces.armies[1].id, c->st.forces.armies[1].loc == west ? east : west) };
    orders(&o[0], 1, &o[1], 1);
    campaign_caption caps[CAMPAIGN_REVEAL_CAPTIONS];
    int n = campaign_reveal_captions(c, campaign_reveal_res(c), caps, CAMPAIGN_REVEAL_CAPTIONS);
    bool battle = false, clash = false;
    for (int k = 0; k < n; k++) {
        if (caps[k].kind == CAMPAIGN_CAPTION_BATTLE) {
            battle = true;
            assert_int_equal(caps[k].loc, west);
            assert_int_equal(caps[k].defender, p0);
            /* One message for the fight (play-test 4, medium 4): who attacks, who
             * defends and why without a Defend order, where; the clash is in it. */
            assert_true(client_has_message(caps[k].text, "Battle at %s. Army %d of %s was marching to %s and was blocked: Army %d of %s came the other way on the same road. It stays at %s and fights there, without the Defend bonus"));
            assert_int_equal(caps[k].loc2, east);
        }
        clash |= caps[k].kind == CAMPAIGN_CAPTION_CLASH;
    }
    assert_true(battle && !clash);
    assert_int_equal(n, campaign_reveal_captions(c, campaign_reveal_res(c), NULL, 0));
    /* hCa19 (play-test 16 #2): against the computer, the person whose march
     * was blocked reads it as theirs. */
    c->st.settings.computer[1 - p0] = true;
    n = campaign_reveal_captions(c, campaign_reveal_res(c), caps, CAMPAIGN_REVEAL_CAPTIONS);
    c->st.settings.computer[1 - p0] = false;
    bool yours = false;
    for (int k = 0; k < n; k++)
        yours |= caps[k].kind == CAMPAIGN_CAPTION_BATTLE &&
                 client_has_message(caps[k].text, "Battle at %s. Your Army %d's march to %s was blocked: Army %d of %s came the other way on the same road. Army %d stays at %s and fights there, without the Defend bonus");
    assert_true(yours);
    /* ...and the legend says what the cross on the route is. */
    areamap_legend_entry e[64];
    int n_legend = campaign_board_legend(0, e, 64);
    bool crossed = false;
    for (int k = 0; k < n_legend; k++)
        crossed |= strstr(e[k].text, "clash") != NULL;
    assert_true(crossed);
    /* ...and the standoffs' outcome, when there is one, lists this battle too
     * (there the first part's battles were left out). */
    static campaign_resolution done;
    done = *campaign_reveal_res(c);
    campaign_resolve_finish(&c->map, &done);
    bool had = c->has_outcome;
    c->last_done = done;
    c->has_outcome = true;
    n = campaign_reveal_outcome_captions(c, caps, CAMPAIGN_REVEAL_CAPTIONS);
    c->has_outcome = had;
    bool listed = false;
    for (int k = 0; k < n; k++)
        listed |= caps[k].kind == CAMPAIGN_CAPTION_BATTLE && caps[k].loc == west &&
                  client_has_message(caps[k].text, "Battle at %s: %s attacks %s, who is there without a Defend order");
    assert_true(listed);
    assert_int_equal(events_with("Battle at %s. Army %d of %s was marching to %s and was blocked: Army %d of %s came the other way on the same road. It stays at %s and fights there, without the Defend bonus"), 1);
    assert_int_equal(events_with("Clash on the road between %s and %s: %s and %s meet head-on and fight at %s"), 0);
    assert_int_equal(events_with("Army %d of %s stays at %s: its move to %s is cancelled by the head-on clash"), 0);
    /* The held army's cancelled move still has its arrow's destination. */
    int k0 = campaign_forces_find(&campaign_reveal_res(c)->forces, c->st.forces.armies[a0].id);
    assert_int_equal(campaign_reveal_res(c)->fate[k0], CAMPAIGN_FATE_HELD);
    assert_int_equal(c->last_to[k0], east);
    c->anim_t = CAMPAIGN_REVEAL_ORDERS * 0.8f;
    app_draw(&the_app);
    if (getenv("CAMPAIGN_SHOTS")) {
        char p[1200];
        snprintf(p, sizeof p, "%s/reveal-clash-arrows.png", getenv("CAMPAIGN_SHOTS"));
        app_save_screenshot(&the_app, p);
    }
    /* The fight's one caption on screen, both ends of the road ringed. */
    c->anim_t = CAMPAIGN_REVEAL_ORDERS + CAMPAIGN_REVEAL_MOVES + 0.5f;
    app_draw(&the_app);
    if (getenv("CAMPAIGN_SHOTS")) {
        char p[1200];
        snprintf(p, sizeof p, "%s/reveal-clash-caption.png", getenv("CAMPAIGN_SHOTS"));
        app_save_screenshot(&the_app, p);
    }
    click_button("Continue");
    for (int guard = 0; guard < 4 && c->step == CSTEP_SQUAD; guard++) {
        if (c->cover)
            pass_cover(c->seat);
        click_button_with("★");
        click_button("Auto battle");
    }
    assert_int_equal(c->step, CSTEP_MODE);
    char cap[240];
    campaign_duel_caption(c, cap, sizeof cap);
    assert_true(client_has_message(cap, "Battle at %s: %s attacks %s, who is there without a Defend order"));
    check_no_duplicates();
    app_free(&the_app);
}

/* Player 1 recruits, then forms a Regiment of the recruit: its banner splits
 * off the parent's during the reveal, each showing its own count, and the
 * map after the reveal shows them so. */
static void test_regiment_splits_off(void **state)
{
    (void)state;
    start("reveal-create", "14");
    campaign_screen *c = cs();
    pass_cover(0);
    click_button_with("Recruit into Army %d");
    click_button_with("Recruit into Army %d");
    click_button("Downtime done");
    pass_cover(1);
    click_button("Downtime done");
    const campaign_player *pl = &c->st.players[0];
    assert_int_equal(pl->n_units, 3);
    uint32_t leaving = 0;
    for (int k = 0; k < pl->n_units; k++)
        if (!pl->units[k].hero && leaving == 0)
            leaving |= 1u << k;
    int parent = c->st.forces.armies[0].id;
    campaign_order o = campaign_order_create(parent, leaving);
    orders(&o, 1, NULL, 0);
    const campaign_resolution *res = campaign_reveal_res(c);
    assert_int_equal(res->n_created, 1);
    int made = res->created[0].id;
    /* Before the moves: the parent as it was. */
    c->anim_t = 0.5f;
    assert_int_equal(campaign_shown_units(c, NULL, parent), 3);
    /* During the moves the new banner leaves the parent's place. */
    c->anim_t = CAMPAIGN_REVEAL_ORDERS + CAMPAIGN_REVEAL_MOVES + 0.1f;
    assert_int_equal(campaign_shown_units(c, NULL, parent), 2);
    assert_int_equal(campaign_shown_units(c, NULL, made), 1);
    int nb = campaign_reveal_before(c)->n_armies;
    float px, py, rx, ry;
    campaign_banner_pos(c, 0, &px, &py);
    campaign_banner_pos(c, nb, &rx, &ry);
    assert_true(fabsf(px - rx) >= 22 || fabsf(py - ry) >= 22);
    assert_int_equal(campaign_reveal_army_at(c, (int)rx + 6, (int)ry + 6), made);
    app_draw(&the_app);
    if (getenv("CAMPAIGN_SHOTS")) {
        char p[1200];
        snprintf(p, sizeof p, "%s/reveal-regiment.png", getenv("CAMPAIGN_SHOTS"));
        app_save_screenshot(&the_app, p);
    }
    language_look(&the_app, "campaign-reveal-regiment");
    /* The legend (L) says what the "+25" on each place is. */
    ui_event key = { .kind = UI_EV_KEY, .key = UI_KEY_L };
    app_handle_event(&the_app, &key);
    hover(campaign_map_index(&c->map, 1));
    assert_true(drawn(_("+25: gold this place gives its holder each turn")));
    if (getenv("CAMPAIGN_SHOTS")) {
        char p[1200];
        snprintf(p, sizeof p, "%s/reveal-legend.png", getenv("CAMPAIGN_SHOTS"));
        app_save_screenshot(&the_app, p);
    }
    mouse(SDL_MOUSEMOTION, 2, 2);
    language_look(&the_app, "campaign-reveal-legend");
    app_handle_event(&the_app, &key);
    assert_int_equal(events_with("Army %d of %s formed a new Regiment, Army %d, at %s"), 1);
    click_button("Continue");
    assert_int_equal(c->step, CSTEP_PHASE5);
    /* Phase 5 lists it, the log does not hold it twice. */
    assert_true(panel_has("Army %d of %s formed a new Regiment, Army %d, at %s"));
    assert_int_equal(events_with("Army %d of %s formed a new Regiment, Army %d, at %s"), 1);
    assert_int_equal(campaign_army_units(&c->st, made), 1);
    check_no_duplicates();

    /* Turn 2: the two merge again. During the moves the Regiment's banner walks
     * into the parent's and is gone; the parent shows all three units. */
    click_button("Continue");
    for (int p = 0; p < 2; p++) {
        assert_int_equal(c->step, CSTEP_DOWNTIME);
        pass_cover(p);
        if (campaign_report_open(c))
            click_button("Close (Space)");
        click_button("Downtime done");
    }
    campaign_order mo = campaign_order_merge(parent, made);
    orders(&mo, 1, NULL, 0);
    res = campaign_reveal_res(c);
    assert_int_equal(res->n_merged, 1);
    int gone = campaign_forces_find(campaign_reveal_before(c), made);
    assert_true(gone >= 0);
    c->anim_t = 0.5f;
    assert_int_equal(campaign_shown_units(c, NULL, made), 1);
    c->anim_t = CAMPAIGN_REVEAL_ORDERS + CAMPAIGN_REVEAL_MOVES * 0.1f;
    assert_int_equal(campaign_shown_units(c, NULL, parent), 3);
    c->anim_t = CAMPAIGN_REVEAL_ORDERS + CAMPAIGN_REVEAL_MOVES + 0.1f;
    float gx, gy;
    campaign_banner_pos(c, 0, &px, &py);
    campaign_banner_pos(c, gone, &gx, &gy);
    assert_int_equal(campaign_reveal_army_at(c, (int)px + 6, (int)py + 6), parent);
    assert_true(campaign_reveal_army_at(c, (int)gx + 6, (int)gy + 6) != made);
    app_draw(&the_app);
    if (getenv("CAMPAIGN_SHOTS")) {
        char p[1200];
        snprintf(p, sizeof p, "%s/reveal-merge.png", getenv("CAMPAIGN_SHOTS"));
        app_save_screenshot(&the_app, p);
    }
    assert_int_equal(events_with("Armies %d and %d of %s merged at %s"), 1);
    check_no_duplicates();
    app_free(&the_app);
}

/* Play-test 3 (024, 060, 243, 259): an army marches into an empty place, no
 * standoff; all through the reveal and after it, the hover card there counts
 * the banner standing there (it said "0 armies here" beside it). */
static void test_card_counts_marched(void **state)
{
    (void)state;
    start("reveal-card", "14");
    campaign_screen *c = cs();
    downtime_done();
    int mid = campaign_map_index(&c->map, 1);
    campaign_order m0 = campaign_order_move(0, mid);
    orders(&m0, 1, NULL, 0);
    char one[160];
    snprintf(one, sizeof one, P_("%d army here (public size)", "%d armies here (public size)", 1), 1);
    float total = campaign_reveal_total(c);
    const float at[] = { CAMPAIGN_REVEAL_ORDERS + CAMPAIGN_REVEAL_MOVES + 0.05f, total - 0.05f, total, total + 1.0f };
    for (size_t k = 0; k < sizeof at / sizeof at[0]; k++) {
        c->anim_t = at[k];
        hover(mid);
        if (!drawn(one))
            fail_msg("at t=%.2f of %.2f the card at Midmere does not say one army", (double)at[k], (double)total);
    }
    /* Played as a player does: the reveal running on its own, the pointer
     * resting on the place. */
    c->anim_t = 0;
    the_app.prefs.anim_speed = DATA_ANIM_NORMAL;
    hover(mid);
    for (int f = 0; f < 400 && c->step == CSTEP_REVEAL && c->anim_t < total + 1; f++) {
        campaign_play_scene.update(&the_app, c, 1.0f / 30, true);
        app_draw(&the_app);
    }
    hover(mid);
    assert_true(drawn(one));
    app_free(&the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_both_withdraw),
        cmocka_unit_test(test_stand_at_empty),
        cmocka_unit_test(test_clash_not_defending),
        cmocka_unit_test(test_regiment_splits_off),
        cmocka_unit_test(test_card_counts_marched),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
