/*
 * TRTS's board: terrain, tints, stripes, edges, pieces, hover card and legend
 * (see board.h).
 */
#include "trts/board.h"

#include <stdio.h>
#include <string.h>

#include "areamap/art.h"
#include "areamap/board.h"
#include "areamap/card.h"
#include "trts/play_internal.h"
#include "skirmish/i18n.h"

/* Ruling (docs/trts.md, "The map on screen"): an area's ground follows its
 * data: no building slots: sand; five or more mineral fields: hills; gas vents
 * (and fewer fields): rock; a start area or anything else: grass. */
static areamap_terrain terrain_of(const trts_area *ar)
{
    if (ar->slots == 0)
        return AREAMAP_TERRAIN_SAND;
    if (ar->minerals >= 5)
        return AREAMAP_TERRAIN_HILLS;
    if (ar->gas > 0 && !ar->start)
        return AREAMAP_TERRAIN_ROCK;
    return AREAMAP_TERRAIN_GRASS;
}

static int first_marker(uint8_t bits)
{
    for (int p = 0; p < TRTS_MAX_PLAYERS; p++)
        if (bits & (1u << p))
            return p;
    return -1;
}

/* A token flag of TRTS's own (areamap draws only its bits): the pieces that have
 * attacked this round, drawn apart with a mark (trts_board_overlay) since they
 * cannot fire again until the next round. */
#define TOKEN_FIRED 128u

static uint8_t token_flags(const trts_piece *pc)
{
    return (uint8_t)((pc->building ? AREAMAP_PIECE_BUILDING : 0) | (!pc->public_ ? AREAMAP_PIECE_HIDDEN : 0) |
                     (!pc->finished ? AREAMAP_PIECE_UNFINISHED : 0) | (pc->attacked ? TOKEN_FIRED : 0));
}

static void piece_icon(const trts_state *s, int k, char *out, size_t size)
{
    const trts_faction *f = trts_player_faction(s, s->pieces[k].owner);
    const trts_unit_def *u = trts_piece_unit(s, k);
    const trts_building_def *b = trts_piece_building(s, k);
    snprintf(out, size, "trts-%s-%s", f ? f->id : "", u ? u->id : b ? b->id : "");
}

/* What the seat at the screen knows (docs/trts.md §10): its own view
 * (trts_view: other teams' hidden pieces dead, their banks and gas split
 * cleared), and with it whatever trts_play_visible hides, so the public screen
 * of a hot-seat game knows only the public pieces. At the end nothing is
 * secret. Every figure of the hover card is counted on this copy, never on the
 * full state: a secretly queued Condenser must not move "Gas vents: 2 (2 free)". */
static const trts_state *seat_view(const trts_screen *c)
{
    static trts_state v; /* large: one copy, the UI is single-threaded */
    if (c->viewer >= 0 && c->st.phase != TRTS_PHASE_OVER)
        trts_view(&c->st, c->viewer, &v);
    else
        v = c->st;
    for (int q = 0; q < v.n_pieces; q++)
        if (v.pieces[q].alive && !trts_play_visible(c, q))
            v.pieces[q].alive = false;
    return &v;
}

/* Play-test 17 (hidden information shown as hidden): does the seat on screen
 * see no unit of another team in area i, which another team holds or shares?
 * Then its units there are hidden from the seat (docs/trts.md §10: units show
 * only while their area is contested), and the map says so with a "?" rather
 * than an empty token that reads as "nobody here". Counted on the seat's view
 * only (seat_view), so nothing hidden changes it (test_client_tr21). */
bool trts_board_units_hidden(const trts_screen *c, int i)
{
    if (c->viewer < 0 || c->st.phase == TRTS_PHASE_OVER)
        return false;
    const trts_state *v = seat_view(c);
    int team = trts_team_of(v, c->viewer), others = 0;
    for (int p = 0; p < v->n_players; p++)
        others |= (v->markers[i] & (1u << p)) && trts_team_of(v, p) != team;
    if (!others)
        return false;
    for (int q = 0; q < v->n_pieces; q++)
        if (v->pieces[q].alive && !v->pieces[q].building && v->pieces[q].area == i &&
            trts_team_of(v, v->pieces[q].owner) != team)
            return false;
    return true;
}

void trts_board_describe(trts_screen *c, areamap_model *m)
{
    const trts_state *s = &c->st;
    const trts_map *map = s->map;
    for (int i = 0; i < map->n_areas && i < m->n_nodes; i++) {
        const trts_area *ar = &map->areas[i];
        areamap_node *n = &m->nodes[i];
        n->terrain = (uint8_t)terrain_of(ar);
        snprintf(n->name, sizeof n->name, "%s", trts_area_label(ar));
        if (ar->start)
            n->marks |= AREAMAP_MARK_START;
        int ctl = trts_area_controller(s, i);
        if (ctl == -2) {
            /* contested: a stripe for each team with a marker there */
            int teams_seen = 0;
            for (int p = 0; p < s->n_players && n->n_stripes < AREAMAP_MAX_STRIPES; p++) {
                int t = trts_team_of(s, p);
                if (!(s->markers[i] & (1u << p)) || t < 0 || t >= 31 || (teams_seen >> t & 1))
                    continue;
                teams_seen |= 1 << t;
                n->stripes[n->n_stripes++] = trts_player_colour(p);
            }
        } else if (ctl >= 0) {
            int owner = first_marker(s->markers[i]);
            n->tint = trts_player_colour(owner);
            n->seat = (int8_t)owner;
        }
        n->label[0] = '\0';
        snprintf(n->label, sizeof n->label, "%d", ar->minerals);
        n->icon = AREAMAP_ICON_FIELDS;
        n->badge[0] = '\0';
        if (trts_board_units_hidden(c, i))
            /* TRANSLATORS: the tag by the token of an area another team holds whose units the seat cannot see
             * (at most 13 bytes) */
            snprintf(n->badge, sizeof n->badge, "%s", _("? units"));
    }
    /* Pieces the viewer sees, one token per owner, type and state, with a count. */
    for (int k = 0; k < s->n_pieces; k++) {
        const trts_piece *pc = &s->pieces[k];
        if (!pc->alive || pc->area < 0 || pc->area >= m->n_nodes || !trts_play_visible(c, k))
            continue;
        char icon[64];
        piece_icon(s, k, icon, sizeof icon);
        uint8_t flags = token_flags(pc);
        int j;
        for (j = 0; j < m->n_pieces; j++) {
            areamap_piece *q = &m->pieces[j];
            if (q->node == pc->area && q->seat == pc->owner && q->flags == flags && strcmp(q->icon, icon) == 0)
                break;
        }
        if (j < m->n_pieces) {
            m->pieces[j].count++;
            continue;
        }
        areamap_piece *q = areamap_model_add_piece(m);
        if (!q)
            return;
        q->node = pc->area;
        q->seat = pc->owner;
        q->colour = trts_player_colour(pc->owner);
        snprintf(q->icon, sizeof q->icon, "%s", icon);
        q->count = 1;
        q->flags = flags;
        q->id = k; /* a piece of the group: what the token's tooltip describes */
    }
}

