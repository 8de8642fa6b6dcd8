/*
 * TRTS help's pictures (see help_pictures.h). The game is started by the core
 * (trts_state_init), a few units then placed as the rules tests place them, and
 * every step played through trts_apply; the computer seats' standard policy
 * names the targets. The captions print the core's numbers.
 */
#include "trts/help_pictures.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "areamap/board.h"
#include "trts/board.h"
#include "trts/play_internal.h"
#include "skirmish/data/trts_files.h"
#include "skirmish/i18n.h"

#define HELP_MAP "maps/trts/twin-ridge.json"

static trts_why act(trts_state *s, int kind, int player, int a, const trts_set *units)
{
    trts_action x = trts_action_make(kind, player, a, 0, 0);
    if (units)
        x.units = *units;
    return trts_apply(s, &x);
}

/* Plays on with Done, Pass, End and Stay until `stop` says so; false when the
 * game goes elsewhere. */
static bool drive(trts_state *s, bool (*stop)(const trts_state *))
{
    for (int guard = 0; guard < 400; guard++) {
        if (stop(s))
            return true;
        int kind;
        switch (s->phase) {
        case TRTS_PHASE_MACRO:
        case TRTS_PHASE_REPOSITION: kind = TRTS_ACT_DONE; break;
        case TRTS_PHASE_MICRO: kind = TRTS_ACT_PASS; break;
        case TRTS_PHASE_GROUP: kind = TRTS_ACT_END; break;
        case TRTS_PHASE_DEFEND:
        case TRTS_PHASE_COMBAT_RETREAT: kind = TRTS_ACT_STAY; break;
        default: return false;
        }
        if (act(s, kind, s->current, 0, NULL) != TRTS_OK)
            return false;
    }
    return false;
}

static bool at_round_2(const trts_state *s) { return s->round == 2 && s->phase == TRTS_PHASE_MACRO; }
static bool blue_micro(const trts_state *s) { return s->phase == TRTS_PHASE_MICRO && s->current == 0; }
static bool blue_group(const trts_state *s) { return s->phase == TRTS_PHASE_GROUP && s->current == 0; }

static void frame(trts_help_scene *sc, const trts_map *map, const char *const *ids, int n)
{
    sc->pic.n_zoom = 0;
    for (int i = 0; i < n; i++)
        areamap_picture_frame(&sc->pic, trts_map_find_area(map, ids[i]));
}

static int place(trts_state *s, int player, const char *id, int area)
{
    const trts_faction *f = trts_player_faction(s, player);
    int t = f ? trts_faction_unit(f, id) : -1;
    return t < 0 ? TRTS_NO_PIECE : trts_state_place_unit(s, player, t, area);
}

