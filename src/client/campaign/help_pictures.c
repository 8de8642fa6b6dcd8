/*
 * The Campaign help's pictures (see help_pictures.h). Each example is a real
 * campaign started on The Three Crowns with the shipped library's units, its
 * armies then placed as the example needs (as the rules tests place them), its
 * orders checked and resolved by the core; the captions print what the core
 * computed (fates, the clash's location, the standoff, the battle's sides, the
 * Defend bonus, budgets and revenue).
 */
#include "campaign/help_pictures.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "areamap/board.h"
#include "campaign/board.h"
#include "skirmish/data/campaign_files.h"
#include "skirmish/data/campaign_map.h"
#include "skirmish/data/paths.h"
#include "skirmish/i18n.h"

#define HELP_MAP "maps/campaign/three-crowns.json"

/* Location ids of The Three Crowns the examples use. */
enum {
    SABLEWATER = 4, TARNHOLM = 5, ULVERCOTE = 6, VESK = 7, WYRMGATE = 8, HEARTWOOD = 12, THORNWICK = 13,
    COLDHARBOUR = 14, EMBERLEE = 15, FENWICK = 16, HAREBY = 18, IVORY_FORD = 19
};

typedef struct builder {
    const campaign_map *map;
    const campaign_library *lib;
    int next_unit;
} builder;

static int loc_of(const campaign_map *map, int id) { return campaign_map_index(map, id); }

static const char *loc_name(const campaign_map *map, int loc)
{
    return loc >= 0 && loc < map->n_locations ? i18n_content(map->locations[loc].name) : "";
}

/* Units of the library (no Elite: the Hero is one) put into an army. */
static bool add_units(builder *b, campaign_state *st, int player, int army, int n)
{
    campaign_player *pl = &st->players[player];
    for (int i = 0; i < n; i++) {
        if (pl->n_units >= CAMPAIGN_ROSTER_MAX || b->lib->n_units < 1)
            return false;
        campaign_unit *u = &pl->units[pl->n_units++];
        memset(u, 0, sizeof *u);
        u->uid = (int16_t)pl->next_uid++;
        u->army = (int16_t)army;
        u->base = b->lib->units[b->next_unit++ % b->lib->n_units];
    }
    return true;
}

/* An army of `player` at location id `where` with `units` units besides the
 * Hero (main) or alone (a Regiment); the location becomes the player's. Returns its id. */
static int place(builder *b, campaign_state *st, int player, int where, bool main, int units)
{
    int loc = loc_of(b->map, where), id = -1;
    if (loc < 0)
        return -1;
    campaign_forces *f = &st->forces;
    if (main) {
        for (int i = 0; i < f->n_armies; i++)
            if (f->armies[i].player == player && f->armies[i].main) {
                f->armies[i].loc = (int8_t)loc;
                id = f->armies[i].id;
            }
    } else if (f->n_armies < CAMPAIGN_MAX_ARMIES) {
        id = campaign_forces_free_id(f);
        f->armies[f->n_armies++] = (campaign_army){ .id = (int16_t)id, .player = (int8_t)player, .loc = (int8_t)loc };
        campaign_forces_sort(f);
    }
    f->control[loc] = (int8_t)player;
    if (id < 0 || !add_units(b, st, player, id, units))
        return -1;
    return id;
}

static void hold(campaign_state *st, int player, int where)
{
    int loc = loc_of(st->map, where);
    if (loc >= 0)
        st->forces.control[loc] = (int8_t)player;
}

/* A campaign of two at turn 1 with every location neutral and only the Main
 * Armies (their Heroes alone), to be placed. */
static bool start(builder *b, campaign_state *st)
{
    esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS];
    if (!campaign_library_first_elite(b->lib, &heroes[0]))
        return false;
    heroes[1] = heroes[0];
    campaign_settings set;
    campaign_settings_default(&set, 2);
    set.seed = 21;
    if (campaign_state_init(st, b->map, &set, heroes) != CAMPAIGN_SETUP_OK)
        return false;
    for (int l = 0; l < CAMPAIGN_MAX_LOCATIONS; l++)
        st->forces.control[l] = CAMPAIGN_NEUTRAL;
    return true;
}

