/*
 * The rules and help screen (see help.h): a row of section tabs over a page
 * that scrolls. Each page is laid out top to bottom by the small `page` writer
 * below (headings, paragraphs, bullets, figures with a diagram, ability cards,
 * key rows); it measures everything in both passes, draws only what shows in
 * the viewport, and counts any text wider than its box, so a test can hold the
 * screen to fitting at every window size.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "escarmouche/help.h"
#include "skirmish/i18n.h"

/* TRANSLATORS: the help's section tabs: seven in a row, about 12 characters at
 * most at the smallest window. */
static const char *const section_titles[HELP_SECTION_COUNT] = {
    [HELP_TURN] = N_("The turn"),
    [HELP_ACTIONS] = N_("Actions"),
    [HELP_SIGHT] = N_("Line of sight"),
    [HELP_ABILITIES] = N_("Abilities"),
    [HELP_STATUSES] = N_("Statuses"),
    [HELP_ENDING] = N_("Winning"),
    [HELP_KEYS] = N_("Keys"),
};

const char *escarmouche_help_section_title(help_section s)
{
    return (unsigned)s < HELP_SECTION_COUNT ? _(section_titles[s]) : "";
}

static int imax(int a, int b) { return a > b ? a : b; }
static int imin(int a, int b) { return a < b ? a : b; }

/* Sizes with a floor, so the smallest window still reads. */
static int body_px(const ui *u) { return imax(ui_px(u, 17), 13); }
static int head_px(const ui *u) { return imax(ui_px(u, 22), 16); }

static const SDL_Color ink = { 214, 218, 228, 255 }, dim = { 160, 166, 182, 255 }, gold = { 242, 222, 160, 255 };

/* ---- the page writer ---- */

typedef struct page {
    ui *u;
    escarmouche_help *h;
    SDL_Rect view;                 /* the viewport on screen */
    int x, w;                      /* the text column on screen */
    int top;                       /* screen y of the page's top (scrolled) */
    int y;                         /* where the next block goes, from the page's top */
    int body, head, gap;
    int diagram;                   /* side of a diagram */
} page;

static bool shows(const page *p, int y, int height)
{
    return p->u->draw && p->top + y + height > p->view.y && p->top + y < p->view.y + p->view.h;
}

static void overflow(escarmouche_help *h, const char *text)
{
    if (h->overflows++ == 0)
        snprintf(h->last_overflow, sizeof h->last_overflow, "%.110s", text);
}

/* The height of `text` wrapped in width w; in the draw pass, a word wider than
 * the column counts as an overflow. */
static int measure(page *p, const char *text, int w, int px)
{
    uint32_t hash = 2166136261u; /* FNV-1a */
    for (const char *c = text; *c; c++)
        hash = (hash ^ (uint8_t)*c) * 16777619u;
    escarmouche_help *h = p->h;
    int slot = (int)(hash % (sizeof h->measured / sizeof h->measured[0]));
    if (h->measured[slot].hash == hash && h->measured[slot].w == w && h->measured[slot].px == px &&
        h->measured[slot].height > 0) {
        if (p->u->draw && h->measured[slot].overflows)
            overflow(h, text);
        return h->measured[slot].height;
    }
    int before = h->overflows;
    ui quiet = *p->u;
    quiet.draw = false;
    quiet.ev = NULL;
    if (p->u->draw) {
        char word[128];
        const char *s = text;
        while (*s) {
            while (*s == ' ')
                s++;
            int n = 0;
            while (s[n] && s[n] != ' ' && n < (int)sizeof word - 1) {
                word[n] = s[n];
                n++;
            }
            word[n] = '\0';
            if (n && ui_text_width(p->u, word, px, false) > w)
                overflow(p->h, word);
            s += n;
            while (*s && *s != ' ')
                s++;
        }
    }
    int height = ui_text_wrapped(&quiet, ui_rect(0, 0, w, 10000), text, px, ink);
    if (p->u->draw) {
        h->measured[slot].hash = hash;
        h->measured[slot].w = w;
        h->measured[slot].px = px;
        h->measured[slot].height = height;
        h->measured[slot].overflows = h->overflows - before;
    }
    return height;
}

