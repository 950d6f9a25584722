"""What small pure-SwiftUI apps use, in Chromium (Tests/Fixtures/PureAppsDemo): a
calculator's display shrinks its font to fit before it truncates
(`minimumScaleFactor`), a pushed view hides the stack's back control
(`navigationBarBackButtonHidden`), a customizable toolbar shows its
items but not those that are not shown by default (`toolbar(id:)`), a
list section's header shows once, in every list style, and a window larger
than the desktop opens inside it."""

import pytest
from playwright.sync_api import expect

from conftest import open_page, serving, stable_boxes, wait_for_fonts


@pytest.fixture(scope="module")
def pure_url():
    with serving("PureAppsDemo", "pure-apps-server.log") as server:
        yield server.url


@pytest.fixture
def app(context, pure_url):
    page = open_page(context, pure_url)
    window = page.get_by_role("dialog", name="Pure Apps")
    window.wait_for()
    wait_for_fonts(page)
    page.window = window
    return page


def font_size(locator):
    return locator.evaluate("node => parseFloat(getComputedStyle(node).fontSize)")


def overflows(locator):
    return locator.evaluate("node => node.scrollWidth > node.clientWidth + 0.5")


def test_text_with_a_minimum_scale_factor_shrinks_to_fit_instead_of_truncating(app):
    window = app.window
    scaled = window.locator("[data-identifier=scaled]")
    unscaled = window.locator("[data-identifier=unscaled]")
    expect(scaled).to_be_visible(timeout=20_000)
    # Without a factor the text keeps its 32-point font and is cut off.
    assert abs(font_size(unscaled) - 32) < 0.5
    assert overflows(unscaled)
    # With 0.5 it is drawn smaller, no smaller than half, and fits its 200 points.
    app.wait_for_function(
        "node => parseFloat(getComputedStyle(node).fontSize) < 31", arg=scaled.element_handle(), timeout=10_000)
    size = font_size(scaled)
    assert 16 - 0.01 <= size < 31
    assert not overflows(scaled)
    assert scaled.bounding_box()["width"] <= 200.5
    # Shorter text fits at its own size again.
    window.get_by_role("button", name="Shorten").click()
    app.wait_for_function(
        "node => Math.abs(parseFloat(getComputedStyle(node).fontSize) - 32) < 0.5", arg=scaled.element_handle(),
        timeout=10_000)
    assert not overflows(unscaled)


def test_a_pushed_view_can_hide_the_back_control(app):
    window = app.window
    back = window.get_by_role("button", name="Back")
    window.get_by_role("link", name="Open free").or_(window.get_by_text("Open free")).first.click()
    expect(window.get_by_text("Free page")).to_be_visible(timeout=10_000)
    expect(back).to_be_visible()
    back.click()
    window.get_by_role("link", name="Open locked").or_(window.get_by_text("Open locked")).first.click()
    expect(window.get_by_text("Locked page")).to_be_visible(timeout=10_000)
    expect(back).to_be_hidden()


def test_a_customizable_toolbar_hides_items_not_shown_by_default(app):
    expect(app.get_by_role("button", name="Shown Tool")).to_be_visible(timeout=10_000)
    expect(app.get_by_role("button", name="Extra Tool")).to_be_hidden()
    # A fixed ToolbarSpacer keeps the next item 16 points further away than
    # the toolbar's own 6-point gaps.
    shown, after = stable_boxes(
        app, app.get_by_role("button", name="Shown Tool"), app.get_by_role("button", name="After Tool"))
    gap = after["x"] - (shown["x"] + shown["width"])
    assert 24 <= gap <= 40, gap
    assert not app.console_messages