/* The position set: Downtime ends and the orders are checked and resolved;
 * at a standoff blue stands and red withdraws. */
static bool resolve(campaign_help_scene *s)
{
    campaign_state *st = &s->before;
    memcpy(st->control_before, st->forces.control, sizeof st->control_before);
    campaign_state_snapshot_public(st);
    campaign_end_downtime(st);
    if (st->phase != CAMPAIGN_PHASE_ORDERS || !campaign_state_check(st, NULL, 0))
        return false;
    for (int p = 0; p < 2; p++) {
        campaign_order mine[8];
        int n = 0, bad = -1;
        for (int i = 0; i < s->n_orders; i++)
            if (campaign_army_player(st, s->orders[i].army) == p)
                mine[n++] = s->orders[i];
        if (campaign_state_test_orders(st, p, mine, n, &bad) != CAMPAIGN_ORDER_OK)
            return false;
    }
    s->after = s->before;
    campaign_begin_resolution(&s->after, s->orders, s->n_orders);
    for (int i = 0; i < s->after.res.n_standoffs; i++) {
        int loc = s->after.res.standoffs[i].loc;
        campaign_choose_standoff(&s->after, 0, loc, true);
        campaign_choose_standoff(&s->after, 1, loc, false);
    }
    campaign_finish_resolution(&s->after);
    return true;
}

static void frame(campaign_help_scene *s, const campaign_map *map, const int *ids, int n)
{
    s->pic.n_zoom = 0;
    for (int i = 0; i < n; i++)
        areamap_picture_frame(&s->pic, loc_of(map, ids[i]));
}

/* Orders: blue's Main Army at Sablewater creates a Regiment, its Regiment at
 * Vesk moves to Hareby, the one at Tarnholm defends. */
static bool build_orders(builder *b, campaign_help_scene *s)
{
    campaign_state *st = &s->before;
    if (!start(b, st))
        return false;
    int main = place(b, st, 0, SABLEWATER, true, 2);
    int mover = place(b, st, 0, VESK, false, 2);
    int guard = place(b, st, 0, TARNHOLM, false, 1);
    place(b, st, 1, WYRMGATE, true, 2);
    if (main < 0 || mover < 0 || guard < 0)
        return false;
    /* the Main Army's first unit that is not the Hero leaves */
    const campaign_player *pl = &st->players[0];
    uint32_t leaving = 0;
    for (int u = 0; u < pl->n_units && !leaving; u++)
        if (pl->units[u].army == main && !pl->units[u].hero)
            leaving = 1u << u;
    s->orders[s->n_orders++] = campaign_order_create(main, leaving);
    s->orders[s->n_orders++] = campaign_order_move(mover, loc_of(b->map, HAREBY));
    s->orders[s->n_orders++] = campaign_order_defend(guard);
    static const int ids[] = { SABLEWATER, TARNHOLM, ULVERCOTE, VESK, HAREBY, FENWICK };
    frame(s, b->map, ids, 6);
    s->show_after = true;
    return resolve(s);
}

/* Merge: blue's Main Army and a Regiment at Sablewater become one. */
static bool build_merge(builder *b, campaign_help_scene *s)
{
    campaign_state *st = &s->before;
    if (!start(b, st))
        return false;
    int main = place(b, st, 0, SABLEWATER, true, 1);
    int other = place(b, st, 0, SABLEWATER, false, 2);
    hold(st, 0, TARNHOLM);
    place(b, st, 1, WYRMGATE, true, 1);
    if (main < 0 || other < 0)
        return false;
    s->orders[s->n_orders++] = campaign_order_merge(other, main);
    s->framed[0] = main;
    s->framed[1] = other;
    static const int ids[] = { SABLEWATER, TARNHOLM, ULVERCOTE, VESK };
    frame(s, b->map, ids, 4);
    return resolve(s);
}

