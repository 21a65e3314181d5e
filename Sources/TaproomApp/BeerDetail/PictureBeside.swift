import TerminalUI

/// Content with a picture at its right, when there is room for both: below `minimumWidth`
/// columns, or while the picture is hidden (it has nothing to show), the content takes the
/// whole width and the picture is not shown.
@MainActor
final class PictureBeside: View {
    private let content: View
    private let picture: View
    private let pictureWidth: Int
    private let minimumWidth: Int

    init(_ content: View, picture: View, pictureWidth: Int, minimumWidth: Int) {
        self.content = content
        self.picture = picture
        self.pictureWidth = pictureWidth
        self.minimumWidth = minimumWidth
        super.init()
        addSubview(content)
        addSubview(picture)
    }

    override func layoutSubviews() {
        let size = frame.size
        guard size.width >= minimumWidth, !picture.isHidden else {
            content.frame = Rect(size: size)
            picture.frame = .zero
            return
        }
        content.frame = Rect(x: 0, y: 0, width: size.width - pictureWidth, height: size.height)
        picture.frame = Rect(x: size.width - pictureWidth, y: 0, width: pictureWidth, height: size.height)
    }
}
