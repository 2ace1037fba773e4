// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "docpkg",
  products: [
    .library(name: "Imaging", targets: ["Imaging"]),
    .library(name: "DocumentPackages", targets: ["DocumentPackages"]),
    .executable(name: "docpkg", targets: ["docpkg"]),
  ],
  targets: [
    // Libraries
    .target(name: "Imaging", dependencies: ["CFreeType", "CFontconfig"]),
    .target(name: "DocumentPackages", dependencies: ["CZlib"]),

    // C libraries
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(
      name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),

    // Tools
    .executableTarget(
      name: "docpkg",
      dependencies: []
    ),

    // Tests
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "CLITests", dependencies: ["docpkg", "TestSupport"]),
    .testTarget(name: "ImagingTests", dependencies: ["Imaging", "TestSupport"]),
    .testTarget(name: "DocumentPackagesTests", dependencies: ["DocumentPackages", "TestSupport"]),
  ]
)

// Shared Swift settings for every Swift target.
for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny")
    ]
}
