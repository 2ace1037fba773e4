// swift-tools-version:6.0
import PackageDescription

// An outside package written against Apple's NSFileVersion API. On macOS it uses
// Foundation's class; on Linux, docpkg's FileVersions module (the same names).
let package = Package(
  name: "NSFileVersionClient",
  platforms: [.macOS(.v13)],
  products: [.library(name: "ConflictScreen", targets: ["ConflictScreen"])],
  dependencies: [.package(name: "docpkg", path: "../..")],
  targets: [
    .target(
      name: "ConflictScreen",
      dependencies: [
        .product(name: "FileVersions", package: "docpkg", condition: .when(platforms: [.linux]))
      ]),
    .testTarget(name: "ConflictScreenTests", dependencies: ["ConflictScreen"]),
  ]
)
