"""Times what a developer meets first: the first build, launch, edit to screen.

    python3 BrowserBench/devloop.py --checkout ROOT --dir DIR [--views 50]
        [--launches 10] [--edits 3] [--skip-first-build]

Generates in DIR an app of `--views` views (one file each, shown in one
window) whose package depends on ROOT's `SwiftUI` product by path, and
builds it with its own scratch path (DIR/scratch):

- first build: `swift build` from an empty scratch path to a built debug
  executable; wall and CPU seconds (user+sys of the build's processes), and
  per module the span from its first to its last `Compiling` line (modules
  compile side by side, so the spans overlap);
- launch: from starting the app's process to its first window drawn in a
  page already open in Chromium (the page is opened once the app prints its
  address, as a browser would be); a fresh state folder each time;
- edit to screen: with the app served and its page open, one view's body is
  changed, the app rebuilt and restarted on the same address (its state
  folder keeps port and token), and the clock stops when the open page,
  which reconnects by itself, draws the change; whether the window's
  `@SceneStorage` (a counter clicked three times) survived is reported.

Progress goes to stderr; the last line on stdout is JSON. Installs nothing.
"""

import argparse
import json
import os
import pathlib
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time

APP = "DevLoop"


def view_source(index, revision):
    """One of the app's views: a row of text, a symbol and a control."""
    return f"""import SwiftUI

struct View{index:02d}: View {{
    @State private var on = false

    var body: some View {{
        HStack {{
            Image(systemName: "star")
            Text("view {index:02d} rev {revision}")
            Spacer()
            Toggle("On", isOn: $on)
        }}
        .padding(.horizontal)
    }}
}}
"""


