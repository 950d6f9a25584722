r"""AppKit's mouse messages in Chromium (Tests/Fixtures/RepresentablesDemo,
its Mouse Pad window): an NSView subclass in a representable hears the
page's mouse as a Mac view does, `mouseDown(with:)` with the click count,
the pressure and where in its own coordinates (from its bottom left),
`mouseDragged(with:)` and `mouseUp(with:)` for a drag that carries on
outside it, and shows what it heard in a Text."""

import re

import pytest
from playwright.sync_api import expect

from conftest import open_page, serving


@pytest.fixture(scope="module")
def served():
    with serving("RepresentablesDemo", "appkit-mouse-server.log") as server:
        yield server.url


@pytest.fixture
def pad(context, served):
    page = open_page(context, served)
    page.get_by_role("button", name="Open Mouse Pad").click()
    window = page.get_by_role("dialog").filter(has_text="Heard:")
    window.wait_for(timeout=20_000)
    page.heard = window.get_by_text("Heard:")
    page.box = window.locator("[data-identifier=mouse-pad]").bounding_box()
    return page


def at(page, x, y):
    """The page point (x, y) from the pad's top left."""
    return page.box["x"] + x, page.box["y"] + y


def test_a_click_reports_its_count_place_and_pressure(pad):
    assert round(pad.box["width"]) == 200 and round(pad.box["height"]) == 120
    pad.mouse.click(*at(pad, 30, 20))
    # 20 from the top of a 120-high view: 100 from its bottom.
    expect(pad.heard).to_have_text("Heard: up at 30,100 after 0 drags")
    pad.mouse.move(*at(pad, 150, 90))
    pad.mouse.down()
    expect(pad.heard).to_have_text("Heard: down 1 at 150,30 pressure 0.5")
    pad.mouse.up()
    pad.mouse.down()
    expect(pad.heard).to_have_text("Heard: down 2 at 150,30 pressure 0.5")
    pad.mouse.up()


def test_a_drag_stays_with_the_view_outside_it(pad):
    pad.mouse.move(*at(pad, 40, 60))
    pad.mouse.down()
    pad.mouse.move(*at(pad, 120, 70), steps=4)
    expect(pad.heard).to_have_text("Heard: dragged to 120,50")
    # Out past its right edge and above its top.
    pad.mouse.move(*at(pad, 260, -10), steps=4)
    expect(pad.heard).to_have_text("Heard: dragged to 260,130")
    pad.mouse.up()
    expect(pad.heard).to_have_text(re.compile(r"Heard: up at 260,130 after [1-9]\d* drags"))


def test_a_click_makes_the_view_first_responder_and_it_hears_the_keys(pad):
    # acceptsFirstResponder: the click gives the view the page's focus, and
    # keyDown(with:) turns the keys into insertText(_:) and moveRight(_:).
    element = pad.locator("[data-identifier=mouse-pad]")
    pad.mouse.click(*at(pad, 30, 20))
    expect(pad.heard).to_have_text("Heard: up at 30,100 after 0 drags")
    assert element.evaluate("node => node === document.activeElement || node.contains(document.activeElement)")
    pad.keyboard.type("q")
    expect(pad.heard).to_have_text("Heard: typed q")
    pad.keyboard.down("ArrowRight")
    expect(pad.heard).to_have_text("Heard: moved right")
    pad.keyboard.up("ArrowRight")
    expect(pad.heard).to_have_text("Heard: right arrow up, key code 124")
    pad.keyboard.press("Shift+KeyW")
    expect(pad.heard).to_have_text("Heard: typed W")
