/*
 * The Downtime panel (Phase 1, private): gold, Renown and the next revenue; the
 * roster by army, each unit on two lines (its name, rank, price and buttons;
 * then its current stats, rank points, wounds and abilities: the name gives way
 * when room is short, never the stats); Replenish, Hero and Dismiss (which asks
 * first); recruiting from the library (a pager whose arrows never move, the
 * recruit's stats, rank points and abilities shown before buying) into the army
 * chosen, or a new unit from the editor; the Hero's trait shop under them
 * (hero_traits.c, which also words what an action did or why it was refused).
 * Every button asks its campaign_test_* and a greyed one says why. What the
 * panel remembers (the recruit shown, the unit Dismiss asks about) is the
 * seat's own (campaign_screen.seat_ui).
 */
#include <stdio.h>
#include <string.h>

#include "barracks/barracks_scenes.h"
#include "barracks/widgets.h"
#include "campaign/internal.h"
#include "skirmish/i18n.h"

static SDL_Color dim(void) { return ui_rgb(150, 156, 172); }
static SDL_Color text(void) { return ui_rgb(218, 222, 232); }
static SDL_Color warn(void) { return ui_rgb(255, 190, 120); }

static int next_revenue(const campaign_screen *c, int p)
{
    int r = 0;
    for (int l = 0; l < c->map.n_locations; l++)
        if (c->st.forces.control[l] == p)
            r += campaign_map_revenue(&c->map, l);
    return r;
}

int campaign_roster_rows(const campaign_screen *c, int seat, campaign_roster_row *rows, int max)
{
    const campaign_player *pl = &c->st.players[seat];
    int n = 0;
    /* The Main Army first, then the others by id; then units of no army. */
    int order[CAMPAIGN_MAX_ARMIES + 1], n_armies = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < c->st.forces.n_armies; i++) {
            const campaign_army *ar = &c->st.forces.armies[i];
            if (ar->player == seat && (pass == 0) == (bool)ar->main)
                order[n_armies++] = ar->id;
        }
    order[n_armies++] = CAMPAIGN_NO_ARMY;
    for (int a = 0; a < n_armies; a++) {
        bool none = order[a] == CAMPAIGN_NO_ARMY, heading = false;
        for (int k = 0; k < pl->n_units && n < max; k++) {
            int army = pl->units[k].army;
            bool here = none ? campaign_forces_find(&c->st.forces, army) < 0 : army == order[a];
            if (!here)
                continue;
            if (!heading && n < max) {
                rows[n++] = (campaign_roster_row){ order[a], -1 };
                heading = true;
            }
            if (n < max)
                rows[n++] = (campaign_roster_row){ order[a], k };
        }
        if (!heading && !none && n < max) /* an army without units still has its heading */
            rows[n++] = (campaign_roster_row){ order[a], -1 };
    }
    return n;
}

/* The warning of an army that outgrows every battle budget near it. */
static const char *outgrows_text(void)
{
    /* TRANSLATORS: a tooltip's warning, after "Fields 30 of 156 RP at Easthold" or the budgets line */
    return _("This army outgrows every battle budget near it: the units over budget sit out. Split it: in Orders, "
             "pick it and Create Regiment, then send the Regiment to another place; each army fights its own "
             "battles.");
}

/* An army's heading in the roster: "Army 2* · Westhold · 3 units"; with `sub`
 * (a line's height, 0: none) the line under it of what the army can field. */
