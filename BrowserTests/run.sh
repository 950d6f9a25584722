#!/usr/bin/env bash
# Runs the browser tests: installs Debian's chromium and Playwright if they
# are missing, then pytest. Exits non-zero on any failure, and when pytest
# finds no tests (its exit code 5).
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's chromium, and the icon font the page draws SF Symbols with.
missing=""
if [ ! -x /usr/bin/chromium ] && ! command -v chromium >/dev/null 2>&1; then missing="chromium"; fi
if [ ! -d /usr/share/fonts/woff/material-design-icons-iconfont ]; then missing="$missing fonts-material-design-icons-iconfont"; fi
if [ -n "$missing" ]; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update
  $SUDO apt-get install -y $missing
fi

PYTHON="${PYTHON:-python3}"
if ! "$PYTHON" -c "import playwright" >/dev/null 2>&1; then
  "$PYTHON" -m pip install playwright
fi
if ! "$PYTHON" -c "import pytest" >/dev/null 2>&1; then
  "$PYTHON" -m pip install pytest
fi
# Pillow reads the pixels of screenshots (symbols, shapes, colours).
if ! "$PYTHON" -c "import PIL" >/dev/null 2>&1; then
  "$PYTHON" -m pip install pillow
fi
# pytest-xdist runs the test files on two workers: most of a browser test is
# waiting on the page or the app, so two at once take about half the time.
if ! "$PYTHON" -c "import xdist" >/dev/null 2>&1; then
  "$PYTHON" -m pip install pytest-xdist || true
fi

# The apps under test keep settings, windows and recovery copies: in a
# scratch folder of this run's own, never the user's (or another run's).
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
export XDG_CONFIG_HOME="$scratch/config" XDG_STATE_HOME="$scratch/state" XDG_DATA_HOME="$scratch/data"

# What to run: the whole suite, or the files and tests named (`run.sh
# BrowserTests/test_x.py`), with any other pytest options passed through.
targets=(BrowserTests)
for arg in "$@"; do
  case "$arg" in BrowserTests/*|*.py|*.py::*) targets=(); break ;; esac
done

status=0
parallel=()
if "$PYTHON" -c "import xdist" >/dev/null 2>&1; then
  # Each file on one worker: its module fixtures (a served app) start once.
  parallel=(-n 2 --dist loadfile)
fi
# The slowest steps are listed last, where a log cut to its tail still shows them.
"$PYTHON" -m pytest "${targets[@]}" "${parallel[@]}" --durations=15 "$@" || status=$?
if [ "$status" -eq 1 ] && [ ${#parallel[@]} -gt 0 ]; then
  # Two workers load the machine more than one: a test that waits on an
  # animation or a timer may miss it. The failures run again, one at a time;
  # a real failure fails again. The log above names every first failure.
  echo "run.sh: the failures above run again, one at a time" >&2
  status=0
  "$PYTHON" -m pytest "${targets[@]}" --last-failed --last-failed-no-failures none "$@" || status=$?
fi
if [ "$status" -eq 5 ]; then
  echo "run.sh: pytest collected no tests" >&2
  exit 1
fi
exit "$status"
