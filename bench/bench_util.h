/*
 * What the benchmarks share: a monotonic millisecond clock and a comparison for
 * sorting timings (medians and percentiles).
 */
#ifndef SKIRMISH_BENCH_BENCH_UTIL_H
#define SKIRMISH_BENCH_BENCH_UTIL_H

#include <time.h>

static inline double bench_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* This thread's CPU time in milliseconds: the area-map benchmarks time frames
 * with it, so a machine shared with other work (two cores, many jobs) measures
 * the drawing and not the waiting. */
static inline double bench_cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static inline int bench_compare_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b;
}

#endif
