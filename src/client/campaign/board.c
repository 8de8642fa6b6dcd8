/*
 * The Campaign's board (see board.h).
 */
#include "campaign/board.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "areamap/card.h"
#include "skirmish/i18n.h"

/* Ruling (docs/campaign.md, "The map on screen"): a location's ground is its
 * battle map's (forest: forest, hill and fortress: hills, ruins: rock, ford:
 * water, crossroads: sand, open-field: grass); on the plain board, a fortress
 * stands on hills and anything else on grass. */
static areamap_terrain terrain_of(const campaign_location *loc)
{
    const char *b = loc->battle_map;
    if (strstr(b, "forest"))
        return AREAMAP_TERRAIN_FOREST;
    if (strstr(b, "hill") || strstr(b, "fortress"))
        return AREAMAP_TERRAIN_HILLS;
    if (strstr(b, "ford"))
        return AREAMAP_TERRAIN_WATER;
    if (strstr(b, "ruin"))
        return AREAMAP_TERRAIN_ROCK;
    if (strstr(b, "crossroad"))
        return AREAMAP_TERRAIN_SAND;
    if (b[0])
        return AREAMAP_TERRAIN_GRASS;
    return loc->type == CAMPAIGN_FORTRESS ? AREAMAP_TERRAIN_HILLS : AREAMAP_TERRAIN_GRASS;
}

static bool is_start(const campaign_screen *c, int l)
{
    int n = c->st.settings.n_players;
    if (n < 2 || n > CAMPAIGN_MAX_PLAYERS)
        return false;
    for (int i = 0; i < c->map.n_starts[n - 2]; i++)
        if (c->map.starts[n - 2][i] == l)
            return true;
    return false;
}

void campaign_board_describe(campaign_screen *c, const campaign_forces *f, int viewer, bool banners)
{
    areamap_model *m = &c->model;
    for (int l = 0; l < c->map.n_locations && l < m->n_nodes; l++) {
        const campaign_location *loc = &c->map.locations[l];
        areamap_node *n = &m->nodes[l];
        n->terrain = (uint8_t)terrain_of(loc);
        snprintf(n->name, sizeof n->name, "%s", i18n_content(loc->name));
        if (f->control[l] >= 0) {
            n->tint = campaign_seat_colour(f->control[l]);
            n->seat = (int8_t)f->control[l];
            /* The same hue on every terrain (play-test 10: blue's light tint
             * vanished on hills and fortresses, red's stayed vivid), as
             * Conquest's: the ground keeps its light and shade, the owner's
             * colour over it, a wider border in that colour. */
            n->tint_flat = true;
            /* In the owner's hue itself, as light or dark as the ground (a
             * forest stays dark and grainy, grass light), never a grey: a
             * grey veil read as the legend's Ruins (play-test 17). */
            n->tint_hue = true;
            n->tint_strength = 150;
            SDL_Color k = n->tint;
            if (299 * k.r + 587 * k.g + 114 * k.b > 200 * 1000) {
                /* A pale seat (ice) has no hue to give: its veil over the
                 * ground's own colours, lighter, so names stay readable and a
                 * forest stays green; its border says whose it is. */
                n->tint_flat = n->tint_hue = false;
                n->tint_strength = 50;
            }
        }
        if (c->map.domination >> l & 1)
            n->marks |= AREAMAP_MARK_DOMINATION;
        if (is_start(c, l))
            n->marks |= AREAMAP_MARK_START;
        /* Its revenue, "+25" beside the coin: gold to its holder each turn (the
         * legend says so), not to be read as its supply. The sign only where
         * there is room for it: in a small map view a wider figure (a plate
         * across the token) crowds names out, so there the figure stays bare
         * unless the token holds the sign too (the coin and the legend say it).
         * Bold digits are about 0.7 em, the sign 0.85. */
        int revenue = campaign_map_revenue(&c->map, l), digits = revenue >= 100 ? 3 : revenue >= 10 ? 2 : 1;
        float r = areamap_view_node_radius(&c->cam, n), px = r * 0.95f;
        px = px < 9 ? 9 : px > 18 ? 18 : px;
        bool room = c->cam.viewport.w >= 600 || px * (0.7f * (float)digits + 0.85f) <= 2 * r - 4;
        snprintf(n->label, sizeof n->label, room ? "+%d" : "%d", revenue);
        n->icon = AREAMAP_ICON_REVENUE;
    }
    for (int i = 0; i < m->n_links; i++)
        if (!m->links[i].arrow)
            m->links[i].style = AREAMAP_LINK_ROAD;
    if (!banners)
        return;
    campaign_view *v = malloc(sizeof *v);
    if (!v)
        return;
    campaign_state_view(&c->st, viewer, v);
    for (int i = 0; i < f->n_armies; i++) {
        const campaign_army *ar = &f->armies[i];
        areamap_piece *p = areamap_model_add_piece(m);
        if (!p)
            break;
        p->node = ar->loc;
        p->colour = campaign_seat_colour(ar->player);
        p->seat = ar->player;
        p->count = campaign_shown_units(c, v, ar->id); /* as the reveal left it, merges and Regiments done */
        campaign_banner_tag(c, ar->id, p->tag, sizeof p->tag);
        p->flags = (uint8_t)(AREAMAP_PIECE_BANNER | (ar->main ? AREAMAP_PIECE_HERO : 0) |
                             (ar->id == c->army || ar->id == c->drag_army ? AREAMAP_PIECE_SELECTED : 0));
        p->id = ar->id;
    }
    free(v);
}

