"""The BookClub example end to end in Chromium: the seed talks' multiple-
windows behaviour as a person uses it in the browser."""


import pytest

from conftest import open_page, serving


@pytest.fixture(scope="module")
def bookclub_url():
    with serving("BookClub", "bookclub-server.log") as server:
        yield server.url


@pytest.fixture
def app(context, bookclub_url):
    page = open_page(context, bookclub_url)
    page.get_by_role("dialog", name="Currently Reading").wait_for()
    return page


def choose(page, menu, item):
    page.get_by_role("menubar").get_by_role("menuitem", name=menu, exact=True).click()
    page.get_by_role("menu").get_by_role("menuitem", name=item).first.click()


def test_selecting_a_book_shows_it(app):
    app.get_by_role("dialog", name="Currently Reading").get_by_text("Dune", exact=True).click()
    app.get_by_text("Frank Herbert").wait_for()


def test_new_window_opens_an_independent_reading_list(app):
    choose(app, "File", "New Window")
    dialogs = app.get_by_role("dialog", name="Currently Reading")
    dialogs.nth(1).wait_for()
    assert dialogs.count() == 2


def test_the_editor_sheet_opens_and_saves(app):
    window = app.get_by_role("dialog", name="Currently Reading")
    window.get_by_text("Emma", exact=True).click()
    window.get_by_role("button", name="Update Progress").click()
    sheet = app.locator('[aria-modal="true"]').first
    sheet.wait_for()
    sheet.get_by_role("button", name="Save").click()
    sheet.wait_for(state="detached")


def test_a_book_window_from_the_context_menu_is_reused(app):
    window = app.get_by_role("dialog", name="Currently Reading")
    for _ in range(2):
        window.get_by_text("Dune", exact=True).click(button="right")
        app.get_by_role("menuitem", name="Open in New Window").click()
        app.get_by_role("dialog", name="Dune").wait_for()
        window.click(position={"x": 200, "y": 10})
    assert app.get_by_role("dialog", name="Dune").count() == 1


def test_the_activity_shortcut_opens_the_unique_window(app):
    app.get_by_role("dialog", name="Currently Reading").click(position={"x": 200, "y": 10})
    for _ in range(2):
        app.keyboard.press("Control+Alt+0")
        app.get_by_role("dialog", name="Reading Activity").wait_for()
    assert app.get_by_role("dialog", name="Reading Activity").count() == 1
    app.get_by_text("3 books in progress").wait_for()


def test_the_menu_bar_extra_opens_its_window(app):
    app.get_by_role("menubar").get_by_label("Book Club").click()
    app.get_by_text("3 books", exact=True).wait_for()
    app.get_by_role("button", name="Open Reading Activity").click()
    app.get_by_role("dialog", name="Reading Activity").wait_for()


def test_settings_open_with_their_shortcut_and_keep_a_checkbox(app):
    app.get_by_role("dialog", name="Currently Reading").click(position={"x": 200, "y": 10})
    app.keyboard.press("Control+,")
    settings = app.get_by_role("dialog", name="Settings")
    settings.wait_for()
    # A Mac's toggles are checkboxes unless styled otherwise.
    box = settings.get_by_role("checkbox", name="Sync progress")
    before = box.get_attribute("aria-checked")
    box.click()
    app.wait_for_function(
        "([name, before]) => [...document.querySelectorAll('.toggle input')]"
        ".some(e => e.getAttribute('aria-label') === name || e.closest('label')?.textContent.includes(name))"
        " && [...document.querySelectorAll('.toggle input')].some(e => e.getAttribute('aria-checked') !== before)",
        arg=["Sync progress", before])


def test_book_commands_follow_the_focused_book(app):
    window = app.get_by_role("dialog", name="Currently Reading")
    window.get_by_text("Dune", exact=True).click()
    app.get_by_text("Frank Herbert").wait_for()
    app.keyboard.press("Control+Shift+C")
    window.get_by_role("button", name="Update Progress").wait_for()
    app.wait_for_function(
        "() => [...document.querySelectorAll('button')].some(b => b.textContent.includes('Update Progress') && b.disabled)")


def test_a_link_opens_in_a_new_tab(app, context):
    requested = []
    # Nothing leaves the machine: the new tab's request is caught and aborted.
    context.route("https://example.com/**", lambda route: (requested.append(route.request.url), route.abort()))
    app.get_by_role("dialog", name="Currently Reading").click(position={"x": 200, "y": 10})
    app.keyboard.press("Control+,")
    settings = app.get_by_role("dialog", name="Settings")
    settings.wait_for()
    with context.expect_page():
        settings.get_by_role("link", name="Book Club Help").click()
    app.wait_for_timeout(300)
    assert requested == ["https://example.com/bookclub/help"]


def test_window_styles_show(app):
    main = app.get_by_role("dialog", name="Currently Reading")
    # .windowToolbarStyle(.unified): the toolbar shares the title bar's row.
    title_box = main.locator(".titlebar").bounding_box()
    toolbar_box = main.get_by_role("button", name="Activity").bounding_box()
    assert toolbar_box["y"] < title_box["y"] + title_box["height"]
    # .windowStyle(.hiddenTitleBar) on the activity window hides its title.
    main.click(position={"x": 300, "y": 10})
    app.keyboard.press("Control+Alt+0")
    activity = app.get_by_role("dialog", name="Reading Activity")
    activity.wait_for()
    assert activity.locator(".window-title").evaluate("e => getComputedStyle(e).visibility") == "hidden"
    # .windowResizability(.contentSize) on Settings: a fixed size.
    app.keyboard.press("Control+,")
    settings = app.get_by_role("dialog", name="Settings")
    settings.wait_for()
    assert "fixed-size" in settings.get_attribute("class")


def test_windows_merge_into_tabs_and_split_again(app):
    choose(app, "File", "New Window")
    app.get_by_role("dialog", name="Currently Reading").nth(1).wait_for()
    choose(app, "Window", "Merge All Windows")
    tabs = app.get_by_role("tablist", name="Window tabs").locator("visible=true")
    tabs.first.wait_for()
    assert tabs.first.get_by_role("tab").count() == 2
    assert app.locator(".window:not(.tab-behind)[aria-label='Currently Reading']").count() == 1
    tabs.first.get_by_role("tab").first.click()
    app.wait_for_timeout(300)
    assert app.locator(".window:not(.tab-behind)[aria-label='Currently Reading']").count() == 1
    choose(app, "Window", "Move Tab to New Window")
    app.wait_for_function("() => document.querySelectorAll('.window.tabbed').length === 0")
    assert app.locator(".window:not(.tab-behind)[aria-label='Currently Reading']").count() == 2
