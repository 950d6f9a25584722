"""Restoration in the browser: windows a person opened come back, with their
selection, after the app is killed with SIGKILL and started again."""

import signal
import time

import pytest

from conftest import ARTIFACTS, DemoServer, build_product


@pytest.fixture(scope="module")
def bookclub_binary():
    return build_product("BookClub")


def test_windows_come_back_after_kill_9(browser, bookclub_binary, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    context = browser.new_context(viewport={"width": 1100, "height": 720})
    try:
        server = DemoServer(bookclub_binary, log_name="restoration-server.log")
        page = context.new_page()
        page.goto(server.url)
        page.get_by_role("dialog", name="Currently Reading").wait_for()
        page.get_by_role("dialog", name="Currently Reading").get_by_text("Emma", exact=True).click()
        page.get_by_text("Jane Austen").wait_for()
        page.get_by_role("menubar").get_by_role("menuitem", name="Window", exact=True).click()
        page.get_by_role("menu").get_by_role("menuitem", name="Reading Activity").first.click()
        page.get_by_role("dialog", name="Reading Activity").wait_for()
        # Restoration is written at most a second after a change.
        time.sleep(1.5)
        server.process.send_signal(signal.SIGKILL)
        server.process.wait()
        server.log.close()

        again = DemoServer(bookclub_binary, log_name="restoration-server.log")
        try:
            page.goto(again.url)
            page.get_by_role("dialog", name="Reading Activity").wait_for()
            page.get_by_role("dialog", name="Currently Reading").wait_for()
            page.get_by_text("Jane Austen").wait_for()
        finally:
            again.stop()
    finally:
        context.close()


def test_an_open_page_reconnects_to_the_restarted_app(browser, bookclub_binary, tmp_path, monkeypatch):
    """The page is left open while the app is killed and started again: it
    reconnects by itself (same address, same key) and shows the restored
    windows, without the person reloading or opening a new address."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    context = browser.new_context(viewport={"width": 1100, "height": 720})
    try:
        server = DemoServer(bookclub_binary, log_name="restoration-server.log")
        page = context.new_page()
        page.goto(server.url)
        page.get_by_role("dialog", name="Currently Reading").get_by_text("Emma", exact=True).click()
        page.get_by_text("Jane Austen").wait_for()
        page.get_by_role("menubar").get_by_role("menuitem", name="Window", exact=True).click()
        page.get_by_role("menu").get_by_role("menuitem", name="Reading Activity").first.click()
        page.get_by_role("dialog", name="Reading Activity").wait_for()
        time.sleep(1.5)
        # Marks what the first run drew, to tell it from what the second draws.
        page.evaluate("document.querySelectorAll('[role=dialog]').forEach(d => d.dataset.firstRun = '1')")
        server.process.send_signal(signal.SIGKILL)
        server.process.wait()
        server.log.close()
        page.get_by_text("Reconnecting…").wait_for(timeout=30_000)

        again = DemoServer(bookclub_binary, log_name="restoration-server.log")
        try:
            assert again.url == server.url, "the restarted app serves on the same address with the same key"
            page.locator("[data-first-run]").first.wait_for(state="detached", timeout=30_000)
            page.locator("body[data-connection=open]").wait_for()
            page.get_by_role("dialog", name="Reading Activity").wait_for()
            page.get_by_role("dialog", name="Currently Reading").wait_for()
            page.get_by_text("Jane Austen").wait_for()
            assert not page.get_by_text("Reconnecting…").is_visible()
            lease = next((tmp_path / "state").glob("*/display.json"))
            assert oct(lease.stat().st_mode & 0o777) == "0o600", "the kept key is its owner's alone"
        finally:
            again.stop()
    finally:
        context.close()


def test_a_damaged_settings_file_is_set_aside_and_the_app_starts(browser, bookclub_binary, tmp_path, monkeypatch):
    """Foundation would silently start over and write over a damaged settings
    file; the app sets it aside with a warning instead, and starts."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    settings = tmp_path / "config" / "BookClub.plist"
    settings.parent.mkdir()
    damaged = b"<?xml version=\"1.0\"?><plist><dict><key>half a sett"
    settings.write_bytes(damaged)
    server = DemoServer(bookclub_binary, log_name="settings-server.log")
    try:
        context = browser.new_context()
        page = context.new_page()
        page.goto(server.url)
        page.get_by_role("dialog", name="Currently Reading").wait_for()
        context.close()
    finally:
        server.stop()
    aside = list(settings.parent.glob("BookClub.plist.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == damaged, "the damaged file is kept, renamed"
    log = (ARTIFACTS / "settings-server.log").read_text()
    assert "settings file" in log and "is damaged" in log and aside[0].name in log
