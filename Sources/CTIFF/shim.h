// libtiff: depended on only by CTIFFRead, whose C calls its variadic TIFFGetField.
#include <tiffio.h>
