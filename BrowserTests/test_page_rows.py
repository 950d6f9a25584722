"""A list's rows fed to the page's render tree (render.js) directly, in a
scratch host of its own on the demo's page, and the events they send: a click
selects (with Command or Shift), a control in a row answers for itself, a
double click and Return run the primary action, the keys move, delete and go
to the next row, an outline row opens and closes with Right and Left, a
trackpad swipe reveals swipe actions, and a row moved or drawn again keeps
all of it. However the page hears its rows' events, each row must answer as
its own element would."""

import pytest

# Installs a SurfaceTree in a scratch host as `window.rowsTest`, mounted with
# `root`; what it sends is kept in `sent`.
MOUNT = r"""
async (root) => {
  const { SurfaceTree } = await import("/client/render.js");
  const host = {};
  for (const part of ["content", "overlay", "toolbar", "popups"]) {
    host[part] = document.createElement("div");
    document.body.append(host[part]);
  }
  const sent = [];
  const tree = new SurfaceTree("scratch", host, (event) => sent.push(event));
  tree.mount(root);
  window.rowsTest = { tree, host, sent };
}
"""

# Dispatches `type` (a mouse, key or wheel event with `init`) on the node of
# element `id` (or, with `selector`, on the node it matches inside it)
# and returns what was sent and whether the event's default was prevented.
# The `focus` a list or table sends as focus comes into its rows is left out
# (a key's event focuses its row first): FOCUS tests it.
DISPATCH = r"""
([id, selector, type, init]) => {
  const { tree, sent } = window.rowsTest;
  let node = tree.entry(id).node;
  if (selector) node = node.querySelector(selector);
  sent.length = 0;
  const options = { bubbles: true, cancelable: true, composed: true, ...init };
  const event = type.startsWith("key") ? new KeyboardEvent(type, options)
    : type === "wheel" ? new WheelEvent(type, options)
    : type.startsWith("pointer") ? new PointerEvent(type, options)
    : new MouseEvent(type, options);
  if (type.startsWith("key")) node.focus();
  node.dispatchEvent(event);
  return { sent: sent.filter((e) => e.kind !== "focus").map(({ surface, ...rest }) => rest),
           prevented: event.defaultPrevented };
}
"""

# Focuses the node of element `id` (or, with `selector`, the node it matches
# inside it; `id` null: nothing) and returns the `focus` events sent, and
# the ids of the lists and tables marked focused (`data-focused`).
FOCUS = r"""
([id, selector]) => {
  const { tree, sent, host } = window.rowsTest;
  sent.length = 0;
  if (id === null) {
    document.activeElement?.blur();
  } else {
    let node = tree.entry(id).node;
    if (selector) node = node.querySelector(selector);
    node.focus();
  }
  const marked = [...host.content.querySelectorAll("[data-focused]")].map((node) => node.prosceniumId);
  return { sent: sent.filter((e) => e.kind === "focus").map(({ surface, ...rest }) => rest), marked };
}
"""


def element(id, tag, attributes=None, text=None, children=None):
    out = {"id": id, "tag": tag}
    if attributes:
        out["attributes"] = attributes
    if text is not None:
        out["text"] = text
    if children:
        out["children"] = children
    return out


def row(id, label, attributes=None):
    """A row: an hstack of a text and a button (the button's id is id + 3)."""
    return element(id, "row", {"key": str(id), "selected": False, **(attributes or {})}, children=[
        element(id + 1, "hstack", children=[
            element(id + 2, "text", text=label),
            element(id + 3, "button", children=[element(id + 4, "text", text="×")]),
        ]),
    ])


def list_of(id, rows, selection="multiple"):
    return element(id, "list", {"selection": selection}, children=rows)


@pytest.fixture
def rows(page):
    def mount(root):
        page.evaluate(MOUNT, root)

    def fire(id, type, selector=None, **init):
        return page.evaluate(DISPATCH, [id, selector, type, init])

    def focus(id, selector=None):
        return page.evaluate(FOCUS, [id, selector])

    def patch(patches):
        page.evaluate("(patches) => window.rowsTest.tree.apply(patches)", patches)

    def focused():
        return page.evaluate("() => document.activeElement.prosceniumId")

    def swiped(id):
        return page.evaluate("(id) => window.rowsTest.tree.entry(id).node.dataset.swiped", id)

    yield type("Rows", (), {"mount": staticmethod(mount), "fire": staticmethod(fire), "focus": staticmethod(focus),
                            "patch": staticmethod(patch), "focused": staticmethod(focused),
                            "swiped": staticmethod(swiped)})
    page.evaluate("() => { window.rowsTest.tree.destroy(); Object.values(window.rowsTest.host).forEach((n) => n.remove()); }")


