/*
 * SDL_Event → ui_event (see input_adapter.h).
 */
#include "shell/input.h"

#include <stdio.h>
#include <string.h>

static ui_key map_key(SDL_Keycode k)
{
    switch (k) {
    case SDLK_ESCAPE: return UI_KEY_ESCAPE;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: return UI_KEY_ENTER;
    case SDLK_TAB: return UI_KEY_TAB;
    case SDLK_SPACE: return UI_KEY_SPACE;
    case SDLK_BACKSPACE: return UI_KEY_BACKSPACE;
    case SDLK_UP: return UI_KEY_UP;
    case SDLK_DOWN: return UI_KEY_DOWN;
    case SDLK_LEFT: return UI_KEY_LEFT;
    case SDLK_RIGHT: return UI_KEY_RIGHT;
    case SDLK_F11: return UI_KEY_F11;
    case SDLK_F1: return UI_KEY_F1;
    case SDLK_PAGEUP: return UI_KEY_PAGE_UP;
    case SDLK_PAGEDOWN: return UI_KEY_PAGE_DOWN;
    case SDLK_HOME: return UI_KEY_HOME;
    case SDLK_END: return UI_KEY_END;
    case SDLK_a: return UI_KEY_A;
    case SDLK_d: return UI_KEY_D;
    case SDLK_e: return UI_KEY_E;
    case SDLK_m: return UI_KEY_M;
    case SDLK_s: return UI_KEY_S;
    case SDLK_t: return UI_KEY_T;
    case SDLK_z: return UI_KEY_Z;
    case SDLK_l: return UI_KEY_L;
    case SDLK_j: return UI_KEY_J;
    case SDLK_r: return UI_KEY_R;
    case SDLK_n: return UI_KEY_N;
    case SDLK_c: return UI_KEY_C;
    case SDLK_h: return UI_KEY_H;
    case SDLK_DELETE: return UI_KEY_DELETE;
    case SDLK_PLUS:
    case SDLK_EQUALS: /* + without Shift on most layouts */
    case SDLK_KP_PLUS: return UI_KEY_PLUS;
    case SDLK_MINUS:
    case SDLK_KP_MINUS: return UI_KEY_MINUS;
    case SDLK_F2: return UI_KEY_F2;
    case SDLK_v: return UI_KEY_V;
    default: break;
    }
    if (k >= SDLK_1 && k <= SDLK_9)
        return (ui_key)(UI_KEY_1 + (k - SDLK_1));
    if (k >= SDLK_KP_1 && k <= SDLK_KP_9)
        return (ui_key)(UI_KEY_1 + (k - SDLK_KP_1));
    return UI_KEY_NONE;
}

bool input_adapt(const SDL_Event *e, float scale, Uint32 wake_event, ui_event *out)
{
    memset(out, 0, sizeof *out);
    if (wake_event && e->type == wake_event) {
        out->kind = UI_EV_WAKE;
        return true;
    }
    switch (e->type) {
    case SDL_QUIT:
        /* The window's close button sends SDL_WINDOWEVENT_CLOSE alone (app_init
         * turns SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE off), so SDL_QUIT is the
         * system's: a signal (SIGTERM, SIGINT), a logout, a shutdown. */
        out->kind = UI_EV_TERMINATE;
        return true;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_CLOSE) {
            out->kind = UI_EV_QUIT; /* the player closes the window: a game asks */
            return true;
        }
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED || e->window.event == SDL_WINDOWEVENT_EXPOSED) {
            out->kind = UI_EV_RESIZE;
            return true;
        }
        if (e->window.event == SDL_WINDOWEVENT_LEAVE) {
            /* The pointer left the window: over nothing (no hover, no tooltip lingers). */
            out->kind = UI_EV_MOUSE_MOVE;
            out->x = out->y = -1;
            return true;
        }
        return false;
    case SDL_MOUSEMOTION:
        out->kind = UI_EV_MOUSE_MOVE;
        out->x = (int)((float)e->motion.x * scale);
        out->y = (int)((float)e->motion.y * scale);
        return true;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        out->kind = e->type == SDL_MOUSEBUTTONDOWN ? UI_EV_MOUSE_DOWN : UI_EV_MOUSE_UP;
        out->x = (int)((float)e->button.x * scale);
        out->y = (int)((float)e->button.y * scale);
        out->button = e->button.button == SDL_BUTTON_RIGHT ? UI_BUTTON_RIGHT : UI_BUTTON_LEFT;
        out->clicks = e->button.clicks;
        return e->button.button == SDL_BUTTON_LEFT || e->button.button == SDL_BUTTON_RIGHT;
    case SDL_MOUSEWHEEL:
        out->kind = UI_EV_WHEEL;
        out->wheel = e->wheel.y > 0 ? 1 : e->wheel.y < 0 ? -1 : 0;
        return out->wheel != 0;
    case SDL_KEYDOWN: {
        out->kind = UI_EV_KEY;
        out->key = map_key(e->key.keysym.sym);
        out->ctrl = (e->key.keysym.mod & KMOD_CTRL) != 0;
        out->shift = (e->key.keysym.mod & KMOD_SHIFT) != 0;
        return out->key != UI_KEY_NONE;
    }
    case SDL_TEXTINPUT:
        /* Only delivered while a text field has started SDL text input. */
        out->kind = UI_EV_TEXT;
        snprintf(out->text, sizeof out->text, "%s", e->text.text);
        return out->text[0] != '\0';
    case SDL_DROPFILE:
        out->kind = UI_EV_DROP_FILE;
        if (e->drop.file)
            snprintf(out->text, sizeof out->text, "%s", e->drop.file);
        return e->drop.file != NULL;
    default:
        return false;
    }
}
