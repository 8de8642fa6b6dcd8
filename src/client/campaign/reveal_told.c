/*
 * What the Campaign's reveal tells (see reveal.c for how it is shown): the
 * captions of its first part, in order (each battle worded by its kind, each
 * standoff, head-on clash, Defend, Merge and new Regiment), those of its
 * second part (each standoff's outcome and the battles it makes), the facts
 * they read from the resolution (where a battle is, who defends, which armies
 * met head-on), and the lines the reveal writes to the event log. Keeping the
 * last reveal, to show it again, is here too: it is what the log is written from.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign/internal.h"
#include "eventlog/words.h"
#include "skirmish/i18n.h"

/* The battles the moves lead to (known before the standoffs are chosen): a
 * location, not a standoff's, where armies of two players or more stand after
 * the moves. Its players; its defender (the occupant, when it is one of them,
 * else -1). */
uint8_t campaign_reveal_battle_at(const campaign_resolution *res, int loc, int *defender)
{
    for (int k = 0; k < res->n_standoffs; k++)
        if (res->standoffs[k].loc == loc)
            return 0;
    uint8_t players = 0;
    for (int i = 0; i < res->forces.n_armies; i++)
        if (res->forces.armies[i].loc == loc)
            players |= (uint8_t)(1u << res->forces.armies[i].player);
    if (__builtin_popcount(players) < 2)
        return 0;
    int occ = res->occupant[loc];
    *defender = occ >= 0 && occ < CAMPAIGN_MAX_PLAYERS && (players >> occ & 1) ? occ : -1;
    return players;
}

/* Whether one of the player's armies at loc defends (its order was Defend):
 * an occupant holding after a head-on clash, or one that merged or formed a
 * Regiment, holds the place without defending it (spec, Phase 3). */
static bool defends_at(const campaign_resolution *res, int loc, int player)
{
    for (int i = 0; i < res->forces.n_armies; i++)
        if (res->forces.armies[i].loc == loc && res->forces.armies[i].player == player &&
            res->forces.armies[i].defending)
            return true;
    return false;
}

bool campaign_reveal_told_battle(const campaign_screen *c, int loc)
{
    int defender = -1;
    return c->has_last && loc >= 0 && loc < c->map.n_locations &&
           campaign_reveal_battle_at(&c->last_res, loc, &defender) != 0;
}

/* The army (res index) that met army k head-on on its route, -1 none: one of
 * the pair held its origin (its move cancelled, docs/campaign.md §6.3a), the
 * other went on into it. */
int campaign_reveal_head_on(const campaign_screen *c, const campaign_resolution *res, int k)
{
    if (k < 0 || c->last_to[k] < 0)
        return -1;
    for (int j = 0; j < res->forces.n_armies; j++) {
        if (j == k || res->forces.armies[j].player == res->forces.armies[k].player)
            continue;
        if (res->origin[j] == c->last_to[k] && c->last_to[j] == res->origin[k] &&
            (res->fate[j] == CAMPAIGN_FATE_HELD) != (res->fate[k] == CAMPAIGN_FATE_HELD))
            return j;
    }
    return -1;
}

static void names_of(uint8_t players, int except, char *out, size_t size)
{
    evlog_set_namer("ca-players", campaign_players_namer);
    char key[CAMPAIGN_MAX_PLAYERS + 1];
    int n = 0;
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
        if (p != except && (players >> p & 1))
            key[n++] = (char)('0' + p);
    key[n] = '\0';
    snprintf(out, size, "%s", evlog_name("ca-players", key));
}

static campaign_caption *next_caption(campaign_caption *out, int max, int *n, campaign_caption_kind kind, int loc)
{
    campaign_caption *cap = out && *n < max ? &out[*n] : NULL;
    (*n)++;
    if (cap) {
        memset(cap, 0, sizeof *cap);
        cap->kind = kind;
        cap->loc = loc;
        cap->loc2 = -1;
        cap->defender = -1;
    }
    return cap;
}

/* The messages of the captions being written, by their index into cap_base
 * (NULL: not kept): campaign_reveal_log's, so its log lines keep them. */
static evlog_msg *cap_msgs;
static const campaign_caption *cap_base;
static int cap_max;

