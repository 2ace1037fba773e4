import Foundation
import Testing

@testable import CoreData

/// A to-many relationship's list: order kept, each object once, membership through its
/// table once the list is long, across appends and removals (compared with an array).
@Suite struct ObjectListTests {
  @Test func appendsAndRemovesLikeAnArrayOfDistinctObjects() {
    let entity = NSEntityDescription()
    entity.name = "Word"
    let objects = (0..<300).map { _ in NSManagedObject(entity: entity, insertInto: nil) }
    var list = ObjectList()
    var expected: [NSManagedObject] = []
    var state: UInt64 = 0x1234_5678
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    for step in 0..<5000 {
      let object = objects[next(step < 2500 ? objects.count : 40)]
      if next(3) == 0 {
        list.remove(object)
        expected.removeAll { $0 === object }
      } else {
        let appended = list.append(object)
        #expect(appended == !expected.contains { $0 === object })
        if appended { expected.append(object) }
      }
      if step % 97 == 0 {
        let inOrder = list.items.elementsEqual(expected, by: ===)
        #expect(inOrder)
        for candidate in objects.prefix(60) {
          #expect(list.contains(candidate) == expected.contains { $0 === candidate })
        }
      }
    }
    let inOrder = list.items.elementsEqual(expected, by: ===)
    #expect(inOrder)
    for object in objects { #expect(list.contains(object) == expected.contains { $0 === object }) }
    let copy = ObjectList(objects + objects)
    let once = copy.items.elementsEqual(objects, by: ===)
    #expect(once)
  }
}
