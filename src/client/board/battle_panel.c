/*
 * What the battle screen shows around the board: the top bar (round, side,
 * actions left, markers), the side panel (the command buttons at a fixed place
 * on top, then the selected unit's card, the log) and the dice for the first turn.
 */
#include <stdio.h>
#include <string.h>

#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/view.h"
#include "board/worst.h"
#include "shell/ui.h"
#include "skirmish/ai/ai.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/i18n.h"

/* The objective's control markers at the top right, ending at x_right: each side's
 * count after its player's emblem in its colour (as on its tokens' rims and
 * everywhere else the player is shown), then the number needed. Returns the
 * width; draws only when `draw`. */
static int draw_markers(ui *u, int x_right, int y, const esc_game *g, const esc_game *held_before, bool draw)
{
    int px = ui_px(u, 16), icon = px, gap = ui_px(u, 8);
    SDL_Color ink = ui_rgb(240, 210, 110);
    char count[ESC_SIDES][24], tail[120];
    bool pending = false;
    for (int s = 0; s < ESC_SIDES; s++) {
        /* A turn held open has not ended: its markers come at End turn, as the
         * rules say, so the bar shows the count before it and what End turn
         * changes ("0→1"), not a marker already taken (play-test 3). */
        if (held_before && held_before->markers[s] != g->markers[s]) {
            snprintf(count[s], sizeof count[s], "%d→%d", held_before->markers[s], g->markers[s]);
            pending = true;
        } else {
            snprintf(count[s], sizeof count[s], "%d", g->markers[s]);
        }
    }
    if (pending)
        /* TRANSLATORS: top bar, after each side's control markers ("0→1") while the turn's last action is spent
         * and End turn is still to come: how many win, and when the change happens. */
        snprintf(tail, sizeof tail, _("(of %d) · at End turn"), g->settings.markers_to_win);
    else
        /* TRANSLATORS: top bar, after each side's control markers: how many win ("(of 5)"). */
        snprintf(tail, sizeof tail, _("(of %d)"), g->settings.markers_to_win);
    /* TRANSLATORS: top bar, before each side's count of control markers. */
    const char *label = _("Markers");
    int w = ui_text_width(u, label, px, false) + gap + ui_text_width(u, tail, px, false);
    for (int s = 0; s < ESC_SIDES; s++)
        w += icon + ui_px(u, 4) + ui_text_width(u, count[s], px, true) + gap;
    if (!draw || !u->draw)
        return w;
    int x = x_right - w;
    x += ui_text(u, x, y, label, px, false, ink, UI_LEFT) + gap;
    for (int s = 0; s < ESC_SIDES; s++) {
        float cx = (float)x + (float)icon / 2.0f, cy = (float)y + (float)px * 0.62f;
        ui_emblem(u->r, board_emblem(s), cx, cy, (float)icon * 0.36f, board_colour(s));
        x += icon + ui_px(u, 4);
        x += ui_text(u, x, y, count[s], px, true, ink, UI_LEFT) + gap;
    }
    ui_text(u, x, y, tail, px, false, ink, UI_LEFT);
    return w;
}

