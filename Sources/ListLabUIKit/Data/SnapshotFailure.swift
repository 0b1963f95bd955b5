import ListDiff
import ListLabCore

extension SnapshotError {
  /// The error with the app's own identifiers (its message names the UIKit method: see
  /// ``raise(_:sections:items:)``).
  func shown<Section: Hashable & Sendable, Item: Hashable & Sendable>(
    sections: Section.Type, items: Item.Type
  ) -> SnapshotError {
    func section(_ id: Identifier) -> Identifier { IdentifierCoding<Section>.shown(id) }
    func item(_ id: Identifier) -> Identifier { IdentifierCoding<Item>.shown(id) }
    func of(_ which: Kind, _ id: Identifier) -> Identifier { which == .item ? item(id) : section(id) }
    var shown = self
    switch reason {
    case .noSections:
      break
    case .duplicates(let which, let duplicates, let holder):
      shown.reason = .duplicates(
        which,
        duplicates.map { duplicate in
          var copy = duplicate
          copy.id = of(which, duplicate.id)
          copy.section = duplicate.section.map(section)
          return copy
        }, in: holder)
    case .moveOntoItself(let which, let id):
      shown.reason = .moveOntoItself(which, of(which, id))
    case .reloadOfMissing(let which, let id, let reconfigure):
      shown.reason = .reloadOfMissing(which, of(which, id), reconfigure: reconfigure)
    case .missing(let which, let id, let assertion, let suggestion):
      shown.reason = .missing(
        which, of(which, id), assertion: assertion, suggestion: suggestion.map { of(which, $0) })
    case .noSection(let id, let suggestion):
      shown.reason = .noSection(section(id), suggestion: suggestion.map(section))
    case .notInOutline(let id, let suggestion):
      shown.reason = .notInOutline(item(id), suggestion: suggestion.map(item))
    }
    return shown
  }

  /// Ends the process with the message, as UIKit's exception ends the app.
  func raise<Section: Hashable & Sendable, Item: Hashable & Sendable>(
    _ api: String, sections: Section.Type, items: Item.Type
  ) -> Never {
    let shown = shown(sections: sections, items: items)
    UIKitFailure.snapshot(shown.description(naming: .constant(api))).raise()
  }
}
