/*
 * Fonts, sprites and the text cache. Sprites that are missing are simply NULL and
 * the renderer draws a plain shape instead, so a damaged install still plays.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <SDL_image.h>

#include "shell/assets.h"
#include "skirmish/i18n.h"

#ifndef SKIRMISH_INSTALL_DATADIR
#define SKIRMISH_INSTALL_DATADIR ""
#endif
#ifndef SKIRMISH_SOURCE_DIR
#define SKIRMISH_SOURCE_DIR ""
#endif

/* Portrait files, in the order of assets_portrait_for's choices (the first
 * fifteen from the first art, the rest so that no two unit types of the shipped
 * data that can meet share a picture; tests/test_client_portraits.c checks it). */
static const char *const portrait_names[PORTRAIT_COUNT] = {
    "swordsman", "spearman", "archer",    "crossbow", "mage",   "knight",    "scout",    "guardian",
    "berserker", "hammer",   "commander", "rogue",    "cannon", "healer",    "wolf",     "roundshield",
    "tower",     "scythe",   "chevrons",  "quiver",   "target", "eye",       "book",     "pitchfork",
    "bolt",      "mace",     "javelins",  "horn",     "lantern", "stakes",    "scroll",
};
enum {
    P_SWORDSMAN, P_SPEARMAN, P_ARCHER, P_CROSSBOW, P_MAGE, P_KNIGHT, P_SCOUT, P_GUARDIAN,
    P_BERSERKER, P_HAMMER, P_COMMANDER, P_ROGUE, P_CANNON, P_HEALER, P_WOLF, P_ROUNDSHIELD,
    P_TOWER, P_SCYTHE, P_CHEVRONS, P_QUIVER, P_TARGET, P_EYE, P_BOOK, P_PITCHFORK,
    P_BOLT, P_MACE, P_JAVELINS, P_HORN, P_LANTERN, P_STAKES, P_SCROLL
};
/* The pictures a name matching no word may get by its hash: kept at the first
 * thirty, so a picture added later changes no unit's. */
#define PORTRAITS_HASHED 30

static const char *const status_names[5] = { "stance", "suppressed", "untargetable", "overcharged", "guarded" };

static SDL_Texture *load_texture(SDL_Renderer *r, const char *dir, const char *name)
{
    char path[DATA_PATH_MAX + 96];
    snprintf(path, sizeof path, "%s/assets/sprites/%s.png", dir, name);
    SDL_Surface *s = IMG_Load(path);
    if (!s)
        return NULL;
    SDL_Texture *t = SDL_CreateTextureFromSurface(r, s);
    SDL_FreeSurface(s);
    if (t)
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    return t;
}

/* A white disc, anti-aliased by 4x4 supersampling, for tinted copies. */
static SDL_Texture *make_disc(SDL_Renderer *r)
{
    const int size = 64, ss = 4;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s)
        return NULL;
    const float rad = size / 2.0f - 1;
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            int inside = 0;
            for (int j = 0; j < ss; j++)
                for (int i = 0; i < ss; i++) {
                    float fx = (float)x + ((float)i + 0.5f) / ss - size / 2.0f;
                    float fy = (float)y + ((float)j + 0.5f) / ss - size / 2.0f;
                    inside += fx * fx + fy * fy <= rad * rad;
                }
            Uint8 *p = (Uint8 *)s->pixels + y * s->pitch + x * 4;
            p[0] = p[1] = p[2] = 255;
            p[3] = (Uint8)(255 * inside / (ss * ss));
        }
    }
    SDL_Texture *t = SDL_CreateTextureFromSurface(r, s);
    SDL_FreeSurface(s);
    if (t)
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    return t;
}

