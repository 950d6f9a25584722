"""A List and a grouped Form placed by the layout engine (Tests/Fixtures/
LayoutDemo, windows "List" and "Form"): the page draws every row, section
and header at the frame the app sent, a row's trailing text at the row's
trailing inset (16 points in an inset list, the macOS default:
ListStyleMetrics), the selection highlight over the whole row, and a long
list still scrolls to its last row."""

from placed import app, assert_drawn_where_sent, layout_url, open_window, placed, text_box  # noqa: F401 (fixtures)
from conftest import stable_boxes
from playwright.sync_api import expect


def row_box(boxes, text):
    """The drawn box of the placed row whose text starts with `text`."""
    return next(box["drawn"] for box in boxes if box["kind"] == "row" and box["text"].startswith(text))


def test_a_list_window_is_placed_and_drawn_where_sent(app):
    window = open_window(app, "List")
    boxes = placed(window)
    kinds = {box["kind"] for box in boxes}
    assert {"list", "section", "section-header", "row", "stack", "text"} <= kinds, kinds
    # Rows out of view are placed too (the list scrolls them in).
    assert sum(1 for box in boxes if box["kind"] == "row") == 300
    # In view: drawn at the frames sent (the list is not scrolled yet).
    list_box = next(box for box in boxes if box["kind"] == "list")
    shown = [box for box in boxes if box["sent"][1] < list_box["sent"][1] + list_box["sent"][3]]
    assert_drawn_where_sent(shown)


def test_a_rows_trailing_text_sits_at_the_rows_trailing_edge(app):
    window = open_window(app, "List")
    stable_boxes(app, window.locator(".list"))
    boxes = placed(window)
    row = row_box(boxes, "Mailbox 1")
    count = text_box(boxes, "4")
    name = text_box(boxes, "Mailbox 1")
    # 16 points in from the row's edges, centred in a 24-point row.
    assert abs(row[3] - 24) <= 0.5, row
    assert abs((count[0] + count[2]) - (row[0] + row[2] - 16)) <= 0.5, (count, row)
    assert abs(name[0] - (row[0] + 16)) <= 0.5, (name, row)


def test_the_selection_highlight_covers_the_row(app):
    window = open_window(app, "List")
    selected = window.locator(".row.selected")
    # The selected row's views may arrive a moment after the row.
    expect(selected).to_have_count(1)
    expect(selected).to_contain_text("Mailbox 2")
    window.locator(".row", has_text="Mailbox 0").click()
    row = window.locator(".row", has_text="Mailbox 0")
    app.wait_for_function("(node) => node.classList.contains('selected')", arg=row.element_handle())
    (box, list_box) = stable_boxes(app, row, window.locator(".list"))
    # The highlight is the row's background: across the list's whole width.
    background = row.evaluate("(node) => getComputedStyle(node).backgroundColor")
    assert background not in ("rgba(0, 0, 0, 0)", "transparent"), background
    assert abs(box["width"] - list_box["width"]) <= 1, (box, list_box)
    assert abs(box["height"] - 24) <= 0.5, box


def test_a_long_list_scrolls_to_its_last_row(app):
    window = open_window(app, "List")
    lst = window.locator(".list")
    stable_boxes(app, lst)
    sizes = lst.evaluate("(node) => [node.scrollHeight, node.clientHeight]")
    # 2 headers of 28, 300 rows of 24, 10 between the sections and 10 above and below.
    assert sizes[0] >= 2 * 28 + 300 * 24 + 10 and sizes[0] > sizes[1], sizes
    lst.evaluate("(node) => { node.scrollTop = node.scrollHeight; }")
    last = window.locator(".row", has_text="Message 299")
    (box, list_box) = stable_boxes(app, last, lst)
    assert box["y"] >= list_box["y"] - 0.5 and box["y"] + box["height"] <= list_box["y"] + list_box["height"] + 0.5, (box, list_box)


def test_a_grouped_forms_switch_sits_at_its_rows_trailing_edge(app):
    window = open_window(app, "Form")
    switch = window.locator(".toggle input")
    # Once the switch rests, the window's last placement has arrived: the
    # frames read next are the ones it is drawn at.
    (box,) = stable_boxes(app, switch)
    boxes = placed(window)
    assert_drawn_where_sent(boxes)
    row = row_box(boxes, "Wi-Fi")
    body = window.locator(".window-body").bounding_box()
    right = box["x"] + box["width"] - body["x"]
    # The row's content ends 10 points in; the switch is drawn at its end.
    assert abs(right - (row[0] + row[2] - 10)) <= 1, (box, row)


def test_rows_far_from_view_get_their_views_laid_out_as_the_list_scrolls_near(app):
    """A Mac's list makes only the rows near the part shown (ListViewport):
    the last row's text is not placed until the list is scrolled to it;
    then the page reports the scroll (`listScroll`), the app lays out the
    rows there, and the page draws them at the frames it sent."""
    window = open_window(app, "List")
    lst = window.locator(".list")
    stable_boxes(app, lst)
    last_text = window.locator(".row", has_text="Message 299").locator(".text").first
    assert not last_text.evaluate("(node) => node.hasAttribute('data-placed')")
    lst.evaluate("(node) => { node.scrollTop = node.scrollHeight; }")
    app.wait_for_function("(node) => node.hasAttribute('data-placed')", arg=last_text.element_handle())
    stable_boxes(app, last_text)
    boxes = placed(window)
    list_box = next(box for box in boxes if box["kind"] == "list")
    top, bottom = list_box["drawn"][1], list_box["drawn"][1] + list_box["drawn"][3]
    shown = [box for box in boxes if box["kind"] not in ("list", "section-header") and top <= box["drawn"][1] < bottom]
    assert any(box["text"] == "Message 299" for box in shown if box["isText"]), shown[-3:]
    # Drawn where sent: frames summed from the root, less the list's scroll.
    scrolled = lst.evaluate("(node) => node.scrollTop")
    for box in shown:
        assert abs(box["sent"][1] - scrolled - box["drawn"][1]) <= 0.5 and abs(box["sent"][0] - box["drawn"][0]) <= 0.5, box


def test_rows_far_from_view_are_not_drawn_until_laid_out(app):
    """A row the app laid out only the frame of (far from the part shown)
    is not drawn (`content-visibility: hidden`, not `auto`, which Chromium
    watches row by row on every frame); a row in view is drawn; once the
    list is scrolled to the far rows and the app lays them out, they are."""
    window = open_window(app, "List")
    lst = window.locator(".list")
    stable_boxes(app, lst)
    visibility = "(node) => getComputedStyle(node).contentVisibility"
    first = window.locator(".row", has_text="Message 3").first
    last = window.locator(".row", has_text="Message 299")
    assert first.evaluate(visibility) != "hidden"
    assert last.evaluate(visibility) == "hidden"
    assert last.evaluate("(node) => node.getBoundingClientRect().height") > 0, "a far row keeps its height"
    lst.evaluate("(node) => { node.scrollTop = node.scrollHeight; }")
    app.wait_for_function(f"(node) => ({visibility})(node) !== 'hidden'", arg=last.element_handle())
    text = last.locator(".text").first
    assert text.evaluate("(node) => node.hasAttribute('data-placed')")
    assert text.evaluate("(node) => node.getBoundingClientRect().width") > 0, "its text is drawn"
