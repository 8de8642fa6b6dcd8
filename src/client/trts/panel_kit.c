/*
 * TRTS's side panel kit: the layout cursor's lines, hints and buttons, a unit's
 * pick toggle and the pick block (see panel_kit.h). It draws through the shell's
 * ui and asks the core; it calls no other part of the panel.
 */
#include <stdio.h>
#include <string.h>

#include "skirmish/i18n.h"
#include "trts/panel_kit.h"

static const SDL_Color TEXT = { 226, 230, 238, 255 }, DIM = { 150, 156, 172, 255 };
/* Inside the scrolled part of the panel? */
bool trts_pk_fits(const pl *L, int y, int h) { return y >= L->top && y + h <= L->bottom; }

void trts_pk_line(pl *L, const char *text, bool bold, SDL_Color col)
{
    /* Text is never shrunk under 12 px: a line too long for the panel even a
     * little smaller goes on over the next line. */
    if (ui_text_width(L->u, text, L->px * 4 / 5, bold) > L->w) { /* a long translation wraps */
        ui quiet = *L->u;
        quiet.draw = false;
        quiet.ev = NULL;
        int h = ui_text_wrapped(&quiet, ui_rect(L->x, L->y, L->w, 0), text, L->px, col);
        ui_text_wrapped(trts_pk_fits(L, L->y, h) ? L->u : &quiet, ui_rect(L->x, L->y, L->w, 0), text, L->px, col);
        L->y += h + 2;
        return;
    }
    if (trts_pk_fits(L, L->y, L->px)) /* shrunk a little when a translation runs long */
        ui_text_fit(L->u, ui_rect(L->x, L->y, L->w, L->px * 5 / 4), text, L->px, bold, col, UI_LEFT);
    L->y += L->px * 4 / 3;
}

/* A wrapped line of help. */
void trts_pk_hint(pl *L, const char *text)
{
    ui quiet = *L->u; /* measured only, where it does not show */
    quiet.draw = false;
    quiet.ev = NULL;
    ui *u = trts_pk_fits(L, L->y, L->px * 3) ? L->u : &quiet;
    L->y += ui_text_wrapped(u, ui_rect(L->x, L->y, L->w, 0), text, L->px, DIM) + 2;
}

/* A button asked of the core: disabled with the reason as its tooltip. */
bool trts_pk_button(pl *L, SDL_Rect r, const char *label, trts_why why)
{
    if (!trts_pk_fits(L, r.y, r.h))
        return false;
    bool hit = ui_button(L->u, r, label, why == TRTS_OK);
    if (why != TRTS_OK && L->u->draw)
        ui_tooltip(L->u, r, _(trts_why_text(why)));
    return hit && why == TRTS_OK;
}

/* The same with what the button makes in its tooltip (the reason first when disabled). */
bool trts_pk_tip_button(pl *L, SDL_Rect r, const char *label, trts_why why, const char *tip)
{
    if (!trts_pk_fits(L, r.y, r.h))
        return false;
    bool hit = ui_button(L->u, r, label, why == TRTS_OK);
    if (L->u->draw) {
        char text[600];
        if (why != TRTS_OK)
            snprintf(text, sizeof text, "%s · %s", _(trts_why_text(why)), tip);
        else
            snprintf(text, sizeof text, "%s", tip);
        /* the core's reasons are mid-sentence words ("the producer is busy"):
         * the tooltip starts as a sentence (play-test 13) */
        if (text[0] >= 'a' && text[0] <= 'z')
            text[0] = (char)(text[0] - 'a' + 'A');
        ui_tooltip(L->u, r, text);
    }
    return hit && why == TRTS_OK;
}

bool trts_pk_act(pl *L, trts_action a)
{
    /* an order clicked (not keyed) cannot be a second Enter: the panel it leaves
     * is the one the player is looking at (trts_pk_watch) */
    const ui_event *ev = L->u->ev;
    L->c->panel_clicked = ev && (ev->kind == UI_EV_MOUSE_DOWN || ev->kind == UI_EV_MOUSE_UP);
    if (L->c->panel_clicked)
        app_tooltip_hush(L->a); /* the tooltip spoke of the button before the click (play-test 13: it stayed) */
    return trts_play_act(L->a, L->c, a);
}

