import Foundation

/// Keynote's slides in show order: `KN.DocumentArchive` (1) field 2 → `KN.ShowArchive` (2)
/// field 3 `slideTree` → its `slides` (field 2, `KN.SlideNodeArchive`) → field 2 →
/// `KN.SlideArchive` (5). Each slide gives its title placeholder's text (field 5), then its
/// body placeholder's (field 6), then its other drawables' (fields 42 and 7), then any other
/// text storage of the slide's component, then its presenter notes (field 27 →
/// `KN.NoteArchive` field 1).
struct IWAKeynote {
  let objects: [UInt64: (object: IWAObject, component: IWAComponent)]

  enum MessageType {
    static let document: UInt32 = 1
    static let show: UInt32 = 2
    static let slide: UInt32 = 5
  }

  init(components: [(name: String, component: IWAComponent)]) {
    var objects: [UInt64: (object: IWAObject, component: IWAComponent)] = [:]
    for (_, component) in components {
      for object in component.objects { objects[object.identifier] = (object, component) }
    }
    self.objects = objects
  }

  /// The slides' identifiers in show order, or `nil` when the show cannot be followed.
  func slideOrder() throws(IWorkError) -> [UInt64]? {
    guard let document = objects.values.first(where: { $0.object.type == MessageType.document }),
      let showID = try IWorkDocument.reference(2, of: document.object, in: document.component),
      let show = objects[showID], show.object.type == MessageType.show
    else { return nil }
    let reader = show.component.reader
    guard
      let tree = try reader.fields(in: show.object.payload).first(where: { $0.number == 3 })?
        .bytes
    else { return nil }
    var slides: [UInt64] = []
    for field in try reader.fields(in: tree) where field.number == 2 {
      guard let bytes = field.bytes,
        let nodeID = try IWATables.reference(in: bytes, reader: reader),
        let node = objects[nodeID],
        let slideID = try IWorkDocument.reference(2, of: node.object, in: node.component)
      else { continue }
      slides.append(slideID)
    }
    return slides.isEmpty ? nil : slides
  }

  /// The paragraphs of one slide: title, body, other drawables, leftovers, notes.
  func paragraphs(ofSlide identifier: UInt64) throws(IWorkError) -> [String] {
    guard let (slide, component) = objects[identifier], slide.type == MessageType.slide else {
      return []
    }
    let reader = component.reader
    var title: [UInt64] = []
    var body: [UInt64] = []
    var drawables: [UInt64] = []
    var note: UInt64?
    for field in try reader.fields(in: slide.payload) {
      guard let bytes = field.bytes,
        let id = try IWATables.reference(in: bytes, reader: reader)
      else { continue }
      switch field.number {
      case 5: title.append(id)
      case 6: body.append(id)
      case 42, 7: if !drawables.contains(id) { drawables.append(id) }
      case 27: note = id
      default: break
      }
    }
    var used: Set<UInt64> = []
    let noteStorages = note.map { storages(of: $0, depth: 0, used: &used) } ?? []
    var order = storages(of: title, used: &used) + storages(of: body, used: &used)
    order += storages(of: drawables, used: &used)
    for object in component.objects
    where object.type == IWorkDocument.MessageType.storage && !used.contains(object.identifier) {
      order.append(object.identifier)
    }
    var paragraphs: [String] = []
    for id in order + noteStorages {
      guard let (storage, storageComponent) = objects[id] else { continue }
      paragraphs += IWorkDocument.split(
        try IWorkDocument.storageText(storage, in: storageComponent))
    }
    return paragraphs.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
  }

  private func storages(of drawables: [UInt64], used: inout Set<UInt64>) -> [UInt64] {
    drawables.flatMap { storages(of: $0, depth: 0, used: &used) }
  }

  /// The text storages a drawable holds: itself if it is one, else those it references,
  /// through a group.
  private func storages(of id: UInt64, depth: Int, used: inout Set<UInt64>) -> [UInt64] {
    guard let (object, _) = objects[id], depth < 3 else { return [] }
    if object.type == IWorkDocument.MessageType.storage {
      guard used.insert(id).inserted else { return [] }
      return [id]
    }
    if object.type == MessageType.slide { return [] }
    return object.references.flatMap { storages(of: $0, depth: depth + 1, used: &used) }
  }
}
