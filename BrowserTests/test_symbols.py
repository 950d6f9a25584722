"""SF Symbols in the page: icons drawn from the installed icon font, a
different one for each name, and a neutral placeholder for a name the table
lacks, logged once by the app; variants the font lacks composed from their
base glyph (a ring, a knocked-out square), resizable symbols filling their
frame, and the palette and multicolor rendering modes."""

from playwright.sync_api import expect

from conftest import ARTIFACTS
from pixels import element_image, ink, shape_difference


def symbol(window, name):
    return window.locator(f'.image[data-symbol="{name}"]').first


def test_four_names_show_four_different_icons(page, gallery):
    assert page.evaluate("""async () => {
        await document.fonts.load('16px "Proscenium Symbols"');
        return document.fonts.check('16px "Proscenium Symbols"');
    }""")
    names = ["gear", "list.bullet", "doc", "bolt.fill"]
    images = {}
    for name in names:
        icon = symbol(page, name)
        expect(icon).to_have_class("image symbol")
        box = icon.bounding_box()
        # A glyph about one line high and no wider: the font drew the ligature, not its letters.
        assert 8 <= box["height"] <= 40 and box["width"] <= 1.6 * box["height"], (name, box)
        image = element_image(icon)
        assert ink(image) >= 12, f"{name} draws nothing"
        images[name] = image
    for i, first in enumerate(names):
        for second in names[i + 1:]:
            assert shape_difference(images[first], images[second]) >= 20, f"{first} and {second} look alike"


def test_an_unknown_name_is_a_titled_placeholder_and_logged(page, gallery):
    missing = symbol(page, "proscenium.no.such.symbol")
    expect(missing).to_have_class("image symbol-missing")
    expect(missing).to_have_attribute("title", "proscenium.no.such.symbol")
    expect(missing).to_have_text("")
    box = missing.bounding_box()
    assert box["width"] > 4 and box["height"] > 4
    log = (ARTIFACTS / "demo-server.log").read_text()
    assert 'no icon for SF Symbol "proscenium.no.such.symbol"' in log


def colour_distance(pixel, colour):
    return sum(abs(a - b) for a, b in zip(pixel, colour))


def inked(image, background, threshold=120):
    """The set of (x, y) whose pixel differs clearly from `background`."""
    width, height = image.size
    return {(x, y) for y in range(height) for x in range(width)
            if colour_distance(image.getpixel((x, y)), background) > threshold}


def composed(window, name):
    icon = symbol(window, name)
    expect(icon).to_have_class("image symbol symbol-composed")
    icon.scroll_into_view_if_needed()
    # The glyph inside is SVG text in the icon font: wait for the font.
    icon.page.evaluate("""async () => { await document.fonts.load('16px "Proscenium Symbols"'); }""")
    return icon


def page_background(icon):
    """The colour behind the symbol: the page's pixel just outside it."""
    box = icon.bounding_box()
    clip = {"x": box["x"] - 6, "y": box["y"], "width": 2, "height": 2}
    from PIL import Image
    import io
    return Image.open(io.BytesIO(icon.page.screenshot(clip=clip))).convert("RGB").getpixel((0, 0))


def test_a_circle_variant_is_its_base_glyph_inside_a_ring(page, gallery):
    icon = composed(page, "chevron.up.circle")
    box = icon.bounding_box()
    assert 24 <= box["height"] <= 40, box
    image = element_image(icon.locator("svg"))
    background = page_background(icon)
    marks = inked(image, background)
    width, height = image.size
    cx, cy = width / 2, height / 2
    radius = min(width, height) * 10 / 24  # the ring's outer edge, in the 24-unit box
    # Ring pixels at the circle's radius all the way round: sample 16 directions.
    import math
    for step in range(16):
        angle = step * math.pi / 8
        hits = [(round(cx + r * math.cos(angle)), round(cy + r * math.sin(angle)))
                for r in (radius - 2.5, radius - 1.5, radius - 0.5)]
        assert any(hit in marks for hit in hits), f"no ring at {step * 22.5}°"
    # Between the ring and the chevron: clear, then the chevron at the centre.
    ring_free = [(round(cx + (radius - 5) * math.cos(a)), round(cy + (radius - 5) * math.sin(a)))
                 for a in (0, math.pi / 2, math.pi, 3 * math.pi / 2)]
    assert not any(point in marks for point in ring_free), "the inside of the ring is drawn over"
    centre = [(x, y) for (x, y) in marks if abs(x - cx) < radius / 2 and abs(y - cy) < radius / 2]
    assert len(centre) >= 8, "no chevron inside the ring"


