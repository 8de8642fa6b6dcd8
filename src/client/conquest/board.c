/*
 * Conquest's board: terrain, tints, arrows, hover card, legend and a drag's
 * preview box (see board.h).
 */
#include "conquest/board.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "areamap/card.h"
#include "areamap/view.h"
#include "conquest/label.h"
#include "conquest/look.h"
#include "conquest/play_internal.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"

/* Ruling (docs/conquest.md): a vertex's ground follows its weight, the units it
 * makes each turn: weight 1 sand, 2 grass, 3 forest, 4 and more hills; grass when
 * the map's weights are all alike. */
static areamap_terrain terrain_of(int weight)
{
    return weight <= 1 ? AREAMAP_TERRAIN_SAND : weight == 2 ? AREAMAP_TERRAIN_GRASS
           : weight == 3 ? AREAMAP_TERRAIN_FOREST : AREAMAP_TERRAIN_HILLS;
}

void conquest_board_node(const conquest_match *m, int v, int owner, areamap_node *n)
{
    const cq_vertex *vx = &m->graph.vertices[v];
    n->terrain = (uint8_t)terrain_of(vx->weight);
    n->seat = (int8_t)owner;
    /* Its name on the map, beside its token (the view leaves out a name with no
     * room of its own: the hover card still says it). */
    snprintf(n->name, sizeof n->name, "%s", conquest_place(&m->graph, v));
    if (owner >= 0) {
        n->tint = conquest_seat_colour[owner % CQ_SETUP_MAX_PLAYERS];
        /* A clear tint (the default is a light one, for the Campaign's busy
         * ground): who holds an area reads at a glance; the border, the token's
         * pattern and the seat emblem tell the seats apart without colour. */
        n->tint_strength = 125;
        /* A pale seat (the ice white) at that strength turned its ground
         * white under white names ("Quarrywick" unreadable, play-test 5): a
         * lighter veil keeps the ground's shade under the names; the border
         * in its colour still says who holds it. */
        SDL_Color k = n->tint;
        if (299 * k.r + 587 * k.g + 114 * k.b > 200 * 1000)
            n->tint_strength = 60;
        /* the same hue on every terrain (red stayed red on sand and grass, blue
         * did not turn teal on grass), with a wider border in the seat's colour */
        n->tint_flat = true;
        n->icon = AREAMAP_ICON_UNITS;
    } else {
        n->icon = AREAMAP_ICON_WEIGHT;
    }
}

void conquest_board_fit_counts(ui *u, conquest_screen *c)
{
    /* A figure wider than its token became a plate across it, the units symbol
     * at its end and the "+N" pushed down onto the name (play-test 3, 141:
     * "69", "22"): the token grows, up to the largest the map draws (18 px),
     * until its figure fits inside by areamap/draw.c's rule (text of 0.95 r,
     * 9 to 18 px, within 2 r - 4). Three digits never fit by that rule (the
     * text grows with the token): they keep a plate, a short one, until the
     * map shrinks a long figure's text. */
    float scale = areamap_camera_scale(&c->cam) * 0.6f;
    if (scale <= 0.0f)
        return;
    for (int i = 0; i < c->model.n_nodes; i++) {
        areamap_node *n = &c->model.nodes[i];
        if (strlen(n->label) < 2)
            continue;
        float r = areamap_view_node_radius(&c->cam, n);
        for (; r <= 18.0f; r += 0.5f) {
            int fpx = (int)(r * 0.95f);
            fpx = fpx < 9 ? 9 : fpx > 18 ? 18 : fpx;
            if ((float)ui_text_width(u, n->label, fpx, true) <= 2.0f * r - 4.0f)
                break;
        }
        /* A neutral's "(N)" grows its token only where the map has room (the
         * next token five times as far): growing every neutral took the room
         * of the names on a big map in a small window; elsewhere a plate
         * behind "(1)" read as a dark box (play-test 13, Archipelago). */
        if (n->seat < 0) {
            float x, y, gap = 1e9f;
            areamap_camera_to_screen(&c->cam, n->x, n->y, &x, &y);
            for (int j = 0; j < c->model.n_nodes; j++) {
                float ox, oy;
                areamap_camera_to_screen(&c->cam, c->model.nodes[j].x, c->model.nodes[j].y, &ox, &oy);
                float d = sqrtf((ox - x) * (ox - x) + (oy - y) * (oy - y));
                gap = j != i && d < gap ? d : gap;
            }
            if (r > 18.0f || gap < 5.0f * r)
                continue;
        }
        if (r > 18.0f) {
            /* Three digits and more: the token as it was (a larger one only
             * enlarges the figure) and its figure alone on the plate, no units
             * symbol at its end, so the plate stays short. */
            n->icon = AREAMAP_ICON_NONE;
            continue;
        }
        if (r / scale > n->size)
            n->size = r / scale;
    }
}

void conquest_board_edge(const conquest_match *m, int e, areamap_link *l)
{
    bool pair = m->graph.reverse[e] >= 0;
    l->style = pair ? AREAMAP_LINK_TWO_WAY : AREAMAP_LINK_ONE_WAY;
    l->color = pair ? ui_rgba(236, 232, 214, 230) : ui_rgba(255, 206, 96, 255);
    l->width = pair ? 2.0f : 2.6f;
    l->arrow = false;
    l->bend = false;
}

/* The map as it is shown (the stage of a resolution being played, a replay's
 * step, else the state): the card tells what the map shows, never a state the
 * map has left behind. */
static void shown_map(conquest_screen *c, int8_t *owner, int64_t *units)
{
    const conquest_match *m = &c->match;
    bool done = c->animating ? conquest_anim_map(c, owner, units)
                : c->replay_step >= 0 ? conquest_show_replay_map(c, owner, units) : false;
    if (done)
        return;
    for (int v = 0; v < m->graph.n_vertices; v++) {
        owner[v] = m->state.controller[v];
        units[v] = m->state.units[v];
    }
}

/* "Ashford, Brillham" into list, as many as it holds. */
/* Rows of a card naming the vertices `ids` after the way's head: as many names as a row holds (it keeps 111 bytes), the rest on
 * the rows below, indented; the last row the card has left says how many
 * more, one row always left for the card's last line (play-test: The Crown's
 * centre cut off at "(no way the"). */
typedef enum card_way { CARD_BOTH, CARD_OUT, CARD_IN } card_way;