int campaign_board_army_at(ui *u, campaign_screen *c, int sx, int sy)
{
    int i = areamap_view_piece_at(u, &c->cam, &c->model, sx, sy);
    return i >= 0 ? c->model.pieces[i].id : -1;
}

/* A battle map's name as a player reads it: "open-field" -> "Open field". */
static void map_title(const char *id, char *out, size_t size)
{
    snprintf(out, size, "%s", id);
    for (char *p = out; *p; p++)
        if (*p == '-' || *p == '_')
            *p = ' ';
    if (out[0] >= 'a' && out[0] <= 'z')
        out[0] = (char)(out[0] - 'a' + 'A');
}

static void fill_card(campaign_screen *c, int l, int viewer, areamap_card *k)
{
    const campaign_location *loc = &c->map.locations[l];
    /* What the map draws now: during the reveal, the armies where their
     * banners stand (the card never says "0 armies" beside three banners). */
    const campaign_forces *f = campaign_shown_forces(c);
    areamap_card_clear(k);
    snprintf(k->title, sizeof k->title, "%s", i18n_content(loc->name));
    /* TRANSLATORS: location types, on the hover card */
    static const char *const types[] = { N_("Village"), N_("Town"), N_("Fortress"), N_("Capital") };
    const char *type = loc->type < 4 ? _(types[loc->type]) : "";
    int owner = f->control[l];
    if (owner >= 0) {
        k->owner = campaign_seat_colour(owner);
        /* TRANSLATORS: the hover card's subtitle: "Town · held by Player 2" */
        snprintf(k->subtitle, sizeof k->subtitle, _("%s · held by %s"), type, campaign_seat_label(owner));
    } else {
        /* TRANSLATORS: the hover card's subtitle: "Town · neutral" */
        snprintf(k->subtitle, sizeof k->subtitle, _("%s · neutral"), type);
    }
    areamap_card_add(k, AREAMAP_ICON_SUPPLY, _("Supply %d"), loc->supply);
    /* TRANSLATORS: the hover card: the "+25" on the location's token */
    areamap_card_add(k, AREAMAP_ICON_REVENUE, _("+%d: gold it gives its holder each turn"),
                     campaign_map_revenue(&c->map, l));
    /* What the type means: its base supply, and what supply does. */
    static const int base[] = { 250, 500, 800, 1000 };
    if (loc->type < 4)
        /* TRANSLATORS: the hover card: a location type's effect ("Village: base supply 250 (...)") */
        areamap_card_add(k, AREAMAP_ICON_NONE, _("%s: base supply %d (revenue and budgets grow with it)"),
                         type, base[loc->type]);
    if (loc->battle_map[0]) {
        char title[CAMPAIGN_NAME_MAX];
        map_title(loc->battle_map, title, sizeof title);
        /* TRANSLATORS: the hover card: the Escarmouche map its battles are fought on ("Battles here are fought
         * on the Forest map") */
        areamap_card_add(k, AREAMAP_ICON_NONE, _("Battles here are fought on the %s map"), i18n_content(title));
    } else {
        /* The plain board is the Open Field map: one name everywhere (play-test 13 met four). */
        areamap_card_add(k, AREAMAP_ICON_NONE, _("Battles here are fought on the %s map"), i18n_content("Open Field"));
    }
    if (c->map.domination >> l & 1)
        areamap_card_add(k, AREAMAP_ICON_DOMINATION, "%s", _("In the domination set"));
    if (is_start(c, l))
        areamap_card_add(k, AREAMAP_ICON_START, "%s", _("A start location"));
    int mine = 0, others = 0;
    for (int i = 0; i < f->n_armies; i++)
        if (f->armies[i].loc == l)
            *(f->armies[i].player == viewer ? &mine : &others) += 1;
    if (viewer >= 0)
        /* TRANSLATORS: the hover card: what this seat sees there; the others' armies show their public size */
        areamap_card_add(k, AREAMAP_ICON_SIGHT, _("Armies here: %d yours, %d others (public size)"), mine, others);
    else
        areamap_card_add(k, AREAMAP_ICON_SIGHT, P_("%d army here (public size)", "%d armies here (public size)", mine + others),
                         mine + others);
    /* Before a battle is chosen: this seat's budget here, what it sees of the
     * enemies here, and what losing a battle here would cost its armies. */
    if (viewer >= 0 && viewer < c->st.settings.n_players && c->st.phase <= CAMPAIGN_PHASE_ORDERS) {
        /* TRANSLATORS: the hover card: the rank points this player may field in a battle here */
        areamap_card_add(k, AREAMAP_ICON_NONE, _("Your battle budget here: %d RP"), campaign_budget(&c->st, viewer, l));
        char t[400];
        /* The picked army, a route away, that a battle here cannot field whole (play-test 17: said nowhere). */
        int d = campaign_forces_find(&c->st.forces, c->army);
        bool move = c->step == CSTEP_ORDERS && d >= 0 && c->st.forces.armies[d].player == viewer &&
                    campaign_map_adjacent(&c->map, c->st.forces.armies[d].loc, l);
        if (move && campaign_move_warning(c, c->army, l, t, sizeof t))
            areamap_card_add_swatch(k, ui_rgb(255, 170, 80), "%s", t);
        if (others && campaign_enemy_text(c, viewer, l, t, sizeof t) > 0)
            areamap_card_add(k, AREAMAP_ICON_NONE, "%s", t);
        /* The picked army's move here, before it is made (play-test 17's first
         * wish): whom it may meet, as public, and what losing would cost it. */
        bool said = false;
        if (move && campaign_battle_may_come(c, viewer, l)) {
            if (campaign_meet_text(c, viewer, c->army, l, !others, t, sizeof t) > 0)
                areamap_card_add(k, AREAMAP_ICON_SIGHT, "%s", t);
            campaign_move_loss_text(c, viewer, c->army, l, t, sizeof t);
            areamap_card_add_swatch(k, ui_rgb(255, 226, 150), "%s", t);
            said = true; /* it counts the armies here too */
        }
        if (mine && !said) {
            campaign_loss_text(c, viewer, l, -1, -1, t, sizeof t);
            areamap_card_add(k, AREAMAP_ICON_NONE, "%s", t);
        }
    }
}

