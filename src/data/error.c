/*
 * The error value every loader and saver fills: which file, which key, what is
 * wrong. Kept free of JSON so that any module reporting a data problem can use it.
 */
#include "skirmish/data/error.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "skirmish/i18n.h"

void data_error_clear(data_error *err)
{
    if (err == NULL)
        return;
    memset(err, 0, sizeof *err);
    err->kind = DATA_OK;
}

/* A long path is cut from the front: the file name at its end is what a reader
 * needs. The cut lands on a UTF-8 character boundary so messages stay valid text. */
static void copy_tail(char *out, size_t size, const char *text)
{
    size_t len = strlen(text);
    if (len < size) {
        memcpy(out, text, len + 1);
        return;
    }
    static const char ellipsis[] = "...";
    size_t keep = size - sizeof ellipsis; /* room for "..." and the NUL */
    const char *start = text + len - keep;
    while (*start != '\0' && ((unsigned char)*start & 0xC0) == 0x80)
        start++;
    snprintf(out, size, "%s%s", ellipsis, start);
}

/* A key or message that does not fit is cut at a UTF-8 character boundary. */
static void copy_head(char *out, size_t size, const char *text)
{
    size_t len = strlen(text);
    if (len >= size) {
        len = size - 1;
        while (len > 0 && ((unsigned char)text[len] & 0xC0) == 0x80)
            len--;
    }
    memcpy(out, text, len);
    out[len] = '\0';
}

/* Length of the valid UTF-8 sequence at s (NUL-terminated), 0 if invalid. */
static size_t utf8_length(const unsigned char *s)
{
    unsigned char c = s[0];
    if (c < 0x80)
        return 1;
    size_t need;
    unsigned char lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
        need = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        need = 3;
        lo = c == 0xE0 ? 0xA0 : 0x80; /* overlong */
        hi = c == 0xED ? 0x9F : 0xBF; /* UTF-16 surrogates */
    } else if (c >= 0xF0 && c <= 0xF4) {
        need = 4;
        lo = c == 0xF0 ? 0x90 : 0x80; /* overlong */
        hi = c == 0xF4 ? 0x8F : 0xBF; /* above U+10FFFF */
    } else {
        return 0;
    }
    if (s[1] < lo || s[1] > hi)
        return 0;
    for (size_t i = 2; i < need; i++)
        if ((s[i] & 0xC0) != 0x80)
            return 0;
    return need;
}

/* Control characters (C0, DEL and the UTF-8 encoded C1 range) and bytes that are
 * not UTF-8 as \xNN: messages and logs quote file names and values from files, and
 * a file must not be able to send escape sequences to the player's terminal, break
 * a line of a log or make a message invalid text. */
void data_text_escape(char *out, size_t size, const char *text)
{
    if (out == NULL || size == 0)
        return;
    size_t n = 0;
    const unsigned char *p = (const unsigned char *)(text != NULL ? text : "");
    while (*p != '\0' && n + 1 < size) {
        size_t len = utf8_length(p);
        bool c1 = len == 2 && p[0] == 0xC2 && p[1] <= 0x9F;
        if (len == 0 || c1 || p[0] < 0x20 || p[0] == 0x7F) {
            unsigned c = c1 ? p[1] : p[0];
            if (n + 4 >= size)
                break;
            snprintf((char *)out + n, size - n, "\\x%02X", c);
            n += 4;
            p += c1 ? 2 : 1;
            continue;
        }
        if (n + len >= size)
            break;
        memcpy(out + n, p, len);
        n += len;
        p += len;
    }
    out[n] = '\0';
}

static void fill(data_error *err, data_error_kind kind, const char *file, const char *key, const char *message)
{
    /* All three read before any is written: a caller may pass a field of err. */
    char clean_file[1024], clean_key[1024], clean_message[1024];
    data_text_escape(clean_file, sizeof clean_file, file);
    data_text_escape(clean_key, sizeof clean_key, key);
    data_text_escape(clean_message, sizeof clean_message, message);
    err->kind = kind;
    copy_tail(err->file, sizeof err->file, clean_file);
    copy_head(err->key, sizeof err->key, clean_key);
    copy_head(err->message, sizeof err->message, clean_message);
}

bool data_error_set(data_error *err, data_error_kind kind, const char *file, const char *key, const char *fmt, ...)
{
    if (err == NULL)
        return false;
    char message[1024];
    /* The format is a literal in the player's language (xgettext reads it with
     * --keyword=data_error_set:5); "" would fetch the catalogue's header. */
    const char *shown = fmt != NULL && fmt[0] != '\0' ? gettext(fmt) : "";
    va_list args;
    va_start(args, fmt);
    vsnprintf(message, sizeof message, shown, args);
    va_end(args);
    fill(err, kind, file, key, message);
    return false;
}

bool data_error_set_text(data_error *err, data_error_kind kind, const char *file, const char *key, const char *text)
{
    if (err != NULL)
        fill(err, kind, file, key, text);
    return false;
}

void data_error_format(const data_error *err, char *out, size_t size)
{
    if (out == NULL || size == 0)
        return;
    if (err == NULL) {
        out[0] = '\0';
        return;
    }
    const char *message = err->message[0] != '\0' ? err->message : (err->kind == DATA_OK ? _("no error") : _("error"));
    char text[sizeof err->file + sizeof err->key + sizeof err->message + 8];
    int n = 0;
    /* TRANSLATORS: what follows a file name or a JSON key in an error message
     * ("units.json: units[2].health: ..."); French puts a space before the colon. */
    const char *sep = _(": ");
    if (err->file[0] != '\0')
        n += snprintf(text + n, sizeof text - (size_t)n, "%s%s", err->file, sep);
    if (err->key[0] != '\0')
        n += snprintf(text + n, sizeof text - (size_t)n, "%s%s", err->key, sep);
    snprintf(text + n, sizeof text - (size_t)n, "%s", message);
    copy_head(out, size, text);
}
