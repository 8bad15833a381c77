#!/bin/sh
# The TIFF fixtures (tiff-*.tif) and the PNGs they are read against (tiff-source*.png), made by
# ImageMagick through libtiff and libpng, and tiffset (libtiff-tools). TIFFFileTests.swift says
# what each is for. Run here; the committed files came from ImageMagick 6.9.11 on Debian 12.
set -eu
cd "$(dirname "$0")"
noise() { convert -seed 7 -size 61x37 gradient:'#d04010'-'#1040c0' -attenuate 0.6 +noise Gaussian "$@"; }
noise -depth 8 PNG24:tiff-source.png
noise \( -size 61x37 gradient:white-'rgba(255,255,255,0.2)' \) -alpha off -compose CopyOpacity -composite \
    -depth 8 PNG32:tiff-source-alpha.png
convert tiff-source.png -compress lzw tiff-rgb8-lzw.tif
convert tiff-source-alpha.png -compress zip -define tiff:alpha=unassociated tiff-rgba8-deflate.tif
convert tiff-source.png -colorspace gray -depth 16 -compress none tiff-gray16.tif
convert tiff-source.png -colorspace gray -depth 8 PNG8:tiff-source-gray.png
convert tiff-source.png -colors 16 -type palette tiff-palette.tif
convert tiff-source.png -colors 16 PNG8:tiff-source-palette.png
convert tiff-source.png -colorspace cmyk -compress lzw tiff-cmyk.tif
convert tiff-source.png -define tiff:tile-geometry=16x16 -endian MSB -compress zip tiff-tiled-msb.tif
cp tiff-rgb8-lzw.tif tiff-rightTop.tif
tiffset -s 274 6 tiff-rightTop.tif
