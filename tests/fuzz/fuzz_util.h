/*
 * Helpers of the fuzz harnesses (tests/fuzz): the input as a NUL-terminated
 * text, a check that stops the run as a crash (libFuzzer then keeps the input),
 * and a scratch file for the loaders that read only from a path.
 */
#ifndef SKIRMISH_TESTS_FUZZ_FUZZ_UTIL_H
#define SKIRMISH_TESTS_FUZZ_FUZZ_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "skirmish/data/error.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A malloc'd copy of the input with a NUL after it (the caller frees). */
char *fuzz_text(const uint8_t *data, size_t size);

/* An invariant broken: prints what and where, then aborts (a "crash" libFuzzer
 * records with its input). */
#define FUZZ_CHECK(cond, ...)                                                                                          \
    do {                                                                                                               \
        if (!(cond))                                                                                                   \
            fuzz_fail(__FILE__, __LINE__, #cond, __VA_ARGS__);                                                         \
    } while (0)
void fuzz_fail(const char *file, int line, const char *cond, const char *fmt, ...)
    __attribute__((format(printf, 4, 5), noreturn));

/* A loader's error is well formed: a kind, a message without control characters. */
void fuzz_check_error(const data_error *err);

/* The input as a file: returns its path (a file in a private directory,
 * rewritten each time). */
const char *fuzz_file(const uint8_t *data, size_t size);
/* A private scratch directory of this process, for savers. */
const char *fuzz_dir(void);

#endif