static void roster_heading(ui *u, const campaign_screen *c, int army, SDL_Rect r, int sub)
{
    char t[160];
    int i = campaign_forces_find(&c->st.forces, army);
    if (i < 0) {
        snprintf(t, sizeof t, "%s", _("Units of no army"));
    } else {
        const campaign_army *ar = &c->st.forces.armies[i];
        int n = campaign_army_units(&c->st, army);
        char where[48];
        /* A heading too wide (a narrow panel, a longer language) shortens the
         * place's name first, so the count of units stays whole. */
        for (int keep = 20; keep >= 4; keep -= 4) {
            campaign_clip(where, sizeof where, campaign_loc_name(c, ar->loc), keep);
            if (ar->main)
                /* TRANSLATORS: the roster's heading of the Main Army (the Hero's): its number as its banner ("A1")
                 * and the log name it, where it stands, its units (play-test 14: "Main Army" here, "Army 1" in the
                 * log) */
                snprintf(t, sizeof t, P_("Army %d (Main) · %s · %d unit", "Army %d (Main) · %s · %d units", n),
                         campaign_army_no(c, army), where, n);
            else
                /* TRANSLATORS: the roster's heading of an army: its number (its player's own, from 1), where it
                 * stands, its units */
                snprintf(t, sizeof t, P_("Army %d · %s · %d unit", "Army %d · %s · %d units", n),
                         campaign_army_no(c, army), where, n);
            if (ui_text_width(u, t, ui_px(u, 12), true) <= r.w)
                break;
        }
    }
    int hh = r.h - sub;
    if (u->draw)
        ui_fill(u, ui_rect(r.x - 2, r.y + hh - 3, r.w + 4, 1), ui_rgba(150, 160, 190, 120));
    ui_text_cut(u, t, sizeof t, ui_px(u, 12), true, r.w);
    ui_text_fit(u, ui_rect(r.x, r.y, r.w, hh - 2), t, ui_px(u, 12), true, ui_rgb(236, 238, 244), UI_LEFT);
    campaign_fielding f;
    if (sub <= 0 || !campaign_army_fielding(&c->st, army, &f))
        return;
    /* Under it, what the army can field in the battles it may meet, a warning
     * when it outgrows every budget near it (recruits there would sit out). */
    SDL_Rect fr = ui_rect(r.x + ui_px(u, 10), r.y + hh, r.w - ui_px(u, 10), sub);
    char where[48];
    campaign_clip(where, sizeof where, campaign_loc_name(c, f.loc), 16);
    bool too_big_here = campaign_army_too_big_here(c, army);
    int seat = c->st.forces.armies[i].player;
    /* Too big here: two lines that name the place of the best battle and why
     * it is another (play-test 12: "at most 26 of 32 RP, at Everlee" under an
     * army at Quarrendon); the short form when the long one needs more. */
    int lines = campaign_fields_lines(c, army);
    campaign_fields_text(c, army, &f, false, t, sizeof t);
    if (campaign_text_lines(u, t, ui_px(u, 12), fr.w) > lines)
        campaign_fields_text(c, army, &f, true, t, sizeof t); /* the tooltip says the rest */
    if (lines == 1) {
        ui_text_cut(u, t, sizeof t, ui_px(u, 12), false, fr.w);
        ui_text_fit(u, fr, t, ui_px(u, 12), false, too_big_here ? warn() : dim(), UI_LEFT);
    } else if (u->draw)
        ui_text_wrapped(u, fr, t, ui_px(u, 12), warn());
    if (u->draw) {
        /* The warning first: a long language may fill the tooltip. */
        char tip[1024];
        snprintf(tip, sizeof tip, "%s%s", f.over ? outgrows_text() : "", f.over ? " " : "");
        size_t m = strlen(tip);
        if (too_big_here && f.loc != c->st.forces.armies[i].loc) {
            char here[48];
            campaign_clip(here, sizeof here, campaign_loc_name(c, c->st.forces.armies[i].loc), 16);
            /* TRANSLATORS: the tooltip of the line under an army's heading, when its own place's budget cannot
               hold all its units: the place and that budget */
            snprintf(tip + m, sizeof tip - m, _("Attacked here at %s, you could field only %d RP. "), here,
                     campaign_budget(&c->st, seat, c->st.forces.armies[i].loc));
            m = strlen(tip);
        }
        /* TRANSLATORS: the tooltip of the line "Fields 25 of 61 RP at Stonebridge" under an army's heading */
        snprintf(tip + m, sizeof tip - m,
                 _("RP: rank points, the battle budget's unit. A battle at %s gives you %d RP: at most %d of this "
                   "army's units within it, %d of its %d RP, can fight; no battle at its place or a route away "
                   "gives more."),
                 where, f.budget, ESC_SQUAD_MAX, f.fields, f.total);
        ui_tooltip(u, fr, tip);
    }
}

/* "H3 R4 P2 M2 · 12 RP · 1 wound · Charge, Shoot": a unit's current stats (after
 * its traits and injuries), its rank points, its wounds (wounds < 0: a recruit,
 * none said) and its abilities, in that order, so the end is what a short row
 * cuts. */
/* A unit's stats, rank points, fresh wounds (wounds >= 0) and, with
 * `abilities`, its abilities' names (a tooltip leaves them out: it names each
 * with its rule, campaign_abilities_rules). */
static void details_text(const esc_unit_def *d, int price, int wounds, bool abilities_too, char *out, size_t size)
{
    char stats[48], abilities[200];
    campaign_stats_text(d, stats, sizeof stats);
    campaign_abilities_text(d, abilities, sizeof abilities);
    /* One price in its two units, together (play-test 11: "160g" here, "6 RP"
     * there): what recruiting it costs, and what it weighs in a battle's budget.
     * TRANSLATORS: a unit's price in gold and its rank points, before its stats: "160 gold · 6 RP · H2 R3 P1 M1" */
    if (abilities_too)
        snprintf(out, size, _("%d gold · %d RP · %s"), price, esc_unit_rank_points(d), stats);
    else /* the tooltip ties the gold to the battle card's "cost" (play-test 13: two scales unexplained)
          * TRANSLATORS: a unit's tooltip: "160 gold (cost 16 × 10) · 6 RP · H2 R3 P1 M1" */
        snprintf(out, size, _("%d gold (cost %d × 10) · %d RP · %s"), price, (int)esc_unit_cost(d),
                 esc_unit_rank_points(d), stats);
    size_t n = strlen(out);
    if (wounds >= 0)
        /* TRANSLATORS: a unit's fresh wounds, after its stats (shown even at 0) */
        snprintf(out + n, size - n, P_(" · %d wound", " · %d wounds", wounds), wounds);
    n = strlen(out);
    if (abilities[0] && abilities_too)
        snprintf(out + n, size - n, " · %s", abilities);
}

/* Appends a unit's lasting injuries: " · Deep scar: -1 Health for good"
 * (`brief`, the roster row's room: " · Deep scar: -1 Health"). */
static void injuries_text(const campaign_unit *un, bool brief, char *out, size_t size)
{
    for (int i = 0; i < CAMPAIGN_INJURY_COUNT; i++)
        if (un->injuries >> i & 1) {
            size_t n = strlen(out);
            /* TRANSLATORS: a Hero's lasting injury on its roster row: the injury, the stat it lowers for the
             * rest of the campaign ("Deep scar: -1 Health for good") */
            snprintf(out + n, size - n, brief ? _(" · %s: -1 %s") : _(" · %s: -1 %s for good"),
                     campaign_injury_name(i), campaign_injury_stat_name(i));
        }
}

