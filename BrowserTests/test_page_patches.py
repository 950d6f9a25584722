"""The page's render tree (render.js) fed patches directly, in a scratch host
of its own on the demo's page: elements written without their empty
`attributes` and `children` (as the server writes them) draw as the full form
does, and the row before one that hides its top separator is marked as rows
come, go and move."""

import json

# In the page: a SurfaceTree in a scratch host of its own, mounted with `root`.
SCRATCH_TREE = r"""
  const { SurfaceTree } = await import("/client/render.js");
  const host = {};
  for (const part of ["content", "overlay", "toolbar", "popups"]) {
    host[part] = document.createElement("div");
    document.body.append(host[part]);
  }
  const tree = new SurfaceTree("scratch", host, () => {});
  tree.mount(root);
"""

# Runs in the page: a SurfaceTree in a scratch host, fed `steps` (a root
# element, then lists of patches), returning its content's HTML after each.
RUN = r"""
async ([root, steps]) => {""" + SCRATCH_TREE + r"""
  const out = [host.content.innerHTML];
  for (const patches of steps) {
    tree.apply(patches);
    out.push(host.content.innerHTML);
  }
  const marked = [...host.content.querySelectorAll(".row")].map((row) => ({
    id: row.prosceniumId,
    marked: row.hasAttribute("data-before-hidden-separator"),
    bottom: getComputedStyle(row).borderBottomColor,
  }));
  tree.destroy();
  Object.values(host).forEach((node) => node.remove());
  return { html: out, rows: marked };
}
"""


def row(id, label, attributes=None, lean=True):
    """A list row (an hstack of two texts and a button) in the lean or full form."""
    def element(id, tag, attributes=None, text=None, children=None):
        out = {"id": id, "tag": tag}
        if attributes or not lean:
            out["attributes"] = attributes or {}
        if text is not None:
            out["text"] = text
        if children or not lean:
            out["children"] = children or []
        return out
    texts = [element(id + 2, "text", text=str(id)), element(id + 3, "text", text=label),
             element(id + 4, "button", children=[element(id + 5, "text", text="x")])]
    return element(id, "row", attributes, children=[element(id + 1, "hstack", children=texts)])


def list_of(rows):
    return {"id": 1, "tag": "list", "attributes": {"selection": "single"}, "children": rows}


def test_elements_without_empty_fields_draw_as_the_full_form(page):
    lean = page.evaluate(RUN, [list_of([row(10, "a"), row(20, "b")]),
                               [[{"op": "insert", "parent": 1, "element": row(30, "c")}]]])
    full = page.evaluate(RUN, [list_of([row(10, "a", lean=False), row(20, "b", lean=False)]),
                               [[{"op": "insert", "parent": 1, "element": row(30, "c", lean=False)}]]])
    assert lean["html"] == full["html"]
    assert lean["html"][-1].count('class="row"') == 3
    assert ">c<" in lean["html"][-1]
    assert json.dumps(row(10, "a")).count("attributes") == 0
    assert not [m for m in page.console_messages if m.startswith("pageerror")]


# Runs in the page: the element each node of the tree (and the nodes given by
# selector) stands for, as events and focus find it (SurfaceTree.entryFor).
OWNERS = r"""
async ([root, selectors]) => {""" + SCRATCH_TREE + r"""
  const owner = (node) => tree.entryFor(node)?.id ?? null;
  const out = {
    nodes: [...host.content.querySelectorAll("*")].map(owner),
    selected: selectors.map((selector) => owner(host.content.querySelector(selector))),
    // A copy of a row (as a drag preview is) stands for no element.
    copy: owner(host.content.querySelector(".row").cloneNode(true)),
    attributes: [...new Set([...host.content.querySelectorAll("*")].flatMap((node) => node.getAttributeNames()))].sort(),
  };
  tree.destroy();
  Object.values(host).forEach((node) => node.remove());
  return out;
}
"""


def test_each_node_finds_the_element_it_stands_for_without_an_attribute_of_ours(page):
    result = page.evaluate(OWNERS, [list_of([row(10, "a"), row(20, "b")]),
                                    [".row .text", "button .text", "button"]])
    # Every node is its own element's: the list, each row and what is in it.
    assert result["nodes"] == [1, 10, 11, 12, 13, 14, 15, 20, 21, 22, 23, 24, 25]
    assert result["selected"] == [12, 15, 14]
    assert result["copy"] is None
    # The id is a property of the node, not an attribute: setting one on each
    # new element was a third of the page's script making a list's rows.
    assert "data-id" not in result["attributes"]
    assert result["attributes"] == ["aria-selected", "class", "role", "tabindex", "type"]


