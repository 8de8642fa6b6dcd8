/*
 * The reveal of Phase 3 in public (docs/campaign.md, "The client"), in stages
 * (internal.h gives the timeline): every army's move drawn as an arrow growing
 * from its origin while Defend shields and Create Regiment / Merge badges
 * appear; then the banners travel (two meeting head-on stop mid-route, facing;
 * an army merged away walks into the one it joined, a new Regiment splits off
 * its parent's banner); then one caption after another, each ringing its
 * location, each battle worded by its kind ("Ann attacks Bob, who defends";
 * "…, who is there without a Defend order" for an occupant with no Defend order;
 * "Ann and Bob fight for it" where nobody held the place). Once the standoffs
 * are chosen its second part tells each one's outcome (who stood, who
 * withdrew, whether a battle follows), the withdrawn walking home under a
 * struck-through arrow, and the battles that makes. Banners sharing a location
 * fan out; the map's counts and hover card follow what is drawn. The last
 * reveal is kept and can be shown again (campaign_reveal_again), both parts,
 * from the forces before it.
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
#define REVEAL_WITHDRAW CAMPAIGN_REVEAL_MOVES

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

bool campaign_revealing(const campaign_screen *c)
{
    return c->has_last && (c->step == CSTEP_REVEAL || c->replaying);
}

const campaign_resolution *campaign_reveal_res(const campaign_screen *c) { return &c->last_res; }

const campaign_forces *campaign_reveal_before(const campaign_screen *c) { return &c->last_before; }

/* The first part: the orders, the moves, its captions, a rest. */
float campaign_reveal_outcome_start(const campaign_screen *c)
{
    int n = campaign_reveal_captions(c, campaign_reveal_res(c), NULL, 0);
    return REVEAL_ORDERS + REVEAL_MOVES + (float)n * CAMPAIGN_REVEAL_CAPTION + REVEAL_REST;
}

float campaign_reveal_total(const campaign_screen *c)
{
    float t = campaign_reveal_outcome_start(c);
    if (c->has_outcome)
        t += REVEAL_WITHDRAW + (float)campaign_reveal_outcome_captions(c, NULL, 0) * CAMPAIGN_REVEAL_CAPTION + REVEAL_REST;
    return t;
}

/* Whether anim_t is in the second part (the standoffs' outcome). */
static bool in_outcome(const campaign_screen *c, float t)
{
    return c->has_outcome && t >= campaign_reveal_outcome_start(c);
}

int campaign_reveal_caption_at(const campaign_screen *c, float t)
{
    int n = campaign_reveal_captions(c, campaign_reveal_res(c), NULL, 0);
    if (in_outcome(c, t)) {
        /* The first outcome is told while the withdrawn walk home. */
        int m = campaign_reveal_outcome_captions(c, NULL, 0);
        if (m == 0)
            return n - 1;
        float k = (t - campaign_reveal_outcome_start(c) - REVEAL_WITHDRAW) / CAMPAIGN_REVEAL_CAPTION;
        int i = k < 0 ? 0 : (int)k;
        return n + (i < m ? i : m - 1);
    }
    float k = (t - REVEAL_ORDERS - REVEAL_MOVES) / CAMPAIGN_REVEAL_CAPTION;
    if (k < 0)
        return -1;
    return (int)k < n ? (int)k : n - 1;
}

const campaign_forces *campaign_shown_forces(const campaign_screen *c)
{
    if (!campaign_revealing(c)) {
        /* The standoff choices: the armies stand where the reveal left them. */
        if (c->has_last && c->st.phase == CAMPAIGN_PHASE_STANDOFFS)
            return &c->last_res.forces;
        return &c->st.forces;
    }
    if (c->anim_t < REVEAL_ORDERS + REVEAL_MOVES)
        return campaign_reveal_before(c);
    if (in_outcome(c, c->anim_t) && c->anim_t >= campaign_reveal_outcome_start(c) + REVEAL_WITHDRAW / 2)
        return &c->last_done.forces;
    return &campaign_reveal_res(c)->forces;
}