int battle_draw_top_bar(ui *u, const board_layout *l, app *a, int *room_right)
{
    board_battle *bb = board_battle_current(a);
    const board_battle_state *b = &bb->st;
    const esc_game *g = &bb->match.game;
    const esc_squad *sq[ESC_SIDES];
    battle_squads(a, sq);
    /* The side whose action is still being shown, or whose turn is held open,
     * keeps the bar until it is over. */
    bool previous = b->shown_side >= 0 && b->shown_side != g->active && g->phase == ESC_PHASE_BATTLE &&
                    b->shown_round >= 1; /* a placement (round 0) held no turn: the bar names who starts */
    int side = previous ? b->shown_side : g->active;
    int round = previous ? b->shown_round : esc_game_round(g);
    if (b->replay.on && g->phase == ESC_PHASE_BATTLE) {
        /* The last turn shown again: the bar names the side that played it,
         * in the round it was played, not the side to play now. */
        previous = true;
        side = b->replay.side;
        round = b->replay.round;
    }
    if (round < 1)
        round = 1; /* the dice for the first turn follow the last placement (round 0) */
    ui_fill(u, l->top, ui_rgb(26, 30, 44));
    ui_fill(u, ui_rect(0, l->top.h - 2, l->top.w, 2), ui_rgb(56, 64, 86));
    int px = ui_px(u, 18), y = (l->top.h - px * 5 / 4) / 2, x = ui_px(u, 16);
    char text[200];
    /* The markers sit at the right; what is left of them is the room for the rest. */
    int right = l->top.w - ui_px(u, 16);
    esc_game held_before;
    const esc_game *pending = board_match_held_before(&bb->match, &held_before) ? &held_before : NULL;
    if (g->zone)
        right -= draw_markers(u, right, y, g, pending, false) + ui_px(u, 16);
    if (g->phase == ESC_PHASE_DEPLOY)
        snprintf(text, sizeof text, "%s", g->vanguard_pending ? _("Prepared Ambuscade") : _("Deployment"));
    else if (g->phase == ESC_PHASE_OVER)
        /* A battle of a larger game (the Campaign's) is not that game's end. */
        snprintf(text, sizeof text, "%s", bb->report ? _("Battle over") : _("Game over"));
    else if (g->settings.round_limit)
        /* TRANSLATORS: top bar: the current round, the round limit. */
        snprintf(text, sizeof text, _("Round %d of %d"), round, g->settings.round_limit);
    else
        snprintf(text, sizeof text, _("Round %d"), round);
    x += ui_text(u, x, y, text, px, true, ui_rgb(236, 238, 244), UI_LEFT) + ui_px(u, 24);
    if (g->phase != ESC_PHASE_OVER && board_anim_rolling(&b->anim)) {
        /* The dice for the first turn still rolling: no one's turn yet (the bar
         * named the winner while the dice showed a tie, play-test 4). */
        ui_text(u, x, y, _("Rolling for the first turn"), px, false, ui_rgb(220, 224, 234), UI_LEFT);
    } else if (g->phase != ESC_PHASE_OVER) {
        ui_emblem(u->r, board_emblem(side), (float)x + px / 2.0f, (float)y + px * 0.6f, px * 0.45f, board_colour(side));
        x += px + ui_px(u, 6);
        char name[DATA_SEAT_NAME_MAX + 40];
        board_match_side_name(&bb->match, side, name, sizeof name);
        const char *title = battle_side_title(&bb->match, sq[side], side);
        bool replay = b->replay.on && g->phase == ESC_PHASE_BATTLE;
        if (replay) {
            /* Play-test 11: the bar read like a live turn of the other side;
             * it says it is a replay, with no action discs. */
            /* TRANSLATORS: top bar while a side's last turn is shown again; %s is its player ("Bob"). */
            snprintf(text, sizeof text, _("Replay: %s's last turn"), name);
            i18n_elide(text);
        } else if (!title[0])
            snprintf(text, sizeof text, "%s", name);
        else if (bb->match.human[side] || bb->match.remote || !bb->match.seats[side].name[0])
            /* TRANSLATORS: top bar: the player to play (its name: "Ann", "Computer (Normal)") and its squad's. */
            snprintf(text, sizeof text, _("%s · %.60s"), name, title);
        else
            /* TRANSLATORS: top bar: a named computer player, its squad's name, its level ("Normal"). */
            snprintf(text, sizeof text, _("%s · %.60s (computer, %s)"), name, title,
                     _(ai_level_name((ai_level)bb->match.ai_level[side])));
        /* A longer translation or squad name: a smaller font rather than over the markers. */
        int tail = g->phase == ESC_PHASE_BATTLE && !replay ? (int)(px * 2.8f) + ui_text_width(u, _("actions"), ui_px(u, 14), false) : 0;
        int name_px = px;
        while (name_px > ui_px(u, 12) && x + ui_text_width(u, text, name_px, false) + ui_px(u, 18) + tail > right)
            name_px--;
        x += ui_text(u, x, y + (px - name_px) / 2, text, name_px, replay,
                     replay ? ui_rgb(255, 214, 110) : ui_rgb(220, 224, 234), UI_LEFT) +
             ui_px(u, 18);
        if (g->phase == ESC_PHASE_BATTLE && !replay) {
            /* The two action slots. */
            for (int i = 0; i < ESC_ACTIONS_PER_TURN; i++) {
                float cx = (float)x + (float)i * px * 1.3f + px / 2.0f, cy = (float)y + px * 0.62f;
                if (!previous && i < g->actions_left)
                    draw_disc(u->r, cx, cy, px * 0.42f, ui_rgb(250, 214, 90));
                else
                    draw_ring(u->r, cx, cy, px * 0.42f, 2.5f, ui_rgb(120, 120, 130));
            }
            x += (int)(px * 2.8f);
            /* TRANSLATORS: top bar, after the two discs showing the actions left this turn. */
            x += ui_text(u, x, y, _("actions"), ui_px(u, 14), false, ui_rgb(160, 166, 180), UI_LEFT);
        }
    }
    if (g->zone)
        draw_markers(u, l->top.w - ui_px(u, 16), y, g, pending, true);
    /* Another game's battle (the Campaign's) says what it is on the right when
     * there is room; the log's first line says it always. */
    const char *caption = bb->match.caption;
    int free_right = right;
    /* While a passing message shows, the caption gives it its room (play-test
     * 11, Campaign: "deploys first" lay over it); the log says the same. */
    if (caption[0] && !b->toast[0] && x + ui_px(u, 24) + ui_text_width(u, caption, ui_px(u, 14), false) <= right) {
        int cw = ui_text(u, right, y + ui_px(u, 2), caption, ui_px(u, 14), false, ui_rgb(200, 206, 220), UI_RIGHT);
        free_right = right - cw - ui_px(u, 8);
    }
    if (room_right)
        *room_right = free_right;
    return x;
}

/* Who wins if the round limit is reached now: 0 or 1, -1 for a draw (the
 * core's figures: rank points left, then Health; a scenario's own ruling). */
int battle_limit_leader(const esc_game *g)
{
    int rp0 = esc_game_rank_points_left(g, 0), rp1 = esc_game_rank_points_left(g, 1);
    int hp0 = esc_game_health_left(g, 0), hp1 = esc_game_health_left(g, 1);
    int winner = rp0 != rp1 ? (rp0 > rp1 ? 0 : 1) : hp0 != hp1 ? (hp0 > hp1 ? 0 : 1) : -1;
    return g->scenario.active ? esc_objectives_limit_winner(g, winner) : winner;
}

/* What decides the battle at the round limit, always in sight during play:
 * each side's rank points left and Health left (its emblem in its colour, as
 * on its tokens), the rule in the tooltip, and in the last rounds who would
 * win if it ended now. Returns the y below it. */
