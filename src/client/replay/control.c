/*
 * The replay's controller (see replay/control.h): commands, keys, speeds.
 */
#include <stdlib.h>

#include "replay/control.h"

static const float speeds[REPLAY_SPEEDS] = { 0.5f, 1.0f, 2.0f, 4.0f, 8.0f };
static const char *const speed_labels[REPLAY_SPEEDS] = { "\xc3\x97" "0.5", "\xc3\x97" "1", "\xc3\x97" "2",
                                                         "\xc3\x97" "4", "\xc3\x97" "8" };

bool replay_ctl_init(replay_ctl *c, int n)
{
    c->n = n < 0 ? 0 : n;
    c->pos = 0;
    c->playing = false;
    c->speed = 1;
    c->marks = calloc((size_t)c->n + 1, 1);
    if (c->marks)
        c->marks[0] = REPLAY_MARK_TURN;
    return c->marks != NULL;
}

void replay_ctl_free(replay_ctl *c)
{
    free(c->marks);
    c->marks = NULL;
}

replay_cmd replay_ctl_key(ui_key key, bool ctrl, bool shift)
{
    switch (key) {
    case UI_KEY_SPACE: return REPLAY_CMD_PLAY;
    case UI_KEY_LEFT: return ctrl ? REPLAY_CMD_START : shift ? REPLAY_CMD_TURN_BACK : REPLAY_CMD_STEP_BACK;
    case UI_KEY_RIGHT: return ctrl ? REPLAY_CMD_END : shift ? REPLAY_CMD_TURN_FWD : REPLAY_CMD_STEP_FWD;
    case UI_KEY_PAGE_UP: return REPLAY_CMD_TURN_BACK;
    case UI_KEY_PAGE_DOWN: return REPLAY_CMD_TURN_FWD;
    case UI_KEY_HOME: return REPLAY_CMD_START;
    case UI_KEY_END: return REPLAY_CMD_END;
    case UI_KEY_PLUS: return REPLAY_CMD_FASTER;
    case UI_KEY_MINUS: return REPLAY_CMD_SLOWER;
    default: return REPLAY_CMD_NONE;
    }
}

static bool turn_mark(const replay_ctl *c, int pos)
{
    return pos == 0 || (c->marks && (c->marks[pos] & REPLAY_MARK_TURN));
}

int replay_ctl_target(const replay_ctl *c, replay_cmd cmd)
{
    int p = c->pos;
    switch (cmd) {
    case REPLAY_CMD_STEP_BACK: return p > 0 ? p - 1 : 0;
    case REPLAY_CMD_STEP_FWD: return p < c->n ? p + 1 : c->n;
    case REPLAY_CMD_TURN_BACK:
        for (p = c->pos - 1; p > 0 && !turn_mark(c, p); p--)
            ;
        return p < 0 ? 0 : p;
    case REPLAY_CMD_TURN_FWD:
        for (p = c->pos + 1; p < c->n && !turn_mark(c, p); p++)
            ;
        return p > c->n ? c->n : p;
    case REPLAY_CMD_START: return 0;
    case REPLAY_CMD_END: return c->n;
    default: return c->pos;
    }
}

int replay_ctl_apply(replay_ctl *c, replay_cmd cmd)
{
    switch (cmd) {
    case REPLAY_CMD_NONE: break;
    case REPLAY_CMD_PLAY:
        if (!c->playing && c->pos >= c->n)
            c->pos = 0; /* again from the start */
        c->playing = !c->playing && c->n > 0;
        break;
    case REPLAY_CMD_SLOWER:
        if (c->speed > 0)
            c->speed--;
        break;
    case REPLAY_CMD_FASTER:
        if (c->speed < REPLAY_SPEEDS - 1)
            c->speed++;
        break;
    case REPLAY_CMD_STEP_FWD: {
        c->pos = replay_ctl_target(c, cmd);
        if (c->pos >= c->n)
            c->playing = false;
        break;
    }
    default:
        c->pos = replay_ctl_target(c, cmd);
        c->playing = false;
        break;
    }
    return c->pos;
}

int replay_ctl_seek(replay_ctl *c, int pos)
{
    c->pos = pos < 0 ? 0 : pos > c->n ? c->n : pos;
    c->playing = false;
    return c->pos;
}

float replay_ctl_speed(const replay_ctl *c)
{
    return speeds[c->speed < 0 ? 0 : c->speed >= REPLAY_SPEEDS ? REPLAY_SPEEDS - 1 : c->speed];
}

const char *replay_ctl_speed_label(const replay_ctl *c)
{
    return speed_labels[c->speed < 0 ? 0 : c->speed >= REPLAY_SPEEDS ? REPLAY_SPEEDS - 1 : c->speed];
}

int replay_ctl_turn_at(const replay_ctl *c, int pos)
{
    int t = 0;
    for (int p = 1; p <= pos && p <= c->n; p++)
        t += turn_mark(c, p);
    return t;
}
