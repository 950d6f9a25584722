"""A table's elements fed to the page's render tree (render.js) directly, in a
scratch host of its own on the demo's page: how the page draws a table of
many rows, which the Table app of `proscenium-bench browser` times against
the List app. A table that does not scroll sideways paints only the rows
near the view."""

import pytest

from test_page_rows import MOUNT, element


def table_of(id, rows, selection="single"):
    """A table of three resizable columns (ID and Label sort) and `rows`."""
    columns = [
        element(id + 1, "tablecolumn", {"title": "ID", "sortable": "true", "resizable": "true"}),
        element(id + 2, "tablecolumn", {"title": "Label", "sortable": "true", "resizable": "true"}),
        element(id + 3, "tablecolumn", {"title": "", "resizable": "true"}),
    ]
    return element(id, "table", {"selection": selection}, children=columns + rows)


def table_row(id, label):
    """A row: its id and label as texts, and a button (ids id to id + 7)."""
    return element(id, "tablerow", {"key": str(id), "selected": "false"}, children=[
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

    yield type("Table", (), {"mount": staticmethod(mount), "evaluate": staticmethod(evaluate)})
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


def test_a_cell_clips_what_is_wider_than_its_column_and_does_not_scroll(table):
    wide = element(100, "tablerow", {"key": "wide", "selected": "false"}, children=[
        element(101, "cell", children=[
            element(102, "frame", {"width": "2000", "minWidth": "2000"}, children=[element(103, "text", text="wide")])]),
        element(104, "cell", children=[element(105, "text", text="next")]),
        element(106, "cell", children=[element(107, "text", text="last")]),
    ])
    table.mount(table_of(1, [wide, table_row(10, "a")]))
    seen = table.evaluate("""() => {
      const content = window.rowsTest.host.content;
      const cell = content.querySelector('[data-id="101"]');
      const next = content.querySelector('[data-id="104"]').getBoundingClientRect();
      // The wide frame does not cover the next column: a point there is the next cell's.
      const hit = document.elementFromPoint(next.left + next.width / 2, next.top + next.height / 2);
      // Nor can the cell be scrolled to show the rest (it is not a scroll container).
      cell.scrollLeft = 50;
      return { hit: hit?.closest("[data-id]")?.dataset.id, scrollLeft: cell.scrollLeft,
               frame: content.querySelector('[data-id="102"]').getBoundingClientRect().width,
               table: content.querySelector(".table").scrollWidth - content.querySelector(".table").clientWidth };
    }""")
    assert seen["frame"] >= 2000
    assert seen["hit"] in ("104", "105"), seen
    assert seen["scrollLeft"] == 0
    assert seen["table"] == 0, seen

