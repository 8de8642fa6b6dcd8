/*
 * The campaign screen online (campaign/online.h).
 */
#include "campaign/online.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/battle.h"
#include "campaign/internal.h"
#include "skirmish/i18n.h"

static int me(const campaign_screen *c) { return c->online.remote.seat; }

static void tell(campaign_screen *c, const campaign_state *was);

/* A step of the seat's own: its panel as offline, never behind a cover. */
static void ask(campaign_screen *c, campaign_step step)
{
    if (c->step == step && c->seat == me(c))
        return; /* already on screen: what the seat has in hand stays */
    campaign_flow_private(c, step, me(c));
    c->cover = false;
    c->shown_seat = me(c);
}

/* Nothing to decide: the waiting panel, the seat's own view on the map. */
static void wait(campaign_screen *c)
{
    c->step = c->st.phase == CAMPAIGN_PHASE_OVER ? CSTEP_OVER : CSTEP_WAIT;
    c->cover = false;
    c->seat = c->shown_seat = me(c);
    c->drag_army = -1;
    c->picking = 0;
}

static bool send(campaign_screen *c, const campaign_decision *d)
{
    campaign_remote *r = &c->online.remote;
    if (r->send(r->ctx, d))
        return true;
    /* TRANSLATORS: online Campaign: a decision could not go (the link is down); it can be made again once back */
    snprintf(c->message, sizeof c->message, "%s", _("Not sent: the connection is down. Try again once it is back."));
    return false;
}

/* The decisions the panels took on the record since the last state, sent in
 * order; a standoff choice is kept until all of the seat's are made. */
static void send_steps(campaign_screen *c)
{
    campaign_online *o = &c->online;
    for (; o->sent < c->record.n_steps; o->sent++) {
        const data_campaign_step *s = &c->record.steps[o->sent];
        campaign_decision d;
        memset(&d, 0, sizeof d);
        d.uid = d.loc = d.trait = s->a;
        switch ((data_campaign_step_kind)s->kind) {
        case DATA_CAMPAIGN_RECRUIT:
            d.kind = CAMPAIGN_DECIDE_RECRUIT;
            snprintf(d.name, sizeof d.name, "%s", s->def.name);
            d.def = s->def; /* the unit as recruited: one of the player's own making too */
            d.army = s->a;
            break;
        case DATA_CAMPAIGN_DISMISS: d.kind = CAMPAIGN_DECIDE_DISMISS; break;
        case DATA_CAMPAIGN_REPLENISH: d.kind = CAMPAIGN_DECIDE_REPLENISH; break;
        case DATA_CAMPAIGN_TRAIT: d.kind = CAMPAIGN_DECIDE_TRAIT; break;
        case DATA_CAMPAIGN_HERO: d.kind = CAMPAIGN_DECIDE_APPOINT; break;
        case DATA_CAMPAIGN_SQUAD:
            d.kind = CAMPAIGN_DECIDE_SQUAD;
            d.squad = s->slots;
            break;
        case DATA_CAMPAIGN_BONUS:
            d.kind = CAMPAIGN_DECIDE_BONUS;
            d.bonus = s->a;
            d.ground_high = s->high;
            d.ground_second = s->second;
            d.uid = s->b;
            break;
        case DATA_CAMPAIGN_RETREAT: d.kind = CAMPAIGN_DECIDE_RETREAT; break;
        case DATA_CAMPAIGN_STANDOFF:
            if (s->a >= 0 && s->a < 64) {
                o->chosen |= 1ull << s->a;
                o->stood |= (uint64_t)s->stand << s->a;
            }
            continue;
        default: continue;
        }
        if (!send(c, &d))
            return; /* the rest when the link is back */
    }
}

/* The standoffs the seat entered: the next one to choose (its panel), or,
 * all chosen (those where it must Stand without asking), the lot sent. */
static void standoffs(campaign_screen *c)
{
    campaign_online *o = &c->online;
    const campaign_resolution *res = &c->st.res;
    for (int k = 0; k < res->n_standoffs; k++) {
        const campaign_standoff *so = &res->standoffs[k];
        uint64_t bit = 1ull << so->loc;
        if (!(so->entrants >> me(c) & 1u) || (o->chosen & bit))
            continue;
        if (so->must_stand >> me(c) & 1u) {
            o->chosen |= bit;
            o->stood |= bit;
            continue;
        }
        if (c->step != CSTEP_STANDOFF || c->loc != so->loc) {
            c->step = CSTEP_WAIT; /* a new standoff: its panel afresh */
            ask(c, CSTEP_STANDOFF);
        }
        c->loc = so->loc;
        return;
    }
    campaign_decision d = {.kind = CAMPAIGN_DECIDE_STANDOFFS, .stand = o->stood};
    if (send(c, &d))
        wait(c);
}

