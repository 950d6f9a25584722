"""The Layouts example in Chromium: a custom flow `Layout` wraps its tags
into rows at the window's width and wraps them again when the window
narrows; `AnyLayout` turns a row into a column; `ViewThatFits` shows the
shorter label once the long one no longer fits; an alignment guide shifts a
view by the amount it computes; a container-relative frame is half the
window's width and follows it."""

import time

import pytest
from playwright.sync_api import expect

from conftest import open_page, serving, stable_boxes

TAGS = ["Swift", "Linux", "Browser", "Layout", "Flow", "Wrap", "Rows", "Tags", "More tags", "Last"]


@pytest.fixture(scope="module")
def layouts_url():
    with serving("Layouts", "layouts-server.log") as server:
        yield server.url


@pytest.fixture
def board(context, layouts_url):
    page = open_page(context, layouts_url)
    window = page.get_by_role("dialog", name="Layouts")
    window.wait_for()
    page.board = window
    return page


def box(locator):
    return locator.bounding_box()


def tag_boxes(window):
    return [box(window.get_by_text(tag, exact=True)) for tag in TAGS]


def rows_of(boxes):
    return sorted({round(b["y"]) for b in boxes})


def narrow(page, window, by):
    """Drags the window's bottom trailing corner `by` points to the left."""
    corner = window.locator(".resize.se")
    b = box(corner)
    page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2)
    page.mouse.down()
    page.mouse.move(b["x"] + b["width"] / 2 - by, b["y"] + b["height"] / 2, steps=5)
    page.mouse.up()


def test_a_flow_layout_wraps_its_tags_into_rows_and_wraps_again_when_narrowed(board):
    window = board.board
    flow = window.locator(".custom-layout").first
    # Laid out by the app: by the page's measuring protocol (`placed`), or,
    # when the engine lays the window out whole, at the engine's frames.
    board.wait_for_function("(node) => node.classList.contains('placed') || node.hasAttribute('data-placed')",
                            arg=flow.element_handle(), timeout=20_000)
    expect(window.get_by_text("Last", exact=True)).to_be_visible()
    boxes = tag_boxes(window)
    flow_box = box(flow)
    rows = rows_of(boxes)
    assert 2 <= len(rows) < len(TAGS), rows
    # Every tag inside the flow's width, none overlapping the next in its row.
    for b in boxes:
        assert b["x"] >= flow_box["x"] - 1 and b["x"] + b["width"] <= flow_box["x"] + flow_box["width"] + 1
    for a, b in zip(boxes, boxes[1:]):
        if round(a["y"]) == round(b["y"]):
            assert b["x"] >= a["x"] + a["width"], (a, b)
    # A row is as full as it can be: the first tag of the next row would not have fit.
    first_row = [b for b in boxes if round(b["y"]) == rows[0]]
    overflow = boxes[len(first_row)]
    assert first_row[-1]["x"] + first_row[-1]["width"] + 8 + overflow["width"] + 20 > flow_box["x"] + flow_box["width"]
    # The flow is as tall as its rows.
    assert abs(flow_box["y"] + flow_box["height"] - (max(b["y"] + b["height"] for b in boxes) + 4)) <= 2

    narrow(board, window, 180)
    deadline = time.monotonic() + 20
    while len(rows_of(tag_boxes(window))) <= len(rows) and time.monotonic() < deadline:
        time.sleep(0.1)
    narrowed = tag_boxes(window)
    narrowed_flow = box(window.locator(".custom-layout").first)
    assert len(rows_of(narrowed)) > len(rows)
    assert narrowed_flow["width"] < flow_box["width"] - 100
    for b in narrowed:
        assert b["x"] + b["width"] <= narrowed_flow["x"] + narrowed_flow["width"] + 1
    assert not board.console_messages


def test_any_layout_switches_a_row_to_a_column(board):
    window = board.board
    first = window.get_by_text("First", exact=True)
    second = window.get_by_text("Second", exact=True)
    expect(second).to_be_visible(timeout=20_000)
    # The page may draw before the engine's placement arrives on a busy machine: wait for the row.
    deadline = time.monotonic() + 20
    while abs(box(second)["y"] - box(first)["y"]) > 1 and time.monotonic() < deadline:
        time.sleep(0.1)
    a, b = box(first), box(second)
    assert abs(a["y"] - b["y"]) <= 1
    assert abs(b["x"] - (a["x"] + a["width"] + 6)) <= 1.5
    window.get_by_role("button", name="Column").click()
    expect(window.get_by_role("button", name="Row")).to_be_visible()
    deadline = time.monotonic() + 20
    while box(second)["y"] <= box(first)["y"] and time.monotonic() < deadline:
        time.sleep(0.1)
    a2, b2 = box(first), box(second)
    assert abs(a2["x"] - b2["x"]) <= 1, "a leading-aligned column"
    assert abs(b2["y"] - (a2["y"] + a2["height"] + 6)) <= 1.5


