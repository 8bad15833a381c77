// VitrineTestSupport: what tests and the benchmark share. Golden-image comparison (exact or
// within a stated tolerance, writing expected / actual / diff PNGs on failure), the seeded
// generator, the synthetic inputs of shared/bench/WORKLOADS.md, and the hostile corpus
// (HostileCorpus.swift: files a reader must survive, built byte by byte with PNGBytes and
// ZlibStream), and ScratchFolder, a temporary folder a test writes into. No XCTest here, so the benchmark can link it: tests turn a `GoldenResult` into a
// failure themselves.