/* The step for what the server asks the seat now. */
static void follow(campaign_screen *c)
{
    campaign_remote *r = &c->online.remote;
    int seat = me(c);
    switch (seat >= 0 ? r->asked(r->ctx) : CAMPAIGN_ASK_NONE) {
    case CAMPAIGN_ASK_DOWNTIME:
        ask(c, CSTEP_DOWNTIME);
        c->done[seat] = false;
        return;
    case CAMPAIGN_ASK_ORDERS:
        ask(c, CSTEP_ORDERS);
        c->done[seat] = false;
        return;
    case CAMPAIGN_ASK_STANDOFFS:
        if (!c->has_last) { /* the screen opened after the reveal: the armies where it left them */
            c->before = c->st.forces;
            campaign_reveal_keep(c);
        }
        standoffs(c);
        return;
    case CAMPAIGN_ASK_SQUAD:
        c->battle = c->st.current;
        ask(c, CSTEP_SQUAD);
        return;
    case CAMPAIGN_ASK_BONUS:
        c->battle = c->st.current;
        if (c->step != CSTEP_BONUS) {
            c->bonus_choice = CAMPAIGN_BONUS_NONE;
            c->bonus_unit = CAMPAIGN_NO_UNIT;
            c->ground_high = c->ground_second = false;
        }
        ask(c, CSTEP_BONUS);
        return;
    case CAMPAIGN_ASK_RETREAT:
        for (int b = 0; b < c->st.n_battles; b++)
            if (c->st.battles[b].defender == seat && campaign_retreat_options(&c->st, b) != 0) {
                c->battle = b;
                ask(c, CSTEP_RETREAT);
                return;
            }
        break;
    default: break;
    }
    wait(c);
}

void campaign_advance(app *a, campaign_screen *c)
{
    if (!c->online.on) {
        campaign_flow_advance(a, c);
        return;
    }
    int before = c->online.sent;
    send_steps(c);
    int seat = me(c);
    campaign_decision d;
    memset(&d, 0, sizeof d);
    if (c->step == CSTEP_DOWNTIME && seat >= 0 && c->done[seat]) {
        d.kind = CAMPAIGN_DECIDE_DOWNTIME_DONE;
        if (send(c, &d))
            wait(c);
        else
            c->done[seat] = false;
        return;
    }
    if (c->step == CSTEP_ORDERS && seat >= 0 && c->done[seat]) {
        d.kind = CAMPAIGN_DECIDE_ORDERS;
        d.n_orders = c->n_orders[seat];
        memcpy(d.orders, c->orders[seat], (size_t)d.n_orders * sizeof d.orders[0]);
        if (send(c, &d))
            wait(c);
        else
            c->done[seat] = false;
        return;
    }
    if (c->step == CSTEP_REVEAL && c->online.then_phase5) {
        /* the last turn's reveal seen: its Phase 5, what the turn's end changed */
        c->n_log = 0;
        tell(c, c->online.was);
        free(c->online.was);
        c->online.was = NULL;
        c->online.then_phase5 = false;
        c->step = CSTEP_PHASE5;
        return;
    }
    if ((c->step == CSTEP_SQUAD || c->step == CSTEP_BONUS || c->step == CSTEP_RETREAT) && c->online.sent > before) {
        wait(c); /* sent with the record's step: the server's next view goes on */
        return;
    }
    follow(c);
}

/* ---- a new state ---- */

/* What the new state says happened since the last, into the event log:
 * each place that changed hands (a battle won, a place taken), a player out,
 * the turn that began. */
static void tell(campaign_screen *c, const campaign_state *was)
{
    c->event_turn = was->turn; /* what the last turn's end changed is that turn's */
    for (int l = 0; l < c->map.n_locations; l++) {
        int now = c->st.forces.control[l];
        if (now == was->forces.control[l] || now < 0)
            continue;
        /* TRANSLATORS: online Campaign, the event log: a place that changed hands (the player, the place) */
        campaign_flow_log(c, _("%s now holds %s."), campaign_seat_label(now), campaign_loc_name(c, l));
    }
    for (int p = 0; p < c->st.settings.n_players; p++)
        if (c->st.players[p].eliminated && !was->players[p].eliminated)
            /* TRANSLATORS: online Campaign, the event log: a player eliminated */
            campaign_flow_log(c, _("%s is out of the campaign."), campaign_seat_label(p));
    c->event_turn = 0;
    if (c->st.turn != was->turn && c->st.phase != CAMPAIGN_PHASE_OVER)
        /* TRANSLATORS: online Campaign, the event log: a new turn (its number) */
        campaign_flow_log(c, _("Turn %d begins."), c->st.turn);
}