/* How long after the panel changed an Enter is taken as meant for the new panel. */
enum { ENTER_CALM_MS = TRTS_ENTER_CALM_MS };

void trts_pk_watch(trts_screen *c, Uint32 now)
{
    const trts_state *s = &c->st;
    unsigned long sig = (unsigned long)s->phase | (unsigned long)(s->current & 15) << 4 | (unsigned long)(s->round & 255) << 8 |
                        (unsigned long)c->rec->n_actions << 17 | (unsigned long)(c->cover || c->anim || c->confirm_end || (c->alarm.seat >= 0 && c->alarm.seat == c->viewer)) << 16; /* a question asked: Enter waits for it to be seen */
    /* the seat's own clicked order in the same phase (a production button, a
     * pick) changes only the action count: Enter right after it is meant
     * (play-test 7: "Technician 1m", then Enter, stayed in Macro) */
    unsigned long same = ((unsigned long)1 << 17) - 1;
    bool own_click = c->panel_clicked && c->panel_changed_at != 0 && (sig & same) == (c->panel_sig & same);
    c->panel_clicked = false;
    if (own_click)
        c->panel_sig = sig;
    else if (sig != c->panel_sig || c->panel_changed_at == 0) {
        c->panel_sig = sig;
        c->panel_changed_at = now ? now : 1;
        /* a key held as the prompt changes answers nothing until released */
        const Uint8 *keys = SDL_GetKeyboardState(NULL);
        c->enter_stale = keys && (keys[SDL_SCANCODE_RETURN] || keys[SDL_SCANCODE_KP_ENTER]);
    }
}

/* One rule for Enter on TRTS's prompts (play-test 16): a prompt that newly
 * appears takes no Enter pressed before it appeared (held, or repeated by
 * the key), nor one pressed in its first ENTER_CALM_MS; the key released and
 * pressed again after that counts. */
bool trts_pk_enter_fresh(const trts_screen *c, Uint32 now)
{
    Uint32 press = c->enter_press_at ? c->enter_press_at : now;
    return !c->enter_stale && (Sint32)(press - c->panel_changed_at) >= ENTER_CALM_MS;
}

bool trts_pk_enter(const pl *L)
{
    return ui_pressed(L->u, UI_KEY_ENTER) && !L->c->model.keys.shown && trts_pk_enter_fresh(L->c, app_ticks(L->a));
}

/* The phase's main button, its key named at its right end when `enter`;
 * with `words`, Enter takes it only when the word "Enter" is shown on it (a
 * button that commits a fight, play-test 16: never a hidden default). */
