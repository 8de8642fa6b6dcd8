/*
 * The reveal of Phase 3 in public (docs/campaign.md, "The client"), in stages
 * (internal.h gives the timeline): every army's move drawn as an arrow growing
 * from its origin while Defend shields and Create Regiment / Merge badges
 * appear; then the banners travel (two meeting head-on stop mid-route, facing);
 * then one caption after another, each ringing its location ("Battle at Hollin
 * Cross: Ann attacks Bob, who defends"), standoffs and battles marked as their
 * caption comes. Banners sharing a location fan out. The last reveal is kept and
 * can be shown again (campaign_reveal_again) from the forces before it.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign/internal.h"
#include "skirmish/i18n.h"

#define REVEAL_ORDERS CAMPAIGN_REVEAL_ORDERS
#define REVEAL_MOVES CAMPAIGN_REVEAL_MOVES
#define REVEAL_REST 0.4f

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
    /* Whole inside the map's clip: a place at its edge keeps its badge readable. */
    SDL_Rect clip;
    SDL_RenderGetClipRect(u->r, &clip);
    if (clip.w > w) {
        if (x - (float)w / 2 < (float)clip.x)
            x = (float)clip.x + (float)w / 2;
        if (x + (float)w / 2 > (float)(clip.x + clip.w))
            x = (float)(clip.x + clip.w) - (float)w / 2;
    }
    ui_fill(u, ui_rect((int)x - w / 2, (int)y - h / 2, w, h), ui_rgba(14, 16, 24, 210));
    ui_text(u, (int)x, (int)y - h / 2 + ui_px(u, 1), text, px, true, c, UI_CENTER);
}

/* The battles the moves lead to (known before the standoffs are chosen): a
 * location, not a standoff's, where armies of two players or more stand after
 * the moves. Its players; its defender (the occupant, when it is one of them,
 * else -1). */