/* The key a unit's tooltip ends with: the stats' letters and its two costs
 * (play-test 4: "H2 R3 P1 M1", "160g" and "6 RP" were never explained). */
static void costs_key(char *tip, size_t size)
{
    size_t n = strlen(tip);
    /* TRANSLATORS: the end of a unit's tooltip in Downtime: what its stats' letters and its two costs mean
     * ("RP": rank points) */
    snprintf(tip + n, size - n, " · %s",
             _("H Health, R Range, P Power, M Move. Gold: what recruiting it costs (10 gold per point of the "
               "\"cost\" on its battle card). RP (rank points): what it takes of a battle's budget."));
}

/* What a wounded unit's wounds will do, on a line of its own under its stats
 * (play-test 3: a Paragon lost 3 Health for good and nothing had said so):
 * "3 wounds: heal for 87g (unhealed wounds become permanent at Downtime
 * done)"; the Hero's heal free. "" for a unit without wounds. */
static void wound_text(const campaign_unit *un, char *out, size_t size)
{
    out[0] = '\0';
    if (!un->wounds)
        return;
    if (un->hero)
        /* TRANSLATORS: the Hero's row in Downtime: its fresh wounds, which heal free */
        snprintf(out, size, P_("%d wound: heals free at Downtime done", "%d wounds: heal free at Downtime done", un->wounds),
                 un->wounds);
    else
        /* TRANSLATORS: a wounded unit's row in Downtime: its fresh wounds, the gold ("g") that heals
         * them, and what happens to them if they are not healed */
        snprintf(out, size,
                 P_("%d wound: heal for %dg (unhealed wounds become permanent at Downtime done)",
                    "%d wounds: heal for %dg (unhealed wounds become permanent at Downtime done)", un->wounds),
                 un->wounds, campaign_unit_replenish_cost(un));
}

/* The lines a unit's wound text takes in a row `w` wide: none unwounded, two
 * when it wraps onto two, else one (cut, its tooltip says all). */
static int wound_lines(ui *u, const campaign_unit *un, int w)
{
    char wound[300];
    wound_text(un, wound, sizeof wound);
    if (!wound[0])
        return 0;
    ui quiet = *u;
    quiet.draw = false;
    quiet.ev = NULL;
    int one = ui_px_text(u, 17), h = ui_text_wrapped(&quiet, ui_rect(0, 0, w, 0), wound, ui_px(u, 12), warn());
    return h <= one ? 1 : h <= 2 * one ? 2 : 1;
}

/* The wounded units of `seat` whose healing it can pay now (the Hero's heal
 * free anyway), named with their wounds and price in `out`; their count. */
static int unpaid_wounds(const campaign_screen *c, int seat, char *out, size_t size)
{
    const campaign_player *pl = &c->st.players[seat];
    int n = 0;
    out[0] = '\0';
    for (int i = 0; i < pl->n_units; i++) {
        const campaign_unit *un = &pl->units[i];
        if (!un->wounds || un->hero || un->fallen || campaign_test_replenish(&c->st, seat, un->uid) != CAMPAIGN_DT_OK)
            continue;
        esc_unit_def d;
        campaign_unit_current(un, &d);
        size_t at = strlen(out);
        /* TRANSLATORS: one unit in the list of "End Downtime?": its name, its wounds, the gold that heals them */
        snprintf(out + at, size - at, P_("%s%s (%d wound, %dg)", "%s%s (%d wounds, %dg)", un->wounds), n ? ", " : "",
                 i18n_content(d.name), un->wounds, campaign_unit_replenish_cost(un));
        n++;
    }
    return n;
}

/* Downtime done, once the player said yes over unhealed wounds: only the seat
 * that asked, still in its Downtime. */
static void done_yes(app *a, void *ctx)
{
    campaign_screen *c = ctx;
    if (campaign_current(a) != c || c->step != CSTEP_DOWNTIME || c->cover || c->seat < 0 ||
        c->seat >= CAMPAIGN_MAX_PLAYERS || c->done[c->seat])
        return;
    c->done[c->seat] = true;
    campaign_advance(a, c);
    a->dirty = true;
}

/* Dismiss, once the player said yes (shell/confirm.c): only the seat that asked,
 * still in its Downtime, the unit it asked about. */
static void dismiss_yes(app *a, void *ctx)
{
    campaign_screen *c = ctx;
    if (campaign_current(a) != c || c->step != CSTEP_DOWNTIME || c->cover || c->seat < 0 ||
        c->seat >= CAMPAIGN_MAX_PLAYERS)
        return;
    int uid = c->seat_ui[c->seat].dismiss_uid;
    c->seat_ui[c->seat].dismiss_uid = CAMPAIGN_NO_UNIT;
    campaign_downtime_said(a, c, _("Dismiss"), campaign_rec_dismiss(&c->record, &c->st, c->seat, uid));
    a->dirty = true;
}

/* The roster's buttons: as wide as their longest label needs (a longer
 * language), at most 3/10 of the panel each. */