/* A single line that must fit `w`. */
static void line(page *p, int x, int y, int w, const char *text, int px, bool bold, SDL_Color c)
{
    if (!p->u->draw)
        return;
    if (ui_text_width(p->u, text, px, bold) > w)
        overflow(p->h, text);
    if (shows(p, y, px * 3 / 2))
        ui_text(p->u, x, p->top + y, text, px, bold, c, UI_LEFT);
}

static int wrapped(page *p, int x, int y, int w, const char *text, int px, SDL_Color c)
{
    int height = measure(p, text, w, px);
    if (shows(p, y, height))
        ui_text_wrapped(p->u, ui_rect(x, p->top + y, w, height), text, px, c);
    return height;
}

static void heading(page *p, const char *text)
{
    if (p->y > 0)
        p->y += p->gap;
    line(p, p->x, p->y, p->w, text, p->head, true, gold);
    p->y += p->head * 3 / 2;
}

static void para(page *p, const char *text)
{
    p->y += wrapped(p, p->x, p->y, p->w, text, p->body, ink) + p->gap / 2;
}

static void bullet(page *p, const char *text)
{
    int indent = p->body * 3 / 2;
    if (shows(p, p->y, p->body * 2))
        ui_text(p->u, p->x + p->body / 3, p->top + p->y, "•", p->body, true, gold, UI_LEFT);
    p->y += wrapped(p, p->x + indent, p->y, p->w - indent, text, p->body, ink) + p->gap / 3;
}

/* A diagram with its text beside it, or above it when the column is narrow. */
static void figure(page *p, const help_diagram *d, const char *text)
{
    int side = p->diagram, gap = p->gap * 2;
    bool beside = p->w >= side + gap + imax(ui_px(p->u, 260), 200);
    int tx = beside ? p->x + side + gap : p->x, tw = beside ? p->w - side - gap : p->w;
    int th = measure(p, text, tw, p->body);
    int height = beside ? imax(side, th) : side + p->gap + th;
    if (shows(p, p->y, height + 6)) {
        help_diagram_draw(p->u, ui_rect(p->x + 3, p->top + p->y + 3, side, side), d);
        int ty = beside ? p->y + 3 : p->y + side + p->gap;
        ui_text_wrapped(p->u, ui_rect(tx, p->top + ty, tw, th), text, p->body, ink);
    }
    p->y += height + p->gap + 6;
}

/* A row of a table: `key` in a column of width kw, `text` wrapped beside it. */
static void key_row(page *p, const char *key, const char *text)
{
    int kw = imin(imax(ui_px(p->u, 200), 150), p->w / 3);
    if (p->u->draw && ui_text_width(p->u, key, p->body, true) > kw - p->gap) {
        /* A long key on its own line, its text under it. */
        line(p, p->x, p->y, p->w, key, p->body, true, gold);
        p->y += p->body * 4 / 3;
    } else if (!p->u->draw) {
        return;
    } else {
        line(p, p->x, p->y, kw - p->gap, key, p->body, true, gold);
    }
    p->y += wrapped(p, p->x + kw, p->y, p->w - kw, text, p->body, ink) + p->gap / 3;
}

/* A symbol of the diagrams (help_diagram_symbol) with what it means. */
static void legend_row(page *p, int symbol, const char *text)
{
    int s = p->body * 3 / 2;
    if (shows(p, p->y, s))
        help_diagram_symbol(p->u, ui_rect(p->x, p->top + p->y, s, s), symbol);
    int th = wrapped(p, p->x + s + p->gap, p->y + (s - p->body * 4 / 3) / 2, p->w - s - p->gap, text, p->body, ink);
    p->y += imax(s, th) + p->gap / 3;
}

static const char *targeting_text(const esc_ability_info *info)
{
    switch (info->targeting) {
    case ESC_TARGETS_NOTHING: return _("picks no target");
    case ESC_TARGETS_ENEMY: return _("picks an enemy");
    case ESC_TARGETS_ALLY: return _("picks an ally");
    case ESC_TARGETS_SQUARE: return _("picks a square");
    case ESC_TARGETS_SQUARE_AND_ENEMY: return _("picks a square, then an enemy");
    }
    return "";
}

