"""Motion and input in Chromium, driven through the CardTable example: the
page interpolates what the app sends once (a frame's width half way through
a two-second ease-in-out, an inserted view's opacity half way through its
fade, a removed view kept until its removal transition ends), and the
pointer and keys reach the app (a drag that moves a view by the pointer's
translation, hover, a long press, a key press on a focused view)."""

import time

import pytest
from playwright.sync_api import expect

from conftest import open_page, serving, stable_boxes


@pytest.fixture(scope="module")
def table_url():
    with serving("CardTable", "cardtable-server.log") as server:
        yield server.url


@pytest.fixture
def page(context, table_url):
    page = open_page(context, table_url, console=True)
    window = page.get_by_role("dialog", name="Card Table")
    window.wait_for()
    page.table = window
    return page


# Waits (in the page) for the element to leave its start value, then samples
# it `after` milliseconds later: the animation's clock starts when the page
# shows its first frame, not when the test clicked.
SAMPLE_LATER = """([selector, read, start, after]) => {
  const readers = {
    width: (el) => el.getBoundingClientRect().width,
    opacity: (el) => Number(getComputedStyle(el).opacity),
  };
  window.__sample = (async () => {
    const began = performance.now();
    for (;;) {
      const el = document.querySelector(selector);
      if (el && readers[read](el) !== start) break;
      if (performance.now() - began > 20000) return null;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, after));
    const el = document.querySelector(selector);
    return el ? readers[read](el) : null;
  })();
}"""


def test_a_frame_animates_its_width_over_a_two_second_ease_in_out(page):
    bar = page.locator("[data-identifier=bar]")
    expect(bar).to_have_count(1)
    assert round(bar.bounding_box()["width"]) == 100
    page.evaluate(SAMPLE_LATER, ["[data-identifier=bar]", "width", 100, 1000])
    page.table.get_by_role("button", name="Grow").click()
    halfway = page.evaluate("window.__sample")
    assert halfway is not None, "the width never changed"
    # Strictly between the ends: the page drew the frames in between.
    assert 110 < halfway < 290, halfway
    page.wait_for_timeout(1500)
    assert round(bar.bounding_box()["width"]) == 300
    assert not page.console_messages


def test_an_inserted_view_fades_in_and_a_removed_one_stays_until_it_has_gone(page):
    page.evaluate(SAMPLE_LATER, ["[data-identifier=hint]", "opacity", -1, 1000])
    page.table.get_by_role("button", name="Show Hint").click()
    opacity = page.evaluate("window.__sample")
    assert opacity is not None and 0.1 < opacity < 0.9, opacity
    hint = page.locator("[data-identifier=hint]")
    expect(hint).to_have_css("opacity", "1", timeout=5000)
    # Removed under a two-second animation: still there (fading) a moment later, then gone.
    page.table.get_by_role("button", name="Hide Hint").click()
    page.wait_for_timeout(700)
    assert hint.count() == 1
    assert 0 < float(hint.evaluate("el => getComputedStyle(el).opacity")) < 1
    expect(hint).to_have_count(0, timeout=5000)


def test_a_card_taken_away_stays_shown_during_its_removal(page):
    cards = page.locator("[data-identifier^=card-]")
    expect(cards).to_have_count(4)
    first = page.locator("[data-identifier=card-0]")
    first.hover()
    page.mouse.down()
    page.wait_for_timeout(900)
    page.mouse.up()
    page.wait_for_timeout(500)
    # Its removal runs for 1.5 s: it is still in the page, out of the layout.
    expect(first).to_have_attribute("data-departing", "true")
    expect(first).to_have_count(0, timeout=5000)
    expect(cards).to_have_count(3)


def center(box):
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_a_drag_moves_the_token_by_the_pointers_translation_and_reports_it(page):
    token = page.locator("[data-identifier=token]")
    # Where it rests once the window's fonts and placement have settled.
    (before,) = stable_boxes(page, token)
    x, y = center(before)
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 7):
        page.mouse.move(x + 10 * step, y + 5 * step)
        page.wait_for_timeout(30)
    expect(page.table.get_by_text("Drag: 60, 30", exact=True)).to_be_visible(timeout=10000)
    during = token.bounding_box()
    assert abs(during["x"] - before["x"] - 60) < 2 and abs(during["y"] - before["y"] - 30) < 2
    page.mouse.up()
    expect(page.table.get_by_text("Dropped: 60, 30", exact=True)).to_be_visible(timeout=10000)
    after = token.bounding_box()
    assert abs(after["x"] - before["x"] - 60) < 2 and abs(after["y"] - before["y"] - 30) < 2


