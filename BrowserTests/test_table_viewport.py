"""A long Table placed by the layout engine (Tests/Fixtures/LayoutDemo,
window "Long Table", 300 rows): as a Mac's NSTableView makes only the rows
near the part shown, the engine lays out the cells' views of only those
rows (TableLayout.swift, ListViewport.swift); the page reports the table's
scrolling as a list's (`listScroll`), and the rows it comes near are laid
out and drawn at the frames the app sent."""

from placed import SENT, app, layout_url, open_window  # noqa: F401 (fixtures)
from conftest import stable_boxes

# The placed boxes in the table's rows (not its sticky header): the frame
# sent, summed from the root, and where each is drawn in the window's content.
ROWS = r"""
(windowNode) => {
""" + SENT + r"""
  const body = windowNode.querySelector(".window-body");
  const root = body.querySelector(".root[data-placing]");
  const origin = body.getBoundingClientRect();
  const out = [];
  for (const node of root.querySelectorAll(".table-body [data-placed]")) {
    const box = node.getBoundingClientRect();
    out.push({ kind: node.classList[0], text: node.textContent.trim().slice(0, 40), sent: sentFrame(node, root),
               drawn: [box.x - origin.x, box.y - origin.y, box.width, box.height] });
  }
  const table = root.querySelector(".table").getBoundingClientRect();
  return { boxes: out, table: [table.x - origin.x, table.y - origin.y, table.width, table.height] };
}
"""


def test_the_last_rows_cells_are_laid_out_once_the_table_is_scrolled_to_them(app):
    window = open_window(app, "Long Table")
    table = window.locator(".table")
    stable_boxes(app, table)
    last_row = window.locator(".table-body > .table-row", has_text="Entry 299")
    last_text = last_row.locator(".text").first
    # The row and its cells have their frames; the cells' views do not yet.
    assert last_row.evaluate("(node) => node.hasAttribute('data-placed')")
    assert last_row.locator(".table-cell").first.evaluate("(node) => node.hasAttribute('data-placed')")
    assert not last_text.evaluate("(node) => node.hasAttribute('data-placed')")
    # The rows sit in the flow of the table's rows (placement.js): a row
    # that goes or moves (a sort) restyles none of the rows it moves.
    assert last_row.evaluate("(node) => getComputedStyle(node).position") == "relative"
    table.evaluate("(node) => { node.scrollTop = node.scrollHeight; }")
    app.wait_for_function("(node) => node.hasAttribute('data-placed')", arg=last_text.element_handle())
    stable_boxes(app, last_text)
    found = window.evaluate(ROWS)
    top, bottom = found["table"][1] + 28, found["table"][1] + found["table"][3]
    shown = [box for box in found["boxes"] if top <= box["drawn"][1] < bottom]
    assert any(box["kind"] == "text" and box["text"] == "Entry 299" for box in shown), shown[-3:]
    assert any(box["kind"] == "text" and box["text"] == "598" for box in shown), shown[-3:]
    # Drawn where sent: frames summed from the root, less the table's scroll.
    scrolled = table.evaluate("(node) => node.scrollTop")
    assert scrolled > 6_000, scrolled
    for box in shown:
        sent, drawn = box["sent"], box["drawn"]
        assert abs(sent[0] - drawn[0]) <= 0.5 and abs(sent[1] - scrolled - drawn[1]) <= 0.5, box
        assert abs(sent[2] - drawn[2]) <= 0.5 and abs(sent[3] - drawn[3]) <= 0.5, box
