import ImageLibrary

/// The list growing while the window is open: what a `CatalogFeed` found joins it, at most
/// `listGrowthInterval` apart, and the status line says "still looking…" until the end.
extension VitrineApp {
    /// How often the list may grow: each time the strip is placed again, which for a million
    /// images takes milliseconds. Default: 0.1 s.
    static let listGrowthInterval = 0.1

    /// Takes what was found since last time into the list and tells the scenes, if the time
    /// has come; returns when to look again if it has not (nil: nothing waits, and the feed
    /// wakes the host when news comes). What changed on screen the scene and the status line
    /// say themselves.
    func takeFoundImages(at time: Double) -> Double? {
        guard !listComplete, let feed = options.moreImages else { return nil }
        guard feed.hasNews else { return nil }
        let due = listGrewAt + VitrineApp.listGrowthInterval
        guard time >= due else { return due }
        let batch = feed.take()
        listGrewAt = time
        if !batch.entries.isEmpty {
            list.append(batch.entries)
            for scene in scenes { scene.listGrew(time: time) }
        }
        emptyNotice.add(batch.problems)
        if batch.finished { listComplete = true }
        if gridStartPending { decideGridStart(at: time) }
        // While nothing is there to show, the problems wait for the notice (should the list end
        // empty) rather than come as toasts; they go to standard error either way.
        for problem in batch.problems { tell(.error(problem), at: time, toast: !list.entries.isEmpty) }
        for warning in batch.warnings { tell(.warning(warning), at: time) }
        return nil
    }
}
