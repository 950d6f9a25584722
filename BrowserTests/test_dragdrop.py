"""Drag and drop with item providers in Chromium, through a plain SwiftUI app
(Tests/Fixtures/DragDropDemo): a fruit dragged with the mouse follows the pointer,
lights up the basket (`onDrop`'s `isTargeted`) only while it is over it, and
is in the basket once dropped; one dropped between list rows
(`ForEach.onInsert`) goes where the line showed."""

import re

import pytest
from playwright.sync_api import expect

from conftest import open_page, serving, stable_boxes
from pixels import element_image


@pytest.fixture(scope="module")
def demo_url():
    with serving("DragDropDemo", "dragdrop-server.log") as server:
        yield server.url


@pytest.fixture
def page(context, demo_url):
    page = open_page(context, demo_url, console=True)
    page.get_by_role("dialog", name="Drag and Drop").wait_for()
    return page


def center(locator):
    box = locator.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def corner_color(locator):
    """The basket's own background, at its top-left corner (away from the pointer and the text)."""
    return element_image(locator).getpixel((4, 4))


def is_green(rgb):
    r, g, b = rgb
    return g > r + 40 and g > b + 40


def is_grey(rgb):
    r, g, b = rgb
    return max(rgb) - min(rgb) < 24


def press_on(page, locator):
    x, y = center(locator)
    page.mouse.move(x, y)
    page.mouse.down()
    return x, y


def test_a_dragged_item_lights_the_target_only_while_over_it_and_lands_there(page):
    apple = page.locator("[data-identifier=fruit-Apple]")
    basket = page.locator("[data-identifier=basket]")
    expect(basket).to_contain_text("Basket: empty")
    assert is_grey(corner_color(basket)), corner_color(basket)

    x, y = press_on(page, apple)
    bx, by = center(basket)
    page.mouse.move(bx, by, steps=12)
    # A copy of the fruit goes with the pointer.
    preview = page.locator(".item-drag-preview")
    expect(preview).to_have_count(1)
    moved = preview.bounding_box()
    assert abs(moved["x"] + moved["width"] / 2 - bx) < 3 and abs(moved["y"] + moved["height"] / 2 - by) < 3
    # isTargeted is true while the pointer is over the basket: the app lights it.
    for _ in range(100):
        if is_green(corner_color(basket)):
            break
        page.wait_for_timeout(50)
    assert is_green(corner_color(basket)), corner_color(basket)

    # Out again: the light goes off before anything is dropped.
    page.mouse.move(bx, by + 200, steps=6)
    for _ in range(100):
        if is_grey(corner_color(basket)):
            break
        page.wait_for_timeout(50)
    assert is_grey(corner_color(basket)), corner_color(basket)

    # Back in and let go: the app loads the provider's text.
    page.mouse.move(bx, by, steps=6)
    page.mouse.up()
    expect(basket).to_contain_text("Basket: Apple")
    expect(preview).to_have_count(0)
    for _ in range(100):
        if is_grey(corner_color(basket)):
            break
        page.wait_for_timeout(50)
    assert is_grey(corner_color(basket)), "the drop ends the targeting"
    assert not [m for m in page.console_messages if m.startswith("pageerror")], page.console_messages


def test_escape_cancels_a_drag_without_dropping(page):
    pear = page.locator("[data-identifier=fruit-Pear]")
    basket = page.locator("[data-identifier=basket]")
    press_on(page, pear)
    page.mouse.move(*center(basket), steps=10)
    page.keyboard.press("Escape")
    page.mouse.up()
    expect(page.locator(".item-drag-preview")).to_have_count(0)
    page.wait_for_timeout(300)
    expect(basket).to_contain_text("Basket: empty")


def test_an_item_dropped_between_rows_is_inserted_there(page):
    pear = page.locator("[data-identifier=fruit-Pear]")
    plum = page.locator(".row", has_text="Plum")
    press_on(page, pear)
    box = plum.bounding_box()
    # The bottom half of "Plum": after it.
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.8, steps=12)
    expect(plum).to_have_class(re.compile(r"\bdrop-after\b"))
    page.mouse.up()
    expect(page.get_by_text("Shelf: Plum, Pear, Kiwi")).to_be_visible()


