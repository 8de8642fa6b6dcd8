/*
 * The scenario editor's Undo (editor_internal.h): every change keeps the state
 * it left, with no limit on how many, so Undo all always gets back to the file
 * as it was opened (blind play-test: the history held 64 steps and Undo all
 * stopped there). A scenario is a few kilobytes; a long session of editing is
 * a few megabytes. If memory runs out the oldest step is let go, and Undo all,
 * which goes back to the state kept at opening, still works.
 */
#include <stdlib.h>
#include <string.h>

#include "scenario/editor_internal.h"

void editor_undo_push(editor_screen *st, const esc_scenario *before)
{
    if (st->n_undo == st->cap_undo) {
        int cap = st->cap_undo ? 2 * st->cap_undo : 16;
        esc_scenario *grown = realloc(st->undo, sizeof *grown * (size_t)cap);
        if (grown) {
            st->undo = grown;
            st->cap_undo = cap;
        } else if (st->n_undo > 0) {
            memmove(&st->undo[0], &st->undo[1], sizeof st->undo[0] * (size_t)(st->n_undo - 1));
            st->n_undo--;
        } else {
            return;
        }
    }
    st->undo[st->n_undo++] = *before;
}

bool editor_undo(editor_screen *st)
{
    if (st->n_undo == 0)
        return false;
    st->s = st->undo[--st->n_undo];
    st->changed = true;
    return true;
}

bool editor_undo_all_possible(const editor_screen *st)
{
    return memcmp(&st->s, &st->opened, sizeof st->s) != 0;
}

bool editor_undo_all(editor_screen *st)
{
    if (!editor_undo_all_possible(st))
        return false;
    editor_undo_push(st, &st->s);
    st->s = st->opened;
    st->changed = true;
    return true;
}

void editor_undo_free(editor_screen *st)
{
    free(st->undo);
    st->undo = NULL;
    st->n_undo = st->cap_undo = 0;
}
