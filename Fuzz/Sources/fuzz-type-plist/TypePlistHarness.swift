import Foundation
import FuzzSupport
import UniformTypes

/// Fuzzes type declarations: Info.plist (XML and binary, through Foundation's parser) and
/// JSON loading, registration (identifier and tag checks, cycle detection), and queries on
/// the registered types. The first byte picks JSON (odd) or property list (even).
@main
enum TypePlistHarness {
  static func main() {
    FuzzMain.run(seeds: TypePlistSeeds.make, target: typePlistTarget)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func typePlistTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let body = Data(bytes: data + 1, count: size - 1)
  let declarations =
    data[0] & 1 == 1
    ? try? UTTypeDeclaration.declarations(fromJSON: body)
    : try? UTTypeDeclaration.declarations(fromPropertyList: body)
  guard let declarations,
    let registry = try? UTTypeRegistry.shared.registering(declarations)
  else { return 0 }
  for declaration in declarations {
    guard let type = registry.type(withIdentifier: declaration.identifier) else { continue }
    _ = type.supertypes
    _ = type.orderedSupertypes
    _ = type.preferredFilenameExtension
    _ = type.preferredMIMEType
    for (tagClass, tags) in type.tags {
      for tag in tags { _ = registry.types(tag: tag, tagClass: tagClass, conformingTo: nil) }
    }
  }
  return 0
}
