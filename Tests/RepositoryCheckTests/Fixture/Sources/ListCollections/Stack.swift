/// A last-in, first-out collection.
package struct Stack<Element> {
  private var elements: [Element] = []

  package init() {}

  package mutating func push(_ element: Element) { elements.append(element) }

  package mutating func pop() -> Element? { elements.popLast() }
}
