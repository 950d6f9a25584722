#!/usr/bin/env python3
"""Ports, builds and starts every app in a folder of checkouts, and prints
the table and totals for docs/PORTING.md ("Corpus results").

    Scripts/corpus/port_corpus.py run FOLDER [--work DIR] [--only NAME ...]
    Scripts/corpus/port_corpus.py table [--work DIR]
    Scripts/corpus/port_corpus.py reclassify [--work DIR] [--folder FOLDER]

FOLDER holds one checkout per subfolder (its name is the app's name in the
table). For each: its Xcode project goes through `proscenium-port` into
WORK/ports/NAME (never into the checkout), the package is built with
`swift build` in one shared scratch folder (WORK/scratch, so Proscenium and
packages build once), and the built app is started with `--no-browser
--port 0` and checked as a page would see it (see `start_app`). Each app's
result is one line of WORK/results.jsonl; `run` skips apps already there
(delete the line, or pass --again, to try one again). The tool names and
downloads no repository: it works on what FOLDER holds. Runs in
parallel need scratch folders at paths of their own: SwiftPM made two
runs whose scratch folders had one path wait for each other, even with a
copy mounted at that path for the second.

What counts, as docs/PORTING.md defines it:
- builds: `swift build` of the ported package succeeded, no source edited;
- starts: the app printed its URL, a session opened over /ws got a window
  (or, for an app whose only scene is a menu bar extra, the extra) in its
  first snapshot, the process was alive 5 s later and logged no error;
- placed: with PROSCENIUM_LAYOUT_LOG=1 the app said `layout: window <id>
  placed` for its first window (else the reason it gave).
"""

import argparse
import base64
import http.client
import json
import os
import re
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SKIPPED_FOLDERS = {".git", ".build", "Pods", "Carthage", "DerivedData", "build", "node_modules", "Linux"}
NON_SWIFT_SOURCES = (".c", ".m", ".mm", ".cpp", ".cc", ".h")

# ---------------------------------------------------------------- finding


def find_projects(checkout):
    """The checkout's Xcode projects, shallowest first (then by path)."""
    found = []
    for folder, subfolders, _ in os.walk(checkout):
        keep = []
        for name in subfolders:
            if name.endswith(".xcodeproj"):
                found.append(os.path.join(folder, name))
            elif name not in SKIPPED_FOLDERS and not name.startswith(".") and not name.endswith((".xcassets", ".xcworkspace")):
                keep.append(name)
        subfolders[:] = sorted(keep)
    return sorted(found, key=lambda path: (os.path.relpath(path, checkout).count(os.sep), path))


# ---------------------------------------------------------------- the port's report


def parse_port_summary(text):
    """What `proscenium-port` said: target, missing Apple modules, modules no
    package provides, Objective-C constructs, non-Swift members left out."""
    summary = {"target": None, "platforms": "", "apple_only": [], "unknown_modules": [],
               "objc": 0, "non_swift": [], "sources": 0}
    ported = re.search(r"^Ported (\S+), target (.+?)(?: \((.*)\))?, to ", text, re.M)
    if ported:
        summary["target"] = ported.group(2)
        summary["platforms"] = ported.group(3) or ""
    counted = re.search(r"^  (\d+) Swift sources", text, re.M)
    if counted:
        summary["sources"] = int(counted.group(1))
    for module in re.findall(r": error: `import ([\w.]+)`: ([\w.]+) does not exist on Linux", text):
        if module[1] not in summary["apple_only"]:
            summary["apple_only"].append(module[1])
    for module in re.findall(r": warning: `import ([\w.]+)`: no package of the project provides", text):
        top = module.split(".")[0]
        if top not in summary["unknown_modules"]:
            summary["unknown_modules"].append(top)
    summary["objc"] = len(re.findall(r"needs the Objective-C runtime", text))
    missing = re.search(r"^  left out, named by the project but not on disk: (.*)$", text, re.M)
    summary["missing_members"] = [name.strip() for name in missing.group(1).split(",")] if missing else []
    left_out = re.search(r"^  left out, not Swift: (.*)$", text, re.M)
    if left_out:
        summary["non_swift"] = [name.strip() for name in left_out.group(1).split(",")
                                if name.strip().endswith(NON_SWIFT_SOURCES)]
    summary["apple_only"].sort()
    summary["unknown_modules"].sort()
    return summary