static bool build(trts_help_pictures *k)
{
    trts_setup setup = { .type = TRTS_DUEL, .n_players = 2, .factions = { TRTS_DIRECTORATE, TRTS_LUMINAR },
                         .computer = { true, true }, .seed = 21 };
    trts_state *s = malloc(sizeof *s);
    if (!s || !trts_state_init(s, &k->map, k->rules, &setup)) {
        free(s);
        return false;
    }
    /* The areas: the position as the game starts, and what round 2's Macro gives. */
    k->scenes[TRTS_HELP_AREAS].st = *s;
    k->start = s->players[0].start_area;
    k->nat = -1;
    const trts_area *home = &k->map.areas[k->start];
    for (int i = 0; i < home->n_adj; i++)
        if (k->map.edges[home->adj_edge[i]].kind != TRTS_EDGE_CLIFF)
            k->nat = home->adj[i];
    k->workers = 0;
    for (int i = 0; i < s->n_pieces; i++)
        k->workers += s->pieces[i].alive && s->pieces[i].owner == 0 && s->pieces[i].area == k->start &&
                      trts_piece_worker(s, i);
    int bank = s->players[0].minerals;
    trts_state *r2 = malloc(sizeof *r2);
    bool ok = r2 && k->nat >= 0;
    if (ok) {
        *r2 = *s;
        ok = drive(r2, at_round_2);
        k->income = r2->players[0].minerals - bank;
    }
    free(r2);
    trts_help_scene *a = &k->scenes[TRTS_HELP_AREAS];
    a->arrow_from = a->arrow_to = -1;
    const char *const home_ids[] = { home->id, k->map.areas[k->nat].id, "n-third", "n-watch" };
    frame(a, &k->map, home_ids, 4);
    /* The move: three Troopers and a Breacher in mid-w, held by blue, step into
     * mid-e, held by red's Arbalest, Blade and Striker. */
    k->from = trts_map_find_area(&k->map, "mid-w");
    k->to = trts_map_find_area(&k->map, "mid-e");
    trts_set group;
    trts_set_clear(&group);
    if (ok && k->from >= 0 && k->to >= 0) {
        static const char *const blue[] = { "trooper", "trooper", "trooper", "breacher" };
        static const char *const red[] = { "arbalest", "blade", "striker" };
        for (int i = 0; i < 4 && ok; i++) {
            int pc = place(s, 0, blue[i], k->from);
            ok = pc != TRTS_NO_PIECE;
            if (ok)
                trts_set_add(&group, pc);
        }
        for (int i = 0; i < 3 && ok; i++)
            ok = place(s, 1, red[i], k->to) != TRTS_NO_PIECE;
        s->markers[k->from] = 1u << 0;
        s->markers[k->to] = 1u << 1;
        ok = ok && drive(s, blue_micro);
    } else {
        ok = false;
    }
    if (ok) {
        trts_help_scene *m = &k->scenes[TRTS_HELP_MOVE];
        m->st = *s;
        m->arrow_from = k->from;
        m->arrow_to = k->to;
        static const char *const ids[] = { "mid-w", "mid-e" };
        frame(m, &k->map, ids, 2);
        int first = -1;
        for (int i = 0; i < TRTS_MAX_PIECES && first < 0; i++)
            if (trts_set_has(&group, i))
                first = i;
        k->cost = trts_path_cost(s, first, k->to, false);
        const trts_unit_def *u = trts_piece_unit(s, first);
        k->speed = u ? u->speed : 0;
        ok = act(s, TRTS_ACT_ACTIVATE, 0, 0, &group) == TRTS_OK && act(s, TRTS_ACT_MOVE, 0, k->to, NULL) == TRTS_OK &&
             drive(s, blue_group) && s->log.area == k->to && s->log.n_hits > 0;
    }
    if (ok) {
        k->log = s->log;
        trts_help_scene *c = &k->scenes[TRTS_HELP_COMBAT];
        c->st = *s;
        c->arrow_from = c->arrow_to = -1;
        static const char *const ids[] = { "mid-e", "mid-w" };
        frame(c, &k->map, ids, 2);
    }
    free(s);
    return ok;
}

/* ---- the pictures: the game's own board ---- */

static bool build_model(trts_help_scene *sc)
{
    trts_screen *c = calloc(1, sizeof *c);
    if (!c)
        return false;
    c->st = sc->st;
    /* the help shows both sides' pieces (the game shows each seat its own and
     * what the fights reveal) */
    for (int i = 0; i < c->st.n_pieces; i++)
        c->st.pieces[i].public_ = true;
    c->viewer = 0;
    c->sel_area = c->worker = c->attacker = c->drag_from = c->hover = -1;
    areamap_model *m = &c->model;
    areamap_model_init(m);
    const trts_state *s = &c->st;
    bool ok = true;
    for (int i = 0; i < s->map->n_areas && ok; i++) {
        const trts_area *ar = &s->map->areas[i];
        areamap_node *n = areamap_model_add_node(m);
        if (!(ok = n != NULL))
            break;
        n->x = (float)ar->x;
        n->y = (float)ar->y;
        n->size = 20.0f + 1.5f * (float)ar->minerals;
        int ctl = trts_area_controller(s, i), owner = -1;
        for (int p = 0; p < TRTS_MAX_PLAYERS && owner < 0; p++)
            if (s->markers[i] >> p & 1)
                owner = p;
        n->fill = ctl < 0 || owner < 0 ? ui_rgb(92, 98, 110) : trts_player_colour(owner);
        n->pattern = ctl == -2 ? AREAMAP_PATTERN_STRIPES : AREAMAP_PATTERN_NONE;
        if (i == s->log.area && sc->arrow_from < 0 && s->log.n_hits > 0) {
            n->highlight = true;
            n->outline = ui_rgb(240, 96, 80);
        }
    }
    if (ok) {
        trts_board_describe(c, m);
        trts_board_edges(c, m);
        if (sc->arrow_from >= 0) {
            areamap_link *l = areamap_model_add_link(m);
            if (l) {
                l->from = sc->arrow_from;
                l->to = sc->arrow_to;
                l->color = ui_rgb(255, 240, 150); /* the move's yellow, bright on any tint */
                l->width = 5.0f;
                l->arrow = true;
            }
        }
    }
    bool kept = areamap_picture_adopt(&sc->pic, &c->model); /* the model's arrays now belong to the scene */
    free(c);
    sc->pic.built = ok && kept;
    return ok;
}

