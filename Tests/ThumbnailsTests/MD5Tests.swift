import XCTest

@testable import Thumbnails

final class MD5Tests: XCTestCase {
    func testRFC1321TestSuite() {
        // RFC 1321, appendix A.5.
        let suite: [(String, String)] = [
            ("", "d41d8cd98f00b204e9800998ecf8427e"),
            ("a", "0cc175b9c0f1b6a831c399e269772661"),
            ("abc", "900150983cd24fb0d6963f7d28e17f72"),
            ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
            ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
            ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
            (String(repeating: "1234567890", count: 8), "57edf4a22be3c955ac49da2e2107b67a"),
        ]
        for (message, digest) in suite {
            XCTAssertEqual(MD5.hex(Array(message.utf8)), digest, "\"\(message)\"")
        }
    }

    func testLengthsAroundTheBlockAndPaddingEdges() {
        // 55 bytes is the most one block pads; 56 to 63 need a second; GLib's values.
        let digests: [(Int, String)] = [
            (55, "ef1772b6dff9a122358552954ad0df65"), (56, "3b0c8ac703f828b04c6c197006d17218"),
            (57, "652b906d60af96844ebd21b674f35e93"), (63, "b06521f39153d618550606be297466d5"),
            (64, "014842d480b571495a4a0363793f7367"), (65, "c743a45e0d2e6a95cb859adae0248435"),
            (119, "8a7bd0732ed6a28ce75f6dabc90e1613"), (120, "5f61c0ccad4cac44c75ff505e1f1e537"),
            (1000, "cabe45dcc9ae5b66ba86600cca6b8ba8"),
        ]
        for (count, digest) in digests {
            XCTAssertEqual(MD5.hex([UInt8](repeating: 0x61, count: count)), digest, "\(count) bytes")
        }
        XCTAssertEqual(MD5.hex((0...255).map { UInt8($0) }), "e2c865db4162bed963bfaa9ef6ac18f0")
        XCTAssertEqual(MD5.digest([]).count, 16)
    }
}
