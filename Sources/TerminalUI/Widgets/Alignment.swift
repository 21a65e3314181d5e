/// Horizontal placement of a line inside a wider area.
public enum Alignment: Hashable, Sendable { case left, center, right }
