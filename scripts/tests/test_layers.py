#!/usr/bin/env python3
"""Tests of scripts/layers.py's rules, on a copy of this package's Sources/ (run by .ci/run and
`make scripts-test`: python3 -m unittest discover -s scripts/tests).

The budgets: a planted component, or thirty, changes no budget verdict (its folder carries its own
budget, its witnesses count against nothing); the same declarations outside a component break
the module's budget, and a component with too many of its own is named. The test graph: a test
target compiling a layer above its module's is named with the target that brings it in. The file
limit names the file and its length.
"""
import os
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import layers  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def write(path, text):
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def planted(name, own_count=8, conforms=True):
    """A component as a catalog holds one: its type, `own_count` declarations of its own (the
    type, props, initializers, nested types), and the witnesses of the kit's protocols."""
    own = "\n".join(
        f"    /// Prop {index}.\n    public var prop{index}: Int = {index}" for index in range(own_count - 2))
    conformance = ": Component" if conforms else ""
    return f"""import ComponentKit
import Foundation
import Rendering

/// A planted component, {name}.
public struct {name}: Hashable, Sendable {{
{own}

    /// A planted component.
    public init() {{}}
}}

extension {name}{conformance} {{
    /// Its token table.
    public static var tokenTableURL: URL? {{ nil }}

    /// Its matrix.
    public static var matrix: VariantMatrix<{name}> {{ VariantMatrix(base: {name}()) }}

    /// Its props.
    public var props: [Prop] {{ [] }}

    /// Its layout.
    public struct Layout: ComponentLayout {{
        /// Its size.
        public var size: Size

        /// Its text.
        public var textRuns: [TextRun] {{ [] }}
    }}

    /// Lays it out.
    public func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout {{
        Layout(size: Size(width: 10, height: 10))
    }}

    /// Draws it.
    public func draw(_ layout: Layout, on canvas: Canvas, in context: RenderContext) throws {{}}

    /// Its accessibility.
    public func accessibilityElements(of layout: Layout, in context: RenderContext) throws -> [AccessibilityElement] {{ [] }}

    /// Its contrast pairs.
    public static var contrastPairs: [ContrastPair] {{ [] }}

    /// Its environments.
    public static let stressEnvironments: [RenderEnvironment] = []
}}
"""


class Budgets(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="layers-test-")
        for base, _, files in os.walk(os.path.join(ROOT, "Sources")):
            for name in files:
                if name.endswith(".swift"):
                    source = os.path.join(base, name)
                    target = os.path.join(self.root, os.path.relpath(source, ROOT))
                    os.makedirs(os.path.dirname(target), exist_ok=True)
                    shutil.copyfile(source, target)

    def tearDown(self):
        shutil.rmtree(self.root)

    def plant(self, folder, name, **options):
        path = os.path.join(self.root, "Sources", "EBComponents", folder, f"{name}.swift")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        write(path, planted(name, **options))

    def verdicts(self):
        """Each module's counted declarations and budget, and the problems."""
        rows, problems = layers.budgets(self.root)
        return {module: (counted, budget) for module, counted, budget, _, _ in rows}, problems

    def test_planted_components_change_no_budget_verdict(self):
        before = self.verdicts()
        self.plant("EBPlanted", "EBPlanted")
        self.assertEqual(self.verdicts(), before)
        for index in range(30):
            self.plant(f"EBPlanted{index}", f"EBPlanted{index}")
        self.assertEqual(self.verdicts(), before, "thirty more components: still no module's count moves")
        rows, _ = layers.budgets(self.root)
        folders = {folder: (own, witnesses) for row in rows for folder, _, own, witnesses, _ in row[4]}
        self.assertEqual(folders["EBPlanted"], (8, 11), "8 of its own, 11 witnesses of Component and ComponentLayout")

    def test_the_same_declarations_outside_a_component_break_the_module_budget(self):
        _, problems = self.verdicts()
        self.plant("Helpers", "NotAComponent", conforms=False)
        counts, now = self.verdicts()
        self.assertGreater(counts["EBComponents"][0], counts["EBComponents"][1])
        self.assertEqual(
            [p for p in now if p not in problems],
            [f"Sources/EBComponents: {counts['EBComponents'][0]} public declarations (its budget is {layers.BUDGETS['EBComponents']})"])

    def test_a_component_over_its_own_budget_is_named(self):
        self.plant("EBLarge", "EBLarge", own_count=layers.PER_COMPONENT + 1)
        _, problems = self.verdicts()
        self.assertIn(
            f"Sources/EBComponents/EBLarge/: {layers.PER_COMPONENT + 1} public declarations of its own besides its witnesses "
            f"(at most {layers.PER_COMPONENT} a component, 1 here)", problems)

    def test_a_module_without_a_budget_is_named(self):
        path = os.path.join(self.root, "Sources", "NewModule", "Thing.swift")
        os.makedirs(os.path.dirname(path))
        write(path, "/// A thing.\npublic struct Thing {}\n")
        _, problems = self.verdicts()
        self.assertIn("Sources/NewModule: no public budget (give it one in BUDGETS of scripts/layers.py)", problems)

    def test_a_long_token_file_is_named_with_its_length(self):
        path = os.path.join(self.root, "Sources", "DesignTokens", "Loading", "Long.swift")
        write(path, "// line\n" * (layers.FILE_LIMIT + 1))
        self.assertIn(
            f"Sources/DesignTokens/Loading/Long.swift is {layers.FILE_LIMIT + 1} lines (at most {layers.FILE_LIMIT} under Sources/DesignTokens/)",
            layers.file_length_problems(self.root))