static void card_head(card_way way, const char *names, char *out, size_t size)
{
    if (way == CARD_BOTH)
        /* TRANSLATORS: the hover card: the vertices joined to it by edges both ways */
        snprintf(out, size, _("Both ways: %s"), names);
    else if (way == CARD_OUT)
        /* TRANSLATORS: the hover card: one-way edges out (gold arrows): units may go there but not come back that way */
        snprintf(out, size, _("One way out (no way back along it) to %s"), names);
    else
        /* TRANSLATORS: the hover card: one-way edges in (gold arrows): units come from there but cannot go back that way */
        snprintf(out, size, _("One way in (no way there along it) from %s"), names);
}

static void card_list(areamap_card *k, card_way way, const cq_graph *g, const int *ids, int n)
{
    char head[160];
    card_head(way, "", head, sizeof head);
    enum { ROOM = 96, LAST = AREAMAP_CARD_ROWS - 1 };
    int i = 0;
    size_t all = strlen(head);
    for (int j = 0; j < n; j++)
        all += strlen(conquest_place(g, ids[j])) + 2;
    bool first = true;
    if (all > ROOM + 2 && k->n_rows < LAST - 1) {
        /* Too many for the sentence's row: the sentence whole, naming "the 7
         * below", and the names on the rows under it (blind play-test 14: the
         * French sentence, its list cut mid-way, read "depuis Ashford,
         * Elmholm, : pas de passage", the rest on the next row). */
        char below[64], row[256];
        /* TRANSLATORS: in a hover card's sentence ("One way in (no way there along it) from %s") when the
         * vertices are listed on the rows under it */
        snprintf(below, sizeof below, P_("the %d below", "the %d below", n), n);
        card_head(way, below, row, sizeof row);
        areamap_card_add(k, AREAMAP_ICON_NONE, "%s", row);
        first = false;
    }
    for (; i < n && k->n_rows < LAST; first = false) {
        char names[ROOM + 1] = "";
        size_t used = 0;
        size_t head_len = first ? strlen(head) : 4;
        while (i < n) {
            const char *name = conquest_place(g, ids[i]);
            size_t add = strlen(name) + (used ? 2 : 0);
            if (used > 0 && head_len + used + add > ROOM)
                break;
            used += (size_t)snprintf(names + used, sizeof names - used, "%s%s", used ? ", " : "", name);
            if (used >= ROOM)
                used = ROOM;
            i++;
        }
        if (i < n && used + 1 < sizeof names)
            names[used++] = ','; /* the list goes on below */
        names[used] = '\0';
        if (k->n_rows == LAST - 1 && i < n) {
            /* TRANSLATORS: the last row of a hover card's list of neighbours */
            areamap_card_add(k, AREAMAP_ICON_NONE, P_("    … and %d more", "    … and %d more", n - i), n - i);
            return;
        }
        if (first) {
            char row[256];
            card_head(way, names, row, sizeof row);
            areamap_card_add(k, AREAMAP_ICON_NONE, "%s", row);
        } else
            areamap_card_add(k, AREAMAP_ICON_NONE, "    %s", names);
    }
}

static void fill_card(conquest_screen *c, int v, areamap_card *k)
{
    const conquest_match *m = &c->match;
    const cq_vertex *vx = &m->graph.vertices[v];
    static int8_t owners[CQ_MAX_VERTICES];
    static int64_t units[CQ_MAX_VERTICES];
    shown_map(c, owners, units);
    areamap_card_clear(k);
    snprintf(k->title, sizeof k->title, "%s", conquest_place(&m->graph, v));
    int owner = owners[v];
    if (owner >= 0) {
        k->owner = conquest_seat_colour[owner % CQ_SETUP_MAX_PLAYERS];
        /* TRANSLATORS: the hover card's subtitle: what the area is and who holds it */
        snprintf(k->subtitle, sizeof k->subtitle, _("Vertex · held by %.40s"), conquest_player_name(m, owner));
    } else {
        snprintf(k->subtitle, sizeof k->subtitle, "%s", _("Vertex · neutral"));
    }
    areamap_card_add(k, AREAMAP_ICON_WEIGHT, P_("Weight %d: makes %d unit a turn", "Weight %d: makes %d units a turn", vx->weight),
                     vx->weight, vx->weight);
    if (owner >= 0) {
        areamap_card_add(k, AREAMAP_ICON_UNITS, _("Units here: %lld"), (long long)units[v]);
        int64_t sent = 0, arriving = 0;
        long long after = (long long)conquest_planned_units(m, c->viewer, NULL, v, &sent, &arriving);
        if (owner == c->viewer && !c->animating && (sent > 0 || arriving > 0))
            /* TRANSLATORS: the hover card of the player's own vertex while it has orders (the "→ N" tag above it
             * when the map has room for it) */
            areamap_card_add(k, AREAMAP_ICON_NONE, _("After your orders (the \"→\" tag): %lld here (%lld leave, "
                                                     "%lld of yours arrive before any fight)"),
                             after, (long long)sent, (long long)arriving);
        /* TRANSLATORS: the hover card of a held vertex: the green "+N" tag beside it on the map. */
        areamap_card_add(k, AREAMAP_ICON_NONE, _("The \"+%d\" tag: the units it makes each turn"), vx->weight);
    } else {
        areamap_card_add(k, AREAMAP_ICON_UNITS, P_("Taking it costs %d unit", "Taking it costs %d units", vx->weight),
                         vx->weight);
        /* TRANSLATORS: the hover card of a neutral vertex: the "(N)" on its grey token is its weight, not units. */
        areamap_card_add(k, AREAMAP_ICON_NONE, _("The \"(%d)\" on its token: its weight, not units"), vx->weight);
    }
    /* Its neighbours by name, the one-way edges apart (the gold arrows): units
     * go only the way such an edge points. */
    static int both[CQ_MAX_VERTICES], to[CQ_MAX_VERTICES], from[CQ_MAX_VERTICES];
    int n_both = 0, n_to = 0, n_from = 0;
    for (int e = 0; e < m->graph.n_edges; e++) {
        const cq_edge *ed = &m->graph.edges[e];
        bool pair = m->graph.reverse[e] >= 0;
        if (ed->from == v && pair)
            both[n_both++] = ed->to;
        else if (ed->from == v)
            to[n_to++] = ed->to;
        else if (ed->to == v && !pair)
            from[n_from++] = ed->from;
    }
    card_list(k, CARD_BOTH, &m->graph, both, n_both);
    card_list(k, CARD_OUT, &m->graph, to, n_to);
    card_list(k, CARD_IN, &m->graph, from, n_from);
    /* Who could bring units here next turn, and how many (public: the units
     * on their vertices with an edge here), the threat overlay's numbers. */
    static cq_reach reach[CQ_MAX_PLAYERS];
    cq_reach_of(&m->state, v, reach);
    for (int q = 0; q < m->state.n_players && k->n_rows < AREAMAP_CARD_ROWS - 1; q++) {
        if (reach[q].units <= 0 || q == owner)
            continue;
        /* The seat at the screen reads its own line as its own (play-test 3:
         * "Alice can bring…" to Alice read as somebody else). */
        if (q == c->viewer && reach[q].sources > 1)
            /* TRANSLATORS: the hover card: the player at the screen could bring this many here next turn, from that many of their vertices */
            areamap_card_add(k, AREAMAP_ICON_NONE, P_("You can bring up to %lld here, from %d vertices",
                                                      "You can bring up to %lld here, from %d vertices", reach[q].sources),
                             (long long)reach[q].units, reach[q].sources);
        else if (q == c->viewer)
            /* TRANSLATORS: the hover card: the player at the screen could bring this many here next turn, from that vertex */
            areamap_card_add(k, AREAMAP_ICON_NONE, _("You can bring up to %lld here, from %s"), (long long)reach[q].units,
                             conquest_place(&m->graph, reach[q].best));
        else if (reach[q].sources > 1)
            /* TRANSLATORS: the hover card: a player could bring this many here next turn, from that many of its vertices */
            areamap_card_add(k, AREAMAP_ICON_NONE, P_("%s can bring up to %lld here, from %d vertices",
                                                      "%s can bring up to %lld here, from %d vertices", reach[q].sources),
                             conquest_player_name(m, q), (long long)reach[q].units, reach[q].sources);
        else
            /* TRANSLATORS: the hover card: a player could bring this many here next turn, from that vertex */
            areamap_card_add(k, AREAMAP_ICON_NONE, _("%s can bring up to %lld here, from %s"),
                             conquest_player_name(m, q), (long long)reach[q].units, conquest_place(&m->graph, reach[q].best));
    }
    /* No line on who sees its units: Conquest hides none, so the line said
     * nothing on every card (play-test 4). */
}