/* What each ability's diagram shows (the rule itself is the core's text). */
static const char *const ability_examples[ESC_AB_COUNT] = {
    [ESC_AB_CHARGE] = N_("Here: the dot is where it can charge to, the arrows one charge and its attack."),
    [ESC_AB_ENERGY_TRAIT] = N_("Here: yellow is 3 squares around it; the enemy behind the rock is out of sight."),
    [ESC_AB_DEFENSIVE_STANCE] = N_("Here: used, its stance shows on the token; the enemy's next blow loses a point."),
    [ESC_AB_SUPPRESSING_FIRE] = N_("Here: yellow is 4 squares around it; the enemy on g7 is out of reach."),
    [ESC_AB_TACTICAL_RETREAT] = N_("Here: the dots are where it can go; once used, the icon shows it cannot be targeted."),
    [ESC_AB_COMMAND_FORWARD] = N_("Here: yellow is 3 squares around the commander; the green allies may take a free move "
                                  "(arrows), the one on h1 is too far."),
    [ESC_AB_DEVASTATING_STRIKE] = N_("Here: only the adjacent enemy can be struck."),
    [ESC_AB_FEINT] = N_("Here: it can swap with the green ally; the other two are 2 squares away but out of sight."),
    [ESC_AB_GUARDIAN] = N_("Here: it can guard the adjacent green ally; a blow at that ally (red) falls on the guardian "
                           "(orange). The ally on b5 is not adjacent."),
    [ESC_AB_SWEEP] = N_("Here: the three adjacent enemies are all hit; the one on f6 is not adjacent."),
    [ESC_AB_PRECISION_SHOT] = N_("Here: the ally in between does not block the shot at d4; the rock still hides e2."),
    [ESC_AB_OVERCHARGE] = N_("Here: after its attack on c4 (orange), it can still overcharge an enemy in range."),
};

/* An ability: its name and rule from the core, what kind it is, its diagram. */
static void ability_card(page *p, int ability)
{
    const esc_ability_info *info = esc_ability_get((esc_ability)ability);
    if (!info)
        return;
    const help_diagram *d = &p->h->diagrams[HELP_DIAGRAM_ABILITY + ability];
    int pad = p->gap, side = p->diagram;
    int inner = p->w - 2 * pad;
    bool beside = inner >= side + 2 * pad + imax(ui_px(p->u, 240), 190);
    int tw = beside ? inner - side - 2 * pad : inner;
    char kind[192];
    if (info->attacks)
        /* TRANSLATORS: under an ability's name: "Attacking ability · picks an enemy". */
        snprintf(kind, sizeof kind, _("Attacking ability · %s"), targeting_text(info));
    else
        /* TRANSLATORS: under an ability's name: "Ability · picks an ally". */
        snprintf(kind, sizeof kind, _("Ability · %s"), targeting_text(info));
    int small = imax(p->body - ui_px(p->u, 2), 12);
    const char *example = _(ability_examples[ability]);
    const char *name = _(info->name), *rule = _(info->text);
    int rule_h = measure(p, rule, tw, p->body);
    int th = p->head * 3 / 2 + small * 3 / 2 + rule_h + pad / 2 + measure(p, example, tw, small);
    int height = 2 * pad + (beside ? imax(th, side + 6) : th + pad + side + 6);
    int y = p->y;
    if (shows(p, y, height)) {
        SDL_Rect card = { p->x, p->top + y, p->w, height };
        ui_fill(p->u, card, ui_rgb(28, 33, 47));
        ui_frame(p->u, card, ui_rgb(70, 80, 104), 1);
        int dx = beside ? p->x + p->w - pad - side - 3 : p->x + pad + 3;
        int dy = beside ? y + pad + 3 : y + pad + th + pad + 3;
        help_diagram_draw(p->u, ui_rect(dx, p->top + dy, side, side), d);
    }
    int tx = p->x + pad, ty = y + pad;
    line(p, tx, ty, tw, name, p->head, true, gold);
    ty += p->head * 3 / 2;
    line(p, tx, ty, tw, kind, small, false, dim);
    ty += small * 3 / 2;
    ty += wrapped(p, tx, ty, tw, rule, p->body, ink) + pad / 2;
    wrapped(p, tx, ty, tw, example, small, dim);
    p->y += height + p->gap;
}

/* ---- the sections ---- */