/* A head-on clash on the route Vesk-Thornwick and a standoff at Emberlee. */
static bool build_clash(builder *b, campaign_help_scene *s)
{
    campaign_state *st = &s->before;
    if (!start(b, st))
        return false;
    place(b, st, 0, SABLEWATER, true, 1);
    int a = place(b, st, 0, VESK, false, 2), c = place(b, st, 0, HAREBY, false, 1);
    place(b, st, 1, WYRMGATE, true, 1);
    int r = place(b, st, 1, THORNWICK, false, 2), d = place(b, st, 1, IVORY_FORD, false, 1);
    if (a < 0 || c < 0 || r < 0 || d < 0)
        return false;
    s->orders[s->n_orders++] = campaign_order_move(a, loc_of(b->map, THORNWICK));
    s->orders[s->n_orders++] = campaign_order_move(r, loc_of(b->map, VESK));
    s->orders[s->n_orders++] = campaign_order_move(c, loc_of(b->map, EMBERLEE));
    s->orders[s->n_orders++] = campaign_order_move(d, loc_of(b->map, EMBERLEE));
    static const int ids[] = { VESK, THORNWICK, HEARTWOOD, HAREBY, EMBERLEE, IVORY_FORD };
    frame(s, b->map, ids, 6);
    return resolve(s);
}

/* Blue's Main Army at Vesk attacks Thornwick, where red's Regiment defends. */
static bool build_battle(builder *b, campaign_help_scene *s)
{
    campaign_state *st = &s->before;
    if (!start(b, st))
        return false;
    int a = place(b, st, 0, VESK, true, 3);
    hold(st, 0, FENWICK);
    hold(st, 0, SABLEWATER);
    place(b, st, 1, WYRMGATE, true, 1);
    int d = place(b, st, 1, THORNWICK, false, 2);
    hold(st, 1, HEARTWOOD);
    hold(st, 1, COLDHARBOUR);
    if (a < 0 || d < 0)
        return false;
    s->orders[s->n_orders++] = campaign_order_move(a, loc_of(b->map, THORNWICK));
    s->orders[s->n_orders++] = campaign_order_defend(d);
    static const int ids[] = { VESK, FENWICK, THORNWICK, HEARTWOOD, COLDHARBOUR, 3 };
    frame(s, b->map, ids, 6);
    return resolve(s);
}

/* ---- the pictures ---- */

static const SDL_Color gold = { 242, 222, 160, 255 };

/* The game's own board for the scene (campaign_board_describe), the moves as
 * the order arrows of the orders screen, the battles' locations ringed in gold. */
