/*
 * The JSON plumbing under every file format: strict getters that name the JSON
 * path of a bad value, the tree builders, and the 2-space pretty printer.
 */
#include "json_util.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

/* Arrays of scalars stay on one line when the line fits in this many columns. */
#define PRINT_WIDTH 80

/* ---- paths and messages ---- */

void data_json_path_key(char out[DATA_KEY_MAX], const char *prefix, const char *key)
{
    /* An empty key (a problem with the object at prefix itself) is the prefix:
     * never "setup." with a dangling dot. */
    if (key == NULL || key[0] == '\0')
        snprintf(out, DATA_KEY_MAX, "%s", prefix != NULL ? prefix : "");
    else if (prefix == NULL || prefix[0] == '\0')
        snprintf(out, DATA_KEY_MAX, "%s", key);
    else
        snprintf(out, DATA_KEY_MAX, "%s.%s", prefix, key);
}

void data_json_path_index(char out[DATA_KEY_MAX], const char *prefix, int index)
{
    snprintf(out, DATA_KEY_MAX, "%s[%d]", prefix != NULL ? prefix : "", index);
}

const char *data_json_type_name(const cJSON *item)
{
    if (item == NULL)
        /* TRANSLATORS: this and the next are the kinds of JSON value an error
         * message says it found ("expected an integer, found %s"). */
        return _("nothing");
    if (cJSON_IsNull(item))
        /* TRANSLATORS: JSON's own word for "no value"; keep it as it is. */
        return _("null");
    if (cJSON_IsBool(item))
        return _("a boolean");
    if (cJSON_IsNumber(item))
        return _("a number");
    if (cJSON_IsString(item))
        return _("a string");
    if (cJSON_IsArray(item))
        return _("an array");
    if (cJSON_IsObject(item))
        return _("an object");
    return _("an unknown value");
}

static void utf8_copy(char *out, size_t size, const char *text);

/* A user's string quoted for a message: short, and cut on a character boundary
 * so the message stays valid UTF-8. */
static void quote(char out[48], const char *text)
{
    char cut[40];
    utf8_copy(cut, sizeof cut, text);
    snprintf(out, 48, "\"%s%s\"", cut, strlen(text) >= sizeof cut ? "..." : "");
}

/* ---- UTF-8 ---- */

/* Length of the valid UTF-8 sequence at s (at most avail bytes), 0 if invalid. */
static size_t utf8_sequence(const unsigned char *s, size_t avail)
{
    if (avail == 0)
        return 0;
    unsigned char c = s[0];
    if (c < 0x80)
        return 1;
    size_t need;
    unsigned char lo = 0x80, hi = 0xBF; /* allowed range of the second byte */
    if (c >= 0xC2 && c <= 0xDF) {
        need = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        need = 3;
        if (c == 0xE0)
            lo = 0xA0;      /* overlong */
        else if (c == 0xED)
            hi = 0x9F;      /* UTF-16 surrogates */
    } else if (c >= 0xF0 && c <= 0xF4) {
        need = 4;
        if (c == 0xF0)
            lo = 0x90;      /* overlong */
        else if (c == 0xF4)
            hi = 0x8F;      /* above U+10FFFF */
    } else {
        return 0;
    }
    if (avail < need)
        return 0;
    if (s[1] < lo || s[1] > hi)
        return 0;
    for (size_t i = 2; i < need; i++)
        if ((s[i] & 0xC0) != 0x80)
            return 0;
    return need;
}

/* Copies text into out (size bytes), cut at a UTF-8 character boundary. */
static void utf8_copy(char *out, size_t size, const char *text)
{
    if (size == 0)
        return;
    size_t len = strlen(text);
    if (len >= size) {
        len = size - 1;
        while (len > 0 && ((unsigned char)text[len] & 0xC0) == 0x80)
            len--;
    }
    memcpy(out, text, len);
    out[len] = '\0';
}

