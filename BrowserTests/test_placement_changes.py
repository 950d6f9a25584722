"""A window's placement sent as the frames that changed (`layoutChanges`)
after it was sent whole (Tests/Fixtures/LayoutDemo, window "Edited List"):
after rows are swapped, renamed, removed and added, the page draws each
view at the frame the app placed it at, and where a page loaded afresh
(sent the whole placement) draws it."""

from placed import app, assert_drawn_where_sent, layout_url, open_window, placed  # noqa: F401 (fixtures)
from conftest import stable_boxes

EDITS = ["Swap", "Rename", "Remove Last", "Add", "Swap", "Remove Second", "Add", "Remove Last"]


def watch_layouts(page):
    """Counts the placements the page is sent, whole and as changes."""
    seen = {"layout": 0, "layoutChanges": 0}

    def frame(payload):
        if isinstance(payload, str):
            seen["layout"] += payload.count('"layout":"')
            seen["layoutChanges"] += payload.count('"layoutChanges":"')

    page.on("websocket", lambda socket: socket.on("framereceived", frame))
    return seen


def frames_by_text(boxes):
    """Each placed box's sent frame, keyed by its kind, text and place among equals."""
    out, counts = {}, {}
    for box in boxes:
        key = (box["kind"], box["text"])
        counts[key] = counts.get(key, 0) + 1
        out[key + (counts[key],)] = [round(v, 1) for v in box["sent"]]
    return out


def test_a_page_sent_only_changes_draws_what_a_fresh_page_draws(context, layout_url):
    page = context.new_page()
    seen = watch_layouts(page)
    page.goto(layout_url)
    page.evaluate("document.fonts.ready")
    window = open_window(page, "Edited List")
    list_node = window.locator(".list")
    for edit in EDITS:
        before = seen["layout"] + seen["layoutChanges"]
        window.get_by_role("button", name=edit, exact=True).click()
        for _ in range(100):
            if seen["layout"] + seen["layoutChanges"] > before:
                break
            page.wait_for_timeout(50)
        stable_boxes(page, list_node)
        assert_drawn_where_sent(placed(window))
    # Most edits move a few views: sent as changes; removing the second
    # row moves all after it, sent whole.
    assert seen["layoutChanges"] >= 5, seen
    edited = placed(window)
    texts = {box["text"] for box in edited if box["isText"]}
    assert "Row 41" in texts, "the row added is placed"
    assert not {"Row 40", "Row 42", "Row 2"} & texts, "the rows removed are gone"
    assert any(box["text"].startswith("Row 5 renamed") for box in edited)

    # A second page is a session of its own, sent the placement whole.
    fresh_page = context.new_page()
    fresh_page.goto(layout_url)
    fresh_page.evaluate("document.fonts.ready")
    fresh = open_window(fresh_page, "Edited List")
    stable_boxes(fresh_page, fresh.locator(".list"))
    fresh_boxes = placed(fresh)
    assert_drawn_where_sent(fresh_boxes)
    assert frames_by_text(edited) == frames_by_text(fresh_boxes)
