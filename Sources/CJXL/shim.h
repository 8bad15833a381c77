// libjxl, the JPEG XL reference implementation, and its thread pool. Its C API returns a status
// from every call, so ImageFiles calls it directly.
#include <jxl/decode.h>

// jxl/thread_parallel_runner.h's four functions, declared here rather than included: that
// header includes <stdio.h> and <stdlib.h>, whose textual copy in this module differed from
// Swift's Glibc module under -D_FORTIFY_SOURCE=2 (the .deb's build), and clang refused both.
void *JxlThreadParallelRunnerCreate(const JxlMemoryManager *memory_manager, size_t num_worker_threads);
void JxlThreadParallelRunnerDestroy(void *runner_opaque);
size_t JxlThreadParallelRunnerDefaultNumWorkerThreads(void);
JxlParallelRetCode JxlThreadParallelRunner(
    void *runner_opaque, void *jpegxl_opaque, JxlParallelRunInit init, JxlParallelRunFunction func,
    uint32_t start_range, uint32_t end_range);