def test_a_click_selects_the_row_with_the_keys_held_and_a_control_answers_for_itself(rows):
    rows.mount(list_of(1, [row(10, "a"), row(20, "b")]))
    # A click on the row's text selects the row.
    assert rows.fire(10, "click", ".text")["sent"] == [{"kind": "click", "target": 10}]
    assert rows.fire(20, "click")["sent"] == [{"kind": "click", "target": 20}]
    # Command (Ctrl off a Mac) and Shift add to or extend the selection; Alt is not passed on.
    assert rows.fire(20, "click", ".text", ctrlKey=True)["sent"] == [
        {"kind": "click", "target": 20, "modifiers": ["command"]}]
    assert rows.fire(20, "click", ".text", shiftKey=True, altKey=True)["sent"] == [
        {"kind": "click", "target": 20, "modifiers": ["shift"]}]
    # The row's button is clicked, and the row is not selected.
    assert rows.fire(10, "click", "button")["sent"] == [{"kind": "click", "target": 13}]
    # A disabled row does not select.
    rows.patch([{"op": "attr", "id": 20, "name": "disabled", "value": True}])
    assert rows.fire(20, "click", ".text")["sent"] == []


def test_a_double_click_and_return_run_the_primary_action(rows):
    rows.mount(list_of(1, [row(10, "a", {"primaryAction": True}), row(20, "b")]))
    assert rows.fire(10, "dblclick", ".text")["sent"] == [{"kind": "submit", "target": 10}]
    # Not on a control in the row, and not on a row without a primary action.
    assert rows.fire(10, "dblclick", "button")["sent"] == []
    assert rows.fire(20, "dblclick", ".text")["sent"] == []
    # Return on the focused row: the primary action, else a click (as Space is).
    assert rows.fire(10, "keydown", key="Enter") == {"sent": [{"kind": "submit", "target": 10}], "prevented": True}
    assert rows.fire(20, "keydown", key="Enter") == {"sent": [{"kind": "click", "target": 20}], "prevented": True}
    assert rows.fire(20, "keydown", key=" ") == {"sent": [{"kind": "click", "target": 20}], "prevented": True}


def test_keys_on_a_focused_row_go_to_the_next_move_and_delete(rows):
    movable = {"movable": True, "deletable": True}
    rows.mount(list_of(1, [row(10, "a", movable), row(20, "b", movable), row(30, "c", movable)]))
    assert rows.fire(10, "keydown", key="ArrowDown")["prevented"]
    assert rows.focused() == 20
    rows.fire(20, "keydown", key="ArrowDown")
    assert rows.focused() == 30
    rows.fire(30, "keydown", key="ArrowUp")
    assert rows.focused() == 20
    # Alt+Down moves the row below the next one; Alt+Up above the previous.
    assert rows.fire(20, "keydown", key="ArrowDown", altKey=True)["sent"] == [
        {"kind": "change", "target": 20, "value": "move:3"}]
    assert rows.fire(20, "keydown", key="ArrowUp", altKey=True)["sent"] == [
        {"kind": "change", "target": 20, "value": "move:0"}]
    assert rows.fire(30, "keydown", key="Delete")["sent"] == [{"kind": "change", "target": 30, "value": "delete"}]
    # Keys in a control of the row are the control's.
    assert rows.fire(30, "keydown", "button", key="Delete")["sent"] == []


def test_an_outline_rows_right_and_left_open_and_close_it(rows):
    label = row(11, "group")
    group = element(10, "disclosure", {"expanded": False}, children=[label])
    rows.mount(list_of(1, [group, row(20, "b")]))
    assert rows.fire(11, "keydown", key="ArrowRight") == {
        "sent": [{"kind": "toggle", "target": 10, "value": "true"}], "prevented": True}
    rows.patch([{"op": "attr", "id": 10, "name": "expanded", "value": True},
                {"op": "insert", "parent": 10, "element": row(30, "child")}])
    assert rows.fire(11, "keydown", key="ArrowRight")["sent"] == []
    assert rows.fire(11, "keydown", key="ArrowLeft")["sent"] == [{"kind": "toggle", "target": 10, "value": "false"}]
    # The group's other rows are rows like any other.
    assert rows.fire(30, "keydown", key="ArrowLeft")["sent"] == []
    assert rows.fire(30, "click", ".text")["sent"] == [{"kind": "click", "target": 30}]