static int draw_limit_score(ui *u, board_battle *bb, int x, int y, int w)
{
    const esc_game *g = &bb->match.game;
    if (g->phase != ESC_PHASE_BATTLE || g->settings.round_limit <= 0)
        return y;
    int px = ui_px(u, 14), top = y;
    bool fixed = g->scenario.active && g->scenario.limit_winner != ESC_LIMIT_POINTS;
    char line[200], tip[600];
    int leader = battle_limit_leader(g);
    if (fixed) {
        char who[DATA_SEAT_NAME_MAX + 40];
        if (leader >= 0)
            board_match_side_name(&bb->match, leader, who, sizeof who);
        if (leader >= 0)
            /* TRANSLATORS: side panel, a scenario whose round limit gives the win to a side: its name, the round. */
            snprintf(line, sizeof line, _("At the end of round %d: %s wins"), g->settings.round_limit, who);
        else
            /* TRANSLATORS: side panel, a scenario whose round limit is a draw: the round. */
            snprintf(line, sizeof line, _("At the end of round %d: a draw"), g->settings.round_limit);
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0), line, px, ui_rgb(240, 210, 110));
        /* TRANSLATORS: tooltip of the round limit's line in a scenario. */
        ui_tooltip(u, ui_rect(x, top, w, y - top), _("This scenario says who wins if no objective is met by the round limit."));
        return y + ui_px(u, 6);
    }
    if (!g->scenario.active) {
        /* A plain match says how it is won (play-test 3: only the score was
         * shown, never that eliminating every enemy unit wins). */
        if (g->zone)
            /* TRANSLATORS: side panel of a match on a map with an objective zone: how it is won. */
            snprintf(line, sizeof line,
                     _("To win: eliminate every enemy unit, or take %d control markers, or lead on points at the "
                       "round limit."),
                     g->settings.markers_to_win);
        else
            /* TRANSLATORS: side panel of a plain match: how it is won. */
            snprintf(line, sizeof line, "%s",
                     _("To win: eliminate every enemy unit, or lead on points at the round limit."));
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0), line, px, ui_rgb(210, 214, 226)) + ui_px(u, 6);
        top = y;
    }
    if (bb->st.replay.on)
        /* TRANSLATORS: side panel, while the last turn is shown again (the board shows the past): the score as
         * it stands now. */
        snprintf(line, sizeof line, _("Now: score at the limit (round %d)"), g->settings.round_limit);
    else
        /* TRANSLATORS: side panel: the heading of each side's score as the round limit compares it. */
        snprintf(line, sizeof line, _("Score at the round limit (round %d)"), g->settings.round_limit);
    /* A longer language ("Actuellement : score à la limite (manche 30)") a
     * little smaller rather than past the panel's edge. */
    int hpx = px;
    while (hpx > ui_px(u, 10) && ui_text_width(u, line, hpx, true) > w)
        hpx--;
    if (ui_text_width(u, line, hpx, true) <= w) {
        ui_text(u, x, y + (px - hpx) / 2, line, hpx, true, ui_rgb(150, 156, 172), UI_LEFT);
        y += px + px / 2;
    } else { /* on two lines, then */
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0), line, hpx, ui_rgb(150, 156, 172)) + px / 2;
    }
    int col = w / 2, er = ui_px(u, 6);
    for (int s = 0; s < ESC_SIDES; s++) {
        int cx = x + s * col;
        if (u->draw) /* not while measured */
            ui_emblem(u->r, board_emblem(s), (float)(cx + er), (float)y + (float)px * 0.62f, (float)er, board_colour(s));
        /* TRANSLATORS: side panel, a side's score at the round limit: rank points left, Health left ("14 RP · 20 HP"). */
        snprintf(line, sizeof line, _("%d RP · %d HP"), esc_game_rank_points_left(g, s), esc_game_health_left(g, s));
        int lpx = px;
        while (lpx > ui_px(u, 10) && ui_text_width(u, line, lpx, s == leader) > col - 3 * er - ui_px(u, 4))
            lpx--;
        ui_text(u, cx + 3 * er, y + (px - lpx) / 2, line, lpx, s == leader,
                s == leader ? ui_rgb(240, 242, 248) : ui_rgb(190, 196, 210), UI_LEFT);
    }
    y += px + px / 2;
    /* Play-test 15: the line never said what HP is for there. */
    /* TRANSLATORS: side panel, under the scores at the round limit ("30 RP · 13 HP"): what Health left is for. */
    y += ui_text_wrapped(u, ui_rect(x, y - px / 4, w, 0), _("Equal RP: more HP wins (tie-break)"), px * 5 / 6,
                         ui_rgb(150, 156, 172)) + px / 4;
    int round = esc_game_round(g), left = g->settings.round_limit - round;
    if (left <= 2) {
        char who[DATA_SEAT_NAME_MAX + 40];
        if (leader >= 0) {
            board_match_side_name(&bb->match, leader, who, sizeof who);
            /* TRANSLATORS: side panel, the last rounds: who would win by the score if the limit came now. */
            snprintf(line, sizeof line, _("If the battle ended now, %s would win"), who);
        } else {
            /* TRANSLATORS: side panel, the last rounds: equal scores. */
            snprintf(line, sizeof line, "%s", _("If the battle ended now, it would be a draw"));
        }
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0), line, px, ui_rgb(250, 190, 120));
    }
    /* TRANSLATORS: tooltip of the score at the round limit: the last round. RP = rank points, what each unit
     * costs when a squad is built; the score counts those of the units still on the board. */
    snprintf(tip, sizeof tip, _("RP: rank points, what each unit costs when a squad is built (a squad spends a budget "
                                "of them). If nobody has won by the end of round %d, the side whose units still on "
                                "the board total more RP wins; if they are equal, the one with more Health (HP) left; "
                                "if that is equal too, it is a draw."),
             g->settings.round_limit);
    ui_tooltip(u, ui_rect(x, top, w, y - top), tip);
    return y + ui_px(u, 6);
}

static const char *status_words(const esc_game *g, int id, char *out, size_t size)
{
    const esc_unit_state *st = &g->units[id];
    out[0] = '\0';
    size_t n = 0;
/* TRANSLATORS: the statuses below are a unit's, listed after "Status:" on its card. */
#define ADD(s) n += (size_t)snprintf(out + n, n < size ? size - n : 0, "%s%s", n ? ", " : "", s)
    if (st->flags & ESC_UF_STANCE)
        ADD(_("defensive stance"));
    if (esc_game_is_suppressed(g, id))
        ADD(_("suppressed"));
    if (!esc_game_targetable(g, id))
        ADD(_("untargetable"));
    if (esc_game_is_overcharged(g, id))
        ADD(_("overcharged"));
    if (st->guarded_by != ESC_NO_UNIT)
        ADD(_("guarded"));
#undef ADD
    return out;
}

/* The card's line on what the enemy can do to this unit next turn (one of the
 * player's), and how the previewed move or ability changes it. */
static int draw_worst_line(ui *u, SDL_Rect box, app *a, int id, int y)
{
    board_battle *bb = board_battle_current(a);
    const esc_game *g = &bb->match.game;
    const esc_worst_case *now, *after;
    int viewer = board_threat_viewer(g, &bb->st.input);
    if (bb->st.anim.playing || bb->st.replay.on || esc_unit_side(id) != viewer || !esc_game_unit_alive(g, id) ||
        !board_worst_cases(g, &bb->st.input, viewer, bb->st.preview_ability, &now, &after))
        return y;
    char line[400];
    /* The same words as the move preview's tooltip on the board (board/worst.c). */
    board_worst_line(now, after, id, line, sizeof line);
    const esc_worst_case *shown = after ? after : now;
    SDL_Color ink = shown->ko[id] ? ui_rgb(255, 130, 120) : shown->damage[id] ? ui_rgb(250, 190, 120) : ui_rgb(160, 220, 170);
    y += ui_text_wrapped(u, ui_rect(box.x, y, box.w, 0), line, ui_px(u, 14), ink) + ui_px(u, 4);
    return y;
}

