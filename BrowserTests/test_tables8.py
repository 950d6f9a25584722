"""Tables, search and file panels of issue 15 in Chromium (the Inventory
example): rows that open on their children in a treegrid, columns hidden and
shown from the header's menu, moved by dragging their headers and resized by
their edges, a row context menu with a primary action, search tokens as
chips that Backspace removes, search scopes, and a file moved through the
app's own panel."""

import pathlib
import tempfile

import pytest
from playwright.sync_api import expect

from conftest import DemoServer, build_product, open_page, stable_boxes
from pixels import element_image

T = 20_000


@pytest.fixture(scope="module")
def inventory_app():
    folder = pathlib.Path(tempfile.mkdtemp(prefix="tables8-"))
    server = DemoServer(build_product("Inventory"), log_name="tables8-server.log", cwd=folder)
    server.folder = folder
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def inventory(browser, inventory_app):
    # A fresh context each time: the column customization is kept with the scene.
    context = browser.new_context(viewport={"width": 1200, "height": 800})
    page = open_page(context, inventory_app.url, console=True)
    window = page.get_by_role("dialog", name="Inventory")
    window.wait_for()
    page.window = window
    page.folder = inventory_app.folder
    yield page
    context.close()


def header_titles(grid):
    return [h.strip() for h in grid.get_by_role("columnheader").all_inner_texts()]


def test_a_row_opens_on_its_children_indented_below_it(inventory):
    tree = inventory.window.get_by_role("treegrid")
    expect(tree).to_be_visible()
    aisle = tree.get_by_role("row", name="Aisle 2")
    expect(aisle).to_have_attribute("aria-level", "1")
    expect(aisle).to_have_attribute("aria-expanded", "false")
    expect(tree.get_by_role("row", name="Cog 9")).to_have_count(0)
    toggle = aisle.get_by_role("button", name="Expand")
    toggle.click()
    expect(aisle).to_have_attribute("aria-expanded", "true", timeout=T)
    child = tree.get_by_role("row", name="Cog 9")
    expect(child).to_be_visible(timeout=T)
    expect(child).to_have_attribute("aria-level", "2")
    # The children follow their parent and are indented: their names start further in.
    parent_name = aisle.get_by_text("Aisle 2", exact=True).bounding_box()
    child_name = child.get_by_text("Cog 9", exact=True).bounding_box()
    assert child_name["y"] > parent_name["y"]
    assert child_name["x"] >= parent_name["x"] + 12
    # Its triangle closes it again.
    aisle.get_by_role("button", name="Collapse").click()
    expect(tree.get_by_role("row", name="Cog 9")).to_have_count(0, timeout=T)
    assert not [m for m in inventory.console_messages if m.startswith(("error", "pageerror"))]


def test_the_header_menu_hides_and_shows_a_column(inventory):
    grid = inventory.window.get_by_role("grid")
    expect(grid.get_by_role("columnheader")).to_have_count(4)
    grid.get_by_role("columnheader", name="Quantity").click(button="right")
    menu = inventory.locator(".contextmenu:not([hidden])")
    location = menu.get_by_role("menuitemcheckbox", name="Location")
    expect(location).to_be_visible(timeout=T)
    # The Name column may not hide: it is not in the menu.
    expect(location).to_have_attribute("aria-checked", "true")
    expect(menu.get_by_role("menuitemcheckbox", name="Name")).to_have_count(0)
    location.click()
    expect(grid.get_by_role("columnheader", name="Location")).to_have_count(0, timeout=T)
    expect(grid.get_by_role("columnheader")).to_have_count(3)
    # Chosen, the menu closes.
    expect(inventory.locator(".contextmenu:not([hidden])")).to_have_count(0, timeout=T)
    # The cells went with it: a row has three.
    expect(grid.get_by_role("row").nth(1).get_by_role("gridcell")).to_have_count(3)
    grid.get_by_role("columnheader", name="Name").click(button="right")
    location = inventory.locator(".contextmenu:not([hidden])").get_by_role("menuitemcheckbox", name="Location")
    expect(location).to_have_attribute("aria-checked", "false")
    location.click()
    expect(grid.get_by_role("columnheader", name="Location")).to_have_count(1, timeout=T)