static bool utf8_valid(const char *text)
{
    const unsigned char *s = (const unsigned char *)text;
    size_t left = strlen(text);
    while (left > 0) {
        size_t n = utf8_sequence(s, left);
        if (n == 0)
            return false;
        s += n;
        left -= n;
    }
    return true;
}

/* ---- parsing ---- */

static void line_column(const char *text, size_t offset, int *line, int *column)
{
    int l = 1, c = 1;
    for (size_t i = 0; i < offset; i++) {
        if (text[i] == '\n') {
            l++;
            c = 1;
        } else if (((unsigned char)text[i] & 0xC0) != 0x80) {
            c++;
        }
    }
    *line = l;
    *column = c;
}

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* Why cJSON gave up, in words a modder can act on: its error position alone does
 * not tell a truncated file (a string, object or array left open) or a too-deep
 * nesting from a typo. */
static void scan_structure(const char *text, size_t len, int *max_depth, bool *unclosed)
{
    int depth = 0, deepest = 0;
    bool in_string = false, escaped = false;
    for (size_t i = 0; i < len; i++) {
        char c = text[i];
        if (in_string) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                in_string = false;
            continue;
        }
        if (c == '"') {
            in_string = true;
        } else if (c == '{' || c == '[') {
            if (++depth > deepest)
                deepest = depth;
        } else if ((c == '}' || c == ']') && depth > 0) {
            depth--;
        }
    }
    *max_depth = deepest;
    *unclosed = in_string || depth > 0;
}

bool data_json_parse(const data_json_ctx *cx, const char *text, size_t len, cJSON **root)
{
    *root = NULL;
    if (text == NULL)
        return data_error_set(cx->err, DATA_ERR_SYNTAX, cx->file, NULL, "no text");
    if (len > DATA_FILE_MAX_BYTES)
        return data_error_set(cx->err, DATA_ERR_IO, cx->file, NULL, "too large (%zu bytes, the limit is %d)", len,
                              DATA_FILE_MAX_BYTES);
    size_t first = 0;
    while (first < len && is_space(text[first]))
        first++;
    if (first == len)
        return data_error_set(cx->err, DATA_ERR_SYNTAX, cx->file, NULL, "empty file: expected a JSON object");

    /* cJSON stops at a NUL byte with a vague error; say plainly what it is. */
    const char *nul = memchr(text, '\0', len);
    if (nul != NULL) {
        int line, column;
        line_column(text, (size_t)(nul - text), &line, &column);
        return data_error_set(cx->err, DATA_ERR_SYNTAX, cx->file, NULL,
                              "not JSON text: a NUL byte at line %d, column %d (a binary file?)", line, column);
    }

    const char *end = NULL;
    cJSON *doc = cJSON_ParseWithLengthOpts(text, len, &end, 0);
    if (doc == NULL) {
        size_t at = (end != NULL && end >= text && end <= text + len) ? (size_t)(end - text) : 0;
        int line, column;
        line_column(text, at, &line, &column);
        int depth;
        bool unclosed;
        scan_structure(text, len, &depth, &unclosed);
        if (depth > CJSON_NESTING_LIMIT)
            return data_error_set(cx->err, DATA_ERR_SYNTAX, cx->file, NULL,
                                  "not valid JSON: nested more than %d levels deep", CJSON_NESTING_LIMIT);
        if (unclosed)
            return data_error_set(cx->err, DATA_ERR_SYNTAX, cx->file, NULL,
                                  "not valid JSON: the text ends too early, something is not closed (error near line "
                                  "%d, column %d)",
                                  line, column);
        return data_error_set(cx->err, DATA_ERR_SYNTAX, cx->file, NULL, "not valid JSON near line %d, column %d", line,
                              column);
    }
    size_t rest = (end != NULL && end >= text && end <= text + len) ? (size_t)(end - text) : len;
    while (rest < len && is_space(text[rest]))
        rest++;
    if (rest < len) {
        int line, column;
        line_column(text, rest, &line, &column);
        cJSON_Delete(doc);
        return data_error_set(cx->err, DATA_ERR_SYNTAX, cx->file, NULL,
                              "unexpected text after the JSON document at line %d, column %d", line, column);
    }
    if (!cJSON_IsObject(doc)) {
        const char *found = data_json_type_name(doc);
        cJSON_Delete(doc);
        return data_error_set(cx->err, DATA_ERR_FORMAT, cx->file, NULL, "expected a JSON object, found %s", found);
    }
    *root = doc;
    return true;
}

