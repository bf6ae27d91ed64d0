import StepperCLI
import Testing

@Suite struct KeyboardTests {
  @Test func aScriptedKeyboardTypesItsKeysThenEnds() {
    let keyboard = Keyboard.scripted([Array("n".utf8), [0x1B, 0x5B, 0x43]])
    let restore = keyboard.begin(undoingOnSignal: "")
    #expect(keyboard.read() == Array("n".utf8))
    #expect(keyboard.read() == [0x1B, 0x5B, 0x43])
    #expect(keyboard.read() == nil)
    restore()
  }
}
