#!/usr/bin/env python3
"""Lists SwiftUI's public API available on macOS 14 or earlier, from Apple's
module interfaces, as docs/census/swiftui-macos14.tsv.

Input (read from paths given on the command line; nothing is downloaded):

- SwiftUI.swiftinterface and SwiftUICore.swiftinterface of Apple's iOS 18.1
  simulator SDK (Swift 6.0, arm64-apple-ios18.1-simulator), as kept in the
  public repository ipedro/swiftui-sessions at SDK/SwiftUI.swiftinterface and
  SDK/SwiftUICore.swiftinterface (commit 5133d21). Apple writes every
  platform's availability on each declaration (`@available(iOS 13.0,
  macOS 10.15, ...)`, `@available(macOS, unavailable)`), so the macOS set is
  read from the iOS interface. No macOS SDK's interface could be had here;
  what the iOS interface leaves out is the API whose types are AppKit's.
- docs/census/appkit-supplement.tsv: that AppKit-typed API (NSViewRepresentable,
  NSHostingView, Color(nsColor:), ...), one declaration a line in the same
  columns, taken by hand from Apple's documentation pages (names,
  declarations and versions only).

Output columns (tab-separated, one line per declaration, overloads on lines of
their own): kind, qualified name (`View.padding(_:_:)`,
`EnvironmentValues.locale`, `Button.init(_:action:)`), the declaration on one
line (attributes and module prefixes dropped), the macOS version it was
introduced in, and the module (SwiftUI, SwiftUICore, or AppKit for the
supplement).

Left out: declarations unavailable on macOS or introduced after macOS 14,
`_`-prefixed names (and members of `_`-prefixed types), SPI, non-public
declarations, and what every type gets from its conformances (`==`,
`hash(into:)`, `hashValue`, `init(from:)`, `encode(to:)`, `typealias Body`,
the `body` or `makeBody(configuration:)` of a view or style, associated types given by an opaque result).

Usage:
  Scripts/census/swiftinterface_census.py SwiftUI.swiftinterface \
      SwiftUICore.swiftinterface --supplement docs/census/appkit-supplement.tsv \
      > docs/census/swiftui-macos14.tsv
"""

import argparse
import re
import sys

MAX_MACOS = (14, 99)

TYPE_KEYWORDS = {"struct", "class", "enum", "protocol", "extension", "actor"}
DECL_KEYWORDS = TYPE_KEYWORDS | {
    "func", "init", "subscript", "var", "let", "case", "typealias",
    "associatedtype", "macro", "operator", "precedencegroup", "deinit", "import",
}
MODIFIERS = {
    "public", "open", "internal", "package", "private", "fileprivate", "final",
    "static", "class", "override", "mutating", "nonmutating", "convenience",
    "required", "optional", "dynamic", "lazy", "indirect", "nonisolated",
    "prefix", "postfix", "infix", "weak", "unowned", "__consuming", "consuming",
    "borrowing", "isolated", "distributed", "__owned", "__shared",
}
# Module names dropped from the declarations (`SwiftUICore.View` -> `View`).
MODULES = [
    "SwiftUICore", "SwiftUI", "Swift", "Foundation", "CoreFoundation", "CoreGraphics",
    "_Concurrency", "Combine", "UniformTypeIdentifiers", "CoreTransferable",
    "DeveloperToolsSupport", "Observation", "Accessibility", "CoreText", "Symbols",
    "Darwin", "CoreData", "QuartzCore", "CoreImage", "Dispatch", "_StringProcessing",
    "os", "AppKit", "UIKit", "ObjectiveC", "CoreVideo", "Spatial", "_SwiftConcurrencyShims", "Metal",
]
MODULE_RE = re.compile(r"(?<![\w.])(?:%s)\." % "|".join(sorted(MODULES, key=len, reverse=True)))

