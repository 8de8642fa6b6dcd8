/* How Conquest's seats look on screen (look.h): colours, patterns, names. */
#include "conquest/look.h"

#include <stdio.h>
#include <string.h>

#include "conquest/conquest.h"
#include "conquest/play_internal.h"
#include "shell/ui.h"
#include "skirmish/data/paths.h"
#include "skirmish/i18n.h"

/* Colour and a pattern for each seat: the pattern is the second cue for players
 * who cannot tell some of the colours apart. */
const SDL_Color conquest_seat_colour[CQ_SETUP_MAX_PLAYERS] = { UI_SEAT_COLOURS }; /* the shell's seat colours */
const areamap_pattern conquest_seat_pattern[CQ_SETUP_MAX_PLAYERS] = {
    AREAMAP_PATTERN_NONE, AREAMAP_PATTERN_RING, AREAMAP_PATTERN_DOT,     AREAMAP_PATTERN_STRIPES,
    AREAMAP_PATTERN_RING, AREAMAP_PATTERN_DOT,  AREAMAP_PATTERN_STRIPES, AREAMAP_PATTERN_NONE,
};

const char *conquest_seat_name(int seat)
{
    /* TRANSLATORS: who sits in a Conquest seat: a computer and its level of
     * play, a bot connecting over the network, or a person. */
    static const char *const names[] = { N_("Computer (Random)"), N_("Computer (Easy)"), N_("Computer (Normal)"),
                                         N_("Computer (Hard)") };
    return seat >= 0 && seat < CQ_BOT_LEVELS ? _(names[seat]) : seat == CONQUEST_SEAT_NETWORK ? _("Network bot") : _("Human");
}

/* The stored names are English (they go into saves); the player reads them here. */
void conquest_map_title(char *out, size_t size, const char *stored)
{
    static const char state_suffix[] = " (a state)";
    char kind[8];
    int w, h, end = -1;
    size_t len = stored ? strlen(stored) : 0, suffix = sizeof state_suffix - 1;
    if (len == 0) {
        snprintf(out, size, "%s", "");
    } else if (sscanf(stored, "Generated %7[a-z] %d×%d%n", kind, &w, &h, &end) == 3 && end >= 0 &&
               stored[end] == '\0' && (strcmp(kind, "grid") == 0 || strcmp(kind, "hex") == 0)) {
        /* TRANSLATORS: a map made at random; %d×%d its size in areas. */
        snprintf(out, size, strcmp(kind, "grid") == 0 ? _("Generated grid %d×%d") : _("Generated hex map %d×%d"), w, h);
    } else if (len > suffix && strcmp(stored + len - suffix, state_suffix) == 0) {
        char base[DATA_PATH_MAX];
        snprintf(base, sizeof base, "%.*s", (int)(len - suffix), stored);
        /* TRANSLATORS: a map taken from a saved game state; %s is its file name. */
        snprintf(out, size, _("%s (a state)"), base);
    } else if (strcmp(stored, "Chromatic Warfare state") == 0) {
        /* TRANSLATORS: the map of a game state recorded from the public Chromatic
         * Warfare server, which names none. */
        snprintf(out, size, "%s", _("Chromatic Warfare state"));
    } else {
        snprintf(out, size, "%s", i18n_content(stored));
    }
}

/* Darker than any seat's colour, the ice white's above all (play-test 5: a
 * pale token read as a neutral one). */
static const SDL_Color neutral_colour = {88, 94, 106, 255};

SDL_Color conquest_player_colour(int p)
{
    return p >= 0 ? conquest_seat_colour[p % CQ_SETUP_MAX_PLAYERS] : neutral_colour;
}

bool conquest_light_colour(SDL_Color c)
{
    /* relative brightness (Rec. 601 weights): white, yellow, pale seats */
    return c.r * 299 + c.g * 587 + c.b * 114 > 160 * 1000;
}

SDL_Color conquest_ink_on(SDL_Color fill)
{
    return conquest_light_colour(fill) ? ui_rgb(16, 18, 26) : ui_rgb(255, 255, 255);
}
