import ListLabUIKit

/// Each checked-in export's view controllers, by scenario, in the order the script made the lists
/// (a test checks that every file of `Exported/` is here, and the number of lists).
enum ExportedViews {
  static let makers: [String: [@MainActor @Sendable () -> UIViewController]] = [
    "batch-errors": [
      { BatchErrorsScenario.ViewController() }
    ],
    "cards": [
      { CardsScenario.StatesViewController() },
      { CardsScenario.StatesViewController2() },
    ],
    "choreography": [
      { ChoreographyScenario.PlainViewController() },
      { ChoreographyScenario.PlainViewController2() },
      { ChoreographyScenario.PlainViewController3() },
      { ChoreographyScenario.PlainViewController4() },
      { ChoreographyScenario.PlainViewController5() },
      { ChoreographyScenario.PlainViewController6() },
    ],
    "compositional": [
      { CompositionalScenario.CompositionalViewController() },
      { CompositionalScenario.GridViewController() },
      { CompositionalScenario.CompositionalViewController2() },
      { CompositionalScenario.CompositionalViewController3() },
      { CompositionalScenario.ListViewController() },
      { CompositionalScenario.ListViewController2() },
      { CompositionalScenario.CompositionalViewController4() },
      { CompositionalScenario.FirstViewController() },
      { CompositionalScenario.CompositionalViewController5() },
      { CompositionalScenario.CompositionalViewController6() },
      { CompositionalScenario.CompositionalViewController7() },
      { CompositionalScenario.ContinuousViewController() },
      { CompositionalScenario.ContinuousViewController2() },
      { CompositionalScenario.FruitsViewController() },
      { CompositionalScenario.FruitsViewController2() },
      { CompositionalScenario.FruitsViewController3() },
      { CompositionalScenario.FruitsViewController4() },
      { CompositionalScenario.FruitsViewController5() },
      { CompositionalScenario.FruitsViewController6() },
      { CompositionalScenario.FruitsViewController7() },
      { CompositionalScenario.CompositionalViewController8() },
      { CompositionalScenario.TodayViewController() },
    ],
    "demo-cards": [
      { DemoCardsScenario.StatesViewController() },
      { DemoCardsScenario.StatesViewController2() },
    ],
    "demo-compositional": [
      { DemoCompositionalScenario.CompositionalViewController() },
      { DemoCompositionalScenario.GridViewController() },
      { DemoCompositionalScenario.CompositionalViewController2() },
      { DemoCompositionalScenario.ListViewController() },
      { DemoCompositionalScenario.GridViewController2() },
      { DemoCompositionalScenario.GridViewController3() },
      { DemoCompositionalScenario.CompositionalViewController3() },
      { DemoCompositionalScenario.CompositionalViewController4() },
      { DemoCompositionalScenario.ContinuousViewController() },
      { DemoCompositionalScenario.FirstViewController() },
      { DemoCompositionalScenario.GeneralViewController() },
      { DemoCompositionalScenario.TodayViewController() },
    ],
    "demo-design-system": [
      { DemoDesignSystemScenario.ViewController() }
    ],
    "demo-diff-tour": [
      { DemoDiffTourScenario.ViewController() }
    ],
    "demo-self-sizing": [
      { DemoSelfSizingScenario.FeedViewController() },
      { DemoSelfSizingScenario.AgendaViewController() },
    ],
    "demo-static-table": [
      { DemoStaticTableScenario.AnimalViewController() },
      { DemoStaticTableScenario.AnimalViewController2() },
      { DemoStaticTableScenario.AnimalViewController3() },
    ],
    "demo-wallet": [
      { DemoWalletScenario.ViewController() }
    ],
    "design-system": [
      { DesignSystemScenario.ViewController() }
    ],
    "devices": [
      { DevicesScenario.ConnectViewController() },
      { DevicesScenario.ConnectViewController2() },
      { DevicesScenario.ConnectViewController3() },
    ],
    "diff-tour": [
      { DiffTourScenario.ViewController() }
    ],
    "grid": [
      { GridScenario.PhotosViewController() },
      { GridScenario.PhotosViewController2() },
    ],
    "outline": [
      { OutlineScenario.ViewController() }
    ],
    "self-sizing": [
      { SelfSizingScenario.FeedViewController() },
      { SelfSizingScenario.ThreadViewController() },
    ],
    "snapshots": [
      { SnapshotsScenario.ViewController() }
    ],
    "static-table": [
      { StaticTableScenario.ViewController() }
    ],
    "wallet": [
      { WalletScenario.ViewController() }
    ],
  ]
}
