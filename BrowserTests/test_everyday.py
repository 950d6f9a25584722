r"""Issue 15's everyday controls in Chromium (Tests/Fixtures/EverydayDemo): a chat
scroll view that starts at its newest message and stays there as messages
come (`defaultScrollAnchor(.bottom)`) with no scroll bar (`scrollIndicators`),
one that the wheel cannot move (`scrollDisabled`), pages that settle whole
(`scrollTargetBehavior(.paging)`), rows bound to their scroll position both
ways (`scrollPosition(id:)`, `scrollTargetLayout`), a layout that turns
into a column on a phone-wide page (`horizontalSizeClass`), the window's
subtitle and title menu, a round help button, a rename button that focuses
its field, an action sheet, autofill hints and a multi-date picker."""

import re
import time

import pytest
from playwright.sync_api import expect

from conftest import open_page, serving, stable_boxes


@pytest.fixture(scope="module")
def everyday_url():
    with serving("EverydayDemo", "everyday-server.log") as server:
        yield server.url


@pytest.fixture
def app(context, everyday_url):
    page = open_page(context, everyday_url)
    page.get_by_role("dialog", name="Everyday").wait_for(timeout=20_000)
    page.window = page.get_by_role("dialog", name="Everyday")
    return page


def scroll_view(page, identifier):
    return page.locator(f"[data-identifier={identifier}] .scroll").first


def metrics(locator):
    return locator.evaluate("n => ({top: n.scrollTop, left: n.scrollLeft, height: n.scrollHeight,"
                            " client: n.clientHeight, width: n.scrollWidth, clientWidth: n.clientWidth})")


