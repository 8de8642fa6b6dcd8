/*
 * What a step of TRTS's "Show last turn again" did, drawn on the map (issue 33,
 * docs/client.md "TRTS"): the pieces that went from one area to another as an
 * arrow in their owner's colour with how many, the areas where an engagement
 * began or a combat was fought with the crossed swords, the pieces lost in an
 * area ("−3"), the markers placed ("Captured") or removed ("Marker lost").
 *
 * Everything is read from the seat's own views (trts_view) of the states before
 * and after the step, so what the seat could not see makes no mark: a hidden
 * piece that moves or dies changes nothing here (test_replay_marks_hidden).
 * lastturn.c computes the marks at each step and calls the drawing over the
 * board it drew; nothing here calls back into it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/i18n.h"
#include "trts/board.h"
#include "trts/play_internal.h"

static void add_move(trts_replay_marks *k, int from, int to, int owner, int count)
{
    for (int i = 0; i < k->n_moves; i++)
        if (k->moves[i].from == from && k->moves[i].to == to && k->moves[i].owner == owner) {
            k->moves[i].count += count;
            return;
        }
    if (k->n_moves >= TRTS_REPLAY_MOVES)
        return;
    k->moves[k->n_moves++] = (trts_replay_move){ .from = (int8_t)from, .to = (int8_t)to, .owner = (int8_t)owner,
                                                 .count = count };
}

/* An engagement's units come out of hiding where they arrive: their arrows
 * from the areas the core announces they stepped from (engaged_from), with how
 * many now seen there when they came from one area only. */
static void engagers(trts_replay_marks *k, const trts_state *vb, const trts_state *va)
{
    bool same_round = vb->round == va->round;
    for (int a = 0; a < va->map->n_areas && a < TRTS_MAX_AREAS; a++) {
        uint8_t fresh = (uint8_t)(va->engaged_by[a] & ~(same_round ? vb->engaged_by[a] : 0));
        for (int p = 0; fresh && p < va->n_players; p++) {
            if (!(fresh & (1u << p)))
                continue;
            int came = 0, n_from = 0;
            for (int i = 0; i < va->n_pieces; i++)
                came += va->pieces[i].alive && va->pieces[i].owner == p && va->pieces[i].area == a &&
                        !(i < vb->n_pieces && vb->pieces[i].alive);
            for (int f = 0; f < va->map->n_areas; f++)
                n_from += f != a && (va->engaged_from >> f & 1u);
            for (int f = 0; f < va->map->n_areas; f++)
                if (f != a && (va->engaged_from >> f & 1u))
                    add_move(k, f, a, p, n_from == 1 ? came : 0);
        }
    }
}

/* A new engagement in `a` that met another team's pieces the seat sees there
 * (before or after the step): a fight. A move into a free area is an
 * engagement too, by the rules (§7), but nobody fought there (play-test 8: the
 * replay drew "Fight here" in a neutral area). */
static bool contested_engagement(const trts_state *vb, const trts_state *va, int a)
{
    uint8_t fresh = (uint8_t)(va->engaged_by[a] & ~(vb->round == va->round ? vb->engaged_by[a] : 0));
    for (int p = 0; fresh && p < va->n_players; p++) {
        if (!(fresh & (1u << p)))
            continue;
        int team = trts_team_of(va, p);
        for (int side = 0; side < 2; side++) {
            const trts_state *v = side ? va : vb;
            for (int i = 0; i < v->n_pieces; i++)
                if (v->pieces[i].alive && v->pieces[i].area == a && trts_team_of(v, v->pieces[i].owner) != team)
                    return true;
        }
    }
    return false;
}

/* The players of `team`, a bit each. */
static uint8_t team_mask(const trts_state *s, int team)
{
    uint8_t m = 0;
    for (int p = 0; p < s->n_players; p++)
        m |= (uint8_t)(trts_team_of(s, p) == team ? 1u << p : 0u);
    return m;
}

/* The team that attacked area `a` in the step (-1: not known): the one team
 * that engaged there this round, or, when both sides did (the seat took it,
 * then the other side came back: play-test 14), the active group's, whose
 * fight it is. Engagements and the active group are public. */
static int attacker_of(const trts_state *vb, const trts_state *va, int a)
{
    uint8_t engaged = (uint8_t)(va->engaged_by[a] | (vb->round == va->round ? vb->engaged_by[a] : 0));
    int team = -1;
    for (int p = 0; p < va->n_players; p++)
        if (engaged & (1u << p)) {
            if (team >= 0 && trts_team_of(va, p) != team) {
                bool act = va->active >= 0 && va->active < va->n_players && (engaged & (1u << va->active));
                return act ? trts_team_of(va, va->active) : -1;
            }
            team = trts_team_of(va, p);
        }
    return team;
}

