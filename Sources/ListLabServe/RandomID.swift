/// Unguessable ids (sessions, outputs, share links): 128 bits from the system's CSPRNG
/// (`SystemRandomNumberGenerator`: `getrandom(2)` on Linux), as 26 characters of base 32
/// (`a`–`z`, `2`–`7`).
enum RandomID {
  static let length = 26
  private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567")

  static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    var bits = (
      UInt64.random(in: .min ... .max, using: &generator), UInt64.random(in: .min ... .max, using: &generator)
    )
    var characters: [Character] = []
    characters.reserveCapacity(length)
    for _ in 0..<length {
      characters.append(alphabet[Int(bits.0 & 31)])
      // Shift the 128 bits right by 5.
      bits.0 = (bits.0 >> 5) | (bits.1 << 59)
      bits.1 >>= 5
    }
    return String(characters)
  }

  /// Whether `text` has the shape of an id (before looking it up).
  static func isWellFormed(_ text: String) -> Bool {
    text.utf8.count == length && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("2"..."7").contains($0) }
  }
}