void trts_board_edges(const trts_screen *c, areamap_model *m)
{
    const trts_map *map = c->st.map;
    /* Ruling (issue 33, docs/trts.md "The map on screen"): every way between
     * two areas is first drawn as a plain line, dark under light, that reads on
     * land and sea alike; the ground's path, ramp or cliff goes over it, and the
     * tokens and names over both. */
    for (int e = 0; e < map->n_edges; e++)
        for (int pass = 0; pass < 2; pass++) {
            const trts_edge *ed = &map->edges[e];
            /* a cliff is no way on foot: not drawn as one (play-test 10: the
             * cream line under its small mark read as an open road), only its
             * own red dashes and rock mark, as in the legend */
            if (ed->kind == TRTS_EDGE_CLIFF)
                continue;
            areamap_link *l = areamap_model_add_link(m);
            if (!l)
                return;
            l->from = ed->a;
            l->to = ed->b;
            l->style = AREAMAP_LINK_PLAIN;
            l->color = pass ? ui_rgba(255, 240, 190, 255) : ui_rgba(20, 16, 12, 230);
            l->width = pass ? 2.5f : 6.0f;
        }
    for (int e = 0; e < map->n_edges; e++) {
        const trts_edge *ed = &map->edges[e];
        areamap_link *l = areamap_model_add_link(m);
        if (!l)
            return;
        l->from = ed->a;
        l->to = ed->b;
        l->style = ed->kind == TRTS_EDGE_CLIFF ? AREAMAP_LINK_CLIFF : ed->kind == TRTS_EDGE_RAMP ? AREAMAP_LINK_RAMP
                                                                                                  : AREAMAP_LINK_OPEN;
        if (ed->kind == TRTS_EDGE_RAMP && ed->up == ed->a) {
            /* a ramp climbs towards `to` */
            l->from = ed->b;
            l->to = ed->a;
        }
    }
}

/* Has the piece lost HP or shields? */
static bool wounded(const trts_state *s, int k)
{
    const trts_piece *p = &s->pieces[k];
    return p->alive && (p->hp < trts_piece_max_hp(s, k) || p->shields < trts_piece_max_shields(s, k));
}

/* "Trooper 3: 4/6 HP, 0/2 shields" */
static void wound_text(const trts_screen *c, int k, char *out, size_t size)
{
    const trts_state *s = &c->st;
    const trts_piece *p = &s->pieces[k];
    if (trts_piece_max_shields(s, k) > 0)
        /* TRANSLATORS: a wounded piece's figures now: name and number, HP left of full, shields left of full */
        snprintf(out, size, _("%s: %d/%d HP, %d/%d shields"), trts_play_piece_label(c, s, k), p->hp, trts_piece_max_hp(s, k),
                 p->shields, trts_piece_max_shields(s, k));
    else
        /* TRANSLATORS: a wounded piece's figures now: name and number, HP left of full */
        snprintf(out, size, _("%s: %d/%d HP"), trts_play_piece_label(c, s, k), p->hp, trts_piece_max_hp(s, k));
}

/* The token (model piece) a visible piece is drawn in, -1 when none. */
static int token_of(const trts_screen *c, int k)
{
    const trts_state *s = &c->st;
    const trts_piece *pc = &s->pieces[k];
    if (!pc->alive || !trts_play_visible(c, k))
        return -1;
    char icon[64];
    piece_icon(s, k, icon, sizeof icon);
    uint8_t flags = token_flags(pc);
    for (int j = 0; j < c->model.n_pieces; j++) {
        const areamap_piece *q = &c->model.pieces[j];
        if (q->node == pc->area && q->seat == pc->owner && (q->flags & ~AREAMAP_PIECE_SELECTED) == flags &&
            strcmp(q->icon, icon) == 0)
            return j;
    }
    return -1;
}

