#!/bin/sh
# The GIF fixtures (gif-*.gif), made by ImageMagick's own GIF coder (not giflib, which reads
# them) from the TIFF fixtures' palette PNG and from flat colours. GIFFileTests.swift says
# what each is for. Run here; the committed files came from ImageMagick 6.9.11 on Debian 12.
set -eu
cd "$(dirname "$0")"
convert tiff-source-palette.png gif-still.gif
convert tiff-source-palette.png -interlace GIF gif-interlaced.gif
# Four frames on an 8 x 6 screen, one of each disposal: red whole (kept, 10 cs), blue 4 x 2 at
# (1, 1) (cleared, 0 cs), lime 2 x 2 at (5, 3) with its top-left pixel transparent (put back,
# 25 cs), white 1 x 1 at (0, 0) (kept, 10 cs); loop count 2.
convert -loop 2 \
    -dispose none -delay 10 -page 8x6+0+0 -size 8x6 xc:red \
    -dispose background -delay 0 -page 8x6+1+1 -size 4x2 xc:blue \
    -dispose previous -delay 25 -page 8x6+5+3 \( -size 2x2 xc:lime -alpha set -fill none -draw 'color 0,0 point' \) \
    -dispose none -delay 10 -page 8x6+0+0 -size 1x1 xc:white \
    gif-disposal.gif

# The same four frames as an animated WebP, by libwebp's gif2webp (lossless).
gif2webp -quiet gif-disposal.gif -o webp-disposal.webp
