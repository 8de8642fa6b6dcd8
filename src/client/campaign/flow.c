/*
 * The campaign screen's flow: which step of the turn needs a person now. Computer
 * seats play their part at once (skirmish/ai/campaign_ai.h, from their views);
 * every rule question goes to the core (state.h). Battles go to the board
 * (board_battle_scene, pushed with report) or are played out by the Escarmouche
 * AI without it.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/battle.h"
#include "campaign/internal.h"
#include "eventlog/words.h"
#include "skirmish/ai/campaign_ai.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

void campaign_flow_log(campaign_screen *c, const char *fmt, ...)
{
    char line[sizeof c->log[0]];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    /* The whole game's lines into the shared event log: results every seat sees. */
    evlog_add(&c->events, c->event_turn > 0 ? c->event_turn : c->st.turn, EVLOG_INFO, EVLOG_ALL, "%s", line);
    if (c->n_log < CAMPAIGN_LOG_LINES)
        snprintf(c->log[c->n_log++], sizeof c->log[0], "%s", line);
}

int campaign_humans(const campaign_state *st)
{
    int n = 0;
    for (int p = 0; p < st->settings.n_players; p++)
        n += !st->settings.computer[p] && !st->players[p].eliminated;
    return n;
}

/* A private step of `seat`: a cover first when another human could see it. */
void campaign_flow_private(campaign_screen *c, campaign_step step, int seat)
{
    c->step = step;
    c->cover = campaign_humans(&c->st) >= 2 && c->shown_seat != seat;
    if (!c->cover)
        c->shown_seat = seat;
    c->seat = seat;
    /* Where the last seat's pointer rested (the place it just dropped an order
     * on) is no hover of the next one's (play-test 3: Player 2 saw its ring). */
    if (c->cover)
        c->hover = -1;
    c->army = -1;
    c->drag_army = -1;
    c->drop_note[0] = '\0';
    c->refused = c->ready_asked = false;
    c->pick = 0;
    c->picking = 0;
    c->scroll = 0;
}

static void public_step(campaign_screen *c, campaign_step step)
{
    c->step = step;
    c->cover = false;
    c->shown_seat = -1;
    c->seat = -1;
    /* nothing held or chosen in a public step: a banner still in hand when
     * the orders ended is let go, and the army last chosen is no longer
     * framed as chosen (play-test 14: its gold frame through the reveal and
     * Resolution read as a hollow banner with no number) */
    c->drag_army = -1;
    c->army = -1;
    c->picking = 0;
}

static void reset_done(campaign_screen *c)
{
    memset(c->done, 0, sizeof c->done);
}

static bool computer(const campaign_screen *c, int p) { return c->st.settings.computer[p]; }

static bool fights(const campaign_screen *c, int p)
{
    return !computer(c, p) && campaign_fights(&c->st, c->duel.battle, p);
}

bool campaign_flow_someone_fights(const campaign_screen *c)
{
    return c->st.phase == CAMPAIGN_PHASE_BATTLES && (fights(c, c->duel.players[0]) || fights(c, c->duel.players[1]));
}

int campaign_flow_overruled(const campaign_screen *c)
{
    if (c->st.phase != CAMPAIGN_PHASE_BATTLES)
        return -1;
    for (int s = 0; s < ESC_SIDES; s++) {
        int p = c->duel.players[s], o = c->duel.players[1 - s];
        if (!computer(c, p) && !computer(c, o) && !fights(c, p) && fights(c, o))
            return p;
    }
    return -1;
}

static bool downtime(app *a, campaign_screen *c)
{
    campaign_content *k = campaign_content_get(a);
    for (int p = 0; p < c->st.settings.n_players; p++) {
        if (c->done[p] || c->st.players[p].eliminated)
            continue;
        if (computer(c, p)) {
            if (k && k->have_library)
                campaign_rec_ai_downtime(&c->record, &c->st, p, &k->library);
            c->done[p] = true;
            continue;
        }
        campaign_flow_private(c, CSTEP_DOWNTIME, p);
        return true;
    }
    campaign_report_recruits(c); /* each seat's recruits, told to that seat only */
    campaign_rec_end_downtime(&c->record, &c->st);
    reset_done(c);
    return false;
}

static bool orders(campaign_screen *c)
{
    for (int p = 0; p < c->st.settings.n_players; p++) {
        if (c->done[p] || c->st.players[p].eliminated)
            continue;
        if (computer(c, p)) {
            campaign_view v;
            campaign_state_view(&c->st, p, &v);
            c->n_orders[p] = campaign_ai_orders(&v, c->orders[p], CAMPAIGN_MAX_ARMIES);
            c->done[p] = true;
            continue;
        }
        campaign_flow_private(c, CSTEP_ORDERS, p);
        return true;
    }
    campaign_order all[CAMPAIGN_MAX_ARMIES];
    int n = 0;
    for (int p = 0; p < c->st.settings.n_players; p++)
        for (int i = 0; i < c->n_orders[p] && n < CAMPAIGN_MAX_ARMIES; i++)
            all[n++] = c->orders[p][i];
    c->before = c->st.forces;
    campaign_rec_begin_resolution(&c->record, &c->st, all, n);
    reset_done(c);
    memset(c->n_orders, 0, sizeof c->n_orders);
    memset(c->standoff_asked, 0, sizeof c->standoff_asked);
    c->anim_t = 0;
    /* The place card the pointer rested on goes with the orders screen: the
     * reveal starts with the map in view (play-test 11: a card stayed open over
     * it); moving the pointer shows one again. */
    c->hover = -1;
    c->n_log = 0;
    campaign_reveal_log(c); /* what the reveal shows, in words */
    public_step(c, CSTEP_REVEAL);
    return true;
}

