import Foundation
import TestSupport
import Testing

@testable import CoreData

/// The schema docpkg lays out for a model against the schema Xcode's Core Data made for it.
@Suite struct StoreLayoutTests {
  /// Source models and the stores Xcode's Core Data made from them.
  static let pairs: [(model: String, store: String)] = [
    (
      "coredata/bignerdranch__CoreDataStack/Sample.xcdatamodeld/TestModel.xcdatamodel",
      "coredata/bignerdranch__CoreDataStack/TestModel.sqlite"
    )
  ]

  @Test(arguments: pairs.indices)
  func layoutEqualsTheXcodeMadeSchema(_ index: Int) throws {
    let (modelPath, storePath) = Self.pairs[index]
    guard let modelURL = ProjectPaths.corpus(modelPath),
      let storeURL = ProjectPaths.corpus(storePath)
    else { return }
    let model = try NSManagedObjectModel.load(contentsOf: modelURL)
    let rows = try SQLiteScript.query(
      storeURL.path, "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid")
    let real = rows.compactMap { $0.first as? String }.map(Self.normalised)
    let made = StoreLayout(model: model).statements.map(Self.normalised)
    #expect(made == real)
  }

  /// `sqlite3 .schema` text with runs of spaces collapsed and no spaces inside parentheses.
  static func normalised(_ sql: String) -> String {
    sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
  }
}
