/*
 * The battle screen's geometry and the drawing of the board: tiles, obstacles, the
 * objective zone, units (token in the side's colour and shape, portrait, Health
 * bar, status icons), the overlays the input state machine asks for, and the
 * animation's effects. Everything it shows about the rules comes from the core.
 */
#ifndef SKIRMISH_CLIENT_BOARD_VIEW_H
#define SKIRMISH_CLIENT_BOARD_VIEW_H

#include "board/anim.h"
#include "board/input.h"
#include "skirmish/core/esc/scenario.h"
#include "shell/ui.h"

typedef struct board_layout {
    SDL_Rect board;    /* the 8x8 squares */
    int sq;            /* side of a square, pixels */
    SDL_Rect panel;    /* the side panel */
    SDL_Rect top;      /* the top bar */
    SDL_Rect prompt;   /* the line under the board */
    /* Turned half a turn (rank 8 at the bottom, file h at the left): a game
     * that opens the board for its own battles keeps each player on the same
     * side of the screen (board_use_flip), whichever board side it fights as. */
    bool flipped;
} board_layout;

/* The layouts computed from now on are turned (true) or not: one battle is on
 * screen at a time; the battle screen sets it from its match each frame. */
void board_use_flip(bool flipped);
board_layout board_layout_compute(int w, int h, float scale);
/* The square under a pixel, ESC_NO_SQUARE outside the board. */
int board_square_at(const board_layout *l, int x, int y);
SDL_Rect board_square_rect(const board_layout *l, int square);
/* Board coordinates (file + 0.5, rank + 0.5 at a centre) to pixels. */
void board_to_pixels(const board_layout *l, float fx, float fy, float *x, float *y);
/* Where each thing drawn on a unit's token goes inside its square (play-test
 * 11: the letter, the threat badge, "KO" and the damage preview piled up on
 * one token). No two slots share a pixel and all lie inside the square, at
 * every size: DANGER, top left: one badge, the first of the action's damage
 * preview ("-2", "KO"), the hovered enemy's arrow chip, the worst case of the
 * enemy's next turn ("-1", "KO", "3→1"), the threat "!"; STATUS, the right
 * column: the status icons, one under the other; LETTER, left: the unit's
 * letter; MARK, beside it: the crown or flag, else its number ("Archer 2"),
 * else the same-picture diamonds; HEALTH, the foot: the Health bar. */
enum { BOARD_SLOT_DANGER, BOARD_SLOT_STATUS, BOARD_SLOT_LETTER, BOARD_SLOT_MARK, BOARD_SLOT_HEALTH, BOARD_SLOTS };
SDL_Rect board_token_slot(SDL_Rect square, int slot);
/* A text chip wholly inside `slot` (as large as `px`, smaller down to the
 * least readable size when it must), its font size in *px_out; aligned to the
 * slot's left (-1), centre (0) or right (1). */
SDL_Rect board_slot_chip(ui *u, SDL_Rect slot, const char *text, int px, int align, int *px_out);

extern const SDL_Color board_side_colour[ESC_SIDES];
/* A side's look on the board now: its colour (board_side_colour) and emblem (the
 * seat whose ui_emblem it shows: the side itself), or those of the players of
 * the game whose battle is open (board_use_look; NULL goes back to the default),
 * so a campaign's player keeps the colour and emblem it has on the map. Every
 * token, card, die and result drawn takes them from here; the cached tokens are
 * keyed by them (view.c). */
SDL_Color board_colour(int side);
int board_emblem(int side);
void board_use_look(const SDL_Color colours[ESC_SIDES], const int emblems[ESC_SIDES]);
/* The token shape each side shows (0: the disc, 1: the other), NULL: its own
 * (side 0 the disc); a campaign's player at the bottom keeps the disc. */
void board_use_shapes(const int shapes[ESC_SIDES]);

/* The whole board with units and overlays. `game` is the current state (for
 * overlays), the animation's `shown` state is what is drawn. `preview`, when not
 * NULL, is an action whose losses are shown on the Health bars (an ability button
 * under the pointer, such as Sweep); otherwise the action a click on the hovered
 * square would make. */
void board_draw(ui *u, const board_layout *l, const esc_game *game, const board_anim_player *anim, const board_input *in,
                const esc_squad *const squads[ESC_SIDES], const esc_action *preview);
/* The squares of the viewer's units marked as threatened ("!" and a ring) when
 * the overlay is on: those the other side can hit next turn, except units it
 * may not target (Tactical Retreat). 0 with the overlay off. */
esc_bits board_threatened_units(const esc_game *game, const board_input *in);
/* The shown animation step's effects (shots, blows, sparks, abilities'
 * rings, floating damage) over the units (board/view_effects.c). */
