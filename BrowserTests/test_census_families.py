"""The API families the census closes, in Chromium (Tests/Fixtures/CensusDemo):
what assistive technology reads of the accessibility modifiers (heading
levels, custom content, reading order, labelled pairs, representations and
synthetic children, a concatenated text's label, accessibility focus), an
object a scene puts in its windows' environment, toolbars and text, header
and badge prominence, NSCursor and a sheet styled by its content."""

import re

import pytest
from playwright.sync_api import expect

from conftest import served_window

T = 20_000


served_url, app = served_window("CensusDemo", "census-server.log", "Census")


def ax_nodes(page):
    """Chromium's own accessibility tree (what a screen reader is given), by node id."""
    cdp = page.context.new_cdp_session(page)
    nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    return {node["nodeId"]: node for node in nodes}


def ax_value(node, field):
    return (node.get(field) or {}).get("value")


def ax_find(nodes, role, name):
    return next(node for node in nodes.values()
                if not node.get("ignored") and ax_value(node, "role") == role and ax_value(node, "name") == name)


def ax_texts(nodes, node):
    """The texts under `node`, in the order assistive technology reads them."""
    texts = []
    for child_id in node.get("childIds", []):
        child = nodes.get(child_id)
        if child is None:
            continue
        if ax_value(child, "role") == "StaticText" and not child.get("ignored"):
            texts.append(ax_value(child, "name"))
        else:
            texts.extend(ax_texts(nodes, child))
    return texts


def test_headings_have_their_levels(app):
    window = app.window
    expect(window.get_by_role("heading", name="Chapter One", level=3)).to_be_visible(timeout=T)
    # A level alone makes a text a heading.
    expect(window.get_by_role("heading", name="Notes", level=4)).to_be_visible()


def test_value_custom_content_and_hint_are_said_after_the_name(app):
    rating = app.window.get_by_label("Rating", exact=True)
    expect(rating).to_have_attribute("aria-description", "4 of 5, Reviews: 212, Opens the reviews, Updated: today",
                                     timeout=T)


def test_sort_priority_orders_what_assistive_technology_reads(app):
    window = app.window
    third, first, second = (window.get_by_text(name, exact=True) for name in ("Third", "First", "Second"))
    expect(second).to_be_visible(timeout=T)
    # Drawn in their own order...
    assert third.bounding_box()["x"] < first.bounding_box()["x"] < second.bounding_box()["x"]
    # ...read by priority: 2, then 0, then -1.
    app.wait_for_function("() => document.querySelector('[aria-owns]') !== null", timeout=T)
    nodes = ax_nodes(app)
    group = ax_find(nodes, "group", "Order")
    assert ax_texts(nodes, group) == ["First", "Second", "Third"]


def test_a_labeled_pair_names_its_content_by_the_label(app):
    window = app.window
    volume = window.get_by_text("Volume", exact=True)
    content = window.get_by_text("11", exact=True)
    expect(content).to_have_attribute("aria-labelledby", volume.evaluate("node => node.id"), timeout=T)
    assert volume.evaluate("node => node.id")


def test_a_representation_is_read_and_operated_in_place_of_the_drawn_view(app):
    window = app.window
    switch = window.get_by_role("checkbox", name="Wi-Fi").or_(window.get_by_role("switch", name="Wi-Fi"))
    expect(switch).to_have_count(1, timeout=T)
    # It is not drawn: a clipped pixel. The capsule that is drawn is hidden from assistive technology.
    box = switch.evaluate("node => node.closest('[data-accessibility-only]').getBoundingClientRect().width")
    assert box <= 1
    assert window.locator("[data-accessibility-only]").first.evaluate(
        "node => node.parentElement.querySelector('[aria-hidden=true]') !== null")
    expect(window.get_by_text("Wi-Fi is off")).to_be_visible()
    switch.focus()
    app.keyboard.press("Space")
    expect(window.get_by_text("Wi-Fi is on")).to_be_visible(timeout=T)


