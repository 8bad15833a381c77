/// The list of images every scene shows, one object for all five, so a walk that finds a
/// million files holds their names once, and grows it in one place while a `CatalogFeed`
/// brings more. Read and grown on the render thread only; a scene told `listGrew` takes the
/// new length into its model.
package final class ImageList {
    package private(set) var entries: [ImageCatalog.Entry]

    package init(_ catalog: ImageCatalog) { entries = catalog.entries }

    package func append(_ more: [ImageCatalog.Entry]) { entries += more }
}
