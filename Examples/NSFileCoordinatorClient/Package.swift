// swift-tools-version:6.0
import PackageDescription

// An outside package written against Apple's NSFileCoordinator API. On macOS it uses
// Foundation's; on Linux, docpkg's FileWrappers (path dependency on the repository root).
let package = Package(
  name: "NSFileCoordinatorClient",
  platforms: [.macOS(.v13)],
  products: [.library(name: "CoordinatedNotes", targets: ["CoordinatedNotes"])],
  dependencies: [.package(name: "docpkg", path: "../..")],
  targets: [
    .target(
      name: "CoordinatedNotes",
      dependencies: [
        .product(name: "FileWrappers", package: "docpkg", condition: .when(platforms: [.linux]))
      ]),
    .testTarget(name: "CoordinatedNotesTests", dependencies: ["CoordinatedNotes"]),
  ]
)
