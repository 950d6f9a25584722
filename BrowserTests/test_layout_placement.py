"""Windows whose whole content the layout engine lays out
(Tests/Fixtures/LayoutDemo): the app sends the engine's frames and the page
puts every element at its frame, laid out again when the window is resized.
Expected frames follow SwiftUI's layout: a spacer pushes a row's badge to
its trailing edge; a flexible frame takes its offer clamped to its range;
a fixed-width colour keeps its width beside flexible children."""

import re

from playwright.sync_api import expect

from placed import app, assert_drawn_where_sent, layout_url, open_window, placed, text_box  # noqa: F401 (fixtures)


def body_size(window):
    box = window.locator(".window-body").bounding_box()
    return box["width"], box["height"]


def test_every_element_is_drawn_at_the_engines_frame(app):
    for title in ["Row", "Range", "Share", "Content"]:
        boxes = placed(open_window(app, title))
        assert_drawn_where_sent(boxes)
        assert all(box["lines"] <= 1 for box in boxes), "no one-line text wraps in its frame"


def test_a_spacer_puts_the_badge_at_the_rows_end_as_the_window_resizes(app):
    window = open_window(app, "Row")
    for grow in [0, 160]:
        if grow:
            corner = window.locator(".resize.se").bounding_box()
            app.mouse.move(corner["x"] + 5, corner["y"] + 5)
            app.mouse.down()
            app.mouse.move(corner["x"] + 5 + grow, corner["y"] + 5, steps=5)
            app.mouse.up()
        width, height = body_size(window)
        # The page tells the app the new size; the app lays the content out again.
        app.wait_for_function(
            """([node, width]) => {
                 const root = node.querySelector('.root[data-placing]');
                 const badge = [...root.querySelectorAll('.text')].find((n) => n.textContent === '12');
                 const body = node.querySelector('.window-body').getBoundingClientRect();
                 return Math.abs(badge.parentElement.getBoundingClientRect().right - body.left - (width - 16)) < 1;
               }""", arg=[window.element_handle(), width], timeout=30_000)
        boxes = placed(window)
        assert_drawn_where_sent(boxes)
        inbox = text_box(boxes, "Inbox")
        badge = text_box(boxes, "12")
        # `.padding()` is 16 points on macOS; the badge's own padding is 6 each side.
        assert abs(inbox[0] - 16) <= 0.5
        assert abs(badge[0] + badge[2] + 6 - (width - 16)) <= 0.5
        # The row is centred in the window's height.
        assert abs(inbox[1] + inbox[3] / 2 - height / 2) <= 0.5


def test_a_flexible_frame_takes_its_offer_clamped_to_its_range(app):
    window = open_window(app, "Range")
    boxes = placed(window)
    # Outer frame 300 x 200, centred in the window; the colour within it: the
    # offer (300 x 200) clamped to 100...400 by 20...100, centred.
    outer = max(boxes, key=lambda box: box["drawn"][2] * box["drawn"][3])["drawn"]
    colour = window.locator(".color-fill").first.bounding_box()
    body = window.locator(".window-body").bounding_box()
    assert abs(outer[2] - 300) <= 0.5 and abs(outer[3] - 200) <= 0.5
    assert abs(colour["width"] - 300) <= 0.5 and abs(colour["height"] - 100) <= 0.5
    assert abs(colour["x"] - body["x"] - outer[0]) <= 0.5
    assert abs(colour["y"] - body["y"] - (outer[1] + 50)) <= 0.5


def test_a_fixed_width_colour_keeps_its_width_beside_flexible_views(app):
    window = open_window(app, "Share")
    fills = window.locator(".color-fill")
    red, green = fills.nth(0).bounding_box(), fills.nth(1).bounding_box()
    frame = window.locator(".frame:has(> .stack)").first.bounding_box()
    assert abs(red["width"] - 50) <= 0.5 and abs(red["height"] - 60) <= 0.5
    assert abs(red["x"] - frame["x"]) <= 0.5
    # The green ends the row.
    assert abs(green["x"] + green["width"] - (frame["x"] + 300)) <= 0.5
    # The spacer keeps its minimum length: the colour takes the rest.
    assert abs(green["width"] - 242) <= 0.5 and abs(green["height"] - 60) <= 0.5


