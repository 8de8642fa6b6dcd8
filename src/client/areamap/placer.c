/*
 * What the map's text and pieces are placed against (see placer.h): every box
 * placed so far, and whether a new one is free.
 */
#include "areamap/placer.h"

#include "areamap/label.h"
#include "shell/ui.h"

void areamap_place(areamap_placer *p, SDL_Rect r, bool text)
{
    if (p->n < p->cap && p->taken)
        p->taken[p->n++] = r;
    if (text && p->out && p->n_out < p->max_out)
        p->out[p->n_out++] = r;
}

/* A part that must cover no other (figures, names, pieces, marks, tags). */
void areamap_place_part(areamap_placer *p, SDL_Rect r, bool text)
{
    areamap_place(p, r, text);
    if (p->parts && p->n_parts < p->max_parts)
        p->parts[p->n_parts++] = r;
}

/* Whether r is in the view and covers nothing placed but node's own token (a
 * piece's emblem may stand over its corner) and, with `fig`, its figure (a
 * mark over the token, drawn clear of the figure). */
bool areamap_place_free_but(const areamap_placer *p, SDL_Rect r, SDL_Rect view, int node, bool fig)
{
    if (!areamap_label_in(view, r))
        return false;
    for (int i = 0; i < p->n; i++) {
        if (p->tok_at && node >= 0 && (i == p->tok_at[node] || (fig && i == p->fig_at[node])))
            continue;
        const SDL_Rect *q = &p->taken[i];
        if (r.x < q->x + q->w && q->x < r.x + r.w && r.y < q->y + q->h && q->y < r.y + r.h)
            return false;
    }
    return true;
}

bool areamap_place_free(const areamap_placer *p, SDL_Rect r, SDL_Rect view) { return areamap_place_free_but(p, r, view, -1, false); }

void areamap_text_halo(ui *u, int x, int y, const char *t, int px, bool bold, SDL_Color c, int align)
{
    ui_text(u, x + 1, y + 1, t, px, bold, ui_rgba(0, 0, 0, 200), align);
    ui_text(u, x, y, t, px, bold, c, align);
}

SDL_Rect areamap_shifted(SDL_Rect r, int dx, int dy) { return ui_rect(r.x + dx, r.y + dy, r.w, r.h); }
