"""An app installed for the desktop, used as a person would: the ShapeEdit
example, installed by `proscenium-port install` (its Info.plist's document
type and its asset catalogue's icon), opens a document of its own type from
`xdg-open` in a window of its own with its icon's window class, under its
menu bar; an edit is saved to the file; and a second `xdg-open` of another
such file opens a second window of the same running app."""

import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import uuid

import pytest

from conftest import ROOT, build_product, open_page
from test_own_windows import TOOLS as WINDOW_TOOLS, titles, wait_for, windows, x_session  # noqa: F401

TOOLS = WINDOW_TOOLS + ["xdg-open", "xdg-mime", "mimetype", "update-mime-database", "update-desktop-database"]
pytestmark = pytest.mark.skipif(any(shutil.which(tool) is None for tool in TOOLS),
                                reason="an installed app needs " + ", ".join(TOOLS) + " (Scripts/test.sh installs them)")

MIME = "application/x-shapeedit-shapes"


def document(*kinds):
    """A ShapeEdit document (its JSON) holding shapes of `kinds`."""
    shapes = [{"id": str(uuid.uuid4()).upper(), "kind": kind, "fill": "blue", "x": 20 + 90 * index, "y": 20,
               "width": 80, "height": 60} for index, kind in enumerate(kinds)]
    return json.dumps({"shapes": shapes})


def stop_group(process):
    """Ends `process` and what it started (xdg-open runs the app as its child)."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def shape_count(path):
    try:
        with open(path) as file:
            return len(json.load(file)["shapes"])
    except (OSError, ValueError, KeyError):
        return None


@pytest.fixture
def installed(x_session):
    """ShapeEdit installed under a scratch prefix, and the environment a
    desktop session would give it (its data folders searched for the entry,
    the icon and the MIME type)."""
    shapeedit = build_product("ShapeEdit")
    port = build_product("proscenium-port")
    with tempfile.TemporaryDirectory() as folder:
        runtime = os.path.join(folder, "run")
        os.mkdir(runtime, 0o700)
        prefix = os.path.join(folder, "prefix")
        env = {**os.environ, "DISPLAY": x_session, "XDG_RUNTIME_DIR": runtime, "HOME": folder,
               "XDG_STATE_HOME": os.path.join(folder, "state"), "XDG_CONFIG_HOME": os.path.join(folder, "config"),
               "XDG_DATA_HOME": os.path.join(folder, "data"),
               "XDG_DATA_DIRS": os.path.join(prefix, "share") + ":/usr/local/share:/usr/share"}
        for name in ("WAYLAND_DISPLAY", "XDG_CURRENT_DESKTOP", "DESKTOP_SESSION", "BROWSER"):
            env.pop(name, None)
        install = subprocess.run([str(port), "install", str(ROOT / "Examples"), "--target", "ShapeEdit",
                                  "--binary", str(shapeedit), "--prefix", prefix],
                                 env=env, capture_output=True, text=True, timeout=300)
        assert install.returncode == 0, install.stdout + install.stderr
        yield folder, prefix, env


def test_an_installed_app_opens_its_documents_from_xdg_open_in_one_process(installed, browser):
    folder, prefix, env = installed
    entry = os.path.join(prefix, "share", "applications", "com.example.ShapeEdit.desktop")
    with open(entry) as file:
        desktop = file.read()
    assert "Icon=com.example.ShapeEdit" in desktop and "StartupWMClass=ShapeEdit" in desktop, desktop
    assert f"MimeType={MIME};" in desktop, desktop
    for size in ("16x16", "32x32", "128x128", "256x256", "512x512"):
        assert os.path.exists(os.path.join(prefix, "share", "icons", "hicolor", size, "apps", "com.example.ShapeEdit.png"))

    first_path = os.path.join(folder, "First.shapes")
    second_path = os.path.join(folder, "Second.shapes")
    with open(first_path, "w") as file:
        file.write(document("rectangle"))
    with open(second_path, "w") as file:
        file.write(document("circle", "capsule"))
    # The desktop knows the file's type by its extension, and the app as its handler.
    query = subprocess.run(["xdg-mime", "query", "filetype", first_path], env=env, capture_output=True, text=True)
    assert query.stdout.strip() == MIME, query.stdout + query.stderr
    default = subprocess.run(["xdg-mime", "query", "default", MIME], env=env, capture_output=True, text=True)
    assert default.stdout.strip() == "com.example.ShapeEdit.desktop", default.stdout + default.stderr

    # xdg-open runs the entry's command, which stays: the app prints its URL.
    first = subprocess.Popen(["xdg-open", first_path], env=env, cwd=folder, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True, start_new_session=True)
    try:
        url = first.stdout.readline().strip()
        assert re.match(r"^http://127\.0\.0\.1:\d+/\?token=", url), f"no URL printed: {url!r}"
        assert wait_for(lambda: "First.shapes" in titles(env), 60), f"windows: {windows(env)}"
        # Its own window, of the class the desktop entry names: the desktop shows the entry's icon for it.
        klass = next(klass for _, klass, title in windows(env) if title == "First.shapes")
        assert klass.endswith(".ShapeEdit"), windows(env)

        # A second xdg-open hands its file to the running app and ends.
        second = subprocess.run(["xdg-open", second_path], env=env, cwd=folder, capture_output=True, text=True,
                                timeout=60)
        assert second.returncode == 0, second.stdout + second.stderr
        assert wait_for(lambda: {"First.shapes", "Second.shapes"} <= set(titles(env)), 60), f"windows: {windows(env)}"
        assert first.poll() is None, "the first launch ended"

        # One app: its session holds both documents' windows, under its menu bar.
        context = browser.new_context(viewport={"width": 1000, "height": 700})
        try:
            page = open_page(context, url)
            page.locator("body[data-connection=open]").wait_for()
            page.get_by_role("dialog", name="First.shapes").wait_for()
            page.get_by_role("dialog", name="Second.shapes").wait_for()
            page.get_by_role("menubar").get_by_role("menuitem", name="File", exact=True).wait_for()

            # An edit, saved with the keyboard, reaches the file: in the page
            # of that window alone, as its own desktop window shows it.
            window_id = page.get_by_role("dialog", name="First.shapes").get_attribute("data-surface")
            solo = open_page(context, url.split("?")[0] + "#window=" + window_id)
            window = solo.get_by_role("dialog", name="First.shapes")
            window.get_by_role("button", name="Add Circle").click()
            solo.keyboard.press("Control+s")
            assert wait_for(lambda: shape_count(first_path) == 2, 30), open(first_path).read()
            assert shape_count(second_path) == 2
        finally:
            context.close()
    finally:
        stop_group(first)