def test_a_horizontal_swipe_over_a_row_reveals_its_actions(rows):
    swiped = row(10, "a", {"swipeActions": "trailing"})
    swiped["children"].append(element(50, "slot", {"name": "swipeTrailing"}, children=[
        element(51, "button", children=[element(52, "text", text="Delete")])]))
    rows.mount(list_of(1, [swiped, row(20, "b")]))
    # Fingers moving left: the trailing actions come in.
    assert rows.fire(10, "wheel", ".text", deltaX=40, deltaY=0)["prevented"]
    assert rows.swiped(10) == "trailing"
    # Escape in them hides them.
    rows.fire(10, "keydown", key="Escape")
    assert rows.swiped(10) is None
    # Left on the focused row reveals them from the keyboard.
    assert rows.fire(10, "keydown", key="ArrowLeft")["prevented"]
    # A row without swipe actions leaves the wheel to scrolling.
    assert not rows.fire(20, "wheel", ".text", deltaX=40, deltaY=0)["prevented"]


def test_rows_moved_redrawn_or_in_a_list_of_their_own_answer_as_before(rows):
    inner = list_of(100, [row(110, "inner")])
    outer = row(20, "b")
    outer["children"].append(inner)
    rows.mount(element(2, "vstack", children=[list_of(1, [row(10, "a"), outer]), list_of(3, [row(30, "c")])]))
    # A row of a list inside a row: the inner row, then the row around it.
    assert rows.fire(110, "click", ".text")["sent"] == [{"kind": "click", "target": 110}, {"kind": "click", "target": 20}]
    # A row moved to another list selects there.
    rows.patch([{"op": "move", "id": 10, "parent": 3}])
    assert rows.fire(10, "click", ".text")["sent"] == [{"kind": "click", "target": 10}]
    rows.fire(30, "keydown", key="ArrowDown")
    assert rows.focused() == 10
    # A list drawn anew (its selection mode changed) keeps its rows' events.
    rows.patch([{"op": "attr", "id": 3, "name": "selection", "value": "single"}])
    assert rows.fire(30, "dblclick", ".text")["sent"] == []
    assert rows.fire(30, "click", ".text")["sent"] == [{"kind": "click", "target": 30}]
    # A row inserted later is heard too.
    rows.patch([{"op": "insert", "parent": 3, "element": row(40, "d")}])
    assert rows.fire(40, "click", ".text")["sent"] == [{"kind": "click", "target": 40}]


# What a cleared list leaves: its rows in the DOM and the tree, the ids still
# known, where focus is, and the rows still shown while they go out.
CLEARED = r"""
(ids) => {
  const { tree } = window.rowsTest;
  const list = tree.entry(1);
  const active = document.activeElement;
  return {
    dom: [...list.container.querySelectorAll("*")].filter((n) => !n.closest("[data-departing]")).length,
    tree: list.children.length,
    known: ids.filter((id) => tree.entries.has(id)),
    focusInPage: active === document.body || active.isConnected,
    departing: [...list.container.querySelectorAll("[data-departing]")].map((n) => n.prosceniumId),
  };
}
"""

# A transition with an animation of its own: the row goes out by it.
OWN_TRANSITION = '{"in":{"opacity":"0"},"out":{"opacity":"0"},"animation":{"duration":2000,"delay":0,"easing":"linear","iterations":1,"direction":"normal"}}'


def test_a_list_cleared_at_once_forgets_its_rows_and_new_rows_answer_as_before(rows, page):
    rows.mount(list_of(1, [row(10, "a"), row(20, "b"), row(30, "c")]))
    rows.fire(10, "keydown", key="ArrowDown")
    assert rows.focused() == 20
    rows.patch([{"op": "clear", "parent": 1}])
    assert page.evaluate(CLEARED, [10, 12, 13, 20, 24, 30]) == {
        "dom": 0, "tree": 0, "known": [], "focusInPage": True, "departing": []}
    # Clearing an empty list changes nothing; rows inserted after a clear (as
    # when every row is replaced) are heard, by click and by key.
    rows.patch([{"op": "clear", "parent": 1}, {"op": "insert", "parent": 1, "element": row(50, "e")},
                {"op": "insert", "parent": 1, "before": 50, "element": row(40, "d")}])
    assert rows.fire(40, "click", ".text")["sent"] == [{"kind": "click", "target": 40}]
    assert rows.fire(50, "click", "button")["sent"] == [{"kind": "click", "target": 53}]
    rows.fire(40, "keydown", key="ArrowDown")
    assert rows.focused() == 50
    rows.patch([{"op": "clear", "parent": 1}, {"op": "insert", "parent": 1, "element": row(60, "f")}])
    assert rows.fire(60, "click", ".text")["sent"] == [{"kind": "click", "target": 60}]
    assert page.evaluate(CLEARED, [40, 50, 60])["known"] == [60]
    # An unknown element is refused, as other patches are.
    with pytest.raises(Exception, match="unknown element 99"):
        rows.patch([{"op": "clear", "parent": 99}])