bool data_json_check_header(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *format,
                            bool required)
{
    char path[DATA_KEY_MAX];
    const cJSON *item = cJSON_GetObjectItemCaseSensitive(obj, "format");
    data_json_path_key(path, prefix, "format");
    if (item == NULL) {
        if (required)
            return data_error_set(cx->err, DATA_ERR_FORMAT, cx->file, path, "missing: expected \"%s\"", format);
    } else if (!cJSON_IsString(item)) {
        return data_error_set(cx->err, DATA_ERR_FORMAT, cx->file, path, "expected \"%s\", found %s", format,
                              data_json_type_name(item));
    } else if (strcmp(item->valuestring, format) != 0) {
        char found[48];
        quote(found, item->valuestring);
        return data_error_set(cx->err, DATA_ERR_FORMAT, cx->file, path, "expected \"%s\", found %s: not this kind of file",
                              format, found);
    }

    item = cJSON_GetObjectItemCaseSensitive(obj, "version");
    data_json_path_key(path, prefix, "version");
    if (item == NULL) {
        if (required)
            return data_error_set(cx->err, DATA_ERR_FORMAT, cx->file, path, "missing: expected %d",
                                  DATA_FORMAT_VERSION);
        return true;
    }
    if (!cJSON_IsNumber(item) || !isfinite(item->valuedouble) || item->valuedouble != floor(item->valuedouble))
        return data_error_set(cx->err, DATA_ERR_FORMAT, cx->file, path, "expected the integer %d, found %s",
                              DATA_FORMAT_VERSION, cJSON_IsNumber(item) ? _("a fraction") : data_json_type_name(item));
    double v = item->valuedouble;
    if (v > DATA_FORMAT_VERSION)
        return data_error_set(cx->err, DATA_ERR_FORMAT, cx->file, path,
                              "version %.15g is newer than this program reads (version %d): update Skirmish", v,
                              DATA_FORMAT_VERSION);
    if (v < DATA_FORMAT_VERSION)
        return data_error_set(cx->err, DATA_ERR_FORMAT, cx->file, path,
                              "version %.15g is not supported (this program reads version %d)", v,
                              DATA_FORMAT_VERSION);
    return true;
}

bool data_json_int(const data_json_ctx *cx, const cJSON *item, const char *path, long min, long max, int *out)
{
    if (!cJSON_IsNumber(item))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected an integer, found %s",
                              data_json_type_name(item));
    double v = item->valuedouble;
    if (!isfinite(v))
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "number out of range (%ld to %ld)", min, max);
    /* 17 significant digits: 1.0000000000000002 must not show as "1". */
    if (v != floor(v))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected an integer, found %.17g", v);
    if (v < (double)min || v > (double)max)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "%.17g is out of range (%ld to %ld)", v, min,
                              max);
    *out = (int)v;
    return true;
}

bool data_json_string(const data_json_ctx *cx, const cJSON *item, const char *path, char *out, size_t size)
{
    if (!cJSON_IsString(item) || item->valuestring == NULL)
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected a string, found %s",
                              data_json_type_name(item));
    if (!utf8_valid(item->valuestring))
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "not valid UTF-8 text");
    utf8_copy(out, size, item->valuestring);
    return true;
}

bool data_json_string_whole(const data_json_ctx *cx, const cJSON *item, const char *path, char *out, size_t size)
{
    if (!data_json_string(cx, item, path, out, size))
        return false;
    size_t len = strlen(item->valuestring);
    if (len >= size) {
        char found[48];
        quote(found, item->valuestring);
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "%s is too long (%zu bytes, at most %zu)", found,
                              len, size - 1);
    }
    return true;
}

