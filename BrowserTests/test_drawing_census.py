"""The drawing families the census closes, in Chromium (Tests/Fixtures/CensusDemo,
DrawingCensusBoard and CanvasCensusBoard): a text drawn by its `TextRenderer`
from the lines the text engine laid out, a canvas shadow cast alone, a view
moved by its own measured width through `visualEffect`, and a canvas's colour
matrix, palette, tiled images and clips to drawn layers."""

import pytest
from playwright.sync_api import expect

from conftest import open_page, serving, stable_boxes, wait_for_fonts

T = 20_000


@pytest.fixture(scope="module")
def census_url():
    with serving("CensusDemo", "census-drawing-server.log") as server:
        yield server.url


@pytest.fixture
def app(context, census_url):
    page = open_page(context, census_url, console=True)
    page.get_by_role("dialog", name="Census").wait_for(timeout=T)
    wait_for_fonts(page)
    return page


PIXELS = """([selector, points]) => {
    const canvas = document.querySelector(selector);
    if (!canvas || !canvas.width) return null;
    const box = canvas.getBoundingClientRect();
    const context = canvas.getContext("2d");
    return points.map(([x, y]) => Array.from(context.getImageData(
        Math.floor(x * canvas.width / box.width), Math.floor(y * canvas.height / box.height), 1, 1).data));
}"""


def pixels(page, identifier, points):
    selector = f'[data-identifier="{identifier}"] canvas'
    page.wait_for_function(f"() => {{ const c = document.querySelector('{selector}'); return c && c.width > 0; }}",
                           timeout=T)
    return page.evaluate(PIXELS, [selector, points])


def test_a_text_renderer_draws_the_text_in_its_place(app):
    text = app.locator('[data-identifier="renderedText"]')
    expect(text).to_be_visible(timeout=T)
    canvas = text.locator("canvas")
    (text_box, canvas_box) = stable_boxes(app, text, canvas)
    # The canvas covers the text, which keeps its size but shows nothing itself.
    assert abs(canvas_box["width"] - text_box["width"]) < 1 and abs(canvas_box["height"] - text_box["height"]) < 1
    color = text.locator(".text").first.evaluate("node => getComputedStyle(node).color")
    assert color in ("rgba(0, 0, 0, 0)", "transparent"), color
    # The renderer drew the glyphs: some pixels are inked, in its colour (red, from the multiply).
    def inked():
        return app.evaluate("""(selector) => {
            const canvas = document.querySelector(selector);
            const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
            let count = 0, red = 0;
            for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 128) { count++; if (data[i] > data[i + 2]) red++; }
            return [count, red];
        }""", '[data-identifier="renderedText"] canvas')
    app.wait_for_function("""(selector) => {
        const canvas = document.querySelector(selector);
        if (!canvas || !canvas.width) return false;
        const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 3; i < data.length; i += 4) if (data[i] > 128) return true;
        return false;
    }""", arg='[data-identifier="renderedText"] canvas', timeout=T)
    count, red = inked()
    assert count > 50 and red > count * 0.8, (count, red)


def test_a_shadow_only_filter_draws_the_shadow_alone(app):
    app.wait_for_function("""(selector) => {
        const canvas = document.querySelector(selector);
        if (!canvas || !canvas.width) return false;
        const box = canvas.getBoundingClientRect();
        const x = Math.floor(40 * canvas.width / box.width), y = Math.floor(10 * canvas.height / box.height);
        return canvas.getContext("2d").getImageData(x, y, 1, 1).data[3] > 200;
    }""", arg='[data-identifier="shadowCanvas"] canvas', timeout=T)
    source, shadow = pixels(app, "shadowCanvas", [(10, 10), (40, 10)])
    assert source[3] < 20, source  # the blue square itself is not drawn
    assert shadow[0] > 200 and shadow[2] < 60 and shadow[3] > 200, shadow  # its red shadow, 30 points right


def test_a_visual_effect_moves_a_view_by_its_measured_width(app):
    moved = app.locator('[data-identifier="movedText"]')
    expect(moved).to_be_visible(timeout=T)
    inner = moved.locator(".text").first
    # The layer keeps the text's place in the layout; the text is drawn one width to the right.
    app.wait_for_function("""() => {
        const layer = document.querySelector('[data-identifier="movedText"]');
        const text = layer && layer.querySelector(".text");
        if (!text) return false;
        const a = layer.getBoundingClientRect(), b = text.getBoundingClientRect();
        return a.width > 0 && Math.abs(b.left - a.left - a.width) < 2;
    }""", timeout=T)
    (layer, text) = stable_boxes(app, moved, inner)
    assert abs(text["x"] - layer["x"] - layer["width"]) < 2, (layer, text)
    assert abs(text["y"] - layer["y"]) < 2


def drawn_pixels(page, identifier, points, ready):
    """The pixels at `points` once the pixel at `ready` is opaque (the canvas has drawn)."""
    page.wait_for_function("""([selector, x, y]) => {
        const canvas = document.querySelector(selector);
        if (!canvas || !canvas.width) return false;
        const box = canvas.getBoundingClientRect();
        return canvas.getContext("2d").getImageData(Math.floor(x * canvas.width / box.width),
            Math.floor(y * canvas.height / box.height), 1, 1).data[3] > 200;
    }""", arg=[f'[data-identifier="{identifier}"] canvas', *ready], timeout=T)
    return pixels(page, identifier, points)


def near(pixel, rgba, tolerance=8):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, rgba))


def test_a_color_matrix_transforms_the_colours_drawn(app):
    # Red in; the matrix moves red to green and adds half of blue.
    matrixed, palette = drawn_pixels(app, "matrixCanvas", [(10, 10), (40, 10)], ready=(10, 10))
    assert near(matrixed, [0, 255, 128, 255]), matrixed
    # A palette fills a path with its first shading (green), not its second (red).
    assert near(palette, [0, 255, 0, 255]), palette


def test_a_tiled_image_repeats_from_its_origin_at_its_scale(app):
    # The 10-point image (red, then blue) twice its size: tiles of 20 points from x = 3.
    points = [(1, 5), (8, 5), (18, 5), (28, 5), (38, 5), (48, 5), (58, 5)]
    row = drawn_pixels(app, "tiledCanvas", points, ready=(8, 5))
    red, blue = [255, 0, 0, 255], [0, 0, 255, 255]
    assert [near(p, red) for p in row] == [False, True, False, True, False, True, False], row
    assert [near(p, blue) for p in row] == [True, False, True, False, True, False, True], row
    # Its source rectangle's right half alone: blue all along.
    cropped = pixels(app, "tiledCanvas", [(2, 15), (7, 15), (12, 15), (33, 15), (57, 15)])
    assert all(near(p, blue) for p in cropped), cropped


def test_a_clip_to_a_layer_keeps_what_the_layer_covers(app):
    inside, outside, faded, whole = drawn_pixels(
        app, "layerClipCanvas", [(10, 5), (45, 5), (10, 15), (45, 15)], ready=(10, 5))
    # Blue only where the layer was drawn (the left of the top half).
    assert near(inside, [0, 0, 255, 255]), inside
    assert outside[3] < 10, outside
    # Inverted at half opacity: red at half alpha under the layer, whole outside it.
    assert faded[0] > 200 and 100 < faded[3] < 156, faded
    assert near(whole, [255, 0, 0, 255]), whole