/* What became of area `a` in the step, by who holds it before and after
 * (play-test 12: a red "Captured" stayed on an area whose attack had failed):
 * it changed hands (returns the player now holding it), an attack there failed
 * (`held`: the attackers' markers went and the holder's stayed), or it became
 * nobody's (`cleared`). An engagement that only makes the area contested is
 * the fight's mark, not a capture. Returns -1 when it did not change hands.
 * `attacker`: the attacking team (-1: not known). */
static int area_outcome(const trts_state *vb, const trts_state *va, int a, int attacker, bool *held, bool *cleared)
{
    int cb = trts_area_controller(vb, a), ca = trts_area_controller(va, a);
    uint8_t went = (uint8_t)(vb->markers[a] & ~va->markers[a]), came = (uint8_t)(va->markers[a] & ~vb->markers[a]);
    uint8_t attackers = attacker >= 0 ? team_mask(va, attacker) : (uint8_t)(va->engaged_by[a] | vb->engaged_by[a]);
    *held = ca >= 0 && cb == -2 && ca != attacker && (went & attackers) != 0;
    *cleared = went != 0 && ca == -1;
    if (ca < 0 || ca == cb || *held)
        return -1;
    for (int pass = 0; pass < 2; pass++)
        for (int p = 0; p < va->n_players; p++)
            if (((pass ? va->markers[a] : came) & (1u << p)) && va->players[p].team == ca)
                return p;
    return -1;
}

/* `n` pieces lost in area `a`, the seat's team's (`own`) or `owner`'s. */
static void add_lost(trts_replay_marks *k, int a, bool own, int owner, int n)
{
    if (n <= 0)
        return;
    if (own) {
        k->lost_own[a] += n;
        return;
    }
    k->lost_whose[a] = (int8_t)(k->lost_other[a] == 0 || k->lost_whose[a] == owner ? owner : -1);
    k->lost_other[a] += n;
}

/* The holder's pieces the seat sees in `a` after a failed attack there
 * (play-test 13: nothing said a Habitat being built still held the area). */
static void standing(trts_replay_marks *k, const trts_state *va, int a)
{
    int team = trts_area_controller(va, a);
    for (int i = 0; team >= 0 && i < va->n_pieces; i++) {
        const trts_piece *p = &va->pieces[i];
        if (!p->alive || p->area != a || trts_team_of(va, p->owner) != team)
            continue;
        if (k->n_stand[a]++ == 0 || (k->stand_unfinished[a] && p->finished)) {
            k->stand[a] = (trts_log_piece){ .born = p->born, .number = p->number, .seen = p->seen,
                                           .owner = p->owner, .type = p->type, .building = p->building };
            k->stand_unfinished[a] = !p->finished;
        }
    }
}

void trts_replay_marks_of(const trts_state *before, const trts_state *after, int seat, trts_replay_marks *k)
{
    static trts_state vb, va; /* the seat's views: the only source of the marks */
    memset(k, 0, sizeof *k);
    k->seat = (int8_t)seat;
    if (seat < 0 || seat >= before->n_players)
        return;
    trts_view(before, seat, &vb);
    trts_view(after, seat, &va);
    int n_areas = va.map ? va.map->n_areas : 0;
    for (int i = 0; i < va.n_pieces || i < vb.n_pieces; i++) {
        bool was = i < vb.n_pieces && vb.pieces[i].alive, is = i < va.n_pieces && va.pieces[i].alive;
        const trts_piece *p = was ? &vb.pieces[i] : NULL;
        bool own = p && trts_allies(&vb, p->owner, seat);
        if (was && is && p->area != va.pieces[i].area && p->area >= 0 && va.pieces[i].area >= 0)
            add_move(k, p->area, va.pieces[i].area, va.pieces[i].owner, 1);
        /* gone from sight is lost only when the view shows it dead: another
         * team's unit whose area stopped being contested only hid (play-test
         * 13: "−2 lost" where the seat's Trooper alone died) */
        else if (was && !is && p->area >= 0 && p->area < TRTS_MAX_AREAS && (own || va.pieces[i].public_))
            add_lost(k, p->area, own, p->owner, 1);
    }
    if (va.map)
        engagers(k, &vb, &va);
    for (int a = 0; a < n_areas && a < TRTS_MAX_AREAS; a++) {
        int attacker = attacker_of(&vb, &va, a);
        k->taken[a] = (int8_t)area_outcome(&vb, &va, a, attacker, &k->held[a], &k->cleared[a]);
        k->attacker[a] = (int8_t)attacker;
        k->was_ours[a] = (vb.markers[a] & team_mask(&vb, trts_team_of(&vb, seat))) != 0;
        if (k->held[a]) {
            k->held_by[a] = (int8_t)trts_area_controller(&va, a);
            standing(k, &va, a);
        }
        k->fight[a] = (va.log.area == a && memcmp(&va.log, &vb.log, sizeof va.log) != 0) ||
                      (va.phase == TRTS_PHASE_DEFEND && va.pending_area == a && vb.pending_area != a) ||
                      contested_engagement(&vb, &va, a);
    }
}

