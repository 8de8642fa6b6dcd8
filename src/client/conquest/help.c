/*
 * Conquest's book of the help browser (help/help.h): the board, orders, the
 * order in which a turn resolves with a worked example, winning and the keys.
 * The worked example is a real game the core sets up and resolves (cq_*): its
 * numbers, and the two pictures of the board before and after, are what the
 * rules made of it, so the example cannot drift from the rules.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conquest/conquest.h"
#include "conquest/look.h"
#include "help/help.h"
#include "shell/ui.h"
#include "skirmish/core/cq/turn.h"
#include "skirmish/i18n.h"

enum { EX_VERTICES = 4, EX_ORDERS = 4 };

/* The example: four vertices A B C D (ids 1 to 4), blue on A, red on C. */
typedef struct cq_example {
    cq_graph graph;
    cq_state before, after;
    cq_order orders[EX_ORDERS];
    cq_turn_report report;
    int64_t left_a, left_c;             /* what stays home after departure */
    int64_t arrive_ac, arrive_ca;       /* what goes on after the head-on meeting on A-C */
    bool ok;
} cq_example;

typedef struct cq_picture {
    const cq_example *ex;
    bool after;
} cq_picture;

typedef struct cq_help {
    cq_example ex;
    cq_picture pictures[2];
} cq_help;

static const double positions[EX_VERTICES][2] = { { 0.2, 0.25 }, { 0.8, 0.25 }, { 0.2, 0.78 }, { 0.8, 0.78 } };
static const int weights[EX_VERTICES] = { 2, 3, 2, 4 };

static bool example_build(cq_example *ex)
{
    cq_graph_init(&ex->graph);
    for (int i = 0; i < EX_VERTICES; i++)
        if (cq_graph_add_vertex(&ex->graph, i + 1, weights[i], positions[i][0], positions[i][1]) != CQ_GRAPH_OK)
            return false;
    static const int edges[][2] = { { 1, 2 }, { 1, 3 }, { 2, 3 }, { 3, 4 } };
    for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++)
        if (cq_graph_add_edge(&ex->graph, edges[i][0], edges[i][1]) != CQ_GRAPH_OK ||
            cq_graph_add_edge(&ex->graph, edges[i][1], edges[i][0]) != CQ_GRAPH_OK)
            return false;
    int where = 0;
    if (cq_graph_finish(&ex->graph, &where) != CQ_GRAPH_OK)
        return false;
    cq_state *s = &ex->before;
    cq_state_init(s, &ex->graph);
    if (cq_state_add_player(s, "p0") < 0 || cq_state_add_player(s, "p1") < 0)
        return false;
    s->turn = 1;
    s->max_turns = CQ_DEFAULT_MAX_TURNS;
    for (int i = 0; i < EX_VERTICES; i++)
        s->controller[i] = CQ_NEUTRAL;
    s->controller[0] = 0;
    s->units[0] = 6;
    s->controller[2] = 1;
    s->units[2] = 5;
    int at = 0;
    if (cq_state_check(s, &at) != CQ_STATE_OK)
        return false;
    /* Blue: 4 from A to B, 1 from A to C. Red: 3 from C to A, 2 from C to D. */
    static const cq_order orders[EX_ORDERS] = { { 0, 1, 2, 4 }, { 0, 1, 3, 1 }, { 1, 3, 1, 3 }, { 1, 3, 4, 2 } };
    memcpy(ex->orders, orders, sizeof orders);
    ex->left_a = s->units[0] - orders[0].units - orders[1].units;
    ex->left_c = s->units[2] - orders[2].units - orders[3].units;
    int64_t sent_ac[2] = { orders[1].units, 0 }, sent_ca[2] = { 0, orders[2].units }, on_ac[2], on_ca[2];
    cq_headon_meet(2, sent_ac, sent_ca, on_ac, on_ca);
    ex->arrive_ac = on_ac[0];
    ex->arrive_ca = on_ca[1];
    ex->after = ex->before;
    cq_order_problem problems[EX_ORDERS];
    if (!cq_turn_resolve(&ex->after, ex->orders, EX_ORDERS, problems, &ex->report) || ex->report.dropped != 0)
        return false;
    /* The page tells this story; were the rules to tell another, the example
     * is left out rather than shown wrong (test_client_help looks for it). */
    const cq_state *a = &ex->after;
    return ex->arrive_ca > ex->left_a && a->controller[0] == 1 && a->controller[1] == 0 && a->controller[2] == 1 &&
           a->controller[3] == CQ_NEUTRAL && ex->orders[0].units >= weights[1] && ex->orders[3].units < weights[3];
}

