"""A window holding the app's own `Layout`, a `ViewThatFits` and a `Grid`
(Tests/Fixtures/LayoutDemo, "Layouts") is placed by the layout engine with no
measuring round trip: the app runs the layout while it lays the window out,
and the page draws every element at the frame it was sent. The views
`ViewThatFits` did not pick stay hidden."""

from playwright.sync_api import expect

from placed import assert_drawn_where_sent, open_window, placed
# The served LayoutDemo app.
from test_layout_placement import app, layout_url  # noqa: F401


def test_a_custom_layout_a_view_that_fits_and_a_grid_are_placed(app):
    window = open_window(app, "Layouts")
    boxes = placed(window)
    assert_drawn_where_sent(boxes)
    # Nothing was measured by the page: no layout container waits for placements.
    assert window.locator(".custom-layout[data-placed]").count() >= 2
    # The equal-width row: three slots of one width (WWDC22's layout), the
    # buttons' frames filling them.
    row = window.locator(".custom-layout").first
    widths = [slot.bounding_box()["width"] for slot in row.locator(":scope > [data-placed]").all()]
    assert len(widths) == 3 and max(widths) - min(widths) <= 0.5, widths
    # ViewThatFits shows the short label only.
    expect(window.get_by_text("Short", exact=True)).to_be_visible()
    expect(window.get_by_text("A label far too long", exact=False)).to_be_hidden()
    # The grid's cells and rows are placed, the spanning cell as wide as both columns.
    grid = window.locator(".grid[data-placed]")
    expect(grid).to_have_count(1)
    assert window.locator(".gridrow[data-placed]").count() == 3
    name = window.get_by_text("Name", exact=True).bounding_box()
    kind = window.get_by_text("Kind", exact=True).bounding_box()
    assert abs(name["x"] - kind["x"]) <= 0.5


def test_the_placed_layouts_follow_a_resize(app):
    window = open_window(app, "Layouts")
    grid = window.locator(".grid[data-placed]")
    before = grid.bounding_box()["x"]
    corner = window.locator(".resize.se").bounding_box()
    app.mouse.move(corner["x"] + 5, corner["y"] + 5)
    app.mouse.down()
    app.mouse.move(corner["x"] + 165, corner["y"] + 5, steps=5)
    app.mouse.up()
    # The content is centred in the window: the app lays it out again and
    # the grid moves by half of what the window grew.
    app.wait_for_function("([node, x]) => Math.abs(node.getBoundingClientRect().x - x - 80) < 1",
                          arg=[grid.element_handle(), before], timeout=10_000)
    assert_drawn_where_sent(placed(window))
