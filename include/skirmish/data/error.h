/*
 * Errors from reading and writing data files. Every loader fills one of these
 * instead of failing hard: the file, the key (a JSON path such as
 * "units[2].abilities[0]") and what is wrong with it, so the message a player or a
 * modder sees points at the mistake.
 */
#ifndef SKIRMISH_DATA_ERROR_H
#define SKIRMISH_DATA_ERROR_H

#include <stdbool.h>
#include <stddef.h>

typedef enum data_error_kind {
    DATA_OK = 0,
    DATA_ERR_IO,        /* cannot open, read, write or rename */
    DATA_ERR_SYNTAX,    /* not JSON (truncated, binary, bad syntax) */
    DATA_ERR_FORMAT,    /* JSON, but not this kind of file or an unsupported version */
    DATA_ERR_MISSING,   /* a required key is absent */
    DATA_ERR_TYPE,      /* a key holds the wrong type */
    DATA_ERR_VALUE,     /* the right type, a value that cannot be (unknown ability, bad square) */
    DATA_ERR_MEMORY
} data_error_kind;

typedef struct data_error {
    data_error_kind kind;
    char file[256];
    char key[128];      /* empty when the problem is the whole file */
    char message[256];
} data_error;

void data_error_clear(data_error *err);
/* Sets every field; returns false so loaders can `return data_error_set(...)`.
 * `fmt` is a string literal in English: it is translated here (gettext) into the
 * player's language, so the message is for showing, never for storing. xgettext
 * extracts it with --keyword=data_error_set:5. */
bool data_error_set(data_error *err, data_error_kind kind, const char *file, const char *key, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* As data_error_set with a message already written (and translated) by the
 * caller, copied as it is: another error's message, a core's problem text. */
bool data_error_set_text(data_error *err, data_error_kind kind, const char *file, const char *key, const char *text);
/* `text` (a file name, a value from a file) safe to show or log: control
 * characters (C0, DEL, C1) and bytes that are not UTF-8 as \xNN, the rest as it
 * is; cut whole at `size`. Every error is filled through it; a message or a log
 * line that quotes a path itself escapes it with this. */
void data_text_escape(char *out, size_t size, const char *text);
/* "FILE: KEY: MESSAGE" (or "FILE: MESSAGE" without a key) into out. */
void data_error_format(const data_error *err, char *out, size_t size);

#endif
