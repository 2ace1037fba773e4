import Foundation

extension DesktopInstaller {
  /// Which XDG data folder the files go to.
  public enum Location: Sendable, Equatable {
    /// This user's: `$XDG_DATA_HOME`, or `~/.local/share`.
    case user
    /// Every user's: `/usr/local/share`.
    case system
    /// Another folder (packaging, tests).
    case folder(String)
  }

  /// The data folder of `location`, `nil` when `.user` has neither an absolute
  /// `XDG_DATA_HOME` nor an absolute `HOME` in `environment`.
  public static func dataDirectory(
    for location: Location, environment: [String: String]
  ) -> URL? {
    let path: String
    switch location {
    case .folder(let folder): path = folder
    case .system: path = "/usr/local/share"
    case .user:
      if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
        path = xdg
      } else if let home = environment["HOME"], home.hasPrefix("/") {
        path = home + "/.local/share"
      } else {
        return nil
      }
    }
    return URL(fileURLWithPath: path, isDirectory: true)
  }
}
