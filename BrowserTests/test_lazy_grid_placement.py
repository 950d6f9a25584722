"""Lazy grids and a lazy stack's sections placed by the layout engine
(Tests/Fixtures/LayoutDemo, window "Lazy grids"): the page draws every
element at the frame the app sent, and the columns are those Apple's
`GridItem.Size` documentation gives (an adaptive item holds as many views
of its minimum as fit, grown to fill its share)."""

from placed import app, assert_drawn_where_sent, layout_url, open_window, placed, text_box  # noqa: F401 (fixtures)


CELLS = r"""
(grid) => {
  const origin = grid.getBoundingClientRect();
  return [...grid.children].map((node) => {
    const box = node.getBoundingClientRect();
    return [box.x - origin.x, box.y - origin.y, box.width, box.height];
  });
}
"""


def test_lazy_grids_are_drawn_at_the_engines_frames(app):
    window = open_window(app, "Lazy grids")
    boxes = placed(window)
    assert_drawn_where_sent(boxes)
    kinds = {box["kind"] for box in boxes}
    assert {"grid", "section", "section-header", "section-footer", "stack"} <= kinds


def test_an_adaptive_column_holds_as_many_views_of_its_minimum_as_fit(app):
    window = open_window(app, "Lazy grids")
    cells = window.locator(".grid").first.evaluate(CELLS)
    # adaptive(50...100) in 300 points: 5 columns of (300 - 4 x 8) / 5 =
    # 53.6 (Apple's rule; the figure of juejin.cn post 7083356120147820552,
    # checked there against a device), rows 20 tall and 8 apart.
    assert len(cells) == 7
    for index, (x, y, width, height) in enumerate(cells):
        assert abs(x - (index % 5) * 61.6) <= 0.5, cells
        assert abs(y - (index // 5) * 28) <= 0.5, cells
        assert abs(width - 53.6) <= 0.5 and abs(height - 20) <= 0.5, cells


def test_a_horizontal_grids_rows_follow_their_items(app):
    window = open_window(app, "Lazy grids")
    cells = window.locator(".grid").nth(2).evaluate(CELLS)
    # Rows fixed 20 (2 after it) and 30; columns 24 wide, 6 apart.
    expected = [(0, 0, 24, 20), (0, 22, 24, 30), (30, 0, 24, 20), (30, 22, 24, 30), (60, 0, 24, 20)]
    assert len(cells) == len(expected)
    for drawn, want in zip(cells, expected):
        assert all(abs(a - b) <= 0.5 for a, b in zip(drawn, want)), (cells, expected)


def test_sections_put_their_header_first_and_views_after_it(app):
    window = open_window(app, "Lazy grids")
    boxes = placed(window)
    details, name, value = (text_box(boxes, t) for t in ["Details", "Name", "Proscenium"])
    # The header takes a line across the grid; the cells start the next
    # line, 4 points below (the grid's spacing); the second column starts
    # 60 + 8 points after the first.
    assert abs(name[1] - (details[1] + details[3] + 4)) <= 0.5
    assert abs(name[0] - details[0]) <= 0.5
    assert abs(value[0] - (name[0] + 68)) <= 0.5
    # A lazy stack's section: header, rows and footer 2 points apart.
    parts = [text_box(boxes, t) for t in ["Fruit", "Apple", "Pear", "2 kinds"]]
    for above, below in zip(parts, parts[1:]):
        assert abs(below[1] - (above[1] + above[3] + 2)) <= 0.5, parts
        assert abs(below[0] - above[0]) <= 0.5, parts


def test_a_pinned_header_stays_at_the_top_while_its_section_scrolls_past(app):
    window = open_window(app, "Lazy grids")
    scroll = window.locator(".scroll").first
    header = window.locator(".section-header", has_text="Vegetables")
    first = window.locator(".text", has_text="Vegetable 0")
    before = header.bounding_box()
    top = scroll.bounding_box()["y"]
    # Scrolled so that the section's start is 100 points above the scroll
    # view's top, its header stays at that top (SwiftUI's `pinnedViews`)
    # while the rows go on under it.
    offset = before["y"] - top + 100
    scroll.evaluate("(node, y) => { node.scrollTop = y; }", offset)
    app.wait_for_function("(node) => node.scrollTop > 0", arg=scroll.element_handle())
    after = header.bounding_box()
    assert abs(after["y"] - top) <= 0.5, (after, top)
    assert abs(after["x"] - before["x"]) <= 0.5
    assert first.bounding_box()["y"] < top, "the rows scrolled on under the header"
    # Fruit's header, whose section is scrolled out of view, went with it.
    assert window.locator(".section-header", has_text="Fruit").bounding_box()["y"] < top


def test_a_pinned_header_of_a_horizontal_stack_stays_at_the_leading_edge(app):
    window = open_window(app, "Lazy grids")
    scroll = window.locator(".scroll[data-axes='horizontal']")
    header = window.locator(".section-header", has_text="Row")
    before = header.bounding_box()
    left = scroll.bounding_box()["x"]
    assert abs(before["x"] - left) <= 0.5
    # Scrolled 100 points along, the header stays at the leading edge while
    # the cells go on under it.
    scroll.evaluate("(node) => { node.scrollLeft = 100; }")
    app.wait_for_function("(node) => node.scrollLeft > 0", arg=scroll.element_handle())
    after = header.bounding_box()
    assert abs(after["x"] - left) <= 0.5, (after, left)
    assert abs(after["y"] - before["y"]) <= 0.5
    assert window.locator(".text", has_text="Cell 0").bounding_box()["x"] < left