def test_an_option_drag_measures_and_leaves_the_token_in_place(page):
    # Gesture.modifiers(.option): the high-priority drag hears only drags
    # with Option (Alt) held, and then the token's own drag hears nothing.
    token = page.locator("[data-identifier=token]")
    (before,) = stable_boxes(page, token)
    x, y = center(before)
    page.keyboard.down("Alt")
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 5):
        page.mouse.move(x + 10 * step, y + 5 * step)
        page.wait_for_timeout(30)
    expect(page.table.get_by_text("Measured: 40, 20", exact=True)).to_be_visible(timeout=10000)
    page.mouse.up()
    page.keyboard.up("Alt")
    after = token.bounding_box()
    assert abs(after["x"] - before["x"]) < 1 and abs(after["y"] - before["y"]) < 1
    # Without Option the same drag moves it.
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 5):
        page.mouse.move(x + 10 * step, y + 5 * step)
        page.wait_for_timeout(30)
    page.mouse.up()
    expect(page.table.get_by_text("Dropped: 40, 20", exact=True)).to_be_visible(timeout=10000)


def test_hover_enters_and_leaves(page):
    label = page.table.get_by_text("Not hovering", exact=True)
    label.hover()
    expect(page.table.get_by_text("Hovering", exact=True)).to_be_visible(timeout=10000)
    page.mouse.move(2, 2)
    expect(page.table.get_by_text("Not hovering", exact=True)).to_be_visible(timeout=10000)


def test_a_long_press_fires_after_its_time_and_not_before(page):
    label = page.table.get_by_text("Long press: no", exact=True)
    label.hover()
    page.mouse.down()
    page.wait_for_timeout(200)
    expect(page.table.get_by_text("Long press: no", exact=True)).to_be_visible()
    expect(page.table.get_by_text("Long press: yes", exact=True)).to_be_visible(timeout=10000)
    page.mouse.up()


def test_keys_reach_the_focused_view(page):
    target = page.table.get_by_text("Key: none", exact=True)
    target.click()
    page.keyboard.press("a")
    expect(page.table.get_by_text("Key: a", exact=True)).to_be_visible(timeout=10000)
    page.keyboard.press("ArrowRight")
    expect(page.table.get_by_text("Selected: 1", exact=True)).to_be_visible(timeout=10000)
    assert not page.console_messages


def clipboard_text(page):
    return page.evaluate("navigator.clipboard.readText()")


def wait_for_clipboard(page, wanted, timeout=10):
    deadline = time.monotonic() + timeout
    while not wanted(clipboard_text(page)):
        assert time.monotonic() < deadline, f"the clipboard holds {clipboard_text(page)!r}"
        page.wait_for_timeout(50)


def test_copy_cut_and_paste_reach_the_focused_view_and_the_clipboard(context, page, table_url):
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=table_url.split("/?")[0])
    cards = page.locator("[data-identifier^=card-]")
    cards.first.wait_for()
    count = cards.count()
    page.evaluate("navigator.clipboard.writeText('')")
    page.table.get_by_text("Key: none", exact=True).click()
    # Command-C (Ctrl here) on the focused view: the selected card's face is on the page's clipboard.
    page.keyboard.press("Control+C")
    wait_for_clipboard(page, lambda text: text in ("A", "B"))
    face = clipboard_text(page)
    # The Edit menu's Cut reaches the view focused before the menu opened.
    page.evaluate("navigator.clipboard.writeText('')")
    page.get_by_role("menubar").get_by_role("menuitem", name="Edit", exact=True).click()
    page.get_by_role("menu").get_by_role("menuitem", name="Cut").first.click()
    expect(page.table.get_by_text(f"Cut: {face}", exact=True)).to_be_visible(timeout=10000)
    expect(cards).to_have_count(count - 1, timeout=5000)
    wait_for_clipboard(page, lambda text: text == face)
    # Paste reads the clipboard: a face deals a card, and the validator turns others away.
    page.evaluate("navigator.clipboard.writeText('Z')")
    page.table.get_by_text(f"Cut: {face}", exact=True).click()
    page.keyboard.press("Control+V")
    page.wait_for_timeout(500)
    expect(cards).to_have_count(count - 1)
    page.evaluate("navigator.clipboard.writeText('B')")
    page.keyboard.press("Control+V")
    expect(page.table.get_by_text("Pasted: B", exact=True)).to_be_visible(timeout=10000)
    expect(cards).to_have_count(count, timeout=5000)
    assert not page.console_messages


def test_arrows_move_focus_and_a_focus_section_takes_it_from_the_side(page):
    seat = page.table.get_by_role("button", name="Seat 1")
    seat.focus()
    page.keyboard.press("ArrowDown")
    expect(page.table.get_by_role("button", name="Seat 2")).to_be_focused()
    # Nothing focusable is straight to the right of a seat but the piles' section: its first pile takes focus.
    page.keyboard.press("ArrowRight")
    expect(page.table.get_by_role("button", name="Pile A")).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(page.table.get_by_role("button", name="Pile B")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.table.get_by_text("Chose: Pile B", exact=True)).to_be_visible(timeout=10000)
    assert not page.console_messages


# The turn of an element's transform, in degrees.
ANGLE = "el => { const m = new DOMMatrixReadOnly(getComputedStyle(el).transform); return Math.atan2(m.b, m.a) * 180 / Math.PI; }"


