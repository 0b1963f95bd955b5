import ListLabUIKit

/// Each checked-in export's `makeCollectionViews()`, by scenario (a test checks that every file of
/// `Exported/` is here).
enum ExportedViews {
  static let makers: [String: @MainActor @Sendable () -> [UICollectionView]] = [
    "batch-errors": BatchErrorsScenario.makeCollectionViews,
    "cards": CardsScenario.makeCollectionViews,
    "choreography": ChoreographyScenario.makeCollectionViews,
    "compositional": CompositionalScenario.makeCollectionViews,
    "demo-cards": DemoCardsScenario.makeCollectionViews,
    "demo-compositional": DemoCompositionalScenario.makeCollectionViews,
    "demo-diff-tour": DemoDiffTourScenario.makeCollectionViews,
    "demo-self-sizing": DemoSelfSizingScenario.makeCollectionViews,
    "demo-static-table": DemoStaticTableScenario.makeCollectionViews,
    "demo-wallet": DemoWalletScenario.makeCollectionViews,
    "devices": DevicesScenario.makeCollectionViews,
    "diff-tour": DiffTourScenario.makeCollectionViews,
    "outline": OutlineScenario.makeCollectionViews,
    "self-sizing": SelfSizingScenario.makeCollectionViews,
    "snapshots": SnapshotsScenario.makeCollectionViews,
    "static-table": StaticTableScenario.makeCollectionViews,
    "wallet": WalletScenario.makeCollectionViews,
  ]
}
