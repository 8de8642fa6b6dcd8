/*
 * The help screen's diagrams (see help.h): small real positions, set up through
 * the rules (a game started, deployed and its units then placed, as the rules
 * tests do), and the core asked what the unit may do there: its reachable
 * squares, its targets, what it sees, the legal uses of an ability. Nothing
 * here decides a rule.
 */
#include <string.h>

#include "board/view.h"
#include "escarmouche/help.h"
#include "skirmish/core/esc/los.h"

/* One unit of a diagram: where, whose, its stats and at most one ability. */
typedef struct spot {
    const char *square;
    int side;
    int health, range, power, move;
    int ability;                   /* esc_ability or -1 */
} spot;

#define SPOTS(...) ((const spot[]){ __VA_ARGS__ }), (int)(sizeof((const spot[]){ __VA_ARGS__ }) / sizeof(spot))

static int sq(const char *name)
{
    int s = ESC_NO_SQUARE;
    return esc_square_parse(name, &s) ? s : ESC_NO_SQUARE;
}

/* "c4 e3" -> those squares. */
static esc_bits squares(const char *list)
{
    esc_bits b = 0;
    for (const char *p = list; p[0] && p[1]; p += 2) {
        char name[3] = { p[0], p[1], 0 };
        int s = sq(name);
        if (s != ESC_NO_SQUARE)
            b |= esc_bit(s);
        while (p[2] == ' ')
            p++;
    }
    return b;
}

/* A battle at turn 1, side 0 to act, with the spots' units where they say and
 * `obstacles` (and the objective `zone`, if any) as the map. */
static bool setup(help_diagram *d, const char *zone, const char *obstacles, const spot *spots, int n)
{
    memset(d, 0, sizeof *d);
    d->actor = ESC_NO_SQUARE;
    static esc_squad squads[ESC_SIDES];
    int where[ESC_MAX_UNITS];
    esc_squad_init(&squads[0], "help");
    esc_squad_init(&squads[1], "help");
    for (int i = 0; i < ESC_MAX_UNITS; i++)
        where[i] = ESC_NO_SQUARE;
    for (int i = 0; i < n; i++) {
        esc_unit_def def;
        esc_unit_init(&def, "unit", spots[i].health, spots[i].range, spots[i].power, spots[i].move);
        if (spots[i].ability >= 0)
            esc_unit_add_ability(&def, spots[i].ability);
        esc_squad *s = &squads[spots[i].side];
        int id = spots[i].side * ESC_SQUAD_MAX + s->n_units;
        if (!esc_squad_add(s, &def))
            return false;
        where[id] = sq(spots[i].square);
        d->portrait[id] = (int8_t)assets_portrait_by_role(&def);
    }
    esc_map map;
    esc_map_init(&map, "help");
    map.obstacles = squares(obstacles);
    map.zone = zone ? squares(zone) : 0;
    esc_settings settings;
    esc_settings_default(&settings);
    const esc_squad *list[ESC_SIDES] = { &squads[0], &squads[1] };
    esc_game *g = &d->game;
    for (uint64_t seed = 1; seed < 200; seed++) {
        int which = -1;
        if (esc_game_init(g, &map, list, &settings, seed, &which) != ESC_SETUP_OK)
            return false;
        esc_action act;
        for (int guard = 0; guard < 2 * ESC_MAX_UNITS && g->phase == ESC_PHASE_DEPLOY; guard++)
            if (esc_game_legal_actions(g, &act, 1) < 1 || esc_game_apply(g, &act, NULL) != ESC_OK)
                return false;
        if (g->phase != ESC_PHASE_BATTLE)
            return false;
        if (g->first_player != 0)
            continue;
        for (int s = 0; s < ESC_SQUARES; s++)
            g->occupant[s] = ESC_NO_UNIT;
        for (int id = 0; id < ESC_MAX_UNITS; id++)
            if (where[id] != ESC_NO_SQUARE) {
                g->units[id].square = (int8_t)where[id];
                g->occupant[where[id]] = (int8_t)id;
            }
        d->actor = where[0];
        d->ok = esc_game_check(g, NULL, 0);
        return d->ok;
    }
    return false;
}

