import Testing

@testable import ListAnimation

@Suite struct TimingCurveTests {
  @Test func customCurveGetsClampedProgress() throws {
    let curve = TimingCurve.custom(name: "square", function: { $0 * $0 })
    #expect(try curve.value(at: 0.5) == 0.25)
    #expect(try curve.value(at: 2) == 1)
    #expect(try curve.value(at: -1) == 0)
    #expect(curve.intrinsicDuration == nil)
  }

  @Test func equality() {
    let square = TimingCurve.custom(name: "square", function: { $0 * $0 })
    let alsoSquare = TimingCurve.custom(name: "square", function: { $0 })
    #expect(square == alsoSquare)
    #expect(square != .custom(name: "cube", function: { $0 * $0 * $0 }))
    #expect(
      TimingCurve.bezier(x1: 0.1, y1: 0, x2: 0.2, y2: 1) == .bezier(x1: 0.1, y1: 0, x2: 0.2, y2: 1))
    #expect(
      TimingCurve.bezier(x1: 0.1, y1: 0, x2: 0.2, y2: 1) != .bezier(x1: 0.1, y1: 0, x2: 0.3, y2: 1))
    #expect(
      TimingCurve.spring(dampingRatio: 1, response: 0.5) != .spring(dampingRatio: 1, response: 0.4))
    #expect(TimingCurve.easeInOut != .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    #expect(TimingCurve.easeIn != .easeOut)
  }

  @Test func descriptions() {
    #expect(TimingCurve.easeInOut.description == "easeInOut")
    #expect(TimingCurve.default.description == "default")
    #expect(
      TimingCurve.bezier(x1: 0.1, y1: -0.5, x2: 0.2, y2: 1).description
        == "bezier(0.1, -0.5, 0.2, 1.0)")
    #expect(
      TimingCurve.spring(dampingRatio: 0.7, response: 0.5).description
        == "spring(dampingRatio: 0.7, response: 0.5)")
  }
}
