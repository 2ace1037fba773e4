#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The extended-attribute calls, looked up at run time: Glibc's Swift module does not
/// declare `<sys/xattr.h>`. Missing functions behave as "not supported".
package enum ExtendedAttributes {
  /// `getxattr`'s C type.
  typealias Get =
    @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, Int) ->
    Int
  /// `setxattr`'s C type.
  typealias Set =
    @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeRawPointer?, Int, Int32) ->
    Int32
  /// `removexattr`'s C type.
  typealias Remove = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32

  static let getFunction: Get? = symbol("getxattr").map { unsafeBitCast($0, to: Get.self) }
  static let setFunction: Set? = symbol("setxattr").map { unsafeBitCast($0, to: Set.self) }
  static let removeFunction: Remove? = symbol("removexattr").map {
    unsafeBitCast($0, to: Remove.self)
  }

  static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
    DynamicLibrary.process?.symbol(name)
  }

  /// `getxattr(2)`: up to `size` bytes of attribute `name` of `path` into `value`.
  /// - Returns: the attribute's length, or -1 with `errno` set (`ENOTSUP` when missing).
  package static func get(
    _ path: String, _ name: String, _ value: UnsafeMutableRawPointer, _ size: Int
  )
    -> Int
  {
    guard let getFunction else {
      errno = ENOTSUP
      return -1
    }
    return getFunction(path, name, value, size)
  }

  /// `setxattr(2)`: sets attribute `name` of `path` to `size` bytes at `value`.
  /// - Returns: 0, or -1 with `errno` set (`ENOTSUP` when missing).
  package static func set(
    _ path: String, _ name: String, _ value: UnsafeRawPointer, _ size: Int, _ flags: Int32
  ) -> Int32 {
    guard let setFunction else {
      errno = ENOTSUP
      return -1
    }
    return setFunction(path, name, value, size, flags)
  }

  /// `removexattr(2)`: removes attribute `name` of `path`.
  /// - Returns: 0, or -1 with `errno` set (`ENOTSUP` when missing).
  package static func remove(_ path: String, _ name: String) -> Int32 {
    guard let removeFunction else {
      errno = ENOTSUP
      return -1
    }
    return removeFunction(path, name)
  }
}
