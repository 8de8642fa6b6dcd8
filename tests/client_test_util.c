/*
 * Pixel comparison for the client tests (see client_test_util.h).
 */
#define _POSIX_C_SOURCE 200809L /* mkdtemp, setenv */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>

#include <SDL_image.h>
#include <zlib.h>

#include "client_test_util.h"
#include "areamap/label.h"
#include "board/battle_internal.h"
#include "board/view.h"
#include "front/front.h"
#include "skirmish/data/paths.h"
#include "skirmish/i18n.h"

/* ---- the language runs (SKIRMISH_TEST_LANGUAGE) ----
 * The same client tests run again in French, in Spanish and in a pseudo-locale
 * ("xx": every translated letter accented and wrapped in ‹ ›). There the pixel
 * references (English) are not compared; instead, at every point a test would
 * compare, the screen is drawn at the test's size and at the minimum window size
 * (800 x 560), both kept as PNGs under $SKIRMISH_TEST_TMP/shots/ for people to
 * look at, and the test fails on any layout fault (a label wider than its widget,
 * text leaving its panel or the window) and, in the pseudo-locale, on any text
 * with English letters outside ‹ › (a string that escaped translation). */

/* ctest gives every test program its own SKIRMISH_TEST_TMP; a program run by
 * hand gets a fresh folder under /tmp instead, so nothing lands in a folder
 * named "(null)" beside the sources. */
__attribute__((constructor)) static void default_test_tmp(void)
{
    if (getenv("SKIRMISH_TEST_TMP"))
        return;
    static char dir[] = "/tmp/skirmish-test-XXXXXX";
    if (mkdtemp(dir)) {
        setenv("SKIRMISH_TEST_TMP", dir, 1);
        fprintf(stderr, "SKIRMISH_TEST_TMP was not set: using %s\n", dir);
    }
}

static const char *test_language(void)
{
    const char *l = getenv("SKIRMISH_TEST_LANGUAGE");
    return l && *l ? l : NULL;
}

bool client_language_run(void)
{
    return test_language() != NULL;
}

void client_skip_in_language_runs(void)
{
    if (test_language())
        skip();
}

static bool pseudo_mode(void)
{
    const char *l = test_language();
    return l && strcmp(l, "xx") == 0;
}

static char escaped[400];
static int n_escaped;
static const char *allowed_texts[64];
static int n_allowed;

void client_pseudo_allow(const char *text)
{
    if (n_allowed < (int)(sizeof allowed_texts / sizeof allowed_texts[0]))
        allowed_texts[n_allowed++] = text;
}

/* Text drawn in the pseudo-locale: every letter that came through gettext is
 * accented inside ‹ ›; two plain ASCII letters in a row outside them are a
 * string that did not. Data a test made up itself is allowed by name. */
static bool is_letter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool client_pseudo_escapes(const char *text)
{
    static const char open[] = "\u2039", close[] = "\u203a";
    for (int i = 0; i < n_allowed; i++)
        if (strcmp(text, allowed_texts[i]) == 0)
            return false;
    /* Language names are written in their own language on purpose. */
    for (int i = 0; i < i18n_language_count(); i++)
        if (strstr(text, i18n_language_at(i)->name))
            return false;
    /* A wrapped message's later lines start inside its ‹ ›: the closings with no
     * opening before them on this line say how deep the line starts. */
    int depth = 0, lowest = 0;
    for (const char *p = text; *p; p++) {
        if (strncmp(p, open, sizeof open - 1) == 0)
            depth++;
        else if (strncmp(p, close, sizeof close - 1) == 0 && --depth < lowest)
            lowest = depth;
    }
    depth = -lowest;
    for (const char *p = text; *p;) {
        if (strncmp(p, open, sizeof open - 1) == 0) {
            depth++;
            p += sizeof open - 1;
        } else if (strncmp(p, close, sizeof close - 1) == 0) {
            depth = depth > 0 ? depth - 1 : 0;
            p += sizeof close - 1;
        } else {
            if (depth == 0 && is_letter(p[0]) && is_letter(p[1])) {
                /* An allowed name (a test map's place) is passed whole: its
                 * later letters are not English outside ‹ › either. */
                size_t skip = 0;
                for (int i = 0; i < n_allowed && !skip; i++)
                    if (strncmp(p, allowed_texts[i], strlen(allowed_texts[i])) == 0)
                        skip = strlen(allowed_texts[i]);
                if (!skip)
                    return true;
                p += skip;
                continue;
            }
            p++;
        }
    }
    return false;
}