def test_control_active_state_follows_the_key_window(app):
    window = app.window
    expect(window.get_by_text("Window key", exact=True)).to_be_visible(timeout=10_000)
    app.get_by_role("menubar").get_by_role("menuitem", name="File", exact=True).click()
    app.get_by_role("menu").get_by_role("menuitem", name="New Window").first.click()
    windows = app.get_by_role("dialog", name="Pure Apps")
    expect(windows).to_have_count(2)
    # The new window is key; the first reads `.inactive`.
    expect(windows.nth(0).get_by_text("Window inactive", exact=True)).to_be_visible(timeout=10_000)
    expect(windows.nth(1).get_by_text("Window key", exact=True)).to_be_visible()
    # Clicking the first window (its corner, which the cascaded window leaves
    # uncovered) makes it key again.
    windows.nth(0).click(position={"x": 6, "y": 6})
    expect(windows.nth(0).get_by_text("Window key", exact=True)).to_be_visible(timeout=10_000)
    expect(windows.nth(1).get_by_text("Window inactive", exact=True)).to_be_visible()


def open_from_window_menu(app, title):
    app.get_by_role("menuitem", name="Window").click()
    app.get_by_role("menuitem", name=title, exact=True).click()
    window = app.get_by_role("dialog", name=title)
    expect(window).to_be_visible(timeout=10_000)
    return window


def test_a_sections_header_shows_once_in_every_list_style(app):
    window = open_from_window_menu(app, "Sections")
    lists = window.locator(".list").filter(has_text="Breakfast")
    expect(lists).to_have_count(5)
    for index in range(5):
        shown = lists.nth(index).get_by_text("Breakfast", exact=True).filter(visible=True)
        expect(shown).to_have_count(1)
    # The header still names its section.
    expect(window.get_by_role("group", name="Breakfast")).to_have_count(5)
    assert not app.console_messages


def test_a_collapsible_sections_header_shows_once_beside_its_button(app):
    window = open_from_window_menu(app, "Sections")
    lunch = window.get_by_role("group", name="Lunch")
    expect(lunch.get_by_text("Lunch", exact=True).filter(visible=True)).to_have_count(1)
    toggle = lunch.get_by_role("button", name="Lunch")
    expect(toggle).to_have_attribute("aria-expanded", "true")
    # The button and the header share a line.
    header = lunch.get_by_text("Lunch", exact=True).bounding_box()
    button = toggle.bounding_box()
    assert button["y"] < header["y"] + header["height"] and header["y"] < button["y"] + button["height"]
    expect(lunch.get_by_text("Soup")).to_be_visible()
    toggle.click()
    expect(lunch.get_by_text("Soup")).to_be_hidden()
    expect(toggle).to_have_attribute("aria-expanded", "false")
    expect(lunch.get_by_text("Lunch", exact=True).filter(visible=True)).to_have_count(1)
    assert not app.console_messages


def desktop_box(app):
    return app.locator("#desktop").bounding_box()


def assert_inside(box, bounds):
    assert box["x"] >= bounds["x"] - 0.5 and box["y"] >= bounds["y"] - 0.5, (box, bounds)
    assert box["x"] + box["width"] <= bounds["x"] + bounds["width"] + 0.5, (box, bounds)
    assert box["y"] + box["height"] <= bounds["y"] + bounds["height"] + 0.5, (box, bounds)


@pytest.mark.parametrize("title", ["Huge", "Tall"])
def test_a_window_larger_than_the_desktop_opens_inside_it(app, title):
    window = open_from_window_menu(app, title)
    desktop = desktop_box(app)
    assert desktop["y"] > 0, "the desktop is below the menu bar"
    assert_inside(window.bounding_box(), desktop)
    # Its title bar, with its buttons, is on the desktop.
    expect(window.get_by_role("button", name="Close")).to_be_in_viewport()
    # The content is cut to the window: the window's body scrolls.
    body = window.locator(".window-body")
    assert_inside(body.bounding_box(), window.bounding_box())
    # It stays inside as the app configures it again (its key state, its title).
    window.get_by_role("button", name="Minimise").click()
    app.locator("#dock").get_by_role("button", name=f"Restore {title}").click()
    expect(window).to_be_visible()
    assert_inside(window.bounding_box(), desktop_box(app))
    assert not app.console_messages
