import Foundation
import ImageFiles

extension ImageCatalog.Entry {
    /// The file's name as the window shows it: its last component, printable.
    var displayName: String { printableFileName((path as NSString).lastPathComponent) }
}
