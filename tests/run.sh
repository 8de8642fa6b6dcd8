#!/usr/bin/env bash
# The whole test suite, as CI runs it: installs what is missing, then
#  1. builds with warnings as errors and AddressSanitizer + UndefinedBehaviorSanitizer
#     in build-tests/, without the benchmarks (timing under the sanitizers means
#     nothing; their smoke runs in step 2), and runs every test with ctest
#     (headless: no display needed) but for the runs of the client's screens in
#     other languages (label "language"); the pseudo-locale's runs of two
#     programs, every screen's pixel tests and the shell's (label "pseudo":
#     every text longer, accented and bracketed), are kept here, where the
#     sanitizers watch the text code on its longest strings (tests/CMakeLists.txt);
#  2. builds a plain Release build in build-release/ with the benchmarks and runs
#     every test again (optimisation changes what uninitialised bytes and padding
#     hold), the French, Spanish, 200 % and other pseudo-locale runs included but
#     the two of step 1: a screen's layout does not depend on the build type, so
#     each language is drawn once, in the faster build; the checks that read only
#     the source tree (label "source") ran in step 1 and are not run again;
#  3. runs each fuzz harness briefly on its corpus (tests/fuzz/smoke.sh, one harness
#     per core side by side), when clang with libFuzzer is available: 3 s each
#     (SKIRMISH_FUZZ_SECONDS changes it), which runs every seed and some thousands
#     of mutations; the long fuzzing rounds are docs/testing.md's.
# Arguments go to both ctest runs (for example -R cq_ to run some tests only).
# The three builds go through ccache when it is installed (a CI that keeps
# ~/.cache/ccache between runs then recompiles only what changed, whatever
# folder it clones into);
# SKIRMISH_CCACHE=0 turns it off.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$root/packaging/deps.sh"
skirmish_install_deps
export SDL_VIDEODRIVER=dummy SDL_RENDER_DRIVER=software SDL_AUDIODRIVER=dummy
jobs="$(nproc)"
# ctest counts slots: two per core and one more (a busy test takes two, one
# that mostly waits on a server takes one: tests/CMakeLists.txt, the end).
slots=$((jobs * 2 + 1))
launcher=()
if [ "${SKIRMISH_CCACHE:-1}" != 0 ] && command -v ccache >/dev/null; then
    launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache)
    # Paths below the checkout hashed relative to it, and the Debug build's
    # compile directory left out of the hash: a fresh clone elsewhere hits
    # the objects an earlier clone compiled (the debug info keeps the older
    # path, which no test reads).
    export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=1
fi

echo "== Sanitizer build (Debug, ASan + UBSan, -Werror)"
cmake -S "$root" -B "$root/build-tests" -DCMAKE_BUILD_TYPE=Debug -DSKIRMISH_WERROR=ON -DSKIRMISH_SANITIZE=ON \
    -DSKIRMISH_BENCH=OFF ${launcher[@]+"${launcher[@]}"} >/dev/null
cmake --build "$root/build-tests" -j"$jobs"
if [ $# -eq 0 ]; then
    ctest --test-dir "$root/build-tests" --output-on-failure --timeout 600 -j"$slots" -LE language
else
    ctest --test-dir "$root/build-tests" --output-on-failure --timeout 600 -j"$slots" "$@"
fi

echo "== Release build (-O2, no sanitizers, -Werror)"
cmake -S "$root" -B "$root/build-release" -DCMAKE_BUILD_TYPE=Release -DSKIRMISH_WERROR=ON -DSKIRMISH_SANITIZE=OFF \
    -DSKIRMISH_BENCH=ON ${launcher[@]+"${launcher[@]}"} >/dev/null
cmake --build "$root/build-release" -j"$jobs"
if [ $# -eq 0 ]; then
    ctest --test-dir "$root/build-release" --output-on-failure --timeout 600 -j"$slots" -LE "pseudo|source"
else
    ctest --test-dir "$root/build-release" --output-on-failure --timeout 600 -j"$slots" "$@"
fi

if [ -f "$root/tests/fuzz/smoke.sh" ] && [ $# -eq 0 ]; then
    echo "== Fuzz smoke (each harness briefly on its corpus)"
    bash "$root/tests/fuzz/smoke.sh" "${SKIRMISH_FUZZ_SECONDS:-3}"
fi
