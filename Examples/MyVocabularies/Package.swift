// swift-tools-version:6.0
import PackageDescription

// The "My Vocabularies" app's model layer, written against Apple's Core Data API. On macOS it
// uses Apple's framework (SwiftPM compiles the .xcdatamodeld into a .momd); on Linux,
// docpkg's CoreData module, which reads the source model as it is.
#if os(Linux)
  let model = Resource.copy("MyVocabularies.xcdatamodeld")
#else
  let model = Resource.process("MyVocabularies.xcdatamodeld")
#endif

let package = Package(
  name: "MyVocabularies",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [.library(name: "MyVocabularies", targets: ["MyVocabularies"])],
  dependencies: [.package(name: "docpkg", path: "../..")],
  targets: [
    .target(
      name: "MyVocabularies",
      dependencies: [
        .product(name: "CoreData", package: "docpkg", condition: .when(platforms: [.linux]))
      ],
      resources: [model]),
    .testTarget(name: "MyVocabulariesTests", dependencies: ["MyVocabularies"]),
  ]
)