/* The reveal when the orders were revealed (and its outcome once the
 * standoffs are chosen), shown as offline before the next step. */
static bool reveal(campaign_screen *c, const campaign_state *was)
{
    if (was->turn != c->st.turn || c->st.phase == CAMPAIGN_PHASE_OVER)
        return false;
    if (was->phase == CAMPAIGN_PHASE_ORDERS && c->st.phase > CAMPAIGN_PHASE_ORDERS) {
        c->before = was->forces;
        c->n_log = 0;
        campaign_reveal_log(c);
    } else if (was->phase == CAMPAIGN_PHASE_STANDOFFS && c->st.phase > CAMPAIGN_PHASE_STANDOFFS && c->has_last) {
        c->n_log = 0;
        if (!campaign_reveal_outcome(c))
            return false;
    } else {
        return false;
    }
    c->anim_t = 0;
    c->step = CSTEP_REVEAL;
    c->cover = false;
    c->seat = c->shown_seat = -1;
    return true;
}

/* The duel on the board when the last state came is over: its result into
 * the event log (and the list on screen). */
static void duel_ended(campaign_screen *c)
{
    campaign_online *o = &c->online;
    campaign_remote_duel d;
    o->remote.duel(o->remote.ctx, &d);
    if (o->duel_live && !d.on && d.ended && d.loc >= 0) {
        if (d.ended_winner >= 0)
            /* TRANSLATORS: online Campaign, the event log: a duel's winner (the player, the place) */
            campaign_flow_log(c, _("%s wins the battle at %s."), campaign_seat_label(d.ended_winner),
                              campaign_loc_name(c, d.loc));
        else
            /* TRANSLATORS: online Campaign, the event log: a duel without a winner (the place) */
            campaign_flow_log(c, _("The battle at %s ends in a draw."), campaign_loc_name(c, d.loc));
    }
    o->duel_live = d.on;
}

/* The turn ended since the last state: its reveal first when the server went
 * from the orders to the next turn at once (no standoff, no battle: the view
 * carries the last turn's reveal), then Phase 5 in public as offline, what
 * changed, then Continue. */
static void turn_ended(campaign_screen *c, const campaign_state *was)
{
    campaign_online *o = &c->online;
    c->n_log = 0;
    c->event_turn = was->turn;
    duel_ended(c);
    c->event_turn = 0;
    free(o->was);
    o->was = NULL;
    o->then_phase5 = was->phase == CAMPAIGN_PHASE_ORDERS && c->st.res.forces.n_armies > 0 &&
                     (o->was = malloc(sizeof *o->was)) != NULL;
    if (o->then_phase5) {
        *o->was = *was; /* told once the reveal is seen */
        c->before = was->forces;
        c->event_turn = was->turn;
        campaign_reveal_log(c);
        c->event_turn = 0;
    } else {
        tell(c, was);
    }
    c->phase5_turn = was->turn;
    c->n_after = 0;
    c->cover = false;
    c->seat = c->shown_seat = -1;
    c->anim_t = 0;
    c->step = o->then_phase5 ? CSTEP_REVEAL : CSTEP_PHASE5;
}

static bool take_state(campaign_screen *c)
{
    campaign_online *o = &c->online;
    campaign_remote *r = &o->remote;
    if (r->pending(r->ctx))
        return false; /* the seat's decisions are on their way: the state after them */
    campaign_state *next = malloc(sizeof *next), *was = malloc(sizeof *was);
    bool taken = next && was;
    if (taken) {
        next->map = &c->map;
        taken = r->state(r->ctx, next, &o->serial);
    }
    if (taken) {
        *was = c->st;
        c->st = *next;
        c->st.map = &c->map;
        /* the panels' decisions are kept on a record from this state: what
         * they add is what goes to the server */
        data_campaign_record_free(&c->record);
        if (data_campaign_record_begin(&c->record, &c->st))
            c->record.start->map = &c->map;
        o->sent = 0;
        if (was->phase != c->st.phase || was->turn != c->st.turn)
            o->chosen = o->stood = 0;
        /* each Downtime's recruits told to the seat, as offline (the others'
         * stand-ins do not change while their counts are frozen) */
        if (was->phase == CAMPAIGN_PHASE_DOWNTIME && c->st.phase != CAMPAIGN_PHASE_DOWNTIME)
            campaign_report_recruits(c);
        else if (c->st.phase == CAMPAIGN_PHASE_DOWNTIME && (was->phase != c->st.phase || was->turn != c->st.turn))
            campaign_report_downtime_begins(c);
        bool turned = c->st.turn != was->turn && c->st.phase != CAMPAIGN_PHASE_OVER;
        bool over = c->st.phase == CAMPAIGN_PHASE_OVER && was->phase != CAMPAIGN_PHASE_OVER;
        if (turned || (over && was->phase == CAMPAIGN_PHASE_ORDERS)) {
            turn_ended(c, was); /* over from the orders: their reveal and Phase 5, then the table */
        } else if (over) {
            c->n_log = 0; /* the last turn's end, under the final table */
            duel_ended(c);
            tell(c, was);
            wait(c);
        } else {
            duel_ended(c);
            if (!reveal(c, was) && c->step != CSTEP_REVEAL && c->step != CSTEP_PHASE5)
                follow(c);
        }
    }
    free(next);
    free(was);
    return taken;
}