def test_a_header_drags_before_another(inventory):
    grid = inventory.window.get_by_role("grid")
    # Where the headers rest once the window's placement has arrived.
    quantity, name = stable_boxes(inventory, grid.get_by_role("columnheader", name="Quantity"),
                                  grid.get_by_role("columnheader", name="Name"))
    mouse = inventory.mouse
    mouse.move(quantity["x"] + 10, quantity["y"] + quantity["height"] / 2)
    mouse.down()
    mouse.move(quantity["x"] - 40, quantity["y"] + 5, steps=5)
    mouse.move(name["x"] + 5, name["y"] + 5, steps=10)
    mouse.up()
    expect(grid.get_by_role("columnheader").first).to_have_text("Quantity", timeout=T)
    assert header_titles(grid)[:2] == ["Quantity", "Name"]
    # The drag did not sort by Quantity.
    expect(grid.get_by_role("columnheader", name="Name")).to_have_attribute("aria-sort", "ascending")


def test_dragging_a_header_edge_resizes_the_column_within_its_bounds(inventory):
    grid = inventory.window.get_by_role("grid")
    header = grid.get_by_role("columnheader", name="Quantity")
    edge = header.locator(".table-column-resizer")
    box = header.bounding_box()
    handle = edge.bounding_box()
    mouse = inventory.mouse
    x, y = handle["x"] + handle["width"] / 2, handle["y"] + handle["height"] / 2
    mouse.move(x, y)
    mouse.down()
    mouse.move(x + 20, y, steps=4)
    mouse.up()
    wider = header.bounding_box()["width"]
    assert abs(wider - min(120, box["width"] + 20)) < 2, (box["width"], wider)
    # A cell of the column follows the header.
    cell = grid.get_by_role("row").nth(1).get_by_role("gridcell").nth(2).bounding_box()
    assert abs(cell["width"] - wider) < 2
    # Far past the maximum: 120; far below the minimum: 60.
    handle = edge.bounding_box()
    x = handle["x"] + handle["width"] / 2
    mouse.move(x, y)
    mouse.down()
    mouse.move(x + 300, y, steps=4)
    mouse.up()
    assert abs(header.bounding_box()["width"] - 120) < 2
    handle = edge.bounding_box()
    x = handle["x"] + handle["width"] / 2
    mouse.move(x, y)
    mouse.down()
    mouse.move(x - 300, y, steps=4)
    mouse.up()
    assert abs(header.bounding_box()["width"] - 60) < 2
    # The fixed-width Price column has no edge to drag.
    expect(grid.get_by_role("columnheader", name="Price").locator(".table-column-resizer")).to_have_count(0)


def test_right_click_a_row_and_double_click_for_the_primary_action(inventory):
    window = inventory.window
    grid = window.get_by_role("grid")
    washer = grid.get_by_role("row", name="Washer")
    washer.click(button="right")
    item = inventory.locator(".contextmenu:not([hidden])").get_by_role("menuitem", name="Restock Item")
    expect(item).to_be_visible(timeout=T)
    item.click()
    expect(window.get_by_text("Restocked 1")).to_be_visible(timeout=T)
    expect(washer).to_contain_text("1000")
    grid.get_by_role("row", name="Cog 9").dblclick()
    expect(window.get_by_text("Opened Cog 9")).to_be_visible(timeout=T)
    grid.get_by_role("row", name="Hex bolt").click()
    inventory.keyboard.press("Enter")
    expect(window.get_by_text("Opened Hex bolt")).to_be_visible(timeout=T)
    assert not [m for m in inventory.console_messages if m.startswith(("error", "pageerror"))]


def body_rows(window):
    return window.locator("[role=grid] .table-body [role=row]")


def test_a_token_is_a_chip_in_the_field_and_backspace_removes_it(inventory):
    window = inventory.window
    search = window.get_by_role("searchbox", name="Search stock")
    search.focus()
    inventory.get_by_role("option", name="Low stock").click()
    chip = window.locator(".search-tokens .slot[data-name=token]")
    expect(chip).to_have_count(1, timeout=T)
    expect(chip).to_contain_text("Low stock")
    expect(body_rows(window)).to_have_count(2, timeout=T)
    # The chip sits inside the field, before where the text starts.
    field = search.bounding_box()
    box = chip.bounding_box()
    assert field["x"] <= box["x"] and box["x"] + box["width"] <= field["x"] + field["width"]
    assert field["y"] <= box["y"] and box["y"] + box["height"] <= field["y"] + field["height"] + 0.5
    padding = search.evaluate("node => parseFloat(getComputedStyle(node).paddingInlineStart)")
    assert padding >= box["x"] + box["width"] - field["x"]
    # Typed text filters with the token; Backspace in the middle of it deletes text, at its start the token.
    search.focus()
    search.press("End")
    inventory.keyboard.type("cog")
    expect(body_rows(window)).to_have_count(1, timeout=T)
    for _ in range(3):
        search.press("Backspace")
    expect(search).to_have_value("", timeout=T)
    expect(chip).to_have_count(1)
    search.press("Backspace")
    expect(chip).to_have_count(0, timeout=T)
    expect(body_rows(window)).to_have_count(5, timeout=T)
    assert not [m for m in inventory.console_messages if m.startswith(("error", "pageerror"))]