def test_texts_and_a_colour_share_one_baseline(app):
    window = open_window(app, "Baselines")
    assert_drawn_where_sent(placed(window))
    # Where the page draws each text's baseline: the bottom of an empty
    # inline block on it.
    lines = window.evaluate("""(node) => [...node.querySelectorAll('.root .text')].map((text) => {
        const mark = document.createElement('span');
        mark.style.cssText = 'display:inline-block;width:0;height:0;vertical-align:baseline';
        text.append(mark);
        const y = mark.getBoundingClientRect().bottom;
        mark.remove();
        return y;
      })""")
    colour = window.locator(".color-fill").first.bounding_box()
    assert len(lines) == 2
    assert abs(lines[0] - lines[1]) <= 0.5, lines
    assert abs(colour["y"] + colour["height"] - lines[0]) <= 0.5, (colour, lines)


def test_symbols_labels_and_a_positioned_view_are_placed_in_a_scroll_view(app):
    window = open_window(app, "Content")
    assert_drawn_where_sent(placed(window))
    # The resizable symbol fills its 32-point frame; the others are a
    # square of their font's size (13 points, 1.3 times at large scale).
    sizes = window.evaluate("""(node) => [...node.querySelectorAll('.root .image')].map((image) => {
        const box = image.getBoundingClientRect();
        return [box.width, box.height];
      })""")
    assert [round(w, 1) for w, _ in sizes] == [13, 13, 16.9, 32], sizes
    # The dot's centre is at (30, 10) of its 60 x 20 frame.
    dot = window.locator(".color-fill").first.bounding_box()
    holder = window.locator(".frame:has(> .frame > .color-fill)").first.bounding_box()
    assert abs(dot["x"] + 4 - (holder["x"] + 30)) <= 0.5 and abs(dot["y"] + 4 - (holder["y"] + 10)) <= 0.5
    # The scroll view scrolls its content, which is taller than it.
    scroll = window.locator(".scroll").first
    assert scroll.evaluate("(node) => node.scrollHeight > node.clientHeight + 100")
    scroll.evaluate("(node) => { node.scrollTop = 1000; }")
    last = window.get_by_text("Line 19", exact=True).bounding_box()
    box = scroll.bounding_box()
    assert box["y"] <= last["y"] and last["y"] + last["height"] <= box["y"] + box["height"] + 0.5


TEXT_LINES = r"""
(node) => [...node.querySelectorAll('.root .text')].map((text) => {
  const style = getComputedStyle(text);
  // Each line's top, from the rectangles of its characters.
  const range = document.createRange();
  range.selectNodeContents(text);
  const tops = [...new Set([...range.getClientRects()].filter((r) => r.width > 0)
      .map((r) => Math.round(r.top)))].sort((a, b) => a - b);
  return { text: text.textContent, fontSize: parseFloat(style.fontSize), lineHeight: parseFloat(style.lineHeight),
           tops, fits: text.scrollWidth <= text.clientWidth + 0.5, top: text.getBoundingClientRect().top,
           height: text.getBoundingClientRect().height };
})
"""