static void text_seen(void *ctx, const char *text)
{
    (void)ctx;
    if (client_pseudo_escapes(text) && n_escaped++ == 0)
        snprintf(escaped, sizeof escaped, "%s", text);
}

static void language_setup(app *a)
{
    if (pseudo_mode() && !a->text_seen) {
        a->text_seen = text_seen;
        a->text_seen_ctx = NULL;
    }
}

static void check_frame(app *a, const char *name, const char *size)
{
    if (a->layout_faults)
        fail_msg("%s (%s, %s): %d layout fault(s); the first: %s", name, test_language() ? test_language() : "en", size,
                 a->layout_faults, a->layout_fault);
    if (n_escaped)
        fail_msg("%s (%s): %d text(s) escaped translation; the first: \"%s\"", name, size, n_escaped, escaped);
}

static void put_u32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

static bool write_chunk(FILE *f, const char *type, const uint8_t *data, size_t len)
{
    uint8_t head[8], tail[4];
    put_u32(head, (uint32_t)len);
    memcpy(head + 4, type, 4);
    uLong crc = crc32(0, (const Bytef *)type, 4);
    if (len > 0) /* crc32() of no buffer is the initial value, not the running one */
        crc = crc32(crc, data, (uInt)len);
    put_u32(tail, (uint32_t)crc);
    return fwrite(head, 1, 8, f) == 8 && (len == 0 || fwrite(data, 1, len, f) == len) && fwrite(tail, 1, 4, f) == 4;
}

bool client_write_shot(SDL_Surface *s, const char *path)
{
    SDL_Surface *rgb = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGB24, 0);
    if (!rgb)
        return false;
    /* Each row: filter type 0 (none), then its bytes. */
    size_t row = (size_t)rgb->w * 3 + 1, raw_len = row * (size_t)rgb->h;
    uLongf packed_len = compressBound((uLong)raw_len);
    uint8_t *raw = malloc(raw_len), *packed = malloc(packed_len);
    bool ok = raw && packed;
    if (ok) {
        for (int y = 0; y < rgb->h; y++) {
            raw[(size_t)y * row] = 0;
            memcpy(raw + (size_t)y * row + 1, (const uint8_t *)rgb->pixels + (size_t)y * (size_t)rgb->pitch, row - 1);
        }
        ok = compress2(packed, &packed_len, raw, (uLong)raw_len, Z_BEST_SPEED) == Z_OK;
    }
    FILE *f = ok ? fopen(path, "wb") : NULL;
    if (f) {
        uint8_t ihdr[13] = { 0 };
        put_u32(ihdr, (uint32_t)rgb->w);
        put_u32(ihdr + 4, (uint32_t)rgb->h);
        ihdr[8] = 8; /* bits per channel */
        ihdr[9] = 2; /* truecolour: RGB */
        ok = fwrite("\x89PNG\r\n\x1a\n", 1, 8, f) == 8 && write_chunk(f, "IHDR", ihdr, sizeof ihdr) &&
             write_chunk(f, "IDAT", packed, packed_len) && write_chunk(f, "IEND", NULL, 0);
        ok = fclose(f) == 0 && ok;
    } else {
        ok = false;
    }
    free(raw);
    free(packed);
    SDL_FreeSurface(rgb);
    return ok;
}