static bool main_button(pl *L, SDL_Rect r, const char *label, trts_why why, bool enter, bool words)
{
    bool hit = trts_pk_button(L, r, label, why), said = false;
    if (enter && trts_pk_fits(L, r.y, r.h)) {
        /* TRANSLATORS: the key shown at the right end of the phase's main button */
        const char *key = _("Enter");
        int lw = ui_text_width(L->u, label, ui_px(L->u, 15), true), kw = ui_text_width(L->u, key, L->px, false);
        /* the hint only with a clear gap (16 px) between the centred label's end
         * and its own start: "Pass Enter" read as one at 800 x 560 */
        /* centred on the height it is drawn at: text never goes under 12 px, so
         * at 800 x 560 the hint is taller than L->px says (it crossed Pass's
         * bottom edge, play-test 9) */
        int edge = ui_px(L->u, 6), gap = ui_px(L->u, 16), ky = r.y + (r.h - ui_text_px(L->px) * 5 / 4) / 2;
        SDL_Color kc = why == TRTS_OK ? ui_rgb(190, 200, 220) : ui_rgb(100, 104, 116);
        bool arrow = lw + gap + kw + 2 * edge > r.w;
        if (arrow) {
            /* no room for the word (a third-wide "Terminer" in French, play-test
             * 6: the hint was gone): the Enter key's arrow, which needs no gap
             * to read apart from the label; the tooltip still names the key */
            key = "\u21B5";
            kw = ui_text_width(L->u, key, L->px, false);
            gap = ui_px(L->u, 8);
        }
        said = !arrow && lw + gap + kw + 2 * edge <= r.w;
        if (L->u->draw && (r.w - lw) / 2 - edge - kw >= gap)
            ui_text(L->u, r.x + r.w - edge, ky, key, L->px, false, kc, UI_RIGHT);
        else if (L->u->draw && lw + gap + kw + 2 * edge <= r.w) {
            /* a half-wide button ("Passer" and "Entrée" in French, "Pass" at 800 x
             * 560; play-test 3: the hint was gone): the label moves left, centred in
             * what the key leaves, drawn again over the centred one */
            bool hover = why == TRTS_OK && ui_hover(L->u, r);
            bool held = hover && L->a->mouse_down && L->a->press_x >= r.x && L->a->press_x < r.x + r.w &&
                        L->a->press_y >= r.y && L->a->press_y < r.y + r.h;
            SDL_Color fill = why != TRTS_OK ? ui_rgb(40, 44, 56) : held ? ui_rgb(70, 98, 150) : hover ? ui_rgb(62, 80, 118)
                                                                                                 : ui_rgb(46, 56, 80);
            ui_fill(L->u, ui_rect(r.x + 1, r.y + 1, r.w - 2, r.h - 2), fill);
            int room = r.w - kw - 2 * edge - gap / 2;
            ui_text(L->u, r.x + edge + (room - lw) / 2, r.y + (r.h - ui_px(L->u, 15) * 5 / 4) / 2, label, ui_px(L->u, 15),
                    true, why == TRTS_OK ? ui_rgb(235, 238, 245) : ui_rgb(110, 114, 126), UI_LEFT);
            ui_text(L->u, r.x + r.w - edge, ky, key, L->px, false, kc, UI_RIGHT);
        }
        if (arrow && why == TRTS_OK && L->u->draw)
            /* TRANSLATORS: tooltip of the phase's main button when its key does not fit on it */
            ui_tooltip_clear(L->u, r, _("Key: Enter"), ui_rect(L->x, r.y, L->w, r.h)); /* never over its neighbours */
    }
    return hit || (enter && (said || !words) && why == TRTS_OK && trts_pk_enter(L));
}

bool trts_pk_main_button(pl *L, SDL_Rect r, const char *label, trts_why why, bool enter)
{
    return main_button(L, r, label, why, enter, false);
}

bool trts_pk_fight_button(pl *L, SDL_Rect r, const char *label, trts_why why)
{
    return main_button(L, r, label, why, true, true);
}


int trts_pk_sorted(const trts_screen *c, const trts_set *set, int *out)
{
    const trts_state *s = &c->st;
    int n = 0;
    for (int i = 0; i < s->n_pieces; i++) {
        if (!trts_set_has(set, i))
            continue;
        int j = n++;
        while (j > 0 && (s->pieces[out[j - 1]].type > s->pieces[i].type ||
                         (s->pieces[out[j - 1]].type == s->pieces[i].type &&
                          trts_play_piece_number(c, s, out[j - 1]) > trts_play_piece_number(c, s, i)))) {
            out[j] = out[j - 1];
            j--;
        }
        out[j] = i;
    }
    return n;
}

static bool in_row(SDL_Rect r, int x, int y) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }

