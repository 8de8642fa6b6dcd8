/*
 * Macro's "Same as last round" (docs/trts.md §17): the orders a seat gave in
 * its previous Macro — production, research, construction, gas split — found by
 * replaying the record, and given again in the same order on one click; each
 * the core refuses now (no money, a busy producer, a worker gone) is skipped,
 * and the message says how many were repeated. The seat then adjusts and presses
 * Done.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/i18n.h"
#include "trts/play_internal.h"

static bool macro_order(int kind)
{
    return kind == TRTS_ACT_MAKE || kind == TRTS_ACT_RESEARCH || kind == TRTS_ACT_BUILD || kind == TRTS_ACT_GAS;
}

/* A gas split set twice in one area (1, then 2 workers) is one order: the
 * split it ended at (play-test 8: "Same as last round (2)" gave one change). */
static int one_split_an_area(trts_action *out, int n)
{
    int kept = 0;
    for (int i = 0; i < n; i++) {
        bool later = false;
        for (int j = i + 1; j < n && !later; j++)
            later = out[i].kind == TRTS_ACT_GAS && out[j].kind == TRTS_ACT_GAS && out[j].a == out[i].a;
        if (!later)
            out[kept++] = out[i];
    }
    return kept;
}

int trts_repeat_orders(const trts_screen *c, int player, trts_action *out, int cap)
{
    const trts_state *now = &c->st;
    if (now->phase != TRTS_PHASE_MACRO || now->round < 2)
        return 0;
    trts_state *s = malloc(sizeof *s);
    if (!s || !trts_state_init(s, &c->rec->map, now->rules, &c->rec->setup)) {
        free(s);
        return 0;
    }
    int n = 0;
    for (int i = 0; i < c->rec->n_actions && s->round < now->round; i++) {
        const trts_action *a = &c->rec->actions[i];
        if (s->phase == TRTS_PHASE_MACRO && s->round == now->round - 1 && a->player == player && macro_order(a->kind) &&
            n < cap)
            out[n++] = *a;
        if (trts_apply(s, a) != TRTS_OK)
            break;
    }
    free(s);
    return one_split_an_area(out, n);
}

int trts_repeat_given(const trts_screen *c, int player, trts_action *out, int cap)
{
    const trts_state *s = &c->st;
    const trts_game_record *rec = c->rec;
    if (s->phase != TRTS_PHASE_MACRO || s->current != player)
        return 0;
    /* this entry: the seat's actions since the last Done (its own or another's) */
    int from = rec->n_actions;
    while (from > 0 && rec->actions[from - 1].player == player && rec->actions[from - 1].kind != TRTS_ACT_DONE)
        from--;
    int n = 0;
    for (int i = from; i < rec->n_actions; i++) {
        const trts_action *a = &rec->actions[i];
        if (macro_order(a->kind) && n < cap)
            out[n++] = *a;
        if (a->kind != TRTS_ACT_CANCEL || a->a < 0 || a->a >= s->n_pieces)
            continue;
        /* Take back: the order it took back goes (a producer's item, or a
         * building begun: its kind in its area) */
        const trts_piece *p = &s->pieces[a->a];
        for (int j = n - 1; j >= 0; j--)
            if (p->finished ? (out[j].kind == TRTS_ACT_MAKE || out[j].kind == TRTS_ACT_RESEARCH) && out[j].a == a->a
                            : out[j].kind == TRTS_ACT_BUILD && out[j].b == p->type && out[j].c == p->area) {
                memmove(out + j, out + j + 1, (size_t)(n - j - 1) * sizeof *out);
                n--;
                break;
            }
    }
    return one_split_an_area(out, n);
}

/* Ruling (play-test: a second Drill Hall with the last minerals): last
 * round's building order made the building that stands (or is being built)
 * there now; giving it again would make a second of its kind in that area,
 * which is seldom meant. Such an order is skipped and said so; a second one is
 * built by hand. */
static bool useless(const trts_state *s, const trts_action *o)
{
    if (o->kind != TRTS_ACT_BUILD)
        return false;
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (p->alive && p->building && p->owner == o->player && p->type == o->b && p->area == o->c)
            return true;
    }
    return false;
}

/* "Trooper", "Weapons", "Drill Hall in South Main", "3 gas workers in West Flats" */
void trts_repeat_order_name(const trts_state *s, const trts_action *o, char *out, size_t size)
{
    const trts_faction *f = trts_player_faction(s, o->player);
    switch (o->kind) {
    case TRTS_ACT_MAKE:
        snprintf(out, size, "%s", o->b >= 0 && o->b < f->n_units ? i18n_content(f->units[o->b].name) : "?");
        break;
    case TRTS_ACT_RESEARCH:
        snprintf(out, size, "%s", o->b >= 0 && o->b < TRTS_UPGRADES ? i18n_content(f->upgrades[o->b].name) : "?");
        break;
    case TRTS_ACT_BUILD:
        /* TRANSLATORS: a building order repeated by "Same as last round": the building and its area */
        snprintf(out, size, _("%s in %s"), o->b >= 0 && o->b < TRTS_ROLES ? i18n_content(f->buildings[o->b].name) : "?",
                 o->c >= 0 && o->c < s->map->n_areas ? trts_area_label(&s->map->areas[o->c]) : "?");
        break;
    default:
        /* TRANSLATORS: a gas split repeated by "Same as last round": how many workers, the area */
        snprintf(out, size, P_("%d gas worker in %s", "%d gas workers in %s", o->b), o->b,
                 o->a >= 0 && o->a < s->map->n_areas ? trts_area_label(&s->map->areas[o->a]) : "?");
        break;
    }
}