def package_dependencies(manifest):
    """The packages a generated Package.swift adds beside Proscenium."""
    return sorted(set(re.findall(r'\.product\(name: "[^"]+", package: "([^"]+)"\)', manifest)) - {"Proscenium"})


def executable_name(manifest):
    match = re.search(r'\.executableTarget\(\s*name: "([^"]+)"', manifest)
    return match.group(1) if match else None


IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][\w]*)", re.M)


def imported_modules(sources):
    """The top-level modules the given Swift files import (any branch)."""
    modules = set()
    for path in sources:
        try:
            with open(path, encoding="utf-8", errors="replace") as handle:
                modules.update(IMPORT.findall(handle.read()))
        except OSError:
            pass
    return sorted(modules)


def swift_files(folder):
    found = []
    for base, _, files in os.walk(folder, followlinks=True):
        found += [os.path.join(base, name) for name in files if name.endswith(".swift")]
    return sorted(found)


# ---------------------------------------------------------------- build errors

DIAGNOSTIC = re.compile(r"^(/[^:\n]+):(\d+):(\d+): error: (.*)$", re.M)
PLAIN_ERROR = re.compile(r"^error: (.*)$", re.M)


def first_error(log):
    """The first compiler error (file, line, message), or the first plain
    `error:` line (file and line None), or None."""
    match = DIAGNOSTIC.search(log)
    if match:
        return match.group(1), int(match.group(2)), match.group(4).strip()
    for message in PLAIN_ERROR.findall(log):
        # SwiftPM's closing line says only that the compiler failed.
        if not message.startswith(("fatalError", "emit-module command failed")):
            return None, None, message.strip()
    return None


def declared_in(name, sources):
    """Whether the app's own sources declare `name` (a type, function or value)."""
    pattern = re.compile(r"\b(?:class|struct|enum|protocol|typealias|actor|func|var|let|case)\s+" + re.escape(name) + r"\b")
    for path in sources:
        try:
            with open(path, encoding="utf-8", errors="replace") as handle:
                if pattern.search(handle.read()):
                    return True
        except OSError:
            pass
    return False


def classify_build(log, summary, sources, proscenium_root=ROOT):
    """Why a build stopped: (cause, symbol or detail). Causes:
    Apple module, third-party package, C sources, Objective-C runtime,
    missing API, app's own code, error in Proscenium, other."""
    error = first_error(log)
    if error is None:
        return "other", "the build failed with no error line"
    path, _, message = error
    module = re.match(r"no such module '([\w.]+)'", message)
    if module:
        name = module.group(1)
        if name in summary.get("apple_only", []) or name.split(".")[0] in summary.get("apple_only", []):
            return "Apple module", name
        return "third-party package", name
    if path is None:
        if re.search(r"(?i)fail(ed)? to (clone|fetch|resolve)|could not (resolve|find package)|dependenc", message):
            return "third-party package", message[:100]
        return "other", message[:100]
    if path.startswith(os.path.join(proscenium_root, "Sources") + os.sep):
        return "error in Proscenium", message[:100]
    if re.search(r"Objective-C|#selector|@objc", message):
        return "Objective-C runtime", message[:100]
    # `#selector(UIResponder.resignFirstResponder)`: the name inside is
    # reported first, but the selector is what Linux cannot compile.
    for other_path, other_line, _, other in DIAGNOSTIC.findall(log):
        if (other_path, int(other_line)) == (path, error[1]) and "Objective-C runtime" in other:
            return "Objective-C runtime", other[:100]
    symbol = missing_symbol(message)
    if symbol is None and message.startswith("method does not override any method from its superclass"):
        # The superclass (an AppKit or UIKit class) lacks the method: name it.
        overridden = re.search(r"override\s+(?:[\w@]+\s+)*func\s+(\w+)", source_line(path, error[1]))
        if overridden:
            return "missing API", f"`override func {overridden.group(1)}` (its superclass has no such method)"
    if symbol:
        base = symbol.split(".")[0]
        if "." not in symbol and declared_in(symbol, sources):
            return "app's own code", f"`{symbol}` is declared only in a branch Linux does not take"
        if "." not in symbol and summary.get("missing_members"):
            return "project's files missing", (f"`{symbol}`: the project names "
                                               f"{', '.join(summary['missing_members'][:2])}, not in the checkout")
        if summary.get("non_swift") and not declared_in(base, sources) and not re.match(r"^(NS|UI|CG|CF|CA)", base):
            return "C sources", f"`{symbol}` (from {', '.join(os.path.basename(f) for f in summary['non_swift'][:3])})"
        return "missing API", f"`{symbol}`"
    return "other", message[:100]


