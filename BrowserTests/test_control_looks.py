"""Controls, toolbars, tables, sheets and alerts as macOS 14 draws them, in
light and dark mode (Tests/Fixtures/ControlsDemo, ControlLooks.swift).

Each check reads what a person sees (the pixels of a control's screenshot)
or the box the page draws, and fails when the look is lost: a bezel that
stays white in dark mode, a knob of the wrong grey, a toolbar label that
shows its title, a sort indicator that does not turn, an alert without
its icon or with its two buttons stacked.

The colours are macOS 14's, approximated: in light mode push buttons,
boxes and fields are white on a white window; in dark mode they are greys
lighter than the window (a bezel about #5b5b5f, a box or field a little
lighter than the window), switch and slider knobs a light grey rather
than white, and text, ticks and arrows light on dark."""

import io
import re

from PIL import Image
from playwright.sync_api import expect

from conftest import stable_boxes
from pixels import element_image, rgb_pixels
from placed import open_window
# The ControlsDemo app, and a page of it in each scheme (`app.scheme`).
from test_controls_mac import app, bluish, controls_url, share  # noqa: F401 (fixtures)

T = 10_000


def looks(app):
    # Laid out by the page, not the engine (a search field, a disclosure group).
    window = open_window(app, "Looks", whole=False)
    app.evaluate("document.fonts.ready")
    # The pointer away from every control: no hover shade in the pictures.
    app.mouse.move(1099, 719)
    return window


def grey(pixel):
    """The pixel's brightness, when it is a grey (channels within 12 of each other); None otherwise."""
    return sum(pixel) / 3 if max(pixel) - min(pixel) <= 12 else None


