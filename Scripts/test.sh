#!/usr/bin/env bash
# Runs every test of Proscenium: the Swift tests (headless display, graph,
# documents, server, seed samples) and the real-browser tests (Chromium via
# Playwright). Installs what the browser tests need when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== Swift tests"
swift build --build-tests
swift test --skip-build

if [ -d BrowserTests ] && [ -x BrowserTests/run.sh ]; then
    echo "== Browser tests"
    BrowserTests/run.sh
fi
