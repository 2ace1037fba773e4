#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

var output = Output()
let status = RootCommand.main(Array(CommandLine.arguments.dropFirst()), output: &output)
output.flush()
exit(status.rawValue)