static const char *vertex_name(int i)
{
    static const char *const names[EX_VERTICES] = { "A", "B", "C", "D" };
    return i >= 0 && i < EX_VERTICES ? names[i] : "?";
}

static int label_px(const ui *u)
{
    int px = ui_px(u, 14);
    return px < 12 ? 12 : px;
}

/* The board of the example, before (with the orders as arrows) or after the turn. */
static void draw_picture(ui *u, SDL_Rect r, const void *ctx)
{
    const cq_picture *pic = ctx;
    const cq_example *ex = pic->ex;
    const cq_state *s = pic->after ? &ex->after : &ex->before;
    ui_fill(u, r, ui_rgb(24, 28, 40));
    ui_frame(u, r, ui_rgb(70, 80, 104), 1);
    float rad = (float)r.w * 0.11f;
    float px[EX_VERTICES], py[EX_VERTICES];
    for (int i = 0; i < EX_VERTICES; i++) {
        px[i] = (float)r.x + (float)(positions[i][0] * r.w);
        py[i] = (float)r.y + (float)(positions[i][1] * r.h);
    }
    for (int e = 0; e < ex->graph.n_edges; e++) {
        int a = ex->graph.edges[e].from, b = ex->graph.edges[e].to;
        if (a < b)
            draw_line(u->r, px[a], py[a], px[b], py[b], 2.0f, ui_rgb(90, 98, 120));
    }
    if (!pic->after)
        for (int o = 0; o < EX_ORDERS; o++) {
            int a = cq_graph_find(&ex->graph, ex->orders[o].from), b = cq_graph_find(&ex->graph, ex->orders[o].to);
            SDL_Color c = conquest_seat_colour[ex->orders[o].player];
            /* Each order drawn beside the edge, on its own side, ending in a dot short of the target. */
            float dx = px[b] - px[a], dy = py[b] - py[a], len = sqrtf(dx * dx + dy * dy);
            float nx = -dy / len * rad * 0.45f, ny = dx / len * rad * 0.45f;
            float x0 = px[a] + dx / len * rad + nx, y0 = py[a] + dy / len * rad + ny;
            float x1 = px[b] - dx / len * rad * 1.3f + nx, y1 = py[b] - dy / len * rad * 1.3f + ny;
            draw_line(u->r, x0, y0, x1, y1, 3.0f, c);
            draw_disc(u->r, x1, y1, 4.0f, c);
            char n[16];
            snprintf(n, sizeof n, "%lld", (long long)ex->orders[o].units);
            ui_text(u, (int)((x0 + x1) / 2 + nx * 1.6f), (int)((y0 + y1) / 2 + ny * 1.6f) - ui_px(u, 8), n,
                    label_px(u), true, c, UI_CENTER);
        }
    for (int i = 0; i < EX_VERTICES; i++) {
        int owner = s->controller[i];
        SDL_Color fill = owner >= 0 ? conquest_seat_colour[owner] : ui_rgb(88, 94, 106);
        draw_disc(u->r, px[i], py[i], rad, fill);
        draw_ring(u->r, px[i], py[i], rad, 2.0f, ui_rgb(230, 230, 236));
        char t[32];
        if (owner >= 0)
            snprintf(t, sizeof t, "%s %lld", vertex_name(i), (long long)s->units[i]);
        else
            snprintf(t, sizeof t, "%s [%d]", vertex_name(i), ex->graph.vertices[i].weight);
        ui_text(u, (int)px[i], (int)py[i] - label_px(u) * 2 / 3, t, label_px(u), true, ui_rgb(255, 255, 255), UI_CENTER);
    }
}

static const cq_help *help_of(const help_page *p)
{
    return p->data;
}

