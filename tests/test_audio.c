/*
 * Sound effects (src/client/shell/audio.c): the mixer sums, scales by the
 * volume, saturates instead of wrapping around, is silent when muted and frees
 * voices at their end; a ninth sound steals the voice nearest to its end; every
 * shipped WAV loads; the shipped WAVs are exactly what src/tools/gen_sound
 * writes, and it writes the same samples every time; what is played reaches the
 * device at the volume set (SDL's disk driver); and the module is harmless with
 * the dummy driver, with no driver at all and with no sound files.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "front/front.h"
#include "gen_sound.h"
#include "shell/audio_internal.h"

/* ---- the mixer ---- */

static audio_voice voice(const int16_t *samples, int length)
{
    audio_voice v = { samples, length, 0, 0 };
    return v;
}

static void test_mix_volume_and_mute(void **state)
{
    (void)state;
    const int16_t a[4] = { 1000, -2000, 30000, -32768 };
    int16_t out[6];
    audio_voice v[AUDIO_VOICES];
    memset(v, 0, sizeof v);

    v[0] = voice(a, 4);
    audio_mix(v, AUDIO_VOICES, 100, false, out, 6);
    assert_int_equal(out[0], 1000);
    assert_int_equal(out[1], -2000);
    assert_int_equal(out[2], 30000);
    assert_int_equal(out[3], -32768);
    assert_int_equal(out[4], 0); /* past its end: silence, and the voice is free */
    assert_null(v[0].samples);

    v[0] = voice(a, 4);
    audio_mix(v, AUDIO_VOICES, 50, false, out, 4);
    assert_int_equal(out[0], 500);
    assert_int_equal(out[1], -1000);
    assert_int_equal(out[2], 15000);
    assert_int_equal(out[3], -16384);

    /* Out-of-range volumes are clamped. */
    v[0] = voice(a, 4);
    audio_mix(v, AUDIO_VOICES, 250, false, out, 1);
    assert_int_equal(out[0], 1000);
    audio_mix(v, AUDIO_VOICES, -5, false, out, 1);
    assert_int_equal(out[0], 0);
    assert_int_equal(v[0].pos, 2); /* it advanced through the silence */

    /* Muted: silence, but time passes for the voice. */
    v[0] = voice(a, 4);
    audio_mix(v, AUDIO_VOICES, 100, true, out, 3);
    for (int i = 0; i < 3; i++)
        assert_int_equal(out[i], 0);
    assert_int_equal(v[0].pos, 3);
    audio_mix(v, AUDIO_VOICES, 100, false, out, 2);
    assert_int_equal(out[0], -32768);
    assert_int_equal(out[1], 0);
}

static void test_mix_saturates(void **state)
{
    (void)state;
    const int16_t loud[3] = { 30000, -30000, 20000 };
    const int16_t other[3] = { 30000, -30000, -25000 };
    int16_t out[3];
    audio_voice v[AUDIO_VOICES];
    memset(v, 0, sizeof v);
    v[2] = voice(loud, 3);
    v[5] = voice(other, 3);
    audio_mix(v, AUDIO_VOICES, 100, false, out, 3);
    assert_int_equal(out[0], 32767);  /* not wrapped to a negative value */
    assert_int_equal(out[1], -32768);
    assert_int_equal(out[2], -5000);  /* sums that fit are exact */

    /* Eight full-scale voices at full volume still saturate cleanly, and at a
     * low volume they sum exactly. */
    int16_t full[2] = { 32767, -32768 };
    for (int i = 0; i < AUDIO_VOICES; i++)
        v[i] = voice(full, 2);
    audio_mix(v, AUDIO_VOICES, 100, false, out, 2);
    assert_int_equal(out[0], 32767);
    assert_int_equal(out[1], -32768);
    for (int i = 0; i < AUDIO_VOICES; i++)
        v[i] = voice(full, 2);
    audio_mix(v, AUDIO_VOICES, 10, false, out, 2);
    assert_int_equal(out[0], 32767 * 8 / 10);
    assert_int_equal(out[1], -32768 * 8 / 10);
}

static void test_pick_voice(void **state)
{
    (void)state;
    const int16_t s[100] = { 0 };
    audio_voice v[AUDIO_VOICES];
    memset(v, 0, sizeof v);
    for (int i = 0; i < AUDIO_VOICES; i++) {
        int k = audio_pick_voice(v, AUDIO_VOICES);
        assert_null(v[k].samples);
        v[k] = (audio_voice){ s, 100, 10 * i, (unsigned)i + 1 };
    }
    /* All busy: the one with the least left (started last here, at pos 70). */
    assert_int_equal(audio_pick_voice(v, AUDIO_VOICES), AUDIO_VOICES - 1);
    /* A tie goes to the oldest. */
    v[2].pos = 70;
    assert_int_equal(audio_pick_voice(v, AUDIO_VOICES), 2);
    v[4].samples = NULL;
    assert_int_equal(audio_pick_voice(v, AUDIO_VOICES), 4);
}