bool assets_load(assets *as, SDL_Renderer *r, char *why, int size)
{
    memset(as, 0, sizeof *as);
    char *base = SDL_GetBasePath();
    bool found = data_paths_find_data_dir(base, SKIRMISH_INSTALL_DATADIR, SKIRMISH_SOURCE_DIR, as->data_dir,
                                          sizeof as->data_dir);
    SDL_free(base);
    if (!found) {
        snprintf(why, (size_t)size,
                 _("cannot find the game's data (maps/ and assets/); set SKIRMISH_DATA_DIR to the directory holding them"));
        return false;
    }
    /* The font is the one asset we cannot draw without. */
    if (!assets_font(as, 16, false)) {
        snprintf(why, (size_t)size, _("cannot open the font in %s/assets/fonts: %s"), as->data_dir, TTF_GetError());
        return false;
    }
    const char *d = as->data_dir;
    as->tile[0] = load_texture(r, d, "tile-dark");
    as->tile[1] = load_texture(r, d, "tile-light");
    as->obstacle[0] = load_texture(r, d, "obstacle-rock-1");
    as->obstacle[1] = load_texture(r, d, "obstacle-rock-2");
    as->obstacle[2] = load_texture(r, d, "obstacle-ruin");
    as->zone = load_texture(r, d, "zone");
    as->token[0] = load_texture(r, d, "token-a");
    as->token[1] = load_texture(r, d, "token-b");
    as->ring[0] = load_texture(r, d, "token-a-ring");
    as->ring[1] = load_texture(r, d, "token-b-ring");
    for (int i = 0; i < PORTRAIT_COUNT; i++) {
        char name[64];
        snprintf(name, sizeof name, "portrait-%s", portrait_names[i]);
        as->portrait[i] = load_texture(r, d, name);
    }
    for (int i = 0; i < 5; i++) {
        char name[64];
        snprintf(name, sizeof name, "status-%s", status_names[i]);
        as->status[i] = load_texture(r, d, name);
    }
    as->flag = load_texture(r, d, "marker-flag");
    as->fx_spark = load_texture(r, d, "spark");
    as->fx_arrow = load_texture(r, d, "arrow");
    as->fx_bolt = load_texture(r, d, "bolt");
    as->fx_slash = load_texture(r, d, "slash");
    as->fx_puff = load_texture(r, d, "puff");
    as->disc = make_disc(r);
    SDL_Surface *white = SDL_CreateRGBSurfaceWithFormat(0, 1, 1, 32, SDL_PIXELFORMAT_RGBA8888);
    if (white) {
        SDL_FillRect(white, NULL, 0xFFFFFFFFu);
        as->white = SDL_CreateTextureFromSurface(r, white);
        SDL_FreeSurface(white);
    }
    return true;
}

static void destroy(SDL_Texture **t)
{
    if (*t)
        SDL_DestroyTexture(*t);
    *t = NULL;
}

void assets_free(assets *as)
{
    for (int b = 0; b < 2; b++) {
        for (int i = 0; i < ASSETS_FONT_SIZES; i++)
            if (as->fonts[b][i])
                TTF_CloseFont(as->fonts[b][i]);
        SDL_free(as->font_file[b]); /* after the fonts read from it */
        as->font_file[b] = NULL;
    }
    SDL_Texture **all[] = { &as->tile[0], &as->tile[1], &as->obstacle[0], &as->obstacle[1], &as->obstacle[2],
                            &as->zone, &as->token[0], &as->token[1], &as->ring[0], &as->ring[1], &as->flag,
                            &as->fx_spark, &as->fx_arrow, &as->fx_bolt, &as->fx_slash, &as->fx_puff, &as->white, &as->disc };
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        destroy(all[i]);
    for (int i = 0; i < PORTRAIT_COUNT; i++)
        destroy(&as->portrait[i]);
    for (int i = 0; i < 5; i++)
        destroy(&as->status[i]);
    for (int i = 0; i < TEXT_CACHE_SIZE; i++)
        destroy(&as->text[i].texture);
    destroy(&as->board_layer);
    for (int s = 0; s < ESC_SIDES; s++)
        for (int i = 0; i < PORTRAIT_COUNT; i++)
            destroy(&as->unit_tex[s][i]);
    for (int i = 0; i < 4; i++)
        destroy(&as->overlay[i]);
    memset(as->fonts, 0, sizeof as->fonts);
}

