#!/usr/bin/env python3
"""Counts how often each declaration of the SwiftUI census is used by the
apps of the porting corpus (docs/PORTING.md), into docs/census/corpus-usage.tsv,
which orders the census report's missing symbols most-used first.

Input: the census TSV, and the apps' repositories as local git directories
(each app's newest commit is read; nothing is downloaded). By default the
apps are the GitHub repositories docs/PORTING.md links to, looked up under
a mirror folder as `owner+name/repo` (the search tool's `fetch` layout).

A use is a spot in an app's Swift code (comments and string literals left
out) that names the declaration the way code does, matched by name and
argument labels:
- a type: its name (`HSplitView`, `Alert.Button`);
- an initializer: `Type(...)`, `Type { }`, `Type.init(...)` or `.init(...)`
  after the type's name, whose labels fit the declaration (defaulted
  parameters may be left out, closures may trail);
- a method or modifier: `.name(...)` or `.name { }` with fitting labels; for a
  protocol's member, also an app's `func name(...)` with the same labels;
- a property, case or static member: `.name` (`.bordered`, `\\.locale`); for a
  protocol's member, also an app's `var name`;
- a global function: `name(...)`; a macro: `@Name` or `#Name`.
Receivers are not type-checked, so a name shared by several types counts for
each of them.

Output columns: name, declaration (as in the census), apps (how many use
it), uses (how many spots), and for functions and initializers the calls
by their labels (`(_:action:)`, `{}` for a trailing closure), each with
its apps and uses, so that the report can tell which calls already
compile against another overload.

Usage:
  Scripts/census/corpus_usage.py docs/census/swiftui-macos14.tsv \
      --porting docs/PORTING.md --mirror /work/.mirror > docs/census/corpus-usage.tsv
"""

import argparse
import os
import re
import subprocess
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from swiftinterface_census import balanced_end, split_top, split_attributes  # noqa: E402

IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def blank_comments_and_strings(src):
    """The source with comments and string literals' contents turned to
    spaces (newlines kept), so positions stay put."""
    out = list(src)
    i, n = 0, len(src)

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        if src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif src.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if src.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif src.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif src[i] == '"' or (src[i] == "#" and src.startswith('"', i + 1)):
            hashes = 0
            while i + hashes < n and src[i + hashes] == "#":
                hashes += 1
            q = i + hashes
            triple = src.startswith('"""', q)
            close = ('"""' if triple else '"') + "#" * hashes
            j = q + (3 if triple else 1)
            while j < n:
                if src[j] == "\\" and hashes == 0:
                    j += 2
                    continue
                if src.startswith(close, j):
                    j += len(close)
                    break
                if src[j] == "\n" and not triple:
                    break
                j += 1
            blank(i + 1, j - 1 if j <= n else j)
            i = j
        else:
            i += 1
    return "".join(out)


STRINGY = {"String", "Substring", "StringProtocol", "some StringProtocol", "LocalizedStringKey",
           "LocalizedStringResource", "Character", "StaticString"}


class Param:
    def __init__(self, text, generics=()):
        _, text = split_attributes(text.strip())
        head, _, ty = text.partition(":")
        words = [w for w in head.split() if w not in ("inout", "isolated", "borrowing", "consuming")]
        self.label = words[0] if words else "_"
        ty_main = split_top(ty, "=")
        self.has_default = len(ty_main) > 1 or ty.strip().endswith("...") or "..." in ty
        t = ty_main[0] if ty_main else ty
        self.is_closure = bool(re.search(r"->", t))
        _, t = split_attributes(t.strip())
        t = t.strip().rstrip("?!").strip()
        # Whether a string literal can be passed: a string type, or a generic
        # parameter of the declaration (`_ title: S`).
        self.takes_string = t in STRINGY or t in generics


def declared_params(decl, keyword):
    """The parameters of a func/init declaration line from the census."""
    if keyword == "init":
        m = re.search(r"\binit[?!]?\s*(<[^(]*>)?\s*\(", decl)
    else:
        m = re.search(r"\bfunc\s+`?[^\s(<`]+`?\s*(<[^(]*>)?\s*\(", decl)
    if not m:
        return None
    j = m.end() - 1
    inner = decl[j + 1:balanced_end(decl, j) - 1]
    generics = set()
    if m.group(1):
        generics = {g.split(":")[0].strip().split()[-1] for g in split_top(m.group(1)[1:-1], ",")}
    return [Param(p, generics) for p in split_top(inner, ",")]


