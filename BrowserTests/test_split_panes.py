"""An `HSplitView`'s panes as islands (Tests/Fixtures/LayoutDemo, window
"Panes"): the page sizes each pane, the engine lays out the view in each,
and the page draws every view at the frame sent, relative to its pane;
dragging the divider lays the panes' views out again in their new sizes."""

from playwright.sync_api import expect

from placed import app, assert_drawn_where_sent, islands, layout_url, open_window  # noqa: F401 (fixtures)
from conftest import stable_boxes


def pane_islands(window):
    return [island for island in islands(window) if island["kind"] == "splitview-pane"]


def test_each_pane_is_an_island_drawn_where_sent(app):
    window = open_window(app, "Panes", whole=False)
    panes = window.locator(".splitview-pane")
    expect(window.locator(".splitview-pane[data-placing]")).to_have_count(2, timeout=10_000)
    left = window.locator('[data-identifier="left"]')
    (left_box, pane_box) = stable_boxes(app, left, panes.first)
    # The colour fills its pane (it takes what it is offered).
    assert abs(left_box["width"] - pane_box["width"]) <= 0.5 and abs(left_box["height"] - pane_box["height"]) <= 0.5
    found = pane_islands(window)
    assert len(found) == 2 and all(island["boxes"] for island in found), found
    for island in found:
        assert_drawn_where_sent(island["boxes"])
    # The right pane's stack is centred in it.
    right = found[1]
    chip = next(box for box in right["boxes"] if box["id"] == "chip")
    assert abs(chip["drawn"][0] + chip["drawn"][2] / 2 - right["size"][0] / 2) <= 0.5, (chip, right["size"])

    # Drag the divider 60 points right: the left colour follows its pane.
    divider = window.locator(".splitview-divider").bounding_box()
    before = pane_box["width"]
    app.mouse.move(divider["x"] + divider["width"] / 2, divider["y"] + divider["height"] / 2)
    app.mouse.down()
    app.mouse.move(divider["x"] + divider["width"] / 2 + 60, divider["y"] + divider["height"] / 2, steps=6)
    app.mouse.up()
    app.wait_for_function("([node, width]) => node.clientWidth > width + 40", arg=[panes.first.element_handle(), before])
    app.wait_for_function("([colour, pane]) => Math.abs(colour.getBoundingClientRect().width - pane.clientWidth) <= 0.5",
                          arg=[left.element_handle(), panes.first.element_handle()])
    for island in pane_islands(window):
        assert_drawn_where_sent(island["boxes"])
