"""A table's elements fed to the page's render tree (render.js) directly, in a
scratch host of its own on the demo's page: how the page draws a table of
many rows, which the Table app of `proscenium-bench browser` times against
the List app. A table that does not scroll sideways paints only the rows
near the view."""

import pytest

from pixels import element_image, rgb_pixels
from test_page_rows import DISPATCH, FOCUS, MOUNT, assert_far_rows_wait_to_be_drawn, element


def table_of(id, rows, selection="single"):
    """A table of three resizable columns (ID and Label sort) and `rows` (in
    its `tablerows`, id + 4)."""
    columns = [
        element(id + 1, "tablecolumn", {"title": "ID", "sortable": True, "resizable": True}),
        element(id + 2, "tablecolumn", {"title": "Label", "sortable": True, "resizable": True}),
        element(id + 3, "tablecolumn", {"title": "", "resizable": True}),
    ]
    return element(id, "table", {"selection": selection}, children=columns + [element(id + 4, "tablerows", children=rows)])


def table_row(id, label):
    """A row: its id and label as texts, and a button (ids id to id + 7)."""
    return element(id, "tablerow", {"key": str(id), "selected": False}, children=[
        element(id + 1, "cell", children=[element(id + 2, "text", text=str(id))]),
        element(id + 3, "cell", children=[element(id + 4, "text", text=label)]),
        element(id + 5, "cell", children=[
            element(id + 6, "button", children=[element(id + 7, "text", text="×")])]),
    ])


@pytest.fixture
def table(page):
    def mount(root):
        page.evaluate(MOUNT, root)

    def evaluate(script, arg=None):
        return page.evaluate(script, arg)

    def patch(patches):
        page.evaluate("(patches) => window.rowsTest.tree.apply(patches)", patches)

    def settled():
        # The table shows its rows' count and positions after a microtask.
        return page.evaluate("""() => new Promise((resolve) => queueMicrotask(() => {
          const table = window.rowsTest.host.content.querySelector(".table");
          const rows = [...table.querySelectorAll(".table-body > .table-row")];
          resolve({ rowcount: table.getAttribute("aria-rowcount"), body: table.querySelectorAll(".table-body").length,
                    indexes: rows.map((r) => r.getAttribute("aria-rowindex")), ids: rows.map((r) => String(r.prosceniumId)) });
        }))""")

    def fire(id, type, selector=None, **init):
        return page.evaluate(DISPATCH, [id, selector, type, init])

    def focus(id, selector=None):
        return page.evaluate(FOCUS, [id, selector])

    yield type("Table", (), {"mount": staticmethod(mount), "evaluate": staticmethod(evaluate),
                             "patch": staticmethod(patch), "settled": staticmethod(settled),
                             "fire": staticmethod(fire), "focus": staticmethod(focus)})
    page.evaluate("() => { window.rowsTest.tree.destroy(); Object.values(window.rowsTest.host).forEach((n) => n.remove()); }")


def test_a_table_does_not_scroll_sideways_and_its_last_edge_is_inside_it(table):
    table.mount(table_of(1, [table_row(10 * i, f"row {i}") for i in range(1, 41)]))
    box = table.evaluate("""() => {
      const table = window.rowsTest.host.content.querySelector(".table");
      const handles = [...table.querySelectorAll(".table-column-resizer")];
      const edge = table.getBoundingClientRect();
      return {
        scrollWidth: table.scrollWidth, clientWidth: table.clientWidth, right: edge.right,
        handles: handles.map((h) => { const r = h.getBoundingClientRect(); return [r.left, r.right]; }),
      };
    }""")
    # Every column has its edge to drag; the last one's is within the table, so
    # the table has nothing to scroll to sideways (a scroller that scrolls is
    # painted whole: every row, not only those near the view).
    assert len(box["handles"]) == 3
    assert box["handles"][2][1] <= box["right"]
    assert box["handles"][2][1] > box["handles"][1][1]
    assert box["scrollWidth"] == box["clientWidth"], box


