// swift-tools-version:6.0
import PackageDescription

// The model layer of a Notes app, written against Apple's UIDocument, FileWrapper and
// NSFileVersion. On iOS and Mac Catalyst it uses UIKit and Foundation; on Linux, docpkg's
// DocumentApps module (the same names).
let package = Package(
  name: "NotesDocumentClient",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [.library(name: "NotesModel", targets: ["NotesModel"])],
  dependencies: [.package(name: "docpkg", path: "../..")],
  targets: [
    .target(
      name: "NotesModel",
      dependencies: [
        .product(name: "DocumentApps", package: "docpkg", condition: .when(platforms: [.linux]))
      ]),
    .testTarget(name: "NotesModelTests", dependencies: ["NotesModel"]),
  ]
)