void board_draw_effects(ui *u, const board_layout *l, const board_anim_player *anim);
/* With the pointer on an enemy unit (not the current choice's target): arrows
 * to the viewer's units it can hit next turn, each with the most it can take
 * (board/view_intent.c, board/intent.h). */
void board_draw_intent(ui *u, const board_layout *l, const esc_game *g, const board_input *in);
/* What those arrows mean, for the hovered enemy's tooltip ("" when none are drawn). */
void board_intent_legend(const esc_game *g, const board_input *in, char *out, size_t size);
/* The chip the hovered enemy's arrow puts on unit `id` ("KO", "-2"), or ""
 * (play-test 10: the same "KO" at the token's foot too was clutter). */
void board_intent_chip(const esc_game *g, const board_input *in, int id, char *out, size_t size);
/* True while a hovered enemy's arrows are drawn: the tokens' danger slots
 * then speak of that enemy only (its chips), not of the whole enemy side. */
bool board_intent_active(const esc_game *g, const board_input *in);
/* A short text on a chip over a unit (the attack forecast "-2" or "KO", the
 * damage floating up from a hit): as near (centre x, cy) as it can be while
 * staying wholly inside `square`, at `px` or smaller down to the smallest
 * readable size when a longer word would not fit (play-test 3: the forecast
 * ran past the square's edge, and a rising "-1" ended between two squares).
 * Its font size in *px_out. */
SDL_Rect board_unit_chip(ui *u, SDL_Rect square, float cx, float cy, const char *text, int px, int *px_out);
void board_draw_unit_chip(ui *u, SDL_Rect chip, int px, const char *text, SDL_Color back, SDL_Color ink);
/* Where a floating damage number is drawn `age` seconds after it appeared:
 * its chip, inside the hit unit's square (board_unit_chip), rising a little;
 * its text ("-2", "blocked", or "-0" where the word does not fit) in `text`. */
SDL_Rect board_floater_chip(ui *u, const board_layout *l, const board_anim_floater *f, char *text, size_t size,
                            int *px_out);
/* The five statuses, in the order of their icons: stance, suppressed,
 * untargetable, overcharged, guarded. A short explanation for tooltips, translated. */
#define BOARD_STATUSES 5
const char *board_status_text(int status);
/* ---- what a token carries beyond its picture (board/view_marks.c) ---- */
/* The units' marks (board_match.mark, by unit id) the board draws from now on;
 * NULL: none. The battle screen sets them from its match each frame. */
void board_use_marks(const unsigned char marks[ESC_MAX_UNITS]);
int board_unit_mark_of(int unit);
/* A mark's meaning for tooltips ("Crown: this is the Hero..."), translated; "" for none. */
const char *board_mark_text(int kind);
/* How a defensive stance, taken again every turn, is beaten (tooltips, card, help). */
const char *board_stance_counter_text(void);
/* Over unit `id`'s token centred at (x, y): its stance ring, its mark (crown,
 * flag) and, when it shares its name with another unit of its squad, its number. */
void board_draw_token_marks(ui *u, const board_layout *l, float x, float y, int id, const esc_game *shown,
                            const esc_squad *squad, float alpha);
/* Two unit types of a match with the same portrait (Hill Picket and Spearman,
 * play-test 3) are told apart by a mark: 0 for the first type with that
 * picture in the match (both squads, in order), 1 for the next, ... */
int board_unit_variant(const esc_squad *const squads[ESC_SIDES], const int portraits[ESC_SIDES][ESC_SQUAD_MAX],
                       int side, int slot);
/* What that mark means for this unit, for its tooltip and card: "Marked ◆ to
 * tell it from the Spearman, which has the same picture." (or, for the
 * unmarked type, which type is marked); "" when no other type shares its
 * picture. Translated. */
void board_variant_text(const esc_squad *const squads[ESC_SIDES], const int portraits[ESC_SIDES][ESC_SQUAD_MAX], int side,
                        int slot, char *out, size_t size);
/* That mark on a token centred at (x, y), `sq` the square's size: `variant`
 * small diamonds on a dark pill in its mark's slot (nothing for 0). */
void board_draw_variant_mark(ui *u, float x, float y, float sq, int variant, float alpha);
/* A tooltip for board square (or token) `r`, placed clear of it and its
 * neighbours: over the side panel when it fits, else beside or below them. */
void board_square_tooltip(ui *u, const board_layout *l, SDL_Rect r, const char *tip);
/* What such a tooltip keeps clear of for square `r`: it and its neighbours,
 * on to the board's edge on the panel's side. */
SDL_Rect board_tooltip_keep_clear(const board_layout *l, SDL_Rect r);
/* The white mark in the corner of `side`'s tokens (its seat's emblem), in words:
 * "The white dot in its corner is its side's mark, …" (play-test 13). */
