/*
 * The campaign screen: the campaign map on the shared area-map view (locations
 * sized by type, coloured by control with a pattern per player, the domination
 * set ringed in gold, routes, armies as banners with their unit counts as the
 * viewer may see them; wheel zoom, right-drag pan), the top bar (top_bar.c),
 * the side panel of the step on screen (panels.c), the pass-the-screen cover,
 * the reveal animated, Phase 5's public summary; the final table is final.c's.
 * flow.c decides the steps.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "barracks/barracks_scenes.h"
#include "board/battle.h"
#include "areamap/keys.h"
#include "campaign/board.h"
#include "campaign/internal.h"
#include "eventlog/panel.h"
#include "skirmish/i18n.h"

static const scene campaign_pause_scene;

static void layout(app *a, float s, SDL_Rect *top, SDL_Rect *view, SDL_Rect *panel)
{
    /* The panel's width follows its text, which never shrinks under 12 px: 380
     * units at most, and in a smaller window 3/8 of it (the map keeps the
     * rest), never under the 300 units its longest rows need (a translated
     * button pair, a unit's line with its stats). */
    float ts = s > 1.0f ? s : 1.0f;
    int top_h = (int)(40 * s), m = (int)(8 * s);
    int pw = (int)(380 * ts), least = (int)(300 * ts), share = a->w * 3 / 8;
    if (pw > share)
        pw = share > least ? share : least;
    if (pw > a->w / 2)
        pw = a->w / 2;
    *top = ui_rect(0, 0, a->w, top_h);
    *panel = ui_rect(a->w - pw - m, top_h + m, pw, a->h - top_h - 2 * m);
    *view = ui_rect(m, top_h + m, a->w - pw - 3 * m, a->h - top_h - 2 * m);
}

/* The seat whose private information may show: none behind the cover. */
static int viewer(const campaign_screen *c)
{
    if (c->cover || c->step == CSTEP_REVEAL || c->step == CSTEP_MODE || c->step == CSTEP_DUEL_DONE ||
        c->step == CSTEP_PHASE5 || c->step == CSTEP_OVER)
        return CAMPAIGN_VIEW_PUBLIC;
    return c->seat;
}

static void build_model(campaign_screen *c)
{
    areamap_model *m = &c->model;
    areamap_model_clear(m);
    /* A name with no room by its token goes farther out with a leader line,
     * then shortened (play-test 3: Pont-de-Pierre and Nethercott went unnamed
     * at 800 x 560 beside banners); never over another name or token. */
    m->names_far = true;
    const campaign_forces *f = campaign_shown_forces(c);
    for (int l = 0; l < c->map.n_locations; l++) {
        const campaign_location *loc = &c->map.locations[l];
        areamap_node *n = areamap_model_add_node(m);
        if (!n)
            return;
        n->x = (float)loc->x;
        n->y = (float)loc->y;
        n->size = 14.0f + 5.0f * (float)loc->type;
        int owner = f->control[l];
        n->fill = campaign_seat_colour(owner);
        n->pattern = campaign_seat_pattern(owner);
        if (l == c->hover) {
            n->highlight = true;
            n->outline = ui_rgb(255, 255, 255);
        }
        if (c->drag_army >= 0) {
            int i = campaign_forces_find(&c->st.forces, c->drag_army);
            if (i >= 0 && campaign_map_adjacent(&c->map, c->st.forces.armies[i].loc, l)) {
                n->highlight = true;
                n->outline = ui_rgb(255, 236, 140);
            }
        }
    }
    for (int r = 0; r < c->map.n_routes; r++) {
        areamap_link *k = areamap_model_add_link(m);
        if (!k)
            return;
        k->from = c->map.routes[r][0];
        k->to = c->map.routes[r][1];
        k->color = ui_rgba(150, 150, 130, 170);
        k->width = 2.0f;
    }
    /* The viewer's own orders (moves) as arrows. */
    int who = viewer(c);
    if (who >= 0 && c->step == CSTEP_ORDERS)
        for (int i = 0; i < c->n_orders[who]; i++) {
            const campaign_order *o = &c->orders[who][i];
            int a = campaign_forces_find(&c->st.forces, o->army);
            if (o->kind != CAMPAIGN_ORDER_MOVE || a < 0)
                continue;
            areamap_link *k = areamap_model_add_link(m);
            if (!k)
                return;
            k->from = c->st.forces.armies[a].loc;
            k->to = o->to;
            k->color = campaign_seat_colour(who);
            k->width = 5.0f;
            k->arrow = true;
        }
    campaign_board_describe(c, f, viewer(c), !campaign_banners_moving(c));
}

/* The army whose banner is under a point, -1 none. */
static int army_at(ui *u, campaign_screen *c, int sx, int sy)
{
    if (!campaign_banners_moving(c))
        return campaign_board_army_at(u, c, sx, sy);
    return campaign_reveal_army_at(c, sx, sy);
}

/* A failed autosave, over the top of the map until one succeeds: whatever the
 * step, and before a battle too. */