static void add_line(help_diagram *d, float x0, float y0, float x1, float y1, SDL_Color c, bool arrow)
{
    if (d->n_lines < HELP_DIAGRAM_LINES)
        d->lines[d->n_lines++] = (help_segment){ x0, y0, x1, y1, c, arrow };
}

/* An arrow from one square's centre towards another's. */
static void add_arrow(help_diagram *d, const char *from, const char *to, SDL_Color c)
{
    int a = sq(from), b = sq(to);
    add_line(d, (float)esc_square_file(a) + 0.5f, (float)esc_square_rank(a) + 0.5f, (float)esc_square_file(b) + 0.5f,
             (float)esc_square_rank(b) + 0.5f, c, true);
}

static const SDL_Color white = { 250, 250, 250, 255 }, red = { 255, 84, 70, 255 }, orange = { 250, 170, 60, 255 },
                       green = { 110, 220, 120, 255 };

/* What the core allows unit 0 to do with `ability` now: destinations, enemy
 * targets, allies. */
static void ability_uses(help_diagram *d, int ability)
{
    static esc_action acts[ESC_MAX_ACTIONS];
    const esc_game *g = &d->game;
    int n = esc_game_legal_actions(g, acts, ESC_MAX_ACTIONS);
    if (n > ESC_MAX_ACTIONS)
        n = ESC_MAX_ACTIONS;
    for (int i = 0; i < n; i++) {
        const esc_action *a = &acts[i];
        if (a->kind != ESC_ACT_ABILITY || a->ability != ability || a->unit != 0)
            continue;
        if (a->square != ESC_NO_SQUARE && a->square != d->actor)
            d->dots |= esc_bit(a->square);
        if (a->target != ESC_NO_UNIT && esc_game_unit_alive(g, a->target)) {
            esc_bits b = esc_bit(g->units[a->target].square);
            if (esc_unit_side(a->target) == 0)
                d->allies |= b;
            else
                d->targets |= b;
        }
    }
}

/* An attacking ability's reach: its range tinted, the enemies in range it may
 * not target (no line of sight) crossed. */
static void attack_reach(help_diagram *d, int ability)
{
    esc_attack_profile p = esc_game_attack_profile(&d->game, 0, ability);
    esc_bits in_range = 0, visible = 0;
    esc_game_targets_from(&d->game, 0, ability, d->actor, &in_range, &visible);
    d->area = esc_board_within(d->actor, p.range) & ~esc_bit(d->actor) & ~d->game.obstacles;
    d->refused |= in_range & ~d->targets & ~visible;
    if (ability == ESC_AB_NONE || ability == ESC_AB_SWEEP)
        d->targets |= visible;
}