def call_args(text, i):
    """The arguments of a call whose name ends at text[i]: (labels, trailing)
    where labels are the explicit arguments' labels ('_' when unlabelled) and
    trailing the trailing closures' labels ('' for the first), or None when no
    call follows."""
    n = len(text)
    j = i
    while j < n and text[j] in " \t":
        j += 1
    labels, trailing = [], []
    called = False
    if j < n and text[j] == "(":
        called = True
        end = balanced_end(text, j)
        for arg in split_top(text[j + 1:end - 1], ","):
            m = re.match(r"\s*([A-Za-z_]\w*)\s*:(?!:)", arg)
            value = arg[m.end():] if m else arg
            # A lone string literal (its contents blanked): marked with a '"'.
            literal = re.fullmatch(r'\s*#*"[^"]*"#*\s*', value) is not None
            labels.append((m.group(1) if m else "_") + ('"' if literal else ""))
        j = end
        while j < n and text[j] in " \t":
            j += 1
    if j < n and text[j] == "{":
        called = True
        trailing.append("")
        j = balanced_end(text, j, "{", "}")
        while True:
            m = re.match(r"\s*([A-Za-z_]\w*)\s*:\s*\{", text[j:j + 200])
            if not m:
                break
            trailing.append(m.group(1))
            j = balanced_end(text, j + m.end() - 1, "{", "}")
    return (labels, trailing) if called else None


def fit_cost(params, labels, trailing):
    """How well a call with these labels and trailing closures fits a
    declaration with these parameters: None when it cannot call it, else 0,
    or a half less when its trailing closure is the `content` one (SwiftUI's
    primary closure: `WindowGroup { }` calls `init(content:)`, not
    `init(makeContent:)`)."""
    args = [("label", l) for l in labels] + [("trailing", l) for l in trailing]
    memo = {}
    inf = float("inf")

    def go(p, a):
        if (p, a) in memo:
            return memo[(p, a)]
        if a == len(args):
            best = 0 if all(q.has_default for q in params[p:]) else inf
        elif p == len(params):
            best = inf
        else:
            q = params[p]
            kind, label = args[a]
            if kind == "label":
                take = q.label == label.rstrip('"') and (not label.endswith('"') or q.takes_string)
            elif label == "":
                take = q.is_closure
            else:
                take = q.is_closure and q.label == label
            best = inf
            if take:
                best = go(p + 1, a + 1)
                if kind == "trailing" and label == "" and q.label == "content":
                    best -= 0.5
            if q.has_default:
                best = min(best, go(p + 1, a))
        memo[(p, a)] = best
        return best

    cost = go(0, 0)
    return None if cost == inf else cost


PARAMS = {}


def best_overload(corpus, f, end, name, decl, candidates):
    """Whether the call after `end` fits this declaration at least as well
    as any other overload of its name."""
    key = (f, end, id(candidates))
    if key not in PARAMS:
        call = call_args(corpus.files[f][1], end)
        costs = {}
        if call:
            for cand in candidates:
                params = declared_params(cand[1], "init" if ".init(" in cand[0] or cand[0].startswith("init(") else "func")
                cost = fit_cost(params or [], *call) if params is not None else None
                if cost is not None:
                    costs[cand] = cost
        PARAMS[key] = costs
    costs = PARAMS[key]
    if (name, decl) in costs and costs[(name, decl)] == min(costs.values()):
        return call_shape(corpus.files[f][1], end)
    return None


def call_shape(text, end):
    """A call's labels as a name's suffix: `(_:action:)`, and `{}` for each
    trailing closure (`label:{}` for a labelled one): `VStack { }` is `(){}`."""
    labels, trailing = call_args(text, end)
    shape = "(" + "".join(l.rstrip('"') + ":" for l in labels) + ")"
    return shape + "".join((t + ":" if t else "") + "{}" for t in trailing)


def def_labels(text, i):
    """The argument labels of an app's `func name(...)` whose name ends at i."""
    j = i
    while j < len(text) and text[j] in " \t":
        j += 1
    if j < len(text) and text[j] == "<":
        j = balanced_end(text, j, "<", ">")
    if j >= len(text) or text[j] != "(":
        return None
    labels = []
    for p in split_top(text[j + 1:balanced_end(text, j) - 1], ","):
        _, p = split_attributes(p.strip())
        words = p.split(":")[0].split()
        if words:
            labels.append(words[0])
    return labels


