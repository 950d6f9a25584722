"""The ChartGallery example (`import Charts`) in Chromium: bars as tall as
their values in the palette's distinct colours, a line drawn through its
points, a donut's slices, and the value under the pointer written into the
chart's selection binding."""

import math

import pytest
from playwright.sync_api import expect

from conftest import open_page, serving, stable_boxes
from pixels import element_image


@pytest.fixture(scope="module")
def charts_url():
    with serving("ChartGallery", "charts-server.log") as server:
        yield server.url


@pytest.fixture
def board(context, charts_url):
    page = open_page(context, charts_url)
    window = page.get_by_role("dialog", name="Charts")
    window.wait_for()
    page.board = window
    return page


SHAPES = {"Cube": 5, "Sphere": 6, "Pyramid": 4, "Cone": 2}


def centre(box):
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def pixel_at(image, chart_box, x, y):
    """The pixel at page point (x, y) of an element's screenshot."""
    scale = image.width / chart_box["width"]
    return image.getpixel((int((x - chart_box["x"]) * scale), int((y - chart_box["y"]) * scale)))


def hue(pixel):
    r, g, b = pixel
    if r > 200 and g > 200 and b > 200:
        return "white"
    if b > r + 60 and b > g:
        return "blue"
    if g > r + 30 and g > b:
        return "green"
    if r > 200 and 90 < g < 200 and b < 100:
        return "orange"
    if r > 150 and b > 150 and g < 120:
        return "purple"
    return f"{pixel}"


def test_bars_are_as_tall_as_their_values_and_sit_on_one_baseline(board):
    chart = board.board.locator("[data-identifier=bars]")
    bars = {name: chart.get_by_role("img", name=name, exact=True) for name in SHAPES}
    for bar in bars.values():
        expect(bar).to_be_visible(timeout=20_000)
    # Read together once the chart has settled (its window's placement arriving).
    boxes = dict(zip(bars, stable_boxes(board, *bars.values())))
    per_unit = boxes["Cube"]["height"] / SHAPES["Cube"]
    assert per_unit > 10
    for name, box in boxes.items():
        assert abs(box["height"] - per_unit * SHAPES[name]) < 1.5, (name, box, per_unit)
        assert abs(box["y"] + box["height"] - (boxes["Cube"]["y"] + boxes["Cube"]["height"])) < 1
    # In the data's order, left to right, equally wide.
    xs = [boxes[name]["x"] for name in SHAPES]
    assert xs == sorted(xs)
    assert max(b["width"] for b in boxes.values()) - min(b["width"] for b in boxes.values()) < 1
    # The y axis is on the trailing side, with round values.
    for label in ["0", "2", "4", "6"]:
        expect(chart.get_by_text(label, exact=True)).to_be_visible()
    zero = chart.get_by_text("0", exact=True).bounding_box()
    assert zero["x"] > boxes["Cone"]["x"] + boxes["Cone"]["width"]


def test_categories_get_the_palettes_distinct_colours_and_a_legend(board):
    chart = board.board.locator("[data-identifier=bars]")
    expect(chart.get_by_role("img", name="Cube", exact=True)).to_be_visible(timeout=20_000)
    chart_box = chart.bounding_box()
    image = element_image(chart)
    colours = []
    for name in SHAPES:
        x, y = centre(chart.get_by_role("img", name=name, exact=True).bounding_box())
        colours.append(hue(pixel_at(image, chart_box, x, y)))
    assert colours == ["blue", "green", "orange", "purple"], colours
    # The legend names each category under the plot.
    cube_label = chart.get_by_role("group", name="Cube", exact=True)
    expect(cube_label).to_be_visible()
    assert cube_label.bounding_box()["y"] > chart.get_by_role("img", name="Cube", exact=True).bounding_box()["y"]


def line_points(chart):
    """Each month's two points, Lisbon (warmer, higher) and Paris, as page centres."""
    points = {}
    for month in range(1, 7):
        found = chart.get_by_role("img", name=str(month), exact=True)
        expect(found).to_have_count(2)
        # Paris is colder: its point is lower.
        boxes = sorted((found.nth(i).bounding_box() for i in range(2)), key=lambda b: b["y"])
        points[month] = {"Lisbon": centre(boxes[0]), "Paris": centre(boxes[1])}
    return points


