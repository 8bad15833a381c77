#!/bin/sh
# The colour-managed fixtures (color-*), made by ImageMagick (which converts through Little
# CMS) from the TIFF fixtures' sRGB PNG, with a Display P3 profile made by make_display_p3.c
# (lcms2) and colord's Adobe RGB (1998); the expected-*.png are ImageMagick's own conversion
# of each to sRGB, which ColorManagementTests.swift compares Vitrine's with. Run here; the
# committed files came from ImageMagick 6.9.11, lcms2 2.14, colord-data 1.4.6 and libjxl 0.7.0 on
# Debian 12.
set -eu
cd "$(dirname "$0")"
work=$(mktemp -d)
gcc -O1 -o "$work/make_display_p3" make_display_p3.c -llcms2
"$work/make_display_p3" color-displayp3.icc
srgb=/usr/share/color/icc/sRGB.icc
adobe=/usr/share/color/icc/colord/AdobeRGB1998.icc
convert tiff-source.png -profile $srgb -profile color-displayp3.icc -quality 95 color-p3.jpg
convert tiff-source.png -profile $srgb -profile color-displayp3.icc PNG24:color-p3.png
convert tiff-source-alpha.png -profile $srgb -profile color-displayp3.icc PNG32:color-p3-alpha.png
convert color-p3-alpha.png -profile $srgb PNG32:expected-color-p3-alpha-png.png
convert tiff-source.png -profile $srgb -profile $adobe -compress lzw color-adobe.tif
cwebp -quiet -lossless -metadata icc color-p3.png -o color-p3.webp
heif-enc -L -p chroma=444 --matrix_coefficients=0 color-p3.png -o color-p3.heic
# The same P3 pixels saying their colours by code points alone (nclx: primaries 12, P3 D65;
# transfer 13, sRGB's curve), as AVIFs usually do: the PNG's profile taken off first, the nclx
# written by heif_orient.c (heif-enc 1.15 takes --colour_primaries but does not write it).
convert color-p3.png +profile '*' PNG24:"$work/p3-bare.png"
heif-enc -A -L -p chroma=444 --matrix_coefficients=0 "$work/p3-bare.png" -o "$work/p3-bare.avif"
gcc -O1 -o "$work/heif_orient" heif_orient.c $(pkg-config --cflags --libs libheif)
"$work/heif_orient" "$work/p3-bare.avif" color-p3-nclx.avif 1 12 13
# The same P3 pixels described by a PNG's cHRM (P3's primaries, D65) and gAMA (1/2.2) alone.
# Its reference: those pixels through a P3 profile with a 2.2 power for its curve.
python3 png_chunks.py color-p3.png color-p3-chrm.png 0.680 0.320 0.265 0.690 0.150 0.060 0.3127 0.3290 0.45455
"$work/make_display_p3" "$work/p3-gamma22.icc" 2.2
convert color-p3-chrm.png +profile '*' -profile "$work/p3-gamma22.icc" -profile $srgb PNG24:expected-color-p3-chrm-png.png
# JPEG XL keeps the lossless file's ICC profile, and says the lossy one's and the cHRM one's
# colours by enumeration (P3 with sRGB's curve; P3 with a 0.45455 gamma). The lossy one's
# reference is djxl's decode (tagged P3) converted.
cjxl -q 100 color-p3.png color-p3-lossless.jxl
cjxl -d 1 color-p3.png color-p3-lossy.jxl
cjxl -q 100 color-p3-chrm.png color-p3-gamma.jxl
djxl color-p3-lossy.jxl "$work/p3-lossy.png"
convert "$work/p3-lossy.png" -profile $srgb PNG24:expected-color-p3-lossy-jxl.png
for f in color-p3.jpg color-p3.png color-adobe.tif; do
    convert "$f" -profile $srgb PNG24:"expected-${f%.*}-${f##*.}.png"
done
# Tagged sRGB, for the display profile's conversion and the skipped sRGB-to-sRGB pass.
convert tiff-source.png -profile $srgb PNG24:color-srgb.png
convert color-srgb.png -profile $adobe PNG24:expected-srgb-on-adobe.png
rm -r "$work"
