import ByteReading

/// The first pass over a stream: walks the block headers without decoding payloads, checks
/// every declared size against the input, the format's maximum expansion and the caller's
/// limit, and returns the blocks with their total decompressed size. Nothing is allocated in
/// proportion to a declared size before this pass succeeds.
enum StreamFraming {
  static func scan(
    _ input: UnsafeRawBufferPointer, limit: Int
  ) throws(LZFSEError) -> (blocks: [BlockDescriptor], total: Int) {
    let reader = ByteReader(input)
    var blocks: [BlockDescriptor] = []
    var offset = 0
    var total = 0
    while true {
      func need(_ count: Int) throws(LZFSEError) {
        guard count <= input.count - offset else {
          throw .truncated(offset: offset, needed: count, available: input.count - offset)
        }
      }
      guard let value = reader.getInteger(at: offset, endianness: .little, as: UInt32.self) else {
        throw .missingEndOfStream(offset: offset)
      }
      guard let magic = BlockMagic(rawValue: value) else {
        throw .unknownBlock(offset: offset, magic: value)
      }
      if magic == .endOfStream {
        let end = offset + 4
        guard end == input.count else {
          throw .trailingBytes(offset: offset, count: input.count - end)
        }
        return (blocks, total)
      }
      // Each field read below follows the `need` that covers it.
      try need(8)
      let rawCount = Int(
        reader.getInteger(at: offset + 4, endianness: .little, as: UInt32.self) ?? 0)
      let block: BlockDescriptor
      switch magic {
      case .raw:
        try need(8 + rawCount)
        block = BlockDescriptor(
          magic: magic, offset: offset, rawCount: rawCount, payloadStart: offset + 8,
          end: offset + 8 + rawCount)
      case .lzvn:
        try need(12)
        let payload = Int(
          reader.getInteger(at: offset + 8, endianness: .little, as: UInt32.self) ?? 0)
        try need(12 + payload)
        let (numerator, denominator) = Format.lzvnMaximumRatio
        let maximum = payload * numerator / denominator
        guard rawCount <= maximum else {
          throw .implausibleSize(offset: offset, declared: rawCount, maximum: maximum)
        }
        block = BlockDescriptor(
          magic: magic, offset: offset, rawCount: rawCount, payloadStart: offset + 12,
          end: offset + 12 + payload)
      case .lzfseV1, .lzfseV2:
        let headerSize: Int
        let header: LZFSEBlockHeader
        if magic == .lzfseV1 {
          headerSize = Format.v1HeaderSize
          try need(headerSize)
          header = try HeaderParser.parseV1(input, at: offset)
        } else {
          try need(Format.v2FixedHeaderSize)
          headerSize = Int(
            reader.getInteger(at: offset + 24, endianness: .little, as: UInt32.self) ?? 0)
          let largest = Format.v2FixedHeaderSize + 2 * LZFSEBlockHeader.frequencyCount
          guard (Format.v2FixedHeaderSize...largest).contains(headerSize) else {
            throw .badHeaderField(
              offset: offset, field: "header size", value: headerSize, maximum: largest)
          }
          try need(headerSize)
          header = try HeaderParser.parseV2(input, at: offset, headerSize: headerSize)
        }
        try need(headerSize + header.literalPayloadCount + header.lmdPayloadCount)
        // Output comes only from the triples: at most all literals plus the longest match
        // for each of them.
        let maximum =
          header.matchCount == 0
          ? 0 : header.paddedLiteralCount + header.matchCount * Format.maximumM
        guard rawCount <= maximum else {
          throw .implausibleSize(offset: offset, declared: rawCount, maximum: maximum)
        }
        block = BlockDescriptor(
          magic: magic, offset: offset, rawCount: rawCount, payloadStart: offset + headerSize,
          end: offset + headerSize + header.literalPayloadCount + header.lmdPayloadCount,
          lzfse: header)
      case .endOfStream:
        throw .missingEndOfStream(offset: offset)  // handled above
      }
      guard rawCount <= limit - total else {
        throw .tooLarge(declared: total + rawCount, limit: limit)
      }
      total += rawCount
      blocks.append(block)
      offset = block.end
    }
  }
}
