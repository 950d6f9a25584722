"""A NavigationSplitView placed by the layout engine (SplitLayout.swift;
Tests/Fixtures/LayoutDemo, window "Split"): the page draws each column
and every view in it at the frame the app sent (within 0.5 px): a
220-point sidebar, a 1-point divider, the detail taking the rest; and a
divider the person drags makes the sidebar that wide in the app's next
layout, the detail taking what is left."""

from placed import app, assert_drawn_where_sent, layout_url, open_window, placed  # noqa: F401 (fixtures)
from conftest import stable_boxes


def test_a_split_view_is_placed_and_drawn_where_sent(app):
    window = open_window(app, "Split")
    sidebar, detail = window.locator(".column[data-role=sidebar]"), window.locator(".column[data-role=detail]")
    (side, rest) = stable_boxes(app, sidebar, detail)
    boxes = placed(window)
    kinds = {box["kind"] for box in boxes}
    assert {"split", "column", "list", "row", "stack", "text", "color-fill"} <= kinds, kinds
    assert_drawn_where_sent(boxes)
    assert abs(side["width"] - 220) <= 0.5, side
    # The detail starts after the 1-point divider and reaches the window's edge.
    assert abs(rest["x"] - (side["x"] + 221)) <= 0.5, (side, rest)
    split = window.locator(".split").bounding_box()
    assert abs(rest["x"] + rest["width"] - (split["x"] + split["width"])) <= 0.5, (rest, split)

def test_dragging_the_divider_makes_the_sidebar_that_wide(app):
    window = open_window(app, "Split")
    sidebar, detail = window.locator(".column[data-role=sidebar]"), window.locator(".column[data-role=detail]")
    (before, detail_before) = stable_boxes(app, sidebar, detail)
    edge_x = before["x"] + before["width"] - 2
    edge_y = before["y"] + before["height"] / 2
    app.mouse.move(edge_x, edge_y)
    app.mouse.down()
    app.mouse.move(edge_x + 20, edge_y, steps=4)
    app.mouse.move(edge_x + 40, edge_y, steps=4)
    app.mouse.up()
    # The app lays the split out again with the width dragged: the sidebar
    # is 40 wider, the detail 40 narrower and 40 further along.
    app.wait_for_function(
        "([node, width]) => Math.abs(node.getBoundingClientRect().width - width) <= 0.5",
        arg=[sidebar.element_handle(), before["width"] + 40])
    (after, detail_after) = stable_boxes(app, sidebar, detail)
    assert abs(after["width"] - (before["width"] + 40)) <= 0.5, (before, after)
    assert abs(detail_after["x"] - (detail_before["x"] + 40)) <= 0.5, (detail_before, detail_after)
    assert abs(detail_after["width"] - (detail_before["width"] - 40)) <= 0.5, (detail_before, detail_after)
    assert_drawn_where_sent(placed(window))


def test_a_navigation_stack_in_the_detail_fills_it(app):
    """NavigationStackLayout.swift: the stack's shown level takes its whole
    area, here the detail column of the Mailboxes window."""
    window = open_window(app, "Mailboxes")
    detail = window.locator(".column[data-role=detail]")
    page = detail.locator(".page")
    (column, level) = stable_boxes(app, detail, page)
    for key in ("x", "y", "width", "height"):
        assert abs(column[key] - level[key]) <= 0.5, (column, level)
    assert_drawn_where_sent(placed(window))
