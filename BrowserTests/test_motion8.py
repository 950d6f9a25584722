"""Motion made in advance, in Chromium, through the Flipbook example: a phase
animator's phases and a keyframe animator's keyframes are sent once each and
the page draws the frames between (sampled mid-way), a Shift-wheel turn
reaches a RotateGesture, transformEffect and projectionEffect are drawn as
matrices, and kerning spaces letters."""

import math
import re

import pytest
from playwright.sync_api import expect

from conftest import open_page, serving, stable_boxes, wait_for_fonts


@pytest.fixture(scope="module")
def flipbook_url():
    with serving("Flipbook", "flipbook-server.log") as server:
        yield server.url


@pytest.fixture
def page(context, flipbook_url):
    page = open_page(context, flipbook_url, console=True)
    window = page.get_by_role("dialog", name="Flipbook")
    window.wait_for()
    wait_for_fonts(page)
    page.book = window
    return page


# Waits (in the page) for a reading of the element to leave its start value,
# then reads it again `after` milliseconds later: the animation's clock starts
# with the page's first frame of it, not when the test clicked.
SAMPLE_LATER = """([selector, read, after]) => {
  const readers = {
    opacity: (el) => Number(getComputedStyle(el).opacity),
    top: (el) => el.getBoundingClientRect().top,
    width: (el) => el.getBoundingClientRect().width,
  };
  const first = document.querySelector(selector);
  const start = first ? readers[read](first) : null;
  window.__sample = (async () => {
    const began = performance.now();
    for (;;) {
      const el = document.querySelector(selector);
      if (el && Math.abs(readers[read](el) - start) > 0.5 * (read === "opacity" ? 0.01 : 1)) break;
      if (performance.now() - began > 20000) return null;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, after));
    const el = document.querySelector(selector);
    return el ? [start, readers[read](el)] : null;
  })();
}"""


def test_a_phase_animator_runs_its_phases_with_their_animation(page):
    flash = page.locator("[data-identifier=flash]")
    expect(flash).to_have_count(1)
    page.evaluate(SAMPLE_LATER, ["[data-identifier=flash]", "opacity", 1000])
    page.book.get_by_role("button", name="Flash").click()
    sample = page.evaluate("window.__sample")
    assert sample is not None, "the opacity never changed"
    start, halfway = sample
    assert start == 1
    # Half way through a two-second linear fade from 1 to 0.1.
    assert 0.2 < halfway < 0.9, halfway
    # Then the last phase brings it back to the first.
    expect(flash).to_have_css("opacity", "1", timeout=8000)
    assert not page.console_messages


def test_a_phase_animator_without_a_trigger_cycles(page):
    beacon = page.locator("[data-identifier=beacon]")
    expect(beacon).to_have_count(1)
    widths = page.evaluate("""async () => {
      const el = document.querySelector("[data-identifier=beacon]");
      const seen = [];
      for (let i = 0; i < 30; i++) {
        seen.push(el.getBoundingClientRect().width);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return seen;
    }""")
    between = [w for w in widths if 42 < w < 58]
    assert len(between) >= 5, widths
    assert max(widths) > 55 and min(widths) < 45, widths


def test_a_keyframe_animator_plays_its_keyframes_in_the_page(page):
    hopper = page.locator("[data-identifier=hopper]")
    expect(hopper).to_have_count(1)
    # Where it rests, once the window's fonts and placement have settled.
    stable_boxes(page, hopper)
    page.evaluate(SAMPLE_LATER, ["[data-identifier=hopper]", "top", 1000])
    page.book.get_by_role("button", name="Hop").click()
    sample = page.evaluate("window.__sample")
    assert sample is not None, "the hopper never moved"
    start, halfway = sample
    # Half way up a two-second straight climb of 100 points.
    assert 25 < start - halfway < 75, sample
    page.wait_for_timeout(2500)
    assert abs(hopper.bounding_box()["y"] - start) < 1.5


def test_a_shift_wheel_turns_a_rotate_gesture(page):
    dial = page.locator("[data-identifier=dial]")
    # Where the dial rests once its window has settled: the wheel goes there.
    (box,) = stable_boxes(page, dial)
    assert round(box["width"]) == 80
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.keyboard.down("Shift")
    for _ in range(3):
        page.mouse.wheel(0, 100)
        page.wait_for_timeout(30)
    page.keyboard.up("Shift")
    expect(page.book.get_by_text("Turn: 30")).to_be_visible(timeout=5000)
    turned = dial.bounding_box()
    expected = 80 * math.cos(math.radians(30)) + 40 * math.sin(math.radians(30))
    assert abs(turned["width"] - expected) < 2, turned
    assert not page.console_messages


def test_transform_and_projection_effects_are_drawn_as_matrices(page):
    skewed = page.locator("[data-identifier=skewed]").bounding_box()
    # A skew of 0.5 shifts the bottom edge by half the height.
    assert abs(skewed["width"] - 100) < 1.5, skewed
    assert abs(skewed["height"] - 40) < 1.5, skewed
    projected = page.locator("[data-identifier=projected]").bounding_box()
    assert abs(projected["width"] - 160) < 1.5, projected


def test_kerning_spaces_the_letters(page):
    plain = page.locator("[data-identifier=plain]").bounding_box()
    kerned = page.locator("[data-identifier=kerned]").bounding_box()
    assert 35 < kerned["width"] - plain["width"] < 45, (plain, kerned)
    spaced = page.book.locator("span", has_text=re.compile("^WW$")).first
    expect(spaced).to_have_css("letter-spacing", "6px")


def test_symbol_effects_bounce_and_pulse_the_symbol(page):
    heart = page.locator("[data-identifier=heart]")
    expect(heart).to_have_count(1)
    # A repeating pulse: the page fades the heart between its poses.
    opacities = page.evaluate("""async () => {
      const el = document.querySelector("[data-identifier=heart]");
      const seen = [];
      for (let i = 0; i < 25; i++) {
        seen.push(Number(getComputedStyle(el).opacity));
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      return seen;
    }""")
    assert any(0.35 < o < 0.95 for o in opacities), opacities
    assert min(opacities) < 0.6, opacities
    # A bounce when the value changes: the bell grows past its size and settles.
    bell = page.locator("[data-identifier=bell]")
    rest = bell.bounding_box()["width"]
    page.evaluate("""() => {
      const el = document.querySelector("[data-identifier=bell]");
      window.__widths = [];
      const began = performance.now();
      const tick = () => {
        window.__widths.push(el.getBoundingClientRect().width);
        if (performance.now() - began < 1500) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }""")
    page.book.get_by_role("button", name="Ring").click()
    page.wait_for_timeout(1700)
    widths = page.evaluate("window.__widths")
    assert max(widths) > rest * 1.06, (rest, max(widths))
    assert abs(bell.bounding_box()["width"] - rest) < 1
    assert not page.console_messages
