/*
 * The Conquest area-map view of a 400-vertex graph (a generated 20x20 grid, eight
 * bot players a few turns in, so vertices carry colours, patterns and counts)
 * drawn offscreen at 1920x1080 by the software renderer. Target: at least 60
 * frames per second (docs/PERFORMANCE.md). --smoke draws a few frames only.
 *
 * Panning (issue 34) is measured twice in the same run, before and after: with
 * the cached layer redrawn on every pan (cache.whole_redraw, as it was) and with
 * the map's plane (a pan copies another part of one drawing); a pixel back and
 * forth, and a steady drag. The same run then times the battle frame of
 * bench_client (the Hill, a selected unit with every overlay), so panning is
 * compared with it on the same machine at the same moment: target, panning
 * within 4 battle frames. Argument 2: a screenshot of the panned map.
 */
#define _POSIX_C_SOURCE 200112L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "barracks/barracks_scenes.h"
#include "board/battle.h"
#include "conquest/conquest.h"
#include "skirmish/core/rng.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/ui.h"
#include "areamap/board.h"
#include "bench_util.h"
#include "skirmish/core/cq/gen.h"
#include "skirmish/data/cq_files.h"

/* bench_client's battle frame (median CPU ms over `frames`), drawn by the same
 * app: the Hill, 40 seeded random actions in, the active side's unit with the
 * most enemies in range selected, one hovered, threats shown. 0: no battle. */
static double battle_frame_ms(app *a, int frames, double *t)
{
    setenv("SKIRMISH_SEED", "4242", 1);
    escarmouche_content *ec = escarmouche_content_get(a);
    ec->setup.human[0] = ec->setup.human[1] = true;
    for (int i = 0; i < ec->n_maps; i++)
        if (strcmp(ec->maps[i].name, "Hill") == 0)
            ec->setup.map = i;
    if (!escarmouche_start(a, false))
        return 0;
    board_battle *bb = board_battle_current(a);
    core_rng rng;
    core_rng_seed(&rng, 99);
    static esc_action list[ESC_MAX_ACTIONS];
    for (int i = 0; i < 40 && bb->match.game.phase != ESC_PHASE_OVER; i++) {
        int n = esc_game_legal_actions(&bb->match.game, list, ESC_MAX_ACTIONS);
        int pick = (int)core_rng_below(&rng, (uint32_t)n);
        if (list[pick].kind == ESC_ACT_END_TURN && n > 1)
            pick = (int)core_rng_below(&rng, (uint32_t)(n - 1));
        board_match_apply(&bb->match, &list[pick], NULL);
    }
    board_anim_init(&bb->st.anim, &bb->match.game);
    board_input_sync(&bb->st.input, &bb->match.game);
    board_input *in = &bb->st.input;
    const esc_game *g = &bb->match.game;
    in->show_threats = true;
    int best = -1, best_n = -1, target_sq = ESC_NO_SQUARE;
    for (int id = g->active * ESC_SQUAD_MAX; id < (g->active + 1) * ESC_SQUAD_MAX; id++) {
        if (!esc_game_unit_alive(g, id))
            continue;
        esc_bits range, vis;
        esc_game_targets_from(g, id, ESC_AB_NONE, g->units[id].square, &range, &vis);
        if (esc_bits_count(range) > best_n) {
            best_n = esc_bits_count(range);
            best = id;
            target_sq = range ? __builtin_ctzll(range) : ESC_NO_SQUARE;
        }
    }
    in->mode = BOARD_INPUT_UNIT_SELECTED;
    in->selected = best;
    in->hovered = target_sq;
    bb->st.banner_age = 10.0f;
    for (int i = 0; i < 5; i++)
        app_draw(a);
    for (int i = 0; i < frames; i++) {
        double t0 = bench_cpu_ms();
        app_draw(a);
        t[i] = bench_cpu_ms() - t0;
    }
    qsort(t, (size_t)frames, sizeof *t, bench_compare_double);
    printf("battle frame 1920x1080 (bench_client's, this run): median %.2f ms, p90 %.2f ms\n", t[frames / 2],
           t[frames * 9 / 10]);
    return t[frames / 2];
}