bool data_json_get_string_whole(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key,
                                bool required, char *out, size_t size)
{
    const cJSON *item;
    if (!data_json_member(cx, obj, prefix, key, required, &item))
        return false;
    if (item == NULL)
        return true;
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, key);
    return data_json_string_whole(cx, item, path, out, size);
}

int data_json_length(const cJSON *array)
{
    int n = 0;
    const cJSON *item;
    if (cJSON_IsArray(array) || cJSON_IsObject(array))
        cJSON_ArrayForEach(item, array)
            n++;
    return n;
}

bool data_json_at_most(const data_json_ctx *cx, const cJSON *array, const char *path, int max)
{
    int n = 0;
    const cJSON *item;
    if (cJSON_IsArray(array))
        cJSON_ArrayForEach(item, array)
            if (++n > max)
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                      "too long: more than %d entries, the most the game can use", max);
    return true;
}

bool data_json_square(const data_json_ctx *cx, const cJSON *item, const char *path, int *square)
{
    if (!cJSON_IsString(item) || item->valuestring == NULL)
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected a square name such as \"d4\", found %s",
                              data_json_type_name(item));
    int sq = ESC_NO_SQUARE;
    if (!esc_square_parse(item->valuestring, &sq) || sq < 0 || sq >= ESC_SQUARES) {
        char found[48];
        quote(found, item->valuestring);
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "%s is not a square (a1 to h8)", found);
    }
    *square = sq;
    return true;
}

bool data_json_squares(const data_json_ctx *cx, const cJSON *array, const char *path, esc_bits *out)
{
    esc_bits bits = 0;
    int i = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, array)
    {
        char at[DATA_KEY_MAX];
        data_json_path_index(at, path, i);
        int sq = 0; /* set by data_json_square on success; quiets -O2 -Wmaybe-uninitialized */
        if (!data_json_square(cx, item, at, &sq))
            return false;
        bits |= esc_bit(sq);
        i++;
    }
    *out = bits;
    return true;
}

bool data_json_member(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key, bool required,
                      const cJSON **out)
{
    const cJSON *item = cJSON_GetObjectItemCaseSensitive(obj, key);
    *out = item;
    if (item == NULL && required) {
        char path[DATA_KEY_MAX];
        data_json_path_key(path, prefix, key);
        return data_error_set(cx->err, DATA_ERR_MISSING, cx->file, path, "missing (required)");
    }
    return true;
}

bool data_json_get_int(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key, bool required,
                       long min, long max, int *out)
{
    const cJSON *item;
    if (!data_json_member(cx, obj, prefix, key, required, &item))
        return false;
    if (item == NULL)
        return true;
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, key);
    return data_json_int(cx, item, path, min, max, out);
}

bool data_json_get_string(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key,
                          bool required, char *out, size_t size)
{
    const cJSON *item;
    if (!data_json_member(cx, obj, prefix, key, required, &item))
        return false;
    if (item == NULL)
        return true;
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, key);
    return data_json_string(cx, item, path, out, size);
}

static bool get_typed(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key, bool required,
                      bool want_array, const cJSON **out)
{
    const cJSON *item;
    *out = NULL;
    if (!data_json_member(cx, obj, prefix, key, required, &item))
        return false;
    if (item == NULL)
        return true;
    if (want_array ? !cJSON_IsArray(item) : !cJSON_IsObject(item)) {
        char path[DATA_KEY_MAX];
        data_json_path_key(path, prefix, key);
        if (want_array)
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected an array, found %s",
                                  data_json_type_name(item));
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected an object, found %s",
                              data_json_type_name(item));
    }
    *out = item;
    return true;
}

bool data_json_get_array(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key,
                         bool required, const cJSON **out)
{
    return get_typed(cx, obj, prefix, key, required, true, out);
}

bool data_json_get_object(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key,
                          bool required, const cJSON **out)
{
    return get_typed(cx, obj, prefix, key, required, false, out);
}

/* ---- building ---- */

