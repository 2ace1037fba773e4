#define _GNU_SOURCE
#include "CSandbox.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__x86_64__)
#define DOCPKG_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define DOCPKG_AUDIT_ARCH AUDIT_ARCH_AARCH64
#endif

#define LOAD(field) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, field))
#define ARG_LO(n) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[n]))
#define ARG_HI(n) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[n]) + 4)
#define RET(value) BPF_STMT(BPF_RET | BPF_K, (value))
#define ALLOW RET(SECCOMP_RET_ALLOW)
#define DENY(code) RET(SECCOMP_RET_ERRNO | ((code) & SECCOMP_RET_DATA))
// One allowed call: if nr == call, allow; else fall through.
#define ALLOW_CALL(call) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (call), 0, 1), ALLOW

int docpkg_sandbox_install(void) {
#ifndef DOCPKG_AUDIT_ARCH
  return ENOSYS;
#else
  const uint32_t writeFlags = O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND;
  struct sock_filter program[] = {
      LOAD(arch),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, DOCPKG_AUDIT_ARCH, 1, 0),
      RET(SECCOMP_RET_KILL_PROCESS),
      LOAD(nr),
      // Memory, threads, signals, time, and I/O on descriptors already open.
      ALLOW_CALL(__NR_read), ALLOW_CALL(__NR_write), ALLOW_CALL(__NR_readv),
      ALLOW_CALL(__NR_writev), ALLOW_CALL(__NR_pread64), ALLOW_CALL(__NR_close),
      ALLOW_CALL(__NR_fstat), ALLOW_CALL(__NR_newfstatat), ALLOW_CALL(__NR_statx),
      ALLOW_CALL(__NR_lseek), ALLOW_CALL(__NR_mmap), ALLOW_CALL(__NR_mprotect),
      ALLOW_CALL(__NR_munmap), ALLOW_CALL(__NR_mremap), ALLOW_CALL(__NR_brk),
      ALLOW_CALL(__NR_madvise), ALLOW_CALL(__NR_rt_sigaction), ALLOW_CALL(__NR_rt_sigprocmask),
      ALLOW_CALL(__NR_rt_sigreturn), ALLOW_CALL(__NR_sigaltstack), ALLOW_CALL(__NR_futex),
      ALLOW_CALL(__NR_set_robust_list), ALLOW_CALL(__NR_get_robust_list),
      ALLOW_CALL(__NR_rseq), ALLOW_CALL(__NR_set_tid_address), ALLOW_CALL(__NR_exit),
      ALLOW_CALL(__NR_exit_group), ALLOW_CALL(__NR_getpid), ALLOW_CALL(__NR_gettid),
      ALLOW_CALL(__NR_getppid), ALLOW_CALL(__NR_clock_gettime), ALLOW_CALL(__NR_clock_getres),
      ALLOW_CALL(__NR_clock_nanosleep), ALLOW_CALL(__NR_nanosleep),
      ALLOW_CALL(__NR_gettimeofday), ALLOW_CALL(__NR_sched_yield),
      ALLOW_CALL(__NR_sched_getaffinity), ALLOW_CALL(__NR_getrandom), ALLOW_CALL(__NR_ppoll),
      ALLOW_CALL(__NR_pselect6), ALLOW_CALL(__NR_epoll_create1), ALLOW_CALL(__NR_epoll_ctl),
      ALLOW_CALL(__NR_epoll_pwait), ALLOW_CALL(__NR_eventfd2), ALLOW_CALL(__NR_timerfd_create),
      ALLOW_CALL(__NR_timerfd_settime), ALLOW_CALL(__NR_getcwd), ALLOW_CALL(__NR_readlinkat),
      ALLOW_CALL(__NR_getdents64), ALLOW_CALL(__NR_faccessat), ALLOW_CALL(__NR_fcntl),
      ALLOW_CALL(__NR_getuid), ALLOW_CALL(__NR_geteuid), ALLOW_CALL(__NR_getgid),
      ALLOW_CALL(__NR_getegid), ALLOW_CALL(__NR_uname), ALLOW_CALL(__NR_sysinfo),
      ALLOW_CALL(__NR_getrusage), ALLOW_CALL(__NR_membarrier),
      ALLOW_CALL(__NR_restart_syscall), ALLOW_CALL(__NR_fadvise64),
#ifdef __NR_faccessat2
      ALLOW_CALL(__NR_faccessat2),
#endif
#ifdef __NR_poll
      ALLOW_CALL(__NR_poll), ALLOW_CALL(__NR_epoll_wait), ALLOW_CALL(__NR_stat),
      ALLOW_CALL(__NR_lstat), ALLOW_CALL(__NR_readlink), ALLOW_CALL(__NR_access),
      ALLOW_CALL(__NR_time),
#endif
      // tgkill only at this process (abort and raise).
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_tgkill, 0, 4),
      ARG_LO(0),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)getpid(), 0, 1),
      ALLOW,
      DENY(EPERM),
      // Threads only: clone without CLONE_THREAD would be a new process.
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, 0, 4),
      ARG_LO(0),
      BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_THREAD, 0, 1),
      ALLOW,
      DENY(EPERM),
      // clone3's flags are behind a pointer: ENOSYS makes glibc fall back to clone.
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone3, 0, 1),
      DENY(ENOSYS),
      // openat read-only (no create, truncate or write access).
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_openat, 0, 4),
      ARG_LO(2),
      BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, writeFlags, 1, 0),
      ALLOW,
      DENY(EACCES),