trts_help_pictures *trts_help_pictures_open(app *a, const trts_rules *rules)
{
    trts_help_pictures *k = calloc(1, sizeof *k);
    char path[DATA_PATH_MAX];
    data_error err;
    if (!k || !rules || !data_paths_join(path, sizeof path, a->assets.data_dir, HELP_MAP) ||
        !data_trts_map_load(path, &k->map, &err)) {
        free(k);
        return NULL;
    }
    k->rules = rules;
    k->ok = build(k);
    for (int i = 0; i < TRTS_HELP_SCENES && k->ok; i++) {
        k->scenes[i].st.map = &k->map;
        k->scenes[i].ok = build_model(&k->scenes[i]);
        k->ok = k->scenes[i].ok;
    }
    if (!k->ok) {
        trts_help_pictures_free(k);
        return NULL;
    }
    return k;
}

void trts_help_pictures_free(trts_help_pictures *k)
{
    if (!k)
        return;
    for (int i = 0; i < TRTS_HELP_SCENES; i++) {
        areamap_picture_free(&k->scenes[i].pic);
    }
    free(k);
}

static void draw_scene(ui *u, SDL_Rect r, const void *ctx)
{
    areamap_picture_draw(u, r, &((trts_help_scene *)ctx)->pic);
}

void trts_help_figure(help_page *p, const trts_help_pictures *k, int which, const char *caption)
{
    if (!k || which < 0 || which >= TRTS_HELP_SCENES || !k->scenes[which].ok)
        return;
    help_figure_wide(p, draw_scene, &k->scenes[which], caption);
}

/* ---- the captions ---- */

static const char *area_name(const trts_help_pictures *k, int a)
{
    return a >= 0 && a < k->map.n_areas ? trts_area_label(&k->map.areas[a]) : "";
}

/* "6 mineral fields, 1 gas vent and 4 building slots" */
static void area_text(const trts_area *a, char *out, size_t size)
{
    char f[64], v[64], s[64];
    /* TRANSLATORS: what an area has, in the help's pictures */
    snprintf(f, sizeof f, P_("%d mineral field", "%d mineral fields", a->minerals), a->minerals);
    snprintf(v, sizeof v, P_("%d gas vent", "%d gas vents", a->gas), a->gas);
    snprintf(s, sizeof s, P_("%d building slot", "%d building slots", a->slots), a->slots);
    /* TRANSLATORS: "6 mineral fields, 2 gas vents and 6 building slots" */
    snprintf(out, size, _("%s, %s and %s"), f, v, s);
}

void trts_help_caption_areas(const trts_help_pictures *k, char *out, size_t size)
{
    const trts_area *h = &k->map.areas[k->start], *n = &k->map.areas[k->nat];
    const trts_faction *f = &k->rules->factions[TRTS_DIRECTORATE];
    char home[200], nat[200], one[500], two[300];
    area_text(h, home, sizeof home);
    area_text(n, nat, sizeof nat);
    /* TRANSLATORS: the areas picture: the start area ("6 mineral fields, ..."), its depot, its workers */
    snprintf(one, sizeof one,
             P_("Blue (%s) starts in %s: %s (the fields are the figure on its token), with its %s and %d worker.",
                "Blue (%s) starts in %s: %s (the fields are the figure on its token), with its %s and %d workers.",
                k->workers),
             i18n_content(f->name), area_name(k, k->start), home, i18n_content(f->buildings[TRTS_ROLE_DEPOT].name),
             k->workers);
    /* TRANSLATORS: the areas picture: round 2's income from the core, and the area down the ramp */
    snprintf(two, sizeof two,
             P_("Round 1 gives 1 mineral only; in round 2 they mine %d mineral, one a worker, at most one a field. "
                "Down the ramp, %s has %s.",
                "Round 1 gives 1 mineral only; in round 2 they mine %d minerals, one a worker, at most one a field. "
                "Down the ramp, %s has %s.",
                k->income),
             k->income, area_name(k, k->nat), nat);
    /* The picture's start is one draw of many: a game draws who starts where
     * (trts_state_init shuffles the starts; play-test 6: blue began in South
     * Main and the help had said North Main). */
    /* TRANSLATORS: the areas picture, after "Blue starts in North Main: ...": starts are drawn at random */
    const char *drawn = _("That is this picture's draw: each game draws who starts where.");
    /* TRANSLATORS: the areas picture: the seats' emblems (for players who cannot tell the colours apart) */
    snprintf(out, size, "%s %s %s %s", one, drawn, two, _("Blue's pieces carry a circle, red's a triangle."));
}

