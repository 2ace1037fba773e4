import DesktopIntegration
import Foundation

/// `docpkg desktop install|uninstall [--user | --system | --data-dir DIR]`: the freedesktop
/// thumbnailer and MIME types that let Linux file managers show docpkg's thumbnails.
struct DesktopCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "desktop",
    abstract: "Install or remove the freedesktop thumbnailer and MIME types for file managers.",
    usage: "install|uninstall [--user | --system | --data-dir DIR] [--executable PATH]",
    discussion: """
      install writes DATA/thumbnailers/docpkg.thumbnailer (the kinds no Linux
      thumbnailer handles: iWork documents, docpkg's packages and their zipped forms, web
      archives, links, clippings; thumbnailed by 'docpkg thumbnail') and
      DATA/mime/packages/docpkg.xml (.note, .ptk, zipped packages, .webarchive, .webloc,
      .inetloc, .fileloc, .textClipping, .pictClipping), then runs
      update-mime-database DATA/mime. DATA is $XDG_DATA_HOME or ~/.local/share with
      --user (the default), /usr/local/share with --system. uninstall removes both.
      See Spec/CLI/desktop.md.
      """)

  /// What to do.
  enum Action: String, CaseIterable, ExpressibleByArgument {
    case install, uninstall
  }

  @Argument(label: "ACTION") var action: Action
  @Flag(help: "For this user: $XDG_DATA_HOME or ~/.local/share (default).") var user: Bool
  @Flag(help: "For every user: /usr/local/share (needs root).") var system: Bool
  @Option(name: "data-dir", label: "DIR", help: "Another XDG data folder (packaging, tests).")
  var dataDirectory: String?
  @Option(label: "PATH", help: "The docpkg to run (default: this one).") var executable: String?
  var installs: Bool { action == .install }

  func validate() throws {
    _ = try installer()
  }

  /// Where the files go and which docpkg they run, from the options and the environment.
  private func installer() throws(CLIError) -> DesktopInstaller {
    guard [user, system, dataDirectory != nil].filter({ $0 }).count <= 1 else {
      throw CLIError.usage("desktop: give at most one of --user, --system and --data-dir")
    }
    let location: DesktopInstaller.Location =
      dataDirectory.map { .folder($0) } ?? (system ? .system : .user)
    guard
      let data = DesktopInstaller.dataDirectory(
        for: location, environment: ProcessInfo.processInfo.environment)
    else {
      throw CLIError.usage("desktop: neither XDG_DATA_HOME nor HOME is set; use --data-dir")
    }
    let executable = self.executable ?? Self.runningExecutable()
    guard executable.hasPrefix("/") else {
      throw CLIError.usage("--executable: expected an absolute path, got '\(executable)'")
    }
    return DesktopInstaller(dataDirectory: data, executable: executable)
  }

  func run(output: inout Output) throws -> ExitCode {
    let installer = try installer()
    let paths = installs ? try installer.install() : try installer.uninstall()
    for path in paths { output.line((installs ? "wrote " : "removed ") + path) }
    if let problem = installer.updateMIMEDatabase(
      environment: ProcessInfo.processInfo.environment)
    {
      output.warning(problem)
      return .failure
    }
    return .success
  }

  /// This process's executable, resolved through `/proc/self/exe`.
  static func runningExecutable() -> String {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return path
    }
    return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
  }
}