static void draw_unit_card(ui *u, SDL_Rect box, app *a, int id, int *y_out)
{
    board_battle *bb = board_battle_current(a);
    const esc_game *g = &bb->match.game;
    const esc_squad *sq[ESC_SIDES];
    battle_squads(a, sq);
    int side = esc_unit_side(id), slot = esc_unit_slot(id);
    const esc_unit_def *def = &sq[side]->units[slot];
    const esc_unit_state *st = &g->units[id];
    int pad = ui_px(u, 10), y = box.y;
    int token = ui_px(u, 64);
    int portraits[ESC_SIDES][ESC_SQUAD_MAX];
    for (int s = 0; s < ESC_SIDES; s++)
        assets_squad_portraits(sq[s], portraits[s], ESC_SQUAD_MAX);
    board_draw_unit_token(u, ui_rect(box.x, y, token, token), side, portraits[side][slot], 1.0f, false, false);
    /* The same mark as on the board's token when another type shares its picture. */
    board_draw_variant_mark(u, (float)box.x + token / 2.0f, (float)y + token / 2.0f, token / 0.9f,
                            board_unit_variant(sq, (const int(*)[ESC_SQUAD_MAX])portraits, side, slot), 1.0f);
    int tx = box.x + token + pad;
    char shown_name[ESC_NAME_MAX + 16];
    esc_unit_display_name(sq[side], slot, shown_name, (int)sizeof shown_name); /* "Archer 2" as in the log */
    ui_text(u, tx, y + ui_px(u, 2), shown_name, ui_px(u, 18), true, ui_rgb(240, 242, 248), UI_LEFT);
    char line[160];
    esc_rank rank = esc_unit_rank(def);
    /* Play-test 14: "cost 20 → rank Elite, worth 6 RP" showed two currencies
     * in the match; only rank points count here (the round-limit score, the
     * squad's budget). The build cost, which sets the rank in the Barracks, is
     * said in the tooltip as the chain it is. */
    /* TRANSLATORS: unit card: the unit's rank ("Elite") and the rank points (RP) it counts for. */
    snprintf(line, sizeof line, _("rank %s · worth %d RP"), _(esc_rank_name(rank)), esc_rank_points(rank));
    int cpx = ui_px(u, 14);
    while (cpx > ui_px(u, 11) && ui_text_width(u, line, cpx, false) > box.x + box.w - tx)
        cpx--;
    ui_text(u, tx, y + ui_px(u, 26), line, cpx, false, ui_rgb(180, 186, 200), UI_LEFT);
    char cost_tip[500];
    battle_rank_points_words(def, cost_tip, sizeof cost_tip);
    ui_tooltip(u, ui_rect(tx, y + ui_px(u, 24), ui_text_width(u, line, cpx, false), ui_px(u, 18)), cost_tip);
    /* Not yet deployed: full Health; eliminated: none. */
    int hp = st->square != ESC_NO_SQUARE ? st->health : (st->flags & ESC_UF_DEAD) ? 0 : def->health;
    /* TRANSLATORS: unit card: Health now/at full, Range, Power, Move (the stats). */
    snprintf(line, sizeof line, _("Health %d/%d   Range %d   Power %d   Move %d"), hp, def->health, def->range,
             def->power, def->move);
    if (ui_text_width(u, line, ui_px(u, 14), true) > box.x + box.w - tx)
        /* TRANSLATORS: the same stats abbreviated, for a narrow card: Health, Range, Power, Move. */
        snprintf(line, sizeof line, _("HP %d/%d  Rng %d  Pow %d  Mov %d"), hp, def->health, def->range, def->power,
                 def->move);
    ui_text(u, tx, y + ui_px(u, 46), line, ui_px(u, 14), true, ui_rgb(222, 226, 236), UI_LEFT);
    char variant[300];
    board_variant_text(sq, (const int(*)[ESC_SQUAD_MAX])portraits, side, slot, variant, sizeof variant);
    if (variant[0])
        ui_tooltip(u, ui_rect(box.x, y, token, token), variant);
    y += token + pad;
    if (variant[0]) /* the diamonds named (play-test 3: small and unexplained) */
        y += ui_text_wrapped(u, ui_rect(box.x, y, box.w, 0), variant, ui_px(u, 14), ui_rgb(255, 236, 150)) + ui_px(u, 4);
    char statuses[160];
    status_words(g, id, statuses, sizeof statuses);
    if (st->square == ESC_NO_SQUARE && (st->flags & ESC_UF_DEAD))
        snprintf(statuses, sizeof statuses, "%s", _("eliminated"));
    if (statuses[0]) {
        /* TRANSLATORS: unit card: the unit's statuses, comma-separated. */
        snprintf(line, sizeof line, _("Status: %.140s"), statuses);
        int sw = ui_text(u, box.x, y, line, ui_px(u, 14), false, ui_rgb(140, 230, 170), UI_LEFT);
        /* Hovering the line explains each status. */
        char explain[1400] = "";
        bool on[BOARD_STATUSES] = { (st->flags & ESC_UF_STANCE) != 0, esc_game_is_suppressed(g, id),
                                    !esc_game_targetable(g, id), esc_game_is_overcharged(g, id),
                                    st->guarded_by != ESC_NO_UNIT };
        size_t n = 0;
        for (int k = 0; k < BOARD_STATUSES; k++)
            if (on[k])
                n += (size_t)snprintf(explain + n, n < sizeof explain ? sizeof explain - n : 0, "%s%s%s%s", n ? " " : "",
                                      board_status_text(k), k == 0 ? " " : "", k == 0 ? board_stance_counter_text() : "");
        ui_tooltip(u, ui_rect(box.x, y, sw, ui_px(u, 18)), explain);
        y += ui_px(u, 20);
    }
    y = draw_worst_line(u, box, a, id, y);
    /* Abilities: a button each for the unit to act with, and their rule text; a
     * button is enabled only for an ability the rules still allow it. */
    bool own_turn = side == g->active && bb->match.human[side] && g->phase == ESC_PHASE_BATTLE && !bb->st.held;
    board_unit_options can = own_turn ? board_input_unit_options(g, id) : (board_unit_options){ false, false, 0 };
    int previewed = ESC_AB_NONE;
    int key = 0;
    for (int ab = 0; ab < ESC_AB_COUNT; ab++) {
        if (!(st->abilities & (1u << ab)))
            continue;
        key++;
        const esc_ability_info *info = esc_ability_get(ab);
        snprintf(line, sizeof line, "%d  %s", key, _(info->name));
        SDL_Rect br = { box.x, y, box.w, ui_px(u, 28) };
        bool active = bb->st.input.mode == BOARD_INPUT_CHOOSE_ABILITY && bb->st.input.ability == ab &&
                      bb->st.input.selected == id;
        bool refused = bb->st.input.refused_ability == ab && bb->st.input.selected == id;
        if (own_turn) {
            bool usable = st->square != ESC_NO_SQUARE && (can.abilities & (1u << ab)) != 0;
            if (usable && ui_hover(u, br) && info->targeting == ESC_TARGETS_NOTHING)
                previewed = ab; /* Sweep: the enemies it would hit; Defensive Stance: the hit it blocks */
            if (usable) {
                ui_tooltip(u, br, _(info->text));
            } else if (u->draw && ui_hover(u, br)) {
                /* Why not, in the rules' own words. */
                char why[300];
                board_input_ability_refusal(g, id, ab, why, sizeof why);
                ui_tooltip(u, br, why);
            }
            if (ui_button(u, br, line, usable)) {
                board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, (board_input_key)(BOARD_INPUT_KEY_ABILITY_1 + key - 1) };
                battle_feed(a, &e);
            }
            if (active)
                ui_frame(u, br, ui_rgb(255, 220, 120), 2);
            else if (refused)
                /* A greyed ability chosen: marked in the colour of the refusal under the
                 * board, not the yellow of a chosen one (play-test 14 read it as focus). */
                ui_frame(u, br, ui_rgb(200, 110, 70), 1);
        } else {
            ui_text(u, box.x, y + ui_px(u, 5), line, ui_px(u, 15), true, ui_rgb(210, 214, 226), UI_LEFT);
        }
        y += ui_px(u, 30);
        char rule[600];
        snprintf(rule, sizeof rule, "%s", _(info->text));
        esc_attack_profile prof = esc_game_attack_profile(g, id, ab);
        if (info->attacks && info->targeting != ESC_TARGETS_NOTHING && !prof.adjacent_all && prof.range > 1) {
            /* Play-test 6: "within 3 squares" said nothing of the wall or the
             * ally in the way; the core's attack profile says what blocks it. */
            size_t n = strlen(rule);
            snprintf(rule + n, sizeof rule - n, " %s",
                     prof.ignore_units
                         /* TRANSLATORS: unit card, after a ranged ability's rule. */
                         ? _("Needs a line of sight: walls and rocks block it, units do not.")
                         /* TRANSLATORS: unit card, after a ranged ability's rule. */
                         : _("Needs a line of sight: walls, rocks and units (yours too) block it."));
        }
        y += ui_text_wrapped(u, ui_rect(box.x + ui_px(u, 6), y, box.w - ui_px(u, 6), 0), rule, ui_px(u, 13),
                             ui_rgb(160, 166, 182)) + ui_px(u, 4);
    }
    bb->st.preview_ability = previewed;
    *y_out = y;
}