void trts_board_card(const trts_screen *c, int i, areamap_card *k)
{
    const trts_state *s = seat_view(c);
    const trts_area *ar = &s->map->areas[i];
    areamap_card_clear(k);
    snprintf(k->title, sizeof k->title, "%s", trts_area_label(ar));
    int ctl = trts_area_controller(s, i), owner = first_marker(s->markers[i]);
    char held[96];
    if (ctl == -2)
        snprintf(held, sizeof held, "%s", _("contested"));
    else if (ctl >= 0) {
        /* TRANSLATORS: the hover card: who holds the area (a player's name) */
        snprintf(held, sizeof held, _("held by %s"), trts_player_name(c, owner));
        k->owner = trts_player_colour(owner);
    } else
        snprintf(held, sizeof held, "%s", _("neutral"));
    if (ar->start)
        /* TRANSLATORS: the hover card's subtitle: "Area · start 2 · held by Player 1" */
        snprintf(k->subtitle, sizeof k->subtitle, _("Area · start %d · %s"), ar->start, held);
    else
        /* TRANSLATORS: the hover card's subtitle: "Area · held by Player 1" */
        snprintf(k->subtitle, sizeof k->subtitle, _("Area · %s"), held);
    areamap_card_add(k, AREAMAP_ICON_FIELDS, P_("%d mineral field", "%d mineral fields", ar->minerals), ar->minerals);
    int dry = trts_area_dry_round(s, i);
    if (dry > 0 && s->round < dry)
        /* TRANSLATORS: the hover card: when the area's mineral fields run dry (a start area) */
        areamap_card_add(k, AREAMAP_ICON_FIELDS, P_("Minerals run dry in round %d (%d round left)",
                                                    "Minerals run dry in round %d (%d rounds left)", dry - s->round),
                         dry, dry - s->round);
    else if (dry > 0)
        /* TRANSLATORS: the hover card: a start area whose mineral fields are dry */
        areamap_card_add(k, AREAMAP_ICON_FIELDS, _("Minerals dry since round %d: nobody mines here"), dry);
    else if (ar->minerals > 0)
        /* TRANSLATORS: the hover card: an area whose mineral fields last the whole game */
        areamap_card_add(k, AREAMAP_ICON_FIELDS, "%s", _("Minerals last the whole game"));
    if (c->viewer >= 0 && s->phase != TRTS_PHASE_OVER) {
        trts_income_area_info in;
        trts_income_area(s, c->viewer, s->round + 1, i, &in);
        const char *depot = i18n_content(trts_player_faction(s, c->viewer)->buildings[TRTS_ROLE_DEPOT].name);
        int idle = trts_income_idle_workers(s, c->viewer, i);
        if (idle > 0)
            /* TRANSLATORS: the hover card: the viewer's workers here gather nothing; %s the faction's depot */
            areamap_card_add(k, AREAMAP_ICON_UNITS, P_("Your %d worker here mines nothing: no %s of yours here",
                                                       "Your %d workers here mine nothing: no %s of yours here", idle),
                             idle, depot);
        else if (in.counted && (in.minerals > 0 || in.gas > 0))
            /* TRANSLATORS: the hover card: what the viewer gathers here at the next round's Income (m minerals, g gas) */
            areamap_card_add(k, AREAMAP_ICON_UNITS,
                             in.contested ? _("You mine here next round: +%dm +%dg, unless you lose the fight for it")
                                          : _("You mine here next round: +%dm +%dg"),
                             in.minerals, in.gas);
        if (trts_income_idle_extractors(s, c->viewer, i) > 0)
            /* TRANSLATORS: the hover card: the viewer's finished gas extractor here has nobody on gas; %s its name
             * ("Gas Rig"); "Gas workers here" is the Macro control that sets it */
            areamap_card_add(k, AREAMAP_ICON_VENTS, _("Your %s here gives no gas: in Macro, pick this area and raise "
                                                      "Gas workers here"),
                             i18n_content(trts_player_faction(s, c->viewer)->buildings[TRTS_ROLE_EXTRACTOR].name));
    }
    areamap_card_add(k, AREAMAP_ICON_VENTS, _("Gas vents: %d (%d free)"), ar->gas, trts_area_free_vents(s, i));
    areamap_card_add(k, AREAMAP_ICON_SLOTS, _("Building slots: %d free of %d"), trts_play_free_slots(c, i), ar->slots);
    for (int p = 0; p < s->n_players; p++)
        if (s->markers[i] & (1u << p))
            /* TRANSLATORS: the hover card: a player's (name) control marker in the area */
            areamap_card_add_swatch(k, trts_player_colour(p), _("Marker of %s"), trts_player_name(c, p));
    int seen = 0, hidden_own = 0;
    for (int q = 0; q < s->n_pieces; q++)
        if (s->pieces[q].alive && s->pieces[q].area == i && trts_play_visible(c, q)) {
            seen++;
            hidden_own += !s->pieces[q].public_;
        }
    if (trts_board_units_hidden(c, i))
        /* TRANSLATORS: the hover card: an area another team holds, none of whose units the seat sees (the "?" on
         * the map) */
        areamap_card_add(k, AREAMAP_ICON_SIGHT, "%s", _("Units here: hidden from you (another side's units show only "
                                                        "while you contest their area)"));
    else if (c->viewer >= 0 && seen == 0)
        /* TRANSLATORS: the hover card: the seat on screen sees no piece in this area (play-test 12: "You see 0
         * pieces here (0 of yours hidden)") */
        areamap_card_add(k, AREAMAP_ICON_SIGHT, "%s", _("No pieces of yours here; any enemy pieces here are hidden "
                                                        "from you"));
    else if (c->viewer >= 0 && hidden_own > 0)
        /* TRANSLATORS: the hover card: what the seat on screen can see in this area; the second %d: how many of
         * its own pieces there the enemy cannot see */
        areamap_card_add(k, AREAMAP_ICON_SIGHT, P_("You see %d piece here; %d of yours are hidden from the enemy",
                                                   "You see %d pieces here; %d of yours are hidden from the enemy", seen),
                         seen, hidden_own);
    else if (c->viewer >= 0)
        /* TRANSLATORS: the hover card: what the seat on screen can see in this area, all of it seen by the enemy too */
        areamap_card_add(k, AREAMAP_ICON_SIGHT, P_("You see %d piece here, all seen by the enemy too",
                                                   "You see %d pieces here, all seen by the enemy too", seen), seen);
    else
        areamap_card_add(k, AREAMAP_ICON_SIGHT, P_("%d public piece here", "%d public pieces here", seen), seen);
    /* the wounded pieces seen here, with their figures now */
    for (int q = 0; q < s->n_pieces; q++)
        if (s->pieces[q].area == i && trts_play_visible(c, q) && wounded(s, q)) {
            char part[120];
            wound_text(c, q, part, sizeof part);
            areamap_card_add(k, AREAMAP_ICON_UNITS, "%s", part);
        }
}

#define FIRED_COLOUR ui_rgb(255, 150, 40)