static void page_game(help_page *p)
{
    char text[600];
    help_heading(p, _("The board"));
    help_para(p, _("Conquest is played on a graph of vertices joined by one-way edges (a two-way link is two edges). "
                   "Each vertex has a weight: the units it makes each turn, and the price of taking it while neutral."));
    /* TRANSLATORS: the help's board page: how the map draws edges, the "+N" tag, the marks of orders and the
     * threats; %s is the name of the map Three Rivers as the map list shows it. */
    char board[1600];
    snprintf(board, sizeof board,
             _("On the map, a plain pale line joins two vertices both ways; a gold line with chevrons along its "
               "middle is a one-way edge: units go only the way the chevrons point, and coming back needs another "
               "way round (on %s, a river is crossed toward the middle anywhere, and back home only at a bridge). "
               "Hold the pointer over a vertex: its card names where it leads both ways and one way, and who else "
               "could bring units there next turn. The green \"+N\" beside a held vertex is what it makes each turn; "
               "L shows the legend, T the threats (what others could bring to each of your vertices). Each of your "
               "orders marks its target with what it would do: a tick on green (taken), a plus on blue (joins your "
               "own vertex), a cross on red (not taken, whatever the others do), a question mark on amber (it "
               "depends on what other players in reach send there)."),
             i18n_content("Three Rivers")); /* the map's name as its file gives it, translated as the list shows it */
    help_para(p, board);
    snprintf(text, sizeof text,
             _("Each player starts on one vertex with 1 unit; every other vertex is neutral and empty. With the setup's "
               "Starts on Fair (the default), the starts are of equal weight and as far from each other and from the "
               "rich vertices as the map allows; on Random they are drawn at random, as the original rules say, and "
               "can be unfair. A game lasts %d turns unless the setup says otherwise."),
             CQ_DEFAULT_MAX_TURNS);
    help_para(p, text);
    help_heading(p, _("Orders"));
    help_para(p, _("Every player gives orders at the same time, hidden from the others: move so many units from a "
                   "vertex you control along an edge to a neighbour. Several orders may leave one vertex, as long as "
                   "they do not send more units than it holds; what is not sent stays to defend it."));
    help_para(p, _("An order that cannot be valid is refused at once with the reason: not your vertex, no edge that "
                   "way, fewer than 1 unit, or more units than are left after your other orders from that vertex."));
    help_link(p, NULL, _("How a turn resolves"), "turn", NULL);
}

static void page_turn(help_page *p)
{
    const cq_help *k = help_of(p);
    help_heading(p, _("Turn order"));
    help_bullet(p, _("1. Departure: every order's units leave at once."));
    help_bullet(p, _("2. Head-on meetings: units of two players moving opposite ways along the same pair of vertices "
                     "destroy each other one for one; only the rest goes on."));
    help_bullet(p, _("3. Arrivals, vertex by vertex in id order. A neutral vertex costs its weight: if the arrivals are "
                     "fewer, they are all lost; otherwise the survivors take it. At a player's vertex, the defenders "
                     "are those left there plus the owner's arrivals: more attackers take it with the difference, "
                     "fewer are all lost, equal forces leave it neutral and empty."));
    help_bullet(p, _("4. Lotteries (drawing of lots): when several players arrive at one vertex in the same turn, "
                     "their units fight it "
                     "together (at a neutral, all of them pay its weight together). If they take it, one of them is "
                     "drawn at random in proportion to the units each sent and gets all the survivors (at a neutral "
                     "of weight W reached by T units: T - W); the others' units are lost. The others' orders are "
                     "hidden until the turn resolves, so a lottery cannot be seen coming: the order's preview counts "
                     "your own units alone."));
    /* TRANSLATORS: the help's plain summary of the draw rule, after its details */
    help_bullet(p, _("In short, contested: one side wins by lottery, in proportion to units sent; the winner keeps all "
                     "survivors. This is the reference rules' own rule, kept on purpose."));
    help_bullet(p, _("5. Generation: every controlled vertex gains its weight in units, even one taken this turn."));
    help_bullet(p, _("6. Elimination: a player left with no vertex is out."));
    if (!k || !k->ex.ok)
        return;
    const cq_example *ex = &k->ex;
    char text[900];
    help_heading(p, _("A worked example"));
    snprintf(text, sizeof text,
             _("Blue holds A with %lld units, red holds C with %lld. B and D are neutral, their weight in brackets. "
               "Blue sends %lld from A to B and %lld from A to C; red sends %lld from C to A and %lld from C to D."),
             (long long)ex->before.units[0], (long long)ex->before.units[2], (long long)ex->orders[0].units,
             (long long)ex->orders[1].units, (long long)ex->orders[2].units, (long long)ex->orders[3].units);
    help_figure(p, draw_picture, &k->pictures[0], text);
    snprintf(text, sizeof text,
             _("Departure leaves %lld on A and %lld on C. On the edge between A and C, blue's %lld and red's %lld meet "
               "head-on: red's %lld go on to A."),
             (long long)ex->left_a, (long long)ex->left_c, (long long)ex->orders[1].units,
             (long long)ex->orders[2].units, (long long)ex->arrive_ca);
    help_para(p, text);
    snprintf(text, sizeof text,
             _("A: red's %lld attack blue's %lld and win; red holds A with %lld. B: blue's %lld pay the weight %d and "
               "take it with %lld. C: nobody arrives; red keeps it with %lld. D: red's %lld cannot pay the weight %d "
               "and are lost."),
             (long long)ex->arrive_ca, (long long)ex->left_a, (long long)(ex->arrive_ca - ex->left_a),
             (long long)ex->orders[0].units, weights[1], (long long)(ex->orders[0].units - weights[1]),
             (long long)ex->left_c, (long long)ex->orders[3].units, weights[3]);
    help_para(p, text);
    snprintf(text, sizeof text,
             _("Generation: each controlled vertex gains its weight. After the turn blue holds B with %lld; red holds "
               "A with %lld and C with %lld."),
             (long long)ex->after.units[1], (long long)ex->after.units[0], (long long)ex->after.units[2]);
    help_figure(p, draw_picture, &k->pictures[1], text);
}