static void build_ability(help_diagram *d, int ability)
{
    switch (ability) {
    case ESC_AB_CHARGE:
        setup(d, NULL, "c4 e3", SPOTS({ "b2", 0, 2, 1, 1, 2, ESC_AB_CHARGE }, { "d5", 1, 2, 1, 1, 1, -1 }, { "g7", 1, 1, 1, 1, 1, -1 }));
        break;
    case ESC_AB_ENERGY_TRAIT:
        setup(d, NULL, "e4", SPOTS({ "c2", 0, 2, 1, 1, 1, ESC_AB_ENERGY_TRAIT }, { "c5", 1, 2, 1, 1, 1, -1 },
                             { "f5", 1, 2, 1, 1, 1, -1 }, { "g6", 1, 1, 1, 1, 1, -1 }));
        break;
    case ESC_AB_DEFENSIVE_STANCE:
        setup(d, NULL, "c5", SPOTS({ "d3", 0, 2, 1, 1, 1, ESC_AB_DEFENSIVE_STANCE }, { "e5", 1, 2, 2, 1, 1, -1 }));
        break;
    case ESC_AB_SUPPRESSING_FIRE:
        setup(d, NULL, "d5", SPOTS({ "b2", 0, 1, 1, 1, 1, ESC_AB_SUPPRESSING_FIRE }, { "e5", 1, 2, 1, 1, 1, -1 },
                             { "f6", 1, 2, 1, 1, 1, -1 }, { "g7", 1, 1, 1, 1, 1, -1 }));
        break;
    case ESC_AB_TACTICAL_RETREAT:
        setup(d, NULL, "c5", SPOTS({ "d4", 0, 2, 1, 1, 2, ESC_AB_TACTICAL_RETREAT }, { "e5", 1, 2, 1, 1, 1, -1 }));
        break;
    case ESC_AB_COMMAND_FORWARD:
        setup(d, NULL, "e4", SPOTS({ "d2", 0, 1, 1, 1, 1, ESC_AB_COMMAND_FORWARD }, { "c3", 0, 1, 1, 1, 1, -1 },
                             { "f4", 0, 1, 1, 1, 1, -1 }, { "h1", 0, 1, 1, 1, 1, -1 }, { "e7", 1, 1, 1, 1, 1, -1 }));
        break;
    case ESC_AB_DEVASTATING_STRIKE:
        setup(d, NULL, "c6", SPOTS({ "d4", 0, 3, 1, 1, 1, ESC_AB_DEVASTATING_STRIKE }, { "e5", 1, 2, 1, 1, 1, -1 },
                             { "d6", 1, 2, 1, 1, 1, -1 }));
        break;
    case ESC_AB_FEINT:
        setup(d, NULL, "b3", SPOTS({ "c2", 0, 2, 1, 1, 1, ESC_AB_FEINT }, { "d3", 0, 1, 1, 1, 1, -1 }, { "e4", 0, 1, 1, 1, 1, -1 },
                             { "a4", 0, 1, 1, 1, 1, -1 }, { "g7", 1, 1, 1, 1, 1, -1 }));
        break;
    case ESC_AB_GUARDIAN:
        setup(d, NULL, "c6", SPOTS({ "d3", 0, 3, 1, 1, 1, ESC_AB_GUARDIAN }, { "e4", 0, 1, 1, 1, 1, -1 }, { "b5", 0, 1, 1, 1, 1, -1 },
                             { "f6", 1, 1, 2, 1, 1, -1 }));
        break;
    case ESC_AB_SWEEP:
        setup(d, NULL, "b6", SPOTS({ "d4", 0, 2, 1, 1, 1, ESC_AB_SWEEP }, { "c5", 1, 1, 1, 1, 1, -1 }, { "e4", 1, 1, 1, 1, 1, -1 },
                             { "d3", 1, 1, 1, 1, 1, -1 }, { "f6", 1, 1, 1, 1, 1, -1 }));
        break;
    case ESC_AB_PRECISION_SHOT:
        setup(d, NULL, "d2", SPOTS({ "b2", 0, 1, 3, 1, 1, ESC_AB_PRECISION_SHOT }, { "c3", 0, 1, 1, 1, 1, -1 },
                             { "d4", 1, 2, 1, 1, 1, -1 }, { "e2", 1, 2, 1, 1, 1, -1 }));
        break;
    case ESC_AB_OVERCHARGE:
        setup(d, NULL, "d5", SPOTS({ "c2", 0, 1, 2, 1, 1, ESC_AB_OVERCHARGE }, { "c4", 1, 3, 1, 1, 1, -1 },
                             { "e3", 1, 2, 1, 1, 1, -1 }, { "e6", 1, 1, 1, 1, 1, -1 }));
        break;
    default: return;
    }
    if (!d->ok)
        return;
    /* Overcharge is shown after the unit's plain attack on c4, which it allows. */
    if (ability == ESC_AB_OVERCHARGE) {
        esc_action first = esc_action_make(ESC_ACT_ATTACK, 0, ESC_AB_NONE, ESC_NO_SQUARE, d->game.occupant[sq("c4")]);
        if (esc_game_apply(&d->game, &first, NULL) == ESC_OK)
            add_arrow(d, "c2", "c4", orange);
    }
    ability_uses(d, ability);
    const esc_ability_info *info = esc_ability_get((esc_ability)ability);
    if (info && info->attacks && ability != ESC_AB_CHARGE)
        attack_reach(d, ability);
    switch (ability) {
    case ESC_AB_CHARGE:
        /* The charge to d4, then the attack on d5. */
        if (d->dots & esc_bit(sq("d4"))) {
            add_arrow(d, "b2", "d4", white);
            add_arrow(d, "d4", "d5", red);
        }
        break;
    case ESC_AB_DEFENSIVE_STANCE:
    case ESC_AB_TACTICAL_RETREAT: {
        /* Used: the status shows on the unit. */
        esc_action use = esc_action_make(ESC_ACT_ABILITY, 0, ability, d->actor, ESC_NO_UNIT);
        if (ability == ESC_AB_DEFENSIVE_STANCE)
            use.square = ESC_NO_SQUARE;
        esc_game after = d->game;
        if (esc_game_apply(&after, &use, NULL) == ESC_OK)
            d->game = after;
        if (ability == ESC_AB_DEFENSIVE_STANCE)
            add_arrow(d, "e5", "d3", red);
        break;
    }
    case ESC_AB_COMMAND_FORWARD: {
        d->area = esc_board_within(d->actor, 3) & ~esc_bit(d->actor) & ~d->game.obstacles;
        esc_game after = d->game;
        esc_action use = esc_action_make(ESC_ACT_ABILITY, 0, ability, ESC_NO_SQUARE, ESC_NO_UNIT);
        static esc_action acts[ESC_MAX_ACTIONS];
        if (esc_game_apply(&after, &use, NULL) == ESC_OK) {
            int n = esc_game_legal_actions(&after, acts, ESC_MAX_ACTIONS);
            for (int i = 0; i < n && i < ESC_MAX_ACTIONS; i++)
                if (acts[i].kind == ESC_ACT_COMMAND_MOVE && esc_game_unit_alive(&after, acts[i].unit))
                    d->allies |= esc_bit(after.units[acts[i].unit].square);
        }
        add_arrow(d, "c3", "c4", green);
        add_arrow(d, "f4", "f5", green);
        break;
    }
    case ESC_AB_FEINT:
        d->refused |= (esc_board_within(d->actor, 2) & esc_game_side_squares(&d->game, 0)) & ~d->allies & ~esc_bit(d->actor);
        if (d->allies & esc_bit(sq("d3"))) {
            add_arrow(d, "c2", "d3", green);
            add_arrow(d, "d3", "c2", green);
        }
        break;
    case ESC_AB_GUARDIAN:
        d->refused |= esc_game_side_squares(&d->game, 0) & ~d->allies & ~esc_bit(d->actor);
        add_arrow(d, "f6", "e4", red);
        add_arrow(d, "e4", "d3", orange);
        break;
    case ESC_AB_PRECISION_SHOT:
        add_arrow(d, "b2", "d4", red);
        break;
    default: break;
    }
}

