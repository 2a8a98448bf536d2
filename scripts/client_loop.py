#!/usr/bin/env python3
"""Drives a client package through the loop a team lives in: change something, see `swift test`
fail, run the command the failure prints, exactly as printed, and be green again (make client-loop;
after make readme-check, whose tagged clone of this checkout it depends on).

Usage: client_loop.py [--keep-going] [--record] [PACKAGE_ROOT]
  --keep-going  run every step even after one fails, and report each (exit 1 if any failed)
  --record      take the test's own record command even where a cause's accept is printed

The client is a package of its own, Gauge (.build/client-loop/Gauge), with a component that is not
in the guide: Meter, a value bar with an optional limit, its value as text, a Bool and an Optional
axis, its themes and right to left. It depends on the harness by URL, `from:` the changelog's
version, fetched from readme-check's tagged clone (git's url.<clone>.insteadOf <URL>, and SwiftPM's
home the checks' own), has its own command line (GaugeSnapshot) and one test of the whole matrix,
`assertSnapshots(of: Meter.self)`. It is recorded and committed with its Package.resolved.

Then four changes, each committed, each followed by the same loop:

  token     a colour token's value (meter.color.fill)
  drawing   the drawing code (the fill's corners)
  axis      a value added to an axis (value 0.7)
  rename    a token renamed in the table and the code (meter.color.track → meter.color.rail)

The loop: `swift test` must fail; its failures' output must print a command that accepts them (the
`accept this change after `VERIFY`: APPROVE; …` lines, else `accept every failure of this test:
COMMAND`); those commands run exactly as printed (VERIFY once first, as the lines say, then each
distinct APPROVE in the order printed); then `swift test`
and the client's verify (through the command plugin) must pass, and `git status` must show changes
under the client's component folders of Snapshots/ alone, which are then committed.

Prints one line per step with its time; exits 1 on the first failure (or, with --keep-going, at
the end when any step failed).
"""
import os, re, shutil, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import changelog  # noqa: E402
from guide_package import checkout_url, forget_origin, origin_path, redirected  # noqa: E402

arguments = [argument for argument in sys.argv[1:] if not argument.startswith("--")]
keep_going = "--keep-going" in sys.argv[1:]
record_route = "--record" in sys.argv[1:]
root = os.path.abspath(arguments[0] if arguments else ".")
work = os.path.join(root, ".build", "client-loop")
package = os.path.join(work, "Gauge")
# A placeholder owner made this checkout's own, as readme-check's (SwiftPM's fingerprints are per URL, machine-wide).
URL = checkout_url("https://github.com/<owner>/design-snapshots", root, owner="client-loop")
COMPONENTS = ["Meter"]
PLUGIN = "swift package --allow-writing-to-package-directory snapshot"


class StepFailed(Exception):
    pass


def say(ok, step, seconds, output=""):
    print(f"{'ok  ' if ok else 'FAIL'} {step} ({seconds:.1f} s)")
    if not ok and output:
        print("     " + output[-3000:].replace("\n", "\n     "))


def run(step, command, env, expect_success=True, shell=False):
    started = time.time()
    result = subprocess.run(command, cwd=package, capture_output=True, text=True, env=env, shell=shell, executable="/bin/bash" if shell else None)
    ok = expect_success is None or (result.returncode == 0) == expect_success
    say(ok, step, time.time() - started, result.stdout + result.stderr)
    if not ok:
        raise StepFailed(step)
    return result


def git(*arguments):
    identity = ["-c", "user.name=client-loop", "-c", "user.email=client-loop@localhost"]
    result = subprocess.run(["git", *identity, *arguments], cwd=package, capture_output=True, text=True)
    if result.returncode != 0:
        raise StepFailed(f"git {' '.join(arguments)}: {result.stderr}")
    return result.stdout


def edit(path, old, new):
    """Replaces `old` (which must be there) with `new` in the package's file `path`."""
    full = os.path.join(package, path)
    text = open(full, encoding="utf-8").read()
    if old not in text:
        raise StepFailed(f"{path} no longer holds {old!r}")
    open(full, "w", encoding="utf-8").write(text.replace(old, new))