static bool build_model(campaign_help_scene *s, const campaign_map *map)
{
    campaign_screen *c = calloc(1, sizeof *c);
    if (!c)
        return false;
    c->map = *map;
    c->st = s->show_after ? s->after : s->before;
    c->st.map = &c->map;
    c->army = s->framed[0];
    c->drag_army = s->framed[1];
    c->hover = -1;
    areamap_model *m = &c->model;
    areamap_model_init(m);
    const campaign_forces *f = s->show_after ? &s->after.res.forces : &s->before.forces;
    bool ok = true;
    for (int l = 0; l < map->n_locations && ok; l++) {
        const campaign_location *loc = &map->locations[l];
        areamap_node *n = areamap_model_add_node(m);
        if (!(ok = n != NULL))
            break;
        n->x = (float)loc->x;
        n->y = (float)loc->y;
        n->size = 14.0f + 5.0f * (float)loc->type;
        n->fill = campaign_seat_colour(f->control[l]);
        n->pattern = campaign_seat_pattern(f->control[l]);
        for (int i = 0; i < s->after.n_battles; i++)
            if (s->after.battles[i].loc == l) {
                n->highlight = true;
                n->outline = gold;
            }
        for (int i = 0; i < s->n_orders; i++) {
            int a = campaign_forces_find(&s->before.forces, s->orders[i].army);
            if (s->orders[i].kind == CAMPAIGN_ORDER_DEFEND && a >= 0 && s->before.forces.armies[a].loc == l) {
                n->highlight = true;
                n->outline = ui_rgb(255, 255, 255);
            }
        }
    }
    for (int r = 0; r < map->n_routes && ok; r++) {
        areamap_link *k = areamap_model_add_link(m);
        if (!(ok = k != NULL))
            break;
        k->from = map->routes[r][0];
        k->to = map->routes[r][1];
        k->color = ui_rgba(150, 150, 130, 170);
        k->width = 2.0f;
    }
    for (int i = 0; i < s->n_orders && ok; i++) {
        const campaign_order *o = &s->orders[i];
        int a = campaign_forces_find(&s->before.forces, o->army);
        if (o->kind != CAMPAIGN_ORDER_MOVE || a < 0)
            continue;
        areamap_link *k = areamap_model_add_link(m);
        if (!(ok = k != NULL))
            break;
        k->from = s->before.forces.armies[a].loc;
        k->to = o->to;
        /* bright on any tint: blue's in the orders screen's yellow, red's light */
        k->color = s->before.forces.armies[a].player == 0 ? ui_rgb(255, 240, 150) : ui_rgb(255, 150, 130);
        k->width = 5.0f;
        k->arrow = true;
        /* two armies crossing one route: their arrows side by side */
        for (int j = 0; j < s->n_orders; j++) {
            int b = campaign_forces_find(&s->before.forces, s->orders[j].army);
            k->bend |= s->orders[j].kind == CAMPAIGN_ORDER_MOVE && b >= 0 && s->orders[j].to == k->from &&
                       s->before.forces.armies[b].loc == k->to;
        }
    }
    if (ok) {
        campaign_board_describe(c, f, 0, true);
    }
    bool kept = areamap_picture_adopt(&s->pic, &c->model); /* the model's arrays now belong to the scene */
    free(c);
    s->pic.built = ok && kept;
    return ok;
}

campaign_help_pictures *campaign_help_pictures_open(app *a)
{
    campaign_help_pictures *k = calloc(1, sizeof *k);
    campaign_library *lib = calloc(1, sizeof *lib);
    char path[DATA_PATH_MAX];
    data_error err;
    if (!k || !lib || !data_paths_join(path, sizeof path, a->assets.data_dir, HELP_MAP) ||
        !data_campaign_map_load(path, &k->map, &err) || !data_campaign_library_load(a->assets.data_dir, lib, &err)) {
        free(lib);
        free(k);
        return NULL;
    }
    builder b = { .map = &k->map, .lib = lib };
    bool (*const build[CAMPAIGN_HELP_SCENES])(builder *, campaign_help_scene *) = { build_orders, build_merge,
                                                                                   build_clash, build_battle };
    k->ok = true;
    for (int i = 0; i < CAMPAIGN_HELP_SCENES; i++) {
        campaign_help_scene *s = &k->scenes[i];
        s->framed[0] = s->framed[1] = -1;
        s->ok = build[i](&b, s) && build_model(s, &k->map);
        k->ok = k->ok && s->ok;
    }
    free(lib);
    return k;
}

void campaign_help_pictures_free(campaign_help_pictures *k)
{
    if (!k)
        return;
    for (int i = 0; i < CAMPAIGN_HELP_SCENES; i++) {
        areamap_picture_free(&k->scenes[i].pic);
    }
    free(k);
}

/* The picture: the whole map's board, the camera closed on the example's locations. */
static void draw_scene(ui *u, SDL_Rect r, const void *ctx)
{
    areamap_picture_draw(u, r, &((campaign_help_scene *)ctx)->pic);
}

void campaign_help_figure(help_page *p, const campaign_help_pictures *k, int which, const char *caption)
{
    if (!k || which < 0 || which >= CAMPAIGN_HELP_SCENES || !k->scenes[which].ok)
        return;
    help_figure_wide(p, draw_scene, &k->scenes[which], caption);
}

/* ---- the captions: every number from the core's results ---- */

