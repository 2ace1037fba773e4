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
    .target(name: "Imaging", dependencies: ["CImagingShims", "CZlib"]),

    // C libraries
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(name: "CPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
    .target(name: "CImagingShims", dependencies: ["CPNG", "CJPEG"]),

    // Tools
    .executableTarget(
      name: "docpkg",
      dependencies: ["Imaging"]
    ),

    // Tests
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "CLITests", dependencies: ["docpkg", "Imaging", "TestSupport"]),
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
