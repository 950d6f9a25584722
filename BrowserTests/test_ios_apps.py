r"""What iOS tutorial apps use, in Chromium (Tests/Fixtures/IOSAppsDemo): a
stack-style NavigationView pushes a link's destination and shows its
`navigationBarItems` in the toolbar, a `.keyboardType(.decimalPad)` field
asks a touch device for its decimal keys (`inputmode`), and a paged TabView
(`PageTabViewStyle`) shows one page with a row of dots that a click, a
swipe or the arrow keys step through; `UIScreen.main.bounds` and
`\.displayScale` are the page's size and device pixel ratio; haptic
feedback vibrates the device; `sendAction` with `resignFirstResponder` and
no target ends the editing in the key window."""

import time
import urllib.parse

import pytest
from playwright.sync_api import expect

from conftest import open_page, serving


@pytest.fixture(scope="module")
def ios_url():
    with serving("IOSAppsDemo", "ios-apps-server.log") as server:
        yield server.url


@pytest.fixture
def app(context, ios_url):
    page = open_page(context, ios_url)
    page.get_by_role("dialog", name="Fruits").wait_for(timeout=20_000)
    # The window's title follows the view on top (navigationBarTitle), so
    # the window is found by role alone.
    window = page.get_by_role("dialog").first
    page.window = window
    return page


def test_navigation_bar_items_sit_in_the_toolbar_and_links_push(app):
    window = app.window
    add = window.get_by_role("toolbar").get_by_role("button", name="Add")
    expect(add).to_be_visible(timeout=10_000)
    add.click()
    expect(window.get_by_text("Added 1")).to_be_visible()
    window.get_by_text("Open fruit").click()
    expect(window.get_by_text("Fruit page")).to_be_visible(timeout=10_000)
    expect(app.get_by_role("dialog", name="Fruit", exact=True)).to_be_visible()
    # The stack style shows one view at a time: the root is covered.
    expect(window.get_by_text("Added 1")).to_be_hidden()
    window.get_by_role("button", name="Back").click()
    expect(window.get_by_text("Added 1")).to_be_visible()
    assert not app.console_messages


def test_resign_first_responder_sent_to_no_target_ends_editing(app):
    field = app.window.get_by_role("textbox", name="Amount")
    field.click()
    expect(field).to_be_focused(timeout=10_000)
    # Done's shortcut (Command-E) runs its action while the field has focus;
    # a click would take the focus to the button itself.
    app.keyboard.press("Control+e")
    expect(field).not_to_be_focused(timeout=10_000)
    expect(app.window.get_by_role("textbox", name="Amount")).to_be_visible()
    assert not app.console_messages


def test_decimal_pad_field_asks_for_decimal_keys(app):
    field = app.window.get_by_role("textbox", name="Amount")
    expect(field).to_have_attribute("inputmode", "decimal", timeout=10_000)
    # No capitalising and no correcting of a number (textInputAutocapitalization, autocorrectionDisabled).
    expect(field).to_have_attribute("autocapitalize", "none")
    expect(field).to_have_attribute("autocorrect", "off")
    expect(field).to_have_attribute("spellcheck", "false")


def test_paged_tab_view_shows_one_page_with_dots(app):
    window = app.window
    pages = window.locator(".tabview[data-style=page]").first
    dots = pages.get_by_role("tab")
    expect(dots).to_have_count(3, timeout=10_000)
    box = dots.nth(0).bounding_box()
    assert 6 <= box["width"] <= 10 and 6 <= box["height"] <= 10, box
    # The dots sit over the pages, not in a strip above them.
    area = pages.bounding_box()
    assert area["y"] <= box["y"] and box["y"] + box["height"] <= area["y"] + area["height"] + 0.5, (box, area)
    # The selected page's dot is drawn solid, the others faint.
    opacity = [dot.evaluate("node => Number(getComputedStyle(node).opacity)") for dot in dots.all()]
    assert opacity[0] == 1 and all(value < 0.6 for value in opacity[1:]), opacity
    expect(window.get_by_text("Page one")).to_be_visible()
    expect(window.get_by_text("Page two")).to_be_hidden()
    dots.nth(1).click()
    expect(window.get_by_text("Page two")).to_be_visible(timeout=10_000)
    expect(dots.nth(1)).to_have_attribute("aria-selected", "true")
    # A swipe to the left goes to the next page.
    area = pages.bounding_box()
    y = area["y"] + 3
    app.mouse.move(area["x"] + area["width"] - 2, y)
    app.mouse.down()
    app.mouse.move(area["x"] + 2, y, steps=5)
    app.mouse.up()
    expect(window.get_by_text("Page three")).to_be_visible(timeout=10_000)
    # The left arrow key steps back.
    dots.nth(2).focus()
    app.keyboard.press("ArrowLeft")
    expect(dots.nth(1)).to_have_attribute("aria-selected", "true", timeout=10_000)
    assert not app.console_messages