class Corpus:
    def __init__(self, apps):
        self.files = []   # (app, text)
        self.index = defaultdict(list)  # identifier -> [(file, start, end)]
        self.names = []   # each file's identifiers
        for app, sources in apps:
            for src in sources:
                f = len(self.files)
                text = blank_comments_and_strings(src)
                self.files.append((app, text))
                names = set()
                for m in IDENT.finditer(text):
                    self.index[m.group(0)].append((f, m.start(), m.end()))
                    names.add(m.group(0))
                self.names.append(names)

    def prev(self, f, start):
        """The text just before an identifier: '.', '\\.', '@', '#', 'func',
        'var', 'let', 'case', or ''."""
        text = self.files[f][1]
        j = start - 1
        while j >= 0 and text[j] in " \t":
            j -= 1
        if j >= 0 and text[j] in ".@#":
            return text[j]
        m = re.search(r"(func|var|let|case|struct|class|enum|protocol|extension|typealias)\s*$",
                      text[max(0, start - 20):start])
        return m.group(1) if m else ""

    def implicit_or(self, f, start, owner_last):
        """Whether `.name` at start is an implicit member (`.bordered` as an
        argument) or is written on the owner (`Color.red`), as static members
        and cases are used."""
        text = self.files[f][1]
        j = start - 1
        while j >= 0 and text[j] in " \t":
            j -= 1
        j -= 1  # the '.'
        while j >= 0 and text[j] in " \t\n":
            j -= 1
        if j < 0 or not (text[j].isalnum() or text[j] in "_)]?!\""):
            return True
        return self.before_dot(f, start) == owner_last

    def enclosing_call(self, f, start):
        """The name of the call whose parentheses hold the spot: `buttonStyle`
        for the `.bordered` of `.buttonStyle(.bordered)`."""
        text = self.files[f][1]
        depth, j = 0, start - 1
        while j >= 0 and start - j < 3000:
            c = text[j]
            if c in ")]}":
                depth += 1
            elif c in "([{":
                if depth == 0:
                    if c != "(":
                        return ""
                    k = j - 1
                    while k >= 0 and text[k] in " \t":
                        k -= 1
                    e = k + 1
                    while k >= 0 and (text[k].isalnum() or text[k] == "_"):
                        k -= 1
                    return text[k + 1:e]
                depth -= 1
            j -= 1
        return ""

    def before_dot(self, f, start):
        """The identifier before a '.' that precedes an identifier, or ''."""
        text = self.files[f][1]
        j = start - 1
        while j >= 0 and text[j] in " \t":
            j -= 1
        if j < 0 or text[j] != ".":
            return ""
        k = j
        while k > 0 and (text[k - 1].isalnum() or text[k - 1] == "_"):
            k -= 1
        return text[k:j]


# Owners whose members are used on any view, scene or command: no evidence of
# the receiver is asked for.
LENIENT = {"View", "App", "Commands", "ToolbarContent"}
TYPE_KINDS = ("struct", "class", "enum", "protocol", "typealias", "associatedtype")


def parameter_types(decl, keyword):
    """The types a func/init declaration's parameters take, generic ones
    given as their constraint (`S where S : ShapeStyle` -> `ShapeStyle`)."""
    if keyword == "init":
        m = re.search(r"\binit[?!]?\s*(<[^(]*>)?\s*\(", decl)
    else:
        m = re.search(r"\bfunc\s+`?[^\s(<`]+`?\s*(<[^(]*>)?\s*\(", decl)
    if not m:
        return []
    constraints = {}
    for g in split_top((m.group(1) or "<>")[1:-1], ","):
        if ":" in g:
            constraints[g.split(":")[0].strip()] = g.split(":")[1].strip()
    for c in re.findall(r"\b([A-Z]\w*)\s*:\s*([\w.]+)", decl[decl.rfind(" where ") + 1:] if " where " in decl else ""):
        constraints.setdefault(c[0], c[1])
    j = m.end() - 1
    types = []
    for p in split_top(decl[j + 1:balanced_end(decl, j) - 1], ","):
        _, p = split_attributes(p.strip())
        t = split_top(p.partition(":")[2], "=")
        t = split_attributes(t[0].strip())[1].strip().rstrip("?!") if t else ""
        t = re.sub(r"^some\s+", "", t)
        types.append(constraints.get(t, t))
    return types