def test_a_cleared_row_with_a_transition_of_its_own_goes_out_by_it(rows, page):
    # The transition is on the row's only child, as `.transition` on a ForEach's row content puts it.
    slow = row(20, "b")
    slow["children"][0]["attributes"] = {"transition": OWN_TRANSITION}
    rows.mount(list_of(1, [row(10, "a"), slow, row(30, "c")]))
    rows.patch([{"op": "clear", "parent": 1}])
    assert page.evaluate(CLEARED, [10, 20, 30]) == {
        "dom": 0, "tree": 0, "known": [], "focusInPage": True, "departing": [20]}
    # A run of removes does the same.
    rows.patch([{"op": "insert", "parent": 1, "element": row(40, "d")}, {"op": "insert", "parent": 1, "element": row(50, "e")}])
    slow = row(60, "f")
    slow["children"][0]["attributes"] = {"transition": OWN_TRANSITION}
    rows.patch([{"op": "insert", "parent": 1, "element": slow}])
    rows.patch([{"op": "remove", "id": 40}, {"op": "remove", "id": 60}, {"op": "remove", "id": 50}])
    assert sorted(page.evaluate(CLEARED, [40, 50, 60])["departing"]) == [20, 60]


def test_a_clear_under_an_animation_keeps_each_row_shown_while_it_goes(rows, page):
    rows.mount(list_of(1, [row(10, "a"), row(20, "b")]))
    animation = {"duration": 2000, "delay": 0, "easing": "linear", "iterations": 1, "direction": "normal"}
    rows.patch([{"op": "animate", "animation": animation}, {"op": "clear", "parent": 1}])
    state = page.evaluate(CLEARED, [10, 20])
    assert state["tree"] == 0 and state["known"] == [] and sorted(state["departing"]) == [10, 20]


# After three frames (the first row's height is watched after a layout), what
# a list or a table 200 px tall shows (its element and its rows by `[box,
# rows]` selectors in the scratch host): its scroll height and top, the
# heights of its first row and of row `far`, whether the first and the far
# rows' content is drawn, and how far the last row's bottom is from the box's.
ROWS_SHOWN = r"""
async ([far, boxSelector, rowSelector]) => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  await frame(); await frame(); await frame();
  const box = window.rowsTest.host.content.querySelector(boxSelector);
  const rows = [...box.querySelectorAll(rowSelector)];
  const drawn = (row) => row.firstElementChild.checkVisibility({ contentVisibilityAuto: true });
  const last = rows[rows.length - 1].getBoundingClientRect(), bounds = box.getBoundingClientRect();
  return {
    scrollHeight: box.scrollHeight, scrollTop: box.scrollTop,
    first: rows[0].getBoundingClientRect().height, far: rows[far].getBoundingClientRect().height,
    firstDrawn: drawn(rows[0]), farDrawn: drawn(rows[far]),
    lastBottom: last.bottom - (bounds.top + box.clientTop + box.clientHeight),
  };
}
"""


def assert_far_rows_wait_to_be_drawn(page, box_selector, row_selector):
    """In the scratch host's list or table (`box_selector`, its rows
    `row_selector`) made 200 px tall, of 100 rows 40 px tall and more: the
    first row is drawn and row 90 is not, and is as tall as the first; after
    scrolling to the end, row 90 is drawn, the scroll height is as it was, and
    the last row ends at the bottom edge."""
    box = f"window.rowsTest.host.content.querySelector({box_selector!r})"
    page.evaluate(f"() => {{ {box}.style.height = '200px'; }}")
    top = page.evaluate(ROWS_SHOWN, [90, box_selector, row_selector])
    # Taller than a row is before the first is measured: their frame's 40 px and padding.
    assert top["first"] > 40, top
    assert top["firstDrawn"] and not top["farDrawn"], top
    assert top["far"] == top["first"], top
    page.evaluate(f"() => {{ const box = {box}; box.scrollTop = box.scrollHeight; }}")
    end = page.evaluate(ROWS_SHOWN, [90, box_selector, row_selector])
    assert end["farDrawn"], end
    assert end["scrollHeight"] == top["scrollHeight"], (top, end)
    assert abs(end["lastBottom"]) <= 1, end
    assert end["far"] == top["first"], end


