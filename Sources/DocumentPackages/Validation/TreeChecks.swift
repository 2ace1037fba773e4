import FileWrappers

/// The checks every format shares: the reader's problems (links leaving the package,
/// skipped FIFOs and devices, names that are not UTF-8) and every symbolic link in the tree.
enum TreeChecks {
  /// Adds the shared findings for `root` to `examination`.
  ///
  /// Links inside a note's `Attachments/` are left to the note's own rule (NOTE-5) unless
  /// they leave the package.
  static func check(_ root: FileWrapper, into examination: inout Examination) {
    let kind = examination.format
    var outside = Set<String>()
    for problem in root.problems {
      switch problem.kind {
      case .linkOutsidePackage(let destination):
        outside.insert(problem.path)
        examination.add(
          kind.linkOutsideRule, .error, problem.path,
          "symbolic link points outside the package (\(destination))")
      case .unsupportedFileType(let type):
        let (rule, severity) = kind.specialFileRule(at: problem.path)
        examination.add(rule, severity, problem.path, "\(type) is not allowed in a package")
      case .nonUTF8Name:
        let (rule, severity) = kind.nonUTF8NameRule(at: problem.path)
        examination.add(rule, severity, problem.path, "name is not valid UTF-8")
      case .unreadable(let reason):
        examination.add(kind.limitsRule, .error, problem.path, "cannot be read: \(reason)")
      case .leftoverTemporary:
        break  // the format's unexpected-entry rules report it
      }
    }
    var links: [[String]] = []
    collectLinks(in: root, at: [], into: &links)
    for components in links {
      let path = components.joined(separator: "/")
      if outside.contains(path) { continue }
      let destination =
        LinkResolver.node(at: components, in: root).flatMap(LinkResolver.destination) ?? ""
      let inAttachments = kind == .note && components.count == 2 && components[0] == "Attachments"
      switch LinkResolver.resolve(linkAt: components, in: root) {
      case .outside:
        examination.add(
          kind.linkOutsideRule, .error, path,
          "symbolic link resolves outside the package through other links (\(destination))")
      case .inside where !inAttachments:
        examination.add(
          kind.linkInsideRule, .warning, path, "symbolic link inside the package (\(destination))")
      case .dangling where !inAttachments:
        examination.add(
          kind.linkInsideRule, .warning, path,
          "symbolic link points to nothing in the package (\(destination))")
      case .loop:
        examination.add(
          kind.linkInsideRule, .warning, path, "symbolic link loop (\(destination))")
      case .inside, .dangling:
        break
      }
    }
  }

  private static func collectLinks(
    in wrapper: FileWrapper, at components: [String], into links: inout [[String]]
  ) {
    guard let children = wrapper.fileWrappers else { return }
    for key in children.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      guard let child = children[key] else { continue }
      if child.isSymbolicLink {
        links.append(components + [key])
      } else if child.isDirectory {
        collectLinks(in: child, at: components + [key], into: &links)
      }
    }
  }
}
