/*
 * Reading whole files and replacing files atomically.
 *
 * Reading refuses anything that is not a regular file (a directory, a FIFO that
 * would block, a device) and anything over DATA_FILE_MAX_BYTES, so a loader never
 * waits forever or eats memory on a wrong path. Writing goes through a temporary
 * file in the target's directory, synced before it is renamed over the target:
 * after a crash or a full disk the old file is either intact or fully replaced.
 *
 * Temporary files are created, never opened: O_CREAT|O_EXCL|O_NOFOLLOW on a
 * name of our own (DATA_TEMP_PREFIX, the process id and a counter), so a planted
 * symlink or file is never written through, and the name's length does not
 * depend on the target's (a 250-byte file name still saves). A new file's name
 * is claimed with link() (or renameat2 RENAME_NOREPLACE), which fails when the
 * name exists: two processes saving "rush.json" at once get two files.
 */
#define _GNU_SOURCE /* renameat2 and RENAME_NOREPLACE */

#include "skirmish/data/files.h"

#include <errno.h>
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "fileio_internal.h"
#include "skirmish/i18n.h"

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

/* The directory part of path ("." when there is none), malloc'd. */
static char *parent_directory(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (slash == NULL)
        return strdup(".");
    if (slash == path)
        return strdup("/");
    return strndup(path, (size_t)(slash - path));
}

/* Makes the rename itself durable. Some file systems cannot sync a directory;
 * the data is already safe then, so failure is not reported. */
static void sync_parent_directory(const char *path)
{
    char *dir = parent_directory(path);
    if (dir == NULL)
        return;
    int fd = open(dir, O_RDONLY | O_CLOEXEC);
    free(dir);
    if (fd < 0)
        return;
    (void)fsync(fd);
    close(fd);
}

/* Creates a fresh temporary file beside `path` (the name goes into *tmp,
 * malloc'd). Returns the descriptor, or -1 with errno set. */
static int temp_create(const char *path, char **tmp)
{
    static unsigned counter;
    *tmp = NULL;
    char *dir = parent_directory(path);
    if (dir == NULL)
        return -1;
    size_t size = strlen(dir) + sizeof DATA_TEMP_PREFIX + 48;
    char *name = malloc(size);
    if (name == NULL) {
        free(dir);
        errno = ENOMEM;
        return -1;
    }
    int fd = -1;
    for (int attempt = 0; attempt < 64 && fd < 0; attempt++) {
        snprintf(name, size, "%s/%s%ld.%u", dir, DATA_TEMP_PREFIX, (long)getpid(), counter++);
        /* 0666 and the umask, as fopen would; O_NOFOLLOW refuses a planted symlink
         * and O_EXCL any existing file. */
        fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    free(dir);
    if (fd < 0) {
        int e = errno;
        free(name);
        errno = e;
        return -1;
    }
    *tmp = name;
    return fd;
}

/* Writes, syncs and closes fd; on failure removes tmp and sets err. */
static bool temp_fill(int fd, const char *tmp, const char *path, const void *data, size_t len, data_error *err)
{
    enum { STEP_OK, STEP_WRITE, STEP_SYNC, STEP_CLOSE } step = STEP_OK;
    int e = 0;
    const char *p = data;
    size_t left = len;
    while (left > 0 && step == STEP_OK) {
        ssize_t n = write(fd, p, left);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            step = STEP_WRITE;
            e = n < 0 ? errno : ENOSPC;
            break;
        }
        p += n;
        left -= (size_t)n;
    }
    if (step == STEP_OK && fsync(fd) != 0) {
        step = STEP_SYNC;
        e = errno;
    }
    if (close(fd) != 0 && step == STEP_OK) {
        step = STEP_CLOSE;
        e = errno;
    }
    if (step != STEP_OK) {
        unlink(tmp);
        if (step == STEP_WRITE)
            return data_error_set(err, DATA_ERR_IO, path, NULL, "cannot write the temporary file: %s", strerror(e));
        if (step == STEP_SYNC)
            return data_error_set(err, DATA_ERR_IO, path, NULL, "cannot sync the temporary file: %s", strerror(e));
        return data_error_set(err, DATA_ERR_IO, path, NULL, "cannot close the temporary file: %s", strerror(e));
    }
    return true;
}

/* A new temporary file beside path holding data, ready to be renamed or linked. */
static bool temp_write(const char *path, const void *data, size_t len, bool keep_mode, char **tmp, data_error *err)
{
    int fd = temp_create(path, tmp);
    if (fd < 0)
        return data_error_set(err, DATA_ERR_IO, path, NULL, "cannot create a temporary file beside it: %s",
                              strerror(errno));
    /* Replacing keeps the old file's permissions (a file the player made private
     * stays private). */
    struct stat st;
    if (keep_mode && stat(path, &st) == 0 && S_ISREG(st.st_mode))
        (void)fchmod(fd, st.st_mode & 07777);
    if (!temp_fill(fd, *tmp, path, data, len, err)) {
        free(*tmp);
        *tmp = NULL;
        return false;
    }
    return true;
}

