import ListCollections
import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

/// Every mutation of a layout checks its invariants (when ``Layout/checksInvariants`` is on) and
/// stops the process when one is broken. Each test breaks a layout of two cells — its tree total
/// three pixels over the heights' sum, which ``Layout/checkInvariants()`` names — and makes one
/// mutation that leaves that total alone; the process must stop. An intact layout goes through the
/// same mutation (the control: the mutation itself is fine).
@Suite struct InvariantAssertionTests {
  /// A plain list of two 44-point cells, a and b, with its tree total broken.
  static func broken() throws -> Layout {
    Layout.checksInvariants = true
    var list = try Layout(ListDeclaration(sections: [section("s", [cell("a", height: 44), cell("b", height: 44)])]))
    list.changeRows { $0.total += 3 }
    return list
  }

  @Test func intactLayoutsGoThroughEveryMutation() throws {
    var list = try Layout(ListDeclaration(sections: [section("s", [cell("a", height: 44), cell("b", height: 44)])]))
    list.scroll(to: 10)
    #expect(list.scroll(toCell: "b") != nil)
    _ = try list.reloadCell(cell("a", height: 44))
    list.apply(.nothing)
    #expect(list.checkInvariants() == [])
  }

  @Test func scrollingToAnOffsetChecks() async throws {
    await #expect(processExitsWith: .failure) {
      var list = try InvariantAssertionTests.broken()
      list.scroll(to: 10)
    }
  }

  @Test func scrollingToACellChecks() async throws {
    await #expect(processExitsWith: .failure) {
      var list = try InvariantAssertionTests.broken()
      _ = list.scroll(toCell: "b")
    }
  }

  @Test func replacingACellChecks() async throws {
    await #expect(processExitsWith: .failure) {
      var list = try InvariantAssertionTests.broken()
      _ = try list.reloadCell(cell("a", height: 44))
    }
  }

  /// With estimated heights, a cell below the viewport waits at its estimate: replacing it measures
  /// nothing, and still checks.
  @Test func replacingAWaitingCellChecks() async throws {
    await #expect(processExitsWith: .failure) {
      Layout.checksInvariants = true
      var list = try Layout(
        ListDeclaration(
          options: options {
            $0.height = 50; $0.estimatedHeight = 44
          },
          sections: [section("s", [cell("a", height: 44), cell("b", height: 44), cell("c", height: 44)])]))
      list.changeRows { $0.total += 3 }
      _ = try list.reloadCell(cell("c", height: 60))
    }
  }

  @Test func applyingAnEditChecks() async throws {
    await #expect(processExitsWith: .failure) {
      var list = try InvariantAssertionTests.broken()
      list.apply(.nothing)
    }
  }
}