static int button_width(ui *u, int w)
{
    int bw = ui_px(u, 62);
    char heal[40], heal_free[40];
    snprintf(heal, sizeof heal, _("+%d H: %dg"), 9, 99);
    snprintf(heal_free, sizeof heal_free, _("+%d H: free"), 9);
    const char *labels[] = { _("Dismiss"), C_("button", "Hero"), heal, heal_free };
    for (int i = 0; i < 4; i++) {
        int need = ui_text_width(u, labels[i], ui_px(u, 12), true) + ui_px(u, 8);
        bw = need > bw ? need : bw;
    }
    return bw > w * 3 / 10 ? w * 3 / 10 : bw;
}

/* One unit of the roster on two lines in r: its name, rank and price with its
 * buttons; under them its stats, rank points, wounds and abilities. False when
 * the panel must stop drawing (a scene was pushed). */
static bool roster_unit(ui *u, campaign_screen *c, const campaign_unit *un, SDL_Rect r, int line1, int bw)
{
    app *a = u->app;
    campaign_player *pl = &c->st.players[c->seat];
    int gap = ui_px(u, 4), px = ui_px(u, 12);
    esc_unit_def d;
    campaign_unit_current(un, &d);
    if (u->draw && un->army == c->army && c->army >= 0)
        ui_fill(u, ui_rect(r.x - 2, r.y - 1, r.w + 4, r.h - 1), ui_rgba(255, 240, 150, 30));
    int tx = r.x + ui_px(u, 10); /* under its army's heading */
    /* The first line runs up to the first button the row has. */
    bool second = un->wounds || campaign_player_hero(pl) < 0;
    int right = second ? r.x + r.w - 2 * bw - 2 * gap : !un->hero ? r.x + r.w - bw - gap : r.x + r.w;
    char rest[96], name[64], t[200];
    /* TRANSLATORS: a roster row after the unit's name: its rank (its price and RP are on the line below) */
    snprintf(rest, sizeof rest, _(" · %s"), _(esc_rank_name(esc_unit_rank(&d))));
    char least[160];
    snprintf(least, sizeof least, "%sWW…%s", un->hero ? "★ " : "", rest); /* a name cut to a letter or two */
    if (ui_text_width(u, least, px, true) > right - tx) {
        /* A narrow panel beside two buttons: the name alone (the line below
         * and the tooltip say the rest). */
        rest[0] = '\0';
    }
    campaign_name_fit(u, i18n_content(d.name), un->hero ? "★ " : "", px, true, right - tx - ui_text_width(u, rest, px, true),
                      name, sizeof name);
    snprintf(t, sizeof t, "%s%s%s", un->hero ? "★ " : "", name, rest);
    ui_text_fit(u, ui_rect(tx, r.y, right - tx, line1 - 2), t, px, true, text(), UI_LEFT);
    /* The second line: nothing of it is dropped for a long name; a long list
     * of abilities is cut at its end, and the tooltip says it all. */
    char details[320], shown[320], wound[300];
    wound_text(un, wound, sizeof wound);
    int lines = wound_lines(u, un, r.x + r.w - tx);
    int line = (r.h - line1) / (1 + lines);
    /* The wounds have their own line, below: the stats' says none then; a
     * lasting injury is said instead of "0 wounds" (play-test 13: a Deep scar
     * took H2 to H1, and the row said "0 wounds"). */
    details_text(&d, campaign_unit_price(un), un->wounds || un->injuries ? -1 : 0, true, details, sizeof details);
    injuries_text(un, true, details, sizeof details);
    snprintf(shown, sizeof shown, "%s", details);
    ui_text_cut(u, shown, sizeof shown, px, false, r.x + r.w - tx);
    SDL_Rect line2 = ui_rect(tx, r.y + line1, r.x + r.w - tx, line - 1);
    ui_text_fit(u, line2, shown, px, false, dim(), UI_LEFT);
    if (lines == 2) {
        ui_text_wrapped(u, ui_rect(tx, r.y + line1 + line, r.x + r.w - tx, 0), wound, px, warn());
    } else if (lines == 1) {
        snprintf(shown, sizeof shown, "%s", wound);
        ui_text_cut(u, shown, sizeof shown, px, false, r.x + r.w - tx);
        ui_text_fit(u, ui_rect(tx, r.y + line1 + line, r.x + r.w - tx, line - 1), shown, px, false, warn(), UI_LEFT);
    }
    if (u->draw) {
        char tip[1200];
        details_text(&d, campaign_unit_price(un), un->wounds ? -1 : 0, false, details, sizeof details);
        snprintf(tip, sizeof tip, "%s%s · %s: %s", un->hero ? "★ " : "", i18n_content(d.name),
                 _(esc_rank_name(esc_unit_rank(&d))), details);
        if (wound[0]) {
            size_t n = strlen(tip);
            snprintf(tip + n, sizeof tip - n, " · %s", wound);
        }
        for (int i = 0; i < CAMPAIGN_TRAIT_COUNT; i++)
            if (un->traits >> i & 1) {
                size_t n = strlen(tip);
                snprintf(tip + n, sizeof tip - n, " · %s", campaign_trait_name(i));
            }
        injuries_text(un, false, tip, sizeof tip);
        campaign_abilities_rules(&d, tip, sizeof tip);
        costs_key(tip, sizeof tip);
        ui_tooltip(u, ui_rect(r.x, r.y, right - r.x, r.h), tip);
    }
    SDL_Rect b2 = ui_rect(r.x + r.w - 2 * bw - gap, r.y, bw, line1 - 2);
    if (un->wounds) {
        int cost = campaign_unit_replenish_cost(un);
        if (un->hero)
            /* TRANSLATORS: a small button: heal the Hero's wounds (+Health), which costs no gold */
            snprintf(t, sizeof t, _("+%d H: free"), un->wounds);
        else
            /* TRANSLATORS: a small button: heal the unit's wounds (+Health) for this much gold ("g") */
            snprintf(t, sizeof t, _("+%d H: %dg"), un->wounds, cost);
        campaign_downtime_problem hp = campaign_test_replenish(&c->st, c->seat, un->uid);
        if (ui_button(u, b2, t, hp == CAMPAIGN_DT_OK))
            campaign_downtime_said(u->app, c, _("Replenish"), campaign_rec_replenish(&c->record, &c->st, c->seat, un->uid));
        char tip[400];
        /* TRANSLATORS: the heal button's tooltip: wounds healed, gold paid */
        if (un->hero)
            /* TRANSLATORS: the heal button's tooltip for the Hero: its wounds heal without gold, and by
             * themselves at the end of Downtime if the button is not pressed */
            snprintf(tip, sizeof tip,
                     P_("Replenish: the Hero's %d wound heals free (by itself at the end of Downtime too)",
                        "Replenish: the Hero's %d wounds heal free (by themselves at the end of Downtime too)",
                        un->wounds),
                     un->wounds);
        else
            snprintf(tip, sizeof tip,
                     P_("Replenish: heals its %d wound for %d gold", "Replenish: heals its %d wounds for %d gold",
                        un->wounds),
                     un->wounds, cost);
        if (u->draw)
            ui_tooltip(u, b2, hp == CAMPAIGN_DT_OK ? tip : _(campaign_downtime_problem_text(hp)));
    } else if (campaign_player_hero(pl) < 0) {
        /* TRANSLATORS: a small button (~7 characters): make this unit the Hero */
        if (ui_button(u, b2, C_("button", "Hero"), campaign_test_appoint_hero(&c->st, c->seat, un->uid) == CAMPAIGN_DT_OK))
            campaign_downtime_said(u->app, c, C_("button", "Hero"), campaign_rec_appoint_hero(&c->record, &c->st, c->seat, un->uid));
    }
    if (un->hero)
        return true;
    SDL_Rect b1 = ui_rect(r.x + r.w - bw, r.y, bw, line1 - 2);
    campaign_downtime_problem dp = campaign_test_dismiss(&c->st, c->seat, un->uid);
    /* TRANSLATORS: a small button (~7 characters): send the unit away */
    if (ui_button(u, b1, _("Dismiss"), dp == CAMPAIGN_DT_OK)) {
        c->seat_ui[c->seat].dismiss_uid = un->uid;
        char q[300];
        /* TRANSLATORS: the question before dismissing a unit (no gold comes back) */
        snprintf(q, sizeof q, _("Dismiss %s? It leaves your roster for good; its price is not paid back."),
                 i18n_content(d.name));
        /* TRANSLATORS: the answers to "Dismiss Archer?" */
        app_confirm(a, q, _("Dismiss"), C_("answer", "Keep it"), dismiss_yes, c);
        return false;
    }
    if (u->draw && dp != CAMPAIGN_DT_OK)
        ui_tooltip(u, b1, _(campaign_downtime_problem_text(dp)));
    return true;
}