/* The four corner rays from `from` to the centre of `to`: white when clear, red
 * when they touch a blocking square, which is framed. */
static void add_rays(help_diagram *d, int from, int to)
{
    esc_bits blockers = esc_game_blockers(&d->game) & ~esc_bit(from) & ~esc_bit(to);
    int corners[4];
    esc_los_square_corners(from, corners);
    for (int k = 0; k < 4; k++) {
        esc_bits hit = esc_los_ray(corners[k], to) & blockers;
        d->framed |= hit;
        add_line(d, (float)(corners[k] % 9), (float)(corners[k] / 9), (float)esc_square_file(to) + 0.5f,
                 (float)esc_square_rank(to) + 0.5f, hit ? red : white, false);
    }
}

void help_diagrams_build(help_diagram diagrams[HELP_DIAGRAM_COUNT])
{
    help_diagram *d = &diagrams[HELP_DIAGRAM_MOVE];
    if (setup(d, NULL, "b4 d4", SPOTS({ "c3", 0, 2, 1, 1, 2, -1 }, { "d2", 0, 1, 1, 1, 1, -1 }, { "f6", 1, 1, 1, 1, 1, -1 })))
        d->dots = esc_game_reachable(&d->game, 0);

    d = &diagrams[HELP_DIAGRAM_ATTACK];
    if (setup(d, NULL, "c4 d4", SPOTS({ "b2", 0, 2, 3, 1, 1, -1 }, { "d5", 1, 1, 1, 1, 1, -1 }, { "e2", 1, 1, 1, 1, 1, -1 },
                               { "f6", 1, 1, 1, 1, 1, -1 })))
        attack_reach(d, ESC_AB_NONE);

    d = &diagrams[HELP_DIAGRAM_SIGHT_AREA];
    if (setup(d, NULL, "d3 c5 f5", SPOTS({ "b2", 0, 2, 1, 1, 1, -1 }, { "e6", 1, 1, 1, 1, 1, -1 }))) {
        esc_bits free_squares = ~d->game.obstacles & ~esc_bit(d->actor);
        d->seen = esc_los_visible_set(esc_game_blockers(&d->game), d->actor, free_squares);
        d->hidden = free_squares & ~d->seen;
    }

    d = &diagrams[HELP_DIAGRAM_SIGHT_RAYS];
    if (setup(d, NULL, "d3", SPOTS({ "b2", 0, 2, 1, 1, 1, -1 }, { "c2", 0, 1, 1, 1, 1, -1 }, { "f5", 1, 1, 1, 1, 1, -1 },
                             { "e2", 1, 1, 1, 1, 1, -1 }))) {
        add_rays(d, d->actor, sq("f5"));
        esc_bits blockers = esc_game_blockers(&d->game);
        d->targets = esc_los_visible_set(blockers, d->actor, esc_game_side_squares(&d->game, 1));
        d->refused = esc_game_side_squares(&d->game, 1) & ~d->targets;
    }

    /* Two obstacles touching at a corner leave no gap (play-test 9: never
     * explained): the rays from a1 to e5, the diagonal ones through the corner. */
    d = &diagrams[HELP_DIAGRAM_SIGHT_GAP];
    if (setup(d, NULL, "c4 d3", SPOTS({ "a1", 0, 2, 1, 1, 1, -1 }, { "e5", 1, 1, 1, 1, 1, -1 }))) {
        add_rays(d, d->actor, sq("e5"));
        esc_bits blockers = esc_game_blockers(&d->game);
        d->targets = esc_los_visible_set(blockers, d->actor, esc_game_side_squares(&d->game, 1));
        d->refused = esc_game_side_squares(&d->game, 1) & ~d->targets;
    }

    /* The start of a line never blocks (play-test 10: an Adept on d5 hit e2
     * between rocks on d4 and e5, and it looked illegal): the rays from d5 to
     * e2, one clear from the corner the rocks share; e2 does not see d5 back. */
    d = &diagrams[HELP_DIAGRAM_SIGHT_OWN_CORNER];
    if (setup(d, NULL, "d4 e5", SPOTS({ "d5", 0, 2, 3, 1, 1, -1 }, { "e2", 1, 1, 1, 1, 1, -1 }))) {
        add_rays(d, d->actor, sq("e2"));
        esc_bits blockers = esc_game_blockers(&d->game);
        d->targets = esc_los_visible_set(blockers, d->actor, esc_game_side_squares(&d->game, 1));
        d->refused = esc_game_side_squares(&d->game, 1) & ~d->targets;
    }

    /* The objective: blue holds the zone alone; the core says what ending the
     * turn there gives. */
    d = &diagrams[HELP_DIAGRAM_ZONE];
    if (setup(d, "d4 e4 d5 e5", "c6 f3", SPOTS({ "d4", 0, 2, 1, 1, 1, -1 }, { "b2", 0, 1, 1, 1, 1, -1 },
                                              { "g6", 1, 2, 1, 1, 1, -1 }))) {
        esc_game after = d->game;
        esc_action end = esc_action_make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
        if (esc_game_apply(&after, &end, NULL) == ESC_OK)
            d->markers = after.markers[0];
    }

    for (int ab = 0; ab < ESC_AB_COUNT; ab++)
        build_ability(&diagrams[HELP_DIAGRAM_ABILITY + ab], ab);
}

