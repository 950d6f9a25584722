"""Controls the census closes, in Chromium (Tests/Fixtures/CensusDemo,
ControlCensusBoard): a radio group laid out with
`horizontalRadioGroupLayout()` shows its buttons side by side on the
label's line, and clicking one chooses it; a switch styled
`SwitchToggleStyle(tint:)` is drawn in that colour while on; a drag that
pauses over a spring-loaded button clicks it."""

import pytest
from playwright.sync_api import expect

from conftest import served_window
from pixels import element_image, rgb_pixels

T = 20_000


served_url, app = served_window("CensusDemo", "census-controls-server.log", "Census")


def test_horizontal_radio_buttons_stand_in_a_row(app):
    group = app.window.get_by_role("radiogroup", name="Size")
    expect(group).to_have_count(1, timeout=T)
    radios = [group.get_by_role("radio", name=name) for name in ["Small", "Medium", "Large"]]
    boxes = [radio.bounding_box() for radio in radios]
    # One line, left to right, each after the one before with a gap.
    assert max(b["y"] for b in boxes) - min(b["y"] for b in boxes) <= 1, boxes
    for before, after in zip(boxes, boxes[1:]):
        assert after["x"] >= before["x"] + before["width"] + 10, boxes
    label = app.window.locator("[data-identifier=rowOfRadios] .picker-label")
    assert abs(label.bounding_box()["y"] - boxes[0]["y"]) <= 4, (label.bounding_box(), boxes[0])
    radios[2].click()
    expect(app.window.get_by_text("Size 3")).to_be_visible(timeout=T)
    assert not app.console_messages


def test_a_switch_styles_tint_colours_it_while_on(app):
    switch = app.window.get_by_role("switch", name="Tinted")
    expect(switch).to_have_count(1, timeout=T)
    image = element_image(switch)
    reds = sum(1 for p in rgb_pixels(image) if p[0] > 200 and p[1] < 90 and p[2] < 90)
    assert reds >= 40, reds


def test_a_spring_loaded_button_opens_when_a_drag_pauses_over_it(app):
    card = app.window.get_by_text("Card", exact=True)
    drawer = app.window.get_by_role("button", name="Drawer", exact=True)
    expect(drawer).to_have_count(1, timeout=T)
    # The board is low in the window: bring it into the page's view first.
    drawer.scroll_into_view_if_needed()
    start, over = card.bounding_box(), drawer.bounding_box()
    centre = lambda b: (b["x"] + b["width"] / 2, b["y"] + b["height"] / 2)  # noqa: E731
    app.mouse.move(*centre(start))
    app.mouse.down()
    app.mouse.move(centre(start)[0] + 12, centre(start)[1], steps=3)
    # Paused over the spring-loaded button, the drag clicks it (once).
    app.mouse.move(*centre(over), steps=5)
    expect(app.window.get_by_text("Opened 1", exact=True)).to_be_visible(timeout=T)
    app.mouse.move(centre(start)[0], centre(start)[1] + 200, steps=5)
    app.mouse.up()
    expect(app.window.get_by_text("Opened 1", exact=True)).to_be_visible(timeout=T)
