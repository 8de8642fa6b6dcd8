/*
 * The Campaign's book of the help browser (help/help.h): the turn's five
 * phases, orders, battles and the Defend bonuses, Heroes with their traits and
 * injuries, location types, winning and the keys. The catalogues ask the core:
 * a trait's price and effects from campaign_trait_get, an injury's effect by
 * applying it to a unit (campaign_unit_current), a location type's supply and
 * revenue from a map the core builds, a battle budget from campaign_budget_of_supply.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign/help_pictures.h"
#include "campaign/internal.h"
#include "help/help.h"
#include "skirmish/core/esc/unit.h"
#include "skirmish/i18n.h"

enum { EX_LOCATIONS = 4, EX_BATTLE = 2 };

typedef struct campaign_help {
    campaign_map map;                /* one location of each type */
    int loc[CAMPAIGN_LOCATION_TYPE_COUNT];
    /* The budget example: a village, a fortress, the town fought over, a
     * village, in a row; blue holds the first two, red the last. */
    campaign_map row;
    campaign_state state;
    int budget[2];
    bool budget_ok;
    campaign_help_pictures *pictures;  /* the map's worked examples, NULL when the map is missing */
} campaign_help;

static const int row_types[EX_LOCATIONS] = { CAMPAIGN_VILLAGE, CAMPAIGN_FORTRESS, CAMPAIGN_TOWN, CAMPAIGN_VILLAGE };
static const int row_owner[EX_LOCATIONS] = { 0, 0, CAMPAIGN_NEUTRAL, 1 };

static bool budget_example(campaign_help *k)
{
    campaign_map_init(&k->row, "budget");
    for (int i = 0; i < EX_LOCATIONS; i++)
        if (!campaign_map_add_location(&k->row, i, "", (campaign_location_type)row_types[i], -1, i, 0, ""))
            return false;
    if (campaign_map_sort(&k->row) != CAMPAIGN_MAP_OK)
        return false;
    for (int i = 0; i + 1 < EX_LOCATIONS; i++)
        if (campaign_map_add_route(&k->row, i, i + 1) != CAMPAIGN_MAP_OK)
            return false;
    campaign_map_finish(&k->row);
    k->state.map = &k->row;
    for (int i = 0; i < EX_LOCATIONS; i++)
        k->state.control_before[i] = (int8_t)row_owner[i];
    k->budget[0] = campaign_budget(&k->state, 0, EX_BATTLE);
    k->budget[1] = campaign_budget(&k->state, 1, EX_BATTLE);
    return true;
}

static const SDL_Color side_colour[2] = { { 59, 120, 216, 255 }, { 216, 69, 47, 255 } };

/* The row of the budget example: each location coloured by its holder, its
 * supply under it, the battle's location ringed in gold. */
static void draw_row(ui *u, SDL_Rect r, const void *ctx)
{
    const campaign_help *k = ctx;
    ui_fill(u, r, ui_rgb(24, 28, 40));
    ui_frame(u, r, ui_rgb(70, 80, 104), 1);
    int px = ui_px(u, 13) < 12 ? 12 : ui_px(u, 13);
    float cy = (float)r.y + (float)r.h * 0.45f, step = (float)r.w / EX_LOCATIONS;
    for (int i = 0; i + 1 < EX_LOCATIONS; i++)
        draw_line(u->r, (float)r.x + step * ((float)i + 0.5f), cy, (float)r.x + step * ((float)i + 1.5f), cy, 2.0f,
                  ui_rgb(90, 98, 120));
    for (int i = 0; i < EX_LOCATIONS; i++) {
        float cx = (float)r.x + step * ((float)i + 0.5f);
        int supply = k->row.locations[i].supply;
        float rad = step * (0.18f + 0.16f * (float)supply / 1000.0f);
        SDL_Color c = row_owner[i] >= 0 ? side_colour[row_owner[i]] : ui_rgb(112, 118, 130);
        if (i == EX_BATTLE)
            draw_ring(u->r, cx, cy, rad + 5.0f, 3.0f, ui_rgb(242, 222, 160));
        draw_disc(u->r, cx, cy, rad, c);
        char t[16];
        snprintf(t, sizeof t, "%d", supply);
        ui_text(u, (int)cx, (int)(cy + rad) + 8, t, px, true, ui_rgb(230, 230, 236), UI_CENTER);
    }
}