/* ---- drawing ---- */

static SDL_Rect cell(SDL_Rect r, int square)
{
    int s = r.w / 8;
    return ui_rect(r.x + esc_square_file(square) * s, r.y + (7 - esc_square_rank(square)) * s, s, s);
}

static void to_px(SDL_Rect r, float bx, float by, float *x, float *y)
{
    float s = (float)(r.w / 8);
    *x = (float)r.x + bx * s;
    *y = (float)r.y + (8.0f - by) * s;
}

static void draw_arrow(ui *u, SDL_Rect r, const help_segment *l)
{
    float x0, y0, x1, y1, s = (float)(r.w / 8);
    to_px(r, l->x0, l->y0, &x0, &y0);
    to_px(r, l->x1, l->y1, &x1, &y1);
    float w = s < 20 ? 1.5f : s / 12.0f;
    if (!l->arrow) {
        draw_line(u->r, x0, y0, x1, y1, w, l->colour);
        return;
    }
    /* Stop short of the centres so tokens stay visible, and draw a head. */
    float dx = x1 - x0, dy = y1 - y0, len = SDL_sqrtf(dx * dx + dy * dy);
    if (len < 1)
        return;
    dx /= len;
    dy /= len;
    float cut = s * 0.32f;
    x0 += dx * cut;
    y0 += dy * cut;
    x1 -= dx * cut;
    y1 -= dy * cut;
    draw_line(u->r, x0, y0, x1, y1, w * 1.4f, l->colour);
    float head = s * 0.22f;
    draw_line(u->r, x1, y1, x1 - head * (dx - dy * 0.6f), y1 - head * (dy + dx * 0.6f), w * 1.4f, l->colour);
    draw_line(u->r, x1, y1, x1 - head * (dx + dy * 0.6f), y1 - head * (dy - dx * 0.6f), w * 1.4f, l->colour);
}

