// libjxl, the JPEG XL reference implementation, and its thread pool. Its C API returns a status
// from every call, so ImageFiles calls it directly.
#include <jxl/decode.h>
#include <jxl/thread_parallel_runner.h>
