public import ListDeclaration
public import ListDiff
public import ListLayout

/// Layouts as JSON values for `listlab run --json`.
///
///     {"type":"layout","style":"plain","width":375,"height":667,"scale":3,"offset":0,
///      "content_size":{"w":375,"h":208.333},
///      "elements":[{"kind":"header","id":"fruits","section":0,"x":0,"y":0,"w":375,"h":32.333},…]}
///
/// A list with an environment adds `device` and `orientation`, `safe_area` (`{top, left, bottom,
/// right}`) and `direction` (`"rtl"`) after `scale`. Points are rounded to thousandths, as in the
/// text output.
public enum LayoutJSON {
  /// The `layout` event.
  ///
  /// - Complexity: O(n).
  public static func event(_ layout: Layout) -> JSONValue {
    let options = layout.options
    let size = layout.contentSize
    var fields: [(String, JSONValue)] = [
      ("type", .string("layout")),
      ("style", .string(options.style.description)),
      ("width", .number(options.width)),
      ("height", .number(options.height)),
      ("scale", .number(options.scale)),
    ]
    // The environment, when the list has one (see LayoutText.environment).
    if let device = options.device {
      fields += [("device", .string(device.rawValue)), ("orientation", .string(options.orientation.rawValue))]
    }
    if options.safeArea != .zero {
      let safe = options.safeArea
      fields.append(
        (
          "safe_area",
          .object([
            ("top", .number(safe.top)), ("left", .number(safe.left)), ("bottom", .number(safe.bottom)),
            ("right", .number(safe.right)),
          ])
        ))
    }
    if options.direction == .rtl { fields.append(("direction", .string("rtl"))) }
    // The offset along the scroll axis: x in a list that scrolls horizontally, which says so.
    if layout.scrollAxis == .horizontal { fields.append(("scroll_direction", .string("horizontal"))) }
    fields += [
      ("offset", .number(roundedPoints(layout.scrollOffset))),
      (
        "content_size",
        .object([("w", .number(roundedPoints(size.width))), ("h", .number(roundedPoints(size.height)))])
      ),
      ("elements", .array(layout.elements().map(element))),
    ]
    return .object(fields)
  }

  /// One element: kind, id, section, item (cells), frame, and the annotations that apply.
  public static func element(_ element: Element) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("kind", .string(element.kind.rawValue)),
      ("id", id(element.id)),
      ("section", .integer(element.section)),
    ]
    if let item = element.item { fields.append(("item", .integer(item))) }
    fields += frameFields(element.frame)
    if element.corners != .none { fields.append(("corners", .string(element.corners.rawValue))) }
    if element.pinned { fields.append(("pinned", .bool(true))) }
    if element.alpha != 1 { fields.append(("alpha", .number(element.alpha))) }
    if element.estimated { fields.append(("estimated", .bool(true))) }
    if let kind = element.elementKind { fields.append(("element_kind", .string(kind))) }
    if element.zIndex != 0 { fields.append(("z", .integer(element.zIndex))) }
    return .object(fields)
  }

  public static func frameFields(_ rect: Rect) -> [(String, JSONValue)] {
    [
      ("x", .number(roundedPoints(rect.x))), ("y", .number(roundedPoints(rect.y))),
      ("w", .number(roundedPoints(rect.width))), ("h", .number(roundedPoints(rect.height))),
    ]
  }

  public static func id(_ id: Identifier) -> JSONValue {
    switch id {
    case .string(let value): .string(value)
    case .integer(let value): .integer(value)
    }
  }
}
