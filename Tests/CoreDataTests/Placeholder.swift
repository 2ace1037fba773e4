import Foundation
import Testing
import TestSupport

@testable import CoreData

@Suite struct ScratchTests {
  @Test func dump() throws {
    for sub in [
      "ashalkhakov__FreeCoreData/EmployeeDirectory.xcdatamodeld",
      "ashalkhakov__FreeCoreData/EmployeeDirectory.momd",
      "Sunic__DigitalOrder/Hotel.xcdatamodel",
      "nothirst__TICoreDataSync/Notebook.xcdatamodeld",
      "objcio__core-data/Moody.xcdatamodeld",
      "Prosumma__CoreDataQueryInterface/Developers.xcdatamodeld",
    ] {
      guard let url = ProjectPaths.corpus("coredata/" + sub) else { return }
      do {
        let model = try NSManagedObjectModel.load(contentsOf: url)
        print(sub)
        for entity in model.entities { print("  ", entity, entity.properties.map(\.description)) }
      } catch { print(sub, "ERROR", error) }
    }
  }
}
