/*
 * The scenario editor's help (editor_internal.h): what each tool paints, what
 * the fields on the right set, what the checker's line and the buttons do
 * (blind play-test of issue 37: a newcomer could not tell what Zone or Exit
 * would do). It takes the right-hand panel's place until closed (its Close
 * button, the Help button again, H or Esc), so the board stays in view beside
 * it; the texts are short paragraphs that wrap, at a smaller size if need
 * be, and when even that is too long (French at 800 x 560, play-test 13) they
 * scroll by paragraph with the wheel, Up and Down, a line saying more follows.
 */
#include <stdio.h>

#include "scenario/editor_internal.h"
#include "skirmish/i18n.h"

const char *editor_tool_help(int tool)
{
    switch (tool) {
    case EDITOR_TOOL_OBSTACLE:
        /* TRANSLATORS: the scenario editor's help and its tools' tooltips, one line per painting tool */
        return N_("Obstacle (1): a rock or a wall (the board picks the picture: they are the same); no unit may stand "
                  "on it and it blocks line of sight.");
    case EDITOR_TOOL_DEPLOY0: return N_("Deploy 1 (2): where side 1 places its units before the battle.");
    case EDITOR_TOOL_DEPLOY1: return N_("Deploy 2 (3): the same for side 2.");
    case EDITOR_TOOL_ZONE:
        return N_("Zone (4): the squares of the objective chosen on the right, when it is Control (markers for "
                  "standing alone there) or Hold (rounds kept alone).");
    case EDITOR_TOOL_EXIT:
        return N_("Exit (5): the squares an Escort objective's unit must reach; choose the escorted unit with Fixed "
                  "units.");
    default: return N_("Erase (6): clears a square of rocks, deployment, zones and exits.");
    }
}

/* The height of a paragraph wrapped to w at px, as scenario_text_lines draws it. */
static int paragraph_h(ui *u, const char *p, int px, int w)
{
    px = ui_text_px(px);
    int lines = 0;
    while (*p) {
        int skip, n = scenario_line_break(u, p, px, w, &skip);
        p += skip > 0 ? skip : n > 0 ? n : 1;
        lines++;
    }
    return lines * (px + px / 3);
}

/* The paragraphs from `from` on at px, with their gaps: their height. */
static int paragraphs_h(ui *u, const char *const *lines, int from, int n, int px, int w, int gap)
{
    int h = 0;
    for (int i = from; i < n; i++)
        h += paragraph_h(u, lines[i], px, w) + gap;
    return h;
}

void editor_help(ui *u, editor_screen *st, SDL_Rect r)
{
    int px = ui_px(u, 14), gap = ui_px(u, 6), bh = ui_px(u, 36);
    if (u->draw)
        ui_panel(u, r);
    SDL_Rect inner = ui_rect(r.x + ui_px(u, 12), r.y + ui_px(u, 10), r.w - ui_px(u, 24), r.h - bh - ui_px(u, 26));
    int y = inner.y, bottom = inner.y + inner.h;
    {
        const char *lines[EDITOR_TOOLS + 4];
        int n = 0;
        /* TRANSLATORS: the scenario editor's help */
        lines[n++] = _("Pick a tool under the board (or its key), then click or drag across squares to paint them.");
        for (int t = 0; t < EDITOR_TOOLS; t++)
            lines[n++] = _(editor_tool_help(t));
        /* TRANSLATORS: the scenario editor's help: the fields */
        lines[n++] = _("On the right: the name and briefing; each side's name, budget (rank points to spend on a squad) "
                       "and Fixed units (units it always has); the round limit and who wins there; who deploys and "
                       "moves first; the objectives: Add, Remove, then each one's Type and who it is for.");
        /* TRANSLATORS: the scenario editor's help: the checker */
        lines[n++] = _("The line under the tools is the checker: it says what is wrong, in words. Test play waits "
                       "until it finds nothing; Save keeps unfinished work as a draft, marked so in the list, to finish "
                       "later.");
        /* TRANSLATORS: the scenario editor's help: the buttons */
        lines[n++] = _("Undo (Ctrl+Z) takes back one change, Undo all every change since the scenario was opened. "
                       "Test play starts a match of it at once; Save (Ctrl+S) keeps it with your scenarios.");
        int room = bottom - y - ui_text_px(ui_px(u, 17)) - gap;
        /* A size smaller before scrolling; then by paragraph, the last ones
         * always filling the panel. */
        if (paragraphs_h(u, lines, 0, n, px, inner.w, gap) > room)
            px = ui_px(u, 12);
        int last_top = 0;
        while (last_top < n - 1 && paragraphs_h(u, lines, last_top, n, px, inner.w, gap) > room - ui_text_px(px) - gap)
            last_top++;
        const app *a = u->app;
        if (u->ev && u->ev->kind == UI_EV_WHEEL && a->mouse_x >= r.x && a->mouse_x < r.x + r.w && a->mouse_y >= r.y &&
            a->mouse_y < r.y + r.h)
            st->help_top -= u->ev->wheel;
        if (ui_pressed(u, UI_KEY_DOWN) || ui_pressed(u, UI_KEY_PAGE_DOWN))
            st->help_top++;
        if (ui_pressed(u, UI_KEY_UP) || ui_pressed(u, UI_KEY_PAGE_UP))
            st->help_top--;
        st->help_top = st->help_top < 0 ? 0 : st->help_top > last_top ? last_top : st->help_top;
        if (u->draw) {
            /* TRANSLATORS: the scenario editor's help: its heading */
            ui_text(u, inner.x, y, _("How the editor works"), ui_px(u, 17), true, ui_rgb(240, 220, 160), UI_LEFT);
            y += ui_text_px(ui_px(u, 17)) + gap;
            int text_bottom = last_top > 0 ? bottom - ui_text_px(px) - gap : bottom;
            for (int i = st->help_top; i < n && y < text_bottom; i++) {
                SDL_Color c = i >= 1 && i <= EDITOR_TOOLS ? ui_rgb(225, 228, 236) : ui_rgb(190, 196, 210);
                y += scenario_text_lines(u, ui_rect(inner.x, y, inner.w, text_bottom - y), lines[i], px, c) + gap;
            }
            if (last_top > 0) {
                char more[120];
                snprintf(more, sizeof more, "%s",
                         st->help_top < last_top
                             /* TRANSLATORS: the scenario editor's help when it does not fit: more follows */
                             ? _("More below: scroll with the wheel or Down")
                             /* TRANSLATORS: the scenario editor's help scrolled to its end */
                             : _("The end: scroll up with the wheel or Up"));
                ui_text_cut(u, more, sizeof more, px, false, inner.w);
                ui_text(u, inner.x, bottom - ui_text_px(px), more, px, false, ui_rgb(240, 220, 160), UI_LEFT);
            }
        }
    }
    int bw = ui_px(u, 140);
    /* TRANSLATORS: closes the scenario editor's help */
    if (ui_button(u, ui_rect(r.x + r.w - bw - ui_px(u, 12), r.y + r.h - bh - ui_px(u, 10), bw, bh), _("Close"), true) ||
        ui_pressed(u, UI_KEY_ESCAPE) || ui_pressed(u, UI_KEY_H))
        st->help = false;
}