static void page_winning(help_page *p)
{
    /* its heading first, as every other page (blind play-test 16: it opened on a paragraph) */
    help_heading(p, _("Winning"));
    help_para(p, _("The game ends when one player is left, who wins (if nobody is left, nobody wins), or when the last "
                   "turn has been played."));
    help_heading(p, _("Ranking"));
    help_para(p, _("Players still in the game rank first, by their total units. Eliminated players rank after them, "
                   "the last eliminated highest; players eliminated in the same turn tie."));
    help_heading(p, _("Hidden orders"));
    help_para(p, _("With two humans or more, each one's orders are entered behind a cover; pass the screen and only "
                   "that player's orders are drawn. The computers order once every human is ready."));
}

static void page_keys(help_page *p)
{
    help_heading(p, _("On the map"));
    help_key_row(p, C_("key", "Drag"), _("From one of your vertices to a neighbour: an order of all the units left there."));
    help_key_row(p, C_("key", "Click, click"), _("Your vertex, then a neighbour: the same order as a drag."));
    help_key_row(p, C_("key", "Left click"), _("An order's number: select it."));
    help_key_row(p, C_("key", "Wheel"), _("On a selected order: its units ±1 (Shift ±10); elsewhere: zoom."));
    help_key_row(p, C_("key", "A, H, 1"), _("The selected order: all, half or one unit."));
    help_key_row(p, C_("key", "Right click, Delete"), _("Remove an order."));
    help_key_row(p, C_("key", "Right drag"), _("Pan the map."));
    help_key_row(p, C_("key", "Z"), _("Fit the whole map to the window again."));
    help_key_row(p, C_("key", "Arrows, Enter"), _("Without a mouse: Tab to the map (or an arrow), the arrows move its cursor; Enter on an area, arrows, Enter on another is a drag; Enter twice is a click."));
    help_key_row(p, C_("key", "L"), _("The map's legend: what every symbol means."));
    help_key_row(p, C_("key", "J"), _("The event log: what happened, turn by turn."));
    help_key_row(p, C_("key", "R"), _("Show the last turn again, as it was animated, until your next order; a click or Space stops it."));
    help_key_row(p, C_("key", "S"), _("The last turn step by step: each order and what it did, with Next and Back."));
    help_key_row(p, C_("key", "C"), _("Clear all your orders."));
    help_key_row(p, C_("key", "Enter"), _("Ready: your orders are in (on the setup screen: start)."));
    help_key_row(p, C_("key", "Space"), _("Skip a turn's animation; close the turn report."));
    /* play-test 7: M moved the report and nothing said so */
    help_key_row(p, C_("key", "V, M"), _("Fold the turn report (and the log) to its title bar or open it again; move it to the map's other side."));
    help_key_row(p, C_("key", "T"), _("Take the screen when it has been passed to you (lifts the cover; Space and Enter never do)."));
    help_key_row(p, C_("key", "Esc"), _("Drop the selection; with none, the pause menu."));
    help_key_row(p, C_("key", "F1"), _("This help."));
    help_keys_of_help(p);
}

/* TRANSLATORS: the help's pages of Conquest, in its contents list: short */
static const help_page_def pages[] = {
    { "game", N_("The game"), page_game },
    { "turn", N_("Turn order"), page_turn },
    { "winning", N_("Winning"), page_winning },
    { "keys", N_("Keys"), page_keys },
};

static void *book_open(app *a)
{
    (void)a;
    cq_help *k = calloc(1, sizeof *k);
    if (!k)
        return NULL;
    k->ex.ok = example_build(&k->ex);
    k->pictures[0] = (cq_picture){ &k->ex, false };
    k->pictures[1] = (cq_picture){ &k->ex, true };
    return k;
}

static void book_close(void *data)
{
    cq_help *k = data;
    if (k)
        cq_graph_free(&k->ex.graph);
    free(k);
}

const help_book conquest_help_book = {
    .id = "conquest",
    .name = N_("Conquest"),
    .title = N_("How to play Conquest"),
    .pages = pages,
    .n_pages = (int)(sizeof pages / sizeof pages[0]),
    .open = book_open,
    .close = book_close,
};
