/*
 * The area map's camera never leaves the map (issue 34): after every pan, zoom,
 * centre-on and resize, along each axis the map fills the viewport as far as it
 * can, and a map narrower than the viewport is centred. The camera is shared by
 * Conquest, Campaign and TRTS (areamap/camera.h), so this checks it directly:
 * on a wide, a tall and a one-node map, by fixed steps and by a thousand random
 * ones, and for a caller that writes the centre itself (TRTS's report).
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "areamap/camera.h"

/* A grid of cols x rows nodes, `step` apart. */
static void grid(areamap_model *m, int cols, int rows, float step, bool board)
{
    areamap_model_init(m);
    m->no_board = !board;
    for (int y = 0; y < rows; y++)
        for (int x = 0; x < cols; x++) {
            areamap_node *n = areamap_model_add_node(m);
            assert_non_null(n);
            n->x = (float)x * step;
            n->y = (float)y * step;
            n->size = step * 0.3f;
        }
}

/* The map's rectangle on screen fills the viewport along each axis as far as it
 * can (no empty band on one side while the map goes on past the other), or is
 * centred in it when narrower. */
static void assert_over_map(const areamap_camera *c, const char *what)
{
    float x0, y0, x1, y1;
    areamap_camera_to_screen(c, c->min_x, c->min_y, &x0, &y0);
    areamap_camera_to_screen(c, c->max_x, c->max_y, &x1, &y1);
    const float eps = 0.05f;
    float lo[2] = { x0, y0 }, hi[2] = { x1, y1 };
    float vlo[2] = { (float)c->viewport.x, (float)c->viewport.y };
    float vhi[2] = { (float)(c->viewport.x + c->viewport.w), (float)(c->viewport.y + c->viewport.h) };
    for (int a = 0; a < 2; a++) {
        bool ok;
        if (hi[a] - lo[a] >= vhi[a] - vlo[a] - eps)
            ok = lo[a] <= vlo[a] + eps && hi[a] >= vhi[a] - eps;
        else
            ok = fabsf((lo[a] + hi[a]) / 2 - (vlo[a] + vhi[a]) / 2) <= eps;
        if (!ok)
            fail_msg("%s: along %s the map spans %.2f .. %.2f on screen, the viewport %.2f .. %.2f (zoom %.2f)", what,
                     a ? "y" : "x", (double)lo[a], (double)hi[a], (double)vlo[a], (double)vhi[a], (double)c->zoom);
    }
    /* the conversions agree with each other */
    float wx, wy, sx, sy;
    areamap_camera_to_world(c, (float)c->viewport.x + 10, (float)c->viewport.y + 20, &wx, &wy);
    areamap_camera_to_screen(c, wx, wy, &sx, &sy);
    assert_true(fabsf(sx - ((float)c->viewport.x + 10)) < 0.01f && fabsf(sy - ((float)c->viewport.y + 20)) < 0.01f);
}