def test_a_drag_with_its_own_preview_shows_that_preview_under_the_pointer(page):
    cherry = page.locator("[data-identifier=fruit-Cherry]")
    basket = page.locator("[data-identifier=basket]")
    # Hidden until dragged: the source looks as it did.
    expect(page.locator("#desktop [data-identifier=cherry-preview]")).to_be_hidden()
    press_on(page, cherry)
    bx, by = center(basket)
    page.mouse.move(bx, by, steps=10)
    preview = page.locator(".item-drag-preview")
    expect(preview).to_contain_text("A cherry in flight")
    # Read once it rests: it follows the pointer a frame behind.
    [box] = stable_boxes(page, preview)
    assert abs(box["x"] + box["width"] / 2 - bx) < 3 and abs(box["y"] + box["height"] / 2 - by) < 3
    page.mouse.up()
    expect(basket).to_contain_text("Basket: Cherry")


# Dispatches the events Chromium sends for files dragged in from the desktop
# (Playwright's mouse cannot carry a file in from outside the page).
FILE_DRAG = """([selector, phase, name, text]) => {
  const target = document.querySelector(selector);
  const box = target.getBoundingClientRect();
  const transfer = new DataTransfer();
  transfer.items.add(new File([text], name, { type: "text/plain" }));
  const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  const under = document.elementFromPoint(at.clientX, at.clientY);
  const send = (type, node) => node.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer, ...at }));
  if (phase === "over") { send("dragenter", under); send("dragover", under); }
  else { send("dragover", under); send("drop", under); }
}"""


def test_a_file_dropped_from_the_desktop_reaches_the_app_as_a_readable_url(page):
    files = page.locator("[data-identifier=files]")
    expect(files).to_contain_text("File: none")
    page.evaluate(FILE_DRAG, ["[data-identifier=files]", "over", "notes.txt", "hello from the desktop"])
    for _ in range(100):
        r, g, b = corner_color(files)
        if b > r + 40:
            break
        page.wait_for_timeout(50)
    r, g, b = corner_color(files)
    assert b > r + 40, "isTargeted lights the zone while files are over it"
    page.evaluate(FILE_DRAG, ["[data-identifier=files]", "drop", "notes.txt", "hello from the desktop"])
    expect(files).to_contain_text("File: notes.txt: hello from the desktop")
    for _ in range(100):
        if is_grey(corner_color(files)):
            break
        page.wait_for_timeout(50)
    assert is_grey(corner_color(files))


# Transferable values (Tests/Fixtures/DragDropDemo/CardTable.swift).

def wait_until(page, check, tries=100):
    for _ in range(tries):
        if check():
            return True
        page.wait_for_timeout(50)
    return check()


def test_a_draggable_card_lands_decoded_on_its_drop_destination(page):
    ace = page.locator("[data-identifier=card-Ace]")
    pile = page.locator("[data-identifier=pile]")
    expect(pile).to_contain_text("Pile: empty")
    press_on(page, ace)
    px, py = center(pile)
    page.mouse.move(px, py, steps=12)
    expect(page.locator(".item-drag-preview")).to_have_count(1)
    # isTargeted's closure lights the pile while the card is over it.
    assert wait_until(page, lambda: is_green(corner_color(pile))), corner_color(pile)
    page.mouse.up()
    # The action received the card decoded from its JSON representation.
    expect(pile).to_contain_text("Pile: Ace of Spades")
    assert wait_until(page, lambda: is_grey(corner_color(pile)))
    assert not [m for m in page.console_messages if m.startswith("pageerror")], page.console_messages


def test_a_draggable_with_a_preview_and_a_destination_of_another_type(page):
    queen = page.locator("[data-identifier=card-Queen]")
    pile = page.locator("[data-identifier=pile]")
    basket = page.locator("[data-identifier=basket]")
    # A card is text too (its proxy): the fruit basket, which takes text, takes its name.
    press_on(page, queen)
    page.mouse.move(*center(basket), steps=10)
    expect(page.locator(".item-drag-preview")).to_contain_text("The queen in flight")
    page.mouse.up()
    expect(basket).to_contain_text("Basket: Queen of Hearts")
    # A fruit is text, not a card: the pile neither lights nor takes it.
    press_on(page, page.locator("[data-identifier=fruit-Pear]"))
    page.mouse.move(*center(pile), steps=10)
    page.wait_for_timeout(300)
    assert is_grey(corner_color(pile)), corner_color(pile)
    page.mouse.up()
    page.wait_for_timeout(300)
    expect(pile).to_contain_text("Pile: empty")