TTF_Font *assets_font(assets *as, int px, bool bold)
{
    if (px < 6)
        px = 6;
    int b = bold ? 1 : 0;
    int free_slot = -1;
    for (int i = 0; i < ASSETS_FONT_SIZES; i++) {
        if (as->fonts[b][i] && as->font_px[b][i] == px)
            return as->fonts[b][i];
        if (!as->fonts[b][i] && free_slot < 0)
            free_slot = i;
    }
    if (free_slot < 0) {
        /* Sizes change only with the window's scale: start over. */
        for (int i = 0; i < ASSETS_FONT_SIZES; i++) {
            TTF_CloseFont(as->fonts[b][i]);
            as->fonts[b][i] = NULL;
        }
        for (int i = 0; i < TEXT_CACHE_SIZE; i++)
            destroy(&as->text[i].texture);
        free_slot = 0;
    }
    if (!as->font_file[b]) {
        char path[DATA_PATH_MAX + 64];
        snprintf(path, sizeof path, "%s/assets/fonts/%s", as->data_dir, bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf");
        as->font_file[b] = SDL_LoadFile(path, &as->font_file_size[b]);
        if (!as->font_file[b] || as->font_file_size[b] > INT32_MAX) {
            SDL_free(as->font_file[b]);
            as->font_file[b] = NULL;
            return NULL;
        }
    }
    SDL_RWops *rw = SDL_RWFromConstMem(as->font_file[b], (int)as->font_file_size[b]);
    TTF_Font *f = rw ? TTF_OpenFontRW(rw, 1, px) : NULL; /* closes rw, never the file's bytes */
    if (!f)
        return NULL;
    as->fonts[b][free_slot] = f;
    as->font_px[b][free_slot] = px;
    return f;
}

SDL_Texture *assets_text(assets *as, SDL_Renderer *r, const char *text, int px, bool bold, SDL_Color c, int *w,
                         int *h)
{
    if (!text || !*text) {
        *w = *h = 0;
        return NULL;
    }
    as->text_clock++;
    int oldest = 0;
    for (int i = 0; i < TEXT_CACHE_SIZE; i++) {
        text_entry *e = &as->text[i];
        if (e->texture && e->size == px && e->bold == bold && e->color.r == c.r && e->color.g == c.g &&
            e->color.b == c.b && e->color.a == c.a && strcmp(e->text, text) == 0) {
            e->used = as->text_clock;
            *w = e->w;
            *h = e->h;
            return e->texture;
        }
        if (!e->texture || e->used < as->text[oldest].used)
            oldest = i;
    }
    TTF_Font *f = assets_font(as, px, bold);
    if (!f)
        return NULL;
    SDL_Surface *s = TTF_RenderUTF8_Blended(f, text, c);
    if (!s)
        return NULL;
    SDL_Texture *t = SDL_CreateTextureFromSurface(r, s);
    *w = s->w;
    *h = s->h;
    SDL_FreeSurface(s);
    if (!t)
        return NULL;
    text_entry *e = &as->text[oldest];
    destroy(&e->texture);
    snprintf(e->text, sizeof e->text, "%s", text);
    if (strlen(text) >= sizeof e->text)
        e->text[0] = '\x01'; /* never matches again: one-off */
    e->size = px;
    e->bold = bold;
    e->color = c;
    e->texture = t;
    e->w = *w;
    e->h = *h;
    e->used = as->text_clock;
    return t;
}

int assets_portrait_by_id(const char *id)
{
    for (int i = 0; id && i < PORTRAIT_COUNT; i++)
        if (strcmp(portrait_names[i], id) == 0)
            return i;
    return -1;
}

const char *assets_portrait_id(int portrait)
{
    return portrait >= 0 && portrait < PORTRAIT_COUNT ? portrait_names[portrait] : "";
}

/* Portraits chosen in the Barracks. The rules' unit struct has no room for a
 * picture (it is cosmetic), and the battle, the setup and the cards all draw a
 * unit from its esc_unit_def; so the choice is kept here, by the unit's whole
 * definition, and assets_portrait_for looks it up first. One table for the
 * process, like the fonts: there is one player and one library. */
#define REMEMBERED_MAX 256
static struct {
    esc_unit_def def;
    int portrait;
} remembered[REMEMBERED_MAX];
static int n_remembered;

static bool same_unit(const esc_unit_def *a, const esc_unit_def *b)
{
    if (strcmp(a->name, b->name) != 0 || a->health != b->health || a->range != b->range || a->power != b->power ||
        a->move != b->move || a->n_abilities != b->n_abilities)
        return false;
    int n = a->n_abilities < 0                         ? 0
            : a->n_abilities > ESC_UNIT_ABILITY_CAPACITY ? ESC_UNIT_ABILITY_CAPACITY
                                                         : a->n_abilities;
    return memcmp(a->abilities, b->abilities, (size_t)n) == 0;
}

void assets_portrait_remember(const esc_unit_def *unit, const char *id)
{
    int portrait = assets_portrait_by_id(id);
    if (portrait < 0)
        return;
    for (int i = 0; i < n_remembered; i++)
        if (same_unit(&remembered[i].def, unit)) {
            remembered[i].portrait = portrait;
            return;
        }
    if (n_remembered < REMEMBERED_MAX) {
        remembered[n_remembered].def = *unit;
        remembered[n_remembered].portrait = portrait;
        n_remembered++;
    }
}

void assets_portrait_forget_all(void)
{
    n_remembered = 0;
}

int assets_portrait_for(const esc_unit_def *unit)
{
    for (int i = 0; i < n_remembered; i++)
        if (same_unit(&remembered[i].def, unit))
            return remembered[i].portrait;
    return assets_portrait_auto(unit);
}

/* Words of a unit's name and the portrait they call for, first match wins
 * (the names are the data's, not translated, so the choice is the same in
 * every language). */
static const struct {
    const char *word;
    int portrait;
} name_words[] = {
    { "vanguard", P_CHEVRONS },  { "sergeant", P_CHEVRONS },  { "reeve", P_CHEVRONS },
    { "knight", P_KNIGHT },      { "crossbow", P_CROSSBOW },  { "marksman", P_TARGET },
    { "sharpshoot", P_EYE },     { "bombard", P_CANNON },     { "cannon", P_CANNON },
    { "gun", P_CANNON },         { "longbow", P_QUIVER },     { "archer", P_ARCHER },
    { "bow", P_ARCHER },         { "sling", P_JAVELINS },     { "javelin", P_JAVELINS },
    { "skirmish", P_JAVELINS },  { "adept", P_BOOK },         { "mage", P_MAGE },
    { "wizard", P_MAGE },        { "sorcer", P_MAGE },        { "healer", P_HEALER },
    { "zealot", P_HEALER },      { "priest", P_HEALER },      { "cleric", P_HEALER },
    { "warden", P_LANTERN },     { "captain", P_COMMANDER },  { "command", P_COMMANDER },
    { "general", P_COMMANDER },  { "chief", P_COMMANDER },    { "bulwark", P_TOWER },
    { "sentry", P_TOWER },       { "lookout", P_TOWER },      { "shield", P_ROUNDSHIELD },
    { "guard", P_GUARDIAN },     { "picket", P_STAKES },      { "outrider", P_WOLF },
    { "lance", P_KNIGHT },       { "spear", P_SPEARMAN },     { "pike", P_SPEARMAN },
    { "halberd", P_SPEARMAN },   { "berserk", P_BERSERKER },  { "raider", P_BERSERKER },
    { "reaver", P_SCYTHE },      { "hammer", P_HAMMER },      { "brute", P_HAMMER },
    { "mace", P_MACE },          { "footman", P_MACE },       { "trick", P_ROGUE },
    { "rogue", P_ROGUE },        { "thief", P_ROGUE },        { "scout", P_SCOUT },
    { "courier", P_SCOUT },      { "envoy", P_SCROLL },       { "herald", P_SCROLL },      { "ranger", P_HORN },        { "hunter", P_HORN },
    { "wolf", P_WOLF },          { "hound", P_HORN },         { "rider", P_KNIGHT },
    { "recruit", P_PITCHFORK },  { "trooper", P_BOLT },       { "sword", P_SWORDSMAN },
    { "champion", P_SWORDSMAN }, { "soldier", P_SWORDSMAN },  { "warrior", P_SWORDSMAN },
};

int assets_portrait_auto(const esc_unit_def *unit)
{
    /* From the name alone: editing the unit's stats or abilities, or any other
     * unit of its squad, never changes its picture, and it is the same in the
     * Barracks, on the setup screen and in battle. */
    char lower[sizeof unit->name];
    size_t len = 0;
    for (; len + 1 < sizeof lower && unit->name[len]; len++) {
        char c = unit->name[len];
        lower[len] = c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
    }
    lower[len] = '\0';
    for (size_t i = 0; i < sizeof name_words / sizeof name_words[0]; i++)
        if (strstr(lower, name_words[i].word))
            return name_words[i].portrait;
    /* Any other name: a picture of its own, by a hash of the name (FNV-1a). */
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < len; i++)
        h = (h ^ (uint8_t)lower[i]) * 16777619u;
    return (int)(h % PORTRAITS_HASHED);
}