static uint8_t battle_at(const campaign_resolution *res, int loc, int *defender)
{
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

bool campaign_revealing(const campaign_screen *c)
{
    return c->has_last && (c->step == CSTEP_REVEAL || c->replaying);
}

const campaign_resolution *campaign_reveal_res(const campaign_screen *c) { return &c->last_res; }

bool campaign_reveal_told_battle(const campaign_screen *c, int loc)
{
    int defender = -1;
    return c->has_last && loc >= 0 && loc < c->map.n_locations && battle_at(&c->last_res, loc, &defender) != 0;
}
const campaign_forces *campaign_reveal_before(const campaign_screen *c) { return &c->last_before; }

float campaign_reveal_total(const campaign_screen *c)
{
    int n = campaign_reveal_captions(c, campaign_reveal_res(c), NULL, 0);
    return REVEAL_ORDERS + REVEAL_MOVES + (float)n * CAMPAIGN_REVEAL_CAPTION + REVEAL_REST;
}

int campaign_reveal_caption_at(const campaign_screen *c, float t)
{
    float k = (t - REVEAL_ORDERS - REVEAL_MOVES) / CAMPAIGN_REVEAL_CAPTION;
    if (k < 0)
        return -1;
    int n = campaign_reveal_captions(c, campaign_reveal_res(c), NULL, 0);
    return (int)k < n ? (int)k : n - 1;
}

const campaign_forces *campaign_shown_forces(const campaign_screen *c)
{
    if (!campaign_revealing(c))
        return &c->st.forces;
    return c->anim_t < REVEAL_ORDERS + REVEAL_MOVES ? campaign_reveal_before(c) : &campaign_reveal_res(c)->forces;
}

bool campaign_banners_moving(const campaign_screen *c) { return campaign_revealing(c) && c->anim_t >= REVEAL_ORDERS; }

/* The army's index in the resolution's forces, -1 (gone: merged away). */
static int res_index(const campaign_screen *c, int index)
{
    return campaign_forces_find(&campaign_reveal_res(c)->forces, campaign_reveal_before(c)->armies[index].id);
}

/* The army (res index) that met army k head-on on its route, -1 none: one of
 * the pair held its origin (its move cancelled, docs/campaign.md §6.3a), the
 * other went on into it. */
static int head_on(const campaign_screen *c, const campaign_resolution *res, int k)
{
    if (k < 0 || c->last_to[k] < 0)
        return -1;
    for (int j = 0; j < res->forces.n_armies; j++) {
        if (j == k || res->forces.armies[j].player == res->forces.armies[k].player)
            continue;
        if (res->origin[j] == c->last_to[k] && c->last_to[j] == res->origin[k] &&
            (res->fate[j] == CAMPAIGN_FATE_HELD) != (res->fate[k] == CAMPAIGN_FATE_HELD))
            return j;
    }
    return -1;
}

/* A head-on pair's moves: to the middle of the route (MEET), a pause there
 * face to face, then on to the battle at the held end (GO). */
#define HEAD_ON_MEET 0.45f
#define HEAD_ON_GO 0.65f

/* Each banner's place among those sharing its location, at the start and at
 * the end of the moves (an army merged away ends on the one it joined). */
static void banner_slots(const campaign_screen *c, int index, int *slot_from, int *slot_to)
{
    const campaign_forces *f = campaign_reveal_before(c);
    const campaign_resolution *res = campaign_reveal_res(c);
    int from = 0, to = 0, my_from = f->armies[index].loc, my_to = my_from;
    int k = res_index(c, index);
    if (k >= 0)
        my_to = res->forces.armies[k].loc;
    for (int i = 0; i < index; i++) {
        from += f->armies[i].loc == my_from;
        int j = res_index(c, i);
        to += j >= 0 && res->forces.armies[j].loc == my_to;
    }
    *slot_from = from;
    *slot_to = to;
}

void campaign_banner_pos(const campaign_screen *c, int index, float *x, float *y)
{
    if (!campaign_banners_moving(c)) {
        /* The board's piece stands there: only the reveal asks this. */
        const campaign_army *ar = &c->st.forces.armies[index];
        areamap_camera_to_screen(&c->cam, (float)c->map.locations[ar->loc].x, (float)c->map.locations[ar->loc].y, x, y);
        return;
    }
    const campaign_forces *f = campaign_reveal_before(c);
    const campaign_resolution *res = campaign_reveal_res(c);
    const campaign_army *ar = &f->armies[index];
    int slot_from, slot_to;
    banner_slots(c, index, &slot_from, &slot_to);
    float slot = (float)slot_from;
    float t = (c->anim_t - REVEAL_ORDERS) / REVEAL_MOVES;
    t = t > 1 ? 1 : t;
    float e = t * t * (3 - 2 * t);
    float wx = (float)c->map.locations[ar->loc].x, wy = (float)c->map.locations[ar->loc].y;
    float back = 0; /* a head-on clash: each stops short of the middle, facing the other */
    int k = res_index(c, index);
    if (k >= 0) {
        int dest = c->last_to[k] >= 0 ? c->last_to[k] : res->dest[k], fate = res->fate[k];
        float tx = wx, ty = wy;
        if (dest >= 0) {
            tx = (float)c->map.locations[dest].x;
            ty = (float)c->map.locations[dest].y;
        }
        float reach = e;
        if (head_on(c, res, k) >= 0) {
            /* They meet in the middle of the route and stop there, facing; then
             * the held one is back at its origin and the other goes on into it. */
            float m = t < HEAD_ON_MEET ? t / HEAD_ON_MEET : 1;
            float g = t <= HEAD_ON_GO ? 0 : (t - HEAD_ON_GO) / (1 - HEAD_ON_GO);
            m = m * m * (3 - 2 * m);
            g = g * g * (3 - 2 * g);
            reach = 0.5f * m + (fate == CAMPAIGN_FATE_HELD ? -0.5f : 0.5f) * g;
            back = 18.0f * m * (1 - g);
            slot += ((float)slot_to - (float)slot_from) * g;
        } else if (fate == CAMPAIGN_FATE_HELD) {
            reach = 0.5f * e; /* a clash with no partner found: it stops mid-route */
            back = 18.0f * e;
        } else if (fate == CAMPAIGN_FATE_WITHDRAWN) {
            reach = e < 0.5f ? e : 1 - e; /* out and back */
        } else {
            slot += ((float)slot_to - (float)slot_from) * e;
        }
        float sx0, sy0, sx1, sy1;
        areamap_camera_to_screen(&c->cam, wx, wy, &sx0, &sy0);
        areamap_camera_to_screen(&c->cam, tx, ty, &sx1, &sy1);
        *x = sx0 + (sx1 - sx0) * reach;
        *y = sy0 + (sy1 - sy0) * reach;
        float dx = sx1 - sx0, dy = sy1 - sy0, len = sqrtf(dx * dx + dy * dy);
        if (back > 0 && len > 1) {
            *x -= dx / len * back;
            *y -= dy / len * back;
        }
    } else {
        /* Merged away: it walks into the army it joined (no move of its own). */
        areamap_camera_to_screen(&c->cam, wx, wy, x, y);
    }
    if (back > 0.5f)
        slot = 0; /* on the road: no fan-out, the pair stands apart by `back` */
    *x += slot * 32 + 10;
    *y -= 26;
}

/* Units an army shows to the viewer (the public count for other players' armies). */
static int army_units_shown(const campaign_screen *c, const campaign_view *v, const campaign_army *ar)
{
    int i = campaign_forces_find(&v->forces, ar->id);
    return i >= 0 ? v->units[i] : campaign_army_units(&c->st, ar->id);
}

void campaign_reveal_banners(ui *u, campaign_screen *c, int viewer)
{
    if (!campaign_banners_moving(c) || !u->draw)
        return;
    const campaign_forces *f = campaign_reveal_before(c);
    campaign_view *v = malloc(sizeof *v);
    if (!v)
        return;
    if (viewer == CAMPAIGN_VIEW_PUBLIC)
        campaign_state_view_public(&c->st, v);
    else
        campaign_state_view(&c->st, viewer, v);
    for (int i = 0; i < f->n_armies; i++) {
        const campaign_army *ar = &f->armies[i];
        float x, y;
        campaign_banner_pos(c, i, &x, &y);
        areamap_piece p = { 0 };
        p.colour = campaign_seat_colour(ar->player);
        p.count = army_units_shown(c, v, ar);
        p.flags = (uint8_t)(AREAMAP_PIECE_BANNER | (ar->main ? AREAMAP_PIECE_HERO : 0));
        areamap_view_draw_piece(u, &c->cache, &p, ui_rect((int)x - 2, (int)y, ui_px(u, 22), ui_px(u, 22)));
    }
    free(v);
}

int campaign_reveal_army_at(const campaign_screen *c, int sx, int sy)
{
    const campaign_forces *f = campaign_reveal_before(c);
    for (int i = 0; i < f->n_armies; i++) {
        float x, y;
        campaign_banner_pos(c, i, &x, &y);
        if (sx >= (int)x - 4 && sx < (int)x + 28 && sy >= (int)y && sy < (int)y + 28)
            return f->armies[i].id;
    }
    return -1;
}

bool campaign_reveal_again(campaign_screen *c)
{
    if (!c->has_last || c->step == CSTEP_REVEAL)
        return false;
    c->replaying = true;
    c->anim_t = 0;
    return true;
}

/* The caption on screen: a strip at the foot of the map, its place ringed. */
static void draw_caption(ui *u, campaign_screen *c, const campaign_caption *cap, float age)
{
    float pulse = 0.5f + 0.5f * sinf(age * 7.0f);
    for (int k = 0; k < 2; k++) {
        int l = k ? cap->loc2 : cap->loc;
        if (l < 0)
            continue;
        float x, y;
        to_screen(c, l, &x, &y);
        draw_ring(u->r, x, y, 36 + 6 * pulse, 4, ui_rgba(255, 244, 190, (Uint8)(160 + 90 * pulse)));
    }
    SDL_Rect v = c->cam.viewport;
    int px = ui_px(u, 15), pad = ui_px(u, 8);
    SDL_Rect box = ui_rect(v.x + pad, 0, v.w - 2 * pad, 0);
    ui quiet = *u;
    quiet.draw = false;
    int h = ui_text_wrapped(&quiet, ui_rect(box.x + pad, 0, box.w - 2 * pad, 0), cap->text, px, ui_rgb(0, 0, 0));
    box.h = h + 2 * pad;
    box.y = v.y + pad; /* at the top: the legend's button holds the foot */
    ui_fill(u, box, ui_rgba(14, 16, 24, 225));
    ui_text_wrapped(u, ui_rect(box.x + pad, box.y + pad, box.w - 2 * pad, 0), cap->text, px, ui_rgb(250, 236, 190));
}

void campaign_reveal_draw(ui *u, campaign_screen *c)
{
    if (!campaign_revealing(c))
        return;
    const campaign_resolution *res = campaign_reveal_res(c);
    float t = c->anim_t;
    float a = t / REVEAL_ORDERS;
    a = a > 1 ? 1 : a;
    /* Moves: arrows growing from the origins; a head-on clash stops mid-route. */
    for (int i = 0; i < res->forces.n_armies; i++) {
        int to = c->last_to[i] >= 0 ? c->last_to[i] : res->dest[i];
        if (to < 0 || res->origin[i] < 0)
            continue;
        float x0, y0, x1, y1;
        to_screen(c, res->origin[i], &x0, &y0);
        to_screen(c, to, &x1, &y1);
        SDL_Color col = campaign_seat_colour(res->forces.armies[i].player);
        col.a = (Uint8)(255 * a);
        float reach = res->fate[i] == CAMPAIGN_FATE_HELD ? 0.46f : 1.0f;
        arrow(u->r, x0, y0, x0 + (x1 - x0) * a * reach, y0 + (y1 - y0) * a * reach, 4, col);
        if (res->fate[i] == CAMPAIGN_FATE_HELD && t >= REVEAL_ORDERS + REVEAL_MOVES * HEAD_ON_MEET) {
            float mx = (x0 + x1) / 2, my = (y0 + y1) / 2;
            draw_line(u->r, mx - 9, my - 9, mx + 9, my + 9, 3, ui_rgb(255, 120, 90));
            draw_line(u->r, mx - 9, my + 9, mx + 9, my - 9, 3, ui_rgb(255, 120, 90));
            /* TRANSLATORS: marks a route where two armies met head-on and both turned back */
            badge(u, mx, my + 18, _("clash"), ui_rgb(255, 150, 120));
        }
    }
    /* Defend: a shield beside each defending army's location, appearing with the
     * orders and pulsing while the reveal lasts. */
    float pulse = 1.0f + 0.12f * sinf(t * 6.0f);
    for (int i = 0; i < res->forces.n_armies; i++) {
        const campaign_army *ar = &res->forces.armies[i];
        if (!ar->defending)
            continue;
        float x, y;
        to_screen(c, ar->loc, &x, &y);
        SDL_Color col = campaign_seat_colour(ar->player);
        col.a = (Uint8)(255 * a);
        shield(u->r, x - 34, y - 6, 18 * a * pulse, col);
    }
    /* Create Regiment and Merge, where they happened: the badge grows in. */
    for (int k = 0; k < res->n_created; k++) {
        int i = campaign_forces_find(&res->forces, res->created[k].id);
        if (i < 0 || a <= 0)
            continue;
        float x, y;
        to_screen(c, res->forces.armies[i].loc, &x, &y);
        /* TRANSLATORS: a badge on the map: a Create Regiment order made a new army here */
        badge(u, x, y + 26 + 10 * (1 - a), _("+ new Regiment"), ui_rgba(200, 230, 255, (Uint8)(255 * a)));
    }
    for (int k = 0; k < res->n_merged; k++) {
        int i = campaign_forces_find(&res->forces, res->merged[k].kept);
        if (i < 0 || a <= 0)
            continue;
        float x, y;
        to_screen(c, res->forces.armies[i].loc, &x, &y);
        /* TRANSLATORS: a badge on the map: two armies merged into one here */
        badge(u, x, y + 42 + 10 * (1 - a), _("merged"), ui_rgba(200, 230, 255, (Uint8)(255 * a)));
    }
    /* The captions in turn: each standoff and battle marked once its caption
     * has come, the one on screen ringed and told. */
    campaign_caption caps[CAMPAIGN_REVEAL_CAPTIONS];
    int n = campaign_reveal_captions(c, res, caps, CAMPAIGN_REVEAL_CAPTIONS);
    int now = campaign_reveal_caption_at(c, t);
    for (int k = 0; k <= now && k < n; k++) {
        if (caps[k].kind != CAMPAIGN_CAPTION_STANDOFF && caps[k].kind != CAMPAIGN_CAPTION_BATTLE)
            continue;
        float x, y;
        to_screen(c, caps[k].loc, &x, &y);
        bool standoff = caps[k].kind == CAMPAIGN_CAPTION_STANDOFF;
        draw_ring(u->r, x, y, 30, 3, standoff ? ui_rgb(255, 200, 90) : ui_rgb(240, 90, 80));
        /* TRANSLATORS: marks a location on the map where armies meet and must choose to stand or withdraw */
        badge(u, x, y + 46, standoff ? _("standoff") : /* under the place's name */
                                     /* TRANSLATORS: marks a location on the map where a battle will be fought */
                                     _("battle"),
              standoff ? ui_rgb(255, 200, 90) : ui_rgb(255, 140, 120));
    }
    if (now >= 0 && now < n && t < campaign_reveal_total(c) - REVEAL_REST)
        draw_caption(u, c, &caps[now], t - REVEAL_ORDERS - REVEAL_MOVES - (float)now * CAMPAIGN_REVEAL_CAPTION);
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

static campaign_caption *next_caption(campaign_caption *out, int max, int *n, campaign_caption_kind kind, int loc)
{
    campaign_caption *cap = out && *n < max ? &out[*n] : NULL;
    (*n)++;
    if (cap) {
        memset(cap, 0, sizeof *cap);
        cap->kind = kind;
        cap->loc = loc;
        cap->loc2 = -1;
        cap->defender = -1;
    }
    return cap;
}

int campaign_reveal_captions(const campaign_screen *c, const campaign_resolution *res, campaign_caption *out, int max)
{
    int n = 0;
    char who[200];
    campaign_caption *cap;
    for (int l = 0; l < c->map.n_locations; l++) {
        int def = -1;
        uint8_t players = battle_at(res, l, &def);
        if (!players || !(cap = next_caption(out, max, &n, CAMPAIGN_CAPTION_BATTLE, l)))
            continue;
        cap->players = players;
        cap->defender = def;
        if (def >= 0) {
            names_of(players, def, who, sizeof who);
            /* TRANSLATORS: the reveal: "Battle at Hollin Cross: Ann attacks Bob, who defends" */
            snprintf(cap->text, sizeof cap->text, _("Battle at %s: %s attacks %s, who defends"), campaign_loc_name(c, l),
                     who, campaign_seat_label(def));
        } else {
            names_of(players, -1, who, sizeof who);
            /* TRANSLATORS: the reveal: a battle where nobody holds the place: "Battle at Millby: Ann and Bob meet" */
            snprintf(cap->text, sizeof cap->text, _("Battle at %s: %s meet"), campaign_loc_name(c, l), who);
        }
    }
    for (int k = 0; k < res->n_standoffs; k++) {
        if (!(cap = next_caption(out, max, &n, CAMPAIGN_CAPTION_STANDOFF, res->standoffs[k].loc)))
            continue;
        cap->players = res->standoffs[k].entrants;
        names_of(res->standoffs[k].entrants, -1, who, sizeof who);
        /* TRANSLATORS: the reveal: "Standoff at Millby: Ann and Bob each stand or withdraw" */
        snprintf(cap->text, sizeof cap->text, _("Standoff at %s: %s each stand or withdraw"),
                 campaign_loc_name(c, res->standoffs[k].loc), who);
    }
    for (int i = 0; i < res->forces.n_armies; i++) {
        /* Each head-on clash once: from the army that held its origin. */
        int j = res->fate[i] == CAMPAIGN_FATE_HELD ? head_on(c, res, i) : -1;
        if (j < 0 || !(cap = next_caption(out, max, &n, CAMPAIGN_CAPTION_CLASH, res->origin[i])))
            continue;
        cap->loc2 = res->origin[j];
        cap->players = (uint8_t)(1u << res->forces.armies[i].player | 1u << res->forces.armies[j].player);
        snprintf(who, sizeof who, "%s", campaign_seat_label(res->forces.armies[j].player));
        /* TRANSLATORS: the reveal: two armies met head-on on a road; the battle is at the end the second
         * held ("Clash on the road between Millby and Hollin Cross: Ann and Bob meet head-on and fight at
         * Millby") */
        snprintf(cap->text, sizeof cap->text, _("Clash on the road between %s and %s: %s and %s meet head-on and fight at %s"),
                 campaign_loc_name(c, res->origin[j]), campaign_loc_name(c, res->origin[i]), who,
                 campaign_seat_label(res->forces.armies[i].player), campaign_loc_name(c, res->origin[i]));
    }
    for (int i = 0; i < res->forces.n_armies; i++) {
        const campaign_army *ar = &res->forces.armies[i];
        if (!ar->defending || !(cap = next_caption(out, max, &n, CAMPAIGN_CAPTION_DEFEND, ar->loc)))
            continue;
        cap->players = (uint8_t)(1u << ar->player);
        /* TRANSLATORS: the reveal: "Ann's army 2 defends Millby" */
        snprintf(cap->text, sizeof cap->text, _("%s's army %d defends %s"), campaign_seat_label(ar->player), ar->id,
                 campaign_loc_name(c, ar->loc));
    }
    for (int k = 0; k < res->n_merged; k++) {
        int i = campaign_forces_find(&res->forces, res->merged[k].kept);
        if (i < 0 || !(cap = next_caption(out, max, &n, CAMPAIGN_CAPTION_MERGE, res->forces.armies[i].loc)))
            continue;
        cap->players = (uint8_t)(1u << res->forces.armies[i].player);
        snprintf(cap->text, sizeof cap->text, _("%s's armies %d and %d merged at %s"),
                 campaign_seat_label(res->forces.armies[i].player), res->merged[k].kept, res->merged[k].gone,
                 campaign_loc_name(c, res->forces.armies[i].loc));
    }
    for (int k = 0; k < res->n_created; k++) {
        int i = campaign_forces_find(&res->forces, res->created[k].id);
        if (i < 0 || !(cap = next_caption(out, max, &n, CAMPAIGN_CAPTION_CREATE, res->forces.armies[i].loc)))
            continue;
        cap->players = (uint8_t)(1u << res->forces.armies[i].player);
        snprintf(cap->text, sizeof cap->text, _("%s's army %d formed a new Regiment at %s"),
                 campaign_seat_label(res->forces.armies[i].player), res->created[k].parent,
                 campaign_loc_name(c, res->forces.armies[i].loc));
    }
    return n < max || !out ? n : max;
}

/* Where the armies met at a location came from: "Ann's army 1 came to Midmere from Westhold". */
static void log_arrivals(campaign_screen *c, const campaign_resolution *res, int loc)
{
    for (int i = 0; i < res->forces.n_armies; i++) {
        const campaign_army *ar = &res->forces.armies[i];
        if (ar->loc != loc || res->origin[i] < 0 || res->origin[i] == loc)
            continue;
        /* TRANSLATORS: the turn report: where an army that met others came from
         * ("Ann's army 1 came to Midmere from Westhold") */
        campaign_event(c, EVLOG_ENGAGEMENT, EVLOG_ALL, 0, loc, _("%s's army %d came to %s from %s"),
                       campaign_seat_label(ar->player), ar->id, campaign_loc_name(c, loc),
                       campaign_loc_name(c, res->origin[i]));
    }
}

void campaign_reveal_log(campaign_screen *c)
{
    /* The reveal to keep (and show again) from here on. */
    c->last_res = c->st.res;
    c->last_before = c->before;
    for (int i = 0; i < CAMPAIGN_MAX_ARMIES; i++) {
        c->last_to[i] = -1;
        if (i >= c->last_res.forces.n_armies)
            continue;
        c->last_to[i] = c->last_res.dest[i];
        for (int k = 0; k < c->st.n_orders; k++)
            if (c->st.orders[k].kind == CAMPAIGN_ORDER_MOVE && c->st.orders[k].army == c->last_res.forces.armies[i].id)
                c->last_to[i] = c->st.orders[k].to;
    }
    c->has_last = true;
    c->replaying = false;
    const campaign_resolution *res = &c->last_res;
    /* Every move that arrived, in words (the arrows say it on the map; the
     * panel and the log say it too). One stopped by a head-on clash has its
     * caption below. */
    for (int k = 0; k < c->st.n_orders; k++) {
        const campaign_order *o = &c->st.orders[k];
        int was = o->kind == CAMPAIGN_ORDER_MOVE ? campaign_forces_find(&c->last_before, o->army) : -1;
        int now = was >= 0 ? campaign_forces_find(&res->forces, o->army) : -1;
        if (now < 0 || res->forces.armies[now].loc != o->to)
            continue;
        /* TRANSLATORS: the reveal's log: "Ann's army 1 marched from Westhold to Midmere" */
        campaign_event(c, EVLOG_INFO, EVLOG_ALL, 0, o->to, _("%s's army %d marched from %s to %s"),
                       campaign_seat_label(res->forces.armies[now].player), o->army,
                       campaign_loc_name(c, c->last_before.armies[was].loc), campaign_loc_name(c, o->to));
    }
    campaign_caption caps[CAMPAIGN_REVEAL_CAPTIONS];
    int n = campaign_reveal_captions(c, res, caps, CAMPAIGN_REVEAL_CAPTIONS);
    static const evlog_kind kinds[] = { EVLOG_ENGAGEMENT, EVLOG_ENGAGEMENT, EVLOG_ENGAGEMENT,
                                        EVLOG_INFO,       EVLOG_PRODUCTION, EVLOG_PRODUCTION };
    for (int k = 0; k < n; k++) {
        /* A clash is placed where it is fought: the end its holder kept. */
        campaign_event(c, kinds[caps[k].kind], EVLOG_ALL, 0, caps[k].loc, "%s", caps[k].text);
        if (caps[k].kind == CAMPAIGN_CAPTION_BATTLE || caps[k].kind == CAMPAIGN_CAPTION_STANDOFF)
            log_arrivals(c, res, caps[k].loc);
    }
}
