// libFuzzer's driver, for a program that keeps its own main (vitrine-fuzz: SwiftPM links every
// executable's main under another name, so libFuzzer's own main cannot be used). Nothing is
// linked here: the library comes with -sanitize=fuzzer, and only `make fuzz` calls it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
