/*
 * TRTS's side panel during an engagement: the defence (retreat or stay), each
 * piece's target with the seat's auto-target shown before Fight, active retreat,
 * keep-alive, Reposition, and the latest combat shown step by step. Drawn by
 * panel.c through the kit in panel_kit.c; every button asks the core first.
 */
#include <stdio.h>
#include <string.h>

#include "skirmish/i18n.h"
#include "trts/panel_kit.h"

static const SDL_Color TEXT = { 226, 230, 238, 255 }, DIM = { 150, 156, 172, 255 }, WARN = { 255, 190, 120, 255 };

void trts_panel_retreat_block(pl *L, bool defence)
{
    trts_screen *c = L->c;
    const trts_state *s = &c->st;
    int p = s->current;
    char text[120];
    int area = defence ? s->pending_area : s->combat_area;
    /* TRANSLATORS: %s is an area */
    snprintf(text, sizeof text, defence ? _("%s is engaged: retreat?") : _("After the step in %s: retreat?"),
             trts_area_label(&s->map->areas[area]));
    trts_pk_line(L, text, true, WARN);
    /* Stay first (Enter), then the retreats, then the units to pick: picking
     * changes which retreats are open, never where Stay or the list stand */
    trts_why stay = trts_test_stay(s, p);
    if (trts_pk_fight_button(L, ui_rect(L->x, L->y, L->w, L->row), defence ? _("Stay") : _("Stay and fight on"), stay)) {
        trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_STAY });
        return;
    }
    /* between steps: stay for every step left of this fight at once (play-test
     * 11: 4-5 "retreat?" questions for a small fight); control.c answers the
     * next ones with Stay */
    if (!defence && trts_pk_tip_button(L, ui_rect(L->x, L->y + L->row + L->gap, L->w, L->row),
                                       /* TRANSLATORS: a button beside "Stay and fight on" between a fight's steps */
                                       _("Fight on to the end"), stay,
                                       /* TRANSLATORS: the tooltip of "Fight on to the end" */
                                       _("Stay for every step left of this fight: you are not asked again."))) {
        c->fight_on_area = area;
        c->fight_on_round = s->round;
        c->fight_on_seat = p;
        trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_STAY });
        return;
    }
    L->y += (defence ? 1 : 2) * (L->row + L->gap);
    trts_pk_pick_block(L, _("Drag from the area to a green one (picked units, or all)."));
    trts_set units = c->sel;
    if (trts_set_empty(&units))
        trts_play_eligible(c, area, &units);
    const trts_area *ar = &s->map->areas[area];
    /* two a row where they fit, else one */
    int per_row = ui_text_width(L->u, _("Retreat to %s"), L->px, true) + ui_px(L->u, 90) < (L->w - L->gap) / 2 ? 2 : 1;
    int half = per_row == 2 ? (L->w - L->gap) / 2 : L->w, col = 0;
    for (int k = 0; k < ar->n_adj; k++) {
        int to = ar->adj[k];
        if (trts_test_retreat(s, p, &units, to) != TRTS_OK)
            continue;
        snprintf(text, sizeof text, _("Retreat to %s"), trts_area_label(&s->map->areas[to]));
        if (trts_pk_button(L, ui_rect(L->x + col * (half + L->gap), L->y, half, L->row), text, TRTS_OK))
            trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_RETREAT, .a = (int16_t)to, .units = units });
        if (++col == per_row) {
            col = 0;
            L->y += L->row + 2;
        }
    }
    if (col)
        L->y += L->row + 2;
    L->y += L->gap;
}