static bool check_args(const char *path, const void *data, size_t len, data_error *err)
{
    data_error_clear(err);
    if (path == NULL || path[0] == '\0')
        return data_error_set(err, DATA_ERR_IO, path, NULL, "no file given");
    if (data == NULL && len > 0)
        return data_error_set(err, DATA_ERR_IO, path, NULL, "nothing to write");
    return true;
}

bool data_file_write_atomic(const char *path, const void *data, size_t len, data_error *err)
{
    if (!check_args(path, data, len, err))
        return false;
    char *tmp = NULL;
    if (!temp_write(path, data, len, true, &tmp, err))
        return false;
    if (crash_before_rename()) {
        /* Deliberately leaves the temporary file, as a crash would. */
        free(tmp);
        return data_error_set(err, DATA_ERR_IO, path, NULL, "stopped before rename (%s is set)",
                              DATA_TEST_CRASH_ENV);
    }
    if (rename(tmp, path) != 0) {
        int e = errno;
        unlink(tmp);
        free(tmp);
        return data_error_set(err, DATA_ERR_IO, path, NULL, "cannot replace the file: %s", strerror(e));
    }
    free(tmp);
    sync_parent_directory(path);
    return true;
}

int data_file_temp_open(const char *path, char *tmp, size_t size, data_error *err)
{
    data_error_clear(err);
    if (path == NULL || path[0] == '\0' || tmp == NULL || size == 0) {
        data_error_set(err, DATA_ERR_IO, path, NULL, "no file given");
        return -1;
    }
    char *name = NULL;
    int fd = temp_create(path, &name);
    if (fd < 0) {
        data_error_set(err, DATA_ERR_IO, path, NULL, "cannot create a temporary file beside it: %s", strerror(errno));
        return -1;
    }
    if (strlen(name) >= size) {
        close(fd);
        unlink(name);
        free(name);
        data_error_set(err, DATA_ERR_IO, path, NULL, "the temporary file's path is too long");
        return -1;
    }
    memcpy(tmp, name, strlen(name) + 1);
    free(name);
    return fd;
}

bool data_file_temp_commit(const char *tmp, const char *path, data_error *err)
{
    data_error_clear(err);
    int fd = open(tmp, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        int e = errno;
        unlink(tmp);
        return data_error_set(err, DATA_ERR_IO, path, NULL, "the temporary file is gone: %s", strerror(e));
    }
    struct stat st;
    if (stat(path, &st) == 0 && S_ISREG(st.st_mode))
        (void)fchmod(fd, st.st_mode & 07777);
    int synced = fsync(fd);
    int e = errno;
    close(fd);
    if (synced != 0) {
        unlink(tmp);
        return data_error_set(err, DATA_ERR_IO, path, NULL, "cannot sync the temporary file: %s", strerror(e));
    }
    if (rename(tmp, path) != 0) {
        e = errno;
        unlink(tmp);
        return data_error_set(err, DATA_ERR_IO, path, NULL, "cannot replace the file: %s", strerror(e));
    }
    sync_parent_directory(path);
    return true;
}

/* Gives tmp the name path unless path exists: 0, or an errno (EEXIST when taken). */
static int claim_name(const char *tmp, const char *path)
{
    if (link(tmp, path) == 0) {
        unlink(tmp);
        return 0;
    }
    int e = errno;
    if (e == EEXIST)
        return e;
    /* File systems without hard links (FAT, some network mounts). */
    if (renameat2(AT_FDCWD, tmp, AT_FDCWD, path, RENAME_NOREPLACE) == 0)
        return 0;
    return errno == EINVAL || errno == ENOSYS ? e : errno;
}

bool data_file_write_new(const char *path, const void *data, size_t len, bool *taken, data_error *err)
{
    if (taken != NULL)
        *taken = false;
    if (!check_args(path, data, len, err))
        return false;
    char *tmp = NULL;
    if (!temp_write(path, data, len, false, &tmp, err))
        return false;
    if (crash_before_rename()) {
        free(tmp);
        return data_error_set(err, DATA_ERR_IO, path, NULL, "stopped before rename (%s is set)",
                              DATA_TEST_CRASH_ENV);
    }
    int e = claim_name(tmp, path);
    if (e != 0) {
        unlink(tmp);
        free(tmp);
        if (e == EEXIST && taken != NULL)
            *taken = true;
        return data_error_set_text(err, DATA_ERR_IO, path, NULL,
                                   e == EEXIST ? _("a file of that name already exists") : strerror(e));
    }
    free(tmp);
    sync_parent_directory(path);
    return true;
}