def centre(image):
    return image.getpixel((image.width // 2, image.height // 2))


def window_background(window):
    image = element_image(window.locator(".root").first)
    # In the padding, clear of the window's rounded corners.
    return image.getpixel((image.width - 6, image.height - 20))


def toggle(window, title):
    return window.locator(".toggle").filter(has_text=re.compile(f"^{title}$"))


def face(locator, x=3):
    """The colour of a bezel a few pixels in from its leading edge, half-way down."""
    image = element_image(locator)
    return image.getpixel((x, image.height // 2))


def test_push_buttons_have_the_schemes_bezels(app):
    window = looks(app)
    background = grey(window_background(window))
    save = grey(face(window.locator(".button", has_text="Save")))
    assert save is not None
    if app.scheme == "dark":
        assert 75 < save < 115 and save > background + 30, (save, background)
    else:
        assert save > 245, save
    apply = element_image(window.locator(".button", has_text="Apply"))
    assert share(apply, bluish) > 0.5, "a prominent button is filled with the accent"
    more = element_image(window.locator(".button", has_text="More")).getpixel((0, 0))
    assert abs(grey(more) - background) < 4, "a borderless button has no bezel"
    off = window.locator(".button", has_text="Off")
    assert off.evaluate("(node) => getComputedStyle(node).opacity") == "0.5"


def test_boxes_switches_and_radios_in_the_schemes_colours(app):
    window = looks(app)
    background = grey(window_background(window))
    checked = element_image(toggle(window, "Checked").locator("input"))
    assert share(checked, bluish) > 0.4
    assert share(checked, lambda p: min(p) > 230) > 0.05, "a white checkmark on the accent"
    unchecked = grey(centre(element_image(toggle(window, "Unchecked").locator("input"))))
    if app.scheme == "dark":
        assert background + 15 < unchecked < 100, (unchecked, background)
    else:
        assert unchecked > 245
    on = element_image(toggle(window, "On").locator("input"))
    assert share(on, bluish) > 0.3
    off_image = element_image(toggle(window, "Off").locator("input"))
    # The off track, to the right of the knob, and the knob at the leading end.
    track = grey(off_image.getpixel((off_image.width - 6, off_image.height // 2)))
    knob = grey(off_image.getpixel((off_image.height // 2, off_image.height // 2)))
    if app.scheme == "dark":
        assert background < track < 90, (track, background)
        assert 190 < knob < 225, f"a dark Mac's knob is a light grey, not white: {knob}"
    else:
        assert 200 < track < 240, track
        assert knob > 250, knob
    radios = window.locator(".radios .segment")
    chosen = element_image(radios.nth(0)).crop((0, 0, 16, 16))
    assert share(chosen, bluish) > 0.3, "the chosen radio button shows the accent"
    assert share(chosen, lambda p: min(p) > 230) > 0.02, "with a white dot"
    other = element_image(radios.nth(1)).crop((0, 0, 16, 16))
    assert share(other, bluish) == 0


def test_segments_pop_ups_sliders_and_steppers_in_the_schemes_colours(app):
    window = looks(app)
    segments = window.locator(".segmented .segment")
    day, week = grey(face(segments.nth(0), x=8)), grey(face(segments.nth(1), x=8))
    assert week > day + 15, f"the chosen segment is raised above the track: {week} {day}"
    if app.scheme == "dark":
        assert 75 < week < 115
    popup = window.locator(".picker[data-style='menu']")
    select = popup.locator("select")
    pop = element_image(select)
    assert 75 < grey(pop.getpixel((4, pop.height // 2))) < 115 if app.scheme == "dark" else grey(pop.getpixel((4, pop.height // 2))) > 245
    chevrons = pop.crop((pop.width - 20, 0, pop.width, pop.height))
    assert share(chevrons, bluish) > 0.3, "the pop-up's chevrons sit in an accent square"
    slider = element_image(window.locator(".slider input"))
    assert share(slider, bluish) > 0.02, "the track is filled with the accent up to the knob"
    knobs = [grey(p) for p in rgb_pixels(slider) if grey(p) is not None and grey(p) > 180]
    assert knobs, "the knob is drawn"
    top = max(knobs)
    assert (190 < top < 225) if app.scheme == "dark" else top > 250, top
    # Tick marks below the track: light on dark, dark on light.
    ticks = slider.crop((0, slider.height - 5, slider.width, slider.height))
    background = grey(window_background(window))
    marked = [grey(p) for p in rgb_pixels(ticks) if grey(p) is not None and abs(grey(p) - background) > 40]
    assert len(marked) >= 5, "five tick marks"
    assert all((m > background) == (app.scheme == "dark") for m in marked)
    stepper = element_image(window.locator(".stepper-buttons"))
    arrows = [grey(p) for p in rgb_pixels(stepper) if grey(p) is not None]
    assert (max(arrows) > 200) if app.scheme == "dark" else (min(arrows) < 80), "the arrows stand out from the bezel"


def test_text_fields_and_disclosure_chevrons_in_the_schemes_colours(app):
    window = looks(app)
    background = grey(window_background(window))
    field = window.get_by_role("textbox", name="Name")
    inside = grey(face(field, x=field.bounding_box()["width"] // 2))
    if app.scheme == "dark":
        assert background < inside < 70, (inside, background)
    else:
        assert inside > 250
    colour = window.get_by_text("Shared 0").evaluate("(node) => getComputedStyle(node).color")
    brightness = sum(int(v) for v in colour[colour.index("(") + 1:-1].split(",")[:3]) / 3
    assert (brightness > 200) if app.scheme == "dark" else (brightness < 60), colour
    toggle = window.locator(".disclosure-toggle").first
    expect(toggle).to_have_attribute("aria-expanded", "true")
    chevron = element_image(toggle)
    lit = [p for p in rgb_pixels(chevron) if grey(p) is not None and abs(grey(p) - background) > 50]
    assert len(lit) > 8, "the disclosure chevron is drawn"
    # Open, it points down: its ink is wider than tall.
    box = chevron.convert("L").point(lambda v: 255 if abs(v - background) > 50 else 0).getbbox()
    assert box[2] - box[0] > box[3] - box[1], box
    toggle.click()
    expect(toggle).to_have_attribute("aria-expanded", "false")
    app.wait_for_timeout(300)
    closed = element_image(toggle).convert("L").point(lambda v: 255 if abs(v - background) > 50 else 0).getbbox()
    assert closed[3] - closed[1] > closed[2] - closed[0], closed


def test_the_search_field_has_a_magnifying_glass_and_a_clear_button(app):
    window = looks(app)
    field = window.get_by_role("searchbox")
    expect(field).to_be_visible()
    background = field.evaluate("(node) => getComputedStyle(node).paddingInlineStart")
    assert background == "24px", "the text starts after the glass"
    # Without its prompt, the empty field shows the glass alone.
    field.evaluate("(node) => node.placeholder = ''")
    image = element_image(field)
    glass = image.crop((4, 0, 22, image.height))
    text = image.crop((30, 0, image.width, image.height))
    base = image.getpixel((image.width - 4, 2))

    def inked(part):
        return sum(1 for p in rgb_pixels(part) if sum(abs(a - b) for a, b in zip(p, base)) > 90)

    assert inked(glass) > 15, "a magnifying glass at the leading end"
    assert inked(text) < 5, "and nothing else"
    field.fill("pear")
    clear = element_image(field)
    end = clear.crop((clear.width - 22, 0, clear.width, clear.height))
    assert inked(end) > 20, "a circled cross clears the text"


def test_a_toolbar_shows_a_labels_icon_alone_with_its_title_as_help(app):
    window = looks(app)
    share_button = window.get_by_role("button", name="Share", exact=True)
    expect(share_button).to_be_visible()
    label = share_button.locator(".label")
    expect(label).to_have_attribute("data-style", "iconOnly")
    expect(label).to_have_attribute("title", "Share")
    expect(share_button.locator(".text")).to_be_hidden()
    expect(share_button.locator(".image")).to_be_visible()
    add = window.get_by_role("button", name="Add")
    expect(add.locator(".text")).to_be_visible()
    expect(add.locator(".image")).to_be_visible()
    assert share_button.bounding_box()["width"] < add.bounding_box()["width"] - 15
    share_button.click()
    expect(window.get_by_text("Shared 1")).to_be_visible(timeout=T)


def chevron_rows(header, background):
    """The widths of the sort indicator's ink, row by row, from the trailing end of a header."""
    image = element_image(header)
    part = image.crop((image.width - 24, 0, image.width, image.height)).convert("L")
    rows = []
    for y in range(part.height):
        inked = [x for x in range(part.width) if abs(part.getpixel((x, y)) - background) > 40]
        if inked:
            rows.append(max(inked) - min(inked) + 1)
    return rows


def test_the_sorted_column_shows_a_chevron_that_turns_with_the_order(app):
    window = open_window(app, "Sorted", whole=False)
    app.mouse.move(1099, 719)
    name = window.get_by_role("columnheader", name="Name")
    count = window.get_by_role("columnheader", name="Count")
    expect(name).to_have_attribute("aria-sort", "ascending", timeout=T)
    background = grey(element_image(name).getpixel((2, 2)))
    up = chevron_rows(name, background)
    assert len(up) >= 3, "the sorted column shows an indicator"
    assert up[0] < up[-1], f"ascending: a chevron pointing up {up}"
    assert chevron_rows(count, background) == [], "an unsorted column shows none"
    cells = window.locator(".table-body [role=row] > :first-child")
    expect(cells.first).to_have_text("Apple", timeout=T)
    name.click()
    expect(name).to_have_attribute("aria-sort", "descending", timeout=T)
    expect(cells.first).to_have_text("Cherry", timeout=T)
    down = chevron_rows(name, background)
    assert down[0] > down[-1], f"descending: a chevron pointing down {down}"


def presented(app, button, role, name):
    """The Modals window and what its button `button` presents."""
    window = open_window(app, "Modals", whole=False)
    window.get_by_role("button", name=button).click()
    shown = app.get_by_role(role, name=name)
    expect(shown).to_be_visible(timeout=T)
    return window, shown


def test_a_sheet_slides_down_from_the_title_bar(app):
    window, sheet = presented(app, "Show Sheet", "dialog", "Sheet")
    # It comes down out of the title bar: from a whole height above its place.
    moves = sheet.evaluate("(node) => node.getAnimations().map((a) => a.animationName)")
    assert moves == ["proscenium-sheet-down"], moves
    start = app.evaluate("""() => { const rule = [...document.styleSheets].flatMap((s) => [...s.cssRules])
      .find((r) => r.name === 'proscenium-sheet-down'); return rule.cssRules[0].style.translate; }""")
    assert start == "0px -100%", start
    app.wait_for_timeout(400)
    top = sheet.evaluate("(node) => node.getBoundingClientRect().top")
    content_top = window.locator(".window-body").evaluate("(node) => node.getBoundingClientRect().top")
    assert abs(top - content_top) <= 1, "the sheet hangs from the bottom of the title bar"
    sheet_box, window_box = sheet.bounding_box(), window.bounding_box()
    middle = window_box["x"] + window_box["width"] / 2
    assert abs(sheet_box["x"] + sheet_box["width"] / 2 - middle) <= 1
    sheet.get_by_role("button", name="Done").click()
    expect(sheet).to_have_count(0, timeout=T)


def test_an_alert_shows_the_apps_icon_a_bold_title_and_its_buttons(app):
    window, alert = presented(app, "Show Alert", "alertdialog", "Delete the file?")
    icon = alert.locator(".modal-icon")
    expect(icon).to_be_visible()
    box = icon.bounding_box()
    assert box["width"] == 64 and box["height"] == 64
    assert share(element_image(icon), bluish) > 0.2, "the app's icon is drawn"
    title = alert.locator(".modal-title")
    assert title.evaluate("(node) => getComputedStyle(node).fontWeight") == "700"
    assert title.evaluate("(node) => getComputedStyle(node).fontSize") == "13px"
    assert box["y"] + box["height"] <= title.bounding_box()["y"], "the icon above the title"
    cancel = alert.get_by_role("button", name="Cancel").bounding_box()
    delete = alert.get_by_role("button", name="Delete").bounding_box()
    assert abs(cancel["y"] - delete["y"]) < 1, "two buttons side by side"
    assert cancel["x"] < delete["x"], "Cancel first"
    assert abs(cancel["width"] - delete["width"]) < 1
    alert.get_by_role("button", name="Delete").click()
    expect(window.get_by_text("Outcome: Deleted")).to_be_visible(timeout=T)
    window, choice = presented(app, "Show Choice", "alertdialog", "Save changes?")
    boxes = [choice.get_by_role("button", name=name, exact=True).bounding_box() for name in ["Save", "Don't Save", "Cancel"]]
    assert boxes[0]["y"] < boxes[1]["y"] < boxes[2]["y"], "three buttons stacked"
    assert len({round(b["x"]) for b in boxes}) == 1
    choice.get_by_role("button", name="Save", exact=True).click()
    expect(window.get_by_text("Outcome: Saved")).to_be_visible(timeout=T)


def bar_pixel(app, window, bottom):
    """The page's pixel 4 points above the bottom of the window's bars (the
    title bar, a toolbar row), half-way across the window."""
    if bottom is None:
        bottom = window.evaluate("""(node) => Math.max(...[...node.querySelectorAll(':scope > .titlebar, :scope > .toolbar-slot')]
          .map((bar) => bar.getBoundingClientRect().bottom))""")
    box = window.bounding_box()
    image = Image.open(io.BytesIO(app.screenshot())).convert("RGB")
    return image.getpixel((int(box["x"] + box["width"] / 2), int(bottom - 4)))


def test_a_sheet_hangs_below_the_toolbar_in_either_toolbar_style(app):
    # Unified (the toolbar in the title bar's row) and expanded (a row of its own).
    for title in ["Unified Toolbar", "Expanded Toolbar"]:
        window = open_window(app, title, whole=False)
        compose = window.get_by_role("button", name="Compose")
        expect(compose).to_be_visible(timeout=T)
        app.mouse.move(1099, 719)
        before = bar_pixel(app, window, None)
        window.get_by_role("button", name="Show Sheet").click()
        sheet = app.get_by_role("dialog", name="Sheet", exact=True)
        expect(sheet).to_be_visible(timeout=T)
        app.wait_for_timeout(400)
        bar = compose.evaluate("(node) => node.closest('.titlebar, .toolbar-slot').getBoundingClientRect().bottom")
        bars = window.evaluate("""(node) => Math.max(...[...node.querySelectorAll(':scope > .titlebar, :scope > .toolbar-slot')]
          .map((bar) => bar.getBoundingClientRect().bottom))""")
        top = sheet.evaluate("(node) => node.getBoundingClientRect().top")
        assert abs(top - bars) <= 1 and top >= bar - 1, f"{title}: the sheet hangs from the bars' bottom {top} {bars}"
        # Nothing of the modal layer (its shade, the sheet) lies over the toolbar's button.
        layer = window.locator(".modal-layer").bounding_box()
        button = compose.bounding_box()
        assert layer["y"] >= button["y"] + button["height"], f"{title}: the modal layer covers the toolbar {layer} {button}"
        # No shade over the bar: a few points above the sheet it is drawn as before.
        after = bar_pixel(app, window, bars)
        assert sum(abs(a - b) for a, b in zip(after, before)) <= 6, f"{title}: the bar is shaded by the backdrop {before} {after}"
        sheet.get_by_role("button", name="Done").click()
        expect(sheet).to_have_count(0, timeout=T)


def test_a_compact_toolbar_makes_the_bar_38_points_and_the_title_13(app):
    # unifiedCompact against unified: the same toolbar, a lower bar and a smaller title.
    heights = {}
    for title in ["Unified Toolbar", "Compact Toolbar"]:
        window = open_window(app, title, whole=False)
        expect(window.get_by_role("button", name="Compose")).to_be_visible(timeout=T)
        bar = window.locator(".titlebar")
        heights[title] = bar.bounding_box()["height"]
        size = window.locator(".window-title").evaluate("(node) => getComputedStyle(node).fontSize")
        assert size == ("15px" if title == "Unified Toolbar" else "13px"), (title, size)
        # The toolbar shares the title bar's row in both.
        assert window.locator(".titlebar .toolbar-slot").count() == 1, title
    assert round(heights["Unified Toolbar"]) == 52 and round(heights["Compact Toolbar"]) == 38, heights


def symbol(window, identifier):
    return window.locator(f"[data-identifier='{identifier}']")


def test_symbols_take_their_scale_variant_and_rendering_mode(app):
    window = open_window(app, "Symbols", whole=False)
    app.mouse.move(1099, 719)
    wait = symbol(window, "star-large")
    expect(wait).to_be_visible(timeout=T)
    widths = [symbol(window, f"star-{scale}").bounding_box()["width"] for scale in ["small", "medium", "large"]]
    assert widths[0] < widths[1] * 0.9 and widths[2] > widths[1] * 1.15, f"imageScale: {widths}"
    background = grey(window_background(window))

    def inked(identifier):
        image = element_image(symbol(window, identifier))
        return sum(1 for p in rgb_pixels(image) if abs(sum(p) / 3 - background) > 60)

    plain, variant, filled = inked("heart-plain"), inked("heart-variant"), inked("heart-fill")
    assert variant > plain * 1.3, f"symbolVariant(.fill) fills the heart: {plain} {variant}"
    assert abs(variant - filled) <= filled * 0.1, f"as heart.fill draws it: {variant} {filled}"
    # Hierarchical: the enclosing circle fainter (the blue over the window,
    # lighter in light mode, darker in dark), the plus in the blue itself
    # (#007aff); monochrome: one blue, the plus knocked out.
    def tones(identifier):
        image = element_image(symbol(window, identifier))
        blues = [p for p in rgb_pixels(image) if p[2] - p[0] > 40]
        full = sum(1 for p in blues if abs(p[0] - 0) + abs(p[1] - 122) + abs(p[2] - 255) <= 60)
        return full, len(blues) - full

    hierarchical_full, hierarchical_light = tones("hierarchical")
    mono_full, mono_light = tones("monochrome")
    assert mono_full > 4 * max(mono_light, 1), f"monochrome is one blue: {mono_full} {mono_light}"
    assert hierarchical_light > hierarchical_full, f"hierarchical shows a lighter layer: {hierarchical_full} {hierarchical_light}"


def test_a_labels_symbol_matches_its_texts_size_and_line(app):
    window = open_window(app, "Symbols", whole=False)
    label = symbol(window, "inbox")
    expect(label).to_be_visible(timeout=T)
    icon, text = label.locator(".image").first, label.locator(".text").first
    size = float(text.evaluate("(node) => getComputedStyle(node).fontSize")[:-2])
    assert size >= 20, f".font(.title) reaches the label's text: {size}"
    # Read once the window's placement has arrived (a loaded machine draws first).
    box, line = stable_boxes(app, icon, text)
    assert 0.8 * size <= box["height"] <= 1.5 * size, f"the symbol is drawn at the text's size: {box} {size}"
    middle = lambda b: b["y"] + b["height"] / 2  # noqa: E731
    assert abs(middle(box) - middle(line)) <= 3, f"on the text's line: {box} {line}"


def test_a_hidden_title_bar_leaves_the_window_one_surface(app):
    # .hiddenTitleBar: the content's background runs to the top edge, with
    # no bar shade and no separator; the traffic lights stay.
    window = open_window(app, "Hidden Title Bar", whole=False)
    expect(window.get_by_text("Full-size content")).to_be_visible(timeout=T)
    app.mouse.move(1099, 719)
    expect(window.locator(".window-title")).to_have_css("visibility", "hidden")
    expect(window.get_by_role("button", name="Close")).to_be_visible()
    image = element_image(window)
    bar = window.locator(".titlebar").bounding_box()
    frame = window.bounding_box()
    height = round(bar["height"])
    content = image.getpixel((image.width // 2, height + 12))
    # Across the bar, its bottom edge included, clear of the traffic lights.
    for y in [4, height // 2, height - 1, height]:
        for x in [image.width // 2, image.width - 30]:
            pixel = image.getpixel((x, y))
            assert max(abs(a - b) for a, b in zip(pixel[:3], content[:3])) <= 3, (x, y, pixel, content, frame)


def test_a_variable_value_lights_that_share_of_a_symbols_layers(app):
    # Image(systemName:variableValue:): the lit layers in the text's colour,
    # the others faint (a quarter of it), as SF Symbols draws them.
    window = open_window(app, "Symbols", whole=False)
    expect(symbol(window, "wifi-full")).to_be_visible(timeout=T)
    app.mouse.move(1099, 719)
    background = grey(window_background(window))

    def solid(identifier, box):
        """The pixels of the symbol's part `box` (fractions of its width and height) drawn in full ink."""
        image = element_image(symbol(window, identifier))
        left, top, right, bottom = (round(f * s) for f, s in zip(box, [image.width, image.height] * 2))
        part = image.crop((left, top, right, bottom))
        return sum(1 for p in rgb_pixels(part) if abs(sum(p) / 3 - background) > 120)

    # chart.bar.fill at 0.3: the first of its three bars; at 1 and without a value, all.
    first, rest = (0, 0, 0.4, 1), (0.42, 0, 1, 1)
    full_rest = solid("bars-full", rest)
    assert full_rest > 50, full_rest
    assert solid("bars-low", rest) < 0.1 * full_rest, (solid("bars-low", rest), full_rest)
    assert abs(solid("bars-low", first) - solid("bars-full", first)) <= 0.15 * solid("bars-full", first)
    assert abs(solid("bars-plain", rest) - full_rest) <= 0.1 * full_rest
    # wifi at 0.5: the dot and the inner arc of three layers; the outer arc faint.
    outer, inner = (0, 0, 1, 0.35), (0.2, 0.62, 0.8, 1)
    full_outer = solid("wifi-full", outer)
    assert full_outer > 50, full_outer
    assert solid("wifi-half", outer) < 0.1 * full_outer, (solid("wifi-half", outer), full_outer)
    assert abs(solid("wifi-half", inner) - solid("wifi-full", inner)) <= 0.15 * solid("wifi-full", inner)
    # The unlit bars are still drawn, faint.
    image = element_image(symbol(window, "bars-low"))
    part = image.crop((round(0.42 * image.width), 0, image.width, image.height))
    faint = sum(1 for p in rgb_pixels(part) if 25 < abs(sum(p) / 3 - background) < 110)
    assert faint > 0.5 * full_rest, (faint, full_rest)


def shown_popover(app, window, button, text):
    """Clicks `button`, returns its box and the popover's (the one showing
    `text`), then closes the popover with Escape."""
    anchor = window.get_by_role("button", name=button)
    anchor.click()
    popover = app.locator(".popover", has_text=text)
    expect(popover).to_be_visible(timeout=T)
    boxes = anchor.bounding_box(), popover.bounding_box()
    app.keyboard.press("Escape")
    expect(popover).to_have_count(0, timeout=T)
    return boxes


def test_a_popover_hangs_under_its_view_or_beside_the_point_it_is_attached_at(app):
    window = open_window(app, "Modals", whole=False)
    # The default anchor, the view's bounds, with the arrow on the top edge:
    # under the button, centred on it.
    anchor, box = shown_popover(app, window, "Show Popover", "Under the button")
    assert box["y"] >= anchor["y"] + anchor["height"], (anchor, box)
    assert abs(box["x"] + box["width"] / 2 - (anchor["x"] + anchor["width"] / 2)) <= 2, (anchor, box)
    # `.point(.bottomTrailing)` with the arrow on the leading edge: to the
    # right of the button's bottom trailing corner, centred on its height
    # (attached to the whole button, it would be centred on its middle).
    anchor, box = shown_popover(app, window, "Show Side Popover", "Beside the button")
    assert box["x"] >= anchor["x"] + anchor["width"], (anchor, box)
    assert box["x"] - (anchor["x"] + anchor["width"]) <= 12, (anchor, box)
    assert abs(box["y"] + box["height"] / 2 - (anchor["y"] + anchor["height"])) <= 2, (anchor, box)