def test_synthetic_children_are_read_inside_the_view_and_not_drawn(app):
    window = app.window
    expect(window.get_by_role("group", name="Sales chart")).to_have_count(1, timeout=T)
    nodes = ax_nodes(app)
    assert ax_texts(nodes, ax_find(nodes, "group", "Sales chart")) == ["January: 10", "February: 14"]
    january = window.get_by_text("January: 10")
    assert january.evaluate("node => node.closest('[data-accessibility-only]') !== null")


def test_a_concatenated_texts_label_stands_for_its_part(app):
    expect(app.window.locator("[data-identifier=count]")).to_have_attribute("aria-label", "Five books", timeout=T)


def test_accessibility_focus_moves_focus_and_follows_it(app):
    window = app.window
    window.get_by_role("button", name="Focus Total").click()
    expect(window.get_by_text("Total focused")).to_be_visible(timeout=T)
    app.wait_for_function("() => document.activeElement && document.activeElement.textContent === 'Total: 2'",
                          timeout=T)
    # Focus leaving it sets the state back.
    window.get_by_role("button", name="Focus Total").focus()
    expect(window.get_by_text("Total not focused")).to_be_visible(timeout=T)


def test_an_object_the_scene_supplies_reaches_its_window(app):
    expect(app.window.get_by_text("Total: 2")).to_be_visible(timeout=T)
    assert not [m for m in app.console_messages if m.startswith("pageerror")]


def test_the_toolbar_takes_its_background_colour_scheme_and_default_items(app):
    window = app.window
    expect(window.get_by_role("button", name="Shown Tool")).to_be_visible(timeout=T)
    # defaultCustomization(.hidden): left out until the person adds it.
    expect(window.get_by_role("button", name="Extra Tool")).to_be_hidden()
    titlebar = window.locator(".titlebar")
    expect(titlebar).to_have_attribute("data-color-scheme", "dark", timeout=T)
    # The colour the app gave, as the display wrote it on the toolbar element.
    tint = window.locator(".toolbar-slot > .toolbar[data-bar-background]").evaluate(
        "node => { const probe = document.createElement('div'); probe.style.color = node.style.backgroundColor;"
        " document.body.append(probe); const color = getComputedStyle(probe).color; probe.remove(); return color; }")
    assert tint == "rgb(255, 149, 0)"
    for part in (titlebar, window.locator(".toolbar-slot")):
        assert part.evaluate("node => getComputedStyle(node).backgroundColor") == tint
    # Drawn dark: the title's colour is a dark scheme's light text.
    title = window.locator(".window-title")
    rgb = [int(v) for v in title.evaluate("node => getComputedStyle(node).color").split("(")[1].split(")")[0].split(",")[:3]]
    assert sum(rgb) / 3 > 150


def test_text_is_typeset_in_its_language(app):
    typeset = app.window.locator("[data-identifier=typeset]")
    expect(typeset).to_have_attribute("lang", "ja", timeout=T)
    assert typeset.evaluate("node => node.matches(':lang(ja)')")


def test_a_toggle_of_several_sources_shows_mixed_and_sets_them_all(app):
    window = app.window
    box = window.get_by_role("checkbox", name="All Alarms")
    expect(box).to_have_attribute("aria-checked", "mixed", timeout=T)
    assert box.evaluate("node => node.indeterminate")
    box.click()
    expect(window.get_by_text("on on", exact=True)).to_be_visible(timeout=T)
    expect(box).to_have_attribute("aria-checked", "true")
    assert not box.evaluate("node => node.indeterminate")


