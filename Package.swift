// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "docpkg",
  products: [
    .library(name: "Imaging", targets: ["Imaging"]),
    .library(name: "RichText", targets: ["RichText"]),
    .executable(name: "docpkg", targets: ["docpkg"]),
  ],
  targets: [
    // Libraries
    .target(name: "Imaging", dependencies: []),
    .target(name: "RichText", dependencies: []),

    // C libraries
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

    // Tools
    .executableTarget(
      name: "docpkg",
      dependencies: ["RichText"]
    ),

    // Tests
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "CLITests", dependencies: ["docpkg", "TestSupport"]),
    .testTarget(name: "RichTextTests", dependencies: ["RichText", "TestSupport"]),
  ]
)

// Shared Swift settings for every Swift target.
for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny")
    ]
}