/* A toggle row for a unit: picked or not. */
void trts_pk_unit_toggle(pl *L, int i, trts_set *set, bool show_area)
{
    const trts_state *s = &L->c->st;
    const trts_piece *pc = &s->pieces[i];
    char label[120];
    bool on = trts_set_has(set, i);
    if (show_area)
        /* TRANSLATORS: a unit to pick: check box, name, movement points left, area */
        snprintf(label, sizeof label, _("%s %s · %d MP · %s"), on ? "[x]" : "[ ]", trts_play_piece_label(L->c, s, i), pc->mp,
                 trts_area_label(&s->map->areas[pc->area]));
    else
        /* TRANSLATORS: a unit to pick: check box, name and number ("Trooper 3"), movement points left, hit points */
        snprintf(label, sizeof label, _("%s %s · %d MP · %d HP"), on ? "[x]" : "[ ]", trts_play_piece_label(L->c, s, i),
                 pc->mp, pc->hp + pc->shields);
    if (pc->attacked) {
        size_t n = strlen(label);
        /* TRANSLATORS: after a unit in a list: it has attacked this round and cannot fire again until the next */
        snprintf(label + n, sizeof label - n, " · %s", _("fired"));
    }
    SDL_Rect r = ui_rect(L->x, L->y, L->w, L->row);
    char tip[400] = "";
    if (ui_text_width(L->u, label, ui_px(L->u, 15), true) > L->w - 8) {
        /* too long for the panel (a long area name, a translation): cut with "…", whole in the tooltip */
        snprintf(tip, sizeof tip, "%s", label);
        ui_text_cut(L->u, label, sizeof label, ui_px(L->u, 15), true, L->w - 8);
    }
    if (pc->attacked) {
        size_t n = strlen(tip);
        snprintf(tip + n, sizeof tip - n, "%s%s", n ? " · " : "",
                 _("Fired this round: it cannot fire again until the next round (it may still move)."));
    }
    if (tip[0] && trts_pk_fits(L, r.y, r.h))
        ui_tooltip(L->u, r, tip);
    bool hit = trts_pk_fits(L, r.y, r.h) && ui_button(L->u, r, label, true);
    /* a quick second click on another row is a pick of its own, not the second
     * half of a double-click (the shell's guard for buttons that change under
     * the pointer; these rows stay put): play-test 7, three rows clicked 0.3 s
     * apart ticked one */
    const ui_event *ev = L->u->ev;
    if (!hit && ev && ev->kind == UI_EV_MOUSE_UP && ev->button == UI_BUTTON_LEFT && L->a->press_double &&
        trts_pk_fits(L, r.y, r.h) && in_row(r, ev->x, ev->y) && in_row(r, L->a->press_x, L->a->press_y) &&
        !SDL_RectEquals(&L->a->clicked_rect, &r)) { /* a double-click on one row stays one click */
        hit = true;
        snprintf(L->a->clicked_label, sizeof L->a->clicked_label, "%s", label);
        L->a->clicked_rect = r;
    }
    if (hit) {
        if (on)
            trts_set_del(set, i);
        else
            trts_set_add(set, i);
        app_tooltip_hush(L->a); /* its row changed under the pointer */
    }
    L->y += L->row + 2;
}

/* Under an area's rows (two or more): picks them all, or, all picked, none
 * (play-test 7: "select all in this area"). Below the rows, so they never move. */
static void all_here_button(pl *L, const trts_set *elig, int n)
{
    trts_screen *c = L->c;
    bool all = true;
    for (int i = 0; i < c->st.n_pieces && all; i++)
        if (trts_set_has(elig, i) && !trts_set_has(&c->sel, i))
            all = false;
    char label[80];
    if (all)
        /* TRANSLATORS: TRTS: a button under an area's unit rows: unpicks them all */
        snprintf(label, sizeof label, "%s", _("Unpick all here"));
    else
        /* TRANSLATORS: TRTS: a button under an area's unit rows: picks all %d of them */
        snprintf(label, sizeof label, _("Pick all %d here"), n);
    SDL_Rect r = ui_rect(L->x + L->w / 2, L->y, L->w - L->w / 2, L->row);
    if (trts_pk_fits(L, r.y, r.h) && ui_button(L->u, r, label, true)) {
        for (int i = 0; i < c->st.n_pieces; i++)
            if (trts_set_has(elig, i)) {
                if (all)
                    trts_set_del(&c->sel, i);
                else
                    trts_set_add(&c->sel, i);
            }
    }
    L->y += L->row + 2;
}

