/*
 * Drawing the board (see board_view.h).
 */
#include "board/view.h"
#include "board/sight.h"
#include "board/view_shot.h"
#include "board/worst.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "skirmish/core/esc/describe.h"
#include "skirmish/i18n.h"

/* Blue against vermilion stays distinct for the common colour blindnesses; the
 * tokens' shapes (disc, hexagon) tell the sides apart as well. */
const SDL_Color board_side_colour[ESC_SIDES] = { UI_SEAT_COLOUR_0, UI_SEAT_COLOUR_1 }; /* the shell's seat colours */

/* One battle is on screen at a time: the colours and emblems of the game it
 * belongs to. */
static SDL_Color side_colour[ESC_SIDES] = { UI_SEAT_COLOUR_0, UI_SEAT_COLOUR_1 };
static int side_shape[ESC_SIDES] = { 0, 1 };

SDL_Color board_colour(int side)
{
    return side_colour[side & 1];
}

void board_use_look(const SDL_Color colours[ESC_SIDES], const int emblems[ESC_SIDES])
{
    for (int s = 0; s < ESC_SIDES; s++) {
        side_colour[s] = colours ? colours[s] : board_side_colour[s];
    }
    board_use_emblems(emblems); /* board/view_marks.c keeps them: a token's card names its mark */
}

void board_use_shapes(const int shapes[ESC_SIDES])
{
    for (int s = 0; s < ESC_SIDES; s++)
        side_shape[s] = shapes ? shapes[s] & 1 : s;
}

static bool same_colour(SDL_Color a, SDL_Color b)
{
    return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a;
}

static void copy_tinted(SDL_Renderer *r, SDL_Texture *t, SDL_Rect dst, SDL_Color tint, float alpha)
{
    SDL_SetTextureColorMod(t, tint.r, tint.g, tint.b);
    SDL_SetTextureAlphaMod(t, (Uint8)(alpha * 255.0f));
    SDL_RenderCopy(r, t, NULL, &dst);
    SDL_SetTextureColorMod(t, 255, 255, 255);
    SDL_SetTextureAlphaMod(t, 255);
}

static SDL_Color with_alpha(SDL_Color c, int a)
{
    c.a = (Uint8)(a < 0 ? 0 : a > 255 ? 255 : a);
    return c;
}

/* ---- cached layers ---- */

/* Square overlays that change only when the selection does; they are drawn into
 * the cached board layer. */
typedef struct square_sets {
    esc_bits threat, reach, deploy, home_tint;
} square_sets;


enum { OVERLAY_THREAT, OVERLAY_REACH, OVERLAY_DEPLOY };

static SDL_Texture *target_texture(SDL_Renderer *r, int w, int h)
{
    SDL_Texture *t = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    if (t)
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    return t;
}

