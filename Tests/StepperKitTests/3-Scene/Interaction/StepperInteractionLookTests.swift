import StepperKit
import Testing

@Suite struct StepperInteractionLookTests {
  let frame = StepperRect(x: 10, y: 20, width: 44, height: 60)

  @Test func pressedFillsTheFrameWithBrandBaseAtSixteenPercent() {
    let look = StepperInteractionLook(
      frame: frame, isSelectable: true, state: .pressed, theme: .light)
    #expect(
      look.commands == [
        .fill(
          StepperDrawCommand.RoundedRect(rect: frame, cornerRadius: 8),
          StepperDrawCommand.Paint(color: StepperTheme.light[.brandBase], opacity: 0.16))
      ])
    #expect(look.bounds == frame)
  }

  @Test func focusedIsATwoPointRingTwoPointsOutsideTheFrame() {
    let look = StepperInteractionLook(
      frame: frame, isSelectable: true, state: .focused, theme: .dark)
    // The stroke's middle lies 3 points out: its inner edge 2 points from the frame.
    let ring = StepperRect(x: 7, y: 17, width: 50, height: 66)
    #expect(
      look.commands == [
        .stroke(
          StepperDrawCommand.RoundedRect(rect: ring, cornerRadius: 11), lineWidth: 2,
          StepperDrawCommand.Paint(color: StepperTheme.dark[.brandBase]))
      ])
    #expect(look.bounds == StepperRect(x: 6, y: 16, width: 52, height: 68))
  }

  @Test func pressedAndFocusedPaintTheTintThenTheRing() {
    let look = StepperInteractionLook(
      frame: frame, isSelectable: true, state: [.pressed, .focused], theme: .light)
    #expect(look.commands.count == 2)
    guard case .fill = look.commands[0], case .stroke = look.commands[1] else {
      Issue.record("expected the tint, then the ring: \(look.commands)")
      return
    }
  }

  @Test func aDisabledTargetIsNeverPressedButShowsFocus() {
    let pressed = StepperInteractionLook(
      frame: frame, isSelectable: false, state: .pressed, theme: .light)
    #expect(pressed.commands.isEmpty)
    #expect(pressed.state.isEmpty)
    let both = StepperInteractionLook(
      frame: frame, isSelectable: false, state: [.pressed, .focused], theme: .light)
    #expect(both.state == .focused)
    #expect(both.commands.count == 1)
  }

  @Test func noInteractionDrawsNothing() {
    let look = StepperInteractionLook(frame: frame, isSelectable: true, state: [], theme: .light)
    #expect(look.commands.isEmpty)
    #expect(look.bounds == frame)
  }

  @Test func theRadiusIsAtMostHalfTheShorterSide() {
    #expect(StepperInteractionLook.radius(of: StepperRect(x: 0, y: 0, width: 10, height: 44)) == 5)
    #expect(StepperInteractionLook.radius(of: StepperRect(x: 0, y: 0, width: 0, height: 44)) == 0)
    #expect(StepperInteractionLook.radius(of: frame) == 8)
  }

  @Test func aThemeFromTokensPaintsTheLookInItsBrandColor() {
    let brand = StepperColor(0x7A00CC)
    let theme = StepperTheme(appearance: .light) { token in
      token == .brandBase ? brand : StepperTheme.light[token]
    }
    let look = StepperInteractionLook(
      frame: frame, isSelectable: true, state: .pressed, theme: theme)
    guard case .fill(_, let paint) = look.commands.first else {
      Issue.record("expected a fill")
      return
    }
    #expect(paint.color == brand)
  }

  @Test func movedToOriginShiftsEveryRectangleByTheBoundsOrigin() {
    let look = StepperInteractionLook(
      frame: frame, isSelectable: true, state: [.pressed, .focused], theme: .light)
    let moved = look.movedToOrigin
    #expect(moved.bounds == StepperRect(x: 0, y: 0, width: 52, height: 68))
    #expect(moved.frame == StepperRect(x: 4, y: 4, width: 44, height: 60))
    #expect(moved.state == look.state)
    guard case .fill(let tint, _) = moved.commands[0],
      case .stroke(let ring, _, _) = moved.commands[1]
    else {
      Issue.record("expected the tint, then the ring: \(moved.commands)")
      return
    }
    #expect(tint.rect == moved.frame)
    #expect(ring.rect == StepperRect(x: 1, y: 1, width: 50, height: 66))
  }
}