static const areamap_legend_entry legend[] = {
    { AREAMAP_LEGEND_TERRAIN, AREAMAP_TERRAIN_GRASS, { 0, 0, 0, 0 }, N_("Open field (battle map)") },
    { AREAMAP_LEGEND_TERRAIN, AREAMAP_TERRAIN_FOREST, { 0, 0, 0, 0 }, N_("Forest") },
    { AREAMAP_LEGEND_TERRAIN, AREAMAP_TERRAIN_HILLS, { 0, 0, 0, 0 }, N_("Hill (a capital's hilltop, or a fortress)") },
    { AREAMAP_LEGEND_TERRAIN, AREAMAP_TERRAIN_ROCK, { 0, 0, 0, 0 }, N_("Ruins (a fortress in ruins: broken walls)") },
    { AREAMAP_LEGEND_TERRAIN, AREAMAP_TERRAIN_WATER, { 0, 0, 0, 0 }, N_("River (crossed at a ford)") },
    { AREAMAP_LEGEND_TERRAIN, AREAMAP_TERRAIN_SAND, { 0, 0, 0, 0 }, N_("Crossroads") },
    { AREAMAP_LEGEND_OWNER, 0, { 220, 70, 60, 255 }, N_("Held by a player: border and tint") },
    { AREAMAP_LEGEND_TOKEN, 0, { 59, 120, 216, 255 }, N_("Token: the holder's colour and pattern") },
    { AREAMAP_LEGEND_TOKEN, 0, { 112, 118, 130, 255 }, N_("Token of a neutral area") },
    { AREAMAP_LEGEND_ICON, AREAMAP_ICON_REVENUE, { 0, 0, 0, 0 }, N_("+25: gold this place gives its holder each turn") },
    { AREAMAP_LEGEND_ICON, AREAMAP_ICON_DOMINATION, { 0, 0, 0, 0 }, N_("Domination location (gold ring)") },
    { AREAMAP_LEGEND_ICON, AREAMAP_ICON_START, { 0, 0, 0, 0 }, N_("Start location") },
    { AREAMAP_LEGEND_LINK, AREAMAP_LINK_ROAD, { 0, 0, 0, 0 }, N_("Route") },
    { AREAMAP_LEGEND_LINK, AREAMAP_LINK_PLAIN, { 255, 240, 150, 255 }, N_("Your order: a move") },
    /* The red cross a head-on clash leaves on a route in the reveal (play-test 16: read as nothing). */
    { AREAMAP_LEGEND_ICON, AREAMAP_ICON_NONE, { 0, 0, 0, 0 },
      N_("× \"clash\": two armies met head-on on a route; one stays home and fights, without the Defend bonus") },
    { AREAMAP_LEGEND_PIECE, 2, { 90, 150, 230, 255 }, N_("Army: its banner, A2·5 = Army 2, 5 units") },
    { AREAMAP_LEGEND_ICON, AREAMAP_ICON_HERO, { 0, 0, 0, 0 }, N_("The Hero leads this army") },
    /* The panels' shorthand, spelled out once on the map (play-test 13: never spelled out). */
    { AREAMAP_LEGEND_ICON, AREAMAP_ICON_NONE, { 0, 0, 0, 0 },
      N_("H2 R3 P1 M1: a unit's Health, Range, Power, Move. RP: rank points, what it takes of a battle's budget") },
};

