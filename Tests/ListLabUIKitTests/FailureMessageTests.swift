import ListLabUIKit
import Testing

/// What UIKit raises ends the process with UIKit's message, and what ListLab does not model ends
/// it with a message naming the API: each case runs in a child process (an exit test) and its
/// standard error is compared.
struct FailureMessageTests {
  /// The message of the `Fatal error:` line a child process printed.
  func message(_ result: ExitTest.Result) -> String {
    let text = String(decoding: result.standardErrorContent, as: UTF8.self)
    let line = text.split(separator: "\n").first { $0.contains("Fatal error: ") } ?? ""
    return line.components(separatedBy: "Fatal error: ").last ?? ""
  }

  @Test func appendItemsWithoutSections() async throws {
    let message = message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendItems(["a"])
      })
    #expect(
      message
        == "ListLabUIKit: NSDiffableDataSourceSnapshot.appendItems(_:toSection:): There are currently no sections in the data source. Please add a section first."
    )
  }

  @Test func duplicateItems() async throws {
    let message = message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["inbox"])
        snapshot.appendItems(["m1", "m2"])
        snapshot.appendItems(["m1", "m9", "m9"])
      })
    #expect(
      message
        == #"ListLabUIKit: NSDiffableDataSourceSnapshot.appendItems(_:toSection:): Fatal: supplied item identifiers are not unique. Duplicate identifiers: {("m1", "m9")} ("m1" already in section "inbox"; "m9" given twice)"#
    )
  }

  @Test func duplicateItemsOfAnotherType() async throws {
    let message = message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        struct Message: Hashable, Sendable { var id: Int }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Message>()
        snapshot.appendSections([0])
        snapshot.appendItems([Message(id: 1), Message(id: 1)])
      })
    #expect(message.hasSuffix(#"Duplicate identifiers: {("Message(id: 1)")} ("Message(id: 1)" given twice)"#))
  }

  @Test func reloadOfAMissingItem() async throws {
    let message = message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["s"])
        snapshot.appendItems([1, 2])
        snapshot.reloadItems([3])
      })
    #expect(
      message
        == "ListLabUIKit: NSDiffableDataSourceSnapshot.reloadItems(_:): Attempted to reload item identifier that does not exist in the snapshot: 3"
    )
  }

  @Test func moveOntoItself() async throws {
    let message = message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["a", "b"])
        snapshot.moveItem("a", beforeItem: "a")
      })
    #expect(
      message
        == #"ListLabUIKit: NSDiffableDataSourceSnapshot.moveItem(_:beforeItem:): Invalid update: destination for item move is the same as the source ("a")"#
    )
  }

  @Test func missingItemToInsertBefore() async throws {
    let message = message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["apple"])
        snapshot.insertItems(["b"], beforeItem: "aple")
      })
    #expect(message.contains("insertItems(_:beforeItem:): Invalid parameter not satisfying: "))
    #expect(message.hasSuffix(#"(no item "aple" in the snapshot; did you mean "apple"?)"#))
  }

  @Test func sectionSnapshotDuplicates() async throws {
    let message = message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Music"])
        outline.append(["Music"])
      })
    #expect(
      message
        == #"ListLabUIKit: NSDiffableDataSourceSectionSnapshot.append(_:to:): Identifiers in a section snapshot must be unique. Duplicate item identifiers: {("Music")} ("Music" already in the section snapshot)"#
    )
  }

  @Test func unsupportedDimension() async throws {
    let message = message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run { _ = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 44) }
      })
    #expect(
      message
        == "ListLabUIKit does not support NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:): ListLab sizes every item from its own content; use .estimated(_:)"
    )
  }

  @Test func unsupportedValueCell() async throws {
    let message = message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await applyOneItem { _, _, item in
          let cell = UICollectionViewListCell(frame: .zero)
          var content = UIListContentConfiguration.valueCell()
          content.text = item
          cell.contentConfiguration = content
          return cell
        }
      })
    #expect(message.hasPrefix("ListLabUIKit does not support UIListContentConfiguration.valueCell():"))
  }

  @Test func aCellProviderReturningNil() async throws {
    let message = message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await applyOneItem { _, _, _ in nil }
      })
    #expect(
      message
        == "ListLabUIKit: UICollectionViewDiffableDataSource cellProvider: the cell provider returned nil for the item at [0, 0]; it must return a cell"
    )
  }

  @Test func aViewWithTwoLooseSubviews() async throws {
    let message = message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await applyOneItem { _, _, _ in
          let cell = UICollectionViewCell(frame: .zero)
          cell.contentView.addSubview(UILabel())
          cell.contentView.addSubview(UILabel())
          return cell
        }
      })
    #expect(
      message
        == "ListLabUIKit does not support a UIView with 2 subviews: ListLab sizes a view from one subview pinned on its four edges; put the subviews in a UIStackView"
    )
  }
}

