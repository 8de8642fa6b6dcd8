/*
 * hCa21b (play-test 17 leftovers), the Campaign's screens:
 * - minor 4: owned land never looks like the legend's grey Ruins: it takes
 *   its owner's hue (a pale seat's veil keeps the ground's own colours), the
 *   same hue on grass, forest and hills (play-test 10), and the ground still
 *   reads (a forest darker and grainier than grass under the same owner).
 * - polish 7: one title rule in every phase (the top bar kept "Campaign ·"
 *   at the reveal and dropped it in Downtime and Orders); the reveal's
 *   banners rest where the map places its pieces (a second banner fanned to
 *   the right stood inside the next area), so none jumps when it ends.
 * - the first wish: a move says, before it is made, whom it may meet there
 *   (as public: what is hidden stays hidden) and what losing would cost.
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

#include "areamap/board.h"
#include "campaign/campaign.h"
#include "campaign/internal.h"
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_test_util.h"

/* ---- minor 4: owned land against the Ruins ---- */

typedef struct colour_stats {
    double r, g, b; /* mean */
    double lum_sd;  /* the ground's grain: the spread of its light */
} colour_stats;

static double lum_of(double r, double g, double b) { return 0.3 * r + 0.6 * g + 0.1 * b; }

/* The composed board's pixels inside region `l`, away from its border. */
static colour_stats region_stats(const areamap_board *b, int l)
{
    double s[3] = { 0, 0, 0 }, sl = 0, sl2 = 0;
    long n = 0;
    for (long p = 0; p < (long)b->w * b->h; p++) {
        if (b->region[p] != l || b->dist[p] < 5)
            continue;
        uint32_t c = b->pixels[p];
        double r = (double)(c >> 16 & 255), g = (double)(c >> 8 & 255), bl = (double)(c & 255);
        s[0] += r;
        s[1] += g;
        s[2] += bl;
        double y = lum_of(r, g, bl);
        sl += y;
        sl2 += y * y;
        n++;
    }
    assert_true(n > 50);
    colour_stats st = { s[0] / (double)n, s[1] / (double)n, s[2] / (double)n, 0 };
    double mean = sl / (double)n;
    st.lum_sd = sqrt(sl2 / (double)n - mean * mean);
    return st;
}

/* The legend's Ruins swatch: the ground itself, averaged. */
static colour_stats ruins_stats(void)
{
    double s[3] = { 0, 0, 0 };
    int n = 0;
    for (int y = 0; y < 40; y++)
        for (int x = 0; x < 80; x++, n++) {
            uint32_t c = areamap_board_ground(AREAMAP_TERRAIN_ROCK, x, y, 7);
            s[0] += (double)(c >> 16 & 255);
            s[1] += (double)(c >> 8 & 255);
            s[2] += (double)(c & 255);
        }
    return (colour_stats){ s[0] / n, s[1] / n, s[2] / n, 0 };
}

static double distance(colour_stats a, colour_stats b)
{
    return sqrt((a.r - b.r) * (a.r - b.r) + (a.g - b.g) * (a.g - b.g) + (a.b - b.b) * (a.b - b.b));
}

/* How far from grey: the spread of its channels. */
static double chroma(colour_stats a)
{
    double hi = fmax(a.r, fmax(a.g, a.b)), lo = fmin(a.r, fmin(a.g, a.b));
    return hi - lo;
}

/* The hue angle in degrees. */
static double hue(colour_stats a)
{
    return atan2(sqrt(3.0) * (a.g - a.b), 2 * a.r - a.g - a.b) * 180.0 / 3.14159265358979;
}

static colour_stats owned(campaign_screen *c, int seat, int loc, const char *ground)
{
    snprintf(c->map.locations[loc].battle_map, sizeof c->map.locations[loc].battle_map, "%s", ground);
    c->st.forces.control[loc] = seat;
    pump();
    assert_non_null(c->model.board);
    return region_stats(c->model.board, loc);
}

/* The app of one campaign opened by a test, let go before the next opens
 * (the sanitizer build counts what is left). */