static const areamap_legend_entry legend[] = {
    /* TRANSLATORS: the map's legend: the orange mark in a token's corner */
    { AREAMAP_LEGEND_TOKEN, 0, { 255, 150, 40, 255 }, N_("Orange corner (top right): fired this round, cannot fire again until the next") },
    /* TRANSLATORS: the map's legend: grass is what terrain_of gives an area with neither (play-test 5: the
     * start areas are hills or sand, never "a start area") */
    { AREAMAP_LEGEND_TERRAIN, AREAMAP_TERRAIN_GRASS, { 0, 0, 0, 0 }, N_("Grass: under five fields, no gas vents") },
    { AREAMAP_LEGEND_TERRAIN, AREAMAP_TERRAIN_HILLS, { 0, 0, 0, 0 }, N_("Hills: five fields or more") },
    { AREAMAP_LEGEND_TERRAIN, AREAMAP_TERRAIN_ROCK, { 0, 0, 0, 0 }, N_("Rock: gas vents") },
    { AREAMAP_LEGEND_TERRAIN, AREAMAP_TERRAIN_SAND, { 0, 0, 0, 0 }, N_("Sand: no building slots") },
    { AREAMAP_LEGEND_OWNER, 0, { 220, 70, 60, 255 }, N_("Held by a team: border and tint") },
    { AREAMAP_LEGEND_TOKEN, 0, { 59, 120, 216, 255 }, N_("Token: the holder's colour and pattern") },
    { AREAMAP_LEGEND_TOKEN, 0, { 112, 118, 130, 255 }, N_("Token of a neutral area") },
    { AREAMAP_LEGEND_STRIPES, 0, { 0, 0, 0, 0 }, N_("Contested: stripes of the teams there") },
    /* TRANSLATORS: the map's legend: the "?" tag by the token of an area another side holds */
    { AREAMAP_LEGEND_BADGE, '?', { 0, 0, 0, 0 }, N_("? units: another side holds the area; its units there are hidden from you") },
    { AREAMAP_LEGEND_ICON, AREAMAP_ICON_START, { 0, 0, 0, 0 }, N_("Start area") },
    { AREAMAP_LEGEND_ICON, AREAMAP_ICON_FIELDS, { 0, 0, 0, 0 }, N_("Mineral fields (on the token)") },
    { AREAMAP_LEGEND_ICON, AREAMAP_ICON_VENTS, { 0, 0, 0, 0 }, N_("Gas vents (by the token)") },
    { AREAMAP_LEGEND_ICON, AREAMAP_ICON_SLOTS, { 0, 0, 0, 0 }, N_("Free building slots (by the token)") },
    { AREAMAP_LEGEND_LINK, AREAMAP_LINK_OPEN, { 0, 0, 0, 0 }, N_("Open ground") },
    { AREAMAP_LEGEND_LINK, AREAMAP_LINK_RAMP, { 0, 0, 0, 0 }, N_("Ramp, climbing to the arrow") },
    { AREAMAP_LEGEND_LINK, AREAMAP_LINK_CLIFF, { 0, 0, 0, 0 }, N_("Cliff: flyers only") },
    /* TRANSLATORS: the map's legend (play-test 14: touching areas with no way between them looked linked): the
     * red line with a no-entry sign drawn on such a border */
    { AREAMAP_LEGEND_LINK, AREAMAP_LINK_TWO_WAY, { 220, 44, 36, 255 },
      N_("Red wall on a border, no-entry sign: no passage, not even for flyers") },
    { AREAMAP_LEGEND_PIECE, 0, { 90, 150, 230, 255 }, N_("Unit, with how many") },
    { AREAMAP_LEGEND_PIECE, 1, { 90, 150, 230, 255 }, N_("Building, with how many") },
    { AREAMAP_LEGEND_ICON, AREAMAP_ICON_HIDDEN, { 0, 0, 0, 0 }, N_("Yours, hidden from the others") },
    { AREAMAP_LEGEND_ICON, AREAMAP_ICON_BUILDING, { 0, 0, 0, 0 }, N_("Still being built") },
    /* TRANSLATORS: the map's legend (play-test 11: shields were never explained); lists show "HP" as HP + shields */
    { AREAMAP_LEGEND_TOKEN, 0, { 120, 200, 255, 255 }, N_("Shields (Luminar): lost before HP, refill out of fights") },
    { AREAMAP_LEGEND_OWNER, 0, { 240, 96, 80, 255 }, N_("Round in red (top bar): start areas are dry") },
    { AREAMAP_LEGEND_TOKEN, 0, { 59, 120, 216, 255 }, N_("Signs by the round (top bar): the turn order, first on the left") },
    { AREAMAP_LEGEND_TOKEN, 0, { 255, 255, 255, 255 }, N_("The larger sign ringed in white: the player to act") },
};

/* How much of `a` the boxes cover (pixels, overlaps counted per box). */
static int overlap(SDL_Rect a, const SDL_Rect *boxes, int n)
{
    int sum = 0;
    for (int i = 0; i < n; i++) {
        SDL_Rect o;
        if (boxes[i].w > 0 && SDL_IntersectRect(&a, &boxes[i], &o))
            sum += o.w * o.h;
    }
    return sum;
}

/* Where each area's plate of gas vents and free building slots goes (out[i] for
 * area i, width 0: no plate): by the token, the first place that covers nothing
 * the map drew round the tokens (names, figures, marks, every piece whole with
 * its count and marks: areamap_view_part_boxes), no token and no other plate:
 * above, left, below-left, above-left, below, above-right; else the free place
 * nearest the token; else the least covered of the first six. Play-test 3: at 800 x 560 South Main's plate lay over its
 * buildings, as only the tokens' squares were avoided, not their counts. */
/* The free place for `*box` nearest the token at (sx, sy) of radius r, in
 * steps of half its height (so it stays in its area's sight, not by a
 * neighbour's name); *box unchanged when none is free. */
