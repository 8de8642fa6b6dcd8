/*
 * TRTS's overlays on the shared area-map view (play.c draws the view): under
 * each area its name and F fields, V vents, S free/total slots (as the viewer
 * may know them); above it the markers as flags; beside it the counters of the
 * pieces the viewer may see, by owner and type, with a tooltip saying what they
 * are; cliffs dashed and ramps with a chevron pointing up.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "areamap/view.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"

/* The first `chars` characters of UTF-8 text (a counter's short name). */
static void utf8_prefix(char *out, size_t size, const char *text, int chars)
{
    size_t n = 0;
    for (int k = 0; text[n] && k <= chars; n++)
        if (((unsigned char)text[n] & 0xC0) != 0x80 && ++k > chars)
            break;
    if (n >= size)
        n = size - 1;
    memcpy(out, text, n);
    out[n] = '\0';
}

/* Characters a counter shows of a piece's name: 4, or more when another piece
 * of the faction starts the same way, so two labels never differ by one letter
 * only ("Concl" and "Conde", not "Conc" and "Cond"). */
static int abbrev_chars(const trts_state *s, int piece)
{
    const trts_faction *f = trts_player_faction(s, s->pieces[piece].owner);
    const char *name = trts_play_piece_name(s, piece);
    int longest = 0;
    for (int k = 0; k < f->n_units + TRTS_ROLES; k++) {
        const char *other = i18n_content(k < f->n_units ? f->units[k].name : f->buildings[k - f->n_units].name);
        if (strcmp(other, name) == 0)
            continue;
        int chars = 0;
        for (int b = 0; name[b] && name[b] == other[b]; b++)
            chars += ((unsigned char)name[b] & 0xC0) != 0x80;
        if (chars > longest)
            longest = chars;
    }
    return longest + 2 > 4 ? longest + 2 : 4;
}


/* Counters: visible pieces grouped by owner and type. */
typedef struct counter {
    int owner, piece, count;
    bool building, hidden, unfinished;
} counter;

void trts_board_area(ui *u, trts_screen *c, int i)
{
    const trts_state *s = &c->st;
    const trts_area *ar = &s->map->areas[i];
    float x, y;
    areamap_camera_to_screen(&c->cam, (float)ar->x, (float)ar->y, &x, &y);
    float r = areamap_view_node_radius(&c->cam, &c->model.nodes[i]);
    int px = ui_px(u, 11);
    char line[64];
    /* name and figures under the node */
    ui_text(u, (int)x, (int)(y + r + 2), i18n_content(ar->id), px, true, ui_rgb(226, 230, 238), UI_CENTER);
    /* TRANSLATORS: under an area on the TRTS map, very short: F mineral fields, V gas
     * vents, S free / all building slots. Keep one letter each. */
    snprintf(line, sizeof line, _("F%d V%d S%d/%d"), ar->minerals, ar->gas, trts_play_free_slots(c, i), ar->slots);
    ui_text(u, (int)x, (int)(y + r + 2 + px * 1.2f), line, px, false, ui_rgb(170, 176, 190), UI_CENTER);
    /* markers as flags above the node */
    int fx = (int)(x - r), fy = (int)(y - r - ui_px(u, 14));
    for (int p = 0; p < s->n_players; p++)
        if (s->markers[i] & (1u << p)) {
            draw_line(u->r, (float)fx, (float)fy, (float)fx, (float)(fy + ui_px(u, 14)), 2, ui_rgb(230, 230, 230));
            ui_fill(u, ui_rect(fx + 1, fy, ui_px(u, 10), ui_px(u, 7)), trts_player_colour(p));
            fx += ui_px(u, 14);
        }
    /* counters */
    counter cs[12];
    int n = 0;
    for (int k = 0; k < s->n_pieces; k++) {
        const trts_piece *pc = &s->pieces[k];
        if (!pc->alive || pc->area != i || !trts_play_visible(c, k))
            continue;
        int j;
        for (j = 0; j < n; j++)
            if (cs[j].owner == pc->owner && cs[j].building == pc->building &&
                s->pieces[cs[j].piece].type == pc->type && cs[j].hidden == !pc->public_ &&
                cs[j].unfinished == !pc->finished)
                break;
        if (j == n) {
            if (n == 12)
                continue;
            cs[n++] = (counter){ pc->owner, k, 0, pc->building, !pc->public_, !pc->finished };
        }
        cs[j].count++;
    }
    int cx = (int)(x + r + ui_px(u, 4)), cy = (int)(y - r), ch = ui_px(u, 17);
    for (int j = 0; j < n; j++) {
        const char *name = trts_play_piece_name(s, cs[j].piece);
        char abbrev[24];
        utf8_prefix(abbrev, sizeof abbrev, name, abbrev_chars(s, cs[j].piece));
        if (cs[j].count > 1)
            snprintf(line, sizeof line, "%s×%d", abbrev, cs[j].count);
        else
            snprintf(line, sizeof line, "%s", abbrev);
        int tw = ui_text_width(u, line, ui_px(u, 12), false) + ui_px(u, 6);
        SDL_Rect box = ui_rect(cx, cy, tw, ch - 2);
        SDL_Color col = trts_player_colour(cs[j].owner);
        ui_fill(u, box, cs[j].building ? ui_rgb(col.r / 3, col.g / 3, col.b / 3) : ui_rgb(col.r / 2, col.g / 2, col.b / 2));
        ui_frame(u, box, cs[j].hidden ? ui_rgb(200, 200, 210) : col, 1);
        ui_text(u, cx + ui_px(u, 3), cy + 1, line, ui_px(u, 12), false, ui_rgb(240, 242, 248), UI_LEFT);
        /* what the counter is: whose, the full name, how many, its figures */
        if (ui_hover(u, box)) {
            char tip[600], figures[400];
            const trts_faction *f = trts_player_faction(s, cs[j].owner);
            if (cs[j].building)
                trts_tip_building(f, s->pieces[cs[j].piece].type, figures, sizeof figures);
            else
                trts_tip_unit(f, s->pieces[cs[j].piece].type, figures, sizeof figures);
            /* TRANSLATORS: a counter's tooltip on the TRTS map: player, faction, piece, how many, figures */
            snprintf(tip, sizeof tip, _("Player %d (%s): %s ×%d · %s"), cs[j].owner + 1, i18n_content(f->name), name,
                     cs[j].count, figures);
            ui_tooltip(u, box, tip);
        }
        if (cs[j].hidden) /* the viewer's own hidden pieces: a dashed corner mark */
            /* TRANSLATORS: one letter beside a counter on the map: the piece is hidden from the others */
            ui_text(u, cx + tw + 1, cy, C_("trts map mark", "h"), ui_px(u, 11), true, ui_rgb(190, 190, 200), UI_LEFT);
        if (cs[j].unfinished)
            ui_text(u, cx + tw + ui_px(u, 8), cy, "…", ui_px(u, 9), true, ui_rgb(190, 190, 200), UI_LEFT);
        cy += ch;
    }
}

