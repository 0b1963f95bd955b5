import ListLayout
import ListRender

/// The pictures `show` adds to an HTML page (`--html`): a layout as SVG, a transition as SVG
/// with the samples its player animates.
enum Pictures {
  /// The picture of a printed list or transition; nil for anything else.
  static func picture(of printable: any ScriptPrintable) throws -> HTMLPage.Figure.Picture? {
    if let list = printable as? ListObject { return layout(list.layout) }
    if let transition = printable as? TransitionObject { return try self.transition(transition) }
    return nil
  }

  /// - Complexity: O(elements in three screens of content and their content nodes).
  static func layout(_ layout: Layout) -> HTMLPage.Figure.Picture {
    let scene = SceneBuilder.scene(of: layout, beyondViewport: true)
    return .layout(svg: SVGPicture.render(scene), caption: scene.caption)
  }

  /// Samples the transition.
  ///
  /// - Throws: what a plugin curve throws.
  /// - Complexity: see ``TransitionPicture``.
  static func transition(_ object: TransitionObject) throws -> HTMLPage.Figure.Picture {
    .transition(
      try TransitionPicture(
        title: object.title, transition: object.transition, changeset: object.changeset, before: object.before,
        old: object.old, new: object.new))
  }
}
