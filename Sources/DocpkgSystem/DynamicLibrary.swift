#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A shared library opened with `dlopen(3)`, never closed (function pointers into it may be
/// held anywhere), or the process's own symbols.
package struct DynamicLibrary: @unchecked Sendable {
  private let handle: UnsafeMutableRawPointer

  /// Opens the library `name` (a soname searched as `dlopen` does, or a path) with
  /// `RTLD_NOW | RTLD_LOCAL`.
  /// - Throws: `dlerror(3)`'s text when it cannot be loaded.
  package static func open(_ name: String) throws(LoadError) -> DynamicLibrary {
    guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
      throw LoadError(reason: dlerror().map { String(cString: $0) } ?? "dlopen failed")
    }
    return DynamicLibrary(handle: handle)
  }

  /// The symbols of the program and the libraries it has loaded (`dlopen(NULL)`), or `nil`
  /// when the C library refuses.
  package static let process: DynamicLibrary? = dlopen(nil, RTLD_NOW).map {
    DynamicLibrary(handle: $0)
  }

  /// `dlsym(3)`: the address of `symbol`, or `nil` when the library does not define it.
  package func symbol(_ symbol: String) -> UnsafeMutableRawPointer? {
    dlsym(handle, symbol)
  }

  /// Why a library could not be opened.
  package struct LoadError: Error, Sendable, CustomStringConvertible {
    /// `dlerror(3)`'s text.
    package var reason: String
    /// The reason.
    package var description: String { reason }
  }
}
