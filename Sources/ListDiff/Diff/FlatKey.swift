/// An identifier as 16 plain bytes, so matching copies and compares no strings.
///
/// Equal keys mean equal identifiers, and equal identifiers (see `Identifier`) get equal keys:
/// - a string that is ASCII, or canonically equivalent to an ASCII string (`CanonicalASCII`), of
///   up to 15 bytes: that ASCII string's words as `StringLayout` stores it inline;
/// - an integer: `(value, integerMark)`;
/// - anything else (a longer or other non-ASCII string, or every identifier when the layout is not
///   readable): `(index, otherMark)`, the index into the list's array of such identifiers, which
///   are compared with `==`.
///
/// Two different ASCII strings are never equivalent, so comparing ASCII words is `==`; a string
/// that is not ASCII and has no ASCII equivalent never equals one that has.
@usableFromInline
struct FlatKey: Equatable, Sendable {
  var low: UInt64
  var high: UInt64

  /// `high` of an integer's key and of an other identifier's key; never a small string's, whose
  /// discriminator is non-zero.
  static let integerMark: UInt64 = 1
  static let otherMark: UInt64 = 2

  @usableFromInline
  init(integer bits: UInt64) {
    (low, high) = (bits, Self.integerMark)
  }

  @usableFromInline
  init(ascii words: StringLayout.SmallWords) {
    (low, high) = (words.low, words.high)
  }

  /// The key of `id`, appending it to `others` when it has no plain form.
  @usableFromInline
  @inline(never)
  init(_ id: Identifier, others: inout [Identifier]) {
    switch id {
    case .integer(let value):
      self.init(integer: UInt64(bitPattern: Int64(value)))
      return
    case .string(let string):
      let ascii = CanonicalASCII.isASCII(string) ? string : CanonicalASCII.equivalent(of: string)
      if let ascii, let words = StringLayout.inlineWords(of: ascii) {
        self.init(ascii: words)
        return
      }
    }
    others.append(id)
    self.init(other: others.count - 1)
  }

  private init(other index: Int) {
    (low, high) = (UInt64(index), Self.otherMark)
  }

  var isOther: Bool { high == Self.otherMark }

  /// The identifier's canonical hash (`Identifier.canonicalHash`), `others` holding the
  /// identifiers of other keys.
  @inline(__always)
  func hash(others: Column<Identifier>) -> UInt64 {
    switch high {
    case Self.integerMark: FastHash.integer(Int(bitPattern: UInt(low)))
    case Self.otherMark: others[Int(low)].canonicalHash
    default:
      // An ASCII string of up to 15 bytes: the hash of its bytes, as `FastHash.canonicalString`.
      FastHash.small(StringLayout.SmallWords(knownSmall: low, high))
    }
  }

  /// The identifier (for an ASCII key, its ASCII form), `others` holding other identifiers.
  func identifier(others: [Identifier]) -> Identifier {
    switch high {
    case Self.integerMark: .integer(Int(bitPattern: UInt(low)))
    case Self.otherMark: others[Int(low)]
    default: .string(StringLayout.SmallWords(knownSmall: low, high).string)
    }
  }
}

/// The keys of a list of identifiers, the identifiers that have no plain key, and each key's hash.
@usableFromInline
struct IdentifierKeys: Sendable {
  var keys: [FlatKey]
  var others: [Identifier]

  @usableFromInline
  init(keys: [FlatKey], others: [Identifier]) {
    self.keys = keys
    self.others = others
  }

  var count: Int { keys.count }

  /// Each key's hash.
  ///
  /// - Complexity: O(count + total length of the other identifiers).
  func hashes() -> [UInt64] {
    withColumns(keys, others) { keys, others in
      [UInt64](count: keys.count) { keys[$0].hash(others: others) }
    }
  }

  /// Whether two keys name the same identifier, each with the other identifiers of its list.
  @inline(__always)
  static func same(
    _ lhs: FlatKey, _ lhsOthers: Column<Identifier>, _ rhs: FlatKey, _ rhsOthers: Column<Identifier>
  ) -> Bool {
    guard lhs.isOther, rhs.isOther else { return lhs == rhs }
    return lhsOthers[Int(lhs.low)] == rhsOthers[Int(rhs.low)]
  }
}
