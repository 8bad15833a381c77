/// What a loader answers for a request: made, still being made, or why it cannot be.
package enum LoadState<Value> {
    case ready(Value)
    case loading
    case failed(String)
}
