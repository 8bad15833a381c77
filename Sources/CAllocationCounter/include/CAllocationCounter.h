// CAllocationCounter: counts heap allocations made while counting is on, so a test or the
// benchmark can assert that a steady-state frame allocates nothing (swift-nio's allocation
// tests are the model). Linking this target into a program replaces malloc and its siblings
// for the whole process with thin wrappers that count and then call glibc's own allocator
// (__libc_malloc and friends), so every allocation is seen: Swift's runtime, Foundation and
// C libraries alike. Frees are not counted: a frame that frees what an earlier one made
// still shows the earlier allocation.
//
// Under AddressSanitizer or ThreadSanitizer the sanitizer owns malloc; the wrappers are left
// out there and `vitrine_allocations_available` is 0.
#ifndef CALLOCATIONCOUNTER_H
#define CALLOCATIONCOUNTER_H

#include <stdint.h>

/// 1 when this build counts allocations, 0 under a sanitizer.
int vitrine_allocations_available(void);

/// Starts counting from zero (every thread's allocations count).
void vitrine_allocations_start(void);

/// Starts counting from zero, only the allocations of the calling thread: for a test of code
/// that runs on the test's own thread, in a process where XCTest's and the system's threads
/// may allocate at any moment.
void vitrine_allocations_start_this_thread(void);

/// Stops counting and returns the number of allocations (malloc, calloc, realloc, and the
/// aligned ones) since the start.
int64_t vitrine_allocations_stop(void);

/// While on, each counted allocation prints its size and a backtrace on standard error:
/// for finding where a frame allocates, not for tests.
void vitrine_allocations_trace(int on);

#endif