/* Would the order be given again now? 1 yes, 0 refused or needless, -1 skipped as useless. */
static int repeatable(const trts_state *s, const trts_action *o)
{
    if (o->player != s->current)
        return 0;
    if (o->kind == TRTS_ACT_GAS && s->players[s->current].gas_workers[o->a] == o->b)
        return 0; /* the split is that already */
    if (useless(s, o))
        return -1;
    return trts_test(s, o) == TRTS_OK ? 1 : 0;
}

static void append(char *out, size_t size, const char *part)
{
    size_t n = strlen(out);
    if (n + 1 < size)
        snprintf(out + n, size - n, "%s%s", n ? ", " : "", part);
}

/* What a click would do with each order, in order, as the core takes them one
 * after another: an order given first spends the minerals or the worker a later
 * one needed, so each is judged on the state the earlier ones leave (play-test
 * 8: the button said 3 and a click gave 2). out[i]: 1 given, -1 skipped as
 * useless, 0 refused (why[i] the core's reason, TRTS_OK when needless). */
static int plan(const trts_state *now, const trts_action *orders, int n, int *out, trts_why *why)
{
    static trts_state s; /* large: kept off the stack (one screen, one thread) */
    s = *now;
    int given = 0;
    for (int i = 0; i < n; i++) {
        out[i] = repeatable(&s, &orders[i]);
        why[i] = orders[i].player == s.current ? trts_test(&s, &orders[i]) : TRTS_OK;
        if (out[i] > 0 && trts_apply(&s, &orders[i]) != TRTS_OK)
            out[i] = 0;
        given += out[i] > 0;
    }
    return given;
}

int trts_repeat_available(const trts_screen *c)
{
    /* once used this Macro, closed until Undo takes its orders back (play-test 6: a
     * second click gave the gas split again, "Repeated 2 of 4") */
    if (c->repeat_mark > 0 && c->rec && c->rec->n_actions >= c->repeat_mark)
        return 0;
    int r[256];
    trts_why why[256];
    return plan(&c->st, c->repeat, c->repeat_n < 256 ? c->repeat_n : 256, r, why);
}

void trts_repeat_preview(const trts_screen *c, char *out, size_t size)
{
    char give[400] = "", skip[400] = "", part[120];
    int r[256], n = c->repeat_n < 256 ? c->repeat_n : 256;
    trts_why why[256];
    plan(&c->st, c->repeat, n, r, why);
    for (int i = 0; i < n; i++) {
        if (r[i] == 0)
            continue;
        trts_repeat_order_name(&c->st, &c->repeat[i], part, sizeof part);
        append(r[i] > 0 ? give : skip, r[i] > 0 ? sizeof give : sizeof skip, part);
    }
    if (skip[0])
        /* TRANSLATORS: tooltip of "Same as last round": the orders it gives again, those it skips */
        snprintf(out, size, _("Gives again: %s. Skips (you have it there already; build a second by hand): %s."),
                 give[0] ? give : "-", skip);
    else
        /* TRANSLATORS: tooltip of "Same as last round": the orders it gives again */
        snprintf(out, size, _("Gives again: %s."), give);
}

int trts_repeat_last_round(app *a, trts_screen *c)
{
    static trts_action orders[256];
    int p = c->st.current, n = trts_repeat_orders(c, p, orders, 256), done = 0, mark = c->rec->n_actions;
    char gave[400] = "", skipped[400] = "", refused[400] = "", part[120], why[240];
    int r[256];
    trts_why no[256];
    plan(&c->st, orders, n, r, no); /* judged before any is given: the button's count */
    for (int i = 0; i < n; i++) {
        trts_repeat_order_name(&c->st, &orders[i], part, sizeof part);
        if (r[i] < 0)
            append(skipped, sizeof skipped, part);
        else if (r[i] > 0 && trts_play_act(a, c, orders[i])) {
            done++;
            append(gave, sizeof gave, part);
        } else if (no[i] != TRTS_OK) {
            /* said with its reason (play-test 6: a Technician dropped unsaid, supply full) */
            /* TRANSLATORS: after "Same as last round": an order not given again and the core's reason */
            snprintf(why, sizeof why, _("%s (%s)"), part, _(trts_why_text(no[i])));
            append(refused, sizeof refused, why);
        }
    }
    c->repeat_mark = mark + 1;
    char head[120];
    /* TRANSLATORS: after "Same as last round": orders given again / orders of last round */
    snprintf(head, sizeof head, P_("Repeated %d of %d order", "Repeated %d of %d orders", n), done, n);
    if (skipped[0])
        /* TRANSLATORS: after "Same as last round": the count, what was given, what was skipped as already there */
        snprintf(c->message, sizeof c->message, _("%s: %s. Skipped (already there): %s."), head, gave[0] ? gave : "-",
                 skipped);
    else if (gave[0])
        /* TRANSLATORS: after "Same as last round": the count and what was given again */
        snprintf(c->message, sizeof c->message, _("%s: %s."), head, gave);
    else
        snprintf(c->message, sizeof c->message, "%s", head);
    if (refused[0]) {
        size_t m = strlen(c->message);
        /* TRANSLATORS: after "Same as last round": the orders not given again, each with its reason */
        snprintf(c->message + m, sizeof c->message - m, _(" Not given: %s."), refused);
    }
    return done;
}
