"""The Notebook example in Chromium: an HSplitView's divider dragged with the
pointer and the keyboard resizes the pages list within its frame's minimum
and maximum; a borderless menu shows its label without the bezel the
bordered one has; AsyncImage and Image(nsImage:) show a picture's pixels the
app loaded from disk; accessibility values and traits reach ARIA."""

import os
import struct
import zlib

import pytest
from playwright.sync_api import expect

from conftest import ARTIFACTS, open_page, serving
from pixels import element_image, rgb_pixels


def write_png(path, width, height, rgb):
    """A solid-colour PNG, written without any imaging library."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    row = b"\x00" + bytes(rgb) * width
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(row * height)) + chunk(b"IEND", b"")
    path.write_bytes(png)


@pytest.fixture(scope="module")
def notebook_url():
    ARTIFACTS.mkdir(exist_ok=True)
    picture = ARTIFACTS / "notebook-picture.png"
    write_png(picture, 24, 24, (220, 30, 40))
    with serving("Notebook", "notebook-server.log", env={**os.environ, "NOTEBOOK_IMAGE": str(picture)}) as server:
        yield server.url


@pytest.fixture
def notebook(context, notebook_url):
    page = open_page(context, notebook_url)
    window = page.get_by_role("dialog", name="Notebook")
    window.wait_for()
    page.window = window
    return page


def pane_width(page):
    return page.window.locator(".splitview-pane").first.bounding_box()["width"]


def drag_divider(page, divider, dx):
    """Drags the divider `dx` pixels along, with the pointer."""
    box = divider.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + dx, y, steps=8)
    page.mouse.up()


def test_dragging_the_divider_resizes_the_panes_within_their_frames(notebook):
    page = notebook
    divider = page.window.get_by_role("separator")
    expect(divider).to_have_attribute("aria-orientation", "vertical")
    # The list starts at its frame's ideal width.
    start = pane_width(page)
    assert abs(start - 200) <= 1
    drag_divider(page, divider, 60)
    assert abs(pane_width(page) - (start + 60)) <= 2
    # Past the list's maximum width (360) and minimum (140) it stops.
    drag_divider(page, divider, 500)
    assert abs(pane_width(page) - 360) <= 1
    drag_divider(page, divider, -600)
    assert abs(pane_width(page) - 140) <= 1
    # The keyboard moves it too.
    divider.focus()
    page.keyboard.press("ArrowRight")
    assert abs(pane_width(page) - 150) <= 1


def test_the_borderless_menu_has_no_bezel(notebook):
    window = notebook.window
    bordered = window.get_by_role("button", name="Bordered")
    borderless = window.get_by_role("button", name="Borderless")
    expect(borderless).to_be_visible()
    style = lambda locator: locator.evaluate(
        "b => { const s = getComputedStyle(b); return [s.borderTopColor, s.backgroundColor]; }")
    bordered_border, bordered_background = style(bordered)
    borderless_border, borderless_background = style(borderless)
    assert borderless_border == "rgba(0, 0, 0, 0)" and borderless_background == "rgba(0, 0, 0, 0)"
    assert bordered_border != borderless_border and bordered_background != borderless_background
    # It is still a menu.
    borderless.click()
    expect(window.get_by_role("menuitem", name="Delete")).to_be_visible()


def reddish(pixel):
    r, g, b = pixel
    return r > 180 and g < 90 and b < 100


@pytest.mark.parametrize("identifier", ["async-picture", "ns-picture"])
def test_the_loaded_picture_shows_its_pixels(notebook, identifier):
    picture = notebook.window.locator(f'[data-identifier="{identifier}"] img').first
    expect(picture).to_be_visible(timeout=20_000)
    picture.evaluate("img => img.decode()")
    box = picture.bounding_box()
    assert round(box["width"]) == 48 and round(box["height"]) == 48
    pixels = rgb_pixels(element_image(picture))
    assert sum(reddish(p) for p in pixels) > len(pixels) * 0.8


def test_accessibility_values_and_traits_reach_aria(notebook):
    window = notebook.window
    expect(window.get_by_role("slider")).to_have_attribute("aria-valuetext", "60 percent")
    expect(window.get_by_role("heading", name="Ideas")).to_be_visible()