# What conformances give every type: not counted.
WITNESS_NAMES = {"==(_:_:)", "!=(_:_:)", "hash(into:)", "hashValue", "init(from:)", "encode(to:)"}


def keep_first_branches(text):
    """Keeps the first branch of each `#if` (the interfaces' compiler-feature
    checks, which this Swift has) and drops `#else`/`#elseif` branches."""
    out, stack = [], []
    for line in text.split("\n"):
        s = line.strip()
        if s.startswith("#if"):
            stack.append(True)
            continue
        if s.startswith("#elseif") or s.startswith("#else"):
            stack[-1] = False
            continue
        if s.startswith("#endif"):
            stack.pop()
            continue
        if all(stack):
            out.append(line)
    return "\n".join(out)


def strip_comments(text):
    """Drops // and /* */ comments outside string literals."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = skip_string(text, i)
            out.append(text[i:j])
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def skip_string(text, i):
    """Index just past the string literal starting at text[i] == '"'."""
    if text.startswith('"""', i):
        j = text.find('"""', i + 3)
        return len(text) if j < 0 else j + 3
    j = i + 1
    while j < len(text):
        if text[j] == "\\":
            j += 2
            continue
        if text[j] == '"':
            return j + 1
        if text[j] == "\n":
            return j
        j += 1
    return j


def statements(text):
    """Yields ('stmt', text, opens_brace) and ('close',) events: a statement
    ends at a newline outside parentheses, brackets or strings, or at a brace.
    A `{` after a statement yields it with opens_brace True; the caller then
    says (by send) whether to enter the block as a scope (True) or skip it as
    a body (False); a skipped body's text comes back in the next event as
    ('body', text)."""
    i, n, depth, start = 0, len(text), 0, 0
    while i < n:
        c = text[i]
        if c == '"':
            i = skip_string(text, i)
            continue
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif depth == 0 and c == "\n":
            stmt = text[start:i].strip()
            if stmt:
                yield ("stmt", stmt, False)
            start = i + 1
        elif depth == 0 and c == "{":
            stmt = text[start:i].strip()
            enter = yield ("stmt", stmt, True)
            if enter:
                start = i + 1
            else:
                j = matching_brace(text, i)
                yield ("body", text[i + 1:j])
                i = j
                start = i + 1
        elif depth == 0 and c == "}":
            stmt = text[start:i].strip()
            if stmt:
                yield ("stmt", stmt, False)
            yield ("close",)
            start = i + 1
        i += 1
    stmt = text[start:].strip()
    if stmt:
        yield ("stmt", stmt, False)


def matching_brace(text, i):
    depth, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            i = skip_string(text, i)
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return n - 1


def balanced_end(s, i, open_c="(", close_c=")"):
    """Index just past the group opening at s[i]."""
    depth = 0
    while i < len(s):
        c = s[i]
        if c == '"':
            i = skip_string(s, i)
            continue
        if c == open_c:
            depth += 1
        elif c == close_c:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return len(s)


ATTR_RE = re.compile(r"@[A-Za-z_][\w.]*")


def split_attributes(stmt):
    """(attributes, rest): the leading `@name(...)` attributes and the text
    after them."""
    attrs, s = [], stmt.lstrip()
    while s.startswith("@"):
        m = ATTR_RE.match(s)
        if not m:
            break
        j = m.end()
        if j < len(s) and s[j] == "<":  # `@TableRowBuilder<Value>`
            j = balanced_end(s, j, "<", ">")
        if j < len(s) and s[j] == "(":
            j = balanced_end(s, j)
        attrs.append(s[:j])
        s = s[j:].lstrip()
    return attrs, s


def split_modifiers(s):
    mods = []
    while True:
        m = re.match(r"([A-Za-z_]\w*)(\([^)]*\))?\s+", s)
        if not m or m.group(1) not in MODIFIERS:
            return mods, s
        # `class func` / `class var` is a modifier; `class Foo` is a keyword.
        if m.group(1) == "class" and not re.match(r"class\s+(func|var|let|subscript)\b", s):
            return mods, s
        mods.append(m.group(1) + (m.group(2) or ""))
        s = s[m.end():]


