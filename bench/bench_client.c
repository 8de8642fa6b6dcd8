/*
 * Client benchmark: median time to draw one frame of the battle scene at 1920x1080
 * on the software renderer, with every overlay on: a selected unit's moves and
 * path, its targets in and out of sight, the line of sight to a hovered enemy with
 * the damage preview, and the threat overlay. Target: 4 ms (docs/PERFORMANCE.md).
 * --smoke draws a few frames and checks only that it works.
 */
#define _POSIX_C_SOURCE 200112L /* clock_gettime, setenv */
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
#include "bench_util.h"


/* Plays seeded random legal actions (no end-turn unless forced) to a mid-game. */
static void advance(board_match *m, int steps)
{
    core_rng rng;
    core_rng_seed(&rng, 99);
    static esc_action list[ESC_MAX_ACTIONS];
    for (int i = 0; i < steps && m->game.phase != ESC_PHASE_OVER; i++) {
        int n = esc_game_legal_actions(&m->game, list, ESC_MAX_ACTIONS);
        int pick = (int)core_rng_below(&rng, (uint32_t)n);
        if (list[pick].kind == ESC_ACT_END_TURN && n > 1)
            pick = (int)core_rng_below(&rng, (uint32_t)(n - 1));
        board_match_apply(m, &list[pick], NULL);
    }
}

int main(int argc, char **argv)
{
    bool smoke = argc > 1 && strcmp(argv[1], "--smoke") == 0;
    static app a;
    if (!front_init_offscreen(&a, 1920, 1080)) {
        fprintf(stderr, "bench_client: cannot start the client offscreen\n");
        return 1;
    }
    a.frozen_ticks = 1000;
    setenv("SKIRMISH_SEED", "4242", 1); /* the same mid-game every run */
    escarmouche_content_get(&a)->setup.human[0] = escarmouche_content_get(&a)->setup.human[1] = true;
    for (int i = 0; i < escarmouche_content_get(&a)->n_maps; i++)
        if (strcmp(escarmouche_content_get(&a)->maps[i].name, "Hill") == 0)
            escarmouche_content_get(&a)->setup.map = i;
    if (!escarmouche_start(&a, false)) {
        fprintf(stderr, "bench_client: cannot start a match: %s\n", a.message);
        return 1;
    }
    advance(&board_battle_current(&a)->match, 40);
    board_anim_init(&board_battle_current(&a)->st.anim, &board_battle_current(&a)->match.game);
    board_input_sync(&board_battle_current(&a)->st.input, &board_battle_current(&a)->match.game);
    /* Select the active side's unit with the most enemies in range, hover one. */
    board_input *in = &board_battle_current(&a)->st.input;
    const esc_game *g = &board_battle_current(&a)->match.game;
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
    board_battle_current(&a)->st.banner_age = 10.0f;

    /* Variants for finding where the time goes (BENCH_VARIANT=1 no threats, 2 nothing
     * selected, 3 an empty clear only). */
    const char *variant = getenv("BENCH_VARIANT");
    if (variant && *variant == '1')
        in->show_threats = false;
    if (variant && *variant == '2') {
        in->show_threats = false;
        in->mode = BOARD_INPUT_IDLE;
        in->selected = ESC_NO_UNIT;
        in->hovered = ESC_NO_SQUARE;
    }
    if (variant && *variant == '3')
        app_scene_push(&a, &front_settings_scene, NULL);
    int frames = smoke ? 3 : getenv("BENCH_FRAMES") ? atoi(getenv("BENCH_FRAMES")) : 300;
    double *t = malloc(sizeof *t * (size_t)frames);
    for (int i = 0; i < 5; i++)
        app_draw(&a); /* warm the text cache */
    for (int i = 0; i < frames; i++) {
        double t0 = bench_now_ms();
        app_draw(&a);
        t[i] = bench_now_ms() - t0;
    }
    qsort(t, (size_t)frames, sizeof *t, bench_compare_double);
    printf("battle frame 1920x1080 (software renderer, all overlays): median %.2f ms, p90 %.2f ms (%d frames, "
           "%d targets in range)\n", t[frames / 2], t[frames * 9 / 10], frames, best_n);
    if (argc > 2)
        app_save_screenshot(&a, argv[2]);
    free(t);
    app_free(&a);
    if (smoke)
        printf("client bench smoke: 1 passed, 0 failed\n");
    return 0;
}
