/*
 * Helpers of the fuzz harnesses (fuzz_util.h).
 */
#define _GNU_SOURCE

#include "fuzz_util.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

char *fuzz_text(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (text == NULL)
        abort();
    if (size > 0)
        memcpy(text, data, size);
    text[size] = '\0';
    return text;
}

void fuzz_fail(const char *file, int line, const char *cond, const char *fmt, ...)
{
    fprintf(stderr, "\n%s:%d: invariant broken: %s\n  ", file, line, cond);
    va_list args;
    va_start(args, fmt);
    vfprintf(stderr, fmt, args);
    va_end(args);
    fprintf(stderr, "\n");
    abort();
}

void fuzz_check_error(const data_error *err)
{
    FUZZ_CHECK(err->kind != DATA_OK, "a loader failed without an error kind");
    FUZZ_CHECK(err->message[0] != '\0', "a loader failed without a message");
    const char *fields[3] = {err->file, err->key, err->message};
    for (int f = 0; f < 3; f++)
        for (const unsigned char *p = (const unsigned char *)fields[f]; *p; p++)
            FUZZ_CHECK(*p >= 0x20 && *p != 0x7F, "a control character in an error: \"%s\"", fields[f]);
}

const char *fuzz_dir(void)
{
    static char dir[64];
    if (dir[0] == '\0') {
        snprintf(dir, sizeof dir, "/tmp/skirmish-fuzz-XXXXXX");
        if (mkdtemp(dir) == NULL)
            abort();
    }
    return dir;
}

const char *fuzz_file(const uint8_t *data, size_t size)
{
    static char path[128];
    snprintf(path, sizeof path, "%s/input.json", fuzz_dir());
    FILE *f = fopen(path, "wb");
    if (f == NULL || (size > 0 && fwrite(data, 1, size, f) != size) || fclose(f) != 0)
        abort();
    return path;
}