def test_a_filled_square_variant_knocks_its_glyph_out(page, gallery):
    icon = composed(page, "chevron.up.square.fill")
    image = element_image(icon.locator("svg"))
    background = page_background(icon)
    marks = inked(image, background)
    width, height = image.size
    # The filled square: its inner area (20/24 of the box, less the corners) is mostly ink...
    inner = [(x, y) for y in range(round(height * 4 / 24), round(height * 20 / 24))
             for x in range(round(width * 4 / 24), round(width * 20 / 24))]
    filled = sum(1 for point in inner if point in marks)
    assert filled >= 0.6 * len(inner), (filled, len(inner))
    # ...but not all: the chevron shows the background through it, near the centre.
    holes = [(x, y) for (x, y) in inner if (x, y) not in marks
             and abs(x - width / 2) < width / 4 and abs(y - height / 2) < height / 4]
    assert len(holes) >= 6, "the chevron is not knocked out of the square"
    # Corners outside the rounded square are background (a pixel in from the
    # screenshot's edges, which a box at a fractional position rounds out).
    assert (1, 1) not in marks and (width - 2, height - 2) not in marks


def test_a_resizable_symbol_fills_its_frame(page, gallery):
    icon = symbol(page, "circle.fill")
    expect(icon).to_have_attribute("data-resizable", "true")
    icon.scroll_into_view_if_needed()
    box = icon.bounding_box()
    assert abs(box["width"] - 32) <= 1 and abs(box["height"] - 32) <= 1, box
    page.evaluate("""async () => { await document.fonts.load('16px "Proscenium Symbols"'); }""")
    image = element_image(icon)
    marks = inked(image, page_background(icon))
    xs = [x for x, _ in marks]
    ys = [y for _, y in marks]
    scale = image.size[0] / box["width"]
    # Material's circle is 20 of its 24 units: about 27 of the 32 points, not text-sized.
    assert (max(xs) - min(xs)) / scale >= 24 and (max(ys) - min(ys)) / scale >= 24, (min(xs), max(xs), min(ys), max(ys))


def test_a_palette_symbol_shows_its_two_colours(page, gallery):
    icon = composed(page, "plus.circle.fill")
    image = element_image(icon.locator("svg"))
    pixels = [image.getpixel((x, y)) for y in range(image.size[1]) for x in range(image.size[0])]
    red = sum(1 for p in pixels if p[0] > 150 and p[1] < 110 and p[2] < 130)
    blue = sum(1 for p in pixels if colour_distance(p, (20, 40, 220)) < 60)
    # The plus in the first style over the circle in the second.
    assert red >= 15 and blue >= 60, (red, blue)
    assert blue > red


def test_multicolor_gives_a_symbol_its_own_colour(page, gallery):
    icon = symbol(page, "heart.fill")
    icon.scroll_into_view_if_needed()
    image = element_image(icon)
    red = sum(1 for y in range(image.size[1]) for x in range(image.size[0])
              if (lambda p: p[0] > 180 and p[1] < 90 and p[2] < 90)(image.getpixel((x, y))))
    assert red >= 30, red
    # An icon, not its ligature's name drawn as text in another font: about as
    # wide as it is tall, in the icon font.
    box = icon.bounding_box()
    assert box["width"] <= box["height"] * 1.5, box
    assert "Proscenium Symbols" in icon.evaluate("node => getComputedStyle(node).fontFamily")


def test_the_page_reads_symbol_names_as_swift_does(page):
    # Tests/ProsceniumWebTests/Resources/symbol-drawings.json is what Swift's
    # SymbolCatalog reads each name as (SymbolDrawingAgreementTests holds it
    # so); the page's symbolview.js must read every name the same way.
    import json
    from conftest import ROOT
    reference = json.loads((ROOT / "Tests/ProsceniumWebTests/Resources/symbol-drawings.json").read_text())
    names = sorted(reference)
    drawn = page.evaluate("""async (names) => {
        const module = await import("/client/symbolview.js");
        return names.map((name) => {
            const d = module.symbolDrawing(name);
            return d && { base: d.base, ligature: d.ligature, enclosure: d.enclosure, filled: d.filled,
                          slashed: d.slashed, badge: d.badge };
        });
    }""", names)
    differing = [f"{name}: Swift {reference[name]}, page {page_reading}"
                 for name, page_reading in zip(names, drawn) if page_reading != reference[name]]
    assert len(names) > 150
    assert not differing, "\n".join(differing)
