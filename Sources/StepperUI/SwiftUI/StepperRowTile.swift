#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  /// One viewport-long stretch of a scrolling row, inside its `ScrollView`
  /// (``StepperScrollRow``): the steps of a scene built at the tile's offset
  /// (`StepperScrollContent.Tile`, built once by the cache), drawn moved into the tile and cut
  /// to it, with the accessibility elements and buttons of the steps whose center it holds
  /// (`StepperScrollContent.heldItems(of:inTile:strings:)`), so each step's element is where it is
  /// drawn and in one tile only. A lazy stack makes only the tiles near the visible part.
  ///
  /// When the current step changes inside an animation, ``position`` moves from the step left
  /// to the new one and each frame draws the core's moment of the tile's scene
  /// (`StepperInterpolatedScene`); at rest it draws the cached drawing.
  ///
  /// `animatableData` is `nonisolated` because `Animatable` is not main-actor isolated while
  /// `View` is (Swift 6); it reads and writes one `Double`.
  struct StepperRowTile: View, Animatable {
    let index: Int
    let content: StepperScrollContent
    let built: StepperSceneCache.Built
    let cache: StepperSceneCache
    /// The buttons' actions and shared focus (``StepElements``).
    let selectStep: (@MainActor (StepperStepID) -> Void)?
    let selectAllSteps: (@MainActor () -> Void)?
    let focus: FocusState<StepperScene.RowItem?>.Binding
    /// The position of the current step, in steps; fractional while a move is animating.
    var position: Double

    nonisolated var animatableData: Double {
      get { position }
      set { position = newValue }
    }

    var body: some View {
      let tile = content.tile(at: index)
      let shift = CGSize(width: tile.shift.x, height: tile.shift.y)
      ZStack(alignment: .topLeading) {
        if let scene = cache.tile(index, of: built, content: content) {
          let drawing = moment(of: scene)
          let fonts = built.measurer
          Canvas { context, _ in
            context.translateBy(x: shift.width, y: shift.height)
            context.paint(drawing, fonts: fonts)
          }
          .allowsHitTesting(false)
          .accessibilityHidden(true)
          StepElements(
            items: content.heldItems(of: scene.scene, inTile: index, strings: built.strings),
            keyboardRow: scene.scene.keyboardItems(includesOverflow: selectAllSteps != nil),
            selectStep: selectStep, allSteps: nil, selectAllSteps: selectAllSteps,
            theme: scene.scene.theme, direction: scene.scene.direction, focus: focus
          )
          .offset(shift)
        }
      }
      .frame(width: CGFloat(tile.rect.width), height: CGFloat(tile.rect.height))
    }

    /// The tile's steps at ``position``: the cached drawing at rest, the core's moment of the
    /// tile's scene while a move animates.
    @MainActor private func moment(of tile: StepperSceneCache.Tile) -> StepperSceneDrawing {
      guard position != Double(tile.configuration.options.current.step) else { return tile.steps }
      return StepperRowTiles.steps(
        of: StepperSceneDrawing(
          StepperInterpolatedScene(
            tile.configuration, position: position, strings: built.strings,
            measurer: built.measurer)))
    }
  }

#endif
