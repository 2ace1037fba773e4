extension RecordWriter {
  /// Apple's object-ID URIs (`x-coredata://STORE-UUID/Entity/pKEY`) of a store's objects, by
  /// entity number, with the constant part worked out once per entity.
  struct ObjectIdentifiers {
    private var prefixes: [Int64: String] = [:]
    private let unknown: String

    init(store: NSPersistentStore) {
      let base = "x-coredata://" + store.identifier + "/"
      for (number, mapping) in store.schema.byNumber {
        prefixes[number] = base + mapping.name + "/p"
      }
      unknown = base + "_Unknown/p"
    }

    /// The URI of object `key` of entity `number`.
    func string(_ number: Int64, _ key: Int64) -> String {
      (prefixes[number] ?? unknown) + String(key)
    }

    /// Appends the URI of object `key` of entity `number` as a JSON string.
    func append(_ number: Int64, _ key: Int64, to out: inout JSONBuffer) {
      out.append("\"")
      out.append(prefixes[number] ?? unknown)
      out.appendInteger(key)
      out.append("\"")
    }
  }
}