static void nearest_free(int sx, int sy, int r, const SDL_Rect *boxes, int nb, SDL_Rect *box)
{
    int w = box->w, h = box->h, step = h / 2 > 2 ? h / 2 : 2, reach = r + w + 2 * h, nearest = -1;
    SDL_Rect found = *box;
    for (int dy = -reach; dy <= reach; dy += step)
        for (int dx = -reach; dx <= reach; dx += step) {
            SDL_Rect q = ui_rect(sx + dx - w / 2, sy + dy - h / 2, w, h);
            int d2 = dx * dx + dy * dy;
            if ((nearest < 0 || d2 < nearest) && overlap(q, boxes, nb) == 0) {
                nearest = d2;
                found = q;
            }
        }
    *box = found;
}

/* The amber mark of an area (idle_marks), NULL when none. */
static const char *mark_text(const trts_screen *c, int i)
{
    const trts_state *s = &c->st;
    if (c->viewer < 0 || c->viewer >= s->n_players || s->phase == TRTS_PHASE_OVER)
        return NULL;
    if (trts_income_idle_workers(s, c->viewer, i) > 0)
        /* TRANSLATORS: a small mark on the TRTS map: the viewer's workers in this area mine nothing */
        return C_("map mark", "idle");
    if (trts_income_idle_extractors(s, c->viewer, i) > 0)
        /* TRANSLATORS: a small mark on the TRTS map: the viewer's Gas Rig here has nobody on gas */
        return C_("map mark", "no gas");
    return NULL;
}

static void plate_rects(ui *u, const trts_screen *c, SDL_Rect *out, SDL_Rect *marks)
{
    const trts_state *s = &c->st;
    enum { MAX_BOXES = 12 * TRTS_MAX_AREAS + 4 * 256 };
    static SDL_Rect boxes[MAX_BOXES];
    int nb = areamap_view_part_boxes(u, &c->cam, &c->model, boxes, MAX_BOXES - TRTS_MAX_AREAS * 2);
    for (int i = 0; i < c->model.n_nodes && nb < MAX_BOXES; i++) {
        float sx, sy;
        areamap_camera_to_screen(&c->cam, c->model.nodes[i].x, c->model.nodes[i].y, &sx, &sy);
        int r = (int)areamap_view_node_radius(&c->cam, &c->model.nodes[i]);
        boxes[nb++] = ui_rect((int)sx - r, (int)sy - r, 2 * r, 2 * r);
    }
    int px = ui_px(u, 11), ic = ui_px(u, 11), pad = ui_px(u, 3);
    for (int i = 0; i < s->map->n_areas && i < c->model.n_nodes; i++) {
        const trts_area *ar = &s->map->areas[i];
        const areamap_node *n = &c->model.nodes[i];
        char vents[8], slots[8];
        snprintf(vents, sizeof vents, "%d", ar->gas);
        snprintf(slots, sizeof slots, "%d", trts_play_free_slots(c, i));
        int vw = ar->gas > 0 ? ic + ui_text_width(u, vents, px, true) + pad : 0;
        int sw = ar->slots > 0 ? ic + ui_text_width(u, slots, px, true) + pad : 0;
        out[i] = ui_rect(0, 0, 0, 0);
        if (vw + sw == 0)
            continue;
        float fx, fy;
        areamap_camera_to_screen(&c->cam, n->x, n->y, &fx, &fy);
        int r = (int)areamap_view_node_radius(&c->cam, n), sx = (int)fx, sy = (int)fy;
        int w = vw + sw + pad * (vw && sw ? 3 : 2), h = ic + 2;
        SDL_Rect plate = ui_rect(sx - w / 2, sy - r - h - 1, w, h);
        SDL_Rect at[] = { ui_rect(sx - w / 2, sy - r - h - 1, w, h), ui_rect(sx - r - w - 2, sy - h / 2, w, h),
                          ui_rect(sx - r - w, sy + r - 2, w, h),     ui_rect(sx - r - w, sy - r - h, w, h),
                          ui_rect(sx - w / 2, sy + r + 1, w, h),     ui_rect(sx + r, sy - r - h, w, h) };
        int best = -1;
        for (int k = 0; k < (int)(sizeof at / sizeof at[0]) && best != 0; k++) {
            int o = overlap(at[k], boxes, nb);
            if (best < 0 || o < best) {
                best = o;
                plate = at[k];
            }
        }
        if (best != 0)
            nearest_free(sx, sy, r, boxes, nb, &plate);
        out[i] = plate;
        if (nb < MAX_BOXES)
            boxes[nb++] = plate;
    }
    /* then the amber marks (idle_marks): at the token's left, else the free place nearest it */
    for (int i = 0; marks && i < s->map->n_areas && i < c->model.n_nodes; i++) {
        const char *text = mark_text(c, i);
        marks[i] = ui_rect(0, 0, 0, 0);
        if (!text)
            continue;
        float fx, fy;
        areamap_camera_to_screen(&c->cam, c->model.nodes[i].x, c->model.nodes[i].y, &fx, &fy);
        int r = (int)areamap_view_node_radius(&c->cam, &c->model.nodes[i]), sx = (int)fx, sy = (int)fy;
        int w = ui_text_width(u, text, px, true) + ui_px(u, 6), h = px * 5 / 4 + 2;
        marks[i] = ui_rect(sx - r - w - 1, sy - h / 2, w, h);
        if (overlap(marks[i], boxes, nb) > 0)
            nearest_free(sx, sy, r, boxes, nb, &marks[i]);
        if (nb < MAX_BOXES)
            boxes[nb++] = marks[i];
    }
}

SDL_Rect trts_board_plate_rect(ui *u, const trts_screen *c, int area)
{
    static SDL_Rect all[TRTS_MAX_AREAS];
    if (area < 0 || area >= c->st.map->n_areas || area >= TRTS_MAX_AREAS)
        return ui_rect(0, 0, 0, 0);
    plate_rects(u, c, all, NULL);
    return all[area];
}