static void draw_autosave_error(ui *u, const campaign_screen *c, SDL_Rect view)
{
    if (!u->draw || !c->autosave_error[0])
        return;
    int pad = ui_px(u, 6), px = ui_px(u, 13);
    SDL_Rect box = ui_rect(view.x + pad, view.y + pad, view.w - 4 * pad, 0);
    ui quiet = *u;
    quiet.draw = false;
    int h = ui_text_wrapped(&quiet, box, c->autosave_error, px, ui_rgb(0, 0, 0));
    ui_fill(u, ui_rect(view.x, view.y, view.w, h + 2 * pad), ui_rgba(40, 18, 14, 230));
    ui_text_wrapped(u, box, c->autosave_error, px, ui_rgb(255, 180, 130));
}

/* A public panel: the log and one or more buttons. */
static void public_panel(ui *u, app *a, campaign_screen *c, SDL_Rect p)
{
    ui_panel(u, p);
    int x = p.x + ui_px(u, 12), w = p.w - ui_px(u, 24), y = p.y + ui_px(u, 12), bh = ui_px(u, 34);
    static const char *const titles[] = { NULL, NULL, N_("The orders revealed"), NULL, NULL, NULL, N_("Battle"),
                                          N_("Battle over"), NULL, N_("Resolution"), N_("The campaign is over") };
    /* The phases named alike everywhere: "Resolution" as the top bar says
     * (play-test 4: only "Phase 5: resolution" had a number). The reveal's
     * second part tells the standoffs' outcome, not the orders. */
    bool outcome = c->step == CSTEP_REVEAL && c->has_outcome && c->anim_t >= campaign_reveal_outcome_start(c);
    const char *title = outcome ? N_("The standoffs decided") : titles[c->step];
    if (title)
        ui_text(u, x, y, _(title), ui_px(u, 17), true, ui_rgb(236, 238, 244), UI_LEFT);
    y += ui_px(u, 30);
    if (c->step == CSTEP_MODE) {
        char t[600];
        campaign_duel_caption(c, t, sizeof t);
        int th = ui_text_wrapped(u, ui_rect(x, y, w, 0), t, ui_px(u, 14), ui_rgb(210, 214, 226));
        y += th + ui_px(u, 12) > ui_px(u, 44) ? th + ui_px(u, 12) : ui_px(u, 44);
        int auto_p = campaign_flow_overruled(c);
        if (auto_p >= 0) {
            /* The two humans chose differently: both are told what each chose
             * and what happens (flow.c, campaign_flow_overruled). */
            int fighter = c->duel.players[0] == auto_p ? c->duel.players[1] : c->duel.players[0];
            char who_auto[80];
            snprintf(who_auto, sizeof who_auto, "%s", campaign_seat_label(auto_p));
            /* TRANSLATORS: the Battle panel when two players chose differently: "Ann chose to fight on the
             * board, Bob chose Auto battle. The battle is fought on the board when either player wants to:
             * the computer plays for Bob." */
            snprintf(t, sizeof t,
                     _("%s chose to fight on the board, %s chose Auto battle. The battle is fought on the board "
                       "when either player wants to: the computer plays for %s."),
                     campaign_seat_label(fighter), who_auto, who_auto);
            y += ui_text_wrapped(u, ui_rect(x, y, w, 0), t, ui_px(u, 13), ui_rgb(255, 226, 150)) + ui_px(u, 12);
            /* TRANSLATORS: the Battle panel in hot-seat, after "... the computer plays for Bob.": the one
             * who chose to fight takes the screen to start it */
            snprintf(t, sizeof t, _("Hand the screen to %s, who starts the battle."), campaign_seat_label(fighter));
            y += ui_text_wrapped(u, ui_rect(x, y, w, 0), t, ui_px(u, 13), ui_rgb(236, 238, 244)) + ui_px(u, 12);
        }
        /* Ruling (play-test ca): a player's choice to fight on the board is
         * theirs to keep. With two people in the duel and one of them fighting,
         * the shared screen offers no Watch nor Skip (either would undo that
         * choice for the other): the battle is fought. Alone against the
         * computer, a player may still change their own mind here. */
        bool kept = campaign_flow_someone_fights(c) && !c->st.settings.computer[c->duel.players[0]] &&
                    !c->st.settings.computer[c->duel.players[1]];
        if (campaign_flow_someone_fights(c)) {
            /* Left without a result, or resumed: it goes on where it was. */
            if (ui_button(u, ui_rect(x, y, w, bh), _("Fight on the board"), !c->in_battle)) {
                campaign_flow_board_duel(a, c, false);
                return;
            }
            y += bh + ui_px(u, 6);
        }
        if (!kept) { /* else Fight on the board only (the ruling above) */
            if (ui_button(u, ui_rect(x, y, w, bh), _("Watch the battle"), !c->in_battle)) {
                campaign_flow_board_duel(a, c, true);
                return;
            }
            y += bh + ui_px(u, 6);
            if (ui_button(u, ui_rect(x, y, w, bh), _("Skip: play it out"), !c->in_battle)) {
                campaign_flow_skip_said(a, c);
                return;
            }
            y += bh + ui_px(u, 6);
        }
    } else {
        /* Continue and Menu stand at the panel's foot, whatever the log says
         * above them (play-test ca: during the reveal Continue moved down as
         * lines came, and a click pressed on it was let go beside it). */
        int px = ui_px(u, 13), foot = p.y + p.h - ui_px(u, 12) - 2 * bh - ui_px(u, 6);
        ui quiet = *u;
        quiet.draw = false;
        for (int i = 0; i < c->n_log; i++) {
            /* The first line in bold when it fits; a line too long for the panel
             * (a longer language) wraps. */
            int lh = px * 3 / 2;
            bool bold = i == 0 && ui_text_width(u, c->log[i], px, true) <= w;
            if (!bold) {
                int h = ui_text_wrapped(&quiet, ui_rect(x, y, w, 0), c->log[i], px, ui_rgb(214, 218, 228));
                lh = h + px / 6 > lh ? h + px / 6 : lh;
            }
            if (y + lh > foot - ui_px(u, 8))
                break;
            if (bold)
                ui_text(u, x, y, c->log[i], px, true, ui_rgb(214, 218, 228), UI_LEFT);
            else
                ui_text_wrapped(u, ui_rect(x, y, w, 0), c->log[i], px, ui_rgb(214, 218, 228));
            y += lh;
        }
        y = foot;
        const char *label = c->step == CSTEP_OVER ? _("Main menu") : _("Continue");
        bool enabled = true; /* during the reveal: skips the animation */
        /* Enter and Space press it, as they close the other panels (the report). */
        if (ui_button(u, ui_rect(x, y, w, bh), label, enabled) ||
            (enabled && (ui_pressed(u, UI_KEY_ENTER) || ui_pressed(u, UI_KEY_SPACE)))) {
            if (c->step == CSTEP_OVER) {
                app_scene_pop_to_root(a);
                return;
            }
            if (c->step == CSTEP_REVEAL)
                c->anim_t = campaign_reveal_total(c);
            campaign_advance(a, c);
            if (c->st.phase == CAMPAIGN_PHASE_DOWNTIME && c->step == CSTEP_DOWNTIME)
                campaign_autosave(a, c);
            return;
        }
        y += bh + ui_px(u, 6);
    }
    if (ui_button(u, ui_rect(x, y, w, bh), _("Menu (Esc)"), true))
        app_scene_push(a, &campaign_pause_scene, NULL);
}

