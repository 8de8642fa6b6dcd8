/*
 * The words and looks every campaign screen shares, at the bottom of the
 * campaign's files (it calls none of them): each seat's colour, pattern and
 * name (from the seats of the campaign on screen), a name fitted to a box, a
 * place's name (as shown, and as an event log argument), the core's
 * identifiers in words (traits, injuries, victories, orders), the step on
 * screen's phase and turn, clipping text whole UTF-8 characters, and the
 * small label on a dark pill the map's reveal and aftermath write with.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign/internal.h"
#include "eventlog/words.h"
#include "skirmish/i18n.h"

static const areamap_pattern seat_patterns[CAMPAIGN_MAX_PLAYERS] = { AREAMAP_PATTERN_NONE, AREAMAP_PATTERN_RING,
                                                                     AREAMAP_PATTERN_DOT, AREAMAP_PATTERN_STRIPES };

SDL_Color campaign_seat_colour(int p)
{
    return p >= 0 && p < CAMPAIGN_MAX_PLAYERS ? ui_seat_colour(p) : (SDL_Color){ 112, 118, 130, 255 };
}

areamap_pattern campaign_seat_pattern(int p)
{
    return p >= 0 && p < CAMPAIGN_MAX_PLAYERS ? seat_patterns[p] : AREAMAP_PATTERN_NONE;
}

/* One campaign is on screen at a time: its seats name the players everywhere. */
static data_seat shown_seats[CAMPAIGN_MAX_PLAYERS];
static int n_shown_seats;

static const char *injury_namer(const char *key);
static const char *injury_effect_namer(const char *key);

void campaign_seats_use(const data_seat *seats, int n)
{
    /* Every name kept in the log as a key is worded by its namer: all set
     * here, before any log is shown (they were set only when a line was
     * first written, so a resumed game's log showed bare keys). */
    evlog_set_namer("ca-players", campaign_players_namer);
    evlog_set_namer("ca-injury", injury_namer);
    evlog_set_namer("ca-injury-fx", injury_effect_namer);
    n_shown_seats = seats && n > 0 ? (n < CAMPAIGN_MAX_PLAYERS ? n : CAMPAIGN_MAX_PLAYERS) : 0;
    if (n_shown_seats)
        memcpy(shown_seats, seats, sizeof shown_seats[0] * (size_t)n_shown_seats);
}

const char *campaign_seat_label(int p)
{
    static char names[CAMPAIGN_MAX_PLAYERS][DATA_SEAT_NAME_MAX + 40];
    if (p < 0 || p >= CAMPAIGN_MAX_PLAYERS)
        /* TRANSLATORS: the holder of a location nobody controls */
        return _("Nobody");
    if (p < n_shown_seats) {
        data_seat_label(shown_seats, n_shown_seats, p, names[p], sizeof names[p]);
        return names[p];
    }
    /* TRANSLATORS: a player's default name; %d is the seat's number. */
    snprintf(names[p], sizeof names[p], _("Player %d"), p + 1);
    return names[p];
}

void campaign_seat_fit(ui *u, const char *fmt, int seat, int px, bool bold, int w, char *out, size_t size)
{
    char name[DATA_SEAT_NAME_MAX + 40];
    snprintf(name, sizeof name, "%s", campaign_seat_label(seat));
    for (int guard = 0; guard < 8; guard++) {
        snprintf(out, size, fmt, name);
        int over = ui_text_width(u, out, px, bold) - w;
        int nw = ui_text_width(u, name, px, bold);
        if (over <= 0 || nw <= ui_px(u, 24))
            return;
        /* the name alone pays for what is too wide; the words around it stay */
        ui_text_cut(u, name, sizeof name, px, bold, nw - over > ui_px(u, 24) ? nw - over : ui_px(u, 24));
    }
}