static void save_language_shot(app *a, const char *name, const char *suffix, int w, int h)
{
    char dir[1024], path[1200];
    snprintf(dir, sizeof dir, "%s/shots", getenv("SKIRMISH_TEST_TMP"));
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/%s%s.png", dir, name, suffix);
    SDL_Surface *shot = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGB888);
    if (!shot)
        return;
    SDL_Rect src = { 0, 0, w, h };
    SDL_BlitSurface(a->offscreen, &src, shot, NULL);
    client_write_shot(shot, path);
    SDL_FreeSurface(shot);
}

/* The UI scale run (SKIRMISH_TEST_UI_SCALE, a percentage): the second frame is
 * 2560 x 1440 at that scale instead of the minimum window. Only the layout is
 * checked there (the surface holds the test's size; text beyond it is clipped
 * but still measured). */
static int test_ui_scale(void)
{
    const char *s = getenv("SKIRMISH_TEST_UI_SCALE");
    return s && *s ? atoi(s) : 0;
}

/* A frame at the test's size, then at the minimum window size (drawn in the top
 * left of the same surface: the layout reads only a->w, a->h and the scale).
 * The English UI scale run skips the first: at the test's size it is the very
 * frame the English run draws and checks at this point (client_pixels_compare). */
static void language_frames(app *a, const char *name)
{
    language_setup(a);
    int big = test_ui_scale();
    if (!big || strcmp(test_language(), "en") != 0) {
        app_draw(a);
        check_frame(a, name, "test size");
        save_language_shot(a, name, "", a->w, a->h);
    }
    int w = a->w, h = a->h;
    float scale = a->scale;
    int ow = big ? 2560 : 800, oh = big ? 1440 : 560;
    if (big || (w >= 800 && h >= 560 && (w != 800 || h != 560))) {
        a->w = ow;
        a->h = oh;
        a->scale = app_scale_for(ow, oh, big ? big : app_ui_percent(a));
        SDL_SetRenderDrawColor(a->renderer, 0, 0, 0, 255);
        SDL_RenderClear(a->renderer);
        app_draw(a);
        a->w = w;
        a->h = h;
        a->scale = scale;
        check_frame(a, name, big ? "2560 x 1440 at the UI scale" : "800 x 560");
        if (!big)
            save_language_shot(a, name, "-min", 800, 560);
        app_draw(a);
    }
}

void client_pixels_compare(app *a, const char *name)
{
    if (test_language()) {
        language_frames(a, name);
        return;
    }
    app_draw(a);
    if (a->layout_faults)
        fail_msg("%s: %d layout fault(s); the first: %s", name, a->layout_faults, a->layout_fault);
    char want_path[1024], got_path[1024];
    snprintf(want_path, sizeof want_path, "%s/pixels/%s.png", getenv("SKIRMISH_TEST_DATA"), name);
    snprintf(got_path, sizeof got_path, "%s/%s.png", getenv("SKIRMISH_TEST_TMP"), name);
    const char *regen = getenv("SKIRMISH_REGENERATE_PIXELS");
    if (regen && *regen && strcmp(regen, "0") != 0)
        assert_int_equal(IMG_SavePNG(a->offscreen, want_path), 0);
    SDL_Surface *want = IMG_Load(want_path);
    if (!want)
        fail_msg("no reference image %s (run with SKIRMISH_REGENERATE_PIXELS=1)", want_path);
    SDL_Surface *w = SDL_ConvertSurfaceFormat(want, SDL_PIXELFORMAT_RGB888, 0);
    SDL_FreeSurface(want);
    assert_non_null(w);
    assert_int_equal(w->w, a->offscreen->w);
    assert_int_equal(w->h, a->offscreen->h);
    long differ = 0;
    for (int y = 0; y < w->h; y++) {
        const Uint32 *p = (const Uint32 *)((const Uint8 *)a->offscreen->pixels + y * a->offscreen->pitch);
        const Uint32 *q = (const Uint32 *)((const Uint8 *)w->pixels + y * w->pitch);
        for (int x = 0; x < w->w; x++) {
            int worst = 0;
            for (int c = 0; c < 3; c++) {
                int d = (int)((p[x] >> (8 * c)) & 255) - (int)((q[x] >> (8 * c)) & 255);
                worst = d < 0 ? (-d > worst ? -d : worst) : (d > worst ? d : worst);
            }
            differ += worst > 48;
        }
    }
    long allowed = (long)w->w * w->h / 500;
    SDL_FreeSurface(w);
    if (differ > allowed) {
        client_write_shot(a->offscreen, got_path);
        fail_msg("%s: %ld pixels differ from %s (at most %ld allowed); this run's image is %s", name, differ, want_path,
                 allowed, got_path);
    }
}

