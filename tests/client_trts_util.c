/* Helpers of TRTS's client tests (client_trts_util.h). */
#include "client_trts_util.h"

#include <stdio.h>
#include <string.h>

#include "skirmish/ai/trts.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"

const char *trts_test_cover_label(int player)
{
    static char label[128];
    char name[64];
    snprintf(name, sizeof name, _("Player %d"), player + 1);
    snprintf(label, sizeof label, _("I am %s: show my boards (T)"), name);
    return label;
}

const char *trts_test_piece_label(const trts_screen *c, const char *name, int piece)
{
    static char label[96];
    if (c)
        snprintf(label, sizeof label, "%s", trts_play_piece_label(c, &c->st, piece));
    else
        snprintf(label, sizeof label, _("%s %d"), i18n_content(name), piece);
    return label;
}

const char *trts_test_target_row(const trts_screen *c, int piece)
{
    static char label[240];
    static trts_fighter f[TRTS_COMBAT_MAX];
    static int map[TRTS_COMBAT_MAX];
    static trts_combat_choice plan[TRTS_COMBAT_MAX];
    const trts_state *s = &c->st;
    int n = trts_combat_planned(s, f, map, plan), k = -1;
    for (int j = 0; j < n; j++)
        if (map[j] == piece)
            k = j;
    char target[120], own[96];
    int t = s->choice[piece][0];
    if (t == TRTS_CHOICE_NONE && k >= 0 && plan[k].target >= 0)
        snprintf(target, sizeof target, _("%s (auto)"), trts_play_piece_label(c, s, map[plan[k].target]));
    else if (t == TRTS_CHOICE_NONE)
        snprintf(target, sizeof target, "%s", _("holds fire (all die anyway)"));
    else
        snprintf(target, sizeof target, "%s", t < 0 ? _("holds fire") : trts_play_piece_label(c, s, t));
    snprintf(own, sizeof own, "%s", trts_play_piece_label(c, s, piece));
    snprintf(label, sizeof label, "%s%s → %s", c->attacker == piece ? "> " : "", own, target);
    return label;
}

trts_game_record *trts_test_duel(trts_content *k, int f0, int f1, bool computer1)
{
    static trts_game_record rec;
    memset(&rec, 0, sizeof rec);
    rec.map = k->maps[0];
    rec.setup = (trts_setup){ .type = TRTS_DUEL, .n_players = 2, .factions = { f0, f1 }, .computer = { false, computer1 },
                              .seed = 4, .level = { TRTS_AI_EASY, computer1 ? TRTS_AI_HARD : TRTS_AI_EASY } };
    return &rec;
}

uint64_t trts_test_pixels_hash(SDL_Surface *s)
{
    uint64_t h = UINT64_C(1469598103934665603);
    SDL_LockSurface(s);
    for (int y = 0; y < s->h; y++) {
        const unsigned char *row = (const unsigned char *)s->pixels + (size_t)y * (size_t)s->pitch;
        for (int x = 0; x < s->w * s->format->BytesPerPixel; x++)
            h = (h ^ row[x]) * UINT64_C(1099511628211);
    }
    SDL_UnlockSurface(s);
    return h;
}