static void reticle(ui *u, SDL_Rect q, SDL_Color c)
{
    float cx = (float)q.x + (float)q.w / 2, cy = (float)q.y + (float)q.h / 2, rad = (float)q.w * 0.46f;
    float w = q.w < 24 ? 2.0f : (float)q.w / 11.0f;
    /* A dark rim under the ring: it must stand out on side 2's red tokens too. */
    draw_ring(u->r, cx, cy, rad, w + 3.0f, ui_rgba(12, 10, 10, 220));
    draw_ring(u->r, cx, cy, rad, w, c);
    float t = rad * 0.35f;
    draw_line(u->r, cx - rad - t * 0.3f, cy, cx - rad + t, cy, w, c);
    draw_line(u->r, cx + rad - t, cy, cx + rad + t * 0.3f, cy, w, c);
    draw_line(u->r, cx, cy - rad - t * 0.3f, cx, cy - rad + t, w, c);
    draw_line(u->r, cx, cy + rad - t, cx, cy + rad + t * 0.3f, w, c);
}

/* Not available: the square darkened and crossed out (a shape, not only a colour). */
static void crossed(ui *u, SDL_Rect q)
{
    SDL_Color grey = ui_rgb(228, 228, 234);
    ui_fill(u, q, ui_rgba(16, 18, 26, 130));
    ui_frame(u, q, ui_rgba(228, 228, 234, 200), q.w >= 30 ? 2 : 1);
    float m = (float)q.w * 0.2f, w = q.w < 24 ? 2.0f : (float)q.w / 10.0f;
    draw_line(u->r, (float)q.x + m, (float)q.y + m, (float)(q.x + q.w) - m, (float)(q.y + q.h) - m, w, grey);
    draw_line(u->r, (float)(q.x + q.w) - m, (float)q.y + m, (float)q.x + m, (float)(q.y + q.h) - m, w, grey);
}

static void status_icons(ui *u, SDL_Rect q, const esc_game *g, int id)
{
    const esc_unit_state *st = &g->units[id];
    bool on[5] = {
        (st->flags & ESC_UF_STANCE) != 0,
        st->suppressed_turn != 0,
        st->untargetable_until >= g->turn,
        st->no_attack_turn != 0,
        st->guarded_by != ESC_NO_UNIT,
    };
    int size = q.w * 4 / 10, x = q.x + q.w - size;
    for (int i = 0; i < 5; i++) {
        if (!on[i])
            continue;
        SDL_Texture *t = u->app->assets.status[i];
        SDL_Rect ir = { x, q.y, size, size };
        if (t)
            SDL_RenderCopy(u->r, t, NULL, &ir);
        else
            draw_disc(u->r, (float)x + (float)size / 2, (float)q.y + (float)size / 2, (float)size / 2, ui_rgb(240, 220, 120));
        x -= size;
    }
}

