import Synchronization

extension UTTypeRegistry {
  private static let current = Mutex<UTTypeRegistry>(.builtIn)
  /// Set once anything is registered; until then look-ups skip the lock.
  private static let hasRegistrations = Atomic<Bool>(false)

  /// The registry `UTType`'s initializers consult: `builtIn` plus whatever was registered.
  public static var shared: UTTypeRegistry {
    guard hasRegistrations.load(ordering: .acquiring) else { return builtIn }
    return current.withLock { $0 }
  }

  /// Adds declarations (from an app's Info.plist, say) to the shared registry. Types already
  /// made keep the answers they had.
  /// - Throws: `UTTypeDeclarationError`; the shared registry is then unchanged.
  public static func register(_ declarations: [UTTypeDeclaration])
    throws(UTTypeDeclarationError)
  {
    try current.withLock { (registry: inout UTTypeRegistry) throws(UTTypeDeclarationError) in
      registry = try registry.registering(declarations)
    }
    hasRegistrations.store(true, ordering: .releasing)
  }
}