void trts_help_caption_move(const trts_help_pictures *k, char *out, size_t size)
{
    /* TRANSLATORS: the move picture: a path's cost and a unit's Speed from the core */
    snprintf(out, size,
             _("In Micro, blue activates its group in %s and moves it to %s: one edge of open ground, %d of the "
               "Troopers' Speed %d. Red holds %s, so this is an engagement: red's pieces are revealed, red may "
               "retreat those not yet activated, then a combat round is fought."),
             area_name(k, k->from), area_name(k, k->to), k->cost, k->speed, area_name(k, k->to));
}

static const char *piece_name(const trts_help_pictures *k, const trts_log_piece *p)
{
    const trts_faction *f = &k->rules->factions[p->owner == 0 ? TRTS_DIRECTORATE : TRTS_LUMINAR];
    if (p->building)
        return p->type >= 0 && p->type < TRTS_ROLES ? i18n_content(f->buildings[p->type].name) : "";
    return p->type >= 0 && p->type < f->n_units ? i18n_content(f->units[p->type].name) : "";
}

static const trts_unit_def *unit_of(const trts_help_pictures *k, const trts_log_piece *p)
{
    const trts_faction *f = &k->rules->factions[p->owner == 0 ? TRTS_DIRECTORATE : TRTS_LUMINAR];
    return !p->building && p->type >= 0 && p->type < f->n_units ? &f->units[p->type] : NULL;
}

void trts_help_hit_text(const trts_help_pictures *k, int hit, char *out, size_t size)
{
    out[0] = '\0';
    if (hit < 0 || hit >= k->log.n_hits)
        return;
    const trts_log_hit *h = &k->log.hits[hit];
    const trts_unit_def *a = unit_of(k, &h->who), *t = unit_of(k, &h->whom);
    int attack = a ? (t && (t->tags & TRTS_TAG_AIR) ? a->air : a->ground) : 0;
    char who[64], whom[64];
    /* TRANSLATORS: a piece of the combat picture: "Trooper (blue)", "Blade (red)" */
    snprintf(who, sizeof who, h->who.owner == 0 ? _("%s (blue)") : _("%s (red)"), piece_name(k, &h->who));
    snprintf(whom, sizeof whom, h->whom.owner == 0 ? _("%s (blue)") : _("%s (red)"), piece_name(k, &h->whom));
    /* TRANSLATORS: what a hit's target is at the end of its step */
    const char *outcome = h->outcome == TRTS_LOG_DESTROYED     ? _("destroyed in this step")
                          : h->outcome == TRTS_LOG_OVERKILL     ? _("already down: the damage is lost")
                          : h->outcome == TRTS_LOG_SHIELDS_HOLD ? _("its shields hold")
                                                                : _("hurt");
    /* TRANSLATORS: one attack: "Range 4: Trooper (blue) hits Blade (red): attack 1 − armour 0 = 1 damage, destroyed" */
    snprintf(out, size,
             P_("Fire order %d: %s hits %s: attack %d − armour %d = %d damage, %s.",
                "Fire order %d: %s hits %s: attack %d − armour %d = %d damage, %s.", h->damage),
             k->log.ranges[h->step], who, whom, attack, t ? t->armour : 0, h->damage, outcome);
}

void trts_help_caption_combat(const trts_help_pictures *k, char *out, size_t size)
{
    int blue = 0, red = 0;
    const trts_state *s = &k->scenes[TRTS_HELP_COMBAT].st;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].area == k->to)
            *(s->pieces[i].owner == 0 ? &blue : &red) += 1;
    /* TRANSLATORS: the combat picture: steps and survivors from the core's combat log */
    snprintf(out, size,
             _("The combat round in %s has %d steps, highest fire order first; all damage of a step is dealt at once, "
               "shields take it first. Below, every attack of the round with its damage after armour (at least 1). "
               "Left standing in %s: %d blue pieces, %d red."),
             area_name(k, k->to), k->log.n_steps, area_name(k, k->to), blue, red);
}