/* The duel on the board: pushed once for each duel, for every seat. */
static bool board(app *a, campaign_screen *c)
{
    campaign_online *o = &c->online;
    campaign_remote *r = &o->remote;
    campaign_remote_duel d;
    r->duel(r->ctx, &d);
    o->duel_live = o->duel_live || d.on; /* its end is told with the state that shows it (duel_ended) */
    if (!d.on) {
        o->board_shown = false;
        return false;
    }
    if (o->board_shown || c->in_battle || c->step == CSTEP_REVEAL)
        return false;
    board_match m;
    board_remote hook;
    if (!r->board(r->ctx, &m, &hook))
        return false;
    c->duel.battle = d.battle;
    c->duel.players[0] = d.players[0];
    c->duel.players[1] = d.players[1];
    campaign_duel_caption(c, m.caption, sizeof m.caption);
    board_battle_args args = {.match = &m};
    c->in_battle = app_scene_push(a, &board_battle_scene, &args);
    board_battle *bb = c->in_battle ? board_battle_current(a) : NULL;
    if (bb) {
        /* TRANSLATORS: online Campaign, the battle's menus: back to the campaign's map (the duel goes on) */
        bb->leave_label = N_("Back to the campaign");
        /* TRANSLATORS: online Campaign, the battle's result panel (a narrow button): back to the campaign's map */
        bb->leave_short = N_("Campaign");
        board_battle_play_remote(bb, &hook);
        snprintf(c->hint.place, sizeof c->hint.place, "%s", campaign_loc_name(c, c->st.battles[d.battle].loc));
        for (int s = 0; s < ESC_SIDES; s++)
            snprintf(c->hint.side[s], sizeof c->hint.side[s], "%s", campaign_seat_label(d.players[s]));
        campaign_battle_hint_attach(&c->hint, bb);
        o->board_shown = true;
    } else {
        board_match_free(&m);
    }
    return c->in_battle;
}

bool campaign_online_update(app *a, campaign_screen *c)
{
    campaign_online *o = &c->online;
    if (!o->on)
        return false;
    campaign_remote *r = &o->remote;
    bool changed = false;
    campaign_remote_status st;
    r->status(r->ctx, &st);
    if (strcmp(st.line, o->line) != 0 || st.down != o->down) {
        snprintf(o->line, sizeof o->line, "%s", st.line);
        o->down = st.down;
        changed = true;
    }
    if (!st.down && o->sent < c->record.n_steps)
        send_steps(c); /* what could not go while the link was down */
    char why[240];
    if (r->refusal(r->ctx, why, sizeof why)) {
        /* TRANSLATORS: online Campaign: the server refused the seat's decision (its reason); it decides again */
        snprintf(c->message, sizeof c->message, _("The server refused it: %.200s"), why);
        o->chosen = o->stood = 0;
        follow(c);
        changed = true;
    }
    changed = take_state(c) || changed;
    changed = board(a, c) || changed;
    if (changed)
        a->dirty = true;
    return changed;
}

/* ---- drawn ---- */

