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


def open_edited_list(context, layout_url):
    """A new page (a session of its own) with the "Edited List" window
    open: the page, the counts of placements it is sent, and the window."""
    page = context.new_page()
    seen = watch_layouts(page)
    page.goto(layout_url)
    page.evaluate("document.fonts.ready")
    return page, seen, open_window(page, "Edited List")


def click_and_wait_for_placement(page, seen, window, name):
    """Clicks the button `name`, waits for the placement the edit sends
    and for the list's boxes to settle."""
    before = seen["layout"] + seen["layoutChanges"]
    window.get_by_role("button", name=name, exact=True).click()
    for _ in range(100):
        if seen["layout"] + seen["layoutChanges"] > before:
            break
        page.wait_for_timeout(50)
    stable_boxes(page, window.locator(".list"))


def row_names(window):
    """The rows' names, top to bottom, each with its top (the rows are the
    app's: an earlier test may have edited them)."""
    return sorted((box["drawn"][1], box["text"]) for box in placed(window)
                  if box["isText"] and box["text"].startswith("Row"))


def frames_by_text(boxes):
    """Each placed box's sent frame, keyed by its kind, text and place among equals."""
    out, counts = {}, {}
    for box in boxes:
        key = (box["kind"], box["text"])
        counts[key] = counts.get(key, 0) + 1
        out[key + (counts[key],)] = [round(v, 1) for v in box["sent"]]
    return out


def test_a_page_sent_only_changes_draws_what_a_fresh_page_draws(context, layout_url):
    page, seen, window = open_edited_list(context, layout_url)
    for edit in EDITS:
        click_and_wait_for_placement(page, seen, window, edit)
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
    fresh_page, _, fresh = open_edited_list(context, layout_url)
    stable_boxes(fresh_page, fresh.locator(".list"))
    fresh_boxes = placed(fresh)
    assert_drawn_where_sent(fresh_boxes)
    assert frames_by_text(edited) == frames_by_text(fresh_boxes)


# Records the style and attribute writes an edit makes: on the rows below
# the one removed, on the window's frame and title, and whether the root's
# ideal size reaches the rows (it must not: a change of it would restyle
# every view in the window).
WATCH_WRITES = r"""(windowNode) => {
  const rows = [...windowNode.querySelectorAll(".list > .row")];
  const later = new Set(rows.slice(2));
  const frame = windowNode.closest(".window") ?? windowNode;
  window.__writes = { laterRows: 0, chrome: [] };
  window.__watch = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes" && later.has(record.target)) window.__writes.laterRows += 1;
      if (record.target === frame || frame.querySelector(".titlebar")?.contains(record.target)) {
        window.__writes.chrome.push(record.type + ":" + (record.attributeName ?? ""));
      }
    }
  });
  window.__watch.observe(frame, { subtree: true, attributes: true, childList: true, characterData: true });
}"""


def test_removing_a_row_moves_the_rows_below_without_restyling_them(context, layout_url):
    """A list's rows sit in its flow (placement.js): removing the second row
    moves every row below it up a row, drawn where the app placed them,
    with no write to their styles or attributes; the window's title bar is
    not written to either; and the content's ideal size, which changes,
    is not inherited by the views inside."""
    page, seen, window = open_edited_list(context, layout_url)
    stable_boxes(page, window.locator(".list"))
    names = row_names(window)
    window.evaluate(WATCH_WRITES)
    click_and_wait_for_placement(page, seen, window, "Remove Second")
    writes = page.evaluate("() => { window.__watch.takeRecords(); window.__watch.disconnect(); return window.__writes; }")
    boxes = placed(window)
    assert_drawn_where_sent(boxes)
    moved = {text: top for top, text in row_names(window)}
    assert names[1][1] not in moved, "the second row is gone"
    # Each row below it is drawn a row higher: where the row above it was.
    for above, below in zip(names[1:10], names[2:11]):
        assert abs(moved[below[1]] - above[0]) <= 0.5, (above, below, moved[below[1]])
    assert writes["laterRows"] == 0, writes
    assert writes["chrome"] == [], writes
    row = window.locator(".list > .row").first
    assert row.evaluate("(node) => getComputedStyle(node).getPropertyValue('--ideal-height')") == "0px"


def test_rows_below_a_row_removed_under_an_animation_slide_up(context, layout_url):
    """`withAnimation(.linear(duration: 2))` around removing the first row:
    the rows below it slide up over the two seconds (halfway, a row is
    between where it was and where it goes), and end where the app placed
    them."""
    page, _, window = open_edited_list(context, layout_url)
    list_node = window.locator(".list")
    stable_boxes(page, list_node)
    names = row_names(window)
    (first_top, _), (second_top, second) = names[0], names[1]
    text = window.locator(".list > .row .text", has_text=second).first
    window.get_by_role("button", name="Remove First Slowly", exact=True).click()
    page.wait_for_timeout(1000)
    halfway = text.evaluate("(node) => node.getBoundingClientRect().top") - window.evaluate(
        "(node) => node.querySelector('.window-body').getBoundingClientRect().top")
    assert first_top + 2 < halfway < second_top - 2, (first_top, halfway, second_top)
    page.wait_for_timeout(1500)
    stable_boxes(page, list_node)
    boxes = placed(window)
    assert_drawn_where_sent(boxes)
    assert abs(next(box["drawn"][1] for box in boxes if box["isText"] and box["text"] == second) - first_top) <= 0.5
