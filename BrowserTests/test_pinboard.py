"""The Pinboard example end to end in Chromium, used with the mouse and the
keyboard as a person would: a custom button style's pressed look, single
and double taps on one view, list rows dragged to a new place or deleted,
and images from the app's resources."""

import pytest
from playwright.sync_api import expect

from conftest import open_page, serving


@pytest.fixture(scope="module")
def pinboard_url():
    with serving("Pinboard", "pinboard-server.log") as server:
        yield server.url


@pytest.fixture
def board(context, pinboard_url):
    page = open_page(context, pinboard_url)
    window = page.get_by_role("dialog", name="Pinboard")
    window.wait_for()
    page.board = window
    return page


def center(locator):
    box = locator.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_a_custom_button_style_looks_pressed_while_held(board):
    window = board.board
    button = window.get_by_role("button", name="Pin a Note")
    look = button.locator(":scope > *").first  # what the style draws
    expect(look).to_have_css("opacity", "1")
    board.mouse.move(*center(button))
    board.mouse.down()
    expect(look).to_have_css("opacity", "0.6", timeout=20_000)
    board.mouse.up()
    expect(look).to_have_css("opacity", "1", timeout=20_000)
    expect(window.get_by_text("Order: Groceries, Dentist, Taxes, Birthday, Note 1", exact=True)).to_be_visible(timeout=20_000)
    # Dragging off the button lets it go without acting; back on, it is pressed again.
    board.mouse.move(*center(button))
    board.mouse.down()
    expect(look).to_have_css("opacity", "0.6", timeout=20_000)
    board.mouse.move(5, 5)
    expect(look).to_have_css("opacity", "1", timeout=20_000)
    board.mouse.up()
    # Space held on the focused button presses it too.
    button.focus()
    board.keyboard.down(" ")
    expect(look).to_have_css("opacity", "0.6", timeout=20_000)
    board.keyboard.up(" ")
    expect(look).to_have_css("opacity", "1", timeout=20_000)
    expect(window.get_by_text("Order: Groceries, Dentist, Taxes, Birthday, Note 1, Note 2", exact=True)).to_be_visible(timeout=20_000)
    assert not board.console_messages


def test_a_double_click_is_a_double_tap_and_a_single_click_a_single_tap(board):
    window = board.board
    today = window.get_by_text("☆ Today")
    today.click()
    expect(window.get_by_text("Peeks: 1", exact=True)).to_be_visible(timeout=20_000)
    today.dblclick()
    expect(window.get_by_text("★ Today")).to_be_visible(timeout=20_000)
    # The double click was not also a single tap.
    expect(window.get_by_text("Peeks: 1", exact=True)).to_be_visible()
    window.get_by_text("★ Today").dblclick()
    expect(window.get_by_text("☆ Today")).to_be_visible(timeout=20_000)
    window.get_by_text("☆ Today").click()
    expect(window.get_by_text("Peeks: 2", exact=True)).to_be_visible(timeout=20_000)


def test_a_row_dragged_with_the_mouse_moves_as_onmove_says(board):
    window = board.board
    rows = window.locator(".row")
    expect(rows).to_have_count(4)
    groceries = window.locator(".row", has_text="Groceries")
    taxes = window.locator(".row", has_text="Taxes")
    x, y = center(groceries)
    board.mouse.move(x, y)
    board.mouse.down()
    target = taxes.bounding_box()
    # Into the lower half of Taxes: the line shows below it, before Birthday.
    for step in range(1, 11):
        board.mouse.move(x, y + (target["y"] + target["height"] * 0.75 - y) * step / 10)
    expect(window.locator(".row.drop-before", has_text="Birthday")).to_have_count(1)
    expect(groceries).to_have_class("row movable dragging")
    board.mouse.up()
    expect(window.get_by_text("Order: Dentist, Taxes, Groceries, Birthday", exact=True)).to_be_visible(timeout=20_000)
    expect(window.locator(".row.drop-before, .row.drop-after, .row.dragging")).to_have_count(0)
    # Upwards, to the very top.
    birthday = window.locator(".row", has_text="Birthday")
    x, y = center(birthday)
    top = rows.first.bounding_box()
    board.mouse.move(x, y)
    board.mouse.down()
    for step in range(1, 11):
        board.mouse.move(x, y + (top["y"] + 2 - y) * step / 10)
    board.mouse.up()
    expect(window.get_by_text("Order: Birthday, Dentist, Taxes, Groceries", exact=True)).to_be_visible(timeout=20_000)


def test_escape_cancels_a_drag_and_keys_move_and_delete_rows(board):
    window = board.board
    dentist = window.locator(".row", has_text="Dentist")
    x, y = center(dentist)
    board.mouse.move(x, y)
    board.mouse.down()
    board.mouse.move(x, y + 60, steps=5)
    expect(window.locator(".row.dragging")).to_have_count(1)
    board.keyboard.press("Escape")
    board.mouse.up()
    expect(window.locator(".row.dragging")).to_have_count(0)
    # Alt+Down moves the focused row one place down.
    dentist.focus()
    board.keyboard.press("Alt+ArrowDown")
    expect(window.get_by_text("Order: Groceries, Taxes, Dentist, Birthday", exact=True)).to_be_visible(timeout=20_000)
    window.locator(".row", has_text="Taxes").focus()
    board.keyboard.press("Delete")
    expect(window.get_by_text("Order: Groceries, Dentist, Birthday", exact=True)).to_be_visible(timeout=20_000)


def test_images_from_the_apps_resources_load(board):
    window = board.board
    images = window.locator("img.image-file")
    expect(images).to_have_count(2)
    for index in range(2):
        image = images.nth(index)
        src = image.get_attribute("src")
        assert src.startswith("/asset/")
        board.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=image.element_handle(), timeout=20_000)
        assert image.evaluate("img => img.naturalWidth") == 32
    # The file is the token holder's only, and a key is never a path.
    base = board.url.rstrip("/")
    src = images.first.get_attribute("src")
    assert board.request.get(base + src).headers["content-type"] == "image/png"
    for path in ["/asset/..%2F..%2F..%2Fetc%2Fpasswd", "/asset/%2Fetc%2Fpasswd", "/asset/pushpin", "/asset/pushpin.png"]:
        assert board.request.get(base + path).status == 404, path


def test_an_image_file_needs_the_token(board, browser):
    src = board.board.locator("img.image-file").first.get_attribute("src")
    url = board.url.rstrip("/") + src
    stranger = browser.new_context()
    try:
        assert stranger.request.get(url).status == 401
    finally:
        stranger.close()
