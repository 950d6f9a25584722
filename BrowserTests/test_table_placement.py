"""A Table placed by the layout engine (Tests/Fixtures/LayoutDemo, window
"Table"): the page draws every column header, row, cell and cell text at
the frame the app sent (TableLayout.swift: a 28-point header row, 24-point
rows, an inset table's text 16 points in), keeps the selection on its row,
and a column whose edge the person drags becomes that wide in the app's
next layout, the column beside it taking the rest."""

from playwright.sync_api import expect

from placed import app, assert_drawn_where_sent, layout_url, open_window, placed, text_box  # noqa: F401 (fixtures)
from conftest import stable_boxes


def kind_boxes(boxes, kind):
    return [box for box in boxes if box["kind"] == kind]


def test_a_table_is_placed_and_drawn_where_sent(app):
    window = open_window(app, "Table")
    stable_boxes(app, window.locator(".table"))
    boxes = placed(window)
    kinds = {box["kind"] for box in boxes}
    assert {"table", "table-column", "table-body", "table-row", "table-cell", "text"} <= kinds, kinds
    assert len(kind_boxes(boxes, "table-column")) == 3
    assert len(kind_boxes(boxes, "table-row")) == 3
    assert len(kind_boxes(boxes, "table-cell")) == 9
    assert_drawn_where_sent(boxes)
    # The header row is 28 points, each row 24; the first title 16 points in.
    table = kind_boxes(boxes, "table")[0]["drawn"]
    rows = [box["drawn"] for box in kind_boxes(boxes, "table-row")]
    assert all(abs(row[3] - 24) <= 0.5 for row in rows), rows
    assert abs(rows[0][1] - table[1] - 28) <= 0.5, (rows[0], table)
    title = text_box(boxes, "Middlemarch")
    assert abs(title[0] - table[0] - 16) <= 0.5, (title, table)
    # The fixed column is 60 wide.
    year = kind_boxes(boxes, "table-column")[2]["drawn"]
    assert abs(year[2] - 60) <= 0.5, year


def test_the_selected_row_is_highlighted_and_a_click_selects(app):
    window = open_window(app, "Table")
    selected = window.locator(".table-row.selected")
    expect(selected).to_have_count(1)
    expect(selected).to_contain_text("Bleak House")
    window.locator(".table-body > .table-row", has_text="Persuasion").click()
    expect(window.locator(".table-row.selected")).to_contain_text("Persuasion")
    expect(window.locator(".table-row.selected")).to_have_count(1)


def test_dragging_a_column_edge_makes_it_that_wide(app):
    window = open_window(app, "Table")
    title, author = window.locator(".table-column").nth(0), window.locator(".table-column").nth(1)
    (before, author_before) = stable_boxes(app, title, author)
    edge_x = before["x"] + before["width"] - 1
    edge_y = before["y"] + before["height"] / 2
    app.mouse.move(edge_x, edge_y)
    app.mouse.down()
    app.mouse.move(edge_x - 20, edge_y, steps=4)
    app.mouse.move(edge_x - 40, edge_y, steps=4)
    app.mouse.up()
    # The app lays the table out again with the width dragged: the column's
    # frame (and so its box) is 40 narrower, the author column 40 wider.
    app.wait_for_function(
        "([node, width]) => Math.abs(node.getBoundingClientRect().width - width) <= 0.5",
        arg=[title.element_handle(), before["width"] - 40])
    (after, author_after) = stable_boxes(app, title, author)
    assert abs(after["width"] - (before["width"] - 40)) <= 0.5, (before, after)
    assert abs(author_after["x"] - (author_before["x"] - 40)) <= 0.5, (author_before, author_after)
    assert abs(author_after["width"] - (author_before["width"] + 40)) <= 0.5, (author_before, author_after)
    # Cells follow their column.
    boxes = placed(window)
    assert_drawn_where_sent(boxes)
    cell = window.locator(".table-body > .table-row").first.locator(".table-cell").first
    (cell_box,) = stable_boxes(app, cell)
    assert abs(cell_box["width"] - after["width"]) <= 0.5, (cell_box, after)
