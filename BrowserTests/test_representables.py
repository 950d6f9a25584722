r"""AppKit, UIKit and WebKit views in representables, in Chromium
(Tests/Fixtures/RepresentablesDemo): an NSTextView in its scroll view is a text
editor whose typing reaches the app's binding through the coordinator, a
UITextField a text field that writes back, a UIActivityIndicatorView a
spinner shown while it animates, an NSVisualEffectView a blurred material, a
WKWebView a sandboxed frame of an HTML string or of a web address (framed
through /webframe, whose policy allows only that origin), and a "window
accessor" view reaches its NSWindow and renames it."""

import contextlib
import functools
import http.server
import os
import threading

import pytest
from playwright.sync_api import expect

from conftest import open_page, serving


class _Page(http.server.SimpleHTTPRequestHandler):
    def do_GET(self):
        body = b"<!doctype html><title>Served</title><p>Served by the other origin</p>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@contextlib.contextmanager
def other_origin():
    """A page on another loopback port: what the web view loads by address."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Page)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/page"
    finally:
        server.shutdown()


@pytest.fixture(scope="module")
def served():
    with other_origin() as address:
        env = dict(os.environ, REPRESENTABLES_WEB_URL=address)
        with serving("RepresentablesDemo", "representables-server.log", env=env) as server:
            yield server.url, address


@pytest.fixture
def app(context, served):
    url, _ = served
    page = open_page(context, url)
    page.get_by_role("dialog").first.wait_for(timeout=20_000)
    page.window = page.get_by_role("dialog").first
    return page


def test_text_view_edits_reach_the_binding(app):
    editor = app.window.locator("textarea.texteditor")
    expect(editor).to_have_value("Some notes", timeout=10_000)
    editor.fill("Typed in AppKit")
    expect(app.window.get_by_text("Notes: Typed in AppKit")).to_be_visible(timeout=10_000)
    assert not app.console_messages


def test_ui_text_field_writes_back(app):
    field = app.window.get_by_role("textbox", name="Your name")
    field.fill("Ada")
    expect(app.window.get_by_text("Name: Ada")).to_be_visible(timeout=10_000)


def test_activity_indicator_is_a_spinner_while_it_animates(app):
    spinner = app.window.get_by_role("progressbar")
    expect(spinner.first).to_be_visible(timeout=10_000)
    assert spinner.first.get_attribute("value") is None
    app.window.get_by_role("button", name="Stop").click()
    expect(spinner.first).to_be_hidden(timeout=10_000)
    app.window.get_by_role("button", name="Start").click()
    expect(spinner.first).to_be_visible(timeout=10_000)


def test_visual_effect_view_is_a_blurred_material(app):
    effect = app.window.locator("[data-identifier=effect]")
    expect(effect).to_be_visible(timeout=10_000)
    box = effect.bounding_box()
    assert round(box["width"]) == 80 and round(box["height"]) == 40
    backdrop = effect.evaluate("node => getComputedStyle(node).backdropFilter")
    assert "blur" in backdrop


def test_web_view_shows_its_html_as_a_sandboxed_document_of_its_own(app):
    frame = app.window.locator("iframe.webview-frame[src^='/webdocument/']")
    expect(frame).to_have_count(1, timeout=10_000)
    # Scripts only, and so an origin of its own: it cannot reach the app's page.
    assert frame.get_attribute("sandbox") == "allow-scripts"
    box = frame.bounding_box()
    assert box["width"] > 150 and box["height"] > 60
    heading = frame.content_frame.get_by_role("heading", name="Hello from HTML")
    expect(heading).to_be_visible(timeout=10_000)
    # The document's own style and script work, as in a WKWebView.
    assert heading.evaluate("node => getComputedStyle(node).color") == "rgb(200, 0, 0)"
    expect(frame.content_frame.get_by_text("script ran")).to_be_visible(timeout=10_000)
    document = app.request.get(app.url.split("/?")[0].rstrip("/") + frame.get_attribute("src"))
    assert "sandbox allow-scripts" in document.headers["content-security-policy"]


def test_web_view_frames_its_address_through_its_own_origin_page(app, served):
    _, address = served
    frame = app.window.locator("iframe.webview-frame[src^='/webframe']")
    expect(frame).to_have_count(1, timeout=10_000)
    inner = frame.content_frame.locator("iframe")
    expect(inner).to_have_attribute("src", address, timeout=10_000)
    expect(inner.content_frame.get_by_text("Served by the other origin")).to_be_visible(timeout=10_000)
    # The framing page may frame that origin and nothing else.
    response = app.request.get(served[0].split("?")[0] + "webframe?url=" + address)
    policy = response.headers["content-security-policy"]
    origin = address.rsplit("/", 1)[0]
    assert f"frame-src {origin}" in policy and "script-src" not in policy and "default-src 'none'" in policy
    refused = app.request.get(served[0].split("?")[0] + "webframe?url=javascript:alert(1)")
    assert refused.status == 400
    # An address no web view of the app loaded is not framed.
    stranger = app.request.get(served[0].split("?")[0] + "webframe?url=" + origin + "/elsewhere")
    assert stranger.status == 403 and "frame-src" not in stranger.headers.get("content-security-policy", "")


def test_window_accessor_reaches_its_window(app):
    expect(app.get_by_role("dialog", name="Accessed window")).to_be_visible(timeout=10_000)
