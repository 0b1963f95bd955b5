/// One case of `listlab bench`: what it measures, at which size, and the target it must reach.
struct BenchCase {
  /// How a case's cost grows with its size, for the scaling ratios the bench prints.
  enum Growth {
    /// O(n): the time is shown per item too, and 10× the items should cost about 10× the time.
    case linear
    /// O(log n) or O(1) per operation: the time is per operation, and 10× the items should cost
    /// about the same.
    case perOperation(count: Int)
    /// Not a function of n (a process launch).
    case constant
  }

  var name: String
  /// The size the case is named after, and the size `--tiny` uses.
  var n: Int
  var tinyN: Int
  /// The median the case must reach, in milliseconds (nil: measured for comparison only).
  var targetMilliseconds: Double?
  var growth: Growth
  /// What the number means for a user, one line (README and `--list`).
  var meaning: String
  /// Builds the case's input at a size (untimed) and returns its timed run.
  var prepare: (Int) throws -> Prepared

  /// A case ready to run.
  struct Prepared {
    /// One timed run: does any per-run preparation untimed and returns the milliseconds the
    /// measured work took (per operation for ``Growth/perOperation(count:)``).
    var run: () throws -> Double
    /// Bytes of state per item, for cases that report memory.
    var bytesPerItem: Double?
  }

  /// The name shared by the sizes of one case: `layout.full.100k` → `layout.full`.
  static func family(of name: String) -> String {
    guard let dot = name.lastIndex(of: "."), name[name.index(after: dot)...].first?.isNumber == true else {
      return name
    }
    return String(name[..<dot])
  }
}

/// What one case measured.
struct BenchResult {
  var name: String
  var n: Int
  var runs: [Double]
  var growth: BenchCase.Growth
  var targetMilliseconds: Double?
  var bytesPerItem: Double?
  var bytesTarget: Double?

  var median: Double {
    let sorted = runs.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
  var minimum: Double { runs.min() ?? 0 }
  var maximum: Double { runs.max() ?? 0 }

  /// Nanoseconds per item, for linear cases.
  var nanosecondsPerItem: Double? {
    guard case .linear = growth, n > 0 else { return nil }
    return median * 1e6 / Double(n)
  }

  /// Whether the median (and the memory, where it has a target) is within the target; nil
  /// without a target.
  var met: Bool? {
    guard let targetMilliseconds else { return nil }
    let memoryMet = bytesTarget.map { (bytesPerItem ?? .infinity) <= $0 } ?? true
    return median <= targetMilliseconds && memoryMet
  }
}
