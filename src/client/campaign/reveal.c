/*
 * The reveal of Phase 3 in public (docs/campaign.md, "The client"): every army's
 * move drawn as an arrow growing from its origin, Defend as a shield, Create
 * Regiment and Merge as badges, head-on clashes meeting mid-route, standoffs and
 * battles marked, and a caption for each in the panel's list ("Battle at Hollin
 * Cross: Ann attacks Bob, who defends"). The armies' banners themselves move in
 * play.c.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "campaign/internal.h"
#include "skirmish/i18n.h"

#define REVEAL_ORDERS 1.0f /* as play.c: the arrows grow in the first second */

static void to_screen(const campaign_screen *c, int loc, float *x, float *y)
{
    areamap_camera_to_screen(&c->cam, (float)c->map.locations[loc].x, (float)c->map.locations[loc].y, x, y);
}

static void fill_triangle(SDL_Renderer *r, float x0, float y0, float x1, float y1, float x2, float y2, SDL_Color c)
{
    SDL_Vertex v[3] = { { { x0, y0 }, c, { 0, 0 } }, { { x1, y1 }, c, { 0, 0 } }, { { x2, y2 }, c, { 0, 0 } } };
    SDL_RenderGeometry(r, NULL, v, 3, NULL, 0);
}

/* An arrow from (x0, y0) to (x1, y1), its head at the end. */
static void arrow(SDL_Renderer *r, float x0, float y0, float x1, float y1, float width, SDL_Color c)
{
    float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
    if (len < 1.0f)
        return;
    float ux = dx / len, uy = dy / len, head = width * 3.5f;
    if (head > len * 0.6f)
        head = len * 0.6f;
    draw_line(r, x0, y0, x1 - ux * head * 0.8f, y1 - uy * head * 0.8f, width, c);
    fill_triangle(r, x1, y1, x1 - ux * head - uy * head * 0.6f, y1 - uy * head + ux * head * 0.6f,
                  x1 - ux * head + uy * head * 0.6f, y1 - uy * head - ux * head * 0.6f, c);
}

/* A shield (Defend) centred on (x, y), `s` high, in the seat's colour. */
static void shield(SDL_Renderer *r, float x, float y, float s, SDL_Color fill)
{
    SDL_Color edge = { 20, 22, 30, 255 };
    float w = s * 0.42f, top = y - s * 0.5f, mid = y + s * 0.05f, tip = y + s * 0.5f;
    for (int pass = 0; pass < 2; pass++) {
        float g = pass ? 0.0f : 2.0f; /* the dark edge first, a little larger */
        SDL_Color c = pass ? fill : edge;
        SDL_FRect body = { x - w - g, top - g, 2 * (w + g), mid - top + g };
        SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
        SDL_RenderFillRectF(r, &body);
        fill_triangle(r, x - w - g, mid, x + w + g, mid, x, tip + g, c);
    }
}

/* A small label on a dark pill, centred at (x, y). */
static void badge(ui *u, float x, float y, const char *text, SDL_Color c)
{
    int px = ui_px(u, 11), w = ui_text_width(u, text, px, true) + ui_px(u, 10), h = ui_px(u, 16);
    ui_fill(u, ui_rect((int)x - w / 2, (int)y - h / 2, w, h), ui_rgba(14, 16, 24, 210));
    ui_text(u, (int)x, (int)y - h / 2 + ui_px(u, 1), text, px, true, c, UI_CENTER);
}

/* The battles the moves lead to (known before the standoffs are chosen): a
 * location, not a standoff's, where armies of two players or more stand after
 * the moves. Its players; its defender (the occupant, when it is one of them,
 * else -1). */
static uint8_t battle_at(const campaign_screen *c, int loc, int *defender)
{
    const campaign_resolution *res = &c->st.res;
    for (int k = 0; k < res->n_standoffs; k++)
        if (res->standoffs[k].loc == loc)
            return 0;
    uint8_t players = 0;
    for (int i = 0; i < res->forces.n_armies; i++)
        if (res->forces.armies[i].loc == loc)
            players |= (uint8_t)(1u << res->forces.armies[i].player);
    if (__builtin_popcount(players) < 2)
        return 0;
    int occ = res->occupant[loc];
    *defender = occ >= 0 && occ < CAMPAIGN_MAX_PLAYERS && (players >> occ & 1) ? occ : -1;
    return players;
}

