import AppInterface
import XCTest

final class KeyTests: XCTestCase {
    func testScriptKeyNames() {
        XCTAssertEqual(Key(name: "Tab"), .tab)
        XCTAssertEqual(Key(name: "Prior"), .pageUp)
        XCTAssertEqual(Key(name: "Next"), .pageDown)
        XCTAssertEqual(Key(name: "F1"), .function(1))
        XCTAssertEqual(Key(name: "A"), .character("a"))
        XCTAssertEqual(Key(name: "5"), .character("5"))
        XCTAssertEqual(Key(name: "minus"), .character("-"))
        XCTAssertNil(Key(name: "F13"))
        XCTAssertNil(Key(name: "Hyper_L"))
    }
}
