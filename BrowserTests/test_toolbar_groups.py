"""A labelled toolbar group in a toolbar too wide for its window, in Chromium
(Tests/Fixtures/PureAppsDemo, window "Toolbar Groups", narrowed to its
content by its trailing edge): the group leaves the bar as one entry of the
» menu, titled by its label, whose submenu lists the group's buttons;
choosing one runs that button's action."""

from playwright.sync_api import expect

from conftest import menu_window, narrow_by_trailing_edge


demo_url, window = menu_window("PureAppsDemo", "toolbar-groups-server.log", "Pure Apps", "Toolbar Groups")


def test_a_labelled_group_overflows_as_one_menu_item_with_a_submenu(window):
    page = window.page_
    more = window.get_by_role("button", name="Show more toolbar items")
    expect(window.get_by_role("button", name="Bold", exact=True)).to_be_visible()
    # Narrow the window by its trailing edge, as far as its content lets it.
    narrow_by_trailing_edge(page, window)
    expect(more).to_be_visible()
    # The group's buttons left the bar; the label never shows in it.
    expect(window.get_by_role("button", name="Bold", exact=True)).to_be_hidden()
    expect(window.locator(".toolbaritem > .slot[data-name=label]")).to_be_hidden()
    more.click()
    menu = window.locator(".toolbar-overflow > .popup")
    expect(menu).to_be_visible()
    group = menu.get_by_role("menuitem", name="Format")
    expect(group).to_have_count(1)
    expect(group).to_have_attribute("aria-haspopup", "menu")
    # Its buttons are in its submenu, not in the menu itself.
    expect(menu.locator(":scope > [role=menuitem]", has_text="Bold")).to_have_count(0)
    group.click()
    submenu = menu.get_by_role("menu", name="Format")
    expect(submenu).to_be_visible()
    expect(submenu.get_by_role("menuitem")).to_have_text(["Bold", "Italic"])
    submenu.get_by_role("menuitem", name="Italic").click()
    expect(window.get_by_text("Used: Italic")).to_be_visible()
    expect(menu).to_be_hidden()
    assert not page.console_messages


def test_the_keyboard_opens_a_groups_submenu_unclipped_beside_its_entry(window):
    page = window.page_
    more = window.get_by_role("button", name="Show more toolbar items")
    if not more.is_visible():
        narrow_by_trailing_edge(page, window)
    more.focus()
    page.keyboard.press("Enter")
    menu = window.locator(".toolbar-overflow > .popup")
    expect(menu).to_be_visible()
    group = menu.get_by_role("menuitem", name="Format")
    group.focus()
    page.keyboard.press("ArrowRight")
    submenu = menu.get_by_role("menu", name="Format")
    expect(submenu).to_be_visible()
    expect(group).to_have_attribute("aria-expanded", "true")
    # Placed by the page's coordinates, so the window's edges do not cut it:
    # what is drawn at its first item's middle is that item.
    bold = submenu.get_by_role("menuitem", name="Bold")
    box = bold.bounding_box()
    at = page.evaluate("([x, y]) => document.elementFromPoint(x, y)?.closest('[role=menuitem]')?.textContent",
                       [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2])
    assert at is not None and "Bold" in at
    page.keyboard.press("ArrowLeft")
    expect(submenu).to_be_hidden()
    page.keyboard.press("Escape")
    expect(menu).to_be_hidden()
    assert not page.console_messages
