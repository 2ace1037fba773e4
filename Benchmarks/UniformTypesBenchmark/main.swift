// Look-up throughput of UniformTypes, for Benchmarks/types.sh. Build in release:
//   swift build -c release --product UniformTypesBenchmark
// Prints one line per case: name, look-ups, wall seconds, look-ups per wall second, CPU
// seconds, look-ups per CPU second. On a shared machine the CPU-time rate is the fair one: it
// does not count time the process spent waiting for a core.
import UniformTypes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func cpuSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

let known = [
  "png", "jpg", "JPG", "jpeg", "gif", "pdf", "txt", "html", "htm", "json", "xml", "rtf", "xls",
  "docx", "xlsx", "zip", "gz", "tiff", "heic", "webp", "mp3", "mp4", "mov", "swift", "c", "h",
  "plist", "csv", "doc", "Png", "PDF", "svg", "css", "js", "py", "sh", "tar", "bmp", "ico", "wav",
]
let unknown = ["sql", "srt", "conf", "livp", "gpx", "rmd", "zzz", "log2", "cache", "lock"]
let mimeTypes = [
  "image/png", "image/jpeg", "text/html", "application/json", "application/pdf", "text/plain",
  "IMAGE/GIF", "application/zip", "text/html; charset=utf-8", "video/mp4",
]

func measure(_ name: String, count: Int, _ body: (Int) -> Int) {
  var checksum = 0
  let clock = ContinuousClock()
  let cpuStart = cpuSeconds()
  let elapsed = clock.measure {
    checksum = body(count)
  }
  let cpu = cpuSeconds() - cpuStart
  let seconds =
    Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  let rate = Double(count) / seconds
  let cpuRate = Double(count) / cpu
  print(
    "\(name)\t\(count)\t\(seconds)\t\(Int(rate))\t\(cpu)\t\(Int(cpuRate))\tchecksum=\(checksum)")
}

let rounds =
  CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 5_000_000 : 5_000_000

measure("extension (declared, mixed case)", count: rounds) { count in
  var found = 0
  for index in 0..<count {
    if let type = UTType(filenameExtension: known[index % known.count]) {
      found &+= type.identifier.utf8.count
    }
  }
  return found
}

measure("extension (undeclared, dynamic)", count: rounds / 10) { count in
  var found = 0
  for index in 0..<count {
    if let type = UTType(filenameExtension: unknown[index % unknown.count]) {
      found &+= type.identifier.utf8.count
    }
  }
  return found
}

measure("MIME type (declared)", count: rounds) { count in
  var found = 0
  for index in 0..<count {
    if let type = UTType(mimeType: mimeTypes[index % mimeTypes.count]) {
      found &+= type.identifier.utf8.count
    }
  }
  return found
}

let types = known.compactMap { UTType(filenameExtension: $0) }
let targets: [UTType] = [.image, .text, .data, .content, .archive, .package, .audiovisualContent]
measure("conforms(to:)", count: rounds) { count in
  var hits = 0
  for index in 0..<count
  where types[index % types.count].conforms(to: targets[index % targets.count]) {
    hits += 1
  }
  return hits
}

// Registering an app's declarations on top of the built-in types (each call builds a new
// registry; `docpkg type --declarations` does it once per run).
let declaration = UTTypeDeclaration(
  identifier: "com.example.note", conformsTo: ["com.apple.package", "public.composite-content"],
  tags: [.filenameExtension: ["note"], .mimeType: ["application/x-note"]], kind: .exported)
measure("registering one declaration", count: max(rounds / 50_000, 20)) { count in
  var total = 0
  for _ in 0..<count {
    if let registry = try? UTTypeRegistry.shared.registering([declaration]) {
      total &+= registry.type(withIdentifier: "com.example.note") == nil ? 0 : 1
    }
  }
  return total
}
