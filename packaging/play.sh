#!/usr/bin/env bash
# Quick start: installs what is missing, builds Skirmish in build/ and starts it.
# Until the SDL2 client lands, this plays the command-line demo (computer against
# computer); arguments are passed on, e.g. bash packaging/play.sh --seed 7
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$root/packaging/deps.sh"
skirmish_install_deps
cmake -S "$root" -B "$root/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$root/build" -j"$(nproc)"
exec "$root/build/src/cli/skirmish-cli" demo "$@"