/* One step's outcome in area `a` over the marks kept: the latest says it. */
static void settle(trts_replay_marks *acc, const trts_replay_marks *k, int a)
{
    if (k->taken[a] < 0 && !k->held[a] && !k->cleared[a])
        return;
    acc->taken[a] = k->taken[a];
    acc->held[a] = k->held[a];
    acc->cleared[a] = k->cleared[a];
    acc->held_by[a] = k->held_by[a];
    acc->attacker[a] = k->attacker[a];
    acc->was_ours[a] = k->was_ours[a];
    acc->n_stand[a] = k->n_stand[a];
    acc->stand[a] = k->stand[a];
    acc->stand_unfinished[a] = k->stand_unfinished[a];
}

/* One step's losses in area `a` added to those kept. */
static void add_losses(trts_replay_marks *acc, const trts_replay_marks *k, int a)
{
    acc->seat = k->seat;
    add_lost(acc, a, true, -1, k->lost_own[a]);
    add_lost(acc, a, false, k->lost_whose[a], k->lost_other[a]);
}

/* Since the seat's last turn (play-test 11: "you cannot see what the enemy
 * did"): one step's marks added to those kept for the live map, each move
 * numbered by the order it came in. Read from the seat's views only (as
 * trts_replay_marks_of), so a hidden piece changes nothing. */
void trts_news_marks_add(trts_replay_marks *acc, const trts_state *before, const trts_state *after, int seat)
{
    static trts_replay_marks k;
    trts_replay_marks_of(before, after, seat, &k);
    int step = 1;
    for (int i = 0; i < acc->n_moves; i++)
        step = acc->moves[i].step >= step ? acc->moves[i].step + 1 : step;
    for (int i = 0; i < k.n_moves; i++) {
        int had = acc->n_moves;
        add_move(acc, k.moves[i].from, k.moves[i].to, k.moves[i].owner, k.moves[i].count);
        if (acc->n_moves > had)
            acc->moves[had].step = (int8_t)step;
    }
    for (int a = 0; a < TRTS_MAX_AREAS && after->map && a < after->map->n_areas; a++) {
        add_losses(acc, &k, a);
        acc->fight[a] |= k.fight[a];
        settle(acc, &k, a);
    }
}

/* The seat's own step (its targets, retreats, keep-alive in a fight the
 * others began): only how the areas already marked came out, so a failed
 * attack on it says "Attack repelled", not the "Captured" it never was. */
static void news_marks_settle(trts_replay_marks *acc, const trts_state *before, const trts_state *after, int seat)
{
    static trts_replay_marks k;
    trts_replay_marks_of(before, after, seat, &k);
    for (int a = 0; a < TRTS_MAX_AREAS && after->map && a < after->map->n_areas; a++)
        if (acc->fight[a] || acc->taken[a] >= 0 || acc->held[a]) {
            add_losses(acc, &k, a);
            settle(acc, &k, a);
        }
}

void trts_news_marks_clear(trts_replay_marks *acc)
{
    memset(acc, 0, sizeof *acc);
    for (int a = 0; a < TRTS_MAX_AREAS; a++)
        acc->taken[a] = -1;
}

/* The live map's news : each human seat at this screen
 * other than the actor notes what it could see of the step; a seat's own
 * Micro turn ending clears its marks (play-test 11: the enemy's moves were
 * only words in a box). Also run over the record on load (trts_lastturn_scan):
 * a loaded game's map shows them as before. */
