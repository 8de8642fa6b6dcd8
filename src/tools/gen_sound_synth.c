/*
 * The synthesiser of gen_sound (see gen_sound.h). Each sound is a short mix of
 * a few voices written into a float buffer, then normalised to its own peak and
 * rounded to 16 bits. The building blocks are the usual ones of sound effects:
 * sine and harmonic oscillators with a phase accumulator (so sweeps stay
 * smooth), seeded white noise, a one-pole low-pass, a state-variable band-pass,
 * a plucked string (Karplus-Strong), and exponential envelopes.
 */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "gen_sound.h"

#define RATE ((double)GEN_SOUND_RATE)
#define MAX_SAMPLES (GEN_SOUND_RATE * GEN_SOUND_MAX_SECONDS)
#define PI 3.141592653589793
#define TAU (2.0 * PI)

/* ---- building blocks ---- */

typedef struct noise {
    uint64_t state;
} noise;

/* SplitMix64: the same numbers on every machine. */
static double noise_next(noise *n)
{
    uint64_t z = (n->state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return (double)(z >> 11) / (double)(1ull << 52) - 1.0; /* [-1, 1) */
}

typedef struct lowpass {
    double y;
} lowpass;

static double lowpass_run(lowpass *f, double x, double cutoff)
{
    double a = 1.0 - exp(-TAU * cutoff / RATE);
    f->y += a * (x - f->y);
    return f->y;
}

/* Chamberlin state-variable filter; returns the band-pass output. */
typedef struct bandpass {
    double low, band;
} bandpass;

static double bandpass_run(bandpass *f, double x, double centre, double q)
{
    double k = 2.0 * sin(PI * fmin(centre, RATE / 6.0) / RATE);
    f->low += k * f->band;
    double high = x - f->low - q * f->band;
    f->band += k * high;
    return f->band;
}

/* Attack then exponential decay with time constant tau, seconds. */
static double env_hit(double t, double attack, double tau)
{
    if (t < 0)
        return 0;
    if (t < attack)
        return t / attack;
    return exp(-(t - attack) / tau);
}

/* A held note: attack, decay towards `sustain`, released at `length`. */
static double env_note(double t, double length, double sustain, double release)
{
    if (t < 0)
        return 0;
    double a = t < 0.012 ? t / 0.012 : sustain + (1.0 - sustain) * exp(-(t - 0.012) / 0.08);
    if (t > length)
        a *= exp(-(t - length) / release);
    return a;
}

/* Exponential glide from f0 to f1 over `time` seconds, then f1. */
static double glide(double t, double f0, double f1, double time)
{
    double x = t < 0 ? 0 : t > time ? 1 : t / time;
    return f0 * pow(f1 / f0, x);
}

/* A tone of harmonics 1..n with amplitudes 1/k^tilt. */
static double harmonics(double phase, int n, double tilt)
{
    double s = 0;
    for (int k = 1; k <= n; k++)
        s += sin(TAU * phase * k) / pow(k, tilt);
    return s;
}

/* A bell: inharmonic partials that die faster the higher they are. */
static double bell(double t, double f)
{
    if (t < 0)
        return 0;
    static const double ratio[4] = { 1.0, 2.76, 5.40, 8.93 };
    static const double amp[4] = { 1.0, 0.45, 0.22, 0.10 };
    double s = 0;
    for (int k = 0; k < 4; k++)
        s += amp[k] * sin(TAU * f * ratio[k] * t) * exp(-t * (3.0 + 5.0 * k));
    return s * (t < 0.002 ? t / 0.002 : 1.0);
}

static int samples_for(double seconds) { return (int)(seconds * RATE); }

/* ---- the sounds ---- */

static int click(double *o, noise *n)
{
    int len = samples_for(0.05);
    bandpass bp = { 0, 0 };
    for (int i = 0; i < len; i++) {
        double t = i / RATE;
        o[i] = 0.8 * sin(TAU * 1900 * t) * env_hit(t, 0.0005, 0.006) + 0.35 * sin(TAU * 950 * t) * env_hit(t, 0.0005, 0.012) +
               0.4 * bandpass_run(&bp, noise_next(n), 4200, 0.5) * env_hit(t, 0.0002, 0.003);
    }
    return len;
}

/* Three soft footsteps on earth: low-passed noise with a thud. */
static int move(double *o, noise *n)
{
    int len = samples_for(0.46);
    static const double at[3] = { 0.0, 0.15, 0.30 }, gain[3] = { 0.8, 1.0, 0.85 }, tone[3] = { 800, 1000, 900 };
    lowpass lp = { 0 };
    for (int i = 0; i < len; i++) {
        double t = i / RATE, s = 0, x = noise_next(n);
        for (int k = 0; k < 3; k++) {
            double u = t - at[k];
            if (u < 0 || u > 0.14)
                continue;
            s += gain[k] * (0.9 * x * env_hit(u, 0.004, 0.028) + 0.6 * sin(TAU * glide(u, 110, 70, 0.05) * u) * env_hit(u, 0.003, 0.035));
        }
        o[i] = lowpass_run(&lp, s, tone[i * 3 / len]);
    }
    return len;
}

/* A blade on a shield: a falling thump, a crack and a short metallic ring. */
static int hit(double *o, noise *n)
{
    int len = samples_for(0.38);
    bandpass bp = { 0, 0 };
    static const double partial[4] = { 620, 1480, 2250, 3400 }, decay[4] = { 0.15, 0.10, 0.07, 0.05 };
    double phase = 0;
    for (int i = 0; i < len; i++) {
        double t = i / RATE;
        phase += glide(t, 170, 50, 0.12) / RATE;
        double s = 1.0 * sin(TAU * phase) * env_hit(t, 0.002, 0.07);
        s += 0.9 * bandpass_run(&bp, noise_next(n), 2600, 0.6) * env_hit(t, 0.0005, 0.018);
        for (int k = 0; k < 4; k++)
            s += 0.22 * sin(TAU * partial[k] * t) * env_hit(t, 0.001, decay[k]);
        o[i] = s;
    }
    return len;
}

/* A bow: the string's twang, the arrow's whoosh, the impact. */
static int shot(double *o, noise *n)
{
    int len = samples_for(0.62);
    memset(o, 0, sizeof(double) * (size_t)len);
    /* Karplus-Strong string at about 200 Hz. */
    enum { DELAY = GEN_SOUND_RATE / 200 };
    double line[DELAY];
    for (int i = 0; i < DELAY; i++)
        line[i] = noise_next(n);
    for (int i = 0, p = 0; i < samples_for(0.25); i++, p = (p + 1) % DELAY) {
        double next = line[(p + 1) % DELAY];
        double out = line[p];
        line[p] = 0.996 * 0.5 * (out + next);
        o[i] += 0.7 * out * env_hit(i / RATE, 0.001, 0.07);
    }
    bandpass bp = { 0, 0 };
    lowpass lp = { 0 };
    for (int i = 0; i < len; i++) {
        double t = i / RATE;
        if (t > 0.03 && t < 0.37) {
            double x = (t - 0.03) / 0.34;
            double centre = 700 + 2200 * sin(PI * x);
            o[i] += 0.9 * bandpass_run(&bp, noise_next(n), centre, 0.35) * sin(PI * x) * sin(PI * x);
        }
        double u = t - 0.37;
        if (u >= 0) {
            o[i] += 0.9 * sin(TAU * glide(u, 150, 60, 0.06) * u) * env_hit(u, 0.001, 0.05);
            o[i] += 0.8 * lowpass_run(&lp, noise_next(n), 1800) * env_hit(u, 0.0005, 0.025);
        }
    }
    return len;
}

/* An attacking spell: a falling, wobbling zap with crackles. */
static int cast_attack(double *o, noise *n)
{
    int len = samples_for(0.52);
    double phase = 0;
    bandpass bp = { 0, 0 };
    for (int i = 0; i < len; i++) {
        double t = i / RATE;
        double f = glide(t, 1500, 180, 0.45) * (1.0 + 0.12 * sin(TAU * 38 * t));
        phase += f / RATE;
        double e = env_hit(t, 0.004, 0.16);
        double s = 0.8 * harmonics(phase, 4, 1.4) * e;
        double crackle = noise_next(n);
        double gate = noise_next(n) > 0.82 ? 1.0 : 0.0;
        s += 0.5 * bandpass_run(&bp, crackle * gate, 3000, 0.7) * e;
        o[i] = s;
    }
    return len;
}

/* Helping an ally: a rising chime of four bells. */
static int cast_support(double *o, noise *n)
{
    (void)n;
    int len = samples_for(0.85);
    static const double note[4] = { 523.25, 659.25, 783.99, 1046.50 };
    for (int i = 0; i < len; i++) {
        double t = i / RATE, s = 0;
        for (int k = 0; k < 4; k++)
            s += (k == 3 ? 0.9 : 0.7) * bell(t - 0.09 * k, note[k]);
        o[i] = s;
    }
    return len;
}

/* Moving by magic: a whoosh up and down the spectrum. */
static int cast_movement(double *o, noise *n)
{
    int len = samples_for(0.48);
    bandpass bp = { 0, 0 }, bp2 = { 0, 0 };
    double phase = 0;
    for (int i = 0; i < len; i++) {
        double t = i / RATE, x = t / (len / RATE);
        double shape = sin(PI * x);
        double centre = 300 + 2600 * sin(PI * pow(x, 0.7));
        double w = noise_next(n);
        double s = 0.9 * bandpass_run(&bp, w, centre, 0.3) * shape * shape;
        s += 0.4 * bandpass_run(&bp2, w, centre * 1.5, 0.2) * shape * shape * shape;
        phase += glide(t, 180, 420, 0.3) / RATE;
        s += 0.25 * sin(TAU * phase) * shape;
        o[i] = s;
    }
    return len;
}

/* Raising a shield: a metallic ring over a trembling low hum. */
static int cast_defend(double *o, noise *n)
{
    (void)n;
    int len = samples_for(0.75);
    static const double hum[3] = { 196.0, 294.0, 392.0 };
    for (int i = 0; i < len; i++) {
        double t = i / RATE, s = 0;
        double e = (t < 0.06 ? t / 0.06 : 1.0) * (t > 0.45 ? exp(-(t - 0.45) / 0.09) : 1.0);
        double trem = 1.0 - 0.3 * (0.5 + 0.5 * sin(TAU * 11 * t));
        for (int k = 0; k < 3; k++)
            s += 0.35 * (sin(TAU * hum[k] * t) + sin(TAU * (hum[k] + 1.5) * t)) / (1 + k);
        s *= e * trem;
        s += 0.45 * sin(TAU * 1250 * t) * env_hit(t, 0.001, 0.16) + 0.3 * sin(TAU * 1873 * t) * env_hit(t, 0.001, 0.11);
        o[i] = s;
    }
    return len;
}

/* A unit falls: a falling groan, then the body on the ground. */
static int death(double *o, noise *n)
{
    int len = samples_for(0.95);
    double phase = 0;
    lowpass lp = { 0 }, lp2 = { 0 };
    for (int i = 0; i < len; i++) {
        double t = i / RATE;
        phase += glide(t, 190, 55, 0.6) / RATE;
        double groan = harmonics(phase, 7, 1.0) * env_note(t, 0.35, 0.7, 0.12);
        double s = 0.6 * lowpass_run(&lp, groan, glide(t, 1400, 260, 0.6));
        double u = t - 0.6;
        if (u >= 0) {
            s += 0.9 * sin(TAU * glide(u, 95, 45, 0.1) * u) * env_hit(u, 0.002, 0.08);
            s += 0.7 * lowpass_run(&lp2, noise_next(n), 700) * env_hit(u, 0.001, 0.05);
        }
        o[i] = s;
    }
    return len;
}

/* A turn starts: two bells going up. */
static int turn(double *o, noise *n)
{
    (void)n;
    int len = samples_for(0.5);
    for (int i = 0; i < len; i++) {
        double t = i / RATE;
        o[i] = 0.7 * bell(t, 659.25) + 0.8 * bell(t - 0.12, 987.77);
    }
    return len;
}

/* A note of a brassy voice: harmonics that brighten with the attack. */
static double brass(double t, double f, double length, double vibrato)
{
    if (t < 0)
        return 0;
    double e = env_note(t, length, 0.65, 0.12);
    double v = 1.0 + vibrato * sin(TAU * 5.5 * t) * (t > 0.2 ? 1.0 : t / 0.2);
    double phase = f * v * t;
    return e * harmonics(phase, 6, t < 0.05 ? 2.0 - 20.0 * t : 1.0);
}

static int victory(double *o, noise *n)
{
    (void)n;
    int len = samples_for(1.6);
    static const double note[4] = { 523.25, 659.25, 783.99, 1046.50 }, at[4] = { 0, 0.14, 0.28, 0.42 };
    static const double hold[4] = { 0.12, 0.12, 0.12, 0.85 };
    for (int i = 0; i < len; i++) {
        double t = i / RATE, s = 0;
        for (int k = 0; k < 4; k++)
            s += 0.45 * brass(t - at[k], note[k], hold[k], k == 3 ? 0.004 : 0);
        s += 0.35 * brass(t - 0.42, 261.63, 0.85, 0) + 0.3 * brass(t - 0.42, 392.0, 0.85, 0);
        o[i] = s;
    }
    return len;
}

/* Defeat or a draw: a slow falling minor line on a soft triangle. */
static double triangle(double phase)
{
    double x = phase - floor(phase);
    return 4.0 * fabs(x - 0.5) - 1.0;
}

static int defeat(double *o, noise *n)
{
    (void)n;
    int len = samples_for(1.45);
    static const double note[3] = { 392.0, 311.13, 261.63 }, at[3] = { 0, 0.3, 0.6 }, hold[3] = { 0.25, 0.25, 0.6 };
    lowpass lp = { 0 };
    for (int i = 0; i < len; i++) {
        double t = i / RATE, s = 0;
        for (int k = 0; k < 3; k++) {
            double u = t - at[k];
            if (u >= 0)
                s += 0.6 * triangle(note[k] * u) * env_note(u, hold[k], 0.6, 0.2);
        }
        double u = t - 0.6;
        if (u >= 0)
            s += 0.5 * triangle(130.81 * u) * env_note(u, 0.6, 0.6, 0.25);
        o[i] = lowpass_run(&lp, s, 2500);
    }
    return len;
}

/* ---- the table ---- */

typedef struct sound_def {
    const char *name;
    int (*render)(double *out, noise *n);
    double peak;                   /* loudness relative to full scale */
} sound_def;

static const sound_def sounds[] = {
    { "click.wav", click, 0.45 },
    { "move.wav", move, 0.55 },
    { "hit.wav", hit, 0.75 },
    { "shot.wav", shot, 0.7 },
    { "cast-attack.wav", cast_attack, 0.6 },
    { "cast-support.wav", cast_support, 0.55 },
    { "cast-movement.wav", cast_movement, 0.6 },
    { "cast-defend.wav", cast_defend, 0.55 },
    { "death.wav", death, 0.7 },
    { "turn.wav", turn, 0.5 },
    { "victory.wav", victory, 0.65 },
    { "defeat.wav", defeat, 0.6 },
};

int gen_sound_count(void) { return (int)(sizeof sounds / sizeof sounds[0]); }

const char *gen_sound_name(int index) { return index >= 0 && index < gen_sound_count() ? sounds[index].name : NULL; }

int gen_sound_render(int index, int16_t *out, int cap)
{
    if (index < 0 || index >= gen_sound_count())
        return 0;
    static double buf[MAX_SAMPLES];
    memset(buf, 0, sizeof buf);
    noise n = { 0x5EED0000ull + (uint64_t)index * 7919u };
    int len = sounds[index].render(buf, &n);
    if (len > cap)
        len = cap;
    double peak = 0;
    for (int i = 0; i < len; i++)
        peak = fmax(peak, fabs(buf[i]));
    double scale = peak > 0 ? sounds[index].peak * 32767.0 / peak : 0;
    /* A few milliseconds of fade at the end: no click when a sound is cut. */
    int fade = samples_for(0.004);
    for (int i = 0; i < len; i++) {
        double g = i >= len - fade ? (double)(len - i) / fade : 1.0;
        double v = floor(buf[i] * scale * g + 0.5);
        out[i] = (int16_t)(v > 32767 ? 32767 : v < -32768 ? -32768 : v);
    }
    return len;
}
