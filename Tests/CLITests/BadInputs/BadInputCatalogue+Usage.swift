extension BadInputCatalogue {
  /// Command-line mistakes: exit 64 with a message naming the problem.
  static let usage: [BadInput] = [
    BadInput(
      id: "CLI-01", format: "CLI", input: "no arguments", exitCode: 64, message: "USAGE",
      stream: .stdout, setup: { _ in [] }),
    BadInput(
      id: "CLI-02", format: "CLI", input: "unknown subcommand", exitCode: 64,
      message: "unknown subcommand 'frobnicate'", setup: { _ in ["frobnicate"] }),
    BadInput(
      id: "CLI-03", format: "CLI", input: "unknown option", exitCode: 64,
      message: "--no-such-option", setup: { _ in ["inspect", "--no-such-option", "."] }),
    BadInput(
      id: "CLI-04", format: "CLI", input: "option missing its value", exitCode: 64,
      message: "--size",
      setup: { work in ["thumbnail", work.path + "/a.png", "-o", "x.png", "--size"] }),
    BadInput(
      id: "CLI-05", format: "CLI", input: "missing required argument", exitCode: 64,
      message: "text", setup: { _ in ["text"] }),
    BadInput(
      id: "CLI-06", format: "CLI", input: "too many arguments", exitCode: 64,
      message: "text", setup: { _ in ["text", "a.rtf", "b.rtf"] }),
  ]
}