static bool standoffs(campaign_screen *c)
{
    const campaign_resolution *res = &c->st.res;
    if (c->entering && !c->has_last) { /* a save of the reveal, loaded: the reveal, then its standoffs */
        campaign_reveal_resume(c);
        public_step(c, CSTEP_REVEAL);
        return true;
    }
    for (int s = 0; s < res->n_standoffs; s++) {
        const campaign_standoff *so = &res->standoffs[s];
        for (int p = 0; p < c->st.settings.n_players; p++) {
            if (!(so->entrants >> p & 1) || (c->standoff_asked[s] >> p & 1))
                continue;
            if (so->must_stand >> p & 1) {
                c->standoff_asked[s] |= (uint8_t)(1u << p);
                campaign_rec_choose_standoff(&c->record, &c->st, p, so->loc, true);
                continue;
            }
            if (computer(c, p)) {
                campaign_view v;
                campaign_state_view(&c->st, p, &v);
                c->standoff_asked[s] |= (uint8_t)(1u << p);
                campaign_rec_choose_standoff(&c->record, &c->st, p, so->loc, campaign_ai_standoff(&v, so->loc));
                continue;
            }
            campaign_flow_private(c, CSTEP_STANDOFF, p);
            c->loc = so->loc;
            return true;
        }
    }
    if (!c->has_last) {
        /* A save loaded during the standoffs: its reveal was not kept. */
        c->before = c->st.forces;
        campaign_reveal_keep(c);
    }
    campaign_rec_finish_resolution(&c->record, &c->st);
    memset(c->retreat_asked, 0, sizeof c->retreat_asked);
    /* Each standoff's outcome told in public before anyone is asked for a
     * squad: who stood, who withdrew, the withdrawn walking home, the battles
     * that follows (their captions, so no battle is told twice). */
    c->n_log = 0;
    if (campaign_reveal_outcome(c)) {
        public_step(c, CSTEP_REVEAL);
        return true;
    }
    return false;
}

static bool battles(app *a, campaign_screen *c)
{
    int b, sides[2];
    if (!campaign_current_duel(&c->st, &b, &sides[0], &sides[1]))
        return false;
    campaign_battle *bt = &c->st.battles[b];
    /* The challenger (the attacker: who came to the place) chooses its squad
     * first, then the holder, who answers with its Defence bonus after both
     * (play-test: the defender was asked first, before the one who attacked). */
    for (int k = 0; k < 2; k++) {
        int p = sides[1 - k];
        if (bt->squad_set[p])
            continue;
        if (computer(c, p)) {
            campaign_view v;
            campaign_state_view(&c->st, p, &v);
            campaign_rec_set_squad(&c->record, &c->st, b, p, campaign_ai_squad(&v, b));
            continue;
        }
        campaign_flow_private(c, CSTEP_SQUAD, p);
        c->battle = b;
        return true;
    }
    if (!bt->bonus_set &&
        campaign_test_bonus(&c->st, b, sides[0], CAMPAIGN_BONUS_ASSAULT, CAMPAIGN_NO_UNIT) == CAMPAIGN_BONUS_OK) {
        if (computer(c, sides[0])) {
            campaign_view v;
            campaign_state_view(&c->st, sides[0], &v);
            campaign_rec_set_bonus(&c->record, &c->st, b, sides[0], campaign_ai_bonus(&v, b), false, false,
                                   CAMPAIGN_NO_UNIT);
        } else {
            campaign_flow_private(c, CSTEP_BONUS, sides[0]);
            c->battle = b;
            c->bonus_choice = CAMPAIGN_BONUS_NONE;
            c->bonus_unit = CAMPAIGN_NO_UNIT;
            c->ground_high = c->ground_second = false;
            return true;
        }
    }
    if (!campaign_duel_setup(&c->st, &c->duel)) {
        snprintf(c->message, sizeof c->message, "%s", _("This duel cannot be set up"));
        return true;
    }
    /* Before each battle: a save to come back to after a crash (with the battle
     * being fought, when a save is resumed in the middle of it). */
    campaign_autosave(a, c);
    c->battle = b;
    public_step(c, CSTEP_MODE);
    /* Two humans who chose differently: the battle is fought on the board, and
     * both are told so first (the Battle panel says who chose what and that the
     * computer plays the side of the one who chose Auto battle); "Fight on the
     * board" there starts it. A battle kept half fought goes on at once. */
    if (campaign_flow_overruled(c) >= 0 && !c->match)
        return true;
    if (campaign_flow_someone_fights(c)) {
        if (c->entering)
            c->board_pending = true; /* a loaded save: pushed once the screen is open */
        else
            campaign_flow_board_duel(a, c, false);
    }
    return true;
}

