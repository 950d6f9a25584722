"""The Inventory example in Chromium, used as a person would: a table sorted
by clicking its column headers and selected with the mouse and the arrow
keys, a search field that filters it (and its suggestions), an inspector
with a disclosure group, and CSV export and import through the app's own
Save and Open panels."""

import pathlib
import tempfile

import pytest
from playwright.sync_api import expect

from conftest import DemoServer, build_product, open_page
from pixels import element_image

T = 20_000


@pytest.fixture(scope="module")
def inventory_app():
    folder = pathlib.Path(tempfile.mkdtemp(prefix="inventory-"))
    server = DemoServer(build_product("Inventory"), log_name="inventory-server.log", cwd=folder)
    server.folder = folder
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def inventory(context, inventory_app):
    page = open_page(context, inventory_app.url)
    window = page.get_by_role("dialog", name="Inventory")
    window.wait_for()
    page.window = window
    page.folder = inventory_app.folder
    return page


def names(window):
    return window.locator("[role=grid] .table-body [role=row] > :first-child").all_inner_texts()


def test_the_table_is_a_grid_sorted_by_its_headers(inventory):
    window = inventory.window
    grid = window.get_by_role("grid")
    expect(grid).to_be_visible()
    headers = grid.get_by_role("columnheader")
    expect(headers).to_have_count(4)
    name = grid.get_by_role("columnheader", name="Name")
    quantity = grid.get_by_role("columnheader", name="Quantity")
    expect(name).to_have_attribute("aria-sort", "ascending")
    expect(quantity).to_have_attribute("aria-sort", "none")
    quantity.get_by_role("button").click()
    expect(quantity).to_have_attribute("aria-sort", "ascending", timeout=T)
    expect(name).to_have_attribute("aria-sort", "none")
    expect(grid.get_by_role("row").nth(1)).to_contain_text("Cog 9")
    assert names(window) == ["Cog 9", "Anchor plate", "Cog 10", "Hex bolt", "Washer"]
    # A second click reverses.
    quantity.get_by_role("button").click()
    expect(quantity).to_have_attribute("aria-sort", "descending", timeout=T)
    expect(grid.get_by_role("row").nth(1)).to_contain_text("Washer")
    # The columns' widths are the ones asked for: Price is 90 points wide.
    price = grid.get_by_role("columnheader", name="Price").bounding_box()
    assert abs(price["width"] - 90) < 1.5
    assert not inventory.console_messages


def test_rows_select_by_click_and_arrow_keys_and_the_inspector_edits_them(inventory):
    window = inventory.window
    grid = window.get_by_role("grid")
    inspector = window.get_by_role("complementary", name="Inspector")
    expect(inspector.get_by_text("No Selection")).to_be_visible()
    row = grid.get_by_role("row", name="Cog 10")
    row.click()
    expect(row).to_have_attribute("aria-selected", "true", timeout=T)
    field = inspector.get_by_role("textbox", name="Name")
    expect(field).to_have_value("Cog 10", timeout=T)
    # Down selects the next row (the app's order compares names as strings: Cog 9).
    inventory.keyboard.press("ArrowDown")
    expect(grid.get_by_role("row", name="Cog 9")).to_have_attribute("aria-selected", "true", timeout=T)
    expect(row).to_have_attribute("aria-selected", "false")
    expect(field).to_have_value("Cog 9", timeout=T)
    inventory.keyboard.press("ArrowUp")
    expect(field).to_have_value("Cog 10", timeout=T)
    # Editing in the inspector changes the table.
    field.fill("Cog 10 (brass)")
    expect(grid.get_by_role("row", name="Cog 10 (brass)")).to_be_visible(timeout=T)
    # A disclosure group: a button that says whether it is expanded.
    pricing = inspector.get_by_role("button", name="Pricing")
    expect(pricing).to_have_attribute("aria-expanded", "false")
    expect(inspector.get_by_role("textbox", name="Price")).to_have_count(0)
    pricing.click()
    expect(pricing).to_have_attribute("aria-expanded", "true", timeout=T)
    expect(inspector.get_by_role("textbox", name="Price")).to_be_visible()
    # The inspector hides and shows with the toolbar's toggle.
    window.get_by_role("switch", name="Inspector").click()
    expect(inspector).to_have_count(0, timeout=T)
    assert not inventory.console_messages


def test_the_search_field_filters_and_its_suggestions_complete(inventory):
    window = inventory.window
    search = window.get_by_role("searchbox", name="Search stock")
    expect(search).to_be_visible()
    # In the window's toolbar, not in the content.
    assert search.evaluate("node => node.closest('[role=toolbar]') !== null")
    search.fill("cog")
    expect(window.locator("[role=grid] .table-body [role=row]")).to_have_count(2, timeout=T)
    search.fill("")
    expect(window.locator("[role=grid] .table-body [role=row]")).to_have_count(5, timeout=T)
    search.focus()
    suggestion = inventory.get_by_role("option", name="Aisle 1")
    expect(suggestion).to_be_visible(timeout=T)
    suggestion.click()
    expect(search).to_have_value("Aisle 1", timeout=T)
    expect(window.locator("[role=grid] .table-body [role=row]")).to_have_count(1, timeout=T)
    assert names(window) == ["Anchor plate"]
    # Escape ends the search.
    search.focus()
    inventory.keyboard.press("Escape")
    expect(window.locator("[role=grid] .table-body [role=row]")).to_have_count(5, timeout=T)