static void section_turn(page *p)
{
    heading(p, _("The board"));
    para(p, _("Escarmouche is played on a board of 8 × 8 squares by two squads of up to six units. Files are a to h from "
              "left to right, ranks 1 to 8 from bottom to top. Obstacles cannot be entered and block line of sight."));
    para(p, _("Player 1 deploys on ranks 1 and 2, player 2 on ranks 7 and 8: the players place one unit at a time, "
              "alternating. Then each rolls a die, ties rolling again, and the higher roll plays the first turn."));
    heading(p, _("Your turn: two actions"));
    para(p, _("On your turn you have 2 actions. An action is a Move, an Attack or an Ability, by any of your units: the "
              "same unit may act twice. You may end your turn early, giving up what is left."));
    bullet(p, _("One attack or one ability per unit per turn: a unit that attacked cannot use an ability, and one that used "
                "an ability cannot attack or use another. Overcharge is the exception: it may follow the unit's attack."));
    bullet(p, _("Moves are limited only by your 2 actions: a unit may move twice, or move and then attack."));
    bullet(p, _("The free moves Command Forward gives are not actions."));
    bullet(p, _("A suppressed unit may take only 1 action in its turn."));
    heading(p, _("Units"));
    para(p, _("A unit has four stats: Health (the damage it can take), Range (how far its attack reaches), Power (the "
              "damage its attack deals) and Move (how many squares a move may take), and up to twelve abilities. Its cost "
              "gives its rank, from Soldier to Paragon, and a squad's rank points may total at most 30."));
    para(p, _("Distances are counted as a chess king walks: a diagonal step counts 1. Adjacent means at distance 1."));
    char text[400];
    /* TRANSLATORS: "Winning" is the name of the help's section (its tab). */
    snprintf(text, sizeof text,
             P_("A round is one turn of each player. A match lasts %d round unless one side wins sooner (see Winning).",
                "A round is one turn of each player. A match lasts %d rounds unless one side wins sooner (see Winning).",
                ESC_DEFAULT_ROUND_LIMIT),
             ESC_DEFAULT_ROUND_LIMIT);
    para(p, text);
}

static void section_actions(page *p)
{
    const help_diagram *d = p->h->diagrams;
    heading(p, C_("action", "Move"));
    figure(p, &d[HELP_DIAGRAM_MOVE],
           _("A move takes the unit up to Move king steps, each onto an empty square (no unit, no obstacle). A diagonal step "
             "may pass between two occupied squares. A move must end on another square. The blue dots show where this "
             "unit, with Move 2, can go."));
    heading(p, _("Attack"));
    figure(p, &d[HELP_DIAGRAM_ATTACK],
           _("An attack targets an enemy within the unit's Range that it can see (see Line of sight). It always hits: the "
             "target loses Health equal to the attacker's Power, and a unit at 0 Health is removed at once. Yellow: this "
             "unit's Range of 3. Red reticle: an enemy it can attack. Grey cross: in range but out of sight."));
    heading(p, _("Abilities"));
    para(p, _("Using an ability is one action, and it is the unit's one ability or attack of the turn. Attacking "
              "abilities follow the attack rules (an enemy, in range, in sight, not untargetable) unless their text "
              "says otherwise. Each one is shown under Abilities."));
    heading(p, _("Damage"));
    para(p, _("Each hit is dealt in three steps: a guardian takes the damage in place of the ally it guards (once: damage "
              "is never redirected twice); a defensive stance on the unit taking it cancels 1 point and is spent; the unit "
              "loses the rest. A unit at 0 Health or less is removed at once."));
}

static void section_sight(page *p)
{
    const help_diagram *d = p->h->diagrams;
    heading(p, _("Who sees whom"));
    para(p, _("A unit sees a target when a straight line from at least one of the four corners of its square reaches the "
              "centre of the target's square without touching a blocking square: an obstacle, or any unit other than the "
              "two. Touching counts: a line through the very corner of a blocking square is blocked."));
    figure(p, &d[HELP_DIAGRAM_SIGHT_RAYS],
           _("The four corner rays from the unit on b2 to the enemy on f5. White rays are clear; red rays touch a "
             "blocking square, framed in red. One clear ray is enough. Red reticle: an enemy in sight. Grey cross: an "
             "enemy out of sight."));
    figure(p, &d[HELP_DIAGRAM_SIGHT_AREA],
           _("Everything the unit on b2 sees past three obstacles and an enemy: the green squares. It does not see the "
             "dark ones."));
    heading(p, _("Worth knowing"));
    bullet(p, _("A unit directly between two others, on a line or a diagonal, blocks."));
    bullet(p, _("Adjacent units always see each other."));
    bullet(p, _("Sight goes from corners to a centre, so it is not always the same both ways."));
    bullet(p, _("In a battle, hovering an enemy in range draws the line: white from the first clear corner, or red up to "
                "the first blocking square."));
}