def parse_version(v):
    parts = [int(p) for p in re.findall(r"\d+", v)[:2]]
    while len(parts) < 2:
        parts.append(0)
    return tuple(parts)


def macos_availability(attrs):
    """('unavailable', None), ('introduced', (major, minor)) or (None, None)
    for this declaration's own attributes, for macOS."""
    result = (None, None)
    for a in attrs:
        if not a.startswith("@available("):
            continue
        body = a[len("@available("):-1]
        args = [x.strip() for x in split_top(body, ",")]
        if not args:
            continue
        head = args[0]
        if head in ("*", "macOS") and len(args) > 1 and not re.match(r"[\w.]+\s+\d", args[0]):
            rest = args[1:]
            if any(r == "unavailable" for r in rest):
                return ("unavailable", None)
            if head == "macOS":
                for r in rest:
                    m = re.match(r"introduced:\s*([\d.]+)", r)
                    if m:
                        result = ("introduced", parse_version(m.group(1)))
                    m = re.match(r"obsoleted:\s*([\d.]+)", r)
                    if m and parse_version(m.group(1)) <= MAX_MACOS:
                        return ("unavailable", None)
            continue
        for arg in args:  # shorthand: `iOS 13.0, macOS 10.15, *`
            m = re.match(r"macOS\s+([\d.]+)$", arg)
            if m:
                result = ("introduced", parse_version(m.group(1)))
    return result


def split_top(s, sep):
    """Splits s at sep outside (), [], <>, {} and strings."""
    parts, depth, cur, i = [], 0, [], 0
    while i < len(s):
        c = s[i]
        if c == '"':
            j = skip_string(s, i)
            cur.append(s[i:j])
            i = j
            continue
        if c in "([{<":
            depth += 1
        elif c in ")]}>":
            if not (c == ">" and i > 0 and s[i - 1] == "-"):
                depth -= 1
        if c == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
        i += 1
    parts.append("".join(cur))
    return [p for p in parts if p.strip()]


def type_name(text):
    """`SwiftUICore.View where ...` -> `View`; `SwiftUI.Alert.Button` -> `Alert.Button`."""
    text = MODULE_RE.sub("", text.strip())
    m = re.match(r"[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*", text)
    return m.group(0) if m else text


def parameter_labels(params_text, subscript=False):
    labels = []
    for p in split_top(params_text, ","):
        _, p = split_attributes(p.strip())  # `@ViewBuilder content: ...`
        head = p.split(":", 1)[0].strip()
        words = head.split()
        words = [w for w in words if w not in ("inout", "isolated", "borrowing", "consuming")]
        if not words:
            continue
        if len(words) >= 2:
            labels.append(words[0])
        else:
            labels.append("_" if subscript else words[0])
    return labels


def declared_name(keyword, rest):
    """The symbol's name as it is written in a qualified name."""
    if keyword in ("func", "macro"):
        rest = rest[len(keyword):].lstrip()
        m = re.match(r"(`?[^\s(<`]+`?)\s*(<[^(]*>)?\s*\(", rest)
        if not m:
            return None
        name = m.group(1).strip("`")
        j = rest.index("(", m.start(1) + len(m.group(1)))
        params = rest[j + 1:balanced_end(rest, j) - 1]
        labels = parameter_labels(params)
        if not re.match(r"[A-Za-z_]", name):  # an operator: its operands have no labels
            labels = ["_"] * len(labels)
        return "%s(%s)" % (name, "".join(l + ":" for l in labels))
    if keyword == "init":
        m = re.match(r"init[?!]?\s*(<[^(]*>)?\s*\(", rest)
        if not m:
            return None
        j = m.end() - 1
        params = rest[j + 1:balanced_end(rest, j) - 1]
        return "init(%s)" % "".join(l + ":" for l in parameter_labels(params))
    if keyword == "subscript":
        j = rest.find("(")
        params = rest[j + 1:balanced_end(rest, j) - 1]
        return "subscript(%s)" % "".join(l + ":" for l in parameter_labels(params, subscript=True))
    if keyword == "case":
        return None  # handled by the caller (one line may declare several)
    m = re.match(r"(?:var|let|struct|class|enum|protocol|actor|typealias|associatedtype)\s+`?([A-Za-z_]\w*)`?", rest)
    return m.group(1) if m else None


