/*
 * What the Replays screen, the replay screen and the games' views share
 * (replay/internal.h): the replays folder, the games' and the seats' names,
 * and the TRTS factions a TRTS record needs. Calls nothing else of the folder.
 */
#include <stdio.h>

#include "replay/internal.h"
#include "replay/replay.h"
#include "skirmish/i18n.h"
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
#include "trts/trts.h"
#endif

void replay_folder(const app *a, char *out, size_t size)
{
    if (!a->user_dir[0] || !data_paths_join(out, size, a->user_dir, "replays"))
        out[0] = '\0';
}

void replay_seat_name(const replay_screen *s, int seat, char *out, size_t size)
{
    if (seat < 0 || seat >= s->info.n_seats) {
        snprintf(out, size, "?");
        return;
    }
    data_seat_label(s->info.seats, s->info.n_seats, seat, out, size);
}

const char *replay_game_name(data_replay_game g)
{
    switch (g) {
    case DATA_REPLAY_ESCARMOUCHE: return _("Escarmouche");
    case DATA_REPLAY_CONQUEST: return _("Conquest");
    case DATA_REPLAY_CAMPAIGN: return _("Campaign");
    case DATA_REPLAY_TRTS: return _("TRTS");
    }
    return "?";
}

const trts_rules *replay_trts_rules(app *a)
{
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    trts_content *c = trts_content_get(a);
    return c && c->rules_ok ? &c->rules : NULL;
#else
    (void)a;
    return NULL;
#endif
}
