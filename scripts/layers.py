#!/usr/bin/env python3
"""The package's layers in numbers: public declarations, long functions, and what each test target compiles.

    python3 scripts/layers.py [ROOT]            print the report
    python3 scripts/layers.py --check [ROOT]    also exit 1 when a rule below is broken

Rules checked with --check:
  * at most 500 `public` declarations in Sources/, each with a `///` doc comment;
  * no function, initializer or closure-bodied property longer than 80 lines, unless a comment
    starting `// Long on purpose:` sits in the three lines above it (a measured hot loop);
  * SnapshotCoreTests and PixelDiffTests compile no C module and no catalog; ComponentKitTests
    compiles no EBComponents.

The Swift is read line by line (braces counted outside strings and comments), which is enough for
the package's own formatting (swift-format), not for any Swift.
"""

import json
import os
import re
import subprocess
import sys

PUBLIC_LIMIT = 500
FUNCTION_LIMIT = 80
LONG_MARK = "// Long on purpose:"
DECL = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:final|override|nonisolated|mutating|static|class|convenience|required|indirect)\s+)*"
    r"public\s+(?:(?:final|override|nonisolated|mutating|static|class|convenience|required|indirect)\s+)*"
    r"(func|var|let|struct|class|enum|protocol|init|subscript|typealias|extension|case|actor|associatedtype)\b"
)
FUNC = re.compile(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:[a-z]+\s+)*(func\s+[^\s(<]+|init[?!]?|deinit|subscript)\s*[(<{]?")


def swift_files(folder):
    for base, dirs, files in os.walk(folder):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(base, name)


def code_only(line, state):
    """The line with strings and comments blanked; `state` carries a block comment or multi-line string."""
    out = []
    i = 0
    while i < len(line):
        if state["block"]:
            end = line.find("*/", i)
            if end < 0:
                return "".join(out)
            state["block"] = False
            i = end + 2
            continue
        if state["multi"]:
            end = line.find('"""', i)
            if end < 0:
                return "".join(out)
            state["multi"] = False
            i = end + 3
            continue
        c = line[i]
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            state["block"] = True
            i += 2
            continue
        if line.startswith('"""', i):
            state["multi"] = True
            i += 3
            continue
        if c == '"':
            i += 1
            while i < len(line) and line[i] != '"':
                i += 2 if line[i] == "\\" else 1
            i += 1
            continue
        out.append(c)
        i += 1
    return "".join(out)


def functions(path):
    """(name, first line, length in lines) of each function-like body in the file."""
    lines = open(path, encoding="utf-8").read().split("\n")
    state = {"block": False, "multi": False}
    code = [code_only(line, state) for line in lines]
    found = []
    for index, text in enumerate(code):
        match = FUNC.match(text)
        if not match:
            continue
        depth = 0
        opened = False
        for end in range(index, len(code)):
            for c in code[end]:
                if c == "{":
                    depth += 1
                    opened = True
                elif c == "}":
                    depth -= 1
            if opened and depth <= 0:
                break
            if not opened and end > index and code[end].strip() == "":
                break  # a protocol requirement: no body
        if not opened:
            continue
        marked = any(LONG_MARK in lines[k] for k in range(max(0, index - 3), index))
        found.append((match.group(1), index + 1, end - index + 1, marked))
    return found


# Witnesses of the standard protocols take their documentation from the requirement.
WITNESS = re.compile(
    r"\bpublic\s+(?:static\s+func\s+(?:==|<)\s*\(|func\s+hash\(into|var\s+(?:description|debugDescription)\b|"
    r"init\((?:stringLiteral|from decoder)|func\s+encode\(to encoder|static\s+(?:let|var)\s+configuration\b|init\(\)\s*\{\})"
)


def public_declarations(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    result = []
    state = {"block": False, "multi": False}
    for index, line in enumerate(lines):
        text = code_only(line, state)
        match = DECL.match(text)
        if not match or match.group(1) == "extension":
            continue
        k = index - 1
        while k >= 0 and re.match(r"^\s*@", lines[k]):
            k -= 1
        documented = k >= 0 and lines[k].strip().startswith("///") or (k >= 0 and lines[k].strip().endswith("*/"))
        documented = documented or bool(WITNESS.search(text))
        result.append((index + 1, documented))
    return result


def test_closures(root):
    described = json.loads(
        subprocess.run(
            ["swift", "package", "--package-path", root, "describe", "--type", "json"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    targets = {t["name"]: t for t in described["targets"]}

    def closure(name, seen):
        for dep in targets[name].get("target_dependencies", []):
            if dep not in seen:
                seen.add(dep)
                closure(dep, seen)
        return seen

    return {name: sorted(closure(name, set())) for name, t in targets.items() if t["type"] == "test"}, targets


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if not a.startswith("--")]
    root = os.path.abspath(args[0] if args else ".")
    problems = []

    print("Public declarations (documented) and lines per module:")
    total = 0
    long_ones = []
    for module in sorted(os.listdir(os.path.join(root, "Sources"))):
        folder = os.path.join(root, "Sources", module)
        files = list(swift_files(folder))
        if not files:
            continue
        decls = [(f, line, doc) for f in files for line, doc in public_declarations(f)]
        lines = sum(len(open(f, encoding="utf-8").read().split("\n")) - 1 for f in files)
        documented = sum(1 for _, _, doc in decls if doc)
        total += len(decls)
        print(f"  {module:24} {len(decls):5} ({documented:4})  {lines:6} lines")
        for f, line, doc in decls:
            if not doc:
                problems.append(f"{os.path.relpath(f, root)}:{line}: public declaration without a doc comment")
        for f in files:
            for name, line, length, marked in functions(f):
                long_ones.append((length, os.path.relpath(f, root), line, name, marked))
    print(f"  {'total':24} {total:5}")
    if total > PUBLIC_LIMIT:
        problems.append(f"{total} public declarations (at most {PUBLIC_LIMIT})")

    long_ones.sort(reverse=True)
    print(f"\nLongest functions (over {FUNCTION_LIMIT} lines must be marked '{LONG_MARK}'):")
    for length, path, line, name, marked in long_ones[:12]:
        print(f"  {length:4}  {path}:{line} {name}{'  (marked)' if marked else ''}")
        if length > FUNCTION_LIMIT and not marked:
            problems.append(f"{path}:{line}: {name} is {length} lines (at most {FUNCTION_LIMIT})")

    closures, targets = test_closures(root)
    c_modules = {n for n, t in targets.items() if t.get("module_type") in ("SystemLibraryTarget", "ClangTarget")}
    catalogs = {"EBComponents"}
    print("\nWhat each test target compiles (ours; C modules marked *):")
    for name in sorted(closures):
        mods = closures[name]
        print(f"  {name:28} " + ", ".join(m + ("*" if m in c_modules else "") for m in mods))
    for name in ("SnapshotCoreTests", "PixelDiffTests"):
        bad = [m for m in closures.get(name, []) if m in c_modules or m in catalogs]
        if bad:
            problems.append(f"{name} compiles {', '.join(bad)}")
    if "EBComponents" in closures.get("ComponentKitTests", []):
        problems.append("ComponentKitTests compiles EBComponents")

    if problems:
        print(f"\n{len(problems)} rule(s) broken:", file=sys.stderr)
        for p in problems[:60]:
            print("  " + p, file=sys.stderr)
        if len(problems) > 60:
            print(f"  … and {len(problems) - 60} more", file=sys.stderr)
    return 1 if check and problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
