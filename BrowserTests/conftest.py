"""Fixtures for driving the web display in a real Chromium.

The demo app (Tests/Fixtures/WebDisplayDemo) is built once per run and started on
a free loopback port; each test gets a fresh browser context, so a fresh
cookie jar and a fresh session in the app.
"""

import contextlib
import os
import pathlib
import queue
import re
import shutil
import subprocess
import threading

import pytest
from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"
SCRATCH = os.environ.get("SWIFT_SCRATCH_PATH", ".build")
CHROMIUM = os.environ.get("CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")


# The examples are a package of their own (Examples/Package.swift), so that
# their names stay free for people's apps; they build in the folder the tests'
# generated packages share, where Proscenium is already built.
EXAMPLES = ROOT / "Examples"
EXAMPLE_PRODUCTS = {"BookClub", "TextEdit", "ShapeEdit", "Mail", "Pinboard", "Drawing", "Geometry", "CardTable", "Inventory", "Notebook", "Layouts", "Noticeboard", "Flipbook", "ChartGallery"}
EXAMPLES_SCRATCH = os.environ.get("SWIFT_EXAMPLES_SCRATCH_PATH", str(ROOT / ".build-samples" / "build"))


# The packages built in this session, with their products' folder. A build
# of a package whose products are all built still loads and plans the whole
# package (8 to 20 seconds on two cores): done once per package, not once
# per test module.
BUILT = {}


# Under pytest-xdist each worker runs its own apps: it gets settings,
# restored windows and recovery copies of its own, so that two workers
# serving the same app never read each other's.
WORKER = os.environ.get("PYTEST_XDIST_WORKER")
if WORKER:
    for variable in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME"):
        if variable in os.environ:
            os.environ[variable] = os.path.join(os.environ[variable], WORKER)
            os.makedirs(os.environ[variable], exist_ok=True)


def build_product(name):
    """Builds the package holding the executable `name` (the examples'
    package for an example) once per session, and returns its path."""
    if name in EXAMPLE_PRODUCTS:
        package, scratch = EXAMPLES, EXAMPLES_SCRATCH
    else:
        package, scratch = ROOT, SCRATCH
    if package not in BUILT:
        command = ["swift", "build", "--package-path", str(package), "--scratch-path", scratch]
        subprocess.run(command, cwd=ROOT, check=True)
        BUILT[package] = subprocess.run(command + ["--show-bin-path"], cwd=ROOT, check=True,
                                        capture_output=True, text=True).stdout.strip()
    return pathlib.Path(BUILT[package]) / name


class DemoServer:
    """One run of the demo app, with the URL it printed."""

    def __init__(self, executable, port=0, log_name="demo-server.log", cwd=ROOT, arguments=(), env=None):
        ARTIFACTS.mkdir(exist_ok=True)
        self.log = open(ARTIFACTS / log_name, "a")
        self.process = subprocess.Popen([str(executable), "--port", str(port), "--no-browser", *arguments], cwd=cwd,
                                        env=env, stdout=subprocess.PIPE, stderr=self.log, text=True)
        lines = queue.Queue()

        def read():
            for line in self.process.stdout:
                lines.put(line.strip())

        threading.Thread(target=read, daemon=True).start()
        self.url = None
        while self.url is None:
            try:
                line = lines.get(timeout=60)
            except queue.Empty:
                self.stop()
                raise RuntimeError("the demo printed no URL within a minute")
            if re.match(r"^http://127\.0\.0\.1:\d+/\?token=[A-Za-z0-9_-]{43,}$", line):
                self.url = line
        self.port = int(re.search(r":(\d+)/", self.url).group(1))

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()


@contextlib.contextmanager
def serving(product, log_name, cwd=ROOT, env=None):
    """Builds `product`, runs it on a free port for the `with` block (with
    `env` as its environment, when given), stops it."""
    server = DemoServer(build_product(product), log_name=log_name, cwd=cwd, env=env)
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def demo_executable():
    return build_product("WebDisplayDemo")


@pytest.fixture(scope="session")
def demo_url(demo_executable):
    """Starts the demo with `--port 0 --no-browser` and yields the URL it prints."""
    server = DemoServer(demo_executable)
    try:
        yield server.url
    finally:
        server.stop()


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        # Playwright's own browser download cannot be used here: Debian's chromium.
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()


@pytest.fixture
def base_url(demo_url):
    return demo_url.split("?")[0]


@pytest.fixture
def context(browser):
    context = browser.new_context(viewport={"width": 1100, "height": 720})
    yield context
    context.close()


def open_page(context, url, console=False):
    """A new page at `url` that keeps its script errors (and, with `console`,
    its console messages) in `page.console_messages`."""
    page = context.new_page()
    page.console_messages = []
    if console:
        page.on("console", lambda message: page.console_messages.append(f"{message.type}: {message.text}"))
    page.on("pageerror", lambda error: page.console_messages.append(f"pageerror: {error}"))
    page.goto(url)
    return page


@contextlib.contextmanager
def page_in_scheme(browser, url, scheme, **options):
    """A page at `url`, in a context of its own in the `scheme` colour
    scheme ("light" or "dark", kept in `page.scheme`), once its fonts are
    ready; `options` go to the context (a time zone ...)."""
    context = browser.new_context(viewport={"width": 1100, "height": 720}, color_scheme=scheme, **options)
    try:
        page = context.new_page()
        page.goto(url)
        page.evaluate("document.fonts.ready")
        page.scheme = scheme
        yield page
    finally:
        context.close()


