/// The operations of a stage without its data, so the index arithmetic is not generic.
struct StageOperations {
  var sectionsDeleted: [Int] = []
  var sectionsInserted: [Int] = []
  var sectionsUpdated: [Int] = []
  var sectionsMoved: [SectionMove] = []
  var itemsDeleted: [ItemPath] = []
  var itemsInserted: [ItemPath] = []
  var itemsUpdated: [ItemPath] = []
  var itemsMoved: [ItemMove] = []
}
