"""A window that fits its content (Tests/Fixtures/LayoutDemo, window
"Fitted": no `defaultSize`), as a Mac opens it: the window is its
content's ideal size and the engine lays the content out at that size,
so each button's and the toggle's title is on one line (the buttons are
CardTable's row, whose ideal width the page's rounding cuts: laid out at
the reported width, "Show Badge" took two lines). The page sizes
the window to the ideal size as the wire writes it (two decimals) and
Chromium snaps it to 1/64 px: the size reported back is a hair short,
which the engine reads as the ideal size (WindowPlacement.swift)."""

from placed import app, assert_drawn_where_sent, layout_url, open_window, placed  # noqa: F401 (fixtures)


def test_a_window_that_fits_its_content_shows_each_title_on_one_line(app):
    window = open_window(app, "Fitted")
    boxes = placed(window)
    assert_drawn_where_sent(boxes)
    titles = {box["text"]: box for box in boxes if box["isText"]}
    names = ("Grow", "Show Hint", "Deal", "Shuffle", "Show Badge", "Pulse")
    assert set(names) <= titles.keys(), titles.keys()
    for name in names:
        box = titles[name]
        assert box["lines"] == 1, box
        # One 16-point line: the engine laid it out unwrapped.
        assert abs(box["sent"][3] - 16) <= 0.5, box
    # The content area is the content's ideal size (within the page's rounding).
    size = window.evaluate("""(node) => {
        const body = node.querySelector(".window-body");
        const root = body.querySelector(".root[data-placing]");
        const style = getComputedStyle(root);
        return { width: body.clientWidth, height: body.clientHeight,
                 ideal: [parseFloat(style.getPropertyValue("--ideal-width")),
                         parseFloat(style.getPropertyValue("--ideal-height"))] };
    }""")
    assert abs(size["width"] - size["ideal"][0]) <= 1 and abs(size["height"] - size["ideal"][1]) <= 1, size
