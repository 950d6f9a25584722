"""Shapes that size themselves, placed by the layout engine
(Tests/Fixtures/LayoutDemo, window "Shapes"): a shape of the app's own
whose `sizeThatFits` answers 30 by 20 is drawn 30 by 20 in its HStack,
and a `Circle` offered 100 by 40 by its frame takes a 40-point square
centred in it (Apple's Circle declares its own `sizeThatFits(_:)`; its
radius is half the frame's smallest edge). Each box is where the app sent
it, within 0.5 px."""

from placed import app, assert_drawn_where_sent, layout_url, open_window, placed  # noqa: F401 (fixtures)
from conftest import stable_boxes


def test_shapes_are_drawn_at_the_size_they_choose(app):
    window = open_window(app, "Shapes")
    shapes = window.locator(".shape")
    tab, circle = stable_boxes(app, shapes.nth(0), shapes.nth(1))
    assert abs(tab["width"] - 30) <= 0.5 and abs(tab["height"] - 20) <= 0.5, tab
    assert abs(circle["width"] - 40) <= 0.5 and abs(circle["height"] - 40) <= 0.5, circle
    # The stack is 40 tall: the tab is centred in it, the circle fills it,
    # 30 points after the tab (the frame is 100 wide, the square centred).
    assert abs((tab["y"] + 10) - (circle["y"] + 20)) <= 0.5, (tab, circle)
    assert abs(circle["x"] - (tab["x"] + 30 + 30)) <= 0.5, (tab, circle)
    boxes = placed(window)
    assert sum(box["kind"] == "shape" for box in boxes) == 2, boxes
    assert_drawn_where_sent(boxes)
