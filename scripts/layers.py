#!/usr/bin/env python3
"""The package's layers in numbers: public declarations against budgets, long functions and files,
and what each test target compiles.

    python3 scripts/layers.py [ROOT]            print the report
    python3 scripts/layers.py --check [ROOT]    also exit 1 when a rule below is broken

Rules checked with --check:
  * Budgets that follow the layers. Each module of Sources/ has a public budget (BUDGETS): the
    `public` declarations a client package can name, each with a `///` doc comment. A catalog
    module (CATALOGS) is budgeted per component it holds: a component is a type that conforms to
    `Component` (or `Animating`); its folder is the folder of that conformance, and every public
    declaration in that folder's tree is the component's, not the module's. The component's
    witnesses of the kit's protocols (`Component`, `ComponentLayout`, `Animating`: requirements
    read from the kit's sources) count against nothing, since the protocol decides them; its own
    declarations (its type, props, initializers, nested types) against PER_COMPONENT for each
    component in the folder. So adding a component never needs a budget raised: its folder
    carries its own. A module with no budget is a broken rule (give it one).
  * No function, initializer or closure-bodied property longer than 80 lines, unless a comment
    starting `// Long on purpose:` sits in the three lines above it (a measured hot loop); no file
    longer than 400 lines under the folders of FILE_LIMIT_FOLDERS.
  * Every test target by its layer. Every module is in one of LAYERS and depends on none of a
    higher layer; every test target mirrors a module (`<Module>Tests`) and compiles only its
    module, what that depends on, the modules of lower layers, and test support (the non-test targets under Tests/) whose layer is at most its
    module's, a support target's layer being the highest of the modules it compiles. (So
    SnapshotCoreTests and PixelDiffTests compile no C and no catalog, and ComponentKitTests no EB.)
    ORACLES lists the few exceptions, each with its reason.

The Swift is read line by line (braces counted outside strings and comments), which is enough for
the package's own formatting (swift-format), not for any Swift."""

import json
import os
import re
import subprocess
import sys

