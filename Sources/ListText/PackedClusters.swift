/// Packed clusters (see `GraphemeClusters`) as a line breaker source. Valid while the storage is.
struct PackedClusters: ClusterSource {
  let clusters: ClusterStorage
  let utf8Count: Int

  var count: Int { clusters.count }

  @inline(__always)
  func kind(at index: Int) -> ClusterKind {
    ClusterKind(rawValue: UInt8(truncatingIfNeeded: clusters[index] >> 24)).unsafelyUnwrapped
  }

  @inline(__always)
  func units(at index: Int) -> Int { Int(clusters[index] & 0xFF_FFFF) }

  func breakLength(at index: Int) -> Int { 1 }

  func utf8Offset(at index: Int) -> Int {
    index < clusters.count ? Int(clusters[index] >> 32) : utf8Count
  }
}