/* "+2 Health, −1 Move" from a table of four changes. */
static void deltas_text(const int delta[4], char *out, size_t size)
{
    out[0] = '\0';
    for (int s = 0; s < 4; s++)
        if (delta[s]) {
            size_t n = strlen(out);
            snprintf(out + n, size - n, "%s%s%d %s", n ? ", " : "", delta[s] > 0 ? "+" : "−",
                     delta[s] > 0 ? delta[s] : -delta[s], campaign_stat_name(s));
        }
}

static void page_turn(help_page *p)
{
    char text[600];
    help_para(p, _("A campaign is fought on a map of locations joined by routes. Each player starts on one location with "
                   "a Hero in its Main Army and 1000 gold, and may raise up to 3 Regiments besides. A turn has five "
                   "phases."));
    help_heading(p, _("1. Downtime (private)"));
    help_para(p, _("Recruit units from the library into your armies (price: 10 gold per point of cost), dismiss units, "
                   "heal wounded units (a wound left unpaid at the end of Downtime becomes a permanent loss of Health), "
                   "buy traits for your Hero with Renown, or appoint a new Hero if yours is gone."));
    help_heading(p, _("2. Secret orders"));
    help_para(p, _("Give each army one order, hidden from the others. An army without an order defends."));
    help_link(p, NULL, _("Orders"), "orders", NULL);
    help_heading(p, _("3. Order resolution"));
    help_para(p, _("Merges and new Regiments first, then every move at once. Armies of two players crossing one route "
                   "meet at the end with more supply; the armies whose move started there stay to hold it, without "
                   "defending (their order was a move). One player moving into an empty location takes it; moving into "
                   "another player's location is a battle. When two players or more move into the same location, each "
                   "chooses Stand or Withdraw: if anyone stands, they all fight there, those who chose Withdraw too; "
                   "only when all withdraw do they go home."));
    help_heading(p, _("4. Battles"));
    help_para(p, _("Each battle is an Escarmouche match between the sides' chosen squads."));
    help_link(p, NULL, _("Battles"), "battles", NULL);
    help_heading(p, _("5. Resolution (public)"));
    help_para(p, _("Winners take the locations; a losing attacker goes home, a losing defender retreats to an adjacent "
                   "location of its own, or is scattered and lost if it has none. A fallen Hero may be injured. Heroes "
                   "earn Renown, every location pays its revenue, and a player with no location is eliminated."));
    snprintf(text, sizeof text, _("A campaign lasts %d turns unless the setup says otherwise (%d to %d)."),
             CAMPAIGN_TURNS_DEFAULT, CAMPAIGN_TURNS_MIN, CAMPAIGN_TURNS_MAX);
    help_para(p, text);
}

static void order_entry(help_page *p, int kind, const char *text)
{
    help_item(p, campaign_order_kind_name(kind), NULL);
    help_para(p, text);
}

