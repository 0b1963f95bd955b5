/// Checks the values of declaration fields, telling what is wrong with each somewhere: a
/// ``FieldReader`` words every problem for the user, a ``ProblemFlag`` only notes that there was
/// one (for a fast reading that then steps aside for the general one).
protocol FieldChecking {
  /// Records that field `field` (nil: the declaration as a whole) has a problem.
  mutating func problem(_ field: String?, _ message: String)
}

extension FieldChecking {
  /// `value`, the value of field `key` as a finite number, at least `minimum` when given (greater than 0
  /// when `positive`).
  mutating func number(_ value: DeclarationValue?, of key: String, minimum: Double? = nil, positive: Bool = false)
    -> Double?
  {
    guard let value else { return nil }
    guard let number = value.number else {
      problem(key, "must be a number, got \(value.shown)")
      return nil
    }
    guard number.isFinite else {
      problem(key, "must be a finite number, got \(value.shown)")
      return nil
    }
    if positive, number <= 0 {
      problem(key, "must be greater than 0, got \(value.shown)")
      return nil
    }
    if let minimum, number < minimum {
      problem(
        key,
        minimum == 0
          ? "must not be negative, got \(value.shown)" : "must be at least \(formatNumber(minimum)), got \(value.shown)"
      )
      return nil
    }
    return number
  }

  /// `value`, the value of field `key` as a length in points: a finite number from 0 to
  /// ``FieldReader/maximumLength``.
  mutating func length(_ value: DeclarationValue?, of key: String) -> Double? {
    guard let length = number(value, of: key, minimum: 0) else { return nil }
    guard length <= FieldReader.maximumLength else {
      problem(key, "must be at most \(formatNumber(FieldReader.maximumLength)) points, got \(formatNumber(length))")
      return nil
    }
    return length
  }

  /// `value`, the value of field `key` as a whole number, at least `minimum`.
  mutating func integer(_ value: DeclarationValue?, of key: String, minimum: Int) -> Int? {
    guard let value else { return nil }
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

  /// `value`, the value of field `key` as a string; numbers are accepted as their decimal
  /// text, as Lua's string functions do.
  mutating func string(_ value: DeclarationValue?, of key: String) -> String? {
    guard let value else { return nil }
    switch value {
    case .string(let text): return text
    case .integer(let number): return String(number)
    case .number(let number): return formatNumber(number)
    default:
      problem(key, "must be a string, got \(value.shown)")
      return nil
    }
  }

  /// `value`, the value of field `key` as true or false.
  mutating func boolean(_ value: DeclarationValue?, of key: String) -> Bool? {
    guard let value else { return nil }
    guard case .boolean(let flag) = value else {
      problem(key, "must be true or false, got \(value.shown)")
      return nil
    }
    return flag
  }

  /// `value`, the value of field `key` as one of the enumeration's raw values, with a
  /// suggestion for a near miss.
  mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _ value: DeclarationValue?, of key: String, _ type: Choice.Type, noun: String
  ) -> Choice? where Choice.RawValue == String {
    guard let value else { return nil }
    guard case .string(let text) = value else {
      problem(key, "must be a string naming a \(noun), got \(value.shown)")
      return nil
    }
    if let choice = Choice(rawValue: text) { return choice }
    let names = Choice.allCases.map(\.rawValue)
    let hint = Suggestion.parenthesized(text, in: names)
    problem(key, "\"\(text)\" is not a \(noun)\(hint); expected one of \(names.joined(separator: ", "))")
    return nil
  }
}

/// Checks that only remember whether a value was wrong.
struct ProblemFlag: FieldChecking {
  private(set) var isRaised = false

  mutating func problem(_ field: String?, _ message: String) {
    isRaised = true
  }
}
