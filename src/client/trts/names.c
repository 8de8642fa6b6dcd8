/*
 * What TRTS's screens say and know of a game, below everything else in the
 * folder: the seats' colours and names, an area's name, a piece's name and
 * the number the viewer knows it by (docs/trts.md "Piece numbers"), what the
 * screen's viewer sees, who may give input now, and which of the seat's units
 * the phase offers. Plain questions on a trts_screen and its state: every
 * other file of trts/ may call them, and this one calls none of them.
 */
#include <stdio.h>
#include <string.h>

#include "shell/ui.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"

SDL_Color trts_player_colour(int p)
{
    return p >= 0 && p < TRTS_MAX_PLAYERS ? ui_seat_colour(p) : ui_rgb(112, 118, 130);
}

const char *trts_player_name(const trts_screen *c, int p)
{
    static char names[TRTS_MAX_PLAYERS][DATA_SEAT_NAME_MAX + 40];
    if (p < 0 || p >= TRTS_MAX_PLAYERS || p >= c->rec->setup.n_players)
        return "?";
    data_seat_label(c->seats, c->rec->setup.n_players, p, names[p], sizeof names[p]);
    return names[p];
}

const char *trts_area_label(const trts_area *area)
{
    return i18n_content(area->name[0] ? area->name : area->id);
}

const char *trts_play_piece_name(const trts_state *s, int piece)
{
    const trts_unit_def *u = trts_piece_unit(s, piece);
    const trts_building_def *b = trts_piece_building(s, piece);
    return u ? i18n_content(u->name) : b ? i18n_content(b->name) : "?";
}

const char *trts_play_log_name(const trts_state *s, const trts_log_piece *p)
{
    if (p->owner < 0 || p->owner >= s->n_players || p->type < 0)
        return "?";
    const trts_faction *f = trts_player_faction(s, p->owner);
    if (p->building)
        return p->type < TRTS_ROLES ? i18n_content(f->buildings[p->type].name) : "?";
    return p->type < f->n_units ? i18n_content(f->units[p->type].name) : "?";
}

/* The number the screen's viewer knows a piece by (docs/trts.md "Piece
 * numbers"): its team's own count for its pieces and its allies', else the
 * number it was seen by (a public screen knows every piece so); 0: none. */
static int known_number(const trts_screen *c, const trts_state *s, int owner, int number, int seen)
{
    bool own = c && c->viewer >= 0 && c->viewer < s->n_players && owner >= 0 && trts_allies(s, owner, c->viewer);
    return own ? number : seen;
}

/* "Trooper 3", and its owner's name when another player has its faction (and
 * it is not the viewer's own). */
static const char *label(const trts_screen *c, const trts_state *s, const char *name, int owner, int number)
{
    static char buf[4][96];
    static int next;
    char *out = buf[next++ % 4];
    if (number > 0)
        /* TRANSLATORS: a piece's name and its number ("Trooper 3") */
        snprintf(out, sizeof buf[0], _("%s %d"), name, number);
    else
        snprintf(out, sizeof buf[0], "%s", name);
    bool twin = false;
    for (int p = 0; p < s->n_players && owner >= 0; p++)
        twin |= p != owner && s->players[p].faction == s->players[owner].faction;
    if (twin && c && owner != c->viewer) {
        size_t n = strlen(out);
        /* TRANSLATORS: after a piece's name: whose it is, when two players have the same faction */
        snprintf(out + n, sizeof buf[0] - n, _(" (%.24s)"), trts_player_name(c, owner));
    }
    return out;
}

int trts_play_piece_number(const trts_screen *c, const trts_state *s, int piece)
{
    const trts_piece *p = &s->pieces[piece];
    return known_number(c, s, p->owner, p->number, p->seen);
}

const char *trts_play_piece_label(const trts_screen *c, const trts_state *s, int piece)
{
    return label(c, s, trts_play_piece_name(s, piece), s->pieces[piece].owner, trts_play_piece_number(c, s, piece));
}

const char *trts_play_log_label(const trts_screen *c, const trts_state *s, const trts_log_piece *p)
{
    if (p->owner < 0 || p->owner >= s->n_players)
        return "?";
    return label(c, s, trts_play_log_name(s, p), p->owner, known_number(c, s, p->owner, p->number, p->seen));
}

/* ---- what the screen's viewer sees and may pick ---- */

bool trts_play_visible(const trts_screen *c, int piece)
{
    const trts_piece *pc = &c->st.pieces[piece];
    if (!pc->alive)
        return false;
    if (pc->public_ || c->st.phase == TRTS_PHASE_OVER) /* at the end nothing is secret */
        return true;
    return c->viewer >= 0 && trts_allies(&c->st, pc->owner, c->viewer);
}

int trts_play_free_slots(const trts_screen *c, int area)
{
    const trts_state *s = &c->st;
    int used = 0;
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (p->alive && p->building && p->area == area && p->type != TRTS_ROLE_EXTRACTOR && trts_play_visible(c, i))
            used++;
    }
    return s->map->areas[area].slots - used;
}

bool trts_play_human_input(const trts_screen *c)
{
    const trts_state *s = &c->st;
    /* nobody gives orders while the last turn is shown again */
    if (c->online && (s->current != c->remote.seat || c->remote.waiting(c->remote.ctx)))
        return false; /* online: only the seat's own turn, one order at a time */
    return !(s->phase == TRTS_PHASE_OVER || c->cover || c->replay || s->current < 0 || s->players[s->current].computer);
}

int trts_play_eligible(const trts_screen *c, int area, trts_set *out)
{
    const trts_state *s = &c->st;
    trts_set_clear(out);
    int n = 0, p = s->current;
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *pc = &s->pieces[i];
        if (!pc->alive || pc->building || pc->owner != p || (area >= 0 && pc->area != area))
            continue;
        bool ok = false;
        switch (s->phase) {
        case TRTS_PHASE_MICRO: ok = !pc->activated && !pc->busy; break;
        case TRTS_PHASE_GROUP: ok = trts_set_has(&s->group, i); break;
        case TRTS_PHASE_DEFEND: ok = pc->area == s->pending_area && !pc->activated && !pc->busy; break;
        case TRTS_PHASE_COMBAT_RETREAT: ok = trts_set_has(&s->group, i) && pc->area == s->combat_area; break;
        case TRTS_PHASE_REPOSITION: ok = !pc->activated && !pc->busy && pc->mp > 0; break;
        default: break;
        }
        if (ok) {
            trts_set_add(out, i);
            n++;
        }
    }
    return n;
}

bool trts_play_retreat_possible(const trts_state *s)
{
    if (s->phase != TRTS_PHASE_DEFEND && s->phase != TRTS_PHASE_COMBAT_RETREAT)
        return false;
    static trts_action legal[512];
    int n = trts_legal_actions(s, legal, 512);
    for (int i = 0; i < n; i++)
        if (legal[i].kind == TRTS_ACT_RETREAT)
            return true;
    return false;
}

int trts_play_humans(const trts_state *s)
{
    int n = 0;
    for (int p = 0; p < s->n_players; p++)
        n += !s->players[p].computer;
    return n;
}
