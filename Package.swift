// swift-tools-version: 6.0
import PackageDescription

/// Snapshot-testing harness for mobile design systems, with the EB design system as its catalog.
///
/// The module graph (a module → what it depends on; C only under `Rendering`, and `CAllocator`, the
/// bench's one call into glibc's allocator, under `SnapshotBench`, which no product links):
///
///     SnapshotBenchCLI       → SnapshotBench, EBComponents         (`snapshot-bench`, this repository's own tool)
///     SnapshotBench          → SnapshotCommandLine, PixelDiff, CAllocator   (its command, scenarios, timing, typed report)
///     SnapshotCLI            → SnapshotCommandLine, EBComponents   (`snapshot` = main(catalog: .eb))
///     SnapshotCommandLine    → SnapshotHarness, ArgumentParser     (no catalog of its own, no bench)
///     SnapshotHarness        → SnapshotRendering, SnapshotCauses, ComponentKit, Mustache   (Run/ Report/ Approve/ Maintenance/)
///     SnapshotCauses         → ComponentKit, Rendering, DesignTokens   (the one cause engine)
///     SnapshotAssertions     → SnapshotHarness, SnapshotCauses, ComponentKit   (the runner, for a component's files)
///     SnapshotTestingImages  → SnapshotRendering, ComponentKit (+ SnapshotTesting)
///     EBComponents           → ComponentKit                        (the EB catalog, like any client's)
///     ComponentKit           → Rendering, DesignTokens             (the kit: names no component)
///     SnapshotRendering      → SnapshotCore, Rendering, PixelDiff  (the core's images and fonts)
///     SnapshotCore           → nothing                             (strategies, check, store, file rules)
///     Rendering              → CCairo, CPango, CLibPNG, CDeflate, DeflateKit, DesignTokens
///     DesignTokens, PixelDiff,
///     DeflateKit             → nothing                             (pure Swift)
///
/// The tests mirror it: `<Module>Tests` tests `<Module>` and compiles only it, what it depends on and
/// the support layers it needs (`TestSupport` → nothing, `RenderingTestSupport` → Rendering,
/// `ComponentFixtures` → ComponentKit, `EBTestSupport` → EBComponents, `EndToEndSupport` → the
/// command line; see MARK: Tests), checked by layer (`scripts/layers.py`: a test target compiles its
/// layer and those below). So SnapshotCoreTests and PixelDiffTests compile no C and no catalog, and
/// ComponentKitTests runs on the kit's own fixtures, without EB or the harness.
let package = Package(
    name: "DesignSnapshots",
    platforms: [.macOS(.v14)],
    // What a client package depends on: the kit and the EB catalog to write and compose components
    // with, the drawing vocabulary (Rendering) and token tables (DesignTokens) their code names, the
    // assertions, the swift-snapshot-testing strategies, the core (RecordMode, Snapshotting,
    // Workspace) and its image strategy and Tolerance (SnapshotRendering), and the command line.
    // SnapshotHarness is a product for Tools/ReviewServer alone (ReviewSession over a Workspace).
    // PixelDiff is not: the comparison engine stays inside the package.
    products: [
        .executable(name: "snapshot", targets: ["SnapshotCLI"]),
        // This repository's benchmark over the EB catalog (`swift run -c release snapshot-bench`): an
        // executable, so no client links it; SnapshotBench and CAllocator are in no library product.
        .executable(name: "snapshot-bench", targets: ["SnapshotBenchCLI"]),
        .library(name: "SnapshotCommandLine", targets: ["SnapshotCommandLine"]),
        .library(name: "SnapshotAssertions", targets: ["SnapshotAssertions"]),
        .library(name: "SnapshotTestingImages", targets: ["SnapshotTestingImages"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "DesignTokens", targets: ["DesignTokens"]),
        .library(name: "ComponentKit", targets: ["ComponentKit"]),
        .library(name: "EBComponents", targets: ["EBComponents"]),
        .library(name: "SnapshotCore", targets: ["SnapshotCore"]),
        .library(name: "SnapshotRendering", targets: ["SnapshotRendering"]),
        .library(name: "SnapshotHarness", targets: ["SnapshotHarness"]),
        .plugin(name: "SnapshotPlugin", targets: ["SnapshotPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // MARK: `swift package snapshot …`: builds the package's command-line executable and runs it
        .plugin(
            name: "SnapshotPlugin",
            capability: .command(
                intent: .custom(verb: "snapshot", description: "Run this package's snapshot command line (list, record, verify, …)."),
                permissions: [.writeToPackageDirectory(reason: "record and approve write references under Snapshots/")]
            )
        ),

        // MARK: System libraries (C at the edge)
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo fontconfig harfbuzz freetype2",
            providers: [
                .apt(["libpango1.0-dev", "libfontconfig-dev", "libharfbuzz-dev", "libfreetype-dev"]),
                .brew(["pango", "fontconfig", "harfbuzz", "freetype"]),
            ]
        ),
        // Inflates PNG image data for the decoder: whole-buffer, into exactly the pixels' size.
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng zlib",
            providers: [.apt(["libpng-dev", "zlib1g-dev"]), .brew(["libpng", "zlib"])]
        ),

        // MARK: Libraries
        .target(
            name: "DesignTokens"
        ),
        .target(
            name: "PixelDiff"
        ),
        // The benchmark's one call into the C allocator (glibc's malloc_trim), so each entry's peak
        // memory is its own.
        .target(
            name: "CAllocator"
        ),
        // The PNG writer's deflate: the package's own, so the same pixels give the same bytes on
        // every machine whatever its zlib or libdeflate.
        .target(
            name: "DeflateKit"
        ),
        .target(
            name: "Rendering",
            dependencies: ["CCairo", "CPango", "CLibPNG", "CDeflate", "DeflateKit", "DesignTokens"],
            // The default fonts (Inter as the Proxima Soft stand-in), used when a workspace has no Fonts/.
            resources: [.copy("Fonts")]
        ),
        // The component kit: the protocol, catalogs, the design system, layout, environment,
        // accessibility and the matrix. It names no component and ships no token table.
        .target(
            name: "ComponentKit",
            dependencies: ["Rendering", "DesignTokens"]
        ),
        // The EB catalog: nine components and their token tables, on the kit exactly as a client's are.
        .target(
            name: "EBComponents",
            dependencies: ["ComponentKit", "Rendering", "DesignTokens"],
            resources: [.process("Tokens")]
        ),
        // The core: strategies, diffing, the one check, record modes, the reference store and the
        // file rules (containment, atomic writes, locks). It knows no component, no catalog and
        // no C library.
        .target(
            name: "SnapshotCore"
        ),
        // The core's images: the PNG-backed image strategy, pixelmatch comparison and tolerance,
        // and where a workspace's fonts are (the adapter between the core and Rendering).
        .target(
            name: "SnapshotRendering",
            dependencies: ["SnapshotCore", "Rendering", "PixelDiff"]
        ),
        // Why a snapshot failed: provenance compared and, where it takes more than one candidate,
        // images rendered again with one input reverted. The one cause engine.
        .target(
            name: "SnapshotCauses",
            dependencies: ["ComponentKit", "Rendering", "DesignTokens"]
        ),
        .target(
            name: "SnapshotHarness",
            dependencies: [
                "SnapshotCore", "SnapshotRendering", "SnapshotCauses", "Rendering", "DesignTokens", "ComponentKit",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            resources: [.copy("Report/Templates")]
        ),

        // MARK: Assertions for any package's tests
        .target(
            name: "SnapshotAssertions",
            dependencies: ["SnapshotCore", "SnapshotRendering", "SnapshotCauses", "SnapshotHarness", "ComponentKit", "Rendering"]
        ),

        // Linux image strategies for pointfreeco/swift-snapshot-testing: its own module, so a test
        // importing both SnapshotTesting and this harness sees one Snapshotting.
        .target(
            name: "SnapshotTestingImages",
            dependencies: [
                "ComponentKit", "Rendering", "SnapshotCore", "SnapshotRendering", "PixelDiff",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),

        // MARK: Command line
        .target(
            name: "SnapshotCommandLine",
            dependencies: [
                "SnapshotHarness",
                "SnapshotCore",
                "SnapshotRendering",
                "ComponentKit",
                "Rendering",
                "DesignTokens",
                "PixelDiff",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "SnapshotCLI",
            dependencies: ["SnapshotCommandLine", "ComponentKit", "EBComponents"]
        ),

        // MARK: This repository's benchmark (only the `snapshot-bench` executable: clients never link it)
        // `snapshot-bench`: its command, scenarios, the timing and peak-memory machinery, and the
        // typed report its `--json` prints (its types are `package`).
        .target(
            name: "SnapshotBench",
            dependencies: [
                "SnapshotCommandLine", "SnapshotHarness", "SnapshotCore", "SnapshotRendering", "Rendering", "DesignTokens", "ComponentKit",
                "PixelDiff", "CAllocator", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "SnapshotBenchCLI",
            dependencies: ["SnapshotBench", "SnapshotCommandLine", "EBComponents"]
        ),

        // MARK: Tests (mirror Sources)
        // What the test targets share, in layers, so a test target compiles only what it tests
        // (`python3 scripts/layers.py .` prints what each one compiles):
        //
        //     TestSupport           → nothing (Foundation)   temporary folders, workspace folders and client
        //                                                    packages, the package's paths, seeded randomness,
        //                                                    special files (FIFOs, sockets, devices), git fixtures
        //     RenderingTestSupport  → Rendering              test images
        //     ComponentFixtures     → ComponentKit           the kit's own fixture components (Chip, LabelFixture)
        //     EBTestSupport         → EBComponents, SnapshotRendering, RenderingTestSupport, TestSupport
        //                                                    the shared EB system, the package's workspace and
        //                                                    copies of it, motion frames, the SmallDot fixture
        //     EndToEndSupport       → SnapshotCommandLine, EBComponents, TestSupport
        //                                                    the command-line runner, throwaway packages
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .target(name: "RenderingTestSupport", dependencies: ["Rendering", "DesignTokens"], path: "Tests/RenderingTestSupport"),
        .target(
            name: "ComponentFixtures",
            dependencies: ["ComponentKit", "Rendering", "DesignTokens"],
            path: "Tests/ComponentFixtures",
            resources: [.copy("Chip/Chip.tokens.json")]
        ),
        .target(
            name: "EBTestSupport",
            dependencies: [
                "EBComponents", "ComponentKit", "Rendering", "DesignTokens", "SnapshotCore", "SnapshotRendering", "RenderingTestSupport",
                "TestSupport",
            ],
            path: "Tests/EBTestSupport"
        ),
        .target(
            name: "EndToEndSupport",
            dependencies: ["SnapshotCommandLine", "ComponentKit", "EBComponents", "TestSupport"],
            path: "Tests/EndToEndSupport"
        ),
        .testTarget(
            name: "DesignTokensTests", dependencies: ["DesignTokens", "TestSupport"],
            resources: [
                .copy("Fixtures/tokens-studio-export.json"), .copy("Fixtures/style-dictionary-shadows.json"),
                .copy("Fixtures/primer-shapes.json"),
            ]),
        .testTarget(name: "PixelDiffTests", dependencies: ["PixelDiff", "TestSupport"]),
        .testTarget(name: "DeflateKitTests", dependencies: ["DeflateKit", "CDeflate", "TestSupport"]),
        .testTarget(
            name: "RenderingTests",
            dependencies: ["Rendering", "DesignTokens", "CCairo", "CPango", "CDrawingProbe", "TestSupport", "RenderingTestSupport"]),
        // Counts calls into Cairo's stroker and glyph cache inside the test binary (the drawing policy tests).
        .target(name: "CDrawingProbe", dependencies: ["CCairo"], path: "Tests/CDrawingProbe", linkerSettings: [.linkedLibrary("dl")]),
        // The kit on its own fixtures: no catalog, no harness.
        .testTarget(
            name: "ComponentKitTests",
            dependencies: ["ComponentKit", "Rendering", "DesignTokens", "ComponentFixtures", "TestSupport"]
        ),
        .testTarget(
            name: "EBComponentsTests",
            dependencies: [
                "EBComponents", "ComponentKit", "Rendering", "DesignTokens", "SnapshotRendering", "EBTestSupport", "TestSupport",
                "CDrawingProbe",
            ]
        ),
        .testTarget(name: "SnapshotCausesTests", dependencies: ["SnapshotCauses", "ComponentKit", "DesignTokens", "Rendering"]),
        .testTarget(name: "SnapshotCoreTests", dependencies: ["SnapshotCore", "TestSupport"]),
        .testTarget(
            name: "SnapshotRenderingTests",
            dependencies: ["SnapshotRendering", "SnapshotCore", "Rendering", "PixelDiff", "TestSupport", "RenderingTestSupport"]
        ),
        .testTarget(
            name: "SnapshotHarnessTests",
            dependencies: [
                "SnapshotHarness", "SnapshotCore", "SnapshotRendering", "SnapshotCauses", "ComponentKit", "Rendering", "DesignTokens",
                "EBComponents", "TestSupport", "RenderingTestSupport", "ComponentFixtures", "EBTestSupport", "CDrawingProbe",
            ]
        ),
        .testTarget(
            name: "SnapshotBenchTests",
            dependencies: ["SnapshotBench", "SnapshotCommandLine", "ComponentKit", "EBComponents", "TestSupport"]),
        .testTarget(
            name: "SnapshotAssertionsTests",
            dependencies: [
                "SnapshotAssertions", "SnapshotCore", "SnapshotRendering", "ComponentKit", "Rendering", "EBComponents", "TestSupport",
                "ComponentFixtures", "EBTestSupport", "EndToEndSupport",
            ]
        ),
        .testTarget(
            name: "SnapshotTestingImagesTests",
            dependencies: [
                "SnapshotTestingImages", "ComponentKit", "Rendering", "EBComponents", "TestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "SnapshotCommandLineTests",
            dependencies: [
                "SnapshotCLI", "SnapshotCommandLine", "SnapshotCore", "ComponentKit", "Rendering", "EBComponents", "DesignTokens",
                "TestSupport", "ComponentFixtures", "EBTestSupport", "EndToEndSupport",
            ],
            exclude: ["TokenCorpus"]
        ),
    ]
)
