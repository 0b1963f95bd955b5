import Testing

@testable import ListDiff

@Suite struct ContentFingerprintTests {
  func fingerprint(_ build: (inout ContentFingerprint) -> Void) -> Int {
    var fingerprint = ContentFingerprint()
    build(&fingerprint)
    return fingerprint.value
  }

  @Test func equalFieldsGiveEqualFingerprints() {
    let long = String(repeating: "long text ", count: 5)
    let a = fingerprint {
      $0.combine("Apple"); $0.combine(44.0); $0.combine(long); $0.combine(Identifier.integer(3))
    }
    let b = fingerprint {
      $0.combine(String("Ap" + "ple")); $0.combine(44.0); $0.combine(String(long.reversed().reversed()))
      $0.combine(Identifier.integer(3))
    }
    #expect(a == b)
    #expect(fingerprint { $0.combine(0.0) } == fingerprint { $0.combine(-0.0) })
  }

  @Test func differentFieldsGiveDifferentFingerprints() {
    let values = [
      fingerprint { $0.combine("Apple") }, fingerprint { $0.combine("Apples") }, fingerprint { $0.combine("") },
      fingerprint { $0.combine(String?.none) }, fingerprint { $0.combine(1.0) },
      fingerprint { $0.combine(1) }, fingerprint { $0.combine(true) }, fingerprint { $0.combine(false) },
      fingerprint {
        $0.combine("a"); $0.combine("b")
      },
      fingerprint {
        $0.combine("b"); $0.combine("a")
      },
      fingerprint { $0.combine(Identifier.string("3")) }, fingerprint { $0.combine(Identifier.integer(3)) },
    ]
    #expect(Set(values).count == values.count)
  }

  @Test func canonicallyEquivalentStringsFingerprintAlike() {
    let pairs: [(String, String)] = [
      ("caf\u{E9}", "cafe\u{301}"), ("\u{212A}elvin", "Kelvin"), ("a\u{037E}", "a;"), ("\u{1FEF}", "`"),
      ("\u{1E69}", "s\u{323}\u{307}"), ("\u{1E69}", "s\u{307}\u{323}"),
      (String(repeating: "long ", count: 8) + "\u{212A}", String(repeating: "long ", count: 8) + "K"),
      (String(repeating: "long ", count: 8) + "\u{E9}", String(repeating: "long ", count: 8) + "e\u{301}"),
    ]
    for (a, b) in pairs {
      #expect(a == b)
      #expect(fingerprint { $0.combine(a) } == fingerprint { $0.combine(b) }, "\(a.debugDescription)")
      #expect(fingerprint { $0.combine(Identifier.string(a)) } == fingerprint { $0.combine(Identifier.string(b)) })
    }
    #expect(fingerprint { $0.combine("caf\u{E9}") } != fingerprint { $0.combine("cafe") })
  }

  /// The scalars whose canonical decomposition is ASCII are exactly `CanonicalASCII.decompositions`.
  @Test func theASCIIDecompositionsAreComplete() {
    let ascii = Set((0..<0x80).map { String(Character(Unicode.Scalar(UInt8($0)))) })
    var found: [Unicode.Scalar: Unicode.Scalar] = [:]
    for value in UInt32(0x80)..<0x3_0000 {
      guard let scalar = Unicode.Scalar(value), let match = ascii.firstIndex(of: String(scalar)) else { continue }
      found[scalar] = ascii[match].unicodeScalars.first!
    }
    #expect(found == CanonicalASCII.decompositions)
  }
}
