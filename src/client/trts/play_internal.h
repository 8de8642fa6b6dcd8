/*
 * What TRTS's files share. Calls run one way, top to bottom (issue 36):
 *   setup.c (the setup screen, starting, loading, continuing, Learn to play)
 *   play.c (the game screen: map, input, the computer's turns, enter/leave)
 *   panel.c and its blocks, drop.c (drags played), pause.c, result.c, cover.c,
 *     report.c, lesson.c, board.c, lastturn*.c, forecast.c, route.c, repeat.c,
 *     takeback.c, help*.c
 *   control.c (an action applied and what follows it, covers, Undo, Save,
 *     autosave), judge.c (a drag judged and its refusal worded), events.c,
 *     tips.c
 *   names.c (seats' names and colours, areas' and pieces' names, what the
 *     viewer sees, who may act, which units the phase offers), content.c (the
 *     content service)
 * A screen below the game screen that needs it is handed it (the pause menu,
 * the move question); the end table's "New game" is where the opener said
 * (trts_play_args.again), so nothing below setup.c names the setup screen.
 */
#ifndef SKIRMISH_CLIENT_TRTS_PLAY_INTERNAL_H
#define SKIRMISH_CLIENT_TRTS_PLAY_INTERNAL_H

#include "shell/ui.h"
#include "trts/trts.h"

/* Applies an action of the current seat (player filled in): false with
 * c->message set when the core refuses it. */
bool trts_play_act(app *a, trts_screen *c, trts_action act);
/* A drag from area `from` to `to` on the map (drop.c): a move, a retreat or a
 * reposition; refused, the reason goes to c->message and c->drop_note. */
void trts_play_drop(app *a, trts_screen *c, int from, int to);
/* Judges a drop from `from` to `to` as trts_play_drop plays it (drop.c): the
 * units it would move, whether it is a retreat, and, refused, the reason in
 * words (the core's trts_test_move_way); TRTS_OK when legal. */
/* judge.c: the units a drop leaves where they stand (already in the target,
 * others of them moving), and those words ("Trooper 3 is already in North
 * Third and stays."), empty when none */
void trts_play_drop_stayers(const trts_screen *c, int to, trts_set *stay);
void trts_play_stayers_words(const trts_screen *c, int to, char *out, size_t size);
trts_why trts_play_judge_drop(const trts_screen *c, int from, int to, trts_set *units, bool *retreat, char *reason,
                              size_t size);
/* judge.c: a move refused because its way crosses an area the team does not
 * hold: that area, the farthest stop along the way (play-test 14), when a
 * drop there is legal; else -1. */
int trts_play_judge_stop(const trts_screen *c, int from, int to);
/* judge.c: walls, the borders where two areas' regions touch on the board
 * with no edge between them (play-test 14: East Crossing and North Watch
 * looked linked), found once per board build: each with points of the
 * border (world units); and whether areas a and b are walled apart so. */
#define TRTS_MAX_WALLS 48
#define TRTS_WALL_POINTS 400
typedef struct trts_wall {
    int a, b, n;
    float x[TRTS_WALL_POINTS], y[TRTS_WALL_POINTS];
} trts_wall;
const trts_wall *trts_play_walls(const trts_screen *c, int *n);
bool trts_play_not_linked(const trts_screen *c, int a, int b);
/* route.c: the route the units would take to `to` in words ("Route South Main →
 * South Expansion → South Third: 2 MP of 2"), "" when none. */
void trts_play_route_words(const trts_screen *c, const trts_set *units, int to, char *out, size_t size);
/* route.c: what a route costs, in one sentence under it while dragging ("Each
 * area entered costs 1 MP, ramps too; ..."), and when its last step climbs a ramp
 * into a fight, that there is no retreat from it; "" when no route. */
/* route.c: what a legal move costs beyond its MP, before it is made: units
 * that stay, the income it stops, and no Undo after it; empty when nothing */
void trts_play_move_warnings(const trts_screen *c, const trts_set *units, int to, char *out, size_t size);
/* route.c: next round's minerals when the move cuts them ("Next round: +4 →
 * +0 minerals."): 1, or 2 when it stops an area's minerals, else 0; and whether the move cannot be undone (Micro or
 * a group's move into an area not the team's alone). */
int trts_play_income_words(const trts_screen *c, const trts_set *units, int to, char *out, size_t size);
bool trts_play_move_final(const trts_state *s, int to);
void trts_play_route_rule(const trts_screen *c, const trts_set *units, int to, char *out, size_t size);
/* route.c: the area a held drag is over, when the seat to act drags (false: none). */
bool trts_play_drag_target(const trts_screen *c, int *to);
/* route.c: while a drag is held: the refusal at the target, or the route drawn
 * with its MP (in words too unless the forecast's box is shown). */