def wide_row():
    """A row whose first cell holds a frame far wider than its column (2,000 points)."""
    return element(100, "tablerow", {"key": "wide", "selected": False}, children=[
        element(101, "cell", children=[
            element(102, "frame", {"width": "2000", "minWidth": "2000"}, children=[element(103, "text", text="wide")])]),
        element(104, "cell", children=[element(105, "text", text="next")]),
        element(106, "cell", children=[element(107, "text", text="last")]),
    ])


def test_a_cell_clips_what_is_wider_than_its_column_and_does_not_scroll(table):
    table.mount(table_of(1, [wide_row(), table_row(10, "a")]))
    # Hit-tested once the rows are drawn, as a click comes: a row out of view, or
    # not yet drawn since it came, is hit as a whole (content-visibility).
    seen = table.evaluate("""async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const { host: { content }, tree } = window.rowsTest;
      const cell = tree.entry(101).node;
      const next = tree.entry(104).node.getBoundingClientRect();
      // The wide frame does not cover the next column: a point there is the next cell's.
      const hit = document.elementFromPoint(next.left + next.width / 2, next.top + next.height / 2);
      // Nor can the cell be scrolled to show the rest (it is not a scroll container).
      cell.scrollLeft = 50;
      return { hit: String(tree.entryFor(hit)?.id), scrollLeft: cell.scrollLeft,
               frame: tree.entry(102).node.getBoundingClientRect().width,
               table: content.querySelector(".table").scrollWidth - content.querySelector(".table").clientWidth };
    }""")
    assert seen["frame"] >= 2000
    assert seen["hit"] in ("104", "105"), seen
    assert seen["scrollLeft"] == 0
    assert seen["table"] == 0, seen



def test_what_a_cell_does_not_fit_is_not_drawn_over_the_next_column(table, page):
    """A row clips what is wider than it (content-visibility contains its
    painting), but only a cell's own clip keeps its content off the next
    column's: the hit test above cannot see that (the next cell is hit first)."""
    table.mount(table_of(1, [wide_row(), table_row(10, "a")]))
    table.evaluate("""async () => {
      const { tree } = window.rowsTest;
      tree.entry(102).node.style.background = "rgb(255, 0, 0)";
      tree.entry(104).node.id = "next-cell";
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }""")
    image = element_image(page.locator("#next-cell"))
    red = [pixel for pixel in rgb_pixels(image) if pixel[0] > 200 and pixel[1] < 60 and pixel[2] < 60]
    assert image.size[0] > 20 and not red, (image.size, len(red))

def test_a_cleared_table_keeps_its_header_and_takes_new_rows(table):
    table.mount(table_of(1, [table_row(10 * i, f"row {i}") for i in range(1, 6)]))
    assert table.settled() == {"rowcount": "6", "body": 1, "indexes": ["2", "3", "4", "5", "6"],
                               "ids": ["10", "20", "30", "40", "50"]}
    # Every row goes in one patch: the header stays, the body is empty.
    table.patch([{"op": "clear", "parent": 5}])
    assert table.settled() == {"rowcount": "1", "body": 1, "indexes": [], "ids": []}
    assert table.evaluate("() => window.rowsTest.host.content.querySelectorAll('.table-column').length") == 3
    # Rows inserted later are the body's, numbered from the header's next.
    table.patch([{"op": "insert", "parent": 5, "element": table_row(200, "later")},
                 {"op": "insert", "parent": 5, "before": 200, "element": table_row(100, "earlier")}])
    assert table.settled() == {"rowcount": "3", "body": 1, "indexes": ["2", "3"], "ids": ["100", "200"]}


