// libFuzzer's entry point for a program that has its own `main` (see "Using libFuzzer as a
// library" in LLVM's libFuzzer documentation). SwiftPM gives every executable target its own
// `main`, so StepperFuzz hands control to libFuzzer through this call when it is built with
// `-sanitize=fuzzer`; a plain build never calls it, and links without libFuzzer.
#ifndef CLIBFUZZER_H
#define CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*UserCb)(const uint8_t *Data, size_t Size));

#endif
