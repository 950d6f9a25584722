"""Controls of issue 15 in Chromium (the Noticeboard example): a timeline
that ticks, a paste button that reads the clipboard, a share link that uses
Web Share or copies, edit mode from an Edit button, and a list that
refreshes from its control or Command-R."""

import re

import pytest
from playwright.sync_api import expect

from conftest import DemoServer, build_product, open_page

T = 20_000


@pytest.fixture(scope="module")
def noticeboard_app():
    server = DemoServer(build_product("Noticeboard"), log_name="noticeboard-server.log")
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def board(browser, noticeboard_app):
    context = browser.new_context(viewport={"width": 1100, "height": 720})
    origin = noticeboard_app.url.split("/?")[0]
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=origin)
    page = open_page(context, noticeboard_app.url, console=True)
    window = page.get_by_role("dialog", name="Noticeboard")
    window.wait_for()
    page.window = window
    yield page
    context.close()


def ticks(window):
    text = window.get_by_text(re.compile(r"^Ticks: \d+$")).inner_text()
    return int(text.split(": ")[1])


def test_a_timeline_ticks(board):
    window = board.window
    first = ticks(window)
    # The schedule is every half second: the text changes within two seconds, more than once.
    expect(window.get_by_text(re.compile(r"^Ticks: \d+$"))).not_to_have_text(f"Ticks: {first}", timeout=2_000)
    board.wait_for_timeout(1_200)
    assert ticks(window) >= first + 2


def test_the_paste_button_reads_the_clipboard(board):
    window = board.window
    board.evaluate("navigator.clipboard.writeText('Water the plants')")
    paste = window.get_by_role("button", name="Paste")
    expect(paste).to_be_enabled()
    paste.click()
    expect(window.get_by_role("listitem").filter(has_text="Water the plants")).to_be_visible(timeout=T)
    assert not [m for m in board.console_messages if m.startswith("error")]


def test_a_refused_clipboard_is_logged(board):
    window = board.window
    board.evaluate("() => { navigator.clipboard.readText = () => Promise.reject(new Error('denied by test')); }")
    window.get_by_role("button", name="Paste").click()
    board.wait_for_timeout(300)
    assert any("PasteButton" in m and "denied by test" in m for m in board.console_messages)


def test_share_link_copies_where_the_browser_cannot_share(board):
    window = board.window
    board.evaluate("() => { delete Navigator.prototype.share; delete navigator.share; return navigator.clipboard.writeText(''); }")
    window.get_by_role("button", name="Share Notes").click()
    copied = ""
    for _ in range(100):
        copied = board.evaluate("navigator.clipboard.readText()")
        if copied:
            break
        board.wait_for_timeout(100)
    assert copied.startswith("Buy milk\nCall the plumber")


def test_share_link_uses_web_share_where_the_browser_has_it(board):
    window = board.window
    board.evaluate("""() => {
        window.shared = [];
        navigator.share = (data) => { window.shared.push(data); return Promise.resolve(); };
        navigator.canShare = () => true;
    }""")
    window.get_by_role("button", name="Share Notes").click()
    board.wait_for_function("window.shared.length === 1", timeout=T)
    shared = board.evaluate("window.shared[0]")
    assert shared["title"] == "Notes"
    assert shared["text"].startswith("Buy milk\nCall the plumber")


def test_edit_mode_shows_delete_buttons_that_delete(board):
    window = board.window
    assert window.get_by_role("button", name=re.compile("^Delete ")).count() == 0
    window.get_by_role("button", name="Edit").click()
    delete = window.get_by_role("button", name="Delete Call the plumber")
    expect(delete).to_be_visible(timeout=T)
    expect(window.get_by_role("button", name="Done")).to_be_visible()
    box = delete.bounding_box()
    row = window.get_by_role("listitem").filter(has_text="Call the plumber").bounding_box()
    # The button is at the row's leading edge, inside it.
    assert row["x"] <= box["x"] < row["x"] + 40 and box["width"] >= 16
    delete.click()
    expect(window.get_by_role("listitem").filter(has_text="Call the plumber")).to_have_count(0, timeout=T)
    window.get_by_role("button", name="Done").click()
    expect(window.get_by_role("button", name=re.compile("^Delete "))).to_have_count(0, timeout=T)