static void section_abilities(page *p)
{
    para(p, _("Each ability below is shown in a real position, with what the rules allow the unit with the yellow ring "
              "to do there. Select a unit and press 1 to 9 to use its abilities, in the order of its card."));
    legend_row(p, 0, _("Blue dot: a square it can move to."));
    legend_row(p, 1, _("Red reticle: an enemy it can target."));
    legend_row(p, 2, _("Grey cross: a unit in reach that it cannot pick."));
    legend_row(p, 3, _("Green ring: an ally it can pick."));
    legend_row(p, 4, _("Yellow: its reach."));
    p->y += p->gap;
    for (int ab = 0; ab < ESC_AB_COUNT; ab++)
        ability_card(p, ab);
}

static void status_row(page *p, int status, const char *name, const char *text)
{
    int s = p->body * 2;
    SDL_Texture *icon = p->u->app->assets.status[status];
    if (shows(p, p->y, s) && icon) {
        SDL_Rect r = { p->x, p->top + p->y, s, s };
        SDL_RenderCopy(p->u->r, icon, NULL, &r);
    }
    int x = p->x + s + p->gap, w = p->w - s - p->gap;
    line(p, x, p->y, w, name, p->body, true, gold);
    int th = p->body * 3 / 2 + wrapped(p, x, p->y + p->body * 3 / 2, w, text, p->body, ink);
    p->y += imax(s, th) + p->gap;
}

static void section_statuses(page *p)
{
    para(p, _("Statuses show as icons at the top right of a unit's token and on its card in the side panel."));
    status_row(p, 0, _("Defensive stance (from Defensive Stance)"),
               _("Cancels the next 1 point of damage dealt to the unit, then is gone. A unit has one at most."));
    status_row(p, 1, _("Suppressed (from Suppressing Fire)"),
               _("In its owner's next turn the unit may take only 1 action. Gone at the end of that turn."));
    status_row(p, 2, _("Untargetable (from Tactical Retreat)"),
               _("Enemy attacks and abilities cannot target the unit until the end of the opponent's next turn. It still "
                 "blocks line of sight, and Sweep passes it by."));
    status_row(p, 3, _("Overcharged (from Overcharge)"),
               _("In its owner's next turn the unit can neither attack nor use an attacking ability."));
    status_row(p, 4, _("Guarded (from Guardian)"),
               _("Damage dealt to the unit is dealt to its guardian instead, until the start of the guardian's owner's "
                 "next turn, or until the guardian dies."));
}

static void section_ending(page *p)
{
    char text[1000];
    heading(p, _("Elimination"));
    para(p, _("A player with no units left loses at once. If both players lose their last unit in the same action, the "
              "player whose turn it is wins."));
    heading(p, _("Round limit"));
    snprintf(text, sizeof text,
             P_("A match has a round limit, %d round unless the match setup says otherwise. At the end of the last "
                "round, the player whose surviving units total more rank points wins; if they are equal, the one with "
                "more Health left in total; if that is equal too, the match is a draw.",
                "A match has a round limit, %d rounds unless the match setup says otherwise. At the end of the last "
                "round, the player whose surviving units total more rank points wins; if they are equal, the one with "
                "more Health left in total; if that is equal too, the match is a draw.",
                ESC_DEFAULT_ROUND_LIMIT),
             ESC_DEFAULT_ROUND_LIMIT);
    para(p, text);
    heading(p, _("Objective markers"));
    snprintf(text, sizeof text,
             P_("Some maps have an objective zone (squares framed in yellow). At the end of each turn, if the player "
                "whose turn it was has a unit in the zone and the opponent has none there, that player takes a control "
                "marker and the opponent, if they have any, loses one. %d marker wins at once, even in the last round.",
                "Some maps have an objective zone (squares framed in yellow). At the end of each turn, if the player "
                "whose turn it was has a unit in the zone and the opponent has none there, that player takes a control "
                "marker and the opponent, if they have any, loses one. %d markers win at once, even in the last round.",
                ESC_DEFAULT_MARKERS_TO_WIN),
             ESC_DEFAULT_MARKERS_TO_WIN);
    para(p, text);
    const help_diagram *zone = &p->h->diagrams[HELP_DIAGRAM_ZONE];
    /* TRANSLATORS: %d is how many markers blue has once this turn ends. */
    snprintf(text, sizeof text,
             _("Here blue holds the zone alone: when blue's turn ends, blue takes a marker (%d after this turn). If red "
               "moved a unit in, neither would take one."),
             zone->markers);
    figure(p, zone, text);
    heading(p, _("After the match"));
    para(p, _("The result says who won, how and after how many rounds. Rematch (R) plays the same squads on the same map "
              "with new dice; View board shows the final position."));
}

