import ArgumentParser
import ListLabSystem
import ListRender

/// `listlab bench`: the speed of the diff, layout, scrolling, Lua and transition paths.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure the diff, layout, scrolling, Lua and transition paths.",
    discussion: """
      Each case runs in a fresh process of its own (listlab starts itself again per case, so no \
      case inherits the heap another left), builds its input (untimed), runs once to warm up, \
      then N timed runs; the table shows the median, the fastest and the slowest run, the cost per item for linear cases, and \
      the case's target. Cases named per operation (layout.update, layout.visible) time a batch \
      of operations and show one operation's share. After the table, the cost ratio between the \
      sizes of a case (1m / 100k): near 10 for O(n) paths, near 1 for O(log n) ones — more \
      where the larger size no longer fits the CPU's caches (the diff's hash tables at 1M: its \
      instruction count per item is the same at both sizes).

      Build in release for meaningful numbers (Scripts/listlab bench does). With --json, one \
      object per case and line: {"name","n","median_ms","min_ms","max_ms","runs","target_ms", \
      "met"} plus "ns_per_item" and "bytes_per_item" where they apply.
      """)

  @Flag(help: "Write one JSON object per case and line instead of the table.")
  var json = false

  @Option(help: ArgumentHelp("Run only the cases whose name contains this text.", valueName: "SUBSTRING"))
  var filter: String?

  @Option(help: ArgumentHelp("Timed runs per case, after one warm-up run.", valueName: "N"))
  var runs = 5

  @Flag(help: "Run every case at a tiny size (a smoke test that the cases still work).")
  var tiny = false

  @Flag(help: "List the cases, their targets and what they mean, without running them.")
  var list = false

  /// The one case a child process measures, writing its measurements for the parent (see
  /// ``CaseProcess``).
  @Option(name: .customLong("measure-case"), help: .hidden)
  var measureCase: String?

  /// Accepted only to be refused with a reason: the cases measure ListLab's own paths.
  @Option(name: .customLong("plugin"), help: .hidden)
  var plugins: [String] = []

  func validate() throws {
    if runs < 1 || runs > 1_000 { throw ValidationError("--runs must be from 1 to 1000, got \(runs)") }
    if !plugins.isEmpty {
      throw ValidationError(
        "bench measures ListLab's own paths and loads no plugins; --plugin is an option of the REPL, run, test and demo"
      )
    }
  }

  func run() throws {
    if let measureCase { return try measureOne(measureCase) }
    let cases = BenchCases.all.filter { filter.map($0.name.contains) ?? true }
    if cases.isEmpty {
      Console.error(
        "no bench case matches \"\(filter ?? "")\"; the cases are: \(BenchCases.all.map(\.name).joined(separator: ", "))"
      )
      throw ExitCode(1)
    }
    if list {
      for benchCase in cases {
        let target = benchCase.targetMilliseconds.map { "≤ \(BenchTable.milliseconds($0)) ms" } ?? "reference"
        Console.out(
          "\(BenchTable.pad(benchCase.name, BenchTable.nameWidth)) \(BenchTable.pad(target, 14)) \(benchCase.meaning)")
      }
      return
    }
    if !json {
      #if DEBUG
        Console.out("note: this is a debug build; build with -c release (Scripts/listlab bench) for real numbers")
      #endif
      Console.out(
        "\(runs) timed run\(runs == 1 ? "" : "s") per case after a warm-up; \(ProcessEnvironment.processorCount) cores\(tiny ? "; tiny sizes" : "")"
      )
      Console.out(BenchTable.header)
      Console.flush()
    }
    var results: [BenchResult] = []
    var failed = false
    for benchCase in cases {
      let n = tiny ? benchCase.tinyN : benchCase.n
      do {
        let measured = try CaseProcess.measureInNewProcess(name: benchCase.name, runs: runs, tiny: tiny)
        let result = BenchResult(
          name: benchCase.name, n: n, runs: measured.runs, growth: benchCase.growth,
          targetMilliseconds: tiny ? nil : benchCase.targetMilliseconds, bytesPerItem: measured.bytesPerItem,
          bytesTarget: BenchCases.bytesTargets[benchCase.name])
        results.append(result)
        Console.out(json ? BenchTable.json(result).serialized : BenchTable.row(result))
      } catch {
        failed = true
        Console.error("\(benchCase.name): \(error)")
      }
      Console.flush()
    }
    if !json {
      let ratios = BenchTable.ratios(results)
      if !ratios.isEmpty {
        Console.out("")
        Console.out(
          "scaling (median of the larger size / the smaller; ~10 for O(n), ~1 for O(log n) per operation, more where the larger size outgrows the CPU caches):"
        )
        for line in ratios { Console.out("  " + line) }
      }
      let comparisons = BenchTable.comparisons(results)
      if !comparisons.isEmpty {
        Console.out("")
        Console.out("against the reference measured in the same run (median / the reference's median):")
        for line in comparisons { Console.out("  " + line) }
      }
      let judged = results.compactMap(\.met)
      if !judged.isEmpty {
        Console.out("")
        Console.out("\(judged.filter { $0 }.count) of \(judged.count) targets met")
      }
    }
    if failed { throw ExitCode(1) }
  }

  /// Measures the case named `name` in this process and writes its measurements (a child's part).
  private func measureOne(_ name: String) throws {
    guard let benchCase = BenchCases.all.first(where: { $0.name == name }) else {
      Console.error("no bench case is named \"\(name)\"")
      throw ExitCode(1)
    }
    do {
      let measured = try CaseProcess.measure(benchCase, n: tiny ? benchCase.tinyN : benchCase.n, runs: runs)
      Console.out(CaseProcess.lines(measured))
    } catch {
      Console.error("\(name): \(error)")
      throw ExitCode(1)
    }
  }
}

