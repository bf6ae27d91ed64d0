// Only the header matters: this target declares libFuzzer's driver for Swift to call.
#include "CLibFuzzer.h"