void help_diagram_symbol(ui *u, SDL_Rect r, int symbol)
{
    if (!u->draw)
        return;
    ui_fill(u, r, ui_rgb(98, 108, 86));
    float cx = (float)r.x + (float)r.w / 2, cy = (float)r.y + (float)r.h / 2;
    switch (symbol) {
    case 0: draw_disc(u->r, cx, cy, (float)r.w * 0.15f, ui_rgb(120, 190, 255)); break;
    case 1: reticle(u, r, red); break;
    case 2: crossed(u, r); break;
    case 3: draw_ring(u->r, cx, cy, (float)r.w * 0.42f, (float)r.w / 10.0f, green); break;
    case 4: ui_fill(u, r, ui_rgba(250, 220, 90, 70)); break;
    case 5: ui_fill(u, r, ui_rgba(10, 12, 18, 150)); break;
    default: break;
    }
}

void help_diagram_draw(ui *u, SDL_Rect r, const help_diagram *d)
{
    if (!u->draw)
        return;
    assets *as = &u->app->assets;
    const esc_game *g = &d->game;
    int s = r.w / 8;
    r.w = r.h = s * 8;
    ui_fill(u, ui_rect(r.x - 3, r.y - 3, r.w + 6, r.h + 6), ui_rgb(48, 42, 36));
    for (int q = 0; q < ESC_SQUARES; q++) {
        SDL_Rect c = cell(r, q);
        int light = (esc_square_file(q) + esc_square_rank(q)) & 1;
        if (as->tile[light])
            SDL_RenderCopy(u->r, as->tile[light], NULL, &c);
        else
            ui_fill(u, c, light ? ui_rgb(128, 138, 112) : ui_rgb(98, 108, 86));
        esc_bits b = esc_bit(q);
        if (d->ok && (g->obstacles & b)) {
            SDL_Texture *t = as->obstacle[(esc_square_file(q) * 3 + esc_square_rank(q)) % 3];
            if (t)
                SDL_RenderCopy(u->r, t, NULL, &c);
            else
                ui_fill(u, c, ui_rgb(70, 66, 62));
        }
        if (d->ok && (g->zone & b)) {
            if (as->zone)
                SDL_RenderCopy(u->r, as->zone, NULL, &c);
            else
                ui_fill(u, c, ui_rgba(240, 200, 70, 80));
            ui_frame(u, c, ui_rgba(240, 200, 70, 200), s >= 24 ? 2 : 1);
        }
        if (d->area & b)
            ui_fill(u, c, ui_rgba(250, 220, 90, 70));
        if (d->seen & b)
            ui_fill(u, c, ui_rgba(150, 240, 150, 70));
        if (d->hidden & b)
            ui_fill(u, c, ui_rgba(10, 12, 18, 150));
    }
    if (!d->ok)
        return;
    for (int q = 0; q < ESC_SQUARES; q++) {
        SDL_Rect c = cell(r, q);
        int id = g->occupant[q];
        if (id != ESC_NO_UNIT) {
            board_draw_unit_token(u, c, esc_unit_side(id), d->portrait[id], 1.0f, q == d->actor, false);
            status_icons(u, c, g, id);
        }
        esc_bits b = esc_bit(q);
        if (d->dots & b)
            draw_disc(u->r, (float)c.x + (float)s / 2, (float)c.y + (float)s / 2, (float)s * 0.15f, ui_rgb(120, 190, 255));
        if (d->targets & b)
            reticle(u, c, red);
        if (d->refused & b)
            crossed(u, c);
        if (d->allies & b)
            draw_ring(u->r, (float)c.x + (float)s / 2, (float)c.y + (float)s / 2, (float)s * 0.46f, (float)s / 10.0f, green);
        if (d->framed & b)
            ui_frame(u, c, red, s / 12 > 2 ? s / 12 : 2);
    }
    for (int i = 0; i < d->n_lines; i++)
        draw_arrow(u, r, &d->lines[i]);
}
