import Testing

@testable import LuaBridge

@Suite struct HeapUsageTests {
  @Test func mallocTakesTheReuseSettings() {
    #if canImport(Glibc)
      #expect(HeapUsage.keepFreedMemoryForReuse())
    #endif
  }
}