def test_focus_effect_disabled_drops_the_focus_ring_and_hover_lifts(app):
    window = app.window
    ringed = window.get_by_role("button", name="Ringed")
    plain = window.get_by_role("button", name="Plain")
    expect(plain).to_be_visible(timeout=10_000)
    ringed.focus()
    app.keyboard.press("Tab")
    app.keyboard.press("Shift+Tab")
    assert ringed.evaluate("el => getComputedStyle(el).outlineStyle") == "solid"
    app.keyboard.press("Tab")
    assert plain.evaluate("el => el === document.activeElement || el.contains(document.activeElement)")
    assert plain.evaluate("el => getComputedStyle(document.activeElement).outlineStyle") == "none"
    card = window.get_by_text("Card")
    lifted = card.locator("xpath=ancestor-or-self::*[@data-hover-effect][1]")
    assert lifted.evaluate("el => getComputedStyle(el).scale") in ("none", "1")
    box = lifted.bounding_box()
    app.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    app.wait_for_timeout(400)
    assert lifted.evaluate("el => getComputedStyle(el).scale") == "1.05"
    assert lifted.evaluate("el => getComputedStyle(el).boxShadow") != "none"


def test_the_screen_is_the_page_with_its_pixel_ratio(browser, ios_url):
    context = browser.new_context(viewport={"width": 900, "height": 600}, device_scale_factor=2)
    try:
        page = open_page(context, ios_url)
        window = page.get_by_role("dialog").first
        expect(window.get_by_text("Screen 900x600 at 2.0x")).to_be_visible(timeout=20_000)
        # A resized page is a resized screen.
        page.set_viewport_size({"width": 1000, "height": 650})
        expect(window.get_by_text("Screen 1000x650 at 2.0x")).to_be_visible(timeout=10_000)
    finally:
        context.close()


def test_haptic_feedback_vibrates_the_device(browser, ios_url):
    context = browser.new_context(viewport={"width": 1100, "height": 720})
    # The page's vibrations, recorded (a desktop has no motor to feel).
    context.add_init_script(
        "window.__vibrations = [];"
        "navigator.vibrate = (pattern) => { window.__vibrations.push(pattern); return true; };")
    try:
        page = open_page(context, ios_url)
        window = page.get_by_role("dialog").first
        window.get_by_role("button", name="Buzz").click(timeout=20_000)
        vibrations(page, 1)
        # sensoryFeedback(.success): two pulses with a pause.
        assert page.evaluate("window.__vibrations[0]") == [20, 80, 30]
        window.get_by_role("button", name="Thud").click()
        vibrations(page, 2)
        # A heavy impact at half intensity: a shorter pulse.
        assert page.evaluate("window.__vibrations[1]") == [20]
    finally:
        context.close()


def vibrations(page, count, timeout=10.0):
    """Waits until the page has vibrated `count` times. (Polled from here:
    the page's CSP refuses the `eval` that `wait_for_function` uses.)"""
    deadline = time.monotonic() + timeout
    while page.evaluate("window.__vibrations.length") < count:
        assert time.monotonic() < deadline, f"fewer than {count} vibrations"
        page.wait_for_timeout(50)