def test_a_file_from_the_desktop_reaches_a_url_drop_destination(page):
    zone = page.locator("[data-identifier=url-drop]")
    expect(zone).to_contain_text("URLs: none")
    page.evaluate(FILE_DRAG, ["[data-identifier=url-drop]", "over", "todo.txt", "water the plants"])
    page.evaluate(FILE_DRAG, ["[data-identifier=url-drop]", "drop", "todo.txt", "water the plants"])
    expect(zone).to_contain_text("URLs: todo.txt says water the plants")


def test_window_drag_gesture_moves_the_window(page):
    window = page.get_by_role("dialog", name="Drag and Drop")
    grip = page.locator("[data-identifier=window-grip]")
    before = window.bounding_box()
    grip_before = grip.bounding_box()
    x, y = press_on(page, grip)
    page.mouse.move(x + 40, y + 30, steps=8)
    page.mouse.up()
    after = window.bounding_box()
    assert abs(after["x"] - before["x"] - 40) < 2 and abs(after["y"] - before["y"] - 30) < 2, (before, after)
    moved = grip.bounding_box()
    assert abs(moved["x"] - grip_before["x"] - 40) < 2 and abs(moved["y"] - grip_before["y"] - 30) < 2
    # Pressing on the window's content elsewhere does not move it.
    pile = page.locator("[data-identifier=pile]")
    px, py = press_on(page, pile)
    page.mouse.move(px + 30, py + 30, steps=5)
    page.mouse.up()
    assert window.bounding_box()["x"] == after["x"]


def test_an_image_dragged_from_one_window_lands_on_a_drop_destination_in_another(page):
    # Image is Transferable: the photo in the main window is draggable(image);
    # the Photo Tray, another window of the app, is a dropDestination(for: Image.self).
    page.get_by_role("button", name="Open Tray").click()
    tray_window = page.get_by_role("dialog", name="Photo Tray")
    tray_window.wait_for()
    tray = page.locator("[data-identifier=tray]")
    expect(tray).to_contain_text("Tray: empty")
    photo = page.locator("[data-identifier=photo]")
    # The tray's window moves (by its title bar) clear of the main one, which comes to the front when the drag starts.
    main = page.get_by_role("dialog", name="Drag and Drop").bounding_box()
    title = tray_window.locator(".titlebar").bounding_box()
    x, y = title["x"] + 30, title["y"] + title["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + (main["x"] + main["width"] + 10 - title["x"]), y + (main["y"] - title["y"]), steps=8)
    page.mouse.up()
    tray_box, main = tray_window.bounding_box(), page.get_by_role("dialog", name="Drag and Drop").bounding_box()
    assert tray_box["x"] >= main["x"] + main["width"], (tray_box, main)
    press_on(page, photo)
    page.mouse.move(*center(tray), steps=12)
    expect(page.locator(".item-drag-preview")).to_have_count(1)
    # The tray's isTargeted lights it while the photo is over it.
    assert wait_until(page, lambda: is_green(corner_color(tray))), corner_color(tray)
    page.mouse.up()
    expect(tray).to_contain_text("Tray: 1 photo")
    # The dropped image shows the dragged picture's pixels: orange in the middle of blue.
    dropped = page.locator("[data-identifier=tray-photo-0]")
    expect(dropped).to_have_count(1)
    picture = element_image(dropped)
    width, height = picture.size
    r, g, b = picture.getpixel((width // 2, int(height * 0.62)))[:3]
    assert r > 200 and 100 < g < 180 and b < 60, (r, g, b)
    r, g, b = picture.getpixel((2, 2))[:3]
    assert b > 150 and r < 80, (r, g, b)
    assert wait_until(page, lambda: is_grey(corner_color(tray)))
    assert not [m for m in page.console_messages if m.startswith("pageerror")], page.console_messages