def test_view_that_fits_shows_the_shorter_label_when_narrowed(board):
    window = board.board
    long = window.get_by_text("A long title that needs a wide window to fit on its line", exact=True)
    short = window.get_by_text("Short title", exact=True)
    expect(long).to_be_visible(timeout=20_000)
    expect(short).to_be_hidden()
    narrow(board, window, 200)
    expect(short).to_be_visible(timeout=20_000)
    expect(long).to_be_hidden()


def test_an_alignment_guide_shifts_a_view_by_its_computed_amount(board):
    window = board.board
    plain = window.get_by_text("Guide", exact=True)
    indented = window.get_by_text("Indented", exact=True)
    expect(indented).to_be_visible(timeout=20_000)
    # The window may be drawn before its placement arrives (a loaded machine).
    deadline = time.monotonic() + 20
    while abs(box(indented)["x"] - box(plain)["x"] - 30) > 1 and time.monotonic() < deadline:
        time.sleep(0.1)
    plain_box, indented_box = stable_boxes(board, plain, indented)
    assert abs(indented_box["x"] - plain_box["x"] - 30) <= 1
    assert indented_box["y"] > plain_box["y"]


def test_a_container_relative_frame_is_half_the_window_and_follows_it(board):
    window = board.board
    bar = window.locator("[data-identifier=half-bar]")
    expect(bar).to_be_visible(timeout=20_000)
    body = window.locator(".window-body")

    def half_of_body():
        return body.evaluate("node => node.clientWidth") / 2

    deadline = time.monotonic() + 20
    while abs(box(bar)["width"] - half_of_body()) > 1 and time.monotonic() < deadline:
        time.sleep(0.1)
    assert abs(box(bar)["width"] - half_of_body()) <= 1
    before = box(bar)["width"]
    narrow(board, window, 160)
    deadline = time.monotonic() + 20
    while abs(box(bar)["width"] - half_of_body()) > 1 and time.monotonic() < deadline:
        time.sleep(0.1)
    assert abs(box(bar)["width"] - half_of_body()) <= 1
    assert box(bar)["width"] < before - 60


# The lab window: containers in fixed frames, a GridLayout of GridRows, and an
# AnyLayout switch under withAnimation.

@pytest.fixture
def lab(board):
    board.board.get_by_role("button", name="Open Lab").click()
    window = board.get_by_role("dialog", name="Layout Lab")
    window.wait_for(timeout=20_000)
    board.lab = window
    return board


def frame_of(locator):
    """The box inside the border of the frame element around `locator`'s element."""
    return locator.evaluate("""node => {
        const frame = node.closest('.frame');
        const r = frame.getBoundingClientRect();
        return { x: r.x + frame.clientLeft, y: r.y + frame.clientTop, width: frame.clientWidth, height: frame.clientHeight };
    }""")


def near(a, b, tolerance=1.5):
    return abs(a - b) <= tolerance


@pytest.mark.parametrize("kind", ["tabview", "list", "scroll", "form", "split"])
def test_a_container_fills_its_fixed_frame(lab, kind):
    window = lab.lab
    container = window.locator(f".frame > .{kind}").first
    expect(container).to_be_visible(timeout=20_000)
    outer, inner = frame_of(container), box(container)
    assert near(outer["width"], inner["width"]) and near(outer["height"], inner["height"]), (kind, outer, inner)
    assert near(outer["x"], inner["x"]) and near(outer["y"], inner["y"]), (kind, outer, inner)