static cJSON *attach(cJSON *parent, const char *key, cJSON *item, bool *ok)
{
    if (parent == NULL || item == NULL) {
        cJSON_Delete(item);
        *ok = false;
        return NULL;
    }
    bool added = key != NULL ? cJSON_AddItemToObject(parent, key, item) : cJSON_AddItemToArray(parent, item);
    if (!added) {
        cJSON_Delete(item);
        *ok = false;
        return NULL;
    }
    return item;
}

cJSON *data_json_add_object(cJSON *parent, const char *key, bool *ok)
{
    return attach(parent, key, cJSON_CreateObject(), ok);
}

cJSON *data_json_add_array(cJSON *parent, const char *key, bool *ok)
{
    return attach(parent, key, cJSON_CreateArray(), ok);
}

void data_json_add_int(cJSON *parent, const char *key, long long value, bool *ok)
{
    attach(parent, key, cJSON_CreateNumber((double)value), ok);
}

void data_json_add_string(cJSON *parent, const char *key, const char *value, bool *ok)
{
    attach(parent, key, cJSON_CreateString(value != NULL ? value : ""), ok);
}

void data_json_add_null(cJSON *parent, const char *key, bool *ok)
{
    attach(parent, key, cJSON_CreateNull(), ok);
}

void data_json_add_square(cJSON *parent, const char *key, int square, bool *ok)
{
    if (square < 0 || square >= ESC_SQUARES) {
        data_json_add_null(parent, key, ok);
        return;
    }
    char name[3];
    esc_square_name(square, name);
    data_json_add_string(parent, key, name, ok);
}

void data_json_add_squares(cJSON *parent, const char *key, esc_bits squares, bool *ok)
{
    cJSON *array = data_json_add_array(parent, key, ok);
    for (int sq = 0; sq < ESC_SQUARES && array != NULL; sq++)
        if (squares & esc_bit(sq))
            data_json_add_square(array, NULL, sq, ok);
}

void data_json_add_header(cJSON *obj, const char *format, bool *ok)
{
    data_json_add_string(obj, "format", format, ok);
    data_json_add_int(obj, "version", DATA_FORMAT_VERSION, ok);
}

/* ---- printing ---- */

typedef struct text_buf {
    char *data;
    size_t len, cap;
    bool failed;
} text_buf;