def test_runs_spaced_lines_and_a_shrunk_line_are_drawn_as_the_engine_measured(app):
    window = open_window(app, "Fitting")
    boxes = placed(window)
    assert_drawn_where_sent(boxes)
    texts = {t["text"]: t for t in window.evaluate(TEXT_LINES)}
    # The three runs, measured each in its font, stay on one line.
    runs = texts["Total: 12 items in stock"]
    assert len(runs["tops"]) == 1 and runs["fits"], runs
    # Spaced lines: 26 points apart (16 + 10), the first at the text's top
    # less nothing (the spacing is between lines), the box n * 16 + (n - 1) * 10.
    spaced = texts["The quick brown fox jumps over the lazy dog"]
    lines = len(spaced["tops"])
    assert lines >= 3, spaced
    assert all(b - a == 26 for a, b in zip(spaced["tops"], spaced["tops"][1:])), spaced
    assert abs(spaced["height"] - (lines * 16 + (lines - 1) * 10)) <= 0.5, spaced
    # No spacing above the first line: it starts at the text's top.
    assert abs(spaced["tops"][0] - spaced["top"]) <= 1, spaced
    # The shrunk line is drawn at the engine's smaller size and fits its 100 points.
    shrunk = texts["A headline that shrinks"]
    assert 6.5 <= shrunk["fontSize"] < 13 and shrunk["fits"], shrunk
    assert abs(shrunk["height"] - 16 * shrunk["fontSize"] / 13) <= 0.5, shrunk


def test_a_placed_frame_grows_through_the_frames_in_between(app):
    window = open_window(app, "Growing")
    bar = window.locator("[data-identifier=bar]")
    end = window.locator("[data-identifier=end]")
    assert round(bar.bounding_box()["width"]) == 100
    start = end.bounding_box()["x"]
    window.get_by_role("button", name="Grow").click()
    # A second into the two-second linear animation: strictly between the
    # ends, and the text beside it carried along, still placed by the engine.
    app.wait_for_function("(el) => el.getBoundingClientRect().width > 101", arg=bar.element_handle())
    app.wait_for_timeout(1000)
    halfway = bar.bounding_box()["width"]
    moved = end.bounding_box()["x"] - start
    assert 120 < halfway < 280, halfway
    assert abs(moved - (halfway - 100)) <= 12, (moved, halfway)
    assert window.locator(".root[data-placing]").count() == 1
    expect(bar).to_have_js_property("offsetWidth", 300, timeout=5_000)
    assert_drawn_where_sent(placed(window))


# Holds back the page's report of a moved or resized window's frame, so
# that updates the app sends meanwhile still carry the window's old frame.
HOLD_WINDOW_FRAME = r"""
const send = WebSocket.prototype.send;
WebSocket.prototype.send = function (data) {
  if (typeof data === "string" && data.includes('"kind":"windowFrame"')) {
    setTimeout(() => send.call(this, data), 600);
    return;
  }
  return send.call(this, data);
};
"""


def test_a_resized_window_keeps_its_size_while_the_app_has_not_heard_it(context, layout_url):
    # A person resizes a window; before the app hears the new frame, it sends
    # an update for another reason (here the key window changes): the
    # window must not go back to its old size for that round trip.
    app = context.new_page()
    app.add_init_script(HOLD_WINDOW_FRAME)
    app.goto(layout_url)
    other = open_window(app, "Range")
    window = open_window(app, "Row")
    width, _ = body_size(window)
    corner = window.locator(".resize.se").bounding_box()
    app.mouse.move(corner["x"] + 5, corner["y"] + 5)
    app.mouse.down()
    app.mouse.move(corner["x"] + 125, corner["y"] + 5, steps=4)
    app.mouse.up()
    assert body_size(window)[0] == width + 120
    # The Window menu brings the other window forward: an update for both.
    app.get_by_role("menubar").get_by_role("menuitem", name="Window", exact=True).click()
    app.get_by_role("menu").get_by_role("menuitem", name="Range", exact=True).click()
    expect(other).to_have_class(re.compile(r"\bkey\b"))
    widths = window.evaluate(
        """(node) => new Promise((done) => {
             const seen = new Set(), start = performance.now();
             const look = () => {
               seen.add(node.querySelector('.window-body').getBoundingClientRect().width);
               if (performance.now() - start < 300) requestAnimationFrame(look); else done([...seen]);
             };
             look();
           })""")
    assert widths == [width + 120], widths
    # Once the app has heard it, the frame it sends back is the new one.
    app.wait_for_timeout(600)
    assert body_size(window)[0] == width + 120
