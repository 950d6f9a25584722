"""A list in edit mode placed by the layout engine (Tests/Fixtures/
LayoutDemo, window "Edit"): each row's views are drawn at their frames,
after the delete button the page draws at the row's 16-point inset and
8 points before them, and clear of the handle at the row's trailing inset
(RowEditLayout.swift); a deleted row's place is taken by the next."""

from playwright.sync_api import expect

from placed import app, assert_drawn_where_sent, layout_url, open_window, placed, text_box  # noqa: F401 (fixtures)


def test_edit_modes_parts_are_drawn_where_the_engine_left_room(app):
    window = open_window(app, "Edit")
    boxes = placed(window)
    assert_drawn_where_sent(boxes)
    body = window.locator(".window-body").bounding_box()
    row = window.locator(".row", has_text="Sent").first
    row_box = row.bounding_box()
    delete = row.locator(".row-delete").bounding_box()
    handle = row.locator(".row-move-handle").bounding_box()
    name = text_box(boxes, "Sent")
    # The delete button at the row's leading inset, centred down; the views 8 points after it.
    assert abs(delete["x"] - row_box["x"] - 16) <= 0.5, (delete, row_box)
    assert abs(delete["y"] + delete["height"] / 2 - (row_box["y"] + row_box["height"] / 2)) <= 0.5
    assert abs(body["x"] + name[0] - (delete["x"] + delete["width"] + 8)) <= 0.5, (name, delete)
    # The handle at the row's trailing inset; the count 8 points before it.
    assert abs(row_box["x"] + row_box["width"] - 16 - (handle["x"] + handle["width"])) <= 0.5, (handle, row_box)
    count = text_box(boxes, "4")
    assert abs(body["x"] + count[0] + count[2] - (handle["x"] - 8)) <= 0.5, (count, handle)
    # Deleting "Inbox" puts "Sent" in its place.
    inbox_y = text_box(boxes, "Inbox")[1]
    window.locator(".row", has_text="Inbox").first.locator(".row-delete").click()
    expect(window.locator(".row", has_text="Inbox")).to_have_count(0)
    for _ in range(50):
        boxes = placed(window)
        if abs(text_box(boxes, "Sent")[1] - inbox_y) <= 0.5:
            break
        app.wait_for_timeout(200)
    assert abs(text_box(boxes, "Sent")[1] - inbox_y) <= 0.5, "Sent moved up into Inbox's place"
    assert_drawn_where_sent(placed(window))
