"""A disclosure group and a sidebar's collapsible section placed by the
layout engine (Tests/Fixtures/LayoutDemo, window "Disclosure"): the page
draws every view at the frame the app sent, closed and open; the group's
chevron sits in the 18-point box the engine left at its top leading
corner, the label 22 points in; the section's chevron at its header's
trailing end, clear of the header's text (DisclosureLayout.swift,
ListLayout.swift)."""

from playwright.sync_api import expect

from placed import app, assert_drawn_where_sent, layout_url, open_window, placed, settled, text_box  # noqa: F401 (fixtures)


def box_of(boxes, kind, text):
    return next(box["drawn"] for box in boxes if box["kind"] == kind and box["text"].startswith(text))


def test_a_disclosure_group_is_drawn_where_the_engine_puts_it_closed_and_open(app):
    window = open_window(app, "Disclosure")
    boxes = placed(window)
    assert_drawn_where_sent(boxes)
    group = box_of(boxes, "disclosure", "Details")
    label = text_box(boxes, "Details")
    assert abs(label[0] - group[0] - 22) <= 0.5, (label, group)
    assert abs(group[3] - 18) <= 0.5, group
    toggle = window.locator(".disclosure-toggle").first
    chevron = toggle.bounding_box()
    body = window.locator(".window-body").bounding_box()
    # The chevron in the box the engine left: the group's top leading 18 points.
    assert abs(chevron["x"] - body["x"] - group[0]) <= 0.5 and abs(chevron["y"] - body["y"] - group[1]) <= 0.5
    assert chevron["width"] == 18 and chevron["height"] == 18
    toggle.click()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    settled(app, window, "Inside", True)
    boxes = placed(window)
    assert_drawn_where_sent(boxes)
    inside = text_box(boxes, "Inside")
    assert abs(inside[0] - label[0]) <= 0.5, "the content lines up under the label"
    assert abs(inside[1] - (group[1] + 18 + 8)) <= 0.5, (inside, group)
    after = text_box(boxes, "After")
    grown = box_of(boxes, "disclosure", "Details")
    assert abs(after[1] - (grown[1] + grown[3] + 8)) <= 0.5, "the view after it moved down"
    toggle.click()
    settled(app, window, "Inside", False)
    assert_drawn_where_sent(placed(window))


def test_a_collapsible_sections_button_sits_at_its_headers_end(app):
    window = open_window(app, "Disclosure")
    boxes = placed(window)
    header = box_of(boxes, "section-header", "Lunch")
    title = text_box(boxes, "Lunch")
    lunch = window.get_by_role("group", name="Lunch")
    toggle = lunch.get_by_role("button", name="Lunch")
    expect(toggle).to_have_attribute("aria-expanded", "true")
    body = window.locator(".window-body").bounding_box()
    button = toggle.bounding_box()
    # At the header's trailing end, centred down, after the title.
    assert abs(button["x"] + button["width"] - body["x"] - (header[0] + header[2])) <= 0.5, (button, header)
    assert abs(button["y"] + button["height"] / 2 - body["y"] - (header[1] + header[3] / 2)) <= 0.5
    assert button["x"] - body["x"] >= title[0] + title[2]
    soup = text_box(boxes, "Soup")
    stew = text_box(boxes, "Stew")
    toggle.click()
    expect(toggle).to_have_attribute("aria-expanded", "false")
    settled(app, window, "Soup", False)
    boxes = placed(window)
    assert_drawn_where_sent(boxes)
    # The next section moved up by the rows the closed one hid.
    assert text_box(boxes, "Stew")[1] < stew[1] - soup[3]
    toggle.click()
    settled(app, window, "Soup", True)
    assert_drawn_where_sent(placed(window))
