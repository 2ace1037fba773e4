/// The fixed-size working memory of LZFSE block decoding (about 46 KB): the four decoding
/// tables and the block's literals. Allocated once per stream, on its first LZFSE block.
final class DecoderScratch {
  let literalTable = UnsafeMutablePointer<UInt32>.allocate(capacity: Format.literalStates)
  let lTable = UnsafeMutablePointer<ValueEntry>.allocate(capacity: Format.lStates)
  let mTable = UnsafeMutablePointer<ValueEntry>.allocate(capacity: Format.mStates)
  let dTable = UnsafeMutablePointer<ValueEntry>.allocate(capacity: Format.dStates)
  /// Literals of one block: at most 40,000, rounded up to a multiple of four, and room for
  /// word-sized reads past the last.
  let literals = UnsafeMutablePointer<UInt8>.allocate(capacity: Format.literalsPerBlock + 16)

  init() {
    literals.initialize(repeating: 0, count: Format.literalsPerBlock + 16)
  }

  deinit {
    literalTable.deallocate()
    lTable.deallocate()
    mTable.deallocate()
    dTable.deallocate()
    literals.deallocate()
  }
}
