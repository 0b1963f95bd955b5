import ListLayout
import ListRender

/// The pictures `show` adds to an HTML page (`--html`): a layout as SVG, a transition as SVG
/// with the samples its player animates.
enum Pictures {
  /// The picture of a printed list or transition; nil for anything else.
  static func picture(of printable: any ScriptPrintable) -> HTMLPage.Figure.Picture? {
    if let list = printable as? ListObject { return layout(list.layout) }
    if let transition = printable as? TransitionObject { return self.transition(transition) }
    return nil
  }

  /// - Complexity: O(elements in three screens of content and their content nodes).
  static func layout(_ layout: Layout) -> HTMLPage.Figure.Picture {
    .layout(svg: SVGPicture.render(SceneBuilder.scene(of: layout, beyondViewport: true)))
  }

  /// Samples the transition (a plugin curve's error surfaces through the caller's
  /// `takeCurveError()`, as for the wireframes).
  ///
  /// - Complexity: see ``TransitionPicture``.
  static func transition(_ object: TransitionObject) -> HTMLPage.Figure.Picture {
    .transition(
      TransitionPicture(
        title: object.title, transition: object.transition, changeset: object.changeset, before: object.before,
        old: object.old, new: object.new))
  }
}
