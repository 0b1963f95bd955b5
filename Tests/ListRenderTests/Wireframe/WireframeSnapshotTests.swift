import ListRender
import Testing

/// The look of the wireframe, checked against `Snapshots/*.txt` (regenerate with
/// `LISTLAB_RECORD=1`, see ``expectSnapshot(_:named:filePath:sourceLocation:)``).
@Suite struct WireframeSnapshotTests {
  @Test func plainListShowsSeparatorInsetsAndHeader() {
    expectSnapshot(Wireframe.render(TestScenes.plainList), named: "plain-list")
  }

  @Test func insetGroupedRoundsFirstAndLastCells() {
    expectSnapshot(Wireframe.render(TestScenes.insetGrouped), named: "inset-grouped")
  }

  @Test func cardsReadAsSeparateCards() {
    expectSnapshot(Wireframe.render(TestScenes.cards), named: "cards-seed-000")
  }

  @Test func gridOfTwoByTwoItems() {
    expectSnapshot(Wireframe.render(TestScenes.grid), named: "grid-2x2")
  }

  @Test func labelsTruncateAndAlign() {
    expectSnapshot(Wireframe.render(TestScenes.labels), named: "labels")
  }

  @Test func viewportClipsCellsAtTopAndBottom() {
    expectSnapshot(Wireframe.render(TestScenes.clipped), named: "clipped")
  }

  @Test func dimmedShapesAreDashed() {
    expectSnapshot(Wireframe.render(TestScenes.dimmed), named: "dimmed")
  }

  @Test func colorsByKindAndState() {
    expectSnapshot(visibleEscapes(Wireframe.render(TestScenes.transition, colors: true)), named: "colors-on")
    expectSnapshot(Wireframe.render(TestScenes.transition), named: "colors-off")
  }

  @Test func junctionsWhereThreeOrFourLinesMeet() {
    expectSnapshot(Wireframe.render(TestScenes.junctions), named: "junctions")
  }
}