static void close_app(void)
{
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

static void test_owned_land_is_not_ruins(void **state)
{
    (void)state;
    campaign_screen *c = start_tiny_campaign("ca21b-owned");
    pass_cover(0);
    colour_stats ruins = ruins_stats();
    /* Blue, red, ice and gold: the Campaign's four seats. */
    for (int seat = 0; seat < CAMPAIGN_MAX_PLAYERS; seat++) {
        SDL_Color k = campaign_seat_colour(seat);
        bool pale = 299 * k.r + 587 * k.g + 114 * k.b > 200 * 1000;
        colour_stats grass = owned(c, seat, 1, "open-field");
        colour_stats hills = owned(c, seat, 1, "hill");
        colour_stats forest = owned(c, seat, 1, "forest");
        char shot[40];
        snprintf(shot, sizeof shot, "ca21b-owned-%d", seat);
        save_shot(shot);
        colour_stats *all[3] = { &grass, &forest, &hills };
        for (int t = 0; t < 3; t++) {
            /* Never the Ruins' grey: coloured, and away from the swatch. */
            assert_true(chroma(*all[t]) > 30);
            assert_true(distance(*all[t], ruins) > 40);
        }
        /* The ground still reads: a forest darker and grainier than grass. */
        assert_true(lum_of(forest.r, forest.g, forest.b) + 15 < lum_of(grass.r, grass.g, grass.b));
        assert_true(forest.lum_sd > grass.lum_sd);
        if (!pale) {
            /* The owner's hue, the same on every terrain (play-test 10). */
            colour_stats seat_c = { k.r, k.g, k.b, 0 };
            for (int t = 0; t < 3; t++) {
                double d = fabs(hue(*all[t]) - hue(seat_c));
                d = d > 180 ? 360 - d : d;
                assert_true(d < 25);
            }
        }
    }
    close_app();
}

/* ---- polish 7: the top bar's title, one rule in every phase ---- */

/* Whether the top bar's title drawn now begins with "Campaign ·". */
static bool title_has_campaign(int w, int h)
{
    client_draw_at(&the_app, "ca21b-title", w, h);
    char want[64];
    snprintf(want, sizeof want, "\n%s", _("Campaign · %.40s · turn %d of %d · %s"));
    *strstr(want, "%") = '\0'; /* "\nCampaign · " */
    char all[8192];
    snprintf(all, sizeof all, "\n%s", client_drawn_texts());
    return strstr(all, want) != NULL;
}

static void test_title_one_rule(void **state)
{
    (void)state;
    static const int widths[][2] = { { 1280, 800 }, { 1024, 640 }, { 800, 560 } };
    for (size_t w = 0; w < sizeof widths / sizeof widths[0]; w++) {
        char name[40];
        snprintf(name, sizeof name, "ca21b-title-%zu", w);
        set_dirs(name);
        campaign_screen *c = open_tiny_campaign();
        client_set_size(&the_app, widths[w][0], widths[w][1]);
        pass_cover(0);
        bool downtime = title_has_campaign(widths[w][0], widths[w][1]);
        click_button("Downtime done");
        pass_cover(1);
        click_button("Downtime done");
        pass_cover(0);
        assert_int_equal(c->step, CSTEP_ORDERS);
        bool orders = title_has_campaign(widths[w][0], widths[w][1]);
        drag_army(0, c->st.forces.armies[1].loc);
        click_button("Ready (hand over)");
        pass_cover(1);
        click_button("Ready (hand over)");
        assert_int_equal(c->step, CSTEP_REVEAL);
        bool reveal = title_has_campaign(widths[w][0], widths[w][1]);
        assert_true(downtime == orders && orders == reveal);
        if (w == 0)
            assert_true(downtime); /* room enough: the whole title */
        close_app();
    }
}

/* ---- polish 7: the reveal's banners rest where the map places them ---- */

static void test_reveal_banners_rest_as_placed(void **state)
{
    (void)state;
    set_dirs("ca21b-banners");
    campaign_screen *c = campaign_to_the_reveal();
    c->anim_t = campaign_reveal_total(c); /* the moves done */
    pump();
    const campaign_forces *f = campaign_reveal_before(c);
    int n = f->n_armies, ids[8], xs[8], ys[8];
    assert_true(n >= 2 && n <= 8);
    for (int i = 0; i < n; i++) {
        float x, y;
        campaign_banner_pos(c, i, &x, &y);
        ids[i] = f->armies[i].id;
        xs[i] = (int)x - 2; /* drawn from there */
        ys[i] = (int)y;
    }
    save_shot("ca21b-banners-reveal");
    click_button("Continue"); /* the board's own pieces from here */
    assert_true(!campaign_banners_moving(c));
    pump();
    ui u = { &the_app, the_app.renderer, NULL, false, the_app.scale, true, 0 };
    int matched = 0;
    for (int p = 0; p < c->model.n_pieces; p++)
        for (int i = 0; i < n; i++)
            if (c->model.pieces[p].id == ids[i]) {
                SDL_Rect r = areamap_view_piece_rect(&u, &c->cam, &c->model, p);
                assert_int_equal(r.x, xs[i]);
                assert_int_equal(r.y, ys[i]);
                matched++;
            }
    assert_int_equal(matched, n);
    close_app();
}

/* ---- the first wish: what a move may lead to ---- */

static void test_move_says_meet_and_loss(void **state)
{
    (void)state;
    campaign_screen *c = start_at_orders("ca21b-outlook");
    int mine = c->st.forces.armies[0].player == 0 ? 0 : 1, theirs = 1 - mine;
    int army = c->st.forces.armies[mine].id, from = c->st.forces.armies[mine].loc;
    int to = c->st.forces.armies[theirs].loc; /* the other capital: a battle there */
    char meet[700], loss[300], want[300];
    assert_int_equal(campaign_meet_text(c, 0, army, to, true, meet, sizeof meet), 1);
    assert_true(campaign_move_loss_text(c, 0, army, to, loss, sizeof loss) == false);
    snprintf(want, sizeof want, _("If you lose: your army goes back to %s."), campaign_loc_name(c, from));
    assert_string_equal(loss, want); /* an attacker is repelled to its origin */
    /* Hidden information changes nothing: the enemy's true units (recruited
     * since Downtime began, unseen until the reveal) are not told. */
    char before[700];
    snprintf(before, sizeof before, "%s", meet);
    campaign_player *them = &c->st.players[1];
    assert_true(them->n_units < CAMPAIGN_ROSTER_MAX);
    them->units[them->n_units] = them->units[0];
    them->units[them->n_units].uid = 900;
    them->units[them->n_units++].army = c->st.forces.armies[theirs].id;
    c->orders[1][0] = (campaign_order){ .kind = CAMPAIGN_ORDER_MOVE, .army = c->st.forces.armies[theirs].id, .to = from };
    c->n_orders[1] = 1;
    campaign_meet_text(c, 0, army, to, true, meet, sizeof meet);
    assert_string_equal(meet, before);
    /* An army a route away is named too (its orders hidden: it may march in). */
    int mid = 3 - from - to; /* the third place of the tiny map */
    assert_int_equal(campaign_meet_text(c, 0, army, mid, true, meet, sizeof meet), 1);
    assert_non_null(strstr(meet, campaign_loc_name(c, to)));
    /* The drag says it before the drop; the card of the picked army's neighbour too. */
    int x, y;
    banner_on_screen(army, &x, &y);
    mouse(SDL_MOUSEMOTION, x, y);
    mouse(SDL_MOUSEBUTTONDOWN, x, y);
    int lx, ly;
    location_on_screen(to, &lx, &ly);
    mouse(SDL_MOUSEMOTION, lx, ly);
    client_draw_at(&the_app, "ca21b-drag", the_app.w, the_app.h);
    assert_true(client_was_drawn_wrapped(want));
    save_shot("ca21b-drag-outlook");
    mouse(SDL_MOUSEBUTTONUP, lx, ly);
    pump();
    assert_int_equal(campaign_order_of(c, 0, army), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_owned_land_is_not_ruins),
        cmocka_unit_test(test_title_one_rule),
        cmocka_unit_test(test_reveal_banners_rest_as_placed),
        cmocka_unit_test(test_move_says_meet_and_loss),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
