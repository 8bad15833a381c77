#!/bin/sh
# The TIFF fixtures (tiff-*.tif) and the PNGs they are read against (tiff-source*.png), made by
# ImageMagick through libtiff and libpng, and tiffset (libtiff-tools). TIFFFileTests.swift says
# what each is for. Run here; the committed files came from ImageMagick 6.9.11 on Debian 12.
set -eu
cd "$(dirname "$0")"
noise() { convert -seed 7 -size 61x37 gradient:'#d04010'-'#1040c0' -attenuate 0.6 +noise Gaussian "$@"; }
noise -depth 8 PNG24:tiff-source.png
noise \( -size 61x37 gradient:white-'#333333' \) -alpha off -compose CopyOpacity -composite \
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
convert tiff-source.png -define tiff:rows-per-strip=5 -compress lzw tiff-strips5.tif
cp tiff-strips5.tif tiff-strips5-bottomLeft.tif
tiffset -s 274 4 tiff-strips5-bottomLeft.tif

# The BMP fixtures (bmp-*.bmp) and the PNGs they are read against (bmp-source*.png): Windows 3
# (BMP3), V5 (BMP) and OS/2 1.x (BMP2) headers, as BMPFileTests.swift says.
convert tiff-source.png BMP3:bmp-rgb24.bmp
convert tiff-source-alpha.png -define bmp:format=bmp4 BMP:bmp-rgba32.bmp
convert tiff-source.png -colors 200 PNG8:bmp-source-palette8.png
convert bmp-source-palette8.png -type palette -compress none BMP3:bmp-palette8.bmp
convert bmp-source-palette8.png -type palette -compress rle BMP3:bmp-rle8.bmp
convert tiff-source.png -colors 16 -type palette -depth 4 BMP3:bmp-palette4.bmp
convert bmp-palette4.bmp PNG24:bmp-palette4-decoded.png
convert tiff-source.png -define bmp:subtype=RGB565 BMP:bmp-rgb565.bmp
convert bmp-rgb565.bmp PNG24:bmp-rgb565-decoded.png
convert tiff-source-palette.png BMP2:bmp-os2.bmp
convert tiff-source.png -monochrome PNG8:bmp-source-mono.png
convert bmp-source-mono.png -type bilevel BMP3:bmp-mono.bmp
# Pages: the LZW page, a half-size copy of it marked reduced-resolution (NewSubfileType 1, not a
# page to show), the 16-bit gray page and the turned one.
work=$(mktemp -d)
convert tiff-source.png -resize 50% "$work/thumb.tif"
tiffcp -c lzw tiff-rgb8-lzw.tif "$work/thumb.tif" tiff-gray16.tif tiff-rightTop.tif tiff-pages.tif
tiffset -d 1 -s 254 1 tiff-pages.tif
rm -r "$work"
