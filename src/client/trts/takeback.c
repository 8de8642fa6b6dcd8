/*
 * TRTS Macro: an order given in this same Macro is taken back whole, never
 * "cancelled" (play-test 5: Cancel on a Technician queued seconds earlier read
 * "refund 0m of 1m" while Undo gave the whole mineral back). The rules' Cancel
 * (cost less 1 mineral, docs/trts.md "Cancel") is for production begun in an
 * earlier round; while the order that began it can still be undone (after the
 * undo floor: this Macro, before Done), the panel's button on that producer or
 * unfinished building says "Undo" and takes that one order out of the record
 * as if never given, the rest replayed, the full cost back.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "skirmish/i18n.h"
#include "trts/play_internal.h"

/* For each piece, the record index of the undoable order that began its
 * production or construction (-1 none), kept for one record (its undoable
 * tail's hash) so the panel asks every frame for nothing. */
static struct {
    const trts_game_record *rec;
    int n, floor;
    uint64_t hash;
    int16_t order[TRTS_MAX_PIECES];
} scanned;

static uint64_t tail_hash(const trts_screen *c)
{
    uint64_t h = UINT64_C(1469598103934665603);
    for (int i = c->undo_floor; i < c->rec->n_actions; i++) {
        const unsigned char *b = (const unsigned char *)&c->rec->actions[i];
        for (size_t k = 0; k < offsetof(trts_action, units); k++)
            h = (h ^ b[k]) * UINT64_C(1099511628211);
    }
    return h;
}

static void scan(const trts_screen *c, const trts_rules *rules)
{
    static trts_state s, before;
    uint64_t h = tail_hash(c);
    if (scanned.rec == c->rec && scanned.n == c->rec->n_actions && scanned.floor == c->undo_floor && scanned.hash == h)
        return;
    scanned.rec = c->rec;
    scanned.n = c->rec->n_actions;
    scanned.floor = c->undo_floor;
    scanned.hash = h;
    for (int i = 0; i < TRTS_MAX_PIECES; i++)
        scanned.order[i] = -1;
    if (c->undo_floor >= c->rec->n_actions)
        return;
    trts_game_record *rec = c->rec;
    int n = rec->n_actions;
    rec->n_actions = c->undo_floor; /* the state at the floor */
    bool ok = trts_replay(&s, rules, rec, NULL);
    rec->n_actions = n;
    if (!ok)
        return;
    for (int i = c->undo_floor; i < n; i++) {
        const trts_action *act = &rec->actions[i];
        before = s;
        if (trts_apply(&s, act) != TRTS_OK)
            return;
        if (act->kind == TRTS_ACT_MAKE || act->kind == TRTS_ACT_RESEARCH) {
            if (act->a >= 0 && act->a < TRTS_MAX_PIECES)
                scanned.order[act->a] = (int16_t)i;
        } else if (act->kind == TRTS_ACT_BUILD) {
            for (int p = 0; p < s.n_pieces; p++)
                if (s.pieces[p].alive && s.pieces[p].building && !s.pieces[p].finished &&
                    (p >= before.n_pieces || !before.pieces[p].alive || before.pieces[p].finished != s.pieces[p].finished ||
                     !before.pieces[p].building))
                    scanned.order[p] = (int16_t)i;
        } else if (act->kind == TRTS_ACT_CANCEL && act->a >= 0 && act->a < TRTS_MAX_PIECES) {
            scanned.order[act->a] = -1;
        }
    }
}

int trts_takeback_order(app *a, const trts_screen *c, int piece)
{
    trts_content *k = trts_content_get(a);
    if (!k || piece < 0 || piece >= TRTS_MAX_PIECES || !trts_play_can_undo(c))
        return -1;
    scan(c, &k->rules);
    return scanned.order[piece];
}

bool trts_takeback(app *a, trts_screen *c, int piece)
{
    int at = trts_takeback_order(a, c, piece);
    trts_content *k = trts_content_get(a);
    if (at < 0 || !k)
        return false;
    trts_game_record *rec = c->rec;
    trts_action gone = rec->actions[at];
    int n = rec->n_actions;
    memmove(&rec->actions[at], &rec->actions[at + 1], (size_t)(n - at - 1) * sizeof rec->actions[0]);
    rec->n_actions = n - 1;
    static trts_state s;
    if (!trts_replay(&s, &k->rules, rec, NULL)) {
        /* a later order of this Macro needs it: nothing changes */
        memmove(&rec->actions[at + 1], &rec->actions[at], (size_t)(n - at - 1) * sizeof rec->actions[0]);
        rec->actions[at] = gone;
        rec->n_actions = n;
        /* TRANSLATORS: TRTS Macro: taking one order back would break a later order of this round */
        snprintf(c->message, sizeof c->message, "%s", _("A later order of this round needs it: undo that one first."));
        return false;
    }
    /* the order last, the rest in their order, then Undo takes it (as Undo
     * leaves the screen: replayed, nothing picked, autosaved) */
    rec->n_actions = n;
    rec->actions[n - 1] = gone;
    trts_play_undo(a, c);
    /* TRANSLATORS: TRTS Macro: an order of this round taken back by its Undo button on the production */
    snprintf(c->message, sizeof c->message, "%s", _("Order taken back: its whole cost returned."));
    return true;
}
