// libXtst's XTEST client API (fake pointer motion and buttons): X11Probe only.
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