def test_an_audio_player_plays_its_sound_through_the_page(browser, ios_url):
    """`AVAudioPlayer(data:)` with three plays (`numberOfLoops = 2`): the
    page plays the app's WAV bytes from their asset URL, and pauses where
    the app says."""
    context = browser.new_context(viewport={"width": 1100, "height": 720})
    try:
        page = open_page(context, ios_url)
        window = page.get_by_role("dialog").first
        window.get_by_role("button", name="Ding").click(timeout=20_000)
        audio = page.locator("audio[data-player]")
        audio.wait_for(state="attached", timeout=10_000)
        src = audio.get_attribute("src")
        assert src.startswith("/asset/")
        origin = "{0.scheme}://{0.netloc}".format(urllib.parse.urlsplit(ios_url))
        body = page.request.get(origin + src).body()
        assert body[:4] == b"RIFF" and body[8:12] == b"WAVE"
        # It plays: its clock runs.
        first = sound_time(page, lambda t: t > 0.05)
        assert sound_time(page, lambda t: t > first + 0.1) > first
        assert page.evaluate("document.querySelector('audio[data-player]').paused") is False
        window.get_by_role("button", name="Hush").click()
        deadline = time.monotonic() + 10
        while not page.evaluate("document.querySelector('audio[data-player]').paused"):
            assert time.monotonic() < deadline, "the sound did not pause"
            page.wait_for_timeout(50)
        paused_at = page.evaluate("document.querySelector('audio[data-player]').currentTime")
        page.wait_for_timeout(300)
        assert page.evaluate("document.querySelector('audio[data-player]').currentTime") == paused_at
    finally:
        context.close()


def sound_time(page, condition, timeout=10.0):
    """The audio element's currentTime once `condition` holds for it."""
    deadline = time.monotonic() + timeout
    while True:
        value = page.evaluate("document.querySelector('audio[data-player]').currentTime")
        if condition(value):
            return value
        assert time.monotonic() < deadline, f"the sound's time stayed at {value}"
        page.wait_for_timeout(50)


def test_a_notification_shows_as_a_banner_that_opens_the_app(app):
    """`UNUserNotificationCenter.add` with a half-second trigger: a banner
    comes into the desktop's top-right corner, and a click on it reaches the
    delegate's `didReceive`."""
    page = app
    page.window.get_by_role("button", name="Remind").click()
    banner = page.locator(".notification", has_text="Your tea is ready")
    banner.wait_for(timeout=10_000)
    expect(banner).to_contain_text("Tea")
    box = banner.bounding_box()
    viewport = page.viewport_size
    assert box["x"] + box["width"] > viewport["width"] - 40, box
    assert box["y"] < 120, box
    banner.click()
    expect(page.window.get_by_text("Opened tea")).to_be_visible(timeout=10_000)
    expect(banner).to_have_count(0)


def test_appearance_proxies_set_as_a_view_appears_show_on_its_views_and_title(app):
    window = app.window
    window.get_by_text("Open players").click()
    rows = window.get_by_role("listitem")
    expect(window.get_by_text("Cleo")).to_be_visible(timeout=10_000)
    lst = window.get_by_role("list").first
    # UITableView.appearance(): the list's background is the table view's,
    # and no line parts the rows.
    app.wait_for_function(
        """(list) => getComputedStyle(list).backgroundColor === 'rgb(62, 54, 63)'""",
        arg=lst.element_handle(), timeout=10_000)
    for row in rows.all():
        assert row.evaluate("r => getComputedStyle(r).borderBottomColor") == "rgba(0, 0, 0, 0)"

    # UITextField.appearance().clearButtonMode = .whileEditing: the field
    # shows a circled cross at its end while it has focus and text; a click
    # on it empties the field, and the binding with it.
    field = window.get_by_role("textbox", name="Player")
    field.click()
    app.keyboard.type("Dana")
    expect(window.get_by_text("Name: Dana")).to_be_visible(timeout=10_000)
    assert field.get_attribute("data-clear-button") == "whileEditing"
    box = field.bounding_box()
    padding = field.evaluate("f => parseFloat(getComputedStyle(f).paddingRight)")
    app.mouse.click(box["x"] + box["width"] - padding - 7, box["y"] + box["height"] / 2)
    expect(window.get_by_text("Name: Dana")).to_be_hidden(timeout=10_000)
    expect(field).to_have_value("")

    # UINavigationBar.appearance().titleTextAttributes: the window's title;
    # UITabBar.appearance(): the strip of tabs and the tab not selected.
    title = app.locator(".window-title").first
    expect(title).to_have_css("color", "rgb(153, 51, 153)", timeout=10_000)
    expect(window.locator(".tablist").last).to_have_css("background-color", "rgb(255, 204, 102)")
    expect(window.get_by_role("tab", name="Rules")).to_have_css("color", "rgb(102, 102, 204)")
    assert not app.console_messages