bool data_file_write_unique(const char *dir, const char *stem, const char *ext, const void *data, size_t len,
                            char *out, size_t size, data_error *err)
{
    data_error_clear(err);
    if (dir == NULL || stem == NULL || ext == NULL || out == NULL || size == 0)
        return data_error_set(err, DATA_ERR_IO, dir, NULL, "no file given");
    for (int k = 1; k <= DATA_UNIQUE_TRIES; k++) {
        char name[320];
        int n = k == 1 ? snprintf(name, sizeof name, "%s%s", stem, ext)
                       : snprintf(name, sizeof name, "%s-%d%s", stem, k, ext);
        if (n < 0 || (size_t)n >= sizeof name || (size_t)n > DATA_FILE_NAME_MAX)
            return data_error_set(err, DATA_ERR_IO, dir, NULL, "the file name \"%s%s\" is too long", stem, ext);
        size_t need = strlen(dir) + 1 + (size_t)n + 1;
        if (need > size)
            return data_error_set(err, DATA_ERR_IO, dir, NULL, "the path of \"%s\" is too long", name);
        snprintf(out, size, "%s/%s", dir, name);
        bool taken = false;
        if (data_file_write_new(out, data, len, &taken, err))
            return true;
        if (!taken)
            return false;
    }
    return data_error_set(err, DATA_ERR_IO, dir, NULL, "no free file name for \"%s%s\" (%d tried)", stem, ext,
                          DATA_UNIQUE_TRIES);
}

/* The process id in a temporary file's name, or 0 when it is not one of ours:
 * ".skirmish-tmp.<pid>.<n>", or "<name>.json.tmp.<pid>" of the versions before
 * (which wrote only JSON files; a player's own "notes.tmp.2024" is not ours). */
static long temp_owner(const char *name)
{
    const char *digits = NULL;
    size_t plen = strlen(DATA_TEMP_PREFIX);
    if (strncmp(name, DATA_TEMP_PREFIX, plen) == 0) {
        digits = name + plen;
    } else {
        const char *t = strstr(name, ".tmp.");
        while (t != NULL && strstr(t + 1, ".tmp.") != NULL)
            t = strstr(t + 1, ".tmp.");
        if (t == NULL || t - name < 5 || strncmp(t - 5, ".json", 5) != 0)
            return 0;
        digits = t + 5;
        for (const char *c = digits; *c; c++)
            if (*c < '0' || *c > '9')
                return 0;
    }
    char *end = NULL;
    errno = 0;
    long pid = strtol(digits, &end, 10);
    if (errno != 0 || end == digits || pid <= 0 || (*end != '\0' && *end != '.'))
        return 0;
    return pid;
}

int data_file_clean_temps(const char *dir, data_error *err)
{
    data_error_clear(err);
    DIR *d = opendir(dir);
    if (d == NULL) {
        if (errno == ENOENT)
            return 0;
        data_error_set(err, DATA_ERR_IO, dir, NULL, "cannot be listed: %s", strerror(errno));
        return -1;
    }
    int removed = 0;
    time_t now = time(NULL);
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        long pid = temp_owner(de->d_name);
        if (pid == 0)
            continue;
        char path[DATA_FILE_NAME_MAX + 1024];
        int n = snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        if (n < 0 || (size_t)n >= sizeof path)
            continue;
        struct stat st;
        if (lstat(path, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        double age = difftime(now, st.st_mtime);
        /* A writer that is still running owns its file. A process id may live in
         * another PID namespace or be reused, so a dead owner only counts after a
         * few seconds, and any temporary file over an hour old is stale. */
        bool owner_gone = pid != (long)getpid() && kill((pid_t)pid, 0) != 0 && errno == ESRCH;
        if ((owner_gone && age >= DATA_TEMP_STALE_SECONDS) || age >= 3600) {
            if (unlink(path) == 0)
                removed++;
        }
    }
    closedir(d);
    return removed;
}

bool data_file_save_text(const char *path, char *text, data_error *err)
{
    if (text == NULL) {
        data_error_clear(err);
        return data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
    }
    size_t len = strlen(text);
    bool ok;
    if (len > DATA_FILE_MAX_BYTES) {
        /* Whatever the game writes, it must read back. */
        data_error_clear(err);
        ok = data_error_set(err, DATA_ERR_VALUE, path, NULL,
                            "not saved: it would be %zu bytes, over the %d the game reads", len, DATA_FILE_MAX_BYTES);
    } else {
        ok = data_file_write_atomic(path, text, len, err);
    }
    free(text);
    return ok;
}

bool data_file_save_text_unique(const char *dir, const char *stem, const char *ext, char *text, char *out,
                                size_t size, data_error *err)
{
    if (text == NULL) {
        data_error_clear(err);
        return data_error_set(err, DATA_ERR_MEMORY, dir, NULL, "out of memory");
    }
    size_t len = strlen(text);
    bool ok;
    if (len > DATA_FILE_MAX_BYTES) {
        data_error_clear(err);
        ok = data_error_set(err, DATA_ERR_VALUE, dir, NULL,
                            "not saved: it would be %zu bytes, over the %d the game reads", len, DATA_FILE_MAX_BYTES);
    } else {
        ok = data_file_write_unique(dir, stem, ext, text, len, out, size, err);
    }
    free(text);
    return ok;
}
