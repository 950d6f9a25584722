"""The TextEdit example in Chromium: a document created, typed into, saved,
closed and reopened, with the keyboard and the Open and Save panels."""


import pytest

from conftest import ARTIFACTS, serving


@pytest.fixture(scope="module")
def textedit(tmp_path_factory):
    folder = tmp_path_factory.mktemp("documents")
    with serving("TextEdit", "textedit-server.log", cwd=folder) as server:
        yield server.url, folder


def test_a_document_is_typed_saved_and_reopened(context, textedit):
    url, folder = textedit
    page = context.new_page()
    page.goto(url)
    window = page.get_by_role("dialog", name="Untitled")
    window.wait_for()
    window.locator("textarea").fill("Hello from Chromium")
    window.get_by_text("19 characters").wait_for()
    window.click(position={"x": 150, "y": 10})
    page.keyboard.press("Control+s")
    panel = page.get_by_role("dialog", name="Save")
    panel.wait_for()
    panel.get_by_role("textbox").fill("hello.txt")
    panel.get_by_role("button", name="Save", exact=True).click()
    page.get_by_role("dialog", name="hello.txt").wait_for()
    assert (folder / "hello.txt").read_text() == "Hello from Chromium"

    page.get_by_role("dialog", name="hello.txt").click(position={"x": 150, "y": 10})
    page.get_by_role("menubar").get_by_role("menuitem", name="File", exact=True).click()
    page.get_by_role("menu").get_by_role("menuitem", name="Close").first.click()
    page.get_by_role("dialog", name="hello.txt").wait_for(state="detached")

    page.get_by_role("menubar").get_by_role("menuitem", name="File", exact=True).click()
    page.get_by_role("menu").get_by_role("menuitem", name="Open…").first.click()
    panel = page.get_by_role("dialog", name="Open")
    panel.wait_for()
    panel.get_by_role("button", name="hello.txt").click()
    panel.get_by_role("button", name="Open", exact=True).click()
    reopened = page.get_by_role("dialog", name="hello.txt")
    reopened.wait_for()
    assert reopened.locator("textarea").input_value() == "Hello from Chromium"


def test_the_edit_menu_cuts_and_pastes_in_the_focused_text(browser, textedit):
    url, _ = textedit
    context = browser.new_context(viewport={"width": 1100, "height": 720})
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    try:
        page = context.new_page()
        page.goto(url)
        window = page.get_by_role("dialog", name="Untitled")
        window.wait_for()
        field = window.locator("textarea")
        field.fill("move me")
        window.get_by_text("7 characters").wait_for()

        def choose(item):
            page.get_by_role("menubar").get_by_role("menuitem", name="Edit", exact=True).click()
            page.get_by_role("menu").get_by_role("menuitem", name=item).first.click()

        choose("Select All")
        choose("Cut")
        window.get_by_text("0 characters").wait_for()
        assert field.input_value() == ""
        choose("Paste")
        window.get_by_text("7 characters").wait_for()
        assert field.input_value() == "move me"
    finally:
        context.close()


def test_text_editing_commands_transform_the_selection(context, textedit):
    url, _ = textedit
    page = context.new_page()
    page.goto(url)
    window = page.get_by_role("dialog", name="Untitled")
    window.wait_for()
    field = window.locator("textarea")
    field.fill("quiet words")
    window.get_by_text("11 characters").wait_for()
    field.select_text()
    page.get_by_role("menubar").get_by_role("menuitem", name="Edit", exact=True).click()
    page.get_by_role("menu").get_by_role("menuitem", name="Transformations").first.click()
    page.get_by_role("menuitem", name="Make Upper Case").click()
    page.wait_for_function("() => document.querySelector('textarea')?.value === 'QUIET WORDS'")
