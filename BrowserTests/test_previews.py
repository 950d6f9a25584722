"""Previews in Chromium: an app started with `--previews` shows a window
listing every preview of its module; choosing one opens it live in a window
laid out by its traits, where its `@Previewable` state works; `--preview
NAME` opens one directly."""

import os
import subprocess
import tempfile

import pytest
from playwright.sync_api import expect

from conftest import ROOT, DemoServer, build_product, open_page

LIST = "Previews of PreviewsDemo"


class PreviewsServer(DemoServer):
    """The PreviewsDemo app run with extra arguments, in a state folder of its own."""

    def __init__(self, executable, *arguments, state=None):
        self.state = state or tempfile.TemporaryDirectory()
        self.owns_state = state is None
        environment = dict(os.environ, XDG_STATE_HOME=self.state.name)
        super().__init__(executable, log_name="previews-server.log", arguments=arguments, env=environment)

    def stop(self):
        super().stop()
        if self.owns_state:
            self.state.cleanup()


@pytest.fixture(scope="module")
def executable():
    return build_product("PreviewsDemo")


@pytest.fixture(scope="module")
def gallery_url(executable):
    server = PreviewsServer(executable, "--previews")
    try:
        yield server.url
    finally:
        server.stop()


@pytest.fixture
def page(context, gallery_url):
    page = open_page(context, gallery_url)
    page.get_by_role("dialog", name=LIST, exact=True).wait_for()
    return page


def test_the_gallery_lists_every_preview_of_the_module(page):
    listing = page.get_by_role("dialog", name=LIST, exact=True)
    for name in ["Counter", "CounterView.swift:21", "Toggle", "Fixed Card", "BadgeView.swift:13",
                 "BadgeView_Previews: Small", "BadgeView_Previews: Phone", "PlainBadge_Previews"]:
        expect(listing.get_by_role("button", name=name, exact=True)).to_be_visible()
    # The app's own window is not shown: the gallery replaces its scenes.
    expect(page.get_by_role("dialog", name="Previews Demo", exact=True)).to_have_count(0)
    assert not page.console_messages


def test_a_preview_opens_live_and_its_previewable_state_works(page):
    page.get_by_role("dialog", name=LIST, exact=True).get_by_role("button", name="Counter", exact=True).click()
    counter = page.get_by_role("dialog", name="Counter", exact=True)
    expect(counter.get_by_text("Count: 0", exact=True)).to_be_visible()
    counter.get_by_role("button", name="Add One").click()
    counter.get_by_role("button", name="Add One").click()
    expect(counter.get_by_text("Count: 2", exact=True)).to_be_visible()
    assert not page.console_messages


def test_each_preview_window_is_laid_out_by_its_traits(page):
    listing = page.get_by_role("dialog", name=LIST, exact=True)
    listing.get_by_role("button", name="Fixed Card", exact=True).click()
    card = page.get_by_role("dialog", name="Fixed Card", exact=True)
    text = card.get_by_text("A fixed card", exact=True)
    expect(text).to_be_visible()
    container = text.locator("xpath=..").bounding_box()
    assert (round(container["width"]), round(container["height"])) == (320, 180), container
    # The window holds the 320 x 180 container (plus its title bar and margins).
    box = card.bounding_box()
    assert 320 <= box["width"] <= 360, box
    assert 180 <= box["height"] <= 240, box
    card.get_by_role("button", name="Close").click()
    expect(card).to_have_count(0)
    # A size-that-fits preview's window fits the view: far smaller.
    listing.get_by_role("button", name="Toggle", exact=True).click()
    toggle = page.get_by_role("dialog", name="Toggle", exact=True)
    expect(toggle.get_by_role("checkbox", name="Loud Noises")).to_be_visible()
    fits = toggle.bounding_box()
    assert fits["width"] < 320, fits
    # The toggle's @Previewable state starts on and turns off.
    switch = toggle.get_by_role("checkbox", name="Loud Noises")
    expect(switch).to_be_checked()
    switch.click()
    expect(switch).not_to_be_checked()


def test_a_named_preview_opens_directly(executable, context):
    server = PreviewsServer(executable, "--preview", "Fixed Card")
    try:
        page = open_page(context, server.url)
        card = page.get_by_role("dialog", name="Fixed Card", exact=True)
        expect(card.get_by_text("A fixed card", exact=True)).to_be_visible()
    finally:
        server.stop()


def test_an_unknown_preview_name_is_refused_with_the_names_there_are(executable):
    result = subprocess.run([str(executable), "--no-browser", "--preview", "Nope"], cwd=ROOT,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 64
    assert 'no preview named "Nope"' in result.stderr
    assert "Fixed Card" in result.stderr


def test_after_a_rebuild_and_restart_the_open_page_reconnects_to_its_previews(executable, context):
    """The edit loop: the page left open reconnects to the restarted app and
    shows the preview windows it had, started afresh."""
    state = tempfile.TemporaryDirectory()
    server = PreviewsServer(executable, "--previews", state=state)
    try:
        page = open_page(context, server.url)
        page.get_by_role("dialog", name=LIST, exact=True).get_by_role("button", name="Counter", exact=True).click()
        counter = page.get_by_role("dialog", name="Counter", exact=True)
        counter.get_by_role("button", name="Add One").click()
        expect(counter.get_by_text("Count: 1", exact=True)).to_be_visible()
        page.wait_for_timeout(1500)  # the open windows are saved within a second
        server.stop()
        server = PreviewsServer(executable, "--previews", state=state)
        counter = page.get_by_role("dialog", name="Counter", exact=True)
        expect(counter.get_by_text("Count: 0", exact=True)).to_be_visible(timeout=30_000)
        counter.get_by_role("button", name="Add One").click()
        expect(counter.get_by_text("Count: 1", exact=True)).to_be_visible()
    finally:
        server.stop()
        state.cleanup()
