import DocpkgSystem

// A write past RLIMIT_FSIZE must fail with EFBIG (reported, original file kept), not kill
// the process with SIGXFSZ and leave a stray temporary.
SystemProcess.ignoreFileSizeLimitSignal()

// A decoder worker of a thumbnail batch (`Spec/Isolation.md`): serves and exits.
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == DecoderWorkerHost.marker {
  SystemProcess.exit(DecoderWorkerHost.serve(Array(CommandLine.arguments.dropFirst(2))))
}

var output = Output()
let status = RootCommand.main(Array(CommandLine.arguments.dropFirst()), output: &output)
output.flush()
if let failure = output.standardOutputError {
  output.warning("<stdout>: \(Errno(failure))")
  SystemProcess.exit(status.combined(with: .ioError).rawValue)
}
SystemProcess.exit(status.rawValue)
