"""Restoration in the browser: windows a person opened come back, with their
selection, after the app is killed with SIGKILL and started again; and the
app's own files, damaged, do not stop it from starting."""

import signal
import time

import pytest

from conftest import ARTIFACTS, DemoServer, build_product

LOG = "restoration-server.log"


@pytest.fixture(scope="module")
def bookclub_binary():
    return build_product("BookClub")


@pytest.fixture
def scratch_home(tmp_path, monkeypatch):
    """Settings and restoration files in a folder of this test's own."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return tmp_path


@pytest.fixture
def desk(browser):
    context = browser.new_context(viewport={"width": 1100, "height": 720})
    yield context.new_page()
    context.close()


def open_emma_and_the_activity_window(page):
    page.get_by_role("dialog", name="Currently Reading").get_by_text("Emma", exact=True).click()
    page.get_by_text("Jane Austen").wait_for()
    page.get_by_role("menubar").get_by_role("menuitem", name="Window", exact=True).click()
    page.get_by_role("menu").get_by_role("menuitem", name="Reading Activity").first.click()
    page.get_by_role("dialog", name="Reading Activity").wait_for()
    # Restoration is written at most a second after a change.
    time.sleep(1.5)


def kill_9(server):
    server.process.send_signal(signal.SIGKILL)
    server.process.wait()
    server.log.close()


def expect_the_restored_windows(page):
    page.get_by_role("dialog", name="Reading Activity").wait_for(timeout=30_000)
    page.get_by_role("dialog", name="Currently Reading").wait_for()
    page.get_by_text("Jane Austen").wait_for()


def test_windows_come_back_after_kill_9(desk, bookclub_binary, scratch_home):
    server = DemoServer(bookclub_binary, log_name=LOG)
    desk.goto(server.url)
    open_emma_and_the_activity_window(desk)
    kill_9(server)

    again = DemoServer(bookclub_binary, log_name=LOG)
    try:
        desk.goto(again.url)
        expect_the_restored_windows(desk)
    finally:
        again.stop()


def test_an_open_page_reconnects_to_the_restarted_app(desk, bookclub_binary, scratch_home):
    """The page is left open while the app is killed and started again: it
    reconnects by itself (same address, same key) and shows the restored
    windows, without the person reloading or opening a new address."""
    server = DemoServer(bookclub_binary, log_name=LOG)
    desk.goto(server.url)
    open_emma_and_the_activity_window(desk)
    # Marks what the first run drew, to tell it from what the second draws.
    desk.evaluate("document.querySelectorAll('[role=dialog]').forEach(d => d.dataset.firstRun = '1')")
    kill_9(server)
    desk.get_by_text("Reconnecting…").wait_for(timeout=30_000)

    again = DemoServer(bookclub_binary, log_name=LOG)
    try:
        assert again.url == server.url, "the restarted app serves on the same address with the same key"
        desk.locator("[data-first-run]").first.wait_for(state="detached", timeout=30_000)
        desk.locator("body[data-connection=open]").wait_for()
        expect_the_restored_windows(desk)
        assert not desk.get_by_text("Reconnecting…").is_visible()
        lease = next((scratch_home / "state").glob("*/display.json"))
        assert oct(lease.stat().st_mode & 0o777) == "0o600", "the kept key is its owner's alone"
    finally:
        again.stop()


def test_a_damaged_settings_file_is_set_aside_and_the_app_starts(desk, bookclub_binary, scratch_home):
    """Foundation would silently start over and write over a damaged settings
    file; the app sets it aside with a warning instead, and starts."""
    settings = scratch_home / "config" / "BookClub.plist"
    settings.parent.mkdir()
    damaged = b"<?xml version=\"1.0\"?><plist><dict><key>half a sett"
    settings.write_bytes(damaged)
    server = DemoServer(bookclub_binary, log_name="settings-server.log")
    try:
        desk.goto(server.url)
        desk.get_by_role("dialog", name="Currently Reading").wait_for()
    finally:
        server.stop()
    aside = list(settings.parent.glob("BookClub.plist.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == damaged, "the damaged file is kept, renamed"
    log = (ARTIFACTS / "settings-server.log").read_text()
    assert "settings file" in log and "is damaged" in log and aside[0].name in log