void trts_news_note(trts_screen *c, const trts_state *before, const trts_state *after, int player)
{
    if (!c->news) {
        c->news = malloc(sizeof *c->news * TRTS_MAX_PLAYERS);
        for (int p = 0; c->news && p < TRTS_MAX_PLAYERS; p++)
            trts_news_marks_clear(&c->news[p]);
    }
    if (!c->memory && (c->memory = malloc(sizeof *c->memory)) != NULL)
        trts_memory_clear(c->memory);
    if (c->memory) /* what each seat saw, remembered (play-test 15) */
        trts_memory_note(c->memory, after);
    if (!c->news)
        return;
    for (int p = 0; p < after->n_players && p < TRTS_MAX_PLAYERS; p++) {
        if (after->players[p].computer)
            continue;
        if (p == player) {
            bool micro = before->phase == TRTS_PHASE_MICRO || before->phase == TRTS_PHASE_GROUP;
            if (micro && after->current != p)
                trts_news_marks_clear(&c->news[p]);
            else
                news_marks_settle(&c->news[p], before, after, p);
        } else {
            trts_news_marks_add(&c->news[p], before, after, p);
        }
    }
}

static bool any_mark(const trts_replay_marks *k)
{
    if (k->n_moves > 0)
        return true;
    for (int a = 0; a < TRTS_MAX_AREAS; a++)
        if (k->lost_own[a] || k->lost_other[a] || k->taken[a] >= 0 || k->held[a] || k->cleared[a] || k->fight[a])
            return true;
    return false;
}

bool trts_replay_marks_any(const trts_replay_marks *k) { return any_mark(k); }

/* A thick line: `w` pixels across. */
static void thick_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, int w, SDL_Color col)
{
    SDL_SetRenderDrawColor(r, col.r, col.g, col.b, col.a);
    float dx = x1 - x0, dy = y1 - y0, len = SDL_sqrtf(dx * dx + dy * dy);
    if (len < 1)
        return;
    float nx = -dy / len, ny = dx / len;
    for (int i = 0; i < w; i++) {
        float o = (float)i - (float)(w - 1) / 2;
        SDL_RenderDrawLineF(r, x0 + nx * o, y0 + ny * o, x1 + nx * o, y1 + ny * o);
    }
}

static void arrow(ui *u, const trts_screen *c, const trts_replay_move *mv)
{
    const areamap_node *a = &c->model.nodes[mv->from], *b = &c->model.nodes[mv->to];
    float x0, y0, x1, y1;
    areamap_camera_to_screen(&c->cam, a->x, a->y, &x0, &y0);
    areamap_camera_to_screen(&c->cam, b->x, b->y, &x1, &y1);
    float dx = x1 - x0, dy = y1 - y0, len = SDL_sqrtf(dx * dx + dy * dy);
    if (len < 4)
        return;
    float ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
    float ra = areamap_view_node_radius(&c->cam, a) * 0.6f, rb = areamap_view_node_radius(&c->cam, b) + 4;
    if (ra + rb > len * 0.8f)
        ra = rb = len * 0.2f;
    /* a little to the side of the link, so both read */
    float side = (float)ui_px(u, 5);
    float sx = x0 + ux * ra + nx * side, sy = y0 + uy * ra + ny * side;
    float ex = x1 - ux * rb + nx * side, ey = y1 - uy * rb + ny * side;
    int w = ui_px(u, 5), head = ui_px(u, 14);
    SDL_Color dark = ui_rgba(16, 16, 20, 235), col = trts_player_colour(mv->owner);
    col.a = 255;
    float hx = ex - ux * (float)head, hy = ey - uy * (float)head;
    for (int pass = 0; pass < 2; pass++) {
        SDL_Color k = pass ? col : dark;
        int ww = pass ? w : w + 4;
        thick_line(u->r, sx, sy, hx, hy, ww, k);
        thick_line(u->r, ex, ey, hx + nx * (float)head * 0.6f, hy + ny * (float)head * 0.6f, ww, k);
        thick_line(u->r, ex, ey, hx - nx * (float)head * 0.6f, hy - ny * (float)head * 0.6f, ww, k);
    }
    if (mv->count <= 0 && mv->step <= 0)
        return; /* from one of several areas: how many from each is not told */
    /* how many, at the arrow's middle, after the order it came in on the live map */
    char text[40], count[24] = "";
    if (mv->count > 0)
        /* TRANSLATORS: on the replay's arrow from area to area: how many pieces moved */
        snprintf(count, sizeof count, _("×%d"), mv->count);
    if (mv->step > 0)
        /* TRANSLATORS: on the map's arrow of an enemy move since the player's last turn: its order (1, 2, ...),
         * then how many pieces ("×2"), or nothing when not told */
        snprintf(text, sizeof text, count[0] ? _("%d: %s") : "%d%s", mv->step, count);
    else
        snprintf(text, sizeof text, "%s", count);
    int px = ui_px(u, 14), tw = ui_text_width(u, text, px, true) + ui_px(u, 8), th = px * 5 / 4 + 4;
    int mx = (int)((sx + hx) / 2), my = (int)((sy + hy) / 2);
    SDL_Rect plate = { mx - tw / 2, my - th / 2, tw, th };
    ui_fill(u, plate, ui_rgba(16, 16, 20, 235));
    ui_frame(u, plate, col, 2);
    ui_text(u, plate.x + ui_px(u, 4), plate.y + 2, text, px, true, ui_rgb(250, 250, 250), UI_LEFT);
}

