import DocpkgSystem

// A write past RLIMIT_FSIZE must fail with EFBIG (reported, original file kept), not kill
// the process with SIGXFSZ and leave a stray temporary.
SystemProcess.ignoreFileSizeLimitSignal()

var output = Output()
let status = RootCommand.main(Array(CommandLine.arguments.dropFirst()), output: &output)
output.flush()
if let failure = output.standardOutputError {
  output.warning("<stdout>: \(Errno(failure))")
  SystemProcess.exit(status.combined(with: .ioError).rawValue)
}
SystemProcess.exit(status.rawValue)
