"""More of the vocabulary in a real browser: tabs, lists with selection and
context menus, sheets and alerts, and the other controls; and reconnecting."""

import re

from playwright.sync_api import expect


def test_tabs_are_a_tablist_and_switch_through_the_app(gallery):
    tabs = gallery.get_by_role("tablist")
    expect(tabs.get_by_role("tab", name="Controls")).to_have_attribute("aria-selected", "true")
    tabs.get_by_role("tab", name="List").click()
    expect(tabs.get_by_role("tab", name="List")).to_have_attribute("aria-selected", "true")
    expect(tabs.get_by_role("tab", name="Controls")).to_have_attribute("aria-selected", "false")
    expect(gallery.get_by_role("listbox", name="Fruit")).to_be_visible()
    expect(gallery.get_by_role("slider")).to_have_count(0)


def test_a_selectable_list_is_a_listbox(gallery):
    gallery.get_by_role("tab", name="List").click()
    bananas = gallery.get_by_role("option", name="Bananas")
    expect(bananas).to_have_attribute("aria-selected", "false")
    bananas.click()
    expect(bananas).to_have_attribute("aria-selected", "true")
    gallery.get_by_role("option", name="Apples").click()
    expect(bananas).to_have_attribute("aria-selected", "false")


def test_a_context_menu_opens_at_the_pointer_and_acts(page, gallery):
    gallery.get_by_role("tab", name="List").click()
    cherries = gallery.get_by_role("option", name="Cherries")
    box = cherries.bounding_box()
    cherries.click(button="right", position={"x": 40, "y": 5})
    menu = page.get_by_role("menu").filter(has=page.get_by_role("menuitem", name="Delete Cherries"))
    expect(menu).to_be_visible()
    menu_box = menu.bounding_box()
    assert abs(menu_box["x"] - (box["x"] + 40)) <= 2 and abs(menu_box["y"] - (box["y"] + 5)) <= 2
    expect(menu.get_by_role("menuitem", name="Delete Cherries")).to_be_focused()
    expect(menu.get_by_role("menuitem", name="Rename")).to_be_disabled()
    page.keyboard.press("Enter")
    expect(menu).to_be_hidden()
    expect(cherries).to_have_count(0)
    expect(gallery.get_by_role("option")).to_have_count(2)


def test_escape_dismisses_a_context_menu(page, gallery):
    gallery.get_by_role("tab", name="List").click()
    gallery.get_by_role("option", name="Apples").click(button="right")
    item = page.get_by_role("menuitem", name="Delete Apples")
    expect(item).to_be_focused()
    page.keyboard.press("Escape")
    expect(item).to_be_hidden()
    # The app heard the dismissal: the menu opens again on the next right-click.
    gallery.get_by_role("option", name="Apples").click(button="right")
    expect(item).to_be_visible()


def test_a_sheet_is_modal_to_its_window(page, gallery):
    gallery.get_by_role("tab", name="Modals").click()
    gallery.get_by_role("button", name="Show Sheet").click()
    sheet = page.get_by_role("dialog", name="Settings")
    expect(sheet).to_have_attribute("aria-modal", "true")
    expect(sheet.get_by_role("textbox", name="Nickname")).to_be_focused()
    # What is under the sheet cannot be used meanwhile.
    assert gallery.locator(".window-body").evaluate("b => b.inert")
    under = gallery.get_by_role("button", name="Show Alert")
    assert under.evaluate("b => document.elementFromPoint(...Object.values((r => ({x: r.x + 5, y: r.y + 5}))(b.getBoundingClientRect()))) !== b")
    page.keyboard.press("Escape")
    expect(sheet).to_have_count(0)
    expect(gallery.get_by_text("The sheet was closed")).to_be_visible()


def test_return_in_a_sheets_field_presses_its_default_button(page, gallery):
    gallery.get_by_role("tab", name="Modals").click()
    gallery.get_by_role("button", name="Show Sheet").click()
    field = page.get_by_role("dialog", name="Settings").get_by_role("textbox", name="Nickname")
    field.press_sequentially("Ace")
    expect(page.get_by_role("button", name="Done")).to_have_attribute("aria-keyshortcuts", "Enter")
    field.press("Enter")
    expect(page.get_by_role("dialog", name="Settings")).to_have_count(0)


def test_an_alert_offers_its_buttons_and_starts_on_cancel(page, gallery):
    gallery.get_by_role("tab", name="Modals").click()
    gallery.get_by_role("button", name="Show Alert").click()
    alert = page.get_by_role("alertdialog", name="Delete everything?")
    expect(alert).to_have_attribute("aria-modal", "true")
    expect(alert).to_have_accessible_description("This cannot be undone.")
    expect(alert.get_by_role("button", name="Cancel")).to_be_focused()
    alert.get_by_role("button", name="Delete").click()
    expect(alert).to_have_count(0)
    expect(gallery.get_by_text("Deleted everything")).to_be_visible()


