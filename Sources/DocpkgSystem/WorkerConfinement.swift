import CSandbox

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a decoder worker does to itself before it reads a request (`Spec/Isolation.md`):
/// resource limits, closing inherited descriptors, the crash report, the seccomp filter.
package enum WorkerConfinement {
  /// Sets `RLIMIT_AS` to `addressSpace` bytes, `RLIMIT_NOFILE` to `openFiles` and
  /// `RLIMIT_CORE` to 0 (soft and hard: the worker cannot raise them again).
  /// - Throws: the `SystemError` of `setrlimit`.
  package static func limit(addressSpace: Int, openFiles: Int) throws(SystemError) {
    for (resource, value) in [
      (RLIMIT_AS, addressSpace), (RLIMIT_NOFILE, openFiles), (RLIMIT_CORE, 0),
    ] {
      var limit = rlimit(rlim_cur: rlim_t(value), rlim_max: rlim_t(value))
      guard setrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0 else {
        throw SystemError(call: "setrlimit", errno: Errno.current)
      }
    }
  }

  /// Sets the soft `RLIMIT_CPU` to the CPU time used so far plus `seconds` (rounded up), so
  /// each request gets its own budget; `SIGXCPU` ends the worker when it is spent.
  package static func allowCPU(seconds: Int) {
    var usage = rusage()
    _ = getrusage(RUSAGE_SELF.rawValue, &usage)
    let used = Int(usage.ru_utime.tv_sec) + Int(usage.ru_stime.tv_sec) + 1
    var limit = rlimit(rlim_cur: rlim_t(used + max(1, seconds)), rlim_max: rlim_t.max)
    _ = setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
  }

  /// Closes every descriptor above 2 (the worker keeps only its pipes and standard error).
  package static func closeInheritedDescriptors() {
    var limit = rlimit()
    _ = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    let top = Int32(min(UInt64(limit.rlim_cur), 65_536))
    guard top > 3 else { return }
    docpkg_close_descriptors_from(3, top)
  }

  /// Writes a crash frame to standard output on a fatal signal (`CSandbox.h`).
  package static func reportCrashes() {
    docpkg_sandbox_report_crashes(1)
  }

  /// `PR_SET_NO_NEW_PRIVS` and the seccomp-bpf allow-list of `sandbox.c`.
  /// - Throws: the `SystemError` of `prctl` (`ENOSYS` on an architecture without a filter).
  package static func installFilter() throws(SystemError) {
    let code = docpkg_sandbox_install()
    guard code == 0 else { throw SystemError(call: "prctl(PR_SET_SECCOMP)", errno: code) }
  }
}
