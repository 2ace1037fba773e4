// swift-tools-version:6.0
import PackageDescription

// The model layer of the iCloud Notes tutorial app, written against Apple's UIDocument and
// NSMetadataQuery. On iOS and Mac Catalyst it uses UIKit and Foundation; on Linux, docpkg's
// DocumentApps module (the same names).
let package = Package(
  name: "ICloudNotesClient",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [.library(name: "ICloudNotesModel", targets: ["ICloudNotesModel"])],
  dependencies: [.package(name: "docpkg", path: "../..")],
  targets: [
    .target(
      name: "ICloudNotesModel",
      dependencies: [
        .product(name: "DocumentApps", package: "docpkg", condition: .when(platforms: [.linux]))
      ]),
    .testTarget(name: "ICloudNotesModelTests", dependencies: ["ICloudNotesModel"]),
  ]
)
