/// Numbers as the status line shows them.
package enum StatusText {
    /// "0.42", "-0.10": two decimals, no Foundation formatting.
    package static func twoDecimals(_ v: Double) -> String {
        let hundredths = Int((abs(v) * 100).rounded())
        let sign = v < 0 && hundredths > 0 ? "-" : ""
        let fraction = hundredths % 100
        return "\(sign)\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
