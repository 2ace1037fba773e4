// swift-tools-version:6.0
// Fuzz harnesses for docpkg. Build and run them with `Fuzz/run.sh HARNESS [SECONDS]`;
// see Spec/Fuzzing.md. This package is separate so the root `swift build`/`swift test`
// never needs the fuzzer runtime.
import PackageDescription

/// Harness name → the root package's library products it exercises.
let harnesses: [(name: String, products: [String])] = [
  ("drawing-text", ["Drawing", "Imaging"]),
  ("image-decode", ["Imaging", "DocumentPackages"]),
  ("rtf", ["RichText"]),
  ("flat-rtfd", ["FileWrappers"]),
  ("type-plist", ["UniformTypes"]),
  ("keyed-archive", ["DocumentPackages", "KeyedArchives", "PropertyLists"]),
  ("zip", ["DocumentPackages", "Zip"]),
  ("package", ["DocumentPackages", "FileWrappers", "UniformTypes", "Imaging"]),
  ("conflict-names", ["FileVersions"]),
  ("heif", ["Imaging"]),
  ("iwa", ["IWork"]),
  ("zipped-document", ["DocumentPackages", "Imaging", "Zip"]),
  ("predicate", ["Predicates"]),
  ("lzfse", ["LZFSE"]),
  ("text-encoding", ["TextFiles"]),
  ("webarchive", ["TextFiles", "PropertyLists"]),
  ("internet-location", ["TextFiles", "PropertyLists"]),
  ("coredata-model", ["CoreData", "Deflate", "PropertyLists"]),
  ("icns", ["Imaging"]),
  ("live-photo", ["DocumentPackages"]),
]

let package = Package(
  name: "DocpkgFuzz",
  dependencies: [
    .package(name: "docpkg", path: "..")
  ],
  targets: [
    .target(name: "FuzzDriver"),
    .target(name: "FuzzSupport", dependencies: ["FuzzDriver"]),
  ]
    + harnesses.map { harness in
      .executableTarget(
        name: "fuzz-\(harness.name)",
        dependencies: ["FuzzSupport"]
          + harness.products.map { .product(name: $0, package: "docpkg") })
    }
)
