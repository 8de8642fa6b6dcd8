#!/usr/bin/env bash
# Quick start: installs what is missing, builds Skirmish in build/ and starts the
# game. Arguments are passed on to it, e.g. bash packaging/play.sh --demo
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$root/packaging/deps.sh"
skirmish_install_deps
cmake -S "$root" -B "$root/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$root/build" -j"$(nproc)"
exec "$root/build/src/client/skirmish" "$@"