/* A caption's text in the current language, its message kept (cap_msgs). */
static void cap_words(campaign_caption *cap, const char *id, ...) __attribute__((format(printf, 2, 3)));
static void cap_words(campaign_caption *cap, const char *id, ...)
{
    static evlog_msg msg;
    va_list ap, again;
    va_start(ap, id);
    va_copy(again, ap);
    if (evlog_msg_vset(&msg, NULL, id, NULL, 0, ap)) {
        evlog_msg_format(&msg, evlog_translation(), cap->text, sizeof cap->text);
    } else { /* too long to keep: worded once */
        msg.id[0] = '\0';
        vsnprintf(cap->text, sizeof cap->text, _(id), again);
        char *w = cap->text; /* the places' marks out (their names as written) */
        for (const char *r = cap->text; *r; r++)
            if (*r != EVLOG_NAME_MARK)
                *w++ = *r;
        *w = '\0';
    }
    va_end(again);
    va_end(ap);
    if (cap_msgs && cap_base && cap >= cap_base && cap - cap_base < cap_max)
        cap_msgs[cap - cap_base] = msg;
}

/* A battle worded as the spec defines its kind: at a place nobody holds the
 * players fight for it; a challenge of a defending occupant is attacked and
 * defended; an occupant holding it without a Defend order (after a head-on
 * clash, a Merge, a new Regiment) is attacked and holds it, not defending. */
static void battle_text(const campaign_screen *c, campaign_caption *cap, int loc, uint8_t players, int defender,
                        bool defending)
{
    char who[200];
    if (defender < 0) {
        names_of(players, -1, who, sizeof who);
        /* TRANSLATORS: the reveal: a battle where nobody held the place ("Battle at Millby: Ann and Bob fight
         * for it") */
        cap_words(cap, N_("Battle at %s: %s fight for it"), campaign_loc_mark(c, loc), who);
    } else if (defending) {
        names_of(players, defender, who, sizeof who);
        /* TRANSLATORS: the reveal: "Battle at Hollin Cross: Ann attacks Bob, who defends" */
        cap_words(cap, N_("Battle at %s: %s attacks %s, who defends"), campaign_loc_mark(c, loc), who,
                 campaign_seat_mark(defender));
    } else {
        names_of(players, defender, who, sizeof who);
        /* TRANSLATORS: the reveal: the occupant gave no Defend order there (it held after a head-on clash, or
         * merged, or formed a Regiment): "Battle at Millby: Ann attacks Bob, who is there without a Defend order" */
        cap_words(cap, N_("Battle at %s: %s attacks %s, who is there without a Defend order"),
                  campaign_loc_mark(c, loc), who, campaign_seat_mark(defender));
    }
}

/* The defender's army (res index) held at loc by a head-on clash with an
 * attacker now there, -1 none: the battle there is that clash's. */
static int clash_held_at(const campaign_screen *c, const campaign_resolution *res, int loc, int def)
{
    for (int i = 0; i < res->forces.n_armies; i++) {
        if (res->forces.armies[i].player != def || res->forces.armies[i].loc != loc ||
            res->fate[i] != CAMPAIGN_FATE_HELD || res->origin[i] != loc)
            continue;
        int j = campaign_reveal_head_on(c, res, i);
        if (j >= 0 && res->forces.armies[j].loc == loc)
            return i;
    }
    return -1;
}

/* Whether the battle at loc is told as the clash on the road from loc to `to`
 * (its caption says both: the clash has none of its own). */
static bool battle_tells_clash(const campaign_screen *c, const campaign_resolution *res, int loc, int to)
{
    int def = -1;
    if (!campaign_reveal_battle_at(res, loc, &def) || def < 0 || defends_at(res, loc, def))
        return false;
    int held = clash_held_at(c, res, loc, def);
    return held >= 0 && res->origin[campaign_reveal_head_on(c, res, held)] == to;
}

