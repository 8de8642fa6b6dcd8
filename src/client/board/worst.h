/*
 * What the enemy can do to the player's units next turn, for the board and the
 * unit card: the rules core's esc_game_worst_case, asked only when the position
 * changes (a small cache keyed by the whole state), and the action the pointer
 * previews now (a move, an attack, an ability), whose position is asked too so
 * the player sees how it changes the worst case before committing.
 */
#ifndef SKIRMISH_CLIENT_BOARD_WORST_H
#define SKIRMISH_CLIENT_BOARD_WORST_H

#include <stdbool.h>

#include "board/input.h"
#include "skirmish/core/esc/game.h"

/* The worst case of `side`'s units for `game` (cached; the pointer stays valid
 * until the next call). */
const esc_worst_case *board_worst_case(const esc_game *game, int side);
/* The action a click (or the hovered ability button, `preview_ability`) would
 * play now, when it is legal: a move to the hovered empty square, an attack or
 * an ability on the hovered unit or square, the hovered button's ability. */
bool board_worst_preview_action(const esc_game *game, const board_input *in, int preview_ability, esc_action *out);
/* The worst case now and, when an action is previewed, after it (*after NULL
 * when none); false when the worst case is not shown (not the battle, no human
 * viewer). */
bool board_worst_cases(const esc_game *game, const board_input *in, int viewer, int preview_ability,
                       const esc_worst_case **now, const esc_worst_case **after);
/* "-2", "KO", or "3→1" when the previewed action changes it: the badge's text
 * for unit `id` (empty when there is nothing to say). */
void board_worst_badge(const esc_worst_case *now, const esc_worst_case *after, int id, char *out, size_t size);

/* The badge in the danger slot of the viewer's unit `id`: the worst case of
 * the whole enemy side's next turn (board_worst_badge), the same with the
 * pointer on one enemy as without (play-test 13: that enemy's own "-2" in its
 * place read as the whole danger, and an Outrider's 2 and a Lancer's Charge of
 * 1 killed a Spearman of 3 Health marked "-2"). "" when there is nothing to say
 * or the danger overlay is off (T: play-test 16, off hides all of it). */
void board_danger_badge(const esc_game *game, const board_input *in, int preview_ability, int id, char *out,
                        size_t size);

/* Whether the enemy can hit unit `id` next turn (damage, or a hit its stance
 * cancels): the one test behind the threat mark, the hatching under the unit
 * and the card's line, so they never disagree. */
bool board_worst_threatened(const esc_worst_case *w, int id);

/* The one wording of that danger, for the unit card and the move preview's
 * tooltip alike: "Enemy's next turn: up to 2 damage; after this: out of its
 * reach (its stance blocks 1)". `after` may be NULL; "" when `now` is. */
void board_worst_line(const esc_worst_case *now, const esc_worst_case *after, int id, char *out, size_t size);

#endif
