"""The web display in a real browser, driving the scripted demo session."""

import re
import urllib.error
import urllib.request

from playwright.sync_api import expect


def test_the_token_url_sets_a_cookie_and_leaves_the_address_bar(page, base_url):
    assert page.url == base_url
    cookies = {cookie["name"]: cookie for cookie in page.context.cookies()}
    token = next(value for name, value in cookies.items() if name.startswith("proscenium-token-"))
    assert token["httpOnly"] and token["sameSite"] == "Strict"
    assert cookies["proscenium-client"]["httpOnly"]


def test_a_request_without_the_token_is_refused(base_url):
    for path in ["", "client/main.js"]:
        try:
            urllib.request.urlopen(base_url + path)
            raise AssertionError(f"/{path} was served without the token")
        except urllib.error.HTTPError as error:
            assert error.code in (401, 403)


def test_the_window_is_a_dialog_labelled_by_its_title(page):
    window = page.get_by_role("dialog", name="Demo")
    expect(window).to_have_attribute("aria-modal", "false")
    expect(window.get_by_role("heading", name="Demo")).to_be_visible()
    expect(window.get_by_text("Proscenium")).to_be_visible()


def test_the_runs_of_a_concatenated_text_keep_their_own_styles(page):
    window = page.get_by_role("dialog", name="Demo")
    underlined = window.locator(".text-run", has_text="Underlined")
    expect(underlined).to_be_visible()
    expect(underlined).to_have_css("text-decoration-line", "underline")
    struck = window.locator(".text-run", has_text="struck")
    expect(struck).to_have_css("text-decoration-line", "line-through")
    expect(struck).to_have_css("color", "rgb(255, 59, 48)")
    code = window.locator(".text-run", has_text="code")
    assert "monospace" in code.evaluate("node => getComputedStyle(node).fontFamily")
    expect(code).to_have_css("text-decoration-line", "none")
    # The runs sit on one line, inside their text.
    # (Runs in other faces share the baseline, not the top: the monospaced
    # face's ascent differs from the system font's.)
    boxes = [window.locator(".text-run", has_text=text).bounding_box() for text in ["Underlined", "struck", "code"]]
    assert boxes[0]["y"] == boxes[1]["y"]
    centres = [box["y"] + box["height"] / 2 for box in boxes]
    assert max(centres) - min(centres) <= 3, boxes


def test_clicking_the_button_changes_the_text(page):
    window = page.get_by_role("dialog", name="Demo")
    expect(window.get_by_text("Not clicked yet")).to_be_visible()
    window.get_by_role("button", name="Click Me").click()
    expect(window.get_by_text("Clicked 1 time", exact=True)).to_be_visible()
    window.get_by_role("button", name="Click Me").click()
    expect(window.get_by_text("Clicked 2 times")).to_be_visible()


def test_typing_round_trips_without_losing_the_caret(page):
    field = page.get_by_role("textbox", name="Name")
    field.press_sequentially("Grace", delay=30)
    expect(page.get_by_text("Hello, Grace!")).to_be_visible()
    # Typing in the middle: the app's echoes must not move the caret.
    field.press("Home")
    field.press_sequentially("Ms ", delay=30)
    expect(page.get_by_text("Hello, Ms Grace!")).to_be_visible()
    expect(field).to_have_value("Ms Grace")
    assert field.evaluate("f => f.selectionStart") == 3


def test_the_toggle_is_a_checkbox_whose_state_comes_from_the_app(page):
    # A Mac draws an unstyled toggle as a checkbox.
    switch = page.get_by_role("checkbox", name="Notifications")
    expect(switch).to_have_attribute("aria-checked", "false")
    switch.click()
    expect(switch).to_have_attribute("aria-checked", "true")
    expect(page.get_by_text("Notifications on")).to_be_visible()
    switch.click()
    expect(switch).to_have_attribute("aria-checked", "false")


def test_a_segmented_picker_is_a_radio_group(page):
    group = page.get_by_role("radiogroup", name="Flavour")
    expect(group.get_by_role("radio", name="Vanilla")).to_have_attribute("aria-checked", "true")
    group.get_by_role("radio", name="Mint").click()
    expect(group.get_by_role("radio", name="Mint")).to_have_attribute("aria-checked", "true")
    expect(page.get_by_text("Flavour: mint")).to_be_visible()


def test_the_menu_bar_shows_menus_with_their_shortcuts(page):
    menubar = page.get_by_role("menubar")
    expect(menubar).to_be_visible()
    menubar.get_by_role("menuitem", name="File").click()
    greet = page.get_by_role("menuitem", name="Greet")
    expect(greet).to_be_visible()
    expect(greet).to_have_attribute("aria-keyshortcuts", "Control+K")
    expect(greet).to_contain_text("Ctrl+K")
    greet.click()
    expect(greet).to_be_hidden()
    expect(page.get_by_text("Greeted from the menu")).to_be_visible()


