import FileWrappers
import Foundation
import Imaging
import RichText
import UniformTypes
import Zip

/// Why opening, reading, writing or converting a document package failed: the path it
/// happened at and the cause.
///
/// `category` tells a command line which sysexits status to use: `badData` → 65,
/// `missing` → 66, `cannotCreate` → 73, `io` → 74, `inUse` → 75.
///
/// ```swift
/// do { _ = try NoteDocument(url: url) } catch let error as DocumentPackageError {
///   print(error)            // "Trip.note: required file Text.rtf is missing"
///   error.category          // .badData
/// }
/// ```
public struct DocumentPackageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The class of failure, for exit statuses.
  public enum Category: String, Sendable, Equatable {
    /// The input exists but its data is wrong (EX_DATAERR, 65).
    case badData
    /// The input does not exist or cannot be opened (EX_NOINPUT, 66).
    case missing
    /// The output cannot be created (EX_CANTCREAT, 73).
    case cannotCreate
    /// Reading or writing failed part-way (EX_IOERR, 74).
    case io
    /// Another save to the same package got in the way; nothing was written and trying
    /// again may work (EX_TEMPFAIL, 75).
    case inUse
    /// A library the input needs is not installed (a codec opened at run time; EX_UNAVAILABLE,
    /// 69).
    case unavailable
  }

  /// What went wrong.
  public enum Cause: Sendable, Equatable {
    /// Nothing exists at the path.
    case notFound
    /// The path is a regular file (its extension names the package type `type`, if any):
    /// a package is a folder.
    case notAPackage(type: String?)
    /// The path is a folder whose extension names no package type.
    case plainFolder
    /// The path is neither a package, a flat RTFD nor a zip archive.
    case unsupportedFormat(type: String)
    /// The path is a zip archive (a zipped package, say) where a package is needed.
    case zipArchive
    /// Another process saved, changed or removed the package after it was read; nothing
    /// was written. Reading it again and redoing the change may work.
    case changedSinceRead
    /// A file the format requires is absent.
    case missingEntry(name: String)
    /// An entry that must be a regular file (or folder) is something else.
    case wrongKind(name: String, expected: String)
    /// An entry name is unsafe (`..`, `/`, control characters, too long).
    case unsafeName(name: String)
    /// A symbolic link leaves the package (never followed).
    case linkOutsidePackage(name: String, destination: String)
    /// An attachment or entry with this name does not exist in the document.
    case noSuchAttachment(name: String)
    /// An attachment with this name already exists.
    case attachmentExists(name: String)
    /// A file's contents cannot be parsed; `reason` says how.
    case unreadableContents(name: String, reason: String)
    /// The output exists and will not be replaced, or its folder is missing.
    case outputNotCreatable(reason: String)
    /// A lower layer failed; `reason` is its one-line message.
    case underlying(reason: String, category: Category)
  }

  /// The path the failure is about (the package, an input file, or an output).
  public var path: String
  /// What went wrong.
  public var cause: Cause

  /// Creates an error at `path`.
  public init(path: String, cause: Cause) {
    self.path = path
    self.cause = cause
  }

  /// The exit-status class of `cause`.
  public var category: Category {
    switch cause {
    case .notFound: return .missing
    case .notAPackage, .plainFolder, .unsupportedFormat, .zipArchive, .missingEntry, .wrongKind,
      .unsafeName,
      .linkOutsidePackage, .noSuchAttachment, .attachmentExists, .unreadableContents:
      return .badData
    case .outputNotCreatable: return .cannotCreate
    case .changedSinceRead: return .inUse
    case .underlying(_, let category): return category
    }
  }

  /// A sentence without the path.
  public var reason: String {
    switch cause {
    case .notFound: return "no such file or directory"
    case .notAPackage(let type):
      let named = type.map { " (\($0))" } ?? ""
      return "not a package: a regular file, not a folder\(named)"
    case .plainFolder: return "not a package: a folder whose extension names no package type"
    case .zipArchive: return "a zip archive; unpack it first (docpkg unpack)"
    case .changedSinceRead:
      return
        "in use: another process saved, changed or removed it after it was read; nothing was written (read it again and retry)"
    case .unsupportedFormat(let type):
      return "not a document package, flat RTFD or zip archive (type \(type))"
    case .missingEntry(let name): return "required file \(name) is missing"
    case .wrongKind(let name, let expected): return "\(name) is not a \(expected)"
    case .unsafeName(let name): return "unsafe entry name '\(name)'"
    case .linkOutsidePackage(let name, let destination):
      return "\(name) is a symbolic link leaving the package (\(destination))"
    case .noSuchAttachment(let name): return "no attachment named '\(name)'"
    case .attachmentExists(let name): return "an attachment named '\(name)' already exists"
    case .unreadableContents(let name, let reason): return "\(name): \(reason)"
    case .outputNotCreatable(let reason): return reason
    case .underlying(let reason, _): return reason
    }
  }

  public var description: String { "\(path): \(reason)" }

  /// Wraps an error from a lower layer (FileWrappers, Zip, RichText, Imaging, archives) with
  /// the category it deserves; a `DocumentPackageError` is returned unchanged.
  public static func wrapping(_ error: any Error, path: String) -> DocumentPackageError {
    if let error = error as? DocumentPackageError { return error }
    var text = String(describing: error)
    // Lower layers name the path too; keep it once ("P: P: a fifo…" → "P: a fifo…").
    if text.hasPrefix(path + ": ") { text.removeFirst(path.count + 2) }
    if let error = error as? FileWrapperError {
      switch error {
      case .noSuchFile: return DocumentPackageError(path: path, cause: .notFound)
      case .tooManyEntries, .tooDeep, .tooManyBytes, .unsupportedFileType, .invalidName,
        .notARegularFile:
        return DocumentPackageError(
          path: path, cause: .underlying(reason: text, category: .badData))
      case .systemCallFailed, .contentsChanged, .fileVanished:
        return DocumentPackageError(path: path, cause: .underlying(reason: text, category: .io))
      case .changedSinceRead:
        return DocumentPackageError(path: path, cause: .changedSinceRead)
      case .inUse:
        return DocumentPackageError(path: path, cause: .underlying(reason: text, category: .inUse))
      }
    }
    if let error = error as? ZipError {
      switch error {
      case .io:
        return DocumentPackageError(path: path, cause: .underlying(reason: text, category: .io))
      case .destinationExists:
        return DocumentPackageError(
          path: path, cause: .underlying(reason: text, category: .cannotCreate))
      default:
        return DocumentPackageError(
          path: path, cause: .underlying(reason: text, category: .badData))
      }
    }
    if error is CodecLoadingError {
      return DocumentPackageError(
        path: path, cause: .underlying(reason: text, category: .unavailable))
    }
    if error is CocoaError || error is POSIXError {
      return DocumentPackageError(path: path, cause: .underlying(reason: text, category: .io))
    }
    return DocumentPackageError(path: path, cause: .underlying(reason: text, category: .badData))
  }
}