const char *board_emblem_words(int side);
/* The seats' emblems of the battle on screen, for board_emblem (board_use_look
 * passes them on; NULL: the first two seats'). */
void board_use_emblems(const int emblems[ESC_SIDES]);
/* A unit's letter on its token's tab, in its card and its tooltip: its squad
 * slot, upper case (A-F) for the side board_use_letter_case names, lower case
 * (a-f) for the other. By default side 0 is upper case, as in the position
 * notation; a campaign battle names the side at the bottom (the human against
 * a computer, Player 1 of two at one screen), so a player's letters keep their
 * case from battle to battle (play-test 14: they flipped with the board side). */
void board_use_letter_case(int side);
char board_unit_letter(int id);
/* The tooltip of the unit's square: `lead` first when not "" (why the
 * selected unit cannot see it), its name and letter, and every mark drawn
 * on it (`danger`: the worst-case line, board_worst_line, when its badge is
 * drawn, else ""; `threatened`: the threat mark). */
void board_token_tooltip_lead(ui *u, const board_layout *l, int id, const esc_game *shown,
                              const esc_squad *const squads[ESC_SIDES], const char *lead, const char *danger, bool threatened);
/* The same with no lead. */
void board_token_tooltip(ui *u, const board_layout *l, int id, const esc_game *shown,
                         const esc_squad *const squads[ESC_SIDES], const char *danger, bool threatened);
/* Which picture an obstacle square shows (the core knows one kind of obstacle;
 * the picture only varies the look): BOARD_OBSTACLE_ROCK or _RUIN. */
enum { BOARD_OBSTACLE_ROCK, BOARD_OBSTACLE_RUIN };
int board_obstacle_look(int square);
/* The hovered obstacle's tooltip: what it is, as drawn, and what it does in
 * the rules (docs/rules.md §1 and §5: no unit enters it, it blocks sight). */
void board_obstacle_tooltip(ui *u, const board_layout *l, const esc_game *g);
/* A green link from each guardian to the ally it guards (under the tokens),
 * or (dots) the dot half-way, over them; the tokens' tooltips name the pair. */
void board_draw_guard_links(ui *u, const board_layout *l, const esc_game *shown, bool dots);

/* ---- a scenario's zones (board/view_zones.c) ---- */
/* The zones' labels drawn from now on, from the scenario's objectives' labels
 * (NULL: none, each zone then named by its objective's kind); the battle
 * screen sets them from its match each frame; shipped: the labels are a
 * shipped scenario's, translated (a player's own are shown as typed). */
void board_use_zone_labels(const char labels[ESC_OBJECTIVES_MAX][ESC_SCENARIO_LABEL_MAX], const esc_scenario_rules *rules,
                           bool shipped);
/* A scenario's own text (its name, briefing, a side's name, a label) as
 * shown: a shipped scenario's translated by the content catalogue, a player's
 * own exactly as typed (esc_scenario.shipped; play-test 13: a side the player
 * named "Raiders" showed as "Pillards" in French). */
const char *board_scenario_text(const esc_scenario *s, const char *text);
/* NULL when one of the scenario's objectives is side's (or either side's);
 * else what that means for it, translated ("can win only on points at the
 * round limit", per the round limit's ruling): the editor warns of it and the
 * briefing says it (view_zones.c). */
const char *board_no_objective_words(const esc_scenario_rules *r, int side);
const char *board_zone_label(int zone);
/* Each zone of the game's scenario tinted and outlined in its side's colour
 * (colour[side], board_colour's), labelled; escort exits marked. Nothing for a
 * standard game. */
void board_draw_zones(ui *u, const board_layout *l, const esc_game *g, const SDL_Color colour[ESC_SIDES]);
/* The zones' labels ("Bridgehead"), drawn over the units, never over one
 * while a square next to it is free: where zone z's label is ({0} for none). */
SDL_Rect board_zone_label_rect(ui *u, const board_layout *l, const esc_game *g, int z);
/* The zones' labels drawn. */
void board_draw_zone_labels(ui *u, const board_layout *l, const esc_game *g, const SDL_Color colour[ESC_SIDES]);

/* A unit's token and portrait in any rectangle (the panel's card uses it). */
void board_draw_unit_token(ui *u, SDL_Rect r, int side, int portrait, float alpha, bool selected, bool cached);

/* Drawing primitives on the renderer. */
void draw_disc(SDL_Renderer *r, float cx, float cy, float radius, SDL_Color c);
void draw_ring(SDL_Renderer *r, float cx, float cy, float radius, float width, SDL_Color c);
void draw_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float width, SDL_Color c);
void draw_diamond(SDL_Renderer *r, float cx, float cy, float radius, SDL_Color c);

#endif