def write_package(version):
    """The client's files, as a team would write them from the guide."""
    files = {
        "Package.swift": f"""// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Gauge",
    platforms: [.macOS(.v14)],
    dependencies: [.package(url: "{URL}", from: "{version}")],
    targets: [
        .target(
            name: "Gauges", dependencies: [.product(name: "ComponentKit", package: "design-snapshots")],
            resources: [.copy("Tokens/Meter.tokens.json")]),
        .executableTarget(
            name: "GaugeSnapshot", dependencies: ["Gauges", .product(name: "SnapshotCommandLine", package: "design-snapshots")]),
        .testTarget(
            name: "GaugesTests",
            dependencies: ["Gauges", .product(name: "SnapshotAssertions", package: "design-snapshots")]),
    ]
)
""",
        ".gitignore": ".build/\n.swiftpm/\nsnapshot-output/\n",
        "Sources/GaugeSnapshot/main.swift": "import Gauges\nimport SnapshotCommandLine\n\nSnapshotCommand.main(catalog: .gauges)\n",
        "Sources/Gauges/Catalog+Gauges.swift": "import ComponentKit\n\nextension Catalog {\n    public static let gauges = Catalog([Meter.self])\n}\n",
        "Tests/GaugesTests/MeterTests.swift": """import Gauges
import SnapshotAssertions
import Testing

@Suite struct MeterTests {
    @Test func matrix() throws { try assertSnapshots(of: Meter.self) }
}
""",
        "Sources/Gauges/Tokens/Meter.tokens.json": """{
  "meter": {
    "color": {
      "$type": "color",
      "track": {
        "$value": { "colorSpace": "srgb", "components": [0.898, 0.91, 0.929], "hex": "#e5e8ed" },
        "$extensions": { "modes": { "dark": { "colorSpace": "srgb", "components": [0.2, 0.22, 0.251], "hex": "#333840" } } }
      },
      "fill": {
        "$value": { "colorSpace": "srgb", "components": [0, 0.478, 1], "hex": "#007aff" },
        "$extensions": { "modes": { "dark": { "colorSpace": "srgb", "components": [0.039, 0.518, 1], "hex": "#0a84ff" } } }
      },
      "over": {
        "$value": { "colorSpace": "srgb", "components": [0.847, 0.169, 0.169], "hex": "#d82b2b" },
        "$extensions": { "modes": { "dark": { "colorSpace": "srgb", "components": [1, 0.412, 0.38], "hex": "#ff6961" } } }
      },
      "label": {
        "$value": { "colorSpace": "srgb", "components": [0.102, 0.102, 0.102], "hex": "#1a1a1a" },
        "$extensions": { "modes": { "dark": { "colorSpace": "srgb", "components": [0.949, 0.949, 0.969], "hex": "#f2f2f7" } } }
      }
    },
    "size": {
      "$type": "dimension",
      "width": { "$value": { "value": 120, "unit": "px" } },
      "height": { "$value": { "value": 6, "unit": "px" } },
      "radius": { "$value": { "value": 3, "unit": "px" } },
      "gap": { "$value": { "value": 6, "unit": "px" } }
    },
    "typography": {
      "$type": "typography",
      "value": {
        "$value": {
          "fontFamily": "Proxima Soft", "fontWeight": 600, "fontSize": { "value": 12, "unit": "px" }, "lineHeight": 1.25,
          "letterSpacing": { "value": 0, "unit": "px" }
        }
      }
    }
  }
}
""",
        "Sources/Gauges/Meter.swift": """import ComponentKit
import DesignTokens
import Foundation
import Rendering

/// A bar showing a value from 0 to 1, red past its limit, with the value as text.
public struct Meter: Component {
    public var value: Double
    public var limit: Double?
    public var showsValue: Bool
    public var theme: Theme

    public init(value: Double, limit: Double? = nil, showsValue: Bool = true, theme: Theme = .light) {
        self.value = value
        self.limit = limit
        self.showsValue = showsValue
        self.theme = theme
    }

    public static var tokenTableURL: URL? { Bundle.module.url(forResource: "Meter.tokens", withExtension: "json") }

    public static var matrix: VariantMatrix<Meter> {
        VariantMatrix(base: Meter(value: 0.4))
            .axis("value", \\.value, [0, 0.4, 1])
            .axis("limit", \\.limit, [nil, 0.8])
            .axis("showsValue", \\.showsValue, [true, false])
            .themes(\\.theme)
            .pruning("past the limit without its text is the same bar as with it") { $0.value == 1 && $0.limit != nil && !$0.showsValue }
    }

    public static var stressEnvironments: [RenderEnvironment] { [RenderEnvironment(direction: .rightToLeft)] }

    public var props: [Prop] {
        [
            Prop("value", String(value)), Prop("limit", limit.map { String($0) } ?? "none"), Prop("showsValue", String(showsValue)),
            Prop("theme", theme.name),
        ]
    }

    public struct Layout: ComponentLayout {
        public var size: Size
        var track: Rect
        var fill: Rect
        var radius: Double
        var trackColor: Color
        var fillColor: Color
        var text: TextRun?
        public var textRuns: [TextRun] { text.map { [$0] } ?? [] }
    }

    public func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout {
        let mode = theme.tokenMode
        let tokens = context.tokens
        let width = try tokens.dimension("meter/size/width")
        let height = try tokens.dimension("meter/size/height")
        let gap = try tokens.dimension("meter/size/gap")
        let style = TextStyle(try tokens.typography("meter/typography/value", mode: mode), color: try tokens.color("meter/color/label", mode: mode))
        let rtl = context.environment.isRightToLeft
        var text: TextRun?
        var label = 0.0
        if showsValue {
            let string = "\\(Int(value * 100))%"
            label = Size.wholePoints(try context.fonts.measure(string, style: style).width) + gap
            text = try context.fonts.run(string, style: style, at: Point(x: rtl ? 0 : width + gap, y: 0))
        }
        let lineHeight = showsValue ? style.typography.lineHeight : height
        let track = Rect(x: rtl ? label : 0, y: (lineHeight - height) / 2, width: width, height: height)
        let filled = width * min(value, 1)
        let fill = Rect(x: rtl ? track.maxX - filled : track.minX, y: track.minY, width: filled, height: height)
        let over = limit.map { value > $0 } ?? false
        return Layout(
            size: Size(width: width + label, height: Size.wholePoints(lineHeight)), track: track, fill: fill,
            radius: try tokens.dimension("meter/size/radius"), trackColor: try tokens.color("meter/color/track", mode: mode),
            fillColor: try tokens.color(over ? "meter/color/over" : "meter/color/fill", mode: mode), text: text)
    }

    public func draw(_ layout: Layout, on canvas: Canvas, in context: RenderContext) throws {
        try canvas.fill(.roundedRect(layout.track, radius: layout.radius), with: .color(layout.trackColor))
        if layout.fill.width > 0 {
            try canvas.fill(.roundedRect(layout.fill, radius: layout.radius), with: .color(layout.fillColor))
        }
        if let text = layout.text { try canvas.draw(text) }
    }

    public func accessibilityElements(of layout: Layout, in context: RenderContext) throws -> [AccessibilityElement] {
        [AccessibilityElement(role: .adjustable, label: "Storage", value: "\\(Int(value * 100))%", frame: Rect(size: layout.size))]
    }
}
""",
    }
    for path, body in files.items():
        full = os.path.join(package, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        open(full, "w", encoding="utf-8").write(body)


def fresh_package(version):
    """The package afresh (its .build kept, without what it kept of the harness, whose tag moves)."""
    os.makedirs(package, exist_ok=True)
    for entry in os.listdir(package):
        if entry != ".build":
            path = os.path.join(package, entry)
            shutil.rmtree(path) if os.path.isdir(path) and not os.path.islink(path) else os.remove(path)
    build = os.path.join(package, ".build")
    stale = [os.path.join(build, "checkouts", "design-snapshots"), os.path.join(build, "workspace-state.json")]
    repositories = os.path.join(build, "repositories")
    if os.path.isdir(repositories):
        stale += [os.path.join(repositories, entry) for entry in os.listdir(repositories) if entry.startswith("design-snapshots-")]
    for path in stale:
        shutil.rmtree(path) if os.path.isdir(path) else (os.remove(path) if os.path.exists(path) else None)
    write_package(version)


def accept_commands(output):
    """The command lines a failing `swift test` printed to accept its failures, in order, each once,
    with whether it must succeed: the cause route when printed (its verify, which fails, as it found
    the change; then each approve), else (or with --record) the test's record command."""
    lines = [re.sub(r"^↳\s?", "", line).strip() for line in output.splitlines()]
    commands = []
    for line in lines if not record_route else []:
        found = re.match(r"accept this change after `([^`]+)`: (.+)$", line)
        if found:
            for command, must in [(found.group(1), None)] + [(command.strip(), True) for command in found.group(2).split("; ")]:
                if command not in [known for known, _ in commands]:
                    commands.append((command, must))
    if commands:
        return commands
    for line in lines:
        found = re.match(r"accept every failure of this test: (.+)$", line)
        if found:
            return [(found.group(1), True)]
    return []


def outside_components():
    """Changed or new files outside the client's component folders of Snapshots/."""
    changed = [line[3:] for line in git("status", "--porcelain", "--untracked-files=all").splitlines()]
    return [path for path in changed if not any(path.startswith(f"Snapshots/{name}/") for name in COMPONENTS)]


def loop(name, env):
    """One change's loop: swift test fails, the printed command accepts, everything green."""
    failing = run(f"{name}: swift test fails", ["swift", "test"], env, expect_success=False)
    commands = accept_commands(failing.stdout + failing.stderr)
    if not commands:
        raise StepFailed(f"{name}: the failing test printed no command that accepts it")
    if any("swift run snapshot " in command for command, _ in commands):
        raise StepFailed(f"{name}: the failure names the harness's own command line: {commands}")
    for command, must_succeed in commands:
        result = run(f"{name}: as printed: {command}", command, env, expect_success=must_succeed, shell=True)
        said = re.search(r"^↳ (recorded \d+ files? \(.*\))$", result.stdout, re.M)
        if "SNAPSHOT_TESTING_RECORD=" in command and not said:
            raise StepFailed(f"{name}: recording from the test did not say what it wrote")
        if said:
            print(f"ok   {name}: the test said: {said.group(1)}")
    run(f"{name}: swift test passes", ["swift", "test"], env)
    run(f"{name}: the client's verify passes", f"{PLUGIN} verify --quiet", env, shell=True)
    outside = outside_components()
    if outside:
        raise StepFailed(f"{name}: git status shows files outside the components' folders: {outside}")
    changed = git("status", "--porcelain").splitlines()
    print(f"ok   {name}: git status shows {len(changed)} changes, all under Snapshots/{'|'.join(COMPONENTS)}/")
    git("add", "-A")
    git("commit", "-q", "-m", f"{name}: accepted")


CHANGES = [
    ("token", lambda: edit("Sources/Gauges/Tokens/Meter.tokens.json", '"components": [0, 0.478, 1], "hex": "#007aff"',
                           '"components": [0, 0.4, 0.8], "hex": "#0066cc"')),
    ("drawing", lambda: edit("Sources/Gauges/Meter.swift", "try canvas.fill(.roundedRect(layout.fill, radius: layout.radius)",
                             "try canvas.fill(.roundedRect(layout.fill, radius: layout.radius / 2)")),
    ("axis", lambda: edit("Sources/Gauges/Meter.swift", '.axis("value", \\.value, [0, 0.4, 1])', '.axis("value", \\.value, [0, 0.4, 0.7, 1])')),
    ("rename", lambda: (edit("Sources/Gauges/Tokens/Meter.tokens.json", '"track": {', '"rail": {'),
                        edit("Sources/Gauges/Meter.swift", '"meter/color/track"', '"meter/color/rail"'))),
]


def main():
    if not os.path.isdir(origin_path(root)):
        print("FAIL no tagged clone of this checkout: run make readme-check (scripts/readme_check.py) first")
        sys.exit(1)
    version = changelog.version(root)
    env = redirected(os.environ, URL, root)
    for name in ("SNAPSHOT_TESTING_RECORD", "SNAPSHOT_COMMAND"):
        env.pop(name, None)
    forget_origin(root, URL)
    started = time.time()
    fresh_package(version)
    try:
        run(f"resolve {URL} from: {version} (the tagged clone)", ["swift", "package", "resolve"], env)
        run("build the client and its tests", ["swift", "build", "--build-tests"], env)
        run("record its references (the plugin)", f"{PLUGIN} record", env, shell=True)
        run("its tests pass", ["swift", "test"], env)
        git("init", "-q")
        git("add", "-A")
        git("add", "-f", "Package.resolved")
        git("commit", "-q", "-m", "Gauge, recorded")
    except StepFailed as failure:
        print(f"client-loop: the client could not be set up ({failure})")
        sys.exit(1)
    print(f"client-loop: the client recorded and green in {time.time() - started:.0f} s")
    results = []
    for name, change in CHANGES:
        started = time.time()
        try:
            change()
            git("add", "-A")
            git("commit", "-q", "-m", name)
            loop(name, env)
            results.append((name, "passed"))
        except StepFailed as failure:
            results.append((name, f"failed: {failure}"))
            if not keep_going:
                break
            # The next change starts from what is committed: this one's accept is dropped.
            git("reset", "-q", "--hard")
            git("clean", "-q", "-fd", "Snapshots")
        print(f"client-loop: {name} in {time.time() - started:.0f} s")
    forget_origin(root, URL)
    for name, outcome in results:
        print(f"client-loop: {name}: {outcome}")
    sys.exit(0 if len(results) == len(CHANGES) and all(outcome == "passed" for _, outcome in results) else 1)


main()
