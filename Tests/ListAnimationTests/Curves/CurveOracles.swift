// Independent, slow reference computations the tests compare the fast code against.

/// y for x on a cubic Bézier, by 200 halvings of [0, 1] on x(t) in Bernstein form (not the power
/// form the code uses), to the limit of Double precision. The endpoints are the curve's own
/// (0, 0) and (1, 1): where x'(t) = 0 at an end, bisection on rounded x cannot get there.
func bezierOracle(x1: Double, y1: Double, x2: Double, y2: Double, progress: Double) -> Double {
  if progress <= 0 { return 0 }
  if progress >= 1 { return 1 }
  func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }
  var lower = 0.0
  var upper = 1.0
  for _ in 0..<200 {
    let middle = (lower + upper) / 2
    if bernstein(x1, x2, middle) < progress { lower = middle } else { upper = middle }
  }
  return bernstein(y1, y2, (lower + upper) / 2)
}

/// x(t) of the unit-mass spring x'' = −k(x − 1) − c·x', x(0) = x'(0) = 0, by classical
/// fourth-order Runge–Kutta with `steps` steps: a simulation, to check the closed forms.
func springSimulation(
  stiffness k: Double, damping c: Double, time: Double, steps: Int = 20_000
) -> Double {
  let h = time / Double(steps)
  var x = 0.0
  var v = 0.0
  func acceleration(_ x: Double, _ v: Double) -> Double { -k * (x - 1) - c * v }
  for _ in 0..<steps {
    let k1x = v
    let k1v = acceleration(x, v)
    let k2x = v + h / 2 * k1v
    let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
    let k3x = v + h / 2 * k2v
    let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
    let k4x = v + h * k3v
    let k4v = acceleration(x + h * k3x, v + h * k3v)
    x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
  }
  return x
}

/// 0, 1/n, …, 1.
func unitGrid(_ n: Int) -> [Double] { (0...n).map { Double($0) / Double(n) } }
