"""What keeps the page's rows cheap, each checked where it would be lost,
on the demo's page (render.js fed elements directly, in a scratch host):
how many selectors Chromium must try on every element, a list's rows laid
out as blocks (and their height kept in a short list), a run of inserts
making its elements only as it draws them, elements without attributes
sharing one empty set, and a table's new rows going in as one block. No
test here times anything."""

from test_page_rows import MOUNT, element, list_of, row, rows  # noqa: F401 (rows, table: fixtures)
from test_table_page import table, table_of, table_row  # noqa: F401

# The page's selectors whose last part has no class, id, attribute or tag
# (`.padding > *`, `:focus-visible`, `:is(.a, .b)`): Chromium files a rule by
# its last part's class, id, attribute or tag and tries the rest on every
# element it styles (60,000 for 10,000 rows). Those of today, all needed;
# a list such as `X > :is(.a, .b)` is to be written out as `X > .a, X > .b`.
# Among them: `NSCursor.set()`'s cursor over every element of its window, and
# the candidates `ViewThatFits` did not pick, hidden in a placed window.
UNIVERSAL_SELECTORS_AT_MOST = 34

SELECTORS = r"""
() => {
  const selectors = [];
  const visit = (rules) => {
    for (const rule of rules) {
      if (rule.selectorText) selectors.push(rule.selectorText);
      if (rule.cssRules) visit(rule.cssRules);
    }
  };
  for (const sheet of document.styleSheets) visit(sheet.cssRules);
  // Splits at the commas and combinators outside brackets and parentheses.
  const split = (text, at) => {
    const parts = [];
    let depth = 0, start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === "(" || c === "[") depth++;
      else if (c === ")" || c === "]") depth--;
      else if (depth === 0 && at.includes(c)) { parts.push(text.slice(start, i)); start = i + 1; }
    }
    parts.push(text.slice(start));
    return parts.map((part) => part.trim()).filter(Boolean);
  };
  const universal = [];
  for (const text of selectors) {
    for (const selector of split(text, ",")) {
      const last = split(selector, " >+~").pop();
      // Its own class, id, attribute or tag, outside any :is() or :not().
      let depth = 0, keyed = /^[a-z]/i.test(last);
      for (const c of last) {
        if (c === "(") depth++;
        else if (c === ")") depth--;
        else if (depth === 0 && (c === "." || c === "#" || c === "[")) keyed = true;
      }
      if (!keyed) universal.push([selector, last]);
    }
  }
  return { count: selectors.length, universal };
}
"""


def test_few_selectors_are_tried_on_every_element(page):
    result = page.evaluate(SELECTORS)
    assert result["count"] > 300, "the page's stylesheets were not read"
    universal = [selector for selector, _ in result["universal"]]
    assert len(universal) <= UNIVERSAL_SELECTORS_AT_MOST, universal
    # None ends in an :is() list: each of its classes can be a selector of its own.
    assert not [s for s, last in result["universal"] if last.startswith(":is(")], universal


# Mounts `root`, then returns each row's height and the list's display, gap
# and height, with the list `height` pixels tall (or as tall as its rows).
ROW_HEIGHTS = r"""
async ([root, height]) => {
  await (""" + MOUNT + r""")(root);
  const list = window.rowsTest.host.content.querySelector(".list");
  if (height) list.style.height = `${height}px`;
  const style = getComputedStyle(list);
  const out = { display: style.display, gap: style.rowGap, height: list.getBoundingClientRect().height,
                rows: [...list.children].map((node) => node.getBoundingClientRect().height) };
  window.rowsTest.tree.destroy();
  Object.values(window.rowsTest.host).forEach((node) => node.remove());
  return out;
}
"""


def test_a_lists_rows_are_blocks_and_keep_their_height_in_a_short_list(page):
    def rows_of(id, style=None):
        root = list_of(id, [row(id + 10 * i, f"row {i}", {"key": str(i)}) for i in range(1, 7)])
        if style:
            root["attributes"]["style"] = style
        return root
    tall = page.evaluate(ROW_HEIGHTS, [rows_of(1), None])
    short = page.evaluate(ROW_HEIGHTS, [rows_of(1), 60])
    # Laid out as blocks: a column flexbox laid every row out twice.
    assert tall["display"] == "block"
    assert short["height"] == 60
    # A row keeps its height when the list is shorter than its rows (it scrolls),
    # as SwiftUI's do; in a flexbox they shrank to their 30px minimum and overlapped.
    assert all(height > 30 for height in tall["rows"]), tall
    assert short["rows"] == tall["rows"]
    # Lists with gaps between their sections keep them.
    for style in ("inset", "grouped"):
        spaced = page.evaluate(ROW_HEIGHTS, [rows_of(1, style), None])
        assert spaced["display"] == "flex" and spaced["gap"] == "12px", spaced


# `inserts` patches as expandPatches gives them to the tree, and the elements
# they make.
EXPANDED = r"""
async (patches) => {
  const { expandPatches, elementOf } = await import("/client/wire.js");
  const expanded = expandPatches(patches);
  return { made: expanded.map((patch) => patch.element), elements: expanded.map(elementOf) };
}
"""

