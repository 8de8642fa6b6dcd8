/*
 * The Hero's trait shop in the Downtime panel (downtime.c draws it there): the
 * Hero as it stands now, each trait's button with what it gives and costs, a
 * greyed one with why, the question before buying; and the word an action
 * done or refused leaves in the message, which the panel's other actions
 * (recruit, dismiss, replenish, Hero) say through too.
 */
#include <stdio.h>
#include <string.h>

#include "campaign/internal.h"
#include "skirmish/i18n.h"

static SDL_Color dim(void) { return ui_rgb(150, 156, 172); }
static SDL_Color text(void) { return ui_rgb(218, 222, 232); }
static SDL_Color warn(void) { return ui_rgb(255, 190, 120); }

/* An action's refusal into the message; an action done is autosaved at once
 * (a crash, even kill -9, then loses nothing bought or dismissed: Continue
 * resumes this seat's Downtime behind its cover, with it). */
void campaign_downtime_said(app *a, campaign_screen *c, const char *what, campaign_downtime_problem p)
{
    if (p == CAMPAIGN_DT_OK) {
        c->message[0] = '\0';
        campaign_autosave(a, c);
    } else
        /* TRANSLATORS: an action refused: "Recruit: not enough gold" */
        snprintf(c->message, sizeof c->message, _("%s: %s"), what, _(campaign_downtime_problem_text(p)));
}

/* A trait's tooltip: what it gives, what it costs ("Mighty: +1 Power. Costs 3
 * Renown; kept for the whole campaign."). */
static void trait_tip(int trait, char *out, size_t size)
{
    const campaign_trait_info *ti = campaign_trait_get((campaign_trait)trait);
    char effect[240] = "";
    for (int k = 0; k < 4; k++)
        if (ti->stat_delta[k]) {
            char one[48];
            snprintf(one, sizeof one, "%s%+d %s", effect[0] ? ", " : "", ti->stat_delta[k], campaign_stat_name(k));
            strncat(effect, one, sizeof effect - strlen(effect) - 1);
        }
    if (ti->ability >= 0) {
        const esc_ability_info *ab = esc_ability_get((esc_ability)ti->ability);
        char one[160];
        /* TRANSLATORS: a trait's tooltip: the ability it gives ("the ability Charge") */
        snprintf(one, sizeof one, _("%sthe ability %s"), effect[0] ? ", " : "", ab ? _(ab->name) : "?");
        strncat(effect, one, sizeof effect - strlen(effect) - 1);
    }
    /* TRANSLATORS: a trait's tooltip: its name, what it gives, its price in Renown */
    snprintf(out, size, _("%s: %s. Costs %d Renown; the Hero keeps it for the whole campaign."),
             campaign_trait_name(trait), effect, ti->renown);
}

/* A trait bought, once the player said yes (play-test 12: one click bought
 * Swift for good and took 1 Health unsaid): the seat that asked, still in its
 * Downtime. */
static void trait_yes(app *a, void *ctx)
{
    campaign_screen *c = ctx;
    if (campaign_current(a) != c || c->step != CSTEP_DOWNTIME || c->cover || c->seat < 0 ||
        c->seat >= CAMPAIGN_MAX_PLAYERS)
        return;
    campaign_downtime_said(a, c, _("Trait"), campaign_rec_buy_trait(&c->record, &c->st, c->seat, c->seat_ui[c->seat].trait_ask));
    a->dirty = true;
}

/* Why a trait cannot be bought, in the player's numbers where there are some. */
static void trait_why(const campaign_screen *c, int trait, campaign_downtime_problem p, char *out, size_t size)
{
    if (p == CAMPAIGN_DT_NO_RENOWN)
        /* TRANSLATORS: why a trait is greyed: its price in Renown, the Renown the player has */
        snprintf(out, size, _("needs %d Renown, you have %d"), campaign_trait_get((campaign_trait)trait)->renown,
                 c->st.players[c->seat].renown);
    else if (p == CAMPAIGN_DT_TRAIT_STAT_AT_1) {
        /* Play-test 6: "would change nothing" was said of Stalwart's +2 Health;
         * the block is the drawback, named with its stat. */
        static const char *const why[4] = {
            /* TRANSLATORS: why a trait is greyed: the Hero's stat is at its floor */
            N_("its Health is already 1: the trait's -1 Health cannot apply"),
            N_("its Range is already 1: the trait's -1 Range cannot apply"),
            N_("its Power is already 1: the trait's -1 Power cannot apply"),
            N_("its Move is already 1: the trait's -1 Move cannot apply"),
        };
        int k = campaign_trait_floor_stat(&c->st, c->seat, trait);
        snprintf(out, size, "%s", k >= 0 ? _(why[k]) : _(campaign_downtime_problem_text(p)));
    } else
        snprintf(out, size, "%s", _(campaign_downtime_problem_text(p)));
}