int campaign_reveal_captions(const campaign_screen *c, const campaign_resolution *res, campaign_caption *out, int max)
{
    int n = 0;
    char who[200];
    campaign_caption *cap;
    for (int l = 0; l < c->map.n_locations; l++) {
        int def = -1;
        uint8_t players = campaign_reveal_battle_at(res, l, &def);
        if (!players || !(cap = next_caption(out, max, &n, CAMPAIGN_CAPTION_BATTLE, l)))
            continue;
        cap->players = players;
        cap->defender = def;
        int held = def >= 0 && !defends_at(res, l, def) ? clash_held_at(c, res, l, def) : -1;
        if (held < 0) {
            battle_text(c, cap, l, players, def, def >= 0 && defends_at(res, l, def));
            continue;
        }
        /* One message for the fight a head-on clash makes (the play-test read
         * a battle line and a clash line as two fights), in plain words (play-
         * test 16: "why was my move cancelled?"): whose march was blocked, by
         * which army coming the other way, and that it fights where it stood
         * without the Defend bonus. "Your" for the one person at the screen. */
        int j = campaign_reveal_head_on(c, res, held);
        cap->loc2 = res->origin[j];
        const campaign_army *mine = &res->forces.armies[held], *other = &res->forces.armies[j];
        int humans = 0; /* (counted here: flow.c's campaign_humans would close a ring of calls) */
        for (int p = 0; p < c->st.settings.n_players; p++)
            humans += !c->st.settings.computer[p];
        if (humans == 1 && !c->st.settings.computer[def])
            /* TRANSLATORS: the reveal, to the player whose army met another head-on on a road: the place, the
             * army, where it was going, the other army and its player, the army again, the place ("Battle at
             * Four Rivers. Your Army 2's march to Yeaveley was blocked: Army 1 of Bob came the other way on the
             * same road. Army 2 stays at Four Rivers and fights there, without the Defend bonus") */
            cap_words(cap,
                      N_("Battle at %s. Your Army %d's march to %s was blocked: Army %d of %s came the other way "
                         "on the same road. Army %d stays at %s and fights there, without the Defend bonus"),
                      campaign_loc_mark(c, l), campaign_army_no(c, mine->id), campaign_loc_mark(c, c->last_to[held]),
                      campaign_army_no(c, other->id), campaign_seat_mark(other->player),
                      campaign_army_no(c, mine->id), campaign_loc_mark(c, l));
        else
            /* TRANSLATORS: the same, for everyone at the screen (hot-seat): the place, the blocked army and its
             * player, where it was going, the other army and its player, the place ("Battle at Four Rivers.
             * Army 2 of Ann was marching to Yeaveley and was blocked: Army 1 of Bob came the other way on the
             * same road. It stays at Four Rivers and fights there, without the Defend bonus") */
            cap_words(cap,
                      N_("Battle at %s. Army %d of %s was marching to %s and was blocked: Army %d of %s came the "
                         "other way on the same road. It stays at %s and fights there, without the Defend bonus"),
                      campaign_loc_mark(c, l), campaign_army_no(c, mine->id), campaign_seat_mark(def),
                      campaign_loc_mark(c, c->last_to[held]), campaign_army_no(c, other->id),
                      campaign_seat_mark(other->player), campaign_loc_mark(c, l));
    }
    for (int k = 0; k < res->n_standoffs; k++) {
        if (!(cap = next_caption(out, max, &n, CAMPAIGN_CAPTION_STANDOFF, res->standoffs[k].loc)))
            continue;
        cap->players = res->standoffs[k].entrants;
        names_of(res->standoffs[k].entrants, -1, who, sizeof who);
        /* TRANSLATORS: the reveal: "Standoff at Millby: Ann and Bob each stand or withdraw" */
        cap_words(cap, N_("Standoff at %s: %s each stand or withdraw"),
                 campaign_loc_mark(c, res->standoffs[k].loc), who);
    }
    for (int i = 0; i < res->forces.n_armies; i++) {
        /* Each head-on clash once: from the army that held its origin. */
        int j = res->fate[i] == CAMPAIGN_FATE_HELD ? campaign_reveal_head_on(c, res, i) : -1;
        /* ...and once per road: two armies held at the same end tell one clash */
        bool told = false;
        for (int k = 0; k < n && k < max && out && j >= 0; k++)
            told |= (out[k].kind == CAMPAIGN_CAPTION_CLASH || out[k].kind == CAMPAIGN_CAPTION_BATTLE) &&
                    out[k].loc == res->origin[i] && out[k].loc2 == res->origin[j];
        told |= j >= 0 && battle_tells_clash(c, res, res->origin[i], res->origin[j]);
        if (j < 0 || told || !(cap = next_caption(out, max, &n, CAMPAIGN_CAPTION_CLASH, res->origin[i])))
            continue;
        cap->loc2 = res->origin[j];
        cap->players = (uint8_t)(1u << res->forces.armies[i].player | 1u << res->forces.armies[j].player);
        snprintf(who, sizeof who, "%s", campaign_seat_mark(res->forces.armies[j].player));
        /* TRANSLATORS: the reveal: two armies met head-on on a road; the battle is at the end the second
         * held ("Clash on the road between Millby and Hollin Cross: Ann and Bob meet head-on and fight at
         * Millby") */
        cap_words(cap, N_("Clash on the road between %s and %s: %s and %s meet head-on and fight at %s"),
                 campaign_loc_mark(c, res->origin[j]), campaign_loc_mark(c, res->origin[i]), who,
                 campaign_seat_mark(res->forces.armies[i].player), campaign_loc_mark(c, res->origin[i]));
    }
    for (int i = 0; i < res->forces.n_armies; i++) {
        const campaign_army *ar = &res->forces.armies[i];
        if (!ar->defending || !(cap = next_caption(out, max, &n, CAMPAIGN_CAPTION_DEFEND, ar->loc)))
            continue;
        cap->players = (uint8_t)(1u << ar->player);
        /* TRANSLATORS: the reveal: "Army 2 of Ann defends Millby" (no possessive: a name may end in
         * parentheses, "Computer (Normal)") */
        cap_words(cap, N_("Army %d of %s defends %s"), campaign_army_no(c, ar->id), campaign_seat_mark(ar->player),
                 campaign_loc_mark(c, ar->loc));
    }
    for (int k = 0; k < res->n_merged; k++) {
        int i = campaign_forces_find(&res->forces, res->merged[k].kept);
        if (i < 0 || !(cap = next_caption(out, max, &n, CAMPAIGN_CAPTION_MERGE, res->forces.armies[i].loc)))
            continue;
        cap->players = (uint8_t)(1u << res->forces.armies[i].player);
        /* TRANSLATORS: the reveal: "Armies 2 and 3 of Ann merged at Midmere" */
        cap_words(cap, N_("Armies %d and %d of %s merged at %s"), campaign_army_no(c, res->merged[k].kept),
                  campaign_army_no(c, res->merged[k].gone), campaign_seat_mark(res->forces.armies[i].player),
                 campaign_loc_mark(c, res->forces.armies[i].loc));
    }
    for (int k = 0; k < res->n_created; k++) {
        int i = campaign_forces_find(&res->forces, res->created[k].id);
        if (i < 0 || !(cap = next_caption(out, max, &n, CAMPAIGN_CAPTION_CREATE, res->forces.armies[i].loc)))
            continue;
        cap->players = (uint8_t)(1u << res->forces.armies[i].player);
        /* TRANSLATORS: the reveal: "Army 2 of Ann formed a new Regiment, army 4, at Midmere" */
        cap_words(cap, N_("Army %d of %s formed a new Regiment, Army %d, at %s"),
                  campaign_army_no(c, res->created[k].parent), campaign_seat_mark(res->forces.armies[i].player),
                  campaign_army_no(c, res->created[k].id),
                 campaign_loc_mark(c, res->forces.armies[i].loc));
    }
    return n < max || !out ? n : max;
}

