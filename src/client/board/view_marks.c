/*
 * What a token carries beyond its picture (view.c draws the picture and the
 * Health bar): the mark a game gives a unit (board_match_set_mark: a crown for
 * the Campaign's Hero, a flag for a scenario's escorted unit), the number that
 * tells two units of one name apart ("Archer 2"), the defensive stance's
 * shield ring, and the token's tooltip, which names every mark on it (its
 * letter, its number, its mark, the worst-case badge, the threat mark, its
 * statuses), so nothing drawn on a token goes unexplained; and the statuses'
 * words (board_status_text); and an obstacle's tooltip, what it is and what
 * it does, so a rock or a ruined wall is not silent either.
 */
#include <stdio.h>
#include <string.h>

#include "board/match.h"
#include "board/view.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/i18n.h"

const char *board_status_text(int status)
{
    static const char *const text[BOARD_STATUSES] = {
        N_("Defensive stance (blue ring): the next point of damage this unit takes is cancelled, then the stance is gone."),
        N_("Suppressed: during its next turn this unit may take only one action."),
        N_("Untargetable: no attack or ability may target this unit until the end of the opponent's next turn."),
        N_("Overcharged: during its next turn this unit may not attack or use an attacking ability."),
        N_("Guarded: damage to this unit goes to its guardian until the start of its side's next turn."),
    };
    return status >= 0 && status < BOARD_STATUSES ? _(text[status]) : "";
}

static unsigned char unit_marks[ESC_MAX_UNITS];

void board_use_marks(const unsigned char marks[ESC_MAX_UNITS])
{
    if (marks)
        memcpy(unit_marks, marks, sizeof unit_marks);
    else
        memset(unit_marks, 0, sizeof unit_marks);
}

int board_unit_mark_of(int unit)
{
    return unit >= 0 && unit < ESC_MAX_UNITS ? unit_marks[unit] : BOARD_MARK_NONE;
}

const char *board_mark_text(int kind)
{
    switch (kind) {
    case BOARD_MARK_HERO:
        /* TRANSLATORS: tooltip of a unit marked with a crown on its token (the Campaign's Hero). */
        return _("Crown: this is the Hero. A Hero knocked out may come back from the battle injured.");
    case BOARD_MARK_ESCORT:
        /* TRANSLATORS: tooltip of a unit marked with a flag on its token (a scenario's escorted unit). */
        return _("Flag: the escorted unit. Keep it alive.");
    default: return "";
    }
}

const char *board_stance_counter_text(void)
{
    /* TRANSLATORS: how the defensive stance is beaten, after what it does (tooltip, card, help). */
    return _("Its owner may take the stance again every turn, so one hit of 1 damage a turn never gets through. "
             "To beat it, hit it twice in the same turn (with two units), or with Power 2 or more: only the first "
             "point is cancelled.");
}

/* A crown: three points on a band, in gold with a dark outline. */
static void draw_crown(SDL_Renderer *r, float cx, float cy, float s, SDL_Color fill)
{
    SDL_Color dark = { 20, 18, 12, 235 };
    for (int pass = 0; pass < 2; pass++) {
        float g = pass == 0 ? s * 0.18f : 0.0f; /* the outline first, a little larger */
        SDL_Color c = pass == 0 ? dark : fill;
        float x0 = cx - s - g, x1 = cx + s + g, base = cy + s * 0.55f + g, band = cy + s * 0.1f;
        SDL_Vertex v[8] = {
            { { x0, base }, c, { 0, 0 } },                    { { x1, base }, c, { 0, 0 } },
            { { x1, band - s * 0.75f - g }, c, { 0, 0 } },    { { cx + s * 0.5f, band }, c, { 0, 0 } },
            { { cx, band - s * 0.85f - g }, c, { 0, 0 } },    { { cx - s * 0.5f, band }, c, { 0, 0 } },
            { { x0, band - s * 0.75f - g }, c, { 0, 0 } },    { { cx, base }, c, { 0, 0 } },
        };
        int idx[18] = { 0, 1, 7, 0, 6, 5, 0, 5, 7, 5, 3, 7, 5, 4, 3, 3, 2, 1 };
        int idx2[3] = { 3, 1, 7 };
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
        SDL_RenderGeometry(r, NULL, v, 8, idx, 18);
        SDL_RenderGeometry(r, NULL, v, 8, idx2, 3);
    }
}

