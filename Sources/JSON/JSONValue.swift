/// A JSON value to write with ``JSONText/value(_:)``: renderers describe an object's members
/// in order instead of assembling `{`, `,` and `}` by hand.
///
/// ```swift
/// var json = JSONText()
/// json.value(.object([("name", .string("Notes.note")), ("size", .integer(12))]))
/// json.text == #"{"name":"Notes.note","size":12}"#
/// ```
public indirect enum JSONValue: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// An integer.
  case number(Int64)
  /// A string, escaped when written.
  case string(String)
  /// Seconds since 1970 written as a UTC timestamp string (`JSONText.timestamp(_:)`).
  case timestamp(Int64)
  /// An array of values.
  case array([JSONValue])
  /// An object; members are written in the order given (callers keep keys sorted).
  case object([(key: String, value: JSONValue)])
  /// Members written by a function, for arrays too long to hold as values (a package's
  /// entry tree): `write` appends one complete JSON value.
  case written(@Sendable (inout JSONText) -> Void)

  /// An integer of any width (clamped to `Int64`).
  public static func integer(_ value: some BinaryInteger) -> JSONValue {
    .number(Int64(clamping: value))
  }

  /// A string, or `null` when absent.
  public static func optional(_ value: String?) -> JSONValue {
    value.map(JSONValue.string) ?? .null
  }

  /// An integer, or `null` when absent.
  public static func optional(_ value: (some BinaryInteger)?) -> JSONValue {
    value.map { .integer($0) } ?? .null
  }

  /// An object whose members with a `nil` value are left out (keys absent, not `null`).
  public static func object(omittingNil members: [(key: String, value: JSONValue?)]) -> JSONValue {
    .object(members.compactMap { member in member.value.map { (member.key, $0) } })
  }

  /// An array of `items`, each described by `value`.
  public static func array<Items: Sequence>(
    _ items: Items, _ value: (Items.Element) -> JSONValue
  ) -> JSONValue {
    .array(items.map(value))
  }
}

extension JSONText {
  /// Appends `value` in compact form (no spaces), as `Spec/CLI.md` requires.
  public mutating func value(_ value: JSONValue) {
    switch value {
    case .null: raw("null")
    case .bool(let flag): bool(flag)
    case .number(let number): self.number(number)
    case .string(let text): string(text)
    case .timestamp(let seconds): timestamp(seconds)
    case .array(let items):
      raw("[")
      for (index, item) in items.enumerated() {
        if index > 0 { raw(",") }
        self.value(item)
      }
      raw("]")
    case .object(let members):
      raw("{")
      for (index, member) in members.enumerated() {
        if index > 0 { raw(",") }
        key(member.key)
        self.value(member.value)
      }
      raw("}")
    case .written(let write): write(&self)
    }
  }

  /// Appends `items` as a JSON array, each written by `write` (for long sequences that
  /// should not be held as ``JSONValue``s).
  public mutating func array<Items: Sequence>(
    _ items: Items, _ write: (inout JSONText, Items.Element) -> Void
  ) {
    raw("[")
    var first = true
    for item in items {
      if !first { raw(",") }
      first = false
      write(&self, item)
    }
    raw("]")
  }
}
