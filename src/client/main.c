/*
 * skirmish: the game. Parses the command line, starts the application and runs
 * its loop.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "skirmish/i18n.h"

#include <SDL.h>

#ifndef SKIRMISH_VERSION
#define SKIRMISH_VERSION "0.0.0"
#endif

static void usage(FILE *out)
{
    /* TRANSLATORS: keep the option names (--demo, ...) and the environment
     * variables as they are; align the descriptions as you like. */
    fputs(_("usage: skirmish [OPTIONS]\n\n"
            "Tabletop strategy games on the desktop: Escarmouche, Conquest, Campaign and TRTS,\n"
            "against a friend at the same screen or against the computer.\n\n"
            "Options:\n"
            "  --demo               the computer plays itself, from the first deployment\n"
            "  --load FILE          open a saved game\n"
            "  --fullscreen         start in full screen\n"
            "  --windowed           start in a window\n"
            "  --quit-after SECONDS exit cleanly after that long\n"
            "  --screenshot FILE    save the last frame as PNG when exiting\n"
            "  --software           use the software renderer\n"
            "  --help               this text\n"
            "  --version            the version\n\n"
            "Environment: SKIRMISH_DATA_DIR overrides where the game's data is;\n"
            "LANGUAGE, LC_ALL, LC_MESSAGES or LANG choose the language unless the\n"
            "settings name one; settings live in $XDG_CONFIG_HOME/skirmish, saves in\n"
            "$XDG_DATA_HOME/skirmish.\n"),
          out);
}

int main(int argc, char **argv)
{
    bool demo = false, fullscreen = false, windowed = false, software = false;
    double quit_after = 0;
    const char *screenshot = NULL, *load = NULL;
    /* The environment's language for what is printed before the window opens;
     * the settings' choice, if any, applies from then on. */
    char *base = SDL_GetBasePath();
    i18n_init(base);
    SDL_free(base);
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(arg, "--version") == 0) {
            printf("skirmish %s\n", SKIRMISH_VERSION);
            return 0;
        } else if (strcmp(arg, "--demo") == 0) {
            demo = true;
        } else if (strcmp(arg, "--fullscreen") == 0) {
            fullscreen = true;
        } else if (strcmp(arg, "--windowed") == 0) {
            windowed = true;
        } else if (strcmp(arg, "--software") == 0) {
            software = true;
        } else if ((strcmp(arg, "--quit-after") == 0 || strcmp(arg, "--screenshot") == 0 || strcmp(arg, "--load") == 0) &&
                   i + 1 < argc) {
            const char *v = argv[++i];
            if (arg[2] == 'q') {
                char *end;
                quit_after = strtod(v, &end);
                /* inf, nan and absurd lengths are refused: the loop computes
                 * milliseconds from it. A year is plenty. */
                if (end == v || *end || !(quit_after > 0) || quit_after > 31536000.0) {
                    fprintf(stderr, _("skirmish: --quit-after needs a number of seconds from above 0 to 31536000, not '%s'\n"),
                            v);
                    usage(stderr);
                    return 2;
                }
            } else if (arg[2] == 's') {
                screenshot = v;
            } else {
                load = v;
            }
        } else {
            fprintf(stderr, _("skirmish: unknown or incomplete option '%s'\n"), arg);
            usage(stderr);
            return 2;
        }
    }
    if (fullscreen && windowed) {
        fprintf(stderr, _("skirmish: --fullscreen and --windowed contradict each other\n"));
        return 2;
    }
    static app a;
    if (!front_init(&a, fullscreen, windowed, software)) {
        app_free(&a);
        return 1;
    }
    a.quit_after = quit_after;
    a.screenshot_path = screenshot;
    int status = 0;
    if (load && !front_load_game(&a, load)) {
        fprintf(stderr, _("skirmish: %s\n"), a.message);
        status = 1;
        a.running = false;
    } else if (demo) {
        escarmouche_start(&a, true);
    }
    while (app_step(&a))
        ;
    if (screenshot && status == 0) {
        app_draw(&a);
        if (!app_save_screenshot(&a, screenshot)) {
            fprintf(stderr, _("skirmish: cannot save the screenshot %s: %s\n"), screenshot, SDL_GetError());
            status = 1;
        }
    }
    app_free(&a);
    return status;
}
