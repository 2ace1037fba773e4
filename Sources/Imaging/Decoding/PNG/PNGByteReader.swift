import DocpkgSystem
import Foundation

/// Sequential reads from memory or a file, with a buffer so small reads cost no syscalls.
/// The one owner of its file descriptor.
final class PNGByteReader {
  private let data: Data?
  private let descriptor: FileDescriptor?
  private let path: String
  private var buffer: [UInt8]
  private var start = 0
  private var end = 0
  private var dataOffset = 0

  /// Reads from bytes in memory.
  init(data: Data) {
    self.data = data
    descriptor = nil
    path = ""
    buffer = []
  }

  /// Reads from a file.
  init(path: String) throws {
    do throws(Errno) {
      descriptor = try FileDescriptor.open(path, .readOnly, options: [.closeOnExec])
    } catch {
      if error == .noSuchFileOrDirectory { throw ImageFileError.notFound(path: path) }
      throw ImageFileError.unreadable(path: path, reason: error.description)
    }
    self.path = path
    data = nil
    buffer = [UInt8](repeating: 0, count: 1 << 17)
  }

  deinit {
    try? descriptor?.close()  // read-only: a close error loses nothing
  }

  /// Copies exactly `count` bytes to `destination`.
  /// - Throws: ``ImageDecodingError/truncated(format:)`` at the end of the data.
  func read(_ count: Int, into destination: UnsafeMutableRawPointer) throws {
    if let data {
      guard count <= data.count - dataOffset else {
        throw ImageDecodingError.truncated(format: .png)
      }
      data.withUnsafeBytes { raw in
        if let base = raw.baseAddress {
          destination.copyMemory(from: base + dataOffset, byteCount: count)
        }
      }
      dataOffset += count
      return
    }
    var copied = 0
    while copied < count {
      if start == end { try refill() }
      let n = min(count - copied, end - start)
      buffer.withUnsafeBytes { raw in
        if let base = raw.baseAddress {
          (destination + copied).copyMemory(from: base + start, byteCount: n)
        }
      }
      start += n
      copied += n
    }
  }

  /// Reads a big-endian 32-bit value.
  func readUInt32() throws -> UInt32 {
    var value: UInt32 = 0
    try read(4, into: &value)
    return UInt32(bigEndian: value)
  }

  private func refill() throws {
    guard let file = descriptor else { throw ImageDecodingError.truncated(format: .png) }
    let result = buffer.withUnsafeMutableBytes { raw -> Result<Int, Errno> in
      Result { () throws(Errno) in try file.read(into: raw) }
    }
    let count: Int
    switch result {
    case .success(let read): count = read
    case .failure(let error):
      throw ImageFileError.unreadable(path: path, reason: error.description)
    }
    if count == 0 { throw ImageDecodingError.truncated(format: .png) }
    start = 0
    end = count
  }
}
