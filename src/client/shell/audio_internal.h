/*
 * The inside of shell/audio.c, for its test: the mixer as a pure function over
 * plain buffers (no device, no thread), and loading one WAV file into the mix
 * format. Nothing else in the client includes this.
 */
#ifndef SKIRMISH_CLIENT_SHELL_AUDIO_INTERNAL_H
#define SKIRMISH_CLIENT_SHELL_AUDIO_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "shell/audio.h"

/* What the device is asked for and every clip is converted to: 16-bit signed,
 * native byte order, mono. SDL converts to the real device behind it. */
#define AUDIO_MIX_RATE 44100
#define AUDIO_MIX_FORMAT AUDIO_S16SYS
#define AUDIO_MIX_CHANNELS 1

/* A sound in the mix format. */
typedef struct audio_clip {
    int16_t *samples;              /* owned; NULL when the file is missing or broken */
    int length;                    /* samples */
} audio_clip;

/* One sound playing: samples not owned (a clip's). samples == NULL: free. */
typedef struct audio_voice {
    const int16_t *samples;
    int length;
    int pos;
    unsigned started;              /* order of starting, to steal the oldest */
} audio_voice;

/*
 * Mixes the voices into `out` (`frames` mono samples, overwritten): the sum of
 * the voices times volume/100, saturated to the 16-bit range (never wrapped
 * around). Muted, or volume 0: silence. Voices advance either way (a sound muted
 * halfway does not resume from where it was) and are freed at their end.
 */
void audio_mix(audio_voice *voices, int n_voices, int volume, bool muted, int16_t *out, int frames);

/* Picks the voice a new sound takes: a free one, else the one nearest to its
 * end (ties: the oldest). */
int audio_pick_voice(const audio_voice *voices, int n_voices);

/* Loads a WAV file of any format SDL reads and converts it to the mix format.
 * False with `why` set (missing file, unreadable, unconvertible); *clip is then
 * empty. */
bool audio_clip_load(const char *path, audio_clip *clip, char *why, int why_size);
void audio_clip_free(audio_clip *clip);

#endif
