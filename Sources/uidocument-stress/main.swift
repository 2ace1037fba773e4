import DocpkgSystem
import DocumentApps
import Foundation

// Stress runs for UIDocument (Scripts/uidocument-stress.sh):
//   uidocument-stress edit FILE ROLE ROUNDS   two of these take turns appending a line each
//                                              through autosave; exit 0 when all lines are in
//   uidocument-stress autosave FILE            rewrites FILE with new checked versions through
//                                              autosave until killed
//   uidocument-stress seed FILE                writes version 0
//   uidocument-stress verify FILE              exit 0 if FILE is one whole version, else 1
let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  FileHandle.standardError.write(
    Data("usage: uidocument-stress edit|autosave|verify FILE …\n".utf8))
  SystemProcess.exit(64)
}
let url = URL(fileURLWithPath: arguments[2])

switch arguments[1] {
case "edit":
  guard arguments.count == 5, let role = Int(arguments[3]), let rounds = Int(arguments[4]) else {
    SystemProcess.exit(64)
  }
  SystemProcess.exit(await TurnEditor(url: url, role: role, rounds: rounds).run())
case "autosave":
  SystemProcess.exit(await VersionWriter(url: url).run())
case "seed":
  do {
    try VersionWriter.contents(version: 0).write(to: url)
    SystemProcess.exit(0)
  } catch {
    SystemProcess.exit(1)
  }
case "verify":
  SystemProcess.exit(VersionWriter.verify(url) ? 0 : 1)
default:
  SystemProcess.exit(64)
}
