import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListText
import LuaBridge

/// The globals that draw, export, check and explain: `show`, `swift`, `expect`, `expect_frame`
/// and `help`.
extension ListLabAPI {
  static let toolGlobals: [LuaGlobal<ScriptHost>] = [
    LuaGlobal(
      .init(
        "show", topic: "reading",
        parameters: [
          .init(
            "subject",
            .object("List", others: ["Transition"], annotation: "List|Transition", expected: "List or Transition")),
          .init("steps_or_options", .read("integer|{x: number?, y: number?, columns: integer?}"), optional: true),
          .init("options", .read("{x: number?, y: number?, columns: integer?}"), optional: true),
        ], summary: "Draws a list's viewport, or n + 1 steps of a transition, as a wireframe.",
        details: ["A character stands for 5 × 10 points unless {x =, y =} or {columns = n} says otherwise."],
        example: "show(l, { columns = 40 })", complexity: "O(visible elements · steps)"),
      body: { try Show.show($0, $1) }),
    LuaGlobal(
      .init(
        "swift", topic: "swift", parameters: [.init("list", .list)],
        summary: "Prints the list as UIKit Swift code (`listlab export FILE.lua --swift` for a whole script).",
        details: ["makeCollectionView() builds its collection view with ListLabUIKit on Linux, with UIKit on iOS."],
        example: "swift(l)", complexity: "O(n)", uikit: "UICollectionViewCompositionalLayout and a diffable data source"
      ),
      body: { try SwiftExportBinding.swift($0, $1) }),
    LuaGlobal(
      .init(
        "expect", topic: "checks",
        parameters: [.init("condition", .anything), .init("message", .read("string"), optional: true)],
        results: [.init("boolean")],
        summary: "Records a pass, or a failure with this file:line and the message (listlab test, listlab run).",
        details: ["Without a message, a failure quotes the condition as written."],
        example: #"expect(l:frame("apple").h > 44, "the apple cell grows with its text")"#, complexity: "O(1)",
        uikit: "XCTAssert"), body: { try Expectations.expect($0, $1) }),
    LuaGlobal(
      .init(
        "expect_frame", topic: "checks",
        parameters: [
          .init("id", .read("Id")), .init("frame", .read("ExpectedFrame")),
          .init("options", .read("ExpectFrameOptions"), optional: true),
        ], results: [.init("boolean")],
        summary: "Checks a frame of the last list built or changed (or of `list` when given first).",
        example: #"expect_frame("banana", { y = 101, h = 60 })"#, complexity: "O(1)",
        overloads: ["fun(list: List, id: Id, frame: ExpectedFrame, options?: ExpectFrameOptions): boolean"]),
      body: { try Expectations.expectFrame($0, $1) }),
    LuaGlobal(
      .init(
        "help", topic: "repl", parameters: [.init("name", .string, optional: true)],
        summary: "Prints a function's signature, summary and example; help() lists the topics.",
        details: ["A name as a script writes it: frame, l:frame, apply_snapshot, compositional, style."],
        example: #"help("l:frame")"#, complexity: "O(size of the API)"),
      body: { host, call in
        let text =
          call.isNoneOrNil(1)
          ? host.api.documentation.topicsHelp() : host.api.documentation.helpText(for: try call.string(1))
        host.output.print(text)
        return 0
      }),
  ]
}