int assets_portrait_by_role(const esc_unit_def *unit)
{
    /* The most telling ability decides, then the range. */
    static const int by_ability[ESC_AB_COUNT] = {
        [ESC_AB_CHARGE] = P_KNIGHT,          [ESC_AB_ENERGY_TRAIT] = P_MAGE,
        [ESC_AB_DEFENSIVE_STANCE] = P_SPEARMAN, [ESC_AB_SUPPRESSING_FIRE] = P_CANNON,
        [ESC_AB_TACTICAL_RETREAT] = P_SCOUT, [ESC_AB_COMMAND_FORWARD] = P_COMMANDER,
        [ESC_AB_DEVASTATING_STRIKE] = P_HAMMER, [ESC_AB_FEINT] = P_ROGUE,
        [ESC_AB_GUARDIAN] = P_GUARDIAN,      [ESC_AB_SWEEP] = P_BERSERKER,
        [ESC_AB_PRECISION_SHOT] = P_CROSSBOW, [ESC_AB_OVERCHARGE] = P_HEALER,
    };
    if (unit->n_abilities > 0 && unit->abilities[0] < ESC_AB_COUNT)
        return by_ability[unit->abilities[0]];
    if (unit->range >= 3)
        return P_ARCHER;
    if (unit->range == 2)
        return P_SPEARMAN;
    if (unit->move >= 3)
        return P_WOLF;
    return P_SWORDSMAN;
}

void assets_squad_portraits(const esc_squad *squad, int out[], int n)
{
    int count = n < squad->n_units ? n : squad->n_units;
    if (count > ESC_SQUAD_CAPACITY)
        count = ESC_SQUAD_CAPACITY;
    /* Each unit on its own: a portrait that hung on the other units of the
     * squad (once the way to tell two units alike apart) changed whenever one
     * of them was edited, added or moved; the token's letter and number tell
     * them apart. */
    for (int i = 0; i < count; i++)
        out[i] = assets_portrait_for(&squad->units[i]);
    for (int i = count; i < n; i++)
        out[i] = 0;
}