ROW_SHAPE = {"tag": "row", "attributes": ["key"], "children": [{"tag": "hstack", "offset": 1, "children": [
    {"tag": "text", "offset": 2, "text": True},
    {"tag": "button", "offset": 3, "children": [{"tag": "text", "offset": 4, "text": True}]}]}]}


def test_a_run_of_inserts_makes_its_elements_as_it_draws_them(page):
    run = {"op": "inserts", "parent": 1, "shape": ROW_SHAPE, "rows": [[None, 10, "a", "A", "×"], [10, 20, "b", "B", "×"]]}
    result = page.evaluate(EXPANDED, [run])
    # Nothing made before it is drawn (made up front, 10,000 rows' elements
    # lived through the drawing); then the same elements as insert patches carry.
    assert result["made"] == [None, None]
    assert result["elements"] == [
        element(10, "row", {"key": "a"}, children=[element(11, "hstack", children=[
            element(12, "text", text="A"), element(13, "button", children=[element(14, "text", text="×")])])]),
        element(20, "row", {"key": "b"}, children=[element(21, "hstack", children=[
            element(22, "text", text="B"), element(23, "button", children=[element(24, "text", text="×")])])]),
    ]


def test_elements_without_attributes_share_one_set_until_one_is_given(rows, page):
    rows.mount(list_of(1, [row(10, "a"), row(20, "b")]))
    attrs = "([a, b]) => { const t = window.rowsTest.tree; return [t.entry(a).attrs, t.entry(b).attrs, t.entry(a).attrs === t.entry(b).attrs]; }"
    # Two texts sent without attributes: one object for both.
    assert page.evaluate(attrs, [12, 22]) == [{}, {}, True]
    rows.patch([{"op": "attr", "id": 12, "name": "help", "value": "Tip"}])
    assert page.evaluate(attrs, [12, 22]) == [{"help": "Tip"}, {}, False]
    assert page.evaluate("() => window.rowsTest.tree.entry(12).node.title") == "Tip"
    rows.patch([{"op": "attr", "id": 22, "name": "help"}])
    assert page.evaluate(attrs, [12, 22]) == [{"help": "Tip"}, {}, False]


def test_a_tables_new_rows_go_in_at_once(table, page):
    table.mount(table_of(1, [table_row(100, "a")]))
    page.evaluate("""() => {
      window.rowsTest.records = [];
      const body = window.rowsTest.host.content.querySelector(".table-body");
      window.rowsTest.observer = new MutationObserver((records) => window.rowsTest.records.push(...records));
      window.rowsTest.observer.observe(body, { childList: true });
    }""")
    # New rows as the app writes them: each before the one written just before it.
    table.patch([{"op": "insert", "parent": 5, "before": 100, "element": table_row(400, "d")},
                 {"op": "insert", "parent": 5, "before": 400, "element": table_row(300, "c")},
                 {"op": "insert", "parent": 5, "before": 300, "element": table_row(200, "b")}])
    added = page.evaluate("""() => { window.rowsTest.observer.disconnect();
      return window.rowsTest.records.map((record) => record.addedNodes.length); }""")
    # One change to the rows' element, not one a row (each restyled the rows after it).
    assert added == [3]
    assert table.settled() == {"rowcount": "5", "body": 1, "indexes": ["2", "3", "4", "5"],
                               "ids": ["200", "300", "400", "100"]}


# Mounts `root` and returns the computed position and width of each node `selector` matches.
HIDDEN_LABELS = r"""
async ([root, selector]) => {
  await (""" + MOUNT + r""")(root);
  const out = [...window.rowsTest.host.content.querySelectorAll(selector)].map((node) => {
    const style = getComputedStyle(node);
    return [style.position, style.width];
  });
  window.rowsTest.tree.destroy();
  Object.values(window.rowsTest.host).forEach((node) => node.remove());
  return out;
}
"""


def test_hidden_labels_are_hidden_from_sight_by_the_selectors_written_out(page):
    def labeled(id, attributes=None):
        return element(id, "labeled", attributes, children=[
            element(id + 1, "slot", {"name": "label"}, children=[element(id + 2, "text", text="Name")]),
            element(id + 3, "text", text="Value")])
    hidden = {"labelsHidden": True}
    # On the labelled view itself, on a stack around it, and on a toggle.
    root = element(1, "vstack", children=[
        labeled(10, hidden),
        element(20, "vstack", hidden, children=[labeled(21)]),
        element(30, "toggle", {"checked": False, **hidden}, children=[element(31, "text", text="On")]),
        labeled(40),
        element(50, "toggle", {"checked": False}, children=[element(51, "text", text="Off")]),
    ])
    slots = page.evaluate(HIDDEN_LABELS, [root, '.labeled > .slot[data-name="label"]'])
    toggles = page.evaluate(HIDDEN_LABELS, [root, ".toggle-label"])
    assert slots == [["absolute", "1px"], ["absolute", "1px"], ["static", slots[2][1]]]
    assert slots[2][1] != "1px"
    assert toggles[0] == ["absolute", "1px"] and toggles[1][0] == "static"
