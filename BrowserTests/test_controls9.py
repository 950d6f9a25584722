"""The rest of issue 15's search and tables in Chromium (the Inventory
example): a search the app presents (`searchable(text:editableTokens:
isPresented:...)`) focuses its field, a token's own picker edits it in its
chip, a dragged column width is kept in the column customization and comes
back with the page, and the table's empty area has the item menu of no items."""

import pathlib
import tempfile
import time

import pytest
from playwright.sync_api import expect

from conftest import DemoServer, build_product, open_page

T = 20_000


@pytest.fixture(scope="module")
def inventory_app():
    folder = pathlib.Path(tempfile.mkdtemp(prefix="controls9-"))
    server = DemoServer(build_product("Inventory"), log_name="controls9-server.log", cwd=folder)
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def inventory(browser, inventory_app):
    context = browser.new_context(viewport={"width": 1200, "height": 800})
    page = open_page(context, inventory_app.url, console=True)
    window = page.get_by_role("dialog", name="Inventory")
    window.wait_for()
    page.window = window
    yield page
    context.close()


def body_rows(window):
    return window.locator("[role=grid] .table-body [role=row]")


def no_errors(page):
    assert not [m for m in page.console_messages if m.startswith(("error", "pageerror"))]


def test_the_app_presents_the_search_and_escape_ends_it(inventory):
    window = inventory.window
    search = window.get_by_role("searchbox", name="Search stock")
    find = window.get_by_role("button", name="Find")
    expect(search).not_to_be_focused()
    find.click()
    # isPresented turned true: the field has focus, and the app sees it (its button disables).
    expect(search).to_be_focused(timeout=T)
    expect(find).to_be_disabled(timeout=T)
    expect(window.locator(".search-scopes").get_by_text("Under €1")).to_be_visible(timeout=T)
    search.press("Escape")
    expect(search).not_to_be_focused(timeout=T)
    expect(find).to_be_enabled(timeout=T)
    # A person's own focus presents it too; leaving the empty field ends it.
    search.focus()
    expect(find).to_be_disabled(timeout=T)
    window.get_by_text("Ready").click()
    expect(find).to_be_enabled(timeout=T)
    no_errors(inventory)


def test_a_tokens_own_picker_edits_it_in_its_chip(inventory):
    window = inventory.window
    search = window.get_by_role("searchbox", name="Search stock")
    search.focus()
    inventory.get_by_role("option", name="Low stock").click()
    chip = window.locator(".search-tokens .slot[data-name=token]")
    expect(chip).to_have_count(1, timeout=T)
    expect(chip).to_contain_text("Low stock")
    expect(body_rows(window)).to_have_count(2, timeout=T)
    limit = chip.get_by_role("combobox")
    expect(limit).to_have_value("20")
    # The picker sits in the chip, in the field, and takes the click.
    field, box = search.bounding_box(), limit.bounding_box()
    assert field["x"] <= box["x"] and box["x"] + box["width"] <= field["x"] + field["width"]
    assert field["y"] <= box["y"] and box["y"] + box["height"] <= field["y"] + field["height"] + 0.5
    limit.select_option(label="< 10")
    # The token changed in place: fewer rows match.
    expect(body_rows(window)).to_have_count(1, timeout=T)
    expect(body_rows(window).first).to_contain_text("Cog 9")
    expect(chip).to_have_count(1)
    # The text starts after the wider chip.
    padding = search.evaluate("node => parseFloat(getComputedStyle(node).paddingInlineStart)")
    assert padding >= chip.bounding_box()["x"] + chip.bounding_box()["width"] - field["x"]
    no_errors(inventory)


def test_a_dragged_column_width_comes_back_with_the_page(inventory):
    grid = inventory.window.get_by_role("grid")
    header = grid.get_by_role("columnheader", name="Quantity")
    before = header.bounding_box()["width"]
    handle = header.locator(".table-column-resizer").bounding_box()
    x, y = handle["x"] + handle["width"] / 2, handle["y"] + handle["height"] / 2
    mouse = inventory.mouse
    mouse.move(x, y)
    mouse.down()
    mouse.move(x + 25, y, steps=4)
    mouse.up()
    dragged = header.bounding_box()["width"]
    assert abs(dragged - min(120, before + 25)) < 2, (before, dragged)
    # The page starts again from what the app keeps: the customization has the width.
    inventory.reload()
    window = inventory.get_by_role("dialog", name="Inventory")
    window.wait_for()
    header = window.get_by_role("grid").get_by_role("columnheader", name="Quantity")
    expect(header).to_be_visible(timeout=T)
    deadline = time.monotonic() + T / 1000
    while abs(header.bounding_box()["width"] - dragged) >= 2 and time.monotonic() < deadline:
        time.sleep(0.1)
    assert abs(header.bounding_box()["width"] - dragged) < 2


def test_the_tables_empty_area_has_the_menu_of_no_items(inventory):
    window = inventory.window
    grid = window.get_by_role("grid")
    rows = body_rows(window)
    # One row shown: the rest of the table is empty.
    search = window.get_by_role("searchbox", name="Search stock")
    search.fill("washer")
    expect(rows).to_have_count(1, timeout=T)
    # The field's suggestions close with its focus (they drop over the table).
    search.evaluate("node => node.blur()")
    expect(window.locator(".search-suggestions")).to_be_hidden(timeout=T)
    last = rows.last.bounding_box()
    box = grid.bounding_box()
    y = last["y"] + last["height"] + 20
    assert y < box["y"] + box["height"], "the table has an empty area"
    inventory.mouse.click(box["x"] + box["width"] / 2, y, button="right")
    menu = inventory.locator(".contextmenu:not([hidden])")
    item = menu.get_by_role("menuitem", name="New Item")
    expect(item).to_be_visible(timeout=T)
    expect(menu.get_by_role("menuitem", name="Restock Item")).to_have_count(0)
    item.click()
    expect(window.get_by_text("Added Item 6")).to_be_visible(timeout=T)
    search.fill("")
    expect(rows).to_have_count(6, timeout=T)
    search.evaluate("node => node.blur()")
    expect(window.locator(".search-suggestions")).to_be_hidden(timeout=T)
    # A row's own menu is still for its row.
    rows.first.click(button="right")
    expect(inventory.locator(".contextmenu:not([hidden])").get_by_role("menuitem", name="Restock Item")) \
        .to_be_visible(timeout=T)
    no_errors(inventory)
