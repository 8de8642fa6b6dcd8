/*
 * The campaign map (src/client/campaign) drawn offscreen at 1920x1080 by the
 * software renderer: The Four Rivers with 4 players a few turns into a campaign
 * played by the computer rule, during a human's Downtime (banners with unit
 * counts, names, the side panel). Target: at least 60 frames per second
 * (docs/PERFORMANCE.md). --smoke draws a few frames only.
 */
#define _POSIX_C_SOURCE 200112L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign/campaign.h"
#include "campaign/internal.h"
#include "front/front.h"
#include "shell/ui.h"
#include "areamap/board.h"
#include "bench_util.h"
#include "skirmish/ai/campaign_sim.h"

int main(int argc, char **argv)
{
    bool smoke = argc > 1 && strcmp(argv[1], "--smoke") == 0;
    static app a;
    if (!front_init_offscreen(&a, 1920, 1080)) {
        fprintf(stderr, "bench_campaign_view: cannot start the client offscreen\n");
        return 1;
    }
    a.frozen_ticks = 1000;
    campaign_content *k = campaign_content_get(&a);
    if (!k || k->n_maps == 0 || !k->have_library) {
        fprintf(stderr, "bench_campaign_view: no campaign map or library\n");
        return 1;
    }
    int map = 0;
    for (int i = 0; i < k->n_maps; i++)
        if (k->maps[i].n_starts[2] == 4)
            map = i;
    campaign_settings settings;
    campaign_settings_default(&settings, 4);
    settings.seed = 11;
    esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS];
    for (int p = 0; p < 4; p++) {
        settings.computer[p] = true;
        campaign_library_first_elite(&k->library, &heroes[p]);
    }
    static campaign_state st;
    if (campaign_state_init(&st, &k->maps[map], &settings, heroes) != CAMPAIGN_SETUP_OK)
        return 1;
    campaign_sim_config cfg = { AI_RANDOM, 0, NULL, NULL, NULL };
    char why[200];
    for (int t = 0; t < 4 && st.phase != CAMPAIGN_PHASE_OVER; t++)
        if (!campaign_sim_turn(&st, &k->library, &cfg, why, sizeof why)) {
            fprintf(stderr, "bench_campaign_view: %s\n", why);
            return 1;
        }
    st.settings.computer[0] = false; /* a human's Downtime is on screen */
    campaign_play_args args = { &k->maps[map], &st, NULL, NULL, NULL };
    if (!app_scene_open_from_root(&a, &campaign_play_scene, &args))
        return 1;
    campaign_screen *c = campaign_current(&a);
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
    qsort(t, (size_t)frames, sizeof *t, bench_compare_double);
    printf("campaign map 1920x1080, %d locations, %d armies (software renderer): median %.2f ms (%.0f frames/s), "
           "p90 %.2f ms\n",
           c->map.n_locations, c->st.forces.n_armies, t[frames / 2], 1000.0 / t[frames / 2], t[frames * 9 / 10]);
    c->cam.zoom = 1.5f;
    for (int i = 0; i < frames; i++) {
        areamap_camera_pan(&c->cam, (i & 1) ? 1.0f : -1.0f, 0.0f);
        double t0 = bench_cpu_ms();
        app_draw(&a);
        t[i] = bench_cpu_ms() - t0;
    }
    qsort(t, (size_t)frames, sizeof *t, bench_compare_double);
    printf("campaign map 1920x1080, redrawn every frame (panning): median %.2f ms (%.0f frames/s), p90 %.2f ms\n",
           t[frames / 2], 1000.0 / t[frames / 2], t[frames * 9 / 10]);
    if (c->model.board)
        printf("board built in %.0f ms (%dx%d pixels, %d builds)\n", c->model.board->built_ms, c->model.board->w,
               c->model.board->h, c->model.board->builds);
    if (argc > 2)
        app_save_screenshot(&a, argv[2]);
    free(t);
    app_free(&a);
    if (smoke)
        printf("campaign view bench smoke: 1 passed, 0 failed\n");
    return 0;
}
