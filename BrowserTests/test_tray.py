"""Own windows mode on a Linux desktop (Xvfb with openbox): TrayDemo's
`MenuBarExtra` is a tray icon (a StatusNotifierItem on the session bus)
where a tray's watcher is on the bus, else a small window of its own; a
click on the icon (`Activate`) opens the extra. What the window manager does
to a window (minimise, maximise) reaches the app, and a window the app makes
key is raised."""

import glob
import os
import shutil
import subprocess
import time

import pytest

from conftest import build_product, open_page
from test_own_windows import app_env, stop, titles, wait_for, windows, x_session  # noqa: F401 (fixtures)

TOOLS = ["Xvfb", "openbox", "wmctrl", "xdotool", "chromium", "dbus-daemon", "gdbus"]
pytestmark = pytest.mark.skipif(any(shutil.which(tool) is None for tool in TOOLS),
                                reason="the tray tests need " + ", ".join(TOOLS))
HERE = os.path.dirname(os.path.abspath(__file__))


@pytest.fixture(scope="module")
def tray_demo():
    return build_product("TrayDemo")


@pytest.fixture
def session_bus(app_env):
    """A private session bus; yields the environment that names it."""
    folder, env = app_env
    daemon = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                              stdout=subprocess.PIPE, text=True)
    address = daemon.stdout.readline().strip()
    try:
        yield folder, {**env, "DBUS_SESSION_BUS_ADDRESS": address}
    finally:
        daemon.kill()
        daemon.wait()


def start(executable, env):
    """Starts the app with its log in test-artifacts/tray-app.log; returns it and its URL."""
    os.makedirs(os.path.join(HERE, "..", "test-artifacts"), exist_ok=True)
    log = open(os.path.join(HERE, "..", "test-artifacts", "tray-app.log"), "a")
    process = subprocess.Popen([str(executable), "--port", "0"], env=env, stdout=subprocess.PIPE, stderr=log, text=True)
    url = process.stdout.readline().strip()
    assert url.startswith("http://127.0.0.1:"), f"no URL printed: {url!r}"
    return process, url


def gdbus(env, *arguments):
    return subprocess.run(["gdbus", *arguments], env=env, capture_output=True, text=True, timeout=30)


