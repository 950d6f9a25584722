"""A window's title bar as a Mac draws it: 28 points high, the title centred
across the window, and the traffic lights at its leading end (close,
minimise, zoom: 12-point circles 8 points apart, red, yellow and green in
the key window, grey in others). Zoom fills the desktop and restores (Tests/Fixtures/LayoutDemo, a SwiftUI app)."""

import re

import pytest
from playwright.sync_api import expect

from conftest import serving
from pixels import element_image


@pytest.fixture(scope="module")
def app_url():
    with serving("LayoutDemo", "window-chrome.log") as server:
        yield server.url


@pytest.fixture
def page(context, app_url):
    page = context.new_page()
    page.goto(app_url)
    page.get_by_role("dialog", name="Row").wait_for()
    return page

LIGHTS = {"Close": (255, 95, 87), "Minimise": (254, 188, 46), "Zoom": (40, 200, 64)}


def centre_colour(button):
    image = element_image(button).convert("RGB")
    return image.getpixel((image.width // 2, image.height // 2))


def test_the_traffic_lights_sit_at_the_leading_end_in_mac_colours(page):
    window = page.get_by_role("dialog", name="Row")
    frame = window.bounding_box()
    titlebar = window.locator(".titlebar").bounding_box()
    assert round(titlebar["height"]) == 28
    previous = None
    for name, colour in LIGHTS.items():
        button = window.get_by_role("button", name=name, exact=True)
        box = button.bounding_box()
        assert round(box["width"]) == 12 and round(box["height"]) == 12
        assert abs(box["y"] + 6 - (titlebar["y"] + 14)) <= 0.5, "centred in the title bar"
        if previous is None:
            assert abs(box["x"] - frame["x"] - 8) <= 0.5, "8 points from the leading edge"
        else:
            assert abs(box["x"] - (previous["x"] + 20)) <= 0.5, "8 points after the one before"
        previous = box
        page.mouse.move(0, frame["y"] + frame["height"] + 40)  # the pointer away: no symbols drawn
        drawn = centre_colour(button)
        assert all(abs(a - b) <= 12 for a, b in zip(drawn, colour)), (name, drawn)
    title = window.locator(".window-title").bounding_box()
    text_width = window.locator(".window-title").evaluate(
        "(node) => { const r = document.createRange(); r.selectNodeContents(node); return r.getBoundingClientRect().width; }")
    centre = title["x"] + title["width"] / 2
    assert abs(centre - (frame["x"] + frame["width"] / 2)) <= 1, "the title is centred across the window"
    assert text_width > 0


def test_zoom_fills_the_desktop_and_restores(page):
    window = page.get_by_role("dialog", name="Row")
    before = window.bounding_box()
    window.get_by_role("button", name="Zoom", exact=True).click()
    expect(window).to_have_class(re.compile(r"\bzoomed\b"))
    desktop = page.locator("#desktop").bounding_box()
    zoomed = window.bounding_box()
    assert abs(zoomed["width"] - desktop["width"]) <= 1 and abs(zoomed["height"] - desktop["height"]) <= 1
    window.get_by_role("button", name="Zoom", exact=True).click()
    expect(window).not_to_have_class(re.compile(r"\bzoomed\b"))
    after = window.bounding_box()
    assert abs(after["width"] - before["width"]) <= 1 and abs(after["height"] - before["height"]) <= 1
