// swift-tools-version: 6.0
import PackageDescription

/// `snapshot-review`: serves the last verify report on the loopback interface with Accept buttons.
///
/// A package of its own so the HTTP server (Hummingbird and SwiftNIO) stays out of the main
/// package's build: `swift build` and `swift test` there never compile it. `swift run snapshot
/// review` builds and starts it (the first build takes a few minutes).
let package = Package(
    name: "ReviewServer",
    platforms: [.macOS(.v14)],
    products: [.executable(name: "snapshot-review", targets: ["SnapshotReview"])],
    dependencies: [
        .package(name: "DesignSnapshots", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        // Already in the graph through Hummingbird: named for the connection guard's channel handler.
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "SnapshotReview",
            dependencies: [
                .product(name: "SnapshotHarness", package: "DesignSnapshots"),
                .product(name: "SnapshotCore", package: "DesignSnapshots"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ]
        ),
        // The real server on loopback, driven by raw HTTP requests (paths sent as written).
        .testTarget(
            name: "SnapshotReviewTests",
            dependencies: ["SnapshotReview", .product(name: "SnapshotCore", package: "DesignSnapshots")]
        ),
    ]
)