def test_the_arrow_keys_go_from_row_to_row_and_select_them(table):
    table.mount(table_of(1, [table_row(10 * i, f"row {i}") for i in range(1, 4)]))
    table.settled()
    sent = table.fire(20, "keydown", key="ArrowDown")
    assert sent == {"sent": [{"kind": "click", "target": 30}], "prevented": True}
    sent = table.fire(20, "keydown", key="ArrowUp")
    assert sent == {"sent": [{"kind": "click", "target": 10}], "prevented": True}
    # After a sort (a move), the next row is the one shown next.
    table.patch([{"op": "move", "id": 10, "parent": 5}])
    table.settled()
    assert table.fire(30, "keydown", key="ArrowDown")["sent"] == [{"kind": "click", "target": 10}]


def test_a_click_selects_its_row_and_a_double_click_runs_the_primary_action(table):
    rows = [table_row(10 * i, f"row {i}") for i in range(1, 3)]
    rows[1]["attributes"]["primaryAction"] = True
    table.mount(table_of(1, rows, selection="multiple"))
    table.settled()
    # On a cell's text: the row is clicked (with Command or Shift, as in a list).
    assert table.fire(10, "click", ".text")["sent"] == [{"kind": "click", "target": 10}]
    assert table.fire(20, "click", ".text", shiftKey=True)["sent"] == [
        {"kind": "click", "target": 20, "modifiers": ["shift"]}]
    # A button in a row answers for itself: the row is not selected.
    assert table.fire(10, "click", "button")["sent"] == [{"kind": "click", "target": 16}]
    # A double click runs the primary action of a row that has one.
    assert table.fire(20, "dblclick", ".text")["sent"] == [{"kind": "submit", "target": 20}]
    assert table.fire(10, "dblclick", ".text")["sent"] == []
    # Shift and an arrow extend a multiple selection.
    assert table.fire(10, "keydown", key="ArrowDown", shiftKey=True)["sent"] == [
        {"kind": "click", "target": 20, "modifiers": ["shift"]}]


def tall_row(id, label, height=40):
    """A row whose first cell holds a frame `height` pixels tall (ids id to id + 8)."""
    return element(id, "tablerow", {"key": str(id), "selected": False}, children=[
        element(id + 1, "cell", children=[
            element(id + 8, "frame", {"height": str(height), "minHeight": str(height)}, children=[
                element(id + 2, "text", text=str(id))])]),
        element(id + 3, "cell", children=[element(id + 4, "text", text=label)]),
        element(id + 5, "cell", children=[
            element(id + 6, "button", children=[element(id + 7, "text", text="×")])]),
    ])


def test_rows_out_of_view_are_not_drawn_and_are_as_tall_as_the_first(table, page):
    """Rows out of view are neither laid out nor painted (content-visibility),
    as SwiftUI's Table makes only the rows in view: creating or sorting a
    thousand rows then costs the page what the rows in view cost. Until a row
    is shown it is as tall as the table's first row, so a table whose rows are
    alike is its whole height from the start: scrolling to its end shows the
    last row at its bottom edge, and the scroll bar does not move."""
    table.mount(table_of(1, [tall_row(10 * i, f"row {i}") for i in range(1, 101)]))
    assert_far_rows_wait_to_be_drawn(page, ".table", ".table-body > .table-row")


def test_a_table_tells_the_app_when_focus_comes_into_its_rows_and_goes(table):
    """As a list does (test_page_rows.py): once as focus comes into a row,
    and when it leaves the rows (a button in a row is focused itself)."""
    table.mount(table_of(1, [table_row(10 * i, f"row {i}") for i in range(1, 3)]))
    table.settled()
    assert table.focus(10) == {"sent": [{"kind": "focus", "target": 1}], "marked": [1]}
    assert table.focus(20) == {"sent": [], "marked": [1]}
    assert table.focus(20, "button") == {"sent": [{"kind": "focus", "target": 1, "value": "false"}], "marked": []}
    assert table.focus(None) == {"sent": [], "marked": []}
