import Imaging
import UniformTypes

extension UTType: ExpressibleByArgument {
  init?(argument: String) {
    self.init(argument)
  }

  static func invalidArgument(_ text: String, for context: String) -> CLIError {
    .usage("\(context): '\(text)' is not a valid type identifier")
  }
}

extension ResizeMode: ExpressibleByArgument {}

extension ResamplingFilter: ExpressibleByArgument {
  init?(argument: String) {
    guard let filter = Self.named(argument) else { return nil }
    self = filter
  }

  static var allValueStrings: [String] { presets.map(\.name) }
}
