/// Where a declaration was written: the Lua call that made it.
public struct SourceSite: Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int

  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  public var description: String { "\(file):\(line)" }
}

/// Provenance of a declaration: where it was written, and what was wrong with its fields.
///
/// Equality and hashing ignore it: the same cell written on another line is the same content.
public struct Provenance: Hashable, Sendable {
  public var site: SourceSite?
  /// Problems found while reading the declaration's own fields.
  public var problems: [DeclarationProblem]
  /// Values that are legal but almost surely not what the script meant (a compositional item
  /// `width = 1.5`): reported as warnings where the declaration is made, never refused.
  public var warnings: [DeclarationProblem] = []

  public init(site: SourceSite? = nil, problems: [DeclarationProblem] = [], warnings: [DeclarationProblem] = []) {
    self.site = site
    self.problems = problems
    self.warnings = warnings
  }

  public static func == (lhs: Provenance, rhs: Provenance) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}

/// One thing wrong with a declaration, naming where, what, the field and the value.
public struct DeclarationProblem: Hashable, Sendable, CustomStringConvertible {
  public var site: SourceSite?
  /// What was being declared: `cell "apple"`, `label`, `list`, `section "fruits"`.
  public var subject: String
  /// The field, when the problem is about one: `height`, `style`.
  public var field: String?
  /// What is wrong, with the value: `must not be negative, got -3`.
  public var message: String

  public init(site: SourceSite?, subject: String, field: String? = nil, message: String) {
    self.site = site
    self.subject = subject
    self.field = field
    self.message = message
  }

  /// `cards.lua:9: cell "apple": height must not be negative, got -3`
  public var description: String {
    let place = site.map { "\($0): " } ?? ""
    return place + placeless
  }

  /// The problem without its place: `cell "apple": height must not be negative, got -3`.
  public var placeless: String {
    let what = field.map { "\($0) " } ?? ""
    return "\(subject): \(what)\(message)"
  }
}

/// A declaration that cannot be laid out, with every problem found in it.
public struct DeclarationError: Error, Sendable, CustomStringConvertible {
  /// What was declared: `list`, `apply`, `cell`.
  public var subject: String
  public var problems: [DeclarationProblem]

  public init(subject: String, problems: [DeclarationProblem]) {
    self.subject = subject
    self.problems = problems
  }

  /// Whether ``description`` starts with a place: one problem, which has its site.
  public var startsWithPlace: Bool { problems.count == 1 && problems[0].site != nil }

  /// One problem on one line, its place first; several as a list, each with its place:
  ///
  ///     cards.lua:9: invalid list: cell "apple": height must not be negative, got -3
  ///
  ///     invalid list (2 problems):
  ///       cards.lua:9: cell "apple": height must not be negative, got -3
  ///       cards.lua:11: label: style "bdy" is not a text style (did you mean "body"?)
  public var description: String {
    if problems.count == 1 {
      let problem = problems[0]
      return (problem.site.map { "\($0): " } ?? "") + "invalid \(subject): \(problem.placeless)"
    }
    return "invalid \(subject) (\(problems.count) problems):\n"
      + problems.map { "  \($0)" }.joined(separator: "\n")
  }
}