def case_names(rest):
    names = []
    for part in split_top(rest[len("case"):], ","):
        part = part.strip()
        m = re.match(r"`?([A-Za-z_]\w*)`?\s*(\()?", part)
        if not m:
            continue
        name = m.group(1)
        if m.group(2):
            j = part.index("(")
            inner = part[j + 1:balanced_end(part, j) - 1]
            labels = []
            for p in split_top(inner, ","):
                if ":" in p.split("<")[0] and re.match(r"\s*[A-Za-z_]\w*\s*:", p):
                    labels.append(p.split(":")[0].strip())
                else:
                    labels.append("_")
            name = "%s(%s)" % (name, "".join(l + ":" for l in labels))
        names.append(name)
    return names


def one_line(decl):
    decl = MODULE_RE.sub("", decl)
    decl = re.sub(r"\s+", " ", decl).strip()
    return decl


def accessors(body):
    """`{ get }` or `{ get set }` from a property's accessor block."""
    words = set()
    for line in body.split("\n"):
        _, rest = split_attributes(line.strip())
        m = re.match(r"(?:(?:mutating|nonmutating)\s+)?(get|set|_modify|_read|unsafeAddress)\b", rest)
        if m:
            words.add({"_read": "get", "unsafeAddress": "get", "_modify": "set"}.get(m.group(1), m.group(1)))
    if "set" in words:
        return "{ get set }"
    return "{ get }"


class Scope:
    def __init__(self, kind, name, avail, unavailable, hidden, is_protocol, public):
        self.kind, self.name, self.avail = kind, name, avail
        self.unavailable, self.hidden, self.is_protocol, self.public = unavailable, hidden, is_protocol, public