/* The Hero's traits from y: the Hero as it stands now (a trait bought shows at
 * once), then the shop, two a row. */
int campaign_trait_section(ui *u, campaign_screen *c, int x, int y, int w)
{
    campaign_player *pl = &c->st.players[c->seat];
    int h = ui_px(u, 26), gap = ui_px(u, 4), line = ui_px_text(u, 17), px = ui_px(u, 12);
    char t[320];
    ui_text(u, x, y, _("Hero's traits (Renown)"), px, true, dim(), UI_LEFT);
    y += line;
    int hero = campaign_player_hero(pl);
    if (hero >= 0) {
        const campaign_unit *un = &pl->units[hero];
        esc_unit_def d;
        campaign_unit_current(un, &d);
        char stats[48], name[64], rest[96];
        campaign_stats_text(&d, stats, sizeof stats);
        /* TRANSLATORS: the Hero's line above the trait shop: "★ Aldric: H4 R2 P3 M2" */
        snprintf(rest, sizeof rest, _("%s: %s"), "", stats);
        campaign_name_fit(u, i18n_content(d.name), rest, px, false, w - ui_px(u, 10) - ui_text_width(u, "★ ", px, false),
                          name, sizeof name);
        snprintf(t, sizeof t, _("%s: %s"), name, stats);
        char line_text[360];
        snprintf(line_text, sizeof line_text, "★ %s", t);
        ui_text_fit(u, ui_rect(x + ui_px(u, 10), y, w - ui_px(u, 10), line), line_text, px, false, text(), UI_LEFT);
    } else {
        ui_text_fit(u, ui_rect(x + ui_px(u, 10), y, w - ui_px(u, 10), line), _("No Hero: appoint one in the roster."),
                    px, false, warn(), UI_LEFT);
    }
    y += line;
    int tw = (w - gap) / 2; /* two a row: "protector 3" must fit its button */
    for (int i = 0; i < CAMPAIGN_TRAIT_COUNT; i++) {
        const campaign_trait_info *ti = campaign_trait_get((campaign_trait)i);
        bool owned = hero >= 0 && (pl->units[hero].traits >> i & 1);
        if (owned)
            snprintf(t, sizeof t, "%s ✓", campaign_trait_name(i));
        else
            snprintf(t, sizeof t, "%s %d", campaign_trait_name(i), ti->renown);
        campaign_downtime_problem tp = campaign_test_buy_trait(&c->st, c->seat, i);
        SDL_Rect r = ui_rect(x + (i % 2) * (tw + gap), y + (i / 2) * (h + gap), tw, h);
        if (ui_button(u, r, t, tp == CAMPAIGN_DT_OK)) {
            char tip[600], q[700];
            trait_tip(i, tip, sizeof tip);
            /* TRANSLATORS: the question before buying a Hero's trait: the trait's tooltip (what it gives and takes,
             * its price), then that it cannot be undone */
            snprintf(q, sizeof q, _("%s Buy it? It cannot be undone."), tip);
            c->seat_ui[c->seat].trait_ask = i;
            /* TRANSLATORS: the answers to "Swift: +1 Move, -1 Health. ... Buy it?" */
            app_confirm(u->app, q, _("Buy it"), _("Not now"), trait_yes, c);
        }
        if (u->draw) {
            char tip[600], why[200] = "";
            trait_tip(i, tip, sizeof tip);
            if (tp != CAMPAIGN_DT_OK) {
                char reason[160];
                trait_why(c, i, tp, reason, sizeof reason);
                snprintf(why, sizeof why, " (%s)", reason);
            }
            strncat(tip, why, sizeof tip - strlen(tip) - 1);
            ui_tooltip(u, r, tip);
        }
    }
    return y + (CAMPAIGN_TRAIT_COUNT + 1) / 2 * (h + gap);
}
