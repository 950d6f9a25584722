"""A survey, not a test: opens every window of each fixture app in Chromium
(its first windows, then each item of its Window menu) with
PROSCENIUM_LAYOUT_LOG=1 and counts why the layout engine does not place
each window whole (the first element the app's log names): where layout
work goes next.

    python3 Scripts/layout_survey.py [PRODUCT ...]
"""
import collections
import os
import pathlib
import re
import sys
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "BrowserTests"))
from conftest import serving, CHROMIUM, ARTIFACTS
from playwright.sync_api import sync_playwright

APPS = sys.argv[1:] or ["LayoutDemo", "ControlsDemo", "EverydayDemo", "CensusDemo", "PureAppsDemo", "DragDropDemo",
                        "IOSAppsDemo", "AppKitDemo", "DesktopDemo", "PreviewsDemo", "HostileTextDemo", "RepresentablesDemo"]
STANDARD = {"Minimize", "Zoom", "Fill", "Center", "Bring All to Front", "Enter Full Screen", "Exit Full Screen",
            "Move & Resize", "Full Screen Tile", "Remove Window from Set"}
LINE = re.compile(r"layout: window (\S+) (placed|not placed: (.*?))(;|$)")

def kind(reason):
    words = []
    for w in reason.split(" "):
        if re.fullmatch(r"\(?-?\d+\)?", w): break
        words.append(w)
    return " ".join(words)

results = []
with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
    for app in APPS:
        log = f"survey-{app}.log"
        path = ARTIFACTS / log
        if path.exists(): path.unlink()
        env = dict(os.environ, PROSCENIUM_LAYOUT_LOG="1")
        try:
            with serving(app, log, env=env) as server:
                page = browser.new_page(viewport={"width": 1400, "height": 900})
                page.goto(server.url)
                page.wait_for_timeout(2000)
                titles = []
                try:
                    page.get_by_role("menubar").get_by_role("menuitem", name="Window", exact=True).click(timeout=3000)
                    titles = [t.strip() for t in page.get_by_role("menu").get_by_role("menuitem").all_inner_texts()]
                    page.keyboard.press("Escape")
                except Exception as e:
                    print(app, "no Window menu", e)
                titles = [t.split("\n")[0].strip() for t in titles]
                titles = [t for t in titles if t and t not in STANDARD]
                for t in titles:
                    try:
                        page.get_by_role("menubar").get_by_role("menuitem", name="Window", exact=True).click(timeout=3000)
                        page.get_by_role("menu").get_by_role("menuitem", name=t, exact=True).first.click(timeout=3000)
                        page.wait_for_timeout(1200)
                    except Exception:
                        page.keyboard.press("Escape")
                page.wait_for_timeout(1500)
                page.close()
        except Exception as e:
            print(app, "failed", e)
        # The last line per window is its state once shown.
        last = {}
        for line in open(path, errors="replace"):
            m = LINE.search(line)
            if m: last[m.group(1)] = m.group(3)
        for window, reason in last.items():
            results.append((app, window, reason))
            print(app, window, reason or "placed", flush=True)
    browser.close()
counts = collections.Counter(kind(r) for _, _, r in results if r)
placed = sum(1 for _, _, r in results if not r)
print(f"\n{placed} of {len(results)} windows placed; not placed, by the first element that stops them:")
for k, n in counts.most_common(): print(n, k)