static bool inside(SDL_Rect r, int x, int y) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }

static void map_events(ui *u, app *a, campaign_screen *c)
{
    const ui_event *ev = u->ev;
    if (!ev || c->cover)
        return;
    (void)a;
    int who = c->step == CSTEP_ORDERS ? viewer(c) : -1;
    switch (ev->kind) {
    case UI_EV_MOUSE_MOVE:
        if (c->panning) {
            areamap_camera_pan(&c->cam, (float)(ev->x - c->pan_x), (float)(ev->y - c->pan_y));
            c->pan_moved = true;
            c->pan_x = ev->x;
            c->pan_y = ev->y;
        }
        c->hover = inside(c->cam.viewport, ev->x, ev->y) ? areamap_view_hit(&c->cam, &c->model, ev->x, ev->y) : -1;
        return;
    case UI_EV_WHEEL:
        if (inside(c->cam.viewport, a->mouse_x, a->mouse_y))
            areamap_camera_zoom_at(&c->cam, ev->wheel > 0 ? 1.25f : 0.8f, (float)a->mouse_x, (float)a->mouse_y);
        return;
    case UI_EV_MOUSE_DOWN: {
        if (!inside(c->cam.viewport, ev->x, ev->y))
            return;
        if (ev->button == UI_BUTTON_RIGHT) {
            c->panning = true;
            c->pan_moved = false;
            c->pan_x = ev->x;
            c->pan_y = ev->y;
            return;
        }
        int id = army_at(u, c, ev->x, ev->y);
        if (id < 0) {
            int l = areamap_view_hit(&c->cam, &c->model, ev->x, ev->y), k = campaign_forces_find(&c->st.forces, c->army);
            for (int i = -1, j; l >= 0 && i < c->st.forces.n_armies && id < 0; i++) /* a place: the panel's army there */
                if ((j = i < 0 ? k : i) >= 0 && c->st.forces.armies[j].loc == l && c->st.forces.armies[j].player == who)
                    id = c->st.forces.armies[j].id; /* (play-test 15), else its first own army */
        }
        if (id >= 0 && who >= 0) {
            int i = campaign_forces_find(&c->st.forces, id);
            if (c->st.forces.armies[i].player != who) {
                snprintf(c->message, sizeof c->message, _("That army is %s's"), campaign_seat_label(c->st.forces.armies[i].player));
                return;
            }
            c->army = id;
            c->drag_army = id;
            c->picking = 0;
            c->message[0] = '\0';
        } else if (c->step == CSTEP_DOWNTIME && id >= 0) {
            int i = campaign_forces_find(&c->st.forces, id);
            if (c->st.forces.armies[i].player == c->seat)
                c->army = id;
        } else if (c->step == CSTEP_ORDERS && id < 0 && ev->button == UI_BUTTON_LEFT) {
            /* A click on empty map, sea or a place with none of its armies lets
             * the army go, as Esc does (play-test 7: only Esc did). */
            c->army = -1;
            c->picking = 0;
        }
        return;
    }
    case UI_EV_MOUSE_UP: {
        if (ev->button == UI_BUTTON_RIGHT) {
            c->panning = false;
            return;
        }
        if (c->drag_army < 0)
            return;
        int id = c->drag_army;
        c->drag_army = -1;
        c->army = ev->cancel ? -1 : c->army; /* a dialog came over the drag: let go (play-test 17) */
        int to = ev->cancel ? -1 : areamap_view_hit(&c->cam, &c->model, ev->x, ev->y);
        int i = campaign_forces_find(&c->st.forces, id);
        if (to < 0 || i < 0 || to == c->st.forces.armies[i].loc)
            return;
        campaign_board_drop(c, who, id, to, ev->x, ev->y);
        return;
    }
    default: return;
    }
}

