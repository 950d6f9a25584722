"""`containerRelativeFrame` laid out by the engine (Tests/Fixtures/LayoutDemo,
window "Relative"): the page measures the window's content, the app makes
the frame a quarter of it, and the engine places the colour at that width,
drawn where sent; resizing the window resizes the quarter."""

from playwright.sync_api import expect

from placed import app, assert_drawn_where_sent, layout_url, open_window, placed  # noqa: F401 (fixtures)
from conftest import stable_boxes


def test_a_container_relative_frame_is_its_share_of_the_window(app):
    window = open_window(app, "Relative")
    body = window.locator(".window-body")
    quarter = window.locator('[data-identifier="quarter"]')
    expect(quarter).to_be_visible(timeout=10_000)
    app.wait_for_function("([node, body]) => Math.abs(node.getBoundingClientRect().width - body.clientWidth / 4) <= 0.5",
                          arg=[quarter.element_handle(), body.element_handle()])
    (box, body_box) = stable_boxes(app, quarter, body)
    assert abs(box["width"] - body.evaluate("(node) => node.clientWidth") / 4) <= 0.5, (box, body_box)
    assert_drawn_where_sent(placed(window))
    # Wider window, wider quarter.
    corner = window.locator(".resize.se").bounding_box()
    app.mouse.move(corner["x"] + 5, corner["y"] + 5)
    app.mouse.down()
    app.mouse.move(corner["x"] + 125, corner["y"] + 5, steps=6)
    app.mouse.up()
    app.wait_for_function("([node, body]) => body.clientWidth > 460"
                          " && Math.abs(node.getBoundingClientRect().width - body.clientWidth / 4) <= 0.5",
                          arg=[quarter.element_handle(), body.element_handle()])