void trts_panel_targets_block(pl *L)
{
    trts_screen *c = L->c;
    const trts_state *s = &c->st;
    if (s->combat_area < 0 || s->combat_area >= s->map->n_areas)
        return; /* no fight to name targets in (a state put together by hand) */
    int p = s->current;
    static trts_fighter f[TRTS_COMBAT_MAX];
    static int map[TRTS_COMBAT_MAX];
    /* what Done would do now: the named targets, the rest the seat's auto-target */
    static trts_combat_choice plan[TRTS_COMBAT_MAX];
    int n = trts_combat_planned(s, f, map, plan), range = trts_combat_step_range(s);
    char text[400];
    /* TRANSLATORS: the combat's step for the pieces of that Range, in an area */
    snprintf(text, sizeof text, _("Fire order %d step in %s: name targets"), range, trts_area_label(&s->map->areas[s->combat_area]));
    trts_pk_line(L, text, true, WARN);
    /* what a "Range N step" is (play-test 3: never explained on screen) */
    /* TRANSLATORS: the combat panel: a combat round is fought in steps, one per fire order (the rules' Range)
     * there, highest first; %d the fire order of this step */
    snprintf(text, sizeof text, _("A combat round fires by fire order (the rules' Range), highest first: now the "
                                  "pieces of fire order %d; all their damage lands at once."),
             range);
    trts_pk_hint(L, text);
    trts_pk_hint(L, _("Pick one of your pieces, then its target."));
    bool all_named = true;
    for (int k = 0; k < n; k++)
        if (f[k].player == p && f[k].range == range && trts_fighter_can_attack(&f[k]))
            all_named &= s->choice[map[k]][0] != TRTS_CHOICE_NONE;
    /* the button first: never pushed below a long list */
    /* TRANSLATORS: the button that fights the step once every piece has a target */
    if (trts_pk_fight_button(L, ui_rect(L->x, L->y, L->w, L->row),
                             all_named ? C_("trts combat", "Fight") : _("Auto-target the rest and fight"), trts_test_done(s, p))) {
        trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_DONE });
        return;
    }
    L->y += L->row + L->gap;
    for (int k = 0; k < n; k++) {
        if (f[k].player != p || f[k].range != range || !trts_fighter_can_attack(&f[k]))
            continue;
        int i = map[k], t = s->choice[i][0];
        char target[100];
        if (t == TRTS_CHOICE_NONE && plan[k].target >= 0)
            /* TRANSLATORS: a piece's target chosen automatically (what Done gives it; a click changes it) */
            snprintf(target, sizeof target, _("%s (auto)"), trts_play_piece_label(c, s, map[plan[k].target]));
        else if (t == TRTS_CHOICE_NONE)
            /* TRANSLATORS: no target chosen automatically: every target it has is already certain to die */
            snprintf(target, sizeof target, "%s", _("holds fire (all die anyway)"));
        else
            /* TRANSLATORS: a piece's target: none (it holds its fire and keeps its attack) */
            snprintf(target, sizeof target, "%s", t < 0 ? _("holds fire") : trts_play_piece_label(c, s, t));
        char row[400];
        snprintf(row, sizeof row, "%s%s → %s", c->attacker == i ? "> " : "", trts_play_piece_label(c, s, i), target);
        SDL_Rect r = ui_rect(L->x, L->y, L->w, L->row);
        if (ui_text_width(L->u, row, ui_px(L->u, 15), true) > L->w - 8) {
            /* too long for the panel (a long translation): cut with "…", whole in the tooltip */
            if (trts_pk_fits(L, r.y, r.h))
                ui_tooltip(L->u, r, row);
            ui_text_cut(L->u, row, sizeof row, ui_px(L->u, 15), true, L->w - 8);
        }
        if (trts_pk_fits(L, r.y, r.h) && ui_button(L->u, r, row, true))
            c->attacker = c->attacker == i ? -1 : i;
        L->y += L->row + 2;
    }
    if (c->attacker >= 0) {
        int ak = -1;
        for (int k = 0; k < n; k++)
            if (map[k] == c->attacker)
                ak = k;
        int half = (L->w - L->gap) / 2, col = 0, per_row = 2, x_step = half + L->gap;
        for (int k = 0; ak >= 0 && k < n; k++) /* two a row while every label fits */
            if (trts_combat_test_target(f, n, range, ak, k) == TRTS_TARGET_OK) {
                snprintf(text, sizeof text, "%s (%d)", trts_play_piece_label(c, s, map[k]), f[k].hp + f[k].shields);
                if (ui_text_width(L->u, text, L->px + 2, true) + ui_px(L->u, 12) > half)
                    per_row = 1;
            }
        if (per_row == 1)
            half = L->w;
        for (int k = 0; ak >= 0 && k < n; k++) {
            int t = map[k];
            if (trts_combat_test_target(f, n, range, ak, k) != TRTS_TARGET_OK)
                continue;
            int second = -1;
            if (f[ak].splash) {
                int sk = trts_combat_policy_target(f, n, range, ak, k);
                second = sk >= 0 ? map[sk] : -1;
            }
            snprintf(text, sizeof text, "%s (%d)", trts_play_piece_label(c, s, t), f[k].hp + f[k].shields);
            if (trts_pk_button(L, ui_rect(L->x + col * x_step, L->y, half, L->row), text,
                       trts_test_target(s, p, c->attacker, t, second)))
                trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_TARGET, .a = (int16_t)c->attacker, .b = (int16_t)t, .c = (int16_t)second });
            if (++col == per_row) {
                col = 0;
                L->y += L->row + 2;
            }
        }
        if (col)
            L->y += L->row + 2;
        if (trts_pk_button(L, ui_rect(L->x, L->y, L->w, L->row), _("Hold fire (keep the attack)"),
                   trts_test_target(s, p, c->attacker, -1, -1)))
            trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_TARGET, .a = (int16_t)c->attacker, .b = -1, .c = -1 });
        L->y += L->row + 2;
    }
}

