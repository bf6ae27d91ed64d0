#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  /// Sizes a stepper as the core does for the width it is offered, as `ProgressView` fills the
  /// width it is given: it asks the core (`StepperViewInput.offeredLength`) for the size of the
  /// scene at the proposed width (`StepperScene.size(of:strings:measurer:)`, a layout without
  /// the scene's elements), then gives its one subview exactly that size, where a
  /// `GeometryReader` reads it back and the view builds and draws the scene for it.
  ///
  /// A proposal without a width (the ideal size) or an infinite one (a horizontal scroll view)
  /// gives the row its natural length; a width narrower than the row's shortest viewport gives
  /// that viewport, and the stepper overflows rather than vanish. Sizes are kept per proposed
  /// width in the layout's cache, which SwiftUI makes again when the input changes.
  ///
  /// The layout holds only `Sendable` values and calls nothing main-actor isolated.
  struct StepperFrameLayout: Layout {
    /// The view's input, without an offered length.
    let input: StepperViewInput
    /// The words the scene is built with.
    let strings: StepperStrings
    /// The fonts names and the header are measured in.
    let measurer: PlatformTextMeasurer

    /// The size of the scene for each proposed width seen since the input last changed.
    struct Cache {
      var sizes: [Double?: CGSize] = [:]
    }

    func makeCache(subviews: Subviews) -> Cache { Cache() }

    func sizeThatFits(
      proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    )
      -> CGSize
    {
      let offered = proposal.width.map { Double($0) }
      if let size = cache.sizes[offered] { return size }
      var sized = input
      sized.offeredLength = offered
      // An input the core refuses takes the room of the nearest valid stepper, which the view
      // draws and reports.
      let configuration = sized.nearestConfiguration(keeping: nil).configuration
      let size = CGSize(StepperScene.size(of: configuration, strings: strings, measurer: measurer))
      cache.sizes[offered] = size
      return size
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
      for subview in subviews {
        subview.place(
          at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
      }
    }
  }
#endif
