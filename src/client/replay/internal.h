/*
 * Inside replay/: the replay screen's state, shared by the generic screen
 * (screen.c: top bar, timeline, keys, views, Play from here) and each game's
 * view (esc.c: Escarmouche's board), which the screen calls through
 * replay_view_ops. Not for other folders.
 */
#ifndef SKIRMISH_CLIENT_REPLAY_INTERNAL_H
#define SKIRMISH_CLIENT_REPLAY_INTERNAL_H

#include <stdbool.h>

#include "replay/control.h"
#include "shell/ui.h"
#include "skirmish/data/replay.h"
#include "skirmish/data/replay_keep.h"

struct replay_screen;

/* A game's replay view. */
typedef struct replay_view_ops {
    /* Makes the view's state (s->view) and the timeline's marks (s->ctl.marks)
     * from the record; false with why. */
    bool (*open)(struct replay_screen *s, char *why, size_t size);
    void (*close)(struct replay_screen *s);
    /* The replay moved to s->ctl.pos: shown at once, or (animate: one step
     * forward) played as the game plays an action. */
    void (*show)(struct replay_screen *s, bool animate);
    /* Time passes; true while something moves. */
    bool (*update)(struct replay_screen *s, float dt);
    /* Whether the step shown is still being played out. */
    bool (*busy)(const struct replay_screen *s);
    /* The board and panels, in the window above `bottom` (y). */
    void (*draw)(ui *u, struct replay_screen *s, int bottom);
    /* "Round 5", "Turn 12", "Deployment": where the replay stands. */
    void (*where)(const struct replay_screen *s, int pos, char *out, size_t size);
    /* A new game from s->ctl.pos with the seats s->take: false with why. */
    bool (*take_over)(app *a, struct replay_screen *s, char *why, size_t size);
    /* Whether the game may go on from pos (not over there). */
    bool (*can_take_over)(const struct replay_screen *s, int pos);
} replay_view_ops;

typedef struct replay_screen {
    app *app;
    char path[DATA_PATH_MAX];
    data_replay rep;
    data_replay_info info;
    replay_ctl ctl;
    const replay_view_ops *ops;
    void *view;              /* the game's view (owned by its ops) */
    /* Whose view: a seat, or -1 for everything. A game not finished shows one
     * seat's view only, the seat that opened it (fixed). */
    int viewer;
    bool view_fixed;
    bool choosing_seat;      /* unfinished with no single human: asking whose view, once */
    float wait;              /* seconds before the next step while playing */
    bool dragging;           /* the timeline's knob is held */
    /* Play from here */
    bool take_open;
    data_seat take[DATA_SEATS_MAX];
    char message[240];       /* why the last thing asked did not happen */
    /* A Campaign's battle watched from the campaign's timeline (ca.c): its
     * title, and no Play from here (the duel is the campaign's). */
    bool battle;
    char title[200];
    /* A Campaign view asks for the battle of this record step (-1: none); the
     * screen opens it after the frame, so the views call nothing of it. */
    int watch_step;
    /* A battle's sides are these campaign seats (names follow the campaign's). */
    data_seat camp_seats[DATA_SEATS_MAX];
    int camp_n;
    int battle_players[2];
    int label_w, label_w_at; /* the position's label's width, at that window width */
} replay_screen;

extern const replay_view_ops replay_esc_ops;
extern const replay_view_ops replay_cq_ops;
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
extern const replay_view_ops replay_trts_ops;
#endif
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
extern const replay_view_ops replay_ca_ops;
/* What the Campaign view shows at its position: the last step as told for the
 * viewer, then the map's model in a line (tests compare it between records). */
void replay_ca_describe(const replay_screen *s, char *out, size_t size);
#endif

/* The battle scene (screen.c): the duel of a Campaign replay's record step as
 * an Escarmouche replay over the campaign's, opened when a view sets
 * watch_step; the same view rule (a game not finished: fixed, on the seat's
 * side when it fought); Back returns. */
extern const scene replay_battle_scene;

/* ---- common.c ---- */
/* The seat's name as people read it ("Ann", "Computer (Normal)"). */
void replay_seat_name(const replay_screen *s, int seat, char *out, size_t size);
/* "Escarmouche", "Conquest", "Campaign", "TRTS", translated. */
const char *replay_game_name(data_replay_game game);
/* The TRTS factions when the client has them (NULL: a TRTS record is refused). */
const trts_rules *replay_trts_rules(app *a);
/* One player's row of a side panel at y in the panel p: the seat's emblem in
 * its colour, the line (cut to the row's width, so `line` is changed), framed
 * when it is the seat whose view is shown and greyed once the player is out.
 * Returns the next row's y. */
int replay_player_row(ui *u, const replay_screen *s, SDL_Rect p, int y, int seat, SDL_Color colour, char *line,
                      size_t size, bool out);
/* The area-map views' screen: the map on the left, the side panel on the right
 * (3/10 of the width, at least 300 px, at most half), down to `bottom`. */
void replay_map_and_panel(ui *u, int bottom, SDL_Rect *view, SDL_Rect *panel);
/* Play from here's hidden file in the replays folder (made if missing), which
 * the game opens as a loaded save and which is then removed. False with `why`
 * said when there is no folder. */
bool replay_take_over_path(app *a, char *path, size_t size, char *why, size_t why_size);

/* The timeline (timeline.c): a bar from the start to the end with its turn
 * ticks and event marks and the knob at pos; a press or a drag anywhere on it
 * seeks. Returns the position asked (-1: none). */
int replay_timeline(ui *u, SDL_Rect r, const replay_ctl *c, bool *dragging);
/* The colour of an event mark and its meaning (tooltips and the legend). */
SDL_Color replay_mark_colour(int mark);
const char *replay_mark_text(int mark);
/* The legend of the marks in `marks` (bits) in r, wrapped; its height. */
int replay_mark_legend(ui *u, SDL_Rect r, int marks);

#endif