static void page_orders(help_page *p)
{
    order_entry(p, CAMPAIGN_ORDER_MOVE, _("To an adjacent location. Drag the army's banner onto it."));
    order_entry(p, CAMPAIGN_ORDER_DEFEND,
                _("Stay and defend: an attacked location with a defending army may take a Defend bonus. An army "
                  "without an order defends."));
    order_entry(p, CAMPAIGN_ORDER_CREATE,
                _("Some of the army's units (at least one, not all, never the Hero) leave as a new Regiment, at most 3 "
                  "Regiments a player. A new army does not defend this turn."));
    order_entry(p, CAMPAIGN_ORDER_MERGE,
                _("Two of your armies on the same location become one; it keeps the Main Army, or the lower number. "
                  "A merged army does not defend this turn."));
    help_link(p, NULL, _("Defend bonuses"), "battles", _("Defend bonuses"));
    const campaign_help *k = p->data;
    if (k && k->pictures) {
        char text[1200];
        help_heading(p, _("On the map"));
        help_para(p, _("Real orders on The Three Crowns, resolved by the rules: each army's banner shows its units, the "
                       "crown marks the Hero's, the arrows are the moves. Blue's banners and locations carry a circle, "
                       "red's a triangle."));
        campaign_help_caption_orders(k->pictures, text, sizeof text);
        campaign_help_figure(p, k->pictures, CAMPAIGN_HELP_ORDERS, text);
        campaign_help_caption_merge(k->pictures, text, sizeof text);
        campaign_help_figure(p, k->pictures, CAMPAIGN_HELP_MERGE, text);
        help_heading(p, _("Clashes and standoffs"));
        char clash[600], standoff[600];
        campaign_help_caption_clash(k->pictures, clash, sizeof clash);
        campaign_help_caption_standoff(k->pictures, standoff, sizeof standoff);
        snprintf(text, sizeof text, "%s %s", clash, standoff);
        campaign_help_figure(p, k->pictures, CAMPAIGN_HELP_CLASH, text);
    }
}

static void page_battles(help_page *p)
{
    char text[600];
    help_heading(p, _("Budget and squads"));
    help_para(p, _("Each side picks 1 to 6 of its units at the battle, their rank points within its budget. The budget "
                   "grows with the supply of the battle's location and of the locations the side holds around it. The "
                   "battle's location counts the same for every side, its holder's too: an attacker holding more "
                   "around it may field more than the holder."));
    static const int examples[] = { 500, 800, 1000 };
    for (size_t i = 0; i < sizeof examples / sizeof examples[0]; i++) {
        /* TRANSLATORS: a battle's budget for the supply around it: "500 supply: 15 rank points" */
        snprintf(text, sizeof text, _("%d supply: %d rank points"), examples[i],
                 campaign_budget_of_supply((long)examples[i] * 100));
        help_bullet(p, text);
    }
    snprintf(text, sizeof text, _("At most %d rank points, however much supply."), CAMPAIGN_BUDGET_MAX);
    help_bullet(p, text);
    help_para(p, _("The battle's location counts 100 times its supply, each location of the side next to it 10 times, "
                   "each two routes away once; every 10000 of that total gives 3 rank points."));
    const campaign_help *k = p->data;
    if (k && k->budget_ok) {
        char fig[700];
        snprintf(fig, sizeof fig,
                 _("Here the battle is at the town ringed in gold (supply %d). Blue holds the fortress next to it (%d) "
                   "and the village beyond (%d): blue's budget is %d rank points. Red holds only the village on the "
                   "other side (%d): %d rank points."),
                 k->row.locations[EX_BATTLE].supply, k->row.locations[1].supply, k->row.locations[0].supply,
                 k->budget[0], k->row.locations[3].supply, k->budget[1]);
        help_figure(p, draw_row, k, fig);
    }
    if (k && k->pictures) {
        char battle[800];
        help_heading(p, _("A battle on the map"));
        campaign_help_caption_battle(k->pictures, battle, sizeof battle);
        campaign_help_figure(p, k->pictures, CAMPAIGN_HELP_BATTLE, battle);
    }
    help_heading(p, _("The match"));
    help_para(p, _("The battle is played by Escarmouche's rules, on the location's own board. A side may yield during its "
                   "turn: it loses, but its units on the board survive. A draw at the round limit goes to the holder "
                   "of the location. With three sides or more, the others challenge the holder one by one, and units "
                   "keep their wounds from one duel to the next."));
    help_link(p, NULL, _("Escarmouche's rules"), "escarmouche:turn", NULL);
    help_para(p, _("A unit eliminated on the board leaves the roster (not the Hero); a survivor keeps its wounds until "
                   "healed."));
    help_heading(p, _("Defend bonuses"));
    help_para(p, _("A defender with a defending army there picks one, once both squads are chosen; it holds in every duel "
                   "of the battle."));
    help_item(p, _("Favourable Ground"), NULL);
    help_para(p, _("Choose your home ranks (1-2 or 7-8) and whether you deploy first or second."));
    help_item(p, _("Prepared Ambuscade"), NULL);
    help_para(p, _("One of your fielded Core units (Soldier, Veteran or Elite, not the Hero) makes a free move after "
                   "deployment, before the dice."));
    help_item(p, _("Ready for the Assault"), NULL);
    help_para(p, _("+1 on your first-turn die."));
}

