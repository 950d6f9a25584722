"""Text measured in Swift (ProsceniumText, HarfBuzz over the served font
files) has the width the page gives it: within 0.5 px over strings, sizes,
weights, slants and designs, including emoji, CJK and other scripts. And
the page draws text in the served system font at macOS's text styles."""

import json
import subprocess

import pytest

from conftest import build_product
from pixels import element_image, rgb_pixels

STRINGS = [
    "Hello, world",
    "The quick brown fox jumps over the lazy dog",
    "Breakfast — 12:45 · $3.99",
    "iiiiiiiiii WWWWW",
    "Größe café naïve façade",
    "Keyboard shortcuts ⌘C ⇧⌘S",
    "Ελληνικά и русский",
    "日本語のテキスト 中文 한국어",
    "Clock 🕰️ and faces 😀👍🏽",
    "👨‍👩‍👧 family",
]
FONTS = [
    {"size": 13}, {"size": 11}, {"size": 10}, {"size": 17}, {"size": 15},
    {"size": 22}, {"size": 26},
    {"size": 13, "weight": 700}, {"size": 13, "weight": 500}, {"size": 13, "weight": 600},
    {"size": 13, "italic": True}, {"size": 20, "weight": 300},
    {"size": 13, "design": "monospaced"}, {"size": 13, "design": "serif"},
    {"size": 13, "design": "monospaced", "weight": 700},
    {"size": 13, "design": "rounded"}, {"size": 13, "design": "rounded", "weight": 700},
    {"size": 22, "design": "rounded"}, {"size": 13, "design": "rounded", "weight": 600},
]
SAMPLES = [dict(font, text=text) for font in FONTS for text in STRINGS]


@pytest.fixture(scope="module")
def swift_measurements():
    probe = build_product("TextMetricsProbe")
    output = subprocess.run([str(probe)], input=json.dumps(SAMPLES), capture_output=True, text=True, check=True)
    return json.loads(output.stdout)


def page_measurements(page, samples):
    return page.evaluate("""async (samples) => {
        const host = document.createElement("div");
        host.style.cssText = "position: absolute; left: 0; top: 0; visibility: hidden";
        document.body.append(host);
        const spans = samples.map((sample) => {
            const span = document.createElement("span");
            const family = sample.design === "monospaced" ? "var(--font-mono)"
                : sample.design === "serif" ? "var(--font-serif)"
                : sample.design === "rounded" ? "var(--font-rounded)"
                : sample.size >= 20 ? "var(--font-display)" : "var(--font-text)";
            span.style.cssText = `font-family: ${family}; font-size: ${sample.size}px; white-space: pre;
                font-weight: ${sample.weight || 400}; font-style: ${sample.italic ? "italic" : "normal"};
                line-height: normal; display: inline-block`;
            span.textContent = sample.text;
            const line = document.createElement("div");
            line.append(span);
            host.append(line);
            return span;
        });
        await Promise.all(spans.map((span) => document.fonts.load(getComputedStyle(span).font, span.textContent)));
        await document.fonts.ready;
        const boxes = spans.map((span) => span.getBoundingClientRect());
        host.remove();
        return boxes.map((box) => ({ width: box.width, height: box.height }));
    }""", samples)


def test_swift_widths_are_the_pages(page, swift_measurements):
    measured = page_measurements(page, SAMPLES)
    misses = []
    for sample, swift, drawn in zip(SAMPLES, swift_measurements, measured):
        if abs(swift["width"] - drawn["width"]) > 0.5:
            misses.append(f"{sample}: Swift {swift['width']:.3f}, page {drawn['width']:.3f}")
    largest = max(abs(s["width"] - d["width"]) for s, d in zip(swift_measurements, measured))
    print(f"text widths: {len(SAMPLES)} samples, largest difference {largest:.4f} px")
    assert not misses, f"{len(misses)} of {len(SAMPLES)} widths differ:\n" + "\n".join(misses)


def test_swift_line_heights_are_the_pages(page, swift_measurements):
    # Strings in the font's own script: emoji and CJK raise the page's line box.
    samples = [sample for sample in SAMPLES if sample["text"] == "Hello, world"]
    measured = page_measurements(page, samples)
    swift = [m for sample, m in zip(SAMPLES, swift_measurements) if sample["text"] == "Hello, world"]
    for sample, ours, drawn in zip(samples, swift, measured):
        assert ours["lineHeight"] == drawn["height"], sample


