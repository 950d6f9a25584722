"""The Drawing example in Chromium: what shapes, styles and canvases look
like, read from the pixels a person sees, and where a shaped tap target
takes clicks."""

import pytest
from playwright.sync_api import expect

from conftest import ARTIFACTS, open_page, serving
from pixels import element_image


@pytest.fixture(scope="module")
def drawing_url():
    with serving("Drawing", "drawing-server.log") as server:
        yield server.url


@pytest.fixture
def board(context, drawing_url):
    page = open_page(context, drawing_url, console=True)
    window = page.get_by_role("dialog", name="Drawing")
    window.wait_for()
    page.board = window
    return page


def part(page, identifier):
    return page.board.locator(f'[data-identifier="{identifier}"]').first


def near(pixel, color, tolerance=60):
    return sum(abs(a - b) for a, b in zip(pixel, color)) <= tolerance


def distance(a, b):
    return sum(abs(x - y) for x, y in zip(a, b))


RED, BLUE, GREEN, ORANGE = (255, 59, 48), (0, 122, 255), (52, 199, 89), (255, 149, 0)


def test_a_view_clipped_to_a_circle_is_coloured_in_the_centre_only(board):
    avatar = part(board, "avatar")
    expect(avatar).to_be_visible()
    image = element_image(avatar)
    w, h = image.size
    assert near(image.getpixel((w // 2, h // 2)), RED)
    for corner in [(1, 1), (w - 2, 1), (1, h - 2), (w - 2, h - 2)]:
        assert distance(image.getpixel(corner), RED) > 150, corner
    # Just inside the circle's edge, on its horizontal diameter, it is red.
    assert near(image.getpixel((3, h // 2)), RED, 90)


def test_a_gradient_has_its_two_colours_at_its_two_ends(board):
    image = element_image(part(board, "gradient"))
    w, h = image.size
    left, right = image.getpixel((1, h // 2)), image.getpixel((w - 2, h // 2))
    assert near(left, RED, 40), left
    assert near(right, BLUE, 40), right
    middle = image.getpixel((w // 2, h // 2))
    assert distance(middle, RED) > 80 and distance(middle, BLUE) > 80, middle


def test_a_stroke_border_colours_the_edge_and_not_the_centre(board):
    ring = part(board, "ring")
    image = element_image(ring)
    w, h = image.size
    # The 8-point stroke lies inside the frame: its outer edge is the frame's.
    assert near(image.getpixel((2, h // 2)), GREEN), image.getpixel((2, h // 2))
    assert near(image.getpixel((w // 2, h - 3)), GREEN)
    assert distance(image.getpixel((w // 2, h // 2)), GREEN) > 150
    box = ring.bounding_box()
    assert abs(box["width"] - 80) < 1.5 and abs(box["height"] - 80) < 1.5


def test_a_canvas_fills_what_its_renderer_draws_at_its_size(board):
    chart = part(board, "chart")
    canvas = chart.locator("canvas")
    expect(canvas).to_be_visible()
    box = chart.bounding_box()
    assert abs(box["width"] - 260) < 1.5 and abs(box["height"] - 100) < 1.5

    def bar_pixel():
        image = element_image(chart)
        # The fourth reading (0.8) is a blue bar from the bottom up to 80% of the height.
        return image.getpixel((int(image.size[0] * 3.5 / 5), image.size[1] - 5))

    # The renderer runs again once the display has reported the canvas's size.
    board.wait_for_function("""() => {
        const canvas = document.querySelector('[data-identifier="chart"] canvas');
        return canvas && canvas.width > 0;
    }""")
    for _ in range(50):
        if near(bar_pixel(), BLUE, 60):
            break
        board.wait_for_timeout(100)
    assert near(bar_pixel(), BLUE, 60), bar_pixel()
    # Above the bar, only the faint background.
    image = element_image(chart)
    assert distance(image.getpixel((int(image.size[0] * 3.5 / 5), 8)), BLUE) > 150
    # A new reading draws a sixth bar: the canvas is drawn again with its new inputs.
    board.board.get_by_role("button", name="Add Reading").click()
    board.wait_for_timeout(300)
    for _ in range(50):
        image = element_image(chart)
        if near(image.getpixel((int(image.size[0] * 5.5 / 6), image.size[1] - 5)), BLUE, 60):
            break
        board.wait_for_timeout(100)
    assert near(image.getpixel((int(image.size[0] * 5.5 / 6), image.size[1] - 5)), BLUE, 60)


def test_a_content_shape_takes_clicks_inside_the_shape_only(board):
    target = part(board, "target")
    box = target.bounding_box()
    window = board.board
    expect(window.get_by_text("Taps: 0", exact=True)).to_be_visible()
    # The corner of the box is outside the circle: the click does not tap.
    board.mouse.click(box["x"] + 4, box["y"] + 4)
    board.wait_for_timeout(400)
    expect(window.get_by_text("Taps: 0", exact=True)).to_be_visible()
    # The centre is inside.
    board.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    expect(window.get_by_text("Taps: 1", exact=True)).to_be_visible(timeout=20_000)
    # The orange square is still drawn whole: the shape changes clicks, not the look.
    image = element_image(target)
    assert near(image.getpixel((2, 2)), ORANGE)


def test_a_custom_shape_is_drawn_from_its_path_at_its_size(board):
    star = part(board, "star")
    image = element_image(star)
    w, h = image.size
    centre = image.getpixel((w // 2, h // 2))
    # Its centre is painted; its corners, between the tips, are not.
    assert distance(centre, image.getpixel((2, h - 3))) > 100
    # The pie's radius is 30 points whatever its frame: drawn after the display reported the size.
    pie = part(board, "pie")
    board.wait_for_timeout(300)
    image = element_image(pie)
    w, h = image.size
    assert near(image.getpixel((w // 2 + 10, h // 2 - 20)), ORANGE, 80)
    assert distance(image.getpixel((w // 2 + 10, h // 2 - 40)), ORANGE) > 150
    assert not board.console_messages, board.console_messages


def test_the_progress_ring_follows_its_value(board):
    ring = part(board, "progress")
    window = board.board
    before = element_image(ring)
    w, h = before.size
    # 60%: the stroke runs clockwise from the trailing point, as a circle's path
    # does; its top (75% of the way round) is bare. The stroke's outer half is
    # clipped by the frame: its inner half is the top 5 px, read in its middle
    # (its edge moves with the half pixel the ring may sit at).
    left = (w // 2, 2)
    bare = before.getpixel(left)
    window.get_by_role("button", name="More").click()
    window.get_by_role("button", name="More").click()
    expect(window.get_by_text("80%", exact=True)).to_be_visible(timeout=20_000)
    board.wait_for_timeout(200)
    after = element_image(ring)
    assert distance(after.getpixel(left), bare) > 60


def masked_image(locator):
    """The element's pixels once its view mask has been drawn."""
    locator.page.wait_for_function(
        "el => el && el.dataset.maskReady", arg=locator.element_handle(), timeout=10000)
    return element_image(locator)


def test_a_gradient_masked_by_text_shows_through_the_letters_only(board):
    mask = part(board, "textMask")
    image = masked_image(mask)
    w, h = image.size
    background = image.getpixel((1, 1))
    coloured = [pixel for pixel in (image.getpixel((x, h // 2)) for x in range(w))
                if distance(pixel, background) > 150]
    # The letters' strokes carry the gradient: red towards the start, blue towards the end.
    assert len(coloured) > w // 6, len(coloured)
    assert len(coloured) < w * 0.9, len(coloured)
    # (The letters do not reach the frame's ends, and their edges blend with
    # the window: the strongest colour of each end counts.)
    image.save(ARTIFACTS / "text-mask.png")
    start, end = coloured[:len(coloured) // 4], coloured[-len(coloured) // 4:]
    def best(pixels, colour):
        return min(distance(pixel, colour) for pixel in pixels)
    assert best(start, RED) < 120 and best(start, RED) + 100 < best(end, RED), (start, end)
    assert best(end, BLUE) + 100 < best(start, BLUE), (start, end)
    # Above and below the letters, and in their counters, the gradient does not show.
    assert distance(image.getpixel((w // 2, 1)), background) < 40
    assert distance(image.getpixel((w // 2, h - 2)), background) < 40


def test_a_colour_masked_by_a_symbol_takes_the_symbols_shape(board):
    image = masked_image(part(board, "symbolMask"))
    w, h = image.size
    # A star: its centre is green, its corners are not.
    assert near(image.getpixel((w // 2, h // 2)), GREEN), image.getpixel((w // 2, h // 2))
    for corner in [(2, 2), (w - 3, 2), (2, h - 3), (w - 3, h - 3)]:
        assert distance(image.getpixel(corner), GREEN) > 150, corner


def test_a_mask_is_placed_by_its_alignment(board):
    image = masked_image(part(board, "alignedMask"))
    w, h = image.size
    # A 32-point circle at the top leading corner of a 64-point square.
    assert near(image.getpixel((w // 4, h // 4)), ORANGE), image.getpixel((w // 4, h // 4))
    assert distance(image.getpixel((3 * w // 4, 3 * h // 4)), ORANGE) > 150
    assert distance(image.getpixel((3 * w // 4, h // 4)), ORANGE) > 150


def test_a_mask_is_drawn_once_until_its_views_change(board):
    mask = part(board, "textMask")
    masked_image(mask)
    first = mask.evaluate("el => el.dataset.maskReady")
    board.wait_for_timeout(600)
    assert mask.evaluate("el => el.dataset.maskReady") == first


def test_a_canvas_draws_its_symbol_view_where_its_renderer_puts_it(board):
    canvas = part(board, "symbolCanvas")
    expect(canvas).to_be_visible()
    # The symbol's image arrives after its view is measured and copied.
    board.wait_for_function(
        """el => { const c = el.querySelector('canvas'); const x = c.getContext('2d');
                   const r = window.devicePixelRatio || 1;
                   return x.getImageData(Math.round(30 * r), Math.round(30 * r), 1, 1).data[3] > 0; }""",
        arg=canvas.element_handle(), timeout=10000)
    image = element_image(canvas)
    w, h = image.size
    # Three stars, at 30, 100 and 170 points; nothing between them.
    for x in (30, 100, 170):
        assert near(image.getpixel((x, h // 2)), ORANGE, 90), (x, image.getpixel((x, h // 2)))
    for x in (65, 135):
        assert distance(image.getpixel((x, h // 2)), ORANGE) > 150, x
    # The symbol's own view is not seen (nor read) outside the drawing.
    symbol = canvas.locator(".canvas-symbol").first
    assert symbol.evaluate("el => getComputedStyle(el).opacity") == "0"
    assert symbol.get_attribute("aria-hidden") == "true"
