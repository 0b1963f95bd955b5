import Foundation
import Testing

/// `listlab export FILE.lua --swift [OUT.swift]` and `swift(l)`, as a user runs them.
@Suite struct ExportCommandTests {
  static let fruits = """
    local l = list { style = "insetGrouped",
      section "fruits" { header = "Fruits",
        cell "apple" { text = "Apple", accessory = "chevron" },
        cell "pear" { text = "Pear", secondary = "Conference" },
      },
    }
    print("not part of the export")
    """

  @Test func printsTheSwiftOfTheListsAScriptMakes() throws {
    let scratch = Scratch()
    let file = try scratch.file("fruits.lua", Self.fruits)
    let result = try listlab(["export", file, "--swift"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(Array(lines[0...4]) == ["#if canImport(UIKit)", "import UIKit", "#else", "import ListLabUIKit", "#endif"])
    #expect(lines.contains("// The lists fruits.lua makes, as UIKit code for iOS 17 and later."))
    #expect(lines.contains("enum Fruits {"))
    #expect(lines.contains("  /// fruits.lua:1: an insetGrouped list, 1 section of 2 items."))
    #expect(lines.contains("  final class ViewController: UIViewController {"))
    #expect(lines.contains("        Row(id: \"apple\", text: \"Apple\", accessory: .disclosureIndicator),"))
    #expect(lines.contains("      ], toSection: fruits)"))
    #expect(lines.contains("      dataSource.apply(snapshot, animatingDifferences: false)"))
    #expect(!result.stdout.contains("not part of the export"))
  }

  @Test func writesTheFileGiven() throws {
    let scratch = Scratch()
    let file = try scratch.file("fruits.lua", Self.fruits)
    let out = scratch.path + "/Fruits.swift"
    let result = try listlab(["export", file, "--swift", out, "--namespace", "Fruits"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "")
    let code = try String(contentsOfFile: out, encoding: .utf8)
    #expect(code.contains("enum Fruits {\n"))
    #expect(code.contains("  final class ViewController: UIViewController {"))
  }

  @Test func saysWhyAListIsNotExported() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "rtl.lua", "local a = list { cell \"a\" {} }\nlocal b = list { direction = \"rtl\", cell \"b\" {} }\n")
    let result = try listlab(["export", file, "--swift"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "// rtl.lua:2 is not exported: direction = \"rtl\": ListLabUIKit lays lists out left to right (UIKit's"))
    let alone = try scratch.file("alone.lua", "local b = list { direction = \"rtl\", cell \"b\" {} }\n")
    let refused = try listlab(["export", alone, "--swift"])
    #expect(refused.status == 1)
    #expect(refused.stdout == "")
    #expect(
      refused.stderr
        == "\(alone): no list can be exported:\n  alone.lua:1: direction = \"rtl\": ListLabUIKit lays lists out left to right (UIKit's semanticContentAttribute is not modelled)\n"
    )
  }

  @Test func aScriptWithoutAListExportsNothing() throws {
    let scratch = Scratch()
    let file = try scratch.file("helpers.lua", "local function double(x) return 2 * x end\nprint(double(2))\n")
    let result = try listlab(["export", file, "--swift"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "\(file): the script makes no list, so there is nothing to export (listlab export writes the lists made with list {…})\n"
    )
  }

  @Test func writesForTheDeploymentTarget() throws {
    let scratch = Scratch()
    let file = try scratch.file("fruits.lua", Self.fruits)
    let seventeen = try listlab(["export", file, "--swift"])
    #expect(seventeen.stdout.contains("var content = UIListContentConfiguration.groupedHeader()"))
    #expect(!seventeen.stdout.contains("UIListContentConfiguration.header()"))
    let eighteen = try listlab(["export", file, "--swift", "--ios", "18"])
    #expect(eighteen.status == 0, "\(eighteen.stderr)")
    #expect(eighteen.stdout.contains("var content = UIListContentConfiguration.header()"))
    #expect(!eighteen.stdout.contains("groupedHeader()"))
    let old = try listlab(["export", file, "--swift", "--ios", "12"])
    #expect(old.status == 64)
    #expect(old.stderr.contains("--ios must be an iOS version from 14 to 26 (17, 17.4), got \"12\""))
  }

  @Test func needsTheFormatAndAWorkingScript() throws {
    let scratch = Scratch()
    let file = try scratch.file("broken.lua", "local l = list { cell \"a\" {} }\nerror(\"stop\")\n")
    let noFormat = try listlab(["export", file])
    #expect(noFormat.status == 64)
    #expect(noFormat.stderr.contains("give --swift: Swift is the format listlab export writes"))
    let failing = try listlab(["export", file, "--swift"])
    #expect(failing.status == 1)
    #expect(failing.stderr.hasPrefix("\(file):2: stop"))
  }

  @Test func swiftPrintsAListAtTheREPLAndInScripts() throws {
    let scratch = Scratch()
    let file = try scratch.file("one.lua", "local l = list { cell \"a\" { text = \"A\" } }\nswift(l)\n")
    let result = try listlab(["run", file])
    #expect(result.status == 0, "\(result.stderr)")
    let header = "#if canImport(UIKit)\nimport UIKit\n#else\nimport ListLabUIKit\n#endif\n\n"
    #expect(result.stdout.hasPrefix(header + "// The lists one.lua makes, as UIKit code for iOS 17 and later."))
    #expect(result.stdout.contains("      snapshot.appendItems([Row(id: \"a\", text: \"A\")], toSection: \"main\")"))
    #expect(result.stdout.hasSuffix("      dataSource.apply(snapshot, animatingDifferences: false)\n    }\n  }\n}\n"))
  }
}
