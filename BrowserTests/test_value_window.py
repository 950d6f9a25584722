"""An app whose only scene is `WindowGroup(for:)` (Tests/Fixtures/ValueWindowDemo),
in Chromium: as on a Mac, it opens one window at launch, presenting no value
(its binding is nil), and a window for each value it opens after."""

import pytest
from playwright.sync_api import expect

from conftest import open_page, serving

T = 10_000


@pytest.fixture(scope="module")
def value_url():
    with serving("ValueWindowDemo", "value-window-demo.log") as server:
        yield server.url


def test_the_launch_window_presents_no_value_and_opens_more_for_values(context, value_url):
    page = open_page(context, value_url)
    launch = page.get_by_role("dialog", name="No Folder")
    expect(launch).to_be_visible(timeout=T)
    expect(launch.get_by_text("No folder", exact=True)).to_be_visible()
    # One window: the group's, with a nil value.
    expect(page.locator("#desktop .window")).to_have_count(1)
    launch.get_by_role("button", name="Open Photos").click()
    photos = page.get_by_role("dialog", name="Photos")
    expect(photos).to_be_visible(timeout=T)
    expect(photos.get_by_text("Folder Photos", exact=True)).to_be_visible()
    expect(page.locator("#desktop .window")).to_have_count(2)
    assert page.console_messages == [], page.console_messages
