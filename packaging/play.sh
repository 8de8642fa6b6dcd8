#!/usr/bin/env bash
# Quick start: installs what is missing, builds the game alone (the program
# skirmish and the translations it reads at run time; no command-line tool, tests
# or benchmarks; optimised, without debug information, which compiles faster)
# in build/ and starts it. Needs a graphical session (X11 or
# Wayland). Arguments are passed on to it, e.g. bash packaging/play.sh --demo
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$root/packaging/deps.sh"
skirmish_install_deps
cmake -S "$root" -B "$root/build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS_RELEASE="-O2 -DNDEBUG" -DSKIRMISH_TESTS=OFF -DSKIRMISH_BENCH=OFF >/dev/null
cmake --build "$root/build" -j"$(nproc)" --target skirmish skirmish_translations
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "skirmish: no graphical session here (neither DISPLAY nor WAYLAND_DISPLAY is set);" >&2
    echo "the game is built in build/src/client/skirmish: start it from a desktop session." >&2
    exit 1
fi
exec "$root/build/src/client/skirmish" "$@"
