// The one file in the package that names the platform's C library. Every other file imports
// `DocpkgSystem` (or only Foundation) and gets the C declarations re-exported from here, so a
// new platform is added in this one place.
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#else
  #error("DocpkgSystem: unsupported platform (no Glibc, Musl or Darwin module)")
#endif

/// Flags of `mmap(2)` that only some platforms have.
package enum MemoryMapping {
  /// Whether `MAP_POPULATE` (pre-fault the pages) exists here.
  package static let populateSupported: Bool = populate != 0

  #if canImport(Glibc) || canImport(Musl)
    /// `MAP_POPULATE` on Linux; 0 (no effect) elsewhere.
    package static let populate: Int32 = MAP_POPULATE
  #else
    /// `MAP_POPULATE` on Linux; 0 (no effect) elsewhere.
    package static let populate: Int32 = 0
  #endif
}