void trts_panel_keep_block(pl *L)
{
    trts_screen *c = L->c;
    const trts_state *s = &c->st;
    int p = s->current;
    trts_pk_line(L, _("Nobody is left: keep one of your pieces at 1 HP."), true, WARN);
    /* TRANSLATORS: under "Nobody is left: keep one of your pieces at 1 HP.": why (the keep-alive rule) */
    trts_pk_line(L, _("Everyone in the area fell in the same step. As the defender you keep one piece at 1 HP, so your "
                      "marker and the area stay yours. Pick which:"),
                 false, TEXT);
    char text[80];
    for (int i = 0; i < s->n_pieces; i++) {
        if (!trts_set_has(&s->keep_candidates, i))
            continue;
        /* TRANSLATORS: a button: keep this piece ("Trooper 3") alive at 1 HP */
        snprintf(text, sizeof text, _("Keep %s"), trts_play_piece_label(c, s, i));
        if (trts_pk_button(L, ui_rect(L->x, L->y, L->w, L->row), text, trts_test_keep(s, p, i)))
            trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_KEEP, .a = (int16_t)i });
        L->y += L->row + 2;
    }
}

void trts_panel_reposition_block(pl *L)
{
    trts_screen *c = L->c;
    const trts_state *s = &c->st;
    /* one click when nobody moves: the button above the list, never pushed down by it */
    /* TRANSLATORS: the Reposition step's Done button: units not dragged stay where they are */
    if (trts_pk_main_button(L, ui_rect(L->x, L->y, L->w, L->row), _("Done: everyone else stays where they are"),
                            trts_test_done(s, s->current), true))
        trts_pk_act(L, (trts_action){ .kind = TRTS_ACT_DONE });
    L->y += L->row + L->gap;
    trts_pk_pick_block(L, _("Pick units, then drag from their area to one your team controls."));
}

/* ---- the combat log, step by step ---- */

void trts_play_log_hit_line(const trts_screen *c, const trts_state *s, const trts_log_hit *hit, char *out, size_t size)
{
    /* the maths a newcomer could not see (play-test 6): the attack less the
     * target's armour, then what shields took; the record as it was when the
     * shot was fired (never today's pieces) */
    char maths[80], tail[80];
    if (hit->armour > 0)
        /* TRANSLATORS: a hit's damage in the combat log: attack − armour = damage ("1 − armour 1 = 0") */
        snprintf(maths, sizeof maths, _("%d − armour %d = %d"), hit->attack, hit->armour, hit->damage);
    else
        snprintf(maths, sizeof maths, "%d", hit->damage);
    tail[0] = '\0';
    if (hit->outcome == TRTS_LOG_DESTROYED)
        /* TRANSLATORS: after a hit in the combat log: the hit brought the target down */
        snprintf(tail, sizeof tail, "%s", _(" · destroyed"));
    else if (hit->outcome == TRTS_LOG_OVERKILL)
        /* TRANSLATORS: after a hit in the combat log: the target was already down in this step, the damage is lost */
        snprintf(tail, sizeof tail, "%s", _(" · overkill"));
    else if (hit->damage <= 0 && hit->armour > 0)
        /* TRANSLATORS: after a hit in the combat log: the target's armour took all the attack */
        snprintf(tail, sizeof tail, _(" · armour %d stops it"), hit->armour);
    else if (hit->absorbed > 0 && hit->absorbed >= hit->damage)
        /* TRANSLATORS: after a hit in the combat log: the target's shields took all the damage (%d) */
        snprintf(tail, sizeof tail, _(" · shields take all %d"), hit->absorbed);
    else if (hit->absorbed > 0)
        /* TRANSLATORS: after a hit in the combat log: the target's shields took %d of the damage, the rest hurt */
        snprintf(tail, sizeof tail, _(" · shields take %d"), hit->absorbed);
    char attacker[96];
    snprintf(attacker, sizeof attacker, "%s", trts_play_log_label(c, s, &hit->who));
    /* TRANSLATORS: a hit in the combat log: attacker → target: damage (the lead spaces indent it); the last
     * %s is what followed (" · destroyed", " · armour 1 stops it", or nothing) */
    snprintf(out, size, _("  %s → %s: %s%s"), attacker, trts_play_log_label(c, s, &hit->whom), maths, tail);
}


