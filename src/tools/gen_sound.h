/*
 * The sound generator's synthesiser (gen_sound_synth.c): every sound effect the
 * client ships, made from code (oscillators, seeded noise, filters, envelopes),
 * so that the game's sounds are this project's own and can be regenerated at
 * will. gen_sound.c writes them as WAV files; tests/test_audio.c renders them
 * again and compares with the shipped files. The same build gives the same
 * samples: the noise is seeded per sound and nothing depends on time.
 */
#ifndef SKIRMISH_TOOLS_GEN_SOUND_H
#define SKIRMISH_TOOLS_GEN_SOUND_H

#include <stdint.h>

#define GEN_SOUND_RATE 22050
#define GEN_SOUND_MAX_SECONDS 2

/* How many sounds there are, and each one's file name ("hit.wav"). */
int gen_sound_count(void);
const char *gen_sound_name(int index);
/* Renders sound `index` as 16-bit mono samples at GEN_SOUND_RATE into `out`
 * (at most `cap`; GEN_SOUND_RATE * GEN_SOUND_MAX_SECONDS is always enough).
 * Returns the number of samples, 0 for an unknown index. */
int gen_sound_render(int index, int16_t *out, int cap);

#endif
