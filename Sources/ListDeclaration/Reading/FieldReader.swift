import ListDiff

/// Reads the fields of one declaration table, checking each and collecting a problem for every
/// field that is missing, of the wrong type, out of range or unknown.
package struct FieldReader: FieldChecking {
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
  package static let maximumLength = 1_000_000.0

  /// Whether `value` is a length ``length(_:)`` accepts.
  package static func isLength(_ value: Double) -> Bool { value.isFinite && value >= 0 && value <= maximumLength }

  /// A length in points: a finite number from 0 to ``maximumLength``.
  mutating func length(_ key: String) -> Double? {
    length(value(key), of: key)
  }

  /// A whole number, at least `minimum`.
  mutating func integer(_ key: String, minimum: Int) -> Int? {
    integer(value(key), of: key, minimum: minimum)
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
    insets(value(key).map { .value($0) }, of: key)
  }

  /// Reports every record key that was never read as unknown, with a suggestion.
  mutating func reportUnknownKeys(known extra: [String] = []) {
    for (index, entry) in table.record.enumerated() where !wasRead(index) && !extra.contains(entry.key) {
      let key = entry.key
      let hint = Suggestion.parenthesized(key, in: (fields ?? asked) + extra)
      problem(nil, "unknown field \"\(key)\"\(hint)")
    }
    for key in table.strayKeys {
      problem(nil, "unexpected key \(key) (fields have string names; content goes in the array part)")
    }
  }
}