def test_text_is_drawn_in_the_served_system_font_at_macos_sizes(page):
    result = page.evaluate("""async () => {
        await document.fonts.ready;
        const root = document.querySelector(".window .root");
        const probe = (style) => {
            const text = document.createElement("span");
            text.className = "text";
            if (style) text.dataset.font = style;
            text.textContent = "Breakfast";
            root.append(text);
            const box = text.getBoundingClientRect(), computed = getComputedStyle(text);
            const result = { height: box.height, size: computed.fontSize, family: computed.fontFamily,
                             weight: computed.fontWeight };
            text.remove();
            return result;
        };
        const loaded = document.fonts.check('13px "Proscenium Text"');
        return { loaded, plain: probe(null), body: probe("body"), headline: probe("headline"),
                 title: probe("title"), caption: probe("caption") };
    }""")
    assert result["loaded"]
    assert result["plain"]["family"].startswith('"Proscenium Text"')
    assert result["plain"]["size"] == "13px" and result["plain"]["height"] == 16
    assert result["body"]["size"] == "13px" and result["body"]["height"] == 16
    assert result["headline"]["weight"] == "700" and result["headline"]["height"] == 16
    assert result["title"]["size"] == "22px" and result["title"]["family"].startswith('"Proscenium Display"')
    assert result["title"]["height"] == 26
    assert result["caption"]["size"] == "10px" and result["caption"]["height"] == 13


def test_the_menu_bar_and_window_titles_draw_emoji_in_colour(page):
    # A `MenuBarExtra("🕰️")` label and a window titled with an emoji: the
    # menu bar's and the title bar's fonts end in the served colour emoji.
    page.evaluate("""() => {
        const extras = document.querySelector(".menubar-extras");
        const label = document.createElement("span");
        label.id = "extra-emoji";
        label.textContent = "🕰️";
        label.style.fontSize = "20px";
        extras.append(label);
        const title = document.querySelector(".window .window-title");
        title.id = "title-emoji";
        title.textContent = "🕰️ Clock";
    }""")
    page.evaluate("document.fonts.ready")
    page.wait_for_timeout(200)
    for selector in ["#extra-emoji", "#title-emoji"]:
        family = page.eval_on_selector(selector, "node => getComputedStyle(node).fontFamily")
        assert "Proscenium Emoji" in family, (selector, family)
        image = element_image(page.locator(selector))
        coloured = sum(1 for (r, g, b) in rgb_pixels(image) if max(r, g, b) - min(r, g, b) > 60)
        assert coloured > 10, (selector, coloured)


def test_emoji_draw_in_colour(page):
    # An emoji in the served colour face has pixels that are neither grey nor the text colour.
    page.evaluate("""() => {
        const text = document.createElement("span");
        text.id = "emoji-probe";
        text.className = "text";
        text.style.cssText = "position: fixed; left: 10px; top: 40px; font-size: 40px; z-index: 99999; background: white";
        text.textContent = "🕰️😀";
        document.body.append(text);
    }""")
    page.evaluate("document.fonts.ready")
    page.wait_for_timeout(200)
    image = element_image(page.locator("#emoji-probe"))
    coloured = sum(1 for (r, g, b) in rgb_pixels(image) if max(r, g, b) - min(r, g, b) > 60)
    assert coloured > 50, coloured


def test_stacked_lines_of_text_sit_one_line_apart(page):
    # Two body lines in a default VStack: 16 pt apart top to top, as on a Mac
    # and in ProsceniumLayout; with a spacing of its own the stack keeps it.
    tops = page.evaluate("""() => {
        const root = document.querySelector(".window .root");
        const make = (explicit) => {
            const stack = document.createElement("div");
            stack.className = "stack v" + (explicit ? " spaced" : "");
            if (explicit) stack.style.gap = "8px";
            for (const words of ["First line", "Second line"]) {
                const text = document.createElement("span");
                text.className = "text";
                text.textContent = words;
                stack.append(text);
            }
            root.append(stack);
            const [a, b] = [...stack.children].map((child) => child.getBoundingClientRect().top);
            stack.remove();
            return b - a;
        };
        return { plain: make(false), spaced: make(true) };
    }""")
    assert tops == {"plain": 16, "spaced": 24}


def test_rounded_text_is_drawn_in_the_served_rounded_face(page):
    # fontDesign(.rounded): Quicksand, served as "Proscenium Rounded" (fonts.css).
    result = page.evaluate("""async () => {
        const text = document.createElement("span");
        text.style.fontFamily = "var(--font-rounded)";
        text.textContent = "Rounded";
        document.body.append(text);
        await document.fonts.load('13px "Proscenium Rounded"', "Rounded");
        const family = getComputedStyle(text).fontFamily;
        text.remove();
        return { family, loaded: document.fonts.check('13px "Proscenium Rounded"') };
    }""")
    assert result["family"].startswith('"Proscenium Rounded"'), result
    assert result["loaded"], result