/* The per-square overlay tiles for the current square size. */
static SDL_Texture *overlay_tile(ui *u, int kind, int sq)
{
    assets *as = &u->app->assets;
    if (as->overlay_size != sq) {
        for (int i = 0; i < 4; i++)
            if (as->overlay[i]) {
                SDL_DestroyTexture(as->overlay[i]);
                as->overlay[i] = NULL;
            }
        as->overlay_size = sq;
    }
    if (as->overlay[kind])
        return as->overlay[kind];
    SDL_Texture *t = target_texture(u->r, sq, sq);
    if (!t)
        return NULL;
    SDL_Texture *old = SDL_GetRenderTarget(u->r);
    SDL_SetRenderTarget(u->r, t);
    SDL_SetRenderDrawBlendMode(u->r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(u->r, 0, 0, 0, 0);
    SDL_RenderClear(u->r);
    float f = (float)sq;
    SDL_Rect all = { 0, 0, sq, sq };
    switch (kind) {
    case OVERLAY_THREAT:
        SDL_SetRenderDrawColor(u->r, 255, 140, 30, 46);
        SDL_RenderFillRect(u->r, &all);
        for (int k = 1; k < 4; k++) {
            float o = f * (float)k / 4.0f;
            draw_line(u->r, o, 0, 0, o, 2, ui_rgba(255, 150, 40, 130));
            draw_line(u->r, f, o, o, f, 2, ui_rgba(255, 150, 40, 130));
        }
        break;
    case OVERLAY_REACH:
        SDL_SetRenderDrawColor(u->r, 80, 160, 255, 58);
        SDL_RenderFillRect(u->r, &all);
        draw_disc(u->r, f / 2, f / 2, f * 0.07f, ui_rgba(150, 205, 255, 200));
        break;
    case OVERLAY_DEPLOY:
        SDL_SetRenderDrawColor(u->r, 110, 220, 120, 70);
        SDL_RenderFillRect(u->r, &all);
        break;
    }
    SDL_SetRenderTarget(u->r, old);
    as->overlay[kind] = t;
    return t;
}

static void overlay_square(ui *u, const board_layout *l, int kind, int square)
{
    SDL_Texture *t = overlay_tile(u, kind, l->sq);
    SDL_Rect q = board_square_rect(l, square);
    if (t)
        SDL_RenderCopy(u->r, t, NULL, &q);
}

/* ---- pieces ---- */

static void draw_token_parts(ui *u, SDL_Rect r, int side, int portrait);

/* The unit's picture (shadow, token, portrait) at one size, drawn once. */
static SDL_Texture *unit_texture(ui *u, int side, int portrait, int size)
{
    assets *as = &u->app->assets;
    if (portrait < 0 || portrait >= PORTRAIT_COUNT)
        portrait = 0;
    /* Drawn for another size, or in another look (the last battle's players):
     * drawn again. */
    static int tex_shape[ESC_SIDES] = { 0, 1 }; /* the shapes the textures were drawn in */
    for (int s = 0; s < ESC_SIDES; s++) {
        bool stale = as->unit_tex_size != size || !same_colour(as->unit_tex_colour[s], board_colour(s)) ||
                     as->unit_tex_emblem[s] != board_emblem(s) || tex_shape[s] != side_shape[s];
        tex_shape[s] = side_shape[s];
        if (!stale)
            continue;
        for (int i = 0; i < PORTRAIT_COUNT; i++)
            if (as->unit_tex[s][i]) {
                SDL_DestroyTexture(as->unit_tex[s][i]);
                as->unit_tex[s][i] = NULL;
            }
        as->unit_tex_colour[s] = board_colour(s);
        as->unit_tex_emblem[s] = board_emblem(s);
    }
    as->unit_tex_size = size;
    if (as->unit_tex[side][portrait])
        return as->unit_tex[side][portrait];
    SDL_Texture *t = target_texture(u->r, size, size);
    if (!t)
        return NULL;
    SDL_Texture *old = SDL_GetRenderTarget(u->r);
    SDL_SetRenderTarget(u->r, t);
    SDL_SetRenderDrawBlendMode(u->r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(u->r, 0, 0, 0, 0);
    SDL_RenderClear(u->r);
    draw_token_parts(u, ui_rect(0, 0, size, size), side, portrait);
    SDL_SetRenderTarget(u->r, old);
    as->unit_tex[side][portrait] = t;
    return t;
}

void board_draw_unit_token(ui *u, SDL_Rect r, int side, int portrait, float alpha, bool selected, bool cached)
{
    /* Only the board's units (many, every frame, one size) go through the cache;
     * the odd token elsewhere is drawn directly so sizes do not evict each other. */
    SDL_Texture *t = cached && r.w == r.h ? unit_texture(u, side, portrait, r.w) : NULL;
    if (t) {
        SDL_SetTextureAlphaMod(t, (Uint8)(alpha * 255.0f));
        SDL_RenderCopy(u->r, t, NULL, &r);
        SDL_SetTextureAlphaMod(t, 255);
    } else {
        draw_token_parts(u, r, side, portrait);
    }
    if (selected) {
        assets *as = &u->app->assets;
        float cx = (float)r.x + (float)r.w / 2, cy = (float)r.y + (float)r.h / 2, rad = (float)r.w * 0.42f;
        if (as->ring[side_shape[side]])
            copy_tinted(u->r, as->ring[side_shape[side]], r, ui_rgb(255, 236, 140), alpha);
        else
            draw_ring(u->r, cx, cy, rad + 3, 3, ui_rgba(255, 236, 140, (int)(255 * alpha)));
    }
}

static void draw_token_parts(ui *u, SDL_Rect r, int side, int portrait)
{
    assets *as = &u->app->assets;
    float cx = (float)r.x + (float)r.w / 2, cy = (float)r.y + (float)r.h / 2, rad = (float)r.w * 0.42f;
    SDL_Color c = board_colour(side);
    int shape = side_shape[side];
    if (as->token[shape]) {
        /* The generated token carries its own shadow; the portrait is drawn in the
         * same rectangle (its glyph is already sized to sit inside the rim). */
        copy_tinted(u->r, as->token[shape], r, c, 1.0f);
    } else {
        draw_disc(u->r, cx + rad * 0.06f, cy + rad * 0.10f, rad * 0.98f, ui_rgba(0, 0, 0, 90));
        if (shape == 0)
            draw_disc(u->r, cx, cy, rad, c);
        else
            draw_diamond(u->r, cx, cy, rad * 1.12f, c);
    }
    if (portrait >= 0 && portrait < PORTRAIT_COUNT && as->portrait[portrait])
        copy_tinted(u->r, as->portrait[portrait], r, ui_rgb(255, 255, 255), 1.0f);
    /* The side's emblem on the rim, so colour is not the only sign of the side. */
    ui_emblem(u->r, board_emblem(side), (float)r.x + (float)r.w * 0.2f, (float)r.y + (float)r.h * 0.2f,
              (float)r.w * 0.1f, ui_rgb(246, 246, 250));
}

/* One segment per point of maximum Health, so a 4-Health unit never reads as a
 * 2-Health one: the segments and the gaps between them are laid on whole pixels
 * (a fractional gap rounded away made two full segments look like one, play-test 4
 * CA medium 2), the gap growing with the square so it stays visible at 200 %. A
 * lost point stays drawn as a dark, hollow segment. */
static void draw_health(ui *u, float cx, float top, float width, const esc_unit_state *st, int health, int preview,
                        float alpha)
{
    int segments = st->max_health > 0 ? st->max_health : 1;
    int w = (int)(width + 0.5f), h = (int)(width * 0.11f + 0.5f);
    if (h < 3)
        h = 3;
    int gap = (int)(width / 40.0f + 0.5f);
    if (gap < 1)
        gap = 1;
    if (w - gap * (segments - 1) < segments * 2)
        gap = 0; /* too many points for gaps: one continuous bar */
    int x0 = (int)(cx - width / 2 + 0.5f), y0 = (int)top;
    SDL_Rect back = { x0 - 1, y0 - 1, w + 2, h + 2 };
    ui_fill(u, back, ui_rgba(10, 10, 14, (int)(200 * alpha)));
    float seg_w = (float)(w - gap * (segments - 1)) / (float)segments;
    Uint32 blink = (app_ticks(u->app) / 250) % 2;
    for (int i = 0; i < segments; i++) {
        int left = x0 + (int)((float)i * seg_w + 0.5f) + i * gap;
        int right = x0 + (int)((float)(i + 1) * seg_w + 0.5f) + i * gap;
        SDL_Rect s = { left, y0, right - left, h };
        SDL_Color c;
        if (i >= health) {
            c = ui_rgba(60, 60, 66, (int)(255 * alpha));
            ui_fill(u, s, c);
            if (s.w > 2 && h > 2) { /* hollow: a lost point is an empty box */
                SDL_Rect in = { s.x + 1, s.y + 1, s.w - 2, s.h - 2 };
                ui_fill(u, in, ui_rgba(22, 22, 26, (int)(255 * alpha)));
            }
            continue;
        }
        if (i >= health - preview)
            c = blink ? ui_rgba(255, 240, 200, (int)(255 * alpha)) : ui_rgba(255, 120, 40, (int)(255 * alpha));
        else {
            float frac = (float)health / (float)segments;
            c = frac > 0.5f ? ui_rgba(90, 210, 100, (int)(255 * alpha))
                            : frac > 0.25f ? ui_rgba(240, 200, 60, (int)(255 * alpha)) : ui_rgba(235, 70, 60, (int)(255 * alpha));
        }
        ui_fill(u, s, c);
    }
}

static void draw_statuses(ui *u, const board_layout *l, const esc_game *g, int id, SDL_Rect sq, float alpha)
{
    const esc_unit_state *st = &g->units[id];
    bool on[5] = {
        (st->flags & ESC_UF_STANCE) != 0,
        esc_game_is_suppressed(g, id),
        !esc_game_targetable(g, id),
        esc_game_is_overcharged(g, id),
        st->guarded_by != ESC_NO_UNIT,
    };
    static const SDL_Color fallback[5] = { { 120, 200, 255, 255 }, { 250, 170, 60, 255 }, { 200, 200, 255, 255 },
                                           { 255, 230, 60, 255 }, { 120, 255, 170, 255 } };
    /* One under the other in the token's right column, smaller when many. */
    SDL_Rect slot = board_token_slot(sq, BOARD_SLOT_STATUS);
    int n = 0;
    for (int i = 0; i < 5; i++)
        n += on[i];
    int size = n > 0 && slot.h / n < slot.w ? slot.h / n : slot.w, y = slot.y;
    for (int i = 0; i < 5; i++) {
        if (!on[i])
            continue;
        SDL_Rect r = { slot.x + slot.w - size, y, size, size };
        if (u->app->assets.status[i])
            copy_tinted(u->r, u->app->assets.status[i], r, ui_rgb(255, 255, 255), alpha);
        else
            draw_disc(u->r, (float)r.x + size / 2.0f, (float)r.y + size / 2.0f, size / 2.5f, fallback[i]);
        ui_tooltip_clear(u, r, board_status_text(i), board_tooltip_keep_clear(l, sq)); /* not over the unit */
        y += size;
    }
}

/* Health each unit would lose if `action` were played now: the damage preview. */
static void preview_losses(const esc_game *g, const esc_action *a, int loss[ESC_MAX_UNITS])
{
    memset(loss, 0, sizeof(int) * ESC_MAX_UNITS);
    if (esc_game_test_action(g, a) != ESC_OK)
        return;
    esc_game after = *g;
    esc_game_apply(&after, a, NULL);
    for (int i = 0; i < ESC_MAX_UNITS; i++) {
        int before = g->units[i].square != ESC_NO_SQUARE ? g->units[i].health : 0;
        int now = after.units[i].square != ESC_NO_SQUARE ? after.units[i].health : 0;
        loss[i] = before > now ? before - now : 0;
    }
}

/* The action a click on `square` would make now, if any (for the preview). */
static bool hovered_action(const board_input *in, const esc_game *g, int square, esc_action *out)
{
    if (square == ESC_NO_SQUARE || in->selected == ESC_NO_UNIT || esc_unit_side(in->selected) != g->active)
        return false;
    int target = g->occupant[square];
    if (target == ESC_NO_UNIT)
        return false;
    if (in->mode == BOARD_INPUT_UNIT_SELECTED || in->mode == BOARD_INPUT_CHOOSE_ATTACK) {
        *out = esc_action_make(ESC_ACT_ATTACK, in->selected, ESC_AB_NONE, ESC_NO_SQUARE, target);
        return true;
    }
    if (in->mode == BOARD_INPUT_CHOOSE_ABILITY && in->ability != ESC_AB_NONE) {
        esc_ability_targeting t = esc_ability_get(in->ability)->targeting;
        if (t == ESC_TARGETS_ENEMY)
            *out = esc_action_make(ESC_ACT_ABILITY, in->selected, in->ability, ESC_NO_SQUARE, target);
        else if (t == ESC_TARGETS_SQUARE_AND_ENEMY && in->step == 1)
            *out = esc_action_make(ESC_ACT_ABILITY, in->selected, in->ability, in->picked_square, target);
        else
            return false;
        return true;
    }
    return false;
}

static void draw_target_marker(ui *u, SDL_Rect r, bool visible)
{
    float cx = (float)r.x + (float)r.w / 2, cy = (float)r.y + (float)r.h / 2, rad = (float)r.w * 0.46f;
    if (visible) {
        /* In sight: a solid red reticle. */
        draw_ring(u->r, cx, cy, rad, (float)r.w * 0.06f, ui_rgba(255, 64, 52, 235));
        float a = rad * 0.35f;
        draw_line(u->r, cx - rad - 2, cy, cx - rad + a, cy, 3, ui_rgba(255, 64, 52, 235));
        draw_line(u->r, cx + rad - a, cy, cx + rad + 2, cy, 3, ui_rgba(255, 64, 52, 235));
        draw_line(u->r, cx, cy - rad - 2, cx, cy - rad + a, 3, ui_rgba(255, 64, 52, 235));
        draw_line(u->r, cx, cy + rad - a, cx, cy + rad + 2, 3, ui_rgba(255, 64, 52, 235));
    } else {
        /* In range but out of sight: a grey cross over the whole unit, on a dark
         * outline so it shows on every tile, the objective zone and any portrait,
         * and a dashed square round it. */
        float k = (float)r.w * 0.30f, wide = (float)r.w * 0.13f + 3.0f, thin = (float)r.w * 0.08f + 1.0f;
        SDL_Color dark = ui_rgba(16, 16, 22, 230), grey = ui_rgba(196, 198, 206, 250);
        draw_line(u->r, cx - k, cy - k, cx + k, cy + k, wide, dark);
        draw_line(u->r, cx - k, cy + k, cx + k, cy - k, wide, dark);
        draw_line(u->r, cx - k, cy - k, cx + k, cy + k, thin, grey);
        draw_line(u->r, cx - k, cy + k, cx + k, cy - k, thin, grey);
        float x0 = (float)r.x + 3, y0 = (float)r.y + 3, x1 = (float)(r.x + r.w) - 3, y1 = (float)(r.y + r.h) - 3;
        for (int i = 0; i < 4; i++) {
            float t0 = (float)i / 4.0f + 0.03f, t1 = t0 + 0.16f;
            for (int pass = 0; pass < 2; pass++) {
                float wl = pass ? 2.0f : 4.0f;
                SDL_Color c = pass ? grey : dark;
                draw_line(u->r, x0 + (x1 - x0) * t0, y0, x0 + (x1 - x0) * t1, y0, wl, c);
                draw_line(u->r, x0 + (x1 - x0) * t0, y1, x0 + (x1 - x0) * t1, y1, wl, c);
                draw_line(u->r, x0, y0 + (y1 - y0) * t0, x0, y0 + (y1 - y0) * t1, wl, c);
                draw_line(u->r, x1, y0 + (y1 - y0) * t0, x1, y0 + (y1 - y0) * t1, wl, c);
            }
        }
    }
}

/* The action a click on an enemy at `target` would make in the current mode. */
static esc_action aim_at(const board_input *in, int target)
{
    if (in->mode == BOARD_INPUT_CHOOSE_ABILITY && in->ability != ESC_AB_NONE)
        return esc_action_make(ESC_ACT_ABILITY, in->selected, in->ability,
                               in->ability == ESC_AB_CHARGE ? in->picked_square : ESC_NO_SQUARE, target);
    return esc_action_make(ESC_ACT_ATTACK, in->selected, ESC_AB_NONE, ESC_NO_SQUARE, target);
}

/* The squares an attack (or attacking ability) of the selected unit could aim at,
 * split into those in sight and those only in range. Only what the unit may still
 * do is shown: the rules refuse an aim that has already attacked, is overcharged,
 * suppressed or out of actions, and a target it may not take (untargetable); only
 * a refusal for line of sight alone keeps the "in range, out of sight" mark. */
static bool attack_sets(const board_input *in, const esc_game *g, esc_bits *in_range, esc_bits *visible)
{
    if (in->selected == ESC_NO_UNIT || esc_unit_side(in->selected) != g->active || g->phase != ESC_PHASE_BATTLE ||
        !esc_game_unit_alive(g, in->selected))
        return false;
    bool attacking_ability = in->mode == BOARD_INPUT_CHOOSE_ABILITY && in->ability != ESC_AB_NONE &&
                             esc_ability_get(in->ability)->attacks;
    if (in->mode != BOARD_INPUT_UNIT_SELECTED && in->mode != BOARD_INPUT_CHOOSE_ATTACK && !attacking_ability)
        return false;
    if (attacking_ability && in->ability == ESC_AB_CHARGE && in->step != 1)
        return false;
    esc_bits unseen;
    board_attacks_from(g, in->selected, NULL, aim_at(in, ESC_NO_UNIT), visible, &unseen);
    *in_range = *visible | unseen;
    return true;
}

/* The squares the Threats overlay marks: what the other side can hit from
 * where one move takes it (esc_game_threats), and the square of every unit
 * the worst case says it can damage next turn, by whatever sequence of two
 * actions (a move then a Charge goes further than a move then an attack): the
 * overlay and the damage badges then never disagree (play-test 3, Campaign). */
static esc_bits threat_squares(const esc_game *g, int viewer)
{
    esc_bits out = esc_game_threats(g, viewer ^ 1);
    const esc_worst_case *w = board_worst_case(g, viewer);
    /* Under the viewer's own units only the worst case speaks, as on their
     * card (play-test 6: the hatching said "reachable", the card "out of its
     * reach"). */
    for (int id = viewer * ESC_SQUAD_MAX; w && id < (viewer + 1) * ESC_SQUAD_MAX; id++) {
        int sq = g->units[id].square;
        if (sq == ESC_NO_SQUARE || !esc_game_unit_alive(g, id))
            continue;
        if (board_worst_threatened(w, id))
            out |= esc_bit(sq);
        else
            out &= ~esc_bit(sq);
    }
    return out;
}

esc_bits board_threatened_units(const esc_game *g, const board_input *in)
{
    if (!in->show_threats || g->phase != ESC_PHASE_BATTLE)
        return 0;
    int viewer = board_threat_viewer(g, in);
    esc_bits hit = threat_squares(g, viewer), out = 0;
    for (int id = viewer * ESC_SQUAD_MAX; id < (viewer + 1) * ESC_SQUAD_MAX; id++) {
        int sq = g->units[id].square;
        if (esc_game_unit_alive(g, id) && sq != ESC_NO_SQUARE && (hit & esc_bit(sq)) && esc_game_targetable(g, id))
            out |= esc_bit(sq);
    }
    return out;
}

static square_sets square_sets_for(const esc_game *g, const board_input *in, bool playing)
{
    square_sets s = { 0, 0, 0, 0 };
    if (g->phase == ESC_PHASE_DEPLOY)
        s.home_tint = (esc_game_home(g, 0) | esc_game_home(g, 1)) & ~g->obstacles; /* swapped by a campaign battle */
    if (playing)
        return s;
    /* Threats: a warm diagonal hatch on squares the other side can hit next turn. */
    if (in->show_threats && g->phase == ESC_PHASE_BATTLE)
        s.threat = threat_squares(g, board_threat_viewer(g, in));
    esc_bits clickable = board_input_clickable(in, g);
    if (in->mode == BOARD_INPUT_DEPLOY)
        s.deploy = clickable;
    int mover = in->mode == BOARD_INPUT_COMMAND_SQUARE ? in->command_ally : in->selected;
    if (board_moving_mode(in) && mover != ESC_NO_UNIT && esc_game_unit_alive(g, mover) && board_may_move(in, g, mover))
        s.reach = in->mode == BOARD_INPUT_CHOOSE_ABILITY ? board_ability_reach(g, clickable, mover) : esc_game_reachable(g, mover);
    return s;
}

/* The allies an ability (Feint, Guardian) or Command Forward may pick now. */
static esc_bits ally_pick_squares(const board_input *in, const esc_game *g)
{
    if ((in->mode == BOARD_INPUT_CHOOSE_ABILITY && in->ability != ESC_AB_NONE &&
         (esc_ability_get(in->ability)->targeting == ESC_TARGETS_ALLY || in->ability == ESC_AB_COMMAND_FORWARD)) ||
        in->mode == BOARD_INPUT_COMMAND_UNIT)
        return board_input_clickable(in, g);
    return 0;
}

/* A pickable ally's green ring, over its token and its blue stance ring, at
 * the square's rim: always seen (play-test 12: the stance ring hid it). */
static void draw_pick_ring(ui *u, const board_layout *l, int square)
{
    SDL_Rect q = board_square_rect(l, square);
    draw_ring(u->r, (float)q.x + q.w / 2.0f, (float)q.y + q.h / 2.0f, (float)q.w * 0.47f, (float)q.w * 0.06f,
              ui_rgba(110, 240, 160, 230));
}

static void draw_overlays(ui *u, const board_layout *l, const esc_game *g, const board_input *in)
{
    SDL_Renderer *r = u->r;
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    esc_bits clickable = board_input_clickable(in, g);
    bool moving = board_moving_mode(in);
    int mover = in->mode == BOARD_INPUT_COMMAND_SQUARE ? in->command_ally : in->selected;
    /* The path to the hovered reachable square (the squares themselves are in the
     * board layer, see square_sets_for). */
    if (moving && mover != ESC_NO_UNIT && esc_game_unit_alive(g, mover) && board_may_move(in, g, mover)) {
        esc_bits reach = esc_game_reachable(g, mover);
        if (in->mode == BOARD_INPUT_CHOOSE_ABILITY)
            reach = clickable & ~esc_game_unit_squares(g); /* the path goes to other squares only */
        /* Where the move would give a shot: a crosshair (play-test 15). */
        for (esc_bits b = board_shot_squares(g, in, reach); b; b &= b - 1)
            board_draw_shot_mark(u, board_square_rect(l, __builtin_ctzll(b)));
        int8_t path[ESC_PATH_MAX];
        int n = in->hovered != ESC_NO_SQUARE && (reach & esc_bit(in->hovered)) ? esc_game_path(g, mover, in->hovered, path) : 0;
        float px, py;
        board_to_pixels(l, (float)esc_square_file(g->units[mover].square) + 0.5f,
                        (float)esc_square_rank(g->units[mover].square) + 0.5f, &px, &py);
        for (int i = 0; i < n; i++) {
            float qx, qy;
            board_to_pixels(l, (float)esc_square_file(path[i]) + 0.5f, (float)esc_square_rank(path[i]) + 0.5f, &qx, &qy);
            draw_line(r, px, py, qx, qy, (float)l->sq * 0.08f, ui_rgba(170, 220, 255, 220));
            draw_disc(r, qx, qy, (float)l->sq * (i == n - 1 ? 0.14f : 0.07f), ui_rgba(170, 220, 255, 235));
            px = qx;
            py = qy;
        }
    }
    /* Targets (in sight, or in range but blocked) are drawn over the units: see
     * draw_marks_over_units. */
    esc_bits in_range = 0, visible = 0;
    attack_sets(in, g, &in_range, &visible);
    /* Ally targets of feint and guardian, and command-forward's allies: their
     * green ring is drawn over the tokens (draw_pick_ring). */
    /* Line of sight to a hovered enemy (sight.c). */
    int hovered_unit = in->hovered != ESC_NO_SQUARE ? g->occupant[in->hovered] : ESC_NO_UNIT;
    if (hovered_unit != ESC_NO_UNIT && in->selected != ESC_NO_UNIT && (in_range & esc_bit(in->hovered)))
        board_draw_sight_line(u, l, g, in);
}

/* What the current choice marks over the units, so no token hides it: the
 * targets (a red reticle in sight, a grey cross in range but out of sight), the
 * unit's own square when Charge or Tactical Retreat may end there, and the
 * ghost of a charging unit at the square chosen in Charge's first step. */
static void draw_marks_over_units(ui *u, const board_layout *l, const esc_game *g, const board_input *in,
                                  const int portraits[ESC_SIDES][ESC_SQUAD_MAX], const esc_squad *const squads[ESC_SIDES])
{
    esc_bits in_range = 0, visible = 0;
    if (attack_sets(in, g, &in_range, &visible))
        for (int sq = 0; sq < ESC_SQUARES; sq++)
            if ((in_range & esc_bit(sq)) && g->occupant[sq] == ESC_NO_UNIT) /* on a unit: under its badges */
                draw_target_marker(u, board_square_rect(l, sq), (visible & esc_bit(sq)) != 0);
    int unit = in->selected;
    if (in->mode != BOARD_INPUT_CHOOSE_ABILITY || in->ability == ESC_AB_NONE || unit == ESC_NO_UNIT ||
        !esc_game_unit_alive(g, unit))
        return;
    int own = g->units[unit].square;
    esc_ability_targeting t = esc_ability_get(in->ability)->targeting;
    bool picking = t == ESC_TARGETS_SQUARE || (t == ESC_TARGETS_SQUARE_AND_ENEMY && in->step == 0);
    if (picking && (board_input_clickable(in, g) & esc_bit(own))) {
        /* Staying put is a choice: the own square is framed in the reach colour. */
        SDL_Rect q = board_square_rect(l, own);
        int th = l->sq / 16 + 2;
        ui_frame(u, ui_rect(q.x + 1, q.y + 1, q.w - 2, q.h - 2), ui_rgba(16, 20, 30, 220), th + 2);
        ui_frame(u, ui_rect(q.x + 2, q.y + 2, q.w - 4, q.h - 4), ui_rgba(150, 205, 255, 245), th);
    }
    if (t == ESC_TARGETS_SQUARE_AND_ENEMY && in->step == 1 && in->picked_square >= 0 && in->picked_square < ESC_SQUARES &&
        in->picked_square != own) {
        /* Where the charge starts from: the unit's ghost, and a line from it. */
        float x0, y0, x1, y1;
        board_to_pixels(l, (float)esc_square_file(own) + 0.5f, (float)esc_square_rank(own) + 0.5f, &x0, &y0);
        board_to_pixels(l, (float)esc_square_file(in->picked_square) + 0.5f, (float)esc_square_rank(in->picked_square) + 0.5f,
                        &x1, &y1);
        /* From the token's rim to the ghost's, not across either portrait. */
        float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy), rim = (float)l->sq * 0.46f;
        if (len > 2.0f * rim)
            draw_line(u->r, x0 + dx * rim / len, y0 + dy * rim / len, x1 - dx * rim / len, y1 - dy * rim / len,
                      (float)l->sq * 0.06f, ui_rgba(255, 190, 90, 200));
        int side = esc_unit_side(unit), slot = esc_unit_slot(unit);
        int portrait = slot < squads[side]->n_units ? portraits[side][slot] : 0;
        SDL_Rect tr = { (int)(x1 - l->sq * 0.45f), (int)(y1 - l->sq * 0.47f), (int)(l->sq * 0.9f), (int)(l->sq * 0.9f) };
        board_draw_unit_token(u, tr, side, portrait, 0.55f, false, true);
        draw_ring(u->r, x1, y1, (float)l->sq * 0.46f, (float)l->sq * 0.05f, ui_rgba(255, 190, 90, 230));
    }
}

/* One unit's name as everywhere ("Archer 2"). */
static void draw_static_board(ui *u, const board_layout *l, const esc_game *g, const square_sets *sets)
{
    SDL_Renderer *r = u->r;
    assets *as = &u->app->assets;
    SDL_Rect frame = { l->board.x - 6, l->board.y - 6, l->board.w + 12, l->board.h + 12 };
    ui_fill(u, frame, ui_rgb(48, 42, 36));
    for (int sq = 0; sq < ESC_SQUARES; sq++) {
        SDL_Rect q = board_square_rect(l, sq);
        int light = (esc_square_file(sq) + esc_square_rank(sq)) & 1;
        if (as->tile[light])
            SDL_RenderCopy(r, as->tile[light], NULL, &q);
        else
            ui_fill(u, q, light ? ui_rgb(128, 138, 112) : ui_rgb(98, 108, 86));
        if (g->zone & esc_bit(sq)) {
            if (as->zone)
                SDL_RenderCopy(r, as->zone, NULL, &q);
            else
                ui_fill(u, q, ui_rgba(240, 200, 70, 80));
            ui_frame(u, q, ui_rgba(240, 200, 70, 160), 2);
        }
        if (g->obstacles & esc_bit(sq)) {
            SDL_Texture *t = as->obstacle[(esc_square_file(sq) * 3 + esc_square_rank(sq)) % 3]; /* board_obstacle_look */
            if (t)
                SDL_RenderCopy(r, t, NULL, &q);
            else {
                ui_fill(u, q, ui_rgb(70, 66, 62));
                ui_frame(u, q, ui_rgb(40, 38, 36), 3);
            }
        }
        if (sets->home_tint & esc_bit(sq))
            ui_fill(u, q, with_alpha(board_colour(esc_game_home(g, 0) & esc_bit(sq) ? 0 : 1), 34)); /* homes may be swapped */
        if (sets->threat & esc_bit(sq))
            overlay_square(u, l, OVERLAY_THREAT, sq);
        if (sets->deploy & esc_bit(sq)) /* the placing side's colour, as in the setup's picture (play-test 15) */
            ui_fill(u, q, with_alpha(board_colour(g->active), 90));
        if (sets->reach & esc_bit(sq))
            overlay_square(u, l, OVERLAY_REACH, sq);
    }
}

/* A small white label on a badge in its slot (at the left: -1, right: 1),
 * readable over any portrait. */
static void slot_badge(ui *u, SDL_Rect slot, int align, const char *text, int px, SDL_Color back)
{
    int cpx;
    SDL_Rect chip = board_slot_chip(u, slot, text, px, align, &cpx);
    board_draw_unit_chip(u, chip, cpx, text, back, ui_rgb(255, 255, 255));
}

void board_draw(ui *u, const board_layout *l, const esc_game *g, const board_anim_player *a, const board_input *in,
                const esc_squad *const squads[ESC_SIDES], const esc_action *preview)
{
    SDL_Renderer *r = u->r;
    assets *as = &u->app->assets;
    const esc_game *shown = &a->shown;
    /* Frame, tiles, zone and obstacles: one cached texture, redrawn only when the
     * board's size or its obstacles change. */
    SDL_Rect frame = { l->board.x - 6, l->board.y - 6, l->board.w + 12, l->board.h + 12 };
    square_sets sets = square_sets_for(g, in, a->playing);
    /* Each set on its own in the key: the deployment squares were once OR'ed
     * with the home ranks' tint, which they lie in, so a layer drawn while the
     * computer placed (the tint alone) was kept when the player's turn to place
     * came, and the squares never showed (a campaign battle, where the computer
     * places first). Threats (battle only) and deployment squares (deployment
     * only) share a slot; the tint tells the phases apart. */
    esc_bits key[5] = { g->obstacles, g->zone, sets.threat | sets.deploy, sets.reach, sets.home_tint };
    /* The home rows are tinted in the sides' colours: another battle's players
     * draw the layer again. */
    bool tint_changed = false;
    for (int s = 0; s < ESC_SIDES; s++)
        tint_changed |= !same_colour(as->board_layer_tint[s], board_colour(s));
    static bool layer_flipped; /* the layer is drawn turned too */
    if (!as->board_layer || as->board_layer_size != l->sq || memcmp(key, as->board_layer_key, sizeof key) != 0 ||
        tint_changed || layer_flipped != l->flipped) {
        layer_flipped = l->flipped;
        for (int s = 0; s < ESC_SIDES; s++)
            as->board_layer_tint[s] = board_colour(s);
        if (as->board_layer && as->board_layer_size != l->sq) {
            SDL_DestroyTexture(as->board_layer);
            as->board_layer = NULL;
        }
        if (!as->board_layer)
            as->board_layer = target_texture(r, frame.w, frame.h);
        as->board_layer_size = l->sq;
        memcpy(as->board_layer_key, key, sizeof key);
        if (as->board_layer) {
            SDL_SetTextureBlendMode(as->board_layer, SDL_BLENDMODE_NONE);
            SDL_Texture *old = SDL_GetRenderTarget(r);
            SDL_SetRenderTarget(r, as->board_layer);
            board_layout local = *l;
            local.board.x = 6;
            local.board.y = 6;
            draw_static_board(u, &local, g, &sets);
            SDL_SetRenderTarget(r, old);
        }
    }
    if (as->board_layer)
        SDL_RenderCopy(r, as->board_layer, NULL, &frame);
    else
        draw_static_board(u, l, g, &sets);
    const SDL_Color side_colours[ESC_SIDES] = { board_colour(0), board_colour(1) };
    board_draw_zones(u, l, g, side_colours); /* a scenario's zones and exits */
    /* File and rank labels. */
    /* Coordinates fit the band between the board and the prompt line. */
    int band = l->prompt.y - (l->board.y + l->board.h);
    int px = (int)(l->sq * 0.22f);
    if (px > band * 3 / 4)
        px = band * 3 / 4;
    if (px < 10)
        px = 10;
    for (int i = 0; i < 8; i++) {
        /* Turned, file h is at the left and rank 8 at the bottom. */
        int k = l->flipped ? 7 - i : i;
        char f[2] = { (char)('a' + k), 0 }, rk[2] = { (char)('1' + k), 0 };
        ui_text(u, l->board.x + i * l->sq + l->sq / 2, l->board.y + l->board.h + (band - px * 5 / 4) / 2 + 1, f, px, true,
                ui_rgb(190, 196, 210), UI_CENTER);
        ui_text(u, l->board.x - 12, l->board.y + (7 - i) * l->sq + l->sq / 2 - px * 2 / 3, rk, px, true,
                ui_rgb(190, 196, 210), UI_RIGHT);
    }
    if (!a->playing)
        draw_overlays(u, l, g, in);
    /* Damage preview for the hovered target. */
    int loss[ESC_MAX_UNITS] = { 0 };
    esc_action hov;
    if (!a->playing && preview)
        preview_losses(g, preview, loss);
    else if (!a->playing && hovered_action(in, g, in->hovered, &hov))
        preview_losses(g, &hov, loss);
    /* Units the other side can hit next turn, when the threat overlay is on: the
     * unit itself is marked, not only the hatching under it. */
    esc_bits threatened = a->playing ? 0 : board_threatened_units(g, in);
    /* While an ability picks among units (Feint, Guardian), their green ring
     * is the choice: the warm threat ring is not drawn over it (play-test 8:
     * with Threats on no valid ally could be seen). The "!" badge stays. */
    esc_bits picking = in->mode == BOARD_INPUT_CHOOSE_ABILITY ? board_input_clickable(in, g) : 0;
    /* What the enemy can do to each of the player's units next turn, and how
     * the previewed action changes it (board/worst.h). */
    const esc_worst_case *worst_now = NULL, *worst_after = NULL;
    if (!a->playing)
        board_worst_cases(g, in, board_threat_viewer(g, in), preview ? preview->ability : ESC_AB_NONE, &worst_now,
                          &worst_after);
    esc_bits in_range = 0, in_sight = 0, out_of_sight = 0;
    if (!a->playing && attack_sets(in, g, &in_range, &in_sight))
        out_of_sight = in_range & ~in_sight;
    /* Units: those standing, then the moving one on top. */
    const esc_event *cur = board_anim_current(a, NULL);
    int top_unit = cur && (cur->kind == ESC_EV_MOVE || cur->kind == ESC_EV_ATTACK) ? cur->unit : ESC_NO_UNIT;
    int portraits[ESC_SIDES][ESC_SQUAD_MAX];
    for (int side = 0; side < ESC_SIDES; side++)
        assets_squad_portraits(squads[side], portraits[side], ESC_SQUAD_MAX);
    if (!a->playing) {
        /* Who guards whom, under the tokens, its dot too: seen between them,
         * never over a neighbour's letter or icons (play-test 11). */
        board_draw_guard_links(u, l, shown, false);
        board_draw_guard_links(u, l, shown, true);
    }
    for (int pass = 0; pass < 2; pass++) {
        for (int id = 0; id < ESC_MAX_UNITS; id++) {
            if ((id == top_unit) != (pass == 1))
                continue;
            float alpha = board_anim_unit_alpha(a, id);
            if (alpha <= 0.0f)
                continue;
            float fx, fy, x, y;
            board_anim_unit_position(a, id, &fx, &fy);
            board_to_pixels(l, fx, fy, &x, &y);
            int side = esc_unit_side(id), slot = esc_unit_slot(id);
            const esc_squad *squad = squads[side];
            int portrait = slot < squad->n_units ? portraits[side][slot] : 0;
            SDL_Rect tr = { (int)(x - l->sq * 0.45f), (int)(y - l->sq * 0.47f), (int)(l->sq * 0.9f), (int)(l->sq * 0.9f) };
            /* Command Forward: the ally being moved is lit as well as its commander. */
            bool selected = (in->selected == id && in->mode != BOARD_INPUT_WAITING) ||
                            (in->mode == BOARD_INPUT_COMMAND_SQUARE && in->command_ally == id);
            board_draw_unit_token(u, tr, side, portrait, alpha, selected, true);
            ui_tooltip_avoid(u, tr); /* a square's card goes where it hides no unit, if it can (play-test 11) */
            /* Each badge in its own slot of the square (board_token_slot). */
            SDL_Rect sqr = { (int)(x - l->sq / 2.0f), (int)(y - l->sq / 2.0f), l->sq, l->sq };
            const esc_unit_state *st = &shown->units[id];
            int health = st->square != ESC_NO_SQUARE ? st->health : 0;
            /* A target's reticle (or grey cross) over its picture but under
             * its Health bar and badges, which stay readable (play-test 11). */
            if (!a->playing && st->square != ESC_NO_SQUARE && (in_range & esc_bit(st->square)))
                draw_target_marker(u, board_square_rect(l, st->square), (in_sight & esc_bit(st->square)) != 0);
            SDL_Rect hs = board_token_slot(sqr, BOARD_SLOT_HEALTH);
            float bar_w = (float)hs.w - 2.0f, bar_h = bar_w * 0.11f + 0.5f < 3 ? 3 : bar_w * 0.11f + 0.5f;
            draw_health(u, (float)hs.x + (float)hs.w / 2.0f, (float)hs.y + ((float)hs.h - bar_h) / 2.0f, bar_w, st, health,
                        loss[id], alpha);
            char worst[32] = "";
            if (worst_now)
                board_danger_badge(g, in, preview ? preview->ability : ESC_AB_NONE, id, worst, sizeof worst);
            bool is_threatened = st->square != ESC_NO_SQUARE && (threatened & esc_bit(st->square));
            if (is_threatened && !(picking & esc_bit(st->square)))
                /* Threatened: a warm ring round the token. */
                draw_ring(u->r, x, y - l->sq * 0.02f, l->sq * 0.47f, (float)l->sq * 0.05f, ui_rgba(255, 150, 60, 220));
            SDL_Rect danger_slot = board_token_slot(sqr, BOARD_SLOT_DANGER);
            bool forecast = loss[id] > 0 && health > 0;
            if (forecast) {
                /* The forecast on the unit itself, large and inside its square
                 * at every scale: "KO" for a kill, else the Health it would lose
                 * (play-test 3: a tiny chip ran past the square's edge). */
                bool kill = loss[id] >= health;
                char minus[16];
                snprintf(minus, sizeof minus, "-%d", loss[id]);
                /* TRANSLATORS: badge on a unit the action would kill ("knocked out"); 2-3 letters. */
                const char *text = kill ? _("KO") : minus;
                int cpx;
                SDL_Rect chip = board_slot_chip(u, danger_slot, text, (int)(l->sq * 0.26f), 1, &cpx);
                board_draw_unit_chip(u, chip, cpx, text,
                                     kill ? ui_rgb(190, 30, 30) : ui_rgb(200, 80, 30), ui_rgb(255, 250, 240));
            }
            if (!a->playing) {
                char danger[400] = "";
                if (worst[0] || is_threatened)
                    board_worst_line(worst_now, worst_after, id, danger, sizeof danger); /* the card's words */
                /* A target in range but out of sight says why (play-test 9:
                 * the gap between two touching corners was never explained). */
                char why[400] = "";
                if (st->square == in->hovered && (out_of_sight & esc_bit(st->square)))
                    board_sight_hover_why(g, in, why, sizeof why);
                else if (st->square == in->hovered && (in_sight & esc_bit(st->square)))
                    board_sight_hover_own_corner(g, in, why, sizeof why); /* play-test 10: a line from a pinched corner */
                if (!why[0] && st->square == in->hovered)
                    board_intent_legend(g, in, why, sizeof why); /* what its arrows mean */
                board_token_tooltip_lead(u, l, id, shown, squads, why, danger, is_threatened);
            }
            board_draw_token_marks(u, l, x, y, id, shown, squad, alpha);
            if (!a->playing && st->square != ESC_NO_SQUARE && (ally_pick_squares(in, g) & esc_bit(st->square)))
                draw_pick_ring(u, l, st->square);
            if (!board_unit_mark_of(id) && esc_unit_name_number(squad, slot) <= 0) /* else the mark's slot is taken */
                board_draw_variant_mark(u, x, y, (float)l->sq,
                                        board_unit_variant(squads, (const int(*)[ESC_SQUAD_MAX])portraits, side, slot),
                                        alpha);
            draw_statuses(u, l, shown, id, sqr, alpha);
            /* The unit's letter (its slot, as in the position notation) on a
             * dark tab at the token's left edge, in its own slot: below the
             * side's emblem and the danger badge, left of the statuses. */
            char letter[2] = { board_unit_letter(id), 0 };
            if (alpha > 0.5f)
                slot_badge(u, board_token_slot(sqr, BOARD_SLOT_LETTER), -1, letter, (int)(l->sq * 0.14f) + 4,
                           ui_rgba(20, 24, 34, 235));
            /* The danger slot holds one badge: the forecast of the action, or
             * the worst case of the whole enemy side's next turn (a knock-out
             * in red, damage in orange), the pointer on one enemy or not (its
             * own share goes on its arrow: play-test 13 read it here as the
             * whole danger), or the threat "!": two "KO" on one token said one
             * thing twice (play-test 11). */
            if (forecast || alpha <= 0.5f) {
                /* the slot is taken */
            } else if (worst[0]) {
                bool ko = worst_after ? worst_after->ko[id] : worst_now->ko[id];
                slot_badge(u, danger_slot, 1, worst, (int)(l->sq * 0.15f) + 3, ko ? ui_rgb(190, 30, 30) : ui_rgb(200, 110, 30));
            } else if (is_threatened) {
                slot_badge(u, danger_slot, 1, "!", (int)(l->sq * 0.16f) + 4, ui_rgb(230, 120, 40));
            }
        }
    }
    board_draw_zone_labels(u, l, g, side_colours); /* over the tokens: never hidden */
    if (!a->playing)
        board_draw_intent(u, l, g, in);
    if (!a->playing)
        draw_marks_over_units(u, l, g, in, (const int(*)[ESC_SQUAD_MAX])portraits, squads);
    if (!a->playing)
        board_draw_sight_marks(u, l, g, in, squads);
    board_draw_effects(u, l, a);
    /* The hovered square: bright when a click there would do something, faint over
     * any other unit (so a blocked target shows which one is meant). */
    if (in->hovered != ESC_NO_SQUARE && !a->playing) {
        if (board_input_clickable(in, g) & esc_bit(in->hovered))
            ui_frame(u, board_square_rect(l, in->hovered), ui_rgba(255, 255, 255, 220), 2);
        else if (g->occupant[in->hovered] != ESC_NO_UNIT)
            ui_frame(u, board_square_rect(l, in->hovered), ui_rgba(255, 255, 255, 120), 1);
    }
    board_obstacle_tooltip(u, l, g); /* a rock or a wall says what it is and does */
}
