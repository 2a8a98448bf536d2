// swift-tools-version: 6.0
import PackageDescription

/// Snapshot-testing harness for mobile design systems, with the EB design system as its catalog.
///
/// The module graph (a module → what it depends on; C only under `Rendering`, and `CAllocator`, the
/// bench's one call into glibc's allocator, under `SnapshotHarness`):
///
///     SnapshotCLI            → SnapshotCommandLine, EBComponents   (`snapshot` = main(catalog: .eb))
///     SnapshotCommandLine    → SnapshotHarness, ArgumentParser     (no catalog of its own)
///     SnapshotHarness        → SnapshotRendering, SnapshotCauses, ComponentKit, Mustache, CAllocator   (Run/ Report/ Approve/ Maintenance/)
///     SnapshotCauses         → ComponentKit, Rendering, DesignTokens   (the one cause engine)
///     SnapshotAssertions,
///     SnapshotTestingImages  → SnapshotRendering, ComponentKit (+ SnapshotTesting)
///     EBComponents           → ComponentKit                        (the EB catalog, like any client's)
///     ComponentKit           → Rendering, DesignTokens             (the kit: names no component)
///     SnapshotRendering      → SnapshotCore, Rendering, PixelDiff  (the core's images and fonts)
///     SnapshotCore           → nothing                             (strategies, check, store, file rules)
///     Rendering              → CCairo, CPango, CLibPNG, CDeflate, DeflateKit, DesignTokens
///     DesignTokens, PixelDiff,
///     DeflateKit             → nothing                             (pure Swift)
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
                "SnapshotCore", "SnapshotRendering", "SnapshotCauses", "Rendering", "DesignTokens", "ComponentKit", "PixelDiff",
                "CAllocator",
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

        // MARK: Tests (mirror Sources)
        // What the test targets share: the package's paths, the EB design system, temporary
        // folders, workspaces and packages, the command-line runner, seeded randomness, test images.
        .target(
            name: "SnapshotTestSupport",
            dependencies: [
                "SnapshotCore", "SnapshotRendering", "SnapshotCommandLine", "ComponentKit", "EBComponents", "Rendering", "DesignTokens",
            ],
            path: "Tests/SnapshotTestSupport"
        ),
        .testTarget(
            name: "DesignTokensTests", dependencies: ["DesignTokens"],
            resources: [
                .copy("Fixtures/tokens-studio-export.json"), .copy("Fixtures/style-dictionary-shadows.json"),
                .copy("Fixtures/primer-shapes.json"),
            ]),
        .testTarget(name: "PixelDiffTests", dependencies: ["PixelDiff", "SnapshotTestSupport"]),
        .testTarget(name: "DeflateKitTests", dependencies: ["DeflateKit", "CDeflate"]),
        .testTarget(
            name: "RenderingTests", dependencies: ["Rendering", "CCairo", "CPango", "CDrawingProbe", "SnapshotTestSupport"]),
        // Counts calls into Cairo's stroker and glyph cache inside the test binary (the drawing policy tests).
        .target(name: "CDrawingProbe", dependencies: ["CCairo"], path: "Tests/CDrawingProbe", linkerSettings: [.linkedLibrary("dl")]),
        .testTarget(
            name: "ComponentKitTests",
            dependencies: ["ComponentKit", "EBComponents", "SnapshotHarness", "SnapshotTestSupport"],
            resources: [.copy("Fixtures/Chip/Chip.tokens.json")]
        ),
        .testTarget(
            name: "EBComponentsTests",
            dependencies: ["EBComponents", "ComponentKit", "SnapshotHarness", "SnapshotTestSupport", "CDrawingProbe"]
        ),
        .testTarget(name: "SnapshotCausesTests", dependencies: ["SnapshotCauses", "ComponentKit", "DesignTokens", "Rendering"]),
        .testTarget(name: "SnapshotCoreTests", dependencies: ["SnapshotCore", "SnapshotRendering", "SnapshotTestSupport"]),
        .testTarget(
            name: "SnapshotRenderingTests",
            dependencies: ["SnapshotRendering", "SnapshotCore", "ComponentKit", "PixelDiff", "EBComponents", "SnapshotTestSupport"]
        ),
        .testTarget(
            name: "SnapshotHarnessTests",
            dependencies: ["SnapshotHarness", "SnapshotCore", "SnapshotRendering", "SnapshotCauses", "EBComponents", "SnapshotTestSupport"]
        ),
        .testTarget(
            name: "SnapshotAssertionsTests",
            dependencies: [
                "SnapshotAssertions", "SnapshotCore", "SnapshotRendering", "ComponentKit", "EBComponents", "SnapshotTestSupport",
            ]
        ),
        .testTarget(
            name: "SnapshotTestingImagesTests",
            dependencies: [
                "SnapshotTestingImages", "ComponentKit", "EBComponents", "SnapshotTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "SnapshotCommandLineTests",
            dependencies: ["SnapshotCLI", "SnapshotCommandLine", "ComponentKit", "EBComponents", "DesignTokens", "SnapshotTestSupport"],
            exclude: ["TokenCorpus"]
        ),
    ]
)
