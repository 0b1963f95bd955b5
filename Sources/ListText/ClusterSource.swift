/// A text seen as a sequence of grapheme clusters, each with a kind and a width in font units.
///
/// The line breaker is generic over it so that ASCII text is read straight from its UTF-8
/// bytes (`ASCIIClusters`) and other text from a grapheme pass (`PackedClusters`, built by
/// `GraphemeClusters`), with one algorithm. Both are plain pointers, so the breaker's hot loops
/// do no reference counting.
protocol ClusterSource {
  /// Number of clusters.
  var count: Int { get }
  /// The kind of cluster `index`.
  func kind(at index: Int) -> ClusterKind
  /// The advance of cluster `index` in font units.
  func units(at index: Int) -> Int
  /// Clusters a hard break at `index` spans: 2 for an ASCII CR LF, 1 otherwise.
  func breakLength(at index: Int) -> Int
  /// The UTF-8 offset in the text where cluster `index` starts; `count` gives the text's length.
  func utf8Offset(at index: Int) -> Int
  /// Whether a line may start at `index` (false inside a cluster that spans several indices).
  func startsCluster(at index: Int) -> Bool
}

extension ClusterSource {
  func startsCluster(at index: Int) -> Bool { true }
}
