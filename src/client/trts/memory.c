/*
 * What each seat remembers of the enemy pieces it saw (play-test 15 #1: the
 * attack prompt said "You see no enemy piece there" just after a Blade there
 * had killed the seat's Technician). A seat sees another team's piece while it
 * is public (trts_view's rule); each area keeps the enemy units last seen in
 * it, with their HP and shields and the round, until the seat sees the area
 * again (its own pieces there with no enemy in sight clear it) or sees one of
 * those pieces elsewhere. Only what the seat's view showed is read: a hidden
 * piece never changes what a seat remembers. The forecast (forecast.c) uses the
 * memory, labelled as a guess, where nothing is seen now.
 */
#include <stdlib.h>
#include <string.h>

#include "trts/play_internal.h"

void trts_memory_clear(trts_memory *m) { memset(m, 0, sizeof *m); }

/* The seat sees piece i now (trts_view: its team's pieces, others' public ones). */
static bool seen_enemy(const trts_state *s, int seat, int i)
{
    const trts_piece *p = &s->pieces[i];
    return p->alive && p->public_ && !p->building && !trts_allies(s, p->owner, seat);
}

/* Forgets a remembered piece the seat now sees in another area. */
static void forget_elsewhere(trts_memory *m, int seat, const trts_piece *p, int n_areas)
{
    if (p->seen <= 0)
        return;
    for (int a = 0; a < n_areas; a++) {
        trts_area_memory *k = &m->area[seat][a];
        if (a == p->area)
            continue;
        for (int j = 0; j < k->n; j++)
            if (k->p[j].owner == p->owner && k->p[j].type == p->type && k->p[j].seen == p->seen) {
                k->p[j] = k->p[--k->n];
                j--;
            }
    }
}

void trts_memory_note(trts_memory *m, const trts_state *s)
{
    int n_areas = s->map->n_areas < TRTS_MAX_AREAS ? s->map->n_areas : TRTS_MAX_AREAS;
    for (int seat = 0; seat < s->n_players && seat < TRTS_MAX_PLAYERS; seat++) {
        bool seen_area[TRTS_MAX_AREAS] = { false }, own[TRTS_MAX_AREAS] = { false };
        for (int i = 0; i < s->n_pieces; i++) {
            const trts_piece *p = &s->pieces[i];
            if (p->alive && p->area >= 0 && p->area < n_areas && trts_allies(s, p->owner, seat))
                own[p->area] = true;
        }
        for (int i = 0; i < s->n_pieces; i++) {
            const trts_piece *p = &s->pieces[i];
            if (!seen_enemy(s, seat, i) || p->area < 0 || p->area >= n_areas)
                continue;
            trts_area_memory *k = &m->area[seat][p->area];
            if (!seen_area[p->area]) { /* seen now: what was remembered there goes */
                seen_area[p->area] = true;
                k->n = 0;
            }
            k->round = (int16_t)s->round;
            if (k->n < TRTS_MEMORY_PIECES)
                k->p[k->n++] = (trts_seen_piece){ .owner = p->owner, .type = p->type, .hp = p->hp,
                                                  .shields = p->shields, .seen = p->seen };
            forget_elsewhere(m, seat, p, n_areas);
        }
        for (int a = 0; a < n_areas; a++)
            if (own[a] && !seen_area[a]) /* its own pieces there see no enemy */
                m->area[seat][a].n = 0;
    }
}

const trts_area_memory *trts_memory_at(const trts_memory *m, int seat, int area)
{
    if (!m || seat < 0 || seat >= TRTS_MAX_PLAYERS || area < 0 || area >= TRTS_MAX_AREAS || m->area[seat][area].n == 0)
        return NULL;
    return &m->area[seat][area];
}

void trts_memory_fill(const trts_area_memory *k, const trts_state *s, int area, trts_state *out)
{
    *out = *s;
    for (int j = 0; j < k->n && out->n_pieces < TRTS_MAX_PIECES; j++) {
        trts_piece *p = &out->pieces[out->n_pieces++];
        memset(p, 0, sizeof *p);
        p->alive = p->finished = p->public_ = true;
        p->owner = k->p[j].owner;
        p->type = k->p[j].type;
        p->area = (int8_t)area;
        p->hp = k->p[j].hp;
        p->shields = k->p[j].shields;
        p->seen = k->p[j].seen;
        p->builder = p->worker_type = TRTS_NO_PIECE;
        p->born = (int16_t)(0x7000 + j);
    }
}
