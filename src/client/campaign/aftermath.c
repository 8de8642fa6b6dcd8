/*
 * Phase 5's losers, told and drawn (play-test 9: a beaten army's units that
 * sat the battle out were lost under a line that said only "no place of yours
 * next to it", and nothing on the map said where anyone went). Phase 5's rule
 * (docs/campaign.md): a beaten attacker goes back where it came from when it
 * still may; else a loser retreats to a place next to the battle that its
 * player holds with no other player's army in it; with none, the army is
 * scattered and every unit in it, fielded or not, leaves the roster.
 *
 * This file words that rule for one place (the forecast before a battle and
 * the line after it give the same reason) and keeps, for the Phase 5 step, where
 * each army went: an arrow from the battle to its retreat, a cross where an
 * army was scattered or wiped out, drawn over the map until Phase 5 is left.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "campaign/internal.h"
#include "skirmish/i18n.h"

campaign_no_retreat campaign_no_retreat_why(const campaign_map *m, const campaign_forces *f, int seat, int loc)
{
    bool held = false;
    for (int l = 0; l < m->n_locations; l++)
        if (l != loc && f->control[l] == seat && campaign_map_adjacent(m, loc, l))
            held = true;
    return held ? CAMPAIGN_NO_RETREAT_OCCUPIED : CAMPAIGN_NO_RETREAT_NONE_HELD;
}

/* The roster's units of army `id` still standing (not fallen on the board). */
static int standing_units(const campaign_player *pl, int id)
{
    int n = 0;
    for (int k = 0; k < pl->n_units; k++)
        if (pl->units[k].army == id && !pl->units[k].fallen)
            n++;
    return n;
}

void campaign_aftermath_gone(campaign_screen *c, const campaign_state *before, int index)
{
    const campaign_army *was = &before->forces.armies[index];
    const campaign_player *pl = &before->players[was->player];
    int left = standing_units(pl, was->id);
    if (c->n_after < CAMPAIGN_MAX_ARMIES)
        c->after[c->n_after++] = (campaign_after){ was->id, was->player, was->loc, CAMPAIGN_NO_LOCATION,
                                                  (uint8_t)left };
    uint64_t loss = evlog_seat_bit(was->player);
    if (left == 0) {
        /* TRANSLATORS: Phase 5: an army none of whose units survived the battle ("Army 2 of Ann was wiped out at
         * Midmere: every unit in it fell") */
        campaign_say(c, EVLOG_LOSS, EVLOG_ALL, loss, was->loc, NULL, N_("Army %d of %s was wiped out at %s: every unit in it fell"),
                     NULL, 0, campaign_army_no(c, was->id), campaign_seat_mark(was->player), campaign_loc_mark(c, was->loc));
        return;
    }
    /* Judged on control after the battles (who holds what now) and the
     * armies still standing (a place of the player's with another player's
     * army in it is no retreat). */
    if (campaign_no_retreat_why(&c->map, &c->st.forces, was->player, was->loc) == CAMPAIGN_NO_RETREAT_NONE_HELD)
        /* TRANSLATORS: Phase 5: a beaten army with nowhere to go because its player holds no place next to the
         * battle; its units that sat the battle out are lost too ("Army 2 of Ann lost at Midmere and was
         * scattered: Ann holds no place next to it to retreat to. Its 3 units still standing are lost, fielded
         * or not.") */
        campaign_say(c, EVLOG_LOSS, EVLOG_ALL, loss, was->loc, NULL,
                     N_("Army %d of %s lost at %s and was scattered: %s holds no place next to it to retreat to. Its "
                        "%d unit still standing is lost, fielded or not."),
                     N_("Army %d of %s lost at %s and was scattered: %s holds no place next to it to retreat to. Its "
                        "%d units still standing are lost, fielded or not."),
                     (unsigned long)left, campaign_army_no(c, was->id), campaign_seat_mark(was->player), campaign_loc_mark(c, was->loc),
                     campaign_seat_mark(was->player), left);
    else
        /* TRANSLATORS: Phase 5: a beaten army with nowhere to go because every place of its player's next to the
         * battle has another player's army in it */
        campaign_say(c, EVLOG_LOSS, EVLOG_ALL, loss, was->loc, NULL,
                     N_("Army %d of %s lost at %s and was scattered: each place of %s's next to it has another "
                        "player's army in it, so there was none to retreat to. Its %d unit still standing is lost, "
                        "fielded or not."),
                     N_("Army %d of %s lost at %s and was scattered: each place of %s's next to it has another "
                        "player's army in it, so there was none to retreat to. Its %d units still standing are lost, "
                        "fielded or not."),
                     (unsigned long)left, campaign_army_no(c, was->id), campaign_seat_mark(was->player), campaign_loc_mark(c, was->loc),
                     campaign_seat_mark(was->player), left);
}

