#!/usr/bin/env python3
"""Writes the JPEG and WebP fixtures of ImageFilesTests with encoders that share no code with
the decoders under test's Swift side: libjpeg-turbo's cjpeg, ImageMagick's convert (CMYK), and
libwebp's cwebp and img2webp (Debian: libjpeg-turbo-progs, imagemagick, webp). The pixels come
from the formulas below; FormatFixture.swift repeats them, so change both together. The EXIF
segments are written here byte by byte. Run from any folder:

    python3 Tests/ImageFilesTests/Fixtures/make_jpeg_webp_fixtures.py

Output is deterministic (no timestamps; -strip for convert), so re-running leaves git clean.
"""
import math
import os
import struct
import zlib
import subprocess
import tempfile

OUT = os.path.dirname(os.path.abspath(__file__))

# The block pattern: 16 x 16 blocks of flat colour, 4 across and 3 down. 16 is a 4:2:0 JPEG's MCU,
# so no block shares a chroma sample with another, and a block's centre decodes near its colour.
# Every block differs, so each of the 8 orientations gives a different picture.
BLOCK, COLUMNS, ROWS = 16, 4, 3
WIDTH, HEIGHT = BLOCK * COLUMNS, BLOCK * ROWS


def block_colour(bx, by):
    """(red, green, blue) of block (bx, by); channels within 20...235, clear of clipping."""
    return ((bx * 97 + by * 53 + 40) % 216 + 20,
            (bx * 59 + by * 151 + 90) % 216 + 20,
            (bx * 173 + by * 31 + 10) % 216 + 20)


# Alpha of each block in the WebP alpha fixtures, row by row: opaque, clear, half (128) and more.
BLOCK_ALPHA = [255, 128, 0, 64, 200, 1, 254, 128, 32, 255, 100, 160]


def block_alpha(bx, by):
    return BLOCK_ALPHA[by * COLUMNS + bx]