/* The army a recruit joins: the selected one when it is the seat's, else its
 * first; CAMPAIGN_NO_ARMY when it has none. */
static int recruit_target(const campaign_screen *c)
{
    int i = campaign_forces_find(&c->st.forces, c->army);
    if (i >= 0 && c->st.forces.armies[i].player == c->seat)
        return c->army;
    for (i = 0; i < c->st.forces.n_armies; i++)
        if (c->st.forces.armies[i].player == c->seat)
            return c->st.forces.armies[i].id;
    return CAMPAIGN_NO_ARMY;
}

/* The battle budgets near the army a recruit joins, so the player can plan a
 * squad: the army's location and each one a route away, each with the rank
 * points a battle there would give the seat with control as it stands now
 * ("Battle budgets: Mill 12 RP · Ford 9 RP"), in the warning's colour when
 * the army outgrows them all; the tooltip says where they come from. Returns
 * the y under it. */
static int budgets_line(ui *u, campaign_screen *c, int army, int x, int y, int w)
{
    int i = campaign_forces_find(&c->st.forces, army);
    int loc = i < 0 ? -1 : c->st.forces.armies[i].loc;
    int line = ui_px_text(u, 17), px = ui_px(u, 12);
    if (loc < 0 || loc >= c->map.n_locations)
        return y;
    char t[400], full[600];
    campaign_budgets_text(c, loc, t, sizeof t, full, sizeof full);
    /* As many lines as the longest of the seat's armies' needs, whichever is
     * chosen: the rows above stay put when "Joins Army" changes it (play-test
     * 14: the panel moved 16 px under the pointer, a click hit another row). */
    ui quiet = *u;
    quiet.draw = false;
    quiet.ev = NULL;
    int most = line;
    for (int k = 0; k < c->st.forces.n_armies; k++) {
        const campaign_army *ar = &c->st.forces.armies[k];
        if (ar->player != c->seat || ar->loc < 0 || ar->loc >= c->map.n_locations)
            continue;
        char t2[400], full2[600];
        campaign_budgets_text(c, ar->loc, t2, sizeof t2, full2, sizeof full2);
        int h2 = ui_text_wrapped(&quiet, ui_rect(x, 0, w, 0), t2, px, dim());
        most = h2 > most ? h2 : most;
    }
    /* Every place in full: the line wraps (it was cut off at 1280 x 800); in
     * the warning's colour when the army already outgrows all of them. */
    campaign_fielding f;
    bool over = campaign_army_fielding(&c->st, army, &f) && f.over;
    int th = ui_text_wrapped(u, ui_rect(x, y, w, 0), t, px, over ? warn() : dim());
    if (th < most)
        th = most;
    if (u->draw) {
        /* The warning first: a long language may fill the tooltip. */
        char tip[1400];
        /* TRANSLATORS: the tooltip of the budgets line of the recruit panel */
        snprintf(tip, sizeof tip, "%s%s%s · %s", over ? outgrows_text() : "", over ? " " : "", full,
                 _("RP: rank points, the battle budget's unit. The rank points your squad may field in a battle at "
                   "the army's location or a route away, from the supply of the places you hold around it now; a "
                   "squad over budget cannot be fielded."));
        ui_tooltip(u, ui_rect(x, y, w, th), tip);
    }
    /* Gold piling up while the army outgrows every budget (play-test 13: 2,215
     * unspent, 14 units in one army fielding 24 RP): said once, the turn it
     * first happens, while the player may still form a Regiment. */
    int own = 0, *once = &c->seat_ui[c->seat].spare_turn;
    for (int k = 0; k < c->st.forces.n_armies; k++)
        own += c->st.forces.armies[k].player == c->seat;
    if (over && own < 4 && c->st.players[c->seat].gold >= 500 && (*once == 0 || *once == c->st.turn)) {
        *once = c->st.turn;
        /* TRANSLATORS: the Downtime panel, once, when gold piles up and the army already outgrows every battle
           budget near it */
        th += ui_text_wrapped(u, ui_rect(x, y + th, w, 0),
                              _("Gold to spare: a second army takes more places. This army already fields all it "
                                "can; in Orders, Create Regiment and send it elsewhere."),
                              px, warn());
    }
    return y + th;
}

