"""Screenshot checks: windows of the examples (and of ControlsDemo), in
light and dark mode, compared with the reference pictures kept in
BrowserTests/references/ (NAME-SCHEME.png, each cropped to its window).

A change beyond a small tolerance (screenshots.py: a pixel counts as
changed when a channel moves by more than 48 of 255; at most 0.2% of a
window's pixels may change) fails, naming the picture this run drew and a
picture of the changes in red under test-artifacts/screenshots/. When the
change is meant, rewrite the references and commit them with it:

    Scripts/update-references.sh            # every window
    Scripts/update-references.sh -k Charts  # some (pytest's -k)

(which runs this file with PROSCENIUM_UPDATE_REFERENCES=1), then look at
the new pictures before committing them.

Each picture is taken once fonts are loaded, the window is placed and two
screenshots in a row agree, with CSS animations stopped and the caret
hidden; the windows chosen show no clock or running animation (Flipbook's
runs until reduced motion is asked for).
"""

import pytest
from playwright.sync_api import expect

from conftest import serving
from screenshots import assert_matches_reference, settled_image

# (product, window title). Noticeboard's clock changes a digit or two,
# within the tolerance. Flipbook's window runs a phase animator for ever (a
# square that grows and shrinks) unless the person asks for reduced motion,
# which it honours (accessibilityReduceMotion): it is taken so, at rest.
WINDOWS = [
    ("BookClub", "Currently Reading"),
    ("Geometry", "Geometry"),
    ("ChartGallery", "Charts"),
    ("ControlsDemo", "Controls"),
    ("ControlsDemo", "More Controls"),
    ("ControlsDemo", "Looks"),
    ("Mail", "Inbox"),
    ("Inventory", "Inventory"),
    ("Notebook", "Notebook"),
    ("TextEdit", "Untitled"),
    ("ShapeEdit", "Untitled"),
    ("Pinboard", "Pinboard"),
    ("CardTable", "Card Table"),
    ("Noticeboard", "Noticeboard"),
    ("Drawing", "Drawing"),
    ("Layouts", "Layouts"),
    ("Flipbook", "Flipbook"),
]
# The products taken with `prefers-reduced-motion: reduce`.
REDUCED_MOTION = {"Flipbook"}


@pytest.fixture(scope="module")
def servers():
    """One running app per product, started when a test first asks."""
    running = {}
    contexts = []

    def url(product):
        if product not in running:
            context = serving(product, f"screenshots-{product}.log")
            running[product] = context.__enter__().url
            contexts.append(context)
        return running[product]

    yield url
    for context in reversed(contexts):
        context.__exit__(None, None, None)


def open_window(page, title):
    """The window `title`, opened from the Window menu unless it opened at launch."""
    window = page.get_by_role("dialog", name=title)
    try:
        window.first.wait_for(timeout=5_000)
    except Exception:
        page.get_by_role("menubar").get_by_role("menuitem", name="Window", exact=True).click()
        page.get_by_role("menu").get_by_role("menuitem", name=title, exact=True).click()
    expect(window).to_have_count(1, timeout=10_000)
    return window


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("product,title", WINDOWS, ids=[f"{p}-{t.replace(' ', '')}" for p, t in WINDOWS])
def test_window_looks_as_its_reference(browser, servers, product, title, scheme):
    motion = "reduce" if product in REDUCED_MOTION else "no-preference"
    context = browser.new_context(viewport={"width": 1100, "height": 720}, color_scheme=scheme, reduced_motion=motion)
    try:
        page = context.new_page()
        page.goto(servers(product))
        window = open_window(page, title)
        # The pointer away from every control: no hover state in the picture.
        page.mouse.move(1099, 719)
        image = settled_image(window)
        assert_matches_reference(image, f"{product}-{title.replace(' ', '')}-{scheme}")
    finally:
        context.close()
