#!/usr/bin/env bash
# Installs the build into a temporary prefix and checks that the installed tree
# stands on its own: run from / with SKIRMISH_DATA_DIR unset, both programs must
# find their data under <prefix>/share/skirmish, not in the source tree they were
# built from (which they would also accept), and a copy of the tree moved
# elsewhere must still work. The desktop entry, metainfo, icons and man pages
# must be there; desktop-file-validate and appstreamcli check them when present.
# usage: test_install.sh CMAKE BUILD_DIR TMP_PARENT
set -u
cmake="$1"
build="$2"
mkdir -p "$3"
tmp="$(mktemp -d "$3/install.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
prefix="$tmp/prefix"
id=io.github.skirmish.Skirmish
passed=0
failed=0
skipped=0

# The user's files go to the temporary directory, never to the real home.
unset SKIRMISH_DATA_DIR
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data"
export SDL_VIDEODRIVER=dummy SDL_RENDER_DRIVER=software SDL_AUDIODRIVER=dummy
mkdir -p "$HOME"

ok() {
    passed=$((passed + 1))
    echo "ok   $1"
}
bad() {
    failed=$((failed + 1))
    echo "FAIL $1"
    [ -s "$tmp/out" ] && sed 's/^/     /' "$tmp/out"
    return 0
}
skip() {
    skipped=$((skipped + 1))
    echo "skip $1"
}
# check NAME COMMAND...: the command succeeds (its output is shown if not).
check() {
    local name="$1"
    shift
    if "$@" >"$tmp/out" 2>&1; then ok "$name"; else bad "$name"; fi
}
# check_fails_naming NAME TEXT COMMAND...: the command fails and its output names TEXT.
check_fails_naming() {
    local name="$1" text="$2"
    shift 2
    if ! "$@" >"$tmp/out" 2>&1 && grep -qF -- "$text" "$tmp/out"; then ok "$name"; else bad "$name (expected a failure naming $text)"; fi
}
# Runs the programs from / so nothing can come from the working directory; a
# program that hangs fails its check instead of stalling the whole test.
at_root() { (cd / && timeout 60 "$@"); }

# ---- install ----
if ! "$cmake" --install "$build" --prefix "$prefix" >"$tmp/out" 2>&1; then
    bad "cmake --install $build --prefix $prefix"
    echo "$passed passed, $failed failed"
    exit 1
fi
ok "cmake --install --prefix $prefix"

# ---- what is installed ----
programs="$(cd "$prefix" && find . -type f -perm -u+x | sort | tr '\n' ' ')"
if [ "$programs" = "./bin/skirmish ./bin/skirmish-cli " ]; then
    ok "the only programs are bin/skirmish and bin/skirmish-cli"
else
    : >"$tmp/out"
    bad "programs installed: $programs(no tests, benchmarks or generators expected)"
fi
top="$(cd "$prefix" && find . -mindepth 1 -maxdepth 1 | sort | tr '\n' ' ')"
if [ "$top" = "./bin ./share " ]; then
    ok "the prefix holds only bin/ and share/"
else
    : >"$tmp/out"
    bad "the prefix holds $top(expected only bin/ and share/: no libraries or headers)"
fi
for f in share/applications/$id.desktop share/metainfo/$id.metainfo.xml \
    share/skirmish/maps/crossroads.json share/skirmish/assets/fonts/DejaVuSans.ttf \
    share/skirmish/assets/fonts/LICENSE-DejaVu.txt share/doc/skirmish/copyright; do
    check "installed $f" test -s "$prefix/$f"
done
for n in 32 48 64 128 256 512; do
    check "installed icon ${n}x$n" test -s "$prefix/share/icons/hicolor/${n}x$n/apps/$id.png"
done
for page in skirmish skirmish-cli; do
    check "installed man page $page.6.gz" gzip -t "$prefix/share/man/man6/$page.6.gz"
done
squad="$(find "$prefix/share/skirmish/assets/squads" -name '*.json' | sort | head -n 1)"
if [ -n "$squad" ]; then ok "default squads installed"; else : >"$tmp/out"; bad "no default squad installed"; fi

# ---- the installed programs, run from / ----
bin="$prefix/bin"
check "skirmish-cli squad check ${squad##*/}" at_root "$bin/skirmish-cli" squad check "$squad"
check "skirmish-cli demo --quiet" at_root "$bin/skirmish-cli" demo --quiet
if at_root "$bin/skirmish" --version >"$tmp/out" 2>&1 && grep -q '^skirmish [0-9]' "$tmp/out"; then
    ok "skirmish --version"
else
    bad "skirmish --version"
fi
if at_root "$bin/skirmish" --help >"$tmp/out" 2>&1 && grep -q -- '--load FILE' "$tmp/out"; then
    ok "skirmish --help"
else
    bad "skirmish --help"