int campaign_board_legend(int viewer, areamap_legend_entry *out, int cap)
{
    int n = 0;
    for (int i = 0; i < (int)(sizeof legend / sizeof legend[0]) && n < cap; i++) {
        out[n] = legend[i];
        /* The move's sample in the colour its arrow is drawn in: the seat's
         * (a play-tester read "yellow arrow" and saw blue ones). */
        if (out[n].kind == AREAMAP_LEGEND_LINK && out[n].what == AREAMAP_LINK_PLAIN && viewer >= 0)
            out[n].colour = campaign_seat_colour(viewer);
        n++;
    }
    return n;
}

/* Why `army` cannot go to `to`, in words ("" when it can). */
static void no_route_text(const campaign_screen *c, int army, int to, char *out, size_t size)
{
    out[0] = '\0';
    int i = campaign_forces_find(&c->st.forces, army);
    if (i < 0 || to < 0 || to >= c->map.n_locations)
        return;
    int from = c->st.forces.armies[i].loc;
    if (from != to && !campaign_map_adjacent(&c->map, from, to))
        /* TRANSLATORS: said at the drop point when an army is dropped on a place with no route to it (play-test
         * 13: two places shared a border but no route); "No route from Kilnbury to Ferrow: ..." */
        /* (play-test 14: it said "outlined in yellow", and nothing was: the map crosses the others out) */
        snprintf(out, size, _("No route from %s to %s: an army moves one step along a route (the lines between "
                              "places). While you drag it, the places it cannot reach are crossed out in grey."),
                 campaign_loc_name(c, from), campaign_loc_name(c, to));
}

