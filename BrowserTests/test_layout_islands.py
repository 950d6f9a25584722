"""Islands: a window the layout engine does not lay out whole (a split
view with a dynamic type size, which the page applies; a TabView: the page sizes
their columns and tabs) still has the views inside each column and tab
placed by the engine, in the size the page reported for it
(Tests/Fixtures/LayoutDemo, windows "Split Islands" and "Tabs"). Each placed element is drawn at the frame sent, relative to its
island's host."""

from playwright.sync_api import expect

from placed import app, assert_drawn_where_sent, islands, layout_url, open_window as open_placed  # noqa: F401 (fixtures)
from conftest import stable_boxes


def open_window(app, title):
    """The window `title`, open: its content is laid out by CSS, its islands by the engine."""
    return open_placed(app, title, whole=False)


def test_a_split_views_columns_are_islands_drawn_where_sent(app):
    window = open_window(app, "Split Islands")
    expect(window.locator(".column[data-placing]")).to_have_count(2, timeout=10_000)
    expect(window.locator(".root[data-placing]")).to_have_count(0)
    stable_boxes(app, window.locator(".column[data-role=detail]"))
    found = {island["role"]: island for island in islands(window)}
    assert set(found) == {"sidebar", "detail"}, found.keys()
    for island in found.values():
        assert island["boxes"], island
        assert_drawn_where_sent(island["boxes"])
    # The sidebar's list fills its column.
    sidebar = found["sidebar"]
    listed = next(box for box in sidebar["boxes"] if box["kind"] == "list")
    assert abs(listed["drawn"][2] - sidebar["size"][0]) <= 0.5, (listed, sidebar["size"])
    # The detail's stack is centred in its column, as SwiftUI centres it.
    detail = found["detail"]
    stack = next(box for box in detail["boxes"] if box["kind"] == "stack")
    (x, y, w, h) = stack["drawn"]
    assert abs(x + w / 2 - detail["size"][0] / 2) <= 0.5, (stack, detail["size"])
    assert abs(y + h / 2 - detail["size"][1] / 2) <= 0.5, (stack, detail["size"])
    # A row fixed at 240 points: its trailing text ends at the row's end.
    row = next(box for box in detail["boxes"] if box["kind"] == "frame" and abs(box["drawn"][2] - 240) <= 0.5)
    count = next(box for box in detail["boxes"] if box["kind"] == "text" and box["text"] == "12")
    assert abs(count["drawn"][0] + count["drawn"][2] - (row["drawn"][0] + 240)) <= 0.5, (count, row)


def test_a_column_is_laid_out_again_when_the_window_is_resized(app):
    window = open_window(app, "Split Islands")
    expect(window.locator(".column[data-placing]")).to_have_count(2, timeout=10_000)
    detail = window.locator(".column[data-role=detail]")
    before = stable_boxes(app, detail)[0]
    # Drag the window's bottom-right corner 120 points out.
    corner = window.locator(".resize.se").bounding_box()
    app.mouse.move(corner["x"] + 5, corner["y"] + 5)
    app.mouse.down()
    app.mouse.move(corner["x"] + 125, corner["y"] + 45, steps=6)
    app.mouse.up()
    app.wait_for_function("([node, width]) => node.clientWidth > width + 60",
                          arg=[detail.element_handle(), before["width"]])
    stable_boxes(app, detail)
    island = next(i for i in islands(window) if i["role"] == "detail")
    stack = next(box for box in island["boxes"] if box["kind"] == "stack")
    (x, y, w, h) = stack["drawn"]
    assert abs(x + w / 2 - island["size"][0] / 2) <= 0.5, (stack, island["size"])
    assert_drawn_where_sent(island["boxes"])


def test_each_tab_is_an_island_once_shown(app):
    window = open_window(app, "Tabs")
    expect(window.locator(".tabpanel[data-placing]")).to_have_count(1, timeout=10_000)
    shown = [i for i in islands(window) if not i["hidden"]]
    assert len(shown) == 1 and shown[0]["boxes"], shown
    assert_drawn_where_sent(shown[0]["boxes"])
    window.get_by_role("tab", name="Two").click()
    expect(window.locator(".tabpanel[data-placing]:not([hidden])")).to_have_count(1, timeout=10_000)
    app.wait_for_function("(node) => [...node.querySelectorAll('.tabpanel:not([hidden]) [data-placed]')]"
                          ".some((n) => n.textContent.trim() === 'end')", arg=window.element_handle())
    stable_boxes(app, window.locator(".tabpanel:not([hidden])"))
    island = next(i for i in islands(window) if not i["hidden"])
    assert_drawn_where_sent(island["boxes"])
    # The padded row spans the tab: its trailing text 16 points from the edge.
    end = next(box for box in island["boxes"] if box["kind"] == "text" and box["text"] == "end")
    assert abs(end["drawn"][0] + end["drawn"][2] - (island["size"][0] - 16)) <= 0.5, (end, island["size"])
