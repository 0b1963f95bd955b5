#if canImport(UIKit)
import UIKit
#else
import ListLabUIKit
#endif

// The lists batch-errors.lua makes, as UIKit code for iOS 17 and later.

/// The lists of batch-errors.lua.
enum BatchErrorsScenario {
  /// batch-errors.lua:16: a plain list, 1 section of 3 items.
  final class ViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, String>!

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      configureDataSource()
      applySnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
      let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
      let emptyRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, _ in
        cell.contentView.backgroundColor = .secondarySystemFill
      }
      dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, id in
        collectionView.dequeueConfiguredReusableCell(using: emptyRegistration, for: indexPath, item: id)
      }
    }

    private func applySnapshot() {
      var snapshot = NSDiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["inbox"])
      snapshot.appendItems(["c", "a", "d"], toSection: "inbox")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }
}
