"""A table's rows modified as row content, in Chromium (Tests/Fixtures/
DragDropDemo, window "Trees", TreeTable.swift): a click on a row whose
selection is disabled selects nothing while a click on another selects it;
the pointer over a row with `onHover` tells the app, and leaving it too; a
row dragged with the mouse onto another row (`draggable`,
`dropDestination`) is dropped there, and so is a view from outside the
table; a secondary click on a row opens the row's own context menu."""

from playwright.sync_api import expect

from conftest import menu_window
import pytest


demo_url, window = menu_window("DragDropDemo", "table-rows-server.log", "Drag and Drop", "Trees")


def row(window, name):
    return window.locator(".table-row", has_text=name)


def center(locator):
    box = locator.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def drag(page, source, target):
    x, y = center(source)
    page.mouse.move(x, y)
    page.mouse.down()
    tx, ty = center(target)
    page.mouse.move(tx, ty, steps=12)
    page.mouse.move(tx + 2, ty, steps=2)
    page.mouse.up()


def test_a_row_with_selection_disabled_is_not_selected_by_a_click(window):
    row(window, "Alder").click()
    window.page_.wait_for_timeout(300)
    expect(window.locator(".table-row.selected")).to_have_count(0)
    row(window, "Birch").click()
    expect(window.locator(".table-row.selected")).to_have_count(1)
    expect(window.locator(".table-row.selected")).to_contain_text("Birch")
    expect(window.get_by_text("Selected: Birch")).to_be_visible()


def test_the_pointer_over_a_row_is_heard_and_leaving_it_too(window):
    page = window.page_
    page.mouse.move(*center(row(window, "Cedar")))
    expect(window.get_by_text("Hovered: Cedar")).to_be_visible()
    page.mouse.move(*center(row(window, "Birch")))
    expect(window.get_by_text("Hovered: Birch")).to_be_visible()
    box = window.locator(".table").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] + 60)
    expect(window.get_by_text("Hovered: none")).to_be_visible()


def test_a_row_dragged_onto_another_row_is_dropped_there(window):
    drag(window.page_, row(window, "Birch"), row(window, "Cedar"))
    expect(window.get_by_text("Dropped: Birch on Cedar")).to_be_visible()


def test_a_view_dragged_onto_a_row_is_dropped_there(window):
    drag(window.page_, window.get_by_text("Dogwood", exact=True), row(window, "Birch"))
    expect(window.get_by_text("Dropped: Dogwood on Birch")).to_be_visible()


def test_a_secondary_click_opens_the_rows_own_menu(window):
    row(window, "Cedar").click(button="right")
    item = window.page_.get_by_role("menuitem", name="Fell Cedar")
    expect(item).to_be_visible()
    item.click()
    expect(window.get_by_text("Dropped: axe on Cedar")).to_be_visible()
    expect(window.page_.get_by_role("menuitem", name="Fell Cedar")).to_have_count(0)