static int army_index(const campaign_state *st, int id) { return campaign_forces_find(&st->forces, id); }

static int bits(uint32_t v)
{
    int n = 0;
    for (; v; v &= v - 1)
        n++;
    return n;
}

void campaign_help_caption_orders(const campaign_help_pictures *k, char *out, size_t size)
{
    out[0] = '\0';
    const campaign_help_scene *s = &k->scenes[CAMPAIGN_HELP_ORDERS];
    if (!s->ok || s->n_orders < 3 || s->after.res.n_created < 1)
        return;
    const campaign_state *b = &s->before, *a = &s->after;
    const campaign_map *map = &k->map;
    int main = s->orders[0].army, mover = s->orders[1].army, guard = s->orders[2].army;
    int at = b->forces.armies[army_index(b, main)].loc, from = b->forces.armies[army_index(b, mover)].loc;
    int to = s->orders[1].to, stays = b->forces.armies[army_index(b, guard)].loc;
    int leaving = bits(a->res.created[0].units);
    bool taken = false;
    for (int i = 0; i < a->res.n_taken; i++)
        taken |= a->res.taken[i].loc == to && a->res.taken[i].player == 0;
    char one[300], two[400], three[300];
    /* TRANSLATORS: the Orders picture: Create Regiment ("the Hero and 2 units"; "1 unit leaves") */
    snprintf(one, sizeof one,
             P_("Blue's Main Army at %s (the Hero and %d units) is given Create Regiment: %d unit leaves it as a new "
                "Regiment, the second banner there.",
                "Blue's Main Army at %s (the Hero and %d units) is given Create Regiment: %d units leave it as a new "
                "Regiment, the second banner there.",
                leaving),
             loc_name(map, at), campaign_army_units(b, main) - 1, leaving);
    if (taken)
        /* TRANSLATORS: the Orders picture: a move into an empty location; revenue and supply from the core */
        snprintf(two, sizeof two,
                 _("The Regiment at %s moves along the route to %s, which nobody holds: blue takes it at the end of the "
                   "turn, and with it %d gold a turn (supply %d)."),
                 loc_name(map, from), loc_name(map, to), campaign_map_revenue(map, to), map->locations[to].supply);
    else
        snprintf(two, sizeof two, _("The Regiment at %s moves along the route to %s."), loc_name(map, from),
                 loc_name(map, to));
    /* TRANSLATORS: the Orders picture: the Defend order */
    snprintf(three, sizeof three,
             _("The Regiment at %s (outlined in white) is given Defend: it stays, and if it is attacked blue picks a "
               "Defend bonus."),
             loc_name(map, stays));
    snprintf(out, size, "%s %s %s", one, two, three);
}

void campaign_help_caption_merge(const campaign_help_pictures *k, char *out, size_t size)
{
    out[0] = '\0';
    const campaign_help_scene *s = &k->scenes[CAMPAIGN_HELP_MERGE];
    if (!s->ok || s->after.res.n_merged < 1)
        return;
    const campaign_state *b = &s->before, *a = &s->after;
    const campaign_merged *m = &a->res.merged[0];
    int kept = campaign_army_units(b, m->kept), gone = campaign_army_units(b, m->gone);
    int at = b->forces.armies[army_index(b, m->kept)].loc;
    /* TRANSLATORS: the Merge picture; unit counts from the core, before and after the merge */
    snprintf(out, size,
             _("At %s, blue's Main Army (%d units with the Hero) and a Regiment of %d, both framed in gold, are given "
               "Merge: they become one army of %d units. It keeps the Main Army, and the Regiment is gone, so blue may "
               "raise another."),
             loc_name(&k->map, at), kept, gone, campaign_army_units(a, m->kept));
}

/* The battle at one of two locations, -1 none. */
static int battle_at(const campaign_state *st, int l0, int l1)
{
    for (int i = 0; i < st->n_battles; i++)
        if (st->battles[i].loc == l0 || st->battles[i].loc == l1)
            return i;
    return -1;
}

