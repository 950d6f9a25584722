"""The Geometry example in Chromium: a GeometryReader shows the width the
page measured and follows the window; turned and scaled boxes draw turned
and scaled; a Grid's cells line up in columns; the window goes dark when
its content prefers dark, and `\\.colorScheme` follows the system live."""

import re

import pytest
from playwright.sync_api import expect

from conftest import open_page, serving, stable_boxes
from pixels import element_image


@pytest.fixture(scope="module")
def geometry_url():
    with serving("Geometry", "geometry-server.log") as server:
        yield server.url


@pytest.fixture
def board(context, geometry_url):
    page = open_page(context, geometry_url)
    window = page.get_by_role("dialog", name="Geometry")
    window.wait_for()
    page.board = window
    return page


def width_text(window):
    return window.get_by_text(re.compile(r"^Width: \d+$"))


def width_shown(window):
    return int(width_text(window).inner_text().split(":")[1])


def test_a_geometry_reader_shows_the_width_the_page_measured_and_follows_the_window(board):
    window = board.board
    reader = window.locator(".geometry").first
    expect(width_text(window)).to_be_visible(timeout=20_000)
    measured = round(reader.bounding_box()["width"])
    # It takes the whole width the board offers it (the board's padding aside).
    body = window.locator(".window-body").bounding_box()
    assert measured > body["width"] - 40
    assert abs(width_shown(window) - measured) <= 1
    # Its frame in the board's named space: below the board's padding.
    expect(window.get_by_text("Top in board: 16", exact=True)).to_be_visible(timeout=20_000)
    # The window grows by its corner: the reader is measured again.
    corner = window.locator(".resize.se")
    box = corner.bounding_box()
    board.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    board.mouse.down()
    board.mouse.move(box["x"] + 120, box["y"] + box["height"] / 2, steps=4)
    board.mouse.up()
    grown = round(reader.bounding_box()["width"])
    assert grown > measured + 100
    expect(window.get_by_text(f"Width: {grown}", exact=True)).to_be_visible(timeout=20_000)
    # onGeometryChange reports the banner's width, which follows too.
    # (It measures the frame that fills the row, not the text in it.)
    banner = window.get_by_text("Banner width: ", exact=False)
    frame = banner.locator("xpath=..")
    expect(frame).to_have_attribute("data-fill-width", "")
    expect(banner).to_have_text(f"Banner width: {round(frame.bounding_box()['width'])}", timeout=20_000)
    assert not board.console_messages


def brightness(pixel):
    return sum(pixel[:3]) / 3


def blue(pixel):
    r, g, b = pixel
    return b > 180 and r < 90


