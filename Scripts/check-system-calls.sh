#!/usr/bin/env bash
# Fails when a Swift file in Sources/ outside the system layer (Sources/DocpkgSystem) makes a
# raw C system call, uses `errno` / `strerror`, or names the platform's C module (the rule
# and the list of calls are in Spec/SystemLayer.md). Textual on purpose: on Linux
# `import Foundation` re-exports Glibc, so the compiler cannot keep raw calls out. A call
# counts when the name is not preceded by `.` or an identifier character (`descriptor.read(`
# and `FileDescriptor.open(` are methods, `func read(` a declaration), no argument has a label
# (C functions have none: `read(fd, …)` is raw, a Swift `read(count: 4)` is not), and `read` /
# `write` have three arguments (a Swift `write(text)` is a method). Comments and string
# literal text are ignored; code in `\(…)` interpolations is read. C targets hold no Swift.
# Usage: Scripts/check-system-calls.sh [--all] [REPOSITORY_ROOT]   (default: this repository;
# --all lists every finding instead of the first 40)
set -euo pipefail
limit=40
if [ "${1:-}" = "--all" ]; then limit=1000000; shift; fi
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
cd "$root"
allow_list="Scripts/system-calls-allowed.txt"

files=()
while IFS= read -r -d '' file; do files+=("$file"); done < <(
  find Sources -name '*.swift' -not -path 'Sources/DocpkgSystem/*' -print0 | sort -z)

read -r -d '' program <<'PERL' || true
my @calls = qw(
  open openat creat close read write pread pwrite readv writev lseek ftruncate truncate
  fsync fdatasync fstat fstatat stat lstat statfs fstatfs statvfs flock fcntl ioctl dup
  dup2 dup3 pipe pipe2 poll select isatty mmap munmap madvise msync mkstemp mkdtemp
  unlink unlinkat rename renameat renameat2 link linkat symlink symlinkat readlink
  readlinkat mkdir mkdirat rmdir chmod fchmod fchmodat chown fchown lchown access
  faccessat utimes utimensat futimens realpath chdir getcwd opendir fdopendir readdir
  closedir umask sendfile copy_file_range fallocate posix_fallocate posix_fadvise
  getxattr lgetxattr fgetxattr setxattr lsetxattr fsetxattr listxattr llistxattr
  flistxattr removexattr lremovexattr fremovexattr
  fopen fdopen freopen fclose fread fwrite fflush fileno popen pclose
  exit _exit getpid getppid getuid geteuid getgid kill fork vfork execv execve execvp waitpid
  posix_spawn posix_spawnp signal sigaction raise
  clock_gettime gettimeofday nanosleep usleep gethostname uname sysconf
  getrlimit setrlimit
  dlopen dlsym dlclose dlerror strerror
);
my $names = join("|", @calls);
my $call = qr/(?<![.\w])(?<!func )($names|inotify_\w+)\s*\(/;
my $module = qr/(?<![.\w])(?:import\s+(?:Glibc|Musl|Darwin)\b|canImport\s*\(\s*(?:Glibc|Musl|Darwin)\s*\)|(?:Glibc|Musl|Darwin)\.)/;
my $errno = qr/(?<![.\w])errno\b(?!\s*:)/;

# The top-level arguments of the call whose `(` is at `$start` (as far as the line goes).
sub arguments {
  my ($text, $start) = @_;
  my ($depth, $current, $closed, @list) = (0, "", 0);
  for my $i ($start + 1 .. length($text) - 1) {
    my $c = substr($text, $i, 1);
    if ($c =~ /[(\[{]/) { $depth++ }
    elsif ($c =~ /[)\]}]/) {
      if ($depth == 0) { $closed = 1; last }
      $depth--;
    } elsif ($c eq "," && $depth == 0) { push @list, $current; $current = ""; next }
    $current .= $c;
  }
  push @list, $current if $current =~ /\S/;
  return ($closed, @list);
}

# A raw C call: no argument has a label (C functions have none), and `read` / `write` have
# their three arguments (a Swift `write(text)` is a method).
sub is_raw_call {
  my ($text) = @_;
  while ($text =~ /$call/g) {
    my $name = $1;
    my ($closed, @args) = arguments($text, pos($text) - 1);
    next if grep { /^\s*\w+\s*:/ } @args;
    next if $closed && $name =~ /^(read|write)$/ && @args != 3;
    return 1;
  }
  return 0;
}

# The line without string-literal text (interpolated `\\(…)` code is kept) and without a
# line comment.
sub code_only {
  my ($text) = @_;
  my ($out, $in_literal, @depths) = ("", 0);
  my @chars = split //, $text;
  for (my $i = 0; $i < @chars; $i++) {
    my $c = $chars[$i];
    if ($in_literal) {
      if ($c eq "\\" && ($chars[$i + 1] // "") eq "(") { push @depths, 0; $in_literal = 0; $out .= "("; $i++; next }
      if ($c eq "\\") { $i++; next }
      if ($c eq '"') { $in_literal = 0; $out .= '"' }
      next;
    }
    last if $c eq "/" && ($chars[$i + 1] // "") eq "/";
    if ($c eq '"') { $in_literal = 1; $out .= '"'; next }
    if (@depths) {
      if ($c eq "(") { $depths[-1]++ }
      elsif ($c eq ")") {
        if ($depths[-1] == 0) { pop @depths; $in_literal = 1; $out .= ")"; next }
        $depths[-1]--;
      }
    }
    $out .= $c;
  }
  return $out;
}

my ($in_block, $in_string) = (0, 0);
while (<>) {
  # Drop block comments (state across lines), string literals, then line comments.
  my $line = $_;
  my $skip = 0;
  if ($in_block) {
    if ($line =~ s{^.*?\*/}{}) { $in_block = 0 } else { $skip = 1 }
  }
  if (!$skip) {
    $line =~ s{/\*.*?\*/}{}g;
    if ($line =~ s{/\*.*$}{}) { $in_block = 1 }
    if ($line =~ /"""/) { $in_string = !$in_string; $skip = 1 }
    $skip = 1 if $in_string;
  }
  if (!$skip) {
    $line = code_only($line);
    if (is_raw_call($line) || $line =~ $module || $line =~ $errno) {
      my $text = $_;
      $text =~ s/^\s+|\s+$//g;
      print "$ARGV:$.: $text\n";
    }
  }
} continue {
  if (eof) { close ARGV; $in_block = 0; $in_string = 0 }
}
PERL
findings=$(perl -e "$program" "${files[@]}")

# An allow-list line is `PATH:TEXT  # reason`; a finding whose file and trimmed text match is
# accepted. Every line needs a reason.
if [ -f "$allow_list" ] && [ -n "$findings" ]; then
  while IFS= read -r entry; do
    case "$entry" in '' | '#'*) continue ;; esac
    path="${entry%%:*}"
    text="${entry#*:}"
    text="${text%%  #*}"
    findings=$(printf '%s\n' "$findings" | awk -v p="$path" -v t="$text" '
      { split($0, a, ":"); rest = $0; sub(/^[^:]*:[0-9]*: /, "", rest)
        if (a[1] == p && rest == t) next; print }')
  done <"$allow_list"
fi

if [ -n "$findings" ]; then
  count=$(printf '%s\n' "$findings" | wc -l)
  echo "Raw system calls outside Sources/DocpkgSystem ($count; use DocpkgSystem's typed API):"
  printf '%s\n' "$findings" | head -n "$limit"
  if [ "$count" -gt "$limit" ]; then echo "… and $((count - limit)) more"; fi
  exit 1
fi
echo "No raw system calls outside Sources/DocpkgSystem."
