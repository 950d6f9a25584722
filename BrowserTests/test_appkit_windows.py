"""AppKit's window and status-bar names in Chromium (Tests/Fixtures/AppKitDemo):
`NSWindow.alphaValue` fades the window, `level = .floating` keeps it in
front of a later key window, `standardWindowButton(.zoomButton)?.isHidden`
hides the title bar's zoom button, `setFrame(_:display:)` moves and sizes it
in AppKit's screen coordinates, and an `NSStatusItem` shows in the menu bar,
its `NSPopover` showing SwiftUI content."""

import pytest
from playwright.sync_api import expect

from conftest import served_window, stable_boxes

T = 20_000


served_url, app = served_window("AppKitDemo", "appkit-server.log", "Tools")


def test_alpha_and_the_zoom_button(app):
    tools = app.window
    zoom = tools.get_by_role("button", name="Zoom", exact=True)
    expect(zoom).to_be_visible(timeout=T)
    tools.get_by_role("button", name="Fade").click()
    expect(tools).to_have_css("opacity", "0.5", timeout=T)
    tools.get_by_role("button", name="Hide Zoom").click()
    expect(zoom).to_be_hidden(timeout=T)
    expect(tools.get_by_role("button", name="Close", exact=True)).to_be_visible()


def test_a_floating_window_stays_in_front_of_the_key_window(app):
    tools = app.window
    tools.get_by_role("button", name="Float").click()
    app.get_by_role("menuitem", name="Window").click()
    app.get_by_role("menuitem", name="Other").click()
    other = app.get_by_role("dialog", name="Other")
    expect(other).to_be_visible(timeout=T)
    z = lambda locator: int(locator.evaluate("(node) => getComputedStyle(node).zIndex"))
    app.wait_for_function("() => document.querySelectorAll('.window.key').length === 1", timeout=T)
    assert "key" in other.get_attribute("class").split()
    assert z(tools) > z(other)


def test_set_frame_places_the_window_in_screen_coordinates(app):
    tools = app.window
    tools.get_by_role("button", name="Move").click()
    app.wait_for_function(
        "() => { const w = [...document.querySelectorAll('.window')].find((n) => n.getAttribute('aria-label') === 'Tools');"
        " return w && Math.round(w.getBoundingClientRect().width) === 420; }", timeout=T)
    (box,) = stable_boxes(app, tools)
    assert round(box["x"]) == 40
    assert round(box["y"]) == 60
    assert round(box["width"]) == 420 and round(box["height"]) == 300


def test_a_status_item_opens_its_popover(app):
    app.window.get_by_role("button", name="Add Status Item").click()
    item = app.get_by_role("menuitem", name="Weather")
    expect(item).to_be_visible(timeout=T)
    # The app showed the popover from the item's button: it opens under the item.
    sunny = app.get_by_text("Sunny, 21°")
    expect(sunny).to_be_visible(timeout=T)
    # A transient popover closes at a click elsewhere; a click on the item opens it again.
    app.window.click(position={"x": 20, "y": 200})
    expect(sunny).to_be_hidden(timeout=T)
    item.click()
    expect(sunny).to_be_visible(timeout=T)