void battle_draw_panel(ui *u, const board_layout *l, app *a)
{
    board_battle *bb = board_battle_current(a);
    board_battle_state *b = &bb->st;
    const esc_game *g = &bb->match.game;
    SDL_Rect p = l->panel;
    ui_panel(u, p);
    int pad = ui_px(u, 12), x = p.x + pad, w = p.w - 2 * pad, y = p.y + pad;
    SDL_Rect inner = { x, y, w, 0 };
    /* During Command Forward's free moves the card stays on the commander, not on
     * the ally that last moved. */
    bool commanding = (b->input.mode == BOARD_INPUT_COMMAND_UNIT || b->input.mode == BOARD_INPUT_COMMAND_SQUARE) &&
                      g->command_unit != ESC_NO_UNIT;
    /* The command buttons first, at a fixed place whatever the card below
     * holds (they moved with the card's height before). */
    int bh = ui_px(u, 32), gap = ui_px(u, 6), half = (w - gap) / 2;
    /* Not yet while the computer's last action is still shown (its turn is not over on screen). */
    bool human_turn = bb->match.human[g->active] && g->phase != ESC_PHASE_OVER && !b->anim.playing && !b->held &&
                      (b->shown_side < 0 || b->shown_side == g->active || g->phase != ESC_PHASE_BATTLE);
    board_input_mode mode = b->input.mode;
    /* Watching the computer play itself: no button for a player's own moves
     * (they could never be pressed); the card's hint says a unit may be looked at. */
    bool watching_only = !bb->match.human[0] && !bb->match.human[1];
    if (watching_only && (g->phase == ESC_PHASE_DEPLOY || (g->phase == ESC_PHASE_BATTLE && !b->replay.on))) {
        /* (Showing a turn again is for a player between the other side's turns.) */
    } else if (g->phase == ESC_PHASE_DEPLOY && g->vanguard_pending) {
        /* Prepared Ambuscade: the free move is made on the board; this declines it. */
        ui_tooltip(u, ui_rect(x, y, w, bh), _("Keep the unit where it is; the battle begins."));
        if (ui_button(u, ui_rect(x, y, w, bh), _("Skip the free move (D)"), human_turn)) {
            board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_DONE };
            battle_feed(a, &e);
        }
        y += bh + gap;
    } else if (g->phase == ESC_PHASE_DEPLOY) {
        /* Auto-deploy, and Undo of the last placement (play-test 8). */
        SDL_Rect ab = ui_rect(x, y, half, bh), undo = ui_rect(x + half + gap, y, half, bh);
        ui_tooltip(u, undo, bb->match.human[g->active ^ 1]
                                ? _("Take back your last placement (Ctrl+Z).")
                                : _("Take back your last placement (Ctrl+Z), and the computer's placement after it."));
        if (ui_button(u, undo, _("Undo (Ctrl+Z)"), human_turn && board_match_can_undo(&bb->match))) {
            board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_UNDO };
            battle_feed(a, &e);
        }
        if (ui_button(u, ab, _("Auto-deploy"), human_turn)) {
            b->auto_deploy[g->active] = true;
            bb->match.auto_deploy[g->active] = true; /* kept in the save (board/match.c) */
            battle_auto_deploy(bb);
        }
        if (human_turn && bb->match.human[g->active ^ 1])
            /* Hot-seat: placements alternate between the players. */
            ui_tooltip(u, ab, b->auto_deploy[g->active ^ 1]
                                  ? _("Places all your remaining units now: the other player chose Auto-deploy too, "
                                      "so the battle begins")
                                  : _("Places all your remaining units, each at its turn between the other player's "
                                      "placements, with no more clicks"));
        y += bh + gap;
    } else if (g->phase == ESC_PHASE_OVER) {
        /* After "View board": back to the result, its Rematch and Menu. */
        if (ui_button(u, ui_rect(x, y, w, bh), _("Show the result"), b->overlay == BOARD_BATTLE_PLAYING)) {
            b->overlay = BOARD_BATTLE_RESULT;
            a->dirty = true;
        }
        y += bh + gap;
    } else if (g->phase == ESC_PHASE_BATTLE && b->replay.on) {
        y = battle_replay_panel(u, bb, x, y, w, battle_anim_speed(a));
    } else if (mode == BOARD_INPUT_COMMAND_UNIT || mode == BOARD_INPUT_COMMAND_SQUARE) {
        if (ui_button(u, ui_rect(x, y, w, bh), _("Done with free moves (D)"), human_turn)) {
            board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_DONE };
            battle_feed(a, &e);
        }
        y += bh + gap;
    } else if (g->phase == ESC_PHASE_BATTLE) {
        bool own = human_turn && b->input.selected != ESC_NO_UNIT && esc_unit_side(b->input.selected) == g->active;
        board_unit_options can = own ? board_input_unit_options(g, b->input.selected) : (board_unit_options){ false, false, 0 };
        ui_tooltip(u, ui_rect(x, y, half, bh), _("Show only where the selected unit can move (M). One action."));
        /* A greyed Attack says why (the rules' reason for the selected unit). */
        char attack_tip[300];
        if (own && can.attack)
            snprintf(attack_tip, sizeof attack_tip, "%s", _("Show only the enemies the selected unit can attack (A). One action."));
        else if (!human_turn)
            /* TRANSLATORS: tooltip of the greyed Attack button while the other side plays. */
            snprintf(attack_tip, sizeof attack_tip, "%s", _("Not now: it is not your turn."));
        else if (!own)
            /* TRANSLATORS: tooltip of the greyed Attack button with none of the player's units selected. */
            snprintf(attack_tip, sizeof attack_tip, "%s", _("Select one of your units first (click it, or Tab)."));
        else {
            esc_problem why = board_input_attack_problem(g, b->input.selected);
            if (why == ESC_ERR_NO_TARGET)
                /* TRANSLATORS: tooltip of the greyed Attack button: the selected unit reaches no enemy. */
                snprintf(attack_tip, sizeof attack_tip, "%s",
                         _("Not now: no enemy is both in its range and in its line of sight. Move first, or pick another unit."));
            else
                /* TRANSLATORS: tooltip of the greyed Attack button; %s is the rules' reason. */
                snprintf(attack_tip, sizeof attack_tip, _("Not now: %s"), _(esc_problem_text(why)));
        }
        ui_tooltip(u, ui_rect(x + half + gap, y, half, bh), attack_tip);
        if (ui_button(u, ui_rect(x, y, half, bh), _("Move (M)"), own && can.move)) {
            board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_MOVE };
            battle_feed(a, &e);
        }
        if (ui_button(u, ui_rect(x + half + gap, y, half, bh), _("Attack (A)"), own && can.attack)) {
            board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_ATTACK };
            battle_feed(a, &e);
        }
        y += bh + gap;
        const char *end = mode == BOARD_INPUT_CONFIRM_END && !b->held ? _("Confirm end turn") : _("End turn (E)");
        ui_tooltip(u, ui_rect(x, y, half, bh), _("End your turn and pass to the other side (E, Enter to confirm)."));
        ui_tooltip(u, ui_rect(x + half + gap, y, half, bh),
                   _("Take back the last action of your turn (Ctrl+Z): both of them until you end the turn."));
        if (ui_button(u, ui_rect(x, y, half, bh), end, human_turn || (b->held && !b->anim.playing))) {
            board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, mode == BOARD_INPUT_CONFIRM_END ? BOARD_INPUT_KEY_CONFIRM : BOARD_INPUT_KEY_END_TURN };
            battle_feed(a, &e);
        }
        if (ui_button(u, ui_rect(x + half + gap, y, half, bh), _("Undo (Ctrl+Z)"),
                      !b->anim.playing && (b->held ? board_match_can_undo_turn_end(&bb->match)
                                                   : board_match_can_undo(&bb->match)))) {
            board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_UNDO };
            battle_feed(a, &e);
        }
        y += bh + gap;
        /* Held or not, the row keeps its place (play-test 5: it vanished once
         * the turn was held and the buttons below jumped up); greyed then. */
        y = battle_replay_panel(u, bb, x, y, w, battle_anim_speed(a));
    }
    ui_tooltip(u, ui_rect(x, y, half, bh), _("Hatch every square the enemy can hit next turn and mark your units there (T)."));
    ui_tooltip(u, ui_rect(x + half + gap, y, half, bh), _("Pause: save, load, settings, quit (Esc)."));
    /* A campaign battle may be given up: the units still on the board survive. */
    if (g->settings.hooks.yielding && g->phase == ESC_PHASE_BATTLE) {
        char yield_tip[400];
        const char *label = battle_yield_label(bb, yield_tip, sizeof yield_tip);
        ui_tooltip(u, ui_rect(x, y, w, bh), yield_tip);
        if (ui_button(u, ui_rect(x, y, w, bh), label, battle_can_yield(bb))) {
            battle_ask_yield(a);
            return;
        }
        y += bh + gap;
    }
    /* Off hides all of it, the badges (KO, -N) too (play-test 16: "Danger:
     * off" with badges shown read as broken); the unit card keeps its line. */
    ui_tooltip(u, ui_rect(x, y, half, bh),
               _("T shows or hides the enemy's next-turn danger: the hatched squares it can attack and the KO and -N "
                 "badges on your tokens. The selected unit's card always says it."));
    /* TRANSLATORS: battle button: the squares the enemy can attack next turn, shown (hatched) or not; short.
     * Play-test 14: "Hatching" named the drawing, not what it shows. */
    char threats[80];
    snprintf(threats, sizeof threats, "%s", b->input.show_threats ? _("Danger: on (T)") : _("Danger: off (T)"));
    /* Too long for the half button (a longer language at 800 x 560): without
     * its key, which the tooltip names. */
    int bpx = ui_px(u, 15), least = bpx - (bpx * 2 + 9) / 10; /* the smallest a button's label may shrink to */
    char *key_part = strrchr(threats, '(');
    if (key_part && key_part > threats && ui_text_width(u, threats, least, true) > half - 6) {
        while (key_part > threats && key_part[-1] == ' ')
            key_part--;
        *key_part = '\0';
    }
    if (ui_button(u, ui_rect(x, y, half, bh), threats, true)) {
        board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_THREATS };
        battle_feed(a, &e);
    }
    if (ui_button(u, ui_rect(x + half + gap, y, half, bh), _("Menu (Esc)"), true)) {
        app_scene_push(a, &board_pause_scene, NULL);
        return;
    }
    y += bh + gap * 2;
    int card = commanding ? g->command_unit : b->input.selected;
    if (card != ESC_NO_UNIT && (g->units[card].flags & ESC_UF_PRESENT)) {
        inner.y = y;
        draw_unit_card(u, inner, a, card, &y);
    } else {
        bool watching = !bb->match.human[0] && !bb->match.human[1];
        bool scn = g->scenario.active; /* a scenario's sides deploy on squares of their own */
        const char *hint = g->phase == ESC_PHASE_DEPLOY
                               ? (bb->match.human[g->active]
                                      ? (scn ? _("Place your units on your deployment squares, one at a time in turn.")
                                             : _("Place your units on your two home ranks, one at a time in turn."))
                                      : bb->match.remote
                                          /* TRANSLATORS: online, deployment: the other player's turn to place */
                                          ? _("The other player places a unit. Those not yet placed stay hidden.")
                                      : (scn ? _("The computer places its units on its deployment squares.")
                                             : _("The computer places its units on its two home ranks.")))
                           : watching || g->phase == ESC_PHASE_OVER ? _("Click a unit to see its card.")
                                      : _("Select a unit to see its card. Tab cycles your units.");
        ui_text_wrapped(u, ui_rect(x, y, w, 0), hint, ui_px(u, 14), ui_rgb(170, 176, 190));
        y += ui_px(u, 44);
    }
    y += ui_px(u, 10);
    y = battle_draw_roster(u, a, x, y, w); /* deployment: the units still to place (play-test 16) */
    /* The action log fills the rest, newest at the bottom; the marks' legend
     * and the round limit's score only where the log keeps at
     * least five lines (play-test 16: two at 800 x 560; in a campaign battle,
     * with its Give up row and a unit's card, only the log's heading). */
    int log_px = ui_px(u, 13), line_h = log_px + log_px / 2;
    int bottom = p.y + p.h - pad - b->coach_h; /* above the coach's banner */
    int keep = (line_h + 2) + 5 * line_h;
    ui measure = *u;
    measure.draw = false;
    measure.ev = NULL;
    /* a scenario's objectives are what it is won by: always shown (a
     * campaign battle has none) */
    y = battle_draw_objectives(u, bb, x, y, w, bottom - (line_h + 2)); /* a hint gives way to the log's heading */
    if (bottom - draw_limit_score(&measure, bb, x, y, w) >= keep)
        y = draw_limit_score(u, bb, x, y, w);
    y = battle_draw_legend(u, bb, x, y, w, bottom - y - (line_h + 2) - 5 * line_h); /* what the marks mean (play-test 15) */
    ui_text(u, x, y, _("Log"), ui_px(u, 14), true, ui_rgb(150, 156, 172), UI_LEFT);
    y += line_h + 2;
    int rows = (bottom - y) / line_h;
    if (rows > 0 && u->draw) {
        /* Entries wrap at the panel's width (an indented continuation), so no
         * outcome is cut; the newest rows are at the bottom. */
        static char wrapped[BOARD_LOG_LINES * 4][200];
        static int source[BOARD_LOG_LINES * 4];
        int n = 0;
        int told = b->log_count, roll_told;
        if (board_anim_told_dice(&b->anim, &roll_told) && b->log_dice_row + roll_told < told)
            told = b->log_dice_row + roll_told; /* the dice still rolling: the rest waits */
        for (int i = 0; i < told && n < BOARD_LOG_LINES * 4; i++) {
            const char *rest = b->log[i];
            bool first_row = true;
            while (*rest && n < BOARD_LOG_LINES * 4) {
                char row[200];
                int len = (int)strlen(rest);
                int take = len;
                snprintf(row, sizeof row, "%s%.*s", first_row ? "" : "    ", take, rest);
                while (take > 1 && ui_text_width(u, row, log_px, false) > w) {
                    /* Back to the previous space (or cut a word too long to fit). */
                    int cut = take - 1;
                    while (cut > 0 && rest[cut] != ' ')
                        cut--;
                    take = cut > 0 ? cut : take - 1;
                    snprintf(row, sizeof row, "%s%.*s", first_row ? "" : "    ", take, rest);
                }
                snprintf(wrapped[n], sizeof wrapped[n], "%s", row);
                source[n++] = i;
                rest += take;
                while (*rest == ' ')
                    rest++;
                first_row = false;
            }
        }
        int first = n - rows - b->log_scroll;
        if (first < 0)
            first = 0;
        for (int i = first; i < n && i < first + rows; i++) {
            ui_text(u, x, y, wrapped[i], log_px, false,
                    source[i] == told - 1 ? ui_rgb(236, 238, 244) : ui_rgb(170, 176, 190), UI_LEFT);
            y += line_h;
        }
    }
    if (u->ev && u->ev->kind == UI_EV_WHEEL && ui_hover(u, p)) {
        b->log_scroll += u->ev->wheel;
        if (b->log_scroll < 0)
            b->log_scroll = 0;
        if (b->log_scroll > b->log_count)
            b->log_scroll = b->log_count;
        a->dirty = true;
    }
}

