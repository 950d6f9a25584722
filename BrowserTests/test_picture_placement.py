"""Pictures and a ContentUnavailableView laid out by the engine
(Tests/Fixtures/LayoutDemo, window "Pictures"): a picture drawn at the
size its file gives (40 by 20 points), a resizable one fitted to its
frame keeping its ratio, the unavailable view's title and description
centred, every element drawn at the frame sent."""

from placed import app, assert_drawn_where_sent, layout_url, open_window, placed  # noqa: F401 (fixtures)
from conftest import stable_boxes


def test_pictures_and_an_unavailable_view_are_drawn_where_sent(app):
    window = open_window(app, "Pictures")
    stable_boxes(app, window.locator(".root"))
    boxes = placed(window)
    assert_drawn_where_sent(boxes)
    images = [box for box in boxes if box["kind"] == "image"]
    natural = next(box for box in images if abs(box["drawn"][2] - 40) <= 0.5)
    assert abs(natural["drawn"][3] - 20) <= 0.5, natural
    fitted = next(box for box in images if abs(box["drawn"][2] - 120) <= 0.5)
    assert abs(fitted["drawn"][3] - 60) <= 0.5, fitted
    # The picture's pixels fill its box: the file is drawn at the frame.
    file_box = window.locator(".image img").nth(1).bounding_box()
    image_box = window.locator(".image").nth(1).bounding_box()
    assert abs(file_box["width"] - image_box["width"]) <= 0.5 and abs(file_box["height"] - image_box["height"]) <= 0.5
    unavailable = next(box for box in boxes if box["kind"] == "unavailable")
    description = next(box for box in boxes if box["text"] == "Choose a shape to edit it.")
    centre = unavailable["drawn"][0] + unavailable["drawn"][2] / 2
    assert abs(description["drawn"][0] + description["drawn"][2] / 2 - centre) <= 0.5, (description, unavailable)
