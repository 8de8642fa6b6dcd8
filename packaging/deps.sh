#!/usr/bin/env bash
# Installs the Debian 12 packages Skirmish needs to build, test and run, when any is
# missing. Sourced by the quick-start scripts; usable alone: bash packaging/deps.sh
set -euo pipefail

SKIRMISH_PACKAGES=(
    build-essential cmake pkg-config
    libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libcjson-dev
    libcmocka-dev fonts-dejavu-core
    desktop-file-utils appstream
    libwebsockets-dev python3-websockets
    gettext python3
)

skirmish_install_deps() {
    local missing=()
    for p in "${SKIRMISH_PACKAGES[@]}" "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing missing packages: ${missing[*]}"
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "Please install as root: ${missing[*]}" >&2; return 1; }
        sudo="sudo"
    fi
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    skirmish_install_deps "$@"
fi
