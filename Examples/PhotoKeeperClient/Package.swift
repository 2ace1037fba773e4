// swift-tools-version:6.0
import PackageDescription

// The model layer of PhotoKeeper, written against Apple's UIDocument, NSMetadataQuery,
// NSKeyedArchiver and FileManager.setUbiquitous. On iOS and Mac Catalyst it uses UIKit and Foundation; on Linux, docpkg's
// DocumentApps module (the same names).
let package = Package(
  name: "PhotoKeeperClient",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [.library(name: "PhotoKeeperModel", targets: ["PhotoKeeperModel"])],
  dependencies: [.package(name: "docpkg", path: "../..")],
  targets: [
    .target(
      name: "PhotoKeeperModel",
      dependencies: [
        .product(name: "DocumentApps", package: "docpkg", condition: .when(platforms: [.linux]))
      ]),
    .testTarget(name: "PhotoKeeperModelTests", dependencies: ["PhotoKeeperModel"]),
  ]
)