static const areamap_legend_entry legend[] = {
    { AREAMAP_LEGEND_TERRAIN, AREAMAP_TERRAIN_SAND, { 0, 0, 0, 0 }, N_("Weight 1 (sand)") },
    { AREAMAP_LEGEND_TERRAIN, AREAMAP_TERRAIN_GRASS, { 0, 0, 0, 0 }, N_("Weight 2 (grass)") },
    { AREAMAP_LEGEND_TERRAIN, AREAMAP_TERRAIN_FOREST, { 0, 0, 0, 0 }, N_("Weight 3 (forest)") },
    { AREAMAP_LEGEND_TERRAIN, AREAMAP_TERRAIN_HILLS, { 0, 0, 0, 0 }, N_("Weight 4 or more (hills)") },
    { AREAMAP_LEGEND_OWNER, 0, { 220, 70, 60, 255 }, N_("Held by a player: border and tint") },
    { AREAMAP_LEGEND_TOKEN, 0, { 59, 120, 216, 255 }, N_("Token: the holder's colour and pattern") },
    /* blind play-test 11: the mark at a token's corner and the rings were nowhere explained */
    { AREAMAP_LEGEND_TOKEN, 1, { 59, 120, 216, 255 }, N_("Mark at a token's corner: its holder's shape, as in the list") },
    { AREAMAP_LEGEND_TOKEN, 0, { 170, 174, 186, 255 }, N_("Double ring round a token: it changed hands last turn") },
    { AREAMAP_LEGEND_TOKEN, 0, { 88, 94, 106, 255 }, N_("Token of a neutral area") },
    { AREAMAP_LEGEND_ICON, AREAMAP_ICON_UNITS, { 0, 0, 0, 0 }, N_("Units on a held vertex") },
    { AREAMAP_LEGEND_ICON, AREAMAP_ICON_WEIGHT, { 0, 0, 0, 0 }, N_("(N) on a neutral vertex: its weight (price and yield)") },
    { AREAMAP_LEGEND_BADGE, 0, { 0, 0, 0, 0 }, N_("+N: what a held vertex makes each turn") },
    { AREAMAP_LEGEND_LINK, AREAMAP_LINK_ONE_WAY, { 255, 206, 96, 255 }, N_("One-way edge: only the way it points") },
    { AREAMAP_LEGEND_LINK, AREAMAP_LINK_TWO_WAY, { 236, 232, 214, 230 }, N_("Edges both ways") },
    { AREAMAP_LEGEND_LINK, AREAMAP_LINK_PLAIN, { 255, 240, 150, 255 }, N_("Your order (units on its label)") },
    { AREAMAP_LEGEND_LINK, AREAMAP_LINK_PLAIN, { 236, 64, 52, 255 }, N_("Your order that cannot take its target") },
    { AREAMAP_LEGEND_LINK, AREAMAP_LINK_PLAIN, { 242, 156, 40, 255 }, N_("Your order whose outcome depends on what others send") },
    { AREAMAP_LEGEND_TAG, 0, { 214, 48, 40, 255 }, N_("Threat (T): enemies could bring your units or more") },
    { AREAMAP_LEGEND_TAG, 0, { 120, 44, 44, 255 }, N_("Threat (T), darker: enemies could bring fewer") },
};

/* A small window's legend (play-test 3 at 800x560: the full one covered two
 * thirds of the map): the same marks in short words. Every row of the full
 * one is here too (blind play-test 14: the French legend, wider, was this
 * one at 1280x800 and lacked the tint, the token and corner mark and the
 * neutral token that the English one had). */
