/// Virtual time in ticks; one tick is `TestScheduler`'s `resolution` seconds.
public typealias TestTime = Int