/* The standoffs' outcome (the second part): each standoff, who stood and who
 * withdrew and whether a battle follows (defender -2 when one does); then
 * every battle of the turn, worded by its kind (a standoff's, one a withdrawal
 * made at its origin, and those the first part announced). */
int campaign_reveal_outcome_captions(const campaign_screen *c, campaign_caption *out, int max)
{
    if (!c->has_outcome)
        return 0;
    const campaign_resolution *done = &c->last_done;
    int n = 0;
    char stood[200], left[200];
    campaign_caption *cap;
    for (int k = 0; k < done->n_standoffs; k++) {
        const campaign_standoff *so = &done->standoffs[k];
        if (!(cap = next_caption(out, max, &n, CAMPAIGN_CAPTION_OUTCOME, so->loc)))
            continue;
        uint8_t stand = (uint8_t)(so->stand & so->entrants), gone = (uint8_t)(so->entrants & ~stand);
        cap->players = so->entrants;
        cap->defender = stand ? -2 : -1;
        names_of(stand, -1, stood, sizeof stood);
        names_of(gone, -1, left, sizeof left);
        const char *where = campaign_loc_mark(c, so->loc);
        if (!stand && __builtin_popcount(gone) == 2)
            /* TRANSLATORS: a standoff's outcome: "Standoff at Millby: Ann and Bob both withdrew, each back where
             * it came from: no battle there" */
            cap_words(cap, N_("Standoff at %s: %s both withdrew, each back where it came from: no battle there"),
                     where, left);
        else if (!stand)
            /* TRANSLATORS: a standoff's outcome with three entrants or more, all withdrawing */
            cap_words(cap, N_("Standoff at %s: %s all withdrew, each back where it came from: no battle there"),
                     where, left);
        else if (!gone)
            /* TRANSLATORS: a standoff's outcome: "Standoff at Millby: Ann and Bob stood: they fight there" */
            cap_words(cap, N_("Standoff at %s: %s stood: they fight there"), where, stood);
        else
            /* TRANSLATORS: a standoff's outcome: one side stood, so all the entrants fight, the withdrawn too
             * ("Standoff at Millby: Ann stood, Bob withdrew: one stood, so they all fight there") */
            cap_words(cap, N_("Standoff at %s: %s stood, %s withdrew: one stood, so they all fight there"),
                     where, stood, left);
    }
    for (int b = 0; b < done->n_battles; b++) {
        const campaign_battle_site *site = &done->battles[b];
        /* Every battle of the turn, those the first part announced too (play-
         * test 16: "The standoffs decided" listed only the standoff's battle,
         * and a player held by a head-on clash lost track of their own). */
        if (!(cap = next_caption(out, max, &n, CAMPAIGN_CAPTION_BATTLE, site->loc)))
            continue;
        int def;
        def = site->defender >= 0 && site->defender < CAMPAIGN_MAX_PLAYERS && (site->players >> site->defender & 1)
                  ? site->defender
                  : -1;
        cap->players = site->players;
        cap->defender = def;
        battle_text(c, cap, site->loc, site->players, def, def >= 0 && site->defend_bonus);
    }
    return n < max || !out ? n : max;
}