void campaign_help_caption_clash(const campaign_help_pictures *k, char *out, size_t size)
{
    out[0] = '\0';
    const campaign_help_scene *s = &k->scenes[CAMPAIGN_HELP_CLASH];
    if (!s->ok)
        return;
    const campaign_map *map = &k->map;
    const campaign_state *b = &s->before;
    int from = b->forces.armies[army_index(b, s->orders[0].army)].loc, to = s->orders[0].to;
    int i = battle_at(&s->after, from, to);
    if (i < 0)
        return;
    int at = s->after.battles[i].loc, other = at == from ? to : from;
    /* TRANSLATORS: the clash picture: two armies cross one route; supplies from the core */
    snprintf(out, size,
             _("Head-on clash: blue's army at %s moves to %s while red's army there moves to %s. They meet on the "
               "route and fight at its end with more supply: %s (%d against %d)."),
             loc_name(map, from), loc_name(map, to), loc_name(map, from), loc_name(map, at), map->locations[at].supply,
             map->locations[other].supply);
}

void campaign_help_caption_standoff(const campaign_help_pictures *k, char *out, size_t size)
{
    out[0] = '\0';
    const campaign_help_scene *s = &k->scenes[CAMPAIGN_HELP_CLASH];
    if (!s->ok || s->after.res.n_standoffs < 1 || s->n_orders < 4)
        return;
    const campaign_map *map = &k->map;
    const campaign_state *b = &s->before;
    const campaign_standoff *so = &s->after.res.standoffs[0];
    int blue = b->forces.armies[army_index(b, s->orders[2].army)].loc;
    int red = b->forces.armies[army_index(b, s->orders[3].army)].loc;
    if (so->battle)
        /* TRANSLATORS: the standoff picture: the core's outcome when one side stands */
        snprintf(out, size,
                 _("Standoff: blue from %s and red from %s both move into %s, which nobody holds. Each chooses Stand or "
                   "Withdraw: blue stands and red withdraws, and as one stands, both fight there (ringed in gold)."),
                 loc_name(map, blue), loc_name(map, red), loc_name(map, so->loc));
    else
        snprintf(out, size,
                 _("Standoff: blue from %s and red from %s both move into %s, which nobody holds. Both withdraw and "
                   "go home."),
                 loc_name(map, blue), loc_name(map, red), loc_name(map, so->loc));
}

void campaign_help_caption_battle(const campaign_help_pictures *k, char *out, size_t size)
{
    out[0] = '\0';
    const campaign_help_scene *s = &k->scenes[CAMPAIGN_HELP_BATTLE];
    if (!s->ok || s->after.n_battles < 1)
        return;
    const campaign_map *map = &k->map;
    const campaign_state *b = &s->before;
    const campaign_battle *bt = &s->after.battles[0];
    int from = b->forces.armies[army_index(b, s->orders[0].army)].loc;
    char one[400], two[300];
    if (bt->defend_bonus)
        /* TRANSLATORS: the battle picture: attacker, defender and the Defend bonus, as the core resolved them */
        snprintf(one, sizeof one,
                 _("Blue's Main Army at %s moves into %s, held by red: a battle there. Blue attacks; red holds it and "
                   "defends, and as red's army there was given Defend, red picks one Defend bonus."),
                 loc_name(map, from), loc_name(map, bt->loc));
    else
        snprintf(one, sizeof one,
                 _("Blue's Main Army at %s moves into %s, held by red: a battle there. Blue attacks; red holds it and "
                   "defends."),
                 loc_name(map, from), loc_name(map, bt->loc));
    /* TRANSLATORS: the battle picture: each side's budget from the core */
    snprintf(two, sizeof two,
             _("Budgets at %s (supply %d): blue %d rank points, red %d, each side counting the locations it holds "
               "around it."),
             loc_name(map, bt->loc), map->locations[bt->loc].supply, campaign_budget(&s->after, 0, bt->loc),
             campaign_budget(&s->after, 1, bt->loc));
    snprintf(out, size, "%s %s", one, two);
}