/* A plate's piece of text on its own colour. */
typedef struct plate_part {
    const char *text;
    SDL_Color back;
} plate_part;

/* The plates drawn since trts_replay_marks_draw began, and their areas: each
 * plate keeps off those before it (tests read them: trts_replay_marks_plates). */
static SDL_Rect placed[TRTS_MAX_AREAS * 3];
static int placed_area[TRTS_MAX_AREAS * 3], n_placed;
static const trts_replay_marks *drawing; /* whose arrows the plates keep off */

int trts_replay_marks_plates(SDL_Rect *out, int *areas, int max)
{
    int n = n_placed < max ? n_placed : max;
    for (int i = 0; i < n; i++) {
        out[i] = placed[i];
        areas[i] = placed_area[i];
    }
    return n;
}

/* How far a box is from a token: from its nearest point to the token's rim. */
static float rim_gap(SDL_Rect b, float x, float y, float r)
{
    float dx = x < (float)b.x ? (float)b.x - x : x > (float)(b.x + b.w) ? x - (float)(b.x + b.w) : 0.0f;
    float dy = y < (float)b.y ? (float)b.y - y : y > (float)(b.y + b.h) ? y - (float)(b.y + b.h) : 0.0f;
    return SDL_sqrtf(dx * dx + dy * dy) - r;
}

static int overlap(SDL_Rect a, SDL_Rect b)
{
    SDL_Rect o;
    return SDL_IntersectRect(&a, &b, &o) ? o.w * o.h : 0;
}

/* What a plate at `box` for `area` costs: 0 when it covers no token, name,
 * figure, piece or plate of the board nor one placed before, stands whole in
 * the view, and is nearer its own area's token than any other's (play-test
 * 17: "Captured" beside West Crossing's token read as West Crossing lost). */
static long plate_cost(ui *u, const trts_screen *c, int area, SDL_Rect box, SDL_Rect avoid, const SDL_Rect *parts,
                       int n_parts)
{
    SDL_Rect view = c->cam.viewport, in;
    long cost = SDL_IntersectRect(&box, &view, &in) ? (long)(box.w * box.h - in.w * in.h) * 8 : 1000000L;
    for (int i = 0; i < n_parts; i++)
        cost += overlap(box, parts[i]);
    for (int i = 0; i < n_placed; i++)
        cost += overlap(box, placed[i]) * 4L;
    if (avoid.w > 0)
        cost += overlap(box, avoid) * 4L;
    float ox, oy, own;
    const areamap_node *n = &c->model.nodes[area];
    areamap_camera_to_screen(&c->cam, n->x, n->y, &ox, &oy);
    own = rim_gap(box, ox, oy, areamap_view_node_radius(&c->cam, n));
    for (int j = 0; j < c->model.n_nodes && j < TRTS_MAX_AREAS; j++) {
        const areamap_node *m = &c->model.nodes[j];
        float x, y, r = areamap_view_node_radius(&c->cam, m);
        areamap_camera_to_screen(&c->cam, m->x, m->y, &x, &y);
        SDL_Rect tok = { (int)(x - r), (int)(y - r), (int)(2 * r), (int)(2 * r) };
        cost += overlap(box, tok) * (j == area ? 2L : 8L);
        if (j == area)
            continue;
        SDL_Rect board[2] = { trts_board_plate_rect(u, c, j), trts_board_mark_rect(u, c, j) };
        for (int b = 0; b < 2; b++)
            cost += board[b].w > 0 ? overlap(box, board[b]) : 0;
        if (rim_gap(box, x, y, r) <= own)
            cost += 50000L; /* nearer another area's token: it would read as that one's */
    }
    SDL_Rect board[2] = { trts_board_plate_rect(u, c, area), trts_board_mark_rect(u, c, area) };
    for (int b = 0; b < 2; b++)
        cost += board[b].w > 0 ? overlap(box, board[b]) : 0;
    /* the arrows, drawn over the plates: a plate under one loses its words */
    for (int i = 0; drawing && i < drawing->n_moves; i++) {
        const trts_replay_move *mv = &drawing->moves[i];
        if (mv->from >= c->model.n_nodes || mv->to >= c->model.n_nodes)
            continue;
        float x0, y0, x1, y1;
        areamap_camera_to_screen(&c->cam, c->model.nodes[mv->from].x, c->model.nodes[mv->from].y, &x0, &y0);
        areamap_camera_to_screen(&c->cam, c->model.nodes[mv->to].x, c->model.nodes[mv->to].y, &x1, &y1);
        for (int t = 0; t <= 32; t++) {
            SDL_Point pt = { (int)(x0 + (x1 - x0) * (float)t / 32.0f), (int)(y0 + (y1 - y0) * (float)t / 32.0f) };
            SDL_Rect grown = { box.x - 4, box.y - 4, box.w + 8, box.h + 8 };
            cost += SDL_PointInRect(&pt, &grown) ? 300L : 0;
        }
    }
    return cost;
}

