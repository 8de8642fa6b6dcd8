/*
 * Skirmish sound generator: writes every sound effect the client plays as a
 * 16-bit mono WAV file, synthesised by gen_sound_synth.c, so that all of the
 * game's sounds are made by this project's own code (no recording, no sample
 * library) and can be regenerated at will. Running it twice writes identical
 * files.
 *
 * usage: gen_sound ASSETS_DIR   (writes one .wav file per sound into ASSETS_DIR/sounds)
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "gen_sound.h"

static void put16(unsigned char *p, unsigned v)
{
    p[0] = (unsigned char)(v & 0xFF);
    p[1] = (unsigned char)((v >> 8) & 0xFF);
}

static void put32(unsigned char *p, uint32_t v)
{
    put16(p, v & 0xFFFF);
    put16(p + 2, v >> 16);
}

/* A canonical 44-byte RIFF/WAVE header, then the samples in little endian. */
static int write_wav(const char *path, const int16_t *samples, int n)
{
    unsigned char header[44];
    uint32_t data = (uint32_t)n * 2;
    memcpy(header, "RIFF", 4);
    put32(header + 4, 36 + data);
    memcpy(header + 8, "WAVEfmt ", 8);
    put32(header + 16, 16);
    put16(header + 20, 1);                     /* PCM */
    put16(header + 22, 1);                     /* mono */
    put32(header + 24, GEN_SOUND_RATE);
    put32(header + 28, GEN_SOUND_RATE * 2);    /* bytes per second */
    put16(header + 32, 2);                     /* bytes per frame */
    put16(header + 34, 16);                    /* bits per sample */
    memcpy(header + 36, "data", 4);
    put32(header + 40, data);
    FILE *f = fopen(path, "wb");
    if (!f) {
        fprintf(stderr, "gen_sound: cannot write %s: %s\n", path, strerror(errno));
        return 1;
    }
    int bad = fwrite(header, 1, sizeof header, f) != sizeof header;
    for (int i = 0; i < n && !bad; i++) {
        unsigned char b[2];
        put16(b, (unsigned)(uint16_t)samples[i]);
        bad = fwrite(b, 1, 2, f) != 2;
    }
    if (fclose(f) != 0 || bad) {
        fprintf(stderr, "gen_sound: cannot write %s\n", path);
        return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: gen_sound ASSETS_DIR\n");
        return 2;
    }
    char dir[1024];
    if (snprintf(dir, sizeof dir, "%s/sounds", argv[1]) >= (int)sizeof dir) {
        fprintf(stderr, "gen_sound: path too long\n");
        return 2;
    }
    if (mkdir(dir, 0755) != 0 && errno != EEXIST) {
        fprintf(stderr, "gen_sound: cannot create %s: %s\n", dir, strerror(errno));
        return 1;
    }
    static int16_t samples[GEN_SOUND_RATE * GEN_SOUND_MAX_SECONDS];
    int failed = 0;
    for (int i = 0; i < gen_sound_count(); i++) {
        int n = gen_sound_render(i, samples, (int)(sizeof samples / sizeof samples[0]));
        char path[1200];
        snprintf(path, sizeof path, "%s/%s", dir, gen_sound_name(i));
        failed |= write_wav(path, samples, n);
        if (!failed)
            printf("%s  %.2f s\n", path, (double)n / GEN_SOUND_RATE);
    }
    return failed;
}
