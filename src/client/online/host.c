/*
 * The game server on a thread (see host.h). gsrv is single-threaded: only this
 * thread touches it once it is open.
 */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE
#include "online/host.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/i18n.h"
#include "skirmish/net/gsrv.h"

struct online_host {
    gsrv *server;
    pthread_t thread;
    atomic_bool stop;
    int port;
    bool open;
    char content[4096], store[4096], version[64];
};

static void *serve(void *arg)
{
    online_host *h = arg;
    while (!atomic_load(&h->stop))
        gsrv_service(h->server);
    return NULL;
}

online_host *online_host_start(int port, bool open_to_network, const char *content_dir, const char *store_dir,
                               const char *version, char *why, size_t why_size)
{
    online_host *h = calloc(1, sizeof *h);
    if (h == NULL) {
        snprintf(why, why_size, "%s", _("out of memory"));
        return NULL;
    }
    snprintf(h->content, sizeof h->content, "%s", content_dir);
    snprintf(h->store, sizeof h->store, "%s", store_dir);
    snprintf(h->version, sizeof h->version, "skirmish %s", version ? version : "");
    gsrv_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.port = port;
    cfg.listen = open_to_network ? "0.0.0.0" : "127.0.0.1";
    cfg.store_dir = h->store;
    cfg.content_dir = h->content;
    cfg.version = h->version;
    h->server = gsrv_open(&cfg, why, why_size);
    if (h->server == NULL) {
        free(h);
        return NULL;
    }
    h->port = gsrv_port(h->server);
    h->open = open_to_network;
    atomic_init(&h->stop, false);
    if (pthread_create(&h->thread, NULL, serve, h) != 0) {
        snprintf(why, why_size, "%s", _("The network could not be started on this machine"));
        gsrv_close(h->server);
        free(h);
        return NULL;
    }
    return h;
}

void online_host_stop(online_host *h)
{
    if (h == NULL)
        return;
    atomic_store(&h->stop, true);
    pthread_join(h->thread, NULL); /* gsrv_service wakes every few milliseconds */
    gsrv_close(h->server);
    free(h);
}

int online_host_port(const online_host *h) { return h->port; }

bool online_host_open_to_network(const online_host *h) { return h->open; }

void online_host_addresses(const online_host *h, char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    if (!h->open) {
        snprintf(out, size, "127.0.0.1:%d", h->port);
        return;
    }
    struct ifaddrs *list = NULL;
    if (getifaddrs(&list) == 0) {
        for (struct ifaddrs *i = list; i; i = i->ifa_next) {
            if (i->ifa_addr == NULL || i->ifa_addr->sa_family != AF_INET || (i->ifa_flags & IFF_LOOPBACK))
                continue;
            char ip[INET_ADDRSTRLEN];
            const struct sockaddr_in *in = (const struct sockaddr_in *)(const void *)i->ifa_addr;
            if (inet_ntop(AF_INET, &in->sin_addr, ip, sizeof ip) == NULL)
                continue;
            int n = snprintf(out + used, size - used, "%s%s:%d", used ? "\n" : "", ip, h->port);
            if (n < 0 || (size_t)n >= size - used)
                break;
            used += (size_t)n;
        }
        freeifaddrs(list);
    }
    if (used == 0)
        snprintf(out, size, "127.0.0.1:%d", h->port);
}