/* A plate by the area's token: below right (losses), above left (markers)
 * first, else the first place round it that covers nothing (plate_cost), else
 * the one covering least; always whole in the camera's view; its parts side by
 * side, then `sub` under them (NULL: none). `avoid`: the fight's mark there
 * (play-test 12, "Fight here" hid "Captured"). */
static void plate(ui *u, const trts_screen *c, int area, bool below, const plate_part *parts, int n_parts,
                  const char *sub, SDL_Rect avoid)
{
    const areamap_node *n = &c->model.nodes[area];
    float sx, sy;
    areamap_camera_to_screen(&c->cam, n->x, n->y, &sx, &sy);
    int r = (int)areamap_view_node_radius(&c->cam, n);
    int px = ui_px(u, 14), pad = ui_px(u, 5), line = px * 5 / 4 + 6, sub_px = ui_px(u, 12);
    int widths[4], tw = 0;
    for (int i = 0; i < n_parts && i < 4; i++)
        tw += widths[i] = ui_text_width(u, parts[i].text, px, true) + 2 * pad;
    int sw = sub ? ui_text_width(u, sub, sub_px, false) + 2 * pad : 0;
    int th = line + (sub ? sub_px * 5 / 4 + 4 : 0);
    tw = sw > tw ? sw : tw;
    /* everything drawn round the tokens: names, figures, pieces, tags */
    static SDL_Rect boxes[TRTS_MAX_AREAS * 12];
    int n_boxes = areamap_view_part_boxes(u, &c->cam, &c->model, boxes, (int)(sizeof boxes / sizeof boxes[0]));
    int cx = (int)sx, cy = (int)sy, g = ui_px(u, 6); /* off the token and its highlight ring */
    SDL_Rect below_at[] = { { cx + r / 2, cy + r / 3, tw, th },         { cx + r + g, cy - th / 2, tw, th },
                            { cx - tw / 2, cy + r + g, tw, th },        { cx + r / 2, cy - r - th, tw, th },
                            { cx - r - g - tw, cy - th / 2, tw, th },   { cx - r / 2 - tw, cy + r / 3, tw, th },
                            { cx - tw / 2, cy - r - g - th, tw, th },   { cx - r / 2 - tw, cy - r - th, tw, th },
                            { cx - tw / 2, cy + r + g + line, tw, th }, { cx - tw / 2, cy - r - g - th - line, tw, th } };
    SDL_Rect above_at[] = { { cx - r / 2 - tw, cy - r - th, tw, th },   { cx - r - g - tw, cy - th / 2, tw, th },
                            { cx - r / 2 - tw, cy + r / 3, tw, th },    { cx - tw / 2, cy - r - g - th, tw, th },
                            { cx + r / 2, cy - r - th, tw, th },        { cx + r + g, cy - th / 2, tw, th },
                            { cx + r / 2, cy + r / 3, tw, th },         { cx - tw / 2, cy + r + g, tw, th },
                            { cx - tw / 2, cy - r - g - th - line, tw, th }, { cx - tw / 2, cy + r + g + line, tw, th } };
    const SDL_Rect *at = below ? below_at : above_at;
    int n_at = (int)(sizeof below_at / sizeof below_at[0]);
    SDL_Rect box = at[0];
    long best = -1;
    for (int k = 0; k < n_at && best != 0; k++) {
        long cost = plate_cost(u, c, area, at[k], avoid, boxes, n_boxes);
        if (best < 0 || cost < best) {
            best = cost;
            box = at[k];
        }
    }
    /* whole in the camera's view */
    SDL_Rect view = c->cam.viewport;
    box.x = box.x + box.w > view.x + view.w ? view.x + view.w - box.w : box.x;
    box.y = box.y + box.h > view.y + view.h ? view.y + view.h - box.h : box.y;
    box.x = box.x < view.x ? view.x : box.x;
    box.y = box.y < view.y ? view.y : box.y;
    if (n_placed < (int)(sizeof placed / sizeof placed[0])) {
        placed_area[n_placed] = area;
        placed[n_placed++] = box;
    }
    ui_fill(u, box, ui_rgba(16, 16, 20, 235));
    for (int i = 0, x = box.x; i < n_parts && i < 4; x += widths[i++]) {
        int w = i == n_parts - 1 ? box.x + box.w - x : widths[i];
        ui_fill(u, ui_rect(x, box.y, w, line), parts[i].back);
        ui_text(u, x + pad, box.y + 3, parts[i].text, px, true, ui_rgb(255, 255, 255), UI_LEFT);
    }
    if (sub)
        ui_text(u, box.x + pad, box.y + line + 2, sub, sub_px, false, ui_rgb(240, 240, 244), UI_LEFT);
    ui_frame(u, box, ui_rgb(16, 16, 20), 2);
}