static void cover_run(ui *u, app *a, campaign_screen *c, SDL_Rect view)
{
    (void)a;
    ui_fill(u, view, ui_rgb(20, 22, 32));
    char t[120];
    /* TRANSLATORS: the cover between two players' private steps: "Pass the screen to Player 2" */
    int cx = view.x + view.w / 2, cy = view.y + view.h / 2;
    campaign_seat_fit(u, _("Pass the screen to %s"), c->seat, ui_px(u, 24), true, view.w - ui_px(u, 24), t, sizeof t);
    if (u->draw)
        ui_emblem(u->r, c->seat, (float)cx, (float)(cy - ui_px(u, 70)), (float)ui_px(u, 22),
                  campaign_seat_colour(c->seat));
    ui_text(u, cx, cy - ui_px(u, 36), t, ui_px(u, 24), true, ui_rgb(240, 242, 248), UI_CENTER);
    ui_text(u, cx, cy + ui_px(u, 2), _("The other players' choices stay hidden."), ui_px(u, 14), false,
            ui_rgb(170, 176, 190), UI_CENTER);
    /* TRANSLATORS: button: "I am Player 2: show my screen (T)"; T is the key that lifts the cover */
    /* As wide as its words need, the name cut when even the map's width is
     * too narrow (play-test 9: a long name ran out of the button). */
    int bw = view.w - ui_px(u, 24);
    campaign_seat_fit(u, _("I am %s: show my screen (T)"), c->seat, ui_px(u, 15), true, bw - ui_px(u, 24), t,
                      sizeof t);
    int need = ui_text_width(u, t, ui_px(u, 15), true) + ui_px(u, 32);
    if (need < ui_px_text(u, 300))
        need = ui_px_text(u, 300);
    if (need < bw)
        bw = need;
    /* Lifted by a deliberate act of the next player only, a click or T (as
     * Conquest's cover): Space and Enter skip and close things on the screens
     * before it, so a player still pressing them would see the next one's
     * screen; not even through the keyboard focus. */
    if (u->ev && u->ev->kind == UI_EV_KEY && (u->ev->key == UI_KEY_SPACE || u->ev->key == UI_KEY_ENTER))
        return;
    if (ui_button(u, ui_rect(cx - bw / 2, cy + ui_px(u, 36), bw, ui_px(u, 42)), t, true) ||
        (ui_pressed(u, UI_KEY_T) && !u->ev->ctrl)) {
        c->cover = false;
        c->shown_seat = c->seat;
        /* What the pointer rested on before the hand-over is hovered again
         * only when it moves: the seat's own act. */
        c->hover = -1;
    }
}

/* What a refusal is about: when any of it changes (another step, seat, army,
 * an order given, a unit bought), an old refusal no longer applies. */
static uint64_t situation(const campaign_screen *c)
{
    int seat = c->seat >= 0 && c->seat < CAMPAIGN_MAX_PLAYERS ? c->seat : 0;
    const campaign_player *pl = &c->st.players[seat];
    uint64_t k = (uint64_t)c->step;
    k = k * 7 + (uint64_t)(c->seat + 1);
    k = k * 2 + (uint64_t)c->cover;
    k = k * 1024 + (uint64_t)(c->army + 1);
    k = k * 4 + (uint64_t)c->picking;
    k = k * 64 + (uint64_t)c->n_orders[seat];
    k = k * 64 + (uint64_t)pl->n_units;
    k = k * 65536 + (uint64_t)(pl->gold & 0xFFFF);
    return k * 8 + c->st.phase;
}

