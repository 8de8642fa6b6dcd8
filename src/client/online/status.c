/*
 * The online screens' status line (see status.h).
 */
#include "online/status.h"

#include <stdio.h>

#include "skirmish/i18n.h"

bool online_status_down(const online_conn *c, int seat, const char *kept, char *line, size_t size)
{
    switch (online_conn_state(c)) {
    case ONLINE_LOST:
    case ONLINE_RECONNECTING:
        /* TRANSLATORS: online: the link dropped and this player holds no seat; it reconnects by itself */
        snprintf(line, size, "%s", seat >= 0 ? kept : _("Connection lost: trying again."));
        return true;
    case ONLINE_FAILED: {
        char why[200];
        online_conn_why(c, why, sizeof why);
        /* TRANSLATORS: online: the link is gone for good (why) */
        snprintf(line, size, _("Disconnected: %.180s"), why);
        return true;
    }
    default:
        return false;
    }
}

void online_status_up(const online_conn *c, char *line, size_t size)
{
    /* TRANSLATORS: online: the link is up (the server's address) */
    snprintf(line, size, _("Online: %.100s"), online_conn_address(c));
}

bool online_status_refusal(bool *fresh, const char *refused, char *why, size_t size)
{
    if (!*fresh)
        return false;
    *fresh = false;
    snprintf(why, size, "%s", refused);
    return true;
}