static const areamap_legend_entry legend_short[] = {
    { AREAMAP_LEGEND_TERRAIN, AREAMAP_TERRAIN_SAND, { 0, 0, 0, 0 }, N_("Weight 1 (sand)") },
    { AREAMAP_LEGEND_TERRAIN, AREAMAP_TERRAIN_GRASS, { 0, 0, 0, 0 }, N_("Weight 2 (grass)") },
    { AREAMAP_LEGEND_TERRAIN, AREAMAP_TERRAIN_FOREST, { 0, 0, 0, 0 }, N_("Weight 3 (forest)") },
    { AREAMAP_LEGEND_TERRAIN, AREAMAP_TERRAIN_HILLS, { 0, 0, 0, 0 }, N_("Weight 4+ (hills)") },
    { AREAMAP_LEGEND_OWNER, 0, { 220, 70, 60, 255 }, N_("Held: border and tint") },
    { AREAMAP_LEGEND_TOKEN, 0, { 59, 120, 216, 255 }, N_("Token: holder's colour") },
    { AREAMAP_LEGEND_TOKEN, 0, { 59, 120, 216, 255 }, N_("Corner mark: holder's shape") },
    { AREAMAP_LEGEND_TOKEN, 0, { 88, 94, 106, 255 }, N_("Neutral token") },
    { AREAMAP_LEGEND_ICON, AREAMAP_ICON_UNITS, { 0, 0, 0, 0 }, N_("Units on a held vertex") },
    { AREAMAP_LEGEND_ICON, AREAMAP_ICON_WEIGHT, { 0, 0, 0, 0 }, N_("(N): a neutral's weight") },
    { AREAMAP_LEGEND_BADGE, 0, { 0, 0, 0, 0 }, N_("+N: made each turn") },
    { AREAMAP_LEGEND_TOKEN, 0, { 170, 174, 186, 255 }, N_("Double ring: changed hands") },
    { AREAMAP_LEGEND_LINK, AREAMAP_LINK_ONE_WAY, { 255, 206, 96, 255 }, N_("One-way edge") },
    { AREAMAP_LEGEND_LINK, AREAMAP_LINK_TWO_WAY, { 236, 232, 214, 230 }, N_("Edges both ways") },
    { AREAMAP_LEGEND_LINK, AREAMAP_LINK_PLAIN, { 255, 240, 150, 255 }, N_("Your order") },
    { AREAMAP_LEGEND_LINK, AREAMAP_LINK_PLAIN, { 236, 64, 52, 255 }, N_("Order that fails") },
    { AREAMAP_LEGEND_LINK, AREAMAP_LINK_PLAIN, { 242, 156, 40, 255 }, N_("Order that depends on others") },
    { AREAMAP_LEGEND_TAG, 0, { 214, 48, 40, 255 }, N_("Threat (T): your units or more") },
    { AREAMAP_LEGEND_TAG, 0, { 120, 44, 44, 255 }, N_("Threat (T): fewer than yours") },
};

bool conquest_legend_short(ui *u, SDL_Rect view)
{
    /* The full legend's box as areamap/card.c lays it out (rows of 22, a
     * swatch of 34, text of 13): short when it would cover over a third of
     * the map (about half of it at 800x560, a quarter at 1280x800). */
    int n = (int)(sizeof legend / sizeof legend[0]), tw = 0;
    for (int i = 0; i < n; i++) {
        int w = ui_text_width(u, _(legend[i].text), ui_px(u, 13), false);
        tw = w > tw ? w : tw;
    }
    long long w = ui_px(u, 34 + 8 + 20) + tw, h = (long long)(n + 1) * ui_px(u, 22) + ui_px(u, 20);
    return w * h * 3 > (long long)view.w * view.h;
}

conquest_outcome conquest_order_outcome(const conquest_match *m, int who, int to)
{
    char why[1024];
    return conquest_attack_forecast(m, who, NULL, to, why, sizeof why);
}

const char *conquest_outcome_meaning(conquest_outcome o)
{
    switch (o) {
    /* TRANSLATORS: tooltip of the green tick at the end of an order's row */
    case CONQUEST_OUTCOME_TAKES: return _("Green tick: as things stand, this order takes its target");
    /* TRANSLATORS: tooltip of the blue plus at the end of an order's row */
    case CONQUEST_OUTCOME_JOINS: return _("Blue plus: these units join your own vertex");
    /* TRANSLATORS: tooltip of the red cross at the end of an order's row (it is not a delete button) */
    case CONQUEST_OUTCOME_FAILS: return _("Red cross: too few units, this order cannot take its target (not a delete button: "
                                          "Remove is)");
    /* TRANSLATORS: tooltip of the amber question mark at the end of an order's row */
    case CONQUEST_OUTCOME_UNSURE: return _("Amber question mark: it depends on what the others send there");
    default: return NULL;
    }
}

void conquest_outcome_mark(ui *u, conquest_outcome o, float x, float y, float r)
{
    if (!u->draw || o == CONQUEST_OUTCOME_NONE)
        return;
    SDL_Color bg = o == CONQUEST_OUTCOME_FAILS ? ui_rgb(200, 44, 36)
                   : o == CONQUEST_OUTCOME_TAKES ? ui_rgb(40, 150, 70)
                   : o == CONQUEST_OUTCOME_UNSURE ? ui_rgb(214, 128, 20)
                                                 : ui_rgb(50, 110, 200);
    draw_disc(u->r, x, y, r + 1.5f, ui_rgb(12, 14, 20));
    draw_disc(u->r, x, y, r, bg);
    SDL_Color fg = ui_rgb(250, 250, 250);
    float k = r * 0.55f, t = r * 0.28f > 1.5f ? r * 0.28f : 1.5f;
    if (o == CONQUEST_OUTCOME_UNSURE) { /* a question mark: it depends on what others send */
        int px = (int)(r * 1.6f);
        ui_text(u, (int)x, (int)(y - (float)ui_text_px(px) * 0.62f), "?", px, true, fg, UI_CENTER);
    } else if (o == CONQUEST_OUTCOME_FAILS) { /* a cross: cannot take it */
        draw_line(u->r, x - k, y - k, x + k, y + k, t, fg);
        draw_line(u->r, x - k, y + k, x + k, y - k, t, fg);
    } else if (o == CONQUEST_OUTCOME_TAKES) { /* a tick: taken */
        draw_line(u->r, x - k, y, x - k * 0.25f, y + k * 0.75f, t, fg);
        draw_line(u->r, x - k * 0.25f, y + k * 0.75f, x + k, y - k * 0.7f, t, fg);
    } else { /* a plus: joins its own */
        draw_line(u->r, x - k, y, x + k, y, t, fg);
        draw_line(u->r, x, y - k, x, y + k, t, fg);
    }
}