def census(text, module):
    text = strip_comments(keep_first_branches(text))
    rows = []
    root = Scope("file", "", None, False, False, False, True)
    stack = [root]
    pending = []
    gen = statements(text)
    event = next(gen, None)
    last_var = None
    while event is not None:
        send = None
        if event[0] == "close":
            if len(stack) > 1:
                stack.pop()
            event = next(gen, None)
            continue
        if event[0] == "body":
            if last_var is not None:
                row = rows[last_var]
                row[2] = row[2] + " " + accessors(event[1])
                last_var = None
            event = next(gen, None)
            continue
        _, stmt, opens = event
        attrs, rest = split_attributes(stmt)
        attrs = pending + attrs
        if not rest and not opens:
            pending = attrs
            event = next(gen, None)
            continue
        pending = []
        last_var = None
        mods, rest2 = split_modifiers(rest)
        m = re.match(r"[A-Za-z_]\w*", rest2)
        keyword = m.group(0) if m else ""
        if keyword == "init" or rest2.startswith("init?") or rest2.startswith("init!"):
            keyword = "init"
        parent = stack[-1]
        own_state, own_version = macos_availability(attrs)
        unavailable = parent.unavailable or own_state == "unavailable"
        version = own_version if own_state == "introduced" else parent.avail
        spi = any(a.startswith(("@_spi", "@_documentation(visibility: private")) for a in attrs)
        public = "public" in mods or "open" in mods or parent.is_protocol or (
            keyword == "case" and parent.public) or keyword == "extension"
        if keyword in TYPE_KEYWORDS:
            if keyword == "extension":
                extended = rest2[len("extension"):]
                extended = re.split(r"\s+where\s+|\s*:\s*", extended.strip(), maxsplit=1)[0]
                name = type_name(extended)
            else:
                name = declared_name(keyword, rest2) or "?"
                if parent.name:
                    name = parent.name + "." + name
            hidden = parent.hidden or spi or any(c.startswith("_") for c in name.split("."))
            scope = Scope(keyword, name, version, unavailable, hidden or not public,
                          keyword == "protocol", public and not hidden)
            if keyword != "extension" and not (scope.hidden or unavailable):
                add_row(rows, keyword, name, rest2, version, module)
            if opens:
                stack.append(scope)
                send = True
        elif keyword in DECL_KEYWORDS:
            hidden = parent.hidden or spi or not public or keyword in ("import", "deinit", "operator",
                                                                         "precedencegroup")
            names = case_names(rest2) if keyword == "case" else [declared_name(keyword, rest2)]
            for name in names:
                if name is None or hidden or unavailable:
                    continue
                if name.startswith("_") or name in WITNESS_NAMES:
                    continue
                if keyword == "typealias" and (name in ("Body", "AllCases", "RawValue")
                                               or "@_opaqueReturnTypeOf" in rest2):
                    continue
                if not parent.is_protocol and name in ("body", "makeBody(configuration:)"):
                    continue  # a view's or style's own conformance (`var body: some View`)
                qualified = parent.name + "." + name if parent.name else name
                kind = "var" if keyword == "let" else keyword
                last_var = add_row(rows, kind, qualified, rest2, version, module,
                                   static=any(x in ("static", "class") for x in mods))
                if kind not in ("var", "subscript") or last_var is None:
                    last_var = None
            if opens:
                send = False
        else:
            if opens:
                send = False
        try:
            event = gen.send(send) if opens else next(gen, None)
        except StopIteration:
            event = None
    return rows


def add_row(rows, kind, name, decl, version, module, static=False):
    if re.search(r"(?<![\w.])UIKit\.UI", decl) or (
            version is None and re.search(r"(?<![\w.])UIKit\.", decl)):
        # UIKit's own types (UIImage, UIColor...) are iOS API even where an
        # extension lists macOS; UIKit's NS types (NSUnderlineStyle...) are
        # AppKit's on macOS, kept where a macOS version is given.
        return None
    decl = one_line(decl)
    if static and not decl.startswith(("static ", "class ")):
        decl = "static " + decl
    rows.append([kind, name, decl, version, module])
    return len(rows) - 1


def version_text(v):
    return "%d.%d" % v if v else "*"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("interfaces", nargs="+", help="SwiftUI.swiftinterface, SwiftUICore.swiftinterface")
    ap.add_argument("--supplement", help="a TSV of declarations to add (AppKit-typed API)")
    args = ap.parse_args()
    rows = []
    for path in args.interfaces:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        m = re.search(r"-module-name (\S+)", text)
        module = m.group(1) if m else path
        for kind, name, decl, version, mod in census(text, module):
            if version is None or version > MAX_MACOS:
                continue  # later than macOS 14, or no macOS version at all (a macro of Xcode 16)
            rows.append([kind, name, decl, version_text(version), mod])
    if args.supplement:
        with open(args.supplement, encoding="utf-8") as f:
            for line in f:
                if not line.strip() or line.startswith("#"):
                    continue
                cols = line.rstrip("\n").split("\t")
                rows.append(cols[:4] + ["AppKit"])
    seen = set()
    out = sys.stdout
    out.write("# kind\tname\tdeclaration\tmacOS\tmodule\n")
    for row in sorted(rows, key=lambda r: (r[1].lower(), r[1], r[2])):
        key = (row[1], row[2])
        if key in seen:
            continue
        seen.add(key)
        out.write("\t".join(row) + "\n")


if __name__ == "__main__":
    main()