int campaign_shown_units(const campaign_screen *c, const campaign_view *v, int id)
{
    if (c->has_last) {
        bool revealing = campaign_revealing(c);
        if (revealing && c->anim_t < REVEAL_ORDERS) {
            int i = campaign_forces_find(&c->last_before, id);
            if (i >= 0)
                return c->last_units_before[i];
        } else if (revealing || c->st.phase == CAMPAIGN_PHASE_STANDOFFS) {
            /* Merges joined, new Regiments split off, as the reveal drew them. */
            int k = campaign_forces_find(&c->last_res.forces, id);
            if (k >= 0)
                return c->last_units_after[k];
        }
    }
    int i = v ? campaign_forces_find(&v->forces, id) : -1;
    int n = i >= 0 ? v->units[i] : campaign_army_units(&c->st, id);
    /* Units that fell in a battle over leave the roster only at Resolution:
     * the banner drops them as soon as the battle ends (play-test 11: "Battle
     * over" still showed the army's old size). */
    int p = campaign_army_player(&c->st, id);
    for (int k = 0; p >= 0 && k < c->st.players[p].n_units; k++)
        n -= c->st.players[p].units[k].army == id && c->st.players[p].units[k].fallen;
    return n > 0 ? n : 0;
}

bool campaign_banners_moving(const campaign_screen *c) { return campaign_revealing(c) && c->anim_t >= REVEAL_ORDERS; }

/* The army's index in the resolution's forces, -1 (gone: merged away). */
static int res_index(const campaign_screen *c, int index)
{
    return campaign_forces_find(&campaign_reveal_res(c)->forces, campaign_reveal_before(c)->armies[index].id);
}


/* A head-on pair's moves: to the middle of the route (MEET), a pause there
 * face to face, then on to the battle at the held end (GO). */
#define HEAD_ON_MEET 0.45f
#define HEAD_ON_GO 0.65f
/* A merged-away army walks into the one it joined in this share of the moves. */
#define MERGE_WALK 0.3f

/* The reveal's banners: every army before it (by index into last_before),
 * then each new Regiment (n_before + k, k into last_res.created). */
static int banner_count(const campaign_screen *c)
{
    return campaign_reveal_before(c)->n_armies + campaign_reveal_res(c)->n_created;
}

/* A banner's army in the resolution (res index, -1 merged away) and where it
 * starts the moves: its location and its place among those sharing it. */
static int banner_start(const campaign_screen *c, int index, int *loc, int *slot)
{
    const campaign_forces *f = campaign_reveal_before(c);
    const campaign_resolution *res = campaign_reveal_res(c);
    int from = index;
    int k = -1;
    if (index >= f->n_armies) {
        /* A new Regiment splits off its parent: it starts on the parent's place. */
        const campaign_created *cr = &res->created[index - f->n_armies];
        k = campaign_forces_find(&res->forces, cr->id);
        from = campaign_forces_find(f, cr->parent);
    } else {
        k = res_index(c, index);
    }
    *loc = -1;
    *slot = 0;
    if (from < 0)
        return k;
    *loc = f->armies[from].loc;
    for (int i = 0; i < from; i++)
        *slot += f->armies[i].loc == *loc;
    return k;
}

/* The army of the moment before the moves a banner starts as: its own, or a
 * new Regiment's parent. */
static int start_index(const campaign_screen *c, int index)
{
    const campaign_forces *f = campaign_reveal_before(c);
    if (index < f->n_armies)
        return index;
    return campaign_forces_find(f, campaign_reveal_res(c)->created[index - f->n_armies].parent);
}

/* Its place among the resolution's armies on a location, by res index. */
static int slot_among(const campaign_forces *f, int k, int loc)
{
    int slot = 0;
    for (int j = 0; j < k && j < f->n_armies; j++)
        slot += f->armies[j].loc == loc;
    return slot;
}

/* The armies of each of the reveal's three moments: before the moves, after
 * them, after the standoffs' outcome. */
static const campaign_forces *stage_forces(const campaign_screen *c, int stage)
{
    return stage == 0 ? campaign_reveal_before(c) : stage == 1 ? &campaign_reveal_res(c)->forces : &c->last_done.forces;
}

