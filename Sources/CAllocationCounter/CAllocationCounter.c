#include "CAllocationCounter.h"

#include <stdatomic.h>
#include <stddef.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define VITRINE_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define VITRINE_SANITIZED 1
#endif

// 0: off; 1: every thread's allocations count; 2: only those of the thread that started.
static atomic_int counting;
static atomic_int tracing;
static atomic_llong allocations;
// Set on the thread that started counting with vitrine_allocations_start_this_thread.
static _Thread_local int countedThread;

void vitrine_allocations_start(void) {
    atomic_store(&allocations, 0);
    atomic_store(&counting, 1);
}

void vitrine_allocations_start_this_thread(void) {
    countedThread = 1;
    atomic_store(&allocations, 0);
    atomic_store(&counting, 2);
}

int64_t vitrine_allocations_stop(void) {
    atomic_store(&counting, 0);
    countedThread = 0;
    return atomic_load(&allocations);
}

void vitrine_allocations_trace(int on) { atomic_store(&tracing, on); }

#ifdef VITRINE_SANITIZED

int vitrine_allocations_available(void) { return 0; }

#else

#include <execinfo.h>
#include <stdio.h>
#include <unistd.h>

int vitrine_allocations_available(void) { return 1; }

// glibc's allocator under its exported internal names: the wrappers below forward to them.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

// The thread inside a trace: backtrace() may allocate, which must not trace again.
static _Thread_local int inTrace;

static void count(size_t size) {
    int mode = atomic_load_explicit(&counting, memory_order_relaxed);
    if (mode == 0 || (mode == 2 && !countedThread)) return;
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    if (atomic_load_explicit(&tracing, memory_order_relaxed) && !inTrace) {
        inTrace = 1;
        char line[64];
        int n = snprintf(line, sizeof line, "allocation of %zu bytes:\n", size);
        if (n > 0) (void)!write(2, line, (size_t)n);
        void *frames[32];
        int depth = backtrace(frames, 32);
        backtrace_symbols_fd(frames, depth, 2);
        inTrace = 0;
    }
}

void *malloc(size_t size) {
    count(size);
    return __libc_malloc(size);
}

void *calloc(size_t n, size_t size) {
    count(n * size);
    return __libc_calloc(n, size);
}

void *realloc(void *pointer, size_t size) {
    count(size);
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    count(size);
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count(size);
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return 22;  // EINVAL
    count(size);
    void *p = __libc_memalign(alignment, size);
    if (!p && size) return 12;  // ENOMEM
    *out = p;
    return 0;
}

#endif