static void page_heroes(help_page *p)
{
    char text[300];
    help_para(p, _("Your Hero leads the Main Army. It earns 1 Renown for each battle it fights in, 1 more if its side "
                   "wins; Renown buys traits in Downtime. Each trait is bought once, and only if both its gain and its "
                   "cost change something (no stat goes above 9 or below 1)."));
    help_heading(p, _("Traits"));
    for (int t = 0; t < CAMPAIGN_TRAIT_COUNT; t++) {
        const campaign_trait_info *info = campaign_trait_get((campaign_trait)t);
        if (!info)
            continue;
        char price[64];
        snprintf(price, sizeof price, P_("%d Renown", "%d Renown", info->renown), info->renown);
        help_item(p, campaign_trait_name(t), price);
        deltas_text(info->stat_delta, text, sizeof text);
        const esc_ability_info *ab = info->ability >= 0 ? esc_ability_get((esc_ability)info->ability) : NULL;
        if (ab) {
            char line[400];
            /* TRANSLATORS: a trait's effect: "Gains Guardian; −1 Range" */
            snprintf(line, sizeof line, _("Gains %s; %s"), _(ab->name), text);
            help_para(p, line);
            help_link(p, NULL, _(ab->name), "escarmouche:abilities", _(ab->name));
        } else {
            help_para(p, text);
        }
    }
    help_heading(p, _("Injuries"));
    help_para(p, _("A Hero eliminated on the board stays with its army, but on a roll of 4 to 6 it takes an injury it "
                   "does not have yet, among those that would change a stat:"));
    for (int i = 0; i < CAMPAIGN_INJURY_COUNT; i++) {
        campaign_unit u;
        memset(&u, 0, sizeof u);
        esc_unit_init(&u.base, "", 5, 5, 5, 5);
        u.hero = true;
        esc_unit_def before, after;
        campaign_unit_current(&u, &before);
        u.injuries = (uint8_t)(1u << i);
        campaign_unit_current(&u, &after);
        int delta[4] = { after.health - before.health, after.range - before.range, after.power - before.power,
                         after.move - before.move };
        deltas_text(delta, text, sizeof text);
        help_item(p, campaign_injury_name(i), text);
    }
}

static const char *type_name(int type)
{
    /* TRANSLATORS: the kinds of Campaign locations */
    static const char *const names[CAMPAIGN_LOCATION_TYPE_COUNT] = { N_("Village"), N_("Town"), N_("Fortress"),
                                                                     N_("Capital") };
    return type >= 0 && type < CAMPAIGN_LOCATION_TYPE_COUNT ? _(names[type]) : "";
}

static void page_locations(help_page *p)
{
    const campaign_help *k = p->data;
    help_para(p, _("A location's supply sets its revenue (a tenth of it, in gold each turn) and the budget of battles "
                   "fought on and around it. A map may give a location its own supply."));
    for (int t = 0; t < CAMPAIGN_LOCATION_TYPE_COUNT; t++) {
        help_item(p, type_name(t), NULL);
        help_stat s[2];
        s[0].label = _("Supply");
        snprintf(s[0].value, sizeof s[0].value, "%d", campaign_location_type_supply((campaign_location_type)t));
        s[1].label = _("Revenue");
        snprintf(s[1].value, sizeof s[1].value, "%d", k ? campaign_map_revenue(&k->map, k->loc[t]) : 0);
        help_stats(p, s, 2);
    }
}

