/*
 * Sound effects through SDL2's own audio: short generated WAV files
 * (assets/sounds/, drawn by src/tools/gen_sound.c) mixed in the audio callback,
 * up to AUDIO_VOICES at once, with a volume and a mute. The shell knows no game,
 * so the sounds are named by what they sound like (a hit, a shot, a cast of a
 * kind); each game decides which of its events plays which.
 *
 * Sound is never in the way: with no audio device (CI, SDL_AUDIODRIVER=dummy or
 * none, a machine without sound) or a missing or broken file, every call here is
 * a silent no-op. Nothing here fails, blocks or reports an error to the player;
 * the reason is written once with SDL_Log.
 *
 * The state lives in an app service (audio_service), opened on first use: call
 * audio_start at start-up so the device is not opened in the middle of the first
 * animation. Every function takes the app and may be called from the main
 * thread at any time, before or after audio_start; the audio callback runs on
 * SDL's audio thread and shares the voices under SDL_LockAudioDevice.
 *
 * Wiring, for a game:
 *     audio_start(a);                           once, after the app is up
 *     audio_set_volume(a, a->prefs.volume);     from the preferences (0-100)
 *     audio_set_muted(a, a->prefs.muted);
 *     audio_play(a, AUDIO_HIT);                 on an animation event
 */
#ifndef SKIRMISH_CLIENT_SHELL_AUDIO_H
#define SKIRMISH_CLIENT_SHELL_AUDIO_H

#include <stdbool.h>

#include "shell/app.h"

/* Sounds playing at once; a ninth steals the voice nearest to its end. */
#define AUDIO_VOICES 8
#define AUDIO_VOLUME_MAX 100
#define AUDIO_VOLUME_DEFAULT 80

typedef enum audio_sound {
    AUDIO_CLICK,          /* a button or a menu choice */
    AUDIO_MOVE,           /* footsteps: a unit moves */
    AUDIO_HIT,            /* a melee blow lands */
    AUDIO_SHOT,           /* a ranged attack: release, flight, impact */
    AUDIO_CAST_ATTACK,    /* an attacking ability (a zap) */
    AUDIO_CAST_SUPPORT,   /* helping an ally (a rising chime) */
    AUDIO_CAST_MOVEMENT,  /* a movement ability (a whoosh) */
    AUDIO_CAST_DEFEND,    /* a defensive ability (a shield's hum) */
    AUDIO_DEATH,          /* a unit falls */
    AUDIO_TURN,           /* a turn starts */
    AUDIO_VICTORY,        /* the player won */
    AUDIO_DEFEAT,         /* the player lost, or a draw */
    AUDIO_SOUND_COUNT
} audio_sound;

extern const app_service audio_service;

/* Opens the audio device and loads the sounds now rather than at the first
 * audio_play. Returns whether sound will be heard (false: silent, nothing to
 * do about it). Calling it again does nothing. */
bool audio_start(app *a);
/* Starts `s` from its beginning, mixed with what is playing. Muted, at volume
 * 0, without a device or without the file: nothing. */
void audio_play(app *a, audio_sound s);
/* Stops every sound playing (leaving a screen, quitting). */
void audio_stop_all(app *a);
/* Master volume, 0 (silent) to 100 (the files as generated); clamped. Applies
 * to sounds already playing. Default AUDIO_VOLUME_DEFAULT. */
void audio_set_volume(app *a, int volume);
int audio_volume(app *a);
/* Muted: silence, and audio_play does nothing; the volume is kept for unmuting. */
void audio_set_muted(app *a, bool muted);
bool audio_muted(app *a);
/* Whether a device is open (sounds can be heard when not muted). */
bool audio_available(app *a);
/* The file of a sound under assets/sounds/ ("hit.wav"); NULL out of range. */
const char *audio_sound_file(audio_sound s);

#endif