/* Where the armies met at a location came from: "Army 1 of Ann came to Midmere from Westhold". */
static void log_arrivals(campaign_screen *c, const campaign_resolution *res, int loc)
{
    for (int i = 0; i < res->forces.n_armies; i++) {
        const campaign_army *ar = &res->forces.armies[i];
        if (ar->loc != loc || res->origin[i] < 0 || res->origin[i] == loc)
            continue;
        /* TRANSLATORS: the turn report: where an army that met others came from
         * ("Army 1 of Ann came to Midmere from Westhold") */
        campaign_say(c, EVLOG_ENGAGEMENT, EVLOG_ALL, 0, loc, NULL, N_("Army %d of %s came to %s from %s"), NULL, 0,
                     campaign_army_no(c, ar->id), campaign_seat_mark(ar->player), campaign_loc_mark(c, loc),
                     campaign_loc_mark(c, res->origin[i]));
    }
}

/* The units of a player's army as the resolution left it: the army's own,
 * those of the armies merged into it, less those leaving for new Regiments;
 * a new Regiment's, those its order named. From the roster as the reveal
 * begins (the core moves units between armies when the standoffs resolve). */
static int units_after(const campaign_screen *c, const campaign_resolution *res, const campaign_army *ar)
{
    const campaign_player *pl = &c->st.players[ar->player];
    int n = 0;
    for (int k = 0; k < res->n_created; k++) {
        const campaign_created *cr = &res->created[k];
        int left = 0;
        for (int u = 0; u < pl->n_units && u < 32; u++)
            left += (cr->units >> u & 1u) && pl->units[u].army == cr->parent && !pl->units[u].hero;
        if (cr->id == ar->id)
            return left;
        if (cr->parent == ar->id)
            n -= left;
    }
    n += campaign_army_units(&c->st, ar->id);
    for (int m = 0; m < res->n_merged; m++)
        if (res->merged[m].kept == ar->id)
            n += campaign_army_units(&c->st, res->merged[m].gone);
    return n < 0 ? 0 : n > 255 ? 255 : n;
}

