"""A selection drawn as a Mac draws it (Tests/Fixtures/LayoutDemo, window
"Selection", laid out by the engine): while a list or table is the focused
control of the key window its selected row is filled with the selection
colour (selectedContentBackgroundColor), its default and secondary text
white, text the app coloured kept, and the app's views in it read
backgroundProminence .increased; once focus moves to another control, or
another window is key, the row is grey (unemphasizedSelectedContentBackgroundColor,
a translucent grey in a sidebar) and its text as it was."""

from playwright.sync_api import expect

from placed import app, layout_url, open_window  # noqa: F401 (fixtures)

# Light and dark: the selection colours as the page draws them.
EMPHASIZED = {"light": "rgb(0, 99, 225)", "dark": "rgb(0, 89, 209)"}
UNEMPHASIZED = {"light": "rgb(220, 220, 220)", "dark": "rgb(70, 70, 70)"}
SIDEBAR_UNEMPHASIZED = {"light": "rgba(0, 0, 0, 0.1)", "dark": "rgba(255, 255, 255, 0.1)"}
WHITE = "rgb(255, 255, 255)"
RED = "rgb(255, 59, 48)"


def style(locator, prop):
    return locator.evaluate("(node, prop) => getComputedStyle(node)[prop]", prop)


def expect_style(locator, prop, value):
    """Waits for a computed style (the app's update may follow the click)."""
    locator.page.wait_for_function(
        "([node, prop, value]) => getComputedStyle(node)[prop] === value",
        arg=[locator.element_handle(), prop, value], timeout=10_000)


def selection_window(app, scheme="light"):
    app.emulate_media(color_scheme=scheme)
    window = open_window(app, "Selection")
    lists = window.locator(".list")
    expect(lists).to_have_count(2)
    return window, lists.nth(0), lists.nth(1), window.locator(".table")


def test_a_focused_lists_selection_is_emphasized_and_grey_once_focus_leaves(app):
    window, plain, _, _ = selection_window(app)
    row = plain.locator(".row.selected")
    expect(row).to_contain_text("Chosen standard")
    # Nothing focused: grey, the text as it was.
    expect_style(row, "backgroundColor", UNEMPHASIZED["light"])
    assert style(row.get_by_text("Chosen standard"), "color") != WHITE
    # A click gives the list focus: the selection colour, default text white, red kept.
    row.click()
    expect(row).to_contain_text("Chosen increased")
    expect_style(row, "backgroundColor", EMPHASIZED["light"])
    assert style(row.get_by_text("Chosen increased"), "color") == WHITE
    assert style(row.get_by_text("Red", exact=True), "color") == RED
    assert style(row.get_by_text("Quiet"), "color") == "rgba(255, 255, 255, 0.7)"
    # Rows not selected keep their look.
    assert style(plain.locator(".row", has_text="Plain"), "backgroundColor") != EMPHASIZED["light"]
    # Focus moves to the text field: grey again, the app's rows read standard.
    window.get_by_role("textbox").first.click()
    expect(row).to_contain_text("Chosen standard")
    expect_style(row, "backgroundColor", UNEMPHASIZED["light"])
    assert style(row.get_by_text("Chosen standard"), "color") != WHITE
    assert style(row.get_by_text("Red", exact=True), "color") == RED


def test_a_focused_tables_selection_is_emphasized(app):
    window, _, _, table = selection_window(app)
    row = table.locator(".table-body > .table-row.selected")
    expect(row).to_contain_text("Middlemarch standard")
    expect_style(row, "backgroundColor", UNEMPHASIZED["light"])
    row.click()
    expect(row).to_contain_text("Middlemarch increased")
    expect_style(row, "backgroundColor", EMPHASIZED["light"])
    assert style(row.get_by_text("Middlemarch increased"), "color") == WHITE
    window.get_by_role("textbox").first.click()
    expect(row).to_contain_text("Middlemarch standard")
    expect_style(row, "backgroundColor", UNEMPHASIZED["light"])


def test_dark_selection_colours(app):
    window, plain, sidebar, _ = selection_window(app, "dark")
    row = plain.locator(".row.selected")
    expect_style(row, "backgroundColor", UNEMPHASIZED["dark"])
    expect_style(sidebar.locator(".row.selected"), "backgroundColor", SIDEBAR_UNEMPHASIZED["dark"])
    row.click()
    expect(row).to_contain_text("Chosen increased")
    expect_style(row, "backgroundColor", EMPHASIZED["dark"])
    assert style(row.get_by_text("Chosen increased"), "color") == WHITE
    assert style(row.get_by_text("Red", exact=True), "color") == RED


def test_a_sidebars_selection_is_translucent_grey_until_focused(app):
    _, _, sidebar, _ = selection_window(app)
    row = sidebar.locator(".row.selected")
    expect(row).to_contain_text("Home standard")
    expect_style(row, "backgroundColor", SIDEBAR_UNEMPHASIZED["light"])
    assert style(row, "borderTopLeftRadius") == "5px"
    row.click()
    expect(row).to_contain_text("Home increased")
    expect_style(row, "backgroundColor", EMPHASIZED["light"])


def test_a_list_in_a_window_that_is_not_key_is_grey(app):
    window, plain, _, _ = selection_window(app)
    row = plain.locator(".row.selected")
    row.click()
    expect(row).to_contain_text("Chosen increased")
    expect_style(row, "backgroundColor", EMPHASIZED["light"])
    # The page draws by the window's key state as well as the list's focus.
    assert window.evaluate("(frame) => frame.classList.contains('window') && frame.classList.contains('key')")
    window.evaluate("(frame) => frame.classList.remove('key')")
    expect_style(row, "backgroundColor", UNEMPHASIZED["light"])
    window.evaluate("(frame) => frame.classList.add('key')")
    expect_style(row, "backgroundColor", EMPHASIZED["light"])
    # Another window comes forward (the app opens it for a shortcut): the
    # selection is no longer emphasized, and the app's row reads standard.
    app.keyboard.press("Control+Shift+E")
    expect(app.get_by_role("dialog", name="Row")).to_be_visible(timeout=10_000)
    expect(row).to_contain_text("Chosen standard")
    expect_style(row, "backgroundColor", UNEMPHASIZED["light"])
    assert style(row.get_by_text("Chosen standard"), "color") != WHITE
