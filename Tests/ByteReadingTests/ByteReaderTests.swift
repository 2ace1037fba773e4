import ByteReading
import Foundation
import Testing

@Suite struct ByteReaderTests {
  /// 01 02 03 04 05 06 07 08 09.
  let bytes: [UInt8] = Array(1...9)

  @Test func readsEveryWidthInBothByteOrders() {
    bytes.withByteReader { reader in
      #expect(reader.getInteger(at: 0, as: UInt8.self) == 0x01)
      #expect(reader.getInteger(at: 0, endianness: .big, as: UInt16.self) == 0x0102)
      #expect(reader.getInteger(at: 0, endianness: .little, as: UInt16.self) == 0x0201)
      #expect(reader.getInteger(at: 0, endianness: .big, as: UInt32.self) == 0x0102_0304)
      #expect(reader.getInteger(at: 0, endianness: .little, as: UInt32.self) == 0x0403_0201)
      #expect(
        reader.getInteger(at: 0, endianness: .big, as: UInt64.self) == 0x0102_0304_0506_0708)
      #expect(
        reader.getInteger(at: 0, endianness: .little, as: UInt64.self) == 0x0807_0605_0403_0201)
    }
  }

  @Test func readsSignedIntegersAsTheirBitPattern() {
    let negative: [UInt8] = [0xFF, 0xFE, 0xFF, 0xFF, 0xFF]
    #expect(negative.getInteger(at: 0, endianness: .big, as: Int16.self) == -2)
    #expect(negative.getInteger(at: 1, endianness: .little, as: Int32.self) == -2)
    #expect(negative.getInteger(at: 0, as: Int8.self) == -1)
  }

  @Test(arguments: [1, 2, 3, 5, 8])
  func readsAtOffsets(offset: Int) {
    let expected =
      UInt32(offset + 1) << 24 | UInt32(offset + 2) << 16 | UInt32(offset + 3) << 8
      | UInt32(offset + 4)
    if offset + 4 <= bytes.count {
      #expect(bytes.getInteger(at: offset, as: UInt32.self) == expected)
      #expect(
        bytes.getInteger(at: offset, endianness: .little, as: UInt32.self) == expected.byteSwapped)
    } else {
      #expect(bytes.getInteger(at: offset, as: UInt32.self) == nil)
    }
  }

  @Test func shortInputGivesNil() {
    #expect(bytes.getInteger(at: 8, as: UInt16.self) == nil)
    #expect(bytes.getInteger(at: 6, as: UInt32.self) == nil)
    #expect(bytes.getInteger(at: 2, as: UInt64.self) == nil)
    #expect(bytes.getInteger(at: 9, as: UInt8.self) == nil)
    #expect(bytes.getInteger(at: -1, as: UInt8.self) == nil)
    #expect(bytes.getInteger(at: .max, as: UInt32.self) == nil)
    #expect(bytes.getInteger(at: .min, as: UInt32.self) == nil)
    #expect([UInt8]().getInteger(at: 0, as: UInt8.self) == nil)
    #expect(bytes.getInteger(at: 5, as: UInt32.self) == 0x0607_0809)
  }

  @Test func readsVariableWidths() {
    #expect(bytes.getInteger(at: 1, byteCount: 3, as: UInt32.self) == 0x02_0304)
    #expect(
      bytes.getInteger(at: 1, byteCount: 3, endianness: .little, as: UInt32.self) == 0x04_0302)
    #expect(bytes.getInteger(at: 0, byteCount: 0, as: UInt64.self) == 0)
    #expect(bytes.getInteger(at: 0, byteCount: 8, as: UInt64.self) == 0x0102_0304_0506_0708)
    #expect(bytes.getInteger(at: 1, byteCount: 2, endianness: .little, as: UInt64.self) == 0x0302)
    #expect(bytes.getInteger(at: 1, byteCount: 4, as: Int.self) == 0x0203_0405)
    #expect(bytes.getInteger(at: 0, byteCount: 1, as: UInt16.self) == 1)
    let high: [UInt8] = [0xFF, 0xFE, 0x80]
    #expect(high.getInteger(at: 0, byteCount: 2, as: Int.self) == 0xFFFE)
    #expect(high.getInteger(at: 0, byteCount: 2, as: Int16.self) == -2)
    #expect(high.getInteger(at: 0, byteCount: 3, as: Int32.self) == 0xFF_FE80)
    #expect(high.getInteger(at: 2, byteCount: 1, as: Int8.self) == -128)
    #expect(bytes.getInteger(at: 7, byteCount: 3, as: UInt32.self) == nil)
    #expect(bytes.getInteger(at: 0, byteCount: 5, as: UInt32.self) == nil)
    #expect(bytes.getInteger(at: 0, byteCount: -1, as: UInt32.self) == nil)
    #expect(bytes.getInteger(at: -1, byteCount: 2, as: UInt32.self) == nil)
  }

  @Test func sequentialReadsMoveTheIndexOnlyOnSuccess() {
    bytes.withByteReader { start in
      var reader = start
      let first = reader.readInteger(as: UInt16.self)
      #expect(first == 0x0102)
      #expect(reader.readerIndex == 2)
      let second = reader.readInteger(endianness: .little, as: UInt32.self)
      #expect(second == 0x0605_0403)
      #expect(reader.readableBytes == 3)
      let tooWide = reader.readInteger(as: UInt32.self)
      #expect(tooWide == nil)
      #expect(reader.readerIndex == 6)
      let last = reader.readInteger(byteCount: 3, as: UInt32.self)
      #expect(last == 0x07_0809)
      #expect(reader.readableBytes == 0)
      let pastEnd = reader.readInteger(as: UInt8.self)
      #expect(pastEnd == nil)
      let noBytes = reader.readBytes(count: 1)
      #expect(noBytes == nil)
      let moved = reader.moveReaderIndex(forwardBy: 1)
      #expect(!moved)
      #expect(reader.readerIndex == 9)
    }
  }

  @Test func slicesWithoutCopying() {
    bytes.withByteReader { start in
      var reader = start
      let moved = reader.moveReaderIndex(forwardBy: 3)
      #expect(moved)
      let slice = reader.readBytes(count: 4)
      #expect(slice.map(Array.init) == [4, 5, 6, 7])
      #expect(slice?.baseAddress == reader.bytes.baseAddress.map { $0 + 3 })
      #expect(reader.readerIndex == 7)
      #expect(reader.getBytes(at: 7, count: 3) == nil)
      #expect(reader.getBytes(at: 9, count: 0)?.count == 0)
      #expect(reader.getBytes(at: 0, count: -1) == nil)
      let movedBack = reader.moveReaderIndex(forwardBy: -1)
      #expect(!movedBack)
    }
  }

  @Test func offsetsCountFromTheFirstByteOfASlice() {
    let slice = bytes[4...]
    #expect(slice.getInteger(at: 0, as: UInt16.self) == 0x0506)
    let data = Data(bytes)[3...]
    #expect(data.getInteger(at: 0, endianness: .little, as: UInt16.self) == 0x0504)
    #expect(data.getInteger(at: 5, as: UInt16.self) == nil)
  }

  @Test func readerErrorsPassThrough() {
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try bytes.withByteReader { (_: ByteReader) throws(Stop) -> Int in throw Stop() }
    }
  }
}