int main(int argc, char **argv)
{
    bool smoke = argc > 1 && strcmp(argv[1], "--smoke") == 0;
    static app a;
    if (!front_init_offscreen(&a, 1920, 1080)) {
        fprintf(stderr, "bench_area: cannot start the client offscreen\n");
        return 1;
    }
    a.frozen_ticks = 1000;
    cq_map map;
    cq_map_init(&map);
    /* BENCH_MAP=maps/conquest/plains.json: a shipped map instead of the grid. */
    const char *path = getenv("BENCH_MAP");
    int players = 8;
    if (path && path[0]) {
        data_error err;
        if (!data_cq_map_load(path, &map, &err)) {
            fprintf(stderr, "bench_area: %s: %s (%s)\n", path, err.message, err.key);
            return 1;
        }
        players = map.max_players < 4 ? map.max_players : 4;
    } else {
        cq_gen_params p;
        cq_gen_params_default(&p, CQ_LAYOUT_GRID, 20, 20);
        p.seed = 5;
        if (cq_generate(&map.graph, &p) != CQ_GEN_OK)
            return 1;
        snprintf(map.name, sizeof map.name, "Grid 20x20");
    }
    int seats[8];
    for (int i = 0; i < 8; i++)
        seats[i] = CQ_BOT_NORMAL;
    char why[200];
    conquest_match m;
    conquest_match_init(&m);
    if (!conquest_match_start(&m, &map, players, seats, 100, 7, why, sizeof why)) {
        fprintf(stderr, "bench_area: %s\n", why);
        return 1;
    }
    for (int t = 0; t < 12; t++)
        conquest_match_resolve(&m);
    conquest_play_args args = { .match = &m };
    if (!app_scene_open_from_root(&a, &conquest_play_scene, &args))
        return 1;
    conquest_match_free(&m);
    conquest_current(&a)->animating = false;
    conquest_current(&a)->hover = -1; /* no hover card: the map alone */
    int frames = smoke ? 3 : getenv("BENCH_FRAMES") ? atoi(getenv("BENCH_FRAMES")) : 300;
    double *t = malloc(sizeof *t * (size_t)frames);
    for (int i = 0; i < 3; i++)
        app_draw(&a);
    for (int i = 0; i < frames; i++) {
        double t0 = bench_cpu_ms();
        app_draw(&a);
        t[i] = bench_cpu_ms() - t0;
    }
    int static_redraws = conquest_current(&a)->cache.redraws;
    qsort(t, (size_t)frames, sizeof *t, bench_compare_double);
    printf("(%d redraws) area map 1920x1080, %d vertices, %d edges (software renderer), map unchanged: median %.2f ms (%.0f frames/s), "
           "p90 %.2f ms\n", static_redraws,
           conquest_current(&a)->match.graph.n_vertices, conquest_current(&a)->match.graph.n_edges, t[frames / 2], 1000.0 / t[frames / 2],
           t[frames * 9 / 10]);
    /* Panning at zoom 1.5: a pixel back and forth, then a steady drag (8 pixels a
     * frame, turning at the map's edges); each before (every pan redraws the
     * view) and after (the plane). */
    conquest_screen *cs = conquest_current(&a);
    areamap_camera start = cs->cam;
    start.zoom = 1.5f;
    double pan[2][2], pan_map[2][2];
    int pan_redraws[2][2];
    /* BENCH_PAN=after: only the plane (profiling). */
    const char *only = getenv("BENCH_PAN");
    bool after_only = only && strcmp(only, "after") == 0;
    memset(pan, 0, sizeof pan);
    memset(pan_map, 0, sizeof pan_map);
    for (int after = after_only; after < 2; after++)
        for (int drag = 0; drag < 2; drag++) {
            cs->cache.whole_redraw = !after;
            cs->cam = start;
            areamap_camera_clamp(&cs->cam);
            int redraws = cs->cache.redraws;
            float dir = 8.0f;
            for (int i = 0; i < frames; i++) {
                if (!drag) {
                    areamap_camera_pan(&cs->cam, (i & 1) ? 1.0f : -1.0f, (i & 1) ? 1.0f : -1.0f);
                } else {
                    float before_y = cs->cam.centre_y;
                    areamap_camera_pan(&cs->cam, 0.0f, dir);
                    if (cs->cam.centre_y == before_y) { /* an edge: back the other way */
                        dir = -dir;
                        areamap_camera_pan(&cs->cam, 0.0f, dir);
                    }
                }
                double t0 = bench_cpu_ms();
                app_draw(&a);
                t[i] = bench_cpu_ms() - t0;
            }
            qsort(t, (size_t)frames, sizeof *t, bench_compare_double);
            pan[after][drag] = t[frames / 2];
            pan_redraws[after][drag] = cs->cache.redraws - redraws;
            /* The map's layer alone (the screen's own work left out): the same
             * pans, drawing only areamap_view_draw_cached. */
            double *tm = malloc(sizeof *tm * (size_t)frames);
            ui u = { &a, a.renderer, NULL, true, a.scale, false, 0 };
            cs->cam = start;
            areamap_camera_clamp(&cs->cam);
            dir = 8.0f;
            for (int i = 0; tm && i < frames; i++) {
                if (!drag) {
                    areamap_camera_pan(&cs->cam, (i & 1) ? 1.0f : -1.0f, (i & 1) ? 1.0f : -1.0f);
                } else {
                    float before_y = cs->cam.centre_y;
                    areamap_camera_pan(&cs->cam, 0.0f, dir);
                    if (cs->cam.centre_y == before_y) {
                        dir = -dir;
                        areamap_camera_pan(&cs->cam, 0.0f, dir);
                    }
                }
                double t0 = bench_cpu_ms();
                areamap_view_draw_cached(&u, &cs->cam, &cs->model, &cs->cache);
                tm[i] = bench_cpu_ms() - t0;
            }
            if (tm) {
                qsort(tm, (size_t)frames, sizeof *tm, bench_compare_double);
                pan_map[after][drag] = tm[frames / 2];
            }
            free(tm);
            printf("area map 1920x1080, zoom 1.5, %s, %s: median %.2f ms (%.0f frames/s), p90 %.2f ms, %d redraws in %d frames;"
                   " the map's layer alone %.2f ms\n",
                   drag ? "dragged 8 px a frame" : "panned a pixel back and forth",
                   after ? "after (the plane)" : "before (every pan redrawn)", t[frames / 2], 1000.0 / t[frames / 2],
                   t[frames * 9 / 10], pan_redraws[after][drag], frames, pan_map[after][drag]);
        }
    if (argc > 2)
        app_save_screenshot(&a, argv[2]);
    const areamap_board *board = conquest_current(&a)->model.board;
    if (board)
        printf("board built in %.0f ms (%dx%d pixels, %d builds)\n", board->built_ms, board->w, board->h, board->builds);
    /* The battle frame of bench_client, in this run. */
    double battle = battle_frame_ms(&a, frames, t);
    if (battle > 0)
        for (int drag = 0; drag < 2; drag++)
            printf("panning (%s) in battle frames (%.2f ms): before %.1f, after %.1f (target: within 4);"
                   " the map's layer alone: before %.1f, after %.1f\n",
                   drag ? "dragged" : "a pixel", battle, pan[0][drag] / battle, pan[1][drag] / battle,
                   pan_map[0][drag] / battle, pan_map[1][drag] / battle);
    free(t);
    cq_map_free(&map);
    app_free(&a);
    if (smoke)
        printf("area bench smoke: 1 passed, 0 failed\n");
    return 0;
}