FUNCTION_LIMIT = 80
LONG_MARK = "// Long on purpose:"
DECL = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:final|override|nonisolated|mutating|static|class|convenience|required|indirect)\s+)*"
    r"public\s+(?:(?:final|override|nonisolated|mutating|static|class|convenience|required|indirect)\s+)*"
    r"(func|var|let|struct|class|enum|protocol|init|subscript|typealias|extension|case|actor|associatedtype)\b"
)
FUNC = re.compile(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:[a-z]+\s+)*(func\s+[^\s(<]+|init[?!]?|deinit|subscript)\s*[(<{]?")


def read(path):
    """The text of a file (UTF-8)."""
    with open(path, encoding="utf-8") as file:
        return file.read()


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
    lines = read(path).split("\n")
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
    lines = read(path).split("\n")
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



# MARK: Budgets

# The public budget of each module: what a client package may name. Raise one only with a reason
# in the commit (a new part of the public API); a new component never needs it.
BUDGETS = {
    "DesignTokens": 70,  # the tokens: TokenTable and its value types
    "PixelDiff": 0,  # the comparison engine stays inside the package
    "DeflateKit": 0,  # the PNG writer's deflate, plumbing
    "SnapshotCore": 36,  # the core: strategies, RecordMode, Workspace, SnapshotError
    "Rendering": 95,  # the drawing vocabulary: Canvas, Path, Paint, TextRun, RGBAImage, …
    "SnapshotRendering": 12,  # Tolerance and the .image strategy
    "ComponentKit": 180,  # the kit: Component, Catalog, DesignSystem, layout and motion
    "EBComponents": 4,  # outside its components' folders (Catalog.eb); each component: PER_COMPONENT
    "SnapshotCauses": 0,  # the cause engine, plumbing between the harness and the assertions
    "SnapshotTestingImages": 5,  # the swift-snapshot-testing strategies
    "SnapshotHarness": 22,  # ReviewSession and what it names, for Tools/ReviewServer
    "SnapshotAssertions": 6,  # assertSnapshot(of:) and assertSnapshots(of:)
    "SnapshotCommandLine": 6,  # SnapshotCommand.main(catalog:)
    "SnapshotCLI": 0,  # the `snapshot` executable
    "SnapshotBench": 0,  # the `snapshot-bench` executable's library
    "SnapshotBenchCLI": 0,  # the `snapshot-bench` executable
}
# Modules whose components are budgeted per component (see the rules above).
CATALOGS = {"EBComponents"}
# What one component may add besides its witnesses of the kit's protocols (its type, props,
# initializers, nested types). The EB components add 3 to 11.
PER_COMPONENT = 16
# The kit's protocols a component conforms to; their requirements are witnessed, not budgeted.
COMPONENT_PROTOCOLS = ("Component", "ComponentLayout", "Animating")
# Files under these folders are at most FILE_LIMIT lines (the token loader's stages, issue 45).
FILE_LIMIT = 400
FILE_LIMIT_FOLDERS = ("Sources/DesignTokens",)

NAMED = re.compile(r"\b(?:func|var|let|struct|class|enum|protocol|typealias|case|actor|associatedtype)\s+(\w+)|\b(init|subscript)\b|\bfunc\s*(\S+)")
CONFORMANCE = re.compile(r"^\s*(?:(?:public|package|internal|fileprivate|private|final)\s+)*(?:struct|class|enum|extension)\s+(\w+)(?:<[^>{]*>)?\s*:([^{]*)\{?")


def declared_name(text):
    """The name a public declaration introduces (`init` for initializers, the operator for an operator)."""
    match = NAMED.search(text.split("public", 1)[1])
    if not match:
        return ""
    return match.group(1) or match.group(2) or match.group(3)


def protocol_requirements(root):
    """The names the kit's component protocols require (`layout`, `draw`, `Layout`, `size`, …)."""
    names = set()
    for path in swift_files(os.path.join(root, "Sources", "ComponentKit")):
        text = read(path)
        for protocol in COMPONENT_PROTOCOLS:
            match = re.search(r"^public protocol " + protocol + r"\b[^{]*\{(.*?)^\}", text, re.S | re.M)
            if match:
                body = "\n".join(line for line in match.group(1).split("\n") if not line.strip().startswith("//"))
                names |= set(re.findall(r"^\s*(?:static\s+)?(?:var|func|associatedtype)\s+(\w+)", body, re.M))
    return names


def components_by_folder(files):
    """{folder: set of type names} for the types that conform to a component protocol in `files`."""
    folders = {}
    for path in files:
        state = {"block": False, "multi": False}
        for line in read(path).split("\n"):
            match = CONFORMANCE.match(code_only(line, state))
            if match and re.search(r"\b(?:Component|Animating)\b", match.group(2)) and "ComponentLayout" not in match.group(2):
                folders.setdefault(os.path.dirname(path), set()).add(match.group(1))
    return folders


def budgets(root):
    """Each module's public declarations against its budget: (rows, problems).

    A row is (module, counted, budget, lines, components), components being, for a catalog, a list
    of (folder, component count, own declarations, witnesses, budget)."""
    requirements = protocol_requirements(root)
    rows, problems = [], []
    for module in sorted(os.listdir(os.path.join(root, "Sources"))):
        folder = os.path.join(root, "Sources", module)
        files = list(swift_files(folder))
        if not files:
            continue
        lines = sum(len(read(f).split("\n")) - 1 for f in files)
        folders = components_by_folder(files) if module in CATALOGS else {}
        counted, own, witnesses = 0, {f: 0 for f in folders}, {f: 0 for f in folders}
        for path in files:
            text = read(path).split("\n")
            for line, documented in public_declarations(path):
                if not documented:
                    problems.append(f"{os.path.relpath(path, root)}:{line}: public declaration without a doc comment")
                owners = [f for f in folders if path.startswith(f + os.sep)]
                if not owners:
                    counted += 1
                    continue
                owner = max(owners, key=len)  # the innermost component folder
                if declared_name(text[line - 1]) in requirements:
                    witnesses[owner] += 1
                else:
                    own[owner] += 1
        components = []
        for f in sorted(folders):
            allowed = PER_COMPONENT * len(folders[f])
            components.append((os.path.relpath(f, folder), sorted(folders[f]), own[f], witnesses[f], allowed))
            if own[f] > allowed:
                problems.append(
                    f"{os.path.relpath(f, root)}/: {own[f]} public declarations of its own besides its witnesses "
                    f"(at most {PER_COMPONENT} a component, {len(folders[f])} here)")
        budget = BUDGETS.get(module)
        if budget is None:
            problems.append(f"Sources/{module}: no public budget (give it one in BUDGETS of scripts/layers.py)")
        elif counted > budget:
            problems.append(f"Sources/{module}: {counted} public declarations (its budget is {budget})")
        rows.append((module, counted, budget, lines, components))
    return rows, problems


def file_length_problems(root):
    """Files longer than FILE_LIMIT lines under FILE_LIMIT_FOLDERS, named with their length."""
    problems = []
    for limited in FILE_LIMIT_FOLDERS:
        for path in swift_files(os.path.join(root, limited)):
            count = len(read(path).split("\n")) - 1
            if count > FILE_LIMIT:
                problems.append(f"{os.path.relpath(path, root)} is {count} lines (at most {FILE_LIMIT} under {limited}/)")
    return problems


# MARK: The test graph

# The modules by layer, lowest first: a module depends only on lower layers (or its own), and a
# test target compiles only its module's layer and those below (see the rules above).
LAYERS = [
    ("foundation", ["DesignTokens", "PixelDiff", "DeflateKit", "SnapshotCore"]),
    ("rendering", ["Rendering", "SnapshotRendering", "CCairo", "CPango", "CLibPNG", "CDeflate"]),
    ("kit", ["ComponentKit"]),
    ("catalogs", ["EBComponents"]),
    ("causes and strategies", ["SnapshotCauses", "SnapshotTestingImages"]),
    ("harness", ["SnapshotHarness"]),
    ("runners", ["SnapshotAssertions", "SnapshotCommandLine", "SnapshotCLI"]),
    ("tools", ["SnapshotBench", "SnapshotBenchCLI", "CAllocator"]),
]
# A test target that compiles a module above its layer on purpose: (test target, module): why.
ORACLES = {
    ("DeflateKitTests", "CDeflate"): "libdeflate inflates what DeflateKit writes: an independent decoder is the oracle",
    ("SnapshotCommandLineTests", "SnapshotCLI"): "the built `snapshot` executable, for what only a process shows (exit "
    "statuses, signals, two runs at once)",
}


def described_targets(root):
    """The package's targets as `swift package describe` gives them, by name."""
    described = json.loads(
        subprocess.run(
            ["swift", "package", "--package-path", root, "describe", "--type", "json"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    return {t["name"]: t for t in described["targets"]}


def closure(targets, name, seen=None):
    """Every target `name` compiles, directly or through others."""
    seen = set() if seen is None else seen
    for dep in targets[name].get("target_dependencies", []):
        if dep not in seen:
            seen.add(dep)
            closure(targets, dep, seen)
    return seen


def test_graph(targets):
    """What each test target compiles, checked against the layers: (rows, problems).

    A row is (test target, layer name or None, what it compiles, the modules above its layer)."""
    layer_of = {module: index for index, (_, modules) in enumerate(LAYERS) for module in modules}
    problems = []
    ours = {n for n, t in targets.items() if t["type"] != "plugin"}
    support = {n for n in ours if targets[n]["type"] != "test" and targets[n].get("path", "").startswith("Tests/")}
    modules = ours - support - {n for n in ours if targets[n]["type"] == "test"}
    for module in sorted(modules - set(layer_of)):
        problems.append(f"{module} is in no layer (add it to LAYERS of scripts/layers.py)")

    def layer(name):
        """A module's layer; a support target's is the highest of the modules it compiles."""
        if name in support:
            return max([layer_of.get(m, 0) for m in closure(targets, name) if m in modules], default=0)
        return layer_of.get(name, len(LAYERS))

    for module in sorted(modules & set(layer_of)):
        above = sorted(m for m in closure(targets, module) if m in layer_of and layer_of[m] > layer_of[module])
        if above:
            problems.append(f"{module} ({LAYERS[layer_of[module]][0]}) depends on {', '.join(above)}, of a higher layer")

    rows = []
    for test in sorted(n for n in ours if targets[n]["type"] == "test"):
        compiled = closure(targets, test)
        module = test[: -len("Tests")] if test.endswith("Tests") else None
        if module not in modules:
            problems.append(f"{test} mirrors no module (name it <Module>Tests after the module it tests)")
            rows.append((test, None, sorted(compiled), []))
            continue
        level = layer(module)
        allowed = {module} | closure(targets, module) | {m for m in modules if layer(m) < level}
        for s in support:
            if layer(s) <= level:
                allowed |= {s} | closure(targets, s)
        above = sorted(m for m in compiled - allowed if (test, m) not in ORACLES)
        if above:
            direct = targets[test].get("target_dependencies", [])
            via = sorted({d for d in direct for m in above if d == m or m in closure(targets, d)})
            problems.append(
                f"{test} ({LAYERS[level][0]}) compiles "
                + ", ".join(f"{m} ({LAYERS[layer(m)][0] if layer(m) < len(LAYERS) else 'no layer'})" for m in above)
                + f": above its layer, through {', '.join(via)}")
        rows.append((test, LAYERS[level][0], sorted(compiled), above))
    return rows, problems


# MARK: The report


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if not a.startswith("--")]
    root = os.path.abspath(args[0] if args else ".")

    rows, problems = budgets(root)
    print("Public declarations against budgets (each documented), and lines per module:")
    print(f"  {'module':24} {'public':>6} {'budget':>6}  {'lines':>6}")
    total = 0
    for module, counted, budget, lines, components in rows:
        total += counted + sum(own + witnessed for _, _, own, witnessed, _ in components)
        shown = "none" if budget is None else str(budget)
        print(f"  {module:24} {counted:6} {shown:>6}  {lines:6}")
        for folder, names, own, witnessed, allowed in components:
            print(f"    {folder + '/':30} {own:3} own of {allowed:3}  + {witnessed:2} witnesses  ({', '.join(names)})")
    print(f"  {'all public declarations':24} {total:6}")

    long_ones = []
    for module in sorted(os.listdir(os.path.join(root, "Sources"))):
        for f in swift_files(os.path.join(root, "Sources", module)):
            for name, line, length, marked in functions(f):
                long_ones.append((length, os.path.relpath(f, root), line, name, marked))
    long_ones.sort(reverse=True)
    print(f"\nLongest functions (over {FUNCTION_LIMIT} lines must be marked '{LONG_MARK}'):")
    for length, path, line, name, marked in long_ones[:12]:
        print(f"  {length:4}  {path}:{line} {name}{'  (marked)' if marked else ''}")
        if length > FUNCTION_LIMIT and not marked:
            problems.append(f"{path}:{line}: {name} is {length} lines (at most {FUNCTION_LIMIT})")
    problems += file_length_problems(root)

    targets = described_targets(root)
    c_modules = {n for n, t in targets.items() if t.get("module_type") in ("SystemLibraryTarget", "ClangTarget")}
    graph, graph_problems = test_graph(targets)
    problems += graph_problems
    print("\nWhat each test target compiles (ours; C modules marked *; layers lowest first: "
          + " < ".join(name for name, _ in LAYERS) + "):")
    for test, level, compiled, above in graph:
        print(f"  {test:28} {level or '?':22} " + ", ".join(m + ("*" if m in c_modules else "") for m in compiled))
        if above:
            print(f"  {'':28} {'':22} above its layer: {', '.join(above)}")

    if problems:
        print(f"\n{len(problems)} rule(s) broken:", file=sys.stderr)
        for p in problems[:60]:
            print("  " + p, file=sys.stderr)
        if len(problems) > 60:
            print(f"  … and {len(problems) - 60} more", file=sys.stderr)
    return 1 if check and problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