/* What the resting places depend on: the camera and every army's place. */
static uint64_t rest_key(const campaign_screen *c)
{
    uint64_t k = 1469598103934665603ull;
    const float cam[6] = { c->cam.zoom, c->cam.centre_x, c->cam.centre_y, (float)c->cam.viewport.x,
                           (float)c->cam.viewport.w * 7919 + (float)c->cam.viewport.h, (float)c->cam.viewport.y };
    const unsigned char *b = (const unsigned char *)cam;
    for (size_t i = 0; i < sizeof cam; i++)
        k = (k ^ b[i]) * 1099511628211ull;
    for (int s = 0; s < 3; s++) {
        const campaign_forces *f = stage_forces(c, s);
        k = (k ^ (uint64_t)f->n_armies) * 1099511628211ull;
        for (int i = 0; i < f->n_armies; i++)
            k = (k ^ ((uint64_t)f->armies[i].loc << 16 ^ (uint64_t)(uint16_t)f->armies[i].id)) * 1099511628211ull;
    }
    return k ^ (uint64_t)c->has_outcome;
}

/* Each banner's resting box at each moment, placed as the map places its
 * pieces (the model holds none during the reveal: they are added for the
 * question, then taken off). */
static void rest_update(ui *u, campaign_screen *c)
{
    uint64_t key = rest_key(c);
    if (key == c->rest.key && (c->rest.ok[0] || c->rest.ok[1]))
        return;
    c->rest.key = key;
    areamap_model *m = &c->model;
    int base = m->n_pieces;
    for (int s = 0; s < 3; s++) {
        const campaign_forces *f = stage_forces(c, s);
        c->rest.ok[s] = false;
        if (s == 2 && !c->has_outcome)
            continue;
        m->n_pieces = base;
        bool all = true;
        for (int i = 0; i < f->n_armies && all; i++) {
            areamap_piece *p = areamap_model_add_piece(m);
            all = p != NULL;
            if (!p)
                break;
            p->node = f->armies[i].loc;
            p->colour = campaign_seat_colour(f->armies[i].player);
            p->seat = (int8_t)f->armies[i].player;
            p->count = campaign_army_units(&c->st, f->armies[i].id);
            campaign_banner_tag(c, f->armies[i].id, p->tag, sizeof p->tag);
            p->flags = (uint8_t)(AREAMAP_PIECE_BANNER | (f->armies[i].main ? AREAMAP_PIECE_HERO : 0));
            p->id = f->armies[i].id;
        }
        for (int i = 0; all && i < f->n_armies && i < CAMPAIGN_MAX_ARMIES; i++)
            c->rest.r[s][i] = areamap_view_piece_rect(u, &c->cam, m, base + i);
        c->rest.ok[s] = all;
    }
    m->n_pieces = base;
}

/* A banner's screen point on a location at a slot of its fan: where the map
 * placed army `index` of that moment (`stage`), else beside its token. */
static void banner_at(const campaign_screen *c, int stage, int index, int loc, float slot, float *x, float *y)
{
    if (stage >= 0 && index >= 0 && index < CAMPAIGN_MAX_ARMIES && c->rest.ok[stage] &&
        index < stage_forces(c, stage)->n_armies && c->rest.r[stage][index].w > 0 &&
        c->rest.key == rest_key(c)) {
        *x = (float)c->rest.r[stage][index].x + 2;
        *y = (float)c->rest.r[stage][index].y;
        return;
    }
    areamap_camera_to_screen(&c->cam, (float)c->map.locations[loc].x, (float)c->map.locations[loc].y, x, y);
    *x += slot * 48 + 10; /* a flag "A2·3" wide */
    *y -= 26;
}

static float smooth(float t)
{
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    return t * t * (3 - 2 * t);
}

/* Where banner `index` stands at anim_t; false when it is not drawn (an army
 * merged away, once it has joined the other). */
