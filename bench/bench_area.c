/*
 * The Conquest area-map view of a 400-vertex graph (a generated 20x20 grid, eight
 * bot players a few turns in, so vertices carry colours, patterns and counts)
 * drawn offscreen at 1920x1080 by the software renderer. Target: at least 60
 * frames per second (docs/PERFORMANCE.md). --smoke draws a few frames only.
 */
#define _POSIX_C_SOURCE 200112L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "barracks/barracks_scenes.h"
#include "board/battle.h"
#include "conquest/conquest.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/ui.h"
#include "areamap/board.h"
#include "bench_util.h"
#include "skirmish/core/cq/gen.h"
#include "skirmish/data/cq_files.h"


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
    /* Every frame different: the view pans by a pixel, so the map is redrawn in full. */
    conquest_current(&a)->cam.zoom = 1.5f;
    for (int i = 0; i < frames; i++) {
        areamap_camera_pan(&conquest_current(&a)->cam, (i & 1) ? 1.0f : -1.0f, 0.0f);
        double t0 = bench_cpu_ms();
        app_draw(&a);
        t[i] = bench_cpu_ms() - t0;
    }
    qsort(t, (size_t)frames, sizeof *t, bench_compare_double);
    printf("area map 1920x1080, redrawn every frame (panning): median %.2f ms (%.0f frames/s), p90 %.2f ms, %d redraws\n",
           t[frames / 2], 1000.0 / t[frames / 2], t[frames * 9 / 10], conquest_current(&a)->cache.redraws);
    const areamap_board *board = conquest_current(&a)->model.board;
    if (board)
        printf("board built in %.0f ms (%dx%d pixels, %d builds)\n", board->built_ms, board->w, board->h, board->builds);
    if (argc > 2)
        app_save_screenshot(&a, argv[2]);
    free(t);
    cq_map_free(&map);
    app_free(&a);
    if (smoke)
        printf("area bench smoke: 1 passed, 0 failed\n");
    return 0;
}