def pattern(x, y):
    return block_colour(x // BLOCK, y // BLOCK)


# The smooth picture for the reduced-scale decodes: 256 x 192, no edge sharper than a few levels a
# pixel, so a downscale's and the IDCT's filtering differ little.
PHOTO_WIDTH, PHOTO_HEIGHT = 256, 192


def photo(x, y):
    return (round(128 + 90 * math.sin(x / 23.0 + y / 41.0)),
            round(128 + 90 * math.cos(y / 19.0)),
            round(128 + 60 * math.sin((x + y) / 31.0)))


# --- EXIF ---------------------------------------------------------------------------------------

def upright_position(orientation, x, y, w, h):
    """Where stored pixel (x, y) of a w x h picture is shown, from the tag's meaning in TIFF 6.0:
    which side of the upright picture the stored first row and first column are on."""
    return {
        1: (x, y),                  # row 0 top, column 0 left
        2: (w - 1 - x, y),          # row 0 top, column 0 right
        3: (w - 1 - x, h - 1 - y),  # row 0 bottom, column 0 right
        4: (x, h - 1 - y),          # row 0 bottom, column 0 left
        5: (y, x),                  # row 0 left, column 0 top
        6: (h - 1 - y, x),          # row 0 right, column 0 top
        7: (h - 1 - y, w - 1 - x),  # row 0 right, column 0 bottom
        8: (y, w - 1 - x),          # row 0 left, column 0 bottom
    }[orientation]


def stored_pixels(orientation):
    """The stored picture that shows as the block pattern once turned: (width, height, rows)."""
    w, h = (HEIGHT, WIDTH) if orientation >= 5 else (WIDTH, HEIGHT)
    rows = [[pattern(*upright_position(orientation, x, y, w, h)) for x in range(w)] for y in range(h)]
    return w, h, rows


def exif_segment(orientation, big_endian, entries_before=1):
    """APP1 with "Exif\\0\\0" and a TIFF header whose IFD0 holds `entries_before` other tags
    (ImageWidth, ...) and then Orientation, SHORT, count 1."""
    e = ">" if big_endian else "<"
    tiff = (b"MM" if big_endian else b"II") + struct.pack(e + "HI", 42, 8)
    count = entries_before + 1
    ifd = struct.pack(e + "H", count)
    for i in range(entries_before):
        ifd += struct.pack(e + "HHIHH", 0x0100 + i, 3, 1, 64, 0)  # ImageWidth, ImageLength ...
    ifd += struct.pack(e + "HHIHH", 0x0112, 3, 1, orientation, 0)
    ifd += struct.pack(e + "I", 0)  # no next IFD
    payload = b"Exif\x00\x00" + tiff + ifd
    return b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload


def camera_exif_segment():
    """APP1 with the tags the info card shows, as VitrineTestSupport's ExifFixture builds them:
    IFD0 (Make, Model, the Exif and GPS IFD pointers), the Exif IFD (ExposureTime, FNumber,
    ISOSpeedRatings, DateTimeOriginal, FocalLength, LensModel), the GPS IFD (latitude and
    longitude with their references)."""
    def ascii(tag, text):
        b = text.encode() + b"\0"
        return (tag, 2, len(b), b)

    def rationals(tag, values):
        return (tag, 5, len(values), b"".join(struct.pack("<II", n, d) for n, d in values))

    def ifd(entries, offset):
        table, data = struct.pack("<H", len(entries)), b""
        start = offset + 2 + 12 * len(entries) + 4
        for tag, kind, count, value in entries:
            table += struct.pack("<HHI", tag, kind, count)
            if len(value) <= 4:
                table += value + b"\0" * (4 - len(value))
            else:
                table += struct.pack("<I", start + len(data))
                data += value + (b"\0" if len(value) % 2 else b"")
        return table + struct.pack("<I", 0) + data

    exif = [rationals(0x829A, [(1, 125)]), rationals(0x829D, [(28, 10)]), (0x8827, 3, 1, struct.pack("<H", 200)),
            ascii(0x9003, "2024:07:14 18:32:05"), rationals(0x920A, [(35, 1)]), ascii(0xA434, "EF 24-70mm f/2.8L")]
    gps = [ascii(1, "N"), rationals(2, [(48, 1), (51, 1), (2988, 100)]),
           ascii(3, "E"), rationals(4, [(2, 1), (17, 1), (4020, 100)])]

    def first(exif_at, gps_at):
        return [ascii(0x010F, "Canon"), ascii(0x0110, "Canon EOS 5D"), (0x8769, 4, 1, struct.pack("<I", exif_at)),
                (0x8825, 4, 1, struct.pack("<I", gps_at))]

    exif_at = 8 + len(ifd(first(0, 0), 8))
    gps_at = exif_at + len(ifd(exif, exif_at))
    tiff = b"II*\0" + struct.pack("<I", 8) + ifd(first(exif_at, gps_at), 8) + ifd(exif, exif_at) + ifd(gps, gps_at)
    payload = b"Exif\x00\x00" + tiff
    return b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload


def with_segment(jpeg, segment):
    """The JPEG with `segment` inserted right after SOI, before cjpeg's JFIF APP0."""
    assert jpeg[:2] == b"\xff\xd8"
    return jpeg[:2] + segment + jpeg[2:]


# --- encoders -----------------------------------------------------------------------------------

def ppm(w, h, rows):
    return b"P6\n%d %d\n255\n" % (w, h) + bytes(c for row in rows for px in row for c in px)


def pam_rgba(w, h, rows):
    header = b"P7\nWIDTH %d\nHEIGHT %d\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n" % (w, h)
    return header + bytes(c for row in rows for px in row for c in px)


def run(args, data, suffix):
    """Runs an encoder on `data` written to a temporary file named *suffix; returns its output."""
    with tempfile.TemporaryDirectory() as folder:
        source, target = os.path.join(folder, "in" + suffix), os.path.join(folder, "out")
        with open(source, "wb") as f:
            f.write(data)
        subprocess.run([a.replace("IN", source).replace("OUT", target) for a in args], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(target, "rb") as f:
            return f.read()


def cjpeg(w, h, rows, *options):
    return run(["cjpeg", "-quality", "95", *options, "-outfile", "OUT", "IN"], ppm(w, h, rows), ".ppm")


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def main():
    blocks = [[pattern(x, y) for x in range(WIDTH)] for y in range(HEIGHT)]
    write("blocks.jpg", cjpeg(WIDTH, HEIGHT, blocks))  # baseline, 4:2:0
    # The info card's EXIF, a seed for the fuzzer's JPEG harness too.
    with open(os.path.join(OUT, "blocks.jpg"), "rb") as f:
        write("exif-camera.jpg", with_segment(f.read(), camera_exif_segment()))
    # The same tags where a PNG keeps them: an eXIf chunk before IEND (in color-srgb.png, which
    # make_color_fixtures.sh writes).
    tiff = camera_exif_segment()[10:]
    with open(os.path.join(OUT, "color-srgb.png"), "rb") as f:
        png = f.read()
    end = png.rindex(b"IEND") - 4
    chunk = struct.pack(">I", len(tiff)) + b"eXIf" + tiff + struct.pack(">I", zlib.crc32(b"eXIf" + tiff))
    write("exif-camera.png", png[:end] + chunk + png[end:])
    write("blocks-progressive.jpg", cjpeg(WIDTH, HEIGHT, blocks, "-progressive"))
    write("blocks-444.jpg", cjpeg(WIDTH, HEIGHT, blocks, "-sample", "1x1"))
    write("blocks-gray.jpg", cjpeg(WIDTH, HEIGHT, blocks, "-grayscale"))
    # CMYK, Adobe-marked with inverted samples, as Photoshop (and ImageMagick) write it.
    write("blocks-cmyk.jpg", run(["convert", "IN", "-strip", "-colorspace", "CMYK", "-quality", "95", "jpg:OUT"],
                                 ppm(WIDTH, HEIGHT, blocks), ".ppm"))
    for orientation in range(1, 9):
        w, h, rows = stored_pixels(orientation)
        # Both byte orders, and the tag after other entries in half the files.
        segment = exif_segment(orientation, big_endian=orientation % 2 == 0, entries_before=orientation % 3)
        write("orientation-%d.jpg" % orientation, with_segment(cjpeg(w, h, rows), segment))
    photo_rows = [[photo(x, y) for x in range(PHOTO_WIDTH)] for y in range(PHOTO_HEIGHT)]
    write("photo.jpg", cjpeg(PHOTO_WIDTH, PHOTO_HEIGHT, photo_rows, "-quality", "90"))
    # For the memory tests: flat, so 1536 x 1024 fits in a few KB (optimized Huffman codes of a
    # bit or two a block, and a progressive file's EOB runs).
    flat = [[(120, 130, 140)] * 1536] * 1024
    write("flat-1536x1024-progressive.jpg", cjpeg(1536, 1024, flat, "-progressive", "-optimize"))
    write("flat-1536x1024.jpg", cjpeg(1536, 1024, flat, "-optimize"))
    write("flat-1536x1024-lossless.webp", run(["cwebp", "-quiet", "-lossless", "IN", "-o", "OUT"],
                                              ppm(1536, 1024, flat), ".ppm"))

    write("blocks-lossy.webp", run(["cwebp", "-quiet", "-q", "95", "IN", "-o", "OUT"],
                                   ppm(WIDTH, HEIGHT, blocks), ".ppm"))
    write("blocks-lossless.webp", run(["cwebp", "-quiet", "-lossless", "IN", "-o", "OUT"],
                                      ppm(WIDTH, HEIGHT, blocks), ".ppm"))
    rgba = [[pattern(x, y) + (block_alpha(x // BLOCK, y // BLOCK),) for x in range(WIDTH)] for y in range(HEIGHT)]
    write("blocks-alpha-lossless.webp", run(["cwebp", "-quiet", "-lossless", "-exact", "IN", "-o", "OUT"],
                                            pam_rgba(WIDTH, HEIGHT, rgba), ".pam"))
    write("blocks-alpha-lossy.webp", run(["cwebp", "-quiet", "-q", "95", "-alpha_q", "100", "IN", "-o", "OUT"],
                                         pam_rgba(WIDTH, HEIGHT, rgba), ".pam"))
    # Two frames: refused as animated.
    with tempfile.TemporaryDirectory() as folder:
        frames = []
        for i, rows in enumerate([blocks, blocks[::-1]]):
            frames.append(os.path.join(folder, "frame%d.ppm" % i))
            with open(frames[-1], "wb") as f:
                f.write(ppm(WIDTH, HEIGHT, rows))
        target = os.path.join(folder, "out.webp")
        subprocess.run(["img2webp", "-lossless", *frames, "-o", target], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(target, "rb") as f:
            write("animated.webp", f.read())
        # The info card's EXIF in a WebP's EXIF chunk (webpmux writes it and the VP8X flag).
        tiff = os.path.join(folder, "camera.tiff")
        with open(tiff, "wb") as f:
            f.write(camera_exif_segment()[10:])
        target = os.path.join(folder, "exif.webp")
        subprocess.run(["webpmux", "-set", "exif", tiff, os.path.join(OUT, "blocks-alpha-lossless.webp"), "-o", target],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(target, "rb") as f:
            write("exif-camera.webp", f.read())


if __name__ == "__main__":
    main()
