import Foundation

extension IWorkDocument {
  /// Facts for `inspect`: `application`, `generation` (`xml` or `iwa`), `savedBy` (the
  /// build history, oldest first, `; `-separated), and where cheap `slides` (Keynote) or
  /// `sheets` (Numbers IWA).
  public func metadata() -> [String: String] {
    var facts = ["application": application.rawValue, "generation": generation.rawValue]
    let builds = buildVersions()
    if !builds.isEmpty { facts["savedBy"] = builds.joined(separator: "; ") }
    if generation == .iwa, let components = try? components() {
      switch application {
      case .keynote:
        facts["slides"] = String(components.filter { Self.isSlideComponent($0.name) }.count)
      case .numbers:
        if let document = components.first(where: { $0.name == "Document" }),
          let decoded = try? IWAComponent(data: document.data, limits: limits)
        {
          facts["sheets"] = String(decoded.objects.filter { $0.type == MessageType.sheet }.count)
        }
      case .pages:
        break
      }
    }
    return facts
  }

  /// `Slide1`, `Slide-1234` (not `MasterSlide-…`).
  static func isSlideComponent(_ name: String) -> Bool {
    name.hasPrefix("Slide") && name.dropFirst(5).allSatisfy { $0.isNumber || $0 == "-" }
  }
}
