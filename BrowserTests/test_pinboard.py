"""The Pinboard example end to end in Chromium, used with the mouse and the
keyboard as a person would: a custom button style's pressed look, single
and double taps on one view, and list rows dragged to a new place or deleted."""

import pathlib
import subprocess

import pytest
from playwright.sync_api import expect

from conftest import ROOT, SCRATCH, DemoServer


@pytest.fixture(scope="module")
def pinboard_url():
    command = ["swift", "build", "--scratch-path", SCRATCH, "--product", "Pinboard"]
    subprocess.run(command, cwd=ROOT, check=True)
    bin_path = subprocess.run(command[:-2] + ["--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    server = DemoServer(pathlib.Path(bin_path) / "Pinboard", log_name="pinboard-server.log")
    try:
        yield server.url
    finally:
        server.stop()


@pytest.fixture
def board(context, pinboard_url):
    page = context.new_page()
    page.console_messages = []
    page.on("pageerror", lambda error: page.console_messages.append(f"pageerror: {error}"))
    page.goto(pinboard_url)
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
