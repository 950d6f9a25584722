#!/usr/bin/env bash
# Runs every test of Proscenium: the Swift tests (headless display, graph,
# documents, server, seed samples, the port command), the examples' tests, the DocC documentation (no warnings), a
# short load check, and the real-browser tests (Chromium via Playwright).
# Installs what the browser tests need when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

# Settings and restoration files go to a scratch folder, not the user's.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
export XDG_CONFIG_HOME="$scratch/config" XDG_STATE_HOME="$scratch/state" XDG_DATA_HOME="$scratch/data"

# What the build and the display need from Debian (the README's list): the
# icon font the display draws SF Symbols with (its licence is in the README),
# the system font set the display serves and the engine measures text with
# (Inter, Quicksand for rounded text, colour emoji, CJK fallback), and HarfBuzz, which measures it; and
# the desktop's tools that `proscenium-port install` runs and its tests check with.
needed=""
[ -d /usr/share/fonts/woff/material-design-icons-iconfont ] || needed="$needed fonts-material-design-icons-iconfont"
[ -d /usr/share/fonts/opentype/inter ] || needed="$needed fonts-inter"
[ -d /usr/share/fonts/truetype/quicksand ] || needed="$needed fonts-quicksand"
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || needed="$needed fonts-noto-color-emoji"
[ -f /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf ] || needed="$needed fonts-droid-fallback"
pkg-config --exists harfbuzz || needed="$needed libharfbuzz-dev libfreetype-dev"
# What reads an installed app's desktop files (ProsceniumDesktopTests run them).
command -v desktop-file-validate >/dev/null || needed="$needed desktop-file-utils"
command -v update-mime-database >/dev/null || needed="$needed shared-mime-info"
command -v xdg-mime >/dev/null || needed="$needed xdg-utils"
# What xdg-open asks a file's type of by its extension, outside a desktop environment.
command -v mimetype >/dev/null || needed="$needed libfile-mimeinfo-perl"
command -v gtk-update-icon-cache >/dev/null || needed="$needed gtk-update-icon-cache"
# A virtual screen, a window manager and its window lister, where own windows mode is tested.
command -v Xvfb >/dev/null || needed="$needed xvfb"
command -v openbox >/dev/null || needed="$needed openbox"
command -v wmctrl >/dev/null || needed="$needed wmctrl"
command -v xdotool >/dev/null || needed="$needed xdotool"
if [ -n "$needed" ]; then
    SUDO=""
    [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update
    $SUDO apt-get install -y $needed
fi

echo "== Imports (each target imports only the package's targets it depends on)"
# An incremental build finds modules a target does not depend on; a clean clone does not.
python3 -m unittest discover -s Scripts/imports
python3 Scripts/imports/check_imports.py

echo "== Swift tests"
swift build --build-tests
# The tests that build whole packages (the seed samples, ported apps, nonisolated builder code, a .deb) wait on
# `swift build` for minutes, each holding one of the test runner's threads (two
# on two cores): run them on their own, one suite after the other, so that they
# never starve the rest.
packages="SeedSampleTests|PortCommandTests|IsolationPackageTests|PackageCommandTests"
# The protocol fuzz test floods one app's main actor with 100,000 messages for
# about a minute; beside it, tests that wait on main-actor work (a task's
# cancellation, a sound's end) time out. It too runs on its own.
alone="$packages|ProtocolFuzzTests"
# Runs `swift test` with the given arguments; when it fails, its failures are
# repeated last, where a log cut to its tail still shows them.
swift_tests() {
    local log="$scratch/swift-test.log"
    if swift test "$@" 2>&1 | tee "$log"; then return 0; fi
    echo "== Failures of: swift test $*" >&2
    grep -E -A12 "✘|recorded an issue|error:|Fatal error" "$log" | grep -v "^--$" | head -n 200 >&2 || true
    return 1
}
swift_tests --skip-build --skip "$alone"
swift_tests --skip-build --filter ProtocolFuzzTests
swift_tests --skip-build --filter SeedSampleTests
swift_tests --skip-build --filter PortCommandTests
swift_tests --skip-build --filter IsolationPackageTests
swift_tests --skip-build --filter PackageCommandTests

echo "== The porting corpus tool (its reading of ports, builds and pages; Python)"
python3 -m unittest discover -s Scripts/corpus

echo "== Examples (a package of their own, built against the SwiftUI product)"
# In the build folder the tests' generated packages share (.build-samples/build):
# Proscenium is built there once for all of them; the browser tests run them from there.
swift build --build-tests --package-path Examples --scratch-path .build-samples/build
swift_tests --skip-build --package-path Examples --scratch-path .build-samples/build

echo "== Documentation (DocC, warnings are errors)"
Scripts/docs.sh

echo "== Load check (10 s)"
# 50 scripted pages each type 8 events a second into one served app: every
# event must be answered, with no failed or closed connection and no malformed
# reply. Latency is printed, not checked (the machine's other work decides it):
# an event counts as unanswered only after 30 s. It runs the debug build the
# tests built (a release build would cost CI a quarter of an hour), which
# spends 1.2 to 1.6 ms of CPU on an event on an idle machine of two cores, and
# 2.6 ms on a busy one: 400 events a second keep its main actor about 60 %
# busy on the first, and just full on the second. The performance figures
# (200 pages at 50 a second, release) are in docs/PERFORMANCE.md.
bench="$(swift build --show-bin-path)/proscenium-bench"
"$bench" load --clients 50 --rate 8 --seconds 10 --timeout 30 | tee "$scratch/load.txt"
summary="$(tail -n 1 "$scratch/load.txt")"
errors="$(sed -n 's/^load: [0-9]* events, \([0-9]*\) errors, .*/\1/p' <<<"$summary")"
if [ "$errors" != "0" ]; then
    echo "load check: expected 0 errors: $summary" >&2
    exit 1
fi

if [ -d BrowserTests ] && [ -x BrowserTests/run.sh ]; then
    echo "== Browser tests"
    BrowserTests/run.sh
fi
