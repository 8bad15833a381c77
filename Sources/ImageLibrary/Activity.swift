/// Work in progress that the window shows: "saving landscape-blur.png", 40%.
package struct Activity: Equatable {
    package var label: String
    /// 0...1, or nil when unknown.
    package var fraction: Double?

    package init(label: String, fraction: Double?) {
        self.label = label
        self.fraction = fraction
    }
}
