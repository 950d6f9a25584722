"""A sidebar of links with badges (Tests/Fixtures/LayoutDemo, window
"Mailboxes"), laid out by the engine with its split view: each link is its row, its
title at the sidebar row's 8-point inset (not 8 more inside the link); each
badge sits at the row's trailing inset, centred down, and the link ends 8
points before it, so the badge the page draws is as wide as the room the
app's layout left for it (RowBadgeLayout.swift)."""

from playwright.sync_api import expect

from placed import app, layout_url, open_window  # noqa: F401 (fixtures)
from conftest import stable_boxes


def sidebar_rows(app):
    window = open_window(app, "Mailboxes")
    sidebar = window.locator('.column[data-role="sidebar"]')
    expect(sidebar).to_have_attribute("data-placed", "", timeout=10_000)
    rows = sidebar.locator(".row")
    expect(rows).to_have_count(3)
    return sidebar, rows


def test_a_badge_sits_at_the_rows_trailing_inset_clear_of_its_link(app):
    sidebar, rows = sidebar_rows(app)
    for name, count in (("Inbox", "3"), ("Archive", "12345")):
        row = rows.filter(has_text=name)
        badge = row.locator(".badge")
        expect(badge).to_have_text(count)
        (row_box, badge_box, link_box) = stable_boxes(app, row, badge, row.locator(".navlink"))
        assert abs((badge_box["x"] + badge_box["width"]) - (row_box["x"] + row_box["width"] - 8)) <= 0.5, (badge_box, row_box)
        centre = lambda box: box["y"] + box["height"] / 2  # noqa: E731
        assert abs(centre(badge_box) - centre(row_box)) <= 0.5, (badge_box, row_box)
        # The link ends where the layout reserved the badge's room: 8 before it.
        assert abs((link_box["x"] + link_box["width"]) + 8 - badge_box["x"]) <= 0.75, (link_box, badge_box)
    # Five digits make a wider badge than one.
    widths = [rows.filter(has_text=name).locator(".badge").bounding_box()["width"] for name in ("Inbox", "Archive")]
    assert widths[1] > widths[0] + 20, widths


def test_a_link_that_is_a_rows_content_is_the_row(app):
    sidebar, rows = sidebar_rows(app)
    row = rows.filter(has_text="Drafts")
    link = row.locator(".navlink")
    (row_box, link_box, title_box) = stable_boxes(app, row, link, link.locator(".text"))
    for key in ("x", "y", "width", "height"):
        assert abs(row_box[key] - link_box[key]) <= 0.5, (row_box, link_box)
    assert abs(title_box["x"] - (row_box["x"] + 8)) <= 0.5, (title_box, row_box)
