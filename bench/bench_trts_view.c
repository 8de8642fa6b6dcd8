/*
 * The TRTS game screen (src/client/trts) drawn offscreen at 1920x1080 by the
 * software renderer: Four Winds, four players ten rounds into a free-for-all
 * (markers, contested areas, counters, the panel), seen by a human seat with its
 * hidden pieces. Target: at least 60 frames per second (docs/PERFORMANCE.md).
 * --smoke draws a few frames only.
 */
#define _POSIX_C_SOURCE 200112L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/ai/trts.h"
#include "trts/trts.h"
#include "areamap/board.h"
#include "bench_util.h"

static double median(double *t, int n)
{
    qsort(t, (size_t)n, sizeof *t, bench_compare_double);
    return t[n / 2];
}

int main(int argc, char **argv)
{
    bool smoke = argc > 1 && strcmp(argv[1], "--smoke") == 0;
    static app a;
    if (!front_init_offscreen(&a, 1920, 1080)) {
        fprintf(stderr, "bench_trts_view: cannot start the client offscreen\n");
        return 1;
    }
    a.frozen_ticks = 1000;
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    trts_content *k = trts_content_get(&a);
    int map = -1;
    for (int i = 0; k && i < k->n_maps; i++)
        if (k->maps[i].max_players == 4)
            map = i;
    if (!k || !k->rules_ok || map < 0) {
        fprintf(stderr, "bench_trts_view: no TRTS content\n");
        return 1;
    }
    static trts_game_record rec;
    static trts_state s;
    rec.map = k->maps[map];
    rec.setup = (trts_setup){ .type = TRTS_FFA, .n_players = 4, .factions = { 0, 1, 2, 0 },
                              .computer = { false, true, true, true }, .seed = 9 };
    if (!trts_state_init(&s, &rec.map, &k->rules, &rec.setup))
        return 1;
    static trts_action plan[TRTS_AI_PLAN_MAX];
    while (s.phase != TRTS_PHASE_OVER && s.round <= 10) {
        int n = trts_ai_plan(&s, s.current, plan, TRTS_AI_PLAN_MAX);
        if (n <= 0)
            return 1;
        for (int i = 0; i < n; i++) {
            if (trts_apply(&s, &plan[i]) != TRTS_OK)
                return 1;
            rec.actions[rec.n_actions++] = plan[i];
        }
    }
    trts_play_args args = { .rec = &rec };
    if (!app_scene_open_from_root(&a, &trts_play_scene, &args))
        return 1;
    trts_screen *c = trts_current(&a);
    c->cover = false;
    c->viewer = 0;
    c->hover = -1; /* no hover card: the map alone */
    int frames = smoke ? 3 : getenv("BENCH_FRAMES") ? atoi(getenv("BENCH_FRAMES")) : 300;
    double *t = malloc(sizeof *t * (size_t)frames);
    for (int i = 0; i < 3; i++)
        app_draw(&a);
    for (int i = 0; i < frames; i++) {
        double t0 = bench_cpu_ms();
        app_draw(&a);
        t[i] = bench_cpu_ms() - t0;
    }
    double m = median(t, frames);
    printf("TRTS map 1920x1080, %d areas, round %d (software renderer), map unchanged: median %.2f ms (%.0f frames/s), "
           "p90 %.2f ms\n",
           rec.map.n_areas, c->st.round, m, 1000.0 / m, t[frames * 9 / 10]);
    c->cam.zoom = 1.5f;
    for (int i = 0; i < frames; i++) {
        areamap_camera_pan(&c->cam, (i & 1) ? 1.0f : -1.0f, 0.0f);
        double t0 = bench_cpu_ms();
        app_draw(&a);
        t[i] = bench_cpu_ms() - t0;
    }
    m = median(t, frames);
    printf("TRTS map 1920x1080, redrawn every frame (panning): median %.2f ms (%.0f frames/s), p90 %.2f ms\n", m,
           1000.0 / m, t[frames * 9 / 10]);
    if (c->model.board)
        printf("board built in %.0f ms (%dx%d pixels, %d builds)\n", c->model.board->built_ms, c->model.board->w,
               c->model.board->h, c->model.board->builds);
    if (argc > 2)
        app_save_screenshot(&a, argv[2]);
    free(t);
    app_free(&a);
    if (smoke)
        printf("trts view bench smoke: 1 passed, 0 failed\n");
    return 0;
}
