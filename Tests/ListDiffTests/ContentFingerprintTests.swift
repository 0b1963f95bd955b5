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
    let a = fingerprint { $0.combine("Apple"); $0.combine(44.0); $0.combine(long); $0.combine(Identifier.integer(3)) }
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
      fingerprint { $0.combine("a"); $0.combine("b") }, fingerprint { $0.combine("b"); $0.combine("a") },
      fingerprint { $0.combine(Identifier.string("3")) }, fingerprint { $0.combine(Identifier.integer(3)) },
    ]
    #expect(Set(values).count == values.count)
  }
}