def wait_until(page, condition, message, timeout=10.0):
    """Polls `condition` from here (the page's CSP refuses wait_for_function's eval)."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, message
        page.wait_for_timeout(50)


def at_bottom(locator):
    m = metrics(locator)
    return m["height"] > m["client"] and abs(m["top"] - (m["height"] - m["client"])) <= 1


def test_chat_starts_at_its_newest_message_and_stays_there(app):
    chat = scroll_view(app, "chat")
    wait_until(app, lambda: at_bottom(chat), "the chat did not start scrolled to its end")
    expect(app.window.get_by_text("Message 30", exact=True)).to_be_in_viewport()
    # scrollIndicators(.hidden): no scroll bar takes room.
    assert chat.evaluate("n => getComputedStyle(n).scrollbarWidth") == "none"
    app.window.get_by_role("button", name="Send").click()
    expect(app.window.get_by_text("Message 31", exact=True)).to_be_attached()
    wait_until(app, lambda: at_bottom(chat), "a new message left the chat above its end")
    # Scrolled away from the end, the person stays where they are.
    chat.hover()
    app.mouse.wheel(0, -200)
    wait_until(app, lambda: not at_bottom(chat), "the wheel did not scroll the chat up")
    top = metrics(chat)["top"]
    app.window.get_by_role("button", name="Send").click()
    expect(app.window.get_by_text("Message 32", exact=True)).to_be_attached()
    app.wait_for_timeout(300)
    assert abs(metrics(chat)["top"] - top) <= 1


def test_a_disabled_scroll_view_does_not_scroll(app):
    frozen = scroll_view(app, "frozen")
    assert metrics(frozen)["height"] > metrics(frozen)["client"]
    frozen.hover()
    app.mouse.wheel(0, 200)
    app.wait_for_timeout(300)
    assert metrics(frozen)["top"] == 0


def test_paging_settles_on_whole_pages(app):
    pages = scroll_view(app, "pages")
    assert metrics(pages)["width"] >= 4 * metrics(pages)["clientWidth"] - 1
    pages.hover()
    app.mouse.wheel(60, 0)
    wait_until(app, lambda: abs(metrics(pages)["left"] - metrics(pages)["clientWidth"]) <= 1,
               f"the pages did not settle on the second: {metrics(pages)}")
    expect(app.window.get_by_text("Page 2", exact=True)).to_be_in_viewport()


def test_scroll_position_is_bound_both_ways(app):
    rows = scroll_view(app, "rows")
    # .viewAligned: the browser snaps to the rows of the target layout.
    assert rows.evaluate("n => getComputedStyle(n).scrollSnapType") == "y mandatory"
    app.window.get_by_role("button", name="Jump to 30").click()
    row = app.window.get_by_text("Row 30", exact=True)
    # (The row's text is centred in its 24-point frame.)
    wait_until(app, lambda: abs(row.bounding_box()["y"] - rows.bounding_box()["y"]) <= 4,
               "setting the binding did not bring Row 30 to the top")
    expect(app.window.get_by_text("Top 30", exact=True)).to_be_visible()
    # The person scrolls up: the binding follows the row now at the top.
    rows.hover()
    app.mouse.wheel(0, -240)
    expect(app.window.get_by_text(re.compile(r"^Top (1\d|2\d)$"))).to_be_visible(timeout=10_000)
    shown = int(app.window.get_by_text(re.compile(r"^Top \d+$")).inner_text().split()[1])
    top_row = app.window.get_by_text(f"Row {shown}", exact=True).bounding_box()
    box = rows.bounding_box()
    assert top_row["y"] + top_row["height"] > box["y"] and top_row["y"] <= box["y"] + 4


def test_a_phone_wide_page_is_horizontally_compact(browser, everyday_url):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        page = open_page(context, everyday_url)
        window = page.get_by_role("dialog").first
        expect(window.get_by_text("Size compact")).to_be_visible(timeout=20_000)
        # The app put its columns in a column: the controls below the scroll views.
        send = window.get_by_role("button", name="Send").bounding_box()
        name = window.get_by_role("textbox", name="Name").bounding_box()
        assert name["y"] > send["y"]
    finally:
        context.close()
    wide = browser.new_context(viewport={"width": 1100, "height": 720})
    try:
        page = open_page(wide, everyday_url)
        expect(page.get_by_role("dialog").first.get_by_text("Size regular")).to_be_visible(timeout=20_000)
    finally:
        wide.close()


def test_the_title_bar_shows_the_subtitle_and_opens_the_title_menu(app):
    title = app.window.locator(".window-title")
    subtitle = app.window.locator(".window-subtitle")
    expect(subtitle).to_have_text("Issue 15")
    expect(subtitle).to_be_visible()
    assert subtitle.bounding_box()["y"] >= title.bounding_box()["y"] + title.bounding_box()["height"] - 1
    titlebar = app.window.locator(".titlebar")
    bar = titlebar.bounding_box()
    assert subtitle.bounding_box()["y"] + subtitle.bounding_box()["height"] <= bar["y"] + bar["height"] + 0.5
    titlebar.get_by_role("button", name="Title Menu").click()
    app.get_by_role("menuitem", name="Duplicate").or_(app.get_by_role("button", name="Duplicate")).first.click()
    expect(app.window.get_by_text("Log: duplicated")).to_be_visible()


def test_help_rename_and_action_sheet(app):
    help_button = app.window.get_by_role("button", name="Help")
    box = help_button.bounding_box()
    assert abs(box["width"] - box["height"]) <= 1
    assert help_button.evaluate("n => getComputedStyle(n).borderRadius") == "50%"
    expect(help_button).to_have_text("?")
    help_button.click()
    expect(app.window.get_by_text("Log: help")).to_be_visible()
    name = app.window.get_by_role("textbox", name="Name")
    expect(name).not_to_be_focused()
    app.window.get_by_role("button", name="Rename").click()
    expect(name).to_be_focused()
    app.window.get_by_role("button", name="Share").click()
    sheet = app.get_by_role("dialog", name="Share draft").or_(app.get_by_role("alertdialog", name="Share draft")).first
    expect(sheet).to_be_visible(timeout=10_000)
    sheet.get_by_role("button", name="Delete").click()
    expect(app.window.get_by_text("Log: deleted")).to_be_visible()
    expect(sheet).to_be_hidden()


def test_login_fields_carry_autofill_hints(app):
    expect(app.window.get_by_role("textbox", name="User")).to_have_attribute("autocomplete", "username")
    expect(app.window.locator("input[type=password]")).to_have_attribute("autocomplete", "current-password")


def test_multi_date_picker_toggles_days(app):
    heading = app.window.get_by_text(re.compile(r"^[A-Z][a-z]+ \d{4}$")).first
    month, year = heading.inner_text().split()
    # Each day is a toggle (a switch), named by its full date.
    day = app.window.get_by_role("switch", name=f"{month} 10, {year}")
    expect(day).not_to_be_checked()
    day.click()
    expect(day).to_be_checked()
    expect(app.window.get_by_text("Days 1", exact=True)).to_be_visible()
    app.window.get_by_role("switch", name=f"{month} 12, {year}").click()
    expect(app.window.get_by_text("Days 2", exact=True)).to_be_visible()
    day.click()
    expect(day).not_to_be_checked()
    expect(app.window.get_by_text("Days 1", exact=True)).to_be_visible()
    app.window.get_by_role("button", name="Next Month").click()
    expect(heading).not_to_have_text(f"{month} {year}")


def count_in(app, prefix):
    return int(app.window.get_by_text(re.compile(rf"^{prefix} \d+$")).inner_text().split()[1])


def hold(app, locator, milliseconds):
    box = locator.bounding_box()
    app.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    app.mouse.down()
    app.wait_for_timeout(milliseconds)
    app.mouse.up()


def settled_count(app, label, quiet_ms=600, timeout=10.0):
    """`label`'s count once it has not changed for `quiet_ms`."""
    deadline = time.monotonic() + timeout
    last, since = count_in(app, label), time.monotonic()
    while time.monotonic() - since < quiet_ms / 1000:
        assert time.monotonic() < deadline, f"{label} never came to rest: the button goes on acting"
        app.wait_for_timeout(50)
        now = count_in(app, label)
        if now != last:
            last, since = now, time.monotonic()
    return last