void campaign_reveal_keep(campaign_screen *c)
{
    /* The reveal to keep (and show again) from here on. */
    c->last_res = c->st.res;
    c->last_before = c->before;
    c->has_outcome = false;
    memset(c->last_units_before, 0, sizeof c->last_units_before);
    memset(c->last_units_after, 0, sizeof c->last_units_after);
    for (int i = 0; i < c->last_before.n_armies; i++) {
        int n = campaign_army_units(&c->st, c->last_before.armies[i].id);
        c->last_units_before[i] = (uint8_t)(n > 255 ? 255 : n);
    }
    for (int i = 0; i < CAMPAIGN_MAX_ARMIES; i++) {
        c->last_to[i] = -1;
        if (i >= c->last_res.forces.n_armies)
            continue;
        c->last_units_after[i] = (uint8_t)units_after(c, &c->last_res, &c->last_res.forces.armies[i]);
        c->last_to[i] = c->last_res.dest[i];
        for (int k = 0; k < c->st.n_orders; k++)
            if (c->st.orders[k].kind == CAMPAIGN_ORDER_MOVE && c->st.orders[k].army == c->last_res.forces.armies[i].id)
                c->last_to[i] = c->st.orders[k].to;
    }
    c->has_last = true;
    c->replaying = false;
}

/* The caption kinds as log entries. */
static evlog_kind caption_kind(campaign_caption_kind kind)
{
    switch (kind) {
    case CAMPAIGN_CAPTION_BATTLE:
    case CAMPAIGN_CAPTION_STANDOFF:
    case CAMPAIGN_CAPTION_CLASH:
    case CAMPAIGN_CAPTION_OUTCOME: return EVLOG_ENGAGEMENT;
    case CAMPAIGN_CAPTION_DEFEND: return EVLOG_INFO;
    default: return EVLOG_PRODUCTION;
    }
}

/* The moves a head-on clash cancelled, each after the clash it refers to (the
 * road from `from` to `to`; -1: every one not told yet). told: by order index. */
static void log_cancelled(campaign_screen *c, const campaign_resolution *res, int from, int to, bool *told, bool say)
{
    for (int k = 0; k < c->st.n_orders && k < CAMPAIGN_MAX_ARMIES; k++) {
        const campaign_order *o = &c->st.orders[k];
        int now = o->kind == CAMPAIGN_ORDER_MOVE && campaign_forces_find(&c->last_before, o->army) >= 0
                      ? campaign_forces_find(&res->forces, o->army)
                      : -1;
        if (told[k] || now < 0 || res->fate[now] != CAMPAIGN_FATE_HELD ||
            (from >= 0 && (res->origin[now] != from || o->to != to)))
            continue;
        told[k] = true;
        if (!say)
            continue; /* its battle's caption said it */
        /* Cancelled by the rules (its arrow is dashed and struck): said too. */
        /* TRANSLATORS: the reveal's log: a move cancelled by a head-on clash ("Army 1 of Ann stays at Westhold:
         * its move to Easthold is cancelled by the head-on clash") */
        campaign_say(c, EVLOG_INFO, EVLOG_ALL, 0, res->origin[now], NULL,
                     N_("Army %d of %s stays at %s: its move to %s is cancelled by the head-on clash"), NULL, 0,
                     campaign_army_no(c, o->army), campaign_seat_mark(res->forces.armies[now].player),
                     campaign_loc_mark(c, res->origin[now]), campaign_loc_mark(c, o->to));
    }
}

/* The captions of res (NULL: the standoffs' outcome) with their messages kept. */
static int captions_kept(const campaign_screen *c, const campaign_resolution *res, campaign_caption *caps,
                         evlog_msg *msgs)
{
    memset(msgs, 0, CAMPAIGN_REVEAL_CAPTIONS * sizeof *msgs);
    cap_msgs = msgs;
    cap_base = caps;
    cap_max = CAMPAIGN_REVEAL_CAPTIONS;
    int n = res ? campaign_reveal_captions(c, res, caps, CAMPAIGN_REVEAL_CAPTIONS)
                : campaign_reveal_outcome_captions(c, caps, CAMPAIGN_REVEAL_CAPTIONS);
    cap_msgs = NULL;
    cap_base = NULL;
    return n;
}

/* A caption into the log, its message kept so it reads in the language of the moment. */
static void caption_event(campaign_screen *c, evlog_kind kind, const campaign_caption *cap, const evlog_msg *msg)
{
    evlog_entry *e = campaign_event(c, kind, EVLOG_ALL, 0, cap->loc, "%s", cap->text);
    if (e && msg->id[0]) {
        e->msg = *msg;
        evlog_worded(e);
    }
}