void trts_play_drag_preview(ui *u, const trts_screen *c, SDL_Rect view, bool forecast_shown);
/* For tests: where the refusal's note was last drawn. */
SDL_Rect trts_play_drop_note_rect(void);
/* c->drop_note in a box by c->drop_x/drop_y, off the tokens and names, inside
 * the map's `view` (drop.c). */
void trts_play_drop_note(ui *u, const trts_screen *c, SDL_Rect view);
/* memory.c: the enemy units each seat last saw in each area (its view only:
 * public pieces), for the forecast where nothing is seen now (play-test 15). */
#define TRTS_MEMORY_PIECES 12
typedef struct trts_seen_piece {
    int8_t owner, type, hp, shields;
    int16_t seen;
} trts_seen_piece;
typedef struct trts_area_memory {
    int16_t round; /* when last seen */
    int8_t n;
    trts_seen_piece p[TRTS_MEMORY_PIECES];
} trts_area_memory;
typedef struct trts_memory {
    trts_area_memory area[TRTS_MAX_PLAYERS][TRTS_MAX_AREAS];
} trts_memory;
void trts_memory_clear(trts_memory *m);
/* Notes what every seat sees in `s` (after each action, and over the record on load). */
void trts_memory_note(trts_memory *m, const trts_state *s);
/* What `seat` remembers in `area`; NULL: nothing. */
const trts_area_memory *trts_memory_at(const trts_memory *m, int seat, int area);
/* `s` with the remembered pieces put back in `area` (public), for the forecast. */
void trts_memory_fill(const trts_area_memory *k, const trts_state *s, int area, trts_state *out);
/* forecast.c: the combat forecast (the core's trts_forecast_fight, the seat's
 * view only) in a box by the pointer, inside the map's `view`, while a drag
 * or the active group's move would take units into an area with enemies. */
bool trts_forecast_box(ui *u, const trts_screen *c, SDL_Rect view); /* true when shown */
/* forecast.c: the forecast in five lines (title, both sides, the likely outcome,
 * what it cannot count) for `units` going into (or attacking in) `area`; false
 * when the seat sees no enemy piece there. */
bool trts_forecast_words(const trts_screen *c, const trts_set *units, int area, char lines[5][240]);
/* "Your group already fired this round: ..." when some of `units` attacked this
 * round (they cannot shoot in a fight they move into); false (out empty) when none did. */
bool trts_forecast_fired_words(const trts_screen *c, const trts_set *units, char *out, size_t size);
/* drop.c: a map drop as the player gives it. A move into an area
 * another team holds or contests (its marker there, or enemy pieces seen) is
 * asked first, with the forecast (play-test 7: a drag into an enemy area fought
 * at once, unforeseen): yes (Enter) plays it (trts_play_drop), no (Esc) leaves
 * everything as it was; any other drop is played at once. */
void trts_play_drop_asking(app *a, trts_screen *c, int from, int to);
/* A short line on what the phase is for and what the seat may do now (the
 * panel's header keeps it; NULL when the game is over). */
const char *trts_phase_explained(const trts_state *s);
/* Is the seat to act asked "retreat?" (a defence or an active retreat with at
 * least one legal retreat)? Without one the client stays for it. */
bool trts_play_retreat_possible(const trts_state *s);
/* Is the seat in an activation whose group has done nothing yet (the record's
 * last action its Activate)? End asks first then; Esc takes it back. */
bool trts_play_idle_activation(const trts_screen *c);
/* control.c: who sees what now (the hot-seat covers), the autosave kept up to
 * date, and the undo floor of a record (a loaded game): the actions after the
 * last one Undo may not reach back through. */
void trts_control_refresh_seat(trts_screen *c);
/* control.c, online: the states the server sent since (trts/remote.h) taken
 * in order, each noted in the event log, a combat shown step by step; a
 * refusal said in c->message; `note` false: taken silently (the screen opens). */
void trts_control_take(app *a, trts_screen *c, bool note);
void trts_control_autosave(app *a, trts_screen *c);
int trts_control_undo_floor(const trts_rules *rules, const trts_game_record *rec);
/* names.c: how many seats are people. */
int trts_play_humans(const trts_state *s);
/* content.c: the setup's seats and match made to fit its map; a new seed
 * (SKIRMISH_SEED when set); the rules the Load screen's titles replay with. */