def test_a_repeating_button_acts_while_held(app):
    # buttonRepeatBehavior(.enabled): once as the pointer goes down, again
    # after 0.5 s and every 0.1 s while held, and not again when let go.
    # The window is laid out again once the page reports its size: hold the
    # button where it rests, not where it was a frame before.
    stable_boxes(app, app.window.get_by_role("button", name="Faster", exact=True))
    hold(app, app.window.get_by_role("button", name="Faster", exact=True), 1200)
    wait_until(app, lambda: count_in(app, "Speed") > 2, "holding the button did not repeat its action")
    # Actions sent while held may still be on their way on a loaded machine:
    # the count must come to rest, and stay there, once they have arrived.
    held = settled_count(app, "Speed")
    assert held <= 12, f"{held} actions in 1.2 s: faster than every 0.1 s"
    app.wait_for_timeout(400)
    assert count_in(app, "Speed") == held, "the button went on acting after it was let go"
    # A plain button held as long acts once, when let go.
    hold(app, app.window.get_by_role("button", name="Once", exact=True), 1200)
    wait_until(app, lambda: count_in(app, "Plain") == 1, "the plain button did not act")
    app.wait_for_timeout(300)
    assert count_in(app, "Plain") == 1
    # Space held on the focused repeating button repeats too.
    faster = app.window.get_by_role("button", name="Faster", exact=True)
    faster.focus()
    before = count_in(app, "Speed")
    app.keyboard.down(" ")
    app.wait_for_timeout(900)
    app.keyboard.up(" ")
    wait_until(app, lambda: count_in(app, "Speed") >= before + 3, "holding Space did not repeat the action")


def test_arrow_keys_adjust_an_adjustable_element(app):
    rating = app.window.get_by_role("slider", name="Rating")
    expect(rating).to_have_attribute("aria-valuetext", "3 stars")
    rating.focus()
    app.keyboard.press("ArrowUp")
    expect(app.window.get_by_text("Stars 4", exact=True)).to_be_visible()
    app.keyboard.press("ArrowRight")
    expect(app.window.get_by_text("Stars 5", exact=True)).to_be_visible()
    for _ in range(3):
        app.keyboard.press("ArrowDown")
    app.keyboard.press("ArrowLeft")
    expect(app.window.get_by_text("Stars 1", exact=True)).to_be_visible()
    expect(rating).to_have_attribute("aria-valuetext", "1 stars")


def test_a_submit_label_is_the_fields_enter_key_hint(app):
    expect(app.window.get_by_role("textbox", name="Message")).to_have_attribute("enterkeyhint", "send")
    expect(app.window.get_by_role("textbox", name="User")).not_to_have_attribute("enterkeyhint", re.compile(".*"))
