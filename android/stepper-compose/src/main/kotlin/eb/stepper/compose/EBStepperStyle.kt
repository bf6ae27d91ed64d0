package eb.stepper.compose

/** The visual form: dashes, bullets or numbered circular markers (the core's style). */
typealias EBStepperStyle = eb.stepper.core.StepperStyle

/** The component-level status: default, success (the flow is done) or error (the current step failed). */
typealias EBStepperStatus = eb.stepper.core.StepperStatus

/** A row or a column. */
typealias EBStepperAxis = eb.stepper.core.StepperAxis