void trts_board_edges(ui *u, trts_screen *c)
{
    const trts_map *m = c->st.map;
    for (int e = 0; e < m->n_edges; e++) {
        const trts_edge *ed = &m->edges[e];
        float x0, y0, x1, y1;
        areamap_camera_to_screen(&c->cam, (float)m->areas[ed->a].x, (float)m->areas[ed->a].y, &x0, &y0);
        areamap_camera_to_screen(&c->cam, (float)m->areas[ed->b].x, (float)m->areas[ed->b].y, &x1, &y1);
        float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
        if (len < 1)
            continue;
        dx /= len;
        dy /= len;
        if (ed->kind == TRTS_EDGE_CLIFF) {
            float dash = (float)ui_px(u, 8);
            float t0 = areamap_view_node_radius(&c->cam, &c->model.nodes[ed->a]);
            len -= areamap_view_node_radius(&c->cam, &c->model.nodes[ed->b]);
            for (float t = t0; t < len; t += 2 * dash) {
                float t1 = t + dash < len ? t + dash : len;
                draw_line(u->r, x0 + dx * t, y0 + dy * t, x0 + dx * t1, y0 + dy * t1, 2, ui_rgb(150, 170, 210));
            }
        } else if (ed->kind == TRTS_EDGE_RAMP) {
            /* a chevron at the middle pointing to the upper end */
            float sgn = ed->up == ed->b ? 1.0f : -1.0f, mx = (x0 + x1) / 2, my = (y0 + y1) / 2, k = (float)ui_px(u, 9);
            float tx = mx + dx * sgn * k * 0.6f, ty = my + dy * sgn * k * 0.6f;
            float bx = mx - dx * sgn * k * 0.6f, by = my - dy * sgn * k * 0.6f;
            draw_line(u->r, bx - dy * k, by + dx * k, tx, ty, 3, ui_rgb(250, 220, 140));
            draw_line(u->r, bx + dy * k, by - dx * k, tx, ty, 3, ui_rgb(250, 220, 140));
        }
    }
}
