package import ListDiff

/// Identifiers spelled with different bytes that are the same identifier (Swift's `String`
/// equality: canonical equivalence), for the tests of every path that compares ids.
package enum EquivalentIdentifiers {
  /// Pairs of identifiers that are the same although their bytes differ (or that are spelled
  /// alike), and why.
  package static let pairs: [(Identifier, Identifier, String)] = [
    (.string("caf\u{E9}"), .string("cafe\u{301}"), "NFC and NFD"),
    (
      .string("\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}"),
      .string(String("x\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}".dropFirst())),
      "an emoji ZWJ sequence and the same sequence stored differently"
    ),
    (.string("K"), .string("\u{212A}"), "K and KELVIN SIGN"),
    (.string("\u{C5}"), .string("\u{212B}"), "Å and ANGSTROM SIGN"),
    (.string(";"), .string("\u{37E}"), "; and GREEK QUESTION MARK"),
    (.string("KKKKKK"), .string(String(repeating: "\u{212A}", count: 6)), "long and short forms"),
    (
      .string(String(repeating: "\u{E9}", count: 9)), .string(String(repeating: "e\u{301}", count: 9)),
      "NFC and NFD past 15 bytes"
    ),
    (.string("a-long-identifier-past-15"), .string("a-long-identifier-past-15"), "a long ASCII id"),
  ]
}
