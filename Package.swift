// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "docpkg",
  products: [
    .library(name: "Imaging", targets: ["Imaging"]),
    .library(name: "FileWrappers", targets: ["FileWrappers"]),
    .executable(name: "docpkg", targets: ["docpkg"]),
  ],
  targets: [
    // Libraries
    .target(name: "Imaging", dependencies: []),
    .target(name: "FileWrappers", dependencies: []),

    // C libraries
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

    // Tools
    .executableTarget(
      name: "docpkg",
      dependencies: ["FileWrappers"]
    ),
    .executableTarget(name: "fw-save-stress", dependencies: ["FileWrappers"]),

    // Tests
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "CLITests", dependencies: ["docpkg", "TestSupport"]),
    .testTarget(
      name: "FileWrappersTests", dependencies: ["FileWrappers", "fw-save-stress", "TestSupport"]),
  ]
)

// Shared Swift settings for every Swift target.
for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny")
    ]
}
