import DocumentBatches
import Foundation
import Testing

@Suite("OutputNaming")
struct OutputNamingTests {
  @Test func oneFileForOneInput() throws {
    #expect(
      try OutputNaming.paths(for: ["a.jpg"], file: "out.png", directory: nil, pathExtension: "png")
        == ["out.png"])
    #expect(throws: OutputNamingError.fileForSeveralInputs(count: 2)) {
      try OutputNaming.paths(
        for: ["a.jpg", "b.jpg"], file: "out.png", directory: nil, pathExtension: "png")
    }
  }

  @Test func folderOutputsAreNamedAfterTheInputs() throws {
    let outputs = try OutputNaming.paths(
      for: ["x/Trip.note", "y/Beach.tar.gz", "Plain"], file: nil, directory: "/tmp/thumbs",
      pathExtension: "png")
    #expect(
      outputs == ["/tmp/thumbs/Trip.png", "/tmp/thumbs/Beach.tar.png", "/tmp/thumbs/Plain.png"])
    let relative = try OutputNaming.paths(
      for: ["Trip.note"], file: nil, directory: "thumbs", pathExtension: "png")
    #expect(relative == [FileManager.default.currentDirectoryPath + "/thumbs/Trip.png"])
  }

  @Test func collisionsAndMissingDestinationsAreRefused() {
    #expect(throws: OutputNamingError.sameOutput(directory: "d")) {
      try OutputNaming.paths(
        for: ["a/Trip.note", "b/Trip.jpg"], file: nil, directory: "d", pathExtension: "png")
    }
    #expect(throws: OutputNamingError.noSingleDestination(pathExtension: "png")) {
      try OutputNaming.paths(for: ["a"], file: nil, directory: nil, pathExtension: "png")
    }
    #expect(throws: OutputNamingError.noSingleDestination(pathExtension: "png")) {
      try OutputNaming.paths(for: ["a"], file: "o.png", directory: "d", pathExtension: "png")
    }
    #expect(
      "\(OutputNamingError.noSingleDestination(pathExtension: "png"))"
        == "give exactly one of -o OUT.png or --output-dir DIR")
  }
}