def count(corpus, rows):
    kinds = {r[1]: r[0] for r in rows if r[0] in TYPE_KINDS}
    # Which types' values each function takes: `.buttonStyle(.bordered)` is a
    # use of PrimitiveButtonStyle's `bordered`.
    takers = defaultdict(set)
    conformers = defaultdict(set)
    for kind, name, decl in ((r[0], r[1], r[2]) for r in rows):
        if kind in ("func", "init"):
            base = re.match(r"[^(]*", name.split(".")[-1]).group(0)
            if kind == "init":
                base = name.split(".")[-2] if "." in name else base
            for t in parameter_types(decl, kind):
                takers[t].add(base)
        elif kind in ("struct", "class", "enum"):
            head = decl.split(" where ")[0]
            if " : " in head:
                for proto in split_top(head.split(" : ", 1)[1], ","):
                    conformers[proto.strip()].add(name.split(".")[-1])

    def evident(f, owner):
        """Whether the file names the owner or a type conforming to it."""
        if not owner or owner in LENIENT:
            return True
        names = corpus.names[f]
        parts = owner.split(".")
        return all(p in names for p in parts) or (
            len(parts) == 1 and any(c in names for c in conformers.get(owner, ())))

    # A call credits the overloads it fits best among those of its name.
    overloads = defaultdict(list)
    for kind, name, decl in ((r[0], r[1], r[2]) for r in rows):
        if kind == "init":
            overloads[(kind, name.rsplit(".", 1)[0] if "." in name else "")].append((name, decl))
        elif kind == "func":
            head = name[:name.index("(")] if "(" in name else name
            owner = head.rsplit(".", 1)[0] if "." in head else ""
            overloads[(kind, owner, re.match(r"[^(]*", head.rsplit(".", 1)[-1]).group(0).strip("`"))].append((name, decl))

    results = {}
    for kind, name, decl in ((r[0], r[1], r[2]) for r in rows):
        parts = name.split(".")
        owner_parts = parts[:-1]
        member = name[len(".".join(owner_parts)) + 1:] if owner_parts else name
        base = re.match(r"[^(]*", member).group(0).strip("`")
        owner = ".".join(owner_parts)
        owner_last = owner_parts[-1] if owner_parts else ""
        owner_is_protocol = kinds.get(owner) == "protocol"
        static = decl.startswith("static ") or kind == "case"
        hits = []
        shapes = defaultdict(list)  # a call's labels -> the files of its calls
        if kind == "macro":
            hits = [(f, s) for f, s, e in corpus.index.get(base, []) if corpus.prev(f, s) in ("@", "#")]
        elif kind in TYPE_KINDS:
            for f, s, e in corpus.index.get(base, []):
                p = corpus.prev(f, s)
                if not owner:
                    if p not in (".", "#", "func", "var", "let", "case", "struct", "class", "enum",
                                 "protocol", "typealias") or corpus.before_dot(f, s) in ("SwiftUI", "SwiftUICore"):
                        hits.append((f, s))
                elif p == "." and corpus.before_dot(f, s) == owner_last:
                    hits.append((f, s))
                elif owner_is_protocol and p == "" and owner_last in corpus.names[f]:
                    hits.append((f, s))
        elif kind == "init":
            if not owner_last:
                continue
            for f, s, e in corpus.index.get(owner_last, []):
                text = corpus.files[f][1]
                p = corpus.prev(f, s)
                if p in ("func", "var", "let", "case", "struct", "class", "enum", "protocol", "extension",
                         "typealias"):
                    continue
                outer = owner_parts[-2] if len(owner_parts) > 1 else ""
                if (p == "." or outer) and corpus.before_dot(f, s) != outer:
                    continue  # `Alert.Button(...)` for a nested type, `Button(...)` for a top-level one
                end = e
                m = re.match(r"\s*\.\s*init\b", text[e:e + 20])
                if m:
                    end = e + m.end()
                shape = best_overload(corpus, f, end, name, decl, overloads[(kind, owner)])
                if shape:
                    hits.append((f, s))
                    shapes[shape].append(f)
        elif kind in ("func", "var", "case"):
            params = declared_params(decl, "func") if kind == "func" else None
            if kind == "func" and (params is None or not re.match(r"[A-Za-z_]", base)):
                continue
            needs_payload = kind == "case" and "(" in member
            for f, s, e in corpus.index.get(base, []):
                text = corpus.files[f][1]
                p = corpus.prev(f, s)
                if p in ("func", "var", "let"):
                    # An app's own implementation of a protocol's requirement.
                    if not (owner_is_protocol and owner_last in corpus.names[f]):
                        continue
                    if kind == "func" and def_labels(text, e) != [q.label for q in params]:
                        continue
                    if kind != "func" and p == "func":
                        continue
                    hits.append((f, s))
                    continue
                if owner and p != ".":
                    continue
                if not owner and (p in (".", "var", "let", "case") or kind != "func"):
                    continue
                if owner == "EnvironmentValues" and kind == "var" and text[max(0, s - 2):s] != "\\.":
                    continue  # environment values are read through key paths: `\.locale`
                if owner and static:
                    explicit = corpus.before_dot(f, s) == owner_last
                    implicit = corpus.implicit_or(f, s, owner_last) and (
                        corpus.enclosing_call(f, s) in takers.get(owner, ()) or evident(f, owner))
                    if not (explicit or implicit):
                        continue
                elif owner and not evident(f, owner):
                    continue
                if kind == "func":
                    shape = best_overload(corpus, f, e, name, decl, overloads[(kind, owner, base)])
                    if not shape:
                        continue
                    shapes[shape].append(f)
                else:
                    nxt = text[e:e + 40].lstrip(" \t")[:1]
                    if needs_payload != (nxt == "("):
                        continue  # `.frame(...)` calls a method, not the property `frame`
                    if nxt == "{" and kind == "var":
                        continue
                hits.append((f, s))
        if hits:
            apps = {corpus.files[f][0] for f, s in hits}
            calls = ";".join("%s %d %d" % (shape, len({corpus.files[f][0] for f in files}), len(files))
                             for shape, files in sorted(shapes.items()))
            results[(name, decl)] = (len(apps), len(hits), calls)
    return results


