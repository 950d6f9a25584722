"""A menu longer than the page is tall, in Chromium (Tests/Fixtures/LayoutDemo,
whose Window menu lists a window for each of its layout scenes): as on a Mac,
the menu ends above the page's bottom edge and scrolls, so its last items can
be reached and chosen; a short menu does not scroll."""

from playwright.sync_api import expect

from placed import app, layout_url  # noqa: F401 (fixtures)


def open_menu(app, title):
    app.get_by_role("menubar").get_by_role("menuitem", name=title, exact=True).click()
    menu = app.get_by_role("menubar").get_by_role("menu").filter(visible=True).first
    expect(menu).to_be_visible()
    return menu


def test_a_long_menu_scrolls_within_the_page_and_its_last_item_opens(app):
    app.set_viewport_size({"width": 900, "height": 420})
    menu = open_menu(app, "Window")
    box = menu.bounding_box()
    # The whole menu fits above the page's bottom, with its items scrolling.
    assert box["y"] + box["height"] <= 420, box
    sizes = menu.evaluate("node => [node.scrollHeight, node.clientHeight, getComputedStyle(node).overflowY]")
    assert sizes[0] > sizes[1] and sizes[2] == "auto", sizes
    last = menu.get_by_role("menuitem").last
    title = last.inner_text().strip()
    last.click()
    expect(app.get_by_role("dialog", name=title)).to_be_visible()


def test_a_short_menu_does_not_scroll(app):
    app.set_viewport_size({"width": 900, "height": 420})
    menu = open_menu(app, "Edit")
    sizes = menu.evaluate("node => [node.scrollHeight, node.clientHeight, getComputedStyle(node).overflowY]")
    assert sizes[0] <= sizes[1] and sizes[2] == "visible", sizes