static void steps_on(areamap_model *m, const char *name)
{
    char what[96];
    areamap_camera c;
    SDL_Rect vp = { 20, 40, 800, 600 };
    areamap_camera_fit(&c, m, vp);
    snprintf(what, sizeof what, "%s fitted", name);
    assert_over_map(&c, what);
    /* fitted: the whole map shows, centred */
    float x0, y0, x1, y1;
    areamap_camera_to_screen(&c, c.min_x, c.min_y, &x0, &y0);
    areamap_camera_to_screen(&c, c.max_x, c.max_y, &x1, &y1);
    assert_true(x0 >= (float)vp.x && y0 >= (float)vp.y && x1 <= (float)(vp.x + vp.w) && y1 <= (float)(vp.y + vp.h));
    /* panning at zoom 1 moves nothing: the map is smaller than the view */
    areamap_camera_pan(&c, 300, -200);
    snprintf(what, sizeof what, "%s panned at zoom 1", name);
    assert_over_map(&c, what);
    /* zoomed in at a corner, then dragged far past every edge */
    areamap_camera_zoom_at(&c, 4.0f, (float)vp.x + 5, (float)vp.y + 5);
    snprintf(what, sizeof what, "%s zoomed at a corner", name);
    assert_over_map(&c, what);
    const float drags[][2] = { { 5000, 0 }, { -20000, 0 }, { 0, 5000 }, { 0, -20000 }, { 9999, 9999 }, { -9999, -9999 } };
    for (size_t i = 0; i < sizeof drags / sizeof drags[0]; i++) {
        areamap_camera_pan(&c, drags[i][0], drags[i][1]);
        snprintf(what, sizeof what, "%s dragged by %.0f, %.0f", name, (double)drags[i][0], (double)drags[i][1]);
        assert_over_map(&c, what);
    }
    /* a drag back from an edge moves the map at once (no dead zone) */
    float before_x, before_y, after_x, after_y;
    areamap_camera_to_screen(&c, m->nodes[0].x, m->nodes[0].y, &before_x, &before_y);
    areamap_camera_pan(&c, 10, 10);
    areamap_camera_to_screen(&c, m->nodes[0].x, m->nodes[0].y, &after_x, &after_y);
    assert_true(after_x > before_x || after_y > before_y || m->n_nodes == 1);
    /* centred on points on and far off the map (a report's entry, a step) */
    const float at[][2] = { { 0, 0 }, { 1e6f, -1e6f }, { -50, 3000 } };
    for (size_t i = 0; i < sizeof at / sizeof at[0]; i++) {
        areamap_camera_centre_on(&c, at[i][0], at[i][1]);
        snprintf(what, sizeof what, "%s centred on %.0f, %.0f", name, (double)at[i][0], (double)at[i][1]);
        assert_over_map(&c, what);
    }
    /* a caller that writes the centre itself: the view still shows it clamped */
    c.centre_x = -1e7f;
    c.centre_y = 1e7f;
    snprintf(what, sizeof what, "%s centre written far off", name);
    assert_over_map(&c, what);
    /* resized: larger, then wide and flat, then small, keeping the zoom */
    bool fitted = true;
    const SDL_Rect sizes[] = { { 0, 0, 1920, 1080 }, { 0, 30, 1600, 200 }, { 10, 10, 240, 700 }, { 0, 0, 640, 480 } };
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        areamap_camera_follow(&c, m, sizes[i], &fitted);
        snprintf(what, sizeof what, "%s resized to %d x %d", name, sizes[i].w, sizes[i].h);
        assert_over_map(&c, what);
    }
    /* zoomed right out: centred again */
    areamap_camera_zoom_at(&c, 0.01f, 100, 100);
    assert_true(c.zoom == 1.0f);
    snprintf(what, sizeof what, "%s zoomed out", name);
    assert_over_map(&c, what);
    /* a thousand random steps */
    uint32_t seed = 12345;
    for (int i = 0; i < 1000; i++) {
        seed = seed * 1664525u + 1013904223u;
        float r1 = (float)(seed >> 8 & 0xFFFF) / 65535.0f;
        seed = seed * 1664525u + 1013904223u;
        float r2 = (float)(seed >> 8 & 0xFFFF) / 65535.0f;
        switch (seed >> 28 & 3) {
        case 0:
            areamap_camera_zoom_at(&c, 0.5f + 1.5f * r1, (float)c.viewport.x + r2 * (float)c.viewport.w,
                                   (float)c.viewport.y + r1 * (float)c.viewport.h);
            break;
        case 1: areamap_camera_pan(&c, (r1 - 0.5f) * 3000, (r2 - 0.5f) * 3000); break;
        case 2:
            areamap_camera_centre_on(&c, c.min_x + (r1 * 3 - 1) * (c.max_x - c.min_x),
                                     c.min_y + (r2 * 3 - 1) * (c.max_y - c.min_y));
            break;
        default: {
            SDL_Rect v = { (int)(r1 * 50), (int)(r2 * 50), 200 + (int)(r1 * 1700), 150 + (int)(r2 * 900) };
            areamap_camera_follow(&c, m, v, &fitted);
            break;
        }
        }
        snprintf(what, sizeof what, "%s random step %d", name, i);
        assert_over_map(&c, what);
    }
}

static void test_wide_map(void **state)
{
    (void)state;
    areamap_model m;
    grid(&m, 20, 4, 50, true);
    steps_on(&m, "a wide map");
    areamap_model_free(&m);
}

static void test_tall_map(void **state)
{
    (void)state;
    areamap_model m;
    grid(&m, 3, 25, 40, false);
    steps_on(&m, "a tall map");
    areamap_model_free(&m);
}

static void test_square_map(void **state)
{
    (void)state;
    areamap_model m;
    grid(&m, 20, 20, 30, true);
    steps_on(&m, "the 400-node grid");
    areamap_model_free(&m);
}

static void test_one_node(void **state)
{
    (void)state;
    areamap_model m;
    grid(&m, 1, 1, 10, true);
    steps_on(&m, "one node");
    areamap_model_free(&m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wide_map),
        cmocka_unit_test(test_tall_map),
        cmocka_unit_test(test_square_map),
        cmocka_unit_test(test_one_node),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