def source_line(path, line):
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().splitlines()
        return lines[line - 1] if 0 < line <= len(lines) else ""
    except OSError:
        return ""


def missing_symbol(message):
    """The API a compiler message says is missing, as `Type.member` or a name."""
    patterns = [
        (r"^cannot find type '([\w.]+)' in scope", "{0}"),
        (r"^cannot find '([\w.]+)' in scope", "{0}"),
        (r"^value of type '(?:any |some )?([\w.]+)(?:<.*>)?\??' has no member '(\w+)'", "{0}.{1}"),
        (r"^type '([\w.]+)(?:<.*>)?\??' has no member '(\w+)'", "{0}.{1}"),
        (r"^'([\w.]+)' initializer is inaccessible due to '\w+' protection level", "{0}.init"),
        (r"^module '(\w+)' has no member named '(\w+)'", "{0}.{1}"),
        (r"^static property '(\w+)' requires the types '([\w.]+)'", "{1}.{0}"),
        (r"^'(\w+)' is unavailable", "{0}"),
        (r"^cannot infer contextual base in reference to member '(\w+)'", ".{0}"),
        (r"^reference to member '(\w+)' cannot be resolved", ".{0}"),
        (r"^no type named '(\w+)' in module '(\w+)'", "{1}.{0}"),
        (r"^enum case '(\w+)' is not a member of type '([\w.]+)'", "{1}.{0}"),
        (r"^cannot find operator '(.+)' in scope", "{0}"),
    ]
    for pattern, form in patterns:
        match = re.match(pattern, message)
        if match:
            return form.format(*match.groups())
    return None


# ---------------------------------------------------------------- starting


def read_url(process, deadline):
    """The first `http://...` line the app writes, or None by the deadline."""
    collected = b""
    while time.time() < deadline:
        if process.poll() is not None:
            return None
        ready, _, _ = select.select([process.stdout], [], [], 0.5)
        if not ready:
            continue
        chunk = os.read(process.stdout.fileno(), 4096)
        if not chunk:
            return None
        collected += chunk
        match = re.search(rb"(http://[^\s]+token=[^\s]+)", collected)
        if match:
            return match.group(1).decode()
    return None


def page_cookies(host, port, token):
    """What a browser keeps from GET /?token=...: the cookies it is given."""
    connection = http.client.HTTPConnection(host, port, timeout=30)
    connection.request("GET", "/?token=" + token, headers={"Host": f"{host}:{port}"})
    response = connection.getresponse()
    cookies = [value.split(";")[0] for name, value in response.getheaders() if name.lower() == "set-cookie"]
    connection.close()
    return "; ".join(cookies)


