import Testing

@testable import StepperKit
@testable import StepperTooling

@Suite struct OKLabTests {
  /// sRGB primaries, white and a mid grey in OKLab, as Björn Ottosson's reference
  /// implementation and CSS Color 4 (`color-mix`, `oklab()`) give them.
  static let references: [(color: UInt32, l: Double, a: Double, b: Double)] = [
    (0xFFFFFF, 1.000000, 0.000000, 0.000000),
    (0x000000, 0.000000, 0.000000, 0.000000),
    (0xFF0000, 0.627955, 0.224863, 0.125846),
    (0x00FF00, 0.866440, -0.233888, 0.179498),
    (0x0000FF, 0.452014, -0.032457, -0.311528),
    (0x808080, 0.599871, 0.000000, 0.000000),
  ]

  @Test func matchesPublishedReferenceValues() {
    for reference in Self.references {
      let lab = OKLab(StepperColor(reference.color))
      #expect(abs(lab.l - reference.l) < 1e-4, "\(StepperColor(reference.color)) l \(lab.l)")
      #expect(abs(lab.a - reference.a) < 1e-4, "\(StepperColor(reference.color)) a \(lab.a)")
      #expect(abs(lab.b - reference.b) < 1e-4, "\(StepperColor(reference.color)) b \(lab.b)")
    }
  }

  @Test func polarFormMatchesPublishedOKLCH() {
    // oklch(62.8% 0.2577 29.23) is sRGB red; oklch(45.2% 0.3132 264.05) sRGB blue.
    let red = OKLCH(StepperColor(0xFF0000))
    #expect(abs(red.l - 0.62796) < 1e-4)
    #expect(abs(red.c - 0.25768) < 1e-4)
    #expect(abs(red.h - 29.2339) < 1e-2)
    let blue = OKLCH(StepperColor(0x0000FF))
    #expect(abs(blue.c - 0.31321) < 1e-4)
    #expect(abs(blue.h - 264.052) < 1e-2)
  }

  @Test func everyColorRoundTripsThroughOKLCH() {
    for red in stride(from: 0, through: 255, by: 15) {
      for green in stride(from: 0, through: 255, by: 15) {
        for blue in stride(from: 0, through: 255, by: 15) {
          let color = StepperColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
          let lch = OKLCH(color)
          #expect(lch.lab.isInSRGBGamut)
          #expect(lch.lab.roundedColor == color)
        }
      }
    }
  }

  @Test func gamutMappingLowersChromaOnlyAndLandsInGamut() {
    // Brand blue at a lightness where its chroma leaves sRGB.
    let brand = OKLCH(StepperColor(0x155DFC))
    let outside = OKLCH(l: 0.9, c: brand.c, h: brand.h)
    #expect(!outside.lab.isInSRGBGamut)
    let mapped = outside.mappedIntoSRGB
    #expect(mapped.lab.isInSRGBGamut)
    #expect(mapped.l == 0.9)
    #expect(mapped.h == brand.h)
    #expect(mapped.c < brand.c && mapped.c > 0.02)
    // Barely more chroma is outside: the mapping stops at the edge.
    #expect(!OKLCH(l: 0.9, c: mapped.c + 0.002, h: brand.h).lab.isInSRGBGamut)
    #expect(OKLCH(StepperColor(0x155DFC)).mappedIntoSRGB == brand)
  }
}
