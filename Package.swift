// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "docpkg",
  products: [
    .library(name: "ByteReading", targets: ["ByteReading"]),
    .library(name: "FileWrappers", targets: ["FileWrappers"]),
    .library(name: "PropertyLists", targets: ["PropertyLists"]),
    .library(name: "UniformTypes", targets: ["UniformTypes"]),
    .library(name: "RichText", targets: ["RichText"]),
    .library(name: "Imaging", targets: ["Imaging"]),
    .library(name: "Drawing", targets: ["Drawing"]),
    .library(name: "ThumbnailCache", targets: ["ThumbnailCache"]),
    .library(name: "DesktopIntegration", targets: ["DesktopIntegration"]),
    .library(name: "DocumentBatches", targets: ["DocumentBatches"]),
    .library(name: "FileVersions", targets: ["FileVersions"]),
    .library(name: "DocumentPackages", targets: ["DocumentPackages"]),
    .library(name: "AppKitText", targets: ["AppKitText"]),
    .library(name: "Deflate", targets: ["Deflate"]),
    .library(name: "Zip", targets: ["Zip"]),
    .library(name: "JSON", targets: ["JSON"]),
    .library(name: "KeyedArchives", targets: ["KeyedArchives"]),
    .library(name: "IWork", targets: ["IWork"]),
    .library(name: "Predicates", targets: ["Predicates"]),
    .library(name: "LZFSE", targets: ["LZFSE"]),
    .library(name: "TextFiles", targets: ["TextFiles"]),
    .library(name: "CoreData", targets: ["CoreData"]),
    .library(name: "DocumentApps", targets: ["DocumentApps"]),
    .library(name: "PackageDocuments", targets: ["PackageDocuments"]),
    .executable(name: "docpkg", targets: ["docpkg"]),
  ],
  targets: [
    // Libraries
    .target(name: "ByteReading", dependencies: []),
    .target(name: "DocpkgSystem", dependencies: ["CSandbox"]),
    .target(name: "DecoderIsolation", dependencies: ["ByteReading", "DocpkgSystem"]),
    .target(name: "FileWrappers", dependencies: ["ByteReading", "DocpkgSystem", "JSON"]),
    .target(name: "PropertyLists", dependencies: ["ByteReading"]),
    .target(name: "FileVersions", dependencies: ["FileWrappers", "DocpkgSystem"]),
    .target(
      name: "UniformTypes", dependencies: ["ByteReading", "PropertyLists", "DocpkgSystem"],
      // Apple's system types and docpkg's own, read on first use (no generated Swift).
      resources: [
        .embedInCode("BuiltIn/system-types.tsv"), .embedInCode("BuiltIn/docpkg-types.tsv"),
      ]),
    .target(name: "RichText", dependencies: ["DocpkgSystem"]),
    .target(name: "Deflate", dependencies: ["CZlib"]),
    .target(
      name: "Zip", dependencies: ["ByteReading", "Deflate", "FileWrappers", "DocpkgSystem"]),
    .target(name: "JSON", dependencies: []),
    .target(name: "Predicates", dependencies: []),
    .target(name: "LZFSE", dependencies: ["ByteReading"]),
    .target(
      name: "Imaging",
      dependencies: [
        "ByteReading", "CImagingShims", "Deflate", "CZlib", "CCodecABI", "DocpkgSystem",
      ]),
    .target(
      name: "Drawing", dependencies: ["Imaging", "CFreeType", "CFontconfig", "DocpkgSystem"]),
    .target(name: "ThumbnailCache", dependencies: ["Imaging", "DocpkgSystem"]),
    .target(name: "XML", dependencies: ["CExpat"]),
    .target(name: "KeyedArchives", dependencies: ["PropertyLists"]),
    .target(
      name: "IWork",
      dependencies: ["ByteReading", "FileWrappers", "Deflate", "Zip", "XML", "LZFSE"]),
    .target(name: "DocumentWatching", dependencies: ["DocpkgSystem"]),
    .target(
      name: "CoreData",
      dependencies: [
        "ByteReading", "CSQLite", "XML", "KeyedArchives", "PropertyLists", "Deflate", "Predicates",
        "DocpkgSystem",
      ]),
    .target(name: "DesktopIntegration", dependencies: ["DocumentPackages", "DocpkgSystem"]),
    .target(name: "DocumentBatches", dependencies: ["DocpkgSystem"]),
    .target(name: "AppKitText", dependencies: ["RichText", "FileWrappers", "UniformTypes"]),
    .target(
      name: "TextFiles",
      dependencies: ["ByteReading", "PropertyLists", "RichText", "Imaging", "Drawing"]),
    .target(
      name: "DocumentApps",
      dependencies: [
        "Predicates", "FileWrappers", "FileVersions", "DocumentWatching", "UniformTypes",
        "DocpkgSystem",
      ]),
    .target(
      name: "PackageDocuments",
      dependencies: ["DocumentApps", "DocumentPackages", "FileWrappers", "RichText"]),
    .target(
      name: "DocumentPackages",
      dependencies: [
        "ByteReading", "FileWrappers", "UniformTypes", "RichText", "Imaging", "Drawing", "Deflate",
        "Zip", "JSON", "FileVersions", "DocpkgSystem", "KeyedArchives", "IWork", "DocumentWatching",
        "TextFiles", "CoreData",
      ]),

    // C libraries
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(name: "CPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(
      name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
    .target(name: "CImagingShims", dependencies: ["CPNG", "CJPEG"]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(name: "CExpat", pkgConfig: "expat", providers: [.apt(["libexpat1-dev"])]),
    .systemLibrary(
      name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    // GIF, TIFF, WebP and HEIF libraries are opened at run time (dlopen); their interfaces
    // are declared here, so building needs none of their -dev packages.
    .target(name: "CCodecABI"),
    // The decoder worker's seccomp filter and crash report (prctl is variadic).
    .target(name: "CSandbox"),

    // Tools
    .executableTarget(
      name: "docpkg",
      dependencies: [
        "FileWrappers", "UniformTypes", "RichText", "Imaging", "ThumbnailCache",
        "DocumentPackages", "FileVersions", "JSON", "DocpkgSystem", "DesktopIntegration",
        "DocumentBatches", "DocumentApps", "DecoderIsolation", "CoreData",
      ]
    ),
    .executableTarget(name: "fw-save-stress", dependencies: ["FileWrappers", "DocpkgSystem"]),
    .executableTarget(name: "uidocument-stress", dependencies: ["DocumentApps", "DocpkgSystem"]),
    .executableTarget(
      name: "coredata-stress", dependencies: ["CoreData", "CSQLite", "DocpkgSystem"]),
    .executableTarget(
      name: "MetadataQueryBenchmark", dependencies: ["DocumentApps"],
      path: "Benchmarks/MetadataQueryBenchmark"),
    .executableTarget(
      name: "UniformTypesBenchmark", dependencies: ["UniformTypes"],
      path: "Benchmarks/UniformTypesBenchmark"),

    // Tests
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "CLITests",
      dependencies: [
        "docpkg", "FileWrappers", "UniformTypes", "RichText", "Imaging", "DocumentPackages",
        "DocumentWatching", "IWork", "TestSupport", "DocumentBatches", "CoreData",
      ]),
    .testTarget(name: "ByteReadingTests", dependencies: ["ByteReading"]),
    .testTarget(name: "DocpkgSystemTests", dependencies: ["DocpkgSystem", "TestSupport"]),
    .testTarget(name: "DecoderIsolationTests", dependencies: ["DecoderIsolation"]),
    .testTarget(
      name: "FileWrappersTests",
      dependencies: ["FileWrappers", "JSON", "fw-save-stress", "TestSupport"]),
    .testTarget(name: "PropertyListsTests", dependencies: ["PropertyLists", "TestSupport"]),
    .testTarget(
      name: "FileVersionsTests", dependencies: ["FileVersions", "FileWrappers", "TestSupport"]),
    .testTarget(name: "UniformTypesTests", dependencies: ["UniformTypes", "TestSupport"]),
    .testTarget(name: "RichTextTests", dependencies: ["RichText", "TestSupport"]),
    .testTarget(name: "DeflateTests", dependencies: ["Deflate"]),
    .testTarget(name: "ZipTests", dependencies: ["Zip", "TestSupport"]),
    .testTarget(name: "JSONTests", dependencies: ["JSON"]),
    .testTarget(name: "PredicatesTests", dependencies: ["Predicates"]),
    .testTarget(
      name: "DocumentAppsTests", dependencies: ["DocumentApps"]),
    .testTarget(
      name: "PackageDocumentsTests",
      dependencies: ["PackageDocuments", "DocumentApps", "DocumentPackages", "RichText", "Imaging"]),
    .testTarget(name: "LZFSETests", dependencies: ["LZFSE", "Zip", "TestSupport"]),
    .testTarget(name: "ImagingTests", dependencies: ["Imaging", "TestSupport"]),
    .testTarget(name: "DrawingTests", dependencies: ["Drawing", "Imaging", "TestSupport"]),
    .testTarget(name: "ThumbnailCacheTests", dependencies: ["ThumbnailCache", "Imaging"]),
    .testTarget(
      name: "AppKitTextTests",
      dependencies: ["AppKitText", "RichText", "FileWrappers", "TestSupport"]),
    .testTarget(
      name: "PortingGuideTests",
      dependencies: [
        "AppKitText", "FileWrappers", "UniformTypes", "Imaging", "Drawing", "TestSupport",
      ]),
    .testTarget(name: "IWorkTests", dependencies: ["IWork", "FileWrappers", "TestSupport"]),
    .testTarget(name: "XMLTests", dependencies: ["XML"]),
    .testTarget(
      name: "TextFilesTests",
      dependencies: ["TextFiles", "PropertyLists", "Imaging", "TestSupport"]),
    .testTarget(
      name: "CoreDataTests",
      dependencies: ["CoreData", "CSQLite", "KeyedArchives", "PropertyLists", "TestSupport"]),
    .testTarget(
      name: "DocumentPackagesTests",
      dependencies: [
        "DocumentPackages", "FileWrappers", "FileVersions", "PropertyLists", "RichText", "Imaging",
        "JSON", "Zip", "KeyedArchives", "IWork", "DocumentWatching", "UniformTypes", "TestSupport",
        "CoreData",
      ]),
  ]
)

// Shared Swift settings for every Swift target.
for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny")
    ]
}

// The shipped binary (Scripts/build-release.sh sets DOCPKG_OPTIMIZE_FOR_SIZE=1) is compiled for
// size (`-Osize`: 0.56 MB less), except the modules that move pixels and compressed bytes,
// whose inner loops lose up to 5 % at -Osize. Every other build, and every package that
// depends on docpkg, uses SwiftPM's own optimisation and no unsafe flags.
if Context.environment["DOCPKG_OPTIMIZE_FOR_SIZE"] == "1" {
  let compiledForSpeed: Set = ["Imaging", "Deflate", "LZFSE", "Zip"]
  for target in package.targets
  where [.regular, .executable].contains(target.type) && !compiledForSpeed.contains(target.name) {
    target.swiftSettings =
      (target.swiftSettings ?? []) + [.unsafeFlags(["-Osize"], .when(configuration: .release))]
  }
}
