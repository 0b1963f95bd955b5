import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListText
package import LuaBridge

extension LuaAPI {
  /// What `help(name)` and `:help NAME` print: the API's entries named so, or a "did you mean"
  /// among every name it has.
  ///
  /// - Complexity: O(size of the API).
  package func helpText(for name: String) -> String {
    if let help = help(for: name) { return help }
    let member = name.split(whereSeparator: { $0 == ":" || $0 == "." }).last.map(String.init) ?? name
    // Functions and methods first: `fram` means `frame` rather than the table shape `Frame`.
    let callables = functions.map(\.name) + classes.flatMap { $0.methods.map(\.name) }
    let callable = Suggestion.close(to: member, in: callables)
    let nearest = callable.isEmpty ? Suggestion.close(to: member, in: allNames) : callable
    let hint = nearest.isEmpty ? "" : "; did you mean \(Suggestion.alternatives(nearest) { $0 })?"
    return "no help for \"\(name)\"\(hint) (help() lists the topics)"
  }
}
