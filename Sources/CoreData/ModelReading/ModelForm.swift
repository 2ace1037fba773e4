import Foundation

/// The forms in which Apple writes a model, for reading one from bytes.
public enum ModelForm: Sendable, CaseIterable {
  /// An `.xcdatamodel/contents` XML file (Xcode 4 and later).
  case sourceXML
  /// An `.xcdatamodel/elements` keyed archive (Xcode 3).
  case xcode3Elements
  /// A compiled `.mom`: a keyed archive of `NSManagedObjectModel`, binary or XML.
  case compiled
  /// A store's `Z_MODELCACHE` blob: a raw deflate stream of a compiled model.
  case storeCache
}

extension NSManagedObjectModel {
  /// Reads a model from the bytes of one file in the given form.
  ///
  /// - Parameters:
  ///   - data: the file's bytes.
  ///   - form: which of Apple's forms the bytes are.
  ///   - name: the file's name or path, for error messages.
  /// - Throws: ``ModelError``.
  public static func load(_ data: Data, form: ModelForm, name: String = "model")
    throws(ModelError) -> NSManagedObjectModel
  {
    guard data.count <= maxModelFileSize else {
      throw .tooLarge(reason: "\(name) is \(data.count) bytes (at most \(maxModelFileSize))")
    }
    switch form {
    case .sourceXML: return try ModelLinker.link(SourceModelReader.read(data, path: name))
    case .xcode3Elements: return try ModelLinker.link(ElementsModelReader.read(data, path: name))
    case .compiled: return try ModelLinker.link(ArchivedModelReader.read(data, path: name))
    case .storeCache: return try load(modelCache: data, path: name)
    }
  }
}