def git_sources(gitdir):
    names = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "-z", "--name-only", "HEAD"],
                           capture_output=True, check=True).stdout.decode().split("\0")
    sources = []
    for path in sorted(p for p in names if p.endswith(".swift")):
        blob = subprocess.run(["git", "--git-dir", gitdir, "show", "HEAD:" + path],
                              capture_output=True).stdout
        sources.append(blob.decode("utf-8", "replace"))
    commit = subprocess.run(["git", "--git-dir", gitdir, "rev-parse", "--short=7", "HEAD"],
                            capture_output=True, text=True).stdout.strip()
    return sources, commit


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("census")
    ap.add_argument("--porting", default="docs/PORTING.md", help="the file whose GitHub links name the apps")
    ap.add_argument("--mirror", default="/work/.mirror", help="folder of owner+name/repo git directories")
    args = ap.parse_args()
    with open(args.census, encoding="utf-8") as f:
        rows = [l.rstrip("\n").split("\t") for l in f if l.strip() and not l.startswith("#")]
    with open(args.porting, encoding="utf-8") as f:
        repos = sorted(set(re.findall(r"github\.com/([\w.-]+/[\w.-]+?)\)", f.read())))
    apps, used = [], []
    for repo in repos:
        base = os.path.join(args.mirror, repo.replace("/", "+"), "repo")
        gitdir = os.path.join(base, ".git") if os.path.isdir(os.path.join(base, ".git")) else base
        if not os.path.isdir(gitdir):
            print("missing: %s" % repo, file=sys.stderr)
            continue
        sources, commit = git_sources(gitdir)
        apps.append((repo, sources))
        used.append("%s@%s" % (repo, commit))
    results = count(Corpus(apps), rows)
    out = sys.stdout
    out.write("# Uses of the census's declarations in the porting corpus's %d apps, by\n" % len(apps))
    out.write("# Scripts/census/corpus_usage.py, at: %s\n" % " ".join(used))
    out.write("# name\tdeclaration\tapps\tuses\tcalls (labels, apps, uses; `;` between)\n")
    for (name, decl), (n_apps, uses, calls) in sorted(results.items(), key=lambda kv: (-kv[1][0], -kv[1][1], kv[0])):
        out.write("%s\t%s\t%d\t%d\t%s\n" % (name, decl, n_apps, uses, calls))


if __name__ == "__main__":
    main()
