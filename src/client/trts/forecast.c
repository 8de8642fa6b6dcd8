/*
 * TRTS's combat forecast on screen (docs/client.md "TRTS", "Combat forecast"):
 * before a drag drops a group into an area with enemies, while the pointer is
 * over such an area with a group active, and beside Attack, what the fight would
 * be: both sides' pieces, attack, armour, HP and shields, and what one round
 * would leave. Everything comes from the core's trts_forecast_fight, which reads
 * only the seat's own view, so the box shows nothing the seat may not see.
 */
#include <stdio.h>
#include <string.h>

#include "skirmish/i18n.h"
#include "trts/panel_kit.h"

static const SDL_Color TEXT = { 226, 230, 238, 255 }, DIM = { 150, 156, 172, 255 }, WARN = { 255, 190, 120, 255 };
static const SDL_Color ROUTE = { 120, 220, 255, 255 };

/* The forecast's query (large: kept out of the stack). */
static trts_fight_forecast F;

/* "Trooper ×3, Sentry Tower": the side's pieces by name, at most four names. */
static void side_names(const trts_state *s, const trts_fight_forecast *f, bool engager, char *out, size_t size)
{
    const char *names[TRTS_COMBAT_MAX];
    int counts[TRTS_COMBAT_MAX], n = 0;
    for (int k = 0; k < f->n; k++) {
        if (!f->f[k].alive || f->f[k].engager != engager)
            continue;
        const char *name = trts_play_piece_name(s, f->map[k]);
        int j = 0;
        while (j < n && strcmp(names[j], name) != 0)
            j++;
        if (j == n) {
            names[n] = name;
            counts[n++] = 0;
        }
        counts[j]++;
    }
    out[0] = '\0';
    size_t len = 0;
    for (int j = 0; j < n && len + 1 < size; j++) {
        if (j == 4) {
            /* TRANSLATORS: the combat forecast's list of pieces ends so: "and 2 more kinds" */
            snprintf(out + len, size - len, _(", and %d more kinds"), n - 4);
            return;
        }
        int w = counts[j] > 1 ? snprintf(out + len, size - len, "%s%s ×%d", j ? ", " : "", names[j], counts[j])
                              : snprintf(out + len, size - len, "%s%s", j ? ", " : "", names[j]);
        len += w > 0 ? (size_t)w : 0;
    }
}

/* The side's line: "You: Trooper ×3 · attack 3 · armour 0 · HP+shields 6". */
static void side_line(const trts_state *s, const trts_fight_forecast *f, int side, char *out, size_t size)
{
    char names[200];
    side_names(s, f, side == 0, names, sizeof names);
    const trts_forecast_side *d = &f->round.side[side];
    /* TRANSLATORS: the combat forecast: a side's pieces, its attacks summed, its armour summed, its HP and shields summed */
    snprintf(out, size, side == 0 ? _("Your side: %s · attack %d · armour %d · HP+shields %d")
                                  : _("Enemies seen: %s · attack %d · armour %d · HP+shields %d"),
             names, d->attack, d->armour, d->hp);
}

/* "Last seen here in round 9: Blade (2 HP) · attack 2 · armour 0 · HP+shields 2". */
static void seen_line(const trts_state *s, const trts_area_memory *k, char *out, size_t size)
{
    char names[200];
    size_t len = 0;
    names[0] = '\0';
    for (int j = 0; j < k->n && len + 1 < sizeof names; j++) {
        trts_log_piece lp = { .born = -1, .owner = k->p[j].owner, .type = k->p[j].type };
        const char *name = trts_play_log_name(s, &lp);
        int w = k->p[j].shields > 0
                    /* TRANSLATORS: a piece last seen: its name, its HP, its shields */
                    ? snprintf(names + len, sizeof names - len, _("%s%s (%d HP, %d shields)"), j ? ", " : "", name,
                               k->p[j].hp, k->p[j].shields)
                    /* TRANSLATORS: a piece last seen: its name, its HP */
                    : snprintf(names + len, sizeof names - len, _("%s%s (%d HP)"), j ? ", " : "", name, k->p[j].hp);
        len += w > 0 ? (size_t)w : 0;
    }
    const trts_forecast_side *d = &F.round.side[1];
    /* TRANSLATORS: the combat forecast from memory: the round the enemies were last seen, them, their attacks,
     * armour, HP and shields summed */
    snprintf(out, size, _("Last seen here in round %d: %s · attack %d · armour %d · HP+shields %d"), k->round, names,
             d->attack, d->armour, d->hp);
}

