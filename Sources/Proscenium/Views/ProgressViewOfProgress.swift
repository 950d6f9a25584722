import Foundation

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A progress view showing a Foundation `Progress`: its fraction
    /// completed, or a spinner while it is indeterminate. The fraction is read
    /// when the view's body is evaluated (Linux Foundation's `Progress`
    /// publishes no key-value changes to observe).
    public init(_ progress: Progress) {
        self.init(value: progress.isIndeterminate ? nil : progress.fractionCompleted, total: 1,
                  label: EmptyView(), currentValueLabel: EmptyView())
    }
}
