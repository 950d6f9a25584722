"""A link that is its list row's one view, in a window the page lays out
itself (Tests/Fixtures/LayoutDemo, window "Links": a table beside the
list, with a dynamic type size, keeps it from the engine): the link is
the row, as on a Mac and as the engine places it (RowLinks), so its
title is inset by the row's insets once, not by the row's and the link's
both, and its box covers the row."""

from playwright.sync_api import expect

from placed import app, layout_url, open_window  # noqa: F401 (fixtures)


def test_a_rows_link_is_inset_once_where_the_page_lays_it_out(app):
    window = open_window(app, "Links", whole=False)
    expect(window.locator(".root[data-placing]")).to_have_count(0)
    row = window.locator(".row", has_text="Apples").first
    link = row.locator(".navlink")
    expect(link).to_be_visible()
    row_box, link_box = row.bounding_box(), link.bounding_box()
    title = link.evaluate("""(node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = [...range.getClientRects()].find((r) => r.width > 0);
        return { x: box.x, y: box.y, height: box.height };
    }""")
    # The row's 12-point leading inset, once (the link adds none of its own).
    assert abs(title["x"] - row_box["x"] - 12) <= 0.5, (title, row_box)
    # The link covers its row (inside the separator under it): its highlight is the row's.
    assert abs(link_box["x"] - row_box["x"]) <= 0.5 and abs(link_box["width"] - row_box["width"]) <= 0.5
    inside = row.evaluate("(node) => node.clientHeight")
    assert abs(link_box["height"] - inside) <= 0.5, (link_box, row_box, inside)