def generate(root, folder, views):
    """Writes the package; returns the path of the file `edit` rewrites."""
    sources = folder / "Sources" / APP
    sources.mkdir(parents=True, exist_ok=True)
    (folder / "Package.swift").write_text(f"""// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "{APP}",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Proscenium", path: "{root}")],
    targets: [
        .executableTarget(name: "{APP}", dependencies: [.product(name: "SwiftUI", package: "Proscenium")]),
    ]
)
""")
    calls = "\n".join(f"                    View{i:02d}()" for i in range(1, views + 1))
    (sources / "App.swift").write_text(f"""import SwiftUI

@main
struct {APP}App: App {{
    var body: some Scene {{
        WindowGroup("Views") {{
            ContentView()
        }}
    }}
}}

struct ContentView: View {{
    /// Kept across restarts if the window's state is restored.
    @SceneStorage("count") private var count = 0

    var body: some View {{
        VStack {{
            Button("Count \\(count)") {{ count += 1 }}
                .accessibilityIdentifier("count")
            ScrollView {{
                VStack(alignment: .leading) {{
{calls}
                }}
            }}
        }}
    }}
}}
""")
    for i in range(1, views + 1):
        (sources / f"View{i:02d}.swift").write_text(view_source(i, 0))
    return sources


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def load_average():
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def build(folder, log):
    """Runs `swift build`; returns wall s, CPU s and the stamped output lines."""
    cpu, start = children_cpu(), time.monotonic()
    process = subprocess.Popen(["swift", "build", "--package-path", str(folder), "--scratch-path",
                                str(folder / "scratch")], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines = []
    with open(log, "a") as out:
        for line in process.stdout:
            stamp = time.monotonic() - start
            lines.append((stamp, line.rstrip("\n")))
            out.write(f"{stamp:8.2f} {line}")
    if process.wait() != 0:
        sys.exit(f"devloop.py: swift build failed; see {log}")
    return time.monotonic() - start, children_cpu() - cpu, lines


COMPILING = re.compile(r"^\[\d+/\d+\] (?:Compiling|Emitting module) (\S+)")


def module_spans(lines):
    """{module: [first, last, jobs]} from the build's `Compiling` lines."""
    spans = {}
    for stamp, line in lines:
        match = COMPILING.match(line)
        if match:
            span = spans.setdefault(match.group(1), [stamp, stamp, 0])
            span[1] = stamp
            span[2] += 1
    return spans


class App:
    """The built app served with `--no-browser`, its state in `state`."""

    def __init__(self, binary, state):
        env = dict(os.environ, XDG_STATE_HOME=str(state), XDG_CONFIG_HOME=str(state))
        self.started = time.monotonic()
        self.process = subprocess.Popen([str(binary), "--no-browser", "--in-page"], env=env,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.url = None
        for line in self.process.stdout:
            if line.startswith("http"):
                self.url = line.strip()
                break
        if not self.url:
            sys.exit("devloop.py: the app printed no address")

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


# Resolves, in the first task after the frame that follows the page showing
# `text` in a window, with performance.now(); polls by mutation.
DRAWN = """(text) => new Promise((resolve) => {
  const shown = () => [...document.querySelectorAll("section.window")].some((w) => w.textContent.includes(text));
  const done = () => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  });
  if (shown()) { done(); return; }
  const observer = new MutationObserver(() => { if (shown()) { observer.disconnect(); done(); } });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
})"""


def median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--checkout", required=True, help="the Proscenium checkout the app depends on")
    parser.add_argument("--dir", help="where the app is made (default: a new temporary folder)")
    parser.add_argument("--views", type=int, default=50)
    parser.add_argument("--launches", type=int, default=10)
    parser.add_argument("--edits", type=int, default=3)
    parser.add_argument("--skip-first-build", action="store_true",
                        help="reuse DIR's package and build (no first-build figure)")
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium")
    args = parser.parse_args()
    folder = pathlib.Path(args.dir or tempfile.mkdtemp(prefix="devloop-")).resolve()
    log = folder / "build.log"
    result = {"views": args.views, "dir": str(folder)}

    if not args.skip_first_build:
        if (folder / "scratch").exists():
            sys.exit(f"devloop.py: {folder}/scratch exists; the first build needs an empty build folder")
        folder.mkdir(parents=True, exist_ok=True)
        generate(pathlib.Path(args.checkout).resolve(), folder, args.views)
        print(f"devloop.py: first build in {folder} (load {load_average()})", file=sys.stderr, flush=True)
        load = load_average()
        wall, cpu, lines = build(folder, log)
        spans = module_spans(lines)
        result["firstBuild"] = {"wall": wall, "cpu": cpu, "loadBefore": load, "loadAfter": load_average(),
                                "modules": [{"name": name, "start": s, "end": e, "jobs": n}
                                            for name, (s, e, n) in sorted(spans.items(), key=lambda item: item[1][0])]}
        print(f"devloop.py: first build {wall:.1f} s wall, {cpu:.1f} s CPU", file=sys.stderr, flush=True)
    sources = folder / "Sources" / APP
    binary = folder / "scratch" / "debug" / APP

    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"])

        launches = []
        for run in range(args.launches):
            context = browser.new_context(viewport={"width": 1100, "height": 720})
            page = context.new_page()
            state = pathlib.Path(tempfile.mkdtemp(prefix="devloop-state-"))
            app = App(binary, state)
            page.goto(app.url, wait_until="commit")
            page.evaluate(DRAWN, "view 01 rev")
            launches.append(time.monotonic() - app.started)
            app.stop()
            context.close()
            shutil.rmtree(state, ignore_errors=True)
            print(f"devloop.py: launch {run + 1}/{args.launches} {launches[-1]:.3f} s", file=sys.stderr, flush=True)
        result["launch"] = {"runs": launches, "median": median(launches), "load": load_average()}

        edits = []
        state = folder / "state"
        shutil.rmtree(state, ignore_errors=True)
        app = App(binary, state)
        context = browser.new_context(viewport={"width": 1100, "height": 720})
        page = context.new_page()
        page.goto(app.url)
        page.evaluate(DRAWN, "view 01 rev")
        for _ in range(3):
            page.locator('[data-identifier="count"]').click()
        page.evaluate(DRAWN, "Count 3")
        time.sleep(2)  # The windows' state is written within a second of a change.
        target = args.views // 2 or 1
        for edit in range(1, args.edits + 1):
            start = time.monotonic()
            (sources / f"View{target:02d}.swift").write_text(view_source(target, edit))
            wall, cpu, _ = build(folder, log)
            built = time.monotonic()
            app.stop()
            app = App(binary, state)
            served = time.monotonic()
            page.evaluate(DRAWN, f"view {target:02d} rev {edit}")
            end = time.monotonic()
            kept = page.evaluate("() => [...document.querySelectorAll('section.window')].some((w) => w.textContent.includes('Count 3'))")
            windows = page.evaluate("() => document.querySelectorAll('section.window').length")
            edits.append({"total": end - start, "build": built - start, "buildCpu": cpu, "restart": served - built,
                          "reconnectAndDraw": end - served, "stateKept": kept, "windows": windows,
                          "load": load_average()})
            print(f"devloop.py: edit {edit}/{args.edits} {end - start:.2f} s (build {built - start:.2f} s)",
                  file=sys.stderr, flush=True)
            time.sleep(2)
        app.stop()
        result["edits"] = edits
        browser.close()
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