/* What one round would leave, in words. */
static void outcome_line(const trts_state *st, const trts_fight_forecast *f, char *out, size_t size)
{
    const trts_forecast_side *us = &f->round.side[0], *them = &f->round.side[1];
    int we_lose = us->pieces - us->left, they_lose = them->pieces - them->left;
    if (f->round.kept_alive >= 0) {
        /* play-test 10: both sides fell, the defender kept one, and it read as
         * a bug; the rule is said before the fight */
        /* TRANSLATORS: the combat forecast's outcome when a step would leave nobody: %s the defender's piece
         * ("Attendant") the keep-alive rule saves */
        snprintf(out, size, _("Likely: both sides fall, so the defender keeps one %s at 1 HP, and the area."),
                 trts_play_piece_name(st, f->map[f->round.kept_alive]));
        return;
    }
    switch (f->round.outcome) {
    case TRTS_FORECAST_WIN:
        /* TRANSLATORS: the combat forecast's outcome: the player's side alone stands after one round */
        snprintf(out, size, _("Likely: you win the round, losing %d of %d; all %d enemies fall."), we_lose, us->pieces,
                 them->pieces);
        break;
    case TRTS_FORECAST_LOSS:
        /* TRANSLATORS: the combat forecast's outcome: only the enemies stand after one round */
        snprintf(out, size, _("Likely: you lose all %d; the enemies lose %d of %d."), us->pieces, they_lose, them->pieces);
        break;
    case TRTS_FORECAST_BOTH_STAND:
        /* TRANSLATORS: the combat forecast's outcome: both sides keep pieces after one round */
        snprintf(out, size, _("Likely after one round: both stand; you lose %d of %d, the enemies %d of %d."), we_lose,
                 us->pieces, they_lose, them->pieces);
        break;
    default:
        /* TRANSLATORS: the combat forecast: no fight (nobody on one side) */
        snprintf(out, size, "%s", _("No fight: no enemy piece you can see is there."));
        break;
    }
}

bool trts_forecast_fired_words(const trts_screen *c, const trts_set *units, char *out, size_t size)
{
    const trts_state *s = &c->st;
    int fired = 0, n = 0;
    for (int i = 0; i < s->n_pieces; i++)
        if (trts_set_has(units, i) && s->pieces[i].alive) {
            n++;
            fired += s->pieces[i].attacked;
        }
    out[0] = '\0';
    if (fired == 0)
        return false;
    if (fired == n)
        /* TRANSLATORS: before a move into an enemy area: why the group will not shoot there */
        snprintf(out, size, "%s", _("Your group already fired this round: in this fight it cannot shoot back, only "
                                    "take hits."));
    else
        /* TRANSLATORS: before a move into an enemy area: %d of %d moving units will not shoot there */
        snprintf(out, size, _("%d of your %d units already fired this round: they cannot shoot in this fight."), fired,
                 n);
    return true;
}

