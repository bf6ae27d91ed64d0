import StepperKit
import Testing

@Suite struct StepSequenceTests {
  @Test func listsSubstepsAfterTheirParent() {
    let sequence = StepperStepSequence(total: 4, substeps: [2: 2, 4: 1])
    #expect(sequence.count == 7)
    #expect(sequence.substepCount == 3)
    #expect(
      (0..<7).map { sequence.id(at: $0).description } == ["1", "2", "2.1", "2.2", "3", "4", "4.1"])
    for ordinal in 0..<7 {
      #expect(sequence.ordinal(of: sequence.id(at: ordinal)) == ordinal)
    }
  }

  @Test func countsSubstepsBefore() {
    let sequence = StepperStepSequence(total: 4, substeps: [2: 2, 4: 1])
    #expect((0..<7).map { sequence.substepsBefore(ordinal: $0) } == [0, 0, 0, 1, 2, 2, 2])
    #expect(sequence.firstSubstepOrdinal(atOrAfter: 0) == 2)
    #expect(sequence.firstSubstepOrdinal(atOrAfter: 3) == 3)
    #expect(sequence.firstSubstepOrdinal(atOrAfter: 4) == 6)
    #expect(sequence.firstSubstepOrdinal(atOrAfter: 7) == nil)
  }

  @Test func knowsWhatItHolds() {
    let sequence = StepperStepSequence(total: 4, substeps: [2: 2])
    #expect(sequence.contains(2))
    #expect(sequence.contains(StepperStepID(2, substep: 2)))
    #expect(!sequence.contains(StepperStepID(2, substep: 3)))
    #expect(!sequence.contains(StepperStepID(3, substep: 1)))
    #expect(!sequence.contains(5))
    #expect(sequence.substeps(of: 2) == 2)
    #expect(sequence.substeps(of: 3) == 0)
  }

  @Test func aPlainSequenceIsItsCount() {
    let sequence = StepperStepSequence(total: 1_000_000)
    #expect(sequence.count == 1_000_000)
    #expect(sequence.id(at: 999_999) == 1_000_000)
    #expect(sequence.ordinal(of: 500_000) == 499_999)
  }
}