def test_export_and_import_go_through_the_save_and_open_panels(inventory):
    window = inventory.window
    window.get_by_role("button", name="Export…").click()
    panel = inventory.get_by_role("dialog", name="Export")
    expect(panel).to_be_visible(timeout=T)
    expect(panel.get_by_role("textbox", name="Save As:")).to_have_value("Inventory.csv")
    panel.get_by_role("button", name="Save").click()
    expect(panel).to_have_count(0, timeout=T)
    expect(window.get_by_text("Exported 5 items to Inventory.csv")).to_be_visible(timeout=T)
    written = (inventory.folder / "Inventory.csv").read_text()
    assert written.splitlines()[0] == "name,location,quantity,price"
    assert "Washer,Aisle 3,900,0.05" in written

    window.get_by_role("button", name="Import…").click()
    panel = inventory.get_by_role("dialog", name="Open")
    expect(panel).to_be_visible(timeout=T)
    panel.get_by_role("button", name="Inventory.csv").click()
    panel.get_by_role("button", name="Open", exact=True).click()
    expect(window.get_by_text("Imported 5 items from Inventory.csv")).to_be_visible(timeout=T)
    expect(window.locator("[role=grid] .table-body [role=row]")).to_have_count(10, timeout=T)


def test_a_typed_date_reaches_the_app_in_the_persons_time_zone_and_a_picked_colour_shows(browser, inventory_app):
    # The person is in Auckland (UTC+13 in summer); the app shows the instant in UTC.
    context = browser.new_context(viewport={"width": 1100, "height": 720}, timezone_id="Pacific/Auckland")
    try:
        page = open_page(context, inventory_app.url)
        window = page.get_by_role("dialog", name="Inventory")
        window.wait_for()
        window.get_by_role("grid").get_by_role("row", name="Washer").click()
        inspector = window.get_by_role("complementary", name="Inspector")
        delivery = inspector.get_by_label("Next delivery")
        # Midnight UTC on New Year's Day is 13:00 in Auckland.
        expect(delivery).to_have_value("2025-01-01T13:00", timeout=T)
        delivery.fill("2025-03-10T09:30")
        expect(inspector.get_by_text("2025-03-09T20:30:00Z")).to_be_visible(timeout=T)
        expect(delivery).to_have_value("2025-03-10T09:30")

        well = inspector.get_by_label("Tag", exact=True)
        expect(well).to_have_value("#ff9500")
        swatch = window.get_by_role("grid").get_by_role("row", name="Washer").locator(".shape").first

        def centre():
            image = element_image(swatch)
            return image.getpixel((image.width // 2, image.height // 2))

        assert max(abs(a - b) for a, b in zip(centre(), (255, 149, 0))) < 40, centre()
        well.fill("#00ff00")
        # The table's swatch is drawn green.
        for _ in range(100):
            if max(abs(a - b) for a, b in zip(centre(), (0, 255, 0))) < 40:
                break
            page.wait_for_timeout(200)
        assert max(abs(a - b) for a, b in zip(centre(), (0, 255, 0))) < 40, centre()
        assert not page.console_messages
    finally:
        context.close()


def test_an_appkit_alert_waits_for_the_persons_answer(inventory):
    window = inventory.window
    window.get_by_role("button", name="Clear All…").click()
    alert = inventory.get_by_role("dialog", name="Clear the whole inventory?")
    expect(alert).to_be_visible(timeout=T)
    expect(alert.get_by_text("Every item goes. This cannot be undone.")).to_be_visible()
    # The app's button action is still waiting for the answer: nothing changed yet.
    expect(window.get_by_text("Nothing cleared", exact=False)).to_have_count(0)
    alert.get_by_role("button", name="Cancel").click()
    expect(alert).to_have_count(0, timeout=T)
    expect(window.get_by_text("Nothing cleared", exact=False)).to_be_visible(timeout=T)
    rows = window.locator("[role=grid] .table-body [role=row]").count()
    assert rows > 0
    # Escape answers Cancel as well; the window still works afterwards.
    window.get_by_role("button", name="Clear All…").click()
    expect(alert).to_be_visible(timeout=T)
    inventory.keyboard.press("Escape")
    expect(alert).to_have_count(0, timeout=T)
    expect(window.locator("[role=grid] .table-body [role=row]")).to_have_count(rows)


def test_the_appkit_pasteboard_reaches_the_clipboard_with_the_keys_held(context, inventory):
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    window = inventory.window
    count = window.locator("[role=grid] .table-body [role=row]").count()
    window.get_by_role("button", name="Copy Summary").click()
    expect(window.get_by_text("Copied", exact=True)).to_be_visible(timeout=T)
    inventory.wait_for_function(f"navigator.clipboard.readText().then(t => t === '{count} items in stock')", timeout=T)
    first = names(window)[0]
    window.get_by_role("button", name="Copy Summary").click(modifiers=["Shift"])
    inventory.wait_for_function(
        "(first) => navigator.clipboard.readText().then(t => t.includes('\\n') && t.split('\\n').includes(first))",
        arg=first, timeout=T)