class Page:
    """A WebSocket to /ws from the display's own origin, as its page opens it."""

    def __init__(self, host, port, cookie, timeout=30):
        self.socket = socket.create_connection((host, port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (f"GET /ws HTTP/1.1\r\nHost: {host}:{port}\r\nOrigin: http://{host}:{port}\r\n"
                   f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                   f"Sec-WebSocket-Key: {key}\r\nCookie: {cookie}\r\n\r\n")
        self.socket.sendall(request.encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.socket.recv(4096)
            if not chunk:
                raise ConnectionError("the display closed the connection during the upgrade")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        status = head.split(b"\r\n")[0]
        if b" 101 " not in status + b" ":
            raise ConnectionError("the WebSocket upgrade answered " + status.decode(errors="replace"))

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.socket.recv(65536)
            if not chunk:
                raise ConnectionError("the display closed the connection")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def _send(self, opcode, payload):
        mask = os.urandom(4)
        header = bytes([0x80 | opcode])
        size = len(payload)
        if size < 126:
            header += bytes([0x80 | size])
        elif size < 65536:
            header += bytes([0x80 | 126]) + size.to_bytes(2, "big")
        else:
            header += bytes([0x80 | 127]) + size.to_bytes(8, "big")
        self.socket.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def message(self, timeout):
        """The next whole text message, decoded from JSON (pings answered)."""
        self.socket.settimeout(timeout)
        parts = b""
        while True:
            first, second = self._read(2)
            opcode, final = first & 0x0F, first & 0x80
            size = second & 0x7F
            if size == 126:
                size = int.from_bytes(self._read(2), "big")
            elif size == 127:
                size = int.from_bytes(self._read(8), "big")
            payload = self._read(size)
            if opcode == 0x9:
                self._send(0xA, payload)
                continue
            if opcode == 0x8:
                raise ConnectionError("the display closed the session")
            if opcode in (0x0, 0x1, 0x2):
                parts += payload
                if final:
                    return json.loads(parts.decode("utf-8"))

    def close(self):
        try:
            self._send(0x8, b"\x03\xe9")
        except OSError:
            pass
        self.socket.close()


def shown_surfaces(message):
    """(window titles, whether the menu bar holds an extra) of a snapshot or
    update: the windows it has or opens."""
    surfaces = list(message.get("surfaces") or [])
    for change in message.get("changes") or []:
        if isinstance(change, dict) and isinstance(change.get("open"), dict):
            surfaces.append(change["open"])
    windows = [s.get("attributes", {}).get("title", "") for s in surfaces
               if s.get("attributes", {}).get("kind") == "window"]
    extras = any(s.get("attributes", {}).get("kind") == "menuBar" and '"extra' in json.dumps(s.get("root", {}))
                 for s in surfaces)
    return windows, extras


LAYOUT_LINE = re.compile(r"^layout: window (\S+) (placed|not placed: (.*))$", re.M)
ERROR_LINE = re.compile(r"(?i)(^|\W)(error|fatal|crash|panic)\b")


def placement(log):
    """The layout log's last word on the first window it names: ('y', '') or ('n', reason)."""
    lines = LAYOUT_LINE.findall(log)
    if not lines:
        return None
    first = lines[0][0]
    last = [line for line in lines if line[0] == first][-1]
    return ("y", "") if last[1] == "placed" else ("n", last[2])


def error_lines(log):
    return [line for line in log.splitlines() if ERROR_LINE.search(line) and not line.startswith("layout: ")]


def start_app(executable, cwd, settle=5.0, launch_timeout=90):
    """Starts a built app as a person's browser would see it; returns a dict
    with `starts` ('y'/'n'), `shows` and, when it does not start, `why`."""
    scratch = tempfile.mkdtemp(prefix="corpus-start-")
    environment = dict(os.environ, PROSCENIUM_LAYOUT_LOG="1")
    for name in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_RUNTIME_DIR", "HOME"):
        environment[name] = os.path.join(scratch, name.lower())
        os.makedirs(environment[name], mode=0o700)
    stderr_path = os.path.join(scratch, "stderr")
    with open(stderr_path, "wb") as stderr:
        process = subprocess.Popen([executable, "--no-browser", "--port", "0", "--new-instance"], cwd=cwd,
                                   env=environment, stdout=subprocess.PIPE, stderr=stderr, start_new_session=True)
    result = {"starts": "n", "shows": "", "why": ""}
    page = None
    try:
        url = read_url(process, time.time() + launch_timeout)
        if url is None:
            result["why"] = "no URL printed" if process.poll() is None else f"exited ({process.returncode}) before serving"
            return result
        match = re.match(r"http://([^:/]+):(\d+)/\?token=(\S+)", url)
        host, port, token = match.group(1), int(match.group(2)), match.group(3)
        page = Page(host, port, page_cookies(host, port, token))
        opened = time.time()
        windows, extras = shown_surfaces(page.message(timeout=60))
        while not windows and time.time() - opened < settle:
            try:
                more, more_extras = shown_surfaces(page.message(timeout=max(0.1, settle - (time.time() - opened))))
            except (socket.timeout, TimeoutError):
                break
            windows += more
            extras = extras or more_extras
        time.sleep(max(0.0, settle - (time.time() - opened)))
        alive = process.poll() is None
        with open(stderr_path, encoding="utf-8", errors="replace") as handle:
            log = handle.read()
        errors = error_lines(log)
        result["shows"] = "window" if windows else ("menu bar extra" if extras else "nothing")
        result["placed"] = placement(log)
        if not alive:
            result["why"] = f"stopped ({process.returncode}) within {settle:.0f} s"
        elif errors:
            result["why"] = "logged: " + errors[0][:120]
        elif not windows and not extras:
            result["why"] = "its first snapshot has no window"
        else:
            result["starts"] = "y"
        return result
    except (OSError, ValueError, ConnectionError) as error:
        result["why"] = f"session: {error}"
        return result
    finally:
        if page:
            page.close()
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
        if "placed" not in result:
            try:
                with open(stderr_path, encoding="utf-8", errors="replace") as handle:
                    result["log_tail"] = handle.read()[-400:]
            except OSError:
                pass
        shutil.rmtree(scratch, ignore_errors=True)


# ---------------------------------------------------------------- one app


def run_command(arguments, cwd=None, timeout=1800):
    try:
        done = subprocess.run(arguments, cwd=cwd, capture_output=True, text=True, timeout=timeout)
        return done.returncode, done.stdout + done.stderr
    except subprocess.TimeoutExpired as timeout_error:
        return 124, f"error: timed out after {timeout} s\n" + str(timeout_error.stdout or "")


def scenes(sources):
    """The scene types the app's sources name (what kind of app it is)."""
    kinds = set()
    for path in sources:
        try:
            with open(path, encoding="utf-8", errors="replace") as handle:
                text = handle.read()
        except OSError:
            continue
        for scene in ("WindowGroup", "DocumentGroup", "MenuBarExtra", "Settings", "Window", "UtilityWindow"):
            if re.search(r"\b" + scene + r"\s*[({]", text):
                kinds.add(scene)
    return sorted(kinds)


def why_not_built(log, summary, sources):
    """The result's fields for a build that failed: cause, detail, where."""
    fields = dict(zip(("cause", "detail"), classify_build(log, summary, sources)))
    error = first_error(log)
    if error and error[0]:
        fields["error_at"] = f"{os.path.basename(error[0])}:{error[1]}"
    return fields


def reclassify(results, work, folder=None, port_command=None):
    """Classifies the failed builds again from their saved logs (after a
    change to the classification), without building anything. With the
    checkouts' folder, each is ported again (into a temporary folder) for
    what the port reports."""
    for result in results.values():
        log_path = os.path.join(work, "logs", result["app"] + ".build.log")
        if result.get("builds") != "n" or not result.get("project") or not os.path.exists(log_path):
            continue
        with open(log_path, encoding="utf-8", errors="replace") as handle:
            log = handle.read()
        summary = dict(result)
        if folder and port_command:
            scratch = tempfile.mkdtemp(prefix="corpus-port-")
            _, text = run_command([port_command, "port", os.path.join(folder, result["app"], result["project"]),
                                   "--output", scratch, "--proscenium", ROOT, "--force"], timeout=300)
            shutil.rmtree(scratch, ignore_errors=True)
            summary.update(parse_port_summary(text))
            result["missing_members"] = summary["missing_members"]
        sources = swift_files(os.path.join(work, "ports", result["app"], "MacSources"))
        result.pop("error_at", None)
        result.update(why_not_built(log, summary, sources))


def bin_folder(scratch):
    """Where `swift build` put the products in a scratch folder: `debug`, or
    the target triple's `debug` (newer SwiftPM makes no `debug` link)."""
    if os.path.isdir(os.path.join(scratch, "debug")):
        return os.path.join(scratch, "debug")
    triples = sorted(name for name in os.listdir(scratch) if os.path.isdir(os.path.join(scratch, name, "debug")))
    return os.path.join(scratch, triples[0], "debug") if triples else os.path.join(scratch, "debug")


def port_and_build(name, checkout, work, port_command, proscenium, nice, build_all=False, before_build=None,
                   scratch=None):
    """Ports and builds one checkout: its result, and the built executable
    (None when it did not build). `before_build(executable name)` runs
    between the two."""
    result = {"app": name, "project": None, "target": None, "builds": "n", "starts": "n"}
    projects = find_projects(checkout)
    if not projects:
        result.update(cause="no Xcode project", detail="no .xcodeproj in the checkout")
        return result, None
    output = os.path.join(work, "ports", name)
    text = ""
    for project in projects:
        shutil.rmtree(output, ignore_errors=True)
        status, text = run_command([port_command, "port", project, "--output", output,
                                    "--proscenium", proscenium, "--force"], timeout=300)
        if status == 0:
            result["project"] = os.path.relpath(project, checkout)
            break
    else:
        result.update(cause="port failed", detail=text.strip().splitlines()[-1][:120] if text.strip() else "")
        return result, None
    summary = parse_port_summary(text)
    with open(os.path.join(output, "Package.swift"), encoding="utf-8") as handle:
        manifest = handle.read()
    sources = swift_files(os.path.join(output, "MacSources"))
    result.update(target=summary["target"], platforms=summary["platforms"], sources=len(sources),
                  imports=imported_modules(sources), apple_only=summary["apple_only"],
                  third_party=sorted(set(package_dependencies(manifest)) | set(summary["unknown_modules"])),
                  non_swift=summary["non_swift"], missing_members=summary["missing_members"], objc=summary["objc"],
                  scenes=scenes(sources))
    if summary["apple_only"] and not build_all:
        # The compiler stops at the first such import: building adds nothing.
        result.update(cause="Apple module", detail=", ".join(summary["apple_only"]) + " (not built: the port found the import)")
        return result, None
    if before_build:
        before_build(executable_name(manifest))
    started = time.time()
    scratch = scratch or os.path.join(work, "scratch")
    status, log = run_command(["nice", "-n", str(nice), "swift", "build", "--package-path", output,
                               "--scratch-path", scratch])
    result["build_seconds"] = round(time.time() - started)
    with open(os.path.join(work, "logs", name + ".build.log"), "w", encoding="utf-8") as handle:
        handle.write(log)
    if status != 0:
        result.update(why_not_built(log, summary, sources))
        return result, None
    result["builds"] = "y"
    return result, os.path.join(bin_folder(scratch), executable_name(manifest))


def record_start(result, executable, cwd):
    """Starts a built app and records what `start_app` saw in its result."""
    started = start_app(executable, cwd=cwd)
    result["starts"], result["shows"] = started["starts"], started["shows"]
    if started.get("placed"):
        result["placed"], result["unplaced_reason"] = started["placed"]
    if started["starts"] != "y":
        result["cause"], result["detail"] = "start", started["why"]
    return result


# ---------------------------------------------------------------- the table


def has_counterparts(result):
    """Whether every import of the app is the toolchain's or an Apple module
    Proscenium provides: no Apple-only module, no third-party package."""
    return result.get("project") is not None and not result.get("apple_only") and not result.get("third_party")


def blocking(result):
    if result.get("builds") == "y" and result.get("starts") == "y":
        return "—"
    cause, detail = result.get("cause", ""), result.get("detail", "")
    where = f" ({result['error_at']})" if result.get("error_at") else ""
    return f"{cause}: {detail}{where}".replace("|", "\\|").replace("\n", " ")


def percent(part, whole):
    return f"{100 * part / whole:.0f}%" if whole else "n/a"


def table(results):
    """The Markdown for docs/PORTING.md: one row per app, then the totals and
    the causes that stopped the others."""
    lines = ["| app | target | scenes | Apple modules Linux lacks | third-party | builds | starts | placed | first blocking error |",
             "|---|---|---|---|---|---|---|---|---|"]
    for result in sorted(results, key=lambda r: r["app"].lower()):
        placed = result.get("placed", "")
        if placed == "n":
            placed = "n: " + result.get("unplaced_reason", "").replace("|", "\\|")
        cells = [result["app"], result.get("target") or "—", ", ".join(result.get("scenes", [])) or "—",
                 ", ".join(result.get("apple_only", [])) or "—", ", ".join(result.get("third_party", [])) or "—",
                 result["builds"], result["starts"], placed or "—", blocking(result)]
        lines.append("| " + " | ".join(cells) + " |")
    lines += [""] + totals(results)
    return "\n".join(lines)


def totals(results):
    everything = len(results)
    built = sum(r["builds"] == "y" for r in results)
    started = sum(r["starts"] == "y" for r in results)
    pure = [r for r in results if has_counterparts(r)]
    pure_built = sum(r["builds"] == "y" for r in pure)
    pure_started = sum(r["starts"] == "y" for r in pure)
    placed = sum(r.get("placed") == "y" for r in results if r["starts"] == "y")
    lines = [f"- All {everything} apps: {built} build ({percent(built, everything)}), {started} start ({percent(started, everything)}).",
             f"- The {len(pure)} apps whose only Apple imports have a counterpart here (no Apple-only module, no "
             f"third-party package): {pure_built} build ({percent(pure_built, len(pure))}), "
             f"{pure_started} start ({percent(pure_started, len(pure))}).",
             f"- Of the {started} that start, the layout engine places the first window of {placed}."]
    causes = Counter(r.get("cause") for r in results if r["builds"] != "y" or r["starts"] != "y")
    lines += ["", "What stopped the others, by cause:", ""]
    lines += [f"- {cause}: {count}" for cause, count in causes.most_common()]
    symbols = Counter(r.get("detail") for r in results if r.get("cause") == "missing API")
    if symbols:
        lines += ["", "Missing API, by the number of apps it stopped first:", ""]
        lines += [f"- {symbol}: {count}" for symbol, count in symbols.most_common()]
    modules = Counter(m for r in results for m in r.get("apple_only", []))
    if modules:
        lines += ["", "Apple modules Linux lacks, by apps that import them: "
                  + ", ".join(f"{m} {c}" for m, c in modules.most_common()) + "."]
    return lines


def load_results(work):
    path = os.path.join(work, "results.jsonl")
    results = {}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                if line.strip():
                    result = json.loads(line)
                    results[result["app"]] = result
    return results


def save_results(results, work):
    with open(os.path.join(work, "results.jsonl"), "w", encoding="utf-8") as handle:
        handle.writelines(json.dumps(r) + "\n" for r in results.values())


def main(arguments=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run", help="port, build and start every checkout in FOLDER")
    run.add_argument("folder")
    run.add_argument("--only", nargs="*", default=None, help="only these checkouts (by folder name)")
    run.add_argument("--again", action="store_true", help="try apps that already have a result again")
    run.add_argument("--nice", type=int, default=10, help="the builds' niceness (default 10)")
    run.add_argument("--build-all", action="store_true",
                     help="build apps whose port found an import of an Apple module Linux lacks, too")
    run.add_argument("--scratch", help="the shared scratch folder (default WORK/scratch)")
    run.add_argument("--reverse", action="store_true", help="take the checkouts last to first")
    run.add_argument("--skip-results", help="another run's results.jsonl: skip the apps it has (read before each app)")
    run.add_argument("--port-command", default=os.path.join(ROOT, ".build", "debug", "proscenium-port"))
    again = commands.add_parser("reclassify", help="classify the failed builds again from their logs, then print the table")
    again.add_argument("--folder", help="the checkouts' folder: port each failed app again for the port's report")
    again.add_argument("--port-command", default=os.path.join(ROOT, ".build", "debug", "proscenium-port"))
    for command in (run, again, commands.add_parser("table", help="print the table and totals of WORK's results")):
        command.add_argument("--work", default=os.path.join(os.getcwd(), "corpus-work"),
                             help="where ports, the shared scratch folder, logs and results go")
    options = parser.parse_args(arguments)
    work = os.path.abspath(options.work)
    if options.command in ("table", "reclassify"):
        results = load_results(work)
        if options.command == "reclassify":
            reclassify(results, work, options.folder and os.path.abspath(options.folder), options.port_command)
            save_results(results, work)
        print(table(list(results.values())))
        return 0
    if not os.access(options.port_command, os.X_OK):
        parser.error(f"{options.port_command} is not built: run `swift build --product proscenium-port` first")
    folder = os.path.abspath(options.folder)
    if not os.path.isdir(folder):
        parser.error(f"{folder} is not a folder of checkouts")
    os.makedirs(os.path.join(work, "logs"), exist_ok=True)
    done = load_results(work)
    names = sorted(name for name in os.listdir(folder) if os.path.isdir(os.path.join(folder, name)))
    if options.only is not None:
        names = [name for name in names if name in options.only]
    if options.reverse:
        names.reverse()
    # An app starts while the next one is ported and built; two apps whose
    # executables share a name (the scratch folder holds one) never overlap.
    starting = None  # (thread, executable name)

    def report(result):
        done[result["app"]] = result
        save_results(done, work)
        print(f"{result['app']}: builds {result['builds']}, starts {result['starts']}"
              + (f", {result.get('cause')}: {result.get('detail')}" if result.get("cause") else ""), flush=True)

    for name in names:
        if name in done and not options.again:
            continue
        if options.skip_results and name in load_results(os.path.dirname(os.path.abspath(options.skip_results))):
            continue
        output = os.path.join(work, "ports", name)

        def wait_if_same(executable, running=starting):
            if running and executable == running[1]:
                running[0].join()
        result, executable = port_and_build(name, os.path.join(folder, name), work, options.port_command, ROOT,
                                            options.nice, options.build_all, before_build=wait_if_same,
                                            scratch=options.scratch)
        if starting:
            starting[0].join()
            starting = None
        if executable is None:
            report(result)
            continue
        thread = threading.Thread(target=lambda r=result, e=executable, o=output: report(record_start(r, e, o)))
        thread.start()
        starting = (thread, os.path.basename(executable))
    if starting:
        starting[0].join()
    print(table(list(done.values())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