void battle_draw_dice(ui *u, app *a, const board_layout *l)
{
    board_battle *bb = board_battle_current(a);
    float p;
    const esc_event *e = board_anim_current(&bb->st.anim, &p);
    if (!e || (e->kind != ESC_EV_DICE && e->kind != ESC_EV_FIRST_PLAYER))
        return;
    /* Wide enough for both names side by side (text never shrinks with a small
     * window: "Joueur 1" and "Ordinateur (Normal)" must not run together). */
    char who[ESC_SIDES][DATA_SEAT_NAME_MAX + 40];
    int wpx = ui_px(u, 14), er = ui_px(u, 6), widest = 0;
    for (int s = 0; s < ESC_SIDES; s++) {
        board_match_side_name(&bb->match, s, who[s], sizeof who[s]);
        int ww = ui_text_width(u, who[s], wpx, false) + 3 * er;
        widest = ww > widest ? ww : widest;
    }
    int box_w = ui_px(u, 380);
    if (2 * (widest + ui_px(u, 24)) > box_w)
        box_w = 2 * (widest + ui_px(u, 24));
    if (box_w > l->board.w - ui_px(u, 8))
        box_w = l->board.w - ui_px(u, 8);
    SDL_Rect box = { l->board.x + l->board.w / 2 - box_w / 2, l->board.y + l->board.h / 2 - ui_px(u, 90), box_w,
                     ui_px(u, 180) };
    if (e->kind == ESC_EV_FIRST_PLAYER && bb->match.game.n_dice == 0) {
        /* A scenario that says who starts rolls no dice: none drawn, and
         * why (play-test 13: two dice reading "0" looked like a roll). */
        char first[DATA_SEAT_NAME_MAX + 40], title[DATA_SEAT_NAME_MAX + 120];
        board_match_side_name(&bb->match, e->side, first, sizeof first);
        snprintf(title, sizeof title, _("%s takes the first turn"), first);
        box.h = ui_px(u, 96);
        ui_panel(u, box);
        int pad = ui_px(u, 12);
        ui_text_wrapped(u, ui_rect(box.x + pad, box.y + pad, box.w - 2 * pad, 0), title, ui_px(u, 16),
                        ui_rgb(240, 240, 246));
        /* TRANSLATORS: under "Player 1 takes the first turn" when a scenario fixes who starts. */
        ui_text_wrapped(u, ui_rect(box.x + pad, box.y + pad + ui_px(u, 40), box.w - 2 * pad, 0),
                        _("The scenario says who starts: no dice are rolled."), ui_px(u, 14), ui_rgb(200, 204, 216));
        return;
    }
    ui_panel(u, box);
    int die = ui_px(u, 64);
    /* A side's modifier (a campaign's Ready for the Assault) is shown in its
     * die's corner ("+1"), and a tie is a tie of the modified rolls, as the core
     * rolls them. */
    const int8_t *mod = bb->match.game.settings.hooks.die_modifier;
    for (int s = 0; s < ESC_SIDES; s++) {
        SDL_Rect d = { box.x + box.w / 2 + (s == 0 ? -die - ui_px(u, 24) : ui_px(u, 24)), box.y + ui_px(u, 36), die, die };
        ui_fill(u, d, ui_rgb(245, 242, 232));
        ui_frame(u, d, board_colour(s), 4);
        int value;
        if (e->kind == ESC_EV_DICE && p < BOARD_ANIM_DICE_REVEAL && !bb->st.anim.revealed)
            value = 1 + (int)((app_ticks(a) / 70 + (Uint32)s * 3) % 6); /* rolling */
        else if (e->kind == ESC_EV_DICE)
            value = s == 0 ? e->amount : e->other;
        else {
            /* Who starts: the faces of the roll just shown, as the log tells it. */
            const board_anim_player *an = &bb->st.anim;
            const esc_game *g = &bb->match.game;
            value = g->dice[g->n_dice ? g->n_dice - 1 : 0][s];
            for (int i = an->index - 1; i >= 0; i--)
                if (an->events.list[i].kind == ESC_EV_DICE) {
                    value = s == 0 ? an->events.list[i].amount : an->events.list[i].other;
                    break;
                }
        }
        char t[16];
        snprintf(t, sizeof t, "%d", value);
        ui_text(u, d.x + d.w / 2, d.y + ui_px(u, 12), t, ui_px(u, 34), true, ui_rgb(30, 30, 36), UI_CENTER);
        if (mod[s]) {
            /* The modifier in the die's corner, in its side's colour. */
            snprintf(t, sizeof t, "%+d", mod[s]);
            ui_text(u, d.x + d.w - ui_px(u, 4), d.y + d.h - ui_px(u, 22), t, ui_px(u, 15), true, board_colour(s),
                    UI_RIGHT);
        }
        /* The player's emblem before the name, as on the tokens and the top
         * bar; each name in its own half of the box, cut with "…" only when
         * even the widened box is too narrow. */
        int lo = s == 0 ? box.x + ui_px(u, 8) : box.x + box.w / 2 + ui_px(u, 8);
        int hi = s == 0 ? box.x + box.w / 2 - ui_px(u, 8) : box.x + box.w - ui_px(u, 8);
        ui_text_cut(u, who[s], sizeof who[s], wpx, false, hi - lo - 3 * er);
        int ww = ui_text_width(u, who[s], wpx, false);
        int wx = d.x + d.w / 2 - (ww + 3 * er) / 2;
        if (wx < lo)
            wx = lo;
        if (wx + ww + 3 * er > hi)
            wx = hi - ww - 3 * er;
        ui_emblem(u->r, board_emblem(s), (float)(wx + er), (float)(d.y + die + ui_px(u, 8)) + (float)wpx * 0.62f,
                  (float)er, board_colour(s));
        ui_text(u, wx + 3 * er, d.y + die + ui_px(u, 8), who[s], wpx, false, ui_rgb(200, 204, 216), UI_LEFT);
    }
    const char *title = _("Rolling for the first turn");
    char buf[160];
    if (e->kind == ESC_EV_DICE && (p >= BOARD_ANIM_DICE_REVEAL || bb->st.anim.revealed) && e->amount + mod[0] == e->other + mod[1])
        title = _("A tie: roll again");
    else if (e->kind == ESC_EV_FIRST_PLAYER) {
        char first[DATA_SEAT_NAME_MAX + 40];
        board_match_side_name(&bb->match, e->side, first, sizeof first);
        /* TRANSLATORS: %s is the name of the player who plays first. */
        snprintf(buf, sizeof buf, _("%s takes the first turn"), first);
        title = buf;
    }
    ui_text(u, box.x + box.w / 2, box.y + ui_px(u, 10), title, ui_px(u, 16), true, ui_rgb(240, 240, 246), UI_CENTER);
}

