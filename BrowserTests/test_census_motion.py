"""Custom animations and image rendering modes, in Chromium
(Tests/Fixtures/CensusDemo, MotionCensusBoard): a bar grows along a custom
animation's own curve (past its end and back, which no timing curve does),
a picture drawn as a template is its opaque pixels in the foreground colour
and in its own colours otherwise, and a symbol's `.original` shows its own
colours where `.template` keeps the foreground's."""

import pytest
from playwright.sync_api import expect

from conftest import served_window
from pixels import element_image, rgb_pixels

T = 20_000


served_url, app = served_window("CensusDemo", "census-motion-server.log", "Census")


# Waits (in the page) for the bar to leave its start width, then reads its
# width every `every` milliseconds `count` times: the animation's clock
# starts when the page shows its first frame, not when the test clicked.
SAMPLE_WIDTHS = """([selector, start, every, count]) => {
  window.__widths = (async () => {
    const began = performance.now();
    const width = () => document.querySelector(selector)?.getBoundingClientRect().width;
    while (width() === start) {
      if (performance.now() - began > 20000) return null;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const widths = [];
    for (let i = 0; i < count; i++) {
      await new Promise((resolve) => setTimeout(resolve, every));
      widths.push(width());
    }
    return widths;
  })();
}"""


def test_a_bar_grows_along_its_custom_animations_curve(app):
    bar = app.locator("[data-identifier=customBar]")
    expect(bar).to_have_count(1)
    assert round(bar.bounding_box()["width"]) == 100
    app.evaluate(SAMPLE_WIDTHS, ["[data-identifier=customBar]", 100, 100, 14])
    app.window.get_by_role("button", name="Overshoot").click()
    widths = app.evaluate("window.__widths")
    assert widths is not None, "the width never changed"
    # The curve goes to 1.25 of the change halfway and comes back: the bar
    # is wider than its end for a while, then ends at it.
    assert max(widths) > 210, widths
    assert round(widths[-1]) == 200, widths
    assert not app.console_messages


def halves(locator):
    image = element_image(locator)
    width, height = image.size
    left = [image.getpixel((x, y)) for y in range(2, height - 2) for x in range(2, width // 2 - 2)]
    right = [image.getpixel((x, y)) for y in range(2, height - 2) for x in range(width // 2 + 2, width - 2)]
    return left, right


def share(pixels, test):
    return sum(1 for p in pixels if test(p)) / max(len(pixels), 1)


def is_red(p):
    return p[0] > 200 and p[1] < 80 and p[2] < 80


def is_blue(p):
    return p[2] > 180 and p[0] < 120 and p[1] < 160


def test_a_template_picture_is_its_opaque_pixels_in_the_foreground_colour(app):
    template = app.locator("[data-identifier=templatePicture]")
    original = app.locator("[data-identifier=originalPicture]")
    expect(template).to_have_count(1)
    box = template.bounding_box()
    assert round(box["width"]) == 40 and round(box["height"]) == 20, box
    left, right = halves(template)
    assert share(left, is_blue) > 0.9, left[:4]
    # The clear half stays clear: the page behind it shows, in no colour of its own.
    assert share(right, lambda p: is_blue(p) or is_red(p)) == 0, right[:4]
    left, right = halves(original)
    assert share(left, is_red) > 0.9, left[:4]
    assert share(right, lambda p: is_blue(p) or is_red(p)) == 0, right[:4]


def test_a_symbols_original_mode_shows_its_own_colours(app):
    original = element_image(app.locator("[data-identifier=originalSymbol]"))
    template = element_image(app.locator("[data-identifier=templateSymbol]"))
    assert sum(1 for p in rgb_pixels(original) if is_red(p)) >= 30
    assert sum(1 for p in rgb_pixels(template) if is_red(p)) == 0
    assert sum(1 for p in rgb_pixels(template) if is_blue(p)) >= 30
