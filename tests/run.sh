#!/usr/bin/env bash
# The whole test suite, as CI runs it: installs what is missing, builds with
# warnings as errors and AddressSanitizer + UndefinedBehaviorSanitizer in
# build-tests/, then runs every test with ctest (headless: no display needed).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$root/packaging/deps.sh"
skirmish_install_deps
export SDL_VIDEODRIVER=dummy SDL_RENDER_DRIVER=software SDL_AUDIODRIVER=dummy
jobs="$(nproc)"
cmake -S "$root" -B "$root/build-tests" -DCMAKE_BUILD_TYPE=Debug -DSKIRMISH_WERROR=ON -DSKIRMISH_SANITIZE=ON >/dev/null
cmake --build "$root/build-tests" -j"$jobs"
ctest --test-dir "$root/build-tests" --output-on-failure -j"$jobs" "$@"
