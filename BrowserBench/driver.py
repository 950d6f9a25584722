"""Times the js-framework-benchmark operations on two pages in one Chromium.

    python3 BrowserBench/driver.py --proscenium URL [--runs 10] [--rows 1000]

`proscenium-bench browser` runs this with the URL of the Proscenium app it
serves; the vanilla page (BrowserBench/vanilla) is served here. Both pages
are timed identically, in turns: the state an operation starts from is made
(untimed), then in the page, a set time after a frame (the same times on
both pages, spread over a frame's 16.7 ms from run to run, as a person's
clicks fall anywhere in a frame), the clock starts, the button or row is clicked,
a MutationObserver waits until the DOM shows the operation's outcome, and the
clock stops in the first task after the next frame (requestAnimationFrame,
then a MessageChannel message). Progress goes to stderr; the last line on
stdout is JSON: {"rows", "runs", "operations": [{"name", "proscenium": [ms],
"vanilla": [ms]}]}.

With `--drawn URL` (the same List app, served again), a third page is timed
in the same turns: the Proscenium page with its list rows drawn whether in
view or not (their `content-visibility: auto` turned off by a style added
to the page), as the vanilla page draws all of its rows; each operation
gains "drawn": [ms], the like-for-like comparison.

With `--this-build URL --other-build URL` (the List app served by two
builds of Proscenium alike, `proscenium-bench browser --compare-with`), both
pages are timed in the same turns as the others; each operation gains
"thisBuild": [ms] and "otherBuild": [ms].

With `--table URL` (the Proscenium app's rows in a SwiftUI `Table`, which
`proscenium-bench browser` serves too), the Table page and the Proscenium
(List) page are then timed the same way, in turns, on creating the rows and
on sorting them by label (the Table: a click on its Label header; the List:
its Sort by Label button, which makes the same change of the rows), and the
JSON gains "table": {"runs", "operations": [{"name", "list": [ms],
"table": [ms]}]}.
"""

import argparse
import functools
import http.server
import json
import os
import pathlib
import shutil
import sys
import threading

HERE = pathlib.Path(__file__).resolve().parent

# The issue's order (and the weights' order in BrowserBenchmark.swift).
OPERATIONS = ["create", "replace", "update", "select", "swap", "remove", "createMany", "append", "clear"]

# What the Table page is timed on, against the List page.
TABLE_OPERATIONS = ["create", "sort"]

