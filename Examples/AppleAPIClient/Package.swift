// swift-tools-version:6.0
// A client written against Apple's APIs (Foundation's FileWrapper, UniformTypeIdentifiers'
// UTType, AppKit's NSAttributedString RTF/RTFD). On macOS it uses Apple's frameworks; on
// Linux the same source builds against docpkg (a path dependency on the repository root).
import PackageDescription

let linux: [Platform] = [.linux]

let package = Package(
  name: "AppleAPIClient",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "docpkg", path: "../..")],
  targets: [
    .target(
      name: "AppleAPIClient",
      dependencies: [
        .product(name: "FileWrappers", package: "docpkg", condition: .when(platforms: linux)),
        .product(name: "UniformTypes", package: "docpkg", condition: .when(platforms: linux)),
        .product(name: "AppKitText", package: "docpkg", condition: .when(platforms: linux)),
      ],
      resources: [.copy("Resources/TypeDeclarations.plist")]),
    .testTarget(name: "AppleAPIClientTests", dependencies: ["AppleAPIClient"]),
  ]
)