def test_the_row_before_one_that_hides_its_top_separator_is_marked_as_rows_move(page):
    hides = {"separator": "hiddenTop"}
    rows = [row(10, "a"), row(20, "b"), row(30, "c", hides)]
    # Only the row before the hiding one is marked, and its separator is transparent.
    result = page.evaluate(RUN, [list_of(rows), []])
    assert [(r["id"], r["marked"]) for r in result["rows"]] == [(10, False), (20, True), (30, False)]
    marked = {r["id"]: r for r in result["rows"]}
    assert marked[20]["bottom"] == "rgba(0, 0, 0, 0)"
    assert marked[10]["bottom"] != "rgba(0, 0, 0, 0)"
    # Moved to the front: no row is before it; then a new row inserted before it is marked.
    result = page.evaluate(RUN, [list_of(rows), [
        [{"op": "move", "id": 30, "parent": 1, "before": 10}],
    ]])
    assert [(r["id"], r["marked"]) for r in result["rows"]] == [(30, False), (10, False), (20, False)]
    result = page.evaluate(RUN, [list_of(rows), [
        [{"op": "move", "id": 30, "parent": 1, "before": 10}],
        [{"op": "insert", "parent": 1, "before": 30, "element": row(40, "d")}],
    ]])
    assert [(r["id"], r["marked"]) for r in result["rows"]] == [(40, True), (30, False), (10, False), (20, False)]
    # The row before it removed: the one now before it is marked; the separator shown again: none is.
    result = page.evaluate(RUN, [list_of(rows), [
        [{"op": "remove", "id": 20}],
    ]])
    assert [(r["id"], r["marked"]) for r in result["rows"]] == [(10, True), (30, False)]
    result = page.evaluate(RUN, [list_of(rows), [
        [{"op": "attr", "id": 30, "name": "separator"}],
    ]])
    assert [(r["id"], r["marked"]) for r in result["rows"]] == [(10, False), (20, False), (30, False)]


# Runs in the page: `steps` applied to a SurfaceTree as in RUN, returning after
# each the ids of the children of `parent` in the DOM and in the tree.
ORDER = r"""
async ([root, steps, parent]) => {""" + SCRATCH_TREE + r"""
  const out = [];
  for (const patches of steps) {
    let error = null;
    try { tree.apply(patches); } catch (e) { error = e.message; }
    const entry = tree.entry(parent);
    out.push({
      dom: [...entry.container.children].map((node) => node.prosceniumId),
      tree: entry.children.map((child) => child.id),
      error,
    });
  }
  tree.destroy();
  Object.values(host).forEach((node) => node.remove());
  return out;
}
"""


def insert(id, before=None, parent=1):
    patch = {"op": "insert", "parent": parent, "element": row(id, str(id))}
    if before is not None:
        patch["before"] = before
    return patch


def test_runs_of_inserts_land_in_order_in_the_dom_and_the_tree(page):
    steps = [
        # Each before the one inserted just before it (how the app writes new rows).
        [insert(50, 20), insert(40, 50), insert(30, 40)],
        # Each at the end, then each before one sibling.
        [insert(60), insert(70), insert(80, 10), insert(90, 10)],
        # A chain, then one more before an old sibling: two runs.
        [insert(100, 10), insert(110, 100), insert(120, 10)],
        # Runs broken by other patches, and an insert before a row a run made.
        [insert(130), {"op": "remove", "id": 60}, insert(140, 130), insert(150, 110), insert(160, 150)],
    ]
    result = page.evaluate(ORDER, [list_of([row(10, "a"), row(20, "b")]), steps, 1])
    expected = [
        [10, 30, 40, 50, 20],
        [80, 90, 10, 30, 40, 50, 20, 60, 70],
        [80, 90, 110, 100, 120, 10, 30, 40, 50, 20, 60, 70],
        [80, 90, 160, 150, 110, 100, 120, 10, 30, 40, 50, 20, 70, 140, 130],
    ]
    for step, ids in zip(result, expected):
        assert step == {"dom": ids, "tree": ids, "error": None}