def test_scopes_show_under_the_field_while_searching(inventory):
    window = inventory.window
    search = window.get_by_role("searchbox", name="Search stock")
    scopes = window.locator(".search-scopes")
    expect(scopes.get_by_text("Under €1")).to_have_count(0)
    search.focus()
    cheap = scopes.get_by_text("Under €1")
    expect(cheap).to_be_visible(timeout=T)
    assert scopes.bounding_box()["y"] >= search.bounding_box()["y"] + search.bounding_box()["height"] - 0.5
    cheap.click()
    expect(body_rows(window)).to_have_count(2, timeout=T)
    assert sorted(window.locator("[role=grid] .table-body [role=row] > :first-child").all_inner_texts()) == \
        ["Hex bolt", "Washer"]


def test_an_exported_file_moves_to_the_folder_chosen(inventory):
    window = inventory.window
    (inventory.folder / "Archive").mkdir(exist_ok=True)
    move = window.get_by_role("button", name="Move File…")
    expect(move).to_be_disabled()
    window.get_by_role("button", name="Export…").click()
    panel = inventory.get_by_role("dialog", name="Export")
    panel.get_by_role("button", name="Save").click()
    expect(window.get_by_text("Exported 5 items to Inventory.csv")).to_be_visible(timeout=T)
    expect(move).to_be_enabled(timeout=T)
    move.click()
    panel = inventory.get_by_role("dialog", name="Move")
    expect(panel).to_be_visible(timeout=T)
    # Files show but cannot be chosen; folders open.
    expect(panel.get_by_role("button", name="Inventory.csv")).to_be_disabled()
    panel.get_by_role("button", name="Archive").click()
    panel.get_by_role("button", name="Move", exact=True).click()
    expect(panel).to_have_count(0, timeout=T)
    expect(window.get_by_text("Moved Inventory.csv to Archive")).to_be_visible(timeout=T)
    assert (inventory.folder / "Archive" / "Inventory.csv").exists()
    assert not (inventory.folder / "Inventory.csv").exists()


def test_a_rows_focus_ring_and_context_menu_show_whole(inventory):
    """Body rows are stacking contexts (Chromium then keeps each row's painting
    instead of painting every row again after any change): the focus ring a row
    draws and the context menu it opens are not covered by the rows around it."""
    window = inventory.window
    grid = window.get_by_role("grid")
    grid.get_by_role("row", name="Cog 10").click()
    inventory.keyboard.press("ArrowDown")
    row = grid.get_by_role("row", name="Cog 9")
    expect(row).to_be_focused(timeout=T)
    style = row.evaluate("r => { const s = getComputedStyle(r); return [s.position, s.zIndex, s.outlineStyle, s.outlineColor]; }")
    # Relative in a table the page lays out, absolute at its frame in one the
    # engine places (Inventory's outline table is placed): a stacking context either way.
    assert style[0] in ("relative", "absolute") and style[1:3] == ["0", "solid"], style
    ring = tuple(int(part) for part in style[3][style[3].index("(") + 1:style[3].index(")")].split(",")[:3])
    image = element_image(row)
    width, height = image.size
    # Its ring's four sides (2 px inside its box), in the middle of each, are
    # drawn in the ring's colour: no row around it paints over them.
    for x, y in [(width // 2, 1), (width // 2, height - 2), (1, height // 2), (width - 2, height // 2)]:
        pixel = image.getpixel((x, y))
        assert sum(abs(a - b) for a, b in zip(pixel, ring)) < 60, (x, y, pixel, ring)
    row.click(button="right")
    menu = inventory.locator(".contextmenu:not([hidden]) [role=menu]")
    expect(menu).to_be_visible(timeout=T)
    # Every item of the menu is what shows at its own centre: no row is drawn over it.
    covered = menu.evaluate("""m => [...m.querySelectorAll('[role^=menuitem]')].filter((item) => {
        const box = item.getBoundingClientRect();
        return !m.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    }).map((item) => item.textContent)""")
    assert covered == []
    assert menu.evaluate("m => m.querySelectorAll('[role^=menuitem]').length") > 0
    inventory.keyboard.press("Escape")
