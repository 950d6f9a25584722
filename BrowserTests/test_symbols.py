"""SF Symbols in the page: icons drawn from the installed icon font, a
different one for each name, and a neutral placeholder for a name the table
lacks, logged once by the app."""

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