/* Whether the player has something in hand that Esc lets go of first: an army
 * dragged or picked in the Orders step, or a picking in the Downtime panel.
 * Only in the step that can hold it: one left over from another step is in
 * nobody's hand (play-test 6: "Esc: let go of the army" on the Reveal). */
static bool holding(const campaign_screen *c)
{
    if (c->cover)
        return false;
    if (c->step == CSTEP_ORDERS)
        return c->drag_army >= 0 || c->army >= 0;
    return c->step == CSTEP_DOWNTIME && c->picking;
}

/* While something is in hand: what Esc does, at the foot of the map beside the
 * legend's button (on two lines when one is too long). */
static void draw_esc_hint(ui *u, const campaign_screen *c, SDL_Rect view)
{
    if (!u->draw || !holding(c) || c->cover)
        return;
    /* TRANSLATORS: a hint at the foot of the map while an army is picked */
    const char *t = _("Esc: let go of the army · Esc again: the menu");
    int px = ui_px(u, 13), pad = ui_px(u, 6), m = ui_px(u, 8);
    int left = view.x + ui_px(u, 132), right = view.x + view.w - m; /* the legend's button before it */
    int w = ui_text_width(u, t, px, true) + 2 * pad;
    w = w > right - left ? right - left : w;
    ui quiet = *u;
    quiet.draw = false;
    int h = ui_text_wrapped(&quiet, ui_rect(0, 0, w - 2 * pad, 0), t, px, ui_rgb(0, 0, 0)) + 2 * pad;
    /* Above "Show last turn again (R)" and "Log (J)" when they hold the corner
     * (play-test 3: the hint was drawn over it). */
    int lift = (campaign_can_replay(c) || c->events.n > 0) && !campaign_report_open(c) && !c->events_open && c->step != CSTEP_MODE
                   ? ui_px(u, 28) + ui_px(u, 8)
                   : 0;
    SDL_Rect box = ui_rect(right - w, view.y + view.h - h - ui_px(u, 6) - lift, w, h);
    ui_fill(u, box, ui_rgba(14, 16, 24, 220));
    ui_text_wrapped(u, ui_rect(box.x + pad, box.y + pad, w - 2 * pad, 0), t, px, ui_rgb(250, 236, 190));
}

static void play_body(ui *u, campaign_screen *c);

/* Whether the seat's orders differ from those last autosaved (field by field:
 * an order's padding is not part of it). */
static bool orders_changed(const campaign_screen *c, int seat)
{
    if (c->kept_seat != seat || c->n_kept != c->n_orders[seat])
        return true;
    for (int i = 0; i < c->n_kept; i++) {
        const campaign_order *x = &c->kept[i], *y = &c->orders[seat][i];
        if (x->kind != y->kind || x->army != y->army || x->to != y->to || x->with != y->with || x->units != y->units)
            return true;
    }
    return false;
}

/* Every order given or cleared is autosaved at once, as every Downtime action
 * is: a kill -9 during Orders loses none (behind the same seat's cover). */
static void autosave_orders(app *a, campaign_screen *c)
{
    int seat = c->seat;
    if (c->step != CSTEP_ORDERS || seat < 0 || seat >= CAMPAIGN_MAX_PLAYERS || !orders_changed(c, seat))
        return;
    c->kept_seat = seat;
    c->n_kept = c->n_orders[seat];
    memcpy(c->kept, c->orders[seat], sizeof c->kept);
    campaign_autosave(a, c);
}

static void play_run(ui *u, void *self)
{
    campaign_screen *c = self;
    char before[sizeof c->message];
    memcpy(before, c->message, sizeof before);
    play_body(u, c);
    if (campaign_current(u->app) != c)
        return; /* left (the main menu, a load) */
    autosave_orders(u->app, c);
    uint64_t now = situation(c);
    if (now != c->situation && strcmp(before, c->message) == 0 && c->message[0]) {
        c->message[0] = '\0';
        u->app->dirty = true;
    }
    c->situation = now;
}