def test_a_tab_views_content_takes_the_frame_below_its_tabs(lab):
    window = lab.lab
    tabs = window.locator(".frame > .tabview").first
    expect(tabs).to_be_visible(timeout=20_000)
    frame = frame_of(tabs)
    panel = box(tabs.locator(".tabpanel:not([hidden])"))
    strip = box(tabs.locator(".tablist"))
    assert near(frame["width"], 218) and near(frame["height"], 148), "220 by 150 less its border"
    assert near(panel["width"], frame["width"]) and near(panel["y"], strip["y"] + strip["height"])
    assert near(panel["y"] + panel["height"], frame["y"] + frame["height"])
    # A text in the tab sits in the middle of the panel, as on a Mac.
    text = box(window.get_by_text("First tab", exact=True))
    assert near(text["x"] + text["width"] / 2, panel["x"] + panel["width"] / 2, 2)
    assert near(text["y"] + text["height"] / 2, panel["y"] + panel["height"] / 2, 2)
    # A list in the other tab fills the panel.
    window.get_by_role("tab", name="Two").click()
    rows = tabs.locator(".tabpanel:not([hidden]) > .list")
    expect(rows).to_be_visible()
    listed = box(rows)
    assert near(listed["width"], panel["width"]) and near(listed["height"], panel["height"])


def test_a_grid_layout_places_its_grid_rows_cells_in_columns(lab):
    window = lab.lab
    grid = window.locator("[data-identifier=grid-layout]")
    expect(grid).to_have_class("custom-layout placed", timeout=20_000)
    ada, engineer = box(window.get_by_text("Ada", exact=True)), box(window.get_by_text("Engineer and analyst"))
    grace, admiral = box(window.get_by_text("Grace Hopper")), box(window.get_by_text("Admiral"))
    # One column of names (as wide as the widest), one of roles, 16 apart.
    assert near(ada["x"], grace["x"], 1) and near(engineer["x"], admiral["x"], 1)
    assert near(engineer["x"], grace["x"] + grace["width"] + 16, 1.5)
    # Rows one under another, 6 apart, each cell of a row at the same height.
    assert near(ada["y"], engineer["y"], 1) and near(grace["y"], admiral["y"], 1)
    assert near(grace["y"], ada["y"] + ada["height"] + 6, 1.5)


def test_an_any_layout_switch_in_with_animation_moves_the_views_smoothly(lab):
    window = lab.lab
    green = window.locator("[data-identifier=square-green]")
    red = window.locator("[data-identifier=square-red]")
    expect(green).to_be_visible(timeout=20_000)
    start, red_start = box(green), box(red)
    assert near(start["y"], red_start["y"], 1) and near(start["x"], red_start["x"] + 38, 1.5)
    # The page records the square's box every frame (a round trip per sample
    # would be too slow on a busy machine), from before the click.
    green.evaluate("""node => {
        window.__squareSamples = [];
        const began = performance.now();
        const step = () => {
            const r = node.getBoundingClientRect();
            window.__squareSamples.push({ t: (performance.now() - began) / 1000, x: r.x, y: r.y });
            if (performance.now() - began < 4000) requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
    }""")
    window.get_by_role("button", name="Column").click()
    lab.wait_for_timeout(4_200)
    samples = lab.evaluate("window.__squareSamples")
    end, red_end = box(green), box(red)
    # Where a column puts it: under the red one.
    assert near(end["x"], red_end["x"], 1) and near(end["y"], red_end["y"] + 38, 1.5)
    # On its way, it passed through places between the two (over 1.2 s, linear).
    between = [b for b in samples
               if min(start["x"], end["x"]) + 3 < b["x"] < max(start["x"], end["x"]) - 3
               and min(start["y"], end["y"]) + 3 < b["y"] < max(start["y"], end["y"]) - 3]
    assert len(between) >= 5, samples
    moved = next(b["t"] for b in samples if abs(b["x"] - start["x"]) > 0.5 or abs(b["y"] - start["y"]) > 0.5)
    middle = [b for b in samples if moved + 0.3 < b["t"] < moved + 0.8]
    assert middle and all(abs(b["x"] - end["x"]) > 5 for b in middle), middle


def test_a_line_limit_range_keeps_its_lower_bound_and_cuts_at_its_upper(lab):
    window = lab.lab
    one = window.locator("[data-identifier=one-line]")
    expect(one).to_be_visible(timeout=20_000)
    line = box(one)["height"]
    three = box(window.locator("[data-identifier=three-lines]"))
    assert three["height"] >= 3 * line - 2, (line, three)
    two = window.get_by_text("Cut after two lines", exact=False)
    cut = box(two)
    assert 1.5 * line < cut["height"] <= 2 * line + 3, (line, cut)
