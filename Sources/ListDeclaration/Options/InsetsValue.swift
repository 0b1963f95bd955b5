/// Insets as a declaration gives them, before they are checked: a number (every side),
/// `{vertical, horizontal}`, or `{top=, left=, bottom=, right=}` (`leading` and `trailing` name
/// the left and right sides too).
///
/// The general reading hands over the field's value as it is; a binding reading a table
/// straight from its language hands over the numbers it found, without building a
/// ``DeclarationTable`` (an inset that is not a number is a problem, which it leaves to the
/// general reading). Both are checked by the same rules (``FieldChecking/insets(_:of:)``).
package enum InsetsValue: Sendable {
  case value(DeclarationValue)
  /// `{vertical, horizontal}`.
  case pair(vertical: Double, horizontal: Double)
  /// Side by side; a table with nothing else.
  case sides(InsetSideValues)
}

/// The sides an insets table names, in the order of their names, which is the order a table's
/// sorted fields are read in: where two keys name one side (`left` and `leading`), the later one
/// counts.
package enum InsetSide: Int, CaseIterable, Sendable {
  case bottom, leading, left, right, top, trailing

  /// The side's key.
  package var name: String {
    switch self {
    case .bottom: "bottom"
    case .leading: "leading"
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .trailing: "trailing"
    }
  }

  /// Every side's key, at its raw value.
  package static let names = allCases.map(\.name)

  /// The sides suggested for a misspelt one.
  static let suggested = ["top", "left", "bottom", "right"]

  /// Sets this side of `insets` to `length`.
  func set(_ length: Double, in insets: inout EdgeInsets) {
    switch self {
    case .top: insets.top = length
    case .left, .leading: insets.left = length
    case .bottom: insets.bottom = length
    case .right, .trailing: insets.right = length
    }
  }
}

/// The numbers of an insets table's sides, by side, before they are checked.
package struct InsetSideValues: Sendable {
  private var values: InlineArray<6, Double?> = [nil, nil, nil, nil, nil, nil]

  package init() {}

  package subscript(side: InsetSide) -> Double? {
    get { values[side.rawValue] }
    set { values[side.rawValue] = newValue }
  }
}

extension FieldChecking {
  /// `value`, the value of field `field`, as insets.
  mutating func insets(_ value: InsetsValue?, of field: String) -> EdgeInsets? {
    switch value {
    case nil:
      return nil
    case .value(let value):
      return insets(value, of: field)
    case .pair(let vertical, let horizontal):
      return insets(vertical: .number(vertical), horizontal: .number(horizontal), of: field)
    case .sides(let sides):
      var insets = EdgeInsets()
      for side in InsetSide.allCases {
        guard let entry = sides[side], let length = insetLength(.number(entry), side: side.name, of: field) else {
          continue
        }
        side.set(length, in: &insets)
      }
      return insets
    }
  }

  private mutating func insets(_ value: DeclarationValue, of field: String) -> EdgeInsets? {
    switch value {
    case .integer, .number:
      return insetLength(value, side: nil, of: field).map { EdgeInsets(all: $0) }
    case .table(let table):
      if !table.array.isEmpty {
        guard table.array.count == 2, table.record.isEmpty else {
          problem(field, "must be a number, {vertical, horizontal} or {top=, left=, bottom=, right=}")
          return nil
        }
        return insets(vertical: table.array[0], horizontal: table.array[1], of: field)
      }
      var insets = EdgeInsets()
      for (key, entry) in table.record {
        guard let side = InsetSide.allCases.first(where: { $0.name == key }) else {
          let hint = Suggestion.parenthesized(key, in: InsetSide.suggested)
          problem(field, "has an unknown side \"\(key)\"\(hint)")
          continue
        }
        guard let length = insetLength(entry, side: key, of: field) else { continue }
        side.set(length, in: &insets)
      }
      return insets
    default:
      problem(
        field, "must be a number, {vertical, horizontal} or {top=, left=, bottom=, right=}, got \(value.shown)")
      return nil
    }
  }

  private mutating func insets(vertical: DeclarationValue, horizontal: DeclarationValue, of field: String)
    -> EdgeInsets?
  {
    guard let vertical = insetLength(vertical, side: "vertical", of: field),
      let horizontal = insetLength(horizontal, side: "horizontal", of: field)
    else { return nil }
    return EdgeInsets(vertical: vertical, horizontal: horizontal)
  }

  /// One inset of field `field` — all of them (`side` nil), or one side (`"top"`, `"vertical"`):
  /// a finite number from 0 to ``FieldReader/maximumLength``. Messages read after the field's
  /// name: `insets must not be negative, got -3`, `insets has a negative top inset, got -3`.
  private mutating func insetLength(_ value: DeclarationValue, side: String?, of field: String) -> Double? {
    guard let number = value.number, number.isFinite else {
      problem(
        field,
        side.map { "has a \($0) inset that is not a finite number, got \(value.shown)" }
          ?? "must be a finite number, got \(value.shown)")
      return nil
    }
    guard number >= 0 else {
      problem(
        field,
        side.map { "has a negative \($0) inset, got \(value.shown)" } ?? "must not be negative, got \(value.shown)")
      return nil
    }
    guard number <= FieldReader.maximumLength else {
      // Worded only here: every inset of every node passes through this check.
      let limit = "\(formatNumber(FieldReader.maximumLength)) points"
      problem(
        field,
        side.map { "has a \($0) inset over \(limit), got \(value.shown)" }
          ?? "must be at most \(limit), got \(value.shown)")
      return nil
    }
    return number
  }
}