def test_a_refreshable_list_refreshes_from_its_control_and_command_r(board):
    window = board.window
    counter = window.get_by_text(re.compile(r"^Refreshed \d+ times$"))
    start = int(counter.inner_text().split()[1])
    refresh = window.get_by_role("button", name="Refresh")
    expect(refresh).to_be_visible()
    refresh.click()
    expect(counter).to_have_text(f"Refreshed {start + 1} times", timeout=T)
    # Control-R (Command-R on a Mac) with focus in the list refreshes it, and does not reload the page.
    board.evaluate("window.notReloaded = true")
    window.get_by_role("listitem").first.focus()
    board.keyboard.press("Control+r")
    expect(counter).to_have_text(f"Refreshed {start + 2} times", timeout=T)
    assert board.evaluate("window.notReloaded === true")


def test_swipe_actions_are_revealed_by_a_drag_and_by_the_keyboard(board):
    window = board.window
    row = window.get_by_role("listitem").filter(has_text="Buy milk")
    expect(window.get_by_role("button", name="Pin")).to_have_count(0)
    # Dragged towards the trailing edge by 60 points: the leading action shows at the row's left.
    box = row.bounding_box()
    y = box["y"] + box["height"] / 2
    board.mouse.move(box["x"] + 40, y)
    board.mouse.down()
    board.mouse.move(box["x"] + 70, y, steps=4)
    board.mouse.move(box["x"] + 100, y, steps=4)
    board.mouse.up()
    pin = window.get_by_role("group", name="Actions").get_by_role("button", name="Pin")
    expect(pin).to_be_visible(timeout=T)
    assert pin.bounding_box()["x"] < box["x"] + 20
    pin.click()
    expect(window.get_by_text("Pinned: Buy milk")).to_be_visible(timeout=T)
    expect(window.get_by_role("button", name="Pin")).to_have_count(0, timeout=T)
    # From the keyboard: Left on the focused row reveals the trailing action and focuses it.
    row.focus()
    board.keyboard.press("ArrowLeft")
    remove = window.get_by_role("button", name="Remove")
    expect(remove).to_be_focused(timeout=T)
    assert remove.bounding_box()["x"] > box["x"] + box["width"] / 2
    board.keyboard.press("Escape")
    expect(remove).to_have_count(0, timeout=T)
    row.focus()
    board.keyboard.press("ArrowLeft")
    board.keyboard.press("Enter")
    expect(window.get_by_role("listitem").filter(has_text="Buy milk")).to_have_count(0, timeout=T)


def test_a_full_swipe_runs_the_first_action(board):
    window = board.window
    row = window.get_by_role("listitem").filter(has_text="Call the plumber")
    box = row.bounding_box()
    y = box["y"] + box["height"] / 2
    board.mouse.move(box["x"] + box["width"] - 10, y)
    board.mouse.down()
    board.mouse.move(box["x"] + box["width"] * 0.5, y, steps=5)
    board.mouse.move(box["x"] + 5, y, steps=5)
    board.mouse.up()
    expect(row).to_have_count(0, timeout=T)


def test_accessibility_actions_are_reachable_from_the_keyboard(board):
    window = board.window
    pinned = window.get_by_text(re.compile(r"^Pinned: "))
    expect(pinned).to_have_attribute("aria-haspopup", "menu")
    pinned.focus()
    expect(pinned).to_be_focused()
    # Its default action on Enter.
    board.keyboard.press("Enter")
    expect(pinned).to_have_text("Pinned: everything", timeout=T)
    # Its named action in the menu Shift+F10 opens.
    pinned.focus()
    board.keyboard.press("Shift+F10")
    menu = board.get_by_role("menu", name="Actions")
    unpin = menu.get_by_role("menuitem", name="Unpin")
    expect(unpin).to_be_focused(timeout=T)
    board.keyboard.press("Enter")
    expect(pinned).to_have_text("Pinned: ", timeout=T)
    expect(menu).to_have_count(0)