void campaign_board_drop(campaign_screen *c, int seat, int army, int to, int x, int y)
{
    c->drop_note[0] = '\0';
    if (campaign_give_order(c, seat, campaign_order_move(army, to))) {
        if (c->refused && c->refused_army == army)
            c->refused = false;
        return;
    }
    no_route_text(c, army, to, c->drop_note, sizeof c->drop_note);
    if (!c->drop_note[0])
        snprintf(c->drop_note, sizeof c->drop_note, "%s", c->message);
    else /* the panel says the same words */
        snprintf(c->message, sizeof c->message, "%s", c->drop_note);
    c->drop_x = x;
    c->drop_y = y;
    if (campaign_order_of(c, seat, army) < 0) {
        c->refused = true;
        c->ready_asked = false;
        c->refused_army = army;
        c->refused_to = to;
    }
}

/* A wrapped note in a dark box by the point (x, y), kept inside the view. */
static void note_at(ui *u, SDL_Rect view, int x, int y, const char *text, SDL_Color col)
{
    int w = ui_px(u, 300), pad = ui_px(u, 6), px = ui_px(u, 13);
    if (w > view.w - 2 * pad)
        w = view.w - 2 * pad;
    ui quiet = *u;
    quiet.draw = false;
    int h = ui_text_wrapped(&quiet, ui_rect(0, 0, w, 0), text, px, col);
    int bx = x + ui_px(u, 16), by = y + ui_px(u, 16);
    if (bx + w + pad > view.x + view.w)
        bx = x - w - ui_px(u, 16);
    if (by + h + pad > view.y + view.h)
        by = y - h - ui_px(u, 16);
    /* Whole inside the view, even for a point left outside it by a resize. */
    if (bx + w + pad > view.x + view.w)
        bx = view.x + view.w - w - pad;
    if (by + h + pad > view.y + view.h)
        by = view.y + view.h - h - pad;
    if (bx - pad < view.x)
        bx = view.x + pad;
    if (by - pad < view.y)
        by = view.y + pad;
    ui_fill(u, ui_rect(bx - pad, by - pad, w + 2 * pad, h + 2 * pad), ui_rgba(14, 16, 24, 235));
    ui_fill(u, ui_rect(bx - pad, by - pad, ui_px(u, 3), h + 2 * pad), col);
    ui_text_wrapped(u, ui_rect(bx, by, w, 0), text, px, col);
}

/* While an army is dragged: each place it cannot reach crossed in grey, and,
 * over one, why (play-test 13: a drop on a place with no route was silently
 * dropped). Then the last refused drop's note, until the next click or key. */
