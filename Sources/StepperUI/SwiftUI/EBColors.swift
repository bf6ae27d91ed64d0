#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI
  #if canImport(UIKit) && os(iOS)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  /// The stepper's design tokens as SwiftUI colors that follow the color scheme: each resolves to
  /// the core's light or dark `StepperTheme` value wherever it is drawn.
  ///
  /// ```swift
  /// Text("Step 2").foregroundColor(EBColors.brandBase)
  /// RoundedRectangle(cornerRadius: 2).fill(EBColors.stepperTrack)
  /// ```
  ///
  /// The values are the core's (``color(_:)`` reads `StepperTheme.light` and `.dark`); nothing is
  /// written here. On iOS, iPadOS and Mac Catalyst each color is a
  /// `UIColor(dynamicProvider:)` that reads the trait collection's `userInterfaceStyle`; on
  /// macOS an `NSColor(name:dynamicProvider:)` that asks the appearance for its best match among
  /// `.aqua` and `.darkAqua`. SwiftUI wraps them with `Color(uiColor:)` and `Color(nsColor:)`.
  public enum EBColors {
    /// Filled dashes and bullets: `stepper/color/bg` (Specification#color-tokens).
    public static var stepperBg: Color { color(.stepperBg) }
    /// Empty dashes and bullets: `stepper/color/bg-track` (Specification#color-tokens).
    public static var stepperTrack: Color { color(.stepperTrack) }
    /// Done steps once the whole flow succeeded: `stepper/color/bg-positive`.
    public static var stepperPositive: Color { color(.stepperPositive) }
    /// Failed steps: `stepper/color/bg-negative`.
    public static var stepperNegative: Color { color(.stepperNegative) }
    /// Dashes and bullets of steps that failed earlier: `stepper/color/bg-negative-track`.
    public static var stepperNegativeTrack: Color { color(.stepperNegativeTrack) }
    /// Done markers, the current outline and number: `brand/base`.
    public static var brandBase: Color { color(.brandBase) }
    /// The check on a done marker: `icon/on-color`.
    public static var iconOnColor: Color { color(.iconOnColor) }
    /// The current marker's fill and the surface the stepper sits on: `bg/white-0`.
    public static var bgWhite0: Color { color(.bgWhite0) }
    /// Upcoming markers and connectors: `bg/soft-100`.
    public static var bgSoft100: Color { color(.bgSoft100) }
    /// Upcoming numbers: `text/disabled-400`.
    public static var textDisabled400: Color { color(.textDisabled400) }
    /// Step names and the header: `text/strong-950`.
    public static var textStrong950: Color { color(.textStrong950) }
    /// Names of steps not yet reached: `text/sub-600`.
    public static var textSub600: Color { color(.textSub600) }
    /// Descriptions under step names: `text/soft-500`.
    public static var textSoft500: Color { color(.textSoft500) }

    /// Any token as a color that follows the color scheme.
    ///
    /// ```swift
    /// let track = EBColors.color(.stepperTrack)
    /// Capsule().fill(track).frame(height: 4)
    /// ```
    public static func color(_ token: StepperToken) -> Color {
      let light = StepperTheme.light[token]
      let dark = StepperTheme.dark[token]
      #if canImport(UIKit) && os(iOS)
        let dynamic = UIColor { traits in
          traits.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light)
        }
        return Color(uiColor: dynamic)
      #elseif canImport(AppKit)
        let dynamic = NSColor(name: nil) { appearance in
          appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua
            ? NSColor(dark) : NSColor(light)
        }
        return Color(nsColor: dynamic)
      #else
        return Color(light)
      #endif
    }
  }
#endif
