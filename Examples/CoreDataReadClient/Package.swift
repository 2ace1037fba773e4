// swift-tools-version:6.0
import PackageDescription

// An outside package written against Apple's Core Data API. On macOS it uses Apple's
// framework; on Linux, docpkg's CoreData module (the same names), which reads SQLite
// stores read-only.
let package = Package(
  name: "CoreDataReadClient",
  platforms: [.macOS(.v13)],
  products: [.library(name: "MenuReader", targets: ["MenuReader"])],
  dependencies: [.package(name: "docpkg", path: "../..")],
  targets: [
    .target(
      name: "MenuReader",
      dependencies: [
        .product(name: "CoreData", package: "docpkg", condition: .when(platforms: [.linux]))
      ]),
    .testTarget(name: "MenuReaderTests", dependencies: ["MenuReader"]),
  ]
)
