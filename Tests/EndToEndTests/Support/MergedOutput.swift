import Foundation

/// What `listlab` printed on stdout and stderr together, in the order a terminal shows it, and
/// its exit status.
struct MergedOutput {
  var status: Int32
  var output: String
}

/// Runs `listlab` with `arguments`, feeding `stdin`, with stderr on the same pipe as stdout (the
/// binary flushes stdout before it writes to stderr, so the order is the terminal's).
func listlabMerged(_ arguments: [String], stdin: String = "", directory: String? = nil) throws -> MergedOutput {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: ListLabBinary.path)
  process.arguments = arguments
  var environment = ProcessInfo.processInfo.environment
  environment["NO_COLOR"] = "1"
  environment["LISTLAB_HOME"] = ListLabBinary.repository
  environment["LISTLAB_PATH"] = nil
  process.environment = environment
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  let input = Pipe()
  let output = Pipe()
  process.standardInput = input
  process.standardOutput = output
  process.standardError = output
  try process.run()
  // Write the input on a thread of its own so that a full output pipe cannot block the child.
  let written = DispatchSemaphore(value: 0)
  let writer = Thread {
    if !stdin.isEmpty { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try? input.fileHandleForWriting.close()
    written.signal()
  }
  writer.start()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  written.wait()
  return MergedOutput(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
}