static bool banner_place(const campaign_screen *c, int index, float *x, float *y)
{
    const campaign_resolution *res = campaign_reveal_res(c);
    int loc0, slot0;
    int k = banner_start(c, index, &loc0, &slot0);
    *x = *y = 0;
    if (loc0 < 0)
        return false;
    float t = (c->anim_t - REVEAL_ORDERS) / REVEAL_MOVES;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    float e = smooth(t);
    if (k < 0) {
        /* Merged away: it walks into the army it joined, then is part of it. */
        int gone = campaign_reveal_before(c)->armies[index].id, kept = -1;
        for (int m = 0; m < res->n_merged; m++)
            if (res->merged[m].gone == gone)
                kept = campaign_forces_find(campaign_reveal_before(c), res->merged[m].kept);
        float kx, ky;
        banner_at(c, 0, start_index(c, index), loc0, (float)slot0, x, y);
        if (kept < 0 || t >= MERGE_WALK)
            return kept < 0 && t < MERGE_WALK;
        int kl, ks;
        banner_start(c, kept, &kl, &ks);
        if (kl < 0)
            return false;
        banner_at(c, 0, kept, kl, (float)ks, &kx, &ky);
        float g = smooth(t / MERGE_WALK);
        *x += (kx - *x) * g;
        *y += (ky - *y) * g;
        return true;
    }
    int loc1 = res->forces.armies[k].loc, slot1 = slot_among(&res->forces, k, loc1);
    if (in_outcome(c, c->anim_t)) {
        /* The standoffs' outcome: the withdrawn walk home, the others close up. */
        const campaign_resolution *done = &c->last_done;
        float w = smooth((c->anim_t - campaign_reveal_outcome_start(c)) / REVEAL_WITHDRAW);
        int loc2 = done->forces.armies[k].loc, slot2 = slot_among(&done->forces, k, loc2);
        float x2, y2;
        banner_at(c, 1, k, loc1, (float)slot1, x, y);
        banner_at(c, 2, k, loc2, (float)slot2, &x2, &y2);
        *x += (x2 - *x) * w;
        *y += (y2 - *y) * w;
        return true;
    }
    float wx = (float)c->map.locations[loc0].x, wy = (float)c->map.locations[loc0].y;
    float slide = 0; /* from its place at the start to its place at the end */
    float back = 0; /* a head-on clash: each stops short of the middle, facing the other */
    int dest = index < campaign_reveal_before(c)->n_armies && c->last_to[k] >= 0 ? c->last_to[k] : res->dest[k];
    int fate = res->fate[k];
    float tx = wx, ty = wy;
    if (dest >= 0) {
        tx = (float)c->map.locations[dest].x;
        ty = (float)c->map.locations[dest].y;
    }
    float reach = e;
    if (campaign_reveal_head_on(c, res, k) >= 0) {
        /* They meet in the middle of the route and stop there, facing; then
         * the held one is back at its origin and the other goes on into it. */
        float m = smooth(t < HEAD_ON_MEET ? t / HEAD_ON_MEET : 1);
        float g = smooth(t <= HEAD_ON_GO ? 0 : (t - HEAD_ON_GO) / (1 - HEAD_ON_GO));
        reach = 0.5f * m + (fate == CAMPAIGN_FATE_HELD ? -0.5f : 0.5f) * g;
        back = 18.0f * m * (1 - g);
        slide = g;
    } else if (fate == CAMPAIGN_FATE_HELD) {
        reach = 0.5f * e; /* a clash with no partner found: it stops mid-route */
        back = 18.0f * e;
    } else {
        slide = e;
    }
    float sx0, sy0, sx1, sy1;
    areamap_camera_to_screen(&c->cam, wx, wy, &sx0, &sy0);
    areamap_camera_to_screen(&c->cam, tx, ty, &sx1, &sy1);
    /* Its place beside the token at each end, as the map places it there. */
    float ax, ay, bx, by, lx, ly;
    banner_at(c, 0, start_index(c, index), loc0, (float)slot0, &ax, &ay);
    banner_at(c, 1, k, loc1, (float)slot1, &bx, &by);
    areamap_camera_to_screen(&c->cam, (float)c->map.locations[loc1].x, (float)c->map.locations[loc1].y, &lx, &ly);
    float ox = (ax - sx0) + ((bx - lx) - (ax - sx0)) * slide, oy = (ay - sy0) + ((by - ly) - (ay - sy0)) * slide;
    *x = sx0 + (sx1 - sx0) * reach;
    *y = sy0 + (sy1 - sy0) * reach;
    float dx = sx1 - sx0, dy = sy1 - sy0, len = sqrtf(dx * dx + dy * dy);
    if (back > 0 && len > 1) {
        *x -= dx / len * back;
        *y -= dy / len * back;
    }
    if (back > 0.5f) { /* on the road: no fan-out, the pair stands apart by `back` */
        ox = 10; /* a flag "A2·3" wide */
        oy = -26;
    }
    *x += ox;
    *y += oy;
    return true;
}

