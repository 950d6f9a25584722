"""Text that is also markup and script, in every text-bearing view of a plain
SwiftUI app (Tests/Fixtures/HostileTextDemo): the page shows it as text, runs none of
it, and makes no element of it."""

import pytest
from playwright.sync_api import expect

from conftest import serving

HOSTILE = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script><b>bold</b>&amp;'


@pytest.fixture(scope="module")
def hostile_url():
    with serving("HostileTextDemo", "hostile-server.log") as server:
        yield server.url


@pytest.fixture
def app(context, hostile_url):
    page = context.new_page()
    page.goto(hostile_url)
    return page


def assert_nothing_ran_or_parsed(page):
    assert page.evaluate("window.pwned") is None, "no script from the text ran"
    assert page.locator("img[src=x]").count() == 0, "no element was made from the text"
    assert page.locator("#desktop b, #menubar b, #popups b, #desktop script").count() == 0


def test_every_text_bearing_view_shows_markup_as_text(app):
    window = app.get_by_role("dialog", name=HOSTILE)
    expect(window).to_be_visible()  # the window title (navigationTitle)
    for role in ["button", "checkbox", "link", "textbox"]:
        expect(window.get_by_role(role, name=HOSTILE).first).to_be_visible()
    # Text, Label, the picker's option, LabeledContent (twice), the section header, the row.
    assert window.get_by_text(HOSTILE, exact=True).count() >= 6
    field = window.get_by_role("textbox", name=HOSTILE).first
    expect(field).to_have_value(HOSTILE)
    expect(window.get_by_placeholder(HOSTILE).first).to_be_visible()
    assert window.locator("[title]").evaluate_all(
        f"(nodes) => nodes.some(node => node.title === {HOSTILE!r})"), "the help tooltip is the text"
    assert_nothing_ran_or_parsed(app)


def test_menus_and_alerts_show_markup_as_text(app):
    menubar = app.get_by_role("menubar")
    menubar.get_by_role("menuitem", name=HOSTILE, exact=True).click()
    menu = app.get_by_role("menu")
    expect(menu.get_by_role("menuitem", name=HOSTILE).first).to_be_visible()
    expect(menu.get_by_role("menuitemcheckbox", name=HOSTILE)).to_be_visible()
    app.keyboard.press("Escape")

    window = app.get_by_role("dialog", name=HOSTILE)
    window.get_by_role("button", name=HOSTILE, exact=True).first.click()
    alert = app.get_by_role("alertdialog")
    expect(alert).to_be_visible()
    expect(alert.get_by_text(HOSTILE, exact=True).first).to_be_visible()
    expect(alert.get_by_role("button", name=HOSTILE)).to_be_visible()
    assert_nothing_ran_or_parsed(app)


def test_typed_markup_stays_text(app):
    window = app.get_by_role("dialog", name=HOSTILE)
    field = window.get_by_role("textbox", name=HOSTILE).first
    typed = '"><svg onload="window.pwned=3"></svg><iframe src="javascript:window.pwned=4">'
    field.fill(typed)
    expect(app.get_by_role("dialog", name=typed)).to_be_visible()  # the title follows the text
    expect(app.get_by_role("dialog", name=typed).get_by_text(typed, exact=True).first).to_be_visible()
    assert app.locator("#desktop svg[onload], #desktop iframe").count() == 0
    assert_nothing_ran_or_parsed(app)