/* Each target of the viewer's orders: what they would do there, a mark at the
 * top right of its token (the selected order's words are in the panel). */
void conquest_draw_outcomes(ui *u, conquest_screen *c)
{
    const conquest_match *m = &c->match;
    int who = c->viewer;
    if (!u->draw || c->cover || c->animating || who < 0 || who >= m->state.n_players || cq_state_over(&m->state))
        return;
    const conquest_player_orders *o = &m->orders[who];
    for (int i = 0; i < o->n; i++) {
        int to = cq_graph_find(&m->graph, o->list[i].to);
        bool again = false; /* one mark a target */
        for (int j = 0; j < i && !again; j++)
            again = o->list[j].to == o->list[i].to;
        if (to < 0 || to >= c->model.n_nodes || again)
            continue;
        float x, y;
        areamap_camera_to_screen(&c->cam, c->model.nodes[to].x, c->model.nodes[to].y, &x, &y);
        float r = areamap_view_node_radius(&c->cam, &c->model.nodes[to]);
        float mr = (float)ui_px(u, 8);
        conquest_outcome_mark(u, conquest_order_outcome(m, who, to), x + r * 0.8f, y - r * 0.8f, mr);
    }
    /* An order that may end in the weighted draw says so on its arrow, under
     * its units, before Ready (play-test 7: luck decided games and the odds
     * were only in a long paragraph): "lottery: you win ≥37 %", the worst case
     * (blind play-test 12: "draw ≥55 %" read as a 55 % chance of a tie). */
    for (int i = 0; i < o->n; i++) {
        int k = m->graph.n_edges + i, to = cq_graph_find(&m->graph, o->list[i].to);
        int odds = to >= 0 ? conquest_attack_draw(m, who, NULL, to) : -1;
        if (odds < 0 || k >= c->model.n_links)
            continue;
        float mx, my;
        areamap_view_link_middle(&c->cam, &c->model, &c->model.links[k], &mx, &my);
        char text[64];
        /* TRANSLATORS: on an order's arrow, under its units: it may end in the weighted draw (a lottery among the
         * players who arrive, by units sent), and the player's worst odds of winning it in percent (keep it short;
         * not "draw": it read as the odds of a tie) */
        snprintf(text, sizeof text, _("lottery: you win \u2265%d %%"), odds);
        /* and its stakes under it (blind play-test 17: the loser's survivors
         * go to the winner, and only the report said so) */
        /* TRANSLATORS: on an order's arrow, under "lottery: you win >=N %": the winner of the draw keeps every
         * survivor, the loser's too (keep it short) */
        const char *stakes = _("winner keeps all units");
        int px = ui_px(u, 12), tw = ui_text_width(u, text, px, true), sw = ui_text_width(u, stakes, px, false);
        int w = (tw > sw ? tw : sw) + ui_px(u, 8), line = ui_text_px(px) + ui_px(u, 2), h = 2 * line + ui_px(u, 2);
        SDL_Rect box = {(int)mx - w / 2, (int)my + ui_px(u, 11), w, h};
        ui_fill(u, box, ui_rgba(60, 36, 6, 235));
        ui_frame(u, box, ui_rgb(242, 156, 40), 1);
        ui_text(u, (int)mx, box.y + ui_px(u, 2), text, px, true, ui_rgb(255, 222, 160), UI_CENTER);
        ui_text(u, (int)mx, box.y + ui_px(u, 2) + line, stakes, px, false, ui_rgb(255, 222, 160), UI_CENTER);
    }
}

/* The first of `tries` clear of every box (with a small gap), or an empty rect. */
static SDL_Rect clear_place(const ui *u, const SDL_Rect *boxes, int n_boxes, const SDL_Rect *tries, int n_tries)
{
    int gap = ui_px(u, 3);
    for (int t = 0; t < n_tries; t++) {
        SDL_Rect wide = {tries[t].x - gap, tries[t].y - gap, tries[t].w + 2 * gap, tries[t].h + 2 * gap};
        bool clear = true;
        for (int k = 0; k < n_boxes && clear; k++)
            clear = !SDL_HasIntersection(&wide, &boxes[k]);
        if (clear)
            return tries[t];
    }
    return (SDL_Rect){0, 0, 0, 0};
}

/* What the last turn changed, on the map until the next one resolves (play-
 * test 7: only the report's text said it, over the map's corner): each vertex
 * that changed hands ringed in its new holder's colour (grey: left neutral),
 * and for the player reading, "taken" or "lost" under it. Public: every seat
 * reads the same report. */
/* The "→ N" tags draw_planned placed this frame: draw_changes' "taken" and
 * "lost" go clear of them (blind play-test 11: a "→ N" hid a green "taken";
 * blind play-test 14: placed after the "taken", Coldgate's "→ 0", the
 * player's own plan leaving it empty, found no room and was not drawn: the
 * plan goes first, a "taken" with no room left is said by its ring). */
static SDL_Rect planned_tags[256];
static int n_planned_tags;