void trts_setup_clamp(trts_content *k);
void trts_setup_seed_now(trts_client_setup *c);
const trts_rules *trts_title_rules(void);
/* Takes back the latest private actions (to the undo floor). */
bool trts_play_can_undo(const trts_screen *c);
void trts_play_undo(app *a, trts_screen *c);
bool trts_play_save(app *a, trts_screen *c);
/* cover.c: the hot-seat cover over the map and panel (`area`); T or its
 * button lifts it, never Space or Enter. */
void trts_cover_draw(ui *u, app *a, trts_screen *c, SDL_Rect area);
/* takeback.c: the record index of the order of this Macro (still undoable)
 * that began piece's production or construction, -1 none; and taking that
 * one order back whole (false, c->message saying why, when a later order
 * needs it). */
int trts_takeback_order(app *a, const trts_screen *c, int piece);
bool trts_takeback(app *a, trts_screen *c, int piece);
/* Opens the pause menu over the game screen `c` (pause.c). */
void trts_play_pause(app *a, trts_screen *c);
/* Is the piece visible to the screen's viewer? */
bool trts_play_visible(const trts_screen *c, int piece);
/* Is the human to act allowed to use the panel now (no cover, a human's input)? */
bool trts_play_human_input(const trts_screen *c);
/* Own units of the current player eligible for the phase's selection in `area`
 * (-1: every area). */
int trts_play_eligible(const trts_screen *c, int area, trts_set *out);
/* What an area is called on screen (docs/trts.md "Area names"): its name from
 * the map file ("North Main"), else its id, through the content catalogue. */
const char *trts_area_label(const trts_area *area);
/* A unit's or building's short name. */
const char *trts_play_piece_name(const trts_state *s, int piece);
/* Free building slots of an area as the screen's viewer may know them: the
 * buildings it cannot see are not counted (docs/trts.md "Hidden information"). */
int trts_play_free_slots(const trts_screen *c, int area);
/* The name of a piece as the combat log keeps it. */
const char *trts_play_log_name(const trts_state *s, const trts_log_piece *p);
/* The number shown after a piece's name as the screen's viewer knows it
 * (docs/trts.md "Piece numbers"): its team's own count for its own and its
 * allies' pieces, else the number it was seen by; 0 when it has none. Then the
 * name with it ("Trooper 3", "Trooper 3 (Ann)" when two players have the same
 * faction), of a piece of `s` and of one in the combat log (a static buffer, the
 * last four kept). */
int trts_play_piece_number(const trts_screen *c, const trts_state *s, int piece);
const char *trts_play_piece_label(const trts_screen *c, const trts_state *s, int piece);
const char *trts_play_log_label(const trts_screen *c, const trts_state *s, const trts_log_piece *p);
/* One hit of the combat log in words, with its maths: "  Technician 1 → Arbalest 5: 1 − armour 1 = 0 · armour 1
 * stops it" (panel_combat.c; out at least TRTS_LOG_LINE). */
#define TRTS_LOG_LINE 200
void trts_play_log_hit_line(const trts_screen *c, const trts_state *s, const trts_log_hit *hit, char *out, size_t size);

/* lesson.c: the coached first game's banner over the map (true when the event
 * was its own: no map input through it); the computer's turns while coached
 * (passive: each phase ended at once), else trts_ai_plan's; the step (tests). */
bool trts_lesson_run(ui *u, app *a, trts_screen *c, SDL_Rect view);
int trts_lesson_plan(const trts_screen *c, trts_action *out, int cap);
struct trts_lesson *trts_lesson_new(const trts_screen *c);
int trts_lesson_step(const trts_screen *c);
/* drop.c: may the current move-like input go to the area (outlined on the map)? */
bool trts_play_drop_target(const trts_screen *c, int area);

void trts_panel(ui *u, app *a, trts_screen *c, SDL_Rect p);
/* The narrowest the panel may be: its bottom row of buttons in the language. */
int trts_panel_min_width(ui *u);

/* events.c: the public events between two states into the log (every entry
 * visible to every seat), and the whole record's events (a loaded game). */
void trts_events_note(evlog *log, const trts_state *before, const trts_state *after);
/* The names the entries give the players while a game is on screen (NULL: none). */
void trts_events_names(const data_seat *seats, int n);
bool trts_events_replay(evlog *log, const trts_rules *rules, const trts_game_record *rec);
/* repeat.c: the seat's Macro orders of the previous round (at most cap), and
 * Macro's "Same as last round": gives them again, skipping those refused now;
 * returns how many were given (c->message says it). */