/* A flag on a pole: the pole dark, the cloth in `fill`. */
static void draw_flag(SDL_Renderer *r, float cx, float cy, float s, SDL_Color fill)
{
    SDL_Color dark = { 20, 18, 12, 235 };
    float px = cx - s * 0.7f;
    draw_line(r, px, cy + s, px, cy - s, s * 0.45f, dark);
    for (int pass = 0; pass < 2; pass++) {
        float g = pass == 0 ? s * 0.2f : 0.0f;
        SDL_Color c = pass == 0 ? dark : fill;
        SDL_Vertex v[3] = {
            { { px, cy - s - g }, c, { 0, 0 } },
            { { px + s * 1.6f + g * 1.6f, cy - s * 0.45f }, c, { 0, 0 } },
            { { px, cy + s * 0.1f + g }, c, { 0, 0 } },
        };
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
        SDL_RenderGeometry(r, NULL, v, 3, NULL, 0);
    }
    draw_line(r, px, cy + s, px, cy - s, s * 0.22f, ui_rgb(230, 226, 214));
}

void board_draw_token_marks(ui *u, const board_layout *l, float x, float y, int id, const esc_game *shown,
                            const esc_squad *squad, float alpha)
{
    if (alpha <= 0.5f)
        return;
    const esc_unit_state *st = &shown->units[id];
    float sq = (float)l->sq;
    if (st->flags & ESC_UF_STANCE) {
        /* The stance: a light-blue shield ring just inside the rim. */
        draw_ring(u->r, x, y - sq * 0.02f, sq * 0.43f, sq * 0.035f + 1.0f, ui_rgba(150, 215, 255, 235));
    }
    /* The crown or flag, else the number, in the mark's slot beside the
     * letter (board_token_slot): never over another badge. */
    SDL_Rect sqr = { (int)(x - sq / 2.0f), (int)(y - sq / 2.0f), l->sq, l->sq };
    SDL_Rect slot = board_token_slot(sqr, BOARD_SLOT_MARK);
    float mcx = (float)slot.x + (float)slot.w / 2.0f, mcy = (float)slot.y + (float)slot.h / 2.0f;
    float ms = (float)(slot.w < slot.h ? slot.w : slot.h) * 0.42f; /* the crown 2.4 ms wide: inside */
    int mark = board_unit_mark_of(id);
    if (mark == BOARD_MARK_HERO) {
        draw_crown(u->r, mcx, mcy, ms, ui_rgb(250, 210, 70));
        return;
    }
    if (mark == BOARD_MARK_ESCORT) {
        draw_flag(u->r, mcx, mcy, ms, ui_rgb(120, 235, 140));
        return;
    }
    int number = esc_unit_name_number(squad, esc_unit_slot(id));
    if (number > 0) {
        /* Two units of one name: its number on a light tab, as its name
         * says ("Archer 2"). */
        char text[16];
        snprintf(text, sizeof text, "%d", number);
        int px;
        SDL_Rect chip = board_slot_chip(u, slot, text, (int)(sq * 0.14f) + 4, 0, &px);
        board_draw_unit_chip(u, chip, px, text, ui_rgb(236, 232, 214), ui_rgb(20, 22, 30));
    }
}

void board_token_tooltip(ui *u, const board_layout *l, int id, const esc_game *shown, const esc_squad *const squads[ESC_SIDES],
                         const char *danger, bool threatened)
{
    board_token_tooltip_lead(u, l, id, shown, squads, "", danger, threatened);
}

/* The emblems of the battle on screen (board_use_look sets them). */
static int side_emblem[ESC_SIDES] = { 0, 1 };