void campaign_reveal_log(campaign_screen *c)
{
    campaign_reveal_keep(c);
    const campaign_resolution *res = &c->last_res;
    /* Every move that arrived, in words (the arrows say it on the map; the
     * panel and the log say it too). One stopped by a head-on clash has its
     * caption below; one into a battle or a standoff has its arrival told
     * with that caption ("came to ... from ..."), not twice. */
    for (int k = 0; k < c->st.n_orders; k++) {
        const campaign_order *o = &c->st.orders[k];
        int was = o->kind == CAMPAIGN_ORDER_MOVE ? campaign_forces_find(&c->last_before, o->army) : -1;
        int now = was >= 0 ? campaign_forces_find(&res->forces, o->army) : -1;
        int def = -1;
        if (now >= 0 && res->fate[now] == CAMPAIGN_FATE_HELD)
            continue; /* cancelled: told after its clash (below) */
        if (now < 0 || res->forces.armies[now].loc != o->to || campaign_reveal_battle_at(res, o->to, &def) ||
            campaign_resolve_standoff_at(res, o->to) >= 0)
            continue;
        /* TRANSLATORS: the reveal's log: "Army 1 of Ann marched from Westhold to Midmere" */
        campaign_say(c, EVLOG_INFO, EVLOG_ALL, 0, o->to, NULL, N_("Army %d of %s marched from %s to %s"), NULL, 0,
                     campaign_army_no(c, o->army), campaign_seat_mark(res->forces.armies[now].player),
                     campaign_loc_mark(c, c->last_before.armies[was].loc), campaign_loc_mark(c, o->to));
    }
    campaign_caption caps[CAMPAIGN_REVEAL_CAPTIONS];
    static evlog_msg msgs[CAMPAIGN_REVEAL_CAPTIONS];
    int n = captions_kept(c, res, caps, msgs);
    bool cancel_told[CAMPAIGN_MAX_ARMIES] = { false };
    for (int k = 0; k < n; k++) {
        /* A clash is placed where it is fought: the end its holder kept. */
        caption_event(c, caption_kind(caps[k].kind), &caps[k], &msgs[k]);
        if (caps[k].kind == CAMPAIGN_CAPTION_BATTLE || caps[k].kind == CAMPAIGN_CAPTION_STANDOFF)
            log_arrivals(c, res, caps[k].loc);
        if (caps[k].kind == CAMPAIGN_CAPTION_CLASH || (caps[k].kind == CAMPAIGN_CAPTION_BATTLE && caps[k].loc2 >= 0))
            log_cancelled(c, res, caps[k].loc, caps[k].loc2, cancel_told, caps[k].kind == CAMPAIGN_CAPTION_CLASH);
    }
    log_cancelled(c, res, -1, -1, cancel_told, true); /* any held move no clash told */
}

/* The second part's lines in the log: each standoff's outcome, each battle it
 * makes, and where each withdrawn army went. */
void campaign_reveal_log_outcome(campaign_screen *c)
{
    const campaign_resolution *done = &c->last_done;
    campaign_caption caps[CAMPAIGN_REVEAL_CAPTIONS];
    static evlog_msg msgs[CAMPAIGN_REVEAL_CAPTIONS];
    int n = captions_kept(c, NULL, caps, msgs);
    for (int k = 0; k < n; k++) {
        caption_event(c,
                      caps[k].kind == CAMPAIGN_CAPTION_OUTCOME && caps[k].defender == -2 ? EVLOG_BATTLE
                                                                                         : caption_kind(caps[k].kind),
                      &caps[k], &msgs[k]);
        if (caps[k].kind != CAMPAIGN_CAPTION_OUTCOME)
            continue;
        /* Each withdrawn army, where it went: its move is cancelled. */
        for (int i = 0; i < done->forces.n_armies; i++) {
            const campaign_army *ar = &done->forces.armies[i];
            if (done->fate[i] != CAMPAIGN_FATE_WITHDRAWN || c->last_to[i] != caps[k].loc)
                continue;
            /* TRANSLATORS: the turn report: a standoff's entrant going back ("Army 1 of Bob withdrew from Millby
             * to Easthold") */
            campaign_say(c, EVLOG_INFO, EVLOG_ALL, 0, ar->loc, NULL, N_("Army %d of %s withdrew from %s to %s"), NULL,
                         0, campaign_army_no(c, ar->id), campaign_seat_mark(ar->player), campaign_loc_mark(c, caps[k].loc),
                         campaign_loc_mark(c, ar->loc));
        }
    }
}
