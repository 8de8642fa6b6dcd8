/*
 * The records the simulation commands write (--record-dir, issue 38): an
 * Escarmouche game played by two computer players with every action kept
 * (ai_match_play_kept), written as a save that skirmish-cli replay and the game
 * read.
 */
#include <stdio.h>

#include "record.h"
#include "skirmish/data/files.h"

bool cli_write_esc_record(const char *dir, int index, const esc_record *record, const ai_level levels[ESC_SIDES],
                          char *why, size_t size)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/escarmouche-%04d.json", dir, index + 1);
    data_seat seats[ESC_SIDES];
    for (int s = 0; s < ESC_SIDES; s++)
        data_seat_set(&seats[s], true, ai_level_id(levels[s]));
    data_error err;
    if (data_save_save_seats(path, record, seats, &err))
        return true;
    data_error_format(&err, why, size);
    return false;
}
