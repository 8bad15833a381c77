import ImageLibrary

/// Alt+S: the list sorted by the next order (name, date taken, modification time), off the
/// render thread, then every scene told where each picture went; the picture shown stays
/// shown. Toasts say when it starts and ends.
extension VitrineApp {
    func sortList(at time: Double) {
        guard !list.entries.isEmpty else {
            tell(.warning("no pictures to sort"), at: time)
            return
        }
        sortJob?.cancel()
        let order = (sortJob?.order ?? listOrder).next
        sortJob = ListSortJob(
            list.entries, by: order, synchronous: options.synchronousLoading, wake: { [loader] in loader.wakeHost() })
        tell(.info("sorting by \(order.rawValue)…"), at: time)
        if options.synchronousLoading { takeSortedList(at: time) }
    }

    /// Takes a finished sort into the list. Pictures found since it began keep their places
    /// after the sorted ones; a list edited meanwhile (a picture trashed) is not reordered.
    func takeSortedList(at time: Double) {
        guard let job = sortJob, let sorted = job.take() else { return }
        sortJob = nil
        let before = job.entries.count
        guard list.entries.count >= before, list.entries.prefix(before).elementsEqual(job.entries) else {
            tell(.warning("the list changed while it was being sorted: Alt+S sorts it again"), at: time)
            return
        }
        let shown = scenes[current].imageIndex
        let edit = list.reorder(sorted + Array(before..<list.entries.count))
        listOrder = job.order
        for scene in scenes { scene.listEdited(edit, showing: shown.flatMap(edit.map), time: time) }
        tell(.info("sorted by \(job.order.rawValue)"), at: time)
    }
}