# Installed in each page: how to find that page's buttons and rows, and the
# operations as a click plus the state the DOM must reach.
HARNESS = r"""
([impl, n]) => {
  const A = impl === "vanilla" ? {
    button: (name) => document.getElementById(name),
    container: () => document.getElementById("tbody"),
    id: (row) => row.cells[0].textContent,
    label: (row) => row.cells[1].textContent,
    selected: (row) => row.classList.contains("selected"),
    selectTarget: (row) => row.querySelector(".select"),
    removeTarget: (row) => row.querySelector(".remove"),
  } : impl === "table" ? {
    // A SwiftUI Table: a row's cells hold its id, its label and its remove button.
    button: (name) => document.querySelector(`[data-identifier="${name}"]`),
    container: () => document.querySelector(".table-body"),
    id: (row) => row.children[0].textContent,
    label: (row) => row.children[1].textContent,
    selected: (row) => row.classList.contains("selected"),
    selectTarget: (row) => row.children[1],
    removeTarget: (row) => row.querySelector("button"),
    // The Label column's header.
    sortTarget: () => document.querySelectorAll(".table-column")[1]?.querySelector("button"),
  } : {
    button: (name) => document.querySelector(`[data-identifier="${name}"]`),
    container: () => document.querySelector(".list"),
    id: (row) => row.querySelector(".text").textContent,
    label: (row) => row.querySelectorAll(".text")[1].textContent,
    selected: (row) => row.classList.contains("selected"),
    selectTarget: (row) => row.querySelectorAll(".text")[1],
    removeTarget: (row) => row.querySelector("button"),
    // The button that sorts as the Table's Label header does.
    sortTarget: () => document.querySelector('[data-identifier="sortlabel"]'),
  };
  const rows = () => A.container()?.children ?? [];
  const idAt = (i) => { const r = rows(); return i < r.length ? A.id(r[i]) : null; };
  const labelAt = (i) => { const r = rows(); return i < r.length ? A.label(r[i]) : null; };
  const tenth = Math.floor((n - 1) / 10) * 10;
  const before = () => ({
    count: rows().length, id0: idAt(0), id1: idAt(1), id2: idAt(2), idLast: idAt(n - 1),
    idSwap: idAt(n - 2), label0: labelAt(0), labelTenth: labelAt(tenth),
  });
  const filled = (b) => rows().length === n && idAt(0) !== b.id0 && idAt(n - 1) !== b.idLast;
  const ops = {
    run: { target: () => A.button("run"), ready: filled },
    // From n rows, as the label says and js-framework-benchmark does (without a
    // state of its own it cleared what append left: 2n rows).
    clear: { from: "filled", target: () => A.button("clear"), ready: () => rows().length === 0 },
    create: { from: "empty", target: () => A.button("run"), ready: filled },
    replace: { from: "filled", target: () => A.button("run"), ready: filled },
    update: { from: "filled", target: () => A.button("update"),
      ready: (b) => labelAt(0) === b.label0 + " !!!" && labelAt(tenth) === b.labelTenth + " !!!" },
    select: { from: "filled", target: () => A.selectTarget(rows()[1]), ready: () => A.selected(rows()[1]) },
    swap: { from: "filled", target: () => A.button("swaprows"),
      ready: (b) => idAt(1) === b.idSwap && idAt(n - 2) === b.id1 },
    remove: { from: "filled", target: () => A.removeTarget(rows()[1]),
      ready: (b) => rows().length === n - 1 && idAt(1) === b.id2 },
    createMany: { from: "empty", target: () => A.button("runlots"),
      ready: (b) => rows().length === 10 * n && idAt(0) !== b.id0 },
    append: { from: "filled", target: () => A.button("add"), ready: () => rows().length === 2 * n },
    // From rows in id order to rows by label (ascending): the first and last
    // rows show the least and greatest labels. (Labels are lowercase ASCII
    // words of which none begins another, so every comparison orders them alike.)
    sort: { from: "filled", target: () => A.sortTarget(),
      before: () => {
        const labels = [...rows()].map(A.label).sort();
        return { first: labels[0], last: labels[labels.length - 1] };
      },
      ready: (b) => rows().length === n && labelAt(0) === b.first && labelAt(n - 1) === b.last },
  };
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  }));
  // Clicks `phase` ms after a frame and returns the ms from the click to the
  // first task after the frame that follows the DOM reaching the operation's
  // outcome. Where a click falls in the frame decides how long a change waits
  // for the next one (0 to 16.7 ms): left to chance, the vanilla page's
  // select read 2.7 ms in one run and 18.3 in others.
  const afterFrame = (phase) => nextFrame().then(() => new Promise((resolve) => setTimeout(resolve, phase)));
  const timed = (name, phase = 0) => afterFrame(phase).then(() => new Promise((resolve, reject) => {
    const op = ops[name];
    const b = (op.before || before)();
    const target = op.target();
    if (!target) { reject(new Error(`${impl}: nothing to click for ${name}`)); return; }
    let settled = false;
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`${impl}: ${name} did not reach its outcome in 60 s (${JSON.stringify(before())})`));
    }, 60000);
    const check = () => {
      if (settled || !op.ready(b)) return;
      settled = true;
      observer.disconnect();
      clearTimeout(timer);
      nextFrame().then((end) => resolve(end - start));
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    const start = performance.now();
    target.click();
    check();
  }));
  const prepare = async (name) => {
    const from = ops[name].from;
    if (from === "empty" && rows().length !== 0) await timed("clear");
    if (from === "filled") await timed("run");
    await nextFrame();
    await nextFrame();
  };
  window.benchHarness = { timed, prepare, count: () => rows().length };
}
"""


