#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// Building the scene once per change: the properties only note that a value changed, and the
  /// scene is built at the next layout pass, or when its size or drawing is asked for first.
  extension EBStepperView {
    /// The scene of the current values: built again first when a value changed since.
    var built: StepperSceneCache.Built? {
      rebuildIfNeeded()
      return builtScene
    }

    /// Builds the scene of the current values if one changed: the nearest valid stepper, the
    /// move to it that ``setCurrent(_:animated:)`` asked for, its accessibility elements, focus
    /// targets and loading motion, and schedules what VoiceOver is to hear of the change.
    func rebuildIfNeeded() {
      guard needsRebuild else { return }
      needsRebuild = false
      let built = cache.build(makeInput(), keeping: drag)
      builtScene = built
      placedOrigin = drawingOrigin
      startPendingMove(to: built)
      placeRowScroll(built)
      updateAccessibilityElements(built)
      updateFocusTargets(built)
      updateLoadingMotion()
      scheduleAnnouncement(for: built.scene.accessibility)
    }

    /// The view's values and traits, for the core's one configuration function.
    func makeInput() -> StepperViewInput {
      var input = StepperViewInput(options)
      input.options.showsAllSteps = didSelectAllSteps != nil
      input.options.isTappable = listensForChosenStep
      input.options.accessibilityOptions = accessibilityOptions
      input.options.direction =
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      input.options.textSize = StepperTextSizeCategory(
        traitCollection.preferredContentSizeCategory)
      input.strings = strings
      input.localeIdentifier = Locale.current.identifier
      input.appearance = traitCollection.userInterfaceStyle == .dark ? .dark : .light
      return input
    }

    /// The person's accessibility display settings, for the core: Increase Contrast
    /// (`UITraitCollection.accessibilityContrast`), Differentiate Without Color
    /// (`UIAccessibility.shouldDifferentiateWithoutColor`) and Bold Text
    /// (`UITraitCollection.legibilityWeight`).
    var accessibilityOptions: StepperAccessibilityOptions {
      var options: StepperAccessibilityOptions = []
      if traitCollection.accessibilityContrast == .high { options.insert(.increaseContrast) }
      if UIAccessibility.shouldDifferentiateWithoutColor {
        options.insert(.differentiateWithoutColor)
      }
      if traitCollection.legibilityWeight == .bold { options.insert(.boldText) }
      return options
    }

    /// Follows the settings that are not traits: Differentiate Without Color draws again, and
    /// Reduce Motion, turned on or off, stops or starts the loading mark's motion; each
    /// change comes as a notification of `UIAccessibility`.
    func observeAccessibilitySettings() {
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(accessibilitySettingsDidChange),
        name: UIAccessibility.differentiateWithoutColorDidChangeNotification, object: nil)
      center.addObserver(
        self, selector: #selector(accessibilitySettingsDidChange),
        name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// A setting changed: build again, and start or stop the loading mark's motion.
    @objc func accessibilitySettingsDidChange() {
      configurationDidChange()
      rebuildIfNeeded()
    }
  }
#endif