def test_an_insert_run_that_does_not_fit_the_tree_is_refused(page):
    # Before an element that is not a child, or an id already shown: the page resynchronises.
    result = page.evaluate(ORDER, [list_of([row(10, "a")]), [
        [insert(30, 99), insert(40, 30)],
        [insert(50), insert(10)],
    ], 1])
    assert "99" in result[0]["error"]
    assert "already exists" in result[1]["error"]


# A row of `row` as an `inserts` run writes it (docs/PROTOCOL.md): the shape
# once, then each row's before, id and values in document order.
ROW_SHAPE = {"tag": "row", "attributes": ["key"], "children": [{"tag": "hstack", "offset": 1, "children": [
    {"tag": "text", "offset": 2, "text": True}, {"tag": "text", "offset": 3, "text": True},
    {"tag": "button", "offset": 4, "children": [{"tag": "text", "offset": 5, "text": True}]}]}]}


def run_row(id, label, before=None):
    return [before, id, f"k{id}", str(id), label, "x"]


def test_a_run_of_inserts_of_one_shape_draws_as_its_inserts(page):
    def keyed(id, label):
        return row(id, label, {"key": f"k{id}"})
    one_by_one = [
        {"op": "insert", "parent": 1, "element": keyed(50, "e")},
        {"op": "insert", "parent": 1, "before": 50, "element": keyed(40, "d \"q\" <b>")},
        {"op": "insert", "parent": 1, "before": 10, "element": keyed(30, "c")},
    ]
    run = [{"op": "inserts", "parent": 1, "shape": ROW_SHAPE, "rows": [
        run_row(50, "e"), run_row(40, "d \"q\" <b>", 50), run_row(30, "c", 10)]}]
    root = list_of([row(10, "a"), row(20, "b")])
    separate = page.evaluate(RUN, [root, [one_by_one]])
    compact = page.evaluate(RUN, [root, [run]])
    assert compact["html"] == separate["html"]
    assert [r["id"] for r in compact["rows"]] == [30, 10, 20, 40, 50]
    # Text stays text, and a run mixed with other patches keeps its place among them.
    assert "&lt;b&gt;" in compact["html"][-1]
    mixed = page.evaluate(ORDER, [root, [[{"op": "remove", "id": 20}] + run + [{"op": "move", "id": 10, "parent": 1}]], 1])
    assert mixed[0] == {"dom": [30, 40, 50, 10], "tree": [30, 40, 50, 10], "error": None}


def test_a_run_of_inserts_that_does_not_fit_its_shape_is_refused_whole(page):
    def run(*rows, shape=ROW_SHAPE):
        return {"op": "inserts", "parent": 1, "shape": shape, "rows": list(rows)}
    result = page.evaluate(ORDER, [list_of([row(10, "a")]), [
        # Too few values, too many, an id that is not a number, a value that is neither text nor a flag.
        [{"op": "remove", "id": 10}, run(run_row(30, "c"), run_row(40, "d")[:-1])],
        [{"op": "remove", "id": 10}, run(run_row(30, "c") + ["extra"])],
        [{"op": "remove", "id": 10}, run(["30"] + run_row(30, "c")[1:])],
        [{"op": "remove", "id": 10}, run(run_row(30, "c")[:-1] + [7])],
        # A shape that is no shape.
        [{"op": "remove", "id": 10}, run(run_row(30, "c"), shape={"attributes": "key"})],
    ], 1])
    for step in result:
        # Nothing of the update was applied: the row that was to go is still there.
        assert step["error"] and step["dom"] == [10] and step["tree"] == [10], step


def test_a_stack_draws_centred_by_its_stylesheet_and_other_alignments_inline(page):
    stack = {"id": 1, "tag": "hstack", "attributes": {"alignment": "center"},
             "children": [{"id": 2, "tag": "text", "text": "a"}]}
    result = page.evaluate(RUN, [stack, [
        [{"op": "attr", "id": 1, "name": "alignment", "value": "top"}],
        [{"op": "attr", "id": 1, "name": "alignment", "value": "center"}],
    ]])
    assert 'style=' not in result["html"][0]
    assert 'style="align-items: flex-start;"' in result["html"][1]
    assert 'align-items' not in result["html"][2]