/// The text and JSON forms of bench results.
enum BenchTable {
  /// The width of the case column: the longest case name (at least 22).
  static let nameWidth = max(22, BenchCases.all.map(\.name.count).max() ?? 0)

  static let header =
    "\(pad("case", nameWidth)) \(left("n", 9)) \(left("median", 11)) \(left("min", 11)) \(left("max", 11)) \(left("per item", 10)) \(left("target", 12))"

  static func row(_ result: BenchResult) -> String {
    let perItem = result.nanosecondsPerItem.map { "\(decimal($0, places: $0 < 10 ? 2 : 1)) ns" } ?? ""
    var target = result.targetMilliseconds.map { "≤ \(milliseconds($0)) ms" } ?? ""
    if let met = result.met { target += met ? "  ok" : "  MISSED" }
    var line =
      "\(pad(result.name, nameWidth)) \(left(grouped(result.n), 9)) \(left(milliseconds(result.median) + " ms", 11)) \(left(milliseconds(result.minimum) + " ms", 11)) \(left(milliseconds(result.maximum) + " ms", 11)) \(left(perItem, 10)) \(left(target, 12))"
    if let bytes = result.bytesPerItem {
      line +=
        "  \(decimal(bytes, places: 0)) bytes/item"
        + (result.bytesTarget.map { " (≤ \(decimal($0, places: 0)))" } ?? "")
    }
    return line
  }

  static func json(_ result: BenchResult) -> JSONValue {
    func rounded(_ value: Double) -> JSONValue { .number((value * 1e6).rounded() / 1e6) }
    var fields: [(String, JSONValue)] = [
      ("name", .string(result.name)), ("n", .integer(result.n)), ("median_ms", rounded(result.median)),
      ("min_ms", rounded(result.minimum)), ("max_ms", rounded(result.maximum)), ("runs", .integer(result.runs.count)),
      ("target_ms", result.targetMilliseconds.map { .number($0) } ?? .null),
      ("met", result.met.map { .bool($0) } ?? .null),
    ]
    if let perItem = result.nanosecondsPerItem {
      fields.append(("ns_per_item", .number((perItem * 100).rounded() / 100)))
    }
    if let bytes = result.bytesPerItem { fields.append(("bytes_per_item", .number(bytes.rounded()))) }
    return .object(fields)
  }

  /// `layout.full 1m/100k: 10.3×` for each case measured at two sizes.
  static func ratios(_ results: [BenchResult]) -> [String] {
    var lines: [String] = []
    var byFamily: [String: [BenchResult]] = [:]
    var order: [String] = []
    for result in results {
      let family = BenchCase.family(of: result.name)
      if byFamily[family] == nil { order.append(family) }
      byFamily[family, default: []].append(result)
    }
    for family in order {
      guard let sizes = byFamily[family], sizes.count >= 2 else { continue }
      let sorted = sizes.sorted { $0.n < $1.n }
      for (small, large) in zip(sorted, sorted.dropFirst()) where small.median > 0 {
        let expected: String
        switch large.growth {
        case .linear: expected = "O(n): ~\(decimal(Double(large.n) / Double(small.n), places: 0))"
        case .perOperation: expected = "O(log n): ~1"
        case .constant: expected = "~1"
        }
        lines.append(
          "\(pad(family, 16)) \(large.n.abbreviated)/\(small.n.abbreviated): \(decimal(large.median / small.median, places: 1))×  (\(expected))"
        )
      }
    }
    return lines
  }

  /// `lua.custom.100k / lua.floor.100k: 1.62×  (4.90 µs / 3.02 µs per item; target ≤ 2×  ok)` for each
  /// case of ``BenchCases/referenceRatios`` measured with its reference.
  static func comparisons(_ results: [BenchResult]) -> [String] {
    results.compactMap { result in
      guard let (name, target) = BenchCases.referenceRatios[result.name],
        let reference = results.first(where: { $0.name == name }), reference.median > 0
      else { return nil }
      let ratio = result.median / reference.median
      var notes: [String] = []
      if let mine = result.nanosecondsPerItem, let theirs = reference.nanosecondsPerItem {
        notes.append("\(decimal(mine / 1000, places: 2)) µs / \(decimal(theirs / 1000, places: 2)) µs per item")
      }
      // Judged only where the case is (not at tiny sizes).
      if result.targetMilliseconds != nil {
        let places = target == target.rounded() ? 0 : 1
        notes.append("target ≤ \(decimal(target, places: places))×  \(ratio <= target ? "ok" : "MISSED")")
      }
      let line = "\(result.name) / \(reference.name): \(decimal(ratio, places: 2))×"
      return notes.isEmpty ? line : line + "  (" + notes.joined(separator: "; ") + ")"
    }
  }

  /// Milliseconds with about three significant digits.
  static func milliseconds(_ value: Double) -> String {
    let places = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : value >= 0.1 ? 3 : value >= 0.01 ? 4 : 5
    return decimal(value, places: places)
  }

  /// A fixed number of decimal places, without Foundation.
  static func decimal(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard places > 0 else { return sign + String(scaled) }
    let whole = scaled / Int(scale)
    var fraction = String(scaled % Int(scale))
    while fraction.count < places { fraction = "0" + fraction }
    return "\(sign)\(whole).\(fraction)"
  }

  /// `1,000,000`.
  static func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var output = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { output += "," }
      output.append(digit)
    }
    return output
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  static func left(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