/// A plain list whose one item `"a"` gets its cell from `provider`, applied as an app applies it
/// (a child process of an exit test calls it: it captures nothing).
@MainActor
func applyOneItem(_ provider: @escaping UICollectionViewDiffableDataSource<Int, String>.CellProvider) {
  let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
  let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
  let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view, cellProvider: provider)
  var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
  snapshot.appendSections([0])
  snapshot.appendItems(["a"])
  dataSource.apply(snapshot)
}

/// What a flow layout asks that ListLab's grid cannot lay out as UIKit does.
struct FlowLayoutFailureTests {
  @Test func itemsOfDifferentHeightsInALine() async throws {
    let message = FailureMessageTests().message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          final class Mixed: NSObjectLike, UICollectionViewDelegateFlowLayout {
            func collectionView(
              _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
              sizeForItemAt indexPath: IndexPath
            ) -> CGSize { CGSize(width: 100, height: indexPath.item == 1 ? 80 : 100) }
          }
          let delegate = Mixed()
          let layout = UICollectionViewFlowLayout()
          let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
          view.delegate = delegate
          let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }
          let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: view) {
            view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
          }
          dataSource.apply(snapshot([("s", ["a", "b", "c"])]), animatingDifferences: false)
          view.layoutIfNeeded()
        }
      })
    #expect(
      message
        == "ListLabUIKit does not support UICollectionViewFlowLayout items of different heights in one line (section 0, items 0–2): UIKit centres a line's items on it, ListLab's grid puts them at its top; give a line's items one height"
    )
  }

  @Test func horizontalScrolling() async throws {
    let message = FailureMessageTests().message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let layout = UICollectionViewFlowLayout()
          layout.scrollDirection = .horizontal
          let (view, _) = collectionView(layout, sections: [("s", ["a"])])
          view.layoutIfNeeded()
        }
      })
    #expect(
      message
        == "ListLabUIKit does not support UICollectionViewFlowLayout.scrollDirection = .horizontal: ListLab lays a flow layout out as its grid, which scrolls vertically"
    )
  }
}

/// The scroll view's insets ListLab does not lay out stop with a message when the collection view
/// is laid out.
struct ScrollViewInsetFailureTests {
  @Test func contentInset() async throws {
    let message = FailureMessageTests().message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
          let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
          view.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
          view.layoutIfNeeded()
        }
      })
    #expect(message.hasPrefix("ListLabUIKit does not support UIScrollView.contentInset = "))
  }

  @Test func contentInsetAdjustmentBehavior() async throws {
    let message = FailureMessageTests().message(
      try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
          let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
          view.contentInsetAdjustmentBehavior = .never
          view.layoutIfNeeded()
        }
      })
    #expect(
      message
        == "ListLabUIKit does not support UIScrollView.contentInsetAdjustmentBehavior = .never: ListLab adds the safe area's top and bottom to a list's insets, as .automatic does in a vertical list"
    )
  }
}
