"""Pickers that open a panel or a menu, placed by the layout engine and drawn
inside their frames (ControlsDemo's Pickers window): a colour well 44 by 23
after its label, a date field 22 tall with its 13-by-22 stepper, a month
calendar (139 by 148) and a clock, pull-down menus; bordered buttons in each
`buttonBorderShape`; and a progress bar's rounded track. Sizes are
ProsceniumLayout's ControlMetrics+Pickers.swift (the well, the calendar and
the clock are estimates; the bezels and the stepper are WebKit's)."""

import re

import pytest
from playwright.sync_api import expect

from conftest import serving, page_in_scheme
from pixels import element_image, rgb_pixels
from placed import assert_drawn_where_sent, open_window, placed

BOX = "(node) => { const r = node.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; }"


@pytest.fixture(scope="module")
def controls_url():
    with serving("ControlsDemo", "picker-controls-demo.log") as server:
        yield server.url


@pytest.fixture(params=["light", "dark"])
def app(request, browser, controls_url):
    with page_in_scheme(browser, controls_url, request.param, timezone_id="UTC") as page:
        yield page


def box(locator):
    return locator.evaluate(BOX)


def open_settled(app, title):
    """The window `title`, placed, once it stops moving (a new window animates in)."""
    window = open_window(app, title)
    last = None
    for _ in range(50):
        now = window.evaluate("(node) => new Promise((done) => requestAnimationFrame(() => {"
                              " const r = node.getBoundingClientRect(); done([r.x, r.y, r.width, r.height]); }))")
        if now == last:
            return window
        last = now
        app.wait_for_timeout(50)
    return window


def inside(part, frame, tolerance=0.5):
    return (part[0] >= frame[0] - tolerance and part[1] >= frame[1] - tolerance
            and part[0] + part[2] <= frame[0] + frame[2] + tolerance
            and part[1] + part[3] <= frame[1] + frame[3] + tolerance)


def test_the_pickers_window_is_placed_and_drawn_where_sent(app):
    boxes = placed(open_window(app, "Pickers"))
    kinds = {b["kind"] for b in boxes}
    assert {"colorpicker", "datepicker", "menubutton", "button"} <= kinds, kinds
    assert_drawn_where_sent(boxes)


def test_each_pickers_parts_lie_inside_its_frame(app):
    window = open_settled(app, "Pickers")
    picker = window.locator(".colorpicker")
    well = box(picker.locator(".colorpicker-well"))
    assert well[2:] == [44, 23]
    assert inside(well, box(picker))
    assert abs(well[0] + well[2] - sum(box(picker)[0::2])) <= 0.5, "the well ends at the picker's end"

    due = window.locator(".datepicker", has_text="Due")
    field, stepper, frame = box(due.locator(".datepicker-field")), box(due.locator(".stepper-buttons")), box(due)
    assert frame[3] == 22 and field[3] == 22 and stepper[2:] == [13, 22]
    assert inside(field, frame) and inside(stepper, frame)
    assert field[0] + field[2] <= stepper[0], "the stepper follows the field"
    label = box(due.locator(".text").first)
    assert field[0] >= label[0] + label[2] + 7.5, "the field follows the label"

    day = window.locator(".datepicker", has_text="Day")
    calendar = box(day.locator(".date-calendar"))
    assert calendar[2:] == [139, 148] and inside(calendar, box(day))
    time = window.locator(".datepicker[data-components='hourAndMinute'][data-style='graphical']")
    clock = box(time.locator(".date-clock"))
    assert clock[2:] == [122, 122] and inside(clock, box(time))

    for menu in [window.locator(".menubutton", has_text="Actions"), window.locator(".menubutton", has_text="Sort")]:
        frame = box(menu)
        assert inside(box(menu.locator(":scope > .button")), frame)
        arrow = menu.locator(":scope > .button").evaluate(
            "(node) => { const s = getComputedStyle(node, '::after'); return [s.width, s.right, s.position]; }")
        assert arrow[2] == "absolute", arrow
    assert box(window.locator(".menubutton", has_text="Actions"))[3] == 20


def test_the_calendar_and_the_stepper_change_the_date(app):
    window = open_settled(app, "Pickers")
    picked = window.get_by_text("Picked:", exact=False)
    expect(picked).to_have_text("Picked: 981173100")
    # The selection's day is drawn chosen: 3 February 2001.
    chosen = window.locator(".datepicker", has_text="Day").locator(".date-calendar-day[aria-selected='true']")
    expect(chosen).to_have_text("3")
    window.locator(".datepicker", has_text="Day").get_by_label("Saturday, February 10, 2001").click()
    expect(picked).to_have_text(f"Picked: {981173100 + 7 * 86400}")
    window.locator(".datepicker", has_text="Due").get_by_label("Later").click()
    expect(picked).to_have_text(f"Picked: {981173100 + 8 * 86400}")
    # The clock's hands show 04:05.
    clock = window.locator(".datepicker[data-components='hourAndMinute'][data-style='graphical'] .date-clock")
    expect(clock).to_have_attribute("aria-label", re.compile(r"^4:05\sAM$"))


def test_a_menu_opens_and_its_item_acts(app):
    window = open_settled(app, "Pickers")
    window.locator(".menubutton", has_text="Actions").locator(":scope > .button").click()
    app.get_by_role("menuitem", name="Delete").click()
    expect(window.get_by_text("Chosen: Delete")).to_be_visible()


def bluish(pixel):
    r, g, b = pixel
    return b > 180 and b - r > 80


def corner_ink(image, side=4):
    return sum(1 for x in range(side) for y in range(side) if bluish(image.getpixel((x, y))))


def test_button_border_shapes_are_drawn(app):
    window = open_settled(app, "Pickers")
    capsule = element_image(window.locator(".button", has_text="Capsule"))
    automatic = element_image(window.locator(".button", has_text="Automatic"))
    square = element_image(window.locator(".button", has_text="Square"))
    # The accent in each button's top-left 4-by-4 corner: a 1-point round fills nearly all of it,
    # the automatic 5-point one most, a capsule's 10-point one (and a circle's) little.
    corners = {name: corner_ink(image) for name, image in
               [("capsule", capsule), ("automatic", automatic), ("square", square)]}
    assert corners["capsule"] + 3 <= corners["automatic"] and corners["automatic"] + 2 <= corners["square"], corners
    circle = window.locator(".button[data-border-shape='circle']")
    width, height = box(circle)[2:]
    assert width == height == 20
    image = element_image(circle)
    assert corner_ink(image) <= corners["capsule"] + 1 and bluish(image.getpixel((10, 3))), corner_ink(image)
    circle.click()
    expect(window.get_by_text("Chosen: Plus")).to_be_visible()


def test_a_progress_bar_is_a_thin_track_with_rounded_ends(app):
    window = open_settled(app, "Controls")
    bar = window.locator(".progress progress")
    frame = box(window.locator(".progress"))
    track = box(bar)
    assert track[3] == 6 and inside(track, frame)
    image = element_image(bar)
    # The filled part's left end is round: its middle is the accent, its corners are not.
    middle = image.height // 2
    assert bluish(image.getpixel((1, middle))), image.getpixel((1, middle))
    assert not bluish(image.getpixel((0, 0))) and not bluish(image.getpixel((0, image.height - 1)))
    # 0.4 of the bar is filled.
    filled = sum(1 for p in rgb_pixels(image) if bluish(p)) / (image.width * image.height)
    assert 0.25 < filled < 0.5, filled