fi
# The translations: catalogues under share/locale, found from the installed
# program with no locale generated for the language; the desktop entry and the
# metainfo carry their translated fields.
for lang in fr es; do
    check "installed share/locale/$lang/LC_MESSAGES/skirmish.mo" test -s "$prefix/share/locale/$lang/LC_MESSAGES/skirmish.mo"
    check "the desktop entry's GenericName[$lang]" grep -q "^GenericName\[$lang\]=" "$prefix/share/applications/$id.desktop"
    check "the metainfo's summary in $lang" grep -q "<summary xml:lang=\"$lang\">" "$prefix/share/metainfo/$id.metainfo.xml"
done
if at_root env LC_ALL= LANGUAGE= LANG=fr_FR.UTF-8 "$bin/skirmish" --help >"$tmp/out" 2>&1 && grep -q 'Options :' "$tmp/out"; then
    ok "skirmish --help in French (LANG=fr_FR.UTF-8)"
else
    bad "skirmish --help in French (LANG=fr_FR.UTF-8)"
fi
if at_root env LC_ALL= LANG= LANGUAGE=es "$bin/skirmish" --help >"$tmp/out" 2>&1 && grep -q 'Opciones:' "$tmp/out"; then
    ok "skirmish --help in Spanish (LANGUAGE=es)"
else
    bad "skirmish --help in Spanish (LANGUAGE=es)"
fi
check "skirmish --demo --quit-after 1 --screenshot" \
    at_root "$bin/skirmish" --demo --quit-after 1 --screenshot "$tmp/shot.png"
if [ -s "$tmp/shot.png" ] && [ "$(head -c 4 "$tmp/shot.png" | tail -c 3)" = "PNG" ]; then
    ok "the screenshot is a non-empty PNG"
else
    : >"$tmp/out"
    bad "no PNG screenshot at $tmp/shot.png"
fi
check "skirmish --windowed" at_root "$bin/skirmish" --windowed --quit-after 0.2
check "skirmish --fullscreen" at_root "$bin/skirmish" --fullscreen --quit-after 0.2
check_fails_naming "skirmish --load with a missing file" "$tmp/missing.json" \
    at_root "$bin/skirmish" --load "$tmp/missing.json"
echo "not a saved game" >"$tmp/garbage.json"
check_fails_naming "skirmish --load with a file that is not a saved game" "$tmp/garbage.json" \
    at_root "$bin/skirmish" --load "$tmp/garbage.json"
check "the user data directory is under XDG_DATA_HOME" test -d "$XDG_DATA_HOME/skirmish"

# ---- the data really comes from the install, wherever it is ----
# A moved copy with a file taken out: the programs must report the file missing
# from the copy, instead of quietly reading it from the source tree.
cp -a "$prefix" "$tmp/moved"
check "moved copy: skirmish-cli demo --quiet" at_root "$tmp/moved/bin/skirmish-cli" demo --quiet
check "moved copy: skirmish --demo" at_root "$tmp/moved/bin/skirmish" --demo --quit-after 0.5
rm "$tmp/moved/share/skirmish/maps/crossroads.json" "$tmp/moved/share/skirmish/assets/fonts/DejaVuSans.ttf"
check_fails_naming "moved copy: skirmish-cli reads the copy's maps" "$tmp/moved/share/skirmish/maps/crossroads.json" \
    at_root "$tmp/moved/bin/skirmish-cli" demo --quiet
check_fails_naming "moved copy: skirmish reads the copy's fonts" "$tmp/moved/share/skirmish/assets/fonts" \
    at_root "$tmp/moved/bin/skirmish" --quit-after 0.5

# ---- validators, when installed ----
if command -v desktop-file-validate >/dev/null; then
    # It exits 0 on warnings too: any output at all counts as a failure here.
    if desktop-file-validate "$prefix/share/applications/$id.desktop" >"$tmp/out" 2>&1 && ! [ -s "$tmp/out" ]; then
        ok "desktop-file-validate"
    else
        bad "desktop-file-validate"
    fi
else
    skip "desktop-file-validate (package desktop-file-utils not installed)"
fi
if command -v appstreamcli >/dev/null; then
    check "appstreamcli validate" appstreamcli validate --no-net "$prefix/share/metainfo/$id.metainfo.xml"
else
    skip "appstreamcli validate (package appstream not installed)"
fi
if command -v groff >/dev/null; then
    for page in skirmish skirmish-cli; do
        # -ww: every warning; a clean page prints nothing.
        if gzip -dc "$prefix/share/man/man6/$page.6.gz" | groff -man -ww -z >"$tmp/out" 2>&1 && ! [ -s "$tmp/out" ]; then
            ok "man page $page.6 formats without warnings"
        else
            bad "man page $page.6 formats without warnings"
        fi
    done
else
    skip "man page formatting (groff not installed)"
fi

if [ "$skipped" -gt 0 ]; then
    echo "$passed passed, $failed failed, $skipped skipped"
else
    echo "$passed passed, $failed failed"
fi
[ "$failed" -eq 0 ]
