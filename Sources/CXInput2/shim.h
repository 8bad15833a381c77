// libXi's XInput 2 API (smooth scroll valuators, touchpad gestures): X11Host only.
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>