void board_use_emblems(const int emblems[ESC_SIDES])
{
    for (int s = 0; s < ESC_SIDES; s++)
        side_emblem[s] = emblems ? emblems[s] : s;
}

/* The side lettered in upper case (board_use_letter_case). */
static int upper_side;

void board_use_letter_case(int side)
{
    upper_side = side == 1 ? 1 : 0;
}

char board_unit_letter(int id)
{
    int slot = esc_unit_slot(id);
    return (char)(esc_unit_side(id) == upper_side ? 'A' + slot : 'a' + slot);
}

int board_emblem(int side)
{
    return side_emblem[side & 1];
}

const char *board_emblem_words(int side)
{
    /* TRANSLATORS: a unit's tooltip: the white mark in its token's corner, one per seat's emblem. */
    static const char *const words[] = {
        N_("The white dot in its corner: its side's mark."),
        N_("The white triangle in its corner: its side's mark."),
        N_("The white square in its corner: its side's mark."),
        N_("The white diamond in its corner: its side's mark."),
        N_("The white star in its corner: its side's mark."),
        N_("The white hexagon in its corner: its side's mark."),
        N_("The white cross in its corner: its side's mark."),
        N_("The white upside-down triangle in its corner: its side's mark."),
    };
    int shape = (int)ui_seat_emblem(board_emblem(side));
    return shape >= 0 && shape < (int)(sizeof words / sizeof words[0]) ? _(words[shape]) : "";
}

void board_token_tooltip_lead(ui *u, const board_layout *l, int id, const esc_game *shown,
                              const esc_squad *const squads[ESC_SIDES], const char *lead, const char *danger, bool threatened)
{
    const esc_unit_state *st = &shown->units[id];
    if (!u->draw || st->square == ESC_NO_SQUARE)
        return;
    SDL_Rect r = board_square_rect(l, st->square);
    if (!ui_hover(u, r))
        return;
    int side = esc_unit_side(id), slot = esc_unit_slot(id);
    char name[ESC_NAME_MAX + 16], tip[1600];
    esc_unit_display_name(squads[side], slot, name, (int)sizeof name);
    char letter = board_unit_letter(id);
    int n = snprintf(tip, sizeof tip, "%s%s", lead && lead[0] ? lead : "", lead && lead[0] ? " " : "");
#define ADD(...) n += snprintf(tip + n, (size_t)n < sizeof tip ? sizeof tip - (size_t)n : 0, __VA_ARGS__)
    /* TRANSLATORS: a unit's tooltip on the board: its name ("Archer 2"), the letter on its token's left tab. */
    ADD(_("%s (letter %c on its token)."), name, letter);
    ADD(" %s", board_emblem_words(side)); /* play-test 13: the dot and the triangle were named nowhere */
    if (esc_unit_name_number(squads[side], slot) > 0)
        /* TRANSLATORS: a unit's tooltip: the number beside its token's letter tells units of one name apart. */
        ADD(" %s", _("The number beside its letter tells it from the units of the same name."));
    if (board_unit_mark_of(id) != BOARD_MARK_NONE)
        ADD(" %s", board_mark_text(board_unit_mark_of(id)));
    int portraits[ESC_SIDES][ESC_SQUAD_MAX];
    for (int s = 0; s < ESC_SIDES; s++)
        assets_squad_portraits(squads[s], portraits[s], ESC_SQUAD_MAX);
    char variant[300];
    board_variant_text(squads, (const int(*)[ESC_SQUAD_MAX])portraits, side, slot, variant, sizeof variant);
    if (variant[0])
        ADD(" %s", variant); /* play-test 3: the diamonds were not explained */
    if (danger && danger[0])
        /* TRANSLATORS: a unit's tooltip: the badge at the top of its token ("-2", "KO", "3→1"), then "Enemy's next
         * turn: up to 2 damage". */
        ADD(" %s %s.", _("The badge at the top of its token: the most Health the enemy can take from it in its next turn (KO: all of it)."),
            danger);
    else if (threatened)
        /* TRANSLATORS: a unit's tooltip: the "!" and orange ring of the threat overlay. */
        ADD(" %s", _("The orange ring and \"!\": an enemy can hit it next turn."));
    if (st->flags & ESC_UF_STANCE)
        ADD(" %s %s", board_status_text(0), board_stance_counter_text());
    bool on[BOARD_STATUSES] = { false, esc_game_is_suppressed(shown, id), !esc_game_targetable(shown, id),
                                esc_game_is_overcharged(shown, id), st->guarded_by != ESC_NO_UNIT };
    for (int k = 1; k < BOARD_STATUSES; k++)
        if (on[k])
            ADD(" %s", board_status_text(k));
    /* Who guards whom, by name (play-test 10): on the guarded unit and on its guardian. */
    for (int other = 0; other < ESC_MAX_UNITS; other++) {
        int ward = shown->units[other].guarded_by == id ? other : st->guarded_by == other ? id : ESC_NO_UNIT;
        if (ward == ESC_NO_UNIT || shown->units[other].square == ESC_NO_SQUARE)
            continue;
        int by = ward == id ? other : id;
        char guard[ESC_NAME_MAX + 16], warded[ESC_NAME_MAX + 16], gsq[3], wsq[3];
        esc_unit_display_name(squads[esc_unit_side(by)], esc_unit_slot(by), guard, (int)sizeof guard);
        esc_unit_display_name(squads[esc_unit_side(ward)], esc_unit_slot(ward), warded, (int)sizeof warded);
        esc_square_name(shown->units[by].square, gsq);
        esc_square_name(shown->units[ward].square, wsq);
        ADD(" ");
        /* TRANSLATORS: a unit's tooltip, the green link on the board: the guardian and its square, the guarded
         * unit and its square. */
        ADD(_("Green link: %s (%s) guards %s (%s)."), guard, gsq, warded, wsq);
    }
#undef ADD
    board_square_tooltip(u, l, r, tip);
}