static void drag_marks(ui *u, campaign_screen *c, SDL_Rect view)
{
    const ui_event *ev = u->ev;
    if (ev && (ev->kind == UI_EV_MOUSE_DOWN || ev->kind == UI_EV_KEY))
        c->drop_note[0] = '\0';
    if (c->step != CSTEP_ORDERS)
        c->drop_note[0] = '\0';
    if (!u->draw)
        return;
    int i = c->drag_army >= 0 ? campaign_forces_find(&c->st.forces, c->drag_army) : -1;
    SDL_Color grey = { 200, 200, 200, 235 }, edge = { 14, 16, 24, 200 }, amber = { 255, 200, 120, 255 };
    if (i >= 0) {
        int from = c->st.forces.armies[i].loc;
        SDL_RenderSetClipRect(u->r, &view);
        for (int l = 0; l < c->map.n_locations; l++) {
            if (l == from || campaign_map_adjacent(&c->map, from, l))
                continue;
            float x, y, r = 11.0f * u->s;
            areamap_camera_to_screen(&c->cam, (float)c->map.locations[l].x, (float)c->map.locations[l].y, &x, &y);
            for (int pass = 0; pass < 2; pass++) {
                float w = pass ? 3.0f * u->s : 6.0f * u->s;
                SDL_Color k = pass ? grey : edge;
                draw_line(u->r, x - r, y - r, x + r, y + r, w, k);
                draw_line(u->r, x - r, y + r, x + r, y - r, w, k);
            }
        }
        SDL_RenderSetClipRect(u->r, NULL);
        char t[1200];
        no_route_text(c, c->drag_army, c->hover, t, sizeof t);
        SDL_Color col = amber;
        if (!t[0] && c->hover >= 0 && campaign_map_adjacent(&c->map, from, c->hover)) {
            /* Dropped here, an army a battle here cannot field whole: said
             * before the drop (play-test 17); then what losing a battle there
             * would cost it, and whom it may meet, as public (its first wish). */
            campaign_move_warning(c, c->drag_army, c->hover, t, sizeof t);
            char loss[300], meet[700];
            campaign_move_loss_text(c, c->seat, c->drag_army, c->hover, loss, sizeof loss);
            if (campaign_meet_text(c, c->seat, c->drag_army, c->hover, true, meet, sizeof meet) == 0)
                meet[0] = '\0';
            if (!t[0])
                col = (SDL_Color){ 236, 228, 200, 255 };
            size_t n = strlen(t);
            snprintf(t + n, sizeof t - n, "%s%s%s%s", t[0] && loss[0] ? " " : "", loss, meet[0] ? " " : "", meet);
        }
        if (t[0])
            note_at(u, view, u->app->mouse_x, u->app->mouse_y, t, col);
    } else if (c->drop_note[0]) {
        note_at(u, view, c->drop_x, c->drop_y, c->drop_note, amber);
    }
}

static bool shown; /* the legend: kept while the program runs, like a setting */

bool campaign_board_legend_close(app *a)
{
    if (!shown)
        return false;
    shown = false;
    a->dirty = true;
    return true;
}

void campaign_board_overlay(ui *u, campaign_screen *c, SDL_Rect view, int viewer)
{
    if (c->cover)
        return;
    drag_marks(u, c, view);
    if (shown) {
        areamap_legend_entry e[sizeof legend / sizeof legend[0]];
        areamap_legend_draw(u, &c->cache, view, e, campaign_board_legend(viewer, e, (int)(sizeof e / sizeof e[0])));
    }
    areamap_legend_toggle(u, view, &shown); /* under the card (play-test 17: the button hid its foot) */
    /* The hover card over the legend, never under it (play-test 13, French). */
    /* Not under the turn report or the log (play-test 14: the card showed through the Journal). */
    SDL_Rect rb = c->report_box;
    bool under = rb.w > 0 && ui_hover(u, rb);
    /* Nor under a dialog or the pause menu (play-test 17: over the Quit dialog, undimmed). */
    if (u->draw && !u->beneath && c->hover >= 0 && c->hover < c->map.n_locations && c->drag_army < 0 &&
        !c->drop_note[0] && !under) {
        areamap_card k;
        fill_card(c, c->hover, viewer, &k);
        areamap_card_draw(u, &c->cache, &k, u->app->mouse_x, u->app->mouse_y, view);
    }
}