void campaign_reveal_draw(ui *u, campaign_screen *c)
{
    const campaign_resolution *res = &c->st.res;
    float a = c->anim_t / REVEAL_ORDERS;
    a = a > 1 ? 1 : a;
    /* Moves: arrows growing from the origins; a head-on clash stops mid-route. */
    for (int i = 0; i < res->forces.n_armies; i++) {
        if (res->dest[i] < 0 || res->origin[i] < 0)
            continue;
        float x0, y0, x1, y1;
        to_screen(c, res->origin[i], &x0, &y0);
        to_screen(c, res->dest[i], &x1, &y1);
        SDL_Color col = campaign_seat_colour(res->forces.armies[i].player);
        col.a = (Uint8)(255 * a);
        float reach = res->fate[i] == CAMPAIGN_FATE_HELD ? 0.46f : 1.0f;
        arrow(u->r, x0, y0, x0 + (x1 - x0) * a * reach, y0 + (y1 - y0) * a * reach, 4, col);
        if (res->fate[i] == CAMPAIGN_FATE_HELD && c->anim_t >= REVEAL_ORDERS) {
            float mx = (x0 + x1) / 2, my = (y0 + y1) / 2;
            draw_line(u->r, mx - 9, my - 9, mx + 9, my + 9, 3, ui_rgb(255, 120, 90));
            draw_line(u->r, mx - 9, my + 9, mx + 9, my - 9, 3, ui_rgb(255, 120, 90));
            /* TRANSLATORS: marks a route where two armies met head-on and both turned back */
            badge(u, mx, my + 18, _("clash"), ui_rgb(255, 150, 120));
        }
    }
    /* Defend: a shield beside each defending army's location. */
    for (int i = 0; i < res->forces.n_armies; i++) {
        const campaign_army *ar = &res->forces.armies[i];
        if (!ar->defending)
            continue;
        float x, y;
        to_screen(c, ar->loc, &x, &y);
        SDL_Color col = campaign_seat_colour(ar->player);
        col.a = (Uint8)(255 * a);
        shield(u->r, x - 34, y - 6, 18, col);
    }
    /* Create Regiment and Merge, where they happened. */
    for (int k = 0; k < res->n_created; k++) {
        int i = campaign_forces_find(&res->forces, res->created[k].id);
        if (i < 0)
            continue;
        float x, y;
        to_screen(c, res->forces.armies[i].loc, &x, &y);
        /* TRANSLATORS: a badge on the map: a Create Regiment order made a new army here */
        badge(u, x, y + 26, _("+ new Regiment"), ui_rgb(200, 230, 255));
    }
    for (int k = 0; k < res->n_merged; k++) {
        int i = campaign_forces_find(&res->forces, res->merged[k].kept);
        if (i < 0)
            continue;
        float x, y;
        to_screen(c, res->forces.armies[i].loc, &x, &y);
        /* TRANSLATORS: a badge on the map: two armies merged into one here */
        badge(u, x, y + 42, _("merged"), ui_rgb(200, 230, 255));
    }
    if (c->anim_t < REVEAL_ORDERS)
        return;
    for (int k = 0; k < res->n_standoffs; k++) {
        float x, y;
        to_screen(c, res->standoffs[k].loc, &x, &y);
        draw_ring(u->r, x, y, 30, 3, ui_rgb(255, 200, 90));
        /* TRANSLATORS: marks a location on the map where armies meet and must choose to stand or withdraw */
        badge(u, x, y + 30, _("standoff"), ui_rgb(255, 200, 90));
    }
    for (int l = 0; l < c->map.n_locations; l++) {
        int def;
        if (!battle_at(c, l, &def))
            continue;
        float x, y;
        to_screen(c, l, &x, &y);
        draw_ring(u->r, x, y, 30, 3, ui_rgb(240, 90, 80));
        /* TRANSLATORS: marks a location on the map where a battle will be fought */
        badge(u, x, y + 30, _("battle"), ui_rgb(255, 140, 120));
    }
}