static void draw_changes(ui *u, conquest_screen *c)
{
    const conquest_match *m = &c->match;
    if (!u->draw || c->cover || c->animating || !m->has_last || m->before.turn + 1 != m->state.turn ||
        c->replay_step >= 0)
        return;
    int reader = conquest_show_reader(c);
    if (reader >= 0 && !conquest_match_is_human(m, reader))
        reader = -1; /* a game of computers: rings only, nobody's "taken" */
    enum { MAX_BOXES = 1024 };
    static SDL_Rect boxes[MAX_BOXES];
    int n_boxes = -1; /* the map's text, measured once a tag is to be placed */
    for (int v = 0; v < m->graph.n_vertices && v < c->model.n_nodes; v++) {
        int was = m->before.controller[v], now = m->state.controller[v];
        if (was == now)
            continue;
        float x, y;
        areamap_camera_to_screen(&c->cam, c->model.nodes[v].x, c->model.nodes[v].y, &x, &y);
        float r = areamap_view_node_radius(&c->cam, &c->model.nodes[v]);
        SDL_Color ring = now >= 0 ? conquest_player_colour(now) : ui_rgb(170, 174, 186);
        draw_ring(u->r, x, y, r + (float)ui_px(u, 7), 3.0f, ui_rgb(12, 14, 20));
        draw_ring(u->r, x, y, r + (float)ui_px(u, 5), 2.5f, ring);
        const char *tag = NULL;
        SDL_Color fg = ui_rgb(255, 255, 255), bg = ui_rgb(0, 0, 0);
        if (reader >= 0 && now == reader) {
            /* TRANSLATORS: under a vertex the player took in the turn just played (a short tag on the map) */
            tag = _("taken");
            bg = ui_rgba(20, 90, 40, 235);
            fg = ui_rgb(200, 250, 210);
        } else if (reader >= 0 && was == reader) {
            /* TRANSLATORS: under a vertex the player lost in the turn just played (a short tag on the map) */
            tag = _("lost");
            bg = ui_rgba(120, 24, 20, 235);
            fg = ui_rgb(255, 214, 206);
        }
        if (!tag)
            continue;
        int px = ui_px(u, 12), w = ui_text_width(u, tag, px, true) + ui_px(u, 8), h = ui_text_px(px) + ui_px(u, 4);
        /* Above the token (its name is under it), else at its left; never over
         * a name, a figure or a tag of the map (play-test 8: at 800x560 a
         * "taken" sat on a neighbour's name): with no room, the ring alone
         * says it, and the report. */
        if (n_boxes < 0) {
            n_boxes = areamap_view_label_boxes(u, &c->cam, &c->model, boxes, MAX_BOXES);
            for (int i = 0; i < n_planned_tags && n_boxes < MAX_BOXES; i++)
                boxes[n_boxes++] = planned_tags[i];
        }
        SDL_Rect tries[] = {{(int)x - w / 2, (int)(y - r) - ui_px(u, 9) - h, w, h},
                            {(int)(x - r) - ui_px(u, 9) - w, (int)y - h / 2, w, h},
                            {(int)(x - r) - ui_px(u, 9) - w, (int)y - h - ui_px(u, 1), w, h},
                            {(int)(x - r) - ui_px(u, 9) - w, (int)y + ui_px(u, 1), w, h}};
        SDL_Rect box = clear_place(u, boxes, n_boxes, tries, (int)(sizeof tries / sizeof *tries));
        if (box.w == 0)
            continue;
        if (n_boxes < MAX_BOXES)
            boxes[n_boxes++] = box;
        ui_fill(u, box, bg);
        ui_text(u, box.x + box.w / 2, box.y + ui_px(u, 2), tag, px, true, fg, UI_CENTER);
    }
}

/* The viewer's garrisons after its orders (blind play-test 10: nothing
 * showed "what I will have here"): on each of its vertices its orders change,
 * a pale tag in the orders' colour above the token, "→ 13", clear of the
 * map's names, figures and orders' labels (else at its right, else the hover
 * card says it). */
static void draw_planned(ui *u, conquest_screen *c)
{
    const conquest_match *m = &c->match;
    int who = c->viewer;
    n_planned_tags = 0;
    if (!u->draw || c->cover || c->animating || c->replay_step >= 0 || who < 0 || who >= m->state.n_players ||
        m->orders[who].n == 0 || cq_state_over(&m->state))
        return;
    enum { MAX_BOXES = 1024 };
    static SDL_Rect boxes[MAX_BOXES];
    int n_boxes = areamap_view_label_boxes(u, &c->cam, &c->model, boxes, MAX_BOXES);
    int px = ui_px(u, 12);
    for (int v = 0; v < m->graph.n_vertices && v < c->model.n_nodes; v++) {
        if (m->state.controller[v] != who)
            continue;
        int64_t sent = 0, arriving = 0;
        long long after = (long long)conquest_planned_units(m, who, NULL, v, &sent, &arriving);
        if (sent == 0 && arriving == 0)
            continue;
        float x, y;
        areamap_camera_to_screen(&c->cam, c->model.nodes[v].x, c->model.nodes[v].y, &x, &y);
        float r = areamap_view_node_radius(&c->cam, &c->model.nodes[v]);
        char text[32];
        /* TRANSLATORS: a short tag above a vertex: its units after the player's orders */
        snprintf(text, sizeof text, _("→ %lld"), after);
        int w = ui_text_width(u, text, px, true) + ui_px(u, 8), h = ui_text_px(px) + ui_px(u, 4);
        /* above, centred or beside an order's label (links' labels are in
         * the boxes: play-test 10's fix drew it over one), else at its right */
        int above = (int)(y - r) - ui_px(u, 4) - h;
        /* then at its left, upper and lower halves (blind play-test 14: an
         * order's label above and a neighbour's name at its right left it no
         * room, and "→ 0" went unsaid) */
        int left = (int)(x - r) - ui_px(u, 4) - w;
        SDL_Rect tries[] = {{(int)x - w / 2, above, w, h}, {(int)x, above, w, h}, {(int)x - w, above, w, h},
                            {(int)(x + r) + ui_px(u, 4), (int)(y + r) - h, w, h},
                            {left, (int)y - h - ui_px(u, 1), w, h}, {left, (int)y + ui_px(u, 1), w, h}};
        SDL_Rect box = clear_place(u, boxes, n_boxes, tries, (int)(sizeof tries / sizeof *tries));
        if (box.w == 0)
            continue;
        if (n_boxes < MAX_BOXES)
            boxes[n_boxes++] = box;
        if (n_planned_tags < (int)(sizeof planned_tags / sizeof *planned_tags))
            planned_tags[n_planned_tags++] = box;
        ui_fill(u, box, after <= 0 ? ui_rgba(120, 24, 20, 235) : ui_rgba(40, 38, 20, 235));
        ui_frame(u, box, ui_rgb(255, 240, 150), 1);
        ui_text(u, box.x + box.w / 2, box.y + ui_px(u, 2), text, px, true, ui_rgb(255, 240, 150), UI_CENTER);
    }
}

int conquest_threat_at(const conquest_match *m, int who, int v)
{
    static cq_reach reach[CQ_MAX_PLAYERS];
    if (!cq_reach_of(&m->state, v, reach))
        return 0;
    long long sum = 0;
    for (int q = 0; q < m->state.n_players; q++)
        if (q != who)
            sum += (long long)reach[q].units;
    return sum > 1000000 ? 1000000 : (int)sum;
}

/* The threat overlay: on each of the viewer's vertices, a red tag at the lower
 * left of its token with what the other players could bring there next turn
 * (bright when it is at least the units there, dim when fewer). */