void client_mouse(app *a, ui_event_kind kind, int x, int y)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = kind;
    ev.button = UI_BUTTON_LEFT;
    ev.x = x;
    ev.y = y;
    app_handle_event(a, &ev);
}

void client_click_at(app *a, int x, int y)
{
    client_mouse(a, UI_EV_MOUSE_DOWN, x, y);
    client_mouse(a, UI_EV_MOUSE_UP, x, y);
}

static SDL_Rect find_enabled(app *a, const char *label)
{
    SDL_Rect r;
    bool enabled = false;
    language_setup(a);
    /* Tests name buttons by their English text: the msgid. */
    label = gettext(label);
    app_draw(a);
    if (!app_find_button(a, label, &r, &enabled))
        fail_msg("no button '%s' on screen %s", label, app_scene_name(a));
    if (!enabled)
        fail_msg("the button '%s' on screen %s is disabled", label, app_scene_name(a));
    return r;
}

void client_click_button(app *a, const char *label)
{
    SDL_Rect r = find_enabled(a, label);
    client_click_at(a, r.x + r.w / 2, r.y + r.h / 2);
}

static void loop_step(app *a)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = a->wake_event;
    SDL_PushEvent(&e);
    app_step(a);
}

void client_sdl_click_button(app *a, const char *label)
{
    SDL_Rect r = find_enabled(a, label);
    Uint32 types[] = { SDL_MOUSEMOTION, SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP };
    for (int i = 0; i < 3; i++) {
        SDL_Event e;
        SDL_zero(e);
        e.type = types[i];
        if (types[i] == SDL_MOUSEMOTION) {
            e.motion.x = r.x + r.w / 2;
            e.motion.y = r.y + r.h / 2;
        } else {
            e.button.button = SDL_BUTTON_LEFT;
            e.button.x = r.x + r.w / 2;
            e.button.y = r.y + r.h / 2;
            e.button.clicks = 1;
        }
        SDL_PushEvent(&e);
        loop_step(a);
        loop_step(a);
    }
}

bool client_has_message(const char *text, const char *msgid)
{
    /* The longest stretch of the translated message with no conversion in it. */
    const char *t = gettext(msgid);
    const char *best = t;
    size_t best_n = 0;
    for (const char *p = t; *p;) {
        const char *q = p;
        while (*q && *q != '%')
            q++;
        if ((size_t)(q - p) > best_n) {
            best = p;
            best_n = (size_t)(q - p);
        }
        if (!*q)
            break;
        q++; /* past '%' and its conversion: up to the conversion letter */
        while (*q && !strchr("diouxXeEfFgGcsp%", *q))
            q++;
        p = *q ? q + 1 : q;
    }
    if (best_n == 0)
        return true;
    char part[256];
    snprintf(part, sizeof part, "%.*s", (int)(best_n < sizeof part - 1 ? best_n : sizeof part - 1), best);
    return strstr(text, part) != NULL;
}

void client_set_size(app *a, int w, int h)
{
    a->w = w;
    a->h = h;
    a->scale = app_scale_for(w, h, app_ui_percent(a));
}

/* Every text drawn in the last client_draw_at, one after the other. */
static char seen[1 << 16];
static size_t n_seen;

