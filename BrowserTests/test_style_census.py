"""Style families the census closes, as Chromium shows them
(Tests/Fixtures/CensusDemo, StyleCensusBoard): shape styles that blend with
what is behind them, styles with inner and drop shadows, an image limited to the standard dynamic range, scroll
content inset by content margins, and a stepper that shows its value in a
field through a format."""

import pytest
from playwright.sync_api import expect

from conftest import open_page, serving

T = 20_000


@pytest.fixture(scope="module")
def census_url():
    with serving("CensusDemo", "style-census-server.log") as server:
        yield server.url


@pytest.fixture
def window(context, census_url):
    page = open_page(context, census_url, console=True)
    window = page.get_by_role("dialog", name="Census")
    window.wait_for(timeout=T)
    return window


def style(locator, prop):
    return locator.evaluate(f"node => getComputedStyle(node).getPropertyValue('{prop}')")


def test_a_blended_fill_and_a_blended_foreground_blend_with_what_is_behind(window):
    circle = window.locator("[data-identifier=blended-circle]")
    circle.wait_for(timeout=T)
    shape = circle.locator("xpath=descendant-or-self::*[contains(@class, 'shape')]").first
    assert style(shape, "mix-blend-mode") == "multiply"
    words = window.locator(".text", has_text="Blended words").first
    assert style(words, "mix-blend-mode") == "difference"


def test_an_image_is_limited_to_the_standard_dynamic_range(window):
    sun = window.get_by_role("img", name="sun.max")
    sun.wait_for(timeout=T)
    assert style(sun, "dynamic-range-limit") == "standard"


def test_scroll_content_is_inset_by_its_margins(window):
    text = window.locator(".text", has_text="Margined").first
    text.wait_for(timeout=T)
    scroll = text.locator("xpath=ancestor::*[contains(@class, 'scroll')][1]")
    inset = text.evaluate("node => node.getBoundingClientRect().left") - scroll.evaluate(
        "node => node.getBoundingClientRect().left")
    assert 23 <= inset <= 26


def test_a_formatted_stepper_shows_and_takes_its_value_in_a_field(window):
    field = window.locator(".stepper input").first
    expect(field).to_have_value("1.5", timeout=T)
    window.get_by_role("button", name="Increment Scale").click()
    expect(field).to_have_value("1.75", timeout=T)


def test_shadowed_styles_draw_their_shadows(window):
    box = window.locator("[data-identifier=inner-shadowed]")
    box.wait_for(timeout=T)
    shape = box.locator("xpath=descendant-or-self::*[contains(@class, 'shape')]").first
    assert style(shape, "filter").startswith("url(")
    # The filter is an SVG inner shadow: the shadow kept within the drawing.
    assert shape.evaluate("""node => {
        const id = getComputedStyle(node).filter.match(/#([^"')]+)/)[1];
        const filter = document.getElementById(id);
        return [...filter.children].map(c => c.tagName).join(",");
    }""") == "feFlood,feComposite,feGaussianBlur,feOffset,feComposite,feMerge"
    words = window.locator(".text", has_text="Raised words").first
    assert style(words, "filter").startswith("drop-shadow(")