/* ---- the files ---- */

static void sound_path(char *out, size_t size, const char *name)
{
    const char *src = getenv("SKIRMISH_SOURCE_DIR");
    snprintf(out, size, "%s/assets/sounds/%s", src ? src : ".", name);
}

static void test_every_sound_loads(void **state)
{
    (void)state;
    for (int s = 0; s < AUDIO_SOUND_COUNT; s++) {
        const char *name = audio_sound_file((audio_sound)s);
        assert_non_null(name);
        char path[1024], why[1200];
        sound_path(path, sizeof path, name);
        audio_clip clip;
        if (!audio_clip_load(path, &clip, why, (int)sizeof why))
            fail_msg("%s", why);
        /* In the mix format: between 20 ms and 2 s at the mixing rate. */
        assert_true(clip.length > AUDIO_MIX_RATE / 50);
        assert_true(clip.length <= AUDIO_MIX_RATE * 2);
        int peak = 0;
        for (int i = 0; i < clip.length; i++)
            peak = abs(clip.samples[i]) > peak ? abs(clip.samples[i]) : peak;
        assert_true(peak > 8000); /* audible, not silence */
        audio_clip_free(&clip);
        assert_null(clip.samples);
    }
    assert_null(audio_sound_file(AUDIO_SOUND_COUNT));
    audio_clip clip;
    char why[1200];
    assert_false(audio_clip_load("/nonexistent/none.wav", &clip, why, (int)sizeof why));
    assert_null(clip.samples);
    assert_non_null(strstr(why, "none.wav"));
}

/* The generator writes exactly the shipped files, every time: each sound the
 * client plays is one it makes, and its samples are the shipped ones. */
static void test_generator_matches_shipped_files(void **state)
{
    (void)state;
    static int16_t one[GEN_SOUND_RATE * GEN_SOUND_MAX_SECONDS], two[GEN_SOUND_RATE * GEN_SOUND_MAX_SECONDS];
    int cap = (int)(sizeof one / sizeof one[0]);
    assert_int_equal(gen_sound_count(), AUDIO_SOUND_COUNT);
    for (int s = 0; s < AUDIO_SOUND_COUNT; s++) {
        const char *name = audio_sound_file((audio_sound)s);
        int k = 0;
        while (k < gen_sound_count() && strcmp(gen_sound_name(k), name) != 0)
            k++;
        if (k == gen_sound_count())
            fail_msg("gen_sound does not make %s", name);
        int n = gen_sound_render(k, one, cap);
        assert_true(n > 0);
        assert_int_equal(gen_sound_render(k, two, cap), n);
        assert_memory_equal(one, two, (size_t)n * sizeof one[0]);

        char path[1024];
        sound_path(path, sizeof path, name);
        SDL_AudioSpec spec;
        Uint8 *buf = NULL;
        Uint32 len = 0;
        if (!SDL_LoadWAV(path, &spec, &buf, &len))
            fail_msg("%s: %s", path, SDL_GetError());
        assert_int_equal(spec.freq, GEN_SOUND_RATE);
        assert_int_equal(spec.channels, 1);
        assert_int_equal(spec.format, AUDIO_S16LSB);
        if ((int)len != n * 2)
            fail_msg("%s has %u bytes, gen_sound makes %d: run `cmake --build build --target sounds`", name, len, n * 2);
        for (int i = 0; i < n; i++) {
            int16_t shipped = (int16_t)(uint16_t)(buf[2 * i] | (buf[2 * i + 1] << 8));
            if (shipped != one[i])
                fail_msg("%s differs from gen_sound at sample %d: run `cmake --build build --target sounds`", name, i);
        }
        SDL_FreeWAV(buf);
    }
    assert_int_equal(gen_sound_render(-1, one, cap), 0);
    assert_int_equal(gen_sound_render(gen_sound_count(), one, cap), 0);
}

/* ---- the module in an app ---- */

static void exercise(app *a)
{
    audio_set_volume(a, 150);
    assert_int_equal(audio_volume(a), 100);
    audio_set_volume(a, -3);
    assert_int_equal(audio_volume(a), 0);
    audio_play(a, AUDIO_HIT); /* volume 0: nothing */
    audio_set_volume(a, 60);
    assert_int_equal(audio_volume(a), 60);
    for (int round = 0; round < 3; round++)
        for (int s = 0; s < AUDIO_SOUND_COUNT; s++)
            audio_play(a, (audio_sound)s); /* more than AUDIO_VOICES: voices are stolen */
    audio_play(a, AUDIO_SOUND_COUNT);     /* out of range: nothing */
    audio_play(a, (audio_sound)-1);
    SDL_Delay(30);
    audio_set_muted(a, true);
    assert_true(audio_muted(a));
    audio_play(a, AUDIO_CLICK);
    audio_set_muted(a, false);
    assert_false(audio_muted(a));
    audio_stop_all(a);
    audio_play(a, AUDIO_VICTORY);
}

