"""One instance per app: a second launch of DesktopDemo hands its file and
link to the running app and exits; the page of the running app shows the
document's window and the link in the window that handles it."""

import os
import re
import subprocess
import tempfile

import pytest
from playwright.sync_api import expect

from conftest import DemoServer, build_product, open_page


@pytest.fixture(scope="module")
def desktop_demo():
    return build_product("DesktopDemo")


@pytest.fixture
def scratch_env():
    with tempfile.TemporaryDirectory() as folder:
        runtime = os.path.join(folder, "run")
        os.mkdir(runtime, 0o700)
        env = {**os.environ, "XDG_RUNTIME_DIR": runtime, "XDG_STATE_HOME": os.path.join(folder, "state"),
               "XDG_CONFIG_HOME": os.path.join(folder, "config")}
        yield folder, env


def test_a_second_launch_opens_its_file_and_link_in_the_running_app(context, desktop_demo, scratch_env):
    folder, env = scratch_env
    server = DemoServer(desktop_demo, log_name="one-instance-server.log", env=env)
    try:
        page = open_page(context, server.url)
        page.locator("body[data-connection=open]").wait_for()
        note = os.path.join(folder, "Hello.ddnote")
        with open(note, "w") as file:
            file.write("hello from the second launch")
        second = subprocess.run([str(desktop_demo), "--no-browser", "Hello.ddnote", "desktopdemo://greet"], cwd=folder,
                                env=env, capture_output=True, text=True, timeout=60)
        assert second.returncode == 0, second.stderr
        assert "http://" not in second.stdout, "the second launch served a display of its own"
        document = page.get_by_role("dialog", name=re.compile("Hello"))
        expect(document).to_be_visible(timeout=15_000)
        expect(document.get_by_role("textbox")).to_have_value("hello from the second launch")
        links = page.get_by_role("dialog", name="Links")
        expect(links).to_be_visible()
        expect(links.get_by_text("desktopdemo://greet")).to_be_visible()
        # With nothing to open, a launch brings the running app's windows forward and exits.
        again = subprocess.run([str(desktop_demo), "--no-browser"], cwd=folder, env=env, capture_output=True, text=True,
                               timeout=60)
        assert again.returncode == 0, again.stderr
        assert server.process.poll() is None, "the running app stopped"
    finally:
        server.stop()
