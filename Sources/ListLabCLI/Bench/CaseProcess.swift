import ListLabSystem

/// Every bench case runs in a process of its own: `listlab bench` starts this executable again
/// (``ProcessEnvironment/executable``) with the hidden option `--measure-case NAME`, which measures that one case
/// and writes its measurements as lines the parent reads back. A case then never inherits the heap
/// of the cases before it (a long run's freed blocks, scattered, made later cases miss the caches:
/// `lua.floor.100k` measured 1,056 ms after the other cases and 350 ms alone).
enum CaseProcess {
  /// What one case measured: its timed runs and, where it reports memory, bytes per item.
  struct Measured: Equatable {
    var runs: [Double]
    var bytesPerItem: Double?
  }

  /// Builds the case's input at size `n`, warms it up with one run, then times `runs` runs.
  static func measure(_ benchCase: BenchCase, n: Int, runs: Int) throws -> Measured {
    let prepared = try benchCase.prepare(n)
    _ = try prepared.run()
    var times: [Double] = []
    for _ in 0..<runs { times.append(try prepared.run()) }
    return Measured(runs: times, bytesPerItem: prepared.bytesPerItem)
  }

  /// The measurements as the child writes them: `run MS` per timed run, then `bytes N` when the
  /// case reports memory. (Swift's shortest round-tripping decimals: the parent reads back exactly
  /// the numbers measured.)
  static func lines(_ measured: Measured) -> String {
    var lines = measured.runs.map { "run \($0)" }
    if let bytes = measured.bytesPerItem { lines.append("bytes \(bytes)") }
    return lines.joined(separator: "\n")
  }

  /// The measurements in `text` (see ``lines(_:)``); nil unless it holds at least one run and
  /// nothing else.
  static func parse(_ text: String) -> Measured? {
    var measured = Measured(runs: [])
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ")
      guard parts.count == 2, let number = Double(parts[1]), number.isFinite else { return nil }
      switch parts[0] {
      case "run": measured.runs.append(number)
      case "bytes": measured.bytesPerItem = number
      default: return nil
      }
    }
    return measured.runs.isEmpty ? nil : measured
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Measures the case named `name` in a new process of this executable (its errors go to this
  /// process's standard error).
  static func measureInNewProcess(name: String, runs: Int, tiny: Bool) throws -> Measured {
    let executable = ProcessEnvironment.executable ?? "/proc/self/exe"
    let arguments = ["bench", "--measure-case", name, "--runs", String(runs)] + (tiny ? ["--tiny"] : [])
    guard let (output, status) = ChildProcess.output(of: executable, arguments: arguments) else {
      throw Failure(description: "cannot start \(executable) to measure the case")
    }
    guard status == 0 else { throw Failure(description: "its process exited with status \(status)") }
    guard let measured = parse(String(decoding: output, as: UTF8.self)) else {
      throw Failure(description: "its process wrote no measurements")
    }
    return measured
  }
}