/* A player's colour as a plate's ground: dark enough for white text. */
static SDL_Color ground_of(int player)
{
    SDL_Color col = trts_player_colour(player);
    return ui_rgb((uint8_t)(col.r * 3 / 4), (uint8_t)(col.g * 3 / 4), (uint8_t)(col.b * 3 / 4));
}

/* "You −1 · Enemy −1": the pieces lost in the area, each side in its colour
 * (play-test 13: "−2 lost" said nothing of whose). */
static void losses_plate(ui *u, const trts_screen *c, const trts_replay_marks *k, int a, SDL_Rect avoid)
{
    char own[32], other[32];
    plate_part parts[2];
    int n = 0;
    if (k->lost_own[a] > 0) {
        /* TRANSLATORS: on the map: how many of the player's own pieces were lost in an area ("You −1") */
        snprintf(own, sizeof own, _("You −%d"), k->lost_own[a]);
        parts[n++] = (plate_part){ own, ground_of(k->seat) };
    }
    if (k->lost_other[a] > 0) {
        /* TRANSLATORS: on the map: how many of the enemy's pieces were lost in an area ("Enemy −1") */
        snprintf(other, sizeof other, _("Enemy −%d"), k->lost_other[a]);
        parts[n++] = (plate_part){ other, k->lost_whose[a] >= 0 ? ground_of(k->lost_whose[a]) : ui_rgb(120, 24, 20) };
    }
    if (n)
        plate(u, c, a, true, parts, n, NULL, avoid);
}

/* A failed attack, from the seat's side and the true outcome (play-test 13:
 * a green "Attack repelled" told the attacker its attack had failed; 14: "Your
 * attack failed" to a defender): red "Your attack failed" to the attackers,
 * green "Attack repelled" to the holder, grey to a team in neither side, and
 * what the seat sees still holding the area. */
static void held_plate(ui *u, const trts_screen *c, const trts_replay_marks *k, int a, SDL_Rect avoid)
{
    bool seated = k->seat >= 0 && k->seat < c->st.n_players;
    int team = seated ? trts_team_of(&c->st, k->seat) : -1;
    bool holder = !seated || team == k->held_by[a];
    bool attacked = !holder && (k->attacker[a] < 0 || k->attacker[a] == team);
    /* TRANSLATORS: on the map: an attack on the player's area failed; it stayed the player's */
    plate_part title = holder     ? (plate_part){ _("Attack repelled"), ui_rgb(36, 92, 52) }
                       : attacked /* TRANSLATORS: on the map: the player's attack on the area failed */
                                  ? (plate_part){ _("Your attack failed"), ui_rgb(140, 28, 24) }
                                  : (plate_part){ _("Attack repelled"), ui_rgb(60, 60, 66) };
    char sub[160] = "", name[120];
    if (k->n_stand[a] > 0) {
        const char *who = trts_play_log_label(c, &c->st, &k->stand[a]);
        if (k->stand_unfinished[a])
            /* TRANSLATORS: a building's name, then that it is not finished ("Habitat (being built)") */
            snprintf(name, sizeof name, _("%s (being built)"), who);
        else
            snprintf(name, sizeof name, "%s", who);
        if (holder)
            /* TRANSLATORS: under "Attack repelled" on the map: the player's piece that held the area */
            snprintf(sub, sizeof sub, k->n_stand[a] > 1 ? _("Your %s and %d more hold it") : _("Your %s holds it"),
                     name, k->n_stand[a] - 1);
        else
            /* TRANSLATORS: under "Your attack failed" on the map: the enemy piece still holding the area */
            snprintf(sub, sizeof sub, k->n_stand[a] > 1 ? _("Their %s and %d more still hold it")
                                                        : _("Their %s still holds it"),
                     name, k->n_stand[a] - 1);
    }
    plate(u, c, a, false, &title, 1, sub[0] ? sub : NULL, avoid);
}

