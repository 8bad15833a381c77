#!/usr/bin/env python3
"""Writes the PNG fixtures of ImageFilesTests with a tiny independent encoder (zlib + struct).

The encoder shares no code with libpng, so a fixture checks the reader against the spec, not
against itself. Every sample comes from the formulas below; PNGFixtures.swift repeats them to
compute the expected pixels, so change both together. Run from any folder:

    python3 Tests/ImageFilesTests/Fixtures/make_fixtures.py

Output is deterministic (fixed zlib level, no timestamps), so re-running leaves git clean.
"""
import os
import struct
import zlib

OUT = os.path.dirname(os.path.abspath(__file__))
SIGNATURE = b"\x89PNG\r\n\x1a\n"

# Colour types of the PNG spec.
GRAY, RGB, PALETTE, GRAY_ALPHA, RGBA = 0, 2, 3, 4, 6
CHANNELS = {GRAY: 1, RGB: 3, PALETTE: 1, GRAY_ALPHA: 2, RGBA: 4}

WIDTH, HEIGHT = 7, 5  # odd width: sub-byte rows end in a partial byte
INTERLACED_WIDTH, INTERLACED_HEIGHT = 13, 11  # every Adam7 pass non-empty and ragged


# --- the formulas (mirrored in PNGFixtures.swift) -------------------------------------------

def sample(x, y, c, depth):
    """Colour (or gray, or palette index) channel c of pixel (x, y) at a bit depth."""
    n = x * 37 + y * 101 + c * 53 + 11
    if depth == 16:
        return (n * 2311) % 65536
    return n % (1 << depth)


# Alpha tables include 0, full, and the 16-bit values either side of a rounding boundary
# (128 -> 0 and 129 -> 1; 65406 -> 254 and 65407 -> 255 when reduced to 8 bits).
ALPHA8 = [0, 255, 1, 127, 128, 254, 200, 64, 3]
ALPHA16 = [0, 65535, 1, 128, 129, 32767, 32896, 65406, 65407, 51400, 300]


def alpha(x, y, depth):
    table = ALPHA16 if depth == 16 else ALPHA8
    return table[(x * 3 + y * 5) % len(table)]


def palette_entry(i):
    return ((i * 53 + 7) % 256, (i * 101 + 50) % 256, (i * 199 + 100) % 256)


TRNS_PALETTE_COUNT = 100  # entries past this one are opaque, as the spec says


def palette_alpha(i):
    return 0 if i == 0 else (i * 71 + 3) % 256


# --- encoder --------------------------------------------------------------------------------

def chunk(kind, data, crc=None):
    if crc is None:
        crc = zlib.crc32(kind + data) & 0xFFFFFFFF
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


def ihdr(width, height, depth, colour, interlace=0):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace))


def pixel_samples(x, y, colour, depth):
    if colour == GRAY or colour == PALETTE:
        return [sample(x, y, 0, depth)]
    if colour == RGB:
        return [sample(x, y, c, depth) for c in range(3)]
    if colour == GRAY_ALPHA:
        return [sample(x, y, 0, depth), alpha(x, y, depth)]
    return [sample(x, y, c, depth) for c in range(3)] + [alpha(x, y, depth)]