static void play_body(ui *u, campaign_screen *c)
{
    app *a = u->app;
    SDL_Rect top, view, side;
    layout(a, u->s, &top, &view, &side);
    build_model(c);
    SDL_Rect was = c->cam.viewport;
    float zoom = c->cam.zoom;
    areamap_camera_follow(&c->cam, &c->model, view, &c->fitted);
    /* The labels are worded for the camera (a "+25" where it has room): a
     * camera just fitted (the first frame, a resized window) words them again,
     * so they never show one frame worded for the old one. */
    if (!SDL_RectEquals(&was, &c->cam.viewport) || zoom != c->cam.zoom)
        build_model(c);
    areamap_keys_run(u, &c->model, &c->cam, !c->cover, c->drag_army >= 0); /* the map by keys (areamap/keys.h) */
    if (u->draw) {
        SDL_SetRenderDrawColor(u->r, 16, 19, 28, 255);
        SDL_RenderClear(u->r);
        if (c->cover) /* else the map covers it, opaque */
            ui_fill(u, view, ui_rgb(28, 34, 30));
    }
    campaign_draw_top(u, c, top, viewer(c)); /* top_bar.c */
    if (!c->cover) {
        areamap_view_draw_cached(u, &c->cam, &c->model, &c->cache);
        if (u->draw) {
            SDL_RenderSetClipRect(u->r, &view);
            campaign_reveal_draw(u, c);
            campaign_reveal_banners(u, c, viewer(c));
            campaign_aftermath_draw(u, c);
            campaign_clash_draw(u, c);
            campaign_focus_draw(u, c);
            if (c->drag_army >= 0) {
                int i = campaign_forces_find(&c->st.forces, c->drag_army);
                if (i >= 0) {
                    float x, y;
                    const campaign_location *l = &c->map.locations[c->st.forces.armies[i].loc];
                    areamap_camera_to_screen(&c->cam, (float)l->x, (float)l->y, &x, &y);
                    draw_line(u->r, x, y, (float)a->mouse_x, (float)a->mouse_y, 4, ui_rgba(255, 240, 150, 220));
                }
            }
            SDL_RenderSetClipRect(u->r, NULL);
        }
        draw_esc_hint(u, c, view); /* under a place's card (play-test 17: over it, two boxes stacked) */
        if (c->step != CSTEP_OVER)
            campaign_board_overlay(u, c, view, viewer(c));
    }
    draw_autosave_error(u, c, view);
    campaign_online_draw(u, c, view);
    /* The turn report, the log (J) or the last reveal shown again (R) over the
     * map (report.c): each takes the event it used. */
    if (campaign_report_run(u, a, c, view)) {
        /* The step's panel stays in view, still: the report has the event,
         * except a pointer's over the panel, which goes through to it (its
         * buttons look enabled: play-test ca, "Downtime done" swallowed); a
         * press there closes the report, read, as Close would. */
        const ui_event *ev = u->ev;
        bool through = ev && !c->cover &&
                       (ev->kind == UI_EV_MOUSE_MOVE || ev->kind == UI_EV_MOUSE_DOWN || ev->kind == UI_EV_MOUSE_UP) &&
                       inside(side, ev->x, ev->y);
        if (through && ev->kind == UI_EV_MOUSE_DOWN)
            campaign_report_close(c);
        ui quiet = *u;
        if (!through)
            quiet.ev = NULL;
        if (!c->cover && (u->draw || through))
            switch (c->step) {
            case CSTEP_DOWNTIME: campaign_panel_downtime(&quiet, c, side); break;
            case CSTEP_ORDERS: campaign_panel_orders(&quiet, c, side); break;
            case CSTEP_STANDOFF:
            case CSTEP_SQUAD:
            case CSTEP_BONUS:
            case CSTEP_RETREAT: campaign_panel_choice(&quiet, c, side); break;
            case CSTEP_WAIT: campaign_online_panel(&quiet, a, c, side); break;
            default: public_panel(&quiet, a, c, side); break;
            }
        return;
    }
    /* The reveal playing: a click on the map or Space shows it whole at once. */
    if (c->step == CSTEP_REVEAL && c->anim_t < campaign_reveal_total(c) && !c->cover) {
        const ui_event *ev = u->ev;
        if (ui_pressed(u, UI_KEY_SPACE) || (ev && ev->kind == UI_EV_MOUSE_UP && ev->button == UI_BUTTON_LEFT &&
                                            inside(view, ev->x, ev->y))) {
            c->anim_t = campaign_reveal_total(c);
            a->dirty = true;
            return;
        }
    }
    /* Esc first lets go of what is in hand (a dragged or picked army, a
     * picking), as usual; a second Esc, with nothing in hand, opens the menu
     * (the hint under the map says so). */
    if (ui_pressed(u, UI_KEY_ESCAPE)) {
        if (holding(c)) {
            c->drag_army = -1;
            c->picking = 0;
            if (c->step == CSTEP_ORDERS)
                c->army = -1;
            a->dirty = true;
        } else if (!campaign_board_legend_close(a)) { /* an open legend closes first (play-test 16) */
            app_scene_push(a, &campaign_pause_scene, NULL);
        }
        return;
    }
    if (c->cover) {
        cover_run(u, a, c, view);
        ui_panel(u, side);
        return;
    }
    map_events(u, a, c);
    switch (c->step) {
    case CSTEP_DOWNTIME: campaign_panel_downtime(u, c, side); break;
    case CSTEP_ORDERS: campaign_panel_orders(u, c, side); break;
    case CSTEP_STANDOFF:
    case CSTEP_SQUAD:
    case CSTEP_BONUS:
    case CSTEP_RETREAT: campaign_panel_choice(u, c, side); break;
    case CSTEP_WAIT: campaign_online_panel(u, a, c, side); break;
    default: public_panel(u, a, c, side); break;
    }
    if (app_scene_top(a) != &campaign_play_scene)
        return;
    if (c->step == CSTEP_OVER && !c->cover)
        campaign_draw_final(u, c, view);
}