def target(kind, path, *deps):
    return {"type": kind, "path": path, "target_dependencies": list(deps)}


class TestGraph(unittest.TestCase):
    def graph(self, **extra):
        targets = {
            "SnapshotCore": target("library", "Sources/SnapshotCore"),
            "Rendering": target("library", "Sources/Rendering"),
            "ComponentKit": target("library", "Sources/ComponentKit", "Rendering"),
            "EBComponents": target("library", "Sources/EBComponents", "ComponentKit"),
            "SnapshotHarness": target("library", "Sources/SnapshotHarness", "SnapshotCore", "ComponentKit"),
            "SnapshotCommandLine": target("library", "Sources/SnapshotCommandLine", "SnapshotHarness"),
            "TestSupport": target("library", "Tests/TestSupport"),
            "EBTestSupport": target("library", "Tests/EBTestSupport", "EBComponents", "TestSupport"),
            "EndToEndSupport": target("library", "Tests/EndToEndSupport", "SnapshotCommandLine", "TestSupport"),
            "SnapshotHarnessTests": target("test", "Tests/SnapshotHarnessTests", "SnapshotHarness", "EBTestSupport"),
        }
        targets.update(extra)
        return layers.test_graph(targets)

    def test_support_of_its_layer_and_modules_below_pass(self):
        rows, problems = self.graph()
        self.assertEqual(problems, [])
        self.assertEqual(rows[0][1], "harness")

    def test_a_test_target_compiling_a_layer_above_is_named_with_what_brings_it(self):
        _, problems = self.graph(
            SnapshotHarnessTests=target("test", "Tests/SnapshotHarnessTests", "SnapshotHarness", "EBTestSupport", "EndToEndSupport"))
        self.assertEqual(
            problems,
            ["SnapshotHarnessTests (harness) compiles EndToEndSupport (runners), SnapshotCommandLine (runners): "
             "above its layer, through EndToEndSupport"])

    def test_the_kit_tests_may_not_compile_a_catalog(self):
        _, problems = self.graph(ComponentKitTests=target("test", "Tests/ComponentKitTests", "ComponentKit", "EBTestSupport"))
        self.assertEqual(
            problems,
            ["ComponentKitTests (kit) compiles EBComponents (catalogs), EBTestSupport (catalogs): above its layer, through EBTestSupport"])

    def test_a_module_depending_on_a_higher_layer_is_named(self):
        _, problems = self.graph(ComponentKit=target("library", "Sources/ComponentKit", "Rendering", "EBComponents"))
        self.assertIn("ComponentKit (kit) depends on EBComponents, of a higher layer", problems)

    def test_a_module_in_no_layer_and_a_test_target_mirroring_none_are_named(self):
        _, problems = self.graph(Extra=target("library", "Sources/Extra"), Checks=target("test", "Tests/Checks", "SnapshotCore"))
        self.assertIn("Extra is in no layer (add it to LAYERS of scripts/layers.py)", problems)
        self.assertIn("Checks mirrors no module (name it <Module>Tests after the module it tests)", problems)


if __name__ == "__main__":
    unittest.main()