static void record_text(void *ctx, const char *text)
{
    (void)ctx;
    size_t n = strlen(text);
    if (n_seen + n + 2 < sizeof seen) {
        memcpy(seen + n_seen, text, n);
        n_seen += n;
        seen[n_seen++] = '\n';
        seen[n_seen] = '\0';
    }
}

void client_draw_at(app *a, const char *name, int w, int h)
{
    client_set_size(a, w, h);
    n_seen = 0;
    seen[0] = '\0';
    a->text_seen = record_text;
    a->layout_faults = 0;
    SDL_SetRenderDrawColor(a->renderer, 0, 0, 0, 255);
    SDL_RenderClear(a->renderer);
    app_draw(a);
    a->text_seen = NULL;
    if (a->layout_faults)
        fail_msg("%s at %dx%d: %d layout fault(s); the first: %s", name, w, h, a->layout_faults, a->layout_fault);
    for (int i = 0; i < a->n_drawn_buttons; i++) {
        SDL_Rect r = a->drawn_buttons[i].rect;
        if (r.x < 0 || r.y < 0 || r.x + r.w > w || r.y + r.h > h)
            fail_msg("%s at %dx%d: the button \"%s\" leaves the window", name, w, h, a->drawn_buttons[i].label);
    }
    if (getenv("SKIRMISH_TEST_LANGUAGE") || getenv("SKIRMISH_TEST_SHOTS")) {
        char path[1200];
        snprintf(path, sizeof path, "%.900s/shots", getenv("SKIRMISH_TEST_TMP"));
        mkdir(path, 0755);
        snprintf(path, sizeof path, "%.900s/shots/%s-%dx%d.png", getenv("SKIRMISH_TEST_TMP"), name, w, h);
        SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGB888);
        if (s) {
            SDL_BlitSurface(a->offscreen, &(SDL_Rect){ 0, 0, w, h }, s, NULL);
            client_write_shot(s, path);
            SDL_FreeSurface(s);
        }
    }
}

const char *client_drawn_texts(void) { return seen; }

bool client_was_drawn(const char *text) { return strstr(seen, text) != NULL; }

bool client_was_drawn_wrapped(const char *text)
{
    /* the recorded texts are one per line: a wrapped sentence's lines joined
     * by the space the wrap took */
    static char joined[sizeof seen];
    memcpy(joined, seen, n_seen + 1);
    for (size_t i = 0; i < n_seen; i++)
        if (joined[i] == '\n')
            joined[i] = ' ';
    return strstr(joined, text) != NULL;
}

void client_drag_through(void (*mouse)(Uint32 type, int x, int y), int x0, int y0, int x1, int y1)
{
    mouse(SDL_MOUSEMOTION, x0, y0);
    mouse(SDL_MOUSEBUTTONDOWN, x0, y0);
    mouse(SDL_MOUSEMOTION, (x0 + x1) / 2, (y0 + y1) / 2);
    mouse(SDL_MOUSEMOTION, x1, y1);
    mouse(SDL_MOUSEBUTTONUP, x1, y1);
}

help_browser *client_help_open(app *a, const char *book)
{
    app_scene_pop_to_root(a);
    assert_true(app_scene_push(a, &help_scene, book));
    help_browser *h = help_current(a);
    assert_non_null(h);
    return h;
}

void client_zone_game(esc_game *g, esc_bits zone, esc_objective obj, const char *label, bool shipped)
{
    memset(g, 0, sizeof *g);
    for (int sq = 0; sq < ESC_SQUARES; sq++)
        g->occupant[sq] = ESC_NO_UNIT;
    g->scenario.active = true;
    g->scenario.n_zones = 1;
    g->scenario.zones[0] = zone;
    g->scenario.n_objectives = 1;
    g->scenario.objectives[0] = obj;
    char labels[ESC_OBJECTIVES_MAX][ESC_SCENARIO_LABEL_MAX] = {{0}};
    snprintf(labels[0], sizeof labels[0], "%s", label);
    board_use_zone_labels((const char(*)[ESC_SCENARIO_LABEL_MAX])labels, &g->scenario, shipped);
}

