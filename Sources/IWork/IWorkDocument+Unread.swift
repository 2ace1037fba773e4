/// What the text reader leaves out of a 2013+ document: object kinds whose content it does
/// not read (charts, images, movies, Keynote tables, Pages comments),
/// counted from the decoded archives.
extension IWorkDocument {
  /// Content-bearing IWA object types the text does not read: registry type → what they are.
  static let unreadTypes: [(type: UInt32, name: String, what: String)] = [
    (5021, "TSCH.ChartDrawableArchive", "chart"),
    (3005, "TSD.ImageArchive", "image"),
    (3007, "TSD.MovieArchive", "movie or sound"),
  ]

  /// One line per kind of object the text leaves out, with its count and registry type
  /// (`"17 charts (TSCH.ChartDrawableArchive, 5021)"`), plus a line per component that does
  /// not decode; empty for the 2009 XML generation and for documents read whole.
  ///
  /// - Throws: `IWorkError` when the document's main archive cannot be read.
  public func unreadObjects() throws(IWorkError) -> [String] {
    guard generation == .iwa else { return [] }
    let (decoded, skipped) = try decodedComponents()
    var counts: [UInt32: Int] = [:]
    var storageKinds: [UInt64: Int] = [:]
    for (_, component) in decoded {
      for object in component.objects {
        counts[object.type, default: 0] += 1
        if application == .pages, object.type == MessageType.storage {
          storageKinds[try Self.storageKind(object, in: component), default: 0] += 1
        }
      }
    }
    var lines: [String] = []
    func add(_ count: Int, _ what: String, _ detail: String) {
      guard count > 0 else { return }
      lines.append("\(count) \(what)\(count == 1 ? "" : "s") (\(detail))")
    }
    for entry in Self.unreadTypes {
      add(counts[entry.type] ?? 0, entry.what, "\(entry.name), \(entry.type)")
    }
    if application == .keynote {
      add(counts[6000] ?? 0, "table", "TST.TableInfoArchive, 6000: Keynote table cells")
    }
    if application == .pages {
      add(storageKinds[4] ?? 0, "comment storage", "TSWP.StorageArchive kind 4")
    }
    return lines + skipped
  }
}
