#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The error numbers the package tests for by name.
extension Errno {
  /// `EPERM`: the operation is not permitted.
  package static let notPermitted = Errno(EPERM)
  /// `ENOENT`: no such file or directory.
  package static let noSuchFileOrDirectory = Errno(ENOENT)
  /// `ESRCH`: no such process.
  package static let noSuchProcess = Errno(ESRCH)
  /// `EINTR`: a signal interrupted the call (retried by the layer, never thrown by it when
  /// `retryOnInterrupt` is set).
  package static let interrupted = Errno(EINTR)
  /// `EIO`: an input/output error of the device.
  package static let ioError = Errno(EIO)
  /// `EBADF`: not an open file descriptor.
  package static let badFileDescriptor = Errno(EBADF)
  /// `EAGAIN` (also `EWOULDBLOCK`): the call would block.
  package static let wouldBlock = Errno(EAGAIN)
  /// `EACCES`: permission denied.
  package static let permissionDenied = Errno(EACCES)
  /// `EEXIST`: the file exists.
  package static let fileExists = Errno(EEXIST)
  /// `EXDEV`: a rename or link across file systems.
  package static let crossDevice = Errno(EXDEV)
  /// `ENOTDIR`: a path component is not a directory.
  package static let notDirectory = Errno(ENOTDIR)
  /// `EISDIR`: the item is a directory.
  package static let isDirectory = Errno(EISDIR)
  /// `EINVAL`: an invalid argument (also: the file system does not support the call).
  package static let invalidArgument = Errno(EINVAL)
  /// `ENOSPC`: no space left on the device.
  package static let noSpace = Errno(ENOSPC)
  /// `ENAMETOOLONG`: a file name or path is too long.
  package static let nameTooLong = Errno(ENAMETOOLONG)
  /// `ENOSYS`: the kernel does not have the call.
  package static let noFunction = Errno(ENOSYS)
  /// `ENOTEMPTY`: the directory is not empty.
  package static let directoryNotEmpty = Errno(ENOTEMPTY)
  /// `ELOOP`: too many symbolic links, or a final link refused with `O_NOFOLLOW`.
  package static let tooManySymbolicLinks = Errno(ELOOP)
  /// `EMFILE`: the process has too many open files (or inotify instances).
  package static let tooManyOpenFiles = Errno(EMFILE)
  /// `ENOTSUP`: the operation is not supported.
  package static let notSupported = Errno(ENOTSUP)
}
