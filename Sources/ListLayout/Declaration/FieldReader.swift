import ListDiff

/// Reads the fields of one declaration table, checking each and collecting a problem for every
/// field that is missing, of the wrong type, out of range or unknown.
struct FieldReader: FieldChecking {
  /// `cell`, `section`, `list`, a node constructor; with ``subjectID``, the subject of messages.
  let subjectKind: String
  let subjectID: Identifier?
  let site: SourceSite?
  let table: DeclarationTable
  private(set) var problems: [DeclarationProblem] = []
  /// Which record entries were read: bit i for entry i < 64, then a list (records are small).
  private var readMask: UInt64 = 0
  private var readBeyond: [Int] = []
  /// The keys asked for, in order: the candidates of "did you mean" — unless the reader was
  /// given its fields up front, which spares recording them for every declaration read.
  private var asked: [String] = []
  private let fields: [String]?

  init(subject: String, site: SourceSite?, table: DeclarationTable) {
    self.init(kind: subject, id: nil, site: site, table: table)
  }

  /// A reader for `kind "id"` (the subject is only spelled out when there is a problem).
  init(kind: String, id: Identifier?, site: SourceSite?, table: DeclarationTable, fields: [String]? = nil) {
    subjectKind = kind
    subjectID = id
    self.site = site
    self.table = table
    self.fields = fields
    if fields == nil { asked.reserveCapacity(16) }
  }

  /// What is being declared: `cell "apple"`, `list`, `label`.
  var subject: String {
    subjectID.map { "\(subjectKind) \($0.quoted)" } ?? subjectKind
  }

  private func wasRead(_ index: Int) -> Bool {
    index < 64 ? readMask & (1 << UInt64(index)) != 0 : readBeyond.contains(index)
  }

  mutating func problem(_ field: String?, _ message: String) {
    problems.append(DeclarationProblem(site: site, subject: subject, field: field, message: message))
  }

  /// Records a problem found elsewhere (in a value this declaration holds).
  mutating func record(_ problem: DeclarationProblem) {
    problems.append(problem)
  }

  /// The raw value of `key`, marking the key as known.
  mutating func value(_ key: String) -> DeclarationValue? {
    if fields == nil { asked.append(key) }
    guard let index = table.index(of: key) else { return nil }
    if index < 64 { readMask |= 1 << UInt64(index) } else { readBeyond.append(index) }
    return table.record[index].value
  }

  /// A finite number, at least `minimum` when given.
  mutating func number(_ key: String, minimum: Double? = nil, positive: Bool = false) -> Double? {
    number(value(key), of: key, minimum: minimum, positive: positive)
  }

  /// The largest length accepted anywhere: a million points (keeps sums far from overflow).
  static let maximumLength = 1_000_000.0

  /// Whether `value` is a length ``length(_:)`` accepts.
  static func isLength(_ value: Double) -> Bool { value.isFinite && value >= 0 && value <= maximumLength }

  /// A length in points: a finite number from 0 to ``maximumLength``.
  mutating func length(_ key: String) -> Double? {
    length(value(key), of: key)
  }

  /// A whole number, at least `minimum`.
  mutating func integer(_ key: String, minimum: Int) -> Int? {
    guard let value = value(key) else { return nil }
    let integer: Int?
    switch value {
    case .integer(let number): integer = number
    case .number(let number) where number.isFinite && number == number.rounded(): integer = Int(exactly: number)
    default: integer = nil
    }
    guard let integer else {
      problem(key, "must be a whole number, got \(value.shown)")
      return nil
    }
    guard integer >= minimum else {
      problem(
        key,
        minimum == 0 ? "must not be negative, got \(value.shown)" : "must be at least \(minimum), got \(value.shown)")
      return nil
    }
    return integer
  }

  /// A string; numbers are accepted as their decimal text, as Lua's string functions do.
  mutating func string(_ key: String) -> String? {
    string(value(key), of: key)
  }

  mutating func boolean(_ key: String) -> Bool? {
    boolean(value(key), of: key)
  }

  /// One of the enumeration's raw values, with a suggestion for a near miss.
  mutating func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, _ type: Choice.Type, noun: String)
    -> Choice? where Choice.RawValue == String
  {
    choice(value(key), of: key, type, noun: noun)
  }

  /// Insets: a number (all sides), `{v, h}`, or `{top=, left=, bottom=, right=}`.
  mutating func insets(_ key: String) -> EdgeInsets? {
    guard let value = value(key) else { return nil }
    return Self.insets(value, field: key, into: &self)
  }

  static func insets(_ value: DeclarationValue, field: String, into reader: inout FieldReader) -> EdgeInsets? {
    func length(_ value: DeclarationValue, _ name: String) -> Double? {
      guard let number = value.number, number.isFinite else {
        reader.problem(field, "\(name) must be a finite number, got \(value.shown)")
        return nil
      }
      guard number >= 0 else {
        reader.problem(field, "\(name) must not be negative, got \(value.shown)")
        return nil
      }
      guard number <= maximumLength else {
        reader.problem(field, "\(name) must be at most \(formatNumber(maximumLength)) points, got \(value.shown)")
        return nil
      }
      return number
    }
    switch value {
    case .integer, .number:
      return length(value, "the inset").map { EdgeInsets(all: $0) }
    case .table(let table):
      if !table.array.isEmpty {
        guard table.array.count == 2, table.record.isEmpty else {
          reader.problem(field, "must be a number, {vertical, horizontal} or {top=, left=, bottom=, right=}")
          return nil
        }
        guard let vertical = length(table.array[0], "the vertical inset"),
          let horizontal = length(table.array[1], "the horizontal inset")
        else { return nil }
        return EdgeInsets(vertical: vertical, horizontal: horizontal)
      }
      var insets = EdgeInsets()
      for (key, entry) in table.record {
        let sides = ["top", "left", "bottom", "right", "leading", "trailing"]
        guard sides.contains(key) else {
          let hint =
            Suggestion.closest(to: key, in: ["top", "left", "bottom", "right"]).map { " (did you mean \"\($0)\"?)" }
            ?? ""
          reader.problem(field, "has an unknown side \"\(key)\"\(hint)")
          continue
        }
        guard let side = length(entry, key) else { continue }
        switch key {
        case "top": insets.top = side
        case "left", "leading": insets.left = side
        case "bottom": insets.bottom = side
        default: insets.right = side
        }
      }
      return insets
    default:
      reader.problem(
        field, "must be a number, {vertical, horizontal} or {top=, left=, bottom=, right=}, got \(value.shown)")
      return nil
    }
  }

  /// Reports every record key that was never read as unknown, with a suggestion.
  mutating func reportUnknownKeys(known extra: [String] = []) {
    for (index, entry) in table.record.enumerated() where !wasRead(index) && !extra.contains(entry.key) {
      let key = entry.key
      let hint = Suggestion.closest(to: key, in: (fields ?? asked) + extra).map { " (did you mean \"\($0)\"?)" } ?? ""
      problem(nil, "unknown field \"\(key)\"\(hint)")
    }
    for key in table.strayKeys {
      problem(nil, "unexpected key \(key) (fields have string names; content goes in the array part)")
    }
  }
}
