extension ListData: CustomStringConvertible {
  /// The identifiers, section by section: `fruits[apple banana] veg[]`. Content that is not
  /// `NoContent` follows its identifier after a colon: `fruits:Fresh[apple:Red banana:Yellow]`.
  ///
  /// - Complexity: O(number of sections + items).
  public var description: String {
    sections.map(\.summary).joined(separator: " ")
  }
}

extension ListData.Section {
  /// The section as `ListData.description` shows it.
  var summary: String {
    let items = items.map { item in
      item.content is NoContent ? item.id.description : "\(item.id):\(item.content)"
    }
    let header = content is NoContent ? id.description : "\(id):\(content)"
    return "\(header)[\(items.joined(separator: " "))]"
  }
}