/* Recruiting from y: the library's unit (pager), what it is, the army it joins,
 * Recruit and New unit. Returns the y under it, -1 when a scene was pushed. */
static int recruit_section(ui *u, campaign_screen *c, int x, int y, int w)
{
    app *a = u->app;
    campaign_content *k = campaign_content_get(a);
    campaign_player *pl = &c->st.players[c->seat];
    int h = ui_px(u, 26), gap = ui_px(u, 4), line = ui_px_text(u, 17), px = ui_px(u, 12);
    int target = recruit_target(c);
    if (!k || !k->have_library || k->library.n_units <= 0)
        return y;
    int *lib = &c->seat_ui[c->seat].lib_index;
    if (*lib < 0 || *lib >= k->library.n_units)
        *lib = 0;
    const esc_unit_def *def = &k->library.units[*lib];
    char t[200], name[64], rest[96];
    /* The label above: beside the value it would not fit the panel. */
    ui_text(u, x, y, _("Recruit from the library"), px, true, dim(), UI_LEFT);
    y += line;
    /* The name gives way inside the pager, never the rank or the price. */
    /* TRANSLATORS: a unit to recruit: its name, its rank (its price in gold and RP on the line below) */
    snprintf(rest, sizeof rest, _("%s %s"), "", _(esc_rank_name(esc_unit_rank(def))));
    int bpx = ui_px(u, 15) - (2 * ui_px(u, 15) + 9) / 10;
    campaign_name_fit(u, i18n_content(def->name), rest, bpx, true, w - 2 * h - 4 - 12, name, sizeof name);
    snprintf(t, sizeof t, _("%s %s"), name, _(esc_rank_name(esc_unit_rank(def))));
    int d = campaign_pager(u, ui_rect(x, y, w, h), t);
    if (d)
        *lib = ui_wrap(*lib, d, k->library.n_units);
    y += h + 2;
    /* What it is before it is bought. */
    char details[320], shown[320];
    details_text(def, campaign_def_price(def), -1, true, details, sizeof details);
    snprintf(shown, sizeof shown, "%s", details);
    ui_text_cut(u, shown, sizeof shown, px, false, w - ui_px(u, 10));
    ui_text_fit(u, ui_rect(x + ui_px(u, 10), y, w - ui_px(u, 10), line), shown, px, false, text(), UI_LEFT);
    if (u->draw) {
        char tip[900];
        details_text(def, campaign_def_price(def), -1, false, tip, sizeof tip);
        campaign_abilities_rules(def, tip, sizeof tip);
        costs_key(tip, sizeof tip);
        ui_tooltip(u, ui_rect(x, y, w, line), tip);
    }
    y += line + gap;
    /* Which army the recruit joins: any of the seat's, chosen here. */
    if (target >= 0) {
        int ids[CAMPAIGN_MAX_ARMIES], n_ids = 0, at = 0;
        for (int i = 0; i < c->st.forces.n_armies; i++)
            if (c->st.forces.armies[i].player == c->seat) {
                if (c->st.forces.armies[i].id == target)
                    at = n_ids;
                ids[n_ids++] = c->st.forces.armies[i].id;
            }
        char where[48], joins[120];
        campaign_clip(where, sizeof where,
                      campaign_loc_name(c, c->st.forces.armies[campaign_forces_find(&c->st.forces, target)].loc), 16);
        /* TRANSLATORS: a stepper's value: the army a recruit joins, its id, where it stands */
        snprintf(joins, sizeof joins, _("Joins Army %d at %s"), campaign_army_no(c, target), where);
        int dj = campaign_pager_on(u, ui_rect(x, y, w, h), joins, n_ids > 1,
                                   /* TRANSLATORS: tooltip of the greyed arrows of "Joins Army %d at %s" */
                                   _("Only one army: recruits join it. Create Regiment (Orders) forms another."));
        if (dj && n_ids > 0) {
            c->army = ids[ui_wrap(at, dj, n_ids)];
            target = c->army;
        }
        y += h + gap;
        y = budgets_line(u, c, target, x, y, w);
    }
    if (target >= 0)
        snprintf(t, sizeof t, _("Recruit into Army %d"), campaign_army_no(c, target));
    else
        snprintf(t, sizeof t, "%s", _("Recruit (new army)"));
    campaign_downtime_problem rp = campaign_test_recruit(&c->st, c->seat, def, target);
    SDL_Rect r_recruit, r_new;
    int below = campaign_pair(u, x, y, w, h, gap, t, _("New unit…"), &r_recruit, &r_new);
    if (ui_button(u, r_recruit, t, rp == CAMPAIGN_DT_OK))
        campaign_downtime_said(u->app, c, C_("action", "Recruit"), campaign_rec_recruit(&c->record, &c->st, c->seat, def, target));
    if (rp != CAMPAIGN_DT_OK) { /* greyed: why, in words under it, not only in a tooltip (play-test 13) */
        snprintf(t, sizeof t, _("%s: %s"), C_("action", "Recruit"), _(campaign_downtime_problem_text(rp)));
        below += ui_text_wrapped(u, ui_rect(x, below + 2, w, 0), t, px, warn()) + 2;
    }
    if (ui_button(u, r_new, _("New unit…"), pl->n_units < CAMPAIGN_ROSTER_MAX)) {
        c->new_unit = true;
        c->army = target;
        /* The campaign's own unit: Done hands it back to be recruited, Back
         * (or Esc) drops it and costs nothing. */
        barracks_open_unit_editor(a, NULL, BARRACKS_TARGET_CALLER, -1);
        /* TRANSLATORS: the unit editor's title when it makes a unit to recruit in a campaign's Downtime */
        snprintf(barracks_get(a)->unit_ed.title, sizeof barracks_get(a)->unit_ed.title, "%s", _("A new recruit"));
        barracks_get(a)->unit_ed.seat = c->seat; /* the portrait in the player's colour */
        return -1;
    }
    return below + gap;
}

