import Foundation

extension BadInputCatalogue {
  /// `desktop` and the batch options (`Spec/CLI/desktop.md`, `Spec/CLI/batches.md`).
  static let desktopAndBatches: [BadInput] = [
    BadInput(
      id: "DESK-01", format: "desktop", input: "unknown action", exitCode: 64,
      message: "expected install or uninstall", setup: { _ in ["desktop", "reinstall"] }),
    BadInput(
      id: "DESK-02", format: "desktop", input: "data folder is a plain file", exitCode: 73,
      message: "{dir}/plain",
      setup: { work in
        try Data("x".utf8).write(to: work.appendingPathComponent("plain"))
        return ["desktop", "install", "--data-dir", work.path + "/plain"]
      }),
    BadInput(
      id: "BATCH-01", format: "CLI", input: "--shard outside 1…N", exitCode: 64,
      message: "--shard: expected K/N",
      setup: { work in ["thumbnail", work.path + "/a.png", "-o", "x.png", "--shard", "0/4"] }),
    BadInput(
      id: "BATCH-02", format: "CLI", input: "--xdg-cache with a size the standard lacks",
      exitCode: 64, message: "expected 128, 256, 512 or 1024",
      setup: { work in ["thumbnail", work.path + "/a.png", "--xdg-cache", "--size", "300"] }),
    BadInput(
      id: "BATCH-03", format: "thumbnail",
      input: "--rewrite-output where the output is a symlink out of the folder", exitCode: 73,
      message: "{dir}/out.png",
      setup: { work in
        let input = try Fixtures.file(work, "a.png", Fixtures.png())
        _ = try Fixtures.symlink(work, "out.png", to: "/etc/hostname")
        return ["thumbnail", input, "-o", work.path + "/out.png", "--rewrite-output"]
      }),
  ]
}