static void page_winning(help_page *p)
{
    help_para(p, _("Checked at the end of each turn, in this order:"));
    help_bullet(p, _("Last one standing: the only player not eliminated wins."));
    help_bullet(p, _("Domination (if on): a player holding every location ringed in gold wins."));
    help_bullet(p, _("Warlord King (if on): the player who took an eliminated player's last location wins."));
    help_bullet(p, _("Turn limit: after the last turn, most locations wins, then most Renown earned, then most supply."));
}

static void page_keys(help_page *p)
{
    help_heading(p, _("On the map"));
    help_key_row(p, C_("key", "Drag"), _("An army's banner onto a neighbour: the Move order."));
    help_key_row(p, C_("key", "Left click"), _("An army's banner: select it for Defend, Create Regiment or Merge."));
    /* TRANSLATORS: the keys' help: A steps through the player's armies in Orders (the key's letter stays A) */
    help_key_row(p, C_("key", "A"), _("In Orders: select your next army (Shift+A: the one before)."));
    help_key_row(p, C_("key", "Right drag, wheel"), _("Pan and zoom the map."));
    help_key_row(p, C_("key", "Arrows, Enter"), _("Without a mouse: Tab to the map (or an arrow), the arrows move its cursor; Enter on an area, arrows, Enter on another is a drag; Enter twice is a click."));
    help_heading(p, _("Keys"));
    help_key_row(p, C_("key", "L"), _("The map's legend: what every symbol means."));
    help_key_row(p, C_("key", "J"), _("The event log: what happened, turn by turn."));
    help_key_row(p, C_("key", "R"), _("Show the last turn again, as it was animated, until your next order; a click or Space stops it."));
    help_key_row(p, C_("key", "Enter"), _("Downtime done, Ready (hand over), or Continue; on the setup screen: start."));
    help_key_row(p, C_("key", "Space"), _("Lift the cover when the screen has been passed to you."));
    help_key_row(p, C_("key", "Esc"), _("Drop the banner or the picking; with none, the pause menu."));
    help_key_row(p, C_("key", "F1"), _("This help; in a battle, Escarmouche's keys are on its Keys page."));
    help_link(p, NULL, _("Escarmouche's keys"), "escarmouche:keys", NULL);
    help_keys_of_help(p);
}

/* TRANSLATORS: the help's pages of the Campaign, in its contents list: short */
static const help_page_def pages[] = {
    { "turn", N_("The turn"), page_turn },
    { "orders", N_("Orders"), page_orders },
    { "battles", N_("Battles"), page_battles },
    { "heroes", N_("Heroes"), page_heroes },
    { "locations", N_("Locations"), page_locations },
    { "winning", N_("Winning"), page_winning },
    { "keys", N_("Keys"), page_keys },
};

static void *book_open(app *a)
{
    campaign_help *k = calloc(1, sizeof *k);
    if (!k)
        return NULL;
    campaign_map_init(&k->map, "help");
    for (int t = 0; t < CAMPAIGN_LOCATION_TYPE_COUNT; t++)
        campaign_map_add_location(&k->map, t, campaign_location_type_id((campaign_location_type)t),
                                  (campaign_location_type)t, -1, t, 0, "");
    campaign_map_sort(&k->map);
    for (int t = 0; t < CAMPAIGN_LOCATION_TYPE_COUNT; t++)
        k->loc[t] = campaign_map_index(&k->map, t);
    k->budget_ok = budget_example(k);
    k->pictures = campaign_help_pictures_open(a);
    return k;
}

static void book_close(void *data)
{
    campaign_help *k = data;
    if (k)
        campaign_help_pictures_free(k->pictures);
    free(data);
}

const help_book campaign_help_book = {
    .id = "campaign",
    .name = N_("Campaign"),
    .title = N_("How to play the Campaign"),
    .pages = pages,
    .n_pages = (int)(sizeof pages / sizeof pages[0]),
    .open = book_open,
    .close = book_close,
};

const campaign_help_pictures *campaign_help_book_pictures(const void *book_data)
{
    const campaign_help *k = book_data;
    return k ? k->pictures : NULL;
}