const char *campaign_seat_mark(int p)
{
    /* The default names as msgids of their own, so a line kept in the log is
     * worded again in the language of the moment (play-test ca: "Joueur 1 now
     * holds Four Rivers" in the English log after a French game). */
    static const char *const defaults[CAMPAIGN_MAX_PLAYERS] = {
        /* TRANSLATORS: a player's default name in the event log, as "Player %d" */
        N_("Player 1"), N_("Player 2"), N_("Player 3"), N_("Player 4")
    };
    if (p < 0 || p >= CAMPAIGN_MAX_PLAYERS)
        return evlog_name(NULL, "Nobody");
    bool named = p < n_shown_seats && shown_seats[p].name[0];
    bool computer = p < n_shown_seats && shown_seats[p].computer;
    if (named || computer)
        return campaign_seat_label(p);
    return evlog_name(NULL, defaults[p]);
}

char *campaign_clip(char *out, size_t size, const char *text, int max_bytes)
{
    if (size == 0)
        return out;
    size_t n = strlen(text ? text : "");
    if (max_bytes >= 0 && n > (size_t)max_bytes)
        n = (size_t)max_bytes;
    if (n >= size)
        n = size - 1;
    /* Never cut inside a UTF-8 sequence: step back over continuation bytes. */
    if (text && text[n] != '\0')
        while (n > 0 && ((unsigned char)text[n] & 0xC0) == 0x80)
            n--;
    if (n)
        memcpy(out, text, n);
    out[n] = '\0';
    return out;
}

/* The tables follow the core's enums (campaign_trait, campaign_injury,
 * campaign_victory, campaign_order_kind); the identifiers stay the files'. */
const char *campaign_trait_name(int trait)
{
    /* TRANSLATORS: a Hero's traits, bought with Renown; short (a button holds the name and a price) */
    static const char *const names[CAMPAIGN_TRAIT_COUNT] = { N_("Stalwart"),  N_("Swift"),     N_("Mighty"),
                                                             N_("Deadeye"),   N_("Duelist"),   N_("Tactician"),
                                                             N_("Protector"), N_("Inspiring") };
    return trait >= 0 && trait < CAMPAIGN_TRAIT_COUNT ? _(names[trait]) : "?";
}

const char *campaign_injury_name(int injury)
{
    /* TRANSLATORS: a Hero's lasting injuries */
    static const char *const names[CAMPAIGN_INJURY_COUNT] = { N_("Lost eye"), N_("Limping leg"), N_("Shattered arm"),
                                                              N_("Deep scar") };
    return injury >= 0 && injury < CAMPAIGN_INJURY_COUNT ? _(names[injury]) : "?";
}

static const char *injury_namer(const char *key)
{
    return campaign_injury_name(atoi(key));
}

/* A log line's name for the number `v` of a kind, worded by `namer` when the
 * line is read (play-test 6: "blessure : Deep scar", a name worded once in
 * English and kept in a line read later in French). */
static const char *number_mark(const char *kind, const char *(*namer)(const char *), int v)
{
    evlog_set_namer(kind, namer);
    char key[12];
    snprintf(key, sizeof key, "%d", v);
    return evlog_name(kind, key);
}

const char *campaign_injury_mark(int injury)
{
    return number_mark("ca-injury", injury_namer, injury);
}

const char *campaign_stat_name(int stat)
{
    switch (stat) {
    case 0: return C_("stat", "Health");
    case 1: return C_("stat", "Range");
    case 2: return C_("stat", "Power");
    case 3: return C_("stat", "Move");
    default: return "?";
    }
}

const char *campaign_injury_stat_name(int injury)
{
    return campaign_stat_name(campaign_injury_stat((campaign_injury)injury));
}

const char *campaign_injury_effect(int injury)
{
    static char out[96];
    /* TRANSLATORS: a Hero's new lasting injury and what it costs for the rest of the campaign
     * ("Deep scar, -1 Health for good") */
    snprintf(out, sizeof out, _("%s, -1 %s for good"), campaign_injury_name(injury), campaign_injury_stat_name(injury));
    return out;
}