void board_square_tooltip(ui *u, const board_layout *l, SDL_Rect r, const char *tip)
{
    /* Play-test 11: a card right of a square near the board's right edge
     * lay over the side panel (Move, End turn, the unit card's title): when
     * a card of the widest kind would reach the panel, the room to the
     * right is kept clear too, so the card goes left of the neighbours
     * (where there is room for it there). */
    SDL_Rect clear = board_tooltip_keep_clear(l, r);
    int widest = ui_px(u, 346); /* ui_draw_tooltip's widest card and its gap */
    if (clear.x + clear.w + widest > l->panel.x && l->panel.w > 0 && l->panel.x > clear.x && clear.x - widest >= 4)
        clear.w = l->top.w - clear.x;
    ui_tooltip_clear(u, r, tip, clear);
}

SDL_Rect board_tooltip_keep_clear(const board_layout *l, SDL_Rect r)
{
    /* The card goes beside the hovered square's neighbours, never over them:
     * the squares around it stay in sight (play-test 9: cards hid the units
     * being looked at). It goes right next to them, near the pointer, not
     * at the board's edge over the score and the log (play-test 10). */
    SDL_Rect corner0 = board_square_rect(l, 0), corner1 = board_square_rect(l, 63), board;
    SDL_UnionRect(&corner0, &corner1, &board);
    SDL_Rect around = { r.x - r.w, r.y - r.h, 3 * r.w, 3 * r.h };
    SDL_Rect clear;
    if (!SDL_IntersectRect(&around, &board, &clear))
        clear = r;
    return clear;
}

int board_obstacle_look(int square)
{
    /* Three pictures (assets.c: two rocks, a ruin), chosen by the square. */
    return (esc_square_file(square) * 3 + esc_square_rank(square)) % 3 == 2 ? BOARD_OBSTACLE_RUIN : BOARD_OBSTACLE_ROCK;
}

