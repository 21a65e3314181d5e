import RxCore

extension ControlPropertyType where Element == String {
    /// The text itself: TerminalUI's text is never `nil`; this keeps RxCocoa's
    /// `field.rx.text.orEmpty` compiling unchanged.
    public var orEmpty: ControlProperty<String> { asControlProperty() }
}