def test_menus_work_from_the_keyboard(page):
    page.keyboard.press("F10")
    expect(page.get_by_role("menuitem", name="Demo")).to_be_focused()
    page.keyboard.press("ArrowRight")
    expect(page.get_by_role("menuitem", name="File")).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(page.get_by_role("menuitem", name="New Window")).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(page.get_by_role("menuitem", name="Greet")).to_be_focused()
    page.keyboard.press("Escape")
    expect(page.get_by_role("menuitem", name="Greet")).to_be_hidden()
    expect(page.get_by_role("menuitem", name="File")).to_be_focused()
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    expect(page.get_by_text("Greeted from the menu")).to_be_visible()
    page.get_by_role("menuitem", name="View").click()
    checked = page.get_by_role("menuitemcheckbox", name="Show Sidebar")
    expect(checked).to_have_attribute("aria-checked", "true")
    expect(checked).to_have_attribute("aria-keyshortcuts", "Control+Alt+S")


def test_the_shortcut_triggers_its_command(page):
    page.get_by_role("dialog", name="Demo").click(position={"x": 200, "y": 150})
    page.keyboard.press("Control+k")
    expect(page.get_by_text("Greeted from the menu")).to_be_visible()


def test_control_n_opens_a_window_instead_of_the_browsers(page):
    page.keyboard.press("Control+n")
    expect(page.get_by_role("dialog", name="Untitled 2")).to_be_visible()
    assert len(page.context.pages) == 1


def test_a_window_moves_by_its_title_bar(page):
    window = page.get_by_role("dialog", name="Demo")
    before = window.bounding_box()
    title = window.locator(".titlebar").bounding_box()
    start = (title["x"] + 60, title["y"] + title["height"] / 2)
    page.mouse.move(*start)
    page.mouse.down()
    page.mouse.move(start[0] + 100, start[1] + 50, steps=8)
    page.mouse.move(start[0] + 150, start[1] + 120, steps=8)
    page.mouse.up()
    page.wait_for_timeout(300)  # the app's echo of the new frame must not move it back
    after = window.bounding_box()
    assert round(after["x"] - before["x"]) == 150
    assert round(after["y"] - before["y"]) == 120


def test_a_window_resizes_from_its_corner(page):
    window = page.get_by_role("dialog", name="Demo")
    before = window.bounding_box()
    corner = window.locator(".resize.se").bounding_box()
    page.mouse.move(corner["x"] + 5, corner["y"] + 5)
    page.mouse.down()
    page.mouse.move(corner["x"] + 85, corner["y"] + 45, steps=6)
    page.mouse.up()
    page.wait_for_timeout(300)
    after = window.bounding_box()
    assert round(after["width"] - before["width"]) == 80
    assert round(after["height"] - before["height"]) == 40


def test_windows_minimise_restore_and_close(page):
    page.keyboard.press("Control+n")
    second = page.get_by_role("dialog", name="Untitled 2")
    expect(second).to_be_visible()
    second.get_by_role("button", name="Minimise").click()
    expect(second).to_be_hidden()
    page.get_by_role("button", name="Restore Untitled 2").click()
    expect(second).to_be_visible()
    second.get_by_role("button", name="Close").click()
    expect(second).to_have_count(0)


def test_clicking_a_window_makes_it_key(page):
    page.keyboard.press("Control+n")
    second = page.get_by_role("dialog", name="Untitled 2")
    key = re.compile(r"\bkey\b")
    expect(second).to_have_class(key)
    first = page.get_by_role("dialog", name="Demo")
    first.click(position={"x": 400, "y": 330})  # a part the new window does not cover
    expect(first).to_have_class(key)
    expect(second).not_to_have_class(key)


def test_the_page_follows_the_dark_appearance(browser, demo_url):
    context = browser.new_context(color_scheme="dark")
    try:
        page = context.new_page()
        page.goto(demo_url)
        window = page.get_by_role("dialog", name="Demo")
        window.wait_for()
        background = window.evaluate("w => getComputedStyle(w).backgroundColor")
        assert background == "rgb(31, 31, 34)"
    finally:
        context.close()


def test_the_page_runs_without_script_errors(page):
    page.get_by_role("button", name="Click Me").click()
    expect(page.get_by_text("Clicked 1 time", exact=True)).to_be_visible()
    errors = [m for m in page.console_messages if m.startswith(("error", "pageerror"))]
    assert errors == []


def test_a_new_window_takes_the_keyboard(page):
    page.keyboard.press("Control+n")
    second = page.get_by_role("dialog", name="Untitled 2")
    expect(second).to_be_visible()
    assert second.evaluate("w => w.contains(document.activeElement)")
    # Command-W goes to the focused (key) window: the new one closes.
    page.keyboard.press("Control+w")
    expect(second).to_have_count(0)
    first = page.get_by_role("dialog", name="Demo")
    expect(first).to_be_visible()
    expect(first).to_have_class(re.compile(r"\bkey\b"))


def test_presentation_hints_zoom_a_window(page):
    window = page.get_by_role("dialog", name="Demo")
    before = window.bounding_box()
    page.get_by_role("menuitem", name="Window").click()
    page.get_by_role("menuitem", name="Zoom").click()
    desktop = page.locator("#desktop").bounding_box()
    expect(window).to_have_class(re.compile(r"\bzoomed\b"))
    assert window.bounding_box() == desktop
    page.get_by_role("menuitem", name="Window").click()
    page.get_by_role("menuitem", name="Zoom").click()
    expect(window).not_to_have_class(re.compile(r"\bzoomed\b"))
    assert window.bounding_box() == before
