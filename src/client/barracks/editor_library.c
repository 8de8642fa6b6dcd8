/*
 * The Barracks struct and the library operations (see barracks.h): start-up,
 * loading, and duplicate, rename, delete and undo, each of which writes or
 * deletes the file at once through data_library. Kept apart from the editors
 * because these act on saved entries, never on the copy being edited; the undo
 * stack is the only state they keep.
 */
#include "barracks/barracks.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the Barracks ---- */

bool barracks_init(barracks *b, const char *user_dir)
{
    memset(b, 0, sizeof *b);
    data_library_init(&b->lib, user_dir);
    b->undo = calloc(BARRACKS_UNDO_MAX, sizeof *b->undo);
    b->view.selected[0] = b->view.selected[1] = -1;
    b->view.random_rank = ESC_RANK_ELITE;
    b->view.tab = DATA_LIBRARY_SQUADS;
    b->squad_ed.index = -1;
    b->unit_ed.index = -1;
    return b->undo != NULL;
}

void barracks_free(barracks *b)
{
    data_library_free(&b->lib);
    free(b->undo);
    b->undo = NULL;
    b->n_undo = 0;
}

int barracks_load(barracks *b, const char *data_dir)
{
    int n = data_library_load(&b->lib, data_dir);
    for (int k = 0; k < 2; k++)
        b->view.selected[k] = -1;
    return n;
}

int barracks_duplicate(barracks *b, data_library_kind kind, int index, data_error *err)
{
    data_error_clear(err);
    int at = -1;
    if (kind == DATA_LIBRARY_UNITS) {
        if (index < 0 || index >= b->lib.n_units) {
            data_error_set(err, DATA_ERR_VALUE, "", NULL, "no such unit");
            return -1;
        }
        data_unit_entry e = b->lib.units[index];
        /* A copy of a shipped unit is the player's, named in their language. */
        if (e.builtin)
            barracks_localize_unit(&e.def);
        barracks_copy_name(&b->lib, kind, e.def.name, e.def.name);
        e.path[0] = '\0';
        e.builtin = false;
        at = data_library_insert_unit(&b->lib, index + 1, &e);
        if (at >= 0 && !data_library_save_unit(&b->lib, at, err)) {
            data_library_remove_unit(&b->lib, at, NULL, NULL);
            at = -1;
        }
    } else {
        if (index < 0 || index >= b->lib.n_squads) {
            data_error_set(err, DATA_ERR_VALUE, "", NULL, "no such squad");
            return -1;
        }
        data_squad_entry *e = malloc(sizeof *e);
        if (!e) {
            data_error_set(err, DATA_ERR_MEMORY, "", NULL, "out of memory");
            return -1;
        }
        *e = b->lib.squads[index];
        if (e->builtin)
            barracks_localize_squad(e);
        barracks_copy_name(&b->lib, kind, e->squad.name, e->squad.name);
        e->path[0] = '\0';
        e->builtin = false;
        at = data_library_insert_squad(&b->lib, index + 1, e);
        if (at >= 0 && !data_library_save_squad(&b->lib, at, err)) {
            data_library_remove_squad(&b->lib, at, NULL, NULL);
            at = -1;
        }
        free(e);
    }
    if (at < 0 && err->kind == DATA_OK)
        data_error_set(err, DATA_ERR_MEMORY, "", NULL, "out of memory");
    return at;
}

bool barracks_rename(barracks *b, data_library_kind kind, int index, const char *name, data_error *err)
{
    data_error_clear(err);
    char clean[ESC_NAME_MAX];
    if (!barracks_clean_name(name, clean))
        return data_error_set(err, DATA_ERR_VALUE, "", NULL, "a name cannot be empty");
    int n = kind == DATA_LIBRARY_UNITS ? b->lib.n_units : b->lib.n_squads;
    if (index < 0 || index >= n)
        return data_error_set(err, DATA_ERR_VALUE, "", NULL, "nothing to rename");
    char *target = kind == DATA_LIBRARY_UNITS ? b->lib.units[index].def.name : b->lib.squads[index].squad.name;
    if (kind == DATA_LIBRARY_UNITS ? b->lib.units[index].builtin : b->lib.squads[index].builtin)
        return data_error_set(err, DATA_ERR_VALUE, "", NULL, "shipped with the game: duplicate it to rename the copy");
    char old[ESC_NAME_MAX];
    memcpy(old, target, ESC_NAME_MAX);
    memcpy(target, clean, ESC_NAME_MAX);
    /* The file keeps its name: renaming never moves files around. */
    bool ok = kind == DATA_LIBRARY_UNITS ? data_library_save_unit(&b->lib, index, err)
                                         : data_library_save_squad(&b->lib, index, err);
    if (!ok)
        memcpy(target, old, ESC_NAME_MAX);
    return ok;
}

bool barracks_delete(barracks *b, data_library_kind kind, int index, data_error *err)
{
    /* No undo stack (out of memory at start-up): no delete that could not be undone. */
    if (b->undo == NULL)
        return data_error_set(err, DATA_ERR_MEMORY, "", NULL, "out of memory");
    if (b->n_undo == BARRACKS_UNDO_MAX) {
        memmove(&b->undo[0], &b->undo[1], (BARRACKS_UNDO_MAX - 1) * sizeof b->undo[0]);
        b->n_undo--;
    }
    barracks_deleted *u = &b->undo[b->n_undo];
    memset(u, 0, sizeof *u);
    u->kind = kind;
    u->index = index;
    bool ok = kind == DATA_LIBRARY_UNITS ? data_library_remove_unit(&b->lib, index, &u->unit, err)
                                         : data_library_remove_squad(&b->lib, index, &u->squad, err);
    if (ok)
        b->n_undo++;
    return ok;
}

const char *barracks_undo_name(const barracks *b, data_library_kind *kind)
{
    if (b->n_undo == 0)
        return NULL;
    const barracks_deleted *u = &b->undo[b->n_undo - 1];
    if (kind)
        *kind = u->kind;
    return u->kind == DATA_LIBRARY_UNITS ? u->unit.def.name : u->squad.squad.name;
}

int barracks_undo(barracks *b, data_library_kind *kind, data_error *err)
{
    data_error_clear(err);
    if (b->n_undo == 0) {
        data_error_set(err, DATA_ERR_VALUE, "", NULL, "nothing to undo");
        return -1;
    }
    barracks_deleted *u = &b->undo[b->n_undo - 1];
    if (kind)
        *kind = u->kind;
    char *path = u->kind == DATA_LIBRARY_UNITS ? u->unit.path : u->squad.path;
    /* Its old file name, unless something took it meanwhile. */
    if (path[0] && data_paths_is_file(path))
        path[0] = '\0';
    int at;
    bool ok;
    if (u->kind == DATA_LIBRARY_UNITS) {
        at = data_library_insert_unit(&b->lib, u->index, &u->unit);
        ok = at >= 0 && data_library_save_unit(&b->lib, at, err);
        if (!ok && at >= 0)
            data_library_remove_unit(&b->lib, at, NULL, NULL);
    } else {
        at = data_library_insert_squad(&b->lib, u->index, &u->squad);
        ok = at >= 0 && data_library_save_squad(&b->lib, at, err);
        if (!ok && at >= 0)
            data_library_remove_squad(&b->lib, at, NULL, NULL);
    }
    if (!ok) {
        if (err->kind == DATA_OK)
            data_error_set(err, DATA_ERR_MEMORY, "", NULL, "out of memory");
        return -1;
    }
    b->n_undo--;
    return at;
}