static bool play_update(app *a, void *self, float dt, bool on_top)
{
    campaign_screen *c = self;
    if (!on_top)
        return false;
    if (c->board_pending) {
        /* A save resumed in the middle of a battle: the board goes on with it. */
        c->board_pending = false;
        campaign_flow_board_duel(a, c, false);
        return true;
    }
    bool busy = c->online.on && campaign_online_update(a, c);
    if (c->focus_t > 0) {
        c->focus_t -= dt;
        busy = true;
    }
    float total = campaign_reveal_total(c);
    static const float speeds[DATA_ANIM_COUNT] = { 0.0f, 2.2f, 1.0f, 0.6f };
    float sp = speeds[a->prefs.anim_speed < DATA_ANIM_COUNT ? a->prefs.anim_speed : 2];
    if (campaign_revealing(c) && c->anim_t < total) {
        c->anim_t = sp > 0 ? c->anim_t + dt * sp : total; /* instant: no animation */
        return true;
    }
    if (campaign_clash_shown(c) && c->clash.t < campaign_clash_total()) {
        c->clash.t = sp > 0 ? c->clash.t + dt * sp : campaign_clash_total();
        busy = true;
    }
    if (c->replaying && c->anim_t >= total) {
        c->replaying = false; /* shown again: the step goes on where it was */
        return true;
    }
    return busy;
}

static void play_resume(app *a, void *self, const scene_result *r)
{
    campaign_screen *c = self;
    if (c->in_battle) {
        c->in_battle = false;
        if (c->online.on) /* the server reports the duel */
            ;
        else if (r && r->code == SCENE_DONE && r->data) {
            const board_battle_result *br = r->data;
            int health[ESC_MAX_UNITS];
            for (int s = 0; s < ESC_SIDES; s++)
                for (int k = 0; k < ESC_SQUAD_MAX; k++)
                    health[s * ESC_SQUAD_MAX + k] = br->health[s][k];
            campaign_flow_battle_result(a, c, health, br->winner, br->reason, NULL);
        } else if (c->watch_skip) { /* "Result now" on a watched battle (battle_hint.c) */
            c->watch_skip = false;
            campaign_flow_skip_said(a, c);
        } else {
            /* Left without a result: the duel is still to fight. */
            snprintf(c->message, sizeof c->message, "%s", _("The battle was left: fight, watch or skip it"));
        }
    } else if (c->new_unit) {
        c->new_unit = false;
        if (!barracks_get(a)->unit_ed.done) {
            a->dirty = true; /* Back: nothing recruited, nothing paid */
            return;
        }
        const esc_unit_def *def = &barracks_get(a)->unit_ed.entry.def;
        int army = c->army >= 0 ? c->army : CAMPAIGN_NO_ARMY;
        campaign_downtime_problem p = campaign_rec_recruit(&c->record, &c->st, c->seat, def, army);
        if (p != CAMPAIGN_DT_OK)
            snprintf(c->message, sizeof c->message, _("Not recruited: %s"), _(campaign_downtime_problem_text(p)));
        else
            campaign_autosave(a, c); /* as every Downtime action (downtime.c) */
    }
    c->hover = -1; /* the pointer moved on the scene above (a "Stay"): no card till it moves here (play-test 13) */
    a->dirty = true;
}

static void quit_now(app *a, void *ctx)
{
    (void)ctx;
    app_scene_pop_to_root(a);
}