#ifdef __NR_open
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_open, 0, 4),
      ARG_LO(1),
      BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, writeFlags, 1, 0),
      ALLOW,
      DENY(EACCES),
#endif
      // prlimit64 on this process: reading any limit, setting only RLIMIT_CPU (per file).
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_prlimit64, 0, 10),
      ARG_LO(0),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 7),
      ARG_LO(1),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, RLIMIT_CPU, 4, 0),
      ARG_LO(2),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 3),
      ARG_HI(2),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 1),
      ALLOW,
      DENY(EPERM),
      // Thread names only.
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_prctl, 0, 5),
      ARG_LO(0),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, PR_SET_NAME, 2, 0),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, PR_GET_NAME, 1, 0),
      DENY(EPERM),
      ALLOW,
      // ioctl: not a terminal.
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_ioctl, 0, 1),
      DENY(ENOTTY),
      // Everything else (exec, sockets, fork, kill, ptrace, writes to the file system…).
      DENY(EPERM),
  };
  struct sock_fprog filter = {
      .len = (unsigned short)(sizeof(program) / sizeof(program[0])),
      .filter = program,
  };
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return errno;
  if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &filter, 0, 0) != 0) return errno;
  return 0;
#endif
}

static int crashDescriptor = -1;
static char alternateStack[64 * 1024];

// Async-signal-safe: open, read, write, close, raise.
static void reportCrash(int signal) {
  uint64_t pages = 0;
  int statm = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
  if (statm >= 0) {
    char text[64];
    ssize_t count = read(statm, text, sizeof(text) - 1);
    close(statm);
    for (ssize_t i = 0; i < count && text[i] >= '0' && text[i] <= '9'; i++) {
      pages = pages * 10 + (uint64_t)(text[i] - '0');
    }
  }
  uint64_t bytes = pages * (uint64_t)sysconf(_SC_PAGESIZE);
  unsigned char frame[13];
  frame[0] = 'C';
  for (int i = 0; i < 4; i++) frame[1 + i] = (unsigned char)((uint32_t)signal >> (8 * i));
  for (int i = 0; i < 8; i++) frame[5 + i] = (unsigned char)(bytes >> (8 * i));
  ssize_t ignored = write(crashDescriptor, frame, sizeof(frame));
  (void)ignored;
  raise(signal);  // SA_RESETHAND: the default action now ends the process
}

void docpkg_sandbox_report_crashes(int descriptor) {
  crashDescriptor = descriptor;
  stack_t stack = {.ss_sp = alternateStack, .ss_size = sizeof(alternateStack), .ss_flags = 0};
  sigaltstack(&stack, NULL);
  struct sigaction action;
  memset(&action, 0, sizeof(action));
  action.sa_handler = reportCrash;
  action.sa_flags = SA_ONSTACK | SA_RESETHAND | SA_NODEFER;
  sigemptyset(&action.sa_mask);
  const int signals[] = {SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE, SIGXCPU};
  for (unsigned i = 0; i < sizeof(signals) / sizeof(signals[0]); i++) {
    sigaction(signals[i], &action, NULL);
  }
}

#ifndef SYS_close_range
#define SYS_close_range 436
#endif

void docpkg_close_descriptors_from(int lowest, int fallback_limit) {
  if (syscall(SYS_close_range, (unsigned int)lowest, ~0U, 0U) == 0) return;
  // Older kernels (ENOSYS) or a seccomp policy refusing it: close what is open.
  DIR *folder = opendir("/proc/self/fd");
  if (folder != NULL) {
    int own = dirfd(folder);
    int open_ones[1024];
    int count = 0;
    int more = 0;
    struct dirent *entry;
    while ((entry = readdir(folder)) != NULL) {
      char *end = NULL;
      long number = strtol(entry->d_name, &end, 10);
      if (end == entry->d_name || *end != '\0' || number < lowest || number == own) continue;
      if (count < (int)(sizeof open_ones / sizeof open_ones[0])) {
        open_ones[count++] = (int)number;
      } else {
        more = 1;
      }
    }
    closedir(folder);
    for (int index = 0; index < count; index++) close(open_ones[index]);
    if (!more) return;
  }
  for (int descriptor = lowest; descriptor < fallback_limit; descriptor++) close(descriptor);
}
