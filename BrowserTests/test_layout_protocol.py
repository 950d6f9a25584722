"""The Layouts example in Chromium: a custom flow `Layout` wraps its tags
into rows at the window's width and wraps them again when the window
narrows; `AnyLayout` turns a row into a column; `ViewThatFits` shows the
shorter label once the long one no longer fits; an alignment guide shifts a
view by the amount it computes; a container-relative frame is half the
window's width and follows it."""

import time

import pytest
from playwright.sync_api import expect

from conftest import open_page, serving

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
    expect(flow).to_have_class("custom-layout placed", timeout=20_000)
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
    assert abs(box(indented)["x"] - box(plain)["x"] - 30) <= 1
    assert box(indented)["y"] > box(plain)["y"]


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