def test_a_line_is_drawn_through_its_points(board):
    chart = board.board.locator("[data-identifier=lines]")
    expect(chart.get_by_role("img", name="Paris", exact=True)).to_be_attached(timeout=20_000)
    # The window may still be placed after its first frame: read the points
    # and the picture together, again until the points stand still around it.
    for _ in range(20):
        before = line_points(chart)
        chart_box = chart.bounding_box()
        image = element_image(chart)
        points = line_points(chart)
        if points == before and chart.bounding_box() == chart_box:
            break
        board.wait_for_timeout(250)
    # Months run left to right, warmer upwards.
    assert points[1]["Paris"][0] < points[6]["Paris"][0]
    assert points[1]["Paris"][1] > points[6]["Paris"][1]
    for series, colour in (("Paris", "blue"), ("Lisbon", "green")):
        for month in range(1, 6):
            (x1, y1), (x2, y2) = points[month][series], points[month + 1][series]
            mid = pixel_at(image, chart_box, (x1 + x2) / 2, (y1 + y2) / 2)
            assert hue(mid) == colour, (series, month, mid)
    # Off the lines, between the two series, is background.
    (px, py), (lx, ly) = points[3]["Paris"], points[3]["Lisbon"]
    gap = pixel_at(image, chart_box, px, (py + ly) / 2)
    assert hue(gap) == "white", gap


def test_a_donut_is_cut_into_slices_by_value(board):
    chart = board.board.locator("[data-identifier=donut]")
    names = ["Apples", "Pears", "Plums", "Figs"]
    for name in names:
        expect(chart.get_by_role("img", name=name, exact=True)).to_be_attached(timeout=20_000)
    # The circle: the slices' union.
    boxes = [chart.get_by_role("img", name=name, exact=True).bounding_box() for name in names]
    apples = chart.get_by_role("img", name="Apples", exact=True)
    chart_box = chart.bounding_box()
    image = element_image(chart)
    plot = apples.bounding_box()  # each slice's shape fills the plot
    cx, cy = centre(plot)
    radius = min(plot["width"], plot["height"]) / 2
    assert radius > 40
    # Apples 40%, Pears 30%, Plums 20%, Figs 10%, clockwise from twelve o'clock.
    fractions = [0.4, 0.3, 0.2, 0.1]
    start, seen = 0.0, []
    for fraction in fractions:
        middle = (start + fraction / 2) * 2 * math.pi - math.pi / 2
        x, y = cx + 0.75 * radius * math.cos(middle), cy + 0.75 * radius * math.sin(middle)
        seen.append(hue(pixel_at(image, chart_box, x, y)))
        start += fraction
    assert seen == ["blue", "green", "orange", "purple"], seen
    # The hole in the middle shows the background.
    assert hue(pixel_at(image, chart_box, cx, cy)) == "white"
    assert len(boxes) == 4


def test_the_value_under_the_pointer_is_selected(board):
    window = board.board
    chart = window.locator("[data-identifier=steps]")
    selection = window.locator("[data-identifier=selection]")
    expect(selection).to_have_text("Selected: none", timeout=20_000)
    wednesday = chart.get_by_role("img", name="Wed", exact=True)
    expect(wednesday).to_be_visible()
    x, y = centre(wednesday.bounding_box())
    board.mouse.move(x, y)
    expect(selection).to_have_text("Selected: Wed")
    saturday = chart.get_by_role("img", name="Sat", exact=True)
    sx, sy = centre(saturday.bounding_box())
    board.mouse.move(sx, sy - 5, steps=4)
    expect(selection).to_have_text("Selected: Sat")
    # The app colours the selected bar; its rule, declared after the bars,
    # is drawn over the bar's middle, as Swift Charts draws it.
    chart_box = chart.bounding_box()
    image = element_image(chart)
    assert hue(pixel_at(image, chart_box, sx + 8, sy + 10)) == "orange"
    rule = pixel_at(image, chart_box, sx, sy + 10)
    assert max(rule) - min(rule) < 60 and hue(rule) != "orange", f"the grey rule over the bar: {rule}"
    # Leaving the plot clears the selection.
    board.mouse.move(chart_box["x"] + chart_box["width"] / 2, chart_box["y"] + chart_box["height"] + 60)
    expect(selection).to_have_text("Selected: none")
    assert not [m for m in board.console_messages if "pageerror" in m]
