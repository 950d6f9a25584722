"""The long tail's families in Chromium (Tests/Fixtures/CensusDemo,
TailCensusBoard): rows that fade as they scroll out of their scroll view,
text at the secondary text scale, and type select in a list."""

import pytest
from playwright.sync_api import expect

from conftest import served_window, wait_for_fonts

T = 20_000

served_url, app = served_window("CensusDemo", "census-tail-server.log", "Census")

EFFECTIVE_OPACITY = """([scroller, text]) => {
    const row = [...scroller.querySelectorAll(".text")].find((node) => node.textContent === text);
    if (!row) return null;
    let opacity = 1;
    for (let node = row; node && node !== scroller; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
}"""


def effective_opacity(page, scroller, text):
    return page.evaluate(EFFECTIVE_OPACITY, [scroller.element_handle(), text])


def wait_for_opacity(page, scroller, text, expected, tolerance=0.02):
    """Polls until the row's opacity settles at `expected` (the page measures,
    the app answers), then returns it."""
    page.wait_for_function(f"""([scroller, text]) => {{
        const read = {EFFECTIVE_OPACITY};
        const value = read([scroller, text]);
        return value !== null && Math.abs(value - {expected}) <= {tolerance};
    }}""", arg=[scroller.element_handle(), text], timeout=T)
    return effective_opacity(page, scroller, text)


def test_rows_fade_as_they_scroll_out_of_the_visible_region(app):
    wait_for_fonts(app)
    board = app.locator('[data-identifier="fadingRows"]')
    expect(board).to_be_attached(timeout=T)
    scroller = board.locator(".scroll").first
    if board.evaluate("node => node.classList.contains('scroll')"):
        scroller = board
    # Twelve rows 20 points tall in a 100-point region: rows 0-4 show, row 5 is below.
    wait_for_opacity(app, scroller, "Fading 0", 1)
    wait_for_opacity(app, scroller, "Fading 5", 0)
    # Scrolled by 10 points: row 0 is half above the region, row 5 half below.
    scroller.evaluate("node => { node.scrollTop = 10; }")
    assert abs(wait_for_opacity(app, scroller, "Fading 0", 0.5) - 0.5) <= 0.02
    assert abs(wait_for_opacity(app, scroller, "Fading 5", 0.5) - 0.5) <= 0.02
    assert wait_for_opacity(app, scroller, "Fading 2", 1) == 1
    # Scrolled by 15: row 5 is three quarters in; the default curve eases in and out.
    scroller.evaluate("node => { node.scrollTop = 15; }")
    wait_for_opacity(app, scroller, "Fading 5", 0.8, tolerance=0.1)
    wait_for_opacity(app, scroller, "Fading 0", 0.2, tolerance=0.1)


def test_secondary_text_scale_draws_smaller(app):
    wait_for_fonts(app)
    def font_size(identifier):
        node = app.locator(f'[data-identifier="{identifier}"]')
        expect(node).to_be_attached(timeout=T)
        return node.evaluate("""node => {
            const text = node.classList.contains("text") ? node : node.querySelector(".text");
            return parseFloat(getComputedStyle(text).fontSize);
        }""")
    # Body is 13 points; secondary steps down to callout, 12.
    assert font_size("primaryScale") == 13
    assert font_size("secondaryScale") == 12


def fruit_list(app):
    rows = app.locator('[data-identifier="fruitList"] .row')
    expect(rows.first).to_be_visible(timeout=T)
    return rows


def test_typing_a_prefix_selects_the_first_row_it_starts(app):
    rows = fruit_list(app)
    rows.filter(has_text="Apple").first.click()
    picked = app.locator('[data-identifier="pickedFruit"]')
    expect(picked).to_have_text("Picked Apple", timeout=T)
    # "b" alone would be Banana; "bl" is Blueberry.
    app.keyboard.type("bl")
    expect(picked).to_have_text("Picked Blueberry", timeout=T)


def test_a_type_select_equivalent_stands_for_the_rows_text(app):
    rows = fruit_list(app)
    rows.filter(has_text="Cherry").first.click()
    picked = app.locator('[data-identifier="pickedFruit"]')
    expect(picked).to_have_text("Picked Cherry", timeout=T)
    # The grapes row shows a picture; typing "gr" finds it by its equivalent.
    app.keyboard.type("gr")
    expect(picked).to_have_text("Picked Grape", timeout=T)
