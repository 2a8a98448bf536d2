// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A client of the snapshot harness: its own component (Badge, with its own DTCG tokens), a screen
// composed with an EB component, per-test snapshots, a swift-snapshot-testing test, and its own
// `snapshot` command line over its catalog.
//
// It depends on the harness by path. A path dependency's identity is its folder's name, so it
// is read here; a package depending on a release writes
// `.package(url: "<the harness's repository>", from: "<version>")` and uses that identity.
let harness = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
let harnessIdentity = harness.lastPathComponent.lowercased()

let package = Package(
    name: "ClientApp",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "ClientComponents",
            dependencies: [
                .product(name: "ComponentKit", package: harnessIdentity),
                .product(name: "EBComponents", package: harnessIdentity),
                .product(name: "DesignTokens", package: harnessIdentity),
                .product(name: "Rendering", package: harnessIdentity),
            ],
            resources: [.process("Tokens")]
        ),
        .executableTarget(
            name: "ClientSnapshot",
            dependencies: [
                "ClientComponents",
                .product(name: "SnapshotCommandLine", package: harnessIdentity),
            ]
        ),
        .testTarget(
            name: "ClientComponentsTests",
            dependencies: [
                "ClientComponents",
                .product(name: "SnapshotAssertions", package: harnessIdentity),
                .product(name: "SnapshotCore", package: harnessIdentity),
                .product(name: "SnapshotTestingImages", package: harnessIdentity),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
