"""Controls as a Mac sizes and draws them (Tests/Fixtures/ControlsDemo): a
window of controls is placed by the layout engine, every control is drawn at
the frame the engine gave it (within 0.5 px), its parts where the engine left
room for them, and the accents a person sees (a prominent button's fill, a
checked checkbox, a switch that is on, a text field's focus ring) are there,
in light and dark mode.

Expected sizes are ProsceniumLayout's ControlMetrics: push buttons 20 points
tall (16 small), checkbox boxes 14, switches 38 by 22, from WebKit's
ThemeMac, which sizes form controls as AppKit draws them; text fields 22
(an estimate from AppKit's regular field)."""

import pytest
from playwright.sync_api import expect

from conftest import serving, page_in_scheme
from placed import assert_drawn_where_sent, open_window, placed
from pixels import element_image, rgb_pixels

CONTROL_CLASSES = {"button", "toggle", "textfield-box", "picker", "slider", "stepper", "progress", "segment", "link"}


@pytest.fixture(scope="module")
def controls_url():
    with serving("ControlsDemo", "controls-demo.log") as server:
        yield server.url


@pytest.fixture(params=["light", "dark"])
def app(request, browser, controls_url):
    with page_in_scheme(browser, controls_url, request.param) as page:
        yield page


def drawn(boxes, kind, text=None):
    return next(box["drawn"] for box in boxes if box["kind"] == kind and (text is None or box["text"] == text))


def assert_controls_drawn_where_sent(boxes):
    controls = [box for box in boxes if box["kind"] in CONTROL_CLASSES]
    assert len(controls) >= 9, boxes
    assert_drawn_where_sent(boxes)


def bluish(pixel):
    r, g, b = pixel
    return b > 180 and b - r > 80


def share(image, test):
    pixels = rgb_pixels(image)
    return sum(1 for pixel in pixels if test(pixel)) / len(pixels)


def test_every_control_is_drawn_at_the_engines_frame(app):
    for title in ["Controls", "Small Controls", "More Controls"]:
        assert_controls_drawn_where_sent(placed(open_window(app, title)))


def test_controls_have_the_macs_heights(app):
    boxes = placed(open_window(app, "Controls"))
    assert drawn(boxes, "button", "Save")[3] == 20
    assert drawn(boxes, "button", "Apply")[3] == 20
    assert drawn(boxes, "toggle", "Show hidden files")[3] == 16
    assert drawn(boxes, "toggle", "Wi-Fi")[3] == 22
    assert drawn(boxes, "textfield-box")[3] == 22
    assert all(box["drawn"][3] == 20 for box in boxes if box["kind"] == "segment")
    small = placed(open_window(app, "Small Controls"))
    assert drawn(small, "button", "Save")[3] == 16
    assert drawn(small, "toggle", "Wi-Fi")[3] == 18
    more = placed(open_window(app, "More Controls"))
    assert drawn(more, "button", "Large")[3] == 28


def test_a_controls_parts_fill_the_room_the_engine_left(app):
    window = open_window(app, "Controls")
    parts = window.evaluate(r"""(node) => {
      const box = (el) => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; };
      const picker = node.querySelector('.picker[data-style="menu"]');
      const label = picker.querySelector('.picker-label .text');
      const field = node.querySelector('.textfield-box');
      const toggle = [...node.querySelectorAll('.toggle')].find((t) => t.textContent.includes('Wi-Fi'));
      const check = [...node.querySelectorAll('.toggle')].find((t) => t.textContent.includes('hidden'));
      return { picker: box(picker), select: box(picker.querySelector('select')), label: box(label),
               field: box(field), input: box(field.querySelector('input')),
               toggle: box(toggle), knob: box(toggle.querySelector('input')),
               check: box(check), box: box(check.querySelector('input')) };
    }""")
    # The pop-up button begins 8 points after the picker's label and ends at the picker's end.
    assert abs(parts["select"][0] - (parts["label"][0] + parts["label"][2] + 8)) <= 0.5
    assert abs(parts["select"][0] + parts["select"][2] - (parts["picker"][0] + parts["picker"][2])) <= 0.5
    # A field with no label is the whole of its frame.
    assert all(abs(a - b) <= 0.5 for a, b in zip(parts["field"], parts["input"]))
    # The switch sits at the toggle's trailing end, 38 by 22; the checkbox at its leading edge, 14 by 14.
    assert abs(parts["knob"][0] + parts["knob"][2] - (parts["toggle"][0] + parts["toggle"][2])) <= 0.5
    assert parts["knob"][2:] == [38, 22]
    assert abs(parts["box"][0] - parts["check"][0]) <= 0.5 and parts["box"][2:] == [14, 14]


def test_accents_show_where_a_mac_shows_them(app):
    window = open_window(app, "Controls")
    prominent = element_image(window.locator(".button", has_text="Apply"))
    assert share(prominent, bluish) > 0.5, "a prominent button is filled with the accent"
    plain = element_image(window.locator(".button", has_text="Save"))
    assert share(plain, bluish) < 0.05
    checkbox = element_image(window.locator(".toggle", has_text="Show hidden files").locator("input"))
    assert share(checkbox, bluish) > 0.4, "a checked checkbox is filled with the accent"
    assert share(checkbox, lambda p: min(p) > 230) > 0.05, "with a white checkmark"
    switch = element_image(window.locator(".toggle", has_text="Wi-Fi").locator("input"))
    assert share(switch, bluish) > 0.3, "a switch that is on shows the accent"
    # The bezel of a push button: light in light mode, grey in dark mode.
    r, g, b = plain.getpixel((3, plain.height // 2))
    assert (r > 220) if app.scheme == "light" else (60 < r < 130), (r, g, b)


def test_a_focused_field_has_a_focus_ring(app):
    window = open_window(app, "Controls")
    field = window.locator(".textfield-box input")
    box = field.bounding_box()
    clip = {"x": box["x"] - 4, "y": box["y"] - 4, "width": box["width"] + 8, "height": box["height"] + 8}

    def ring():
        import io
        from PIL import Image
        image = Image.open(io.BytesIO(app.screenshot(clip=clip))).convert("RGB")
        band = [image.getpixel((x, 1)) for x in range(8, image.width - 8)]
        return sum(1 for p in band if p[2] - p[0] > 40) / len(band)

    assert ring() < 0.1
    field.click()
    expect(field).to_be_focused()
    app.wait_for_timeout(100)
    assert ring() > 0.8, "the ring runs along the field's edge, outside it"
