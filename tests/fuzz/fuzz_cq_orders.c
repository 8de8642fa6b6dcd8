/*
 * Fuzz harness: Conquest order lists ({"orders": [...]}), read against a fixed
 * state. Orders that load are checked and resolved (the rules drop bad ones with
 * a reason), the next state loads again, and the list writes back to a text that
 * loads to the same orders.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "skirmish/core/cq/turn.h"
#include "skirmish/data/cq_files.h"

/* Three players on a ring of six vertices with dense and sparse ids. */
static const char base_state[] =
    "{\"turn\": 3, \"max_turns\": 5, \"graph\": {\"vertices\": ["
    "{\"id\": 0, \"weight\": 3, \"position\": [0, 0], \"controller\": \"p0\", \"units\": 12},"
    "{\"id\": 1, \"weight\": 1, \"position\": [1, 0], \"controller\": null, \"units\": 0},"
    "{\"id\": 2, \"weight\": 2, \"position\": [2, 0], \"controller\": \"p1\", \"units\": 1000000000000},"
    "{\"id\": 3, \"weight\": 5, \"position\": [2, 1], \"controller\": null, \"units\": 0},"
    "{\"id\": 4, \"weight\": 1, \"position\": [1, 1], \"controller\": \"p2\", \"units\": 7},"
    "{\"id\": 90000, \"weight\": 9, \"position\": [0, 1], \"controller\": \"p0\", \"units\": 1}],"
    "\"edges\": [{\"from\": 0, \"to\": 1}, {\"from\": 1, \"to\": 0}, {\"from\": 1, \"to\": 2},"
    "{\"from\": 2, \"to\": 1}, {\"from\": 2, \"to\": 3}, {\"from\": 3, \"to\": 2}, {\"from\": 3, \"to\": 4},"
    "{\"from\": 4, \"to\": 3}, {\"from\": 4, \"to\": 90000}, {\"from\": 90000, \"to\": 4},"
    "{\"from\": 90000, \"to\": 0}, {\"from\": 0, \"to\": 90000}, {\"from\": 0, \"to\": 2}]},"
    "\"players\": [\"p0\", \"p1\", \"p2\"], \"elimination_order\": []}";

static cq_graph graph;
static cq_state *state;

static void setup(void)
{
    if (state != NULL)
        return;
    cq_graph_init(&graph);
    state = malloc(sizeof *state);
    data_error err;
    if (state == NULL || !data_cq_state_parse(base_state, strlen(base_state), "base", &graph, state, NULL, &err))
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    setup();
    char *text = fuzz_text(data, size);
    cq_order *orders = NULL, *back = NULL;
    size_t n = 0, n_back = 0;
    data_error err;
    if (data_cq_orders_parse(text, size, "fuzz.json", state, &orders, &n, &err)) {
        cq_order_problem *problems = malloc((n > 0 ? n : 1) * sizeof *problems);
        cq_state *next = malloc(sizeof *next);
        if (problems == NULL || next == NULL)
            abort();
        int valid = cq_orders_check(state, orders, n, problems);
        FUZZ_CHECK(valid >= 0 && (size_t)valid <= n, "%d valid of %zu", valid, n);
        *next = *state;
        cq_turn_report report;
        FUZZ_CHECK(cq_turn_resolve(next, orders, n, problems, &report), "out of memory");
        FUZZ_CHECK(report.valid == valid, "resolve counts %d valid orders, check %d", report.valid, valid);
        int where = -1;
        FUZZ_CHECK(cq_state_check(next, &where) == CQ_STATE_OK, "the turn made an inconsistent state (%d)", where);
        char *next_text = data_cq_state_to_json(next, NULL);
        cq_graph g;
        cq_graph_init(&g);
        cq_state *reread = malloc(sizeof *reread);
        if (next_text == NULL || reread == NULL)
            abort();
        FUZZ_CHECK(data_cq_state_parse(next_text, strlen(next_text), "next.json", &g, reread, NULL, &err),
                   "the next state does not load: %s: %s", err.key, err.message);
        free(reread);
        cq_graph_free(&g);
        free(next_text);
        free(next);
        free(problems);
        /* Orders of an unknown player are written as null, which reads as an
         * error; compare only lists of known players. */
        bool known = true;
        for (size_t i = 0; i < n; i++)
            known = known && orders[i].player != CQ_NO_PLAYER;
        char *once = data_cq_orders_to_json(state, orders, n);
        FUZZ_CHECK(once != NULL, "cannot write the orders");
        if (known) {
            FUZZ_CHECK(data_cq_orders_parse(once, strlen(once), "written.json", state, &back, &n_back, &err),
                       "written orders do not load: %s: %s", err.key, err.message);
            FUZZ_CHECK(n_back == n, "%zu orders written, %zu read", n, n_back);
            for (size_t i = 0; i < n; i++)
                FUZZ_CHECK(back[i].player == orders[i].player && back[i].from == orders[i].from &&
                               back[i].to == orders[i].to && back[i].units == orders[i].units,
                           "order %zu changes in the round trip", i);
        }
        free(once);
    } else {
        fuzz_check_error(&err);
    }
    free(orders);
    free(back);
    free(text);
    return 0;
}
