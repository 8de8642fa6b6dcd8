/*
 * The only place that reads SDL_Event: translates it into a ui_event in renderer
 * pixels. Returns false for events the client ignores.
 */
#ifndef SKIRMISH_CLIENT_SHELL_INPUT_H
#define SKIRMISH_CLIENT_SHELL_INPUT_H

#include <stdbool.h>

#include <SDL.h>

#include "shell/ui_event.h"

/* `pixel_scale`: renderer pixels per window point (HiDPI). `wake_event` is the SDL
 * user event type background jobs push. */
bool input_adapt(const SDL_Event *sdl, float pixel_scale, Uint32 wake_event, ui_event *out);

#endif
