"""A `NavigationSplitView`'s sidebar drawn as a Mac draws it, in light and
dark mode (Tests/Fixtures/LayoutDemo, window "Split"): the column behind the
sidebar's list shows the sidebar's background, a grey set apart from the
detail column's window background, with no background of the list's own
over it, and a separator between the columns.

macOS draws a sidebar with the `.sidebar` material (NSVisualEffectView),
which Apple documents by its role, not by a colour: it is translucent, so
what it shows depends on the desktop behind the window. The page draws it
opaque, in the greys of desktop.css's `--titlebar-bg` (#ececee light,
#2c2c30 dark), the project's approximation of that material over a neutral
desktop; no published measurement was found to cite. The detail column
shows the window background (#ffffff, #1f1f22)."""

import pytest
from playwright.sync_api import expect

from conftest import stable_boxes, page_in_scheme
from pixels import element_image
from placed import layout_url, open_window  # noqa: F401 (fixtures)

SIDEBAR = {"light": (0xEC, 0xEC, 0xEE), "dark": (0x2C, 0x2C, 0x30)}
WINDOW = {"light": (0xFF, 0xFF, 0xFF), "dark": (0x1F, 0x1F, 0x22)}


@pytest.fixture(params=["light", "dark"])
def app(request, browser, layout_url):
    with page_in_scheme(browser, layout_url, request.param) as page:
        yield page


def near(pixel, colour, tolerance=3):
    return max(abs(a - b) for a, b in zip(pixel[:3], colour)) <= tolerance


def test_a_split_views_sidebar_shows_the_sidebar_background(app):
    window = open_window(app, "Split", whole=False)
    sidebar = window.locator(".column[data-role=sidebar]")
    detail = window.locator(".column[data-role=detail]")
    expect(sidebar.get_by_text("Drafts")).to_be_visible(timeout=10_000)
    app.mouse.move(1099, 719)
    stable_boxes(app, sidebar, detail)
    image = element_image(sidebar)
    # Below the rows, and beside the rows' text: the sidebar's grey.
    for x, y in [(image.width // 2, image.height - 12), (image.width - 16, image.height // 2)]:
        pixel = image.getpixel((x, y))
        assert near(pixel, SIDEBAR[app.scheme]), (app.scheme, x, y, pixel)
    shown = element_image(detail)
    corner = shown.getpixel((shown.width - 12, shown.height - 12))
    assert near(corner, WINDOW[app.scheme]), (app.scheme, corner)
    # The sidebar is set apart from the content beside it.
    assert max(abs(a - b) for a, b in zip(SIDEBAR[app.scheme], corner)) >= 10