def test_a_scaled_image_keeps_its_pixels_sharp_and_tiles(app):
    window = app.window
    pixels = window.locator("[data-identifier=pixels] .image-file")
    expect(pixels).to_have_count(1, timeout=T)
    assert pixels.evaluate("node => getComputedStyle(node).imageRendering") == "pixelated"
    tiles = window.locator("[data-identifier=tiles] .image")
    expect(tiles).to_have_class(re.compile(r"image-sliced"), timeout=T)
    style = tiles.evaluate("node => { const s = getComputedStyle(node); return [s.borderImageSource, s.borderImageRepeat]; }")
    assert style[0].startswith('url("') and "repeat" in style[1]


def test_header_and_badge_prominence(app):
    window = app.window
    increased = window.locator(".row", has_text="Inbox").locator(".badge")
    expect(increased).to_have_text("3", timeout=T)
    expect(increased).to_have_css("background-color", "rgb(255, 59, 48)")
    expect(increased).to_have_css("color", "rgb(255, 255, 255)")
    decreased = window.locator(".row", has_text="Old mail").locator(".badge")
    expect(decreased).to_have_css("background-color", "rgba(0, 0, 0, 0)")
    standard = window.locator(".row", has_text="Letter").locator(".badge")
    standard_background = standard.evaluate("node => getComputedStyle(node).backgroundColor")
    assert standard_background not in ("rgba(0, 0, 0, 0)", "rgb(255, 59, 48)")

    def font(name):
        return window.get_by_text(name, exact=True).evaluate(
            "node => [parseFloat(getComputedStyle(node).fontSize), parseInt(getComputedStyle(node).fontWeight)]")
    prominent_size, prominent_weight = font("Mailboxes")
    standard_size, _ = font("Drafts")
    assert prominent_size > standard_size and prominent_weight >= 600


def test_nscursor_shows_over_the_whole_window(app):
    window = app.window
    name = window.get_by_text("Mailboxes", exact=True)
    expect(name).to_be_visible(timeout=T)
    window.get_by_role("button", name="Crosshair").click()
    expect(name).to_have_css("cursor", "crosshair", timeout=T)
    expect(window.get_by_role("button", name="Arrow")).to_have_css("cursor", "crosshair")
    window.get_by_role("button", name="Arrow").click()
    expect(name).not_to_have_css("cursor", "crosshair", timeout=T)


def test_the_content_styles_its_sheet(app):
    app.window.get_by_role("button", name="Styled Sheet").click()
    sheet = app.locator(".modal.sheet")
    expect(sheet.get_by_text("A styled sheet")).to_be_visible(timeout=T)
    expect(sheet).to_have_css("background-color", "rgb(255, 204, 0)")
    expect(sheet).to_have_css("border-top-left-radius", "20px")
    sheet.get_by_role("button", name="Done").click()
    expect(sheet).to_have_count(0, timeout=T)


def test_table_styles_draw_their_box_shading_headers_and_numeric_columns(app):
    window = app.window
    inset = window.locator("[data-identifier=insetTable]")
    bordered = window.locator("[data-identifier=borderedTable]")
    expect(bordered.get_by_text("Cherry")).to_be_visible(timeout=T)
    style = "(node, prop) => getComputedStyle(node)[prop]"
    # Inset: no box; bordered: the standard border.
    assert inset.evaluate(style, "borderTopWidth") == "0px"
    assert bordered.evaluate(style, "borderTopWidth") == "1px"
    # Shading: the bordered table's second row is shaded, the inset one's is not.
    second_row = "node => getComputedStyle(node.querySelectorAll('.table-body > .table-row')[1]).backgroundColor"
    assert inset.evaluate(second_row) in ("rgba(0, 0, 0, 0)", "transparent")
    assert bordered.evaluate(second_row) not in ("rgba(0, 0, 0, 0)", "transparent")
    # Headers: hidden in the inset table, shown in the bordered one.
    expect(inset.get_by_role("columnheader")).to_have_count(0)
    expect(bordered.get_by_role("columnheader", name="Price")).to_be_visible()
    # The numeric column's values end at the cell's trailing edge; names start at the leading one.
    for table in (inset, bordered):
        price = table.get_by_text("12.25", exact=True)
        cell = price.locator("xpath=ancestor::*[contains(@class,'table-cell')][1]")
        text_box, cell_box = price.bounding_box(), cell.bounding_box()
        assert cell_box["x"] + cell_box["width"] - (text_box["x"] + text_box["width"]) < 12
        assert text_box["x"] - cell_box["x"] > 20
        name = table.get_by_text("Cherry", exact=True)
        name_cell = name.locator("xpath=ancestor::*[contains(@class,'table-cell')][1]")
        assert name.bounding_box()["x"] - name_cell.bounding_box()["x"] < 12
    # The header's title follows its column.
    header = bordered.get_by_role("columnheader", name="Price")
    title = header.locator(".table-column-title")
    assert header.bounding_box()["x"] + header.bounding_box()["width"] - (
        title.bounding_box()["x"] + title.bounding_box()["width"]) < 12