int trts_repeat_orders(const trts_screen *c, int player, trts_action *out, int cap);
/* How many of the orders found (c->repeat) the core takes now. */
int trts_repeat_available(const trts_screen *c);
/* What a click would give again and what it skips as useless now (a building
 * of that kind already in that area), for the button's tooltip. */
void trts_repeat_preview(const trts_screen *c, char *out, size_t size);
int trts_repeat_last_round(app *a, trts_screen *c);
/* The seat's orders given in this Macro turn and still standing, in the order
 * given (one taken back is gone; a gas split set twice in an area is one), for
 * the panel's "Your moves"; 0 outside the seat's Macro turn. */
int trts_repeat_given(const trts_screen *c, int player, trts_action *out, int cap);
/* An order as the panel names it: "Trooper", "Weapons", "Drill Hall in South
 * Main", "3 gas workers in West Flats". */
void trts_repeat_order_name(const trts_state *s, const trts_action *o, char *out, size_t size);
/* tips.c: what a unit type, a building (by role) and a faction are, in one
 * line each (figures, needs, makes), for tooltips and the setup screen. */
void trts_tip_unit(const trts_faction *f, int t, char *out, size_t size);
/* What a piece's Range does, for its tooltip (play-test 14: read as reach). */
void trts_tip_range(int range, char *out, size_t size);
/* English only: "a" before a vowel sound made "an" in `text` (`size` bytes;
 * play-test 14: "make a Attendant"). Other languages are left as their
 * translators wrote them. */
void trts_tip_articles(char *text, size_t size);
void trts_tip_building(const trts_faction *f, int role, char *out, size_t size);
void trts_tip_faction(const trts_faction *f, int id, char *out, size_t size);
/* The balance ruling that changed a piece's printed figures (docs/trts.md
 * "Balance rulings"), translated, or NULL: said in its tooltip and its help. */
const char *trts_tip_ruling(const trts_faction *f, const char *piece_id);
/* A row of the setup's table of a faction's pieces (a unit, or a building by
 * role): its cost ("2m 1g"), its role and what it needs (where it is made). */
void trts_tip_row(const trts_faction *f, bool building, int i, char *cost, char *role, char *needs, size_t size);
/* report.c: the seat the event log is read for now (-1: none); the report of
 * what that seat has not seen, or the whole log, in a box over the map's lower
 * left corner. Returns the box (w 0 when none is shown). */
int trts_report_reader(const trts_screen *c);
SDL_Rect trts_report_box(ui *u, app *a, trts_screen *c, SDL_Rect view);
/* Is the event a key the open report or log takes for itself (Enter, Space,
 * Esc: it closes), never passed on to the game? */
bool trts_report_key(const ui *u);
bool trts_report_open(const trts_screen *c);
void trts_result_table(ui *u, app *a, trts_screen *c, SDL_Rect box);
/* lastturn.c: "Show last turn again" (docs/client.md "TRTS"). After every
 * action (the states before and after it, who gave it) each human seat's record
 * of its last turn is kept up to date; a loaded or undone record is scanned. */
void trts_lastturn_note(trts_screen *c, const trts_state *before, const trts_state *after, int actor);
bool trts_lastturn_scan(trts_screen *c);
/* Whose turn the state is in: Macro, Micro and Reposition the seat to act's, an
 * engagement's answers the mover's (-1 at the game's end). */
int trts_lastturn_owner(const trts_state *s);
/* May the seat at the screen see its last turn again now (its input, the cover
 * lifted, no order of its own turn given since, something it could see)? */
bool trts_lastturn_available(const trts_screen *c);
bool trts_lastturn_open(app *a, trts_screen *c);
void trts_lastturn_close(app *a, trts_screen *c);
/* Moves the replay on at the animation speed; false when none is shown. */
bool trts_lastturn_update(app *a, trts_screen *c, float dt);
/* The panel's button (and R): opens the replay; true when it did. */
bool trts_lastturn_button(ui *u, app *a, trts_screen *c, SDL_Rect r);
/* The screen while the replay is shown: `run` draws it from the replay's view
 * (no input but "back to now": a click, Space, Esc, Enter). */
void trts_lastturn_frame(ui *u, app *a, trts_screen *c, void (*run)(ui *, void *));
/* For tests: the view drawn (NULL: no replay); the step on screen (0: the start;
 * -1: none), how many there are and the record's actions walked so far; the
 * combat log entries shown while a combat's hits come one by one (else -1). */
