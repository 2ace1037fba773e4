// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "docpkg",
  products: [
    .library(name: "Imaging", targets: ["Imaging"]),
    .executable(name: "docpkg", targets: ["docpkg"]),
  ],
  targets: [
    // Libraries
    .target(name: "Imaging", dependencies: ["CGIF", "CTIFF", "CWebP"]),

    // C libraries
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
    .systemLibrary(name: "CTIFF", pkgConfig: "libtiff-4", providers: [.apt(["libtiff-dev"])]),
    .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),

    // Tools
    .executableTarget(
      name: "docpkg",
      dependencies: []
    ),

    // Tests
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "CLITests", dependencies: ["docpkg", "TestSupport"]),
    .testTarget(name: "ImagingTests", dependencies: ["Imaging", "TestSupport"]),
  ]
)

// Shared Swift settings for every Swift target.
for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny")
    ]
}
