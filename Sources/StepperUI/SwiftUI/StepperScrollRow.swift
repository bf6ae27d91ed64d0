#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  /// A row longer than its viewport, in SwiftUI's own `ScrollView` along its axis: the person
  /// scrolls it as any scroll view (the platform's deceleration, bounce, trackpad and wheel
  /// scrolling, VoiceOver's three-finger scroll, and a vertical scroll view around a horizontal
  /// row keeps its vertical swipes), and nothing of the stepper's own moves it.
  ///
  /// What it holds is the core's (`StepperScrollContent`): the scroll view covers the part the
  /// steps are drawn in, the header stays above it, and its content is the whole row, drawn in
  /// viewport-long tiles (``StepperRowTile``) a lazy stack makes as they come near the visible
  /// part, so a 10,000-step row is never one canvas. The content is laid out left to right
  /// whatever the app's direction: the core's coordinates are already mirrored for a
  /// right-to-left row, whose step 1 is at the right end; the content offsets SwiftUI reports
  /// are then physical, and the core reads them (`StepperScrollContent.offset(ofPhysical:)`).
  ///
  /// When the current step changes, the row scrolls to the core's page of it (an invisible
  /// anchor at that offset, `ScrollViewReader`), with the core's motion, or at once under
  /// Reduce Motion; it is shown there when it appears. Keyboard focus reaching a step scrolls
  /// the least that shows its element whole. On iOS 17 and macOS 14 a released row rests where
  /// the core says (``StepperSnapBehavior``); before, it rests where the platform's
  /// deceleration leaves it, as any scroll view.
  struct StepperScrollRow: View {
    let content: StepperScrollContent
    let built: StepperSceneCache.Built
    let cache: StepperSceneCache
    let selectStep: (@MainActor (StepperStepID) -> Void)?
    let selectAllSteps: (@MainActor () -> Void)?
    let focus: FocusState<StepperScene.RowItem?>.Binding
    /// The animation of a page turn, or `nil` under Reduce Motion.
    let motion: Animation?

    /// Where the row pages to: the current step's page, asked again when the step changes
    /// even if its page does not (the person may have scrolled away).
    private struct Page: Equatable {
      let step: StepperStepID
      let offset: Double
    }

    /// The id of the anchor placed at the page's offset.
    private static let pageAnchor = "StepperKit.page"

    var body: some View {
      let horizontal = content.axis == .horizontal
      let page = Page(
        step: built.configuration.options.current, offset: built.scene.viewport?.offset ?? 0)
      let anchor: UnitPoint = horizontal ? .leading : .top
      ScrollViewReader { reader in
        ScrollView(horizontal ? .horizontal : .vertical, showsIndicators: false) {
          tiles(horizontal: horizontal)
            .background(alignment: .topLeading) {
              let at = CGFloat(content.physicalOffset(of: page.offset))
              Color.clear
                .frame(width: 1, height: 1)
                .offset(x: horizontal ? at : 0, y: horizontal ? 0 : at)
                .id(Self.pageAnchor)
                .accessibilityHidden(true)
            }
        }
        .modifier(SnapToSteps(configuration: built.configuration, content: content))
        .onAppear { reader.scrollTo(Self.pageAnchor, anchor: anchor) }
        .onChange(of: page) { _ in
          withAnimation(motion) { reader.scrollTo(Self.pageAnchor, anchor: anchor) }
        }
        .onChange(of: focus.wrappedValue) { item in
          guard let item else { return }
          withAnimation(motion) { reader.scrollTo(item, anchor: nil) }
        }
      }
      .frame(width: CGFloat(content.frame.width), height: CGFloat(content.frame.height))
      .environment(\.layoutDirection, .leftToRight)
      .offset(x: CGFloat(content.frame.x), y: CGFloat(content.frame.y))
    }

    /// The row's tiles, in a lazy stack along its axis.
    @MainActor @ViewBuilder private func tiles(horizontal: Bool) -> some View {
      let indices = 0..<content.tileCount
      if horizontal {
        LazyHStack(alignment: .top, spacing: 0) {
          ForEach(indices, id: \.self) { tile($0) }
        }
      } else {
        LazyVStack(alignment: .leading, spacing: 0) {
          ForEach(indices, id: \.self) { tile($0) }
        }
      }
    }

    @MainActor private func tile(_ index: Int) -> StepperRowTile {
      StepperRowTile(
        index: index, content: content, built: built, cache: cache, selectStep: selectStep,
        selectAllSteps: selectAllSteps, focus: focus,
        position: Double(built.configuration.options.current.step))
    }
  }

  /// Snaps a released row to the core's offsets from iOS 17 and macOS 14, where SwiftUI lets a
  /// scroll view's target be chosen; before them, the row rests where the platform's
  /// deceleration leaves it.
  private struct SnapToSteps: ViewModifier {
    let configuration: StepperConfiguration
    let content: StepperScrollContent

    func body(content view: Content) -> some View {
      if #available(iOS 17.0, macOS 14.0, *) {
        view.scrollTargetBehavior(
          StepperSnapBehavior(configuration: configuration, content: content))
      } else {
        view
      }
    }
  }

  /// Where a released row comes to rest: the core's offset for where SwiftUI's deceleration
  /// would stop it and the release velocity
  /// (`StepperConfiguration.restingOffset(proposed:from:velocity:)`,
  /// Specification#scroll-snapping).
  ///
  /// SwiftUI gives the proposed target and the velocity, not where the drag began, so the
  /// proposed offset stands for the start too: a flick rests on the first snap offset past
  /// where the platform would stop, in its direction. The target rectangle is in the content's
  /// coordinates, left to right (``StepperScrollRow`` lays its content out so), which the core
  /// reads as its own offset. Only from iOS 17 and macOS 14, where SwiftUI first lets a scroll
  /// view's target be chosen.
  @available(iOS 17.0, macOS 14.0, *)
  struct StepperSnapBehavior: ScrollTargetBehavior {
    let configuration: StepperConfiguration
    let content: StepperScrollContent

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      let horizontal = content.axis == .horizontal
      let proposed = content.offset(
        ofPhysical: Double(horizontal ? target.rect.minX : target.rect.minY))
      let velocity = content.velocity(
        ofPhysical: StepperPoint(x: Double(context.velocity.dx), y: Double(context.velocity.dy)))
      guard
        let rest = configuration.restingOffset(
          proposed: proposed, from: proposed, velocity: velocity)
      else { return }
      let physical = CGFloat(content.physicalOffset(of: rest))
      if horizontal {
        target.rect.origin.x = physical
      } else {
        target.rect.origin.y = physical
      }
    }
  }
#endif
