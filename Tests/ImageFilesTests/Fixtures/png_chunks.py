#!/usr/bin/env python3
# Rewrites a PNG's colour chunks: drops iCCP, sRGB, gAMA and cHRM, then writes the cHRM and gAMA
# given (CIE xy of red, green, blue and white; the file gamma), as an encoder that describes
# its colours without a profile would. Usage: png_chunks.py IN OUT rx ry gx gy bx by wx wy gamma
import struct
import sys
import zlib

source, target = sys.argv[1], sys.argv[2]
rx, ry, gx, gy, bx, by, wx, wy, gamma = (float(v) for v in sys.argv[3:12])


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


data = open(source, "rb").read()
out, at = [data[:8]], 8
while at < len(data):
    (length,) = struct.unpack(">I", data[at : at + 4])
    kind = data[at + 4 : at + 8]
    if kind not in (b"iCCP", b"sRGB", b"gAMA", b"cHRM"):
        out.append(data[at : at + 12 + length])
    if kind == b"IHDR":
        xy = [wx, wy, rx, ry, gx, gy, bx, by]
        out.append(chunk(b"cHRM", struct.pack(">8I", *(round(v * 100000) for v in xy))))
        out.append(chunk(b"gAMA", struct.pack(">I", round(gamma * 100000))))
    at += 12 + length
open(target, "wb").write(b"".join(out))
