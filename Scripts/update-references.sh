#!/usr/bin/env bash
# Rewrites the screenshot checks' reference pictures
# (BrowserTests/references/*.png) from this build: run it when a change to
# how windows look is meant, look at the new pictures, commit them with the
# change. Arguments go to pytest (`-k Charts` rewrites some).
set -euo pipefail
cd "$(dirname "$0")/.."
PROSCENIUM_UPDATE_REFERENCES=1 exec "${PYTHON:-python3}" -m pytest BrowserTests/test_screenshots.py -q "$@"