/* A small amber mark by each area where the viewer's workers mine nothing
 * (trts_income_idle_workers), else where a Gas Rig of theirs gives no gas
 * (trts_income_idle_extractors); the area's card says why. At the token's left
 * when free, else the free place nearest it (plate_rects): play-test 3 found it
 * over "East Crossing", "East Flats", then "South Expansion" at 800 x 560. */
static void idle_marks(ui *u, const trts_screen *c, SDL_Rect view, const SDL_Rect *marks)
{
    const trts_state *s = &c->st;
    if (!u->draw)
        return;
    SDL_RenderSetClipRect(u->r, &view);
    int px = ui_px(u, 11);
    for (int i = 0; i < s->map->n_areas && i < c->model.n_nodes; i++) {
        const char *text = mark_text(c, i);
        if (!text || marks[i].w == 0)
            continue;
        ui_fill(u, marks[i], ui_rgb(240, 176, 40));
        ui_frame(u, marks[i], ui_rgb(20, 20, 24), 1);
        ui_text(u, marks[i].x + ui_px(u, 3), marks[i].y + 1, text, px, true, ui_rgb(20, 20, 24), UI_LEFT);
    }
    SDL_RenderSetClipRect(u->r, NULL);
}

SDL_Rect trts_board_mark_rect(ui *u, const trts_screen *c, int area)
{
    static SDL_Rect plates[TRTS_MAX_AREAS], marks[TRTS_MAX_AREAS];
    if (area < 0 || area >= c->st.map->n_areas || area >= TRTS_MAX_AREAS)
        return ui_rect(0, 0, 0, 0);
    plate_rects(u, c, plates, marks);
    return marks[area];
}

/* The plates of plate_rects: each area's gas vents and free building slots as
 * the viewer knows them, each with its symbol, on a small dark plate (none of
 * either: that symbol left out). */