def serve_vanilla():
    """Serves BrowserBench/vanilla on a free loopback port; returns its URL."""
    handler = functools.partial(QuietHandler, directory=str(HERE / "vanilla"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/index.html"


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()


# Added to the `--drawn` page: every list row laid out and painted, in view or
# not, as the vanilla page's table rows are.
ROWS_DRAWN = """.list > .row, .list > .section > .row {
  content-visibility: visible !important; contain-intrinsic-size: none !important;
}"""


def open_page(browser, url, impl, rows):
    # Each page in its own context (own window), so neither is a background tab.
    context = browser.new_context(viewport={"width": 1100, "height": 720})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(url)
    button = "#run" if impl == "vanilla" else '[data-identifier="run"]'
    page.wait_for_selector(button, timeout=60000)
    page.evaluate(HARNESS, [impl, rows])
    page.errors = errors
    return page


# A frame at 60 Hz; each timed run clicks at another point of it.
FRAME_MS = 1000 / 60


def measure(page, operation, phase=0.0):
    page.evaluate("(name) => window.benchHarness.prepare(name)", operation)
    page.wait_for_timeout(30)
    return page.evaluate("([name, phase]) => window.benchHarness.timed(name, phase)", [operation, phase])


# Counts the page's frames for two seconds while a repeating animation runs,
# the distinct widths the animated bar showed in them, and the messages the
# app sent meanwhile (the page interpolates: the app sends none per frame).
COUNT_FRAMES = """async () => {
  const bar = document.querySelector('[data-identifier="animated"]');
  const widths = new Set();
  let frames = 0;
  const start = performance.now();
  await new Promise((resolve) => {
    const tick = (now) => {
      frames++;
      widths.add(bar.getBoundingClientRect().width.toFixed(2));
      if (now - start < 2000) requestAnimationFrame(tick); else resolve();
    };
    requestAnimationFrame(tick);
  });
  return { frames, seconds: (performance.now() - start) / 1000, distinct: widths.size };
}"""


def measure_animation(page):
    """Frames per second of a running animation in the Proscenium page."""
    received = []
    page.on("websocket", lambda socket: socket.on("framereceived", lambda frame: received.append(frame)))
    page.locator('[data-identifier="animate"]').click()
    page.wait_for_timeout(500)
    before = len(received)
    counted = page.evaluate(COUNT_FRAMES)
    return {"fps": counted["frames"] / counted["seconds"], "distinctFrames": counted["distinct"],
            "messages": len(received) - before}


def time_rounds(pages, operations, runs, warmup, name=""):
    """Times each operation on each page, in turns, `warmup` untimed rounds
    then `runs` timed ones; returns {operation: {page: [ms]}}."""
    times = {operation: {impl: [] for impl in pages} for operation in operations}
    for round_number in range(warmup + runs):
        timed_round = round_number >= warmup
        # Run i clicks (i + 0.5) / runs of a frame after one, on every page.
        phase = (round_number - warmup + 0.5) * FRAME_MS / runs if timed_round else 0.0
        for operation in operations:
            # The order alternates, so that neither page always goes first.
            order = list(pages) if round_number % 2 == 0 else list(reversed(pages))
            for impl in order:
                elapsed = measure(pages[impl], operation, phase)
                if timed_round:
                    times[operation][impl].append(elapsed)
        label = f"run {round_number - warmup + 1}/{runs}" if timed_round else "warmup"
        print(f"driver.py: {name}{label} done", file=sys.stderr, flush=True)
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--proscenium", required=True, help="the Proscenium app's URL (with its token)")
    parser.add_argument("--table", help="the Proscenium Table app's URL (with its token), timed against the first")
    parser.add_argument("--drawn", help="the List app's URL again, timed with every row drawn (like for like)")
    parser.add_argument("--this-build", help="the List app served by this build, timed against --other-build")
    parser.add_argument("--other-build", help="the List app served by another build, timed in the same turns")
    parser.add_argument("--runs", type=int, default=10, help="timed runs of each operation and page")
    parser.add_argument("--warmup", type=int, default=1, help="untimed rounds before timing")
    parser.add_argument("--rows", type=int, default=1000, help="rows of a table (the many-rows case is 10 times)")
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium")
    args = parser.parse_args()

    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        sys.exit("driver.py: Playwright for Python is missing (pip install playwright)")
    if not os.access(args.chromium, os.X_OK):
        sys.exit(f"driver.py: no Chromium at {args.chromium} (set CHROMIUM, or apt-get install chromium)")

    vanilla_url = serve_vanilla() + f"?rows={args.rows}"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"])
        pages = {
            "proscenium": open_page(browser, args.proscenium, "proscenium", args.rows),
            "vanilla": open_page(browser, vanilla_url, "vanilla", args.rows),
        }
        if args.drawn:
            pages["drawn"] = open_page(browser, args.drawn, "proscenium", args.rows)
            # A constructed style sheet: the display's content security policy
            # refuses inline style elements.
            pages["drawn"].evaluate("""(css) => { const sheet = new CSSStyleSheet(); sheet.replaceSync(css);
                document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]; }""", ROWS_DRAWN)
        if bool(args.this_build) != bool(args.other_build):
            sys.exit("driver.py: --this-build and --other-build go together")
        if args.this_build:
            pages["thisBuild"] = open_page(browser, args.this_build, "proscenium", args.rows)
            pages["otherBuild"] = open_page(browser, args.other_build, "proscenium", args.rows)
        times = time_rounds(pages, OPERATIONS, args.runs, args.warmup)
        table = None
        if args.table:
            # Before the animation, which keeps running in the List page once started.
            pages["table"] = open_page(browser, args.table, "table", args.rows)
            table_times = time_rounds({"list": pages["proscenium"], "table": pages["table"]}, TABLE_OPERATIONS,
                                      args.runs, args.warmup, name="table ")
            table = {"runs": args.runs, "operations": [{"name": name, **table_times[name]} for name in TABLE_OPERATIONS]}
        animation = measure_animation(pages["proscenium"])
        print("driver.py: animation done", file=sys.stderr, flush=True)
        for impl, page in pages.items():
            if page.errors:
                sys.exit(f"driver.py: the {impl} page reported errors: {page.errors[:3]}")
        browser.close()
    result = {"rows": args.rows, "runs": args.runs,
              "operations": [{"name": name, **times[name]} for name in OPERATIONS], "animation": animation}
    if table:
        result["table"] = table
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