def served_window(product, log_name, title, console=True):
    """The fixtures of a module that tests one window of `product`:
    `served_url`, a server of the module's own (a fresh app), and `app`, a
    page on it whose `window` is the dialog titled `title`. A module takes
    them with `served_url, app = served_window(...)`."""

    @pytest.fixture(scope="module", name="served_url")
    def served_url_fixture():
        with serving(product, log_name) as server:
            yield server.url

    @pytest.fixture(name="app")
    def app_fixture(context, served_url):
        page = open_page(context, served_url, console=console)
        window = page.get_by_role("dialog", name=title)
        window.wait_for(timeout=20_000)
        page.window = window
        return page

    return served_url_fixture, app_fixture


def menu_window(product, log_name, first_title, title):
    """The fixtures of a module that tests a window of `product` opened from
    its Window menu: `demo_url`, a server of the module's own, and `window`,
    the dialog titled `title` (its page as `window.page_`), opened once the
    app's first window, `first_title`, shows. A module takes them with
    `demo_url, window = menu_window(...)`."""

    @pytest.fixture(scope="module", name="demo_url")
    def demo_url_fixture():
        with serving(product, log_name) as server:
            yield server.url

    @pytest.fixture(name="window")
    def window_fixture(context, demo_url):
        page = open_page(context, demo_url, console=True)
        page.get_by_role("dialog", name=first_title).wait_for()
        page.get_by_role("menubar").get_by_role("menuitem", name="Window", exact=True).click()
        page.get_by_role("menu").get_by_role("menuitem", name=title, exact=True).click()
        window = page.get_by_role("dialog", name=title)
        window.wait_for(timeout=10_000)
        window.page_ = page
        return window

    return demo_url_fixture, window_fixture


@pytest.fixture
def page(context, demo_url):
    """The display, opened through the token URL and showing its window."""
    page = open_page(context, demo_url, console=True)
    page.get_by_role("dialog", name="Demo").wait_for()
    wait_for_fonts(page)
    return page


def wait_for_fonts(page):
    """Waits for the faces a first render asks for (a fallback face for a
    symbol, say): they load after it and change widths and line heights, so
    boxes are read once they have."""
    page.evaluate("document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => done())))")


STABLE_BOXES = """async ([nodes, quiet]) => {
  const read = () => nodes.map((node) => {
    const box = node.getBoundingClientRect();
    return { x: box.x, y: box.y, width: box.width, height: box.height };
  });
  let last = JSON.stringify(read());
  let since = performance.now();
  const began = since;
  while (performance.now() - since < quiet && performance.now() - began < 10000) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const now = JSON.stringify(read());
    if (now !== last) { last = now; since = performance.now(); }
  }
  return JSON.parse(last);
}"""


def narrow_by_trailing_edge(page, window, by=600):
    """Drags `window`'s trailing edge `by` pixels left, as a person narrows
    a window: it stops at its content's least width."""
    edge = window.locator(".resize.e").bounding_box()
    x, y = edge["x"] + edge["width"] / 2, edge["y"] + 40
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - by, y, steps=8)
    page.mouse.up()


def stable_boxes(page, *locators, quiet_ms=300):
    """The boxes of `locators`, read together in one frame once none has
    moved for `quiet_ms` (fonts loading, a placement arriving)."""
    wait_for_fonts(page)
    handles = [locator.element_handle() for locator in locators]
    return page.evaluate(STABLE_BOXES, [handles, quiet_ms])


@pytest.fixture
def gallery(page):
    """The demo's Gallery window: tabs, controls, lists, modals."""
    from playwright.sync_api import expect
    page.get_by_role("menuitem", name="Window").click()
    page.get_by_role("menuitem", name="Gallery").click()
    window = page.get_by_role("dialog", name="Gallery")
    expect(window).to_be_visible()
    return window


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A failing test leaves a screenshot and the page's DOM in test-artifacts/."""
    outcome = yield
    report = outcome.get_result()
    if report.when != "call" or not report.failed:
        return
    page = item.funcargs.get("page")
    if page is None or page.is_closed():
        return
    ARTIFACTS.mkdir(exist_ok=True)
    name = re.sub(r"[^A-Za-z0-9_.-]", "_", item.name)
    screenshot = ARTIFACTS / f"{name}.png"
    dom = ARTIFACTS / f"{name}.html"
    notes = []
    try:
        page.screenshot(path=str(screenshot), full_page=True)
        notes.append(f"screenshot: {screenshot}")
    except Exception as error:  # the page may be gone; say so rather than hide the failure
        notes.append(f"no screenshot ({error})")
    try:
        dom.write_text(page.content())
        notes.append(f"DOM: {dom}")
    except Exception as error:
        notes.append(f"no DOM ({error})")
    console = getattr(page, "console_messages", [])
    if console:
        notes.append("console:\n  " + "\n  ".join(console[-20:]))
    report.longrepr = f"{report.longrepr}\n\nArtifacts of this failure: " + "; ".join(notes)