const trts_state *trts_lastturn_shown(const trts_screen *c);
int trts_lastturn_step(const trts_screen *c, int *steps, int *at);
int trts_lastturn_hits(const trts_screen *c);
/* For tests: is the replay held at its last step, waiting for the player? */
bool trts_lastturn_held(const trts_screen *c);
/* lastturn_marks.c: what a replay step did, on the map, read only from the
 * seat's views of the states before and after it: moves as arrows with their
 * count (one per from, to and owner), pieces lost per area, the player whose
 * marker came to an area (-1 none), a marker removed, an engagement or combat. */
#define TRTS_REPLAY_MOVES 24
typedef struct trts_replay_move {
    int8_t from, to, owner;
    int8_t step; /* the live map's news: the order it came in (1, 2, ...); 0 in the replay */
    int count;
} trts_replay_move;
typedef struct trts_replay_marks { /* (struct tag: trts.h keeps a pointer) */
    int n_moves;
    trts_replay_move moves[TRTS_REPLAY_MOVES];
    /* pieces lost in each area, the seat's team's and the others' (play-test
     * 13: "−2 lost" counted both sides); `lost_whose`: the other player who
     * lost them (its colour), or -1 when more than one did */
    int lost_own[TRTS_MAX_AREAS], lost_other[TRTS_MAX_AREAS];
    int8_t lost_whose[TRTS_MAX_AREAS];
    int8_t taken[TRTS_MAX_AREAS];   /* changed hands: the player now holding it, or -1 */
    bool held[TRTS_MAX_AREAS];      /* an attack there failed: the area stayed its holder's */
    int8_t held_by[TRTS_MAX_AREAS]; /* then the holder's team */
    /* the team that attacked there (-1: not known), and whether the seat's
     * team held a marker there before it changed hands (play-test 14: "Your
     * attack failed" to the defender who lost the area) */
    int8_t attacker[TRTS_MAX_AREAS];
    bool was_ours[TRTS_MAX_AREAS];
    /* a failed attack's area: the holder's pieces the seat saw there after it
     * (how many, one of them, and whether it is still being built) */
    int8_t n_stand[TRTS_MAX_AREAS];
    trts_log_piece stand[TRTS_MAX_AREAS];
    bool stand_unfinished[TRTS_MAX_AREAS];
    int8_t seat; /* whose view: "You" or "Enemy", "Your attack failed" or "Attack repelled" */
    bool cleared[TRTS_MAX_AREAS], fight[TRTS_MAX_AREAS];
} trts_replay_marks;
void trts_replay_marks_of(const trts_state *before, const trts_state *after, int seat, trts_replay_marks *k);
bool trts_replay_marks_any(const trts_replay_marks *k);
/* The live map's news (play-test 11): what the seat could see the others do
 * since its last turn, one step added at a time (its views only), cleared when
 * its own turn ends. */
void trts_news_marks_add(trts_replay_marks *acc, const trts_state *before, const trts_state *after, int seat);
void trts_news_marks_clear(trts_replay_marks *acc);
/* What the seats at this screen saw of one step (lastturn_marks.c) */
void trts_news_note(trts_screen *c, const trts_state *before, const trts_state *after, int player);
/* Those marks over the live map, with a caption saying what they are. */
void trts_news_marks_draw(ui *u, const trts_screen *c, const trts_replay_marks *k, SDL_Rect view);
void trts_replay_marks_draw(ui *u, const trts_screen *c, const trts_replay_marks *k);
/* For tests: the plates ("Captured", losses, ...) the last trts_replay_marks_draw
 * placed, with their areas: how many, at most `max`. */
int trts_replay_marks_plates(SDL_Rect *out, int *areas, int max);
/* alarm.c: the card that tells a human seat another side attacks its units
 * (play-test 16): noted after each step, shown to its seat before the prompt
 * the attack causes, closed by Continue. */
void trts_alarm_note(trts_screen *c, const trts_state *before, const trts_state *after, int player);
bool trts_alarm_shown(const trts_screen *c);
/* The card's sentence ("Computer (Normal) attacks North Watch with Blade ×2 (from North Main).") */
void trts_alarm_text(const trts_screen *c, char *out, size_t size);
/* The card over the map while shown; true when it took the event (its
 * button, Enter, Space, Esc, a press on it): nothing else takes it then. */
bool trts_alarm_card(ui *u, app *a, trts_screen *c, SDL_Rect view);
/* For tests: the marks of the step on screen (NULL: no replay or no step). */
const trts_replay_marks *trts_lastturn_marks(const trts_screen *c);

#endif