/* The seat's own units that the phase does not offer (not in `elig`), in
 * `area` (-1: every area, each named with its area), split as they are held:
 * busy on a building, or moved (or fought) this round. A Technician building
 * did not move (play-test 8: "Moved this round" named it). */
static void held_names(pl *L, int area, const trts_set *elig, bool busy, char *out, size_t size)
{
    const trts_state *s = &L->c->st;
    size_t len = 0;
    out[0] = '\0';
    for (int i = 0; i < s->n_pieces && len + 2 < size; i++) {
        const trts_piece *pc = &s->pieces[i];
        if (!pc->alive || pc->building || pc->owner != s->current || (area >= 0 && pc->area != area) ||
            trts_set_has(elig, i) || pc->busy != busy)
            continue;
        int w = area >= 0 ? snprintf(out + len, size - len, "%s%s", len ? ", " : "", trts_play_piece_label(L->c, s, i))
                          : snprintf(out + len, size - len, "%s%s (%s)", len ? ", " : "",
                                     trts_play_piece_label(L->c, s, i), trts_area_label(&s->map->areas[pc->area]));
        len += w > 0 ? (size_t)w : 0;
    }
}

/* An engagement's area: the seat's own units there that may not retreat (they
 * moved or fought this round, or build) are named under the list, as they will
 * fight (play-test 7: a Technician that had retreated there was listed nowhere,
 * then fought and died). */
static void stay_line(pl *L, int area, const trts_set *elig)
{
    char names[600], text[700];
    held_names(L, area, elig, false, names, sizeof names);
    if (names[0]) {
        /* TRANSLATORS: TRTS engagement: the player's units in the area that cannot retreat (moved or fought this round) */
        snprintf(text, sizeof text, _("Also here, staying to fight (moved this round): %s"), names);
        trts_pk_hint(L, text);
    }
    held_names(L, area, elig, true, names, sizeof names);
    if (names[0]) {
        /* TRANSLATORS: TRTS engagement: the player's workers in the area that cannot retreat: they are building */
        snprintf(text, sizeof text, _("Also here, staying to fight (busy building): %s"), names);
        trts_pk_hint(L, text);
    }
}

