"""Scrollable charts and symbol scales in the ChartGallery example's
Scrolling Charts window: sixty days of bars ten at a time, scrolled by the
wheel, the leading day bound to a Text and set by a button; points drawn
with the symbols a `chartSymbolScale` maps their categories to."""

import re

import pytest
from playwright.sync_api import expect

from conftest import open_page, serving


@pytest.fixture(scope="module")
def charts_url():
    with serving("ChartGallery", "chart-scrolling-server.log") as server:
        yield server.url


@pytest.fixture
def board(context, charts_url):
    """The page, with the Scrolling Charts window opened from the Window menu as `board`."""
    page = open_page(context, charts_url)
    page.get_by_role("dialog", name="Charts").wait_for()
    page.get_by_role("menubar").get_by_role("menuitem", name="Window", exact=True).click()
    page.get_by_role("menu").get_by_role("menuitem", name="Scrolling Charts", exact=True).click()
    window = page.get_by_role("dialog", name="Scrolling Charts")
    window.wait_for(timeout=10_000)
    page.board = window
    return page


def shown_days(chart):
    """The days whose bars' centres lie inside the scroll view's box."""
    return chart.evaluate("""(chart) => {
        const scroller = [...chart.querySelectorAll('*')].find(
            (node) => node.scrollWidth > node.clientWidth + 10 && getComputedStyle(node).overflowX !== 'visible');
        const box = scroller.getBoundingClientRect();
        return [...chart.querySelectorAll('[role=img]')].filter((bar) => {
            const rect = bar.getBoundingClientRect();
            const x = rect.left + rect.width / 2;
            // A bar centred on the plot's edge (the domain's first value) is half shown.
            return rect.width > 0 && x >= box.left - 1 && x <= box.right + 1;
        }).map((bar) => Number(bar.getAttribute('aria-label'))).filter(Number.isFinite).sort((a, b) => a - b);
    }""")


def test_only_the_visible_days_are_in_the_plot_and_the_wheel_scrolls_them(board):
    window = board.board
    chart = window.locator("[data-identifier=days]")
    first_day = window.locator("[data-identifier=firstDay]")
    expect(first_day).to_have_text("From day 1", timeout=20_000)
    expect(chart.get_by_role("img", name="1", exact=True)).to_be_attached()
    days = shown_days(chart)
    # About ten days a page, from the first.
    assert days and days[0] <= 1 and 9 <= len(days) <= 11, days
    box = chart.bounding_box()
    board.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    board.mouse.wheel(400, 0)
    expect(first_day).not_to_have_text("From day 1")
    text = first_day.inner_text()
    leading = int(re.search(r"\d+", text).group())
    assert leading > 5, text
    moved = shown_days(chart)
    assert moved[0] >= leading - 1 and moved[0] > days[0], (moved, text)
    assert 9 <= len(moved) <= 11, moved


def test_setting_the_binding_scrolls_the_chart(board):
    window = board.board
    chart = window.locator("[data-identifier=days]")
    first_day = window.locator("[data-identifier=firstDay]")
    expect(first_day).to_have_text("From day 1", timeout=20_000)
    window.get_by_role("button", name="Day 30").click()
    expect(first_day).to_have_text("From day 30")
    for _ in range(20):
        days = shown_days(chart)
        if days and days[0] >= 29:
            break
        board.wait_for_timeout(100)
    assert days and 29 <= days[0] <= 31 and days[-1] <= 41, days


def symbol_paths(chart, x):
    """The SVG path data of the point at x (its accessibility label)."""
    point = chart.get_by_role("img", name=str(x), exact=True)
    expect(point).to_be_attached(timeout=20_000)
    return point.evaluate("(node) => [...node.querySelectorAll('path')].map((p) => p.getAttribute('d')).join(' ')")


def corners(path):
    """How many points a path's lines join."""
    return len(re.findall(r"[ML]", path))


def test_points_draw_the_symbols_the_scale_maps(board):
    chart = board.board.locator("[data-identifier=symbols]")
    # Tri at x 1 and 4, Box at 2 and 5, Ring at 3 and 6.
    triangle, square, ring = symbol_paths(chart, 1), symbol_paths(chart, 2), symbol_paths(chart, 3)
    assert corners(triangle) == 3, triangle
    assert corners(square) == 4, square
    # A stroked circle: two flattened rings, many points.
    assert corners(ring) > 12, ring
    assert symbol_paths(chart, 4) == triangle or corners(symbol_paths(chart, 4)) == 3
    # The legend shows each category with its symbol.
    for name in ["Tri", "Box", "Ring"]:
        expect(chart.get_by_role("group", name=name, exact=True)).to_be_visible()
