#!/bin/sh
# The JPEG XL fixtures (jxl-*.jxl), made by libjxl's cjxl from the TIFF fixtures' PNGs and the
# EXIF orientation JPEGs. JXLFileTests.swift says what each is for. Run here; the committed
# files came from libjxl 0.7.0 on Debian 12 (libjxl-tools).
set -eu
cd "$(dirname "$0")"
cjxl -q 100 tiff-source.png jxl-lossless.jxl
cjxl -q 100 tiff-source-alpha.png jxl-alpha-lossless.jxl
cjxl -d 1 tiff-source.png jxl-lossy.jxl
cjxl -d 1 tiff-source-alpha.png jxl-alpha-lossy.jxl
# A JPEG recompressed losslessly, in the container, its EXIF orientation (6) in the codestream.
cjxl orientation-6.jpg jxl-recompressed-rightTop.jxl
# For the memory tests: flat, so 4032 x 3024 fits in a few bytes.
convert -size 4032x3024 xc:'rgb(120,130,140)' PNG24:jxl-flat-source.png
cjxl -d 1 jxl-flat-source.png flat-4032x3024.jxl
cjxl -q 100 jxl-flat-source.png flat-4032x3024-lossless.jxl
rm jxl-flat-source.png