def tall_row(id, label):
    """A row 40 px tall and more: a framed stack of a text and a button (ids id to id + 5)."""
    return element(id, "row", {"key": str(id), "selected": False}, children=[
        element(id + 1, "frame", {"height": "40", "minHeight": "40"}, children=[element(id + 2, "hstack", children=[
            element(id + 3, "text", text=label),
            element(id + 4, "button", children=[element(id + 5, "text", text="×")]),
        ])]),
    ])


@pytest.mark.parametrize("sectioned", [False, True])
def test_a_lists_rows_out_of_view_are_not_drawn_and_are_as_tall_as_the_first(rows, page, sectioned):
    """A list's rows out of view are neither laid out nor painted
    (content-visibility), as SwiftUI's List makes only the rows in view:
    creating or clearing a thousand rows then costs the page what the rows in
    view cost. Until a row is shown it is as tall as the list's first row, in
    its sections too, so a list whose rows are alike is its whole height from
    the start: scrolling to its end shows the last row at its bottom edge."""
    items = [tall_row(10 * i, f"row {i}") for i in range(1, 101)]
    if sectioned:
        items = [element(5000 + s, "section", {"title": f"Part {s}"}, children=items[25 * s:25 * s + 25]) for s in range(4)]
    rows.mount(list_of(1, items, selection="single"))
    assert_far_rows_wait_to_be_drawn(page, ".list", ".row")
    # A row not yet drawn answers as its own element would: a click on it selects it.
    assert rows.fire(500, "click", ".text")["sent"] == [{"kind": "click", "target": 500}]


def test_a_row_not_yet_drawn_that_is_scrolled_to_is_shown_where_asked(rows, page):
    """ScrollViewReader's scrollTo to a row not yet drawn (content-visibility)
    puts it at the list's top edge, drawn: its place comes from the rows
    before it, as tall as the first until they are drawn."""
    rows.mount(list_of(1, [tall_row(10 * i, f"row {i}") for i in range(1, 101)], selection="single"))
    shown = page.evaluate(r"""async () => {
      const { scrollElementIntoView } = await import("/client/scrolling.js");
      const { tree, host } = window.rowsTest;
      const list = host.content.querySelector(".list");
      list.style.height = "200px";
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      await frame(); await frame();
      const before = tree.entry(803).node.checkVisibility({ contentVisibilityAuto: true });
      scrollElementIntoView(tree, 800, "top");
      await frame(); await frame(); await frame();
      const row = tree.entry(800).node.getBoundingClientRect(), box = list.getBoundingClientRect();
      return { before, offset: row.top - (box.top + list.clientTop), drawn: tree.entry(803).node.checkVisibility({ contentVisibilityAuto: true }) };
    }""")
    assert not shown["before"], shown
    assert shown["drawn"] and abs(shown["offset"]) <= 1, shown


def test_a_selectable_list_tells_the_app_when_focus_comes_into_its_rows_and_goes(rows):
    """A Mac emphasizes the selection of the list that is the focused control:
    the list tells the app once as focus comes into one of its rows, not
    again as it moves between them, and when it leaves them, for a control
    in a row too (the control, not the list, is then focused). A list whose
    rows do not select is marked for the page's CSS but tells the app nothing."""
    rows.mount(element(100, "hstack", children=[
        list_of(1, [row(10, "a"), row(20, "b")]),
        element(50, "list", children=[row(60, "c")]),
    ]))
    assert rows.focus(10) == {"sent": [{"kind": "focus", "target": 1}], "marked": [1]}
    assert rows.focus(20) == {"sent": [], "marked": [1]}
    assert rows.focus(20, "button") == {"sent": [{"kind": "focus", "target": 1, "value": "false"}], "marked": []}
    assert rows.focus(10) == {"sent": [{"kind": "focus", "target": 1}], "marked": [1]}
    assert rows.focus(60) == {"sent": [{"kind": "focus", "target": 1, "value": "false"}], "marked": [50]}
    assert rows.focus(None) == {"sent": [], "marked": []}


def test_a_list_the_app_says_is_focused_keeps_focus_on_its_row(page, rows):
    """A list bound to @FocusState is focused in the app once a row of it
    takes focus; the app's `focused` then leaves focus on that row (the
    arrow keys are the row's), not on the list itself."""
    rows.mount(element(1, "list", {"selection": "single", "focusable": True}, children=[row(10, "a"), row(20, "b")]))
    assert rows.focus(10)["sent"] == [{"kind": "focus", "target": 1}]
    rows.patch([{"op": "attr", "id": 1, "name": "focused", "value": True}])
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    assert rows.focused() == 10