void trts_panel_combat_log(pl *L)
{
    trts_screen *c = L->c;
    const trts_state *s = &c->st;
    const trts_combat_log *g = &s->log;
    /* a combat whose first step is still being readied (its targets named) has nothing to show yet */
    if (g->area < 0 || (g->n_steps == 0 && s->combat_area >= 0))
        return;
    /* the round the log last changed: a combat of an earlier round is no longer "latest" */
    if (g->area != c->log_mark_area || g->n_steps != c->log_mark_steps || g->n_hits != c->log_mark_hits) {
        c->log_mark_area = g->area;
        c->log_mark_steps = g->n_steps;
        c->log_mark_hits = g->n_hits;
        c->log_round = s->round;
    }
    if (s->round > c->log_round && s->combat_area < 0)
        return;
    char text[120];
    snprintf(text, sizeof text, _("Latest combat: %s"), trts_area_label(&s->map->areas[g->area]));
    trts_pk_line(L, text, true, TEXT);
    if (g->n_steps == 0) {
        /* TRANSLATORS: the combat log of a combat round with no step: no piece there had an attack left */
        trts_pk_line(L, _("Nobody there could fire: no step was fought."), false, DIM);
        return;
    }
    /* entries in order: each step's header, then its hits; the last that fit */
    char lines[TRTS_CLIENT_LOG_LINES][TRTS_LOG_LINE];
    int n = 0, shown = 0;
    for (int st = 0; st < g->n_steps && shown < c->log_shown; st++) {
        bool fired = false;
        for (int h = 0; h < g->n_hits; h++)
            fired |= g->hits[h].step == st;
        if (n == TRTS_CLIENT_LOG_LINES) {
            memmove(lines[0], lines[1], sizeof lines[0] * (TRTS_CLIENT_LOG_LINES - 1));
            n--;
        }
        if (fired)
            /* TRANSLATORS: a step's header in the combat log */
            snprintf(lines[n++], sizeof lines[0], _("Fire order %d step"), g->ranges[st]);
        else
            /* TRANSLATORS: a step's header in the combat log when no piece of that Range had a target */
            snprintf(lines[n++], sizeof lines[0], _("Fire order %d step: nobody could fire"), g->ranges[st]);
        shown++;
        bool step_whole = true; /* every hit of the step shown: its outcome lines too */
        for (int h = 0; h < g->n_hits; h++) {
            const trts_log_hit *hit = &g->hits[h];
            if (hit->step != st)
                continue;
            if (shown >= c->log_shown) {
                step_whole = false;
                break;
            }
            shown++;
            if (n == TRTS_CLIENT_LOG_LINES) {
                memmove(lines[0], lines[1], sizeof lines[0] * (TRTS_CLIENT_LOG_LINES - 1));
                n--;
            }
            trts_play_log_hit_line(c, s, hit, lines[n++], sizeof lines[0]);
        }
        /* the keep-alive line is the step's outcome: shown with its last hit, never
         * cut by the count of entries shown (play-test 6: a mutual kill read as a
         * rules bug when "kept alive at 1 HP" never appeared) */
        if (g->kept[st].born >= 0 && step_whole) {
            if (n == TRTS_CLIENT_LOG_LINES) {
                memmove(lines[0], lines[1], sizeof lines[0] * (TRTS_CLIENT_LOG_LINES - 1));
                n--;
            }
            /* TRANSLATORS: the combat log: the piece ("Trooper 3") kept alive when nobody was left */
            snprintf(lines[n++], sizeof lines[0],
                     _("  %s kept alive at 1 HP: the step left nobody, so the defender keeps one piece (and the area)"),
                     trts_play_log_label(c, s, &g->kept[st]));
        }
    }
    for (int i = 0; i < n; i++) { /* a long line wraps (long names) */
        ui quiet = *L->u;
        quiet.draw = false;
        quiet.ev = NULL;
        int h = ui_text_wrapped(&quiet, ui_rect(L->x, L->y, L->w, 0), lines[i], L->px, DIM);
        ui_text_wrapped(trts_pk_fits(L, L->y, h) ? L->u : &quiet, ui_rect(L->x, L->y, L->w, 0), lines[i], L->px, DIM);
        L->y += h + 2;
    }
    /* the round over with both sides still there: why the fight stopped
     * (play-test 10: it ended after one step and nothing said so) */
    if (s->combat_area < 0 && trts_area_contested(s, g->area))
        /* TRANSLATORS: the combat log, after a combat round that left both sides in the area */
        trts_pk_line(L, _("The fight stops: each piece fires once a round and none here has a shot left. The area "
                          "stays contested; pieces that have not fired may still Attack."),
                     false, WARN);
}

/* ---- the panel ---- */