def test_a_rotated_box_is_drawn_turned(board):
    window = board.board
    rotated = window.locator("[data-identifier=rotated]")
    expect(rotated).to_be_visible(timeout=20_000)
    # Its layout box stays 100 × 40; what it draws, turned 45°, covers about 99 × 99.
    assert round(rotated.evaluate("node => node.offsetWidth")) == 100
    assert round(rotated.evaluate("node => node.offsetHeight")) == 40
    drawn = rotated.bounding_box()
    assert 95 <= drawn["width"] <= 103 and 95 <= drawn["height"] <= 103
    image = element_image(rotated)
    w, h = image.size
    # Its centre is blue, its bounding box's corners are not (a diamond, not a rectangle).
    assert blue(image.getpixel((w // 2, h // 2)))
    for corner in [(3, 3), (w - 4, 3), (3, h - 4), (w - 4, h - 4)]:
        assert not blue(image.getpixel(corner)), corner
    # Turned clockwise: its long side runs from the top leading corner to the
    # bottom trailing one, and the other diagonal is empty.
    assert blue(image.getpixel((w // 2 + 30, h // 2 + 30)))
    assert blue(image.getpixel((w // 2 - 30, h // 2 - 30)))
    assert not blue(image.getpixel((w // 2 + 30, h // 2 - 30)))
    assert not blue(image.getpixel((w // 2 - 30, h // 2 + 30)))


def test_a_scaled_box_is_drawn_twice_as_large_about_its_centre(board):
    window = board.board
    scaled = window.locator("[data-identifier=scaled]")
    expect(scaled).to_be_visible(timeout=20_000)
    layout = scaled.evaluate("node => [node.offsetWidth, node.offsetHeight]")
    assert layout == [30, 30]
    drawn = scaled.bounding_box()
    assert abs(drawn["width"] - 60) <= 1 and abs(drawn["height"] - 60) <= 1
    image = element_image(scaled)
    w, h = image.size
    green = lambda p: p[1] > 150 and p[0] < 120 and p[2] < 150
    # Drawn filled to its scaled edges.
    for point in [(3, 3), (w - 4, 3), (3, h - 4), (w - 4, h - 4), (w // 2, h // 2)]:
        assert green(image.getpixel(point)), point
    plain = window.locator("[data-identifier=plain]").bounding_box()
    # Scaled about its centre: its middle stays level with the plain box's.
    assert abs((drawn["y"] + drawn["height"] / 2) - (plain["y"] + plain["height"] / 2)) <= 1


def test_grid_cells_line_up_in_columns(board):
    window = board.board
    names = [window.get_by_text(t, exact=True) for t in ["Planet", "Mercury", "Jupiter, the largest"]]
    values = [window.get_by_text(t, exact=True) for t in ["Moons", "0", "95"]]
    expect(names[0]).to_be_visible(timeout=20_000)
    lefts = [n.bounding_box()["x"] for n in names]
    assert max(lefts) - min(lefts) <= 1  # leading-aligned column
    rights = [v.bounding_box()["x"] + v.bounding_box()["width"] for v in values]
    assert max(rights) - min(rights) <= 1  # gridColumnAlignment(.trailing)
    # The second column starts after the widest cell of the first, for every row.
    widest = max(n.bounding_box()["x"] + n.bounding_box()["width"] for n in names)
    assert all(v.bounding_box()["x"] >= widest + 20 for v in values)
    # Each row's cells share a line.
    for name, value in zip(names, values):
        assert abs(name.bounding_box()["y"] - value.bounding_box()["y"]) <= 2
    # The divider spans both columns without widening them.
    divider = window.locator(".grid > .divider")
    span = divider.bounding_box()
    assert abs(span["x"] - min(lefts)) <= 1 and abs(span["x"] + span["width"] - max(rights)) <= 1


def luminance(pixel):
    r, g, b = pixel
    return 0.299 * r + 0.587 * g + 0.114 * b


def window_background(window):
    body = window.locator(".window-body")
    image = element_image(body)
    return luminance(image.getpixel((image.size[0] - 6, image.size[1] - 6)))


def test_preferred_color_scheme_makes_the_window_dark(board):
    window = board.board
    board.emulate_media(color_scheme="light")
    expect(window.get_by_text("Scheme: light", exact=True)).to_be_visible(timeout=20_000)
    assert window_background(window) > 200
    window.get_by_role("checkbox", name="Dark window").click()
    expect(window.get_by_text("Scheme: dark", exact=True)).to_be_visible(timeout=20_000)
    expect(window).to_have_attribute("data-color-scheme", "dark")
    assert window_background(window) < 60
    # Its text is light on the dark background.
    colour = window.get_by_text("Scheme: dark", exact=True).evaluate("node => getComputedStyle(node).color")
    r, g, b = [int(c) for c in colour[colour.index("(") + 1:colour.index(")")].split(",")[:3]]
    assert luminance((r, g, b)) > 180
    window.get_by_role("checkbox", name="Dark window").click()
    expect(window.get_by_text("Scheme: light", exact=True)).to_be_visible(timeout=20_000)
    assert window_background(window) > 200


def test_color_scheme_follows_the_system_live(board):
    window = board.board
    board.emulate_media(color_scheme="light")
    expect(window.get_by_text("Scheme: light", exact=True)).to_be_visible(timeout=20_000)
    board.emulate_media(color_scheme="dark")
    expect(window.get_by_text("Scheme: dark", exact=True)).to_be_visible(timeout=20_000)
    assert window_background(window) < 60
    board.emulate_media(color_scheme="light")
    expect(window.get_by_text("Scheme: light", exact=True)).to_be_visible(timeout=20_000)
    assert window_background(window) > 200


def test_the_first_window_opens_centred(board):
    window = board.board
    frame = window.bounding_box()
    desktop = board.locator("#desktop").bounding_box()
    left = frame["x"] - desktop["x"]
    right = desktop["x"] + desktop["width"] - (frame["x"] + frame["width"])
    assert abs(left - right) <= 2


def computed(locator, *properties):
    return locator.evaluate(
        "(node, names) => Object.fromEntries(names.map(name => [name, getComputedStyle(node).getPropertyValue(name)]))",
        list(properties))


def test_fonts_show_their_style_weight_family_and_variants(board):
    window = board.board
    title = window.get_by_text("Big title", exact=True)
    title.wait_for(timeout=20_000)
    # `.largeTitle.bold()`: the large title's size on macOS (26 pt) and the bold weight, not the body's size.
    style = computed(title, "font-size", "font-weight")
    assert style["font-size"] == "26px", style
    assert style["font-weight"] == "700", style
    body_text = window.get_by_text("Serif", exact=True)
    assert title.bounding_box()["height"] > body_text.bounding_box()["height"] * 1.5
    # A custom family is asked for by name (falling back to the system font here), 15 points.
    custom = computed(window.get_by_text("In Helvetica", exact=True), "font-family", "font-size")
    assert custom["font-family"].startswith('"Helvetica"') or custom["font-family"].startswith("Helvetica"), custom
    assert custom["font-size"] == "15px", custom
    assert computed(window.get_by_text("1111", exact=True), "font-variant-numeric")["font-variant-numeric"] == "tabular-nums"
    assert "serif" in computed(body_text, "font-family")["font-family"]
    assert "monospace" in computed(window.get_by_text("Code", exact=True), "font-family")["font-family"]
    assert computed(window.get_by_text("Narrow", exact=True), "font-stretch")["font-stretch"] == "75%"
    assert computed(window.get_by_text("Caps", exact=True), "font-variant-caps")["font-variant-caps"] == "all-small-caps"
    # Text(AttributedString): the run marked with a background colour shows it, the rest does not.
    marked = window.get_by_text("swift", exact=True)
    assert computed(marked, "background-color")["background-color"] == "rgb(255, 204, 0)", computed(marked, "background-color")
    plain = window.get_by_text("Found", exact=False).first
    assert computed(plain, "background-color")["background-color"] in ("rgba(0, 0, 0, 0)", "transparent")


def test_a_positioned_view_is_centred_on_its_point_and_clicks_pass_through_a_tint(board):
    window = board.board
    field = window.locator('[data-identifier="field"]')
    dot = window.locator('[data-identifier="dot"]')
    dot.wait_for(timeout=20_000)
    outer, inner = stable_boxes(board, field, dot)
    # `.position(x: 150, y: 20)`: the dot's centre is 150, 20 from the field's corner.
    assert abs(inner["x"] + inner["width"] / 2 - (outer["x"] + 150)) <= 1, (outer, inner)
    assert abs(inner["y"] + inner["height"] / 2 - (outer["y"] + 20)) <= 1, (outer, inner)
    assert abs(inner["width"] - 10) <= 0.5
    # The purple tint lies over the button but does not take the click.
    button = window.get_by_role("button", name="Taps: 0")
    box, = stable_boxes(board, button)
    board.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    expect(window.get_by_role("button", name="Taps: 1")).to_be_visible(timeout=10_000)


def test_an_anchor_preference_places_the_underline_under_the_selected_tab(board):
    """`anchorPreference(key:value: .bounds)` on each tab and a reader in
    `overlayPreferenceValue` resolving it: the underline sits under the
    selected tab, as wide as it, and moves when another tab is picked."""
    window = board.board
    underline = window.locator('[data-identifier="underline"]')
    underline.wait_for(timeout=20_000)

    def lies_under(name):
        tab = window.locator(f'[data-identifier="tab-{name}"]').bounding_box()
        line = underline.bounding_box()
        return (abs(line["x"] - tab["x"]) <= 1 and abs(line["width"] - tab["width"]) <= 1
                and abs(line["y"] - (tab["y"] + tab["height"])) <= 1), (tab, line)

    ok, boxes = lies_under("One")
    assert ok, boxes
    window.locator('[data-identifier="tab-Three wide"]').click()
    for _ in range(50):
        ok, boxes = lies_under("Three wide")
        if ok:
            break
        board.wait_for_timeout(100)
    assert ok, boxes
    assert boxes[1]["width"] > 60


def test_markdown_in_a_literal_shows_strong_text_and_an_inline_link(board):
    """`Text("Read **the guide** at [swift.org](https://swift.org)")`: the
    strong run is bold, the link is a link in the line, and no asterisks or
    brackets show."""
    window = board.board
    text = window.locator('[data-identifier="markdown"]')
    text.wait_for(timeout=20_000)
    assert text.inner_text().strip() == "Read the guide at swift.org"
    strong = text.get_by_text("the guide", exact=True)
    assert int(strong.evaluate("node => getComputedStyle(node).fontWeight")) >= 600
    link = text.get_by_role("link", name="swift.org")
    assert link.get_attribute("href") == "https://swift.org"
    # In the line: the link sits beside the text, not on a line of its own.
    line, linked = text.bounding_box(), link.bounding_box()
    assert linked["height"] <= line["height"] + 1
    assert linked["x"] > line["x"] + 100
    assert abs((linked["y"] + linked["height"] / 2) - (line["y"] + line["height"] / 2)) <= 3


def test_a_subtree_with_a_dark_color_scheme_draws_dark_in_a_light_window(board):
    """`.environment(\\.colorScheme, .dark)` on a panel: its `.background`
    and its text draw in dark mode while the window around stays light."""
    window = board.board
    panel = window.locator('[data-identifier="darkPanel"]')
    panel.wait_for(timeout=20_000)
    body = window.locator(".window-body")
    # The window is light (the test's browser prefers light).
    assert brightness(element_image(body).getpixel((4, 4))) > 200
    image = element_image(panel)
    assert brightness(image.getpixel((3, 3))) < 60, image.getpixel((3, 3))
    text = panel.get_by_text("Always dark", exact=True)
    channels = [int(c) for c in re.findall(r"\d+", text.evaluate("node => getComputedStyle(node).color"))[:3]]
    assert min(channels) > 200, channels


def test_underlines_and_strikethroughs_draw_in_their_colour_and_pattern(board):
    window = board.board
    red = window.get_by_text("Red underline", exact=True)
    red.wait_for(timeout=20_000)
    style = red.evaluate("node => { const s = getComputedStyle(node); return [s.textDecorationLine, s.textDecorationColor, s.textDecorationStyle] }")
    assert style[0] == "underline" and style[1] == "rgb(255, 59, 48)" and style[2] == "solid", style
    dotted = window.get_by_text("Dotted strike", exact=True)
    style = dotted.evaluate("node => { const s = getComputedStyle(node); return [s.textDecorationLine, s.textDecorationStyle] }")
    assert style == ["line-through", "dotted"], style
