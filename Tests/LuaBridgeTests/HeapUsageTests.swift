import Testing

@testable import LuaBridge

@Suite struct HeapUsageTests {
  /// The settings `listlab` makes at start (so the tests, like the tool, run with them).
  @Test func mallocTakesTheReuseSettings() {
    #if canImport(Glibc)
      #expect(HeapUsage.keepFreedMemoryForReuse())
    #endif
  }
}
