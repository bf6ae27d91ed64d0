#if canImport(CoreText) && (os(iOS) || os(macOS))
  import CoreText
  import Foundation
  import StepperKit

  /// Measures the stepper's text with the platform's own text layout, and gives the renderers
  /// the very fonts it measured with: the `StepperTextMeasuring` the Apple adapters pass the core.
  ///
  /// Each style is resolved once, when the measurer is made, to a Core Text font: the style's
  /// first family (Inter, when the app bundles and registers it) at the style's size and
  /// weight, else the system font at that size and weight. A line's width is Core Text's
  /// typographic width of the line set in that font (`CTLineGetTypographicBounds`, kerning
  /// and shaping included), so the core's `TextLayout` breaks names where the drawn text needs
  /// it, and ``font(for:)`` is what the SwiftUI and Core Graphics painters draw with.
  ///
  /// The styles come from the options (`StepperConfiguration.Options.textStyles`, already
  /// scaled for the person's text size and a weight heavier with Bold Text), the one source
  /// the layout and the scene both read, so a measurer is made again when either changes; the
  /// "All steps" list's come from the core for its markers' side
  /// (`StepperStepList.numberStyles(markerSide:)`).
  ///
  /// Fonts and lines are Core Text's; only the system font at a weight comes from UIKit or
  /// AppKit (`systemFont(ofSize:weight:)`), bridged toll-free to `CTFont`.
  struct PlatformTextMeasurer: StepperTextMeasuring {
    /// The styles the fonts were resolved for.
    let styles: [StepperKit.StepperTextStyle]
    private let fonts: FontTable

    /// Resolves a font for each of `styles`.
    ///
    /// Main-actor isolated: it asks UIKit or AppKit for the system font.
    @MainActor init(styles: [StepperKit.StepperTextStyle]) {
      var fonts: [StepperKit.StepperTextStyle: CTFont] = [:]
      for style in styles where fonts[style] == nil {
        fonts[style] = Self.familyFont(style) ?? Self.systemFont(style)
      }
      self.styles = styles
      self.fonts = FontTable(fonts)
    }

    /// The font text in `style` is measured and drawn in.
    ///
    /// A style the measurer was not made for (none, when it is made from the options'
    /// `textStyles` or the list's `numberStyles(markerSide:)`) is resolved here, off the main
    /// actor: its family, else Core Text's system UI font at its size.
    func font(for style: StepperKit.StepperTextStyle) -> CTFont {
      if let font = fonts.table[style] { return font }
      let size = CGFloat(style.size)
      return Self.familyFont(style) ?? CTFontCreateUIFontForLanguage(.system, size, nil)
        ?? CTFontCreateWithName(style.primaryFamily as CFString, size, nil)
    }

    /// The typographic width of `text` set on one line in the style's font.
    func width(of text: Substring, style: StepperKit.StepperTextStyle) -> Double {
      let key = NSAttributedString.Key(kCTFontAttributeName as String)
      let string = NSAttributedString(string: String(text), attributes: [key: font(for: style)])
      let line = CTLineCreateWithAttributedString(string as CFAttributedString)
      return Double(CTLineGetTypographicBounds(line, nil, nil, nil))
    }

    /// The style's first family at its size and weight, or `nil` when no installed or
    /// registered font has that family (Core Text then substitutes another family, which the
    /// family name shows).
    private static func familyFont(_ style: StepperKit.StepperTextStyle) -> CTFont? {
      let family = style.primaryFamily
      guard !family.isEmpty else { return nil }
      let weight = PlatformFont.Weight(style.fontWeight).rawValue
      let attributes: [String: Any] = [
        kCTFontFamilyNameAttribute as String: family,
        kCTFontTraitsAttribute as String: [kCTFontWeightTrait as String: weight],
      ]
      let descriptor = CTFontDescriptorCreateWithAttributes(attributes as CFDictionary)
      let font = CTFontCreateWithFontDescriptor(descriptor, CGFloat(style.size), nil)
      return CTFontCopyFamilyName(font) as String == family ? font : nil
    }

    /// The system font at the style's size and weight.
    @MainActor private static func systemFont(_ style: StepperKit.StepperTextStyle) -> CTFont {
      let font = PlatformFont.systemFont(
        ofSize: CGFloat(style.size), weight: PlatformFont.Weight(style.fontWeight))
      return font as CTFont
    }
  }

  /// A measurer's fonts, resolved once and never changed.
  ///
  /// `@unchecked Sendable`: the table is a constant, and fonts are immutable objects that are
  /// safe to use from any thread (Core Foundation's immutable objects; `UIFont`'s documentation
  /// says the same of its toll-free bridged fonts), which Swift cannot see in `CTFont`.
  private final class FontTable: @unchecked Sendable {
    let table: [StepperKit.StepperTextStyle: CTFont]

    init(_ table: [StepperKit.StepperTextStyle: CTFont]) {
      self.table = table
    }
  }
#endif