static void section_keys(page *p)
{
    heading(p, _("In a battle"));
    /* TRANSLATORS: the keys column: key names as your keyboard prints them ("Échap", "Maj", "Suppr");
     * single letters and F-keys are the real keys, keep them. */
    key_row(p, C_("key", "Left click"), _("On one of your units: select it. On a blue square: move there. On an enemy with a red "
                                          "reticle: attack it."));
    key_row(p, C_("key", "Right click, Esc"), _("Back one step; Esc with nothing selected opens the pause menu."));
    key_row(p, C_("key", "Tab, Shift+Tab"), _("Next or previous unit that can still act."));
    key_row(p, C_("key", "M, A"), _("Show only the selected unit's moves, or only its attacks."));
    key_row(p, C_("key", "1 … 9"), _("The selected unit's abilities, in the order of its card."));
    key_row(p, C_("key", "D"), _("Stop giving Command Forward's free moves."));
    key_row(p, C_("key", "E"), _("End the turn; while actions remain it asks first, and E or Enter confirms."));
    key_row(p, C_("key", "Ctrl+Z"), _("Undo the last action of your current turn."));
    key_row(p, C_("key", "T"), _("Show every square the enemy could hit next turn."));
    key_row(p, C_("key", "R"), _("On the result: rematch."));
    heading(p, _("Menus"));
    key_row(p, C_("key", "N"), _("Main menu: a new Escarmouche match."));
    key_row(p, C_("key", "L"), _("Main menu: load a saved game."));
    key_row(p, C_("key", "Enter"), _("Match setup: start the match."));
    key_row(p, C_("key", "Esc"), _("Back, close a menu; on the main menu, quit."));
    heading(p, _("Barracks"));
    key_row(p, C_("key", "Up, Down, Tab"), _("The library: choose an entry; Tab switches between squads and units."));
    key_row(p, C_("key", "Enter, N"), _("Edit the chosen entry; make a new one."));
    key_row(p, C_("key", "Ctrl+D, F2, Delete"), _("Duplicate, rename, delete the chosen entry; Ctrl+Z undoes a delete."));
    key_row(p, C_("key", "Ctrl+S"), _("In an editor: save."));
    key_row(p, C_("key", "Ctrl+R"), _("In the unit editor: a random unit of the chosen rank."));
    heading(p, _("Everywhere"));
    key_row(p, C_("key", "F1"), _("This help."));
    key_row(p, C_("key", "F11"), _("Full screen on or off."));
    heading(p, _("In this help"));
    key_row(p, C_("key", "Up, Down, wheel"), _("Scroll."));
    key_row(p, C_("key", "(Shift+) Space"), _("A page down (with Shift: up)."));
    key_row(p, C_("key", "Left, Right, Tab"), _("The previous or next section; 1 to 7 open a section."));
    key_row(p, C_("key", "Esc"), _("Close the help."));
}

static void (*const sections[HELP_SECTION_COUNT])(page *p) = {
    section_turn, section_actions, section_sight, section_abilities, section_statuses, section_ending, section_keys,
};

/* ---- the screen ---- */

typedef struct help_layout {
    SDL_Rect back, tabs[HELP_SECTION_COUNT], view;
    int title_px, title_y, hint_y;
} help_layout;