static const char *injury_effect_namer(const char *key)
{
    return campaign_injury_effect(atoi(key));
}

const char *campaign_injury_effect_mark(int injury)
{
    /* Play-test 14: a log line named the injury, never what it cost. */
    return number_mark("ca-injury-fx", injury_effect_namer, injury);
}

const char *campaign_victory_name(int victory)
{
    switch ((campaign_victory)victory) {
    /* TRANSLATORS: how a campaign was won: the last player standing */
    case CAMPAIGN_VICTORY_LAST: return _("last one standing");
    /* TRANSLATORS: how a campaign was won: holding every location of the domination set */
    case CAMPAIGN_VICTORY_DOMINATION: return _("domination");
    /* TRANSLATORS: how a campaign was won: the Warlord King rule */
    case CAMPAIGN_VICTORY_WARLORD: return _("Warlord King");
    /* TRANSLATORS: how a campaign was won: the turn limit reached, the best ranked wins */
    case CAMPAIGN_VICTORY_TIMED: return _("turn limit");
    default: return _("no victory");
    }
}

const char *campaign_order_kind_name(int kind)
{
    switch ((campaign_order_kind)kind) {
    case CAMPAIGN_ORDER_MOVE: return C_("order", "Move");
    case CAMPAIGN_ORDER_DEFEND: return C_("order", "Defend");
    case CAMPAIGN_ORDER_CREATE: return C_("order", "Create Regiment");
    case CAMPAIGN_ORDER_MERGE: return C_("order", "Merge");
    default: return C_("order", "None");
    }
}

int campaign_army_no(const campaign_screen *c, int id)
{
    /* Now, as revealed, or as the turn began (an army merged away). */
    const campaign_forces *fs[3] = { &c->st.forces, &c->st.res.forces, &c->last_before };
    for (int k = 0; k < 3; k++) {
        int i = campaign_forces_find(fs[k], id);
        if (i >= 0 && fs[k]->armies[i].number > 0)
            return fs[k]->armies[i].number;
    }
    return id + 1;
}

void campaign_banner_tag(const campaign_screen *c, int id, char *out, size_t size)
{
    /* TRANSLATORS: an army's banner on the campaign map, before its unit count: "A2" for Army 2 (the banner
     * reads "A2·3": Army 2, 3 units; play-test 14 read the count as the army's number) */
    snprintf(out, size, C_("banner", "A%d"), campaign_army_no(c, id));
}

const char *campaign_loc_name(const campaign_screen *c, int loc)
{
    return loc >= 0 && loc < c->map.n_locations ? i18n_content(c->map.locations[loc].name) : "?";
}

const char *campaign_loc_mark(const campaign_screen *c, int loc)
{
    return loc >= 0 && loc < c->map.n_locations ? evlog_name(NULL, c->map.locations[loc].name) : "?";
}

const char *campaign_step_phase(const campaign_screen *c)
{
    switch (c->step) {
    /* TRANSLATORS: the phases of a campaign turn, shown in the top bar */
    case CSTEP_DOWNTIME: return _("Downtime");
    case CSTEP_ORDERS: return _("Orders");
    /* One name for the spec's Phase 3 (the orders revealed, the moves shown,
     * the standoffs settled), in the top bar, the Load list and after a load
     * (play-test 14: "The reveal", then "Standoffs", then "The reveal" again).
     * TRANSLATORS: the top bar while the orders are revealed and the moves shown, standoffs included */
    case CSTEP_REVEAL:
    case CSTEP_STANDOFF: return _("The reveal");
    case CSTEP_RETREAT:
    case CSTEP_PHASE5: return _("Resolution");
    case CSTEP_OVER: return _("Over");
    case CSTEP_WAIT: { /* online, waiting: the phase the server is in */
        static const char *const phases[] = { N_("Downtime"), N_("Orders"), N_("The reveal"), N_("Battles"),
                                              N_("Resolution"), N_("Over") };
        return _(phases[c->st.phase <= CAMPAIGN_PHASE_OVER ? c->st.phase : CAMPAIGN_PHASE_BATTLES]);
    }
    default: return _("Battles");
    }
}

