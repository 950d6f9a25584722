"""A table's rows in sections, in Chromium (Tests/Fixtures/DragDropDemo,
window "Orchard", OrchardTable.swift): each section's header row spans the
table's columns and is drawn as a Mac's group row (small bold secondary
text, unshaded); a click on it selects nothing while a click on a row under
it selects that row; a collapsible section's triangle hides and shows its
rows."""

from playwright.sync_api import expect

from conftest import menu_window
import pytest


demo_url, window = menu_window("DragDropDemo", "table-sections-server.log", "Drag and Drop", "Orchard")


def header(window, name):
    return window.locator(".table-row.table-group-row", has_text=name)


def row(window, name):
    return window.locator(".table-body > .table-row:not(.table-group-row)", has_text=name)


def test_a_section_header_row_spans_the_columns_above_its_rows(window):
    fruit = header(window, "Fruit")
    expect(fruit).to_have_count(1)
    expect(fruit.locator(".table-cell")).to_have_count(1)
    expect(window.locator(".table-body > .table-row")).to_have_count(6)
    texts = window.locator(".table-body > .table-row").all_inner_texts()
    assert [t.split("\n")[0].strip() for t in texts] == ["Fruit", "Apple", "Pear", "Nuts", "Walnut", "Hazel"]
    cell = fruit.locator(".table-cell").bounding_box()
    columns = window.locator(".table-column").all()
    assert len(columns) == 2
    first, last = columns[0].bounding_box(), columns[-1].bounding_box()
    # The header's one cell runs from the first column's start to the last one's end.
    assert abs(cell["x"] - first["x"]) <= 1
    assert abs((cell["x"] + cell["width"]) - (last["x"] + last["width"])) <= 1
    # A row's cells are one per column.
    expect(row(window, "Apple").locator(".table-cell")).to_have_count(2)


def test_a_section_header_is_small_bold_secondary_text(window):
    text = header(window, "Fruit").get_by_text("Fruit", exact=True)
    style = text.evaluate("""node => {
        const s = getComputedStyle(node);
        return { weight: Number(s.fontWeight), size: parseFloat(s.fontSize), color: s.color };
    }""")
    body = row(window, "Apple").get_by_text("Apple", exact=True).evaluate("""node => {
        const s = getComputedStyle(node);
        return { weight: Number(s.fontWeight), size: parseFloat(s.fontSize), color: s.color };
    }""")
    assert style["weight"] >= 700
    assert style["size"] < body["size"]
    assert style["color"] != body["color"]


def test_a_click_on_a_header_row_selects_nothing(window):
    header(window, "Fruit").click()
    window.page_.wait_for_timeout(300)
    expect(window.locator(".table-row.selected")).to_have_count(0)
    expect(window.get_by_text("Selected: ", exact=True)).to_be_visible()
    row(window, "Pear").click()
    expect(window.locator(".table-row.selected")).to_have_count(1)
    expect(window.get_by_text("Selected: Pear")).to_be_visible()
    # The header's row is never selected: not by a click on it after a row was.
    header(window, "Nuts").click()
    window.page_.wait_for_timeout(300)
    expect(window.get_by_text("Selected: Pear")).to_be_visible()
    expect(header(window, "Nuts")).not_to_have_class("selected")


def test_a_collapsible_sections_triangle_hides_and_shows_its_rows(window):
    nuts = header(window, "Nuts")
    toggle = nuts.locator(".table-disclosure")
    expect(toggle).to_have_attribute("aria-expanded", "true")
    toggle.click()
    expect(window.get_by_text("Nuts shown: no")).to_be_visible()
    expect(row(window, "Walnut")).to_have_count(0)
    expect(row(window, "Apple")).to_have_count(1)
    header(window, "Nuts").locator(".table-disclosure").click()
    expect(window.get_by_text("Nuts shown: yes")).to_be_visible()
    expect(row(window, "Hazel")).to_have_count(1)