void campaign_online_panel(ui *u, app *a, campaign_screen *c, SDL_Rect p)
{
    (void)a;
    ui_panel(u, p);
    campaign_remote *r = &c->online.remote;
    int x = p.x + ui_px(u, 12), w = p.w - ui_px(u, 24), y = p.y + ui_px(u, 12), px = ui_px(u, 14);
    /* TRANSLATORS: online Campaign: the panel while the seat has nothing to decide */
    ui_text_fit(u, ui_rect(x, y, w, ui_px(u, 22)), _("Waiting for the other players"), ui_px(u, 17), true,
                ui_rgb(236, 238, 244), UI_LEFT);
    y += ui_px(u, 34);
    for (int s = 0; s < c->st.settings.n_players; s++) {
        bool done = r->ready(r->ctx, s) || s == me(c); /* waiting: its own part is done */
        /* TRANSLATORS: online Campaign, the waiting panel: what a player does now ("Bob: deciding") */
        const char *state = c->st.players[s].eliminated ? C_("online player", "out of the campaign")
                            : !r->connected(r->ctx, s) ? C_("online player", "not connected")
                            : done                     ? C_("online player", "done")
                                                       : C_("online player", "deciding");
        char line[200];
        /* TRANSLATORS: online Campaign, the waiting panel: a player and what they do now ("Bob: deciding") */
        campaign_seat_fit(u, _("%s: "), s, px, false, w / 2, line, sizeof line);
        size_t len = strlen(line);
        snprintf(line + len, sizeof line - len, "%s", state);
        int er = ui_px(u, 7);
        ui_emblem(u->r, s, (float)(x + er), (float)(y + px * 2 / 3), (float)er, campaign_seat_colour(s));
        ui_text_fit(u, ui_rect(x + 3 * er, y, w - 3 * er, px * 3 / 2), line, px, s == me(c),
                    done ? ui_rgb(170, 220, 170) : ui_rgb(236, 220, 160), UI_LEFT);
        y += px * 2;
    }
    y += ui_px(u, 8);
    campaign_remote_duel d;
    r->duel(r->ctx, &d);
    char t[400] = "";
    if (d.on && d.battle >= 0 && d.battle < c->st.n_battles)
        /* TRANSLATORS: online Campaign, the waiting panel: a duel fought by others (the place) */
        snprintf(t, sizeof t, _("A battle is fought at %s, on the board."),
                 campaign_loc_name(c, c->st.battles[d.battle].loc));
    else if (c->st.phase == CAMPAIGN_PHASE_ORDERS)
        /* TRANSLATORS: online Campaign, the waiting panel in Phase 2 */
        snprintf(t, sizeof t, "%s", _("Your orders are in. They are revealed when every player has given theirs."));
    else if (c->st.phase == CAMPAIGN_PHASE_DOWNTIME)
        /* TRANSLATORS: online Campaign, the waiting panel in Downtime */
        snprintf(t, sizeof t, "%s", _("Your Downtime is done. The orders begin when every player's is."));
    if (t[0])
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0), t, ui_px(u, 13), ui_rgb(214, 218, 228)) + ui_px(u, 10);
    /* TRANSLATORS: online Campaign, the waiting panel: the board of the duel being fought, again */
    if (d.on && !c->in_battle && ui_button(u, ui_rect(x, y, w, ui_px(u, 34)), _("Show the battle"), true))
        c->online.board_shown = false; /* pushed again at the next update */
    if (d.on)
        y += ui_px(u, 42);
    for (int i = c->n_log > 6 ? c->n_log - 6 : 0; i < c->n_log && y < p.y + p.h - ui_px(u, 60); i++)
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0), c->log[i], ui_px(u, 13), ui_rgb(190, 196, 210)) + ui_px(u, 4);
    if (c->message[0])
        ui_text_wrapped(u, ui_rect(x, p.y + p.h - ui_px(u, 56), w, 0), c->message, ui_px(u, 13),
                        ui_rgb(255, 190, 120));
    /* TRANSLATORS: online Campaign, the waiting panel's foot */
    ui_text_fit(u, ui_rect(x, p.y + p.h - ui_px(u, 26), w, ui_px(u, 20)), _("Esc: menu · J: the event log"),
                ui_px(u, 12), false, ui_rgb(150, 156, 172), UI_LEFT);
}

void campaign_online_draw(ui *u, campaign_screen *c, SDL_Rect view)
{
    const campaign_online *o = &c->online;
    if (!u->draw || !o->on || !o->line[0])
        return;
    int pad = ui_px(u, 6), px = ui_px(u, 13), h = px + 2 * pad;
    SDL_Rect bar = ui_rect(view.x, view.y, view.w, h); /* the map's foot holds its legend and the log's button */
    ui_fill(u, bar, o->down ? ui_rgba(90, 24, 18, 235) : ui_rgba(16, 20, 30, 210));
    ui_text_fit(u, ui_rect(bar.x + pad, bar.y + pad / 2, bar.w - 2 * pad, bar.h - pad), o->line, px, o->down,
                o->down ? ui_rgb(255, 200, 170) : ui_rgb(200, 210, 226), UI_LEFT);
}
