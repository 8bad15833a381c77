// giflib (Debian's libgif-dev, no pkg-config file): its decoding calls return GIF_ERROR and set
// an error code, so ImageFiles calls them directly.
#include <gif_lib.h>
