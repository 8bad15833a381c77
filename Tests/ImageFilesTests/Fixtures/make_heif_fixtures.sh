#!/bin/sh
# The HEIC and AVIF fixtures (heif-*.heic, heif-*.avif), made by libheif's heif-enc (x265 for
# HEVC, libaom for AV1) from the TIFF fixtures' PNGs, and by heif_orient.c, which writes the
# irot/imir boxes heif-enc 1.15 cannot. HEIFFileTests.swift says what each is for. Run here; the
# committed files came from libheif 1.15.1 on Debian 12 (libheif-examples, libheif-dev).
set -eu
cd "$(dirname "$0")"
lossless="-L -p chroma=444 --matrix_coefficients=0"
heif-enc $lossless tiff-source.png -o heif-rgb-lossless.heic
heif-enc $lossless tiff-source-alpha.png -o heif-alpha-lossless.heic
heif-enc $lossless -A tiff-source.png -o heif-rgb-lossless.avif
heif-enc -q 70 tiff-source.png -o heif-rgb-lossy.heic
heif-enc -q 70 -A tiff-source-alpha.png -o heif-alpha-lossy.avif
convert tiff-source.png -depth 16 PNG48:heif-source16.png
# 10 bits through x265 (libaom 3.6 asserts on 10-bit input here).
heif-enc -q 90 -b 10 heif-source16.png -o heif-rgb-10bit.heic
rm heif-source16.png
work=$(mktemp -d)
gcc -O1 -o "$work/heif_orient" heif_orient.c $(pkg-config --cflags --libs libheif)
"$work/heif_orient" heif-rgb-lossless.heic heif-rightTop.heic 6
"$work/heif_orient" heif-rgb-lossless.avif heif-leftTop.avif 5
# The info card's EXIF as an Exif item (the TIFF structure make_jpeg_webp_fixtures.py builds).
gcc -O1 -o "$work/heif_exif" heif_exif.c $(pkg-config --cflags --libs libheif)
python3 -c 'import sys; import make_jpeg_webp_fixtures as m; open(sys.argv[1], "wb").write(m.camera_exif_segment()[10:])' \
    "$work/camera.tiff"
"$work/heif_exif" heif-rgb-lossy.heic exif-camera.heic "$work/camera.tiff"
rm -r "$work"

# For the memory tests: flat, so a phone camera's 4032 x 3024 fits in a few KB.
convert -size 4032x3024 xc:'rgb(120,130,140)' PNG24:heif-flat-source.png
heif-enc -q 70 heif-flat-source.png -o flat-4032x3024.heic
heif-enc -q 70 -A heif-flat-source.png -o flat-4032x3024.avif
rm heif-flat-source.png