void campaign_panel_downtime(ui *u, campaign_screen *c, SDL_Rect p)
{
    app *a = u->app;
    campaign_panel_seat(c);
    int y = campaign_panel_title(u, c, p, _("Downtime"));
    int x = p.x + ui_px(u, 12), w = p.w - ui_px(u, 24), px = ui_px(u, 12), gap = ui_px(u, 4);
    int h = ui_px(u, 26), line = ui_px_text(u, 17);
    campaign_player *pl = &c->st.players[c->seat];
    campaign_content *k = campaign_content_get(a);
    bool library = k && k->have_library && k->library.n_units > 0;
    char t[200];
    /* TRANSLATORS: Renown to spend, Renown earned in the whole campaign, the gold the next turn brings */
    snprintf(t, sizeof t, _("Gold %d · Renown %d (earned %d) · next revenue +%d"), pl->gold, pl->renown, pl->renown_earned,
             next_revenue(c, c->seat));
    /* One line in English; a longer language may need two. */
    int th = ui_text_wrapped(u, ui_rect(x, y, w, 0), t, px, text());
    y += th + ui_px(u, 2);
    /* What the gold can still buy (play-test: gold piled up and nothing said why). */
    char spend[200], spend_tip[700];
    bool full = campaign_spend_text(c, c->seat, spend, sizeof spend, spend_tip, sizeof spend_tip);
    th = ui_text_wrapped(u, ui_rect(x, y, w, 0), spend, px, full ? warn() : dim());
    if (u->draw)
        ui_tooltip(u, ui_rect(x, y, w, th), spend_tip);
    y += th + ui_px(u, 6);
    /* What stands under the roster, to the panel's foot (the same sums as the
     * sections' own): the roster has the rest. */
    /* Downtime done keeps a fixed row at the panel's foot; the recruiting and
     * traits sections above it are measured as this language lays them out (a
     * wrapped line, buttons in two rows), so nothing runs past the panel: the
     * roster has the rest. */
    int done_h = ui_px(u, 30);
    SDL_Rect done_r = ui_rect(x, p.y + p.h - ui_px(u, 10) - done_h, w, done_h);
    ui quiet = *u;
    quiet.draw = false;
    quiet.ev = NULL;
    int recruit_h = library ? recruit_section(&quiet, c, x, 0, w) : 0;
    int sections = campaign_trait_section(&quiet, c, x, recruit_h < 0 ? 0 : recruit_h, w);
    int hrow = ui_px_text(u, 20), line1 = ui_px_text(u, 20), urow = line1 + line + ui_px(u, 3);
    /* A small panel (800 x 560, a longer language) keeps room for an army's
     * heading and a unit at least: the trait shop folds into one button and
     * shows in the roster's stead while open (play-test 3: the roster had no
     * room for one unit row). */
    int fixed = gap + line + line + gap + done_h + ui_px(u, 10); /* hint, message, Done */
    bool fold = p.y + p.h - fixed - sections - y < hrow + line + urow;
    if (fold)
        sections = (recruit_h < 0 ? 0 : recruit_h) + h + gap;
    if (!fold)
        c->traits_open = false;
    int below = fixed + sections;
    int bottom = p.y + p.h - below;
    int bw = button_width(u, w);
    campaign_roster_row rows[CAMPAIGN_ROSTER_MAX + CAMPAIGN_MAX_ARMIES + 1];
    int n_rows = c->traits_open ? 0 : campaign_roster_rows(c, c->seat, rows, (int)(sizeof rows / sizeof rows[0]));
    if (c->traits_open)
        y = campaign_trait_section(u, c, x, y, w);
    if (u->ev && u->ev->kind == UI_EV_WHEEL && ui_hover(u, p))
        c->scroll -= u->ev->wheel;
    if (c->scroll > n_rows - 1)
        c->scroll = n_rows - 1;
    if (c->scroll < 0)
        c->scroll = 0;
    /* Scrolled into an army: its heading stays on top (play-test 3: it went
     * out of sight and the units below it had no army). */
    int head = -1, hidden = 0;
    for (int r = 0; r < c->scroll && r < n_rows; r++) {
        if (rows[r].unit < 0)
            head = r;
        else
            hidden++;
    }
    int last = c->scroll - 1; /* the last row drawn */
    for (int r = c->scroll; r < n_rows; r++) {
        bool sticky = head >= 0 && rows[r].unit >= 0;
        int at = sticky ? head : r;
        int sub = rows[at].unit < 0 && rows[at].army != CAMPAIGN_NO_ARMY &&
                          campaign_army_units(&c->st, rows[at].army) > 0
                      ? line * campaign_fields_lines(c, rows[at].army)
                      : 0;
        int wl = rows[at].unit >= 0 ? wound_lines(u, &pl->units[rows[at].unit], w - ui_px(u, 10)) : 0;
        int rh = rows[at].unit < 0 ? hrow + sub : urow + wl * line;
        if (y + rh > bottom)
            break;
        if (rows[at].unit < 0)
            roster_heading(u, c, rows[at].army, ui_rect(x, y, w, rh), sub);
        else if (!roster_unit(u, c, &pl->units[rows[at].unit], ui_rect(x, y, w, rh), line1, bw))
            return;
        y += rh;
        head = -1;
        if (sticky)
            r--; /* the heading drawn: now the row itself */
        else
            last = r;
    }
    const char *first = campaign_first_turn_words(); /* said on the first turn, in the roster's room left */
    if (c->st.turn == 1 && !c->traits_open && hidden == 0 && last == n_rows - 1 &&
        y + ui_text_wrapped(&quiet, ui_rect(x, 0, w, 0), first, px, dim()) <= bottom)
        ui_text_wrapped(u, ui_rect(x, y + gap, w, 0), first, px, ui_rgb(190, 200, 224));
    int unseen_below = 0, up_to = c->scroll, down_to = c->scroll; /* one unit more shown above, hidden below */
    for (int r = last + 1; r < n_rows; r++)
        unseen_below += rows[r].unit >= 0;
    while (up_to > 0 && rows[--up_to].unit < 0) {
    }
    if (up_to > 0 && rows[up_to - 1].unit < 0) /* its army's heading with it */
        up_to--;
    while (down_to < n_rows - 1 && rows[down_to].unit < 0)
        down_to++;
    int to[2] = { up_to, down_to + 1 };
    if (campaign_roster_more(u, &c->scroll, ui_rect(x, bottom + gap / 2, w, line + ui_px(u, 2)), hidden, unseen_below,
                             to))
        return;
    y = bottom + gap + line;
    if (library) {
        y = recruit_section(u, c, x, y, w);
        if (y < 0)
            return;
    }
    if (!fold) {
        y = campaign_trait_section(u, c, x, y, w);
    } else {
        /* TRANSLATORS: a small panel's button opening (or closing) the Hero's trait shop in the roster's place */
        const char *label = c->traits_open ? _("Back to the roster") : _("Hero's traits (Renown)…");
        if (ui_button(u, ui_rect(x, y, w, h), label, true)) {
            c->traits_open = !c->traits_open;
            u->app->dirty = true;
        }
        y += h + gap;
    }
    /* Enter ends Downtime as it ends the Orders (Ready (Enter)): play-test ca. */
    if (ui_button(u, done_r, _("Downtime done"), true) || ui_pressed(u, UI_KEY_ENTER)) {
        char list[1200], q[1600];
        if (unpaid_wounds(c, c->seat, list, sizeof list) > 0) {
            /* TRANSLATORS: the question before Downtime ends with unhealed wounds the player's gold
             * could heal: the units with their wounds and prices, the gold the player has */
            snprintf(q, sizeof q,
                     _("Unhealed wounds become permanent when Downtime ends (the unit loses that Health for "
                       "good): %s. You have %d gold. End Downtime anyway?"),
                     list, pl->gold);
            /* TRANSLATORS: the answers to "Unhealed wounds become permanent ... End Downtime anyway?" (short buttons) */
            app_confirm(a, q, C_("answer", "End it"), C_("answer", "Go back"), done_yes, c);
            return;
        }
        c->done[c->seat] = true;
        campaign_advance(a, c);
        return;
    }
    campaign_panel_message(u, c, p, y);
}
