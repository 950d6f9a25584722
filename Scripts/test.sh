#!/usr/bin/env bash
# Runs every test of Proscenium: the Swift tests (headless display, graph,
# documents, server, seed samples), the DocC documentation (no warnings) and
# the real-browser tests (Chromium via Playwright). Installs what the browser
# tests need when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

# Settings and restoration files go to a scratch folder, not the user's.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
export XDG_CONFIG_HOME="$scratch/config" XDG_STATE_HOME="$scratch/state" XDG_DATA_HOME="$scratch/data"

echo "== Swift tests"
swift build --build-tests
swift test --skip-build

echo "== Documentation (DocC, warnings are errors)"
Scripts/docs.sh

if [ -d BrowserTests ] && [ -x BrowserTests/run.sh ]; then
    echo "== Browser tests"
    BrowserTests/run.sh
fi