static void test_dummy_driver(void **state)
{
    (void)state;
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    app a;
    assert_true(front_init_offscreen(&a, 800, 560));
    bool on = audio_start(&a); /* opens, or declines: both are fine */
    assert_int_equal(audio_start(&a), on);
    assert_int_equal(audio_available(&a), on);
    assert_int_equal(audio_volume(&a), a.prefs.sound_volume); /* the front applies the preferences */
    exercise(&a);
    app_free(&a); /* closes the device while a sound plays */
}

/* SDL's disk driver writes what the callback mixes to a file: a sound played
 * at volume 50 comes out, at half its loudness, and nothing before it. */
static void test_disk_driver_hears_it(void **state)
{
    (void)state;
    const char *tmp = getenv("SKIRMISH_TEST_TMP");
    char out[1024];
    snprintf(out, sizeof out, "%s/test_audio_disk.raw", tmp ? tmp : "/tmp");
    remove(out);
    setenv("SDL_AUDIODRIVER", "disk", 1);
    setenv("SDL_DISKAUDIOFILE", out, 1);
    setenv("SDL_DISKAUDIODELAY", "1", 1); /* as fast as the callback runs */
    app a;
    assert_true(front_init_offscreen(&a, 800, 560));
    if (!audio_start(&a)) {
        app_free(&a);
        setenv("SDL_AUDIODRIVER", "dummy", 1);
        skip(); /* an SDL built without the disk driver */
    }
    SDL_Delay(50);
    audio_set_volume(&a, 50);
    audio_play(&a, AUDIO_HIT);
    SDL_Delay(300);
    app_free(&a);
    setenv("SDL_AUDIODRIVER", "dummy", 1);

    char path[1024], why[1200];
    sound_path(path, sizeof path, audio_sound_file(AUDIO_HIT));
    audio_clip clip;
    if (!audio_clip_load(path, &clip, why, (int)sizeof why))
        fail_msg("%s", why);
    int clip_peak = 0;
    for (int i = 0; i < clip.length; i++)
        clip_peak = abs(clip.samples[i]) > clip_peak ? abs(clip.samples[i]) : clip_peak;
    audio_clip_free(&clip);

    FILE *f = fopen(out, "rb");
    assert_non_null(f);
    int peak = 0;
    long n = 0;
    unsigned char b[2];
    while (fread(b, 1, 2, f) == 2) {
        int16_t v; /* the device's format is the mix format: native byte order */
        memcpy(&v, b, sizeof v);
        peak = abs(v) > peak ? abs(v) : peak;
        n++;
    }
    fclose(f);
    remove(out);
    assert_true(n > 0);
    /* Half the clip's peak, give or take the rounding of the mix. */
    if (peak < clip_peak / 2 - 2 || peak > clip_peak / 2 + 2)
        fail_msg("mixed peak %d, the clip's is %d (volume 50)", peak, clip_peak);
}

static void test_no_driver(void **state)
{
    (void)state;
    setenv("SDL_AUDIODRIVER", "none-such-driver", 1);
    app a;
    assert_true(front_init_offscreen(&a, 800, 560));
    assert_false(audio_start(&a));
    assert_false(audio_available(&a));
    exercise(&a);
    assert_int_equal(audio_volume(&a), 60); /* remembered even when silent */
    app_free(&a);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
}

static void test_missing_files(void **state)
{
    (void)state;
    app a;
    assert_true(front_init_offscreen(&a, 800, 560));
    char saved[sizeof a.assets.data_dir];
    memcpy(saved, a.assets.data_dir, sizeof saved);
    snprintf(a.assets.data_dir, sizeof a.assets.data_dir, "%s", "/nonexistent/skirmish");
    audio_start(&a); /* opened here, with no file to load */
    memcpy(a.assets.data_dir, saved, sizeof saved);
    exercise(&a);
    app_free(&a);
}

/* Without the app service ever created, app_free has nothing to close. */
static void test_never_started(void **state)
{
    (void)state;
    app a;
    assert_true(front_init_offscreen(&a, 800, 560));
    app_free(&a);
}

int main(void)
{
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mix_volume_and_mute),
        cmocka_unit_test(test_mix_saturates),
        cmocka_unit_test(test_pick_voice),
        cmocka_unit_test(test_every_sound_loads),
        cmocka_unit_test(test_generator_matches_shipped_files),
        cmocka_unit_test(test_dummy_driver),
        cmocka_unit_test(test_disk_driver_hears_it),
        cmocka_unit_test(test_no_driver),
        cmocka_unit_test(test_missing_files),
        cmocka_unit_test(test_never_started),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