void trts_replay_marks_draw(ui *u, const trts_screen *c, const trts_replay_marks *k)
{
    n_placed = 0;
    drawing = k;
    if (!u->draw || !any_mark(k))
        return;
    SDL_Rect view = c->cam.viewport;
    SDL_RenderSetClipRect(u->r, &view);
    SDL_SetRenderDrawBlendMode(u->r, SDL_BLENDMODE_BLEND);
    int n = c->model.n_nodes < TRTS_MAX_AREAS ? c->model.n_nodes : TRTS_MAX_AREAS;
    int fought = trts_board_fight_area(c); /* the board marks that one already */
    for (int a = 0; a < n; a++) {
        SDL_Rect avoid = { 0, 0, 0, 0 };
        if (k->fight[a] || a == fought)
            avoid = trts_board_fight_rect(u, c, a);
        if (k->fight[a] && a != fought)
            trts_board_fight_mark(u, c, a);
        losses_plate(u, c, k, a, avoid);
        if (k->taken[a] >= 0) {
            SDL_Color col = trts_player_colour(k->taken[a]);
            col.a = 255;
            /* TRANSLATORS: the replay: the area changed hands in this step: its new holder's marker is there */
            plate_part part = { _("Captured"), col };
            char lost[160];
            if (k->was_ours[a] && k->seat >= 0 && !trts_allies(&c->st, k->taken[a], k->seat)) {
                /* TRANSLATORS: on the map, in the enemy's colour: the other side took the player's area ("North Watch lost") */
                snprintf(lost, sizeof lost, _("%s lost"), c->model.nodes[a].name);
                part.text = lost;
            }
            plate(u, c, a, false, &part, 1, NULL, avoid);
        } else if (k->held[a]) {
            held_plate(u, c, k, a, avoid);
        } else if (k->cleared[a]) {
            /* TRANSLATORS: the replay: a marker was removed from the area in this step */
            plate_part part = { _("Marker lost"), ui_rgb(60, 60, 66) };
            plate(u, c, a, false, &part, 1, NULL, avoid);
        }
    }
    /* the arrows last: their counts over the other marks */
    for (int i = 0; i < k->n_moves; i++)
        if (k->moves[i].from < n && k->moves[i].to < n)
            arrow(u, c, &k->moves[i]);
    SDL_RenderSetClipRect(u->r, NULL);
}

/* Has the live map's news anything to show beyond the fight under way, which
 * the board marks already (play-test 13: the "Marks…" caption over a map where
 * nothing else had happened)? */
static bool news_worth(const trts_screen *c, const trts_replay_marks *k)
{
    if (k->n_moves > 0)
        return true;
    int fought = trts_board_fight_area(c);
    for (int a = 0; a < TRTS_MAX_AREAS; a++)
        if (k->lost_own[a] || k->lost_other[a] || k->taken[a] >= 0 || k->held[a] || k->cleared[a] ||
            (k->fight[a] && a != fought))
            return true;
    return false;
}

void trts_news_marks_draw(ui *u, const trts_screen *c, const trts_replay_marks *k, SDL_Rect view)
{
    if (!u->draw || !news_worth(c, k))
        return;
    trts_replay_marks_draw(u, c, k);
    /* what the marks are, at the map's top left (play-test 11: arrows on the map were asked for) */
    /* TRANSLATORS: a caption over the map while the arrows and marks of the others' moves are drawn */
    const char *text = _("Marks: what you saw the others do since your last turn (arrows numbered in order)");
    int px = ui_px(u, 13), pad = ui_px(u, 5);
    ui quiet = *u;
    quiet.draw = false;
    quiet.ev = NULL;
    int w = ui_text_width(u, text, px, false) + 2 * pad;
    if (w > view.w - 2 * pad)
        w = view.w - 2 * pad;
    int h = ui_text_wrapped(&quiet, ui_rect(0, 0, w - 2 * pad, 0), text, px, ui_rgb(230, 232, 240)) + 2 * pad;
    SDL_Rect box = ui_rect(view.x + pad, view.y + pad, w, h);
    ui_fill(u, box, ui_rgba(16, 16, 20, 215));
    ui_text_wrapped(u, ui_rect(box.x + pad, box.y + pad, w - 2 * pad, 0), text, px, ui_rgb(230, 232, 240));
}