void trts_pk_pick_block(pl *L, const char *hint_text)
{
    trts_screen *c = L->c;
    const trts_state *s = &c->st;
    if (hint_text && hint_text[0]) /* none on a short panel once units are picked */
        trts_pk_hint(L, hint_text);
    int area = c->sel_area;
    if (s->phase == TRTS_PHASE_DEFEND)
        area = s->pending_area;
    if (s->phase == TRTS_PHASE_COMBAT_RETREAT)
        area = s->combat_area;
    /* Micro and Reposition: the seat's units in every area, grouped by area, the
     * picked area first; an engagement's blocks: the area concerned only */
    bool every = s->phase == TRTS_PHASE_MICRO || s->phase == TRTS_PHASE_REPOSITION;
    if (area < 0 && !every)
        return;
    for (int k = -1; k < s->map->n_areas; k++) {
        int a = k < 0 ? area : k;
        if (a < 0 || (k >= 0 && (a == area || !every)))
            continue;
        trts_set elig;
        trts_play_eligible(c, a, &elig);
        int order[TRTS_MAX_PIECES], n = trts_pk_sorted(c, &elig, order);
        /* Reposition: the units that moved this round, under the area they
         * are in now (play-test 13: a repositioned Trooper dropped out of its
         * new area's list) */
        char moved[600] = "", busy[600] = "";
        if (s->phase == TRTS_PHASE_REPOSITION) {
            held_names(L, a, &elig, false, moved, sizeof moved);
            /* the workers busy building, under their own area (play-test 14:
             * one in South Main listed under "Your units in West Flats") */
            held_names(L, a, &elig, true, busy, sizeof busy);
        }
        if (n == 0 && !moved[0] && !busy[0]) /* no heading over an empty list */
            continue;
        /* picks elsewhere stay picked: a group may come from several areas */
        char text[80];
        snprintf(text, sizeof text, _("Your units in %s:"), trts_area_label(&s->map->areas[a]));
        trts_pk_line(L, text, true, TEXT);
        for (int o = 0; o < n; o++)
            trts_pk_unit_toggle(L, order[o], &c->sel, false);
        if (n >= 2)
            all_here_button(L, &elig, n);
        if (moved[0]) {
            char line[700];
            /* TRANSLATORS: TRTS Reposition, under an area's units: those that moved this round and stay there */
            snprintf(line, sizeof line, _("Moved this round, they stay: %s"), moved);
            trts_pk_hint(L, line);
        }
        if (busy[0]) {
            char line[700];
            /* TRANSLATORS: TRTS Reposition, under an area's units: the player's workers there busy on a building */
            snprintf(line, sizeof line, _("Busy building, they stay: %s"), busy);
            trts_pk_hint(L, line);
        }
        if (!every)
            stay_line(L, a, &elig);
    }
    if (s->phase != TRTS_PHASE_MICRO)
        return;
    /* the units done this round (activated, or retreated from a fight) are
     * named, not dropped from sight (play-test 3: a retreated Trooper vanished
     * from the list while supply still counted it) */
    char done[600];
    size_t len = 0;
    done[0] = '\0';
    for (int i = 0; i < s->n_pieces && len + 2 < sizeof done; i++) {
        const trts_piece *pc = &s->pieces[i];
        if (!pc->alive || pc->building || pc->owner != s->current || !pc->activated)
            continue;
        int w = snprintf(done + len, sizeof done - len, "%s%s (%s)", len ? ", " : "", trts_play_piece_label(c, s, i),
                         trts_area_label(&s->map->areas[pc->area]));
        len += w > 0 ? (size_t)w : 0;
    }
    if (!done[0])
        return;
    char text[700];
    /* headed as the panel's other lists (blind play-test 17: what the seat did this round) */
    L->y += L->gap;
    /* TRANSLATORS: TRTS panel: the heading over what the player ordered in this Macro turn, or did in this
     * round's Micro */
    trts_pk_line(L, _("Your moves"), true, TEXT);
    /* TRANSLATORS: TRTS Micro: the player's units that already moved, fought or retreated this round, with their
     * areas ("Trooper 2 (South Main), Technician 1 (South Expansion)") */
    snprintf(text, sizeof text, _("Done this round: %s"), done);
    trts_pk_hint(L, text);
}

void trts_pk_slot_line(pl *L, int worker, int area)
{
    const trts_state *s = &L->c->st;
    int p = s->current;
    const trts_faction *f = trts_player_faction(s, p);
    int full = 0;
    for (int r = 0; r < TRTS_ROLES; r++)
        full += trts_test_build(s, p, worker, r, area) == TRTS_WHY_NO_SLOT;
    if (!full)
        return;
    char text[240];
    /* TRANSLATORS: Macro, over the greyed buildings of a full area (play-test 11: the reason showed only on
     * hover): %s the area, %s the faction's extractor ("Gas Rig"), which stands on a gas vent, not a slot */
    snprintf(text, sizeof text, _("No free slot in %s: the greyed buildings cannot go here (a %s needs a free gas "
                                  "vent instead)."),
             trts_area_label(&s->map->areas[area]), i18n_content(f->buildings[TRTS_ROLE_EXTRACTOR].name));
    trts_pk_line(L, text, false, (SDL_Color){ 255, 190, 120, 255 });
}

void trts_pk_cost_text(char *out, size_t n, const char *name, int minerals, int gas)
{
    /* TRANSLATORS: a button: what is made and its cost, m minerals, g gas (keep them
     * one letter: the button is narrow) */
    if (gas)
        snprintf(out, n, _("%s %dm %dg"), name, minerals, gas);
    else
        snprintf(out, n, _("%s %dm"), name, minerals);
}
