/// Points as the printed frames show them: at most three decimals, no trailing zeros
/// (`44`, `20.333`, `0.5`, `-8`). Enough to tell pixels apart at @3x.
public func formatPoints(_ value: Double) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
  guard abs(value) < 1e15 else { return "\(value)" }
  let thousandths = Int64((value * 1000).rounded())
  if thousandths == 0 { return "0" }
  let sign = thousandths < 0 ? "-" : ""
  let magnitude = thousandths.magnitude
  let whole = magnitude / 1000
  var fraction = String(magnitude % 1000)
  if fraction == "0" { return sign + String(whole) }
  fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
  while fraction.hasSuffix("0") { fraction.removeLast() }
  return "\(sign)\(whole).\(fraction)"
}

/// Points rounded to thousandths, for JSON.
func roundedPoints(_ value: Double) -> Double {
  guard value.isFinite else { return value }
  return (value * 1000).rounded() / 1000
}
