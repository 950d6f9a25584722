"""An alert shows the app's own icon, as a Mac's does: the `AppIcon` of the
app's asset catalogue (the one `proscenium-port install` gives the desktop),
64 points square above the title. The ShapeEdit example has one (red and
orange shapes on a white tile); an app without one shows the generic
application icon (test_control_looks.py, ControlsDemo)."""

import pytest
from playwright.sync_api import expect

from conftest import open_page, serving
from pixels import element_image, rgb_pixels

T = 10_000


@pytest.fixture(scope="module")
def shapeedit_url():
    with serving("ShapeEdit", "alert-icon-shapeedit.log") as server:
        yield server.url


def share(image, test):
    pixels = rgb_pixels(image)
    return sum(1 for pixel in pixels if test(pixel)) / len(pixels)


def red(pixel):
    r, g, b = pixel
    return r > 220 and g < 110 and b < 100


def orange(pixel):
    r, g, b = pixel
    return r > 220 and 130 < g < 190 and b < 60


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_an_alert_shows_the_apps_own_icon(browser, shapeedit_url, scheme):
    context = browser.new_context(viewport={"width": 1100, "height": 720}, color_scheme=scheme)
    try:
        page = open_page(context, shapeedit_url)
        window = page.get_by_role("dialog", name="Untitled")
        expect(window).to_be_visible(timeout=T)
        window.get_by_role("button", name="Add Rectangle").click()
        # Closing the edited document asks whether to save it, in an alert.
        window.get_by_role("button", name="Close").click()
        alert = page.get_by_role("alertdialog")
        expect(alert).to_be_visible(timeout=T)
        icon = alert.locator(".modal-icon")
        image = icon.locator("img")
        expect(image).to_have_count(1)
        page.wait_for_function("(img) => img.complete && img.naturalWidth > 0", arg=image.element_handle())
        box = icon.bounding_box()
        assert box["width"] == 64 and box["height"] == 64, box
        assert image.bounding_box()["width"] == 64 and image.bounding_box()["height"] == 64
        title = alert.locator(".modal-title").bounding_box()
        assert box["y"] + box["height"] <= title["y"], "the icon above the title"
        drawn = element_image(icon)
        # The app's picture: its red and orange shapes, not the generic blue tile.
        assert share(drawn, red) > 0.04, share(drawn, red)
        assert share(drawn, orange) > 0.02, share(drawn, orange)
        alert.get_by_role("button", name="Cancel").click()
        expect(alert).to_have_count(0, timeout=T)
    finally:
        context.close()