def pack_row(samples, depth):
    """Packs samples big-endian, sub-byte ones most significant bits first, padded to a byte."""
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_rows(rows, bpp):
    """Filters each row with type (row index % 5), so the reader must undo all five."""
    out, prior = bytearray(), bytes(len(rows[0])) if rows else b""
    for index, row in enumerate(rows):
        kind = index % 5
        out.append(kind)
        for i, value in enumerate(row):
            left = row[i - bpp] if i >= bpp else 0
            up = prior[i]
            upper_left = prior[i - bpp] if i >= bpp else 0
            predictor = [0, left, up, (left + up) // 2, paeth(left, up, upper_left)][kind]
            out.append((value - predictor) % 256)
        prior = row
    return bytes(out)


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def image_data(width, height, colour, depth, interlace):
    bpp = max(1, CHANNELS[colour] * depth // 8)
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    raw = bytearray()
    for x0, y0, dx, dy in passes:
        xs, ys = range(x0, width, dx), range(y0, height, dy)
        if not xs or not ys:
            continue  # an empty pass has no filter bytes at all
        rows = []
        for y in ys:
            samples = [s for x in xs for s in pixel_samples(x, y, colour, depth)]
            rows.append(pack_row(samples, depth))
        raw += filter_rows(rows, bpp)
    return zlib.compress(bytes(raw), 9)


def png(colour, depth, width=WIDTH, height=HEIGHT, interlace=0, trns=None, idat=None):
    body = ihdr(width, height, depth, colour, interlace)
    if colour == PALETTE:
        count = 1 << depth
        body += chunk(b"PLTE", bytes(v for i in range(count) for v in palette_entry(i)))
    if trns is not None:
        body += chunk(b"tRNS", trns)
    data = idat if idat is not None else image_data(width, height, colour, depth, interlace)
    # Two IDAT chunks: the reader must stitch the zlib stream across chunk boundaries.
    half = len(data) // 2
    body += chunk(b"IDAT", data[:half]) + chunk(b"IDAT", data[half:])
    return SIGNATURE + body + chunk(b"IEND", b"")


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def main():
    for depth in (1, 2, 4, 8, 16):
        write(f"gray{depth}.png", png(GRAY, depth))
    for depth in (8, 16):
        write(f"rgb{depth}.png", png(RGB, depth))
        write(f"graya{depth}.png", png(GRAY_ALPHA, depth))
        write(f"rgba{depth}.png", png(RGBA, depth))
    for depth in (1, 2, 4, 8):
        write(f"palette{depth}.png", png(PALETTE, depth))

    # tRNS: one transparent gray level or colour (the value of a chosen pixel), or a partial
    # alpha table for the palette.
    write("gray4-trns.png", png(GRAY, 4, trns=struct.pack(">H", sample(0, 0, 0, 4))))
    write("gray8-trns.png", png(GRAY, 8, trns=struct.pack(">H", sample(0, 0, 0, 8))))
    write("rgb8-trns.png", png(RGB, 8, trns=struct.pack(">HHH", *(sample(2, 1, c, 8) for c in range(3)))))
    write("rgb16-trns.png", png(RGB, 16, trns=struct.pack(">HHH", *(sample(3, 2, c, 16) for c in range(3)))))
    write("palette8-trns.png", png(PALETTE, 8, trns=bytes(palette_alpha(i) for i in range(TRNS_PALETTE_COUNT))))
    write("palette2-trns.png", png(PALETTE, 2, trns=bytes(palette_alpha(i) for i in range(3))))

    size = (INTERLACED_WIDTH, INTERLACED_HEIGHT)
    write("interlaced-rgba8.png", png(RGBA, 8, *size, interlace=1))
    write("interlaced-gray2.png", png(GRAY, 2, *size, interlace=1))
    write("interlaced-rgb16.png", png(RGB, 16, *size, interlace=1))
    write("interlaced-rgba16.png", png(RGBA, 16, *size, interlace=1))
    write("interlaced-gray16-trns.png", png(GRAY, 16, *size, interlace=1, trns=struct.pack(">H", sample(4, 3, 0, 16))))

    # Bad files. Each comment names the reason the reader must give.
    good = png(RGBA, 8)
    first_idat = good.index(b"IDAT") - 4
    write("bad-empty.png", b"")  # empty
    write("bad-truncated-idat.png", good[: first_idat + 8 + 10])  # truncated: 10 bytes into IDAT
    write("bad-truncated-header.png", good[:20])  # truncated: inside IHDR
    write("bad-truncated-signature.png", SIGNATURE[:5])  # truncated: a prefix of the signature
    write("no-iend.png", good[: good.rindex(b"IEND") - 4])  # readable: every pixel is there

    crc_at = first_idat + 8 + struct.unpack(">I", good[first_idat : first_idat + 4])[0]
    write("bad-crc-idat.png", good[:crc_at] + bytes(b ^ 0xFF for b in good[crc_at : crc_at + 4]) + good[crc_at + 4 :])
    ihdr_crc_at = 8 + 8 + 13
    write("bad-crc-ihdr.png", good[:ihdr_crc_at] + b"\0\0\0\0" + good[ihdr_crc_at + 4 :])  # corrupt

    # corrupt: valid chunks and CRCs around a zlib stream whose body is garbage
    stream = bytearray(image_data(WIDTH, HEIGHT, RGBA, 8, 0))
    for i in range(2, len(stream) - 4):
        stream[i] = (i * 89 + 7) % 256
    write("bad-zlib.png", png(RGBA, 8, idat=bytes(stream)))
    write("bad-garbage.png", SIGNATURE + bytes((i * 131 + 17) % 256 for i in range(200)))  # corrupt

    # notPNG: the start of a JFIF file, and a text file, both named .png
    write("bad-jpeg.png", b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00" + bytes(64))
    write("bad-text.png", b"This is not a picture.\n")

    # tooLarge: a valid-looking 100000 x 100000 RGBA header and a tiny zlib stream
    huge = SIGNATURE + ihdr(100000, 100000, 8, RGBA) + chunk(b"IDAT", zlib.compress(bytes(64)))
    write("bad-huge-header.png", huge + chunk(b"IEND", b""))
    # tooLarge too, though libpng itself calls a side over 1,000,000 invalid
    wide = SIGNATURE + ihdr(2000000, 1, 8, RGBA) + chunk(b"IDAT", zlib.compress(bytes(64)))
    write("bad-huge-width.png", wide + chunk(b"IEND", b""))


if __name__ == "__main__":
    main()
