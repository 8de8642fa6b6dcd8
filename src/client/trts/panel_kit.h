/*
 * TRTS's side panel, the parts its blocks share: the panel's layout cursor (pl),
 * its lines, hints and buttons (a button asked of the core is disabled with the
 * reason as its tooltip), a unit's pick toggle and the block listing the units
 * to pick in an area (kit in panel_kit.c); and the combat blocks panel.c draws
 * during an engagement (panel_combat.c), the economy block (panel_economy.c)
 * and Macro's picked area (panel_area.c).
 * panel.c calls them; panel_combat.c, panel_economy.c and panel_area.c call the kit; the kit
 * calls none of them.
 */
#ifndef SKIRMISH_TRTS_PANEL_KIT_H
#define SKIRMISH_TRTS_PANEL_KIT_H

#include "trts/play_internal.h"

typedef struct pl {
    ui *u;
    app *a;
    trts_screen *c;
    int x, y, w, top, bottom;
    int row, gap, px;
} pl;

/* Inside the scrolled part of the panel? */
bool trts_pk_fits(const pl *L, int y, int h);
/* A line of text (a long translation wraps); moves the cursor down. */
void trts_pk_line(pl *L, const char *text, bool bold, SDL_Color col);
/* A wrapped line of help. */
void trts_pk_hint(pl *L, const char *text);
/* Macro's build list: a warning line when the area has no free slot for the
 * greyed buildings, nothing otherwise. */
void trts_pk_slot_line(pl *L, int worker, int area);
/* A button asked of the core: disabled with the reason as its tooltip. */
bool trts_pk_button(pl *L, SDL_Rect r, const char *label, trts_why why);
/* The same with what the button makes in its tooltip (the reason first when disabled). */
bool trts_pk_tip_button(pl *L, SDL_Rect r, const char *label, trts_why why, const char *tip);
bool trts_pk_act(pl *L, trts_action a);
/* Notes what the panel shows now (phase, seat, round, actions) and when that
 * last changed: trts_panel calls it every frame. */
void trts_pk_watch(trts_screen *c, Uint32 now);
/* Would an Enter now count (play-test 16): pressed after the prompt on
 * screen appeared and its first moment, not held since before it. */
bool trts_pk_enter_fresh(const trts_screen *c, Uint32 now);
/* Whether Enter was pressed now (not while the map has the keyboard, where
 * Enter drags), and not within a moment of the panel changing: a second Enter
 * pressed at once, or on a panel that has just changed, does nothing. */
bool trts_pk_enter(const pl *L);
/* The phase's main button (when `enter`): a button as trts_pk_button with its
 * key shown at its right end ("Enter", in the tooltip when the label leaves no
 * room), pressed by Enter too. */
bool trts_pk_main_button(pl *L, SDL_Rect r, const char *label, trts_why why, bool enter);
/* The same for a button that commits a fight (Stay, Fight): Enter takes it
 * only when the button shows the word "Enter" (play-test 16). */
bool trts_pk_fight_button(pl *L, SDL_Rect r, const char *label, trts_why why);
/* The pieces of a set in the order lists show them: by type, then number
 * ("Trooper 4, Trooper 5, Trooper 6"); returns how many. */
int trts_pk_sorted(const trts_screen *c, const trts_set *set, int *out);
/* A toggle row for a unit: picked or not. */
void trts_pk_unit_toggle(pl *L, int i, trts_set *set, bool show_area);
/* The hint, then the seat's units in the area concerned, each a toggle. */
void trts_pk_pick_block(pl *L, const char *hint_text);

/* panel_combat.c: the blocks of an engagement, and the latest combat shown step by step. */
void trts_panel_retreat_block(pl *L, bool defence);
void trts_panel_targets_block(pl *L);
void trts_panel_keep_block(pl *L);
void trts_panel_reposition_block(pl *L);
void trts_panel_combat_log(pl *L);
/* forecast.c: the fight Attack would start, under the group's buttons (nothing
 * when Attack is refused). */
void trts_panel_forecast(pl *L);

/* panel_economy.c: an area's income as one line (empty when it has nothing to
 * explain), and the block under the bank: next round's income, where it comes
 * from, and the economy's warning in a slot of fixed height. */
void trts_panel_income_line(const trts_state *s, int v, int area, char *out, size_t size);
void trts_panel_economy(pl *L, int v);
/* The economy plan (play-test 14): what a second depot costs and the round
 * the bank reaches it at the core's income forecast, in `plan`; in `warn`
 * that the start areas run dry first (or the game ends first), else empty.
 * Returns the round reached (the current one: enough now; 0: never), or -1
 * with both empty when nothing runs dry still ahead. */
int trts_panel_hq_plan(const trts_state *s, int v, char *plan, size_t plan_size, char *warn, size_t warn_size);
/* panel_economy.c: has `p` given an order in this Macro entry? */
bool trts_panel_macro_orders(const trts_screen *c, int p);
/* panel_economy.c: the next useful step in Macro (play-test 13: a newcomer sat
 * on 11 to 20 minerals for eight rounds), from the core's legal actions: the
 * bank about to overflow, else, while nothing is ordered, an army unit to
 * train, a building to train one at, or a worker; "" when none. Returns 1
 * for the bank's warning, 2 for a step, 0 when nothing is said. */
int trts_panel_next_step(const trts_screen *c, int v, int income, char *out, size_t size);
/* panel_area.c: Macro's picked area: income, gas split, workers, construction, repairs. */
void trts_panel_area(pl *L);
/* A button's label: what is made and its cost ("Trooper 1m", "Breacher 2m 1g"). */
void trts_pk_cost_text(char *out, size_t n, const char *name, int minerals, int gas);

#endif
