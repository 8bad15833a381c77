// libXrandr (the display's modes and their refresh rates): X11Host only.
#include <X11/Xlib.h>
#include <X11/extensions/Xrandr.h>