def test_the_other_controls(page, gallery):
    slider = gallery.get_by_role("slider", name="Volume")
    slider.focus()
    page.keyboard.press("ArrowRight")
    expect(gallery.get_by_text("Volume: 51%")).to_be_visible()
    gallery.get_by_role("button", name="Increment").click()
    gallery.get_by_role("button", name="Increment").click()
    gallery.get_by_role("button", name="Decrement").click()
    expect(gallery.get_by_text("Count: 1")).to_be_visible()
    gallery.get_by_role("combobox", name="Size").select_option("large")
    expect(gallery.get_by_text("Size: large")).to_be_visible()
    gallery.get_by_role("button", name="Choose Size").click()
    gallery.get_by_role("menuitem", name="Small").click()
    expect(gallery.get_by_text("Size: small")).to_be_visible()
    expect(gallery.get_by_role("combobox", name="Size")).to_have_value("small")
    expect(gallery.get_by_role("progressbar", name="Downloading")).to_have_attribute("value", "0.7")
    expect(gallery.get_by_role("link", name="swift.org")).to_have_attribute("href", "https://www.swift.org/")


def test_a_dropped_connection_reconnects_and_resynchronises(context, demo_url):
    page = context.new_page()
    routes = []

    def through(route):
        route.connect_to_server()
        routes.append(route)

    page.route_web_socket(re.compile(r".*/ws$"), through)
    page.goto(demo_url)
    window = page.get_by_role("dialog", name="Demo")
    window.get_by_role("button", name="Click Me").click()
    expect(window.get_by_text("Clicked 1 time", exact=True)).to_be_visible()

    routes[-1].close(code=1001, reason="network went away")
    banner = page.get_by_role("status")
    expect(banner).to_have_text("Reconnecting…")
    # Back again: a fresh snapshot replaced everything (this demo starts each
    # connection with a new session), and the display works.
    expect(banner).to_be_hidden()
    assert len(routes) == 2
    expect(window.get_by_text("Not clicked yet")).to_be_visible()
    window.get_by_role("button", name="Click Me").click()
    expect(window.get_by_text("Clicked 1 time", exact=True)).to_be_visible()


def test_a_restarted_app_tells_the_page_to_use_its_new_address(context, demo_executable):
    from conftest import DemoServer

    first = DemoServer(demo_executable, log_name="restart-server.log")
    second = None
    try:
        page = context.new_page()
        page.goto(first.url)
        expect(page.get_by_role("dialog", name="Demo")).to_be_visible()
        first.stop()
        expect(page.get_by_role("status")).to_have_text("Reconnecting…")
        # Same port, new launch: the old token no longer opens it.
        second = DemoServer(demo_executable, port=first.port, log_name="restart-server.log")
        expect(page.get_by_role("status")).to_contain_text("Open the address the app printed", timeout=15000)
        page.goto(second.url)
        expect(page.get_by_role("dialog", name="Demo")).to_be_visible()
        expect(page.get_by_role("status")).to_be_hidden()
    finally:
        if second:
            second.stop()
        if first.process.poll() is None:
            first.stop()


def test_a_popover_hangs_below_the_element_before_it(page, gallery):
    gallery.get_by_role("tab", name="Modals").click()
    button = gallery.get_by_role("button", name="Show Popover")
    button.click()
    popover = page.get_by_role("dialog", name="Tip")
    expect(popover).to_contain_text("A popover, anchored to its button.")
    anchor, box = button.bounding_box(), popover.bounding_box()
    assert box["y"] >= anchor["y"] + anchor["height"]
    assert abs((box["x"] + box["width"] / 2) - (anchor["x"] + anchor["width"] / 2)) <= 2
    page.keyboard.press("Escape")
    expect(popover).to_have_count(0)
    button.click()
    expect(popover).to_be_visible()
    gallery.get_by_text("Nothing happened yet").click()  # outside
    expect(popover).to_have_count(0)


def test_toolbar_items_and_double_taps(page, gallery):
    toolbar = gallery.get_by_role("toolbar")
    toolbar.get_by_role("button", name="Refresh").click()
    gallery.get_by_role("tab", name="Modals").click()
    expect(gallery.get_by_text("Refreshed")).to_be_visible()
    target = gallery.get_by_text("Double-click me")
    target.click()
    page.wait_for_timeout(400)
    expect(gallery.get_by_text("Refreshed")).to_be_visible()  # one click is not enough
    target.dblclick()
    expect(gallery.get_by_text("Double-clicked")).to_be_visible()
