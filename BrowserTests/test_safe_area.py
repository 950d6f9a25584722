"""`ignoresSafeArea` under a hidden title bar, in Chromium
(Tests/Fixtures/ControlsDemo, windows "Under Title Bar" and "Below Title
Bar"): a window with `.windowStyle(.hiddenTitleBar)` has full-size content,
its title bar over the content's top with only the traffic lights on it,
as on a Mac. A colour that ignores the safe area fills the whole window,
the pixels under the traffic lights' row included; the same colour that
does not stays below the bar, which shows the window's background."""

import pytest
from playwright.sync_api import expect

from conftest import serving, stable_boxes, page_in_scheme
from pixels import element_image
from placed import open_window

T = 10_000
# Color(red: 0.1, green: 0.6, blue: 0.3) in sRGB.
GREEN = (26, 153, 77)


@pytest.fixture(scope="module")
def controls_url():
    with serving("ControlsDemo", "safe-area-demo.log") as server:
        yield server.url


@pytest.fixture(params=["light", "dark"])
def app(request, browser, controls_url):
    with page_in_scheme(browser, controls_url, request.param) as page:
        yield page


def is_green(pixel):
    return max(abs(a - b) for a, b in zip(pixel[:3], GREEN)) <= 8


def settled(app, title):
    """The window and its colour's box, once the placement made with the
    safe area the page reported has been applied (the boxes stay still)."""
    window = open_window(app, title)
    expect(window.get_by_text("Green to the edges")).to_be_visible(timeout=T)
    app.mouse.move(1099, 719)
    frame, color, bar = stable_boxes(app, window, window.locator(".color-fill").first, window.locator(".titlebar"))
    return window, frame, color, bar


def test_a_colour_ignoring_the_safe_area_fills_the_window_under_its_title_bar(app):
    window, frame, color, bar = settled(app, "Under Title Bar")
    assert round(bar["height"]) == 28, bar
    # The colour's box is the window's, bar included.
    assert abs(color["y"] - frame["y"]) <= 1 and abs(color["height"] - frame["height"]) <= 1, (color, frame)
    image = element_image(window)
    # Across the bar, clear of the traffic lights: the colour.
    for y in [3, 14, 27]:
        for x in [image.width // 2, image.width - 20]:
            assert is_green(image.getpixel((x, y))), (x, y, image.getpixel((x, y)))
    # The traffic lights are drawn over it: the close button's red.
    close = window.get_by_role("button", name="Close").bounding_box()
    red = image.getpixel((round(close["x"] - frame["x"] + close["width"] / 2),
                          round(close["y"] - frame["y"] + close["height"] / 2)))
    assert red[0] > 200 and red[1] < 130, red


def test_a_colour_keeping_to_the_safe_area_stays_below_the_title_bar(app):
    window, frame, color, bar = settled(app, "Below Title Bar")
    assert abs(color["y"] - (frame["y"] + bar["height"])) <= 1, (color, frame, bar)
    image = element_image(window)
    for y in [3, 14, 26]:
        for x in [image.width // 2, image.width - 20]:
            assert not is_green(image.getpixel((x, y))), (x, y, image.getpixel((x, y)))
    assert is_green(image.getpixel((image.width // 2, round(bar["height"]) + 6)))
