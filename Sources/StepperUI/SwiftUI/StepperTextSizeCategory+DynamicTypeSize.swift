#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  extension StepperTextSizeCategory {
    /// The core's text size for a SwiftUI Dynamic Type size: the case of the same name.
    ///
    /// On macOS the environment's value stays `.large`, as people cannot change it there. A
    /// size SwiftUI adds later is read as `.large`, the design size; the table compares with
    /// `==`, so no `switch` has to guess whether the enumeration is frozen.
    init(_ size: DynamicTypeSize) {
      let table: [(DynamicTypeSize, StepperTextSizeCategory)] = [
        (.xSmall, .xSmall), (.small, .small), (.medium, .medium), (.large, .large),
        (.xLarge, .xLarge), (.xxLarge, .xxLarge), (.xxxLarge, .xxxLarge),
        (.accessibility1, .accessibility1), (.accessibility2, .accessibility2),
        (.accessibility3, .accessibility3), (.accessibility4, .accessibility4),
        (.accessibility5, .accessibility5),
      ]
      self = table.first { $0.0 == size }?.1 ?? .large
    }
  }
#endif
