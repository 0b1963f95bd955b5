/// Lua scripts declaring a long list of cells with custom content, the same on every run:
/// what `listlab bench` times for `lua.custom` and `lua.floor`, and what the tests run small.
///
/// Every cell holds the built-in cell's shape, written out as content: a row with an image
/// beside a column of two boxes.
///
/// ```lua
/// cell("c1") {
///   row { padding = {top=11, left=16, bottom=11, right=16}, spacing = 16, align = "center",
///     image { width = 40, height = 40 },
///     column { spacing = 3, box { height = 20 }, box { height = 18 } } }
/// }
/// ```
package enum CustomCellScripts {
  /// A script declaring `count` such cells (ids `"c1"`, `"c2"`, …) with ListLab's constructors and
  /// building the list of them; it checks that the list shows cells.
  package static func declaring(count: Int) -> String {
    """
    local cells = {}
    for i = 1, \(count) do
      cells[i] = \(cell)
    end
    local l = list { section "items" (cells) }
    assert(#l:visible() > 0)
    """
  }

  /// A script declaring `count` cells whose content differs from cell to cell, as a list of
  /// contacts does: an avatar beside a column of two labels, the name and the number of the
  /// contact. Only the avatar is the same in every cell, so only it is shared (see README
  /// "Performance", `lua.labels`); it checks that the list shows cells.
  ///
  /// ```lua
  /// cell("c1") {
  ///   row { padding = {top=11, left=16, bottom=11, right=16}, spacing = 16, align = "center",
  ///     image { width = 40, height = 40, corner_radius = 20 },
  ///     column { spacing = 3, label { text = "Contact 1", style = "headline" },
  ///       label { text = "+1 555 0001", style = "subheadline", color = "secondary" } } }
  /// }
  /// ```
  package static func declaringLabelled(count: Int) -> String {
    """
    local cells = {}
    for i = 1, \(count) do
      cells[i] = cell("c" .. i) {
        row { padding = {top=11, left=16, bottom=11, right=16}, spacing = 16, align = "center",
          image { width = 40, height = 40, corner_radius = 20 },
          column { spacing = 3, label { text = "Contact " .. i, style = "headline" },
            label { text = string.format("+1 555 %04d", i % 10000), style = "subheadline", color = "secondary" } } }
      }
    end
    local l = list { section "contacts" (cells) }
    assert(#l:visible() > 0)
    """
  }

  /// The same nested tables built by plain Lua functions that only tag their table (with a
  /// metatable, or the id for a cell) and return it: what the script costs Lua alone, which no
  /// binding can beat. It returns the number of cells built.
  package static func plainTables(count: Int) -> String {
    """
    local function tagging(kind)
      local tag = { kind = kind }
      return function(t) return setmetatable(t, tag) end
    end
    local row, column, image, box = tagging("row"), tagging("column"), tagging("image"), tagging("box")
    local function cell(id) return function(t) t.id = id return t end end
    local function section(id) return function(t) t.id = id return t end end
    local function list(t) return t end
    local cells = {}
    for i = 1, \(count) do
      cells[i] = \(cell)
    end
    local l = list { section "items" (cells) }
    return #l[1]
    """
  }

  /// One cell, as both scripts write it (`i` is its number).
  private static let cell = """
    cell("c" .. i) {
          row { padding = {top=11, left=16, bottom=11, right=16}, spacing = 16, align = "center",
            image { width = 40, height = 40 },
            column { spacing = 3, box { height = 20 }, box { height = 18 } } }
        }
    """
}
