import DocpkgSystem
import FileWrappers
import Foundation
import UniformTypes

/// Reads a document once — lazily, never following symbolic links — and applies its
/// format's rules. ``PackageValidator``, ``DocumentInspector`` and ``DocumentLister`` are
/// views of its result.
struct DocumentExaminer: Sendable {
  /// Bounds on the read.
  var limits: ReadingLimits
  /// How much is read.
  var depth: ExaminationDepth

  /// Examines the item at `url`; errors name it as `displayPath` (the path as given).
  /// - Throws: `FileWrapperError.noSuchFile` when nothing is there, `.systemCallFailed`
  ///   when the item itself cannot be opened. Everything else is a finding.
  func examine(url: URL, displayPath: String? = nil) throws -> Examination {
    let path = url.path
    let shown = displayPath ?? path
    let name = url.lastPathComponent
    let declared = DocumentFormat.declared(byName: name)
    let kind = declared ?? .genericPackage
    var examination = Examination(format: kind, typeIdentifier: kind.typeIdentifier(name: name))
    let status: FileStatus
    do throws(SystemError) { status = try FileStatus.of(RawPath(path)) } catch {
      let code = error.errno.rawValue
      if code == ENOENT || code == ENOTDIR { throw FileWrapperError.noSuchFile(path: shown) }
      throw FileWrapperError.systemCallFailed(path: shown, call: "lstat", errno: code)
    }
    switch status.kind {
    case .directory:
      if declared == nil, let format = Self.packageFormat(byContentsAt: path) {
        examination.format = format
        examination.typeIdentifier = format.kind.typeIdentifier(name: name)
      }
    case .regular:
      if Self.isZip(at: url) {
        examineZipped(url: url, into: &examination)
        return examination
      }
      if declared == nil || kind == .rtfd,
        let wrapper = flatRTFD(at: url, size: status.size)
      {
        examination.format = .flatRTFD
        examination.typeIdentifier = UTType.flatRTFD.identifier
        examine(wrapper, into: &examination)
        return examination
      }
      if declared == nil, let type = Self.fileType(atPath: path),
        let fileKind = DocumentKinds.fileKind(claiming: type)
      {
        examination.format = fileKind.format
        examination.typeIdentifier = type.identifier
        examination.quickLook = QuickLookSummary(state: .notApplicable)
        fileKind.checkFile(at: url, depth: depth, into: &examination)
        return examination
      }
      examination.typeIdentifier = "public.data"
      var flat = kind == .rtfd ? " (nor flat RTFD data)" : ""
      if Self.isZip(at: url) { flat = " (a zip archive: unpack it first)" }
      examination.add(
        kind.notAFolderRule, .error, "", "is a regular file, not a package folder\(flat)")
      return examination
    case .symbolicLink:
      examination.add(
        kind.notAFolderRule, .error, "", "is a symbolic link; packages are never followed")
      return examination
    default:
      examination.add(kind.notAFolderRule, .error, "", "is not a folder (FIFO, socket or device)")
      return examination
    }
    let wrapper: FileWrapper
    do {
      wrapper = try FileWrapper(url: url, options: [], limits: limits)
    } catch let error as FileWrapperError {
      switch error {
      case .tooManyEntries, .tooDeep, .tooManyBytes:
        examination.add(examination.format.limitsRule, .error, "", "\(error)")
        return examination
      case .systemCallFailed(let failing, _, _) where failing != path:
        examination.add(
          examination.format.limitsRule, .error, "", "part of the package cannot be read: \(error)")
        return examination
      case .unsupportedFileType, .invalidName, .contentsChanged, .fileVanished:
        examination.add(examination.format.limitsRule, .error, "", "\(error)")
        return examination
      default:
        throw error
      }
    }
    examine(wrapper, into: &examination)
    examination.format.kind.checkFile(at: url, depth: depth, into: &examination)
    return examination
  }

  /// The format of a folder whose name declares no package type but whose contents show one
  /// (`FileTypeResolver`: a `UIManagedDocument`), or nil.
  static func packageFormat(byContentsAt path: String) -> DocumentFormat? {
    guard let report = try? FileTypeResolver(registry: .shared).report(forPath: path),
      report.kind == .package, report.sniffedType != nil
    else { return nil }
    return DocumentFormat.packageFormat(for: report.effectiveType)
  }

  /// Applies the rules of `examination.format` to a package already read (or made in memory).
  func examine(_ wrapper: FileWrapper, into examination: inout Examination) {
    examination.wrapper = wrapper
    guard wrapper.isDirectory else {
      examination.add(
        examination.format.notAFolderRule, .error, "", "is not a package folder")
      return
    }
    TreeChecks.check(wrapper, into: &examination)
    examination.format.kind.check(wrapper, depth: depth, into: &examination)
  }

  /// The type of the regular file at `path`: its extension's declared type when the bytes
  /// agree or say nothing, else what its bytes are.
  static func fileType(atPath path: String) -> UTType? {
    guard let report = try? FileTypeResolver(registry: .shared).report(forPath: path) else {
      return nil
    }
    return report.effectiveType
  }

  /// Whether the file at `url` starts with a zip local header (`PK\u{3}\u{4}`).
  static func isZip(at url: URL) -> Bool {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
    defer { try? handle.close() }
    let head = (try? handle.read(upToCount: 4)) ?? Data()
    return head == Data([0x50, 0x4B, 0x03, 0x04])
  }

  /// The package serialized in the regular file at `url`, when it is flat RTFD data within
  /// the byte limit.
  private func flatRTFD(at url: URL, size: Int64) -> FileWrapper? {
    guard size >= 4, size <= limits.maximumBytesLoaded,
      let data = try? Data(contentsOf: url, options: .mappedIfSafe),
      data.prefix(4) == Data("rtfd".utf8)
    else { return nil }
    return FileWrapper(serializedRepresentation: data)
  }
}
