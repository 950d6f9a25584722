"""A window's toolbar as a Mac draws it, in the Inventory example: in the
unified style (the default) the toolbar shares the title bar's 52-point row,
the title at the leading edge in 15-point bold after the traffic lights 20
points in; its buttons have no bezel until the pointer is over them; and in
a window too narrow for every item, the items that do not fit go into a »
menu at the trailing end, whose entries do what their buttons do."""

import pathlib
import tempfile

import pytest
from playwright.sync_api import expect

from conftest import DemoServer, build_product, narrow_by_trailing_edge, open_page, serving, stable_boxes, wait_for_fonts


@pytest.fixture(scope="module")
def inventory_app():
    folder = pathlib.Path(tempfile.mkdtemp(prefix="toolbar-"))
    server = DemoServer(build_product("Inventory"), log_name="toolbar-server.log", cwd=folder)
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def inventory(context, inventory_app):
    page = open_page(context, inventory_app.url, console=True)
    window = page.get_by_role("dialog", name="Inventory")
    window.wait_for()
    wait_for_fonts(page)
    page.window = window
    return page


def test_the_toolbar_shares_the_title_bar_row(inventory):
    window = inventory.window
    find = window.get_by_role("button", name="Find", exact=True)
    expect(find).to_be_visible()
    titlebar = window.locator(".titlebar")
    title = window.locator(".window-title")
    close = window.get_by_role("button", name="Close")
    bar, find_box, title_box, close_box, frame = stable_boxes(inventory, titlebar, find, title, close, window)
    assert abs(bar["height"] - 52) < 0.5, bar
    # The button sits in the title bar's row, after the title.
    assert bar["y"] <= find_box["y"] and find_box["y"] + find_box["height"] <= bar["y"] + bar["height"]
    assert find_box["x"] > title_box["x"] + title_box["width"]
    # The traffic lights 20 points in, centred in the bar; the title after them, in 15-point bold.
    assert abs(close_box["x"] - frame["x"] - 20) < 0.5, close_box
    assert abs(close_box["y"] + close_box["height"] / 2 - (bar["y"] + 26)) < 0.5
    assert title_box["x"] > close_box["x"] + 3 * close_box["width"]
    style = title.evaluate("node => { const s = getComputedStyle(node); return [s.fontSize, s.fontWeight, s.textAlign]; }")
    assert style == ["15px", "700", "start"], style
    # No toolbar row of its own below the title bar.
    assert window.locator(":scope > .toolbar-slot").count() == 0
    assert not inventory.console_messages


def test_toolbar_buttons_have_no_bezel_until_hovered(inventory):
    find = inventory.window.get_by_role("button", name="Export…")
    read = "node => { const s = getComputedStyle(node); return [s.backgroundColor, s.boxShadow]; }"
    inventory.mouse.move(5, 5)
    background, shadow = find.evaluate(read)
    assert background == "rgba(0, 0, 0, 0)" and shadow == "none", (background, shadow)
    find.hover()
    inventory.wait_for_function(
        "node => getComputedStyle(node).backgroundColor !== 'rgba(0, 0, 0, 0)'", arg=find.element_handle())


@pytest.fixture(scope="module")
def pure_url():
    with serving("PureAppsDemo", "toolbar-pure-server.log") as server:
        yield server.url


def test_items_that_do_not_fit_go_into_the_overflow_menu(context, pure_url):
    # Tests/Fixtures/PureAppsDemo: two toolbar buttons and a fixed spacer.
    page = open_page(context, pure_url, console=True)
    window = page.get_by_role("dialog", name="Pure Apps")
    after = window.get_by_role("button", name="After Tool")
    expect(after).to_be_visible(timeout=20_000)
    wait_for_fonts(page)
    more = window.get_by_role("button", name="Show more toolbar items")
    expect(more).to_have_count(0)
    # Narrow the window by its trailing edge, as far as its content lets it.
    narrow_by_trailing_edge(page, window)
    expect(more).to_be_visible()
    expect(after).to_be_hidden()
    # It stops at its content's least width, as a Mac's window does: the
    # 200-point texts and the padding's 16 points on each side.
    (frame,) = stable_boxes(page, window)
    assert abs(frame["width"] - 232) <= 0.5
    chevron, bar = stable_boxes(page, more, window.locator(".titlebar"))
    # Nothing spills out of the bar: the » button is its last thing, inside it.
    assert chevron["x"] + chevron["width"] <= bar["x"] + bar["width"] + 0.5
    more.click()
    menu = window.get_by_role("menu")
    menu.get_by_role("menuitem", name="After Tool").click()
    # The item's own action ran.
    expect(window.get_by_text("After Tool used")).to_be_visible()
    expect(menu).to_be_hidden()
    assert not page.console_messages