void board_obstacle_tooltip(ui *u, const board_layout *l, const esc_game *g)
{
    if (!u->draw)
        return;
    for (int sq = 0; sq < ESC_SQUARES; sq++) {
        if (!(g->obstacles & esc_bit(sq)))
            continue;
        SDL_Rect r = board_square_rect(l, sq);
        if (!ui_hover(u, r))
            continue;
        char name[8], tip[400];
        esc_square_name(sq, name);
        snprintf(tip, sizeof tip, "%s (%s): %s",
                 board_obstacle_look(sq) == BOARD_OBSTACLE_RUIN
                     /* TRANSLATORS: tooltip of an obstacle square drawn as a ruined wall. */
                     ? _("Wall")
                     /* TRANSLATORS: tooltip of an obstacle square drawn as a rock. */
                     : _("Rock"),
                 name,
                 /* TRANSLATORS: tooltip of an obstacle square, after "Rock (d5): " or "Wall (d5): ". */
                 _("an obstacle. It blocks movement (no unit can stand on it or pass through it) and line of sight "
                   "(no attack or ability that needs sight crosses it)."));
        board_square_tooltip(u, l, r, tip);
    }
}

int board_unit_variant(const esc_squad *const squads[ESC_SIDES], const int portraits[ESC_SIDES][ESC_SQUAD_MAX],
                       int side, int slot)
{
    if (side < 0 || side >= ESC_SIDES || slot < 0 || slot >= squads[side]->n_units || slot >= ESC_SQUAD_MAX)
        return 0;
    const char *name = squads[side]->units[slot].name;
    int portrait = portraits[side][slot];
    /* The unit types (one name is one type) with this picture, in the order
     * they come in the match: the first has none, the next one pip, ... Every
     * type of the shipped data has a picture of its own (play-test 5), so this
     * marks only types a player made that still share one. */
    const char *seen[ESC_MAX_UNITS];
    int n = 0;
    for (int s = 0; s < ESC_SIDES; s++)
        for (int k = 0; k < squads[s]->n_units && k < ESC_SQUAD_MAX; k++) {
            if (portraits[s][k] != portrait)
                continue;
            const char *other = squads[s]->units[k].name;
            int i = 0;
            while (i < n && strcmp(seen[i], other) != 0)
                i++;
            if (i == n)
                seen[n++] = other;
            if (strcmp(other, name) == 0)
                return i;
        }
    return 0;
}

void board_variant_text(const esc_squad *const squads[ESC_SIDES], const int portraits[ESC_SIDES][ESC_SQUAD_MAX], int side,
                        int slot, char *out, size_t size)
{
    out[0] = '\0';
    if (side < 0 || side >= ESC_SIDES || slot < 0 || slot >= squads[side]->n_units || slot >= ESC_SQUAD_MAX)
        return;
    int mine = board_unit_variant(squads, portraits, side, slot);
    /* The other type the mark tells it from: the unmarked one, for a marked
     * unit; the first marked one, for the unmarked. */
    int want = mine > 0 ? 0 : 1, marks = 0;
    const char *other = NULL;
    for (int s = 0; s < ESC_SIDES && !other; s++)
        for (int k = 0; k < squads[s]->n_units && k < ESC_SQUAD_MAX && !other; k++)
            if (portraits[s][k] == portraits[side][slot] && board_unit_variant(squads, portraits, s, k) == want &&
                strcmp(squads[s]->units[k].name, squads[side]->units[slot].name) != 0) {
                other = squads[s]->units[k].name;
                marks = want;
            }
    if (!other)
        return;
    char diamonds[16] = "";
    for (int i = 0; i < (mine > 0 ? mine : marks) && i < 3; i++)
        strcat(diamonds, "\u25C6");
    if (mine > 0)
        /* TRANSLATORS: a unit's tooltip and card when another unit type has the same picture: the yellow
         * diamonds (◆) drawn beside its token's letter, the other type's name. */
        snprintf(out, size, _("Marked %s to tell it from the %s, which has the same picture."), diamonds,
                 i18n_content(other));
    else
        /* TRANSLATORS: a unit's tooltip and card when another unit type has the same picture and is marked
         * with yellow diamonds (◆): the other type's name, its diamonds. */
        snprintf(out, size, _("No mark: the %s has the same picture and is marked %s."), i18n_content(other), diamonds);
}