def item_name(env):
    """The StatusNotifierItem's bus name, once the app owns it."""
    names = gdbus(env, "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                  "--method", "org.freedesktop.DBus.ListNames").stdout
    found = [part.strip(" '()[],\n") for part in names.split(",") if "org.kde.StatusNotifierItem-" in part]
    return found[0] if found else None


def item_properties(env, name):
    return gdbus(env, "call", "--session", "--dest", name, "--object-path", "/StatusNotifierItem",
                 "--method", "org.freedesktop.DBus.Properties.GetAll", "org.kde.StatusNotifierItem").stdout


def activate(env, name):
    result = gdbus(env, "call", "--session", "--dest", name, "--object-path", "/StatusNotifierItem",
                   "--method", "org.kde.StatusNotifierItem.Activate", "100", "10")
    assert result.returncode == 0, result.stderr


def extra_opens_in(browser, url):
    """Opens the extras' page as the small window shows it; returns its Say Hello item once the menu is open."""
    context = browser.new_context(viewport={"width": 360, "height": 420})
    page = open_page(context, url + "#extras=Coffee")
    page.locator("body[data-connection=open]").wait_for(state="attached")
    return context, page


def stop_and_wait(app, env):
    """Stops the app and waits for its browser windows to go (they close
    themselves) and the browser to end, so that its profile can be removed."""
    stop(app)
    wait_for(lambda: titles(env) == [], seconds=20)
    locks = os.path.join(env["XDG_STATE_HOME"], "*", "browser", "SingletonLock")
    wait_for(lambda: not any(os.path.lexists(lock) for lock in glob.glob(locks)), seconds=20)


def test_without_a_tray_the_extra_keeps_a_small_window(tray_demo, session_bus, browser):
    folder, env = session_bus
    app, url = start(tray_demo, env)
    try:
        assert wait_for(lambda: "Coffee" in titles(env) and "Tray Demo" in titles(env)), f"windows: {windows(env)}"
        # The item is on the bus all the same, for a tray that comes later to find.
        name = item_name(env)
        assert name and name.startswith("org.kde.StatusNotifierItem-"), name
        properties = item_properties(env, name)
        for expected in ["'Title': <'Coffee'>", "'Id': <'TrayDemo'>", "'Status': <'Active'>", "'IconName': <'starred'>",
                         "'Category': <'ApplicationStatus'>"]:
            assert expected in properties, properties

        # The small window shows the extra; a click on the icon opens its menu there.
        context, page = extra_opens_in(browser, url)
        try:
            extra = page.locator(".mb-menu.extra > [role=menuitem]")
            extra.wait_for()
            assert extra.get_attribute("aria-label") == "Coffee"
            assert page.locator(".menubar-menus").is_hidden()
            hello = page.get_by_role("menuitem", name="Say Hello")
            assert not hello.is_visible()
            activate(env, name)
            hello.wait_for(state="visible")
            hello.click()
            main = open_page(context, url)
            main.get_by_text("Hellos: 1").wait_for()
        finally:
            context.close()
    finally:
        stop_and_wait(app, env)


def test_with_a_tray_the_extra_is_an_icon_that_opens_it(tray_demo, session_bus, browser):
    folder, env = session_bus
    registered = os.path.join(folder, "registered.txt")
    watcher = subprocess.Popen(["python3", os.path.join(HERE, "dbus_watcher.py"), env["DBUS_SESSION_BUS_ADDRESS"],
                                registered])
    app = None
    try:
        assert wait_for(lambda: os.path.exists(registered + ".ready")), "the watcher did not start"
        app, url = start(tray_demo, env)
        assert wait_for(lambda: os.path.exists(registered)), "the app did not register with the tray"
        with open(registered) as file:
            service, sender = file.read().split()
        assert service.startswith("org.kde.StatusNotifierItem-") and sender.startswith(":")
        assert wait_for(lambda: "Tray Demo" in titles(env)), f"windows: {windows(env)}"
        time.sleep(2)
        assert "Coffee" not in titles(env), "a tray icon and a small window both"
        assert "'Title': <'Coffee'>" in item_properties(env, service)

        # A click on the icon: the extra opens, in its small window.
        activate(env, service)
        assert wait_for(lambda: "Coffee" in titles(env)), f"windows: {windows(env)}"
        context, page = extra_opens_in(browser, url)
        try:
            page.get_by_role("menuitem", name="Say Hello").wait_for(state="visible")
        finally:
            context.close()
    finally:
        if app:
            stop_and_wait(app, env)
        watcher.kill()
        watcher.wait()


def active_title(env):
    result = subprocess.run(["xdotool", "getactivewindow", "getwindowname"], env=env, capture_output=True, text=True)
    return result.stdout.strip()


def test_the_window_manager_and_the_app_agree_on_minimise_zoom_and_raise(tray_demo, session_bus, browser):
    folder, env = session_bus
    app, url = start(tray_demo, env)
    context = browser.new_context(viewport={"width": 900, "height": 700})
    try:
        assert wait_for(lambda: "Tray Demo" in titles(env)), f"windows: {windows(env)}"
        page = open_page(context, url)
        main = page.get_by_role("dialog", name="Tray Demo")
        main.get_by_text("Miniaturized: false, Zoomed: false").wait_for()
        # The window's element, found also while it is hidden (minimised windows are).
        frame = page.locator(f'[data-surface="{main.get_attribute("data-surface")}"]').first
        tray_window = next(window for window, _, title in windows(env) if title == "Tray Demo")

        # The window manager minimises it: AppKit and scenePhase hear it, as on a Mac
        # (the page shows it in its dock then: its text is read hidden).
        # A window manager may drop a request made while it is still settling
        # the new window: the request is made again until the app hears it.
        def minimised():
            subprocess.run(["xdotool", "windowminimize", str(int(tray_window, 16))], env=env, check=True)
            return wait_for(lambda: "Miniaturized: true" in (frame.text_content() or ""), seconds=5)
        assert wait_for(minimised, seconds=30), frame.text_content()
        assert wait_for(lambda: "Phase: background" in (frame.text_content() or ""), seconds=15), frame.text_content()
        assert wait_for(frame.is_hidden, seconds=5)
        # The window manager restores it: the app hears that too.
        subprocess.run(["wmctrl", "-i", "-a", tray_window], env=env, check=True)
        main.get_by_text("Miniaturized: false, Zoomed: false").wait_for(timeout=15000)
        main.get_by_text("Phase: active").wait_for(timeout=15000)

        # Maximised by the window manager: zoomed.
        subprocess.run(["wmctrl", "-i", "-r", tray_window, "-b", "add,maximized_vert,maximized_horz"], env=env, check=True)
        main.get_by_text("Zoomed: true").wait_for(timeout=15000)
        subprocess.run(["wmctrl", "-i", "-r", tray_window, "-b", "remove,maximized_vert,maximized_horz"], env=env, check=True)
        main.get_by_text("Zoomed: false").wait_for(timeout=15000)

        # The app opens a window (it comes to the front), then makes its first window key again: raised.
        main.get_by_role("button", name="Open Other, Then Come Back").click()
        assert wait_for(lambda: active_title(env) == "Other", seconds=20), active_title(env)
        assert wait_for(lambda: active_title(env) == "Tray Demo", seconds=20), active_title(env)

        # The app minimises its window: the window manager does.
        main.get_by_role("button", name="Minimize").click()
        def hidden():
            state = subprocess.run(["xprop", "-id", tray_window, "_NET_WM_STATE"], env=env, capture_output=True, text=True)
            return "_NET_WM_STATE_HIDDEN" in state.stdout
        assert wait_for(hidden, seconds=15)
    finally:
        context.close()
        stop_and_wait(app, env)
