// fw-save-stress: a test tool for FileWrappers' atomic saves (used by the SIGKILL test,
// Tests/FileWrappersTests/AtomicSaveKillTests.swift; not installed with docpkg).
//
//   fw-save-stress create PACKAGE      make PACKAGE: big.bin (2 MiB), state.txt, Sub/state.txt
//   fw-save-stress save PACKAGE COUNT  COUNT times: read PACKAGE lazily, bump the generation in
//                                      both state files, save atomically and incrementally
//                                      (redone from a fresh read when another save got in
//                                      first); prints `saved COUNT retried R`
//   fw-save-stress measure PACKAGE [NAME...]
//                                      read PACKAGE lazily and print peak RSS (KiB) as
//                                      `structure KB`; then for each top-level file NAME load
//                                      its contents, read one byte per page when it is at most
//                                      256 MiB, and print `NAME BYTES KB`
import DocpkgSystem
import FileWrappers
import Foundation

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("fw-save-stress: \(message)\n".utf8))
  SystemProcess.exit(1)
}

/// Peak resident set size of this process image, in KiB: `VmHWM` from /proc/self/status.
/// (`getrusage` would also count the parent's pages inherited before `exec`.)
func peakResidentKilobytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }
  return 0
}

/// One save: read the package lazily, bump the generation in both state files, and write it
/// back atomically and incrementally.
func saveOnce(_ url: URL) throws {
  let package = try FileWrapper(url: url, options: [])
  guard let state = package.fileWrappers?["state.txt"],
    let sub = package.fileWrappers?["Sub"]
  else { fail("\(url.path): not a stress package") }
  let text = String(decoding: try state.contents(), as: UTF8.self)
  let generation = (Int(text.split(separator: " ").last?.dropLast() ?? "") ?? 0) + 1
  let next = Data("generation \(generation)\n".utf8)
  package.removeFileWrapper(state)
  package.addRegularFile(withContents: next, preferredFilename: "state.txt")
  if let old = sub.fileWrappers?["state.txt"] { sub.removeFileWrapper(old) }
  sub.addRegularFile(withContents: next, preferredFilename: "state.txt")
  try package.write(to: url, options: .atomic, originalContentsURL: url)
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else { fail("usage: fw-save-stress create|save PACKAGE [COUNT]") }
let url = URL(fileURLWithPath: arguments[2])

do {
  switch arguments[1] {
  case "create":
    var big = [UInt8](repeating: 0, count: 2 << 20)
    for index in big.indices {
      big[index] = UInt8(truncatingIfNeeded: index &* 2_654_435_761 >> 13)
    }
    let package = FileWrapper(directoryWithFileWrappers: [:])
    package.addRegularFile(withContents: Data(big), preferredFilename: "big.bin")
    package.addRegularFile(
      withContents: Data("generation 0\n".utf8), preferredFilename: "state.txt")
    let sub = FileWrapper(directoryWithFileWrappers: [:])
    sub.addRegularFile(withContents: Data("generation 0\n".utf8), preferredFilename: "state.txt")
    sub.preferredFilename = "Sub"
    package.addFileWrapper(sub)
    try package.write(to: url, options: .atomic, originalContentsURL: nil)
  case "save":
    // A save that another process's save beat (`changedSinceRead`, or a lazily read file
    // replaced meanwhile) is redone from a fresh read, as a document app would; the count
    // of such retries is printed as `saved N retried R`.
    let count = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
    var saved = 0
    var retried = 0
    while saved < count {
      do {
        try saveOnce(url)
        saved += 1
      } catch FileWrapperError.changedSinceRead, FileWrapperError.contentsChanged,
        FileWrapperError.fileVanished
      {
        retried += 1
      }
    }
    print("saved \(saved) retried \(retried)")
  case "measure":
    let package = try FileWrapper(url: url, options: [])
    print("structure \(peakResidentKilobytes())")
    for name in arguments.dropFirst(3) {
      guard let file = package.fileWrappers?[name] else { fail("\(name): not in package") }
      let data = try file.contents()
      var sum = 0
      if data.count <= 256 << 20 {
        data.withUnsafeBytes { bytes in
          for offset in stride(from: 0, to: bytes.count, by: 4096) { sum &+= Int(bytes[offset]) }
        }
      }
      print("\(name) \(data.count) \(peakResidentKilobytes()) \(sum & 1)")
    }
  default:
    fail("unknown mode '\(arguments[1])'")
  }
} catch {
  fail("\(error)")
}