void board_draw_variant_mark(ui *u, float x, float y, float sq, int variant, float alpha)
{
    if (variant <= 0 || alpha <= 0.5f)
        return;
    int pips = variant < 3 ? variant : 3;
    /* In the mark's slot (board_token_slot), its diamonds sized to fit it. */
    SDL_Rect slot = board_token_slot((SDL_Rect){ (int)(x - sq / 2.0f), (int)(y - sq / 2.0f), (int)sq, (int)sq },
                                     BOARD_SLOT_MARK);
    float r = (float)slot.w / (2.3f * (float)pips + 0.6f + 2.0f) * 1.0f, gap = r * 2.3f;
    float w = gap * (float)pips + r * 0.6f, h = r * 2.8f;
    float cx = (float)slot.x + (float)slot.w / 2.0f, cy = (float)slot.y + (float)slot.h / 2.0f;
    SDL_Rect pill = { (int)(cx - w / 2.0f), (int)(cy - h / 2.0f), (int)w, (int)h };
    ui_fill(u, ui_rect(pill.x - 1, pill.y - 1, pill.w + 2, pill.h + 2), ui_rgba(240, 240, 240, 230));
    ui_fill(u, pill, ui_rgba(20, 22, 30, 235));
    for (int i = 0; i < pips; i++) {
        float px = cx - gap * (float)(pips - 1) / 2.0f + gap * (float)i;
        /* A diamond: the same at any size, no asset. */
        SDL_Color c = ui_rgba(255, 236, 150, 255);
        SDL_Vertex v[4] = {
            { { px, cy - r }, c, { 0, 0 } }, { { px + r, cy }, c, { 0, 0 } },
            { { px, cy + r }, c, { 0, 0 } }, { { px - r, cy }, c, { 0, 0 } },
        };
        int idx[6] = { 0, 1, 2, 0, 2, 3 };
        SDL_SetRenderDrawBlendMode(u->r, SDL_BLENDMODE_BLEND);
        SDL_RenderGeometry(u->r, NULL, v, 4, idx, 6);
    }
}

void board_draw_guard_links(ui *u, const board_layout *l, const esc_game *shown, bool dots)
{
    /* Play-test 10: the guarded unit's icon did not say who guards it. A
     * green link joins guardian and guarded under the tokens, with a dot
     * half-way over them; both tokens' tooltips name the pair. */
    for (int id = 0; id < ESC_MAX_UNITS; id++) {
        const esc_unit_state *st = &shown->units[id];
        int by = st->guarded_by;
        if (by == ESC_NO_UNIT || by < 0 || by >= ESC_MAX_UNITS || st->square == ESC_NO_SQUARE ||
            shown->units[by].square == ESC_NO_SQUARE)
            continue;
        float x0, y0, x1, y1, s = (float)l->sq;
        int from = shown->units[by].square, to = st->square;
        board_to_pixels(l, (float)esc_square_file(from) + 0.5f, (float)esc_square_rank(from) + 0.5f, &x0, &y0);
        board_to_pixels(l, (float)esc_square_file(to) + 0.5f, (float)esc_square_rank(to) + 0.5f, &x1, &y1);
        SDL_Color c = ui_rgba(120, 255, 170, 200);
        if (!dots) {
            draw_line(u->r, x0, y0, x1, y1, s * 0.03f + 1, c);
            continue;
        }
        float bx = x0 + (x1 - x0) * 0.5f, by_ = y0 + (y1 - y0) * 0.5f;
        draw_disc(u->r, bx, by_, s * 0.11f, ui_rgba(20, 60, 40, 235));
        draw_disc(u->r, bx, by_, s * 0.08f, c);
    }
}
