/*
 * Sound effects (see audio.h): the device, the clips and the mixer.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shell/audio_internal.h"

static const char *const sound_files[AUDIO_SOUND_COUNT] = {
    [AUDIO_CLICK] = "click.wav",
    [AUDIO_MOVE] = "move.wav",
    [AUDIO_HIT] = "hit.wav",
    [AUDIO_SHOT] = "shot.wav",
    [AUDIO_CAST_ATTACK] = "cast-attack.wav",
    [AUDIO_CAST_SUPPORT] = "cast-support.wav",
    [AUDIO_CAST_MOVEMENT] = "cast-movement.wav",
    [AUDIO_CAST_DEFEND] = "cast-defend.wav",
    [AUDIO_DEATH] = "death.wav",
    [AUDIO_TURN] = "turn.wav",
    [AUDIO_VICTORY] = "victory.wav",
    [AUDIO_DEFEAT] = "defeat.wav",
};

const char *audio_sound_file(audio_sound s)
{
    return (unsigned)s < AUDIO_SOUND_COUNT ? sound_files[s] : NULL;
}

/* ---- the mixer (pure) ---- */

void audio_mix(audio_voice *voices, int n_voices, int volume, bool muted, int16_t *out, int frames)
{
    if (volume < 0)
        volume = 0;
    if (volume > AUDIO_VOLUME_MAX)
        volume = AUDIO_VOLUME_MAX;
    int gain = muted ? 0 : volume;
    for (int i = 0; i < frames; i++) {
        int32_t acc = 0;
        for (int v = 0; v < n_voices; v++) {
            audio_voice *vo = &voices[v];
            if (!vo->samples)
                continue;
            acc += vo->samples[vo->pos];
            if (++vo->pos >= vo->length)
                vo->samples = NULL; /* done: the voice is free again */
        }
        /* At most 8 voices of 16 bits times 100: far inside 32 bits. */
        int32_t s = acc * gain / AUDIO_VOLUME_MAX;
        out[i] = (int16_t)(s > INT16_MAX ? INT16_MAX : s < INT16_MIN ? INT16_MIN : s);
    }
}

int audio_pick_voice(const audio_voice *voices, int n_voices)
{
    int best = 0;
    for (int v = 0; v < n_voices; v++) {
        if (!voices[v].samples)
            return v;
        int left = voices[v].length - voices[v].pos, best_left = voices[best].length - voices[best].pos;
        if (left < best_left || (left == best_left && voices[v].started < voices[best].started))
            best = v;
    }
    return best;
}

/* ---- clips ---- */

bool audio_clip_load(const char *path, audio_clip *clip, char *why, int why_size)
{
    memset(clip, 0, sizeof *clip);
    SDL_AudioSpec spec;
    Uint8 *buf = NULL;
    Uint32 len = 0;
    if (!SDL_LoadWAV(path, &spec, &buf, &len)) {
        snprintf(why, (size_t)why_size, "%s: %s", path, SDL_GetError());
        return false;
    }
    SDL_AudioCVT cvt;
    int built = SDL_BuildAudioCVT(&cvt, spec.format, spec.channels, spec.freq, AUDIO_MIX_FORMAT, AUDIO_MIX_CHANNELS,
                                  AUDIO_MIX_RATE);
    if (built < 0 || len == 0 || len > (1u << 26)) {
        snprintf(why, (size_t)why_size, "%s: %s", path, built < 0 ? SDL_GetError() : "empty or too long");
        SDL_FreeWAV(buf);
        return false;
    }
    cvt.len = (int)len;
    cvt.buf = malloc((size_t)len * (size_t)(cvt.len_mult > 0 ? cvt.len_mult : 1));
    if (!cvt.buf) {
        snprintf(why, (size_t)why_size, "%s: out of memory", path);
        SDL_FreeWAV(buf);
        return false;
    }
    memcpy(cvt.buf, buf, len);
    SDL_FreeWAV(buf);
    if (built > 0 && SDL_ConvertAudio(&cvt) != 0) {
        snprintf(why, (size_t)why_size, "%s: %s", path, SDL_GetError());
        free(cvt.buf);
        return false;
    }
    int bytes = built > 0 ? cvt.len_cvt : cvt.len;
    clip->length = bytes / (int)sizeof(int16_t);
    if (clip->length <= 0) {
        snprintf(why, (size_t)why_size, "%s: no samples", path);
        free(cvt.buf);
        clip->length = 0;
        return false;
    }
    clip->samples = (int16_t *)(void *)cvt.buf;
    return true;
}

void audio_clip_free(audio_clip *clip)
{
    free(clip->samples);
    memset(clip, 0, sizeof *clip);
}

/* ---- the service ---- */

typedef struct audio_state {
    SDL_AudioDeviceID device;      /* 0: silent */
    bool subsystem;                /* we started SDL's audio subsystem */
    audio_clip clips[AUDIO_SOUND_COUNT];
    audio_voice voices[AUDIO_VOICES];
    unsigned started;
    int volume;
    bool muted;
} audio_state;

