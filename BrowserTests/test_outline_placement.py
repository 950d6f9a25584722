"""An outline list and an outline table placed by the layout engine
(Tests/Fixtures/LayoutDemo, window "Outline"; OutlineLayout.swift): the
page draws every row, group, cell and text at the frame the app sent;
each row's views start 16 points a level (NSOutlineView's
indentationPerLevel) and 22 (the triangle's room) past its inset; each
triangle is drawn in that room, centred down its row; opening a row puts
its children under it and moves the rows below it down a row's height."""

from playwright.sync_api import expect

from placed import app, assert_drawn_where_sent, layout_url, open_window, placed, settled, text_box  # noqa: F401 (fixtures)
from conftest import stable_boxes


def relative(window, locator):
    """`locator`'s box in the window body's coordinates."""
    box = locator.bounding_box()
    body = window.locator(".window-body").bounding_box()
    return [box["x"] - body["x"], box["y"] - body["y"], box["width"], box["height"]]


def check_outline(app, window, name, row, toggle, inner_toggle):
    """Checks the outline `name` ("List", "Table") in `window`: drawn where
    sent; Fruit's and Bread's views after the triangle's room past `row`'s
    inset (`row(boxes)`: Fruit's row's box and inset); Fruit's triangle
    (`toggle`) just before its views, centred down its row; opening it
    puts Apple a level in under Fruit, moves Bread two rows down and
    shows Pear's triangle (`inner_toggle()`) a level in."""
    container = window.locator(f".{name.lower()}")
    stable_boxes(app, container)
    boxes = placed(window)
    assert_drawn_where_sent(boxes)
    fruit, bread = text_box(boxes, f"{name} Fruit"), text_box(boxes, f"{name} Bread")
    fruit_row, inset = row(boxes)
    # The row's inset, then the triangle's 22 points, a leaf's too.
    assert abs(fruit[0] - fruit_row[0] - inset - 22) <= 0.5, (fruit, fruit_row)
    assert abs(bread[0] - fruit[0]) <= 0.5, (bread, fruit)
    chevron = relative(window, toggle)
    assert abs(chevron[0] + 18 + 4 - fruit[0]) <= 0.5, (chevron, fruit)
    assert abs(chevron[1] + 9 - (fruit_row[1] + fruit_row[3] / 2)) <= 0.5, (chevron, fruit_row)
    toggle.click()
    settled(app, window, f"{name} Apple", True)
    stable_boxes(app, container)
    boxes = placed(window)
    assert_drawn_where_sent(boxes)
    apple = text_box(boxes, f"{name} Apple")
    # A level in: 16 points past its parent's views, in the row under it.
    assert abs(apple[0] - fruit[0] - 16) <= 0.5, (apple, fruit)
    assert abs(apple[1] - fruit[1] - 24) <= 0.5, (apple, fruit)
    # Fruit's two children (Apple, Pear) now lie between it and Vegetables, Bread.
    moved = text_box(boxes, f"{name} Bread")
    assert abs(moved[1] - bread[1] - 2 * 24) <= 0.5, (moved, bread)
    pear = text_box(boxes, f"{name} Pear")
    inner = relative(window, inner_toggle())
    assert abs(inner[0] + 22 - pear[0]) <= 0.5, (inner, pear)
    return bread


def test_an_outline_list_is_drawn_where_sent_and_opens_moving_the_rows_below(app):
    window = open_window(app, "Outline")

    def row(boxes):
        # The inset list's 16-point row inset (ListStyleMetrics.inset).
        return next(box["drawn"] for box in boxes if box["kind"] == "row" and box["text"] == "List Fruit"), 16

    def header_toggle(group):
        return group.locator(":scope > .disclosure-header > .disclosure-toggle")

    groups = window.locator(".list .disclosure")
    toggle = header_toggle(groups.first)
    bread = check_outline(app, window, "List", row, toggle,
                          lambda: header_toggle(window.locator(".list .disclosure .disclosure").first))
    expect(toggle).to_have_attribute("aria-expanded", "true")
    toggle.click()
    settled(app, window, "List Apple", False)
    boxes = placed(window)
    assert_drawn_where_sent(boxes)
    assert abs(text_box(boxes, "List Bread")[1] - bread[1]) <= 0.5


def test_an_outline_table_is_drawn_where_sent_and_opens_moving_the_rows_below(app):
    window = open_window(app, "Outline")

    def row(boxes):
        # The first cell's 6-point padding (TableStyleMetrics.inset).
        return next(box["drawn"] for box in boxes if box["kind"] == "table-cell" and box["text"] == "Table Fruit"), 6

    def triangle(name):
        return window.locator(".table-row", has_text=f"Table {name}").locator(".table-disclosure")

    check_outline(app, window, "Table", row, triangle("Fruit"), lambda: triangle("Pear"))
