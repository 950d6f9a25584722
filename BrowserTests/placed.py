"""What the page drew for a window placed by the layout engine: each placed
element's box in the window's content, against the frame the app sent for
it (frames are in the parent's coordinates: summed here)."""

import pytest
from playwright.sync_api import expect

from conftest import serving


@pytest.fixture(scope="module")
def layout_url():
    """The LayoutDemo app (Tests/Fixtures/LayoutDemo), served for a module."""
    with serving("LayoutDemo", "layout-demo.log") as server:
        yield server.url


@pytest.fixture
def app(context, layout_url):
    """A page of the LayoutDemo app, its fonts loaded."""
    page = context.new_page()
    page.goto(layout_url)
    page.evaluate("document.fonts.ready")
    return page

# The frame the app sent for a placed node, in `top`'s coordinates: each
# frame is in its placed parent's, so the offsets are summed up to `top`.
# A list's row in the list's flow has no offset property; the page keeps
# the offset it was sent (`placedY`, placement.js).
SENT = r"""
function sentFrame(node, top) {
  let x = 0, y = 0;
  for (let at = node; at !== top; at = at.parentElement) {
    if (!at.hasAttribute("data-placed")) continue;
    x += parseFloat(at.style.getPropertyValue("--place-x"));
    y += at.placedY ?? parseFloat(at.style.getPropertyValue("--place-y"));
  }
  return [x, y, parseFloat(node.style.getPropertyValue("--place-width")),
          parseFloat(node.style.getPropertyValue("--place-height"))];
}
"""

PLACED = r"""
(windowNode) => {
""" + SENT + r"""
  const body = windowNode.querySelector(".window-body");
  const root = body.querySelector(".root[data-placing]");
  if (!root) return null;
  const origin = body.getBoundingClientRect();
  const out = [];
  for (const node of root.querySelectorAll("[data-placed]")) {
    const sent = sentFrame(node, root);
    const box = node.getBoundingClientRect();
    const isText = node.classList.contains("text");
    out.push({ kind: node.classList[0], text: node.textContent.trim().slice(0, 40), isText, sent,
               drawn: [box.x - origin.x, box.y - origin.y, box.width, box.height],
               lines: isText ? new Set([...node.getClientRects()].map((r) => Math.round(r.top))).size : 0 });
  }
  return out;
}
"""


def open_window(app, title, whole=True):
    """Opens the app's window `title` from the Window menu and, with
    `whole`, waits until the engine has placed its whole content."""
    if app.get_by_role("dialog", name=title).count() == 0:
        app.get_by_role("menubar").get_by_role("menuitem", name="Window", exact=True).click()
        app.get_by_role("menu").get_by_role("menuitem", name=title, exact=True).click()
    window = app.get_by_role("dialog", name=title)
    expect(window).to_be_visible(timeout=10_000)
    if whole:
        expect(window.locator(".root[data-placing]")).to_have_count(1, timeout=10_000)
    return window


def placed(window):
    """The placed boxes of `window` (PLACED), which must be placed."""
    boxes = window.evaluate(PLACED)
    assert boxes, "the window's content is placed by the engine"
    return boxes


def assert_drawn_where_sent(boxes):
    """Every placed element is drawn at the frame it was sent, within 0.5 px."""
    for box in boxes:
        assert all(abs(a - b) <= 0.5 for a, b in zip(box["sent"], box["drawn"])), box


def text_box(boxes, text):
    """The drawn box of the placed text `text`."""
    return next(box["drawn"] for box in boxes if box["isText"] and box["text"] == text)


# Each island host (a column, tab, page or sheet the engine laid out the views
# of) under a node: its kind, role, whether hidden, its inner size, and its
# placed boxes as PLACED gives them, relative to the host.
ISLANDS = r"""
(windowNode) => {
""" + SENT + r"""
  const out = [];
  for (const host of windowNode.querySelectorAll("[data-placing]:not(.root)")) {
    const hostBox = host.getBoundingClientRect();
    const origin = { x: hostBox.x + host.clientLeft - host.scrollLeft, y: hostBox.y + host.clientTop - host.scrollTop };
    const boxes = [];
    for (const node of host.querySelectorAll("[data-placed]")) {
      const sent = sentFrame(node, host);
      const box = node.getBoundingClientRect();
      boxes.push({ kind: node.classList[0], text: node.textContent.trim().slice(0, 40),
                   id: node.dataset.identifier || node.getAttribute("data-testid") || null, sent,
                   drawn: [box.x - origin.x, box.y - origin.y, box.width, box.height] });
    }
    out.push({ kind: host.classList[0], role: host.dataset.role || null, hidden: Boolean(host.closest("[hidden]")),
               size: [host.clientWidth, host.clientHeight], boxes });
  }
  return out;
}
"""


def islands(node):
    """The islands under `node` (ISLANDS)."""
    return node.evaluate(ISLANDS)


def settled(app, window, text, shown):
    """Waits until the placed text `text` is (or is not) in the window."""
    app.wait_for_function(
        """([node, text, shown]) => {
             const root = node.querySelector('.root[data-placing]');
             if (!root) return false;
             const found = [...root.querySelectorAll('.text[data-placed]')].some((n) => n.textContent === text);
             return found === shown;
           }""", arg=[window.element_handle(), text, shown], timeout=10_000)