static help_layout layout(const ui *u)
{
    const app *a = u->app;
    help_layout l;
    int margin = imax(ui_px(u, 24), 12), gap = imax(ui_px(u, 8), 5);
    int bh = imax(ui_px(u, 40), 30), bw = imax(ui_px(u, 120), 90);
    l.title_px = imax(ui_px(u, 30), 20);
    l.back = ui_rect(a->w - margin - bw, margin / 2 + 2, bw, bh);
    l.title_y = l.back.y + (bh - l.title_px * 5 / 4) / 2;
    /* One row of tabs, or two when a tab would be too narrow for its title at
     * the 12 px text floor (a small window). */
    int per_row = HELP_SECTION_COUNT;
    int ty = l.back.y + bh + gap, tw = (a->w - 2 * margin - (per_row - 1) * gap) / per_row;
    if (tw < 120) {
        per_row = (HELP_SECTION_COUNT + 1) / 2;
        tw = (a->w - 2 * margin - (per_row - 1) * gap) / per_row;
    }
    for (int i = 0; i < HELP_SECTION_COUNT; i++)
        l.tabs[i] = ui_rect(margin + i % per_row * (tw + gap), ty + i / per_row * (bh + gap), tw, bh);
    ty = l.tabs[HELP_SECTION_COUNT - 1].y;
    int hint_h = imax(ui_px(u, 14), 12) * 2;
    l.hint_y = a->h - hint_h + imax(ui_px(u, 14), 12) / 3;
    int vy = ty + bh + gap;
    l.view = ui_rect(margin, vy, a->w - 2 * margin, a->h - hint_h - vy);
    return l;
}

static void clamp_scroll(escarmouche_help *h)
{
    int *s = &h->scroll[h->section];
    if (*s > h->max_scroll)
        *s = h->max_scroll;
    if (*s < 0)
        *s = 0;
}

static void go_to(escarmouche_help *h, int section)
{
    h->section = (help_section)((section % HELP_SECTION_COUNT + HELP_SECTION_COUNT) % HELP_SECTION_COUNT);
    h->max_scroll = 1 << 28; /* unknown until the next layout */
}

static void scroll_by(escarmouche_help *h, int dy)
{
    h->scroll[h->section] += dy;
    clamp_scroll(h);
}

/* Keys and the wheel; true when the event was used. */
static bool help_keys(ui *u, escarmouche_help *h, const help_layout *l)
{
    const ui_event *ev = u->ev;
    int step = body_px(u) * 3, pagestep = imax(l->view.h * 9 / 10, step);
    if (ev->kind == UI_EV_WHEEL) {
        scroll_by(h, -ev->wheel * step);
        return true;
    }
    if (ev->kind != UI_EV_KEY)
        return false;
    switch (ev->key) {
    case UI_KEY_UP: scroll_by(h, -step); return true;
    case UI_KEY_DOWN: scroll_by(h, step); return true;
    case UI_KEY_SPACE: scroll_by(h, ev->shift ? -pagestep : pagestep); return true;
    case UI_KEY_PAGE_DOWN: scroll_by(h, pagestep); return true;
    case UI_KEY_PAGE_UP: scroll_by(h, -pagestep); return true;
    case UI_KEY_LEFT: go_to(h, (int)h->section - 1); return true;
    case UI_KEY_RIGHT: go_to(h, (int)h->section + 1); return true;
    case UI_KEY_TAB: go_to(h, (int)h->section + (ev->shift ? -1 : 1)); return true;
    default: break;
    }
    if (ev->key >= UI_KEY_1 && ev->key < UI_KEY_1 + HELP_SECTION_COUNT) {
        go_to(h, (int)(ev->key - UI_KEY_1));
        return true;
    }
    return false;
}

static void draw_page(ui *u, escarmouche_help *h, const help_layout *l)
{
    ui_panel(u, l->view);
    int pad = imax(ui_px(u, 18), 10);
    page p = { 0 };
    p.u = u;
    p.h = h;
    p.view = l->view;
    p.w = imin(l->view.w - 2 * pad, imax(ui_px(u, 980), 760));
    p.x = l->view.x + (l->view.w - p.w) / 2;
    p.body = body_px(u);
    p.head = head_px(u);
    p.gap = imax(ui_px(u, 12), 8);
    p.diagram = imin(imax(ui_px(u, 240), 184), 344) / 8 * 8;
    clamp_scroll(h);
    p.top = l->view.y + pad - h->scroll[h->section];
    SDL_Rect clip = { l->view.x + 1, l->view.y + 1, l->view.w - 2, l->view.h - 2 };
    SDL_RenderSetClipRect(u->r, &clip);
    sections[h->section](&p);
    SDL_RenderSetClipRect(u->r, NULL);
    h->page_height = l->view.h;
    h->max_scroll = imax(0, p.y + 2 * pad - l->view.h);
    if (h->scroll[h->section] > h->max_scroll) {
        /* The window grew: the page is drawn again from a valid place next frame. */
        h->scroll[h->section] = h->max_scroll;
        u->app->dirty = true;
    }
    /* A scroll bar, when the page is longer than the view. */
    if (h->max_scroll > 0) {
        int track = l->view.h - 2 * pad, total = h->max_scroll + l->view.h;
        int bar = imax(track * l->view.h / total, ui_px(u, 24));
        int by = l->view.y + pad + (track - bar) * h->scroll[h->section] / h->max_scroll;
        int bw = imax(ui_px(u, 5), 3);
        ui_fill(u, ui_rect(l->view.x + l->view.w - bw - 3, l->view.y + pad, bw, track), ui_rgb(36, 42, 58));
        ui_fill(u, ui_rect(l->view.x + l->view.w - bw - 3, by, bw, bar), ui_rgb(110, 122, 150));
    }
}