static bool retreats(campaign_screen *c)
{
    for (int b = 0; b < c->st.n_battles; b++) {
        if (c->retreat_asked[b])
            continue;
        c->retreat_asked[b] = true;
        uint64_t options = campaign_retreat_options(&c->st, b);
        int p = c->st.battles[b].defender;
        if (options == 0 || p < 0)
            continue;
        if ((options & (options - 1)) == 0) {
            /* One place to go: no question (play-test 15: a prompt with a
             * single choice); Phase 5 says where it went. */
            int to = 0;
            while (!(options >> to & 1))
                to++;
            campaign_rec_set_retreat(&c->record, &c->st, b, to);
            continue;
        }
        if (computer(c, p)) {
            campaign_view v;
            campaign_state_view(&c->st, p, &v);
            campaign_rec_set_retreat(&c->record, &c->st, b, campaign_ai_retreat(&v, options));
            continue;
        }
        campaign_flow_private(c, CSTEP_RETREAT, p);
        c->battle = b;
        return true;
    }
    return false;
}

/* A line of Phase 5's list only: what the event log holds already (the
 * reveal's merges, new Regiments and standoffs, the duels' results), so the
 * turn report does not say it twice. */
static void panel_line(campaign_screen *c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
static void panel_line(campaign_screen *c, const char *fmt, ...)
{
    if (c->n_log >= CAMPAIGN_LOG_LINES)
        return;
    char line[EVLOG_TEXT_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    campaign_clip(c->log[c->n_log++], sizeof c->log[0], line, (int)sizeof c->log[0] - 1);
}

/* The turn's merges and new Regiments, each standoff's outcome and each
 * withdrawal (Phase 3), from the resolution it finished. */
static void list_phase3(campaign_screen *c, const campaign_resolution *res)
{
    if (!res->finished)
        return; /* a save loaded in Phase 4 keeps no resolution: the event log has it */
    for (int k = 0; k < res->n_merged; k++) {
        int i = campaign_forces_find(&res->forces, res->merged[k].kept);
        if (i >= 0)
            panel_line(c, _("Armies %d and %d of %s merged at %s"), campaign_army_no(c, res->merged[k].kept),
                       campaign_army_no(c, res->merged[k].gone),
                       campaign_seat_label(res->forces.armies[i].player), campaign_loc_name(c, res->forces.armies[i].loc));
    }
    for (int k = 0; k < res->n_created; k++) {
        int i = campaign_forces_find(&res->forces, res->created[k].id);
        if (i >= 0)
            panel_line(c, _("Army %d of %s formed a new Regiment, Army %d, at %s"), campaign_army_no(c, res->created[k].parent),
                       campaign_seat_label(res->forces.armies[i].player), campaign_army_no(c, res->created[k].id),
                       campaign_loc_name(c, res->forces.armies[i].loc));
    }
    for (int k = 0; k < res->n_standoffs; k++) {
        const campaign_standoff *so = &res->standoffs[k];
        if (so->battle)
            continue; /* its battle's result is listed */
        /* TRANSLATORS: Phase 5: a standoff where every entrant withdrew ("Standoff at Millby: all withdrew, no
         * battle") */
        panel_line(c, _("Standoff at %s: all withdrew, no battle"), campaign_loc_name(c, so->loc));
        for (int i = 0; i < res->forces.n_armies; i++)
            if (res->fate[i] == CAMPAIGN_FATE_WITHDRAWN && res->dest[i] == so->loc)
                panel_line(c, _("Army %d of %s withdrew from %s to %s"), campaign_army_no(c, res->forces.armies[i].id),
                           campaign_seat_label(res->forces.armies[i].player), campaign_loc_name(c, so->loc),
                           campaign_loc_name(c, res->forces.armies[i].loc));
    }
}

/* Phase 5 in public: what changed, for everyone to read. */
static void end_turn(campaign_screen *c)
{
    campaign_state before = c->st;
    campaign_rec_end_turn(&c->record, &c->st);
    c->phase5_turn = before.turn;
    c->event_turn = before.turn; /* Phase 5 belongs to the turn that ends */
    c->n_log = 0;
    c->n_after = 0;
    campaign_say(c, EVLOG_INFO, EVLOG_ALL, 0, -1, NULL, N_("Turn %d: resolution"), NULL, 0, before.turn);
    /* The battles' winners: the event log has each duel's result already. */
    for (int b = 0; b < before.n_battles; b++)
        /* TRANSLATORS: "Player 1 won the battle at Midmere" */
        panel_line(c, _("%s won the battle at %s"), campaign_seat_label(before.battles[b].winner),
                   campaign_loc_name(c, before.battles[b].loc));
    list_phase3(c, &before.res);
    for (int l = 0; l < c->map.n_locations; l++)
        if (before.forces.control[l] != c->st.forces.control[l])
            /* TRANSLATORS: "Player 2 now holds Midmere"; the first %s may be "Nobody" */
            campaign_say(c, EVLOG_CAPTURE, EVLOG_ALL, evlog_seat_bit(before.forces.control[l]), l, NULL,
                         N_("%s now holds %s"), NULL, 0, campaign_seat_mark(c->st.forces.control[l]),
                         campaign_loc_mark(c, l));
    for (int i = 0; i < before.forces.n_armies; i++) {
        const campaign_army *was = &before.forces.armies[i];
        int now = campaign_forces_find(&c->st.forces, was->id);
        if (now < 0) {
            if (c->st.players[was->player].eliminated == before.players[was->player].eliminated)
                campaign_aftermath_gone(c, &before, i); /* scattered (and why), or wiped out */
        } else if (c->st.forces.armies[now].loc != was->loc) {
            campaign_aftermath_moved(c, was, c->st.forces.armies[now].loc,
                                     campaign_army_units(&c->st, was->id));
            /* A retreat loses nothing by itself: its losses have their own lines. */
            /* TRANSLATORS: Phase 5: "Army 2 of Ann retreated from Midmere to Westhold" */
            campaign_say(c, EVLOG_INFO, EVLOG_ALL, 0, c->st.forces.armies[now].loc, NULL,
                         N_("Army %d of %s retreated from %s to %s"), NULL, 0, campaign_army_no(c, was->id),
                         campaign_seat_mark(was->player), campaign_loc_mark(c, was->loc),
                         campaign_loc_mark(c, c->st.forces.armies[now].loc));
        } else {
            /* Every army told: one that neither retreated nor was scattered
             * stands where it is (the map shows where; its units stay the
             * viewer's to see). TRANSLATORS: Phase 5: "Army 2 of Ann stands at Midmere" */
            panel_line(c, _("Army %d of %s stands at %s"), campaign_army_no(c, was->id), campaign_seat_label(was->player),
                       campaign_loc_name(c, was->loc));
        }
    }
    for (int r = 0; r < c->st.n_rolls; r++) {
        const campaign_injury_roll *roll = &c->st.rolls[r];
        /* Only an injury costs the player something: the Hero stays with its army. */
        /* The die and what it meant, each line: 4 to 6 injures (spec, Phase 5;
         * play-test 14: "6 au dé, blessure : Cicatrice profonde" never said
         * which rolls hurt nor what the injury costs). */
        if (roll->injury >= 0)
            /* TRANSLATORS: Phase 5: a fallen Hero's injury roll: the player, the location, the die, the injury
             * and its cost ("The Hero of Ann fell at Midmere: rolled 5 (4 to 6 injures), injured: Lost eye, -1
             * Range for good") */
            campaign_say(c, EVLOG_LOSS, EVLOG_ALL, evlog_seat_bit(roll->player), roll->loc, NULL,
                         N_("The Hero of %s fell at %s: rolled %d (4 to 6 injures), injured: %s"), NULL, 0,
                         campaign_seat_mark(roll->player), campaign_loc_mark(c, roll->loc), roll->d6,
                         campaign_injury_effect_mark(roll->injury));
        else if (roll->d6 >= 4)
            /* TRANSLATORS: Phase 5: a fallen Hero's injury roll hit, but it has every injury it can take */
            campaign_say(c, EVLOG_INFO, EVLOG_ALL, 0, roll->loc, NULL,
                         N_("The Hero of %s fell at %s: rolled %d (4 to 6 injures), but it has every injury already: "
                            "no more harm"),
                         NULL, 0, campaign_seat_mark(roll->player), campaign_loc_mark(c, roll->loc), roll->d6);
        else
            /* TRANSLATORS: Phase 5: a fallen Hero's injury roll missed */
            campaign_say(c, EVLOG_INFO, EVLOG_ALL, 0, roll->loc, NULL,
                         N_("The Hero of %s fell at %s: rolled %d (only 4 to 6 injures), no lasting harm"), NULL, 0,
                         campaign_seat_mark(roll->player), campaign_loc_mark(c, roll->loc), roll->d6);
    }
    for (int r = 0; r < c->st.n_awards; r++) {
        const campaign_renown_award *aw = &c->st.awards[r];
        /* Why, in the line itself: +1 for fielding the Hero in a battle its side
         * fought, even lost (spec, Phase 5; a side that never acted did not
         * fight, docs/campaign.md), +1 more for a win. */
        if (aw->gain >= 2)
            /* TRANSLATORS: Phase 5: Renown for fielding the Hero in a battle won ("Ann earns 2 Renown at
             * Millby: 1 for fielding the Hero, 1 for the win") */
            campaign_say(c, EVLOG_PRODUCTION, EVLOG_ALL, 0, aw->loc, NULL,
                         N_("%s earns %d Renown at %s: 1 for fielding the Hero, 1 for the win"), NULL, 0,
                         campaign_seat_mark(aw->player), aw->gain, campaign_loc_mark(c, aw->loc));
        else
            /* TRANSLATORS: Phase 5: Renown for fielding the Hero in a battle its side fought (acted in) but lost */
            campaign_say(c, EVLOG_PRODUCTION, EVLOG_ALL, 0, aw->loc, NULL,
                         N_("%s earns %d Renown at %s for fielding the Hero in a battle fought (even one lost)"), NULL,
                         0, campaign_seat_mark(aw->player), aw->gain, campaign_loc_mark(c, aw->loc));
    }
    for (int p = 0; p < c->st.settings.n_players; p++) {
        const campaign_player *was = &before.players[p], *is = &c->st.players[p];
        if (is->eliminated && !was->eliminated)
            campaign_say(c, EVLOG_ELIMINATION, EVLOG_ALL, evlog_seat_bit(p), -1, NULL, N_("%s is eliminated"), NULL, 0,
                         campaign_seat_mark(p));
        else if (!is->eliminated) {
            int revenue = 0;
            for (int l = 0; l < c->map.n_locations; l++)
                if (c->st.forces.control[l] == p)
                    revenue += campaign_map_revenue(&c->map, l);
            campaign_say(c, EVLOG_PRODUCTION, EVLOG_ALL, 0, -1, NULL, NP_("%s collects %d gold", "%s collects %d gold"),
                         revenue, campaign_seat_mark(p), revenue);
        }
    }
    c->event_turn = 0;
    campaign_report_downtime_begins(c);
    public_step(c, CSTEP_PHASE5);
}

void campaign_flow_advance(app *a, campaign_screen *c)
{
    c->message[0] = '\0';
    for (int guard = 0; guard < 64; guard++) {
        switch ((campaign_phase)c->st.phase) {
        case CAMPAIGN_PHASE_DOWNTIME:
            if (downtime(a, c)) { /* the hand-over kept (play-test 16: a crash after it asked the first seat again) */
                campaign_autosave(a, c);
                return;
            }
            break;
        case CAMPAIGN_PHASE_ORDERS:
            if (orders(c)) {
                if (c->step == CSTEP_ORDERS) /* each seat's orders: what the others handed over is kept */
                    campaign_autosave(a, c);
                return;
            }
            break;
        case CAMPAIGN_PHASE_STANDOFFS:
            if (standoffs(c))
                return;
            break;
        case CAMPAIGN_PHASE_BATTLES:
            if (battles(a, c))
                return;
            break;
        case CAMPAIGN_PHASE_RESOLUTION:
            if (retreats(c))
                return;
            end_turn(c);
            return;
        case CAMPAIGN_PHASE_OVER:
        default:
            public_step(c, CSTEP_OVER);
            campaign_autosave_remove(c);
            return;
        }
    }
}

/* ---- battles ---- */

static esc_map plain_board(void)
{
    esc_map m;
    memset(&m, 0, sizeof m);
    return m;
}

static bool battle_map(app *a, const char *name, esc_map *out)
{
    *out = plain_board();
    if (!name[0])
        return true;
    char rel[96], path[DATA_PATH_MAX];
    snprintf(rel, sizeof rel, "maps/%s.json", name);
    data_error err;
    if (data_paths_join(path, sizeof path, a->assets.data_dir, rel) && data_map_load(path, out, &err))
        return true;
    *out = plain_board();
    return true;
}

/* The computer players of a duel's battle, the same on the board and in the
 * auto battle: seeded from the battle's seed as the board seeds its own, and
 * never stopped by the wall clock, so a battle between computers depends on
 * its seed alone (docs/campaign.md, "Battles between computers"). */
static bool duel_ai(const campaign_screen *c, uint64_t seed, int side, ai_player *p)
{
    ai_config cfg;
    ai_config_default(&cfg, (ai_level)c->st.settings.battle_ai);
    cfg.seed = seed * 2 + (uint64_t)side + 1;
    cfg.no_clock_stop = true;
    return ai_player_init(p, &cfg);
}

static bool resume_match(campaign_screen *c, board_match *m);
static bool is_hero(const campaign_screen *c, int player, int uid);

/* Each side's Hero marked on the board (its token, its tooltip): a new battle
 * and one reopened from a save alike, as the marks are not saved. */
static void mark_heroes(const campaign_screen *c, board_match *m)
{
    for (int s = 0; s < ESC_SIDES; s++)
        for (int k = 0; k < c->duel.squads[s].n_units && k < ESC_SQUAD_MAX; k++)
            board_match_set_mark(m, s, k,
                                 is_hero(c, c->duel.players[s], c->duel.uids[s][k]) ? BOARD_MARK_HERO
                                                                                     : BOARD_MARK_NONE);
}

/* The duel's battle: the one kept in c->match when it is this duel's (watched
 * or fought so far), else a new one from the duel's seed. */
static bool duel_match(app *a, campaign_screen *c, board_match *m, const bool human[ESC_SIDES], char *why, int size)
{
    if (c->match && resume_match(c, m))
        return true;
    free(c->match);
    c->match = NULL;
    esc_map map;
    battle_map(a, c->duel.battle_map, &map);
    const esc_squad *squads[ESC_SIDES] = { &c->duel.squads[0], &c->duel.squads[1] };
    return board_match_start(m, &map, squads, &c->duel.settings, c->duel.seed, human, why, size);
}

/* The auto battle: the board's game played to its end without the board, by
 * the same computer players the board would use (a yield, which a computer on
 * the board may not play, becomes the end of its turn as there). */
bool campaign_flow_skip_duel(app *a, campaign_screen *c)
{
    board_match m;
    board_match_init_empty(&m);
    bool human[ESC_SIDES] = { false, false };
    char why[256];
    if (!duel_match(a, c, &m, human, why, sizeof why)) {
        board_match_free(&m);
        return false;
    }
    bool ok = true;
    for (int s = 0; s < ESC_SIDES && ok; s++)
        ok = duel_ai(c, m.record.seed, s, &m.ai[s]);
    for (int guard = 0; ok && guard < 100000 && m.game.phase != ESC_PHASE_OVER; guard++) {
        esc_action act;
        if (!ai_choose(&m.ai[m.game.active], &m.game, &act, NULL)) {
            ok = false;
            break;
        }
        if (act.kind == ESC_ACT_YIELD) {
            act = esc_action_make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
            if (esc_game_test_action(&m.game, &act) != ESC_OK) {
                static esc_action list[ESC_MAX_ACTIONS];
                int n = esc_game_legal_actions(&m.game, list, ESC_MAX_ACTIONS);
                for (int i = 0; i < n; i++)
                    if (list[i].kind != ESC_ACT_YIELD) {
                        act = list[i];
                        break;
                    }
            }
        }
        ok = board_match_apply(&m, &act, NULL) == ESC_OK;
    }
    if (!ok || m.game.phase != ESC_PHASE_OVER) {
        board_match_free(&m);
        return false;
    }
    int health[ESC_MAX_UNITS];
    for (int id = 0; id < ESC_MAX_UNITS; id++) {
        const esc_unit_state *u = &m.game.units[id];
        health[id] = (u->flags & ESC_UF_DEAD) || u->health < 0 ? 0 : u->health;
    }
    campaign_flow_battle_result(a, c, health, m.game.winner, m.game.end_reason, &m.record);
    board_match_free(&m);
    return true;
}

void campaign_flow_skip_said(app *a, campaign_screen *c)
{
    if (!campaign_flow_skip_duel(a, c))
        snprintf(c->message, sizeof c->message, "%s", _("The battle could not be played out"));
}

void campaign_duel_caption(const campaign_screen *c, char *out, size_t size)
{
    /* Board side 0 is the holder: the defender, the entrant drawn where nobody
     * held the place, or the last duel's winner. Each worded as it is: only an
     * occupant with a Defend order there defends (spec, Battle). */
    const campaign_battle *bt = &c->st.battles[c->duel.battle];
    const char *where = campaign_loc_name(c, bt->loc);
    char holder[DATA_SEAT_NAME_MAX + 40];
    snprintf(holder, sizeof holder, "%s", campaign_seat_label(c->duel.players[0]));
    const char *challenger = campaign_seat_label(c->duel.players[1]);
    if (bt->defender >= 0 && c->duel.players[0] == bt->defender && bt->defend_bonus)
        /* TRANSLATORS: a campaign battle: the location, the attacking player, the defending player
         * ("Battle at Midmere: Ann attacks, Bob defends"). */
        snprintf(out, size, _("Battle at %s: %s attacks, %s defends"), where, challenger, holder);
    else if (bt->defender >= 0 && c->duel.players[0] == bt->defender)
        /* TRANSLATORS: a campaign battle against an occupant that gave no Defend order there ("Battle at
         * Midmere: Ann attacks Bob, who is there without a Defend order") */
        snprintf(out, size, _("Battle at %s: %s attacks %s, who is there without a Defend order"), where, challenger, holder);
    else if (bt->duel == 0)
        /* TRANSLATORS: a campaign battle where nobody held the place: the two entrants ("Battle at Midmere: Ann
         * and Bob fight for it") */
        snprintf(out, size, _("Battle at %s: %s and %s fight for it"), where, holder, challenger);
    else
        /* TRANSLATORS: a later duel of a battle of three sides or more: the last duel's winner holds the place
         * ("Battle at Midmere: Cid challenges Ann, who won the last duel") */
        snprintf(out, size, _("Battle at %s: %s challenges %s, who won the last duel"), where, challenger, holder);
}

/* The battle kept in c->match, when it is the current duel's (its seed and
 * squads) and replays: it goes on with the duel's hooks, which a saved match does
 * not carry. False: it is fought again from its start. */
static bool resume_match(campaign_screen *c, board_match *m)
{
    esc_record rec;
    memset(&rec, 0, sizeof rec);
    data_seat seats[ESC_SIDES];
    data_error err;
    int held = -1;
    if (!data_save_parse_hooks_held(c->match, strlen(c->match), "battle_match", &c->duel.settings.hooks, &rec, seats,
                                    &held, &err))
        return false;
    bool same = rec.seed == c->duel.seed && rec.settings.round_limit == c->duel.settings.round_limit;
    for (int s = 0; same && s < ESC_SIDES; s++) {
        char *x = data_squad_to_json(&rec.squads[s]), *y = data_squad_to_json(&c->duel.squads[s]);
        same = x && y && strcmp(x, y) == 0;
        free(x);
        free(y);
    }
    if (same) {
        rec.settings = c->duel.settings;
        esc_game g;
        esc_replay_result r = esc_record_replay(&rec, &g, -1);
        same = r.setup == ESC_SETUP_OK && r.failed_at < 0;
    }
    if (!same) {
        esc_record_free(&rec);
        snprintf(c->message, sizeof c->message, "%s",
                 _("The saved battle is not this duel's: it is fought again from its start"));
        return false;
    }
    board_match_adopt(m, &rec, seats);
    board_match_restore_held(m, held);
    return true;
}

/* Which board side is drawn at the bottom, so a player keeps its place on the
 * screen (and its token shape) from battle to battle, whether it holds or
 * challenges (play-test: the side flipped between battles). Ruling: a human
 * seat against a computer seat is always at the bottom (whether it fights on
 * the board or watches the computer play for it); two human seats (hot-seat),
 * or two computers: the player who comes first in the campaign's seats
 * (Player 1 below Player 2). */
int campaign_flow_bottom_side(const campaign_screen *c)
{
    int p0 = c->duel.players[0], p1 = c->duel.players[1];
    if (computer(c, p0) != computer(c, p1))
        return computer(c, p0) ? 1 : 0;
    return p0 < p1 ? 0 : 1;
}

bool campaign_flow_board_duel(app *a, campaign_screen *c, bool watch)
{
    bool human[ESC_SIDES];
    int levels[ESC_SIDES];
    for (int s = 0; s < ESC_SIDES; s++) {
        int p = c->duel.players[s];
        human[s] = !watch && fights(c, p);
        levels[s] = c->st.settings.battle_ai;
    }
    board_match m;
    board_match_init_empty(&m);
    m.wake_event = a->wake_event == (Uint32)-1 ? 0 : a->wake_event;
    char why[256];
    /* A watched battle is kept as it goes like a fought one: watching it again,
     * after a save and a load too, goes on from the same action. */
    if (!duel_match(a, c, &m, human, why, sizeof why)) {
        board_match_free(&m);
        snprintf(c->message, sizeof c->message, _("The battle cannot start: %.200s"), why);
        return false;
    }
    for (int s = 0; s < ESC_SIDES; s++)
        m.human[s] = human[s];
    mark_heroes(c, &m);
    board_match_set_levels(&m, levels);
    m.changed = campaign_match_changed;
    m.changed_ctx = a;
    /* The campaign's players on the board: their names and colours, and what the battle is. */
    data_seat seats[ESC_SIDES];
    for (int s = 0; s < ESC_SIDES; s++) {
        data_seat_set(&seats[s], !human[s], ai_level_id((ai_level)levels[s]));
        snprintf(seats[s].name, sizeof seats[s].name, "%s", campaign_seat_label(c->duel.players[s]));
        m.colour[s] = campaign_seat_colour(c->duel.players[s]);
    }
    board_match_set_seats(&m, seats);
    /* The computers play as they would in the auto battle (duel_ai). */
    for (int s = 0; s < ESC_SIDES; s++)
        if (!human[s]) {
            ai_player_free(&m.ai[s]);
            duel_ai(c, m.record.seed, s, &m.ai[s]);
        }
    m.own_colours = true;
    /* Hot seat: the other person at the screen may be the loser on the board's
     * computer side (their auto battle), so the result names the winner. */
    m.neutral_result = campaign_humans(&c->st) > 1;
    m.bottom = campaign_flow_bottom_side(c);
    campaign_duel_caption(c, m.caption, sizeof m.caption);
    board_battle_args args = { .match = &m, .demo = !human[0] && !human[1], .report = true, .computer_may_yield = false };
    c->in_battle = app_scene_push(a, &board_battle_scene, &args);
    board_battle *bb = c->in_battle ? board_battle_current(a) : NULL;
    if (bb)
        bb->host = campaign_battle_host; /* the campaign's menus: no Rematch, no plain save */
    /* What the gold squares and markers are, in the players' and the place's names. */
    snprintf(c->hint.place, sizeof c->hint.place, "%s", campaign_loc_name(c, c->st.battles[c->duel.battle].loc));
    for (int s = 0; s < ESC_SIDES; s++)
        snprintf(c->hint.side[s], sizeof c->hint.side[s], "%s", campaign_seat_label(c->duel.players[s]));
    campaign_battle_hint_attach(&c->hint, bb);
    board_match_free(&m);
    if (!c->in_battle)
        snprintf(c->message, sizeof c->message, _("The battle cannot open: %.200s"), a->message);
    return c->in_battle;
}

/* Whether the unit `uid` of the player is its Hero. */
static bool is_hero(const campaign_screen *c, int player, int uid)
{
    const campaign_player *pl = &c->st.players[player];
    for (int k = 0; k < pl->n_units; k++)
        if (pl->units[k].uid == uid)
            return pl->units[k].hero;
    return false;
}

void campaign_flow_battle_result(app *a, campaign_screen *c, const int health[ESC_MAX_UNITS], int winner,
                                 esc_end_reason reason, const esc_record *match)
{
    /* The battle is decided: the campaign goes on without it, once the record
     * has the match (the auto battle's, or the one kept after every action). */
    char *kept = c->match;
    c->match = NULL;
    c->n_log = 0;
    int loc = c->st.battles[c->duel.battle].loc;
    int wp = winner >= 0 ? c->duel.players[winner] : c->duel.players[0];
    /* A lost duel is no loss by itself: its units lost, a place lost, an
     * injury are, each on its own line (the report's notice counts those). */
    if (winner >= 0 && reason == ESC_END_YIELD) {
        char loser[DATA_SEAT_NAME_MAX + 40];
        snprintf(loser, sizeof loser, "%s", campaign_seat_mark(c->duel.players[1 - winner]));
        /* TRANSLATORS: "Battle at Midmere: Player 2 yields, Player 1 wins" */
        campaign_say(c, EVLOG_BATTLE, EVLOG_ALL, 0, loc, NULL, N_("Battle at %s: %s yields, %s wins"), NULL, 0,
                     campaign_loc_mark(c, loc), loser, campaign_seat_mark(wp));
    } else if (winner >= 0)
        /* TRANSLATORS: "Battle at Midmere: Player 1 wins" */
        campaign_say(c, EVLOG_BATTLE, EVLOG_ALL, 0, loc, NULL, N_("Battle at %s: %s wins"), NULL, 0,
                     campaign_loc_mark(c, loc), campaign_seat_mark(wp));
    else
        /* TRANSLATORS: "Battle at Midmere: Player 1 holds (a draw goes to the holder)" */
        campaign_say(c, EVLOG_BATTLE, EVLOG_ALL, 0, loc, NULL, N_("Battle at %s: %s holds (a draw goes to the holder)"),
                     NULL, 0, campaign_loc_mark(c, loc), campaign_seat_mark(wp));
    int lost_by[ESC_SIDES] = { 0 }, fell_by[ESC_SIDES] = { 0 };
    for (int s = 0; s < ESC_SIDES; s++) {
        int p = c->duel.players[s], lost = 0, hurt = 0, fell = 0;
        for (int k = 0; k < c->duel.squads[s].n_units; k++) {
            int h = health[s * ESC_SQUAD_MAX + k];
            if (h <= 0 && is_hero(c, p, c->duel.uids[s][k])) {
                /* The Hero is not lost: it stays with its army and rolls for an
                 * injury in Phase 5, which tells the roll and the injury
                 * (play-test 7: it was counted lost, "lost 2" with one loss named). */
                fell++;
                /* TRANSLATORS: keep the two leading spaces; "The Hero of Player 1, Archer, falls: it stays with its
                 * army and rolls for an injury at the end of the turn" */
                campaign_say(c, EVLOG_BATTLE, EVLOG_ALL, 0, loc, NULL,
                             N_("  The Hero of %s, %s, falls: it stays with its army and rolls for an injury at the "
                                "end of the turn"),
                             NULL, 0, campaign_seat_mark(p), evlog_name(NULL, c->duel.squads[s].units[k].name));
            } else if (h <= 0) {
                lost++;
                /* TRANSLATORS: keep the two leading spaces; "Player 1 loses Archer" (a unit) */
                campaign_say(c, EVLOG_LOSS, EVLOG_ALL, evlog_seat_bit(p), loc, NULL, N_("  %s loses %s"), NULL, 0,
                             campaign_seat_mark(p), evlog_name(NULL, c->duel.squads[s].units[k].name));
            } else if (h < c->duel.squads[s].units[k].health) {
                hurt++;
            }
        }
        if (fell)
            /* TRANSLATORS: a side's own losses in a battle where its Hero fell (not lost: it stays with its
             * army): "Player 1 fielded 4 units: lost 1, wounded 2, and the Hero fell" */
            campaign_say(c, EVLOG_INFO, EVLOG_ALL, 0, -1, NULL,
                         NP_("%s fielded %d unit: lost %d, wounded %d, and the Hero fell",
                             "%s fielded %d units: lost %d, wounded %d, and the Hero fell"),
                         c->duel.squads[s].n_units, campaign_seat_mark(p), c->duel.squads[s].n_units, lost, hurt);
        else
            /* TRANSLATORS: a side's own losses in a battle (play-test 6 read "eliminated: 1" of the winner as
             * its kills): "Player 1 fielded 4 units: lost 1, wounded 2" */
            campaign_say(c, EVLOG_INFO, EVLOG_ALL, 0, -1, NULL, NP_("%s fielded %d unit: lost %d, wounded %d",
                                                                  "%s fielded %d units: lost %d, wounded %d"),
                         c->duel.squads[s].n_units, campaign_seat_mark(p), c->duel.squads[s].n_units, lost, hurt);
        lost_by[s] = lost;
        fell_by[s] = fell;
    }
    /* Why it went that way (play-test 10: three auto battles lost, nothing said
     * why): each side's rank points fielded, and how the battle ended. */
    static const char *const ended[] = {
        [ESC_END_ELIMINATION] = N_("Fielded: %s %d RP, %s %d RP. It ended when one side had no unit left."),
        [ESC_END_ROUND_LIMIT] = N_("Fielded: %s %d RP, %s %d RP. It ended at the round limit."),
        [ESC_END_OBJECTIVE] = N_("Fielded: %s %d RP, %s %d RP. It was won by holding the objective (the control "
                                 "markers)."),
        [ESC_END_YIELD] = N_("Fielded: %s %d RP, %s %d RP. One side yielded."),
    };
    if ((int)reason > 0 && (size_t)reason < sizeof ended / sizeof ended[0]) {
        char first[DATA_SEAT_NAME_MAX + 40];
        snprintf(first, sizeof first, "%s", campaign_seat_mark(c->duel.players[0]));
        /* TRANSLATORS: after a campaign battle: each side's player and rank points (RP) fielded, then how it ended */
        campaign_say(c, EVLOG_INFO, EVLOG_ALL, 0, -1, NULL, ended[reason], NULL, 0, first,
                     esc_squad_rank_points(&c->duel.squads[0]), campaign_seat_mark(c->duel.players[1]),
                     esc_squad_rank_points(&c->duel.squads[1]));
    }
    campaign_clash_set(c, loc, c->duel.players, lost_by, winner >= 0 ? wp : -1); /* shown on the map */
    for (int s = 0; s < 2; s++)
        if (fell_by[s])
            campaign_clash_hero_fell(c, s);
    if (match)
        campaign_rec_duel_finish(&c->record, &c->st, &c->duel, match, winner, health);
    else
        campaign_rec_duel_finish_json(&c->record, &c->st, &c->duel, kept, winner, health);
    free(kept);
    /* A Hero fielded by a side that never acted earns nothing here (a ruling,
     * docs/campaign.md, Renown; play-test 13 yielded at once for Renown): said now. */
    for (int s = 0; s < ESC_SIDES; s++) {
        int p = c->duel.players[s];
        bool hero = false;
        for (int k = 0; k < c->duel.squads[s].n_units; k++)
            hero = hero || is_hero(c, p, c->duel.uids[s][k]);
        if (hero && !(c->st.battles[c->duel.battle].fielded >> p & 1u))
            /* TRANSLATORS: keep the two leading spaces; "No Renown for the Hero of Player 1 at Millby: ..." */
            campaign_say(c, EVLOG_INFO, EVLOG_ALL, 0, loc, NULL,
                         N_("  No Renown for the Hero of %s at %s: its side took no action on the board (a battle "
                            "yielded or won before acting is not fought)"),
                         NULL, 0, campaign_seat_mark(p), campaign_loc_mark(c, loc));
    }
    public_step(c, CSTEP_DUEL_DONE);
    /* The battle decided is saved at once: the autosave no longer holds the
     * finished match, so Continue (after a crash too) goes on from here and
     * never opens the battle's result again (play-test). */
    campaign_autosave(a, c);
}