/* Fills the forecast's lines (title, sides, outcome, caveat); false when no enemy is seen there. */
bool trts_forecast_words(const trts_screen *c, const trts_set *units, int area, char lines[5][240])
{
    const trts_state *s = &c->st;
    trts_forecast_fight(s, s->current, units, area, &F);
    /* nothing seen there now: what the seat last saw there, as a guess (play-test 15 #1) */
    const trts_area_memory *k = F.round.side[1].pieces == 0 ? trts_memory_at(c->memory, s->current, area) : NULL;
    if (k) {
        static trts_state guess; /* large: kept off the stack */
        trts_memory_fill(k, s, area, &guess);
        trts_forecast_fight(&guess, s->current, units, area, &F);
    }
    if (F.round.side[1].pieces == 0 || F.round.side[0].pieces == 0)
        return false;
    const char *where = trts_area_label(&s->map->areas[area]);
    if (F.moving && F.engages)
        /* TRANSLATORS: the combat forecast's title before a move that engages an area */
        snprintf(lines[0], 240, _("Fight in %s if the defenders stay:"), where);
    else if (F.moving)
        /* TRANSLATORS: the combat forecast's title before a move into an area where the team has a marker */
        snprintf(lines[0], 240, _("Into %s: no fight on arrival (your marker is there); Attack there would give:"), where);
    else
        /* TRANSLATORS: the combat forecast's title for the Attack button */
        snprintf(lines[0], 240, _("Attack in %s:"), where);
    side_line(s, &F, 0, lines[1], 240);
    if (k)
        seen_line(s, k, lines[2], 240);
    else
        side_line(s, &F, 1, lines[2], 240);
    outcome_line(s, &F, lines[3], 240);
    if (k)
        /* TRANSLATORS: the combat forecast's last line when it counts the enemies last seen there, not seen now */
        snprintf(lines[4], 240, "%s", _("A guess from what you saw: they may have moved, healed or been joined."));
    else
        /* TRANSLATORS: the combat forecast's last line: why it may be wrong (an engagement's defenders may retreat first) */
        snprintf(lines[4], 240, "%s",
                 F.engages ? _("Counts only what you can see: hidden pieces may join, defenders may retreat.")
                           : _("Counts only what you can see: hidden pieces may join."));
    /* shielded enemies seen there: how their shields fall (play-test 16:
     * "shields take all 1" read as hits of 1 doing nothing) */
    bool shields = false;
    for (int i = 0; i < s->n_pieces && !k; i++) {
        const trts_unit_def *d = trts_piece_unit(s, i);
        shields |= d && d->shields > 0 && s->pieces[i].area == area && trts_play_visible(c, i) &&
                   !trts_allies(s, s->pieces[i].owner, s->current);
    }
    size_t l4 = strlen(lines[4]);
    if (shields)
        /* TRANSLATORS: the combat forecast, after its caveat, when enemies with shields are seen there */
        snprintf(lines[4] + l4, 240 - l4, " %s", _("Shields take every hit first, even hits of 1, and do not refill "
                                                   "during the fight: once they are down, hits take HP."));
    /* a group that fired earlier this round takes hits without answering: the
     * outcome's reason comes first in its line (play-test 9) */
    char fired[240];
    size_t lf = F.moving && trts_forecast_fired_words(c, units, fired, sizeof fired) ? strlen(fired) : 0;
    size_t lo = strlen(lines[3]);
    if (lf > 0 && lf + 1 + lo < 240) {
        memmove(lines[3] + lf + 1, lines[3], lo + 1);
        memcpy(lines[3], fired, lf);
        lines[3][lf] = ' ';
    }
    return true;
}

/* The units and area to foretell now: a drag's hovered target, or, with a
 * group active, the area under the pointer it may move to. */
static bool forecast_subject(const trts_screen *c, trts_set *units, int *area)
{
    const trts_state *s = &c->st;
    if (c->hover < 0 || c->cover || c->replay || c->show_result || c->drop_note[0] || !trts_play_human_input(c) ||
        c->viewer != s->current)
        return false;
    *area = c->hover;
    if (c->drag_from >= 0 && c->drag_from != c->hover) {
        /* a drag: only a drop the core would take gets a forecast (play-test 3: a
         * fight was foretold for a move refused on release); its refusal is drawn
         * at the target instead (route.c) */
        bool retreat;
        char reason[280];
        if (s->phase != TRTS_PHASE_MICRO && s->phase != TRTS_PHASE_GROUP)
            return false;
        return trts_play_judge_drop(c, c->drag_from, *area, units, &retreat, reason, sizeof reason) == TRTS_OK &&
               !trts_set_empty(units);
    }
    if (s->phase == TRTS_PHASE_GROUP) {
        *units = s->group;
        return trts_test_move(s, s->current, units, *area) == TRTS_OK;
    }
    if (s->phase != TRTS_PHASE_MICRO || c->drag_from < 0 || c->drag_from == c->hover)
        return false;
    /* as the drop would take them (drop.c): the picked units, else the area's fighters */
    *units = c->sel;
    if (!trts_set_empty(units))
        return true;
    trts_play_eligible(c, c->drag_from, units);
    trts_set fighters;
    trts_set_clear(&fighters);
    for (int i = 0; i < s->n_pieces; i++)
        if (trts_set_has(units, i) && !trts_piece_worker(s, i))
            trts_set_add(&fighters, i);
    if (!trts_set_empty(&fighters))
        *units = fighters;
    return !trts_set_empty(units);
}