void campaign_banner_pos(const campaign_screen *c, int index, float *x, float *y)
{
    if (!campaign_banners_moving(c)) {
        /* The board's piece stands there: only the reveal asks this. */
        const campaign_army *ar = &c->st.forces.armies[index];
        areamap_camera_to_screen(&c->cam, (float)c->map.locations[ar->loc].x, (float)c->map.locations[ar->loc].y, x, y);
        return;
    }
    banner_place(c, index, x, y);
}

/* The army a banner stands for: its id, its owner, whether the Hero leads it,
 * and the units it shows (before the moves, or with merges and new Regiments). */
static const campaign_army *banner_army(const campaign_screen *c, int index, int *units)
{
    const campaign_forces *f = campaign_reveal_before(c);
    const campaign_resolution *res = campaign_reveal_res(c);
    int k;
    if (index < f->n_armies) {
        k = res_index(c, index);
        if (k < 0) {
            *units = c->last_units_before[index];
            return &f->armies[index];
        }
    } else {
        k = campaign_forces_find(&res->forces, res->created[index - f->n_armies].id);
        if (k < 0)
            return NULL;
    }
    *units = c->last_units_after[k];
    return &res->forces.armies[k];
}

void campaign_reveal_banners(ui *u, campaign_screen *c, int viewer)
{
    (void)viewer; /* the reveal is public: every count shown is the revealed one */
    if (!campaign_banners_moving(c) || !u->draw)
        return;
    rest_update(u, c);
    int n = banner_count(c);
    for (int i = 0; i < n; i++) {
        int units = 0;
        const campaign_army *ar = banner_army(c, i, &units);
        float x, y;
        if (!ar || !banner_place(c, i, &x, &y))
            continue;
        /* as big as the map draws it where it starts */
        int from = start_index(c, i), size = ui_px(u, 22);
        if (from >= 0 && from < CAMPAIGN_MAX_ARMIES && c->rest.ok[0] && c->rest.r[0][from].h > 0)
            size = c->rest.r[0][from].h;
        areamap_piece p = { 0 };
        p.colour = campaign_seat_colour(ar->player);
        p.count = units;
        campaign_banner_tag(c, ar->id, p.tag, sizeof p.tag);
        p.flags = (uint8_t)(AREAMAP_PIECE_BANNER | (ar->main ? AREAMAP_PIECE_HERO : 0));
        areamap_view_draw_piece(u, &c->cache, &p, ui_rect((int)x - 2, (int)y, size, size));
    }
}