static void area_plates(ui *u, trts_screen *c, SDL_Rect view)
{
    if (!u->draw)
        return;
    const trts_state *s = &c->st;
    static SDL_Rect plates[TRTS_MAX_AREAS], marks[TRTS_MAX_AREAS];
    plate_rects(u, c, plates, marks);
    SDL_RenderSetClipRect(u->r, &view);
    int px = ui_px(u, 11), ic = ui_px(u, 11), pad = ui_px(u, 3);
    for (int i = 0; i < s->map->n_areas && i < c->model.n_nodes; i++) {
        const trts_area *ar = &s->map->areas[i];
        SDL_Rect plate = plates[i];
        if (plate.w == 0)
            continue;
        char vents[8], slots[8];
        snprintf(vents, sizeof vents, "%d", ar->gas);
        snprintf(slots, sizeof slots, "%d", trts_play_free_slots(c, i));
        int vw = ar->gas > 0 ? ic + ui_text_width(u, vents, px, true) + pad : 0;
        int sw = ar->slots > 0 ? ic + ui_text_width(u, slots, px, true) + pad : 0;
        int h = plate.h;
        SDL_SetRenderDrawBlendMode(u->r, SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(u->r, 20, 24, 34, 200);
        SDL_RenderFillRect(u->r, &plate);
        int x = plate.x + pad;
        if (vw) {
            areamap_art_icon(u, &c->cache, AREAMAP_ICON_VENTS, ui_rect(x, plate.y + 1, ic, ic));
            ui_text(u, x + ic, plate.y + (h - px) / 2, vents, px, true, ui_rgb(150, 230, 170), UI_LEFT);
            x += vw + pad;
        }
        if (sw) {
            areamap_art_icon(u, &c->cache, AREAMAP_ICON_SLOTS, ui_rect(x, plate.y + 1, ic, ic));
            ui_text(u, x + ic, plate.y + (h - px) / 2, slots, px, true, ui_rgb(230, 230, 236), UI_LEFT);
        }
    }
    SDL_RenderSetClipRect(u->r, NULL);
    idle_marks(u, c, view, marks);
}

/* The area of the fight under way, or -1: a combat shown step by step, an
 * engagement's retreat choice, the targets, a step's retreats, keep-alive. */
int trts_board_fight_area(const trts_screen *c)
{
    const trts_state *s = &c->st;
    if (s->log.area >= 0 && c->log_shown < s->log.n_hits + s->log.n_steps)
        return s->log.area;
    if (s->phase == TRTS_PHASE_DEFEND)
        return s->pending_area;
    if (s->phase == TRTS_PHASE_COMBAT_RETREAT || s->phase == TRTS_PHASE_COMBAT_TARGETS || s->phase == TRTS_PHASE_KEEP_ALIVE)
        return s->combat_area;
    return -1;
}

/* The latest hit shown of the combat being shown step by step (the log's
 * order: each step's header, then its hits), or NULL. */
static const trts_log_hit *latest_hit(const trts_screen *c)
{
    const trts_combat_log *g = &c->st.log;
    const trts_log_hit *last = NULL;
    int shown = 0;
    for (int st = 0; st < g->n_steps && shown < c->log_shown; st++) {
        shown++;
        for (int h = 0; h < g->n_hits && shown < c->log_shown; h++)
            if (g->hits[h].step == st) {
                shown++;
                last = &g->hits[h];
            }
    }
    return last;
}

/* Crossed swords and "Fight here" by the fight's area, and while a combat is shown
 * step by step its latest hit's damage there ("−2", "−3 · destroyed"). */
SDL_Rect trts_board_fight_rect(ui *u, const trts_screen *c, int a)
{
    SDL_Rect none = { 0, 0, 0, 0 };
    if (a < 0 || a >= c->model.n_nodes || a >= TRTS_MAX_AREAS)
        return none;
    float sx, sy;
    areamap_camera_to_screen(&c->cam, c->model.nodes[a].x, c->model.nodes[a].y, &sx, &sy);
    int r = (int)areamap_view_node_radius(&c->cam, &c->model.nodes[a]);
    int d = ui_px(u, 9), side = 2 * d + 6;
    int w = side + ui_text_width(u, _("Fight here"), ui_px(u, 12), true) + ui_px(u, 8);
    /* above right of the token; where the area's name was placed there (issue
     * 33: the mark covered it), right of the token at its middle, then below
     * right, then above left */
    SDL_Rect names[TRTS_MAX_AREAS];
    int n = areamap_view_name_boxes(u, &c->cam, &c->model, names, TRTS_MAX_AREAS);
    SDL_Rect at[] = { { (int)sx + r - d / 2 - 3, (int)sy - r - 2 * d - d - 3, w, side },
                      { (int)sx + r + 2, (int)sy - side / 2, w, side },
                      { (int)sx + r - 3, (int)sy + r + 2, w, side },
                      { (int)sx - r - w + 3, (int)sy - r - 2 * d - d - 3, w, side } };
    for (int k = 0; k < (int)(sizeof at / sizeof at[0]); k++)
        if (a >= n || names[a].w == 0 || !SDL_HasIntersection(&at[k], &names[a]))
            return at[k];
    return at[0];
}

void trts_board_fight_mark(ui *u, const trts_screen *c, int a)
{
    if (!u->draw || a < 0 || a >= c->model.n_nodes)
        return;
    SDL_Rect place = trts_board_fight_rect(u, c, a);
    int d = ui_px(u, 9), cx = place.x + d + 3, cy = place.y + d + 3;
    SDL_SetRenderDrawBlendMode(u->r, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(u->r, 20, 20, 24, 230);
    SDL_Rect back = { cx - d - 3, cy - d - 3, 2 * d + 6, 2 * d + 6 };
    SDL_RenderFillRect(u->r, &back);
    for (int w = -1; w <= 1; w++) { /* two blades, three pixels thick, with their guards */
        SDL_SetRenderDrawColor(u->r, 235, 235, 240, 255);
        SDL_RenderDrawLine(u->r, cx - d + w, cy + d, cx + d + w, cy - d);
        SDL_RenderDrawLine(u->r, cx - d + w, cy - d, cx + d + w, cy + d);
    }
    SDL_SetRenderDrawColor(u->r, 240, 96, 80, 255);
    SDL_RenderDrawLine(u->r, cx - d / 2 - 2, cy + d / 2 - 2, cx - d / 2 + 2, cy + d / 2 + 2);
    SDL_RenderDrawLine(u->r, cx + d / 2 - 2, cy + d / 2 + 2, cx + d / 2 + 2, cy + d / 2 - 2);
    int px = ui_px(u, 12);
    /* TRANSLATORS: by the crossed swords on the map: a fight is under way in this area */
    const char *label = _("Fight here");
    int lw = ui_text_width(u, label, px, true) + ui_px(u, 8);
    SDL_Rect plate = { back.x + back.w, back.y, lw, back.h };
    ui_fill(u, plate, ui_rgb(150, 40, 36));
    ui_text(u, plate.x + ui_px(u, 4), plate.y + (plate.h - px * 5 / 4) / 2, label, px, true, ui_rgb(255, 240, 230), UI_LEFT);
    const trts_combat_log *g = &c->st.log;
    const trts_log_hit *hit = a == g->area && c->log_shown < g->n_hits + g->n_steps ? latest_hit(c) : NULL;
    if (hit) {
        char text[80];
        if (hit->outcome == TRTS_LOG_DESTROYED)
            /* TRANSLATORS: on the map, by the fight: the latest hit's damage, and its target destroyed */
            snprintf(text, sizeof text, _("−%d · destroyed"), hit->damage);
        else
            /* TRANSLATORS: on the map, by the fight: the latest hit's damage */
            snprintf(text, sizeof text, _("−%d"), hit->damage);
        int tpx = ui_px(u, 16), tw = ui_text_width(u, text, tpx, true) + ui_px(u, 8);
        SDL_Rect dmg = { plate.x, plate.y + plate.h + 2, tw, tpx * 5 / 4 + 4 };
        ui_fill(u, dmg, ui_rgb(20, 20, 24));
        ui_text(u, dmg.x + ui_px(u, 4), dmg.y + 2, text, tpx, true, ui_rgb(255, 110, 90), UI_LEFT);
    }
}

/* Whether the pointer is on the map now: a hover left from before the pointer
 * went to the panel (whose moves the map never saw) is no card (play-test 6:
 * South Watch's card stayed up after clicks in the panel). */
static bool pointer_on_map(const ui *u, SDL_Rect view)
{
    int x = u->app->mouse_x, y = u->app->mouse_y;
    return x >= view.x && y >= view.y && x < view.x + view.w && y < view.y + view.h;
}

#define WALL_COLOUR ui_rgb(220, 44, 36)

/* Is (x, y), `pad` round it, within one of the map's text boxes? */
static bool under_text(const SDL_Rect *box, int n, float x, float y, float pad)
{
    for (int i = 0; i < n; i++)
        if (x + pad > (float)box[i].x && x - pad < (float)(box[i].x + box[i].w) && y + pad > (float)box[i].y &&
            y - pad < (float)(box[i].y + box[i].h))
            return true;
    return false;
}

/* The walls (trts_play_walls): the border between two areas that touch with
 * no passage between them drawn as a red wall, dark-edged, with a no-entry
 * sign at its middle (play-test 14: East Crossing and North Watch looked
 * linked). Open edges, ramps and cliffs keep their own look. */
static void draw_walls(ui *u, const trts_screen *c, SDL_Rect view)
{
    int n;
    const trts_wall *w = trts_play_walls(c, &n);
    if (!u->draw || n == 0)
        return;
    float scale = areamap_camera_scale(&c->cam), cell = c->model.board ? scale / c->model.board->k : 1.0f;
    float dot = cell + (float)ui_px(u, 3) > 2.0f ? cell + (float)ui_px(u, 3) : 2.0f;
    static SDL_FRect rects[TRTS_WALL_POINTS];
    /* the map's text stays readable: no wall over a name or a figure */
    SDL_Rect text[160];
    int nt = areamap_view_part_boxes(u, &c->cam, &c->model, text, (int)(sizeof text / sizeof text[0]));
    SDL_RenderSetClipRect(u->r, &view);
    for (int k = 0; k < n; k++) {
        float mx = 0, my = 0;
        for (int i = 0; i < w[k].n; i++) {
            mx += w[k].x[i] / (float)w[k].n;
            my += w[k].y[i] / (float)w[k].n;
        }
        int mid = -1, m = 0;
        float best = -1, r = (float)ui_px(u, 7);
        for (int pass = 0; pass < 2; pass++) {
            float d = pass ? dot : dot + 2.0f * (float)ui_px(u, 1);
            m = 0;
            for (int i = 0; i < w[k].n; i++) {
                float x, y;
                areamap_camera_to_screen(&c->cam, w[k].x[i], w[k].y[i], &x, &y);
                if (under_text(text, nt, x, y, d / 2))
                    continue;
                rects[m++] = (SDL_FRect){ x - d / 2, y - d / 2, d, d };
                float e = (w[k].x[i] - mx) * (w[k].x[i] - mx) + (w[k].y[i] - my) * (w[k].y[i] - my);
                if (!under_text(text, nt, x, y, r + 2) && (best < 0 || e < best)) {
                    best = e;
                    mid = i;
                }
            }
            SDL_Color col = pass ? WALL_COLOUR : ui_rgb(24, 16, 14);
            SDL_SetRenderDrawColor(u->r, col.r, col.g, col.b, 255);
            SDL_RenderFillRectsF(u->r, rects, m);
        }
        if (mid < 0)
            continue; /* no room for the sign clear of the text */
        /* the no-entry sign: a red disc, dark-ringed, a white bar across */
        float x, y;
        areamap_camera_to_screen(&c->cam, w[k].x[mid], w[k].y[mid], &x, &y);
        areamap_disc(u, x, y, r + (float)ui_px(u, 1), ui_rgb(24, 16, 14));
        areamap_disc(u, x, y, r, WALL_COLOUR);
        ui_fill(u, ui_rect((int)(x - r * 0.65f), (int)(y - r * 0.2f), (int)(r * 1.3f), (int)(r * 0.4f) + 1),
                ui_rgb(250, 250, 250));
    }
    SDL_RenderSetClipRect(u->r, NULL);
}

static bool shown; /* the legend: kept while the program runs, like a setting */

bool trts_board_legend_close(void)
{
    bool was = shown;
    shown = false;
    return was;
}

void trts_board_overlay(ui *u, trts_screen *c, SDL_Rect view)
{
    if (c->cover)
        return;
    draw_walls(u, c, view);
    area_plates(u, c, view);
    if (u->draw) {
        SDL_RenderSetClipRect(u->r, &view);
        trts_board_fight_mark(u, c, trts_board_fight_area(c));
        SDL_RenderSetClipRect(u->r, NULL);
    }
    /* the tokens of pieces that have fired this round: an orange corner mark */
    for (int j = 0; u->draw && j < c->model.n_pieces; j++)
        if (c->model.pieces[j].flags & TOKEN_FIRED) {
            SDL_Rect r = areamap_view_piece_rect(u, &c->cam, &c->model, j);
            /* the top right corner: the top left one has the hidden mark */
            int d = r.w * 2 / 5 > ui_px(u, 7) ? r.w * 2 / 5 : ui_px(u, 7);
            SDL_Rect m = { r.x + r.w - d + 2, r.y - 2, d, d };
            ui_fill(u, m, FIRED_COLOUR);
            ui_frame(u, m, ui_rgb(20, 20, 24), 1);
        }
    /* the Legend button first: a token's tooltip or an area's card is drawn
     * over it (play-test 16: the card showed under the button) */
    areamap_legend_toggle(u, view, &shown);
    int token = u->draw && c->drag_from < 0
                    ? areamap_view_piece_at(u, &c->cam, &c->model, u->app->mouse_x, u->app->mouse_y)
                    : -1;
    if (token >= 0) {
        /* A token: whose, what, how many and its figures. */
        const areamap_piece *q = &c->model.pieces[token];
        const trts_state *s = &c->st;
        const trts_piece *pc = &s->pieces[q->id];
        const trts_faction *f = trts_player_faction(s, pc->owner);
        char figures[800], tip[1400]; /* room for the pseudo-locale's longer words (tests) */
        if (pc->building)
            trts_tip_building(f, pc->type, figures, sizeof figures);
        else
            trts_tip_unit(f, pc->type, figures, sizeof figures);
        /* TRANSLATORS: a token's tooltip on the TRTS map: player, piece, how many, its figures */
        snprintf(tip, sizeof tip, _("%.40s: %s ×%d · %s"), trts_player_name(c, pc->owner), trts_play_piece_name(s, q->id),
                 q->count, figures);
        /* the wounded pieces of the token with their figures now (spec: pieces
         * drawn with their damage); the figures above are the type's, full */
        for (int k = 0; k < s->n_pieces; k++)
            if (token_of(c, k) == token && wounded(s, k)) {
                char part[120];
                wound_text(c, k, part, sizeof part);
                size_t n = strlen(tip);
                snprintf(tip + n, sizeof tip - n, " · %s", part);
            }
        if (q->flags & TOKEN_FIRED) {
            size_t n = strlen(tip);
            /* TRANSLATORS: a token's tooltip: these pieces attacked this round (the orange mark) */
            snprintf(tip + n, sizeof tip - n, " · %s", _("Fired this round (orange mark): cannot fire again until the next round."));
        }
        ui_tooltip(u, areamap_view_piece_rect(u, &c->cam, &c->model, token), tip);
    } else if (u->draw && c->hover >= 0 && c->hover < c->st.map->n_areas && c->drag_from < 0 &&
               pointer_on_map(u, view)) {
        areamap_card k;
        trts_board_card(c, c->hover, &k);
        areamap_card_draw(u, &c->cache, &k, u->app->mouse_x, u->app->mouse_y, view);
    }
    if (shown)
        areamap_legend_draw(u, &c->cache, view, legend, (int)(sizeof legend / sizeof legend[0]));
}
