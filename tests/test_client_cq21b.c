/*
 * Conquest after blind play-test 17 (hCq21b): the hover card goes to the
 * corner of the map across from the vertex it is about, never over that
 * vertex, always inside the map (1280x800 and 800x560). The T that lifts
 * the hand-off cover, held down, does not turn the Threats on with its repeats.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "conquest/board.h"
#include "conquest/conquest.h"
#include "conquest/play_internal.h"
#include "areamap/camera.h"
#include "areamap/card.h"
#include "areamap/view.h"
#include "shell/app.h"
#include "shell/ui.h"
#include "client_conquest_util.h"
#include "client_test_util.h"

static bool inside(SDL_Rect in, SDL_Rect r)
{
    return r.x >= in.x && r.y >= in.y && r.x + r.w <= in.x + in.w && r.y + r.h <= in.y + in.h;
}

static void test_card_across(void **state)
{
    (void)state;
    static app a;
    for (int size = 0; size < 2; size++) {
        int w = size ? 800 : 1280, h = size ? 560 : 800;
        conquest_screen *c = cqc_hot_seat_lifted(&a, w, h);
        client_draw_at(&a, size ? "cq21b-small" : "cq21b", w, h);
        SDL_Rect view = c->cam.viewport;
        assert_true(view.w > 0 && view.h > 0);
        /* as large as a card gets: a title, a subtitle and every row long */
        areamap_card k;
        areamap_card_clear(&k);
        snprintf(k.title, sizeof k.title, "Larkton");
        snprintf(k.subtitle, sizeof k.subtitle, "Vertex - neutral");
        for (int i = 0; i < 7; i++)
            areamap_card_add(&k, AREAMAP_ICON_NONE, "Computer (Normal) can bring up to %d here, from Kelcombe", i);
        ui u = cqc_drawing_ui(&a);
        u.draw = true;
        u.s = a.scale;
        for (int v = 0; v < c->match.graph.n_vertices && v < c->model.n_nodes; v++) {
            c->hover = v;
            SDL_Rect box = conquest_card_draw(&u, c, &k, view);
            assert_true(box.w > 0);
            assert_true(inside(view, box));
            float x, y;
            areamap_camera_to_screen(&c->cam, c->model.nodes[v].x, c->model.nodes[v].y, &x, &y);
            float r = areamap_view_node_radius(&c->cam, &c->model.nodes[v]);
            SDL_Rect token = ui_rect((int)(x - r), (int)(y - r), (int)(2 * r), (int)(2 * r));
            if (SDL_HasIntersection(&box, &token))
                fail_msg("%dx%d: the card over vertex %d", w, h, v);
            /* across from it: not on its half of the map, each way the card leaves room */
            assert_true((x < view.x + view.w / 2) == (box.x + box.w / 2 > view.x + view.w / 2));
        }
        /* the real card, hovered on the map: looked at (shots) */
        for (int v = 0; v < 2 && v < c->model.n_nodes; v++) {
            int x, y;
            cqc_vertex_at(c, v * (c->model.n_nodes - 1), &x, &y);
            cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, x, y);
            cqc_update(&a, 0.5f);
            char name[40];
            snprintf(name, sizeof name, "cq21b-card%d%s", v, size ? "-small" : "");
            client_look(&a, name);
        }
        app_free(&a);
    }
}

/* SDL's keyboard state, as a held key leaves it (the dummy video driver never
 * changes it: the test stands for the player's finger). */
static void hold_t(bool down)
{
    Uint8 *keys = (Uint8 *)(uintptr_t)SDL_GetKeyboardState(NULL);
    keys[SDL_GetScancodeFromKey(SDLK_t)] = down ? 1 : 0;
}

static void test_cover_t_held(void **state)
{
    (void)state;
    static app a;
    for (int size = 0; size < 2; size++) {
        conquest_screen *c = client_conquest_hot_seat(&a, size ? 800 : 1280, size ? 560 : 800);
        assert_true(c->cover);
        assert_false(c->threats);
        hold_t(true);
        cqc_key(&a, UI_KEY_T); /* lifts the cover */
        assert_false(c->cover);
        for (int i = 0; i < 3; i++) {
            cqc_key(&a, UI_KEY_T); /* the key's repeats while it is held */
            assert_false(c->threats);
        }
        client_look(&a, size ? "cq21b-cover-t-small" : "cq21b-cover-t");
        hold_t(false);
        cqc_update(&a, 0.02f);
        cqc_key(&a, UI_KEY_T); /* released and pressed again: the map's T, the Threats */
        assert_true(c->threats);
        cqc_key(&a, UI_KEY_T);
        assert_false(c->threats);
        app_free(&a);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_card_across),
        cmocka_unit_test(test_cover_t_held),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