static int draw_threats(ui *u, conquest_screen *c)
{
    const conquest_match *m = &c->match;
    int who = c->viewer, shown = 0;
    if (!c->threats || c->animating || who < 0 || who >= m->state.n_players)
        return -1;
    int px = ui_px(u, 12);
    /* what the map wrote (figures, "+N" tags, names): a tag covers none of it
     * (blind play-test 16: Umberford's tag sat on its neighbour's "+1") */
    static SDL_Rect text[4096];
    int n_text = u->draw ? areamap_view_label_boxes(u, &c->cam, &c->model, text, 4096) : 0;
    for (int v = 0; v < m->graph.n_vertices && v < c->model.n_nodes; v++) {
        if (m->state.controller[v] != who)
            continue;
        int t = conquest_threat_at(m, who, v);
        if (t <= 0)
            continue;
        shown++;
        if (!u->draw)
            continue;
        float x, y;
        areamap_camera_to_screen(&c->cam, c->model.nodes[v].x, c->model.nodes[v].y, &x, &y);
        float r = areamap_view_node_radius(&c->cam, &c->model.nodes[v]);
        char num[16];
        snprintf(num, sizeof num, "%d", t);
        int w = ui_text_width(u, num, px, true) + ui_px(u, 8), h = ui_text_px(px) + ui_px(u, 4);
        /* left of the token, on its middle: clear of the units icon below, the
         * "+N" on the right and the holder's pattern badge at the upper left
         * (blind play-test 10: the tag sat on the badge); else lower or higher
         * on its left, or under it, where no text is */
        SDL_Rect cand[] = { ui_rect((int)(x - r) - w - ui_px(u, 5), (int)y - h / 2 + ui_px(u, 2), w, h),
                            ui_rect((int)(x - r) - w + ui_px(u, 2), (int)(y + r * 0.5f), w, h),
                            ui_rect((int)(x - r) - w + ui_px(u, 2), (int)(y - r * 0.5f) - h, w, h),
                            ui_rect((int)x - w / 2, (int)(y + r) + ui_px(u, 2), w, h) };
        SDL_Rect tag = cand[0];
        for (int k = 0; k < (int)(sizeof cand / sizeof cand[0]); k++) {
            bool covers = false;
            for (int i = 0; i < n_text && !covers; i++)
                covers = SDL_HasIntersection(&cand[k], &text[i]);
            if (!covers) {
                tag = cand[k];
                break;
            }
        }
        /* bright when the others could empty or take it after the viewer's
         * orders (what stays and what arrives of its own, before any fight) */
        bool strong = t >= conquest_planned_units(m, who, NULL, v, NULL, NULL);
        ui_fill(u, tag, strong ? ui_rgb(214, 48, 40) : ui_rgb(120, 44, 44));
        ui_frame(u, tag, ui_rgb(250, 250, 250), 1);
        ui_text(u, tag.x + tag.w / 2, tag.y + ui_px(u, 2), num, px, true, ui_rgb(255, 255, 255), UI_CENTER);
    }
    return shown;
}

void conquest_board_overlay(ui *u, conquest_screen *c, SDL_Rect view, SDL_Rect bar)
{
    static bool shown; /* kept while the program runs, like a setting */
    if (c->cover)
        return;
    /* the buttons in the row under the map (`bar`), the legend above them */
    int bh = ui_px(u, 28); /* a button's height, areamap_legend_toggle's margin of 6 under it */
    SDL_Rect below = ui_rect(view.x, view.y, view.w, bar.y + (bar.h - bh) / 2 + bh + ui_px(u, 6) - view.y);
    areamap_legend_toggle(u, below, &shown);
    /* Esc closes the legend first, as it closes what else is open over the
     * map (play-test 4: it opened the Pause menu with the legend up). */
    if (shown && ui_pressed(u, UI_KEY_ESCAPE)) {
        shown = false;
        u->ev = NULL;
        u->app->dirty = true;
    }
    /* Threats (T), right of the legend's button (its rect as areamap/card.c
     * makes it), while a human seat is ordering. */
    if (c->viewer >= 0 && c->viewer < c->match.state.n_players && !cq_state_over(&c->match.state)) {
        int h = ui_px(u, 28), lw = ui_px(u, 120);
        int la = ui_text_width(u, _("Hide legend (L)"), ui_px(u, 15), true), lb = ui_text_width(u, _("Legend (L)"), ui_px(u, 15), true);
        int need = (la > lb ? la : lb) + ui_px(u, 20);
        lw = need > lw ? need : lw;
        /* TRANSLATORS: the button that shows or hides the threat overlay; T is its key */
        const char *label = c->threats ? _("Hide threats (T)") : _("Threats (T)");
        int tw = ui_text_width(u, label, ui_px(u, 15), true) + ui_px(u, 20);
        SDL_Rect b = ui_rect(below.x + ui_px(u, 12) + lw, below.y + below.h - h - ui_px(u, 6), tw, h);
        conquest_cover_key_after(u, c); /* the cover's T, held, is not this one */
        if (ui_button(u, b, label, true) || (ui_pressed(u, UI_KEY_T) && !u->ev->ctrl)) {
            c->threats = !c->threats;
            conquest_content_get(u->app)->threats = c->threats;
            conquest_content_get(u->app)->threats_set = true;
            u->app->dirty = true;
        }
        /* Threats on, and none: said beside the button, not left to an empty
         * map (play-test 5 pressed T and saw nothing). */
        if (u->draw && draw_threats(u, c) == 0) {
            /* TRANSLATORS: beside the Threats button when no other player can reach any of your vertices */
            const char *none = _("No threats this turn");
            int px = ui_px(u, 13), nw = ui_text_width(u, none, px, false) + ui_px(u, 12);
            SDL_Rect t = ui_rect(b.x + b.w + ui_px(u, 6), b.y + (h - ui_text_px(px) - ui_px(u, 8)) / 2, nw,
                                 ui_text_px(px) + ui_px(u, 8));
            if (t.x + t.w > view.x + view.w)
                t.w = view.x + view.w - t.x;
            ui_fill(u, t, ui_rgba(14, 16, 24, 225));
            ui_text(u, t.x + ui_px(u, 6), t.y + ui_px(u, 4), none, px, false, ui_rgb(200, 230, 200), UI_LEFT);
        }
    }
    draw_planned(u, c); /* the plan's "→ N" first: the "taken" goes clear of it */
    draw_changes(u, c);
    conquest_draw_outcomes(u, c);
    /* The legend over the marks on the map (threat tags, "taken", outcomes):
     * open, it stays readable (play-test 9: threat tags were drawn over it);
     * the hover card comes later still, so a card is never under it. */
    if (shown && conquest_legend_short(u, below))
        areamap_legend_draw(u, &c->cache, below, legend_short, (int)(sizeof legend_short / sizeof legend_short[0]));
    else if (shown)
        areamap_legend_draw(u, &c->cache, below, legend, (int)(sizeof legend / sizeof legend[0]));
}

