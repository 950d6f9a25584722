"""A window's accessory bars, in Chromium (Tests/Fixtures/PureAppsDemo, window
"Accessory Bars"): items placed `.accessoryBar(id:)` show in full-width bars
under the title bar and toolbar, one bar per identifier, in the title bar's
shade with the separator below them; their buttons have no bezel until the
pointer is over them and run their actions; `toolbar(.hidden, for:)` hides
one bar and leaves the toolbar."""

from playwright.sync_api import expect

from conftest import menu_window, stable_boxes


demo_url, window = menu_window("PureAppsDemo", "accessory-bar-server.log", "Pure Apps", "Accessory Bars")


def bar(window, name):
    """The accessory bar holding the button `name`."""
    return window.locator(".accessory-bar", has=window.page_.get_by_role("button", name=name, exact=True))


def test_each_identifier_has_a_full_width_bar_under_the_toolbar(window):
    page = window.page_
    favourites, scope = bar(window, "Apple"), bar(window, "All")
    expect(favourites).to_be_visible()
    expect(scope).to_be_visible()
    # Items of one identifier share a bar; the two identifiers have two.
    expect(favourites.get_by_role("button")).to_have_count(2)
    expect(scope.get_by_role("button")).to_have_count(3)
    expect(window.locator(".accessory-bar:visible")).to_have_count(2)
    # The toolbar's own item stays in the toolbar.
    expect(window.locator(".titlebar").get_by_role("button", name="Reload")).to_be_visible()
    titlebar, first, second, body, frame = stable_boxes(
        page, window.locator(".titlebar"), favourites, scope, window.locator(".window-body"), window)
    # Under the title bar (the unified toolbar's row), one after the other, above the content.
    assert abs(first["y"] - (titlebar["y"] + titlebar["height"])) < 1.5, (titlebar, first)
    assert abs(second["y"] - (first["y"] + first["height"])) < 0.5, (first, second)
    assert abs(body["y"] - (second["y"] + second["height"])) < 0.5, (second, body)
    # As wide as the window; one row of regular controls with 4 points above
    # and below, and its separator.
    for box in (first, second):
        assert abs(box["x"] - frame["x"]) < 1 and abs(box["width"] - frame["width"]) < 2, (box, frame)
        assert abs(box["height"] - 29) < 1, box
    # The title bar's shade; the separator moved below the bars.
    shade = "node => getComputedStyle(node).backgroundColor"
    assert favourites.evaluate(shade) == window.locator(".titlebar").evaluate(shade)
    border = "node => [getComputedStyle(node).borderBottomWidth, getComputedStyle(node).borderBottomColor]"
    assert window.locator(".titlebar").evaluate(border)[1] == "rgba(0, 0, 0, 0)"
    assert scope.evaluate(border)[0] == "1px"
    assert not page.console_messages


def test_accessory_bar_buttons_are_bare_until_hovered_and_run_their_actions(window):
    page = window.page_
    apple = window.get_by_role("button", name="Apple", exact=True)
    read = "node => { const s = getComputedStyle(node); return [s.backgroundColor, s.boxShadow]; }"
    page.mouse.move(5, 5)
    assert apple.evaluate(read) == ["rgba(0, 0, 0, 0)", "none"]
    apple.hover()
    page.wait_for_function(
        "node => getComputedStyle(node).backgroundColor !== 'rgba(0, 0, 0, 0)'", arg=apple.element_handle())
    apple.click()
    expect(window.get_by_text("Visited: Apple")).to_be_visible()
    window.get_by_role("button", name="Documents", exact=True).click()
    expect(window.get_by_text("Scope: Documents")).to_be_visible()
    # The action button: a thin outline, no fill.
    add = window.get_by_role("button", name="Add Filter", exact=True)
    background, shadow = add.evaluate(read)
    assert background == "rgba(0, 0, 0, 0)" and "inset" in shadow, (background, shadow)
    add.click()
    expect(window.get_by_text("Filters: 1")).to_be_visible()


def test_hiding_an_accessory_bar_leaves_the_toolbar_and_the_other_bar(window):
    page = window.page_
    favourites = bar(window, "Apple")
    expect(favourites).to_be_visible()
    before = stable_boxes(page, window.locator(".window-body"))[0]
    window.get_by_role("checkbox", name="Show Favourites").click()
    expect(favourites).to_be_hidden()
    expect(bar(window, "All")).to_be_visible()
    expect(window.get_by_role("button", name="Reload")).to_be_visible()
    # The content moves up into the room the bar left.
    after = stable_boxes(page, window.locator(".window-body"))[0]
    assert abs(before["y"] - after["y"] - 29) < 1, (before, after)
    window.get_by_role("checkbox", name="Show Favourites").click()
    expect(favourites).to_be_visible()
