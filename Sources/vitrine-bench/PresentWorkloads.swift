// present: filled in once X11Host's window API lands.
enum PresentWorkloads {
    static func all() -> [Workload] { [] }
}