static void help_run(ui *u, void *self)
{
    escarmouche_help *h = self;
    app *a = u->app;
    help_layout l = layout(u);
    if (u->ev && ui_pressed(u, UI_KEY_ESCAPE)) {
        app_scene_pop(a, NULL);
        return;
    }
    if (u->ev && help_keys(u, h, &l)) {
        a->dirty = true;
        return;
    }
    if (u->draw) {
        h->overflows = 0;
        h->last_overflow[0] = '\0';
        SDL_SetRenderDrawColor(u->r, 16, 19, 28, 255);
        SDL_RenderClear(u->r);
        const char *title = _("How to play Escarmouche");
        int tx = l.tabs[0].x;
        if (ui_text_width(u, title, l.title_px, true) > l.back.x - tx - ui_px(u, 8))
            overflow(h, title);
        ui_text(u, tx, l.title_y, title, l.title_px, true, ui_rgb(242, 236, 220), UI_LEFT);
    }
    if (ui_button(u, l.back, _("Back"), true)) {
        app_scene_pop(a, NULL);
        return;
    }
    for (int i = 0; i < HELP_SECTION_COUNT; i++) {
        if (u->draw && i == (int)h->section) {
            SDL_Rect r = l.tabs[i];
            ui_fill(u, ui_rect(r.x - 2, r.y - 2, r.w + 4, r.h + 4), gold);
        }
        /* ui_button draws its label at ui_px(15) bold. */
        const char *tab = _(section_titles[i]);
        if (u->draw && ui_text_width(u, tab, ui_px(u, 15), true) > l.tabs[i].w - 4)
            overflow(h, tab);
        if (ui_button(u, l.tabs[i], tab, true)) {
            go_to(h, i);
            a->dirty = true;
            return;
        }
    }
    if (!u->draw)
        return;
    draw_page(u, h, &l);
    /* TRANSLATORS: the help's bottom line, keys and what they do; the short form below
     * is shown when this one is wider than the window. */
    const char *hint = _("Up/Down, wheel: scroll · Space: next page · Left/Right: section · Esc: back");
    int hint_px = imax(ui_px(u, 14), 12);
    if (ui_text_width(u, hint, hint_px, false) <= a->w - 2 * l.view.x)
        ui_text(u, a->w / 2, l.hint_y, hint, hint_px, false, dim, UI_CENTER);
    else
        ui_text(u, a->w / 2, l.hint_y, _("Scroll: arrows, wheel · Esc: back"), hint_px, false, dim, UI_CENTER);
}

static bool help_enter(app *a, const void *arg, void **self)
{
    (void)arg;
    escarmouche_help *h = calloc(1, sizeof *h);
    if (!h) {
        snprintf(a->message, sizeof a->message, "%s", _("Not enough memory for the help"));
        return false;
    }
    help_diagrams_build(h->diagrams);
    h->max_scroll = 1 << 28;
    *self = h;
    return true;
}

static void help_leave(app *a, void *self)
{
    (void)a;
    free(self);
}

const scene escarmouche_help_scene = {
    .name = "help",
    .own_tab = true, /* Tab moves among its own things */
    .enter = help_enter,
    .leave = help_leave,
    .event = help_run,
    .frame = help_run,
};

escarmouche_help *escarmouche_help_current(app *a)
{
    return app_scene_state(a, &escarmouche_help_scene);
}