void campaign_aftermath_moved(campaign_screen *c, const campaign_army *was, int to, int units)
{
    if (c->n_after < CAMPAIGN_MAX_ARMIES)
        c->after[c->n_after++] = (campaign_after){ was->id, was->player, was->loc, (int8_t)to, (uint8_t)units };
}

static void fill_triangle(SDL_Renderer *r, float x0, float y0, float x1, float y1, float x2, float y2, SDL_Color col)
{
    SDL_Vertex v[3] = { { { x0, y0 }, col, { 0, 0 } }, { { x1, y1 }, col, { 0, 0 } }, { { x2, y2 }, col, { 0, 0 } } };
    SDL_RenderGeometry(r, NULL, v, 3, NULL, 0);
}

void campaign_aftermath_draw(ui *u, const campaign_screen *c)
{
    if (!u->draw || c->step != CSTEP_PHASE5 || c->replaying)
        return;
    float width = 4.0f * u->s;
    for (int k = 0; k < c->n_after; k++) {
        const campaign_after *af = &c->after[k];
        if (af->from < 0 || af->from >= c->map.n_locations)
            continue;
        float x0, y0;
        areamap_camera_to_screen(&c->cam, (float)c->map.locations[af->from].x, (float)c->map.locations[af->from].y,
                                 &x0, &y0);
        SDL_Color col = campaign_seat_colour(af->player);
        char t[DATA_SEAT_NAME_MAX + 120];
        int above = 0; /* the lines of the armies before it from the same place, under its name */
        for (int q = 0; q < k; q++)
            above += c->after[q].from == af->from;
        if (af->to >= 0 && af->to < c->map.n_locations) {
            /* The retreat: a dashed arrow in the player's colour, from the
             * battle to where the army stands now, its number at the middle. */
            float x1, y1;
            areamap_camera_to_screen(&c->cam, (float)c->map.locations[af->to].x, (float)c->map.locations[af->to].y,
                                     &x1, &y1);
            float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
            if (len < 1.0f)
                continue;
            float ux = dx / len, uy = dy / len, cut = 22.0f * u->s, head = width * 3.5f;
            float ax = x0 + ux * cut, ay = y0 + uy * cut, bx = x1 - ux * cut, by = y1 - uy * cut;
            float run = len - 2 * cut - head, dash = 10.0f * u->s;
            SDL_Color edge = { 14, 16, 24, 230 };
            for (float d = 0; d < run; d += 2 * dash) {
                float e = d + dash < run ? d + dash : run;
                draw_line(u->r, ax + ux * d, ay + uy * d, ax + ux * e, ay + uy * e, width + 2.0f, edge);
                draw_line(u->r, ax + ux * d, ay + uy * d, ax + ux * e, ay + uy * e, width, col);
            }
            fill_triangle(u->r, bx, by, bx - ux * head - uy * head * 0.6f, by - uy * head + ux * head * 0.6f,
                          bx - ux * head + uy * head * 0.6f, by - uy * head - ux * head * 0.6f, col);
            /* TRANSLATORS: Phase 5, on the map, on a beaten army's retreat arrow: its number and its player
               ("Army 2 of Ann retreated"; play-test 15: whose was not said) */
            snprintf(t, sizeof t, _("Army %d of %s retreated"), campaign_army_no(c, af->id),
                     campaign_seat_label(af->player));
            /* under the place's name, not on the arrow (play-test 17: it hid the banners at its end) */
            campaign_map_pill(u, x0, y0 + (46.0f + 19.0f * (float)above) * u->s, t, ui_rgb(236, 238, 244));
        } else {
            /* Scattered or wiped out: a red cross over the place, and what went. */
            float r = 14.0f * u->s;
            SDL_Color red = { 230, 70, 60, 255 }, edge = { 14, 16, 24, 230 };
            for (int pass = 0; pass < 2; pass++) {
                float w = pass ? width : width + 3.0f;
                SDL_Color k2 = pass ? red : edge;
                draw_line(u->r, x0 - r, y0 - r, x0 + r, y0 + r, w, k2);
                draw_line(u->r, x0 - r, y0 + r, x0 + r, y0 - r, w, k2);
            }
            if (af->units > 0)
                /* TRANSLATORS: Phase 5, on the map, where a beaten army with nowhere to retreat was scattered
                 * ("Army 2 scattered: 3 lost") */
                snprintf(t, sizeof t, P_("Army %d scattered: %d lost", "Army %d scattered: %d lost", af->units),
                         campaign_army_no(c, af->id),
                         af->units);
            else
                /* TRANSLATORS: Phase 5, on the map, where an army lost every unit in the battle */
                snprintf(t, sizeof t, _("Army %d wiped out"), campaign_army_no(c, af->id));
            /* under the place's name, which stays readable */
            campaign_map_pill(u, x0, y0 + (46.0f + 19.0f * (float)above) * u->s, t, ui_rgb(255, 170, 150));
        }
    }
    for (int r = 0; r < c->st.n_rolls; r++) {
        const campaign_injury_roll *roll = &c->st.rolls[r];
        if (roll->loc < 0 || roll->loc >= c->map.n_locations)
            continue;
        /* Under the place's name, and under the lines of the armies that went from there. */
        int below = 0;
        for (int k = 0; k < c->n_after; k++)
            below += c->after[k].from == roll->loc;
        for (int q = 0; q < r; q++)
            below += c->st.rolls[q].loc == roll->loc;
        float x0, y0;
        areamap_camera_to_screen(&c->cam, (float)c->map.locations[roll->loc].x,
                                 (float)c->map.locations[roll->loc].y, &x0, &y0);
        char t[160];
        campaign_injury_pill(roll, t, sizeof t);
        campaign_map_pill(u, x0, y0 + (46.0f + 19.0f * (float)below) * u->s, t,
                          roll->injury >= 0 ? ui_rgb(255, 170, 150) : ui_rgb(236, 238, 244));
    }
}

void campaign_injury_pill(const campaign_injury_roll *roll, char *out, size_t size)
{
    /* The Hero's fall on the map at its battle's place (play-test 14: the
     * caption said "no loss", the injury came later with no word of what it
     * cost): the player, what the die did, the die. */
    char who[DATA_SEAT_NAME_MAX + 8];
    campaign_clip(who, sizeof who, campaign_seat_label(roll->player), 24);
    if (roll->injury >= 0)
        /* TRANSLATORS: Phase 5, on the map at a battle's place: a fallen Hero's injury roll hurt ("Ann's Hero
         * fell: injured, Deep scar, -1 Health for good (rolled 6)") */
        snprintf(out, size, _("%s's Hero fell: injured, %s (rolled %d)"), who, campaign_injury_effect(roll->injury),
                 roll->d6);
    else
        /* TRANSLATORS: Phase 5, on the map at a battle's place: a fallen Hero's injury roll did nothing (4 to 6
         * injures; "Ann's Hero fell: no lasting harm (rolled 2)") */
        snprintf(out, size, _("%s's Hero fell: no lasting harm (rolled %d)"), who, roll->d6);
}
