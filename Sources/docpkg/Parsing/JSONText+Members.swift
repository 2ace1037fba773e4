import FileWrappers

extension JSONText {
  /// Appends `[item,item,…]`, each item written by `append`.
  mutating func array<Items: Sequence>(
    _ items: Items, _ append: (Items.Element, inout JSONText) -> Void
  ) {
    raw("[")
    for (index, item) in items.enumerated() {
      if index > 0 { raw(",") }
      append(item, &self)
    }
    raw("]")
  }

  /// Appends `,"key":"value"` — a string member after the first.
  mutating func member(_ name: String, _ value: String) {
    raw(",")
    key(name)
    string(value)
  }

  /// Appends `,"key":"value"`, or `,"key":null` when there is no value.
  mutating func optionalMember(_ name: String, _ value: String?) {
    raw(",")
    key(name)
    if let value { string(value) } else { raw("null") }
  }
}
