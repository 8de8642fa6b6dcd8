/*
 * The match setup screen: the map, each side's squad and player (a human or the
 * computer at a level), the round limit, and a summary of both squads.
 */
#include <stdio.h>
#include <string.h>

#include "board/view.h"
#include "escarmouche/escarmouche.h"
#include "skirmish/ai/ai.h"

static void squad_summary(ui *u, SDL_Rect r, const esc_squad *s, int side)
{
    ui_panel(u, r);
    int pad = ui_px(u, 10), y = r.y + pad;
    char line[160];
    esc_squad_report rep = esc_squad_test(s);
    snprintf(line, sizeof line, "%d units · %d of %d rank points%s", rep.units, rep.rank_points, ESC_SQUAD_BUDGET,
             rep.problem == ESC_SQUAD_OK ? "" : " · cannot play");
    ui_text(u, r.x + pad, y, line, ui_px(u, 14), false, ui_rgb(180, 186, 200), UI_LEFT);
    y += ui_px(u, 24);
    if (rep.problem != ESC_SQUAD_OK) {
        /* A draft from the Barracks: say why it cannot start a match. */
        char why[200];
        esc_squad_report_text(&rep, s, why, (int)sizeof why);
        snprintf(line, sizeof line, "Draft: %.150s", why);
        ui_text(u, r.x + pad, y, line, ui_px(u, 14), true, ui_rgb(255, 112, 96), UI_LEFT);
        y += ui_px(u, 24);
    }
    int token = ui_px(u, 40);
    for (int i = 0; i < s->n_units && i < ESC_SQUAD_MAX; i++) {
        const esc_unit_def *d = &s->units[i];
        if (u->draw)
            board_draw_unit_token(u, ui_rect(r.x + pad, y, token, token), side, assets_portrait_for(d), 1.0f, false, false);
        esc_rank rank = esc_unit_rank(d);
        snprintf(line, sizeof line, "%s · %s", d->name, esc_rank_name(rank));
        ui_text(u, r.x + pad + token + pad, y + ui_px(u, 2), line, ui_px(u, 15), true, ui_rgb(230, 232, 240), UI_LEFT);
        char abil[120] = "";
        size_t n = 0;
        for (int k = 0; k < d->n_abilities && k < ESC_UNIT_ABILITY_CAPACITY; k++) {
            const esc_ability_info *info = esc_ability_get(d->abilities[k]);
            if (info)
                n += (size_t)snprintf(abil + n, n < sizeof abil ? sizeof abil - n : 0, "%s%s", k ? ", " : " · ", info->name);
        }
        snprintf(line, sizeof line, "H%d R%d P%d M%d%s", d->health, d->range, d->power, d->move, abil);
        ui_text(u, r.x + pad + token + pad, y + ui_px(u, 21), line, ui_px(u, 13), false, ui_rgb(160, 166, 182), UI_LEFT);
        y += token + ui_px(u, 6);
    }
}

static int wrap(int v, int n) { return n <= 0 ? 0 : ((v % n) + n) % n; }

static void setup_run(ui *u, void *self)
{
    (void)self;
    app *a = u->app;
    escarmouche_content *content = escarmouche_content_get(a);
    if (!content)
        return;
    escarmouche_setup *c = &content->setup;
    ui_screen_background(u, "New match");
    int w = ui_px(u, 900) < a->w - ui_px(u, 40) ? ui_px(u, 900) : a->w - ui_px(u, 40);
    int x = a->w / 2 - w / 2, y = ui_px(u, 110), row = ui_px(u, 40), gap = ui_px(u, 8);
    char value[128];
    snprintf(value, sizeof value, "%s%s", content->maps[c->map].name, content->maps[c->map].zone ? " (objective)" : "");
    int d = ui_stepper(u, ui_rect(x, y, w, row), "Map", value);
    if (d)
        c->map = wrap(c->map + d, content->n_maps);
    y += row + gap;
    for (int s = 0; s < ESC_SIDES; s++) {
        char label[32];
        snprintf(label, sizeof label, "Player %d squad", s + 1);
        char squad_name[ESC_NAME_MAX + 16];
        snprintf(squad_name, sizeof squad_name, "%s%s", content->squads[c->squad[s]].name,
                 esc_squad_test(&content->squads[c->squad[s]]).problem == ESC_SQUAD_OK ? "" : " (draft)");
        d = ui_stepper(u, ui_rect(x, y, w, row), label, squad_name);
        if (d)
            c->squad[s] = wrap(c->squad[s] + d, content->n_squads);
        y += row + gap;
        snprintf(label, sizeof label, "Player %d", s + 1);
        static const char *const who[] = { "Human", "Computer (easy)", "Computer (normal)", "Computer (hard)" };
        int k = c->human[s] ? 0 : (c->level[s] == AI_EASY ? 1 : c->level[s] == AI_HARD ? 3 : 2);
        int step = ui_stepper(u, ui_rect(x, y, w, row), label, who[k]);
        if (step) {
            k = ((k + step) % 4 + 4) % 4;
            c->human[s] = k == 0;
            c->level[s] = k == 1 ? AI_EASY : k == 3 ? AI_HARD : AI_NORMAL;
        }
        y += row + gap;
    }
    snprintf(value, sizeof value, c->round_limit ? "%d rounds" : "no limit", c->round_limit);
    d = ui_stepper(u, ui_rect(x, y, w, row), "Round limit", value);
    if (d) {
        static const int limits[] = { 0, 10, 15, 20, 30, 40, 50 };
        int k = 0;
        for (int i = 0; i < 7; i++)
            if (limits[i] == c->round_limit)
                k = i;
        c->round_limit = limits[wrap(k + d, 7)];
    }
    y += row + gap * 2;
    int half = (w - gap) / 2;
    squad_summary(u, ui_rect(x, y, half, ui_px(u, 330)), &content->squads[c->squad[0]], 0);
    squad_summary(u, ui_rect(x + half + gap, y, half, ui_px(u, 330)), &content->squads[c->squad[1]], 1);
    y += ui_px(u, 330) + gap * 2;
    bool legal = esc_squad_test(&content->squads[c->squad[0]]).problem == ESC_SQUAD_OK &&
                 esc_squad_test(&content->squads[c->squad[1]]).problem == ESC_SQUAD_OK;
    int bw = ui_px(u, 200), bh = ui_px(u, 44);
    if (ui_button(u, ui_rect(a->w / 2 - bw - gap, y, bw, bh), "Back", true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        app_scene_pop(a, NULL);
        return;
    }
    if (ui_button(u, ui_rect(a->w / 2 + gap, y, bw, bh), "Start", legal) || (legal && ui_pressed(u, UI_KEY_ENTER))) {
        escarmouche_start(a, false);
        return;
    }
    if (a->message[0])
        ui_text(u, a->w / 2, y + bh + gap, a->message, ui_px(u, 15), false, ui_rgb(255, 180, 120), UI_CENTER);
}

/* The squads are read again each time the screen opens: the Barracks may have
 * changed them since. */
static bool setup_enter(app *a, const void *arg, void **self)
{
    (void)arg;
    *self = NULL;
    escarmouche_reload_squads(a);
    escarmouche_content *c = escarmouche_content_get(a);
    if (!c || c->n_maps == 0 || c->n_squads == 0) {
        snprintf(a->message, sizeof a->message, "No maps or squads to play with");
        return false;
    }
    return true;
}

const scene escarmouche_setup_scene = {
    .name = "escarmouche-setup",
    .enter = setup_enter,
    .event = setup_run,
    .frame = setup_run,
};
