/*
 * Reading whole files and replacing files atomically.
 *
 * Reading refuses anything that is not a regular file (a directory, a FIFO that
 * would block, a device) and anything over DATA_FILE_MAX_BYTES, so a loader never
 * waits forever or eats memory on a wrong path. Writing goes through a temporary
 * file in the target's directory, synced before it is renamed over the target:
 * after a crash or a full disk the old file is either intact or fully replaced.
 */
#define _POSIX_C_SOURCE 200809L

#include "skirmish/data/files.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fileio_internal.h"

bool data_file_read(const char *path, char **text, size_t *len, data_error *err)
{
    data_error_clear(err);
    if (path == NULL || text == NULL)
        return data_error_set(err, DATA_ERR_IO, path, NULL, "no file given");

    /* O_NONBLOCK so that opening a FIFO by mistake does not hang; it changes
     * nothing for a regular file. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return data_error_set(err, DATA_ERR_IO, path, NULL, "cannot open: %s", strerror(errno));
    struct stat st;
    if (fstat(fd, &st) != 0) {
        int e = errno;
        close(fd);
        return data_error_set(err, DATA_ERR_IO, path, NULL, "cannot read: %s", strerror(e));
    }
    if (S_ISDIR(st.st_mode)) {
        close(fd);
        return data_error_set(err, DATA_ERR_IO, path, NULL, "is a directory, not a file");
    }
    if (!S_ISREG(st.st_mode)) {
        close(fd);
        return data_error_set(err, DATA_ERR_IO, path, NULL, "is not a regular file");
    }
    if (st.st_size > DATA_FILE_MAX_BYTES) {
        close(fd);
        return data_error_set(err, DATA_ERR_IO, path, NULL, "too large (%lld bytes, the limit is %d)",
                              (long long)st.st_size, DATA_FILE_MAX_BYTES);
    }

    /* The size from fstat is a hint only (the file may grow while read), so read
     * until end of file and stop one byte past the limit. */
    size_t cap = (size_t)st.st_size + 1;
    size_t used = 0;
    char *buf = malloc(cap + 1);
    if (buf == NULL) {
        close(fd);
        return data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory reading the file");
    }
    for (;;) {
        if (used == cap) {
            if (cap > DATA_FILE_MAX_BYTES)
                break;
            size_t grown = cap * 2 > (size_t)DATA_FILE_MAX_BYTES + 1 ? (size_t)DATA_FILE_MAX_BYTES + 1 : cap * 2;
            char *bigger = realloc(buf, grown + 1);
            if (bigger == NULL) {
                free(buf);
                close(fd);
                return data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory reading the file");
            }
            buf = bigger;
            cap = grown;
        }
        ssize_t n = read(fd, buf + used, cap - used);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            int e = errno;
            free(buf);
            close(fd);
            return data_error_set(err, DATA_ERR_IO, path, NULL, "cannot read: %s", strerror(e));
        }
        if (n == 0)
            break;
        used += (size_t)n;
    }
    close(fd);
    if (used > DATA_FILE_MAX_BYTES) {
        free(buf);
        return data_error_set(err, DATA_ERR_IO, path, NULL, "too large (over %d bytes)", DATA_FILE_MAX_BYTES);
    }
    buf[used] = '\0';
    *text = buf;
    if (len != NULL)
        *len = used;
    return true;
}

static bool crash_before_rename(void)
{
    const char *value = getenv(DATA_TEST_CRASH_ENV);
    return value != NULL && value[0] != '\0' && strcmp(value, "0") != 0;
}

/* Makes the rename itself durable. Some file systems cannot sync a directory;
 * the data is already safe then, so failure is not reported. */
static void sync_parent_directory(const char *path)
{
    const char *slash = strrchr(path, '/');
    char *dir = NULL;
    if (slash == NULL)
        dir = strdup(".");
    else if (slash == path)
        dir = strdup("/");
    else
        dir = strndup(path, (size_t)(slash - path));
    if (dir == NULL)
        return;
    int fd = open(dir, O_RDONLY | O_CLOEXEC);
    free(dir);
    if (fd < 0)
        return;
    (void)fsync(fd);
    close(fd);
}

bool data_file_write_atomic(const char *path, const void *data, size_t len, data_error *err)
{
    data_error_clear(err);
    if (path == NULL || path[0] == '\0')
        return data_error_set(err, DATA_ERR_IO, path, NULL, "no file given");
    if (data == NULL && len > 0)
        return data_error_set(err, DATA_ERR_IO, path, NULL, "nothing to write");

    size_t tmp_size = strlen(path) + 32;
    char *tmp = malloc(tmp_size);
    if (tmp == NULL)
        return data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
    snprintf(tmp, tmp_size, "%s.tmp.%ld", path, (long)getpid());

    FILE *f = fopen(tmp, "wb");
    if (f == NULL) {
        data_error_set(err, DATA_ERR_IO, path, NULL, "cannot create %s: %s", tmp, strerror(errno));
        free(tmp);
        return false;
    }
    const char *step = NULL;
    int e = 0;
    if (len > 0 && fwrite(data, 1, len, f) != len)
        step = "cannot write";
    else if (fflush(f) != 0)
        step = "cannot write";
    else if (fsync(fileno(f)) != 0)
        step = "cannot sync";
    if (step != NULL)
        e = errno;
    if (fclose(f) != 0 && step == NULL) {
        step = "cannot close";
        e = errno;
    }
    if (step != NULL) {
        remove(tmp);
        data_error_set(err, DATA_ERR_IO, path, NULL, "%s %s: %s", step, tmp, strerror(e));
        free(tmp);
        return false;
    }

    if (crash_before_rename()) {
        /* Deliberately leaves the temporary file, as a crash would. */
        data_error_set(err, DATA_ERR_IO, path, NULL, "stopped before rename (%s is set)", DATA_TEST_CRASH_ENV);
        free(tmp);
        return false;
    }

    if (rename(tmp, path) != 0) {
        e = errno;
        remove(tmp);
        data_error_set(err, DATA_ERR_IO, path, NULL, "cannot replace the file: %s", strerror(e));
        free(tmp);
        return false;
    }
    free(tmp);
    sync_parent_directory(path);
    return true;
}

bool data_file_save_text(const char *path, char *text, data_error *err)
{
    if (text == NULL) {
        data_error_clear(err);
        return data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
    }
    bool ok = data_file_write_atomic(path, text, strlen(text), err);
    free(text);
    return ok;
}
