/*
 * Argument helpers shared by the commands: strict number parsing, options in
 * both "--name value" and "--name=value" forms, where the game's data is, and
 * the human messages (usage, help) in the reader's language.
 */
#define _POSIX_C_SOURCE 200809L /* readlink */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The cores' hook first, its markers dropped for gettext's own (as src/i18n does). */
#include "skirmish/core/tr.h"
#undef _
#undef N_
#undef P_

#include "cli.h"
#include "skirmish/data/paths.h"
#include "skirmish/i18n.h"

#ifndef SKIRMISH_INSTALL_DATADIR
#define SKIRMISH_INSTALL_DATADIR ""
#endif
#ifndef SKIRMISH_SOURCE_DIR
#define SKIRMISH_SOURCE_DIR ""
#endif

int cli_text_width(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += ((unsigned char)*s & 0xC0) != 0x80;
    return n;
}

void cli_print_lines(FILE *out, const char *text, int indent)
{
    for (const char *line = text; line;) {
        const char *nl = strchr(line, '\n');
        int len = nl ? (int)(nl - line) : (int)strlen(line);
        fprintf(out, "%s%*s%.*s", line == text ? "" : "\n", line == text ? 0 : indent, "", len, line);
        line = nl ? nl + 1 : NULL;
    }
    fputc('\n', out);
}

void cli_print_usage(FILE *out, const cli_command *cmd)
{
    /* TRANSLATORS: starts a command's synopsis line, "usage: skirmish-cli rank --health H ...". */
    const char *label = _("usage:");
    fprintf(out, "%s skirmish-cli %s ", label, cmd->name);
    /* A long synopsis continues under "skirmish-cli". */
    cli_print_lines(out, _(cmd->usage), cli_text_width(label) + 1);
}

int cli_usage_error(const cli_command *cmd, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    /* TRANSLATORS: a message of a command: its name, then the message. */
    fprintf(stderr, _("skirmish-cli %s: %s\n"), cmd->name, msg);
    cli_print_usage(stderr, cmd);
    /* TRANSLATORS: %s is a command's name, e.g. "skirmish-cli rank --help". */
    fprintf(stderr, _("Try 'skirmish-cli %s --help' for more.\n"), cmd->name);
    return CLI_USAGE;
}

bool cli_wants_help(const cli_command *cmd, int argc, char **argv)
{
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            cli_print_usage(stdout, cmd);
            printf("\n%s", _(cmd->help));
            return true;
        }
    }
    return false;
}

int cli_no_network(const cli_command *cmd, int argc, char **argv)
{
    if (cli_wants_help(cmd, argc, argv))
        return CLI_OK;
    fprintf(stderr,
            _("skirmish-cli %s: this build has no network support (libwebsockets was not found when it was "
              "built: apt install libwebsockets-dev, then build again)\n"),
            cmd->name);
    return CLI_USAGE;
}

static const char *core_gettext(const char *msgid)
{
    return gettext(msgid);
}

static const char *core_ngettext(const char *msgid, const char *plural, unsigned long n)
{
    return ngettext(msgid, plural, n);
}

void cli_core_translation(bool on)
{
    if (on)
        core_set_translator(core_gettext, core_ngettext);
    else
        core_set_translator(NULL, NULL);
}

const char *cli_content(const char *name)
{
    return name && *name ? gettext(name) : (name ? name : "");
}

bool cli_parse_int(const char *text, long min, long max, long *out)
{
    if (!text || !*text)
        return false;
    const char *p = text;
    if (*p == '+' || *p == '-')
        p++;
    if (*p < '0' || *p > '9')
        return false;
    errno = 0;
    char *end;
    long v = strtol(text, &end, 10);
    if (errno || *end || v < min || v > max)
        return false;
    *out = v;
    return true;
}

bool cli_parse_u64(const char *text, unsigned long long *out)
{
    if (!text || *text < '0' || *text > '9')
        return false;
    errno = 0;
    char *end;
    unsigned long long v = strtoull(text, &end, 10);
    if (errno || *end)
        return false;
    *out = v;
    return true;
}

int cli_option_value(int argc, char **argv, int *i, const char *name, const char **value)
{
    const char *arg = argv[*i];
    size_t n = strlen(name);
    if (strncmp(arg, name, n) != 0)
        return 0;
    if (arg[n] == '=') {
        *value = arg + n + 1;
        return 1;
    }
    if (arg[n] != '\0')
        return 0;
    if (*i + 1 >= argc)
        return -1;
    *value = argv[++*i];
    return 1;
}

const char *cli_program_dir(char *out, size_t size)
{
    /* The game asks SDL_GetBasePath for its own directory; the CLI has no SDL, so it
     * reads the same thing from /proc/self/exe. That is what lets an installed or
     * unpacked skirmish-cli find <prefix>/share/skirmish (and share/locale)
     * wherever the prefix is. */
    if (size < 2)
        return NULL;
    ssize_t n = readlink("/proc/self/exe", out, size - 1);
    if (n <= 0)
        return NULL;
    out[n] = '\0';
    char *slash = strrchr(out, '/');
    if (!slash)
        return NULL;
    slash[1] = '\0';
    return out;
}

void cli_print_data_error(const char *command, const data_error *err)
{
    char msg[768];
    data_error_format(err, msg, sizeof msg);
    if (command)
        fprintf(stderr, _("skirmish-cli %s: %s\n"), command, msg);
    else
        fprintf(stderr, _("skirmish-cli: %s\n"), msg);
}

bool cli_data_path(const char *rel, char *out, size_t size)
{
    char exe[DATA_PATH_MAX];
    const char *base = cli_program_dir(exe, sizeof exe);
    char dir[DATA_PATH_MAX];
    if (!data_paths_find_data_dir(base, SKIRMISH_INSTALL_DATADIR, SKIRMISH_SOURCE_DIR, dir, sizeof dir)) {
        fputs(_("skirmish-cli: cannot find the game's data (maps/ and assets/); "
                "set SKIRMISH_DATA_DIR to the directory holding them\n"),
              stderr);
        /* An empty path rather than `rel` alone, which would read the working directory. */
        if (size)
            out[0] = '\0';
        return false;
    }
    return data_paths_join(out, size, dir, rel);
}

void cli_print_json_string(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            printf("\\%c", c);
        else if (c < 0x20)
            printf("\\u%04x", c);
        else
            putchar(c);
    }
    putchar('"');
}