/* "Ann and Bob" / "Ann, Bob and Cid": the players of a set, the holder left out. */
static void names_of(uint8_t players, int except, char *out, size_t size)
{
    out[0] = '\0';
    int n = 0, total = 0;
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
        total += p != except && (players >> p & 1);
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++) {
        if (p == except || !(players >> p & 1))
            continue;
        char next[256];
        if (n == 0)
            snprintf(next, sizeof next, "%s", campaign_seat_label(p));
        else if (n + 1 == total)
            /* TRANSLATORS: the last of a list of players: "Ann, Bob and Cid" */
            snprintf(next, sizeof next, _("%s and %s"), out, campaign_seat_label(p));
        else
            snprintf(next, sizeof next, "%s, %s", out, campaign_seat_label(p));
        campaign_clip(out, size, next, (int)size - 1);
        n++;
    }
}

void campaign_reveal_log(campaign_screen *c)
{
    const campaign_resolution *res = &c->st.res;
    char who[200], other[200];
    for (int l = 0; l < c->map.n_locations; l++) {
        int def = -1;
        uint8_t players = battle_at(c, l, &def);
        if (!players)
            continue;
        if (def >= 0) {
            names_of(players, def, who, sizeof who);
            snprintf(other, sizeof other, "%s", campaign_seat_label(def));
            /* TRANSLATORS: the reveal: "Battle at Hollin Cross: Ann attacks Bob, who defends" */
            campaign_flow_log(c, _("Battle at %s: %s attacks %s, who defends"), campaign_loc_name(c, l), who, other);
        } else {
            names_of(players, -1, who, sizeof who);
            /* TRANSLATORS: the reveal: a battle where nobody holds the place: "Battle at Millby: Ann and Bob meet" */
            campaign_flow_log(c, _("Battle at %s: %s meet"), campaign_loc_name(c, l), who);
        }
    }
    for (int k = 0; k < res->n_standoffs; k++) {
        names_of(res->standoffs[k].entrants, -1, who, sizeof who);
        /* TRANSLATORS: the reveal: "Standoff at Millby: Ann and Bob each stand or withdraw" */
        campaign_flow_log(c, _("Standoff at %s: %s each stand or withdraw"), campaign_loc_name(c, res->standoffs[k].loc),
                          who);
    }
    for (int i = 0; i < res->forces.n_armies; i++) {
        /* Each clash once: from the army with the lower id of the pair. */
        if (res->fate[i] != CAMPAIGN_FATE_HELD || res->dest[i] < 0)
            continue;
        for (int j = 0; j < res->forces.n_armies; j++)
            if (res->fate[j] == CAMPAIGN_FATE_HELD && res->dest[j] == res->origin[i] && res->origin[j] == res->dest[i] &&
                res->forces.armies[j].id > res->forces.armies[i].id) {
                snprintf(who, sizeof who, "%s", campaign_seat_label(res->forces.armies[i].player));
                /* TRANSLATORS: the reveal: two armies met on the road and both turned back
                 * ("Clash between Millby and Hollin Cross: Ann and Bob turn back") */
                campaign_flow_log(c, _("Clash between %s and %s: %s and %s turn back"), campaign_loc_name(c, res->origin[i]),
                                  campaign_loc_name(c, res->dest[i]), who,
                                  campaign_seat_label(res->forces.armies[j].player));
            }
    }
    for (int i = 0; i < res->forces.n_armies; i++)
        if (res->forces.armies[i].defending)
            /* TRANSLATORS: the reveal: "Ann's army 2 defends Millby" */
            campaign_flow_log(c, _("%s's army %d defends %s"), campaign_seat_label(res->forces.armies[i].player),
                              res->forces.armies[i].id, campaign_loc_name(c, res->forces.armies[i].loc));
    for (int k = 0; k < res->n_merged; k++) {
        int i = campaign_forces_find(&res->forces, res->merged[k].kept);
        if (i >= 0)
            campaign_flow_log(c, _("%s's armies %d and %d merged at %s"), campaign_seat_label(res->forces.armies[i].player),
                              res->merged[k].kept, res->merged[k].gone, campaign_loc_name(c, res->forces.armies[i].loc));
    }
    for (int k = 0; k < res->n_created; k++) {
        int i = campaign_forces_find(&res->forces, res->created[k].id);
        if (i >= 0)
            campaign_flow_log(c, _("%s's army %d formed a new Regiment at %s"),
                              campaign_seat_label(res->forces.armies[i].player), res->created[k].parent,
                              campaign_loc_name(c, res->forces.armies[i].loc));
    }
}
