/*
 * The players' colours for people with colour-vision deficiencies: the shell's
 * seat palette (shell/emblem.c), which every game draws its players with, is
 * simulated under protanopia, deuteranopia and tritanopia (the full-severity
 * matrices of Machado, Oliveira and Fernandes 2009, on linear RGB), and every
 * two colours must stay at least a CIEDE2000 distance apart in CIELAB: 20 for
 * the first four seats (every game but Conquest has at most four players), 11
 * for all eight. Each seat also has its own emblem.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#include <cmocka.h>

#include "board/view.h"
#include "conquest/look.h"
#include "shell/ui.h"

typedef struct lab {
    double l, a, b;
} lab;

static const double simulations[4][3][3] = {
    { { 1, 0, 0 }, { 0, 1, 0 }, { 0, 0, 1 } }, /* normal vision */
    { { 0.152286, 1.052583, -0.204868 }, { 0.114503, 0.786281, 0.099216 }, { -0.003882, -0.048116, 1.051998 } },
    { { 0.367322, 0.860646, -0.227968 }, { 0.280085, 0.672501, 0.047413 }, { -0.011820, 0.042940, 0.968881 } },
    { { 1.255528, -0.076749, -0.178779 }, { -0.078411, 0.930809, 0.147602 }, { 0.004733, 0.691367, 0.303900 } },
};
static const char *const vision_names[4] = { "normal vision", "protanopia", "deuteranopia", "tritanopia" };

static double to_linear(int v)
{
    double c = v / 255.0;
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

static double lab_f(double t)
{
    return t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0;
}

/* The colour as seen with `vision`, in CIELAB (D65). */
static lab seen(SDL_Color c, int vision)
{
    double in[3] = { to_linear(c.r), to_linear(c.g), to_linear(c.b) }, rgb[3];
    for (int i = 0; i < 3; i++) {
        rgb[i] = 0;
        for (int j = 0; j < 3; j++)
            rgb[i] += simulations[vision][i][j] * in[j];
        rgb[i] = rgb[i] < 0 ? 0 : rgb[i] > 1 ? 1 : rgb[i];
    }
    double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
    double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
    double fx = lab_f(x), fy = lab_f(y), fz = lab_f(z);
    return (lab){ 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz) };
}

#define PI 3.14159265358979323846
static double deg(double r) { return r * 180.0 / PI; }
static double rad(double d) { return d * PI / 180.0; }

/* CIEDE2000 (kL = kC = kH = 1). */
static double delta_e00(lab p, lab q)
{
    double c1 = hypot(p.a, p.b), c2 = hypot(q.a, q.b), cb = (c1 + c2) / 2;
    double g = 0.5 * (1 - sqrt(pow(cb, 7) / (pow(cb, 7) + pow(25, 7))));
    double a1 = (1 + g) * p.a, a2 = (1 + g) * q.a;
    double c1p = hypot(a1, p.b), c2p = hypot(a2, q.b);
    double h1 = fmod(deg(atan2(p.b, a1)) + 360, 360), h2 = fmod(deg(atan2(q.b, a2)) + 360, 360);
    double dl = q.l - p.l, dc = c2p - c1p, dh = 0;
    if (c1p * c2p != 0) {
        dh = h2 - h1;
        if (dh > 180)
            dh -= 360;
        else if (dh < -180)
            dh += 360;
    }
    double dhh = 2 * sqrt(c1p * c2p) * sin(rad(dh / 2));
    double lb = (p.l + q.l) / 2, cbp = (c1p + c2p) / 2, hb = h1 + h2;
    if (c1p * c2p != 0)
        hb = fabs(h1 - h2) <= 180 ? (h1 + h2) / 2 : h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
    double t = 1 - 0.17 * cos(rad(hb - 30)) + 0.24 * cos(rad(2 * hb)) + 0.32 * cos(rad(3 * hb + 6)) -
               0.20 * cos(rad(4 * hb - 63));
    double dth = 30 * exp(-pow((hb - 275) / 25, 2));
    double rc = 2 * sqrt(pow(cbp, 7) / (pow(cbp, 7) + pow(25, 7)));
    double sl = 1 + 0.015 * pow(lb - 50, 2) / sqrt(20 + pow(lb - 50, 2)), sc = 1 + 0.045 * cbp,
           sh = 1 + 0.015 * cbp * t;
    double rt = -sin(rad(2 * dth)) * rc;
    return sqrt(pow(dl / sl, 2) + pow(dc / sc, 2) + pow(dhh / sh, 2) + rt * (dc / sc) * (dhh / sh));
}

/* The reference pair of CIEDE2000's published test data (Sharma, Wu and Dalal
 * 2005), so the formula above is the standard's. */
static void test_delta_e00_reference(void **state)
{
    (void)state;
    assert_true(fabs(delta_e00((lab){ 50, 2.6772, -79.7751 }, (lab){ 50, 0, -82.7485 }) - 2.0425) < 1e-3);
    assert_true(fabs(delta_e00((lab){ 50, 2.5, 0 }, (lab){ 73, 25, -18 }) - 27.1492) < 1e-3);
}

static void check_palette(int n, double at_least)
{
    for (int v = 0; v < 4; v++)
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) {
                double d = delta_e00(seen(ui_seat_colour(i), v), seen(ui_seat_colour(j), v));
                if (d < at_least)
                    fail_msg("seats %d and %d are %.1f apart under %s (CIEDE2000; at least %.0f wanted)", i + 1, j + 1,
                             d, vision_names[v], at_least);
            }
}

static void test_palette_apart(void **state)
{
    (void)state;
    check_palette(4, 20);
    check_palette(UI_SEATS, 11);
}

/* Seat 3 on the area maps' ground (play-test 3: its sage nearly vanished on
 * grass): far from every terrain's base colour (areamap/board.c) in every
 * simulated vision. */
static void test_seat3_on_terrain(void **state)
{
    (void)state;
    static const SDL_Color ground[] = { { 206, 186, 130, 255 }, { 98, 146, 72, 255 }, { 34, 74, 42, 255 },
                                        { 62, 112, 58, 255 },   { 146, 136, 88, 255 }, { 124, 122, 120, 255 },
                                        { 64, 112, 166, 255 },  { 72, 128, 170, 255 }, { 36, 76, 130, 255 } };
    for (int v = 0; v < 4; v++)
        for (size_t t = 0; t < sizeof ground / sizeof ground[0]; t++) {
            double d = delta_e00(seen(ui_seat_colour(2), v), seen(ground[t], v));
            if (d < 25)
                fail_msg("seat 3 is %.1f from terrain %zu under %s (at least 25 wanted)", d, t, vision_names[v]);
        }
}

static bool same(SDL_Color a, SDL_Color b) { return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a; }

/* Every game draws its players with the shell's palette, and each seat has an
 * emblem of its own. */
static void test_games_use_it(void **state)
{
    (void)state;
    for (int s = 0; s < ESC_SIDES; s++)
        assert_true(same(board_side_colour[s], ui_seat_colour(s)));
    for (int s = 0; s < CQ_SETUP_MAX_PLAYERS && s < UI_SEATS; s++)
        assert_true(same(conquest_seat_colour[s], ui_seat_colour(s)));
    for (int i = 0; i < UI_SEATS; i++)
        for (int j = i + 1; j < UI_SEATS; j++)
            assert_int_not_equal(ui_seat_emblem(i), ui_seat_emblem(j));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_delta_e00_reference),
        cmocka_unit_test(test_palette_apart),
        cmocka_unit_test(test_seat3_on_terrain),
        cmocka_unit_test(test_games_use_it),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
