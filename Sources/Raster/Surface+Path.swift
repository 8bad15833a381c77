import Geometry

/// Which points a self-overlapping path covers.
public enum FillRule: Hashable, Sendable {
    /// Inside where the outline winds around the point at all (holes need reversed direction).
    case nonZero
    /// Inside where a ray from the point crosses the outline an odd number of times (any inner
    /// subpath cuts a hole).
    case evenOdd
}

extension Surface {
    /// Fills `path` (mapped by `transform`) with `color`, antialiased, over this surface.
    ///
    /// Coverage is exact horizontally (to 1/256 px) and sampled at 16 sub-scanlines vertically
    /// (ScanConverter), so an edge steps in 1/16ths at most, below what 8-bit alpha resolves at
    /// common slopes. Subpaths with a non-finite point are left out; coordinates beyond ±1e9
    /// are clamped there.
    ///
    /// Each call makes its buffers anew; a caller filling every frame keeps a `PathScratch` and
    /// calls `fill(_:with:rule:transform:clip:scratch:)`, which draws the same pixels.
    public func fill(
        _ path: Path, with color: Color, rule: FillRule = .nonZero, transform: Affine = .identity,
        clip: PixelRect? = nil
    ) {
        guard color.pixel != 0 else { return }
        fill(path, with: color, rule: rule, transform: transform, clip: clip, scratch: PathScratch())
    }

    /// As `fill(_:with:rule:transform:clip:)`, in the buffers of `scratch`: once they have grown
    /// to the largest path seen, a fill allocates nothing. `transform` maps the points as the
    /// path is flattened, so a path made once (at the origin) can be drawn anywhere.
    public func fill(
        _ path: Path, with color: Color, rule: FillRule = .nonZero, transform: Affine = .identity,
        clip: PixelRect? = nil, scratch: PathScratch
    ) {
        let source = color.pixel
        guard source != 0 else { return }
        scratch.polygons.removeAll()
        scratch.polygons.append(path, transform: transform)
        scratch.edges.set(scratch.polygons)
        guard let box = scratch.edges.bounds?.intersection(clip.map { $0.intersection(bounds) } ?? bounds),
            !box.isEmpty
        else { return }
        let scan = scratch.scan ?? ScanConverter(edges: scratch.edges.edges.count, width: box.width)
        scratch.scan = scan
        scan.start(scratch.edges, originX: box.x, width: box.width)
        let difference = scan.difference
        // Whole pixels (the bulk of a large fill) need no scaling of the source.
        let keep = 255 - Pixel.alpha(source)
        for y in box.y..<box.maxY {
            guard let (lo, hi) = scan.accumulate(row: y, rule: rule) else { continue }
            let line = row(y) + box.x
            var coverage: Int32 = 0
            let last = min(hi, box.width - 1)
            var x = lo
            while x <= last {
                coverage += difference[x]
                difference[x] = 0
                if coverage >= ScanConverter.full {
                    line[x] = keep == 0 ? source : source &+ Pixel.scale(line[x], by: keep)
                } else if coverage > 0 {
                    let alpha = UInt32((coverage * 255 + ScanConverter.full / 2) >> 12)
                    if alpha > 0 { line[x] = Pixel.over(Pixel.scale(source, by: alpha), line[x]) }
                }
                x += 1
            }
            // Entries past the last pixel hold only the closing steps; clear them for the next row.
            while x <= hi {
                difference[x] = 0
                x += 1
            }
        }
    }
}