static void buf_append(text_buf *b, const char *s, size_t n)
{
    if (b->failed)
        return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap != 0 ? b->cap : 256;
        while (b->len + n + 1 > cap) {
            if (cap > SIZE_MAX / 2) {
                b->failed = true;
                return;
            }
            cap *= 2;
        }
        char *grown = realloc(b->data, cap);
        if (grown == NULL) {
            b->failed = true;
            return;
        }
        b->data = grown;
        b->cap = cap;
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

static void buf_puts(text_buf *b, const char *s)
{
    buf_append(b, s, strlen(s));
}

static void buf_indent(text_buf *b, int depth)
{
    for (int i = 0; i < depth; i++)
        buf_append(b, "  ", 2);
}

static void print_string(text_buf *b, const char *s)
{
    buf_append(b, "\"", 1);
    const unsigned char *p = (const unsigned char *)(s != NULL ? s : "");
    size_t left = strlen((const char *)p);
    while (left > 0) {
        unsigned char c = *p;
        char esc[8];
        if (c == '"' || c == '\\') {
            esc[0] = '\\';
            esc[1] = (char)c;
            buf_append(b, esc, 2);
        } else if (c < 0x20) {
            const char *named = c == '\n' ? "\\n" : c == '\t' ? "\\t" : c == '\r' ? "\\r" : c == '\b' ? "\\b"
                              : c == '\f' ? "\\f" : NULL;
            if (named != NULL) {
                buf_puts(b, named);
            } else {
                snprintf(esc, sizeof esc, "\\u%04x", c);
                buf_puts(b, esc);
            }
        } else if (c < 0x80) {
            buf_append(b, (const char *)p, 1);
        } else {
            size_t n = utf8_sequence(p, left);
            if (n == 0) {
                buf_puts(b, "\xEF\xBF\xBD"); /* U+FFFD for a byte that is not UTF-8 */
                n = 1;
            } else {
                buf_append(b, (const char *)p, n);
            }
            p += n;
            left -= n;
            continue;
        }
        p++;
        left--;
    }
    buf_append(b, "\"", 1);
}

static void print_number(text_buf *b, double v)
{
    char num[40];
    if (!isfinite(v))
        snprintf(num, sizeof num, "null"); /* JSON has no infinities; never produced by our builders */
    else if (v == floor(v) && fabs(v) < 9007199254740992.0)
        snprintf(num, sizeof num, "%lld", (long long)v);
    else
        snprintf(num, sizeof num, "%.17g", v);
    buf_puts(b, num);
}

static bool is_scalar(const cJSON *item)
{
    return !cJSON_IsArray(item) && !cJSON_IsObject(item);
}

static void print_value(text_buf *b, const cJSON *item, int depth, size_t column);

static void print_scalar(text_buf *b, const cJSON *item)
{
    if (cJSON_IsNull(item))
        buf_puts(b, "null");
    else if (cJSON_IsTrue(item))
        buf_puts(b, "true");
    else if (cJSON_IsFalse(item))
        buf_puts(b, "false");
    else if (cJSON_IsNumber(item))
        print_number(b, item->valuedouble);
    else if (cJSON_IsString(item))
        print_string(b, item->valuestring);
    else
        buf_puts(b, "null");
}

/* An array of scalars on one line, if the whole line fits. */
static bool print_inline_array(text_buf *b, const cJSON *array, size_t column)
{
    const cJSON *child;
    cJSON_ArrayForEach(child, array)
    {
        if (!is_scalar(child))
            return false;
    }
    text_buf line = {0};
    buf_puts(&line, "[");
    cJSON_ArrayForEach(child, array)
    {
        if (child != array->child)
            buf_puts(&line, ", ");
        print_scalar(&line, child);
        if (line.failed || column + line.len > PRINT_WIDTH)
            break;
    }
    buf_puts(&line, "]");
    /* The trailing comma a parent may add counts against the width too. */
    bool fits = !line.failed && column + line.len + 1 <= PRINT_WIDTH;
    if (fits)
        buf_append(b, line.data, line.len);
    else if (line.failed)
        b->failed = true;
    free(line.data);
    return fits || b->failed;
}

static void print_value(text_buf *b, const cJSON *item, int depth, size_t column)
{
    if (is_scalar(item)) {
        print_scalar(b, item);
        return;
    }
    bool object = cJSON_IsObject(item);
    if (item->child == NULL) {
        buf_puts(b, object ? "{}" : "[]");
        return;
    }
    if (!object && print_inline_array(b, item, column))
        return;
    buf_puts(b, object ? "{\n" : "[\n");
    const cJSON *child;
    cJSON_ArrayForEach(child, item)
    {
        buf_indent(b, depth + 1);
        size_t col = (size_t)(depth + 1) * 2;
        if (object) {
            /* The key's width as printed (escapes, U+FFFD for bytes that are not
             * UTF-8), not its length in the tree: a file read back must print the
             * same lines as the text it was read from. */
            size_t before = b->len;
            print_string(b, child->string);
            buf_puts(b, ": ");
            col += b->len - before;
        }
        print_value(b, child, depth + 1, col);
        if (child->next != NULL)
            buf_puts(b, ",");
        buf_puts(b, "\n");
    }
    buf_indent(b, depth);
    buf_puts(b, object ? "}" : "]");
}

char *data_json_print(const cJSON *root)
{
    if (root == NULL)
        return NULL;
    text_buf b = {0};
    print_value(&b, root, 0, 0);
    buf_puts(&b, "\n");
    if (b.failed) {
        free(b.data);
        return NULL;
    }
    return b.data;
}

char *data_json_finish(cJSON *root, bool ok)
{
    char *text = ok ? data_json_print(root) : NULL;
    cJSON_Delete(root);
    return text;
}