/* On SDL's audio thread, with the device locked. */
static void audio_callback(void *userdata, Uint8 *stream, int len)
{
    audio_state *st = userdata;
    audio_mix(st->voices, AUDIO_VOICES, st->volume, st->muted, (int16_t *)(void *)stream, len / (int)sizeof(int16_t));
}

static void load_clips(app *a, audio_state *st)
{
    int missing = 0;
    char why[DATA_PATH_MAX + 200];
    for (int s = 0; s < AUDIO_SOUND_COUNT; s++) {
        char path[DATA_PATH_MAX + 64];
        snprintf(path, sizeof path, "%s/assets/sounds/%s", a->assets.data_dir, sound_files[s]);
        if (!audio_clip_load(path, &st->clips[s], why, (int)sizeof why) && missing++ == 0)
            SDL_Log("sound: %s (silent)", why);
    }
    if (missing > 1)
        SDL_Log("sound: %d sounds of %d could not be loaded", missing, AUDIO_SOUND_COUNT);
}

static void *audio_create(app *a)
{
    audio_state *st = calloc(1, sizeof *st);
    if (!st)
        return NULL;
    st->volume = AUDIO_VOLUME_DEFAULT;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        SDL_Log("sound: no audio (%s); playing silently", SDL_GetError());
        return st; /* a silent service: every call is a no-op */
    }
    st->subsystem = true;
    SDL_AudioSpec want, have;
    SDL_zero(want);
    want.freq = AUDIO_MIX_RATE;
    want.format = AUDIO_MIX_FORMAT;
    want.channels = AUDIO_MIX_CHANNELS;
    want.samples = 1024; /* about 23 ms: short enough to feel on time */
    want.callback = audio_callback;
    want.userdata = st;
    /* No allowed changes: SDL converts from this format to the device's, so the
     * callback always mixes exactly the clips' format. */
    st->device = SDL_OpenAudioDevice(NULL, 0, &want, &have, 0);
    if (st->device == 0) {
        SDL_Log("sound: no audio device (%s); playing silently", SDL_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        st->subsystem = false;
        return st;
    }
    load_clips(a, st);
    SDL_PauseAudioDevice(st->device, 0);
    return st;
}

static void audio_destroy(app *a, void *self)
{
    (void)a;
    audio_state *st = self;
    if (st->device)
        SDL_CloseAudioDevice(st->device); /* waits for the callback to return */
    if (st->subsystem)
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    for (int s = 0; s < AUDIO_SOUND_COUNT; s++)
        audio_clip_free(&st->clips[s]);
    free(st);
}

const app_service audio_service = { "audio", audio_create, audio_destroy };

static audio_state *state_of(app *a) { return a ? app_service_get(a, &audio_service) : NULL; }

bool audio_start(app *a)
{
    audio_state *st = state_of(a);
    return st && st->device != 0;
}

bool audio_available(app *a) { return audio_start(a); }

void audio_play(app *a, audio_sound s)
{
    audio_state *st = state_of(a);
    if (!st || !st->device || (unsigned)s >= AUDIO_SOUND_COUNT || st->muted || st->volume == 0 ||
        !st->clips[s].samples)
        return;
    SDL_LockAudioDevice(st->device);
    int v = audio_pick_voice(st->voices, AUDIO_VOICES);
    st->voices[v] = (audio_voice){ st->clips[s].samples, st->clips[s].length, 0, ++st->started };
    SDL_UnlockAudioDevice(st->device);
}

void audio_stop_all(app *a)
{
    audio_state *st = state_of(a);
    if (!st || !st->device)
        return;
    SDL_LockAudioDevice(st->device);
    for (int v = 0; v < AUDIO_VOICES; v++)
        st->voices[v].samples = NULL;
    SDL_UnlockAudioDevice(st->device);
}

void audio_set_volume(app *a, int volume)
{
    audio_state *st = state_of(a);
    if (!st)
        return;
    volume = volume < 0 ? 0 : volume > AUDIO_VOLUME_MAX ? AUDIO_VOLUME_MAX : volume;
    if (st->device)
        SDL_LockAudioDevice(st->device);
    st->volume = volume;
    if (st->device)
        SDL_UnlockAudioDevice(st->device);
}

int audio_volume(app *a)
{
    audio_state *st = state_of(a);
    return st ? st->volume : AUDIO_VOLUME_DEFAULT;
}

void audio_set_muted(app *a, bool muted)
{
    audio_state *st = state_of(a);
    if (!st)
        return;
    if (st->device)
        SDL_LockAudioDevice(st->device);
    st->muted = muted;
    if (st->device)
        SDL_UnlockAudioDevice(st->device);
}

bool audio_muted(app *a)
{
    audio_state *st = state_of(a);
    return st && st->muted;
}