int campaign_step_turn(const campaign_screen *c)
{
    if ((c->step == CSTEP_PHASE5 || (c->step == CSTEP_REVEAL && c->online.then_phase5)) && c->phase5_turn > 0)
        return c->phase5_turn;
    return c->st.turn;
}

void campaign_map_pill(ui *u, float x, float y, const char *text, SDL_Color col)
{
    int px = ui_px(u, 11), w = ui_text_width(u, text, px, true) + ui_px(u, 10), h = ui_px(u, 16);
    /* Whole inside the map's clip: a place at its edge keeps its pill readable. */
    SDL_Rect clip;
    SDL_RenderGetClipRect(u->r, &clip);
    const char *colon = strstr(text, ": ");
    if (clip.w > 0 && w > clip.w && colon) {
        /* Wider than the map (a long language in a small window: the Hero's
         * fall in French at 800x560): two lines, split after the colon. */
        char head[256];
        size_t n = (size_t)(colon - text) + 1;
        if (n >= sizeof head)
            n = sizeof head - 1;
        memcpy(head, text, n);
        head[n] = '\0';
        campaign_map_pill(u, x, y, head, col);
        campaign_map_pill(u, x, y + (float)h, colon + 2, col);
        return;
    }
    char cut[256];
    if (clip.w > 0 && w > clip.w) {
        /* One clause still too wide: cut with an ellipsis, never off the map. */
        snprintf(cut, sizeof cut, "%s", text);
        ui_text_cut(u, cut, sizeof cut, px, true, clip.w - ui_px(u, 10));
        text = cut;
        w = ui_text_width(u, text, px, true) + ui_px(u, 10);
    }
    if (clip.w > w) {
        if (x - (float)w / 2 < (float)clip.x)
            x = (float)clip.x + (float)w / 2;
        if (x + (float)w / 2 > (float)(clip.x + clip.w))
            x = (float)(clip.x + clip.w) - (float)w / 2;
    }
    ui_fill(u, ui_rect((int)x - w / 2, (int)y - h / 2, w, h), ui_rgba(14, 16, 24, 220));
    ui_text(u, (int)x, (int)y - h / 2 + ui_px(u, 1), text, px, true, col, UI_CENTER);
}

/* "Ann and Bob" / "Ann, Bob and Cid": the players of a set, the holder left
 * out, in the language of the moment. */
static void names_words(uint8_t players, int except, char *out, size_t size)
{
    out[0] = '\0';
    int n = 0, total = 0;
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
        total += p != except && (players >> p & 1);
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++) {
        if (p == except || !(players >> p & 1))
            continue;
        char next[640]; /* a clipped list and a whole label: room for both */
        if (n == 0)
            snprintf(next, sizeof next, "%s", campaign_seat_label(p));
        else if (n + 1 == total)
            /* TRANSLATORS: the last of a list of players: "Ann, Bob and Cid" */
            snprintf(next, sizeof next, _("%s and %s"), out, campaign_seat_label(p));
        else
            snprintf(next, sizeof next, "%s, %s", out, campaign_seat_label(p));
        campaign_clip(out, size, next, (int)size - 1);
        n++;
    }
}

/* The log keeps a list as its players' numbers ("02") and words it when shown
 * (play-test 6: "Player 1 and Player 2 ont tenu", a list built in English kept
 * in a line read later in French). */
const char *campaign_players_namer(const char *key)
{
    static char out[4][256];
    static int next;
    char *o = out[next++ % 4];
    uint8_t players = 0;
    for (const char *k = key; *k; k++)
        if (*k >= '0' && *k < '0' + CAMPAIGN_MAX_PLAYERS)
            players |= (uint8_t)(1u << (*k - '0'));
    names_words(players, -1, o, sizeof out[0]);
    return o;
}
