import Foundation
import Testing

/// Compositional sizes UIKit accepts but a script almost surely did not mean, as `listlab run`
/// reports them: a warning naming the file, the line and the field; the list is made as written.
@Suite struct CompositionalSizeWarningTests {
  @Test func mistakenSizesWarnAtTheirLine() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "sizes.lua",
      """
      local l = list {
        layout = compositional {
          section = layout_section {
            hgroup { height = absolute(44), item { width = 1.5 } },
          },
        },
        cell 'a' {}, cell 'b' {},
      }
      print(l:frame('a').w)
      local wide = item { width = fractional_width(1.5) }
      local tall = vgroup { height = fractional_height(2), item {} }
      local group = hgroup { width = absolute(100), height = absolute(50),
        item { width = absolute(150) } }
      -- Meant as written, or not a size a fraction was meant for: no warning.
      local points = item { width = absolute(1.5) }
      local aspect = item { width = fractional_width(0.5), height = fractional_width(1.5) }
      local copies = hgroup { width = absolute(100), count = 2, item { width = absolute(150) } }
      local fits = hgroup { width = absolute(100), item { width = absolute(100) } }
      local zero = item { width = 0, height = 2 }
      """)
    let result = try listlab(["run", file])
    #expect(result.status == 0, "\(result.stderr)")
    // 1.5 points, rounded to the pixel grid: the warning changes nothing.
    #expect(result.stdout == "1.6666666666667\n")
    #expect(
      result.stderr.split(separator: "\n").map(String.init) == [
        "\(file):4: warning: item: width = 1.5 makes it 1.5 points wide (a number is points); for a fraction f of "
          + "its group's width, write fractional_width(f)",
        "\(file):10: warning: item: width = fractional_width(1.5) makes it 1.5 times as wide as its group; a "
          + "fraction of it is from 0 to 1",
        "\(file):11: warning: vgroup: height = fractional_height(2) makes it 2 times as tall as what holds it (the "
          + "section, or its group); a fraction of it is from 0 to 1",
        "\(file):13: warning: item: width 150 points is wider than its hgroup at \(file):12 (100 points): it sticks "
          + "out of its group",
      ])
  }

  /// A section provider runs again on every layout: its items warn once.
  @Test func aProvidersItemWarnsOnce() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "provider.lua",
      """
      local l = list {
        layout = compositional {
          section = function(index, env)
            return layout_section { hgroup { height = absolute(44), item { width = 1 } } }
          end,
        },
        cell 'a' {}, cell 'b' {},
      }
      l:apply { cell 'b' {}, cell 'a' {} }
      l:apply { cell 'a' {} }
      """)
    let result = try listlab(["run", file])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "\(file):4: warning: item: width = 1 makes it 1 point wide (a number is points); for a fraction f of its "
        + "group's width, write fractional_width(f)\n")
  }
}
