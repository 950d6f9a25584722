"""Images made from pixels and drawing, in Chromium (Tests/Fixtures/AppKitDemo,
window "Pixels", PixelsWindow.swift): a CGImage of known pixels shows them at
its size over its scale, turned 90° clockwise by the `.right` orientation
(laid out tall instead of wide); an `Image(size:renderer:)` shows what its
renderer drew at its size; a `Path` of a `CGPath` fills its outline."""

from playwright.sync_api import expect

from conftest import menu_window, stable_boxes
from pixels import element_image


demo_url, window = menu_window("AppKitDemo", "cgimage-server.log", "Tools", "Pixels")

RED, GREEN, BLUE, WHITE = (255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)
BLACK, GREY, YELLOW = (0, 0, 0), (128, 128, 128), (255, 255, 0)


def near(pixel, colour, tolerance=30):
    return sum(abs(a - b) for a, b in zip(pixel, colour)) <= tolerance


def loaded(image):
    """The image once its file has loaded."""
    image.page.wait_for_function(
        "el => { const img = el.querySelector('img'); return img && img.complete && img.naturalWidth > 0; }",
        arg=image.element_handle(), timeout=10_000)
    return image


def test_a_cgimage_shows_its_pixels_at_its_size_over_its_scale(window):
    image = loaded(window.get_by_role("img", name="Swatches"))
    (box,) = stable_boxes(window.page_, image)
    # Four by two pixels at a tenth of a point each: 40 by 20 points.
    assert round(box["width"]) == 40 and round(box["height"]) == 20, box
    picture = element_image(image)
    w = picture.size[0]
    at = lambda column, row: picture.getpixel((int((column + 0.5) * w / 4), int((row + 0.5) * w / 4)))
    for (column, row), colour in {(0, 0): RED, (1, 0): GREEN, (2, 0): BLUE, (3, 0): WHITE,
                                  (0, 1): BLACK, (1, 1): GREY, (2, 1): YELLOW}.items():
        assert near(at(column, row), colour), (column, row, at(column, row))


def test_an_image_turned_right_is_tall_with_its_top_row_on_the_right(window):
    image = loaded(window.get_by_role("img", name="Turned"))
    (box,) = stable_boxes(window.page_, image)
    assert round(box["width"]) == 20 and round(box["height"]) == 40, box
    picture = element_image(image)
    w = picture.size[0]
    at = lambda column, row: picture.getpixel((int((column + 0.5) * w / 2), int((row + 0.5) * w / 2)))
    # Turned 90° clockwise: the top row (red ... white) runs down the right
    # column, the bottom row (black ... clear) down the left.
    for row, colour in enumerate([RED, GREEN, BLUE, WHITE]):
        assert near(at(1, row), colour), (row, at(1, row))
    for row, colour in enumerate([BLACK, GREY, YELLOW]):
        assert near(at(0, row), colour), (row, at(0, row))


def test_a_drawn_image_shows_its_renderers_drawing_at_its_size(window):
    image = window.get_by_role("img", name="Drawn")
    expect(image.locator("canvas")).to_have_count(1)
    (box,) = stable_boxes(window.page_, image)
    assert round(box["width"]) == 30 and round(box["height"]) == 30, box
    window.page_.wait_for_function(
        """el => { const c = el.querySelector('canvas'); if (!c || !c.width) return false;
                   return c.getContext('2d').getImageData(c.width / 2, c.height / 4, 1, 1).data[3] > 0; }""",
        arg=image.element_handle(), timeout=10_000)
    picture = element_image(image)
    w, h = picture.size
    top, bottom = picture.getpixel((w // 2, h // 4)), picture.getpixel((w // 2, 3 * h // 4))
    # SwiftUI's red and blue, as the page draws `Color.red` and `Color.blue`.
    assert top[0] > 200 and top[2] < 100, top
    assert bottom[2] > 200 and bottom[0] < 100, bottom


def test_a_path_of_a_cgpath_fills_its_outline(window):
    shape = window.locator('[data-identifier="triangle"]').first
    (box,) = stable_boxes(window.page_, shape)
    assert round(box["width"]) == 40 and round(box["height"]) == 40, box
    picture = element_image(shape)
    w, h = picture.size
    inside, outside = picture.getpixel((w // 4, h // 4)), picture.getpixel((3 * w // 4, 3 * h // 4))
    # The triangle's right angle is at the top left: green there, not in the bottom right.
    assert inside[1] > 150 and inside[0] < 150, inside
    assert not (outside[1] > 150 and outside[0] < 150), outside
