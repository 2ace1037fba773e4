import Testing

@testable import DecoderIsolation

@Suite("DecoderIsolation: frames, limits and messages")
struct WorkerFrameTests {
  @Test(arguments: [
    WorkerFrame.begin(library: "libheif"), .data([1, 2, 3, 0, 255]),
    .error(message: "x.png: corrupt PNG data", exitCode: 65),
    .crash(signal: 11, addressSpace: 1 << 33),
  ])
  func framesRoundTripEvenWhenSplit(frame: WorkerFrame) throws {
    let bytes = frame.encoded
    for cut in 0..<bytes.count {
      var buffer = Array(bytes[..<cut])
      #expect(try WorkerFrame.take(from: &buffer) == nil)
    }
    var buffer = bytes + [0x42]
    #expect(try WorkerFrame.take(from: &buffer) == frame)
    #expect(buffer == [0x42])
  }

  @Test func unknownAndOversizedFramesAreRefused() {
    var unknown: [UInt8] = [0x5A, 0, 0, 0, 0]
    #expect(throws: WorkerProtocolError.self) { try WorkerFrame.take(from: &unknown) }
    var huge: [UInt8] = [0x44] + WorkerFrame.littleEndian(UInt32(WorkerFrame.maximumPayload + 1))
    #expect(throws: WorkerProtocolError.self) { try WorkerFrame.take(from: &huge) }
  }

  @Test func limitsTravelAsWorkerArguments() throws {
    var limits = IsolationLimits()
    limits.timeoutSeconds = 2.5
    limits.memoryBytes = 300 << 20
    #expect(IsolationLimits(workerArguments: limits.workerArguments) == limits)
    #expect(IsolationLimits(workerArguments: ["x"]) == nil)
    #expect(limits.cpuSeconds == 3)
  }

  @Test func messagesNameTheLibraryAndTheCause() {
    #expect(
      IsolationError.crashed(signal: 11, signalName: "SIGSEGV", library: "libheif").description
        == "signal 11 (SIGSEGV) in libheif")
    #expect(
      IsolationError.timedOut(seconds: 30, library: "libwebp").description
        == "timed out after 30 s in libwebp")
    #expect(
      IsolationError.overMemoryLimit(bytes: 1 << 30, signal: 6, library: "libtiff").description
        == "over 1 GiB in libtiff (signal 6)")
    #expect(IsolationLimits.sizeText(1536 << 20) == "1.5 GiB")
    #expect(IsolationLimits.secondsText(0.5) == "0.5 s")
  }
}
