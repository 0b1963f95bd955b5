import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import LuaBridge

/// The diffable data source's side of a list: `l:snapshot()`, `l:apply_snapshot(s [, options])`,
/// `l:apply_snapshot_using_reload_data(s)`, `l:set_cell_provider(fn)`, `l:section_snapshot(id)`
/// and `l:apply_section_snapshot(id, outline [, options])`. Each one calls the matching
/// ``ListState`` operation with the list's cell provider.
extension ListObject {
  /// The list's cell provider as the core calls it: the Lua function given to `set_cell_provider`,
  /// called as `fn(item_id, section_id)`; nil when none is set (every new item gets the default
  /// cell).
  ///
  /// The function returns `cell(id) {…}` (with the id it is given), a table of cell fields, or nil
  /// for the default cell.
  func cellProvider(for call: LuaCall) -> CellProvider? {
    guard let function = providerFunction else { return nil }
    let site = LuaDeclarations.site(call)
    return { item, section in
      let results: [LuaValue]
      do {
        results = try function.call(LuaDeclarations.luaValue(item), LuaDeclarations.luaValue(section))
      } catch {
        throw LuaRuntimeError(error.message)
      }
      switch results.first ?? .nil {
      case .nil:
        return nil
      case .object(let box as CellBox):
        return box.cell
      case .table(let table):
        call.stack.push(.table(table))
        defer { call.stack.pop() }
        return CellDeclaration.read(id: item, from: LuaDeclarations.table(call.stack, at: -1), site: site)
      case let other:
        throw LuaRuntimeError(
          "it must return cell(id) {…}, a table of cell fields or nil, got \(other.typeName)")
      }
    }
  }

  // The bodies of the data source's methods; what each is and takes is in the API's definition
  // (`ListObject+API.swift`).

  static func snapshot(_ list: ListObject, _ call: LuaCall) throws -> Int {
    call.returning(object: SnapshotObject(list.state.dataSourceSnapshot, host: list.host))
  }

  static func setCellProvider(_ list: ListObject, _ call: LuaCall) throws -> Int {
    if call.isNoneOrNil(2) {
      list.providerFunction = nil
    } else {
      list.providerFunction = try call.function(2)
    }
    return 0
  }

  static func applySnapshot(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let snapshot = try snapshotArgument(call, of: "apply_snapshot")
    let options = try TransitionOptions.read(
      call, at: 3, operation: "apply_snapshot", curves: list.host.curves, animatingDifferences: true)
    let provider = list.cellProvider(for: call)
    return call.returning(
      object: try list.change(.applySnapshot, steps: options.steps, call: call) { state throws(ChangeError) in
        try state.apply(snapshot, cells: provider, animation: options.animation)
      })
  }

  static func applySnapshotUsingReloadData(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let snapshot = try snapshotArgument(call, of: "apply_snapshot_using_reload_data")
    guard call.isNoneOrNil(3) else {
      throw LuaRuntimeError(
        "apply_snapshot_using_reload_data: takes no options: it neither diffs nor animates (use apply_snapshot)")
    }
    let provider = list.cellProvider(for: call)
    return call.returning(
      object: try list.change(.applySnapshotUsingReloadData, steps: 1, call: call) { state throws(ChangeError) in
        try state.applyUsingReloadData(snapshot, cells: provider)
      })
  }

  static func sectionSnapshot(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let id = try LuaDeclarations.identifier(call, 2)
    return call.returning(object: SectionSnapshotObject(try list.state.sectionSnapshot(of: id), host: list.host))
  }

  static func applySectionSnapshot(_ list: ListObject, _ call: LuaCall) throws -> Int {
    let id = try LuaDeclarations.identifier(call, 2)
    let outline = try call.object(3, as: SectionSnapshotObject.self).outline
    let options = try TransitionOptions.read(
      call, at: 4, operation: "apply_section_snapshot", curves: list.host.curves, animatingDifferences: true)
    let provider = list.cellProvider(for: call)
    return call.returning(
      object: try list.change(.applySectionSnapshot, steps: options.steps, call: call) { state throws(ChangeError) in
        try state.apply(outline, toSection: id, cells: provider, animation: options.animation)
      })
  }
}

/// The snapshot a list applies: a table of sections, the likeliest mistake, is told where
/// snapshots come from.
private func snapshotArgument(_ call: LuaCall, of operation: String) throws -> DataSourceSnapshot {
  if call.stack.type(at: 2) == .table {
    throw call.argumentError(
      2,
      "Snapshot expected, got table; make one with l:snapshot() or snapshot() and its edits, "
        + "or give the sections to l:apply {…}")
  }
  return try call.object(2, as: SnapshotObject.self).snapshot
}