void client_player_dirs(const char *prefix, const char *name, bool clean)
{
    char dir[1024];
    if (clean) {
        snprintf(dir, sizeof dir, "rm -rf '%s/%s-%s'", getenv("SKIRMISH_TEST_TMP"), prefix, name);
        assert_int_equal(system(dir), 0);
    }
    snprintf(dir, sizeof dir, "%s/%s-%s/config", getenv("SKIRMISH_TEST_TMP"), prefix, name);
    setenv("XDG_CONFIG_HOME", dir, 1);
    snprintf(dir, sizeof dir, "%s/%s-%s/data", getenv("SKIRMISH_TEST_TMP"), prefix, name);
    setenv("XDG_DATA_HOME", dir, 1);
}

static bool player_open;

void client_player_start(app *a, int w, int h)
{
    client_player_stop(a);
    memset(a, 0, sizeof *a);
    char settings[1200];
    snprintf(settings, sizeof settings, "%s/skirmish", getenv("XDG_CONFIG_HOME"));
    assert_true(data_paths_make_dirs(settings));
    snprintf(settings, sizeof settings, "%s/skirmish/settings.json", getenv("XDG_CONFIG_HOME"));
    FILE *f = fopen(settings, "w");
    assert_non_null(f);
    fprintf(f, "{\"format\": \"skirmish-preferences\", \"version\": 1, \"window_width\": %d, \"window_height\": %d}", w,
            h);
    fclose(f);
    assert_true(front_init(a, false, true, true));
    player_open = true;
    a->prefs.anim_speed = DATA_ANIM_INSTANT;
}

void client_player_game_800(app *a, const char *prefix, const char *name, const scene *setup)
{
    client_player_dirs(prefix, name, true);
    client_player_start(a, 800, 560);
    assert_true(app_scene_open_from_root(a, setup, NULL));
    client_click_button(a, "Start");
    a->running = true;
}

void client_player_stop(app *a)
{
    if (player_open)
        app_free(a);
    player_open = false;
}

void client_look(app *a, const char *name)
{
    app_draw(a);
    assert_int_equal(a->layout_faults, 0);
    if (client_language_run()) {
        client_pixels_compare(a, name);
        return;
    }
    char path[1200];
    snprintf(path, sizeof path, "%s/shots", getenv("SKIRMISH_TEST_TMP"));
    data_paths_make_dirs(path);
    snprintf(path, sizeof path, "%s/shots/%s-%dx%d.png", getenv("SKIRMISH_TEST_TMP"), name, a->w, a->h);
    app_save_screenshot(a, path);
}

bool client_name_has_room(ui *u, const areamap_camera *cam, const areamap_model *m, int i)
{
    const areamap_node *n = &m->nodes[i];
    float x, y, gap = 1e9f, r = areamap_view_node_radius(cam, n);
    areamap_camera_to_screen(cam, n->x, n->y, &x, &y);
    for (int j = 0; j < m->n_nodes; j++) {
        float ox, oy;
        areamap_camera_to_screen(cam, m->nodes[j].x, m->nodes[j].y, &ox, &oy);
        float d = sqrtf((ox - x) * (ox - x) + (oy - y) * (oy - y));
        gap = j != i && d < gap ? d : gap;
    }
    float half = (float)ui_text_width(u, n->name, ui_text_px(ui_px(u, 11)), true) / 2;
    return areamap_label_clearly_nearer(r + 3, gap - half);
}

void client_battle_play_first(app *a, board_battle *bb)
{
    esc_action list[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(&bb->match.game, list, ESC_MAX_ACTIONS), k = 0;
    while (k < n && (list[k].kind == ESC_ACT_END_TURN || list[k].kind == ESC_ACT_YIELD))
        k++;
    assert_true(k < n);
    battle_play(a, &list[k]);
}
