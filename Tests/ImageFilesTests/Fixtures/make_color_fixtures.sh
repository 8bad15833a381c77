#!/bin/sh
# The colour-managed fixtures (color-*), made by ImageMagick (which converts through Little
# CMS) from the TIFF fixtures' sRGB PNG, with a Display P3 profile made by make_display_p3.c
# (lcms2) and colord's Adobe RGB (1998); the expected-*.png are ImageMagick's own conversion
# of each to sRGB, which ColorManagementTests.swift compares Vitrine's with. Run here; the
# committed files came from ImageMagick 6.9.11, lcms2 2.14 and colord-data 1.4.6 on Debian 12.
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
for f in color-p3.jpg color-p3.png color-adobe.tif; do
    convert "$f" -profile $srgb PNG24:"expected-${f%.*}-${f##*.}.png"
done
# Tagged sRGB, for the display profile's conversion and the skipped sRGB-to-sRGB pass.
convert tiff-source.png -profile $srgb PNG24:color-srgb.png
convert color-srgb.png -profile $adobe PNG24:expected-srgb-on-adobe.png
rm -r "$work"
