// libexif: the EXIF tags of a JPEG's APP1 segment (camera, lens, exposure, date taken, GPS),
// read and formatted by the library made for them. Picked over exiv2, which also reads them
// (and XMP and IPTC), because libexif is C: Swift calls it without a C++ shim. Its C API reports
// errors by return value, so ImageFiles calls it directly.
#include <libexif/exif-data.h>
#include <libexif/exif-loader.h>
#include <libexif/exif-utils.h>