def test_a_critical_alert_shows_the_caution_symbol_and_a_suppression_checkbox(app):
    window = app.window
    window.get_by_role("button", name="Erase All").click()
    alert = app.get_by_role("alertdialog", name="Erase everything?")
    expect(alert).to_be_visible(timeout=T)
    icon = alert.locator(".modal-icon")
    expect(icon).to_be_visible()
    assert icon.evaluate("node => getComputedStyle(node, '::before').content").startswith('"\u26a0')
    box = icon.bounding_box()
    assert box["width"] >= 40 and box["height"] >= 40
    checkbox = alert.get_by_role("checkbox", name="Do not show this message again")
    expect(checkbox).to_be_visible()
    # Above the buttons, as on a Mac.
    assert checkbox.bounding_box()["y"] < alert.get_by_role("button", name="Erase").bounding_box()["y"]
    checkbox.click()
    expect(window.get_by_text("Erase alert suppressed")).to_be_visible(timeout=T)
    expect(alert).to_be_visible()
    alert.get_by_role("button", name="Cancel").click()
    expect(alert).to_have_count(0, timeout=T)


def test_a_plain_text_editor_has_no_border_or_background(app):
    window = app.window
    automatic = window.locator("[data-identifier=automaticEditor]")
    plain = window.locator("[data-identifier=plainEditor]")
    expect(plain).to_have_value("Plain", timeout=T)
    style = "(node, prop) => getComputedStyle(node)[prop]"
    assert automatic.evaluate(style, "borderTopWidth") == "1px"
    assert automatic.evaluate(style, "backgroundColor") not in ("rgba(0, 0, 0, 0)", "transparent")
    assert plain.evaluate(style, "borderTopWidth") == "0px"
    assert plain.evaluate(style, "backgroundColor") in ("rgba(0, 0, 0, 0)", "transparent")
    # Still an editor: what is typed reaches it.
    plain.click()
    plain.press("End")
    plain.type(" text")
    expect(plain).to_have_value("Plain text", timeout=T)


def test_a_picker_of_sources_that_differ_shows_their_values_as_mixed(app):
    window = app.window
    picker = window.locator("[data-identifier=alignPicker]")
    left = picker.get_by_role("radio", name="Left")
    right = picker.get_by_role("radio", name="Right")
    center = picker.get_by_role("radio", name="Center")
    expect(left).to_have_attribute("data-mixed", "", timeout=T)
    expect(right).to_have_attribute("data-mixed", "")
    expect(center).not_to_have_attribute("data-mixed", "")
    dash = "node => getComputedStyle(node, '::before').backgroundImage"
    assert "linear-gradient" in left.evaluate(dash)
    assert "linear-gradient" not in center.evaluate(dash)
    # Choosing sets both: one value, checked, no longer mixed.
    center.click()
    expect(center).to_have_attribute("aria-checked", "true", timeout=T)
    expect(left).not_to_have_attribute("data-mixed", "")
    expect(right).not_to_have_attribute("data-mixed", "")