def test_a_custom_transition_comes_in_and_goes_out_through_its_phases(page):
    # Its .willAppear phase: a quarter turn back, at a fifth of its opacity (not a fade from nothing).
    page.evaluate(SAMPLE_LATER, ["[data-identifier=badge]", "opacity", -1, 0])
    page.table.get_by_role("button", name="Show Badge").click()
    first = page.evaluate("window.__sample")
    assert first is not None and 0.15 < first < 0.4, first
    badge = page.locator("[data-identifier=badge]")
    # Half way through two seconds it is turning from -90 degrees to none.
    page.wait_for_timeout(800)
    assert -80 < badge.evaluate(ANGLE) < -10
    expect(badge).to_have_css("opacity", "1", timeout=5000)
    assert abs(badge.evaluate(ANGLE)) < 0.5
    # Going out under two seconds: half way it is turning on towards +90 degrees, fading to 0.2, then gone.
    page.table.get_by_role("button", name="Hide Badge").click()
    page.wait_for_timeout(1000)
    assert badge.count() == 1
    opacity = float(badge.evaluate("el => getComputedStyle(el).opacity"))
    angle = badge.evaluate(ANGLE)
    assert 0.3 < opacity < 0.95, opacity
    assert 20 < angle < 70, angle
    expect(badge).to_have_count(0, timeout=5000)
    assert not page.console_messages


# The horizontal scale of an element's transform (it is not turned).
SCALE = "el => new DOMMatrixReadOnly(getComputedStyle(el).transform).a"


def test_a_modifier_transition_comes_in_from_its_active_modifier_and_goes_out_to_it(page):
    # AnyTransition.modifier(active:identity:): from a fifth of its size, transparent, to its identity state.
    page.evaluate(SAMPLE_LATER, ["[data-identifier=chip]", "opacity", -1, 0])
    page.table.get_by_role("button", name="Show Chip").click()
    first = page.evaluate("window.__sample")
    assert first is not None and first < 0.3, first
    chip = page.locator("[data-identifier=chip]")
    page.wait_for_timeout(800)
    opacity = float(chip.evaluate("el => getComputedStyle(el).opacity"))
    scale = chip.evaluate(SCALE)
    assert 0.1 < opacity < 0.9, opacity
    assert 0.3 < scale < 0.95, scale
    expect(chip).to_have_css("opacity", "1", timeout=5000)
    assert abs(chip.evaluate(SCALE) - 1) < 0.01
    # Going out under two seconds: half way it is shrinking and fading, still there; then gone.
    page.table.get_by_role("button", name="Hide Chip").click()
    page.wait_for_timeout(1000)
    assert chip.count() == 1
    opacity = float(chip.evaluate("el => getComputedStyle(el).opacity"))
    scale = chip.evaluate(SCALE)
    assert 0.1 < opacity < 0.9, opacity
    assert 0.25 < scale < 0.95, scale
    expect(chip).to_have_count(0, timeout=5000)
    assert not page.console_messages


def test_a_custom_transition_combined_in_an_any_transition_keeps_its_phases(page):
    # AnyTransition(TwirlTransition()).combined(with: .offset(y: 30)): it turns in, not only fades.
    page.table.get_by_role("button", name="Show Flag").click()
    flag = page.locator("[data-identifier=flag]")
    flag.wait_for()
    page.wait_for_timeout(800)
    assert -80 < flag.evaluate(ANGLE) < -10
    expect(flag).to_have_css("opacity", "1", timeout=5000)
    assert abs(flag.evaluate(ANGLE)) < 0.5
    page.table.get_by_role("button", name="Hide Flag").click()
    page.wait_for_timeout(1000)
    assert flag.count() == 1
    assert 20 < flag.evaluate(ANGLE) < 70
    expect(flag).to_have_count(0, timeout=5000)
    assert not page.console_messages


def edit_menu_item(page, name):
    page.get_by_role("menubar").get_by_role("menuitem", name="Edit", exact=True).click()
    return page.get_by_role("menu").get_by_role("menuitem", name=name, exact=True).first


def test_the_edit_menu_enables_copy_cut_and_paste_only_for_a_focused_view_that_takes_them(page):
    # Nothing focused: Cut, Copy and Paste are disabled, Select All is not.
    for name in ("Cut", "Copy", "Paste"):
        expect(edit_menu_item(page, name)).to_have_attribute("aria-disabled", "true")
        page.keyboard.press("Escape")
        page.keyboard.press("Escape")
    expect(edit_menu_item(page, "Select All")).not_to_have_attribute("aria-disabled", "true")
    page.keyboard.press("Escape")
    page.keyboard.press("Escape")
    # A focused view in the board, which is copyable, cuttable and a paste destination: all three.
    page.table.get_by_text("Key: none", exact=True).click()
    for name in ("Cut", "Copy", "Paste"):
        expect(edit_menu_item(page, name)).not_to_have_attribute("aria-disabled", "true", timeout=5000)
        page.keyboard.press("Escape")
        page.keyboard.press("Escape")
    # Focus leaving for the window's empty space disables them again.
    page.locator("[data-identifier=bar]").click()
    expect(edit_menu_item(page, "Copy")).to_have_attribute("aria-disabled", "true", timeout=5000)
    page.keyboard.press("Escape")
    page.keyboard.press("Escape")
    assert not page.console_messages
