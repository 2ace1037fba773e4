import Testing
import Zip

/// The one-line messages stay as Spec/BadInputs.md and the CLI tests know them, now that the
/// cases carry facts instead of reason strings.
@Suite struct ZipErrorMessageTests {
  @Test(arguments: [
    (ZipError.tooSmall(size: 3), "not a zip archive: only 3 bytes"),
    (.missingEndRecord, "not a zip archive: no end-of-central-directory record"),
    (
      .corrupt(entry: nil, damage: .directoryTooLarge(size: 70 << 20, limit: 64 << 20)),
      "corrupt zip archive: central directory larger than 64 MiB"
    ),
    (
      .corrupt(entry: nil, damage: .directoryTooSmall(size: 10, entries: 3)),
      "corrupt zip archive: central directory of 10 bytes cannot hold 3 entries"
    ),
    (
      .corrupt(entry: nil, damage: .badCentralHeaderSignature(offset: 42)),
      "corrupt zip archive: bad central header signature at offset 42"
    ),
    (
      .corrupt(entry: "a.txt", damage: .invalidDeflateData),
      "corrupt zip entry \"a.txt\": invalid deflate data"
    ),
    (
      .corrupt(entry: "d", damage: .folderWithData(size: 5)),
      "corrupt zip entry \"d\": folder entry with 5 bytes of data"
    ),
    (
      .unsafePath(entry: "../x", problem: .parentComponent),
      "zip entry \"../x\" refused: \"..\" path component (would leave the destination)"
    ),
    (
      .unsafePath(entry: "x", problem: .tooDeep(limit: 64)),
      "zip entry \"x\" refused: more than 64 path components"
    ),
    (
      .invalidName(bytes: [0x63, 0x61, 0x66, 0xE9], markedUTF8: true),
      "zip entry name <63 61 66 e9> refused: marked UTF-8 but is not valid UTF-8"
    ),
    (
      .invalidName(bytes: [0xE9], markedUTF8: false),
      "zip entry name <e9> refused: not valid UTF-8 and not from an MS-DOS/Windows archiver "
        + "(code page unknown)"
    ),
    (
      .archiveTooLarge(.entrySize(entry: "big", size: 5_000_000_000)),
      "zip archive too large to write without ZIP64: \"big\" is 5000000000 bytes "
        + "(4 GiB is the limit)"
    ),
    (
      .archiveTooLarge(.entryCount),
      "zip archive too large to write without ZIP64: more than 65,534 entries"
    ),
  ])
  func messages(error: ZipError, message: String) {
    #expect(error.description == message)
  }
}