bool trts_forecast_box(ui *u, const trts_screen *c, SDL_Rect view)
{
    trts_set units;
    int area;
    char lines[8][240];
    if (!u->draw || !forecast_subject(c, &units, &area) || !trts_forecast_words(c, &units, area, lines + 1))
        return false;
    /* a drag's route first (route.c draws it on the map), what MP it costs,
     * then next round's minerals when the move cuts them (play-test 13: told
     * only after the move) */
    lines[0][0] = lines[6][0] = lines[7][0] = '\0';
    if (c->drag_from >= 0) {
        trts_play_route_words(c, &units, area, lines[0], sizeof lines[0]);
        if (lines[0][0])
            trts_play_route_rule(c, &units, area, lines[6], sizeof lines[6]);
        trts_play_income_words(c, &units, area, lines[7], sizeof lines[7]);
    }
    int px = ui_px(u, 12), pad = ui_px(u, 6), w = ui_px_text(u, 340);
    if (w > view.w - 2 * pad)
        w = view.w - 2 * pad;
    ui quiet = *u;
    quiet.draw = false;
    quiet.ev = NULL;
    int h = 2 * pad;
    for (int k = 0; k < 8; k++)
        if (lines[k][0])
            h += ui_text_wrapped(&quiet, ui_rect(0, 0, w - 2 * pad, 0), lines[k], px, TEXT) + 2;
    /* above the pointer (the area's tooltip goes below it), or below it when
     * the drag comes from above (the box would hide where it starts); kept
     * inside the map */
    float fx = 0, fy = (float)view.y - 1;
    if (c->drag_from >= 0)
        areamap_camera_to_screen(&c->cam, c->model.nodes[c->drag_from].x, c->model.nodes[c->drag_from].y, &fx, &fy);
    int my = u->app->mouse_y, x = u->app->mouse_x - w / 2, y = my - ui_px(u, 28) - h;
    if (y < view.y || (fy < (float)my && fy > (float)y - ui_px(u, 20)))
        y = my + ui_px(u, 28);
    if (x + w > view.x + view.w)
        x = view.x + view.w - w;
    if (y + h > view.y + view.h)
        y = view.y + view.h - h;
    x = x < view.x ? view.x : x;
    y = y < view.y ? view.y : y;
    SDL_Rect box = ui_rect(x, y, w, h);
    ui_fill(u, box, ui_rgba(20, 22, 30, 240));
    ui_frame(u, box, WARN, 1);
    int ty = y + pad;
    for (int k = 0; k < 8; k++)
        if (lines[k][0])
            ty += ui_text_wrapped(u, ui_rect(x + pad, ty, w - 2 * pad, 0), lines[k], px,
                                  k == 0 ? ROUTE : k == 1 || k == 7 ? WARN : k >= 5 ? DIM : TEXT) + 2;
    return true;
}

void trts_panel_forecast(pl *L)
{
    const trts_state *s = &L->c->st;
    int area = -1;
    for (int i = 0; i < s->n_pieces && area < 0; i++)
        if (trts_set_has(&s->group, i))
            area = s->pieces[i].area;
    char lines[5][240];
    if (area < 0 || trts_test_attack(s, s->current) != TRTS_OK || !trts_forecast_words(L->c, &s->group, area, lines))
        return;
    for (int k = 0; k < 5; k++)
        trts_pk_line(L, lines[k], k == 0, k == 0 ? WARN : k == 4 ? DIM : TEXT);
    L->y += L->gap;
}
