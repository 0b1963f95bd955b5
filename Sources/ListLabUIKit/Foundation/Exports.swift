// `import UIKit` brings Foundation with it (`CGRect`, `CGPoint`, `CGSize`, `CGFloat`, `IndexPath`),
// so that an app file importing only UIKit compiles: `import ListLabUIKit` does the same.
@_exported public import Foundation
