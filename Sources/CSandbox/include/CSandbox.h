// The decoder worker's sandbox: a seccomp-bpf allow-list (after PR_SET_NO_NEW_PRIVS) and a
// crash report written to a pipe before a fatal signal ends the worker. prctl(2) is variadic,
// which Swift cannot call, hence C. Only DocpkgSystem calls these (Spec/Isolation.md).
#ifndef CSANDBOX_H
#define CSANDBOX_H

/// Installs the filter; 0 on success, otherwise the errno of the failed prctl (or ENOSYS on
/// an architecture without a filter).
int docpkg_sandbox_install(void);

/// On SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE and SIGXCPU, writes a 13-byte frame to
/// `descriptor` ('C', the signal as 4 bytes, the address space in use as 8 bytes, little
/// endian) and dies of the signal. Runs on an alternate stack (stack overflows too).
void docpkg_sandbox_report_crashes(int descriptor);

/// Closes every descriptor from `lowest` up: one close_range(2) call (Linux 5.9), else the
/// descriptors /proc/self/fd lists, else each number below `fallback_limit`. A worker starts
/// with RLIMIT_NOFILE often at 65,536 or more; closing each number was 2.4 ms of its start.
void docpkg_close_descriptors_from(int lowest, int fallback_limit);

#endif