int campaign_reveal_army_at(const campaign_screen *c, int sx, int sy)
{
    int n = banner_count(c);
    for (int i = n - 1; i >= 0; i--) {
        int units = 0;
        const campaign_army *ar = banner_army(c, i, &units);
        float x, y;
        if (!ar || !banner_place(c, i, &x, &y))
            continue;
        if (sx >= (int)x - 4 && sx < (int)x + 28 && sy >= (int)y && sy < (int)y + 28)
            return ar->id;
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

/* A cancelled move (held by a head-on clash, or withdrawn from a standoff):
 * its arrow dashed, struck through in the middle of what it drew. */
static void cancelled_arrow(SDL_Renderer *r, float x0, float y0, float x1, float y1, SDL_Color col)
{
    float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
    if (len < 1.0f)
        return;
    float ux = dx / len, uy = dy / len, head = 14.0f;
    if (head > len * 0.6f)
        head = len * 0.6f;
    for (float d = 0; d < len - head; d += 16.0f) {
        float e = d + 9.0f < len - head ? d + 9.0f : len - head;
        draw_line(r, x0 + ux * d, y0 + uy * d, x0 + ux * e, y0 + uy * e, 3, col);
    }
    SDL_Color hollow = col;
    hollow.a = (Uint8)(col.a / 2);
    fill_triangle(r, x1, y1, x1 - ux * head - uy * head * 0.6f, y1 - uy * head + ux * head * 0.6f,
                  x1 - ux * head + uy * head * 0.6f, y1 - uy * head - ux * head * 0.6f, hollow);
    float mx = x0 + dx * 0.5f, my = y0 + dy * 0.5f;
    SDL_Color strike = { 255, 120, 90, col.a };
    draw_line(r, mx - 8, my - 8, mx + 8, my + 8, 3, strike);
    draw_line(r, mx - 8, my + 8, mx + 8, my - 8, 3, strike);
}

void campaign_reveal_draw(ui *u, campaign_screen *c)
{
    if (!campaign_revealing(c))
        return;
    const campaign_resolution *res = campaign_reveal_res(c);
    float t = c->anim_t;
    bool outcome = in_outcome(c, t);
    const campaign_resolution *now_res = outcome ? &c->last_done : res;
    float a = t / REVEAL_ORDERS;
    a = a > 1 ? 1 : a;
    /* Moves: arrows growing from the origins; a head-on clash stops mid-route;
     * a move cancelled (held, or withdrawn once the standoff is told) is dashed
     * and struck through. */
    for (int i = 0; i < res->forces.n_armies; i++) {
        int to = c->last_to[i] >= 0 ? c->last_to[i] : res->dest[i];
        if (to < 0 || res->origin[i] < 0)
            continue;
        float x0, y0, x1, y1;
        to_screen(c, res->origin[i], &x0, &y0);
        to_screen(c, to, &x1, &y1);
        SDL_Color col = campaign_seat_colour(res->forces.armies[i].player);
        col.a = (Uint8)(255 * a);
        bool held = res->fate[i] == CAMPAIGN_FATE_HELD;
        bool withdrawn = outcome && now_res->fate[i] == CAMPAIGN_FATE_WITHDRAWN;
        if (withdrawn) {
            cancelled_arrow(u->r, x0, y0, x1, y1, col);
            continue;
        }
        float reach = held ? 0.46f : 1.0f;
        if (held)
            cancelled_arrow(u->r, x0, y0, x0 + (x1 - x0) * a * reach, y0 + (y1 - y0) * a * reach, col);
        else
            arrow(u->r, x0, y0, x0 + (x1 - x0) * a * reach, y0 + (y1 - y0) * a * reach, 4, col);
        if (held && t >= REVEAL_ORDERS + REVEAL_MOVES * HEAD_ON_MEET) {
            float mx = (x0 + x1) / 2, my = (y0 + y1) / 2;
            draw_line(u->r, mx - 9, my - 9, mx + 9, my + 9, 3, ui_rgb(255, 120, 90));
            draw_line(u->r, mx - 9, my + 9, mx + 9, my - 9, 3, ui_rgb(255, 120, 90));
            /* TRANSLATORS: marks a route where two armies met head-on and both turned back */
            campaign_map_pill(u, mx, my + (float)ui_px(u, 18), _("clash"), ui_rgb(255, 150, 120));
        }
    }
    /* Defend: a shield beside each defending army's location, appearing with the
     * orders and pulsing while the reveal lasts. */
    float pulse = 1.0f + 0.12f * sinf(t * 6.0f);
    for (int i = 0; i < now_res->forces.n_armies; i++) {
        const campaign_army *ar = &now_res->forces.armies[i];
        if (!ar->defending)
            continue;
        float x, y;
        to_screen(c, ar->loc, &x, &y);
        SDL_Color col = campaign_seat_colour(ar->player);
        col.a = (Uint8)(255 * a);
        shield(u->r, x - 34, y - 6, 18 * a * pulse, col);
    }
    /* Create Regiment and Merge, where they happened: the badge grows in. The
     * badges' offsets are in UI units (ui_px), as their text: a larger UI scale
     * keeps them apart: under a location its name, then the "battle" (or
     * "standoff") badge, then "+ new Regiment", then "merged" (the tag covered
     * the name; fixed pixels let the rows overlap at 200 %). */
    for (int k = 0; k < res->n_created; k++) {
        int i = campaign_forces_find(&res->forces, res->created[k].id);
        if (i < 0 || a <= 0)
            continue;
        float x, y;
        to_screen(c, res->forces.armies[i].loc, &x, &y);
        /* TRANSLATORS: a badge on the map: a Create Regiment order made a new army here */
        campaign_map_pill(u, x, y + (float)ui_px(u, 64) + (float)ui_px(u, 10) * (1 - a), _("+ new Regiment"),
                         ui_rgba(200, 230, 255, (Uint8)(255 * a)));
    }
    for (int k = 0; k < res->n_merged; k++) {
        int i = campaign_forces_find(&res->forces, res->merged[k].kept);
        if (i < 0 || a <= 0)
            continue;
        float x, y;
        to_screen(c, res->forces.armies[i].loc, &x, &y);
        /* TRANSLATORS: a badge on the map: two armies merged into one here */
        campaign_map_pill(u, x, y + (float)ui_px(u, 82) + (float)ui_px(u, 10) * (1 - a), _("merged"),
                         ui_rgba(200, 230, 255, (Uint8)(255 * a)));
    }
    /* The captions in turn: each place marked by the latest caption that has
     * come for it (a standoff, then its outcome, then its battle), the one on
     * screen ringed and told. */
    campaign_caption caps[2 * CAMPAIGN_REVEAL_CAPTIONS];
    int n = campaign_reveal_captions(c, res, caps, CAMPAIGN_REVEAL_CAPTIONS);
    if (c->has_outcome)
        n += campaign_reveal_outcome_captions(c, caps + n, CAMPAIGN_REVEAL_CAPTIONS);
    int now = campaign_reveal_caption_at(c, t);
    int mark[CAMPAIGN_MAX_LOCATIONS];
    for (int l = 0; l < CAMPAIGN_MAX_LOCATIONS; l++)
        mark[l] = -1;
    for (int k = 0; k <= now && k < n; k++) {
        campaign_caption_kind kind = caps[k].kind;
        if ((kind == CAMPAIGN_CAPTION_STANDOFF || kind == CAMPAIGN_CAPTION_BATTLE || kind == CAMPAIGN_CAPTION_OUTCOME) &&
            caps[k].loc >= 0 && caps[k].loc < CAMPAIGN_MAX_LOCATIONS)
            mark[caps[k].loc] = k;
    }
    for (int l = 0; l < c->map.n_locations && l < CAMPAIGN_MAX_LOCATIONS; l++) {
        if (mark[l] < 0)
            continue;
        const campaign_caption *cap = &caps[mark[l]];
        float x, y;
        to_screen(c, l, &x, &y);
        if (cap->kind == CAMPAIGN_CAPTION_BATTLE) {
            draw_ring(u->r, x, y, 30, 3, ui_rgb(240, 90, 80));
            /* TRANSLATORS: marks a location on the map where a battle will be fought */
            campaign_map_pill(u, x, y + (float)ui_px(u, 46), _("battle"), ui_rgb(255, 140, 120));
        } else if (cap->kind == CAMPAIGN_CAPTION_STANDOFF) {
            draw_ring(u->r, x, y, 30, 3, ui_rgb(255, 200, 90));
            /* TRANSLATORS: marks a location on the map where armies meet and must choose to stand or withdraw */
            campaign_map_pill(u, x, y + (float)ui_px(u, 46), _("standoff"), ui_rgb(255, 200, 90));
        } else {
            bool fought = cap->defender == -2; /* an outcome: -2 a battle follows */
            draw_ring(u->r, x, y, 30, 3, fought ? ui_rgb(240, 90, 80) : ui_rgb(170, 176, 190));
            /* TRANSLATORS: marks a location on the map where every army of a standoff withdrew: no battle */
            campaign_map_pill(u, x, y + (float)ui_px(u, 46), fought ? _("battle") : _("all withdrew"),
                             fought ? ui_rgb(255, 140, 120) : ui_rgb(210, 214, 226));
        }
    }
    if (now >= 0 && now < n && t < campaign_reveal_total(c) - REVEAL_REST) {
        float since = outcome ? t - campaign_reveal_outcome_start(c)
                              : t - REVEAL_ORDERS - REVEAL_MOVES - (float)now * CAMPAIGN_REVEAL_CAPTION;
        draw_caption(u, c, &caps[now], since);
    }
}

bool campaign_reveal_outcome(campaign_screen *c)
{
    if (!c->has_last || c->st.res.n_standoffs == 0 || !c->st.res.finished)
        return false;
    c->last_done = c->st.res;
    c->has_outcome = true;
    c->replaying = false;
    c->anim_t = campaign_reveal_outcome_start(c);
    campaign_reveal_log_outcome(c);
    return true;
}

void campaign_reveal_resume(campaign_screen *c)
{
    /* The armies where the orders found them (the rules move them once the
     * standoffs are settled), the reveal's panel lines as they were, and the
     * journal as saved: it told them already. */
    c->before = c->st.forces;
    int told = c->events.n;
    c->n_log = 0;
    campaign_reveal_log(c);
    c->events.n = told;
    c->anim_t = campaign_reveal_total(c); /* shown whole, as when it was saved */
    c->hover = -1;
}