void conquest_board_card(ui *u, conquest_screen *c, SDL_Rect view)
{
    /* No card under the pause menu or a dialog, nor while the turn resolves
     * (play-test 5: a card stayed up over the animation). */
    if (u->draw && c->hover >= 0 && c->hover < c->match.graph.n_vertices && c->drag_from < 0 && !c->cover &&
        !c->animating && !c->show_result && c->hover_dwell >= CONQUEST_CARD_DWELL &&
        conquest_screen_on_top(u->app, c)) {
        areamap_card k;
        fill_card(c, c->hover, &k);
        /* clear of the token pointed at and of the one ordering from (play-test
         * 13: the card hid the vertex the player was ordering from) */
        int keep[2] = { c->hover, c->selected };
        for (int i = 0; i < 2; i++)
            if (keep[i] >= 0 && keep[i] < c->model.n_nodes) {
                float x, y, r = areamap_view_node_radius(&c->cam, &c->model.nodes[keep[i]]) + (float)ui_px(u, 8);
                areamap_camera_to_screen(&c->cam, c->model.nodes[keep[i]].x, c->model.nodes[keep[i]].y, &x, &y);
                k.avoid[k.n_avoid++] = ui_rect((int)(x - r), (int)(y - r), (int)(2 * r), (int)(2 * r));
            }
        /* above the coached game's banner, never over it (play-test 7) */
        if (c->coach_top > view.y && c->coach_top < view.y + view.h)
            view.h = c->coach_top - view.y;
        conquest_card_draw(u, c, &k, view);
    }
}

SDL_Rect conquest_card_draw(ui *u, conquest_screen *c, const areamap_card *k, SDL_Rect view)
{
    /* In the corner of the map across from the vertex, where there is most
     * room, not beside the pointer (blind play-test 17: beside it, the card
     * hid half the map, the enemy's side with it): right when the vertex is
     * on the map's left half, below when it is on its upper half. The card
     * goes to the corner the pointer (x, y) is given at. */
    float vx = (float)(view.x + view.w / 2), vy = (float)(view.y + view.h / 2);
    if (c->hover >= 0 && c->hover < c->model.n_nodes)
        areamap_camera_to_screen(&c->cam, c->model.nodes[c->hover].x, c->model.nodes[c->hover].y, &vx, &vy);
    int x = vx < (float)(view.x + view.w / 2) ? view.x + view.w : view.x;
    int y = vy < (float)(view.y + view.h / 2) ? view.y + view.h : view.y;
    return areamap_card_draw(u, &c->cache, k, x, y, view);
}

SDL_Rect conquest_preview_place(const ui *u, SDL_Rect view, int mx, int my, float from_x, float from_y, int w, int h)
{
    bool left = from_x > (float)mx, up = from_y > (float)my; /* the arrow comes from the right / from below */
    SDL_Rect box = ui_rect(left ? mx - ui_px(u, 16) - w : mx + ui_px(u, 16),
                           up ? my - ui_px(u, 18) - h : my + ui_px(u, 18), w, h);
    if (box.x + box.w > view.x + view.w)
        box.x = view.x + view.w - box.w;
    if (box.y + box.h > view.y + view.h)
        box.y = my - ui_px(u, 18) - box.h;
    if (box.y < view.y)
        box.y = my + ui_px(u, 18);
    if (box.x < view.x)
        box.x = view.x;
    return box;
}

/* A preview beside the pointer, inside the map, framed red when it fails; on
 * the far side of the pointer from the drag's start (from_x, from_y), so it
 * never covers the arrow it is about. Wrapped to a readable width: the
 * forecast names the other players in reach and the home it leaves (a line of
 * its own after a newline, in amber). */
void conquest_preview_box(ui *u, SDL_Rect view, int mx, int my, float from_x, float from_y, const char *text,
                          bool fails)
{
    int px = ui_px(u, 13), pad = ui_px(u, 6);
    char head[1400], *warn = NULL;
    snprintf(head, sizeof head, "%s", text);
    char *nl = strchr(head, '\n');
    if (nl) {
        *nl = '\0';
        warn = nl + 1;
    }
    int full = ui_text_width(u, head, px, false), full_warn = warn ? ui_text_width(u, warn, px, false) : 0;
    int w = (full > full_warn ? full : full_warn) + 2 * pad, most = ui_px(u, 400);
    if (most > view.w - 2 * pad)
        most = view.w - 2 * pad;
    if (w > most)
        w = most;
    ui quiet = *u;
    quiet.draw = false;
    int h = ui_text_wrapped(&quiet, ui_rect(0, 0, w - 2 * pad, 0), head, px, ui_rgb(0, 0, 0)) + 2 * pad;
    if (warn)
        h += ui_text_wrapped(&quiet, ui_rect(0, 0, w - 2 * pad, 0), warn, px, ui_rgb(0, 0, 0)) + ui_px(u, 3);
    SDL_Rect box = conquest_preview_place(u, view, mx, my, from_x, from_y, w, h);
    ui_fill(u, box, ui_rgba(14, 16, 24, 235));
    ui_frame(u, box, fails ? ui_rgb(236, 64, 52) : ui_rgb(255, 240, 150), fails ? 2 : 1);
    int y = box.y + pad;
    y += ui_text_wrapped(u, ui_rect(box.x + pad, y, box.w - 2 * pad, 0), head, px,
                         fails ? ui_rgb(255, 170, 160) : ui_rgb(240, 242, 248));
    if (warn)
        ui_text_wrapped(u, ui_rect(box.x + pad, y + ui_px(u, 3), box.w - 2 * pad, 0), warn, px, ui_rgb(255, 196, 110));
}