static void pause_run(ui *u, void *self)
{
    (void)self;
    app *a = u->app;
    campaign_screen *c = campaign_current(a);
    if (!c)
        return;
    /* four buttons, and the last save's message in its own slot under them */
    SDL_Rect b = ui_menu_panel_note(u, _("Paused"), 4, c->message);
    if (ui_button(u, b, _("Resume"), true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        app_scene_pop(a, NULL);
        return;
    }
    ui_menu_next(u, &b);
    if (ui_button(u, b, _("Save campaign"), c->step != CSTEP_OVER && !c->online.on))
        campaign_save_now(a, c);
    ui_menu_next(u, &b);
    if (ui_button(u, b, _("Rules and help (F1)"), a->help_scene != NULL)) {
        app_open_help(a);
        return;
    }
    ui_menu_next(u, &b);
    if (ui_button(u, b, _("Quit to menu"), true)) {
        /* As when the window closes: the campaign is autosaved as it stands, so
         * Continue goes on from here; only a failed autosave asks first. */
        if (c->step != CSTEP_OVER && (campaign_unsaved(c) || !c->autosave_path[0]))
            campaign_autosave(a, c);
        if (c->step != CSTEP_OVER && c->autosave_error[0]) {
            char t[400];
            /* TRANSLATORS: Quit to menu when the campaign's autosave failed; %s says why */
            snprintf(t, sizeof t, _("Quit to the menu? %s: what changed since the last save is lost."),
                     c->autosave_error);
            app_confirm(a, t, _("Quit"), _("Stay"), quit_now, NULL);
        } else {
            app_scene_pop_to_root(a);
        }
        return;
    }
}

static const scene campaign_pause_scene = {
    .name = "campaign-pause",
    .overlay = true,
    .event = pause_run,
    .frame = pause_run,
};

static void quit_app(app *a, void *ctx)
{
    (void)ctx;
    a->running = false;
}

/* Closing the window on the campaign map: the campaign is autosaved as it
 * stands (the orders drafted and handed over, the recruits), then the player is
 * told so and asked; when the autosave fails, told that too. Closed again while
 * the question is open, the app quits. A campaign over quits at once. */
static bool play_closing(app *a, void *self)
{
    campaign_screen *c = self;
    if (c->step == CSTEP_OVER || c->online.on || strcmp(app_scene_name(a), "confirm") == 0)
        return false; /* online: the campaign is the server's, the seat kept */
    if (campaign_unsaved(c) || !c->autosave_path[0])
        campaign_autosave(a, c);
    if (c->autosave_error[0]) {
        char t[400];
        /* TRANSLATORS: closing the window on the campaign map when the autosave failed; %s says why */
        snprintf(t, sizeof t, _("Quit Skirmish? %s: what changed since the last save is lost."), c->autosave_error);
        return app_confirm_safe(a, t, _("Quit"), _("Stay"), quit_app, NULL);
    }
    return app_confirm_safe(a,
                       _("Quit Skirmish? The campaign is autosaved as it stands: Continue on the main menu goes on "
                         "from here."),
                       _("Quit"), _("Stay"), quit_app, NULL);
}

static bool play_enter(app *a, const void *arg, void **self)
{
    campaign_screen_register(&campaign_play_scene); /* campaign_current finds it on the stack */
    const campaign_play_args *args = arg;
    campaign_screen *c = calloc(1, sizeof *c);
    if (!c) {
        snprintf(a->message, sizeof a->message, "%s", _("out of memory"));
        return false;
    }
    c->map = *args->map;
    c->st = *args->state;
    c->st.map = &c->map;
    data_campaign_record_init(&c->record);
    if (args->record ? !data_campaign_record_copy(&c->record, args->record)
                     : !data_campaign_record_begin(&c->record, &c->st))
        c->record.broken = true; /* out of memory: the game goes on, its saves hold no record */
    if (c->record.start)
        c->record.start->map = &c->map;
    areamap_model_init(&c->model);
    evlog_init(&c->events);
    if (args->events) /* a continued game: its log as saved, with what each seat had read */
        evlog_copy(&c->events, args->events);
    c->hover = c->army = c->drag_army = -1;
    c->focus_t = 0;
    c->shown_seat = -1;
    int n = c->st.settings.n_players;
    for (int p = 0; p < n; p++) {
        if (args->seats)
            c->seats[p] = args->seats[p];
        else
            data_seat_set(&c->seats[p], false, NULL);
        c->seats[p].computer = c->st.settings.computer[p]; /* the rules' word */
    }
    campaign_seats_use(c->seats, n);
    *self = c;
    if (args->autosave && args->autosave[0])
        snprintf(c->autosave_path, sizeof c->autosave_path, "%s", args->autosave);
    /* A save or an autosave opened (not a new campaign): one autosave per campaign. */
    c->autosave_prune = !args->autosave || args->autosave[0];
    if (args->from)
        snprintf(c->loaded_from, sizeof c->loaded_from, "%s", args->from);
    if (args->match && c->st.phase == CAMPAIGN_PHASE_BATTLES) {
        size_t len = strlen(args->match) + 1;
        c->match = malloc(len);
        if (c->match)
            memcpy(c->match, args->match, len);
    }
    if (args->remote) {
        c->online.on = true;
        c->online.remote = *args->remote;
        c->step = CSTEP_WAIT; /* the first update takes the step the server asks */
        c->seat = c->shown_seat = c->online.remote.seat;
        campaign_report_downtime_begins(c); /* recruits told from here */
        *self = c;
        return true;
    }
    campaign_drafts_restore(c);
    campaign_report_downtime_begins(c);
    c->entering = true;
    campaign_flow_advance(a, c);
    c->entering = false;
    if (args->autosave && c->st.phase == CAMPAIGN_PHASE_DOWNTIME)
        campaign_autosave(a, c);
    if (!c->saved_hash) /* opened from a file: as saved */
        campaign_mark_saved(c);
    return true;
}

static void play_leave(app *a, void *self)
{
    (void)a;
    campaign_screen *c = self;
    campaign_seats_use(NULL, 0);
    if (c->online.on && c->online.remote.close)
        c->online.remote.close(c->online.remote.ctx);
    free(c->online.was);
    free(c->match);
    data_campaign_record_free(&c->record);
    areamap_model_free(&c->model);
    areamap_cache_free(&c->cache);
    evlog_free(&c->events);
    free(c);
}

const scene campaign_play_scene = {
    .name = "campaign",
    .help = "campaign",
    .enter = play_enter,
    .leave = play_leave,
    .event = play_run,
    .frame = play_run,
    .update = play_update,
    .resume = play_resume,
    .closing = play_closing,
};
